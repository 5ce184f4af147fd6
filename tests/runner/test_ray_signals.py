"""Starting Ray keeps toolsim's SIGINT and SIGTERM handlers (Ray's driver replaces them), so both stop a run as usual.

Ray itself is not needed: a stand-in whose ``init`` installs handlers of its own, as Ray's driver
does, shows that the executor puts toolsim's back.
"""

from __future__ import annotations

import signal
from types import FrameType
from typing import Any

import pytest

from sandbox.models.oracle import OracleModel
from sandbox.run.ray_executor import RayExecutor, RayExecutorError


class _RayStandIn:
    """What ``ray.init`` does to the driver's signals, and a failing start."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail

    def is_initialized(self) -> bool:
        return False

    def init(self, **kwargs: Any) -> None:
        def rays(signum: int, frame: FrameType | None) -> None:
            raise SystemExit(15)

        signal.signal(signal.SIGTERM, rays)
        signal.signal(signal.SIGINT, rays)
        if self.fail:
            raise RuntimeError("no room")


@pytest.mark.parametrize("fail", [False, True])
def test_the_handlers_in_place_before_ray_starts_are_in_place_after(fail: bool) -> None:
    def toolsims(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGTERM, toolsims), signal.getsignal(signal.SIGINT)
    try:
        executor = RayExecutor(OracleModel())
        executor._ray = _RayStandIn(fail)
        if fail:
            with pytest.raises(RayExecutorError, match="no room"):
                executor._start()
        else:
            executor._start()
        assert signal.getsignal(signal.SIGTERM) is toolsims
        assert signal.getsignal(signal.SIGINT) is before[1]
    finally:
        signal.signal(signal.SIGTERM, before[0])
        signal.signal(signal.SIGINT, before[1])
