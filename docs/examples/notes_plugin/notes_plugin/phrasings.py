"""How users ask for the notebook's tools, in English, Spanish and German."""

from __future__ import annotations

from sandbox import Phrasing as P

PHRASINGS: dict[str, list[P]] = {
    "list_notes": [
        P("en", "What notes do I have?"), P("en", "List my notes tagged {tag}."), P("en", "Show me every note in my notebook."),
        P("es", "¿Qué notas tengo?"), P("es", "Lista mis notas con la etiqueta {tag}."), P("es", "Enséñame todas las notas del cuaderno."),
        P("de", "Welche Notizen habe ich?"), P("de", "Liste meine Notizen mit dem Tag {tag} auf."),
        P("de", "Zeig mir alle Notizen in meinem Notizbuch."),
    ],
    "search_notes": [
        P("en", "Find my notes about '{keyword}'."), P("en", "Which notes mention {keyword}?"),
        P("en", "Search my notebook for \"{keyword}\"."),
        P("es", "Busca mis notas sobre '{keyword}'."), P("es", "¿Qué notas mencionan {keyword}?"),
        P("es", "Busca \"{keyword}\" en mi cuaderno."),
        P("de", "Finde meine Notizen zu '{keyword}'."), P("de", "Welche Notizen erwähnen {keyword}?"),
        P("de", "Durchsuch mein Notizbuch nach \"{keyword}\"."),
    ],
    "read_note": [
        P("en", "Read me the note '{title}'."), P("en", "What does my note about {keyword} say?"),
        P("en", "Open that note."),
        P("es", "Léeme la nota '{title}'."), P("es", "¿Qué pone mi nota sobre {keyword}?"), P("es", "Abre esa nota."),
        P("de", "Lies mir die Notiz '{title}' vor."), P("de", "Was steht in meiner Notiz über {keyword}?"),
        P("de", "Öffne die Notiz."),
    ],
    "create_note": [
        P("en", "Make a note called '{title}' saying '{body}'."), P("en", "New note: {title}, tagged {tags}."),
        P("en", "Write down '{body}' in a new note titled \"{title}\"."),
        P("es", "Crea una nota llamada '{title}' que diga '{body}'."), P("es", "Nota nueva: {title}, con las etiquetas {tags}."),
        P("es", "Apunta '{body}' en una nota nueva titulada \"{title}\"."),
        P("de", "Leg eine Notiz '{title}' an mit dem Text '{body}'."), P("de", "Neue Notiz: {title}, mit den Tags {tags}."),
        P("de", "Schreib '{body}' in eine neue Notiz namens \"{title}\"."),
    ],
    "append_to_note": [
        P("en", "Add '{text}' to my note '{title}'."), P("en", "Append \"{text}\" to that note."),
        P("en", "Put one more line in {title}: '{text}'."),
        P("es", "Añade '{text}' a mi nota '{title}'."), P("es", "Agrega \"{text}\" a esa nota."),
        P("es", "Pon una línea más en {title}: '{text}'."),
        P("de", "Häng '{text}' an meine Notiz '{title}' an."), P("de", "Ergänz die Notiz um \"{text}\"."),
        P("de", "Schreib noch eine Zeile in {title}: '{text}'."),
    ],
    "delete_note": [
        P("en", "Delete the note '{title}'."), P("en", "I don't need {title} anymore; remove it."),
        P("en", "Throw that note away."),
        P("es", "Borra la nota '{title}'."), P("es", "Ya no necesito {title}; elimínala."), P("es", "Tira esa nota."),
        P("de", "Lösch die Notiz '{title}'."), P("de", "{title} brauche ich nicht mehr; weg damit."),
        P("de", "Wirf die Notiz weg."),
    ],
}
