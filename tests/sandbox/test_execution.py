"""Executing calls through a Toolbox of the toy library, in both compatibility profiles."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox import CallResult, EpisodeContext, ToolCall, Toolbox
from sandbox.tools.serialize import BFCL_ERROR_PREFIX, canonical_json, error_output, to_output
from tests.sandbox.conftest import make_toolbox
from tests.toydomain import CONFIG, DOMAIN


def run(toolbox: Toolbox, name: str, offered: Any = None, **arguments: Any) -> CallResult:
    return toolbox.execute(ToolCall(name=name, arguments=arguments), offered)


def ran(toolbox: Toolbox) -> list[str]:
    return toolbox.apis["toy_library"].calls  # type: ignore[attr-defined,no-any-return]


def refusal_output(profile: str, message: str) -> str:
    return BFCL_ERROR_PREFIX + message if profile == "bfcl" else json.dumps({"error": message})


# --- refusals: nothing runs --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "arguments", "error", "message"),
    [
        ("nope", {}, "unknown_function", "no function named 'nope' is available"),
        ("_book", {"book_id": "B1"}, "unknown_function", "no function named '_book' is available"),
        ("projection", {}, "unknown_function", "no function named 'projection' is available"),
        ("get_book", {"book_id": "B1", "colour": "red"}, "unknown_argument",
         "get_book() got unexpected argument(s): colour"),
        ("get_book", {}, "missing_argument", "get_book() missing required argument 'book_id'"),
        ("add_book", {"title": "T", "author": "A", "year": True, "price": 1.0}, "bad_type",
         "add_book(): year: expected integer, got bool"),
        ("add_book", {"title": "T", "author": "A", "year": 1.5, "price": 1.0}, "bad_type",
         "add_book(): year: expected integer, got float"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": "9.99"}, "bad_type",
         "add_book(): price: expected number, got str"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": False}, "bad_type",
         "add_book(): price: expected number, got bool"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": 1.0, "tags": ["a", 3]}, "bad_type",
         "add_book(): tags[1]: expected string, got int"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": 1.0, "tags": "a"}, "bad_type",
         "add_book(): tags: expected array of string or null, got str"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": 1.0, "genre": "poetry"}, "bad_type",
         "add_book(): genre: expected one of 'fiction', 'science', 'history', got str"),
        ("add_book", {"title": "T", "author": "A", "year": 2000, "price": 1.0, "notes": {"k": 1}}, "bad_type",
         "add_book(): notes['k']: expected string, got int"),
        ("add_book", {"title": None, "author": "A", "year": 2000, "price": 1.0}, "bad_type",
         "add_book(): title: expected string, got NoneType"),
        ("find_books", {"query": "x", "available_only": "yes"}, "bad_type",
         "find_books(): available_only: expected boolean, got str"),
    ],
)
def test_refused_calls_run_nothing(toolbox: Toolbox, profile: str, name: str, arguments: dict[str, Any],
                                   error: str, message: str) -> None:
    before = toolbox.projection()
    result = run(toolbox, name, **arguments)
    assert (result.status, result.error, result.detail) == ("rejected", error, message)
    assert result.output == refusal_output(profile, message)
    assert not result.mutated and result.flags == []
    assert ran(toolbox) == [] and toolbox.projection() == before


def test_positional_arguments_are_bound_in_order(toolbox: Toolbox) -> None:
    result = toolbox.execute(ToolCall(name="lend_book", args=["B1"], arguments={"member": "ada"}))
    assert result.status == "ok" and "Dune lent to ada" in result.output
    too_many = toolbox.execute(ToolCall(name="get_book", args=["B1", "B2"]))
    assert (too_many.status, too_many.error) == ("rejected", "unknown_argument")
    clash = toolbox.execute(ToolCall(name="get_book", args=["B1"], arguments={"book_id": "B2"}))
    assert (clash.status, clash.error) == ("rejected", "unknown_argument")
    assert ran(toolbox) == ["lend_book"]


def test_not_offered_native_is_refused(toy_domain: Any) -> None:
    toolbox = make_toolbox("native")
    result = run(toolbox, "get_book", offered={"find_books"}, book_id="B1")
    assert (result.status, result.error) == ("rejected", "unknown_function")
    assert result.output == json.dumps({"error": "no function named 'get_book' is available"})
    assert ran(toolbox) == []


def test_not_offered_bfcl_runs_and_is_flagged(toy_domain: Any) -> None:
    toolbox = make_toolbox("bfcl")
    result = run(toolbox, "get_book", offered={"find_books"}, book_id="B1")
    assert result.status == "ok" and result.flags == ["not_offered"]
    assert json.loads(result.output)["title"] == "Dune"
    assert ran(toolbox) == ["get_book"]


def test_offered_function_runs_unflagged(toolbox: Toolbox) -> None:
    result = run(toolbox, "get_book", offered=["get_book"], book_id="B1")
    assert result.status == "ok" and result.flags == []


# --- tool errors and crashes ---------------------------------------------------------------------------


def test_tool_error_without_payload(toolbox: Toolbox, profile: str) -> None:
    result = run(toolbox, "get_book", book_id="B9")
    assert (result.status, result.error, result.detail) == ("tool_error", "tool_error", "no book with id 'B9'")
    assert result.output == refusal_output(profile, "no book with id 'B9'")


def test_tool_error_with_payload(toolbox: Toolbox, profile: str) -> None:
    result = run(toolbox, "lend_book", book_id="B3", member="ada")
    assert result.status == "tool_error" and result.detail == "book already lent"
    if profile == "bfcl":  # the payload is the exact value BFCL returns
        assert result.output == '{"error": "book already lent", "book_id": "B3"}'
    else:  # native: one error shape for everything
        assert result.output == '{"error": "book already lent"}'


def test_crashing_tool_is_reported_with_traceback(toolbox: Toolbox, profile: str) -> None:
    result = run(toolbox, "inventory_value", currency="GBP")
    assert (result.status, result.error) == ("crashed", "crashed")
    assert result.detail is not None
    assert "Traceback (most recent call last)" in result.detail
    assert "KeyError: 'GBP'" in result.detail and "inventory_value" in result.detail
    assert result.output == refusal_output(profile, "internal error in inventory_value")
    # the episode's toolbox is still usable afterwards
    assert run(toolbox, "inventory_value").status == "ok"


def test_non_json_result_is_a_crash_in_native_only() -> None:
    from sandbox import Domain, tool
    from tests.toydomain import LibraryAPI

    class OddAPI(LibraryAPI):
        @tool(mutates=False)
        def odd(self) -> object:
            """Return a value that is not JSON."""
            return {"ids": {1, 2}}

    odd = Domain(name="toy_odd", api=OddAPI, description="returns a set")
    native = Toolbox({odd: CONFIG}, EpisodeContext(profile="native")).execute(ToolCall(name="odd"))
    assert native.status == "crashed" and "TypeError" in (native.detail or "")
    bfcl = Toolbox({odd: CONFIG}, EpisodeContext(profile="bfcl")).execute(ToolCall(name="odd"))
    assert (bfcl.status, bfcl.output) == ("ok", "{'ids': {1, 2}}")  # json.dumps fails, str() as BFCL does


# --- results and serialization ------------------------------------------------------------------------


def test_result_serialization_bfcl(toy_domain: Any) -> None:
    toolbox = make_toolbox("bfcl")
    assert run(toolbox, "lend_book", book_id="B1", member="ada").output == "Dune lent to ada"  # str as-is
    assert run(toolbox, "find_books", query="dune").output == "['B1', 'B3']"  # list: str()
    assert run(toolbox, "set_price", book_id="B2", price=5).output == "None"  # None: str()
    assert run(toolbox, "inventory_value").output == "26.5"
    book = run(toolbox, "get_book", book_id="B2").output  # dict: json.dumps, insertion order, ASCII escapes
    assert book == json.dumps(json.loads(book))
    assert book.startswith('{"title": "Cosmos", "author": "Carl Sagan"')


def test_result_serialization_native(toy_domain: Any) -> None:
    toolbox = make_toolbox("native")
    assert run(toolbox, "lend_book", book_id="B1", member="ada").output == '"Dune lent to ada"'
    assert run(toolbox, "find_books", query="dune").output == '["B1", "B3"]'
    assert run(toolbox, "set_price", book_id="B2", price=5).output == "null"
    book = run(toolbox, "get_book", book_id="B2").output
    assert book == canonical_json(json.loads(book))  # sorted keys
    assert book.startswith('{"added": ""')


@pytest.mark.parametrize(
    ("value", "bfcl", "native"),
    [
        ("héllo", "héllo", '"héllo"'),
        ({"b": 1, "a": "é"}, '{"b": 1, "a": "\\u00e9"}', '{"a": "é", "b": 1}'),
        ([1, None, True], "[1, None, True]", "[1, null, true]"),
        (None, "None", "null"),
        (1.5, "1.5", "1.5"),
        (True, "True", "true"),
        ({"s": {1}}, "{'s': {1}}", None),
    ],
)
def test_to_output(value: Any, bfcl: str, native: str | None) -> None:
    assert to_output(value, "bfcl") == bfcl
    if native is None:
        with pytest.raises(TypeError):
            to_output(value, "native")
    else:
        assert to_output(value, "native") == native


def test_error_output() -> None:
    assert error_output("boom", "bfcl") == "Error during execution: boom"
    assert error_output("boom", "bfcl", payload={"error": "x"}) == '{"error": "x"}'
    assert error_output("boom", "bfcl", payload="plain") == "plain"
    assert error_output("boom", "native") == '{"error": "boom"}'
    assert error_output("boom", "native", payload={"error": "x"}) == '{"error": "boom"}'


def test_int_to_float_coercion_only_in_native(toy_domain: Any) -> None:
    native, bfcl = make_toolbox("native"), make_toolbox("bfcl")
    for toolbox in (native, bfcl):
        assert run(toolbox, "set_price", book_id="B1", price=7).status == "ok"
    native_price = native.apis["toy_library"].state.books["B1"].price
    bfcl_price = bfcl.apis["toy_library"].state.books["B1"].price
    assert type(native_price) is float and native_price == 7.0
    assert type(bfcl_price) is int and bfcl_price == 7  # passed through as BFCL would
    added = run(native, "add_book", title="T", author="A", year=2000, price=3)
    assert json.loads(added.output)["price"] == 3.0 and '"price": 3.0' in added.output
    added_bfcl = run(bfcl, "add_book", title="T", author="A", year=2000, price=3)
    assert '"price": 3}' in added_bfcl.output


def test_mutated_flag_follows_the_tool_declaration(toolbox: Toolbox) -> None:
    assert run(toolbox, "get_book", book_id="B1").mutated is False
    assert run(toolbox, "set_price", book_id="B1", price=1.0).mutated is True


def test_read_only_tools_leave_state_unchanged(toolbox: Toolbox) -> None:
    before = toolbox.projection()
    calls: list[tuple[str, dict[str, Any]]] = [
        ("get_book", {"book_id": "B1"}), ("find_books", {"query": "d"}), ("inventory_value", {}), ("draw_lottery", {"count": 3}),
    ]
    for name, args in calls:
        assert run(toolbox, name, **args).status == "ok"
    assert toolbox.projection() == before


def test_only_state_changing_calls_make_the_domain_project_again(toolbox: Toolbox) -> None:
    first = toolbox.current_projection()["toy_library"]
    assert run(toolbox, "get_book", book_id="B1").status == "ok"  # read-only: the projection is kept
    assert toolbox.current_projection()["toy_library"] is first
    assert run(toolbox, "set_price", book_id="B1", price=1.0).status == "ok"
    after = toolbox.current_projection()["toy_library"]
    assert after is not first and after["books"]["B1"]["price"] == 1.0 and after == toolbox.projection()["toy_library"]


def test_ids_and_dates_come_from_the_episode(toolbox: Toolbox) -> None:
    first = json.loads(run(toolbox, "add_book", title="T", author="A", year=2000, price=1.0).output)
    again = make_toolbox(toolbox.profile)
    second = json.loads(run(again, "add_book", title="T", author="A", year=2000, price=1.0).output)
    assert first["book_id"] == second["book_id"]
    assert first["added"] == "2026-01-01"
    other_seed = make_toolbox(toolbox.profile, seed=1)
    third = json.loads(run(other_seed, "add_book", title="T", author="A", year=2000, price=1.0).output)
    assert third["book_id"] != first["book_id"]


def test_toolbox_specs_projection_and_isolation(toy_domain: Any) -> None:
    config = copy.deepcopy(CONFIG)
    toolbox = Toolbox({DOMAIN: config}, EpisodeContext())
    assert [s.name for s in toolbox.specs()] == sorted(DOMAIN.tools)
    assert [s.name for s in toolbox.specs({"get_book", "nope"})] == ["get_book"]
    assert toolbox.profile == "native"
    run(toolbox, "set_price", book_id="B1", price=1.0)
    assert config == CONFIG  # the configuration is copied, not kept
    assert set(toolbox.projection()) == {"toy_library"}
    assert make_toolbox().projection()["toy_library"]["books"]["B1"]["price"] == 12.5


def test_a_fork_copies_the_domains_of_the_named_tools_and_shares_the_others(toy_domain: Any) -> None:
    toolbox = make_toolbox()
    before = toolbox.projection()
    twin = toolbox.fork(["set_price"])
    assert twin.apis["toy_library"] is not toolbox.apis["toy_library"]
    assert twin.tools["set_price"].api is twin.apis["toy_library"] and twin.tools["get_book"].spec is toolbox.tools["get_book"].spec
    assert run(twin, "set_price", book_id="B1", price=1.0).status == "ok"
    assert twin.projection()["toy_library"]["books"]["B1"]["price"] == 1.0
    assert toolbox.projection() == before  # the original is as it was
    shared = toolbox.fork(["nope"])  # no tool of a domain named: nothing copied
    assert shared.apis["toy_library"] is toolbox.apis["toy_library"] and shared.tools == toolbox.tools


def test_forks_of_one_snapshot_are_independent_deep_copies(toy_domain: Any) -> None:
    toolbox = make_toolbox()
    toolbox.apis["toy_library"].ctx.rng("ids").random()  # a stream moved: the copies start where it is
    expected = copy.deepcopy(toolbox.apis["toy_library"])
    snapshot = toolbox.snapshot(["set_price"])
    assert snapshot.blob is not None  # (copies are unpickled)
    first, second = snapshot.fork(), snapshot.fork()
    assert run(first, "set_price", book_id="B1", price=1.0).status == "ok"
    for twin in (first, second):
        api = twin.apis["toy_library"]
        assert api is not toolbox.apis["toy_library"] and api.ctx is not toolbox.apis["toy_library"].ctx
        assert api.ctx.rng("ids").getstate() == expected.ctx.rng("ids").getstate()
    assert second.projection() == toolbox.projection() != first.projection()
    assert vars(second.apis["toy_library"].state) == vars(expected.state)


def test_a_domain_that_does_not_pickle_is_deep_copied(toy_domain: Any) -> None:
    toolbox = make_toolbox()
    toolbox.apis["toy_library"].hook = lambda: None  # type: ignore[attr-defined]  # (a lambda does not pickle)
    snapshot = toolbox.snapshot(["set_price"])
    assert snapshot.blob is None
    twin = snapshot.fork()
    assert run(twin, "set_price", book_id="B1", price=1.0).status == "ok"
    assert toolbox.projection()["toy_library"]["books"]["B1"]["price"] != 1.0


def test_duplicate_tool_names_across_domains_are_an_error(toy_domain: Any) -> None:
    from sandbox import Domain

    twin = Domain(name="twin", api=DOMAIN.api, description="same tools")
    with pytest.raises(ValueError, match="defined by both"):
        Toolbox({DOMAIN: CONFIG, twin: CONFIG}, EpisodeContext())


def test_empty_configuration_uses_state_defaults(toy_domain: Any) -> None:
    toolbox = Toolbox({DOMAIN: None}, EpisodeContext())
    assert toolbox.projection() == {"toy_library": {"books": {}, "members": [], "loans": {}}}
    assert DOMAIN.known_config_keys() == frozenset({"books", "members", "loans"})


class _Number:
    """A float-like object JSON cannot encode."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __float__(self) -> float:
        return self.value

    def __repr__(self) -> str:
        return f"_Number({self.value})"


_numbers = st.one_of(st.floats(), st.integers(), st.floats().map(_Number))
_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.text(max_size=5), _numbers),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.lists(inner, max_size=3).map(tuple),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=8,
)


@given(value=_values, profile=st.sampled_from(["bfcl", "native"]))
def test_finite_output_is_to_output_unless_a_number_is_not_finite(value: Any, profile: str) -> None:
    from sandbox.tools.serialize import finite_output, non_finite

    if non_finite(value):
        assert finite_output(value, profile) is None  # type: ignore[arg-type]
        return
    try:
        expected: str | Exception = to_output(value, profile)  # type: ignore[arg-type]
    except (TypeError, ValueError) as err:
        expected = err
    if isinstance(expected, Exception):
        with pytest.raises(type(expected)):
            finite_output(value, profile)  # type: ignore[arg-type]
    else:
        assert finite_output(value, profile) == expected  # type: ignore[arg-type]
