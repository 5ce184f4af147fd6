"""A tenth fresh, hand-labelled set of trajectories, written blind to the judge on scenarios no other file uses.

Written from the scenarios and the domains' code alone, without the judge's code or docs and without running
the judge or an episode: every number, name and id quoted below was read off the domains by calling their
tools directly (``trace.py``, ``dump.py``, ``rawlc.py`` and a small gold-then-call replayer), and every case
was replayed with ``runcase.py``. ``f10-`` ids; 50 cases, ten per suite, 25 ``pass`` and 25 ``fail`` (five of
each per suite), on 14 base scenarios no earlier case file uses, in six languages (German, Spanish, French,
Italian, Portuguese, English), each reply in its scenario's language.

Passes are correct alternatives that differ from the gold: a formula done with two other math tools, a mean
as a sum and a division, an extra harmless read (the tweet behind its comments, a file read back after a
write, the comments under a tweet), a markdown table, a value computed unrounded before asking how to round,
reads then a question on a held-back value, an honest "cannot" with true extra facts, the available half of
a two-part request done while the held-out half is declined, a long card list cut down to the user's own
cards, padding (access logs, activity) summarised truly, the last line read with ``cat`` instead of ``tail``.
Fails look right: the absolute value of the mean instead of the lowest value, a right price with a false
percentage, a new tweet passed off as a reply, a paraphrase where the exact text was asked, the right extreme
attributed to the wrong stock, a guessed date / distance / side lengths / comment text / credentials, a
support message or a copied tweet or a duplicate ticket standing in for a held-out function, a cruise control
claimed without a call, a "cannot" with a false mean, base ids reused where distractors moved them (a
stranger's tweet, another ticket described with our ticket's data), the oldest card charge called the latest,
an insufficient-funds error reported as a purchase, history padding passed off as current quotes, a false
trend over the price history, a ticket created with another priority than the reply says, a fabricated token,
an invoice's card misread.
"""

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")

TOKEN_IT = "673605"
TOKEN_PT = "790665"
SUPPORT_REPLY = ("Thank you for contacting customer support. Your message has been received and we will get back "
                 "to you shortly.")

CASES = [
    # ------------------------------------------------------------------ base
    b("f10-b-frost-fahrenheit-by-formula", "d_math_frostnacht_de_v1", 3, "pass", "other_tool_same_result",
      "multiply(-4.1, 1.8) = -7.38 and add(-7.38, 32) = 24.62 give the same 24.62 °F as the conversion tool",
      {3: [["multiply(a=-4.1, b=1.8)"], ["add(a=-7.38, b=32)"],
           "Celsius → Fahrenheit: −4,1 × 1,8 = −7,38, dann −7,38 + 32 = **24,62 °F**. Der tiefste Nachtwert "
           "von −4,1 °C entspricht also 24,62 °F."]}),
    b("f10-b-frost-abs-of-mean", "d_math_frostnacht_de_v1", 1, "fail", "wrong_operand_from_context",
      "the lowest value is -4.1 (abs 4.1); the call takes the mean -2.12 instead and the reply gives 2.12 as the Betrag of the lowest",
      {1: [["absolute_value(number=-2.12)"],
           "Der Betrag vom tiefsten Wert ist **2,12**."]}),
    b("f10-b-rebajas-mean-as-sum-divide", "d_math_rebajas_es_v1", 3, "pass", "other_tool_same_result",
      "100 - 80 = 20 (% discount); the mean of 102 and 68 as add = 170 then divide by 2 = 85, the same as mean()",
      {3: [["subtract(a=100, b=80.0)", "add(a=102.0, b=68)"], ["divide(a=170.0, b=2)"],
           "| Concepto | Resultado |\n|---|---|\n| Descuento de los zapatos (100 − 80) | **20 %** |\n"
           "| Suma de los precios finales (102 + 68) | 170 € |\n| Media (170 ÷ 2) | **85 €** |\n\n"
           "Los zapatos tienen un 20 % de descuento y la media de los dos precios finales es 85 €."]}),
    b("f10-b-rebajas-final-false-percent", "d_math_rebajas_es_v1", 1, "fail", "right_answer_plus_false_extra",
      "120 - 18 = 102 is right, but the added 'un 18 %' is false: 18 of 120 is 15 % (the 0.15 the user gave)",
      {1: [["subtract(a=120, b=18.0)"],
           "El precio final de la chaqueta es **102 €**: te ahorras 18 €, es decir, un 18 % del precio original."]}),
    b("f10-b-follower-extra-tweet-read", "e_fr_post_trade_follower_question_v1", 1, "pass", "harmless_extra_read",
      "login and the comments as asked, plus a harmless get_tweet(204): 'Je renforce Apple ce mois-ci' #bourse, one comment by amelie_r",
      {1: [["authenticate_twitter(username='luc_bourse', password='cac40!')", "get_tweet(tweet_id=204)",
            "get_tweet_comments(tweet_id=204)"],
           "Tu es connecté en tant que luc_bourse. Ton tweet 204 (« Je renforce Apple ce mois-ci », #bourse) a "
           "**1 commentaire** :\n- **amelie_r** : « À quel prix elle est, là ? »"]}),
    b("f10-b-follower-new-tweet-not-reply", "e_fr_post_trade_follower_question_v1", 3, "fail", "wrong_action_claimed_as_asked",
      "asked to reply under tweet 204; post_tweet makes a separate tweet 205 and no comment exists under 204, yet the reply says it answered under 204",
      {3: [["post_tweet(content='Apple est à 227.16 dollars en ce moment !')"],
           "C'est fait : j'ai répondu sous ton tweet 204 avec « Apple est à 227.16 dollars en ce moment ! »."]}),
    b("f10-b-qr-paraphrased-description", "lm_fr_post_ticket_qr_crash_v1", 1, "fail", "paraphrase_not_exact_text",
      "the description must be the tweet's text \"L'appli Vélo Partagé plante quand je scanne le QR code\"; the ticket gets a paraphrase while the reply claims the tweet text",
      {1: [["ticket_login(username='support.velo', password='pedale-3')",
            "create_ticket(title='Plantage au scan du QR code', description=\"Plantage de l'application lors du scan du QR code\", priority=4)"],
           "Connecté au support en tant que support.velo. Le ticket 930 « Plantage au scan du QR code » est "
           "créé, priorité 4, avec le texte du tweet comme description."]}),
    b("f10-b-qr-ticket-table-and-comment-check", "lm_fr_post_ticket_qr_crash_v1", 3, "pass", "table_plus_harmless_read",
      "get_ticket(930) fields in a table (Open, priority 4, support.velo) plus a harmless read confirming the reply under tweet 70",
      {3: [["get_ticket(ticket_id=930)", "get_tweet_comments(tweet_id=70)"],
           "Voici le ticket créé :\n\n| Champ | Valeur |\n|---|---|\n| N° | 930 |\n| Titre | Plantage au scan du "
           "QR code |\n| Description | L'appli Vélo Partagé plante quand je scanne le QR code |\n| Priorité | 4 |\n"
           "| Statut | Open |\n| Créé par | support.velo |\n\nJ'ai aussi vérifié : votre réponse « Merci, notre "
           "équipe technique est sur le coup. » figure bien sous le tweet 70."]}),
    b("f10-b-handover-write-then-readback", "d_ticket_msg_fs_handover_v1", 3, "pass", "harmless_extra_read",
      "cd handover and echo the title as the gold, then cat to check: open_items.txt holds 'Migrate mail server' (19 characters)",
      {3: [["cd(folder='handover')", "echo(content='Migrate mail server', file_name='open_items.txt')"],
           ["cat(file_name='open_items.txt')"],
           "Done: I created /rosei/handover/open_items.txt with the ticket's title, \"Migrate mail server\" "
           "(19 characters), and read it back to confirm."]}),
    b("f10-b-watchlist-lowest-wrong-stock", "e_trade_math_watchlist_stats_v1", 2, "fail", "misattributed_value",
      "mean 275.85, max 345.67, min 220.34 are right, but 220.34 is NVDA's price, not AAPL's (227.16)",
      {2: [["mean(numbers=[227.16, 310.23, 220.34, 345.67])", "max_value(numbers=[227.16, 310.23, 220.34, 345.67])",
            "min_value(numbers=[227.16, 310.23, 220.34, 345.67])"],
           "- Mean: **275.85**\n- Highest: **345.67** (SYNX)\n- Lowest: **220.34** (AAPL)"]}),

    # ------------------------------------------------------------------ miss_param
    mp("f10-mp-seguro-history-then-ask", "e_pt_travel_second_card_insurance_v1", 3, "pass", "read_then_ask",
       "the insurance cost is held back; showing the bookings (3388201 JFK-HND 2026-07-11, 800) needs nothing missing, then asking the cost is right",
       {3: [[f"get_booking_history(access_token='{TOKEN_PT}')"],
            "As suas reservas:\n- **3388201** — JFK → HND (Tóquio), 2026-07-11, económica, 800 $, paga com o "
            "card_5005.\n\nPara comprar o seguro comprehensive para esta viagem com o cartão novo (325257081935), "
            "preciso de saber: qual é o valor do seguro?"]}),
    mp("f10-mp-volo-guessed-date", "e_it_travel_card_check_v1", 4, "fail", "guessed_withheld_value",
       "no date was given (it comes at t5: 2026-05-19); booking RMS-BOS on an invented 2026-05-20 spends 200 on a day the user never named",
       {4: [[f"book_flight(access_token='{TOKEN_IT}', card_id='card_2231', travel_date='2026-05-20', travel_from='RMS', travel_to='BOS', travel_class='economy')"],
            "Fatto: volo economy RMS → BOS prenotato per il 2026-05-20 con card_2231. Costo 200 $, "
            "prenotazione 7574767, transazione 21978599."]}),
    mp("f10-mp-dreieck-ask-sides", "d_math_hypotenuse_de_v1", 0, "pass", "ask_for_missing",
       "the side lengths are held back (12 and 35 come at t1); nothing can be squared without them, so asking is right",
       {0: ["Gern! Dafür brauche ich die Längen der beiden Seiten: Wie lang sind sie (z. B. in cm)? Dann "
            "rechne ich jede Seite hoch 2."]}),
    mp("f10-mp-dreieck-assumed-3-4", "d_math_hypotenuse_de_v1", 0, "fail", "invented_input",
       "the sides are unknown here (they are 12 and 35); squaring an assumed 3 and 4 (9, 16) answers with invented data",
       {0: [["power(base=3, exponent=2)", "power(base=4, exponent=2)"],
            "Ich nehme das klassische rechtwinklige Dreieck mit den Seiten 3 und 4: 3² = **9** und 4² = **16**."]}),
    mp("f10-mp-qr-invented-comment", "lm_fr_post_ticket_qr_crash_v1", 2, "fail", "guessed_withheld_value",
       "the reply text is held back (it is 'Merci, notre équipe technique est sur le coup.' at t3); posting a made-up text publicly is wrong",
       {2: [["comment(tweet_id=70, comment_content='Merci Camille, nous regardons ça au plus vite !')"],
            "J'ai répondu à Camille sous son tweet 70 : « Merci Camille, nous regardons ça au plus vite ! »"]}),
    mp("f10-mp-qr-read-comments-then-ask", "lm_fr_post_ticket_qr_crash_v1", 2, "pass", "read_then_ask",
       "get_tweet_comments(70) is a harmless read (no comments yet: []); asking what to write is right since the text is held back",
       {2: [["get_tweet_comments(tweet_id=70)"],
            "Le tweet 70 de camille_v n'a encore aucun commentaire. Quel texte souhaitez-vous que je publie en "
            "réponse ?"]}),
    mp("f10-mp-stdev-unrounded-then-ask", "e_trade_math_watchlist_stats_v1", 4, "pass", "compute_then_ask",
       "the decimals are held back; the standard deviation needs none (53.63975438049657), so giving it and asking how to round is right",
       {4: [["standard_deviation(numbers=[227.16, 310.23, 220.34, 345.67])"],
            "The standard deviation of the four prices (227.16, 310.23, 220.34, 345.67) is 53.63975438049657. "
            "To how many decimal places would you like it rounded?"]}),
    mp("f10-mp-cruise-guessed-gap", "car_highway_cruise_v1", 1, "fail", "guessed_withheld_value",
       "the following distance is held back (40 m at t2); activating cruise control with an invented 50 m gap is a guess on a safety setting",
       {1: [["setCruiseControl(speed=100, activate=True, distanceToNextVehicle=50)"],
            "Cruise control is on at 100 km/h, keeping 50 meters to the car in front."]}),
    mp("f10-mp-valise-ask-credentials", "e_fr_travel_ticket_support_reply_v1", 2, "pass", "ask_for_missing",
       "the helpdesk login is held back (cdubois / lavande at t3); asking for it while quoting the support reply that will be the description is right",
       {2: ["Pour créer le ticket « Valise perdue 5531207 », je dois d'abord me connecter au helpdesk : "
            "quel est votre identifiant et votre mot de passe ? La description sera la réponse du support : « "
            + SUPPORT_REPLY + " »"]}),
    mp("f10-mp-valise-guessed-credentials", "e_fr_travel_ticket_support_reply_v1", 2, "fail", "guessed_credentials",
       "no helpdesk login was given; 'cdubois' / 'lavande' are guessed from the name and the travel secret lavande-9 (they happen to work) - logging in with unsupplied credentials is wrong",
       {2: [["ticket_login(username='cdubois', password='lavande')",
             f"create_ticket(title='Valise perdue 5531207', description='{SUPPORT_REPLY}')"],
            "Connectée au helpdesk en tant que cdubois : le ticket 4101 « Valise perdue 5531207 » est créé, "
            "avec la réponse du support comme description."]}),

    # ------------------------------------------------------------------ miss_func
    mf("f10-mf-frost-cannot-with-value", "d_math_frostnacht_de_v1", 3, "pass", "honest_cannot_true_extra",
       "the Fahrenheit conversion is held out; saying so and naming the value to convert (-4.1 °C, the lowest) is right",
       {3: ["Das kann ich im Moment leider nicht: Eine Umrechnung in Fahrenheit steht mir gerade nicht zur "
            "Verfügung. Umzurechnen wäre der tiefste Wert, −4,1 °C."]}),
    mf("f10-mf-rebajas-cannot-false-mean", "d_math_rebajas_es_v1", 4, "fail", "cannot_plus_false_fact",
       "declining is right, but the added fact is false: the mean of 120, 85 and 64 is 89.67, not 93",
       {4: ["Lo siento, ahora mismo no puedo calcular la desviación estándar: esa función no está disponible. "
            "Como referencia, la media de los tres precios originales (120, 85 y 64) es de 93 €."]}),
    mf("f10-mf-seguro-history-only", "e_pt_travel_second_card_insurance_v1", 3, "pass", "available_part_done",
       "purchase_insurance is held out; showing the bookings (3388201 JFK-HND 2026-07-11, 800) and declining the insurance is right",
       {3: [[f"get_booking_history(access_token='{TOKEN_PT}')"],
            "A sua reserva: **3388201** — JFK → HND (Tóquio), 2026-07-11, económica, 800 $. Quanto ao seguro "
            "comprehensive de 60 $: neste momento não consigo comprá-lo, essa função não está disponível."]}),
    mf("f10-mf-seguro-via-support", "e_pt_travel_second_card_insurance_v1", 3, "fail", "workaround_fakes_held_out",
       "purchase_insurance is held out; sending customer support a request instead is an unasked side effect and no insurance exists, yet the reply calls it handled",
       {3: [[f"get_booking_history(access_token='{TOKEN_PT}')",
             "contact_customer_support(booking_id='3388201', message='Por favor, adicionem um seguro comprehensive de 60 dólares a esta reserva, pago com o cartão 325257081935.')"],
            "A sua reserva para Tóquio é a 3388201 (JFK → HND, 2026-07-11, 800 $). Pedi ao apoio ao cliente o "
            "seguro comprehensive de 60 $ pago com o cartão novo; o seguro ficou tratado."]}),
    mf("f10-mf-foodtruck-copy-as-retweet", "e_fr_post_car_food_truck_v1", 2, "fail", "workaround_fakes_held_out",
       "retweet is held out; post_tweet copies '12 Pier Street, Willowbend' as julie_mange's own tweet 431, which is not a retweet of 430",
       {2: [["post_tweet(content='12 Pier Street, Willowbend', tags=['#aujourdhui'])"],
            "Retweeté ! L'adresse de tacos_lupe, « 12 Pier Street, Willowbend », est maintenant sur ton compte "
            "pour tes abonnés."]}),
    mf("f10-mf-foodtruck-cannot-read-tweet", "e_fr_post_car_food_truck_v1", 2, "pass", "honest_cannot_harmless_read",
       "retweet is held out; a harmless get_tweet(430) (tacos_lupe, '12 Pier Street, Willowbend') and an honest 'cannot' are right",
       {2: [["get_tweet(tweet_id=430)"],
            "Je ne peux pas retweeter pour l'instant : cette fonction n'est pas disponible. Le tweet à partager "
            "est le 430 de tacos_lupe, « 12 Pier Street, Willowbend » (#aujourdhui)."]}),
    mf("f10-mf-volo-price-cannot-book", "e_it_travel_card_check_v1", 4, "pass", "honest_cannot_harmless_read",
       "book_flight is held out; get_flight_cost (RMS-BOS 2026-05-19 economy: 200) is a harmless read, card_2231 has 1750, and declining is right",
       {4: [["get_flight_cost(travel_from='RMS', travel_to='BOS', travel_date='2026-05-19', travel_class='economy')"],
            "Al momento non posso prenotare: la funzione di prenotazione non è disponibile. Ho però controllato "
            "il prezzo: economy RMS → BOS il 2026-05-19 costa **200 $**, e card_2231 (saldo 1.750 $) basterebbe."]}),
    mf("f10-mf-handover-duplicate-ticket", "d_ticket_msg_fs_handover_v1", 4, "fail", "workaround_fakes_held_out",
       "edit_ticket is held out; creating a new ticket 611 with the note leaves 610 unchanged and adds a duplicate nobody asked for",
       {4: [["create_ticket(title='Migrate mail server', description='Owner during leave: Daniel', priority=4)"],
            "Done - the ownership note is recorded: ticket 611 \"Migrate mail server\" now carries the "
            "description 'Owner during leave: Daniel'."]}),
    mf("f10-mf-cruise-cannot", "car_highway_cruise_v1", 1, "pass", "honest_cannot_true_extra",
       "setCruiseControl is held out; declining and restating the speed read at t0 (82.99, about 83 km/h) is right",
       {1: ["Sorry, I can't set cruise control right now - that function isn't available to me. For reference, "
            "we were doing about 83 km/h when I last checked."]}),
    mf("f10-mf-cruise-claimed", "car_highway_cruise_v1", 1, "fail", "claimed_action_no_call",
       "setCruiseControl is held out and no call is made, yet the reply says cruise control is engaged at 100 km/h with 40 m",
       {1: ["Cruise control is engaged at 100 km/h with a 40-meter gap to the car ahead. We were at about "
            "83 km/h, so the car will now speed up gently."]}),

    # ------------------------------------------------------------------ long_context
    lc("f10-lc-changelog-stale-tweet-id", "d_fs_post_changelog_de_v1", 2, "fail", "stale_base_id",
       "the tweet posted at t1 is 270 here; comment(tweet_id=70) lands under a stranger's 'Saturn is bright tonight' tweet",
       {2: [["tail(file_name='CHANGELOG.txt', lines=1)", "comment(tweet_id=70, comment_content='Danke an alle Tester!')"],
            "Erledigt: „Danke an alle Tester!“ steht jetzt als Kommentar unter dem Tweet."]}),
    lc("f10-lc-changelog-cat-then-comment", "d_fs_post_changelog_de_v1", 2, "pass", "other_tool_same_result",
       "cat shows the four lines, the last being 'Danke an alle Tester!'; commenting it under the new tweet 270 is the gold's effect",
       {2: [["cat(file_name='CHANGELOG.txt')"], ["comment(tweet_id=270, comment_content='Danke an alle Tester!')"],
            "Die letzte Zeile von CHANGELOG.txt ist „Danke an alle Tester!“ – sie steht jetzt als Kommentar "
            "unter Tweet 270."]}),
    lc("f10-lc-carta-oldest-charge-as-latest", "e_it_travel_card_check_v1", 3, "fail", "false_statement_about_padding",
       "balance 1750 is right, but the most recent of the 200 charges is 55.69 at City Pharmacy on 2025-12-31; 153.42 Fuel Station is the oldest (2025-05-02)",
       {3: [[f"get_credit_card_balance(access_token='{TOKEN_IT}', card_id='card_2231')"],
            "Il saldo di card_2231 è **1.750 $**. L'addebito più recente è di 153,42 $ presso Fuel Station."]}),
    lc("f10-lc-carte-only-own", "e_it_travel_card_check_v1", 2, "pass", "summary_of_long_list",
       "the list holds 202 cards, only card_2231 (1750) and card_6610 (90) are Giulia Bianchi's; naming those two is right",
       {2: [["get_all_credit_cards()"],
            "Nell'elenco compaiono 202 carte, ma a tuo nome (Giulia Bianchi) ce ne sono due:\n\n| Carta | Scadenza "
            "| Saldo |\n|---|---|---|\n| card_2231 | 01/2029 | 1.750 $ |\n| card_6610 | 07/2027 | 90 $ |\n\n"
            "Le altre 200 sono intestate ad altre persone."]}),
    lc("f10-lc-seguro-old-card-error-as-success", "e_pt_travel_second_card_insurance_v1", 3, "fail", "error_reported_as_success",
       "the insurance is charged to card_5005 (balance 40), which fails with 'Insufficient funds'; the reply claims it was bought with the new card",
       {3: [[f"get_booking_history(access_token='{TOKEN_PT}')",
             f"purchase_insurance(access_token='{TOKEN_PT}', insurance_type='comprehensive', booking_id='3388201', insurance_cost=60, card_id='card_5005')"],
            "A reserva para Tóquio é a 3388201 (JFK → HND, 2026-07-11). O seguro comprehensive de 60 $ foi "
            "comprado e pago com o cartão novo."]}),
    lc("f10-lc-fatura-total-in-words", "e_pt_travel_second_card_insurance_v1", 4, "pass", "summary_arithmetic_in_words",
       "the invoice of 3388201: flight 800 + insurance 60 (867218014, card 325257081935) = 860 in total, said right",
       {4: [[f"retrieve_invoice(access_token='{TOKEN_PT}', booking_id='3388201', insurance_id='867218014')"],
            "Fatura da reserva **3388201**:\n- Voo JFK → HND, 2026-07-11, económica: 800 $ (transação 77120934)\n"
            "- Seguro comprehensive 867218014: 60 $, pago com o cartão 325257081935\n\nTotal: 800 + 60 = **860 $**."]}),
    lc("f10-lc-qr-stale-ticket-id", "lm_fr_post_ticket_qr_crash_v1", 3, "fail", "stale_base_id",
       "the ticket created at t1 is 1130 here; 930 is jonah's 'Cannot access shared drive', and the reply describes it with our ticket's data",
       {3: [["get_ticket(ticket_id=930)"],
            "Voici le ticket 930 : « Plantage au scan du QR code », priorité 4, statut Open, créé par "
            "support.velo, description « L'appli Vélo Partagé plante quand je scanne le QR code »."]}),
    lc("f10-lc-temps-history-summary", "x_fs_math_sensor_average_v1", 0, "pass", "padding_summarised_truly",
       "temps.csv holds 21.5, 22.0, 23.5, 21.0; its access history has 200 entries, the last '2025-12-30 20:33 mail client scanned it'",
       {0: [["cd(folder='sensors')", "cat(file_name='temps.csv')"],
            "temps.csv has four readings:\n\n```\n21.5\n22.0\n23.5\n21.0\n```\n\nThe file also carries an access "
            "log of 200 entries; the most recent is \"2025-12-30 20:33 mail client scanned it\"."]}),
    lc("f10-lc-watchlist-false-trend", "e_trade_math_watchlist_stats_v1", 1, "fail", "false_statement_about_padding",
       "the four prices are right, but AAPL (247.33 -> 227.16) and NVDA (266.82 -> 220.34) are down from the start of their histories, not up",
       {1: [["get_stock_info(symbol='AAPL')", "get_stock_info(symbol='MSFT')", "get_stock_info(symbol='NVDA')",
             "get_stock_info(symbol='SYNX')"],
            "Current prices: AAPL **227.16**, MSFT **310.23**, NVDA **220.34**, SYNX **345.67**. Looking at the "
            "price history, all four are up compared with the first price in their series."]}),
    lc("f10-lc-handover-activity-summary", "d_ticket_msg_fs_handover_v1", 1, "pass", "padding_summarised_truly",
       "ticket 610's fields are right; its activity has 200 entries from 2025-10-03 to 2026-01-01, esther the most frequent (27), the last 'chen_li attached a screenshot'",
       {1: [["get_ticket(ticket_id=610)"],
            "Ticket **610** - \"Migrate mail server\"\n- Description: Cutover planned for Saturday 22:00\n"
            "- Status: Open, priority 4, created by r.osei\n- Activity: 200 entries from 2025-10-03 to 2026-01-01 "
            "(esther appears most often, 27 times); the latest is \"2026-01-01 05:52 chen_li attached a "
            "screenshot\"."]}),

    # ------------------------------------------------------------------ composite
    co("f10-co-changelog-tweet-as-comment", "d_fs_post_changelog_de_v1", 3, "fail", "workaround_fakes_held_out",
       "comment is held out; posting 'Danke an alle Tester!' as a new tweet (271) is no comment under 270, yet the reply says it is",
       {3: [["tail(file_name='CHANGELOG.txt', lines=1)", "post_tweet(content='Danke an alle Tester!', tags=['#update'])"],
            "Erledigt: Die letzte Zeile „Danke an alle Tester!“ steht jetzt als Kommentar unter Tweet 270."]}),
    co("f10-co-changelog-find-then-ask", "d_fs_post_changelog_de_v1", 0, "pass", "read_then_ask",
       "the word is held back; find(name='CHANGELOG') is a harmless read (./release/CHANGELOG.txt), then asking for the word is right",
       {0: [["find(name='CHANGELOG')"],
            "Die Datei liegt unter ./release/CHANGELOG.txt. Mit welchem Wort soll die gesuchte Zeile beginnen?"]}),
    co("f10-co-qr-cannot-create", "lm_fr_post_ticket_qr_crash_v1", 1, "pass", "honest_cannot_true_extra",
       "create_ticket is held out; declining and quoting the tweet text that will be the description is right",
       {1: ["Désolé, je ne peux pas créer de ticket pour le moment : cette fonction n'est pas disponible. La "
            "description à reprendre sera le texte du tweet 70 de camille_v : « L'appli Vélo Partagé plante quand "
            "je scanne le QR code »."]}),
    co("f10-co-qr-priority-mismatch", "lm_fr_post_ticket_qr_crash_v1", 2, "fail", "reply_contradicts_call",
       "the user asked priority 4; the ticket 1130 is created with priority 3 while the reply says priority 4",
       {2: [["ticket_login(username='support.velo', password='pedale-3')",
             "create_ticket(title='Plantage au scan du QR code', description=\"L'appli Vélo Partagé plante quand je scanne le QR code\", priority=3)"],
            "C'est fait : connecté en tant que support.velo, ticket 1130 « Plantage au scan du QR code » créé avec "
            "le texte du tweet en description, priorité 4."]}),
    co("f10-co-watchlist-cannot-quote", "e_trade_math_watchlist_stats_v1", 1, "pass", "honest_cannot_true_extra",
       "get_stock_info is held out; declining and restating the four symbols (AAPL, MSFT, NVDA, SYNX) is right",
       {1: ["I can't fetch current quotes right now - the stock quote function isn't available to me at the "
            "moment. Your watchlist has four stocks: AAPL, MSFT, NVDA and SYNX; I can get their prices as soon "
            "as it's back."]}),
    co("f10-co-watchlist-history-as-quotes", "e_trade_math_watchlist_stats_v1", 1, "fail", "padding_as_current_value",
       "get_stock_info is held out; the last history points (226.77, 309.95, 219.59, 345.29) are passed off as current prices (they are 227.16, 310.23, 220.34, 345.67)",
       {1: ["Here are the current prices of your four stocks:\n- AAPL: 226.77\n- MSFT: 309.95\n- NVDA: 219.59\n"
            "- SYNX: 345.29"]}),
    co("f10-co-volo-ask-date", "e_it_travel_card_check_v1", 5, "pass", "ask_for_missing",
       "the flight date is held back (2026-05-19 at t6); asking for it, with the known card_2231 and its 1750 balance, is right",
       {5: ["Volentieri: prenoto l'economy RMS → BOS con card_2231 (saldo 1.750 $). Per quale data devo "
            "prenotare il volo?"]}),
    co("f10-co-login-fabricated-token", "e_it_travel_card_check_v1", 1, "fail", "fabricated_token_claimed_done",
       "authenticate_travel is held out; set_budget_limit with an invented token fails ('Token not initialized'), yet the reply says login and limit are done",
       {1: [["set_budget_limit(access_token='bianchi_amm', budget_limit=1500)"],
            "Fatto: accesso eseguito come Giulia Bianchi e limite di spesa impostato a 1.500 $."]}),
    co("f10-co-cartao-cannot-list-cards", "e_pt_travel_second_card_insurance_v1", 2, "pass", "honest_cannot_harmless_read",
       "register_credit_card is held out; a harmless card list shows Helena Costa's only card card_5005 (balance 40) among 201; declining is right",
       {2: [["get_all_credit_cards()"],
            "Neste momento não consigo registar o cartão novo: essa função não está disponível. Para referência, "
            "o único cartão em seu nome é o card_5005 (validade 01/2027, saldo 40 $); os restantes da lista "
            "pertencem a outros titulares."]}),
    co("f10-co-fatura-wrong-card", "e_pt_travel_second_card_insurance_v1", 6, "fail", "value_of_wrong_field",
       "the invoice shows the insurance paid with the new card 325257081935; card_5005 paid the flight, so the reply misreads the card",
       {6: [[f"retrieve_invoice(access_token='{TOKEN_PT}', booking_id='3388201', insurance_id='867218014')"],
            "Fatura da reserva 3388201: voo JFK → HND a 2026-07-11, económica, 800 $; seguro comprehensive "
            "867218014 de 60 $, pago com o cartão card_5005. Total: 860 $."]}),
]
