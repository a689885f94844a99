"""What a detector reports, and how overlapping reports are reconciled."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

# Among spans of equal length the more certain source wins.
SOURCE_RANK: dict[str, int] = {"known": 0, "pattern": 1, "ner": 2}


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    value: str
    data_class: str
    source: str
    # Normalised identity of the value ("pd.inn:500100732259", "name:иванов|иван|петрович");
    # empty when the detector leaves it to the replacement map to compute.
    key: str = ""

    def __len__(self) -> int:
        return self.end - self.start


class Detector(Protocol):
    def find(self, text: str) -> list[Span]: ...


def resolve_overlaps(spans: Iterable[Span]) -> list[Span]:
    """A non-overlapping subset sorted by start: of two overlapping spans the longer stays (on a
    tie, the more certain source, then the earlier one)."""
    ordered = sorted(spans, key=lambda s: (s.start, s.start - s.end, SOURCE_RANK.get(s.source, 9)))
    chosen: list[Span] = []
    for span in ordered:
        if span.end <= span.start:
            continue
        if not chosen or span.start >= chosen[-1].end:
            chosen.append(span)
        elif span.end - span.start > chosen[-1].end - chosen[-1].start:
            # `span` starts inside the last chosen one, after every earlier choice ended.
            chosen[-1] = span
    return chosen
