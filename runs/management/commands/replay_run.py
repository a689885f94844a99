from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from runs.replay import ReplayRefused, replay_run, replay_target


class Command(BaseCommand):
    help = (
        "Replay a recorded run on a version of its solution (default: its own) with the "
        "recorded answers: no model call is paid, no system is called, no write is sent."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("run", type=int)
        parser.add_argument("--on-version", type=int, default=None, metavar="N")
        parser.add_argument(
            "--allow-calls",
            action="store_true",
            help="where the request differs, ask the stand's model (the call is counted)",
        )

    def handle(
        self, *args: Any, run: int, on_version: int | None, allow_calls: bool, **options: Any
    ) -> None:
        try:
            original, version = replay_target(run_id=run, on_version=on_version)
        except ReplayRefused as refused:
            raise CommandError(str(refused)) from None
        replay = replay_run(original=original, version=version, allow_calls=allow_calls)
        summary = replay.replay or {}
        self.stdout.write(
            f"replay #{replay.pk} of run #{original.pk} on version {version.number}: "
            f"{summary.get('verdict')}; end {summary.get('end')} "
            f"(recorded {summary.get('recorded_end')})"
        )
        for write in summary.get("would_write", []):
            args_text = json.dumps(write["args"], ensure_ascii=False, sort_keys=True)
            self.stdout.write(f"  would write {write['tool']} at {write['step']}: {args_text}")
        stopped = summary.get("stopped")
        if stopped:
            self.stdout.write(f"  stopped at step {stopped['step']}: {stopped['why']}")
            self.stdout.write(stopped["diff"])
