from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.management.commands.install_solution import report_installed, strict_check
from catalog.services import catalog_install


class Command(BaseCommand):
    help = "Seed the installation's defaults and install every solution in catalog/solutions/."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "--strict", action="store_true", help="a changed end of a recorded sample is an error"
        )

    def handle(self, *args: Any, strict: bool = False, **options: Any) -> None:
        results = catalog_install(strict=strict)
        ok = [report_installed(self, result) for result in results]
        if not all(ok):
            raise CommandError("some solutions were refused", returncode=1)
        if strict:
            strict_check(results)
