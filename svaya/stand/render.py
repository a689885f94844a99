"""Chat Completions response bodies, and the broken variants the faults produce."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from svaya.stand.actions import Action, Answer, CallTools, EmptyTurn, PlannedCall
from svaya.stand.faults import pick
from svaya.stand.tokens import completion_tokens, prompt_tokens

# Responses are a pure function of the request, `created` included, so a recorded run's
# responses can be compared byte for byte with a re-run.
CREATED = 1_767_225_600  # 2026-01-01T00:00:00Z


def completion(action: Action, body: dict[str, Any], digest: str) -> dict[str, Any]:
    message, finish_reason = _message(action, digest)
    response: dict[str, Any] = {
        "id": f"chatcmpl-{digest[:24]}",
        "object": "chat.completion",
        "created": CREATED,
        "model": body["model"],
        "choices": [
            {"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason}
        ],
    }
    # A failed generation carries no usage: the provider does not bill it.
    if not isinstance(action, EmptyTurn):
        prompt, output = prompt_tokens(body), completion_tokens(message)
        response["usage"] = {
            "prompt_tokens": prompt,
            "completion_tokens": output,
            "total_tokens": prompt + output,
        }
    return response


def error_body(message: str, *, kind: str, param: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": param, "code": None}}


def garbled(body: dict[str, Any], digest: str) -> str:
    """A 200 body cut off mid-JSON, as a proxy dropping the upstream connection leaves it."""
    return (
        f'{{"id": "chatcmpl-{digest[:24]}", "object": "chat.completion", "created": {CREATED}, '
        f'"model": {json.dumps(body.get("model"))}, "choices": [{{"index": 0, "message": '
        '{"role": "assistant", "content": "{\\"reas'
    )


def without_field(answer: Answer, schema: dict[str, Any], digest: str) -> Answer:
    try:
        verdict = json.loads(answer.content)
    except ValueError:
        return answer
    if not isinstance(verdict, dict):
        return answer
    required = [key for key in schema.get("required") or [] if key in verdict]
    if not required:
        return answer
    del verdict[required[pick(digest, "missing_field", len(required))]]
    return Answer(json.dumps(verdict, ensure_ascii=False), answer.finish_reason)


def malformed(answer: Answer, digest: str) -> Answer:
    """Either prose around a fenced block or a verdict cut off at the token limit."""
    if pick(digest, "malformed_style", 2) == 0:
        return Answer(f"Вот ответ в формате JSON:\n```json\n{answer.content}\n```")
    return Answer(answer.content[: max(1, len(answer.content) * 2 // 3)], finish_reason="length")


def broken_arguments(action: CallTools) -> CallTools:
    first, *rest = action.calls
    raw = first.arguments if isinstance(first.arguments, str) else _dumps(first.arguments)
    return CallTools((PlannedCall(first.name, raw[: max(1, len(raw) * 2 // 3)]), *rest))


def _message(action: Action, digest: str) -> tuple[dict[str, Any], str]:
    message: dict[str, Any] = {"role": "assistant", "content": None}
    if isinstance(action, CallTools):
        message["tool_calls"] = [_tool_call(call, digest, i) for i, call in enumerate(action.calls)]
        return message, "tool_calls"
    if isinstance(action, Answer):
        message["content"] = action.content
        return message, action.finish_reason
    return message, "stop"


def _tool_call(call: PlannedCall, digest: str, index: int) -> dict[str, Any]:
    arguments = call.arguments if isinstance(call.arguments, str) else _dumps(call.arguments)
    call_id = hashlib.sha256(f"call:{index}:{digest}".encode()).hexdigest()[:24]
    return {
        "id": f"call_{call_id}",
        "type": "function",
        "function": {"name": call.name, "arguments": arguments},
    }


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
