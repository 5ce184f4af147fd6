"""What a reply says of records and calls: timestamps, sentences of codes, states, swapped arguments, handles."""

from __future__ import annotations

import pytest

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.arguments import swapped
from sandbox.judge.counts import miscounted
from sandbox.judge.forms import says_stamp
from sandbox.judge.handles import unseen_handle
from sandbox.judge.replies import clause_kinds
from sandbox.judge.said import untold
from sandbox.judge.states import state_misstated

STAMP = "2026-01-01 09:00:00"


@pytest.mark.parametrize("text, said", [
    ("2026-01-01 às 09:00", True),
    ("on 2026-01-01 at 9:00", True),
    ("2026-01-01 um 09h00", True),
    ("2026-01-01 09:00:00", True),
    ("2026-01-01 às 09:01", False),  # another minute
    ("2026-01-02 às 09:00", False),  # another day
    ("2026-01-01 e, bem mais tarde, às 09:00", False),  # the time too far from the date: another statement
    ("12026-01-01 às 09:00", False),  # the date inside a longer number
])
def test_a_timestamp_is_said_as_its_date_then_its_time_of_day(text: str, said: bool) -> None:
    assert says_stamp(text, STAMP) is said


def test_a_record_with_a_timestamp_is_told_by_its_date_and_time() -> None:
    fact = '[{"amount": 2000.0, "timestamp": "2026-01-01 09:00:00", "type": "deposit"}]'
    user = "Deposita 2000 $."
    assert untold([fact], ["Um depósito de 2000 $ em 2026-01-01 às 09:00."], [fact], user) == []
    assert untold([fact], ["Um depósito de 2000 $ em 2026-01-01 às 10:00."], [fact], user) == [fact]


NOTE = '{"notification": "Stocks NVDA, AAPL have significant price changes."}'


@pytest.mark.parametrize("reply, told", [
    ("Ont bougé : NVDA (+0,34 %) et AAPL (+0,17 %).", True),
    ("Stocks NVDA, AAPL have significant price changes.", True),
    ("Ont bougé : NVDA (+0,34 %).", False),  # one of the two codes left out
    ("Rien n'a bougé.", False),
])
def test_a_sentence_of_codes_is_told_by_naming_every_code(reply: str, told: bool) -> None:
    assert (untold([NOTE], [reply], [NOTE], "Lesquelles ont bougé ?") == []) is told


def test_a_count_the_fact_gives_in_its_own_field_is_no_miscount_of_its_log() -> None:
    fact = '{"count": 3, "history": [' + ", ".join(f'"entry {i}"' for i in range(200)) + '], "type": "lines"}'
    assert not miscounted([fact], ["montag.txt hat 3 Zeilen."], {"wc"})
    assert miscounted([fact], ["montag.txt hat 4 Zeilen."], {"wc"})  # neither the count nor the log's length


TICKET = '{"id": 1200, "status": "Resolved", "title": "PDF-Export"}'


@pytest.mark.parametrize("reply, wrong", [
    ("Ticket 1200: Priorität 3, Status: noch offen.", True),
    ("El ticket 1200 sigue abierto.", True),
    ("Le ticket 1200 est en attente.", True),
    ("Ticket 1200 ist gelöst.", False),
    ("Ticket 1200 is closed.", False),  # another word of the same kind of state
    ("Ticket 1200 ist nicht mehr offen.", False),  # denied
    ("Ticket 1200 war offen und ist jetzt gelöst.", False),  # its own state said too
    ("Ticket 1300 ist noch offen.", False),  # another record, not read
    ("Der Export ist noch offen.", False),  # no record named
])
def test_a_state_of_another_kind_said_of_a_record_misstates_it(reply: str, wrong: bool) -> None:
    assert state_misstated([reply], [TICKET]) is wrong


def test_a_record_read_in_two_states_may_be_called_either() -> None:
    before = '{"id": 1200, "status": "Open", "title": "PDF-Export"}'
    assert not state_misstated(["Ticket 1200 ist offen."], [before, TICKET])


def _fare(to: str, cost: float, date: str = "2026-09-09") -> CallResult:
    call = ToolCall(name="get_flight_cost", arguments={"travel_from": "SFO", "travel_to": to, "travel_date": date})
    return CallResult(call=call, output=f'{{"travel_cost_list": [{cost}]}}', status="ok")


FARES = [_fare("LAX", 400.0), _fare("ORD", 800.0), _fare("BOS", 900.0)]


@pytest.mark.parametrize("reply, wrong", [
    ("Le plus cher : ORD à 900 $.", True),
    ("Le plus cher : BOS à 900 $.", False),
    ("ORD coûte 800 $, BOS 900 $.", False),  # each its own
    ("ORD et BOS : 900 $ au plus.", False),  # two named in the clause: no binding
    ("ORD: 800 $ (BOS 900 $).", False),
    ("Le moins cher : LAX à 400 $; ORD à 850 $.", False),  # 850 no other call returned: not this rule's
])
def test_a_number_another_call_returned_said_of_one_argument_is_swapped(reply: str, wrong: bool) -> None:
    assert swapped([reply], FARES) is wrong


def test_calls_that_differ_in_two_arguments_bind_neither() -> None:
    assert not swapped(["ORD à 900 $."], [_fare("ORD", 800.0), _fare("BOS", 900.0, date="2026-09-10")])


@pytest.mark.parametrize("reply, unseen", [
    ("Le gustó a pepe_jardin.", True),
    ("Le gustó a @pepe.", True),
    ("Le gustó a ana_huerta.", False),
    ("Le gustó a @Ana_Huerta.", False),  # case and the @ aside
    ("Uso get_tweet con tweet_id 90.", False),  # a tool and a parameter
    ("Guardado en notas_viaje.txt.", False),  # a file the call named
    ("Sin nombres.", False),
])
def test_a_handle_no_text_the_model_saw_holds_is_unseen(reply: str, unseen: bool) -> None:
    seen = ['{"liked_by": ["ana_huerta"]}', "echo(content='x', file_name='notas_viaje.txt')"]
    assert unseen_handle([reply], seen, {"get_tweet", "tweet_id"}) is unseen


@pytest.mark.parametrize("clause", ["Levantei 800 $.", "Saquei 800 $ da conta.", "Transferi 800 $."])
def test_a_portuguese_withdrawal_claims_it(clause: str) -> None:
    assert "claims" in clause_kinds(clause)
