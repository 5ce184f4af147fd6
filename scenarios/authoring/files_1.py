"""Base scenarios of the file system alone: folders, moves, copies, searches, sorting and comparing files (part 1 of 2)."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import d, f, fs

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
                                   "08:15:02 INFO service healthy"),
                       "worker.log": f("07:58:30 INFO worker up\n08:02:11 ERROR job 118 timed out\n"
                                       "08:03:00 INFO job 119 done")}),
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
                "archive": d(),
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
                "config_2025.tar": f("current config archive"),
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
        "lc_fs_inbox_scans_sort_v1",
        domains={"file_system": fs(
            "ines",
            scans=d(**{"invoice_march.pdf": f("Invoice 2291, total 310.00"),
                       "receipt_taxi.png": f("taxi 24.50"), "contract_draft.docx": f("Draft, do not sign"),
                       "invoices": d()}),
        )},
        persona="freelance translator sorting a scanner folder",
        style="chatty",
        seed=4101,
        turns=[
            turn("Hi! My scanner dumps everything into the scans folder. What's in there right now?",
                 "cd(folder='scans')", "ls()"),
            turn("Oh good, the March invoice is there. Move invoice_march.pdf into the invoices folder in there, "
                 "please.", "mv(source='invoice_march.pdf', destination='invoices')"),
            turn("Could you also make an empty file called sort_by_friday.txt in scans, as a reminder to myself?",
                 "touch(file_name='sort_by_friday.txt')"),
            turn("And list the scans folder again so I can see what's still left to sort.", "ls()"),
        ],
        miss_param=miss(2, "Could you also make an empty reminder file in scans for me?",
                        "Call it sort_by_friday.txt."),
    ),
    scenario(
        "lc_es_fs_fotos_viaje_v1",
        domains={"file_system": fs(
            "pablo",
            fotos=d(**{"playa_01.jpg": f("jpeg"), "playa_02.jpg": f("jpeg"), "cena_roma.jpg": f("jpeg"),
                       "notas.txt": f("elegir 10 para el album")}),
        )},
        persona="estudiante ordenando las fotos de su viaje",
        style="typos",
        seed=4112,
        turns=[
            turn("hola q hay en la carpeta fotos??", "cd(folder='fotos')", "ls()"),
            turn("crea una carpeta verano ahi dentro", "mkdir(dir_name='verano')"),
            turn("mueve playa_01.jpg a verano porfa", "mv(source='playa_01.jpg', destination='verano')"),
            turn("y ahora q queda en fotos", "ls()"),
        ],
        miss_param=miss(1, "crea una carpeta ahi dentro", "q se llame verano"),
    ),
    scenario(
        "lc_it_fs_documenti_archivio_v1",
        domains={"file_system": fs(
            "giulia",
            documenti=d(**{"bolletta_gas_2025.pdf": f("gas 2025"), "bolletta_luce_2025.pdf": f("luce 2025"),
                           "lettera_condominio.txt": f("Riunione il 12 marzo")}),
        )},
        persona="impiegata che mette in ordine i documenti di casa",
        style="formal",
        seed=4205,
        turns=[
            turn("Buongiorno. Che cosa contiene la cartella documenti?", "cd(folder='documenti')", "ls()"),
            turn("Crei lì dentro una cartella archivio_2025, per cortesia.", "mkdir(dir_name='archivio_2025')"),
            turn("Vi sposti la bolletta del gas del 2025.",
                 "mv(source='bolletta_gas_2025.pdf', destination='archivio_2025')"),
            turn("E anche quella della luce, poi mi mostri di nuovo la cartella documenti.",
                 "mv(source='bolletta_luce_2025.pdf', destination='archivio_2025')", "ls()"),
        ],
        miss_param=miss(1, "Crei lì dentro una cartella nuova, per cortesia.", "La chiami archivio_2025."),
    ),
    scenario(
        "lm_fs_invoices_paid_v1",
        domains={"file_system": fs(
            "priya",
            invoices=d(**{"inv_0412_acme.txt": f("ACME Ltd\nTotal: 1200.00\nDue: 2026-04-30"),
                          "inv_0415_brightline.txt": f("Brightline Studio\nTotal: 860.00\nDue: 2026-05-15"),
                          "paid": d()}),
        )},
        persona="freelance designer keeping her invoices in order",
        style="chatty",
        seed=4001,
        turns=[
            turn("Hi! Could you show me what's in my invoices folder?", "cd(folder='invoices')", "ls()"),
            turn("Acme paid me yesterday, so move their invoice into the paid folder please.",
                 "mv(source='inv_0412_acme.txt', destination='paid')"),
            turn("What does the Brightline invoice say again?", "cat(file_name='inv_0415_brightline.txt')"),
            turn("Right. Write me a note called reminder.txt in this folder that says 'Chase Brightline for 860.00'.",
                 "echo(content='Chase Brightline for 860.00', file_name='reminder.txt')"),
            turn("Last thing: what's in the paid folder now?", "cd(folder='paid')", "ls()"),
        ],
        miss_param=miss(3, "Right. Write me a note in this folder that says 'Chase Brightline for 860.00'.",
                        "Call it reminder.txt."),
    ),
    scenario(
        "lm_fs_rotate_app_logs_v1",
        domains={"file_system": fs("srv", logs=d(**{
            "app.log": f("09:00 started\n09:05 request ok"),
            "app.log.1": f("yesterday: 412 requests"),
            "app.log.2": f("two days ago: 388 requests"),
        }))},
        persona="backend developer rotating logs by hand on a test server",
        style="terse",
        seed=4018,
        turns=[
            turn("ls logs", "cd(folder='logs')", "ls()"),
            turn("rm app.log.2", "rm(file_name='app.log.2')"),
            turn("mkdir rotated, move app.log.1 into it",
                 "mkdir(dir_name='rotated')", "mv(source='app.log.1', destination='rotated')"),
            turn("ls again", "ls()"),
        ],
        miss_param=miss(2, "make a new dir, move app.log.1 into it", "name it rotated"),
    ),
    scenario(
        "lm_fs_thesis_backup_v1",
        domains={"file_system": fs("tomasz", thesis=d(**{
            "chapter1.md": f("# Introduction\nThis thesis studies river sediment transport."),
            "refs.bib": f("@book{leopold1964, title={Fluvial Processes}}"),
            "figures": d(**{"fig1.png": f()}),
        }))},
        persona="PhD student backing up his thesis before a deadline",
        style="chatty",
        seed=4029,
        turns=[
            turn("Hey, can you show me what's inside my thesis folder?", "cd(folder='thesis')", "ls()"),
            turn("How many words are in chapter1.md so far?", "wc(file_name='chapter1.md', mode='w')"),
            turn("Make a copy of chapter1.md called chapter1_backup.md, just in case.",
                 "cp(source='chapter1.md', destination='chapter1_backup.md')"),
            turn("And what's in the figures folder?", "cd(folder='figures')", "ls()"),
        ],
        miss_param=miss(2, "Make a backup copy of chapter1.md, just in case.", "Name it chapter1_backup.md."),
        miss_func={"turn": 2, "functions": ["cp"]},
    ),
]
