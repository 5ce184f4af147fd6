"""Base scenarios whose gold reads state that long context fills: folder listings, quotes, tickets, fares, the car.

Every scenario here (and in :mod:`scenarios.authoring.src_lc_records`) reads a collection or a
record that the distractors of ``long_context`` join or lengthen (a configured folder, a quote's
price history, a ticket's activity, a fare on the following days, a road's towns, the car's
service log, the booking history, the order history, the messages sent), so each is a
long-context member whose gold sees the distractors.
"""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "lc_fs_inbox_scans_sort_v1",
        domains={"file_system": fs(
            "ines",
            scans=d(**{"invoice_march.pdf": f("Invoice 2291, total 310.00"),
                       "receipt_taxi.png": f("taxi 24.50"), "contract_draft.docx": f("Draft, do not sign"),
                       "invoices": d()}),
        )},
        persona="freelance translator sorting a scanner folder",
        style="chatty",
        seed=4101,
        turns=[
            turn("Hi! My scanner dumps everything into the scans folder. What's in there right now?",
                 "cd(folder='scans')", "ls()"),
            turn("Oh good, the March invoice is there. Move invoice_march.pdf into the invoices folder in there, "
                 "please.", "mv(source='invoice_march.pdf', destination='invoices')"),
            turn("Could you also make an empty file called sort_by_friday.txt in scans, as a reminder to myself?",
                 "touch(file_name='sort_by_friday.txt')"),
            turn("And list the scans folder again so I can see what's still left to sort.", "ls()"),
        ],
        miss_param=miss(2, "Could you also make an empty reminder file in scans for me?",
                        "Call it sort_by_friday.txt."),
    ),
    scenario(
        "lc_de_trade_quote_then_buy_v1",
        domains={"trading": {"authenticated": True}},
        persona="Ingenieur, der zum ersten Mal selbst Aktien kauft",
        style="non-native",
        seed=4102,
        turns=[
            turn("Hallo, was kostet die Aktie von Apple gerade? Das Symbol ist AAPL, glaube ich.",
                 "get_stock_info(symbol='AAPL')"),
            turn("Und Microsoft, MSFT, bitte auch.", "get_stock_info(symbol='MSFT')"),
            turn("Ok, ich kaufe 10 Stück MSFT zu dem Preis, den du mir gesagt hast.",
                 "place_order(order_type='Buy', symbol='MSFT', price=310.23, amount=10) -> o=order_id"),
            turn("Zeig mir bitte alle meine Orders, ich will sehen ob sie da ist.", "get_order_history()"),
        ],
        miss_param=miss(2, "Ok, ich kaufe MSFT zu dem Preis, den du mir gesagt hast.", "10 Stück bitte."),
    ),
    scenario(
        "lc_ticket_escalate_after_review_v1",
        domains={"ticket": {
            "accounts": {"okafor": "helpdesk-9"},
            "ticket_queue": [
                ticket(7410, "VPN drops every hour", "Remote staff lose VPN at :00 each hour", "okafor", 2),
                ticket(7411, "Monitor flickers", "Second monitor flickers on dock", "okafor", 1),
            ],
            "ticket_counter": 7412,
        }},
        persona="service desk lead preparing a morning stand-up",
        style="terse",
        seed=4103,
        turns=[
            turn("Login okafor / helpdesk-9, then show me ticket 7410 in full.",
                 "ticket_login(username='okafor', password='helpdesk-9')", "get_ticket(ticket_id=7410)"),
            turn("Bump it to priority 4.", "edit_ticket(ticket_id=7410, updates={'priority': 4})"),
            turn("Now 7411, full details.", "get_ticket(ticket_id=7411)"),
            turn("Resolve 7411: 'Replaced dock cable'.",
                 "resolve_ticket(ticket_id=7411, resolution='Replaced dock cable')"),
        ],
        miss_param=miss(3, "Resolve 7411.", "Resolution: 'Replaced dock cable'."),
    ),
    scenario(
        "lc_travel_fare_compare_book_v1",
        domains={"travel": {"credit_card_list": {"card_5521": card("4111000055215521", "09/2030", "Nora Quist",
                                                                    552, 4000.0)}}},
        persona="consultant choosing between cabin classes for a client visit",
        style="formal",
        seed=4104,
        turns=[
            turn("Good morning. What does an economy flight from JFK to LAX cost on 2026-10-12?",
                 "get_flight_cost(travel_from='JFK', travel_to='LAX', travel_date='2026-10-12', "
                 "travel_class='economy')"),
            turn("And the same flight in business class?",
                 "get_flight_cost(travel_from='JFK', travel_to='LAX', travel_date='2026-10-12', "
                 "travel_class='business')"),
            turn("Please log me in: client id nquist, secret fjord-77, refresh token rt-nq, read_write access, "
                 "name Nora Quist. Then book the economy flight with card_5521.",
                 login("Nora", "Quist", "nquist", "fjord-77", "rt-nq"),
                 "book_flight(access_token=$tok, card_id='card_5521', travel_date='2026-10-12', travel_from='JFK', "
                 "travel_to='LAX', travel_class='economy')"),
        ],
        miss_param=miss(1, "And the same flight in the other class?", "I mean business class."),
    ),
    scenario(
        "lc_car_status_before_trip_v1",
        domains={"vehicle": {"fuelLevel": 9.5, "engineState": "stopped"}},
        persona="retired teacher preparing a long drive to see family",
        style="chatty",
        seed=4105,
        turns=[
            turn("Morning! Before my trip, how much fuel does the car have?", "displayCarStatus(option='fuel')"),
            turn("Hmm, that's low. Fill it up with 40 gallons, please.", "fillFuelTank(fuelAmount=40)"),
            turn("Lovely. And how are the tires doing? I always worry about them.", "check_tire_pressure()"),
            turn("How far is it from San Francisco to Rivermist? Their zip codes are 94016 and 83214.",
                 "estimate_distance(cityA='94016', cityB='83214')"),
        ],
        miss_param=miss(1, "Hmm, that's low. Fill it up, please.", "Put in 40 gallons."),
    ),
    scenario(
        "lc_it_trade_watchlist_prices_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["NVDA", "AAPL"]}},
        persona="pensionata italiana che segue qualche titolo tecnologico",
        style="chatty",
        seed=4106,
        turns=[
            turn("Buongiorno! Quanto vale oggi NVDA? È nella mia lista.", "get_stock_info(symbol='NVDA')"),
            turn("E AAPL, l'altro che seguo?", "get_stock_info(symbol='AAPL')"),
            turn("Mi aggiungi anche Tesla alla lista? Il simbolo è TSLA.", "add_to_watchlist(stock='TSLA')"),
            turn("E adesso quanto vale TSLA?", "get_stock_info(symbol='TSLA')"),
        ],
        miss_param=miss(2, "Mi aggiungi anche un altro titolo alla lista?", "Tesla, il simbolo è TSLA."),
    ),
    scenario(
        "lc_travel_history_cancel_support_v1",
        domains={"travel": {
            "credit_card_list": {"card_8812": card("5500000088128812", "02/2031", "Owen Price", 881, 2600.0)},
            "booking_record": {
                "4410287": {"card_id": "card_8812", "travel_date": "2026-07-03", "travel_from": "SFO",
                            "travel_to": "ORD", "travel_class": "economy", "travel_cost": 320.0,
                            "transaction_id": "55120987"},
                "4410288": {"card_id": "card_8812", "travel_date": "2026-07-09", "travel_from": "ORD",
                            "travel_to": "SFO", "travel_class": "economy", "travel_cost": 298.0,
                            "transaction_id": "55120988"},
            },
        }},
        persona="sales manager whose conference was postponed",
        style="terse",
        seed=4107,
        turns=[
            turn("Log in to travel: client oprice, secret harbor-4, refresh rf-op, read_write, Owen Price.",
                 login("Owen", "Price", "oprice", "harbor-4", "rf-op")),
            turn("My bookings?", "get_booking_history(access_token=$tok)"),
            turn("Cancel the return, 4410288.", "cancel_booking(access_token=$tok, booking_id='4410288')"),
            turn("Tell support on 4410287: 'Conference moved, please advise on changing the date.'",
                 "contact_customer_support(booking_id='4410287', message='Conference moved, please advise on "
                 "changing the date.')"),
        ],
        miss_param=miss(3, "Tell support on 4410287 about my situation.",
                        "Message: 'Conference moved, please advise on changing the date.'"),
    ),
    scenario(
        "lc_fr_travel_cards_budget_v1",
        domains={"travel": {"credit_card_list": {
            "card_2207": card("4000000022072207", "11/2029", "Chloé Martin", 220, 1800.0),
            "card_3390": card("5200000033903390", "04/2030", "Chloé Martin", 339, 650.0),
        }}},
        persona="Française qui prépare le budget voyages de son association",
        style="formal",
        seed=4108,
        turns=[
            turn("Bonjour. Connectez-moi au service de voyages : client id cmartin, secret lavande-3, refresh token "
                 "rf-cm, accès read_write, nom Chloé Martin.", login("Chloé", "Martin", "cmartin", "lavande-3", "rf-cm")),
            turn("Quelles cartes de crédit sont enregistrées ?", "get_all_credit_cards()"),
            turn("Quel est le solde de la carte card_3390 ?", "get_credit_card_balance(access_token=$tok, card_id='card_3390')"),
            turn("Fixez le budget à 2000 dollars, s'il vous plaît.", "set_budget_limit(access_token=$tok, budget_limit=2000)"),
        ],
        miss_param=miss(3, "Fixez le budget voyages, s'il vous plaît.", "À 2000 dollars."),
    ),
    scenario(
        "lc_travel_trade_euros_to_broker_v1",
        domains={"travel": {}, "trading": {"authenticated": True}},
        persona="Dutch expat moving savings from a euro account into a US brokerage",
        style="non-native",
        seed=4109,
        turns=[
            turn("Hello, how much is 2500 euro in US dollar today?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=2500) -> usd=exchanged_value"),
            turn("Good, please put exactly that amount of dollars in my trading account.", "fund_account(amount=$usd)"),
            turn("And what is Nvidia trading at? The symbol is NVDA.", "get_stock_info(symbol='NVDA')"),
        ],
        miss_param=miss(0, "Hello, how much are my euro in US dollar today?", "It is 2500 euro."),
    ),
    scenario(
        "lc_post_review_reply_v1",
        domains={"posting": {
            "username": "bakery_ros", "password": "sourdough-5", "authenticated": True,
            "tweets": {
                "501": {"username": "hungry_hal", "content": "Bakery Ros sold out of rye by 10am again!",
                        "tags": ["#bread"], "mentions": ["bakery_ros"]},
                "502": {"username": "bakery_ros", "content": "New rye batch every Saturday", "tags": [],
                        "mentions": []},
            },
            "tweet_counter": 503,
        }},
        persona="baker who answers customers online between batches",
        style="chatty",
        seed=4110,
        turns=[
            turn("Hey, someone tagged us in tweet 501, can you pull it up?", "get_tweet(tweet_id=501)"),
            turn("Aw. Comment on it: 'Sorry Hal! We bake a second rye batch at noon now.'",
                 "comment(tweet_id=501, comment_content='Sorry Hal! We bake a second rye batch at noon now.')"),
            turn("And retweet our own Saturday post, 502, so people see it.", "retweet(tweet_id=502)"),
            turn("Show me 502 again now?", "get_tweet(tweet_id=502)"),
        ],
        miss_param=miss(1, "Aw. Comment on it, say sorry and tell him about the noon batch.",
                        "Write exactly: 'Sorry Hal! We bake a second rye batch at noon now.'"),
    ),
    scenario(
        "lc_msg_sent_check_followup_v1",
        domains={"message": {"current_user": "USR002",
                             "inbox": [{"USR003": "Report draft is on the shared drive"},
                                       {"USR004": "Lunch at 1?"}]}},
        persona="project coordinator double-checking what she already told the team",
        style="terse",
        seed=4111,
        turns=[
            turn("What have I sent so far?", "view_messages_sent()"),
            turn("Msg Catherine: 'Please add the Q3 numbers to the report draft.'",
                 "get_user_id(user='Catherine') -> cat=user_id",
                 "send_message(receiver_id=$cat, message='Please add the Q3 numbers to the report draft.')"),
            turn("Show sent again.", "view_messages_sent()"),
        ],
        miss_param=miss(1, "Msg Catherine about the report.", "Text: 'Please add the Q3 numbers to the report draft.'"),
    ),
    scenario(
        "lc_es_fs_fotos_viaje_v1",
        domains={"file_system": fs(
            "pablo",
            fotos=d(**{"playa_01.jpg": f("jpeg"), "playa_02.jpg": f("jpeg"), "cena_roma.jpg": f("jpeg"),
                       "notas.txt": f("elegir 10 para el album")}),
        )},
        persona="estudiante ordenando las fotos de su viaje",
        style="typos",
        seed=4112,
        turns=[
            turn("hola q hay en la carpeta fotos??", "cd(folder='fotos')", "ls()"),
            turn("crea una carpeta verano ahi dentro", "mkdir(dir_name='verano')"),
            turn("mueve playa_01.jpg a verano porfa", "mv(source='playa_01.jpg', destination='verano')"),
            turn("y ahora q queda en fotos", "ls()"),
        ],
        miss_param=miss(1, "crea una carpeta ahi dentro", "q se llame verano"),
    ),
]
