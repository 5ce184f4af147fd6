"""One episode: scenario schema, call parsing, execution through the allow-list, the turn loop, the checker and state diff, prompting, the model-client protocol and the trajectory."""
