"""The facts the showcase prints: pass limits, budgets, worst-case LLM calls, systems called."""

from __future__ import annotations

from typing import Any

from svaya.install.context import InstallContext
from svaya.install.durations import parse_duration
from svaya.install.flows import conversation_facts
from svaya.install.report import Facts
from svaya.install.scope import Scope
from svaya.install.tools import tool_uses
from svaya.spec.models import AgentStep, LLMStep


def step_llm_calls(step: LLMStep | AgentStep, ctx: InstallContext) -> int:
    """The most LLM calls one attempt of the step can make: every call may fall back through
    every tier, and the installation's per-attempt cap bounds the total."""
    if isinstance(step, LLMStep):
        logical = 1 + step.max_repairs
    else:
        logical = step.max_passes or 0
    return min(logical * ctx.tiers, ctx.llm_calls_per_attempt)


def compute_facts(scope: Scope) -> Facts:
    doc, ctx = scope.doc, scope.ctx
    agents = list(doc.of_kind(AgentStep))
    by_step = {p.id: step_llm_calls(p.step, ctx) for p in doc.of_kind(LLMStep, AgentStep)}
    flows = conversation_facts(scope)
    by_step.update({step_id: facts["worst_case_llm_calls"] for step_id, facts in flows.items()})
    return Facts(
        pass_limits={p.id: int(p.step.max_passes) for p in agents},
        time_budgets_s={p.id: parse_duration(p.step.time_budget) for p in agents},
        worst_case_llm_calls=sum(by_step.values()),
        worst_case_by_step=by_step,
        systems=_systems(scope),
        handoff_points=list(scope.points("handoff_points")),
        confirmation_points=list(scope.points("confirmation_points")),
        conversations=flows,
    )


def _systems(scope: Scope) -> list[dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for placed, name, _ in tool_uses(scope):
        tool = scope.ctx.tools[name]
        entry = found.setdefault(
            name,
            {
                "tool": name,
                "title": tool.title,
                "destination": tool.destination,
                "effect": tool.effect,
                "steps": [],
            },
        )
        if placed.id not in entry["steps"]:
            entry["steps"].append(placed.id)
    return list(found.values())
