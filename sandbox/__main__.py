"""``python -m sandbox`` runs the ``toolsim`` command line."""

from sandbox.commands.cli import main

raise SystemExit(main())
