"""The agent step: a bounded loop of passes in which the LLM picks among declared tools.

One pass: build the context (instruction, step input, earlier results as data messages) →
pseudonymize it → call the model through the ledger → parse tool calls → check each (declared,
right, form, data route) → invoke the allowed ones → check the exit condition over a candidate
result. Every limit is enforced here, in code; the loop ends with a result of the declared form
or with `Exhausted` naming why, and nothing it gathered is passed on as a result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from svaya.engine.budget import OutOfTime, call_timeout
from svaya.engine.calls import CapReached, ModelCaller, ModelRouteRefused, call_tool, effect_key
from svaya.engine.checks import check_call
from svaya.engine.context import StepContext
from svaya.engine.expressions import compiled, evaluate_map
from svaya.engine.outcomes import Done, Exhausted, StepOutcome, Why
from svaya.engine.reach import model_route_classes, parse_verdict, stale_basis
from svaya.llm import REPAIR_PREFIX, CallRecord, build_request
from svaya.tools.registry import from_wire_name, wire_name

EXIT_NOT_MET = "EXIT_NOT_MET:"


@dataclass
class _Loop:
    messages: list[dict[str, Any]]
    tier: str
    seq: int = 0
    rejected: int = 0
    seen_calls: set[str] = field(default_factory=set)


class _Stop(Exception):
    def __init__(self, outcome: StepOutcome) -> None:
        self.outcome = outcome


def run_agent(step: Any, ctx: StepContext) -> StepOutcome:
    try:
        return _run(step, ctx)
    except _Stop as stop:
        return stop.outcome
    except CapReached as exc:
        return _exhausted(step, Why.CAP, str(exc))
    except OutOfTime as exc:
        return _exhausted(step, Why.TIME, f"{exc} (time_budget {step.time_budget})")
    except ModelRouteRefused as exc:
        exc.journal(ctx.ledger)
        return _exhausted(step, Why.GUARD, str(exc))


def _run(step: Any, ctx: StepContext) -> StepOutcome:
    instruction = ctx.instruction(step.instruction).strip()
    if not instruction:
        return _exhausted(step, Why.GUARD, "the rendered instruction is empty")
    data, error = evaluate_map(step.input or {"inputs": "inputs"}, ctx.view.variables())
    if error:
        return _exhausted(step, Why.FAILED, f"step input: {error}")
    loop = _Loop(
        messages=[
            {"role": "system", "content": instruction},
            {"role": "user", "content": _json({"step_input": data})},
        ],
        tier=ctx.start_tier(step.tier),
    )
    caller = ModelCaller(ctx, model_route_classes(ctx, step))
    for pass_no in range(1, step.max_passes + 1):
        call_timeout(ctx, 0.0, f"pass {pass_no}")
        outcome = _pass(step, ctx, caller, loop, pass_no)
        if outcome is not None:
            return outcome
    return _exhausted(step, Why.PASSES, f"{step.max_passes} passes used without a result")


def _pass(
    step: Any, ctx: StepContext, caller: ModelCaller, loop: _Loop, pass_no: int
) -> StepOutcome | None:
    loop.seq = 0  # ledger keys are (attempt, pass, seq): seq counts within the pass
    request = build_request(
        model="",
        messages=ctx.privacy.outbound(loop.messages),
        tools=[ctx.policy.tools[name].function_schema() for name in step.tools],
        tool_choice="auto",
        response_schema=step.result,
        schema_name="result",
        metadata=ctx.metadata(step.id),
    )
    call = caller.call(
        pass_no,
        loop.seq,
        request,
        tier=loop.tier,
        fallback_on_empty=False,
        sealed_map=ctx.privacy.sealed(),
    )
    loop.seq, loop.tier = call.next_seq, call.tier
    record = call.record
    if record.empty or record.error is not None:
        return _unanswered(step, ctx, loop, pass_no, record)
    turn = record.turn
    assert turn is not None
    if turn.tool_calls:
        return _tool_pass(step, ctx, loop, pass_no, record)
    return _candidate(step, ctx, loop, pass_no, turn.content or "", call.llm_call_id)


def _unanswered(step: Any, ctx: StepContext, loop: _Loop, pass_no: int, record: CallRecord) -> None:
    """An empty turn (or a chain that failed) uses up the pass; the next goes stronger."""
    stronger = ctx.gateway.next_tier(loop.tier)
    kind = "empty_turn" if record.empty else (record.error.kind if record.error else "error")
    ctx.ledger.pass_end(pass_no, str(kind), {"tier": loop.tier, "next_tier": stronger})
    if stronger is not None:
        loop.tier = stronger


def _tool_pass(
    step: Any, ctx: StepContext, loop: _Loop, pass_no: int, record: CallRecord
) -> StepOutcome | None:
    turn = record.turn
    assert turn is not None
    foreign = ctx.ledger.foreign_call_ids() & {c.id for c in turn.tool_calls}
    if foreign:
        raise _Stop(
            _exhausted(
                step,
                Why.GUARD,
                f"the response refers to tool calls of another attempt: {sorted(foreign)}",
            )
        )
    loop.messages.append(_assistant_message(record))
    allowed = step.max_tool_calls_per_turn
    if len(turn.tool_calls) > allowed:
        return _too_many_calls(step, ctx, loop, pass_no, allowed)
    tools_called = []
    for call in turn.tool_calls:
        loop.messages.append(_tool_message(call.id, _one_call(step, ctx, loop, pass_no, call)))
        tools_called.append(from_wire_name(call.name))
    ctx.ledger.pass_end(pass_no, "tool_calls", {"tools": tools_called, "tier": loop.tier})
    if loop.rejected >= ctx.limits.rejected_answers_per_attempt:
        return _exhausted(step, Why.REJECTED, f"{loop.rejected} rejected answers")
    return None


def _too_many_calls(
    step: Any, ctx: StepContext, loop: _Loop, pass_no: int, allowed: int
) -> StepOutcome | None:
    """A turn asking for more calls than the step allows is a rejected answer: none of its
    calls is made, each gets the same error back, and the pass is used up."""
    turn = loop_turn(loop)
    message = (
        f"{len(turn)} tool calls in one turn; this step allows {allowed} per turn. "
        "None was made: ask again for at most that many"
    )
    loop.rejected += 1
    for call in turn:
        ctx.ledger.tool_finish(
            pass_no,
            loop.seq,
            tool=from_wire_name(call["function"]["name"]),
            effect="",
            call_id=call["id"],
            args=call["function"]["arguments"],
            status="refused",
            result=None,
            error=f"rejected: {message}",
            tries=0,
            latency_ms=0.0,
            durable=False,
        )
        loop.seq += 1
        loop.messages.append(_tool_message(call["id"], {"error": message}))
    ctx.ledger.pass_end(
        pass_no, "rejected_turn", {"tool_calls": len(turn), "allowed": allowed, "tier": loop.tier}
    )
    if loop.rejected >= ctx.limits.rejected_answers_per_attempt:
        return _exhausted(step, Why.REJECTED, f"{loop.rejected} rejected answers")
    return None


def loop_turn(loop: _Loop) -> list[dict[str, Any]]:
    """The tool calls of the assistant message just appended."""
    return list(loop.messages[-1]["tool_calls"])


def _one_call(step: Any, ctx: StepContext, loop: _Loop, pass_no: int, call: Any) -> dict:
    name = from_wire_name(call.name)
    seq = loop.seq
    loop.seq += 1
    if name not in step.tools or name not in ctx.policy.tools:
        return _reject(
            ctx,
            loop,
            pass_no,
            seq,
            call,
            name,
            f"tool {name} is not available in this step; use one of {step.tools}",
        )
    if call.arguments is None:
        return _reject(
            ctx,
            loop,
            pass_no,
            seq,
            call,
            name,
            f"arguments are not valid JSON: {call.arguments_error}",
        )
    signature = name + _json(call.arguments)
    if signature in loop.seen_calls:
        raise _Stop(
            _exhausted(
                step,
                Why.GUARD,
                f"the same call of {name} with the same arguments repeated: the loop is not moving",
            )
        )
    loop.seen_calls.add(signature)
    tool = ctx.policy.tools[name]
    verdict = check_call(ctx, tool, call.arguments)
    if not verdict.allowed:
        return _refuse(ctx, loop, pass_no, seq, call, name, verdict)
    return _invoke(step, ctx, pass_no, seq, call, tool, verdict.args)


def _invoke(
    step: Any, ctx: StepContext, pass_no: int, seq: int, call: Any, tool: Any, args: dict[str, Any]
) -> dict:
    result = call_tool(
        ctx,
        tool,
        args,
        pass_no=pass_no,
        seq=seq,
        call_id=call.id,
        idempotency_key=effect_key(ctx.run_key, step.id, tool.name, args),
    )
    if result.status == "in_doubt":
        raise _Stop(_exhausted(step, Why.IN_DOUBT, f"{tool.name}: {result.error}"))
    if result.status != "finished":
        return {"error": result.error or "the system refused the call"}
    return {"result": result.result}


def _reject(
    ctx: StepContext, loop: _Loop, pass_no: int, seq: int, call: Any, name: str, message: str
) -> dict:
    loop.rejected += 1
    ctx.ledger.tool_finish(
        pass_no,
        seq,
        tool=name,
        effect="",
        call_id=call.id,
        args=call.arguments if call.arguments is not None else call.raw_arguments,
        status="refused",
        result=None,
        error=f"rejected: {message}",
        tries=0,
        latency_ms=0.0,
        durable=False,
    )
    return {"error": message}


def _refuse(
    ctx: StepContext, loop: _Loop, pass_no: int, seq: int, call: Any, name: str, verdict: Any
) -> dict:
    if verdict.kind != "route":
        loop.rejected += 1
    ctx.ledger.tool_finish(
        pass_no,
        seq,
        tool=name,
        effect="",
        call_id=call.id,
        args=call.arguments,
        status="refused",
        result=None,
        error=f"{verdict.kind}: {verdict.message}",
        tries=0,
        latency_ms=0.0,
        durable=False,
    )
    return {"refused": verdict.message, "classes": list(verdict.classes)}


def _candidate(
    step: Any, ctx: StepContext, loop: _Loop, pass_no: int, content: str, llm_call_id: int | None
) -> StepOutcome | None:
    loop.messages.append({"role": "assistant", "content": content})
    result, problem = parse_verdict(step.result, content)
    if problem:
        loop.rejected += 1
        loop.messages.append({"role": "user", "content": f"{REPAIR_PREFIX} {problem}"})
        ctx.ledger.pass_end(pass_no, "rejected_result", {"problem": problem})
        if loop.rejected >= ctx.limits.rejected_answers_per_attempt:
            return _exhausted(step, Why.REJECTED, f"{loop.rejected} rejected answers")
        return None
    restored = ctx.privacy.restore(result)
    met = compiled(step.exit_when, True).test(ctx.view.variables(result=restored))
    if met.ok and met.value:
        stale = stale_basis(ctx, step.id)
        if stale:  # made on a state that is gone: not applied, a person looks
            ctx.ledger.pass_end(pass_no, "result_stale", {"why": stale})
            return _exhausted(step, Why.GUARD, f"result not applied: {stale}")
        ctx.ledger.pass_end(pass_no, "result", {})
        return Done({"result": restored}, provenance=llm_call_id)
    why = met.error or f"the exit condition `{step.exit_when}` is not met"
    loop.messages.append({"role": "user", "content": f"{EXIT_NOT_MET} {why}"})
    ctx.ledger.pass_end(pass_no, "exit_not_met", {"why": why})
    return None


def _assistant_message(record: CallRecord) -> dict[str, Any]:
    turn = record.turn
    assert turn is not None
    return {
        "role": "assistant",
        "content": turn.content,
        "tool_calls": [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.name, "arguments": c.raw_arguments},
            }
            for c in turn.tool_calls
        ],
    }


def _tool_message(call_id: str, content: dict[str, Any]) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": _json(content)}


def _exhausted(step: Any, why: Why, detail: str) -> Exhausted:
    return Exhausted(why, detail, step.on_exhausted, retry_step=step.id)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


__all__ = ["EXIT_NOT_MET", "run_agent", "wire_name"]
