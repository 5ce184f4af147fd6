"""Base scenarios of the ticket domain (alone or with math): logging in, opening, editing, resolving and closing tickets."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.values import ticket

SCENARIOS: list[Draft] = [
    scenario(
        "ticket_printer_jam_v1",
        domains={"ticket": {
            "accounts": {"jporter": "blue-fern-7"},
            "ticket_queue": [{"id": 101, "title": "Laptop slow", "description": "Takes 5 minutes to boot",
                              "status": "Open", "priority": 2, "created_by": "jporter"}],
            "ticket_counter": 102,
        }},
        persona="office worker reporting a broken printer",
        style="terse",
        seed=51,
        turns=[
            turn("Log me into the helpdesk: jporter, password blue-fern-7.",
                 "ticket_login(username='jporter', password='blue-fern-7')"),
            turn("New ticket 'Printer on 4th floor jams constantly', description 'Paper jams every 3-4 pages "
                 "since Monday.', priority 3.",
                 "create_ticket(title='Printer on 4th floor jams constantly', "
                 "description='Paper jams every 3-4 pages since Monday.', priority=3) -> jam=id"),
            turn("Bump that one to priority 5, it's blocking payroll.",
                 "edit_ticket(ticket_id=$jam, updates={'priority': 5})"),
            turn("List my open tickets.", "get_user_tickets(status='Open')"),
        ],
        miss_param=miss(1, "New ticket about the 4th floor printer jamming, priority 3.",
                        "Title: 'Printer on 4th floor jams constantly'. Description: 'Paper jams every 3-4 pages "
                        "since Monday.'"),
    ),
    scenario(
        "ticket_weekly_triage_v1",
        domains={"ticket": {
            "accounts": {"mwu": "triage!"},
            "ticket_queue": [
                {"id": 201, "title": "VPN drops hourly", "status": "Open", "priority": 4, "created_by": "mwu"},
                {"id": 202, "title": "New monitor request", "status": "Open", "priority": 1, "created_by": "mwu"},
                {"id": 203, "title": "Password reset", "status": "Resolved", "priority": 2, "created_by": "mwu"},
                {"id": 204, "title": "Email signature broken", "status": "Open", "priority": 2, "created_by": "lena"},
            ],
            "ticket_counter": 205,
        }},
        persona="IT coordinator doing Friday triage",
        style="non-native",
        seed=52,
        turns=[
            turn("Please login for me, user mwu and password triage! , then show my tickets which are open.",
                 "ticket_login(username='mwu', password='triage!')", "get_user_tickets(status='Open')"),
            turn("The VPN one is fixed now. Resolve it with note 'Router firmware updated to 4.2.1'.",
                 "resolve_ticket(ticket_id=201, resolution='Router firmware updated to 4.2.1')"),
            turn("The monitor request, close it, it was approved in other system.", "close_ticket(ticket_id=202)"),
            turn("Finish. Log me out please.", "logout()"),
        ],
        miss_param=miss(1, "The VPN one is fixed now. Resolve it please.",
                        "The note for resolution is 'Router firmware updated to 4.2.1'."),
    ),
    scenario(
        "ticket_pipeline_followup_v1",
        domains={"ticket": {
            "accounts": {"ops_ravi": "k8s-rocks"},
            "ticket_queue": [{"id": 31, "title": "Deploy pipeline fails", "description": "Stage 3 timeout",
                              "status": "Open", "priority": 4, "created_by": "ops_ravi"}],
            "ticket_counter": 32,
        }},
        persona="DevOps engineer updating an incident",
        style="terse",
        seed=53,
        turns=[
            turn("Am I still logged into the ticket system?", "ticket_get_login_status()"),
            turn("Log in as ops_ravi, password k8s-rocks, and pull up ticket 31.",
                 "ticket_login(username='ops_ravi', password='k8s-rocks')", "get_ticket(ticket_id=31)"),
            turn("Set its description to 'Stage 3 timeout; runner disk full' and lower the priority to 2.",
                 "edit_ticket(ticket_id=31, updates={'description': 'Stage 3 timeout; runner disk full', "
                 "'priority': 2})"),
            turn("Open a follow-up ticket titled 'Add disk alerts to CI runners', same priority.",
                 "create_ticket(title='Add disk alerts to CI runners', priority=2)"),
        ],
        miss_param=miss(1, "Log me in and pull up ticket 31.", "Username ops_ravi, password k8s-rocks."),
    ),
    scenario(
        "e_ticket_wifi_duplicate_v1",
        domains={"ticket": {
            "accounts": {"tfarouk": "ssid-lab-b"},
            "ticket_queue": [
                ticket(3290, "Badge reader at east door", "Beeps but does not open", "tfarouk", 2, "Resolved"),
                ticket(3301, "Wi-Fi down in lab B", "No signal since 8am", "tfarouk", 3),
                ticket(3302, "Wi-Fi down in lab B", "Lab B wifi dead, students cannot log in", "tfarouk", 2),
            ],
            "ticket_counter": 3303,
        }},
        persona="university IT technician clearing a queue",
        style="terse",
        seed=2011,
        turns=[
            turn("Log in: tfarouk / ssid-lab-b. Open tickets?",
                 "ticket_login(username='tfarouk', password='ssid-lab-b')", "get_user_tickets(status='Open')"),
            turn("Show 3302.", "get_ticket(ticket_id=3302)"),
            turn("Dupe of 3301. Close it.", "close_ticket(ticket_id=3302)"),
            turn("3301 to priority 4.", "edit_ticket(ticket_id=3301, updates={'priority': 4})"),
            turn("Fixed. Resolve 3301: 'Access point in lab B rebooted'.",
                 "resolve_ticket(ticket_id=3301, resolution='Access point in lab B rebooted')"),
        ],
        miss_param=miss(4, "Fixed. Resolve 3301.", "Note: 'Access point in lab B rebooted'."),
    ),
    scenario(
        "e_ticket_math_storage_capacity_v1",
        domains={"math": {}, "ticket": {"accounts": {"nadia.o": "raid5"}, "ticket_counter": 910}},
        persona="storage administrator reporting disk usage",
        style="formal",
        seed=2019,
        turns=[
            turn("Please add up the loads of our three arrays: 412.5, 388.25 and 501.75 gigabytes.",
                 "sum_values(numbers=[412.5, 388.25, 501.75])"),
            turn("What percentage of our 2000 gigabyte capacity does that total represent?",
                 "percentage(part=1302.5, whole=2000)"),
            turn("Kindly round that figure to one decimal place.", "round_number(number=65.125, decimal_places=1)"),
            turn("Log me in to the ticket system as nadia.o with password raid5 and open a ticket titled "
                 "'Storage at 65.1% of capacity', description 'Array loads total 1302.5 GB of 2000 GB.', "
                 "priority 3.",
                 "ticket_login(username='nadia.o', password='raid5')",
                 "create_ticket(title='Storage at 65.1% of capacity', description='Array loads total 1302.5 GB of "
                 "2000 GB.', priority=3) -> tk=id"),
            turn("Please display the ticket so I can check it.", "get_ticket(ticket_id=$tk)"),
        ],
        miss_param=miss(1, "What percentage of our capacity does that total represent?", "Capacity is 2000 GB."),
    ),
    scenario(
        "e_fr_ticket_follow_up_clone_v1",
        domains={"ticket": {
            "accounts": {"m.roux": "chablis"},
            "ticket_queue": [ticket(4410, "Badge refusé au parking", "Le badge 0042 ne lève plus la barrière.",
                                    "m.roux", 3),
                             ticket(4395, "Clim bureau 12", "Trop froid", "m.roux", 1, "Closed")],
            "ticket_counter": 4411,
        }},
        persona="French facilities assistant reopening an issue under a new ticket",
        style="formal",
        seed=2049,
        turns=[
            turn("Bonjour. Veuillez me connecter (m.roux, mot de passe chablis) et afficher le ticket 4410.",
                 "ticket_login(username='m.roux', password='chablis')", "get_ticket(ticket_id=4410)"),
            turn("Ce ticket est mal classé. Créez-en un nouveau avec exactement le même titre et la même "
                 "description, en priorité 4.",
                 "create_ticket(title='Badge refusé au parking', description='Le badge 0042 ne lève plus la "
                 "barrière.', priority=4) -> new=id"),
            turn("Fermez l'ancien, je vous prie.", "close_ticket(ticket_id=4410)"),
            turn("Le prestataire est passé : résolvez le nouveau avec la mention 'Lecteur de badge remplacé'.",
                 "resolve_ticket(ticket_id=$new, resolution='Lecteur de badge remplacé')"),
            turn("Affichez enfin mes tickets résolus.", "get_user_tickets(status='Resolved')"),
        ],
        miss_param=miss(3, "Le prestataire est passé : résolvez le nouveau.",
                        "Avec la mention 'Lecteur de badge remplacé'."),
    ),
    scenario(
        "e_fr_ticket_short_session_v1",
        domains={"ticket": {
            "accounts": {"jb.martin": "cassoulet"},
            "ticket_queue": [ticket(8810, "Écran qui clignote", "Poste 14, écran Dell", "jb.martin", 2),
                             ticket(8811, "Souris sans fil HS", "Piles changées, rien", "jb.martin", 1)],
            "ticket_counter": 8812,
        }},
        persona="French accountant doing a quick helpdesk check",
        style="terse",
        seed=2055,
        turns=[
            turn("Suis-je connecté au helpdesk ?", "ticket_get_login_status()"),
            turn("Connexion : jb.martin / cassoulet. Mes tickets ouverts ?",
                 "ticket_login(username='jb.martin', password='cassoulet')", "get_user_tickets(status='Open')"),
            turn("Le 8811 en priorité 3.", "edit_ticket(ticket_id=8811, updates={'priority': 3})"),
            turn("Affiche le 8810.", "get_ticket(ticket_id=8810)"),
            turn("Déconnecte-moi.", "logout()"),
        ],
        miss_param=miss(2, "Change la priorité du 8811.", "Priorité 3."),
    ),
    scenario(
        "e_ticket_recheck_after_edit_v1",
        domains={"ticket": {
            "accounts": {"kpatel": "sprint42"},
            "ticket_queue": [ticket(9051, "Login page typo", "Says 'Pasword' on the login form", "kpatel", 1),
                             ticket(9052, "Export to CSV broken", "Empty file downloaded", "kpatel", 3)],
            "ticket_counter": 9053,
        }},
        persona="junior developer grooming a backlog",
        style="typos",
        seed=2065,
        turns=[
            turn("log in as kpatel pw sprint42 and show me ticket 9052",
                 "ticket_login(username='kpatel', password='sprint42')", "get_ticket(ticket_id=9052)"),
            turn("bump it to priorty 5 and change the description to 'Empty file downloaded since release 2.3'",
                 "edit_ticket(ticket_id=9052, updates={'priority': 5, 'description': 'Empty file downloaded since "
                 "release 2.3'})"),
            turn("show it again so i can see it saved", "get_ticket(ticket_id=9052)"),
            turn("9051 is fixed, resolve it with 'Typo corrected in login form'",
                 "resolve_ticket(ticket_id=9051, resolution='Typo corrected in login form')"),
        ],
        miss_param=miss(3, "9051 is fixed, resolve it", "resolution: 'Typo corrected in login form'"),
    ),
    scenario(
        "d_math_ticket_sla_es_v1",
        domains={"math": {}, "ticket": {
            "accounts": {"soporte_ines": "cafe-con-leche"}, "ticket_counter": 310,
            "ticket_queue": [ticket(305, "Cola de correo lenta", "Los correos tardan en entrar al sistema", "soporte_ines",
                                    2)]}},
        persona="coordinadora de soporte técnico que revisa tiempos de respuesta",
        style="formal",
        seed=1028,
        turns=[
            turn("Los tiempos de respuesta de esta semana fueron 42, 55, 38, 61 y 49 minutos. ¿Cuál es la media?",
                 "mean(numbers=[42, 55, 38, 61, 49]) -> avg=result"),
            turn("Nuestro objetivo es 45 minutos. ¿Cuántos minutos nos pasamos?", "subtract(a=$avg, b=45)"),
            turn("Inicie sesión en el sistema de incidencias como soporte_ines, contraseña cafe-con-leche, y abra "
                 "una incidencia titulada 'Revisar tiempos de respuesta', prioridad 3.",
                 "ticket_login(username='soporte_ines', password='cafe-con-leche')",
                 "create_ticket(title='Revisar tiempos de respuesta', priority=3)"),
            turn("Para terminar, muéstreme todas mis incidencias, con su historial.", "get_user_tickets()"),
        ],
        miss_param=miss(0, "Tengo los tiempos de respuesta de esta semana. ¿Cuál es la media?",
                        "Fueron 42, 55, 38, 61 y 49 minutos."),
    ),
    scenario(
        "lc_ticket_escalate_after_review_v1",
        domains={"ticket": {
            "accounts": {"okafor": "helpdesk-9"},
            "ticket_queue": [
                ticket(7410, "VPN drops every hour", "Remote staff lose VPN at :00 each hour", "okafor", 2),
                ticket(7411, "Monitor flickers", "Second monitor flickers on dock", "okafor", 1),
            ],
            "ticket_counter": 7412,
        }},
        persona="service desk lead preparing a morning stand-up",
        style="terse",
        seed=4103,
        turns=[
            turn("Login okafor / helpdesk-9, then show me ticket 7410 in full.",
                 "ticket_login(username='okafor', password='helpdesk-9')", "get_ticket(ticket_id=7410)"),
            turn("Bump it to priority 4.", "edit_ticket(ticket_id=7410, updates={'priority': 4})"),
            turn("Now 7411, full details.", "get_ticket(ticket_id=7411)"),
            turn("Resolve 7411: 'Replaced dock cable'.",
                 "resolve_ticket(ticket_id=7411, resolution='Replaced dock cable')"),
        ],
        miss_param=miss(3, "Resolve 7411.", "Resolution: 'Replaced dock cable'."),
    ),
    scenario(
        "lc_it_ticket_two_reviews_v1",
        domains={"ticket": {
            "accounts": {"g.ferri": "laguna-5"},
            "ticket_queue": [
                ticket(8801, "Proiettore sala B", "Il proiettore non si accende", "g.ferri", 2),
                ticket(8802, "Badge non funziona", "Il badge di Marta non apre la porta", "g.ferri", 1),
            ],
            "ticket_counter": 8803,
        }},
        persona="responsabile dell'ufficio che controlla le richieste aperte",
        style="chatty",
        seed=4124,
        turns=[
            turn("Ciao! Entra con g.ferri e password laguna-5, poi fammi vedere il ticket 8801.",
                 "ticket_login(username='g.ferri', password='laguna-5')", "get_ticket(ticket_id=8801)"),
            turn("E anche l'8802, per favore.", "get_ticket(ticket_id=8802)"),
            turn("Il badge è urgente: mettilo a priorità 3.", "edit_ticket(ticket_id=8802, updates={'priority': 3})"),
            turn("Il proiettore l'abbiamo sistemato: risolvi l'8801 con 'Sostituita la lampada'.",
                 "resolve_ticket(ticket_id=8801, resolution='Sostituita la lampada')"),
        ],
        miss_param=miss(2, "Il badge è urgente: alza la priorità.", "Mettila a 3."),
    ),
    scenario(
        "lm_ticket_laptop_fan_dupes_v1",
        domains={"ticket": {
            "accounts": {"m.haddad": "cedar-15"},
            "ticket_queue": [
                ticket(5501, "Laptop fan very loud", "Fan runs at full speed on floor 2 laptops", "m.haddad", 2),
                ticket(5502, "Loud laptop fan", "Same fan noise on floor 3, started after update", "m.haddad", 2),
                ticket(5490, "Dock not charging", "Replaced the dock", "m.haddad", 1, "Resolved"),
            ],
            "ticket_counter": 5503,
        }},
        persona="IT support worker from Beirut sorting duplicate tickets",
        style="non-native",
        seed=4011,
        turns=[
            turn("Please login me as m.haddad, password cedar-15, and show my open tickets.",
                 "ticket_login(username='m.haddad', password='cedar-15')", "get_user_tickets(status='Open')"),
            turn("Show me 5501 and 5502 both, full.", "get_ticket(ticket_id=5501)", "get_ticket(ticket_id=5502)"),
            turn("5502 is same problem like 5501. Close it.", "close_ticket(ticket_id=5502)"),
            turn("Put 5501 to priority 4, it is more floors now.",
                 "edit_ticket(ticket_id=5501, updates={'priority': 4})"),
            turn("Now it is fixed. Resolve 5501 with 'Fan profile reset after BIOS update'.",
                 "resolve_ticket(ticket_id=5501, resolution='Fan profile reset after BIOS update')"),
        ],
        miss_param=miss(4, "Now it is fixed. Resolve 5501 please.", "Write: 'Fan profile reset after BIOS update'."),
    ),
]
