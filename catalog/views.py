from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from catalog.models import Solution


def showcase(request: HttpRequest) -> HttpResponse:
    solutions = Solution.objects.filter(current_version__isnull=False).select_related(
        "current_version"
    )
    return render(request, "catalog/showcase.html", {"solutions": solutions})
