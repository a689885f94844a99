"""Building OpenAI Chat Completions request bodies."""

from __future__ import annotations

import re
from typing import Any

# The engine sends a rejected verdict back to the model as a user message starting with this
# prefix, followed by the validation error; the stand recognises the same prefix.
REPAIR_PREFIX = "VALIDATION_ERROR:"

_TOOL_CHOICES = ("auto", "none", "required")
_SCHEMA_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
FUNCTION_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def build_request(
    *,
    model: str,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]] | None = None,
    tool_choice: str | dict[str, Any] | None = None,
    response_schema: dict[str, Any] | None = None,
    schema_name: str = "verdict",
    metadata: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Return a Chat Completions body. Tools may be given as OpenAI tool objects or as bare
    function objects ({name, description, parameters}); both become {"type": "function", ...}."""
    _check_messages(messages)
    body: dict[str, Any] = {"model": model, "messages": list(messages)}
    if tools:
        body["tools"] = [_tool(tool) for tool in tools]
    if tool_choice is not None:
        body["tool_choice"] = _tool_choice(tool_choice)
    if response_schema is not None:
        body["response_format"] = _response_format(response_schema, schema_name)
    if metadata:
        body["metadata"] = _metadata(metadata)
    return body


def repair_message(error: str) -> dict[str, str]:
    """The user message that sends a validation error back to the model."""
    return {"role": "user", "content": f"{REPAIR_PREFIX} {error}"}


def _check_messages(messages: list[dict[str, Any]]) -> None:
    if not messages:
        raise ValueError("messages is empty: a request needs at least one message")
    for index, message in enumerate(messages):
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise ValueError(f"messages[{index}] must be an object with a 'role'")


def _tool(tool: dict[str, Any]) -> dict[str, Any]:
    function = tool.get("function") if tool.get("type") == "function" else tool
    if not isinstance(function, dict) or not isinstance(function.get("name"), str):
        raise ValueError(f"tool {tool!r} has no function name")
    if not FUNCTION_NAME.match(function["name"]):
        raise ValueError(
            f"tool name {function['name']!r} is refused by OpenAI-compatible servers: use 1-64 "
            "letters, digits, '_' or '-' (the tool registry's wire names, e.g. bank__fraud_check)"
        )
    return {"type": "function", "function": function}


def _tool_choice(choice: str | dict[str, Any]) -> str | dict[str, Any]:
    if isinstance(choice, str) and choice not in _TOOL_CHOICES:
        raise ValueError(
            f"tool_choice {choice!r} must be one of {', '.join(_TOOL_CHOICES)} "
            'or {"type": "function", "function": {"name": ...}}'
        )
    return choice


def _response_format(schema: dict[str, Any], name: str) -> dict[str, Any]:
    if not _SCHEMA_NAME.match(name):
        raise ValueError(f"schema_name {name!r} must be 1-64 letters, digits, '_' or '-'")
    if not isinstance(schema, dict):
        raise ValueError("response_schema must be a JSON Schema object")
    return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": schema}}


def _metadata(metadata: dict[str, str]) -> dict[str, str]:
    for key, value in metadata.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise ValueError(f"metadata {key!r}: keys and values must be strings")
    return dict(metadata)
