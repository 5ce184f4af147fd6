"""The tool model: ``@tool`` marks a typed, documented method of a domain API as a tool.

The signature and the Google docstring are the only schema. A parameter without a description in
the docstring's ``Args:`` section is a definition error, found when the domain is built.

Semantic *kinds* (``consumes`` / ``produces``) say what sort of value a parameter takes or a
result field gives (a file name, a user id, an amount...). The function-dependency graph links a
producer to every consumer of the same kind.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar, overload

from sandbox.tools.docstrings import parse_docstring
from sandbox.tools.errors import ToolDefinitionError
from sandbox.tools.types import Conformer, JsonDict, conformer, schema_for, strip_optional

F = TypeVar("F", bound=Callable[..., Any])

_MARK = "__toolsim_tool__"
_NO_DEFAULT: Any = inspect.Parameter.empty


@dataclass(frozen=True)
class ToolMeta:
    """What ``@tool`` records on a function before the domain turns it into a :class:`ToolSpec`."""

    mutates: bool
    consumes: Mapping[str, str]
    produces: Mapping[str, str]
    name: str | None
    effect: bool = False


@dataclass(frozen=True)
class ParamSpec:
    """One parameter of a tool."""

    name: str
    annotation: Any
    description: str
    required: bool
    default: Any = None
    kind: str | None = None

    @cached_property  # (it writes the instance's __dict__ itself, which a frozen dataclass allows)
    def conform(self) -> Conformer:
        """The type check of :func:`~sandbox.tools.types.conform` for this parameter, made once: ``(value, coerce, path)``."""
        return conformer(self.annotation)

    def json_schema(self) -> JsonDict:
        """The JSON schema of this parameter, with its description and default."""
        schema = dict(schema_for(self.annotation))
        schema["description"] = self.description
        if not self.required and self.default is not None:
            schema["default"] = self.default
        return schema


@dataclass(frozen=True)
class ToolSpec:
    """Everything known about one tool: its schema, side effects, kinds and the function itself."""

    name: str
    summary: str
    description: str
    params: tuple[ParamSpec, ...]
    mutates: bool
    returns: str
    produces: Mapping[str, str]
    func: Callable[..., Any] = field(repr=False, compare=False)
    domain: str = ""
    #: It acts outside the state (shows a message, writes to support): a turn that asks for it needs the call.
    effect: bool = False

    @cached_property
    def param_names(self) -> frozenset[str]:
        """The names of all parameters (worked out once per spec)."""
        return frozenset(p.name for p in self.params)

    def full_description(self) -> str:
        """The description shown to a model: summary, details and what the tool returns."""
        parts = [self.summary]
        if self.description:
            parts.append(self.description)
        if self.returns:
            parts.append(f"Returns: {self.returns}")
        return "\n\n".join(parts)

    def parameters_schema(self) -> JsonDict:
        """The JSON schema object describing all parameters."""
        return {
            "type": "object",
            "properties": {p.name: p.json_schema() for p in self.params},
            "required": [p.name for p in self.params if p.required],
        }

    def openai_schema(self) -> JsonDict:
        """The tool in OpenAI's ``tools`` format (also accepted by litellm for every provider).

        Built once per spec: every call returns the same dict, so treat it as read-only.
        """
        return self._openai_schema

    @cached_property
    def _openai_schema(self) -> JsonDict:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.full_description(), "parameters": self.parameters_schema()},
        }


@overload
def tool(func: F, /) -> F: ...


@overload
def tool(
    *,
    mutates: bool = True,
    consumes: Mapping[str, str] | None = None,
    produces: Mapping[str, str] | None = None,
    name: str | None = None,
    effect: bool = False,
) -> Callable[[F], F]: ...


def tool(
    func: F | None = None,
    /,
    *,
    mutates: bool = True,
    consumes: Mapping[str, str] | None = None,
    produces: Mapping[str, str] | None = None,
    name: str | None = None,
    effect: bool = False,
) -> F | Callable[[F], F]:
    """Mark a domain API method as a tool.

    Usable bare (``@tool``) or with options (``@tool(mutates=False)``).

    Args:
        func: The method (given when used bare).
        mutates: Whether the tool may change state; read-only tools are checked to leave an empty diff.
        consumes: Parameter name -> semantic kind of value it takes.
        produces: Result field -> semantic kind of value it gives (``"."`` for the whole result).
        name: The tool's public name, if not the method name.
        effect: It acts outside the domain's state (shows a message on a display, writes to a support
            desk) while changing nothing in it: the native judge needs the call made, with the gold's
            arguments, where the gold makes it.

    Returns:
        The same function, marked.
    """
    meta = ToolMeta(mutates=mutates, consumes=dict(consumes or {}), produces=dict(produces or {}), name=name,
                    effect=effect)

    def mark(f: F) -> F:
        setattr(f, _MARK, meta)
        return f

    return mark(func) if func is not None else mark


def tool_meta(obj: object) -> ToolMeta | None:
    """Return the ``@tool`` marker of an attribute, or ``None``."""
    meta = getattr(obj, _MARK, None)
    return meta if isinstance(meta, ToolMeta) else None


def build_spec(func: Callable[..., Any], meta: ToolMeta, domain: str = "") -> ToolSpec:
    """Turn a marked method into a :class:`ToolSpec`.

    Raises:
        ToolDefinitionError: Undocumented or unannotated parameter, unsupported type, ``*args``,
            or a kind declared for a parameter that does not exist.
    """
    name = meta.name or func.__name__
    doc = parse_docstring(func.__doc__)
    if not doc.summary:
        raise ToolDefinitionError(f"tool {name!r} has no docstring")
    hints = typing.get_type_hints(func)
    params: list[ParamSpec] = []
    for pname, param in inspect.signature(func).parameters.items():
        if pname == "self":
            continue
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise ToolDefinitionError(f"tool {name!r}: *args/**kwargs are not allowed")
        if pname not in hints:
            raise ToolDefinitionError(f"tool {name!r}: parameter {pname!r} has no type annotation")
        if pname not in doc.args:
            raise ToolDefinitionError(f"tool {name!r}: parameter {pname!r} is not documented under Args:")
        schema_for(hints[pname])  # fail early on unsupported types
        required = param.default is _NO_DEFAULT
        _, optional = strip_optional(hints[pname])
        params.append(
            ParamSpec(
                name=pname,
                annotation=hints[pname],
                description=doc.args[pname],
                required=required,
                default=None if required else param.default,
                kind=meta.consumes.get(pname),
            )
        )
    unknown = set(meta.consumes) - {p.name for p in params}
    if unknown:
        raise ToolDefinitionError(f"tool {name!r}: consumes names unknown parameters {sorted(unknown)}")
    extra_docs = set(doc.args) - {p.name for p in params}
    if extra_docs:
        raise ToolDefinitionError(f"tool {name!r}: documents parameters it does not have {sorted(extra_docs)}")
    return ToolSpec(
        name=name,
        summary=doc.summary,
        description=doc.description,
        params=tuple(params),
        mutates=meta.mutates,
        returns=doc.returns,
        produces=dict(meta.produces),
        func=func,
        domain=domain,
        effect=meta.effect,
    )


def collect_tools(api_class: type, domain: str = "") -> dict[str, ToolSpec]:
    """Build the specs of every ``@tool`` method of a class (including inherited ones), by name."""
    specs: dict[str, ToolSpec] = {}
    for klass in reversed(api_class.__mro__):
        for attr in vars(klass).values():
            meta = tool_meta(attr)
            if meta is not None:
                spec = build_spec(attr, meta, domain)
                specs[spec.name] = spec
    return dict(sorted(specs.items()))
