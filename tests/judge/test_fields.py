"""What a reply says of one field of a record: numbers or statuses swapped between fields, a name from a list in a
field's place, a flag said wrong in words of trouble.

Each rule is tried just inside and just outside: the reply that must fail and its nearest neighbours that must pass.
"""

from __future__ import annotations

import json

import pytest

from sandbox.judge.contradict import flag_contradicted, flag_said_wrong
from sandbox.judge.fields import fields_of, misplaced

TIRES = json.dumps({"car_info": {}, "frontLeftTirePressure": 32.0, "frontRightTirePressure": 32.0,
                    "healthy_tire_pressure": True, "rearLeftTirePressure": 30.0, "rearRightTirePressure": 30.0})
LOG = [f"#{i:04d} km {13000 + i}: tyres: minor deviation logged (code T-{2400 + i})" for i in range(30)]
PADDED_TIRES = json.dumps({**json.loads(TIRES), "car_info": {"service_log": LOG}})


@pytest.mark.parametrize(("reply", "wrong"), [
    ("All four tires are healthy: the front tires are at 30 psi and the rear tires at 32 psi.", True),
    ("The front tires are at 30 psi.", True),
    ("Front left 30 psi.", True),  # the field named by both its words
    ("All four tires are healthy: the front tires are at 32 psi and the rear tires at 30 psi.", False),
    ("Front 32 psi, rear 30 psi.", False),
    ("32 psi in front, 30 at the rear.", False),  # the number before the field's words
    ("The front and rear tires are at 32 and 30 psi.", False),  # names first, numbers after: no pairing read
    ("The front tires are at 32 psi vs 30 psi at the rear.", False),  # one part names both: binds nothing
    ("The rear tires are 2 psi below the front ones.", False),  # no field holds 2
    ("The front tires are not at 30 psi.", False),  # denied
    ("frontLeftTirePressure: 32.0; rearLeftTirePressure: 30.0", False),  # the keys as written
])
def test_numbers_swapped_between_two_fields_of_one_record(reply: str, wrong: bool) -> None:
    assert misplaced([TIRES], [reply], "Please check the van's tire pressure.") is wrong


def test_fields_with_equal_values_or_records_of_a_repeated_kind_bind_nothing() -> None:
    even = json.dumps({"frontLeftTirePressure": 30.0, "rearLeftTirePressure": 30.0})
    assert not misplaced([even], ["The front tires are at 30 psi."], "")
    two = json.dumps([{"frontPressure": 32.0, "rearPressure": 30.0}, {"frontPressure": 31.0, "rearPressure": 29.0}])
    assert not misplaced([two], ["The front tires are at 30 psi."], "")
    one = json.dumps([{"frontPressure": 32.0, "rearPressure": 30.0}])
    assert misplaced([one], ["The front tires are at 30 psi."], "")


DOORS = json.dumps({"doorStatus": {"driver": "unlocked", "passenger": "locked", "rear_left": "unlocked",
                                   "rear_right": "locked"}})


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Right now the driver and passenger doors are unlocked; the rear left and rear right doors are locked.", True),
    ("The passenger and driver doors are unlocked.", True),  # the part without a status takes the next one's
    ("The rear doors are locked.", True),  # both rear doors named, the left one is unlocked
    ("The driver door is locked and the passenger door is unlocked.", True),
    # "right" of "Right now" names rear_right by half; driver is named whole, and only it counts
    ("Right now the driver and rear left doors are unlocked; the passenger and rear right doors are locked.", False),
    ("The driver door is unlocked and the passenger door is locked.", False),
    ("Driver and rear left: unlocked. Passenger and rear right: locked.", False),
    ("driver: unlocked, passenger: locked, rear_left: unlocked, rear_right: locked", False),  # the keys as written
    ("The passenger door is not unlocked.", False),  # denied
    ("All doors are locked except the driver's.", False),  # an exception: the part binds nothing
    ("Two doors are unlocked (driver, rear left).", False),  # no field named beside the status
])
def test_a_status_said_of_a_field_that_has_another(reply: str, wrong: bool) -> None:
    assert misplaced([DOORS], [reply], "which doors are unlocked rn?") is wrong


def test_text_fields_without_a_repeated_value_are_no_statuses() -> None:
    trip = json.dumps({"travel_from": "SFO", "travel_to": "ORD", "travel_class": "economy"})
    assert fields_of(trip).statuses == ()
    assert not misplaced([trip], ["An economy flight from San Francisco to ORD."], "")
    two = json.dumps([{"driver": "unlocked", "passenger": "unlocked"}, {"driver": "locked", "passenger": "locked"}])
    assert fields_of(two).statuses == ()  # records of a repeated kind are bound.py's
    one = json.dumps([{"driver": "unlocked", "passenger": "locked", "trunk": "locked"}])
    assert misplaced([one], ["The passenger door is unlocked."], "")


COMMENT = json.dumps([{"content": "Best club in town, see you there!", "liked_by": ["night_cyclist34", "brave_coder56"],
                       "username": "teen_reader_jo"}])
ASKED = "Show me the comments under our tweet 30."


@pytest.mark.parametrize(("reply", "wrong"), [
    ("One comment, by night_cyclist34: 'Best club in town, see you there!'", True),
    ("'Best club in town, see you there!' - night_cyclist34", True),
    ("One comment, by teen_reader_jo: 'Best club in town, see you there!'", False),
    ("By teen_reader_jo: 'Best club in town, see you there!' - night_cyclist34 was the first to like it.", False),
    ("'Best club in town, see you there!', liked by night_cyclist34 and brave_coder56.", False),  # names the list
    ("One comment: 'Best club in town, see you there!'", False),  # no author said: no name in its place
])
def test_a_name_from_a_list_of_the_record_in_place_of_its_field(reply: str, wrong: bool) -> None:
    assert misplaced([COMMENT], [reply], ASKED) is wrong


def test_a_name_that_shares_the_lists_stem_does_not_name_the_list() -> None:
    likers = json.dumps([{"content": "Best club!", "liked_by": ["liker_56"], "username": "teen_reader_jo"}])
    assert misplaced([likers], ["One comment, by liker_56: 'Best club!'"], ASKED)
    assert not misplaced([likers], ["One comment: 'Best club!', which liker_56 likes."], ASKED)


def test_a_name_the_user_gave_a_quoted_one_or_one_of_another_form_is_no_stand_in() -> None:
    reply = "One comment, by night_cyclist34: 'Best club in town, see you there!'"
    assert not misplaced([COMMENT], [reply], ASKED + " It is by teen_reader_jo, I think.")  # the author was given
    quoted = json.dumps([{**json.loads(COMMENT)[0], "content": "Thanks night_cyclist34, best club!"}])
    assert not misplaced([quoted], ["One comment, by night_cyclist34: 'Thanks night_cyclist34, best club!'"], ASKED)
    plain = json.dumps([{**json.loads(COMMENT)[0], "username": "teenreader"}])
    assert not misplaced([plain], [reply], ASKED)  # "teenreader" has no "_": another form of name


@pytest.mark.parametrize(("reply", "wrong"), [
    ("The tires need attention: the service log shows a tyre deviation (code T-2437). Front 32 psi, rear 30 psi.", True),
    ("There is a problem with the tires. Front 32 psi, rear 30 psi.", True),
    ("The tires are not healthy: front 32 psi, rear 30 psi.", True),  # the flag's own word, denied
    ("No problems with the tires: front 32 psi, rear 30 psi.", False),  # the trouble taken back
    ("Front 32 psi, rear 30 psi. Let me know if the tires give you any trouble.", False),  # a condition
    ("The tires need attention, says one log line; but they are healthy: front 32 psi, rear 30 psi.", False),
    ("The tire pressure is not 35 psi anywhere: front 32 psi, rear 30 psi.", False),  # denial of a shared word
    ("The log shows problems with the brakes. Front 32 psi, rear 30 psi.", False),  # trouble of something else
    ("The tires are healthy, but the log shows a problem with the brakes.", False),  # in a clause of its own
    ("The front is at 32 psi, but the log shows a problem with the tires.", True),  # the clause names them
])
def test_a_flag_among_other_fields_said_wrong_in_words_of_trouble(reply: str, wrong: bool) -> None:
    assert misplaced([PADDED_TIRES], [reply], "Please check the van's tire pressure.") is wrong


def test_a_false_flag_among_other_fields_is_contradicted_by_saying_it_holds() -> None:
    low = json.dumps({**json.loads(TIRES), "healthy_tire_pressure": False})
    assert misplaced([low], ["All four tires are healthy: front 32 psi, rear 30 psi."], "")
    assert not misplaced([low], ["The tires need attention: front 32 psi, rear 30 psi."], "")


def test_the_flag_is_read_only_where_the_fact_has_exactly_one() -> None:
    assert fields_of(TIRES).flag is not None
    two = json.dumps({"healthy_tire_pressure": True, "spare_ok": False, "frontLeftTirePressure": 32.0})
    assert fields_of(two).flag is None
    assert not misplaced([two], ["The tires need attention."], "")


@pytest.mark.parametrize(("fact", "reply", "wrong"), [
    ({"login_status": True}, "there is a problem with your login.", True),
    ({"login_status": True}, "you're logged in; no problems.", False),
    ({"login_status": True}, "you're logged in - tell me if you have any problems logging in.", False),
    ({"canDrive": True}, "you can drive there, no problem.", False),  # "no" takes the trouble back, denies nothing
    ({"canDrive": True}, "you can't drive that far.", True),  # unchanged: a denial of the flag's word
    ({"login_status": False}, "your login has an issue: you are not logged in.", False),
])
def test_a_single_flag_said_in_words_of_trouble(fact: dict[str, bool], reply: str, wrong: bool) -> None:
    assert flag_contradicted(fact, reply) is wrong


def test_trouble_names_the_flag_by_any_word_of_its_key_but_denial_only_by_its_own() -> None:
    others = frozenset({"front", "left", "tire", "pressure"})
    assert flag_said_wrong("healthy_tire_pressure", True, "the tire pressure needs attention.", others)
    assert not flag_said_wrong("healthy_tire_pressure", True, "the tire pressure is not 35.", others)
    assert flag_said_wrong("healthy_tire_pressure", True, "the tire pressure is not 35.")  # a lone flag: every word
