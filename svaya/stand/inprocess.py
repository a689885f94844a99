"""The stand's in-process transports, for whatever wires the engine to register (svaya.wire).

The factories import the stand's model and world on first use, so registering them costs a
process nothing until a URL such as SVAYA_LLM_BASE_URL=inprocess://stand is called.
"""

from __future__ import annotations

import httpx

from svaya.wire import register_transport

MODEL_ORIGIN = "inprocess://stand"
WORLD_ORIGIN = "inprocess://world"


def model_transport() -> httpx.BaseTransport:
    """The synthetic model shared by the process (faults from SVAYA_STAND_FAULTS)."""
    from svaya.stand.transport import InProcessTransport

    return InProcessTransport()


def world_transport() -> httpx.BaseTransport:
    """The demo world shared by the process (svaya.stand.world.WORLD)."""
    from svaya.stand.world.transport import WorldTransport

    return WorldTransport()


def register_stand_transports() -> None:
    register_transport(MODEL_ORIGIN, model_transport)
    register_transport(WORLD_ORIGIN, world_transport)
