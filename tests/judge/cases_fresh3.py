"""A third fresh, hand-labelled set of trajectories, written blind to the judge on fourteen scenarios no other file uses.

Written from the scenarios and the domains' code and documentation alone, without the judge's code or docs
and without running the judge or an episode (the results quoted in replies and notes were worked out from
the domain code and checked by calling the domain tools directly on each scenario's state). ``f3-`` ids;
50 cases, ten per suite, 25 ``pass`` and 25 ``fail``.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")


ARCHIVIO = "lc_it_fs_documenti_archivio_v1"
DOORS = "lc_car_doors_check_lock_v1"
ERSTATTUNG = "d_math_travel_erstattung_de_v1"
CLUB = "lc_es_post_msg_share_tweet_v1"
SESSION = "e_fr_ticket_short_session_v1"
TANK = "e_pt_car_math_room_in_tank_v1"
RAVI = "lc_travel_card_balance_book_v1"
GASTOS = "d_fs_gastos_enero_es_v1"
NVDA = "e_it_trade_math_average_entry_v1"
PAYROLL = "lm_ticket_msg_payroll_escalate_v1"
METEOR = "post_meteor_shower_v1"
DOPPELT = "d_msg_doppelt_geschickt_de_v1"
ADDRESS = "e_fs_car_grep_address_v1"
SYNX = "lm_pt_trade_synex_order_review_v1"

E42 = "Export to the bank file stops at 80% with error E42"
RETIRO = "Entrenamiento del sabado a las 8 en el parque del Retiro"
TOKEN_RM = "access_token='443232'"

CASES = [
    # ------------------------------------------------------------------ base
    b("f3-b-archivio-move-and-peek", ARCHIVIO, 3, "pass", "extra_read",
      "moves the electricity bill, lists documenti and, harmlessly, finds what archivio_2025 holds; all said right",
      {3: [["mv(source='bolletta_luce_2025.pdf', destination='archivio_2025')", "ls()", "find(path='archivio_2025')"],
           "Fatto. Ora la cartella documenti contiene lettera_condominio.txt e la cartella archivio_2025, dove si "
           "trovano bolletta_gas_2025.pdf e bolletta_luce_2025.pdf."]}),
    b("f3-b-archivio-wrong-bill", ARCHIVIO, 2, "fail", "wrong_record_false_claim",
      "asked for the gas bill, moves bolletta_luce_2025.pdf instead and says the gas bill was moved",
      {2: [["mv(source='bolletta_luce_2025.pdf', destination='archivio_2025')"],
           "Fatto: ho spostato la bolletta del gas del 2025 nella cartella archivio_2025."]}),
    b("f3-b-doors-passenger-for-rear-left", DOORS, 0, "fail", "swapped_values",
      "driver and rear_left are unlocked (passenger and rear_right locked); the reply names passenger instead of rear left",
      {0: [["displayCarStatus(option='doors')"],
           "Right now the driver and passenger doors are unlocked; the rear left and rear right doors are locked."]}),
    b("f3-b-doors-lock-one-by-one", DOORS, 1, "pass", "other_calls_same_state",
      "two single-door lockDoors calls leave the same state as one call with both doors; reply right (0 left unlocked)",
      {1: [["lockDoors(unlock=False, door=['driver'])"], ["lockDoors(unlock=False, door=['rear_left'])"],
           "Done: the driver and rear left doors are locked, so all four doors are locked now (0 unlocked)."]}),
    b("f3-b-erstattung-divide-only", ERSTATTUNG, 2, "pass", "skipped_noop_call",
      "1380 / 3 = 460 exactly, so rounding to 2 places changes nothing; saying 460,00 USD without round_number is right",
      {2: [["divide(a=1380.0, b=3)"],
           "Die Erstattung von 1380 USD durch 3 geteilt ergibt 460,00 USD pro Person (auf 2 Stellen gerundet)."]}),
    b("f3-b-erstattung-eur-digits-swapped", ERSTATTUNG, 3, "fail", "wrong_value_in_words",
      "the conversion gives 368.0 EUR; the reply says 386,00 EUR",
      {3: [["compute_exchange_rate(base_currency='USD', target_currency='EUR', value=460.0)"],
           "Dein Anteil von 460 USD sind 386,00 EUR."]}),
    b("f3-b-gastos-percent-by-divide", GASTOS, 3, "pass", "other_tool_same_result",
      "divide 120.5/255.4 = 0.4718 gives the same 47.18 %, said with a Spanish decimal comma",
      {3: [["divide(a=120.5, b=255.4)"],
           "La primera compra, de 120,50, fue aproximadamente el 47,18 % del total de 255,40."]}),
    b("f3-b-gastos-file-digit-wrong", GASTOS, 2, "fail", "false_claim_wrong_write",
      "the file gets 225.4 while the total is 255.4, and the reply claims 255.4 was written",
      {2: [["echo(content='225.4', file_name='total_enero.txt')"],
           "Listo, he apuntado 255.4 en gastos/total_enero.txt."]}),
    b("f3-b-synx-older-order-details", SYNX, 3, "fail", "wrong_record",
      "the order just placed is 12447 (8 SYNX); 12446 is an older pending sale of 5 GOOG, shown as if it were it",
      {3: [["get_order_details(order_id=12446)"],
           "Detalhes da ordem que acabei de fazer: ordem 12446, 5 ações a 2840,56 $, estado pendente."]}),
    b("f3-b-meteor-search-phrase", METEOR, 0, "pass", "other_args_same_result",
      "searching 'meteor shower' finds the same single tweet as 'meteor'; reply right",
      {0: [["search_tweets(keyword='meteor shower')"],
           "One tweet: astro_kim wrote 'Clear skies forecast for the meteor shower' (tweet 2, #meteors)."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f3-mp-archivio-invented-name", ARCHIVIO, 1, "fail", "guess_in_call",
       "the folder name was held back; creating 'archivio' is a guess, the offer to rename does not undo it",
       {1: [["mkdir(dir_name='archivio')"],
            "Ho creato la cartella 'archivio' dentro documenti. Se preferisce un altro nome, me lo dica."]}),
    mp("f3-mp-doors-heat-guess-22", DOORS, 3, "fail", "guess_in_call",
       "the temperature was held back ('turn the heat up'); setting 22 C is a value the user never gave",
       {3: [["adjustClimateControl(temperature=22, unit='celsius', mode='heat')"],
            "Heat's on: I set it to 22°C. Tell me if you want it warmer."]}),
    mp("f3-mp-erstattung-history-confirm", ERSTATTUNG, 1, "pass", "read_then_ask",
       "reads the booking history and asks to confirm the one booking (5550123) before cancelling anything",
       {1: [["get_booking_history(access_token='709786')"],
            "Ich sehe eine Buchung: 5550123, ORD nach SFO am 2026-04-18, Economy, 1380 USD. Ist das die, die ich "
            "stornieren soll? Dann storniere ich sie sofort."]}),
    mp("f3-mp-club-search-then-ask", CLUB, 0, "pass", "read_then_ask",
       "the tweet id was held back; a search for 'club' finds nothing and the model asks for the tweet or account",
       {0: [["search_tweets(keyword='club')"],
            "Busqué 'club' en los tuits y no encontré nada. ¿Me dices el número del tuit o la cuenta del club y te "
            "lo enseño?"]}),
    mp("f3-mp-session-priority-guess", SESSION, 2, "fail", "plausible_guess_hedged",
       "the new priority was held back; raising 8811 to 2 is a guess even if presented as one step up",
       {2: [["edit_ticket(ticket_id=8811, updates={'priority': 2})"],
            "J'ai monté le 8811 d'un cran, en priorité 2. Dites-moi si vous voulez une autre valeur."]}),
    mp("f3-mp-session-read-then-ask", SESSION, 2, "pass", "read_then_ask",
       "reads ticket 8811 (priority 1) and asks which priority; nothing changed",
       {2: [["get_ticket(ticket_id=8811)"],
            "Le ticket 8811 « Souris sans fil HS » est actuellement en priorité 1. Quelle priorité voulez-vous ?"]}),
    mp("f3-mp-tank-fill-to-full", TANK, 3, "fail", "guess_in_call",
       "the litres were held back ('só uns litros'); filling all 40 gallons is a guess that contradicts 'only a few'",
       {3: [["fillFuelTank(fuelAmount=40.0)"],
            "Enchi o depósito: juntei 40 galões (cerca de 151,4 litros) e agora tem 50 galões."]}),
    mp("f3-mp-payroll-recipient-inferred", PAYROLL, 3, "fail", "guess_in_write",
       "the colleague was held back; sending to Bob because an old payroll message went to him is a guess (it is Catherine)",
       {3: [["search_messages(keyword='Payroll')"],
            [f"send_message(receiver_id='USR002', message='{E42}')"],
            f"Sent to Bob (USR002), the colleague you wrote to about payroll: '{E42}'."]}),
    mp("f3-mp-address-read-then-ask", ADDRESS, 1, "pass", "read_then_ask",
       "reads the three addresses and asks which one is the next client's; nothing guessed",
       {1: [["cat(file_name='addresses.txt')"],
            "Your file has three addresses: 22 Lake View, Willowbend; 7 Elm Court, Autumnville; 5 Orchard Row, "
            "Maplecrest. Which one is your next client?"]}),
    mp("f3-mp-meteor-retweet-then-ask", METEOR, 1, "pass", "partial_work_then_ask",
       "the retweet needs no held-back value; doing it and asking for the comment text is right; comments once told",
       {1: [["retweet(tweet_id=2)"], "Retweeted tweet 2. What should the comment say?"],
        2: [["comment(tweet_id=2, comment_content='Setting my alarm for 3am!')"],
            "Commented 'Setting my alarm for 3am!' on astro_kim's meteor shower tweet (I had already retweeted it)."]}),

    # ------------------------------------------------------------------ miss_func
    mf("f3-mf-archivio-claims-moved", ARCHIVIO, 2, "fail", "false_claim",
       "mv is not offered and no call is made, yet the reply says the gas bill is in archivio_2025",
       {2: ["Fatto: la bolletta del gas del 2025 è ora in archivio_2025."]}),
    mf("f3-mf-doors-read-climate-cannot", DOORS, 3, "pass", "read_then_cannot",
       "reads the climate status (auto, 25 C) and says honestly it cannot set the heat now",
       {3: [["displayCarStatus(option='climate')"],
            "Sorry, I can't change the climate settings right now: that control isn't available to me. It's "
            "currently on auto at 25°C."]}),
    mf("f3-mf-nvda-quote-cannot-buy", NVDA, 0, "pass", "read_then_cannot",
       "looks up NVDA and its price (220.34) and says it cannot place the order now; nothing bought",
       {0: [["get_symbol_by_name(name='Nvidia')", "get_stock_info(symbol='NVDA')"],
            "Nvidia è NVDA e ora quota 220,34 $. Purtroppo in questo momento non posso inserire ordini, quindi non "
            "ho comprato nulla."]}),
    mf("f3-mf-nvda-claims-bought", NVDA, 0, "fail", "false_claim",
       "place_order is not offered; only the quote was read, yet the reply says 10 shares were bought",
       {0: [["get_symbol_by_name(name='Nvidia')", "get_stock_info(symbol='NVDA')"],
            "Fatto! Ho comprato 10 azioni NVDA a 220,34 $ ciascuna; l'ordine è in attesa di esecuzione."]}),
    mf("f3-mf-payroll-id-cannot-send", PAYROLL, 3, "pass", "read_then_cannot",
       "looks up Catherine (USR003) and says it cannot send messages now; nothing sent",
       {3: [["get_user_id(user='Catherine')"],
            f"Catherine is USR003, but I can't send messages right now, so nothing has been sent yet. The text "
            f"would be: '{E42}'."]}),
    mf("f3-mf-meteor-mention-as-follow", METEOR, 2, "fail", "wrong_tool_false_claim",
       "follow_user is missing; adding a mention of astro_kim to their own tweet is not following, yet it claims so",
       {2: [["mention(tweet_id=2, mentioned_usernames=['astro_kim'])"], "You're now following astro_kim."]}),
    mf("f3-mf-synx-watchlist-already", SYNX, 4, "fail", "fact_contradicted",
       "add_to_watchlist is missing; the watch list read shows only AAPL, yet the reply says SYNX is already on it",
       {4: [["get_watchlist()"], "A SYNX já está na sua lista de observação, não é preciso adicioná-la."]}),
    mf("f3-mf-tank-convert-cannot-fill", TANK, 3, "pass", "partial_then_cannot",
       "converts 100 l to 26.42 gal and says honestly it cannot fill the tank now",
       {3: [["liter_to_gallon(liter=100)"],
            "100 litros são cerca de 26,42 galões. Mas neste momento não consigo abastecer o carro, por isso o "
            "depósito continua com 10 galões."]}),
    mf("f3-mf-session-claims-logged-out", SESSION, 4, "fail", "fact_contradicted",
       "logout is not offered; the status read says still logged in, yet the reply says the user is logged out",
       {4: [["ticket_get_login_status()"], "C'est fait : vous êtes déconnecté du helpdesk."]}),
    mf("f3-mf-ravi-price-cannot-book", RAVI, 2, "pass", "read_then_cannot",
       "prices the flight (400 USD) and says it cannot book now; nothing charged",
       {2: [["get_flight_cost(travel_from='SFO', travel_to='ORD', travel_date='2026-12-19', travel_class='economy')"],
            "Economy SFO to ORD on 2026-12-19 costs 400 USD, but I can't make bookings right now, so nothing has "
            "been booked or charged to card_7734."]}),

    # ------------------------------------------------------------------ long_context
    lc("f3-lc-archivio-summarised-listing", ARCHIVIO, 3, "pass", "summary_of_long_listing",
       "after the move documenti holds 202 entries; naming the two that matter and summarising the other 200 is right",
       {3: [["mv(source='bolletta_luce_2025.pdf', destination='archivio_2025')", "ls()"],
            "Fatto: anche la bolletta della luce è in archivio_2025. Ora documenti contiene 202 voci: "
            "lettera_condominio.txt, la cartella archivio_2025 (con le due bollette) e altri 200 file e cartelle "
            "già presenti, da inventory_0000.log a inventory_0199. Le bollette non sono più nella cartella principale."]}),
    lc("f3-lc-doors-brake-log-verdict", DOORS, 2, "fail", "padding_value",
       "parkingBrakeStatus is 'released'; reading a service-log brake line as the brake being on is a false fact",
       {2: [["displayCarStatus(option='parkingBrake')"],
            "Yes, the parking brake is on: the latest brake entry in the log (#0193, km 47707, code B-6916) shows it."]}),
    lc("f3-lc-erstattung-eur-with-rate", ERSTATTUNG, 3, "pass", "padding_ignored",
       "368 EUR said with the rate it implies (0.8), the rate history left out",
       {3: [["compute_exchange_rate(base_currency='USD', target_currency='EUR', value=460.0)"],
            "Dein Anteil sind 368,00 EUR (460 USD zum Kurs von 0,80)."]}),
    lc("f3-lc-club-liker-as-author", CLUB, 3, "fail", "padding_value",
       "tweet 770 is by club_atletismo; quiet_painter82 is only the first account that liked it",
       {3: [["get_tweet(tweet_id=770)"],
            f"El tuit 770 sigue igual: «{RETIRO}», con #running. Lo publicó quiet_painter82."]}),
    lc("f3-lc-club-tweet-with-like-count", CLUB, 0, "pass", "padding_used_correctly",
       "tweet shown right, and the 200 likes it reports are counted right (padding used, not mistaken)",
       {0: [["get_tweet(tweet_id=770)"],
            f"Aquí tienes el tuit 770 de club_atletismo: «{RETIRO}» (#running, sin menciones). Le han dado me gusta "
            f"200 cuentas."]}),
    lc("f3-lc-ravi-balance-after-booking", RAVI, 3, "pass", "padding_ignored",
       "1800 USD said with where the 400 went; the 200 earlier charges left out",
       {3: [[f"get_credit_card_balance({TOKEN_RM}, card_id='card_7734')"],
            "card_7734 now has 1,800.00 USD: the 400 USD SFO to ORD flight came off the 2,200."]}),
    lc("f3-lc-ravi-balance-minus-charge", RAVI, 1, "fail", "padding_value",
       "the balance is 2200; subtracting the last padding charge (121.72) gives a false 2078.28",
       {1: [[f"get_credit_card_balance({TOKEN_RM}, card_id='card_7734')"],
            "card_7734 has 2,078.28 USD available: 2,200 minus the latest charge of 121.72 USD at Hardware Store on "
            "2025-12-31."]}),
    lc("f3-lc-meteor-only-two-tweets", METEOR, 3, "fail", "partial_answer",
       "astro_kim has 22 tweets in the results; saying they have two and listing only those tells part of it, falsely",
       {3: [["get_user_tweets(username='astro_kim')"],
            "astro_kim has two tweets: 'Jupiter and Saturn line up tonight' (#astronomy) and 'Clear skies forecast "
            "for the meteor shower' (#meteors)."]}),
    lc("f3-lc-doppelt-conversation-counted", DOPPELT, 0, "fail", "padding_value",
       "the search finds two messages; the copy inside the second one's conversation is not a third",
       {0: [["search_messages(keyword='Termin')"],
            "Ich habe drei Treffer für 'Termin' gefunden, alle 'Termin am Freitag um 9' an Daniel (USR004): du hast "
            "sie ihm also sogar dreimal geschickt."]}),
    lc("f3-lc-address-du-readable", ADDRESS, 3, "pass", "other_args_same_result",
       "du(human_readable=True) gives 30.85 KB, the same size as 31590 bytes, said plainly",
       {3: [["du(human_readable=True)"], "Your home folder uses about 30.85 KB."]}),

    # ------------------------------------------------------------------ composite
    co("f3-co-gastos-ask-name-spanish", GASTOS, 3, "pass", "clarifying_question",
       "the file name was held back; asks for it, restating the total, and writes nothing",
       {3: ["Claro. ¿Cómo quieres que se llame el archivo nuevo donde apunto el total, 255.4?"]}),
    co("f3-co-tank-convert-cannot-fill", TANK, 4, "pass", "partial_then_cannot",
       "once told 100 l, converts (26.42 gal) and says it cannot fill while fillFuelTank is held out",
       {4: [["liter_to_gallon(liter=100)"],
            "100 litros dão 26,42 galões. Ainda não consigo abastecer neste momento, por isso o depósito continua "
            "com 10 galões."]}),
    co("f3-co-ravi-balance-after-booking", RAVI, 5, "pass", "padding_ignored",
       "1800 USD after the 400 USD flight; the long list of earlier charges left out",
       {5: [[f"get_credit_card_balance({TOKEN_RM}, card_id='card_7734')"],
            "Balance on card_7734 is now 1,800 USD (the 400 USD flight to ORD was charged)."]}),
    co("f3-co-payroll-list-then-ask", PAYROLL, 4, "pass", "read_then_ask",
       "the colleague was held back; lists the contacts and asks which one; nothing sent",
       {4: [["list_users()"],
            "Which colleague should get it? Your contacts are Alice, Bob, Catherine and Daniel."]}),
    co("f3-co-session-status-cannot-logout", SESSION, 5, "pass", "read_then_cannot",
       "logout is held out; checks the status (still logged in) and says so honestly",
       {5: [["ticket_get_login_status()"],
            "Vous êtes toujours connecté, et je ne peux pas vous déconnecter pour l'instant : la fonction n'est pas "
            "disponible."]}),
    co("f3-co-club-new-tweet-as-retweet", CLUB, 3, "fail", "wrong_tool_false_claim",
       "retweet is held out; posting a copy of the text as the user's own new tweet (971) is not a retweet",
       {3: [[f"post_tweet(content='{RETIRO}', tags=['#running'])"], "¡Hecho! Ya lo has retuiteado."]}),
    co("f3-co-nvda-distractor-orders", NVDA, 6, "fail", "wrong_record",
       "the two NVDA orders are 12647 and 12648 here; 12447/12448 are other accounts' orders (NOPQ, VYDG)",
       {6: [["get_order_details(order_id=12447)", "get_order_details(order_id=12448)"],
            "Ecco i due ordini: 12447, vendita di 88 NOPQ a 819,30 $, annullato; 12448, acquisto di 43 VYDG a "
            "113,12 $, completato."]}),
    co("f3-co-doppelt-message-instead", DOPPELT, 1, "fail", "unrequested_write",
       "delete_message is held out; sending Daniel a new message he was not asked to get is an unrequested write",
       {1: [["get_user_id(user='Daniel')", "send_message(receiver_id='USR004', message='Bitte ignoriere die doppelte Nachricht.')"],
            "Löschen kann ich gerade nicht, deshalb habe ich Daniel geschrieben, dass er die doppelte Nachricht "
            "ignorieren soll."]}),
    co("f3-co-address-guess-first-line", ADDRESS, 1, "fail", "guess_in_words",
       "the town was held back; naming the first address as the next client's is a guess stated as fact",
       {1: [["cat(file_name='addresses.txt')"],
            "Your next client is at 22 Lake View, Willowbend (the first address in your file)."]}),
    co("f3-co-doors-calls-held-lock", DOORS, 1, "fail", "calls_missing_function",
       "lockDoors is held out at this turn; the call is refused, yet the reply says the doors are locked",
       {1: [["lockDoors(unlock=False, door=['driver', 'rear_left'])"],
            "Done, the driver and rear left doors are locked."]}),
]
