"""svaya.wire's own plain-HTTP/1.1 path (an http:// origin through httpx's default transport):
what a caller gets back is what httpx would give, kept-alive sockets are reused, and failures
are httpx's exceptions."""

from __future__ import annotations

import gzip
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from svaya import wire


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    connections: set[int] = set()

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        _Handler.connections.add(id(self.connection))
        body = self.rfile.read(int(self.headers["Content-Length"]))
        seen = {"path": self.path, "body": body.decode(), "headers": dict(self.headers)}
        if self.path == "/slow":
            time.sleep(0.5)
        if self.path == "/chunked":
            self.send_response(201)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            data = json.dumps(seen).encode()
            for piece in (data[:5], data[5:]):
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
            return
        data = json.dumps(seen).encode()
        if self.path == "/gzip":
            data = gzip.compress(data)
        self.send_response(404 if self.path == "/missing" else 200)
        if self.path == "/gzip":
            self.send_header("Content-Encoding", "gzip")
        if self.path == "/close":
            self.send_header("Connection", "close")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture()
def origin() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Handler.connections = set()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _post(client: httpx.Client, url: str, timeout: float = 5.0) -> httpx.Response:
    return wire.post(
        client,
        wire.parsed_url(url),
        content=b'{"a": 1}',
        headers={"X-Test": "yes"},
        timeout=timeout,
    )


def test_the_answer_and_the_request_are_what_httpx_would_send_and_give(origin: str) -> None:
    with httpx.Client() as client:
        response = _post(client, f"{origin}/v1/chat?x=1")
        assert response.status_code == 200 and response.is_success
        assert response.reason_phrase == "OK"
        seen = response.json()
        assert seen["path"] == "/v1/chat?x=1" and seen["body"] == '{"a": 1}'
        assert seen["headers"]["X-Test"] == "yes"
        assert seen["headers"]["User-Agent"].startswith("python-httpx/")
        assert seen["headers"]["Host"] == origin.removeprefix("http://")
        assert _post(client, f"{origin}/missing").status_code == 404
        assert _post(client, f"{origin}/gzip").json()["path"] == "/gzip"
        chunked = _post(client, f"{origin}/chunked")
        assert chunked.status_code == 201 and chunked.json()["path"] == "/chunked"


def test_a_kept_alive_connection_is_reused_and_one_the_server_closes_is_not(origin: str) -> None:
    with httpx.Client() as client:
        for _ in range(3):
            _post(client, f"{origin}/a")
        assert len(_Handler.connections) == 1
        _post(client, f"{origin}/close")  # the server says Connection: close
        _post(client, f"{origin}/a")
        assert len(_Handler.connections) == 2


def test_a_late_answer_is_a_read_timeout_and_a_refused_connection_a_connect_error(
    origin: str,
) -> None:
    with httpx.Client() as client:
        with pytest.raises(httpx.ReadTimeout):
            _post(client, f"{origin}/slow", timeout=0.1)
        assert _post(client, f"{origin}/a").status_code == 200  # a fresh socket after it
    with httpx.Client() as client, pytest.raises(httpx.ConnectError):
        _post(client, "http://127.0.0.1:9/a", timeout=1.0)


def test_a_socket_idle_past_the_keep_alive_expiry_is_not_reused(
    origin: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with httpx.Client() as client:
        _post(client, f"{origin}/a")
        monkeypatch.setattr(wire, "_EXPIRY", 0.0)
        _post(client, f"{origin}/a")
        assert len(_Handler.connections) == 2
