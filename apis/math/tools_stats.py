"""Statistics over a list of numbers: mean, standard deviation, minimum, maximum and sum."""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Any

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.math.base import MathBase

_NUMBERS = MappingProxyType({"numbers": "number"})
_RESULT = MappingProxyType({"result": "number"})


class StatisticsTools(MathBase):
    """Summaries of a list of numbers; an empty list is an error."""

    def _nonempty(self, numbers: list[float], what: str) -> None:
        if not numbers:
            raise ToolError.returned(f"Cannot {what} of an empty list")

    @tool(mutates=False, consumes=_NUMBERS, produces=_RESULT)
    def mean(self, numbers: list[float]) -> dict[str, Any]:
        """Compute the arithmetic average of numbers.

        Args:
            numbers: The numbers (at least one).

        Returns:
            result: Their sum divided by their count.
        """
        self._nonempty(numbers, "calculate mean")
        return self.answer(self.compute(lambda: sum(numbers) / len(numbers)))

    @tool(mutates=False, consumes=_NUMBERS, produces=_RESULT)
    def standard_deviation(self, numbers: list[float]) -> dict[str, Any]:
        """Compute the population standard deviation of numbers.

        Args:
            numbers: The numbers (at least one).

        Returns:
            result: The square root of the mean squared distance from the mean.
        """
        self._nonempty(numbers, "calculate standard deviation")

        def spread() -> float:
            centre = sum(numbers) / len(numbers)
            return math.sqrt(sum((x - centre) ** 2 for x in numbers) / len(numbers))

        return self.answer(self.compute(spread))

    @tool(mutates=False, consumes=_NUMBERS, produces=_RESULT)
    def min_value(self, numbers: list[float]) -> dict[str, Any]:
        """Find the smallest of some numbers.

        Args:
            numbers: The numbers (at least one).

        Returns:
            result: The smallest one.
        """
        self._nonempty(numbers, "find minimum")
        return self.answer(min(numbers))

    @tool(mutates=False, consumes=_NUMBERS, produces=_RESULT)
    def max_value(self, numbers: list[float]) -> dict[str, Any]:
        """Find the largest of some numbers.

        Args:
            numbers: The numbers (at least one).

        Returns:
            result: The largest one.
        """
        self._nonempty(numbers, "find maximum")
        return self.answer(max(numbers))

    @tool(mutates=False, consumes=_NUMBERS, produces=_RESULT)
    def sum_values(self, numbers: list[float]) -> dict[str, Any]:
        """Add up some numbers.

        Args:
            numbers: The numbers (at least one).

        Returns:
            result: Their total.
        """
        self._nonempty(numbers, "calculate sum")
        return self.answer(self.compute(lambda: sum(numbers)))
