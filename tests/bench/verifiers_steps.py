"""Environment steps per second one ``vf-eval toolsim`` process serves (a benchmark, not a test).

Run ``python -m tests.bench.verifiers_steps [--suite base] [--tasks N] [--concurrency 1 8 32]``
with the ``verifiers`` extra installed. It prints the step API alone in one process (no verifiers,
the ceiling) first; then, for each concurrency C, runs ``vf-eval toolsim`` on the suite's first
``--tasks`` scenarios (default: 4 C, at most 32) with ``-c C`` rollouts in flight against a
loopback OpenAI-compatible endpoint in this process that answers as the oracle
(tests/prompt_policy.py), and prints the steps and episodes per second between the first and
the last model request (the eval process's start-up and the chat loop's one-time ``uv``
preparation left out). A step is one model reply the environment plays; each is one request to
the endpoint.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from tests.bench.step_api import step_api_rate
from tests.integration_play import vf_eval_env
from tests.chat_server import serve
from tests.prompt_policy import PromptPolicy

ROOT = Path(__file__).resolve().parents[2]


class _Timed(PromptPolicy):
    """The policy, with the times of the first and the last request."""

    def __init__(self, suite: str, model: str) -> None:
        super().__init__(suite, model)
        self.lock = threading.Lock()
        self.first = self.last = 0.0

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        reply = super().__call__(request)
        with self.lock:
            self.last = time.monotonic()
            self.first = self.first or self.last
        return reply


def main() -> None:
    """Measure the step API, then ``vf-eval toolsim`` at each concurrency; print the rates."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--suite", default="base")
    parser.add_argument("--tasks", type=int, default=None)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 8, 32])
    args = parser.parse_args()
    steps, episodes = step_api_rate(args.suite, 10.0, mode="prompt")
    print(f"step API in one process (prompt mode): {steps:.0f} steps/s, {episodes:.0f} episodes/s")
    vf_eval = shutil.which("vf-eval", path=str(Path(sys.executable).parent)) or "vf-eval"
    env = vf_eval_env(PYTHONPATH=str(ROOT))
    for concurrency in args.concurrency:
        tasks = args.tasks or min(4 * concurrency, 32)
        policy = _Timed(args.suite, "oracle")
        with serve(policy) as base, tempfile.TemporaryDirectory(prefix="toolsim-vf-") as out:
            done = subprocess.run(
                [vf_eval, "toolsim", "--env.taskset.suite", args.suite, "-n", str(tasks), "-c", str(concurrency),
                 "--model", "oracle", "--client.base-url", base, "--client.api-key-var", "TOOLSIM_POLICY_KEY",
                 "--no-push", "--no-rich", "--output-dir", out, "--run.name", "bench"],
                env=env, capture_output=True, text=True, cwd=out)
            if done.returncode != 0:
                raise SystemExit(f"vf-eval failed: {done.stderr[-3000:]}")
        elapsed = policy.last - policy.first
        print(f"vf-eval toolsim, {concurrency} rollouts in flight: {policy.requests / elapsed:.1f} steps/s, "
              f"{tasks / elapsed:.2f} episodes/s ({policy.requests} steps, {tasks} episodes)")


if __name__ == "__main__":
    main()
