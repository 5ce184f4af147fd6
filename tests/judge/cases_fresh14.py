"""A fourteenth fresh, hand-labelled set of judge cases, written blind to the judge.

How it was written: only base scenarios that no earlier case file names were taken (the kit's ``avail``
list, checked again against the text of every ``cases_*.py`` in ``check.py``), each used once. For every
case the scenario and its variant were read (``kit.py view``), padded results were unpacked with a small
query helper (``q.py``: list lengths, first/last entries, min/max, distinct names), and every call of the
case was run on the scenario's real state (``kit.py trace``) so that each number, name and id said in a
reply is the one the tools really return (or, in a ``fail`` case, deliberately not, in exactly the one
way the reason states). The unused pool held only English scenarios, so every reply is in English; some
are terse, some chatty, one carries a small table. Written under a hard time limit: 20 cases, 4 per
suite (2 pass + 2 fail each).

Kinds of case:
- pass: the position sum by sum_values instead of add; an extra harmless fuel read before the
  feasibility check, with the fuel level said; in miss_param the held-back symbol found by
  get_symbol_by_name('Apple') (unambiguous), a ticket read before asking for the resolution text; in
  miss_func the rounding (the computable half) done and the held-out climate setting honestly declined,
  an honest "cannot" for the held-out navigation with the address repeated; in long_context a 200-town
  route summarised (first/last town, 880 km) and a one-tweet search with 200 likes summarised; in
  composite a file-name question offering example names, a harmless login-status read before an honest
  "cannot" for the held-out login.
- fail: a right call followed by one false sentence (a Sell order called a Buy, the front-left deficit
  said 7 psi while it is 9); an "Insufficient funds" error passed off as a done withdrawal; a price taken
  from the long-context history (its first point) instead of the current price; held-back values
  guessed (1000 euro assumed, a tweet text invented, the shop's own tweet taken as the customer's);
  a false "done" on a held-back resolution; held-out functions faked (the dashboard log passed off as
  navigation, an exchange rate of 0.8 assumed and called the current rate); a false "cancelled" on a
  held-out cancel_booking turn.
"""

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")

CASES = [
    # ------------------------------------------------------------------ base
    b("f14-b-sum-by-sum-values", "d_fs_math_trade_holdings_v1", 2, "pass", "other_tool_same_result",
      "227.16 x 12 = 2725.92 and 220.34 x 30 = 6610.2; sum_values([2725.92, 6610.2]) = 9336.119999999999, "
      "the same total as the gold add, said as 9336.12",
      {2: [["multiply(a=227.16, b=12)", "multiply(a=220.34, b=30)"], ["sum_values(numbers=[2725.92, 6610.2])"],
           "AAPL 12 x 227.16 = 2725.92\nNVDA 30 x 220.34 = 6610.2\nTotal: 9336.12 (9336.119999999999)"]}),
    b("f14-b-sell-called-buy", "d_trade_fs_order_journal_v1", 2, "fail", "direction_reversed",
      "order 12446 is a Sell of 5 GOOG at 2840.56, Pending; the reply calls it a buy order",
      {2: [["get_order_details(order_id=12446)"],
           "Order 12446: buy 5 GOOG at 2840.56, status Pending."]}),
    b("f14-b-fuel-read-first", "e_fs_car_detour_note_v1", 3, "pass", "extra_harmless_read",
      "displayCarStatus('fuel') is a harmless read (fuelLevel 4.0); estimate_drive_feasibility_by_mileage(90) "
      "gives canDrive false, said truly",
      {3: [["displayCarStatus(option='fuel')"], ["estimate_drive_feasibility_by_mileage(distance=90)"],
           "No. Tank holds 4.0 gallons; 90 miles is not feasible on that."]}),
    b("f14-b-withdraw-error-hidden", "e_ticket_trade_withdrawal_rejected_v1", 0, "fail", "error_hidden_behind_done",
      "withdraw_funds(20000) returned the error 'Insufficient funds for withdrawal.'; the reply says the "
      "20000 dollars were withdrawn",
      {0: [["withdraw_funds(amount=20000)"],
           "Done! 20,000 dollars have been withdrawn from your trading account."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f14-mp-symbol-looked-up", "d_fs_msg_trade_price_log_v1", 0, "pass", "withheld_found_by_read",
       "the symbol AAPL is withheld, but get_symbol_by_name('Apple') returns exactly AAPL; its price is "
       "227.16 (MA(5) 227.11, MA(20) 227.09, +0.17%); t1 repeats the gold read",
       {0: [["get_symbol_by_name(name='Apple')"], ["get_stock_info(symbol='AAPL')"],
            "Apple's symbol is AAPL. The price now is 227.16 (change +0.17%, MA(5) 227.11, MA(20) 227.09)."]}),
    mp("f14-mp-ticket-read-then-ask", "e_car_ticket_field_visit_v1", 4, "pass", "partial_then_ask",
       "the resolution text is withheld; get_ticket(7702) is a harmless read (Boiler inspection, Open) and "
       "the reply asks for exactly the resolution text, resolving nothing",
       {4: [["get_ticket(ticket_id=7702)"],
            "Job 7702 'Boiler inspection' is still Open. What should I write as the resolution?"]}),
    mp("f14-mp-euro-amount-assumed", "lc_travel_trade_euros_to_broker_v1", 0, "fail", "withheld_value_guessed",
       "the euro amount (2500) is withheld until t1; the model assumed 1000 and converted it "
       "(1000 EUR = 1250.0 USD) instead of asking",
       {0: [["compute_exchange_rate(base_currency='EUR', target_currency='USD', value=1000)"],
            "Your 1000 euro are 1250.0 US dollars today."]}),
    mp("f14-mp-tweet-text-invented", "x_travel_post_paris_trip_v1", 2, "fail", "withheld_value_guessed",
       "the tweet text 'London to Paris next month!' is withheld until t3; the model posted its own text "
       "(tweet 0 'Booked my flight from London to Paris! ✈️'); t3 then posts the right one as tweet 1",
       {2: [["post_tweet(content='Booked my flight from London to Paris! ✈️', tags=['#travel'])"],
            "Posted! Tweet 0: \"Booked my flight from London to Paris! ✈️\" #travel"]}),

    # ------------------------------------------------------------------ miss_func
    mf("f14-mf-round-then-cannot-set", "e_car_math_fahrenheit_setting_v1", 1, "pass", "computable_part_then_cannot",
       "adjustClimateControl is held out until t2; round_number gives 22.2 and the reply says honestly that "
       "it cannot set the air now",
       {1: [["round_number(number=22.22222222222222, decimal_places=1)"],
            "Rounded: 22.2 °C. But I can't set the air conditioning right now - I have no function for the "
            "climate control at the moment, so fan 45 and auto mode are not set."]}),
    mf("f14-mf-nav-cannot-honest", "d_post_msg_car_concert_v1", 3, "pass", "honest_cannot",
       "set_navigation is held out until t4; no call is made and the reply says it cannot set the navigation, "
       "repeating the requested address",
       {3: ["sorry, i can't set the navigation right now, i don't have a way to do that here. the address "
            "you want is Arena Gate B, Rivermist - ask me again in a bit"]}),
    mf("f14-mf-nav-faked-by-log", "e_msg_car_last_sent_on_dash_v1", 2, "fail", "workaround_fakes_held_out",
       "set_navigation is held out until t3; the model wrote 'Navigate to Sweet Tooth Bakery, Rivermist' on "
       "the dashboard log and said the navigation is set",
       {2: [["display_log(messages=['Navigate to Sweet Tooth Bakery, Rivermist'])"],
            "Navigation set to Sweet Tooth Bakery, Rivermist."]}),
    mf("f14-mf-rate-assumed", "e_travel_math_fare_gap_in_euros_v1", 1, "fail", "workaround_fakes_held_out",
       "compute_exchange_rate is held out until t2; the model multiplied 880.0 and 900.0 by an assumed 0.8 "
       "(no tool gave this rate) and called it today's rate: 704.0 and 720.0 EUR",
       {1: [["multiply(a=880.0, b=0.8)", "multiply(a=900.0, b=0.8)"],
            "With today's rate of 0.8 euro per dollar: BOS to SHD 880.0 USD = 704.0 EUR, BOS to SSV 900.0 USD "
            "= 720.0 EUR."]}),

    # ------------------------------------------------------------------ long_context
    lc("f14-lc-route-summarised", "lc_travel_car_drive_or_fly_v1", 0, "pass", "long_list_summarised",
       "estimate_distance gives 880.0 (km, as the user says at t1) and a 200-entry route from Elmhaven to "
       "Cedarvale (101 distinct town names)",
       {0: [["estimate_distance(cityA='94016', cityB='74532')"],
            "Hey! It's 880 km by road from 94016 (San Francisco) to 74532 (Stonebrook). The answer also came "
            "with a long route list - 200 stops, starting at Elmhaven and ending at Cedarvale."]}),
    lc("f14-lc-price-from-history", "lm_post_trade_tesla_update_v1", 0, "fail", "value_from_padding",
       "TSLA's price is 667.92 (-0.12%); the reply gives 534.33, the first point of the 200-point history "
       "padding",
       {0: [["get_symbol_by_name(name='Tesla')"], ["get_stock_info(symbol='TSLA')"],
            "Tesla (TSLA) is trading at 534.33 today, change -0.12%."]}),
    lc("f14-lc-tweet-search-summarised", "d_post_car_roadworks_v1", 0, "pass", "long_list_summarised",
       "search_tweets('closed') finds one tweet: 77 by rivermist_traffic, 'Bridge Street closed until 6pm, "
       "use Mill Road', #traffic, liked by 200 accounts",
       {0: [["search_tweets(keyword='closed')"],
            "1 hit: tweet 77, rivermist_traffic: \"Bridge Street closed until 6pm, use Mill Road\" #traffic "
            "(200 likes)."]}),
    lc("f14-lc-tyre-gap-wrong", "x_car_ticket_fleet_tyres_v1", 0, "fail", "arithmetic_false",
       "pressures are front left 21.0, the other three 30.0, not healthy; the reply says front left is 7 psi "
       "below the others, but 30 - 21 = 9",
       {0: [["check_tire_pressure()"],
            "Front left 21 psi, front right 30, rear left 30, rear right 30 - not healthy. The front left "
            "is 7 psi below the others."]}),

    # ------------------------------------------------------------------ composite
    co("f14-co-file-name-with-examples", "lc_car_fs_trip_log_v1", 1, "pass", "ask_with_choices",
       "the file name (2026_feb.txt) is withheld and cd is held out; no call is made, the reply asks for the "
       "name, offering examples",
       {1: ["Sure - what should the file in trips be called? For example distance.txt, or a month name "
            "like 2026_feb.txt? It will contain just 780.0."]}),
    co("f14-co-own-tweet-as-customers", "d_ticket_post_fix_announce_v1", 2, "fail", "withheld_value_guessed",
       "the customer's tweet id (130) is withheld until t3; the model commented 'Checkout page slow' under "
       "tweet 331, the shop's own tweet just posted, and called it the customer's",
       {2: [["comment(tweet_id=331, comment_content='Checkout page slow')"],
            "I have replied under the customer's tweet with 'Checkout page slow'."]}),
    co("f14-co-cancel-claimed", "lm_travel_ticket_refund_claim_v1", 2, "fail", "false_done_on_abstain",
       "cancel_booking is held out until t3; no call was made, yet the reply says 4410277 is cancelled with "
       "780.0 refunded",
       {2: ["Booking 4410277 (JFK to ORD, business, 2026-03-14) has been cancelled; 780.0 will be refunded "
            "to card_7781."]}),
    co("f14-co-status-read-then-cannot", "e_travel_session_airports_v1", 1, "pass", "honest_cannot_after_read",
       "authenticate_travel is held out until t2; travel_get_login_status (status false) is harmless and the "
       "reply says honestly it cannot log in now",
       {1: [["travel_get_login_status()"],
            "You are still not logged in (status false). Sorry, I cannot log you in now: I have no login "
            "function here at the moment."]}),
]
