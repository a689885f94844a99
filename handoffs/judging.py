"""What a controller judges on a ticket: the run's inputs and the step's last passes with their
tool calls and results.

Personal values are masked as everywhere a run is read (runs/masking.py): a user with the
permission `handoffs.view_personal_values` reads them in the clear, anyone else sees a
placeholder naming the data class, e.g. «[pd.passport]».
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from handoffs.models import ConfirmationRequest, HandoffTicket
from runs.labels import detail_label, outcome_label
from runs.masking import Masker, sees_personal
from runs.models import Attempt, Pass, ToolCall

__all__ = [
    "LAST_PASSES",
    "Masker",
    "ShownCall",
    "ShownPass",
    "confirmation_payload",
    "last_passes",
    "sees_personal",
]

LAST_PASSES = 3


def confirmation_payload(item: ConfirmationRequest, *, clear: bool) -> Any:
    """What will be done on approval, with personal values as placeholders unless `clear`."""
    return Masker(item.run, clear=clear).value(item.payload)


@dataclass(frozen=True)
class ShownCall:
    tool: str
    args: Any
    result: Any
    error: str


@dataclass(frozen=True)
class ShownPass:
    number: int
    outcome: str
    calls: list[ShownCall] = field(default_factory=list)


def judged_attempt(ticket: HandoffTicket) -> Attempt | None:
    """The ticket's attempt; a route handoff saw nothing itself, so the latest attempt of the
    step it would retry, begun before the ticket."""
    if ticket.attempt is not None:
        return ticket.attempt
    return (
        Attempt.objects.filter(
            step_run__run_id=ticket.run_id,
            step_run__step_id=ticket.retry_step,
            started_at__lte=ticket.created_at,
        )
        .order_by("-number")
        .first()
    )


def last_passes(ticket: HandoffTicket, masker: Masker) -> list[ShownPass]:
    attempt = judged_attempt(ticket)
    if attempt is None:
        return []
    passes = list(Pass.objects.filter(attempt=attempt).order_by("-number")[:LAST_PASSES])
    numbers = [p.number for p in passes]
    calls: dict[int, list[ShownCall]] = {}
    for call in ToolCall.objects.filter(attempt=attempt, pass_no__in=numbers).order_by("seq"):
        calls.setdefault(call.pass_no, []).append(
            ShownCall(
                tool=call.tool,
                args=masker.value(call.args),
                result=masker.value(call.result),
                error=masker.value(detail_label(call.error)),
            )
        )
    return [
        ShownPass(number=p.number, outcome=outcome_label(p.outcome), calls=calls.get(p.number, []))
        for p in reversed(passes)
    ]
