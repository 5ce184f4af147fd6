"""The sense rules of generated stories and turns, each just inside and just outside."""

from __future__ import annotations

import random
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.tools.phrasing import Phrasing, stylize
from sandbox.tools.registry import DOMAINS
from scenarios.generate import holdback, sense, sequel
from scenarios.generate import story as story_module
from scenarios.generate.compose import THEN, tidy, turn_text
from scenarios.generate.pools import Pools, Produced
from scenarios.generate.story import Step, Story
from scenarios.generate.texts import DESCRIPTIONS, MESSAGES, RESOLUTIONS, TICKETS
from tests.scenarios.test_generate_story import FILES, story, take


def run(s: Story, tool: str, phrasing: Phrasing | None = None, **arguments: Any) -> bool:
    spec = next(d for d in s.domains.values()).tools[tool]
    ran = s._run(spec, arguments, phrasing)
    if ran is None:
        return False
    s._commit(spec, ran, phrasing, dict(arguments), False, 0)
    return True


def tickets(*statuses: str) -> dict[str, Any]:
    queue = [{"id": 100 + i, "title": "VPN drops", "description": "Resets during calls", "status": status,
              "priority": 2, "created_by": "ana_b"} for i, status in enumerate(statuses)]
    return {"accounts": {"ana_b": "k9x", "ben75": "c385"}, "ticket_queue": queue, "ticket_counter": 100 + len(queue)}


# -- 1. ticket texts -------------------------------------------------------------------------------


def test_ticket_texts_fit_tickets_in_the_scenarios_language() -> None:
    spec = DOMAINS.get("ticket").tools["resolve_ticket"]
    create = DOMAINS.get("ticket").tools["create_ticket"]
    param = {p.name: p for p in spec.params}["resolution"]
    described = {p.name: p for p in create.params}["description"]
    s = story("ticket", tickets("Open"))
    for language in ("en", "es", "de"):
        pools = Pools(s.box, random.Random(1), language)
        resolutions = pools.stated(spec, param)
        assert resolutions and set(resolutions) <= set(RESOLUTIONS[language])  # inside: what fixed it
        assert not set(resolutions) & set(MESSAGES[language])  # outside: no chat line as a resolution
        assert set(pools.stated(create, described)) <= set(DESCRIPTIONS[language])
    assert all(len(pair) == 2 for pairs in TICKETS.values() for pair in pairs)


def test_a_closed_ticket_is_not_resolved_or_closed_again() -> None:
    s = story("ticket", {**tickets("Open", "Closed"), "current_user": "ana_b"})
    assert not run(s, "close_ticket", ticket_id=101)  # outside: already closed
    assert run(s, "close_ticket", ticket_id=100)  # inside: still open


# -- 2. one identity per app -----------------------------------------------------------------------


def test_one_log_in_per_app_unless_the_story_logged_out() -> None:
    s = story("ticket", tickets("Open"))
    assert take(s, "ticket_login", username="ana_b", password="k9x")
    assert not take(s, "ticket_login", username="ben75", password="c385")  # outside: a second identity
    assert take(s, "create_ticket", title="VPN keeps disconnecting")
    assert take(s, "logout")
    login = DOMAINS.get("ticket").tools["ticket_login"]
    assert not sequel.wrong_login(login, {"ana_b", "k9x"}, s.steps, {"ana_b", "k9x"})  # inside: after logging out


def test_no_log_in_after_a_change_made_as_whoever_was_logged_in() -> None:
    s = story("ticket", {**tickets("Open"), "current_user": "ana_b"})
    assert take(s, "ticket_get_login_status")  # inside: a read, then log in
    assert take(s, "create_ticket", title="VPN keeps disconnecting")
    assert not take(s, "ticket_login", username="ben75", password="c385")  # outside: a change came first


# -- 3. self-defeating pairs -----------------------------------------------------------------------


def test_a_later_change_that_destroys_what_an_earlier_one_made_is_refused() -> None:
    s = story("file_system", FILES)
    assert take(s, "mkdir", dir_name="box")
    assert take(s, "touch", file_name="b.txt")
    assert not take(s, "rmdir", dir_name="box")  # outside: made two changes ago
    assert take(s, "rm", file_name="a.txt")  # inside: it was there from the start
    assert "box" in str(s.box.projection())


def test_a_copy_into_a_folder_needs_the_folder() -> None:
    into = next(p for p in DOMAINS.get("file_system").phrasings["cp"] if p.meaning("destination") == "existing")
    s = story("file_system", FILES)
    assert not run(s, "cp", into, source="a.txt", destination="recipes")  # outside: no such folder
    assert "recipes" not in str(s.box.projection())
    assert take(s, "mkdir", dir_name="recipes")
    assert run(s, "cp", into, source="a.txt", destination="recipes")  # inside


def test_a_search_for_what_the_user_just_wrote_is_refused() -> None:
    s = story("file_system", FILES)
    echo = DOMAINS.get("file_system").phrasings["echo"][0]
    assert run(s, "echo", echo, content="Budget review moved", file_name="a.txt")
    assert not take(s, "grep", file_name="a.txt", pattern="Budget")  # outside: the user's own words
    assert sense.searches_own_text(DOMAINS.get("file_system").tools["grep"], {"pattern": "review"}, ["Budget review"])
    assert not sense.searches_own_text(DOMAINS.get("file_system").tools["grep"], {"pattern": "lunch"}, ["Budget review"])


def test_a_conversion_straight_back_is_refused() -> None:
    s = story("vehicle", DOMAINS.get("vehicle").generate(1, 3))
    to_liter = DOMAINS.get("vehicle").phrasings["gallon_to_liter"][0]
    assert run(s, "gallon_to_liter", to_liter, gallon=30.0)
    liters = [v for v in sense.leaves(s.steps[-1].output) if isinstance(v, float)][0]
    assert not take(s, "liter_to_gallon", liter=liters)  # outside: gives back the 30 the user said
    assert take(s, "liter_to_gallon", liter=12.0)  # inside: a new value


def test_unfollowing_someone_the_story_just_mentioned_is_refused() -> None:
    config = DOMAINS.get("posting").generate(3, 4)
    s = story("posting", {**config, "authenticated": True})
    other = sorted(config["following_list"])[0]
    assert take(s, "post_tweet", content="Lunch at noon works for me", tags=[], mentions=[f"@{other}"])
    assert not take(s, "unfollow_user", username_to_unfollow=other)


# -- 4. numbers a user would say -------------------------------------------------------------------


def test_counts_are_whole_and_temperatures_comfortable_for_their_unit() -> None:
    divide = DOMAINS.get("math").tools["divide"]
    parts = next(p for p in DOMAINS.get("math").phrasings["divide"] if p.meaning("b") == "count")
    assert sense.plausible(parts, divide, {"a": 461.0, "b": 4.0})
    assert not sense.plausible(parts, divide, {"a": 461.0, "b": 115.5})
    climate = DOMAINS.get("vehicle").tools["adjustClimateControl"]
    plain = Phrasing("en", "Make it {temperature}°F in here.")
    assert sense.plausible(plain, climate, {"temperature": 72.0, "unit": "fahrenheit"})
    assert not sense.plausible(plain, climate, {"temperature": 22.0, "unit": "fahrenheit"})
    assert sense.plausible(plain, climate, {"temperature": 22.0, "unit": "celsius"})
    trading = DOMAINS.get("trading").tools["place_order"]
    amount = {p.name: p for p in trading.params}["amount"]
    shares = Pools(story("math", {}).box, random.Random(2)).stated(trading, amount)
    assert all(v in (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 120, 150, 200, 250)
               for v in shares[:3])


# -- 5. oneself and whose post ---------------------------------------------------------------------


def test_no_mention_of_oneself_and_a_post_acted_on_is_the_right_owners() -> None:
    config = {**DOMAINS.get("posting").generate(3, 4), "authenticated": True}
    me = config["username"]
    mine = next(t["id"] for t in config["tweets"].values() if t["username"] == me)
    theirs = next(t["id"] for t in config["tweets"].values() if t["username"] != me)
    mention = next(p for p in DOMAINS.get("posting").phrasings["mention"] if p.meaning("tweet_id") == "own")
    retweet = next(p for p in DOMAINS.get("posting").phrasings["retweet"] if p.meaning("tweet_id") == "other")
    s = story("posting", config)
    assert not run(s, "mention", mention, tweet_id=mine, mentioned_usernames=[f"@{me}"])  # oneself
    assert not run(s, "mention", mention, tweet_id=theirs, mentioned_usernames=["@zoe"])  # someone else's post
    assert run(s, "mention", mention, tweet_id=mine, mentioned_usernames=["@zoe"])  # inside
    assert not run(s, "retweet", retweet, tweet_id=mine)  # one's own post
    assert run(s, "retweet", retweet, tweet_id=theirs)  # inside


# -- 6. joins, 7. references, 9. wording -----------------------------------------------------------


def _steps(language: str) -> list[Step]:
    fs = DOMAINS.get("file_system")
    cd = next(p for p in fs.phrasings["cd"] if p.language == language and "{folder}" in p.text)
    wc = Phrasing(language, {"en": "How many lines does {file_name} have?", "es": "¿Cuántas líneas tiene {file_name}?",
                             "de": "Wie viele Zeilen hat {file_name}?"}[language])
    return [Step(fs.tools["cd"], ToolCall(name="cd", arguments={"folder": "docs"}), "", cd, {"folder": "docs"}, False, 0),
            Step(fs.tools["wc"], ToolCall(name="wc", arguments={}), "", wc, {"file_name": "a.txt"}, False, 0)]


def test_a_later_question_is_joined_with_and_and_nothing_breaks_german_word_order() -> None:
    texts = {lang: turn_text(_steps(lang), lang, "plain", random.Random(1)) for lang in ("en", "es", "de")}
    assert "And how many lines" in texts["en"]
    assert "¿Y cuántas líneas" in texts["es"]
    assert "Und wie viele Zeilen" in texts["de"] and "Danach wie" not in texts["de"]
    reversed_de = turn_text(list(reversed(_steps("de"))), "de", "plain", random.Random(1))
    assert THEN["de"].format("") in reversed_de  # an instruction after a question: "Und dann: Geh …"


def test_that_ticket_refers_only_to_a_single_shown_ticket() -> None:
    param = {p.name: p for p in DOMAINS.get("ticket").tools["get_ticket"].params}["ticket_id"]
    listed = [Produced("ticket_id", i, 0) for i in (3056, 3057, 3058)]
    assert sense.referable(param, listed) == []  # outside: three were listed
    assert sense.referable(param, [*listed, Produced("ticket_id", 3058, 1)]) == [3058]  # inside: one shown last


def test_filled_text_is_tidy_and_a_polite_please_stays_with_the_request() -> None:
    assert tidy("Pay with card card_3325.") == "Pay with card_3325."
    assert tidy("Resolve it: ¿Me mandas algo?.") == "Resolve it: ¿Me mandas algo?"
    assert tidy("Card 4 of card_5.") == "Card 4 of card_5."
    steps = _steps("en")[:1]
    text = turn_text(steps, "en", "polite", random.Random(3), drop=(0, "folder"))
    assert text.endswith("Hold on, I still have to look that up.") and ", please." in text
    assert "look that up, please" not in text


def test_a_chatty_opener_is_said_once_per_scenario() -> None:
    used: set[str] = set()
    openers = [stylize("Show me a.txt.", "chatty", "en", random.Random(i), used=used).split(". Show")[0] for i in range(12)]
    said = [o for o in openers if o != "Show me a.txt."]
    assert len(said) == len(set(said)) == 8  # every opener once, then none


# -- 8. what a variant holds back ------------------------------------------------------------------


def _step(tool: str, domain: str, phrased: bool, output: str = "", enabler: bool = False, **arguments: Any) -> Step:
    spec = DOMAINS.get(domain).tools[tool]
    phrasing = DOMAINS.get(domain).phrasings[tool][0] if phrased else None
    return Step(spec, ToolCall(name=tool, arguments=arguments), output, phrasing, dict(arguments), enabler, 0)


def test_a_held_turn_holds_only_requests_that_need_what_is_held() -> None:
    login = _step("ticket_login", "ticket", True, enabler=True, username="ana_b", password="k9x")
    status = _step("ticket_get_login_status", "ticket", True)
    close = _step("close_ticket", "ticket", True, ticket_id=100)
    assert holdback.all_depend([login, close], 0)  # inside: the close needs the log-in
    assert not holdback.all_depend([status, login, close], 1)  # outside: the status check needs nothing held
    assert not holdback.all_depend([login, close], 1)  # outside: the log-in comes before the held close
    sent = _step("send_message", "message", True, enabler=True, receiver_id="USR005", message="Lunch at noon works")
    delete = _step("delete_message", "message", True, receiver_id="USR002")
    assert not holdback.all_depend([sent, delete], 0)  # outside: a message sent first is no step the delete needs
    by_turn = {0: [status, login, close]}
    assert holdback.miss_func(by_turn, None) == (None, holdback.INDEPENDENT)
    assert holdback.miss_func({0: [status], 1: [login, close]}, None)[0] == {"turn": 1, "functions": ["ticket_login"]}


def test_an_enabler_is_one_the_later_calls_need_else_its_turn_is_not_held() -> None:
    s = story("ticket", tickets("Open"))
    before = s._snapshot("ticket")
    assert take(s, "ticket_login", username="ana_b", password="k9x")
    assert take(s, "create_ticket", title="VPN keeps disconnecting")
    assert story_module._needed(before, s.steps[-1:])  # inside: the new ticket needs the log-in
    m = story("message", {"user_map": {"Zoe": "USR001", "Ana": "USR002"}, "user_count": 2, "inbox": [],
                          "message_count": 0, "current_user": "USR002"})
    before = m._snapshot("message")
    assert take(m, "add_contact", user_name="Bob")
    assert take(m, "send_message", receiver_id="USR001", message="Lunch at noon works")
    assert not story_module._needed(before, m.steps[-1:])  # outside: the message to Zoe runs without Bob
    added = _step("add_contact", "message", True, '{"user_id": "USR003"}', enabler=False, user_name="Bob")
    sent = _step("send_message", "message", True, receiver_id="USR001", message="Lunch at noon works")
    assert holdback.miss_func({0: [added, sent]}, None) == (None, holdback.INDEPENDENT)
    to_bob = _step("send_message", "message", True, receiver_id="USR003", message="Lunch at noon works")
    del to_bob.stated["receiver_id"]  # (inside: the id the new contact was given)
    assert holdback.miss_func({0: [added, to_bob]}, None)[0] == {"turn": 0, "functions": ["add_contact"]}


def test_no_one_holds_back_their_own_name_given_at_log_in() -> None:
    auth = _step("authenticate_travel", "travel", True, user_first_name="Priya", client_secret="k2x")
    assert holdback._own_name(auth, "user_first_name")
    assert not holdback._own_name(auth, "client_secret")


def test_a_whole_power_a_person_multiplies_out_is_not_held_out() -> None:
    easy = _step("power", "math", True, '{"result": 1048576}', base=4.0, exponent=10)
    hard = _step("power", "math", True, '{"result": 118587876497}', base=17.0, exponent=9)
    root = _step("square_root", "math", True, '{"result": 4.58}', number=21.0, precision=2)
    assert holdback.miss_func({0: [root], 1: [easy]}, None)[0] == {"turn": 0, "functions": ["square_root"]}  # inside
    assert holdback.miss_func({0: [root], 1: [hard]}, None)[0] == {"turn": 1, "functions": ["power"]}  # outside
    assert holdback.miss_func({0: [easy]}, None) == (None, "no_function")


def test_one_is_not_counted_in_the_plural_and_a_withheld_value_ends_with_one_mark() -> None:
    tail = DOMAINS.get("file_system").tools["tail"]
    said = next(p for p in DOMAINS.get("file_system").phrasings["tail"] if p.language == "de" and "lines" in p.slots())
    assert not sense.plausible(said, tail, {"file_name": "a.txt", "lines": 1})  # outside: "die letzten 1 Zeilen"
    assert sense.plausible(said, tail, {"file_name": "a.txt", "lines": 2})  # inside: two lines
    create = DOMAINS.get("ticket").tools["create_ticket"]
    set_on = Phrasing("de", "Leg ein Ticket '{title}' an und setz die Priorität {priority} an.")
    assert sense.plausible(set_on, create, {"title": "VPN", "priority": 1})  # inside: a number that counts nothing
    assert tidy("contraseña ….") == "contraseña …" and tidy("… und dann.") == "… und dann."
