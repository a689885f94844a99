"""What the model gateway and the tool connectors share about talking HTTP through httpx:
the parsed-URL cache, one POST through a client's transport, and the registry of
in-process transports.

An `inprocess://<name>` URL is served by a transport registered under that name by whatever
wires the engine (runs/apps.py registers the stand's `inprocess://stand` and
`inprocess://world`); the engine itself knows no server behind such a URL.
"""

from __future__ import annotations

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
    response = client._transport_for_url(url).handle_request(request)  # pinned httpx 0.28
    response.request = request
    try:
        response.read()
    finally:
        response.close()
    return response


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
