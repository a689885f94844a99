"""The world in-process: the same wire bytes as over HTTP, with no socket in between."""

from __future__ import annotations

import time

import httpx

from svaya.stand.world.core import World, WorldDeadlineExceeded
from svaya.stand.world.server import IDEMPOTENCY_HEADER, dispatch


class WorldTransport(httpx.BaseTransport):
    def __init__(self, world: World | None = None) -> None:
        if world is None:
            from svaya.stand.world import WORLD

            world = WORLD
        self.world = world

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        try:
            response = dispatch(
                self.world,
                request.method,
                request.url.path,
                request.read(),
                idempotency_key=request.headers.get(IDEMPOTENCY_HEADER),
                deadline=_deadline(request),
            )
        except WorldDeadlineExceeded as exc:
            raise httpx.ReadTimeout(str(exc), request=request) from exc
        return httpx.Response(
            response.status,
            headers={"Content-Type": "application/json"},
            content=response.body,
            request=request,
        )


def _deadline(request: httpx.Request) -> float | None:
    read = (request.extensions.get("timeout") or {}).get("read")
    return None if read is None else time.monotonic() + read
