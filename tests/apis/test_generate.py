"""Every domain's configuration generator: seeded, loadable in both profiles, and plausible to read."""

from __future__ import annotations

import doctest
import importlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sandbox.episode.calls import ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import GENERATED_RECORDS, Domain
from sandbox.tools.registry import DOMAINS

NAMES = ["file_system", "math", "message", "posting", "ticket", "trading", "travel", "vehicle"]


def _readers_without_arguments(domain: Domain) -> list[str]:
    return sorted(name for name, spec in domain.tools.items()
                  if not spec.mutates and not any(p.required for p in spec.params))


def _box(domain: Domain, config: dict[str, Any], profile: str = "native") -> Toolbox:
    return Toolbox({domain: json.loads(json.dumps(config))}, EpisodeContext(seed=1, profile=profile))  # type: ignore[arg-type]


@pytest.mark.parametrize("name", NAMES)
def test_every_domain_declares_a_generator(name: str) -> None:
    assert DOMAINS.get(name).generator is not None


@pytest.mark.parametrize("name", NAMES)
def test_the_same_seed_draws_the_same_configuration_and_another_seed_another(name: str) -> None:
    domain = DOMAINS.get(name)
    assert domain.generate(7, 4) == domain.generate(7, 4)
    if name != "math":  # the calculator has nothing to draw
        assert domain.generate(7, 4) != domain.generate(8, 4)
        assert domain.generate(7, 4) != DOMAINS.get("math").generate(7, 4)


@pytest.mark.parametrize("records", [GENERATED_RECORDS[0] - 1, GENERATED_RECORDS[1] + 1])
def test_records_outside_the_bounds_are_refused(records: int) -> None:
    with pytest.raises(ValueError, match="records per collection"):
        DOMAINS.get("ticket").generate(1, records)


@pytest.mark.parametrize("records", GENERATED_RECORDS)
def test_records_at_the_bounds_are_drawn(records: int) -> None:
    config = DOMAINS.get("ticket").generate(1, records)
    assert len(config["ticket_queue"]) == records


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9), records=st.integers(*GENERATED_RECORDS).filter(lambda n: n <= 12))
def test_a_drawn_configuration_loads_in_both_profiles_and_every_reader_runs(name: str, seed: int, records: int) -> None:
    domain = DOMAINS.get(name)
    config = domain.generate(seed, records)
    assert set(config) <= domain.known_config_keys(), sorted(set(config) - domain.known_config_keys())
    assert json.loads(json.dumps(config)) == config  # a scenario file can hold it as drawn
    _box(domain, config, "bfcl")
    box = _box(domain, config)
    for reader in _readers_without_arguments(domain):
        result = box.execute(ToolCall(name=reader))
        assert result.status in {"ok", "tool_error"}, (reader, result.status, result.output)


def _ok(box: Toolbox, name: str, **arguments: Any) -> Any:
    result = box.execute(ToolCall(name=name, arguments=arguments))
    assert result.status == "ok", (name, result.output)
    return json.loads(result.output)


@pytest.mark.parametrize("seed", range(5))
def test_reads_find_what_the_configuration_holds(seed: int) -> None:
    records = 4
    fs = DOMAINS.get("file_system")
    box = _box(fs, fs.generate(seed, records))
    listing = _ok(box, "ls")["current_directory_content"]
    folders = [entry for entry in listing if "." not in entry]
    assert len(folders) >= 2
    _ok(box, "cd", folder=folders[0])
    assert len([e for e in _ok(box, "ls")["current_directory_content"] if "." in e]) == records

    tickets = DOMAINS.get("ticket").generate(seed, records)
    ids = [t["id"] for t in tickets["ticket_queue"]]
    assert len(set(ids)) == records and tickets["ticket_counter"] == max(ids) + 1

    travel = DOMAINS.get("travel")
    config = travel.generate(seed, records)
    box = _box(travel, config)
    cards = _ok(box, "get_all_credit_cards")
    assert set(cards["credit_card_list"]) == set(config["credit_card_list"])
    assert all(b["travel_from"] != b["travel_to"] for b in config["booking_record"].values())
    assert all(b["card_id"] in config["credit_card_list"] for b in config["booking_record"].values())

    message = DOMAINS.get("message").generate(seed, records)
    assert len(set(message["user_map"].values())) == records + 2
    assert all(next(iter(entry)) in message["user_map"].values() for entry in message["inbox"])

    vehicle = DOMAINS.get("vehicle").generate(seed, records)
    unlocked = sum(1 for state in vehicle["doorStatus"].values() if state == "unlocked")
    assert vehicle["remainingUnlockedDoors"] == unlocked and 0 < vehicle["fuelLevel"] <= 50


def test_a_domain_without_a_generator_gives_its_default_configuration() -> None:
    plain = Domain(name="plain", api=DOMAINS.get("math").api, description="no generator")
    assert plain.generate(3) == {}


@pytest.mark.parametrize("name", NAMES)
def test_the_generators_examples_run(name: str) -> None:
    module = importlib.import_module(f"apis.{name}.generate")
    result = doctest.testmod(module)
    assert result.failed == 0 and (name == "math" or result.attempted > 0)
