"""The stand in-process: the same wire bytes as over HTTP, with no socket in between."""

from __future__ import annotations

import threading
import time

import httpx

from svaya.stand.model import StandDeadlineExceeded, SyntheticModel
from svaya.stand.server import dispatch

_default: SyntheticModel | None = None
_default_lock = threading.Lock()


def default_model() -> SyntheticModel:
    """The process-wide shared model (faults from SVAYA_STAND_FAULTS), made on first use."""
    global _default
    with _default_lock:
        if _default is None:
            _default = SyntheticModel.from_env()
        return _default


class InProcessTransport(httpx.BaseTransport):
    def __init__(self, model: SyntheticModel | None = None) -> None:
        self.model = model if model is not None else default_model()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        raw = request.read()
        try:
            response = dispatch(
                self.model, request.method, request.url.path, raw, deadline=_deadline(request)
            )
        except StandDeadlineExceeded as exc:
            raise httpx.ReadTimeout(str(exc), request=request) from exc
        return httpx.Response(
            response.status,
            headers={"Content-Type": response.content_type},
            content=response.body,
            request=request,
        )


def _deadline(request: httpx.Request) -> float | None:
    read = (request.extensions.get("timeout") or {}).get("read")
    return None if read is None else time.monotonic() + read
