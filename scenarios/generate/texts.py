"""Free texts a user writes in a request (a message, a title, a comment), per language.

Messages end without a full stop: the request around them usually ends the sentence.

Used for text parameters a user states when the state offers nothing to quote; short, everyday,
and in the scenario's language, so a Spanish request carries a Spanish message.
"""

from __future__ import annotations

#: Messages, comments, notes and posts.
MESSAGES: dict[str, tuple[str, ...]] = {
    "en": ("Running ten minutes late, start without me", "The meeting moved to Thursday at 3pm",
           "Can you send me the slides from yesterday?", "Lunch at noon works for me",
           "Great news about the launch!", "Please review the budget before Friday",
           "The printer on floor 2 is fixed", "Happy birthday, have a great day!",
           "Shipment arrived this morning", "Call me when you land"),
    "es": ("Llego diez minutos tarde, empezad sin mí", "La reunión pasa al jueves a las 15:00",
           "¿Me mandas las diapositivas de ayer?", "Comer a mediodía me va bien",
           "¡Qué buena noticia lo del lanzamiento!", "Revisa el presupuesto antes del viernes, por favor",
           "La impresora de la planta 2 ya funciona", "¡Feliz cumpleaños, que pases un gran día!",
           "El envío llegó esta mañana", "Llámame cuando aterrices"),
    "de": ("Ich komme zehn Minuten später, fangt ohne mich an", "Das Meeting ist auf Donnerstag 15 Uhr verschoben",
           "Kannst du mir die Folien von gestern schicken?", "Mittagessen um zwölf passt mir",
           "Tolle Neuigkeiten zum Launch!", "Bitte prüf das Budget vor Freitag",
           "Der Drucker im zweiten Stock geht wieder", "Alles Gute zum Geburtstag!",
           "Die Lieferung kam heute Morgen an", "Ruf mich an, wenn du gelandet bist"),
}
#: Titles of tickets and similar short headings.
TITLES: dict[str, tuple[str, ...]] = {
    "en": ("Laptop will not start", "VPN keeps disconnecting", "Wrong amount on invoice", "Badge stopped working",
           "Request for a second monitor", "Email sync is slow"),
    "es": ("El portátil no arranca", "La VPN se desconecta", "Importe erróneo en la factura", "La tarjeta de acceso no va",
           "Solicitud de un segundo monitor", "El correo tarda en sincronizar"),
    "de": ("Laptop startet nicht", "VPN bricht ständig ab", "Falscher Betrag auf der Rechnung", "Ausweis funktioniert nicht",
           "Bitte um einen zweiten Monitor", "E-Mail-Abgleich ist langsam"),
}
#: Places a user drives or travels to.
CITIES: tuple[str, ...] = ("San Francisco", "Los Angeles", "New York", "Chicago", "Boston", "Seattle", "Denver",
                           "Austin")
#: Hashtags.
TAGS: tuple[str, ...] = ("#travel", "#work", "#music", "#food", "#tech", "#books", "#weekend", "#news")
