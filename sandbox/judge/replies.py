"""What a reply on an ask or abstain turn says: a deterministic classifier of the model's words.

A reply is cut into clauses (sentences, and the parts around "but", "mas", "pero", "aber",
"mais", "ma" and dashes), and each clause gets the classes it shows:

- ``asks``: it asks the user for something (a question, or a request such as "please tell me",
  "dime", "nennen Sie mir", "dites-moi", "dimmi", "me diga"); a mere offer ("Anything else?") does
  not ask;
- ``cannot``: it says the model cannot do something ("I can't", "no puedo", "kann ich nicht",
  "je ne peux pas", "non posso", "não consigo", "no function for that");
- ``claims``: it says an action was done ("Done", "I removed NVDA", "has been placed", "Pronto,
  tirei", "Fatto, ho tolto", "Ich habe ... gelöscht", "You're logged in", "is now priority 5"),
  and neither denies it ("I have not removed") nor puts it in the future or a condition ("I'll
  remove it once I can", "Shall I send it?");
- ``informs``: anything else that states something ("NVDA is at $220.34").

The languages are those of the own suites: English, Spanish, German, French, Italian and
Portuguese. :func:`judge_words` turns the classes into a verdict: an ask turn's reply must ask,
and no reply may claim an action when no call of the turn changed anything.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Literal


Kind = Literal["asks", "cannot", "claims", "informs"]
KINDS: tuple[Kind, ...] = ("asks", "cannot", "claims", "informs")

_SPLIT = re.compile(r"(?<=[.!?;:])\s+(?=\S)|\n+|\s+[-–—]\s+|,?\s+\b(?:but|however|mas|pero|aber|però|sin embargo|"
                    r"jedoch|allerdings|porém|todavia|cependant)\b\s*|,\s*\b(?:mais|ma)\b\s*", re.IGNORECASE)

_OFFER = re.compile(r"\b(anything else|something else|what else|algo más|alguna otra cosa|sonst noch|noch etwas|"
                    r"autre chose|altro\b|qualcos'altro|mais alguma coisa|algo mais)", re.IGNORECASE)
_REQUEST = re.compile(
    r"\b(please (tell|let|give|send|confirm|provide|specify|share|say)|tell me|let me know|could you (tell|give|"
    r"share|confirm|provide|say)|can you (tell|give|share|confirm|provide)|i (just |only |still |also )?need "
    r"(to know|the|your|a|an)\b|all i need is|i'll need|i'd need|i would need|which (one|value|name)|"
    r"dime|dígame|indíca(me|nos)|indique|necesito (saber|que me|el|la|los|las)|por favor,? (dime|indica|confirma)|"
    r"sag(en sie)? mir|nennen sie|teilen sie mir|geben sie mir|ich brauche|bitte (nennen|geben|sagen|teilen)|"
    r"dites-moi|dis-moi|indiquez|précisez|j'ai besoin|merci de (me|préciser|indiquer)|"
    r"dimmi|mi dica|indicami|mi serv(e|ono)|mi occorr(e|ono)|ho bisogno|specifica|fammi sapere|"
    r"me diga|diga-me|me passa|me passe|passa-me|diz-me|me diz|me informe|informe-me|preciso (saber|que|do|da|de)|por favor,? (diga|informe|indique))",
    re.IGNORECASE)

_CANNOT = re.compile(
    r"(can ?not|can't|can’t|couldn't|could not|unable to|not able to|am not able|no (function|tool|way)\b|"
    r"(don't|do not) have (a|an|the|any) (function|tool|way)|(not|n't) (available|possible|supported)|(not|n't) something (i|we) can|beyond what|"
    r"\b(no|pas|non|não|kein(en)?) (\w+ )?(accès|acceso|accesso|acesso|zugriff)\b|no tengo (forma|manera|modo)|"
    r"isn't (available|possible)|impossible|"
    r"no puedo|no pude|no es posible|no me es posible|no tengo (la|una|ninguna|esa|acceso)|no está disponible|"
    r"\b(kann|können|konnte)\b[^.!?]{0,40}\b(nicht|keine?)\b|nicht zur verfügung|nicht möglich|keine (funktion|möglichkeit)|"
    r"nicht verfügbar|ist mir nicht möglich|"
    r"ne (peux|pourrai|puis) pas|je ne peux|pas possible|pas de fonction|aucune fonction|n'est pas disponible|"
    r"non posso|non riesco|non è possibile|nessuna funzione|non ho (la|una|questa|accesso)|non è disponibile|"
    r"não consigo|não posso|não é possível|não tenho (essa|a|uma|nenhuma|acesso|como)|no tengo cómo|nenhuma função|não está disponível)",
    re.IGNORECASE)

_EN_DONE = (r"added|removed|deleted|sent|set|placed|bought|sold|created|made|moved|copied|renamed|booked|cancell?ed|"
            r"posted|tweeted|retweeted|followed|unfollowed|logged (you )?in|signed (you )?in|filed|opened|closed|"
            r"resolved|updated|changed|raised|lowered|turned|switched|started|stopped|locked|unlocked|filled|paid|"
            r"transferred|withdrawn|withdrew|deposited|registered|purchased|scheduled|saved|written|wrote|binned|"
            r"tagged|mentioned|commented|edited|activated|engaged|released|adjusted|submitted|ordered|put|"
            r"dropped|emptied|trashed|archived|taken off|took off|refunded|insured|escalated|cleared|reset|handled|taken care of|"
            r"uploaded|shared|forwarded|replied|messaged|notified|told|informed|fixed|done|gone|logged (you )?out|"
            r"signed (you )?out|logged (you )?off")
_CLAIM = re.compile(
    r"^\W*(done|all set|all done|all finished|finished|completed|ok(ay)?, done|listo|hecho|ya está|erledigt|fertig|c'est fait|"
    r"voilà|fatto|ecco fatto|pronto|feito|concluído)\b|"
    rf"\b(i|we)('ve| have| had| did| went ahead and| also| then)? (just |already |now |successfully )*({_EN_DONE})\b|"
    r"\b(i|we) (already |actually |also )?did (?!not\b|n't)\w+|\b(schon|bereits) (\w+ )?\w*ge\w+(t|en)\b|"
    r"\b(i'm|i am) now in\b|\bich bin (jetzt|nun) im\b|\bsono entrat[oa]\b|\bfiz (o )?login\b|"
    r"\bje (vous |l'|les |le |la |lui )?ai (bien |déjà )?\w+(é|ée|és|i|is|it|u|ert)\b|"
    rf"\b(has|have|had|was|were|is|are)( now| just| already| successfully)* (been )?({_EN_DONE})\b|"
    rf"^\W*(successfully )?({_EN_DONE})\b|"
    r"\b(you're|you are|you're now|you are now) (logged|signed) (in|out|off)\b|\b(is|are) now\b|\bnow (on|off|set|at)\b|"
    rf"\b(is|are) (now )?(on|off)\b|\b({_EN_DONE}) (to|into|from|for|on|at|with|as|in)\b|"
    r"\b(he|hemos|ha|han) (\w+ )?\w+(ado|ido|to|cho)\b|\b(fue|fueron|ha sido|han sido|quedó|quedaron) \w+(ado|ida|ido|adas|ados)\b|"
    r"\b(envié|añadí|agregué|borré|eliminé|moví|copié|creé|reservé|cancelé|compré|vendí|publiqué|puse|cambié|"
    r"ajusté|activé|guardé|quité|resolví|registré|cerré|abrí|inicié|mandé|retiré|deposité|pagué)\b|"
    r"\b(habe|haben|hab)\b.*\b(ge\w+(t|en)|\w+iert|hinzugefügt|entfernt|gelöscht|gesendet|erstellt|verschoben|"
    r"gebucht|storniert|angemeldet|eingeloggt)\b|\b(wurde|wurden|ist|sind) ([\w.]+ )*(jetzt |nun )?(\w*ge\w+(t|en)|\w+iert|"
    r"hinzugefügt|entfernt|gelöscht|gesendet|erstellt|verschoben|gebucht|storniert|angemeldet|eingeloggt)\b|"
    r"\b(j'ai|nous avons|on a) (bien )?\w+(é|ée|és|i|is|it|u|ert)\b|\b(a|ont) (bien |déjà )?été \w+(é|ée|és|ées|is|ise)\b|"
    r"\b(is|are|'s) (now )?(up|live)\b|\bnow live\b|\b(ist|sind|wurde|wurden) (jetzt |nun )?ver\w+(t|en)\b|"
    r"\b(est|sont) (maintenant|désormais)\b|"
    r"\b(ho|abbiamo) (già )?(\w+(ato|ata|uto|ito)|tolto|messo|fatto|scritto|aperto|chiuso|preso|spento|acceso)\b|"
    r"\b(è stat[oa]|sono stat[ie]) \w+|\b(è|sono) ora\b|"
    r"\b(tirei|enviei|comprei|adicionei|apaguei|criei|copiei|cancelei|reservei|publiquei|coloquei|mudei|ajustei|"
    r"registrei|mandei|retirei|depositei|paguei|cadastrei|marquei|agendei|salvei|fechei|liguei|desliguei|ativei|"
    r"troquei|renomeei|movi|removi|vendi|abri|resolvi|escrevi|entrei|loguei|deixei|guardei|alterei|atualizei|defini|"
    r"encerrei|bloqueei|postei|eliminei|enviámos|enviamos|levantei|saquei|transferi|depositámos|levantámos)\b|"
    r"\b(foi|foram|está|estão) (agora )?\w+(ado|ada|ido|ida|ados|adas)\b|\b(ficou|ficaram) \w+(ado|ada|ido|ida|ados|adas)\b|"
    r"\b(ist|sind|wurde|wurden) (\w+ )?erledigt\b|\b(est|sont) (bien )?(réglée?s?|traitée?s?)\b",
    re.IGNORECASE)
_NOT_DONE = re.compile(
    r"\b(not|n't|never|no longer|yet to|haven't|hasn't|didn't|won't|will|'ll|would|could|should|shall|can|may|might|"
    r"going to|want|wish|prefer|like|once|as soon as|after|if|when|ready to|about to|let me|nothing|nobody|none|"
    r"nada|ninguno|ninguna|nadie|nichts|niemand|rien|personne|aucun|aucune|niente|nulla|nessuno|nessuna|"
    r"ninguém|nenhum|nenhuma|"
    r"no|nunca|todavía no|aún no|cuando|si|puedo|podría|voy a|quieres|"
    r"nicht|kein|keine|noch nicht|werde|würde|sobald|wenn|soll|möchten|"
    r"ne|pas|jamais|vais|voulez|veux|dès que|quand|"
    r"non|mai|appena|vuoi|"
    r"não|nunca|ainda não|vou|quer|assim que|quando)\b|\b\w+(arò|erò|irò|aré|eré|iré|ará|erá|irá|arei|erei|irei|erai|irai|rait|aria|eria|iria|ría)\b",
    re.IGNORECASE)
_WH = re.compile(r"^\W*(what|which|who|whom|where|when|how|welche[rsmn]?|was|wer|wen|wem|wo|wie|qué|cuál|cuáles|quién|"
                 r"dónde|cómo|cuánto|cuántas|cuántos|quel|quelle|quels|quelles|qui|où|comment|combien|qual|quale|quali|"
                 r"chi|dove|come|quanto|quante|quanti|quais|quem|onde|quantas|quantos)\b", re.IGNORECASE)
_READS = re.compile(r"\b(checked|looked|found|read|listed|searched|saw|fetched|computed|calculated|worked|"
                    r"encontré|busqué|revisé|consulté|calculé|gefunden|gesucht|geprüft|nachgesehen|berechnet|gelesen|"
                    r"trouvé|cherché|vérifié|consulté|calculé|lu|trovato|cercato|controllato|verificato|calcolato|letto|"
                    r"encontrei|procurei|verifiquei|consultei|calculei|li|vi|"
                    r"encontrado|buscado|revisado|consultado|calculado|leído|visto|comprobado|verificado|procurado|lido|"
                    r"trouvée?s?|cherchée?s?|vérifiée?s?|trovat[oaie]|cercat[oaie]|controllat[oaie]|verificat[oaie])\b",
                    re.IGNORECASE)


#: The user (or someone else) as the subject right before a verb of doing: "the card you booked with" is no claim.
_USERS = re.compile(r"\b(you|you've|you have|you had|they|they've|he|she|usted|vous|lei|você|sie haben)\s+"
                    r"(already |just |also )?$", re.IGNORECASE)


def clauses(reply: str) -> list[str]:
    """The clauses of a reply, in order (empty ones dropped)."""
    return [part.strip() for part in _SPLIT.split(reply) if part and part.strip() and re.search(r"\w", part)]


def clause_kinds(clause: str) -> set[Kind]:
    """The classes one clause shows (``informs`` when it shows none of the others)."""
    kinds: set[Kind] = set()
    text = clause.strip()
    if (text.rstrip().endswith("?") or text.lstrip().startswith("¿") or _REQUEST.search(text)) and not _OFFER.search(text):
        kinds.add("asks")
    if _CANNOT.search(text):
        kinds.add("cannot")
    if _claims(text):
        kinds.add("claims")
    return kinds or {"informs"}


def _claims(text: str) -> bool:
    """Whether a clause says an action was done: a match not denied, deferred or conditioned before it, nor a read.

    A question that opens with a question word ("Which file is meant?") asks about a state; it claims nothing.
    """
    if _WH.search(text) and text.rstrip().endswith("?"):
        return False
    for match in _CLAIM.finditer(text):
        if _NOT_DONE.search(text[: match.end()]) or _READS.search(match.group()) or \
                _USERS.search(text, 0, match.start()):
            continue
        return True
    return False


def kinds(reply: str) -> set[Kind]:
    """The classes a whole reply shows: those of its clauses (``informs`` for an empty reply)."""
    found: set[Kind] = set()
    for clause in clauses(reply):
        found |= clause_kinds(clause)
    return found or {"informs"}


def judge_words(replies: Sequence[str], changed: bool, asking: bool) -> str | None:
    """The error class of an ask or abstain turn's words, or ``None`` when they are right.

    Args:
        replies: The model's texts in the turn.
        changed: The turn's calls changed the state (what backs a claim of having done something:
            a write that failed, or that found nothing to change, backs none).
        asking: The turn is an ask turn (the user held a value back): the reply must ask for it.
    """
    return words_error(kinds("\n".join(replies)), changed, asking)


#: How many words in a row a reply must repeat of the user's for them to be the user's own words.
QUOTED = 3
#: The words that make a run of the user's words the model's own doing ("I paid with card_2024").
_FIRST_PERSON = frozenset({"i", "we", "i've", "we've", "ich", "wir", "je", "j'ai", "nous", "yo", "eu", "io", "noi",
                           "nós", "nosotros"})


def unquoted(reply: str, user: str) -> str:
    """``reply`` with each run of :data:`QUOTED` words or more that the user's words hold as they are left out.

    What the user said of a thing ("my Rome trip, the one paid with card_2024") names it; repeated,
    it claims no action of the model's ("your Rome trip paid with card_2024 is booking 3141592").

    >>> unquoted("Your Rome trip paid with card_2024 is booking 3141592.", "Message support about my trip, the one paid with card_2024.")
    'Your Rome trip … is booking 3141592.'
    >>> unquoted("I paid with card_2024.", "the one paid with card_2024.")  # said of the model's own doing: kept
    'I paid with card_2024.'
    """
    words = reply.split()
    said = " ".join(user.split()).casefold()
    kept: list[str] = []
    i = 0
    while i < len(words):
        j = i + QUOTED
        if j <= len(words) and _run(words[i:j]) in said and not (i and words[i - 1].casefold() in _FIRST_PERSON):
            while j < len(words) and _run(words[i:j + 1]) in said:
                j += 1
            kept.append("…" + (words[j - 1][-1] if words[j - 1][-1] in ".,;:!?" else ""))
            i = j
        else:
            kept.append(words[i])
            i += 1
    return " ".join(kept)


def _run(words: Sequence[str]) -> str:
    return " ".join(words).casefold().strip(",.;:!?")


def words_error(found: Collection[Kind], changed: bool, asking: bool) -> str | None:
    """The error class of an ask or abstain turn whose replies show the classes ``found`` (see :func:`judge_words`)."""
    if "claims" in found and not changed:
        return "false_claim"
    if asking and "asks" not in found:
        return "no_ask"
    return None
