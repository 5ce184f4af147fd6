"""The values a miss_param request holds back: what the follow-up gives that the request did not.

A value is *withheld* when a gold call of the follow-up's turn passes it, the follow-up's text
gives it, and no user text before the follow-up does: a string (``@`` and ``#`` in front
ignored, so ``'@Julia'`` is given by "Julia"; an ISO date also when named in words or digits) or
a number (digits or the words one to twenty). The miss_param variant records them on its
request turn (``Turn.withheld``), where the native judge fails a call that guesses one, and
``toolsim validate`` reports a follow-up that withholds nothing (``value_not_withheld``).
"""

from __future__ import annotations

from collections.abc import Sequence

from sandbox.episode.calls import ToolCall
from scenarios.validate_trace import Sources


def scalars(calls: Sequence[ToolCall]) -> list[object]:
    """Every scalar inside the calls' arguments (list items and dict values included), in order."""
    found: list[object] = []

    def walk(value: object) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        else:
            found.append(value)

    for call in calls:
        for value in [*call.args, *call.arguments.values()]:
            walk(value)
    return found


def withheld_values(earlier: Sequence[str], follow_up: str, calls: Sequence[ToolCall]) -> list[str | int | float]:
    """The gold values of ``calls`` that ``follow_up`` gives and no text of ``earlier`` does (once each, in order).

    Args:
        earlier: The user texts up to and including the request.
        follow_up: The follow-up's text.
        calls: The gold calls the follow-up's value is for.
    """
    before, supplied = Sources(), Sources()
    for text in earlier:
        before.add_text(text)
    supplied.add_text(follow_up)

    def new_text(value: str) -> bool:
        value = value.strip().lstrip("@#")
        return bool(value) and (supplied.has_string(value) or supplied.has_date(value)) and not (
            before.has_string(value) or before.has_date(value))

    def new_number(value: float) -> bool:
        return round(value, 6) in supplied.numbers and round(value, 6) not in before.numbers

    found: list[str | int | float] = []
    for value in scalars(calls):
        if isinstance(value, bool) or value in found:
            continue
        if (isinstance(value, str) and new_text(value)) or (isinstance(value, (int, float)) and new_number(float(value))):
            found.append(value)
    return found
