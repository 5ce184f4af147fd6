"""Cross-domain base scenarios, part one: files, trading and travel with a second domain."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "x_fs_msg_meeting_minutes_v1",
        domains={
            "file_system": fs("pm_ws", meetings=d(**{
                "minutes_0412.txt": f("Attendees: Bob, Dan and me\nDecisions: ship v2 on May 5."),
            })),
            "message": {"inbox": []},
        },
        persona="project manager circulating decisions",
        style="chatty",
        seed=101,
        turns=[
            turn("Could you pull up minutes_0412.txt from my meetings folder?",
                 "cd(folder='meetings')", "cat(file_name='minutes_0412.txt')"),
            turn("Thanks! Now log me into the chat - I'm Alice - and send Bob the decisions line exactly as it "
                 "appears in the file.",
                 "get_user_id(user='Alice')", "message_login(user_id='USR001')", "get_user_id(user='Bob')",
                 "send_message(receiver_id='USR002', message='Decisions: ship v2 on May 5.')"),
            turn("And jot 'sent to Bob' into a new file sent_log.txt in meetings, so I remember.",
                 "echo(content='sent to Bob', file_name='sent_log.txt')"),
        ],
        miss_param=miss(1, "Thanks! Now log me into the chat and send Bob the decisions line exactly as it "
                           "appears in the file.",
                        "Oh, I'm Alice."),
        exploratory=[1],
    ),
    scenario(
        "x_fs_post_release_notes_v1",
        domains={
            "file_system": fs("devrel", releases=d(**{"v3_notes.md": f("Highlights: 2x faster sync\nFixes: login loop")})),
            "posting": {"username": "toolsim_dev", "password": "ship-it"},
        },
        persona="developer advocate announcing a release",
        style="terse",
        seed=102,
        turns=[
            turn("What's in releases/v3_notes.md?", "cd(folder='releases')", "cat(file_name='v3_notes.md')"),
            turn("Log in to twitter (toolsim_dev / ship-it), tweet the highlights line word for word, tag #release.",
                 "authenticate_twitter(username='toolsim_dev', password='ship-it')",
                 "post_tweet(content='Highlights: 2x faster sync', tags=['#release']) -> tw=id"),
            turn("Comment on it: 'Full notes on our blog.'",
                 "comment(tweet_id=$tw, comment_content='Full notes on our blog.')"),
        ],
        miss_param=miss(1, "Log in to twitter, tweet the highlights line word for word, tag #release.",
                        "toolsim_dev / ship-it"),
    ),
    scenario(
        "x_fs_ticket_crash_report_v1",
        domains={
            "file_system": fs("qa", crashes=d(**{
                "crash_0903.log": f("boot ok\nFATAL null pointer in sync worker\nshutdown requested")})),
            "ticket": {"accounts": {"qa_mei": "testpass1"}},
        },
        persona="QA engineer filing a crash",
        style="formal",
        seed=103,
        turns=[
            turn("Please find the FATAL line in crashes/crash_0903.log.",
                 "cd(folder='crashes')", "grep(file_name='crash_0903.log', pattern='FATAL')"),
            turn("Log me into the ticket system as qa_mei (password testpass1) and file a priority 4 ticket "
                 "titled 'Sync worker crash' with that FATAL line as its description.",
                 "ticket_login(username='qa_mei', password='testpass1')",
                 "create_ticket(title='Sync worker crash', description='FATAL null pointer in sync worker', "
                 "priority=4)"),
            turn("Also save that line to a new file bug_summary.txt in the crashes folder.",
                 "echo(content='FATAL null pointer in sync worker', file_name='bug_summary.txt')"),
            turn("Finally, list my open tickets.", "get_user_tickets(status='Open')"),
        ],
        miss_param=miss(1, "Log me into the ticket system as qa_mei (password testpass1) and file a priority 4 ticket "
                           "with that FATAL line as its description.",
                        "Title it 'Sync worker crash'."),
    ),
    scenario(
        "x_fs_math_sensor_average_v1",
        domains={
            "file_system": fs("lab", sensors=d(**{"temps.csv": f("21.5\n22.0\n23.5\n21.0")})),
            "math": {},
        },
        persona="lab technician summarising sensor readings",
        style="non-native",
        seed=104,
        turns=[
            turn("Show me please the file temps.csv in sensors folder.",
                 "cd(folder='sensors')", "cat(file_name='temps.csv')"),
            turn("What is the average of these four readings?",
                 "mean(numbers=[21.5, 22.0, 23.5, 21.0]) -> avg=result"),
            turn("Write the average in new file temps_avg.txt next to it, only the number.",
                 "echo(content='${avg}', file_name='temps_avg.txt')"),
            turn("And the standard deviation, rounded to 3 decimals?",
                 "standard_deviation(numbers=[21.5, 22.0, 23.5, 21.0]) -> sd=result",
                 "round_number(number=$sd, decimal_places=3)"),
        ],
        miss_param=miss(2, "Write the average in a new file next to it, only the number.",
                        "Name of file: temps_avg.txt"),
    ),
    scenario(
        "x_trade_msg_tell_partner_v1",
        domains={"trading": {"authenticated": True}, "message": {"current_user": "USR002", "inbox": []}},
        persona="investor who shares trades with a partner",
        style="terse",
        seed=105,
        clock="2026-03-09T13:00:00",
        turns=[
            turn("Buy 10 Apple shares at 227.16.",
                 "get_symbol_by_name(name='Apple')",
                 "place_order(order_type='Buy', symbol='AAPL', price=227.16, amount=10)"),
            turn("Message Catherine: 'Bought 10 AAPL at 227.16.'",
                 "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR003', message='Bought 10 AAPL at 227.16.')"),
            turn("Balance now?", "get_account_info()"),
        ],
        miss_param=miss(1, "Message her: 'Bought 10 AAPL at 227.16.'", "Catherine."),
        exploratory=[0, 1],
    ),
    scenario(
        "x_trade_math_position_size_v1",
        domains={"trading": {}, "math": {}},
        persona="careful saver sizing a first position",
        style="chatty",
        seed=106,
        clock="2026-03-10T10:00:00",
        turns=[
            turn("Hi! What's Microsoft's stock (MSFT) trading at today?", "get_stock_info(symbol='MSFT')"),
            turn("How many shares would 5000 dollars buy at that price? Divide it out and round to a whole number.",
                 "divide(a=5000, b=310.23) -> shares=result", "round_number(number=$shares, decimal_places=0)"),
            turn("Okay, log me in (user okoye_m, password wakanda) and buy that many at 310.23.",
                 "trading_login(username='okoye_m', password='wakanda')",
                 "place_order(order_type='Buy', symbol='MSFT', price=310.23, amount=16)"),
        ],
        miss_param=miss(1, "How many shares could I buy with my savings at that price? Divide it out and round "
                           "to a whole number.",
                        "My savings are 5000 dollars."),
    ),
    scenario(
        "x_trade_ticket_rejected_order_v1",
        domains={
            "trading": {"authenticated": True,
                        "account_info": {"account_id": 7001, "balance": 1200.0, "binding_card": 4242424242424242}},
            "ticket": {"accounts": {"inv_sam": "pw-sam"}},
        },
        persona="small investor confused by a rejected order",
        style="typos",
        seed=107,
        turns=[
            turn("buy 5 GOOG at 2840.34 pls", "place_order(order_type='Buy', symbol='GOOG', price=2840.34, amount=5)",
                 expected_errors=[0]),
            turn("hm whats my balance", "get_account_info()"),
            turn("log me into support (inv_sam / pw-sam) and open a ticket 'Cannot buy GOOG', description "
                 "'Order for 5 GOOG rejected: insufficient funds.', priority 2",
                 "ticket_login(username='inv_sam', password='pw-sam')",
                 "create_ticket(title='Cannot buy GOOG', description='Order for 5 GOOG rejected: insufficient funds.', "
                 "priority=2)"),
        ],
        miss_param=miss(2, "log me into support (inv_sam / pw-sam) and open a ticket about it, priority 2",
                        "title 'Cannot buy GOOG', description 'Order for 5 GOOG rejected: insufficient funds.'"),
    ),
    scenario(
        "x_travel_msg_share_flight_v1",
        no_long_context="unreached",  # reads only the user's own messages, never other people's
        domains={
            "travel": {"credit_card_list": {"card_3300": card("4916000011113300", "08/2028", "Daniel Park", 733,
                                                                2500.0)}},
            "message": {"current_user": "USR004", "inbox": []},
        },
        persona="engineer booking a work trip and telling a colleague",
        style="formal",
        seed=108,
        turns=[
            turn("Please log me into the travel system: client id park_eng, secret alpine-9, refresh token rf-dp, "
                 "read_write access, name Daniel Park.",
                 login("Daniel", "Park", "park_eng", "alpine-9", "rf-dp")),
            turn("Book a first-class seat from ORD to BOS on 2026-02-11, paid with card_3300.",
                 "book_flight(access_token=$tok, card_id='card_3300', travel_date='2026-02-11', travel_from='ORD', "
                 "travel_to='BOS', travel_class='first') -> booking=booking_id"),
            turn("Send Catherine a chat message containing only the booking number, nothing else.",
                 "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR003', message=$booking)"),
            turn("What have I sent so far?", "view_messages_sent()"),
        ],
        miss_param=miss(1, "Book a first-class seat from ORD to BOS on 2026-02-11.", "Use card_3300."),
        exploratory=[2],
    ),
    scenario(
        "x_travel_math_split_fare_v1",
        domains={"travel": {}, "math": {}},
        persona="student splitting a flight with friends",
        style="chatty",
        seed=109,
        turns=[
            turn("What's an economy fare from SFO to JFK on 2026-07-15?",
                 "get_flight_cost(travel_from='SFO', travel_to='JFK', travel_date='2026-07-15', travel_class='economy')"),
            turn("There are three of us splitting it. What's each share, rounded to 2 decimal places?",
                 "divide(a=500.0, b=3) -> share=result", "round_number(number=$share, decimal_places=2)"),
            turn("And how much is one share in euros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=166.67)"),
        ],
        miss_param=miss(0, "What's an economy fare from SFO to JFK?", "For 2026-07-15."),
    ),
    scenario(
        "x_travel_post_paris_trip_v1",
        domains={
            "travel": {"credit_card_list": {"card_4455": card("4532000044445555", "02/2029", "Ana Costa", 455,
                                                                1800.0)}},
            "posting": {"username": "wander_ana", "password": "passport!", "authenticated": True},
        },
        persona="travel blogger",
        style="chatty",
        seed=110,
        turns=[
            turn("Hi! Log me into the travel portal: client id blog_trips, secret eiffel-22, refresh token rf-ana, "
                 "read_write, name Ana Costa.",
                 login("Ana", "Costa", "blog_trips", "eiffel-22", "rf-ana")),
            turn("Find the airport nearest to London and book business class from there to CDG on 2026-05-02 "
                 "with card_4455.",
                 "get_nearest_airport_by_city(location='London')",
                 "book_flight(access_token=$tok, card_id='card_4455', travel_date='2026-05-02', travel_from='LHR', "
                 "travel_to='CDG', travel_class='business')"),
            turn("Tweet 'London to Paris next month!' with the tag #travel.",
                 "post_tweet(content='London to Paris next month!', tags=['#travel'])"),
            turn("Oh, and follow paris_guide.", "follow_user(username_to_follow='paris_guide')"),
        ],
        miss_param=miss(2, "Tweet about the trip with the tag #travel.", "Say: 'London to Paris next month!'"),
        exploratory=[1],
    ),
    scenario(
        "x_travel_ticket_refund_check_v1",
        domains={
            "travel": {
                "credit_card_list": {"card_6060": card("4485000066660606", "10/2027", "Luc Moreau", 606, 150.0)},
                "booking_record": {"7001002": {"card_id": "card_6060", "travel_date": "2026-02-20", "travel_from": "BOS",
                                               "travel_to": "RMS", "travel_class": "economy", "travel_cost": 400.0,
                                               "transaction_id": "66612345"}},
            },
            "ticket": {"accounts": {"l.moreau": "voyage"}},
        },
        persona="traveller chasing a refund",
        style="non-native",
        seed=111,
        turns=[
            turn("Log me to travel system please: client id moreau_fr, secret baguette-1, refresh rf-luc, "
                 "read_write, name Luc Moreau.",
                 login("Luc", "Moreau", "moreau_fr", "baguette-1", "rf-luc")),
            turn("Cancel my booking 7001002.", "cancel_booking(access_token=$tok, booking_id='7001002')"),
            turn("Now login helpdesk as l.moreau with password voyage and open ticket with title "
                 "'Refund check for booking 7001002', priority 2.",
                 "ticket_login(username='l.moreau', password='voyage')",
                 "create_ticket(title='Refund check for booking 7001002', priority=2)"),
            turn("What is balance of card_6060 now?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_6060')"),
        ],
        miss_param=miss(1, "Cancel my booking.", "The number is 7001002."),
    ),
    scenario(
        "x_car_travel_airport_run_v1",
        no_long_context="unreached",
        domains={
            "vehicle": {"fuelLevel": 15.0},
            "travel": {"credit_card_list": {"card_1122": card("4024007111221122", "05/2028", "Marta Novak", 112,
                                                                1000.0)}},
        },
        persona="architect driving to the airport",
        style="terse",
        seed=112,
        turns=[
            turn("Nearest airport to Rivermist?", "get_nearest_airport_by_city(location='Rivermist')"),
            turn("Navigate to 'Rivermist Airport, Rivermist'.",
                 "set_navigation(destination='Rivermist Airport, Rivermist')"),
            turn("Log me into travel: client marta_arch, secret blueprints, refresh rf-mn, read_write, "
                 "Marta Novak. Then book economy from that airport to BOS on 2026-01-20 with card_1122.",
                 login("Marta", "Novak", "marta_arch", "blueprints", "rf-mn"),
                 "book_flight(access_token=$tok, card_id='card_1122', travel_date='2026-01-20', travel_from='RMS', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(1, "Navigate to the airport.", "Destination: 'Rivermist Airport, Rivermist'."),
    ),
]
