"""Acceptance: hostile model output is refused with a structured error and nothing runs.

Every case goes the way a model's output goes in an episode: parse (prompt text or FC
``tool_calls``), then execute each parsed call through a :class:`~sandbox.episode.execution.Toolbox` of the
toy library domain. A case passes when

- parsing raises :class:`~sandbox.tools.errors.ParseError` (and nothing else), or every parsed call comes
  back as a ``rejected`` :class:`~sandbox.episode.calls.CallResult`;
- no tool ran (the toy tools record every call on their API instance);
- no process was spawned and no file opened (tripwires replace ``os.system``, ``open``... while the
  case runs and record any use);
- it took less than ``TIME_LIMIT`` seconds of wall-clock time and less than ``MEMORY_LIMIT`` bytes of
  traced peak memory (the input itself is built before measuring).
"""

from __future__ import annotations

import builtins
import json
import os
import random
import signal
import subprocess
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from sandbox import CallResult, ParseError, parse_fc, parse_prompt
from tests.sandbox.conftest import make_toolbox

TIME_LIMIT = 2.0  # seconds per case; generous, the real figures are milliseconds
GUARD = 3.0  # a runaway case is interrupted after this many seconds so the suite stays fast
MEMORY_LIMIT = 200 * 2**20  # bytes of traced peak per case


def _garbage(decoding: str) -> str:
    data = random.Random(20260101).randbytes(64 * 1024)
    return data.decode("utf-8", "surrogateescape") if decoding == "surrogateescape" else data.decode("latin-1")


#: id -> a builder of the model's text (built lazily and outside the measurement).
PROMPT_CASES: dict[str, Callable[[], str]] = {
    "import-os-system": lambda: "__import__('os').system('id')",
    "os-system": lambda: "os.system('id')",
    "os-system-in-list": lambda: "[get_book(book_id='B1'), os.system('id')]",
    "open-passwd": lambda: "f(a=open('/etc/passwd'))",
    "open-passwd-real-tool": lambda: "get_book(book_id=open('/etc/passwd').read())",
    "double-star-kwargs": lambda: "f(**{'a': 1})",
    "double-star-real-tool": lambda: "get_book(**{'book_id': 'B1'})",
    "star-args-real-tool": lambda: "get_book(*['B1'])",
    "lambda": lambda: "f(a=lambda: 1)",
    "list-times-10e9": lambda: "f(a=[1]*10**9)",
    "list-times-10e9-real-tool": lambda: "find_books(query=['x']*10**9)",
    "power-tower": lambda: "f(a=10**10**10)",
    "power-tower-real-tool": lambda: "draw_lottery(count=10**10**10)",
    "dunder-function": lambda: "__import__(name='os')",
    "dunder-method-call": lambda: "().__class__.__base__.__subclasses__()",
    "dunder-argument": lambda: "get_book(__class__='B1')",
    "private-function": lambda: "_book(book_id='B1')",
    "attribute-call": lambda: "get_book.__globals__(book_id='B1')",
    "walrus": lambda: "get_book(book_id=(x := 'B1'))",
    "comprehension": lambda: "get_book(book_id=[c for c in 'B1'])",
    "fstring": lambda: "get_book(book_id=f'{__import__(\"os\").getcwd()}')",
    "nested-10000-argument": lambda: "f(a=" + "[" * 10_000 + "]" * 10_000 + ")",
    "nested-10000-bare": lambda: "[" * 10_000 + "]" * 10_000,
    "nested-10000-dicts": lambda: "f(a=" + "{'k': " * 10_000 + "1" + "}" * 10_000 + ")",
    "nested-parens-10000": lambda: "get_book(book_id=" + "(" * 10_000 + "'B1'" + ")" * 10_000 + ")",
    "string-10mb": lambda: "get_book(book_id='" + "x" * 10_000_000 + "')",
    "string-10mb-prose": lambda: "word " * 2_000_000,
    "long-word-below-size-limit": lambda: "a" * 199_999,
    "many-calls": lambda: "[" + "get_book(book_id='B1'), " * 10_000 + "]",
    "many-arguments": lambda: "get_book(" + ", ".join(f"a{i}={i}" for i in range(20_000)) + ")",
    "deep-non-literal-expression": lambda: "get_book(book_id=" + "+".join(["'B'"] * 1_000) + ")",
    "huge-integer-literal": lambda: "find_books(query='Dune', limit=0x" + "f" * 5_000 + ")",
    "infinite-float": lambda: "set_price(book_id='B1', price=1e999)",
    "unhashable-dict-key": lambda: "add_book(title='t', author='a', year=1, price=1.0, notes={{}: 'x'})",
    "unbalanced-open": lambda: "[[get_book(book_id='B1')",
    "unbalanced-close": lambda: "get_book(book_id='B1'))]]",
    "unbalanced-mixed": lambda: "[get_book(book_id=['B1')]",
    "unterminated-string": lambda: "[get_book(book_id='B1)]",
    "binary-garbage-surrogateescape": lambda: _garbage("surrogateescape"),
    "binary-garbage-latin1": lambda: _garbage("latin-1"),
    "nul-in-call": lambda: "get_book(book_id='B1\x00')",
    "nul-after-call": lambda: "[get_book(book_id='B1')]\x00",
    "lone-surrogate-in-call": lambda: "get_book(book_id='\udcff')\udcfe",
}


def _fc(name: Any, arguments: Any) -> list[dict[str, Any]]:
    return [{"id": "call_0", "type": "function", "function": {"name": name, "arguments": arguments}}]


#: id -> a builder of the model's ``tool_calls``.
FC_CASES: dict[str, Callable[[], Any]] = {
    "argument-name-with-code": lambda: _fc("get_book", json.dumps({"content=__import__('os').getcwd(),file_name": "B1"})),
    "argument-name-with-code-dict": lambda: _fc("get_book", {"book_id=__import__('os').getcwd(),x": "B1"}),
    "function-name-with-code": lambda: _fc("get_book(book_id=__import__('os').getcwd())", "{}"),
    "function-name-os-system": lambda: _fc("os.system", json.dumps({"command": "id"})),
    "dunder-function": lambda: _fc("__import__", json.dumps({"name": "os"})),
    "dunder-argument": lambda: _fc("get_book", json.dumps({"__class__": "B1"})),
    "private-function": lambda: _fc("_book", json.dumps({"book_id": "B1"})),
    "name-with-newline": lambda: _fc("get_book\n", json.dumps({"book_id": "B1"})),
    "argument-name-with-newline": lambda: _fc("get_book", json.dumps({"book_id\n": "B1"})),
    "name-not-a-string": lambda: _fc({"__import__": "os"}, "{}"),
    "deep-json-100000": lambda: _fc("get_book", '{"book_id": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    "deep-json-just-below-size-limit": lambda: _fc("get_book", '{"book_id": ' + "[" * 99_000 + "]" * 99_000 + "}"),
    "deep-dict-arguments": lambda: _fc("get_book", {"book_id": _deep_list(5_000)}),
    "huge-json-10mb": lambda: _fc("get_book", json.dumps({"book_id": "x" * 10_000_000})),
    "huge-json-many-keys": lambda: _fc("get_book", json.dumps({f"a{i}": i for i in range(50_000)})),
    "huge-json-integer": lambda: _fc("find_books", '{"query": "Dune", "limit": ' + "9" * 100_000 + "}"),
    "json-nan": lambda: _fc("set_price", '{"book_id": "B1", "price": NaN}'),
    "json-infinity": lambda: _fc("set_price", '{"book_id": "B1", "price": Infinity}'),
    "arguments-not-object": lambda: _fc("get_book", '["B1"]'),
    "arguments-bad-json": lambda: _fc("get_book", "{'book_id': 'B1'}"),
    "arguments-python-call": lambda: _fc("get_book", "__import__('os').system('id')"),
    "too-many-calls": lambda: _fc("get_book", '{"book_id": "B1"}') * 10_000,
    "not-a-list": lambda: {"function": {"name": "get_book", "arguments": '{"book_id": "B1"}'}},
    "binary-garbage-arguments": lambda: _fc("get_book", _garbage("surrogateescape")),
    "nul-in-arguments": lambda: _fc("get_book", '{"book_id": "B1"}\x00'),
}


def _deep_list(depth: int) -> Any:
    value: Any = "B1"
    for _ in range(depth):
        value = [value]
    return value


class _Tripped(Exception):
    pass


class _TimeLimit(BaseException):
    """Raised by the guard timer; a BaseException so that no ``except Exception`` in the code swallows it."""


@contextmanager
def tripwires(used: list[str]) -> Iterator[None]:
    """Replace ways to run commands or open files with functions that record their use and raise."""

    def wire(name: str) -> Callable[..., Any]:
        def tripped(*args: Any, **kwargs: Any) -> Any:
            used.append(name)
            raise _Tripped(name)

        return tripped

    targets: list[tuple[Any, str]] = [
        (os, "system"), (os, "popen"), (os, "execv"), (os, "execvp"), (os, "spawnv"), (os, "remove"),
        (os, "getcwd"), (subprocess, "Popen"), (subprocess, "run"), (builtins, "open"), (builtins, "eval"),
        (builtins, "exec"), (builtins, "input"),
    ]
    saved = [(obj, attr, getattr(obj, attr)) for obj, attr in targets]
    for obj, attr, _ in saved:
        setattr(obj, attr, wire(f"{getattr(obj, '__name__', obj)}.{attr}"))
    try:
        yield
    finally:
        for obj, attr, original in saved:
            setattr(obj, attr, original)


@contextmanager
def guard(seconds: float) -> Iterator[None]:
    """Interrupt the block after ``seconds`` (a runaway case fails fast instead of hanging the suite)."""

    def expire(signum: int, frame: Any) -> None:
        raise _TimeLimit(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_hostile(profile: str, parse: Callable[[Any], list[Any]], payload: Any) -> None:
    """Parse and execute one hostile payload, then check every property of the module docstring."""
    toolbox = make_toolbox(profile)
    used: list[str] = []
    outcome: ParseError | list[CallResult] | BaseException
    tracemalloc.start()
    start = time.perf_counter()
    try:
        with guard(GUARD), tripwires(used):
            try:
                calls = parse(payload)
                outcome = [toolbox.execute(call) for call in calls]
            except ParseError as err:
                outcome = err
            except (Exception, _TimeLimit) as exc:  # reported below, briefly: inputs can be huge
                outcome = exc
    finally:
        elapsed = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()

    if isinstance(outcome, BaseException) and not isinstance(outcome, ParseError):
        pytest.fail(f"{type(outcome).__name__} escaped: {str(outcome)[:200]}", pytrace=False)
    if isinstance(outcome, ParseError):
        assert outcome.kind in {"no_call", "syntax", "non_literal", "bad_name", "bad_shape", "too_long", "too_deep"}
        assert isinstance(outcome.message, str) and len(outcome.message) <= 500
    else:
        shown = [(r.call.name[:40], r.status, r.error) for r in outcome[:5]]
        assert all(r.status == "rejected" for r in outcome), f"parsed and not refused: {shown}"
        assert all(r.error and r.detail for r in outcome)
    ran = toolbox.apis["toy_library"].calls  # type: ignore[attr-defined]
    assert ran == [], f"tools ran: {ran[:5]}"
    assert used == [], f"tripwires used: {used}"
    assert elapsed < TIME_LIMIT, f"took {elapsed:.2f} s"
    assert peak < MEMORY_LIMIT, f"peak traced memory {peak / 2**20:.0f} MiB"


@pytest.mark.parametrize("profile", ["native", "bfcl"])
@pytest.mark.parametrize("case", list(PROMPT_CASES), ids=list(PROMPT_CASES))
def test_hostile_prompt_output_is_refused_and_nothing_runs(case: str, profile: str, toy_domain: Any) -> None:
    run_hostile(profile, parse_prompt, PROMPT_CASES[case]())


@pytest.mark.parametrize("profile", ["native", "bfcl"])
@pytest.mark.parametrize("case", list(FC_CASES), ids=list(FC_CASES))
def test_hostile_fc_tool_calls_are_refused_and_nothing_runs(case: str, profile: str, toy_domain: Any) -> None:
    run_hostile(profile, parse_fc, FC_CASES[case]())


def test_tripwires_and_recorder_would_notice() -> None:
    """The harness itself: a tool run is recorded, a tripwire fires, and both are restored afterwards."""
    toolbox = make_toolbox("native")
    assert toolbox.execute(parse_prompt("get_book(book_id='B1')")[0]).status == "ok"
    assert toolbox.apis["toy_library"].calls == ["get_book"]  # type: ignore[attr-defined]
    used: list[str] = []
    original = os.system
    with tripwires(used), pytest.raises(_Tripped):
        os.system("true")
    assert used == ["os.system"] and os.system is original
