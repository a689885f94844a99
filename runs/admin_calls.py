"""The whole-call viewer: one LLM call as it went out and came back.

The request is shown exactly as the installation sent it — placeholders instead of personal
data, as the model saw it (rebuilt whole from the stored deltas) — with the response as
received, tokens, cost, stop reason, tier, latency, and the chain of calls of its attempt
(the tiers the gateway fell back through). Read-only, for whoever may view runs.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from journal.admin_helpers import EMPTY, ReadOnlyAdmin, admin_link, pretty_json
from journal.russian import duration, register_names, roubles
from runs.access import may_view_all_runs, may_view_run
from runs.labels import outcome_label
from runs.models import LLMCall
from runs.request_deltas import full_request

FINISH_LABELS = {
    "stop": _("модель закончила ответ"),
    "tool_calls": _("модель вызвала инструменты"),
    "length": _("ответ обрезан по длине"),
    "content_filter": _("ответ остановлен фильтром"),
}


def call_link(call: LLMCall, text: Any) -> SafeString:
    return format_html(
        '<a href="{}">{}</a>', reverse("admin:runs_llmcall_change", args=[call.pk]), text
    )


@admin.register(LLMCall)
class LLMCallAdmin(ReadOnlyAdmin):
    list_display = (
        "id", "run_link", "step", "attempt_no", "pass_no", "seq", "tier", "model",
        "status_shown", "tokens", "cost_shown", "latency", "started_at",
    )  # fmt: skip
    list_filter = ("tier", "status", "empty", "without_cost")
    search_fields = ("=attempt__step_run__run__id", "model", "tier")
    list_select_related = ("attempt__step_run__run",)
    fieldsets = (
        (
            _("Вызов"),
            {
                "fields": (
                    "run_link", "step", "attempt_no", "pass_no", "seq", "tier", "model",
                    "status_shown", "finish", "status_code", "error_shown",
                )
            },
        ),
        (
            _("Расход"),
            {"fields": ("tokens", "cost_shown", "latency", "started_at", "finished_at")},
        ),
        (_("Цепочка вызовов попытки"), {"fields": ("chain",)}),
        (_("Запрос, как он ушел к модели"), {"fields": ("request_messages", "request_rest")}),
        (_("Ответ, как он пришел"), {"fields": ("response_shown",)}),
    )  # fmt: skip
    readonly_fields = tuple(f for _title, group in fieldsets for f in group["fields"])

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # The same audience as the run pages: a call is part of its run. Its request carries
        # placeholders, never the personal values, so a controller of the run may read it.
        if obj is not None:
            return may_view_run(request.user, obj.attempt.step_run.run)
        return may_view_all_runs(request.user)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return may_view_all_runs(request.user)

    def get_queryset(self, request: HttpRequest) -> QuerySet[LLMCall]:
        return super().get_queryset(request).select_related("attempt__step_run__run")

    @admin.display(description=_("прогон"))
    def run_link(self, obj: LLMCall) -> SafeString | str:
        return admin_link(obj.attempt.step_run.run)

    @admin.display(description=_("шаг"))
    def step(self, obj: LLMCall) -> str:
        return obj.attempt.step_run.step_id

    @admin.display(description=_("попытка"))
    def attempt_no(self, obj: LLMCall) -> int:
        return obj.attempt.number

    @admin.display(description=_("статус"), ordering="status")
    def status_shown(self, obj: LLMCall) -> str:
        marks = [str(obj.get_status_display())]
        if obj.empty:
            marks.append(str(_("пустой ответ")))
        if obj.without_cost:
            marks.append(str(_("без стоимости")))
        return ", ".join(marks)

    @admin.display(description=_("причина остановки"))
    def finish(self, obj: LLMCall) -> str:
        if not obj.finish_reason:
            return EMPTY
        label = FINISH_LABELS.get(obj.finish_reason)
        return f"{label} ({obj.finish_reason})" if label else obj.finish_reason

    @admin.display(description=_("ошибка"))
    def error_shown(self, obj: LLMCall) -> str:
        if not obj.error_kind and not obj.error:
            return EMPTY
        return f"{outcome_label(obj.error_kind)}: {obj.error}" if obj.error_kind else obj.error

    @admin.display(description=_("токены (вход / выход)"))
    def tokens(self, obj: LLMCall) -> str:
        return f"{obj.tokens_in or 0} / {obj.tokens_out or 0}"

    @admin.display(description=_("стоимость"), ordering="cost")
    def cost_shown(self, obj: LLMCall) -> str:
        return str(_("без стоимости")) if obj.without_cost else roubles(obj.cost or 0)

    @admin.display(description=_("время ответа"), ordering="latency_ms")
    def latency(self, obj: LLMCall) -> str:
        return duration((obj.latency_ms or 0) / 1000) if obj.latency_ms is not None else EMPTY

    @admin.display(description=_("вызовы LLM этой попытки по порядку"))
    def chain(self, obj: LLMCall) -> SafeString:
        calls = list(LLMCall.objects.filter(attempt_id=obj.attempt_id).order_by("pass_no", "seq"))
        rows = [
            (
                c.pass_no,
                c.seq,
                c.tier,
                c.model,
                self.status_shown(c),
                call_link(c, _("этот вызов") if c.pk == obj.pk else _("открыть")),
            )
            for c in calls
        ]
        head = format_html(
            "<tr>" + "<th>{}</th>" * 6 + "</tr>",
            _("проход"), _("№"), _("уровень"), _("модель"), _("статус"), "",
        )  # fmt: skip
        body = format_html_join("", "<tr>" + "<td>{}</td>" * 6 + "</tr>", rows)
        return format_html("<table>{}{}</table>", head, body)

    def _request(self, obj: LLMCall) -> dict[str, Any]:
        return full_request(obj, LLMCall.objects.filter(attempt_id=obj.attempt_id))

    @admin.display(description=_("сообщения"))
    def request_messages(self, obj: LLMCall) -> SafeString | str:
        messages = self._request(obj).get("messages") or []
        rows = [(m.get("role", ""), _content(m)) for m in messages if isinstance(m, dict)]
        if not rows:
            return EMPTY
        return format_html(
            "<table>{}</table>",
            format_html_join(
                "",
                '<tr><th style="width: 8em">{}</th>'
                '<td><pre style="white-space: pre-wrap; margin: 0">{}</pre></td></tr>',
                rows,
            ),
        )

    @admin.display(description=_("остальные поля запроса"))
    def request_rest(self, obj: LLMCall) -> SafeString:
        return pretty_json({k: v for k, v in self._request(obj).items() if k != "messages"})

    @admin.display(description=_("ответ"))
    def response_shown(self, obj: LLMCall) -> SafeString | str:
        return pretty_json(obj.response) if obj.response is not None else EMPTY


def _content(message: dict[str, Any]) -> str:
    parts = []
    if message.get("content") not in (None, ""):
        content = message["content"]
        parts.append(
            content
            if isinstance(content, str)
            else json.dumps(content, ensure_ascii=False, indent=2)
        )
    if message.get("tool_calls"):
        parts.append(json.dumps(message["tool_calls"], ensure_ascii=False, indent=2))
    if message.get("tool_call_id"):
        parts.insert(0, f"[{message['tool_call_id']}]")
    return "\n".join(parts)


register_names("runs.llmcall", accusative="вызов LLM", few="вызова LLM", many="вызовов LLM")
