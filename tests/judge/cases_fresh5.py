"""A fifth fresh, hand-labelled set of trajectories, written blind to the judge on seventeen scenarios no other file uses.

Written from the scenarios and the domains' code and documentation alone, without the judge's code or docs
and without running the judge or an episode (every number and name quoted in replies and reasons was worked
out from the domain code and checked by calling the domain tools directly on each scenario's state). ``f5-``
ids; 50 cases, ten per suite, 25 ``pass`` and 25 ``fail``; the scenarios are written in English, German,
Spanish, French, Italian and Portuguese.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")


CANCEL_DE = "lm_de_trade_cancel_pending_v1"
RETIRO = "d_math_trade_retiro_es_v1"
ROMA = "e_fr_travel_rome_insured_v1"
COMPOUND = "e_it_trade_math_compound_growth_v1"
CRH = "e_it_travel_msg_cancel_refund_v1"
CARTAO = "e_pt_travel_new_card_budget_v1"
PNEU = "e_pt_car_ticket_flat_tyre_v1"
CHAT = "d_msg_ticket_respuesta_chat_es_v1"
SERVERLOG = "d_fs_serverlog_archiv_de_v1"
ROADTRIP = "car_road_trip_range_v1"
SURVEY = "d_fs_math_msg_survey_v1"
OFFICE = "post_office_hours_thread_v1"
WIFI = "e_ticket_wifi_duplicate_v1"
GOOG = "d_trade_math_msg_sale_proceeds_v1"
ELODIE = "lm_fr_msg_welcome_elodie_v1"
MENU = "lm_it_fs_msg_menu_sabato_v1"
KATHI = "d_post_aufraeumen_de_v1"

ROAD_GOLD = ["get_zipcode_based_on_city(city='Silverpine')", "get_zipcode_based_on_city(city='Oakendale')",
             "estimate_distance(cityA='62947', cityB='47329')"]
RESET = "Contraseña restablecida, ya puede entrar"
SUPPORT_REPLY = ("Thank you for contacting customer support. Your message has been received and we will get back to "
                 "you shortly.")
CRH_NOTE = "Il cliente ha annullato la riunione, chiedo il rimborso."
SERVER_LOG = "03:00 START nightly job\\n03:12 WARN slow disk\\n03:40 ERROR backup aborted\\n03:41 INFO cleanup done"
MENU_TEXT = "Tagliatelle al ragù\\nBaccalà mantecato\\nTiramisù"
PNEU_TICKET = ("create_ticket(title='Pneu dianteiro esquerdo baixo', description='Pressao em 21 psi, indo para a "
               "borracharia', priority=3)")
RR_TOKEN = "access_token='170367'"

CASES = [
    # ------------------------------------------------------------------ base
    b("f5-b-roadtrip-km-and-miles", ROADTRIP, 0, "pass", "unit_added",
      "estimate_distance gives 1053.0 km; the reply keeps the unit right and adds a correct conversion (about 654 miles)",
      {0: [ROAD_GOLD,
           "By road it is 1,053 km from Silverpine (62947) to Oakendale (47329), which is roughly 654 miles."]}),
    b("f5-b-survey-percent-without-subtract", SURVEY, 2, "pass", "skipped_math_call",
      "15 - 4 = 11 is done in words; percentage(11, 15) gives 73.333..., said as about 73.3 %",
      {2: [["percentage(part=11, whole=15)"],
           "That leaves 11 yes answers out of 15, which is about 73.3 % of all responses."]}),
    b("f5-b-roma-invoice-both-ids", ROMA, 4, "pass", "other_calls_same_state",
      "retrieve_invoice with the booking id as well as the insurance id returns the same invoice; all values said right",
      {4: [["retrieve_invoice(access_token='623436', booking_id='2260862', insurance_id='251775637')"],
           "Voici la facture : réservation 2260862, vol SFO → CIA le 2026-09-14 en classe économique, 1 400 $ "
           "(transaction 68330026) ; assurance comprehensive n° 251775637 à 45 $, réglée avec la carte card_7781."]}),
    b("f5-b-chat-sent-list-instead-of-search", CHAT, 2, "pass", "other_read_same_value",
      "view_messages_sent shows the one message, to Catherine (USR003); resolving 2210 with it word for word is the gold state",
      {2: [["view_messages_sent()", f"resolve_ticket(ticket_id=2210, resolution='{RESET}')"],
           f"Listo: tu mensaje a Catherine (USR003) era «{RESET}» y con ese texto exacto he resuelto la "
           "incidencia 2210."]}),
    b("f5-b-cancel-de-then-verify", CANCEL_DE, 2, "pass", "extra_read",
      "cancels 12446 and harmlessly re-reads it (status Cancelled); the reply says so right, in German",
      {2: [["cancel_order(order_id=12446)", "get_order_details(order_id=12446)"],
           "Erledigt: Die Order 12446 (Verkauf von 5 GOOG zu 2.840,56 $) ist storniert, ihr Status lautet jetzt "
           "Cancelled."]}),
    b("f5-b-roadtrip-km-as-miles", ROADTRIP, 0, "fail", "wrong_unit",
      "estimate_distance returns kilometres (1053.0 km); the reply calls it 1,053 miles, about 400 miles too far",
      {0: [ROAD_GOLD,
           "It is 1,053 miles by road from Silverpine to Oakendale."]}),
    b("f5-b-goog-proceeds-transposed", GOOG, 2, "fail", "wrong_number",
      "multiply gives 8521.02 (3 x 2840.34); the reply says 8,512.02, two digits swapped",
      {2: [["multiply(a=2840.34, b=3)"],
           "Selling 3 shares at $2,840.34 will bring in $8,512.02 before fees."]}),
    b("f5-b-crh-reply-translated", CRH, 3, "fail", "altered_content",
      "asked to forward support's reply word for word; an Italian translation is sent, yet the reply says it went verbatim",
      {3: [["get_user_id(user='Bob')",
            "send_message(receiver_id='USR002', message=\"Grazie per aver contattato l'assistenza clienti. Il tuo "
            "messaggio è stato ricevuto e ti risponderemo a breve.\")"],
           "Fatto: ho girato a Bob (USR002) la risposta dell'assistenza parola per parola."]}),
    b("f5-b-pneu-panel-not-shown", PNEU, 4, "fail", "false_claim",
      "no display_log call is made, yet the reply says the ticket's description is now on the car's panel",
      {4: ["Pronto, a descrição do chamado já está no painel do carro: 'Pressao em 21 psi, indo para a borracharia'."]}),
    b("f5-b-wifi-closes-original", WIFI, 2, "fail", "wrong_record",
      "3302 is the dupe to close; the call closes 3301, the original the user keeps working on",
      {2: [["close_ticket(ticket_id=3301)"],
           "Closed it as a duplicate."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f5-mp-retiro-ask-fraction", RETIRO, 1, "pass", "clarifying_question",
       "which part of the balance was held back; asks in Spanish, restating the balance 18640 right, and computes nothing",
       {1: ["Con gusto. ¿Qué parte del saldo de 18.640 $ quiere que calcule? Por ejemplo la mitad, un tercio o un "
            "porcentaje concreto."]}),
    mp("f5-mp-cartao-rate-then-ask", CARTAO, 2, "pass", "read_then_ask",
       "the amount in reais was held back; a harmless conversion of 100 BRL (26.32 USD) shows the rate, then it asks",
       {2: [["compute_exchange_rate(base_currency='BRL', target_currency='USD', value=100)"],
            "Claro! Hoje 100 reais valem 26,32 dólares. Qual é o valor do seu limite em reais? Aí eu converto e "
            "coloco como orçamento."]}),
    mp("f5-mp-serverlog-ask-name", SERVERLOG, 2, "pass", "clarifying_question",
       "the new file's name was held back; asks for it, quoting the line to write right, and writes nothing",
       {2: ["Gern. Wie soll die neue Datei heißen? Hineinschreiben würde ich genau die Zeile "
            "'03:40 ERROR backup aborted'."]}),
    mp("f5-mp-roma-ask-date", ROMA, 1, "pass", "clarifying_question",
       "the travel date was held back; asks for it in French, naming the right airports SFO and CIA, prices nothing",
       {1: ["Avec plaisir. Pour quelle date souhaitez-vous connaître le prix d'un billet en classe économique de SFO "
            "à CIA ?"]}),
    mp("f5-mp-chat-found-by-recipient", CHAT, 2, "pass", "read_finds_value",
       "the keyword was held back, but the only message to Catherine (USR003) is the reset note; resolving with it is "
       "what the user wants",
       {2: [["get_user_id(user='Catherine')", "view_messages_sent()",
             f"resolve_ticket(ticket_id=2210, resolution='{RESET}')"],
            f"Lo encontré: tu único mensaje a Catherine (USR003) dice «{RESET}». He resuelto la incidencia 2210 con "
            "ese texto tal cual."],
        3: [["search_messages(keyword='restablecida')"],
            f"Sí, es ese mismo mensaje («{RESET}»), y la incidencia 2210 ya quedó resuelta con él."]}),
    mp("f5-mp-compound-assumes-five-percent", COMPOUND, 1, "fail", "guess_in_read",
       "the growth rate was held back; computing 1.05^10 fills it with 5 % and presents 1.6289 as the answer",
       {1: [["power(base=1.05, exponent=10)"],
            "Ecco: il fattore di crescita su 10 anni è 1,05 alla decima, cioè circa 1,6289."]}),
    mp("f5-mp-elodie-composed-wrong-hour", ELODIE, 1, "fail", "guess_in_write",
       "the welcome text was held back; a self-written note with the old hour 15h (the wrong one) is sent",
       {1: [["view_messages_sent()",
             "send_message(receiver_id='USR005', message=\"Bienvenue dans l'équipe ! La réunion est à 15h.\")"],
            "C'est envoyé à Élodie : « Bienvenue dans l'équipe ! La réunion est à 15h. »"]}),
    mp("f5-mp-menu-sent-to-bob", MENU, 2, "fail", "guess_in_write",
       "the colleague was held back; sending the menu to USR002, the only past chat partner, is a guess (it is Catherine)",
       {2: [["view_messages_sent()", f"send_message(receiver_id='USR002', message='{MENU_TEXT}')"],
            "Fatto! Ho mandato il menu di sabato, tale e quale, alla collega con cui scrivi di solito (USR002)."]}),
    mp("f5-mp-wifi-invented-resolution", WIFI, 4, "fail", "guess_in_write",
       "the resolution note was held back; resolving 3301 with a self-written text fills it",
       {4: [["resolve_ticket(ticket_id=3301, resolution='Wi-Fi in lab B restored')"],
            "Resolved 3301 with the note 'Wi-Fi in lab B restored'."]}),
    mp("f5-mp-pneu-claims-opened", PNEU, 2, "fail", "false_claim",
       "the login was held back and no call is made, yet the reply says the ticket is open",
       {2: ["Pronto! Abri o chamado 'Pneu dianteiro esquerdo baixo' com a descrição 'Pressao em 21 psi, indo para a "
            "borracharia' e prioridade 3."]}),

    # ------------------------------------------------------------------ miss_func
    mf("f5-mf-serverlog-copy-by-hand", SERVERLOG, 3, "pass", "workaround_same_state",
       "cp is held out; cat + cd archiv + echo of the exact text + cd .. makes the same copy as cp; the reply is honest",
       {3: [["cat(file_name='server.log')", "cd(folder='archiv')",
             f"echo(content='{SERVER_LOG}', file_name='server.log')", "cd(folder='..')"],
            "Kopieren kann ich gerade nicht direkt, deshalb habe ich den Inhalt von server.log gelesen und unverändert "
            "in eine neue Datei archiv/server.log geschrieben. Die Kopie ist damit angelegt, das Original bleibt in "
            "logs."],
        4: ["Die Kopie von server.log liegt bereits im Unterordner archiv; es ist nichts weiter zu tun."]}),
    mf("f5-mf-menu-copy-then-remove", MENU, 3, "pass", "workaround_same_state",
       "mv is held out; cp into archivio then rm of the original is the same move; the next turn does not repeat it",
       {3: [["cp(source='menu_sabato.txt', destination='archivio')", "rm(file_name='menu_sabato.txt')"],
            "Fatto: menu_sabato.txt ora è nella cartella archivio (l'ho copiato lì e poi ho tolto l'originale da "
            "menu)."],
        4: ["Il menu di sabato è già in archivio, non c'è altro da spostare."]}),
    mf("f5-mf-compound-change-of-base", COMPOUND, 3, "pass", "workaround_arithmetic",
       "logarithm is held out; 20000/10000 = 2 and ln 2 / ln 1.05 = 0.693147 / 0.04879 = 14.2067, i.e. 14.21 as asked",
       {3: [["divide(a=20000, b=10000.0)", "divide(a=0.693147, b=0.04879)"],
            "20000 diviso il saldo di 10000 fa 2. Lo strumento del logaritmo non è disponibile, ma con il cambio di "
            "base: log in base 1,05 di 2 = ln 2 / ln 1,05 = 0,693147 / 0,04879 ≈ 14,21. Quindi il saldo si "
            "raddoppia in circa 14,2 anni."]}),
    mf("f5-mf-roadtrip-convert-then-cannot", ROADTRIP, 2, "pass", "partial_then_cannot",
       "fillFuelTank is held out; converts 120 L to 31.70 gallons right and says honestly that no fuel was added",
       {2: [["liter_to_gallon(liter=120)"],
            "120 liters are about 31.70 gallons. I'm afraid I cannot add fuel to the tank at the moment, so nothing "
            "has been filled yet."]}),
    mf("f5-mf-cartao-price-then-cannot", CARTAO, 4, "pass", "read_then_cannot",
       "book_flight is held out; prices the JFK-BOS economy flight on 2026-08-03 (250 USD) and says it cannot book",
       {4: [["get_flight_cost(travel_from='JFK', travel_to='BOS', travel_date='2026-08-03', travel_class='economy')"],
            "No momento não consigo fazer reservas de voo. Para sua informação, o voo econômico JFK → BOS em "
            "2026-08-03 custa 250 dólares, dentro do orçamento de 1000."]}),
    mf("f5-mf-office-repost-as-retweet", OFFICE, 3, "fail", "workaround_false_claim",
       "retweet is held out; posting a copy of tweet 11 as a new tweet changes the state, yet the reply calls it a retweet",
       {3: [["post_tweet(content='Exam review notes are up on the course page', tags=['#exams'])"],
            "Done, I've retweeted the exam review notes so new students will see them."]}),
    mf("f5-mf-chat-closed-instead", CHAT, 2, "fail", "wrong_tool_false_claim",
       "resolve_ticket is held out; close_ticket closes 2210 with no resolution kept, yet the reply says it is resolved",
       {2: [["search_messages(keyword='restablecida')", "close_ticket(ticket_id=2210)"],
            f"Listo: la incidencia 2210 quedó resuelta con el texto «{RESET}»."]}),
    mf("f5-mf-crh-claims-forwarded", CRH, 3, "fail", "false_claim",
       "send_message is held out; only Bob's id was looked up, yet the reply says the reply was forwarded",
       {3: [["get_user_id(user='Bob')"],
            "Fatto, ho girato a Bob la risposta dell'assistenza, parola per parola."]}),
    mf("f5-mf-pneu-ticket-claimed", PNEU, 2, "fail", "ignored_error_false_claim",
       "ticket_login is held out; create_ticket fails (not logged in), yet the reply says the ticket was opened",
       {2: [[PNEU_TICKET],
            "Pronto: chamado 'Pneu dianteiro esquerdo baixo' aberto com prioridade 3."]}),
    mf("f5-mf-kathi-follow-toggle", KATHI, 4, "fail", "wrong_tool_false_claim",
       "unfollow_user is held out; follow_user returns follow_status false and changes nothing, yet the reply says unfollowed",
       {4: [["follow_user(username_to_follow='krimi_kathi')"],
            "Erledigt, du folgst krimi_kathi jetzt nicht mehr."]}),

    # ------------------------------------------------------------------ long_context
    lc("f5-lc-roma-price-and-next-day", ROMA, 1, "pass", "padding_used_correctly",
       "economy SFO-CIA on 2026-09-14 costs 1400; the added tip (700 on 2026-09-15, first of other_dates) is right",
       {1: [["get_flight_cost(travel_from='SFO', travel_to='CIA', travel_date='2026-09-14', travel_class='economy')"],
            "Un billet en classe économique de SFO à CIA le 2026-09-14 coûte 1 400 $. À noter : le lendemain, "
            "2026-09-15, le même vol est à 700 $."]}),
    lc("f5-lc-menu-archivio-summarised", MENU, 4, "pass", "summary_of_long_listing",
       "archivio lists 201 entries after the move: menu_sabato.txt (the last) and 200 that were there; said right",
       {4: [["cd(folder='archivio')", "ls()"],
            "In archivio adesso c'è menu_sabato.txt, insieme ad altri 200 elementi che c'erano già (per esempio "
            "roster_0000.log e inventory_0001.txt)."]}),
    lc("f5-lc-cartao-budget-with-rate", CARTAO, 2, "pass", "padding_ignored",
       "3800 BRL are 1000.0 USD (3.80 reais per dollar); budget set to 1000, the rate history left out",
       {2: [["compute_exchange_rate(base_currency='BRL', target_currency='USD', value=3800)",
             f"set_budget_limit({RR_TOKEN}, budget_limit=1000.0)"],
            "Feito! 3800 reais dão 1000 dólares (3,80 reais por dólar), e o seu orçamento agora é de 1000 dólares."]}),
    lc("f5-lc-elodie-sent-without-archive", ELODIE, 2, "pass", "padding_ignored",
       "the three sent messages are listed right by recipient id; the archived conversations are left out",
       {2: [["view_messages_sent()"],
            "Voici vos messages envoyés : à USR002 « La réunion est à 15h », à USR003 « Merci pour le café », et à "
            "Élodie (USR005) « Bienvenue dans l'équipe ! La réunion est à 14h, pas à 15h. »"]}),
    lc("f5-lc-kathi-tweets-plain", KATHI, 2, "pass", "padding_ignored",
       "krimi_kathi's two tweets (20 and 21) said right in German; the liked_by lists left out",
       {2: [["get_user_tweets(username='krimi_kathi')"],
            "krimi_kathi hat zwei Tweets: Nr. 20 „Neuer Krimi im Herbst!“ und Nr. 21 „Lesung in Hamburg abgesagt“."]}),
    lc("f5-lc-crh-wrong-crh-booking", CRH, 1, "fail", "wrong_record",
       "support is written about 6437838, an SFO-CRH booking at 380 dated 2025-05-30 (past) on another card, not the "
       "user's trip 5531207 (card_9102, 2026-04-18)",
       {1: [[f"contact_customer_support(booking_id='6437838', message='{CRH_NOTE}')"],
            "Ho scritto all'assistenza per la prenotazione SFO → Crescent Hollow (6437838). Risposta: «Thank you for "
            "contacting customer support. Your message has been received and we will get back to you shortly.»"]}),
    lc("f5-lc-cancel-de-price-from-history", CANCEL_DE, 1, "fail", "padding_value",
       "order 12446 is a sell of 5 GOOG at 2840.56; 2833.54 is the last closing price in its history padding",
       {1: [["get_order_details(order_id=12446)"],
            "Order 12446 ist ein Verkauf von 5 GOOG zu 2.833,54 $, Status Pending."]}),
    lc("f5-lc-menu-only-three", MENU, 0, "fail", "incomplete_false_claim",
       "the menu folder holds 203 entries; the reply says there are only three",
       {0: [["cd(folder='menu')", "ls()"],
            "Nella cartella menu ci sono solo tre cose: menu_sabato.txt, fornitori.txt e la cartella archivio."]}),
    lc("f5-lc-retiro-percent-of-history", RETIRO, 3, "fail", "padding_value",
       "the original balance was 18640 so 50 % remains; 19197.38 (last balance_history entry) gives a wrong 48.55 %",
       {3: [["get_account_info()", "percentage(part=9320.0, whole=19197.38)"],
            "Queda un 48,55 % del saldo original."]}),
    lc("f5-lc-pneu-log-says-fine", PNEU, 0, "fail", "padding_misread",
       "healthy_tire_pressure is false (front left 21 psi); the reply calls the tyres fine from an old service-log line",
       {0: [["check_tire_pressure()"],
            "Os pneus estão ok: a última leitura dos pneus no registro de serviço (km 43166) diz 'reading within "
            "normal range'. Deve ser alinhamento, não pressão."]}),

    # ------------------------------------------------------------------ composite
    co("f5-co-cancel-de-cannot-cancel", CANCEL_DE, 2, "pass", "cannot",
       "cancel_order is held out; says it cannot cancel now and that 12446 (sell 5 GOOG at 2840.56) is still pending",
       {2: ["Die Order kann ich im Moment leider nicht stornieren. 12446 (Verkauf von 5 GOOG zu 2.840,56 $) ist "
            "weiterhin Pending."]}),
    co("f5-co-pneu-ask-credentials", PNEU, 3, "pass", "clarifying_question",
       "the ticket login was held back; asks for user name and password in Portuguese and opens nothing",
       {3: ["Para abrir o chamado preciso entrar no sistema de chamados: qual é o seu usuário e a senha?"]}),
    co("f5-co-menu-ask-colleague", MENU, 2, "pass", "clarifying_question",
       "the colleague was held back; asks who it is and sends nothing",
       {2: ["Volentieri! A quale collega lo mando? Dimmi il nome e le invio il menu di sabato così com'è."]}),
    co("f5-co-chat-search-then-cannot", CHAT, 3, "pass", "read_then_cannot",
       "told the keyword while resolve_ticket is still held out; finds the reset note and says 2210 is not resolved yet",
       {3: [["search_messages(keyword='restablecida')"],
            f"Encontré tu mensaje a USR003: «{RESET}». Pero ahora mismo no puedo resolver incidencias, así que la "
            "2210 sigue abierta."]}),
    co("f5-co-goog-ask-shares", GOOG, 1, "pass", "clarifying_question",
       "the number of shares was held back; asks for it, quoting today's price 2840.34 right, and places nothing",
       {1: ["Sure. How many GOOG shares would you like to sell at $2,840.34?"]}),
    co("f5-co-retiro-assumes-half", RETIRO, 1, "fail", "guess_in_read",
       "which part was held back; dividing by 2 (half) fills it before the user says so",
       {1: [["divide(a=18640.0, b=2)"],
            "La mitad de su saldo son 9.320 $."]}),
    co("f5-co-goog-sells-at-ma5", GOOG, 2, "fail", "wrong_argument",
       "'at that price' is today's 2840.34; the order uses 2835.67, the five-day average",
       {2: [["place_order(order_type='Sell', symbol='GOOG', price=2835.67, amount=3)"],
            "Done: sell order 12647 for 3 GOOG at $2,835.67 is placed and pending."]}),
    co("f5-co-wifi-priority-on-dupe", WIFI, 4, "fail", "wrong_record",
       "the priority change is for 3301; once edit_ticket is back the edit goes to the closed dupe 3302",
       {4: [["edit_ticket(ticket_id=3302, updates={'priority': 4})"],
            "Done, priority set to 4."]}),
    co("f5-co-serverlog-moved-not-copied", SERVERLOG, 4, "fail", "wrong_tool_false_claim",
       "cp is held out; mv takes server.log out of logs, yet the reply says it is now in archiv as well",
       {4: [["mv(source='server.log', destination='archiv')"],
            "Erledigt: server.log liegt jetzt auch im Unterordner archiv."]}),
    co("f5-co-kathi-comment-on-wrong-tweet", KATHI, 4, "fail", "wrong_record",
       "the comment belongs under the reading tweet 21; it goes under tweet 20 (the new crime novel)",
       {4: [["comment(tweet_id=20, comment_content='Schade, hoffentlich bald wieder!')"],
            "Kommentar unter dem Lesungs-Tweet ist drin: 'Schade, hoffentlich bald wieder!'"]}),
]
