"""What the ``bfcl`` profile must read from the installed bfcl-eval package at run time.

bfcl-eval's refusal of an unknown seat class prints a Python ``set`` of the class names. A set's
printed order depends on the string hashes of the running process *and* on the order in which
the compiled constant was stored when bfcl-eval's bytecode was cached, so no fixed text reproduces
it. The constant is therefore read from bfcl-eval's compiled code and printed here, in the same
process, which yields the very same text.
"""

from __future__ import annotations

import importlib

from apis.travel.defaults import CLASS_FACTORS

_TRAVEL_MODULE = "bfcl_eval.eval_checker.multi_turn_eval.func_source_code.travel_booking"


def seat_class_set_text() -> str:
    """The seat classes printed as bfcl-eval prints its set of valid classes in this process.

    Falls back to a set built from this domain's own class table when bfcl-eval is not installed.
    """
    wanted = frozenset(CLASS_FACTORS)
    try:
        module = importlib.import_module(_TRAVEL_MODULE)
        constants = module.TravelAPI.book_flight.__code__.co_consts
    except (ImportError, AttributeError):
        constants = ()
    for constant in constants:
        if constant == wanted and isinstance(constant, frozenset):
            return str(set(constant))
    return str(set(CLASS_FACTORS))
