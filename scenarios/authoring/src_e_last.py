"""Base scenarios where a computed total or a found line decides the next action: budgets, top-ups, routes."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "e_fr_travel_math_fare_plus_hotel_v1",
        domains={"travel": {"credit_card_list": {"card_2525": card("4532000025252525", "09/2029", "Hugo Lambert", 252,
                                                                     1400.0)}},
                 "math": {}},
        persona="French consultant budgeting a client visit",
        style="formal",
        seed=2111,
        turns=[
            turn("Bonjour. Quel est le tarif économique de ORD à BOS le 2026-09-15 ?",
                 "get_flight_cost(travel_from='ORD', travel_to='BOS', travel_date='2026-09-15', travel_class='economy')"),
            turn("L'hôtel coûte 180 dollars. Additionnez-le au tarif, je vous prie.", "add(a=200.0, b=180)"),
            turn("Connectez-moi (client id lambert_h, secret bordeaux-82, refresh rf-hl2, read_write, Hugo Lambert) "
                 "et fixez ce total comme plafond de budget.",
                 login("Hugo", "Lambert", "lambert_h", "bordeaux-82", "rf-hl2"),
                 "set_budget_limit(access_token=$tok, budget_limit=380.0)"),
            turn("Réservez ce vol avec la carte card_2525.",
                 "book_flight(access_token=$tok, card_id='card_2525', travel_date='2026-09-15', travel_from='ORD', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(1, "L'hôtel a aussi un coût. Additionnez-le au tarif, je vous prie.", "180 dollars."),
    ),
    scenario(
        "e_it_trade_math_top_up_to_target_v1",
        domains={"trading": {"authenticated": True,
                             "account_info": {"account_id": 2207, "balance": 7300.0, "binding_card": 4000000000000028}},
                 "math": {}},
        persona="Italian architect who keeps her brokerage at a round figure",
        style="terse",
        seed=2112,
        turns=[
            turn("Saldo?", "get_account_info()"),
            turn("Quanto manca a 10000? Sottrai.", "subtract(a=10000, b=7300.0)"),
            turn("Versa la differenza.", "fund_account(amount=2700.0)"),
            turn("Movimenti da inizio anno, dal 2026-01-01.", "get_transaction_history(start_date='2026-01-01')"),
        ],
        miss_param=miss(1, "Quanto manca alla cifra tonda? Sottrai.", "A 10000."),
    ),
    scenario(
        "e_pt_travel_math_two_flights_in_reais_v1",
        domains={"travel": {"credit_card_list": {"card_7272": card("4485000072727272", "02/2028", "Camila Duarte", 727,
                                                                     3000.0)}},
                 "math": {}},
        persona="Brazilian event planner booking flights for two speakers",
        style="chatty",
        seed=2113,
        turns=[
            turn("Oi! Me conecta: client id camila_eventos, secret festa-junina, refresh rf-cd2, read_write, Camila "
                 "Duarte.", login("Camila", "Duarte", "camila_eventos", "festa-junina", "rf-cd2")),
            turn("Reserva dois voos econômicos com o card_7272: um de SFO pra JFK e outro de LAX pra JFK, os dois "
                 "no dia 2026-11-03.",
                 "book_flight(access_token=$tok, card_id='card_7272', travel_date='2026-11-03', travel_from='SFO', "
                 "travel_to='JFK', travel_class='economy') -> a=travel_cost",
                 "book_flight(access_token=$tok, card_id='card_7272', travel_date='2026-11-03', travel_from='LAX', "
                 "travel_to='JFK', travel_class='economy') -> b=travel_cost"),
            turn("Soma o custo das duas passagens.", "sum_values(numbers=[$a, $b]) -> total=result"),
            turn("E quanto dá isso em reais? Preciso pôr na planilha.",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=$total)"),
        ],
        miss_param=miss(1, "Reserva dois voos econômicos com o card_7272: um de SFO pra JFK e outro de LAX pra JFK.",
                        "Os dois no dia 2026-11-03."),
    ),
    scenario(
        "e_fs_car_grep_address_v1",
        domains={
            "file_system": fs("nico", **{"addresses.txt": f("22 Lake View, Willowbend\n7 Elm Court, Autumnville\n"
                                                             "5 Orchard Row, Maplecrest")}),
            "vehicle": {"fuelLevel": 17.0},
        },
        persona="piano tuner heading to the next client",
        style="typos",
        seed=2114,
        turns=[
            turn("how many adresses are in my addresses.txt", "wc(file_name='addresses.txt', mode='l')"),
            turn("which one is in Autumnville", "grep(file_name='addresses.txt', pattern='Autumnville')"),
            turn("navigate there, exact address", "set_navigation(destination='7 Elm Court, Autumnville')"),
            turn("how much space does my home folder use", "du()"),
        ],
        miss_param=miss(1, "which one is my next clients", "the one in Autumnville"),
    ),
    scenario(
        "e_it_post_car_road_closed_v1",
        domains={
            "posting": {"username": "anna_in_bici", "password": "pedala", "authenticated": True,
                        "tweets": {"812": {"username": "comune_info", "content": "Strada chiusa in via Garibaldi fino "
                                           "alle 18", "tags": ["#traffico"], "mentions": []},
                                   "813": {"username": "meteo_oggi", "content": "Pioggia dal pomeriggio",
                                           "tags": ["#meteo"], "mentions": []}}},
            "vehicle": {"fuelLevel": 11.0},
        },
        persona="Italian delivery driver avoiding road works",
        style="chatty",
        seed=2115,
        turns=[
            turn("Ciao! Cerca su Twitter se c'è qualche 'strada chiusa' oggi.", "search_tweets(keyword='strada chiusa')"),
            turn("Uffa. Mettimi quel tweet sul display della macchina, identico, così non me lo scordo.",
                 "display_log(messages=['Strada chiusa in via Garibaldi fino alle 18'])"),
            turn("E cosa dice il meteo? Cerca 'Pioggia'.", "search_tweets(keyword='Pioggia')"),
            turn("Allora accendi i fari in automatico.", "setHeadlights(mode='auto')"),
        ],
        miss_param=miss(0, "Ciao! Cerca su Twitter se c'è qualche chiusura oggi.", "Cerca 'strada chiusa'."),
    ),
    scenario(
        "e_msg_car_last_sent_on_dash_v1",
        domains={
            "message": {"current_user": "USR004", "inbox": [{"USR003": "Pick up the cake at 5, then the balloons"}]},
            "vehicle": {"fuelLevel": 21.0},
        },
        persona="father organising a birthday party",
        style="formal",
        seed=2116,
        turns=[
            turn("Please show me the messages I have sent.", "view_messages_sent()"),
            turn("Display the one to Catherine on the car's screen, exactly as written.",
                 "display_log(messages=['Pick up the cake at 5, then the balloons'])"),
            turn("Set the navigation to 'Sweet Tooth Bakery, Rivermist'.",
                 "set_navigation(destination='Sweet Tooth Bakery, Rivermist')"),
        ],
        miss_param=miss(2, "Set the navigation to the bakery.", "'Sweet Tooth Bakery, Rivermist'."),
    ),
    scenario(
        "e_trade_math_bid_on_cheapest_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="penny-stock enthusiast",
        style="chatty",
        seed=2117,
        turns=[
            turn("Hey! Quotes for NEPT, ZETA and SYNX please.", "get_stock_info(symbol='NEPT')",
                 "get_stock_info(symbol='ZETA')", "get_stock_info(symbol='SYNX')"),
            turn("Which is the lowest of those three prices?", "min_value(numbers=[88.34, 22.09, 345.67])"),
            turn("Buy 50 shares of that one at that lowest price.",
                 "place_order(order_type='Buy', symbol='ZETA', price=22.09, amount=50) -> o=order_id"),
            turn("Show me the order.", "get_order_details(order_id=$o)"),
        ],
        miss_param=miss(2, "Buy shares of that one at that lowest price.", "50 shares."),
    ),
    scenario(
        "e_fr_fs_ticket_session_drift_v1",
        domains={
            "file_system": fs("srv_web", cache=d(**{"a.tmp": f("session=1f9a\nuser=42"),
                                                    "b.tmp": f("session=77c0\nuser=42")})),
            "ticket": {"accounts": {"admin_paul": "tmpfs"}, "ticket_counter": 9930},
        },
        persona="French sysadmin chasing a session bug",
        style="terse",
        seed=2118,
        turns=[
            turn("Occupation disque du dossier cache ?", "cd(folder='cache')", "du()"),
            turn("Compare a.tmp et b.tmp.", "diff(file_name1='a.tmp', file_name2='b.tmp')"),
            turn("Helpdesk : admin_paul / tmpfs. Ticket 'Sessions dupliquées', description = la différence "
                 "telle quelle, priorité 2.",
                 "ticket_login(username='admin_paul', password='tmpfs')",
                 "create_ticket(title='Sessions dupliquées', description='- session=1f9a\\n+ session=77c0', "
                 "priority=2)"),
            turn("Supprime b.tmp.", "rm(file_name='b.tmp')"),
        ],
        miss_param=miss(2, "Helpdesk. Ticket 'Sessions dupliquées', description = la différence telle quelle, "
                           "priorité 2.",
                        "Identifiant admin_paul, mot de passe tmpfs."),
    ),
    scenario(
        "e_it_travel_trade_round_and_deposit_v1",
        domains={"travel": {}, "trading": {"authenticated": True}, "math": {}},
        persona="Italian freelance translator moving euro earnings",
        style="chatty",
        seed=2119,
        turns=[
            turn("Ciao! Ho guadagnato 1234.56 euro questo mese. Quanti dollari sono?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=1234.56) -> usd=exchanged_value"),
            turn("Arrotonda a cifra intera, senza decimali.", "round_number(number=$usd, decimal_places=0) -> r=result"),
            turn("Versa quella cifra tonda sul conto titoli.", "fund_account(amount=$r)"),
            turn("E fammi vedere il saldo aggiornato.", "get_account_info()"),
        ],
        miss_param=miss(0, "Ciao! Ho guadagnato qualcosa in euro questo mese. Quanti dollari sono?",
                        "1234.56 euro."),
    ),
]
