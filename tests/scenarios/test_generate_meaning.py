"""What generated values mean, and whose story it is: each rule just inside and just outside."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from sandbox.tools.phrasing import Phrasing, check_phrasings
from sandbox.tools.registry import DOMAINS
from sandbox.tools.spec import ParamSpec
from scenarios.generate import persona, sense
from scenarios.generate.build import localized
from scenarios.generate.pools import FUNCTION_WORDS, MONEY, Pools, Produced, flowing
from scenarios.generate.story import Story
from scenarios.generate.texts import COMMENTS, MESSAGES, NOTES, RESOLUTIONS, SUPPORT, TICKETS
from tests.scenarios.test_generate_story import FILES, story, take


def param(tool: str, name: str, domain: str) -> ParamSpec:
    return next(p for p in DOMAINS.get(domain).tools[tool].params if p.name == name)


TRADING: dict[str, Any] = {
    "stocks": {"ZETA": {"price": 21.95, "percent_change": 0.5}, "SYNX": {"price": 345.72, "percent_change": 2.1}},
    "orders": {"9001": {"id": 9001, "order_type": "Buy", "symbol": "ZETA", "price": 21.0, "amount": 59, "status": "Open"}},
    "account_info": {"account_id": 5928, "balance": 39563.06, "binding_card": 4111111111111111},
    "authenticated": True, "market_status": "Open", "watch_list": ["ZETA"], "order_counter": 9002,
}


# -- 1. a value flows only where it means what the parameter takes --------------------------------


def test_an_id_or_a_lifetime_never_becomes_a_sum_but_a_calculation_does() -> None:
    budget = param("set_budget_limit", "budget_limit", "travel")
    assert flowing(budget, [Produced("number", 2, 0, "expires_in")]) == []  # outside: a token's lifetime
    assert flowing(budget, [Produced("number", 120.5, 0, "result", computed=True)]) == [120.5]  # inside
    assert flowing(budget, [Produced("amount", 250.0, 0, "travel_cost")]) == [250.0]  # inside: a sum
    number = param("absolute_value", "number", "math")
    assert flowing(number, [Produced("number", 5928, 0, "account_id")]) == []  # outside: an id
    assert flowing(number, [Produced("number", 12, 0, "count")]) == [12]  # inside: a count


def test_a_stated_sum_is_the_users_own_and_a_price_is_the_named_stocks() -> None:
    s = story("trading", TRADING)
    trading = DOMAINS.get("trading")
    pools = Pools(s.box, random.Random(3))
    deposits = pools.stated(trading.tools["fund_account"], param("fund_account", "amount", "trading"))
    assert deposits and not {5928, 39563.06, 59} & set(deposits)  # outside: no id, balance or share count
    assert set(deposits) & {float(m) for m in MONEY}  # inside: round sums
    order = trading.tools["place_order"]
    for symbol, price in (("ZETA", 21.95), ("SYNX", 345.72)):
        fitted = pools.fitted(order, {"symbol": symbol}, {"symbol": symbol, "price": 345.72, "amount": 15})
        assert abs(fitted["price"] - price) <= price * 0.03  # the named stock's price, within 3%
    assert pools.fitted(order, {}, {"price": 100.0, "amount": 15})["price"] == 100.0  # no stock named: as drawn


def test_percentages_are_small_bounds_ordered_and_a_part_under_its_whole() -> None:
    notify = DOMAINS.get("trading").tools["notify_price_change"]
    words = Phrasing("en", "Did any of {stocks} move more than {threshold}% today?")
    assert sense.plausible(words, notify, {"stocks": ["ZETA"], "threshold": 3.5})  # inside
    assert not sense.plausible(words, notify, {"stocks": ["ZETA"], "threshold": 161.62})  # outside
    bounds = DOMAINS.get("trading").tools["filter_stocks_by_price"]
    between = Phrasing("en", "Which of {stocks} cost between {min_price} and {max_price} dollars?")
    assert sense.plausible(between, bounds, {"min_price": 20.0, "max_price": 500.0})
    assert not sense.plausible(between, bounds, {"min_price": 500.0, "max_price": 20.0})
    share = DOMAINS.get("math").tools["percentage"]
    said = Phrasing("en", "What percent of {whole} is {part}?")
    assert sense.plausible(said, share, {"part": 30.0, "whole": 120.0})
    assert not sense.plausible(said, share, {"part": 309.6, "whole": 56.1})


# -- 2. one person per story ----------------------------------------------------------------------


def test_every_app_is_the_same_persons_and_no_log_in_as_someone_else() -> None:
    configs = {
        "travel": {"user_first_name": "Priya", "user_last_name": "Fischer", "credit_card_list": {}},
        "message": {"user_map": {"Rosa": "USR001", "Priya": "USR002"}, "current_user": "USR001", "inbox": []},
        "ticket": {"accounts": {"elena_alvarez": "pw1", "omar10": "pw2"}, "ticket_queue": [], "ticket_counter": 1},
    }
    shared, person = persona.share(configs, ["travel", "message", "ticket"])
    assert person == ("Priya", "Fischer")
    assert shared["message"]["user_map"] == {"Priya": "USR001", "Rosa": "USR002"}  # the user's id is Priya's
    assert "priya_fischer" in shared["ticket"]["accounts"] and "omar10" in shared["ticket"]["accounts"]
    assert persona.names_other(["omar10", "pw2"], shared["ticket"], person)  # outside: someone else
    assert not persona.names_other(["priya_fischer", "pw1"], shared["ticket"], person)  # inside: herself
    assert persona.names_other(["USR002"], shared["message"], person)  # Rosa's id
    alone, nobody = persona.share({"math": {}}, ["math"])
    assert alone == {"math": {}} and nobody == (None, None)


def test_a_story_logs_in_only_as_its_person() -> None:
    config = {"accounts": {"greta10": "k9x", "omar10": "c385"}, "ticket_queue": [], "ticket_counter": 100}
    s = story("ticket", config)
    s.person = ("Greta", None)
    assert not take(s, "ticket_login", username="omar10", password="c385")  # outside
    assert take(s, "ticket_login", username="greta10", password="k9x")  # inside


# -- 3. one item or many ---------------------------------------------------------------------------


def test_a_list_of_one_is_said_in_the_singular_in_every_language() -> None:
    trading = DOMAINS.get("trading")
    for phrasing in trading.phrasings["notify_price_change"]:
        if "{stocks}" in phrasing.text and phrasing.one:
            assert phrasing.said({"stocks": ["SYNX"], "threshold": 2}).text == phrasing.one  # inside: one
            assert phrasing.said({"stocks": ["SYNX", "GOOG"], "threshold": 2}).text == phrasing.text  # outside
    plural = {"en": "hashtags", "es": "hashtags", "de": "Hashtags"}
    for phrasing in DOMAINS.get("posting").phrasings["post_tweet"]:
        if plural[phrasing.language] in phrasing.text:
            assert plural[phrasing.language] not in phrasing.said({"content": "x", "tags": ["#food"]}).text
    for language in ("en", "es", "de"):
        listed = [p for ps in DOMAINS.get("vehicle").phrasings.values() for p in ps if "{door}" in p.text]
        assert not listed  # doors are named in words, not as "driver, rear_left"
        assert language


def test_a_one_item_text_with_other_placeholders_is_a_phrasing_problem() -> None:
    trading = DOMAINS.get("trading")
    bad = Phrasing("en", "Did any of {stocks} move more than {threshold}%?", one="Did {stocks} move?")
    broken = replace(trading, phrasings={**trading.phrasings, "notify_price_change": [
        *trading.phrasings["notify_price_change"], bad]})
    assert any("one-item text" in line for line in check_phrasings(broken))
    assert not check_phrasings(trading)


# -- 4. a request does something -------------------------------------------------------------------


def test_a_calculation_that_gives_back_its_input_is_refused() -> None:
    s = story("math", {})
    assert not take(s, "absolute_value", number=26.3)  # outside: already positive
    assert take(s, "absolute_value", number=-26.3)  # inside
    assert not take(s, "round_number", number=221.0, decimal_places=2)  # outside: whole already
    assert take(s, "round_number", number=2.345, decimal_places=2)  # inside


def test_a_read_of_what_the_story_just_made_empty_is_refused() -> None:
    s = story("file_system", FILES)
    assert take(s, "touch", file_name="b.txt")
    assert not take(s, "diff", file_name1="a.txt", file_name2="b.txt")  # outside: b.txt is blank
    assert take(s, "echo", content="hello there", file_name="b.txt")
    assert take(s, "diff", file_name1="a.txt", file_name2="b.txt")  # inside: it holds something now


def test_a_setting_set_again_while_it_holds_the_storys_value_is_refused() -> None:
    s = story("file_system", FILES)
    assert take(s, "echo", content="first draft", file_name="a.txt")
    assert not take(s, "echo", content="second draft", file_name="a.txt")  # outside: the first did nothing
    assert take(s, "echo", content="other file", file_name="c.txt")  # inside: another field


# -- 5. "that one" is the one discussed last -------------------------------------------------------


def test_that_post_is_the_one_discussed_last() -> None:
    s = story("posting", {"username": "ana_b", "password": "k9x", "authenticated": True, "tweets": {
        str(i): {"id": i, "username": "ben", "content": f"post {i}", "tags": [], "mentions": []} for i in range(3)},
        "comments": {"2": [{"username": "cara", "comment": "Nice one!"}]}, "following_list": [], "tweet_counter": 3})
    tweet = param("comment", "tweet_id", "posting")
    assert take(s, "retweet", tweet_id=0)
    s.produced = [Produced("tweet_id", 0, 0, "id")]
    assert sense.referable(tweet, s.produced, s.steps) == [0]  # inside: the post just reposted
    assert take(s, "get_tweet_comments", tweet_id=2)
    assert sense.referable(tweet, s.produced, s.steps) == []  # outside: post 2 was discussed since


# -- 6. texts that fit -----------------------------------------------------------------------------


def test_a_resolution_tells_what_fixed_that_tickets_problem() -> None:
    queue = [{"id": 7, "title": "Wrong invoice total", "description": "Too much", "status": "Open", "priority": 1,
              "created_by": "ana_b"}]
    s: Story = story("ticket", {"accounts": {"ana_b": "k9x"}, "ticket_queue": queue, "ticket_counter": 8})
    resolve = DOMAINS.get("ticket").tools["resolve_ticket"]
    for language in ("en", "es", "de"):
        pools = Pools(s.box, random.Random(1), language)
        fixed = pools.fitted(resolve, {"ticket_id": 7}, {"resolution": RESOLUTIONS[language][0]})
        assert fixed["resolution"] == RESOLUTIONS[language][4]  # inside: the invoice corrected
        assert pools.fitted(resolve, {"ticket_id": 99}, {"resolution": "x"})["resolution"] == "x"  # no ticket named


def test_tickets_of_a_spanish_story_are_in_spanish() -> None:
    config = {"ticket_queue": [{"id": 3, "title": "Monitor flickers", "description": "Often"}], "current_user": "ana"}
    titles = {t for t, _ in TICKETS["es"]}
    assert localized(config, "es")["ticket_queue"][0]["title"] in titles  # inside
    assert localized(config, "en") == config  # outside: an English story keeps them


def test_a_result_no_one_would_ask_for_is_refused() -> None:
    s = story("math", {})
    assert not take(s, "power", base=100.47, exponent=50.7)  # outside: about 10^101
    assert take(s, "power", base=2.5, exponent=3)  # inside


def test_a_files_new_name_is_a_files_name() -> None:
    fs = DOMAINS.get("file_system")
    mv = fs.tools["mv"]
    rename = next(p for p in fs.phrasings["mv"] if p.meaning("destination") == "new")
    assert not sense.plausible(rename, mv, {"source": "packing.md", "destination": "projects"})  # outside
    assert sense.plausible(rename, mv, {"source": "packing.md", "destination": "packing_old.md"})  # inside


def test_a_user_names_people_the_app_knows_and_logs_in_as_themselves() -> None:
    s = story("posting", {"username": "ana_b", "password": "k9x", "authenticated": True, "tweets": {},
                          "comments": {}, "following_list": [], "tweet_counter": 0})
    follow = DOMAINS.get("posting").tools["follow_user"]
    named = Pools(s.box, random.Random(2)).stated(follow, param("follow_user", "username_to_follow", "posting"))
    assert named and not {"john", "alice"} & set(named)  # outside: no example name beside the app's
    trading = story("trading", TRADING)
    pools = Pools(trading.box, random.Random(2))
    pools.person = ("Greta", "Kim")
    login = DOMAINS.get("trading").tools["trading_login"]
    assert pools.stated(login, param("trading_login", "username", "trading"))[0] in ("greta_kim", "g.kim") or \
        pools.stated(login, param("trading_login", "username", "trading"))[0].startswith("greta")  # inside
    assert "secret" not in pools.stated(login, param("trading_login", "password", "trading"))
    assert persona.names_other(["g.eriksen"], {}, ("Sofia", None))  # an initial that is not hers
    assert not persona.names_other(["s.eriksen"], {}, ("Sofia", None))


def test_a_list_left_to_an_earlier_result_is_said_in_the_singular_when_it_holds_one() -> None:
    check = next(p for p in DOMAINS.get("trading").phrasings["notify_price_change"]
                 if p.language == "en" and "{stocks}" not in p.text)
    assert check.said({"stocks": ["GOOG"], "threshold": 2.0}).text == check.one  # inside: one stock
    assert check.said({"stocks": ["GOOG", "ZETA"], "threshold": 2.0}).text == check.text  # outside


def test_search_words_limits_expiry_dates_and_temperatures_are_lifelike() -> None:
    s = story("message", {"user_map": {"Ana": "USR001"}, "current_user": "USR001",
                          "inbox": [{"USR001": "Call me when you can about the budget"}]})
    search = DOMAINS.get("message").tools["search_messages"]
    words = Pools(s.box, random.Random(1)).stated(search, param("search_messages", "keyword", "message"))
    assert words and not {w.lower() for w in words} & FUNCTION_WORDS  # content words, not "when"
    travel = story("travel", {"user_first_name": "Ana", "user_last_name": "Ruiz", "credit_card_list": {}})
    pools = Pools(travel.box, random.Random(1))
    limit = DOMAINS.get("travel").tools["set_budget_limit"]
    assert all(v >= 500 for v in pools.stated(limit, param("set_budget_limit", "budget_limit", "travel")))
    card = DOMAINS.get("travel").tools["register_credit_card"]
    expiry = pools.stated(card, param("register_credit_card", "expiration_date", "travel"))[0]
    assert expiry[2] == "/" and int(expiry[3:]) >= 2027  # MM/YYYY, ahead
    convert = DOMAINS.get("math").tools["imperial_si_conversion"]
    said = Phrasing("en", "What's {value} {unit_in} in {unit_out}?")
    assert sense.plausible(said, convert, {"value": 94.0, "unit_in": "fahrenheit", "unit_out": "celsius"})
    assert not sense.plausible(said, convert, {"value": 339.0, "unit_in": "celsius", "unit_out": "fahrenheit"})


# -- texts fit their target ------------------------------------------------------------------------


def test_a_comment_answers_a_post_support_hears_about_the_booking_and_a_file_gets_its_own_words() -> None:
    s = story("file_system", {"root": {"me": {"type": "directory", "contents": {
        "lease.pdf": {"type": "file", "content": "total due signed 12\npaid amount 40"}}}}})
    for language in ("en", "de"):
        pools = Pools(s.box, random.Random(1), language)
        comments = pools._written(param("comment", "comment_content", "posting"), "comment")
        assert set(comments) <= set(COMMENTS[language])  # inside: a reply to the post
        assert not set(comments) & set(MESSAGES[language])  # outside: no "running late" under a post
        asked = pools._written(param("contact_customer_support", "message", "travel"), "contact_customer_support")
        assert set(asked) <= set(SUPPORT[language]) and not set(asked) & set(MESSAGES[language])
        sent = pools._written(param("send_message", "message", "message"), "send_message")
        assert set(sent) <= set(MESSAGES[language])  # outside: a chat message stays a chat message
        noted = pools._written(param("echo", "content", "file_system"), "echo")
        assert set(noted) <= set(NOTES[language])  # inside: a note on the file, no launch news in a lease
    echo = DOMAINS.get("file_system").tools["echo"]
    pools = Pools(s.box, random.Random(1), "en")
    line = pools.fitted(echo, {"content": "Great news", "file_name": "lease.pdf"}, {"content": "Great news"})["content"]
    assert set(line.split()[:-1]) <= {"total", "due", "signed", "paid", "amount"}  # inside: the lease's own words
    new = pools.fitted(echo, {"content": "Signed", "file_name": "new.txt"}, {"content": "Signed"})["content"]
    assert new == "Signed"  # outside: a new, empty file keeps the written note


def test_a_traveller_verified_with_papers_is_the_user_and_no_one_asks_after_their_own_handle() -> None:
    travel = DOMAINS.get("travel").tools["verify_traveler_information"]
    s = story("travel", {"user_first_name": "Quentin", "user_last_name": "Zimmermann", "credit_card_list": {},
                         "booking_record": {"1": {"card_id": "c", "travel_date": "2026-05-01", "travel_from": "LAX",
                                                  "travel_to": "JFK", "travel_class": "economy", "travel_cost": 300.0,
                                                  "transaction_id": "9"}}})
    pools = Pools(s.box, random.Random(1), "en")
    assert pools.stated(travel, param("verify_traveler_information", "first_name", "travel")) == ["Quentin"]  # inside
    assert pools.stated(travel, param("verify_traveler_information", "last_name", "travel")) == ["Zimmermann"]
    card = DOMAINS.get("travel").tools["register_credit_card"]
    assert pools.stated(card, param("register_credit_card", "cardholder_name", "travel")) == ["Quentin Zimmermann"]
    posting = story("posting", {"username": "l.lopez", "password": "k9", "authenticated": True, "tweets": {
        "1": {"id": 1, "username": "k.jansen", "content": "Hi", "tags": [], "mentions": []}},
        "comments": {}, "following_list": ["k.jansen"], "tweet_counter": 2})
    stats = DOMAINS.get("posting").tools["get_user_stats"]
    said = next(p for p in DOMAINS.get("posting").phrasings["get_user_stats"] if "username" in p.slots())
    assert posting._run(stats, {"username": "l.lopez"}, said) is None  # outside: one's own handle as someone's
    assert posting._run(stats, {"username": "k.jansen"}, said) is not None  # inside: someone else's stats
