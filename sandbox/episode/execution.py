"""Execute tool calls against an episode's domain instances, through an allow-list.

Nothing a model writes is evaluated: a call is a name and a dict of JSON values. The name must be a
tool of one of the episode's domains, offered in the current turn; the arguments must match the
tool's signature. Anything else is refused with a structured error and nothing runs.
"""

from __future__ import annotations

import copy
import pickle
import traceback
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from sandbox.episode.bounds import MAX_RESULT_CHARS, clip
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.perturb import DecoySpec
from sandbox.tools.context import SWAP, EpisodeContext, Profile
from sandbox.tools.domain import Domain, DomainAPI
from sandbox.tools.pristine import PRISTINE
from sandbox.tools.errors import ToolError
from sandbox.tools.serialize import error_output, finite_output
from sandbox.tools.spec import ToolSpec
from sandbox.tools.types import ValueTypeError


@dataclass(frozen=True)
class BoundTool:
    """A tool spec together with the API instance it runs on."""

    spec: ToolSpec
    api: DomainAPI[Any]


class Refusal(Exception):
    """A call that must not run; carries the error class and message for the model."""

    def __init__(self, error: str, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


class Snapshot:
    """Some domains' instances of a toolbox at one moment, kept as a pickle to fork copies from.

    A fork is what ``copy.deepcopy`` of those instances together gives (a reference the instances
    share stays shared, among them and with nothing else), made by unpickling, which costs a
    fraction of a deep copy. Instances that cannot be pickled are deep-copied for each fork.
    """

    def __init__(self, box: Toolbox, domains: Collection[str]) -> None:
        self.box = box
        self.names = sorted(domains)
        # (the toolbox's bookkeeping as it is now: a fork made after later calls still starts from here)
        self.projected, self.untouched = dict(box._projected), set(box._untouched)
        apis = [box.apis[name] for name in self.names]
        token = SWAP.set(None)  # (a reference to the episode context is copied, never swapped)
        try:
            self.blob: bytes | None = pickle.dumps(apis, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - whatever stops pickling, the instances are deep-copied
            self.blob = None
        finally:
            SWAP.reset(token)

    def fork(self) -> Toolbox:
        """A toolbox of fresh copies of the snapshot's instances, sharing the toolbox's other domains."""
        if self.blob is None:
            memo: dict[int, Any] = {id(bound.spec): bound.spec for bound in self.box.tools.values()}
            apis = copy.deepcopy([self.box.apis[name] for name in self.names], memo)
        else:
            token = SWAP.set(None)
            try:
                apis = pickle.loads(self.blob)
            finally:
                SWAP.reset(token)
        return self.box._twin(dict(zip(self.names, apis)), self.projected, self.untouched)


def unparsed_result(text: str, message: str, profile: Profile) -> CallResult:
    """The result of a call string that does not parse: an error for that call alone, nothing run."""
    detail = f"could not parse call {text[:200]!r}: {message}"
    return CallResult(
        call=ToolCall(name="<unparsed>", arguments={"text": text[:2000]}), output=error_output(detail, profile),
        status="rejected", error="parse_error", detail=detail,
    )


class Toolbox:
    """The live tools of one episode: one API instance per domain.

    Args:
        domains: The episode's domains with their initial configurations.
        ctx: The episode context (seed, clock, profile, long context).
    """

    def __init__(self, domains: Mapping[Domain, Mapping[str, Any] | None], ctx: EpisodeContext) -> None:
        self.ctx = ctx
        self.apis: dict[str, DomainAPI[Any]] = {}
        self.tools: dict[str, BoundTool] = {}
        self._projected: dict[str, Any] = {}  # domain -> its last projection, while no call has run on it
        self._owner: dict[str, str] = {}  # tool -> domain
        self._names: dict[str, list[str]] = {domain.name: [] for domain in domains}  # domain -> its tools
        self._untouched = {domain.name for domain in domains}  # no call has run on these yet
        for domain, config in domains.items():
            api = domain.create(config, ctx)
            self.apis[domain.name] = api
            for name, spec in domain.tools.items():
                if name in self.tools:
                    other = self.tools[name].spec.domain
                    raise ValueError(f"tool {name!r} is defined by both {other!r} and {domain.name!r}")
                self.tools[name] = BoundTool(spec, api)
                self._owner[name] = domain.name
                self._names[domain.name].append(name)

    def fork(self, tools: Collection[str]) -> Toolbox:
        """A copy for calls to the named tools: their domains' instances are deep copies, the others shared.

        Calls on the copy must only reach the domains of ``tools`` (a call on a shared domain would
        change the original too); for those, the copy behaves as a deep copy of the whole toolbox.
        Tool specs are shared, never copied. A name that is no tool here is ignored.
        """
        return self.snapshot(tools).fork()

    def snapshot(self, tools: Collection[str]) -> Snapshot:
        """The instances of the named tools' domains as they are now, to make any number of :meth:`fork` s from.

        Taking the snapshot costs about one copy, each fork from it a fraction of one. The snapshot
        does not follow later calls on this toolbox: take a new one after a call runs here.
        """
        return Snapshot(self, {self._owner[name] for name in tools if name in self._owner})

    @property
    def profile(self) -> Profile:
        """The episode's compatibility profile."""
        return self.ctx.profile

    def specs(self, names: Collection[str] | None = None) -> list[ToolSpec]:
        """The specs of the named tools (all tools when ``names`` is ``None``), sorted by name."""
        return [t.spec for n, t in sorted(self.tools.items()) if names is None or n in names]

    def projection(self) -> dict[str, Any]:
        """The observable state of every domain, keyed by domain name, projected afresh."""
        self._projected = {name: api.projection() for name, api in self.apis.items()}
        return {name: self._projected[name] for name in sorted(self.apis)}

    def current_projection(self) -> dict[str, Any]:
        """:meth:`projection` for the episode loop, where state changes only through :meth:`execute`.

        Only domains on which a state-changing call ran since the last projection are projected
        again (a tool declared ``mutates=False`` is checked to leave the projection unchanged, by
        :func:`sandbox.testing.domain_machine`); the others'
        projections are the same objects as last time (treat them as read-only), so comparing two
        projections of an episode costs little where nothing changed.
        """
        for name, api in self.apis.items():
            if name not in self._projected:
                fresh = name in self._untouched  # as loaded: its projection is shared by every copy
                self._projected[name] = PRISTINE.initial_projection(api, api.projection) if fresh else api.projection()
        return {name: self._projected[name] for name in sorted(self.apis)}

    def assume_projection(self, state: dict[str, Any]) -> None:
        """Take ``state`` as the current projection of a toolbox that no call has touched yet.

        For a fresh toolbox whose state is known to equal ``state`` (the gold twin's initial state
        of the same scenario), this saves projecting it again and lets comparisons share objects.
        """
        if set(state) != set(self.apis):
            raise ValueError(f"projection of {sorted(state)} given for a toolbox of {sorted(self.apis)}")
        self._projected = dict(state)

    def _twin(self, apis: Mapping[str, DomainAPI[Any]], projected: Mapping[str, Any] | None = None,
              untouched: set[str] | None = None) -> Toolbox:
        """A copy of this toolbox whose instances of the domains in ``apis`` are these (the others shared).

        ``projected`` and ``untouched`` are the bookkeeping to start from (this toolbox's now, if not given).
        """
        twin = copy.copy(self)
        twin.apis = {name: apis.get(name, api) for name, api in self.apis.items()}
        twin.tools = dict(self.tools)
        for domain, api in apis.items():
            for name in self._names[domain]:
                twin.tools[name] = BoundTool(self.tools[name].spec, api)
        twin._projected = dict(self._projected if projected is None else projected)
        twin._untouched = set(self._untouched if untouched is None else untouched)
        return twin

    def _resolve(self, call: ToolCall, offered: Collection[str] | None) -> tuple[BoundTool, list[str]]:
        flags: list[str] = []
        bound = self.tools.get(call.name)
        if bound is None or call.name.startswith("_"):
            raise Refusal("unknown_function", f"no function named {call.name!r} is available")
        if isinstance(bound.spec, DecoySpec):
            raise Refusal("distractor_call", f"{call.name}() is not connected to anything here; nothing was done")
        if offered is not None and call.name not in offered:
            if self.profile == "native":
                raise Refusal("unknown_function", f"no function named {call.name!r} is available")
            flags.append("not_offered")
        return bound, flags

    def _arguments(self, spec: ToolSpec, arguments: Mapping[str, Any], positional: list[Any]) -> dict[str, Any]:
        if positional:
            if len(positional) > len(spec.params):
                raise Refusal("unknown_argument", f"{spec.name}() takes {len(spec.params)} argument(s), got {len(positional)} positional")
            bound = {p.name: value for p, value in zip(spec.params, positional)}
            clash = sorted(set(bound) & set(arguments))
            if clash:
                raise Refusal("unknown_argument", f"{spec.name}() got multiple values for {', '.join(clash)}")
            arguments = {**bound, **arguments}
        unknown = sorted(set(arguments) - spec.param_names)
        if unknown:
            raise Refusal("unknown_argument", f"{spec.name}() got unexpected argument(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        coerce = self.profile == "native"
        for param in spec.params:
            if param.name not in arguments:
                if param.required:
                    raise Refusal("missing_argument", f"{spec.name}() missing required argument {param.name!r}")
                continue
            try:
                kwargs[param.name] = param.conform(arguments[param.name], coerce, param.name)
            except ValueTypeError as err:
                raise Refusal("bad_type", f"{spec.name}(): {err}") from None
        return kwargs

    def execute(self, call: ToolCall, offered: Collection[str] | None = None) -> CallResult:
        """Run one call and return its result; never raises.

        A result string longer than :data:`~sandbox.episode.bounds.MAX_RESULT_CHARS` is cut there,
        with a mark, for the model and the record alike.

        Args:
            call: The call to run.
            offered: The functions the model was shown this turn (``None``: all). In the ``native``
                profile other functions are refused; in ``bfcl`` they run (as in bfcl-eval, which only
                hides their docs) and the result is flagged ``not_offered``.
        """
        result = self._execute(call, offered)
        if len(result.output) > MAX_RESULT_CHARS:
            result.output = clip(result.output, MAX_RESULT_CHARS)
        return result

    def _execute(self, call: ToolCall, offered: Collection[str] | None) -> CallResult:
        try:
            bound, flags = self._resolve(call, offered)
            kwargs = self._arguments(bound.spec, call.arguments, call.args)
        except Refusal as refusal:
            output = error_output(refusal.message, self.profile)
            return CallResult(call=call, output=output, status="rejected", error=refusal.error, detail=refusal.message)
        if bound.spec.mutates:  # project this domain again; a read-only tool leaves its projection as it was
            self._projected.pop(self._owner[call.name], None)  # (sandbox.testing's domain machines check that)
            self._untouched.discard(self._owner[call.name])
        try:
            text = finite_output(bound.spec.func(bound.api, **kwargs), self.profile)
            if text is None:  # every number a tool returns is finite; the domain should have said why
                raise ToolError.returned(f"{call.name}: the result is too large a number")
            output = text
        except ToolError as err:
            output = error_output(err.message, self.profile, err.payload)
            return CallResult(
                call=call, output=output, status="tool_error", error="tool_error", detail=err.message,
                flags=flags, mutated=bound.spec.mutates,
            )
        except Exception as exc:  # a bug in a tool: reported loudly, never hidden
            detail = "".join(traceback.format_exception(exc))
            output = error_output(f"internal error in {call.name}", self.profile)
            return CallResult(
                call=call, output=output, status="crashed", error="crashed", detail=detail, flags=flags,
                mutated=bound.spec.mutates,
            )
        return CallResult(call=call, output=output, status="ok", flags=flags, mutated=bound.spec.mutates)
