"""Calls that act outside the state: needed where the gold makes them, with the gold's arguments.

``display_log`` (the car's display) and ``contact_customer_support`` change nothing the state diff
sees; the native judge compares a turn's successful calls of them with the gold's
(:mod:`sandbox.judge.effects`). Each side of the rule is tried: the call made alike, left out,
made with other arguments, made once more than asked, and failed.
"""

from __future__ import annotations

from typing import Literal

import pytest

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.asking import Tool
from sandbox.judge.effects import differences
from sandbox.tools.registry import DOMAINS
from tests.judge.trajectories import Case, Steps, judge_case

Status = Literal["ok", "tool_error", "rejected", "crashed"]
PNEU = "e_pt_car_ticket_flat_tyre_v1"
LINE = "Pressao em 21 psi, indo para a borracharia"
SAID = f"Pronto, a descrição do chamado está no painel: '{LINE}'."


def _turn4(steps: Steps) -> tuple[bool | None, str | None]:
    case = Case("effect", "base", PNEU, 4, "pass", "effect", "probe", {4: steps})
    return judge_case(case).turns[4]


def test_only_the_tools_that_act_outside_the_state_are_marked() -> None:
    marked = {name for domain in DOMAINS.all() for name, spec in domain.tools.items() if spec.effect}
    assert marked == {"display_log", "contact_customer_support"}
    assert all(not DOMAINS.get(d).tools[n].mutates for d, n in (("vehicle", "display_log"),
                                                                ("travel", "contact_customer_support")))


def test_a_message_shown_on_the_display_needs_the_call_with_the_gold_text() -> None:
    assert _turn4([[f"display_log(messages=['{LINE}'])"], SAID]) == (True, None)
    # just outside: said shown, never shown
    assert _turn4([SAID]) == (False, "no_call")
    # shown, but another text
    assert _turn4([["display_log(messages=['Pneu furado'])"], SAID])[0] is False
    # shown twice where the user asked once
    assert _turn4([[f"display_log(messages=['{LINE}'])", f"display_log(messages=['{LINE}'])"], SAID])[0] is False


def _call(name: str, status: Status = "ok", *args: object, **arguments: object) -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments=dict(arguments), args=list(args)), output="{}", status=status)


@pytest.mark.parametrize("model, found", [
    ([_call("contact_customer_support", "ok", booking_id="5531207", message="refund")], 0),
    ([_call("contact_customer_support", "ok", "5531207", "refund")], 0),  # positional arguments bound by name
    ([_call("contact_customer_support", "ok", booking_id="6437838", message="refund")], 2),  # another booking
    ([_call("contact_customer_support", "tool_error", booking_id="5531207", message="refund")], 1),  # it failed
    ([_call("get_booking_history", "ok", access_token="1")], 1),  # a read is no effect
])
def test_effects_compare_as_a_multiset_of_calls_by_their_arguments(model: list[CallResult], found: int) -> None:
    tools = {"contact_customer_support": Tool("travel", False, ("booking_id", "message"))}
    gold = [_call("contact_customer_support", "ok", booking_id="5531207", message="refund")]
    assert len(differences(gold, model, tools)) == found
