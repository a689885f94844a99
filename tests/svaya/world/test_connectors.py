"""ToolInvoker: one request per invoke, in-process and over loopback HTTP, typed failures."""

from __future__ import annotations

import queue
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from wsgiref.simple_server import WSGIServer

import httpx
import pytest

from svaya.stand.world import World
from svaya.stand.world.server import serve
from svaya.stand.world.transport import WorldTransport
from svaya.tools.connectors import DEFAULT_WORLD_URL, ToolInvoker
from svaya.tools.registry import ToolSpec, load_registry

REGISTRY = load_registry()
FRAUD = REGISTRY["bank.fraud_check"]
SUBMIT = REGISTRY["portal.submit_form"]
FRAUD_ARGS = {"application_id": "APP-100231", "passport": "4508 384756", "phone": "+79162451807"}
FIELDS = {
    "org_name": "ООО «Северный терминал»",
    "org_inn": "7805216340",
    "kpp": "780501001",
    "ogrn": "1157847012586",
    "okved": "52.10",
    "contact_person": "Орлова Мария Андреевна",
    "legal_address": "198096, г. Санкт-Петербург, ул. Кронштадтская, д. 19",
    "contact_phone": "+7 (812) 334-56-78",
}
SUBMIT_ARGS = {"form_code": "UV-1", "fields": FIELDS}


@contextmanager
def served(world: World) -> Iterator[str]:
    ready: queue.Queue[WSGIServer] = queue.Queue()
    thread = threading.Thread(
        target=serve, args=(world,), kwargs={"port": 0, "on_ready": ready.put}, daemon=True
    )
    thread.start()
    server = ready.get(timeout=5)
    try:
        yield "http://{}:{}".format(*server.server_address[:2])
    finally:
        server.shutdown()
        thread.join(timeout=5)


@pytest.fixture(params=["inprocess", "loopback"])
def reach(request: pytest.FixtureRequest) -> Iterator[tuple[World, ToolInvoker]]:
    world = World()
    if request.param == "inprocess":
        with ToolInvoker(transport=WorldTransport(world)) as invoker:
            yield world, invoker
        return
    with served(world) as url, ToolInvoker(url) as invoker:
        yield world, invoker


def test_a_call_returns_the_systems_result(reach: tuple[World, ToolInvoker]) -> None:
    world, invoker = reach
    outcome = invoker.invoke(FRAUD, FRAUD_ARGS, idempotency_key=None, timeout_s=5)
    assert (outcome.ok, outcome.status_code, outcome.error_kind) == (True, 200, None)
    assert outcome.result["risk_score"] == 14
    assert outcome.latency_ms > 0
    assert world.stats()["calls"] == {"bank.fraud_check": 1}


def test_arguments_the_system_refuses_are_a_rejected_call(reach: tuple[World, ToolInvoker]) -> None:
    _, invoker = reach
    args = {**FRAUD_ARGS, "passport": "[PASSPORT_1]"}
    outcome = invoker.invoke(FRAUD, args, idempotency_key=None, timeout_s=5)
    assert (outcome.ok, outcome.error_kind, outcome.status_code) == (False, "rejected", 422)
    assert "passport" in outcome.error


def test_a_server_error_is_an_http_failure_and_is_not_retried(
    reach: tuple[World, ToolInvoker],
) -> None:
    world, invoker = reach
    world.configure(faults={"bank.fraud_check": {"fail_status": 503}})
    outcome = invoker.invoke(FRAUD, FRAUD_ARGS, idempotency_key=None, timeout_s=5)
    assert (outcome.error_kind, outcome.status_code) == ("http", 503)
    assert world.stats()["calls"] == {"bank.fraud_check": 1}


def test_a_slow_system_is_a_timeout(reach: tuple[World, ToolInvoker]) -> None:
    world, invoker = reach
    world.configure(faults={"bank.fraud_check": {"delay_s": 2}})
    outcome = invoker.invoke(FRAUD, FRAUD_ARGS, idempotency_key=None, timeout_s=0.2)
    assert (outcome.ok, outcome.error_kind) == (False, "timeout")
    assert outcome.latency_ms < 1500


def test_the_idempotency_key_reaches_the_system_and_guards_the_effect(
    reach: tuple[World, ToolInvoker],
) -> None:
    world, invoker = reach
    first = invoker.invoke(SUBMIT, SUBMIT_ARGS, idempotency_key="run-7:submit:1", timeout_s=5)
    again = invoker.invoke(SUBMIT, SUBMIT_ARGS, idempotency_key="run-7:submit:1", timeout_s=5)
    assert first.result == again.result
    assert world.stats()["idempotency_keys"] == {"run-7:submit:1": 2}
    assert world.stats()["effects"] == {"portal.submit_form": 1}


def test_the_default_invoker_reaches_the_shared_in_process_world() -> None:
    from svaya.stand.world import WORLD

    invoker = ToolInvoker.from_env({})
    assert invoker.world_url == DEFAULT_WORLD_URL
    before = WORLD.stats()["calls"].get("docs.list_sections", 0)
    args = {"document_id": "DOC-10001"}
    tool = REGISTRY["docs.list_sections"]
    assert invoker.invoke(tool, args, idempotency_key=None, timeout_s=5).ok
    assert WORLD.stats()["calls"]["docs.list_sections"] == before + 1


def test_a_system_nobody_listens_on_is_a_transport_failure() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    invoker = ToolInvoker(f"http://127.0.0.1:{port}")
    outcome = invoker.invoke(FRAUD, FRAUD_ARGS, idempotency_key=None, timeout_s=2)
    assert (outcome.ok, outcome.error_kind) == (False, "transport")


def test_an_http_connector_reaches_its_destinations_url_from_the_environment() -> None:
    world = World()
    http_tool = ToolSpec.model_validate({**FRAUD.model_dump(), "connector": "http"})
    with served(world) as url:
        invoker = ToolInvoker.from_env({"SVAYA_CONNECTOR_BANK_CORE_URL": url})
        assert invoker.invoke(http_tool, FRAUD_ARGS, idempotency_key=None, timeout_s=5).ok
    assert world.stats()["calls"] == {"bank.fraud_check": 1}


def test_an_http_connector_without_a_url_says_which_variable_to_set() -> None:
    http_tool = ToolSpec.model_validate({**FRAUD.model_dump(), "connector": "http"})
    outcome = ToolInvoker().invoke(http_tool, FRAUD_ARGS, idempotency_key=None, timeout_s=5)
    assert outcome.error_kind == "transport"
    assert "SVAYA_CONNECTOR_BANK_CORE_URL" in outcome.error


def test_a_world_url_without_a_scheme_is_refused_naming_the_variable() -> None:
    with pytest.raises(ValueError, match="SVAYA_WORLD_URL"):
        ToolInvoker.from_env({"SVAYA_WORLD_URL": "127.0.0.1:8765"})


def test_a_success_whose_body_is_not_an_object_is_an_http_failure() -> None:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, json=[1, 2]))
    outcome = ToolInvoker(transport=transport).invoke(
        FRAUD, FRAUD_ARGS, idempotency_key=None, timeout_s=5
    )
    assert (outcome.ok, outcome.error_kind) == (False, "http")
