"""Base scenarios centred on the helpdesk and the brokerage, alone or with a second domain."""

from __future__ import annotations

from typing import Any

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_money import card, login


def ticket(ident: int, title: str, description: str, owner: str, priority: int = 2,
           status: str = "Open") -> dict[str, Any]:
    """A ticket record of a ticket configuration."""
    return {"id": ident, "title": title, "description": description, "status": status, "priority": priority,
            "created_by": owner}


SCENARIOS: list[Draft] = [
    scenario(
        "e_ticket_wifi_duplicate_v1",
        domains={"ticket": {
            "accounts": {"tfarouk": "ssid-lab-b"},
            "ticket_queue": [
                ticket(3290, "Badge reader at east door", "Beeps but does not open", "tfarouk", 2, "Resolved"),
                ticket(3301, "Wi-Fi down in lab B", "No signal since 8am", "tfarouk", 3),
                ticket(3302, "Wi-Fi down in lab B", "Lab B wifi dead, students cannot log in", "tfarouk", 2),
            ],
            "ticket_counter": 3303,
        }},
        persona="university IT technician clearing a queue",
        style="terse",
        seed=2011,
        turns=[
            turn("Log in: tfarouk / ssid-lab-b. Open tickets?",
                 "ticket_login(username='tfarouk', password='ssid-lab-b')", "get_user_tickets(status='Open')"),
            turn("Show 3302.", "get_ticket(ticket_id=3302)"),
            turn("Dupe of 3301. Close it.", "close_ticket(ticket_id=3302)"),
            turn("3301 to priority 4.", "edit_ticket(ticket_id=3301, updates={'priority': 4})"),
            turn("Fixed. Resolve 3301: 'Access point in lab B rebooted'.",
                 "resolve_ticket(ticket_id=3301, resolution='Access point in lab B rebooted')"),
        ],
        miss_param=miss(4, "Fixed. Resolve 3301.", "Note: 'Access point in lab B rebooted'."),
    ),
    scenario(
        "e_it_ticket_msg_printer_forward_v1",
        domains={
            "ticket": {"accounts": {"s.greco": "pandoro"},
                       "ticket_queue": [ticket(5120, "Stampante ufficio 3 offline",
                                               "La stampante HP del terzo piano non risponde da stamattina.",
                                               "s.greco", 2)],
                       "ticket_counter": 5121},
            "message": {"current_user": "USR001", "inbox": [{"USR004": "Domani porto le cialde per il caffè"}]},
        },
        persona="Italian office manager chasing a broken printer",
        style="chatty",
        seed=2012,
        turns=[
            turn("Ciao! Entra nel sistema dei ticket con s.greco, password pandoro, e aprimi il ticket 5120.",
                 "ticket_login(username='s.greco', password='pandoro')", "get_ticket(ticket_id=5120)"),
            turn("Perfetto. Manda a Catherine in chat la descrizione del ticket, identica, così la vede anche lei.",
                 "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR003', message='La stampante HP del terzo piano non risponde da "
                 "stamattina.')"),
            turn("Ah, e cerca tra i messaggi che ho mandato se avevo già scritto qualcosa sulla stampante.",
                 "search_messages(keyword='stampante')"),
            turn("Ok, alza la priorità del ticket a 4, è urgente per domani.",
                 "edit_ticket(ticket_id=5120, updates={'priority': 4})"),
        ],
        miss_param=miss(1, "Perfetto. Manda in chat la descrizione del ticket, identica, così la vede anche lei.",
                        "A Catherine."),
        exploratory=[1],
    ),
    scenario(
        "e_trade_math_omega_position_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["NVDA", "OMEG", "SYNX"]}, "math": {}},
        persona="teacher investing a bonus in two watched stocks",
        style="chatty",
        seed=2013,
        turns=[
            turn("Hi! What's on my watchlist at the moment?", "get_watchlist()"),
            turn("What are OMEG and SYNX trading at?", "get_stock_info(symbol='OMEG')", "get_stock_info(symbol='SYNX')"),
            turn("I'd like to put 5000 dollars into OMEG. How many shares is that at its price? Divide it and "
                 "round to a whole number for me.",
                 "divide(a=5000, b=457.23) -> n=result", "round_number(number=$n, decimal_places=0)"),
            turn("Great, buy that many OMEG at that price.",
                 "place_order(order_type='Buy', symbol='OMEG', price=457.23, amount=11) -> o=order_id"),
            turn("Show me the order, and multiply its price by the number of shares so I know the total.",
                 "get_order_details(order_id=$o)", "multiply(a=457.23, b=11)"),
            turn("And take SYNX off the watchlist, I've lost interest.", "remove_stock_from_watchlist(symbol='SYNX')"),
        ],
        miss_param=miss(2, "I'd like to put my bonus into OMEG. How many shares is that at its price? Divide it and "
                           "round to a whole number for me.",
                        "The bonus is 5000 dollars."),
    ),
    scenario(
        "e_pt_travel_trade_refund_to_broker_v1",
        domains={
            "travel": {"credit_card_list": {"card_3417": card("4532000034173417", "05/2029", "Tiago Almeida", 341,
                                                                900.0)},
                       "booking_record": {"6620914": {"card_id": "card_3417", "travel_date": "2026-06-22",
                                                      "travel_from": "BOS", "travel_to": "RMS",
                                                      "travel_class": "economy", "travel_cost": 450.0,
                                                      "transaction_id": "31770092"}}},
            "trading": {},
        },
        persona="Portuguese engineer moving a travel refund into his brokerage account",
        style="formal",
        seed=2014,
        turns=[
            turn("Boa tarde. Peço que me autentique no sistema de viagens: client id almeida_t, secret "
                 "bacalhau-7, refresh token rf-ta, acesso read_write, nome Tiago Almeida.",
                 login("Tiago", "Almeida", "almeida_t", "bacalhau-7", "rf-ta")),
            turn("Cancele, por favor, a reserva 6620914.", "cancel_booking(access_token=$tok, booking_id='6620914')"),
            turn("Agora entre na corretora com o utilizador talmeida e a palavra-passe Tejo-2026, e deposite na "
                 "conta exatamente o valor do reembolso.",
                 "trading_login(username='talmeida', password='Tejo-2026')", "fund_account(amount=450.0)"),
            turn("Qual é o saldo da conta agora?", "get_account_info()"),
            turn("Quanto é esse saldo em reais brasileiros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=10450.0)"),
        ],
        miss_param=miss(2, "Agora entre na corretora e deposite na conta exatamente o valor do reembolso.",
                        "Utilizador talmeida, palavra-passe Tejo-2026."),
    ),
    scenario(
        "e_fr_trade_car_tesla_dashboard_v1",
        domains={
            "trading": {"authenticated": True},
            "vehicle": {"engineState": "running", "fuelLevel": 30.0,
                        "doorStatus": {"driver": "locked", "passenger": "locked", "rear_left": "locked",
                                       "rear_right": "locked"}},
        },
        persona="French sales rep checking the markets from the car",
        style="terse",
        seed=2015,
        turns=[
            turn("Symbole de Tesla, et son cours ?", "get_symbol_by_name(name='Tesla')", "get_stock_info(symbol='TSLA')"),
            turn("Affiche ce cours sur l'écran de la voiture.", "display_log(messages=['667.92'])"),
            turn("Ajoute Tesla à ma liste de surveillance.", "add_to_watchlist(stock='TSLA')"),
            turn("Vitesse actuelle ?", "get_current_speed()"),
            turn("Régulateur à 100 km/h, 60 mètres de distance.",
                 "setCruiseControl(speed=100, activate=True, distanceToNextVehicle=60)"),
        ],
        miss_param=miss(4, "Régulateur à 100 km/h.", "Distance : 60 mètres."),
    ),
    scenario(
        "e_post_ticket_refund_complaint_v1",
        domains={
            "posting": {"username": "gadgetco_help", "password": "we-care-24", "authenticated": True,
                        "tweets": {
                            "310": {"username": "mira_k", "content": "Still waiting on my refund for order 5521",
                                    "tags": ["#gadgetco"], "mentions": []},
                            "311": {"username": "gadgetco", "content": "New earbuds drop Friday", "tags": [],
                                    "mentions": []},
                        }},
            "ticket": {"accounts": {"care_lead": "triage-24"}, "ticket_counter": 640},
        },
        persona="customer-care lead turning complaints into tickets",
        style="chatty",
        seed=2016,
        turns=[
            turn("Morning! Can you search tweets for anything about a refund?", "search_tweets(keyword='refund')"),
            turn("Oh no. Log me into the helpdesk as care_lead, password triage-24, and open a ticket titled "
                 "'Refund delay on Twitter' with that tweet's text as the description, priority 4.",
                 "ticket_login(username='care_lead', password='triage-24')",
                 "create_ticket(title='Refund delay on Twitter', description='Still waiting on my refund for "
                 "order 5521', priority=4) -> tk=id"),
            turn("Now reply on the tweet: 'Sorry about this! We have opened a case and will DM you today.'",
                 "comment(tweet_id=310, comment_content='Sorry about this! We have opened a case and will DM you "
                 "today.')"),
            turn("And mention whoever wrote it in that same tweet so they get a notification.",
                 "get_tweet(tweet_id=310)", "mention(tweet_id=310, mentioned_usernames=['mira_k'])"),
            turn("Finally, show me the ticket you opened.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(1, "Oh no. Log me into the helpdesk and open a ticket titled 'Refund delay on Twitter' "
                           "with that tweet's text as the description, priority 4.",
                        "Username care_lead, password triage-24."),
        exploratory=[3],
    ),
    scenario(
        "e_car_ticket_field_visit_v1",
        domains={
            "ticket": {"accounts": {"b.okafor": "wrench"},
                       "ticket_queue": [ticket(7702, "Boiler inspection", "14 Quarry Lane, Stonebrook", "b.okafor", 3),
                                        ticket(7690, "Radiator noise", "Done last week", "b.okafor", 1, "Closed")],
                       "ticket_counter": 7703},
            "vehicle": {"fuelLevel": 25.0},
        },
        persona="heating technician on a field visit",
        style="non-native",
        seed=2017,
        turns=[
            turn("Please login me to tickets, user b.okafor, password wrench, and show my open jobs.",
                 "ticket_login(username='b.okafor', password='wrench')", "get_user_tickets(status='Open')"),
            turn("Open the job 7702 for me, I need the address.", "get_ticket(ticket_id=7702)"),
            turn("Put that address in the navigation, exactly as written in ticket.",
                 "set_navigation(destination='14 Quarry Lane, Stonebrook')"),
            turn("Show the job title on the car display so I don't forget.",
                 "display_log(messages=['Boiler inspection'])"),
            turn("Job is finish. Resolve 7702 with 'Boiler inspected, no leaks found'.",
                 "resolve_ticket(ticket_id=7702, resolution='Boiler inspected, no leaks found')"),
        ],
        miss_param=miss(4, "Job is finish. Resolve 7702.", "Write: 'Boiler inspected, no leaks found'."),
    ),
    scenario(
        "e_it_trade_tech_filter_buy_v1",
        domains={"trading": {}},
        persona="Italian university student trying stock picking",
        style="typos",
        seed=2018,
        turns=[
            turn("quali titoli ci sono nel settore Technology?", "get_available_stocks(sector='Technology')"),
            turn("di questi quali costano tra 250 e 3000 dollari?",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=250, max_price=3000)"),
            turn("si sono mossi di piu dello 0.2% oggi quei due?",
                 "notify_price_change(stocks=['GOOG', 'MSFT'], threshold=0.2)"),
            turn("quanto costa MSFT addesso", "get_stock_info(symbol='MSFT')"),
            turn("fammi il login (lucia_b, pasword Navigli-9) e compra 12 MSFT a quel prezzo",
                 "trading_login(username='lucia_b', password='Navigli-9')",
                 "place_order(order_type='Buy', symbol='MSFT', price=310.23, amount=12)"),
            turn("e togli NVDA dalla watchlist", "remove_stock_from_watchlist(symbol='NVDA')"),
        ],
        miss_param=miss(4, "fammi il login (lucia_b, pasword Navigli-9) e compra MSFT a quel prezzo", "12 azioni"),
    ),
    scenario(
        "e_ticket_math_storage_capacity_v1",
        domains={"math": {}, "ticket": {"accounts": {"nadia.o": "raid5"}, "ticket_counter": 910}},
        persona="storage administrator reporting disk usage",
        style="formal",
        seed=2019,
        turns=[
            turn("Please add up the loads of our three arrays: 412.5, 388.25 and 501.75 gigabytes.",
                 "sum_values(numbers=[412.5, 388.25, 501.75])"),
            turn("What percentage of our 2000 gigabyte capacity does that total represent?",
                 "percentage(part=1302.5, whole=2000)"),
            turn("Kindly round that figure to one decimal place.", "round_number(number=65.125, decimal_places=1)"),
            turn("Log me in to the ticket system as nadia.o with password raid5 and open a ticket titled "
                 "'Storage at 65.1% of capacity', description 'Array loads total 1302.5 GB of 2000 GB.', "
                 "priority 3.",
                 "ticket_login(username='nadia.o', password='raid5')",
                 "create_ticket(title='Storage at 65.1% of capacity', description='Array loads total 1302.5 GB of "
                 "2000 GB.', priority=3) -> tk=id"),
            turn("Please display the ticket so I can check it.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(1, "What percentage of our capacity does that total represent?", "Capacity is 2000 GB."),
    ),
    scenario(
        "e_pt_trade_travel_apple_in_euros_v1",
        domains={"trading": {}, "travel": {}},
        persona="Portuguese retiree in Lisbon buying US shares",
        style="chatty",
        seed=2020,
        turns=[
            turn("Olá! Qual é o símbolo da Apple na bolsa, e quanto está a valer hoje?",
                 "get_symbol_by_name(name='Apple')", "get_stock_info(symbol='AAPL')"),
            turn("E isso em euros, quanto dá?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=227.16)"),
            turn("Está bem, vou comprar. Entre na minha conta (utilizador avo_lurdes, palavra-passe Alfama55) e "
                 "compre 20 ações a esse preço em dólares.",
                 "trading_login(username='avo_lurdes', password='Alfama55')",
                 "place_order(order_type='Buy', symbol='AAPL', price=227.16, amount=20)"),
            turn("Quanto me sobra na conta? E diga-me também esse saldo em euros, por favor.",
                 "get_account_info()", "compute_exchange_rate(base_currency='USD', target_currency='EUR', "
                 "value=5456.8)"),
        ],
        miss_param=miss(2, "Está bem, vou comprar. Entre na minha conta e compre 20 ações a esse preço em dólares.",
                        "Utilizador avo_lurdes, palavra-passe Alfama55."),
    ),
]
