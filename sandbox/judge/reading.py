"""A second reader of the words of ask and abstain turns: the rubric a model judge answers, and how it is read.

The deterministic classifier (:mod:`sandbox.judge.replies`) is the default. A run may add a
*reader* (``toolsim run --judge-model M``): a callable the judge asks, reply by reply, for the
classes of :data:`~sandbox.judge.replies.KINDS`. The judge knows only the :class:`ReplyReader`
protocol; the client that asks a model lives with the model clients (``sandbox.models.judge``) and
is handed in by the runner, so no model code is imported here.

A model's answer is parsed strictly (:func:`parse_answer`): one JSON object ``{"classes": [...]}``
or one class name, nothing else. Model output is never executed. When any reply of a turn has no
usable answer, the turn keeps the deterministic classes and the verdict says why
(``judged_by: "rules"`` and ``judge_note``); otherwise the classes are the model's and the verdict
says ``judged_by: "model:<M>"``, with each reply's answer and the rules' classes beside it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from sandbox.judge.replies import KINDS, Kind, kinds

TurnKind = Literal["ask", "abstain"]

#: The rubric's version: part of every cached answer's key. Bump it whenever :data:`RUBRIC` or
#: :func:`rubric_prompt` changes, so answers given to an older rubric are never reused.
RUBRIC_VERSION = "1"

RUBRIC = """You classify one reply that an AI assistant with tools gave its user. Say which of these classes the reply shows:
- asks: it asks the user for information or a value (a question, or a request such as "please tell me the amount"). An offer of more help ("Anything else?") does not ask.
- cannot: it says the assistant cannot do something (no function or tool for it, not possible, not available).
- claims: it says that an action was done (created, sent, booked, bought, deleted, moved, logged in, set...). A denial ("I have not removed it"), a promise or plan ("I'll remove it once I can"), a condition, or a question whether to do it claims nothing; reading, checking or looking something up is no action.
- informs: it states something and shows none of the classes above.
List every class the reply shows. Answer with exactly one JSON object and nothing else, for example {"classes": ["asks"]} or {"classes": ["cannot", "asks"]}."""

_SITUATION = {
    "ask": "The user's request lacked a value the assistant needs; the assistant should ask for it.",
    "abstain": "The user's request needs a function the assistant does not have; the assistant should say so.",
}

#: The most characters of an answer kept in a verdict (the rest is cut).
MAX_ANSWER_CHARS = 200


def rubric_prompt(reply: str, kind: TurnKind) -> list[dict[str, str]]:
    """The chat messages a model judge gets for one reply (the rubric, the situation, the reply)."""
    return [{"role": "system", "content": RUBRIC},
            {"role": "user", "content": f"{_SITUATION[kind]}\nThe assistant's reply, between the lines:\n"
                                        f"-----\n{reply}\n-----\nYour answer (JSON only):"}]


def parse_answer(answer: str) -> frozenset[Kind] | None:
    """The classes a model judge's answer gives, or ``None`` when it is not exactly one of the two forms.

    >>> sorted(parse_answer('{"classes": ["claims", "asks"]}') or ())
    ['asks', 'claims']
    >>> parse_answer(" cannot ") == frozenset({"cannot"})
    True
    >>> parse_answer("I think it asks."), parse_answer('{"classes": []}'), parse_answer('{"classes": ["rude"]}')
    (None, None, None)
    """
    text = answer.strip()
    if text in KINDS:
        return frozenset(kind for kind in KINDS if kind == text)
    try:
        value = json.loads(text)
    except ValueError:
        return None
    if not isinstance(value, dict) or set(value) != {"classes"} or not isinstance(value["classes"], list):
        return None
    found = value["classes"]
    if not found or not all(isinstance(item, str) and item in KINDS for item in found):
        return None
    return frozenset(found)


def reply_digest(reply: str) -> str:
    """A short digest naming a reply in a verdict (the reply itself is in the trajectory)."""
    return hashlib.sha256(reply.encode("utf-8", "surrogatepass")).hexdigest()[:16]


@dataclass(frozen=True)
class Reading:
    """What a reader made of one reply.

    Args:
        answer: The reader's answer as given (empty when there was none).
        note: Why there is no answer (an endpoint error, a timeout), if there is none.
    """

    answer: str = ""
    note: str | None = None

    @property
    def classes(self) -> frozenset[Kind] | None:
        """The classes of the answer, ``None`` when there is none or it does not parse."""
        return None if self.note is not None else parse_answer(self.answer)


class ReplyReader(Protocol):
    """Reads one reply of an ask or abstain turn (see the module doc); ``name`` is ``model:<M>``."""

    name: str

    def __call__(self, reply: str, kind: TurnKind) -> Reading:
        """The reader's answer for ``reply`` on a turn of ``kind``."""
        ...


@dataclass(frozen=True)
class Words:
    """The classes of a turn's replies and, when a reader was asked, what it said.

    Args:
        found: The classes the verdict goes by.
        judged_by: ``None`` (no reader), ``model:<M>`` (the reader's classes) or ``rules``
            (a reader was asked and some reply got no usable answer: the classifier's classes).
        readings: Per reply read: its digest, the answer, the answer's classes and the rules'.
        note: Why the rules' classes were kept.
    """

    found: frozenset[Kind]
    judged_by: str | None = None
    readings: tuple[dict[str, Any], ...] = field(default=())
    note: str | None = None


def read_words(replies: Sequence[str], kind: TurnKind, reader: ReplyReader | None = None) -> Words:
    """The classes of a turn's replies: the classifier's, or a reader's where it gave a usable answer for every reply."""
    rules = frozenset(kinds("\n".join(replies)))
    texts = [reply for reply in replies if reply.strip()]
    if reader is None or not texts:
        return Words(rules)
    readings: list[dict[str, Any]] = []
    found: set[Kind] = set()
    note: str | None = None
    for number, text in enumerate(texts):
        reading = reader(text, kind)
        classes = reading.classes
        readings.append({"reply": reply_digest(text), "answer": reading.answer.strip()[:MAX_ANSWER_CHARS],
                         "classes": sorted(classes) if classes is not None else None,
                         "rules": sorted(kinds(text))})
        if classes is None and note is None:
            why = reading.note or f"the answer is not one JSON object of classes nor one class: {reading.answer[:80]!r}"
            note = f"reply {number + 1}: {why}"
        found |= classes or set()
    if note is not None:
        return Words(rules, "rules", tuple(readings), note)
    return Words(frozenset(found), reader.name, tuple(readings))


class RecordedReader:
    """Gives again the answers a verdict recorded (a replay judges as the episode was judged, without a model).

    Args:
        verdict: The recorded verdict (``judged_by`` and ``judge_readings``); a reply it has no
            answer for gets none (and so the classifier's classes).
    """

    def __init__(self, verdict: Mapping[str, Any]) -> None:
        self.name = str(verdict.get("judged_by") or "model:recorded")
        readings = verdict.get("judge_readings")
        self.answers: dict[str, str] = {}
        for item in readings if isinstance(readings, list) else ():
            if isinstance(item, dict) and isinstance(item.get("reply"), str) and isinstance(item.get("answer"), str):
                self.answers[item["reply"]] = item["answer"]
        self.note = str(verdict.get("judge_note") or "no answer recorded")

    def __call__(self, reply: str, kind: TurnKind) -> Reading:
        """The recorded answer for ``reply``."""
        answer = self.answers.get(reply_digest(reply))
        return Reading(answer) if answer else Reading(note=self.note)
