"""toolsim's verifiers environment under the id verifiers loads it by: ``vf-eval toolsim``.

verifiers imports the module a taskset id names and takes the ``Taskset``, ``Env`` and
``Harness`` subclasses it exports in ``__all__``; they live in
:mod:`sandbox.integrations.verifiers_env` (the ``verifiers`` extra).
"""

from sandbox.integrations.verifiers_env import (ToolsimConfig, ToolsimData, ToolsimEnv, ToolsimEnvConfig,
                                                ToolsimHarness, ToolsimTask, ToolsimTaskset, load_environment)

__all__ = ["ToolsimConfig", "ToolsimData", "ToolsimEnv", "ToolsimEnvConfig", "ToolsimHarness", "ToolsimTask",
           "ToolsimTaskset", "load_environment"]
