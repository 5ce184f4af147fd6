"""Adapters over the step API for outside frameworks: Gymnasium, Inspect AI and MCP."""
