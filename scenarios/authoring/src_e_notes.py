"""Base scenarios where a note found somewhere (a chat, a list, a tweet) is passed on as it is."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import f, fs

SCENARIOS: list[Draft] = [
    scenario(
        "e_pt_msg_car_reminder_to_dash_v1",
        domains={
            "message": {"current_user": "USR001",
                        "inbox": [{"USR002": "Levar a encomenda ao correio antes das 17h"}, {"USR003": "Bom dia!"}]},
            "vehicle": {"fuelLevel": 13.0},
        },
        persona="Portuguese shop owner running errands by car",
        style="terse",
        seed=2121,
        turns=[
            turn("Procura 'correio' nas mensagens que enviei.", "search_messages(keyword='correio')"),
            turn("Põe essa mensagem no ecrã do carro, igual.",
                 "display_log(messages=['Levar a encomenda ao correio antes das 17h'])"),
            turn("Navega para 'Correios, 3 Main Street, Rivermist'.",
                 "set_navigation(destination='Correios, 3 Main Street, Rivermist')"),
        ],
        miss_param=miss(2, "Navega para os correios.", "'Correios, 3 Main Street, Rivermist'."),
    ),
    scenario(
        "e_it_fs_car_shopping_list_v1",
        domains={
            "file_system": fs("rosa", **{"spesa.txt": f("pane\nlatte\nricordati: ritirare gli occhiali")}),
            "vehicle": {"fuelLevel": 5.0},
        },
        persona="Italian grandmother using her grandson's car",
        style="chatty",
        seed=2122,
        turns=[
            turn("Ciao caro! Mi leggi l'ultima riga della mia lista spesa.txt? Ho scritto lì una cosa importante.",
                 "tail(file_name='spesa.txt', lines=1)"),
            turn("Bravo! Mettila sullo schermo della macchina, così non me la dimentico.",
                 "display_log(messages=['ricordati: ritirare gli occhiali'])"),
            turn("E metti 8 galloni di benzina, che la spia è accesa.", "fillFuelTank(fuelAmount=8)"),
            turn("Ce la faccio a fare 200 miglia adesso?", "estimate_drive_feasibility_by_mileage(distance=200)"),
        ],
        miss_param=miss(2, "E metti un po' di benzina, che la spia è accesa.", "8 galloni."),
    ),
    scenario(
        "e_fr_post_ticket_tweet_to_case_v1",
        domains={
            "posting": {"username": "velo_service", "password": "chaine-neuve", "authenticated": True,
                        "tweets": {"1450": {"username": "marc_pedale", "content": "Mon vélo électrique ne charge plus "
                                            "depuis la révision", "tags": ["#sav"], "mentions": []}}},
            "ticket": {"accounts": {"sav_lea": "rayons"}, "ticket_counter": 505},
        },
        persona="French bike-shop after-sales assistant",
        style="formal",
        seed=2123,
        turns=[
            turn("Bonjour. Affichez-moi le tweet 1450, je vous prie.", "get_tweet(tweet_id=1450)"),
            turn("Connectez-moi au helpdesk (sav_lea, mot de passe rayons) et ouvrez un ticket 'Batterie ne charge "
                 "plus' dont la description reprend ce tweet mot pour mot, priorité 3.",
                 "ticket_login(username='sav_lea', password='rayons')",
                 "create_ticket(title='Batterie ne charge plus', description='Mon vélo électrique ne charge plus "
                 "depuis la révision', priority=3)"),
            turn("Abonnez-vous à l'auteur du tweet afin de pouvoir lui écrire.",
                 "follow_user(username_to_follow='marc_pedale')"),
            turn("Affichez enfin mes tickets ouverts.", "get_user_tickets(status='Open')"),
        ],
        miss_param=miss(0, "Bonjour. Affichez-moi le tweet du client, je vous prie.", "C'est le tweet 1450."),
    ),
    scenario(
        "e_trade_filter_narrow_twice_v1",
        domains={"trading": {"authenticated": True}},
        persona="first-year economics student narrowing a stock list",
        style="non-native",
        seed=2124,
        turns=[
            turn("Which stocks are in Technology sector please?", "get_available_stocks(sector='Technology')"),
            turn("From them, which cost between 200 and 1000?",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=200, max_price=1000)"),
            turn("And from this result, only between 225 and 400.",
                 "filter_stocks_by_price(stocks=['AAPL', 'MSFT', 'NVDA'], min_price=225, max_price=400)"),
            turn("Add them in my watchlist.", "add_to_watchlist(stock='AAPL')", "add_to_watchlist(stock='MSFT')"),
        ],
        miss_param=miss(2, "And from this result, make it more narrow.", "Only between 225 and 400."),
    ),
    scenario(
        "e_msg_ticket_forward_sent_note_v1",
        domains={
            "message": {"current_user": "USR003",
                        "inbox": [{"USR002": "Fire drill moved to Thursday 10am"}]},
            "ticket": {"accounts": {"cat_facilities": "exit-sign"}, "ticket_counter": 7740},
        },
        persona="facilities coordinator spreading a schedule change",
        style="chatty",
        seed=2125,
        turns=[
            turn("Hi! What have I sent so far today?", "view_messages_sent()"),
            turn("Forward that note to Alice as well, exactly the same words.", "get_user_id(user='Alice')",
                 "send_message(receiver_id='USR001', message='Fire drill moved to Thursday 10am')"),
            turn("And log me into the helpdesk (cat_facilities, password exit-sign) to open a ticket 'Update fire "
                 "drill signage' with that note as the description, priority 2.",
                 "ticket_login(username='cat_facilities', password='exit-sign')",
                 "create_ticket(title='Update fire drill signage', description='Fire drill moved to Thursday 10am', "
                 "priority=2)"),
            turn("How do my message stats look now?", "get_message_stats()"),
        ],
        miss_param=miss(1, "Forward that note to someone else as well, exactly the same words.", "To Alice."),
    ),
]
