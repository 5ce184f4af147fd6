"""Trading tools for the session and the cash account: login, balance, deposits, withdrawals."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from apis.trading.base import DATE_FORMAT, TIMESTAMP_FORMAT, TradingBase
from apis.trading.longcontext import bfcl_transactions
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool


class AccountTools(TradingBase):
    """Session and cash-account tools."""

    @tool(mutates=False)
    def get_current_time(self) -> dict[str, str]:
        """Tell the current time of the trading platform.

        Returns:
            ``current_time`` as hours and minutes with AM/PM, e.g. "10:30 AM".
        """
        return {"current_time": self.clock().strftime("%I:%M %p")}

    @tool(consumes={"username": "username", "password": "password"})
    def trading_login(self, username: str, password: str) -> dict[str, str]:
        """Log in to the trading platform.

        Args:
            username: The account holder's user name.
            password: The account holder's password.

        Returns:
            ``status``: whether the login happened or a session was already open.
        """
        if self.state.authenticated:
            return {"status": "Already logged in"}
        self.state.authenticated = True
        return {"status": "Logged in successfully"}

    @tool(mutates=False)
    def trading_get_login_status(self) -> dict[str, bool]:
        """Tell whether a user is logged in to the trading platform.

        Returns:
            ``status``: true while a session is open.
        """
        return {"status": bool(self.state.authenticated)}

    @tool()
    def trading_logout(self) -> dict[str, str]:
        """Log out of the trading platform.

        Returns:
            ``status``: whether a session was closed.
        """
        if not self.state.authenticated:
            return {"status": "No user is currently logged in"}
        self.state.authenticated = False
        return {"status": "Logged out successfully"}

    @tool(mutates=False, produces={"balance": "amount", "account_id": "number"})
    def get_account_info(self) -> dict[str, Any]:
        """Show the logged-in account: its id, cash balance and linked card.

        Returns:
            ``account_id``, ``balance`` and ``binding_card``; in a long-context episode also
            ``balance_history``, the cash balance at the close of each day before, oldest first.
        """
        self.require_login("view account information")
        if self.ctx.bfcl:
            return self.state.account_info
        account = dict(self.state.account_info)
        if self.state.balance_history:
            account["balance_history"] = list(self.state.balance_history)
        return account

    @tool(consumes={"amount": "amount"}, produces={"new_balance": "amount"})
    def fund_account(self, amount: float) -> dict[str, Any]:
        """Deposit money into the trading account from the linked card.

        Args:
            amount: How much to deposit; must be positive.

        Returns:
            ``status`` and the ``new_balance``.
        """
        self.require_login("fund the account")
        if amount <= 0:
            raise ToolError.returned("Funding amount must be positive.")
        account = self.state.account_info
        account["balance"] = self.money(self.balance() + amount)
        self._record("deposit", amount)
        return {"status": "Account funded successfully", "new_balance": account["balance"]}

    @tool(consumes={"amount": "amount"}, produces={"new_balance": "amount"})
    def withdraw_funds(self, amount: float) -> dict[str, Any]:
        """Withdraw money from the trading account's cash balance.

        Args:
            amount: How much to withdraw; must be positive and at most the balance.

        Returns:
            ``status`` and the ``new_balance``.
        """
        self.require_login("make a transaction")
        if self.ctx.bfcl and self.state.market_status != "Open":
            raise ToolError.returned("Market is closed. Transactions are not allowed.")
        if amount <= 0:
            raise ToolError.returned("Transaction amount must be positive.")
        account = self.state.account_info
        if amount > self.balance():
            raise ToolError.returned("Insufficient funds for withdrawal.")
        account["balance"] = self.money(self.balance() - amount)
        self._record("withdrawal", amount)
        return {"status": "Withdrawal successful", "new_balance": account["balance"]}

    def _record(self, kind: str, amount: float) -> None:
        entry = {"type": kind, "amount": amount, "timestamp": self.transaction_timestamp()}
        self.state.transaction_history.append(entry)

    @tool(mutates=False, consumes={"start_date": "date", "end_date": "date"})
    def get_transaction_history(
        self, start_date: Optional[str] = None, end_date: Optional[str] = None
    ) -> dict[str, list[dict[str, Any]]]:
        """List deposits and withdrawals, optionally only those between two dates.

        Args:
            start_date: Earliest date to include, as YYYY-MM-DD; no lower bound when omitted.
            end_date: Last date to include, as YYYY-MM-DD; no upper bound when omitted.

        Returns:
            ``transaction_history``: each entry has ``type``, ``amount`` and ``timestamp``.
        """
        self.require_login("view transaction history", "list_of_dict")
        low = self._parse_day(start_date, datetime.min)
        high = self._parse_day(end_date, datetime.max)
        if self.ctx.bfcl:
            picked = [tx for tx in self.state.transaction_history if low <= self._bfcl_moment(tx) <= high]
            if self.state.long_context:
                picked.extend(bfcl_transactions())
            return {"transaction_history": picked}
        filtered = start_date is not None or end_date is not None
        return {"transaction_history": [dict(tx) for tx in self.state.transaction_history if self._native_keep(tx, low, high, filtered)]}

    def _parse_day(self, text: Optional[str], fallback: datetime) -> datetime:
        if not text:
            return fallback
        try:
            day = datetime.strptime(text, DATE_FORMAT)
        except ValueError as err:
            if self.ctx.bfcl:
                raise ToolError(str(err))
            raise ToolError(f"Invalid date {text!r}: use the format YYYY-MM-DD.")
        if fallback is datetime.max and not self.ctx.bfcl:
            return day.replace(hour=23, minute=59, second=59, microsecond=999999)
        return day

    def _bfcl_moment(self, tx: Any) -> datetime:
        """Parse a stored timestamp the way BFCL does; its failures become BFCL's raised errors."""
        try:
            return datetime.strptime(tx["timestamp"], TIMESTAMP_FORMAT)
        except KeyError as err:
            raise ToolError(str(err))
        except (TypeError, ValueError) as err:
            raise ToolError(str(err))

    @staticmethod
    def _native_keep(tx: dict[str, Any], low: datetime, high: datetime, filtered: bool) -> bool:
        stamp = tx.get("timestamp")
        if not isinstance(stamp, str):
            return not filtered
        try:
            moment = datetime.strptime(stamp[:19], TIMESTAMP_FORMAT)
        except ValueError:
            return not filtered
        return low <= moment <= high
