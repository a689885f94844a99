from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.services import Installed, solution_install


def report_installed(command: BaseCommand, result: Installed) -> bool:
    for problem in result.report.problems:
        command.stdout.write(str(problem))
    if result.version is None:
        return False
    state = "installed" if result.created else "unchanged"
    facts = result.version.facts
    command.stdout.write(
        f"{result.version}: {state}; pass limits {facts.get('pass_limits')}, "
        f"worst-case LLM calls per run {facts.get('worst_case_llm_calls')}"
    )
    return True


class Command(BaseCommand):
    help = "Check and install task descriptions; an unchanged description is a no-op."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("paths", nargs="+", type=Path)

    def handle(self, *args: Any, paths: list[Path], **options: Any) -> None:
        ok = [report_installed(self, solution_install(path=path)) for path in paths]
        if not all(ok):
            raise CommandError("some descriptions were refused", returncode=1)
