"""Stories that make sense: nothing ended as soon as it was begun, no copies, no line operation that shows a file as it is, posts said to everyone."""

from __future__ import annotations

import random
import re
from typing import Any

from apis.file_system.generate import _THEMES, generate_config
from apis.posting import generate as posting
from sandbox.tools.registry import DOMAINS
from scenarios.generate import idle, sense
from scenarios.generate.pools import Pools
from scenarios.generate.texts import COMMENTS, MESSAGES, POSTS, REMINDERS
from tests.scenarios.test_generate_meaning import param
from tests.scenarios.test_generate_sense import tickets
from tests.scenarios.test_generate_story import story, take


def files(**contents: str) -> dict[str, Any]:
    home = {name: {"type": "file", "content": text} for name, text in contents.items()}
    return {"root": {"me": {"type": "directory", "contents": home}}}


# -- a change does not end what the story began ----------------------------------------------------


def test_a_ticket_filed_is_not_closed_or_resolved_in_the_same_story() -> None:
    s = story("ticket", {**tickets("Open"), "current_user": "ana_b"})
    assert take(s, "create_ticket", title="Laptop will not start", description="It shows a black screen after the logo")
    made = s.box.projection()["ticket"]["ticket_counter"] - 1
    assert not take(s, "close_ticket", ticket_id=made)  # outside: filed, then closed
    assert not take(s, "resolve_ticket", ticket_id=made, resolution="Swapped the device for a new one")  # outside
    assert take(s, "close_ticket", ticket_id=100)  # inside: a ticket that was there before the story
    assert "Open" in str(s.box.projection()["ticket"]["ticket_queue"][-1])  # and the new one is still open


def test_an_order_placed_is_not_cancelled_in_the_same_story() -> None:
    before = {"orders": {"7": {"id": 7, "status": "Open"}}}
    assert idle.ends_made(before, {"orders": {"7": {"id": 7, "status": "Cancelled"}}}, ["orders/7"])  # outside
    assert not idle.ends_made(before, {"orders": {"7": {"id": 7, "status": "Pending"}}}, ["orders/7"])  # inside: not ended
    assert not idle.ends_made(before, {"orders": {"7": {"id": 7, "status": "Cancelled"}}}, ["orders/8"])  # inside: not made


# -- a new record is not a copy of one the app holds -----------------------------------------------


def test_a_new_ticket_does_not_copy_another_users_ticket() -> None:
    s = story("ticket", {**tickets("Open"), "current_user": "ben75"})
    assert not take(s, "create_ticket", title="VPN drops", description="Resets during calls")  # outside: a copy
    assert not take(s, "create_ticket", title="VPN drops")  # outside: the same title alone
    assert take(s, "create_ticket", title="VPN drops", description="Since the update it drops hourly")  # inside
    assert sense.copies_record(["Nice one!"], {"comments": {"4": [{"username": "k", "comment": "Nice one!"}]}})
    assert not sense.copies_record([], {"comments": {}})


# -- a line operation shows something reading the file would not -----------------------------------


def test_sorting_or_cutting_a_file_that_comes_back_as_it_is_is_refused() -> None:
    s = story("file_system", files(**{"one.txt": "total due 12", "ordered.txt": "amount 3\npaid 4",
                                      "mixed.txt": "paid 4\namount 3\ndue 9"}))
    assert not take(s, "sort", file_name="one.txt")  # outside: a file of one line
    assert not take(s, "sort", file_name="ordered.txt")  # outside: already in order
    assert take(s, "sort", file_name="mixed.txt")  # inside
    assert not take(s, "tail", file_name="mixed.txt", lines=3)  # outside: the whole file
    assert take(s, "tail", file_name="mixed.txt", lines=2)  # inside
    assert not take(s, "grep", file_name="one.txt", pattern="total")  # outside: every line matches
    assert take(s, "grep", file_name="mixed.txt", pattern="paid")  # inside
    assert take(s, "cat", file_name="one.txt")  # inside: reading a file whole is what cat is for


def test_a_loose_file_reads_like_its_name() -> None:
    for seed in range(25):
        [home] = generate_config(random.Random(seed), 3)["root"].values()
        loose = {n: e["content"] for n, e in home["contents"].items() if e["type"] == "file"}
        assert loose
        for name, content in loose.items():
            stem = name.rsplit(".", 1)[0].split("_", 1)[1]
            words = {w for stems, _, theme in _THEMES.values() if stem in stems for w in theme}
            assert words, name  # a theme's file (weekly_invoice.txt), not "team_syllabus" of no theme
            assert len(content.splitlines()) >= 2 and set(content.split()) - words <= set(
                w for w in content.split() if w.isdigit())  # its lines in the theme's words


def test_a_tweet_of_a_drawn_state_is_about_its_hashtags_things() -> None:
    seen = 0
    for seed in range(40):
        for tweet in posting.generate_config(random.Random(seed), 5)["tweets"].values():
            [tag] = tweet["tags"]
            for template in (t for t in posting._TOPICS[tag] if "{noun}" in t):
                pattern = re.escape(template).replace(re.escape("{noun}"), "(\\w+)").replace(re.escape("{n}"), "\\d+")
                found = re.fullmatch(pattern, tweet["content"])
                if found:
                    seen += 1
                    assert found.group(1) in posting._NOUNS[tag], tweet  # a tomato bed, not a syllabus bed
    assert seen


# -- a post is said to everyone --------------------------------------------------------------------


def test_a_post_is_said_to_everyone_with_its_own_hashtag_and_a_car_screen_shows_reminders() -> None:
    s = story("posting", DOMAINS.get("posting").generate(3, 4))
    for language in ("en", "es", "de"):
        pools = Pools(s.box, random.Random(1), language)
        posted = pools._written(param("post_tweet", "content", "posting"), "post_tweet")
        assert set(posted) <= {text for text, _ in POSTS[language]}  # inside: news for everyone
        assert not set(posted) & set(MESSAGES[language])  # outside: no "running late, start without me"
        sent = pools._written(param("send_message", "message", "message"), "send_message")
        assert set(sent) <= set(MESSAGES[language])  # a note to a person still goes by message
        shown = pools._written(param("display_log", "messages", "vehicle"), "display_log")
        assert {m for [m] in shown} <= set(REMINDERS[language])  # a reminder on the car's screen, not "call me when you land"
    post, tag = POSTS["en"][1]
    tweet = DOMAINS.get("posting").tools["post_tweet"]
    pools = Pools(s.box, random.Random(1), "en")
    assert pools.fitted(tweet, {}, {"content": post, "tags": ["#tech"]})["tags"] == [tag]  # inside: its own tag
    assert pools.fitted(tweet, {}, {"content": "Hi all", "tags": ["#tech"]})["tags"] == ["#tech"]  # outside: no post of ours


def test_replies_fit_any_post_messages_fit_one_person_and_that_one_is_not_seen_again() -> None:
    assert not {"Well said", "So true"} & set(COMMENTS["en"])  # (no agreement under "Any book tips?")
    assert "fang ohne mich an" in " ".join(MESSAGES["de"]) and "fangt" not in " ".join(MESSAGES["de"])
    assert "empieza sin mí" in " ".join(MESSAGES["es"])
    for domain, tool in (("ticket", "get_ticket"), ("posting", "get_tweet")):
        texts = [p.text for p in DOMAINS.get(domain).phrasings[tool]]
        assert not [t for t in texts if any(w in t for w in ("again", "noch mal", "Vuelve a"))]
