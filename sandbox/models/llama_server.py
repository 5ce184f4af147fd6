"""llama.cpp's OpenAI-compatible server (llama-cpp-python) with weight repacking off: ``--model local``.

Run as ``python -m sandbox.models.llama_server ARGS`` with ``llama_cpp.server``'s own arguments.
llama.cpp repacks a model's weights for the CPU's extra matrix units (AMX tiles on recent Xeons)
when it finds them; where the kernel or a sandbox does not grant the AMX tile state, the first
matrix product then crashes the server with a segmentation fault, so every request fails as a
connection error. For the small models toolsim serves locally the repacking gains little, so
this launcher turns it off (``use_extra_bufts``) and starts the server unchanged otherwise.
"""

from __future__ import annotations

import runpy
from typing import Any


def without_repacking() -> None:
    """Make every model llama-cpp-python loads from now on skip weight repacking."""
    import llama_cpp.llama_cpp as low  # the ctypes layer, whose defaults Llama() reads

    defaults = low.llama_model_default_params

    def params() -> Any:
        made = defaults()
        if hasattr(made, "use_extra_bufts"):
            made.use_extra_bufts = False
        return made

    low.llama_model_default_params = params


def main() -> None:
    """Start ``llama_cpp.server`` with the command line as given, without weight repacking."""
    without_repacking()
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
