"""The scripted model: a test double with fixed outputs per scenario, turn and step.

A script maps a scenario id to a list of turns, each a list of steps; a step is either text
(prompt-mode output, parsed like any model's) or a list of call strings (BFCL's decoded form,
e.g. ``["cd(folder='x')", "ls()"]``). When a turn's steps run out the model answers without a
call, which ends the turn. A step may also be a :class:`ScriptedFailure` to simulate an endpoint
that errors or hangs.

BFCL result files (one JSON object per line with ``id`` and ``result``) load with
:func:`load_bfcl_results`; both the raw per-step model output and the decoded call-string form
are accepted, as BFCL's generation wrote them. Raw steps are read with one decoder for the whole
file (:mod:`sandbox.models.decoders`: FC structures, Python call text, JSON lists, Llama-style
objects; by default the one under which most steps decode). A raw step that cannot be decoded
(argument text that is not JSON, say) is kept as an :class:`Undecodable` step, which the episode
records as a parse error and skips, as BFCL's evaluation does; plain words that end a turn are
the model's closing text. A ``result`` that is text (an inference error) fails the episode with
that text.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Union

from sandbox.episode.client import EpisodeModel, ErrorKind, ModelError, ModelRequest, ModelResponse
from sandbox.episode.scenario import Scenario
from sandbox.models.decoders import Decoder, NotDecodable, decode_fc, decode_text, detect, is_decoded_form
from sandbox.models.oracle import NO_CALL_TEXT
from sandbox.tools.errors import ScenarioFileError
from sandbox.tools.files import json_lines


@dataclass(frozen=True)
class ScriptedFailure:
    """A step that fails: raise a :class:`ModelError` of ``kind``, or hang for ``hang`` seconds first."""

    kind: ErrorKind = "server"
    hang: float = 0.0
    message: str = ""


@dataclass(frozen=True)
class Undecodable:
    """A raw step that cannot be decoded into calls: ``text`` is the step as written, ``error`` why."""

    text: str
    error: str


@dataclass(frozen=True)
class Decoded:
    """A raw text step and the call strings a decoder read in it (none: the model's closing text)."""

    text: str
    calls: list[str]


Step = Union[str, list[str], ScriptedFailure, Undecodable, Decoded]
Script = dict[str, list[list[Step]]]


class _ScriptedEpisode:
    def __init__(self, turns: list[list[Step]], expected_turns: int | None = None) -> None:
        self.turns = turns
        self.expected_turns = expected_turns

    def _check_turns(self, turn: int) -> None:
        """A result with another number of turns than the scenario fails, as BFCL fails it."""
        held, expected = len(self.turns), self.expected_turns
        if expected is None or held == expected or (held < expected and turn < held):
            return
        raise ModelError("bad_response", f"the result holds {held} turn(s), the scenario {expected}: "
                                         "its generation stopped early, and BFCL fails such an entry")

    async def complete(self, request: ModelRequest) -> ModelResponse:
        self._check_turns(request.turn)
        steps = self.turns[request.turn] if request.turn < len(self.turns) else []
        if request.step >= len(steps):
            return ModelResponse(text=NO_CALL_TEXT)
        step = steps[request.step]
        if isinstance(step, ScriptedFailure):
            if step.hang:
                await asyncio.sleep(step.hang)
            raise ModelError(step.kind, step.message or f"scripted {step.kind} failure")
        if isinstance(step, Undecodable):
            return ModelResponse(text=step.text, decode_error=step.error)
        if isinstance(step, Decoded):
            return ModelResponse(text=step.text, decoded=list(step.calls))
        if isinstance(step, str):
            return ModelResponse(text=step)
        return ModelResponse(text="[" + ", ".join(step) + "]", decoded=list(step))


class ScriptedModel:
    """Serves a script; scenarios without a script get no calls at all.

    Args:
        script: Scenario id -> turns -> steps.
        name: The model's name in results.
        whole_entries: Score each script as a whole BFCL entry: one whose number of turns differs
            from the scenario's (generation stopped early) fails with a model error, as in BFCL.
    """

    in_process = True  # answers from memory: no request timeout
    reads_messages = False  # nor reads the conversation: requests come without it

    def __init__(self, script: Script, name: str = "scripted", whole_entries: bool = False) -> None:
        self.script = script
        self.name = name
        self.whole_entries = whole_entries

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The scripted model for one episode."""
        return _ScriptedEpisode(self.script.get(scenario.id, []), len(scenario.turns) if self.whole_entries else None)

    async def close(self) -> None:
        """Nothing to release."""


def coverage_warning(script: Script, scenario_ids: Sequence[str], source: str) -> str | None:
    """A one-line warning when some of the scenarios to run have no script (they would get no call).

    Names how many matched and one id of each side, so a mismatch of id schemes shows at once.
    """
    wanted = list(dict.fromkeys(scenario_ids))
    matched = sum(i in script for i in wanted)
    if matched == len(wanted):
        return None
    missing = next(i for i in wanted if i not in script)
    known = set(wanted)
    example = next((k for k in script if k not in known), next(iter(script), None))
    theirs = f"the file has e.g. {example!r}" if example is not None else "the file holds no ids"
    return (f"{source}: only {matched} of {len(wanted)} scenario(s) have a script; the others get no call "
            f"({theirs}, the suites e.g. {missing!r})")


def _prose(text: str) -> bool:
    """Text with nothing call-like in it: the model answering in words."""
    return not any(mark in text for mark in ("{", "[", "<|"))


def _decoded_step(step: Any, decoder: Decoder, last: bool) -> Step:
    """One raw step as ``decoder`` reads it; ``last``: the final step of its turn."""
    if is_decoded_form(step):
        return list(step)
    if isinstance(step, str) and decoder == "python":
        return step  # parsed by the episode, as prompt-mode output
    try:
        if decoder == "fc":
            if isinstance(step, str):
                raise NotDecodable("an FC step is a list of calls, not text")
            return decode_fc(step)
        if not isinstance(step, str):
            raise NotDecodable(f"a {decoder} step is text, not {type(step).__name__}")
        return Decoded(step, decode_text(step, decoder))
    except (NotDecodable, RecursionError) as err:
        if isinstance(step, str) and last and _prose(step):
            return Decoded(step, [])  # words that end the turn: no call, and no decoding error
        text = step if isinstance(step, str) else json.dumps(step, ensure_ascii=False)
        return Undecodable(text[:2000], f"step not decodable ({decoder}): {err}")


def load_bfcl_results(path: Path, id_map: dict[str, str] | None = None, decoder: Decoder | Literal["auto"] = "auto",
                      ) -> Script:
    """Read a BFCL-style result file into a script (see :func:`read_bfcl_results`)."""
    return read_bfcl_results(path, id_map, decoder)[0]


def read_bfcl_results(path: Path, id_map: dict[str, str] | None = None, decoder: Decoder | Literal["auto"] = "auto",
                      ) -> tuple[Script, Decoder]:
    """Read a BFCL-style result file into a script, and say which decoder read its raw steps.

    Args:
        path: JSONL with ``{"id": ..., "result": [[step, ...], ...]}`` per line.
        id_map: Optional BFCL id -> toolsim scenario id.
        decoder: How raw steps are read (:mod:`sandbox.models.decoders`); ``auto``: the decoder
            under which most of the file's steps decode into calls.

    Raises:
        InputFileError: The file cannot be read, or a line is not JSON or not of that form (file and
            line named).
    """
    entries: list[tuple[str, Any]] = []
    for lineno, item in json_lines(path):
        try:
            result = item["result"]
            if not isinstance(result, (str, list)) or (isinstance(result, list) and not all(
                    isinstance(turn, list) for turn in result)):
                raise ValueError("'result' must be a list of turns, each a list of steps")
            entries.append((str(item["id"]), result))
        except (ValueError, KeyError, TypeError, AttributeError) as err:
            raise ScenarioFileError(f"{path}:{lineno}: not a BFCL result line: {err}") from None
    chosen: Decoder = detect(step for _, result in entries if isinstance(result, list)
                             for turn in result for step in turn) if decoder == "auto" else decoder
    script: Script = {}
    entries.reverse()
    while entries:  # each raw entry is let go once decoded: the file is not held twice
        key, result = entries.pop()
        if isinstance(result, str):  # BFCL records an inference failure as text
            turns: list[list[Step]] = [[ScriptedFailure("bad_response", message=result[:2000])]]
        else:
            turns = [[_decoded_step(step, chosen, i == len(turn) - 1) for i, step in enumerate(turn)] for turn in result]
        script[(id_map or {}).get(key, key)] = turns
    return script, chosen
