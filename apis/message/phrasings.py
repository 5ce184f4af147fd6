"""How users ask for the messenger's tools, in English, Spanish and German.

A user names people, not ids: phrasings that leave an id out either name the person through ``{user}``
(the name the id is looked up by) or refer to someone an earlier step already found.
"""

from __future__ import annotations

from sandbox.tools.phrasing import Phrasing as P

PHRASINGS: dict[str, list[P]] = {
    "list_users": [
        P("en", "Who's in the workspace?"), P("en", "List everyone I can message."), P("en", "Show me all the users here."),
        P("es", "¿Quién está en el espacio de trabajo?"), P("es", "Dime a quién puedo escribir."),
        P("es", "Enséñame todos los usuarios."),
        P("de", "Wer ist alles im Workspace?"), P("de", "Liste alle auf, denen ich schreiben kann."),
        P("de", "Zeig mir alle Nutzer hier."),
    ],
    "get_user_id": [
        P("en", "What's {user}'s user id?"), P("en", "Look up the id of {user}."), P("en", "Find the account id for {user}."),
        P("es", "¿Cuál es el id de usuario de {user}?"), P("es", "Busca el id de {user}."),
        P("es", "Encuentra el identificador de la cuenta de {user}."),
        P("de", "Wie lautet die Nutzer-ID von {user}?"), P("de", "Schlag die ID von {user} nach."),
        P("de", "Finde die Konto-ID von {user}."),
    ],
    "add_contact": [
        P("en", "Add {user_name} to my contacts."), P("en", "Please save {user_name} as a new contact."),
        P("en", "Put {user_name} in the workspace so I can message them."),
        P("es", "Añade a {user_name} a mis contactos."), P("es", "Guarda a {user_name} como contacto nuevo."),
        P("es", "Da de alta a {user_name} para que pueda escribirle."),
        P("de", "Füg {user_name} zu meinen Kontakten hinzu."), P("de", "Speicher {user_name} als neuen Kontakt."),
        P("de", "Nimm {user_name} in den Workspace auf, damit ich schreiben kann."),
    ],
    "message_login": [
        P("en", "Log me in to the messenger as {user}."), P("en", "Sign in to messaging with user id {user_id}."),
        P("en", "I'm {user}; log me into my messages."),
        P("es", "Inicia sesión en el chat como {user}."), P("es", "Entra en la mensajería con el id de usuario {user_id}."),
        P("es", "Soy {user}; ábreme la sesión de mensajes."),
        P("de", "Melde mich im Messenger als {user} an."), P("de", "Logg mich mit der Nutzer-ID {user_id} in die Nachrichten ein."),
        P("de", "Ich bin {user}; melde mich bei meinen Nachrichten an."),
    ],
    "message_get_login_status": [
        P("en", "Am I logged in to the messenger?"), P("en", "Is anyone signed in to messaging right now?"),
        P("en", "Check whether my message session is active."),
        P("es", "¿Tengo la sesión del chat abierta?"), P("es", "¿Hay alguien conectado a la mensajería ahora?"),
        P("es", "Comprueba si mi sesión de mensajes está activa."),
        P("de", "Bin ich im Messenger angemeldet?"), P("de", "Ist gerade jemand bei den Nachrichten eingeloggt?"),
        P("de", "Prüf, ob meine Messenger-Sitzung aktiv ist."),
    ],
    "send_message": [
        P("en", "Send {user} a message saying '{message}'."), P("en", "Message user {receiver_id}: \"{message}\"."),
        P("en", "Tell {user}: '{message}'."), P("en", "Send them this message: '{message}'."),
        P("es", "Mándale a {user} un mensaje que diga '{message}'."), P("es", "Escribe al usuario {receiver_id}: \"{message}\"."),
        P("es", "Dile a {user}: '{message}'."), P("es", "Envíale este mensaje: '{message}'."),
        P("de", "Schick {user} eine Nachricht: '{message}'."), P("de", "Schreib an Nutzer {receiver_id}: \"{message}\"."),
        P("de", "Sag {user}: '{message}'."), P("de", "Schick der Person diese Nachricht: '{message}'."),
    ],
    "delete_message": [
        P("en", "Delete the last message I sent to {user}."), P("en", "Take back my latest message to user {receiver_id}."),
        P("en", "Remove the message I just sent them."),
        P("es", "Borra el último mensaje que le mandé a {user}."), P("es", "Elimina mi mensaje más reciente al usuario {receiver_id}."),
        P("es", "Quita el mensaje que le acabo de enviar."),
        P("de", "Lösch die letzte Nachricht, die ich {user} geschickt habe."),
        P("de", "Nimm meine neueste Nachricht an Nutzer {receiver_id} zurück."),
        P("de", "Entferne die Nachricht, die ich gerade geschickt habe."),
    ],
    "view_messages_sent": [
        P("en", "Show me the messages I've sent."), P("en", "What have I sent so far, and to whom?"),
        P("en", "List my sent messages."),
        P("es", "Enséñame los mensajes que he enviado."), P("es", "¿Qué he mandado hasta ahora, y a quién?"),
        P("es", "Lista mis mensajes enviados."),
        P("de", "Zeig mir die Nachrichten, die ich verschickt habe."), P("de", "Was habe ich bisher an wen geschickt?"),
        P("de", "Liste meine gesendeten Nachrichten auf."),
    ],
    "search_messages": [
        P("en", "Find my messages that mention '{keyword}'."), P("en", "Search my sent messages for {keyword}."),
        P("en", "Did I write anything about \"{keyword}\"?"),
        P("es", "Busca mis mensajes que mencionen '{keyword}'."), P("es", "Busca {keyword} en mis mensajes enviados."),
        P("es", "¿Escribí algo sobre \"{keyword}\"?"),
        P("de", "Finde meine Nachrichten, in denen '{keyword}' vorkommt."), P("de", "Durchsuch meine gesendeten Nachrichten nach {keyword}."),
        P("de", "Habe ich irgendwas über \"{keyword}\" geschrieben?"),
    ],
    "get_message_stats": [
        P("en", "How many messages and contacts do I have?"), P("en", "Give me my messaging stats."),
        P("en", "Count my messages and contacts for me."),
        P("es", "¿Cuántos mensajes y contactos tengo?"), P("es", "Dame las estadísticas de mis mensajes."),
        P("es", "Cuéntame mis mensajes y contactos."),
        P("de", "Wie viele Nachrichten und Kontakte habe ich?"), P("de", "Gib mir meine Nachrichtenstatistik."),
        P("de", "Zähl meine Nachrichten und Kontakte."),
    ],
}
