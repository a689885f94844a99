"""The world over HTTP: one wire format for the in-process transport, loopback and the stand.

    POST /world/v1/call/<tool name>   body: JSON arguments; header Idempotency-Key (optional)
    GET  /world/v1/stats
    POST /world/v1/reset
    POST /world/v1/configure          body: {"faults": {...}}

A 200 body is the tool's result; any other status carries {"error": "..."}.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from wsgiref.simple_server import WSGIServer, make_server

from svaya.stand.server import KeepAliveHandler, ThreadingWSGIServer
from svaya.stand.world.core import World
from svaya.stand.world.faults import FaultConfigError

PREFIX = "/world/v1"
CALL = f"{PREFIX}/call/"
IDEMPOTENCY_HEADER = "Idempotency-Key"
_STATUS_TEXT = {
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    409: "Conflict",
    422: "Unprocessable Entity",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
}
WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class WorldResponse:
    status: int
    body: bytes


def dispatch(
    world: World,
    method: str,
    path: str,
    raw: bytes,
    *,
    idempotency_key: str | None = None,
    deadline: float | None = None,
) -> WorldResponse:
    """Route one request; shared by the WSGI app and the in-process transport."""
    if path.startswith(CALL):
        return _post_only(method, path) or _call(
            world, path[len(CALL) :], raw, idempotency_key, deadline
        )
    if path == f"{PREFIX}/stats":
        return _get_only(method, path) or _json(200, world.stats())
    if path == f"{PREFIX}/reset":
        if (refused := _post_only(method, path)) is not None:
            return refused
        world.reset()
        return _json(200, {"status": "reset"})
    if path == f"{PREFIX}/configure":
        return _post_only(method, path) or _configure(world, raw)
    return _json(404, {"error": f"no route {path}; calls go to {CALL}<tool name>"})


def make_app(world: World) -> WSGIApp:
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        length = int(environ.get("CONTENT_LENGTH") or 0)
        raw = environ["wsgi.input"].read(length) if length else b""
        key = environ.get("HTTP_IDEMPOTENCY_KEY") or None
        response = dispatch(
            world, environ["REQUEST_METHOD"], environ["PATH_INFO"], raw, idempotency_key=key
        )
        status = f"{response.status} {_STATUS_TEXT.get(response.status, 'Status')}"
        start_response(
            status,
            [("Content-Type", "application/json"), ("Content-Length", str(len(response.body)))],
        )
        return [response.body]

    return app


def with_world(other: WSGIApp, world: World) -> WSGIApp:
    """Serve the world under /world/ next to another app (the stand's model server)."""
    world_app = make_app(world)

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ.get("PATH_INFO", "").startswith("/world/"):
            return world_app(environ, start_response)
        return other(environ, start_response)

    return app


class _WorldHandler(KeepAliveHandler):
    name = "world"


def serve(
    world: World,
    host: str = "127.0.0.1",
    port: int = 8766,
    *,
    on_ready: Callable[[WSGIServer], None] | None = None,
) -> None:
    """Serve the world alone until shut down; port 0 picks a free port (read it in on_ready).
    The stand's own server mounts it with `with_world` instead."""
    app = make_app(world)
    with make_server(
        host, port, app, server_class=ThreadingWSGIServer, handler_class=_WorldHandler
    ) as server:
        logger.info("world serving on http://%s:%s%s", *server.server_address[:2], PREFIX)
        if on_ready is not None:
            on_ready(server)
        server.serve_forever(poll_interval=0.05)


def _call(
    world: World, tool: str, raw: bytes, key: str | None, deadline: float | None
) -> WorldResponse:
    try:
        args = json.loads(raw or b"{}")
    except ValueError as exc:
        return _json(400, {"error": f"{tool}: the body is not JSON: {exc}"})
    status, body = world.call(tool, args, idempotency_key=key, deadline=deadline)
    return _json(status, body)


def _configure(world: World, raw: bytes) -> WorldResponse:
    try:
        body = json.loads(raw or b"{}")
        world.configure(faults=body.get("faults") if isinstance(body, dict) else None)
    except (ValueError, FaultConfigError) as exc:
        return _json(400, {"error": f"configure: {exc}"})
    return _json(200, {"status": "configured"})


def _post_only(method: str, path: str) -> WorldResponse | None:
    return None if method == "POST" else _json(405, {"error": f"{path} accepts POST"})


def _get_only(method: str, path: str) -> WorldResponse | None:
    return None if method == "GET" else _json(405, {"error": f"{path} accepts GET"})


def _json(status: int, payload: Any) -> WorldResponse:
    return WorldResponse(status, json.dumps(payload, ensure_ascii=False).encode())
