"""Hand-built conversations in the engine's message format, and the policy's decision on them."""

from __future__ import annotations

import json
from typing import Any

from svaya.llm import build_request
from svaya.stand.actions import Action, Answer, CallTools
from svaya.stand.conversation import Conversation
from svaya.stand.model import SyntheticModel
from svaya.tools.registry import load_registry

REGISTRY = load_registry()
MODEL = SyntheticModel()


class Chat:
    def __init__(
        self, solution: str, step: str, step_input: dict[str, Any], tools: tuple[str, ...] = ()
    ) -> None:
        self.solution, self.step, self.tools = solution, step, list(tools)
        self.messages: list[dict[str, Any]] = [
            {"role": "system", "content": f"Инструкция шага {step}."},
            {"role": "user", "content": _dumps({"step_input": step_input})},
        ]
        self._ids = 0

    def calls(self, *exchanges: tuple[str, dict[str, Any], dict[str, Any]]) -> Chat:
        """One pass: (wire name, arguments, tool message content) per call."""
        ids = [self._next_id() for _ in exchanges]
        self.messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": n, "arguments": _dumps(a)}}
                    for i, (n, a, _) in zip(ids, exchanges, strict=True)
                ],
            }
        )
        for call_id, (_, _, content) in zip(ids, exchanges, strict=True):
            self.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": _dumps(content)}
            )
        return self

    def answered(self, content: dict[str, Any]) -> Chat:
        self.messages.append({"role": "assistant", "content": _dumps(content)})
        return self

    def note(self, text: str) -> Chat:
        self.messages.append({"role": "user", "content": text})
        return self

    def body(self, schema: dict[str, Any] | None = None) -> dict[str, Any]:
        return build_request(
            model="stand-strong",
            messages=self.messages,
            tools=[REGISTRY[name].function_schema() for name in self.tools],
            tool_choice="auto" if self.tools else None,
            response_schema=schema or {"type": "object"},
            metadata={"solution": self.solution, "step": self.step},
        )

    def decide(self) -> Action:
        """The model's decision: the step's rules in its stand.yaml, else its Python policy."""
        return MODEL.decide(Conversation.parse(self.body()))

    def _next_id(self) -> str:
        self._ids += 1
        return f"call_{self._ids}"


def tool_calls(action: Action) -> list[tuple[str, dict[str, Any]]]:
    assert isinstance(action, CallTools), f"expected tool calls, got {action!r}"
    return [(c.name, c.arguments) for c in action.calls]  # type: ignore[misc]


def answer(action: Action) -> dict[str, Any]:
    assert isinstance(action, Answer), f"expected an answer, got {action!r}"
    return json.loads(action.content)


def result(value: dict[str, Any]) -> dict[str, Any]:
    return {"result": value}


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
