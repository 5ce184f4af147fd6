"""Base scenarios that reach for the less common tools: sorting, diffs, disk usage, unit conversions, logarithms."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_files import d, f, fs

SCENARIOS: list[Draft] = [
    scenario(
        "e_fs_trade_sorted_tickers_v1",
        domains={
            "file_system": fs("ines", research=d(**{"tickers.txt": f("SYNX\nMSFT\nOMEG")})),
            "trading": {"authenticated": True},
        },
        persona="equity research intern organising her notes",
        style="terse",
        seed=2101,
        turns=[
            turn("Disk usage here, human readable.", "du(human_readable=True)"),
            turn("Sort research/tickers.txt.", "cd(folder='research')", "sort(file_name='tickers.txt')"),
            turn("Add all three to my watchlist, in that order.", "add_to_watchlist(stock='MSFT')",
                 "add_to_watchlist(stock='OMEG')", "add_to_watchlist(stock='SYNX')"),
            turn("Show the watchlist.", "get_watchlist()"),
        ],
        miss_param=miss(1, "Sort the tickers file.", "research/tickers.txt."),
    ),
    scenario(
        "e_it_fs_ticket_config_diff_v1",
        domains={
            "file_system": fs("deploy", conf=d(**{
                "prod.ini": f("workers=8\ntimeout=30"),
                "staging.ini": f("workers=4\ntimeout=30"),
            })),
            "ticket": {"accounts": {"m.ferrara": "yaml-no"}, "ticket_counter": 3170},
        },
        persona="Italian DevOps engineer documenting a configuration drift",
        style="formal",
        seed=2102,
        turns=[
            turn("Buongiorno. Nella cartella conf, confronti prod.ini con staging.ini, per cortesia.",
                 "cd(folder='conf')", "diff(file_name1='prod.ini', file_name2='staging.ini')"),
            turn("Faccia una copia di sicurezza di prod.ini nella cartella backup, che deve ancora essere creata.",
                 "mkdir(dir_name='backup')", "cp(source='prod.ini', destination='backup')"),
            turn("Mi colleghi ai ticket come m.ferrara, password yaml-no, e apra il ticket 'Drift configurazione "
                 "workers' con la differenza trovata come descrizione, identica, priorità 2.",
                 "ticket_login(username='m.ferrara', password='yaml-no')",
                 "create_ticket(title='Drift configurazione workers', description='- workers=8\\n+ workers=4', "
                 "priority=2)"),
        ],
        miss_param=miss(2, "Mi colleghi ai ticket e apra il ticket 'Drift configurazione workers' con la differenza "
                           "trovata come descrizione, identica, priorità 2.",
                        "Utente m.ferrara, password yaml-no."),
    ),
    scenario(
        "e_fr_post_trade_follower_question_v1",
        domains={
            "posting": {"username": "luc_bourse", "password": "cac40!",
                        "tweets": {"204": {"username": "luc_bourse", "content": "Je renforce Apple ce mois-ci",
                                           "tags": ["#bourse"], "mentions": []}},
                        "comments": {"204": [{"username": "amelie_r", "content": "À quel prix elle est, là ?"}]}},
            "trading": {},
        },
        persona="French finance influencer answering a follower",
        style="chatty",
        seed=2103,
        turns=[
            turn("Coucou ! Je suis connecté à Twitter ?", "posting_get_login_status()"),
            turn("Connecte-moi alors (luc_bourse, mot de passe cac40!) et montre les commentaires de mon tweet 204.",
                 "authenticate_twitter(username='luc_bourse', password='cac40!')", "get_tweet_comments(tweet_id=204)"),
            turn("Elle demande le prix d'Apple. Il est à combien ?", "get_symbol_by_name(name='Apple')",
                 "get_stock_info(symbol='AAPL')"),
            turn("Réponds sous le tweet : 'Apple est à 227.16 dollars en ce moment !'",
                 "comment(tweet_id=204, comment_content='Apple est à 227.16 dollars en ce moment !')"),
        ],
        miss_param=miss(1, "Connecte-moi alors et montre les commentaires de mon tweet 204.",
                        "Identifiant luc_bourse, mot de passe cac40!"),
        exploratory=[2],
    ),
    scenario(
        "e_pt_msg_trade_tip_to_friend_v1",
        domains={"message": {"current_user": "USR001", "inbox": []}, "trading": {}},
        persona="Portuguese engineer sharing a stock tip",
        style="typos",
        seed=2104,
        turns=[
            turn("quem ta no chat?", "list_users()"),
            turn("qual o preco da Omega Industries agr", "get_symbol_by_name(name='Omega Industries')",
                 "get_stock_info(symbol='OMEG')"),
            turn("manda pro Bob: 'OMEG a 457.23, vale a pena olhar'", "get_user_id(user='Bob')",
                 "send_message(receiver_id='USR002', message='OMEG a 457.23, vale a pena olhar')"),
        ],
        miss_param=miss(2, "manda pro Bob a dica da OMEG", "escreve: 'OMEG a 457.23, vale a pena olhar'"),
        exploratory=[1],
    ),
    scenario(
        "e_car_math_fahrenheit_setting_v1",
        domains={"vehicle": {"acTemperature": 26.0}, "math": {}},
        persona="Korean exchange engineer sharing a car with an American colleague",
        style="non-native",
        seed=2105,
        turns=[
            turn("My colleague likes 72 fahrenheit. How much is it in celsius?",
                 "imperial_si_conversion(value=72, unit_in='fahrenheit', unit_out='celsius') -> c=result"),
            turn("Please round to 1 decimal and set the air to this celsius, fan 45, auto mode.",
                 "round_number(number=$c, decimal_places=1) -> t=result",
                 "adjustClimateControl(temperature=$t, unit='celsius', fanSpeed=45, mode='auto')"),
            turn("Show climate status for check.", "displayCarStatus(option='climate')"),
        ],
        miss_param=miss(0, "My colleague likes some fahrenheit. How much is it in celsius?", "72 fahrenheit."),
    ),
    scenario(
        "e_it_trade_math_years_to_target_v1",
        domains={"trading": {"authenticated": True,
                             "account_info": {"account_id": 4021, "balance": 12500.0, "binding_card": 4000000000000010}},
                 "math": {}},
        persona="Italian nurse saving for a flat",
        style="chatty",
        seed=2106,
        turns=[
            turn("Ciao! Quanto ho sul conto della banca d'investimento?", "get_account_info()"),
            turn("Mi servono 40000 per l'anticipo. Dividi 40000 per il mio saldo.", "divide(a=40000, b=12500.0)"),
            turn("Se rende il 6 per cento l'anno, in quanti anni ci arrivo? Fammi il logaritmo di quel rapporto "
                 "in base 1.06, con precisione 3.",
                 "logarithm(value=3.2, base=1.06, precision=3)"),
            turn("E intanto, Tesla: a quanto sta? E quanto ci perdevo se l'avessi comprata a 700? Fai il prezzo meno "
                 "700 e dammene il valore assoluto.",
                 "get_symbol_by_name(name='Tesla')", "get_stock_info(symbol='TSLA')",
                 "subtract(a=667.92, b=700) -> loss=result",
                 "absolute_value(number=$loss)"),
        ],
        miss_param=miss(1, "Mi servono soldi per l'anticipo. Dividi la cifra per il mio saldo.", "Sono 40000."),
        exploratory=[3],
    ),
    scenario(
        "e_fs_car_detour_note_v1",
        domains={
            "file_system": fs("tom", road=d(**{"detour.txt": f("Bridge closed. Detour adds 4500 m via Mill Road.")})),
            "vehicle": {"fuelLevel": 4.0},
            "math": {},
        },
        persona="volunteer bus driver reading the day's route notes",
        style="terse",
        seed=2107,
        turns=[
            turn("Where am I? Find detour.txt.", "pwd()", "find(name='detour.txt')"),
            turn("Read it.", "cd(folder='road')", "cat(file_name='detour.txt')"),
            turn("4500 m in km?", "si_unit_conversion(value=4500, unit_in='m', unit_out='km')"),
            turn("Can I still do 90 miles on what's in the tank?", "estimate_drive_feasibility_by_mileage(distance=90)"),
            turn("Add 10 gallons.", "fillFuelTank(fuelAmount=10)"),
        ],
        miss_param=miss(4, "Add some fuel.", "10 gallons."),
    ),
    scenario(
        "e_ticket_fs_touch_incident_folder_v1",
        domains={
            "ticket": {"accounts": {"sec_kai": "red-team"},
                       "ticket_queue": [ticket(4242, "Phishing wave", "Fake invoice emails to finance", "sec_kai", 5)],
                       "ticket_counter": 4243},
            "file_system": fs("kai", incidents=d()),
        },
        persona="security analyst opening an incident folder",
        style="chatty",
        seed=2108,
        turns=[
            turn("Hey! Am I logged into the ticket system?", "ticket_get_login_status()"),
            turn("Log me in as sec_kai, password red-team, and pull up 4242.",
                 "ticket_login(username='sec_kai', password='red-team')", "get_ticket(ticket_id=4242)"),
            turn("In incidents, make a folder 4242 and create an empty notes.txt and a summary.txt in it. Put the "
                 "ticket's description into summary.txt, word for word.",
                 "cd(folder='incidents')", "mkdir(dir_name='4242')", "cd(folder='4242')", "touch(file_name='notes.txt')",
                 "echo(content='Fake invoice emails to finance', file_name='summary.txt')"),
            turn("And bump the ticket's description to mention the folder: 'Fake invoice emails to finance; see "
                 "incidents/4242'.",
                 "edit_ticket(ticket_id=4242, updates={'description': 'Fake invoice emails to finance; see "
                 "incidents/4242'})"),
        ],
        miss_param=miss(1, "Log me in and pull up 4242.", "Username sec_kai, password red-team."),
    ),
]
