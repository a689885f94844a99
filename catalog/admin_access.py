"""Who sees and who changes the catalog's admin pages: administrators see every page; the
others need Django's view permission, and only administrators add, change or delete rows.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from catalog.policies import is_administrator


class ViewableByAdministrators:
    """Administrators see every catalog page; others need the standard view permission."""

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed: bool = super().has_view_permission(request, obj)  # type: ignore[misc]
        return is_administrator(request.user) or allowed

    def has_module_permission(self, request: HttpRequest) -> bool:
        allowed: bool = super().has_module_permission(request)  # type: ignore[misc]
        return is_administrator(request.user) or allowed


class ChangedByAdministrators(ViewableByAdministrators):
    """Only administrators add, change or delete rows."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return is_administrator(request.user)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return is_administrator(request.user)

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return is_administrator(request.user)
