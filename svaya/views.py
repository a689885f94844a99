"""Project-level pages: the API index. (The 404 and 500 pages are templates/404.html and
templates/500.html, which Django's default handlers render when DEBUG is off.)"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from drf_spectacular.generators import SchemaGenerator

_METHODS = ("get", "post", "put", "patch", "delete")


@cache
def api_operations() -> list[dict[str, Any]]:
    """Every operation of the OpenAPI schema, in its order: the index lists what the schema
    says, so the two cannot disagree."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    rows = []
    for path, item in schema["paths"].items():
        for method in _METHODS:
            if method in item:
                operation = item[method]
                rows.append(
                    {
                        "method": method.upper(),
                        "path": path,
                        "summary": operation.get("summary") or operation.get("description", ""),
                        "link": "{" not in path and method == "get",
                    }
                )
    return rows


def api_index(request: HttpRequest) -> HttpResponse:
    return render(request, "api/index.html", {"operations": api_operations()})
