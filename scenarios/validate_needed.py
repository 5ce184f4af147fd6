"""Is a function a variant holds out really needed? The ``substitute`` check of :mod:`scenarios.validate`.

- ``substitute`` (miss_func): a held-out function can be replaced by the functions still offered.
  The gold is replayed up to each call of a held-out function; then every call (and every chain
  of two calls, the second taking a value the first returned) of the functions offered at the
  request turn, of the held-out function's own domain, is tried with arguments drawn from the
  held-out call, its lists' lengths and a few small constants (:mod:`scenarios.substitute`). A
  candidate substitutes when it leaves the same state as the held-out call (for a function that
  changes state) or returns every value the held-out call returns (for one that only reads).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from sandbox.episode.calls import ToolCall, call_key
from sandbox.episode.execution import Toolbox
from sandbox.episode.loop import build_toolbox
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario, Turn
from sandbox.judge.gold import domains_of
from sandbox.tools.domain import Domain
from sandbox.tools.errors import ParseError
from sandbox.tools.spec import ToolSpec
from scenarios.substitute import Search


def gold_calls(turn: Turn) -> list[ToolCall] | None:
    """The turn's gold calls, or ``None`` when one does not parse into exactly one call."""
    calls = []
    for text in turn.ground_truth:
        try:
            parsed = parse_prompt(text)
        except ParseError:
            return None
        if len(parsed) != 1:
            return None
        calls.append(parsed[0])
    return calls


def _gold(scenario: Scenario, turn: int) -> list[ToolCall]:
    return gold_calls(scenario.turns[turn]) or []


#: Substitute searches remembered per process (a composite variant often searches as its miss_func sibling did).
SEARCHES = 256
_SEARCHED: OrderedDict[tuple[Any, ...], tuple[Scenario, tuple[Domain, ...], str | None]] = OrderedDict()
_LOCK = threading.Lock()


class _Searches:
    """One scenario's gold run call by call, with the substitute searches along the way.

    A search's finding is a function of the toolbox it starts from, so it is remembered under the
    configurations (by identity: the entry keeps them alive), seed, clock, profile and surface,
    every call and search that ran on the toolbox before it (a search runs reads on the toolbox),
    the held-out call and the functions tried. The toolbox is built and the calls run only when a
    search is not remembered.
    """

    def __init__(self, plain: Scenario, domains: tuple[Domain, ...]) -> None:
        self.plain, self.domains = plain, domains
        self.base = (tuple((name, id(config)) for name, config in plain.domains.items()),
                     tuple(id(domain) for domain in domains), plain.seed, plain.clock, plain.profile,
                     id(plain.surface) if plain.surface is not None else 0)
        self.keys: list[tuple[str, ...]] = []
        self.events: list[tuple[ToolCall, list[ToolSpec] | None]] = []  # a gold call, or a search with its tools
        self.box: Toolbox | None = None
        self.done = 0  # events run on the toolbox

    def execute(self, call: ToolCall) -> None:
        """A gold call runs (when a later search needs the toolbox)."""
        self.keys.append(("call", call_key(call)))
        self.events.append((call, None))

    def search(self, held: ToolCall, tools: list[ToolSpec]) -> str | None:
        """:meth:`~scenarios.substitute.Search.find` for ``held`` from the toolbox as the calls and searches so far leave it."""
        key = (self.base, tuple(self.keys), call_key(held), tuple(spec.name for spec in tools))
        with _LOCK:
            entry = _SEARCHED.get(key)
            if entry is not None:
                _SEARCHED.move_to_end(key)
        if entry is not None:
            found = entry[2]
        else:
            found = Search(self._caught_up(), held, tools).find()
            self.done += 1
            with _LOCK:
                _SEARCHED[key] = (self.plain, self.domains, found)
                while len(_SEARCHED) > SEARCHES:
                    _SEARCHED.popitem(last=False)
        self.keys.append(("search", call_key(held), *key[3]))
        self.events.append((held, tools))
        return found

    def _caught_up(self) -> Toolbox:
        """The toolbox, with every call and search so far run on it."""
        if self.box is None:
            self.box = build_toolbox(self.plain)
        for call, tools in self.events[self.done:]:
            if tools is None:
                self.box.execute(call)
            else:  # a remembered search: run again for the reads it leaves behind
                Search(self.box, call, tools).find()
        self.done = len(self.events)
        return self.box


def substitutes(scenario: Scenario) -> list[tuple[int, str, str]]:
    """``(holdout turn, held-out function, substitute)`` for every held-out function the offered tools can replace."""
    if not scenario.held_out:
        return []
    plain = scenario.model_copy(update={"long_context": None})  # what a function does does not depend on it
    domains = tuple(domains_of(plain))
    specs = {name: spec for domain in domains for name, spec in domain.tools.items()}  # (a toolbox's tools)
    names = sorted(specs)
    searches = _Searches(plain, domains)
    found: list[tuple[int, str, str]] = []
    for index, turn in enumerate(plain.turns):
        held = {name for name, start in plain.held_out.items() if start == index and start > 0}
        offered = plain.offered(index - 1, names) if held else frozenset()
        for call in _gold(plain, index):
            if call.name in held and call.name in specs:
                domain = specs[call.name].domain
                tools = [specs[n] for n in sorted(offered) if specs[n].domain == domain]
                replacement = searches.search(call, tools)
                if replacement is not None:
                    found.append((index, call.name, replacement))
                    held.discard(call.name)
            searches.execute(call)
        del turn
    return found


def acts_without(scenario: Scenario, turn: int, dropped: dict[str, set[str]]) -> bool:
    """Whether the gold of ``turn``, with the ``dropped`` arguments (tool -> parameters) left out, still changes state.

    The turn's calls run as the gold runs them, each one that names a dropped parameter without
    it; true when they all succeed and one run without a dropped value changed the state (a
    request that a model could carry out without the values).
    """
    box = build_toolbox(scenario.model_copy(update={"long_context": None}))
    for index in range(turn):
        for call in _gold(scenario, index):
            box.execute(call)
    changed = False
    for call in _gold(scenario, turn):
        names = dropped.get(call.name, set())
        kept = ToolCall(name=call.name, arguments={k: v for k, v in call.arguments.items() if k not in names},
                        args=call.args)
        before = box.projection() if names else None
        result = box.execute(kept if names else call)
        if result.status != "ok":
            return False
        changed |= before is not None and box.projection() != before
    return changed
