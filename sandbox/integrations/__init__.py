"""Adapters over the step API for outside frameworks: Gymnasium, Inspect AI, MCP, OpenEnv and verifiers."""
