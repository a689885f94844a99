"""Controllers' API: my queues' items, a ticket's or a confirmation's page, and the decisions.

Reads are one view each; the actions (claim, release, retry, terminate, approve, reject) are
one table, ACTIONS, mapping (kind, action) to the service and the Input serializer that parses
the request, served by one view. Services do every write. Each view first
gets its item through a scoped getter (another queue's item is a 404, never its data), then
the service checks membership again under the row lock and answers with specific errors:
409 when the item is decided or held by someone else, 400 when a reason is missing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import serializers, status
from rest_framework.exceptions import APIException, PermissionDenied
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from handoffs.judging import confirmation_payload, sees_personal
from handoffs.models import ConfirmationRequest, HandoffTicket
from handoffs.selectors import (
    Item,
    access_confirmation,
    access_ticket,
    age_seconds,
    attempt_journal,
    is_controller,
    open_items,
    rejection_path,
)
from handoffs.services import (
    REASON_REQUIRED,
    REJECT_NEEDS_REASON,
    TERMINATE_NEEDS_REASON,
    confirmation_approve,
    confirmation_reject,
    handoff_retry,
    handoff_terminate,
    item_claim,
    item_release,
)


class IsController(IsAuthenticated):
    message = "Эти страницы — для контролеров: вы не состоите ни в одной очереди."

    def has_permission(self, request: Request, view: Any) -> bool:
        return super().has_permission(request, view) and is_controller(request.user)


class Conflict(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = "Действие противоречит текущему состоянию элемента."
    default_code = "conflict"


def apply_decision(action: Callable[[], Any]) -> None:
    """Runs a service and turns its refusals into the API's answers."""
    try:
        action()
    except DjangoPermissionDenied as exc:
        raise PermissionDenied(str(exc)) from None
    except DjangoValidationError as exc:
        message = exc.messages[0]
        if exc.code == REASON_REQUIRED:
            raise serializers.ValidationError({"reason": [message]}) from None
        raise Conflict({"detail": message, "code": exc.code}) from None


# -- shapes ---------------------------------------------------------------------------------
class ErrorOutput(serializers.Serializer):
    detail = serializers.CharField()

    class Meta:
        ref_name = "ControllerError"


class ConflictOutput(serializers.Serializer):
    detail = serializers.CharField()
    code = serializers.CharField(help_text="already_decided | claimed_by_other")

    class Meta:
        ref_name = "ControllerConflict"


class ReasonErrorOutput(serializers.Serializer):
    reason = serializers.ListField(child=serializers.CharField())

    class Meta:
        ref_name = "ControllerReasonError"


class StateOutput(serializers.Serializer):
    """An item after an action, and the run it belongs to."""

    id = serializers.IntegerField()
    status = serializers.CharField(help_text="open | claimed | resolved")
    assignee = serializers.CharField(allow_null=True)
    decision = serializers.CharField(help_text="retry | terminate | approve | reject, or empty")
    decision_reason = serializers.CharField(allow_blank=True)
    run = serializers.IntegerField()
    run_status = serializers.CharField()

    class Meta:
        ref_name = "ControllerItemState"


class OptionalReasonInput(serializers.Serializer):
    reason = serializers.CharField(required=False, allow_blank=True, default="")

    class Meta:
        ref_name = "ControllerOptionalReason"


class RequiredReasonInput(serializers.Serializer):
    reason = serializers.CharField()

    class Meta:
        ref_name = "ControllerRequiredReason"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # A missing or blank reason is answered with the action's own message (the one its
        # service gives), not a generic "required field".
        message = self.context.get("required")
        if message:
            self.fields["reason"].error_messages.update(required=message, blank=message)


def _username(user: Any) -> str | None:
    return user.get_username() if user is not None else None


def _common(item: Item) -> dict[str, Any]:
    return {
        "id": item.pk,
        "queue": item.queue.code,
        "queue_title": item.queue.title,
        "point": item.point,
        "status": item.status,
        "assignee": _username(item.assignee),
        "run": item.run_id,
        "solution": item.run.version.solution.slug,
        "step": item.step_run.step_id,
        "created_at": item.created_at,
        "age_seconds": age_seconds(item),
    }


def _decision(item: Item) -> dict[str, Any]:
    return {
        "decision": item.decision,
        "decision_reason": item.decision_reason,
        "decided_by": _username(item.decided_by),
        "decided_at": item.decided_at,
    }


def _state(item: Item) -> dict[str, Any]:
    item.run.refresh_from_db(fields=["status"])
    return {
        "id": item.pk,
        "status": item.status,
        "assignee": _username(item.assignee),
        "decision": item.decision,
        "decision_reason": item.decision_reason,
        "run": item.run_id,
        "run_status": item.run.status,
    }


_ERRORS = {
    403: OpenApiResponse(ErrorOutput, description="не контролер или не участник очереди"),
    404: OpenApiResponse(ErrorOutput, description="нет такого элемента в ваших очередях"),
}
_ACTION_ERRORS = {
    **_ERRORS,
    409: OpenApiResponse(ConflictOutput, description="решение уже принято или элемент у другого"),
}
_REASON_ERRORS = {
    **_ACTION_ERRORS,
    400: OpenApiResponse(ReasonErrorOutput, description="не указана обязательная причина"),
}


# -- list -----------------------------------------------------------------------------------
class ItemListApi(APIView):
    """My queues' open and claimed items, tickets and confirmations, oldest first."""

    permission_classes = [IsController]

    class Output(serializers.Serializer):
        type = serializers.CharField(help_text="ticket | confirmation")
        id = serializers.IntegerField()
        queue = serializers.CharField()
        queue_title = serializers.CharField()
        point = serializers.CharField()
        reason = serializers.CharField(allow_null=True, help_text="a ticket's; null otherwise")
        reason_label = serializers.CharField(allow_null=True)
        status = serializers.CharField()
        assignee = serializers.CharField(allow_null=True)
        run = serializers.IntegerField()
        solution = serializers.CharField()
        step = serializers.CharField()
        created_at = serializers.DateTimeField()
        age_seconds = serializers.IntegerField()

        class Meta:
            ref_name = "ControllerItem"

    @extend_schema(responses={200: Output(many=True), 403: _ERRORS[403]})
    def get(self, request: Request) -> Response:
        rows = [_item_row(item) for item in open_items(request.user)]
        return Response(self.Output(rows, many=True).data)


def _item_row(item: Item) -> dict[str, Any]:
    ticket = isinstance(item, HandoffTicket)
    return {
        **_common(item),
        "type": "ticket" if ticket else "confirmation",
        "reason": item.reason if ticket else None,
        "reason_label": str(item.get_reason_display()) if ticket else None,
    }


# -- tickets --------------------------------------------------------------------------------
class JournalRowOutput(serializers.Serializer):
    id = serializers.IntegerField()
    at = serializers.DateTimeField()
    step = serializers.CharField()
    attempt = serializers.IntegerField(allow_null=True)
    pass_no = serializers.IntegerField(allow_null=True)
    kind = serializers.CharField()
    tool = serializers.CharField(allow_blank=True)
    outcome = serializers.CharField(allow_blank=True)

    class Meta:
        ref_name = "ControllerJournalRow"


class TicketDetailApi(APIView):
    """A handoff ticket: where and why the task stopped, and the journal of that attempt."""

    permission_classes = [IsController]

    class Output(serializers.Serializer):
        id = serializers.IntegerField()
        queue = serializers.CharField()
        queue_title = serializers.CharField()
        point = serializers.CharField()
        reason = serializers.CharField()
        reason_label = serializers.CharField()
        detail = serializers.CharField(allow_blank=True)
        retry_step = serializers.CharField()
        status = serializers.CharField()
        assignee = serializers.CharField(allow_null=True)
        run = serializers.IntegerField()
        run_status = serializers.CharField()
        solution = serializers.CharField()
        step = serializers.CharField()
        attempt = serializers.IntegerField(allow_null=True)
        created_at = serializers.DateTimeField()
        age_seconds = serializers.IntegerField()
        decision = serializers.CharField(allow_blank=True)
        decision_reason = serializers.CharField(allow_blank=True)
        decided_by = serializers.CharField(allow_null=True)
        decided_at = serializers.DateTimeField(allow_null=True)
        journal = JournalRowOutput(many=True, help_text="what the loop saw in this attempt")

        class Meta:
            ref_name = "ControllerTicket"

    @extend_schema(responses={200: Output, **_ERRORS})
    def get(self, request: Request, ticket_id: int) -> Response:
        ticket = access_ticket(user=request.user, ticket_id=ticket_id)
        return Response(self.Output(_ticket_data(ticket)).data)


def _ticket_data(ticket: HandoffTicket) -> dict[str, Any]:
    return {
        **_common(ticket),
        **_decision(ticket),
        "reason": ticket.reason,
        "reason_label": str(ticket.get_reason_display()),
        "detail": ticket.detail,
        "retry_step": ticket.retry_step,
        "run_status": ticket.run.status,
        "attempt": ticket.attempt.number if ticket.attempt else None,
        "journal": attempt_journal(ticket),
    }


# -- confirmations --------------------------------------------------------------------------
class ConfirmationDetailApi(APIView):
    """A confirmation request: exactly what will be done if approved."""

    permission_classes = [IsController]

    class Output(serializers.Serializer):
        id = serializers.IntegerField()
        queue = serializers.CharField()
        queue_title = serializers.CharField()
        point = serializers.CharField()
        payload = serializers.JSONField(
            help_text="exactly what will be done on approval; personal values as placeholders "
            "(«[pd.name]») unless the caller has handoffs.view_personal_values"
        )
        on_reject = serializers.CharField(
            allow_null=True, help_text="the step a rejection leads to; null: the run ends"
        )
        status = serializers.CharField()
        assignee = serializers.CharField(allow_null=True)
        run = serializers.IntegerField()
        run_status = serializers.CharField()
        solution = serializers.CharField()
        step = serializers.CharField()
        created_at = serializers.DateTimeField()
        age_seconds = serializers.IntegerField()
        decision = serializers.CharField(allow_blank=True)
        decision_reason = serializers.CharField(allow_blank=True)
        decided_by = serializers.CharField(allow_null=True)
        decided_at = serializers.DateTimeField(allow_null=True)

        class Meta:
            ref_name = "ControllerConfirmation"

    @extend_schema(responses={200: Output, **_ERRORS})
    def get(self, request: Request, request_id: int) -> Response:
        item = access_confirmation(user=request.user, request_id=request_id)
        data = {
            **_common(item),
            **_decision(item),
            "payload": confirmation_payload(item, clear=sees_personal(request.user)),
            "on_reject": rejection_path(item),
            "run_status": item.run.status,
        }
        return Response(self.Output(data).data)


# -- actions --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Kind:
    """What a controller acts on: its scoped getter (another queue's item is a 404) and the
    URL's name for its id."""

    access: Callable[[Any, int], Item]
    url_kwarg: str


@dataclass(frozen=True)
class Action:
    """One controller action: what it does (its OpenAPI description), the service it calls
    as `service(pk, user, **input)`, and the serializer that parses its request, if any."""

    doc: str
    service: Callable[..., Any]
    Input: type[serializers.Serializer] | None = None
    reason_required: str = ""  # the message when a required reason is missing


KINDS = {
    "ticket": Kind(lambda user, pk: access_ticket(user=user, ticket_id=pk), "ticket_id"),
    "confirmation": Kind(
        lambda user, pk: access_confirmation(user=user, request_id=pk), "request_id"
    ),
}


def _holding(kind: str, model: Any, noun: str) -> dict[tuple[str, str], Action]:
    """Claim and release: the same two actions on either kind of item."""
    return {
        (kind, "claim"): Action(
            f"Take the {noun}: no other controller may decide it until it is released.",
            lambda pk, user: item_claim(model=model, pk=pk, user=user),
        ),
        (kind, "release"): Action(
            f"Give the {noun} back to the queue.",
            lambda pk, user: item_release(model=model, pk=pk, user=user),
        ),
    }


ACTIONS: dict[tuple[str, str], Action] = {
    **_holding("ticket", HandoffTicket, "ticket"),
    ("ticket", "retry"): Action(
        "Retry the step: a new attempt from pass 1 (the reason is optional).",
        lambda pk, user, reason: handoff_retry(ticket_id=pk, user=user, reason=reason),
        OptionalReasonInput,
    ),
    ("ticket", "terminate"): Action(
        "Terminate the task: the run ends as terminated with this reason.",
        lambda pk, user, reason: handoff_terminate(ticket_id=pk, user=user, reason=reason),
        RequiredReasonInput,
        TERMINATE_NEEDS_REASON,
    ),
    **_holding("confirmation", ConfirmationRequest, "request"),
    ("confirmation", "approve"): Action(
        "Approve: the route continues and the action happens (the reason is optional).",
        lambda pk, user, reason: confirmation_approve(request_id=pk, user=user, reason=reason),
        OptionalReasonInput,
    ),
    ("confirmation", "reject"): Action(
        "Reject: the step's rejection path, or the run ends; the action never happens.",
        lambda pk, user, reason: confirmation_reject(request_id=pk, user=user, reason=reason),
        RequiredReasonInput,
        REJECT_NEEDS_REASON,
    ),
}


class ItemActionApi(APIView):
    """The one view behind every action of ACTIONS: the scoped get (404 for another queue's
    item), the input parsed by the action's serializer, the service, the item's state after."""

    permission_classes = [IsController]
    kind = ""
    action = ""

    def post(self, request: Request, **ids: int) -> Response:
        kind, action = KINDS[self.kind], ACTIONS[self.kind, self.action]
        pk = ids[kind.url_kwarg]
        kind.access(request.user, pk)
        data: dict[str, Any] = {}
        if action.Input is not None:
            parsed = action.Input(data=request.data, context={"required": action.reason_required})
            parsed.is_valid(raise_exception=True)
            data = dict(parsed.validated_data)
        apply_decision(lambda: action.service(pk, request.user, **data))
        return Response(StateOutput(_state(kind.access(request.user, pk))).data)


def action_view(kind: str, action: str) -> Callable[..., Any]:
    """The URL's view for one row of ACTIONS, with its own OpenAPI description and shapes."""
    row = ACTIONS[kind, action]
    errors = _REASON_ERRORS if row.reason_required else _ACTION_ERRORS
    name = f"{kind.title()}{action.title()}Api"
    view = type(name, (ItemActionApi,), {"kind": kind, "action": action, "__doc__": row.doc})
    schema = extend_schema(request=row.Input, responses={200: StateOutput, **errors})
    return extend_schema_view(post=schema)(view).as_view()
