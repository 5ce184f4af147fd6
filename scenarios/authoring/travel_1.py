"""Base scenarios of the travel domain alone: logins, cards, fares, bookings, insurance and budgets (part 1 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import BOOKED_CRH, card, login

SCENARIOS: list[Draft] = [
    scenario(
        "e_fr_travel_rome_insured_v1",
        domains={"travel": {"credit_card_list": {"card_7781": card("4556000077817781", "06/2029", "Elise Fournier",
                                                                     778, 3000.0)}}},
        persona="French art historian flying from California to a conference in Rome",
        style="formal",
        seed=2001,
        turns=[
            turn("Bonjour. Pourriez-vous me dire quels sont les aéroports les plus proches de San Francisco et de "
                 "Rome ?",
                 "get_nearest_airport_by_city(location='San Francisco')", "get_nearest_airport_by_city(location='Rome')"),
            turn("Combien coûte un billet en classe économique entre ces deux aéroports le 2026-09-14 ?",
                 "get_flight_cost(travel_from='SFO', travel_to='CIA', travel_date='2026-09-14', "
                 "travel_class='economy')"),
            turn("Très bien. Veuillez me connecter au service de voyage : identifiant client fournier_art, secret "
                 "caravage-7, jeton de rafraîchissement rf-ef, accès read_write, au nom d'Elise Fournier. Puis "
                 "réservez ce vol avec la carte card_7781.",
                 login("Elise", "Fournier", "fournier_art", "caravage-7", "rf-ef"),
                 "book_flight(access_token=$tok, card_id='card_7781', travel_date='2026-09-14', travel_from='SFO', "
                 "travel_to='CIA', travel_class='economy') -> bk=booking_id"),
            turn("Je souhaite aussi une assurance de type comprehensive pour cette réservation, au prix de 45 "
                 "dollars, réglée avec la même carte.",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id=$bk, "
                 "insurance_cost=45, card_id='card_7781') -> ins=insurance_id"),
            turn("Pour finir, montrez-moi la facture de cette assurance, je vous prie.",
                 "retrieve_invoice(access_token=$tok, insurance_id=$ins)"),
        ],
        miss_param=miss(1, "Combien coûte un billet en classe économique entre ces deux aéroports ?",
                        "Pour le 2026-09-14."),
    ),
    scenario(
        "e_pt_travel_new_card_budget_v1",
        domains={"travel": {}},
        persona="Brazilian freelancer setting up a travel account before a trip to Boston",
        style="chatty",
        seed=2002,
        turns=[
            turn("Oi! Me conecta no sistema de viagens, por favor: client id rafa_freela, secret samba-44, refresh "
                 "token rf-rs, acesso read_write, nome Rafael Souza.",
                 login("Rafael", "Souza", "rafa_freela", "samba-44", "rf-rs")),
            turn("Quero cadastrar um cartão novo: número 4539123456781234, validade 11/2028, titular Rafael Souza, "
                 "código de segurança 321.",
                 "register_credit_card(access_token=$tok, card_number='4539123456781234', expiration_date='11/2028', "
                 "cardholder_name='Rafael Souza', card_verification_number=321) -> cid=card_id"),
            turn("Meu limite para a viagem é de 3800 reais. Converte isso para dólares e coloca esse valor como "
                 "orçamento, tá?",
                 "compute_exchange_rate(base_currency='BRL', target_currency='USD', value=3800) -> usd=exchanged_value",
                 "set_budget_limit(access_token=$tok, budget_limit=$usd)"),
            turn("E quanto tem de saldo nesse cartão novo?", "get_credit_card_balance(access_token=$tok, card_id=$cid)"),
            turn("Perfeito! Reserva um voo econômico de JFK para BOS no dia 2026-08-03 com esse cartão.",
                 "book_flight(access_token=$tok, card_id=$cid, travel_date='2026-08-03', travel_from='JFK', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(2, "Meu limite para a viagem é em reais. Converte isso para dólares e coloca esse valor "
                           "como orçamento, tá?",
                        "São 3800 reais."),
    ),
    scenario(
        "e_travel_verified_chicago_hop_v1",
        domains={"travel": {"credit_card_list": {"card_5150": card("4929000051505150", "12/2027", "Jon Reyes", 515,
                                                                     2200.0), "card_2468": card("4024007124682468", "09/2029", "Jon Reyes", 246, 600.0)}}},
        persona="consultant booking a last-minute hop",
        style="terse",
        seed=2004,
        turns=[
            turn("Log in to travel: client reyes_c, secret windy-city, refresh rf-jr, read_write, Jon Reyes.",
                 login("Jon", "Reyes", "reyes_c", "windy-city", "rf-jr")),
            turn("Verify traveler: Jon Reyes, born 1988-04-12, passport US4471928.",
                 "verify_traveler_information(first_name='Jon', last_name='Reyes', date_of_birth='1988-04-12', "
                 "passport_number='US4471928')"),
            turn("List the airports you serve.", "list_all_airports()"),
            turn("Business fare ORD to LAX, 2026-06-01?",
                 "get_flight_cost(travel_from='ORD', travel_to='LAX', travel_date='2026-06-01', "
                 "travel_class='business')"),
            turn("Book it on card_5150.",
                 "book_flight(access_token=$tok, card_id='card_5150', travel_date='2026-06-01', travel_from='ORD', "
                 "travel_to='LAX', travel_class='business') -> bk=booking_id"),
            turn("Invoice.", "retrieve_invoice(access_token=$tok, booking_id=$bk)"),
        ],
        miss_param=miss(4, "Book it.",
                        "card_5150."),
    ),
    scenario(
        "e_it_travel_card_check_v1",
        domains={"travel": {"credit_card_list": {
            "card_2231": card("4485000022312231", "01/2029", "Giulia Bianchi", 223, 1750.0),
            "card_6610": card("4485000066106610", "07/2027", "Giulia Bianchi", 661, 90.0),
        }}},
        persona="Italian office administrator organising a business trip",
        style="terse",
        seed=2006,
        turns=[
            turn("A quale anno fiscale si riferisce il budget?", "get_budget_fiscal_year()"),
            turn("Accedi: client id bianchi_amm, secret gelato-3, refresh rf-gb, read_write, Giulia Bianchi. "
                 "Limite di spesa 1500 dollari.",
                 login("Giulia", "Bianchi", "bianchi_amm", "gelato-3", "rf-gb"),
                 "set_budget_limit(access_token=$tok, budget_limit=1500)"),
            turn("Che carte ho registrate?", "get_all_credit_cards()"),
            turn("Saldo di card_2231?", "get_credit_card_balance(access_token=$tok, card_id='card_2231')"),
            turn("Prenota economy da RMS a BOS il 2026-05-19 con quella carta.",
                 "book_flight(access_token=$tok, card_id='card_2231', travel_date='2026-05-19', travel_from='RMS', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(4, "Prenota economy da RMS a BOS con quella carta.", "Il 2026-05-19."),
    ),
    scenario(
        "e_pt_travel_insure_old_booking_v1",
        domains={"travel": {
            "credit_card_list": {"card_9102": card("4716000091029102", "03/2028", "Joana Martins", 910, 620.0)},
            "booking_record": BOOKED_CRH,
        }},
        persona="Portuguese nurse adding insurance to a trip she booked months ago",
        style="typos",
        seed=2010,
        turns=[
            turn("entra no sistema de viagem pra mim: client id joana_m, secret pasteis-de-nata, refresh rf-jm, "
                 "read_write, Joana Martins",
                 login("Joana", "Martins", "joana_m", "pasteis-de-nata", "rf-jm")),
            turn("quais reservas eu tenho?", "get_booking_history(access_token=$tok)"),
            turn("coloca um seguro tipo travel de 30 dolares nessa reserva, pago com o cartao card_9102",
                 "purchase_insurance(access_token=$tok, insurance_type='travel', booking_id='5531207', "
                 "insurance_cost=30, card_id='card_9102')"),
            turn("manda a fatura dessa reserva", "retrieve_invoice(access_token=$tok, booking_id='5531207')"),
        ],
        miss_param=miss(2, "coloca um seguro tipo travel nessa reserva, pago com o cartao card_9102",
                        "30 dolares"),
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
]
