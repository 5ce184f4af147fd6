"""Base scenarios of the ticket domain with files, messages or posts (part 3 of 3)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import ticket

SCENARIOS: list[Draft] = [
    scenario(
        "x_post_ticket_outage_v1",
        domains={
            "posting": {"username": "acme_status", "password": "up-time"},
            "ticket": {"accounts": {"noc": "pager"}},
        },
        persona="on-call engineer handling an outage",
        style="terse",
        seed=126,
        turns=[
            turn("Log into the status account (acme_status / up-time) and tweet 'We are investigating login "
                 "errors.' tagged #status.",
                 "authenticate_twitter(username='acme_status', password='up-time')",
                 "post_tweet(content='We are investigating login errors.', tags=['#status']) -> tw=id"),
            turn("Open a ticket 'Login errors in EU region', priority 5. Log in as noc, password pager.",
                 "ticket_login(username='noc', password='pager')",
                 "create_ticket(title='Login errors in EU region', priority=5) -> tk=id"),
            turn("Fixed. Resolve the ticket with 'Rolled back auth service' and comment on the tweet: "
                 "'Fixed, thanks for your patience.'",
                 "resolve_ticket(ticket_id=$tk, resolution='Rolled back auth service')",
                 "comment(tweet_id=$tw, comment_content='Fixed, thanks for your patience.')"),
        ],
        miss_param=miss(1, "Open a ticket 'Login errors in EU region', priority 5.", "Log in as noc, password pager."),
    ),
    scenario(
        "e_post_ticket_refund_complaint_v1",
        domains={
            "posting": {"username": "gadgetco_help", "password": "we-care-24", "authenticated": True,
                        "tweets": {
                            "310": {"username": "mira_k", "content": "Still waiting on my refund for order 5521",
                                    "tags": ["#gadgetco"], "mentions": []},
                            "311": {"username": "gadgetco", "content": "New earbuds drop Friday", "tags": [],
                                    "mentions": []},
                        }},
            "ticket": {"accounts": {"care_lead": "triage-24"}, "ticket_counter": 640},
        },
        persona="customer-care lead turning complaints into tickets",
        style="chatty",
        seed=2016,
        turns=[
            turn("Morning! Can you search tweets for anything about a refund?", "search_tweets(keyword='refund')"),
            turn("Oh no. Log me into the helpdesk as care_lead, password triage-24, and open a ticket titled "
                 "'Refund delay on Twitter' with that tweet's text as the description, priority 4.",
                 "ticket_login(username='care_lead', password='triage-24')",
                 "create_ticket(title='Refund delay on Twitter', description='Still waiting on my refund for "
                 "order 5521', priority=4) -> tk=id"),
            turn("Now reply on the tweet: 'Sorry about this! We have opened a case and will DM you today.'",
                 "comment(tweet_id=310, comment_content='Sorry about this! We have opened a case and will DM you "
                 "today.')"),
            turn("And mention whoever wrote it in that same tweet so they get a notification.",
                 "get_tweet(tweet_id=310)", "mention(tweet_id=310, mentioned_usernames=['mira_k'])"),
            turn("Finally, show me the ticket you opened.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(1, "Oh no. Log me into the helpdesk and open a ticket titled 'Refund delay on Twitter' "
                           "with that tweet's text as the description, priority 4.",
                        "Username care_lead, password triage-24."),
        exploratory=[3],
    ),
    scenario(
        "e_it_ticket_post_outage_status_v1",
        domains={
            "ticket": {"accounts": {"noc_milano": "spritz"},
                       "ticket_queue": [ticket(6021, "Pagamenti lenti",
                                               "Pagamenti con carta rallentati, stiamo indagando.", "noc_milano", 4)],
                       "ticket_counter": 6022},
            "posting": {"username": "pagafacile", "password": "stato-ok"},
        },
        persona="Italian on-call engineer keeping customers informed",
        style="chatty",
        seed=2050,
        turns=[
            turn("Ciao! Entra nei ticket come noc_milano, password spritz, e aprimi il 6021.",
                 "ticket_login(username='noc_milano', password='spritz')", "get_ticket(ticket_id=6021)"),
            turn("Bene, ora entra su Twitter (pagafacile / stato-ok) e pubblica la descrizione del ticket così "
                 "com'è, con il tag #stato.",
                 "authenticate_twitter(username='pagafacile', password='stato-ok')",
                 "post_tweet(content='Pagamenti con carta rallentati, stiamo indagando.', tags=['#stato']) -> tw=id"),
            turn("Risolto! Chiudi il ticket come risolto con la nota 'Riavviato il gateway dei pagamenti'.",
                 "resolve_ticket(ticket_id=6021, resolution='Riavviato il gateway dei pagamenti')"),
            turn("E commenta sotto il tweet: 'Risolto, grazie per la pazienza!'",
                 "comment(tweet_id=$tw, comment_content='Risolto, grazie per la pazienza!')"),
        ],
        miss_param=miss(1, "Bene, ora entra su Twitter e pubblica la descrizione del ticket così com'è, con il tag "
                           "#stato.",
                        "Utente pagafacile, password stato-ok."),
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
        "e_it_post_ticket_beta_bug_v1",
        domains={
            "posting": {"username": "appfit_team", "password": "squat-rack", "authenticated": True,
                        "tweets": {"611": {"username": "beta_tester_ko", "content": "App crashes when I log a workout "
                                           "offline", "tags": ["#beta"], "mentions": []}}},
            "ticket": {"accounts": {"appfit_qa": "reps-10"}, "ticket_counter": 1402},
        },
        persona="Italian QA lead at a fitness-app startup",
        style="typos",
        seed=2096,
        turns=[
            turn("fammi vedere i tweet di beta_tester_ko", "get_user_tweets(username='beta_tester_ko')"),
            turn("login nei ticket appfit_qa / reps-10 e apri 'Crash offline' con il testo del tweet come "
                 "descrizione, priorita 4",
                 "ticket_login(username='appfit_qa', password='reps-10')",
                 "create_ticket(title='Crash offline', description='App crashes when I log a workout offline', "
                 "priority=4)"),
            turn("menzionalo sotto quel tweet cosi sa che ce ne occupiamo",
                 "mention(tweet_id=611, mentioned_usernames=['beta_tester_ko'])"),
            turn("e commenta 'Grazie! Ticket aperto, fix in arrivo.'",
                 "comment(tweet_id=611, comment_content='Grazie! Ticket aperto, fix in arrivo.')"),
        ],
        miss_param=miss(1, "login nei ticket e apri 'Crash offline' con il testo del tweet come descrizione, "
                           "priorita 4",
                        "utente appfit_qa password reps-10"),
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
        "d_ticket_post_status_update_v1",
        domains={"ticket": {"current_user": "status_team", "accounts": {"status_team": "uptime"},
                            "ticket_queue": [{"id": 88, "title": "Login delays for EU customers",
                                              "description": "Investigating slow sign-ins",
                                              "status": "Open", "priority": 4, "created_by": "status_team"}],
                            "ticket_counter": 89},
                 "posting": {"username": "acme_status", "password": "green-lights", "tweet_counter": 500}},
        persona="support lead keeping customers informed",
        style="formal",
        seed=1030,
        turns=[
            turn("Please open ticket 88.", "get_ticket(ticket_id=88) -> title=title"),
            turn("Sign in to our status account, acme_status with password green-lights, and post the ticket's "
                 "title word for word, tagged #status.",
                 "authenticate_twitter(username='acme_status', password='green-lights')",
                 "post_tweet(content=$title, tags=['#status']) -> tw=id"),
            turn("Add a comment under that tweet: 'Next update in 30 minutes.'",
                 "comment(tweet_id=$tw, comment_content='Next update in 30 minutes.')"),
            turn("Finally, edit the ticket's description to 'Public notice posted'.",
                 "edit_ticket(ticket_id=88, updates={'description': 'Public notice posted'})"),
        ],
        miss_param=miss(1, "Sign in to our status account and post the ticket's title word for word, tagged "
                           "#status.",
                        "Username acme_status, password green-lights."),
    ),
    scenario(
        "d_ticket_post_fix_announce_v1",
        domains={"ticket": {"current_user": "web_ops", "accounts": {"web_ops": "cdn-cache"},
                            "ticket_queue": [{"id": 950, "title": "Checkout page slow",
                                              "description": "Checkout is fast again after the cache fix",
                                              "status": "Resolved", "priority": 4, "created_by": "web_ops"}],
                            "ticket_counter": 951},
                 "posting": {"username": "shopwise", "password": "cart!", "authenticated": True,
                             "tweets": {"130": {"username": "angry_shopper", "content": "Why is checkout so slow?",
                                                "tags": [], "mentions": []}},
                             "tweet_counter": 131}},
        persona="e-commerce support lead closing the loop with customers",
        style="formal",
        seed=1092,
        turns=[
            turn("Please show me ticket 950.", "get_ticket(ticket_id=950) -> fixed=description, title=title"),
            turn("Post its description, unchanged, as a tweet from our account.",
                 "post_tweet(content=$fixed) -> tw=id"),
            turn("Reply under tweet 130 with the ticket's title followed by nothing else.",
                 "comment(tweet_id=130, comment_content=$title)"),
            turn("Finally, close ticket 950.", "close_ticket(ticket_id=950)"),
        ],
        miss_param=miss(2, "Reply under the customer's tweet with the ticket's title followed by nothing else.",
                        "It is tweet 130."),
    ),
    scenario(
        "lc_post_ticket_complaint_v1",
        domains={
            "posting": {"username": "cityfix_help", "password": "pothole-1", "authenticated": True,
                        "tweets": {"880": {"username": "dana_rides", "content": "Streetlight out on Pine Ave for a "
                                           "week, it is pitch dark", "tags": ["#cityfix"], "mentions": []}},
                        "tweet_counter": 881},
            "ticket": {"accounts": {"cityfix": "lamp-post"}, "ticket_queue": [], "ticket_counter": 300},
        },
        persona="city services social media officer",
        style="formal",
        seed=4117,
        turns=[
            turn("Please open tweet 880; a resident has reported something.", "get_tweet(tweet_id=880)"),
            turn("Log in to the work-order system as cityfix, password lamp-post, and create a ticket titled "
                 "'Streetlight out on Pine Ave' with the tweet's text as its description.",
                 "ticket_login(username='cityfix', password='lamp-post')",
                 "create_ticket(title='Streetlight out on Pine Ave', description='Streetlight out on Pine Ave for a "
                 "week, it is pitch dark') -> t=id"),
            turn("Reply on the tweet: 'Thank you, a crew has been requested.'",
                 "comment(tweet_id=880, comment_content='Thank you, a crew has been requested.')"),
            turn("Finally, show me the new work order.", "get_ticket(ticket_id=$t)"),
        ],
        miss_param=miss(1, "Log in to the work-order system and create a ticket titled 'Streetlight out on Pine "
                           "Ave' with the tweet's text as its description.",
                        "The account is cityfix, password lamp-post."),
    ),
    scenario(
        "lc_ticket_post_outage_notice_v1",
        domains={
            "ticket": {"accounts": {"noc_kim": "uplink-3"},
                       "ticket_queue": [ticket(9920, "Email outage", "Outbound email delayed by 2 hours", "noc_kim", 4)],
                       "ticket_counter": 9921},
            "posting": {"username": "acme_status", "password": "green-light", "authenticated": True,
                        "tweet_counter": 610},
        },
        persona="network operations engineer keeping customers informed",
        style="terse",
        seed=4209,
        turns=[
            turn("Login noc_kim / uplink-3, show 9920.",
                 "ticket_login(username='noc_kim', password='uplink-3')", "get_ticket(ticket_id=9920)"),
            turn("Tweet its description as is, tag #status.",
                 "post_tweet(content='Outbound email delayed by 2 hours', tags=['#status']) -> tw=id"),
            turn("Show the tweet.", "get_tweet(tweet_id=$tw)"),
        ],
        miss_param=miss(0, "Login noc_kim, show 9920.", "Password uplink-3."),
    ),
    scenario(
        "lm_fr_post_ticket_qr_crash_v1",
        domains={
            "posting": {"username": "velo_partage", "password": "guidon-22", "authenticated": True,
                        "tweets": {"70": {"username": "camille_v",
                                          "content": "L'appli Vélo Partagé plante quand je scanne le QR code",
                                          "tags": ["#bug"], "mentions": ["velo_partage"]}},
                        "tweet_counter": 71},
            "ticket": {"accounts": {"support.velo": "pedale-3"}, "ticket_counter": 930},
        },
        persona="responsable du support d'un service de vélos en libre-service",
        style="formal",
        seed=4008,
        turns=[
            turn("Bonjour. Affichez-moi le tweet 70, je vous prie.", "get_tweet(tweet_id=70)"),
            turn("Connectez-vous au support avec l'identifiant support.velo et le mot de passe pedale-3, puis créez "
                 "un ticket intitulé 'Plantage au scan du QR code', avec le texte du tweet pour description, "
                 "priorité 4.",
                 "ticket_login(username='support.velo', password='pedale-3')",
                 "create_ticket(title='Plantage au scan du QR code', description=\"L'appli Vélo Partagé plante quand "
                 "je scanne le QR code\", priority=4) -> tk=id"),
            turn("Répondez à Camille sous son tweet : 'Merci, notre équipe technique est sur le coup.'",
                 "comment(tweet_id=70, comment_content='Merci, notre équipe technique est sur le coup.')"),
            turn("Affichez enfin le ticket que vous avez créé.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(2, "Répondez à Camille sous son tweet.",
                        "Écrivez : 'Merci, notre équipe technique est sur le coup.'"),
        miss_func={"turn": 1, "functions": ["create_ticket"]},
    ),
    scenario(
        "lm_ticket_post_checkout_maintenance_v1",
        domains={
            "ticket": {"accounts": {"ops.lea": "pylon-4"},
                       "ticket_queue": [ticket(6120, "Planned maintenance Sunday",
                                               "Checkout offline Sunday 01:00-03:00", "ops.lea", 2)],
                       "ticket_counter": 6121},
            "posting": {"username": "shopline_status", "password": "uptime!", "authenticated": True,
                        "tweet_counter": 300},
        },
        persona="operations lead announcing a maintenance window",
        style="chatty",
        seed=4020,
        turns=[
            turn("Hi! Log me into the helpdesk as ops.lea, password pylon-4, and show me ticket 6120.",
                 "ticket_login(username='ops.lea', password='pylon-4')", "get_ticket(ticket_id=6120)"),
            turn("Great, tweet its description exactly as it is, with the tag #maintenance.",
                 "post_tweet(content='Checkout offline Sunday 01:00-03:00', tags=['#maintenance']) -> tw=id"),
            turn("Show me how the tweet looks.", "get_tweet(tweet_id=$tw)"),
            turn("All done on Sunday! Resolve the ticket with 'Maintenance finished at 02:40'.",
                 "resolve_ticket(ticket_id=6120, resolution='Maintenance finished at 02:40')"),
        ],
        miss_param=miss(3, "All done on Sunday! Resolve the ticket.", "Resolution: 'Maintenance finished at 02:40'."),
    ),
]
