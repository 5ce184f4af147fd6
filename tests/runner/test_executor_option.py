"""``--executor``: without Ray installed the ray executor is one clear line; the default path never imports Ray."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import sandbox
from sandbox.commands.cli import main
from sandbox.run.ray_executor import RayNotInstalled

ROOT = Path(__file__).resolve().parents[2]


def test_the_ray_executor_without_ray_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # ``import ray`` raises ImportError, as when it is not installed
    code = main(["run", "base", "--limit", "2", "--executor", "ray", "--out", str(tmp_path / "run")])
    err = capsys.readouterr().err
    assert code == 2
    assert err.splitlines() == ["toolsim: error: the ray executor needs Ray: pip install -e '.[ray]' in toolsim's "
                                "checkout (or pip install 'ray[default]')"]
    assert not (tmp_path / "run").exists()  # refused before anything was written


def test_run_suite_with_the_ray_executor_without_ray_raises_an_import_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(RayNotInstalled, match=r"pip install -e '\.\[ray\]'"):
        sandbox.run_suite(["base"], "oracle", limit=1, executor="ray")
    assert issubclass(RayNotInstalled, ImportError)


@pytest.mark.parametrize("option", [["--workers", "2"], ["--ray-address", "auto"]])
def test_ray_options_go_with_the_ray_executor(option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "base", "--limit", "1", *option]) == 2
    assert capsys.readouterr().err == "toolsim: error: --ray-address and --workers go with --executor ray\n"


def test_run_suite_refuses_an_unknown_executor() -> None:
    with pytest.raises(ValueError, match="unknown executor 'dask'"):
        sandbox.run_suite(["base"], "oracle", limit=1, executor="dask")  # type: ignore[arg-type]


def test_help_and_a_local_run_do_not_import_ray(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from sandbox.commands.cli import main\n"
        "try:\n"
        "    main(['run', '--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        f"assert main(['run', 'base', '--limit', '1', '--no-progress', '--out', {str(tmp_path / 'run')!r}]) == 0\n"
        "assert 'ray' not in sys.modules, 'ray was imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "--executor {local,ray}" in done.stdout
