"""A model judge of the words of ask and abstain turns (``toolsim run --judge-model M``).

:class:`ModelJudge` is the :class:`~sandbox.judge.reading.ReplyReader` the runner hands the
judge. The judge reads synchronously, so the episode driver first awaits :meth:`ModelJudge.prepare`
with the replies of a turn the judge will read (sandbox/episode/loop.py); the judge then finds
the answers ready. Each answer is asked once, with the fixed rubric of
:mod:`sandbox.judge.reading` at temperature 0 and seed 0, and kept in memory and in
``judge_answers.jsonl`` in the run directory, keyed by (judge model, rubric version, turn kind,
reply): a resumed run reuses every answer it finds there without asking the model. An endpoint
error or a timeout leaves the reply without an answer (not kept on disk, so a resume asks again);
the judge then keeps the classifier's classes and records why.

Judge models: any ``--model`` string that gives words (a litellm string, ``openai/NAME`` with
``--api-base``, ``local``), or ``scripted:FILE`` for tests: a JSON object mapping a reply's text
to the answer to give (``"*"``: any other reply), where an answer may also be ``{"error": KIND}``
(the endpoint fails) or ``{"hang": SECONDS}`` (it does not answer).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sandbox.episode.client import EpisodeModel, ModelClient, ModelError, ModelRequest, ModelResponse
from sandbox.episode.scenario import Scenario
from sandbox.judge.reading import RUBRIC_VERSION, Reading, TurnKind, rubric_prompt
from sandbox.models.options import ModelOptions
from sandbox.tools.errors import InputFileError, RegistryError
from sandbox.tools.files import read_json_object

#: The file of a run directory that keeps the judge model's answers.
ANSWERS = "judge_answers.jsonl"
#: The most characters of an answer kept (a longer one is no answer of the rubric's forms anyway).
MAX_KEPT_CHARS = 2000


def answer_key(judge: str, kind: TurnKind, reply: str) -> str:
    """The key of one answer: the judge model, the rubric's version, the turn kind and the reply."""
    text = json.dumps([judge, RUBRIC_VERSION, kind, reply], ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class ModelJudge:
    """Asks a model for the classes of replies, once each, and hands the answers to the judge.

    Args:
        client: The judge model's client.
        spec: The ``--judge-model`` string (named in verdicts and in cache keys).
        answers: The file that keeps the answers (``judge_answers.jsonl`` of the run), if any.
        timeout: Seconds one answer may take before the reply counts as unanswered.
    """

    def __init__(self, client: ModelClient, spec: str, answers: Path | None = None, timeout: float = 120.0) -> None:
        self.client, self.spec, self.path, self.timeout = client, spec, answers, timeout
        self.name = f"model:{spec}"
        self.asked = 0  # requests sent to the model (tests; a resumed run sends none for kept answers)
        self._answers: dict[str, str] = {}
        self._failed: dict[str, str] = {}  # key -> why the model gave no answer (this process only)
        self._lock = threading.Lock()
        if answers is not None:
            self._answers.update(kept_answers(answers))

    async def prepare(self, replies: Sequence[str], kind: TurnKind, scenario: Scenario, trial: int) -> None:
        """Ask the model for each reply it has no answer for yet.

        Raises:
            ModelError: A fatal endpoint error (refused credentials, unknown model): the run stops,
                as it does for the model under test.
        """
        for reply in dict.fromkeys(r for r in replies if r.strip()):
            key = answer_key(self.spec, kind, reply)
            if key in self._answers or key in self._failed:
                continue
            self.asked += 1
            request = ModelRequest(messages=rubric_prompt(reply, kind), mode="fc", scenario_id=scenario.id, trial=trial)
            try:
                async with asyncio.timeout(self.timeout):
                    response = await self.client.episode(scenario, trial).complete(request)
            except ModelError as err:
                if err.fatal:
                    raise
                self._failed[key] = f"the judge model failed ({err.kind}): {err.message[:200]}"
                continue
            except TimeoutError:
                self._failed[key] = f"the judge model gave no answer within {self.timeout:g} s"
                continue
            except Exception as exc:  # a misbehaving client must not take the episode down
                self._failed[key] = f"the judge model failed: {type(exc).__name__}: {str(exc)[:200]}"
                continue
            self._keep(key, kind, reply, (response.text or "")[:MAX_KEPT_CHARS])

    def _keep(self, key: str, kind: TurnKind, reply: str, answer: str) -> None:
        self._answers[key] = answer
        if self.path is None:
            return
        line = json.dumps({"key": key, "judge": self.spec, "rubric": RUBRIC_VERSION, "kind": kind, "reply": reply,
                           "answer": answer}, ensure_ascii=False)
        with self._lock, self.path.open("a", encoding="utf-8") as file:
            file.write(line + "\n")

    def __call__(self, reply: str, kind: TurnKind) -> Reading:
        """The answer :meth:`prepare` got for ``reply``, or a note saying why there is none."""
        key = answer_key(self.spec, kind, reply)
        if key in self._answers:
            return Reading(self._answers[key])
        return Reading(note=self._failed.get(key, "the judge model was not asked about this reply"))

    async def close(self) -> None:
        """Close the judge model's client."""
        await self.client.close()


def kept_answers(path: Path) -> dict[str, str]:
    """The answers a run directory keeps (a torn or foreign line is skipped: its reply is asked again)."""
    if not path.is_file():
        return {}
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if isinstance(item, dict) and isinstance(item.get("key"), str) and isinstance(item.get("answer"), str):
            found[item["key"]] = item["answer"]
    return found


class ScriptedJudgeModel:
    """A judge model for tests: fixed answers per reply text (see the module doc)."""

    in_process = True
    reads_messages = True

    def __init__(self, answers: dict[str, Any], name: str) -> None:
        self.answers, self.name = answers, name

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """This model for any episode."""
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """The scripted answer for the reply the request quotes."""
        content = str(request.messages[-1]["content"])
        reply = content.split("-----\n", 1)[1].rsplit("\n-----", 1)[0]
        answer = self.answers.get(reply, self.answers.get("*", ""))
        if isinstance(answer, dict) and "hang" in answer:
            await asyncio.sleep(float(answer["hang"]))
        if isinstance(answer, dict):
            raise ModelError("auth" if answer.get("error") == "auth" else "server", "scripted judge failure")
        return ModelResponse(text=str(answer))

    async def close(self) -> None:
        """Nothing to release."""


def check_judge(spec: str, options: ModelOptions | None = None) -> None:
    """Refuse a ``--judge-model`` string before a run starts.

    Args:
        spec: The ``--judge-model`` string.
        options: How it would be called (an API base serves ``openai/NAME`` without litellm).

    Raises:
        RegistryError: ``oracle`` or ``replay:RUN_DIR`` (they give calls, not words), a
            ``scripted:FILE`` that is not a JSON object of answers, a model string no provider
            serves, or one whose provider's API key is not in the environment.
    """
    options = options or ModelOptions()
    if spec == "oracle" or spec.startswith("replay:"):
        raise RegistryError(f"--judge-model {spec!r}: that model gives calls, not a judge's words; use a model "
                            "string such as openai/gpt-4o-mini")
    if spec.startswith("scripted:"):
        _scripted_answers(spec)
    elif not (spec == "local" or spec.startswith("local:") or
              (options.api_base and spec.startswith(("openai/", "hosted_vllm/")))):
        from sandbox.models.litellm_client import LiteLLMModel

        try:
            missing = LiteLLMModel(spec, options).missing_keys()
        except RegistryError as err:
            raise RegistryError(f"--judge-model {spec!r}: {err}") from None
        if missing:
            raise RegistryError(f"--judge-model {spec!r}: no API key: set {' or '.join(missing)} in the environment")


def _scripted_answers(spec: str) -> dict[str, Any]:
    path = Path(spec.split(":", 1)[1])
    try:
        return read_json_object(path, "a JSON object of judge answers")
    except InputFileError as err:
        raise RegistryError(f"--judge-model {spec!r}: {err}") from None


def resolve_judge(spec: str, options: ModelOptions | None = None, answers: Path | None = None) -> ModelJudge:
    """The model judge named by a ``--judge-model`` string, keeping its answers in ``answers``.

    Args:
        spec: ``scripted:FILE`` or a ``--model`` string that gives words.
        options: How the model is called (temperature and seed are 0 unless given; no response cache).
        answers: The run directory's answer file.

    Raises:
        RegistryError: An unusable spec (see :func:`check_judge`).
    """
    options = options or ModelOptions()
    check_judge(spec, options)
    client: ModelClient
    if spec.startswith("scripted:"):
        client = ScriptedJudgeModel(_scripted_answers(spec), spec)
    else:
        from sandbox.models.resolve import resolve_model

        fixed = {"temperature": 0.0 if options.temperature is None else options.temperature,
                 "seed": 0 if options.seed is None else options.seed, "cache_dir": None}
        client = resolve_model(spec, options.model_copy(update=fixed))
    return ModelJudge(client, spec, answers, timeout=options.request_budget())
