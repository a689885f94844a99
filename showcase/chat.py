"""The live chat with a conversation flow: a visitor who starts a flow's sample from its card
is the person in that conversation. They write on the run's live page; the current node lights
up on the flow's graph. The model is the synthetic stand, and the page says so.

A visitor keeps one conversation at a time (the session remembers it); starting runs is
rate-limited like every sample start. What the page shows of the conversation comes from the
public record (placeholders, never values), like everything else on a live page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from catalog.versions import version_spec
from runs.conversations import ConversationError, conversation_message
from runs.models import TERMINAL_RUN, Conversation, Run, RunStatus
from svaya.spec.flows import ConversationStep

SESSION_KEY = "svaya_chat_run"
MAX_MESSAGE = 1000


@dataclass(frozen=True)
class Chat:
    node: str  # the node the conversation is in now (lit on the graph)
    listening: bool  # the flow waits for the visitor's message
    turns: tuple[dict[str, Any], ...]  # from the public record: placeholders, never values


def is_flow(run: Run) -> bool:
    return any(isinstance(s, ConversationStep) for s in version_spec(run.version_id).steps)


def chat_context(run: Run, record: dict[str, Any]) -> Chat | None:
    if not is_flow(run):
        return None
    conversation = Conversation.objects.filter(run=run).first()
    step = next((s for s in record["steps"] if s.get("conversation")), None)
    turns = tuple(step["conversation"]["turns"]) if step else ()
    listening = (
        conversation is not None
        and run.status == RunStatus.WAITING
        and conversation.messages.filter(attempt_no=conversation.attempt_no).count()
        < conversation.expects
    )
    node = conversation.node if conversation is not None else ""
    return Chat(node=node, listening=listening, turns=turns)


def active_chat(request: HttpRequest) -> Run | None:
    """The visitor's conversation that has not ended, if any."""
    run_id = request.session.get(SESSION_KEY)
    run = Run.objects.filter(pk=run_id).first() if run_id else None
    return run if run is not None and run.status not in TERMINAL_RUN else None


def chat_remember(request: HttpRequest, run: Run) -> None:
    if is_flow(run):
        request.session[SESSION_KEY] = run.pk


def solution_is_flow(slug: str) -> bool:
    from catalog.models import Solution

    solution = Solution.objects.filter(slug=slug, current_version__isnull=False).first()
    if solution is None or solution.current_version_id is None:
        return False
    steps = version_spec(solution.current_version_id).steps
    return any(isinstance(s, ConversationStep) for s in steps)


def chat_busy(request: HttpRequest, slug: str) -> HttpResponse | None:
    """A visitor already in a conversation is sent back to it instead of starting another."""
    if not solution_is_flow(slug):
        return None
    running = active_chat(request)
    if running is None:
        return None
    return render(request, "showcase/chat_refused.html", {"run": running}, status=409)


def chat_say(request: HttpRequest, token: str) -> HttpResponse:
    """The visitor's message; the answer is the live fragment (htmx) or the live page."""
    from showcase.live import access_live_run, live_context

    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    run = access_live_run(token)
    text = request.POST.get("text", "").strip()[:MAX_MESSAGE]
    try:
        conversation_message(run_id=run.pk, text=text)
    except ConversationError as refused:
        message = _("Сообщение не отправлено: %(why)s.") % {"why": _why(refused)}
        return render(
            request, "showcase/chat_refused.html", {"message": message, "run": run}, status=409
        )
    run.refresh_from_db()
    if request.headers.get("HX-Request"):
        return render(request, "showcase/_live.html", live_context(run))
    return redirect("showcase:live", token=token)


def _why(refused: ConversationError) -> str:
    text = str(refused)
    if "empty" in text:
        return _("оно пустое")
    if "has ended" in text:
        return _("разговор уже закончен, начните новый с карточки решения")
    if "answering" in text:
        return _("ассистент еще отвечает на предыдущее сообщение")
    return _("этот прогон не разговор")
