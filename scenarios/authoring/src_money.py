"""Base scenarios of the trading and travel domains, on their own."""

from __future__ import annotations

from typing import Any

from scenarios.authoring.dsl import Draft, miss, scenario, turn


def card(number: str, expiry: str, holder: str, cvv: int, balance: float) -> dict[str, Any]:
    """A credit card record of a travel configuration."""
    return {"card_number": number, "expiration_date": expiry, "cardholder_name": holder,
            "card_verification_number": cvv, "balance": balance}


def login(first: str, last: str, client: str, secret: str, refresh: str, grant: str = "read_write") -> str:
    """The gold call that logs a traveller in, capturing the token as ``$tok``."""
    return (f"authenticate_travel(client_id={client!r}, client_secret={secret!r}, refresh_token={refresh!r}, "
            f"grant_type={grant!r}, user_first_name={first!r}, user_last_name={last!r}) -> tok=access_token")


TRADING: list[Draft] = [
    scenario(
        "trade_nvidia_buy_v1",
        domains={"trading": {}},
        persona="first-time retail investor",
        style="chatty",
        seed=61,
        clock="2026-03-10T10:15:00",
        turns=[
            turn("Hi! Please log me in to the trading app - username kwame_t, password Gh4na!2026.",
                 "trading_login(username='kwame_t', password='Gh4na!2026')"),
            turn("What is Nvidia trading at right now?",
                 "get_symbol_by_name(name='Nvidia')", "get_stock_info(symbol='NVDA')"),
            turn("Great, buy 15 shares at that price.",
                 "place_order(order_type='Buy', symbol='NVDA', price=220.34, amount=15) -> order=order_id"),
            turn("Could you show me that order and how much cash I have left?",
                 "get_order_details(order_id=$order)", "get_account_info()"),
        ],
        miss_param=miss(2, "Great, buy some shares at that price.", "Let's do 15 shares."),
        exploratory=[1],
    ),
    scenario(
        "trade_watchlist_shuffle_v1",
        domains={"trading": {"authenticated": True, "watch_list": ["NVDA", "TSLA", "ZETA"]}},
        persona="day trader reshuffling a watch list",
        style="terse",
        seed=62,
        turns=[
            turn("Show my watchlist.", "get_watchlist()"),
            turn("Drop ZETA and TSLA from it.",
                 "remove_stock_from_watchlist(symbol='ZETA')", "remove_stock_from_watchlist(symbol='TSLA')"),
            turn("Add Microsoft and Apple.",
                 "get_symbol_by_name(name='Microsoft')", "get_symbol_by_name(name='Apple')",
                 "add_to_watchlist(stock='MSFT')", "add_to_watchlist(stock='AAPL')"),
            turn("Anything on the list moving 0.1% or more today?",
                 "notify_price_change(stocks=['NVDA', 'MSFT', 'AAPL'], threshold=0.1)"),
        ],
        miss_param=miss(2, "Add a couple of companies.", "Microsoft and Apple."),
        exploratory=[2],
    ),
    scenario(
        "trade_cancel_pending_sell_v1",
        domains={"trading": {}},
        persona="cautious investor reviewing open orders",
        style="formal",
        seed=63,
        turns=[
            turn("Good morning. Please log me in; my user name is hbecker and my password is Dax-40.",
                 "trading_login(username='hbecker', password='Dax-40')"),
            turn("Which orders do I have on record?", "get_order_history()"),
            turn("Please check each of them and tell me which one is still pending.",
                 "get_order_details(order_id=12345)", "get_order_details(order_id=12446)"),
            turn("Cancel the pending one, please.", "cancel_order(order_id=12446)"),
        ],
        miss_param=miss(0, "Good morning. Please log me in to my trading account.",
                        "My user name is hbecker and my password is Dax-40."),
    ),
    scenario(
        "trade_cash_moves_v1",
        domains={"trading": {"authenticated": True}},
        persona="shop owner moving savings around",
        style="non-native",
        seed=64,
        clock="2026-02-02T14:00:00",
        turns=[
            turn("Please put 2500 dollar into my trading account.", "fund_account(amount=2500)"),
            turn("Now take out 400 for the rent, please.", "withdraw_funds(amount=400)"),
            turn("Show me my transactions since January 1st 2026.",
                 "get_transaction_history(start_date='2026-01-01')"),
            turn("And the account information, the balance also.", "get_account_info()"),
        ],
        miss_param=miss(1, "Now take out money for the rent, please.", "It is 400 dollar."),
    ),
    scenario(
        "trade_tech_screen_v1",
        domains={"trading": {}},
        persona="engineering student learning to invest",
        style="chatty",
        seed=65,
        clock="2026-03-11T11:00:00",
        turns=[
            turn("Hey, which stocks are in the Technology sector?", "get_available_stocks(sector='Technology')"),
            turn("Of those, which ones cost between 200 and 400 dollars a share?",
                 "filter_stocks_by_price(stocks=['AAPL', 'GOOG', 'MSFT', 'NVDA'], min_price=200, max_price=400)"),
            turn("Cool. Log me in (user priya_fin, password bullrun) and put all of those on my watchlist.",
                 "trading_login(username='priya_fin', password='bullrun')", "add_to_watchlist(stock='AAPL')",
                 "add_to_watchlist(stock='MSFT')", "add_to_watchlist(stock='NVDA')"),
            turn("By the way, what time is it on the platform?", "get_current_time()"),
        ],
        miss_param=miss(1, "Of those, which ones are in my price range?", "Between 200 and 400 dollars a share."),
    ),
    scenario(
        "trade_tesla_exit_v1",
        domains={"trading": {"authenticated": True}},
        persona="investor closing a position before a trip",
        style="typos",
        seed=66,
        clock="2026-03-12T15:30:00",
        turns=[
            turn("am i logged in to the trading platfrom?", "trading_get_login_status()"),
            turn("sell 5 TSLA at whatever the current price is", "get_stock_info(symbol='TSLA')",
                 "place_order(order_type='Sell', symbol='TSLA', price=667.92, amount=5)"),
            turn("k log me out now", "trading_logout()"),
        ],
        miss_param=miss(1, "sell 5 shares at whatever the current price is", "TSLA, the tesla ones"),
        exploratory=[1],
    ),
]

TRAVEL: list[Draft] = [
    scenario(
        "travel_business_to_boston_v1",
        domains={"travel": {"credit_card_list": {"card_7421": card("4111222233337421", "09/2028", "Grace Liu", 321,
                                                                     5000.0)}}},
        persona="management consultant booking a client visit",
        style="formal",
        seed=71,
        turns=[
            turn("Please log me in to the travel portal. Client id travel_app_01, secret s3cr3t-key, refresh token "
                 "rt-9981, with read_write access. My name is Grace Liu.",
                 login("Grace", "Liu", "travel_app_01", "s3cr3t-key", "rt-9981")),
            turn("What does a business-class seat from JFK to BOS cost on March 3rd 2026?",
                 "get_flight_cost(travel_from='JFK', travel_to='BOS', travel_date='2026-03-03', "
                 "travel_class='business')"),
            turn("Please book it with my card card_7421.",
                 "book_flight(access_token=$tok, card_id='card_7421', travel_date='2026-03-03', travel_from='JFK', "
                 "travel_to='BOS', travel_class='business') -> booking=booking_id"),
            turn("Kindly retrieve the invoice for that booking.",
                 "retrieve_invoice(access_token=$tok, booking_id=$booking)"),
        ],
        miss_param=miss(1, "What does a business-class seat from JFK to BOS cost?", "On March 3rd 2026."),
    ),
    scenario(
        "travel_insured_la_trip_v1",
        no_long_context="write_only",
        domains={"travel": {"credit_card_list": {"card_5500": card("5500998877665500", "03/2027", "Tomas Ruiz", 118,
                                                                     3000.0)}}},
        persona="small-business owner watching travel costs",
        style="non-native",
        seed=72,
        turns=[
            turn("Log in the travel system for me: client id ruiz_co, secret tr-55-x, refresh token "
                 "rfr-0412, grant read_write, name Tomas Ruiz.",
                 login("Tomas", "Ruiz", "ruiz_co", "tr-55-x", "rfr-0412")),
            turn("Put my budget limit to 1500 dollars.", "set_budget_limit(access_token=$tok, budget_limit=1500)"),
            turn("Book economy flight SFO to LAX on 2026-04-18 with the card card_5500.",
                 "book_flight(access_token=$tok, card_id='card_5500', travel_date='2026-04-18', travel_from='SFO', "
                 "travel_to='LAX', travel_class='economy') -> booking=booking_id"),
            turn("Also insurance for this booking, type 'comprehensive', it costs 45 dollars, same card.",
                 "purchase_insurance(access_token=$tok, insurance_type='comprehensive', booking_id=$booking, "
                 "insurance_cost=45, card_id='card_5500')"),
        ],
        miss_param=miss(2, "Book economy flight SFO to LAX with the card card_5500.", "The date is 2026-04-18."),
    ),
    scenario(
        "travel_register_new_card_v1",
        domains={"travel": {}},
        persona="designer setting up a travel account",
        style="chatty",
        seed=73,
        turns=[
            turn("Hi! Can you sign me into the travel service? I'm Ines Duarte. Client id duarte_design, secret "
                 "pink-flamingo, refresh token rf-778, read_write please.",
                 login("Ines", "Duarte", "duarte_design", "pink-flamingo", "rf-778")),
            turn("I'd like to add my new credit card: number 5500123412341234, expires 11/2029, name on card "
                 "Ines Duarte, security code 987.",
                 "register_credit_card(access_token=$tok, card_number='5500123412341234', expiration_date='11/2029', "
                 "cardholder_name='Ines Duarte', card_verification_number=987) -> new_card=card_id"),
            turn("How much money is on that card?", "get_credit_card_balance(access_token=$tok, card_id=$new_card)"),
            turn("And list every card I have registered.", "get_all_credit_cards()"),
        ],
        miss_param=miss(1, "I'd like to add my new credit card, it expires 11/2029, name on card Ines Duarte.",
                        "The number is 5500123412341234 and the security code 987."),
    ),
    scenario(
        "travel_cancel_rome_trip_v1",
        domains={"travel": {
            "credit_card_list": {"card_2024": card("4000111122223333", "12/2027", "Yusuf Demir", 404, 800.0)},
            "booking_record": {"3141592": {"card_id": "card_2024", "travel_date": "2026-05-20", "travel_from": "SFO",
                                           "travel_to": "CIA", "travel_class": "economy", "travel_cost": 700.0,
                                           "transaction_id": "55501234"}},
        }},
        persona="traveller cancelling after a family emergency",
        style="terse",
        seed=74,
        turns=[
            turn("Log me in. Client yd_travel, secret qwerty-77, refresh rf-314, read_write. Yusuf Demir.",
                 login("Yusuf", "Demir", "yd_travel", "qwerty-77", "rf-314")),
            turn("What trips do I have booked?", "get_booking_history(access_token=$tok)"),
            turn("Message support about my Rome trip, the one paid with card_2024: 'Family emergency, I have to "
                 "cancel this trip.'",
                 "contact_customer_support(booking_id='3141592', message='Family emergency, I have to cancel "
                 "this trip.')"),
            turn("Now cancel it.", "cancel_booking(access_token=$tok, booking_id='3141592')"),
            turn("Balance on card_2024 now?", "get_credit_card_balance(access_token=$tok, card_id='card_2024')"),
        ],
        miss_param=miss(2, "Message support about my Rome trip, the one paid with card_2024.",
                        "Write: 'Family emergency, I have to cancel this trip.'"),
    ),
    scenario(
        "travel_student_checks_v1",
        no_long_context="unreached",
        domains={"travel": {}},
        persona="exchange student planning a first trip",
        style="chatty",
        seed=75,
        turns=[
            turn("Hey, log me into the travel site please: client id uni_travel, secret campus-22, refresh token "
                 "rt-kofi, read access is enough. I'm Kofi Mensah.",
                 login("Kofi", "Mensah", "uni_travel", "campus-22", "rt-kofi", grant="read")),
            turn("Can you check that I'm allowed to fly? Kofi Mensah, born 2001-07-14, passport US7788990.",
                 "verify_traveler_information(first_name='Kofi', last_name='Mensah', date_of_birth='2001-07-14', "
                 "passport_number='US7788990')"),
            turn("Which airport is closest to Crescent Hollow? And can you list all the airports you serve?",
                 "get_nearest_airport_by_city(location='Crescent Hollow')", "list_all_airports()"),
            turn("Am I still logged in, by the way? And which fiscal year do you keep budgets in?",
                 "travel_get_login_status()", "get_budget_fiscal_year()"),
        ],
        miss_param=miss(1, "Can you check that I'm allowed to fly? It's me, Kofi Mensah.",
                        "Born 2001-07-14, passport US7788990."),
    ),
    scenario(
        "travel_tokyo_in_yen_v1",
        domains={"travel": {"credit_card_list": {"card_8080": card("3530111333300000", "06/2028", "Hana Sato", 606,
                                                                     4200.0)}}},
        persona="translator planning a trip to Tokyo",
        style="formal",
        seed=76,
        turns=[
            turn("Please authenticate me: client id sato_lang, client secret koi-pond-3, refresh token rf-hana, "
                 "grant type read_write, name Hana Sato.",
                 login("Hana", "Sato", "sato_lang", "koi-pond-3", "rf-hana")),
            turn("My budget for this trip is 150000 JPY. Please convert that to US dollars and set it as my budget "
                 "limit.",
                 "compute_exchange_rate(base_currency='JPY', target_currency='USD', value=150000) -> usd=exchanged_value",
                 "set_budget_limit(access_token=$tok, budget_limit=$usd)"),
            turn("Then book an economy seat from LAX to HND on 2026-06-09 with card_8080.",
                 "book_flight(access_token=$tok, card_id='card_8080', travel_date='2026-06-09', travel_from='LAX', "
                 "travel_to='HND', travel_class='economy')"),
            turn("How much remains on card_8080 afterwards?",
                 "get_credit_card_balance(access_token=$tok, card_id='card_8080')"),
        ],
        miss_param=miss(1, "Please convert my trip budget to US dollars and set it as my budget limit.",
                        "The budget is 150000 JPY."),
    ),
]

SCENARIOS: list[Draft] = TRADING + TRAVEL
