"""Run one episode: drive a model turn by turn, execute its calls, judge every turn against gold.

The loop follows BFCL's multi-turn inference (bfcl-facts §2): per turn the user message(s) are
added, then the model is queried step by step; each step's calls are executed in order and their
results fed back; a response without calls (text, ``[]``, or output that does not parse) ends the
turn. After each turn the gold calls run on a twin episode and the turn is judged.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from sandbox.episode.bounds import (
    MAX_CALL_CHARS, MAX_EPISODE_CHARS, MAX_RESPONSE_CHARS, clean_unicode, clip, clip_strings,
)
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.checker import TurnVerdict, judge_turn
from sandbox.episode.client import (
    EpisodeModel, ModelClient, ModelError, ModelRequest, ModelResponse, Mode, message_hash, request_key,
)
from sandbox.episode.execution import Toolbox, unparsed_result
from sandbox.episode.gold import GoldTrack, GoldTurn, cached_gold, domains_of, gold_track
from sandbox.episode.parsing import parse_fc, parse_prompt
from sandbox.episode.prompting import assistant_message, more_functions_message, results_message, tool_messages
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import NO_TOOLS_DIGEST, Surface, surface
from sandbox.episode.trajectory import (
    EpisodeEnd, EpisodeStart, Event, ModelErrorEvent, ModelEvent, ParsedEvent, ResultEvent, ToolsOffered,
    TruncatedEvent, UserMessageEvent, VerdictEvent,
)
from sandbox.tools.errors import ParseError
from sandbox.tools.registry import DOMAINS, Registry


class EpisodeConfig(BaseModel):
    """How episodes are run.

    Args:
        mode: ``fc`` (provider tool calls) or ``prompt`` (calls written as text).
        max_steps: The per-turn step limit. As in BFCL, the limit fires when more than this many
            executing steps happened in one turn. In the ``bfcl`` profile it ends the episode; in
            ``native`` it truncates the turn and the episode goes on.
        request_timeout: Seconds one model request may take before it counts as a model error.
        doc_overrides: Tool name -> the schema to show instead of toolsim's (``--docs bfcl``).
    """

    model_config = ConfigDict(extra="forbid")

    mode: Mode = "fc"
    max_steps: int = Field(default=20, ge=1)
    request_timeout: float = Field(default=120.0, gt=0)
    doc_overrides: dict[str, dict[str, Any]] = Field(default_factory=dict)


class EpisodeResult(BaseModel):
    """One line of ``results.jsonl``: the outcome of one episode (schema documented in docs/results.md)."""

    model_config = ConfigDict(extra="forbid")

    scenario_id: str
    suite: str
    category: str
    trial: int
    passed: bool
    error_class: str | None = None
    error_turn: int | None = None
    turn_accuracy: float
    turns: list[TurnVerdict]
    steps: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0
    latency: float = 0.0
    not_offered_calls: int = 0
    model_error: str | None = None
    trajectory: str = ""
    status: Literal["finished", "errored"] = "finished"


def build_toolbox(scenario: Scenario, registry: Registry = DOMAINS) -> Toolbox:
    """A fresh episode toolbox for a scenario (domains looked up by name or alias)."""
    return Toolbox(domains_of(scenario, registry), scenario.context())


def execute_strings(toolbox: Toolbox, texts: list[str], offered: frozenset[str] | None) -> list[CallResult]:
    """Parse and run call strings one by one; a string that does not parse gets an error result of its own."""
    results: list[CallResult] = []
    for text in texts:
        try:
            calls = parse_prompt(text)
        except ParseError as err:
            results.append(unparsed_result(text, err.message, toolbox.profile))
            continue
        if not calls:
            results.append(unparsed_result(text, "no call in the string", toolbox.profile))
        results += [toolbox.execute(call, offered) for call in calls]
    return results


def _parse(response: ModelResponse, mode: Mode) -> list[ToolCall]:
    if mode == "fc":
        return parse_fc(response.tool_calls)
    return parse_prompt(response.text or "")


class _Episode:
    """The state of one running episode (kept out of the public API)."""

    def __init__(self, scenario: Scenario, suite: str, client: ModelClient, trial: int, config: EpisodeConfig) -> None:
        self.scenario, self.suite, self.trial, self.config = scenario, suite, trial, config
        self.client_name = client.name
        self.model: EpisodeModel = client.episode(scenario, trial)
        self._gold = cached_gold(scenario)  # else replayed when first needed (see gold_turn)
        self._follows_gold = True  # every turn so far made exactly the gold calls
        self.specs = {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()}
        self.names = sorted(self.specs)
        self._toolbox: Toolbox | None = None  # built at the first call: a model that never calls needs none
        self.messages: list[dict[str, Any]] = []
        self.hashes: list[str] = []
        self.tools_hash = ""
        self.events: list[Event] = [
            EpisodeStart(scenario=scenario, suite=suite, trial=trial, model=client.name, mode=config.mode)
        ]
        self.outputs: list[str] = []
        self.verdicts: list[TurnVerdict] = []
        self.usage = {"steps": 0, "input_tokens": 0, "output_tokens": 0, "cost": 0.0, "latency": 0.0}
        self.stop: str | None = None
        self.model_error: str | None = None
        self.not_offered = 0
        self.recorded_chars = 0  # result strings and call arguments recorded so far (see bounds)
        self.invalid_text = False  # the last response held lone surrogates (cleaned; a parse error)

    @property
    def toolbox(self) -> Toolbox:
        """The model's toolbox, built on first use; its initial state is the gold's (same scenario)."""
        if self._toolbox is None:
            self._toolbox = build_toolbox(self.scenario)
            if self._gold is not None:
                self._toolbox.assume_projection(self._gold.initial)
        return self._toolbox

    def state(self) -> dict[str, Any]:
        """The model episode's current projection (the gold's initial one until a call ran)."""
        if self._toolbox is None and self._gold is not None:
            return self._gold.initial
        return self.toolbox.current_projection()

    def gold(self) -> GoldTrack:
        """The scenario's gold track (replayed once per process, see :mod:`sandbox.episode.gold`)."""
        if self._gold is None:
            self._gold = gold_track(self.scenario, execute_strings)
        return self._gold

    def gold_turn(self, index: int, results: list[CallResult], offered: frozenset[str]) -> GoldTurn:
        """The gold outcome of a turn.

        While the model has made exactly the gold calls, turn after turn, its own episode *is* the
        gold twin (same initial state, same calls, everything seeded): its outputs and state are
        the gold's, and the twin need not be replayed. From the first difference on, the gold
        track is used.
        """
        if self._gold is None and self._follows_gold:
            gold_calls = self._gold_calls(index)
            made = [(r.call.name, r.call.arguments, r.call.args) for r in results]
            runs_alike = self.scenario.profile == "bfcl" or all(r.call.name in offered for r in results)
            if gold_calls is not None and made == gold_calls and runs_alike:
                return GoldTurn(outputs=tuple(r.output for r in results), state=self.state())
        self._follows_gold = False
        return self.gold().turns[index]

    def _gold_calls(self, index: int) -> list[tuple[str, dict[str, Any], list[Any]]] | None:
        try:
            return [(c.name, c.arguments, c.args) for c in self.scenario.turns[index].calls()]
        except ParseError:  # imported gold that does not parse: only the twin knows what it does
            return None

    def say(self, message: dict[str, Any]) -> None:
        """Append a message to the conversation (hashing it once, for request keys)."""
        self.messages.append(message)
        self.hashes.append(message_hash(message))

    def surface(self, names: frozenset[str] | list[str]) -> Surface:
        """The tools ``names`` as the model sees them (built once per process for each set of tools)."""
        return surface([self.specs[n] for n in names if n in self.specs], self.config.doc_overrides)

    async def query(self, turn: int, step: int, tools: list[dict[str, Any]]) -> ModelResponse | None:
        request = ModelRequest(
            messages=self.messages, tools=tools if self.config.mode == "fc" else [], mode=self.config.mode,
            scenario_id=self.scenario.id, turn=turn, step=step, trial=self.trial,
        )
        key = request_key(request.mode, self.tools_hash if request.tools else NO_TOOLS_DIGEST, self.hashes)
        try:
            response = await asyncio.wait_for(self.model.complete(request), self.config.request_timeout)
        except ModelError as err:
            if err.fatal:  # every episode would fail alike: the runner stops the run
                raise
            kind, message = err.kind, err.message
        except asyncio.TimeoutError:
            kind, message = "timeout", f"no answer within {self.config.request_timeout:g} s"
        except Exception as exc:  # a misbehaving client must not take the run down
            kind, message = "unknown", f"{type(exc).__name__}: {exc}"
        else:
            response = self._cleaned(response)
            self.usage["steps"] += 1
            self.usage["input_tokens"] += response.input_tokens
            self.usage["output_tokens"] += response.output_tokens
            self.usage["cost"] += response.cost
            self.usage["latency"] += response.latency
            text = clip(response.text, MAX_RESPONSE_CHARS) if response.text else response.text
            tool_calls, _ = clip_strings(response.tool_calls, MAX_RESPONSE_CHARS)
            self.events.append(
                ModelEvent(
                    turn=turn, step=step, text=text, tool_calls=tool_calls, decoded=response.decoded,
                    decode_error=response.decode_error, input_tokens=response.input_tokens,
                    output_tokens=response.output_tokens, cost=response.cost, latency=response.latency,
                    request_key=key,
                )
            )
            return response
        self.events.append(ModelErrorEvent(turn=turn, step=step, error_kind=kind, message=message[:2000], request_key=key))
        self.model_error = f"{kind}: {message[:500]}"
        self.stop = "model_error"
        return None

    def _cleaned(self, response: ModelResponse) -> ModelResponse:
        """The response with lone surrogates replaced (they cannot be recorded); such a step is a parse error."""
        fields = {"text": response.text, "tool_calls": response.tool_calls, "decoded": response.decoded}
        cleaned, self.invalid_text = clean_unicode(fields)
        return response.model_copy(update=cleaned) if self.invalid_text else response

    def feed_back(self, response: ModelResponse, calls: list[ToolCall], results: list[CallResult], turn: int, step: int) -> None:
        if self.config.mode == "fc":
            ids = [c.id or f"call_{turn}_{step}_{i}" for i, c in enumerate(calls)]
            tool_calls = [
                {"id": i, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                for i, c in zip(ids, calls)
            ]
            self.say(assistant_message(response.text, tool_calls))
            for message in tool_messages(results, ids):
                self.say(message)
        else:
            self.say(assistant_message(response.text, None))
            self.say({"role": "user", "content": results_message(results)})

    async def run_turn(self, turn: int, offered: frozenset[str], tools: list[dict[str, Any]]) -> tuple[list[CallResult], int, bool]:
        results: list[CallResult] = []
        parse_errors, executing_steps, step = 0, 0, 0
        while True:
            response = await self.query(turn, step, tools)
            if response is None:
                return results, parse_errors, False
            if response.decode_error is not None:  # as BFCL: an undecodable step is skipped, the turn reads on
                self.say(assistant_message(response.text, None))
                self.events.append(ParsedEvent(turn=turn, step=step, parse_error=response.decode_error,
                                               parse_error_kind="undecodable"))
                parse_errors += 1
                step += 1
                continue
            try:
                step_results = self._execute(response, offered)
            except ParseError as err:
                self.say(assistant_message(response.text, None))
                self.events.append(ParsedEvent(turn=turn, step=step, parse_error=err.message, parse_error_kind=err.kind))
                parse_errors += err.kind != "no_call"
                return results, parse_errors, False
            calls = [r.call for r in step_results]
            self.events.append(ParsedEvent(turn=turn, step=step, calls=[self._bounded(c) for c in calls]))
            if not calls:
                self.say(assistant_message(response.text, None))
                return results, parse_errors, False
            results += self._record(step_results, turn, step)
            self.feed_back(response, calls, step_results, turn, step)
            executing_steps += 1
            step += 1
            if self._over_limit(turn, executing_steps):
                return results, parse_errors, True

    def _execute(self, response: ModelResponse, offered: frozenset[str]) -> list[CallResult]:
        """Parse a response and run its calls (decoded call strings are parsed one by one)."""
        if self.invalid_text:
            raise ParseError("bad_text", "the output is not valid Unicode (it holds a lone surrogate)")
        if response.decoded is not None:
            return execute_strings(self.toolbox, response.decoded, offered)
        return [self.toolbox.execute(call, offered) for call in _parse(response, self.config.mode)]

    def _bounded(self, call: ToolCall) -> ToolCall:
        """A call as recorded: string arguments cut to :data:`MAX_CALL_CHARS`."""
        (arguments, args), cut = clip_strings([call.arguments, call.args], MAX_CALL_CHARS)
        return call.model_copy(update={"arguments": arguments, "args": args}) if cut else call

    def _as_recorded(self, result: CallResult) -> CallResult:
        """A result as recorded: its call bounded, and only a mark once the episode's record is full."""
        call = self._bounded(result.call)
        flags = result.flags + ["arguments_cut"] if call is not result.call else result.flags
        self.recorded_chars += len(result.output) + len(str(call))
        output = result.output if self.recorded_chars <= MAX_EPISODE_CHARS else clip(result.output, 0)
        if call is result.call and output is result.output:
            return result
        return result.model_copy(update={"call": call, "output": output, "flags": flags})

    def _record(self, step_results: list[CallResult], turn: int, step: int) -> list[CallResult]:
        for result in step_results:
            self.events.append(ResultEvent(turn=turn, step=step, result=self._as_recorded(result)))
            self.not_offered += "not_offered" in result.flags
        self.outputs += [r.output for r in step_results]
        return step_results

    def _over_limit(self, turn: int, executing_steps: int) -> bool:
        if executing_steps <= self.config.max_steps:
            return False
        ends = self.scenario.profile == "bfcl"
        self.events.append(TruncatedEvent(turn=turn, steps=executing_steps, ends_episode=ends))
        if ends:
            self.stop = "truncated"
        return True

    async def run(self) -> tuple[EpisodeResult, list[Event]]:
        offered = self.scenario.offered(0, self.names)
        shown = self.surface(offered)
        tools, self.tools_hash = list(shown.schemas), shown.digest
        if self.config.mode == "prompt":
            system, digest = shown.system_message
            self.messages.append(dict(system))  # a copy: the surface is shared
            self.hashes.append(digest)
        self.events.append(ToolsOffered(turn=0, offered=sorted(offered)))
        for index, turn in enumerate(self.scenario.turns):
            if self.stop is not None:
                self.verdicts.append(
                    TurnVerdict(turn=index, gold_empty=not turn.ground_truth, passed=False if turn.ground_truth else None,
                                skipped=True, error_class=self.stop)
                )
                continue
            added = self.scenario.added_at(index)
            if added:
                offered = self.scenario.offered(index, self.names)
                shown = self.surface(offered)
                tools, self.tools_hash = list(shown.schemas), shown.digest
                self.events.append(ToolsOffered(turn=index, offered=sorted(offered), added=added))
                note = more_functions_message(self.config.mode, self.surface(added).schemas)
                self.say({"role": "user", "content": note})
                self.events.append(UserMessageEvent(turn=index, content=note, synthetic=True))
            for message in turn.messages:
                self.say({"role": "user", "content": message.content})
                self.events.append(UserMessageEvent(turn=index, content=message.content))
            before = self.state() if not turn.ground_truth else {}  # only abstention (empty gold) looks at it
            results, parse_errors, truncated = await self.run_turn(index, offered, tools)
            gold = self.gold_turn(index, results, offered)
            verdict = judge_turn(
                index, len(turn.ground_truth), gold.outputs, gold.state, self.state(), before, results, self.outputs,
                parse_errors,
            )
            verdict.truncated = truncated
            if self.stop is not None and verdict.passed is not True and not verdict.gold_empty:
                verdict.passed, verdict.error_class = False, self.stop
            elif truncated and verdict.passed is False:
                verdict.error_class = "truncated"
            self.verdicts.append(verdict)
            self.events.append(VerdictEvent(turn=index, verdict=verdict.model_dump(mode="json")))
        return self.finish()

    def finish(self) -> tuple[EpisodeResult, list[Event]]:
        checked = [v for v in self.verdicts if not v.gold_empty]
        failed = [v for v in self.verdicts if v.passed is False]
        passed = not failed and self.stop is None
        first = failed[0] if failed else None
        error_class = first.error_class if first else self.stop
        self.events.append(EpisodeEnd(turn=len(self.verdicts), passed=passed, error_class=error_class))
        result = EpisodeResult(
            scenario_id=self.scenario.id, suite=self.suite, category=self.scenario.category, trial=self.trial,
            passed=passed, error_class=error_class, error_turn=first.turn if first else None,
            turn_accuracy=sum(bool(v.passed) for v in checked) / len(checked) if checked else float(passed),
            turns=self.verdicts, steps=int(self.usage["steps"]), input_tokens=int(self.usage["input_tokens"]),
            output_tokens=int(self.usage["output_tokens"]), cost=float(self.usage["cost"]),
            latency=float(self.usage["latency"]), not_offered_calls=self.not_offered, model_error=self.model_error,
        )
        return result, self.events


async def run_episode(
    scenario: Scenario, client: ModelClient, *, suite: str = "", trial: int = 0, config: EpisodeConfig | None = None
) -> tuple[EpisodeResult, list[Event]]:
    """Run one episode of ``scenario`` with ``client`` and return its result and trajectory events."""
    episode = _Episode(scenario, suite or scenario.category, client, trial, config or EpisodeConfig())
    return await episode.run()
