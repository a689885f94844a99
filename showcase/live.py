"""A run's live page: the actual path lighting up, the current step and pass, the calls so far.

The page is behind the run's unguessable token (/live/<token>/): whoever started the run —
from a card's «Запустить на образце» or through the API — gets the link. Everything on it
comes from the public record (the same allow-list projection and leak check as the recorded
runs), so a live page shows no more than a recorded one. While the run is not finished the
page polls its own fragment (htmx, vendored); the finished fragment stops the polling and
shows the whole public record.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseNotAllowed,
    JsonResponse,
)
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from catalog.versions import version_spec
from runs.models import TERMINAL_RUN, Run, RunStatus
from showcase.chat import chat_busy, chat_context, chat_remember
from showcase.diagram import passes_count, present_record, step_titles, with_path
from showcase.public import LeakError, export_public_record
from showcase.services import SampleStartError, client_key, showcase_run_start
from showcase.views import card_for, record_json

POLL_RUNNING, POLL_WAITING = "1s", "3s"  # a person decides slower than a worker advances


def access_live_run(token: str) -> Run:
    run = Run.objects.select_related("version__solution").filter(token=token).first()
    if run is None:
        raise Http404(_("Страница прогона не найдена: проверьте ссылку."))
    return run


@dataclass(frozen=True)
class Current:
    """A step in progress: where the run is now."""

    number: str
    title: str
    status: str
    status_label: str
    attempt: int
    passes_done: int
    agent: bool

    @property
    def pass_label(self) -> str:
        if not self.agent:
            return ""
        if self.status == "running":
            return _("идет проход %(n)d") % {"n": self.passes_done + 1}
        return _("пройдено: %(passes)s") % {"passes": passes_count(self.passes_done)}


def _current(record: dict[str, Any]) -> list[Current]:
    steps = [s for s in record["steps"] if s["status"] in ("running", "waiting")]
    return [
        Current(
            number=str(s["number"]),
            title=s["title"],
            status=s["status"],
            status_label=s["status_label"],
            attempt=len(s["attempts"]),
            passes_done=len(s["attempts"][-1]["passes"]) if s["attempts"] else 0,
            agent=s["kind"] == "agent",
        )
        for s in steps
    ]


def live_context(run: Run) -> dict[str, Any]:
    record = export_public_record(run)
    card = card_for(run.version)
    shown = present_record(record, step_titles(version_spec(run.version_id), run.version.facts))
    finished = run.status in TERMINAL_RUN
    waiting = run.status == RunStatus.WAITING
    chat = chat_context(run, shown)
    if chat is not None and chat.listening:
        waiting = False  # the flow waits for the visitor, not for a controller
    return {
        "run": run,
        "card": replace(card, nodes=with_path(card.nodes, record)),
        "record": shown,
        "current": _current(shown),
        "finished": finished,
        "poll": ""
        if finished or (chat and chat.listening)
        else POLL_WAITING
        if waiting
        else POLL_RUNNING,
        "chat": chat,
        "waiting_for_controller": waiting,
    }


def _refused(request: HttpRequest, run: Run, refused: LeakError) -> HttpResponse:
    return render(
        request, "showcase/record_refused.html", {"run": run, "leaks": refused.leaks}, status=409
    )


def live_run(request: HttpRequest, token: str) -> HttpResponse:
    run = access_live_run(token)
    try:
        return render(request, "showcase/live.html", live_context(run))
    except LeakError as refused:
        return _refused(request, run, refused)


def live_run_state(request: HttpRequest, token: str) -> HttpResponse:
    """The polled fragment: the same context, without the page around it."""
    run = access_live_run(token)
    try:
        return render(request, "showcase/_live.html", live_context(run))
    except LeakError as refused:
        return _refused(request, run, refused)


def live_run_record_json(request: HttpRequest, token: str) -> JsonResponse:
    return record_json(access_live_run(token))


def sample_start(request: HttpRequest, slug: str) -> HttpResponse:
    """«Запустить на образце»: a POST from a card; the answer is the new run's live page."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    busy = chat_busy(request, slug)  # one conversation at a time per visitor
    if busy is not None:
        return busy
    try:
        run = showcase_run_start(
            slug=slug,
            sample=request.POST.get("sample", ""),
            client=client_key(request.META.get("REMOTE_ADDR", "")),
            # People who may start runs anyway (operators) are not held to the public limit.
            limited=not request.user.has_perm("runs.add_run"),
        )
    except SampleStartError as refused:
        response = render(
            request,
            "showcase/start_refused.html",
            {"message": refused.message, "slug": slug},
            status=refused.status,
        )
        if refused.retry_after_s:
            response["Retry-After"] = str(refused.retry_after_s)
        return response
    chat_remember(request, run)
    return redirect("showcase:live", token=run.token)
