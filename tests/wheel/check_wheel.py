"""The wheel is the product: build it, then use toolsim the way a user who installed it would.

``python tests/wheel/check_wheel.py build DIST`` builds the sdist and, from it, the wheel into
``DIST`` (what ``python -m build`` does), builds a second wheel straight from the tree, and checks
that both wheels hold the same files with the same contents and that every file of the five
packages (code, suites, ``py.typed``) is in it.

``python -I tests/wheel/check_wheel.py run`` runs, with the interpreter of a virtual environment
where that wheel is installed with all its integration extras, every check below from a fresh
temporary directory with no ``PYTHONPATH`` (so nothing of the source tree can be imported): the
README's quick start, ``toolsim --version``, a BFCL suite (the bfcl setup must be installed),
``toolsim leaderboard`` with its pictures, ``inspect eval`` of a named and of a composed suite, the
Python examples of ``docs/integrations.md`` (step API, Gymnasium ``make`` + ``check_env``, an MCP
session with the SDK's client, Inspect, OpenEnv and verifiers from Python), an OpenEnv client
session and ``vf-eval toolsim`` with a scripted policy, each scoring what ``toolsim run`` scores,
and a few episodes on ``--executor ray``. The tree's test helpers those two use
(``tests/integration_play.py``, ``tests/chat_server.py``, ``tests/prompt_policy.py``) are loaded by
their paths, so what they import of toolsim comes from the wheel. ``run CHECK...`` runs only the
named checks. The nox session ``wheel`` does both steps.
"""

from __future__ import annotations

import asyncio
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("sandbox", "apis", "graph", "scenarios", "toolsim")
# the Python examples of docs/integrations.md and what each prints last, from the tree's tests/docs
sys.path.insert(0, str(ROOT / "tests" / "docs"))
from integrations_page import BLOCKS, EXPECTED  # noqa: E402

del sys.path[0]


# --- build ---------------------------------------------------------------------------------------

def wheel_files(wheel: Path) -> dict[str, str]:
    """Each file of a wheel with the SHA-256 of its content (the RECORD itself left out)."""
    with zipfile.ZipFile(wheel) as archive:
        return {name: hashlib.sha256(archive.read(name)).hexdigest()
                for name in archive.namelist() if not name.endswith(".dist-info/RECORD")}


def package_files() -> set[str]:
    """Every file of the packages in the tree, as a wheel names it (caches left out)."""
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                found.add(path.relative_to(ROOT).as_posix())
    return found


def build(dist: Path) -> None:
    """Build the sdist and the wheel from it into ``dist``, and a wheel from the tree; compare them."""
    shutil.rmtree(dist, ignore_errors=True)
    direct = dist / "from-tree"
    for what, outdir in ((), dist), (("--wheel",), direct):  # sdist then a wheel from it; a wheel from the tree
        done = subprocess.run([sys.executable, "-m", "build", "-q", *what, "--outdir", str(outdir), str(ROOT)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"python -m build {' '.join(what)} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    [wheel] = dist.glob("toolsim-*.whl")
    [sdist] = dist.glob("toolsim-*.tar.gz")
    [tree_wheel] = direct.glob("toolsim-*.whl")
    from_sdist, from_tree = wheel_files(wheel), wheel_files(tree_wheel)
    if from_sdist != from_tree:
        differ = sorted(set(from_sdist.items()) ^ set(from_tree.items()))
        raise SystemExit(f"the wheel built from the sdist differs from the one built from the tree: {differ[:10]}")
    missing = package_files() - set(from_sdist)
    if missing:
        raise SystemExit(f"files of the packages missing from the wheel: {sorted(missing)}")
    strays = [name for name in from_sdist if name.split("/")[0] not in PACKAGES and ".dist-info/" not in name]
    if strays:
        raise SystemExit(f"files outside the packages in the wheel: {strays}")
    shutil.rmtree(direct)
    print(f"built {sdist.name} and {wheel.name} ({len(from_sdist)} files; the sdist builds the same wheel)")


# --- run -----------------------------------------------------------------------------------------

class Checks:
    """Commands run from a fresh directory with the installed wheel, each check named and timed."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        self.env["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
        self.env["TOOLSIM_POLICY_KEY"] = "none"  # vf-eval's key for the loopback endpoint, which takes any
        self.bin = Path(sys.executable).parent
        # as in an activated environment: verifiers finds the uv of the verifiers extra on PATH
        self.env["PATH"] = os.pathsep.join([str(self.bin), self.env.get("PATH", "")])
        self.passed: list[str] = []
        self.failed: list[str] = []

    def sh(self, *command: str, timeout: float = 600) -> str:
        """Run a command from the work directory; its stdout (its stderr too when it fails)."""
        done = subprocess.run(command, cwd=self.workdir, env=self.env, capture_output=True, text=True,
                              timeout=timeout)
        if done.returncode != 0:
            raise AssertionError(f"{' '.join(command)} exited {done.returncode}:\n{done.stdout[-2000:]}"
                                 f"\n{done.stderr[-3000:]}")
        return done.stdout

    def toolsim(self, *args: str) -> str:
        """Run the installed ``toolsim`` script."""
        return self.sh(str(self.bin / "toolsim"), *args)

    def check(self, name: str, body: Callable[[], None]) -> None:
        """Run one check and record it."""
        started = time.perf_counter()
        try:
            body()
        except Exception as error:  # noqa: BLE001 -- every check runs; each failure is reported
            self.failed.append(name)
            print(f"FAIL {name}: {error}", flush=True)
        else:
            self.passed.append(name)
            print(f"ok   {name} ({time.perf_counter() - started:.1f} s)", flush=True)


def run_results(out: Path) -> list[dict[str, object]]:
    """The result lines of a run directory."""
    return [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]


def all_passed(out: Path, count: int | None = None) -> None:
    """Every episode of a run passed (and there are ``count`` of them, when given)."""
    results = run_results(out)
    assert results and all(r["passed"] for r in results), f"{sum(not r['passed'] for r in results)} failed"
    assert count is None or len(results) == count, f"{len(results)} episodes, not {count}"


def check_installed(c: Checks) -> None:
    """toolsim is imported from the virtual environment, not from a source tree."""
    where = c.sh(sys.executable, "-c", "import sandbox, scenarios; print(sandbox.__file__, scenarios.__file__)")
    site_packages = sysconfig.get_paths()["purelib"]
    assert all(Path(path).is_relative_to(site_packages) for path in where.split()), where


def check_version(c: Checks) -> None:
    """``toolsim --version`` names the installed distribution's version."""
    from importlib.metadata import version

    assert c.toolsim("--version").strip() == f"toolsim {version('toolsim')}"


def shipped_sizes() -> dict[str, int]:
    """The size of each own suite, counted in the tree's ``base.jsonl`` (long context: the members)."""
    lines = (ROOT / "scenarios" / "data" / "base.jsonl").read_text(encoding="utf-8").splitlines()
    bases = [json.loads(line) for line in lines if line.strip()]
    members = sum("no_long_context" not in base.get("metadata", {}) for base in bases)
    return {"base": len(bases), "miss_param": len(bases), "miss_func": len(bases), "long_context": members,
            "composite": members}


def check_suites(c: Checks) -> None:
    """The suites and domain schemas come from the package data."""
    listed = c.toolsim("suites")
    for suite, size in shipped_sizes().items():
        assert re.search(rf"\b{suite}\b.*\b{size}\b", listed), listed
    schemas = json.loads(c.toolsim("domains", "--schema"))
    assert len(schemas) >= 8, list(schemas)


def check_quick_start(c: Checks) -> None:
    """The README's quick start: the oracle scores 100% on ``base``."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "toolsim run base --model oracle" in readme
    c.toolsim("run", "base", "--model", "oracle", "--out", "runs/quick")
    all_passed(c.workdir / "runs/quick", shipped_sizes()["base"])


def check_bfcl(c: Checks) -> None:
    """A BFCL suite with the bfcl setup (``--no-deps bfcl-eval mpmath``)."""
    c.toolsim("run", "bfcl:base", "--model", "oracle", "--out", "runs/bfcl")
    all_passed(c.workdir / "runs/bfcl", 200)


def check_leaderboard(c: Checks) -> None:
    """``toolsim leaderboard`` over the two runs above: CSV, HTML and the pictures (the plots extra)."""
    c.toolsim("leaderboard", "runs/quick", "runs/bfcl", "--csv", "board.csv", "--html", "board.html",
              "--plots", "plots")
    header = (c.workdir / "board.csv").read_text(encoding="utf-8").splitlines()[0]
    assert "base %" in header and "bfcl:base %" in header, header
    assert sorted(p.suffix for p in (c.workdir / "plots").iterdir()) == [".png", ".svg"]
    assert "data:image/svg+xml" in (c.workdir / "board.html").read_text(encoding="utf-8")
    c.toolsim("report", "runs/quick", "--html", "report.html")
    assert "per domain" in (c.workdir / "report.html").read_text(encoding="utf-8")


def check_inspect_cli(c: Checks) -> None:
    """``inspect eval toolsim/base`` finds the task in the installed wheel and writes 2 scored samples."""
    c.sh(str(c.bin / "inspect"), "eval", "toolsim/base", "--model", "mockllm/model", "--limit", "2",
         "--log-dir", "inspect-logs", "--display", "none")
    summary = c.sh(sys.executable, "-c", (
        "import sys\nfrom inspect_ai.log import list_eval_logs, read_eval_log\n"
        "[log] = [read_eval_log(x) for x in list_eval_logs('inspect-logs')]\n"
        "print(log.status, log.eval.task, [s.scores['verdict'].value for s in log.samples])"))
    assert summary.split(None, 2) == ["success", "toolsim/base", "['I', 'I']\n"], summary


def check_inspect_spec(c: Checks) -> None:
    """``inspect eval toolsim/suite`` takes a composed suite spec and trials."""
    c.sh(str(c.bin / "inspect"), "eval", "toolsim/suite", "-T", "suite=base+rename", "-T", "trials=2",
         "--model", "mockllm/model", "--limit", "1", "--log-dir", "inspect-spec", "--display", "none")
    summary = c.sh(sys.executable, "-c", (
        "from inspect_ai.log import list_eval_logs, read_eval_log\n"
        "[log] = [read_eval_log(x) for x in list_eval_logs('inspect-spec')]\n"
        "print(log.status, log.eval.task, len(log.samples), sorted(log.results.scores[0].metrics))"))
    status, task, samples, metrics = summary.split(None, 3)
    assert (status, task, samples) == ("success", "toolsim/suite", "2"), summary
    assert "function_accuracy" in metrics and "pass_hat_k" in metrics, summary


def check_docs_examples(c: Checks) -> None:
    """Every Python example of docs/integrations.md as written."""
    for index, (code, expected) in enumerate(zip(BLOCKS, EXPECTED, strict=True)):
        example = c.workdir / f"example_{index}.py"
        example.write_text(code, encoding="utf-8")
        last = c.sh(sys.executable, example.name).strip().splitlines()[-1]
        assert last.endswith(expected), f"example {index} printed {last!r}, not {expected!r}"


def tree_helper(name: str) -> ModuleType:
    """``tests/NAME.py`` of the tree, loaded by its path: what it imports of toolsim comes from the wheel."""
    spec = importlib.util.spec_from_file_location(f"tree_{name}", ROOT / "tests" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # registered, as dataclasses expect
    spec.loader.exec_module(module)
    import sandbox

    assert Path(sandbox.__file__ or "").is_relative_to(sysconfig.get_paths()["purelib"]), sandbox.__file__
    return module


RL_SUITE = "miss_func"


def check_openenv(c: Checks) -> None:
    """``toolsim openenv`` and its client: a scripted policy scores what ``toolsim run`` scores (the openenv extra)."""
    play = tree_helper("integration_play")
    script = play.write_script(RL_SUITE, 6, c.workdir / "openenv-script.jsonl")
    c.toolsim("run", RL_SUITE, "--model", f"scripted:{script}", "--limit", "6", "--out", "runs/openenv",
              "--no-progress")
    expected = play.run_lines(c.workdir / "runs/openenv")
    command = [str(c.bin / "toolsim"), "openenv", RL_SUITE, "--port", str(play.free_port())]
    with play.openenv_server(command, c.env) as url:
        async def play_all() -> list[dict[str, object]]:
            return list(await asyncio.gather(*(play.play_openenv(url, RL_SUITE, f"scripted:{script}", sid)
                                               for sid in expected)))

        play.assert_openenv_matches(asyncio.run(play_all()), expected)


def check_verifiers(c: Checks) -> None:
    """``vf-eval toolsim`` against a loopback scripted endpoint scores what ``toolsim run`` scores (the verifiers extra)."""
    play, server, policies = (tree_helper(name) for name in ("integration_play", "chat_server", "prompt_policy"))
    script = play.write_script(RL_SUITE, 4, c.workdir / "verifiers-script.jsonl")
    c.toolsim("run", RL_SUITE, "--model", f"scripted:{script}", "--mode", "prompt", "--limit", "4", "--out",
              "runs/verifiers", "--no-progress")
    expected = play.run_lines(c.workdir / "runs/verifiers")
    policy = policies.PromptPolicy(RL_SUITE, f"scripted:{script}")
    with server.serve(policy) as base:
        c.sh(str(c.bin / "vf-eval"), *play.vf_eval_args(RL_SUITE, 4, base, c.workdir / "vf", "scripted"))
    assert policy.requests >= sum(len(line["turns"]) for line in expected.values()), policy.requests
    play.assert_vf_matches(play.vf_traces(c.workdir / "vf", "scripted"), expected)


def check_ray(c: Checks) -> None:
    """A few episodes on Ray actors (the ray extra)."""
    c.toolsim("run", "base", "--model", "oracle", "--limit", "4", "--executor", "ray", "--workers", "1",
              "--out", "runs/ray")
    all_passed(c.workdir / "runs/ray", 4)


CHECKS = [check_installed, check_version, check_suites, check_quick_start, check_bfcl, check_leaderboard,
          check_inspect_cli, check_inspect_spec, check_docs_examples, check_openenv, check_verifiers, check_ray]


def run(names: list[str]) -> int:
    """Run the named checks (all by default) from a fresh temporary directory; print the counts."""
    selected = [c for c in CHECKS if not names or c.__name__.removeprefix("check_") in names]
    # nox points TMPDIR into the session's virtual environment, where Ray refuses its temp dir
    # ("temp_dir must not be child directory of virtualenv root") and its workers never start
    parent = Path(tempfile.gettempdir())
    if parent.resolve().is_relative_to(Path(sys.prefix).resolve()):
        parent = Path("/tmp")
    with tempfile.TemporaryDirectory(prefix="toolsim-wheel-", dir=parent) as workdir:
        checks = Checks(Path(workdir))
        checks.env["TMPDIR"] = workdir
        for check in selected:
            checks.check(check.__name__.removeprefix("check_"), lambda check=check: check(checks))
    print(f"wheel: {len(checks.passed)} passed, {len(checks.failed)} failed")
    return 1 if checks.failed else 0


def main(argv: list[str]) -> int:
    """``build DIST`` or ``run [CHECK...]``."""
    if argv[:1] == ["build"] and len(argv) == 2:
        build(Path(argv[1]))
        return 0
    if argv[:1] == ["run"]:
        return run(argv[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
