"""Base scenarios at the ends of the length range: two-turn requests and long six- and seven-turn sessions."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import d, f, fs

SCENARIOS: list[Draft] = [
    scenario(
        "math_over_budget_v1",
        no_long_context="stateless",
        domains={"math": {}},
        persona="renter checking a moving budget",
        style="terse",
        seed=141,
        turns=[
            turn("I paid 1200.50 for the van and 349.99 for boxes. Total?", "add(a=1200.5, b=349.99) -> total=result"),
            turn("Budget was 1500. Subtract the total from it and give me the gap as a positive number.",
                 "subtract(a=1500, b=$total) -> gap=result", "absolute_value(number=$gap)"),
        ],
        miss_param=miss(1, "Subtract the total from my budget and give me the gap as a positive number.",
                        "Budget was 1500."),
    ),
    scenario(
        "math_science_homework_v1",
        no_long_context="stateless",
        domains={"math": {}},
        persona="teenager doing science homework",
        style="typos",
        seed=142,
        turns=[
            turn("whats log base 10 of 1000, 4 digits precision? and the square root of 144 with 3 digits",
                 "logarithm(value=1000, base=10, precision=4)", "square_root(number=144, precision=3)"),
            turn("convert 2.5 km to m pls", "si_unit_conversion(value=2.5, unit_in='km', unit_out='m')"),
        ],
        miss_param=miss(1, "convert the distance to m pls", "its 2.5 km"),
    ),
    scenario(
        "post_quick_unfollow_v1",
        no_long_context="unreached",
        domains={"posting": {"username": "mo_designs", "password": "kerning", "authenticated": True,
                             "following_list": ["adobe_tips", "font_nerd", "crypto_giveaways"]}},
        persona="graphic designer muting noise",
        style="terse",
        seed=143,
        turns=[
            turn("Unfollow crypto_giveaways.", "unfollow_user(username_to_unfollow='crypto_giveaways')"),
            turn("Who's left on my list?", "list_all_following()"),
        ],
        miss_param=miss(0, "Unfollow that giveaway spam account.", "crypto_giveaways"),
    ),
    scenario(
        "x_fs_msg_onboarding_pack_v1",
        domains={
            "file_system": fs("hr", onboarding=d(**{
                "checklist.txt": f("laptop\nbadge\nparking permit"),
                "welcome.txt": f("Welcome to Northwind! Your buddy is Catherine."),
            })),
            "message": {"inbox": []},
        },
        persona="HR assistant preparing a new starter",
        style="chatty",
        seed=144,
        turns=[
            turn("Morning! Open the onboarding folder and tell me what's in it.",
                 "cd(folder='onboarding')", "ls()"),
            turn("Show me the checklist, please.", "cat(file_name='checklist.txt')"),
            turn("Make a copy of it called checklist_priya.txt.",
                 "cp(source='checklist.txt', destination='checklist_priya.txt')"),
            turn("Priya already has parking, so overwrite her copy with just the first two items, one per line.",
                 "echo(content='laptop\\nbadge', file_name='checklist_priya.txt')"),
            turn("Now log me into the chat. I'm Catherine.",
                 "get_user_id(user='Catherine')", "message_login(user_id='USR003')"),
            turn("Add Priya as a contact and send her the text of welcome.txt, word for word.",
                 "add_contact(user_name='Priya') -> priya=user_id", "cat(file_name='welcome.txt')",
                 "send_message(receiver_id=$priya, message='Welcome to Northwind! Your buddy is Catherine.')"),
            turn("How many messages have I sent now?", "get_message_stats()"),
        ],
        miss_param=miss(2, "Make a copy of it for the new starter.", "Call it checklist_priya.txt."),
        exploratory=[4, 5],
    ),
    scenario(
        "trade_full_session_v1",
        domains={"trading": {}},
        persona="retiree trying a small trade",
        style="formal",
        seed=145,
        clock="2026-03-16T10:45:00",
        turns=[
            turn("Please log me in. Username gertrude_h, password Tulip#88.",
                 "trading_login(username='gertrude_h', password='Tulip#88')"),
            turn("What is my account balance?", "get_account_info()"),
            turn("Deposit a further 1000 dollars, please.", "fund_account(amount=1000)"),
            turn("Buy 20 shares of ZETA at the current price.",
                 "get_stock_info(symbol='ZETA')",
                 "place_order(order_type='Buy', symbol='ZETA', price=22.09, amount=20) -> order=order_id"),
            turn("On reflection, cancel that order.", "cancel_order(order_id=$order)"),
            turn("Show me my transactions, and then log me out.",
                 "get_transaction_history()", "trading_logout()"),
        ],
        miss_param=miss(2, "Deposit a further sum, please.", "1000 dollars."),
        exploratory=[3],
    ),
]
