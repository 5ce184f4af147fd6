"""Derive the miss_param, miss_func, long_context and composite variants of base scenarios.

Variants are built from a base scenario at load time, never copied by hand:

- **miss_param**: the base scenario carries ``metadata["miss_param"] = {"turn", "rewritten",
  "follow_up"}``. The request turn's text is replaced by ``rewritten`` (which leaves out a value
  the gold needs) and its gold becomes empty; a new user turn with ``follow_up`` supplies the value
  and carries the original gold. The request turn records the values held back
  (``Turn.withheld``, see :mod:`scenarios.withheld`).
- **miss_func**: functions on the gold path are held out. ``metadata["miss_func"] = {"turn",
  "functions"}`` names them; without it the builder picks a mutating function of a turn's gold that
  no earlier turn calls (see :func:`miss_func_spec`). The request turn keeps its text with empty
  gold; an empty-message *holdout turn* follows, at which the functions are offered again, and it
  carries the original gold.
- **long_context**: native distractor state of :data:`LONG_CONTEXT_SIZE` items per collection
  (``metadata["long_context_size"]`` overrides it). Ids created during the episode can move when
  distractors exist (a new ticket gets a later number), so the gold is *rebased*: it is replayed
  with and without distractors in lockstep, and an argument that passes on a value an earlier call
  produced is rewritten to the value produced with distractors.
- **composite**: all three, in that order.

The long-context kinds (``long_context`` and ``composite``) are built only from the base
scenarios whose gold reads state the distractors join: a base scenario marked
``metadata["no_long_context"]`` is left out of them (see :mod:`scenarios.membership`).

Each variant's id is ``<base id>__<kind>``; ``metadata["variant"]`` records what was applied.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sandbox.episode.scenario import Message, Scenario, Turn
from sandbox.run.lazy import LazySuite
from scenarios.arithmetic import ELEMENTARY
from scenarios.membership import MembershipError, exclusion, members
from scenarios.rebase import apply_long_context, rebase_gold, tool_specs
from scenarios.withheld import withheld_values

__all__ = [
    "BUILDER_VERSION", "KINDS", "LONG_CONTEXT_KINDS", "LONG_CONTEXT_SIZE", "MissFunc", "MissParam", "VariantError",
    "apply_long_context", "apply_miss_func", "apply_miss_param", "build_suite", "derive", "miss_func_spec",
    "miss_param_spec", "rebase_gold",
]

#: Bumped whenever a builder changes what it produces, so older results stay interpretable.
BUILDER_VERSION = 1
#: Distractor items per collection in long-context variants (``LongContext.size``).
LONG_CONTEXT_SIZE = 200
KINDS: tuple[str, ...] = ("miss_param", "miss_func", "long_context", "composite")
#: The kinds that carry long context (and so take a size).
LONG_CONTEXT_KINDS: tuple[str, ...] = ("long_context", "composite")


class VariantError(ValueError):
    """A base scenario lacks, or has a broken, annotation that a variant needs; ``reason`` says why in a word."""

    def __init__(self, message: str, reason: str = "not_derivable") -> None:
        super().__init__(message)
        self.reason = reason


class MissParam(BaseModel):
    """The miss_param annotation of a base scenario.

    Args:
        turn: The base turn whose request is rewritten without a needed value.
        rewritten: The request as the user first says it, without the value.
        follow_up: The next user message, which supplies the value.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    turn: int = Field(ge=0)
    rewritten: str = Field(min_length=1)
    follow_up: str = Field(min_length=1)


class MissFunc(BaseModel):
    """The miss_func choice for a base scenario: which functions are held out at which base turn."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    turn: int = Field(ge=0)
    functions: list[str] = Field(min_length=1)


def _variant_id(base: Scenario, kind: str) -> str:
    return f"{base.id}__{kind}"


def miss_param_spec(base: Scenario) -> MissParam:
    """The miss_param annotation of a base scenario, checked against its turns.

    Raises:
        VariantError: The annotation is missing or malformed, or names a turn with empty gold.
    """
    raw = base.metadata.get("miss_param")
    if raw is None and isinstance(base.metadata.get("no_miss_param"), str):
        reason = base.metadata["no_miss_param"]
        raise VariantError(f"{base.id}: no value to withhold ({reason})", reason)
    if raw is None:
        raise VariantError(f"{base.id}: no metadata.miss_param annotation (turn, rewritten, follow_up)")
    try:
        spec = MissParam.model_validate(raw)
    except ValidationError as err:
        raise VariantError(f"{base.id}: metadata.miss_param: {err.errors()[0]['msg']}") from None
    if spec.turn >= len(base.turns) or not base.turns[spec.turn].ground_truth:
        raise VariantError(f"{base.id}: metadata.miss_param.turn {spec.turn} is not a turn with gold calls")
    return spec


def _first_uses(base: Scenario) -> list[tuple[int, str]]:
    """``(turn, function)`` for every function the gold calls, at its first call, in call order."""
    seen: dict[str, int] = {}
    for index, turn in enumerate(base.turns):
        for call in turn.calls():
            seen.setdefault(call.name, index)
    return [(index, name) for name, index in seen.items()]


def miss_func_spec(base: Scenario, avoid_turn: int | None = None) -> MissFunc:
    """Which functions the miss_func variant holds out, and at which base turn.

    ``metadata["miss_func"]`` decides when present, ``metadata["no_miss_func"]`` (a reason) says
    there is none. Otherwise the candidates are the mutating
    functions of the gold at their first call (any function but elementary arithmetic,
    :data:`scenarios.arithmetic.ELEMENTARY`, when the scenario calls no mutating one). The latest
    candidate turn other than ``avoid_turn`` (the miss_param turn, so that a composite variant withholds a value and a function at different points) is taken when there is
    one, and of its candidates the first one called.

    Raises:
        VariantError: The annotation is malformed or invalid, or no function qualifies.
    """
    firsts = _first_uses(base)
    raw = base.metadata.get("miss_func")
    if raw is None and isinstance(base.metadata.get("no_miss_func"), str):
        reason = base.metadata["no_miss_func"]
        raise VariantError(f"{base.id}: no function to hold out ({reason})", reason)
    if raw is not None:
        try:
            spec = MissFunc.model_validate(raw)
        except ValidationError as err:
            raise VariantError(f"{base.id}: metadata.miss_func: {err.errors()[0]['msg']}") from None
        for name in spec.functions:
            if (spec.turn, name) not in firsts:
                raise VariantError(f"{base.id}: metadata.miss_func: {name!r} is not first called in turn {spec.turn}")
        return spec
    specs = tool_specs(base)
    mutating = [(i, n) for i, n in firsts if n in specs and specs[n].mutates]
    candidates = mutating or [(i, n) for i, n in firsts if n in specs and n not in ELEMENTARY]
    if not candidates:
        raise VariantError(f"{base.id}: no gold function to hold out")
    preferred = [c for c in candidates if c[0] != avoid_turn] or candidates
    turn = preferred[-1][0]
    return MissFunc(turn=turn, functions=[next(name for index, name in preferred if index == turn)])


def _annotations_removed(metadata: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in metadata.items() if k not in ("miss_param", "miss_func", "no_miss_param", "no_miss_func")}


def apply_miss_param(scenario: Scenario, spec: MissParam) -> tuple[Scenario, dict[str, int]]:
    """Rewrite turn ``spec.turn`` without the value and insert the follow-up turn after it.

    Returns:
        The new scenario and ``{"request_turn", "follow_up_turn"}`` (indices in the new scenario).
    """
    turns = list(scenario.turns)
    original = turns[spec.turn]
    earlier = [*(turn.text for turn in turns[: spec.turn]), spec.rewritten]
    request = Turn(messages=[Message(content=spec.rewritten)],
                   withheld=withheld_values(earlier, spec.follow_up, original.calls()))
    follow = Turn(
        messages=[Message(content=spec.follow_up)], ground_truth=original.ground_truth,
        expected_errors=original.expected_errors,
    )
    turns[spec.turn : spec.turn + 1] = [request, follow]
    held = {name: start + 1 if start > spec.turn else start for name, start in scenario.held_out.items()}
    updated = scenario.model_copy(update={"turns": turns, "held_out": held})
    return updated, {"request_turn": spec.turn, "follow_up_turn": spec.turn + 1}


def apply_miss_func(scenario: Scenario, turn: int, functions: Sequence[str]) -> tuple[Scenario, dict[str, Any]]:
    """Empty the gold of ``turn`` and add a holdout turn after it that re-offers ``functions``.

    Returns:
        The new scenario and ``{"request_turn", "holdout_turn", "functions"}``.
    """
    turns = list(scenario.turns)
    original = turns[turn]
    holdout = Turn(ground_truth=original.ground_truth, expected_errors=original.expected_errors)
    turns[turn : turn + 1] = [original.model_copy(update={"ground_truth": [], "expected_errors": []}), holdout]
    held = {name: start + 1 if start > turn else start for name, start in scenario.held_out.items()}
    held.update({name: turn + 1 for name in functions})
    updated = scenario.model_copy(update={"turns": turns, "held_out": held})
    return updated, {"request_turn": turn, "holdout_turn": turn + 1, "functions": list(functions)}


# -- the variants ----------------------------------------------------------------------------------


def derive(base: Scenario, kind: str) -> Scenario:
    """Build one variant of a base scenario.

    Args:
        base: A base scenario with its annotations.
        kind: ``miss_param``, ``miss_func``, ``long_context`` or ``composite``.

    Raises:
        VariantError: Unknown kind, or the base lacks what the variant needs.
    """
    check_derivable(base, kind)
    applied: dict[str, Any] = {"kind": kind, "base": base.id, "builder_version": BUILDER_VERSION}
    scenario = base
    param_turn: int | None = None
    if kind in ("miss_param", "composite"):
        param = miss_param_spec(base)
        param_turn = param.turn
        scenario, applied["miss_param"] = apply_miss_param(scenario, param)
    if kind in ("miss_func", "composite"):
        func = miss_func_spec(base, avoid_turn=param_turn)
        turn = func.turn
        if param_turn is not None and turn >= param_turn:
            turn += 1  # the base turn moved (or, for the same turn, its gold now sits in the follow-up)
        scenario, applied["miss_func"] = apply_miss_func(scenario, turn, func.functions)
        if "miss_param" in applied:  # the holdout turn went in after ``turn``: later indices moved
            applied["miss_param"] = {k: v + 1 if v > turn else v for k, v in applied["miss_param"].items()}
    if kind in LONG_CONTEXT_KINDS:
        size = int(base.metadata.get("long_context_size", LONG_CONTEXT_SIZE))
        scenario = apply_long_context(scenario, size)
        applied["long_context_size"] = size
    metadata = {**_annotations_removed(base.metadata), "variant": applied}
    if isinstance(base.metadata.get("exploratory_turns"), list):
        metadata["exploratory_turns"] = [_gold_turn(i, applied) for i in base.metadata["exploratory_turns"]]
    return scenario.model_copy(update={"id": _variant_id(base, kind), "category": kind, "metadata": metadata})


def check_derivable(base: Scenario, kind: str) -> None:
    """Raise where :func:`derive` would, without building the variant (its annotations are read, nothing runs).

    Raises:
        VariantError: Unknown kind, or the base lacks what the variant needs.
    """
    if kind not in KINDS:
        raise VariantError(f"unknown variant kind {kind!r}; known: {', '.join(KINDS)}")
    if base.held_out:
        raise VariantError(f"{base.id}: a base scenario must not hold functions out")
    if kind in LONG_CONTEXT_KINDS and _excluded(base):
        raise VariantError(f"{base.id}: not a long-context scenario (no_long_context: {_excluded(base)})")
    param_turn = miss_param_spec(base).turn if kind in ("miss_param", "composite") else None
    if kind in ("miss_func", "composite"):
        miss_func_spec(base, avoid_turn=param_turn)


def _gold_turn(index: int, applied: dict[str, Any]) -> int:
    """Where the gold of base turn ``index`` ends up in a variant (follow-up and holdout turns carry it)."""
    if "miss_param" in applied:
        request = applied["miss_param"]["request_turn"]
        if "miss_func" in applied and applied["miss_func"]["holdout_turn"] <= request:
            request -= 1  # recorded after the holdout turn went in; undo that to get the first shift
        index += index >= request
    if "miss_func" in applied:
        index += index >= applied["miss_func"]["request_turn"]
    return index


def build_suite(name: str, bases: Sequence[Scenario], context_size: int | None = None) -> LazySuite:
    """The derived suite ``name``: one variant of every base scenario, in base order.

    The suite is lazy: its ids are known at once and every base's annotations are checked now,
    but each variant is built when first asked for (a long-context one replays its gold twice
    over fully loaded domains), so a run of a few of its scenarios builds only those.

    Args:
        name: A variant kind (``miss_param``, ``miss_func``, ``long_context``, ``composite``).
        bases: The base scenarios, with their annotations.
        context_size: Distractor items per collection for every scenario (overrides each base's
            ``long_context_size``); only for the kinds with long context.

    The kinds with long context hold a variant of every long-context member only
    (:func:`scenarios.membership.members`).

    Raises:
        VariantError: Unknown suite kind, a size for a kind without long context, or a base
            scenario lacks a needed annotation.
    """
    if name not in KINDS:
        raise VariantError(f"{name!r} is not a derived suite; derived suites: {', '.join(KINDS)}")
    if name in LONG_CONTEXT_KINDS:
        try:
            bases = members(bases)
        except MembershipError as err:
            raise VariantError(str(err)) from None
    if context_size is not None:
        if name not in LONG_CONTEXT_KINDS:
            raise VariantError(f"{name!r} has no long context to size")
        bases = [b.model_copy(update={"metadata": {**b.metadata, "long_context_size": context_size}}) for b in bases]
    bases = tuple(bases)
    for base in bases:
        check_derivable(base, name)
    return LazySuite([_variant_id(base, name) for base in bases], _Builder(name, bases), sources=bases)


class _Builder:
    """Builds the variant ``name`` of the base at an index (a plain object, so a suite can be pickled)."""

    def __init__(self, name: str, bases: tuple[Scenario, ...]) -> None:
        self.name = name
        self.bases = bases

    def __call__(self, index: int) -> Scenario:
        return _checked(derive(self.bases[index], self.name))


def _excluded(base: Scenario) -> str | None:
    try:
        return exclusion(base)
    except MembershipError as err:
        raise VariantError(str(err)) from None


def _checked(variant: Scenario) -> Scenario:
    """``variant`` validated as a scenario of its own, keeping its configuration objects.

    The configurations are the base's, which building the variant already loaded (long context:
    with its distractors); sharing them lets those loads be copied, not repeated (see
    :mod:`sandbox.tools.pristine`). Configurations are never changed once loaded.
    """
    checked = Scenario.model_validate(variant.model_dump())
    return checked.model_copy(update={"domains": variant.domains})
