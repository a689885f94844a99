"""inprocess:// URLs are served by registered transports: the engine names no server."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import httpx
import pytest

from svaya.llm import Gateway, Tier
from svaya.stand.inprocess import MODEL_ORIGIN, WORLD_ORIGIN
from svaya.tools.connectors import ToolInvoker
from svaya.wire import (
    UnregisteredTransport,
    inprocess_transport,
    register_transport,
    unregister_transport,
)


def _tier(base_url: str) -> Tier:
    return Tier("cheap", base_url, "m", None, Decimal("0.15"), Decimal("0.60"), 5.0)


@pytest.fixture
def echo() -> Iterator[list[str]]:
    seen: list[str] = []

    def reply(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        return httpx.Response(200, json={"choices": [], "echo": True})

    register_transport("inprocess://echo", lambda: httpx.MockTransport(reply))
    yield seen
    unregister_transport("inprocess://echo")


def test_a_model_url_nothing_is_registered_for_is_refused_naming_it_and_the_fix() -> None:
    with pytest.raises(UnregisteredTransport) as refused:
        Gateway([_tier("inprocess://nowhere/v1")])
    message = str(refused.value)
    assert "'inprocess://nowhere/v1'" in message
    assert "SVAYA_LLM_BASE_URL" in message and "SVAYA_LLM_CHEAP_BASE_URL" in message
    assert "svaya.wire.register_transport('inprocess://nowhere', factory)" in message


def test_a_world_url_nothing_is_registered_for_is_refused_when_the_invoker_is_built() -> None:
    with pytest.raises(UnregisteredTransport) as refused:
        ToolInvoker.from_env({"SVAYA_WORLD_URL": "inprocess://elsewhere"})
    message = str(refused.value)
    assert "'inprocess://elsewhere' (SVAYA_WORLD_URL)" in message
    assert "register_transport('inprocess://elsewhere', factory)" in message


def test_a_connector_url_nothing_is_registered_for_names_its_variable() -> None:
    with pytest.raises(UnregisteredTransport, match="SVAYA_CONNECTOR_BANK_CORE_URL"):
        ToolInvoker.from_env({"SVAYA_CONNECTOR_BANK_CORE_URL": "inprocess://bank"})


def test_a_registered_origin_serves_every_path_under_it(echo: list[str]) -> None:
    with Gateway([_tier("inprocess://echo/v1")]) as gateway:
        gateway.send({"messages": []}, tier="cheap")
    assert echo == ["inprocess://echo/v1/chat/completions"]


def test_an_unregistered_origin_is_refused_again_after_it_is_let_go(echo: list[str]) -> None:
    unregister_transport("inprocess://echo")
    with pytest.raises(UnregisteredTransport):
        inprocess_transport("inprocess://echo/v1", where="test")


def test_an_origin_is_registered_without_a_path() -> None:
    with pytest.raises(ValueError, match="inprocess://<name>"):
        register_transport("inprocess://stand/v1", httpx.MockTransport)


def test_the_stand_serves_the_default_model_and_world_urls() -> None:
    """Registered by this suite's fixtures as runs/apps.py registers them in the apps."""
    for origin in (MODEL_ORIGIN, WORLD_ORIGIN):
        assert isinstance(inprocess_transport(origin + "/v1", where="test"), httpx.BaseTransport)
    with Gateway.from_env({}) as gateway:
        assert gateway.tier("cheap").base_url == MODEL_ORIGIN
