"""Generated suites: names, determinism, the train/test split, and the validity of every kept scenario."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from graph.build import loadable_domains
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario, load_scenarios
from sandbox.models.oracle import OracleModel
from sandbox.run.suites import load_suite
from sandbox.tools.errors import RegistryError
from scenarios.generate.build import signature, split_of
from scenarios.generate.suite import GEN_KINDS, MAX_N, GenNameError, GenSpec, Generated, _collecting_less, generate, parse_name
from scenarios.validate import validate_suite

VARIANTS = tuple(k for k in GEN_KINDS if k != "base")


@cache
def made(seed: int, n: int, split: str | None = None, variants: bool = False) -> Generated:
    domains = {d.name: d for d in loadable_domains()[0]}
    return generate(GenSpec("base", seed, n, split), domains, VARIANTS if variants else ())


def dumped(scenarios: list[Scenario]) -> list[str]:
    return [s.model_dump_json() for s in scenarios]


# -- names -----------------------------------------------------------------------------------------


def test_a_full_name_parses() -> None:
    spec = parse_name("gen:miss_param@seed=7,n=2000,split=test,domains=file_system/math")
    assert spec == GenSpec("miss_param", 7, 2000, "test", ("file_system", "math"))
    assert parse_name(spec.name) == spec


def test_options_default_to_seed_0_and_100_scenarios() -> None:
    assert parse_name("gen:base") == GenSpec("base", 0, 100)
    assert parse_name("gen:base@n=5") == GenSpec("base", 0, 5)


@pytest.mark.parametrize("n, ok", [(1, True), (0, False), (MAX_N, True), (MAX_N + 1, False)])
def test_n_bounds(n: int, ok: bool) -> None:
    if ok:
        assert parse_name(f"gen:base@n={n}").n == n
    else:
        with pytest.raises(GenNameError, match="n="):
            parse_name(f"gen:base@n={n}")


@pytest.mark.parametrize("name, says", [
    ("gen:basic@n=3", "unknown kind 'basic'"),
    ("gen:base@size=3", "bad option 'size=3'"),
    ("gen:base@n=3,n=4", "option 'n' given twice"),
    ("gen:base@split=dev", "expected train or test"),
    ("gen:base@seed=-1", "seed='-1'"),
    ("gen:base@n=x", "n='x'"),
    ("gen:", "expected gen:<kind>"),
    ("gen:base@domains=", "names no domain"),
])
def test_bad_names_say_why(name: str, says: str) -> None:
    with pytest.raises(GenNameError, match=re.escape(says)):
        parse_name(name)


def test_a_bad_name_is_one_registry_error_line() -> None:
    with pytest.raises(RegistryError) as err:
        load_suite("gen:base@n=0")
    assert "\n" not in str(err.value) and "n='0'" in str(err.value)


def test_an_unknown_domain_is_refused() -> None:
    with pytest.raises(RegistryError, match="unknown domain"):
        load_suite("gen:base@n=1,domains=no_such_domain")


def test_the_cli_prints_one_error_line_for_a_bad_name() -> None:
    run = subprocess.run([sys.executable, "-m", "sandbox", "suites", "gen:base@split=dev"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 2
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "expected train or test" in lines[0] and "Traceback" not in run.stderr


# -- determinism and split -------------------------------------------------------------------------


def test_the_same_name_gives_the_same_scenarios_and_a_larger_n_extends_a_smaller_one() -> None:
    domains = {d.name: d for d in loadable_domains()[0]}
    again = generate(GenSpec("base", 3, 4), domains)
    assert dumped(again.by_kind["base"]) == dumped(made(3, 6).by_kind["base"][:4])


#: sha256 of each kind's scenarios of ``made(21, 5, variants=True)`` (their JSON, one line each), and its tally.
#: Making generation faster must not change them; change them only with a change meant to change the scenarios.
PINNED = {
    "base": "00f9e6a56fd7822cb5f47fa7c61009c8318b273d531cdbacd0d91eefcc357d02",
    "miss_param": "633b440977ba20ef9c28b091b4d610d60d20c7e44aca9be26a5f7cd432105b20",
    "miss_func": "a9834bab51eedf44184fe9bea24d668d83e8d118cf1c4676e5ee614eb5d55c2f",
    "long_context": "6067b401752d92d0fcee077167871dc4891d865c94dc11cd9530f96f6399ff16",
    "composite": "c96dc1fa5b4f2412fb572809a297657072a74d3345311f4f6ab5a413e3157116",
}
PINNED_TALLY = ("drawn 5, kept 5 (100.0%); dropped: composite:independent_request 2, "
                "miss_param:independent_request 2, composite:not_derivable 1, long_context:not_derivable 1, "
                "miss_func:independent_request 1, miss_param:withheld_readable 1")


def test_what_a_seed_generates_is_pinned_byte_for_byte() -> None:
    generated = made(21, 5, variants=True)
    found = {kind: hashlib.sha256("\n".join(dumped(scenarios)).encode()).hexdigest()
             for kind, scenarios in generated.by_kind.items()}
    assert found == PINNED
    assert generated.tally.line() == PINNED_TALLY


def test_another_seed_gives_other_scenarios() -> None:
    assert set(dumped(made(3, 6).by_kind["base"])).isdisjoint(dumped(made(4, 6).by_kind["base"]))


def _signature(scenario: Scenario) -> str:
    """The path signature recomputed from the gold calls (not read from the metadata)."""
    names = {name: domain for domain in scenario.domains for name in
             {d.name: d for d in loadable_domains()[0]}[domain].tools}
    return signature([f"{names[call.name]}.{call.name}" for turn in scenario.turns for call in turn.calls()])


def test_no_path_of_the_test_split_occurs_in_the_train_split() -> None:
    train = made(11, 12, "train").by_kind["base"]
    test = made(11, 4, "test").by_kind["base"]
    train_paths = {_signature(s) for s in train}
    test_paths = {_signature(s) for s in test}
    assert train_paths and test_paths
    assert train_paths.isdisjoint(test_paths)
    assert all(split_of(p) == "train" for p in train_paths) and all(split_of(p) == "test" for p in test_paths)
    assert {s.metadata["signature"] for s in train + test} == train_paths | test_paths


def test_the_split_is_a_stable_fifth() -> None:
    paths = [f"a.tool{i}>b.tool{i % 7}" for i in range(2000)]
    share = sum(split_of(p) == "test" for p in paths) / len(paths)
    assert 0.15 < share < 0.25
    assert [split_of(p) for p in paths] == [split_of(p) for p in paths]


# -- what is kept is valid, natural and passes with the oracle ------------------------------------


def test_every_kept_scenario_and_variant_passes_strict_validation() -> None:
    generated = made(21, 5, variants=True)
    assert len(generated.by_kind["base"]) == 5
    for kind, scenarios in generated.by_kind.items():
        report = validate_suite(f"gen:{kind}", scenarios)
        assert not report.failed(strict=True), [str(f) for f in report.findings if f.severity != "notice"]
        assert all(s.category == kind for s in scenarios)


def test_kept_scenarios_have_two_to_six_turns_and_one_to_three_domains() -> None:
    for scenario in made(3, 6).by_kind["base"]:
        assert 2 <= len(scenario.turns) <= 6
        assert 1 <= len(scenario.domains) <= 3


def test_user_text_has_no_placeholder_and_no_function_name() -> None:
    domains = {d.name: d for d in loadable_domains()[0]}
    for scenario in made(3, 6).by_kind["base"]:
        # names written as code (snake_case, camelCase); plain words such as "percentage" may be said
        names = [n for d in scenario.domains for n in domains[d].tools if "_" in n or re.search("[a-z][A-Z]", n)]
        for turn in scenario.turns:
            assert "{" not in turn.text and "}" not in turn.text and "PLACEHOLDER" not in turn.text
            assert not [n for n in names if re.search(rf"\b{re.escape(n)}\b", turn.text)], turn.text


def test_no_change_is_aimed_at_a_value_the_user_logged_in_with() -> None:
    domains = {d.name: d for d in loadable_domains()[0]}
    for scenario in made(3, 6).by_kind["base"] + made(4, 6).by_kind["base"]:
        specs = {n: s for d in scenario.domains for n, s in domains[d].tools.items()}
        calls = [c for t in scenario.turns for c in t.calls()]
        for i, call in enumerate(calls):
            if specs[call.name].mutates:
                earlier = [repr(v) for c in calls[:i] if "login" in c.name or "auth" in c.name for v in c.arguments.values()]
                assert not [v for v in call.arguments.values() if repr(v) in earlier], (scenario.id, call)


def test_the_oracle_passes_a_small_generated_suite() -> None:
    async def run(scenarios: list[Scenario]) -> list[str]:
        failed = []
        for scenario in scenarios:
            result, _ = await run_episode(scenario, OracleModel(), suite="gen")
            if not result.passed:
                failed.append(f"{scenario.id}: turn {result.error_turn} {result.error_class}")
        return failed

    generated = made(21, 5, variants=True)
    assert asyncio.run(run([s for v in generated.by_kind.values() for s in v])) == []


def test_a_gen_name_loads_through_the_suite_registry() -> None:
    loaded = load_suite("gen:base@seed=3,n=2")
    assert dumped(loaded) == dumped(made(3, 6).by_kind["base"][:2])


def test_the_gymnasium_env_takes_a_generated_suite_by_name() -> None:
    pytest.importorskip("gymnasium", reason="the gymnasium extra is not installed")
    from sandbox.integrations.gymnasium import ToolsimEnv

    env = ToolsimEnv("gen:base@seed=3,n=2")
    observation, info = env.reset(seed=1)
    assert info["scenario_id"] == made(3, 6).by_kind["base"][1].id
    assert made(3, 6).by_kind["base"][1].turns[0].text in observation


def test_toolsim_generate_writes_the_suite_of_the_same_name_and_prints_its_tally(tmp_path: Path) -> None:
    target = tmp_path / "gen.jsonl"
    run = subprocess.run([sys.executable, "-m", "sandbox", "generate", "--count", "2", "--seed", "3", "--no-variants",
                          "--out", str(target)], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert "gen:base@seed=3,n=2: drawn " in run.stdout and "kept 2" in run.stdout and "coverage: " in run.stdout
    assert dumped(load_scenarios(target)) == dumped(made(3, 6).by_kind["base"][:2])


def test_graded_models_rank_on_generated_suites_as_they_are_built() -> None:
    from tests.bench.graded import score

    generated = made(21, 5, variants=True)
    for kind in ("base", "miss_param", "miss_func"):
        scenarios = generated.by_kind[kind]
        assert score("oracle", scenarios) == 1.0, kind
        assert score("damaged@0.6", scenarios) <= score("damaged@0.1", scenarios), kind
        assert score("damaged@0.6", scenarios) < 1.0, kind
    for kind in ("miss_param", "miss_func"):  # acting at once where it should ask or abstain fails
        assert score("always_call", generated.by_kind[kind]) == 0.0, kind


def test_generation_tunes_the_collector_only_while_it_runs_and_leaves_an_earlier_freeze_alone() -> None:
    assert gc.get_freeze_count() == 0
    threshold = gc.get_threshold()
    with _collecting_less():
        assert gc.get_freeze_count() > 0 and gc.get_threshold()[0] >= 3000
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == threshold
    with pytest.raises(RuntimeError), _collecting_less():
        raise RuntimeError("a run that fails hands the objects back too")
    assert gc.get_freeze_count() == 0
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with _collecting_less():
            pass
        assert gc.get_freeze_count() == frozen  # someone else's freeze is theirs to undo
    finally:
        gc.unfreeze()


def test_login_values_come_from_accounts_only_and_a_birth_date_is_a_grown_ups() -> None:
    """An order's ``order_type: Sell`` is no user name and password; a date of birth is not a travel date."""
    from scenarios.generate.pools import credential_pairs

    assert credential_pairs({"orders": {"12345": {"order_type": "Sell", "symbol": "AAPL", "price": 210.0}}}) == []
    assert credential_pairs({"doors": {"driver": "locked", "passenger": "unlocked"}}) == []
    assert credential_pairs({"accounts": {"ben75": "contract385", "zoe": "two words"}}) == [("ben75", "contract385")]
    assert credential_pairs({"username": "ana_b", "password": "k9x"}) == [("ana_b", "k9x")]
    for scenario in made(21, 40).by_kind["base"]:
        for turn in scenario.turns:
            for call in turn.calls():
                if call.name.endswith("login") and "username" in call.arguments:
                    assert call.arguments["username"] not in ("order_type", "symbol", "driver", "status"), call
                born = call.arguments.get("date_of_birth")
                if born is not None:
                    assert "1950-01-01" <= born <= "2004-12-31", call
