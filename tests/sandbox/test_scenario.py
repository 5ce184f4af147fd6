"""The scenario schema and the JSONL loader's error messages."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from sandbox import ParseError, Scenario, ScenarioFileError, ToolCall, Turn, load_scenarios
from sandbox.episode.scenario import Message, dump_scenarios, iter_scenarios, parse_scenario_line


def scenario_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "lib_lend_v1",
        "domains": {"toy_library": {"members": ["ada"]}},
        "turns": [
            {"messages": [{"content": "Find Dune."}], "ground_truth": ["find_books(query='Dune')"]},
            {"messages": [{"content": "Lend it to Ada."}], "ground_truth": ["lend_book(book_id='B1', member='ada')"]},
            {"messages": [], "ground_truth": []},
        ],
    }
    data.update(changes)
    return data


def write(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "suite.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def load_error(path: Path) -> str:
    with pytest.raises(ScenarioFileError) as info:
        load_scenarios(path)
    return str(info.value)


def test_round_trip(tmp_path: Path) -> None:
    scenarios = [
        Scenario.model_validate(scenario_data()),
        Scenario.model_validate(scenario_data(
            id="lib_full_v1", category="miss_func", held_out={"lend_book": 1}, excluded=["draw_lottery"], seed=7,
            clock="2024-02-03T04:05:06", profile="bfcl", long_context={"size": 5}, metadata={"path": ["a", "b"]},
        )),
    ]
    path = tmp_path / "out.jsonl"
    dump_scenarios(scenarios, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and all(json.loads(line) for line in lines)
    assert '"seed"' not in lines[0]  # defaults are left out
    assert load_scenarios(path) == scenarios
    loaded = load_scenarios(path)[1]
    assert loaded.clock == datetime(2024, 2, 3, 4, 5, 6) and loaded.long_context is not None


def test_blank_and_comment_lines_are_skipped(tmp_path: Path) -> None:
    path = write(tmp_path, "// a comment", "", json.dumps(scenario_data()), "   ", "  // indented comment")
    assert [s.id for s in load_scenarios(path)] == ["lib_lend_v1"]


def test_turn_calls_and_text() -> None:
    scenario = Scenario.model_validate(scenario_data())
    assert scenario.turns[1].calls() == [ToolCall(name="lend_book", arguments={"book_id": "B1", "member": "ada"})]
    assert scenario.turns[2].calls() == []
    turn = Turn.model_validate({"messages": [{"content": "a"}, {"content": "b"}]})
    assert turn.text == "a\nb"


def test_context_of_a_scenario() -> None:
    scenario = Scenario.model_validate(scenario_data(seed=5, profile="bfcl", clock="2020-01-01T00:00:00"))
    ctx = scenario.context()
    assert (ctx.seed, ctx.profile, ctx.now()) == (5, "bfcl", datetime(2020, 1, 1))
    assert scenario.context() is not ctx and scenario.context().rng("x") is not ctx.rng("x")


def test_offered_and_added_at() -> None:
    scenario = Scenario.model_validate(
        scenario_data(held_out={"lend_book": 1, "set_price": 2, "get_book": 0}, excluded=["draw_lottery"])
    )
    tools = ["draw_lottery", "find_books", "get_book", "lend_book", "set_price"]
    assert scenario.offered(0, tools) == {"find_books", "get_book"}
    assert scenario.offered(1, tools) == {"find_books", "get_book", "lend_book"}
    assert scenario.offered(2, tools) == {"find_books", "get_book", "lend_book", "set_price"}
    assert scenario.added_at(0) == []  # held out "from turn 0" is never announced as added
    assert scenario.added_at(1) == ["lend_book"]
    assert scenario.added_at(2) == ["set_price"]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("{not json", ["suite.jsonl:2:", "invalid JSON at column 2"]),
        ("[1, 2]", ["suite.jsonl:2:", "must be a JSON object"]),
        (json.dumps({k: v for k, v in scenario_data().items() if k != "turns"}), ["suite.jsonl:2:", "field turns", "Field required"]),
        (json.dumps({k: v for k, v in scenario_data().items() if k != "id"}), ["suite.jsonl:2:", "field id"]),
        (json.dumps(scenario_data(turns=[])), ["suite.jsonl:2:", "field turns"]),
        (json.dumps(scenario_data(domains={})), ["suite.jsonl:2:", "field domains"]),
        (json.dumps(scenario_data(colour="red")), ["suite.jsonl:2:", "field colour", "Extra inputs"]),
        (json.dumps(scenario_data(profile="gpt")), ["suite.jsonl:2:", "field profile"]),
        (json.dumps(scenario_data(seed="x")), ["suite.jsonl:2:", "field seed"]),
        (json.dumps(scenario_data(turns=[{"ground_truth": ["ls(a=open('x'))"]}])),
         ["suite.jsonl:2:", "'lib_lend_v1'", "field turns[0].ground_truth", "ground_truth[0]", "only literal values"]),
        (json.dumps(scenario_data(turns=[{"ground_truth": ["[ls(), cd()]"]}])),
         ["suite.jsonl:2:", "field turns[0].ground_truth", "exactly one call, found 2"]),
        (json.dumps(scenario_data(turns=[{}, {"messages": [{"content": 1}]}])),
         ["suite.jsonl:2:", "field turns[1].messages[0].content"]),
        (json.dumps(scenario_data(held_out={"lend_book": 3})),
         ["suite.jsonl:2:", "held_out['lend_book'] = 3 is not a turn index (0..2)"]),
        (json.dumps(scenario_data(held_out={"lend_book": -1})), ["suite.jsonl:2:", "held_out['lend_book'] = -1"]),
        (json.dumps(scenario_data(turns=[{"ground_truth": ["ls()"], "expected_errors": [1]}])),
         ["suite.jsonl:2:", "turns[0].expected_errors: 1 is not a ground-truth index"]),
        (json.dumps(scenario_data(schema_version=2)), ["suite.jsonl:2:", "field schema_version"]),
    ],
)
def test_malformed_line_names_file_line_and_field(tmp_path: Path, line: str, expected: list[str]) -> None:
    path = write(tmp_path, json.dumps(scenario_data(id="first_ok")), line)
    message = load_error(path)
    assert message.startswith(str(path) + ":2:")
    for part in expected:
        assert part in message, message
    assert "\n" not in message


def test_several_errors_are_counted(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps({"id": "", "domains": {}, "turns": []}))
    assert "(and 2 more)" in load_error(path)


def test_duplicate_id_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps(scenario_data()), "// comment", json.dumps(scenario_data(id="other")),
                 json.dumps(scenario_data()))
    message = load_error(path)
    assert "duplicate scenario id 'lib_lend_v1'" in message
    assert message.startswith(f"{path}:4:"), message


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.jsonl"
    message = load_error(path)
    assert message.startswith(str(path)) and "cannot read" in message


@pytest.mark.parametrize(
    "raw",
    [
        b'{"id": "caf\xe9"}\n',  # latin-1, not UTF-8
        b"[" * 100_000 + b"]" * 100_000 + b"\n",  # nested too deeply for json
        b'{"id": "x", "seed": ' + b"9" * 5_000 + b"}\n",  # integer beyond the str-conversion limit
    ],
    ids=["not-utf8", "deep-json", "huge-int"],
)
def test_undecodable_lines_are_scenario_file_errors(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "suite.jsonl"
    path.write_bytes(json.dumps(scenario_data()).encode() + b"\n" + raw)
    try:
        load_scenarios(path)
    except ScenarioFileError as err:
        assert str(err).startswith(f"{path}:2"), str(err)
    except Exception as exc:
        pytest.fail(f"{type(exc).__name__} escaped load_scenarios: {str(exc)[:200]}", pytrace=False)
    else:
        pytest.fail("loaded a malformed file")


def test_iter_scenarios_is_lazy(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps(scenario_data()), "{bad")
    items = iter_scenarios(path)
    assert next(items).id == "lib_lend_v1"
    with pytest.raises(ScenarioFileError):
        next(items)


def test_parse_scenario_line_defaults() -> None:
    scenario = parse_scenario_line(json.dumps(scenario_data()))
    assert (scenario.category, scenario.seed, scenario.profile, scenario.schema_version) == ("base", 0, "native", 1)
    with pytest.raises(ScenarioFileError, match=r"^<string>:1: "):
        parse_scenario_line("{")


def test_lenient_gold_context_skips_call_checks() -> None:
    data = scenario_data(turns=[{"ground_truth": ["ls(a=open('x'))"]}])
    scenario = Scenario.model_validate(data, context={"lenient_gold": True})
    with pytest.raises(ParseError, match="only literal values"):
        scenario.turns[0].calls()


def test_scenarios_are_frozen() -> None:
    scenario = Scenario.model_validate(scenario_data())
    with pytest.raises(ValidationError):
        scenario.seed = 3  # type: ignore[misc]


def test_gold_calls_are_parsed_once_and_anew_when_the_gold_is_replaced() -> None:
    turn = Turn(messages=[Message(content="go")], ground_truth=["cd(folder='a')", "ls()"])
    first = turn.calls()
    assert [c.name for c in first] == ["cd", "ls"] and turn.calls()[0] is first[0]  # parsed once
    renamed = turn.model_copy(update={"ground_truth": ["pwd()"]})
    assert [c.name for c in renamed.calls()] == ["pwd"] and [c.name for c in turn.calls()] == ["cd", "ls"]
    assert Turn.model_validate_json(turn.model_dump_json()) == turn  # parsing leaves the turn as it was
