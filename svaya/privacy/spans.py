"""What a detector reports, and how overlapping reports are reconciled."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
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


# Identifiers whose digits a pattern checked (shape, control digits, the word before them).
_IDENTIFIERS = frozenset(
    {"pd.contacts", "pd.passport", "pd.snils", "pd.inn", "pd.card", "pd.account"}
)
_MIN_DIGITS = 9
_TRAILING = " \t,;-–—"


def yield_to_identifiers(spans: list[Span]) -> list[Span]:
    """`spans` with no address or date of birth read over an identifier's digits.

    The address grammar reads any two numbers after a word as a house and a flat, so in
    "тел. 8 917 294 26 78, 8 903 111 22 33" it saw a house "26 78" and a flat "8 903 111", and
    the longer span won over both phones. An address that begins before an identifier, or holds
    one at its end, now ends where the identifier begins ("Ленина 5, 8 917 …" keeps "Ленина 5");
    one that begins inside it is dropped."""
    numbers = sorted(
        (s for s in spans if s.data_class in _IDENTIFIERS and _digits(s.value) >= _MIN_DIGITS),
        key=_START,
    )
    if not numbers:
        return spans
    starts = [s.start for s in numbers]
    out = []
    for span in spans:
        if span.data_class == "pd.address":
            span = _before_identifiers(span, numbers, starts)
        elif span.data_class == "pd.birthdate" and _shares_digits(span, numbers, starts):
            # a date read across a phone's first digits ("Ленина 5, 8 917 294 26 78": "5, 8
            # 91") is no date: the digits are the identifier's
            span = None
        if span is not None:
            out.append(span)
    return out


def _shares_digits(span: Span, numbers: list[Span], starts: list[int]) -> bool:
    """`span` overlaps an identifier in part (inside one whole, the longer one wins anyway)."""
    at = bisect_left(starts, span.end)
    return any(
        n.end > span.start and not (n.start <= span.start and span.end <= n.end)
        for n in numbers[max(0, at - 3) : at]
    )


def _before_identifiers(span: Span, numbers: list[Span], starts: list[int]) -> Span | None:
    at = bisect_left(starts, span.start)
    if at and numbers[at - 1].end > span.start and numbers[at - 1].end < span.end:
        return None  # it begins inside an identifier and runs past it
    if at and numbers[at - 1].end > span.start:
        return span  # it lies inside one: the longer identifier wins the overlap anyway
    if at == len(numbers) or numbers[at].start >= span.end:
        return span
    # An identifier inside the address, with more of the address after it, is the address's own
    # reading of it (a field's line held whole); one at its end was typed after the address.
    if numbers[at].end <= span.end and span.value[numbers[at].end - span.start :].strip(_TRAILING):
        return span
    value = span.value[: numbers[at].start - span.start].rstrip(_TRAILING)
    if not _digits(value):
        return None
    return span._replace(end=span.start + len(value), value=value, key="")


def _digits(value: str) -> int:
    return sum(ch.isdigit() for ch in value)


class Inside:
    """Whether a span lies inside one of `outer`, by bisection: among the spans starting at or
    before its start, the farthest end (a document holds thousands of values)."""

    def __init__(self, outer: list[Span]) -> None:
        ordered = sorted(outer, key=_START)
        self.starts = [o.start for o in ordered]
        self.reach: list[int] = []
        farthest = -1
        for o in ordered:
            farthest = max(farthest, o.end)
            self.reach.append(farthest)

    def __call__(self, span: Span) -> bool:
        at = bisect_right(self.starts, span.start)
        return at > 0 and self.reach[at - 1] >= span.end
