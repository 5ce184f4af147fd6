"""Judge the fresh cases (tests/judge/cases_fresh.py) the way test_labelled.py judges the set, and report."""

from __future__ import annotations

import sys

from tests.judge.cases_fresh import CASES
from tests.judge.trajectories import judge_case, script


def main() -> int:
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    only = set(sys.argv[1:])
    wrong = 0
    n = 0
    for case in CASES:
        if only and case.name not in only:
            continue
        n += 1
        j = judge_case(case)
        ok, why = j.turns[case.turn] if case.turn < len(j.turns) else (None, None)
        turns = ", ".join(f"{i}:{'pass' if p else 'FAIL' if p is False else '-'}{f' ({w})' if w else ''}"
                          for i, (p, w) in enumerate(j.turns))
        mark = "ok " if j.right else "XX "
        if not j.right:
            wrong += 1
        print(f"{mark}{case.id} label={case.label} verdict={j.verdict} turn{case.turn}={why} | {turns}", flush=True)
        if not j.right:
            reply = [s for s in script(case)[case.turn] if isinstance(s, str)]
            print(f"    reply: {reply}\n    reason: {case.reason}", flush=True)
    print(f"total {n}, judged right {n - wrong}, misjudged {wrong}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
