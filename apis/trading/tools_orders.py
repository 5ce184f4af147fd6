"""Trading tools for orders: place, inspect, cancel and list."""

from __future__ import annotations

from typing import Any

from apis.trading.base import TradingBase
from apis.trading.longcontext import bfcl_order_metadata
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool


class OrderTools(TradingBase):
    """Stock orders."""

    def _next_order_id(self) -> int:
        """The id of the next order.

        BFCL takes the counter as it is (and so collides with its own default order 12446); the
        native profile skips every id already in use.
        """
        if self.ctx.bfcl:
            return self.state.order_counter
        used = [k for k in self.state.orders if isinstance(k, int)]
        return max([self.state.order_counter - 1, *used]) + 1

    @tool(
        consumes={"symbol": "stock_symbol", "price": "amount", "amount": "number"},
        produces={"order_id": "order_id", "price": "amount"},
    )
    def place_order(self, order_type: str, symbol: str, price: float, amount: int) -> dict[str, Any]:
        """Place an order to buy or sell shares of a stock at a limit price.

        A buy needs enough cash for price times shares.

        Args:
            order_type: "Buy" or "Sell".
            symbol: The ticker symbol to trade.
            price: The price per share.
            amount: The number of shares.

        Returns:
            ``order_id``, ``order_type``, ``status`` ("Pending"), ``price`` and ``amount``.
        """
        self.require_login("place an order")
        if symbol not in self.state.stocks:
            raise ToolError.returned(f"Invalid stock symbol: {symbol}")
        if price <= 0 or amount <= 0:
            raise ToolError.returned("Price and amount must be positive values.")
        side = order_type.lower()
        if side not in ("buy", "sell") and not self.ctx.bfcl:
            raise ToolError(f"Invalid order type {order_type!r}: use 'Buy' or 'Sell'.")
        cost = float(price) * int(amount)
        balance = self.state.account_info.get("balance", 0)
        if side == "buy" and cost > balance:
            raise ToolError.returned(f"Insufficient funds: required ${cost:.2f} but only ${balance:.2f} available.")
        price = float(price)
        order_id = self._next_order_id()
        if not self.ctx.bfcl:
            order_type = side.capitalize()
            if side == "buy":
                self.state.account_info["balance"] = self.money(balance - cost)
                self.state.reserved[order_id] = self.money(cost)
        self.state.orders[order_id] = {
            "id": order_id,
            "order_type": order_type,
            "symbol": symbol,
            "price": price,
            "amount": amount,
            "status": "Open",
        }
        self.state.order_counter = order_id + 1
        return {"order_id": order_id, "order_type": order_type, "status": "Pending", "price": price, "amount": amount}

    @tool(mutates=False, consumes={"order_id": "order_id"}, produces={"symbol": "stock_symbol", "price": "amount"})
    def get_order_details(self, order_id: int) -> dict[str, Any]:
        """Show one order: side, symbol, price, shares and status.

        Args:
            order_id: The order's id.

        Returns:
            ``id``, ``order_type``, ``symbol``, ``price``, ``amount`` and ``status``
            ("Open", "Pending", "Completed" or "Cancelled"); in a long-context episode also
            ``history``, the closing prices of the order's stock on the days before (as its quote
            shows them).
        """
        if order_id not in self.state.orders:
            raise ToolError.returned(
                f"Order with ID {order_id} not found.Here is the list of orders_id: {list(self.state.orders)}"
            )
        order: dict[str, Any] = self.state.orders[order_id]
        if not self.ctx.bfcl:
            shown = dict(order)
            symbol = order.get("symbol")
            history = self.price_history(symbol) if isinstance(symbol, str) else None
            if history is not None:
                shown["history"] = history
            return shown
        if not self.state.long_context:
            return order
        detailed = dict(order)
        try:
            symbol = detailed["symbol"]
        except KeyError as err:
            raise ToolError(str(err))
        try:
            detailed["metadata"] = bfcl_order_metadata(symbol)
        except KeyError as err:
            raise ToolError.returned(f"KeyError during formatting: {err}")
        return detailed

    @tool(consumes={"order_id": "order_id"})
    def cancel_order(self, order_id: int) -> dict[str, Any]:
        """Cancel an order that has not been completed.

        Args:
            order_id: The order's id.

        Returns:
            ``order_id`` and its new ``status`` ("Cancelled").
        """
        order = self.state.orders.get(order_id)
        if order is None:
            raise ToolError.returned(f"Order with ID {order_id} not found.")
        if order["status"] == "Completed":
            raise ToolError.returned(f"Can't cancel order {order_id}. Order is already completed.")
        if not self.ctx.bfcl:
            if order["status"] == "Cancelled":
                raise ToolError(f"Order {order_id} is already cancelled.")
            refund = self.state.reserved.pop(order_id, 0.0)
            self.state.account_info["balance"] = self.money(self.balance() + refund)
        order["status"] = "Cancelled"
        return {"order_id": order_id, "status": "Cancelled"}

    @tool(mutates=False, produces={"history": "order_id"})
    def get_order_history(self) -> Any:
        """List the ids of every order of the logged-in user.

        Returns:
            ``history``: the order ids, oldest first.
        """
        self.require_login("view order history", "list_of_dict")
        return {"history": list(self.state.orders)}
