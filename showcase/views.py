"""The public showcase: the catalog, a solution's card with its recorded runs, and a recorded
run's public record. No login: everything here is built from installed versions and from public
records that passed the leak check."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from django.db.models import Count, Max, Q, Subquery
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _

from catalog.kinds import StepKind
from catalog.models import Solution, SolutionVersion, TierPrice
from catalog.versions import version_spec
from journal.russian import plural
from runs.labels import OUTCOME_LABELS
from runs.models import Run
from showcase.diagram import (
    Card,
    label,
    present_record,
    solution_card,
    step_titles,
    with_path,
)
from showcase.filters import Filters, matches, search_solutions
from showcase.public import LeakError, export_public_record
from showcase.replays import replays_on_other_versions
from showcase.services import sample_names
from svaya.spec.industries import INDUSTRIES


def card_for(
    version: SolutionVersion, *, recorded_runs: int = 0, price: Decimal | None = None
) -> Card:
    card = solution_card(version_spec(version.pk), version.facts, version=version.number)
    roubles = None if price is None else price * card.worst_case_llm_calls
    return replace(
        card,
        recorded_runs=recorded_runs,
        samples=tuple(sample_names(card.slug)),
        worst_case_roubles=roubles,
    )


def dearest_call_price() -> Decimal | None:
    """The dearest tier's price of one call (admin: цены вызовов): a run's worst case in
    roubles is its worst-case calls at that price, whichever tier they fall on."""
    return TierPrice.objects.aggregate(top=Max("price_per_call"))["top"]


def access_solution(slug: str) -> Solution:
    return get_object_or_404(
        Solution.objects.select_related("current_version"),
        slug=slug,
        current_version__isnull=False,
    )


def access_recorded_run(run_id: int) -> Run:
    """Only the showcase's recorded runs are public; any other run does not exist here."""
    try:
        return Run.objects.select_related("version__solution").get(pk=run_id, recorded=True)
    except Run.DoesNotExist:
        raise Http404(_("Записанный запуск не найден")) from None


def showcase(request: HttpRequest) -> HttpResponse:
    filters = Filters.from_query(request.GET)
    installed = Solution.objects.filter(current_version__isnull=False)
    solutions = (
        search_solutions(installed, filters.q)
        .select_related("current_version")
        .annotate(recorded=Count("versions__runs", filter=Q(versions__runs__recorded=True)))
        .order_by("title")
    )
    price = dearest_call_price()
    cards = [card_for(s.current_version, recorded_runs=s.recorded, price=price) for s in solutions]
    shown = [card for card in cards if matches(card, filters)]
    total = installed.count()
    context = {
        "cards": shown,
        "filters": filters,
        "shown_label": _("Показано %(n)d %(noun)s из %(total)d.")
        % {
            "n": len(shown),
            "noun": plural(len(shown), _("решение"), _("решения"), _("решений")),
            "total": total,
        },
        "industries": sorted(INDUSTRIES.items(), key=lambda item: item[1]),
        "kinds": StepKind.choices,
    }
    return render(request, "showcase/showcase.html", context)


def _solutions_noun(n: int) -> str:
    return plural(n, _("решение"), _("решения"), _("решений"))


def solution_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """The card with the latest recorded run of each sample of each version: as runs
    accumulate the page stays the same size (and the same number of queries); the card
    counts them all."""
    solution = access_solution(slug)
    assert solution.current_version is not None
    recorded = Run.objects.filter(version__solution=solution, recorded=True)
    latest = recorded.values("version_id", "sample").annotate(last=Max("id")).values("last")
    runs = (
        Run.objects.filter(pk__in=Subquery(latest))
        .select_related("version")
        .order_by("-version__number", "sample", "id")
    )
    runs = list(runs)
    replays = replays_on_other_versions(runs)
    rows = [
        {
            "run": run,
            "replays": replays.get(run.pk, []),
            "outcome_label": label(OUTCOME_LABELS, run.outcome),
            "duration_s": (run.finished_at - run.started_at).total_seconds()
            if run.started_at and run.finished_at
            else None,
        }
        for run in runs
    ]
    card = card_for(
        solution.current_version, recorded_runs=recorded.count(), price=dearest_call_price()
    )
    return render(request, "showcase/solution.html", {"card": card, "runs": rows})


def run_record(request: HttpRequest, run_id: int) -> HttpResponse:
    run = access_recorded_run(run_id)
    try:
        record = export_public_record(run)
    except LeakError as refused:
        return render(
            request,
            "showcase/record_refused.html",
            {"run": run, "leaks": refused.leaks},
            status=409,
        )
    card = card_for(run.version)
    titles = step_titles(version_spec(run.version_id), run.version.facts)
    context = {
        "card": replace(card, nodes=with_path(card.nodes, record)),
        "record": present_record(record, titles),
    }
    return render(request, "showcase/run.html", context)


def run_record_json(request: HttpRequest, run_id: int) -> JsonResponse:
    return record_json(access_recorded_run(run_id))


def record_json(run: Run) -> JsonResponse:
    """A run's public record as JSON, or 409 naming what the leak check found."""
    try:
        record = export_public_record(run)
    except LeakError as refused:
        body = {
            "error": _("Публичная запись не выдана: проверка перед выгрузкой нашла запрещенное."),
            "leaks": refused.leaks,
        }
        return JsonResponse(body, status=409, json_dumps_params={"ensure_ascii": False})
    return JsonResponse(record, json_dumps_params={"ensure_ascii": False})
