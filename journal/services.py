"""Journal lines are written by the services that change state, in the same transaction."""

from __future__ import annotations

from typing import Any

from journal.models import JournalLine


def journal_line(
    *,
    run_id: int | None,
    kind: str,
    step_id: str = "",
    attempt_no: int | None = None,
    pass_no: int | None = None,
    actor: Any = None,
    **data: Any,
) -> JournalLine:
    """An unsaved line: callers save it (or bulk-create a batch) inside their transaction."""
    return JournalLine(
        run_id=run_id,
        kind=kind,
        step_id=step_id,
        attempt_no=attempt_no,
        pass_no=pass_no,
        actor=actor if getattr(actor, "is_authenticated", False) else None,
        data=data,
    )
