"""``python -m sandbox`` runs the ``toolsim`` command line."""

from sandbox.cli import main

raise SystemExit(main())
