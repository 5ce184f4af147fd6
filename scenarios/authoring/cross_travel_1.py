"""Base scenarios of the travel domain with another domain (files, messages, posts, tickets or trading), vehicle aside (part 1 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import booked, BOOKED_CRH, card, d, f, fs, login, REPLY

SCENARIOS: list[Draft] = [
    scenario(
        "x_travel_msg_share_flight_v1",
        no_long_context="unreached",  # reads only the user's own messages, never other people's
        domains={
            "travel": {"credit_card_list": {"card_3300": card("4916000011113300", "08/2028", "Daniel Park", 733,
                                                                2500.0), "card_2468": card("4024007124682468", "09/2029", "Daniel Park", 246, 600.0)}},
            "message": {"current_user": "USR004", "inbox": []},
        },
        persona="engineer booking a work trip and telling a colleague",
        style="formal",
        seed=108,
        turns=[
            turn("Please log me into the travel system: client id park_eng, secret alpine-9, refresh token rf-dp, "
                 "read_write access, name Daniel Park.",
                 login("Daniel", "Park", "park_eng", "alpine-9", "rf-dp")),
            turn("Book a first-class seat from ORD to BOS on 2026-02-11, paid with card_3300.",
                 "book_flight(access_token=$tok, card_id='card_3300', travel_date='2026-02-11', travel_from='ORD', "
                 "travel_to='BOS', travel_class='first') -> booking=booking_id"),
            turn("Send Catherine a chat message containing only the booking number, nothing else.",
                 "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR003', message=$booking)"),
            turn("What have I sent so far?", "view_messages_sent()"),
        ],
        miss_param=miss(1, "Book a first-class seat from ORD to BOS on 2026-02-11.", "Use card_3300."),
        exploratory=[2],
    ),
    scenario(
        "x_fs_travel_receipt_v1",
        no_long_context="unreached",
        domains={
            "file_system": fs("rosa", travel=d(), work=d(**{"todo.txt": f("expense report")})),
            "travel": {"credit_card_list": {"card_9090": card("4556000099990909", "07/2028", "Rosa Vega", 909,
                                                                900.0)}},
        },
        persona="accountant filing travel expenses",
        style="non-native",
        seed=129,
        turns=[
            turn("Login to travel for me: client id vega_acct, secret ledger-7, refresh token rf-rv, "
                 "read_write, name Rosa Vega.",
                 login("Rosa", "Vega", "vega_acct", "ledger-7", "rf-rv")),
            turn("Book economy JFK to ORD on 2026-03-20 with card_9090.",
                 "book_flight(access_token=$tok, card_id='card_9090', travel_date='2026-03-20', travel_from='JFK', "
                 "travel_to='ORD', travel_class='economy') -> booking=booking_id"),
            turn("Give me the invoice of this booking.",
                 "retrieve_invoice(access_token=$tok, booking_id=$booking) -> tx=invoice.transaction_id"),
            turn("Save the transaction id in new file trip_receipt.txt in my travel folder, only the id.",
                 "cd(folder='travel')", "echo(content=$tx, file_name='trip_receipt.txt')"),
        ],
        miss_param=miss(1, "Book economy JFK to ORD with card_9090.", "Date is 2026-03-20."),
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
        "e_it_travel_trade_euro_deposit_v1",
        domains={"travel": {}, "trading": {}, "math": {}},
        persona="Italian expat moving euro savings into a US brokerage",
        style="terse",
        seed=2034,
        turns=[
            turn("2000 euro in dollari?", "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=2000)"),
            turn("Login broker: gbruno / Tevere-77. Versa quella cifra.",
                 "trading_login(username='gbruno', password='Tevere-77')", "fund_account(amount=2500.0)"),
            turn("Prezzo Tesla?", "get_symbol_by_name(name='Tesla')", "get_stock_info(symbol='TSLA')"),
            turn("Quante azioni Tesla ci compro con la cifra versata? Dividi.", "divide(a=2500.0, b=667.92)"),
            turn("Compra 3 Tesla a quel prezzo.", "place_order(order_type='Buy', symbol='TSLA', price=667.92, amount=3)"),
        ],
        miss_param=miss(0, "Quanto fanno in dollari i miei euro?", "2000 euro."),
        exploratory=[2],
    ),
    scenario(
        "e_pt_trade_travel_half_for_holidays_v1",
        domains={"trading": {"authenticated": True}, "travel": {}, "math": {}},
        persona="Portuguese dentist setting a holiday budget from her investments",
        style="formal",
        seed=2037,
        turns=[
            turn("Bom dia. Qual é o saldo da minha conta na corretora?", "get_account_info()"),
            turn("Pretendo destinar metade desse saldo às férias. Divida-o por dois, por favor.",
                 "divide(a=10000.0, b=2)"),
            turn("Autentique-me no sistema de viagens: client id sofia_dent, secret sorriso-5, refresh token "
                 "rf-sf, read_write, Sofia Ferreira. Defina esse valor como limite de orçamento.",
                 login("Sofia", "Ferreira", "sofia_dent", "sorriso-5", "rf-sf"),
                 "set_budget_limit(access_token=$tok, budget_limit=5000.0)"),
            turn("E quanto corresponde esse orçamento em euros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=5000.0)"),
        ],
        miss_param=miss(2, "Autentique-me no sistema de viagens e defina esse valor como limite de orçamento.",
                        "Client id sofia_dent, secret sorriso-5, refresh token rf-sf, read_write, Sofia Ferreira."),
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
        "e_fs_travel_itinerary_file_v1",
        domains={
            "file_system": fs("jo", trips=d(**{"itinerary.txt": f("ATV to GFD\n2026-05-23\nbusiness")}), notes=d()),
            "travel": {"credit_card_list": {"card_5656": card("4539000056565656", "11/2028", "Jo Lindqvist", 565,
                                                                1200.0), "card_2468": card("4024007124682468", "09/2029", "Jo Lindqvist", 246, 600.0)}},
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
    scenario(
        "e_fr_fs_travel_complaint_letter_v1",
        domains={
            "file_system": fs("odile", courrier=d(**{
                "reclamation.txt": f("Mon vol a été annulé sans préavis ; je demande le remboursement intégral."),
            })),
            "travel": {"booking_record": booked("3306112", "LHR", "CDG", "2026-03-02", 100.0)},
        },
        persona="French retired teacher complaining to an airline",
        style="formal",
        seed=2084,
        turns=[
            turn("Bonjour. Affichez-moi, je vous prie, la lettre reclamation.txt de mon dossier courrier.",
                 "cd(folder='courrier')", "cat(file_name='reclamation.txt')"),
            turn("Envoyez ce texte, tel quel, au service client pour la réservation 3306112.",
                 "contact_customer_support(booking_id='3306112', message='Mon vol a été annulé sans préavis ; je "
                 "demande le remboursement intégral.')"),
            turn("Enregistrez leur réponse dans un nouveau fichier reponse.txt, dans le même dossier.",
                 f"echo(content='{REPLY}', file_name='reponse.txt')"),
            turn("Affichez le contenu du dossier.", "ls()"),
        ],
        miss_param=miss(1, "Envoyez ce texte, tel quel, au service client pour ma réservation.",
                        "La réservation 3306112."),
    ),
    scenario(
        "e_pt_msg_travel_text_to_support_v1",
        domains={
            "message": {"current_user": "USR003",
                        "inbox": [{"USR001": "A minha mala chegou partida em Chicago"}, {"USR002": "Jantar às 8?"}]},
            "travel": {"booking_record": booked("5520931", "BOS", "ORD", "2026-06-03", 200.0)},
        },
        persona="Portuguese architect with a broken suitcase",
        style="terse",
        seed=2088,
        turns=[
            turn("Procura nas minhas mensagens 'mala'.", "search_messages(keyword='mala')"),
            turn("Manda esse texto tal e qual ao apoio ao cliente, reserva 5520931.",
                 "contact_customer_support(booking_id='5520931', message='A minha mala chegou partida em Chicago')"),
            turn("Reencaminha a resposta deles à Alice.", "get_user_id(user='Alice')",
                 f"send_message(receiver_id='USR001', message='{REPLY}')"),
        ],
        miss_param=miss(1, "Manda esse texto tal e qual ao apoio ao cliente.", "Reserva 5520931."),
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
    scenario(
        "d_travel_math_post_trip_cost_v1",
        domains={"travel": {}, "math": {}, "posting": {"username": "nomad_priya", "password": "lagoon7",
                                                        "authenticated": True, "tweet_counter": 150}},
        persona="budget travel blogger",
        style="chatty",
        seed=1060,
        turns=[
            turn("Hey! Quick research for a post: economy fare from SFO to LAX on 2026-10-10?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-10-10', "
                 "travel_class='economy') -> fare=travel_cost_list.0"),
            turn("My readers are mostly in India - convert that to INR.",
                 "compute_exchange_rate(base_currency='USD', target_currency='INR', value=$fare)"),
            turn("And if four friends share a rental car for 180 dollars, what's the fare plus a quarter of the car? "
                 "Divide 180 by 4 first.",
                 "divide(a=180, b=4) -> car=result", "add(a=$fare, b=$car)"),
            turn("Tweet 'SFO to LAX on a budget: one fare plus a shared car. Full breakdown on the blog!' with "
                 "#budgettravel.",
                 "post_tweet(content='SFO to LAX on a budget: one fare plus a shared car. Full breakdown on the blog!', "
                 "tags=['#budgettravel'])"),
        ],
        miss_param=miss(1, "My readers are mostly abroad - convert that for them.", "To INR - they're in India."),
    ),
    scenario(
        "d_fs_math_travel_spesen_de_v1",
        domains={"file_system": fs("markus", reise=d(**{"spesen.txt": f("Hotel 312.40\nBahn 89.90\nEssen 146.75")})),
                 "math": {}, "travel": {}},
        persona="Vertriebsmitarbeiter, der eine Dienstreise abrechnet",
        style="formal",
        seed=1062,
        turns=[
            turn("Bitte zeigen Sie mir reise/spesen.txt.", "cd(folder='reise')", "cat(file_name='spesen.txt')"),
            turn("Addieren Sie bitte die drei Beträge.", "sum_values(numbers=[312.4, 89.9, 146.75]) -> eur=result"),
            turn("Die Zentrale in Chicago möchte US-Dollar. Rechnen Sie die Summe von EUR in USD um.",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=$eur) -> usd=exchanged_value"),
            turn("Runden Sie den Dollarbetrag auf 2 Stellen und schreiben Sie ihn in die neue Datei summe_usd.txt.",
                 "round_number(number=$usd, decimal_places=2) -> r=result",
                 "echo(content='${r}', file_name='summe_usd.txt')"),
        ],
        miss_param=miss(2, "Die Zentrale möchte eine andere Währung. Rechnen Sie die Summe um.",
                        "Von EUR in USD, bitte."),
    ),
    scenario(
        "d_travel_fs_msg_lost_bag_v1",
        domains={"travel": {"booking_record": {"4433221": {"card_id": "card_1", "travel_date": "2026-03-01",
                                                           "travel_from": "JFK", "travel_to": "ORD",
                                                           "travel_class": "economy", "travel_cost": 300.0,
                                                           "transaction_id": "12121212"}}},
                 "file_system": fs("mina", trips=d()),
                 "message": {"current_user": "USR001", "inbox": []}},
        persona="traveller whose suitcase went missing",
        style="non-native",
        seed=1074,
        turns=[
            turn("Please contact customer support for booking 4433221, message 'My suitcase did not arrive in ORD.'",
                 "contact_customer_support(booking_id='4433221', message='My suitcase did not arrive in ORD.') "
                 "-> reply=customer_support_message"),
            turn("Save their answer exactly in file trips/bag_claim.txt.",
                 "cd(folder='trips')", "echo(content=$reply, file_name='bag_claim.txt')"),
            turn("And send the answer to Bob also, he wait for me at airport.",
                 "get_user_id(user='Bob') -> bob=user_id", "send_message(receiver_id=$bob, message=$reply)"),
        ],
        miss_param=miss(0, "Please contact customer support for my booking, message 'My suitcase did not arrive in "
                           "ORD.'",
                        "Booking number is 4433221."),
        exploratory=[2],
    ),
    scenario(
        "d_travel_msg_new_card_v1",
        domains={"travel": {"booking_record": {"3141592": {"card_id": "card_old", "travel_date": "2026-01-09",
                                                           "travel_from": "BOS", "travel_to": "RMS",
                                                           "travel_class": "economy", "travel_cost": 400.0,
                                                           "transaction_id": "27182818"}}},
                 "message": {"current_user": "USR003", "inbox": []}},
        persona="freelance photographer registering a new card",
        style="typos",
        seed=1116,
        turns=[
            turn("am i logged into travel?", "travel_get_login_status()"),
            turn("log in: client foto_cat, secret shutter-8, refresh rf-cat, read_write, Catherine Bell",
                 login("Catherine", "Bell", "foto_cat", "shutter-8", "rf-cat")),
            turn("check my passport details: Catherine Bell, born 1991-02-17, passport US9871234",
                 "verify_traveler_information(first_name='Catherine', last_name='Bell', date_of_birth='1991-02-17', "
                 "passport_number='US9871234')"),
            turn("add card 4556737586899855 exp 09/2029 cvv 412, name Catherine Bell, then list all my cards",
                 "register_credit_card(access_token=$tok, card_number='4556737586899855', expiration_date='09/2029', "
                 "cardholder_name='Catherine Bell', card_verification_number=412)",
                 "get_all_credit_cards()"),
            turn("and my booking history?", "get_booking_history(access_token=$tok)"),
            turn("msg alice 'New card is set up, I can book the shoot flights now'",
                 "get_user_id(user='Alice') -> al=user_id",
                 "send_message(receiver_id=$al, message='New card is set up, I can book the shoot flights now')"),
        ],
        miss_param=miss(3, "add my new card, then list all my cards",
                        "4556737586899855 exp 09/2029 cvv 412, name Catherine Bell"),
    ),
    scenario(
        "lm_travel_msg_card_budget_v1",
        domains={
            "travel": {"credit_card_list": {"card_5521": card("4111222233335521", "11/2027", "Farah Nasser", 418,
                                                                1830.5)}},
            "message": {"current_user": "USR001", "inbox": [{"USR002": "Can we afford the hotel in Lyon?"}]},
        },
        persona="project coordinator checking the travel card before a team trip",
        style="terse",
        seed=4023,
        turns=[
            turn("Travel login: client id fnasser, secret lyon-trip-26, refresh token rt-fn, read_write, "
                 "Farah Nasser.",
                 login("Farah", "Nasser", "fnasser", "lyon-trip-26", "rt-fn")),
            turn("List the credit cards on file.", "get_all_credit_cards()"),
            turn("Balance of card_5521?", "get_credit_card_balance(access_token=$tok, card_id='card_5521')"),
            turn("Message Bob: 'Card balance is 1830.5, go ahead with the hotel.'",
                 "get_user_id(user='Bob') -> bob=user_id",
                 "send_message(receiver_id=$bob, message='Card balance is 1830.5, go ahead with the hotel.')"),
            turn("Set the travel budget to 1500.", "set_budget_limit(access_token=$tok, budget_limit=1500)"),
        ],
        miss_param=miss(3, "Message Bob.",
                        "Exact text: 'Card balance is 1830.5, go ahead with the hotel.'"),
    ),
]
