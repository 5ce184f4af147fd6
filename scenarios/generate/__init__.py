"""Scenarios generated from the dependency graph: coherent stories on sampled states, in users' words.

:func:`~scenarios.generate.build.draw` makes one candidate; :func:`~scenarios.generate.suite.generate`
validates candidates (and their variants) until a suite is complete; ``gen:`` suite names
(:func:`~scenarios.generate.suite.parse_name`) make generated suites runnable by name.
"""
