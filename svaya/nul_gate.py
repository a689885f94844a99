"""Requests that carry a NUL character (U+0000) are refused with a 400 before any view.

No text column of the database can store a NUL, and a lookup with one fails inside the
database driver: a NUL in an address (/live/%00/), a query parameter (an admin list filter,
?status=%00) or a form field would otherwise surface as a 500. Found by fuzzing the API and the
pages. A JSON body is the API's to check (runs.services.start.inputs_validate names the field).
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.utils.translation import gettext as _

NUL = "\x00"


def carries_nul(request: HttpRequest) -> bool:
    if NUL in request.path:
        return True
    forms = [request.GET]
    if request.method == "POST" and request.content_type in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ):
        forms.append(request.POST)
    return any(
        NUL in key or any(NUL in value for value in form.getlist(key))
        for form in forms
        for key in form
    )


class NulGateMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if carries_nul(request):
            message = _("Запрос отклонен: в адресе или в полях формы есть нулевой символ (U+0000).")
            return HttpResponseBadRequest(message, content_type="text/plain; charset=utf-8")
        return self.get_response(request)
