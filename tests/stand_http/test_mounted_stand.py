"""The project serves the stand itself, and the API schema is generated."""

from __future__ import annotations

import json

from django.test import Client

from svaya.llm import build_request


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


def test_a_broken_body_gets_an_openai_style_error() -> None:
    response = Client().post("/stand/v1/chat/completions", "{nope", content_type="application/json")
    assert response.status_code == 400
    assert "error" in response.json()


def test_the_api_schema_is_served() -> None:
    response = Client().get("/api/schema/")
    assert response.status_code == 200
    assert b"/api/runs/" in response.content
