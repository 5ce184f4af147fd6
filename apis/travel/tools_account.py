"""Travel tools about the user's session, cards, budget and identity."""

from __future__ import annotations

import copy
from typing import Any, Optional


from sandbox.tools.spec import tool

from apis.travel.base import TravelBase, fail, is_number, record_errors
from apis.travel.defaults import (
    BAD_BIRTH_DATE,
    CARD_DUPLICATE,
    CARD_NO_BALANCE,
    CARD_UNKNOWN_LISTED,
    FISCAL_YEAR,
    FOREIGN_PASSPORT,
    MIN_TRAVELER_AGE,
    OTHER_TRAVELER,
    TOKEN_LIFETIME,
    TOKEN_TYPE,
    UNDER_AGE,
)
from apis.travel.longcontext import native_card_charges
from apis.travel.pricing import parse_date


class AccountTools(TravelBase):
    """Authentication, credit cards, budget settings and traveller checks."""

    @tool(
        consumes={
            "client_id": "client_id",
            "client_secret": "client_secret",
            "refresh_token": "refresh_token",
            "grant_type": "token_scope",
            "user_first_name": "person_name",
            "user_last_name": "person_name",
        },
        produces={"access_token": "access_token", "expires_in": "number", "scope": "token_scope"},
    )
    def authenticate_travel(
        self,
        client_id: str,
        client_secret: str,
        refresh_token: str,
        grant_type: str,
        user_first_name: str,
        user_last_name: str,
    ) -> dict[str, Any]:
        """Log the user in to the travel system and obtain an access token.

        Args:
            client_id: The client id of the calling application.
            client_secret: The client secret of the calling application.
            refresh_token: A refresh token from an earlier login.
            grant_type: The access the token should grant: read_write, read or write.
            user_first_name: The user's first name.
            user_last_name: The user's last name.

        Returns:
            expires_in (how many uses the token has left), access_token (pass it to the other
            tools), token_type and scope.
        """
        state = self.state
        state.token_expires_in = TOKEN_LIFETIME
        state.access_token = self._draw_id("access_token", 100_000, 999_999)
        state.token_type = TOKEN_TYPE
        state.token_scope = grant_type
        state.user_first_name = user_first_name
        state.user_last_name = user_last_name
        return {"expires_in": TOKEN_LIFETIME, "access_token": state.access_token, "token_type": TOKEN_TYPE, "scope": grant_type}

    @tool(mutates=False, produces={"status": "login_status"})
    def travel_get_login_status(self) -> dict[str, bool]:
        """Tell whether the user is logged in to the travel system.

        Returns:
            status: true when a usable token exists.
        """
        remaining = self.state.token_expires_in
        return {"status": remaining is not None and remaining != 0}

    @tool(
        mutates=False,
        consumes={"lastModifiedAfter": "date", "includeRemoved": "flag"},
        produces={"budget_fiscal_year": "year"},
    )
    def get_budget_fiscal_year(
        self, lastModifiedAfter: Optional[str] = None, includeRemoved: Optional[str] = None
    ) -> dict[str, str]:
        """Look up the fiscal year that budgets are kept in.

        Args:
            lastModifiedAfter: Only consider fiscal years changed after this UTC time, written
                YYYY-MM-DDTHH:MM:SS (for example 2016-03-29T16:12:20); all years when left out.
            includeRemoved: "true" to include fiscal years that were removed; false when left out.

        Returns:
            budget_fiscal_year: The fiscal year.
        """
        return {"budget_fiscal_year": FISCAL_YEAR}

    @tool(
        consumes={
            "access_token": "access_token",
            "card_number": "card_number",
            "expiration_date": "date",
            "cardholder_name": "person_name",
            "card_verification_number": "card_cvv",
        },
        produces={"card_id": "card_id"},
    )
    def register_credit_card(
        self,
        access_token: str,
        card_number: str,
        expiration_date: str,
        cardholder_name: str,
        card_verification_number: int,
    ) -> dict[str, Any]:
        """Add a credit card to the user's account.

        Args:
            access_token: The token from authenticate_travel.
            card_number: The number printed on the card.
            expiration_date: When the card expires, as MM/YYYY.
            cardholder_name: The name on the card.
            card_verification_number: The security code on the back of the card.

        Returns:
            card_id: The id under which the card is now registered.
        """
        self._check_token(access_token, needs_login=True)
        cards = self.state.credit_card_list
        if self.ctx.bfcl:
            duplicate = card_number in cards  # bfcl-eval compares the number with the card *ids*
        else:
            duplicate = any(card.get("card_number") == card_number for card in cards.values())
        if duplicate:
            fail(CARD_DUPLICATE)
        card_id = self._draw_id("card_id", 100_000_000_000, 999_999_999_999, cards)
        balance = self._rng("card_balance").randint(10_000, 99_999)
        cards[card_id] = {
            "card_number": card_number,
            "expiration_date": expiration_date,
            "cardholder_name": cardholder_name,
            "card_verification_number": card_verification_number,
            "balance": balance,
        }
        return {"card_id": card_id}

    @tool(
        mutates=False,
        consumes={"access_token": "access_token", "card_id": "card_id"},
        produces={"card_balance": "amount"},
    )
    def get_credit_card_balance(self, access_token: str, card_id: str) -> dict[str, Any]:
        """Look up how much money is left on a registered credit card.

        Args:
            access_token: The token from authenticate_travel.
            card_id: The id of the registered card.

        Returns:
            card_balance: The card's balance in USD; in a long-context episode also
            ``recent_charges``, the card's earlier purchases (``date``, ``merchant``, ``amount``),
            oldest first (none for a card registered in this episode).
        """
        self._check_token(access_token)
        cards = self.state.credit_card_list
        if card_id not in cards:
            fail(CARD_UNKNOWN_LISTED + str(list(cards)))
        card = cards[card_id]
        if self.ctx.bfcl:
            with record_errors():
                return {"card_balance": card["balance"]}
        if not is_number(card.get("balance")):
            fail(CARD_NO_BALANCE)
        reply: dict[str, Any] = {"card_balance": card["balance"]}
        if self.ctx.long_context is not None:
            rng = self.ctx.keyed("travel.long_context.charges", card_id)
            size = self.ctx.long_context.size if card_id in self.loaded_cards else 0
            reply["recent_charges"] = native_card_charges(rng, self.ctx.now(), size)
        return reply

    @tool(mutates=False, produces={"credit_card_list": "card_id"})
    def get_all_credit_cards(self) -> dict[str, Any]:
        """List every registered credit card with its details and balance.

        Returns:
            credit_card_list: Card id -> card_number, expiration date, cardholder_name, card
            verification number and balance.
        """
        return {"credit_card_list": copy.deepcopy(self.state.credit_card_list)}

    @tool(
        consumes={"access_token": "access_token", "budget_limit": "amount"},
        produces={"budget_limit": "amount"},
    )
    def set_budget_limit(self, access_token: str, budget_limit: float) -> dict[str, Any]:
        """Set the most the user wants to spend on a single booking or insurance, in USD.

        Args:
            access_token: The token from authenticate_travel.
            budget_limit: The limit in USD.

        Returns:
            budget_limit: The limit now in force.
        """
        self._check_token(access_token)
        limit = float(budget_limit)
        if not self.ctx.bfcl and limit < 0:
            fail(f"Budget limit must not be negative, got {limit}")
        self.state.budget_limit = limit
        return {"budget_limit": limit}

    @tool(
        mutates=False,
        consumes={
            "first_name": "person_name",
            "last_name": "person_name",
            "date_of_birth": "date",
            "passport_number": "passport_number",
        },
        produces={"verification_status": "verification_status"},
    )
    def verify_traveler_information(
        self, first_name: str, last_name: str, date_of_birth: str, passport_number: str
    ) -> dict[str, Any]:
        """Check that a traveller may fly: the logged-in user, an adult, with a US passport.

        Args:
            first_name: The traveller's first name.
            last_name: The traveller's last name.
            date_of_birth: The traveller's date of birth, YYYY-MM-DD.
            passport_number: The traveller's passport number.

        Returns:
            verification_status (true when every check passes) and, when one fails,
            verification_failure with the reason.
        """
        state = self.state
        if (first_name, last_name) != (state.user_first_name, state.user_last_name):
            gap = "" if self.ctx.bfcl else " "
            expected = f"Expected {state.user_first_name} {state.user_last_name}, got {first_name} {last_name}"
            return _refused(OTHER_TRAVELER + gap + expected)
        born = parse_date(date_of_birth)
        if born is None:
            return _refused(BAD_BIRTH_DATE)
        today = self.ctx.now().date()
        age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
        if age < MIN_TRAVELER_AGE:
            return _refused(UNDER_AGE)
        if not passport_number.startswith("US"):
            return _refused(FOREIGN_PASSPORT)
        return {"verification_status": True}


def _refused(reason: str) -> dict[str, Any]:
    return {"verification_status": False, "verification_failure": reason}
