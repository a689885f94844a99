"""The wire client: one HTTP request per send, typed failures, a fallback chain over tiers."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Mapping
from typing import Any

import httpx
import orjson

from svaya.llm.records import CallRecord, LLMError, LLMErrorKind, compute_cost
from svaya.llm.stats import GatewayStats
from svaya.llm.tiers import Tier, tiers_from_env
from svaya.llm.turns import MalformedResponse, Turn, is_empty, parse_turn
from svaya.wire import INPROCESS, inprocess_transport, parsed_url, post

BeforeSend = Callable[[str, dict[str, Any]], None]
_ERROR_TEXT_LIMIT = 300


class Gateway:
    def __init__(
        self, tiers: list[Tier], *, transports: Mapping[str, httpx.BaseTransport] | None = None
    ) -> None:
        if not tiers:
            raise ValueError("a gateway needs at least one tier")
        self._tiers = {tier.name: tier for tier in tiers}
        if len(self._tiers) != len(tiers):
            raise ValueError(f"tier names repeat: {[tier.name for tier in tiers]}")
        self._order = [tier.name for tier in tiers]
        given = dict(transports or {})
        self._clients: dict[str, httpx.Client] = {}
        for tier in tiers:  # one client per server; the first tier on it names it in errors
            if tier.base_url not in self._clients:
                self._clients[tier.base_url] = _client(tier, given.get(tier.base_url))
        self.stats = GatewayStats()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> Gateway:
        return cls(tiers_from_env(environ))

    def tier_names(self) -> list[str]:
        return list(self._order)

    def tier(self, name: str) -> Tier:
        try:
            return self._tiers[name]
        except KeyError:
            raise ValueError(f"unknown tier {name!r}; configured: {self._order}") from None

    def next_tier(self, name: str) -> str | None:
        index = self._order.index(self.tier(name).name) + 1
        return self._order[index] if index < len(self._order) else None

    def send(
        self,
        request: dict[str, Any],
        *,
        tier: str,
        require_tool_call: bool = False,
        timeout_s: float | None = None,
    ) -> CallRecord:
        """Exactly one HTTP request. Call failures come back as record.error, never raised;
        an unknown tier or a request that is not JSON-serialisable is a caller bug and raises.
        `timeout_s` (the time left in the caller's budget) can only shorten the tier's
        timeout: an answer that would come after it is lost, never waited for."""
        body = self._body(request, tier)
        return self._send_body(body, self.tier(tier), require_tool_call, timeout_s)

    def call(
        self,
        request: dict[str, Any],
        *,
        start_tier: str | None = None,
        require_tool_call: bool = False,
        before_send: BeforeSend | None = None,
        max_calls: int | None = None,
    ) -> list[CallRecord]:
        """Walk the chain from start_tier until a call succeeds, the chain ends or max_calls
        calls are made. Every failure kind moves on: repeating the same request on the same
        tier does not rescue an empty turn. The last record decides."""
        if max_calls is not None and max_calls < 0:
            raise ValueError(f"max_calls must be >= 0, got {max_calls}")
        records: list[CallRecord] = []
        name: str | None = start_tier or self._order[0]
        while name is not None and (max_calls is None or len(records) < max_calls):
            body = self._body(request, name)
            if before_send is not None:
                before_send(name, body)
            record = self._send_body(body, self.tier(name), require_tool_call)
            records.append(record)
            if record.error is None:
                break
            name = self.next_tier(name)
        return records

    def close(self) -> None:
        for client in self._clients.values():
            client.close()

    def __enter__(self) -> Gateway:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _body(self, request: dict[str, Any], tier: str) -> dict[str, Any]:
        return {**request, "model": self.tier(tier).model}

    def _send_body(
        self,
        body: dict[str, Any],
        tier: Tier,
        require_tool_call: bool,
        budget_s: float | None = None,
    ) -> CallRecord:
        timeout = tier.timeout_s if budget_s is None else min(tier.timeout_s, budget_s)
        content = _dumps(body)
        # The record keeps the bytes' own decoding, so later edits of the caller's lists
        # (the engine appends messages) cannot rewrite what was sent.
        outcome = _Outcome(tier, _loads(content))
        started = time.perf_counter()
        try:
            response = post(
                self._clients[tier.base_url],
                parsed_url(f"{tier.base_url}/chat/completions"),
                content=content,
                headers=_headers(tier),
                timeout=timeout,
            )
        except httpx.TimeoutException:
            outcome.fail(LLMErrorKind.TIMEOUT, _timeout_message(tier, timeout))
        except httpx.DecodingError as exc:
            outcome.fail(LLMErrorKind.MALFORMED, f"body cannot be decoded: {exc}")
        except httpx.RequestError as exc:
            outcome.fail(LLMErrorKind.TRANSPORT, f"{type(exc).__name__}: {exc}")
        else:
            outcome.read(response, require_tool_call)
        record = outcome.record((time.perf_counter() - started) * 1000)
        self.stats.add(record)
        return record


class _Outcome:
    """Collects what one call produced and turns it into a CallRecord."""

    def __init__(self, tier: Tier, request: dict[str, Any]) -> None:
        self.tier = tier
        self.request = request
        self.response: dict[str, Any] | str | None = None
        self.status_code: int | None = None
        self.turn: Turn | None = None
        self.error: LLMError | None = None

    def fail(self, kind: LLMErrorKind, message: str) -> None:
        prefix = f"tier {self.tier.name} ({self.tier.model})"
        status = self.status_code if kind is LLMErrorKind.HTTP_STATUS else None
        self.error = LLMError(kind, f"{prefix}: {message}", status)

    def read(self, response: httpx.Response, require_tool_call: bool) -> None:
        self.status_code = response.status_code
        try:
            self.response = _loads(response.content)
        except ValueError:
            self.response = response.text
        if not response.is_success:
            self.fail(LLMErrorKind.HTTP_STATUS, f"HTTP {response.status_code}: {_error_text(self)}")
        elif isinstance(self.response, str):
            self.fail(LLMErrorKind.MALFORMED, f"body is not JSON: {self.response[:80]!r}")
        else:
            self._parse(require_tool_call)

    def _parse(self, require_tool_call: bool) -> None:
        try:
            self.turn = parse_turn(self.response)
        except MalformedResponse as exc:
            self.fail(LLMErrorKind.MALFORMED, str(exc))
            return
        if is_empty(self.turn, require_tool_call=require_tool_call):
            self.fail(LLMErrorKind.EMPTY_TURN, _empty_message(self.turn, require_tool_call))

    def record(self, latency_ms: float) -> CallRecord:
        usage = self.turn.usage if self.turn is not None else None
        failed = self.error is not None
        return CallRecord(
            tier=self.tier.name,
            model=self.tier.model,
            request=self.request,
            response=self.response,
            status_code=self.status_code,
            turn=self.turn,
            error=self.error,
            tokens_in=None if usage is None else usage.prompt_tokens,
            tokens_out=None if usage is None else usage.completion_tokens,
            cost=None if failed else compute_cost(self.tier, usage),
            finish_reason=None if self.turn is None else self.turn.finish_reason,
            latency_ms=latency_ms,
            empty=self.error is not None and self.error.kind is LLMErrorKind.EMPTY_TURN,
            without_cost=failed or usage is None,
        )


def _dumps(body: Any) -> bytes:
    """The request's bytes (orjson, several times faster on a long conversation; what it
    refuses, an integer beyond 64 bits say, takes the standard library)."""
    try:
        return orjson.dumps(body)
    except TypeError:  # orjson.JSONEncodeError
        return json.dumps(body, ensure_ascii=False).encode()


def _loads(content: bytes) -> Any:
    try:
        return orjson.loads(content)
    except orjson.JSONDecodeError:
        return json.loads(content)  # NaN, integers beyond 64 bits; raises ValueError if bad


def _client(tier: Tier, transport: httpx.BaseTransport | None) -> httpx.Client:
    if transport is None and tier.base_url.startswith(INPROCESS):
        where = f"tier {tier.name}: SVAYA_LLM_BASE_URL or SVAYA_LLM_{tier.name.upper()}_BASE_URL"
        transport = inprocess_transport(tier.base_url, where=where)
    # Without an explicit transport httpx honours HTTP(S)_PROXY/NO_PROXY, as deployments expect.
    return httpx.Client(transport=transport) if transport else httpx.Client()


def _headers(tier: Tier) -> dict[str, str]:
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if tier.api_key:
        headers["Authorization"] = f"Bearer {tier.api_key}"
    return headers


def _timeout_message(tier: Tier, timeout: float) -> str:
    if timeout < tier.timeout_s:
        return (
            f"no answer within {timeout:.2f} s, the time left in the budget (the tier allows "
            f"{tier.timeout_s:g} s): an answer arriving later is lost, not used"
        )
    return f"no answer within {tier.timeout_s:g} s"


def _empty_message(turn: Turn, require_tool_call: bool) -> str:
    if require_tool_call and turn.content:
        return "empty turn: HTTP 200 with text but no tool call, and a tool call is required"
    return "empty turn: HTTP 200 with no content and no tool call"


def _error_text(outcome: _Outcome) -> str:
    body = outcome.response
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        message = body["error"].get("message")
        if isinstance(message, str):
            return message[:_ERROR_TEXT_LIMIT]
    text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
    return text[:_ERROR_TEXT_LIMIT]
