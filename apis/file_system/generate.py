"""Plausible file systems drawn from a seed: a user's home folder with themed folders of real-looking files.

A home folder (named after its user) holds two to four themed folders and a few loose files; each themed
folder holds ``records`` files whose names and contents fit the theme, and sometimes a subfolder, and a
loose file (``weekly_invoice.txt``) is a theme's too, in name and lines. File names within a folder
differ; contents are lines of words and numbers, so counting, searching and sorting find something.

>>> import random
>>> config = generate_config(random.Random(3), 3)
>>> [home] = config["root"]
>>> folders = [n for n, e in config["root"][home]["contents"].items() if e["type"] == "directory"]
>>> len(folders) >= 2
True
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools import fake

#: Theme -> (stems of its file names, their extensions, the words its files' lines are made of).
_THEMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "documents": (("letter", "contract", "invoice", "receipt", "lease", "statement"), ("txt", "pdf", "md"),
                  ("total", "due", "paid", "signed", "amount", "date", "account", "balance")),
    "reports": (("sales", "traffic", "budget", "audit", "inventory", "survey"), ("txt", "csv", "md"),
                ("revenue", "growth", "quarter", "region", "units", "target", "missed", "reached")),
    "projects": (("roadmap", "notes", "tasks", "design", "spec", "backlog"), ("md", "txt"),
                 ("deadline", "owner", "status", "done", "blocked", "review", "milestone", "release")),
    "recipes": (("lasagna", "curry", "pancakes", "risotto", "salad", "brownies"), ("txt", "md"),
                ("cup", "flour", "salt", "minutes", "oven", "sugar", "butter", "serves")),
    "travel": (("itinerary", "packing", "hotels", "budget", "visa", "tickets"), ("txt", "md"),
               ("flight", "gate", "hotel", "night", "museum", "train", "passport", "booked")),
    "school": (("essay", "homework", "syllabus", "grades", "notes", "thesis"), ("txt", "docx", "md"),
               ("chapter", "due", "grade", "lecture", "exam", "pages", "draft", "sources")),
    "music": (("setlist", "lyrics", "playlist", "chords", "rehearsal", "gear"), ("txt", "md"),
              ("verse", "chorus", "tempo", "key", "bridge", "track", "minutes", "song")),
    "finance": (("expenses", "taxes", "savings", "bills", "payroll", "ledger"), ("csv", "txt"),
                ("rent", "electricity", "groceries", "salary", "refund", "fee", "total", "paid")),
}


def _content(rng: random.Random, words: tuple[str, ...]) -> str:
    lines = []
    for _ in range(rng.randrange(2, 6)):
        chosen = [fake.pick(rng, words) for _ in range(rng.randrange(2, 5))]
        lines.append(f"{' '.join(chosen)} {rng.randrange(1, 500)}")
    return "\n".join(lines)


def _folder(rng: random.Random, theme: str, records: int, depth: int) -> dict[str, Any]:
    stems, extensions, words = _THEMES[theme]
    contents: dict[str, Any] = {}
    while len(contents) < records:
        name = f"{fake.pick(rng, stems)}.{fake.pick(rng, extensions)}"
        if name in contents:
            stem, extension = name.rsplit(".", 1)
            name = f"{stem}_{rng.randrange(2, 100)}.{extension}"
        if name not in contents:
            contents[name] = {"type": "file", "content": _content(rng, words)}
    if depth == 0 and rng.random() < 0.5:
        contents[fake.pick(rng, ("archive", "old", "drafts", "2025"))] = _folder(rng, theme, max(2, records // 2), 1)
    return {"type": "directory", "contents": contents}


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A file system configuration: a home folder with themed folders of ``records`` files each."""
    first, _ = fake.person(rng)
    home: dict[str, Any] = {}
    for theme in fake.distinct(rng, sorted(_THEMES), rng.randrange(2, 5)):
        home[theme] = _folder(rng, theme, records, 0)
    for _ in range(rng.randrange(1, 3)):  # a loose file of a theme: its name and its lines the theme's own
        stems, _, words = _THEMES[fake.pick(rng, sorted(_THEMES))]
        stem = f"{fake.pick(rng, fake.QUALIFIERS)}_{fake.pick(rng, stems)}.txt"
        home.setdefault(stem, {"type": "file", "content": _content(rng, words)})
    return {"root": {first.lower(): {"type": "directory", "contents": home}}}
