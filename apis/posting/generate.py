"""Plausible posting accounts drawn from a seed: one account, the tweets it sees, whom it follows.

``records`` tweets by the account and by others, with tags and mentions, each tweet about its tag's
things (a tomato bed under ``#garden``); the account follows some of the other authors; some tweets
carry a comment.

>>> import random
>>> config = generate_config(random.Random(4), 4)
>>> len(config["tweets"])
4
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools import fake

#: Per hashtag, the things its tweets name (a ``{noun}``): a tomato bed, not a syllabus bed.
_NOUNS = {
    "#running": ("trail",), "#cooking": ("curry", "lasagna", "pancake", "risotto"),
    "#books": ("history", "travel", "science", "poetry"), "#tech": ("login", "payment", "search", "chat"),
    "#travel": ("mountain", "harbour", "city", "sunset"), "#garden": ("tomato", "flower", "herb", "bean"),
}
_TOPICS = {
    "#running": ("Ran {n} km this morning", "New personal best: {n} minutes", "Race day is {n} days away"),
    "#cooking": ("Tried a new {noun} recipe today", "Dinner for {n} people tonight", "Baked bread for the first time"),
    "#books": ("Finished chapter {n} of my book", "Reading list has {n} titles now", "Any {noun} book tips?"),
    "#tech": ("Shipped version {n} of our app", "Our {noun} service is back up", "Fixed {n} bugs today"),
    "#travel": ("Landed after {n} hours", "Packing for a {n}-day trip", "Best {noun} view so far"),
    "#garden": ("Tomatoes are {n} cm tall", "Planted {n} new seedlings", "The {noun} beds need rain"),
}


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A posting configuration: one account (logged in or not), ``records`` tweets, follows and a comment."""
    first, last = fake.person(rng)
    account = fake.username(rng, first, last)
    others = sorted({fake.username(rng, *person) for person in fake.people(rng, 4)} - {account})
    tweets: dict[str, Any] = {}
    for number in range(records):
        tag = fake.pick(rng, sorted(_TOPICS))
        text = fake.pick(rng, _TOPICS[tag]).format(n=rng.randrange(2, 60), noun=fake.pick(rng, _NOUNS[tag]))
        author = account if rng.random() < 0.4 else fake.pick(rng, others)
        mentions = [f"@{fake.pick(rng, [o for o in others if o != author])}"] if rng.random() < 0.3 else []
        tweets[str(number)] = {"id": number, "username": author, "content": text, "tags": [tag],
                               "mentions": mentions}
    following = fake.distinct(rng, others, rng.randrange(1, len(others) + 1))
    commented = str(rng.randrange(records))
    return {
        "username": account, "password": fake.password(rng), "authenticated": rng.random() < 0.6,
        "tweets": tweets, "comments": {commented: [{"username": fake.pick(rng, others), "comment": "Nice one!"}]},
        "following_list": following, "tweet_counter": records,
    }
