"""Which value (miss_param) or function (miss_func) a generated scenario's variants hold back, and where.

A held turn's gold moves whole to the turn after it (the follow-up that gives the value, or the
turn at which the function is offered again), so every request of the held turn must depend on
what is held back: the held request itself, the lookups it brings, and later requests of the turn
that need it (it logs in for them, or its result feeds them). A request of the turn that does not
(a status check before it, a log-in it needs first) would be asked for and then silently expected
nowhere, so such a turn is not chosen; where no turn qualifies, the variant is not derived and the
reason is recorded (``metadata["no_miss_param"]``, ``metadata["no_miss_func"]``).

The value held back is one a user has to look up: never their own name given at log-in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from scenarios.arithmetic import elementary_call
from scenarios.generate.compose import FOLLOW, lowered, tidy, turn_template, turn_text
from scenarios.generate.pools import WRITTEN
from scenarios.generate.sense import flat, leaves, signs_in
from scenarios.generate.story import Step, Story
from sandbox.tools.phrasing import Phrasing, render

#: Why a variant has no candidate: a turn would hold back a request that does not need what is withheld.
INDEPENDENT = "independent_request"


def _depends(later: Step, held: Step) -> bool:
    """Whether ``later`` needs ``held``: it was asked for to let ``later`` run, or ``later`` takes a value it gave.

    A text the user writes (a message sent first) is no step a user sees another one needing.
    """
    if held.enabler and not any(p.kind in WRITTEN for p in held.spec.params):
        return True
    given = flat(leaves(held.output)) - flat(later.stated.values())
    return bool(flat(later.call.arguments.values()) & given)


def all_depend(steps: Sequence[Step], position: int) -> bool:
    """Whether every request of a turn but the one at ``position`` comes after it and needs it."""
    held = steps[position]
    for index, step in enumerate(steps):
        if step.phrasing is None or index == position:
            continue
        if index < position or not _depends(step, held):
            return False
    return True


def _own_name(step: Step, name: str) -> bool:
    """Whether a stated value is the user's own name given at log-in (no one looks that up)."""
    kind = next((p.kind or "" for p in step.spec.params if p.name == name), "")
    return signs_in(step.spec.name) and ("name" in kind or "name" in name) and "user" in name


def miss_param(story: Story, by_turn: dict[int, list[Step]], style: str, rng: random.Random,
               used: set[str] | None = None) -> tuple[dict[str, Any] | None, str]:
    """The miss_param annotation (a stated value of a required parameter, not shown before), or why there is none."""
    shown: list[str] = []
    options: list[tuple[int, int, str]] = []
    independent = False
    for turn, steps in sorted(by_turn.items()):
        for position, step in enumerate(steps):
            if step.phrasing is None:
                continue
            required = {p.name for p in step.spec.params if p.required}
            others = [str(v) for other in steps if other is not step for v in other.stated.values()]
            for name, value in sorted(step.stated.items()):
                text = str(value)
                if (name in required and name in step.call.arguments and not any(text in s for s in shown + others)
                        and sum(str(v) == text for v in step.stated.values()) == 1 and not _own_name(step, name)):
                    if all_depend(steps, position):
                        options.append((turn, position, name))
                    else:
                        independent = True
        shown += [s.output for s in steps] + [str(v) for s in steps for v in s.stated.values()]
    if not options:
        return None, INDEPENDENT if independent else "no_value"
    turn, position, name = rng.choice(options)
    steps = by_turn[turn]
    return {"turn": turn, "rewritten": turn_text(steps, story.language, style, rng, drop=(position, name), used=used),
            "follow_up": follow_up(steps[position:], story.language)}, ""


def follow_up(steps: Sequence[Step], language: str) -> str:
    """The message that supplies a withheld value: the held request and the requests after it, said in full."""
    template, values = turn_template(steps, language)
    return tidy(f"{FOLLOW[language]} {lowered(render(Phrasing(language, template), values), language)}")


def miss_func(by_turn: dict[int, list[Step]], avoid_turn: int | None) -> tuple[dict[str, Any] | None, str]:
    """The miss_func annotation (a function first called at a turn all of whose requests need it), or why none.

    Mutating functions are held out (any but elementary arithmetic, a whole power a person
    multiplies out included, when the story changes nothing); of the qualifying turns, the latest other than ``avoid_turn`` (the miss_param turn).
    """
    firsts: dict[str, tuple[int, int]] = {}
    for turn, steps in sorted(by_turn.items()):
        for position, step in enumerate(steps):
            firsts.setdefault(step.call.name, (turn, position))
    first_of = {n: by_turn[t][p] for n, (t, p) in firsts.items()}
    mutating = [n for n in firsts if first_of[n].spec.mutates]
    names = mutating or [n for n in firsts if not elementary_call(n, first_of[n].call.arguments)]
    good = [(firsts[n][0], n) for n in names if _holds_whole_turn(by_turn[firsts[n][0]], n)]
    if not good:
        return None, INDEPENDENT if names else "no_function"
    preferred = [g for g in good if g[0] != avoid_turn] or good
    turn = max(t for t, _ in preferred)
    name = next(n for n in names if (turn, n) in preferred)
    return {"turn": turn, "functions": [name]}, ""


def _holds_whole_turn(steps: Sequence[Step], name: str) -> bool:
    """Whether every request of the turn is a call of ``name`` or comes after its first call and needs it."""
    first = next(i for i, s in enumerate(steps) if s.call.name == name)
    return all(s.phrasing is None or s.call.name == name or (i > first and _depends(s, steps[first]))
               for i, s in enumerate(steps))
