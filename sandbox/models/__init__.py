"""Model clients behind one small protocol: oracle, scripted, litellm, recorded replay, local."""
