"""How a reply's numbers are read: a decimal comma before a comma, a data size in another unit, a result's padding.

Each rule is tried just inside and just outside: the reply that must pass (or fail) and its nearest neighbours.
"""

from __future__ import annotations

import json

import pytest

from sandbox.judge.misquote import misquoted
from sandbox.judge.quantities import Size, numbers, size_of
from sandbox.judge.said import untold


@pytest.mark.parametrize(("text", "values"), [
    ("de 120,50, fue el 47,18 %", [120.5, 47.18]),  # a decimal comma before a comma and a space
    ("de 120,50 fue", [120.5]),
    ("1,250.5 and 6,694.90", [1250.5, 6694.9]),  # thousands commas
    ("2,88 m", [2.88]),
    ("são 3157,6875.", [3157.6875]),  # four digits after a comma: no group of thousands, a decimal comma
    ("1,2345 e 1,234", [1.2345, 1234.0]),  # three digits: thousands, as before
    ("saldo de 12.630,75 €", [12630.75]),  # points between thousands and a decimal comma
    ("12.630 e 12,630", [12.63, 12630.0]),  # a point alone stays a decimal point; a comma alone, thousands
])
def test_a_decimal_comma_ends_before_a_comma_and_a_space_not_before_a_digit(text: str, values: list[float]) -> None:
    assert [n.value for n in numbers(text)] == values


PERCENT = '{"result": 47.180892717306186}'
ASKED = "¿qué porcentaje del total fue la primera compra, la de 120.50?"


@pytest.mark.parametrize(("reply", "told"), [
    ("La primera compra, de 120,50, fue aproximadamente el 47,18 % del total de 255,40.", True),
    ("La primera compra, de 120,50 fue el 47,18 % del total.", True),
    ("La primera compra, de 120,50, fue aproximadamente el 57,18 % del total de 255,40.", False),
])
def test_a_percentage_said_after_an_amount_with_a_decimal_comma(reply: str, told: bool) -> None:
    calls = ["divide(a=120.5, b=255.4)", "percentage(part=120.5, whole=255.4)"]
    assert (untold([PERCENT], [reply], ['{"result": 0.47180892717306186}'], ASKED, calls) == []) is told


@pytest.mark.parametrize(("text", "size"), [
    ("31590 bytes", Size(31590, 0.5, 0)),
    ("30.85 KB", Size(30.85, 0.005, 1)),
    ("1,250 MB", Size(1250, 0.5, 2)),
    ("31590", None),  # no unit
    ("about 31590 bytes", None),  # more than a size
])
def test_a_text_that_is_a_data_size(text: str, size: Size | None) -> None:
    assert size_of(text) == size


SIZE = json.dumps({"disk_usage": "31590 bytes"})


@pytest.mark.parametrize(("reply", "told"), [
    ("Your home folder uses about 30.85 KB.", True),  # 31590 / 1024
    ("It uses 31,590 bytes.", True),
    ("About 31.6 kB.", True),  # 31590 / 1000
    ("About 31 KB.", True),  # rounded to what it shows
    ("It uses 30 KB.", False),  # neither 30 * 1024 nor 30 * 1000 rounds to it
    ("It uses 30.85 MB.", False),  # another unit of size
    ("It uses 30.85.", False),  # no unit
    ("It is not 30.85 KB.", False),  # denied
])
def test_a_size_is_told_in_any_unit_of_size(reply: str, told: bool) -> None:
    assert (untold([SIZE], [reply], [json.dumps({"disk_usage": "30.85 KB"})], "how much space?") == []) is told


def test_a_size_said_in_bytes_tells_one_given_in_kilobytes() -> None:
    assert untold([json.dumps({"disk_usage": "30.85 KB"})], ["31590 bytes"], [], "how much space?") == []
    assert untold([json.dumps({"disk_usage": "30.85 KB"})], ["32590 bytes"], [], "how much space?") != []


CHARGES = [{"amount": 10.97 + i, "date": f"2025-06-{1 + i % 28:02d}", "merchant": "Cafe"} for i in range(30)]
BALANCE = json.dumps({"card_balance": 1800.0, "recent_charges": CHARGES})
SEEN = ["Balance now?", "get_credit_card_balance(access_token='443232', card_id='card_7734')", BALANCE]
EARLIER = [json.dumps({"card_balance": 2200.0, "recent_charges": CHARGES})]


@pytest.mark.parametrize(("reply", "wrong"), [
    ("card_7734 now has 1,800.00 USD: the 400 USD flight came off the 2,200.", False),  # 2,200: read earlier
    ("card_7734 now has 1,800.00 USD.", False),
    ("card_7734 now has 2,200.00 USD.", True),  # the balance before, in place of the new one
    ("card_7734 now has 1,800.00 USD, of 2,300 before.", True),  # a balance read nowhere
])
def test_the_padding_of_a_result_is_no_number_to_misreport(reply: str, wrong: bool) -> None:
    # 2,200 lies within a factor of two of the year of every padding charge's date (2025), which is not said
    assert misquoted([reply], [BALANCE], SEEN, EARLIER) is wrong


def test_a_number_of_the_answer_is_still_one_to_misreport() -> None:
    limit = json.dumps({"card_balance": 1800.0, "credit_limit": 2500.0, "recent_charges": CHARGES})
    seen = [*SEEN[:2], limit]
    assert misquoted(["Now 1,800.00 USD; your limit is 2,300."], [limit], seen, EARLIER)
    assert not misquoted(["Now 1,800.00 USD; your limit is 2,500."], [limit], seen, EARLIER)
    short = json.dumps({"card_balance": 1800.0, "recent_charges": CHARGES[:3]})  # a short list is part of the answer
    assert misquoted(["card_7734 now has 1,800.00 USD; the last charge was 21.97."], [short], [*SEEN[:2], short], EARLIER)


WITHDRAWN = '{"new_balance": 9473.06, "status": "Withdrawal successful"}'


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Um quarto de 12630,75 são 3157,6875. Levantei esse valor e o saldo ficou em 9473,06.", False),
    ("Um quarto de 12.630,75 são 3.157,69. Levantei esse valor e o saldo ficou em 9.473,06.", False),
    ("Um quarto de 12630,75 são 3157,6875. Levantei esse valor e o saldo ficou em 9743,06.", True),
])
def test_amounts_with_four_decimals_or_points_between_thousands_are_no_stray_numbers(reply: str, wrong: bool) -> None:
    seen = ["Tira um quarto do saldo.", "withdraw_funds(amount=3157.6875)", WITHDRAWN, '{"balance": 12630.75}']
    assert misquoted([reply], [WITHDRAWN], seen) is wrong


@pytest.mark.parametrize("text, values", [
    ("coûte 1 400 $", [1400.0]),  # a space between thousands (French, and formal writing in most languages)
    ("12\u202f630,75 €", [12630.75]),  # a narrow no-break space, then a decimal comma
    ("10 000 000 pas", [10000000.0]),
    ("1 4000", [1.0, 4000.0]),  # just outside: a group of four digits is no group of thousands
    ("1 40", [1.0, 40.0]),  # nor one of two
    ("Tel 06 123 456", [6.0, 123.0, 456.0]),  # a group that follows another number's digits is its own
    ("1 400.5", [1.0, 400.5]),  # a point after spaced groups: no reading fits both, so none is forced
])
def test_thousands_separated_by_spaces_are_one_number(text: str, values: list[float]) -> None:
    assert [n.value for n in numbers(text)] == values


@pytest.mark.parametrize("text, values", [
    ("am 14.09.2026 um 9", [14.0, 9.0, 2026.0, 9.0]),  # a date written day first with points: three numbers
    ("1.5.2026", [1.0, 5.0, 2026.0]),
    ("3.14 and 1.2.3", [3.14, 1.2, 3.0]),  # just outside: a decimal, and a version with no year
    ("14.09.20261", [14.09, 20261.0]),  # a year of five digits is no year
])
def test_a_date_with_points_is_read_as_its_day_month_and_year(text: str, values: list[float]) -> None:
    assert [n.value for n in numbers(text)] == values


def test_a_long_number_is_known_by_its_last_four_digits_and_a_long_list_by_its_count() -> None:
    from sandbox.judge.said import counted, seen_numbers

    cards = json.dumps({"cards": {f"c{i:03d}": {"number": f"45320000{i + 1000:08d}"} for i in range(25)}})
    assert 1007.0 in seen_numbers(cards) and 1025.0 not in seen_numbers(cards)  # "ending in 1007"
    assert 1007.0 not in seen_numbers('{"n": "1231007"}')  # just outside: seven digits are no card's number
    assert set(counted(cards)) == {25.0, 24.0, 23.0, 22.0, 21.0, 20.0}  # all, or all but up to five named
    assert counted(json.dumps({"cards": list(range(20))})) == ()  # a list of 20 is no long one


def test_records_by_id_are_told_like_a_list_a_long_run_by_any_of_them() -> None:
    few = json.dumps({f"USR{i:03d}": {"name": f"name{i}"} for i in range(3)})
    many = json.dumps({f"USR{i:03d}": {"name": f"name{i}"} for i in range(25)})
    assert untold([many], ["USR007 is name7, among others."], [many], "") == []
    assert untold([many], ["There are many users."], [many], "") == [many]  # none of them told
    assert untold([few], ["USR001 is name1."], [few], "") == [few]  # a short run needs every record
