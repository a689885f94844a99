"""Parsing a Chat Completions response into a typed turn."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


class MalformedResponse(ValueError):
    """The body is JSON but not a Chat Completions response."""


@dataclass
class ToolCall:
    id: str
    name: str
    raw_arguments: str
    arguments: dict[str, Any] | None
    arguments_error: str | None


@dataclass
class Usage:
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


@dataclass
class Turn:
    content: str | None
    tool_calls: list[ToolCall]
    finish_reason: str | None
    usage: Usage | None


def parse_turn(data: Any) -> Turn:
    """Raise MalformedResponse if `data` lacks choices[0].message or its fields have wrong types."""
    if not isinstance(data, dict):
        raise MalformedResponse("response is not a JSON object")
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise MalformedResponse("response has no choices[0]")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise MalformedResponse("response has no choices[0].message")
    finish_reason = choices[0].get("finish_reason")
    return Turn(
        content=_content(message.get("content")),
        tool_calls=_tool_calls(message.get("tool_calls")),
        finish_reason=finish_reason if isinstance(finish_reason, str) else None,
        usage=parse_usage(data.get("usage")),
    )


def is_empty(turn: Turn, *, require_tool_call: bool = False) -> bool:
    """A turn that produced nothing: no tool call and no text (whitespace is no text)."""
    if turn.tool_calls:
        return False
    return require_tool_call or not (turn.content and turn.content.strip())


def parse_usage(usage: Any) -> Usage | None:
    """None when usage is absent or unusable: such a call has no price."""
    if not isinstance(usage, dict):
        return None
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    if not _count(prompt) or not _count(completion):
        return None
    total = usage.get("total_tokens")
    return Usage(prompt, completion, total if _count(total) else prompt + completion)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _content(content: Any) -> str | None:
    if content is None or isinstance(content, str):
        return content
    # Some compatible servers return content as a list of typed parts.
    if isinstance(content, list):
        texts = [p.get("text") for p in content if isinstance(p, dict) and p.get("type") == "text"]
        return "".join(t for t in texts if isinstance(t, str))
    raise MalformedResponse("choices[0].message.content is neither text nor null")


def _tool_calls(raw: Any) -> list[ToolCall]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise MalformedResponse("choices[0].message.tool_calls is not a list")
    return [_tool_call(index, item) for index, item in enumerate(raw)]


def _tool_call(index: int, item: Any) -> ToolCall:
    function = item.get("function") if isinstance(item, dict) else None
    name = function.get("name") if isinstance(function, dict) else None
    if not isinstance(name, str) or not name:
        raise MalformedResponse(f"tool_calls[{index}] has no function name")
    call_id = item.get("id")
    raw_arguments = function.get("arguments")
    if isinstance(raw_arguments, dict):  # Ollama-style servers send an object, not a string
        raw_arguments = json.dumps(raw_arguments, ensure_ascii=False)
    if not isinstance(raw_arguments, str):
        raw_arguments = "" if raw_arguments is None else str(raw_arguments)
    arguments, error = _arguments(raw_arguments)
    return ToolCall(
        id=call_id if isinstance(call_id, str) else f"call_{index}",
        name=name,
        raw_arguments=raw_arguments,
        arguments=arguments,
        arguments_error=error,
    )


def _arguments(raw: str) -> tuple[dict[str, Any] | None, str | None]:
    try:
        value = json.loads(raw)
    except ValueError as exc:
        return None, f"arguments are not valid JSON: {exc}"
    if not isinstance(value, dict):
        return None, f"arguments are JSON {type(value).__name__}, not an object"
    return value, None
