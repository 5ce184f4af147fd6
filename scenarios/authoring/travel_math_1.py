"""Base scenarios of the travel domain with math: fares and budgets converted, added and compared (part 1 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "e_fr_travel_math_cheapest_route_v1",
        domains={"travel": {"credit_card_list": {"card_4040": card("4916000040404040", "04/2029", "Nadia Benali", 404,
                                                                     1600.0)}},
                 "math": {}},
        persona="French product manager choosing where to hold a team offsite",
        style="chatty",
        seed=2032,
        turns=[
            turn("Coucou ! On part de SFO le 2026-09-09 en économique. Tu peux me donner les prix vers LAX, ORD, BOS "
                 "et RMS ?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-09-09', travel_class='economy')",
                 "get_flight_cost(travel_from='SFO', travel_to='ORD', travel_date='2026-09-09', travel_class='economy')",
                 "get_flight_cost(travel_from='SFO', travel_to='BOS', travel_date='2026-09-09', travel_class='economy')",
                 "get_flight_cost(travel_from='SFO', travel_to='RMS', travel_date='2026-09-09', travel_class='economy')"),
            turn("Super. Quel est le moins cher et le plus cher de ces quatre prix ? Et la moyenne ?",
                 "min_value(numbers=[400.0, 800.0, 900.0, 600.0])", "max_value(numbers=[400.0, 800.0, 900.0, 600.0])",
                 "mean(numbers=[400.0, 800.0, 900.0, 600.0])"),
            turn("Et le moins cher, ça fait combien en euros ?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=400.0)"),
            turn("Parfait, on prend celui-là ! Connecte-moi (client id benali_pm, secret offsite-26, refresh rf-nb, "
                 "read_write, Nadia Benali) et réserve-le avec la carte card_4040.",
                 login("Nadia", "Benali", "benali_pm", "offsite-26", "rf-nb"),
                 "book_flight(access_token=$tok, card_id='card_4040', travel_date='2026-09-09', travel_from='SFO', "
                 "travel_to='LAX', travel_class='economy')"),
        ],
        miss_param=miss(0, "Coucou ! On part de SFO en économique. Tu peux me donner les prix vers LAX, ORD, BOS et "
                           "RMS ?",
                        "Le 2026-09-09."),
    ),
    scenario(
        "e_pt_travel_math_richest_card_v1",
        domains={"travel": {"credit_card_list": {
            "card_1001": card("4532000010011001", "03/2028", "Beatriz Lima", 100, 320.0),
            "card_2002": card("4532000020022002", "06/2029", "Beatriz Lima", 200, 1480.0),
            "card_3003": card("4532000030033003", "11/2027", "Beatriz Lima", 300, 705.0),
        }}, "math": {}},
        persona="Brazilian architect checking her cards before a trip",
        style="chatty",
        seed=2044,
        turns=[
            turn("Oi! Me loga no sistema de viagem: client id bia_arq, secret niemeyer-1, refresh rf-bl, read_write, "
                 "Beatriz Lima. Quais cartões eu tenho cadastrados?",
                 login("Beatriz", "Lima", "bia_arq", "niemeyer-1", "rf-bl"), "get_all_credit_cards()"),
            turn("Me diz o saldo de cada um dos três, por favor.",
                 "get_credit_card_balance(access_token=$tok, card_id='card_1001')",
                 "get_credit_card_balance(access_token=$tok, card_id='card_2002')",
                 "get_credit_card_balance(access_token=$tok, card_id='card_3003')"),
            turn("Quanto dá somando tudo? E qual é o maior saldo?",
                 "sum_values(numbers=[320.0, 1480.0, 705.0])", "max_value(numbers=[320.0, 1480.0, 705.0])"),
            turn("Coloca esse maior saldo como meu limite de orçamento.",
                 "set_budget_limit(access_token=$tok, budget_limit=1480.0)"),
            turn("E reserva executiva de SFO para LAX no dia 2026-06-10 com o cartão desse saldo.",
                 "book_flight(access_token=$tok, card_id='card_2002', travel_date='2026-06-10', travel_from='SFO', "
                 "travel_to='LAX', travel_class='business')"),
        ],
        miss_param=miss(4, "E reserva executiva de SFO para LAX com o cartão desse saldo.", "No dia 2026-06-10."),
    ),
    scenario(
        "e_it_travel_math_average_budget_v1",
        domains={"travel": {"credit_card_list": {"card_1212": card("4556000012121212", "03/2029", "Paolo Marino", 121,
                                                                     1000.0)}},
                 "math": {}},
        persona="Italian sales director setting a fair travel budget",
        style="formal",
        seed=2092,
        turns=[
            turn("Buongiorno. Mi indichi le tariffe economy del 2026-03-10 da RMS verso SBK, MPC e SVP.",
                 "get_flight_cost(travel_from='RMS', travel_to='SBK', travel_date='2026-03-10', travel_class='economy')",
                 "get_flight_cost(travel_from='RMS', travel_to='MPC', travel_date='2026-03-10', travel_class='economy')",
                 "get_flight_cost(travel_from='RMS', travel_to='SVP', travel_date='2026-03-10', travel_class='economy')"),
            turn("Ne calcoli la media.", "mean(numbers=[440.0, 460.0, 480.0])"),
            turn("Mi autentichi (client id marino_dir, secret barolo-9, refresh token rf-pm, read_write, Paolo "
                 "Marino) e imposti quella media come limite di budget.",
                 login("Paolo", "Marino", "marino_dir", "barolo-9", "rf-pm"),
                 "set_budget_limit(access_token=$tok, budget_limit=460.0)"),
            turn("Prenoti la tratta più economica con la card_1212.",
                 "book_flight(access_token=$tok, card_id='card_1212', travel_date='2026-03-10', travel_from='RMS', "
                 "travel_to='SBK', travel_class='economy')"),
        ],
        miss_param=miss(0, "Buongiorno. Mi indichi le tariffe economy da RMS verso SBK, MPC e SVP.",
                        "Per il 2026-03-10."),
    ),
    scenario(
        "e_fr_travel_math_fare_plus_hotel_v1",
        domains={"travel": {"credit_card_list": {"card_2525": card("4532000025252525", "09/2029", "Hugo Lambert", 252,
                                                                     1400.0)}},
                 "math": {}},
        persona="French consultant budgeting a client visit",
        style="formal",
        seed=2111,
        turns=[
            turn("Bonjour. Quel est le tarif économique de ORD à BOS le 2026-09-15 ?",
                 "get_flight_cost(travel_from='ORD', travel_to='BOS', travel_date='2026-09-15', travel_class='economy')"),
            turn("L'hôtel coûte 180 dollars. Additionnez-le au tarif, je vous prie.", "add(a=200.0, b=180)"),
            turn("Connectez-moi (client id lambert_h, secret bordeaux-82, refresh rf-hl2, read_write, Hugo Lambert) "
                 "et fixez ce total comme plafond de budget.",
                 login("Hugo", "Lambert", "lambert_h", "bordeaux-82", "rf-hl2"),
                 "set_budget_limit(access_token=$tok, budget_limit=380.0)"),
            turn("Réservez ce vol avec la carte card_2525.",
                 "book_flight(access_token=$tok, card_id='card_2525', travel_date='2026-09-15', travel_from='ORD', "
                 "travel_to='BOS', travel_class='economy')"),
        ],
        miss_param=miss(1, "L'hôtel a aussi un coût. Additionnez-le au tarif, je vous prie.", "180 dollars."),
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
                                                                     3200.0), "card_2468": card("4024007124682468", "09/2029", "Elena Ruiz", 246, 600.0)}},
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
                                                                     5000.0), "card_2468": card("4024007124682468", "09/2029", "Kofi Mensah", 246, 600.0)}},
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
        "d_travel_math_airports_v1",
        domains={"travel": {}, "math": {}},
        persona="event planner comparing venues by flight cost",
        style="formal",
        seed=1115,
        turns=[
            turn("Please list every airport the system knows.", "list_all_airports()"),
            turn("Which airport is nearest to Stonebrook?", "get_nearest_airport_by_city(location='Stonebrook')"),
            turn("What does an economy seat from SFO to SBK cost on 2026-06-20, and from ORD to SBK on the same day?",
                 "get_flight_cost(travel_from='SFO', travel_to='SBK', travel_date='2026-06-20', "
                 "travel_class='economy') -> a=travel_cost_list.0",
                 "get_flight_cost(travel_from='ORD', travel_to='SBK', travel_date='2026-06-20', "
                 "travel_class='economy') -> b=travel_cost_list.0"),
            turn("We have 12 guests from San Francisco and 9 from Chicago. What is the total airfare?",
                 "multiply(a=$a, b=12) -> sf=result", "multiply(a=$b, b=9) -> chi=result",
                 "add(a=$sf, b=$chi)"),
            turn("For the report header, which fiscal year is the travel budget in?", "get_budget_fiscal_year()"),
        ],
        miss_param=miss(3, "What is the total airfare for our guests?",
                        "12 guests from San Francisco and 9 from Chicago."),
    ),
]
