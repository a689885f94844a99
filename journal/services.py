"""Journal lines are written by the services that change state, in the same transaction."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from journal.models import JournalLine


def journal_columns(
    *,
    run_id: int | None,
    kind: str,
    step_id: str = "",
    attempt_no: int | None = None,
    pass_no: int | None = None,
    actor_id: int | None = None,
    **data: Any,
) -> dict[str, Any]:
    """A line's columns: what the run ledger buffers and writes in bulk (runs/ledger.py)."""
    return {
        "run_id": run_id,
        "kind": kind,
        "step_id": step_id,
        "attempt_no": attempt_no,
        "pass_no": pass_no,
        "data": data,
        "actor_id": actor_id,
        "at": timezone.now(),
    }


def journal_line(*, actor: Any = None, **columns: Any) -> JournalLine:
    """An unsaved line: callers save it (or bulk-create a batch) inside their transaction."""
    actor_id = actor.pk if getattr(actor, "is_authenticated", False) else None
    return JournalLine(**journal_columns(actor_id=actor_id, **columns))
