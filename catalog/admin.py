"""Django admin for the installation's policies (autodiscover imports this module).

Data classes, destinations (data routes) and roles (tool rights) are policies: administrators
change them, everyone with a view permission may look, and every change is journaled through
`catalog.policies` in the admin's own transaction. The price of a call per model tier is
changed by administrators too. The catalog's other pages register on import from
catalog/admin_catalog.py (the tool registry and the installed solutions, read-only) and
catalog/admin_journal.py (the journal).
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db import transaction
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.timezone import localtime
from django.utils.translation import gettext_lazy as _

# Autodiscover imports only this module: the catalog's other pages register on import.
from catalog import admin_catalog, admin_journal  # noqa: F401
from catalog.admin_access import ChangedByAdministrators
from catalog.models import DataClass, Destination, Role, TierPrice
from catalog.policies import (
    POLICY_LINES,
    policy_change,
    policy_diff,
    policy_snapshot,
    stored_snapshot,
)
from journal.admin_helpers import EMPTY, html_list
from journal.kinds import line_label
from journal.models import JournalLine
from journal.russian import register_names
from svaya.privacy import is_personal


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


@admin.register(TierPrice)
class TierPriceAdmin(ChangedByAdministrators, admin.ModelAdmin):
    """The price of one call per model tier: the showcase's worst case in roubles. Only
    administrators change it (Django's admin log keeps who and when)."""

    list_display = ("title", "tier", "price_per_call")

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> tuple[str, ...]:
        return ("tier",) if obj is not None else ()


register_names(
    "catalog.dataclass", accusative="класс данных", few="класса данных", many="классов данных"
)
register_names(
    "catalog.destination",
    accusative="получателя данных",
    few="получателя данных",
    many="получателей данных",
)
register_names(
    "catalog.tierprice",
    accusative="цену вызова уровня модели",
    few="цены вызовов уровней модели",
    many="цен вызовов уровней модели",
)
register_names("catalog.role", accusative="роль", few="роли", many="ролей")
