"""Who may look at a run in admin beyond the holders of `runs.view_run`.

A controller deciding a ticket needs the run it is about, but not every run and not its raw
inputs. runs sits below handoffs and never imports it, so handoffs registers the check that
knows the queues (`run_viewers_register`, in HandoffsConfig.ready()).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runs.models import Run

RunViewer = Callable[[Any, Run], bool]
_viewers: list[RunViewer] = []


def run_viewers_register(check: RunViewer) -> None:
    if check not in _viewers:
        _viewers.append(check)


def may_view_all_runs(user: Any) -> bool:
    return bool(getattr(user, "is_active", False) and user.has_perm("runs.view_run"))


def may_view_run(user: Any, run: Run) -> bool:
    """Anyone who may view runs; and whoever a registered check lets see this one."""
    if may_view_all_runs(user):
        return True
    return bool(getattr(user, "is_active", False)) and any(c(user, run) for c in _viewers)
