"""Misreported results: a reply that gives a wrong number in place of one the turn's calls returned.

The facts of :mod:`sandbox.judge.said` are what the user asked to be told; this check covers the
rest of what a reply says about the turn's results, such as the new balance after a withdrawal.
"""

from __future__ import annotations

import bisect
from collections.abc import Collection, Iterator, Sequence

from sandbox.judge.known import Known, Twice, per_text
from sandbox.judge.quantities import Number, whole_part
from sandbox.judge.said import Reply, counted, explained, result_numbers, seen_numbers


def misquoted(replies: Sequence[str], fresh: Sequence[str], seen: Sequence[str], earlier: Sequence[str] = (),
              aside: Collection[int] = ()) -> bool:
    """Whether the replies give a wrong value for a number of ``fresh`` (this turn's results).

    A turn with no facts to tell (a write) may still misreport what its calls returned. A result
    number (of the result's answer: the long lists beside its other fields, such as the past charges
    of a long-context balance, are no result of the call to report) is misreported when the
    replies say another number within a factor of two of it that is either

    - not explained by the turn's own texts (``seen``) while the result is not said at all: "your
      new balance is $12,500" after a withdrawal that left 12,100 (12,500 being the balance
      before, read in an earlier turn); or
    - explained by nothing the model got (``seen`` and ``earlier``), whether or not the result is
      said too: "1,363.64 USD, and I've set your limit to 1,636.40" where both results hold
      1,363.64. "From $12,500 to $12,100" quotes a balance read earlier: it passes.

    Args:
        replies: The model's texts in the turn.
        fresh: The result strings of the turn's calls.
        seen: The turn's own texts: the user's words, the turn's calls and results.
        earlier: The results the model got in earlier turns.
        aside: Where in the joined replies numbers stand that say a result in another unit
            (:func:`sandbox.judge.measures.conversions`): no misreport.
    """
    results = Twice(v for output in fresh for v in _answered(output))
    said = [n for n in Reply("\n".join(replies)).numbers if not (n.denied or n.offered or n.start in aside)]
    says = _Said(said)
    close = [n for n in said if any(results.near(abs(v)) for v in n.readings)  # only these can misreport a result
             and not (float(n.value).is_integer() and any(  # nor a whole part of a result it says ("3.74: 3 shares")
                 whole_part(n, v) and says(v) for v in set(results.between(n.value, n.value + 1))))]
    if not close:
        return False
    turn = Known([*(seen_numbers(text) for text in seen), *(counted(text) for text in fresh)])
    stray = [n for n in close if not explained(n, turn)]
    if not stray:
        return False
    if any(not any(n.says(v) for n in said) for s in stray for v in results.around(abs(s.value))):
        return True
    episode = Known(seen_numbers(text) for text in earlier)
    return any(not explained(n, episode) for n in stray)


class _Said:
    """Whether some number of a reply says a value, looked up by value (a listing says thousands of numbers)."""

    def __init__(self, said: Sequence[Number]) -> None:
        """Index the numbers by each of their readings."""
        pairs = sorted(((value, n) for n in said for value in n.readings), key=lambda pair: pair[0])
        self._values = [value for value, _ in pairs]
        self._numbers = [n for _, n in pairs]
        self._reach = max((max(n.slack, 0.5 if n.alt is not None else 0.0) for n in said), default=0.0)

    def __call__(self, value: float) -> bool:
        """Whether a number said says ``value``."""
        target = abs(value)
        reach = self._reach + 1e-6 * max(target, 1.0)
        low, high = bisect.bisect_left(self._values, target - reach), bisect.bisect_right(self._values, target + reach)
        return any(n.says(value) for n in self._numbers[low:high])


def _answer_numbers(text: str) -> Iterator[float]:
    """The sizes of the non-zero numbers of a result's answer: what a reply may misreport, the padding aside."""
    return (abs(value) for value in result_numbers(text, padding=False) if value)


_answered = per_text(_answer_numbers)
