"""svaya.wire's plain-HTTP path (an http:// origin through httpx's default transport, posted to
with the standard library's http.client): what a caller gets back is what httpx would give,
kept-alive connections are reused (never one the server closed, one idle too long or one of
another process), and failures are httpx's exceptions."""

from __future__ import annotations

import gzip
import http.client
import json
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from svaya import wire


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    connections: list[tuple[str, int]] = []  # one entry a connection the server accepted
    requests = 0

    def log_message(self, *args: object) -> None:
        pass

    def setup(self) -> None:
        # A handler serves one connection. (Counting id(socket) in do_POST was flaky: a
        # closed socket's id may be reused by the next one.)
        super().setup()
        _Handler.connections.append(self.client_address)

    def do_POST(self) -> None:
        _Handler.requests += 1
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
        if self.path == "/drop":  # a kept-alive answer, then the server closes it anyway
            self.close_connection = True


@pytest.fixture()
def origin() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Handler.connections = []
    _Handler.requests = 0
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


def test_a_connection_the_server_closed_while_idle_is_not_reused(origin: str) -> None:
    with httpx.Client() as client:
        _post(client, f"{origin}/drop")
        time.sleep(0.1)  # the server's FIN arrives: the idle connection is readable
        assert _post(client, f"{origin}/a").status_code == 200
        assert len(_Handler.connections) == 2


def test_a_post_on_a_connection_found_closed_too_late_is_an_error_not_a_retry(
    origin: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with httpx.Client() as client:
        _post(client, f"{origin}/drop")
        time.sleep(0.1)
        # The readability check misses the close (it raced it): the POST may have been sent,
        # so it fails, and is not sent again on a fresh connection.
        monkeypatch.setattr(wire.select, "select", lambda *a: ([], [], []))
        with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)):
            _post(client, f"{origin}/a")
        assert _Handler.requests == 1


def test_a_forked_process_does_not_reuse_its_parents_connections(
    origin: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with httpx.Client() as client:
        _post(client, f"{origin}/a")
        monkeypatch.setattr(wire._IDLE, "pid", -1)  # as if this were the child of a fork
        _post(client, f"{origin}/a")
        assert len(_Handler.connections) == 2
        _post(client, f"{origin}/a")  # the child's own connection is kept for the child
        assert len(_Handler.connections) == 2


def test_the_pool_is_bounded(origin: str) -> None:
    key = ("127.0.0.1", 1)
    conns = [http.client.HTTPConnection(*key) for _ in range(wire._KEPT + 2)]
    for conn in conns:
        wire._IDLE.give(key, conn)
    assert len(wire._IDLE.kept[key]) == wire._KEPT
    while wire._IDLE.kept[key]:
        wire._IDLE.kept[key].pop()[0].close()


def test_a_malformed_answer_is_a_remote_protocol_error() -> None:
    listener = socket.create_server(("127.0.0.1", 0))

    def answer() -> None:
        conn, _ = listener.accept()
        with conn:
            conn.recv(65536)
            conn.sendall(b"garbage\r\n\r\n")

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    try:
        with httpx.Client() as client, pytest.raises(httpx.RemoteProtocolError):
            _post(client, f"http://127.0.0.1:{listener.getsockname()[1]}/a")
    finally:
        thread.join(5)
        listener.close()


@pytest.mark.parametrize(
    ("error", "expected"),
    [(TimeoutError(), httpx.ConnectTimeout), (ConnectionRefusedError(), httpx.ConnectError)],
)
def test_connect_failures_are_httpx_exceptions(
    monkeypatch: pytest.MonkeyPatch, error: OSError, expected: type[Exception]
) -> None:
    def connect(self: http.client.HTTPConnection) -> None:
        raise error

    monkeypatch.setattr(http.client.HTTPConnection, "connect", connect)
    with httpx.Client() as client, pytest.raises(expected):
        _post(client, "http://127.0.0.1:9/a")


@pytest.mark.parametrize(
    ("error", "expected"),
    [(TimeoutError(), httpx.WriteTimeout), (BrokenPipeError(), httpx.WriteError)],
)
def test_write_failures_are_httpx_exceptions(
    origin: str, monkeypatch: pytest.MonkeyPatch, error: OSError, expected: type[Exception]
) -> None:
    def endheaders(self: http.client.HTTPConnection, body: bytes | None = None) -> None:
        raise error

    monkeypatch.setattr(http.client.HTTPConnection, "endheaders", endheaders)
    with httpx.Client() as client, pytest.raises(expected):
        _post(client, f"{origin}/a")
