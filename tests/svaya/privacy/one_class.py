"""Checks shared by the probe files: one class's spans in a made-up text, and (`outcomes`) the
side of a generated space that must stay or go.

A value is marked inline as [[class:value]] (families.py); `org` marks a value that must stay.
The checks read only the class under test, so a name found beside a date neither helps nor hurts
(test_families.py checks whole texts).
"""

from __future__ import annotations

from svaya.privacy import Pseudonymizer, ReplacementMap, resolve_overlaps
from svaya.privacy.pseudonymize import _Scan

from .families import Example, parse

__all__ = [
    "Example",
    "check_found",
    "check_left",
    "examples",
    "outcomes",
    "parse",
    "personal_spans",
    "spans",
]


def spans(pseudonymizer: Pseudonymizer, text: str, cls: str) -> list[tuple[int, int]]:
    scan = _Scan(pseudonymizer.detectors, ReplacementMap())
    found = resolve_overlaps(s for s in scan(text) if s.data_class.startswith("pd."))
    return [(s.start, s.end) for s in found if s.data_class == cls]


def personal_spans(pseudonymizer: Pseudonymizer, text: str) -> list[tuple[int, int, str]]:
    """The personal spans a text's scan keeps once every class's spans have met, the name
    detector's too (what the gate would replace)."""
    names = [pseudonymizer.name_detector] if pseudonymizer.name_detector is not None else []
    scan = _Scan([*pseudonymizer.detectors, *names], ReplacementMap())
    found = resolve_overlaps(s for s in scan(text) if s.data_class.startswith("pd."))
    return [(s.start, s.end, s.data_class) for s in found]


def examples(families: dict[str, list[str]]) -> list[Example]:
    return [parse(family, marked) for family, texts in families.items() for marked in texts]


def check_found(pseudonymizer: Pseudonymizer, example: Example, cls: str) -> None:
    found = spans(pseudonymizer, example.text, cls)
    for start, end, _ in example.values:
        covered = sum(min(end, e) - max(start, s) for s, e in found if s < end and start < e)
        assert covered >= 0.9 * (end - start), (example.text[start:end], found)
        # Nothing beyond the value: no more than a word's worth on either side.
        for s, e in found:
            if s < end and start < e:
                assert s >= start - 2 and e <= end + 3, (example.text[s:e], example.text)


def check_left(pseudonymizer: Pseudonymizer, example: Example, cls: str) -> None:
    found = spans(pseudonymizer, example.text, cls)
    assert found == [], [example.text[s:e] for s, e in found]


def outcomes(
    pseudonymizer: Pseudonymizer, probes: list[Example], kept: bool
) -> tuple[int, list[str]]:
    """Of the probes' values of one side (`org` values when `kept`, personal ones otherwise), how
    many were handled right (an org value untouched, a personal one 90 % replaced), and the
    wrong ones described."""
    right, wrong = 0, []
    for example in probes:
        found = [(s, e) for s, e, _ in personal_spans(pseudonymizer, example.text)]
        for start, end, cls in example.values:
            if (cls == "org") != kept:
                continue
            covered = sum(min(end, e) - max(start, s) for s, e in found if s < end and start < e)
            ok = covered == 0 if kept else covered >= 0.9 * (end - start)
            right += ok
            if not ok:
                wrong.append(f"{example.family}: {example.text[start:end]!r} in {example.text!r}")
    return right, wrong
