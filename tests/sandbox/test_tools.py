"""The tool model: schemas generated from signatures and Google docstrings, and definition errors."""

from __future__ import annotations

from typing import Any, Literal, Optional

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox import Domain, DomainAPI, ToolDefinitionError, tool
from sandbox.testing import check_domain
from sandbox.tools.docstrings import parse_docstring
from sandbox.tools.spec import build_spec, collect_tools, tool_meta
from sandbox.tools.types import ValueTypeError, conform, conformer, schema_for
from tests.toydomain import DOMAIN, LibraryState


def function_schema(name: str) -> dict[str, Any]:
    return DOMAIN.tools[name].openai_schema()["function"]  # type: ignore[no-any-return]


def test_toy_domain_passes_the_conformance_check() -> None:
    check_domain(DOMAIN)
    assert sorted(DOMAIN.tools) == [
        "add_book", "draw_lottery", "find_books", "get_book", "inventory_value", "lend_book", "set_price",
    ]


def test_add_book_schema_covers_every_parameter_type() -> None:
    schema = DOMAIN.tools["add_book"].openai_schema()
    assert schema["type"] == "function"
    fn = schema["function"]
    assert fn["name"] == "add_book"
    assert fn["description"] == (
        "Add a book to the catalogue.\n\nThe new book gets a fresh id and today's date.\n\n"
        "Returns: The new book's id and the date it was added."
    )
    assert fn["parameters"] == {
        "type": "object",
        "properties": {
            "title": {"type": "string", "description": "The book's title."},
            "author": {"type": "string", "description": "Who wrote it."},
            "year": {"type": "integer", "description": "Year of publication."},
            "price": {"type": "number", "description": "Replacement price in euros."},
            "tags": {"type": "array", "items": {"type": "string"}, "description": "Free keywords for searching."},
            "genre": {
                "type": "string",
                "enum": ["fiction", "science", "history"],
                "description": "The shelf the book goes on.",
                "default": "fiction",
            },
            "notes": {
                "type": "object",
                "additionalProperties": {"type": "string"},
                "description": "Librarian notes, keyed by topic.",
            },
        },
        "required": ["title", "author", "year", "price"],
    }


def test_defaults_and_booleans_appear_in_the_schema() -> None:
    params = function_schema("find_books")["parameters"]
    assert params["required"] == ["query"]
    assert params["properties"]["limit"] == {
        "type": "integer", "description": "At most this many ids are returned.", "default": 10,
    }
    # a false default is still a default (only None is left out)
    assert params["properties"]["available_only"]["default"] is False
    assert params["properties"]["available_only"]["type"] == "boolean"


def test_optional_parameter_with_none_default_has_no_default_key() -> None:
    reason = function_schema("set_price")["parameters"]["properties"]["reason"]
    assert reason == {"type": "string", "description": "Why the price changed, kept as a note."}


def test_tool_without_returns_section_has_no_returns_line() -> None:
    assert function_schema("set_price")["description"] == "Change a book's replacement price."


def test_all_optional_tool_has_empty_required_list() -> None:
    assert function_schema("draw_lottery")["parameters"]["required"] == []


def test_spec_records_side_effects_and_kinds() -> None:
    specs = DOMAIN.tools
    assert not specs["get_book"].mutates and not specs["find_books"].mutates
    assert specs["add_book"].mutates and specs["lend_book"].mutates
    assert specs["add_book"].produces == {"book_id": "book_id"}
    kinds = {p.name: p.kind for p in specs["lend_book"].params}
    assert kinds == {"book_id": "book_id", "member": "member"}
    assert specs["get_book"].param_names == frozenset({"book_id"})
    assert all(spec.domain == "toy_library" for spec in specs.values())


@pytest.mark.parametrize(
    ("annotation", "expected"),
    [
        (str, {"type": "string"}),
        (int, {"type": "integer"}),
        (float, {"type": "number"}),
        (bool, {"type": "boolean"}),
        (Any, {}),
        (list[str], {"type": "array", "items": {"type": "string"}}),
        (list, {"type": "array", "items": {}}),
        (list[list[int]], {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}),
        (dict, {"type": "object"}),
        (dict[str, Any], {"type": "object"}),
        (dict[str, int], {"type": "object", "additionalProperties": {"type": "integer"}}),
        (Optional[int], {"type": "integer"}),
        (int | None, {"type": "integer"}),
        (int | str, {"anyOf": [{"type": "integer"}, {"type": "string"}]}),
        (Literal["a", "b"], {"type": "string", "enum": ["a", "b"]}),
        (Literal[1, 2], {"type": "integer", "enum": [1, 2]}),
        (Literal[1, "a"], {"enum": [1, "a"]}),
        (Optional[Literal["x"]], {"type": "string", "enum": ["x"]}),
    ],
)
def test_schema_for_supported_types(annotation: Any, expected: dict[str, Any]) -> None:
    assert schema_for(annotation) == expected


@pytest.mark.parametrize("annotation", [set[str], tuple[int, int], bytes, complex, object, list[set[int]]])
def test_schema_for_unsupported_types(annotation: Any) -> None:
    with pytest.raises(ToolDefinitionError, match="unsupported parameter type"):
        schema_for(annotation)


# --- definition errors ------------------------------------------------------------------------------


class _State(LibraryState):
    pass


def _define(func: Any) -> None:
    """Build a one-tool domain around ``func`` (raises on a bad definition)."""
    api = type("BadAPI", (DomainAPI,), {"state_model": _State, func.__name__: func})
    Domain(name="bad", api=api, description="a broken domain")


def test_undocumented_parameter_is_an_error() -> None:
    @tool
    def f(self: Any, a: int, b: int) -> None:
        """Do it.

        Args:
            a: Documented.
        """

    with pytest.raises(ToolDefinitionError, match=r"parameter 'b' is not documented"):
        _define(f)


def test_missing_annotation_is_an_error() -> None:
    @tool
    def f(self, a) -> None:  # type: ignore[no-untyped-def]
        """Do it.

        Args:
            a: Something.
        """

    with pytest.raises(ToolDefinitionError, match=r"parameter 'a' has no type annotation"):
        _define(f)


@pytest.mark.parametrize("star", ["args", "kwargs"])
def test_star_parameters_are_an_error(star: str) -> None:
    def star_args(self: Any, *args: int) -> None:
        """Do it.

        Args:
            *args: Things.
        """

    def star_kwargs(self: Any, **kwargs: int) -> None:
        """Do it.

        Args:
            **kwargs: Things.
        """

    func = star_args if star == "args" else star_kwargs
    with pytest.raises(ToolDefinitionError, match=r"\*args/\*\*kwargs are not allowed"):
        _define(tool(func))


def test_unsupported_type_is_an_error() -> None:
    @tool
    def f(self: Any, a: set[str]) -> None:
        """Do it.

        Args:
            a: Some names.
        """

    with pytest.raises(ToolDefinitionError, match="unsupported parameter type"):
        _define(f)


def test_consumes_naming_a_nonexistent_parameter_is_an_error() -> None:
    @tool(consumes={"file": "file_name"})
    def f(self: Any, name: str) -> None:
        """Do it.

        Args:
            name: A name.
        """

    with pytest.raises(ToolDefinitionError, match=r"consumes names unknown parameters \['file'\]"):
        _define(f)


def test_documenting_a_parameter_the_tool_lacks_is_an_error() -> None:
    @tool
    def f(self: Any) -> None:
        """Do it.

        Args:
            ghost: Not a parameter.
        """

    with pytest.raises(ToolDefinitionError, match=r"documents parameters it does not have \['ghost'\]"):
        _define(f)


def test_missing_docstring_is_an_error() -> None:
    @tool
    def f(self: Any) -> None:
        pass

    with pytest.raises(ToolDefinitionError, match="has no docstring"):
        _define(f)


def test_tool_name_option_renames_the_tool() -> None:
    @tool(name="public_name", mutates=False)
    def f(self: Any) -> str:
        """Do it."""
        return "x"

    meta = tool_meta(f)
    assert meta is not None and meta.name == "public_name" and meta.mutates is False
    spec = build_spec(f, meta, "d")
    assert spec.name == "public_name" and spec.domain == "d"


def test_inherited_tools_are_collected_and_overridable() -> None:
    class Base(DomainAPI[_State]):
        state_model = _State

        @tool
        def a(self) -> str:
            """Base a."""
            return "base"

        @tool
        def b(self) -> str:
            """Base b."""
            return "b"

    class Child(Base):
        @tool
        def a(self) -> str:
            """Child a."""
            return "child"

    specs = collect_tools(Child)
    assert list(specs) == ["a", "b"]
    assert specs["a"].summary == "Child a."


def test_unmarked_methods_are_not_tools() -> None:
    assert tool_meta(LibraryState) is None
    assert "_book" not in DOMAIN.tools


# --- docstring parser ---------------------------------------------------------------------------------


def test_docstring_full_google_style() -> None:
    doc = parse_docstring(
        """Summary line
        continued here.

        First paragraph of the description.

        Second paragraph.

        Args:
            path (str): Where it is.
            mode: How to open it; the description
                runs over two lines.
            *rest: Extra things.

        Returns:
            Something useful,
            on two lines.

        Raises:
            KeyError: When missing.
        """
    )
    assert doc.summary == "Summary line continued here."
    assert doc.description == "First paragraph of the description.\n\nSecond paragraph."
    assert doc.args == {
        "path": "Where it is.",
        "mode": "How to open it; the description runs over two lines.",
        "rest": "Extra things.",
    }
    assert doc.returns == "Something useful, on two lines."
    assert doc.raises == {"KeyError": "When missing."}


@pytest.mark.parametrize("text", [None, "", "   \n  "])
def test_docstring_empty(text: str | None) -> None:
    doc = parse_docstring(text)
    assert (doc.summary, doc.description, doc.args, doc.returns) == ("", "", {}, "")


def test_docstring_section_aliases() -> None:
    doc = parse_docstring("S.\n\nParameters:\n    a: A.\nArguments:\n    b: B.\nReturn:\n    R.\n")
    assert doc.args == {"a": "A.", "b": "B."}
    assert doc.returns == "R."


def test_docstring_summary_only() -> None:
    doc = parse_docstring("Just a summary.")
    assert doc.summary == "Just a summary." and doc.description == "" and doc.args == {}


def test_docstring_indented_section_word_is_not_a_section() -> None:
    doc = parse_docstring("S.\n\nArgs:\n    a: Uses these\n        Returns:\n        inside the text.\n")
    assert doc.returns == ""
    assert doc.args == {"a": "Uses these Returns: inside the text."}


_ANNOTATIONS: list[Any] = [str, int, float, bool, Any, Optional[int], int | None, str | None, float | None,
                           list[str], list[float], list[bool], dict[str, int], Literal["a", "b"], int | str,
                           list[int] | None, list[Any]]
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    | st.lists(inner, max_size=2).map(tuple),
    max_leaves=6,
)


def _outcome(check: Any) -> tuple[str, Any]:
    try:
        value = check()
    except ValueTypeError as err:
        return "refused", str(err)
    return type(value).__name__, value


_TRICKY: list[Any] = [True, 0, 1, 1.0, -0.0, float("nan"), None, "", "a", [], [1], [1.0], [True], ["a", 1], (1,),
                      {}, {"a": 1}, {1: 1}]


@pytest.mark.parametrize("annotation", _ANNOTATIONS, ids=repr)
@given(st.one_of(st.sampled_from(_TRICKY), _VALUES), st.booleans())
def test_a_compiled_conformer_does_what_conform_does(annotation: Any, value: Any, coerce: bool) -> None:
    fast = _outcome(lambda: conformer(annotation)(value, coerce, "p"))
    slow = _outcome(lambda: conform(annotation, value, coerce=coerce, path="p"))
    assert repr(fast) == repr(slow)  # repr: the same types, and NaN equal to NaN
    assert (fast[1] is value) == (slow[1] is value) or value is None  # a copy where conform copies
