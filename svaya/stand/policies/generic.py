"""The policy for any step without a scripted one: call each offered tool once, then answer."""

from __future__ import annotations

from typing import Any

from svaya.stand.actions import Action, Answer, CallTools, PlannedCall, answer_json
from svaya.stand.conversation import Conversation, ToolSpec
from svaya.stand.instances import Filler, fill_verdict, repair_verdict


def generic(conv: Conversation) -> Action:
    if conv.is_repair and conv.response_schema is not None:
        return answer_json(repair_verdict(conv, conv.response_schema))
    tool = next_tool(conv)
    if tool is not None:
        return CallTools((PlannedCall(tool.name, tool_arguments(conv, tool)),))
    if conv.response_schema is not None:
        return answer_json(fill_verdict(conv, conv.response_schema))
    return Answer(prose(conv))


def next_tool(conv: Conversation) -> ToolSpec | None:
    """The tool this turn calls: the forced one, else the first not yet called; when a call is
    required and every tool was called, the first again (a model re-reading what it has)."""
    forced = conv.forced_tool()
    if forced is not None:
        return conv.tool(forced)
    if not conv.tools or conv.tool_choice == "none":
        return None
    pending = next((tool for tool in conv.tools if not conv.called(tool.name)), None)
    if pending is None and conv.tool_choice == "required":
        return conv.tools[0]
    return pending


def tool_arguments(conv: Conversation, tool: ToolSpec) -> dict[str, Any]:
    """Arguments from the parameter schema, copying same-named values from the data."""
    parameters = tool.parameters or {"type": "object", "properties": {}}
    arguments = Filler(conv, parameters).fill(parameters)
    return arguments if isinstance(arguments, dict) else {}


def prose(conv: Conversation) -> str:
    called = [tool.name for tool in conv.tools if conv.called(tool.name)]
    if called:
        return f"Готово. Учтены результаты: {', '.join(called)}. Противоречий в данных не найдено."
    return "Готово. Входные данные шага рассмотрены, противоречий не найдено."
