"""Known values (typed inputs, and everything the replacement map already holds) found again in
new text, whatever the spelling: "45 06 123456" = "4506123456", "+7 916 …" = "8 (916) …",
"Иванов Иван Петрович" = "Иванова Ивана Петровича" = "Иванов И.П.".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from svaya.privacy.keys import fold, value_key
from svaya.privacy.matchers import DigitMatcher, NameMatcher, is_digital
from svaya.privacy.names import NameParts, parse_name
from svaya.privacy.spans import Span
from svaya.privacy.text_values import TextMatcher


@dataclass(frozen=True, slots=True)
class KnownValue:
    value: str
    data_class: str
    key: str
    name: NameParts | None = None

    @classmethod
    def of(cls, value: str, data_class: str) -> KnownValue:
        name = parse_name(value) if data_class == "pd.name" else None
        key = name.key() if name is not None else value_key(data_class, value)
        return cls(value, data_class, key, name)


def known_values_from_inputs(
    inputs: Mapping[str, Any], schema: Mapping[str, Any]
) -> list[KnownValue]:
    """Leaf values of typed inputs with the `x-data-class` their JSON Schema declares."""
    found: list[KnownValue] = []
    _walk_inputs(inputs, schema, found)
    return found


def _walk_inputs(value: Any, schema: Mapping[str, Any], out: list[KnownValue]) -> None:
    if isinstance(value, Mapping):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for name, item in value.items():
            sub = props.get(name, extra if isinstance(extra, Mapping) else {})
            _walk_inputs(item, sub, out)
    elif isinstance(value, list):
        items = schema.get("items", {})
        for item in value:
            _walk_inputs(item, items if isinstance(items, Mapping) else {}, out)
    elif value is not None and not isinstance(value, bool) and schema.get("x-data-class"):
        text = str(value).strip()
        if text:
            out.append(KnownValue.of(text, schema["x-data-class"]))


class KnownValueDetector:
    """Finds given values in text; a span's key is the key of the value it matched."""

    source = "known"

    def __init__(self, values: Mapping[str, str] | Iterable[KnownValue | tuple[str, str]]) -> None:
        """`values`: value → data class, (value, data class) pairs, or KnownValue items."""
        pairs = values.items() if isinstance(values, Mapping) else values
        items = [v if isinstance(v, KnownValue) else KnownValue.of(*v) for v in pairs]
        items = [v for v in items if v.value.strip()]
        digital = [is_digital(v) for v in items]
        self._digits = DigitMatcher([v for v, d in zip(items, digital, strict=True) if d])
        self._names = NameMatcher([v for v in items if v.name is not None])
        self._texts = TextMatcher(
            [v for v, d in zip(items, digital, strict=True) if v.name is None and not d]
        )

    def find(self, text: str) -> list[Span]:
        spans = list(self._digits.find(text)) if self._digits.active else []
        names = self._names.may_occur(text)
        if names or self._texts.active:
            folded = fold(text)
            if names:
                spans.extend(self._names.find(text, folded))
            spans.extend(self._texts.find(text, folded))
        return spans
