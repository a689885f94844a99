"""What a detector reports, and how overlapping reports are reconciled."""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter
from typing import NamedTuple, Protocol

# Among spans of equal length the more certain source wins: a value registered, a record's field
# (a column or a key says what its value is), a pattern (the nearest keyword guesses it; under a
# table's header row that is the last column's name), the tagger.
SOURCE_RANK: dict[str, int] = {"known": 0, "record": 1, "pattern": 2, "ner": 3}


class Span(NamedTuple):
    """A value of a data class at [start, end) of a text. A named tuple rather than a frozen
    dataclass: detectors make tens of thousands per megabyte, and tuples are cheaper to build."""

    start: int
    end: int
    value: str
    data_class: str
    source: str
    # Normalised identity of the value ("pd.inn:500100732259", "name:иванов|иван|петрович");
    # empty when the detector leaves it to the replacement map to compute.
    key: str = ""


class Detector(Protocol):
    def find(self, text: str) -> list[Span]: ...


def resolve_overlaps(spans: Iterable[Span]) -> list[Span]:
    """A non-overlapping subset sorted by start: of two overlapping spans the longer stays (on a
    tie, the more certain source, then the earlier one). Deterministic for a given input order."""
    chosen: list[Span] = []
    for span in sorted(spans, key=_START):
        if span.end <= span.start:
            continue
        if not chosen or span.start >= chosen[-1].end:
            chosen.append(span)
        elif _beats(span, chosen[-1]):
            # `span` starts inside the last chosen one, after every earlier choice ended.
            chosen[-1] = span
    return chosen


def _beats(span: Span, other: Span) -> bool:
    size, other_size = span.end - span.start, other.end - other.start
    if size != other_size:
        return size > other_size
    return SOURCE_RANK.get(span.source, 9) < SOURCE_RANK.get(other.source, 9)


_START = attrgetter("start")
