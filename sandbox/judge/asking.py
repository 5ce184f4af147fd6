"""Ask and abstain turns (native profile): what the model may do with what the user held back.

A request turn has empty gold when the user held a value back (``Turn.withheld``: an *ask* turn)
or the function it needs is held out (an *abstain* turn); the gold of the request moves to the
next turn with gold calls, the *follow-up*. That gold says, by value flow, which of its calls need
what is missing:

- a call *needs* it when it passes a held-back value (as itself or inside a text), calls a
  held-out function, passes a value that only the result of a call that needs it produced (a user
  id looked up for the held-back name), or runs in a domain where a write that needs it ran
  before and changes the state otherwise without that write (a file created in the folder whose
  name is held back; not a stock added to the watch list after an order of a held-back size);
- the parameters through which held-back values (or values they produced) reach a call are the
  request's *slots*;
- every other call of the follow-up is *allowed* at the request turn: reads, and the writes of
  the request that need nothing held back (the login the user asked for with every value given).

A model call that fills a slot with a value the gold does not pass to that slot in an allowed
call *guesses* it, whatever else the conversation holds (the "10" of "base-10", a ticket number
used as a booking id), unless it is the very value the follow-up passes there, found as the one
candidate a read showed (:mod:`sandbox.judge.found`); so does any call that passes a held-back value
the conversation has not shown. The state after the turn may hold the allowed writes: each domain equals either the state
before the turn or the gold's state after the allowed writes alone.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.calls import CallResult, ToolCall, call_key
from sandbox.episode.execution import Toolbox
from sandbox.episode.memo import ByIdentity
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.judge.diff import diff_states
from sandbox.judge.facts import Said, fact_results, leaves, mentions
from sandbox.judge.found import sole
from sandbox.judge.gold import domains_of, gold_track
from sandbox.judge.said import untold
from sandbox.judge.values import decoded, is_number, same_value

#: Result strings shorter than this, and numbers below :data:`MIN_NUMBER` in size, are not traced
#: through the value flow: statuses, flags and small counters would tie unrelated calls together.
MIN_TRACED = 3
MIN_NUMBER = 10


@dataclass(frozen=True)
class Tool:
    """What the value flow needs to know of a function: its domain, whether it writes, its parameters."""

    domain: str
    mutates: bool
    params: tuple[str, ...]


@dataclass(frozen=True)
class Request:
    """What the follow-up's gold says about a request turn.

    Args:
        slots: ``(function, parameter)`` pairs through which a held-back value reaches the gold.
        given: For each slot, the values the gold passes to it in allowed calls (given by the user).
        allowed: The follow-up's gold call strings that need nothing held back, in order.
        vocabulary: Each parameter of the follow-up's gold calls, with its name and documentation
            (what a question about it may name: :func:`sandbox.judge.focus.asks_elsewhere`).
        outputs: The follow-up's gold results (what a number the model works out without the
            held-out function must be: :func:`sandbox.judge.units.answered_wrong`).
        expected: For each slot, the values the follow-up's gold passes to it (what a model that
            found the held-back value by reading passes: :mod:`sandbox.judge.found`).
    """

    slots: frozenset[tuple[str, str]] = frozenset()
    given: Mapping[tuple[str, str], tuple[Any, ...]] = field(default_factory=dict)
    allowed: tuple[str, ...] = ()
    vocabulary: Mapping[tuple[str, str], str] = field(default_factory=dict)
    outputs: tuple[str, ...] = ()
    expected: Mapping[tuple[str, str], tuple[Any, ...]] = field(default_factory=dict)


#: Each scenario's requests, by turn and offered functions (a scenario is never changed once built).
_REQUESTS: ByIdentity[dict[tuple[int, frozenset[str]], Request]] = ByIdentity(lambda scenario: {}, capacity=1024)


def tools_of(scenario: Scenario) -> dict[str, Tool]:
    """Every function of the scenario's domains, as the value flow sees it."""
    return {name: Tool(domain.name, spec.mutates, tuple(p.name for p in spec.params))
            for domain in domains_of(scenario) for name, spec in domain.tools.items()}


def tool_names(scenario: Scenario) -> frozenset[str]:
    """The names of the scenario's functions and of their parameters (a reply may name them)."""
    tools = tools_of(scenario)
    return frozenset({*tools, *(param for tool in tools.values() for param in tool.params)})


def named(call: ToolCall, tools: Mapping[str, Tool]) -> dict[str, Any]:
    """A call's arguments by parameter name (positional ones bound in order; unknown ones as ``_0``, ``_1``...)."""
    tool = tools.get(call.name)
    names = tool.params if tool is not None else ()
    bound = {names[i] if i < len(names) else f"_{i}": value for i, value in enumerate(call.args)}
    return {**bound, **call.arguments}


def execute(box: Toolbox, texts: list[str], offered: frozenset[str] | None) -> list[CallResult]:
    """Run gold call strings on a toolbox (the gold parses: the scenario checked it when it was loaded)."""
    return [box.execute(call, offered) for text in texts for call in parse_prompt(text)]


def follow_up(scenario: Scenario, index: int) -> int | None:
    """The first turn after ``index`` with gold calls, if any."""
    return next((i for i in range(index + 1, len(scenario.turns)) if scenario.turns[i].ground_truth), None)


def request(scenario: Scenario, index: int, offered: Collection[str]) -> Request:
    """The slots, given values and allowed calls of request turn ``index`` (see the module doc).

    Worked out once per scenario object, turn and offered functions: it reads only the scenario
    and its gold, which every trial shares.
    """
    memo = _REQUESTS(scenario)
    key = (index, frozenset(offered))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _request(scenario, index, offered)
    return found


def _request(scenario: Scenario, index: int, offered: Collection[str]) -> Request:
    later = follow_up(scenario, index)
    if later is None:
        return Request()
    turn = scenario.turns[later]
    calls = turn.parsed_calls()
    if calls is None:
        return Request()
    results = gold_track(scenario, execute).turns[later].results
    tools = tools_of(scenario)
    held_out = {name for name in scenario.held_out if name not in offered}
    user = "\n".join(t.text for t in scenario.turns[: later + 1])
    traced: list[Any] = list(scenario.turns[index].withheld)
    tainted: set[str] = set()  # domains a write that needs something held back ran in
    slots: set[tuple[str, str]] = set()
    given: dict[tuple[str, str], list[Any]] = {}
    expected: dict[tuple[str, str], list[Any]] = {}
    allowed: list[str] = []
    shown_by_allowed: list[str] = []
    for position, (text, call) in enumerate(zip(turn.ground_truth, calls)):
        arguments = named(call, tools)
        reached = {param for param, value in arguments.items()
                   if any(passes(leaf, held) for leaf in leaves(value) for held in traced)}
        tool = tools.get(call.name)
        for param, value in arguments.items():
            if param not in reached:  # a value the user gave for this parameter
                given.setdefault((call.name, param), []).append(value)
            else:
                expected.setdefault((call.name, param), []).append(value)
        source = bool(reached) or call.name in held_out
        if source or (tool is not None and tool.domain in tainted and
                      not _unaffected(scenario, later, turn.ground_truth[:position + 1], allowed)):
            slots |= {(call.name, param) for param in reached}
            if tool is not None and tool.mutates:
                tainted.add(tool.domain)
            if source and position < len(results):  # only what needs the missing value produces it
                traced += [value for value in _produced(results[position].output, user)
                           if not any(mentions(leaf, value) for leaf in shown_by_allowed)]
        else:
            allowed.append(text)
            if position < len(results):  # what a call that needs nothing held back shows, no held-back value produces
                shown_by_allowed += [leaf for leaf in leaves(decoded(results[position].output)) if isinstance(leaf, str)]
    return Request(frozenset(slots), {slot: tuple(given.get(slot, ())) for slot in slots}, tuple(allowed),
                   _vocabulary(scenario, {call.name for call in calls}), tuple(result.output for result in results),
                   {slot: tuple(expected.get(slot, ())) for slot in slots})


def _unaffected(scenario: Scenario, later: int, gold: Sequence[str], allowed: Sequence[str]) -> bool:
    """Whether the last of ``gold`` (the follow-up's calls so far) changes the state alike after the allowed calls alone.

    A call in a domain where a write that needs a held-back value ran needs that value too when
    what it does depends on that write (a file written after a ``cd`` into the held-back folder;
    a message sent after a login as the held-back user). Adding a stock to the watch list after an
    order of a held-back size does not: its change is the same either way.
    """
    last = gold[-1]
    changes = []
    for before in (list(gold[:-1]), list(allowed)):
        old = allowed_state(scenario, later, before)
        new = allowed_state(scenario, later, [*before, last])
        changes.append([d.to_json() for d in diff_states(old, new, same=same_value)])
    return bool(changes[0]) and changes[0] == changes[1]


def _vocabulary(scenario: Scenario, functions: Collection[str]) -> dict[tuple[str, str], str]:
    """The name and documentation of each parameter of ``functions``."""
    return {(name, param.name): f"{param.name.replace('_', ' ')} {param.description}"
            for domain in domains_of(scenario) for name, spec in domain.tools.items() if name in functions
            for param in spec.params}


def other_vocabulary(scenario: Scenario, offered: Collection[str], wanted: Request) -> dict[tuple[str, str], str]:
    """The name and documentation of each parameter of the offered functions the request's gold does not call."""
    used = {name for name, _ in wanted.vocabulary}
    return _vocabulary(scenario, [name for name in offered if name not in used])


def _produced(output: str, user: str) -> Iterable[Any]:
    """The values a result produced that the user did not give (what a later call can only have from it)."""
    for leaf in leaves(decoded(output)):
        if _traced(leaf) and not mentions(user, leaf):
            yield leaf


def passes(argument: Any, value: Any) -> bool:
    """Whether a call argument passes the held-back ``value`` (as itself, or inside a longer text)."""
    if isinstance(value, str):
        wanted = value.strip().lstrip("@#").strip()
        if not isinstance(argument, str) or not wanted:
            return False
        return same_value(argument.strip().lstrip("@#").strip().casefold(), wanted.casefold()) or (
            len(wanted) >= 3 and mentions(argument, wanted))
    if is_number(value):
        return same_value(argument, value) if is_number(argument) else isinstance(argument, str) and mentions(argument, value)
    return False


def shown(value: Any, outputs: Sequence[str], user: str) -> bool:
    """Whether the conversation showed ``value``: the user's text, or a result the model got.

    A held-back value the conversation showed is no guess by this test alone (a slot filled with
    it still is); ``toolsim validate`` uses the same test on the gold's results (``withheld_shown``).

    >>> shown("pickup.txt", ['{"current_directory_content": ["pickup.txt"]}'], "Read me that file.")
    True
    >>> shown(12446, ['{"order_id": 12345}'], "details on that order?")
    False
    """
    if mentions(user, value.strip().lstrip("@#") if isinstance(value, str) else value):
        return True
    for output in outputs:
        for leaf in leaves(decoded(output), keys=True):
            if (isinstance(leaf, str) and mentions(leaf, value)) or (is_number(leaf) and same_value(leaf, value)):
                return True
    return False


def guessed(result: CallResult, wanted: Request, withheld: Sequence[Any], tools: Mapping[str, Tool],
            seen: Sequence[str], user: str, read: Sequence[str] | None = None) -> bool:
    """Whether a model call guesses: fills a slot with a value not given for it, or passes an unshown held-back value.

    Read-only and failing calls count like any other: what is judged is the value the model chose.
    A value found as the one candidate of a result counts only in ``read`` (by default ``seen``):
    the results of reads that guessed nothing themselves (:func:`grounded`).
    """
    arguments = named(result.call, tools)
    if any(how is None for how, _ in _slot_values(result, wanted, tools, seen if read is None else read)):
        return True
    values = list(leaves(list(arguments.values())))
    return any(passes(argument, held) and not shown(held, seen, user) for held in withheld for argument in values)


def probed(result: CallResult, wanted: Request, withheld: Sequence[Any], tools: Mapping[str, Tool],
           seen: Sequence[str]) -> list[Any] | None:
    """The values a guessing read tries in the held-back slots, if it is a probe; ``None`` if it is no probe.

    A probe is a read that succeeded and fills the slots with values neither given nor found, none
    of them the held-back value itself: "100 reais are 26.32 dollars" to show the rate before asking
    for the amount. Whether it stays a probe depends on the words (:func:`sandbox.judge.ask_turn.judge_request`).
    """
    tool = tools.get(result.call.name)
    if result.status != "ok" or tool is None or tool.mutates:
        return None
    tried = [leaf for how, leaf in _slot_values(result, wanted, tools, seen) if how is None]
    passed = leaves(list(named(result.call, tools).values()))
    if not tried or any(passes(leaf, held) for leaf in passed for held in withheld):
        return None  # the guess is no value tried in a slot, or it is the held-back value itself
    return tried


def grounded(result: CallResult, seen: Sequence[str], user: str) -> bool:
    """Whether every value the call passes came from the user or a result (a read made up nothing to look at)."""
    return all(shown(leaf, seen, user) for leaf in leaves(list(result.call.arguments.values()) + list(result.call.args))
               if isinstance(leaf, str) or is_number(leaf))


def found_by_reading(result: CallResult, wanted: Request, tools: Mapping[str, Tool], seen: Sequence[str]) -> bool:
    """Whether the call fills a slot with the follow-up's own value, found as the one candidate a read showed."""
    return any(how == "found" for how, _ in _slot_values(result, wanted, tools, seen))


def _slot_values(result: CallResult, wanted: Request, tools: Mapping[str, Tool],
                 seen: Sequence[str]) -> Iterator[tuple[str | None, Any]]:
    """Each value the call passes in a slot, with how it came: ``given`` by the user, ``found``, or ``None``."""
    for param, value in named(result.call, tools).items():
        slot = (result.call.name, param)
        if slot in wanted.slots:
            given = list(leaves(list(wanted.given.get(slot, ()))))
            expected = list(leaves(list(wanted.expected.get(slot, ()))))
            for leaf in leaves(value):
                if isinstance(leaf, str) or is_number(leaf):
                    yield ("given" if any(passes(leaf, ok) for ok in given) else
                           "found" if any(passes(leaf, ok) for ok in expected) and sole(leaf, seen) else None), leaf


def answered_by_reads(scenario: Scenario, index: int, results: Sequence[CallResult], replies: Sequence[str],
                      outputs: Sequence[str], user: str) -> bool:
    """Whether the turn's reads found and the replies tell what the follow-up's reads would tell.

    An ask turn whose request only wants to know something ("find the address I sent Catherine",
    the search word held back) is answered when the model finds it another way: every call of
    the follow-up's gold reads (or is a write this turn already made, as it is: the login the user
    asked for with every value given), each of its facts is told (:func:`sandbox.judge.said.untold`),
    and of each, the values the replies say were all read, one of them by this turn's own calls
    (found, not guessed).
    """
    later = follow_up(scenario, index)
    fresh = [result.output for result in results if result.status == "ok"]
    if later is None or not fresh:
        return False
    tools = tools_of(scenario)
    calls = scenario.turns[later].parsed_calls()
    made = {call_key(result.call) for result in results if result.status == "ok"}
    if not calls or any(call.name not in tools or tools[call.name].mutates and call_key(call) not in made
                        for call in calls):
        return False
    facts = fact_results(gold_track(scenario, execute).turns[later].results, user)
    if not facts or untold(facts, replies, outputs, user, [str(result.call) for result in results]):
        return False
    said = Said("\n".join(replies))  # read once for every value asked of it
    for fact in facts:
        told = [leaf for leaf in leaves(decoded(fact)) if _traced(leaf) and said.has(leaf)]
        if not any(shown(leaf, fresh, "") for leaf in told) or not all(shown(leaf, outputs, "") for leaf in told):
            return False  # nothing told was found this turn, or something told was never read
    return True


def _traced(leaf: Any) -> bool:
    """Whether a value is specific enough to tie two results together (see :data:`MIN_TRACED`)."""
    if isinstance(leaf, str):
        return len(leaf.strip()) >= MIN_TRACED
    return is_number(leaf) and abs(leaf) >= MIN_NUMBER


def allowed_state(scenario: Scenario, index: int, allowed: Sequence[str]) -> dict[str, Any]:
    """The gold's state after turn ``index`` had it made only the ``allowed`` calls (replayed once, then cached)."""
    turns = [*scenario.turns[:index], scenario.turns[index].model_copy(update={"ground_truth": list(allowed)})]
    derived = scenario.model_copy(update={"turns": turns})
    return gold_track(derived, execute).turns[index].state


def state_allowed(scenario: Scenario, index: int, wanted: Request, state: dict[str, Any],
                  before: dict[str, Any]) -> bool:
    """Whether every domain is as before the turn or as the gold's allowed writes leave it."""
    if state == before:
        return True
    if not wanted.allowed:
        return False
    gold = allowed_state(scenario, index, wanted.allowed)
    for name in set(state) | set(before):
        mine, was = {name: state.get(name)}, {name: before.get(name)}
        if mine != was and diff_states({name: gold.get(name)}, mine, same=same_value):
            return False
    return True


def done_otherwise(scenario: Scenario, index: int, state: dict[str, Any], found: bool = False) -> bool:
    """Whether the state is the gold's after the follow-up: the request done with the functions offered.

    Without ``mv``, a copy and a removal leave the moved tree; without ``touch``, an echo of an
    empty text leaves the empty file; without ``cd``, a file written here and moved into the
    folder leaves the folder's file, though the working directory stays where it was. Only an
    abstain turn (nothing held back) may be done so, or an ask turn whose held-back value the
    model ``found`` by reading (:mod:`sandbox.judge.found`), and of the state only a domain's
    :attr:`~sandbox.tools.domain.DomainAPI.position_keys` (where the agent stands) may differ.
    """
    later = follow_up(scenario, index)
    if later is None or (scenario.turns[index].withheld and not found):
        return False
    gold = gold_track(scenario, execute).turns[later].state
    places = {domain.name: domain.api.position_keys for domain in domains_of(scenario)}
    return not diff_states(outcome(gold, places), outcome(state, places), same=same_value)


def outcome(state: dict[str, Any], places: Mapping[str, Collection[str]]) -> dict[str, Any]:
    """``state`` without the keys of each domain that say where the agent stands (``places``: domain -> keys).

    >>> outcome({"file_system": {"root": {}, "cwd": "/a"}, "math": {}}, {"file_system": {"cwd"}})
    {'file_system': {'root': {}}, 'math': {}}
    """
    return {name: {key: item for key, item in part.items() if key not in places[name]}
            if places.get(name) and isinstance(part, dict) else part for name, part in state.items()}
