"""Draw one candidate scenario: domains, a generated state, a story, and its user turns.

Candidate ``index`` of seed ``seed`` depends on nothing else: its random stream is
``random.Random(f"gen:{seed}:{index}")``. It draws one to three domains that declare a state
generator and phrasings, two to six user turns (each domain a run of consecutive turns, so the
story moves from one app to the next), a language and a writing style. Every turn asks for one
step, sometimes two (plus the lookups and enablers they bring).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sandbox.episode.execution import Toolbox
from sandbox.episode.scenario import Message, Scenario, Turn
from sandbox.tools.domain import Domain
from sandbox.tools.phrasing import STYLES
from scenarios.generate import holdback, persona
from scenarios.generate.compose import turn_text
from scenarios.generate.story import Broken, Step, Story
from scenarios.generate.texts import TICKETS

#: Fewest and most user turns of a generated scenario.
TURNS = (2, 6)
#: How many domains a scenario draws, by weight: one, two or three.
DOMAIN_WEIGHTS = (5.0, 4.0, 1.0)
#: Tool draws tried for one turn before the candidate is dropped.
TOOL_DRAWS = 6
#: Share of the signature space that forms the test split.
TEST_SHARE = 5  # one in five


@dataclass(frozen=True)
class Drawn:
    """The outcome of one draw: a scenario, or the reason there is none."""

    scenario: Scenario | None
    reason: str = ""


def usable(domains: Mapping[str, Domain]) -> list[str]:
    """The domains a scenario can draw: with a state generator and phrasings."""
    return sorted(name for name, d in domains.items() if d.generator is not None and d.phrasings)


def signature(nodes: list[str]) -> str:
    """A path's signature: its graph nodes in call order."""
    return ">".join(nodes)


def split_of(sig: str) -> str:
    """``test`` for one signature in :data:`TEST_SHARE`, chosen by a stable hash; else ``train``."""
    digest = hashlib.sha256(sig.encode()).digest()
    return "test" if int.from_bytes(digest[:4], "big") % TEST_SHARE == 0 else "train"


def _languages(domains: list[Domain]) -> list[str]:
    found = [{p.language for ps in d.phrasings.values() for p in ps} for d in domains]
    return sorted(set.intersection(*found)) if found else []


def _blocks(rng: random.Random, count: int, names: list[str]) -> list[str]:
    """The domain of each of ``count`` turns: every domain a non-empty run of consecutive turns."""
    cuts = sorted(rng.sample(range(1, count), len(names) - 1))
    bounds = [0, *cuts, count]
    return [names[i] for i in range(len(names)) for _ in range(bounds[i + 1] - bounds[i])]


def _turn(story: Story, domain: str, turn: int) -> bool:
    used: set[str] = set()
    for _ in range(TOOL_DRAWS):
        spec = story.draw_tool(domain, used)
        if spec is None:
            return False
        if story.try_tool(spec, turn) is not None:
            return True
        used.add(spec.name)
    return False


def localized(config: Any, language: str, index: int = 0) -> Any:
    """``config`` with every record's title and description (a ticket's) told in ``language``, from its ticket texts.

    >>> localized({"queue": [{"id": 1, "title": "Monitor flickers", "description": "x"}]}, "de")["queue"][0]["title"]
    'VPN bricht ständig ab'
    """
    if language == "en":
        return config
    if isinstance(config, dict):
        if isinstance(config.get("title"), str) and isinstance(config.get("description"), str):
            pairs = TICKETS[language]
            title, description = pairs[(index + int(config.get("id", 0))) % len(pairs)]
            return {**config, "title": title, "description": description}
        return {k: localized(v, language, index) for k, v in config.items()}
    if isinstance(config, list):
        return [localized(v, language, index) for v in config]
    return config


def draw(domains: Mapping[str, Domain], seed: int, index: int) -> Drawn:
    """Draw candidate ``index`` of ``seed`` (see the module doc); not yet validated."""
    rng = random.Random(f"gen:{seed}:{index}")
    names = usable(domains)
    if not names:
        return Drawn(None, "no_domain")
    k = min(len(names), rng.choices((1, 2, 3), weights=DOMAIN_WEIGHTS)[0])
    chosen = rng.sample(names, k)
    languages = _languages([domains[n] for n in chosen])
    if not languages:
        return Drawn(None, "no_language")
    language, style = rng.choice(languages), rng.choice(STYLES)
    count = rng.randint(max(TURNS[0], k), TURNS[1])
    plan = _blocks(rng, count, chosen)
    scenario_seed = (seed * 1_000_003 + index) % 2**31
    configs: dict[str, dict[str, Any]] = {n: domains[n].generate(scenario_seed, rng.randint(3, 5)) for n in chosen}
    configs, person = persona.share(configs, chosen)  # (the user is one person in every app)
    configs = {n: localized(c, language, index) for n, c in configs.items()}  # (a Spanish user's tickets are in Spanish)
    shell = Scenario(id=f"gen_{seed}_{index:06d}_v1", domains=configs, turns=[Turn()], seed=scenario_seed)
    # (the scenario's own configuration objects: their loads are the ones its replays copy later)
    box = Toolbox({domains[n]: shell.domains[n] for n in sorted(chosen)}, shell.context())
    story = Story(domains, box, language, rng, configs=configs, person=person)
    try:
        for turn, domain in enumerate(plan):
            if not _turn(story, domain, turn):
                return Drawn(None, "no_step")
            if rng.random() < 0.25:
                _turn(story, domain, turn)
    except Broken as err:
        return Drawn(None, err.reason)
    return Drawn(_scenario(shell, story, style, rng))


def _scenario(shell: Scenario, story: Story, style: str, rng: random.Random) -> Scenario:
    by_turn: dict[int, list[Step]] = {}
    for step in story.steps:
        by_turn.setdefault(step.turn, []).append(step)
    used: set[str] = set()  # (each chatty opener once per scenario)
    turns = [Turn(messages=[Message(content=turn_text(steps, story.language, style, rng, used=used))],
                  ground_truth=[str(s.call) for s in steps]) for _, steps in sorted(by_turn.items())]
    nodes = [f"{s.spec.domain}.{s.spec.name}" for s in story.steps]
    sig = signature(nodes)
    metadata: dict[str, Any] = {
        "generated": True, "graph_path": nodes, "signature": sig, "split": split_of(sig),
        "language": story.language, "style": style,
    }
    withheld, why = holdback.miss_param(story, by_turn, style, rng, used)
    if withheld is not None:
        metadata["miss_param"] = withheld
    else:
        metadata["no_miss_param"] = why
    held, why = holdback.miss_func(by_turn, withheld["turn"] if withheld else None)
    if held is not None:
        metadata["miss_func"] = held
    else:
        metadata["no_miss_func"] = why
    return shell.model_copy(update={"turns": turns, "metadata": metadata})
