"""What can be wrong with a domain's request phrasings, and where a lookup slot's value comes from.

The rules of :func:`check_phrasings`, kept simple on purpose:

- every phrasing names a tool of the domain and is written in one of :data:`LANGUAGES`;
- every tool has at least :data:`MIN_PER_LANGUAGE` phrasings in each language;
- a placeholder is a plain name: a parameter of the tool, or a *lookup slot* (below); no format spec,
  conversion, attribute or index; a parameter is not both a placeholder and fixed; fixed names are
  parameters; what a phrasing says a value means (``means``) names a parameter and a known meaning;
- the text names no tool as code: no name with an underscore or an inner capital (``get_user_id``,
  ``setHeadlights``), no shell abbreviation (a tool name without a vowel or starting with three
  consonants: ``ls``, ``pwd``, ``mkdir``), and no tool name in backticks or followed by ``(``;
- a phrasing that switches something off (``activate``, ``enable`` or ``on`` fixed false) states no
  other value: a setting's values mean nothing once it is off, so a user would make them up;
- a required parameter the phrasing neither states nor fixes must have a kind (``consumes``) that another
  tool of the same domain produces, so the model can look it up or take it from an earlier result.

A lookup slot is a placeholder naming a parameter of another tool of the domain that produces the kind
of a parameter this phrasing leaves out: the user names the person, the model looks the id up.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import TYPE_CHECKING

from sandbox.tools.phrasing_base import MEANINGS, Phrasing
from sandbox.tools.phrasing_style import LANGUAGES

if TYPE_CHECKING:
    from sandbox.tools.domain import Domain
    from sandbox.tools.spec import ToolSpec

__all__ = ["MIN_PER_LANGUAGE", "check_phrasings", "lookup_sources"]

#: The fewest phrasings a tool needs in each language.
MIN_PER_LANGUAGE = 3
#: Parameters that switch a setting on (true) or off (false).
SWITCHES = frozenset({"activate", "enable", "on"})
_FORMATTER = string.Formatter()


def _producers(tools: Mapping[str, ToolSpec], kind: str, but: str) -> list[str]:
    return sorted(name for name, spec in tools.items() if name != but and kind in spec.produces.values())


def lookup_sources(domain: Domain, tool: str, phrasing: Phrasing) -> dict[str, tuple[str, str]]:
    """Each lookup slot of ``phrasing`` (for ``tool`` of ``domain``): slot -> (producing tool, parameter it fills).

    The producing tool is the first, by name, of the domain's tools that take the slot as a parameter and
    produce the kind of a parameter of ``tool`` the phrasing leaves out. Slots that are the tool's own
    parameters, and slots no tool explains, are not in the result.
    """
    spec = domain.tools[tool]
    stated = phrasing.slots() | {name for name, _ in phrasing.fixed}
    sources: dict[str, tuple[str, str]] = {}
    for slot in sorted(phrasing.slots() - spec.param_names):
        for param in spec.params:
            if param.name in stated or param.kind is None:
                continue
            found = [name for name in _producers(domain.tools, param.kind, tool) if slot in domain.tools[name].param_names]
            if found:
                sources[slot] = (found[0], param.name)
                break
    return sources


def _code_names(tools: Mapping[str, ToolSpec]) -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for name in tools:
        plain = "_" not in name and not re.search(r"[a-z][A-Z]", name)
        abbreviation = not re.search(r"[aeiouy]", name) or re.match(r"[^aeiouy]{3}", name)
        if plain and not abbreviation:
            pattern = rf"`{re.escape(name)}`|\b{re.escape(name)}\s*\("
        else:
            pattern = rf"(?<![\w{{]){re.escape(name)}(?![\w}}])"
        found.append((name, re.compile(pattern, re.IGNORECASE)))
    return found


def _check_one(domain: Domain, tool: str, phrasing: Phrasing, code_names: list[tuple[str, re.Pattern[str]]]) -> list[str]:
    spec = domain.tools[tool]
    where = f"{domain.name}.{tool} [{phrasing.language}] {phrasing.text!r}"
    if phrasing.language not in LANGUAGES:
        return [f"{where}: unknown language (expected one of {', '.join(LANGUAGES)})"]
    try:
        fields = [(name, spec_, conv) for _, name, spec_, conv in _FORMATTER.parse(phrasing.text) if name is not None]
    except ValueError as exc:
        return [f"{where}: braces do not parse ({exc})"]
    problems = [f"{where}: placeholder {{{name}}} is not a plain name" for name, format_spec, conversion in fields
                if not name.isidentifier() or format_spec or conversion]
    fixed = [name for name, _ in phrasing.fixed]
    lookups = lookup_sources(domain, tool, phrasing)
    for slot in sorted(phrasing.slots() - spec.param_names - set(lookups)):
        problems.append(f"{where}: unknown placeholder {{{slot}}}")
    for name in fixed:
        if name not in spec.param_names:
            problems.append(f"{where}: fixed argument {name!r} is not a parameter")
        if name in phrasing.slots():
            problems.append(f"{where}: {name!r} is both a placeholder and fixed")
    for name, meaning in phrasing.means:
        if name not in spec.param_names or meaning not in MEANINGS:
            problems.append(f"{where}: means {meaning!r} of {name!r}, not a known meaning of a parameter")
    if phrasing.one and Phrasing(phrasing.language, phrasing.one).slots() != phrasing.slots():
        problems.append(f"{where}: its one-item text {phrasing.one!r} has other placeholders")
    literal = "".join(part + ("\x00" if name is not None else "") for part, name, _, _ in _FORMATTER.parse(phrasing.text))
    problems += [f"{where}: names the tool {name!r}" for name, pattern in code_names if pattern.search(literal)]
    if any(name in SWITCHES and value is False for name, value in phrasing.fixed) and phrasing.slots():
        problems.append(f"{where}: switches something off yet states {', '.join(sorted(phrasing.slots()))}")
    stated = phrasing.slots() | set(fixed)
    for param in spec.params:
        if param.required and param.name not in stated and not (param.kind and _producers(domain.tools, param.kind, tool)):
            problems.append(f"{where}: required parameter {param.name!r} is neither stated nor produced by another tool")
    return problems


def check_phrasings(domain: Domain) -> list[str]:
    """Every problem with ``domain``'s phrasings, one line each (empty when there is none); see the module doc."""
    if not domain.phrasings:
        return [f"{domain.name}: declares no phrasings"]
    code_names = _code_names(domain.tools)
    problems = [f"{domain.name}: phrasings for unknown tool {tool!r}" for tool in domain.phrasings if tool not in domain.tools]
    for tool in domain.tools:
        phrasings = domain.phrasings.get(tool, ())
        for language in LANGUAGES:
            count = sum(p.language == language for p in phrasings)
            if count < MIN_PER_LANGUAGE:
                problems.append(f"{domain.name}.{tool}: {count} phrasing(s) in {language!r}, at least {MIN_PER_LANGUAGE} needed")
        for phrasing in phrasings:
            problems += _check_one(domain, tool, phrasing, code_names)
    return problems
