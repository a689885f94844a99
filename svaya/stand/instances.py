"""Valid JSON Schema instances grounded in what the conversation shows.

Enums take the value the data supports (same key first, then any equal value, then a mention in
the text), other fields copy a same-key value from the data when one fits, and `reason` explains
in Russian which facts decided. Repairs keep the previous answer's valid fields and redo the rest.
"""

from __future__ import annotations

import json
import re
from typing import Any

import jsonschema

from svaya.stand.conversation import Conversation, Evidence

_MISSING: Any = object()
_PHRASES = (
    (("summary", "resume", "conclusion"), "Данные проверены, существенных противоречий нет."),
    (
        ("answer", "message", "text", "body", "reply", "letter"),
        "Здравствуйте! Ваше обращение рассмотрено.",
    ),
    (("comment", "note", "notes", "remark"), "Замечаний нет."),
    (("title", "subject", "heading"), "Результат проверки"),
    (("query", "search", "question"), "условия и ограничения по заявке"),
)
_DEFAULT_PHRASE = "Проверено по данным шага."
_FORMATS = {
    "date": "2026-01-15",
    "date-time": "2026-01-15T10:00:00+03:00",
    "email": "client@example.ru",
    "uri": "https://example.ru/",
}


class Filler:
    def __init__(self, conv: Conversation, root: dict[str, Any] | None = None) -> None:
        self.conv = conv
        self.root = root or {}
        self.evidence = conv.evidence()
        self.text = conv.data_text().lower()
        self.notes: list[str] = []
        self.correction = ""

    def fill(self, schema: dict[str, Any], key: str | None = None, avoid: Any = _MISSING) -> Any:
        schema = self._deref(schema)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return self._enum(list(schema["enum"]), key, avoid)
        options = schema.get("anyOf") or schema.get("oneOf") or schema.get("allOf")
        if options:
            return self._option(options, key, avoid)
        kind, nullable = _kind(schema)
        if nullable and self._same_key(key, lambda value: True) is None:
            return None
        return getattr(self, f"_{kind}")(schema, key, avoid)

    def repair(self, previous: Any, schema: dict[str, Any], error: str) -> Any:
        """Keep the previous answer's valid fields; redo the ones missing, invalid or named."""
        schema = self._deref(schema)
        properties = schema.get("properties")
        if not isinstance(previous, dict) or not isinstance(properties, dict):
            return self.fill(schema)
        self.correction = f"Исправлено по замечанию проверки «{_clip(error, 120)}». "
        result = {}
        for key, sub in properties.items():
            named = re.search(rf"(?<!\w){re.escape(key)}(?!\w)", error) is not None
            if key in previous and not named and self._valid(previous[key], sub):
                result[key] = previous[key]
            elif key != "reason":
                avoid = previous.get(key, _MISSING) if named else _MISSING
                result[key] = self.fill(sub, key, avoid)
        return self._with_reason(result, properties)

    def reason(self) -> str:
        return self.correction + self._grounds()

    def _grounds(self) -> str:
        if self.notes:
            return f"Вывод сделан по данным: {'; '.join(self.notes[:4])}."
        sources = sorted({e.source for e in self.evidence if e.source != "input"})
        if sources:
            return f"Учтены результаты: {', '.join(sources)}; признаков для иного вывода нет."
        return "Решение принято по входным данным шага; признаков для иного вывода нет."

    def _object(self, schema: dict[str, Any], key: str | None, avoid: Any) -> dict[str, Any]:
        properties = schema.get("properties") or {}
        result = {k: self.fill(sub, k) for k, sub in properties.items() if k != "reason"}
        return self._with_reason(result, properties)

    def _with_reason(self, result: dict[str, Any], properties: dict[str, Any]) -> dict[str, Any]:
        if "reason" in properties:  # last: it explains the decisions taken above
            result["reason"] = self.reason()
        return {k: result[k] for k in properties if k in result}

    def _array(self, schema: dict[str, Any], key: str | None, avoid: Any) -> list[Any]:
        count = max(int(schema.get("minItems", 1)), 0)
        if "maxItems" in schema:
            count = min(count, int(schema["maxItems"]))
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        return [self.fill(items, key) for _ in range(count)]

    def _string(self, schema: dict[str, Any], key: str | None, avoid: Any) -> str:
        if key == "reason":
            return self.reason()
        found = self._same_key(key, lambda value: isinstance(value, str))
        value = found.value if found else _FORMATS.get(schema.get("format", ""), _phrase(key))
        if isinstance(schema.get("pattern"), str):
            value = _matching(schema["pattern"], value)
        if "maxLength" in schema:
            value = value[: int(schema["maxLength"])]
        return value.ljust(int(schema.get("minLength", 0)), ".")

    def _integer(self, schema: dict[str, Any], key: str | None, avoid: Any) -> int:
        return int(self._number(schema, key, avoid))

    def _number(self, schema: dict[str, Any], key: str | None, avoid: Any) -> float | int:
        low, high = schema.get("minimum"), schema.get("maximum")
        found = self._same_key(key, lambda v: _is_number(v) and _within(v, low, high))
        if found is not None:
            return found.value
        if low is not None and high is not None:
            return (low + high) / 2
        return low if low is not None else min(1, high) if high is not None else 1

    def _boolean(self, schema: dict[str, Any], key: str | None, avoid: Any) -> bool:
        found = self._same_key(key, lambda value: isinstance(value, bool))
        value = found.value if found else False
        return (not value) if value == avoid else value

    def _null(self, schema: dict[str, Any], key: str | None, avoid: Any) -> None:
        return None

    def _enum(self, values: list[Any], key: str | None, avoid: Any) -> Any:
        candidates = [v for v in values if not _same(v, avoid)] or values
        for match in (
            lambda e: e.key == key and _member(e.value, candidates),
            lambda e: isinstance(e.value, str) and _member(e.value, candidates),
        ):
            found = next((e for e in self.evidence if match(e)), None)
            if found is not None:
                self._note(key, found.value, _source_phrase(found))
                return found.value
        mentioned = next((v for v in candidates if _mentioned(v, self.text)), _MISSING)
        if mentioned is not _MISSING:
            self._note(key, mentioned, "упомянуто в данных")
            return mentioned
        return candidates[0]

    def _option(self, options: list[dict[str, Any]], key: str | None, avoid: Any) -> Any:
        concrete = [o for o in options if self._deref(o).get("type") != "null"]
        if len(concrete) < len(options) and self._same_key(key, lambda value: True) is None:
            return None
        return self.fill(concrete[0] if concrete else options[0], key, avoid)

    def _same_key(self, key: str | None, accept: Any) -> Evidence | None:
        if key is None:
            return None
        return next((e for e in self.evidence if e.key == key and accept(e.value)), None)

    def _note(self, key: str | None, value: Any, source: str) -> None:
        self.notes.append(f"{key or 'значение'} = «{value}» ({source})")

    def _deref(self, schema: dict[str, Any]) -> dict[str, Any]:
        ref = schema.get("$ref")
        if not isinstance(ref, str) or not ref.startswith("#/"):
            return schema
        target: Any = self.root
        for part in ref[2:].split("/"):
            target = target.get(part, {}) if isinstance(target, dict) else {}
        return self._deref(target) if isinstance(target, dict) else {}

    def _valid(self, value: Any, schema: dict[str, Any]) -> bool:
        definitions = {k: self.root[k] for k in ("$defs", "definitions") if k in self.root}
        return jsonschema.Draft202012Validator({**schema, **definitions}).is_valid(value)


def fill_verdict(conv: Conversation, schema: dict[str, Any]) -> Any:
    return Filler(conv, schema).fill(schema)


def repair_verdict(conv: Conversation, schema: dict[str, Any]) -> Any:
    previous = _json_or_none(conv.last_answer())
    return Filler(conv, schema).repair(previous, schema, conv.validation_error or "")


def _kind(schema: dict[str, Any]) -> tuple[str, bool]:
    declared = schema.get("type")
    types = declared if isinstance(declared, list) else [declared] if declared else []
    concrete = [t for t in types if t != "null"]
    if concrete:
        return concrete[0], "null" in types
    if "null" in types:
        return "null", True
    if "properties" in schema:
        return "object", False
    return ("array" if "items" in schema else "string"), False


def _matching(pattern: str, preferred: str) -> str:
    """A value for a `pattern` string: the preferred text if it fits, else a plain guess from
    the pattern's counts (`^[0-9]{6}$` → 111111); best effort, not a regex generator."""
    counts = [int(n) for n in re.findall(r"\{(\d+)(?:,\d*)?\}", pattern)] or [1]
    guesses = [preferred, *("1" * n for n in counts), *("A" * n for n in counts), "A1"]
    try:
        return next((g for g in guesses if re.search(pattern, g)), preferred)
    except re.error:
        return preferred


def _phrase(key: str | None) -> str:
    lowered = (key or "").lower()
    for hints, phrase in _PHRASES:
        if any(hint in lowered for hint in hints):
            return phrase
    return _DEFAULT_PHRASE


def _source_phrase(evidence: Evidence) -> str:
    where = "входным данным" if evidence.source == "input" else f"результату {evidence.source}"
    return f"по {where}, поле {evidence.key}" if evidence.key else f"по {where}"


def _same(a: Any, b: Any) -> bool:
    return b is not _MISSING and type(a) is type(b) and a == b


def _member(value: Any, candidates: list[Any]) -> bool:
    return any(_same(value, candidate) for candidate in candidates)


def _mentioned(value: Any, text: str) -> bool:
    if not isinstance(value, str) or not value:
        return False
    return re.search(rf"(?<!\w){re.escape(value.lower())}(?!\w)", text) is not None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _within(value: float, low: float | None, high: float | None) -> bool:
    return (low is None or value >= low) and (high is None or value <= high)


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _json_or_none(text: str | None) -> Any:
    try:
        return json.loads(text) if text else None
    except ValueError:
        return None
