from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.models import Solution
from catalog.versions import version_spec
from svaya.install.dograh import to_dograh
from svaya.spec.flows import ConversationStep


class Command(BaseCommand):
    help = "Export an installed solution's conversation flow as Dograh workflow JSON."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("slug")
        parser.add_argument("--step", help="the conversation step (default: the only one)")
        parser.add_argument("--output", type=Path, help="write here instead of stdout")

    def handle(
        self, *args: Any, slug: str, step: str | None, output: Path | None, **_: Any
    ) -> None:
        solution = Solution.objects.filter(slug=slug).first()
        if solution is None or solution.current_version_id is None:
            raise CommandError(f"no installed solution {slug!r}", returncode=1)
        flows = [
            s
            for s in version_spec(solution.current_version_id).steps
            if isinstance(s, ConversationStep)
        ]
        chosen = [s for s in flows if step is None or s.id == step]
        if len(chosen) != 1:
            known = ", ".join(s.id for s in flows) or "none"
            raise CommandError(
                f"{slug}: name the conversation step to export with --step (its flows: {known})",
                returncode=1,
            )
        text = json.dumps(to_dograh(chosen[0]), ensure_ascii=False, indent=2) + "\n"
        if output is None:
            self.stdout.write(text, ending="")
        else:
            output.write_text(text, encoding="utf-8")
