"""Story rules on references, a person's details, moves into folders and driving-only steps, each just inside and just outside."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sandbox.tools.phrasing import Phrasing as P
from sandbox.tools.phrasing import check_phrasings
from sandbox.tools.registry import DOMAINS
from tests.scenarios.test_generate_sense import run
from tests.scenarios.test_generate_story import story


def _folder(**contents: Any) -> dict[str, Any]:
    return {"type": "directory", "contents": contents}


def _file(text: str) -> dict[str, Any]:
    return {"type": "file", "content": text}


def test_a_move_into_a_folder_needs_the_folder_in_the_current_one() -> None:
    into = next(p for p in DOMAINS.get("file_system").phrasings["mv"] if p.meaning("destination") == "existing")
    nested = {"root": {"me": _folder(**{"sales.txt": _file("a 1"), "recipes": _folder(drafts=_folder())})}}
    s = story("file_system", nested)
    assert not run(s, "mv", into, source="sales.txt", destination="drafts")  # outside: drafts is only recipes/drafts
    assert "drafts" not in s.box.projection()["file_system"]["root"]["contents"]
    here = {"root": {"me": _folder(**{"sales.txt": _file("a 1"), "drafts": _folder()})}}
    s = story("file_system", here)
    assert run(s, "mv", into, source="sales.txt", destination="drafts")  # inside: a folder of the current one
    assert "sales.txt" in str(s.box.projection()["file_system"]["root"]["contents"]["drafts"])


def _posting() -> dict[str, Any]:
    tweets = {"0": {"id": 0, "username": "a.kowalski", "content": "Shipped version 52 of our app", "tags": ["#tech"],
                    "mentions": []},
              "1": {"id": 1, "username": "kemal37", "content": "Packing for a trip", "tags": ["#travel"], "mentions": []}}
    return {"username": "kemal37", "password": "summary_248", "authenticated": True, "tweets": tweets,
            "comments": {}, "following_list": ["u.okafor"], "tweet_counter": 2}


def test_the_author_of_that_post_needs_a_post_shown() -> None:
    author = next(p for p in DOMAINS.get("posting").phrasings["get_user_stats"] if p.meaning("username") == "author")
    tools = DOMAINS.get("posting").tools
    s = story("posting", _posting())
    following = DOMAINS.get("posting").phrasings["list_all_following"][0]
    assert s.try_phrasing(tools["list_all_following"], following, 0)
    assert s.try_phrasing(tools["get_user_stats"], author, 1) is None  # outside: only who the user follows came up
    assert run(s, "get_tweet", DOMAINS.get("posting").phrasings["get_tweet"][0], tweet_id=0)
    steps = s.try_phrasing(tools["get_user_stats"], author, 2)  # inside: a post showed its author
    assert steps and steps[-1].call.arguments == {"username": "a.kowalski"}


def test_a_person_has_one_birth_date_and_passport_and_is_verified_once() -> None:
    travel = DOMAINS.get("travel")
    spec, phrasings = travel.tools["verify_traveler_information"], travel.phrasings["verify_traveler_information"]
    config = travel.generate(4, 3)
    s = story("travel", config)
    params = {p.name: p for p in spec.params}
    born = [s.pools.stated(spec, params["date_of_birth"]) for _ in range(3)]
    papers = [s.pools.stated(spec, params["passport_number"]) for _ in range(3)]
    assert born[0] == born[1] == born[2] and papers[0] == papers[1] == papers[2]  # inside: one of each per story
    first = s.try_phrasing(spec, next(p for p in phrasings if p.language == "en"), 0)
    assert first and first[-1].call.arguments["first_name"] == config["user_first_name"]
    assert first[-1].call.arguments["date_of_birth"] == born[0][0]
    again = [p for p in phrasings if p.language == "en"][1:]
    assert all(s.try_phrasing(spec, p, 1) is None for p in again)  # outside: the same person verified again
    other = story("travel", config)
    other.pools.papers["birth"] = "1971-06-05"
    assert other.pools.stated(spec, params["date_of_birth"]) == ["1971-06-05"]  # a story's own details, not another's


def _car(**changes: Any) -> dict[str, Any]:
    config = DOMAINS.get("vehicle").generate(2, 3)
    doors = {door: "locked" for door in config["doorStatus"]}
    return {**config, "engineState": "running", "parkingBrakeStatus": "released", "doorStatus": doors,
            "remainingUnlockedDoors": 0, **changes}


def test_cruise_control_only_while_the_car_is_driven() -> None:
    cruise = DOMAINS.get("vehicle").phrasings["setCruiseControl"][3]
    assert cruise.fixed_args() == {"activate": True} and cruise.language == "en"
    s = story("vehicle", _car())
    assert run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=100.0)  # inside: driving
    brake = DOMAINS.get("vehicle").phrasings["activateParkingBrake"][0]
    assert not run(s, "activateParkingBrake", brake, mode="engage")  # outside: parked at 65 on cruise control
    s = story("vehicle", _car(parkingBrakeStatus="engaged"))
    assert not run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=100.0)  # outside: parked
    s = story("vehicle", _car())
    fill = DOMAINS.get("vehicle").phrasings["fillFuelTank"][0]
    assert run(s, "fillFuelTank", fill, fuelAmount=1.0)
    assert not run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=100.0)  # outside: at the pump
    s = story("vehicle", _car(doorStatus={"driver": "locked", "passenger": "unlocked", "rear_left": "locked",
                                          "rear_right": "locked"}))
    assert not run(s, "setCruiseControl", cruise, activate=True, speed=65.0, distanceToNextVehicle=100.0)  # outside: a door open


def test_a_switch_turned_off_states_no_setting() -> None:
    vehicle = DOMAINS.get("vehicle")
    off = [P("en", "Switch cruise control off; it was set to {speed} with {distanceToNextVehicle} meters.",
             fixed=(("activate", False),))]
    bare = [P("en", "Switch cruise control off.", fixed=(("activate", False),))]
    phrasings = dict(vehicle.phrasings)
    assert not any("switches something off" in p for p in check_phrasings(vehicle))
    said = check_phrasings(replace(vehicle, phrasings={**phrasings, "setCruiseControl": [*phrasings["setCruiseControl"], *off]}))
    assert any("switches something off yet states" in p for p in said)  # outside: made-up values of a setting turned off
    fine = check_phrasings(replace(vehicle, phrasings={**phrasings, "setCruiseControl": [*phrasings["setCruiseControl"], *bare]}))
    assert not any("switches something off" in p for p in fine)  # inside: nothing stated
