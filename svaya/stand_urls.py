"""Mounts the stand (synthetic model and demo world) under /stand/ in the project's server."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import re_path
from django.views.decorators.csrf import csrf_exempt

from svaya.stand.server import dispatch
from svaya.stand.transport import default_model


@csrf_exempt
def stand_view(request: HttpRequest, rest: str) -> HttpResponse:
    reply = dispatch(default_model(), request.method or "GET", f"/{rest}", request.body)
    return HttpResponse(reply.body, status=reply.status, content_type=reply.content_type)


urlpatterns = [re_path(r"^(?P<rest>v1/.*)$", stand_view)]
