"""The rules of the tenth blind set: a mean or sum worked out in words, a percentage nothing gives, a value
named in brackets after its number, another record's id in a fact's field, the newest of dated records, a
series' direction, and on ask and abstain turns: a note to support nobody asked for, padding said as the
answer, "taken care of" as a claim."""

from __future__ import annotations

import json

import pytest

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.arguments import swapped
from sandbox.judge.asking import Tool
from sandbox.judge.effects import unasked
from sandbox.judge.logs import newest_misnamed
from sandbox.judge.percents import POOL, made_up
from sandbox.judge.references import other_reference
from sandbox.judge.replies import kinds
from sandbox.judge.trends import trend_misstated
from sandbox.judge.worked import miscomputed


@pytest.mark.parametrize("reply, wrong", [
    ("La media de los tres precios (120, 85 y 64) es de 93 €.", True),
    ("La media de los tres precios (120, 85 y 64) es de 89,67 €.", False),
    ("La media de los tres precios (120, 85 y 64) es de unos 90 €.", False),  # rounded to the digits shown
    ("Die Summe von 250 und 240 ergibt 490.", False),
    ("Die Summe von 250 und 240 ergibt 480.", True),
    ("Somme : 250 + 240 = 490 $.", False),
    ("The mean is 93.", False),  # no list: left to the other checks
    ("Mean: 275.85, max: 345.67, min: 220.34.", False),  # a run of results, no list
    ("The average of 300 s and 310 s is 305 s.", False),  # units between a list's numbers
    ("AAPL at 227.16 (average 227.11), so 10 shares are worth 2,271.60.", False),  # words between: no list
])
def test_a_mean_or_sum_said_of_a_list_must_be_its_own(reply: str, wrong: bool) -> None:
    assert miscomputed([reply]) is wrong


USER = "Una chaqueta cuesta 120 euros y tiene 0.15 de descuento."


@pytest.mark.parametrize("reply, wrong", [
    ("Te ahorras 18 €, es decir, un 18 % del precio original.", True),  # the amount said as the share
    ("Te ahorras 18 €, es decir, un 15 % del precio original.", False),  # the user's 0.15
    ("Pagas el 85 por ciento del precio.", False),  # a hundred less the share
    ("Te ahorras 18 €, un 42 %.", True),  # nothing gives 42
    ("El precio final es 102 €.", False),  # no percentage
])
def test_a_percentage_must_be_given_or_worked_out(reply: str, wrong: bool) -> None:
    seen = [USER, '{"result": 18.0}', '{"result": 102.0}']
    assert made_up([reply], seen, seen) is wrong


def test_a_share_field_or_a_percentage_function_gives_a_percentage() -> None:
    quote = '{"price": 227.16, "percent_change": 0.17}'
    assert not made_up(["AAPL is up 0.17 % today."], [quote], [quote])
    assert made_up(["AAPL is up 0.27 % today."], [quote], [quote])  # just outside: no field holds it
    assert not made_up(["68 is 80 % of 85."], [], [], given=['{"result": 80.0}'])


def test_too_many_numbers_to_pair_leave_a_percentage_as_known() -> None:
    many = " ".join(str(n) for n in range(1000, 1000 + POOL + 1))  # one more than are paired
    assert not made_up(["That is 37.5 %."], [many], [many])
    fewer = " ".join(str(n) for n in range(1000, 1000 + POOL))  # just inside: paired, and no pair gives 37.5
    assert made_up(["That is 37.5 %."], [fewer], [fewer])


def _quote(symbol: str, price: float) -> CallResult:
    return CallResult(call=ToolCall(name="get_stock_info", arguments={"symbol": symbol}),
                      output=json.dumps({"price": price}), status="ok")


QUOTES = [_quote("AAPL", 227.16), _quote("NVDA", 220.34), _quote("SYNX", 345.67)]


@pytest.mark.parametrize("reply, wrong", [
    ("- Lowest: **220.34** (AAPL)", True),
    ("- Lowest: **220.34** (NVDA)", False),
    ("- Lowest: **220.34** (NVDA 220.34, AAPL 227.16)", False),  # a bracket with numbers is a clause of its own
])
def test_a_name_in_brackets_after_a_number_is_said_of_it(reply: str, wrong: bool) -> None:
    assert swapped([reply], QUOTES) is wrong


INVOICE = json.dumps({"invoice": {"booking_id": "3388201", "insurance": {"card_id": "325257081935", "insurance_cost": 60.0}}})
HISTORY = json.dumps({"booking_history": {"3388201": {"card_id": "card_5005", "travel_cost": 800.0}}})


@pytest.mark.parametrize("reply, wrong", [
    ("Seguro de 60 $, pago com o cartão card_5005.", True),
    ("Seguro de 60 $, pago com o cartão 325257081935.", False),
    ("O voo foi pago com card_5005; o seguro com 325257081935.", False),  # the fact's own id said too
    ("Seguro de 60 $, pago com o cartão card_9999.", False),  # an id no field holds: left to the handle check
])
def test_another_records_id_in_a_facts_field(reply: str, wrong: bool) -> None:
    assert other_reference([INVOICE], [reply], [HISTORY, INVOICE]) is wrong


CHARGES = json.dumps({"recent_charges": [{"amount": 153.42, "date": "2025-05-02", "merchant": "Fuel Station"}]
                      + [{"amount": 20.0, "date": "2025-06-01", "merchant": "Bakery"}] * 30
                      + [{"amount": 55.69, "date": "2025-12-31", "merchant": "City Pharmacy"}]})


@pytest.mark.parametrize("reply, wrong", [
    ("L'addebito più recente è di 153,42 $ presso Fuel Station.", True),
    ("L'addebito più recente è di 55,69 $ presso City Pharmacy.", False),
    ("Il più caro è di 153,42 $ presso Fuel Station.", False),  # "più" alone is "more"
    ("The latest charge was 20.00 $ at the Bakery.", True),
    ("The first charge was 153.42 $ at Fuel Station.", False),  # not the latest
])
def test_the_latest_of_dated_records(reply: str, wrong: bool) -> None:
    assert newest_misnamed([reply], [CHARGES]) is wrong


SERIES = json.dumps({"history": {"AAPL": [247.33] + [240.0] * 30 + [227.16], "MSFT": [300.0] * 31 + [310.23]}})


@pytest.mark.parametrize("reply, wrong", [
    ("Looking at the price history, all are up compared with the first price.", True),
    ("Since the start of the series MSFT rose.", False),
    ("Since the start of the series AAPL rose.", True),
    ("Depuis le début de l'historique, AAPL est en baisse.", False),
    ("AAPL is up 0.17% today.", False),  # no word of the series: today's change
    ("Over the history AAPL did not rise.", False),  # denied
    ("Over the history MSFT rose and AAPL fell.", False),  # both ways in one sentence: left alone
])
def test_a_series_direction(reply: str, wrong: bool) -> None:
    assert trend_misstated([reply], [SERIES]) is wrong


SUPPORT = {"contact_customer_support": Tool("travel", False, ("booking_id", "message"))}


def _note(booking: str) -> CallResult:
    return CallResult(call=ToolCall(name="contact_customer_support", arguments={"booking_id": booking, "message": "x"}),
                      output="{}", status="ok")


def test_a_note_to_support_on_an_ask_turn_must_be_part_of_the_request() -> None:
    assert unasked([_note("3388201")], [], SUPPORT)
    assert not unasked([_note("3388201")], ["contact_customer_support(booking_id='3388201', message='x')"], SUPPORT)
    assert unasked([_note("1111111")], ["contact_customer_support(booking_id='3388201', message='x')"], SUPPORT)
    assert not unasked([], [], SUPPORT)
    failed = CallResult(call=_note("3388201").call, output="error", status="tool_error")
    assert not unasked([failed], [], SUPPORT)  # a call that failed acted on nothing


@pytest.mark.parametrize("reply, claims", [
    ("O seguro ficou tratado.", True),
    ("The insurance is taken care of.", True),
    ("Die Versicherung ist erledigt.", True),
    ("L'assurance est réglée.", True),
    ("O saldo ficou em 1.010 $.", False),  # a state, no action
    ("I cannot buy insurance now: it is not taken care of.", False),
])
def test_an_action_said_done_in_other_words_claims(reply: str, claims: bool) -> None:
    assert ("claims" in kinds(reply)) is claims
