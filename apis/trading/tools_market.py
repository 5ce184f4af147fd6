"""Trading tools for market data and the watch list."""

from __future__ import annotations

from typing import Any

from apis.trading.base import TradingBase
from apis.trading.defaults import COMPANY_SYMBOLS, SECTORS
from apis.trading.longcontext import (
    bfcl_moving_averages,
    bfcl_sector_extension,
    bfcl_watchlist_extension,
)
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

_NOT_FOUND = "Stock not found"


class MarketTools(TradingBase):
    """Quotes, symbol lookup, screening and the watch list."""

    def _unknown_symbols(self, symbols: list[str]) -> None:
        """Native profile: refuse symbols the market does not quote."""
        unknown = [s for s in symbols if s not in self.state.stocks]
        if unknown and not self.ctx.bfcl:
            raise ToolError(f"Unknown stock symbol(s): {', '.join(unknown)}.")

    @tool(mutates=False, consumes={"name": "company_name"}, produces={"symbol": "stock_symbol"})
    def get_symbol_by_name(self, name: str) -> dict[str, str]:
        """Find the ticker symbol of a company.

        Args:
            name: The company's name, e.g. "Apple".

        Returns:
            ``symbol``: the ticker symbol.
        """
        symbol = COMPANY_SYMBOLS.get(name)
        if symbol is None and not self.ctx.bfcl:
            raise ToolError(f"No stock found for company {name!r}. Known companies: {', '.join(COMPANY_SYMBOLS)}.")
        return {"symbol": symbol or _NOT_FOUND}

    @tool(mutates=False, consumes={"symbol": "stock_symbol"}, produces={"price": "amount"})
    def get_stock_info(self, symbol: str) -> dict[str, Any]:
        """Show the current quote of a stock.

        Args:
            symbol: The stock's ticker symbol.

        Returns:
            ``price``, ``percent_change``, ``volume`` and the 5- and 20-day moving averages
            ``MA(5)`` and ``MA(20)``; in a long-context episode also ``history``, the closing
            prices of the days before, oldest first.
        """
        quote = self.state.stocks.get(symbol)
        if quote is None:
            raise ToolError.returned(f"Stock with symbol '{symbol}' not found.")
        if self.ctx.bfcl and self.state.long_context:
            quote = dict(quote)
            quote["MA(5)"], quote["MA(20)"] = bfcl_moving_averages()
            return quote
        if self.ctx.bfcl:
            return quote
        quote = dict(quote)
        history = self.price_history(symbol)
        if history is not None:
            quote["history"] = history
        return quote

    @tool(mutates=False, consumes={"sector": "sector"}, produces={"stock_list": "stock_symbol"})
    def get_available_stocks(self, sector: str) -> dict[str, list[str]]:
        """List the ticker symbols of a market sector.

        Args:
            sector: The sector, "Technology" or "Automobile".

        Returns:
            ``stock_list``: the sector's symbols; in a long-context episode also ``history``, each
            symbol's closing prices of the days before (as its quote shows them).
        """
        if sector not in SECTORS and not self.ctx.bfcl:
            raise ToolError(f"Unknown sector {sector!r}. Known sectors: {', '.join(SECTORS)}.")
        symbols = list(SECTORS.get(sector, ()))
        if self.ctx.bfcl and self.state.long_context:
            symbols.extend(bfcl_sector_extension(sector))
        return self._with_histories({"stock_list": symbols}, symbols)

    def _with_histories(self, reply: dict[str, Any], symbols: list[str]) -> dict[str, Any]:
        histories = self.price_histories(symbols)
        if histories is not None:
            reply["history"] = histories
        return reply

    @tool(
        mutates=False,
        consumes={"stocks": "stock_symbol", "min_price": "amount", "max_price": "amount"},
        produces={"filtered_stocks": "stock_symbol"},
    )
    def filter_stocks_by_price(self, stocks: list[str], min_price: float, max_price: float) -> dict[str, list[str]]:
        """Keep the stocks whose current price lies within a range.

        Args:
            stocks: The ticker symbols to screen.
            min_price: The lowest price to keep (inclusive).
            max_price: The highest price to keep (inclusive).

        Returns:
            ``filtered_stocks``: the symbols within the range, in the given order.
        """
        self._unknown_symbols(stocks)
        kept = []
        for symbol in stocks:
            price = self.state.stocks.get(symbol, {}).get("price", 0)
            if min_price <= price <= max_price:
                kept.append(symbol)
        return {"filtered_stocks": kept}

    @tool(mutates=False, consumes={"stocks": "stock_symbol", "threshold": "number"})
    def notify_price_change(self, stocks: list[str], threshold: float) -> dict[str, str]:
        """Report which stocks moved by at least a percentage today (up or down).

        Args:
            stocks: The ticker symbols to check.
            threshold: The smallest absolute percent change worth reporting.

        Returns:
            ``notification``: a sentence naming the stocks that moved that much, if any.
        """
        self._unknown_symbols(stocks)
        moved = [
            s for s in stocks if s in self.state.stocks and abs(self.state.stocks[s]["percent_change"]) >= threshold
        ]
        if not moved:
            return {"notification": "No significant price changes in the selected stocks."}
        return {"notification": f"Stocks {', '.join(moved)} have significant price changes."}

    @tool(consumes={"stock": "stock_symbol"}, produces={"watchlist": "stock_symbol"})
    def add_to_watchlist(self, stock: str) -> dict[str, list[str]]:
        """Add a stock to the watch list (nothing happens if it is already there).

        Args:
            stock: The ticker symbol to watch.

        Returns:
            ``watchlist``: the whole watch list afterwards.
        """
        self._unknown_symbols([stock])
        if stock not in self.state.watch_list and stock in self.state.stocks:
            self.state.watch_list.append(stock)
        return {"watchlist": self.state.watch_list if self.ctx.bfcl else list(self.state.watch_list)}

    @tool(consumes={"symbol": "stock_symbol"})
    def remove_stock_from_watchlist(self, symbol: str) -> dict[str, str]:
        """Remove a stock from the watch list.

        Args:
            symbol: The ticker symbol to stop watching.

        Returns:
            ``status``: a confirmation.
        """
        self.require_login("modify the watchlist")
        if symbol not in self.state.watch_list:
            raise ToolError.returned(f"Stock {symbol} not found in watchlist.")
        self.state.watch_list.remove(symbol)
        return {"status": f"Stock {symbol} removed from watchlist successfully."}

    @tool(mutates=False, produces={"watchlist": "stock_symbol"})
    def get_watchlist(self) -> Any:
        """Show the watch list of the logged-in user.

        Returns:
            ``watchlist``: the watched ticker symbols; in a long-context episode also ``history``,
            each symbol's closing prices of the days before (as its quote shows them).
        """
        self.require_login("view the watchlist", "list_of_str")
        if self.ctx.bfcl and self.state.long_context:
            return [*self.state.watch_list, *bfcl_watchlist_extension()]
        return self._with_histories({"watchlist": list(self.state.watch_list)}, self.state.watch_list)
