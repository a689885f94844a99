"""The world's wire routes: calls, stats, reset, configure, and mounting next to the stand."""

from __future__ import annotations

import json
from typing import Any

import httpx

from svaya.stand.world import World
from svaya.stand.world.server import make_app, with_world


def client(world: World) -> httpx.Client:
    return httpx.Client(transport=httpx.WSGITransport(app=make_app(world)), base_url="http://w")


def test_a_call_carries_the_arguments_as_the_body_and_the_key_as_a_header() -> None:
    world = World()
    args = {"to": "partner@example.ru", "body": "Добрый день"}
    with client(world) as http:
        response = http.post(
            "/world/v1/call/mail.send_external", json=args, headers={"Idempotency-Key": "k1"}
        )
        assert response.status_code == 200
        assert http.get("/world/v1/stats").json()["idempotency_keys"] == {"k1": 1}


def test_a_body_that_is_not_json_is_a_400_naming_the_tool() -> None:
    with client(World()) as http:
        response = http.post("/world/v1/call/docs.list_sections", content=b"{oops")
    assert response.status_code == 400
    assert "docs.list_sections" in response.json()["error"]


def test_reset_and_configure_work_over_the_wire() -> None:
    world = World()
    faults = {"faults": {"docs.list_sections": {"fail_status": 503}}}
    with client(world) as http:
        assert http.post("/world/v1/configure", json=faults).status_code == 200
        call = http.post("/world/v1/call/docs.list_sections", json={"document_id": "DOC-10001"})
        assert call.status_code == 503
        assert http.post("/world/v1/reset").status_code == 200
        assert http.get("/world/v1/stats").json()["calls"] == {}


def test_a_bad_fault_configuration_is_a_400_that_names_the_tool() -> None:
    with client(World()) as http:
        response = http.post("/world/v1/configure", json={"faults": {"bank.scoring": {"x": 1}}})
    assert response.status_code == 400
    assert "bank.scoring" in response.json()["error"]


def test_stats_only_answers_get_and_unknown_paths_are_404() -> None:
    with client(World()) as http:
        assert http.post("/world/v1/stats").status_code == 405
        assert http.get("/world/v2/anything").status_code == 404


def test_with_world_serves_the_world_beside_another_app() -> None:
    def stand(environ: dict[str, Any], start_response: Any) -> list[bytes]:
        start_response("200 OK", [("Content-Type", "application/json")])
        return [json.dumps({"app": "stand"}).encode()]

    app = with_world(stand, World())
    with httpx.Client(transport=httpx.WSGITransport(app=app), base_url="http://s") as http:
        assert http.get("/v1/stats").json() == {"app": "stand"}
        assert http.get("/world/v1/stats").json()["calls"] == {}
