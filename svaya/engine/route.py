"""The declared route: which step follows which."""

from __future__ import annotations

from typing import Any

from svaya.spec.models import END, TaskDescription


def successor(spec: TaskDescription, step_id: str, chosen: str | None = None) -> str:
    """The step after `step_id` (a branch's choice or `next` wins); END ends the route."""
    if chosen:
        return chosen
    ids = [s.id for s in spec.steps]
    step: Any = spec.step(step_id)
    if step.next:
        return step.next
    index = ids.index(step_id)
    return ids[index + 1] if index + 1 < len(ids) else END


def join_after(spec: TaskDescription, parallel_id: str) -> str:
    """The join step that closes a parallel step (the install check requires it right after)."""
    ids = [s.id for s in spec.steps]
    return ids[ids.index(parallel_id) + 1]
