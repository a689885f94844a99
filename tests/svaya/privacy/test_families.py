"""Each family of issue 16 is found in this work's own development examples (families.py), and
organisation values are kept: a rule that stops covering a family fails here."""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import EXAMPLES, Example
from .one_class import personal_spans


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_every_value_of_the_family_is_found_and_nothing_else(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    found = personal_spans(pseudonymizer, example.text)
    for start, end, cls in example.values:
        overlapping = [f for f in found if f[0] < end and start < f[1]]
        if cls == "org":
            assert not overlapping, (example.text[start:end], overlapping)
        else:
            covered = sum(min(end, e) - max(start, s) for s, e, c in overlapping if c == cls)
            assert covered >= (end - start) / 2, (cls, example.text[start:end], found)
    personal = [(s, e) for s, e, c in example.values if c != "org"]
    for start, end, cls in found:
        assert any(s < end and start < e for s, e in personal), (cls, example.text[start:end])


def test_the_family_check_fails_on_a_missed_value(pseudonymizer: Pseudonymizer) -> None:
    text = "клиент гусев артем просит перезвонить"
    assert (7, 18, "pd.name") in personal_spans(pseudonymizer, text)
    assert personal_spans(Pseudonymizer(use_names=False), text) == []
