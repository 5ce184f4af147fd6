"""The reactive user answers once per turn that needs a withheld value, whatever the model asks after."""

from __future__ import annotations

import pytest

from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.user import MAX_REPLIES, ReactiveUser
from tests.runner.test_users import QUESTION, _Asker, _miss_param, _replies, _run

ANSWER = "Sorry, forgot to say: call the new folder 2025."


class _AsksTimes(_Asker):
    """At ``ask_turn`` asks ``times`` replies in a row (each ``text``), then does the gold calls."""

    def __init__(self, ask_turn: int, times: int, text: str = QUESTION) -> None:
        super().__init__(ask_turn)
        self.times, self.text = times, text

    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.turn != self.ask_turn:
            return await self.inner.complete(request)
        if request.step < self.times:
            return ModelResponse(text=self.text)
        return await self.inner.complete(request.model_copy(update={"step": request.step - self.times}))


@pytest.mark.parametrize("text", [QUESTION, "Which folder? And should I move every report?"])
def test_a_question_asked_again_gets_no_second_answer(text: str) -> None:
    result, events = _run(_miss_param(), _AsksTimes(2, 2, text), ReactiveUser())
    assert _replies(events) == [(2, 0, ANSWER, "reactive")]  # once: the second question ends the turn
    assert result.error_turn == 2


def test_a_reply_with_two_questions_gets_one_answer_and_the_turn_goes_on() -> None:
    result, events = _run(_miss_param(), _AsksTimes(2, 1, "Which folder? And should I move every report?"),
                          ReactiveUser())
    assert result.passed and _replies(events) == [(2, 0, ANSWER, "reactive")]


def test_a_model_asking_past_the_limit_gets_one_answer() -> None:
    _, events = _run(_miss_param(), _AsksTimes(2, MAX_REPLIES + 2), ReactiveUser())
    assert len(_replies(events)) == 1


def test_a_statement_at_the_withheld_turn_is_not_answered() -> None:
    result, events = _run(_miss_param(), _AsksTimes(2, 1, "I will call the new folder reports."), ReactiveUser())
    assert _replies(events) == [] and result.error_turn == 2
