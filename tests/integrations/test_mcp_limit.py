"""The MCP server's session limit is the SDK's where it has one (mcp 2.3), else toolsim's middleware (mcp 2.0)."""

from __future__ import annotations

from sandbox.integrations.mcp_http import SessionLimit, sdk_limits_sessions
from sandbox.integrations.mcp_server import ScenarioServer
from sandbox.run.api import suite_scenarios


def test_the_limit_is_the_sdks_where_it_has_one_else_a_middleware() -> None:
    served = ScenarioServer("base", suite_scenarios("base")[0].id, max_sessions=3)
    app = served.http_app(idle_timeout=5.0)
    limits = [m for m in app.user_middleware if m.cls is SessionLimit]
    if sdk_limits_sessions():
        assert not limits and served.server.session_manager.max_sessions == 3
    else:
        [limit] = limits
        assert limit.kwargs["limit"] == 3 and limit.kwargs["manager"] is served.server.session_manager
    assert served.server.session_manager.session_idle_timeout == 5.0
