"""Access to the installed bfcl-eval package for the ``bfcl`` compatibility profile.

BFCL's long-context filler (file text, stock histories, car manuals...) is read from the package at
run time, never copied into toolsim.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from sandbox.tools.errors import RegistryError
from sandbox.tools.types import fresh_copy

BFCL_INSTALL_HINT = "pip install --no-deps bfcl-eval==2026.3.23 mpmath"
_LONG_CONTEXT = "bfcl_eval.eval_checker.multi_turn_eval.func_source_code.long_context"


def bfcl_long_context() -> ModuleType:
    """The module of bfcl-eval that holds its long-context filler content.

    Raises:
        RegistryError: bfcl-eval is not installed; the message says how to install it.
    """
    try:
        return importlib.import_module(_LONG_CONTEXT)
    except ImportError as err:
        raise RegistryError(f"BFCL long-context content needs the bfcl-eval package: {BFCL_INSTALL_HINT}") from err


def bfcl_filler(name: str) -> Any:
    """A fresh copy of one of bfcl-eval's long-context filler values, which no episode may change.

    Only lists and dicts are copied (their items are strings and numbers, which cannot change), so
    a copy costs a fraction of ``copy.deepcopy``.

    Raises:
        RegistryError: bfcl-eval is not installed.
    """
    return fresh_copy(getattr(bfcl_long_context(), name))

