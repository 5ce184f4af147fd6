"""What decides a verdict: gold replay, checker, native judge, told facts, state diff, alignment, metrics."""
