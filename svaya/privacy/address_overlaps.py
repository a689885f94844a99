"""An address that runs into another value gives way to it.

An address with no marker is found by a window that reaches as far as its evidence does, and a
name, a date or a document's number by its own characters, so where the two overlap in part the
window has taken a word of the other: a first name after its surname ("Гаджиева Ляйсан, Горького,
дом 115, 278"), initials read as a village's marker ("Шелапутина Е.С., квартира 130"), a day and
month before their year ("Кириллович, 16/12/1992"). There the address keeps only its part outside
the other value, and only when that part is an address by itself ("Горького, дом 115, 278", not
"квартира 130"); otherwise the usual rule (the longer span stays) would drop the other value
whole and leave its overlapped part out of any placeholder.
"""

from __future__ import annotations

import bisect

from svaya.privacy.addresses import AddressDetector
from svaya.privacy.spans import Span

_ADDRESS = "pd.address"
_CUT_EDGE = " \t,.;:"
_READER = AddressDetector()


def addresses_give_way(spans: list[Span]) -> list[Span]:
    addresses = [span for span in spans if span.data_class == _ADDRESS]
    if not addresses or len(addresses) == len(spans):
        return spans
    others = sorted(
        (s for s in spans if s.data_class != _ADDRESS and s.data_class.startswith("pd.")),
        key=lambda s: s.start,
    )
    starts = [s.start for s in others]
    changed = False
    kept = [span for span in spans if span.data_class != _ADDRESS]
    for address in addresses:
        trimmed: Span | None = address
        # A value that overlaps the address starts before its end; a long one may start well
        # before its start.
        first = bisect.bisect_left(starts, address.start - 200)
        for other in others[first:]:
            if trimmed is None or other.start >= trimmed.end:
                break
            if other.end > trimmed.start:
                trimmed = _outside(trimmed, other)
        changed = changed or trimmed is not address
        if trimmed is not None:
            kept.append(trimmed)
    return kept if changed else spans


def _outside(address: Span, other: Span) -> Span | None:
    """`address` without its overlap with `other` when they overlap only in part (None when what
    is left is no address by itself); as it is when either holds the other whole."""
    if other.start <= address.start and address.end <= other.end:
        return address  # the longer value stays by the usual rule
    if address.start <= other.start and other.end <= address.end:
        return address  # a name inside an address ("ул. Карла Маркса") is the address's
    start, end = (other.end, address.end) if other.start < address.start else (
        address.start, other.start)  # fmt: skip
    value = address.value[start - address.start : end - address.start]
    stripped = value.strip(_CUT_EDGE)
    if not stripped or not _an_address(stripped):
        return None
    start += len(value) - len(value.lstrip(_CUT_EDGE))
    return address._replace(start=start, end=start + len(stripped), value=stripped, key="")


def _an_address(value: str) -> bool:
    """Read alone, the part left is an address from end to end, or nearly."""
    found = _READER.find(value)
    return any(s.end - s.start >= 0.8 * len(value) for s in found)
