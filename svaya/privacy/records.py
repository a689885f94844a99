"""Personal values in machine-readable records, where a field's place, not the words around it,
says what a value is: exports whose keys or header row name the columns (CSV, TSV, pipe and
Markdown tables, fixed-width registers, key=value, JSON-like, YAML and XML), airline reservations
(PNR name elements, SSR DOCS/DOCA/DOCO/FOID/CTCE, APIS) and passports' machine-readable zones.

One table of field names (`field_class`) serves keys and header cells alike: a name is split into
its words ("delivery_address", "dateOfBirth", "Дата рожд.", "ФАМИЛИЯ/ИМЯ") and the words decide
the class; a word of an organisation's field ("company_address", "hotel_name", "pickup_point")
keeps the value out. A bare "name" or a role ("client", "recipient") may hold a company or a
product, so its value must read as a person's name, unless the same table has another personal
column. The table and the reading of a value are in record_fields.py, the airline reservations
and machine-readable zones in record_travel.py; here, keys and tables.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from svaya.privacy.keys import fold
from svaya.privacy.morphology import has_tag
from svaya.privacy.record_fields import (
    ADDRESS,
    BIRTH,
    DOCUMENT,
    MAYBE_NAME,
    NAME,
    NUMBER,
    PASSPORT,
    class_of,
    field_class,
    record_span,
    value_span,
)
from svaya.privacy.record_travel import mrz_spans, pnr_spans
from svaya.privacy.spans import Span

__all__ = ["RecordDetector", "field_class"]


# --- keys that name the field -------------------------------------------------------------------

# Each form of a key and its value: "key": "value" (JSON), <key>value</key> (XML), key=value
# (logs, URLs) and "key: value" (YAML, cards, JSON as the gate writes it for the detectors).
# Apart, since one alternation of them scans several times slower.
_KEYED = (
    ("\"", re.compile(r'"(?P<key>[^"\n]{1,40})"\s*:\s*"(?P<val>[^"\n]*)"')),
    ("</", re.compile(r"<(?P<key>[^\W\d][\w.-]{0,40})>(?P<val>[^<\n]*)</(?P=key)>")),
    ("=", re.compile(
        r"(?<![\w.\]])(?P<key>[A-Za-z_][\w.\[\]-]{0,40})"
        r"(?: = (?P<line>[^;\n]*)|=(?P<val>[^\s&;,]*(?:[ +][^\s&;=,]+(?=[\s&;,]|$))*))",
        re.MULTILINE,
    )),
    (":", re.compile(
        r"(?:^|(?<=[|;\t])|(?<=\s\s))[ \t]*(?P<key>[^\W\d][\w .()/#№-]{0,40}?)[ \t]*:"
        r"(?P<val>(?:[^\n|;\t ]| (?! ))*)",
        re.MULTILINE,
    )),
)  # fmt: skip
_NEXT_LABEL = re.compile(r",\s*[^\W\d][\w .]{0,30}:")
# DOB, D.O.B., DATE OF BIRTH, PASSPORT, PSPT, FOID, ПАСПОРТ, ДОКУМЕНТ, DOCUMENT in any case,
# and PP (a passport's field in airline and baggage records) in capitals, not after a word or a
# dot. The first letter is a class of its own (with the letters that match
# it in any case: "ᲁ" is a "д"), the lookbehind after it, so the regex engine skips from one
# such letter to the next (5x faster than a case-insensitive alternation first).
_SPACED_KEY = re.compile(
    r"(?P<key>[DdPpFfПпДдᲁ](?<![\w.].)(?:(?<=[Dd])(?i:OB|\.O\.B\.|ATE OF BIRTH|OCUMENT)"
    r"|(?<=[Pp])(?i:ASSPORT|SPT)|(?<=P)P|(?<=[Ff])(?i:OID)|(?<=[Пп])(?i:АСПОРТ)|(?<=[Ддᲁ])(?i:ОКУМЕНТ)))"
    r"[ \t]+(?P<val>[^\n:]{4,30})"
)
_MACHINE_KEY = re.compile(r"[A-Za-z][\w .()/-]*|[\w]*_[\w]*")


def _keyed_spans(text: str) -> Iterator[Span]:
    record = _is_record(text)
    previous = None
    matches = [
        (m, sign == ":") for sign, regex in _KEYED if sign in text for m in regex.finditer(text)
    ]
    for m, label in sorted(matches, key=lambda pair: pair[0].start()):
        key = m.group("key")
        cls = field_class(key)
        if cls is None and previous == PASSPORT and fold(key).strip() in NUMBER:
            cls = PASSPORT  # {"passport": {"series": …, "number": …}}
        previous = cls
        if cls is None or (label and not _label_counts(key, cls, record)):
            continue
        start, end = m.span("val" if m.group("val") is not None else "line")
        if label and not text[start:end].strip():
            start, end = _lines_below(text, end, 3 if cls == ADDRESS else 1)
        elif label:
            later = _NEXT_LABEL.search(text, start + 1, end)
            end = later.start() if later else end
        found = value_span(text, start, end, cls, False)
        if found:
            yield record_span(text, *found, class_of(cls))
    for m in _SPACED_KEY.finditer(text):
        cls = field_class(m.group("key"))
        found = cls and value_span(text, *m.span("val"), cls, False)
        if cls and found and found[0] == m.start("val"):
            yield record_span(text, *found, class_of(cls))


def _lines_below(text: str, at: int, most: int) -> tuple[int, int]:
    """A label alone on its line ("Applicant address:") heads the lines below it, up to a blank
    line or the next label."""
    if not text.startswith("\n", at):
        return at, at
    start = end = at + 1
    for _ in range(most):
        stop = text.find("\n", end)
        stop = len(text) if stop < 0 else stop
        line = text[end:stop]
        if not line.strip() or ":" in line:
            break
        end = stop + 1
    return start, max(start, end - 1)


def _label_counts(key: str, cls: str, record: bool) -> bool:
    """A label in a line of prose ("Адрес: …") is left to the detectors of prose, but for a
    machine's key, a card's or a form's, or a class whose values have a strict shape."""
    return record or bool(_MACHINE_KEY.fullmatch(key)) or cls in _STRICT


_STRICT = frozenset({NAME, MAYBE_NAME, BIRTH, PASSPORT, DOCUMENT, "pd.snils"})


def _is_record(text: str) -> bool:
    """Three lines or more open with a personal field's label: a form or a card, where a plain
    label ("Адрес:") names its value as a key does."""
    labelled = 0
    for m in re.finditer(r"^[ \t]*([^\W\d][\w .()/-]{0,30}?)[ \t]*:", text, re.MULTILINE):
        labelled += field_class(m.group(1)) is not None
        if labelled >= 3:
            return True
    return False


# --- tables under a header row ----------------------------------------------------------------

_DELIMITERS = (";", "\t", "|", ",")
_RULE = re.compile(r"[\s|:+-]+")
_COLUMNS = re.compile(r"\S+(?: \S+)*")


class _Column(NamedTuple):
    start: int
    end: int
    cls: str | None


def _cells(line: str, offset: int, delimiter: str) -> list[tuple[int, int]]:
    """(start, end) of each cell; a delimiter inside double quotes belongs to the cell."""
    cells, begin, quoted = [], 0, False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == delimiter and not quoted:
            cells.append((offset + begin, offset + i))
            begin = i + 1
    cells.append((offset + begin, offset + len(line)))
    if delimiter == "|" and not line[: cells[0][1] - offset].strip():
        cells = cells[1:]
    if delimiter == "|" and cells and not line[cells[-1][0] - offset :].strip():
        cells = cells[:-1]
    return cells


def _header(text: str, start: int, line: str) -> tuple[str, list[_Column]] | None:
    """The delimiter and columns of a header row: short labels, two of them a personal field's
    (or one of two)."""
    options = [d for d in _DELIMITERS if d in line] or [" "]
    for delimiter in options:
        if delimiter == " ":
            if "  " not in line.strip():
                return None
            cells = [(start + m.start(), start + m.end()) for m in _COLUMNS.finditer(line)]
        else:
            cells = _cells(line, start, delimiter)
        while cells and not text[cells[-1][0] : cells[-1][1]].strip():
            cells.pop()  # a spreadsheet's trailing empty columns
        # A scan's stray mark after a label ("Телефон .") is no part of it.
        labels = [_STRAY_MARK.sub("", text[s:e].strip(" \t\"'\ufeff")) for s, e in cells]
        if len(cells) < 2 or not all(_LABEL.fullmatch(label) for label in labels):
            continue
        if any(_filled(label) for label in labels):
            return None  # a form's line, its labels and values ("Имя Платон   Отчество Ильич")
        columns = _columns(cells, labels)
        if sum(c.cls is not None for c in columns) >= 2:
            return delimiter, columns
    return None


_STRAY_MARK = re.compile(r"\s+[.,_]+\Z")
# A column's label: a few words, no digits, no colon ("Дата рожд.", "passport_no", "№").
_LABEL = re.compile(r"(?:[^\W\d]|№)[^\W\d]*(?:[ ._/(),-]{1,3}[^\W\d]+){0,5}[.)]?|№|N|#|id")


def _filled(label: str) -> bool:
    """A cell holding a label and its value: a word after the first in title case that reads as
    a first name or a patronymic ("Имя Платон", "Отчество Всеволодович"; not "ФИО клиента")."""
    return any(
        word[:1].isupper() and word[1:].islower() and has_tag(fold(word), ("Name", "Patr"))
        for word in label.split()[1:]
    )


def _columns(cells: list[tuple[int, int]], labels: list[str]) -> list[_Column]:
    columns: list[_Column] = []
    for (start, end), label in zip(cells, labels, strict=True):
        cls = field_class(label)
        if cls is None and columns and columns[-1].cls == PASSPORT and fold(label) in NUMBER:
            cls = PASSPORT  # "Серия;Номер"
        columns.append(_Column(start, end, cls))
    return columns


def _lines(text: str) -> Iterator[tuple[int, str]]:
    at = 0
    for line in text.split("\n"):
        yield at, line
        at += len(line) + 1


def _table_spans(text: str) -> Iterator[Span]:
    lines = list(_lines(text))
    index = 0
    while index < len(lines):
        start, line = lines[index]
        index += 1
        if not any(d in line for d in _DELIMITERS) and "  " not in line.strip():
            continue
        header = _header(text, start, line)
        if header is None:
            continue
        delimiter, columns = header
        sure = any(c.cls not in (None, MAYBE_NAME) for c in columns)
        while index < len(lines):
            row_start, row = lines[index]
            if not row.strip():
                if not _row_after_gap(lines, index + 1, delimiter, columns):
                    break
                index += 1
                continue
            if _RULE.fullmatch(row):
                index += 1
                continue
            if not _fits(row, delimiter, columns):
                break
            index += 1
            yield from _row_spans(text, row_start, row, delimiter, columns, sure)


def _row_after_gap(
    lines: list[tuple[int, str]], index: int, delimiter: str, columns: list[_Column]
) -> bool:
    """A scan or a paste may leave one blank line inside a table: the line after it goes on
    the table when it has the header's cells, as many as the header, delimited alike by a bar,
    a tab or a semicolon (a comma is a sentence's too: "Всего 1 запись, сверка 2 раза"), no
    totals' word first, and each name's and date's cell holds its kind ("Итого записей;проверено
    15.06.2024;…" is the table's summary, not a row)."""
    if delimiter in (" ", ",") or index >= len(lines):
        return False
    row = lines[index][1]
    cells = _cells(row, 0, delimiter)
    if not row.strip() or len(cells) != len(columns) or _TOTALS.match(row) is not None:
        return False
    return all(
        _holds_its_kind(row[s:e].strip(), column.cls)
        for (s, e), column in zip(cells, columns, strict=True)
    )


# A table's summary line ("Итого", "Всего записей", "Total").
_TOTALS = re.compile(r"[ \t\"']*(?i:итого|всего|итог|total|sum)(?![^\W\d_])")
_NAME_CELL = re.compile(r"[^\W\d_][^\d]*")
_DATE_CELL = re.compile(r"\d")


def _holds_its_kind(cell: str, cls: str | None) -> bool:
    """A name's cell holds letters and no digits, a date's begins with its day's or year's digit;
    an empty cell and any other column's cell hold anything."""
    if not cell or cls not in (NAME, BIRTH):
        return True
    return (_NAME_CELL if cls == NAME else _DATE_CELL).match(cell) is not None


def _fits(row: str, delimiter: str, columns: list[_Column]) -> bool:
    """A row of the table: about as many cells as the header (more when an address column may
    hold unquoted commas); under a fixed-width header, at least two columns ("год рождения:
    1957" under "фамилия …  имя …" is a form's next line, not a row)."""
    if delimiter == " ":
        return sum(1 for _ in _COLUMNS.finditer(row)) >= 2
    count = len(_cells(row, 0, delimiter))
    spare = 4 if any(c.cls == ADDRESS for c in columns) else 0
    return len(columns) - 1 <= count <= len(columns) + spare


def _row_spans(
    text: str, start: int, row: str, delimiter: str, columns: list[_Column], sure: bool
) -> Iterator[Span]:
    for (s, e), column in _aligned(text, start, row, delimiter, columns):
        if column.cls is None:
            continue
        found = value_span(text, s, e, column.cls, sure)
        if found:
            yield record_span(text, *found, class_of(column.cls))


def _aligned(
    text: str, start: int, row: str, delimiter: str, columns: list[_Column]
) -> list[tuple[tuple[int, int], _Column]]:
    """Each cell of the row with its column. An unquoted address with commas spreads over more
    cells than the header has: the cells before it and after it are matched from each end."""
    if delimiter == " ":
        return _fixed_width(start, row, columns)
    cells = _cells(row, start, delimiter)
    extra = len(cells) - len(columns)
    wide = next((i for i, c in enumerate(columns) if c.cls == ADDRESS), None)
    if extra <= 0 or wide is None:
        return list(zip(cells, columns, strict=False))
    merged = [*cells[:wide], (cells[wide][0], cells[wide + extra][1]), *cells[wide + extra + 1 :]]
    return list(zip(merged, columns, strict=False))


def _fixed_width(
    start: int, row: str, columns: list[_Column]
) -> list[tuple[tuple[int, int], _Column]]:
    chunks = [(start + m.start(), start + m.end()) for m in _COLUMNS.finditer(row)]
    if len(chunks) == len(columns):
        return list(zip(chunks, columns, strict=True))
    pairs = []
    for s, e in chunks:
        column = max(columns, key=lambda c: min(e, c.end + 2) - max(s, c.start - 2))
        pairs.append(((s, e), column))
    return pairs


class RecordDetector:
    """Personal values whose place in a record says what they are (see the module's doc)."""

    source = "record"

    def find(self, text: str) -> list[Span]:
        spans = [*_keyed_spans(text), *_table_spans(text), *pnr_spans(text), *mrz_spans(text)]
        return [s for s in spans if s.end > s.start]
