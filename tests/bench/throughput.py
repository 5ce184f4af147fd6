"""Runner throughput against a loopback endpoint, as a ratio to the latency-bound ideal.

Run ``python -m tests.bench.throughput [--budget SECONDS] [--concurrency 1 16 64 256]
[--latency 0.1 1.0] [--executors local ray] [--workers 2]``. For each (latency, concurrency,
executor) it starts the endpoint of :mod:`tests.bench.endpoint` (plain-text answers, so every turn
fails and is diffed against gold), runs ``toolsim run base miss_param miss_func long_context
composite --trials 2`` against it and counts the completions served in a steady-state window
(after start-up, for ``--budget`` seconds or until the run ends; the rate is the slope of the
count sampled through the window). It prints requests/s, the ratio
to the ideal ``concurrency / latency`` and the toolsim process's peak RSS (with ``ray``, the
driver's). The ray executor (default when Ray is installed) runs ``--workers`` actors sharing the
same total concurrency, so both rows have the same ideal.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from tests.interrupts import default_sigint

SUITES = ["base", "miss_param", "miss_func", "long_context", "composite"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _served(port: int) -> int:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(f"http://127.0.0.1:{port}/stats", timeout=10) as reply:
        return int(json.loads(reply.read())["served"])


def _slope(samples: list[tuple[float, int]]) -> float:
    """The least-squares slope of served requests over time: the steady rate.

    A count taken between two instants counts the window's edges, which matters when requests
    complete in bursts (every episode waiting the same latency) or one a second; a slope fitted
    to the count sampled throughout the window does not depend on where the edges fall.
    """
    n = len(samples)
    mean_t = sum(t for t, _ in samples) / n
    mean_c = sum(c for _, c in samples) / n
    spread = sum((t - mean_t) ** 2 for t, _ in samples)
    return sum((t - mean_t) * (c - mean_c) for t, c in samples) / spread if spread > 0 else 0.0


def _peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def executor_options(executor: str, concurrency: int, workers: int) -> list[str]:
    """The ``toolsim run`` options for ``concurrency`` episodes in flight in all on ``executor``."""
    if executor == "local":
        return ["--concurrency", str(concurrency)]
    workers = min(workers, concurrency)
    return ["--executor", "ray", "--workers", str(workers), "--concurrency", str(max(1, concurrency // workers))]


def _stop(run: subprocess.Popen[bytes]) -> None:
    """Stop a run as Ctrl-C does (the ray executor stops its Ray instance), its whole session if need be."""
    try:
        os.killpg(run.pid, signal.SIGINT)
        run.wait(timeout=30)
    except subprocess.TimeoutExpired:
        pass
    with contextlib.suppress(ProcessLookupError):
        os.killpg(run.pid, signal.SIGKILL)
    run.wait()


def measure(latency: float, concurrency: int, budget: float, warmup: float, extra: list[str]) -> dict[str, float]:
    """One configuration: steady-state requests/s, the ideal, and peak RSS (MB).

    ``extra`` holds the options that set the concurrency (:func:`executor_options`), and any more.
    """
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "tests.bench.endpoint", "--port", str(port),
                               "--latency", str(latency)], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None and server.stdout.readline().strip() == "ready"
    out = Path(tempfile.mkdtemp(prefix="toolsim-bench-")) / "run"
    command = [sys.executable, "-m", "sandbox", "run", *SUITES, "--model", "openai/fake",
               "--api-base", f"http://127.0.0.1:{port}/v1", "--trials", "2",
               "--out", str(out), "--retries", "0", *extra]
    run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env={**_env(), "OPENAI_API_KEY": "unused"}, start_new_session=True,
                           preexec_fn=default_sigint)  # _stop interrupts it even when this runs in the background
    try:
        while _served(port) == 0 and run.poll() is None:  # start-up: loading and planning the suites
            time.sleep(0.05)
        deadline = time.monotonic() + warmup
        while time.monotonic() < deadline and run.poll() is None:
            time.sleep(0.05)
        start = time.monotonic()
        samples = [(start, _served(port))]
        peak = _peak_rss_mb(run.pid)
        while time.monotonic() - start < budget and run.poll() is None:
            time.sleep(0.05)
            samples.append((time.monotonic(), _served(port)))
            peak = max(peak, _peak_rss_mb(run.pid))
        elapsed, count = samples[-1][0] - start, samples[-1][1] - samples[0][1]
    finally:
        _stop(run)
        server.kill()
        server.wait()
    rate = _slope(samples)
    ideal = concurrency / latency
    return {"requests": count, "seconds": elapsed, "rate": rate, "ideal": ideal, "ratio": rate / ideal, "rss": peak}


def client_cpu_ms(requests: int = 600, concurrency: int = 50) -> dict[str, float]:
    """CPU milliseconds per request of each client for OpenAI-compatible servers (litellm, the lean one)."""
    import asyncio
    import os

    from sandbox.episode.client import ModelRequest
    from sandbox.models.litellm_client import LiteLLMModel
    from sandbox.models.openai_compat import OpenAICompatModel
    from sandbox.models.options import ModelOptions

    os.environ.setdefault("OPENAI_API_KEY", "unused")
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "tests.bench.endpoint", "--port", str(port), "--latency", "0.02"],
                              stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None and server.stdout.readline().strip() == "ready"
    options = ModelOptions(api_base=f"http://127.0.0.1:{port}/v1", retries=0)
    request = ModelRequest(messages=[{"role": "user", "content": "hello " * 200}], mode="prompt")
    out = {}
    try:
        for name, client in (("litellm", LiteLLMModel("openai/fake", options)),
                             ("lean", OpenAICompatModel("openai/fake", options))):
            async def go(client: Any = client) -> float:
                gate = asyncio.Semaphore(concurrency)

                async def one() -> None:
                    async with gate:
                        await client.complete(request)

                await asyncio.gather(*(one() for _ in range(50)))  # warm up: connections, lazy imports
                started = time.process_time()
                await asyncio.gather(*(one() for _ in range(requests)))
                spent = time.process_time() - started
                await client.close()
                return spent

            out[name] = asyncio.run(go()) / requests * 1000
    finally:
        server.kill()
        server.wait()
    return out


def oracle_run(trials: int = 30) -> tuple[int, float, float]:
    """Episodes, seconds and peak RSS (MB) of one oracle run of all five suites with ``trials`` trials."""
    out = Path(tempfile.mkdtemp(prefix="toolsim-bench-")) / "run"
    wrapper = ("import resource, sys; from sandbox.commands.cli import main; code = main(sys.argv[1:]); "
               "print('maxrss', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr); sys.exit(code)")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", wrapper, "run", *SUITES, "--model", "oracle", "--trials", str(trials),
                           "--concurrency", "64", "--out", str(out), "--no-progress"],
                          capture_output=True, text=True, env=_env(), check=True)
    seconds = time.perf_counter() - started
    rss = next(int(line.split()[1]) for line in done.stderr.splitlines() if line.startswith("maxrss")) / 1024
    episodes = sum(1 for _ in (out / "results.jsonl").open(encoding="utf-8"))
    return episodes, seconds, rss


def _env() -> dict[str, str]:
    import os

    return {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}


def main() -> None:
    """Measure every configuration and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 16, 64, 256])
    parser.add_argument("--latency", type=float, nargs="+", default=[0.1, 1.0])
    parser.add_argument("--budget", type=float, default=20.0, help="seconds measured per configuration")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds skipped after the first request of each run")
    parser.add_argument("--oracle-episodes", type=int, default=10_000,
                        help="at least this many episodes in the oracle run (whole trials of all five suites)")
    parser.add_argument("--executors", nargs="+", choices=("local", "ray"), default=None,
                        help="executors to measure, a row each (default: both when Ray is installed, else local)")
    parser.add_argument("--workers", type=int, default=2, help="Ray actors for the ray executor (default 2)")
    parser.add_argument("extra", nargs="*", help="more `toolsim run` options (after --)")
    args = parser.parse_args()
    cpu = client_cpu_ms()
    print(f"CPU per request, OpenAI-compatible endpoint: litellm {cpu['litellm']:.2f} ms, lean client "
          f"{cpu['lean']:.2f} ms (ratio {cpu['litellm'] / cpu['lean']:.1f}x)")
    from sandbox.run.suites import load_suite

    per_trial = sum(len(load_suite(name)) for name in SUITES)
    episodes, seconds, rss = oracle_run(max(1, -(-args.oracle_episodes // per_trial)))
    print(f"oracle run of {episodes} episodes: {seconds:.0f} s ({episodes / seconds:.0f} episodes/s), "
          f"peak RSS {rss:.0f} MB (target 500 MB)")
    executors = args.executors or (["local", "ray"] if importlib.util.find_spec("ray") else ["local"])
    print(f"{'latency':>8} {'conc':>5} {'executor':>14} {'req/s':>9} {'ideal':>8} {'ratio':>6} {'peak RSS':>9}")
    for latency in args.latency:
        for concurrency in args.concurrency:
            for executor in executors:
                options = executor_options(executor, concurrency, args.workers)
                row = measure(latency, concurrency, args.budget, args.warmup, [*options, *args.extra])
                name = executor if executor == "local" else f"ray x{min(args.workers, concurrency)}"
                print(f"{latency:>7g}s {concurrency:>5} {name:>14} {row['rate']:>9.1f} {row['ideal']:>8.0f} "
                      f"{row['ratio']:>6.3f} {row['rss']:>7.0f}MB", flush=True)


if __name__ == "__main__":
    main()
