"""Runs in admin: read-only for everyone.

A run changes only through its services (the executor, a controller's decision), each with its
journal line; an admin form would be a way around both. Staff with `runs.view_run` may look.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import flatten_fieldsets
from django.db.models import Count, Q, QuerySet, Sum
from django.http import HttpRequest
from django.urls import reverse
from django.utils.formats import localize
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.timezone import localtime
from django.utils.translation import gettext_lazy as _

from catalog.kinds import StepKind
from journal.admin_helpers import EMPTY, ReadOnly, ReadOnlyAdmin, admin_link, pretty_json
from journal.russian import duration, register_names, roubles
from runs.access import may_view_all_runs, may_view_run
from runs.admin_calls import call_link  # registers the whole-call viewer too
from runs.admin_replay import RunReplayAdmin
from runs.labels import EFFECT_LABELS, detail_label, outcome_label
from runs.models import Attempt, CallStatus, LLMCall, Pass, Run, StepRun, ToolCall

STEP_KIND_LABELS = dict(StepKind.choices)
_ROW = "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"


class StepRunInline(ReadOnly, admin.TabularInline):
    model = StepRun
    extra = 0
    can_delete = False
    fields = ("step_id", "kind_shown", "branch", "status", "attempt_total", "started", "finished")
    readonly_fields = fields
    verbose_name = _("шаг")
    verbose_name_plural = _("шаги прогона")

    def get_queryset(self, request: HttpRequest) -> QuerySet[StepRun]:
        return super().get_queryset(request).annotate(attempts_total=Count("attempts"))

    @admin.display(description=_("попыток"))
    def attempt_total(self, obj: StepRun) -> int:
        return getattr(obj, "attempts_total", 0)

    @admin.display(description=_("вид"))
    def kind_shown(self, obj: StepRun) -> str:
        return str(STEP_KIND_LABELS.get(obj.kind, obj.kind))

    @admin.display(description=_("начат"))
    def started(self, obj: StepRun) -> str:
        return localize(localtime(obj.started_at))

    @admin.display(description=_("закончен"))
    def finished(self, obj: StepRun) -> str:
        return localize(localtime(obj.finished_at)) if obj.finished_at else EMPTY


@admin.register(Run)
class RunAdmin(RunReplayAdmin, ReadOnlyAdmin):
    list_display = ("id", "solution", "status", "outcome_shown", "created_at")
    list_display_links = ("id",)
    list_filter = ("status", "version__solution", "recorded")
    search_fields = ("=id", "outcome", "sample")
    list_select_related = ("version__solution",)
    date_hierarchy = "created_at"
    inlines = (StepRunInline,)
    actions = ("replay_selected",)
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "id",
                    "version_link",
                    "role",
                    "status",
                    "current_step",
                    "outcome_shown",
                    "outcome_detail_shown",
                )
            },
        ),
        (_("Воспроизведение"), {"fields": RunReplayAdmin.replay_fields}),
        (_("Время"), {"fields": ("created_at", "started_at", "finished_at", "deadline")}),
        (_("Итоги"), {"fields": ("totals", "journal_link")}),
        (_("Попытки, проходы и вызовы"), {"fields": ("ledger",)}),
        (_("Входные данные"), {"classes": ("collapse",), "fields": ("input_data", "sample")}),
    )
    readonly_fields = flatten_fieldsets(fieldsets)

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # A controller opens the run of a ticket in their queue (runs/access.py).
        if obj is not None and may_view_run(request.user, obj):
            return True
        return super().has_view_permission(request, obj)

    def get_fieldsets(self, request: HttpRequest, obj: Any = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if may_view_all_runs(request.user):
            return fieldsets
        # Without the right to view runs the raw inputs (personal data) stay hidden.
        return [f for f in fieldsets if "input_data" not in f[1]["fields"]]

    @admin.display(description=_("исход"), ordering="outcome")
    def outcome_shown(self, obj: Run) -> str:
        return outcome_label(obj.outcome) or EMPTY

    @admin.display(description=_("подробности исхода"))
    def outcome_detail_shown(self, obj: Run) -> str:
        return detail_label(obj.outcome_detail) or EMPTY

    @admin.display(description=_("решение"), ordering="version__solution__slug")
    def solution(self, obj: Run) -> str:
        return obj.version.solution.slug

    @admin.display(description=_("версия"))
    def version_link(self, obj: Run) -> SafeString | str:
        return admin_link(obj.version)

    @admin.display(description=_("входные данные"))
    def input_data(self, obj: Run) -> SafeString:
        return pretty_json(obj.inputs)

    @admin.display(description=_("журнал"))
    def journal_link(self, obj: Run) -> SafeString:
        url = reverse("admin:journal_journalline_changelist") + f"?run__id__exact={obj.pk}"
        return format_html('<a href="{}">{}</a>', url, _("строки журнала этого прогона"))

    @admin.display(description=_("итоги"))
    def totals(self, obj: Run) -> SafeString:
        rows = [(str(label), value) for label, value in run_totals(obj).items()]
        return format_html(
            "<table>{}</table>", format_html_join("", "<tr><th>{}</th><td>{}</td></tr>", rows)
        )

    @admin.display(description=_("по попыткам"))
    def ledger(self, obj: Run) -> SafeString | str:
        attempts = (
            Attempt.objects.filter(step_run__run=obj)
            .select_related("step_run")
            .prefetch_related("passes", "llm_calls", "tool_calls")
            .order_by("step_run_id", "number")
        )
        sections = [_attempt_section(attempt) for attempt in attempts]
        return format_html_join("", "{}", ((s,) for s in sections)) if sections else EMPTY


def run_totals(run: Run) -> dict[Any, Any]:
    """What a run consumed, from its ledger rows."""
    scope = Q(attempt__step_run__run=run)
    llm = LLMCall.objects.filter(scope).aggregate(
        n=Count("id"),
        empty=Count("id", filter=Q(empty=True)),
        tokens_in=Sum("tokens_in"),
        tokens_out=Sum("tokens_out"),
        cost=Sum("cost"),
    )
    tools = ToolCall.objects.filter(scope).aggregate(
        n=Count("id"), refused=Count("id", filter=Q(status=CallStatus.REFUSED))
    )
    return {
        _("шагов"): run.steps.count(),
        _("попыток"): Attempt.objects.filter(step_run__run=run).count(),
        _("проходов"): Pass.objects.filter(scope).count(),
        _("вызовов LLM"): llm["n"],
        _("из них пустых ответов"): llm["empty"],
        _("токенов (вход / выход)"): f"{llm['tokens_in'] or 0} / {llm['tokens_out'] or 0}",
        _("стоимость"): roubles(llm["cost"] or 0),
        _("вызовов инструментов"): tools["n"],
        _("из них отказано"): tools["refused"],
    }


def _attempt_section(attempt: Attempt) -> SafeString:
    title = format_html(
        "<h4>{} «{}», {} {} — {}{}</h4>",
        _("шаг"),
        attempt.step_run.step_id,
        _("попытка"),
        attempt.number,
        attempt.get_status_display(),
        f": {outcome_label(attempt.outcome)}" if attempt.outcome else "",
    )
    rows = sorted(_attempt_rows(attempt), key=lambda row: row[0])
    if not rows:  # a branch or a join: nothing was called
        return title
    body = format_html_join("", _ROW, (row[1] for row in rows))
    head = format_html(
        _ROW.replace("td", "th"), _("проход"), _("№"), _("что"), _("статус"), _("подробности")
    )
    return format_html("{}<table>{}{}</table>", title, head, body)


def _attempt_rows(attempt: Attempt) -> list[tuple[tuple[int, int, int], tuple[Any, ...]]]:
    # Within a pass its calls come in ledger order and the pass line closes it.
    rows: list[tuple[tuple[int, int, int], tuple[Any, ...]]] = []
    for call in attempt.llm_calls.all():
        rows.append(((call.pass_no, 0, call.seq), _llm_row(call)))
    for tool in attempt.tool_calls.all():
        rows.append(((tool.pass_no, 0, tool.seq), _tool_row(tool)))
    for done in attempt.passes.all():
        shown = outcome_label(done.outcome)
        rows.append(((done.number, 1, 0), (done.number, "", _("проход"), shown, "")))
    return rows


def _llm_row(call: LLMCall) -> tuple[Any, ...]:
    detail = _("токены {tin}/{tout}, стоимость {cost}, {latency}").format(
        tin=call.tokens_in or 0,
        tout=call.tokens_out or 0,
        cost=_("без стоимости") if call.without_cost else roubles(call.cost or 0),
        latency=duration((call.latency_ms or 0) / 1000),
    )
    if call.empty:
        detail = f"{detail}; {_('пустой ответ')}"
    if call.error:
        detail = f"{detail}; {outcome_label(call.error_kind)}: {detail_label(call.error)}"
    what = call_link(call, f"LLM {call.tier} {call.model}")
    return (call.pass_no, call.seq, what, call.get_status_display(), detail)


def _tool_row(call: ToolCall) -> tuple[Any, ...]:
    detail = detail_label(call.error) or _("попыток: {n}").format(n=call.tries)
    what = f"{call.tool} ({EFFECT_LABELS.get(call.effect, call.effect)})"
    return (call.pass_no, call.seq, what, call.get_status_display(), detail)


register_names("runs.run", accusative="прогон", few="прогона", many="прогонов")
