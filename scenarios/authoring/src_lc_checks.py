"""Base scenarios where the user checks an account, a card, the car or a folder before and after acting.

Like :mod:`scenarios.authoring.src_lc_reads`, every gold here reads what the distractors of
``long_context`` join or lengthen (an account's balance history, a card's recent charges, the
car's readings and service log, a folder's listing, a quote's history, the messages sent), so
each scenario is a long-context member.
"""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "lc_trade_account_fund_buy_v1",
        domains={"trading": {"authenticated": True}},
        persona="nurse putting her overtime pay into the market",
        style="chatty",
        seed=4201,
        turns=[
            turn("Hi there! How much cash is sitting in my trading account right now?", "get_account_info()"),
            turn("Let's top it up with 1500 dollars from my card.", "fund_account(amount=1500)"),
            turn("And what's Apple at today? AAPL.", "get_stock_info(symbol='AAPL')"),
            turn("Buy 5 AAPL at that price, please, then show me the account again.",
                 "place_order(order_type='Buy', symbol='AAPL', price=227.16, amount=5)", "get_account_info()"),
        ],
        miss_param=miss(1, "Let's top it up from my card.", "Put in 1500 dollars."),
    ),
    scenario(
        "lc_travel_card_balance_book_v1",
        domains={"travel": {"credit_card_list": {"card_7734": card("4485000077347734", "08/2030", "Ravi Menon", 773,
                                                                    2200.0)}}},
        persona="graduate student booking a flight home for the holidays",
        style="terse",
        seed=4202,
        turns=[
            turn("Travel login: client rmenon, secret monsoon-6, refresh rf-rm, read_write, Ravi Menon.",
                 login("Ravi", "Menon", "rmenon", "monsoon-6", "rf-rm")),
            turn("Balance on card_7734?", "get_credit_card_balance(access_token=$tok, card_id='card_7734')"),
            turn("Book economy SFO to ORD on 2026-12-19 with it.",
                 "book_flight(access_token=$tok, card_id='card_7734', travel_date='2026-12-19', travel_from='SFO', "
                 "travel_to='ORD', travel_class='economy')"),
            turn("Balance now?", "get_credit_card_balance(access_token=$tok, card_id='card_7734')"),
        ],
        miss_param=miss(2, "Book economy SFO to ORD with it.", "On 2026-12-19."),
    ),
    scenario(
        "lc_car_weather_climate_v1",
        domains={"vehicle": {"fuelLevel": 35.0, "engineState": "running",
                             "doorStatus": {"driver": "locked", "passenger": "locked", "rear_left": "locked",
                                            "rear_right": "locked"}}},
        persona="commuter warming up the car on a frosty morning",
        style="chatty",
        seed=4203,
        turns=[
            turn("Brr! What's the temperature outside? Check Google for me.", "get_outside_temperature_from_google()"),
            turn("Yikes. Set the heating to 23 degrees celsius, fan at 70, heat mode.",
                 "adjustClimateControl(temperature=23, unit='celsius', fanSpeed=70, mode='heat')"),
            turn("Is the windscreen clear? Show me the climate status.", "displayCarStatus(option='climate')"),
        ],
        miss_param=miss(1, "Yikes. Put the heating on, fan at 70, heat mode.", "23 degrees celsius, please."),
    ),
    scenario(
        "lc_de_car_speed_cruise_v1",
        domains={"vehicle": {"fuelLevel": 40.0, "engineState": "running",
                             "doorStatus": {"driver": "locked", "passenger": "locked", "rear_left": "locked",
                                            "rear_right": "locked"}}},
        persona="Vertreter auf der Autobahn zwischen zwei Kundenterminen",
        style="terse",
        seed=4204,
        turns=[
            turn("Aktuelle Geschwindigkeit?", "get_current_speed()"),
            turn("Tempomat auf 110, Abstand 50 Meter.",
                 "setCruiseControl(speed=110, activate=True, distanceToNextVehicle=50)"),
            turn("Reicht der Tank für 250 Meilen?", "estimate_drive_feasibility_by_mileage(distance=250)"),
        ],
        miss_param=miss(1, "Tempomat auf 110.", "Abstand 50 Meter."),
    ),
    scenario(
        "lc_it_fs_documenti_archivio_v1",
        domains={"file_system": fs(
            "giulia",
            documenti=d(**{"bolletta_gas_2025.pdf": f("gas 2025"), "bolletta_luce_2025.pdf": f("luce 2025"),
                           "lettera_condominio.txt": f("Riunione il 12 marzo")}),
        )},
        persona="impiegata che mette in ordine i documenti di casa",
        style="formal",
        seed=4205,
        turns=[
            turn("Buongiorno. Che cosa contiene la cartella documenti?", "cd(folder='documenti')", "ls()"),
            turn("Crei lì dentro una cartella archivio_2025, per cortesia.", "mkdir(dir_name='archivio_2025')"),
            turn("Vi sposti la bolletta del gas del 2025.",
                 "mv(source='bolletta_gas_2025.pdf', destination='archivio_2025')"),
            turn("E anche quella della luce, poi mi mostri di nuovo la cartella documenti.",
                 "mv(source='bolletta_luce_2025.pdf', destination='archivio_2025')", "ls()"),
        ],
        miss_param=miss(1, "Crei lì dentro una cartella per l'archivio, per cortesia.", "La chiami archivio_2025."),
    ),
    scenario(
        "lc_trade_watchlist_prune_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["ZETA", "QUAS", "NEPT"]}},
        persona="hobby investor pruning a list of speculative stocks",
        style="typos",
        seed=4206,
        turns=[
            turn("whats on my watchlist", "get_watchlist()"),
            turn("how is QUAS doing", "get_stock_info(symbol='QUAS')"),
            turn("meh, drop it from the list", "remove_stock_from_watchlist(symbol='QUAS')"),
            turn("and TSLA price?", "get_stock_info(symbol='TSLA')"),
        ],
        miss_param=miss(3, "and check one more price for me", "TSLA"),
    ),
    scenario(
        "lc_travel_support_after_history_v1",
        domains={"travel": {
            "credit_card_list": {"card_1180": card("4716000011801180", "03/2031", "Hana Sato", 118, 1500.0)},
            "booking_record": {"2209813": {"card_id": "card_1180", "travel_date": "2026-04-18", "travel_from": "LAX",
                                           "travel_to": "JFK", "travel_class": "first", "travel_cost": 1480.0,
                                           "transaction_id": "90312277"}},
        }},
        persona="violinist travelling with an instrument",
        style="formal",
        seed=4207,
        turns=[
            turn("Please sign me in: client hsato, secret allegro-9, refresh rf-hs, read_write, Hana Sato.",
                 login("Hana", "Sato", "hsato", "allegro-9", "rf-hs")),
            turn("Which bookings do I have?", "get_booking_history(access_token=$tok)"),
            turn("Ask support about booking 2209813: 'May I bring my violin on board as cabin luggage?'",
                 "contact_customer_support(booking_id='2209813', message='May I bring my violin on board as cabin "
                 "luggage?')"),
        ],
        miss_param=miss(2, "Ask support about booking 2209813 whether I may take my instrument along.",
                        "Please write exactly: 'May I bring my violin on board as cabin luggage?'"),
    ),
    scenario(
        "lc_pt_trade_withdraw_history_v1",
        domains={"trading": {"authenticated": True}},
        persona="arquiteto português a pagar as obras da casa",
        style="non-native",
        seed=4208,
        turns=[
            turn("Bom dia, deposite 2000 dólares na conta, por favor.", "fund_account(amount=2000)"),
            turn("Levante 800 dólares, por favor.", "withdraw_funds(amount=800)"),
            turn("Quero ver os movimentos da conta desde 2026-01-01.",
                 "get_transaction_history(start_date='2026-01-01')"),
            turn("E mostre-me a conta agora, com o saldo.", "get_account_info()"),
        ],
        miss_param=miss(1, "Levante dinheiro para as obras, por favor.", "São 800 dólares."),
    ),
    scenario(
        "lc_ticket_post_outage_notice_v1",
        domains={
            "ticket": {"accounts": {"noc_kim": "uplink-3"},
                       "ticket_queue": [ticket(9920, "Email outage", "Outbound email delayed by 2 hours", "noc_kim", 4)],
                       "ticket_counter": 9921},
            "posting": {"username": "acme_status", "password": "green-light", "authenticated": True,
                        "tweet_counter": 610},
        },
        persona="network operations engineer keeping customers informed",
        style="terse",
        seed=4209,
        turns=[
            turn("Login noc_kim / uplink-3, show 9920.",
                 "ticket_login(username='noc_kim', password='uplink-3')", "get_ticket(ticket_id=9920)"),
            turn("Tweet its description as is, tag #status.",
                 "post_tweet(content='Outbound email delayed by 2 hours', tags=['#status']) -> tw=id"),
            turn("Show the tweet.", "get_tweet(tweet_id=$tw)"),
        ],
        miss_param=miss(0, "Login noc_kim, show 9920.", "Password uplink-3."),
    ),
    scenario(
        "lc_fr_travel_exchange_budget_v1",
        domains={"travel": {}},
        persona="trésorier d'un club de randonnée qui prépare un voyage aux États-Unis",
        style="chatty",
        seed=4210,
        turns=[
            turn("Bonjour ! Combien font 3000 euros en dollars américains aujourd'hui ?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=3000) -> usd=exchanged_value"),
            turn("Parfait. Connectez-moi : client id club_rando, secret sentier-5, refresh token rf-cr, accès "
                 "read_write, nom Paul Girard.", login("Paul", "Girard", "club_rando", "sentier-5", "rf-cr")),
            turn("Fixez notre budget voyage à ce montant en dollars.", "set_budget_limit(access_token=$tok, budget_limit=$usd)"),
        ],
        miss_param=miss(0, "Bonjour ! Combien fait notre budget en dollars américains aujourd'hui ?",
                        "Le budget est de 3000 euros."),
    ),
    scenario(
        "lc_es_msg_sent_delete_v1",
        domains={"message": {"current_user": "USR001"}},
        persona="profesor que se equivocó de destinatario",
        style="typos",
        seed=4211,
        turns=[
            turn("ey mandale a Daniel 'las notas salen el viernes'",
                 "get_user_id(user='Daniel') -> dan=user_id", "send_message(receiver_id=$dan, message='las notas salen el viernes')"),
            turn("ups q mensajes he enviado?", "view_messages_sent()"),
            turn("borra el ultimo q le mande a Daniel, era para otro grupo", "delete_message(receiver_id=$dan)"),
            turn("y enseñame otra vez los enviados", "view_messages_sent()"),
        ],
        miss_param=miss(0, "ey mandale a Daniel lo de las notas", "pon 'las notas salen el viernes'"),
    ),
    scenario(
        "lc_car_fs_trip_log_v1",
        domains={"vehicle": {"fuelLevel": 20.0},
                 "file_system": fs("kai", trips=d(**{"2026_jan.txt": f("Rivermist to Stonebrook")}))},
        persona="sales rep who logs every business trip for expenses",
        style="terse",
        seed=4212,
        turns=[
            turn("Road distance 94016 to 62947?", "estimate_distance(cityA='94016', cityB='62947') -> km=distance"),
            turn("Write it to trips/2026_feb.txt as just the number.",
                 "cd(folder='trips')", "echo(content='${km}', file_name='2026_feb.txt')"),
            turn("List the trips folder.", "ls()"),
            turn("Fuel level?", "displayCarStatus(option='fuel')"),
        ],
        miss_param=miss(1, "Write it to a file in trips as just the number.", "Name it 2026_feb.txt."),
    ),
]
