"""Run services: start, advance (claim → execute steps → release), branches, resume.

Every state change is one transaction that also writes its journal line. Celery tasks and
views call these; the engine (svaya.engine) does the step work through the ledger.

The package's names below are its public API (tasks, views, other apps, tests); the modules
hold, in the order they build on each other: `start` (inputs, rights, run_start),
`lifecycle` (enqueue, claim, lease, read, end of a run), `steps` (a step's begin and its
outcome applied), `branches` (a parallel step's branches and join), `advance` (a run's task
and run_drive), `resume` (a controller's resume, the sweeper).
"""

from runs.services.advance import run_advance, run_drive
from runs.services.branches import branch_advance
from runs.services.lifecycle import run_claim, run_claimed, run_finish, worker_name
from runs.services.resume import Resume, run_resume, runs_sweep
from runs.services.start import InputError, nul_path, run_start
from runs.services.steps import apply_outcome, step_begin, step_enter

__all__ = [
    "InputError",
    "Resume",
    "apply_outcome",
    "branch_advance",
    "nul_path",
    "run_advance",
    "run_claim",
    "run_claimed",
    "run_drive",
    "run_finish",
    "run_resume",
    "run_start",
    "runs_sweep",
    "step_begin",
    "step_enter",
    "worker_name",
]
