"""Free texts a user writes in a request (a message, a title, a comment), per language.

Messages end without a full stop: the request around them usually ends the sentence.

Used for text parameters a user states when the state offers nothing to quote; short, everyday,
and in the scenario's language, so a Spanish request carries a Spanish message. Each text fits
what it is written as: a ticket's description tells its title's problem, a resolution what fixed it,
a comment answers the post, a question to support is about the booking, a file gets a note on it,
a post is something one says to everyone (a note for a few people goes by message), and a line on
a car's screen a reminder to oneself.
"""

from __future__ import annotations

import re

#: Messages to one person (a comment answers its post: :data:`COMMENTS`; support is asked about the booking:
#: :data:`SUPPORT`; a post is said to everyone: :data:`POSTS`).
MESSAGES: dict[str, tuple[str, ...]] = {
    "en": ("Running ten minutes late, start without me", "The meeting moved to Thursday at 3pm",
           "Can you send me the slides from yesterday?", "Lunch at noon works for me",
           "Great news about the launch!", "Please review the budget before Friday",
           "The printer on floor 2 is fixed", "Happy birthday, have a great day!",
           "Shipment arrived this morning", "Call me when you land"),
    "es": ("Llego diez minutos tarde, empieza sin mí", "La reunión pasa al jueves a las 15:00",
           "¿Me mandas las diapositivas de ayer?", "Comer a mediodía me va bien",
           "¡Qué buena noticia lo del lanzamiento!", "Revisa el presupuesto antes del viernes, por favor",
           "La impresora de la planta 2 ya funciona", "¡Feliz cumpleaños, que pases un gran día!",
           "El envío llegó esta mañana", "Llámame cuando aterrices"),
    "de": ("Ich komme zehn Minuten später, fang ohne mich an", "Das Meeting ist auf Donnerstag 15 Uhr verschoben",
           "Kannst du mir die Folien von gestern schicken?", "Mittagessen um zwölf passt mir",
           "Tolle Neuigkeiten zum Launch!", "Bitte prüf das Budget vor Freitag",
           "Der Drucker im zweiten Stock geht wieder", "Alles Gute zum Geburtstag!",
           "Die Lieferung kam heute Morgen an", "Ruf mich an, wenn du gelandet bist"),
}
#: Comments on someone's post: a reply fits any post (news, a question, an opinion), so no "well said".
COMMENTS: dict[str, tuple[str, ...]] = {
    "en": ("Nice one!", "Love this", "Great post, thanks for sharing", "This made my day", "Thanks for sharing!",
           "Interesting, thanks!"),
    "es": ("¡Muy bueno!", "Me encanta", "Gran publicación, gracias por compartir", "Me has alegrado el día",
           "¡Gracias por compartirlo!", "Interesante, ¡gracias!"),
    "de": ("Sehr schön!", "Gefällt mir", "Toller Beitrag, danke fürs Teilen", "Das hat meinen Tag gerettet",
           "Danke fürs Teilen!", "Spannend, danke!"),
}
#: Posts a user publishes for everyone, each with the hashtag that fits it.
POSTS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("Just finished a great novel, highly recommend it", "#books"),
           ("Trying a new pasta recipe tonight", "#food"), ("Our new app release is live", "#tech"),
           ("Back from a wonderful week in Lisbon", "#travel"),
           ("Finally a free weekend, off to the mountains", "#weekend"),
           ("This album has been on repeat all day", "#music"), ("Excited to start a new project at work", "#work"),
           ("The city library opens a new branch today", "#news")),
    "es": (("Acabo de terminar una novela genial, la recomiendo", "#books"),
           ("Hoy pruebo una receta nueva de pasta", "#food"), ("Ya está publicada la nueva versión de nuestra app", "#tech"),
           ("De vuelta de una semana preciosa en Lisboa", "#travel"),
           ("Por fin un fin de semana libre, me voy a la montaña", "#weekend"),
           ("Llevo todo el día escuchando este disco", "#music"),
           ("Con ganas de empezar un proyecto nuevo en el trabajo", "#work"),
           ("La biblioteca municipal abre hoy una sede nueva", "#news")),
    "de": (("Gerade einen tollen Roman ausgelesen, klare Empfehlung", "#books"),
           ("Heute probiere ich ein neues Nudelrezept", "#food"), ("Die neue Version unserer App ist da", "#tech"),
           ("Zurück von einer wunderbaren Woche in Lissabon", "#travel"),
           ("Endlich ein freies Wochenende, ab in die Berge", "#weekend"),
           ("Dieses Album läuft bei mir den ganzen Tag", "#music"),
           ("Freue mich auf ein neues Projekt bei der Arbeit", "#work"),
           ("Die Stadtbibliothek eröffnet heute eine neue Filiale", "#news")),
}
#: Reminders a driver puts on a car's screen (a note to oneself, not a message to someone).
REMINDERS: dict[str, tuple[str, ...]] = {
    "en": ("Pick up the kids at 4", "Buy milk on the way home", "Fill up before the motorway", "Parked on level 2",
           "Drop off the parcel at the post office", "Call the garage about the service"),
    "es": ("Recoger a los niños a las 4", "Comprar leche al volver", "Repostar antes de la autopista",
           "Aparcado en la planta 2", "Dejar el paquete en correos", "Llamar al taller por la revisión"),
    "de": ("Kinder um 4 abholen", "Auf dem Heimweg Milch kaufen", "Vor der Autobahn tanken", "Geparkt auf Ebene 2",
           "Paket bei der Post abgeben", "Werkstatt wegen der Inspektion anrufen"),
}
#: Words of a tool's name that say it publishes (a post, a tweet): what it writes is said to everyone.
PUBLISHES = frozenset({"post", "tweet", "publish"})
#: Questions to a travel agency's support about a booking.
SUPPORT: dict[str, tuple[str, ...]] = {
    "en": ("Can I change the seat on this booking?", "Is checked luggage included in this booking?",
           "Can I move this flight to a later date?", "Please send me the invoice for this booking",
           "Can I add a meal to this booking?", "Is this booking refundable?"),
    "es": ("¿Puedo cambiar el asiento de esta reserva?", "¿Esta reserva incluye equipaje facturado?",
           "¿Puedo pasar este vuelo a una fecha posterior?", "Mándenme la factura de esta reserva, por favor",
           "¿Puedo añadir una comida a esta reserva?", "¿Esta reserva es reembolsable?"),
    "de": ("Kann ich den Sitzplatz dieser Buchung ändern?", "Ist in dieser Buchung Aufgabegepäck enthalten?",
           "Kann ich diesen Flug auf einen späteren Tag verschieben?", "Bitte schicken Sie mir die Rechnung zu dieser Buchung",
           "Kann ich zu dieser Buchung eine Mahlzeit hinzufügen?", "Ist diese Buchung erstattungsfähig?"),
}
#: Lines a user writes into a file of any kind (a note on the document, not a chat message).
NOTES: dict[str, tuple[str, ...]] = {
    "en": ("Checked and approved", "To do: send the final version", "Updated with the latest figures",
           "Sent to the team for review", "Draft, to be finished next week", "Signed copy filed"),
    "es": ("Revisado y aprobado", "Pendiente: enviar la versión final", "Actualizado con las últimas cifras",
           "Enviado al equipo para revisar", "Borrador, se termina la semana que viene", "Copia firmada archivada"),
    "de": ("Geprüft und freigegeben", "Offen: die finale Version schicken", "Mit den neuesten Zahlen aktualisiert",
           "Ans Team zur Durchsicht geschickt", "Entwurf, wird nächste Woche fertig", "Unterschriebene Kopie abgelegt"),
}
#: Support tickets a user files, as (title, description): the description tells the title's problem.
TICKETS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("Laptop will not start", "It shows a black screen after the logo"),
           ("VPN keeps disconnecting", "The connection drops every few minutes during calls"),
           ("Wrong amount on invoice", "The March invoice charges me twice for the same order"),
           ("Badge stopped working", "The door reader at the main entrance no longer accepts my badge"),
           ("Request for a second monitor", "I need a second screen for the design work"),
           ("Email sync is slow", "New mail takes about an hour to show up on my phone")),
    "es": (("El portátil no arranca", "Se queda en negro después del logo"),
           ("La VPN se desconecta", "La conexión se corta cada pocos minutos en las llamadas"),
           ("Importe erróneo en la factura", "La factura de marzo me cobra dos veces el mismo pedido"),
           ("La tarjeta de acceso no va", "El lector de la entrada principal ya no acepta mi tarjeta"),
           ("Solicitud de un segundo monitor", "Necesito una segunda pantalla para el trabajo de diseño"),
           ("El correo tarda en sincronizar", "El correo nuevo tarda una hora en llegar al móvil")),
    "de": (("Laptop startet nicht", "Nach dem Logo bleibt der Bildschirm schwarz"),
           ("VPN bricht ständig ab", "Die Verbindung reißt alle paar Minuten während Anrufen ab"),
           ("Falscher Betrag auf der Rechnung", "Die Märzrechnung berechnet dieselbe Bestellung doppelt"),
           ("Ausweis funktioniert nicht", "Der Leser am Haupteingang nimmt meinen Ausweis nicht mehr an"),
           ("Bitte um einen zweiten Monitor", "Für die Designarbeit brauche ich einen zweiten Bildschirm"),
           ("E-Mail-Abgleich ist langsam", "Neue Mails kommen erst nach einer Stunde auf dem Handy an")),
}
#: Titles of tickets and similar short headings.
TITLES: dict[str, tuple[str, ...]] = {language: tuple(t for t, _ in pairs) for language, pairs in TICKETS.items()}
#: Descriptions of a problem, for a ticket whose title is not stated alongside.
DESCRIPTIONS: dict[str, tuple[str, ...]] = {language: tuple(d for _, d in pairs) for language, pairs in TICKETS.items()}
#: What fixed a ticket's problem, as its resolution note.
RESOLUTIONS: dict[str, tuple[str, ...]] = {
    "en": ("Restarted the service, works again", "Replaced the faulty cable", "Reset the password and tested the login",
           "Installed the latest update", "Corrected the amount and sent a new invoice", "Swapped the device for a new one",
           "Delivered and set up the new screen"),
    "es": ("Reiniciado el servicio, ya funciona", "Cambiado el cable defectuoso", "Restablecida la contraseña y probado el acceso",
           "Instalada la última actualización", "Corregido el importe y enviada una factura nueva",
           "Sustituido el equipo por uno nuevo", "Entregada e instalada la pantalla nueva"),
    "de": ("Dienst neu gestartet, läuft wieder", "Defektes Kabel ersetzt", "Passwort zurückgesetzt und Anmeldung getestet",
           "Neuestes Update installiert", "Betrag korrigiert und neue Rechnung geschickt", "Gerät gegen ein neues getauscht",
           "Neuen Bildschirm geliefert und eingerichtet"),
}
#: The resolution (by its place in :data:`RESOLUTIONS`) of each ticket of :data:`TICKETS`, in their order: a
#: laptop that will not start gets the update, a badge the reader no longer takes a new one.
FIXED_BY: tuple[int, ...] = (3, 0, 4, 5, 6, 0)
#: Which resolution fixes another ticket (a drawn state's) whose title or description holds one of the words,
#: the first that matches: a resolution tells what fixed *that* problem.
FIXES: tuple[tuple[tuple[str, ...], int], ...] = (
    (("second monitor", "segundo monitor", "zweiten monitor"), 6),
    (("invoice", "refund", "factura", "importe", "rechnung", "betrag"), 4),
    (("log in", "password", "portal", "contraseña", "passwort"), 2),
    (("vpn", "sync", "mail", "correo", "service", "servicio", "dienst"), 0),
    (("monitor", "screen", "flicker", "pantalla", "bildschirm", "cable", "kabel"), 1),
    (("laptop", "fan", "portátil", "update", "actualización"), 3),
    (("badge", "printer", "door", "tarjeta", "impresora", "ausweis", "drucker", "device"), 5),
)
#: Places a user drives or travels to.
CITIES: tuple[str, ...] = ("San Francisco", "Los Angeles", "New York", "Chicago", "Boston", "Seattle", "Denver",
                           "Austin")
#: Hashtags.
TAGS: tuple[str, ...] = ("#travel", "#work", "#music", "#food", "#tech", "#books", "#weekend", "#news")


#: Values a user picks from a short list the app offers, per parameter kind and language, each read well in its
#: language's phrasings ("Buy comprehensive insurance", "un seguro a todo riesgo", "eine Reiserücktritt-Versicherung").
CHOICES: dict[str, dict[str, tuple[str, ...]]] = {
    "insurance_type": {"en": ("comprehensive", "travel", "cancellation"),
                       "es": ("a todo riesgo", "de cancelación", "de equipaje"),
                       "de": ("Reiserücktritt", "Reisekranken", "Gepäck")},
}


def made_up(value: object, kind: str | None) -> bool:
    """Whether a value is a stand-in no person would say: a kind's numbered placeholder (``insurance_type_7``).

    >>> made_up("insurance_type_7", "insurance_type"), made_up(["example"], None), made_up("travel", "insurance_type")
    (True, True, False)
    """
    values = value if isinstance(value, list) else [value]
    return any(isinstance(v, str) and (v == "example" or re.fullmatch(rf"{re.escape(kind or 'value')}_\d+", v) is not None)
               for v in values)


def written_pool(tool: str, param: str, language: str, kind: str | None = None) -> tuple[str, ...]:
    """The texts a user writes as ``param`` of ``tool``: a post's reply, a post, a booking question, a note in a file."""
    if kind == "file_content":
        return NOTES[language]
    if "comment" in param:
        return COMMENTS[language]
    if PUBLISHES & set(tool.lower().split("_")):  # a post, not a note for a few people
        return tuple(text for text, _ in POSTS[language])
    if "display" in tool.lower():  # a reminder on the car's screen
        return REMINDERS[language]
    if "support" in tool:
        return SUPPORT[language]
    return MESSAGES[language]


def resolution(told: str, language: str) -> str | None:
    """The resolution that fits a ticket, told by its lowercased title and description; ``None`` when none is known.

    A ticket of :data:`TICKETS` (in any language) gets its own theme's (:data:`FIXED_BY`), any other
    the first of :data:`FIXES` whose words it holds.

    >>> resolution("la tarjeta de acceso no va el lector de la entrada principal ya no acepta mi tarjeta", "es")
    'Sustituido el equipo por uno nuevo'
    >>> resolution("cannot log in to the budget portal password reset mail never arrives", "en")
    'Reset the password and tested the login'
    """
    for pairs in TICKETS.values():
        for (title, description), fix in zip(pairs, FIXED_BY):
            if title.lower() in told or description.lower() in told:
                return RESOLUTIONS[language][fix]
    return next((RESOLUTIONS[language][fix] for words, fix in FIXES if any(w in told for w in words)), None)
