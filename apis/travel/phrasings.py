"""How users ask for the travel booking tools, in English, Spanish and German.

No user types an access token: it comes from logging in, so no phrasing states one. Cards and bookings
are named by their ids or left to an earlier step (the card just registered, the booking just made).
"""

from __future__ import annotations

from sandbox.tools.phrasing import Phrasing as P

_RW = (("grant_type", "read_write"),)

PHRASINGS: dict[str, list[P]] = {
    "authenticate_travel": [
        P("en", "Log me in to the travel site with full access. I'm {user_first_name} {user_last_name}; client id "
                "{client_id}, secret {client_secret}, refresh token {refresh_token}.", fixed=_RW),
        P("en", "Sign me in for travel bookings: name {user_first_name} {user_last_name}, client {client_id}, "
                "secret {client_secret}, refresh token {refresh_token}; I need full access.", fixed=_RW),
        P("en", "Authenticate me as {user_first_name} {user_last_name} with client id {client_id}, client secret "
                "{client_secret} and refresh token {refresh_token}; I need read and write access.", fixed=_RW),
        P("es", "Inicia mi sesión en la web de viajes con acceso completo. Soy {user_first_name} {user_last_name}; "
                "id de cliente {client_id}, secreto {client_secret}, token de refresco {refresh_token}.", fixed=_RW),
        P("es", "Conéctame a las reservas: nombre {user_first_name} {user_last_name}, cliente {client_id}, "
                "secreto {client_secret}, token de refresco {refresh_token}; con acceso completo.", fixed=_RW),
        P("es", "Autentícame como {user_first_name} {user_last_name} con el id de cliente {client_id}, el secreto "
                "{client_secret} y el token {refresh_token}; necesito lectura y escritura.", fixed=_RW),
        P("de", "Melde mich mit vollem Zugriff auf der Reiseseite an. Ich bin {user_first_name} {user_last_name}; "
                "Client-ID {client_id}, Secret {client_secret}, Refresh-Token {refresh_token}.", fixed=_RW),
        P("de", "Logg mich für Reisebuchungen ein: Name {user_first_name} {user_last_name}, Client {client_id}, "
                "Secret {client_secret}, Refresh-Token {refresh_token}; mit vollem Zugriff.", fixed=_RW),
        P("de", "Authentifiziere mich als {user_first_name} {user_last_name} mit Client-ID {client_id}, Secret "
                "{client_secret} und Refresh-Token {refresh_token}; ich brauche Lese- und Schreibzugriff.", fixed=_RW),
    ],
    "travel_get_login_status": [
        P("en", "Am I logged in to the travel site?"), P("en", "Is my travel booking session still valid?"),
        P("en", "Check whether I'm signed in for travel."),
        P("es", "¿Tengo la sesión abierta en la web de viajes?"), P("es", "¿Sigue válida mi sesión de reservas?"),
        P("es", "Comprueba si tengo la sesión de viajes abierta."),
        P("de", "Bin ich auf der Reiseseite angemeldet?"), P("de", "Ist meine Buchungssitzung noch gültig?"),
        P("de", "Prüf, ob ich für Reisen eingeloggt bin."),
    ],
    "list_all_airports": [
        P("en", "Which airports can I fly from?"), P("en", "List every airport you serve."),
        P("en", "Show me all the airports available."),
        P("es", "¿Desde qué aeropuertos puedo volar?"), P("es", "Lista todos los aeropuertos disponibles."),
        P("es", "Enséñame todos los aeropuertos."),
        P("de", "Von welchen Flughäfen kann ich fliegen?"), P("de", "Liste alle Flughäfen auf, die ihr anfliegt."),
        P("de", "Zeig mir alle verfügbaren Flughäfen."),
    ],
    "get_nearest_airport_by_city": [
        P("en", "What's the closest airport to {location}?"), P("en", "Which airport should I use for {location}?"),
        P("en", "Find the nearest airport to {location}."),
        P("es", "¿Cuál es el aeropuerto más cercano a {location}?"), P("es", "¿Qué aeropuerto me conviene para {location}?"),
        P("es", "Encuentra el aeropuerto más próximo a {location}."),
        P("de", "Welcher Flughafen liegt am nächsten an {location}?"), P("de", "Welchen Flughafen nehme ich für {location}?"),
        P("de", "Finde den nächstgelegenen Flughafen zu {location}."),
    ],
    "get_flight_cost": [
        P("es", "¿Cuánto costaría volar en business desde el aeropuerto más cercano a {location} hasta {travel_to} el {travel_date}?", fixed=(("travel_class", "business"),)),
        P("en", "How much is {travel_class} class from {travel_from} to {travel_to} on {travel_date}?"),
        P("en", "Price an economy flight from {travel_from} to {travel_to} for {travel_date}.", fixed=(("travel_class", "economy"),)),
        P("en", "What would flying business from the airport nearest {location} to {travel_to} on {travel_date} cost?",
          fixed=(("travel_class", "business"),)),
        P("es", "¿Cuánto cuesta un billete en business de {travel_from} a {travel_to} el {travel_date}?",
          fixed=(("travel_class", "business"),)),
        P("es", "Dame el precio de un vuelo en turista de {travel_from} a {travel_to} para el {travel_date}.",
          fixed=(("travel_class", "economy"),)),
        P("es", "¿Cuánto costaría volar en primera de {travel_from} a {travel_to} el {travel_date}?", fixed=(("travel_class", "first"),)),
        P("de", "Was kostet ein Ticket erster Klasse von {travel_from} nach {travel_to} am {travel_date}?",
          fixed=(("travel_class", "first"),)),
        P("de", "Wie teuer ist ein Economy-Flug von {travel_from} nach {travel_to} am {travel_date}?",
          fixed=(("travel_class", "economy"),)),
        P("de", "Was würde ein Business-Flug vom Flughafen bei {location} nach {travel_to} am {travel_date} kosten?",
          fixed=(("travel_class", "business"),)),
    ],
    "book_flight": [
        P("en", "Book me a flight in {travel_class} class from {travel_from} to {travel_to} on {travel_date}, paid with card {card_id}."),
        P("en", "Get me an economy seat from {travel_from} to {travel_to} on {travel_date}; use the card I just added.",
          fixed=(("travel_class", "economy"),)),
        P("en", "Reserve a first-class flight {travel_from} to {travel_to} for {travel_date}, charged to card {card_id}.",
          fixed=(("travel_class", "first"),)),
        P("es", "Resérvame un vuelo en primera clase de {travel_from} a {travel_to} el {travel_date}, pagando con la tarjeta {card_id}.",
          fixed=(("travel_class", "first"),)),
        P("es", "Consígueme un asiento en turista de {travel_from} a {travel_to} el {travel_date}; usa la tarjeta que acabo de añadir.",
          fixed=(("travel_class", "economy"),)),
        P("es", "Reserva un vuelo en business de {travel_from} a {travel_to} para el {travel_date}, con cargo a la tarjeta {card_id}.",
          fixed=(("travel_class", "business"),)),
        P("de", "Buch mir einen Business-Flug von {travel_from} nach {travel_to} am {travel_date}, "
                "bezahlt mit Karte {card_id}.", fixed=(("travel_class", "business"),)),
        P("de", "Besorg mir einen Economy-Platz von {travel_from} nach {travel_to} am {travel_date}; nimm die Karte, "
                "die ich gerade hinzugefügt habe.", fixed=(("travel_class", "economy"),)),
        P("de", "Reservier einen Erste-Klasse-Flug von {travel_from} nach {travel_to} am {travel_date}, abgebucht von "
                "Karte {card_id}.", fixed=(("travel_class", "first"),)),
    ],
    "cancel_booking": [
        P("en", "Cancel booking {booking_id}."), P("en", "I can't make the trip; please cancel reservation {booking_id}."),
        P("en", "Cancel the flight I just booked."),
        P("es", "Cancela la reserva {booking_id}."), P("es", "No puedo hacer el viaje; anula la reserva {booking_id}."),
        P("es", "Cancela el vuelo que acabo de reservar."),
        P("de", "Storniere Buchung {booking_id}."), P("de", "Ich kann nicht reisen; bitte storniere Reservierung {booking_id}."),
        P("de", "Storniere den Flug, den ich gerade gebucht habe."),
    ],
    "get_booking_history": [
        P("en", "Show me all my bookings."), P("en", "What trips have I booked?"), P("en", "List my booking history."),
        P("es", "Enséñame todas mis reservas."), P("es", "¿Qué viajes tengo reservados?"), P("es", "Lista mi historial de reservas."),
        P("de", "Zeig mir alle meine Buchungen."), P("de", "Welche Reisen habe ich gebucht?"), P("de", "Liste meine Buchungshistorie auf."),
    ],
    "retrieve_invoice": [
        P("en", "Get me the invoice for booking {booking_id}."), P("en", "I need the invoice for insurance policy {insurance_id}."),
        P("en", "Send me the invoice for that booking."),
        P("es", "Consígueme la factura de la reserva {booking_id}."), P("es", "Necesito la factura del seguro {insurance_id}."),
        P("es", "Pásame la factura de esa reserva."),
        P("de", "Hol mir die Rechnung für Buchung {booking_id}."), P("de", "Ich brauche die Rechnung für die Versicherung {insurance_id}."),
        P("de", "Gib mir die Rechnung für die Buchung."),
    ],
    "purchase_insurance": [
        P("en", "Buy {insurance_type} insurance for booking {booking_id} at ${insurance_cost}, paid with card {card_id}."),
        P("en", "Add {insurance_type} cover for {insurance_cost} dollars to the trip I just booked, on the same card."),
        P("en", "Insure booking {booking_id} with a {insurance_type} policy costing {insurance_cost}; charge card {card_id}."),
        P("es", "Contrata un seguro {insurance_type} para la reserva {booking_id} por {insurance_cost} dólares, con la tarjeta {card_id}."),
        P("es", "Añade una cobertura {insurance_type} de {insurance_cost} dólares al viaje que acabo de reservar, con la misma tarjeta."),
        P("es", "Asegura la reserva {booking_id} con una póliza {insurance_type} de {insurance_cost}; cárgalo a la tarjeta {card_id}."),
        P("de", "Schließ für Buchung {booking_id} eine {insurance_type}-Versicherung für {insurance_cost} Dollar ab, bezahlt mit Karte {card_id}."),
        P("de", "Füg der gerade gebuchten Reise einen {insurance_type}-Schutz für {insurance_cost} Dollar hinzu, mit derselben Karte."),
        P("de", "Versichere Buchung {booking_id} mit einer {insurance_type}-Police zu {insurance_cost}; belaste Karte {card_id}."),
    ],
    "contact_customer_support": [
        P("en", "Tell customer support about booking {booking_id}: '{message}'."),
        P("en", "Message support regarding reservation {booking_id} and say \"{message}\"."),
        P("en", "Ask support about that booking: '{message}'."),
        P("es", "Dile a atención al cliente sobre la reserva {booking_id}: '{message}'."),
        P("es", "Escribe a soporte por la reserva {booking_id} y di \"{message}\"."),
        P("es", "Pregunta a soporte por esa reserva: '{message}'."),
        P("de", "Schreib dem Kundenservice zu Buchung {booking_id}: '{message}'."),
        P("de", "Kontaktier den Support wegen Reservierung {booking_id} und sag \"{message}\"."),
        P("de", "Frag den Support zu der Buchung: '{message}'."),
    ],
    "get_all_credit_cards": [
        P("en", "Which credit cards do I have on file?"), P("en", "List my registered cards."),
        P("en", "Show me all my saved credit cards."),
        P("es", "¿Qué tarjetas de crédito tengo registradas?"), P("es", "Lista mis tarjetas guardadas."),
        P("es", "Enséñame todas mis tarjetas de crédito."),
        P("de", "Welche Kreditkarten sind bei mir hinterlegt?"), P("de", "Liste meine registrierten Karten auf."),
        P("de", "Zeig mir alle meine gespeicherten Kreditkarten."),
    ],
    "get_credit_card_balance": [
        P("en", "How much is left on card {card_id}?"), P("en", "What's the balance of my card {card_id}?"),
        P("en", "Check the balance on that card."),
        P("es", "¿Cuánto queda en la tarjeta {card_id}?"), P("es", "¿Qué saldo tiene mi tarjeta {card_id}?"),
        P("es", "Mira el saldo de esa tarjeta."),
        P("de", "Wie viel ist noch auf Karte {card_id}?"), P("de", "Wie hoch ist das Guthaben meiner Karte {card_id}?"),
        P("de", "Prüf den Stand der Karte."),
    ],
    "register_credit_card": [
        P("en", "Add my card: number {card_number}, expires {expiration_date}, name {cardholder_name}, "
                "security code {card_verification_number}."),
        P("en", "Register a credit card for {cardholder_name}, number {card_number}, valid until {expiration_date}, "
                "CVV {card_verification_number}."),
        P("en", "Save this card to my account: {card_number}, {expiration_date}, {cardholder_name}, CVV {card_verification_number}."),
        P("es", "Añade mi tarjeta: número {card_number}, caduca el {expiration_date}, titular {cardholder_name}, "
                "código de seguridad {card_verification_number}."),
        P("es", "Registra una tarjeta de crédito a nombre de {cardholder_name}, número {card_number}, válida hasta "
                "{expiration_date}, CVV {card_verification_number}."),
        P("es", "Guarda esta tarjeta en mi cuenta: {card_number}, {expiration_date}, {cardholder_name}, CVV {card_verification_number}."),
        P("de", "Füg meine Karte hinzu: Nummer {card_number}, gültig bis {expiration_date}, Inhaber {cardholder_name}, "
                "Prüfnummer {card_verification_number}."),
        P("de", "Registrier eine Kreditkarte auf {cardholder_name}, Nummer {card_number}, Ablauf {expiration_date}, "
                "CVV {card_verification_number}."),
        P("de", "Speicher diese Karte in meinem Konto: {card_number}, {expiration_date}, {cardholder_name}, CVV {card_verification_number}."),
    ],
    "set_budget_limit": [
        P("en", "Make that amount my budget limit."),
        P("es", "Pon esa cantidad como mi límite de presupuesto."),
        P("de", "Nimm den Betrag als mein Budgetlimit."),
        P("en", "Set my travel budget limit to ${budget_limit}."), P("en", "Don't let me spend more than {budget_limit} dollars on a booking."),
        P("en", "Cap my spending per trip at {budget_limit}."),
        P("es", "Pon mi límite de presupuesto de viaje en {budget_limit} dólares."),
        P("es", "No me dejes gastar más de {budget_limit} dólares en una reserva."),
        P("es", "Limita mi gasto por viaje a {budget_limit}."),
        P("de", "Setz mein Reisebudget auf {budget_limit} Dollar."), P("de", "Lass mich nicht mehr als {budget_limit} Dollar pro Buchung ausgeben."),
        P("de", "Begrenz meine Ausgaben pro Reise auf {budget_limit}."),
    ],
    "compute_exchange_rate": [
        P("en", "What's that dollar amount in {target_currency}?", fixed=(("base_currency", "USD"),)),
        P("es", "¿Cuánto es esa cantidad en dólares en {target_currency}?", fixed=(("base_currency", "USD"),)),
        P("de", "Wie viel ist der Dollarbetrag in {target_currency}?", fixed=(("base_currency", "USD"),)),
        P("en", "How much is {value} {base_currency} in {target_currency}?"), P("en", "Convert {value} {base_currency} to {target_currency}."),
        P("en", "What would {value} {base_currency} get me in {target_currency}?"),
        P("es", "¿Cuánto son {value} {base_currency} en {target_currency}?"), P("es", "Convierte {value} {base_currency} a {target_currency}."),
        P("es", "¿Cuántos {target_currency} me darían por {value} {base_currency}?"),
        P("de", "Wie viel sind {value} {base_currency} in {target_currency}?"), P("de", "Rechne {value} {base_currency} in {target_currency} um."),
        P("de", "Wie viele {target_currency} bekomme ich für {value} {base_currency}?"),
    ],
    "verify_traveler_information": [
        P("en", "Check that {first_name} {last_name}, born {date_of_birth}, passport {passport_number}, can travel."),
        P("en", "Verify my traveller details: {first_name} {last_name}, date of birth {date_of_birth}, passport number {passport_number}."),
        P("en", "Is {first_name} {last_name} (born {date_of_birth}, passport {passport_number}) cleared to fly?"),
        P("es", "Comprueba que {first_name} {last_name}, con fecha de nacimiento {date_of_birth} y pasaporte {passport_number}, puede viajar."),
        P("es", "Verifica mis datos de viaje: {first_name} {last_name}, fecha de nacimiento {date_of_birth}, pasaporte {passport_number}."),
        P("es", "¿Puede volar {first_name} {last_name} (fecha de nacimiento: {date_of_birth}, pasaporte: {passport_number})?"),
        P("de", "Prüf, ob {first_name} {last_name}, geboren am {date_of_birth}, Pass {passport_number}, reisen darf."),
        P("de", "Überprüf meine Reisedaten: {first_name} {last_name}, Geburtsdatum {date_of_birth}, Passnummer {passport_number}."),
        P("de", "Darf {first_name} {last_name} (geboren {date_of_birth}, Pass {passport_number}) fliegen?"),
    ],
    "get_budget_fiscal_year": [
        P("en", "Which budget fiscal year was changed after {lastModifiedAfter}?"),
        P("es", "¿Qué año fiscal del presupuesto se modificó después del {lastModifiedAfter}?"),
        P("de", "Welches Haushaltsjahr wurde nach {lastModifiedAfter} geändert?"),
        P("en", "Which fiscal year are budgets kept in?"), P("en", "Look up the budget fiscal year for me."),
        P("en", "What's the current fiscal year for travel budgets?"),
        P("es", "¿En qué año fiscal se llevan los presupuestos?"), P("es", "Búscame el año fiscal del presupuesto."),
        P("es", "¿Cuál es el año fiscal actual de los presupuestos de viaje?"),
        P("de", "In welchem Geschäftsjahr werden die Budgets geführt?"), P("de", "Schlag das Haushaltsjahr für mich nach."),
        P("de", "Welches Geschäftsjahr gilt gerade für Reisebudgets?"),
    ],
}
