"""The step API: one episode as an environment, ``reset()`` then ``step(action)`` until it ends.

Whoever owns generation drives it: toolsim's own runner (which asks a model client for each action), an RL
trainer, an evaluation framework. There is one turn loop, this one. Per turn the user message(s) are added (with
held-out functions announced when they arrive); each action is the model's reply. A reply with calls has them
executed and their results come back as the next observation; a reply without calls (text, ``[]``, or output
that does not parse) ends the turn, which is judged against the gold twin (as in BFCL's multi-turn inference,
bfcl-facts §2), and the next turn's user messages come back instead.

>>> from sandbox.episode.scenario import Scenario
>>> scenario = Scenario(id="demo", domains={"math": {}},
...                     turns=[{"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]}])
>>> env = EpisodeEnv(scenario)
>>> observation, info = env.reset()
>>> [m["role"] for m in observation["messages"]]
['user']
>>> action = {"tool_calls": [{"id": "c1", "function": {"name": "add", "arguments": '{"a": 2, "b": 3}'}}]}
>>> observation, reward, terminated, truncated, info = env.step(action)
>>> observation["messages"][0]["role"], reward, terminated
('tool', 0.0, False)
>>> observation, reward, terminated, truncated, info = env.step({"content": "5."})
>>> reward, terminated, truncated, info["result"].passed
(1.0, True, False, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from sandbox.episode.bounds import MAX_CONVERSATION_CHARS, message_chars
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.checker import TurnVerdict
from sandbox.episode.client import ModelRequest, ModelResponse, RequestKeys, message_hash
from sandbox.episode.config import EpisodeConfig, EpisodeResult, build_toolbox, execute_strings, parse_strings
from sandbox.episode.execution import Toolbox
from sandbox.episode.follow import GoldFollower, OwnTrack
from sandbox.episode.fork import restore
from sandbox.judge.gold import GoldTrack, GoldTurn, cached_gold, domain_names, domains_of, gold_track
from sandbox.judge.metrics import call_metrics
from sandbox.judge.native import TurnRecord, judge
from sandbox.judge.outcome import StepReturn, step_return
from sandbox.judge.reading import ReplyReader
from sandbox.episode.parsing import parse_fc, parse_prompt
from sandbox.episode.prompting import assistant_message, fed_back, more_functions_message
from sandbox.episode.recording import Action, Recorder, as_response, bounded_call, cleaned, recorded_text
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import NO_TOOLS_DIGEST, Surface, kept_overrides, surface
from sandbox.episode.trajectory import (EpisodeEnd, EpisodeStart, Event, ModelErrorEvent, ModelEvent, ParsedEvent,
                                        ResultEvent, ToolsOffered, TruncatedEvent, UserMessageEvent, VerdictEvent)
from sandbox.episode.user import SimulatedUser, asked, episode_user
from sandbox.tools.errors import ParseError

Reward = Literal["turn", "episode"]
Observation = dict[str, Any]


class EpisodeEnv:
    """One episode of a scenario, driven one action at a time.

    Args:
        scenario: The scenario to play.
        suite: The suite name recorded in the result (default: the scenario's category).
        trial: The trial number recorded in the result.
        config: Mode, step limit and doc overrides (the request timeout is the driver's concern).
        reward: ``turn``: each ended turn gives 1.0 if it passed, else 0.0 (in the ``bfcl`` profile an
            empty-gold turn, not judged, gives 0.0); ``episode``: the episode's verdict at its end.
        model: The model name recorded in the trajectory.
        user: Who answers a reply that would end a turn (default: ``config.user``, scripted or
            reactive; a model-backed user is passed here, see sandbox/episode/user.py).
        reader: A model judge of the words of ask and abstain turns (``--judge-model``,
            :mod:`sandbox.judge.reading`); none: the deterministic classifier reads them.

    Observations are dicts with ``messages`` (from :meth:`reset`: the conversation so far; from
    :meth:`step`: the messages to append after the assistant's own) and ``tools`` (the OpenAI tool
    schemas offered now; the same in prompt mode, where the system prompt also lists them). Treat
    both as read-only. ``info`` has ``turn``, ``turn_ended``, ``verdict`` (a
    :class:`TurnVerdict` when a turn ended), ``diff`` and ``error_class`` (of that verdict),
    ``assistant`` (the reply as recorded in the conversation) and, at the end, ``result``.
    """

    def __init__(
        self, scenario: Scenario, *, suite: str = "", trial: int = 0, config: EpisodeConfig | None = None,
        reward: Reward = "turn", model: str = "external", user: SimulatedUser | None = None,
        reader: ReplyReader | None = None,
    ) -> None:
        if reward not in ("turn", "episode") or (config and config.mode not in ("fc", "prompt")):
            raise ValueError(f"reward must be 'turn' or 'episode' (got {reward!r}), mode 'fc' or 'prompt'")
        self.scenario, self.suite, self.trial = scenario, suite or scenario.category, trial
        self.config, self.reward_kind, self.model, self.reader = config or EpisodeConfig(), reward, model, reader
        self.mode, self.user = self.config.mode, user if user is not None else episode_user(self.config.user)
        self.specs = {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()}
        self.names = sorted(self.specs)
        self._started = False
        self.result: EpisodeResult | None = None

    def reset(self, seed: int | None = None) -> tuple[Observation, dict[str, Any]]:
        """Start the episode afresh; the observation holds the conversation so far and the tools.

        ``seed`` is accepted for the Gymnasium convention: an episode is fully determined by its
        scenario (whose seed drives every random value), so it changes nothing.
        """
        self._gold = cached_gold(self.scenario)  # else replayed when first needed (see gold_turn)
        # with the gold at hand, the model's gold calls are served from it (no toolbox); else the model's
        # own turns are the gold's while it makes the gold calls (no replay); see follow.py
        self._follower = GoldFollower(self.scenario, self._gold) if self._gold is not None else None
        self._own = OwnTrack(self.scenario) if self._gold is None else None
        self._toolbox: Toolbox | None = None  # built at the first call: a model that never calls needs none
        self._before: dict[str, Any] | None = {}  # the state before this turn, for abstention (see _begin_turn)
        self.messages: list[dict[str, Any]] = []
        self._keys = RequestKeys(self.mode)  # the request key, kept current as messages are said
        self.events: list[Event] = [EpisodeStart(scenario=self.scenario, suite=self.suite, trial=self.trial,
                                                 model=self.model, mode=self.mode)]
        self.outputs: list[str] = []
        self._earlier: list[CallResult] = []  # the call results of the turns before this one
        self._pending: list[CallResult] = []  # those of the turns since the last one with gold calls
        self._pending_replies: list[str] = []  # and the model's words in them
        self.verdicts: list[TurnVerdict] = []
        self.usage = {"steps": 0, "input_tokens": 0, "output_tokens": 0, "cost": 0.0, "latency": 0.0}
        self.latencies: list[float] = []  # each answer's, for the per-call mean and p95 of a report
        self.stop: str | None = None
        self.model_error: str | None = None
        self.not_offered, self._kept = 0, 0  # calls refused as not offered; conversation characters kept
        self._recorder, self._invalid_text = Recorder(), False  # see sandbox.episode.recording
        self.result, self._started = None, True
        self.offered = self.scenario.offered(0, self.names)
        self._show(self.surface(self.offered))
        if self.mode == "prompt":
            system, digest = self._shown.system_message
            self.messages.append(dict(system))  # a copy: the surface is shared
            self._keys.add(digest)
        self.events.append(ToolsOffered(turn=0, offered=sorted(self.offered)))
        self._begin_turn(0)
        return {"messages": list(self.messages), "tools": list(self.tools)}, {"turn": self.turn}

    def step(self, action: Action) -> StepReturn:
        """Take the model's reply; return ``(observation, reward, terminated, truncated, info)``.

        ``terminated`` is true once the last turn ended; ``truncated`` once the step limit ended
        the episode (or its last turn).

        Raises:
            RuntimeError: The episode was not reset, or is over.
        """
        self._check_running()
        mark, turn = len(self.messages), self.turn
        response, self._invalid_text = cleaned(as_response(action))
        self._record_response(response)
        ended = self._advance(response)
        return step_return(self, mark, turn, ended)

    def fail(self, kind: str, message: str) -> StepReturn:
        """The model could not answer (an endpoint error): the episode stops at this turn."""
        self._check_running()
        mark, turn = len(self.messages), self.turn
        self.events.append(ModelErrorEvent(turn=turn, step=self.step_index, error_kind=kind, message=message[:2000],
                                           request_key=self._key()))
        self.model_error, self.stop = f"{kind}: {message[:500]}", "model_error"
        self._end_turn(False)
        return step_return(self, mark, turn, True, replied=False)

    async def areset(self, seed: int | None = None) -> tuple[Observation, dict[str, Any]]:
        """:meth:`reset` for asyncio rollout loops (a step runs in-process, in milliseconds)."""
        return self.reset(seed)

    async def astep(self, action: Action) -> StepReturn:
        """:meth:`step` for asyncio rollout loops: many episodes interleave at their model calls."""
        return self.step(action)

    @property
    def done(self) -> bool:
        """Whether the episode has ended."""
        return self.result is not None

    def request(self, messages: bool = True) -> ModelRequest:
        """The next request: the conversation (unless ``messages`` is false) and, in FC mode, the tools."""
        request = ModelRequest.model_construct(  # built from checked parts: no validation
            messages=list(self.messages) if messages else [], tools=self.tools if self.mode == "fc" else [],
            mode=self.mode, scenario_id=self.scenario.id, turn=self.turn, step=self.step_index, trial=self.trial)
        request._key = self._key()  # the same with or without the messages (see RequestKeys)
        return request

    def state(self) -> dict[str, Any]:
        """The episode's current projection (the gold's while the model made exactly the gold calls)."""
        if self._toolbox is None and self._gold is not None:
            known = self._gold.initial if self._follower is None else self._follower.state(self.turn)
            if known is not None:
                return known
        return self.toolbox.current_projection()

    def fork(self, turn: int) -> EpisodeEnv:
        """A new env of this episode at the start of ``turn``: its replies before it re-executed (see fork.py)."""
        forked = EpisodeEnv(self.scenario, suite=self.suite, trial=self.trial, config=self.config,
                            reward=self.reward_kind, model=self.model, reader=self.reader)
        return restore(forked, self.events, turn)

    def surface(self, names: frozenset[str] | list[str]) -> Surface:
        """The tools ``names`` as the model sees them (built once per process for each set of tools)."""
        return surface([self.specs[n] for n in names if n in self.specs], kept_overrides(self.scenario.surface, self.config.doc_overrides))

    @property
    def toolbox(self) -> Toolbox:
        """The model's toolbox, built on first use; its initial state is the gold's (same scenario).

        When calls were served from the gold (see follow.py), they run on it first.
        """
        if self._toolbox is None:
            self._toolbox = build_toolbox(self.scenario)
            if self._gold is not None and self._gold.initial is not None:
                self._toolbox.assume_projection(self._gold.initial)
            if self._follower is not None:
                self._follower.replay_into(self._toolbox)
            if self._before is None:  # the turn's state before any call ran in it
                self._before = self._toolbox.current_projection()
        return self._toolbox

    def _check_running(self) -> None:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        if self.result is not None:
            raise RuntimeError("the episode is over; call reset() to play it again")

    def _show(self, shown: Surface) -> None:
        self._shown, self.tools = shown, shown.tool_list  # shared: observations hand out copies

    def _say(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        self._keys.add(message_hash(message))
        self._kept += message_chars(message)

    def _key(self) -> str:
        tools_hash = self._shown.digest if self.mode == "fc" and self.tools else NO_TOOLS_DIGEST
        return self._keys.key(tools_hash)

    def _begin_turn(self, index: int) -> None:
        """Add turn ``index``'s user messages; turns after a stop are recorded as skipped."""
        turns = self.scenario.turns
        while index < len(turns) and self.stop is not None:
            gold = turns[index].ground_truth
            judged = bool(gold) or self.scenario.profile == "native"  # native judges empty-gold turns too
            self.verdicts.append(TurnVerdict(turn=index, gold_empty=not gold, passed=False if judged else None,
                                             skipped=True, error_class=self.stop))
            index += 1
        self.turn = index
        if index == len(turns):
            self._finish()
            return
        added = self.scenario.added_at(index)
        if added:
            self.offered = self.scenario.offered(index, self.names)
            self._show(self.surface(self.offered))
            self.events.append(ToolsOffered(turn=index, offered=sorted(self.offered), added=added))
            note = more_functions_message(self.mode, self.surface(added).schemas)
            self._say({"role": "user", "content": note})
            self.events.append(UserMessageEvent(turn=index, content=note, synthetic=True))
        for message in turns[index].messages:
            self._say({"role": "user", "content": message.content})
            self.events.append(UserMessageEvent(turn=index, content=message.content))
        # only abstention (empty gold) looks at the state before the turn; while no call has run, it
        # is the initial state, taken when the toolbox is built (see toolbox) or at the turn's end
        self._before = {} if turns[index].ground_truth else None if self._toolbox is None else self.state()
        self._results: list[CallResult] = []
        self._replies: list[str] = []  # the model's words in the turn, not texts that were calls (facts are told here)
        self._parse_errors, self._executing, self.step_index = 0, 0, 0

    def _record_response(self, response: ModelResponse) -> None:
        for key, value in (("steps", 1), ("input_tokens", response.input_tokens), ("cost", response.cost),
                           ("output_tokens", response.output_tokens), ("latency", response.latency)):
            self.usage[key] += value
        self.latencies.append(round(response.latency, 4))
        self._replies.append(response.text or "")
        text, tool_calls = recorded_text(response)
        self.events.append(ModelEvent(
            turn=self.turn, step=self.step_index, text=text, tool_calls=tool_calls, decoded=response.decoded,
            decode_error=response.decode_error, input_tokens=response.input_tokens,
            output_tokens=response.output_tokens, cost=response.cost, latency=response.latency, request_key=self._key(),
        ))

    def _advance(self, response: ModelResponse) -> bool:
        """Run one reply; whether it ended the turn."""
        turn, step = self.turn, self.step_index
        if response.decode_error is not None:  # as BFCL: an undecodable step is skipped, the turn reads on
            self._say(assistant_message(response.text, None))
            self.events.append(ParsedEvent(turn=turn, step=step, parse_error=response.decode_error,
                                           parse_error_kind="undecodable"))
            self._parse_errors += 1
            self.step_index += 1
            return False
        try:
            step_results = self._execute(response)
        except ParseError as err:
            self._say(assistant_message(response.text, None))
            self.events.append(ParsedEvent(turn=turn, step=step, parse_error=err.message, parse_error_kind=err.kind))
            self._parse_errors += err.kind != "no_call"
            return False if err.kind == "no_call" and self._answered(response.text) else self._end_turn(False)
        calls = [r.call for r in step_results]
        self._replies[-1] = "" if calls and (response.decoded is not None or self.mode == "prompt") else self._replies[-1]
        self.events.append(ParsedEvent(turn=turn, step=step, calls=[bounded_call(c) for c in calls]))
        if not calls:
            self._say(assistant_message(response.text, None))
            return False if self._answered(response.text) else self._end_turn(False)
        for result in step_results:
            self.events.append(ResultEvent(turn=turn, step=step, result=self._recorder.result(result)))
            self.not_offered += "not_offered" in result.flags
        self.outputs += [r.output for r in step_results]
        self._results += step_results
        for message in fed_back(self.mode, response.text, calls, step_results, turn, step):
            self._say(message)
        self._executing += 1
        self.step_index += 1
        overflow = self._kept > MAX_CONVERSATION_CHARS  # no model reads that much: the episode ends here
        if self._executing <= self.config.max_steps and not overflow:
            return False
        ends = self.scenario.profile == "bfcl" or overflow
        self.events.append(TruncatedEvent(turn=turn, steps=self._executing, ends_episode=ends,
                                          reason="conversation" if overflow else "steps"))
        self.stop = "truncated" if ends else self.stop
        return self._end_turn(True)

    def _answered(self, text: str | None) -> bool:
        """Whether the simulated user answered a reply that would end the turn (the turn then goes on)."""
        said = self.user.reply(question) if (question := asked(self, text)) is not None else None
        if said is None:
            return False
        self._say({"role": "user", "content": said})
        self.events.append(UserMessageEvent(turn=self.turn, content=said, step=self.step_index, user=self.user.name))
        self.step_index += 1
        return True

    def _execute(self, response: ModelResponse) -> list[CallResult]:
        """Parse a response and run its calls (decoded call strings are parsed one by one)."""
        if self._invalid_text:
            raise ParseError("bad_text", "the output is not valid Unicode (it holds a lone surrogate)")
        items: Sequence[ToolCall | CallResult] = parse_strings(response.decoded, self.scenario.profile) \
            if response.decoded is not None else \
            parse_fc(response.tool_calls) if self.mode == "fc" else parse_prompt(response.text or "")
        return [self._run(item) for item in items]

    def _run(self, item: ToolCall | CallResult) -> CallResult:
        """Run a call (served from the gold while the model follows it); a string that did not parse ran nothing."""
        if isinstance(item, CallResult):
            return item
        if self._toolbox is None and self._follower is not None:
            served = self._follower.serve(self.turn, item, self.offered)
            if served is not None:
                return served
        return self.toolbox.execute(item, self.offered)

    def _end_turn(self, truncated: bool) -> bool:
        index = self.turn
        gold = self._gold_turn(index, self._results)
        before = self._before if self._before is not None else self.state()  # no call ran: the state is unchanged
        record = TurnRecord(self._results, self.outputs, self._replies, self.offered, self._parse_errors, self._earlier,
                            self._pending, self._pending_replies)
        verdict = judge(self.scenario, index, gold, self.state(), before, record, truncated=truncated, stop=self.stop,
                        reader=self.reader)
        self._earlier = [*self._earlier, *self._results]  # a new list: the record keeps the one it was given
        carried = not self.scenario.turns[index].ground_truth
        self._pending = [*self._pending, *self._results] if carried else []
        self._pending_replies = [*self._pending_replies, *self._replies] if carried else []
        self.verdicts.append(verdict)
        self.events.append(VerdictEvent(turn=index, verdict=verdict.model_dump(mode="json")))
        if self._follower is not None:
            self._follower.end_turn(index)
        self._begin_turn(index + 1)
        return True

    def _gold_turn(self, index: int, results: list[CallResult]) -> GoldTurn:
        if self._gold is None and self._own is not None:
            own = self._own.turn(index, results, self.offered, self.state)
            if own is not None:
                return own
        return self._gold_track().turns[index]

    def _gold_track(self) -> GoldTrack:
        if self._gold is None:
            self._gold = gold_track(self.scenario, execute_strings)
        return self._gold

    def _finish(self) -> None:
        if self._own is not None and self._gold is None:  # the model's episode was the twin: the next need not replay
            self._own.publish()
        checked = [v for v in self.verdicts if v.passed is not None]  # bfcl: the turns with gold calls
        failed = [v for v in self.verdicts if v.passed is False]
        passed = not failed and self.stop is None
        first = failed[0] if failed else None
        error_class = first.error_class if first else self.stop
        self.events.append(EpisodeEnd(turn=len(self.verdicts), passed=passed, error_class=error_class))
        self.result = EpisodeResult(
            scenario_id=self.scenario.id, suite=self.suite, category=self.scenario.category, trial=self.trial,
            passed=passed, error_class=error_class, error_turn=first.turn if first else None,
            turn_accuracy=sum(bool(v.passed) for v in checked) / len(checked) if checked else float(passed),
            turns=self.verdicts, steps=int(self.usage["steps"]), input_tokens=int(self.usage["input_tokens"]),
            output_tokens=int(self.usage["output_tokens"]), cost=float(self.usage["cost"]),
            latency=float(self.usage["latency"]), latencies=self.latencies, not_offered_calls=self.not_offered,
            model_error=self.model_error,
            metrics=call_metrics(self.scenario, self.events, self.specs), domains=domain_names(self.scenario.domains),
        )
