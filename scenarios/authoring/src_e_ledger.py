"""Base scenarios about money kept straight: expenses, budgets, balances and the tickets they cause."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_e_desk import ticket
from scenarios.authoring.src_money import card, login

SCENARIOS: list[Draft] = [
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
        "e_it_trade_math_compound_growth_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="Italian grandfather planning savings for his grandchildren",
        style="chatty",
        seed=2042,
        turns=[
            turn("Buongiorno! Quanto ho sul conto titoli?", "get_account_info()"),
            turn("Se crescesse del 5 per cento all'anno per 10 anni... calcolami 1.05 alla decima, per piacere.",
                 "power(base=1.05, exponent=10) -> g=result"),
            turn("E ora moltiplica il saldo per quel numero: quanto avrei?",
                 "multiply(a=10000.0, b=$g) -> fut=result", "round_number(number=$fut, decimal_places=2)"),
            turn("Ultima curiosità: in quanti anni si raddoppia? Dividi 20000 per il saldo, e poi fammi il logaritmo "
                 "di quel risultato in base 1.05, con precisione 4.",
                 "divide(a=20000, b=10000.0) -> ratio=result", "logarithm(value=$ratio, base=1.05, precision=4)"),
        ],
        miss_param=miss(1, "Se crescesse ogni anno per 10 anni... calcolami la potenza giusta, per piacere.",
                        "Il 5 per cento: 1.05 alla decima."),
    ),
    scenario(
        "e_trade_math_what_can_i_afford_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["NVDA", "TSLA", "GOOG", "QUAS"],
                             "account_info": {"account_id": 5108, "balance": 650.0, "binding_card": 4111111111111111}},
                 "math": {}},
        persona="college student with a small brokerage account",
        style="chatty",
        seed=2043,
        turns=[
            turn("Hey, what's on my watchlist and how much cash do I have?", "get_watchlist()", "get_account_info()"),
            turn("Which of those stocks cost between 100 dollars and my whole balance?",
                 "filter_stocks_by_price(stocks=['NVDA', 'TSLA', 'GOOG', 'QUAS'], min_price=100, max_price=650.0)"),
            turn("What's its exact price, and what percent of my balance is one share?",
                 "get_stock_info(symbol='NVDA')", "percentage(part=220.34, whole=650.0)"),
            turn("Okay, buy 2 shares at that price.", "place_order(order_type='Buy', symbol='NVDA', price=220.34, "
                 "amount=2)"),
            turn("What's my balance now?", "get_account_info()"),
        ],
        miss_param=miss(1, "Which of those stocks cost between some minimum and my whole balance?",
                        "The minimum is 100 dollars."),
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
        "e_fr_trade_travel_euro_range_v1",
        domains={"trading": {"authenticated": True}, "travel": {}},
        persona="French teacher who thinks in euros while trading in dollars",
        style="terse",
        seed=2045,
        turns=[
            turn("800 euros, ça fait combien en dollars ?",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=800)"),
            turn("Retire ce montant de mon compte titres.", "withdraw_funds(amount=1000.0)"),
            turn("Le solde restant, en euros ?",
                 "compute_exchange_rate(base_currency='USD', target_currency='EUR', value=9000.0)"),
            turn("Convertis aussi 100 et 250 euros en dollars.",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=100)",
                 "compute_exchange_rate(base_currency='EUR', target_currency='USD', value=250)"),
            turn("Quelles valeurs Technology coûtent entre ces deux montants en dollars ?",
                 "get_available_stocks(sector='Technology')",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=125.0, max_price=312.5)"),
        ],
        miss_param=miss(0, "Mes euros, ça fait combien en dollars ?", "800 euros."),
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
        "e_trade_math_apple_paper_gain_v1",
        domains={"trading": {"authenticated": True}, "math": {}},
        persona="hobby investor reviewing an old purchase",
        style="terse",
        seed=2047,
        turns=[
            turn("Details of order 12345.", "get_order_details(order_id=12345)"),
            turn("Cost of that order: price times shares.", "multiply(a=210.65, b=10) -> cost=result"),
            turn("Apple's price now, and what those 10 shares are worth at it.",
                 "get_stock_info(symbol='AAPL')", "multiply(a=227.16, b=10) -> worth=result"),
            turn("Gain: worth minus cost. And as a percent of cost.",
                 "subtract(a=$worth, b=$cost) -> gain=result", "percentage(part=$gain, whole=$cost)"),
        ],
        miss_param=miss(0, "Details of my Apple order.", "Order 12345."),
    ),
    scenario(
        "e_ticket_trade_withdrawal_rejected_v1",
        domains={
            "trading": {"authenticated": True,
                        "account_info": {"account_id": 6204, "balance": 15300.0, "binding_card": 5500000000000004}},
            "ticket": {"accounts": {"r.osei": "ledger-9"}, "ticket_counter": 3870},
        },
        persona="small-business owner whose large withdrawal failed",
        style="formal",
        seed=2048,
        turns=[
            turn("Please withdraw 20000 dollars from my trading account.", "withdraw_funds(amount=20000)",
                 expected_errors=[0]),
            turn("What is my balance, then?", "get_account_info()"),
            turn("Log me into support as r.osei, password ledger-9, and open a ticket titled 'Withdrawal of 20000 "
                 "rejected' with description 'Balance shown as 15300.0; please confirm the limit.', priority 3.",
                 "ticket_login(username='r.osei', password='ledger-9')",
                 "create_ticket(title='Withdrawal of 20000 rejected', description='Balance shown as 15300.0; please "
                 "confirm the limit.', priority=3) -> tk=id"),
            turn("In the meantime, withdraw the entire balance instead.", "withdraw_funds(amount=15300.0)"),
            turn("That resolved the matter. Please close the ticket and show it to me.",
                 "close_ticket(ticket_id=$tk)", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(0, "Please withdraw money from my trading account.", "20000 dollars."),
    ),
    scenario(
        "e_fr_ticket_follow_up_clone_v1",
        domains={"ticket": {
            "accounts": {"m.roux": "chablis"},
            "ticket_queue": [ticket(4410, "Badge refusé au parking", "Le badge 0042 ne lève plus la barrière.",
                                    "m.roux", 3),
                             ticket(4395, "Clim bureau 12", "Trop froid", "m.roux", 1, "Closed")],
            "ticket_counter": 4411,
        }},
        persona="French facilities assistant reopening an issue under a new ticket",
        style="formal",
        seed=2049,
        turns=[
            turn("Bonjour. Veuillez me connecter (m.roux, mot de passe chablis) et afficher le ticket 4410.",
                 "ticket_login(username='m.roux', password='chablis')", "get_ticket(ticket_id=4410)"),
            turn("Ce ticket est mal classé. Créez-en un nouveau avec exactement le même titre et la même "
                 "description, en priorité 4.",
                 "create_ticket(title='Badge refusé au parking', description='Le badge 0042 ne lève plus la "
                 "barrière.', priority=4) -> new=id"),
            turn("Fermez l'ancien, je vous prie.", "close_ticket(ticket_id=4410)"),
            turn("Le prestataire est passé : résolvez le nouveau avec la mention 'Lecteur de badge remplacé'.",
                 "resolve_ticket(ticket_id=$new, resolution='Lecteur de badge remplacé')"),
            turn("Affichez enfin mes tickets résolus.", "get_user_tickets(status='Resolved')"),
        ],
        miss_param=miss(3, "Le prestataire est passé : résolvez le nouveau.",
                        "Avec la mention 'Lecteur de badge remplacé'."),
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
]
