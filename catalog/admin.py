"""Django admin for the installation's policies and its catalog.

Data classes, destinations (data routes) and roles (tool rights) are policies: administrators
change them, everyone with a view permission may look, and every change is journaled through
`catalog.policies` in the admin's own transaction. The tool registry is declared in a file and
the installed versions are immutable, so both are read-only here for everyone.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import flatten_fieldsets
from django.db import transaction
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.timezone import localtime
from django.utils.translation import gettext_lazy as _

from catalog.models import (
    DataClass,
    Destination,
    Role,
    Solution,
    SolutionVersion,
    TierPrice,
    Tool,
)
from catalog.policies import (
    POLICY_LINES,
    is_administrator,
    policy_change,
    policy_diff,
    policy_snapshot,
    stored_snapshot,
)
from journal.admin_helpers import EMPTY, ReadOnly, ReadOnlyAdmin, admin_link, html_list, pretty_json
from journal.kinds import line_label
from journal.models import JournalLine
from journal.russian import duration, register_names
from svaya.privacy import is_personal

EFFECTS = dict(Tool.Effect.choices)


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


class PolicyAdmin(ChangedByAdministrators, admin.ModelAdmin):
    """Only administrators change policies; each add / change / delete is journaled."""

    # A code is referenced by name from task descriptions and the registry: renaming it
    # would silently detach them, so it is fixed once the row exists.
    frozen_after_add: tuple[str, ...] = ("code",)
    history_limit = 10

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> tuple[str, ...]:
        fixed = self.frozen_after_add if obj is not None else ()
        return (*super().get_readonly_fields(request, obj), *fixed, "history")

    def save_model(self, request: HttpRequest, obj: Any, form: Any, change: bool) -> None:
        # Read before saving: the form has already written the posted values onto `obj`.
        form.policy_before = stored_snapshot(obj) if change else None
        super().save_model(request, obj, form, change)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        # After the many-to-many save, so "after" holds the new classes or rights; the admin's
        # change view runs all of this in one transaction, the journal line included.
        super().save_related(request, form, formsets, change)
        action = "changed" if change else "added"
        policy_change(
            obj=form.instance, before=form.policy_before, actor=request.user, action=action
        )

    @transaction.atomic
    def delete_model(self, request: HttpRequest, obj: Any) -> None:
        before = policy_snapshot(obj)
        super().delete_model(request, obj)
        policy_change(obj=obj, before=before, actor=request.user, action="deleted")

    @transaction.atomic
    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        # The bulk action would skip delete_model (and the journal) with a queryset delete.
        for obj in queryset:
            self.delete_model(request, obj)

    @admin.display(description=_("история изменений"))
    def history(self, obj: Any) -> SafeString | str:
        if obj is None or obj.pk is None:
            return EMPTY
        lines = (
            JournalLine.objects.filter(
                kind__in=POLICY_LINES.values(),
                data__model=obj._meta.model_name,
                data__code=obj.code,
            )
            .select_related("actor")
            .order_by("-id")[: self.history_limit]
        )
        rows = [
            (
                localtime(line.at).strftime("%d.%m.%Y %H:%M"),
                line.actor or EMPTY,
                line_label(line.kind),
                "; ".join(policy_diff(line.data.get("before"), line.data.get("after"))),
            )
            for line in lines
        ]
        if not rows:
            return _("изменений через администрирование не было")
        body = format_html_join("", "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>", rows)
        return format_html("<table>{}</table>", body)


class DataClassForm(forms.ModelForm):
    class Meta:
        model = DataClass
        fields = ["code", "title", "personal"]
        help_texts = {
            "code": _(
                "Например pd.passport или bank.secret. На код ссылаются описания задач "
                "(x-data-class) и реестр инструментов; после создания он не меняется."
            ),
            "title": _("Как класс называется в интерфейсе."),
            "personal": _(
                "Персональные данные — ровно классы с кодом pd.*: перед каждым вызовом "
                "LLM вне установки они заменяются плейсхолдерами."
            ),
        }

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        code = data.get("code") or getattr(self.instance, "code", "")
        if code and bool(data.get("personal")) != is_personal(code):
            self.add_error(
                "personal",
                _(
                    "Отметка «персональные данные» должна совпадать с кодом: движок считает "
                    "персональными ровно классы pd.* и заменяет их плейсхолдерами по коду. "
                    "Назовите класс pd.… или снимите отметку."
                ),
            )
        return data


@admin.register(DataClass)
class DataClassAdmin(PolicyAdmin):
    form = DataClassForm
    list_display = ("code", "title", "personal", "destination_list")
    list_filter = ("personal",)
    search_fields = ("code", "title")
    fieldsets = (
        (None, {"fields": ("code", "title", "personal")}),
        (_("Журнал"), {"fields": ("history",)}),
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[DataClass]:
        return super().get_queryset(request).prefetch_related("destinations")

    @admin.display(description=_("кому разрешен"))
    def destination_list(self, obj: DataClass) -> str:
        return ", ".join(d.code for d in obj.destinations.all()) or EMPTY


class DestinationForm(forms.ModelForm):
    class Meta:
        model = Destination
        fields = ["code", "title", "kind", "allowed_classes"]
        help_texts = {
            "code": _("На код ссылается реестр инструментов; после создания он не меняется."),
            "kind": _("LLM за пределами установки или система заказчика."),
            "allowed_classes": _(
                "Маршрут данных: классы, которые этот получатель может получать. Проверка при "
                "установке отклоняет шаг, чей маршрут сюда не разрешен, а проверка при каждом "
                "вызове отказывает в вызове — изменение действует сразу. Персональные классы "
                "(pd.*) уходят к LLM только плейсхолдерами, в маршрут LLM их вносить не нужно."
            ),
        }


@admin.register(Destination)
class DestinationAdmin(PolicyAdmin):
    form = DestinationForm
    list_display = ("code", "title", "kind", "allowed_list", "tool_count")
    list_filter = ("kind",)
    search_fields = ("code", "title")
    filter_horizontal = ("allowed_classes",)
    fieldsets = (
        (None, {"fields": ("code", "title", "kind")}),
        (_("Маршрут данных"), {"fields": ("allowed_classes", "tool_list")}),
        (_("Журнал"), {"fields": ("history",)}),
    )

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> tuple[str, ...]:
        return (*super().get_readonly_fields(request, obj), "tool_list")

    def save_model(self, request: HttpRequest, obj: Any, form: Any, change: bool) -> None:
        form.personal_before = _personal_codes(obj) if change else set()
        super().save_model(request, obj, form, change)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        destination = form.instance
        added = sorted(_personal_codes(destination) - form.personal_before)
        if added and destination.kind == Destination.Kind.LLM:
            messages.warning(request, llm_personal_warning(destination.code, added))

    def get_queryset(self, request: HttpRequest) -> QuerySet[Destination]:
        queryset = super().get_queryset(request).prefetch_related("allowed_classes")
        return queryset.annotate(tools_total=Count("tools", distinct=True))

    @admin.display(description=_("разрешенные классы"))
    def allowed_list(self, obj: Destination) -> str:
        return ", ".join(c.code for c in obj.allowed_classes.all()) or EMPTY

    @admin.display(description=_("инструментов"), ordering="tools_total")
    def tool_count(self, obj: Destination) -> int:
        return getattr(obj, "tools_total", 0)

    @admin.display(description=_("инструменты этого получателя"))
    def tool_list(self, obj: Destination | None) -> SafeString | str:
        if obj is None or obj.pk is None:
            return EMPTY
        return html_list([f"{t.name} — {t.title}" for t in obj.tools.all()])


def _personal_codes(destination: Destination) -> set[str]:
    if destination.pk is None:
        return set()
    return set(destination.allowed_classes.filter(personal=True).values_list("code", flat=True))


def llm_personal_warning(code: str, added: list[str]) -> str:
    return _(
        "Внимание: в маршрут данных «%(code)s» — провайдера модели за пределами установки — "
        "добавлены персональные классы: %(classes)s. Это значит, что политика теперь "
        "разрешает передавать эти данные провайдеру модели. Svaya по-прежнему заменяет "
        "персональные данные плейсхолдерами перед каждым вызовом модели, но аудитор увидит в "
        "политике и в журнале разрешение на передачу персональных данных наружу. Если это "
        "сделано по ошибке, уберите эти классы из маршрута."
    ) % {"code": code, "classes": ", ".join(added)}


class RoleForm(forms.ModelForm):
    class Meta:
        model = Role
        fields = ["code", "title", "tools"]
        help_texts = {
            "code": _("На код ссылаются описания задач (acts_as); после создания он не меняется."),
            "tools": _(
                "Инструменты, которые прогон от имени этой роли может вызывать. Проверка "
                "при установке отклоняет описание, чей шаг называет инструмент без права."
            ),
        }


@admin.register(Role)
class RoleAdmin(PolicyAdmin):
    form = RoleForm
    list_display = ("code", "title", "tool_total")
    search_fields = ("code", "title")
    filter_horizontal = ("tools",)
    fieldsets = (
        (None, {"fields": ("code", "title")}),
        (_("Права на инструменты"), {"fields": ("tools",)}),
        (_("Журнал"), {"fields": ("history",)}),
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Role]:
        return super().get_queryset(request).annotate(tools_total=Count("tools", distinct=True))

    @admin.display(description=_("инструментов"), ordering="tools_total")
    def tool_total(self, obj: Role) -> int:
        return getattr(obj, "tools_total", 0)


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


# -- the journal ------------------------------------------------------------------------------
# Read-only, filtered by event kind and by run. It is registered here, not in journal/, because
# it explains policy lines with catalog's policy_diff and journal imports nothing above it.
# Lines are written only by services, in the transaction of the change they record; nobody
# edits or deletes them here. Staff with `journal.view_journalline` may look.
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
    "catalog.dataclass", accusative="класс данных", few="класса данных", many="классов данных"
)
register_names(
    "catalog.destination",
    accusative="получателя данных",
    few="получателя данных",
    many="получателей данных",
)


@admin.register(TierPrice)
class TierPriceAdmin(ChangedByAdministrators, admin.ModelAdmin):
    """The price of one call per model tier: the showcase's worst case in roubles. Only
    administrators change it (Django's admin log keeps who and when)."""

    list_display = ("title", "tier", "price_per_call")

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> tuple[str, ...]:
        return ("tier",) if obj is not None else ()


register_names(
    "catalog.tierprice",
    accusative="цену вызова уровня модели",
    few="цены вызовов уровней модели",
    many="цен вызовов уровней модели",
)
register_names("catalog.role", accusative="роль", few="роли", many="ролей")
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
register_names(
    "journal.journalline", accusative="строку журнала", few="строки журнала", many="строк журнала"
)
