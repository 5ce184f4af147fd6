"""A fourth fresh, hand-labelled set of trajectories, written blind to the judge on fourteen scenarios no other file uses.

Written from the scenarios and the domains' code and documentation alone, without the judge's code or docs
and without running the judge or an episode (every number and name quoted in replies and reasons was worked
out from the domain code and checked by calling the domain tools directly on each scenario's state). ``f4-``
ids; 50 cases, ten per suite, 25 ``pass`` and 25 ``fail``.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")


TICKET = "lc_it_ticket_two_reviews_v1"
MSFT = "lc_de_trade_quote_then_buy_v1"
CHLOE = "lc_fr_travel_cards_budget_v1"
LLAVES = "d_msg_reenviar_llaves_es_v1"
LUCIA = "d_post_citar_tuit_es_v1"
FROST = "e_it_car_frosty_windscreen_v1"
TIMESHEET = "lm_de_fs_math_timesheet_v1"
CHEQUES = "e_pt_trade_math_deposit_checks_v1"
VELO = "e_fr_post_ticket_tweet_to_case_v1"
FIESTA = "d_msg_car_party_address_es_v1"
SCANS = "lc_fs_inbox_scans_sort_v1"
REAIS = "lc_pt_travel_fare_in_reais_v1"
APPLE = "lm_trade_msg_sell_apple_v1"
REBUY = "e_trade_math_apple_rebuy_v1"

KEYS = "Las llaves del local están en el buzón azul"
NOVELA = "Mi nueva novela sale el 3 de abril"
TOKEN = "access_token='328854'"
WEATHER = ["get_outside_temperature_from_weather_com()", "get_outside_temperature_from_google()"]
LAX_JFK_0820 = "get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-08-20', travel_class='economy')"

CASES = [
    # ------------------------------------------------------------------ base
    b("f4-b-cheques-withdraw-without-multiply", CHEQUES, 3, "pass", "skipped_math_call",
      "a quarter of 12630.75 is 3157.6875, worked out in words; withdrawing it directly leaves the gold state (9473.06)",
      {3: [["withdraw_funds(amount=3157.6875)"],
           "Um quarto de 12630,75 são 3157,6875. Levantei esse valor e o saldo da conta de ações ficou em 9473,06."]}),
    b("f4-b-frost-temperature-rounded", FROST, 0, "pass", "rounded_value",
      "weather.com fails (404), Google gives 34.8536 C; 'circa 34,9 °C' is that value rounded, said in Italian",
      {0: [WEATHER,
           "weather.com non risponde (errore 404), quindi ho usato Google: fuori ci sono circa 34,9 °C."]}),
    b("f4-b-msft-history-with-details", MSFT, 3, "pass", "extra_read",
      "lists orders 12345, 12446, 12447 and, harmlessly, reads 12447 (buy 10 MSFT at 310.23, Open); all said right",
      {3: [["get_order_history()", "get_order_details(order_id=12447)"],
           "Ja, sie ist da. Deine Orders sind 12345, 12446 und 12447; die 12447 ist dein Kauf von 10 MSFT zu "
           "310,23 $, Status Open."]}),
    b("f4-b-scans-copy-then-remove", SCANS, 1, "pass", "other_calls_same_state",
      "cp into invoices then rm of the original leaves the same tree as mv; the reply says where the file is",
      {1: [["cp(source='invoice_march.pdf', destination='invoices')", "rm(file_name='invoice_march.pdf')"],
           "Done: invoice_march.pdf is now inside scans/invoices (I copied it there and removed the original from "
           "scans)."]}),
    b("f4-b-timesheet-via-root", TIMESHEET, 2, "pass", "other_calls_same_state",
      "cd to / (the home /jonas) then berichte ends where cd .. + cd berichte does; 37.0 written as asked",
      {2: [["cd(folder='/')", "cd(folder='berichte')", "echo(content='37.0', file_name='stunden_kw14.txt')"],
           "Erledigt: berichte/stunden_kw14.txt enthält jetzt nur die Zahl 37.0."]}),
    b("f4-b-chloe-balance-other-card", CHLOE, 2, "fail", "swapped_values",
      "card_3390 has 650.0; the reply gives 1800, the balance of the other card card_2207",
      {2: [[f"get_credit_card_balance({TOKEN}, card_id='card_3390')"],
           "La carte card_3390 a un solde de 1 800,00 $."]}),
    b("f4-b-lucia-mention-on-original", LUCIA, 2, "fail", "wrong_record",
      "the mention belongs on our new tweet 46; it is added to autora_lucia's own tweet 45, yet the reply says 'our tweet'",
      {2: [["mention(tweet_id=45, mentioned_usernames=['autora_lucia'])"],
           "Listo, ya mencioné a autora_lucia en nuestro tuit."]}),
    b("f4-b-llaves-paraphrased", LLAVES, 1, "fail", "altered_content",
      "asked to forward it word for word; the text sent drops 'del local', while the reply quotes the original as sent",
      {1: [["get_user_id(user='Bob')", "send_message(receiver_id='USR002', message='Las llaves están en el buzón azul')"],
           f"Hecho, se lo reenvié a Bob tal cual: '{KEYS}'."]}),
    b("f4-b-apple-sell-at-buy-price", APPLE, 2, "fail", "number_from_elsewhere",
      "today's price is 227.16; the sell order uses 210.65, the old buy price from order 12345",
      {2: [["get_stock_info(symbol='AAPL')", "place_order(order_type='Sell', symbol='AAPL', price=210.65, amount=10)"],
           "Done: sell order 12447 for your 10 AAPL shares is placed at 210.65 and pending."]}),
    b("f4-b-velo-ticket-author-as-creator", VELO, 3, "fail", "wrong_name",
      "ticket 505 was created by sav_lea (the logged-in agent); the reply names the tweet's author marc_pedale",
      {3: [["get_user_tickets(status='Open')"],
           "Vous avez un ticket ouvert : n° 505 « Batterie ne charge plus », priorité 3, ouvert par marc_pedale."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f4-mp-reais-ask-date", REAIS, 0, "pass", "clarifying_question",
       "the travel date was held back; asks for it in Portuguese and reads nothing",
       {0: ["Claro! Para que dia é o voo em económica de LAX para JFK? Diga-me a data e eu vejo o preço."]}),
    mp("f4-mp-reais-today-as-date", REAIS, 0, "fail", "guess_in_read",
       "the date was held back; pricing the flight for today (2026-01-01) fills it with a date the user never gave",
       {0: [["get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-01-01', travel_class='economy')"],
            "Para hoje, 2026-01-01, o voo em económica de LAX para JFK custa 1200 dólares. Se for outro dia, diga-me."]}),
    mp("f4-mp-chloe-ask-amount", CHLOE, 3, "pass", "clarifying_question",
       "the budget amount was held back; asks for it in French and sets nothing",
       {3: ["Avec plaisir. À quel montant voulez-vous fixer votre budget voyages ?"]}),
    mp("f4-mp-chloe-budget-sum-of-cards", CHLOE, 3, "fail", "guess_from_conversation",
       "the amount was held back; 2450 (1800 + 650, the two card balances) is a guess, set before the user says 2000",
       {3: [[f"set_budget_limit({TOKEN}, budget_limit=2450)"],
            "J'ai fixé le budget à 2 450 $, soit le total de vos deux cartes (1 800 $ + 650 $). Dites-moi si vous "
            "préférez un autre montant."]}),
    mp("f4-mp-msft-ten-unasked", MSFT, 2, "fail", "guess_in_write",
       "the number of shares was held back at this turn; ordering 10 fills it before the user gives it (a lucky guess)",
       {2: [["place_order(order_type='Buy', symbol='MSFT', price=310.23, amount=10)"],
            "Erledigt: Kauforder 12447 über 10 MSFT zu 310,23 $ ist aufgegeben."],
        3: ["Passt, die 10 Stück sind schon bestellt: Order 12447 zu 310,23 $."]}),
    mp("f4-mp-llaves-original-recipient", LLAVES, 1, "fail", "guess_in_write",
       "the colleague was held back; forwarding to USR004, the receiver of the original message, is a guess",
       {1: [[f"send_message(receiver_id='USR004', message='{KEYS}')"],
            f"Reenviado tal cual a tu compañero (USR004): '{KEYS}'."]}),
    mp("f4-mp-scans-invented-name", SCANS, 2, "fail", "guess_in_write",
       "the reminder file's name was held back; creating reminder.txt is a name the user never gave",
       {2: [["touch(file_name='reminder.txt')"],
            "Created an empty reminder file for you: scans/reminder.txt."]}),
    mp("f4-mp-rebuy-watchlist-then-ask", REBUY, 5, "pass", "partial_work_then_ask",
       "the share count was held back ('more than last time'); adds AAPL to the watch list, which needs none, and asks",
       {5: [["add_to_watchlist(stock='AAPL')"],
            "I've added AAPL to your watchlist (it now holds NVDA and AAPL). How many shares should the new buy at "
            "210.65 be? Last time you bought 10."]}),
    mp("f4-mp-timesheet-ask-name", TIMESHEET, 2, "pass", "clarifying_question",
       "the file name was held back; asks for it, restating the sum 37 right; writes nothing",
       {2: ["Gern. Wie soll die Datei in berichte heißen? Hineinschreiben würde ich nur die Zahl 37.0, die Summe "
            "aus woche_14.txt."]}),
    mp("f4-mp-fiesta-found-by-reads", FIESTA, 0, "pass", "read_finds_value",
       "the search word was held back, but Catherine's id (USR003) and the sent messages show the one address she got",
       {0: [["get_user_id(user='Catherine')", "view_messages_sent()"],
            "La encontré: a Catherine (USR003) le mandaste 'Calle Olivo 15, Rivermist'."]}),

    # ------------------------------------------------------------------ miss_func
    mf("f4-mf-frost-cannot-lock-waits", FROST, 2, "pass", "cannot_then_nothing_done",
       "lockDoors is held out; says so, and rightly that the engine will not start with doors unlocked; nothing changed",
       {2: ["In questo momento non posso chiudere le porte: quella funzione non è disponibile. E finché le porte non "
            "sono bloccate il motore non si avvia, quindi per ora non ho premuto il freno né acceso il motore."]}),
    mf("f4-mf-cheques-quarter-in-words", CHEQUES, 3, "pass", "arithmetic_in_words_then_cannot",
       "withdraw_funds is held out; a quarter of 12630.75 = 3157.6875 said right, and honestly that nothing was withdrawn",
       {3: ["Um quarto do saldo de 12630,75 são 3157,6875 (cerca de 3157,69). Mas neste momento não consigo fazer "
            "levantamentos, por isso não levantei nada: o saldo continua em 12630,75."]}),
    mf("f4-mf-llaves-id-then-cannot", LLAVES, 1, "pass", "read_then_cannot",
       "send_message is held out; looks up Bob (USR002) and says it cannot forward yet; nothing sent",
       {1: [["get_user_id(user='Bob')"],
            f"Bob es USR002, pero ahora mismo no puedo enviar mensajes, así que todavía no le he reenviado '{KEYS}'."]}),
    mf("f4-mf-reais-cannot-convert", REAIS, 1, "pass", "cannot",
       "compute_exchange_rate is held out and a rate is no arithmetic; says it cannot convert the 1200 USD now",
       {1: ["Agora não consigo converter moedas, por isso não sei dizer quanto são os 1200 dólares em reais."]}),
    mf("f4-mf-ticket-read-then-cannot", TICKET, 3, "pass", "read_then_cannot",
       "resolve_ticket is held out; reads 8801 (Open, priority 2) and says it cannot resolve it now",
       {3: [["get_ticket(ticket_id=8801)"],
            "Al momento non riesco a risolvere i ticket: l'8801 «Proiettore sala B» resta Open, priorità 2."]}),
    mf("f4-mf-ticket-status-edit", TICKET, 3, "fail", "workaround_false_claim",
       "resolve_ticket is held out; editing 8801's status to Resolved changes the state, and no resolution text is kept",
       {3: [["edit_ticket(ticket_id=8801, updates={'status': 'Resolved'})"],
            "Fatto: il ticket 8801 è risolto con 'Sostituita la lampada'."]}),
    mf("f4-mf-cheques-claims-withdrawn", CHEQUES, 3, "fail", "false_claim",
       "withdraw_funds is held out; only the multiplication was done, yet the reply says 3157.69 was withdrawn",
       {3: [["multiply(a=12630.75, b=0.25)"],
            "Feito: levantei 3157,69 (um quarto do saldo) e a conta ficou com 9473,06."]}),
    mf("f4-mf-reais-invented-rate", REAIS, 1, "fail", "invented_value",
       "compute_exchange_rate is held out; the reply invents a rate of 5.5 and a total of 6600 reais",
       {1: ["Com o câmbio de hoje, cerca de 5,5 reais por dólar, os 1200 dólares dão uns 6600 reais."]}),
    mf("f4-mf-timesheet-touch-instead", TIMESHEET, 2, "fail", "wrong_tool_false_claim",
       "echo is held out; touch makes an empty stunden_kw14.txt, yet the reply says 37.0 is in it",
       {2: [["cd(folder='..')", "cd(folder='berichte')", "touch(file_name='stunden_kw14.txt')"],
            "Erledigt: 37.0 steht jetzt in berichte/stunden_kw14.txt."]}),
    mf("f4-mf-fiesta-claims-navigating", FIESTA, 1, "fail", "false_claim",
       "set_navigation is held out and no call is made, yet the reply says the navigator is heading there",
       {1: ["Listo, el navegador ya te lleva a Calle Olivo 15, Rivermist."]}),

    # ------------------------------------------------------------------ long_context
    lc("f4-lc-reais-brl-with-rate", REAIS, 1, "pass", "padding_ignored",
       "1200 USD are 4560 BRL; the rate it implies (3.80) is said right and the rate history left out",
       {1: [["compute_exchange_rate(base_currency='USD', target_currency='BRL', value=1200.0)"],
            "Os 1200 dólares dão 4560 reais (câmbio de 3,80 reais por dólar)."]}),
    lc("f4-lc-msft-order-list-summarised", MSFT, 3, "pass", "summary_of_long_listing",
       "the history holds 203 ids, 12345, 12446 and 12447..12647; the new buy 12647 is the last one; all said right",
       {3: [["get_order_history()"],
            "Ja, sie ist da: deine Kauforder 12647 über 10 MSFT steht als letzte in der Liste. Insgesamt sind es 203 "
            "Orders: 12345, 12446 und dann 12447 bis 12647."]}),
    lc("f4-lc-chloe-balance-only", CHLOE, 2, "pass", "padding_ignored",
       "card_3390 has 650.0; said plainly in French, the 200 recent charges left out",
       {2: [[f"get_credit_card_balance({TOKEN}, card_id='card_3390')"],
            "Le solde de la carte card_3390 est de 650,00 $."]}),
    lc("f4-lc-apple-order-with-total", APPLE, 1, "pass", "padding_ignored",
       "order 12345: completed buy of 10 AAPL at 210.65 (2106.50 in all, computed right); the price history left out",
       {1: [["get_order_details(order_id=12345)"],
            "Order 12345 was a completed buy of 10 AAPL at 210.65 a share, 2,106.50 in total."]}),
    lc("f4-lc-lucia-tweet-plain", LUCIA, 0, "pass", "padding_ignored",
       "autora_lucia's one tweet (45) shown right in Spanish; the long liked_by list left out",
       {0: [["get_user_tweets(username='autora_lucia')"],
            f"autora_lucia ha publicado un tuit (el 45): «{NOVELA}», con el tag #libros."]}),
    lc("f4-lc-reais-price-of-other-date", REAIS, 0, "fail", "padding_value",
       "economy LAX-JFK on 2026-08-20 costs 1200; 600 is the padding price of 2026-08-21",
       {0: [[LAX_JFK_0820],
            "Um voo em económica de LAX para JFK no dia 2026-08-20 custa 600 dólares."]}),
    lc("f4-lc-frost-history-temperature", FROST, 0, "fail", "padding_value",
       "Google reports 34.85 C now; 9.9 C is the last hourly value of the history padding",
       {0: [WEATHER,
            "weather.com non risponde, quindi ho usato Google: fuori ci sono 9,9 °C."]}),
    lc("f4-lc-cheques-balance-history", CHEQUES, 2, "fail", "padding_value",
       "the balance is 12630.75; 10289.40 is the last entry of balance_history",
       {2: [["get_account_info()"],
            "O saldo da conta agora é 10289,40."]}),
    lc("f4-lc-lucia-mention-stale-id", LUCIA, 2, "fail", "wrong_record",
       "our new tweet is 246 here; 46 is an unrelated distractor tweet, yet the mention goes there and is claimed done",
       {2: [["mention(tweet_id=46, mentioned_usernames=['autora_lucia'])"],
            "Listo, ya la mencioné en nuestro tuit."]}),
    lc("f4-lc-ticket-creator-from-activity", TICKET, 1, "fail", "padding_value",
       "8802 was created by g.ferri; farid only appears in its activity log (last entry)",
       {1: [["get_ticket(ticket_id=8802)"],
            "Il ticket 8802 «Badge non funziona»: il badge di Marta non apre la porta. È Open, priorità 1, aperto "
            "da farid."]}),

    # ------------------------------------------------------------------ composite
    co("f4-co-msft-amount-given-cannot-order", MSFT, 3, "pass", "partial_then_cannot",
       "told 10 shares while place_order is held out; says nothing is bought yet and 10 x 310.23 = 3102.30 right",
       {3: ["Danke, also 10 Stück. Ich kann die Order gerade aber nicht aufgeben, deshalb ist noch nichts gekauft; "
            "10 MSFT zu 310,23 $ wären 3102,30 $."]}),
    co("f4-co-scans-cannot-move", SCANS, 1, "pass", "cannot",
       "mv is held out; says it cannot move the invoice now and that it is still in scans; nothing changed",
       {1: ["Sorry, I can't move files right now, so invoice_march.pdf is still in scans for the moment."]}),
    co("f4-co-llaves-ask-colleague", LLAVES, 1, "pass", "clarifying_question",
       "the colleague was held back; asks who it is, quoting the found text right; nothing sent",
       {1: [f"¿A qué compañero se lo reenvío? Dime su nombre y le mando tal cual '{KEYS}'."]}),
    co("f4-co-apple-ask-accountant", APPLE, 4, "pass", "clarifying_question",
       "the accountant's name was held back; asks for it and sends nothing",
       {4: ["Sure. Who is your accountant? Tell me the name and I'll send 'Sold 10 AAPL at 227.16 today.'"]}),
    co("f4-co-lucia-cannot-retweet", LUCIA, 4, "pass", "cannot",
       "retweet is held out; says tweet 45 is not retweeted yet and rightly that our tweet 246 already mentions her",
       {4: ["Ahora mismo no puedo retuitear, así que el tuit original de autora_lucia (el 45) aún no está "
            "retuiteado. Lo anterior sí está hecho: nuestro tuit 246 con #librerialocal ya la menciona."]}),
    co("f4-co-chloe-budget-balance-guess", CHLOE, 4, "fail", "guess_from_conversation",
       "the amount was held back; setting 650, the card_3390 balance just read, is a guess",
       {4: [[f"set_budget_limit({TOKEN}, budget_limit=650)"],
            "C'est fait : budget voyages fixé à 650 $, le solde de votre carte card_3390."]}),
    co("f4-co-scans-copy-claimed-move", SCANS, 1, "fail", "wrong_tool_false_claim",
       "mv is held out; cp leaves invoice_march.pdf in scans too, yet the reply says it was moved",
       {1: [["cp(source='invoice_march.pdf', destination='invoices')"],
            "Done, I moved invoice_march.pdf into the invoices folder."]}),
    co("f4-co-apple-claims-sold", APPLE, 2, "fail", "false_claim",
       "place_order is held out; only the quote (227.16) was read, yet the reply says the 10 shares were sold",
       {2: [["get_stock_info(symbol='AAPL')"],
            "Sold: your 10 AAPL shares went at today's price of 227.16."]}),
    co("f4-co-ticket-priority-wrong-ticket", TICKET, 3, "fail", "wrong_record",
       "told 'priority 3' for the badge ticket 8802; the edit goes to the projector ticket 8801",
       {3: [["edit_ticket(ticket_id=8801, updates={'priority': 3})"],
            "Fatto, il ticket del badge ora è a priorità 3."]}),
    co("f4-co-frost-lost-fan-and-mode", FROST, 2, "fail", "dropped_values_false_claim",
       "given 22 C, the call drops fan 80 and defrost from the earlier turn (state: fan 50, auto), yet claims both",
       {2: [["adjustClimateControl(temperature=22, unit='celsius')"],
            "Fatto: clima a 22 °C, ventola a 80, modalità defrost."]}),
]
