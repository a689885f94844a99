"""Dates of birth in a person's row of a table whose column has no header, or one far above
(a team's roster, a guest book, a register of visitors): "4 | Кравцов Лев Андреевич | 14.05.2013 |
+7 916 …", "9 | Петров ИП | 2013 | —".

A date or a year alone in its cell, right after the cell of a person's name, is their birth's
when it is the row's only date, nothing in the row makes it another event's (a payment, a visit,
an amount), and either it is a grown-up's (for a year alone) or a past decade's (for a whole
date), or the table's other rows have the same shape: a date or a year in the same column. A
header over the column that names something else ("Год выпуска", "Стаж") keeps it. A child's
date right after a name is otherwise read as when a grown-up signed (date_persons.py), which a
table's roster of children is not.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from svaya.privacy.date_context import BIRTH_BEFORE, EVENT_WORDS, MORE_EVENT_WORDS
from svaya.privacy.date_forms import DATE
from svaya.privacy.date_persons import ADULT, name_words, year_of
from svaya.privacy.date_probable import OLDEST, RECENT

# A year alone in its cell: "| 2013 |", ";1985;", "| 2012 г. |", "Кравцов Лев    2013    вратарь"
# (what stands before it is read apart: a regex led by the cell's marks would stop at every comma).
_YEAR_CELL = re.compile(r"(?:19|20)\d\d(?:[ \t]*г\.?)?[ \t]*(?=[|;\t,\n]| {2}|$)")
_CELL_BEFORE = re.compile(r"(?:[|;\t,]| {2})[ \t]*$")
_WHOLE_CELL = re.compile(rf"[ \t]*(?:{DATE.pattern}|(?:19|20)\d\d(?:[ \t]*г\.?)?)[ \t]*")
# A row that tells of money or of an event: a payment's, a visit's, an amount's row.
_BUSINESS = re.compile(
    rf"(?<![а-яёa-z])(?:{EVENT_WORDS}|{MORE_EVENT_WORDS}|оплач|сумм|руб|долг|взнос|стаж|выпуск)"
    r"|[₽$€]|\d,\d\d(?!\d)|\d\.\d\d(?![\d.])"
)
# A header over a birth column: "Дата рождения", "Д.р.", "Г.р.", "DOB".
_BIRTH_HEADER = re.compile(rf"{BIRTH_BEFORE.pattern}|г\.\s?[рp]")
_PAST_DECADE = 10
_NEIGHBOURS = 3
_ROWS_UP = 50


# How a row's cells are set apart: a bar, a semicolon, a tab; commas with no space after them (a
# CSV export); or, a scan's table having lost its lines, runs of spaces.
_CELL_MARKS = {"|": re.compile(r"\|"), ";": re.compile(";"), "\t": re.compile("\t")}
_COMMA = re.compile(",")
_SPACES = re.compile(r" {2,}")


class _Row:
    """The line around a position, split into its cells, and the cell the position is in."""

    def __init__(self, folded: str, at: int) -> None:
        self.start = folded.rfind("\n", 0, at) + 1
        end = folded.find("\n", at)
        self.end = len(folded) if end < 0 else end
        line = folded[self.start : self.end]
        self.sep, marks = _cell_marks(line)
        bounds = [0]
        for m in marks.finditer(line) if marks is not None else ():
            bounds += [m.start(), m.end()]
        bounds.append(len(line))
        self.spans = [
            (self.start + bounds[i], self.start + bounds[i + 1]) for i in range(0, len(bounds), 2)
        ]
        self.cells = [folded[s:e] for s, e in self.spans]
        self.column = sum(1 for s, _ in self.spans[1:] if s <= at)


def _cell_marks(line: str) -> tuple[str, re.Pattern[str] | None]:
    mark = next((mark for mark in _CELL_MARKS if mark in line), "")
    if mark:
        return mark, _CELL_MARKS[mark]
    if line.count(",") >= 2 and ", " not in line:
        return ",", _COMMA
    if len(_SPACES.findall(line.strip())) >= 2:
        return "  ", _SPACES
    return "", None


def roster_date(text: str, folded: str, start: int, end: int) -> bool:
    """A whole date alone in its cell after a person's name cell (see the module's doc)."""
    value = folded[start:end]
    row = _Row(folded, start)
    if not row.sep or not _fills_its_cell(row, value):
        return False
    others = _other_cells(row)
    if _BUSINESS.search(others) is not None or DATE.search(others) is not None:
        return False  # a payment's row; a stay's arrival and departure
    if not _after_a_name_cell(text, row):  # the dictionary after the cheap tests
        return False
    return year_of(value) <= date.today().year - _PAST_DECADE or _same_shape(folded, row)


def roster_years(text: str, folded: str) -> Iterator[tuple[int, int]]:
    """A year alone in its cell after a person's name cell (see the module's doc)."""
    newest = (date.today() - RECENT).year
    tops: dict[int, int] = {}  # a row's start -> its table's first row, climbed once a table
    for m in _YEAR_CELL.finditer(folded):
        year = int(folded[m.start() : m.start() + 4])
        if not OLDEST <= year <= newest or not _CELL_BEFORE.search(
            folded, max(0, m.start() - 8), m.start()
        ):
            continue
        row = _Row(folded, m.start())
        if (
            # the year fills its cell: "| 25 августа, 1952 |" is a whole date's cell
            _fills_its_cell(row, m.group().strip())
            and _BUSINESS.search(_other_cells(row)) is None  # the cheap test before the dictionary
            and _after_a_name_cell(text, row)
            and (year <= date.today().year - ADULT or _same_shape(folded, row))
            and not _another_header(folded, row, tops)
        ):
            yield m.start(), m.start() + 4


_QUOTES = " \t\"'«»“”"


def _fills_its_cell(row: _Row, value: str) -> bool:
    return row.cells[row.column].strip(_QUOTES) == value


def _other_cells(row: _Row) -> str:
    return " ".join(cell for i, cell in enumerate(row.cells) if i != row.column)


_NAME_TOKENS = re.compile(r"[^\W\d_][\w-]*\.?")


def _after_a_name_cell(text: str, row: _Row) -> bool:
    """The words before the date in its row are one person's name alone, in the cells right
    before it ("Кравцов Лев", "Петров ИП", "Кравцов,О.Ф.", "Нуриев | Тимур | Рашидович"): a
    roster's row starts with its number, a signatures' row with a role ("Проверил | Петров И.И. |
    14.03.2015")."""
    first = row.column
    while first and any(ch.isalpha() for ch in row.cells[first - 1]):
        first -= 1
    if first == row.column or any(ch.isalpha() for ch in "".join(row.cells[:first])):
        return False
    original = text[row.spans[first][0] : row.spans[row.column - 1][1]]
    words = _NAME_TOKENS.findall(original)
    rest = _NAME_TOKENS.sub("", original)
    return 0 < len(words) <= 4 and not rest.strip(",;|" + _QUOTES) and name_words(words)


def _same_shape(folded: str, row: _Row) -> bool:
    """Another row of the table, near this one, with a date or a year alone in the same
    column."""
    for direction in (-1, 1):
        at = row.start - 1 if direction < 0 else row.end + 1
        for _ in range(_NEIGHBOURS):
            if at < 0 or at > len(folded) or (direction > 0 and at == len(folded)):
                break
            other = _Row(folded, at)
            if other.sep != row.sep:
                break
            if row.column < len(other.cells) and _WHOLE_CELL.fullmatch(other.cells[row.column]):
                return True
            at = other.start - 1 if direction < 0 else other.end + 1
    return False


def _another_header(folded: str, row: _Row, tops: dict[int, int]) -> bool:
    """The table's first row is a header (no digits in it) whose cell over the column names
    something other than a birth ("Год выпуска")."""
    top = _table_top(folded, row, tops)
    header = _Row(folded, top)
    if top == row.start or any(ch.isdigit() for ch in "".join(header.cells)):
        return False
    cell = header.cells[row.column] if row.column < len(header.cells) else ""
    return any(ch.isalpha() for ch in cell) and _BIRTH_HEADER.search(cell) is None


def _table_top(folded: str, row: _Row, tops: dict[int, int]) -> int:
    """The first row of the table `row` is in, up to _ROWS_UP rows above; the rows climbed
    remember it, so a table's values climb once between them, not once each."""
    top, climbed = row.start, []
    for _ in range(_ROWS_UP):
        if top in tops:
            top = tops[top]
            break
        climbed.append(top)
        if top == 0:
            break
        above = _Row(folded, top - 1)
        if above.sep != row.sep:
            break
        top = above.start
    tops.update((start, top) for start in climbed)
    return top
