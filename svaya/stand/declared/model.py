"""The synthetic model's declared behaviour: a step's rules, first match wins, evaluated over a
view of the request as it arrives on the wire (never a side channel)."""

from __future__ import annotations

import logging
from typing import Any

from svaya.spec.stand import ModelRule, StandFile
from svaya.stand.actions import Action, Answer, CallTools, EmptyTurn, PlannedCall, answer_json
from svaya.stand.conversation import Conversation
from svaya.stand.declared.templates import TemplateError, render, test

logger = logging.getLogger(__name__)


def request_view(conv: Conversation) -> dict[str, Any]:
    """What a rule sees: the step input, the tools called and their answers, the offered tools,
    the model name and whether this is a repair request."""
    called: list[str] = []
    results: dict[str, Any] = {}
    last: dict[str, Any] = {}
    names = {}
    for turn in conv.assistant_turns:
        for past in turn.tool_calls:
            names[past.id] = _dotted(past.name)
            called.append(_dotted(past.name))
    for answer in conv.tool_results:
        tool = names.get(answer.call_id or "") or _dotted(answer.name or "")
        last = _tool_answer(tool, answer.data, answer.content)
        if last["status"] == "ok":
            results[tool] = last["result"]
    return {
        "input": _step_input(conv),
        "called": called,
        "results": results,
        "last": last,
        "tools": [_dotted(tool.name) for tool in conv.tools],
        "model": conv.model,
        "repair": conv.is_repair,
        "error": conv.validation_error or "",
        "passes": conv.passes,
        "text": conv.data_text(),
    }


class StepRules:
    """The rules of one step; `answer` is None when no rule matched (the generic policy
    answers then)."""

    def __init__(self, solution: str, step: str, rules: list[ModelRule]) -> None:
        self.solution, self.step, self.rules = solution, step, rules

    def __call__(self, conv: Conversation) -> Action | None:
        view = request_view(conv)
        for index, rule in enumerate(self.rules):
            try:
                if rule.when is None or test(rule.when, "model", view):
                    return _action(rule, view)
            except TemplateError as exc:
                # A field the request does not carry makes the rule not match, as a
                # business reader expects of "amount > 100000" on a request without amount.
                logger.debug("%s/%s rule %d skipped: %s", self.solution, self.step, index, exc)
        return None


def rules_of(stand: StandFile, solution: str) -> dict[str, StepRules]:
    return {step: StepRules(solution, step, rules) for step, rules in stand.model.items()}


def _action(rule: ModelRule, view: dict[str, Any]) -> Action:
    kind = rule.answer
    if kind in ("verdict", "result"):
        return answer_json(render(getattr(rule, kind), "model", view))
    if kind == "call":
        assert rule.call is not None
        return CallTools((PlannedCall(_wire(rule.call), render(rule.args or {}, "model", view)),))
    if kind == "calls":
        planned = [
            PlannedCall(_wire(c.tool), render(c.args, "model", view)) for c in rule.calls or []
        ]
        return CallTools(tuple(planned))
    if kind == "empty":
        return EmptyTurn()
    return Answer(str(render(rule.text, "model", view)))


def _step_input(conv: Conversation) -> dict[str, Any]:
    for item in conv.inputs:
        if isinstance(item, dict) and isinstance(item.get("step_input"), dict):
            return item["step_input"]
    return {}


def _tool_answer(tool: str, data: Any, content: str) -> dict[str, Any]:
    if isinstance(data, dict) and "refused" in data:
        return {"tool": tool, "status": "refused", "result": None, "error": str(data["refused"])}
    if isinstance(data, dict) and "error" in data:
        return {"tool": tool, "status": "error", "result": None, "error": str(data["error"])}
    result = data.get("result") if isinstance(data, dict) and "result" in data else data
    if result is None and content:
        result = content
    return {"tool": tool, "status": "ok", "result": result, "error": ""}


def _dotted(wire: str) -> str:
    return wire.replace("__", ".", 1)


def _wire(tool: str) -> str:
    return tool.replace(".", "__")


__all__ = ["StepRules", "request_view", "rules_of"]
