"""Base scenarios where text or numbers travel between domains: letters to support, log lines, limit prices."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs

REPLY = ("Thank you for contacting customer support. Your message has been received and we will get back to you "
         "shortly.")


def booked(ident: str, origin: str, destination: str, date: str, cost: float) -> dict[str, dict[str, object]]:
    """A booking record of a travel configuration, paid with ``card_0001``."""
    return {ident: {"card_id": "card_0001", "travel_date": date, "travel_from": origin, "travel_to": destination,
                    "travel_class": "economy", "travel_cost": cost, "transaction_id": "9" + ident}}


SCENARIOS: list[Draft] = [
    scenario(
        "e_trade_math_limit_below_market_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="patient value investor placing a limit order",
        style="formal",
        seed=2081,
        turns=[
            turn("What is Tesla's current share price?", "get_symbol_by_name(name='Tesla')",
                 "get_stock_info(symbol='TSLA')"),
            turn("I only buy at five percent below market. Multiply that price by 0.95 and round it to two decimals.",
                 "multiply(a=667.92, b=0.95) -> lim=result", "round_number(number=$lim, decimal_places=2) -> px=result"),
            turn("Place a buy order for 10 shares of Tesla at that rounded price.",
                 "place_order(order_type='Buy', symbol='TSLA', price=$px, amount=10) -> o=order_id"),
            turn("Please confirm the order's details.", "get_order_details(order_id=$o)"),
        ],
        miss_param=miss(2, "Place a buy order for Tesla at that rounded price.", "10 shares."),
        exploratory=[0],
    ),
    scenario(
        "e_pt_trade_math_deposit_checks_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="Mozambican shopkeeper depositing three cheques",
        style="terse",
        seed=2082,
        turns=[
            turn("Tenho três cheques: 1250.5, 980.25 e 400. Soma tudo.",
                 "sum_values(numbers=[1250.5, 980.25, 400])"),
            turn("Deposita essa soma na minha conta de ações.", "fund_account(amount=2630.75)"),
            turn("Saldo agora?", "get_account_info()"),
            turn("Tira um quarto do saldo: multiplica por 0.25 e levanta esse valor.",
                 "multiply(a=12630.75, b=0.25) -> q=result", "withdraw_funds(amount=$q)"),
        ],
        miss_param=miss(0, "Tenho três cheques. Soma tudo.", "São 1250.5, 980.25 e 400."),
    ),
    scenario(
        "e_it_trade_math_cheap_tech_v1",
        domains={"trading": {"authenticated": True,
                             "account_info": {"account_id": 8093, "balance": 5200.0, "binding_card": 4000000000000002}},
                 "math": {}},
        persona="Italian student who never puts more than a twentieth of his cash in one share",
        style="typos",
        seed=2083,
        turns=[
            turn("quanto ho sul conto?", "get_account_info()"),
            turn("dividi il saldo per 20, e il massimo che spendo per una azione",
                 "divide(a=5200.0, b=20)"),
            turn("titoli del settore Technology che costano tra 100 e quel massimo?",
                 "get_available_stocks(sector='Technology')",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=100, max_price=260.0)"),
            turn("aggiungili alla watchlist", "add_to_watchlist(stock='AAPL')", "add_to_watchlist(stock='NVDA')"),
        ],
        miss_param=miss(1, "dividi il saldo, e il massimo che spendo per una azione", "per 20"),
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
        "e_fs_ticket_error_code_grep_v1",
        domains={
            "ticket": {"accounts": {"ops_amy": "pager-duty"},
                       "ticket_queue": [ticket(6610, "ERR_QUOTA_EXCEEDED", "Uploads failing for tenant 42", "ops_amy",
                                               4)],
                       "ticket_counter": 6611},
            "file_system": fs("srv", logs=d(**{"api.log": f("09:14 GET /health 200\n09:15 POST /upload 507 "
                                                              "ERR_QUOTA_EXCEEDED tenant=42\n09:16 GET /health 200")})),
        },
        persona="backend engineer matching a ticket to a log",
        style="terse",
        seed=2085,
        turns=[
            turn("Login ops_amy / pager-duty. Ticket 6610?",
                 "ticket_login(username='ops_amy', password='pager-duty')", "get_ticket(ticket_id=6610)"),
            turn("Grep logs/api.log for its title.", "cd(folder='logs')",
                 "grep(file_name='api.log', pattern='ERR_QUOTA_EXCEEDED')"),
            turn("Open a follow-up: title 'Raise quota for tenant 42', that log line as description, priority 3.",
                 "create_ticket(title='Raise quota for tenant 42', description='09:15 POST /upload 507 "
                 "ERR_QUOTA_EXCEEDED tenant=42', priority=3)"),
            turn("Resolve 6610: 'Tracked in follow-up ticket'.",
                 "resolve_ticket(ticket_id=6610, resolution='Tracked in follow-up ticket')"),
        ],
        miss_param=miss(3, "Resolve 6610.", "Resolution: 'Tracked in follow-up ticket'."),
    ),
    scenario(
        "e_it_post_travel_tweet_to_support_v1",
        domains={
            "posting": {"username": "gianni_viaggia", "password": "treno-lento", "authenticated": True,
                        "tweets": {"52": {"username": "gianni_viaggia", "content": "Bagaglio smarrito a Boston, "
                                          "nessuno mi risponde!", "tags": ["#volo"], "mentions": []}}},
            "travel": {"booking_record": booked("8812045", "JFK", "BOS", "2026-05-12", 250.0)},
        },
        persona="Italian tourist whose luggage was lost",
        style="chatty",
        seed=2086,
        turns=[
            turn("Ciao! Cerca il mio tweet sul bagaglio, per favore.", "search_tweets(keyword='Bagaglio')"),
            turn("Manda esattamente quel testo al servizio clienti per la prenotazione 8812045.",
                 "contact_customer_support(booking_id='8812045', message='Bagaglio smarrito a Boston, nessuno mi "
                 "risponde!')"),
            turn("E ora commenta sotto il mio tweet con la loro risposta, identica, così tutti vedono.",
                 f"comment(tweet_id=52, comment_content='{REPLY}')"),
        ],
        miss_param=miss(1, "Manda esattamente quel testo al servizio clienti per la mia prenotazione.",
                        "La prenotazione è la 8812045."),
    ),
    scenario(
        "e_ticket_post_checkout_outage_v1",
        domains={
            "ticket": {"accounts": {"shopdesk": "cart-2026"},
                       "ticket_queue": [ticket(7007, "Checkout outage", "Payments are failing since 14:00.",
                                               "shopdesk", 5)],
                       "ticket_counter": 7008},
            "posting": {"username": "shop_support", "password": "help-me", "authenticated": True,
                        "tweets": {"900": {"username": "angry_buyer", "content": "Checkout outage again?! Cannot pay",
                                           "tags": [], "mentions": []}}},
        },
        persona="e-commerce support agent answering the public",
        style="chatty",
        seed=2087,
        turns=[
            turn("Hi! Sign me into the helpdesk as shopdesk, password cart-2026, and show ticket 7007.",
                 "ticket_login(username='shopdesk', password='cart-2026')", "get_ticket(ticket_id=7007)"),
            turn("Search Twitter for that ticket's exact title, I bet people are talking about it.",
                 "search_tweets(keyword='Checkout outage')"),
            turn("Yep. Reply to that tweet with the ticket description, word for word.",
                 "comment(tweet_id=900, comment_content='Payments are failing since 14:00.')"),
            turn("And follow them so we can DM later.", "follow_user(username_to_follow='angry_buyer')"),
        ],
        miss_param=miss(0, "Hi! Sign me into the helpdesk as shopdesk, password cart-2026, and show the outage "
                           "ticket.",
                        "It's ticket 7007."),
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
        "e_it_ticket_fs_archive_description_v1",
        domains={
            "ticket": {"accounts": {"l.gallo": "archivio"},
                       "ticket_queue": [ticket(8001, "Server sala B", "Ventola rumorosa nel rack 3, da sostituire.",
                                               "l.gallo", 2)],
                       "ticket_counter": 8002},
            "file_system": fs("lgallo", documenti=d()),
        },
        persona="Italian IT archivist keeping paper trails",
        style="formal",
        seed=2089,
        turns=[
            turn("Buongiorno. Mi colleghi come l.gallo, password archivio, e mi mostri i ticket aperti.",
                 "ticket_login(username='l.gallo', password='archivio')", "get_user_tickets(status='Open')"),
            turn("Apra il ticket 8001.", "get_ticket(ticket_id=8001)"),
            turn("Crei una cartella ticket dentro documenti e vi salvi la descrizione del ticket, identica, nel file "
                 "ticket_8001.txt.",
                 "cd(folder='documenti')", "mkdir(dir_name='ticket')", "cd(folder='ticket')",
                 "echo(content='Ventola rumorosa nel rack 3, da sostituire.', file_name='ticket_8001.txt')"),
            turn("Ora chiuda il ticket.", "close_ticket(ticket_id=8001)"),
        ],
        miss_param=miss(2, "Crei una cartella ticket dentro documenti e vi salvi la descrizione del ticket, identica, "
                           "in un file.", "Il file lo chiami ticket_8001.txt."),
    ),
    scenario(
        "e_fr_post_car_food_truck_v1",
        domains={
            "posting": {"username": "julie_mange", "password": "crepes", "authenticated": True,
                        "tweets": {"430": {"username": "tacos_lupe", "content": "12 Pier Street, Willowbend",
                                           "tags": ["#aujourdhui"], "mentions": []}}},
            "vehicle": {"fuelLevel": 9.0},
        },
        persona="French food blogger chasing a food truck",
        style="chatty",
        seed=2090,
        turns=[
            turn("Salut ! Montre-moi les derniers tweets de tacos_lupe, je veux savoir où est le camion aujourd'hui.",
                 "get_user_tweets(username='tacos_lupe')"),
            turn("Génial, mets exactement cette adresse dans le GPS de la voiture.",
                 "set_navigation(destination='12 Pier Street, Willowbend')"),
            turn("Et retweete-le pour mes abonnés !", "retweet(tweet_id=430)"),
            turn("Il reste assez d'essence pour 150 miles ?", "estimate_drive_feasibility_by_mileage(distance=150)"),
        ],
        miss_param=miss(0, "Salut ! Montre-moi les derniers tweets du food truck, je veux savoir où il est "
                           "aujourd'hui.",
                        "Le compte c'est tacos_lupe."),
    ),
]
