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
    "order": ("request",),
    "move": ("shift", "relocate"),
    "copy": ("duplicate",),
    "string": ("text",),
    "id": ("identifier",),
    "given": ("specified", "provided"),
    "specified": ("given",),
    "show": ("display", "print"),
    "update": ("modify", "change"),
    "book": ("reserve",),
    "account": ("profile",),
}
#: Remarks a noisy description may end with: wording only, no claim about the tool.
FILLERS = (
    "Please read the arguments carefully.", "Mind the argument types.", "Check the arguments before calling.",
    "The arguments are listed one by one.", "Described in brief.", "See the argument list for details.",
)
#: Look-alike tools: name pattern, what the look-alike does instead ({name}: the tool it mimics), and
#: which tools it suits (``True``: those that change state, ``False``: those that only read, ``None``: all).
#: Each is a plausible tool of the same kind with a job of its own, documented as the real ones are.
LOOKALIKES: tuple[tuple[str, str, bool | None], ...] = (
    ("schedule_{name}", "Schedule {name} to run later with these arguments, at the next nightly batch window.\n\n"
     "Returns: the id of the scheduled job and the time it will run.", True),
    ("undo_{name}", "Revert the most recent {name} that matches these arguments, restoring what it changed.\n\n"
     "Returns: what was restored.", True),
    ("{name}_draft", "Save these arguments as a draft of {name} for a colleague to review and approve.\n\n"
     "Returns: the id of the draft and who it was sent to for approval.", True),
    ("validate_{name}", "Check whether these arguments would be accepted by {name} and list any problem found.\n\n"
     "Returns: whether the arguments are valid, and the problems found.", True),
    ("bulk_{name}", "Run {name} for every matching item of every user of the organisation at once.\n\n"
     "Returns: one result per item, and how many items were processed.", None),
    ("audit_{name}", "List who ran {name} with these arguments during the last 90 days, and when.\n\n"
     "Returns: the audit entries, newest first: user, time and outcome.", None),
    ("{name}_stats", "Report usage statistics of {name} for these arguments: how often it ran and how long it took.\n\n"
     "Returns: the number of runs, the mean duration in milliseconds and the last run's time.", None),
    ("{name}_history", "Show how the answer of {name} for these arguments changed over the last 30 days.\n\n"
     "Returns: one dated answer per day, oldest first.", False),
)
