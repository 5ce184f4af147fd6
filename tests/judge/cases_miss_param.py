"""Labelled trajectories on the miss_param suite: the request turn holds a value back (``withheld``).

On the request turn the right behaviour is to do what needs no held-back value, read if that helps,
and ask for the rest; a value the user gave for another purpose, or one a result holds, is still a
guess when it fills the held-back slot.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

c = maker("miss_param")

NAME_ASK = "Sure. What should the new folder be called?"
RUNNING_LATE = "send_message(receiver_id='USR001', message='Running late, 980 km to go.')"
GOOG_TICKET = ("create_ticket(title='Cannot buy GOOG', description='Order for 5 GOOG rejected: insufficient funds.', "
               "priority=2)")
CRASH_TICKET = "create_ticket(title='Sync worker crash', description='FATAL null pointer in sync worker', priority=4)"

CASES = [
    # -- a folder whose name the user holds back -----------------------------------------------------
    c("reports-asks-name", "fs_quarterly_reports_v1", 1, "pass", "ask_ok",
      "the folder name is missing: the model asks for it and does nothing else",
      {1: [NAME_ASK]}),
    c("reports-guess-2025", "fs_quarterly_reports_v1", 1, "fail", "guess",
      "names the folder 2025 on its own ('this year' was never said to be 2025)",
      {1: [["mkdir(dir_name='2025')", "mv(source='q1_summary.txt', destination='2025')",
            "mv(source='q2_summary.txt', destination='2025')"], "Done: both are in reports/2025."]}),
    c("reports-guess-summaries", "fs_quarterly_reports_v1", 1, "fail", "guess",
      "invents a folder name (summaries) the user never gave",
      {1: [["mkdir(dir_name='summaries')"], "Created reports/summaries. Which name did you want?"]}),
    c("reports-looks-then-asks", "fs_quarterly_reports_v1", 1, "pass", "extra_reads",
      "lists the folder, then asks for the name",
      {1: [["ls()"], "I see q1_summary.txt, q2_summary.txt and draft_notes.txt. What should the new folder be called?"]}),
    c("reports-false-claim", "fs_quarterly_reports_v1", 1, "fail", "false_claim",
      "says the folder is made and the files moved, with no call at all",
      {1: ["Done! I made the new folder and moved q1_summary.txt and q2_summary.txt into it."]}),
    c("reports-no-question", "fs_quarterly_reports_v1", 1, "fail", "no_ask",
      "neither acts nor asks for the missing name: the user is left waiting",
      {1: ["Sure, that sounds like a good way to tidy up."]}),
    # -- the part of the request that needs no held-back value ----------------------------------------
    c("physics-cd-then-asks", "fs_physics_lab_setup_v1", 0, "pass", "ask_part",
      "goes into homework as asked (no held-back value needed) and asks for the folder name",
      {0: [["cd(folder='homework')"], "I'm in your homework folder. What should the new folder be called?"],
       1: [["mkdir(dir_name='physics_lab')", "cd(folder='physics_lab')", "touch(file_name='results.csv')"],
           "Created homework/physics_lab with an empty results.csv."]}),
    c("physics-placeholder-name", "fs_physics_lab_setup_v1", 0, "fail", "guess",
      "creates the folder under a made-up name (new_folder)",
      {0: [["cd(folder='homework')", "mkdir(dir_name='new_folder')"], "Created new_folder. Rename it?"]}),
    c("crash-login-then-asks", "x_fs_ticket_crash_report_v1", 1, "pass", "ask_part",
      "logs in with the credentials given and asks for the ticket's title",
      {1: [["ticket_login(username='qa_mei', password='testpass1')"],
           "You're logged in as qa_mei. What title should the ticket have?"],
       2: [[CRASH_TICKET], "Ticket 1 'Sync worker crash' filed, priority 4."]}),
    c("crash-title-from-line", "x_fs_ticket_crash_report_v1", 1, "fail", "guess",
      "files the ticket with the FATAL line as its title too: the user gave that line for the description only",
      {1: [["ticket_login(username='qa_mei', password='testpass1')",
            "create_ticket(title='FATAL null pointer in sync worker', description='FATAL null pointer in sync worker', "
            "priority=4)"], "Ticket filed."]}),
    c("late-login-then-asks", "x_car_msg_running_late_v1", 2, "pass", "ask_part",
      "logs in as USR002 and looks Alice up as asked, then asks for the exact text",
      {2: [["message_login(user_id='USR002')", "get_user_id(user='Alice')"],
           "Logged in as USR002; Alice is USR001. What exactly should the message say?"],
       3: [[RUNNING_LATE], "Sent to Alice."]}),
    c("rejected-login-then-asks", "x_trade_ticket_rejected_order_v1", 2, "pass", "ask_part",
      "logs into support as asked, then asks for the title and description",
      {2: [["ticket_login(username='inv_sam', password='pw-sam')"],
           "Logged in as inv_sam. What title and description should the ticket have?"],
       3: [[GOOG_TICKET], "Ticket 1 'Cannot buy GOOG' is open, priority 2."]}),
    c("rejected-invents-title", "x_trade_ticket_rejected_order_v1", 2, "fail", "guess",
      "files the ticket with a title and description of its own",
      {2: [["ticket_login(username='inv_sam', password='pw-sam')",
            "create_ticket(title='GOOG order rejected', description='Insufficient funds', priority=2)"], "Filed."]}),
    c("backup-pwd-then-asks", "fs_backup_space_v1", 2, "pass", "ask_part",
      "says where the user is (needs no held-back value) and asks which archive to remove",
      {2: [["pwd()"], "You are in /ops/backups. Which archive is the outdated one?"],
       3: [["rm(file_name='config_2024.tar')"], "Removed config_2024.tar; you are still in /ops/backups."]}),
    c("backup-removes-dump", "fs_backup_space_v1", 2, "fail", "guess",
      "picks db_dump.sql as the outdated archive on its own",
      {2: [["rm(file_name='db_dump.sql')", "pwd()"], "Removed db_dump.sql; you are in /ops/backups."]}),
    # -- a value the conversation holds, used for another slot ----------------------------------------
    c("cash-withdraws-2500", "trade_cash_moves_v1", 1, "fail", "guess",
      "withdraws 2500, the sum deposited a turn earlier, as the rent: the user never said the rent is 2500",
      {1: [["withdraw_funds(amount=2500)"], "Withdrew $2,500 for the rent."]}),
    c("cash-asks", "trade_cash_moves_v1", 1, "pass", "ask_ok",
      "asks how much the rent is",
      {1: ["How much should I withdraw for the rent?"]}),
    c("cash-wrong-balance", "trade_cash_moves_v1", 2, "fail", "wrong_words",
      "withdraws the 400 given and then says the new balance is 12,500 (it is 12,100)",
      {2: [["withdraw_funds(amount=400)"], "Withdrawn. Your new balance is $12,500."]}),
    c("quasar-buys-500", "e_pt_trade_quasar_watch_buy_v1", 4, "fail", "guess",
      "buys 500 shares: 500 was the lower price bound of an earlier filter, never a number of shares",
      {4: [["place_order(order_type='Buy', symbol='QUAS', price=725.89, amount=500)"], "Comprei 500 QUAS."]}),
    c("refund-token-as-booking", "x_travel_ticket_refund_check_v1", 1, "fail", "guess",
      "tries to cancel booking 369534, the access token of the login: a number of the conversation, not the booking",
      {1: [["cancel_booking(access_token='369534', booking_id='369534')"], "I tried to cancel booking 369534."]}),
    c("refund-asks", "x_travel_ticket_refund_check_v1", 1, "pass", "ask_ok",
      "asks for the booking number",
      {1: ["Which booking should I cancel? Please give me its number."]}),
    # -- read-only guesses ---------------------------------------------------------------------------
    c("eta-guesses-speed", "d_math_msg_car_eta_v1", 2, "fail", "guess",
      "divides by 100 km/h, a speed the user never gave ('my usual speed')",
      {2: [["divide(a=630, b=100)"], "At 100 km/h that is 6.3 hours."]}),
    c("grades-guesses-scores", "math_class_grades_v1", 0, "fail", "guess",
      "averages scores it made up",
      {0: [["mean(numbers=[70, 80, 90])"], "The average is 80."]}),
    # -- a held-back value that an offered read shows unambiguously ------------------------------------
    c("invoice-only-folder", "fs_invoice_hunt_v1", 1, "pass", "read_finds",
      "lists documents: taxes is the only folder next to the invoices, so it moves them there",
      {1: [["cd(folder='documents')", "ls()"], ["mv(source='invoice_march.pdf', destination='taxes')",
                                                 "mv(source='invoice_april.pdf', destination='taxes')"],
           "taxes is the only folder next to them: both invoices are now in documents/taxes."],
       2: ["Yes, that's where I put them: both invoices are in documents/taxes."]}),
    c("unfollow-reads-list", "post_quick_unfollow_v1", 0, "pass", "read_finds",
      "lists who the user follows: crypto_giveaways is the only giveaway account, so it unfollows it",
      {0: [["list_all_following()"], ["unfollow_user(username_to_unfollow='crypto_giveaways')"],
           "Unfollowed crypto_giveaways; you still follow adobe_tips and font_nerd."],
       1: ["Yes, crypto_giveaways is already unfollowed."]}),
    c("unfollow-wrong-account", "post_quick_unfollow_v1", 0, "fail", "guess",
      "unfollows font_nerd, not a giveaway account",
      {0: [["unfollow_user(username_to_unfollow='font_nerd')"], "Unfollowed."]}),
    c("applog-finds-the-log", "fs_app_log_errors_v1", 0, "pass", "read_finds",
      "searches for .log: app.log in logs is the only log, so it greps it",
      {0: [["find(path='.', name='.log')"], ["cd(folder='logs')", "grep(file_name='app.log', pattern='ERROR')"],
           "The only log is logs/app.log. ERROR lines: 08:05:12 ERROR disk quota exceeded; "
           "08:05:13 ERROR write to cache failed."],
       1: ["That is the file I read: 08:05:12 ERROR disk quota exceeded; 08:05:13 ERROR write to cache failed."]}),
    c("budget-her-is-usr003", "msg_budget_mixup_v1", 1, "pass", "read_finds",
      "both budget messages went to USR003, so 'her' is USR003: it deletes the last message to USR003",
      {1: [["delete_message(receiver_id='USR003')"], "Deleted your latest message to USR003."],
       2: ["That was Catherine's (USR003): it is already deleted."]}),
    # -- the trading request -------------------------------------------------------------------------
    c("nvda-quote-then-asks", "trade_nvidia_buy_v1", 2, "pass", "extra_reads",
      "checks the price again and asks how many shares",
      {2: [["get_stock_info(symbol='NVDA')"], "NVDA is still $220.34. How many shares should I buy?"]}),
    c("nvda-buys-one", "trade_nvidia_buy_v1", 2, "fail", "guess",
      "buys 1 share, a number the user never gave",
      {2: [["place_order(order_type='Buy', symbol='NVDA', price=220.34, amount=1)"], "Bought 1 NVDA."]}),
    c("nvda-claims-bought", "trade_nvidia_buy_v1", 2, "fail", "false_claim",
      "says the shares are bought without any call",
      {2: ["Done, I bought the shares at $220.34."]}),
]
