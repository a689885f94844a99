"""Per-value work on one long line (a CRM's export written on one line, a minified JSON): the
date, address and document rules read a few hundred characters around each value, never the
line's prefix, so the work grows with the line, not with its square. Before: each date of a
300-record line passed the whole prefix to the event words (`names_an_event`), each address
searched it for a company's name, and each passport series with "N" for a person.

Speed itself is measured by bench/bench_privacy.py (its "long lines" section); these tests count
the characters the rules read. The examples are made up.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from svaya.privacy import Pseudonymizer, address_org, date_context, date_persons, documents

from .one_class import spans

# a few hundred characters before the value and a value's length or two after it
_MOST = date_context.LINE_WINDOW + 120


@pytest.fixture(scope="module")
def layer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


class _Reading:
    """A compiled pattern that counts how far each search through it reads."""

    def __init__(self, pattern: re.Pattern[str], widths: list[int]) -> None:
        self.pattern, self.widths = pattern, widths

    def _read(self, text: str, pos: int = 0, endpos: int | None = None) -> tuple[int, int]:
        end = len(text) if endpos is None else min(endpos, len(text))
        self.widths.append(end - pos)
        return pos, end

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> Any:
        return self.pattern.search(text, *self._read(text, pos, endpos))

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> Iterator[Any]:
        return self.pattern.finditer(text, *self._read(text, pos, endpos))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pattern, name)


def _people(records: int) -> str:
    """Clients on one line: a child named in full before their date, a birth date, a home."""
    rows = [
        f'{{"id": {i}, "fio": "Кравцова Нина", '
        f'"born": "{i % 28 + 1:02d}.0{i % 9 + 1}.19{50 + i % 40}", '
        f'"note": "Мокрых Мстислав {i % 28 + 1:02d}.0{i % 9 + 1}.20{10 + i % 9}", '
        f'"doc": "45{i % 90 + 10:02d} N {100000 + i}", '
        f'"addr": "г. Тверь, ул. Лесная, д. {i % 90 + 1}, кв. {i % 50 + 1}"}}'
        for i in range(records)
    ]
    return "Выгрузка: [" + ", ".join(rows) + "]"


def test_event_words_read_near_each_date(
    layer: Pseudonymizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _people(300)
    read: list[int] = []
    names_an_event = date_context.names_an_event

    def counting(words: str) -> bool:
        read.append(len(words))
        return names_an_event(words)

    monkeypatch.setattr(date_persons, "names_an_event", counting)
    dates = spans(layer, text, "pd.birthdate")
    assert len(dates) >= 300
    assert read, "the children's dates pass the event words"
    assert max(read) <= _MOST, max(read)


def test_company_and_premises_read_near_each_address(
    layer: Pseudonymizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _people(300)
    widths: list[int] = []
    for name in ("_COMPANY", "_ORG_PLACE", "_PUBLIC_PLACE", "_PREMISES_NAMED", "_BOARD"):
        monkeypatch.setattr(address_org, name, _Reading(getattr(address_org, name), widths))
    homes = spans(layer, text, "pd.address")
    assert len(homes) >= 300
    assert widths and max(widths) <= _MOST, max(widths)


def test_person_before_a_series_read_near_it(
    layer: Pseudonymizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _people(300)
    widths: list[int] = []
    monkeypatch.setattr(documents, "_PERSON_BEFORE", _Reading(documents._PERSON_BEFORE, widths))
    spans(layer, text, "pd.passport")
    assert widths, "each series with N looks for a person before it"
    assert max(widths) <= _MOST, max(widths)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the same verdicts on ordinary lines: a child's date after their full name, not after
        # an event's word earlier on the line
        ("Дети: Мокрых Мстислав 15.12.2016", ["15.12.2016"]),
        ("Заезд: Мокрых Мстислав 15.12.2016", []),
    ],
)
def test_short_lines_keep_their_verdicts(
    layer: Pseudonymizer, text: str, expected: list[str]
) -> None:
    assert [text[s:e] for s, e in spans(layer, text, "pd.birthdate")] == expected
