"""Recorded responses: replay an earlier run offline, or cache responses of any model.

Responses are keyed by the content of the request (messages, tools, mode), so a rerun of the same
scenarios reproduces the same requests and gets the same answers, bit for bit.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Union, cast

from sandbox.episode.client import EpisodeModel, ErrorKind, ModelClient, ModelError, ModelRequest, ModelResponse
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import EpisodeStart, ModelErrorEvent, ModelEvent, load_trajectory
from sandbox.tools.errors import InputFileError
from sandbox.tools.files import files_under


@dataclass(frozen=True)
class _Failure:
    """A recorded endpoint failure, raised again when its request comes."""

    kind: str
    message: str


Answer = Union[ModelResponse, _Failure]


def _answer(event: ModelEvent | ModelErrorEvent) -> Answer:
    if isinstance(event, ModelErrorEvent):
        return _Failure(event.error_kind, event.message)
    return ModelResponse(text=event.text, tool_calls=event.tool_calls, decoded=event.decoded,
                         decode_error=event.decode_error, input_tokens=event.input_tokens,
                         output_tokens=event.output_tokens, cost=event.cost, latency=event.latency, cached=True)


def run_trajectories(run_dir: Path) -> list[Path]:
    """The trajectory files of a run directory to replay: regular files inside it, each of a bounded size.

    Raises:
        InputFileError: No ``trajectories`` folder; a ``results.jsonl`` that is not a file; a
            trajectory that leads outside the directory, is not a regular file or is too large.
    """
    if not (run_dir / "trajectories").is_dir():
        raise InputFileError(f"{run_dir}: not a run directory with trajectories to replay")
    results = run_dir / "results.jsonl"
    if results.exists() and not results.is_file():
        raise InputFileError(f"{results}: not a regular file (a run's results are a file of lines)")
    return files_under(run_dir / "trajectories", ".jsonl")


class RecordedModel:
    """Serves the answers recorded in a run directory's trajectories, whatever model gave them.

    Everything a response carried is served again (text, tool calls, decoded call strings, an
    undecodable step) and a recorded endpoint error is raised again, so a replay of a run
    reproduces its results. A request is looked up by scenario, trial and content first (each
    episode gets its own answers, in order), then by content alone (a conversation that other
    scenarios share).
    """

    in_process = True  # answers from memory: no request timeout
    reads_messages = False  # nor reads the conversation: requests come without it

    def __init__(self, responses: dict[str, list[Answer]], name: str,
                 episodes: dict[tuple[str, int, str], list[Answer]] | None = None) -> None:
        self.responses = responses
        self.episodes = episodes or {}
        self.name = name
        self._served: dict[tuple[str, ...], int] = defaultdict(int)

    @classmethod
    def from_run(cls, run_dir: Path) -> RecordedModel:
        """Load every model answer of a run directory.

        Only regular files inside the run directory are read, each of a bounded size
        (:func:`~sandbox.tools.files.files_under`).

        Raises:
            InputFileError: No trajectories there, or one that cannot be read, leads outside the
                directory, is not a regular file or is too large (file named).
        """
        responses: dict[str, list[Answer]] = defaultdict(list)
        episodes: dict[tuple[str, int, str], list[Answer]] = defaultdict(list)
        for path in run_trajectories(run_dir):
            scenario_id, trial = "", 0
            for event in load_trajectory(path):
                if isinstance(event, EpisodeStart):
                    scenario_id, trial = event.scenario.id, event.trial
                elif isinstance(event, (ModelEvent, ModelErrorEvent)) and event.request_key:
                    responses[event.request_key].append(_answer(event))
                    episodes[(scenario_id, trial, event.request_key)].append(_answer(event))
        return cls(dict(responses), f"replay:{run_dir}", dict(episodes))

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """Recorded answers are looked up by request, so one object serves all episodes."""
        return self

    def _next(self, key: tuple[str, ...], answers: list[Answer]) -> Answer:
        index = min(self._served[key], len(answers) - 1)
        self._served[key] += 1
        return answers[index]

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """The recorded answer to this exact request."""
        key = request.key()
        exact = self.episodes.get((request.scenario_id, request.trial, key))
        if exact:
            answer = self._next((request.scenario_id, str(request.trial), key), exact)
        else:
            answers = self.responses.get(key)
            if not answers:
                raise ModelError("client", "no recorded response for this request (the conversation diverged)")
            answer = self._next((key,), answers)
        if isinstance(answer, _Failure):
            raise ModelError(cast(ErrorKind, answer.kind), answer.message)
        return answer

    async def close(self) -> None:
        """Nothing to release."""


class CachedModel:
    """Wraps a client: answers from ``cache_dir/responses.jsonl`` when the request was seen, else asks and stores."""

    def __init__(self, inner: ModelClient, cache_dir: Path) -> None:
        self.inner = inner
        self.name = inner.name
        self.path = cache_dir / "responses.jsonl"
        cache_dir.mkdir(parents=True, exist_ok=True)
        self.cache: dict[str, ModelResponse] = {}
        if self.path.exists():
            with self.path.open(encoding="utf-8") as handle:
                for line in handle:
                    if line.endswith("\n") and line.strip():
                        item = json.loads(line)
                        self.cache[item["key"]] = ModelResponse.model_validate(item["response"])

    def _key(self, request: ModelRequest) -> str:
        return f"{self.name}:{request.key()}"

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """A cached view of the inner client's episode model."""
        return _CachedEpisode(self, self.inner.episode(scenario, trial))

    def store(self, key: str, response: ModelResponse) -> None:
        """Remember a response (appended to the cache file at once)."""
        self.cache[key] = response
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps({"key": key, "response": response.model_dump(mode="json")}) + "\n")

    async def close(self) -> None:
        """Close the inner client."""
        await self.inner.close()


class _CachedEpisode:
    def __init__(self, owner: CachedModel, inner: EpisodeModel) -> None:
        self.owner = owner
        self.inner = inner

    async def complete(self, request: ModelRequest) -> ModelResponse:
        key = self.owner._key(request)
        hit = self.owner.cache.get(key)
        if hit is not None:
            return hit.model_copy(update={"cached": True})
        response = await self.inner.complete(request)
        self.owner.store(key, response)
        return response
