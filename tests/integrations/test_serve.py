"""``toolsim serve``: an OpenAI-compatible endpoint answering as oracle, scripted or replay, for any client."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sandbox.commands.cli import main
from sandbox.integrations import openai_server
from sandbox.integrations.chat_match import Conversations
from sandbox.integrations.openai_server import ChatService, build_app, loopback_host, loopback_origin
from sandbox.models.resolve import resolve_model
from sandbox.run.api import make_env, suite_scenarios
from tests.integration_play import toolsim_serve

ROOT = Path(__file__).resolve().parents[2]
URL = "/v1/chat/completions"


class Log(list[str]):
    def __call__(self, line: str) -> None:
        self.append(line)


@pytest.fixture(scope="module")
def base() -> Conversations:
    return Conversations(["base"])


def _client(conversations: Conversations, model: str = "oracle", log: Log | None = None) -> TestClient:
    service = ChatService(resolve_model(model), conversations, model)
    return TestClient(build_app(service, log if log is not None else Log()), base_url="http://127.0.0.1:8000")


def _opening(scenario_id: str, mode: str = "fc") -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    observation, _ = make_env("base", scenario_id, mode=mode).reset()  # type: ignore[arg-type]
    return observation["messages"], observation["tools"] if mode == "fc" else []


def _gold(turn: int) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.arguments) for c in suite_scenarios("base")[0].turns[turn].calls()]


def test_an_opening_in_fc_mode_gets_the_first_turns_gold_calls_as_tool_calls(base: Conversations) -> None:
    scenario = suite_scenarios("base")[0]
    messages, tools = _opening(scenario.id)
    answer = _client(base).post(URL, json={"model": "oracle", "messages": messages, "tools": tools})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    [choice] = body["choices"]
    calls = choice["message"]["tool_calls"]
    assert choice["finish_reason"] == "tool_calls" and body["object"] == "chat.completion"
    assert [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in calls] == _gold(0)
    assert body["usage"] == {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}


def test_the_turn_and_step_come_from_the_replies_in_the_conversation(base: Conversations) -> None:
    """After turn 0's calls and their results the oracle says it is done; after that reply, turn 1's calls come."""
    scenario = suite_scenarios("base")[0]
    env = make_env("base", scenario.id)
    messages = list(env.reset()[0]["messages"])
    client = _client(base)
    for expected in ("calls of turn 0", "done", "calls of turn 1"):
        answer = client.post(URL, json={"messages": messages, "tools": env.tools}).json()["choices"][0]["message"]
        if expected == "done":
            assert answer["content"] and not answer.get("tool_calls")
        else:
            turn = int(expected[-1])
            assert [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in answer["tool_calls"]] \
                == _gold(turn)
        observation, *_ = env.step(answer)
        messages += [answer, *observation["messages"]]


def test_prompt_mode_answers_with_call_text(base: Conversations) -> None:
    scenario = suite_scenarios("base")[0]
    messages, _ = _opening(scenario.id, "prompt")
    assert messages[0]["role"] == "system"
    answer = _client(base).post(URL, json={"messages": messages}).json()["choices"][0]["message"]
    assert answer["content"] == "[" + ", ".join(str(c) for c in scenario.turns[0].calls()) + "]"
    assert "tool_calls" not in answer


def test_a_stream_sends_the_same_answer_in_chunks_then_done(base: Conversations) -> None:
    messages, tools = _opening(suite_scenarios("base")[0].id)
    client = _client(base)
    whole = client.post(URL, json={"messages": messages, "tools": tools}).json()["choices"][0]["message"]
    streamed = client.post(URL, json={"messages": messages, "tools": tools, "stream": True,
                                      "stream_options": {"include_usage": True}})
    assert streamed.headers["content-type"].startswith("text/event-stream")
    events = [line.removeprefix("data: ") for line in streamed.text.splitlines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    assert chunks[-1]["usage"]["total_tokens"] == 0 and chunks[-1]["choices"] == []
    assert chunks[-2]["choices"][0]["finish_reason"] == "tool_calls"
    calls = [c for chunk in chunks for ch in chunk["choices"] for c in ch["delta"].get("tool_calls", [])]
    assert [{k: v for k, v in c.items() if k != "index"} for c in calls] == whole["tool_calls"]
    assert [c["index"] for c in calls] == list(range(len(calls)))
    plain = client.post(URL, json={"messages": messages, "tools": tools, "stream": True}).text
    assert '"usage"' not in plain and plain.endswith("data: [DONE]\n\n")


def test_an_unknown_first_message_is_a_400_naming_the_suites_and_one_log_line(base: Conversations) -> None:
    log = Log()
    answer = _client(base, log=log).post(URL, json={"messages": [{"role": "user", "content": "Tell me a joke."}]})
    assert answer.status_code == 400
    message = answer.json()["error"]["message"]
    assert "no scenario of the suite(s) served (base) begins with the user message 'Tell me a joke.'" in message
    assert "--suite" in message
    assert len(log) == 1 and log[0].startswith("toolsim serve: 400 POST /v1/chat/completions: no scenario")


def test_a_conversation_that_leaves_the_scenario_is_refused_with_where(base: Conversations) -> None:
    scenario = suite_scenarios("base")[0]
    env = make_env("base", scenario.id)
    messages = list(env.reset()[0]["messages"])
    client = _client(base)
    answer = client.post(URL, json={"messages": messages, "tools": env.tools}).json()["choices"][0]["message"]
    observation, *_ = env.step(answer)
    results = [dict(m) for m in observation["messages"]]
    honest = client.post(URL, json={"messages": [*messages, answer, *results], "tools": env.tools})
    assert honest.status_code == 200
    results[0]["content"] = "a result the scenario never gave"
    forged = client.post(URL, json={"messages": [*messages, answer, *results], "tools": env.tools})
    assert forged.status_code == 400
    assert "does not follow scenario fs_quarterly_reports_v1 (base, fc mode): the messages after reply 1 differ" \
        in forged.json()["error"]["message"]
    fewer = client.post(URL, json={"messages": messages, "tools": env.tools[1:]})
    assert fewer.status_code == 400 and "tools offered" in fewer.json()["error"]["message"]
    ending = client.post(URL, json={"messages": [*messages, answer], "tools": env.tools})
    assert ending.status_code == 400 and "ends with an assistant message" in ending.json()["error"]["message"]


def test_a_finished_scenario_has_nothing_left_to_answer(base: Conversations) -> None:
    scenario = suite_scenarios("base")[0]
    env = make_env("base", scenario.id)
    messages = list(env.reset()[0]["messages"])
    client = _client(base)
    while not env.done:
        answer = client.post(URL, json={"messages": messages, "tools": env.tools}).json()["choices"][0]["message"]
        observation, *_ = env.step(answer)
        messages += [answer, *observation["messages"]]
    assert env.result is not None and env.result.passed
    messages.append({"role": "user", "content": "Anything else?"})
    over = client.post(URL, json={"messages": messages, "tools": env.tools})
    assert over.status_code == 400 and "the scenario is over" in over.json()["error"]["message"]


@pytest.mark.parametrize(("body", "status", "said"), [
    (b"{not json", 400, "not JSON"),
    (b"[1, 2]", 400, "not a JSON object"),
    (b'{"messages": []}', 400, "non-empty list"),
    (b'{"messages": [{"role": "user", "content": "x"}], "tools": {}}', 400, "'tools' must be a list"),
])
def test_a_malformed_body_is_a_400_saying_what_is_wrong(base: Conversations, body: bytes, status: int, said: str) -> None:
    log = Log()
    answer = _client(base, log=log).post(URL, content=body, headers={"content-type": "application/json"})
    assert answer.status_code == status and said in answer.json()["error"]["message"]
    assert len(log) == 1


def test_a_body_over_the_cap_is_refused_and_one_at_it_is_read(base: Conversations,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    messages, tools = _opening(suite_scenarios("base")[0].id)
    body = json.dumps({"messages": messages, "tools": tools}).encode()
    monkeypatch.setattr(openai_server, "MAX_BODY", len(body))
    client = _client(base)
    assert client.post(URL, content=body, headers={"content-type": "application/json"}).status_code == 200
    over = client.post(URL, content=body + b" ", headers={"content-type": "application/json"})
    assert over.status_code == 413


@pytest.mark.parametrize(("host", "allowed"), [
    ("127.0.0.1:8000", True), ("localhost:1", True), ("[::1]:8000", True), ("LOCALHOST", True), ("127.0.0.1", True),
    ("127.0.0.2:8000", False), ("evil.example:8000", False), ("localhost.evil.example", False), ("", False),
    ("127.0.0.1:80:80", False), ("[::2]:8000", False),
])
def test_only_loopback_hosts_are_served(host: str, allowed: bool) -> None:
    assert loopback_host(host) is allowed


@pytest.mark.parametrize(("origin", "allowed"), [
    (None, True), ("http://127.0.0.1:3000", True), ("http://localhost", True),
    ("https://127.0.0.1:3000", False), ("http://evil.example", False), ("http://127.0.0.1.evil.example", False),
    ("null", False),
])
def test_only_pages_from_loopback_may_call(origin: str | None, allowed: bool) -> None:
    assert loopback_origin(origin) is allowed


def test_a_foreign_host_or_origin_is_refused_before_any_work(base: Conversations) -> None:
    log = Log()
    service = ChatService(resolve_model("oracle"), base, "oracle")
    client = TestClient(build_app(service, log), base_url="http://evil.example:8000")
    assert client.get("/v1/models").status_code == 421
    local = TestClient(build_app(service, log), base_url="http://localhost:8000")
    assert local.get("/v1/models", headers={"origin": "http://evil.example"}).status_code == 403
    assert local.get("/v1/models", headers={"origin": "http://localhost:5173"}).status_code == 200
    assert len(log) == 2 and "invalid Host header" in log[0] and "invalid Origin header" in log[1]


def test_models_lists_the_model_and_other_paths_are_404(base: Conversations) -> None:
    log = Log()
    client = _client(base, log=log)
    assert client.get("/v1/models").json()["data"][0]["id"] == "oracle"
    missing = client.post("/v1/responses", json={})
    assert missing.status_code == 404 and "responses_api=false" in missing.json()["error"]["message"]
    assert log == ["toolsim serve: 404 POST /v1/responses"]


def test_a_failing_model_is_one_log_line_and_a_500_never_a_traceback(base: Conversations,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    class Broken:
        name = "broken"

        def episode(self, scenario: Any, trial: int) -> Any:
            raise KeyError("boom")

        async def close(self) -> None:
            return None

    log = Log()
    client = TestClient(build_app(ChatService(Broken(), base, "broken"), log), base_url="http://127.0.0.1:8000")
    messages, tools = _opening(suite_scenarios("base")[0].id)
    answer = client.post(URL, json={"messages": messages, "tools": tools})
    assert answer.status_code == 500 and answer.json()["error"]["message"] == "internal error: KeyError"
    assert log == ["toolsim serve: 500 POST /v1/chat/completions: KeyError: 'boom'"]
    assert "Traceback" not in capsys.readouterr().err


def test_scripted_call_strings_go_back_as_tool_calls_with_positional_arguments_named(tmp_path: Path,
                                                                                     base: Conversations) -> None:
    scenario = suite_scenarios("base")[0]
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": scenario.id, "result": [[["cd('reports')", "ls()"]]]}) + "\n", encoding="utf-8")
    messages, tools = _opening(scenario.id)
    answer = _client(base, f"scripted:{script}").post(URL, json={"messages": messages, "tools": tools})
    calls = answer.json()["choices"][0]["message"]["tool_calls"]
    assert [(c["function"]["name"], json.loads(c["function"]["arguments"])) for c in calls] == [
        ("cd", {"folder": "reports"}), ("ls", {})]


# --- the command, and clients driving it end to end -------------------------------------------------------------


def served(model: str, *suites: str) -> Any:
    """``toolsim serve MODEL`` from this tree in a subprocess (see tests.integration_play.toolsim_serve)."""
    return toolsim_serve(model, list(suites), {**os.environ, "PYTHONPATH": str(ROOT)})


def _results(out: Path) -> dict[str, tuple[Any, ...]]:
    lines = [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    return {line["scenario_id"]: (line["passed"], line["error_class"], line["turns"], line["metrics"]) for line in lines}


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_toolsim_run_through_serve_scores_what_the_model_scores_in_process(tmp_path: Path, mode: str) -> None:
    """The lean client against ``toolsim serve oracle``, and ``replay:`` of that run, score as the oracle itself."""
    direct, remote, replayed = tmp_path / "direct", tmp_path / "remote", tmp_path / "replayed"
    common = ["--mode", mode, "--limit", "4", "--no-progress"]
    assert main(["run", "base", "--model", "oracle", "--out", str(direct), *common]) == 0
    with served("oracle") as base_url:
        assert main(["run", "base", "--model", "openai/oracle", "--api-base", base_url, "--out", str(remote),
                     *common]) == 0
    assert _results(remote) == _results(direct)
    assert all(passed for passed, *_ in _results(remote).values())
    with served(f"replay:{remote}") as base_url:
        assert main(["run", "base", "--model", "openai/replayed", "--api-base", base_url, "--out", str(replayed),
                     *common]) == 0
    assert _results(replayed) == _results(direct)


def test_the_command_refuses_other_models_and_a_taken_port_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "openai/gpt-4o"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "answers as a toolsim model (oracle, scripted:FILE, replay:RUN_DIR)" in err
    assert main(["serve", "oracle", "--suite", "nosuch"]) == 2
    assert "unknown suite 'nosuch'" in capsys.readouterr().err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        assert main(["serve", "oracle", "--port", str(taken.getsockname()[1])]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot listen on 127.0.0.1:" in err
