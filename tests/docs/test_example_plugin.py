"""The example plugin of ``docs/extending.md`` works as the guide says, without installing anything.

The plugin is copied to a temporary directory next to a hand-made ``*.dist-info`` directory whose
``entry_points.txt`` declares its domain: :mod:`importlib.metadata` finds distributions in every
``sys.path`` entry, so a subprocess with that directory on ``PYTHONPATH`` sees the plugin exactly
as if it had been installed with pip.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from importlib.metadata import Distribution
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "notes_plugin"
SCENARIOS = "scenarios/notes.jsonl"
DIST_INFO = "toolsim_notes_example-0.1.dist-info"
#: What the test declares in ``entry_points.txt``; must equal the example's ``pyproject.toml``.
ENTRY_POINTS = {"toolsim.domains": {"notes": "notes_plugin:DOMAIN"}}


def _write_dist_info(root: Path) -> None:
    """The minimal metadata of an installed distribution: its name, version and entry points."""
    dist = root / DIST_INFO
    dist.mkdir()
    metadata = "Metadata-Version: 2.1\nName: toolsim-notes-example\nVersion: 0.1\n"
    (dist / "METADATA").write_text(metadata, encoding="utf-8")
    lines = []
    for group, entries in ENTRY_POINTS.items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {target}" for name, target in entries.items()]
        lines.append("")
    (dist / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")


def _install_copy(root: Path) -> Path:
    """Copy the example into ``root`` (without build or cache leftovers) and add its dist-info."""
    ignore = shutil.ignore_patterns("*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", ".mypy_cache",
                                    ".benchmarks", "runs")
    shutil.copytree(EXAMPLE, root, dirs_exist_ok=True, ignore=ignore)
    _write_dist_info(root)
    return root


@pytest.fixture(scope="module")
def plugin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the example plugin, "installed" through a dist-info directory beside it."""
    return _install_copy(tmp_path_factory.mktemp("notes_plugin"))


def _run(plugin: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run Python in the plugin's directory with the plugin (and toolsim) importable."""
    paths = [str(plugin), str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "COLUMNS": "200"}
    return subprocess.run([sys.executable, *args], cwd=plugin, env=env, capture_output=True, text=True,
                          timeout=300, check=False)


def _toolsim(plugin: Path, *args: str) -> str:
    """The output of a toolsim command that must succeed."""
    result = _run(plugin, "-m", "sandbox", *args)
    command = " ".join(args)
    assert result.returncode == 0, f"toolsim {command} exited {result.returncode}:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_the_written_entry_points_are_the_examples() -> None:
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "toolsim-notes-example"
    assert project["entry-points"] == ENTRY_POINTS


def test_importlib_reads_the_entry_points_from_the_dist_info(plugin: Path) -> None:
    dist = Distribution.at(plugin / DIST_INFO)
    assert dist.metadata["Name"] == "toolsim-notes-example"
    found: dict[str, dict[str, str]] = {}
    for entry in dist.entry_points:
        found.setdefault(entry.group, {})[entry.name] = entry.value
    assert found == ENTRY_POINTS


def test_domains_lists_the_plugin(plugin: Path) -> None:
    listing = _toolsim(plugin, "domains")
    assert re.search(r"^notes  \(version 1; 6 tools\)$", listing, re.MULTILINE), listing
    assert "  read-only (3): list_notes, read_note, search_notes\n" in listing, listing
    assert re.search(r"^file_system  \(", listing, re.MULTILINE), listing  # toolsim's own domains are still there


def test_graph_counts_include_the_plugin(plugin: Path) -> None:
    tools = json.loads(_toolsim(plugin, "domains", "notes", "--schema"))["notes"]
    counts = _toolsim(plugin, "graph")
    row = re.search(r"^notes\s+(\d+)\s+(\d+)\s+(\d+)$", counts, re.MULTILINE)
    assert row is not None, counts
    assert int(row.group(1)) == len(tools) and int(row.group(3)) > 0
    assert re.search(r"^  file_system -> notes: \d+$", counts, re.MULTILINE), counts
    assert "parameters whose kind nothing produces" not in counts


def test_scenarios_validate_strictly(plugin: Path) -> None:
    _toolsim(plugin, "validate", "--strict", SCENARIOS)


def test_the_oracle_passes_every_scenario_and_replays(plugin: Path) -> None:
    _toolsim(plugin, "run", SCENARIOS, "--model", "oracle", "--out", "run", "--no-progress")
    scenarios = (plugin / SCENARIOS).read_text(encoding="utf-8").splitlines()
    results = [json.loads(line) for line in (plugin / "run" / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    scenario_ids = [json.loads(line)["id"] for line in scenarios]
    assert sorted(r["scenario_id"] for r in results) == sorted(scenario_ids)
    assert all(r["passed"] and r["status"] == "finished" for r in results), results
    replay = _toolsim(plugin, "replay", str(plugin / "run" / results[0]["trajectory"]))
    assert "re-execution matches the recording" in replay


def test_the_plugins_own_tests_pass(plugin: Path) -> None:
    result = _run(plugin, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(plugin / "tests"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"\d+ passed", result.stdout), result.stdout


def test_an_undocumented_parameter_is_reported_by_name(tmp_path: Path) -> None:
    broken = _install_copy(tmp_path)
    module = broken / "notes_plugin" / "__init__.py"
    doc_line = "            tag: Only notes carrying this tag; every note when omitted.\n"
    source = module.read_text(encoding="utf-8")
    assert doc_line in source
    module.write_text(source.replace(doc_line, ""), encoding="utf-8")
    message = "tool 'list_notes': parameter 'tag' is not documented under Args:"
    listing = _run(broken, "-m", "sandbox", "domains")
    assert listing.returncode == 2 and message in listing.stderr, listing.stdout + listing.stderr
    assert listing.stderr.count("\n") == 1 and listing.stderr.startswith("toolsim: error: ")  # one line
    graph = _run(broken, "-m", "sandbox", "graph")
    assert graph.returncode == 0, graph.stderr
    assert "skipping domain 'notes'" in graph.stderr and message in graph.stderr
    assert re.search(r"^file_system\s", graph.stdout, re.MULTILINE)
    assert not re.search(r"^notes\s", graph.stdout, re.MULTILINE)


def test_toolsims_own_domain_tests_pass_with_the_plugin_installed(plugin: Path) -> None:
    """What the guide promises: a working plugin does not break toolsim's tests of its own domains."""
    paths = [str(plugin), str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    tests = ["tests/scenarios/test_shipped.py", "tests/graph/test_build.py", "tests/graph/test_skeleton.py"]
    # Every test of these modules, with the oracle (in one mode) and validate over one suite: the oracle pass
    # and the validation of every suite in both modes (minutes) run without the plugin in test_shipped.py
    # itself, and a plugin domain reaches each suite's episodes and checks the same way in either mode.
    select = ["-k", "(not test_oracle_passes_every_scenario and not test_suite_validates_without_findings)"
                    " or base-fc or (test_suite_validates_without_findings and base)"]
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *select, *tests],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    guide = " ".join((ROOT / "docs" / "extending.md").read_text(encoding="utf-8").split())
    assert "toolsim's own test suite passes with a plugin installed" in guide
    assert "expects only its eight domains" not in guide


def test_the_guide_installs_pytest_and_hypothesis_before_the_plugins_tests() -> None:
    extras = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert {re.split(r"[<>=]", r)[0] for r in extras["test"]} == {"pytest", "hypothesis"}
    for doc in (ROOT / "docs" / "extending.md", EXAMPLE / "README.md"):
        text = doc.read_text(encoding="utf-8")
        install = text.find("pip install -e '.[test]'")
        assert 0 <= install < text.find("python -m pytest -q"), doc


def test_the_source_distribution_ships_every_file_of_the_example() -> None:
    """MANIFEST.in's ``recursive-include docs/examples`` patterns cover every file there (``python -m build --sdist``)."""
    import fnmatch

    lines = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    [patterns] = [line.split()[2:] for line in lines if line.startswith("recursive-include docs/examples ")]
    files = [p for p in EXAMPLE.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]
    assert files and all(any(fnmatch.fnmatch(p.name, pattern) for pattern in patterns) for p in files), \
        [p.name for p in files if not any(fnmatch.fnmatch(p.name, pattern) for pattern in patterns)]


def _debug_section() -> tuple[list[str], list[str]]:
    """The commands (bash blocks) and the outputs (plain blocks) of the guide's §5, in order."""
    text = (ROOT / "docs" / "extending.md").read_text(encoding="utf-8")
    section = text[text.index("## 5. Debug"):text.index("\nCommon problems:")]
    blocks = re.findall(r"```(\w*)\n(.*?)```", section, re.S)
    return [b for kind, b in blocks if kind == "bash"], [b for kind, b in blocks if not kind]


def _shown_as(output: str, documented: str) -> bool:
    """Whether ``output`` holds the documented lines in order, a ``...`` line standing for any lines."""
    lines = output.splitlines()
    at = 0
    for want in documented.strip("\n").splitlines():
        if want == "...":
            continue
        while at < len(lines) and lines[at].rstrip() != want.rstrip():
            at += 1
        if at == len(lines):
            return False
        at += 1
    return True


def test_the_debug_section_shows_what_its_commands_print_now(plugin: Path) -> None:
    """Runs §5's commands as written (the heredoc, run, report --failures, replay) and finds each output shown."""
    commands, outputs = _debug_section()
    heredoc = re.search(r"cat > (\S+) <<'EOF'\n(.*?)\nEOF\n", commands[0], re.S)
    assert heredoc is not None and len(outputs) == 2
    (plugin / heredoc.group(1)).write_text(heredoc.group(2) + "\n", encoding="utf-8")
    shutil.rmtree(plugin / "runs" / "notes-wrong", ignore_errors=True)
    printed = []
    for block in commands:
        for line in block.splitlines():
            if line.startswith("toolsim "):
                printed.append(_toolsim(plugin, *line.split()[1:]))
    report, replay = printed[-2], printed[-1]
    assert _shown_as(report, outputs[0]), report
    assert _shown_as(replay, outputs[1]), replay


def test_the_plugin_gets_generated_scenarios_that_the_oracle_passes(plugin: Path, tmp_path: Path) -> None:
    """A new domain gets suites for free: its phrasings and state generator make gen: scenarios."""
    out = tmp_path / "notes.jsonl"
    printed = _toolsim(plugin, "generate", "--count", "6", "--seed", "1", "--domains", "notes", "--out", str(out))
    assert "gen:base@seed=1,n=6,domains=notes: drawn" in printed and "wrote 6 scenario(s)" in printed
    scenarios = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert {name for s in scenarios for name in s["domains"]} == {"notes"}
    texts = [m["content"] for s in scenarios for t in s["turns"] for m in t["messages"]]
    calls = {c.split("(")[0] for s in scenarios for t in s["turns"] for c in t["ground_truth"]}
    assert len(calls) >= 4  # the stories use several of its tools
    for text in texts:  # what a user says: no placeholder, no function name
        assert not re.search(r"\b(value|example)_\d+\b|PLACEHOLDER", text), text
        assert not any(name in text for name in calls), text
    run = _toolsim(plugin, "run", "gen:base@seed=1,n=6,domains=notes", "gen:miss_func@seed=1,n=6,domains=notes",
                   "--model", "oracle", "--out", str(tmp_path / "run"), "--no-progress")
    assert "overall (unweighted mean over suites): 100.0%" in run, run
