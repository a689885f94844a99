from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.services import install_context
from svaya.install import check_path


class Command(BaseCommand):
    help = "Check task descriptions (files or solution folders) without installing them."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("paths", nargs="+", type=Path)

    def handle(self, *args: Any, paths: list[Path], **options: Any) -> None:
        context = install_context()
        failed = False
        for path in paths:
            report = check_path(path, context=context)
            for problem in report.problems:
                self.stdout.write(str(problem))
            failed = failed or not report.ok
        if failed:
            raise CommandError("the install check refused at least one description", returncode=1)
