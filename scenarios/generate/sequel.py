"""What a story may do after what it did: rules on a step given the steps before it.

- After a log-out of an app the user does nothing more in it but log in again or ask whether they
  are logged in (no watchlist edited once out of the brokerage). A log-in is as the user's own
  account in the app, the one they logged in with before or the one the app holds as theirs: no
  log-out and log-in as someone else, with a password looked up.
- A change that makes a record (its result gives a new ``*_id``) is not made again on the same
  record: a second insurance on the booking just insured. A source of money the call pays with (a
  card, an account: a record with a ``balance``) and a person are not what it is about.
- A comparison of two files (``diff``) is between files about the same thing: the same name stem
  (``setlist.txt`` and ``setlist_2.md``), or lines that share words; not a fresh note and a receipt.
- A step only a car being driven takes (cruise control) comes only while the car is driven: its
  engine running, its parking brake released, its brake pedal not held down, every door locked,
  and neither a refuelling nor the engine started earlier in the story; and a step only a
  standing car takes (refuelling, the parking brake put on, doors unlocked) not while cruise
  control is on.
- A search for where a file is does not look for a name the story already named or showed (where
  ``notes.docx`` is, just after sorting it).
- A value a result of the current turn first showed is not the user's to say in that turn (an id
  that registering the card returns, said in the same message that asks to register it).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from sandbox.tools.spec import ToolSpec
from scenarios.generate.records import named_record
from scenarios.generate.sense import flat, leaves, signs_in, signs_out

#: Kinds of identifiers that name people, not records a change is about.
PEOPLE = frozenset({"user_id"})
#: A word of a file's lines (letters only, three or more).
WORD = re.compile(r"[^\W\d_]{3,}")


def signed_out(spec: ToolSpec, steps: Sequence[Any]) -> bool:
    """Whether ``spec``'s app was logged out of and not logged into since, and ``spec`` is no log-in or status check."""
    if signs_in(spec.name) or "status" in spec.name.lower():
        return False
    mine = [s.spec.name for s in steps if s.spec.domain == spec.domain]
    last_out = max((i for i, name in enumerate(mine) if signs_out(name)), default=-1)
    return last_out >= 0 and not any(signs_in(name) for name in mine[last_out + 1:])


#: Steps only a car being driven takes, and steps only a standing car takes (with the arguments that say so).
DRIVING = frozenset({"setCruiseControl"})
STANDING: dict[str, dict[str, Any]] = {"fillFuelTank": {}, "activateParkingBrake": {"mode": "engage"}, "lockDoors": {"unlock": True}}
#: Steps after which the car stood still in the story (at the pump, its engine just started).
STOPPED = frozenset({"fillFuelTank", "startEngine"})


def _stands(name: str, arguments: Mapping[str, Any]) -> bool:
    return name in STANDING and all(arguments.get(k) == v for k, v in STANDING[name].items())


def off_road(spec: ToolSpec, arguments: Mapping[str, Any], steps: Sequence[Any], state: Any) -> bool:
    """Whether a step is one of a car being driven while it stands, or one of a standing car while it is driven.

    Driven: the engine runs, the parking brake is released, the brake pedal is not held down,
    every door is locked, and the story has neither refuelled nor started the engine (a car just
    started stands). A standing car's step is refused while cruise control is on.
    """
    if not isinstance(state, Mapping):
        return False
    if spec.name in DRIVING:
        doors = state.get("doorStatus")
        unlocked = isinstance(doors, Mapping) and "unlocked" in doors.values()
        return state.get("engine_state") != "running" or state.get("parkingBrakeStatus") == "engaged" or unlocked or \
            state.get("brakePedalStatus") == "pressed" or any(s.spec.name in STOPPED for s in steps)
    return _stands(spec.name, arguments) and state.get("cruiseStatus") == "active"


def wrong_login(spec: ToolSpec, named: set[str], steps: Sequence[Any], own: set[str]) -> bool:
    """Whether a log-in makes no sense after ``steps``: as another account than the user's own in the app, or again.

    ``own`` is what the user logged in with earlier in the story, else the account the app's
    configuration holds as theirs (someone else's password looked up is no log-in of theirs). A
    second log-in, or one after a change made as whoever was logged in, needs a log-out since.
    """
    if own and not named & own:
        return True
    mine = [s for s in steps if s.spec.domain == spec.domain]
    out = max((i for i, s in enumerate(mine) if signs_out(s.spec.name)), default=-1)
    return any(signs_in(s.spec.name) or s.spec.mutates for s in mine[out + 1:])


def seeks_known(spec: ToolSpec, arguments: Mapping[str, Any], steps: Sequence[Any]) -> bool:
    """Whether a search for where a file is (a read giving paths) looks for a name the story already named or showed.

    (Where ``notes.docx`` is, right after sorting ``notes.docx``, or after a listing showed it.)
    """
    if spec.mutates or "path" not in spec.produces.values():
        return False
    names = {str(arguments[p.name]) for p in spec.params if p.kind == "file_name" and p.name in arguments}
    mine = [s for s in steps if s.spec.domain == spec.domain]
    known = flat(v for s in mine for v in s.call.arguments.values()) | {
        str(v).rsplit("/", 1)[-1] for s in mine for v in leaves(s.output) if isinstance(v, str)}
    return bool(names & known)


def out_of_place(spec: ToolSpec, arguments: Mapping[str, Any], steps: Sequence[Any], state: Any) -> bool:
    """Whether a step cannot follow the story so far: after a log-out of its app, off the road (:func:`off_road`), or a search for what is known."""
    return signed_out(spec, steps) or off_road(spec, arguments, steps, state) or seeks_known(spec, arguments, steps)


def _pays(state: Any, value: Any) -> bool:
    """Whether ``value`` names a record holding a balance (a card, an account money comes from)."""
    return "balance" in named_record(state, str(value))


def makes_again(spec: ToolSpec, arguments: Mapping[str, Any], steps: Sequence[Any], state: Any) -> bool:
    """Whether a change that makes a record was made before in the story on the same record.

    The record is what an identifier argument names, other than a person or a source of money.
    """
    if not spec.mutates or not any(kind.endswith("_id") for kind in spec.produces.values()):
        return False
    about = [p.name for p in spec.params if (p.kind or "").endswith("_id") and p.kind not in PEOPLE
             and p.name in arguments and not _pays(state, arguments[p.name])]
    return any(s.spec.name == spec.name and any(str(s.call.arguments.get(n)) == str(arguments[n]) for n in about)
               for s in steps)


def stem(name: str) -> str:
    """A file name's stem: without folder, extension, numbers and qualifiers (``autumn_receipt_2.txt`` -> ``receipt``).

    >>> stem("autumn_receipt_2.txt"), stem("archive/setlist.md"), stem("summary.txt")
    ('receipt', 'setlist', 'summary')
    """
    base = name.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
    parts = [p for p in re.split(r"[_\-\s]+", base) if p and not p.isdigit()]
    return parts[-1] if parts else base


def unrelated(spec: ToolSpec, arguments: Mapping[str, Any], state: Any) -> bool:
    """Whether a read compares two files about different things (neither stem nor words shared)."""
    files = [str(arguments[p.name]) for p in spec.params if p.kind == "file_name" and p.name in arguments]
    if spec.mutates or len(files) != 2:
        return False
    if stem(files[0]) == stem(files[1]):
        return False
    first, second = ({w.lower() for w in WORD.findall(str(named_record(state, f).get("content", "")))} for f in files)
    return not first & second


def fresh(steps: Sequence[Any], turn: int) -> set[str]:
    """Values that results of ``turn`` first showed: not in the state before the turn, no earlier result, nor said by the user."""
    mine = [s for s in steps if s.turn == turn]
    if not mine:
        return set()
    known = json.dumps(mine[0].before, default=str) + " ".join(s.output for s in steps if s.turn < turn)
    said = flat(v for s in mine for v in s.stated.values())
    shown = flat(v for s in mine for v in leaves(s.output))
    return {v for v in shown if v not in said and v not in known}

