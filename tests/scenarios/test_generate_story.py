"""The story rules of generated scenarios, each just inside and just outside: repeats, undone changes, empty reads, oneself."""

from __future__ import annotations

import random
from typing import Any

import pytest

from sandbox.episode.calls import ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.episode.scenario import Scenario, Turn
from sandbox.tools.phrasing import STYLES
from sandbox.tools.registry import DOMAINS
from scenarios.generate.build import Drawn, draw
from scenarios.generate.compose import THEN, turn_text
from scenarios.generate.story import Step, Story


def story(domain: str, config: dict[str, Any]) -> Story:
    spec = DOMAINS.get(domain)
    shell = Scenario(id="t_v1", domains={domain: config}, turns=[Turn()], seed=1)
    box = Toolbox({spec: config}, shell.context())
    return Story({domain: spec}, box, "en", random.Random(1), configs={domain: config})


def take(s: Story, tool: str, **arguments: Any) -> bool:
    spec = next(d for d in s.domains.values()).tools[tool]
    ran = s._run(spec, arguments)
    if ran is None:
        return False
    s._commit(spec, ran, None, {}, False, 0)
    return True


FILES = {"root": {"me": {"type": "directory", "contents": {"a.txt": {"type": "file", "content": "hello"}}}}}


def test_a_change_then_another_change_is_kept_but_its_undoing_is_not() -> None:
    s = story("file_system", FILES)
    assert take(s, "touch", file_name="b.txt")
    assert take(s, "mkdir", dir_name="box")  # inside: a different change
    assert not take(s, "rmdir", dir_name="box")  # outside: undoes the change just made
    assert "box" in str(s.box.projection())  # and the state is back to where it was


def test_a_repeated_call_is_refused() -> None:
    s = story("file_system", FILES)
    assert take(s, "cat", file_name="a.txt")
    assert not take(s, "cat", file_name="a.txt")


def test_a_read_that_finds_nothing_is_refused() -> None:
    s = story("file_system", FILES)
    assert take(s, "find", name="a.txt")
    assert not take(s, "find", name="nothing_here.txt")


def test_a_change_that_changes_nothing_is_refused() -> None:
    s = story("file_system", FILES)
    assert not take(s, "cd", folder=".")
    assert len(s.steps) == 0


def test_no_message_to_the_identity_the_user_logged_in_with() -> None:
    config = DOMAINS.get("message").generate(1, 4)
    ids = sorted(config["user_map"].values())
    s = story("message", config)
    assert take(s, "message_login", user_id=ids[0])
    assert not take(s, "send_message", receiver_id=ids[0], message="hi there")  # outside: oneself
    assert take(s, "send_message", receiver_id=ids[1], message="hi there")  # inside: someone else


def test_a_draw_is_a_function_of_seed_and_index() -> None:
    domains = {name: DOMAINS.get(name) for name in ("file_system", "message", "math")}
    first: Drawn = draw(domains, 4, 2)
    again: Drawn = draw(domains, 4, 2)
    assert first.scenario is not None and again.scenario is not None
    assert first.scenario.model_dump_json() == again.scenario.model_dump_json()
    assert draw(domains, 4, 3).scenario != first.scenario


@pytest.mark.parametrize("style", STYLES)
def test_a_styled_turn_keeps_every_stated_value_and_no_placeholder(style: str) -> None:
    fs = DOMAINS.get("file_system")
    spec_cd, spec_echo = fs.tools["cd"], fs.tools["echo"]
    for language in ("en", "es", "de"):
        cd = next(p for p in fs.phrasings["cd"] if p.language == language and "{folder}" in p.text)
        echo = next(p for p in fs.phrasings["echo"] if p.language == language and "{file_name}" in p.text)
        steps = [
            Step(spec_cd, ToolCall(name="cd", arguments={"folder": "reports_2025"}), "", cd, {"folder": "reports_2025"},
                 False, 0),
            Step(spec_echo, ToolCall(name="echo", arguments={}), "", echo,
                 {"content": "Budget review moved", "file_name": "notes_q3.txt"}, False, 0),
        ]
        for seed in range(20):
            text = turn_text(steps, language, style, random.Random(seed))
            assert "reports_2025" in text and "notes_q3.txt" in text and "Budget review moved" in text
            assert "{" not in text and "}" not in text
            assert style == "typos" or THEN[language].split("{")[0].strip() in text


def test_the_withheld_value_is_gone_from_the_request_and_said_in_the_follow_up() -> None:
    domains = {name: DOMAINS.get(name) for name in ("file_system", "message", "ticket")}
    found = 0
    for index in range(10):
        drawn = draw(domains, 9, index)
        if drawn.scenario is None or "miss_param" not in drawn.scenario.metadata:
            continue
        spec = drawn.scenario.metadata["miss_param"]
        values = {str(v) for c in drawn.scenario.turns[spec["turn"]].calls() for v in c.arguments.values()}
        withheld = {v for v in values if v in spec["follow_up"] and v not in spec["rewritten"]}
        assert withheld, spec
        assert "…" in spec["rewritten"]
        found += 1
    assert found
