"""Token counts like a real server reports them, without a tokenizer."""

from __future__ import annotations

import json
import math
from typing import Any

# Rough BPE rates: English and JSON about 4 characters a token, Cyrillic about 3.5.
_ASCII_CHARS_PER_TOKEN = 4.0
_OTHER_CHARS_PER_TOKEN = 3.5
_PER_MESSAGE = 4  # role and separators
_REPLY_PRIMING = 3


def estimate_tokens(text: str) -> int:
    if not text:
        return 0
    # Bytes beyond one per character count the non-ASCII characters (Cyrillic is two bytes)
    # without a Python-level loop over the text.
    non_ascii = min(len(text.encode()) - len(text), len(text))
    ascii_chars = len(text) - non_ascii
    return math.ceil(ascii_chars / _ASCII_CHARS_PER_TOKEN + non_ascii / _OTHER_CHARS_PER_TOKEN)


def prompt_tokens(body: dict[str, Any]) -> int:
    total = _REPLY_PRIMING
    for message in body.get("messages") or []:
        total += _PER_MESSAGE + estimate_tokens(_message_text(message))
    for key in ("tools", "response_format"):
        if body.get(key):
            total += estimate_tokens(_dumps(body[key]))
    return total


def completion_tokens(message: dict[str, Any]) -> int:
    return max(1, estimate_tokens(_message_text(message)))


def _message_text(message: dict[str, Any]) -> str:
    content = message.get("content")
    text = content if isinstance(content, str) else _dumps(content) if content else ""
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        text += f" {function.get('name', '')} {function.get('arguments', '')}"
    return text


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
