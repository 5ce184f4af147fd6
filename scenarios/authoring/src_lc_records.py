"""More base scenarios whose gold reads state that long context fills (see :mod:`scenarios.authoring.src_lc_reads`)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "lc_fr_car_route_nav_v1",
        domains={"vehicle": {"fuelLevel": 14.0}},
        persona="commercial français en tournée dans la région",
        style="terse",
        seed=4113,
        turns=[
            turn("Code postal de Rivermist ?", "get_zipcode_based_on_city(city='Rivermist') -> a=zipcode"),
            turn("Et de Stonebrook ?", "get_zipcode_based_on_city(city='Stonebrook') -> b=zipcode"),
            turn("Distance entre les deux ?", "estimate_distance(cityA=$a, cityB=$b)"),
            turn("Navigation vers '45 Rue du Port, Stonebrook'.", "set_navigation(destination='45 Rue du Port, Stonebrook')"),
        ],
        miss_param=miss(3, "Navigation vers mon client.", "Adresse : '45 Rue du Port, Stonebrook'."),
    ),
    scenario(
        "lc_trade_orders_cancel_pending_v1",
        domains={"trading": {"authenticated": True}},
        persona="day trader tidying up open orders before lunch",
        style="terse",
        seed=4114,
        turns=[
            turn("List my orders.", "get_order_history()"),
            turn("Details on 12446.", "get_order_details(order_id=12446)"),
            turn("Cancel it.", "cancel_order(order_id=12446)"),
            turn("NVDA quote?", "get_stock_info(symbol='NVDA')"),
        ],
        miss_param=miss(3, "Also a quote.", "For NVDA."),
    ),
    scenario(
        "lc_pt_travel_fare_in_reais_v1",
        domains={"travel": {}},
        persona="estudante brasileira a planear um intercâmbio",
        style="chatty",
        seed=4115,
        turns=[
            turn("Oi! Quanto custa um voo em classe económica de LAX para JFK no dia 2026-08-20?",
                 "get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-08-20', "
                 "travel_class='economy') -> fare=travel_cost_list.0"),
            turn("Nossa. E quanto é isso em reais?",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=$fare)"),
            turn("E se eu voar no dia 2026-08-27, mesma classe?",
                 "get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-08-27', travel_class='economy')"),
        ],
        miss_param=miss(0, "Oi! Quanto custa um voo em classe económica de LAX para JFK?", "No dia 2026-08-20."),
    ),
    scenario(
        "lc_car_ticket_tire_report_v1",
        domains={"vehicle": {"fuelLevel": 30.0},
                 "ticket": {"accounts": {"fleet_ana": "van-42"}, "ticket_queue": [], "ticket_counter": 9100}},
        persona="fleet coordinator checking a delivery van",
        style="formal",
        seed=4116,
        turns=[
            turn("Please check the van's tire pressure.", "check_tire_pressure()"),
            turn("Where is the nearest tire shop?", "find_nearest_tire_shop()"),
            turn("Log in to the helpdesk as fleet_ana, password van-42, and open a ticket titled 'Van tire check' "
                 "with the description 'Tire pressure checked, shop located' at priority 2.",
                 "ticket_login(username='fleet_ana', password='van-42')",
                 "create_ticket(title='Van tire check', description='Tire pressure checked, shop located', priority=2) "
                 "-> t=id"),
            turn("Show me that ticket.", "get_ticket(ticket_id=$t)"),
        ],
        miss_param=miss(2, "Log in to the helpdesk as fleet_ana and open a ticket titled 'Van tire check' with the "
                           "description 'Tire pressure checked, shop located' at priority 2.",
                        "The password is van-42."),
    ),
    scenario(
        "lc_post_ticket_complaint_v1",
        domains={
            "posting": {"username": "cityfix_help", "password": "pothole-1", "authenticated": True,
                        "tweets": {"880": {"username": "dana_rides", "content": "Streetlight out on Pine Ave for a "
                                           "week, it is pitch dark", "tags": ["#cityfix"], "mentions": []}},
                        "tweet_counter": 881},
            "ticket": {"accounts": {"cityfix": "lamp-post"}, "ticket_queue": [], "ticket_counter": 300},
        },
        persona="city services social media officer",
        style="formal",
        seed=4117,
        turns=[
            turn("Please open tweet 880; a resident has reported something.", "get_tweet(tweet_id=880)"),
            turn("Log in to the work-order system as cityfix, password lamp-post, and create a ticket titled "
                 "'Streetlight out on Pine Ave' with the tweet's text as its description.",
                 "ticket_login(username='cityfix', password='lamp-post')",
                 "create_ticket(title='Streetlight out on Pine Ave', description='Streetlight out on Pine Ave for a "
                 "week, it is pitch dark') -> t=id"),
            turn("Reply on the tweet: 'Thank you, a crew has been requested.'",
                 "comment(tweet_id=880, comment_content='Thank you, a crew has been requested.')"),
            turn("Finally, show me the new work order.", "get_ticket(ticket_id=$t)"),
        ],
        miss_param=miss(1, "Log in to the work-order system and create a ticket titled 'Streetlight out on Pine "
                           "Ave' with the tweet's text as its description.",
                        "The account is cityfix, password lamp-post."),
    ),
    scenario(
        "lc_de_travel_history_insurance_v1",
        domains={"travel": {
            "credit_card_list": {"card_6019": card("4929000060196019", "06/2030", "Lena Vogt", 601, 3100.0)},
            "booking_record": {"8830412": {"card_id": "card_6019", "travel_date": "2026-09-14", "travel_from": "JFK",
                                           "travel_to": "LAX", "travel_class": "business", "travel_cost": 1140.0,
                                           "transaction_id": "71209933"}},
        }},
        persona="Unternehmensberaterin vor einer Dienstreise",
        style="formal",
        seed=4118,
        turns=[
            turn("Guten Tag. Melden Sie mich bitte an: Client-ID lvogt, Secret ostsee-12, Refresh-Token rf-lv, "
                 "Zugriff read_write, Name Lena Vogt.", login("Lena", "Vogt", "lvogt", "ostsee-12", "rf-lv")),
            turn("Zeigen Sie mir meine Buchungen.", "get_booking_history(access_token=$tok)"),
            turn("Schließen Sie für die Buchung 8830412 eine Reiserücktrittsversicherung ab, Typ 'comprehensive', "
                 "Kosten 85 Dollar, mit der Karte card_6019.",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id='8830412', "
                 "insurance_cost=85, card_id='card_6019') -> ins=insurance_id"),
            turn("Und die Rechnung dazu, bitte.",
                 "retrieve_invoice(access_token=$tok, booking_id='8830412', insurance_id=$ins)"),
        ],
        miss_param=miss(2, "Schließen Sie für die Buchung 8830412 eine Versicherung ab, Typ 'comprehensive', mit "
                           "der Karte card_6019.", "Die Kosten betragen 85 Dollar."),
    ),
    scenario(
        "lc_car_doors_check_lock_v1",
        domains={"vehicle": {"fuelLevel": 25.0, "doorStatus": {"driver": "unlocked", "passenger": "locked",
                                                                "rear_left": "unlocked", "rear_right": "locked"}}},
        persona="parent leaving the car at a busy shopping centre",
        style="typos",
        seed=4119,
        turns=[
            turn("which doors are unlocked rn?", "displayCarStatus(option='doors')"),
            turn("lock the driver and rear left ones",
                 "lockDoors(unlock=False, door=['driver', 'rear_left'])"),
            turn("and is the parking brake on?", "displayCarStatus(option='parkingBrake')"),
            turn("its freezing, set the heat to 24 celsius",
                 "adjustClimateControl(temperature=24, unit='celsius', mode='heat')"),
        ],
        miss_param=miss(3, "its freezing, turn the heat up", "24 celsius pls"),
    ),
    scenario(
        "lc_fs_msg_share_folder_listing_v1",
        domains={
            "file_system": fs("theo", shared=d(**{"agenda_monday.txt": f("1. budget\n2. hiring"),
                                                    "slides_v3.pptx": f("slides")})),
            "message": {"current_user": "USR001"},
        },
        persona="team assistant preparing a Monday meeting",
        style="chatty",
        seed=4120,
        turns=[
            turn("Hi! Can you show me what's in the shared folder?", "cd(folder='shared')", "ls()"),
            turn("Great. Send Bob a message saying 'Agenda for Monday is in shared/agenda_monday.txt'.",
                 "get_user_id(user='Bob') -> bob=user_id",
                 "send_message(receiver_id=$bob, message='Agenda for Monday is in shared/agenda_monday.txt')"),
            turn("Could you list my sent messages so I can double check it went out?", "view_messages_sent()"),
        ],
        miss_param=miss(1, "Great. Send Bob a message telling him where the agenda is.",
                        "Write: 'Agenda for Monday is in shared/agenda_monday.txt'."),
    ),
    scenario(
        "lc_trade_math_two_quotes_mean_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="student comparing two chip makers for a finance class",
        style="terse",
        seed=4121,
        turns=[
            turn("Quote for NVDA.", "get_stock_info(symbol='NVDA') -> a=price"),
            turn("Quote for AAPL.", "get_stock_info(symbol='AAPL') -> b=price"),
            turn("Mean of those two prices.", "mean(numbers=[$a, $b])"),
            turn("Watch NVDA.", "add_to_watchlist(stock='NVDA')"),
        ],
        miss_param=miss(0, "Get me a quote.", "For NVDA."),
    ),
    scenario(
        "lc_ticket_msg_status_relay_v1",
        domains={
            "ticket": {"accounts": {"m.ortiz": "relay-8"},
                       "ticket_queue": [ticket(6120, "Laptop battery swelling", "Battery bulging, laptop unsafe",
                                               "m.ortiz", 3)],
                       "ticket_counter": 6121},
            "message": {"current_user": "USR002"},
        },
        persona="IT support engineer keeping a colleague informed",
        style="non-native",
        seed=4122,
        turns=[
            turn("Please login me with m.ortiz, password relay-8, and show ticket 6120.",
                 "ticket_login(username='m.ortiz', password='relay-8')", "get_ticket(ticket_id=6120)"),
            turn("Send to Catherine the title of the ticket exactly, she is waiting.",
                 "get_user_id(user='Catherine') -> cat=user_id",
                 "send_message(receiver_id=$cat, message='Laptop battery swelling')"),
            turn("Now close the ticket 6120, laptop is replaced.", "close_ticket(ticket_id=6120)"),
            turn("Show me ticket again, I want see it is closed.", "get_ticket(ticket_id=6120)"),
        ],
        miss_param=miss(0, "Please login me with m.ortiz and show ticket 6120.", "Password is relay-8."),
    ),
    scenario(
        "lc_travel_car_drive_or_fly_v1",
        domains={"vehicle": {"fuelLevel": 16.0}, "travel": {}},
        persona="musician deciding how to get to a gig",
        style="chatty",
        seed=4123,
        turns=[
            turn("Hey! How far is it by road from San Francisco to Stonebrook? Zips are 94016 and 74532.",
                 "estimate_distance(cityA='94016', cityB='74532')"),
            turn("Could I even make that on the tank I've got?", "estimate_drive_feasibility_by_mileage(distance=880.0)"),
            turn("Hmm. What would an economy flight from SFO to LAX cost on 2026-05-30 instead?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-05-30', travel_class='economy')"),
        ],
        miss_param=miss(2, "Hmm. What would an economy flight from SFO to LAX cost instead?", "On 2026-05-30."),
    ),
    scenario(
        "lc_it_ticket_two_reviews_v1",
        domains={"ticket": {
            "accounts": {"g.ferri": "laguna-5"},
            "ticket_queue": [
                ticket(8801, "Proiettore sala B", "Il proiettore non si accende", "g.ferri", 2),
                ticket(8802, "Badge non funziona", "Il badge di Marta non apre la porta", "g.ferri", 1),
            ],
            "ticket_counter": 8803,
        }},
        persona="responsabile dell'ufficio che controlla le richieste aperte",
        style="chatty",
        seed=4124,
        turns=[
            turn("Ciao! Entra con g.ferri e password laguna-5, poi fammi vedere il ticket 8801.",
                 "ticket_login(username='g.ferri', password='laguna-5')", "get_ticket(ticket_id=8801)"),
            turn("E anche l'8802, per favore.", "get_ticket(ticket_id=8802)"),
            turn("Il badge è urgente: mettilo a priorità 3.", "edit_ticket(ticket_id=8802, updates={'priority': 3})"),
            turn("Il proiettore l'abbiamo sistemato: risolvi l'8801 con 'Sostituita la lampada'.",
                 "resolve_ticket(ticket_id=8801, resolution='Sostituita la lampada')"),
        ],
        miss_param=miss(2, "Il badge è urgente: alza la priorità.", "Mettila a 3."),
    ),
    scenario(
        "lc_es_post_msg_share_tweet_v1",
        domains={
            "posting": {"username": "rocio_corre", "password": "maraton-42", "authenticated": True,
                        "tweets": {"770": {"username": "club_atletismo", "content": "Entrenamiento del sabado a las "
                                           "8 en el parque del Retiro", "tags": ["#running"], "mentions": []}},
                        "tweet_counter": 771},
            "message": {"current_user": "USR001"},
        },
        persona="corredora aficionada que organiza a sus amigos",
        style="chatty",
        seed=4125,
        turns=[
            turn("¡Hola! Enséñame el tuit 770 del club, porfa.", "get_tweet(tweet_id=770)"),
            turn("Genial. Mándale a Bob el texto del tuit tal cual, que siempre se entera tarde.",
                 "get_user_id(user='Bob') -> bob=user_id",
                 "send_message(receiver_id=$bob, message='Entrenamiento del sabado a las 8 en el parque del Retiro')"),
            turn("Y retuitéalo también, así lo ve más gente.", "retweet(tweet_id=770)"),
            turn("¿Cómo queda el tuit ahora?", "get_tweet(tweet_id=770)"),
        ],
        miss_param=miss(0, "¡Hola! Enséñame el último tuit del club, porfa.", "Es el tuit 770."),
    ),
]
