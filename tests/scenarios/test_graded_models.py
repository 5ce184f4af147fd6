"""Graded models built from the gold rank as their construction says, on every own suite.

The models are those of tests/bench/graded.py (which prints the full table in docs/suites.md).
Every suite is sampled (every k-th scenario, about :data:`SAMPLE` of them) to keep the test
short; the correct alternatives run on the whole of ``base``.
"""

from __future__ import annotations

import pytest

from tests.bench.graded import LEVELS, SUITES, sample, score

SAMPLE = 40


@pytest.mark.parametrize("model", ["floats", "reordered", "no_lookup"])
def test_correct_alternative_solutions_pass_base(model: str) -> None:
    assert score(model, sample("base", None)) >= 0.99


@pytest.mark.parametrize("suite", SUITES)
def test_graded_models_keep_their_order(suite: str) -> None:
    scenarios = sample(suite, SAMPLE)
    assert score("oracle", scenarios) == 1.0
    for model in ("floats", "reordered", "no_lookup"):
        assert score(model, scenarios) >= 0.99, model
    damaged = [score(f"damaged@{p:g}", scenarios) for p in LEVELS]
    assert 1.0 > damaged[0] > damaged[1] > damaged[2], damaged


@pytest.mark.parametrize("suite", ["miss_param", "miss_func", "composite"])
def test_acting_at_once_fails_where_the_model_should_ask_or_abstain(suite: str) -> None:
    assert score("always_call", sample(suite, SAMPLE)) <= 0.25


def test_judged_as_bfcl_judges_exact_matching_fails_correct_alternatives_and_ask_turns_go_unjudged() -> None:
    """``--judge bfcl`` really changes the judge: what toolsim passes, BFCL's exact checks fail in part."""
    from tests.bench.graded import table

    scenarios = sample("miss_param", SAMPLE, judge="bfcl")
    assert {s.profile for s in scenarios} == {"bfcl"}
    assert score("oracle", scenarios) == 1.0
    assert score("always_call", scenarios) > 0.3  # ask turns are not judged
    assert score("no_lookup", scenarios) < 0.99  # every gold result is required
    assert table(["base"], 10, ["oracle"], judge="bfcl").splitlines()[-1] == "| `oracle` | 100.0% |"


def test_any_share_of_damage_is_a_model_and_its_script_runs_through_the_cli_format(tmp_path: object) -> None:
    """``--write`` gives ``toolsim run --model scripted:FILE`` files, for damage at any share from 0 to 1."""
    from pathlib import Path

    from sandbox.models.scripted import load_bfcl_results
    from tests.bench.graded import builder, main

    assert builder("damaged@0.11") is not None and builder("perturb@0") is not None and builder("wrong@1") is not None
    assert builder("damaged@1.01") is None and builder("damaged@x") is None and builder("bent@0.1") is None
    out = Path(str(tmp_path))
    assert main(["--models", "oracle,damaged@0.5", "--write", str(out), "--limit", "4", "base"]) == 0
    scenarios = sample("base", 4)
    oracle = load_bfcl_results(out / "oracle.jsonl")
    assert sorted(oracle) == sorted(s.id for s in scenarios)
    half = load_bfcl_results(out / "damaged@0.5.jsonl")
    assert half != oracle  # damage at one half changes some turn of four scenarios
    with pytest.raises(SystemExit):
        main(["--models", "damaged@2", "base"])
