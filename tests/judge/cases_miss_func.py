from tests.judge.trajectories import maker
c = maker("miss_func")
CASES: list = []
