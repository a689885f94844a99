"""Public pages of replays: a recorded run against its replay on another version («версия 2
против версии 1»), and the links to them from the card's recorded runs.

An install replays the previous version's recorded samples on the new one (runs.replay:
regression_report); those replays are the ones a card links to.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any

from django.db.models import F, Max
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from catalog.versions import version_spec
from runs.models import Run
from showcase.comparison import export_public_comparison, present_comparison
from showcase.diagram import step_titles, with_marks
from showcase.public import LeakError


def replays_on_other_versions(runs: list[Run]) -> dict[int, list[dict[str, Any]]]:
    """For each recorded run, its latest replay on each other version, newest version first."""
    found: dict[int, list[dict[str, Any]]] = defaultdict(list)
    latest = (
        Run.objects.filter(replay_of__in=runs)
        .exclude(version=F("replay_of__version"))
        .values("replay_of_id", "version__number")
        .annotate(last=Max("id"))
        .order_by("replay_of_id", "-version__number")
    )
    for row in latest:
        found[row["replay_of_id"]].append(
            {"replay": row["last"], "version": row["version__number"]}
        )
    return dict(found)


def run_compare(request: HttpRequest, run_id: int, replay_id: int) -> HttpResponse:
    # Views import here: showcase.views imports this module for the card's links.
    from showcase.views import access_recorded_run, card_for, dearest_call_price

    original = access_recorded_run(run_id)
    replay = (
        Run.objects.select_related("version__solution")
        .filter(pk=replay_id, replay_of=original)
        .first()
    )
    if replay is None:
        raise Http404(_("Такого воспроизведения записанного запуска нет"))
    try:
        comparison = export_public_comparison(original, replay)
    except LeakError as refused:
        context = {"run": replay, "leaks": refused.leaks}
        return render(request, "showcase/record_refused.html", context, status=409)
    card = card_for(replay.version)
    known = {node.step_id for node in card.nodes}
    earlier = [n for n in card_for(original.version).nodes if n.step_id not in known]
    marks = {step["step"]: step["ran"] for step in comparison["steps"]}
    titles = {
        **step_titles(version_spec(original.version_id), original.version.facts),
        **step_titles(version_spec(replay.version_id), replay.version.facts),
    }
    context = {
        "card": replace(card, nodes=with_marks((*card.nodes, *earlier), marks)),
        "comparison": present_comparison(comparison, dearest_call_price(), titles),
        "original": original,
    }
    return render(request, "showcase/compare.html", context)
