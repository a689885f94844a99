"""The route diagram the showcase draws, and the words it uses.

A solution's card is computed from its installed version alone (the parsed spec and the facts the
install check computed): numbered steps in declared order, each with its kind, its limits, the
systems it calls, where a branch leads and which point a person works. Only titles, numbers and
kinds leave this module — never an instruction, a condition expression, a tier or a tool's
registry name. The same nodes, overlaid with a public record, show a run's actual path.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from catalog.kinds import StepKind
from journal.russian import plural
from runs.labels import EFFECT_LABELS, OUTCOME_LABELS, PASS_OUTCOME_LABELS
from runs.models import AttemptStatus, CallStatus, RunStatus, StepStatus
from showcase.conditions import condition_words
from showcase.flows import FlowDiagram, flow_diagram
from showcase.icons import kind_icon
from svaya.spec.flows import ConversationStep
from svaya.spec.industries import INDUSTRIES
from svaya.spec.models import (
    END,
    AgentStep,
    BranchStep,
    ConfirmStep,
    HandoffStep,
    LLMStep,
    ParallelStep,
    SystemStep,
    TaskDescription,
)

KIND_LABELS = dict(StepKind.choices)
# A solution is agentic when one of its steps is an agent loop (the model picks the tools).
AGENTIC_KINDS = frozenset({StepKind.AGENT.value})
WITH_PASSES = (StepKind.LLM, StepKind.AGENT)


def up_to_passes(n: int) -> str:
    # After «до» the noun is genitive: до 1 прохода, до 5 проходов, до 21 прохода.
    if n % 10 == 1 and n % 100 != 11:
        return _("до %(n)d прохода") % {"n": n}
    return _("до %(n)d проходов") % {"n": n}


def at_most_llm_calls(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return _("не более %(n)d вызова LLM") % {"n": n}
    return _("не более %(n)d вызовов LLM") % {"n": n}


def passes_count(n: int) -> str:
    word = plural(n, _("проход"), _("прохода"), _("проходов"))
    return f"{n} {word}"


def duration_label(seconds: float) -> str:
    if seconds >= 60 and seconds % 60 == 0:
        return _("%(n)d мин") % {"n": int(seconds // 60)}
    return _("%(n)s с") % {"n": f"{seconds:g}".replace(".", ",")}


@dataclass(frozen=True)
class SystemRef:
    title: str
    effect: str
    effect_label: str
    steps: tuple[str, ...] = ()  # step numbers


@dataclass(frozen=True)
class Target:
    label: str
    number: str  # "" for the end of the route or a point outside the route
    title: str


@dataclass(frozen=True)
class Trace:
    """What happened to one step in one run, as its public record tells it."""

    status: str
    status_label: str
    attempts: int  # a second and later attempt comes only from a controller's retry
    passes: int
    tool_calls: int
    repairs: int
    retries: int
    last_passes: int = 0  # the passes of the last attempt: the limit holds per attempt


@dataclass(frozen=True)
class Node:
    number: str
    step_id: str
    kind: str
    title: str
    limits: tuple[str, ...] = ()
    systems: tuple[SystemRef, ...] = ()
    targets: tuple[Target, ...] = ()
    branches: tuple[tuple[Node, ...], ...] = ()
    trace: Trace | None = None
    flow: FlowDiagram | None = None  # a conversation step's graph (showcase.flows)
    mark: str = ""  # on a comparison of two runs: which of them ran it (COMPARE_MARKS)

    @property
    def kind_label(self) -> str:
        return str(KIND_LABELS.get(self.kind, self.kind))

    @property
    def icon(self) -> str:
        return kind_icon(self.kind)

    @property
    def mark_label(self) -> str:
        return str(COMPARE_MARKS.get(self.mark, ""))

    @property
    def trace_label(self) -> str:
        """Passes for the steps that have them; what became of the step for the others."""
        if self.trace is None:
            return ""
        if self.kind in WITH_PASSES:
            if self.trace.attempts > 1:
                return _("попытка %(n)d после повтора контролером: %(passes)s") % {
                    "n": self.trace.attempts,
                    "passes": passes_count(self.trace.last_passes),
                }
            return passes_count(self.trace.passes)
        return self.trace.status_label

    @property
    def trace_note(self) -> str:
        """A step with passes that did not complete says how it stands (waits, failed)."""
        if self.trace is None or self.kind not in WITH_PASSES:
            return ""
        return "" if self.trace.status == StepStatus.COMPLETED else self.trace.status_label


@dataclass(frozen=True)
class PointRef:
    title: str
    steps: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    slug: str
    title: str
    summary: str
    version: int
    nodes: tuple[Node, ...]
    pass_limits: tuple[tuple[str, str, str], ...]  # (step number, step title, «до N проходов»)
    worst_case_llm_calls: int
    systems: tuple[SystemRef, ...]
    handoff_points: tuple[PointRef, ...]
    confirmation_points: tuple[PointRef, ...]
    recorded_runs: int = 0
    samples: tuple[str, ...] = ()  # the synthetic inputs «Запустить на образце» offers
    industry: str = ""
    kinds: frozenset[str] = frozenset()  # every step kind of the route, branches' members too
    worst_case_roubles: Decimal | None = None  # calls × the dearest tier's price (admin)

    @property
    def industry_label(self) -> str:
        return INDUSTRIES.get(self.industry, "")

    @property
    def agentic(self) -> bool:
        return bool(self.kinds & AGENTIC_KINDS)

    @property
    def worst_case_label(self) -> str:
        return at_most_llm_calls(self.worst_case_llm_calls)

    @property
    def recorded_runs_label(self) -> str:
        n = self.recorded_runs
        return f"{n} {plural(n, _('запуск'), _('запуска'), _('запусков'))}"


def step_numbers(spec: TaskDescription) -> dict[str, str]:
    """Top-level steps are 1…N in declared order; members of parallel branches are N.1, N.2…"""
    numbers: dict[str, str] = {}
    for index, step in enumerate(spec.steps, start=1):
        numbers[step.id] = str(index)
        if isinstance(step, ParallelStep):
            members = [m for branch in step.branches for m in branch]
            for sub, member in enumerate(members, start=1):
                numbers[member.id] = f"{index}.{sub}"
    return numbers


def step_titles(spec: TaskDescription, facts: dict[str, Any]) -> dict[str, str]:
    """A step's declared title; a system step without one is named by the system it calls."""
    tools = {s.get("tool"): s.get("title", "") for s in facts.get("systems", [])}
    titles = {}
    for step in spec.all_steps():
        tool = tools.get(step.tool) if isinstance(step, SystemStep) else None
        titles[step.id] = step.title or tool or str(KIND_LABELS[step.kind]).capitalize()
    return titles


@dataclass(frozen=True)
class _Route:
    spec: TaskDescription
    facts: dict[str, Any]
    numbers: dict[str, str]
    titles: dict[str, str]
    systems: tuple[SystemRef, ...]


def solution_card(spec: TaskDescription, facts: dict[str, Any], *, version: int) -> Card:
    numbers = step_numbers(spec)
    route = _Route(spec, facts, numbers, step_titles(spec, facts), _systems(facts, numbers))
    return Card(
        slug=spec.solution,
        title=spec.title,
        summary=spec.summary,
        version=version,
        nodes=tuple(_node(route, step, i) for i, step in enumerate(spec.steps)),
        pass_limits=tuple(
            (numbers[step_id], route.titles[step_id], up_to_passes(int(n)))
            for step_id, n in facts.get("pass_limits", {}).items()
        ),
        worst_case_llm_calls=int(facts.get("worst_case_llm_calls", 0)),
        industry=spec.industry or "",
        kinds=frozenset(step.kind for step in spec.all_steps()),
        systems=route.systems,
        handoff_points=_points(spec, "handoff_points", numbers, facts),
        confirmation_points=_points(spec, "confirmation_points", numbers, facts),
    )


def _node(route: _Route, step: Any, index: int | None) -> Node:
    branches: tuple[tuple[Node, ...], ...] = ()
    if isinstance(step, ParallelStep):
        branches = tuple(
            tuple(_node(route, member, None) for member in branch) for branch in step.branches
        )
    number = route.numbers[step.id]
    return Node(
        number=number,
        step_id=step.id,
        kind=step.kind,
        title=route.titles[step.id],
        limits=_limits(step, route.facts),
        systems=tuple(s for s in route.systems if number in s.steps),
        targets=_targets(route, step, index),
        branches=branches,
        flow=flow_diagram(step, route.spec.handoff_points)
        if isinstance(step, ConversationStep)
        else None,
    )


def _limits(step: Any, facts: dict[str, Any]) -> tuple[str, ...]:
    found: list[str] = []
    if isinstance(step, AgentStep):
        found.append(up_to_passes(int(facts.get("pass_limits", {}).get(step.id, 0))))
        budget = facts.get("time_budgets_s", {}).get(step.id)
        if budget:
            found.append(_("бюджет времени %(t)s на весь цикл") % {"t": duration_label(budget)})
    if isinstance(step, ConversationStep):
        found += _conversation_limits(step, facts)
    if isinstance(step, LLMStep) and step.max_repairs:
        found.append(_("до %(n)d ремонтов ответа") % {"n": step.max_repairs})
    calls = facts.get("worst_case_by_step", {}).get(step.id)
    if calls:
        found.append(_("%(calls)s за попытку") % {"calls": at_most_llm_calls(int(calls))})
    return tuple(found)


def _conversation_limits(step: ConversationStep, facts: dict[str, Any]) -> list[str]:
    flow = facts.get("conversations", {}).get(step.id, {})
    found = [
        _("до %(n)d ходов модели") % {"n": int(flow.get("max_turns") or 0)},
        _("бюджет времени %(t)s на весь разговор")
        % {"t": duration_label(float(flow.get("time_budget_s") or 0))},
    ]
    if flow.get("silence_s"):
        then = (
            _("разговор завершается")
            if flow.get("silence_outcome") == "end"
            else _("разговор передается сотруднику")
        )
        found.append(
            _("молчание %(t)s — %(then)s")
            % {"t": duration_label(float(flow["silence_s"])), "then": then}
        )
    return found


def _targets(route: _Route, step: Any, index: int | None) -> tuple[Target, ...]:
    spec, found = route.spec, []
    if isinstance(step, BranchStep):
        for case in step.cases:
            words = case.title or _("если %(when)s") % {"when": condition_words(case.when)}
            found.append(_goto(route, words, case.goto))
        found.append(_goto(route, _("иначе"), step.otherwise))
    elif isinstance(step, AgentStep) and step.on_exhausted:
        found.append(_point(_("проходы кончились"), spec.handoff_points, step.on_exhausted))
    elif isinstance(step, ConversationStep) and step.on_exhausted:
        label = _("ходы или время кончились, разговор застрял")
        found.append(_point(label, spec.handoff_points, step.on_exhausted))
    elif isinstance(step, LLMStep | SystemStep):
        found.extend(_step_points(route, step))
    elif isinstance(step, ConfirmStep):
        found.append(_point(_("ждет решения"), spec.confirmation_points, step.point))
        if step.on_reject:
            found.append(_goto(route, _("при отказе"), step.on_reject))
        else:
            found.append(Target(_("при отказе"), "", _("задача прекращается")))
    elif isinstance(step, HandoffStep):
        found.append(_point(_("ждет контролера"), spec.handoff_points, step.point))
        if step.retry_from:
            found.append(_goto(route, _("повтор с шага"), step.retry_from))
    if index is not None and step.next and not _is_following(spec, index, step.next):
        found.append(_goto(route, _("дальше"), step.next))
    return tuple(found)


def _step_points(route: _Route, step: LLMStep | SystemStep) -> list[Target]:
    """Where an llm or system step goes on failure, on a write in doubt, and when late."""
    spec, found = route.spec, []
    if step.on_failure:
        found.append(_point(_("при сбое"), spec.handoff_points, step.on_failure))
    doubt = spec.doubt_point(step) if step.id in _write_steps(route.facts) else None
    if doubt and doubt != step.on_failure:
        found.append(_point(_("исход записи неизвестен"), spec.handoff_points, doubt))
    late = spec.timeout_point(step)
    if late and late != step.on_failure:
        found.append(_point(_("срок истек"), spec.handoff_points, late))
    return found


def _write_steps(facts: dict[str, Any]) -> set[str]:
    systems = facts.get("systems", [])
    return {s for entry in systems if entry.get("effect") == "write" for s in entry["steps"]}


def _is_following(spec: TaskDescription, index: int, target: str) -> bool:
    return index + 1 < len(spec.steps) and spec.steps[index + 1].id == target


def _goto(route: _Route, label: str, target: str) -> Target:
    if target == END:
        return Target(label, "", _("конец маршрута"))
    return Target(label, route.numbers.get(target, ""), route.titles.get(target, ""))


def _point(label: str, points: dict[str, Any], point: str) -> Target:
    declared = points.get(point)
    return Target(label, "", declared.title if declared else "")


def _systems(facts: dict[str, Any], numbers: dict[str, str]) -> tuple[SystemRef, ...]:
    return tuple(
        SystemRef(
            title=str(entry.get("title", "")),
            effect=str(entry.get("effect", "")),
            effect_label=str(EFFECT_LABELS.get(entry.get("effect", ""), "")),
            steps=tuple(numbers[s] for s in entry.get("steps", []) if s in numbers),
        )
        for entry in facts.get("systems", [])
    )


def _points(
    spec: TaskDescription, attr: str, numbers: dict[str, str], facts: dict[str, Any]
) -> tuple[PointRef, ...]:
    declared: dict[str, Any] = getattr(spec, attr)
    writes = _write_steps(facts)
    found = []
    for point_id, point in declared.items():
        users = [s.id for s in spec.all_steps() if point_id in _points_used(spec, s, writes)]
        found.append(PointRef(point.title, tuple(numbers[s] for s in users)))
    return tuple(found)


def _points_used(spec: TaskDescription, step: Any, writes: set[str]) -> set[str]:
    names = {
        getattr(step, "point", None),
        getattr(step, "on_exhausted", None),
        getattr(step, "on_failure", None),
    }
    if isinstance(step, LLMStep | SystemStep):
        names.add(spec.timeout_point(step))
        if step.id in writes:
            names.add(spec.doubt_point(step))
    return {n for n in names if n}


def with_path(nodes: tuple[Node, ...], record: dict[str, Any]) -> tuple[Node, ...]:
    """The diagram overlaid with a run's public record: which steps ran and how."""
    traces = {step["step"]: _trace(step) for step in record.get("steps", [])}
    return tuple(_overlay(node, traces) for node in nodes)


def _overlay(node: Node, traces: dict[str, Trace]) -> Node:
    branches = tuple(tuple(_overlay(m, traces) for m in branch) for branch in node.branches)
    return replace(node, trace=traces.get(node.step_id), branches=branches)


def with_marks(nodes: tuple[Node, ...], marks: dict[str, str]) -> tuple[Node, ...]:
    """The diagram of a comparison: each step marked by which of the two runs ran it."""
    return tuple(_marked(node, marks) for node in nodes)


def _marked(node: Node, marks: dict[str, str]) -> Node:
    branches = tuple(tuple(_marked(m, marks) for m in branch) for branch in node.branches)
    return replace(node, mark=marks.get(node.step_id, "none"), branches=branches)


def _trace(step: dict[str, Any]) -> Trace:
    passes = [p for a in step["attempts"] for p in a["passes"]]
    return Trace(
        status=step["status"],
        status_label=label(dict(StepStatus.choices), step["status"]),
        attempts=len(step["attempts"]),
        passes=len(passes),
        tool_calls=sum(len(p["tool_calls"]) for p in passes),
        repairs=sum(p["repairs"] for p in passes),
        retries=sum(1 for p in passes if p["retry"]),
        last_passes=len(step["attempts"][-1]["passes"]) if step["attempts"] else 0,
    )


# -- the words of a public record -----------------------------------------------------------------
CONFIRMATION_LABELS = {
    "approved": gettext_lazy("подтверждено"),
    "rejected": gettext_lazy("отклонено"),
    "waiting": gettext_lazy("ждет решения"),
}
DECISION_LABELS = {
    "retry": gettext_lazy("контролер повторил шаг"),
    "terminate": gettext_lazy("контролер прекратил задачу"),
    "waiting": gettext_lazy("ждет контролера"),
}
OTHER_LABEL = gettext_lazy("другое")
COMPARE_MARKS = {
    "both": gettext_lazy("в обоих запусках"),
    "before": gettext_lazy("только в прежней версии"),
    "after": gettext_lazy("только в новой версии"),
    "none": gettext_lazy("не выполнялся ни в одном"),
}


def label(labels: dict[str, Any], code: str) -> str:
    return str(labels.get(code, OTHER_LABEL)) if code else ""


def present_record(record: dict[str, Any], titles: dict[str, str]) -> dict[str, Any]:
    """The exported record with the words a reader needs (`titles`: the diagram's step titles);
    the record itself is not changed."""
    return {
        **record,
        "llm_calls_label": llm_calls_label(record),
        "status_label": label(dict(RunStatus.choices), record["status"]),
        "outcome_label": label(OUTCOME_LABELS, record["outcome"]),
        "steps": [_present_step(step, titles) for step in record["steps"]],
    }


def llm_calls_label(record: dict[str, Any]) -> str:
    """The run's LLM calls, with those a controller's retry added named apart («22 + 4 после
    повтора контролером»): the worst case printed on the card holds without such retries."""
    retried = sum(a["llm_calls"] for s in record["steps"] for a in s["attempts"] if a["number"] > 1)
    if not retried:
        return str(record["llm_calls"])
    first = record["llm_calls"] - retried
    return _("%(first)d + %(retried)d после повтора контролером") % {
        "first": first,
        "retried": retried,
    }


def _present_step(step: dict[str, Any], titles: dict[str, str]) -> dict[str, Any]:
    attempts = [
        {
            **a,
            "status_label": label(dict(AttemptStatus.choices), a["status"]),
            "outcome_label": label(OUTCOME_LABELS, a["outcome"]),
            "passes": [_present_pass(p) for p in a["passes"]],
        }
        for a in step["attempts"]
    ]
    return {
        **step,
        "title": step["title"] or titles.get(step["step"], ""),
        "kind_label": str(KIND_LABELS.get(step["kind"], OTHER_LABEL)),
        "icon": kind_icon(step["kind"]),
        "status_label": label(dict(StepStatus.choices), step["status"]),
        "attempts": attempts,
        "confirmations": [
            {**c, "outcome_label": label(CONFIRMATION_LABELS, c["outcome"])}
            for c in step["confirmations"]
        ],
        "handoffs": [
            {
                **h,
                "cause_label": label(OUTCOME_LABELS, h["cause"]),
                "decision_label": label(DECISION_LABELS, h["decision"]),
            }
            for h in step["handoffs"]
        ],
    }


def _present_pass(item: dict[str, Any]) -> dict[str, Any]:
    return {
        **item,
        "outcome_label": label(PASS_OUTCOME_LABELS, item["outcome"]),
        "tool_calls": [
            {
                **c,
                "effect_label": label(EFFECT_LABELS, c["effect"]),
                "status_label": label(dict(CallStatus.choices), c["status"]),
            }
            for c in item["tool_calls"]
        ],
    }
