"""The error types of toolsim.

There are exactly two kinds of failure inside an episode: a :class:`ToolError`, which is a message for
the model (the episode goes on), and any other exception, which is a bug and is reported loudly.
The remaining classes here describe bad input *to* toolsim (model output, scenario files, tool
definitions) and always carry a message a person can act on.
"""

from __future__ import annotations

import math
from typing import Any


class ToolError(Exception):
    """An error the model should see; the episode continues.

    Args:
        message: What went wrong, in words the model can act on.
        payload: The exact value the tool returns instead of raising, when a compatibility profile
            needs a particular error shape (BFCL returns many errors as dicts such as
            ``{"error": "..."}``). ``None`` means "format the message the profile's default way".
    """

    def __init__(self, message: str, payload: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.payload = payload

    @classmethod
    def returned(cls, message: str, /, **fields: Any) -> ToolError:
        """The error as a dict BFCL *returns*: ``fields`` in the order given, then ``"error": message``.

        Key order is part of the result (it shows in the JSON the model reads), so the caller's
        fields always come first, in its order, and ``"error"`` always comes last.

        Args:
            message: What went wrong; also the value of the payload's ``"error"`` key.
            **fields: Keys BFCL puts before ``"error"`` (such as ``booking_status=False``).

        Returns:
            The error, to be raised by the caller.

        Raises:
            TypeError: A field is itself called ``error``.

        Examples:
            >>> ToolError.returned("Stock not found").payload
            {'error': 'Stock not found'}
            >>> err = ToolError.returned("Invalid card", booking_status=False)
            >>> err.payload, err.message
            ({'booking_status': False, 'error': 'Invalid card'}, 'Invalid card')
        """
        if "error" in fields:
            raise TypeError("the 'error' key is the message; pass no field called 'error'")
        return cls(message, payload={**fields, "error": message})


def finite(value: float, what: str) -> float:
    """``value`` itself when it is a finite number; a :class:`ToolError` naming ``what`` otherwise.

    Tools call it on a computed number *before* storing or returning it, so an overflow (a deposit of
    ``1.7e308`` twice) leaves the state as it was and tells the model why.

    >>> finite(2.5, "the balance")
    2.5
    >>> finite(1.7e308 * 2, "the balance")
    Traceback (most recent call last):
    ...
    sandbox.tools.errors.ToolError: the balance would be too large a number
    """
    if isinstance(value, float) and not math.isfinite(value):
        raise ToolError.returned(f"{what} would be too large a number" if not math.isnan(value)
                                 else f"{what} is not a number")
    return value


class ToolDefinitionError(TypeError):
    """A tool function cannot be turned into a schema (undocumented parameter, unsupported type...)."""


class ParseError(ValueError):
    """Model output that cannot be turned into tool calls.

    Args:
        kind: A short machine-readable class: ``no_call`` (plain text), ``syntax``, ``non_literal``,
            ``too_long``, ``too_deep``, ``bad_name``, ``bad_shape``, ``bad_text`` (not valid Unicode).
        message: A one-line explanation.
    """

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


class InputFileError(ValueError):
    """A file given to toolsim that cannot be read as what it should be; the message names the file and why."""


class ScenarioFileError(InputFileError):
    """A scenario file that cannot be loaded; the message names the file, the line and the field."""


class RegistryError(LookupError):
    """An unknown domain, suite or model name."""
