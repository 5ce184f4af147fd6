"""Request phrasings: render's formats, stylize's promises, and each rule of check_phrasings at its edge."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from sandbox.tools.domain import Domain, DomainAPI
from sandbox.tools.phrasing import LANGUAGES, STYLES, Phrasing, check_phrasings, lookup_sources, render, stylize
from sandbox.tools.spec import tool


class ShopState(BaseModel):
    """Nothing: the checks read only the tools' signatures."""


class ShopAPI(DomainAPI[ShopState]):
    """A tiny shop: customers are looked up by name, then charged."""

    state_model = ShopState

    @tool(mutates=False, consumes={"name": "person"}, produces={"customer_id": "customer_id"})
    def find_customer(self, name: str) -> dict[str, Any]:
        """Look a customer up.

        Args:
            name: The customer's name.
        """
        return {"customer_id": name}

    @tool(consumes={"customer_id": "customer_id"})
    def charge(self, customer_id: str, amount: float, note: str = "") -> dict[str, Any]:
        """Charge a customer.

        Args:
            customer_id: Who pays.
            amount: How much.
            note: A remark.
        """
        return {}

    @tool(consumes={"mode": "nobody_makes_this"})
    def setMode(self, mode: str) -> dict[str, Any]:
        """Switch the till's mode.

        Args:
            mode: "open" or "closed".
        """
        return {}

    @tool(mutates=False)
    def ls(self) -> dict[str, Any]:
        """List the shelves."""
        return {}

    @tool(mutates=False)
    def total(self) -> dict[str, Any]:
        """The day's total."""
        return {}


def _three(text: str, **fixed: Any) -> list[Phrasing]:
    return [Phrasing(language, text, tuple(fixed.items())) for language in LANGUAGES for _ in range(3)]


GOOD: dict[str, list[Phrasing]] = {
    "find_customer": _three("Who is {name}?"),
    "charge": _three("Charge {name} {amount} dollars."),
    "setMode": _three("Close the till.", mode="closed"),
    "ls": _three("What's on the shelves?"),
    "total": _three("How much did we make today?"),
}


def shop(**changes: list[Phrasing]) -> Domain:
    """The shop with GOOD phrasings, some tools' phrasings replaced."""
    return Domain(name="shop", api=ShopAPI, description="A shop.", phrasings={**GOOD, **changes})


def problems(**changes: list[Phrasing]) -> list[str]:
    return check_phrasings(shop(**changes))


# -- render ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "value", "written"),
    [
        ("en", 2.50, "2.5"), ("en", 4.0, "4"), ("en", -0.125, "-0.125"), ("en", 7, "7"), ("en", 1e20, "1e+20"),
        ("en", "report.txt", "report.txt"), ("en", [1, 2.0, 3.5], "1, 2 and 3.5"), ("es", ["a", "b"], "a y b"),
        ("es", ["pan", "higos"], "pan e higos"), ("es", ["pan", "hielo"], "pan y hielo"), ("de", ("x", "y", "z"), "x, y und z"),
        ("en", ["solo"], "solo"), ("en", [], ""), ("de", True, "ja"), ("es", False, "no"),
        ("en", {"priority": 3, "status": "open"}, "priority: 3 and status: open"),
    ],
)
def test_render_writes_values_as_a_user_would(language: str, value: object, written: str) -> None:
    assert render(Phrasing(language, "<{v}>"), {"v": value}) == f"<{written}>"


def test_render_keeps_the_templates_quotes_and_ignores_unused_values() -> None:
    phrasing = Phrasing("en", "Write '{content}' into {file_name}.")
    assert render(phrasing, {"content": "hi", "file_name": "a.txt", "extra": 1}) == "Write 'hi' into a.txt."


def test_render_names_a_missing_value() -> None:
    with pytest.raises(KeyError, match="file_name"):
        render(Phrasing("en", "Open {file_name}."), {})


def test_slots_and_fixed_args() -> None:
    phrasing = Phrasing("en", "Lock {door}; {{braces}} stay literal.", (("unlock", False), ("door2", ("a", "b"))))
    assert phrasing.slots() == {"door"}
    assert phrasing.fixed_args() == {"unlock": False, "door2": ["a", "b"]}
    assert render(phrasing, {"door": "x"}) == "Lock x; {braces} stay literal."


# -- stylize --------------------------------------------------------------------------------------------

_VALUE = st.one_of(
    st.from_regex(r"[a-z]{4,9}\.(txt|md)", fullmatch=True), st.integers(-999, 99999),
    st.floats(-1e6, 1e6, allow_nan=False).map(lambda f: round(f, 3)),
    st.from_regex(r"[A-Z][a-z]{3,8}", fullmatch=True), st.from_regex(r"[a-z]{4,10}", fullmatch=True),
)
_TEMPLATES = [
    Phrasing("en", "Could you please show me {x} and {y}?"), Phrasing("en", "Write '{x}' into {y}, thanks."),
    Phrasing("es", "¿Podrías mover {x} a la carpeta {y}, por favor?"), Phrasing("es", "Hola, suma {x} y {y}."),
    Phrasing("de", "Kannst du bitte {x} nach {y} kopieren?"), Phrasing("de", "Ich möchte {x} mit {y} vergleichen."),
]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(_TEMPLATES), st.sampled_from(STYLES), _VALUE, _VALUE, st.integers(0, 10**6))
def test_stylize_keeps_rendered_values_and_is_deterministic(phrasing: Phrasing, style: str, x: object, y: object,
                                                            seed: int) -> None:
    values = {"x": x, "y": y}
    rendered = render(phrasing, values)
    kept = [render(Phrasing(phrasing.language, "{v}"), {"v": v}) for v in values.values()]
    # On the rendered text with the values named, and on the template before rendering.
    after = stylize(rendered, style, phrasing.language, random.Random(seed), keep=kept)
    before = render(Phrasing(phrasing.language, stylize(phrasing.text, style, phrasing.language, random.Random(seed))), values)
    for text in (after, before):
        for value in kept:
            assert value in text
        assert "{" not in text and "\x00" not in text
    assert after == stylize(rendered, style, phrasing.language, random.Random(seed), keep=kept)


def test_plain_leaves_the_text_alone() -> None:
    assert stylize("Show me {x}, please.", "plain", "en", random.Random(0)) == "Show me {x}, please."


@pytest.mark.parametrize(
    ("language", "text", "terse"),
    [
        ("en", "Could you please show me {x}?", "Show me {x}."),
        ("en", "Hi, delete {x}, please. Thanks!", "Delete {x}."),
        ("es", "¿Podrías borrar {x}, por favor?", "Borrar {x}."),
        ("de", "Kannst du bitte {x} löschen?", "{x} löschen."),
        ("en", "What's in {x}?", "What's in {x}?"),
    ],
)
def test_terse_drops_pleasantries_only(language: str, text: str, terse: str) -> None:
    assert stylize(text, "terse", language, random.Random(0)) == terse


@pytest.mark.parametrize(("language", "please", "thanks"), [("en", "please", "Thank"), ("es", "por favor", "racias"),
                                                              ("de", "bitte", "Dank")])
def test_polite_adds_please_once_and_thanks(language: str, please: str, thanks: str) -> None:
    texts = {stylize("Do {x}.", "polite", language, random.Random(seed)) for seed in range(30)}
    assert all(t.startswith(f"Do {{x}}, {please}.") for t in texts)
    assert any(thanks in t for t in texts)
    again = stylize(f"Do {{x}}, {please}.", "polite", language, random.Random(0))
    assert again.lower().count(please) == 1


def test_chatty_puts_a_sentence_of_context_first() -> None:
    text = "Show me {x}."
    out = {stylize(text, "chatty", "de", random.Random(seed)) for seed in range(40)}
    assert all(o.endswith(" " + text) and len(o) > len(text) + 10 for o in out)
    assert len(out) > 3


def test_typos_change_one_or_two_plain_words_and_nothing_protected() -> None:
    text = "Please rename 'quarterly report' to {name} and summarise everything inside folder2 Gently"
    words = text.split()
    for seed in range(60):
        out = stylize(text, "typos", "en", random.Random(seed))
        assert "'quarterly report'" in out and "{name}" in out and "folder2" in out and "Gently" in out
        changed = [a for a, b in zip(words, out.split(), strict=True) if a != b]
        assert 1 <= len(changed) <= 2
        assert all(abs(len(a) - len(b)) <= 1 for a, b in zip(words, out.split(), strict=True))


def test_typos_leave_words_under_four_letters() -> None:
    assert stylize("Add {a} and {b} now", "typos", "en", random.Random(1)) == "Add {a} and {b} now"


@pytest.mark.parametrize(("style", "language"), [("shouty", "en"), ("plain", "fr")])
def test_stylize_refuses_unknown_style_or_language(style: str, language: str) -> None:
    with pytest.raises(ValueError, match="unknown"):
        stylize("x", style, language, random.Random(0))


# -- check_phrasings: each rule just inside and just outside --------------------------------------------


def test_good_phrasings_pass() -> None:
    assert problems() == []


def test_a_domain_without_phrasings_is_reported() -> None:
    assert check_phrasings(Domain(name="shop", api=ShopAPI, description="A shop.")) == ["shop: declares no phrasings"]


def test_three_per_language_is_enough_and_two_is_not() -> None:
    two_in_de = [p for p in GOOD["total"] if p.language != "de"] + [Phrasing("de", "Umsatz?")] * 2
    assert problems(total=two_in_de) == ["shop.total: 2 phrasing(s) in 'de', at least 3 needed"]
    assert problems(total=[*two_in_de, Phrasing("de", "Wie viel heute?")]) == []


def test_unknown_tool_and_language() -> None:
    assert problems(refund=_three("Refund it.")) == ["shop: phrasings for unknown tool 'refund'"]
    found = problems(total=[*GOOD["total"], Phrasing("fr", "Combien?")])
    assert len(found) == 1 and "unknown language" in found[0]


def test_placeholders_must_be_parameters_or_lookup_slots() -> None:
    assert problems(charge=_three("Charge {customer_id} {amount}.")) == []
    assert problems(charge=_three("Charge {name} {amount}.")) == []  # name: find_customer's, it makes the id
    found = problems(charge=_three("Charge {who} {amount}."))
    assert len(found) == 9 and all("unknown placeholder {who}" in f for f in found)
    # A lookup slot only stands in for a parameter the phrasing leaves out.
    found = problems(charge=_three("Charge {customer_id} ({name}) {amount}."))
    assert len(found) == 9 and all("unknown placeholder {name}" in f for f in found)


def test_placeholders_are_plain_names_and_braces_parse() -> None:
    assert all("not a plain name" in f for f in problems(charge=_three("Charge {customer_id!r} {amount}.")))
    assert all("not a plain name" in f for f in problems(charge=_three("Charge {customer_id} {amount:.2f}.")))
    assert all("braces do not parse" in f for f in problems(charge=_three("Charge {customer_id {amount}.")))


def test_fixed_arguments_are_parameters_and_not_also_placeholders() -> None:
    assert problems(setMode=_three("Open the till.", mode="open")) == []
    assert all("is not a parameter" in f for f in problems(setMode=_three("Open the till.", mode="open", speed=3)))
    assert all("both a placeholder and fixed" in f for f in problems(setMode=_three("Set it {mode}.", mode="open")))


@pytest.mark.parametrize(
    ("text", "bad"),
    [("Run setMode now.", "setMode"), ("Run setmode now.", "setMode"), ("Do an ls here.", "ls"),
     ("Call `total` please.", "total"), ("Run total() now.", "total"), ("Run find_customer.", "find_customer")],
)
def test_tool_names_written_as_code_are_reported(text: str, bad: str) -> None:
    found = problems(total=_three(text))
    assert found and all(f"names the tool {bad!r}" in f for f in found)


def test_a_tool_name_that_is_an_ordinary_word_is_fine() -> None:
    assert problems(total=_three("What's the total for today? Also the lsat entries.")) == []


def test_a_required_parameter_must_be_stated_fixed_or_produced() -> None:
    # customer_id: left out, but find_customer produces its kind: the model looks it up.
    assert problems(charge=_three("Charge them {amount}.")) == []
    # amount has no kind nobody produces it: it must be stated.
    found = problems(charge=_three("Charge {customer_id}."))
    assert len(found) == 9 and all("required parameter 'amount'" in f for f in found)
    # mode's kind exists but no tool produces it; fixing it is enough.
    assert all("required parameter 'mode'" in f for f in problems(setMode=_three("Change the till.")))
    # An optional parameter may always be left out.
    assert problems(charge=_three("Charge {customer_id} {amount} with note {note}.")) == []


def test_lookup_sources_name_the_producer_and_the_parameter_it_fills() -> None:
    domain = shop()
    assert lookup_sources(domain, "charge", Phrasing("en", "Charge {name} {amount}.")) == {"name": ("find_customer", "customer_id")}
    assert lookup_sources(domain, "charge", Phrasing("en", "Charge {customer_id} {amount}.")) == {}


def test_the_kernels_doctests_describe_real_behaviour() -> None:
    assert re.fullmatch(r"Show me \{file_name\}\.", stylize("Could you please show me {file_name}?", "terse", "en", random.Random(1)))
