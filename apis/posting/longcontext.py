"""Native long context for the posting domain: a busy timeline of other people's tweets.

BFCL injects nothing into its Twitter class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random

from apis.posting.state import PostingState

_AUTHORS = ("news_daily", "gardenista", "trail_runner", "pixel_pusher", "chef_marco", "astro_kim", "dev_ops_dan")
_TOPICS = (
    ("Morning run done, 10k along the river", "#running"),
    ("New sourdough recipe turned out great", "#baking"),
    ("Saturn is bright tonight, look south", "#astronomy"),
    ("Shipping the release candidate today", "#devlife"),
    ("Tomatoes finally turning red", "#gardening"),
    ("Local election results are in", "#news"),
    ("Pairing a dry riesling with spicy noodles", "#food"),
)


def add_distractor_tweets(state: PostingState, size: int, rng: random.Random) -> None:
    """Add ``size`` seeded tweets by other users, with ids after every existing one."""
    for _ in range(size):
        text, tag = rng.choice(_TOPICS)
        key = state.tweet_counter
        state.tweets[key] = {
            "id": key,
            "username": rng.choice(_AUTHORS),
            "content": f"{text} ({rng.randint(1, 999)})",
            "tags": [tag],
            "mentions": [],
        }
        state.tweet_counter += 1
