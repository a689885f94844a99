from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.models import Solution
from runs.models import TERMINAL_RUN, Run, RunStatus
from runs.services import InputError, run_start


class Command(BaseCommand):
    help = "Start a run of a solution with inputs from a JSON file; prints {id, status}."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("slug")
        parser.add_argument("--inputs", type=Path, required=True)
        parser.add_argument("--role", default=None)
        parser.add_argument(
            "--wait",
            type=float,
            default=0,
            metavar="SECONDS",
            help="wait until the run is final or waits for a person",
        )

    def handle(
        self, *args: Any, slug: str, inputs: Path, role: str | None, wait: float, **options: Any
    ) -> None:
        solution = Solution.objects.filter(slug=slug).first()
        if solution is None:
            raise CommandError(f"unknown solution {slug!r}", returncode=1)
        try:
            data = json.loads(inputs.read_text(encoding="utf-8"))
            run = run_start(solution=solution, inputs=data, role=role)
        except (OSError, ValueError) as exc:
            where = (
                f"{inputs}: {exc}"
                if not isinstance(exc, InputError)
                else (f"{inputs}: inputs/{exc.path}: {exc.message}")
            )
            raise CommandError(where, returncode=1) from None
        status = _wait(run.pk, wait) if wait > 0 else run.status
        self.stdout.write(json.dumps({"id": run.pk, "status": status}))


def _wait(run_id: int, seconds: float) -> str:
    deadline = time.monotonic() + seconds
    stops = {*TERMINAL_RUN, RunStatus.WAITING}
    while True:
        status = Run.objects.values_list("status", flat=True).get(pk=run_id)
        if status in stops or time.monotonic() >= deadline:
            return str(status)
        time.sleep(0.2)
