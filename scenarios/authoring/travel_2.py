"""Base scenarios of the travel domain alone: logins, cards, fares, bookings, insurance and budgets (part 2 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "travel_business_to_boston_v1",
        domains={"travel": {"credit_card_list": {"card_7421": card("4111222233337421", "09/2028", "Grace Liu", 321,
                                                                     5000.0)}}},
        persona="management consultant booking a client visit",
        style="formal",
        seed=71,
        turns=[
            turn("Please log me in to the travel portal. Client id travel_app_01, secret s3cr3t-key, refresh token "
                 "rt-9981, with read_write access. My name is Grace Liu.",
                 login("Grace", "Liu", "travel_app_01", "s3cr3t-key", "rt-9981")),
            turn("What does a business-class seat from JFK to BOS cost on March 3rd 2026?",
                 "get_flight_cost(travel_from='JFK', travel_to='BOS', travel_date='2026-03-03', "
                 "travel_class='business')"),
            turn("Please book it with my card card_7421.",
                 "book_flight(access_token=$tok, card_id='card_7421', travel_date='2026-03-03', travel_from='JFK', "
                 "travel_to='BOS', travel_class='business') -> booking=booking_id"),
            turn("Kindly retrieve the invoice for that booking.",
                 "retrieve_invoice(access_token=$tok, booking_id=$booking)"),
        ],
        miss_param=miss(1, "What does a business-class seat from JFK to BOS cost?", "On March 3rd 2026."),
    ),
    scenario(
        "travel_insured_la_trip_v1",
        no_long_context="write_only",
        domains={"travel": {"credit_card_list": {"card_5500": card("5500998877665500", "03/2027", "Tomas Ruiz", 118,
                                                                     3000.0)}}},
        persona="small-business owner watching travel costs",
        style="non-native",
        seed=72,
        turns=[
            turn("Log in the travel system for me: client id ruiz_co, secret tr-55-x, refresh token "
                 "rfr-0412, grant read_write, name Tomas Ruiz.",
                 login("Tomas", "Ruiz", "ruiz_co", "tr-55-x", "rfr-0412")),
            turn("Put my budget limit to 1500 dollars.", "set_budget_limit(access_token=$tok, budget_limit=1500)"),
            turn("Book economy flight SFO to LAX on 2026-04-18 with the card card_5500.",
                 "book_flight(access_token=$tok, card_id='card_5500', travel_date='2026-04-18', travel_from='SFO', "
                 "travel_to='LAX', travel_class='economy') -> booking=booking_id"),
            turn("Also insurance for this booking, type 'comprehensive', it costs 45 dollars, same card.",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id=$booking, "
                 "insurance_cost=45, card_id='card_5500')"),
        ],
        miss_param=miss(2, "Book economy flight SFO to LAX with the card card_5500.", "The date is 2026-04-18."),
    ),
    scenario(
        "travel_register_new_card_v1",
        domains={"travel": {}},
        persona="designer setting up a travel account",
        style="chatty",
        seed=73,
        turns=[
            turn("Hi! Can you sign me into the travel service? I'm Ines Duarte. Client id duarte_design, secret "
                 "pink-flamingo, refresh token rf-778, read_write please.",
                 login("Ines", "Duarte", "duarte_design", "pink-flamingo", "rf-778")),
            turn("I'd like to add my new credit card: number 5500123412341234, expires 11/2029, name on card "
                 "Ines Duarte, security code 987.",
                 "register_credit_card(access_token=$tok, card_number='5500123412341234', expiration_date='11/2029', "
                 "cardholder_name='Ines Duarte', card_verification_number=987) -> new_card=card_id"),
            turn("How much money is on that card?", "get_credit_card_balance(access_token=$tok, card_id=$new_card)"),
            turn("And list every card I have registered.", "get_all_credit_cards()"),
        ],
        miss_param=miss(1, "I'd like to add my new credit card, it expires 11/2029, name on card Ines Duarte.",
                        "The number is 5500123412341234 and the security code 987."),
    ),
    scenario(
        "travel_cancel_rome_trip_v1",
        domains={"travel": {
            "credit_card_list": {"card_2024": card("4000111122223333", "12/2027", "Yusuf Demir", 404, 800.0)},
            "booking_record": {"3141592": {"card_id": "card_2024", "travel_date": "2026-05-20", "travel_from": "SFO",
                                           "travel_to": "CIA", "travel_class": "economy", "travel_cost": 700.0,
                                           "transaction_id": "55501234"}},
        }},
        persona="traveller cancelling after a family emergency",
        style="terse",
        seed=74,
        turns=[
            turn("Log me in. Client yd_travel, secret qwerty-77, refresh rf-314, read_write. Yusuf Demir.",
                 login("Yusuf", "Demir", "yd_travel", "qwerty-77", "rf-314")),
            turn("What trips do I have booked?", "get_booking_history(access_token=$tok)"),
            turn("Message support about my Rome trip, the one paid with card_2024: 'Family emergency, I have to "
                 "cancel this trip.'",
                 "contact_customer_support(booking_id='3141592', message='Family emergency, I have to cancel "
                 "this trip.')"),
            turn("Now cancel it.", "cancel_booking(access_token=$tok, booking_id='3141592')"),
            turn("Balance on card_2024 now?", "get_credit_card_balance(access_token=$tok, card_id='card_2024')"),
        ],
        miss_param=miss(2, "Message support about my Rome trip, the one paid with card_2024.",
                        "Write: 'Family emergency, I have to cancel this trip.'"),
    ),
    scenario(
        "travel_student_checks_v1",
        no_long_context="unreached",
        domains={"travel": {}},
        persona="exchange student planning a first trip",
        style="chatty",
        seed=75,
        turns=[
            turn("Hey, log me into the travel site please: client id uni_travel, secret campus-22, refresh token "
                 "rt-kofi, read access is enough. I'm Kofi Mensah.",
                 login("Kofi", "Mensah", "uni_travel", "campus-22", "rt-kofi", grant="read")),
            turn("Can you check that I'm allowed to fly? Kofi Mensah, born 2001-07-14, passport US7788990.",
                 "verify_traveler_information(first_name='Kofi', last_name='Mensah', date_of_birth='2001-07-14', "
                 "passport_number='US7788990')"),
            turn("Which airport is closest to Crescent Hollow? And can you list all the airports you serve?",
                 "get_nearest_airport_by_city(location='Crescent Hollow')", "list_all_airports()"),
            turn("Am I still logged in, by the way? And which fiscal year do you keep budgets in?",
                 "travel_get_login_status()", "get_budget_fiscal_year()"),
        ],
        miss_param=miss(1, "Can you check that I'm allowed to fly? It's me, Kofi Mensah.",
                        "Born 2001-07-14, passport US7788990."),
    ),
    scenario(
        "travel_tokyo_in_yen_v1",
        domains={"travel": {"credit_card_list": {"card_8080": card("3530111333300000", "06/2028", "Hana Sato", 606,
                                                                     4200.0)}}},
        persona="translator planning a trip to Tokyo",
        style="formal",
        seed=76,
        turns=[
            turn("Please authenticate me: client id sato_lang, client secret koi-pond-3, refresh token rf-hana, "
                 "grant type read_write, name Hana Sato.",
                 login("Hana", "Sato", "sato_lang", "koi-pond-3", "rf-hana")),
            turn("My budget for this trip is 150000 JPY. Please convert that to US dollars and set it as my budget "
                 "limit.",
                 "compute_exchange_rate(base_currency='JPY', target_currency='USD', value=150000) -> usd=exchanged_value",
                 "set_budget_limit(access_token=$tok, budget_limit=$usd)"),
            turn("Then book an economy seat from LAX to HND on 2026-06-09 with card_8080.",
                 "book_flight(access_token=$tok, card_id='card_8080', travel_date='2026-06-09', travel_from='LAX', "
                 "travel_to='HND', travel_class='economy')"),
            turn("How much remains on card_8080 afterwards?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_8080')"),
        ],
        miss_param=miss(1, "Please convert my trip budget to US dollars and set it as my budget limit.",
                        "The budget is 150000 JPY."),
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
]
