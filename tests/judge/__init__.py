"""The labelled trajectory set: hand-written model behaviour on real scenarios, each judged as labelled."""
