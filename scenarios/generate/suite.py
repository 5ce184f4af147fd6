"""Generated suites by name: ``gen:<kind>@seed=S,n=N[,split=train|test][,domains=a/b]``.

Candidates are drawn in index order (:func:`scenarios.generate.build.draw`); each is replayed and
validated as ``toolsim validate --strict`` does (any error or warning drops it, notices do not), and
so is each variant asked for, derived as the shipped suites derive theirs
(:func:`scenarios.variants.derive`). A suite of kind ``base`` holds the first ``n`` candidates whose
base scenario is valid; a suite of a variant kind holds the variants of the first ``n`` candidates
whose base and variant are both valid. So a suite is a function of its name alone, and a larger
``n`` extends a smaller one.

Whether a base scenario takes part in the long-context suites is measured, not guessed: its
long-context variant is built and, when its gold sees none of the distractors, the base is marked
``no_long_context`` (``stateless``, ``write_only`` or ``unreached``, :mod:`scenarios.membership`).

``split=train|test`` keeps the candidates whose path signature falls in that split
(:func:`scenarios.generate.build.split_of`), so no path of the test split occurs in training.
"""

from __future__ import annotations

import asyncio
import gc
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from sandbox.episode.loop import build_toolbox
from sandbox.episode.config import execute_strings
from sandbox.judge.gold import domains_of, gold_track
from sandbox.episode.scenario import Scenario
from sandbox.tools.context import LongContext
from sandbox.tools.domain import Domain
from scenarios.generate.build import draw
from scenarios.membership import KEY
from scenarios.validate import CHECKS, validate_scenario
from scenarios.validate_idle import idle_passes
from scenarios.validate_context import gold_outputs
from scenarios.variants import KINDS, LONG_CONTEXT_KINDS, LONG_CONTEXT_SIZE, VariantError, derive

#: The kinds a generated suite can have.
GEN_KINDS: tuple[str, ...] = ("base", *KINDS)
#: Most scenarios in one generated suite.
MAX_N = 100_000
#: Candidates drawn per scenario wanted, at most, before giving up.
DRAWS_PER_SCENARIO = 20
_NAME = re.compile(r"^gen:([a-z_]+)(?:@(.*))?$")


class GenNameError(ValueError):
    """A ``gen:`` suite name that does not parse; the message is one line saying why."""


@dataclass(frozen=True)
class GenSpec:
    """What a generated suite's name asks for."""

    kind: str
    seed: int = 0
    n: int = 100
    split: str | None = None
    domains: tuple[str, ...] | None = None

    @property
    def name(self) -> str:
        """The canonical name."""
        extra = f",split={self.split}" if self.split else ""
        extra += f",domains={'/'.join(self.domains)}" if self.domains else ""
        return f"gen:{self.kind}@seed={self.seed},n={self.n}{extra}"


def _number(key: str, text: str, low: int, high: int) -> int:
    if not re.fullmatch(r"\d{1,9}", text) or not low <= int(text) <= high:
        raise GenNameError(f"{key}={text!r}: expected a whole number from {low} to {high}")
    return int(text)


def parse_name(name: str) -> GenSpec:
    """Parse ``gen:<kind>@seed=S,n=N[,split=train|test][,domains=a/b]`` (every option may be left out).

    Raises:
        GenNameError: Unknown kind or option, a bad value, or a repeated option.
    """
    match = _NAME.match(name)
    if match is None:
        raise GenNameError(f"{name!r}: expected gen:<kind>@seed=S,n=N (kinds: {', '.join(GEN_KINDS)})")
    kind, options = match.group(1), match.group(2)
    if kind not in GEN_KINDS:
        raise GenNameError(f"{name!r}: unknown kind {kind!r}; known: {', '.join(GEN_KINDS)}")
    values: dict[str, str] = {}
    for part in (options or "").split(",") if options else []:
        key, eq, value = part.partition("=")
        if not eq or key not in ("seed", "n", "split", "domains"):
            raise GenNameError(f"{name!r}: bad option {part!r}; options: seed=S, n=N, split=train|test, domains=a/b")
        if key in values:
            raise GenNameError(f"{name!r}: option {key!r} given twice")
        values[key] = value
    split = values.get("split")
    if split is not None and split not in ("train", "test"):
        raise GenNameError(f"{name!r}: split={split!r}: expected train or test")
    domains = tuple(d for d in values["domains"].split("/") if d) if "domains" in values else None
    if domains is not None and not domains:
        raise GenNameError(f"{name!r}: domains= names no domain")
    return GenSpec(kind, _number("seed", values.get("seed", "0"), 0, 2**31 - 1),
                   _number("n", values.get("n", "100"), 1, MAX_N), split, domains)


@dataclass
class Tally:
    """How many candidates were drawn, kept, and dropped by reason (``variant:check`` for variants)."""

    drawn: int = 0
    kept: int = 0
    other_split: int = 0
    dropped: Counter[str] = field(default_factory=Counter)
    seconds: dict[str, float] = field(default_factory=dict)

    def timed(self, stage: str, start: float) -> None:
        """Add the time since ``start`` (a :func:`time.perf_counter` value) to ``stage``."""
        self.seconds[stage] = self.seconds.get(stage, 0.0) + time.perf_counter() - start

    def line(self) -> str:
        """One line for a terminal."""
        share = 100.0 * self.kept / max(1, self.drawn - self.other_split)
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(self.dropped.items(), key=lambda kv: (-kv[1], kv[0])))
        split = f", {self.other_split} in the other split" if self.other_split else ""
        return f"drawn {self.drawn}, kept {self.kept} ({share:.1f}%){split}; dropped: {reasons or 'none'}"


def strict_problems(scenario: Scenario, tally: Tally | None = None, runner: asyncio.Runner | None = None) -> list[str]:
    """The checks ``validate --strict`` fails the scenario on (errors and warnings, including do-nothing).

    With ``tally``, the time of each part goes to ``validate:<category>`` and ``do_nothing:<category>``;
    with ``runner``, the do-nothing episode runs on its event loop (:func:`scenarios.validate_idle.idle_passes`).
    """
    start = time.perf_counter()
    found = [f.check for f in validate_scenario(scenario) if CHECKS[f.check][0] != "notice"]
    if tally is not None:
        tally.timed(f"validate:{scenario.category}", start)
    if not found:
        start = time.perf_counter()
        if idle_passes(scenario, runner):
            found.append("do_nothing_passes")
        if tally is not None:
            tally.timed(f"do_nothing:{scenario.category}", start)
    return found


def with_membership(base: Scenario) -> Scenario:
    """``base`` marked out of the long-context suites when its gold sees none of the distractors.

    The gold runs with and without distractors; when every result is the same, no rebasing of ids
    could make it differ, and the base is marked with the reason its gold gives. Both replays stay
    in the gold cache (:func:`sandbox.judge.gold.gold_track`), where rebasing the long-context
    variants, validating them and their do-nothing episodes find them, so the distractors are
    generated once per candidate and mostly never copied.
    """
    size = int(base.metadata.get("long_context_size", LONG_CONTEXT_SIZE))
    busy = base.model_copy(update={"long_context": LongContext(size=size)})
    if gold_outputs(busy) != gold_outputs(base):  # (rebasing ids only matters where outputs differ)
        return base
    initial = gold_track(base, execute_strings).initial  # (cached by gold_outputs)
    specs = {name: spec for domain in domains_of(base) for name, spec in domain.tools.items()}
    if not any((initial if initial is not None else build_toolbox(base).projection()).values()):
        reason = "stateless"
    elif all(name in specs and specs[name].mutates for turn in base.turns for name in (c.name for c in turn.calls())):
        reason = "write_only"
    else:
        reason = "unreached"
    return base.model_copy(update={"metadata": {**base.metadata, KEY: reason}})


@dataclass
class Generated:
    """The scenarios of one generation run, by kind, and its tally."""

    spec: GenSpec
    by_kind: dict[str, list[Scenario]]
    tally: Tally


def generate(spec: GenSpec, domains: Mapping[str, Domain], kinds: Sequence[str] = (),
             progress: Callable[[Generated], None] | None = None) -> Generated:
    """Draw and validate candidates until ``spec.n`` are kept for ``spec.kind`` (see the module doc).

    Args:
        spec: The suite asked for.
        domains: The domains available, by name (``spec.domains`` narrows them).
        kinds: Variant kinds to derive and validate for each kept base as well (the suite's own
            kind always is).
        progress: Called with the run as it stands after each candidate (read it, never change it).

    Raises:
        GenNameError: ``spec.domains`` names a domain that is not there.
        ValueError: Too few candidates could be kept.
    """
    if spec.domains is not None:
        unknown = sorted(set(spec.domains) - set(domains))
        if unknown:
            raise GenNameError(f"{spec.name}: unknown domain(s) {', '.join(unknown)}; known: {', '.join(sorted(domains))}")
        domains = {name: domains[name] for name in spec.domains}
    wanted = [k for k in dict.fromkeys([*kinds, spec.kind]) if k != "base"]
    by_kind: dict[str, list[Scenario]] = {kind: [] for kind in ("base", *wanted)}
    tally = Tally()
    made = Generated(spec, by_kind, tally)
    with _collecting_less(), asyncio.Runner() as runner:  # (one event loop for every do-nothing episode)
        _draw_until(made, domains, wanted, progress, runner)
    return made


def _draw_until(made: Generated, domains: Mapping[str, Domain], wanted: list[str],
                progress: Callable[[Generated], None] | None, runner: asyncio.Runner) -> None:
    spec, by_kind, tally = made.spec, made.by_kind, made.tally
    index = 0
    while len(by_kind[spec.kind]) < spec.n:
        if tally.drawn >= DRAWS_PER_SCENARIO * spec.n + 100:
            raise ValueError(f"{spec.name}: only {len(by_kind[spec.kind])} of {spec.n} scenarios kept after "
                             f"{tally.drawn} candidates ({tally.line()})")
        start = time.perf_counter()
        drawn = draw(domains, spec.seed, index)
        tally.timed("draw", start)
        index += 1
        tally.drawn += 1
        if drawn.scenario is None:
            tally.dropped[drawn.reason] += 1
        elif spec.split is not None and drawn.scenario.metadata["split"] != spec.split:
            tally.other_split += 1
        else:
            _take(drawn.scenario, wanted, spec.kind, by_kind, tally, runner)
        if progress is not None:
            progress(made)


#: Allocations between two collections of the youngest generation while candidates are made (Python's default: 700).
YOUNG_THRESHOLD = 3000


@contextmanager
def _collecting_less() -> Iterator[None]:
    """Fewer and shorter passes of the garbage collector while candidates are made.

    Stories and replays drop many file-system trees, whose nodes link both ways, so only the
    collector frees them. Collected young, a dropped tree is cheap to free; once promoted to the old
    generation, it waits for a full pass, which walks every object alive. So the youngest generation
    is collected every :data:`YOUNG_THRESHOLD` allocations (most trees die before they are
    promoted), and what exists when the run starts (the loaded modules and domains among it) is
    frozen out of the full passes (:func:`gc.freeze`). Both are undone afterwards; nothing is lost,
    only collected later. Left alone when the collector is off or something else froze objects.
    """
    if not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], YOUNG_THRESHOLD), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


def _take(candidate: Scenario, wanted: list[str], kind: str, by_kind: dict[str, list[Scenario]], tally: Tally,
          runner: asyncio.Runner | None = None) -> None:
    start = time.perf_counter()
    base = with_membership(candidate)
    tally.timed("membership", start)
    problems = strict_problems(base, tally, runner)
    if problems:
        tally.dropped[problems[0]] += 1
        return
    variants: dict[str, Scenario] = {}
    for name in wanted:
        start = time.perf_counter()
        try:
            variant = derive(base, name)
        except VariantError as err:
            tally.dropped[f"{name}:{err.reason}"] += 1
            continue
        finally:
            tally.timed(f"derive:{name}", start)
        found = strict_problems(variant, tally, runner)
        if found:
            tally.dropped[f"{name}:{found[0]}"] += 1
            continue
        variants[name] = variant
    if kind != "base" and kind not in variants:
        return
    tally.kept += 1
    by_kind["base"].append(base)
    for name, variant in variants.items():
        by_kind[name].append(variant)


_LOADED: dict[GenSpec, list[Scenario]] = {}


def load_generated(name: str) -> list[Scenario]:
    """The scenarios of a ``gen:`` suite, generated over every registered domain that loads (once per process).

    Raises:
        GenNameError: The name does not parse, or names an unknown domain.
        ValueError: Too few candidates could be kept.
    """
    from graph.build import loadable_domains

    spec = parse_name(name)
    if spec not in _LOADED:
        domains, _ = loadable_domains()
        _LOADED[spec] = generate(spec, {d.name: d for d in domains}).by_kind[spec.kind]
    return list(_LOADED[spec])


__all__ = ["GEN_KINDS", "GenNameError", "GenSpec", "Generated", "LONG_CONTEXT_KINDS", "Tally", "generate",
           "load_generated", "parse_name", "strict_problems", "with_membership"]
