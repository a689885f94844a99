"""Connectors: how a declared tool reaches its customer system. One HTTP request per invoke.

Both connector kinds speak one contract: POST <base>/world/v1/call/<tool name> with the
arguments as a JSON object and an optional Idempotency-Key header; 200 carries the result
object, any other status {"error": "..."}.

- `demo`: the stand's world. SVAYA_WORLD_URL picks it: "inprocess://world" (the default) calls
  the transport registered for it (svaya.wire; runs/apps.py registers the stand's shared
  in-process World, the same bytes as over a socket);
  an http(s) URL reaches a stand process that serves the world (e.g. http://127.0.0.1:8765).
- `http`: a customer system with the same contract; its base URL comes from
  SVAYA_CONNECTOR_<DESTINATION>_URL (bank.core → SVAYA_CONNECTOR_BANK_CORE_URL).

Retries are the engine's business (one layer of retries): an invoke never repeats a request.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from collections.abc import Mapping
from typing import Any

import httpx

from svaya.engine.protocol import ToolOutcome
from svaya.tools.registry import ToolSpec
from svaya.wire import INPROCESS, inprocess_transport, parsed_url, post, require_transport

DEFAULT_WORLD_URL = "inprocess://world"
WORLD_URL_VAR = "SVAYA_WORLD_URL"
CALL_PATH = "/world/v1/call/"
_ERROR_TEXT_LIMIT = 300
_URL_SCHEMES = ("http://", "https://", INPROCESS)

__all__ = ["DEFAULT_WORLD_URL", "ToolInvoker", "ToolOutcome", "connector_url_var"]


class ToolInvoker:
    def __init__(
        self,
        world_url: str = DEFAULT_WORLD_URL,
        *,
        http_urls: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        """`http_urls` maps a destination to the base URL of its system (the `http` kind);
        `transport` replaces the network for every base URL (tests)."""
        self.world_url = _base_url(world_url, WORLD_URL_VAR)
        self.http_urls = {
            _destination_key(d): _base_url(u, connector_url_var(d))
            for d, u in (http_urls or {}).items()
        }
        # Each base URL's setting, named when an inprocess:// one has no registered transport.
        self._settings = {self.world_url: WORLD_URL_VAR}
        self._settings |= {u: connector_url_var(d) for d, u in self.http_urls.items()}
        self._transport = transport
        self._clients: dict[str, httpx.Client] = {}
        self._lock = threading.Lock()
        if transport is None:  # a URL nothing serves is a setup error: refused here, not
            for base, setting in self._settings.items():  # at the first tool call
                if base.startswith(INPROCESS):
                    require_transport(base, where=setting)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> ToolInvoker:
        world_url = environ.get(WORLD_URL_VAR, "").strip() or DEFAULT_WORLD_URL
        prefix, suffix = "SVAYA_CONNECTOR_", "_URL"
        http_urls = {
            name[len(prefix) : -len(suffix)].lower(): value.strip()
            for name, value in environ.items()
            if name.startswith(prefix) and name.endswith(suffix) and value.strip()
        }
        return cls(world_url, http_urls=http_urls)

    def invoke(
        self,
        tool: ToolSpec,
        args: dict[str, Any],
        *,
        idempotency_key: str | None,
        timeout_s: float,
    ) -> ToolOutcome:
        base = self._base_for(tool)
        if base is None:
            var = connector_url_var(tool.destination)
            return ToolOutcome(
                False,
                error=f"{tool.name}: no URL for destination {tool.destination!r}; set {var}",
                error_kind="transport",
            )
        content = json.dumps(args, ensure_ascii=False).encode()
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if idempotency_key is not None:
            headers["Idempotency-Key"] = idempotency_key
        started = time.perf_counter()
        try:
            response = post(
                self._client(base),
                parsed_url(f"{base}{CALL_PATH}{tool.name}"),
                content=content,
                headers=headers,
                timeout=timeout_s,
            )
        except httpx.TimeoutException:
            return _failed(tool, "timeout", f"no answer within {timeout_s:g} s", started)
        except httpx.TransportError as exc:
            return _failed(tool, "transport", f"{type(exc).__name__}: {exc}", started)
        return _read(tool, response, started)

    def close(self) -> None:
        with self._lock:
            for client in self._clients.values():
                client.close()
            self._clients.clear()

    def __enter__(self) -> ToolInvoker:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _base_for(self, tool: ToolSpec) -> str | None:
        if tool.connector == "demo":
            return self.world_url
        return self.http_urls.get(_destination_key(tool.destination))

    def _client(self, base: str) -> httpx.Client:
        with self._lock:
            client = self._clients.get(base)
            if client is None:
                client = self._clients[base] = httpx.Client(transport=self._transport_for(base))
            return client

    def _transport_for(self, base: str) -> httpx.BaseTransport | None:
        if self._transport is not None:
            return self._transport
        if base.startswith(INPROCESS):
            return inprocess_transport(base, where=self._settings[base])
        return None  # httpx's own, which honours HTTP(S)_PROXY / NO_PROXY


def connector_url_var(destination: str) -> str:
    return f"SVAYA_CONNECTOR_{_destination_key(destination).upper()}_URL"


def _destination_key(destination: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", destination.lower()).strip("_")


def _base_url(url: str, var: str) -> str:
    url = url.strip().rstrip("/")
    if not url.startswith(_URL_SCHEMES):
        raise ValueError(f"{var}={url!r}: the URL must start with one of {_URL_SCHEMES}")
    return url


def _read(tool: ToolSpec, response: httpx.Response, started: float) -> ToolOutcome:
    latency = _ms(started)
    status = response.status_code
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.is_success:
        if isinstance(body, dict):
            return ToolOutcome(True, result=body, status_code=status, latency_ms=latency)
        return ToolOutcome(
            False,
            error=f"{tool.name}: HTTP {status} with a body that is not a JSON object",
            error_kind="http",
            status_code=status,
            latency_ms=latency,
        )
    kind = "rejected" if 400 <= status < 500 else "http"
    return ToolOutcome(
        False,
        error=f"HTTP {status}: {_error_text(body, response)}",
        error_kind=kind,
        status_code=status,
        latency_ms=latency,
    )


def _failed(tool: ToolSpec, kind: str, message: str, started: float) -> ToolOutcome:
    return ToolOutcome(
        False, error=f"{tool.name}: {message}", error_kind=kind, latency_ms=_ms(started)
    )


def _error_text(body: Any, response: httpx.Response) -> str:
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        return body["error"][:_ERROR_TEXT_LIMIT]
    return response.text[:_ERROR_TEXT_LIMIT] or response.reason_phrase


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
