"""Helpers shared by the domain tests: a toolbox for one domain, calls and their results, state machines."""

from __future__ import annotations

import copy
import json
import unittest
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Optional

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.testing import domain_machine
from sandbox.tools.context import EpisodeContext, LongContext, Profile
from sandbox.tools.domain import Domain

#: Hypothesis settings of the domain state machines: short runs, no deadline.
FAST = settings(max_examples=30, stateful_step_count=15, deadline=None)


def toolbox(
    domain: Domain, config: dict[str, Any] | None = None, profile: Profile = "native", *, long: int | None = None,
    **ctx: Any,
) -> Toolbox:
    """A toolbox holding only ``domain`` (configured with ``config``, ``{}`` if none).

    ``long`` is a shorthand for ``long_context=LongContext(size=long)``; other keywords go to the
    :class:`EpisodeContext`.
    """
    if long is not None:
        ctx["long_context"] = LongContext(size=long)
    return Toolbox({domain: config if config is not None else {}}, EpisodeContext(profile=profile, **ctx))


def projection(domain: Domain, tb: Toolbox) -> dict[str, Any]:
    """The compared state of ``domain`` in ``tb``."""
    return tb.projection()[domain.name]  # type: ignore[no-any-return]


def run(tb: Toolbox, tool: str, /, **arguments: Any) -> CallResult:
    """Call a tool (whatever the outcome)."""
    return tb.execute(ToolCall(name=tool, arguments=arguments))


def run_checked(tb: Toolbox, tool: str, /, **arguments: Any) -> CallResult:
    """Call a tool that must not crash."""
    result = run(tb, tool, **arguments)
    assert result.status != "crashed", result.detail
    return result


def out(tb: Toolbox, tool: str, /, **arguments: Any) -> Any:
    """The result of a call, parsed as JSON."""
    return json.loads(run(tb, tool, **arguments).output)


def call(tb: Toolbox, tool: str, /, **arguments: Any) -> tuple[str, str]:
    """The status and the output of a call that must not crash."""
    result = run_checked(tb, tool, **arguments)
    return result.status, result.output


def err(tb: Toolbox, tool: str, /, **arguments: Any) -> str:
    """The output of a call that must end in a tool error."""
    status, output = call(tb, tool, **arguments)
    assert status == "tool_error", output
    return output


def error_message(tb: Toolbox, tool: str, /, **arguments: Any) -> str:
    """The message of a tool error returned as ``{"error": ...}``."""
    message = json.loads(err(tb, tool, **arguments))["error"]
    assert isinstance(message, str)
    return message


#: A domain rule: ``check(before, after, call)`` with the domain's state before and after ``call``
#: (``before`` and ``call`` are ``None`` for the initial state); it raises AssertionError when broken.
Rule = Callable[[Any, Any, Optional[ToolCall]], None]


def machine_test(
    domain: Domain, config: Mapping[str, Any], values: Mapping[str, st.SearchStrategy[Any]],
    rules: Sequence[Rule] = (), **options: Any,
) -> type[unittest.TestCase]:
    """The test case of a :func:`~sandbox.testing.domain_machine`, run with :data:`FAST` settings.

    ``rules`` are the domain's own invariants (balances never negative, totals conserved, ids
    unique...), checked on the initial state and after every call.
    """
    machine = domain_machine(domain, config, values=values, **options)
    if rules:
        class RuledMachine(machine):  # type: ignore[valid-type,misc]
            @invariant()
            def domain_rules(self) -> None:
                state = copy.deepcopy(self.toolbox.apis[domain.name].state)
                before = getattr(self, "_rules_state", None)
                call = self.calls[-1] if self.calls and before is not None else None
                for check in rules:
                    check(before, state, call)
                self._rules_state = state

        RuledMachine.__name__ = RuledMachine.__qualname__ = machine.__name__
        machine = RuledMachine
    test_case: type[unittest.TestCase] = machine.TestCase
    test_case.settings = FAST  # type: ignore[attr-defined]
    return test_case
