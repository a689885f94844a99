"""What the model gateway and the tool connectors share about talking HTTP through httpx:
the parsed-URL cache, one POST through a client's transport (or, for a plain http:// origin
without a proxy, through the standard library's http.client over a kept-alive connection),
and the registry of in-process transports.

An `inprocess://<name>` URL is served by a transport registered under that name by whatever
wires the engine (runs/apps.py registers the stand's `inprocess://stand` and
`inprocess://world`); the engine itself knows no server behind such a URL.
"""

from __future__ import annotations

import http.client
import os
import select
import threading
import time
from collections.abc import Callable
from functools import lru_cache

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
    """Kept-alive http.client connections to plain-HTTP origins, per process (a forked worker
    starts with none: a connection inherited from the parent is never used, the parent may be
    using it); a connection is taken by one call at a time and given back after it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pid = os.getpid()
        self.kept: dict[tuple[str, int], list[tuple[http.client.HTTPConnection, float]]] = {}

    def take(self, origin: tuple[str, int]) -> http.client.HTTPConnection | None:
        with self.lock:
            if self.pid != os.getpid():
                self.pid, self.kept = os.getpid(), {}
            kept = self.kept.get(origin)
            while kept:
                conn, since = kept.pop()
                # Idle past httpx's keep-alive expiry (a server may be closing it right now),
                # or readable while idle: the server closed it (or sent what nobody asked for).
                # Never a retry after the POST may have been sent: a reused connection is
                # checked here, before anything is written to it.
                sock = conn.sock
                if (
                    sock is not None
                    and time.monotonic() - since < _EXPIRY
                    and not select.select([sock], [], [], 0)[0]
                ):
                    return conn
                conn.close()
        return None

    def give(self, origin: tuple[str, int], conn: http.client.HTTPConnection) -> None:
        with self.lock:
            kept = self.kept.setdefault(origin, [])
            if self.pid == os.getpid() and len(kept) < _KEPT:
                kept.append((conn, time.monotonic()))
                return
        conn.close()


_KEPT = 16
_EXPIRY = 5.0  # seconds, httpx's default keepalive_expiry
_IDLE = _Idle()


def _plain_post(
    client: httpx.Client, url: httpx.URL, content: bytes, headers: dict[str, str], timeout: float
) -> httpx.Response:
    """The same POST through the standard library's http.client, over a connection kept alive
    between calls: for an http:// origin reached without a proxy, through httpx's default
    transport. httpcore and h11 spend about half a millisecond of Python a call (on this
    2-core machine) on what http.client does in less. The answer is an httpx.Response
    (decoded as httpx decodes it) and failures are httpx's exceptions, so the callers cannot
    tell the two paths apart; https, a proxy and a transport given to the client go through
    httpx as before."""
    origin = (url.host, url.port or 80)
    merged = client.headers.copy()
    merged.update(headers)
    conn = _IDLE.take(origin)
    if conn is None:
        conn = http.client.HTTPConnection(*origin, timeout=timeout)
        try:
            conn.connect()  # sets TCP_NODELAY
        except TimeoutError as exc:
            raise httpx.ConnectTimeout(str(exc) or "connect timed out") from exc
        except OSError as exc:
            raise httpx.ConnectError(str(exc)) from exc
    conn.timeout = timeout
    conn.sock.settimeout(timeout)
    keep = False
    try:
        try:
            conn.putrequest(
                "POST", url.raw_path.decode("ascii"), skip_host=True, skip_accept_encoding=True
            )
            conn.putheader("Host", url.netloc)
            for name, value in merged.raw:
                if name.lower() != b"content-length":
                    conn.putheader(name, value)
            conn.putheader("Content-Length", str(len(content)))
            conn.endheaders(content)
        except TimeoutError as exc:
            raise httpx.WriteTimeout(str(exc) or "write timed out") from exc
        except OSError as exc:
            raise httpx.WriteError(str(exc)) from exc
        try:
            answer = conn.getresponse()
            body = answer.read()
        except http.client.HTTPException as exc:  # RemoteDisconnected, BadStatusLine, ...
            raise httpx.RemoteProtocolError(str(exc) or type(exc).__name__) from exc
        except TimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "read timed out") from exc
        except OSError as exc:
            raise httpx.ReadError(str(exc)) from exc
        keep = not answer.will_close and conn.sock is not None
    finally:
        if keep:
            _IDLE.give(origin, conn)
        else:
            conn.close()
    return httpx.Response(
        answer.status,
        # http.client has undone the chunking already
        headers=[(k, v) for k, v in answer.getheaders() if k.lower() != "transfer-encoding"],
        content=body,
        extensions={
            "reason_phrase": answer.reason.encode("latin-1"),
            "http_version": b"HTTP/1.1" if answer.version == 11 else b"HTTP/1.0",
        },
    )


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
