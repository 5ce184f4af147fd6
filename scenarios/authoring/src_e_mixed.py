"""Base scenarios where one step corrects or continues the last: rebookings, conversions, watchlists, follow-ups."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "e_it_travel_wrong_date_rebook_v1",
        domains={"travel": {"credit_card_list": {"card_3141": card("4929000031413141", "05/2028", "Chiara Conti", 314,
                                                                     1900.0)}}},
        persona="Italian musician who booked the wrong day",
        style="chatty",
        seed=2061,
        turns=[
            turn("Ciao! Fammi entrare: client id conti_music, secret violino-4, refresh rf-cc, read_write, Chiara "
                 "Conti. Poi prenota un volo economy da JFK a ORD il 2026-10-08 con la card_3141.",
                 login("Chiara", "Conti", "conti_music", "violino-4", "rf-cc"),
                 "book_flight(access_token=$tok, card_id='card_3141', travel_date='2026-10-08', travel_from='JFK', "
                 "travel_to='ORD', travel_class='economy') -> bk=booking_id"),
            turn("Oddio, il concerto è il giorno dopo! Cancella subito quella prenotazione.",
                 "cancel_booking(access_token=$tok, booking_id=$bk) -> refund=refund"),
            turn("Quanto mi hanno rimborsato, in euro?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=$refund)"),
            turn("Ok, ora prenota lo stesso volo per il 2026-10-09, stessa carta.",
                 "book_flight(access_token=$tok, card_id='card_3141', travel_date='2026-10-09', travel_from='JFK', "
                 "travel_to='ORD', travel_class='economy') -> fare=travel_cost"),
            turn("E questo quanto costa in euro?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=$fare)"),
        ],
        miss_param=miss(3, "Ok, ora prenota lo stesso volo per il giorno giusto, stessa carta.", "Il 2026-10-09."),
    ),
    scenario(
        "e_travel_pounds_to_yen_insured_v1",
        domains={"travel": {"credit_card_list": {"card_2718": card("4532000027182718", "07/2029", "Arthur Wells", 271,
                                                                     4000.0)}}},
        persona="British retiree flying to Tokyo for a grandchild's wedding",
        style="formal",
        seed=2062,
        turns=[
            turn("Good afternoon. I have 350 pounds of spending money. What is that in US dollars, and what is that "
                 "dollar sum in Japanese yen?",
                 "compute_exchange_rate(base_currency='GBP', target_currency='USD', value=350) -> usd=exchanged_value",
                 "compute_exchange_rate(base_currency='USD', target_currency='JPY', value=$usd)"),
            turn("Please sign me in: client id wells_a, secret earl-grey, refresh token rf-aw, read_write, Arthur "
                 "Wells. Then book a business seat from LAX to HND on 2026-11-02 with card_2718.",
                 login("Arthur", "Wells", "wells_a", "earl-grey", "rf-aw"),
                 "book_flight(access_token=$tok, card_id='card_2718', travel_date='2026-11-02', travel_from='LAX', "
                 "travel_to='HND', travel_class='business') -> bk=booking_id"),
            turn("The travel insurance my son recommends costs 28 pounds. Convert that into dollars.",
                 "compute_exchange_rate(base_currency='GBP', target_currency='USD', value=28) -> ins=exchanged_value"),
            turn("Which cards do I have on file? Buy travel insurance for that dollar amount on the booking with the "
                 "card I used.",
                 "get_all_credit_cards()",
                 "purchase_insurance(access_token=$tok, insurance_type='travel', booking_id=$bk, insurance_cost=$ins, "
                 "card_id='card_2718')"),
        ],
        miss_param=miss(2, "The travel insurance my son recommends costs a few pounds. Convert that into dollars.",
                        "It is 28 pounds."),
    ),
    scenario(
        "e_pt_trade_quasar_watch_buy_v1",
        domains={"trading": {"authenticated": True}},
        persona="Brazilian day trader trying a new stock",
        style="terse",
        seed=2063,
        turns=[
            turn("Símbolo da Quasar Ltd.?", "get_symbol_by_name(name='Quasar Ltd.')"),
            turn("Põe na watchlist.", "add_to_watchlist(stock='QUAS')"),
            turn("Da minha lista, quais estão entre 500 e 1000 dólares?",
                 "filter_stocks_by_price(stocks=['NVDA', 'QUAS'], min_price=500, max_price=1000)"),
            turn("Cotação da QUAS?", "get_stock_info(symbol='QUAS')"),
            turn("Compra 10 nesse preço.", "place_order(order_type='Buy', symbol='QUAS', price=725.89, amount=10)"),
            turn("Tira a NVDA da lista.", "remove_stock_from_watchlist(symbol='NVDA')"),
        ],
        miss_param=miss(4, "Compra nesse preço.", "10 ações."),
    ),
    scenario(
        "e_fr_trade_travel_drop_google_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["NVDA", "GOOG"]}, "travel": {}},
        persona="French pharmacist reconsidering a pending Google sale",
        style="chatty",
        seed=2064,
        turns=[
            turn("Bonjour ! Tu peux me montrer le détail de mon ordre 12446 ?", "get_order_details(order_id=12446)"),
            turn("Ça fait combien en euros, ce prix par action ?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=2840.56)"),
            turn("Bon, je change d'avis : annule cet ordre et retire cette valeur de ma liste de surveillance.",
                 "cancel_order(order_id=12446)", "remove_stock_from_watchlist(symbol='GOOG')"),
            turn("Parmi les valeurs Technology, lesquelles coûtent entre 300 dollars et le prix de cet ordre ?",
                 "get_available_stocks(sector='Technology')",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=300, max_price=2840.56)"),
        ],
        miss_param=miss(0, "Bonjour ! Tu peux me montrer le détail de mon ordre en attente ?", "C'est l'ordre 12446."),
        exploratory=[3],
    ),
    scenario(
        "e_ticket_recheck_after_edit_v1",
        domains={"ticket": {
            "accounts": {"kpatel": "sprint42"},
            "ticket_queue": [ticket(9051, "Login page typo", "Says 'Pasword' on the login form", "kpatel", 1),
                             ticket(9052, "Export to CSV broken", "Empty file downloaded", "kpatel", 3)],
            "ticket_counter": 9053,
        }},
        persona="junior developer grooming a backlog",
        style="typos",
        seed=2065,
        turns=[
            turn("log in as kpatel pw sprint42 and show me ticket 9052",
                 "ticket_login(username='kpatel', password='sprint42')", "get_ticket(ticket_id=9052)"),
            turn("bump it to priorty 5 and change the description to 'Empty file downloaded since release 2.3'",
                 "edit_ticket(ticket_id=9052, updates={'priority': 5, 'description': 'Empty file downloaded since "
                 "release 2.3'})"),
            turn("show it again so i can see it saved", "get_ticket(ticket_id=9052)"),
            turn("9051 is fixed, resolve it with 'Typo corrected in login form'",
                 "resolve_ticket(ticket_id=9051, resolution='Typo corrected in login form')"),
        ],
        miss_param=miss(3, "9051 is fixed, resolve it", "resolution: 'Typo corrected in login form'"),
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
        "e_it_trade_travel_synx_in_euros_v1",
        domains={"trading": {"authenticated": True}, "travel": {}, "math": {}},
        persona="Italian bank clerk who buys a few shares each month",
        style="formal",
        seed=2067,
        turns=[
            turn("Buongiorno. Acquisti 5 azioni Synex Solutions al prezzo corrente, per cortesia.",
                 "get_symbol_by_name(name='Synex Solutions')", "get_stock_info(symbol='SYNX')",
                 "place_order(order_type='Buy', symbol='SYNX', price=345.67, amount=5)"),
            turn("A quanto corrisponde in euro il prezzo di una azione?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=345.67)"),
            turn("E la spesa totale in dollari? Moltiplichi il prezzo per 5.", "multiply(a=345.67, b=5) -> tot=result"),
            turn("Converta anche il totale in euro, grazie.",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=$tot)"),
        ],
        miss_param=miss(0, "Buongiorno. Acquisti qualche azione Synex Solutions al prezzo corrente, per cortesia.",
                        "5 azioni."),
        exploratory=[0],
    ),
    scenario(
        "e_pt_travel_budget_equals_fare_v1",
        domains={"travel": {"credit_card_list": {"card_9090": card("4024000090909090", "04/2028", "Lucas Pereira", 909,
                                                                     850.0)}}},
        persona="Brazilian student who wants to spend nothing beyond the ticket",
        style="typos",
        seed=2068,
        turns=[
            turn("me loga: client id lucas_p, secret brigadeiro, refresh rf-lp, read_write, Lucas Pereira",
                 login("Lucas", "Pereira", "lucas_p", "brigadeiro", "rf-lp")),
            turn("quanto ta o saldo do card_9090? e em reais?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_9090')",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=850.0)"),
            turn("preço economica de ORD pra BOS dia 2026-08-18?",
                 "get_flight_cost(travel_from='ORD', travel_to='BOS', travel_date='2026-08-18', travel_class='economy')"),
            turn("coloca meu limite de orçamento exatamente nesse preço e reserva com o card_9090",
                 "set_budget_limit(access_token=$tok, budget_limit=200.0)",
                 "book_flight(access_token=$tok, card_id='card_9090', travel_date='2026-08-18', travel_from='ORD', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(2, "preço economica de ORD pra BOS?", "dia 2026-08-18"),
    ),
    scenario(
        "e_fr_ticket_travel_delay_claim_v1",
        domains={
            "ticket": {"accounts": {"agence_lyon": "bouchon"},
                       "ticket_queue": [ticket(5570, "Retard vol Paris-Londres",
                                               "Passenger requests compensation for a six-hour delay.",
                                               "agence_lyon", 3)],
                       "ticket_counter": 5571},
            "travel": {"booking_record": {"7120449": {"card_id": "card_0001", "travel_date": "2026-01-12",
                                                      "travel_from": "CDG", "travel_to": "LHR",
                                                      "travel_class": "economy", "travel_cost": 100.0,
                                                      "transaction_id": "10200304"}}},
        },
        persona="French travel-agency clerk handling a client's delay claim",
        style="formal",
        seed=2069,
        turns=[
            turn("Bonjour. Connectez-moi au helpdesk (agence_lyon, mot de passe bouchon) et affichez le ticket 5570.",
                 "ticket_login(username='agence_lyon', password='bouchon')", "get_ticket(ticket_id=5570)"),
            turn("Transmettez au service client de la compagnie, pour la réservation 7120449, la description du "
                 "ticket mot pour mot.",
                 "contact_customer_support(booking_id='7120449', message='Passenger requests compensation for a "
                 "six-hour delay.')"),
            turn("Résolvez le ticket en reprenant la réponse du service client comme résolution.",
                 "resolve_ticket(ticket_id=5570, resolution='Thank you for contacting customer support. Your message "
                 "has been received and we will get back to you shortly.')"),
            turn("Affichez mes tickets résolus.", "get_user_tickets(status='Resolved')"),
        ],
        miss_param=miss(1, "Transmettez au service client de la compagnie la description du ticket mot pour mot.",
                        "Pour la réservation 7120449."),
    ),
    scenario(
        "e_pt_car_math_room_in_tank_v1",
        domains={"vehicle": {"fuelLevel": 10.0}, "math": {}},
        persona="Portuguese camper-van owner at a petrol station",
        style="chatty",
        seed=2070,
        turns=[
            turn("Olá! Quanto combustível tenho no depósito?", "displayCarStatus(option='fuel')"),
            turn("O depósito leva 50 galões. Subtrai o que tenho aos 50 para eu saber quanto cabe.",
                 "subtract(a=50, b=10.0)"),
            turn("E isso em litros, quanto é?", "gallon_to_liter(gallon=40.0)"),
            turn("Vou meter só 100 litros. Converte para galões e enche.",
                 "liter_to_gallon(liter=100) -> g=gallon", "fillFuelTank(fuelAmount=$g)"),
        ],
        miss_param=miss(3, "Vou meter só uns litros. Converte para galões e enche.", "100 litros."),
    ),
]
