"""toolsim's domains, one sub-package each; every one depends only on the ``sandbox`` kernel."""
