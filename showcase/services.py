"""Starting a run from the showcase: only on one of the solution's samples, and rate-limited.

Anyone may press «Запустить на образце», so the start is bounded twice: per client (a keyed
hash of its address — the address itself is never stored) and for the whole installation, both
over a sliding window counted from the run.queued journal lines the starts wrote.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import math
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext as _

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from journal.kinds import LineKind
from journal.models import JournalLine
from runs.models import Run
from runs.services import run_start

ORIGIN = "showcase"


class SampleStartError(Exception):
    """A start the showcase refuses; `message` is shown to the customer as is."""

    def __init__(self, message: str, *, status: int, retry_after_s: int | None = None) -> None:
        super().__init__(message)
        self.message, self.status, self.retry_after_s = message, status, retry_after_s


@dataclass(frozen=True)
class StartLimits:
    per_client: int
    total: int
    window: timedelta

    @classmethod
    def from_settings(cls) -> StartLimits:
        return cls(
            per_client=settings.SVAYA_SHOWCASE_STARTS_PER_CLIENT,
            total=settings.SVAYA_SHOWCASE_STARTS_TOTAL,
            window=timedelta(seconds=settings.SVAYA_SHOWCASE_STARTS_WINDOW_S),
        )


def sample_names(slug: str, *, root: Path = SOLUTIONS_DIR) -> list[str]:
    """The solution's samples: the synthetic inputs it ships in samples/*.json."""
    return sorted(path.stem for path in (root / slug / "samples").glob("*.json"))


def client_key(address: str) -> str:
    """Who started, for the rate limit only: a keyed hash, so the journal keeps no address."""
    digest = hmac.new(settings.SECRET_KEY.encode(), address.encode(), hashlib.sha256)
    return digest.hexdigest()[:32]


@transaction.atomic
def showcase_run_start(
    *,
    slug: str,
    sample: str,
    client: str,
    limited: bool = True,
    limits: StartLimits | None = None,
    root: Path = SOLUTIONS_DIR,
) -> Run:
    # The solution row is locked so that concurrent starts are counted one after another.
    solution = (
        Solution.objects.select_for_update()
        .filter(slug=slug, current_version__isnull=False)
        .first()
    )
    if solution is None:
        raise SampleStartError(_("Такого решения нет на витрине."), status=404)
    if sample not in sample_names(slug, root=root):
        message = _("У решения «%(title)s» нет образца «%(sample)s». Выберите образец из списка.")
        raise SampleStartError(message % {"title": solution.title, "sample": sample}, status=400)
    if limited:
        _check_limits(client, limits or StartLimits.from_settings())
    inputs = json.loads((root / slug / "samples" / f"{sample}.json").read_text(encoding="utf-8"))
    return run_start(
        solution=solution,
        inputs=inputs,
        sample=sample,
        origin={"origin": ORIGIN, "client": client},
    )


def _check_limits(client: str, limits: StartLimits) -> None:
    since = timezone.now() - limits.window
    starts = JournalLine.objects.filter(
        kind=LineKind.RUN_QUEUED, data__origin=ORIGIN, at__gte=since
    )
    minutes = int(limits.window.total_seconds() // 60)
    mine = starts.filter(data__client=client)
    if mine.count() >= limits.per_client:
        what = _("Вы уже запустили %(n)d образцов за %(minutes)d мин.")
        raise _limited(mine, limits, what % {"n": limits.per_client, "minutes": minutes})
    if starts.count() >= limits.total:
        what = _("Витрину запускали %(n)d раз за %(minutes)d мин., это ее предел.")
        raise _limited(starts, limits, what % {"n": limits.total, "minutes": minutes})


def _limited(starts: QuerySet[JournalLine], limits: StartLimits, what: str) -> SampleStartError:
    oldest = starts.order_by("at").values_list("at", flat=True).first()
    wait = (oldest + limits.window - timezone.now()).total_seconds() if oldest else 60.0
    retry = max(1, math.ceil(wait))
    then = _(
        "Следующий запуск будет доступен через %(minutes)d мин. Записанные запуски на странице "
        "решения можно смотреть без ограничений."
    ) % {"minutes": math.ceil(retry / 60)}
    return SampleStartError(f"{what} {then}", status=429, retry_after_s=retry)
