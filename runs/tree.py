"""The run tree: run → steps → attempts → passes → LLM calls and tool calls, with totals.

Given a `Masker`, the values a reader may not see in the clear (a run's personal inputs and
what its privacy gate replaced) are placeholders in the step outputs and outcome details.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.db.models import Count, Q, Sum

from runs.masking import Masker
from runs.models import Attempt, CallStatus, LLMCall, Run, ToolCall


def run_tree(run: Run, masker: Masker | None = None) -> dict[str, Any]:
    mask = masker.value if masker is not None else _same
    attempts = Attempt.objects.filter(step_run__run=run).prefetch_related(
        "passes", "llm_calls", "tool_calls"
    )
    by_step: dict[int, list[Attempt]] = {}
    for attempt in attempts:
        by_step.setdefault(attempt.step_run_id, []).append(attempt)
    steps = [_step(s, by_step.get(s.pk, []), mask) for s in run.steps.all()]
    return {
        "id": run.pk,
        "solution": run.version.solution.slug,
        "version": run.version.number,
        "status": run.status,
        "outcome": run.outcome,
        "outcome_detail": mask(run.outcome_detail),
        "current_step": run.current_step,
        "created_at": _iso(run.created_at),
        "finished_at": _iso(run.finished_at),
        "steps": steps,
        "totals": _totals(run),
    }


def _same(value: Any) -> Any:
    return value


def _step(step_run: Any, attempts: list[Attempt], mask: Any) -> dict[str, Any]:
    return {
        "id": step_run.step_id,
        "kind": step_run.kind,
        "branch": step_run.branch,
        "status": step_run.status,
        "output": mask(step_run.output),
        "provenance": step_run.provenance_id,
        "started_at": _iso(step_run.started_at),
        "finished_at": _iso(step_run.finished_at),
        "attempts": [_attempt(a, mask) for a in attempts],
    }


def _attempt(attempt: Attempt, mask: Any) -> dict[str, Any]:
    return {
        "number": attempt.number,
        "status": attempt.status,
        "outcome": attempt.outcome,
        "outcome_detail": mask(attempt.outcome_detail),
        "deadline": _iso(attempt.deadline),
        "replays": attempt.replays,
        "llm_calls_used": len(attempt.llm_calls.all()),
        "passes": [
            {"number": p.number, "outcome": p.outcome, "detail": mask(p.detail)}
            for p in attempt.passes.all()
        ],
        "llm_calls": [_llm(c) for c in attempt.llm_calls.all()],
        "tool_calls": [_tool(c) for c in attempt.tool_calls.all()],
    }


def _llm(call: LLMCall) -> dict[str, Any]:
    return {
        "id": call.pk,
        "pass": call.pass_no,
        "seq": call.seq,
        "status": call.status,
        "tier": call.tier,
        "model": call.model,
        "tokens_in": call.tokens_in,
        "tokens_out": call.tokens_out,
        "cost": str(call.cost) if call.cost is not None else None,
        "empty": call.empty,
        "without_cost": call.without_cost,
        "error": call.error_kind,
        "finish_reason": call.finish_reason,
        "latency_ms": call.latency_ms,
        "replays": call.replays,
    }


def _tool(call: ToolCall) -> dict[str, Any]:
    return {
        "pass": call.pass_no,
        "seq": call.seq,
        "tool": call.tool,
        "effect": call.effect,
        "status": call.status,
        "error": call.error,
        "tries": call.tries,
        "latency_ms": call.latency_ms,
        "replays": call.replays,
    }


def _totals(run: Run) -> dict[str, Any]:
    calls = LLMCall.objects.filter(attempt__step_run__run=run).aggregate(
        llm_calls=Count("id"),
        llm_calls_lost=Count("id", filter=Q(status=CallStatus.LOST)),
        llm_calls_without_cost=Count("id", filter=Q(without_cost=True)),
        cost=Sum("cost"),
    )
    tool_calls = ToolCall.objects.filter(attempt__step_run__run=run).count()
    return {**calls, "tool_calls": tool_calls, "cost": str(calls["cost"] or Decimal(0))}


def _iso(value: Any) -> str | None:
    return value.isoformat() if value else None
