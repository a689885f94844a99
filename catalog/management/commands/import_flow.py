from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from django.core.management.base import BaseCommand, CommandError

from catalog.management.commands.install_solution import report_installed
from catalog.services import SOLUTIONS_DIR, install_context, solution_install
from svaya.install import check_text
from svaya.install.dograh import DograhError, FlowSettings, from_dograh


class Command(BaseCommand):
    help = (
        "Import a conversation flow drawn in Dograh (its workflow JSON) as a solution: written "
        "to <into>/<slug>/solution.yaml and installed, after the same install check as any flow."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("file", type=Path, help="Dograh workflow JSON (nodes, edges)")
        parser.add_argument("--slug", required=True)
        parser.add_argument("--title", required=True)
        parser.add_argument("--max-turns", type=int, required=True)
        parser.add_argument("--time-budget", required=True, help="for the whole flow, e.g. 20m")
        parser.add_argument("--queue", required=True, help="controllers' queue for the handoff")
        parser.add_argument("--silence", required=True, help="silence timeout, e.g. 10m")
        parser.add_argument("--silence-outcome", choices=["end", "handoff"], default="end")
        parser.add_argument("--into", type=Path, default=Path(SOLUTIONS_DIR))

    def handle(self, *args: Any, file: Path, into: Path, **options: Any) -> None:
        settings = FlowSettings(
            slug=options["slug"],
            title=options["title"],
            max_turns=options["max_turns"],
            time_budget=options["time_budget"],
            handoff_queue=options["queue"],
            silence_timeout=options["silence"],
            silence_outcome=options["silence_outcome"],
        )
        try:
            workflow = json.loads(file.read_text(encoding="utf-8"))
            data = from_dograh(workflow, settings)
        except (OSError, ValueError, DograhError) as exc:
            raise CommandError(f"{file}: {exc}", returncode=1) from exc
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)
        target = into / settings.slug / "solution.yaml"
        report = check_text(
            text, path=str(target), context=install_context(), base_dir=target.parent
        )
        if not report.ok:
            for problem in report.problems:
                self.stdout.write(str(problem))
            raise CommandError(f"{file}: the flow was refused; nothing was written", returncode=1)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        self.stdout.write(f"{file} -> {target}")
        if not report_installed(self, solution_install(path=target.parent)):
            raise CommandError(f"{target}: not installed", returncode=1)
