"""Known values (typed inputs, and everything the replacement map already holds) found again in
new text, whatever the spelling: "45 06 123456" = "4506123456", "+7 916 …" = "8 (916) …",
"Иванов Иван Петрович" = "Иванова Ивана Петровича" = "Иванов И.П.".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from svaya.privacy.keys import fold
from svaya.privacy.matchers import DigitMatcher, NameMatcher, is_digital
from svaya.privacy.spans import Span
from svaya.privacy.text_values import TextMatcher
from svaya.privacy.values import KnownValue


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
