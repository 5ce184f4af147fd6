"""Domains: a state model, the tools over it, and how to load an initial configuration.

A domain's tools are the ``@tool`` methods of a :class:`DomainAPI` subclass. One API instance
exists per domain per episode; it holds the episode's state (a pydantic model) and the
:class:`~sandbox.tools.context.EpisodeContext`. Nothing is shared between instances.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel

from sandbox.tools.context import EpisodeContext
from sandbox.tools.phrasing_base import Phrasing
from sandbox.tools.pristine import PRISTINE
from sandbox.tools.spec import ToolSpec, collect_tools
from sandbox.tools.types import JsonDict

S = TypeVar("S", bound=BaseModel)

#: Draws a plausible initial configuration from a seeded source; the int is how many records each of the
#: configuration's collections should hold (files per folder, tickets, messages, bookings...), at least 2.
ConfigGenerator = Callable[[random.Random, int], JsonDict]
#: The smallest and largest number of records per collection :meth:`Domain.generate` accepts.
GENERATED_RECORDS = (2, 50)


class DomainAPI(Generic[S]):
    """Base class for a domain's tools.

    Subclasses set :attr:`state_model`, write ``@tool`` methods that read and change
    ``self.state``, and may override :meth:`load` (to accept a configuration in another shape, or
    to inject long-context distractors) and :meth:`projection` (to choose the observable state).
    """

    state_model: ClassVar[type[BaseModel]]
    #: Keys of the ``native`` :meth:`projection` that say where the agent stands (a working
    #: directory), not an outcome a user asks for: a request done by another route may leave them
    #: elsewhere (:func:`sandbox.judge.asking.done_otherwise` compares the rest).
    position_keys: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, state: S, ctx: EpisodeContext) -> None:
        self.state = state
        self.ctx = ctx

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> DomainAPI[S]:
        """Build an instance from an initial configuration (a fresh copy; the mapping is not kept)."""
        state = cls.state_model.model_validate(dict(config))
        return cls(state, ctx)  # type: ignore[arg-type]

    def dump_config(self) -> JsonDict:
        """A configuration that :meth:`load` turns back into the current state, as far as it can.

        Used to bake set-up work into a scenario's initial configuration. The default suits a
        domain whose configuration has the shape of its state model; domains whose :meth:`load`
        reads another shape override it. Callers check the round trip with :meth:`projection`.
        """
        return self.state.model_dump(mode="json")

    def projection(self) -> JsonDict:
        """The JSON-safe observable state that the checker compares."""
        return self.state.model_dump(mode="json")


@dataclass(frozen=True)
class Domain:
    """A registered domain.

    Args:
        name: The id used in scenarios and on the command line (``file_system``).
        api: The :class:`DomainAPI` subclass holding the tools.
        description: One line for listings.
        aliases: Other names that resolve to this domain (BFCL's class name).
        version: Bumped whenever behaviour changes, so old results stay interpretable.
        config_keys: The configuration keys :meth:`DomainAPI.load` understands; ``None`` means the
            state model's field names.
        generator: Draws plausible initial configurations (see :meth:`generate`); ``None`` when the
            domain declares none, and then only its default configuration is available.
        phrasings: How users ask for each tool (tool name -> :class:`~sandbox.tools.phrasing.Phrasing` s),
            checked by :func:`~sandbox.tools.phrasing.check_phrasings`; empty when the domain declares none.
    """

    name: str
    api: type[DomainAPI[Any]]
    description: str
    aliases: tuple[str, ...] = ()
    version: int = 1
    config_keys: frozenset[str] | None = None
    generator: ConfigGenerator | None = field(default=None, compare=False)
    phrasings: Mapping[str, Sequence[Phrasing]] = field(default_factory=dict, compare=False, repr=False)
    tools: Mapping[str, ToolSpec] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tools", collect_tools(self.api, self.name))

    def create(self, config: Mapping[str, Any] | None, ctx: EpisodeContext, *, again: bool = False) -> DomainAPI[Any]:
        """A fresh API instance for one episode (a copy of an earlier identical load when there is one).

        ``again`` tells that the same load will be asked for again (see :meth:`PristineCache.load`).
        """
        return PRISTINE.load(self.name, self.version, config, ctx, lambda: self.api.load(config or {}, ctx), again=again)

    def check(self, config: Mapping[str, Any] | None, ctx: EpisodeContext) -> None:
        """Raise what loading this configuration raises; a load kept by the pristine cache is not repeated.

        A configuration loaded and kept (by a rebase's replay, say) was taken; any other is loaded
        now and kept, since the episodes will ask for it again.
        """
        if not PRISTINE.holds(self.name, self.version, config, ctx):
            self.create(config, ctx, again=True)

    def generate(self, seed: int | str, records: int = 5) -> JsonDict:
        """A plausible initial configuration drawn for ``seed``: the same seed gives the same one.

        Without a generator the default configuration (``{}``) is returned. ``records`` outside
        :data:`GENERATED_RECORDS` is a :class:`ValueError`.
        """
        low, high = GENERATED_RECORDS
        if not low <= records <= high:
            raise ValueError(f"records per collection must be between {low} and {high}, not {records}")
        if self.generator is None:
            return {}
        return self.generator(random.Random(f"{self.name}:{seed}"), records)

    def known_config_keys(self) -> frozenset[str]:
        """The configuration keys this domain reads."""
        if self.config_keys is not None:
            return self.config_keys
        return frozenset(self.api.state_model.model_fields)
