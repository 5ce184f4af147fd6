"""docs/scaling.md matches the code: the options it shows exist, and the variables it names are the ones forwarded."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from sandbox.commands.cli import build_parser
from sandbox.run.ray_worker import forwarded_env

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "scaling.md").read_text(encoding="utf-8")


def _run_options() -> set[str]:
    parser = build_parser("run")
    run = next(action for action in parser._actions if action.dest == "command").choices["run"]  # type: ignore[union-attr]
    return {option for action in run._actions for option in action.option_strings}


def test_every_option_of_toolsim_run_in_the_doc_exists() -> None:
    commands = " ".join(line for line in DOC.replace("\\\n", " ").splitlines() if "toolsim run" in line)
    shown = set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", commands))
    assert {"--executor", "--ray-address", "--workers", "--concurrency", "--resume"} <= shown
    assert shown - _run_options() == set()


def test_the_ray_extra_exists() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert any(requirement.startswith("ray[default]") for requirement in extras["ray"])
    assert "pip install -e '.[ray]'" in DOC


def test_the_forwarded_variables_are_the_documented_ones() -> None:
    environ = {"OPENAI_API_KEY": "1", "HOSTED_VLLM_API_BASE": "2", "AZURE_BASE_URL": "3", "AZURE_API_VERSION": "4",
               "LITELLM_LOG": "5", "TOOLSIM_X": "6", "HOME": "7", "AWS_PROFILE": "8", "PATH": "9"}
    assert sorted(forwarded_env(environ)) == sorted(list(environ)[:6])
    for pattern in ("`*_API_KEY`", "`*_API_BASE`", "`*_BASE_URL`", "`*_API_VERSION`", "`LITELLM_*`", "`TOOLSIM_*`"):
        assert pattern in DOC
