from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from runs.models import Run
from runs.tree import run_tree


class Command(BaseCommand):
    help = "Show a run's tree: steps, attempts, passes, LLM and tool calls, totals."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("run_id", type=int)
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, run_id: int, json: bool, **options: Any) -> None:
        run = Run.objects.select_related("version__solution").filter(pk=run_id).first()
        if run is None:
            raise CommandError(f"no run {run_id}", returncode=1)
        tree = run_tree(run)
        if json:
            self.stdout.write(_dumps(tree))
            return
        self.stdout.write(
            f"run {tree['id']} {tree['solution']}: {tree['status']} "
            f"{tree['outcome']} {tree['totals']}"
        )
        for step in tree["steps"]:
            self.stdout.write(f"  {step['id']} [{step['kind']}] {step['status']}")
            for attempt in step["attempts"]:
                self.stdout.write(
                    f"    attempt {attempt['number']}: {attempt['status']} "
                    f"{attempt['outcome']} passes={len(attempt['passes'])} "
                    f"llm={attempt['llm_calls_used']}"
                )


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, default=str)
