"""The Gymnasium environment's inputs: a model's text never raises, the caller's mistakes raise one clear error.

A text action is the model's reply: whatever it holds (deep nesting, malformed messages, any JSON) the step
is played, at worst as a failed one. An action that is not text, or an environment or reset option of the
wrong type or value, is the caller's mistake: one ``TypeError`` / ``ValueError`` / ``LookupError`` naming it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the gym extra is not installed (pip install -e '.[gym]')")

import numpy as np  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from sandbox.integrations.gymnasium import ToolsimEnv  # noqa: E402
from sandbox.run.api import make_env  # noqa: E402

ENV = "sandbox.integrations.gymnasium:toolsim/Episode-v0"
SCENARIO = "fs_quarterly_reports_v1"


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def deep_actions() -> list[str]:
    made = []
    for depth in (100, 800, 990, 5_000, 100_000):
        made += [
            deep(depth),
            '{"a":' * depth + "1" + "}" * depth,
            '{"content": ' + deep(depth) + "}",
            '{"tool_calls": ' + deep(depth) + "}",
            '{"tool_calls": [{"function": {"name": "cd", "arguments": {"folder": ' + deep(depth) + "}}}]}",
            '{"tool_calls": [{"id": ' + deep(depth) + ', "function": {"name": "ls", "arguments": {}}}]}',
            json.dumps({"tool_calls": [{"function": {"name": "cd", "arguments": '{"folder": ' + deep(depth) + "}"}}]}),
        ]
    return made


MALFORMED = [
    '{"tool_calls": 3}', '{"tool_calls": [1, 2]}', '{"tool_calls": "ls()"}', '{"tool_calls": [{"function": null}]}',
    '{"tool_calls": [{"function": {"name": 3}}]}', '{"tool_calls": [{"function": {"name": "ls", "arguments": [1]}}]}',
    '{"tool_calls": [{"function": {"name": "ls", "arguments": "3"}}]}', '{"content": 3}', '{"content": [1, {"x": 2}]}',
    '{"content": NaN}', '{"content": ' + "9" * 5000 + "}", '{"content": "\\ud800"}', "\ud800", "\x00", "", "[]", "3",
    '"hi"', "null", "{", "x" * (1 << 20), '{"tool_calls": [{"function": {"name": "__import__", "arguments": {}}}]}',
]


def _env(**options: Any) -> Any:
    return gymnasium.make(ENV, suite="base", **options).unwrapped


def _played(env: Any, action: str) -> None:
    observation, reward, terminated, truncated, info = env.step(action)
    assert observation in env.observation_space and reward in (0.0, 1.0)
    assert isinstance(terminated, bool) and isinstance(truncated, bool)
    assert isinstance(json.loads(observation)["tools"], list)


@pytest.mark.parametrize("action", deep_actions() + MALFORMED, ids=lambda a: repr(a[:40]))
@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_any_text_action_is_a_step(action: str, mode: str) -> None:
    env = _env(mode=mode)
    env.reset(options={"scenario_id": SCENARIO})
    _played(env, action)


def test_a_deep_message_is_a_failed_step_not_an_error() -> None:
    env = _env()
    env.reset(options={"scenario_id": SCENARIO})
    call = '{"tool_calls": [{"function": {"name": "cd", "arguments": {"folder": ' + deep(800) + "}}}]}"
    *_, info = env.step(call)
    assert info["turn_ended"] and info["error_class"] == "parse_error"
    *_, info = env.step(deep(5_000))  # not decodable: a reply without calls
    assert info["turn_ended"] and info["error_class"] == "no_call"


def test_the_step_api_cuts_a_deep_reply_and_refuses_its_call() -> None:
    env = make_env("base", SCENARIO)
    env.reset()
    nested: Any = []
    for _ in range(5_000):
        nested = [nested]
    _, _, _, _, info = env.step({"tool_calls": [{"id": nested, "function": {"name": "cd", "arguments": {"folder": nested}}}],
                                 "content": nested})
    assert info["turn_ended"] and info["error_class"] == "parse_error"
    [recorded] = [e for e in env.events if e.kind == "model"]
    assert "nested deeper than 100 levels" in json.dumps(recorded.model_dump(mode="json"))


NOT_TEXT: list[Any] = [3, None, 1.5, True, b"{}", bytearray(b"x"), memoryview(b"x"), {"content": "x"}, ["x"], ("x",),
                       {"x"}, object(), np.int64(3), np.array(["x"]), 1j]


@pytest.mark.parametrize("action", NOT_TEXT, ids=lambda a: type(a).__name__)
def test_an_action_that_is_not_text_is_a_type_error(action: Any) -> None:
    env = _env()
    env.reset(seed=0)
    with pytest.raises(TypeError, match="an action is text"):
        env.step(action)


def test_numpy_text_is_text() -> None:
    env = _env()
    env.reset(seed=0)
    _played(env, np.str_('{"content": "no"}'))


BAD_RESET: list[tuple[Any, type[Exception], str]] = [
    (3, TypeError, "reset options must be a dict"), ("x", TypeError, "reset options must be a dict"),
    ([("scenario_id", SCENARIO)], TypeError, "reset options must be a dict"),
    ({"scenario_id": 3}, TypeError, "scenario_id must be a str"),
    ({"scenario_id": [SCENARIO]}, TypeError, "scenario_id must be a str"),
    ({"scenario_id": {}}, TypeError, "scenario_id must be a str"),
    ({"scenario_id": b"x"}, TypeError, "scenario_id must be a str"),
    ({"scenario_id": ""}, LookupError, "no scenario ''"), ({"scenario_id": "nope"}, LookupError, "no scenario 'nope'"),
    ({"scenario": SCENARIO}, ValueError, "unknown reset option.*'scenario'"),
    ({1: 2}, ValueError, "unknown reset option.*'1'"),
]


@pytest.mark.parametrize(("options", "error", "message"), BAD_RESET, ids=lambda v: repr(v)[:30])
def test_bad_reset_options_are_one_clear_error(options: Any, error: type[Exception], message: str) -> None:
    env = _env()
    env.reset(seed=0)
    with pytest.raises(error, match=message):
        env.reset(options=options)
    with pytest.raises(RuntimeError, match="call reset"):  # a failed reset leaves no episode to step
        env.step("hi")


BAD_MAKE: list[tuple[dict[str, Any], type[Exception], str]] = [
    ({"suite": 3}, TypeError, "suite must be a str"), ({"suite": None}, TypeError, "suite must be a str"),
    ({"suite": ["base"]}, TypeError, "suite must be a str"), ({"suite": "nope"}, LookupError, "unknown suite 'nope'"),
    ({"scenario_id": 3}, TypeError, "scenario_id must be a str"), ({"scenario_id": "nope"}, LookupError, "no scenario"),
    ({"mode": "chat"}, ValueError, "mode must be 'fc' or 'prompt'"), ({"mode": None}, ValueError, "mode must be"),
    ({"reward": "x"}, ValueError, "reward must be 'turn' or 'episode'"), ({"reward": 1}, ValueError, "reward must be"),
    ({"max_steps": 0}, ValueError, "max_steps must be at least 1"), ({"max_steps": -1}, ValueError, "at least 1"),
    ({"max_steps": "3"}, TypeError, "max_steps must be an int"), ({"max_steps": 2.5}, TypeError, "must be an int"),
    ({"max_steps": None}, TypeError, "must be an int"), ({"max_steps": True}, TypeError, "must be an int"),
    ({"max_steps": float("nan")}, TypeError, "must be an int"),
]


@pytest.mark.parametrize(("options", "error", "message"), BAD_MAKE, ids=lambda v: repr(v)[:30])
def test_bad_environment_options_are_one_clear_error(options: dict[str, Any], error: type[Exception],
                                                     message: str) -> None:
    arguments = {"suite": "base", **options}
    with pytest.raises(error, match=message):
        ToolsimEnv(**arguments)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=12)
MESSAGES = st.fixed_dictionaries({}, optional={
    "content": JSON, "tool_calls": st.lists(st.fixed_dictionaries({}, optional={
        "id": JSON, "function": st.fixed_dictionaries({}, optional={
            "name": st.sampled_from(["ls", "cd", "cat", "nope", "_x"]) | JSON, "arguments": JSON | JSON.map(json.dumps)}),
    }), max_size=3) | JSON})
ENVS: dict[str, Any] = {}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(action=MESSAGES.map(json.dumps) | JSON.map(json.dumps) | st.text(max_size=40))
def test_generated_replies_are_steps(action: str) -> None:
    env = ENVS.setdefault("fc", _env())
    env.reset(options={"scenario_id": SCENARIO})
    _played(env, action)
