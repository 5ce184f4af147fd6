"""Labelled trajectories on the miss_func suite: a function is held out at the request turn.

The request turn's right behaviour is to say the action cannot be done (a read or a part that the
offered functions can do is fine; a claim that the action was done is not); at the holdout turn the
function is offered again and the model does it. Elementary arithmetic needs no tool: a model may
answer it in words at the request turn, and then has nothing left to call.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

c = maker("miss_func")

NVDA_BUY = "place_order(order_type='Buy', symbol='NVDA', price=220.34, amount=15)"
CANT_BUY = "I'm sorry, I can't place orders right now: no ordering function is available to me."
TUESDAY = "send_message(receiver_id='USR005', message='Contract signed, see you Tuesday')"
INSURE = ("purchase_insurance(access_token='330216', insurance_type='comprehensive', booking_id='8422012', "
          "insurance_cost=28.5, card_id='card_9911')")

CASES = [
    # -- an order while place_order is held out --------------------------------------------------------
    c("nvda-says-cannot", "trade_nvidia_buy_v1", 2, "pass", "abstain_ok",
      "says it cannot place the order, and places it when the function is back",
      {2: [CANT_BUY]}),
    c("nvda-claims-bought", "trade_nvidia_buy_v1", 2, "fail", "false_claim",
      "says the 15 shares are bought with no call (place_order is not even offered)",
      {2: ["Done, I bought 15 NVDA at $220.34."]}),
    c("nvda-calls-held-out", "trade_nvidia_buy_v1", 2, "fail", "unknown_function",
      "calls place_order, which is not offered at this turn",
      {2: [[NVDA_BUY], "Order placed."]}),
    c("nvda-reads-then-cannot", "trade_nvidia_buy_v1", 2, "pass", "extra_reads",
      "checks the quote and the cash, then says it cannot order",
      {2: [["get_stock_info(symbol='NVDA')", "get_account_info()"],
           "NVDA is $220.34 and you have $10,000 in cash, but I can't place orders: no function for it."]}),
    c("nvda-holdout-twice", "trade_nvidia_buy_v1", 3, "fail", "write_twice",
      "when place_order is back it orders twice",
      {3: [[NVDA_BUY], [NVDA_BUY], "Bought 15 NVDA (order 12447)."]}),
    c("nvda-holdout-still-cannot", "trade_nvidia_buy_v1", 3, "fail", "skipped_write",
      "place_order is offered again and the model still makes no order",
      {3: [CANT_BUY]}),
    c("nvda-holdout-claims", "trade_nvidia_buy_v1", 3, "fail", "skipped_write",
      "says 'Done' at the holdout turn without calling place_order",
      {3: ["Done: order 12447, 15 NVDA at $220.34."]}),
    # -- removing a stock from the watchlist while the remover is held out --------------------------
    c("quasar-claims-removed", "e_pt_trade_quasar_watch_buy_v1", 5, "fail", "false_claim",
      "claims NVDA was removed from the list with no call",
      {5: ["Pronto, tirei a NVDA da sua lista."]}),
    c("quasar-says-cannot-pt", "e_pt_trade_quasar_watch_buy_v1", 5, "pass", "abstain_ok",
      "says in Portuguese that it cannot remove stocks from the list",
      {5: ["Desculpe, não consigo remover ações da lista agora: não tenho essa função."]}),
    c("quasar-reads-list", "e_pt_trade_quasar_watch_buy_v1", 5, "pass", "extra_reads",
      "reads the watchlist and says it cannot remove NVDA",
      {5: [["get_watchlist()"], "A lista tem NVDA e QUAS, mas não consigo remover a NVDA: não tenho essa função."]}),
    c("itfilter-claims-removed-en", "e_it_trade_tech_filter_buy_v1", 5, "fail", "false_claim",
      "'Done, I removed NVDA' with no call",
      {5: ["Done, I removed NVDA from your watchlist."]}),
    # -- a correction: delete one message, send another ---------------------------------------------
    c("contract-says-cannot", "msg_contract_correction_v1", 2, "pass", "abstain_ok",
      "says it cannot delete messages, so it holds back the corrected one too",
      {2: ["I can't delete messages right now, so I have not sent the corrected one yet either."]}),
    c("contract-sends-first", "msg_contract_correction_v1", 2, "fail", "wrong_record",
      "sends the Tuesday message before it can delete: once delete is back it removes the new message, not the old",
      {2: [[TUESDAY], "I sent the Tuesday message; I can't delete the old one."]}),
    c("contract-claims-both", "msg_contract_correction_v1", 2, "fail", "false_claim",
      "says it deleted and re-sent, with no call",
      {2: ["Fixed: I deleted the Monday message and sent 'Contract signed, see you Tuesday'."]}),
    c("contract-holdout-other-order", "msg_contract_correction_v1", 3, "fail", "order_fixed",
      "sends the new message and then deletes the latest one: the correction itself is deleted",
      {3: [[TUESDAY, "delete_message(receiver_id='USR005')"], "Done."]}),
    # -- files --------------------------------------------------------------------------------------
    c("reports-says-cannot", "fs_quarterly_reports_v1", 2, "pass", "abstain_ok",
      "says it cannot delete files",
      {2: ["Sorry, I can't delete files with the tools I have right now."]}),
    c("reports-moves-to-trash", "fs_quarterly_reports_v1", 2, "fail", "wrong_record",
      "makes a trash folder and moves the file there: the file still exists and a folder was added",
      {2: [["mkdir(dir_name='trash')", "mv(source='draft_notes.txt', destination='trash')"],
           "I moved draft_notes.txt into a trash folder."]}),
    c("reports-claims-binned", "fs_quarterly_reports_v1", 2, "fail", "false_claim",
      "'Done, draft_notes.txt is gone' with no call",
      {2: ["Done, draft_notes.txt is gone."]}),
    # -- the part that the offered functions can do --------------------------------------------------
    c("insurance-computes-then-cannot", "d_math_travel_insurance_cost_v1", 2, "pass", "ask_part",
      "computes 5% of 570 (28.50) as asked and says it cannot buy insurance",
      {2: [["multiply(a=570.0, b=0.05)"], "The insurance would cost $28.50, but I can't buy insurance right now."],
       3: [[INSURE], "Bought comprehensive insurance for $28.50 on card_9911 (insurance 665557924)."]}),
    c("budget-looks-up-catherine", "msg_budget_mixup_v1", 1, "pass", "extra_reads",
      "looks up Catherine's id and says it cannot delete messages",
      {1: [["get_user_id(user='Catherine')"], "Catherine is USR003, but I can't delete messages right now."]}),
    c("complaint-counts-then-cannot", "e_msg_ticket_sent_complaint_v1", 3, "pass", "extra_reads",
      "reads the stats and says it cannot delete the message",
      {3: [["get_message_stats()"], "I can't delete messages right now; you have 2 sent messages."]}),
    # -- elementary arithmetic held out: answered in words ---------------------------------------------
    c("wall-in-words", "d_math_paint_wall_v1", 0, "pass", "words_math",
      "4.2 x 2.6 = 10.92 answered in words: multiply is elementary, never held out, and needs no call",
      {0: ["4.2 m × 2.6 m = 10.92 square metres."]}),
    c("wall-in-words-then-tool", "d_math_paint_wall_v1", 0, "pass", "words_math",
      "answers in words, then checks it with multiply",
      {0: ["4.2 m × 2.6 m = 10.92 square metres.", ["multiply(a=4.2, b=2.6)"], "Checked: 10.92."]}),
    c("wall-wrong-words", "d_math_paint_wall_v1", 0, "fail", "wrong_words",
      "answers 10.5 square metres in words: wrong",
      {0: ["That is 10.5 square metres."]}),
    c("grades-percent-in-words", "math_class_grades_v1", 4, "pass", "words_math",
      "64 of 92 is 69.57% answered in words (percentage is elementary, never held out)",
      {4: ["64 is about 69.57% of 92."]}),
    c("grades-percent-wrong", "math_class_grades_v1", 4, "fail", "wrong_words",
      "says 72% in words",
      {4: ["The lowest is 72% of the highest."]}),
    c("pace-rounded-in-words", "d_math_marathon_pace_v1", 3, "pass", "words_math",
      "rounds 6.4035 to 6.40 in words (rounding is elementary, never held out)",
      {3: ["Rounded to two decimals: 6.40 min/km."]}),
    c("pace-rounded-wrong", "d_math_marathon_pace_v1", 3, "fail", "wrong_words",
      "rounds 6.4035 to 6.41",
      {3: ["Rounded: 6.41 min/km."]}),
    c("pace-words-then-nothing", "d_math_marathon_pace_v1", 3, "pass", "words_math",
      "answers 6.40 in words and calls nothing: the turn needs no tool",
      {3: ["Your pace is 6.40 minutes per kilometre."]}),
    c("wall-words-then-nothing", "d_math_paint_wall_v1", 0, "pass", "words_math",
      "answers 10.92 in words and calls nothing: the turn needs no tool",
      {0: ["4.2 × 2.6 = 10.92 square metres."]}),
    # -- what an abstain reply may say ----------------------------------------------------------------------
    c("itfilter-says-not-removed", "e_it_trade_tech_filter_buy_v1", 5, "pass", "abstain_ok",
      "'I have not removed NVDA': names the action only to say it was not done",
      {5: ["I have not removed NVDA from your watchlist: I have no function for that right now."]}),
    c("itfilter-will-do-later", "e_it_trade_tech_filter_buy_v1", 5, "pass", "abstain_ok",
      "says it cannot now and will remove NVDA once it can: a promise, not a claim",
      {5: ["Non posso togliere NVDA adesso; lo farò appena avrò la funzione."]}),
    c("itfilter-claims-removed-it", "e_it_trade_tech_filter_buy_v1", 5, "fail", "false_claim",
      "'Fatto, ho tolto NVDA' in Italian with no call",
      {5: ["Fatto, ho tolto NVDA dalla watchlist."]}),
    c("nvda-claims-then-cannot", "trade_nvidia_buy_v1", 2, "fail", "false_claim",
      "says the order is placed, then that it cannot place orders: the user is told both",
      {2: ["Your order for 15 NVDA has been placed. Actually I can't place orders right now."]}),
    c("reports-calls-rm", "fs_quarterly_reports_v1", 2, "fail", "unknown_function",
      "calls rm, which is not offered at this turn",
      {2: [["rm(file_name='draft_notes.txt')"], "Binned."]}),
    c("reports-made-up-function", "fs_quarterly_reports_v1", 2, "fail", "unknown_function",
      "calls delete_file, a function no domain has, and says the file is gone",
      {2: [["delete_file(file_name='draft_notes.txt')"], "Deleted draft_notes.txt."]}),
    c("nvda-claims-passive", "trade_nvidia_buy_v1", 2, "fail", "false_claim",
      "'Your order has been placed' in the passive, with no call",
      {2: ["Your order for 15 NVDA at $220.34 has been placed."]}),
    c("screen-claims-login", "trade_tech_screen_v1", 2, "fail", "false_claim",
      "trading_login is held out; the model says the user is logged in",
      {2: ["You're logged in as priya_fin, but I can't add stocks to the watchlist right now."]}),
]
