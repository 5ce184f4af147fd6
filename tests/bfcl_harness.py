"""Side-by-side replay of BFCL ground truth: bfcl-eval's own classes against toolsim's domains.

Used by the BFCL compatibility tests. The reference side runs bfcl-eval's executor unchanged; the
toolsim side runs the same call strings through toolsim's parser and executor in the ``bfcl``
profile. Both sides record, per turn, the result string of every call and the state after the turn.
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.execution import Toolbox
from sandbox.episode.loop import execute_strings
from sandbox.tools.context import EpisodeContext, LongContext
from sandbox.tools.errors import RegistryError
from sandbox.tools.registry import DOMAINS

_RUN_IDS = itertools.count()


@dataclass
class Trace:
    """What one replay produced: per turn, the result strings and the state after the turn."""

    outputs: list[list[str]] = field(default_factory=list)
    states: list[dict[str, Any]] = field(default_factory=list)
    statuses: list[list[str]] = field(default_factory=list)


def is_long_context(entry: dict[str, Any]) -> bool:
    """BFCL switches long context on by substring match on the category in the id."""
    category = entry["id"].rsplit("_", 1)[0]
    return "long_context" in category or "composite" in category


def jsonify(value: Any) -> Any:
    """Convert a BFCL attribute to JSON-like data: sets sorted, tuples as lists, objects as their public attributes."""
    if isinstance(value, dict):
        return {str(k): jsonify(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonify(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonify(v) for v in value), key=repr)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if hasattr(value, "__dict__"):
        return {k: jsonify(v) for k, v in vars(value).items() if not k.startswith("_") and k != "parent"}
    return str(value)


def public_state(instance: Any) -> dict[str, Any]:
    """A BFCL instance's public attributes, as bfcl-eval's state checker sees them, converted to JSON."""
    return {k: jsonify(v) for k, v in vars(instance).items() if not k.startswith("_")}


def reference_replay(entry: dict[str, Any]) -> Trace:
    """Replay an entry's ground truth through bfcl-eval's own executor."""
    from bfcl_eval.constants.executable_backend_config import STATELESS_CLASSES
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_utils import execute_multi_turn_func_call

    model = f"toolsim_reference_{next(_RUN_IDS)}"
    trace = Trace()
    long_context = is_long_context(entry)
    for turn in entry["ground_truth"]:
        outputs, instances = execute_multi_turn_func_call(
            turn, entry["initial_config"], entry["involved_classes"], model, entry["id"], long_context=long_context
        )
        trace.outputs.append(outputs)
        trace.states.append(
            {
                name: copy.deepcopy(public_state(inst))
                for name, inst in instances.items()
                if name not in STATELESS_CLASSES
            }
        )
    _forget_reference_instances(model)
    return trace


def _forget_reference_instances(model: str) -> None:
    """bfcl-eval caches instances in its module globals; drop ours so memory stays bounded."""
    from bfcl_eval.eval_checker.multi_turn_eval import multi_turn_utils

    namespace = vars(multi_turn_utils)
    for key in [k for k in namespace if k.startswith(model)]:
        del namespace[key]


def toolsim_toolbox(entry: dict[str, Any]) -> tuple[Toolbox, dict[str, str]]:
    """Build toolsim's episode tools for a BFCL entry; also return class name -> domain name."""
    ctx = EpisodeContext(profile="bfcl", long_context=LongContext() if is_long_context(entry) else None)
    domains = {}
    names = {}
    for class_name in entry["involved_classes"]:
        domain = DOMAINS.get(class_name)
        names[class_name] = domain.name
        domains[domain] = copy.deepcopy(entry["initial_config"].get(class_name, {}))
    return Toolbox(domains, ctx), names


def toolsim_replay(entry: dict[str, Any]) -> Trace:
    """Replay an entry's ground truth through toolsim's parser and executor (``bfcl`` profile)."""
    from bfcl_eval.constants.executable_backend_config import STATELESS_CLASSES

    toolbox, names = toolsim_toolbox(entry)
    trace = Trace()
    for turn in entry["ground_truth"]:
        results = execute_strings(toolbox, turn, None)
        trace.outputs.append([r.output for r in results])
        trace.statuses.append([r.status for r in results])
        projection = toolbox.projection()
        trace.states.append(
            {cls: projection[dom] for cls, dom in names.items() if cls not in STATELESS_CLASSES}
        )
    return trace


def supported(entry: dict[str, Any]) -> bool:
    """Whether every class the entry involves has a toolsim domain registered."""
    try:
        for class_name in entry["involved_classes"]:
            DOMAINS.get(class_name)
    except RegistryError:
        return False
    return True
