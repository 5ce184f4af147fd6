"""Base scenarios of the travel domain with math: fares and budgets converted, added and compared (part 2 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import card, login

SCENARIOS: list[Draft] = [
    scenario(
        "x_travel_math_split_fare_v1",
        domains={"travel": {}, "math": {}},
        persona="student splitting a flight with friends",
        style="chatty",
        seed=109,
        turns=[
            turn("What's an economy fare from SFO to JFK on 2026-07-15?",
                 "get_flight_cost(travel_from='SFO', travel_to='JFK', travel_date='2026-07-15', travel_class='economy')"),
            turn("There are three of us splitting it. What's each share, rounded to 2 decimal places?",
                 "divide(a=500.0, b=3) -> share=result", "round_number(number=$share, decimal_places=2)"),
            turn("And how much is one share in euros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=166.67)"),
        ],
        miss_param=miss(0, "What's an economy fare from SFO to JFK?", "For 2026-07-15."),
    ),
    scenario(
        "e_travel_math_fare_gap_v1",
        domains={"travel": {}, "math": {}},
        persona="PhD student comparing two conference routes",
        style="non-native",
        seed=2007,
        turns=[
            turn("Please tell me the business fare from SFO to LAX for 2026-11-20.",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-11-20', "
                 "travel_class='business')"),
            turn("And also economy fare from SFO to JFK, same day.",
                 "get_flight_cost(travel_from='SFO', travel_to='JFK', travel_date='2026-11-20', "
                 "travel_class='economy')"),
            turn("How much the New York one is more expensive? Subtract please.",
                 "subtract(a=1000.0, b=800.0)"),
            turn("OK. Then what percent is the Los Angeles fare of my 2000 dollar grant?",
                 "percentage(part=800.0, whole=2000)"),
        ],
        miss_param=miss(3, "OK. Then what percent is the Los Angeles fare of my grant?",
                        "My grant is 2000 dollar."),
    ),
    scenario(
        "e_travel_math_insurance_share_v1",
        domains={"travel": {"credit_card_list": {"card_1357": card("4539000013571357", "10/2028", "Owen Price", 135,
                                                                     3000.0)}},
                 "math": {}},
        persona="Welsh rugby coach booking a flight with insurance",
        style="chatty",
        seed=2036,
        turns=[
            turn("Hiya! Log me in: client id price_coach, secret scrum-half, refresh rf-op, read_write, Owen Price. "
                 "And what's left on card_1357?",
                 login("Owen", "Price", "price_coach", "scrum-half", "rf-op"),
                 "get_credit_card_balance(access_token=$tok, card_id='card_1357')"),
            turn("Book me business class from BOS to RMS on 2026-03-14 with that card.",
                 "book_flight(access_token=$tok, card_id='card_1357', travel_date='2026-03-14', travel_from='BOS', "
                 "travel_to='RMS', travel_class='business') -> bk=booking_id, fare=travel_cost"),
            turn("What will be left on the card? Subtract the fare from the balance you told me.",
                 "subtract(a=3000.0, b=$fare)"),
            turn("The insurance is 5 percent of the fare, so multiply the fare by 0.05 and buy travel insurance "
                 "for that amount on the same card.",
                 "multiply(a=$fare, b=0.05) -> ins_cost=result",
                 "purchase_insurance(access_token=$tok, insurance_type='travel', booking_id=$bk, "
                 "insurance_cost=$ins_cost, card_id='card_1357')"),
            turn("Lovely. What's the card balance now?", "get_credit_card_balance(access_token=$tok, card_id='card_1357')"),
        ],
        miss_param=miss(1, "Book me business class from BOS to RMS with that card.", "On 2026-03-14."),
    ),
    scenario(
        "e_travel_math_refund_three_ways_v1",
        domains={
            "travel": {"credit_card_list": {"card_2468": card("4024000024682468", "08/2027", "Priya Nair", 246, 75.0)},
                       "booking_record": {"4410387": {"card_id": "card_2468", "travel_date": "2026-05-30",
                                                      "travel_from": "JFK", "travel_to": "ORD",
                                                      "travel_class": "business", "travel_cost": 600.0,
                                                      "transaction_id": "50091234"}}},
            "math": {},
        },
        persona="grad student cancelling a group trip",
        style="non-native",
        seed=2040,
        turns=[
            turn("Kindly log me in travel: client id nair_p, secret chai-time, refresh rf-pn, read_write, Priya Nair.",
                 login("Priya", "Nair", "nair_p", "chai-time", "rf-pn")),
            turn("Our group trip is cancelled. Show my bookings and cancel the one to ORD.",
                 "get_booking_history(access_token=$tok)", "cancel_booking(access_token=$tok, booking_id='4410387')"),
            turn("Refund I must split between three friends. Divide it by 3 and round to 2 decimals.",
                 "divide(a=600.0, b=3) -> part=result", "round_number(number=$part, decimal_places=2)"),
            turn("What is my card_2468 balance after the refund?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_2468')"),
        ],
        miss_param=miss(2, "Refund I must split between friends. Divide it and round to 2 decimals.",
                        "Three friends."),
    ),
    scenario(
        "e_travel_math_round_trip_expense_v1",
        domains={"travel": {"credit_card_list": {"card_8642": card("4556000086428642", "02/2030", "Margaret Hale",
                                                                     864, 2500.0)}},
                 "math": {}},
        persona="British civil servant filing a travel expense claim",
        style="formal",
        seed=2041,
        turns=[
            turn("Good morning. Please sign me in: client id hale_m, secret whitehall-3, refresh token rf-mh, "
                 "read_write, Margaret Hale.",
                 login("Margaret", "Hale", "hale_m", "whitehall-3", "rf-mh")),
            turn("Book economy from RMS to BOS on 2026-02-03, and the return from BOS to RMS on 2026-02-05, both "
                 "on card_8642.",
                 "book_flight(access_token=$tok, card_id='card_8642', travel_date='2026-02-03', travel_from='RMS', "
                 "travel_to='BOS', travel_class='economy') -> out=travel_cost",
                 "book_flight(access_token=$tok, card_id='card_8642', travel_date='2026-02-05', travel_from='BOS', "
                 "travel_to='RMS', travel_class='economy') -> back=travel_cost"),
            turn("For the claim, add the two fares together.", "add(a=$out, b=$back) -> total=result"),
            turn("The claim must be in pounds sterling. Convert that total, and round it to two decimals.",
                 "compute_exchange_rate(base_currency='USD', target_currency='GBP', value=$total) -> gbp=exchanged_value",
                 "round_number(number=$gbp, decimal_places=2)"),
            turn("Lastly, what remains on card_8642?", "get_credit_card_balance(access_token=$tok, card_id='card_8642')"),
        ],
        miss_param=miss(1, "Book economy from RMS to BOS, and the return from BOS to RMS, both on card_8642.",
                        "Outbound on 2026-02-03, return on 2026-02-05."),
    ),
    scenario(
        "e_travel_math_budget_for_trips_v1",
        domains={"travel": {"credit_card_list": {"card_7070": card("4916000070707070", "09/2028", "Kofi Mensah", 707,
                                                                     1500.0)}},
                 "math": {}},
        persona="sales manager planning monthly visits to a client",
        style="non-native",
        seed=2046,
        turns=[
            turn("Please login me: client id mensah_k, secret kente-88, refresh rf-km, read_write, Kofi Mensah. "
                 "Put my budget limit to 1200 dollar.",
                 login("Kofi", "Mensah", "mensah_k", "kente-88", "rf-km"),
                 "set_budget_limit(access_token=$tok, budget_limit=1200)"),
            turn("How much is economy from SFO to LAX on 2026-04-07?",
                 "get_flight_cost(travel_from='SFO', travel_to='LAX', travel_date='2026-04-07', travel_class='economy')"),
            turn("How many such flights my budget can pay? Divide the budget by this price.",
                 "divide(a=1200.0, b=200.0)"),
            turn("Actually I go only two times. Multiply the price by 2 and make that my new budget limit.",
                 "multiply(a=200.0, b=2) -> two=result", "set_budget_limit(access_token=$tok, budget_limit=$two)"),
            turn("Book the first one now with card_7070.",
                 "book_flight(access_token=$tok, card_id='card_7070', travel_date='2026-04-07', travel_from='SFO', "
                 "travel_to='LAX', travel_class='economy')"),
        ],
        miss_param=miss(1, "How much is economy from SFO to LAX?", "For 2026-04-07."),
    ),
    scenario(
        "e_travel_math_fare_gap_in_euros_v1",
        domains={"travel": {}, "math": {}},
        persona="master's student choosing between two routes",
        style="non-native",
        seed=2076,
        turns=[
            turn("Please what is economy fare from BOS to SHD on 2026-09-01, and from BOS to SSV the same day?",
                 "get_flight_cost(travel_from='BOS', travel_to='SHD', travel_date='2026-09-01', travel_class='economy')",
                 "get_flight_cost(travel_from='BOS', travel_to='SSV', travel_date='2026-09-01', travel_class='economy')"),
            turn("Convert both to euro for me.",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=880.0) -> a=exchanged_value",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=900.0) -> b=exchanged_value"),
            turn("Subtract the second euro price from the first one, and give me the difference as positive number.",
                 "subtract(a=$a, b=$b) -> gap=result", "absolute_value(number=$gap)"),
        ],
        miss_param=miss(0, "Please what is economy fare from BOS to SHD, and from BOS to SSV the same day?",
                        "On 2026-09-01."),
    ),
    scenario(
        "e_pt_travel_math_sum_legs_budget_v1",
        domains={"travel": {"credit_card_list": {"card_4343": card("4916000043434343", "08/2029", "Rui Fonseca", 434,
                                                                     1500.0), "card_2468": card("4024007124682468", "09/2029", "Rui Fonseca", 246, 600.0)}},
                 "math": {}},
        persona="Portuguese university lecturer planning a two-leg research trip",
        style="formal",
        seed=2098,
        turns=[
            turn("Boa tarde. Quanto custa, em económica a 2026-10-20, o voo de WLB para CRH, e o de CRH para ATV "
                 "no mesmo dia?",
                 "get_flight_cost(travel_from='WLB', travel_to='CRH', travel_date='2026-10-20', travel_class='economy')",
                 "get_flight_cost(travel_from='CRH', travel_to='ATV', travel_date='2026-10-20', travel_class='economy')"),
            turn("Some os dois valores, por favor.", "sum_values(numbers=[250.0, 240.0])"),
            turn("Autentique-me (client id fonseca_r, secret coimbra-1290, refresh token rf-rf, read_write, Rui "
                 "Fonseca) e defina essa soma como limite de orçamento.",
                 login("Rui", "Fonseca", "fonseca_r", "coimbra-1290", "rf-rf"),
                 "set_budget_limit(access_token=$tok, budget_limit=490.0)"),
            turn("Quanto é essa soma em euros?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=490.0)"),
            turn("Reserve os dois voos com o cartão card_4343.",
                 "book_flight(access_token=$tok, card_id='card_4343', travel_date='2026-10-20', travel_from='WLB', "
                 "travel_to='CRH', travel_class='economy')",
                 "book_flight(access_token=$tok, card_id='card_4343', travel_date='2026-10-20', travel_from='CRH', "
                 "travel_to='ATV', travel_class='economy')"),
        ],
        miss_param=miss(4, "Reserve os dois voos.", "Com o cartão card_4343."),
    ),
    scenario(
        "e_pt_travel_math_two_flights_in_reais_v1",
        domains={"travel": {"credit_card_list": {"card_7272": card("4485000072727272", "02/2028", "Camila Duarte", 727,
                                                                     3000.0)}},
                 "math": {}},
        persona="Brazilian event planner booking flights for two speakers",
        style="chatty",
        seed=2113,
        turns=[
            turn("Oi! Me conecta: client id camila_eventos, secret festa-junina, refresh rf-cd2, read_write, Camila "
                 "Duarte.", login("Camila", "Duarte", "camila_eventos", "festa-junina", "rf-cd2")),
            turn("Reserva dois voos econômicos com o card_7272: um de SFO pra JFK e outro de LAX pra JFK, os dois "
                 "no dia 2026-11-03.",
                 "book_flight(access_token=$tok, card_id='card_7272', travel_date='2026-11-03', travel_from='SFO', "
                 "travel_to='JFK', travel_class='economy') -> a=travel_cost",
                 "book_flight(access_token=$tok, card_id='card_7272', travel_date='2026-11-03', travel_from='LAX', "
                 "travel_to='JFK', travel_class='economy') -> b=travel_cost"),
            turn("Soma o custo das duas passagens.", "sum_values(numbers=[$a, $b]) -> total=result"),
            turn("E quanto dá isso em reais? Preciso pôr na planilha.",
                 "compute_exchange_rate(base_currency='USD', target_currency='BRL', value=$total)"),
        ],
        miss_param=miss(1, "Reserva dois voos econômicos com o card_7272: um de SFO pra JFK e outro de LAX pra JFK.",
                        "Os dois no dia 2026-11-03."),
    ),
]
