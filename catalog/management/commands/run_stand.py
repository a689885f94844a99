from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from svaya.stand.combined import serve_combined


class Command(BaseCommand):
    help = (
        "Serve the stand standalone: the synthetic model (/v1/chat/completions, /v1/stats) and "
        "the demo world's systems (/world/v1/...), so several workers share one stand, one "
        "request counter and one world."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8765)

    def handle(self, *args: Any, host: str, port: int, **options: Any) -> None:
        self.stdout.write(f"stand on http://{host}:{port}/v1 and http://{host}:{port}/world/v1")
        serve_combined(host, port)
