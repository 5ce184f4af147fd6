"""The tool model: ``@tool`` and tool specs, value types, domains, the registry, errors, the episode context and result strings."""
