"""What the model gateway and the tool connectors share about talking HTTP through httpx:
the parsed-URL cache, one POST through a client's transport (or, for a plain http:// origin
without a proxy, over a kept-alive socket of our own), and the registry of in-process
transports.

An `inprocess://<name>` URL is served by a transport registered under that name by whatever
wires the engine (runs/apps.py registers the stand's `inprocess://stand` and
`inprocess://world`); the engine itself knows no server behind such a URL.
"""

from __future__ import annotations

import os
import select
import socket
import threading
import time
from collections.abc import Callable
from functools import lru_cache
from typing import BinaryIO

import httpx

INPROCESS = "inprocess://"
TransportFactory = Callable[[], httpx.BaseTransport]

_TRANSPORTS: dict[str, TransportFactory] = {}


class UnregisteredTransport(LookupError):
    """An inprocess:// URL that no registered transport serves in this process."""


@lru_cache(maxsize=1024)
def parsed_url(text: str) -> httpx.URL:
    """Parsed once: httpx parses a URL given as text at every request."""
    return httpx.URL(text)


def post(
    client: httpx.Client,
    url: httpx.URL,
    *,
    content: bytes,
    headers: dict[str, str],
    timeout: float,
) -> httpx.Response:
    """One POST, its answer read whole, through the transport (and connection pool) the
    client picks for the URL — its mounts, so HTTP(S)_PROXY/NO_PROXY still apply — past the
    client's own layers: cookie jars, auth flows, redirects and event hooks, none of which a
    call of ours uses, and which cost about as much Python per call as the transport itself
    (a cookie jar alone builds an email message of the answer's headers). Exceptions are
    the transport's: httpx.TimeoutException, httpx.TransportError, ..."""
    transport = client._transport_for_url(url)  # pinned httpx 0.28
    if url.scheme == "http" and transport is client._transport and type(transport) is _PLAIN:
        return _plain_post(client, url, content, headers, timeout)
    merged = client.headers.copy()  # the client's defaults (User-Agent, ...), as it sends them
    merged.update(headers)
    request = httpx.Request(
        "POST",
        url,
        content=content,
        headers=merged,
        extensions={
            "timeout": {"connect": timeout, "read": timeout, "write": timeout, "pool": timeout}
        },
    )
    response = transport.handle_request(request)
    response.request = request
    try:
        response.read()
    finally:
        response.close()
    return response


_PLAIN = httpx.HTTPTransport


class _Idle:
    """Kept-alive sockets to plain-HTTP origins, per process (a forked worker starts with
    none: a socket inherited from the parent is never used, the parent may be using it)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pid = os.getpid()
        self.sockets: dict[tuple[str, int], list[tuple[socket.socket, float]]] = {}

    def take(self, origin: tuple[str, int]) -> socket.socket | None:
        with self.lock:
            if self.pid != os.getpid():
                self.pid, self.sockets = os.getpid(), {}
            kept = self.sockets.get(origin)
            while kept:
                sock, since = kept.pop()
                # Idle past httpx's keep-alive expiry (a server may be closing it right now),
                # or readable while idle: the server closed it (or sent what nobody asked for).
                if time.monotonic() - since < _EXPIRY and not select.select([sock], [], [], 0)[0]:
                    return sock
                sock.close()
        return None

    def give(self, origin: tuple[str, int], sock: socket.socket) -> None:
        with self.lock:
            kept = self.sockets.setdefault(origin, [])
            if self.pid == os.getpid() and len(kept) < _KEPT:
                kept.append((sock, time.monotonic()))
                return
        sock.close()


_KEPT = 16
_EXPIRY = 5.0  # seconds, httpx's default keepalive_expiry
_IDLE = _Idle()
_CHUNK = 65536


def _plain_post(
    client: httpx.Client, url: httpx.URL, content: bytes, headers: dict[str, str], timeout: float
) -> httpx.Response:
    """The same POST over a plain-HTTP/1.1 socket of our own, kept alive between calls: for
    an http:// origin reached without a proxy, through httpx's default transport. httpcore
    and h11 spend about half a millisecond of Python a call (on this 2-core machine) on what
    is here a few lines. The answer is an httpx.Response (decoded as httpx decodes it) and
    failures are httpx's exceptions, so the callers cannot tell the two paths apart; https,
    a proxy and a transport given to the client go through httpx as before."""
    host, port = url.host, url.port or 80
    origin = (host, port)
    merged = client.headers.copy()
    merged.update(headers)
    head = b"POST %s HTTP/1.1\r\nHost: %s" % (url.raw_path, url.netloc) + b"".join(
        b"\r\n%s: %s" % (k, v) for k, v in merged.raw if k.lower() != b"content-length"
    )
    head += b"\r\nContent-Length: %d\r\n\r\n" % len(content)
    sock = _IDLE.take(origin)
    if sock is None:
        try:
            sock = socket.create_connection(origin, timeout=timeout)
        except TimeoutError as exc:
            raise httpx.ConnectTimeout(str(exc) or "connect timed out") from exc
        except OSError as exc:
            raise httpx.ConnectError(str(exc)) from exc
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.settimeout(timeout)
    keep = False
    try:
        try:
            sock.sendall(head + content)
        except TimeoutError as exc:
            raise httpx.WriteTimeout(str(exc) or "write timed out") from exc
        except OSError as exc:
            raise httpx.WriteError(str(exc)) from exc
        try:
            with sock.makefile("rb") as stream:
                status, reason, answer_headers, body, keep = _read_answer(stream)
        except TimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "read timed out") from exc
        except OSError as exc:
            raise httpx.ReadError(str(exc)) from exc
    finally:
        if keep:
            _IDLE.give(origin, sock)
        else:
            sock.close()
    return httpx.Response(
        status,
        headers=answer_headers,
        content=body,
        extensions={"reason_phrase": reason, "http_version": b"HTTP/1.1"},
    )


def _read_answer(
    stream: BinaryIO,
) -> tuple[int, bytes, list[tuple[bytes, bytes]], bytes, bool]:
    """Status, reason, headers, body and whether the connection may be used again."""
    line = stream.readline(_CHUNK)
    if not line:
        raise httpx.RemoteProtocolError("Server disconnected without sending a response.")
    parts = line.rstrip(b"\r\n").split(b" ", 2)
    if len(parts) < 2 or not parts[0].startswith(b"HTTP/1.") or not parts[1].isdigit():
        raise httpx.RemoteProtocolError(f"malformed status line {line[:80]!r}")
    version, status = parts[0], int(parts[1])
    reason = parts[2] if len(parts) > 2 else b""
    answer_headers: list[tuple[bytes, bytes]] = []
    length: int | None = None
    chunked = False
    keep = version == b"HTTP/1.1"
    while True:
        line = stream.readline(_CHUNK)
        if not line:
            raise httpx.RemoteProtocolError("Server disconnected in the headers.")
        if line in (b"\r\n", b"\n"):
            break
        name, sep, value = line.partition(b":")
        if not sep:
            raise httpx.RemoteProtocolError(f"malformed header line {line[:80]!r}")
        name, value = name.strip(), value.strip()
        answer_headers.append((name, value))
        lower = name.lower()
        if lower == b"content-length":
            if not value.isdigit():
                raise httpx.RemoteProtocolError(f"bad Content-Length {value!r}")
            length = int(value)
        elif lower == b"transfer-encoding":
            chunked = value.lower().endswith(b"chunked")
        elif lower == b"connection":
            tokens = {t.strip() for t in value.lower().split(b",")}
            keep = b"close" not in tokens and (keep or b"keep-alive" in tokens)
    if chunked:
        body = _read_chunked(stream)
        answer_headers = [(k, v) for k, v in answer_headers if k.lower() != b"transfer-encoding"]
    elif status in (204, 304) or 100 <= status < 200:
        body = b""
    elif length is not None:
        body = stream.read(length)
        if len(body) != length:
            raise httpx.RemoteProtocolError("Server disconnected in the body.")
    else:
        body, keep = stream.read(), False
    return status, reason, answer_headers, body, keep


def _read_chunked(stream: BinaryIO) -> bytes:
    parts = []
    while True:
        line = stream.readline(_CHUNK)
        size_text = line.split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            raise httpx.RemoteProtocolError(f"bad chunk size {line[:80]!r}") from None
        if size == 0:
            while stream.readline(_CHUNK) not in (b"\r\n", b"\n", b""):
                pass  # trailers
            return b"".join(parts)
        chunk = stream.read(size)
        if len(chunk) != size:
            raise httpx.RemoteProtocolError("Server disconnected in the body.")
        parts.append(chunk)
        stream.read(2)


def register_transport(origin: str, factory: TransportFactory) -> None:
    """Serve `origin` ("inprocess://<name>", no path) with a transport made by `factory`,
    called once per client. Registering the same origin again replaces the factory."""
    _TRANSPORTS[_origin(origin, exact=True)] = factory


def unregister_transport(origin: str) -> None:
    _TRANSPORTS.pop(_origin(origin, exact=True), None)


def inprocess_transport(url: str, *, where: str) -> httpx.BaseTransport:
    """A new transport for `url` (an inprocess:// URL, any path) from its origin's factory.
    `where` names the setting the URL came from, for the error."""
    return require_transport(url, where=where)()


def require_transport(url: str, *, where: str) -> TransportFactory:
    """The factory registered for `url`'s origin; UnregisteredTransport if there is none."""
    origin = _origin(url, exact=False)
    factory = _TRANSPORTS.get(origin)
    if factory is None:
        registered = ", ".join(sorted(_TRANSPORTS)) or "none"
        raise UnregisteredTransport(
            f"{url!r} ({where}): no in-process transport is registered for {origin!r} in this "
            f"process (registered: {registered}). Register one where the engine is wired, "
            f"e.g. svaya.wire.register_transport({origin!r}, factory) in an AppConfig.ready(), "
            "or give an http(s):// URL"
        )
    return factory


def _origin(url: str, *, exact: bool) -> str:
    if not url.startswith(INPROCESS):
        raise ValueError(f"{url!r} is not an {INPROCESS} URL")
    name, _, path = url[len(INPROCESS) :].partition("/")
    if not name or (exact and path):
        raise ValueError(f"{url!r}: give the origin alone, as {INPROCESS}<name>")
    return INPROCESS + name.lower()
