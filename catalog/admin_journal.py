"""The journal in admin: read-only, filtered by event kind and by run.

It is registered here, not in journal/, because it explains policy lines with catalog's
policy_diff and journal imports nothing above it. Lines are written only by services, in the
transaction of the change they record; nobody edits or deletes them here. Staff with
`journal.view_journalline` may look.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from catalog.policies import POLICY_LINES, policy_diff
from journal.admin_helpers import EMPTY, ReadOnlyAdmin, admin_link, html_list, pretty_json
from journal.kinds import line_label
from journal.models import JournalLine
from journal.russian import register_names


class RunFilter(admin.RelatedOnlyFieldListFilter):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.title = _("прогон")  # the field itself has no Russian verbose name


class KindFilter(admin.SimpleListFilter):
    """The kinds of line by their Russian labels (the codes stay in the address)."""

    title = _("событие")
    parameter_name = "kind"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        kinds = JournalLine.objects.order_by().values_list("kind", flat=True).distinct()
        return sorted(((k, line_label(k)) for k in kinds), key=lambda item: item[1])

    def queryset(self, request: HttpRequest, queryset: QuerySet[JournalLine]) -> Any:
        return queryset.filter(kind=self.value()) if self.value() else queryset


@admin.register(JournalLine)
class JournalLineAdmin(ReadOnlyAdmin):
    list_display = (
        "id", "at", "kind_label", "run_link", "step_id", "attempt_no", "pass_no", "actor"
    )  # fmt: skip
    list_filter = (KindFilter, ("run", RunFilter))
    search_fields = ("kind", "step_id")
    list_select_related = ("run", "actor")
    date_hierarchy = "at"
    fields = (
        "at",
        "kind_label",
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

    @admin.display(description=_("событие"), ordering="kind")
    def kind_label(self, obj: JournalLine) -> str:
        return line_label(obj.kind)

    @admin.display(description=_("изменения политики"))
    def changes(self, obj: JournalLine) -> SafeString | str:
        if obj.kind not in POLICY_LINES.values():
            return EMPTY
        return html_list(policy_diff(obj.data.get("before"), obj.data.get("after")))

    @admin.display(description=_("данные"))
    def payload(self, obj: JournalLine) -> SafeString:
        return pretty_json(obj.data)


register_names(
    "journal.journalline", accusative="строку журнала", few="строки журнала", many="строк журнала"
)
