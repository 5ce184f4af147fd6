"""The field of a record the gold goes on with: another field's number said in its place.

A record read in a turn (a stock's quote) holds several numbers of one size (its price and its
moving averages). Which one the user wanted shows in what the gold does next with it: the price
goes into ``subtract(a=667.92, b=700)``. A reply that leaves that number unsaid and says, within a
factor of two of it, a number of another field of the same record ("Tesla sta a 668,20 $", the
20-day average) gives the wrong field.

>>> quote = '{"price": 667.92, "MA(5)": 670.1, "MA(20)": 668.2}'
>>> calls = ["subtract(a=667.92, b=700)"]
>>> [wrong_field([quote], [reply], calls) for reply in ("Tesla sta a 668,20 $.", "Tesla sta a 667,92 $.",
...     "Tesla sta a 667,92 $ (media a 20 giorni 668,20).", "Tesla: media 668,20.")]
[True, False, False, True]
>>> wrong_field([quote], ["Tesla sta a 668,20 $."], ["get_stock_info(symbol='TSLA')"])  # nothing goes on with it
False
"""

from __future__ import annotations

from collections.abc import Sequence

from sandbox.judge.quantities import numbers, read_written
from sandbox.judge.values import close, decoded, is_number


def wrong_field(results: Sequence[str], replies: Sequence[str], calls: Sequence[str]) -> bool:
    """Whether a read record's number the gold's calls go on with is unsaid and another of its fields said in its place."""
    passed = [v for call in calls for v in read_written(call.partition("(")[2])]
    if not passed:
        return False
    said = [n for n in numbers("\n".join(replies)) if not (n.denied or n.offered)]
    for result in results:
        record = decoded(result)
        if not isinstance(record, dict):
            continue
        fields = {key: abs(float(v)) for key, v in record.items() if is_number(v) and v}
        used = [v for v in fields.values() if any(close(v, p) for p in passed)]
        for value in used:
            if any(n.says(value) for n in said):
                continue
            others = [v for v in fields.values() if v != value and value / 2 <= v <= 2 * value]
            if any(n.says(other) and not n.says(value) for n in said for other in others):
                return True
    return False
