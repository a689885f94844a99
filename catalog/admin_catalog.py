"""Django admin for the catalog: the tool registry and the solutions with their installed
versions. The registry is declared in a file and the installed versions are immutable, so both
are read-only here for everyone.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import flatten_fieldsets
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from catalog.admin_access import ViewableByAdministrators
from catalog.models import Solution, SolutionVersion, Tool
from catalog.policies import is_administrator
from journal.admin_helpers import EMPTY, ReadOnly, ReadOnlyAdmin, html_list, pretty_json
from journal.russian import duration, register_names

EFFECTS = dict(Tool.Effect.choices)


@admin.register(Tool)
class ToolAdmin(ViewableByAdministrators, ReadOnlyAdmin):
    list_display = ("name", "title", "destination", "effect", "connector", "timeout")
    list_filter = ("effect", "destination", "connector")
    search_fields = ("name", "title", "description")
    list_select_related = ("destination",)
    fieldsets = (
        (
            None,
            {
                "fields": ("name", "title", "description"),
                "description": _(
                    "Реестр инструментов объявлен в файлах svaya/tools/registry/*.yaml "
                    "и здесь только просматривается."
                ),
            },
        ),
        (_("Вызов"), {"fields": ("destination", "effect", "connector", "timeout")}),
        (_("Данные"), {"fields": ("arg_classes", "result_classes", "args_schema")}),
        (_("Права"), {"fields": ("role_list",)}),
    )
    readonly_fields = flatten_fieldsets(fieldsets)

    @admin.display(description=_("таймаут"), ordering="timeout_s")
    def timeout(self, obj: Tool) -> str:
        return duration(obj.timeout_s)

    @admin.display(description=_("классы аргументов"))
    def arg_classes(self, obj: Tool) -> SafeString | str:
        return html_list([f"{arg}: {cls or '—'}" for arg, cls in _arg_classes(obj).items()])

    @admin.display(description=_("классы результата"))
    def result_classes(self, obj: Tool) -> str:
        return ", ".join(obj.spec.get("result_classes", [])) or EMPTY

    @admin.display(description=_("схема аргументов"))
    def args_schema(self, obj: Tool) -> SafeString:
        return pretty_json(obj.spec.get("args", {}))

    @admin.display(description=_("роли с правом"))
    def role_list(self, obj: Tool) -> str:
        return ", ".join(r.code for r in obj.roles.all()) or EMPTY


def _arg_classes(tool: Tool) -> dict[str, str]:
    from svaya.tools.registry import ToolSpec

    return ToolSpec.model_validate(tool.spec).arg_classes()


def _end_words(end: dict[str, str]) -> str:
    return " ".join(v for v in (end.get("status"), end.get("step"), end.get("outcome")) if v)


def _facts(version: SolutionVersion | None) -> dict[str, Any]:
    return (version.facts or {}) if version is not None else {}


class VersionInline(ReadOnly, admin.TabularInline):
    model = SolutionVersion
    extra = 0
    can_delete = False
    show_change_link = True
    fields = ("number", "declared_version", "installed_at", "installed_by", "worst_case", "digest")
    readonly_fields = fields
    verbose_name = _("версия")
    verbose_name_plural = _("установленные версии (неизменяемы)")

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return is_administrator(request.user) or super().has_view_permission(request, obj)

    @admin.display(description=_("худший случай, вызовов LLM"))
    def worst_case(self, obj: SolutionVersion) -> Any:
        return _facts(obj).get("worst_case_llm_calls", EMPTY)

    @admin.display(description=_("хэш"))
    def digest(self, obj: SolutionVersion) -> str:
        return obj.sha256[:12]


@admin.register(Solution)
class SolutionAdmin(ViewableByAdministrators, ReadOnlyAdmin):
    list_display = ("slug", "title", "current_version", "worst_case", "version_total")
    search_fields = ("slug", "title")
    list_select_related = ("current_version__solution",)
    fields = ("slug", "title", "current_version", "worst_case")
    readonly_fields = fields
    inlines = (VersionInline,)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Solution]:
        return super().get_queryset(request).annotate(versions_total=Count("versions"))

    @admin.display(description=_("худший случай, вызовов LLM на прогон"))
    def worst_case(self, obj: Solution) -> Any:
        return _facts(obj.current_version).get("worst_case_llm_calls", EMPTY)

    @admin.display(description=_("версий"), ordering="versions_total")
    def version_total(self, obj: Solution) -> int:
        return getattr(obj, "versions_total", 0)


@admin.register(SolutionVersion)
class SolutionVersionAdmin(ViewableByAdministrators, ReadOnlyAdmin):
    list_display = (
        "solution",
        "number",
        "declared_version",
        "installed_at",
        "installed_by",
        "worst_case",
    )
    list_filter = ("solution",)
    list_select_related = ("solution", "installed_by")
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "solution",
                    "number",
                    "declared_version",
                    "sha256",
                    "installed_at",
                    "installed_by",
                ),
                "description": _(
                    "Установленная версия неизменяема: измененное описание "
                    "устанавливается новой версией."
                ),
            },
        ),
        (
            _("Расчетные факты"),
            {
                "fields": (
                    "worst_case",
                    "worst_case_by_step",
                    "pass_limits",
                    "time_budgets",
                    "systems",
                    "points",
                )
            },
        ),
        (_("Регрессия"), {"fields": ("regression_report",)}),
        (_("Описание задачи"), {"classes": ("collapse",), "fields": ("source_text", "file_list")}),
    )
    readonly_fields = flatten_fieldsets(fieldsets)

    @admin.display(description=_("записанные образцы прошлой версии на этой"))
    def regression_report(self, obj: SolutionVersion) -> SafeString | str:
        report = obj.regression or {}
        rows = []
        for item in report.get("samples", []):
            if item["verdict"] == "same_end":
                said = _("тот же конец: %(end)s") % {"end": _end_words(item["end"])}
            elif item["verdict"] == "changed_end":
                said = _("конец изменился: %(was)s → %(end)s") % {
                    "was": _end_words(item["recorded_end"]),
                    "end": _end_words(item["end"]),
                }
            else:
                stop = item.get("stopped", {})
                said = _("остановлен на шаге %(step)s: запрос изменился") % {
                    "step": stop.get("step", "")
                }
            # The replay's comparison is the runs admin's page (named: runs sits above).
            url = reverse("admin:runs_run_compare", args=[item["replay"]])
            link = format_html('<a href="{}">#{}</a>', url, item["replay"])
            rows.append(format_html("{} (#{} → {}): {}", item["sample"], item["run"], link, said))
        if report.get("held_back"):
            rows.insert(0, str(_("не стала текущей: --strict, конец образцов изменился")))
        return html_list(rows) if rows else EMPTY

    @admin.display(description=_("худший случай, вызовов LLM на прогон"))
    def worst_case(self, obj: SolutionVersion) -> Any:
        return _facts(obj).get("worst_case_llm_calls", EMPTY)

    @admin.display(description=_("вызовов LLM по шагам (на попытку)"))
    def worst_case_by_step(self, obj: SolutionVersion) -> SafeString | str:
        by_step = _facts(obj).get("worst_case_by_step", {})
        return html_list([f"{step}: {calls}" for step, calls in by_step.items()])

    @admin.display(description=_("лимиты проходов"))
    def pass_limits(self, obj: SolutionVersion) -> SafeString | str:
        limits = _facts(obj).get("pass_limits", {})
        return html_list([f"{step}: {passes}" for step, passes in limits.items()])

    @admin.display(description=_("бюджеты времени"))
    def time_budgets(self, obj: SolutionVersion) -> SafeString | str:
        budgets = _facts(obj).get("time_budgets_s", {})
        return html_list([f"{step}: {duration(seconds)}" for step, seconds in budgets.items()])

    @admin.display(description=_("системы"))
    def systems(self, obj: SolutionVersion) -> SafeString | str:
        rows = [
            (
                s.get("tool", ""),
                s.get("title", ""),
                s.get("destination", ""),
                str(EFFECTS.get(s.get("effect", ""), s.get("effect", ""))),
                ", ".join(s.get("steps", [])),
            )
            for s in _facts(obj).get("systems", [])
        ]
        if not rows:
            return EMPTY
        head = format_html(
            "<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
            _("инструмент"),
            _("название"),
            _("получатель"),
            _("эффект"),
            _("шаги"),
        )
        body = format_html_join(
            "", "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>", rows
        )
        return format_html("<table>{}{}</table>", head, body)

    @admin.display(description=_("точки передачи и подтверждения"))
    def points(self, obj: SolutionVersion) -> str:
        facts = _facts(obj)
        handoff = ", ".join(facts.get("handoff_points", [])) or EMPTY
        confirm = ", ".join(facts.get("confirmation_points", [])) or EMPTY
        return f"{_('передача')}: {handoff}; {_('подтверждение')}: {confirm}"

    @admin.display(description=_("текст описания"))
    def source_text(self, obj: SolutionVersion) -> SafeString:
        return format_html('<pre style="white-space: pre-wrap">{}</pre>', obj.source)

    @admin.display(description=_("файлы заданий"))
    def file_list(self, obj: SolutionVersion) -> SafeString | str:
        return html_list(sorted(obj.files))


register_names("catalog.tool", accusative="инструмент", few="инструмента", many="инструментов")
register_names(
    "catalog.solution",
    accusative="техническое решение",
    few="технических решения",
    many="технических решений",
)
register_names(
    "catalog.solutionversion",
    accusative="версию решения",
    few="версии решения",
    many="версий решения",
)
