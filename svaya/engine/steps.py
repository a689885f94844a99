"""The non-agent step kinds, and the dispatch over every kind."""

from __future__ import annotations

import json
from typing import Any

from svaya.engine.agent import run_agent
from svaya.engine.budget import OutOfTime
from svaya.engine.calls import CapReached, ModelCaller, ModelRouteRefused, call_tool, effect_key
from svaya.engine.checks import check_call
from svaya.engine.context import StepContext
from svaya.engine.conversation import run_conversation
from svaya.engine.expressions import compiled, evaluate_map
from svaya.engine.outcomes import Done, Exhausted, Fork, StepOutcome, Wait, Why
from svaya.engine.reach import model_route_classes, parse_verdict, stale_basis
from svaya.llm import build_request, repair_message
from svaya.spec.flows import ConversationStep
from svaya.spec.models import (
    AgentStep,
    BranchStep,
    ConfirmStep,
    HandoffStep,
    JoinStep,
    LLMStep,
    ParallelStep,
    SystemStep,
)


def execute(step: Any, ctx: StepContext) -> StepOutcome:
    if isinstance(step, ConversationStep):
        return run_conversation(step, ctx, ctx.inbox)
    if isinstance(step, AgentStep):
        return run_agent(step, ctx)
    if isinstance(step, LLMStep):
        return run_llm(step, ctx)
    if isinstance(step, SystemStep):
        return run_system(step, ctx)
    if isinstance(step, BranchStep):
        return run_branch(step, ctx)
    if isinstance(step, ConfirmStep):
        payload, error = evaluate_map(step.show, ctx.view.variables())
        if error:
            return Exhausted(Why.FAILED, f"what to confirm: {error}", None)
        return Wait("confirm", step.point, payload)
    if isinstance(step, HandoffStep):
        return Wait("handoff", step.point, {"reason": step.reason or ""})
    if isinstance(step, ParallelStep):
        return Fork(len(step.branches))
    if isinstance(step, JoinStep):  # joins complete in the service, under a row lock
        return Done({})
    raise TypeError(f"unknown step kind {type(step).__name__}")


def run_llm(step: LLMStep, ctx: StepContext) -> StepOutcome:
    """One call → a verdict against the strict schema; a rejected verdict is repaired."""
    try:
        return _llm(step, ctx)
    except CapReached as exc:
        return Exhausted(Why.CAP, str(exc), step.on_failure, step.id)
    except OutOfTime as exc:  # never a failure: a person is asked
        return Exhausted(Why.TIME, str(exc), ctx.timeout_point(step), step.id)
    except ModelRouteRefused as exc:
        exc.journal(ctx.ledger)
        return Exhausted(Why.GUARD, str(exc), ctx.timeout_point(step), step.id)


def _llm(step: LLMStep, ctx: StepContext) -> StepOutcome:
    point = step.on_failure
    data, error = evaluate_map(step.input or {"inputs": "inputs"}, ctx.view.variables())
    if error:
        return Exhausted(Why.FAILED, f"step input: {error}", point, step.id)
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": ctx.instruction(step.instruction)},
        {"role": "user", "content": json.dumps({"step_input": data}, ensure_ascii=False)},
    ]
    caller = ModelCaller(ctx, model_route_classes(ctx, step))
    seq, tier = 0, ctx.start_tier(step.tier)
    for repair in range(step.max_repairs + 1):
        request = build_request(
            model="",
            messages=ctx.privacy.outbound(messages),
            response_schema=step.verdict,
            schema_name="verdict",
            metadata=ctx.metadata(step.id),
        )
        call = caller.call(
            1, seq, request, tier=tier, fallback_on_empty=True, sealed_map=ctx.privacy.sealed()
        )
        seq, tier = call.next_seq, call.tier
        if call.record.error is not None:
            return Exhausted(
                Why.FAILED, f"model call failed: {call.record.error.message}", point, step.id
            )
        content = call.record.turn.content or "" if call.record.turn else ""
        verdict, problem = parse_verdict(step.verdict, content)
        if not problem:
            stale = stale_basis(ctx, step.id)
            if stale:  # made on a state that is gone: not applied, a person looks
                ctx.ledger.pass_end(1, "verdict_stale", {"why": stale})
                where = ctx.timeout_point(step)
                return Exhausted(Why.GUARD, f"verdict not applied: {stale}", where, step.id)
            ctx.ledger.pass_end(1, "verdict", {"repairs": repair})
            return Done({"verdict": ctx.privacy.restore(verdict)}, provenance=call.llm_call_id)
        messages += [{"role": "assistant", "content": content}, repair_message(problem)]
    return Exhausted(
        Why.FAILED, f"no valid verdict after {step.max_repairs} repairs", point, step.id
    )


def run_system(step: SystemStep, ctx: StepContext) -> StepOutcome:
    try:
        return _system(step, ctx, step.on_failure)
    except OutOfTime as exc:  # never a failure: a person is asked
        return Exhausted(Why.TIME, str(exc), ctx.timeout_point(step), step.id)


def _system(step: SystemStep, ctx: StepContext, point: str | None) -> StepOutcome:
    args, error = evaluate_map(step.args, ctx.view.variables())
    if error:
        return Exhausted(Why.FAILED, f"arguments: {error}", point, step.id)
    tool = ctx.policy.tools.get(step.tool)
    if tool is None:
        return Exhausted(Why.FAILED, f"tool {step.tool} is no longer registered", point, step.id)
    verdict = check_call(ctx, tool, args)
    if not verdict.allowed:
        ctx.ledger.tool_finish(
            1,
            0,
            tool=tool.name,
            effect=tool.effect,
            call_id="",
            args=args,
            status="refused",
            result=None,
            error=verdict.message,
            tries=0,
            latency_ms=0.0,
            durable=True,
        )
        return Exhausted(Why.FAILED, f"refused: {verdict.message}", point, step.id)
    result = call_tool(
        ctx,
        tool,
        verdict.args,
        pass_no=1,
        seq=0,
        call_id="",
        idempotency_key=effect_key(ctx.run_key, step.id, tool.name, verdict.args),
    )
    if result.status == "finished":
        return Done({"result": result.result})
    if result.status == "in_doubt":  # never a failure: a person decides what happened
        where = ctx.doubt_point(step)
        return Exhausted(Why.IN_DOUBT, f"{tool.name}: {result.error}", where, step.id)
    return Exhausted(Why.FAILED, f"{tool.name}: {result.error}", point, step.id)


def run_branch(step: BranchStep, ctx: StepContext) -> StepOutcome:
    variables = ctx.view.variables()
    for case in step.cases:
        outcome = compiled(case.when).test(variables)
        if not outcome.ok:
            return Exhausted(Why.FAILED, f"condition `{case.when}`: {outcome.error}", None)
        if outcome.value:
            return Done({"goto": case.goto, "when": case.when}, next=case.goto)
    return Done({"goto": step.otherwise, "when": None}, next=step.otherwise)
