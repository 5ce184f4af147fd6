"""Base scenarios of everyday routines: sessions opened and closed, cars started, logs and chats tidied."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

ALL_DOORS = "['driver', 'passenger', 'rear_left', 'rear_right']"

SCENARIOS: list[Draft] = [
    scenario(
        "e_car_school_run_start_v1",
        domains={"vehicle": {"fuelLevel": 20.0, "parkingBrakeStatus": "engaged", "parkingBrakeForce": 500.0}},
        persona="mother of three on the school run",
        style="chatty",
        seed=2051,
        turns=[
            turn("Morning! Kids are in. Lock every door, press the brake all the way and start the engine, please.",
                 f"lockDoors(unlock=False, door={ALL_DOORS})", "pressBrakePedal(pedalPosition=1.0)",
                 "startEngine(ignitionMode='START')"),
            turn("Oh, and release the parking brake, we're off.", "activateParkingBrake(mode='release')"),
            turn("Let go of the brake pedal too.", "releaseBrakePedal()"),
            turn("How fast are we going now?", "get_current_speed()"),
            turn("Set the cruise control to 50, and keep a 30 metre gap, it's a school zone after all.",
                 "setCruiseControl(speed=50, activate=True, distanceToNextVehicle=30)"),
        ],
        miss_param=miss(4, "Set the cruise control to 50, it's a school zone after all.", "Keep a 30 metre gap."),
        miss_func={"turn": 4, "functions": ["setCruiseControl"]},
    ),
    scenario(
        "e_it_car_frosty_windscreen_v1",
        domains={"vehicle": {"fuelLevel": 14.0, "acTemperature": 12.0}},
        persona="Italian lifeguard on a muggy morning",
        style="typos",
        seed=2052,
        turns=[
            turn("che temperatura ce fuori? prova weather.com, se non va usa google",
                 "get_outside_temperature_from_weather_com()", "get_outside_temperature_from_google()",
                 expected_errors=[0]),
            turn("metti il clima a 22 gradi celsius, ventola 80, modalita defrost che il parabrezza e tutto "
                 "appannato",
                 "adjustClimateControl(temperature=22, unit='celsius', fanSpeed=80, mode='defrost')"),
            turn("chiudi tutte le porte, premi il freno fino in fondo e accendi il motore",
                 f"lockDoors(unlock=False, door={ALL_DOORS})", "pressBrakePedal(pedalPosition=1.0)",
                 "startEngine(ignitionMode='START')"),
            turn("stato del motore?", "displayCarStatus(option='engine')"),
        ],
        miss_param=miss(1, "metti il clima in modalita defrost, ventola 80, che il parabrezza e tutto appannato",
                        "a 22 gradi celsius"),
    ),
    scenario(
        "e_travel_session_airports_v1",
        domains={"travel": {}},
        persona="nurse planning a trip home from Oakendale",
        style="non-native",
        seed=2053,
        turns=[
            turn("I am logged in already to travel system?", "travel_get_login_status()"),
            turn("Then login me please: client id reyes_rn, secret adobo-12, refresh rf-mr, read_write, Maria Reyes.",
                 login("Maria", "Reyes", "reyes_rn", "adobo-12", "rf-mr"), "travel_get_login_status()"),
            turn("Which airports you have?", "list_all_airports()"),
            turn("How much is first class from OKD to LAX on 2026-12-19?",
                 "get_flight_cost(travel_from='OKD', travel_to='LAX', travel_date='2026-12-19', travel_class='first')"),
            turn("For which fiscal year is the budget?", "get_budget_fiscal_year()"),
        ],
        miss_param=miss(3, "How much is first class from OKD to LAX?", "On 2026-12-19."),
    ),
    scenario(
        "e_trade_end_of_day_review_v1",
        domains={"trading": {}},
        persona="compliance officer reviewing her own account at the close",
        style="formal",
        seed=2054,
        clock="2026-05-15T16:05:00",
        turns=[
            turn("Am I currently logged in to the trading platform?", "trading_get_login_status()"),
            turn("Please log me in as e.kowalski with password Vistula-4, and tell me the platform time.",
                 "trading_login(username='e.kowalski', password='Vistula-4')", "get_current_time()"),
            turn("Deposit 1250 dollars, then list my transactions since 2026-05-01.",
                 "fund_account(amount=1250)", "get_transaction_history(start_date='2026-05-01')"),
            turn("Thank you. Please log me out.", "trading_logout()"),
        ],
        miss_param=miss(2, "Deposit some money, then list my transactions since 2026-05-01.", "1250 dollars."),
    ),
    scenario(
        "e_fr_ticket_short_session_v1",
        domains={"ticket": {
            "accounts": {"jb.martin": "cassoulet"},
            "ticket_queue": [ticket(8810, "Écran qui clignote", "Poste 14, écran Dell", "jb.martin", 2),
                             ticket(8811, "Souris sans fil HS", "Piles changées, rien", "jb.martin", 1)],
            "ticket_counter": 8812,
        }},
        persona="French accountant doing a quick helpdesk check",
        style="terse",
        seed=2055,
        turns=[
            turn("Suis-je connecté au helpdesk ?", "ticket_get_login_status()"),
            turn("Connexion : jb.martin / cassoulet. Mes tickets ouverts ?",
                 "ticket_login(username='jb.martin', password='cassoulet')", "get_user_tickets(status='Open')"),
            turn("Le 8811 en priorité 3.", "edit_ticket(ticket_id=8811, updates={'priority': 3})"),
            turn("Affiche le 8810.", "get_ticket(ticket_id=8810)"),
            turn("Déconnecte-moi.", "logout()"),
        ],
        miss_param=miss(2, "Change la priorité du 8811.", "Priorité 3."),
    ),
    scenario(
        "e_pt_travel_second_card_insurance_v1",
        domains={"travel": {
            "credit_card_list": {"card_5005": card("4485000050055005", "01/2027", "Helena Costa", 500, 40.0)},
            "booking_record": {"3388201": {"card_id": "card_5005", "travel_date": "2026-07-11", "travel_from": "JFK",
                                           "travel_to": "HND", "travel_class": "economy", "travel_cost": 800.0,
                                           "transaction_id": "77120934"}},
        }},
        persona="Portuguese translator insuring a long-haul trip with a new card",
        style="formal",
        seed=2056,
        turns=[
            turn("Bom dia. Autentique-me, por favor: client id hcosta_trad, secret saudade-2, refresh token rf-hc, "
                 "read_write, Helena Costa.",
                 login("Helena", "Costa", "hcosta_trad", "saudade-2", "rf-hc")),
            turn("Verifique os meus dados de viajante: Helena Costa, nascida a 1985-02-17, passaporte US9023417.",
                 "verify_traveler_information(first_name='Helena', last_name='Costa', date_of_birth='1985-02-17', "
                 "passport_number='US9023417')"),
            turn("Registe um cartão novo: número 4716123498765432, validade 12/2029, titular Helena Costa, código "
                 "de segurança 842.",
                 "register_credit_card(access_token=$tok, card_number='4716123498765432', expiration_date='12/2029', "
                 "cardholder_name='Helena Costa', card_verification_number=842) -> cid=card_id"),
            turn("Mostre as minhas reservas e compre um seguro do tipo comprehensive de 60 dólares para a viagem a "
                 "Tóquio, pago com o cartão novo.",
                 "get_booking_history(access_token=$tok)",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id='3388201', "
                 "insurance_cost=60, card_id=$cid) -> ins=insurance_id"),
            turn("Por fim, a fatura dessa reserva com o seguro.",
                 "retrieve_invoice(access_token=$tok, booking_id='3388201', insurance_id=$ins)"),
        ],
        miss_param=miss(3, "Mostre as minhas reservas e compre um seguro do tipo comprehensive para a viagem a "
                           "Tóquio, pago com o cartão novo.",
                        "De 60 dólares."),
    ),
    scenario(
        "e_car_math_km_to_miles_v1",
        domains={"vehicle": {"fuelLevel": 14.0}, "math": {}},
        persona="Dutch exchange student driving an American car",
        style="non-native",
        seed=2057,
        turns=[
            turn("How far is Shadowridge from Sunset Valley by the road?",
                 "get_zipcode_based_on_city(city='Shadowridge')", "get_zipcode_based_on_city(city='Sunset Valley')",
                 "estimate_distance(cityA='71354', cityB='83462')"),
            turn("This is kilometres I think. Convert it to miles please.",
                 "imperial_si_conversion(value=450.0, unit_in='km', unit_out='miles') -> mi=result"),
            turn("Can the car drive so many miles with the fuel now?",
                 "estimate_drive_feasibility_by_mileage(distance=$mi)"),
            turn("To be safe I put 20 liters more. Convert to gallons and fill.",
                 "liter_to_gallon(liter=20) -> g=gallon", "fillFuelTank(fuelAmount=$g)"),
        ],
        miss_param=miss(3, "To be safe I put some liters more. Convert to gallons and fill.", "20 liters."),
        exploratory=[0],
    ),
    scenario(
        "e_fs_ticket_deploy_log_v1",
        domains={
            "file_system": fs("ops", logs=d(**{
                "deploy.log": f("12:00 build ok\n12:04 tests ok\n12:09 deploy failed: disk quota exceeded on web-2"),
                "fix.log": f("12:30 cleared /tmp on web-2\n12:41 redeploy ok"),
            })),
            "ticket": {"accounts": {"sre_lin": "quota"}, "ticket_counter": 1530},
        },
        persona="site reliability engineer recording a failed deploy",
        style="terse",
        seed=2058,
        turns=[
            turn("Last line of logs/deploy.log?", "cd(folder='logs')", "tail(file_name='deploy.log', lines=1)"),
            turn("Helpdesk login sre_lin / quota. Ticket 'Deploy failed on web-2', description = that line, "
                 "priority 4.",
                 "ticket_login(username='sre_lin', password='quota')",
                 "create_ticket(title='Deploy failed on web-2', description='12:09 deploy failed: disk quota "
                 "exceeded on web-2', priority=4) -> tk=id"),
            turn("Find 'redeploy' in fix.log.", "grep(file_name='fix.log', pattern='redeploy')"),
            turn("Resolve the ticket with that line as the resolution.",
                 "resolve_ticket(ticket_id=$tk, resolution='12:41 redeploy ok')"),
            turn("How many lines in deploy.log?", "wc(file_name='deploy.log', mode='l')"),
        ],
        miss_param=miss(1, "Helpdesk login sre_lin / quota. Ticket with that line as description, priority 4.",
                        "Title: 'Deploy failed on web-2'."),
    ),
    scenario(
        "e_msg_ticket_sent_complaint_v1",
        domains={
            "message": {"current_user": "USR004",
                        "inbox": [{"USR002": "The parking gate ate my card again"}, {"USR001": "See you at standup"}]},
            "ticket": {"accounts": {"dan_w": "gatekeeper"}, "ticket_counter": 2240},
        },
        persona="office worker turning a chat complaint into a proper ticket",
        style="chatty",
        seed=2059,
        turns=[
            turn("Am I logged in on the chat? And who else is on it?", "message_get_login_status()", "list_users()"),
            turn("Show me what I've sent so far.", "view_messages_sent()"),
            turn("Right, that parking gate message I sent Bob should really be a ticket. Log me into the helpdesk "
                 "(dan_w, password gatekeeper) and open one titled 'Parking gate' with that message word for word as "
                 "the description.",
                 "ticket_login(username='dan_w', password='gatekeeper')",
                 "create_ticket(title='Parking gate', description='The parking gate ate my card again')"),
            turn("And delete that last message to Bob, he doesn't need the noise. How many messages are left?",
                 "delete_message(receiver_id='USR002')", "get_message_stats()"),
        ],
        miss_param=miss(2, "Right, that parking gate message I sent Bob should really be a ticket. Log me into the "
                           "helpdesk and open one titled 'Parking gate' with that message word for word as the "
                           "description.",
                        "Username dan_w, password gatekeeper."),
    ),
    scenario(
        "e_pt_post_ticket_comment_feedback_v1",
        domains={
            "posting": {"username": "padaria_sol", "password": "pao-quente", "authenticated": True,
                        "tweets": {"77": {"username": "padaria_sol", "content": "Novo pão de fermentação natural!",
                                          "tags": ["#padaria"], "mentions": []}},
                        "comments": {"77": [{"username": "cliente_rui", "content": "O pão veio cru no meio hoje"}]},
                        "following_list": ["moinho_central"]},
            "ticket": {"accounts": {"sol_gerente": "fermento"}, "ticket_counter": 315},
        },
        persona="Portuguese bakery manager reading customer feedback",
        style="chatty",
        seed=2060,
        turns=[
            turn("Olá! Como estão as estatísticas da nossa conta padaria_sol?", "get_user_stats(username='padaria_sol')"),
            turn("Mostra-me os comentários do nosso tweet 77 sobre o pão novo.", "get_tweet_comments(tweet_id=77)"),
            turn("Ai, isso é sério. Entra no sistema de chamados (sol_gerente, senha fermento) e abre um chamado "
                 "'Reclamação pão cru' com o comentário do cliente, tal e qual, como descrição, prioridade 4.",
                 "ticket_login(username='sol_gerente', password='fermento')",
                 "create_ticket(title='Reclamação pão cru', description='O pão veio cru no meio hoje', priority=4)"),
            turn("E mostra os chamados abertos.", "get_user_tickets(status='Open')"),
        ],
        miss_param=miss(1, "Mostra-me os comentários do nosso tweet sobre o pão novo.", "É o tweet 77."),
    ),
]
