"""The pseudonymizer keeps each detector's spans of short texts it has read (pseudonymize.py,
`_Remembered`): what it serves from there is what the detector finds, over the whole evaluation
set, and a text read again is not read by the detector again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from svaya.privacy import Pseudonymizer, ReplacementMap, Span
from svaya.privacy.names import NameDetector
from svaya.privacy.pseudonymize import _TEXT_CHARS, _Remembered

EVAL = Path(__file__).resolve().parents[2] / "data" / "privacy_eval"


def _texts() -> list[str]:
    return [
        json.loads(line)["text"]
        for split in ("dev", "heldout")
        for line in (EVAL / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()
    ]


class _Counting:
    def __init__(self, inner: object) -> None:
        self.inner, self.read = inner, 0

    def find(self, text: str) -> list[Span]:
        self.read += 1
        return self.inner.find(text)  # type: ignore[attr-defined]


def test_remembered_spans_are_the_detectors_over_the_evaluation_set(
    name_detector: NameDetector,
) -> None:
    texts = _texts()
    assert len(texts) > 100
    pseudonymizer = Pseudonymizer(use_names=True)
    detectors = [*pseudonymizer.detectors, pseudonymizer.name_detector]
    assert all(isinstance(d, _Remembered) for d in detectors)
    for number, text in enumerate(texts):
        for detector in detectors:
            plain = detector.detector.find(text)  # type: ignore[union-attr]
            first, again = detector.find(text), detector.find(text)  # type: ignore[union-attr]
            # Spans only, never the texts, in a failure's message.
            assert first == plain and again == plain, (number, type(detector.detector).__name__)


def test_a_short_text_read_again_is_served_and_a_long_one_is_read_again(
    name_detector: NameDetector,
) -> None:
    counting = _Counting(name_detector)
    remembered = _Remembered(counting)  # type: ignore[arg-type]
    short = "Клиент Ковалев Игорь Степанович, тел. +7 916 245-18-07"
    found = remembered.find(short)
    found.clear()  # a caller's change to the list it got does not reach what is kept
    assert remembered.find(short) == name_detector.find(short) != []
    assert counting.read == 1
    long = short + " " * _TEXT_CHARS
    remembered.find(long)
    remembered.find(long)
    assert counting.read == 3


def test_spies_and_other_detectors_are_not_remembered() -> None:
    spy = _Counting(NameDetector())
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=spy)  # type: ignore[arg-type]
    assert pseudonymizer.name_detector is spy


@pytest.mark.parametrize("use_names", [True, False])
def test_a_second_map_gets_what_the_first_got(use_names: bool) -> None:
    pseudonymizer = Pseudonymizer(use_names=use_names)
    fresh = Pseudonymizer(use_names=use_names)
    messages = [{"role": "user", "content": text} for text in _texts()[:40]]
    first = pseudonymizer.apply(messages, ReplacementMap())
    second = pseudonymizer.apply(messages, ReplacementMap())
    assert first == second == fresh.apply(messages, ReplacementMap())
