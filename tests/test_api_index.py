"""/api/ lists the API; /api/docs/ needs no internet (Swagger UI from the sidecar package)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_api_index_links_the_schema_the_docs_and_every_operation() -> None:
    response = Client().get("/api/")
    assert response.status_code == 200
    text = response.content.decode()
    for link in ('href="/api/schema/"', 'href="/api/docs/"'):
        assert link in text
    schema = Client().get("/api/schema/?format=json").json()
    assert len(schema["paths"]) > 10
    for api_path in schema["paths"]:
        assert f"<code>{api_path}</code>" in text, api_path


def _references(html: str) -> list[str]:
    return re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", html) + re.findall(
        r"""["'](https?://[^"']+)["']""", html
    )


def test_the_docs_reference_no_external_host() -> None:
    response = Client().get("/api/docs/")
    assert response.status_code == 200
    references = _references(response.content.decode())
    assert references, "the page loads its scripts from somewhere"
    external = [r for r in references if urlsplit(r).netloc or r.startswith("//")]
    assert external == []
    static = [r for r in references if r.startswith("/static/")]
    assert any(r.endswith(".js") for r in static)
    for reference in static:
        assert finders.find(urlsplit(reference).path.removeprefix("/static/")), reference


def test_the_reference_check_catches_a_cdn() -> None:
    html = '<script src="https://cdn.jsdelivr.net/npm/swagger-ui-dist@5/swagger-ui-bundle.js">'
    assert {urlsplit(r).netloc for r in _references(html)} == {"cdn.jsdelivr.net"}
