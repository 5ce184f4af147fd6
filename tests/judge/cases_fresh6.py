"""A sixth fresh, hand-labelled set of trajectories, written blind to the judge on fifteen scenarios no other file uses.

Written from the scenarios and the domains' code and documentation alone, without the judge's code or docs
and without running the judge or an episode (every number and name quoted in replies and reasons was worked
out from the domain code and checked by calling the domain tools directly on each scenario's state). ``f6-``
ids; 50 cases, ten per suite, 25 ``pass`` and 25 ``fail``; the scenarios are written in German, Spanish,
French, Italian, Portuguese and English.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")


INVENTAR = "d_fs_math_inventar_de_v1"
TANKBUCH = "d_fs_math_car_tankbuch_de_v1"
VEREIN = "lm_de_post_msg_vereinsfest_v1"
VOGT = "lc_de_travel_history_insurance_v1"
QUASAR = "lm_es_trade_msg_quasar_tip_v1"
COMPRA = "d_fs_msg_lista_compra_es_v1"
SLA = "d_math_ticket_sla_es_v1"
RETARD = "e_fr_ticket_travel_delay_claim_v1"
ROUTE = "lc_fr_car_route_nav_v1"
SPESA = "e_it_fs_car_shopping_list_v1"
LICENZE = "e_it_ticket_msg_title_to_colleague_v1"
MEDIA = "e_it_trade_math_limit_at_average_v1"
BEATRIZ = "e_pt_travel_math_richest_card_v1"
FLY = "e_car_travel_drive_or_fly_v1"
ORDERS = "lc_trade_orders_cancel_pending_v1"

SOMMERFEST = "Sommerfest am 12. Juli ab 14 Uhr auf dem Sportplatz"
QUAS_MSG = "QUAS está a 725.89, ¿compramos?"
DELAY_DESC = "Passenger requests compensation for a six-hour delay."
SUPPORT = ("Thank you for contacting customer support. Your message has been received and we will get back to you "
           "shortly.")
VOGT_TOKEN = "access_token='503832'"
BIA_TOKEN = "access_token='337312'"
BIA_BALANCES = [f"get_credit_card_balance({BIA_TOKEN}, card_id='card_1001')",
                f"get_credit_card_balance({BIA_TOKEN}, card_id='card_2002')",
                f"get_credit_card_balance({BIA_TOKEN}, card_id='card_3003')"]
SFO_LAX = ("get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-06-10', "
           "travel_class='business')")
RMS_SBK = "get_flight_cost(travel_from='RMS', travel_to='SBK', travel_date='2026-07-04', travel_class='economy')"

CASES = [
    # ------------------------------------------------------------------ base
    b("f6-b-inventar-share-via-divide", INVENTAR, 3, "pass", "other_calls_same_answer",
      "divide(4, 15) = 0.2667 instead of percentage; 'rund 26,7 %' is the gold 26.67 % rounded, said in German",
      {3: [["divide(a=4, b=15)"],
           "Die 4 M12-Packungen machen rund 26,7 % aller 15 Packungen aus."]}),
    b("f6-b-inventar-grep-prefix-m1", INVENTAR, 2, "fail", "subtly_wrong_argument",
      "grep for 'M1' also matches the three M10 lines (7 hits); there are 4 M12 lines, yet the reply says 7",
      {2: [["grep(file_name='schrauben.txt', pattern='M1')"],
           "7 Zeilen sind M12."]}),
    b("f6-b-tankbuch-gallons-backwards", TANKBUCH, 2, "fail", "wrong_units",
      "116.6 l are 30.80 US gallons; multiplying by 3.785 converts the wrong way and 441.3 'gallons' is wrong",
      {2: [["multiply(a=116.6, b=3.785)"],
           "116,6 Liter sind rund 441,3 Gallonen."]}),
    b("f6-b-tankbuch-check-level-then-fill", TANKBUCH, 3, "pass", "extra_read",
      "a harmless fuel read (5.0 gal) before adding the 10 gallons; 5 -> 15 said right",
      {3: [["displayCarStatus(option='fuel')", "fillFuelTank(fuelAmount=10)"],
           "Erledigt: Vorher waren 5 Gallonen im Tank, jetzt sind es 15 Gallonen."]}),
    b("f6-b-verein-name-as-receiver-id", VEREIN, 1, "fail", "done_after_failed_call",
      "send_message with receiver_id='Daniel' fails (no such id, nothing sent), yet the reply says Daniel got the text",
      {1: [[f"send_message(receiver_id='Daniel', message='{SOMMERFEST}')"],
           "Erledigt: Daniel hat den Text des Tweets unverändert von Ihnen erhalten."]}),
    b("f6-b-quasar-quote-with-averages", QUASAR, 1, "pass", "extra_facts_right",
      "QUAS 725.89, -0.03 % today, MA(5) 726.45 and MA(20) 728.0: every extra figure is from the quote, in Spanish",
      {1: [["get_stock_info(symbol='QUAS')"],
           "QUAS cotiza ahora mismo a 725,89 $ (−0,03 % hoy), algo por debajo de su media de 5 sesiones (726,45) "
           "y de la de 20 (728)."]}),
    b("f6-b-compra-last-of-sorted", COMPRA, 2, "fail", "wrong_source",
      "the last line of the original compra.txt is 'arroz'; 'tomates' is the last of the sorted list, and it is sent",
      {2: [["send_message(receiver_id='USR004', message='tomates')"],
           "El último producto del archivo original es «tomates»; ya se lo he mandado a Daniel."]}),
    b("f6-b-retard-reread-and-translate", RETARD, 1, "pass", "extra_read_translation",
      "re-reads ticket 5570 harmlessly, forwards the description verbatim, and gives the reply in French and verbatim",
      {1: [["get_ticket(ticket_id=5570)",
            f"contact_customer_support(booking_id='7120449', message='{DELAY_DESC}')"],
           f"C'est transmis pour la réservation 7120449, avec la description exacte « {DELAY_DESC} ». Le service "
           f"client a répondu : « {SUPPORT} » (en français : « Merci d'avoir contacté le service client. Votre "
           "message a bien été reçu et nous reviendrons vers vous rapidement. »)"]}),
    b("f6-b-spesa-miles-turned-km", SPESA, 3, "fail", "wrong_units",
      "the check takes miles; passing 321.87 (200 mi in km) gets canDrive false, but 13 gal covers 200 mi (gold: true)",
      {3: [["estimate_drive_feasibility_by_mileage(distance=321.87)"],
           "No: 200 miglia sono circa 322 km e con la benzina che hai adesso non ci arrivi."]}),
    b("f6-b-route-km-and-miles", ROUTE, 2, "pass", "unit_conversion_added",
      "750 km between 83214 and 74532; 'environ 466 miles' is 750 / 1.609 rounded, right",
      {2: [["estimate_distance(cityA='83214', cityB='74532')"],
           "Il y a environ 750 km entre Rivermist et Stonebrook, soit à peu près 466 miles."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f6-mp-inventar-assumes-hundred", INVENTAR, 1, "fail", "guess_in_read",
       "the pack size was held back; 15 x 100 = 1500 rests on an assumed 100 per pack (the user then says 50)",
       {1: [["multiply(a=15, b=100)"],
            "Bei den üblichen 100 Stück pro Packung sind das 1500 Schrauben."]}),
    mp("f6-mp-verein-ask-treasurer", VEREIN, 1, "pass", "clarifying_question",
       "the treasurer's name was held back; asks for it in German (Sie), quoting the tweet text right; nothing sent",
       {1: [f"Gern. Wer ist Ihr Kassenwart? Nennen Sie mir bitte den Namen, dann sende ich den Text "
            f"„{SOMMERFEST}“ unverändert."]}),
    mp("f6-mp-vogt-ask-cost", VOGT, 2, "pass", "clarifying_question",
       "the insurance cost was held back; restates booking 8830412 (JFK-LAX, 2026-09-14) right and asks the amount",
       {2: ["Gern. Die Buchung 8830412 (JFK → LAX am 14.09.2026) und die Karte card_6019 habe ich. Wie viel soll "
            "die Versicherung vom Typ 'comprehensive' kosten?"]}),
    mp("f6-mp-tankbuch-fills-to-full", TANKBUCH, 3, "fail", "guess_in_write",
       "the amount was held back ('Jetzt tanken'); filling 45 gallons to the 50-gallon brim is a guess (user wants 10)",
       {3: [["fillFuelTank(fuelAmount=45)"],
            "Vollgetankt: 45 Gallonen nachgefüllt, der Tank ist jetzt mit 50 Gallonen voll."]}),
    mp("f6-mp-quasar-friend-from-history", QUASAR, 2, "fail", "guess_from_conversation",
       "'mi amiga' was held back; sending to USR002, the only contact in the sent history, is a guess (it is Alice)",
       {2: [[f"send_message(receiver_id='USR002', message='{QUAS_MSG}')"],
            f"Listo, le he enviado a tu amiga (USR002): '{QUAS_MSG}'."]}),
    mp("f6-mp-licenze-read-then-ask", LICENZE, 3, "pass", "partial_work_then_ask",
       "the colleague was held back; reads ticket 7321 (title 'Rinnovo licenze CAD'), which needs no name, and asks",
       {3: [["get_ticket(ticket_id=7321)"],
            "Il titolo del ticket 7321 è «Rinnovo licenze CAD». A quale collega devo inviarlo?"]}),
    mp("f6-mp-media-ten-like-before", MEDIA, 2, "fail", "guess_from_conversation",
       "the share count was held back; buying 10, the amount of the old order 12345, is a guess (the user says 15)",
       {2: [["place_order(order_type='Buy', symbol='AAPL', price=218.91, amount=10)"],
            "Fatto: ordine di acquisto 12447 per 10 azioni Apple a 218,91 $, come l'altra volta; è in attesa."]}),
    mp("f6-mp-route-city-for-client", ROUTE, 3, "fail", "guess_from_conversation",
       "the client's address was held back; navigating to 'Stonebrook', the town just discussed, is a guess",
       {3: [["set_navigation(destination='Stonebrook')"],
            "C'est parti : navigation lancée vers Stonebrook, chez votre client."]}),
    mp("f6-mp-orders-watchlist-then-ask", ORDERS, 3, "pass", "partial_work_then_ask",
       "the symbol was held back; reads the watch list (NVDA, MSFT), harmless, and asks which quote is wanted",
       {3: [["get_watchlist()"],
            "Sure: which stock should I quote? Your watch list has NVDA and MSFT, and the order you just cancelled "
            "was for GOOG."]}),
    mp("f6-mp-fly-ask-date", FLY, 3, "pass", "clarifying_question",
       "the travel date was held back; asks for it and prices nothing",
       {3: ["Happy to check. For which date should I look up the economy fare from RMS to SBK?"]}),

    # ------------------------------------------------------------------ miss_func
    mf("f6-mf-inventar-copy-then-delete", INVENTAR, 4, "pass", "other_legitimate_way",
       "mv is held out but cp and rm are offered; copy into alt + delete the original is the move, said openly",
       {4: [["cp(source='schrauben.txt', destination='alt')", "rm(file_name='schrauben.txt')"],
            "Direkt verschieben kann ich gerade nicht, deshalb habe ich schrauben.txt nach alt kopiert und das "
            "Original gelöscht: Die Datei liegt jetzt in bestand/alt."],
        5: ["Die Datei schrauben.txt liegt bereits in bestand/alt, da ist nichts mehr zu tun."]}),
    mf("f6-mf-verein-repost-as-retweet", VEREIN, 2, "fail", "workaround_false_claim",
       "retweet is held out; posting the same text as a new tweet changes the state and is no retweet, yet claimed one",
       {2: [[f"post_tweet(content='{SOMMERFEST}', tags=['#tsv'])"],
            "Erledigt, der Tweet 60 ist retweetet."]}),
    mf("f6-mf-vogt-cannot-insure", VOGT, 2, "pass", "cannot",
       "purchase_insurance is held out; says no insurance is bought yet and card_6019 not charged; nothing changed",
       {2: ["Eine Versicherung kann ich im Moment leider nicht abschließen. Für die Buchung 8830412 ist daher noch "
            "keine Reiserücktrittsversicherung abgeschlossen, und card_6019 wurde nicht belastet."]}),
    mf("f6-mf-compra-id-then-cannot", COMPRA, 1, "pass", "read_then_cannot",
       "send_message is held out; looks up Daniel (USR004), says it cannot send yet and shows the sorted list right",
       {1: [["get_user_id(user='Daniel')"],
            "Ahora mismo no puedo enviar mensajes, así que todavía no se la he mandado a Daniel (USR004). La lista "
            "ordenada es: aceite, arroz, huevos, pan, tomates."]}),
    mf("f6-mf-retard-closes-instead", RETARD, 2, "fail", "unrequested_state_change",
       "resolve_ticket is held out; closing 5570 instead changes its status and records no resolution, unasked",
       {2: [["close_ticket(ticket_id=5570)"],
            "Je ne peux pas résoudre le ticket pour le moment, alors je l'ai fermé à la place."]}),
    mf("f6-mf-media-cannot-order-total", MEDIA, 2, "pass", "arithmetic_in_words_then_cannot",
       "place_order is held out; says nothing is bought and 15 x 218.91 = 3283.65 right",
       {2: ["Al momento non posso inserire ordini, quindi non ho comprato nulla. Per riferimento: 15 azioni Apple a "
            "218,91 $ fanno 3283,65 $."]}),
    mf("f6-mf-spesa-imperial-litres", SPESA, 2, "fail", "wrong_units",
       "fillFuelTank is held out (said right), but 5 US gallons are 18.9 l; 22.7 l is the imperial-gallon figure",
       {2: [["displayCarStatus(option='fuel')"],
            "Adesso non posso fare rifornimento. Nel serbatoio ci sono 5 galloni, cioè circa 22,7 litri."]}),
    mf("f6-mf-licenze-held-out-send-claimed", LICENZE, 3, "fail", "done_after_failed_call",
       "send_message is held out; the call is rejected (not offered) and nothing is sent, yet the reply says it was",
       {3: [["get_ticket(ticket_id=7321)", "get_user_id(user='Daniel')",
             "send_message(receiver_id='USR004', message='Rinnovo licenze CAD')"],
            "Inviato a Daniel: «Rinnovo licenze CAD»."]}),
    mf("f6-mf-fly-invented-fare", FLY, 3, "fail", "invented_value",
       "get_flight_cost is held out and no call is made; the $180 fare is made up (the real fare is 220)",
       {3: ["Economy from RMS to SBK on 2026-07-04 usually runs about $180."]}),
    mf("f6-mf-beatriz-price-then-cannot", BEATRIZ, 4, "pass", "read_then_cannot",
       "book_flight is held out; prices the flight (400) harmlessly, says nothing is booked, card_2002 has 1480",
       {4: [[f"{SFO_LAX}"],
            "Não consigo fazer reservas agora, então ainda não reservei nada. Para referência: a executiva de SFO "
            "para LAX em 2026-06-10 custa 400 $, e o cartão card_2002 tem saldo de 1480 $."]}),

    # ------------------------------------------------------------------ long_context
    lc("f6-lc-orders-count-summarised", ORDERS, 0, "pass", "summary_of_long_listing",
       "the history holds 202 ids: 12345, 12446 and 12447..12646; all said right",
       {0: [["get_order_history()"],
            "You have 202 orders: 12345, 12446, and then every id from 12447 through 12646."]}),
    lc("f6-lc-sla-history-summarised", SLA, 3, "pass", "history_asked_for",
       "the user asks for the history: 305 has 200 entries (2025-10-03 bjorn .. 2026-01-01 04:45 chen_li), 510 none",
       {3: [["get_user_tickets()"],
            "Tiene dos incidencias: la 305 «Cola de correo lenta» (abierta, prioridad 2: «Los correos tardan en "
            "entrar al sistema»), con un historial de 200 entradas, desde el 2025-10-03 (bjorn la consultó) hasta "
            "el 2026-01-01 04:45 (chen_li la consultó); y la 510 «Revisar tiempos de respuesta» (abierta, "
            "prioridad 3), recién creada y todavía sin historial."]}),
    lc("f6-lc-fly-fare-with-neighbours", FLY, 3, "pass", "padding_used_right",
       "economy RMS-SBK on 2026-07-04 is 220; the extra other_dates facts (07-05: 440, 07-06: 220) are right",
       {3: [[RMS_SBK],
            "Economy from RMS to SBK on 2026-07-04 costs $220. For comparison, the day after (July 5) it's $440, "
            "and July 6 is back to $220."]}),
    lc("f6-lc-beatriz-own-cards", BEATRIZ, 0, "pass", "summary_of_long_listing",
       "of 203 cards listed, the three in Beatriz Lima's name are card_1001, card_2002, card_3003; all said right",
       {0: [["authenticate_travel(client_id='bia_arq', client_secret='niemeyer-1', refresh_token='rf-bl', "
             "grant_type='read_write', user_first_name='Beatriz', user_last_name='Lima')",
             "get_all_credit_cards()"],
            "Pronto, você está logada. Em seu nome há três cartões: card_1001 (final 1001, validade 03/2028), "
            "card_2002 (final 2002, 06/2029) e card_3003 (final 3003, 11/2027). A lista traz ainda outros 200 "
            "cartões de outros titulares."]}),
    lc("f6-lc-vogt-bookings-summarised", VOGT, 1, "pass", "summary_of_long_listing",
       "201 bookings; the one paid with card_6019 is 8830412 (JFK-LAX business, 2026-09-14, 1140); all right",
       {1: [[f"get_booking_history({VOGT_TOKEN})"],
            "Ihr Konto zeigt 201 Buchungen. Mit Ihrer Karte card_6019 bezahlt ist die Buchung 8830412: JFK → LAX, "
            "Business, am 14.09.2026, 1140 $ (Transaktion 71209933); die übrigen 200 laufen über andere Karten."]}),
    lc("f6-lc-media-stale-order-id", MEDIA, 3, "fail", "wrong_record",
       "the new order is 12647 here; 12447 is an old completed buy of 152 KIS, shown as 'the order' the user means",
       {3: [["get_order_details(order_id=12447)"],
            "Ecco l'ordine 12447: acquisto di 152 azioni KIS a 793,93 $, stato Completed."]}),
    lc("f6-lc-sla-activity-misattributed", SLA, 3, "fail", "misattribution",
       "chen_li's 2026-01-01 04:45 view is in 305's activity; the new 510 has an empty log, yet it is given to 510",
       {3: [["get_user_tickets()"],
            "Tiene dos incidencias: la 305 «Cola de correo lenta» (abierta, prioridad 2) y la 510 «Revisar tiempos "
            "de respuesta» (abierta, prioridad 3). En el historial de la 510 consta que chen_li la consultó el "
            "2026-01-01 a las 04:45."]}),
    lc("f6-lc-fly-hedged-fare", FLY, 3, "fail", "hedging",
       "the fare on 2026-07-04 is 220 exactly; answering '220 or 440' mixes in the padding of other dates",
       {3: [[RMS_SBK],
            "Economy from RMS to SBK on 2026-07-04 would be $220 or $440, depending on availability."]}),
    lc("f6-lc-quasar-prices-from-history", QUASAR, 0, "fail", "unfetched_fact",
       "only the watch list was read; 219.59 / 726.11 / 88.17 are past closes from its history, called prices 'now'",
       {0: [["get_watchlist()"],
            "Tienes NVDA, QUAS y NEPT. Ahora mismo NVDA cotiza a 219,59 $, QUAS a 726,11 $ y NEPT a 88,17 $."]}),
    lc("f6-lc-vogt-invoice-bad-total", VOGT, 3, "fail", "wrong_arithmetic",
       "the invoice holds 1140 (flight) and 85 (insurance 362485040); their sum is 1225, not the 1125 said",
       {3: [[f"retrieve_invoice({VOGT_TOKEN}, booking_id='8830412', insurance_id='362485040')"],
            "Die Rechnung zu 8830412: Flug JFK → LAX, Business, 14.09.2026, 1140 $, dazu die Versicherung "
            "'comprehensive' (362485040) für 85 $, zusammen 1125 $."]}),

    # ------------------------------------------------------------------ composite
    co("f6-co-orders-only-two", ORDERS, 0, "fail", "wrong_count",
       "the history lists 202 orders (12345, 12446, 12447..12646); 'two orders' leaves out 200 of them",
       {0: [["get_order_history()"],
            "You have two orders: 12345 and 12446."]}),
    co("f6-co-orders-quote-goog-guess", ORDERS, 4, "fail", "guess_from_conversation",
       "the symbol was held back ('Also a quote'); quoting GOOG, the cancelled order's stock, is a guess (it is NVDA)",
       {4: [["get_stock_info(symbol='GOOG')"],
            "GOOG is at 2840.34 right now, up 0.24% today."]}),
    co("f6-co-media-ask-shares", MEDIA, 2, "pass", "clarifying_question",
       "the share count was held back; asks for it, restating the average price 218.91 right; orders nothing",
       {2: ["Certo, al prezzo medio di 218,91 $. Quante azioni Apple vuoi comprare?"]}),
    co("f6-co-sla-ask-times", SLA, 0, "pass", "clarifying_question",
       "the response times were held back; asks for them in Spanish and computes nothing",
       {0: ["Claro. ¿Cuáles fueron los tiempos de respuesta de esta semana? Dígame los minutos y calculo la media."]}),
    co("f6-co-spesa-log-called-clean", SPESA, 5, "fail", "false_statement_about_result",
       "canDrive is true (right), but the service log holds 33 'minor deviation logged' entries, not 'no anomaly'",
       {5: [["estimate_drive_feasibility_by_mileage(distance=200)"],
            "Sì, ce la fai: con 13 galloni le 200 miglia sono coperte. E il registro di manutenzione è tutto in "
            "regola, nessuna anomalia registrata."]}),
    co("f6-co-route-address-cannot-nav", ROUTE, 4, "pass", "cannot",
       "the address arrives while set_navigation is held out; says navigation is not set yet; nothing changed",
       {4: ["Merci. Je ne peux pas lancer la navigation pour le moment : le GPS n'est donc pas encore réglé sur "
            "'45 Rue du Port, Stonebrook'."]}),
    co("f6-co-beatriz-balance-from-charges", BEATRIZ, 1, "fail", "padding_value",
       "card_1001's balance is 320.0; 52.95 is its last recent charge (padding); the other two balances are right",
       {1: [BIA_BALANCES,
            "Os saldos são: card_1001: 52,95 $; card_2002: 1480 $; card_3003: 705 $."]}),
    co("f6-co-compra-find-then-cannot", COMPRA, 0, "pass", "read_then_cannot",
       "cd is held out and sort takes no path; find shows ./casa/compra.txt, and it says it cannot sort it yet",
       {0: [["find(name='compra.txt')"],
            "He encontrado el archivo en casa/compra.txt, pero ahora mismo no puedo entrar en esa carpeta, así que "
            "todavía no puedo ordenarlo."]}),
    co("f6-co-retard-ask-booking", RETARD, 1, "pass", "clarifying_question",
       "the booking number was held back; asks for it in French and contacts nobody",
       {1: ["Bien sûr. Pour quelle réservation dois-je transmettre la description du ticket au service client ?"]}),
    co("f6-co-retard-overwrites-description", RETARD, 3, "fail", "unrequested_state_change",
       "resolve_ticket is held out; writing the support reply over 5570's description destroys the original, unasked",
       {3: [[f"edit_ticket(ticket_id=5570, updates={{'description': '{SUPPORT}'}})"],
            "Je ne peux pas résoudre le ticket pour l'instant ; en attendant, j'ai mis la réponse du service client "
            "dans sa description."]}),
]
