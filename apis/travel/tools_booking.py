"""Travel tools about flights: prices, bookings, invoices, cancellations, insurance and support."""

from __future__ import annotations

import copy
from typing import Any, Optional

from sandbox.tools.errors import ToolError, finite
from sandbox.tools.spec import tool

from apis.travel.base import TravelBase, fail, is_number, record_errors
from apis.travel.compat import seat_class_set_text
from apis.travel.defaults import (
    AIRPORTS,
    BAD_BOOKING_DATE,
    BAD_CLASS,
    BAD_CLASS_SET,
    BAD_DEPARTURE,
    BAD_DESTINATION,
    BALANCE_UNDER_BUDGET,
    BOOKING_UNKNOWN,
    CARD_NO_BALANCE,
    CARD_UNKNOWN,
    CARD_UNKNOWN_INSURANCE,
    CLASS_FACTORS,
    NO_FUNDS,
    OVER_BUDGET,
    SUPPORT_REPLY,
)
from apis.travel.longcontext import native_other_dates, native_support_thread
from apis.travel.pricing import all_flight_costs, flight_cost, parse_date
from apis.travel.state import Record

_INVOICE_FIELDS = ("travel_date", "travel_from", "travel_to", "travel_class", "travel_cost", "transaction_id")


def _lookup(records: dict[str, Record], key: Any) -> Record | None:
    return records.get(key) if isinstance(key, str) else None


class BookingTools(TravelBase):
    """Flight prices, bookings and everything attached to a booking."""

    @tool(
        mutates=False,
        consumes={
            "travel_from": "airport_code",
            "travel_to": "airport_code",
            "travel_date": "date",
            "travel_class": "travel_class",
        },
        produces={"travel_cost_list": "amount"},
    )
    def get_flight_cost(self, travel_from: str, travel_to: str, travel_date: str, travel_class: str) -> dict[str, Any]:
        """Price a flight in USD for a route, date and seat class.

        Args:
            travel_from: The three-letter code of the departure airport.
            travel_to: The three-letter code of the arrival airport.
            travel_date: The day of travel, YYYY-MM-DD.
            travel_class: The seat class: economy, business or first.

        Returns:
            travel_cost_list: The price(s) of the flight in USD; in a long-context episode also
            ``other_dates``, the same flight's price on each of the days after, as ``travel_date``
            and ``travel_cost``.
        """
        if self.ctx.bfcl:
            if self.state.long_context:
                return {"travel_cost_list": all_flight_costs(travel_from, travel_to, travel_date, travel_class)}
        elif parse_date(travel_date) is None:
            fail(BAD_BOOKING_DATE)
        reply: dict[str, Any] = {"travel_cost_list": [flight_cost(travel_from, travel_to, travel_date, travel_class)]}
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            size = self.ctx.long_context.size
            reply["other_dates"] = native_other_dates(travel_from, travel_to, travel_date, travel_class, size)
        return reply

    @tool(
        consumes={
            "access_token": "access_token",
            "card_id": "card_id",
            "travel_date": "date",
            "travel_from": "airport_code",
            "travel_to": "airport_code",
            "travel_class": "travel_class",
        },
        produces={"booking_id": "booking_id", "transaction_id": "transaction_id", "travel_cost": "amount"},
    )
    def book_flight(
        self,
        access_token: str,
        card_id: str,
        travel_date: str,
        travel_from: str,
        travel_to: str,
        travel_class: str,
    ) -> dict[str, Any]:
        """Book a flight between two airports (IATA codes) and pay for it with a registered card.

        Args:
            access_token: The token from authenticate_travel.
            card_id: The id of the registered card to charge.
            travel_date: The day of travel, YYYY-MM-DD.
            travel_from: The code of the departure airport.
            travel_to: The code of the arrival airport.
            travel_class: The seat class: economy, business or first.

        Returns:
            booking_id, transaction_id and booking_status (true on success); the price is charged
            to the card.
        """
        status = "booking_status"
        self._check_token(access_token, status)
        card = self.state.credit_card_list.get(card_id)
        if card is None:
            fail(CARD_UNKNOWN, status)
        if "balance" not in card or not (self.ctx.bfcl or is_number(card["balance"])):
            fail(CARD_NO_BALANCE, status)
        if travel_from not in AIRPORTS:
            fail(BAD_DEPARTURE + travel_from, status)
        if travel_to not in AIRPORTS:
            fail(BAD_DESTINATION + travel_to, status)
        day = parse_date(travel_date)
        if day is None:
            fail(BAD_BOOKING_DATE, status)
        if travel_class not in CLASS_FACTORS:
            fail(BAD_CLASS_SET + seat_class_set_text() if self.ctx.bfcl else BAD_CLASS, status)
        today = self.ctx.now().date()
        if not self.ctx.bfcl and day < today:
            fail(f"Cannot book a flight for {travel_date}: that day is in the past (today is {today.isoformat()})", status)
        try:
            cost = flight_cost(travel_from, travel_to, travel_date, travel_class)
        except ToolError as err:
            fail(err.message, status)
        self._charge_for_flight(card, cost)
        bookings = self.state.booking_record
        booking_id = self._draw_id("booking_id", 1_000_000, 9_999_999, bookings)
        transactions = {record.get("transaction_id") for record in bookings.values()}
        transaction_id = self._draw_id("transaction_id", 10_000_000, 99_999_999, transactions)
        bookings[booking_id] = {
            "card_id": card_id,
            "travel_date": travel_date,
            "travel_from": travel_from,
            "travel_to": travel_to,
            "travel_class": travel_class,
            "travel_cost": cost,
            "transaction_id": transaction_id,
        }
        result: dict[str, Any] = {"booking_id": booking_id, "transaction_id": transaction_id, status: True}
        if self.ctx.bfcl:
            result["booking_history"] = copy.deepcopy(bookings) if self.state.long_context else {}
        else:
            result["travel_cost"] = cost
        return result

    def _charge_for_flight(self, card: Record, cost: float) -> None:
        """Check funds and budget, then take the price off the card."""
        status = "booking_status"
        limit = self.state.budget_limit
        with record_errors():
            balance = card["balance"]
            if self.ctx.bfcl:
                if balance < cost:
                    fail(NO_FUNDS, status)
                if limit is not None and balance < limit:  # bfcl-eval's rule: the balance must reach the limit
                    fail(BALANCE_UNDER_BUDGET, status)
            else:
                if limit is not None and cost > limit:
                    fail(f"{OVER_BUDGET}: the flight costs {cost} USD, the budget limit is {limit} USD", status)
                if balance < cost:
                    fail(NO_FUNDS, status)
            card["balance"] = finite(balance - cost, "the card balance")

    @tool(
        mutates=False,
        consumes={"access_token": "access_token", "booking_id": "booking_id", "insurance_id": "insurance_id"},
        produces={"invoice": "invoice"},
    )
    def retrieve_invoice(
        self, access_token: str, booking_id: Optional[str] = None, insurance_id: Optional[str] = None
    ) -> dict[str, Any]:
        """Get the invoice of a booking, or of an insurance policy and the booking it covers.

        Args:
            access_token: The token from authenticate_travel.
            booking_id: The id of the booking.
            insurance_id: The id of an insurance policy.

        Returns:
            invoice: booking_id, travel_date, travel_from, travel_to, travel_class, travel_cost and
            transaction_id of the booking, plus the policy under "insurance" when one was asked for.
        """
        self._check_token(access_token)
        bookings = self.state.booking_record
        if self.ctx.bfcl:  # bfcl-eval ignores insurance_id
            if booking_id not in bookings:
                fail(BOOKING_UNKNOWN)
            record = bookings[booking_id]
            with record_errors():
                return {"invoice": {"booking_id": booking_id, **{key: record[key] for key in _INVOICE_FIELDS}}}
        if booking_id is None and insurance_id is None:
            fail("Give a booking_id or an insurance_id")
        policy = None
        if insurance_id is not None:
            policy = self.state.insurance_record.get(insurance_id)
            if policy is None:
                fail(f"Insurance not found: {insurance_id}")
            covered = policy["booking_id"]
            if booking_id is not None and booking_id != covered:
                fail(f"Insurance {insurance_id} covers booking {covered}, not {booking_id}")
            booking_id = covered if covered in bookings else None
        invoice: dict[str, Any] = {}
        if booking_id is not None:
            if booking_id not in bookings:
                fail(BOOKING_UNKNOWN)
            record = bookings[booking_id]
            invoice = {"booking_id": booking_id, **{key: copy.deepcopy(record.get(key)) for key in _INVOICE_FIELDS}}
        if policy is not None:
            invoice["insurance"] = {"insurance_id": insurance_id, **policy}
        return {"invoice": invoice}

    @tool(mutates=False, consumes={"access_token": "access_token"}, produces={"booking_history": "booking_id"})
    def get_booking_history(self, access_token: str) -> dict[str, Any]:
        """List every booking of the user.

        Args:
            access_token: The token from authenticate_travel.

        Returns:
            booking_history: Booking id -> card_id, transaction_id, travel_date, travel_from,
            travel_to, travel_class and travel_cost.
        """
        self._check_token(access_token)
        return {"booking_history": copy.deepcopy(self.state.booking_record)}

    @tool(consumes={"access_token": "access_token", "booking_id": "booking_id"}, produces={"refund": "amount"})
    def cancel_booking(self, access_token: str, booking_id: str) -> dict[str, Any]:
        """Cancel a booking and refund its price to the card that paid for it.

        Args:
            access_token: The token from authenticate_travel.
            booking_id: The id of the booking to cancel.

        Returns:
            cancel_status: true when the booking was cancelled (and, natively, refund: the amount
            returned to the card).
        """
        status = "cancel_status"
        self._check_token(access_token, status)
        bookings = self.state.booking_record
        booking = bookings.get(booking_id)
        if booking is None:
            fail(BOOKING_UNKNOWN, status)
        if self.ctx.bfcl:
            with record_errors():
                card = self.state.credit_card_list[booking["card_id"]]
                card["balance"] = finite(card["balance"] + booking["travel_cost"], "the card balance")
            del bookings[booking_id]
            return {status: True}
        payer = _lookup(self.state.credit_card_list, booking.get("card_id"))
        cost = booking.get("travel_cost")
        refund = 0.0
        if payer is not None and is_number(cost) and is_number(payer.get("balance")):
            payer["balance"] = finite(payer["balance"] + cost, "the card balance")
            refund = float(cost)
        del bookings[booking_id]
        return {status: True, "refund": refund}

    @tool(
        consumes={
            "access_token": "access_token",
            "insurance_type": "insurance_type",
            "booking_id": "booking_id",
            "insurance_cost": "amount",
            "card_id": "card_id",
        },
        produces={"insurance_id": "insurance_id"},
    )
    def purchase_insurance(
        self, access_token: str, insurance_type: str, booking_id: str, insurance_cost: float, card_id: str
    ) -> dict[str, Any]:
        """Buy travel insurance for a booking, paid with a registered card.

        Args:
            access_token: The token from authenticate_travel.
            insurance_type: The kind of insurance (for example travel or comprehensive).
            booking_id: The id of the booking to insure.
            insurance_cost: The price of the insurance in USD.
            card_id: The id of the registered card to charge.

        Returns:
            insurance_id and insurance_status (true on success).
        """
        status = "insurance_status"
        self._check_token(access_token, status)
        limit = self.state.budget_limit
        if self.ctx.bfcl and limit is not None and limit < insurance_cost:
            fail(OVER_BUDGET, status)
        if not self.ctx.bfcl and insurance_cost <= 0:
            fail(f"Insurance cost must be positive, got {insurance_cost}", status)
        if booking_id not in self.state.booking_record:
            fail(BOOKING_UNKNOWN, status)
        card = self.state.credit_card_list.get(card_id)
        if card is None:
            fail(CARD_UNKNOWN_INSURANCE, status)
        if self.ctx.bfcl:
            with record_errors():
                card["balance"] = finite(card["balance"] - insurance_cost, "the card balance")
        else:
            if limit is not None and insurance_cost > limit:
                fail(f"{OVER_BUDGET}: the insurance costs {insurance_cost} USD, the budget limit is {limit} USD", status)
            if not is_number(card.get("balance")):
                fail(CARD_NO_BALANCE, status)
            if card["balance"] < insurance_cost:
                fail(NO_FUNDS, status)
            card["balance"] = finite(card["balance"] - insurance_cost, "the card balance")
        policies = self.state.insurance_record
        insurance_id = self._draw_id("insurance_id", 100_000_000, 999_999_999, policies)
        policies[insurance_id] = {
            "booking_id": booking_id,
            "insurance_type": insurance_type,
            "insurance_cost": insurance_cost,
            "card_id": card_id,
        }
        return {"insurance_id": insurance_id, status: True}

    @tool(
        mutates=False,
        consumes={"booking_id": "booking_id", "message": "text"},
        produces={"customer_support_message": "text"},
        effect=True,
    )
    def contact_customer_support(self, booking_id: str, message: str) -> dict[str, Any]:
        """Send a message about a booking to customer support and get their reply.

        Args:
            booking_id: The id of the booking the message is about.
            message: The message for customer support.

        Returns:
            customer_support_message: Support's reply; in a long-context episode also
            ``earlier_messages``, the booking's support thread before this message (``date``,
            ``sender``, ``message``), oldest first (none for a booking made in this episode).
        """
        if booking_id not in self.state.booking_record:
            fail(BOOKING_UNKNOWN)
        reply: dict[str, Any] = {"customer_support_message": SUPPORT_REPLY}
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            rng = self.ctx.keyed("travel.long_context.support", booking_id)
            size = self.ctx.long_context.size if booking_id in self.loaded_bookings else 0
            reply["earlier_messages"] = native_support_thread(rng, self.ctx.now(), size)
        return reply
