"""The domain registry, and the domain-author helpers of sandbox.testing run over the toy domain."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pydantic import BaseModel, ConfigDict

from sandbox import DOMAINS, Domain, DomainAPI, Registry, RegistryError, tool
from sandbox.testing import arguments_for, check_domain, domain_machine, strategy_for
from sandbox.tools.types import conform
from tests.toydomain import CONFIG, DOMAIN


def test_registered_by_name_and_alias(toy_domain: Domain) -> None:
    assert DOMAINS.get("toy_library") is toy_domain
    assert DOMAINS.get("ToyLibrary") is toy_domain
    assert "toy_library" in DOMAINS.names()


def test_unknown_domain_lists_the_known_ones() -> None:
    registry = Registry(group="toolsim.no_such_group")
    registry.add(DOMAIN)
    with pytest.raises(RegistryError, match=r"unknown domain 'nope'; known domains: toy_library"):
        registry.get("nope")
    assert registry.all() == [DOMAIN]


def test_broken_entry_point_target_is_a_registry_error() -> None:
    registry = Registry(group="toolsim.no_such_group", _targets={"gone": "tests.no_such_module:DOMAIN",
                                                                  "wrong": "tests.toydomain:CONFIG"})
    with pytest.raises(RegistryError, match="could not be loaded"):
        registry.get("gone")
    with pytest.raises(RegistryError, match="is not a toolsim Domain"):
        registry.get("wrong")
    with pytest.raises(RegistryError, match="unknown domain"):
        registry.get("other")


def test_fixture_registration_does_not_leak() -> None:
    assert "toy_library" not in DOMAINS._loaded


def test_check_domain_accepts_the_toy_domain() -> None:
    check_domain(DOMAIN)


@pytest.mark.parametrize("name", sorted(DOMAIN.tools))
@given(data=st.data())
def test_argument_strategies_fit_the_signatures(name: str, data: st.DataObject) -> None:
    spec = DOMAIN.tools[name]
    arguments = data.draw(arguments_for(spec, {}))
    assert {p.name for p in spec.params if p.required} <= set(arguments) <= spec.param_names
    for param in spec.params:
        if param.name in arguments:
            conform(param.annotation, arguments[param.name], coerce=False, path=param.name)
            conform(param.annotation, data.draw(strategy_for(param.annotation)), coerce=False)


VALUES: dict[str, Any] = {
    "book_id": st.sampled_from(["B1", "B2", "B3", "B000000", "nope"]),
    "member": st.sampled_from(["ada", "bob", "eve"]),
    "currency": st.sampled_from(["EUR", "USD"]),  # other currencies hit the tool's deliberate bug
    "count": st.integers(0, 5),
}

# Kept short (the kernel suite must stay fast); the real domains' machines run longer.
MACHINE_SETTINGS = settings(settings(), max_examples=min(settings().max_examples, 15), stateful_step_count=8)

TestToyLibraryMachine = domain_machine(DOMAIN, CONFIG, values=VALUES).TestCase
TestToyLibraryMachine.settings = MACHINE_SETTINGS
TestToyLibraryMachineBfcl = domain_machine(DOMAIN, CONFIG, values=VALUES, profile="bfcl", seed=3).TestCase
TestToyLibraryMachineBfcl.settings = MACHINE_SETTINGS


class _State(BaseModel):
    model_config = ConfigDict(extra="forbid")

    x: int = 0


class _Loose(BaseModel):
    x: int = 0


def _broken(kind: str) -> Domain:
    """A small domain with one defect of the given kind."""
    state: type[BaseModel] = _Loose if kind == "loose state" else _State
    consumes = {"a": ""} if kind == "empty consumed kind" else {}
    produces = {".": ""} if kind == "empty produced kind" else {}
    name = "bad name" if kind == "bad tool name" else None
    description = "" if kind == "empty description" else "the a."

    class BrokenAPI(DomainAPI[Any]):
        state_model = state

        @tool(consumes=consumes, produces=produces, name=name)
        def f(self, a: int) -> int:
            return a

    BrokenAPI.f.__doc__ = f"Do f.\n\nArgs:\n    a: {description}\n"

    class EmptyAPI(DomainAPI[Any]):
        state_model = _State

    return Domain(f"broken_{kind.replace(' ', '_')}", EmptyAPI if kind == "no tools" else BrokenAPI, "broken")


@pytest.mark.parametrize(("kind", "message"), [
    ("no tools", "has no tools"),
    ("loose state", "does not forbid extra fields"),
    ("empty description", "f.a: no description"),
    ("empty consumed kind", "f.a: empty consumed kind"),
    ("empty produced kind", "f: empty produced kind"),
    ("bad tool name", "not a valid function name"),
])
def test_check_domain_rejects_a_broken_domain(kind: str, message: str) -> None:
    domain = _broken(kind)
    with pytest.raises(AssertionError, match=message):
        check_domain(domain)


def test_the_broken_domains_differ_from_a_sound_one_only_in_their_defect() -> None:
    class SoundAPI(DomainAPI[Any]):
        state_model = _State

        @tool(consumes={"a": "number"}, produces={".": "number"})
        def f(self, a: int) -> int:
            """Do f.

            Args:
                a: the a.
            """
            return a

    check_domain(Domain("sound", SoundAPI, "sound"))
