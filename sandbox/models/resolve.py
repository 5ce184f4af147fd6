"""Turn a ``--model`` string into a client.

- ``oracle``: replays the gold calls;
- ``scripted:FILE``: a BFCL-style result file (per turn, per step, call strings);
- ``replay:RUN_DIR``: responses recorded in an earlier run, served offline;
- ``local`` or ``local:/path/model.gguf``: a small model served by llama.cpp on loopback;
- ``openai/NAME`` or ``hosted_vllm/NAME`` with ``api_base``: an OpenAI-compatible server (vLLM,
  SGLang, llama.cpp...), reached directly by the lean httpx client;
- anything else: a litellm model string (``openai/gpt-4o``, ``anthropic/...``, ``gemini/...``).
"""

from __future__ import annotations

from pathlib import Path

from sandbox.episode.client import ModelClient
from sandbox.models.options import ModelOptions


def resolve_model(spec: str, options: ModelOptions | None = None) -> ModelClient:
    """Build the client named by ``spec``.

    Raises:
        RegistryError: An unknown or unusable model spec (a missing file, say).
    """
    options = options or ModelOptions()
    client: ModelClient
    if spec == "oracle":
        from sandbox.models.oracle import OracleModel

        return OracleModel()
    if spec.startswith("scripted:"):
        from sandbox.models.scripted import ScriptedModel, load_bfcl_results

        path = Path(spec.split(":", 1)[1])
        return ScriptedModel(load_bfcl_results(path), name=spec)
    if spec.startswith("replay:"):
        from sandbox.models.recorded import RecordedModel

        return RecordedModel.from_run(Path(spec.split(":", 1)[1]))
    if spec == "local" or spec.startswith("local:"):
        from sandbox.models.local import LocalModel

        client = LocalModel(spec.partition(":")[2] or None, options)
    elif options.api_base and spec.startswith(("openai/", "hosted_vllm/")):
        from sandbox.models.openai_compat import OpenAICompatModel

        client = OpenAICompatModel(spec, options)
    else:
        from sandbox.models.litellm_client import LiteLLMModel

        client = LiteLLMModel(spec, options)
    if options.cache_dir is not None:
        from sandbox.models.recorded import CachedModel

        client = CachedModel(client, options.cache_dir)
    return client
