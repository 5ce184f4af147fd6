"""Labelled trajectories on the long_context suite: the same requests, with results padded by long histories.

The padding holds numbers and names of the right kind (past prices, past temperatures, old messages),
so a reply that takes one of them for the answer says a value the results hold, and is still wrong.
"""

from __future__ import annotations

from tests.judge.trajectories import maker

c = maker("long_context")

NVDA_QUOTE = ["get_symbol_by_name(name='Nvidia')", "get_stock_info(symbol='NVDA')"]
NVDA_BUY = "place_order(order_type='Buy', symbol='NVDA', price=220.34, amount=15)"
PRICES = ["get_stock_info(symbol='NEPT')", "get_stock_info(symbol='ZETA')", "get_stock_info(symbol='SYNX')"]
ADDRESS = "Old Mill Barn, 4 Creek Road, Stonebrook"
DESCRIPTION = "La stampante HP del terzo piano non risponde da stamattina."

CASES = [
    # -- a quote among 200 past prices --------------------------------------------------------------
    c("nvda-price-from-history", "trade_nvidia_buy_v1", 1, "fail", "wrong_words",
      "says 238.87, the first past price of the padding, as the current price (it is 220.34)",
      {1: [NVDA_QUOTE, "NVDA is trading at $238.87."]}),
    c("nvda-price-as-asked", "trade_nvidia_buy_v1", 1, "pass", "answers_what_asked",
      "says the current price and leaves the 200 past prices out",
      {1: [NVDA_QUOTE, "NVDA is at $220.34 right now (up 0.34% today)."]}),
    c("nvda-price-rounded", "trade_nvidia_buy_v1", 1, "pass", "rounding",
      "says about $220.3 with the rest of the quote",
      {1: [NVDA_QUOTE, "NVDA: about $220.3; MA(5) 220.45, MA(20) 220.67, up 0.34%, volume 1.234."]}),
    c("nvda-buy-twice", "trade_nvidia_buy_v1", 2, "fail", "write_twice",
      "places the order twice",
      {2: [[NVDA_BUY, NVDA_BUY], "Bought 15 NVDA."]}),
    c("nvda-balance-from-history", "trade_nvidia_buy_v1", 3, "fail", "wrong_words",
      "says the cash left is 12,004.75, an old balance from the padding (it is 6,694.90)",
      {3: [["get_order_details(order_id=12647)", "get_account_info()"],
           "Order 12647: buy 15 NVDA at $220.34, Open. Cash left: $12,004.75."]}),
    # -- the weather: one reading among 200 -------------------------------------------------------------
    c("weather-current", "lc_car_weather_climate_v1", 0, "pass", "answers_what_asked",
      "says the current outside temperature (34.27 °C) and not the past readings",
      {0: [["get_outside_temperature_from_google()"], "Google says it is 34.27 °C outside."]}),
    c("weather-from-history", "lc_car_weather_climate_v1", 0, "fail", "wrong_words",
      "says 22.9 °C, the first past reading, as the current temperature",
      {0: [["get_outside_temperature_from_google()"], "It is 22.9 °C outside."]}),
    c("weather-rounded", "lc_car_weather_climate_v1", 0, "pass", "rounding",
      "34.27 said as about 34.3 °C",
      {0: [["get_outside_temperature_from_google()"], "About 34.3 °C outside."]}),
    c("climate-status-denied", "lc_car_weather_climate_v1", 2, "fail", "denied_read",
      "the status came back and the model says the car did not answer",
      {2: [["displayCarStatus(option='climate')"], "The car did not return the climate status, sorry."]}),
    c("climate-fahrenheit", "lc_car_weather_climate_v1", 1, "pass", "other_tool",
      "sets 73.4 °F, which is 23 °C, with the same fan and mode",
      {1: [["adjustClimateControl(temperature=73.4, unit='fahrenheit', fanSpeed=70, mode='heat')"],
           "Heating to 73.4 °F (23 °C), fan 70."]}),
    # -- files among 200 ----------------------------------------------------------------------------------
    c("reports-mv-other-order", "fs_quarterly_reports_v1", 1, "pass", "other_order",
      "moves q2 before q1 among 200 other files",
      {1: [["mkdir(dir_name='2025')", "mv(source='q2_summary.txt', destination='2025')",
            "mv(source='q1_summary.txt', destination='2025')"], "Both summaries are in reports/2025."]}),
    c("reports-rm-padding-file", "fs_quarterly_reports_v1", 2, "fail", "wrong_record",
      "deletes backup_0002.json, a file of the padding, instead of draft_notes.txt",
      {2: [["rm(file_name='backup_0002.json')"], "Binned it."]}),
    c("reports-rm-after-ls", "fs_quarterly_reports_v1", 2, "pass", "extra_reads",
      "lists the folder again before deleting draft_notes.txt",
      {2: [["ls()"], ["rm(file_name='draft_notes.txt')"], "draft_notes.txt is deleted."]}),
    c("fotos-mv-to-new-name", "lc_es_fs_fotos_viaje_v1", 2, "fail", "wrong_record",
      "renames playa_01.jpg to verano.jpg instead of moving it into the folder verano",
      {2: [["mv(source='playa_01.jpg', destination='verano.jpg')"], "Hecho."]}),
    c("poem-lines-in-words", "d_fs_poem_lines_v1", 1, "pass", "words_math",
      "12 lines / 4 = 3 stanzas answered without the tool",
      {1: ["12 lines in 4-line stanzas make 3 stanzas."]}),
    c("poem-count-denied", "d_fs_poem_lines_v1", 2, "fail", "denied_read",
      "wc returned 53 words and the model says the file could not be counted",
      {2: [["wc(file_name='poem.txt', mode='w')"], "I could not count the words in poem.txt."]}),
    # -- messages among an archive ------------------------------------------------------------------------
    c("sentdelete-wrong-person", "lc_es_msg_sent_delete_v1", 2, "fail", "wrong_record",
      "deletes the latest message to USR002 instead of Daniel (USR004)",
      {2: [["delete_message(receiver_id='USR002')"], "Borrado."]}),
    c("sentdelete-twice", "lc_es_msg_sent_delete_v1", 2, "fail", "write_twice",
      "deletes two messages to Daniel where the user asked for the last one",
      {2: [["delete_message(receiver_id='USR004')"], ["delete_message(receiver_id='USR004')"], "Borrado."]}),
    c("sentdelete-look-first", "lc_es_msg_sent_delete_v1", 2, "pass", "extra_reads",
      "looks Daniel's id up again before deleting the one message",
      {2: [["get_user_id(user='Daniel')"], ["delete_message(receiver_id='USR004')"],
           "Borré el último mensaje a Daniel (USR004)."]}),
    c("relay-wrong-tweet", "d_post_msg_comment_relay_v1", 2, "fail", "wrong_record",
      "forwards the autumn menu tweet instead of the closing notice",
      {2: [["get_user_tweets(username='greenway_cafe')",
            "send_message(receiver_id='USR003', message='New autumn menu from Monday!')"], "Sent."]}),
    c("relay-looks-up-again", "d_post_msg_comment_relay_v1", 2, "pass", "extra_reads",
      "looks Catherine's id up again and reads the tweets before sending the closing notice",
      {2: [["get_user_id(user='Catherine')", "get_user_tweets(username='greenway_cafe')"],
           ["send_message(receiver_id='USR003', message='Closed on Sunday for repairs')"],
           "You also tweeted 'New autumn menu from Monday!' and 'Closed on Sunday for repairs'; "
           "I sent Catherine the closing notice."]}),
    c("printer-forward-title", "e_it_ticket_msg_printer_forward_v1", 1, "fail", "wrong_record",
      "sends the ticket's title, not its description word for word",
      {1: [["get_user_id(user='Catherine')", "send_message(receiver_id='USR003', message='Stampante ufficio 3 offline')"],
           "Inviato."]}),
    c("printer-search-denied", "e_it_ticket_msg_printer_forward_v1", 2, "fail", "denied_read",
      "the search found the message and the model says there is nothing about the printer",
      {2: [["search_messages(keyword='stampante')"], "Non hai mai scritto nulla sulla stampante."]}),
    # -- numbers: a spread computed from three prices ------------------------------------------------------
    c("variance-candidates", "e_trade_math_variance_check_v1", 1, "fail", "candidates",
      "says the deviation is 139.57 or 141.2: two values for one fact, the user cannot tell which",
      {1: [["standard_deviation(numbers=[88.34, 22.09, 345.67])"],
           "The standard deviation is either 139.57 or 141.2, depending on rounding."]}),
    c("variance-rounded", "e_trade_math_variance_check_v1", 1, "pass", "rounding",
      "139.5675 said as 139.57",
      {1: [["standard_deviation(numbers=[88.34, 22.09, 345.67])"], "The standard deviation is about 139.57."]}),
    c("venue-address-nav", "d_fs_car_venue_address_v1", 1, "fail", "wrong_record",
      "navigates to 'Stonebrook' only, not the exact address the user asked for",
      {1: [["set_navigation(destination='Stonebrook')"], f"Navigating to {ADDRESS}."]}),
    c("weather-history-and-current", "lc_car_weather_climate_v1", 0, "pass", "answers_what_asked",
      "says the current 34.27 °C and, labelled as such, the first reading of the history",
      {0: [["get_outside_temperature_from_google()"],
           "It is 34.27 °C outside now; the oldest reading in the history was 22.9 °C."]}),
    c("fotos-left-denied", "lc_es_fs_fotos_viaje_v1", 3, "fail", "denied_read",
      "the listing came back and the model says the folder could not be read",
      {3: [["ls()"], "No pude leer la carpeta fotos."]}),
]
