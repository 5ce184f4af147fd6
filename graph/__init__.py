"""The function-dependency graph over the tools of registered domains."""
