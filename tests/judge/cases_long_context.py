from tests.judge.trajectories import maker
c = maker("long_context")
CASES: list = []
