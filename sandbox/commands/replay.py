"""``toolsim replay``: re-execute a recorded trajectory and show where it fails and diverges.

Each turn is judged again from the re-executed calls; a recorded verdict that differs is shown and,
like a divergence, makes the exit status 1. With ``--fork-at`` or ``--edit`` the episode is forked
instead (sandbox/commands/fork.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sandbox.commands import argtypes, fork


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("trajectory", type=Path, metavar="TRAJECTORY", help="a trajectory file from a run directory")
    parser.add_argument("--turn", type=argtypes.non_negative, default=None, help="stop after this turn")
    parser.add_argument("--lenient", action="store_true", help="compare call statuses only, not result strings")
    fork.configure(parser)


def _cut(text: str, limit: int) -> str:
    """``text`` up to ``limit`` characters; a longer one ends in an ellipsis saying how much was left out."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text) - limit} more characters)"


def main(args: argparse.Namespace) -> int:
    """Replay and print turn by turn; exit 1 when re-execution diverges from the recording or its verdicts."""
    from rich.console import Console
    from rich.markup import escape

    from sandbox.commands.common import fail
    from sandbox.episode.trajectory import load_trajectory
    from sandbox.report.explain import short_path
    from sandbox.report.replay import replay
    from sandbox.report.terminal import visible
    from sandbox.tools.errors import InputFileError

    if fork.wanted(args):
        return fork.main(args)

    def text(value: object) -> str:  # from the trajectory (model output, tool results): never markup, no controls
        return escape(visible(str(value)))

    try:
        events = load_trajectory(args.trajectory)
        report = replay(events, strict=not args.lenient, upto=args.turn)
    except InputFileError as err:
        return fail(visible(str(err)))
    except (ValueError, LookupError) as err:  # an unknown domain, or a configuration its domain refuses
        return fail(visible(f"{args.trajectory}: cannot be replayed: {str(err).splitlines()[0]}"))
    console = Console(highlight=False, soft_wrap=not sys.stdout.isatty())
    console.print(f"[bold]{text(report.scenario_id)}[/bold]")
    for turn in report.turns:
        state = "not checked" if turn.passed is None else ("[green]passed[/green]" if turn.passed else "[red]failed[/red]")
        console.print(f"\n[bold]turn {turn.turn}[/bold]: {state} {text(turn.error_class or '')}")
        if turn.forged:
            console.print(f"  [red]the recorded verdict says otherwise[/red]: {text(_said(turn.verdict))}")
        for step, result in turn.calls:
            console.print(f"  step {step}: {text(result.call)}  ->  {text(f'[{result.status}]')} "
                          f"{text(_cut(result.output, 200))}")
        if not turn.calls:
            console.print("  (no calls)")
        for line in turn.diff[:20]:
            where = text(f"{short_path(str(line['path']))}: gold {_cut(repr(line['expected']), 300)}, "
                         f"model {_cut(repr(line['actual']), 300)}")
            console.print(f"  [yellow]state differs[/yellow] at {where}")
        if len(turn.diff) > 20:
            console.print(f"  … and {len(turn.diff) - 20} more state differences")
    if report.first_failure:
        failed_turn, step, cls = report.first_failure
        console.print(text(f"\nfirst failure: turn {failed_turn}, step {step} ({cls})"))
    diverged = report.divergence is not None or bool(report.forged) or report.cut_short is not None
    if report.divergence:
        d = report.divergence
        detail = text(f"at turn {d.turn}, step {d.step}, {d.call}:\n  recorded {_cut(d.recorded, 300)}\n"
                      f"  replayed {_cut(d.replayed, 300)}")
        console.print(f"[red]diverged[/red] {detail}")
    if report.forged:
        turns = ", ".join(str(turn.turn) for turn in report.forged)
        console.print(f"[red]recorded verdicts differ from the re-execution's[/red] at turn(s) {turns}")
    if report.cut_short:
        console.print(f"[red]incomplete recording[/red]: {text(report.cut_short)}; nothing to match against there")
    if not diverged:
        console.print("re-execution matches the recording")
    return 1 if diverged else 0


def _said(verdict: dict[str, object] | None) -> str:
    """A recorded verdict in a few words."""
    verdict = verdict or {}
    passed = verdict.get("passed")
    outcome = "not checked" if passed is None else "passed" if passed is True else "failed"
    return f"{outcome} {verdict.get('error_class') or ''}".strip()
