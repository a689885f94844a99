"""The stand over HTTP: a WSGI app (mounted by Django or served standalone) and `serve`."""

from __future__ import annotations

import io
import json
import logging
import socketserver
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from wsgiref.simple_server import ServerHandler, WSGIRequestHandler, WSGIServer, make_server

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


class _Http11Handler(ServerHandler):
    http_version = "1.1"
    delimited = False  # the answer carried Content-Length (the connection may stay open)

    def close(self) -> None:
        self.delimited = self.headers is not None and "Content-Length" in self.headers
        super().close()


class KeepAliveHandler(WSGIRequestHandler):
    """HTTP/1.1 with persistent connections, as a model provider's server keeps them: a
    client's connection pool reuses its connection instead of paying a TCP setup (and the
    server a thread) per request. wsgiref's own handler answers one request per connection.

    The body is read whole before the app runs (every answer here carries Content-Length),
    so an app that leaves it unread cannot spoil the next request on the connection; a body
    without Content-Length (chunked) closes the connection after its answer. An idle
    connection is closed after `timeout` seconds."""

    protocol_version = "HTTP/1.1"
    timeout = 60
    # The status line and headers go out before the body, in two writes: with Nagle's
    # algorithm on, the body would wait for the client's delayed ACK of the first (~40 ms).
    disable_nagle_algorithm = True
    name = "stand"

    def handle(self) -> None:
        self.close_connection = True
        self._one()
        while not self.close_connection:
            self._one()

    def _one(self) -> None:
        try:
            self.raw_requestline = self.rfile.readline(65537)
        except (TimeoutError, ConnectionError):
            self.close_connection = True
            return
        if not self.raw_requestline:
            self.close_connection = True
            return
        if len(self.raw_requestline) > 65536:
            self.requestline = self.request_version = self.command = ""
            self.send_error(414)
            self.close_connection = True
            return
        if not self.parse_request():
            return
        length = self.headers.get("Content-Length")
        if length is None:
            body: Any = self.rfile  # read by the app, up to the connection's close
            self.close_connection = self.close_connection or self.command not in ("GET", "HEAD")
        elif not length.strip().isdigit():
            self.send_error(400, f"Content-Length is not a number of bytes: {length!r}")
            self.close_connection = True
            return
        else:
            body = io.BytesIO(self.rfile.read(int(length)))
        handler = _Http11Handler(
            body, self.wfile, self.get_stderr(), self.get_environ(), multithread=True
        )
        handler.request_handler = self
        handler.run(self.server.get_app())
        if not handler.delimited:
            self.close_connection = True  # an answer delimited by the close

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("%s %s - %s", self.name, self.address_string(), format % args)


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
        host,
        port,
        make_app(model),
        server_class=ThreadingWSGIServer,
        handler_class=KeepAliveHandler,
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
