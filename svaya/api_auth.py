"""The API's session authentication, answering an anonymous caller 401 (not signed in), not 403.

DRF answers 403 to an unauthenticated request when its first authentication class names no
`WWW-Authenticate` challenge, and SessionAuthentication names none. A challenge with Basic
first would make browsers pop their login box over Swagger UI for a signed-out visitor; a
challenge of a scheme browsers do not prompt for gives the right status without it. A signed-in
user without the right still gets 403 (DRF decides that by the successful authenticator).
"""

from __future__ import annotations

from drf_spectacular import authentication as spectacular_auth
from rest_framework import authentication
from rest_framework.request import Request


class SessionAuthentication(authentication.SessionAuthentication):
    def authenticate_header(self, request: Request) -> str:
        return 'Session realm="svaya", login="/admin/login/"'


class SessionScheme(spectacular_auth.SessionScheme):
    """The same cookie scheme in the OpenAPI schema as DRF's session authentication."""

    target_class = "svaya.api_auth.SessionAuthentication"
