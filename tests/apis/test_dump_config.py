"""``dump_config`` is the inverse of ``load``: a domain's state saved as a configuration loads back equal.

Skeleton generation relies on it to bake set-up work (log in, create a file, fund an account) into
a scenario's initial configuration. Checked on real states: every domain after every turn of the
ground truth of toolsim's base suite. Native profile only: the ``bfcl`` profile loads exactly what
bfcl-eval loads, which is not all of its state (comments of the posting domain, for one).
"""

from __future__ import annotations

import copy
from typing import Any

from apis.file_system import DOMAIN as FILE_SYSTEM
from apis.message import DOMAIN as MESSAGE
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.run.suites import load_suite
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.registry import DOMAINS


def _reloaded(api: DomainAPI[Any], name: str) -> dict[str, Any]:
    again = DOMAINS.get(name).create(copy.deepcopy(api.dump_config()), api.ctx)
    projection = again.projection()
    if name == "file_system":  # a configuration has no working directory: it starts at the root
        projection.pop("cwd", None)
    return projection


def test_every_domain_round_trips_after_every_gold_turn() -> None:
    checked: set[str] = set()
    for scenario in load_suite("base"):
        assert scenario.profile == "native"
        toolbox = build_toolbox(scenario)
        for turn in scenario.turns:
            execute_strings(toolbox, turn.ground_truth, None)
            for name, api in toolbox.apis.items():
                expected = api.projection()
                if name == "file_system":
                    expected.pop("cwd", None)
                assert _reloaded(api, name) == expected, (scenario.id, name)
                checked.add(name)
    assert checked == {name for scenario in load_suite("base") for name in scenario.domains}
    assert len(checked) == 8


def test_file_system_dump_has_the_configuration_shape() -> None:
    ctx = EpisodeContext(seed=1, profile="native")
    api = FILE_SYSTEM.create({"root": {"home": {"type": "directory", "contents": {
        "a.txt": {"type": "file", "content": "hi"}, "docs": {"type": "directory", "contents": {}}}}}}, ctx)
    assert api.dump_config() == {"root": {"home": {"type": "directory", "contents": {
        "a.txt": {"type": "file", "content": "hi"}, "docs": {"type": "directory", "contents": {}}}}}}


def test_native_message_records_keep_their_ids_and_senders() -> None:
    ctx = EpisodeContext(seed=3, profile="native")
    api = MESSAGE.create({"current_user": "USR001"}, ctx)
    api.state.inbox.append({"id": 12345, "sender": "USR003", "receiver": "USR001", "message": "hello"})
    again = MESSAGE.create(api.dump_config(), ctx)
    assert again.state.inbox == api.state.inbox
    assert 12345 in again.state.generated_ids
    mixed = MESSAGE.create({"inbox": [{"USR002": "hi"}, {"id": 777, "sender": None, "receiver": "USR003",
                                                         "message": "kept"}]}, ctx)
    assert [m["message"] for m in mixed.state.inbox] == ["hi", "kept"]
    assert mixed.state.inbox[1]["id"] == 777 and mixed.state.inbox[0]["id"] != 777
