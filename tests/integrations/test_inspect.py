"""Inspect AI tasks: found through the entry point, played turn by turn, scored by toolsim's verdict."""

from __future__ import annotations

import gc
import itertools
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

inspect_ai = pytest.importorskip("inspect_ai", reason="the inspect extra is not installed (pip install -e '.[inspect]')")

from inspect_ai.log import list_eval_logs, read_eval_log  # noqa: E402
from inspect_ai.model import (  # noqa: E402
    ChatCompletionChoice, ChatMessage, ChatMessageAssistant, ModelOutput, ModelUsage, get_model,
)
from inspect_ai.tool import ToolCall, ToolInfo  # noqa: E402

from sandbox.judge.statement import statement  # noqa: E402
from sandbox.run.api import suite_scenarios  # noqa: E402

# inspect_ai leaves anyio streams of finished evals to the garbage collector: collected (and their
# warnings ignored) in each test here, rather than in whichever later test the collector runs.
# Newer tenacity releases deprecate an argument inspect_ai's retry policy passes.
pytestmark = [
    pytest.mark.filterwarnings(
        "ignore:Exception ignored in.*MemoryObjectReceiveStream:pytest.PytestUnraisableExceptionWarning"
    ),
    pytest.mark.filterwarnings("ignore:The 'initial' parameter is deprecated:DeprecationWarning"),
]


@pytest.fixture(autouse=True)
def _collect_inspects_garbage() -> Iterator[None]:
    yield
    gc.collect()

USAGE = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)  # mockllm would count tokens with tiktoken


def _reply(calls: list[tuple[str, dict[str, Any]]], text: str = "") -> ModelOutput:
    message = ChatMessageAssistant(
        content=text, model="mockllm",
        tool_calls=[ToolCall(id=f"c{i}", function=name, arguments=args) for i, (name, args) in enumerate(calls)] or None,
    )
    return ModelOutput(model="mockllm", usage=USAGE,
                       choices=[ChatCompletionChoice(message=message, stop_reason="tool_calls" if calls else "stop")])


class GoldModel:
    """Answers each turn with its gold calls (or, with ``gold=False``, with words), then tells their results."""

    def __init__(self, suite: str, gold: bool = True) -> None:
        self.gold = gold
        self.scenarios = {s.turns[0].messages[0].content: s for s in suite_scenarios(suite)}
        self.offered: list[set[str]] = []

    def __call__(self, messages: list[ChatMessage], tools: list[ToolInfo], *_: Any) -> ModelOutput:
        self.offered.append({t.name for t in tools})
        if messages[-1].role != "user":  # results of this turn's calls came back: say what they hold
            results = list(itertools.takewhile(lambda m: m.role == "tool", reversed(messages)))
            return _reply([], statement([m.text for m in reversed(results)]) or "Done.")
        scenario = self.scenarios[next(m.text for m in messages if m.role == "user")]
        ended = sum(m.role == "assistant" and not m.tool_calls for m in messages)  # one reply without calls a turn
        turn = scenario.turns[ended]
        if not self.gold or not turn.ground_truth:
            return _reply([], "I would rather not.")
        return _reply([(c.name, c.arguments) for c in turn.calls()])


def _eval(task: str, model: GoldModel, log_dir: Path, limit: int = 2) -> Any:
    [log] = inspect_ai.eval(task, model=get_model("mockllm/model", custom_outputs=model), limit=limit,
                            log_dir=str(log_dir), display="none")
    return log


@pytest.mark.parametrize("gold", [True, False])
def test_a_suite_task_scores_gold_replies_1_and_others_0(tmp_path: Path, gold: bool) -> None:
    log = _eval("toolsim/base", GoldModel("base", gold), tmp_path)
    assert log.status == "success" and len(log.samples) == 2
    for sample in log.samples:
        score = sample.scores["verdict"]
        assert score.value == ("C" if gold else "I")
        turns = score.metadata["turns"]
        assert len(turns) == len(next(s for s in suite_scenarios("base") if s.id == sample.id).turns)
        assert all(t["passed"] is (True if gold else False) for t in turns if not t["gold_empty"])
        assert sample.metadata["category"] == "base"
    assert log.results.scores[0].metrics["accuracy"].value == (1.0 if gold else 0.0)
    [written] = list_eval_logs(str(tmp_path))
    assert len(read_eval_log(written).samples) == 2


def test_held_out_functions_become_tools_when_due(tmp_path: Path) -> None:
    scenario = next(s for s in suite_scenarios("miss_func") if s.held_out)
    [name] = scenario.held_out
    model = GoldModel("miss_func")
    log = inspect_ai.eval("toolsim/miss_func", model=get_model("mockllm/model", custom_outputs=model),
                          sample_id=scenario.id, log_dir=str(tmp_path), display="none")[0]
    assert log.samples[0].scores["verdict"].value == "C"
    assert name not in model.offered[0] and name in model.offered[-1]


@pytest.mark.slow
def test_inspect_eval_command_writes_a_log_with_two_scored_samples(tmp_path: Path) -> None:
    """Offline too: mockllm counts tokens with tiktoken's o200k_base, which litellm ships."""
    env = {k: v for k, v in os.environ.items() if k != "TIKTOKEN_CACHE_DIR"}
    inspect = Path(sys.executable).with_name("inspect")
    done = subprocess.run([str(inspect), "eval", "toolsim/base", "--model", "mockllm/model", "--limit", "2",
                           "--log-dir", str(tmp_path), "--display", "none"], capture_output=True, text=True, timeout=600,
                          env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    [written] = list_eval_logs(str(tmp_path))
    log = read_eval_log(written)
    assert log.status == "success" and [s.scores["verdict"].value for s in log.samples] == ["I", "I"]


def test_tasks_are_named_in_the_toolsim_namespace_when_installed_in_site_packages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Inspect prefixes tasks of site-packages code with the import package (``sandbox``), unless told."""
    import importlib

    from inspect_ai._util import package
    from inspect_ai._util.registry import registry_info

    import sandbox.integrations.inspect_tasks as tasks

    monkeypatch.setattr(package, "package_path_is_in_site_packages", lambda path: True)
    assert package.get_installed_package_name(tasks.suite_task) == "sandbox"  # as in a wheel install
    reloaded = importlib.reload(tasks)
    assert {registry_info(t).name for t in reloaded.TASKS.values()} >= {"toolsim/base", "toolsim/bfcl_base"}


def test_any_suite_spec_with_trials_scores_what_toolsim_run_scores(tmp_path: Path) -> None:
    """``toolsim/suite`` takes a composed spec; trials are epochs; the call metrics pool as a run pools them."""
    from sandbox import run_suite
    from sandbox.judge.metrics import episode_counts
    from sandbox.report.metrics import metric_values

    spec = "miss_func+rename"
    [log] = inspect_ai.eval("toolsim/suite", task_args={"suite": spec, "trials": 2},
                            model=get_model("mockllm/model", custom_outputs=GoldModel(spec)), limit=3,
                            log_dir=str(tmp_path), display="none")
    assert log.status == "success" and log.eval.task == "toolsim/suite"
    assert log.eval.config.epochs == 2 and len(log.samples) == 6
    run = run_suite([spec], "oracle", limit=3, trials=2)
    by_key = {(r.scenario_id, r.trial): r for r in run}
    for sample in log.samples:  # each epoch's score: the counts of the episode toolsim run plays
        result = by_key[(sample.id, sample.epoch - 1)]
        score = sample.scores["verdict"]
        assert score.value == "C" and score.metadata["metrics"] == episode_counts(result.metrics, result.turns)
        assert [t["passed"] for t in score.metadata["turns"]] == [t.passed for t in result.turns]
    [reduced] = log.reductions
    assert {s.value for s in reduced.samples} == {1.0}
    assert {s.metadata["passed_trials"] for s in reduced.samples} == {2}
    metrics = {name: m.value for name, m in log.results.scores[0].metrics.items()}
    expected = metric_values(run)
    for name in ("hallucination_rate", "function_accuracy", "parameter_accuracy"):
        assert metrics[name] == pytest.approx(expected[name]), name
    assert metrics["accuracy"] == metrics["pass_at_k"] == metrics["pass_hat_k"] == metrics["turn_accuracy"] == 1.0


def test_named_suite_tasks_take_trials_and_a_failing_model_pools_its_calls(tmp_path: Path) -> None:
    class Hallucinating(GoldModel):
        def __call__(self, messages: list[ChatMessage], tools: list[ToolInfo], *_: Any) -> ModelOutput:
            if messages[-1].role != "user":
                return _reply([], "Done.")
            return _reply([("no_such_function", {"x": 1})])

    [log] = inspect_ai.eval("toolsim/base", task_args={"trials": 2}, limit=1, log_dir=str(tmp_path), display="none",
                            model=get_model("mockllm/model", custom_outputs=Hallucinating("base")))
    assert log.eval.task == "toolsim/base" and len(log.samples) == 2
    assert all(s.scores["verdict"].value == "I" for s in log.samples)
    [reduced] = log.reductions
    [sample] = reduced.samples
    turns = len(suite_scenarios("base")[0].turns)
    assert sample.value == 0.0 and sample.metadata["metrics"]["hallucinated_functions"] == 2 * turns
    metrics = {name: m.value for name, m in log.results.scores[0].metrics.items()}
    assert metrics["hallucination_rate"] == 1.0 and metrics["function_accuracy"] == 0.0
    assert metrics["pass_at_k"] == metrics["pass_hat_k"] == 0.0


@pytest.mark.slow
def test_an_unknown_suite_or_bad_trials_is_one_message_without_a_traceback(tmp_path: Path) -> None:
    inspect = Path(sys.executable).with_name("inspect")
    env = {k: v for k, v in os.environ.items() if k != "TIKTOKEN_CACHE_DIR"}
    fifo = tmp_path / "suite.jsonl"
    os.mkfifo(fifo)  # read, it would block for good
    for option, message in (("suite=nope", "unknown suite 'nope'"), ("trials=0", "trials must be at least 1"),
                            ("suite=", "-T suite= names no suite"), (f"suite={fifo}", "not a regular file")):
        done = subprocess.run([str(inspect), "eval", "toolsim/suite", "-T", option, "--model", "mockllm/model",
                               "--log-dir", str(tmp_path)], env=env, capture_output=True, text=True, timeout=300,
                              cwd=tmp_path)
        shown = " ".join((done.stdout + done.stderr).split())
        assert done.returncode == 1 and message in shown, shown[-2000:]
        assert "Traceback" not in shown, shown[-2000:]


def test_a_misspelt_task_name_says_which_task_was_meant(tmp_path: Path) -> None:
    inspect = Path(sys.executable).with_name("inspect")
    done = subprocess.run([str(inspect), "eval", "toolsim/bsae", "--model", "mockllm/model", "--log-dir", str(tmp_path)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode != 0
    assert "toolsim: no Inspect task 'toolsim/bsae' (did you mean toolsim/base?)" in done.stderr, done.stderr[-2000:]
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize(("argv", "named"), [
    (["inspect", "eval", "toolsim/bsae"], ["toolsim/bsae"]),
    (["inspect", "eval-set", "toolsim/zzzz", "toolsim/base"], ["toolsim/zzzz"]),
    (["inspect", "eval", "toolsim/base", "toolsim/suite", "toolsim/bfcl_base"], []),
    (["inspect", "eval", "toolsim/", "other/base", "tasks.py"], []),  # no name, or not toolsim's: Inspect says
    (["inspect", "view", "toolsim/bsae"], []),
    (["inspect"], []),
])
def test_only_unknown_toolsim_task_names_of_an_eval_are_named(argv: list[str], named: list[str]) -> None:
    from sandbox.integrations.inspect_tasks import unknown_tasks

    lines = unknown_tasks(argv)
    assert [line.split("'")[1] for line in lines] == named
    assert all(line.count("\n") == 0 and "toolsim/base" in line for line in lines)


@pytest.mark.parametrize(("suite", "message"), [(None, "-T suite= names no suite (None)"),
                                                (" ", "-T suite= names no suite (' ')"),
                                                (5, "-T suite= names no suite (5)")])
def test_an_empty_or_odd_suite_is_refused_as_a_prerequisite(suite: object, message: str) -> None:
    from inspect_ai._util.error import PrerequisiteError

    from sandbox.integrations.inspect_tasks import suite_task

    with pytest.raises(PrerequisiteError, match=re.escape(message)):
        suite_task(suite)  # type: ignore[arg-type]


def _run_lines(out: Path) -> dict[str, Any]:
    import json

    lines = [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    return {line["scenario_id"]: line for line in lines}


def _serving_env() -> dict[str, str]:
    """The environment of ``inspect eval`` and ``toolsim serve`` from this tree: Inspect's provider wants a key."""
    root = str(Path(__file__).resolve().parents[2])
    return {**{k: v for k, v in os.environ.items() if k != "TIKTOKEN_CACHE_DIR"}, "PYTHONPATH": root,
            "OPENAI_API_KEY": "none"}


@pytest.mark.slow
def test_inspect_eval_with_the_openai_provider_against_toolsim_serve_scores_what_toolsim_run_scores(
    tmp_path: Path,
) -> None:
    """``inspect eval --model openai/...`` (chat completions: ``-M responses_api=false``) against ``toolsim serve``."""
    from sandbox.commands.cli import main
    from tests.integration_play import toolsim_serve, write_script

    suite, count = "miss_func", 4
    script = write_script(suite, count, tmp_path / "script.jsonl")  # passes the even scenarios, fails the odd
    out = tmp_path / "run"
    assert main(["run", suite, "--model", f"scripted:{script}", "--limit", str(count), "--out", str(out),
                 "--no-progress"]) == 0
    expected = _run_lines(out)
    assert {line["passed"] for line in expected.values()} == {True, False}
    inspect = Path(sys.executable).with_name("inspect")
    with toolsim_serve(f"scripted:{script}", [suite], _serving_env()) as base_url:
        done = subprocess.run([str(inspect), "eval", f"toolsim/{suite}", "--model", "openai/scripted",
                               "-M", "responses_api=false", "--model-base-url", base_url, "--limit", str(count),
                               "--log-dir", str(tmp_path / "logs"), "--display", "none"],
                              capture_output=True, text=True, timeout=600, env=_serving_env(), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    [written] = list_eval_logs(str(tmp_path / "logs"))
    log = read_eval_log(written)
    assert log.status == "success" and sorted(s.id for s in log.samples) == sorted(expected)
    for sample in log.samples:
        line, score = expected[sample.id], sample.scores["verdict"]
        assert score.value == ("C" if line["passed"] else "I"), sample.id
        assert [t["passed"] for t in score.metadata["turns"]] == [t["passed"] for t in line["turns"]], sample.id
    accuracy = log.results.scores[0].metrics["accuracy"].value
    assert accuracy == sum(line["passed"] for line in expected.values()) / count


def test_the_openai_provider_in_prompt_mode_against_toolsim_serve_oracle_scores_all(tmp_path: Path) -> None:
    from tests.integration_play import toolsim_serve

    with toolsim_serve("oracle", ["base"], _serving_env()) as base_url:
        model = get_model("openai/oracle", base_url=base_url, api_key="none", responses_api=False)
        [log] = inspect_ai.eval("toolsim/base", task_args={"mode": "prompt"}, model=model, limit=2,
                                log_dir=str(tmp_path), display="none")
    assert log.status == "success" and [s.scores["verdict"].value for s in log.samples] == ["C", "C"]
