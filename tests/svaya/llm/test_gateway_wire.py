"""Gateway behaviour that needs a hand-made server: headers, odd bodies, refused connections."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import httpx
import pytest

from svaya.llm import CallRecord, Gateway, LLMErrorKind, Tier, build_request

BASE = "http://llm.test/v1"
REQUEST = build_request(model="x", messages=[{"role": "user", "content": "Привет"}])


def tier(name: str = "cheap", **overrides: Any) -> Tier:
    fields: dict[str, Any] = {
        "name": name,
        "base_url": BASE,
        "model": f"m-{name}",
        "api_key": None,
        "price_in_per_m": Decimal("0.15"),
        "price_out_per_m": Decimal("0.60"),
        "timeout_s": 5.0,
    }
    return Tier(**{**fields, **overrides})


def completion(message: dict[str, Any], usage: dict[str, int] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
    }
    if usage is not None:
        body["usage"] = usage
    return body


def serving(
    answer: Callable[[httpx.Request], httpx.Response], *tiers: Tier
) -> tuple[Gateway, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(request)

    chosen = list(tiers) or [tier()]
    return Gateway(chosen, transports={BASE: httpx.MockTransport(handler)}), seen


def test_the_api_key_is_sent_as_a_bearer_token_and_never_recorded() -> None:
    reply = completion(
        {"role": "assistant", "content": "ok"}, {"prompt_tokens": 3, "completion_tokens": 1}
    )
    gateway, seen = serving(lambda r: httpx.Response(200, json=reply), tier(api_key="sk-secret-1"))

    record = gateway.send(REQUEST, tier="cheap")

    assert seen[0].headers["Authorization"] == "Bearer sk-secret-1"
    assert "sk-secret-1" not in json.dumps(record.to_dict())
    assert "sk-secret-1" not in repr(gateway.tier("cheap"))


def test_no_authorization_header_goes_out_without_a_key() -> None:
    reply = completion({"role": "assistant", "content": "ok"})
    gateway, seen = serving(lambda r: httpx.Response(200, json=reply))

    gateway.send(REQUEST, tier="cheap")

    assert "Authorization" not in seen[0].headers
    assert seen[0].url == "http://llm.test/v1/chat/completions"


def test_a_refused_connection_is_a_transport_error_not_an_exception() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    gateway = Gateway([tier(base_url=f"http://127.0.0.1:{port}/v1")])

    record = gateway.send(REQUEST, tier="cheap")

    assert record.error.kind is LLMErrorKind.TRANSPORT
    assert record.status_code is None and record.without_cost and not record.empty


def test_a_json_body_without_choices_is_malformed() -> None:
    gateway, _ = serving(lambda r: httpx.Response(200, json={"object": "chat.completion"}))

    record = gateway.send(REQUEST, tier="cheap")

    assert record.error.kind is LLMErrorKind.MALFORMED
    assert record.response == {"object": "chat.completion"}


def test_a_body_that_cannot_be_decoded_is_malformed_not_an_exception() -> None:
    gateway, _ = serving(
        lambda r: httpx.Response(
            200, headers={"Content-Encoding": "gzip"}, stream=httpx.ByteStream(b"not gzip")
        )
    )

    record = gateway.send(REQUEST, tier="cheap")

    assert record.error.kind is LLMErrorKind.MALFORMED and "decoded" in record.error.message


def test_an_answer_without_usage_has_no_cost_rather_than_zero() -> None:
    reply = completion({"role": "assistant", "content": "Готово."})
    gateway, _ = serving(lambda r: httpx.Response(200, json=reply))

    record = gateway.send(REQUEST, tier="cheap")

    assert record.error is None
    assert record.cost is None and record.without_cost and record.tokens_in is None
    assert gateway.stats.without_cost == 1


def test_a_tier_without_prices_has_usage_but_no_cost() -> None:
    usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    reply = completion({"role": "assistant", "content": "ok"}, usage)
    local = tier(price_in_per_m=None, price_out_per_m=None)
    gateway, _ = serving(lambda r: httpx.Response(200, json=reply), local)

    record = gateway.send(REQUEST, tier="cheap")

    assert (record.tokens_in, record.tokens_out, record.cost) == (10, 5, None)
    assert not record.without_cost  # the server did report usage


def test_whitespace_only_content_is_an_empty_turn() -> None:
    reply = completion({"role": "assistant", "content": "  \n"})
    gateway, _ = serving(lambda r: httpx.Response(200, json=reply))

    assert gateway.send(REQUEST, tier="cheap").empty


def test_when_every_tier_fails_the_last_record_carries_the_last_failure() -> None:
    gateway, seen = serving(
        lambda r: httpx.Response(503, text="upstream overloaded"), tier("cheap"), tier("strong")
    )

    records = gateway.call(REQUEST)

    assert [(r.tier, r.status_code) for r in records] == [("cheap", 503), ("strong", 503)]
    assert records[-1].error.message.endswith("HTTP 503: upstream overloaded")
    assert records[-1].response == "upstream overloaded" and len(seen) == 2


def test_a_success_on_the_first_tier_makes_exactly_one_call() -> None:
    reply = completion({"role": "assistant", "content": "ok"})
    gateway, seen = serving(
        lambda r: httpx.Response(200, json=reply), tier("cheap"), tier("strong")
    )

    assert len(gateway.call(REQUEST)) == 1 and len(seen) == 1


def test_the_chain_follows_the_configured_order() -> None:
    gateway = Gateway(
        [tier("a"), tier("b"), tier("c")],
        transports={BASE: httpx.MockTransport(lambda r: httpx.Response(500))},
    )

    assert gateway.tier_names() == ["a", "b", "c"]
    assert [gateway.next_tier(n) for n in ("a", "b", "c")] == ["b", "c", None]
    assert [r.tier for r in gateway.call(REQUEST, start_tier="b")] == ["b", "c"]


def test_an_unknown_tier_is_a_caller_error_naming_the_configured_ones() -> None:
    gateway = Gateway([tier("cheap")])

    with pytest.raises(ValueError, match=r"unknown tier 'gold'.*\['cheap'\]"):
        gateway.send(REQUEST, tier="gold")


def test_tiers_sharing_a_server_share_one_client() -> None:
    gateway = Gateway([tier("cheap"), tier("strong"), tier("far", base_url="http://far.test/v1")])

    assert sorted(gateway._clients) == ["http://far.test/v1", BASE]


def test_a_call_record_survives_a_json_round_trip() -> None:
    usage = {"prompt_tokens": 1200, "completion_tokens": 80, "total_tokens": 1280}
    message = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "t", "arguments": "{bad"}}
        ],
    }
    gateway, _ = serving(lambda r: httpx.Response(200, json=completion(message, usage)))
    record = gateway.send(REQUEST, tier="cheap")
    failed = Gateway(
        [tier()],
        transports={
            BASE: httpx.MockTransport(
                lambda r: httpx.Response(500, json={"error": {"message": "boom"}})
            )
        },
    ).send(REQUEST, tier="cheap")

    for original in (record, failed):
        restored = CallRecord.from_dict(json.loads(json.dumps(original.to_dict())))
        assert restored == original
    assert record.cost == Decimal("0.00022800")


def test_from_env_reaches_the_in_process_stand_by_default() -> None:
    with Gateway.from_env({}) as gateway:
        record = gateway.send(REQUEST, tier="cheap")

    assert record.error is None and record.turn.content
    assert record.model == "stand-cheap"


def test_bodies_orjson_refuses_still_travel() -> None:
    """A number beyond 64 bits (an account written as a bare number) in a request or an
    answer takes the standard library's way; it is neither refused nor changed."""
    from svaya.llm.gateway import _dumps, _loads

    body = {"messages": [{"role": "user", "content": "счёт"}], "metadata": {"n": 2**70}}
    assert _loads(_dumps(body)) == body
    assert _loads(b'{"n": NaN}')["n"] != 0
    with pytest.raises(ValueError):
        _loads(b"not json")


def test_a_budget_shorter_than_the_tier_timeout_cuts_the_wait_and_the_late_answer_is_lost():
    def too_late(request: httpx.Request) -> httpx.Response:
        assert request.extensions["timeout"]["read"] == 1.5
        raise httpx.ReadTimeout("timed out", request=request)

    gateway, _ = serving(too_late)
    record = gateway.send(REQUEST, tier="cheap", timeout_s=1.5)

    assert record.error is not None and record.error.kind is LLMErrorKind.TIMEOUT
    assert "1.50 s, the time left in the budget" in record.error.message
    assert "an answer arriving later is lost, not used" in record.error.message
    assert record.cost is None and record.without_cost


def test_a_budget_never_lengthens_the_tier_timeout():
    seen: list[float] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request.extensions["timeout"]["read"])
        return httpx.Response(200, json=completion({"role": "assistant", "content": "ok"}))

    gateway, _ = serving(answer)
    gateway.send(REQUEST, tier="cheap", timeout_s=600)

    assert seen == [5.0]
