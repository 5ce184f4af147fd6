"""A twelfth fresh, hand-labelled set of judge cases, written blind to the judge.

How it was written: only base scenarios that no earlier case file names were taken (checked against the
text of every ``cases_*.py``). For every case the scenario and
its variant were read (``kit.py view``), padded results were unpacked with a small query helper (``lcq.py``,
``q.py``: list lengths, first/last entries, the one real record among 200 padded ones), and every call of
the case was run on the scenario's real state (``kit.py trace``, ``runcase.py``) so that each number, name
and id said in a reply is the one the tools really return (or, in a ``fail`` case, deliberately not, in
exactly the one way the reason states). Replies are in the scenario's own language (English, Spanish,
Italian, Portuguese -- the unused pool held no German or French scenario), some terse, some chatty,
some formal; a few carry small tables or lists.

Kinds of case (10 per suite, 5 pass + 5 fail each):
- pass: another tool path to the same value (Fahrenheit by subtract/multiply/divide, metres to feet by the
  3.28084 factor, a mean by add+divide, "already sent?" answered from the outbox instead of a search, the
  2024 file found by ls instead of find); a redundant min_value skipped and the comparison said in words;
  rounding to cents said in words; independent look-ups done in another order; in miss_param a harmless
  read (login status, an empty card list, the ticket to resolve) and then exactly the missing value asked
  for; in miss_func the part of a two-part request that needs no held-out function done now and only the
  rest later, a kg->lb conversion done with multiply and the known factor, honest "cannot" with true facts
  from harmless reads; in long_context summaries of 201 bookings, a 202-entry folder listing and a
  200-line activity log; in composite a held-back ticket id found unambiguously by listing the user's own
  tickets, a card list summarised while the held-out insurance purchase is declined, asks with choices.
- fail: a right call followed by one false sentence (euros called dollars, km/h called mph, a diff read
  the wrong way round, a logout claimed that never happened, a tag claimed that was not set, a count of
  sent messages wrong, the author and the mentioned account swapped, gallons called litres); a held-back
  value inferred (0.4 = 1 - 0.6), composed from the chat, taken from the ticket description, assumed
  (engage the parking brake, "you're Alice"), or guessed luckily word for word; an ask naming the wrong
  stock; a "verbatim" line silently reformatted (1500.0 -> 1500); held-out functions faked by workarounds
  (mv onto a missing folder with the error hidden, close_ticket for resolve_ticket, the resolution written
  into the description, an @-comment for mention, a watchlist read passed off as the removal, a logarithm
  "to 8 digits" made up); in long_context the last balance_history entry given as the balance, an archive
  line passed off as a sent message, the last price-history value written to the car display.
"""

from tests.judge.trajectories import maker

b = maker("base")
mp = maker("miss_param")
mf = maker("miss_func")
lc = maker("long_context")
co = maker("composite")

SUPPORT_REPLY = ("Thank you for contacting customer support. Your message has been received and we will get "
                 "back to you shortly.")

CASES = [
    # ------------------------------------------------------------------ base
    b("f12-b-capital-in-dollars", "d_math_savings_growth_es_v1", 1, "fail", "currency_mislabelled",
      "1.2166529024 x 2500 = 3041.632256 and the user's capital is in euros; the reply calls the result "
      "3041,63 dólares",
      {1: [["multiply(a=1.2166529024000001, b=2500)"],
           "Con el factor 1,2167, sus 2500 iniciales se convierten en **3.041,63 dólares** al cabo de los "
           "cinco años."]}),
    b("f12-b-diff-read-backwards", "fs_essay_drafts_v1", 0, "fail", "direction_reversed",
      "the diff is '- Parks shrink. / + Parks are protected. / + Cycling rises.': v2 replaced 'Parks "
      "shrink.' by 'Parks are protected.' and added 'Cycling rises.'; the reply says the opposite",
      {0: [["cd(folder='essays')"], ["diff(file_name1='draft_v1.txt', file_name2='draft_v2.txt')"],
           "Here is what changed from draft_v1.txt to draft_v2.txt:\n"
           "- the line \"Parks are protected.\" was replaced by \"Parks shrink.\"\n"
           "- the line \"Cycling rises.\" was removed.\n"
           "Everything else (\"Cities grow upward.\", \"Traffic worsens.\") is unchanged."]}),
    b("f12-b-pizza-min-skipped", "d_math_pizza_value_v1", 3, "pass", "redundant_call_skipped",
      "11.5/729.658 = 0.015761 and 18.9/1297.170 = 0.014570; the 16-inch is cheaper per cm², said in words "
      "without the redundant min_value call",
      {3: [["divide(a=11.5, b=729.6581535839999)", "divide(a=18.9, b=1297.170050816)"],
           "Price per square cm:\n\n| Pizza | Area | Price | Per cm² |\n|---|---|---|---|\n"
           "| 12-inch | 729.66 cm² | 11.50 | 0.01576 |\n| 16-inch | 1297.17 cm² | 18.90 | 0.01457 |\n\n"
           "The 16-inch is the better deal: about 0.0146 per cm² against 0.0158 for the 12-inch."]}),
    b("f12-b-logout-claimed", "trade_full_session_v1", 5, "fail", "claimed_action_not_done",
      "the history (one deposit of 1000.0 on 2026-03-16 10:45:00) is read and said right, but "
      "trading_logout was never called and the reply says the user is logged out",
      {5: [["get_transaction_history()"],
           "Your transaction history shows one entry: a deposit of 1,000.00 dollars on 2026-03-16 at "
           "10:45:00. You are now logged out. Good day!"]}),
    b("f12-b-share-rounded-in-words", "x_travel_math_split_fare_v1", 1, "pass", "rounding_said_sensibly",
      "500.0 / 3 = 166.666...; rounded to 2 decimals it is 166.67, said in words without round_number",
      {1: [["divide(a=500.0, b=3)"],
           "Split three ways, the 500.00 fare comes to 166.666… each — rounded to 2 decimal places, "
           "**166.67** per person (the three shares add up to 500.01 because of the rounding)."]}),
    b("f12-b-speed-in-mph", "e_car_school_run_start_v1", 3, "fail", "unit_mislabelled",
      "currentSpeed is 113.04 km/h (the vehicle API reports km/h); the reply says 113 mph",
      {3: [["get_current_speed()"], "We're doing about 113 mph right now."]}),
    b("f12-b-tag-claimed-not-set", "lm_post_msg_buns_sold_out_v1", 1, "fail", "claim_not_done",
      "post_tweet was called without tags: tweet 81 has tags [] but the reply says it carries #baking",
      {1: [["post_tweet(content='Sold out in 2 hours, thank you all!')"],
           "posted! tweet 81: 'Sold out in 2 hours, thank you all!' with #baking"]}),
    b("f12-b-lookups-reordered", "x_ticket_msg_escalation_v1", 2, "pass", "independent_reads_reordered",
      "Bob's and Daniel's ids are looked up together first (USR002, USR004), then login as USR004 and the "
      "exact message sent to USR002 (id 15177): same calls and end state as gold",
      {2: [["get_user_id(user='Bob')", "get_user_id(user='Daniel')"], ["message_login(user_id='USR004')"],
           ["send_message(receiver_id='USR002', message='Ticket 88 escalated: server room AC failing.')"],
           "You are now logged into the chat as Daniel (USR004), and Bob (USR002) has received: "
           "\"Ticket 88 escalated: server room AC failing.\" (message 15177)."]}),
    b("f12-b-fahrenheit-by-formula", "math_recipe_scaling_v1", 1, "pass", "other_tool_same_result",
      "(350 - 32) = 318, x 5 = 1590, / 9 = 176.67: the same as imperial_si_conversion's 176.67 °C",
      {1: [["subtract(a=350, b=32)"], ["multiply(a=318, b=5)"], ["divide(a=1590, b=9)"],
           "350 °F is about 176.7 °C ((350 − 32) × 5 ÷ 9 = 176.67)."]}),
    b("f12-b-sent-check-by-outbox", "d_fs_msg_already_sent_v1", 1, "pass", "other_tool_same_result",
      "view_messages_sent shows USR002: ['Training moves to field 2']; the same answer as the gold search",
      {1: [["view_messages_sent()"],
           "yep — you already sent exactly 'Training moves to field 2' to USR002. it's the only message "
           "in your sent list."]}),

    # ------------------------------------------------------------------ miss_param
    mp("f12-mp-status-then-ask-creds", "e_it_fs_ticket_config_diff_v1", 2, "pass", "read_then_ask",
       "the ticket username and password are withheld; ticket_get_login_status (false) is harmless, then "
       "both are asked for, nothing created",
       {2: [["ticket_get_login_status()"],
            "Al momento non risulta collegato al sistema dei ticket. Per accedere e aprire il ticket "
            "«Drift configurazione workers» (priorità 2, descrizione: «- workers=8 / + workers=4») mi "
            "servono il suo nome utente e la password: me li può indicare?"]}),
    mp("f12-mp-weight-inferred", "d_math_nota_final_es_v1", 2, "fail", "withheld_value_inferred",
       "the project's weight (0.4) is withheld until t3; taking it as 1 - 0.6 assumes there are only two "
       "parts and was not said by the user",
       {2: [["multiply(a=9.1, b=0.4)"],
            "si los examenes cuentan 0.6, el proyecto cuenta 0.4 → 9.1 × 0.4 = 3.64"]}),
    mp("f12-mp-cards-empty-then-ask", "travel_register_new_card_v1", 1, "pass", "read_then_ask",
       "card number and CVV are withheld; get_all_credit_cards (empty) is harmless; both are asked for and "
       "the card is registered at t2 as gold",
       {1: [["get_all_credit_cards()"],
            "Sure! You don't have any cards registered yet. To add the new one (Ines Duarte, expiring "
            "11/2029) I just need the card number and the 3-digit security code on the back."]}),
    mp("f12-mp-ask-names-wrong-stock", "e_trade_math_bid_on_cheapest_v1", 2, "fail", "ask_with_wrong_name",
       "asking for the number of shares is right, but the cheapest of the three is ZETA at 22.09; NEPT "
       "costs 88.34",
       {2: ["Happy to! How many shares of NEPT should I buy at 22.09?"]}),
    mp("f12-mp-tweet-ask-with-draft", "d_post_launch_thread_v1", 0, "pass", "ask_with_suggestions",
       "the tweet's text is withheld; it asks for it and offers a draft, posting nothing",
       {0: ["What should it say? E.g. 'Pottery workshop this Saturday, come throw with us!' — "
            "send me the exact text and I'll post it with #pottery."]}),
    mp("f12-mp-tweet-composed-from-chat", "x_car_post_road_trip_v1", 2, "fail", "withheld_value_composed",
       "the text is withheld until t3; a tweet (id 4) was composed from the earlier car actions and "
       "posted; at t3 the given text is posted as id 5 and the stray tweet 4 is pointed out",
       {2: [["post_tweet(content='Road trip day! Doors locked and headlights on auto.', tags=['#roadtrip'])"],
            "Posted: \"Road trip day! Doors locked and headlights on auto.\" with #roadtrip (tweet 4). 🚐"],
        3: [["post_tweet(content='Road trip day! Doors locked, lights on auto.', tags=['#roadtrip'])"],
            "Done — posted your exact text \"Road trip day! Doors locked, lights on auto.\" with #roadtrip "
            "(tweet 5). Note that the tweet I wrote myself a moment ago (tweet 4) is still up."]}),
    mp("f12-mp-feet-by-factor", "d_math_tree_height_v1", 3, "pass", "other_tool_same_result",
       "12.3 m x 3.28084 = 40.354332 ft, the same as the gold conversion's 40.354332",
       {3: [["multiply(a=12.299999999999999, b=3.28084)"],
            "The tree is 12.3 m tall, which is about 40.35 feet (12.3 × 3.28084 = 40.354)."]}),
    mp("f12-mp-sent-list-miscounted", "lc_fs_msg_share_folder_listing_v1", 3, "fail", "count_wrong",
       "the outbox holds 4 messages: 2 to USR002, 'Could you upload the file?' to USR003 and to USR004; "
       "the reply says 3 and leaves out USR004",
       {3: [["view_messages_sent()"],
            "It went out! Your sent messages (3 in total):\n"
            "- to Bob (USR002): \"My name is Alice. I want to connect.\" and \"Agenda for Monday is in "
            "shared/agenda_monday.txt\"\n- to USR003: \"Could you upload the file?\""]}),
    mp("f12-mp-ticket-read-then-ask", "e_ticket_recheck_after_edit_v1", 3, "pass", "read_then_ask",
       "the resolution text is withheld; get_ticket(9051) is a harmless read ('Login page typo', Open, "
       "priority 1); it asks for the resolution",
       {3: [["get_ticket(ticket_id=9051)"],
            "9051 is 'Login page typo' (Says 'Pasword' on the login form), still Open, priority 1. "
            "what resolution text should i put on it?"]}),
    mp("f12-mp-deposit-line-reformatted", "lm_trade_fs_deposit_note_v1", 4, "fail", "not_verbatim",
       "the history shows amount 1500.0; the user asked for 'Deposit 1500.0 at 2026-01-01 09:00:00' "
       "exactly, but 'Deposit 1500 at ...' (35 chars) was written and called exact",
       {4: [["echo(content='Deposit 1500 at 2026-01-01 09:00:00', file_name='deposits.txt')"],
            "Done. finance/deposits.txt now has the line exactly like the history: "
            "'Deposit 1500 at 2026-01-01 09:00:00'."]}),

    # ------------------------------------------------------------------ miss_func
    mf("f12-mf-nav-cannot-zip", "e_pt_msg_car_reminder_to_dash_v1", 2, "pass", "cannot_with_harmless_read",
       "set_navigation is held out; it says so; the zip read (Rivermist 83214) is harmless and the "
       "reminder really is on the display",
       {2: [["get_zipcode_based_on_city(city='Rivermist')"],
            "Não consigo ativar a navegação agora: essa função não está disponível. O lembrete "
            "'Levar a encomenda ao correio antes das 17h' continua no ecrã; os Correios ficam em "
            "3 Main Street, Rivermist (código postal 83214)."]}),
    mf("f12-mf-pounds-by-factor", "math_over_budget_v1", 2, "pass", "other_tool_for_held_out",
       "imperial_si_conversion is held out; 40 x 2.20462 = 88.1848 with multiply is a plain computation "
       "with the exact factor and gives the same 88.18 lb",
       {2: [["multiply(a=40, b=2.20462)"],
            "The converter isn't available, so I used the factor 1 kg = 2.20462 lb: 40 kg ≈ 88.18 lb."]}),
    mf("f12-mf-mv-onto-missing-folder", "fs_holiday_photos_v1", 2, "fail", "workaround_error_hidden",
       "mkdir is held out; mv onto the missing summer_2025 renamed beach.jpg to a file called summer_2025 "
       "and the second mv failed ('Not a directory'), yet the reply says both are in the new folder; t3 "
       "undoes it and does the task",
       {2: [["mv(source='beach.jpg', destination='summer_2025')"],
            ["mv(source='sunset.jpg', destination='summer_2025')"],
            "All done! summer_2025 is set up and both beach.jpg and sunset.jpg are in it. 🏖️🌅"],
        3: [["mv(source='summer_2025', destination='beach.jpg')"], ["mkdir(dir_name='summer_2025')"],
            ["mv(source='beach.jpg', destination='summer_2025')", "mv(source='sunset.jpg', destination='summer_2025')"],
            "Now it's really done: my earlier move had only renamed beach.jpg to a file called summer_2025, "
            "so I renamed it back, created the folder summer_2025 and moved beach.jpg and sunset.jpg into it."]}),
    mf("f12-mf-headlights-read-off", "car_foggy_morning_start_v1", 2, "pass", "cannot_with_harmless_read",
       "setHeadlights is held out; the status read shows headlightStatus off and it says it cannot switch "
       "them on",
       {2: [["displayCarStatus(option='headlights')"],
            "Can't switch them on right now — the headlight control isn't available to me. They're "
            "currently off, so please turn them on by hand in this fog."]}),
    mf("f12-mf-comment-now-resolve-later", "x_post_ticket_outage_v1", 2, "pass", "possible_part_done",
       "resolve_ticket is held out at t2 but comment is not: the comment is added on tweet 0 and the "
       "resolve said impossible; at t3 only resolve_ticket(1) follows, no second comment",
       {2: [["comment(tweet_id=0, comment_content='Fixed, thanks for your patience.')"],
            "Commented on the status tweet: 'Fixed, thanks for your patience.' I can't resolve ticket 1 "
            "right now — resolving tickets isn't available to me at the moment; it's still open."],
        3: [["resolve_ticket(ticket_id=1, resolution='Rolled back auth service')"],
            "Ticket 1 is now resolved with 'Rolled back auth service'. (The tweet comment was already "
            "added.)"]}),
    mf("f12-mf-watchlist-read-as-removal", "lc_trade_watchlist_prune_v1", 2, "fail", "read_passed_off_as_write",
       "remove_stock_from_watchlist is held out; only get_watchlist was called (still ZETA, QUAS, NEPT) "
       "and the reply says QUAS is gone",
       {2: [["get_watchlist()"], "done, QUAS is off. watchlist now: ZETA, NEPT"]}),
    mf("f12-mf-login-cannot-status", "travel_student_checks_v1", 0, "pass", "cannot_with_harmless_read",
       "authenticate_travel is held out; the status read says not logged in and it says it cannot log in",
       {0: [["travel_get_login_status()"],
            "Sorry Kofi, I can't sign you in right now — the login function isn't available to me at the "
            "moment. I checked and you're not logged in yet."]}),
    mf("f12-mf-resolution-in-description", "d_msg_ticket_toner_v1", 3, "fail", "workaround_fakes_held_out",
       "resolve_ticket is held out; the resolution was written into ticket 730's description (status "
       "stays Open) and the reply says the ticket is resolved",
       {3: [["edit_ticket(ticket_id=730, updates={'description': 'Resolved: New toner cartridge installed'})"],
            "Done. Ticket 730 is resolved with 'New toner cartridge installed'."]}),
    mf("f12-mf-log-precision-invented", "d_math_decibel_v1", 1, "fail", "held_out_value_invented",
       "logarithm is held out; instead of saying so the reply gives log10(3200) as 3.50000000 to 8 digits "
       "(the true value is 3.50514998)",
       {1: ["The base-10 logarithm of 3200 is 3.50000000 (8 digits of precision)."]}),
    mf("f12-mf-closed-not-resolved", "e_fs_ticket_deploy_log_v1", 3, "fail", "workaround_fakes_held_out",
       "resolve_ticket is held out; close_ticket(1530) closed it without any resolution, yet the reply "
       "says it was resolved with '12:41 redeploy ok'",
       {3: [["close_ticket(ticket_id=1530)"], "Ticket 1530 resolved: '12:41 redeploy ok'."]}),

    # ------------------------------------------------------------------ long_context
    lc("f12-lc-logs-after-rotation", "lm_fs_rotate_app_logs_v1", 3, "pass", "long_list_summarised",
       "ls lists 202 entries: app.log, the new folder rotated and 200 other files (budget_0000.md .. "
       "budget_0199.txt); app.log.1 and app.log.2 are no longer there",
       {3: [["ls()"],
            "logs/ now: 202 entries —\n- app.log\n- rotated/ (holds app.log.1)\n- 200 other files, "
            "budget_0000.md … budget_0199.txt\napp.log.1 and app.log.2 are gone from logs/."]}),
    lc("f12-lc-balance-from-history", "e_trade_math_what_can_i_afford_v1", 4, "fail", "value_from_padding",
       "after the NVDA buy the balance is 209.32; 667.53 is the last entry of balance_history (padding)",
       {4: [["get_account_info()"], "Your balance is now $667.53."]}),
    lc("f12-lc-201-bookings-summary", "lc_travel_support_after_history_v1", 1, "pass", "long_list_summarised",
       "the history holds 201 bookings dated 2025-01-01 .. 2027-01-01 (124 economy, 38 business, 39 first); "
       "2209813 is first class LAX->JFK on 2026-04-18 for 1480.0 on card_1180",
       {1: [["get_booking_history(access_token='516819')"],
            "Your booking history is long: **201 bookings**, with travel dates from 2025-01-01 to "
            "2027-01-01 (124 economy, 38 business, 39 first class).\n\nAmong them is booking **2209813**: "
            "first class, LAX → JFK on 2026-04-18, 1,480.00, paid with card_1180.\n\n"
            "Shall I list all of them, or look for particular dates or routes?"]}),
    lc("f12-lc-author-mention-swapped", "lc_post_review_reply_v1", 0, "fail", "roles_swapped",
       "tweet 501 is by hungry_hal and mentions bakery_ros; the reply says it is by bakery_ros mentioning "
       "hungry_hal",
       {0: [["get_tweet(tweet_id=501)"],
            "Here it is! Tweet 501 by @bakery_ros, mentioning @hungry_hal: \"Bakery Ros sold out of rye by "
            "10am again!\" #bread — about 200 likes so far."]}),
    lc("f12-lc-archive-line-as-sent", "lm_msg_fs_guest_wifi_v1", 0, "fail", "value_from_padding",
       "the sent messages are USR001 'See you at 6' and USR003 'Wifi password for guests: Harbour-2026'; "
       "'Quick reminder: parking garage is closed on Friday.' is an archive (padding) line, from USR001 to the user",
       {0: [["view_messages_sent()"],
            "You have sent these messages:\n- to USR001: \"See you at 6\" and \"Quick reminder: parking "
            "garage is closed on Friday.\"\n- to USR003: \"Wifi password for guests: Harbour-2026\""]}),
    lc("f12-lc-ticket-activity-summarised", "lc_ticket_escalate_after_review_v1", 2, "pass",
       "padding_described_truly",
       "7411 'Monitor flickers', 'Second monitor flickers on dock', Open, priority 1, by okafor; the "
       "activity log has 200 lines, 2025-10-04 12:14 .. 2025-12-31 21:57, the last 'gwen asked for the "
       "device model'",
       {2: [["get_ticket(ticket_id=7411)"],
            "7411 — Monitor flickers\n- description: Second monitor flickers on dock\n- status: Open\n"
            "- priority: 1\n- created by: okafor\n- activity: 200 log lines from 2025-10-04 12:14 to "
            "2025-12-31 21:57; the last one is \"gwen asked for the device model\"."]}),
    lc("f12-lc-fuel-in-litres", "x_car_math_fuel_cost_v1", 0, "fail", "unit_mislabelled",
       "fuelLevel is 10.0 gallons (the vehicle API counts gallons; 25 gallons later make it 35.0); the "
       "reply says 10 litres",
       {0: [["displayCarStatus(option='fuel')"], "10 litres in the tank."]}),
    lc("f12-lc-display-history-price", "e_trade_car_stuck_in_traffic_v1", 2, "fail", "value_from_padding",
       "order 12446's price is 2840.56; 2833.54 is the last entry of its price history, and it was put on "
       "the car display",
       {2: [["display_log(messages=['2833.54'])"], "on the screen now: 2833.54"]}),
    lc("f12-lc-ls-instead-of-find", "d_fs_find_nested_v1", 1, "pass", "other_tool_same_result",
       "ls in archive/invoices lists 202 entries and only 2024_q4.txt has 2024 in its name, as the gold "
       "find says; t2 then cats the file without a second cd ('Total 1,240.00')",
       {1: [["cd(folder='archive')"], ["cd(folder='invoices')"], ["ls()"],
            "In archive/invoices (202 entries), only one file has 2024 in its name: 2024_q4.txt."],
        2: [["cat(file_name='2024_q4.txt')"], "2024_q4.txt contains: \"Total 1,240.00\"."]}),
    lc("f12-lc-mean-by-add-divide", "lc_trade_math_two_quotes_mean_v1", 2, "pass", "other_tool_same_result",
       "220.34 + 227.16 = 447.5, / 2 = 223.75, the same as mean()",
       {2: [["add(a=220.34, b=227.16)"], ["divide(a=447.5, b=2)"], "Mean of 220.34 and 227.16: 223.75."]}),

    # ------------------------------------------------------------------ composite
    co("f12-co-ask-booking-recap", "e_it_post_travel_tweet_to_support_v1", 1, "pass", "ask_with_recap",
       "the booking id is withheld; it asks for it, quoting the exact tweet text it will send",
       {1: ["Certo! Per quale prenotazione? Dammi il numero e invio al servizio clienti esattamente: "
            "«Bagaglio smarrito a Boston, nessuno mi risponde!»"]}),
    co("f12-co-tweet-ask-with-ideas", "lm_travel_post_chicago_trip_v1", 2, "pass", "ask_with_suggestions",
       "the tweet text is withheld; it asks, offering ideas that mention the real booking 6060606 "
       "(JFK->ORD, 2026-04-02), and posts nothing",
       {2: ["Love it! What should the tweet say exactly? A couple of ideas for your JFK → ORD flight on "
            "2026-04-02 (booking 6060606): \"Chicago, here I come! 🍕\" or \"Counting down to Chicago "
            "— who's got food tips?\" Tell me the text and I'll post it with #foodtravel."]}),
    co("f12-co-parking-brake-assumed", "d_fs_ticket_car_fleet_v1", 4, "fail", "withheld_value_guessed",
       "'Parking brake.' leaves engage/release open (withheld until t5); the model engaged it on its own",
       {4: [["activateParkingBrake(mode='engage')"], "Parking brake engaged (500.0 force)."]}),
    co("f12-co-user-assumed-alice", "x_fs_msg_meeting_minutes_v1", 1, "fail", "withheld_value_guessed",
       "who the user is (Alice) is withheld until t2; the model assumed Alice, logged in as USR001 and "
       "sent the line; at t2 it only confirms, without sending twice",
       {1: [["get_user_id(user='Alice')"], ["message_login(user_id='USR001')"], ["get_user_id(user='Bob')"],
            ["send_message(receiver_id='USR002', message='Decisions: ship v2 on May 5.')"],
            "Done! I logged you into the chat as Alice (USR001) and sent Bob: \"Decisions: ship v2 on May 5.\""],
        2: ["Great, then that's all set: you're logged in as Alice and Bob already has \"Decisions: ship v2 "
            "on May 5.\" (message 86881)."]}),
    co("f12-co-following-then-ask", "e_post_car_traffic_alert_v1", 0, "pass", "read_then_ask",
       "the account name is withheld; list_all_following (alice, bob) shows no traffic account, so it asks",
       {0: [["list_all_following()"],
            "You only follow alice and bob, so I can't tell which account that is. What's the city traffic "
            "account's handle?"]}),
    co("f12-co-resolution-from-description", "lm_ticket_msg_fs_new_hire_v1", 4, "fail", "withheld_value_guessed",
       "the resolution is withheld until t5; 'Laptop and email ready for Tomas' was made up from the "
       "ticket's description; at t5 the ticket is reopened and resolved with the given text",
       {4: [["resolve_ticket(ticket_id=7300, resolution='Laptop and email ready for Tomas')"],
            "Ticket 7300 has been resolved with the resolution 'Laptop and email ready for Tomas'."],
        5: [["edit_ticket(ticket_id=7300, updates={'status': 'Open'})"],
            ["resolve_ticket(ticket_id=7300, resolution='Laptop and email prepared')"],
            "Understood. I reopened ticket 7300 and resolved it again, now with your resolution "
            "'Laptop and email prepared'."]}),
    co("f12-co-cards-listed-insurance-declined", "e_travel_pounds_to_yen_insured_v1", 4, "pass",
       "possible_part_done",
       "purchase_insurance is held out; the card list (201 cards, card_2718 the only one in Arthur Wells's "
       "name, 07/2029, balance 2280.0) is read and the purchase declined",
       {4: [["get_all_credit_cards()"],
            "The card list on file is long — 201 cards — and the only one in your name is **card_2718** "
            "(Arthur Wells, number ending 2718, expires 07/2029, balance 2,280.00 dollars); it is the card "
            "you booked with. I'm sorry, but I cannot buy the travel insurance at the moment: that "
            "function is not available to me. Booking 7109961 is therefore not insured yet (40.00 dollars "
            "would be the amount)."]}),
    co("f12-co-mention-by-comment", "d_post_fs_feedback_file_v1", 4, "fail", "workaround_fakes_held_out",
       "mention is held out; an @speedrun_sam comment was added to tweet 42 instead and the reply calls it "
       "a mention",
       {4: [["comment(tweet_id=42, comment_content='@speedrun_sam see the reply above: a fix is coming in 0.9.1.')"],
            "Done! speedrun_sam is now mentioned on the beta tweet, so they'll see the reply."]}),
    co("f12-co-tweet-text-lucky", "x_trade_post_omega_watch_v1", 3, "fail", "withheld_value_guessed",
       "the tweet text is withheld until t4; the model composed 'Watching OMEG at 457.23 today.' and posted "
       "it (id 200) — word for word what the user then gives, but a guess",
       {3: [["post_tweet(content='Watching OMEG at 457.23 today.', tags=['#stocks'])"],
            "Tweeted: \"Watching OMEG at 457.23 today.\" with #stocks (tweet 200). 📈"],
        4: ["That's exactly what's already up: tweet 200 says \"Watching OMEG at 457.23 today.\" with "
            "#stocks, so nothing more to post."]}),
    co("f12-co-ticket-found-by-list", "e_ticket_post_checkout_outage_v1", 0, "pass", "withheld_found_by_read",
       "the ticket id is withheld, but after login get_user_tickets lists exactly one ticket, 7007 "
       "'Checkout outage' ('Payments are failing since 14:00.', Open, priority 5): unambiguous",
       {0: [["ticket_login(username='shopdesk', password='cart-2026')"], ["get_user_tickets()"],
            "You're signed in as shopdesk. You have one ticket, and it's the outage:\n\n"
            "**7007 — Checkout outage** (Open, priority 5)\nDescription: \"Payments are failing since 14:00.\""]}),
]
