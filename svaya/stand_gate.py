"""The stand's HTTP endpoints (/stand/…) exist only where the installation switched them on.

The synthetic model and the demo world answer anyone who reaches them, so they are served only
when `SVAYA_STAND` is on (`make run` turns it on; it is off otherwise) and only to requests from
inside the installation: a client address in `SVAYA_STAND_NETWORKS` (loopback by default) that
did not come through a proxy. Everyone else gets the ordinary 404 page, as if nothing were there.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse

PREFIX = "/stand/"
# Headers a reverse proxy adds: behind one, REMOTE_ADDR is the proxy's (often loopback) address.
_PROXY_HEADERS = ("HTTP_X_FORWARDED_FOR", "HTTP_FORWARDED", "HTTP_X_REAL_IP")


def stand_open_to(request: HttpRequest) -> bool:
    if not settings.SVAYA_STAND:
        return False
    if any(request.META.get(header) for header in _PROXY_HEADERS):
        return False
    try:
        address = ipaddress.ip_address(request.META.get("REMOTE_ADDR", ""))
    except ValueError:
        return False
    networks = (ipaddress.ip_network(n, strict=False) for n in settings.SVAYA_STAND_NETWORKS)
    return any(address in network for network in networks)


class StandGateMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith(PREFIX) and not stand_open_to(request):
            raise Http404(request.path)
        return self.get_response(request)
