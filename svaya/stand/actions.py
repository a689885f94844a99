"""What a policy decides the synthetic model does on this turn."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PlannedCall:
    name: str
    arguments: dict[str, Any] | str  # a str is sent verbatim, even if it is broken JSON


@dataclass(frozen=True)
class CallTools:
    calls: tuple[PlannedCall, ...]


@dataclass(frozen=True)
class Answer:
    content: str  # JSON text for a verdict, prose otherwise; sent verbatim
    finish_reason: str = "stop"


@dataclass(frozen=True)
class EmptyTurn:
    """A failed generation: HTTP 200, no content, no tool call, no usage."""


Action = CallTools | Answer | EmptyTurn


def call(name: str, arguments: dict[str, Any] | str | None = None) -> CallTools:
    return CallTools((PlannedCall(name, {} if arguments is None else arguments),))


def call_many(*calls: tuple[str, dict[str, Any] | str]) -> CallTools:
    return CallTools(tuple(PlannedCall(name, arguments) for name, arguments in calls))


def answer_json(value: Any) -> Answer:
    return Answer(json.dumps(value, ensure_ascii=False))


def answer_text(text: str) -> Answer:
    return Answer(text)
