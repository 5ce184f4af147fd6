"""Story rules on what a user knows and what their words say, each just inside and just outside."""

from __future__ import annotations

from typing import Any

from sandbox.tools.phrasing import check_phrasings
from sandbox.tools.registry import DOMAINS
from scenarios.generate import keys, sequel
from tests.scenarios.test_generate_meaning import param
from tests.scenarios.test_generate_sense import run, tickets
from tests.scenarios.test_generate_story import story, take

# -- a post's number is said only once a result showed it -----------------------------------------


def _posting() -> dict[str, Any]:
    tweets = {str(i): {"id": i, "username": who, "content": text, "tags": [], "mentions": []}
              for i, (who, text) in enumerate([("ugo97", "Planted 26 new seedlings"), ("kemal37", "Packing for a trip"),
                                                ("ugo97", "Tried a new risotto recipe"), ("nadia_xu", "Ran 5 km")])}
    return {"username": "kemal37", "password": "summary_248", "authenticated": True, "tweets": tweets,
            "comments": {}, "following_list": ["ugo97"], "tweet_counter": 4}


def test_a_post_number_is_said_only_after_a_result_showed_it() -> None:
    s = story("posting", _posting())
    comment = DOMAINS.get("posting").tools["comment"]
    posts = {0, 1, 2, 3}
    assert not {int(v["tweet_id"]) for v in s._slot_options(comment, ["tweet_id"], turn=0)} & posts  # outside: none shown
    assert take(s, "get_user_tweets", username="ugo97")  # (turn 0: ugo97's posts 0 and 2)
    said = {int(v["tweet_id"]) for v in s._slot_options(comment, ["tweet_id"], tries=20, turn=1)} & posts
    assert said and said <= {0, 2}  # inside: a post that listing showed; outside: posts 1 and 3


def test_a_number_turning_up_in_a_result_does_not_show_a_post() -> None:
    tweet = param("get_tweet", "tweet_id", "posting")
    state = _posting()
    assert keys.unseen(tweet, 1, state, ['{"retweet_count": 1, "tweet_count": 3}'])  # outside: a count, not post 1
    assert not keys.unseen(tweet, 1, state, ['[{"id": 1, "content": "Packing for a trip"}]'])  # inside: shown as a post


def test_a_users_own_reference_numbers_are_known_and_others_records_are_not() -> None:
    ticket = param("get_ticket", "ticket_id", "ticket")
    queue = {"ticket_queue": [{"id": 7568, "created_by": "ana_b"}, {"id": 7569, "created_by": "o.tanaka"}]}
    assert not keys.unseen(ticket, 7568, queue, [], {"ana_b"})  # inside: a ticket the user filed
    assert keys.unseen(ticket, 7569, queue, [], {"ana_b"})  # outside: someone else's, nothing showed it
    assert not keys.unseen(ticket, 7569, queue, ['{"id": 7569, "status": "Open"}'], {"ana_b"})  # inside: shown
    order = param("get_order_details", "order_id", "trading")
    orders = {"orders": {"27645": {"id": 27645}, "27648": {"id": 27648}}}
    assert not keys.unseen(order, 27645, orders, [])  # inside: an order number the brokerage gave its user
    assert keys.internal(1, {"orders": {"0": {"id": 0}, "1": {"id": 1}}})  # outside: a place counted from zero


# -- a log-in is as the user's own account --------------------------------------------------------


def test_no_log_in_as_another_account_than_the_users_own() -> None:
    s = story("ticket", {**tickets("Open"), "current_user": "ana_b"})
    assert not take(s, "ticket_login", username="ben75", password="c385")  # outside: someone else's password
    login = DOMAINS.get("ticket").tools["ticket_login"]
    assert sequel.wrong_login(login, {"ben75", "c385"}, [], {"ana_b"})
    assert not sequel.wrong_login(login, {"ana_b", "k9x"}, [], {"ana_b"})  # inside: the user's own account


def test_no_log_out_and_log_in_as_someone_else() -> None:
    s = story("ticket", tickets("Open"))
    assert take(s, "ticket_login", username="ana_b", password="k9x")  # (the first log-in: who the user is)
    assert take(s, "create_ticket", title="VPN keeps disconnecting")
    assert take(s, "logout")
    assert not take(s, "ticket_login", username="ben75", password="c385")  # outside: another person after the log-out
    login = DOMAINS.get("ticket").tools["ticket_login"]
    assert not sequel.wrong_login(login, {"ana_b", "k9x"}, s.steps, s.own_identity("ticket"))  # inside: back as oneself


# -- a setting said to be lowered is lowered --------------------------------------------------------


def _climate(tool_mode: str) -> Any:
    return next(p for p in DOMAINS.get("vehicle").phrasings["adjustClimateControl"]
                if p.language == "de" and p.fixed_args().get("mode") == tool_mode)


def test_cooling_is_to_a_temperature_below_the_one_set() -> None:
    car = {**DOMAINS.get("vehicle").generate(2, 3), "acMode": "heat", "acTemperature": 19.1}
    cool = _climate("cool")
    assert cool.meaning("temperature") == "down"
    s = story("vehicle", car)
    assert not run(s, "adjustClimateControl", cool, temperature=28.0, fanSpeed=40, mode="cool")  # outside: warmer
    assert s.box.projection()["vehicle"]["acTemperature"] == 19.1  # (and the state is as it was)
    assert run(s, "adjustClimateControl", cool, temperature=18.0, fanSpeed=40, mode="cool")  # inside: cooler


def test_heating_is_to_a_temperature_above_the_one_set() -> None:
    car = {**DOMAINS.get("vehicle").generate(2, 3), "acMode": "cool", "acTemperature": 23.0}
    heat = _climate("heat")
    s = story("vehicle", car)
    assert not run(s, "adjustClimateControl", heat, temperature=23.0, mode="heat")  # outside: no warmer
    assert run(s, "adjustClimateControl", heat, temperature=25.0, mode="heat")  # inside: warmer
    assert not check_phrasings(DOMAINS.get("vehicle"))


# -- "replacing what's there" is said of a file that is there -----------------------------------------


def test_replacing_a_files_text_needs_the_file() -> None:
    replace = next(p for p in DOMAINS.get("file_system").phrasings["echo"]
                   if p.language == "en" and p.meaning("file_name") == "existing")
    files = {"root": {"me": {"type": "directory", "contents": {"a.txt": {"type": "file", "content": "hello"}}}}}
    s = story("file_system", files)
    assert not run(s, "echo", replace, content="Budget review moved", file_name="notes.txt")  # outside: a new file
    assert "notes.txt" not in str(s.box.projection())
    assert run(s, "echo", replace, content="Budget review moved", file_name="a.txt")  # inside: its text replaced


# -- small rules: a car just started, one's own id, a file already known --------------------------------


def test_cruise_control_not_in_a_car_just_started_or_with_the_brake_held() -> None:
    vehicle = DOMAINS.get("vehicle")
    cruise = next(p for p in vehicle.phrasings["setCruiseControl"] if p.language == "en" and "{speed}" in p.text)
    config = vehicle.generate(2, 3)
    driven = {**config, "engineState": "running", "parkingBrakeStatus": "released",
              "doorStatus": {door: "locked" for door in config["doorStatus"]}, "remainingUnlockedDoors": 0}
    s = story("vehicle", {**driven, "engineState": "stopped"})
    assert take(s, "pressBrakePedal", pedalPosition=1.0) and take(s, "startEngine", ignitionMode="START")
    assert take(s, "releaseBrakePedal")
    assert not run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=50.0)  # outside: just started
    s = story("vehicle", {**driven, "brakePedalStatus": "pressed"})
    assert not run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=50.0)  # outside: braking
    s = story("vehicle", driven)
    assert run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=50.0)  # inside: on the road


def test_no_lookup_of_the_users_own_account_id() -> None:
    config = {**DOMAINS.get("message").generate(1, 4), "current_user": "USR002"}
    me, other = (next(name for name, ident in config["user_map"].items() if ident == i) for i in ("USR002", "USR003"))
    s = story("message", config)
    assert not take(s, "get_user_id", user=me)  # outside: their own id
    assert take(s, "get_user_id", user=other)  # inside: someone else's


def test_no_search_for_where_a_file_is_that_the_story_already_named() -> None:
    files = {"root": {"me": {"type": "directory", "contents": {
        "notes.docx": {"type": "file", "content": "b 2\na 1"}, "notes_38.docx": {"type": "file", "content": "c 3"}}}}}
    s = story("file_system", files)
    assert take(s, "sort", file_name="notes.docx")
    assert not take(s, "find", name="notes.docx")  # outside: the user just sorted it here
    assert take(s, "find", name="notes_38.docx")  # inside: not named yet
