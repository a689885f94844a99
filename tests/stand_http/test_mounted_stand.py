"""The project serves the stand itself where the installation switched it on (and only to
itself), and the API schema is generated."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from svaya.llm import build_request

CHAT = "/stand/v1/chat/completions"


@pytest.fixture
def stand_on(settings: Any) -> None:
    settings.SVAYA_STAND = True


def _chat(client: Client) -> Any:
    body = build_request(model="stand-cheap", messages=[{"role": "user", "content": "Привет"}])
    return client.post(CHAT, json.dumps(body), content_type="application/json")


@pytest.mark.usefixtures("stand_on")
def test_the_project_serves_the_synthetic_model_and_its_counter() -> None:
    client = Client()
    before = client.get("/stand/v1/stats").json()["requests"]
    body = build_request(
        model="stand-strong",
        messages=[{"role": "user", "content": "Привет"}],
        response_schema={
            "type": "object",
            "properties": {"reason": {"type": "string"}},
            "required": ["reason"],
            "additionalProperties": False,
        },
    )
    response = client.post(
        "/stand/v1/chat/completions", json.dumps(body), content_type="application/json"
    )
    assert response.status_code == 200
    content = response.json()["choices"][0]["message"]["content"]
    assert "reason" in json.loads(content)
    assert client.get("/stand/v1/stats").json()["requests"] == before + 1


@pytest.mark.usefixtures("stand_on")
def test_a_broken_body_gets_an_openai_style_error() -> None:
    response = Client().post("/stand/v1/chat/completions", "{nope", content_type="application/json")
    assert response.status_code == 400
    assert "error" in response.json()


def test_the_api_schema_is_served() -> None:
    response = Client().get("/api/schema/")
    assert response.status_code == 200
    assert b"/api/runs/" in response.content


@pytest.mark.django_db
def test_the_stand_is_off_unless_the_installation_turns_it_on(settings: Any) -> None:
    assert settings.SVAYA_STAND is False  # the default outside `make run`
    assert _chat(Client()).status_code == 404
    assert Client().get("/stand/v1/stats").status_code == 404
    assert Client().get("/stand/world/v1/stats").status_code == 404


@pytest.mark.django_db
@pytest.mark.usefixtures("stand_on")
@pytest.mark.parametrize(
    "headers",
    [
        {"REMOTE_ADDR": "203.0.113.7"},
        {"REMOTE_ADDR": "2001:db8::7"},
        {"REMOTE_ADDR": "127.0.0.1", "HTTP_X_FORWARDED_FOR": "203.0.113.7"},
        {"REMOTE_ADDR": "127.0.0.1", "HTTP_FORWARDED": "for=203.0.113.7"},
    ],
)
def test_a_switched_on_stand_is_not_served_to_the_public(headers: dict[str, str]) -> None:
    client = Client(**headers)
    assert _chat(client).status_code == 404
    assert client.get("/stand/v1/stats").status_code == 404


@pytest.mark.usefixtures("stand_on")
def test_a_switched_on_stand_answers_its_own_installation() -> None:
    assert _chat(Client(REMOTE_ADDR="127.0.0.1")).status_code == 200
    assert _chat(Client(REMOTE_ADDR="::1")).status_code == 200


def test_the_networks_are_the_installations_to_choose(settings: Any) -> None:
    settings.SVAYA_STAND, settings.SVAYA_STAND_NETWORKS = True, ["10.0.0.0/8"]
    assert _chat(Client(REMOTE_ADDR="10.1.2.3")).status_code == 200
    assert _chat(Client(REMOTE_ADDR="127.0.0.1")).status_code == 404
