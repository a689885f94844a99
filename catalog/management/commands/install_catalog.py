from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from catalog.management.commands.install_solution import report_installed
from catalog.services import catalog_install


class Command(BaseCommand):
    help = "Seed the installation's defaults and install every solution in catalog/solutions/."

    def handle(self, *args: Any, **options: Any) -> None:
        ok = [report_installed(self, result) for result in catalog_install()]
        if not all(ok):
            raise CommandError("some solutions were refused", returncode=1)
