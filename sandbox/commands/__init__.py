"""The kernel's command-line commands, one module each, imported only when run."""
