"""The stand over HTTP: a WSGI app (mounted by Django or served standalone) and `serve`."""

from __future__ import annotations

import json
import logging
import socketserver
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from svaya.stand import render
from svaya.stand.model import SyntheticModel

logger = logging.getLogger(__name__)

_PREFIXES = ("/stand/v1", "/v1", "")
_STATUS_TEXT = {200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"}
WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


@dataclass(frozen=True)
class StandResponse:
    status: int
    body: bytes
    content_type: str = "application/json"


def dispatch(
    model: SyntheticModel, method: str, path: str, raw: bytes, *, deadline: float | None = None
) -> StandResponse:
    """Route one request; shared by the WSGI app, the in-process transport and Django views."""
    route = _route(path)
    if route is None:
        return _json(404, render.error_body(f"no route {path}", kind="invalid_request_error"))
    expected = "POST" if route == "/chat/completions" else "GET"
    if method != expected:
        message = f"{path} accepts {expected}, not {method}"
        return _json(405, render.error_body(message, kind="invalid_request_error"))
    if route == "/stats":
        return _json(200, model.stats())
    status, payload = model.handle_raw(raw, deadline=deadline)
    return _json(status, payload) if isinstance(payload, dict) else _text(status, payload)


def make_app(model: SyntheticModel) -> WSGIApp:
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        length = int(environ.get("CONTENT_LENGTH") or 0)
        raw = environ["wsgi.input"].read(length) if length else b""
        response = dispatch(model, environ["REQUEST_METHOD"], environ["PATH_INFO"], raw)
        status = f"{response.status} {_STATUS_TEXT.get(response.status, 'Status')}"
        headers = [
            ("Content-Type", response.content_type),
            ("Content-Length", str(len(response.body))),
        ]
        start_response(status, headers)
        return [response.body]

    return app


class ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    # Several workers share one stand; a slow answer must not hold the others up, and a
    # request still "generating" must not keep the process from exiting.
    daemon_threads = True
    block_on_close = False


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("stand %s - %s", self.address_string(), format % args)


def serve(
    host: str = "127.0.0.1",
    port: int = 8765,
    *,
    model: SyntheticModel | None = None,
    on_ready: Callable[[WSGIServer], None] | None = None,
) -> None:
    """Serve the stand until shut down; port 0 picks a free port (read it in on_ready)."""
    if model is None:
        from svaya.stand.transport import default_model

        model = default_model()
    with make_server(
        host, port, make_app(model), server_class=ThreadingWSGIServer, handler_class=_QuietHandler
    ) as server:
        logger.info("stand serving on http://%s:%s/v1", *server.server_address[:2])
        if on_ready is not None:
            on_ready(server)
        server.serve_forever(poll_interval=0.05)


def _route(path: str) -> str | None:
    for prefix in _PREFIXES:
        if path.startswith(prefix) and path[len(prefix) :] in ("/chat/completions", "/stats"):
            return path[len(prefix) :]
    return None


def _json(status: int, payload: Any) -> StandResponse:
    return StandResponse(status, json.dumps(payload, ensure_ascii=False).encode())


def _text(status: int, text: str) -> StandResponse:
    return StandResponse(status, text.encode())
