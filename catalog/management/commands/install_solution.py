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
    if result.held_back:
        state = "NOT made current (--strict)"
    facts = result.version.facts
    command.stdout.write(
        f"{result.version}: {state}; pass limits {facts.get('pass_limits')}, "
        f"worst-case LLM calls per run {facts.get('worst_case_llm_calls')}"
    )
    if result.regression is not None:
        for line in regression_lines(result.regression):
            command.stdout.write(line)
    return True


def regression_lines(report: dict[str, Any]) -> list[str]:
    """The regression report as printed: one line per recorded sample replayed."""
    samples = report.get("samples", [])
    lines = [
        f"regression: {len(samples)} recorded sample(s) of version {report['previous']} "
        f"replayed on version {report['version']}"
    ]
    for item in samples:
        text = f"  {item['sample']} (run #{item['run']}, replay #{item['replay']}): "
        if item["verdict"] == "same_end":
            text += f"same end: {_end_text(item['end'])}"
        elif item["verdict"] == "changed_end":
            text += f"CHANGED END: {_end_text(item['recorded_end'])} -> {_end_text(item['end'])}"
        else:
            stop = item.get("stopped", {})
            text += f"stopped at step {stop.get('step')}: {stop.get('why')}"
        lines.append(text)
    return lines


def _end_text(end: dict[str, str]) -> str:
    return " ".join(v for v in (end.get("status"), end.get("step"), end.get("outcome")) if v)


def strict_check(results: list[Installed]) -> None:
    """`--strict`: a version held back (it changes the end of recorded samples) is an error
    naming them; it was kept but the previous version stays current."""
    refused = []
    for result in results:
        if not result.held_back or result.version is None:
            continue
        solution = result.version.solution
        samples = "; ".join(
            f"{item['sample']} (run #{item['run']}, replay #{item['replay']}): "
            f"{_end_text(item['recorded_end'])} -> {_end_text(item['end'])}"
            for item in result.held_back
        )
        current = solution.current_version.number if solution.current_version else "none"
        refused.append(
            f"{solution.slug}: version {result.version.number} changes the end of recorded "
            f"samples: {samples}; it was not made current, version {current} stays current"
        )
    if refused:
        raise CommandError(
            "--strict: " + " | ".join(refused) + ". Check the report above; install without "
            "--strict to make the new version current if the change is intended",
            returncode=1,
        )


class Command(BaseCommand):
    help = (
        "Check and install task descriptions; an unchanged description is a no-op. A new "
        "version replays the previous version's recorded samples and prints what changed."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("paths", nargs="+", type=Path)
        parser.add_argument(
            "--strict", action="store_true", help="a changed end of a recorded sample is an error"
        )

    def handle(self, *args: Any, paths: list[Path], strict: bool, **options: Any) -> None:
        results = [solution_install(path=path, strict=strict) for path in paths]
        ok = [report_installed(self, result) for result in results]
        if not all(ok):
            raise CommandError("some descriptions were refused", returncode=1)
        if strict:
            strict_check(results)
