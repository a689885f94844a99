"""Controllers' queues in admin: handoff tickets and confirmation requests.

Every field is read-only and nothing is added or deleted here: a controller changes an item
only through the services (claim, release, retry, terminate, approve, reject), each with its
journal line. A controller sees only the items of their queues (a superuser sees all); another
queue's item is a 404. Acting needs membership of the item's queue, which the service checks
again under the row lock (a superuser outside the queue gets 403).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import flatten_fieldsets
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.timesince import timesince
from django.utils.translation import gettext_lazy as _

from handoffs.judging import (
    LAST_PASSES,
    Masker,
    ShownCall,
    confirmation_payload,
    last_passes,
    sees_personal,
)
from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from handoffs.selectors import (
    AGE_BUCKETS,
    Item,
    access_confirmation,
    access_ticket,
    age_filter,
    attempt_journal,
    can_act,
    confirmations_visible,
    is_controller,
    queues_visible,
    rejection_path,
    tickets_visible,
)
from handoffs.services import (
    REASON_REQUIRED,
    confirmation_approve,
    confirmation_reject,
    handoff_retry,
    handoff_terminate,
    item_claim,
    item_release,
)
from journal.admin_helpers import EMPTY, admin_link
from journal.kinds import line_label
from journal.russian import register_names
from runs.labels import detail_label


# -- filters --------------------------------------------------------------------------------
def waiting_by_queue(items: QuerySet[Any]) -> dict[int, int]:
    """Items not yet decided, per queue."""
    rows = (
        items.exclude(status=ItemStatus.RESOLVED)
        .order_by()
        .values_list("queue_id")
        .annotate(n=Count("id"))
    )
    return dict(rows)


class QueueFilter(admin.SimpleListFilter):
    title = _("очередь")
    parameter_name = "queue"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        waiting = waiting_by_queue(model_admin.get_queryset(request))
        label = _("%(queue)s — ждут: %(n)d")
        return [
            (str(q.pk), label % {"queue": q.title, "n": waiting.get(q.pk, 0)})
            for q in queues_visible(request.user)
        ]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(queue_id=self.value()) if self.value() else queryset


class AgeFilter(admin.SimpleListFilter):
    title = _("возраст")
    parameter_name = "age"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, Any]]:
        labels = {"hour": _("меньше часа"), "day": _("меньше суток"), "older": _("старше суток")}
        return [(code, labels[code]) for code in AGE_BUCKETS]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        value = self.value()
        return queryset.filter(age_filter(value)) if value in AGE_BUCKETS else queryset


# -- decisions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    label: Any
    done: Any
    service: Callable[[int, Any, str], Any]
    reason: str = "none"  # "none" | "optional" | "required"
    needs: str = "any"  # "open": only an unclaimed item; "mine": only one I hold; "any"


class ReasonForm(forms.Form):
    reason = forms.CharField(
        label=_("причина"),
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        error_messages={"required": _("Укажите причину: без нее это решение не принимается.")},
    )

    def __init__(self, *args: Any, mode: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if mode == "none":
            del self.fields["reason"]
        else:
            self.fields["reason"].required = mode == "required"


def _claim(model: Any) -> Decision:
    return Decision(
        _("взять в работу"),
        _("Взято в работу."),
        lambda pk, user, _: item_claim(model=model, pk=pk, user=user),
        needs="open",
    )


def _release(model: Any) -> Decision:
    return Decision(
        _("вернуть в очередь"),
        _("Возвращено в очередь."),
        lambda pk, user, _: item_release(model=model, pk=pk, user=user),
        needs="mine",
    )


TICKET_DECISIONS = {
    "claim": _claim(HandoffTicket),
    "release": _release(HandoffTicket),
    "retry": Decision(
        _("повторить шаг (новая попытка с первого прохода)"),
        _("Шаг будет выполнен заново: новая попытка с первого прохода."),
        lambda pk, user, reason: handoff_retry(ticket_id=pk, user=user, reason=reason),
        reason="optional",
    ),
    "terminate": Decision(
        _("прекратить задачу"),
        _("Задача прекращена."),
        lambda pk, user, reason: handoff_terminate(ticket_id=pk, user=user, reason=reason),
        reason="required",
    ),
}
CONFIRMATION_DECISIONS = {
    "claim": _claim(ConfirmationRequest),
    "release": _release(ConfirmationRequest),
    "approve": Decision(
        _("подтвердить: выполнить действие"),
        _("Подтверждено: задача продолжится и выполнит действие."),
        lambda pk, user, reason: confirmation_approve(request_id=pk, user=user, reason=reason),
        reason="optional",
    ),
    "reject": Decision(
        _("отклонить"),
        _("Отклонено: действие не будет выполнено."),
        lambda pk, user, reason: confirmation_reject(request_id=pk, user=user, reason=reason),
        reason="required",
    ),
}


# -- the common admin -----------------------------------------------------------------------
class QueueItemAdmin(admin.ModelAdmin):
    decisions: dict[str, Decision] = {}
    visible: Callable[[Any], QuerySet[Any]]
    access: Callable[[Any, int], Item]
    change_form_template = "admin/handoffs/item_change_form.html"
    change_list_template = "admin/handoffs/item_change_list.html"
    actions = ("claim_selected", "release_selected")
    list_display_links = ("id", "point")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        return type(self).visible(request.user)

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        # The list polls itself (htmx, templates/admin/handoffs/item_change_list.html): the
        # waiting counts and the rows stay current without a reload.
        waiting = waiting_by_queue(self.get_queryset(request))
        counts = [(q.title, waiting.get(q.pk, 0)) for q in queues_visible(request.user)]
        context = {**(extra_context or {}), "queue_counts": counts}
        return super().changelist_view(request, extra_context=context)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return is_controller(request.user)

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        if not is_controller(request.user):
            return False
        return obj is None or self.get_queryset(request).filter(pk=obj.pk).exists()

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_act_permission(self, request: HttpRequest) -> bool:
        return is_controller(request.user)

    def get_object(self, request: HttpRequest, object_id: str, from_field: Any = None) -> Any:
        # Django would redirect to the index for an object outside the queryset; another
        # queue's item is simply not there for this user.
        if not is_controller(request.user):
            raise PermissionDenied
        obj = super().get_object(request, object_id, from_field)
        if obj is None:
            raise Http404(_("Нет такого элемента в ваших очередях."))
        return obj

    def _url_name(self, view: str) -> str:
        return f"{self.opts.app_label}_{self.opts.model_name}_{view}"

    def get_urls(self) -> list[Any]:
        view = self.admin_site.admin_view(self.decision_view)
        own = [path("<int:pk>/decide/<slug:action>/", view, name=self._url_name("decide"))]
        return own + super().get_urls()

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        item = self.get_object(request, object_id)
        context = {**(extra_context or {}), "item_decisions": self._offered(request, item)}
        return super().change_view(request, object_id, form_url, context)

    def _offered(self, request: HttpRequest, item: Item) -> list[dict[str, Any]]:
        if not can_act(request.user, item):
            return []
        held = item.assignee_id == request.user.pk
        return [
            {"action": code, "decision": d, "url": self._decide_url(item.pk, code)}
            for code, d in self.decisions.items()
            if d.needs == "any" or (d.needs == "mine") == held
        ]

    def _decide_url(self, pk: int, action: str) -> str:
        return reverse(f"admin:{self._url_name('decide')}", args=[pk, action])

    def _change_url(self, pk: int) -> str:
        return reverse(f"admin:{self._url_name('change')}", args=[pk])

    def decision_view(self, request: HttpRequest, pk: int, action: str) -> HttpResponse:
        if not self.has_act_permission(request):
            raise PermissionDenied
        decision = self.decisions.get(action)
        if decision is None:
            raise Http404(action)
        item = type(self).access(request.user, pk)
        data = request.POST if request.method == "POST" else None
        form = ReasonForm(data, mode=decision.reason)
        if form.is_bound and form.is_valid():
            reason = form.cleaned_data.get("reason", "")
            if self._apply(request, decision, pk, reason, form):
                return HttpResponseRedirect(self._change_url(pk))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": f"{decision.label}: {item}",
            "item": item,
            "decision": decision,
            "form": form,
            "change_url": self._change_url(pk),
        }
        return TemplateResponse(request, "admin/handoffs/decision.html", context)

    def _apply(
        self, request: HttpRequest, decision: Decision, pk: int, reason: str, form: ReasonForm
    ) -> bool:
        """True when done or refused for good (a message says which); False: show the form."""
        try:
            decision.service(pk, request.user, reason)
        except ValidationError as exc:
            if exc.code == REASON_REQUIRED and "reason" in form.fields:
                form.add_error("reason", exc.messages[0])
                return False
            messages.error(request, exc.messages[0])
            return True
        messages.success(request, str(decision.done))
        return True

    def _bulk(self, request: HttpRequest, queryset: QuerySet[Any], action: str) -> None:
        done = 0
        for item in queryset:
            try:
                self.decisions[action].service(item.pk, request.user, "")
            except (ValidationError, PermissionDenied) as exc:
                text = exc.messages[0] if isinstance(exc, ValidationError) else str(exc)
                messages.error(request, f"{item}: {text}")
            else:
                done += 1
        if done:
            messages.success(request, _("Готово: %(n)d.") % {"n": done})

    @admin.action(description=_("Взять в работу"), permissions=["act"])
    def claim_selected(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        self._bulk(request, queryset, "claim")

    @admin.action(description=_("Вернуть в очередь"), permissions=["act"])
    def release_selected(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        self._bulk(request, queryset, "release")

    # -- columns and fields shared by both kinds ---------------------------------------------
    @admin.display(description=_("прогон"), ordering="run_id")
    def run_link(self, obj: Item) -> SafeString | str:
        return admin_link(obj.run, f"#{obj.run_id} {obj.run.version.solution.slug}")

    @admin.display(description=_("статус прогона"))
    def run_status(self, obj: Item) -> str:
        return str(obj.run.get_status_display())

    @admin.display(description=_("шаг"))
    def step(self, obj: Item) -> str:
        return obj.step_run.step_id

    @admin.display(description=_("ждет"), ordering="created_at")
    def age(self, obj: Item) -> str:
        if obj.status == ItemStatus.RESOLVED:
            return EMPTY
        return timesince(obj.created_at)


def _decision_fieldset() -> tuple[Any, dict[str, Any]]:
    fields = ("decision", "decision_reason", "decided_by", "decided_at")
    return (_("Решение"), {"fields": fields})


# -- handoff tickets ------------------------------------------------------------------------
@admin.register(HandoffTicket)
class HandoffTicketAdmin(QueueItemAdmin):
    decisions = TICKET_DECISIONS
    visible = staticmethod(tickets_visible)
    access = staticmethod(lambda user, pk: access_ticket(user=user, ticket_id=pk))
    list_display = (
        "id",
        "point",
        "queue",
        "reason",
        "status",
        "assignee",
        "age",
        "run_link",
        "step",
        "created_at",
    )
    list_filter = (QueueFilter, "reason", AgeFilter, "status")
    search_fields = ("=id", "=run__id", "point", "detail")
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "run_link",
                    "run_status",
                    "step",
                    "attempt_no",
                    "point",
                    "queue",
                    "reason",
                    "detail_shown",
                    "retry_step",
                )
            },
        ),
        (_("Очередь"), {"fields": ("status", "assignee", "created_at", "age")}),
        _decision_fieldset(),
        (_("Что видел цикл: журнал попытки"), {"fields": ("journal",)}),
    )
    readonly_fields = flatten_fieldsets(fieldsets)

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        # What to judge depends on who looks (personal values), so it is drawn here and not as
        # a read-only field, which never sees the request.
        ticket = self.get_object(request, object_id)
        context = {**(extra_context or {}), "judging": judging_html(ticket, request.user)}
        return super().change_view(request, object_id, form_url, context)

    @admin.display(description=_("подробности"))
    def detail_shown(self, obj: HandoffTicket) -> str:
        return detail_label(obj.detail) or EMPTY

    @admin.display(description=_("попытка"))
    def attempt_no(self, obj: HandoffTicket) -> Any:
        return obj.attempt.number if obj.attempt else EMPTY

    @admin.display(description=_("журнал попытки"))
    def journal(self, obj: HandoffTicket) -> SafeString | str:
        rows = [
            (
                row.pass_no if row.pass_no is not None else "",
                line_label(row.kind),
                row.tool or "",
                row.shown or "",
                f"{row.step} / {row.attempt}" if row.attempt is not None else row.step,
            )
            for row in attempt_journal(obj)
        ]
        if not rows:
            return EMPTY
        cell = "<td>{}</td>" * 5
        head = format_html(
            "<tr>" + "<th>{}</th>" * 5 + "</tr>",
            _("проход"),
            _("событие"),
            _("инструмент"),
            _("исход"),
            _("шаг / попытка"),
        )
        body = format_html_join("", "<tr>" + cell + "</tr>", rows)
        return format_html('<table class="attempt-journal">{}{}</table>', head, body)


def judging_html(ticket: HandoffTicket, user: Any) -> SafeString:
    """The run's inputs and the step's last passes with their tool calls and results."""
    masker = Masker(ticket.run, clear=sees_personal(user))
    note = personal_note(masker.clear)
    passes = last_passes(ticket, masker)
    if passes:
        rows = format_html_join(
            "",
            '<tr><td>{}</td><td>{}</td><td class="calls">{}</td></tr>',
            ((p.number, p.outcome, _calls_html(p.calls)) for p in passes),
        )
        passes_html = format_html(
            '<table class="last-passes"><tr><th>{}</th><th>{}</th><th>{}</th></tr>{}</table>',
            _("проход"),
            _("исход"),
            _("вызовы инструментов и их результаты"),
            rows,
        )
    else:
        passes_html = format_html("<p>{}</p>", _("Проходов нет: шаг не звал модель."))
    return format_html(
        '<div class="module judging" id="judging"><h2>{}</h2><p class="help">{}</p>'
        "<h3>{}</h3>{}<h3>{}</h3>{}</div>",
        _("Что решать"),
        note,
        _("Входные данные прогона"),
        payload_html(masker.inputs(ticket.run)),
        _("Последние проходы шага (не более %(n)d)") % {"n": LAST_PASSES},
        passes_html,
    )


def personal_note(clear: bool) -> Any:
    if clear:
        return _("Персональные данные показаны в открытом виде: у вас есть это право.")
    return _(
        "Персональные данные скрыты: на их месте класс данных, например [pd.name]. "
        "Видеть их может пользователь с правом «Может видеть персональные данные "
        "в передачах и запросах в открытом виде»."
    )


def _calls_html(calls: list[ShownCall]) -> SafeString | str:
    if not calls:
        return EMPTY
    items = (
        (
            call.tool,
            payload_html(call.args),
            payload_html(call.result) if not call.error else call.error,
        )
        for call in calls
    )
    return format_html(
        '<table class="tool-calls"><tr><th>{}</th><th>{}</th><th>{}</th></tr>{}</table>',
        _("инструмент"),
        _("аргументы"),
        _("результат"),
        format_html_join("", "<tr><td>{}</td><td>{}</td><td>{}</td></tr>", items),
    )


# -- confirmation requests ------------------------------------------------------------------
@admin.register(ConfirmationRequest)
class ConfirmationRequestAdmin(QueueItemAdmin):
    decisions = CONFIRMATION_DECISIONS
    visible = staticmethod(confirmations_visible)
    access = staticmethod(lambda user, pk: access_confirmation(user=user, request_id=pk))
    list_display = ("id", "point", "queue", "status", "assignee", "age", "run_link", "created_at")
    list_filter = (QueueFilter, "point", AgeFilter, "status")
    search_fields = ("=id", "=run__id", "point")
    fieldsets = (
        (None, {"fields": ("run_link", "run_status", "step", "point", "queue")}),
        (_("Что будет сделано после подтверждения"), {"fields": ("payload_view", "on_reject")}),
        (_("Очередь"), {"fields": ("status", "assignee", "created_at", "age")}),
        _decision_fieldset(),
    )
    readonly_fields = flatten_fieldsets(fieldsets)

    def get_object(self, request: HttpRequest, object_id: str, from_field: Any = None) -> Any:
        # Whether personal values show depends on who looks; a read-only field never sees the
        # request, so the item carries the answer (absent: placeholders).
        obj = super().get_object(request, object_id, from_field)
        obj.personal_in_clear = sees_personal(request.user)
        return obj

    @admin.display(description=_("что будет сделано"))
    def payload_view(self, obj: ConfirmationRequest) -> SafeString | str:
        clear = getattr(obj, "personal_in_clear", False)
        shown = payload_html(confirmation_payload(obj, clear=clear))
        return format_html('{}<p class="help">{}</p>', shown, personal_note(clear))

    @admin.display(description=_("при отклонении"))
    def on_reject(self, obj: ConfirmationRequest) -> str:
        target = rejection_path(obj)
        if target is None:
            return str(_("задача будет прекращена, действие не выполнится"))
        return str(_("задача перейдет к шагу «{step}»")).format(step=target)


def payload_html(value: Any) -> SafeString | str:
    """A payload as nested tables: a filled form reads as field → value."""
    if isinstance(value, dict):
        rows = ((key, payload_html(item)) for key, item in value.items())
        return format_html(
            '<table class="payload">{}</table>',
            format_html_join("", "<tr><th>{}</th><td>{}</td></tr>", rows),
        )
    if isinstance(value, list) and value and all(_is_field(v) for v in value):
        rows = ((v["code"], payload_html(v["value"])) for v in value)
        return format_html(
            '<table class="payload-fields">{}</table>',
            format_html_join("", "<tr><th>{}</th><td>{}</td></tr>", rows),
        )
    if isinstance(value, list):
        items = ((payload_html(v),) for v in value)
        return format_html("<ol>{}</ol>", format_html_join("", "<li>{}</li>", items))
    return EMPTY if value in (None, "") else str(value)


def _is_field(value: Any) -> bool:
    return isinstance(value, dict) and set(value) == {"code", "value"}


register_names(
    "handoffs.handoffticket",
    accusative="передачу контролеру",
    few="передачи контролерам",
    many="передач контролерам",
)
register_names(
    "handoffs.confirmationrequest",
    accusative="запрос подтверждения",
    few="запроса подтверждения",
    many="запросов подтверждения",
)
