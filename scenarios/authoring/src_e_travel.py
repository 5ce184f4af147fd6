"""Base scenarios centred on travel: bookings, cards, insurance and fares, alone or with a second domain."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_money import card, login

BOOKED_CRH = {"5531207": {"card_id": "card_9102", "travel_date": "2026-04-18", "travel_from": "SFO",
                          "travel_to": "CRH", "travel_class": "economy", "travel_cost": 380.0,
                          "transaction_id": "88120455"}}

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
        "e_it_travel_msg_cancel_refund_v1",
        domains={
            "travel": {"credit_card_list": {"card_9102": card("4716000091029102", "03/2028", "Marco Ferri", 910,
                                                                620.0)},
                       "booking_record": BOOKED_CRH},
            "message": {"current_user": "USR003", "inbox": []},
        },
        persona="Italian sales rep whose trip to Crescent Hollow was called off",
        style="chatty",
        seed=2003,
        turns=[
            turn("Ciao! Accedi al portale viaggi per me: client id ferri_sales, secret vespa-125, refresh token "
                 "rf-mf, read_write, nome Marco Ferri. Poi fammi vedere le mie prenotazioni.",
                 login("Marco", "Ferri", "ferri_sales", "vespa-125", "rf-mf"), "get_booking_history(access_token=$tok)"),
            turn("La trasferta a Crescent Hollow è saltata. Scrivi all'assistenza per quella prenotazione: "
                 "'Il cliente ha annullato la riunione, chiedo il rimborso.'",
                 "contact_customer_support(booking_id='5531207', message='Il cliente ha annullato la riunione, "
                 "chiedo il rimborso.') -> reply=customer_support_message"),
            turn("Va bene, allora cancella proprio la prenotazione.",
                 "cancel_booking(access_token=$tok, booking_id='5531207')"),
            turn("Ultima cosa: gira a Bob in chat la risposta dell'assistenza, parola per parola.",
                 "get_user_id(user='Bob')", "send_message(receiver_id='USR002', message='${reply}')"),
        ],
        miss_param=miss(1, "La trasferta a Crescent Hollow è saltata. Scrivi all'assistenza per quella "
                           "prenotazione.",
                        "Scrivi: 'Il cliente ha annullato la riunione, chiedo il rimborso.'"),
    ),
    scenario(
        "e_travel_verified_chicago_hop_v1",
        domains={"travel": {"credit_card_list": {"card_5150": card("4929000051505150", "12/2027", "Jon Reyes", 515,
                                                                     2200.0)}}},
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
        "e_trade_travel_tokyo_cashout_v1",
        domains={
            "trading": {"authenticated": False},
            "travel": {"credit_card_list": {"card_8800": card("4024000088008800", "09/2028", "Hannah Lee", 880,
                                                                2500.0)}},
        },
        persona="software engineer cashing out brokerage money for a trip to Tokyo",
        style="chatty",
        seed=2005,
        turns=[
            turn("Hey! How much would a first-class seat from LAX to HND cost on 2026-10-02?",
                 "get_flight_cost(travel_from='LAX', travel_to='HND', travel_date='2026-10-02', travel_class='first')"),
            turn("Oof, okay. I'll pay for it out of my brokerage cash. Log me into trading (hlee_dev, password "
                 "sakura-26) and withdraw exactly that amount.",
                 "trading_login(username='hlee_dev', password='sakura-26')", "withdraw_funds(amount=2150.0)"),
            turn("What's left in the brokerage account now?", "get_account_info()"),
            turn("Great. Now the travel side: client id hlee_travel, secret fuji-view, refresh rf-hl, read_write, "
                 "Hannah Lee. Book that flight on card_8800.",
                 login("Hannah", "Lee", "hlee_travel", "fuji-view", "rf-hl"),
                 "book_flight(access_token=$tok, card_id='card_8800', travel_date='2026-10-02', travel_from='LAX', "
                 "travel_to='HND', travel_class='first') -> bk=booking_id"),
            turn("And show me the invoice for it, please!", "retrieve_invoice(access_token=$tok, booking_id=$bk)"),
        ],
        miss_param=miss(1, "Oof, okay. I'll pay for it out of my brokerage cash. Log me into trading and withdraw "
                           "exactly that amount.",
                        "Username hlee_dev, password sakura-26."),
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
        "e_travel_math_fare_gap_v1",
        domains={"travel": {}, "math": {}},
        persona="PhD student comparing two conference routes",
        style="non-native",
        seed=2007,
        turns=[
            turn("Please tell me the business fare from SFO to LAX for 2026-11-20.",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-11-20', "
                 "travel_class='business')"),
            turn("And also economy fare from SFO to JFK, same day.",
                 "get_flight_cost(travel_from='SFO', travel_to='JFK', travel_date='2026-11-20', "
                 "travel_class='economy')"),
            turn("How much the New York one is more expensive? Subtract please.",
                 "subtract(a=1000.0, b=800.0)"),
            turn("OK. Then what percent is the Los Angeles fare of my 2000 dollar grant?",
                 "percentage(part=800.0, whole=2000)"),
        ],
        miss_param=miss(3, "OK. Then what percent is the Los Angeles fare of my grant?",
                        "My grant is 2000 dollar."),
    ),
    scenario(
        "e_fr_travel_ticket_support_reply_v1",
        domains={
            "travel": {"credit_card_list": {"card_9102": card("4716000091029102", "03/2028", "Claire Dubois", 910,
                                                                620.0)},
                       "booking_record": BOOKED_CRH},
            "ticket": {"accounts": {"cdubois": "lavande"}, "ticket_counter": 4101},
        },
        persona="French travel coordinator following up on lost luggage",
        style="terse",
        seed=2008,
        turns=[
            turn("Connecte-moi au voyage s'il te plaît : client id dubois_co, secret lavande-9, refresh rf-cd, "
                 "read_write, Claire Dubois. Et montre l'historique des réservations.",
                 login("Claire", "Dubois", "dubois_co", "lavande-9", "rf-cd"), "get_booking_history(access_token=$tok)"),
            turn("Pour cette réservation, écris au support : 'Valise perdue à l'arrivée, merci de vérifier.'",
                 "contact_customer_support(booking_id='5531207', message=\"Valise perdue à l'arrivée, merci de "
                 "vérifier.\") -> reply=customer_support_message"),
            turn("Maintenant dans le helpdesk (cdubois, mot de passe lavande) crée un ticket 'Valise perdue "
                 "5531207', et la description c'est exactement la réponse du support.",
                 "ticket_login(username='cdubois', password='lavande')",
                 "create_ticket(title='Valise perdue 5531207', description='${reply}') -> tk=id"),
            turn("Montre-moi le ticket pour vérifier.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(2, "Maintenant dans le helpdesk crée un ticket 'Valise perdue 5531207', et la description "
                           "c'est exactement la réponse du support.",
                        "Utilisateur cdubois, mot de passe lavande."),
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
            turn("Could the car make that distance on what's in the tank?",
                 "estimate_drive_feasibility_by_mileage(distance=750.0)"),
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
]
