"""Base scenarios that check where things stand first: login states, clocks, tyres, itineraries, risk."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

ALL_DOORS = "['driver', 'passenger', 'rear_left', 'rear_right']"

SCENARIOS: list[Draft] = [
    scenario(
        "e_trade_math_post_apple_gain_v1",
        domains={"trading": {"authenticated": True}, "math": {},
                 "posting": {"username": "mike_invests", "password": "buy-low-77"}},
        persona="retired firefighter proud of an old investment",
        style="chatty",
        seed=2071,
        turns=[
            turn("Hey there! What did I pay per share in order 12345, and what's that stock at today?",
                 "get_order_details(order_id=12345)", "get_stock_info(symbol='AAPL')"),
            turn("How much is that up, in percent? Subtract the old price from today's, divide by the old price "
                 "as a percentage, and round it to 2 decimals.",
                 "subtract(a=227.16, b=210.65) -> up=result", "percentage(part=$up, whole=210.65) -> pct=result",
                 "round_number(number=$pct, decimal_places=2)"),
            turn("Am I logged into Twitter?", "posting_get_login_status()"),
            turn("Log me in (mike_invests, password buy-low-77) and tweet 'Up 7.84% on my Apple shares!' with the tag "
                 "#investing.",
                 "authenticate_twitter(username='mike_invests', password='buy-low-77')",
                 "post_tweet(content='Up 7.84% on my Apple shares!', tags=['#investing'])"),
        ],
        miss_param=miss(3, "Log me in and tweet 'Up 7.84% on my Apple shares!' with the tag #investing.",
                        "Username mike_invests, password buy-low-77."),
    ),
    scenario(
        "e_it_car_tyre_shop_errand_v1",
        domains={"vehicle": {"fuelLevel": 16.0, "rearRightTirePressure": 23.0}},
        persona="Italian pizzeria owner with a soft tyre",
        style="terse",
        seed=2072,
        turns=[
            turn("Pressione gomme?", "check_tire_pressure()"),
            turn("Gommista più vicino, e impostalo sul navigatore.", "find_nearest_tire_shop()",
                 "set_navigation(destination='456 Oakwood Avenue, Rivermist, 83214')"),
            turn("Chiudi tutto, freno a fondo, accendi.", f"lockDoors(unlock=False, door={ALL_DOORS})",
                 "pressBrakePedal(pedalPosition=1.0)", "startEngine(ignitionMode='START')"),
            turn("Fari automatici.", "setHeadlights(mode='auto')"),
        ],
        miss_param=miss(3, "Fari.", "In automatico."),
    ),
    scenario(
        "e_fr_trade_market_clock_v1",
        domains={"trading": {"watch_list": ["NVDA", "AAPL", "TSLA"]}},
        persona="French night-shift nurse checking the market before bed",
        style="chatty",
        seed=2073,
        clock="2026-04-22T15:40:00",
        turns=[
            turn("Coucou ! Je suis connectée à mon compte de bourse ?", "trading_get_login_status()"),
            turn("Ah non. Connecte-moi : identifiant claire_n, mot de passe Garde-de-nuit. Et il est quelle heure "
                 "sur la plateforme ?",
                 "trading_login(username='claire_n', password='Garde-de-nuit')", "get_current_time()"),
            turn("Ma liste de surveillance, et est-ce que quelque chose a bougé d'au moins 0.15 % ?",
                 "get_watchlist()", "notify_price_change(stocks=['NVDA', 'AAPL', 'TSLA'], threshold=0.15)"),
            turn("Bon, rien à faire. Déconnecte-moi, je vais dormir !", "trading_logout()"),
        ],
        miss_param=miss(2, "Ma liste de surveillance, et est-ce que quelque chose a beaucoup bougé ?",
                        "Au moins 0.15 %."),
    ),
    scenario(
        "e_travel_history_invoice_support_v1",
        domains={"travel": {
            "credit_card_list": {"card_4747": card("4916000047474747", "06/2028", "Dev Malhotra", 474, 300.0)},
            "booking_record": {"6051188": {"card_id": "card_4747", "travel_date": "2026-02-27", "travel_from": "LAX",
                                           "travel_to": "SFO", "travel_class": "economy", "travel_cost": 100.0,
                                           "transaction_id": "20456617"}},
        }},
        persona="startup founder sorting out receipts",
        style="typos",
        seed=2074,
        turns=[
            turn("am i logged into the travel thing?", "travel_get_login_status()"),
            turn("log me in: client dev_m, secret seed-round, refresh rf-dm, read_write, Dev Malhotra",
                 login("Dev", "Malhotra", "dev_m", "seed-round", "rf-dm")),
            turn("what bookings do i have, and get me the invoice for the one there",
                 "get_booking_history(access_token=$tok)",
                 "retrieve_invoice(access_token=$tok, booking_id='6051188')"),
            turn("tell support on that booking: 'Please add my company VAT number to the invoice.'",
                 "contact_customer_support(booking_id='6051188', message='Please add my company VAT number to the "
                 "invoice.')"),
        ],
        miss_param=miss(3, "tell support on that booking that i need my VAT number added",
                        "write exactly: 'Please add my company VAT number to the invoice.'"),
    ),
    scenario(
        "e_it_ticket_msg_title_to_colleague_v1",
        domains={
            "ticket": {"accounts": {"f.russo": "cannolo"},
                       "ticket_queue": [ticket(7321, "Rinnovo licenze CAD", "Scadono il 30 giugno", "f.russo", 3)],
                       "ticket_counter": 7322},
            "message": {"current_user": "USR001", "inbox": []},
        },
        persona="Italian engineering manager delegating a ticket",
        style="formal",
        seed=2075,
        turns=[
            turn("Buongiorno. Risulto collegato al sistema dei ticket?", "ticket_get_login_status()"),
            turn("Mi colleghi come f.russo, password cannolo, e mi mostri i ticket aperti.",
                 "ticket_login(username='f.russo', password='cannolo')", "get_user_tickets(status='Open')"),
            turn("Sono collegato anche alla chat?", "message_get_login_status()"),
            turn("Invii a Daniel il titolo del ticket 7321, esattamente così com'è.",
                 "get_ticket(ticket_id=7321)", "get_user_id(user='Daniel')",
                 "send_message(receiver_id='USR004', message='Rinnovo licenze CAD')"),
        ],
        miss_param=miss(3, "Invii a un collega il titolo del ticket 7321, esattamente così com'è.", "A Daniel."),
        exploratory=[3],
    ),
    scenario(
        "e_travel_math_fare_gap_in_euros_v1",
        domains={"travel": {}, "math": {}},
        persona="master's student choosing between two routes",
        style="non-native",
        seed=2076,
        turns=[
            turn("Please what is economy fare from BOS to SHD on 2026-09-01, and from BOS to SSV the same day?",
                 "get_flight_cost(travel_from='BOS', travel_to='SHD', travel_date='2026-09-01', travel_class='economy')",
                 "get_flight_cost(travel_from='BOS', travel_to='SSV', travel_date='2026-09-01', travel_class='economy')"),
            turn("Convert both to euro for me.",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=880.0) -> a=exchanged_value",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=900.0) -> b=exchanged_value"),
            turn("Subtract the second euro price from the first one, and give me the difference as positive number.",
                 "subtract(a=$a, b=$b) -> gap=result", "absolute_value(number=$gap)"),
        ],
        miss_param=miss(0, "Please what is economy fare from BOS to SHD, and from BOS to SSV the same day?",
                        "On 2026-09-01."),
    ),
    scenario(
        "e_trade_math_variance_check_v1",
        domains={"trading": {}, "math": {}},
        persona="quantitative finance student doing homework",
        style="formal",
        seed=2077,
        turns=[
            turn("Please give me the prices of NEPT, ZETA and SYNX.",
                 "get_stock_info(symbol='NEPT')", "get_stock_info(symbol='ZETA')", "get_stock_info(symbol='SYNX')"),
            turn("Compute the standard deviation of those three prices.",
                 "standard_deviation(numbers=[88.34, 22.09, 345.67]) -> sd=result"),
            turn("Square it to obtain the variance.", "power(base=$sd, exponent=2) -> var=result"),
            turn("As a check, take the square root of the variance with a precision of 6.",
                 "square_root(number=$var, precision=6)"),
        ],
        miss_param=miss(3, "As a check, take the square root of the variance.", "With a precision of 6."),
        miss_func={"turn": 3, "functions": ["square_root"]},
    ),
    scenario(
        "e_pt_post_travel_trip_tweet_v1",
        domains={
            "travel": {"credit_card_list": {"card_8181": card("4485000081818181", "10/2029", "Marta Rocha", 818,
                                                                2000.0)}},
            "posting": {"username": "marta_viaja", "password": "mochila!", "authenticated": True,
                        "following_list": ["ofertas_voos", "guia_tokyo", "bot_spam_99"]},
        },
        persona="Brazilian travel vlogger announcing her next trip",
        style="chatty",
        seed=2078,
        turns=[
            turn("Oi! Me loga no sistema de viagens: client id marta_vlog, secret sakura-rio, refresh rf-mr, "
                 "read_write, Marta Rocha. E reserva econômica de JFK para HND no dia 2026-04-02 com o card_8181.",
                 login("Marta", "Rocha", "marta_vlog", "sakura-rio", "rf-mr"),
                 "book_flight(access_token=$tok, card_id='card_8181', travel_date='2026-04-02', travel_from='JFK', "
                 "travel_to='HND', travel_class='economy')"),
            turn("Agora tweeta 'Próxima parada: Tóquio!' com a tag #viagem.",
                 "post_tweet(content='Próxima parada: Tóquio!', tags=['#viagem'])"),
            turn("Quem eu sigo mesmo?", "list_all_following()"),
            turn("Deixa de seguir o bot_spam_99, por favor.", "unfollow_user(username_to_unfollow='bot_spam_99')"),
        ],
        miss_param=miss(1, "Agora tweeta sobre a viagem com a tag #viagem.", "O texto é 'Próxima parada: Tóquio!'"),
    ),
    scenario(
        "e_car_math_gap_in_metres_v1",
        domains={"vehicle": {"engineState": "running", "fuelLevel": 30.0,
                             "doorStatus": {"driver": "locked", "passenger": "locked", "rear_left": "locked",
                                            "rear_right": "locked"}},
                 "math": {}},
        persona="French civil engineer who thinks in kilometres",
        style="non-native",
        seed=2079,
        turns=[
            turn("Convert please 0.06 km in metres.", "si_unit_conversion(value=0.06, unit_in='km', unit_out='m')"),
            turn("Put the cruise control at 110 with this distance to the next car.",
                 "setCruiseControl(speed=110, activate=True, distanceToNextVehicle=60.0)"),
            turn("And the climate, 20 degrees celsius, fan 40, mode cool.",
                 "adjustClimateControl(temperature=20, unit='celsius', fanSpeed=40, mode='cool')"),
            turn("What is the status of the climate?", "displayCarStatus(option='climate')"),
        ],
        miss_param=miss(1, "Put the cruise control with this distance to the next car.", "At 110."),
    ),
    scenario(
        "e_fs_travel_itinerary_file_v1",
        domains={
            "file_system": fs("jo", trips=d(**{"itinerary.txt": f("ATV to GFD\n2026-05-23\nbusiness")}), notes=d()),
            "travel": {"credit_card_list": {"card_5656": card("4539000056565656", "11/2028", "Jo Lindqvist", 565,
                                                                1200.0)}},
        },
        persona="Swedish conference speaker booking from her notes",
        style="terse",
        seed=2080,
        turns=[
            turn("Where am I, and where's itinerary.txt?", "pwd()", "find(name='itinerary.txt')"),
            turn("Show it.", "cd(folder='trips')", "cat(file_name='itinerary.txt')"),
            turn("Log in: client lindqvist_j, secret fika-break, refresh rf-jl, read_write, Jo Lindqvist. Book that "
                 "flight on card_5656.",
                 login("Jo", "Lindqvist", "lindqvist_j", "fika-break", "rf-jl"),
                 "book_flight(access_token=$tok, card_id='card_5656', travel_date='2026-05-23', travel_from='ATV', "
                 "travel_to='GFD', travel_class='business')"),
            turn("Create an empty booked.txt next to it.", "touch(file_name='booked.txt')"),
        ],
        miss_param=miss(2, "Log in: client lindqvist_j, secret fika-break, refresh rf-jl, read_write, Jo Lindqvist. "
                           "Book that flight.",
                        "card_5656."),
    ),
]
