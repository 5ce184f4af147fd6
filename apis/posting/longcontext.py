"""Native long context for the posting domain: a busy timeline of other people's tweets.

Every tweet and comment a read shows carries the accounts that liked it (``liked_by``): as many
as the context is long for one record, an even share of that for each of several
(:func:`shown_likes`).

BFCL injects nothing into its Twitter class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random

from apis.posting.state import PostingState
from sandbox.tools.context import history_share
from sandbox.tools.draws import Draws

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
    draw = Draws(rng, expected=3 * size)
    for _ in range(size):
        text, tag = draw.pick(_TOPICS)
        key = state.tweet_counter
        state.tweets[key] = {
            "id": key,
            "username": draw.pick(_AUTHORS),
            "content": f"{text} ({draw.between(1, 999)})",
            "tags": [tag],
            "mentions": [],
        }
        state.tweet_counter += 1


_HANDLE_PARTS = (("sunny", "quiet", "urban", "retro", "wild", "lucky", "night", "salty", "happy", "brave"),
                 ("otter", "reader", "cyclist", "baker", "walker", "coder", "gardener", "painter", "fox", "owl"))


def native_likes(rng: random.Random, size: int) -> list[str]:
    """``size`` seeded usernames of accounts that liked a tweet, most recent first."""
    first, second = _HANDLE_PARTS
    return [f"{rng.choice(first)}_{rng.choice(second)}{rng.randint(1, 99)}" for _ in range(size)]


def shown_likes(rng: random.Random, size: int, among: int) -> list[str]:
    """The likes a read shows of one of ``among`` records it returns, most recent first.

    One record shows ``size`` likes; a read of several shows the most recent of each, an even
    share of ``size`` (at least one), so a long list costs about as much as one record. A share
    is the start of the full list, so every read of a record agrees with every other.
    """
    return native_likes(rng, history_share(size, among))
