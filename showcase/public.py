"""The public record of a run: the journal projected for the showcase and for auditors.

The record is built by an allow-list. Every field below is chosen and built explicitly from the
ledger rows and the journal lines, and every code is checked against a closed set; nothing is
copied wholesale, so a field added to a model tomorrow stays home until someone adds it here.

It keeps the sequence of steps, pass numbers, the fact of each tool call (the tool's title), the
marks of repeats and repairs, the outcomes of confirmation points and handoffs, and the time of
each step. It never carries LLM requests or responses, instruction texts, tier or model names,
worker or queue names, tool arguments or results, verdicts, reasons written by people, or
anything from the run's inputs.

Before it leaves the installation `record_leaks` scans the serialized record for what must never
be public, and `export_public_record` refuses a record in which it finds anything.
"""

from __future__ import annotations

import json
import logging
import re
import socket
from collections.abc import Iterator
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from django.db.models import Prefetch
from django.utils.translation import gettext as _

from catalog.kinds import StepKind
from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.models import JournalLine
from runs.models import (
    Attempt,
    AttemptStatus,
    CallStatus,
    LLMCall,
    Pass,
    Run,
    RunEnd,
    RunStatus,
    StepRun,
    StepStatus,
    StopCause,
    ToolCall,
)
from runs.replay import STOPPED
from showcase.diagram import step_numbers
from showcase.flows import TRANSCRIPT_KEYS, conversation_record
from svaya.llm.records import LLMErrorKind
from svaya.spec.flows import ConversationStep
from svaya.spec.models import AgentStep, LLMStep, SystemStep, TaskDescription

log = logging.getLogger(__name__)

# -- the allow-list ------------------------------------------------------------------------------
RECORD_KEYS = (
    "run", "solution", "title", "version", "sample", "status", "outcome",
    "started_at", "finished_at", "duration_s", "llm_calls", "tool_calls", "steps",
)  # fmt: skip
STEP_KEYS = (
    "number", "step", "title", "kind", "branch", "status", "started_at", "finished_at",
    "duration_s", "attempts", "confirmations", "handoffs",
)  # fmt: skip
ATTEMPT_KEYS = (
    "number", "status", "outcome", "started_at", "finished_at", "duration_s", "replayed",
    "llm_calls", "passes",
)  # fmt: skip
PASS_KEYS = ("number", "outcome", "llm_calls", "repairs", "retry", "tool_calls")
TOOL_CALL_KEYS = ("tool", "effect", "status", "retried")
CONFIRMATION_KEYS = ("point", "outcome")
HANDOFF_KEYS = ("point", "cause", "decision")
ALLOWED_KEYS = frozenset(
    RECORD_KEYS + STEP_KEYS + ATTEMPT_KEYS + PASS_KEYS + TOOL_CALL_KEYS
    + CONFIRMATION_KEYS + HANDOFF_KEYS + TRANSCRIPT_KEYS
)  # fmt: skip
# A conversation's transcript is shown with its placeholders (issue 14): only there.
TRANSCRIPT_PATH = re.compile(r"^record\.steps\[\d+\]\.conversation\.turns\[\d+\]\.(heard|said)$")

ERROR_OUTCOMES = frozenset(str(k) for k in LLMErrorKind)
REPAIR_CAUSES = frozenset({"rejected_result", "exit_not_met"})  # the next pass repairs the answer
CONVERSATION_OUTCOMES = frozenset(
    {
        "conversation.reply",
        "conversation.transition",
        "conversation.rejected",
        "conversation.unanswered",
        "conversation.end",
    }
)
PASS_OUTCOMES = (
    ERROR_OUTCOMES | REPAIR_CAUSES | CONVERSATION_OUTCOMES | {"tool_calls", "result", "verdict"}
)
# A system step makes its one call without a model: its "pass" is that call, and has no row.
SYSTEM_CALL, UNFINISHED = "system_call", "unfinished"
STOP_CAUSES = frozenset(StopCause.values)
# A replay that stopped at a changed request (runs/replay.py) is shown as such, not as «other».
RUN_OUTCOMES = STOP_CAUSES | frozenset(RunEnd.values) | {STOPPED}
STEP_KINDS = frozenset(StepKind.values)
CONFIRMATION_DECIDED = {
    LineKind.CONFIRMATION_APPROVED: "approved",
    LineKind.CONFIRMATION_REJECTED: "rejected",
}
OTHER = "other"  # a code outside the closed set is shown as this, never as itself
SAMPLE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")


def public_record(run: Run) -> dict[str, Any]:
    spec = version_spec(run.version_id)
    numbers = step_numbers(spec)
    titles = {s["tool"]: s["title"] for s in run.version.facts.get("systems", [])}
    events = _events(run, spec)
    step_runs = [s for s in _step_runs(run) if s.step_id in numbers]
    steps = [_step(s, spec, numbers, titles, events) for s in step_runs]
    return {
        "run": run.pk,
        "solution": spec.solution,
        "title": spec.title,
        "version": run.version.number,
        "sample": run.sample if SAMPLE_NAME.match(run.sample) else "",
        "status": _code(run.status, RunStatus.values),
        "outcome": _code(run.outcome, RUN_OUTCOMES) if run.outcome else "",
        "started_at": _iso(run.started_at),
        "finished_at": _iso(run.finished_at),
        "duration_s": _seconds(run.started_at, run.finished_at),
        "llm_calls": sum(a["llm_calls"] for s in steps for a in s["attempts"]),
        "tool_calls": sum(
            len(p["tool_calls"]) for s in steps for a in s["attempts"] for p in a["passes"]
        ),
        "steps": steps,
    }


def _step_runs(run: Run) -> list[StepRun]:
    # Only the columns the record uses are read: requests, responses, arguments and results
    # never even reach this process.
    attempts = Attempt.objects.only(
        "id", "step_run_id", "number", "status", "outcome", "replays", "started_at", "finished_at"
    ).prefetch_related(
        Prefetch("passes", Pass.objects.only("id", "attempt_id", "number", "outcome", "detail")),
        Prefetch("llm_calls", LLMCall.objects.only("id", "attempt_id", "pass_no", "seq")),
        Prefetch(
            "tool_calls",
            ToolCall.objects.only(
                "id", "attempt_id", "pass_no", "seq", "tool", "effect", "status", "tries"
            ),
        ),
    )
    return list(
        StepRun.objects.filter(run=run)
        .only("id", "run_id", "step_id", "kind", "branch", "status", "started_at", "finished_at")
        .prefetch_related(Prefetch("attempts", attempts))
        .order_by("started_at", "id")
    )


def _step(
    step_run: StepRun,
    spec: TaskDescription,
    numbers: dict[str, str],
    titles: dict[str, str],
    events: dict[str, dict[str, list[dict[str, Any]]]],
) -> dict[str, Any]:
    step = spec.step(step_run.step_id)
    mine = events.get(step.id, {})
    built = {
        "number": numbers[step.id],
        "step": step.id,
        "title": step.title or "",
        "kind": _code(step.kind, STEP_KINDS),
        "branch": _branch_index(step_run.branch),
        "status": _code(step_run.status, StepStatus.values),
        "started_at": _iso(step_run.started_at),
        "finished_at": _iso(step_run.finished_at),
        "duration_s": _seconds(step_run.started_at, step_run.finished_at),
        "attempts": [_attempt(a, step, titles) for a in step_run.attempts.all()],
        "confirmations": [dict(c) for c in mine.get("confirmations", [])],
        "handoffs": [dict(h) for h in mine.get("handoffs", [])],
    }
    if isinstance(step, ConversationStep):
        attempts = list(step_run.attempts.all())
        built["conversation"] = conversation_record(attempts[-1] if attempts else None, step)
    return built


def _attempt(attempt: Attempt, step: Any, titles: dict[str, str]) -> dict[str, Any]:
    passes = {p.number: p for p in attempt.passes.all()}
    llm = [c.pass_no for c in attempt.llm_calls.all()]
    tools = list(attempt.tool_calls.all())
    numbers = sorted(set(passes) | set(llm) | {t.pass_no for t in tools})
    built: list[dict[str, Any]] = []
    for number in numbers:
        previous = built[-1]["outcome"] if built else ""
        calls = [t for t in tools if t.pass_no == number]
        built.append(
            _pass(number, passes.get(number), llm.count(number), calls, step, previous, titles)
        )
    return {
        "number": attempt.number,
        "status": _code(attempt.status, AttemptStatus.values),
        "outcome": _code(attempt.outcome, STOP_CAUSES) if attempt.outcome else "",
        "started_at": _iso(attempt.started_at),
        "finished_at": _iso(attempt.finished_at),
        "duration_s": _seconds(attempt.started_at, attempt.finished_at),
        "replayed": attempt.replays > 0,
        "llm_calls": len(llm),
        "passes": built,
    }


def _pass(
    number: int,
    row: Pass | None,
    llm_calls: int,
    tool_calls: list[ToolCall],
    step: Any,
    previous: str,
    titles: dict[str, str],
) -> dict[str, Any]:
    if row is not None:
        outcome = _code(row.outcome, PASS_OUTCOMES)
    else:
        outcome = SYSTEM_CALL if isinstance(step, SystemStep) else UNFINISHED
    repairs = _repairs(row, step, previous)
    answered_once = 1 + (repairs if isinstance(step, LLMStep) else 0)
    return {
        "number": number,
        "outcome": outcome,
        "llm_calls": llm_calls,
        "repairs": repairs,
        # A repeat after an error: the model's previous turn came back empty or failed, or this
        # pass needed more calls than its repairs explain (a fallback to another tier).
        "retry": previous in ERROR_OUTCOMES or llm_calls > answered_once,
        "tool_calls": [_tool_call(c, titles) for c in tool_calls],
    }


def _repairs(row: Pass | None, step: Any, previous: str) -> int:
    if isinstance(step, AgentStep):
        return 1 if previous in REPAIR_CAUSES else 0
    value = row.detail.get("repairs") if row and isinstance(row.detail, dict) else None
    return value if isinstance(value, int) and 0 <= value <= 100 else 0


def _tool_call(call: ToolCall, titles: dict[str, str]) -> dict[str, Any]:
    # A model may ask for a tool nobody declared; its name came from the model and stays home.
    return {
        "tool": titles.get(call.tool, _("необъявленный инструмент")),
        "effect": _code(call.effect, {"read", "write"}),
        "status": _code(call.status, CallStatus.values),
        "retried": call.tries > 1,
    }


def _events(run: Run, spec: TaskDescription) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Confirmation outcomes and handoffs per step, read from the journal. The people's names
    and the reasons they wrote stay in the journal."""
    kinds = [
        LineKind.CONFIRMATION_OPENED,
        LineKind.CONFIRMATION_APPROVED,
        LineKind.CONFIRMATION_REJECTED,
        LineKind.HANDOFF_OPENED,
        LineKind.HANDOFF_RETRY,
        LineKind.RUN_TERMINATED,
    ]
    lines = JournalLine.objects.filter(run=run, kind__in=kinds).only(
        "id", "kind", "step_id", "data"
    )
    found: dict[str, dict[str, list[dict[str, Any]]]] = {}
    tickets: dict[Any, dict[str, Any]] = {}
    for line in lines.order_by("id"):
        data = line.data if isinstance(line.data, dict) else {}
        mine = found.setdefault(line.step_id, {"confirmations": [], "handoffs": []})
        if line.kind == LineKind.CONFIRMATION_OPENED:
            point = spec.confirmation_points.get(str(data.get("point", "")))
            mine["confirmations"].append(
                {"point": point.title if point else "", "outcome": "waiting"}
            )
        elif line.kind in CONFIRMATION_DECIDED and mine["confirmations"]:
            mine["confirmations"][-1]["outcome"] = CONFIRMATION_DECIDED[line.kind]
        elif line.kind == LineKind.HANDOFF_OPENED:
            point = spec.handoff_points.get(str(data.get("point", "")))
            entry = {
                "point": point.title if point else "",
                "cause": _code(str(data.get("reason", "")), STOP_CAUSES),
                "decision": "waiting",
            }
            mine["handoffs"].append(entry)
            tickets[data.get("ticket")] = entry
        elif line.kind == LineKind.HANDOFF_RETRY and data.get("ticket") in tickets:
            tickets[data["ticket"]]["decision"] = "retry"
        elif line.kind == LineKind.RUN_TERMINATED:
            for entry in tickets.values():
                if entry["decision"] == "waiting":
                    entry["decision"] = "terminate"
    return found


# -- the leak check ------------------------------------------------------------------------------
class LeakError(Exception):
    """The record holds something that must not leave the installation; it is not exported."""

    def __init__(self, run_id: int, leaks: list[str]) -> None:
        self.run_id, self.leaks = run_id, leaks
        super().__init__(f"public record of run {run_id} refused: " + "; ".join(leaks))


# Key words that name content which never leaves: matched against each word of a key, so
# `prompt`, `system_prompt` and `promptText` are all caught.
FORBIDDEN_KEY_WORDS = frozenset(
    {
        "request", "requests", "response", "responses", "message", "messages", "content",
        "instruction", "instructions", "prompt", "prompts", "model", "models", "tier", "tiers",
        "score", "scores", "similarity", "distance", "threshold", "thresholds", "args",
        "arguments", "result", "results", "worker", "workers", "lease", "queue", "host",
        "hostname", "payload", "input", "inputs", "output", "verdict", "reason", "detail",
        "error", "provenance", "token", "tokens", "cost", "actor", "idempotency", "replacement",
        "placeholder", "key", "secret", "password",
    }
)  # fmt: skip
PLACEHOLDER = re.compile(r"\[[A-ZА-ЯЁ][A-ZА-ЯЁ0-9_]*_\d+\]")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
WORKER = re.compile(r"[\w.-]+:\d+:[0-9a-f]{8}\b")  # runs.services.worker_name()
SHINGLE = 8  # words of an instruction quoted in a row that count as leaking it
WORD = re.compile(r"\w+")
SAFE_KEY = re.compile(r"^[a-z][A-Za-z0-9_]{0,40}$")


def record_leaks(
    record: dict[str, Any], run: Run, *, allowed: frozenset[str] = ALLOWED_KEYS
) -> list[str]:
    """Everything in the serialized record that must not leave, each as `path: what` (the
    offending value itself is never repeated, so the report is safe to show). `allowed`: the
    field names of what is checked (a public comparison has its own, showcase.comparison)."""
    serialized = json.loads(json.dumps(record, ensure_ascii=False, default=str))
    spec = version_spec(run.version_id)
    values = _forbidden_values(run, spec)
    shingles = _instruction_shingles(spec)
    leaks: list[str] = []
    for path, key, value in _walk(serialized, "record"):
        if key is not None:
            leaks += _key_leaks(path, key, allowed)
        if isinstance(value, str):
            leaks += _value_leaks(path, value, values, shingles)
    return leaks


def export_public_record(run: Run) -> dict[str, Any]:
    record = public_record(run)
    leaks = record_leaks(record, run)
    if leaks:
        log.warning("run %s: public record refused, %d finding(s)", run.pk, len(leaks))
        raise LeakError(run.pk, leaks)
    return record


def _walk(node: Any, path: str, key: str | None = None) -> Iterator[tuple[str, str | None, Any]]:
    yield path, key, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, f"{path}.{_shown(str(k))}", str(k))
            if isinstance(k, str):
                yield f"{path}.<key>", None, k  # a value hidden in a key is still a value
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, f"{path}[{i}]")


def _shown(key: str) -> str:
    # The report is shown publicly: a key that is not a plain field name may itself be the
    # leaked value, so it is not repeated.
    return key if SAFE_KEY.match(key) else "…"


def _key_leaks(path: str, key: str, allowed: frozenset[str]) -> list[str]:
    words = {w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", key)}
    words |= {w.lower() for w in re.split(r"[^A-Za-z0-9]+", key) if w}
    shown = {"path": path, "key": _shown(key)}
    if words & FORBIDDEN_KEY_WORDS:
        return [_("%(path)s: поле «%(key)s» запрещено в публичной записи") % shown]
    if key not in allowed:
        return [_("%(path)s: поле «%(key)s» не входит в разрешенный список") % shown]
    return []


def _value_leaks(
    path: str,
    value: str,
    forbidden: list[tuple[re.Pattern[str], str]],
    shingles: dict[tuple[str, ...], str],
) -> list[str]:
    found = [what for pattern, what in forbidden if pattern.search(value)]
    words = [w.lower() for w in WORD.findall(value)]
    for i in range(len(words) - SHINGLE + 1):
        step_id = shingles.get(tuple(words[i : i + SHINGLE]))
        if step_id:
            found.append(_("фрагмент текста задания шага «%(step)s»") % {"step": step_id})
            break
    if PLACEHOLDER.search(value) and not TRANSCRIPT_PATH.match(path):
        found.append(_("условное обозначение персональных данных"))
    if EMAIL.search(value):
        found.append(_("адрес электронной почты"))
    if UUID.search(value) or WORKER.search(value):
        found.append(_("внутренний идентификатор службы"))
    return [f"{path}: {what}" for what in dict.fromkeys(found)]


def _forbidden_values(run: Run, spec: TaskDescription) -> list[tuple[re.Pattern[str], str]]:
    found = list(_personal_patterns(run, spec))
    for name, what in _internal_names(run, spec):
        if len(name.strip()) >= 3:
            found.append((_name_pattern(name.strip()), what))
    for expression in _expressions(spec):
        found.append((re.compile(re.escape(expression)), _("выражение правила из описания")))
    return found


def _personal_patterns(run: Run, spec: TaskDescription) -> Iterator[tuple[re.Pattern[str], str]]:
    """Every non-public input value of the run, however spaced or punctuated (a passport with
    or without its spaces is the same passport), and each part of a person's name."""
    for field_path, data_class, value in _classified_inputs(spec.inputs, run.inputs, "inputs"):
        # Numbers of non-personal classes (amounts, terms) are not searched: they would be found
        # in every timestamp, and the record carries no free text for them to hide in.
        personal = data_class.startswith("pd.")
        if data_class == "public" or isinstance(value, bool) or value is None:
            continue
        if not isinstance(value, str) and not personal:
            continue
        text = str(value).strip()
        what = _("значение входа «%(field)s» (%(cls)s)") % {"field": field_path, "cls": data_class}
        chars = [ch for ch in text if ch.isalnum()]
        if len(chars) >= 3:
            yield re.compile(r"[\W_]*".join(re.escape(ch) for ch in chars), re.I), what
        if data_class == "pd.name":
            for part in WORD.findall(text):
                if len(part) >= 4:
                    yield re.compile(rf"\b{re.escape(part)}\b", re.I), what


def _classified_inputs(schema: Any, value: Any, path: str) -> Iterator[tuple[str, str, Any]]:
    if not isinstance(schema, dict):
        return
    if isinstance(value, dict):
        for name, sub in (schema.get("properties") or {}).items():
            yield from _classified_inputs(sub, value.get(name), f"{path}.{name}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _classified_inputs(schema.get("items"), item, f"{path}[{i}]")
    elif "x-data-class" in schema:
        yield path, str(schema["x-data-class"]), value


def _internal_names(run: Run, spec: TaskDescription) -> Iterator[tuple[str, str]]:
    calls = LLMCall.objects.filter(attempt__step_run__run=run)
    for tier, model in calls.values_list("tier", "model").distinct():
        yield tier, _("имя уровня модели")
        yield model, _("имя модели")
    yield from _configured_tiers()
    for point in [*spec.handoff_points.values(), *spec.confirmation_points.values()]:
        yield point.queue, _("код очереди")
    tools = ToolCall.objects.filter(attempt__step_run__run=run).values_list("tool", flat=True)
    declared = {t for s in spec.all_steps() for t in [*getattr(s, "tools", [])]}
    declared |= {s.tool for s in spec.all_steps() if hasattr(s, "tool")}
    for tool in {*tools, *declared}:
        yield tool, _("имя инструмента в реестре")
    yield socket.gethostname(), _("имя хоста")
    if run.lease_owner:
        yield run.lease_owner, _("имя исполнителя")


def _configured_tiers() -> Iterator[tuple[str, str]]:
    from svaya.llm.tiers import TierConfigError, tiers_from_env

    try:
        tiers = tiers_from_env()
    except TierConfigError:
        return  # a misconfigured gateway runs nothing; the recorded calls' names are checked
    for tier in tiers:
        yield tier.name, _("имя уровня модели")
        yield tier.model, _("имя модели")
        host = urlsplit(tier.base_url).hostname
        if host:
            yield host, _("имя хоста")


def _name_pattern(name: str) -> re.Pattern[str]:
    # Bounded by anything that cannot continue a name, so `cheap` does not match `cheaper`.
    return re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", re.I)


def _expressions(spec: TaskDescription) -> Iterator[str]:
    """Conditions and mappings of the description: they carry the rules' thresholds."""
    for step in spec.all_steps():
        texts = [getattr(step, "exit_when", None)]
        texts += [case.when for case in getattr(step, "cases", [])]
        for attr in ("args", "input", "show"):
            texts += list((getattr(step, attr, None) or {}).values())
        yield from (t for t in texts if t and len(t) >= 12)


def _instruction_shingles(spec: TaskDescription) -> dict[tuple[str, ...], str]:
    shingles: dict[tuple[str, ...], str] = {}
    for step in spec.all_steps():
        if isinstance(step, ConversationStep):
            texts = [n.prompt for n in step.nodes]
            texts += [step.global_node.prompt] if step.global_node else []
            for text in texts:
                words = [w.lower() for w in WORD.findall(text)]
                for i in range(max(len(words) - SHINGLE + 1, 1)):
                    shingles.setdefault(tuple(words[i : i + SHINGLE]), step.id)
            continue
        if not isinstance(step, LLMStep | AgentStep):
            continue
        words = [w.lower() for w in WORD.findall(step.instruction)]
        for i in range(max(len(words) - SHINGLE + 1, 1)):
            shingles.setdefault(tuple(words[i : i + SHINGLE]), step.id)
    return shingles


# -- small helpers -------------------------------------------------------------------------------
def _code(value: str, allowed: Any) -> str:
    return value if value in allowed else OTHER


def _branch_index(branch: str) -> int | None:
    index = branch.rpartition(":")[2]
    return int(index) if index.isdigit() else None


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _seconds(start: datetime | None, end: datetime | None) -> float | None:
    if start is None or end is None:
        return None
    return round((end - start).total_seconds(), 3)
