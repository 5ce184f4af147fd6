"""The prompt-mode feedback text."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.prompting import results_message


@given(st.lists(st.tuples(st.text(), st.text()), max_size=4))
def test_results_message_is_the_indented_json_of_the_results(pairs: list[tuple[str, str]]) -> None:
    results = [CallResult(call=ToolCall(name="f", arguments={"x": name}), output=output, status="ok")
               for name, output in pairs]
    expected = json.dumps([{"call": str(r.call), "result": r.output} for r in results], indent=1, ensure_ascii=False)
    assert results_message(results) == "Function results:\n" + expected
