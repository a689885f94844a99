from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from handoffs.models import ConfirmationRequest, ItemStatus
from handoffs.services import confirmation_approve
from runs.models import Run, RunStatus
from runs.services import run_drive, run_start

OPERATOR = "demo-operator"


class Command(BaseCommand):
    help = (
        "Record the showcase's runs: every solution's samples run in this process on the "
        "stand; a confirmation is approved by the demo operator, a handoff stays open."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--skip-existing", action="store_true")

    def handle(self, *args: Any, skip_existing: bool, **options: Any) -> None:
        for solution in Solution.objects.filter(current_version__isnull=False):
            for sample in sorted((SOLUTIONS_DIR / solution.slug / "samples").glob("*.json")):
                if (
                    skip_existing
                    and Run.objects.filter(
                        recorded=True, sample=sample.stem, version=solution.current_version
                    ).exists()
                ):
                    continue
                run = self._record(solution, sample)
                self.stdout.write(f"{solution.slug}/{sample.stem}: run {run.pk} {run.status}")

    def _record(self, solution: Solution, sample: Path) -> Run:
        inputs = json.loads(sample.read_text(encoding="utf-8"))
        run = run_start(
            solution=solution, inputs=inputs, recorded=True, sample=sample.stem, enqueue=False
        )
        for _ in range(10):  # each confirmation approved resumes the run once more
            run = run_drive(run_id=run.pk)
            pending = (
                ConfirmationRequest.objects.filter(run=run)
                .exclude(status=ItemStatus.RESOLVED)
                .first()
            )
            if run.status != RunStatus.WAITING or pending is None:
                return run
            confirmation_approve(
                request_id=pending.pk,
                user=_operator(pending),
                reason="Демонстрационный запуск: форма проверена",
            )
        raise CommandError(f"run {run.pk} did not settle")


def _operator(request: ConfirmationRequest) -> Any:
    user, _ = get_user_model().objects.get_or_create(username=OPERATOR)
    user.groups.add(request.queue.group)
    return user
