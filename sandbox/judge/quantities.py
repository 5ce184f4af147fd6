"""Numbers as a reply writes them: values, roundings, units, signs, denials and alternatives.

:mod:`sandbox.judge.said` reads a reply's numbers with :func:`numbers`; :func:`written` gives the
plain values of any text (what explains a number a reply states).

>>> [(n.value, n.slack) for n in numbers("about 7.9 h, 2,88 m², $6,694.90")]
[(7.9, 0.05), (2.88, 0.005), (6694.9, 0.005)]
"""

from __future__ import annotations

import bisect
import dataclasses
import re
from dataclasses import dataclass

from sandbox.judge.contradict import unit_after
from sandbox.judge.known import by_text
from sandbox.judge.values import close

_NUMBER = re.compile(r"(?<!\w)(?:(?<!\d[ \u00a0\u202f])[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?![\d.]|,\d)"  # 1 400,50: spaces
                     r"|\d{1,3}(?:\.\d{3})+,\d+(?!\d|,\d)"  # 12.630,75: points between thousands
                     r"|\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)"  # 1,250.5
                     r"|\d+,(?:\d{1,2}|\d{4,})(?!\d|,\d)"  # 2,88 or 3157,6875: a decimal comma, also before ", "
                     r"|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\.\d+)")
_DURATION = re.compile(
    r"(?<!\w)(\d+)\s*(?:hours?|hrs?|h|horas?|stunden|std\.?|ore|ora)\s*(?:and|y|e|und|,)?\s*"
    r"(\d+(?:[.,]\d+)?)\s*(?:minutes?|mins?|minutos?|minuten|minuti)(?!\w)", re.IGNORECASE)
#: What follows an item number of a numbered list ("3. salt", "2) onions").
_MARKER = re.compile(r"[.)][ \t]+\S")
#: An ellipsis right after a number's decimals: its digits are cut, not rounded ("166.666…", "3.14159...").
_CUT = re.compile(r"(?:…|\.\.\.)")
#: A date written day first with points ("14.09.2026"): three numbers, not a decimal and a year.
#: A number in scientific notation with a written power of ten: "5,635·10¹⁴", "5.32 × 10^-7", "3 x 10⁸".
_SCIENTIFIC = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*[·×x*]\s*10(?:\^\s*\(?([-−]?\d+)\)?|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))")
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_DOTTED_DATE = re.compile(r"(?<![\w.,])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\w.,]?\d)")
#: Points before groups of three digits and nothing after them: thousands ("2.500") or a decimal ("2.500" of 2.5).
_GROUPED = re.compile(r"[1-9]\d{0,2}(?:\.\d{3})+")
#: A decimal comma: one or two digits after it, or four and more (a group of thousands has three).
_COMMA = re.compile(r"\d+,(?:\d{1,2}|\d{4,})")
#: Words that deny what follows them within two words ("not 7.875", "nicht 12", "non 3").
NEGATIONS = frozenset({"not", "no", "never", "isn't", "wasn't", "aren't", "nicht", "kein", "keine", "nie", "non",
                       "não", "nao", "nunca", "nem", "ni", "mai"})
_OR = re.compile(r"^[\s$£€%°]*,?\s*(?:or|o|ou|oder|oppure|ó)\s*[\s$£€]*$"  # "2 or 3", "£420.00 or £425.00"
                 r"|^[\s$£€%°]*[,/]\s*[\s$£€]*$", re.IGNORECASE)  # "2, 3", "2/3"
_CLAUSE = re.compile(r"[.;:!?,()\n]")
#: Small whole numbers spelled out in the suites' languages (en, es, pt, de, it); 1 is left out (an article).
SPELLED: dict[int, tuple[str, ...]] = {
    0: ("zero", "cero", "null"),
    2: ("two", "dos", "dois", "duas", "zwei", "due"),
    3: ("three", "tres", "três", "drei", "tre"),
    4: ("four", "cuatro", "quatro", "vier", "quattro"),
    5: ("five", "cinco", "fünf", "cinque"),
    6: ("six", "seis", "sechs", "sei"),
    7: ("seven", "siete", "sete", "sieben", "sette"),
    8: ("eight", "ocho", "oito", "acht", "otto"),
    9: ("nine", "nueve", "nove", "neun"),
    10: ("ten", "diez", "dez", "zehn", "dieci"),
    11: ("eleven", "once", "onze", "elf", "undici"),
    12: ("twelve", "doce", "doze", "zwölf", "dodici"),
}


@dataclass(frozen=True)
class Number:
    """A number written in a text: its value, how far a value it says may lie, and where it stands.

    Args:
        value: The number (signs ignored).
        slack: How far a value it says may lie: half a unit of its last digit when it shows two
            significant digits or more (a rounding), else 0 (only the tolerance).
        start: Where it starts in the text.
        end: Where it ends.
        denied: It follows a negation within two words of its clause.
        offered: It is one of several numbers offered as alternatives ("2, 3 or 4").
        unit: The unit of time written right after it, if any (``"hour"``, ``"minute"``...).
        negative: It is written with a minus sign ("-0.6"; not the dash of a range, "200-400").
        alt: The other reading of a number written with a point before groups of three digits and
            nothing after them ("2.500", "12.004"): thousands in the languages that group digits
            with points, a decimal in the others. Either reading may be what it says.
    """

    value: float
    slack: float
    start: int
    end: int
    denied: bool = False
    offered: bool = False
    unit: str | None = None
    negative: bool = False
    alt: float | None = None

    def says(self, value: float) -> bool:
        """Whether this number, as written, says ``value`` (signs aside), in either reading."""
        target = abs(value)
        return close(self.value, target) or abs(self.value - target) <= self.slack * (1 + 1e-9) or (
            self.alt is not None and (close(self.alt, target) or abs(self.alt - target) <= 0.5))

    @property
    def readings(self) -> tuple[float, ...]:
        """Its value, and its other reading if it has one."""
        return (self.value,) if self.alt is None else (self.value, self.alt)


def whole_part(number: Number, value: float) -> bool:
    """Whether ``number`` is the whole part of ``value``, and not ``value`` itself ("3 whole shares" of 3.74)."""
    return float(number.value).is_integer() and int(abs(value)) == number.value != abs(value)


#: Units of data size in the suites' languages, by the power of 1024 (or of 1000) bytes they hold.
SIZE_UNITS: dict[str, int] = {
    **dict.fromkeys(("b", "byte", "bytes", "octet", "octets"), 0),
    **dict.fromkeys(("kb", "kib", "kilobyte", "kilobytes", "ko"), 1),
    **dict.fromkeys(("mb", "mib", "megabyte", "megabytes", "mo"), 2),
    **dict.fromkeys(("gb", "gib", "gigabyte", "gigabytes", "go"), 3),
    **dict.fromkeys(("tb", "tib", "terabyte", "terabytes"), 4),
}
_SIZE_AFTER = re.compile(r"\s*(" + "|".join(sorted(SIZE_UNITS, key=len, reverse=True)) + r")(?!\w)", re.IGNORECASE)
_SIZE = re.compile(r"\s*(\d[\d,.]*)\s*(" + "|".join(sorted(SIZE_UNITS, key=len, reverse=True)) + r")\s*",
                   re.IGNORECASE)


@dataclass(frozen=True)
class Size:
    """A data size as written: the number, how far it may lie (its rounding), and the unit's power of 1024 or 1000."""

    value: float
    slack: float
    power: int

    def same(self, other: Size) -> bool:
        """Whether two sizes, each within its rounding, may be the same number of bytes (binary or decimal units).

        >>> Size(31590, 0.5, 0).same(Size(30.85, 0.005, 1)), Size(31590, 0.5, 0).same(Size(30, 0.5, 1))
        (True, False)
        """
        for base in (1024, 1000):
            mine, theirs = base ** self.power, base ** other.power
            reach = (self.slack * mine + other.slack * theirs) * (1 + 1e-9) + 1e-9
            if abs(self.value * mine - other.value * theirs) <= reach:
                return True
        return False


def size_of(text: str) -> Size | None:
    """The data size a text is, when it is only a number and a unit of size ("31590 bytes", "30.85 KB")."""
    match = _SIZE.fullmatch(text)
    if match is None:
        return None
    found = numbers(match.group(1))
    if len(found) != 1:
        return None
    return Size(found[0].value, found[0].slack, SIZE_UNITS[match.group(2).casefold()])


def size_after(text: str, number: Number) -> Size | None:
    """``number`` of ``text`` as a data size, when a unit of size follows it ("30.85 KB")."""
    match = _SIZE_AFTER.match(text, number.end)
    return None if match is None else Size(number.value, number.slack, SIZE_UNITS[match.group(1).casefold()])


def negated(text: str, start: int) -> bool:
    """Whether a negation word stands within the two words before ``start``, in the same clause."""
    clause = _CLAUSE.split(text[max(0, start - 60):start])[-1]
    return any(word in NEGATIONS for word in clause.split()[-2:])


class Negations:
    """:func:`negated` for many positions of one text, looked up only where a negation word ends close before.

    >>> text = "not 7.875 but 7.9, and no 3"
    >>> found = Negations(text)
    >>> [found(text.index(word)) == negated(text, text.index(word)) for word in ("7.875", "7.9", "3")]
    [True, True, True]
    """

    __slots__ = ("_text", "_ends")

    def __init__(self, text: str) -> None:
        """Find where every possible negation word of ``text`` ends."""
        self._text = text
        ends = set()
        for word in NEGATIONS:  # every occurrence of every word, also inside another ("kein" in "keine")
            at = text.find(word)
            while at >= 0:
                ends.add(at + len(word))
                at = text.find(word, at + 1)
        self._ends = sorted(ends)

    def __call__(self, start: int) -> bool:
        """``negated(text, start)``: computed only when a negation word ends within the 60 characters before."""
        i = bisect.bisect_right(self._ends, start)
        return i > 0 and start - self._ends[i - 1] < 60 and negated(self._text, start)


def _minus(text: str, start: int) -> bool:
    """Whether a minus sign stands right before ``start`` (and is no dash between two words or numbers)."""
    return start > 0 and text[start - 1] in "-−" and (start == 1 or not text[start - 2].isalnum())


def _plain(token: str) -> str:
    """A written number as Python reads it: a decimal comma as a point, the marks between thousands dropped.

    >>> [_plain(t) for t in ("1,250.5", "2,88", "3157,6875", "12.630,75", "12,630", "1 400", "12\u202f630,75")]
    ['1250.5', '2.88', '3157.6875', '12630.75', '12630', '1400', '12630.75']
    """
    token = token.replace(" ", "").replace("\u00a0", "").replace("\u202f", "")
    if "." in token and "," in token and token.rfind(",") > token.rfind("."):  # 12.630,75
        return token.replace(".", "").replace(",", ".")
    return token.replace(",", ".") if _COMMA.fullmatch(token) else token.replace(",", "")


def read_written(text: str) -> tuple[float, ...]:
    """The values of the numbers written in ``text`` (no durations, denials or alternatives), read afresh."""
    return tuple(float(_plain(token)) for token in _NUMBER.findall(text))


@by_text
def written(text: str) -> tuple[float, ...]:
    """:func:`read_written`, remembered per text (results repeat)."""
    return read_written(text)


def numbers(text: str) -> list[Number]:
    """Every number written in ``text``, in order (durations in hours and minutes as one number, in hours).

    Read once per text (the judge's checks of a turn read the same replies).

    >>> [(n.value, n.slack) for n in numbers("about 7.9 h, 2,88 m², $6,694.90")]
    [(7.9, 0.05), (2.88, 0.005), (6694.9, 0.005)]
    >>> [n.value for n in numbers("7 hours and 52.5 minutes; USR003")]
    [7.875]
    >>> [f"{n.value:.4g}" for n in numbers("≈ 5,635·10¹⁴ Hz, 5.32 × 10^-7 m")]
    ['5.635e+14', '5.32e-07']
    >>> [(n.says(166.6666), n.says(166.6659)) for n in numbers("166.666… each")]
    [(True, False)]
    >>> [n.value for n in numbers(chr(10).join(["Steps:", "1. 2 onions", "2) simmer 25 min", "That is 3. Done"]))]
    [2.0, 25.0, 3.0]
    """
    return list(_numbers(text))


@by_text
def _numbers(text: str) -> tuple[Number, ...]:
    found: list[Number] = []
    taken: list[tuple[int, int]] = []
    denied = Negations(text)
    for match in _DURATION.finditer(text):
        hours = int(match.group(1)) + float(match.group(2).replace(",", ".")) / 60
        found.append(Number(hours, 0.5 / 60, match.start(), match.end(), denied(match.start()), unit="hour"))
        taken.append(match.span())
    for match in _SCIENTIFIC.finditer(text):
        mantissa = match.group(1).replace(",", ".")
        power = int((match.group(2) or match.group(3)).translate(_SUPERSCRIPT).replace("−", "-"))
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        found.append(Number(float(mantissa) * 10.0 ** power, 0.5 * 10.0 ** (power - decimals), match.start(),
                            match.end(), denied(match.start()), negative=_minus(text, match.start())))
        taken.append(match.span())
    for match in _DOTTED_DATE.finditer(text):
        found.extend(Number(float(match.group(i)), 0.0, match.start(i), match.end(i), denied(match.start()))
                     for i in (1, 2, 3))
        taken.append(match.span())
    for match in _NUMBER.finditer(text):
        if taken and any(start <= match.start() < end for start, end in taken):
            continue
        if _MARKER.match(text, match.end()) and not text[text.rfind("\n", 0, match.start()) + 1:match.start()].strip(" \t*-#"):
            continue  # "3. salt": a list's item number at the start of a line, no quantity
        plain = _plain(match.group())
        mantissa = plain.lower().split("e")[0]
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        digits = len(mantissa.replace(".", "").lstrip("0"))
        slack = 0.5 * 10.0 ** -decimals if digits >= 2 else 0.0
        alt = float(plain.replace(".", "")) if _GROUPED.fullmatch(match.group()) else None
        value = float(plain)
        if decimals and _CUT.match(text, match.end()):  # "166.666…": cut, not rounded: it says [166.666, 166.667)
            value, slack = value + 0.5 * 10.0 ** -decimals, 0.5 * 10.0 ** -decimals
        found.append(Number(value, slack, match.start(), match.end(), denied(match.start()),
                            unit=unit_after(text, match.end()), negative=_minus(text, match.start()), alt=alt))
    found.sort(key=lambda n: n.start)
    return tuple(_offered(text, found))


def _offered(text: str, found: list[Number]) -> list[Number]:
    """Mark the runs of numbers joined by commas and an "or" (alternatives) as offered."""
    marked = list(found)
    run = [0] if found else []
    for i in range(1, len(found) + 1):
        joined = i < len(found) and _OR.match(text[found[i - 1].end:found[i].start]) is not None
        if joined:
            run.append(i)
            continue
        gaps = [text[found[j - 1].end:found[j].start] for j in run[1:]]
        if any(re.search(r"\b(?:or|o|ou|oder|oppure|ó)\b", gap, re.IGNORECASE) for gap in gaps):
            for j in run:
                n = marked[j]
                marked[j] = dataclasses.replace(n, offered=True)
        run = [i]
    return marked
