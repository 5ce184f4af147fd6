"""Word lists the transforms draw names and paraphrases from (toolsim's own)."""

from __future__ import annotations

VERBS = (
    "fetch", "sync", "apply", "resolve", "collect", "process", "update", "handle", "dispatch", "compute",
    "archive", "register", "render", "normalize", "lookup", "submit", "refresh", "merge", "adjust", "track",
)
NOUNS = (
    "record", "entry", "item", "ledger", "batch", "payload", "asset", "profile", "channel", "bundle",
    "token", "slot", "queue", "node", "index", "report", "thread", "target", "draft", "handle",
)
PARAM_WORDS = (
    "target", "source", "value", "key", "label", "count", "mode", "ref", "data", "spec", "input", "item",
    "scope", "field", "tag", "option", "content", "unit", "level", "entry",
)

#: word -> other words that could stand for it, for noisy paraphrases.
SYNONYMS: dict[str, tuple[str, ...]] = {
    "get": ("obtain", "retrieve", "fetch"),
    "list": ("enumerate", "show"),
    "create": ("make", "set up", "produce"),
    "delete": ("remove", "erase", "drop"),
    "remove": ("delete", "take away"),
    "return": ("give back", "yield"),
    "returns": ("gives back", "yields"),
    "file": ("document", "file object"),
    "directory": ("folder",),
    "folder": ("directory",),
    "current": ("present", "active"),
    "name": ("title", "label"),
    "user": ("account holder", "person"),
    "message": ("note", "text"),
    "send": ("transmit", "deliver"),
    "the": ("the", "this"),
    "a": ("a", "some"),
    "new": ("fresh",),
    "set": ("assign", "configure"),
    "check": ("verify", "inspect"),
    "find": ("search for", "locate"),
    "amount": ("sum", "quantity"),
    "number": ("count", "figure"),
    "value": ("quantity", "figure"),
    "price": ("cost",),
    "order": ("request", "purchase"),
    "move": ("shift", "relocate"),
    "copy": ("duplicate",),
    "string": ("text",),
    "id": ("identifier",),
    "given": ("specified", "provided"),
    "specified": ("given",),
    "show": ("display", "print"),
    "add": ("append", "insert"),
    "update": ("modify", "change"),
    "book": ("reserve",),
    "account": ("profile",),
}
FILLERS = (
    "Use with care.", "Behaviour may differ in some setups.", "See also the related functions.",
    "Handy in many situations.", "Results are not cached.", "Mostly used by admins.",
)
#: Look-alike tools: name pattern and what the look-alike does instead ({name}: the tool it mimics).
LOOKALIKES = (
    ("{name}_preview", "Shows what {name} would do, without doing it: nothing is changed."),
    ("schedule_{name}", "Queues {name} to run at a later date; nothing happens now."),
    ("{name}_legacy", "Old version of {name}, kept for clients that no longer exist; it has no effect."),
    ("bulk_{name}", "Applies {name} to every matching item of every user at once."),
    ("{name}_draft", "Prepares a draft of {name} for someone else to approve; nothing is done."),
    ("test_{name}", "Runs {name} against a throwaway test copy; the real data stay as they are."),
    ("{name}_v0", "An experimental variant of {name} that answers with sample data."),
    ("undo_{name}", "Reverts the last {name}."),
)
