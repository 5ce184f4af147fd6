"""Authoring sources of toolsim's ``base`` suite and the tool that turns them into ``data/base.jsonl``.

The scenarios are written by hand in :mod:`scenarios.authoring.dsl` form (one module per group of
domains); ``python -m scenarios.authoring.build`` replays every gold call in the native profile,
fills in values that earlier calls produce (``$token``), records the graph path and writes the
JSONL file, which is the shipped artefact.
"""
