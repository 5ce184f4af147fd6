"""Properties of the judge's small helpers: word boundaries, rounding to the digits shown, what counts as shown.

Each property is checked just inside and just outside its rule, over generated values, so that
an off-by-one in a boundary or a tolerance fails here, not in a verdict.
"""

from __future__ import annotations

import json
import string

from hypothesis import assume, given
from hypothesis import strategies as st

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.bound import _ID_LIKE, _TOKEN
from sandbox.judge.facts import _passed_on, _shared, contains, fact_results, mentions, same_fact
from sandbox.judge.quantities import Negations, negated
from sandbox.judge.said import NEGATIONS, untold
from sandbox.judge.values import same_text, same_value

WORD = st.text(alphabet=string.ascii_letters + string.digits, min_size=1, max_size=8)
ALNUM = st.sampled_from(string.ascii_letters + string.digits)
EDGE = st.sampled_from([" ", ".", ",", ":", "(", ")", "-", "/", "\n", "!", "'", '"'])


@given(WORD, ALNUM, EDGE, EDGE)
def test_a_word_counts_only_as_a_whole_word(word: str, glued: str, before: str, after: str) -> None:
    assert contains(f"{before}{word}{after}", word)
    assert contains(f"see{before}{word}{after}too", word.swapcase())  # case aside
    assert not contains(f"{before}{glued}{word}{after}", word)  # part of a longer word on the left
    assert not contains(f"{before}{word}{glued}{after}", word)  # ... or on the right
    assert mentions(f"; {word} ;", word) and not mentions(f"; {glued}{word} ;", word)  # no letters beside it


@given(WORD, EDGE)
def test_an_edge_that_is_no_letter_needs_no_boundary(word: str, edge: str) -> None:
    if edge.strip():
        assert contains(f"abc{edge}{word} x", f"{edge}{word}")


@given(st.lists(WORD, min_size=1, max_size=4), st.sampled_from([" ", "  ", "\t", "\n ", " \n\n "]))
def test_runs_of_space_are_one_space(words: list[str], gap: str) -> None:
    assert contains(f"< {gap.join(words)} >", " ".join(words))


@given(st.integers(100, 10**7), st.integers(0, 4), st.floats(-0.45, 0.45))
def test_a_number_rounded_to_the_digits_shown_is_mentioned(whole: int, decimals: int, off: float) -> None:
    value = (whole + off) / 10**decimals
    shown = f"{whole / 10**decimals:.{decimals}f}"
    assert mentions(f"it is {shown} now", value)  # within half a unit of the last digit shown
    above, below = (f"{(whole + step) / 10**decimals:.{decimals}f}" for step in (1, -1))
    assert not mentions(f"it is {above} now", value)  # a unit of the last digit away: another number
    assert not mentions(f"it is {below} now", value)
    assert mentions(f"it is {shown} now", -value)  # a sign is not part of what is written


@given(st.integers(1, 99), st.integers(0, 3), st.floats(0.05, 0.45), st.booleans())
def test_fewer_than_three_digits_shown_must_be_exact(whole: int, decimals: int, off: float, up: bool) -> None:
    shown = f"{whole / 10**decimals:.{decimals}f}"
    assert mentions(f"about {shown}", whole / 10**decimals)
    assert not mentions(f"about {shown}", (whole + (off if up else -off)) / 10**decimals)


@given(st.integers(1000, 10**8))  # from 10**9 on, one unit is within the relative tolerance (values.py)
def test_thousands_separators_are_read(number: int) -> None:
    assert mentions(f"total {number:,} units", number)
    assert not mentions(f"total {number + 1:,} units", number)


@given(st.floats(-1e6, 1e6, allow_nan=False), st.integers(0, 6))
def test_decimal_numbers_in_text_compare_as_numbers_digits_alone_as_text(value: float, zeros: int) -> None:
    assert same_text(f"total {value!r}", f"total {value * (1 + 1e-12)!r}") or value * (1 + 1e-12) == value
    assert same_value(f"id {'0' * zeros}7", f"id {'0' * zeros}7")
    if zeros:
        assert not same_value(f"id {'0' * zeros}7", "id 7")


@given(st.lists(st.one_of(st.integers(-50, 50), WORD), min_size=2, max_size=6, unique=True), st.randoms())
def test_lists_are_the_same_fact_in_any_order_but_not_with_an_item_changed(items: list[object], rng: object) -> None:
    shuffled = list(items)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    assert same_fact(items, shuffled)
    changed = [*shuffled[:-1], f"{shuffled[-1]}!"]
    assert not same_fact(items, changed)
    assert not same_fact(items, shuffled[:-1])


def _result(name: str, output: object, mutated: bool = False, **arguments: object) -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments=dict(arguments)), output=json.dumps(output),
                      status="ok", mutated=mutated)


@given(st.text(alphabet=string.ascii_uppercase, min_size=3, max_size=5))
def test_a_read_is_a_fact_unless_a_later_call_passes_on_a_value_the_user_did_not_give(symbol: str) -> None:
    assume(symbol.casefold() not in "buy 5 shares of the company".split())  # "BUY": the user's words give it
    read = _result("get_symbol_by_name", {"symbol": symbol})
    order = _result("place_order", {"order_id": 1}, mutated=True, symbol=symbol, amount=5)
    elsewhere = _result("place_order", {"order_id": 1}, mutated=True, symbol="ZZZZZZ", amount=5)
    assert fact_results([read, order], "buy 5 shares of the company") == []  # a means to the order
    assert fact_results([read, elsewhere], "buy 5 shares of the company") == [read.output]  # not passed on
    assert fact_results([read, order], f"buy 5 shares of {symbol}") == [read.output]  # the user gave it
    assert fact_results([read, order], f"buy 5 shares of {symbol}X") == []  # not as a whole word
    assert fact_results([order, read], "buy 5 shares") == [read.output]  # only later calls consume
    assert fact_results([read], "what is it", unasked=[0]) == []


@given(st.integers(100, 99999), WORD)
def test_a_fact_is_told_by_saying_it_not_by_fetching_it(amount: int, name: str) -> None:
    assume(name.lower() not in NEGATIONS)  # "acct never holds 12" denies the number it names
    fact = json.dumps({"name": f"acct {name}", "balance": amount + 0.25})
    assert untold([fact], [], [fact], "") == [fact]  # fetched, never said
    assert untold([fact], [f"acct {name} holds {amount + 0.25:.2f}"], [fact], "") == []
    assert untold([fact], [f"acct {name} holds {amount + 0.25:.1f}"], [fact], "") == []  # rounded as shown
    assert untold([fact], [f"acct {name} holds {amount + 1.25:.2f}"], [fact], "") == [fact]  # a value wrong
    assert untold([fact], [f"acct {name} holds {amount + 0.25:.2f} or {amount + 1.25:.2f}"], [fact], "") == [fact]


@given(st.lists(st.tuples(st.floats(min_value=0, max_value=10_000), st.integers(0, 3)), min_size=1, max_size=40),
       st.decimals(min_value=0, max_value=10_000, places=4, allow_nan=False),
       st.sampled_from(["", " hours", " minutes"]), st.booleans())
def test_a_long_reply_is_searched_by_value_as_a_scan_would(said: list[tuple[float, int]], value: object, unit: str,
                                                         ask_hours: bool) -> None:
    """Reply.says looks numbers up by value; it must agree with reading every number of the reply."""
    from sandbox.judge.said import Reply

    reply = Reply("; ".join(f"item {i}: {n:.{places}f}{unit}" for i, (n, places) in enumerate(said)),
                  frozenset({"hour"}) if ask_hours else frozenset())
    target = float(str(value))
    def scan(target: float) -> bool:
        return any(reply._says_number(n, target) and not (n.denied or n.offered) for n in reply.numbers)

    assert reply.says(target) == scan(target)  # the reply's words spell no number: only its digits say one
    for n in reply.numbers[:3]:  # a value at the edge of a number's slack, and just past it
        for edge in (n.value + n.slack, n.value + n.slack + 0.001 + 1e-6 * n.value):
            assert reply.says(edge) == scan(edge)


TOKENS = st.sampled_from([*sorted(NEGATIONS), "Not", "xnot", "nota", "7", "12.5", "and", "the", "fuel", "x" * 30])
GAPS = st.sampled_from([" ", "  ", ", ", ". ", "\n", "(", "; ", "", "-", " ( "])


@given(st.lists(st.tuples(TOKENS, GAPS), min_size=1, max_size=40))
def test_negations_looked_up_by_position_agree_with_reading_each_window(parts: list[tuple[str, str]]) -> None:
    text = "".join(token + gap for token, gap in parts)
    denied = Negations(text)
    for start in range(len(text) + 1):
        assert denied(start) == negated(text, start), (text, start)


VALUES = st.one_of(st.sampled_from(["USR003", "Calle Olivo 15", "ab", "1.50 kg", "1.5 kg", "report.txt", "  ", "NVDA"]),
                   st.integers(-5, 20000), st.floats(0, 500, allow_nan=False).map(lambda x: round(x, 2)), WORD)


@given(st.lists(VALUES, max_size=12), st.lists(st.one_of(VALUES, st.just("see Calle Olivo 15, Rivermist")), max_size=4),
       st.sampled_from(["", "send it to USR003", "move 1.5 kg", "NVDA please"]))
def test_passing_on_read_once_agrees_with_every_pair(values: list[object], later: list[object], user: str) -> None:
    assert _passed_on(values, later, user) == any(_shared(v, a, user) for v in values for a in later)


@given(st.text(alphabet="ab1_ .,;-é9\n", max_size=40))
def test_id_like_words_are_the_words_of_three_characters_or_more_with_a_digit(text: str) -> None:
    words = {token for token in _TOKEN.findall(text) if len(token) >= 3 and any(c.isdigit() for c in token)}
    assert set(_ID_LIKE.findall(text)) == words
