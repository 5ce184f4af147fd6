"""Many episodes: the runner, run directories, suite loading, progress and ``run_suite``."""
