"""``toolsim replay``: re-execute a recorded trajectory and show where it fails and diverges."""

from __future__ import annotations

import argparse
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("trajectory", type=Path, metavar="TRAJECTORY", help="a trajectory file from a run directory")
    parser.add_argument("--turn", type=int, default=None, help="stop after this turn")
    parser.add_argument("--lenient", action="store_true", help="compare call statuses only, not result strings")


def main(args: argparse.Namespace) -> int:
    """Replay and print turn by turn; exit 1 when re-execution diverges from the recording."""
    from pydantic import ValidationError
    from rich.console import Console

    from sandbox.commands.common import fail
    from sandbox.replay import replay
    from sandbox.trajectory import load_trajectory

    try:
        events = load_trajectory(args.trajectory)
        report = replay(events, strict=not args.lenient, upto=args.turn)
    except FileNotFoundError:
        return fail(f"{args.trajectory}: no such file")
    except (ValueError, ValidationError) as err:
        return fail(f"{args.trajectory}: not a toolsim trajectory ({str(err).splitlines()[0]})")
    console = Console(highlight=False)
    console.print(f"[bold]{report.scenario_id}[/bold]")
    for turn in report.turns:
        verdict = turn.verdict or {}
        outcome = verdict.get("passed")
        state = "not checked" if outcome is None else ("[green]passed[/green]" if outcome else "[red]failed[/red]")
        console.print(f"\n[bold]turn {turn.turn}[/bold]: {state} {verdict.get('error_class') or ''}")
        for step, result in turn.calls:
            console.print(f"  step {step}: {result.call}  ->  [{result.status}] {result.output[:200]}")
        if not turn.calls:
            console.print("  (no calls)")
        for line in turn.diff[:20]:
            console.print(f"  [yellow]state differs[/yellow] at {line['path']}: gold {line['expected']!r}, model {line['actual']!r}")
    if report.first_failure:
        failed_turn, step, cls = report.first_failure
        console.print(f"\nfirst failure: turn {failed_turn}, step {step} ({cls})")
    if report.divergence:
        d = report.divergence
        console.print(f"[red]diverged[/red] at turn {d.turn}, step {d.step}, {d.call}:\n  recorded {d.recorded[:300]}\n  replayed {d.replayed[:300]}")
        return 1
    console.print("re-execution matches the recording")
    return 0
