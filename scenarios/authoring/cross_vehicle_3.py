"""Base scenarios of the vehicle domain with another domain (files, messages, posts, tickets, trading or travel) (part 3 of 3)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import ALL_DOORS, card, LOCKED, login, ticket

SCENARIOS: list[Draft] = [
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
    scenario(
        "x_car_post_road_trip_v1",
        domains={
            "vehicle": {"fuelLevel": 40.0},
            "posting": {"username": "vanlife_jo", "password": "westfalia", "authenticated": True,
                        "tweets": {"3": {"username": "vanlife_max", "content": "Best campsite on the coast, trust me",
                                         "tags": ["#vanlife"], "mentions": []}}},
        },
        persona="van-life vlogger setting off",
        style="chatty",
        seed=123,
        turns=[
            turn("Road trip day! Lock all the doors and set the headlights to auto, please.",
                 f"lockDoors(unlock=False, door={ALL_DOORS})", "setHeadlights(mode='auto')"),
            turn("What's the temperature outside according to Google?", "get_outside_temperature_from_google()"),
            turn("Tweet 'Road trip day! Doors locked, lights on auto.' with #roadtrip.",
                 "post_tweet(content='Road trip day! Doors locked, lights on auto.', tags=['#roadtrip'])"),
            turn("And retweet my friend's post about the campsite, tweet 3.", "retweet(tweet_id=3)"),
        ],
        miss_param=miss(2, "Tweet that it's road trip day, with #roadtrip.",
                        "Use: 'Road trip day! Doors locked, lights on auto.'"),
    ),
    scenario(
        "x_car_ticket_fleet_tyres_v1",
        domains={
            "vehicle": {"frontLeftTirePressure": 21.0, "frontRightTirePressure": 30.0, "rearLeftTirePressure": 30.0,
                        "rearRightTirePressure": 30.0},
            "ticket": {"accounts": {"fleet_ops": "trucks"}},
        },
        persona="fleet supervisor checking a van",
        style="terse",
        seed=130,
        turns=[
            turn("Tyre pressures on this van?", "check_tire_pressure()"),
            turn("Log in as fleet_ops / trucks and open a ticket: title 'Van 12 low tyre pressure', description "
                 "'Front left at 21 psi', priority 3.",
                 "ticket_login(username='fleet_ops', password='trucks')",
                 "create_ticket(title='Van 12 low tyre pressure', description='Front left at 21 psi', priority=3) "
                 "-> tk=id"),
            turn("Topped them up. Close that ticket.", "close_ticket(ticket_id=$tk)"),
            turn("Log out.", "logout()"),
        ],
        miss_param=miss(1, "Log in as fleet_ops / trucks and open a ticket about it, priority 3.",
                        "Title 'Van 12 low tyre pressure', description 'Front left at 21 psi'."),
    ),
    scenario(
        "e_car_travel_drive_or_fly_v1",
        domains={"vehicle": {"fuelLevel": 10.0}, "travel": {}},
        persona="dad deciding whether to drive or fly to a family reunion",
        style="chatty",
        seed=2009,
        turns=[
            turn("Hi there! How far is it by road from Rivermist to Stonebrook?",
                 "get_zipcode_based_on_city(city='Rivermist')", "get_zipcode_based_on_city(city='Stonebrook')",
                 "estimate_distance(cityA='83214', cityB='74532')"),
            turn("In miles that's about 466. Could the car make that distance on what's in the tank?",
                 "estimate_drive_feasibility_by_mileage(distance=466.0)"),
            turn("Figures. Which airports are nearest to those two towns?",
                 "get_nearest_airport_by_city(location='Rivermist')",
                 "get_nearest_airport_by_city(location='Stonebrook')"),
            turn("And what would economy cost between them on 2026-07-04?",
                 "get_flight_cost(travel_from='RMS', travel_to='SBK', travel_date='2026-07-04', "
                 "travel_class='economy')"),
        ],
        miss_param=miss(3, "And what would economy cost between them?", "On 2026-07-04."),
        exploratory=[0],
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
        "e_pt_car_ticket_flat_tyre_v1",
        domains={
            "vehicle": {"fuelLevel": 20.0, "frontLeftTirePressure": 21.0},
            "ticket": {"accounts": {"frota_ana": "pneu123"}, "ticket_counter": 2870},
        },
        persona="Portuguese fleet driver with a low tyre",
        style="typos",
        seed=2027,
        turns=[
            turn("ve a pressao dos pneus pf, o carro ta puxando pra esquerda", "check_tire_pressure()"),
            turn("onde e a borracharia mais perto? poe no gps", "find_nearest_tire_shop()",
                 "set_navigation(destination='456 Oakwood Avenue, Rivermist, 83214')"),
            turn("entra no sistema de chamados (frota_ana, senha pneu123) e abre um chamado 'Pneu dianteiro "
                 "esquerdo baixo' com descricao 'Pressao em 21 psi, indo para a borracharia', prioridade 3",
                 "ticket_login(username='frota_ana', password='pneu123')",
                 "create_ticket(title='Pneu dianteiro esquerdo baixo', description='Pressao em 21 psi, indo para a "
                 "borracharia', priority=3) -> tk=id"),
            turn("mostra o chamado", "get_ticket(ticket_id=$tk)"),
            turn("e coloca a descricao do chamado no painel do carro",
                 "display_log(messages=['Pressao em 21 psi, indo para a borracharia'])"),
        ],
        miss_param=miss(2, "entra no sistema de chamados e abre um chamado 'Pneu dianteiro esquerdo baixo' com "
                           "descricao 'Pressao em 21 psi, indo para a borracharia', prioridade 3",
                        "usuario frota_ana, senha pneu123"),
    ),
    scenario(
        "e_trade_car_stuck_in_traffic_v1",
        domains={"trading": {"authenticated": True}, "vehicle": {"engineState": "running", "fuelLevel": 26.0,
                                                                   "doorStatus": LOCKED}},
        persona="investment banker stuck in a traffic jam",
        style="typos",
        seed=2028,
        turns=[
            turn("stuck in trafic. show my order history", "get_order_history()"),
            turn("details on 12446?", "get_order_details(order_id=12446)"),
            turn("put that orders price on the car screen so i can watch it",
                 "display_log(messages=['2840.56'])"),
            turn("actualy just cancel it", "cancel_order(order_id=12446)"),
            turn("and turn the headlihgts to auto", "setHeadlights(mode='auto')"),
        ],
        miss_param=miss(4, "and change the headlihgts mode", "auto"),
    ),
    scenario(
        "e_car_travel_support_on_dash_v1",
        domains={
            "travel": {"credit_card_list": {"card_6262": card("4556000062626262", "12/2028", "Yusuf Demir", 626,
                                                                500.0)},
                       "booking_record": {"2094415": {"card_id": "card_6262", "travel_date": "2026-03-21",
                                                      "travel_from": "RMS", "travel_to": "JFK",
                                                      "travel_class": "economy", "travel_cost": 210.0,
                                                      "transaction_id": "64400917"}}},
            "vehicle": {"engineState": "running", "fuelLevel": 12.0,
                        "doorStatus": {"driver": "locked", "passenger": "locked", "rear_left": "locked",
                                       "rear_right": "locked"}},
        },
        persona="Turkish engineer driving to the airport with a flight problem",
        style="non-native",
        seed=2066,
        turns=[
            turn("Which airport is nearest to Rivermist? Navigate me to 'Rivermist Airport, Rivermist'.",
                 "get_nearest_airport_by_city(location='Rivermist')",
                 "set_navigation(destination='Rivermist Airport, Rivermist')"),
            turn("Write to customer support for booking 2094415: 'I will arrive 20 minutes late to check-in, "
                 "please hold my seat.'",
                 "contact_customer_support(booking_id='2094415', message='I will arrive 20 minutes late to "
                 "check-in, please hold my seat.')"),
            turn("I am driving, put their answer on the car display, exactly.",
                 "display_log(messages=['Thank you for contacting customer support. Your message has been received "
                 "and we will get back to you shortly.'])"),
            turn("Headlights on please, is raining.", "setHeadlights(mode='on')"),
        ],
        miss_param=miss(1, "Write to customer support for my booking: 'I will arrive 20 minutes late to check-in, "
                           "please hold my seat.'",
                        "Booking 2094415."),
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
        "lc_travel_car_drive_or_fly_v1",
        domains={"vehicle": {"fuelLevel": 16.0}, "travel": {}},
        persona="musician deciding how to get to a gig",
        style="chatty",
        seed=4123,
        turns=[
            turn("Hey! How far is it by road from San Francisco to Stonebrook? Zips are 94016 and 74532.",
                 "estimate_distance(cityA='94016', cityB='74532')"),
            turn("That's km, and the car thinks in miles: about 547 miles. Could I even make that on the tank I've got?",
                 "estimate_drive_feasibility_by_mileage(distance=547.0)"),
            turn("Hmm. What would an economy flight from SFO to LAX cost on 2026-05-30 instead?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-05-30', travel_class='economy')"),
        ],
        miss_param=miss(2, "Hmm. What would an economy flight from SFO to LAX cost instead?", "On 2026-05-30."),
    ),
]
