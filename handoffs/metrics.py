"""The installation's metrics page (admin → «Показатели установки»).

Per model tier and day: calls, calls without cost, empty turns, lost calls, spend in roubles.
Per solution: runs, their outcomes, handoffs. Per queue: items waiting and the time people
took to decide. Charts are drawn here as inline SVG — nothing is loaded from anywhere else.
It lives in handoffs because it reads runs, the catalog and the queues, and handoffs is the
highest app that knows all three.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from django.contrib import admin
from django.contrib.admin.views.decorators import staff_member_required
from django.core.exceptions import PermissionDenied
from django.db.models import Avg, Count, DurationField, ExpressionWrapper, F, Q, Sum
from django.db.models.functions import TruncDate
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from catalog.models import Solution
from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus, Queue
from journal.russian import duration, roubles
from runs.labels import outcome_label
from runs.models import CallStatus, LLMCall, Run, RunStatus

DAYS = 14


@dataclass(frozen=True)
class TierDay:
    day: date
    calls: int
    without_cost: int
    empty: int
    lost: int
    spend: Decimal


def tier_days(since: date, days: int = DAYS) -> dict[str, list[TierDay]]:
    """Every tier seen in the period, with a row for every day (zeros included)."""
    rows = (
        LLMCall.objects.filter(started_at__date__gte=since)
        .annotate(day=TruncDate("started_at"))
        .values("tier", "day")
        .annotate(
            calls=Count("id"),
            without_cost=Count("id", filter=Q(without_cost=True)),
            empty=Count("id", filter=Q(empty=True)),
            lost=Count("id", filter=Q(status=CallStatus.LOST)),
            spend=Sum("cost"),
        )
    )
    found = {(r["tier"], r["day"]): r for r in rows}
    tiers = sorted({tier for tier, _day in found})
    span = [since + timedelta(days=n) for n in range(days)]
    return {
        tier: [
            TierDay(
                day=day,
                calls=found.get((tier, day), {}).get("calls", 0),
                without_cost=found.get((tier, day), {}).get("without_cost", 0),
                empty=found.get((tier, day), {}).get("empty", 0),
                lost=found.get((tier, day), {}).get("lost", 0),
                spend=found.get((tier, day), {}).get("spend") or Decimal(0),
            )
            for day in span
        ]
        for tier in tiers
    }


def solutions_summary() -> list[dict[str, Any]]:
    rows = []
    for solution in Solution.objects.order_by("title"):
        runs = Run.objects.filter(version__solution=solution)
        statuses = dict(runs.values_list("status").annotate(n=Count("id")).order_by())
        outcomes = runs.exclude(outcome="").values_list("outcome").annotate(n=Count("id"))
        rows.append(
            {
                "title": solution.title,
                "runs": sum(statuses.values()),
                "statuses": [
                    (label, statuses[code]) for code, label in RunStatus.choices if code in statuses
                ],
                "outcomes": sorted(
                    ((outcome_label(code), n) for code, n in outcomes), key=lambda r: -r[1]
                ),
                "handoffs": HandoffTicket.objects.filter(run__version__solution=solution).count(),
            }
        )
    return rows


_DECISION_TIME = ExpressionWrapper(F("decided_at") - F("created_at"), output_field=DurationField())


def queues_summary() -> list[dict[str, Any]]:
    rows = []
    for queue in Queue.objects.order_by("code"):
        waiting = sum(
            model.objects.filter(queue=queue).exclude(status=ItemStatus.RESOLVED).count()
            for model in (HandoffTicket, ConfirmationRequest)
        )
        decided = [
            model.objects.filter(queue=queue, status=ItemStatus.RESOLVED).aggregate(
                n=Count("id"), avg=Avg(_DECISION_TIME)
            )
            for model in (HandoffTicket, ConfirmationRequest)
        ]
        n = sum(d["n"] for d in decided)
        total = sum((d["avg"].total_seconds() * d["n"] for d in decided if d["avg"]), 0.0)
        rows.append(
            {
                "title": queue.title,
                "code": queue.code,
                "waiting": waiting,
                "decided": n,
                "time_to_decision": duration(total / n) if n else "—",
            }
        )
    return rows


def bar_chart(
    points: list[tuple[str, float]], *, caption: str, shown: list[str], values_over: bool = True
) -> SafeString:
    """An SVG bar chart: one bar per point, labels under it; its value over it (or, where
    values are too long to fit, in the bar's tooltip only)."""
    width, height, top, bottom = 36 * max(len(points), 1), 150, 18, 22
    peak = max((value for _label, value in points), default=0) or 1
    bars = []
    for index, ((label, value), text) in enumerate(zip(points, shown, strict=True)):
        bar = (height - top - bottom) * value / peak
        x, y = index * 36 + 6, height - bottom - bar
        over = text if values_over else ""
        bars.append(
            (x, f"{y:.1f}", f"{bar:.1f}", f"{label}: {text}", x + 12, f"{y - 4:.1f}", over, x + 12,
             height - 6, label)
        )  # fmt: skip
    body = format_html_join(
        "",
        '<g><rect x="{}" y="{}" width="24" height="{}" fill="#2357c6"><title>{}</title></rect>'
        '<text x="{}" y="{}" font-size="10" text-anchor="middle">{}</text>'
        '<text x="{}" y="{}" font-size="10" text-anchor="middle">{}</text></g>',
        bars,
    )
    return format_html(
        '<svg class="chart" role="img" aria-label="{}" width="{}" height="{}" '
        'viewBox="0 0 {} {}" xmlns="http://www.w3.org/2000/svg">{}</svg>',
        caption, width, height, width, height, body,
    )  # fmt: skip


def _tier_charts(days: dict[str, list[TierDay]]) -> list[dict[str, Any]]:
    charts = []
    for tier, rows in days.items():
        labels = [row.day.strftime("%d.%m") for row in rows]
        calls = [(label, row.calls) for label, row in zip(labels, rows, strict=True)]
        spend = [(label, float(row.spend)) for label, row in zip(labels, rows, strict=True)]
        charts.append(
            {
                "tier": tier,
                "rows": [{**asdict(row), "spend_shown": roubles(row.spend)} for row in rows],
                "total_spend": roubles(sum((row.spend for row in rows), Decimal(0))),
                "calls_chart": bar_chart(
                    calls, caption=_("вызовы по дням"), shown=[str(v) for _l, v in calls]
                ),
                "spend_chart": bar_chart(
                    spend,
                    caption=_("расход по дням"),
                    shown=[roubles(row.spend) for row in rows],
                    values_over=False,
                ),
            }
        )
    return charts


@staff_member_required
def metrics_view(request: HttpRequest) -> HttpResponse:
    if not request.user.has_perm("runs.view_run"):
        raise PermissionDenied
    since = timezone.localdate() - timedelta(days=DAYS - 1)
    context = {
        **admin.site.each_context(request),
        "title": _("Показатели установки"),
        "since": since,
        "days": DAYS,
        "tiers": _tier_charts(tier_days(since)),
        "solutions": solutions_summary(),
        "queues": queues_summary(),
    }
    return render(request, "admin/metrics.html", context)
