"""What a Chat Completions request tells the synthetic model, parsed once for the policies."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from svaya.llm.request import REPAIR_PREFIX


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class PastCall:
    id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class AssistantTurn:
    content: str | None
    tool_calls: tuple[PastCall, ...]


@dataclass(frozen=True)
class ToolResult:
    call_id: str | None
    name: str | None
    content: str
    data: Any  # parsed JSON, or None when the content is not JSON


@dataclass(frozen=True)
class Evidence:
    """One scalar found in the data messages: `key` is its innermost object key."""

    key: str | None
    value: Any
    source: str  # a tool name, or "input" for step input data


@dataclass(frozen=True)
class Conversation:
    model: str
    solution: str | None
    step: str | None
    system: str
    inputs: tuple[Any, ...]  # JSON user messages (step input data), oldest first
    user_texts: tuple[str, ...]  # every non-repair user message, as text
    assistant_turns: tuple[AssistantTurn, ...]
    tool_results: tuple[ToolResult, ...]
    tools: tuple[ToolSpec, ...]
    tool_choice: str | dict[str, Any] | None
    response_schema: dict[str, Any] | None
    validation_error: str | None  # the last one the engine sent back
    is_repair: bool  # the last message is a repair request
    body: dict[str, Any]

    @classmethod
    def parse(cls, body: dict[str, Any]) -> Conversation:
        return _Parser(body).conversation()

    @property
    def passes(self) -> int:
        return len(self.assistant_turns)

    def tool(self, name: str) -> ToolSpec | None:
        return next((tool for tool in self.tools if tool.name == name), None)

    def called(self, name: str) -> bool:
        return any(call.name == name for turn in self.assistant_turns for call in turn.tool_calls)

    def results(self, name: str) -> list[ToolResult]:
        return [result for result in self.tool_results if result.name == name]

    def last_result(self, name: str) -> ToolResult | None:
        found = self.results(name)
        return found[-1] if found else None

    def last_answer(self) -> str | None:
        for turn in reversed(self.assistant_turns):
            if turn.content:
                return turn.content
        return None

    def forced_tool(self) -> str | None:
        choice = self.tool_choice
        if isinstance(choice, dict) and isinstance(choice.get("function"), dict):
            name = choice["function"].get("name")
            return name if isinstance(name, str) else None
        return None

    def evidence(self) -> list[Evidence]:
        """Scalars from tool results and input data, newest first: later facts win."""
        found: list[Evidence] = []
        for item in self.inputs:
            found.extend(_flatten(item, None, "input"))
        for result in self.tool_results:
            found.extend(_flatten(result.data, None, result.name or "tool"))
        return found[::-1]

    def data_text(self) -> str:
        """The data the model was shown (inputs and tool results), not its instruction."""
        return "\n".join([*self.user_texts, *(r.content for r in self.tool_results)])


class _Parser:
    def __init__(self, body: dict[str, Any]) -> None:
        self.body = body
        self.system: list[str] = []
        self.inputs: list[Any] = []
        self.user_texts: list[str] = []
        self.turns: list[AssistantTurn] = []
        self.results: list[ToolResult] = []
        self.repairs: list[str] = []
        self.call_names: dict[str, str] = {}

    def conversation(self) -> Conversation:
        messages = self.body.get("messages") or []
        for message in messages:
            self._message(message)
        metadata = self.body.get("metadata") or {}
        last = messages[-1] if messages else {}
        return Conversation(
            model=str(self.body.get("model", "")),
            solution=_str_or_none(metadata.get("solution")),
            step=_str_or_none(metadata.get("step")),
            system="\n\n".join(self.system),
            inputs=tuple(self.inputs),
            user_texts=tuple(self.user_texts),
            assistant_turns=tuple(self.turns),
            tool_results=tuple(self.results),
            tools=tuple(_tools(self.body.get("tools"))),
            tool_choice=self.body.get("tool_choice"),
            response_schema=_response_schema(self.body.get("response_format")),
            validation_error=self.repairs[-1] if self.repairs else None,
            is_repair=last.get("role") == "user" and _text(last).startswith(REPAIR_PREFIX),
            body=self.body,
        )

    def _message(self, message: dict[str, Any]) -> None:
        role, text = message.get("role"), _text(message)
        if role in ("system", "developer"):
            self.system.append(text)
        elif role == "user" and text.startswith(REPAIR_PREFIX):
            self.repairs.append(text[len(REPAIR_PREFIX) :].strip())
        elif role == "user":
            self.user_texts.append(text)
            data = _json_or_none(text)
            if data is not None:
                self.inputs.append(data)
        elif role == "assistant":
            self._assistant(message, text)
        elif role == "tool":
            call_id = _str_or_none(message.get("tool_call_id"))
            name = self.call_names.get(call_id or "") or _str_or_none(message.get("name"))
            self.results.append(ToolResult(call_id, name, text, _json_or_none(text)))

    def _assistant(self, message: dict[str, Any], text: str) -> None:
        calls = []
        for raw in message.get("tool_calls") or []:
            function = raw.get("function") or {}
            call = PastCall(
                str(raw.get("id", "")),
                str(function.get("name", "")),
                str(function.get("arguments", "")),
            )
            self.call_names[call.id] = call.name
            calls.append(call)
        self.turns.append(AssistantTurn(text or None, tuple(calls)))


def _text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else ""


def _json_or_none(text: str) -> Any:
    if not text.lstrip().startswith(("{", "[")):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _tools(raw: Any) -> Iterator[ToolSpec]:
    for tool in raw or []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            parameters = function.get("parameters")
            yield ToolSpec(
                name=function["name"],
                description=str(function.get("description", "")),
                parameters=parameters if isinstance(parameters, dict) else {},
            )


def _response_schema(response_format: Any) -> dict[str, Any] | None:
    if not isinstance(response_format, dict) or response_format.get("type") != "json_schema":
        return None
    schema = (response_format.get("json_schema") or {}).get("schema")
    return schema if isinstance(schema, dict) else None


def _flatten(value: Any, key: str | None, source: str) -> Iterator[Evidence]:
    if isinstance(value, dict):
        for inner_key, inner in value.items():
            yield from _flatten(inner, str(inner_key), source)
    elif isinstance(value, list):
        for item in value:
            yield from _flatten(item, key, source)
    elif value is not None:
        yield Evidence(key, value, source)
