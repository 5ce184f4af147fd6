"""Base scenarios of the file system with math: numbers read from files and computed on."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import d, f, fs

SCENARIOS: list[Draft] = [
    scenario(
        "x_fs_math_sensor_average_v1",
        domains={
            "file_system": fs("lab", sensors=d(**{"temps.csv": f("21.5\n22.0\n23.5\n21.0")})),
            "math": {},
        },
        persona="lab technician summarising sensor readings",
        style="non-native",
        seed=104,
        turns=[
            turn("Show me please the file temps.csv in sensors folder.",
                 "cd(folder='sensors')", "cat(file_name='temps.csv')"),
            turn("What is the average of these four readings?",
                 "mean(numbers=[21.5, 22.0, 23.5, 21.0]) -> avg=result"),
            turn("Write the average in new file temps_avg.txt next to it, only the number.",
                 "echo(content='${avg}', file_name='temps_avg.txt')"),
            turn("And the standard deviation, rounded to 3 decimals?",
                 "standard_deviation(numbers=[21.5, 22.0, 23.5, 21.0]) -> sd=result",
                 "round_number(number=$sd, decimal_places=3)"),
        ],
        miss_param=miss(2, "Write the average in a new file next to it, only the number.",
                        "Name of file: temps_avg.txt"),
    ),
    scenario(
        "d_fs_gastos_enero_es_v1",
        domains={"file_system": fs(
            "lucia",
            gastos=d(**{"enero.txt": f("120.50\n89.90\n45.00"), "notas.txt": f("pagar la luz antes del 5")}),
        ), "math": {}},
        persona="madre de familia que lleva las cuentas de casa",
        style="chatty",
        seed=1001,
        turns=[
            turn("¡Hola! Tengo mis gastos de enero apuntados en gastos/enero.txt. ¿Me lo enseñas, porfa?",
                 "cd(folder='gastos')", "cat(file_name='enero.txt')"),
            turn("Genial. Súmame esas tres cantidades, que nunca me salen las cuentas.",
                 "sum_values(numbers=[120.5, 89.9, 45.0]) -> total=result"),
            turn("Apunta ese total, solo el número, en un archivo nuevo total_enero.txt en la misma carpeta.",
                 "echo(content='${total}', file_name='total_enero.txt')"),
            turn("Y una última cosa: ¿qué porcentaje del total fue la primera compra, la de 120.50?",
                 "percentage(part=120.5, whole=$total)"),
        ],
        miss_param=miss(2, "Apunta ese total, solo el número, en un archivo nuevo en la misma carpeta.",
                        "Ah, que se llame total_enero.txt."),
    ),
    scenario(
        "d_fs_poem_lines_v1",
        domains={"file_system": fs(
            "oskar",
            writing=d(**{"poem.txt": f("the harbour sleeps\nnets hang like questions\ngulls argue with the dawn\n"
                                       "a bell counts the boats\nsalt on every window\nthe tide forgets nothing\n"
                                       "ropes creak in the fog\nmy father's boots by the door\n"
                                       "the lighthouse blinks twice\nwe wait for the ferry\n"
                                       "no one speaks of the storm\nmorning, finally")}),
        ), "math": {}},
        persona="amateur poet preparing a chapbook",
        style="terse",
        seed=1003,
        turns=[
            turn("lines in writing/poem.txt?", "cd(folder='writing')", "wc(file_name='poem.txt', mode='l') -> n=count"),
            turn("split into 4-line stanzas: how many stanzas?", "divide(a=$n, b=4)"),
            turn("and words total", "wc(file_name='poem.txt', mode='w') -> w=count"),
            turn("avg words per line, 1 decimal",
                 "divide(a=$w, b=$n) -> per=result", "round_number(number=$per, decimal_places=1)"),
        ],
        miss_param=miss(1, "split into stanzas: how many?", "4 lines each"),
    ),
    scenario(
        "d_fs_math_steps_es_v1",
        domains={"file_system": fs(
            "pablo",
            salud=d(**{"pasos_semana.txt": f("8421\n10233\n6510\n12004\n9876\n7302\n11450")}),
        ), "math": {}},
        persona="oficinista que intenta caminar más",
        style="typos",
        seed=1011,
        turns=[
            turn("hola, enseñame salud/pasos_semana.txt xfa", "cd(folder='salud')", "cat(file_name='pasos_semana.txt')"),
            turn("cual fue el max y el min de la semana?",
                 "max_value(numbers=[8421, 10233, 6510, 12004, 9876, 7302, 11450]) -> hi=result",
                 "min_value(numbers=[8421, 10233, 6510, 12004, 9876, 7302, 11450]) -> lo=result"),
            turn("y la diferencia entre los dos", "subtract(a=$hi, b=$lo) -> gap=result"),
            turn("guardame esa diferencia en diferencia.txt, solo el numero",
                 "echo(content='${gap}', file_name='diferencia.txt')"),
        ],
        miss_param=miss(3, "guardame esa diferencia en un archivo, solo el numero", "diferencia.txt"),
    ),
    scenario(
        "d_fs_math_inventar_de_v1",
        domains={"file_system": fs(
            "lager",
            bestand=d(**{"schrauben.txt": f("M4\nM4\nM5\nM6\nM6\nM6\nM8\nM8\nM10\nM10\nM10\nM12\nM12\nM12\nM12"),
                         "alt": d()}),
        ), "math": {}},
        persona="Lagerist in einer Schreinerei",
        style="terse",
        seed=1012,
        turns=[
            turn("Wie viele Zeilen hat bestand/schrauben.txt?",
                 "cd(folder='bestand')", "wc(file_name='schrauben.txt', mode='l') -> n=count"),
            turn("Jede Zeile ist eine Packung à 50 Stück. Wie viele Schrauben insgesamt?",
                 "multiply(a=$n, b=50) -> total=result"),
            turn("Wie viele Zeilen sind M12?", "grep(file_name='schrauben.txt', pattern='M12')"),
            turn("Welcher Anteil in Prozent sind die M12-Packungen?", "percentage(part=4, whole=$n)"),
            turn("Datei danach in alt verschieben.", "mv(source='schrauben.txt', destination='alt')"),
        ],
        miss_param=miss(1, "Jede Zeile ist eine Packung. Wie viele Schrauben insgesamt?", "50 Stück pro Packung."),
    ),
    scenario(
        "lm_de_fs_math_timesheet_v1",
        domains={"file_system": fs(
            "jonas",
            stunden=d(**{"woche_14.txt": f("7.5\n8\n6.5\n8\n7"), "woche_15.txt": f("8\n8\n7.5\n6\n8")}),
            berichte=d(),
        ), "math": {}},
        persona="Werkstudent, der seine Arbeitsstunden abrechnet",
        style="terse",
        seed=4013,
        turns=[
            turn("Was liegt im Ordner stunden?", "cd(folder='stunden')", "ls()"),
            turn("Summe der Stunden in woche_14.txt?",
                 "cat(file_name='woche_14.txt')", "sum_values(numbers=[7.5, 8, 6.5, 8, 7]) -> total=result"),
            turn("Die Summe, nur die Zahl, als stunden_kw14.txt in berichte ablegen.",
                 "cd(folder='..')", "cd(folder='berichte')", "echo(content='${total}', file_name='stunden_kw14.txt')"),
            turn("Inhalt von berichte jetzt?", "ls()"),
        ],
        miss_param=miss(2, "Die Summe, nur die Zahl, als Datei in berichte ablegen.", "Dateiname: stunden_kw14.txt."),
    ),
]
