"""Small helpers every app's admin uses. journal is the lowest app, so any admin may import
this module; it imports nothing from the apps."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

EMPTY = "—"


def pretty_json(value: Any) -> SafeString:
    """JSON as an indented, escaped <pre> block; Cyrillic stays readable."""
    text = json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True, default=str)
    return format_html('<pre style="white-space: pre-wrap; margin: 0">{}</pre>', text)


def html_list(items: list[str]) -> SafeString | str:
    if not items:
        return EMPTY
    return format_html(
        "<ul style='margin: 0'>{}</ul>",
        format_html_join("", "<li>{}</li>", ((item,) for item in items)),
    )


def admin_link(obj: Any, text: Any = None) -> SafeString | str:
    """A link to an object's admin page (its view page for read-only admins)."""
    if obj is None:
        return EMPTY
    meta = obj._meta
    url = reverse(f"admin:{meta.app_label}_{meta.model_name}_change", args=[obj.pk])
    return format_html('<a href="{}">{}</a>', url, text if text is not None else obj)


class ReadOnly:
    """Nobody adds, changes or deletes these rows in admin, superusers included (a mixin for a
    ModelAdmin or an inline)."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ReadOnlyAdmin(ReadOnly, admin.ModelAdmin):
    """A ModelAdmin nobody adds to, changes or deletes from."""
