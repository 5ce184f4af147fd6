"""One generated scenario's story: the calls, run on the generated state as they are chosen.

A story is built turn by turn. For a turn, a tool of the turn's domain is drawn (tools that take a
value an earlier result produced are drawn more often: the graph's value-flow edges), then one of
its phrasings in the scenario's language. The phrasing decides what the user states (its
placeholders, filled with values the user can know, :mod:`scenarios.generate.pools`) and what the
words imply (its fixed arguments); every other required argument must flow from an earlier result.
A placeholder naming a parameter of *another* tool (a lookup slot: ``{user}`` of the tool that finds
a user's id) puts that lookup call first, and its result feeds the step.

Each call runs on the live state at once; a call that fails is retried with other values, then after
an *enabler* the user asks for first (log in, go into the folder), else the draw is dropped. Pairs
that defeat each other are refused: a change undone by the next one, a repeated call, a value the user
logged in with (an enabler's, or that of a tool whose name says it logs in) used in a later change
(messaging or following oneself).
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from graph.kinds import feeds
from sandbox.episode.calls import ToolCall
from sandbox.episode.memo import ByIdentity
from sandbox.episode.execution import Snapshot, Toolbox
from sandbox.tools.domain import Domain
from sandbox.tools.phrasing import Phrasing, lookup_sources
from sandbox.tools.spec import ToolSpec
from scenarios.generate import idle, keys, sense, sequel
from scenarios.generate.persona import Person, names_other
from scenarios.generate.pools import NAMED_TEXTS, WRITTEN, Pools, Produced, credential_pairs, pair_texts, produced_by
from scenarios.generate.sense import leaves
from scenarios.validate import informative
from scenarios.generate.sense import signs_in as _signs_in

#: Argument sets tried for one step before it is given up.
TRIES = 6
#: Changes tried (each on a copy of the state) for one scenario before every further one is refused.
BUDGET = 80
#: Mutating tools tried as the enabler of a step that fails, and argument sets tried for each.
ENABLERS, ENABLER_TRIES = 4, 2


@dataclass
class Broken(Exception):
    """The story cannot go on (a failed call changed the state, a change undid the last one); the draw is dropped."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Step:
    """One gold call, why it is there, and what the user says for it.

    Args:
        spec: The tool called.
        call: The call, with every argument named.
        output: Its result string on the generated state.
        phrasing: The request that asks for it; ``None`` for a lookup the model must make on its own.
        stated: The values of the phrasing's placeholders.
        enabler: Asked for so that the next call can run (log in, open the folder).
        turn: The user turn it belongs to.
    """

    spec: ToolSpec
    call: ToolCall
    output: str
    phrasing: Phrasing | None
    stated: dict[str, Any]
    enabler: bool
    turn: int
    before: Any = field(default=None, repr=False)
    added: frozenset[str] = field(default=frozenset(), repr=False)
    set_to: frozenset[tuple[str, str]] = field(default=frozenset(), repr=False)


@dataclass
class Story:
    """The live state of one scenario under construction and the steps taken so far."""

    domains: Mapping[str, Domain]
    box: Toolbox
    language: str
    rng: random.Random
    steps: list[Step] = field(default_factory=list)
    produced: list[Produced] = field(default_factory=list)
    configs: Mapping[str, Any] = field(default_factory=dict)
    person: Person = (None, None)

    def __post_init__(self) -> None:
        self.pools = Pools(self.box, self.rng, self.language)
        self.pools.person = self.person
        self.spent = 0
        self.own = {d: sense.identity(c) for d, c in self.configs.items()}
        self.swapped: list[tuple[Toolbox, Toolbox]] = []  # (a toolbox a refused change ran on, its clean copy)
        self.paths = ByIdentity(sense.key_paths, capacity=64)  # (per projection object: one is never changed)

    # -- choosing ------------------------------------------------------------------------------

    def phrasings(self, domain: str, tool: str) -> list[Phrasing]:
        """The tool's phrasings in the story's language."""
        return [p for p in self.domains[domain].phrasings.get(tool, ()) if p.language == self.language]

    def draw_tool(self, domain: str, used: set[str]) -> ToolSpec | None:
        """A tool of ``domain`` with phrasings, favouring those an earlier result can feed."""
        specs = [s for name, s in sorted(self.domains[domain].tools.items())
                 if self.phrasings(domain, name) and name not in used]
        if not specs:
            return None
        kinds = {p.kind for p in self.produced}
        weights = [4.0 if any(p.kind and any(feeds(k, p.kind) for k in kinds) for p in s.params) else 1.0
                   for s in specs]
        return self.rng.choices(specs, weights=weights)[0]

    def _slot_options(self, spec: ToolSpec, slots: Sequence[str], tries: int = TRIES, turn: int = 0) -> list[dict[str, Any]]:
        """Candidate value sets for a phrasing's own placeholders (an app's key only once an earlier turn showed it)."""
        own = [p for p in spec.params if p.name in slots]  # (in the signature's order: a name before its secret)
        state, seen = self.box.current_projection().get(spec.domain, {}), [s.output for s in self.steps if s.turn < turn]
        mine, fresh, stated = self.own_identity(spec.domain), sequel.fresh(self.steps, turn), self.pools.stated
        options = {p.name: keys.sayable(p, keys.with_shown(p, stated(spec, p), self.produced), state, seen, fresh, mine) for p in own}
        drawn: list[dict[str, Any]] = [{name: values[0] if values else None for name, values in options.items()}]
        for _ in range(tries - 1):
            drawn.append({name: self.rng.choice(values) if values else None for name, values in options.items()})
        texts = [p for p in own if p.annotation is str and p.kind not in WRITTEN]
        paired: list[dict[str, Any]] = []
        if len(texts) == 2 and drawn:  # an account's name and secret go together
            for name, secret in credential_pairs(self.configs.get(spec.domain, {})):
                paired.append({**drawn[0], texts[0].name: name, texts[1].name: secret})
        return [pair_texts(s) for s in paired + drawn if None not in s.values()]

    # -- running -------------------------------------------------------------------------------

    def _snapshot(self, domain: str) -> Snapshot:
        """The live toolbox as it is, to go back to while only ``domain``'s tools run (its instance kept).

        The copy is made (:meth:`~sandbox.episode.execution.Snapshot.fork`) only when the story goes back.
        """
        return self.box.snapshot(list(self.domains[domain].tools))

    def _refused(self, call: ToolCall, spec: ToolSpec, phrasing: Phrasing | None = None) -> bool:
        """Whether a call is refused before it runs (see :mod:`scenarios.generate.sense`).

        A repeat; a log-in as another account than the user's own in the app, or a second one (or
        one after a change made as whoever was logged in) unless the story logged out since; a
        change aimed at the user's own identity (messaging, mentioning or following oneself) or at
        a closed record; a record of the wrong owner; a request that names the user's own handle
        as someone's (their own stats by handle); a search for what the user just wrote; a new text
        the user wrote before, or one copying a record the app holds (another user's ticket's).
        """
        state = self.box.current_projection().get(spec.domain, {})
        if any(s.call.name == call.name and s.call == call for s in self.steps) or sequel.out_of_place(spec, call.arguments, self.steps, state) or \
                sequel.makes_again(spec, call.arguments, self.steps, state) or sequel.unrelated(spec, call.arguments, state):
            return True  # (a repeat; a step after a log-out; a record made again; a comparison of unrelated files)
        own = self.own_identity(spec.domain)
        if _signs_in(spec.name):  # one person per story: no log-in as someone else, nor as another account of the app's
            named = sense.flat(call.arguments.values())
            return names_other(named, self.configs.get(spec.domain, {}), self.person) or sequel.wrong_login(spec, named, self.steps, own)
        if spec.mutates and (sense.flat(call.arguments.values()) & own or sense.closed_target(spec, call.arguments, state)):
            return True
        if sense.wrong_owner(spec, phrasing, call.arguments, state, own):
            return True
        if phrasing is not None and own & sense.flat(v for k, v in call.arguments.items()  # (not "how active is l.lopez?")
                                                     if k in phrasing.slots() and _param_kind(spec, k) == "username"):
            return True  # one's own handle is not said as someone else's
        written = [str(v) for s in self.steps if s.spec.mutates for k, v in s.stated.items() if isinstance(v, str) and _writes(s.spec, k)]
        if spec.mutates:  # a new text is new: not one the user wrote before in the story, nor a copy of a record's
            mine = [v for k, v in call.arguments.items() if isinstance(v, str) and _writes(spec, k)]
            return any(isinstance(v, str) and v in written for v in call.arguments.values()) or sense.copies_record(mine, state)
        return sense.searches_own_text(spec, call.arguments, written)

    def own_identity(self, domain: str) -> set[str]:
        """The user's identity in ``domain``: what they logged in with, else the configuration's account."""
        logged = {v for s in self.steps if s.spec.domain == domain and _signs_in(s.spec.name)
                  for v in sense.flat(s.call.arguments.values())}
        return logged or self.own.get(domain, set())

    @staticmethod
    def _touches(call: ToolCall, change: Step) -> bool:
        """Whether ``call`` names a value the change passed or returned (it might undo it)."""
        if not call.arguments or not change.call.arguments:  # a switch (log out, release the brake) may flip back
            return True
        return bool(sense.flat(call.arguments.values()) & _named(change))

    def _run(self, spec: ToolSpec, arguments: dict[str, Any], phrasing: Phrasing | None = None,
             ) -> tuple[ToolCall, str, Any, Any] | None:
        """Run a call on the live state; the call, output and states before and after if it made sense.

        A call that fails must leave the state as it was (else :class:`Broken`); a change that
        changes nothing is refused, one that undoes, destroys or ends (closes, resolves) what an
        earlier change made is undone (or breaks the story when it cannot be); a read that only gives the user's own
        input back is refused.
        """
        call = ToolCall(name=spec.name, arguments=arguments)
        if self._refused(call, spec, phrasing):
            return None
        changes = [s for s in self.steps if s.spec.mutates]
        touched = spec.mutates and (bool(phrasing and phrasing.means) or any(
            self._touches(call, c) or (c.added and c.spec.domain == spec.domain) for c in changes))
        backup = self._snapshot(spec.domain) if touched else None
        before = self.box.current_projection()  # (a domain is projected again only after a change ran on it)
        result = self.box.execute(call)
        after = self.box.current_projection() if spec.mutates else before
        if result.status != "ok":
            if after != before:
                raise Broken("failed_change")
            return None
        mine, then = before.get(spec.domain, {}), after.get(spec.domain, {})
        if not spec.mutates:
            return (call, result.output, before, after) if informative(result.output) and not self._echoes(
                call, result.output) and not idle.gives_back(spec, arguments, result.output) and not idle.reads_empty_made(
                arguments, then, (p for c in changes for p in c.added)) and not idle.shows_as_is(spec, arguments, result.output, then) \
                and not idle.tells_own(arguments, result.output, self.own_identity(spec.domain)) else None
        if after == before:
            return None
        same = [c for c in changes if c.spec.domain == spec.domain]
        reset = idle.set_fields(mine, then, arguments)  # (a setting the story set before, set again: the first did nothing)
        if self._defeats(spec, changes, mine, then, call) or any(after == c.before for c in changes) or not sense.names_fit(
                phrasing, arguments, mine, then) or idle.against_words(phrasing, arguments, mine, then) or idle.overrides(mine, reset, (f for c in same for f in c.set_to)) or \
                idle.ends_made(mine, then, (p for c in same for p in c.added)) or idle.undoes(
                mine, then, [(s.spec.mutates, s.before.get(spec.domain, {})) for s in self.steps if s.spec.domain == spec.domain]):
            if backup is None:
                raise Broken("self_defeating")
            clean = backup.fork()
            self.swapped.append((self.box, clean))
            self.box = self.pools.box = clean  # undo, and try something else
            return None
        self.pools.forget()
        return call, result.output, before, after

    def _defeats(self, spec: ToolSpec, changes: Sequence[Step], before: Any, after: Any, call: ToolCall) -> bool:
        """Whether a change removes what an earlier change of its app made, or removes what an earlier addition named."""
        same = [c for c in changes if c.spec.domain == spec.domain]
        now = self.paths(after)
        if any(c.added - now for c in same):
            return True
        if len(now) >= len(self.paths(before)):
            return False
        named = sense.flat(call.arguments.values())
        return any(c.added and named & sense.flat(c.call.arguments.values()) for c in same if not _signs_in(c.spec.name))

    def _echoes(self, call: ToolCall, output: str) -> bool:
        """Whether a read fed an earlier result's number gives back a number the user stated (a round trip)."""
        earlier = sense.numbers(v for s in self.steps for v in leaves(s.output))
        stated = sense.numbers(v for s in self.steps for v in s.stated.values())
        return bool(stated) and sense.round_trip(call.arguments, sense.numbers(leaves(output)), earlier, stated)

    def _commit(self, spec: ToolSpec, ran: tuple[ToolCall, str, Any, Any], phrasing: Phrasing | None,
                stated: dict[str, Any], enabler: bool, turn: int) -> Step:
        call, output, before, after = ran
        added: frozenset[str] = frozenset()
        set_to: frozenset[tuple[str, str]] = frozenset()
        if spec.mutates:
            mine, then = before.get(spec.domain, {}), after.get(spec.domain, {})
            added = frozenset(self.paths(then) - self.paths(mine))
            set_to = idle.set_fields(mine, then, call.arguments)
        step = Step(spec, call, output, phrasing, stated, enabler, turn, before, added, set_to)
        self.steps.append(step)
        self.produced += produced_by(spec, output, len(self.steps) - 1)
        return step

    def try_phrasing(self, spec: ToolSpec, phrasing: Phrasing, turn: int, *, enabler: bool = False,
                     tries: int = TRIES) -> list[Step] | None:
        """Take one step asked for with ``phrasing`` (and its lookup first); the new steps, or ``None``.

        On ``None`` the story is as it was.
        """
        params = {p.name: p for p in spec.params}
        slots = sorted(phrasing.slots())
        fixed = phrasing.fixed_args()
        own = [p.name for p in spec.params if p.name in slots]  # in the signature's order (name before secret)
        missing = [p for p in spec.params if p.required and p.name not in own and p.name not in fixed]
        lookups = [s for s in slots if s not in params]
        if len(lookups) > 1:
            return None
        saved = (self.box, list(self.steps), list(self.produced))
        new: list[Step] = []
        if lookups:
            sources = lookup_sources(self.domains[spec.domain], spec.name, phrasing)
            if lookups[0] not in sources:
                return None
            lookup_spec = self.domains[spec.domain].tools[sources[lookups[0]][0]]
            lookup_param = next(p for p in lookup_spec.params if p.name == lookups[0])
            for value in self.pools.stated(lookup_spec, lookup_param)[:TRIES]:
                ran = self._run(lookup_spec, {lookup_param.name: value})
                if ran is not None:
                    new.append(self._commit(lookup_spec, ran, None, {lookups[0]: value}, False, turn))
                    break
            else:
                return None
        flowed: dict[str, Any] = {}
        for param in missing:
            found = sense.referable(param, sense.antecedents(phrasing, param, self.produced), self.steps)
            if not found:
                self._restore(saved)
                return None
            flowed[param.name] = found[0]
        for values in self._slot_options(spec, own, tries, turn):
            values = self.pools.fitted(spec, {**flowed, **values}, values)
            if not sense.plausible(phrasing, spec, {**fixed, **values}):
                continue
            ran = self._run(spec, {**fixed, **flowed, **values}, phrasing)
            if ran is not None:
                stated = {**values, **(new[0].stated if new else {})}
                new.append(self._commit(spec, ran, phrasing.said(ran[0].arguments), stated, enabler, turn))
                return new
        self._restore(saved)
        return None

    def _restore(self, saved: tuple[Toolbox | Snapshot, list[Step], list[Produced]]) -> None:
        """Go back to ``saved``: its steps, and its toolbox (a copy, when changes ran since)."""
        box = saved[0].fork() if isinstance(saved[0], Snapshot) else saved[0]
        for old, clean in self.swapped:  # a refused change ran on it: go back to its copy from before
            box = clean if old is box else box
        self.box, self.steps, self.produced = box, list(saved[1]), list(saved[2])
        self.pools.box = self.box
        self.pools.forget()

    def _saved(self, domain: str) -> tuple[Snapshot, list[Step], list[Produced]]:
        """The story as it is, to go back to after calls of ``domain``; the toolbox is copied (within :data:`BUDGET`)."""
        if self.spent >= BUDGET:
            raise Broken("budget")
        self.spent += 1
        return self._snapshot(domain), list(self.steps), list(self.produced)

    def try_tool(self, spec: ToolSpec, turn: int) -> list[Step] | None:
        """Take a step of ``spec`` with one of its phrasings, after an enabler if it needs one."""
        options = self.phrasings(spec.domain, spec.name)
        self.rng.shuffle(options)
        options.sort(key=lambda p: _states_an_id(spec, p))  # a user names people and things, not their ids
        for phrasing in options[:3]:
            steps = self.try_phrasing(spec, phrasing, turn)
            if steps is not None:
                return steps
        return self._enabled(spec, options[:2], turn)

    def _enabled(self, spec: ToolSpec, options: Sequence[Phrasing], turn: int) -> list[Step] | None:
        """A mutating call of the same domain the user asks for first, after which ``spec`` runs."""
        names = [name for name, other in sorted(self.domains[spec.domain].tools.items())
                 if other.mutates and name != spec.name and not any(s.spec.name == name for s in self.steps)]
        tools = self.domains[spec.domain].tools
        names.sort(key=lambda name: (not _signs_in(name), len([p for p in tools[name].params if p.required])))
        saved: tuple[Snapshot, list[Step], list[Produced]] | None = None
        for name in names[:ENABLERS]:
            other = self.domains[spec.domain].tools[name]
            for enabling in self.phrasings(spec.domain, name)[:1]:
                saved = saved or self._saved(spec.domain)  # a failed first call leaves the state as it was: keep the copy
                first = self.try_phrasing(other, enabling, turn, enabler=True, tries=ENABLER_TRIES)
                if first is None:
                    continue
                for phrasing in options:
                    then = self.try_phrasing(spec, phrasing, turn, tries=ENABLER_TRIES)
                    if then is not None:
                        for step in first:  # (one the later calls run the same without is no enabler)
                            step.enabler = step.enabler and _needed(saved[0], then)
                        return [*first, *then]
                self._restore(saved)
                saved = None
        return None


def _needed(before: Snapshot, then: Sequence[Step]) -> bool:
    """Whether ``then``'s calls fail or answer otherwise on the state ``before`` the enabler (unknown: needed)."""
    if before.blob is None:
        return True
    box = before.fork()
    for step in then:
        result = box.execute(step.call)
        if result.status != "ok" or result.output != step.output:
            return True
    return False


def _states_an_id(spec: ToolSpec, phrasing: Phrasing) -> bool:
    """Whether the phrasing has the user state an identifier (a parameter of a ``*_id`` kind)."""
    kinds = {p.name: p.kind or "" for p in spec.params}
    return any(kinds.get(slot, "").endswith("_id") for slot in phrasing.slots())


def _param_kind(spec: ToolSpec, name: str) -> str | None:
    return next((p.kind for p in spec.params if p.name == name), None)


def _writes(spec: ToolSpec, name: str) -> bool:
    """Whether ``name`` is a text the user writes (a message, a title), not a name or an id."""
    return _param_kind(spec, name) in WRITTEN or any(w in name for w in NAMED_TEXTS)


def _named(change: Step) -> set[str]:
    """The values a change passed or returned, as texts."""
    return sense.flat(change.call.arguments.values()) | sense.flat(leaves(change.output))
