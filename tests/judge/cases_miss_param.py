from tests.judge.trajectories import maker
c = maker("miss_param")
CASES: list = []
