"""The OpenEnv server's limits: loopback Host/Origin, a body cap, idle sessions ended, 4xx with a message."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("openenv", reason="the openenv extra is not installed (pip install -e '.[openenv]')")

from starlette.testclient import TestClient  # noqa: E402

from sandbox.integrations.openenv_env import create_app  # noqa: E402

SUITE = "base"
LOCAL = "http://127.0.0.1:8000"


def _client(**limits: float) -> TestClient:
    return TestClient(create_app(SUITE, max_sessions=2, **limits), base_url=LOCAL)  # type: ignore[arg-type]


def test_a_foreign_host_or_origin_is_refused_and_loopback_served() -> None:
    with _client() as client:
        assert client.post("/reset", json={}).status_code == 200
        assert client.post("/reset", json={}, headers={"host": "evil.example"}).status_code == 403
        assert client.post("/reset", json={}, headers={"origin": "https://evil.example"}).status_code == 403
        assert client.post("/reset", json={}, headers={"origin": "http://localhost:5173"}).status_code == 200


def test_the_body_cap_takes_its_size_and_refuses_one_byte_more() -> None:
    with _client(max_body=2000) as client:
        padded = b'{"seed": 0, "pad": "' + b"x" * (2000 - 22) + b'"}'
        assert len(padded) == 2000 and client.post("/reset", content=padded,
                                                    headers={"content-type": "application/json"}).status_code == 200
        response = client.post("/reset", content=padded + b" ", headers={"content-type": "application/json"})
        assert response.status_code == 413


def test_a_bad_scenario_id_and_a_stateless_step_are_4xx_with_a_message() -> None:
    with _client() as client:
        response = client.post("/reset", json={"scenario_id": "nope"})
        assert response.status_code == 404 and "has no scenario 'nope'" in response.json()["detail"]
        response = client.post("/step", json={"action": {"content": "hi"}})
        assert response.status_code == 409 and "reset first" in response.json()["detail"]


def test_idle_sessions_end_and_free_their_slots() -> None:
    create = {"jsonrpc": "2.0", "id": 1, "method": "openenv/session/create", "params": {}}
    with _client(idle_timeout=0.5) as client:
        for _ in range(2):
            assert "session_id" in client.post("/mcp", json=create).json()["result"]
        assert "error" in client.post("/mcp", json=create).json()  # both slots held
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # the reaper looks every 5 s at the least
            time.sleep(0.5)
            answer = client.post("/mcp", json=create).json()
            if "result" in answer:
                break
        assert "result" in answer, answer
