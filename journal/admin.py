"""The journal in admin: read-only, filtered by event kind and by run.

Lines are written only by services, in the transaction of the change they record; nobody
edits or deletes them here. Staff with `journal.view_journalline` may look.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from catalog.admin import EMPTY, ReadOnlyAdmin, admin_link, html_list, pretty_json
from catalog.policies import policy_diff
from journal.models import JournalLine


class RunFilter(admin.RelatedOnlyFieldListFilter):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.title = _("прогон")  # the field itself has no Russian verbose name


@admin.register(JournalLine)
class JournalLineAdmin(ReadOnlyAdmin):
    list_display = ("id", "at", "kind", "run_link", "step_id", "attempt_no", "pass_no", "actor")
    list_filter = ("kind", ("run", RunFilter))
    search_fields = ("kind", "step_id")
    list_select_related = ("run", "actor")
    date_hierarchy = "at"
    fields = (
        "at",
        "kind",
        "actor",
        "run_link",
        "step_id",
        "attempt_no",
        "pass_no",
        "changes",
        "payload",
    )
    readonly_fields = fields

    @admin.display(description=_("прогон"), ordering="run_id")
    def run_link(self, obj: JournalLine) -> SafeString | str:
        return admin_link(obj.run) if obj.run_id else EMPTY

    @admin.display(description=_("изменения политики"))
    def changes(self, obj: JournalLine) -> SafeString | str:
        if not obj.kind.startswith("policy."):
            return EMPTY
        return html_list(policy_diff(obj.data.get("before"), obj.data.get("after")))

    @admin.display(description=_("данные"))
    def payload(self, obj: JournalLine) -> SafeString:
        return pretty_json(obj.data)
