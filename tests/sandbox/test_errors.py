"""``ToolError.returned``: the error dicts BFCL returns, key order included."""

from __future__ import annotations

import doctest
import json

import pytest

import sandbox.tools.errors
from sandbox.tools.errors import ToolError


def test_returned_alone_is_the_plain_error_dict() -> None:
    err = ToolError.returned("Ticket with ID 7 not found.")
    assert isinstance(err, ToolError)
    assert err.message == "Ticket with ID 7 not found."
    assert str(err) == "Ticket with ID 7 not found."
    assert json.dumps(err.payload) == '{"error": "Ticket with ID 7 not found."}'


def test_returned_keeps_the_callers_fields_first_in_order() -> None:
    err = ToolError.returned("Invalid access token", booking_status=False, extra=1)
    assert json.dumps(err.payload) == '{"booking_status": false, "extra": 1, "error": "Invalid access token"}'
    reordered = ToolError.returned("Invalid access token", extra=1, booking_status=False)
    assert list(reordered.payload) == ["extra", "booking_status", "error"]


def test_returned_takes_keys_that_are_not_identifiers_and_a_field_called_message() -> None:
    err = ToolError.returned("nope", **{"cancel_status": False}, message="shown")
    assert err.payload == {"cancel_status": False, "message": "shown", "error": "nope"}
    assert err.message == "nope"


def test_returned_refuses_a_field_called_error() -> None:
    with pytest.raises(TypeError, match="error"):
        ToolError.returned("nope", error="other")


def test_returned_can_be_raised() -> None:
    with pytest.raises(ToolError) as info:
        raise ToolError.returned("Funding amount must be positive.")
    assert info.value.payload == {"error": "Funding amount must be positive."}


def test_errors_doctests() -> None:
    result = doctest.testmod(sandbox.tools.errors, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
