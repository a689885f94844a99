"""Replay: a recorded run's route re-executed on a version (its own or a newer one).

The replay is a run of its own (`Run.replay_of`) driven in this process. Its steps talk to
`ReplayGateway` and `ReplayInvoker` instead of the model and the customer's systems: where the
new version sends the same request as the recorded run (normalised: the model's name and the
metadata naming the run are left out), the recorded answer is re-applied and nothing is paid
or called. A request that differs stops the replay at that step with a diff, unless calls are
allowed. Write effects are never sent: each is kept as "would write" with its arguments.

Answers are matched per step attempt, and where the replay waits for a person at the point the
recorded run's next decision was taken, on the same content, that decision is re-applied
through the path a person's takes (runs/decisions.py): a retried step replays attempt by
attempt, an approval or a rejection of the same payload goes the recorded way.
"""

from __future__ import annotations

import difflib
import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from catalog.models import SolutionVersion
from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.models import JournalLine
from journal.services import journal_line
from runs.decisions import confirmation_decided, handoff_decided
from runs.models import CallStatus, LLMCall, Run, RunStatus, StepRun, ToolCall
from runs.request_deltas import full_request
from runs.services import run_drive
from runs.wiring import replay_transports_register
from svaya.engine.protocol import ToolOutcome

STOPPED = "replay_stopped"


class ReplayStopped(Exception):
    """The new version asks something the recorded run never asked: no recorded answer."""

    def __init__(self, step_id: str, why: str, diff: str) -> None:
        self.step_id, self.why, self.diff = step_id, why, diff
        super().__init__(_("шаг %(step)s: %(why)s") % {"step": step_id, "why": why})


def normalised(request: dict[str, Any]) -> dict[str, Any]:
    """What must be equal for a recorded answer to be re-applied. A message carrying JSON is
    compared as data: a recorded tool result read back from a JSON column keeps its values,
    not the order of its keys."""
    body = {k: v for k, v in request.items() if k not in {"model", "metadata"}}
    if isinstance(body.get("messages"), list):
        body["messages"] = [_as_data(m) for m in body["messages"]]
    return body


def _as_data(message: Any) -> Any:
    content = message.get("content") if isinstance(message, dict) else None
    if not isinstance(content, str) or content[:1] not in {"{", "["}:
        return message
    try:
        return {**message, "content": json.loads(content)}
    except ValueError:
        return message


def request_diff(recorded: Any, new: Any) -> str:
    def lines(value: Any) -> list[str]:
        text = json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True)
        return text.splitlines()

    return "\n".join(
        difflib.unified_diff(lines(recorded), lines(new), "recorded", "replay", lineterm="", n=2)
    )


class ReplayRefused(Exception):
    """A replay asked for that cannot be made: `field` names the input at fault; `missing`:
    the run asked for does not exist."""

    def __init__(self, field: str, message: str, *, missing: bool = False) -> None:
        self.field, self.message, self.missing = field, message, missing
        super().__init__(f"{field}: {message}")


def replay_target(*, run_id: int, on_version: int | None) -> tuple[Run, SolutionVersion]:
    """The run to replay and the version to replay it on (a number of the run's own solution;
    none: the run's own version). The command, the API and the admin ask the same way."""
    original = Run.objects.select_related("version__solution").filter(pk=run_id).first()
    if original is None:
        raise ReplayRefused("run", _("Прогона №%(run)s нет.") % {"run": run_id}, missing=True)
    if original.replay_of_id is not None:
        raise ReplayRefused(
            "run",
            _("Прогон №%(run)s сам воспроизводит прогон №%(of)s: воспроизводят исходный прогон.")
            % {"run": run_id, "of": original.replay_of_id},
        )
    if original.status in (RunStatus.QUEUED, RunStatus.RUNNING):
        raise ReplayRefused(
            "run",
            _("Прогон №%(run)s еще выполняется: воспроизводят законченный или ждущий прогон.")
            % {"run": run_id},
        )
    solution = original.version.solution
    number = original.version.number if on_version is None else on_version
    version = solution.versions.filter(number=number).first()
    if version is None:
        have = ", ".join(str(n) for n in solution.versions.values_list("number", flat=True))
        raise ReplayRefused(
            "on_version",
            _("У решения «%(slug)s» нет версии %(n)s (установлены: %(have)s).")
            % {"slug": solution.slug, "n": number, "have": have},
        )
    return original, version


@dataclass
class Session:
    """What one replay has used of the recorded run, and what it would have written."""

    llm: dict[tuple[str, int], list[LLMCall]]  # (step, attempt) -> its answers, in order
    requests: dict[int, dict[str, Any]]
    tools: dict[tuple[str, int], list[ToolCall]]
    allow_calls: bool
    recorded: list[dict[str, Any]] = field(default_factory=list)  # people's decisions, in order
    would_write: list[dict[str, Any]] = field(default_factory=list)
    decisions: list[dict[str, Any]] = field(default_factory=list)  # people's, re-applied
    calls_made: int = 0
    stopped: ReplayStopped | None = None


class ReplayGateway:
    def __init__(self, real: Any, session: Session, step_id: str, attempt_no: int) -> None:
        self.real, self.session, self.step_id = real, session, step_id
        self.key = (step_id, attempt_no)

    def tier(self, name: str) -> Any:
        return self.real.tier(name)

    def next_tier(self, name: str) -> str | None:
        return self.real.next_tier(name)

    def tier_names(self) -> list[str]:
        return list(self.real.tier_names())

    def send(self, request: dict[str, Any], *, tier: str, timeout_s: float) -> Any:
        from svaya.llm import CallRecord

        pending = self.session.llm.get(self.key, [])
        recorded = pending[0] if pending else None
        old = normalised(self.session.requests[recorded.pk]) if recorded else None
        if recorded is not None and old == normalised(request):
            pending.pop(0)
            record = CallRecord.from_dict(
                {"response": recorded.response, **recorded.record, "request": request}
            )
            record.cost, record.without_cost = None, True  # re-applied: nothing was paid
            return record
        why = _("запрос к модели, которого исходный прогон не отправлял")
        if recorded is None:
            why = _("вызов модели, которого исходный прогон в этой попытке шага не делал")
        if self.session.allow_calls:
            self.session.calls_made += 1
            return self.real.send(request, tier=tier, timeout_s=timeout_s)
        self.session.stopped = ReplayStopped(
            self.step_id, why, request_diff(old, normalised(request))
        )
        raise self.session.stopped


class ReplayInvoker:
    def __init__(self, real: Any, session: Session, step_id: str, attempt_no: int) -> None:
        self.real, self.session, self.step_id = real, session, step_id
        self.key = (step_id, attempt_no)

    def invoke(
        self, tool: Any, args: dict[str, Any], *, idempotency_key: str | None, timeout_s: float
    ) -> ToolOutcome:
        pending = self.session.tools.get(self.key, [])
        match = next((c for c in pending if c.tool == tool.name and c.args == args), None)
        if match is not None:
            pending.remove(match)
        if tool.effect == "write":  # never sent: kept as what it would have written
            self.session.would_write.append({"step": self.step_id, "tool": tool.name, "args": args})
            result = match.result if match is not None else {}
            return ToolOutcome(ok=True, result=result)
        if match is not None:
            ok = match.status == "finished"
            return ToolOutcome(ok=ok, result=match.result, error=match.error or None)
        if self.session.allow_calls:
            return self.real.invoke(tool, args, idempotency_key=None, timeout_s=timeout_s)
        earlier = [{"tool": c.tool, "args": c.args} for c in pending]
        self.session.stopped = ReplayStopped(
            self.step_id,
            _("вызов %(tool)s, которого исходный прогон не делал") % {"tool": tool.name},
            request_diff(earlier, {"tool": tool.name, "args": args}),
        )
        raise self.session.stopped


_SESSIONS: dict[int, Session] = {}


def _transports(
    run_id: int, step_id: str, attempt_no: int, model: Any, tools: Any
) -> tuple[Any, Any]:
    """A replay's step attempt answered from the same attempt of the recorded step: a step
    a controller had retried replays attempt by attempt."""
    session = _SESSIONS.get(run_id)
    if session is None:
        raise RuntimeError(f"run {run_id} is a replay: it is driven only by runs.replay")
    return (
        ReplayGateway(model, session, step_id, attempt_no),
        ReplayInvoker(tools, session, step_id, attempt_no),
    )


replay_transports_register(_transports)


def _session(original: Run, allow_calls: bool) -> Session:
    calls = list(
        LLMCall.objects.filter(attempt__step_run__run=original)
        .select_related("attempt__step_run")
        .order_by("attempt__step_run__id", "attempt__number", "pass_no", "seq")
    )
    llm: dict[tuple[str, int], list[LLMCall]] = defaultdict(list)
    requests: dict[int, dict[str, Any]] = {}
    for call in calls:
        requests[call.pk] = full_request(call, calls)
        if call.status == "finished":
            llm[call.attempt.step_run.step_id, call.attempt.number].append(call)
    tools: dict[tuple[str, int], list[ToolCall]] = defaultdict(list)
    rows = ToolCall.objects.filter(attempt__step_run__run=original).select_related(
        "attempt__step_run"
    )
    for row in rows.order_by("attempt__step_run__id", "attempt__number", "pass_no", "seq"):
        tools[row.attempt.step_run.step_id, row.attempt.number].append(row)
    return Session(dict(llm), requests, dict(tools), allow_calls, recorded_decisions(original))


@transaction.atomic
def _replay_create(*, original: Run, version: SolutionVersion) -> Run:
    spec = version_spec(version.pk)
    run = Run.objects.create(
        version=version,
        inputs=original.inputs,
        role=original.role,
        sample=original.sample,  # which sample it replays: never recorded itself
        current_step=spec.steps[0].id,
        replay_of=original,
        deadline=timezone.now() + timezone.timedelta(seconds=settings.SVAYA_TASK_TIMEBOX_S),
    )
    journal_line(
        run_id=run.pk, kind=LineKind.RUN_QUEUED, replay_of=original.pk, on_version=version.number
    ).save()
    return run


def run_end(run: Run) -> dict[str, str]:
    """Where a run ended: its status, the step it is at, and its outcome or, for a run that
    waits, the point it waits at (a replay keeps it as its outcome: it opens no queue item)."""
    outcome = run.outcome
    if run.status == RunStatus.WAITING and run.replay_of_id is None:
        line = JournalLine.objects.filter(run=run, kind__in=_WAIT_LINES).order_by("-id").first()
        outcome = str(line.data.get("point", "")) if line is not None else ""
    return {"status": str(run.status), "step": run.current_step, "outcome": outcome}


_WAIT_LINES = [LineKind.HANDOFF_OPENED, LineKind.CONFIRMATION_OPENED]


def replay_run(*, original: Run, version: SolutionVersion, allow_calls: bool = False) -> Run:
    """Replays `original` on `version`; returns the replay run with its summary stored."""
    if original.replay_of_id is not None:
        raise ReplayRefused("run", _("Воспроизведение не воспроизводят: только исходный прогон."))
    if version.solution_id != original.version.solution_id:
        raise ReplayRefused(
            "on_version",
            _("Версия %(n)s относится к другому решению, чем прогон №%(run)s.")
            % {"n": version.number, "run": original.pk},
        )
    run = _replay_create(original=original, version=version)
    session = _session(original, allow_calls)
    _SESSIONS[run.pk] = session
    try:
        run = run_drive(run_id=run.pk)
        for _turn in range(MAX_DECISIONS):
            if not _decision_reapplied(run, session):
                break
            run = run_drive(run_id=run.pk)
    except ReplayStopped:
        pass
    finally:
        del _SESSIONS[run.pk]
    return _replay_finish(run_id=run.pk, original=original, session=session)


def _unsent_refused(run_id: int, stop: ReplayStopped) -> None:
    """The call the replay stopped at was entered in the ledger as started and never sent: it
    is refused, so no call of a replay is left looking as if it were under way (or lost)."""
    scope = {"attempt__step_run__run_id": run_id, "status": CallStatus.STARTED}
    why = _("воспроизведение остановлено: %(why)s") % {"why": stop.why}
    now = timezone.now()
    LLMCall.objects.filter(**scope).update(
        status=CallStatus.REFUSED, error_kind=STOPPED, error=why, finished_at=now
    )
    ToolCall.objects.filter(**scope).update(status=CallStatus.REFUSED, error=why, finished_at=now)


MAX_DECISIONS = 20  # a route that comes back to its waits stops being re-applied

_OPENED = {LineKind.HANDOFF_OPENED: "handoff", LineKind.CONFIRMATION_OPENED: "confirmation"}
_DECIDED = {
    LineKind.HANDOFF_RETRY: ("handoff", "retry"),
    LineKind.HANDOFF_TERMINATED: ("handoff", "terminate"),
    LineKind.CONFIRMATION_APPROVED: ("confirmation", "approve"),
    LineKind.CONFIRMATION_REJECTED: ("confirmation", "reject"),
}


def recorded_decisions(original: Run) -> list[dict[str, Any]]:
    """The people's decisions on the recorded run in the order they were taken (its journal),
    each with what the person was shown: a handoff's attempt, reason and detail (and, for a
    retry, the step it ran again); a confirmation's payload, kept with the decision in the
    step's output (runs.decisions). An older rejection kept no payload: it has no `shown`."""
    lines = JournalLine.objects.filter(run=original, kind__in=[*_OPENED, *_DECIDED])
    outputs = dict(StepRun.objects.filter(run=original).values_list("step_id", "output"))
    opened: dict[Any, dict[str, Any]] = {}  # a ticket by its id, a confirmation by its step
    found: list[dict[str, Any]] = []
    for line in lines.order_by("id"):
        data = line.data or {}
        if line.kind in _OPENED:
            kind = _OPENED[line.kind]
            key = data.get("ticket") if kind == "handoff" else line.step_id
            opened[key] = {"kind": kind, "step": line.step_id, "point": data.get("point", "")}
            if kind == "handoff":
                opened[key]["shown"] = {
                    "attempt": line.attempt_no,
                    "reason": data.get("reason", ""),
                    "detail": data.get("detail", ""),
                }
            continue
        kind, decision = _DECIDED[LineKind(line.kind)]
        entry = opened.pop(data.get("ticket") if kind == "handoff" else line.step_id, None)
        if entry is None:
            continue
        entry.update(decision=decision, reason=str(data.get("reason", "")))
        if decision == "retry":
            entry["shown"]["retry_step"] = line.step_id
        if kind == "confirmation":
            output = outputs.get(entry["step"])
            if isinstance(output, dict) and "payload" in output:
                entry.update(shown=output["payload"], by=str(output.get("by", "")))
        found.append(entry)
    return found


def _decision_reapplied(run: Run, session: Session) -> bool:
    """Where the replay waits for a person at the point the recorded run's next decision was
    taken, with the same content shown, that decision is re-applied and the replay goes on: a
    confirmation approved or rejected, a handoff retried (the next attempt then replays the
    recorded next attempt's answers) or terminated. Content that differs stops the replay there
    with the diff, as a changed model request does. A wait the recorded run took no decision
    at (or an older rejection that kept no copy of what was shown) ends the replay waiting."""
    run.refresh_from_db(fields=["status", "current_step", "replay"])
    waiting = (run.replay or {}).get("waiting") if run.status == RunStatus.WAITING else None
    if not waiting or not session.recorded:
        return False
    kind = "handoff" if "handoff" in waiting else "confirmation"
    step_id = str(waiting.get("step") or run.current_step)
    recorded = session.recorded[0]
    at = (recorded["kind"], recorded["step"], recorded["point"])
    if at != (kind, step_id, waiting.get("point")) or "shown" not in recorded:
        return False
    shown = waiting["handoff"] if kind == "handoff" else waiting.get("payload")
    if kind == "handoff" and recorded["decision"] != "retry":
        shown = {k: v for k, v in shown.items() if k != "retry_step"}  # a termination runs none
    if shown != recorded["shown"]:
        session.stopped = ReplayStopped(
            step_id,
            str(_DIFFERS[kind]) % {"decision": _decision_label(recorded["decision"])},
            request_diff(recorded["shown"], shown),
        )
        raise session.stopped
    session.recorded.pop(0)
    with transaction.atomic():
        if kind == "handoff":
            retry = shown["retry_step"] if recorded["decision"] == "retry" else None
            handoff_decided(run=run, retry_step=retry, reason=recorded["reason"], actor=None)
        else:
            confirmation_decided(
                run=run,
                step_id=step_id,
                approved=recorded["decision"] == "approve",
                payload=waiting.get("payload"),
                by=recorded["by"],
                reason=recorded["reason"],
                actor=None,
            )
    session.decisions.append(
        {"step": step_id, "point": waiting.get("point"), "decision": recorded["decision"]}
    )
    return True


_DIFFERS = {
    "confirmation": gettext_lazy(
        "то, что просят подтвердить, отличается от того, о чем человек решал "
        "(записано: %(decision)s)"
    ),
    "handoff": gettext_lazy(
        "передача отличается от той, о которой решал контролер (записано: %(decision)s)"
    ),
}


# What a controller chose, as the controller's page names it (handoffs, an app above this one,
# labels its choices the same way).
_DECISION_LABELS = {
    "retry": gettext_lazy("повторить шаг"),
    "terminate": gettext_lazy("прекратить задачу"),
    "approve": gettext_lazy("подтвердить"),
    "reject": gettext_lazy("отклонить"),
}


def _decision_label(decision: str) -> str:
    return str(_DECISION_LABELS.get(decision, decision))


@transaction.atomic
def _replay_finish(*, run_id: int, original: Run, session: Session) -> Run:
    from runs.services import run_finish

    stop = session.stopped
    if stop is not None:
        _unsent_refused(run_id, stop)
        run_finish(run_id=run_id, status=RunStatus.FAILED, outcome=STOPPED, detail=str(stop) + "\n")
    run = Run.objects.get(pk=run_id)
    same = run_end(run) == run_end(original)
    summary = {
        "replay": run_id,
        "of": original.pk,
        "version": run.version.number,
        "verdict": "stopped" if stop else ("same_end" if same else "changed_end"),
        "end": run_end(run),
        "recorded_end": run_end(original),
        "would_write": session.would_write,
        "decisions": session.decisions,
        "calls_made": session.calls_made,
        **({"stopped": {"step": stop.step_id, "why": stop.why, "diff": stop.diff}} if stop else {}),
    }
    Run.objects.filter(pk=run_id).update(replay=summary)
    journal_line(
        run_id=run_id,
        kind=LineKind.RUN_REPLAYED,
        **{k: v for k, v in summary.items() if k != "would_write"},
        would_write=[{"step": w["step"], "tool": w["tool"]} for w in session.would_write],
    ).save()
    run.replay = summary
    return run


def regression_report(*, previous: SolutionVersion, version: SolutionVersion) -> dict[str, Any]:
    """Every recorded sample of `previous` (its latest run each) replayed on `version`."""
    samples: list[dict[str, Any]] = []
    latest: dict[str, Run] = {}
    recorded = Run.objects.filter(version=previous, recorded=True, replay_of__isnull=True)
    settled = recorded.exclude(sample="").exclude(status__in=[RunStatus.QUEUED, RunStatus.RUNNING])
    for run in settled.order_by("id"):
        latest[run.sample] = run
    for sample, original in sorted(latest.items()):
        summary = replay_run(original=original, version=version).replay or {}
        samples.append(
            {
                "sample": sample,
                "run": original.pk,
                "replay": summary.get("replay"),
                "verdict": summary["verdict"],
                "end": summary["end"],
                "recorded_end": summary["recorded_end"],
                **({"stopped": summary["stopped"]} if "stopped" in summary else {}),
            }
        )
    return {"previous": previous.number, "version": version.number, "samples": samples}
