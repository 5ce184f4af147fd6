"""Base scenarios of the travel domain with another domain (files, messages, posts, tickets or trading), vehicle aside (part 2 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import booked, BOOKED_CRH, card, login, REPLY, ticket

SCENARIOS: list[Draft] = [
    scenario(
        "x_travel_post_paris_trip_v1",
        domains={
            "travel": {"credit_card_list": {"card_4455": card("4532000044445555", "02/2029", "Ana Costa", 455,
                                                                1800.0)}},
            "posting": {"username": "wander_ana", "password": "passport!", "authenticated": True},
        },
        persona="travel blogger",
        style="chatty",
        seed=110,
        turns=[
            turn("Hi! Log me into the travel portal: client id blog_trips, secret eiffel-22, refresh token rf-ana, "
                 "read_write, name Ana Costa.",
                 login("Ana", "Costa", "blog_trips", "eiffel-22", "rf-ana")),
            turn("Find the airport nearest to London and book business class from there to CDG on 2026-05-02 "
                 "with card_4455.",
                 "get_nearest_airport_by_city(location='London')",
                 "book_flight(access_token=$tok, card_id='card_4455', travel_date='2026-05-02', travel_from='LHR', "
                 "travel_to='CDG', travel_class='business')"),
            turn("Tweet 'London to Paris next month!' with the tag #travel.",
                 "post_tweet(content='London to Paris next month!', tags=['#travel'])"),
            turn("Oh, and follow paris_guide.", "follow_user(username_to_follow='paris_guide')"),
        ],
        miss_param=miss(2, "Tweet about the trip with the tag #travel.", "Say: 'London to Paris next month!'"),
        exploratory=[1],
    ),
    scenario(
        "x_travel_ticket_refund_check_v1",
        domains={
            "travel": {
                "credit_card_list": {"card_6060": card("4485000066660606", "10/2027", "Luc Moreau", 606, 150.0)},
                "booking_record": {"7001002": {"card_id": "card_6060", "travel_date": "2026-02-20", "travel_from": "BOS",
                                               "travel_to": "RMS", "travel_class": "economy", "travel_cost": 400.0,
                                               "transaction_id": "66612345"}},
            },
            "ticket": {"accounts": {"l.moreau": "voyage"}},
        },
        persona="traveller chasing a refund",
        style="non-native",
        seed=111,
        turns=[
            turn("Log me to travel system please: client id moreau_fr, secret baguette-1, refresh rf-luc, "
                 "read_write, name Luc Moreau.",
                 login("Luc", "Moreau", "moreau_fr", "baguette-1", "rf-luc")),
            turn("Cancel my booking 7001002.", "cancel_booking(access_token=$tok, booking_id='7001002')"),
            turn("Now login helpdesk as l.moreau with password voyage and open ticket with title "
                 "'Refund check for booking 7001002', priority 2.",
                 "ticket_login(username='l.moreau', password='voyage')",
                 "create_ticket(title='Refund check for booking 7001002', priority=2)"),
            turn("What is balance of card_6060 now?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_6060')"),
        ],
        miss_param=miss(1, "Cancel my booking.", "The number is 7001002."),
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
        "e_pt_travel_trade_refund_to_broker_v1",
        domains={
            "travel": {"credit_card_list": {"card_3417": card("4532000034173417", "05/2029", "Tiago Almeida", 341,
                                                                900.0)},
                       "booking_record": {"6620914": {"card_id": "card_3417", "travel_date": "2026-06-22",
                                                      "travel_from": "BOS", "travel_to": "RMS",
                                                      "travel_class": "economy", "travel_cost": 450.0,
                                                      "transaction_id": "31770092"}}},
            "trading": {},
        },
        persona="Portuguese engineer moving a travel refund into his brokerage account",
        style="formal",
        seed=2014,
        turns=[
            turn("Boa tarde. Peço que me autentique no sistema de viagens: client id almeida_t, secret "
                 "bacalhau-7, refresh token rf-ta, acesso read_write, nome Tiago Almeida.",
                 login("Tiago", "Almeida", "almeida_t", "bacalhau-7", "rf-ta")),
            turn("Cancele, por favor, a reserva 6620914.", "cancel_booking(access_token=$tok, booking_id='6620914')"),
            turn("Agora entre na corretora com o utilizador talmeida e a palavra-passe Tejo-2026, e deposite na "
                 "conta exatamente o valor do reembolso.",
                 "trading_login(username='talmeida', password='Tejo-2026')", "fund_account(amount=450.0)"),
            turn("Qual é o saldo da conta agora?", "get_account_info()"),
            turn("Quanto é esse saldo em reais brasileiros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=10450.0)"),
        ],
        miss_param=miss(2, "Agora entre na corretora e deposite na conta exatamente o valor do reembolso.",
                        "Utilizador talmeida, palavra-passe Tejo-2026."),
    ),
    scenario(
        "e_pt_trade_travel_apple_in_euros_v1",
        domains={"trading": {}, "travel": {}},
        persona="Portuguese retiree in Lisbon buying US shares",
        style="chatty",
        seed=2020,
        turns=[
            turn("Olá! Qual é o símbolo da Apple na bolsa, e quanto está a valer hoje?",
                 "get_symbol_by_name(name='Apple')", "get_stock_info(symbol='AAPL')"),
            turn("E isso em euros, quanto dá?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=227.16)"),
            turn("Está bem, vou comprar. Entre na minha conta (utilizador avo_lurdes, palavra-passe Alfama55) e "
                 "compre 20 ações a esse preço em dólares.",
                 "trading_login(username='avo_lurdes', password='Alfama55')",
                 "place_order(order_type='Buy', symbol='AAPL', price=227.16, amount=20)"),
            turn("Quanto me sobra na conta? E diga-me também esse saldo em euros, por favor.",
                 "get_account_info()", "compute_exchange_rate(base_currency='USD', target_currency='EUR', "
                 "value=5456.8)"),
        ],
        miss_param=miss(2, "Está bem, vou comprar. Entre na minha conta e compre 20 ações a esse preço em dólares.",
                        "Utilizador avo_lurdes, palavra-passe Alfama55."),
    ),
    scenario(
        "e_fr_trade_travel_euro_range_v1",
        domains={"trading": {"authenticated": True}, "travel": {}},
        persona="French teacher who thinks in euros while trading in dollars",
        style="terse",
        seed=2045,
        turns=[
            turn("800 euros, ça fait combien en dollars ?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=800)"),
            turn("Retire ce montant de mon compte titres.", "withdraw_funds(amount=1000.0)"),
            turn("Le solde restant, en euros ?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=9000.0)"),
            turn("Convertis aussi 100 et 250 euros en dollars.",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=100)",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=250)"),
            turn("Quelles valeurs Technology coûtent entre ces deux montants en dollars ?",
                 "get_available_stocks(sector='Technology')",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=125.0, max_price=312.5)"),
        ],
        miss_param=miss(0, "Mes euros, ça fait combien en dollars ?", "800 euros."),
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
        "lc_travel_trade_euros_to_broker_v1",
        domains={"travel": {}, "trading": {"authenticated": True}},
        persona="Dutch expat moving savings from a euro account into a US brokerage",
        style="non-native",
        seed=4109,
        turns=[
            turn("Hello, how much is 2500 euro in US dollar today?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=2500) -> usd=exchanged_value"),
            turn("Good, please put exactly that amount of dollars in my trading account.", "fund_account(amount=$usd)"),
            turn("And what is Nvidia trading at? The symbol is NVDA.", "get_stock_info(symbol='NVDA')"),
        ],
        miss_param=miss(0, "Hello, how much are my euro in US dollar today?", "It is 2500 euro."),
    ),
    scenario(
        "lm_travel_ticket_refund_claim_v1",
        domains={
            "travel": {"credit_card_list": {"card_7781": card("5105105105107781", "09/2028", "Helen Brooks", 552,
                                                                2400.0)},
                       "booking_record": {"4410277": {"card_id": "card_7781", "travel_date": "2026-03-14",
                                                      "travel_from": "JFK", "travel_to": "ORD",
                                                      "travel_class": "business", "travel_cost": 780.0,
                                                      "transaction_id": "55120934"}}},
            "ticket": {"accounts": {"hbrooks": "maple-8"}, "ticket_counter": 2200},
        },
        persona="office manager cancelling a colleague's business trip",
        style="formal",
        seed=4014,
        turns=[
            turn("Good afternoon. Please sign me in to the travel system: client id hbrooks_travel, secret "
                 "s3cret-hb, refresh token rt-hb-1, read_write access, name Helen Brooks.",
                 login("Helen", "Brooks", "hbrooks_travel", "s3cret-hb", "rt-hb-1")),
            turn("Kindly list my bookings.", "get_booking_history(access_token=$tok)"),
            turn("Please cancel booking 4410277; the meeting in Chicago was called off.",
                 "cancel_booking(access_token=$tok, booking_id='4410277')"),
            turn("Then log me in to the helpdesk as hbrooks, password maple-8, and open a ticket titled "
                 "'Refund check for booking 4410277' with the description 'Business fare JFK to ORD cancelled', "
                 "priority 3.",
                 "ticket_login(username='hbrooks', password='maple-8')",
                 "create_ticket(title='Refund check for booking 4410277', description='Business fare JFK to ORD "
                 "cancelled', priority=3) -> tk=id"),
            turn("Please show me that ticket.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(3, "Then log me in to the helpdesk and open a ticket titled 'Refund check for booking 4410277' "
                           "with the description 'Business fare JFK to ORD cancelled', priority 3.",
                        "The helpdesk login is hbrooks, password maple-8."),
    ),
    scenario(
        "lm_travel_post_chicago_trip_v1",
        domains={
            "travel": {"credit_card_list": {"card_6060": card("4000123412346060", "02/2029", "Owen Park", 207,
                                                                3100.0)},
                       "booking_record": {"6060606": {"card_id": "card_6060", "travel_date": "2026-04-02",
                                                      "travel_from": "JFK", "travel_to": "ORD",
                                                      "travel_class": "economy", "travel_cost": 320.0,
                                                      "transaction_id": "70330120"}}},
            "posting": {"username": "owen_on_the_road", "password": "carry-on", "authenticated": True,
                        "tweet_counter": 810},
        },
        persona="food blogger planning a trip to Chicago",
        style="chatty",
        seed=4031,
        turns=[
            turn("Hey! Sign me in to travel please: client id opark, secret deep-dish-9, refresh token rt-op, "
                 "read_write, name Owen Park.",
                 login("Owen", "Park", "opark", "deep-dish-9", "rt-op")),
            turn("What bookings do I have?", "get_booking_history(access_token=$tok)"),
            turn("Tweet 'Chicago on 2026-04-02, send me your deep-dish tips!' with #foodtravel.",
                 "post_tweet(content='Chicago on 2026-04-02, send me your deep-dish tips!', tags=['#foodtravel'])"
                 " -> tw=id"),
            turn("Let me see the tweet.", "get_tweet(tweet_id=$tw)"),
            turn("And buy comprehensive insurance for booking 6060606, 45 dollars, on card_6060.",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id='6060606', "
                 "insurance_cost=45, card_id='card_6060')"),
        ],
        miss_param=miss(2, "Post a tweet about the trip with #foodtravel.",
                        "Text: 'Chicago on 2026-04-02, send me your deep-dish tips!'"),
    ),
]
