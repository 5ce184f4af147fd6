"""Base scenarios of the file system and math domains, on their own."""

from __future__ import annotations

from typing import Any

from scenarios.authoring.dsl import Draft, miss, scenario, turn


def d(**contents: Any) -> dict[str, Any]:
    """A directory entry of a file system configuration."""
    return {"type": "directory", "contents": contents}


def f(text: str = "") -> dict[str, Any]:
    """A file entry of a file system configuration."""
    return {"type": "file", "content": text}


def fs(root: str, **contents: Any) -> dict[str, Any]:
    """A whole file system configuration with a named root directory."""
    return {"root": {root: d(**contents)}}


SCENARIOS: list[Draft] = [
    scenario(
        "fs_quarterly_reports_v1",
        domains={"file_system": fs(
            "maria",
            reports=d(**{
                "q1_summary.txt": f("Revenue up 4 percent.\nCosts flat."),
                "q2_summary.txt": f("Revenue up 6 percent.\nHiring paused."),
                "draft_notes.txt": f("call the printer guy\nold numbers, ignore"),
            }),
            archive=d(),
        )},
        persona="office manager tidying shared reports",
        style="chatty",
        seed=11,
        turns=[
            turn("Hi there! My reports folder has turned into a bit of a jungle. Could you hop in there and "
                 "show me what's inside before we touch anything?",
                 "cd(folder='reports')", "ls()"),
            turn("Lovely, thanks. Please make a folder called 2025 inside reports and move q1_summary.txt and "
                 "q2_summary.txt into it.",
                 "mkdir(dir_name='2025')", "mv(source='q1_summary.txt', destination='2025')",
                 "mv(source='q2_summary.txt', destination='2025')"),
            turn("Oh, and draft_notes.txt is junk now - please bin it.", "rm(file_name='draft_notes.txt')"),
        ],
        miss_param=miss(1, "Lovely, thanks. Please make a new folder inside reports for this year's summaries and "
                           "move q1_summary.txt and q2_summary.txt into it.",
                        "Sorry, forgot to say: call the new folder 2025."),
    ),
    scenario(
        "fs_app_log_errors_v1",
        domains={"file_system": fs(
            "srv",
            logs=d(**{"app.log": f("08:00:01 INFO service started\n08:05:12 ERROR disk quota exceeded\n"
                                   "08:05:13 ERROR write to cache failed\n08:10:40 INFO retry scheduled\n"
                                   "08:15:02 INFO service healthy")}),
            notes=d(**{"todo.txt": f("rotate logs weekly")}),
        )},
        persona="on-call sysadmin",
        style="terse",
        seed=12,
        turns=[
            turn("logs/app.log - which lines have ERROR?",
                 "cd(folder='logs')", "grep(file_name='app.log', pattern='ERROR')"),
            turn("how many lines total in that log", "wc(file_name='app.log', mode='l')"),
            turn("put the ERROR lines into a new file errors.txt next to it, one per line",
                 "echo(content='08:05:12 ERROR disk quota exceeded\\n08:05:13 ERROR write to cache failed', "
                 "file_name='errors.txt')"),
            turn("last 2 lines of app.log", "tail(file_name='app.log', lines=2)"),
        ],
        miss_param=miss(0, "which lines of the log have ERROR?",
                        "app.log, in the logs folder"),
    ),
    scenario(
        "fs_physics_lab_setup_v1",
        no_long_context="write_only",
        domains={"file_system": fs(
            "ahmed",
            homework=d(**{"essay.txt": f("The industrial revolution changed how people worked."),
                          "reading_list.txt": f("Hawking\nFeynman")}),
        )},
        persona="exchange student organising coursework",
        style="non-native",
        seed=13,
        turns=[
            turn("Hello. I need make new folder 'physics_lab' inside my homework folder, and inside it please "
                 "create empty file results.csv.",
                 "cd(folder='homework')", "mkdir(dir_name='physics_lab')", "cd(folder='physics_lab')",
                 "touch(file_name='results.csv')"),
            turn("Now please write in results.csv this header: trial,time_s,distance_m",
                 "echo(content='trial,time_s,distance_m', file_name='results.csv')"),
            turn("Also I want a copy of my essay.txt, with name essay_backup.txt, and it must be inside "
                 "physics_lab folder. The original essay stay where it is.",
                 "cd(folder='..')", "cp(source='essay.txt', destination='essay_backup.txt')",
                 "mv(source='essay_backup.txt', destination='physics_lab')"),
        ],
        miss_param=miss(0, "Hello. I need make new folder inside my homework folder, and inside it please create "
                           "empty file results.csv.",
                        "Ah sorry, the folder name is physics_lab."),
    ),
    scenario(
        "fs_invoice_hunt_v1",
        no_long_context="unreached",
        domains={"file_system": fs(
            "lee",
            documents=d(**{
                "invoice_march.pdf": f("Invoice 0312 total 140.00"),
                "invoice_april.pdf": f("Invoice 0418 total 95.50"),
                "letter.txt": f("Dear landlord,"),
                "taxes": d(),
            }),
            music=d(**{"song.mp3": f("ID3")}),
        )},
        persona="freelancer preparing tax paperwork",
        style="typos",
        seed=14,
        turns=[
            turn("where r my invoices?? pls search everywhere for anything with 'invoice' in the name",
                 "find(path='.', name='invoice')"),
            turn("ok put both of them in the taxes folder thats right next to them",
                 "cd(folder='documents')", "mv(source='invoice_march.pdf', destination='taxes')",
                 "mv(source='invoice_april.pdf', destination='taxes')"),
            turn("also make me a folder 'scratch' in documents", "mkdir(dir_name='scratch')"),
            turn("nvm, delete scratch again, dont need it", "rmdir(dir_name='scratch')"),
        ],
        miss_param=miss(1, "ok put both of them in the folder thats right next to them",
                        "the taxes one"),
        miss_func={"turn": 1, "functions": ["mv"]},
        exploratory=[],
    ),
    scenario(
        "fs_essay_drafts_v1",
        domains={"file_system": fs(
            "nina",
            essays=d(**{
                "draft_v1.txt": f("Cities grow upward.\nParks shrink.\nTraffic worsens."),
                "draft_v2.txt": f("Cities grow upward.\nParks are protected.\nTraffic worsens.\nCycling rises."),
                "wordlist.txt": f("zoning\narterial\nmetro\nboulevard"),
            }),
        )},
        persona="essay writer revising drafts",
        style="formal",
        seed=15,
        turns=[
            turn("Good afternoon. Would you compare draft_v1.txt with draft_v2.txt in my essays folder and tell "
                 "me what changed?",
                 "cd(folder='essays')", "diff(file_name1='draft_v1.txt', file_name2='draft_v2.txt')"),
            turn("Thank you. Please show me the last 2 lines of draft_v2.txt.",
                 "tail(file_name='draft_v2.txt', lines=2)"),
            turn("Kindly sort wordlist.txt alphabetically and save the sorted list in a new file named "
                 "wordlist_sorted.txt.",
                 "sort(file_name='wordlist.txt')",
                 "echo(content='arterial\\nboulevard\\nmetro\\nzoning', file_name='wordlist_sorted.txt')"),
            turn("Finally, draft_v1.txt is no longer needed; please delete it.", "rm(file_name='draft_v1.txt')"),
        ],
        miss_param=miss(2, "Kindly sort wordlist.txt alphabetically and save the sorted list in a new file.",
                        "Please name the new file wordlist_sorted.txt."),
    ),
    scenario(
        "fs_backup_space_v1",
        domains={"file_system": fs(
            "ops",
            backups=d(**{
                "db_dump.sql": f("CREATE TABLE users (id INT, name TEXT);\nINSERT INTO users VALUES (1, 'ana');"),
                "config_2024.tar": f("old config archive"),
            }),
        )},
        persona="database admin watching disk space",
        style="terse",
        seed=16,
        turns=[
            turn("How much space does the backups folder take? Human readable.",
                 "cd(folder='backups')", "du(human_readable=True) -> usage=disk_usage"),
            turn("Write exactly that figure into a new file usage_note.txt in backups.",
                 "echo(content=$usage, file_name='usage_note.txt')"),
            turn("config_2024.tar is outdated. Remove it, then tell me where I am.",
                 "rm(file_name='config_2024.tar')", "pwd()"),
        ],
        miss_param=miss(2, "One of the archives is outdated. Remove it, then tell me where I am.",
                        "config_2024.tar"),
    ),
    scenario(
        "fs_holiday_photos_v1",
        domains={"file_system": fs(
            "sam",
            photos=d(**{"IMG_001.jpg": f("jpeg-bytes-1"), "IMG_002.jpg": f("jpeg-bytes-2"),
                        ".thumbs": f("cache"), "captions.txt": f("beach day\nsunset walk")}),
        )},
        persona="parent sorting holiday pictures",
        style="chatty",
        seed=17,
        turns=[
            turn("I finally want to give my holiday photos proper names! In the photos folder, please rename "
                 "IMG_001.jpg to beach.jpg and IMG_002.jpg to sunset.jpg.",
                 "cd(folder='photos')", "mv(source='IMG_001.jpg', destination='beach.jpg')",
                 "mv(source='IMG_002.jpg', destination='sunset.jpg')"),
            turn("What's in the folder now? Show hidden stuff too, I'm curious.", "ls(a=True)"),
            turn("Now make a folder called summer_2025 and put both renamed pictures in it.",
                 "mkdir(dir_name='summer_2025')", "mv(source='beach.jpg', destination='summer_2025')",
                 "mv(source='sunset.jpg', destination='summer_2025')"),
        ],
        miss_param=miss(0, "I finally want to give my holiday photos proper names! In the photos folder, please "
                           "rename IMG_001.jpg and IMG_002.jpg.",
                        "Make IMG_001.jpg beach.jpg and IMG_002.jpg sunset.jpg."),
    ),
    scenario(
        "fs_thesis_wordcount_v1",
        domains={"file_system": fs(
            "kim",
            thesis=d(**{
                "chapter1.txt": f("Soil microbes regulate nitrogen cycling in temperate forests."),
                "chapter2.txt": f("Methods: samples were taken monthly from twelve plots."),
            }),
        )},
        persona="PhD student checking chapter lengths",
        style="terse",
        seed=18,
        turns=[
            turn("Word count of chapter1.txt in my thesis folder?",
                 "cd(folder='thesis')", "wc(file_name='chapter1.txt', mode='w')"),
            turn("And chapter2.txt - characters, not words.", "wc(file_name='chapter2.txt', mode='c')"),
            turn("Print chapter2.txt.", "cat(file_name='chapter2.txt')"),
            turn("Replace everything in chapter2.txt with: 'Methods to be rewritten after fieldwork.'",
                 "echo(content='Methods to be rewritten after fieldwork.', file_name='chapter2.txt')"),
        ],
        miss_param=miss(3, "Replace everything in chapter2.txt with a placeholder line.",
                        "The line is: 'Methods to be rewritten after fieldwork.'"),
    ),
    scenario(
        "math_class_grades_v1",
        no_long_context="stateless",
        domains={"math": {}},
        persona="secondary-school teacher grading a quiz",
        style="chatty",
        seed=19,
        turns=[
            turn("Quick one before class: my five students scored 78, 85, 92, 64 and 88 on the quiz. "
                 "What's the average score?",
                 "mean(numbers=[78, 85, 92, 64, 88])"),
            turn("And how spread out are they? Give me the standard deviation rounded to 2 decimal places.",
                 "standard_deviation(numbers=[78, 85, 92, 64, 88]) -> sd=result",
                 "round_number(number=$sd, decimal_places=2)"),
            turn("Which was the best score and which the worst?",
                 "max_value(numbers=[78, 85, 92, 64, 88])", "min_value(numbers=[78, 85, 92, 64, 88])"),
            turn("Last thing: the lowest score is what percentage of the highest?",
                 "percentage(part=64, whole=92)"),
        ],
        miss_param=miss(0, "Quick one before class: my students took a quiz. What's the average score?",
                        "Oh right, the scores are 78, 85, 92, 64 and 88."),
    ),
    scenario(
        "math_recipe_scaling_v1",
        no_long_context="stateless",
        domains={"math": {}},
        persona="home baker converting an American recipe",
        style="non-native",
        seed=20,
        turns=[
            turn("My recipe say 2.5 lb of flour. How many kg is this?",
                 "imperial_si_conversion(value=2.5, unit_in='lb', unit_out='kg')"),
            turn("The oven must be 350 fahrenheit, what is it in celsius?",
                 "imperial_si_conversion(value=350, unit_in='fahrenheit', unit_out='celsius')"),
            turn("I make the cake 1.5 times bigger, so the 240 gram sugar become how much?",
                 "multiply(a=240, b=1.5)"),
            turn("And the round pan has 11.5 cm radius. How big is 11.5 to the power 2? I multiply with pi myself.",
                 "power(base=11.5, exponent=2)"),
        ],
        miss_param=miss(0, "My recipe say some pounds of flour. How many kg is this?",
                        "It is 2.5 lb."),
        miss_func={"turn": 0, "functions": ["imperial_si_conversion"]},
    ),
]
