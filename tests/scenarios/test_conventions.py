"""The shipped gold writes values as the tools document them."""

from __future__ import annotations

from sandbox.run.suites import load_suite
from sandbox.tools.registry import DOMAINS


def _values(tool: str, param: str) -> list[tuple[str, str]]:
    """``(scenario, item)`` for every item of a list argument of a tool in the base gold."""
    return [(s.id, str(item)) for s in load_suite("base") for t in s.turns for call in t.calls()
            if call.name == tool for item in call.arguments.get(param, [])]


def test_the_documented_mention_and_tag_conventions() -> None:
    posting = DOMAINS.get("posting").tools
    assert "``@``" in posting["post_tweet"].params[2].description
    assert "without ``@``" in posting["mention"].params[1].description
    assert [v for v in _values("post_tweet", "mentions") if not v[1].startswith("@")] == []
    assert [v for v in _values("post_tweet", "tags") if not v[1].startswith("#")] == []
    usernames = _values("mention", "mentioned_usernames")
    assert usernames and [v for v in usernames if v[1].startswith("@")] == []
