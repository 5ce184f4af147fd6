"""Every own suite holds exactly the scenarios the manifest records, each with the recorded content.

A meant change is recorded with ``python -m tests.scenarios.manifest`` (see that module).
"""

from __future__ import annotations

from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite
from tests.scenarios import manifest


def test_suites_match_the_recorded_manifest() -> None:
    found = manifest.differences(manifest.recorded(), manifest.current())
    assert found == [], f"{len(found)} differences; if meant, run: {manifest.COMMAND}\n" + "\n".join(found[:40])


def test_the_manifest_covers_every_own_suite_in_full() -> None:
    data = manifest.recorded()
    assert set(data) == {"base", "miss_param", "miss_func", "long_context", "composite"}
    assert all(len(ids) >= 300 for ids in data.values())


def test_a_changed_word_changes_the_hash_and_is_named() -> None:
    base = load_suite("base")[0]
    data = base.model_dump(exclude_defaults=True)
    data["turns"][0]["messages"][0]["content"] += " "
    edited = Scenario.model_validate(data)
    assert manifest.digest(edited) != manifest.digest(base)
    old = {"base": {base.id: manifest.digest(base), "gone_v1": "0"}}
    new = {"base": {base.id: manifest.digest(edited), "new_v1": "1"}}
    assert manifest.differences(old, new) == ["base: added new_v1", "base: removed gone_v1", f"base: changed {base.id}"]
    assert manifest.differences(old, old) == []
