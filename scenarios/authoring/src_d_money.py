"""Base scenarios where arithmetic works on prices, balances and fares from trading and travel."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import d, f, fs
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "d_math_trade_net_worth_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="engineer reviewing her portfolio on payday",
        style="terse",
        seed=1051,
        clock="2026-03-10T12:00:00",
        turns=[
            turn("Prices of AAPL and MSFT?",
                 "get_stock_info(symbol='AAPL') -> aapl=price", "get_stock_info(symbol='MSFT') -> msft=price"),
            turn("I hold 40 AAPL and 25 MSFT. Value of each, and the total.",
                 "multiply(a=$aapl, b=40) -> va=result", "multiply(a=$msft, b=25) -> vm=result",
                 "sum_values(numbers=[$va, $vm]) -> stocks=result"),
            turn("Add my cash balance to that.", "get_account_info() -> cash=balance",
                 "add(a=$stocks, b=$cash) -> net=result"),
            turn("What percent of it is in stocks?", "percentage(part=$stocks, whole=$net)"),
        ],
        miss_param=miss(1, "Value of my holdings in each, and the total.", "40 AAPL and 25 MSFT."),
    ),
    scenario(
        "d_math_trade_zehn_prozent_de_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="vorsichtiger Kleinanleger",
        style="chatty",
        seed=1052,
        clock="2026-03-11T10:30:00",
        turns=[
            turn("Hallo! Wie viel Geld liegt gerade auf meinem Depotkonto?", "get_account_info() -> cash=balance"),
            turn("Ich möchte 0.1 davon, also zehn Prozent, in Nvidia stecken. Rechnest du mir den Betrag aus?",
                 "multiply(a=$cash, b=0.1) -> budget=result"),
            turn("Was kostet eine Nvidia-Aktie gerade? Das Kürzel ist NVDA.", "get_stock_info(symbol='NVDA') -> px=price"),
            turn("Wie viele Aktien bekomme ich für den Betrag? Bitte auf 0 Stellen runden.",
                 "divide(a=$budget, b=$px) -> n=result", "round_number(number=$n, decimal_places=0)"),
            turn("Dann kauf lieber eine weniger, also 4 Stück zum aktuellen Kurs, damit ich unter dem Betrag "
                 "bleibe.",
                 "place_order(order_type='Buy', symbol='NVDA', price=$px, amount=4)"),
        ],
        miss_param=miss(4, "Dann kauf lieber eine weniger zum aktuellen Kurs, damit ich unter dem Betrag bleibe.",
                        "Also 4 Stück."),
    ),
    scenario(
        "d_math_trade_retiro_es_v1",
        domains={"trading": {"authenticated": True,
                             "account_info": {"account_id": 5521, "balance": 18640.0,
                                              "binding_card": 4532117788990011}},
                 "math": {}},
        persona="autónomo que necesita liquidez para pagar impuestos",
        style="formal",
        seed=1053,
        clock="2026-03-12T09:00:00",
        turns=[
            turn("Buenos días. ¿Cuál es el saldo de mi cuenta de inversión?", "get_account_info() -> bal=balance"),
            turn("Calcule la mitad de ese saldo (divídalo entre 2), por favor.", "divide(a=$bal, b=2) -> half=result"),
            turn("Retire exactamente esa cantidad.", "withdraw_funds(amount=$half) -> left=new_balance"),
            turn("¿Qué porcentaje del saldo original queda ahora?", "percentage(part=$left, whole=$bal)"),
        ],
        miss_param=miss(1, "Calcule una parte de ese saldo, por favor.", "La mitad: divídalo entre 2."),
    ),
    scenario(
        "d_math_trade_price_band_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="hobby trader setting up price alerts",
        style="non-native",
        seed=1054,
        clock="2026-03-12T14:00:00",
        turns=[
            turn("I look for technology stocks near 250 dollar. Compute 250 times 0.9 and 250 times 1.1 for me.",
                 "multiply(a=250, b=0.9) -> lo=result", "multiply(a=250, b=1.1) -> hi=result"),
            turn("Which stocks are in Technology sector?", "get_available_stocks(sector='Technology') -> tech=stock_list"),
            turn("From these, keep only the ones with price between the two numbers.",
                 "filter_stocks_by_price(stocks=$tech, min_price=$lo, max_price=$hi) -> keep=filtered_stocks"),
            turn("Last time my alert threshold was 1.3 percent; now I want half. Compute it and set alert for "
                 "the filtered stocks.",
                 "divide(a=1.3, b=2) -> thr=result", "notify_price_change(stocks=$keep, threshold=$thr)"),
        ],
        miss_param=miss(3, "Last time my alert threshold was higher; now I want half. Compute it and set alert for "
                           "the filtered stocks.",
                        "Last time it was 1.3 percent."),
        miss_func={"turn": 3, "functions": ["notify_price_change"]},
    ),
    scenario(
        "d_math_travel_fare_gap_v1",
        domains={"travel": {}, "math": {}},
        persona="consultant deciding whether to upgrade",
        style="terse",
        seed=1055,
        turns=[
            turn("Economy and business fares LAX to JFK on 2026-09-14?",
                 "get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-09-14', "
                 "travel_class='economy') -> eco=travel_cost_list.0",
                 "get_flight_cost(travel_from='LAX', travel_to='JFK', travel_date='2026-09-14', "
                 "travel_class='business') -> biz=travel_cost_list.0"),
            turn("Upgrade costs how much more?", "subtract(a=$biz, b=$eco) -> gap=result"),
            turn("As a percent of economy?", "percentage(part=$gap, whole=$eco)"),
            turn("That gap in GBP?", "compute_exchange_rate(base_currency='USD', target_currency='GBP', value=$gap)"),
        ],
        miss_param=miss(0, "Economy and business fares LAX to JFK?", "On 2026-09-14."),
    ),
    scenario(
        "d_math_travel_presupuesto_es_v1",
        domains={"travel": {"credit_card_list": {"card_7788": card("4716000077778888", "11/2029", "Elena Ruiz", 778,
                                                                     3200.0)}},
                 "math": {}},
        persona="profesora que planea un viaje de verano",
        style="non-native",
        seed=1056,
        turns=[
            turn("Hola. Entra en el sistema de viajes: client id ruiz_elena, secret verano-26, refresh token "
                 "rf-er, read_write, nombre Elena Ruiz.",
                 login("Elena", "Ruiz", "ruiz_elena", "verano-26", "rf-er")),
            turn("¿Cuánto saldo tiene la tarjeta card_7788?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_7788') -> bal=card_balance"),
            turn("Quiero gastar máximo 0.4 de este saldo. Calcula y pon este límite de presupuesto.",
                 "multiply(a=$bal, b=0.4) -> cap=result",
                 "set_budget_limit(access_token=$tok, budget_limit=$cap) -> limit=budget_limit"),
            turn("Precio de un vuelo económico de ORD a BOS el 2026-07-03? ¿Y cuánto queda del límite después?",
                 "get_flight_cost(travel_from='ORD', travel_to='BOS', travel_date='2026-07-03', "
                 "travel_class='economy') -> fare=travel_cost_list.0",
                 "subtract(a=$limit, b=$fare)"),
        ],
        miss_param=miss(1, "¿Cuánto saldo tiene mi tarjeta?", "La card_7788."),
    ),
    scenario(
        "d_math_travel_erstattung_de_v1",
        domains={"travel": {
            "credit_card_list": {"card_2244": card("4539000022224444", "06/2028", "Lena Vogt", 224, 900.0)},
            "booking_record": {"5550123": {"card_id": "card_2244", "travel_date": "2026-04-18", "travel_from": "ORD",
                                           "travel_to": "SFO", "travel_class": "economy", "travel_cost": 1380.0,
                                           "transaction_id": "88812345"}},
        }, "math": {}},
        persona="Studentin, die eine Gruppenreise storniert",
        style="typos",
        seed=1057,
        turns=[
            turn("log mich ins reiseportal ein: client vogt_l, secret tandem-3, refresh rf-lv, read_write, Lena Vogt",
                 login("Lena", "Vogt", "vogt_l", "tandem-3", "rf-lv")),
            turn("buchung 5550123 stornieren bitte", "cancel_booking(access_token=$tok, booking_id='5550123') -> back=refund"),
            turn("die erstattung durch 3 teilen, wir waren zu dritt. auf 2 stellen runden",
                 "divide(a=$back, b=3) -> share=result", "round_number(number=$share, decimal_places=2) -> r=result"),
            turn("und wie viel is mein anteil in EUR", "compute_exchange_rate(base_currency='USD', target_currency='EUR', "
                 "value=$r)"),
        ],
        miss_param=miss(1, "meine buchung stornieren bitte", "die 5550123"),
    ),
    scenario(
        "d_math_travel_insurance_cost_v1",
        no_long_context="unreached",
        domains={"travel": {"credit_card_list": {"card_9911": card("4929000099991111", "03/2030", "Kofi Mensah", 991,
                                                                     5000.0)}},
                 "math": {}},
        persona="father booking a family holiday",
        style="formal",
        seed=1058,
        turns=[
            turn("Please log me in: client id mensah_k, secret accra-sun, refresh token rf-km, read_write, Kofi "
                 "Mensah.",
                 login("Kofi", "Mensah", "mensah_k", "accra-sun", "rf-km")),
            turn("Book an economy flight from JFK to LAX on 2026-08-01 with card_9911.",
                 "book_flight(access_token=$tok, card_id='card_9911', travel_date='2026-08-01', travel_from='JFK', "
                 "travel_to='LAX', travel_class='economy') -> bk=booking_id, cost=travel_cost"),
            turn("The insurer charges 0.05 of the fare. Please compute that amount and buy comprehensive "
                 "insurance for that price on the same card.",
                 "multiply(a=$cost, b=0.05) -> prem=result",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id=$bk, "
                 "insurance_cost=$prem, card_id='card_9911')"),
            turn("Kindly show me the invoice for the booking.", "retrieve_invoice(access_token=$tok, booking_id=$bk)"),
        ],
        miss_param=miss(1, "Book an economy flight from JFK to LAX on 2026-08-01.", "Charge card_9911."),
    ),
    scenario(
        "d_trade_math_msg_sale_proceeds_v1",
        domains={"trading": {"authenticated": True}, "math": {}, "message": {"current_user": "USR001", "inbox": []}},
        persona="retiree selling shares to help a grandchild",
        style="chatty",
        seed=1059,
        clock="2026-03-13T11:00:00",
        turns=[
            turn("Good morning! What is Google's share price today? The symbol is GOOG, I believe.",
                 "get_stock_info(symbol='GOOG') -> px=price"),
            turn("I'd like to sell 3 shares at that price, please.",
                 "place_order(order_type='Sell', symbol='GOOG', price=$px, amount=3) -> sold=price"),
            turn("How much money will that bring in, before fees?", "multiply(a=$sold, b=3)"),
            turn("Lovely. Please message Daniel: 'Sold 3 Google shares for your tuition, money follows next week.'",
                 "get_user_id(user='Daniel')",
                 "send_message(receiver_id='USR004', message='Sold 3 Google shares for your tuition, money follows next "
                 "week.')"),
        ],
        miss_param=miss(1, "I'd like to sell some at that price, please.", "3 shares."),
        exploratory=[3],
    ),
    scenario(
        "d_travel_math_post_trip_cost_v1",
        domains={"travel": {}, "math": {}, "posting": {"username": "nomad_priya", "password": "lagoon7",
                                                        "authenticated": True, "tweet_counter": 150}},
        persona="budget travel blogger",
        style="chatty",
        seed=1060,
        turns=[
            turn("Hey! Quick research for a post: economy fare from SFO to LAX on 2026-10-10?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-10-10', "
                 "travel_class='economy') -> fare=travel_cost_list.0"),
            turn("My readers are mostly in India - convert that to INR.",
                 "compute_exchange_rate(base_currency='USD', target_currency='INR', value=$fare)"),
            turn("And if four friends share a rental car for 180 dollars, what's the fare plus a quarter of the car? "
                 "Divide 180 by 4 first.",
                 "divide(a=180, b=4) -> car=result", "add(a=$fare, b=$car)"),
            turn("Tweet 'SFO to LAX on a budget: one fare plus a shared car. Full breakdown on the blog!' with "
                 "#budgettravel.",
                 "post_tweet(content='SFO to LAX on a budget: one fare plus a shared car. Full breakdown on the blog!', "
                 "tags=['#budgettravel'])"),
        ],
        miss_param=miss(1, "My readers are mostly abroad - convert that for them.", "To INR - they're in India."),
    ),
    scenario(
        "d_fs_math_trade_holdings_v1",
        domains={"file_system": fs("yusuf", finance=d(**{"holdings.txt": f("AAPL 12\nNVDA 30")})),
                 "math": {}, "trading": {}},
        persona="software tester keeping a plain-text portfolio file",
        style="terse",
        seed=1061,
        clock="2026-03-10T15:00:00",
        turns=[
            turn("cat finance/holdings.txt", "cd(folder='finance')", "cat(file_name='holdings.txt')"),
            turn("Current prices of both.",
                 "get_stock_info(symbol='AAPL') -> a=price", "get_stock_info(symbol='NVDA') -> n=price"),
            turn("Value of each position and the sum.",
                 "multiply(a=$a, b=12) -> va=result", "multiply(a=$n, b=30) -> vn=result",
                 "add(a=$va, b=$vn) -> tot=result"),
            turn("Write the sum into value.txt in finance.", "echo(content='${tot}', file_name='value.txt')"),
        ],
        miss_param=miss(3, "Write the sum into a file in finance.", "value.txt"),
    ),
    scenario(
        "d_fs_math_travel_spesen_de_v1",
        domains={"file_system": fs("markus", reise=d(**{"spesen.txt": f("Hotel 312.40\nBahn 89.90\nEssen 146.75")})),
                 "math": {}, "travel": {}},
        persona="Vertriebsmitarbeiter, der eine Dienstreise abrechnet",
        style="formal",
        seed=1062,
        turns=[
            turn("Bitte zeigen Sie mir reise/spesen.txt.", "cd(folder='reise')", "cat(file_name='spesen.txt')"),
            turn("Addieren Sie bitte die drei Beträge.", "sum_values(numbers=[312.4, 89.9, 146.75]) -> eur=result"),
            turn("Die Zentrale in Chicago möchte US-Dollar. Rechnen Sie die Summe von EUR in USD um.",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=$eur) -> usd=exchanged_value"),
            turn("Runden Sie den Dollarbetrag auf 2 Stellen und schreiben Sie ihn in die neue Datei summe_usd.txt.",
                 "round_number(number=$usd, decimal_places=2) -> r=result",
                 "echo(content='${r}', file_name='summe_usd.txt')"),
        ],
        miss_param=miss(2, "Die Zentrale möchte eine andere Währung. Rechnen Sie die Summe um.",
                        "Von EUR in USD, bitte."),
    ),
]
