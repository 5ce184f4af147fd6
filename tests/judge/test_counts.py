"""A count said of a list must be its length: each case just inside and just outside the rule."""

from __future__ import annotations

import json

import pytest

from sandbox.judge.counts import miscounted

TWEETS = json.dumps([{"content": f"Night sky note {i}", "id": i, "username": "astro_kim"} for i in range(22)])
FOUND = json.dumps({"results": [{"message": "Termin am Freitag um 9", "message_id": 24448, "receiver_id": "USR004"},
                                {"message": "Termin am Freitag um 9", "message_id": 32770, "receiver_id": "USR004"}]})


@pytest.mark.parametrize(("reply", "wrong"), [
    ("astro_kim has two tweets: 'Night sky note 0' and 'Night sky note 1'.", True),
    ("astro_kim has 2 tweets.", True),
    ("astro_kim has 22 tweets; here are the first two.", False),
    ("astro_kim has 22 tweets, two of them about the night sky: ...", False),  # the length said once
    ("astro_kim has two tweets about Jupiter among 22 tweets.", False),
    ("Here are the first two tweets: 'Night sky note 0' and 'Night sky note 1'.", False),  # a selection
    ("astro_kim has about 20 tweets.", False),  # an approximation
    ("astro_kim has more than 20 tweets.", False),  # a bound
    ("The 2 latest tweets: 'Night sky note 0' and 'Night sky note 1'.", False),  # a selection after the number
    ("Tweet 2 was liked by 10 users.", False),  # not a word for the list's items
    ("Here they are: 'Night sky note 0', 'Night sky note 1'.", False),  # no count
])
def test_a_count_of_a_lone_list_named_by_the_reads_function(reply: str, wrong: bool) -> None:
    assert miscounted([TWEETS], [reply], {"get_user_tweets"}) is wrong


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Ich habe drei Treffer für 'Termin' gefunden: du hast sie ihm dreimal geschickt.", True),
    ("Ich habe zwei Treffer für 'Termin' gefunden.", False),
    ("Ich habe 2 Treffer gefunden.", False),
    ("I found 3 messages with 'Termin'.", True),  # the last word of search_messages
    ("I found 2 messages with 'Termin', sent at 9:30 and 10:15.", False),  # times are no counts
    ("Both went to USR004 about 'Termin am Freitag um 9'.", False),  # an id and a quoted number
    ("Ho trovato tre risultati.", True),
    ("Ho trovato due risultati.", False),
    ("Ci sono solo tre cose: i due messaggi e basta.", True),  # things in general count the whole list
    ("Es sind zwei Sachen.", False),
    ("Only three things came up.", True),
    ("Two things came up.", False),
])
def test_a_count_of_search_results_in_the_suites_languages(reply: str, wrong: bool) -> None:
    assert miscounted([FOUND], [reply], {"search_messages"}) is wrong


def test_a_record_with_several_lists_counts_each_by_its_own_key() -> None:
    both = json.dumps({"messages": ["a", "b"], "users": ["x", "y", "z"]})
    assert miscounted([both], ["You have 3 messages from 3 users."], {"get_inbox"})
    assert not miscounted([both], ["You have 2 messages from 3 users."], {"get_inbox"})
    assert not miscounted([both], ["You have 3 results."], {"get_inbox"})  # which list: not said


def test_a_count_the_facts_text_holds_is_a_quote() -> None:
    quoting = json.dumps([{"content": "I post 3 tweets a day", "id": 5}, {"content": "Clear skies", "id": 6}])
    assert not miscounted([quoting], ["Tweet 5: 'I post 3 tweets a day'; tweet 6: 'Clear skies'."], {"get_user_tweets"})
    assert miscounted([quoting], ["astro_kim has 4 tweets."], {"get_user_tweets"})


def test_a_count_of_the_items_of_a_lists_items_and_the_nouns_of_the_read_function() -> None:
    tickets = json.dumps([{"id": 305, "activity": [f"entry {i}" for i in range(200)]}, {"id": 510, "activity": []}])
    assert not miscounted([tickets], ["Two tickets; 305 has a history of 200 entries."], {"get_user_tickets"})
    assert miscounted([tickets], ["305 has a history of 150 entries."], {"get_user_tickets"})
    assert miscounted([tickets], ["Three tickets."], {"get_user_tickets"})  # the word of the function: the list itself
    history = json.dumps({"history": list(range(202))})
    assert miscounted([history], ["You have two orders."], {"get_order_history"})  # "order" of get_order_history
    assert not miscounted([history], ["You have 202 orders."], {"get_order_history"})
    lines = json.dumps({"matching_lines": ["M12"] * 4})
    assert miscounted([lines], ["7 Zeilen sind M12."], {"grep"}) and not miscounted([lines], ["4 Zeilen."], {"grep"})
