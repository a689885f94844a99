"""Checks shared by the probe files: one class's spans in a made-up text, and (`outcomes`) the
side of a generated space that must stay or go.

A value is marked inline as [[class:value]] (families.py); `org` marks a value that must stay.
The checks read only the class under test, so a name found beside a date neither helps nor hurts
(test_families.py checks whole texts): `check_found`/`check_left` on the class's own detectors'
spans, `check_replaced`/`check_untouched` on what is left of the class once every class's spans
have met, the name detector's too.
"""

from __future__ import annotations

from svaya.privacy import Pseudonymizer, ReplacementMap, resolve_overlaps
from svaya.privacy.pseudonymize import _Scan

from .families import Example, parse

__all__ = [
    "Example",
    "check_found",
    "check_left",
    "check_outcomes",
    "check_replaced",
    "check_untouched",
    "check_value",
    "class_spans",
    "covered",
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


def covered(start: int, end: int, found: list[tuple[int, int]]) -> int:
    """How many of a value's characters the spans found cover."""
    return sum(min(end, e) - max(start, s) for s, e in found if s < end and start < e)


def check_value(example: Example, start: int, end: int, found: list[tuple[int, int]]) -> None:
    """One value is 90 % covered, and nothing found beyond it: no more than a word's worth on
    either side."""
    assert covered(start, end, found) >= 0.9 * (end - start), (example.text[start:end], found)
    for s, e in found:
        if s < end and start < e:
            assert s >= start - 2 and e <= end + 3, (example.text[s:e], example.text)


def check_found(pseudonymizer: Pseudonymizer, example: Example, cls: str) -> None:
    found = spans(pseudonymizer, example.text, cls)
    for start, end, _ in example.values:
        check_value(example, start, end, found)


def check_left(pseudonymizer: Pseudonymizer, example: Example, cls: str) -> None:
    found = spans(pseudonymizer, example.text, cls)
    assert found == [], [example.text[s:e] for s, e in found]


def class_spans(pseudonymizer: Pseudonymizer, text: str, cls: str) -> list[tuple[int, int]]:
    """One class's spans among those `personal_spans` keeps."""
    return [(s, e) for s, e, c in personal_spans(pseudonymizer, text) if c == cls]


def check_replaced(
    pseudonymizer: Pseudonymizer, example: Example, cls: str
) -> list[tuple[int, int]]:
    """Each value of the example is 90 % covered by the class's spans once every class's spans
    have met (`class_spans`); those spans are returned for a file's own further checks."""
    found = class_spans(pseudonymizer, example.text, cls)
    for start, end, _ in example.values:
        assert covered(start, end, found) >= 0.9 * (end - start), (example.text[start:end], found)
    return found


def check_untouched(pseudonymizer: Pseudonymizer, text: str, cls: str) -> None:
    """No span of the class in the text once every class's spans have met (`class_spans`)."""
    found = class_spans(pseudonymizer, text, cls)
    assert found == [], [text[s:e] for s, e in found]


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
            share = covered(start, end, found)
            ok = share == 0 if kept else share >= 0.9 * (end - start)
            right += ok
            if not ok:
                wrong.append(f"{example.family}: {example.text[start:end]!r} in {example.text!r}")
    return right, wrong


def check_outcomes(pseudonymizer: Pseudonymizer, probes: list[Example], kept: bool) -> None:
    """Every value of one side handled right (`outcomes`), the wrong ones listed if not."""
    right, wrong = outcomes(pseudonymizer, probes, kept)
    done, undone = ("kept", "replaced") if kept else ("replaced", "left")
    assert not wrong, f"{right} {done}, {len(wrong)} {undone}:\n" + "\n".join(wrong)
