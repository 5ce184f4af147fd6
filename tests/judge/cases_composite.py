from tests.judge.trajectories import maker
c = maker("composite")
CASES: list = []
