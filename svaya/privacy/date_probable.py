"""Probable dates of birth: a whole date that no context names.

Rules grown from one writer's keywords miss the next writer's ("Д. нар.", "b/d", a date alone
after a name in a layout not seen before). So a whole date whose year a living person may have
been born in is taken as a date of birth unless its own context makes it another event's
(date_context.py reads that):

- an event's or a document's word before it in its clause ("договор от", "выдан", "смена",
  "выгрузка", "created_at") or right after it ("12.03.2005 принят"), a verb before it ("оплатили
  12.03.2015"), a preposition of time right before it ("с", "по", "до", "на");
- a time beside it ("12.03.2015 14:30"), a period ("01.01.2015–31.12.2015");
- a line with nothing but it (a letter's or a page's date), a table's column headed by an
  event's date;
- a date of the last year or one to come; a child's year right after a grown-up's name ("Кравцов
  А.П. 12.03.15" is when he signed).

A number that only looks like a date (a phone's tail "(4752) 10-05-93", an address "24-4-81",
an account's digits) is no date: digits or a number's marks stand right beside it.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from svaya.privacy.date_context import (
    BIRTH_BEFORE,
    EVENT_WORDS,
    MORE_EVENT_WORDS,
    SPEAKER,
    TIME_AFTER,
    WORD,
    has_verb,
    line_head,
    line_tail,
    told_of_after,
)
from svaya.privacy.date_forms import DATE, full_year
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known, readings

OLDEST = 1900
# A date of the last two years is a document's or a visit's far more often than a baby's.
RECENT = timedelta(days=731)

_RU_MONTHS = ("янв", "фев", "мар", "апр", "ма", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_EN_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
# Russian months in Latin letters ("marta", "iyunya", "sentyabrya"), read before English.
_LATIN_MONTHS = (
    ("yanv", "janv", "ianv"), ("fev",), ("mart",), ("aprel",), ("maya",), ("iyun", "ijun", "iun"),
    ("iyul", "ijul", "iul"), ("avg",), ("sent",), ("okt",), ("noy", "noj", "noi"), ("dek",),
)  # fmt: skip
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_NUMBERS = re.compile(r"\d+")
_LETTERS = re.compile(r"[a-zа-я]+")


def date_value(value: str) -> date | None:
    """The day a written date names (folded text), or None when it names none."""
    numbers = _NUMBERS.findall(value)
    months = [m for m in map(_month_of, _LETTERS.findall(value)) if m]
    if len(numbers) == 1 and len(numbers[0]) == 8:
        return _eight_digits(numbers[0])
    if months and len(numbers) == 1 and len(numbers[0]) == 4:
        day, month, year = "1", months[0], numbers[0]  # the day in words ("пятого мар. 1961")
    elif months and len(numbers) >= 2:
        month = months[0]
        day, year = numbers[0], numbers[-1]
    elif len(numbers) == 3:
        day, month_s, year = numbers if len(numbers[0]) <= 2 else numbers[::-1]
        month = int(month_s)
    else:
        return None
    if len(day) > 2 or len(year) not in (2, 4) or not month:
        return None
    full = int(year) if len(year) == 4 else full_year(int(year))
    try:
        return date(full, month, int(day))
    except ValueError:
        return None


def _eight_digits(digits: str) -> date | None:
    """ "07031985" or "19850307", whichever names a day."""
    for year, month, day in (
        (digits[4:], digits[2:4], digits[:2]),
        (digits[:4], digits[4:6], digits[6:]),
    ):
        try:
            return date(int(year), int(month), int(day))
        except ValueError:
            continue
    return None


def _month_of(word: str) -> int:
    if word in _ROMAN:
        return _ROMAN.index(word) + 1
    for i, stems in enumerate(_LATIN_MONTHS):
        if word.startswith(stems):
            return i + 1
    for months in (_EN_MONTHS, _RU_MONTHS):
        for i, stem in enumerate(months):
            if word.startswith(stem) and not (stem == "ма" and word.startswith("мар")):
                return i + 1
    return 0


# Dashes, a two-digit year and a part of one digit: a house, a block and a flat ("Ленина,
# 14-2-79"), not a date a person writes ("07-03-85").
_HOUSE_LIKE = re.compile(r"\d{1,2}-\d{1,2}-\d\d(?<!\d\d-\d\d-\d\d)")
# Digits or a number's marks right before: a phone's, an account's, an address's tail.
_NUMBER_BEFORE = re.compile(r"(?:\d[\s.,/-]?|[)+№#/]\s?|[-–]|\d\s\d\d\s)$")
# After it, a digit, a time's colon ("24 мая 08:45"), or a heading's colon ("Дежурство,
# 28.03.2025: …", "Комментарий (10.07.2025): …").
_NUMBER_AFTER = re.compile(r"\s?(?:\d|[.,/:-]\d|[-–]\s?\d)|\)?:")
# A period: another date right after a dash or before one ("01.01.2015–31.12.2015").
_DASH = re.compile(r"\s*[–—-]\s*")


# Eight digits with no separator are a date only after a label that is no number's ("DOB
# 07031985", "д/н: 19850307"; not "Номер 14081979", "Заказ № 07031985").
_EIGHT = re.compile(r"\d{8}")
_LABEL_BEFORE = re.compile(r"(?<![а-яёa-z])([а-яёa-z][а-яёa-z./]*)[ \t]*[:–—-]?[ \t]*$")
_NUMBER_LABEL = re.compile(
    r"номер|ном\.|no\b|код|id|инн|огрн|кпп|бик|снилс|тел|phone|ref|реф|артикул|трек|track|isbn|пин"
    r"|pin|sms|смс|паспорт|серия|лиц|л/с|account|acc|card|карт"
)


def _labelled(folded: str, start: int) -> bool:
    label = _LABEL_BEFORE.search(folded, max(0, start - 24), start)
    return label is not None and _NUMBER_LABEL.search(folded, max(0, start - 32), start) is None


def probable_birthdate(text: str, folded: str, start: int, end: int) -> bool:
    """A whole date with no context that names it, in a year a living person was born in, and
    nothing around it that makes it another event's (see the module's doc)."""
    if _EIGHT.fullmatch(folded, start, end) and not _labelled(folded, start):
        return False
    value = date_value(folded[start:end])
    if value is None or value.year < OLDEST or value > date.today() - RECENT:
        return False
    if "\n" in folded[start:end] or _HOUSE_LIKE.fullmatch(folded, start, end):
        return False
    if _NUMBER_BEFORE.search(folded, max(0, start - 6), start) or _NUMBER_AFTER.match(folded, end):
        return False
    if (
        TIME_AFTER.match(folded, end)
        or _time_before(folded, start)
        or _in_a_period(folded, start, end)
    ):
        return False
    if not _oldest_in_row(folded, start, value) or _after_a_thing(text, start):
        return False
    line_start, line_end = line_head(folded, start), line_tail(folded, end)
    if not any(ch.isalpha() for ch in folded[line_start:start] + folded[end:line_end]):
        return False  # a letter's or a page's date, alone on its line
    if _a_business_row(folded, line_start, line_end):
        return False
    return not an_events_clause(folded, line_start, start) and not told_of_after(folded, end)


# A table's row (bars or tabs between cells) that tells of money or an event in another cell:
# "| Орлов Денис | оплата | 10.03.2001 | 1 500 руб. |" is a payment's date.
_ROW_CELLS = re.compile(r"[|\t]")
_MONEY = re.compile(r"(?<![а-яё])(?:руб|сумм|оплач)|[₽$€]")


def _a_business_row(folded: str, line_start: int, line_end: int) -> bool:
    if _ROW_CELLS.search(folded, line_start, line_end) is None:
        return False
    return (
        _EVENT_WORD.search(folded, line_start, line_end) is not None
        or _MONEY.search(folded, line_start, line_end) is not None
    )


_TIME_BEFORE = re.compile(r"\d{1,2}:\d\d(?::\d\d)?[\s,]*$")


def _time_before(folded: str, start: int) -> bool:
    return _TIME_BEFORE.search(folded, max(0, start - 12), start) is not None


def _in_a_period(folded: str, start: int, end: int) -> bool:
    after = _DASH.match(folded, end)
    if after is not None and DATE.match(folded, after.end()):
        return True
    before = folded[max(0, start - 24) : start]
    dash = _DASH.search(before)
    return dash is not None and dash.end() == len(before) and DATE.search(before) is not None


# A clause's bounds inside a line: a table's cell, "; ", a sentence's end.
# A full stop ends a sentence after a whole word, not after "г." or "обл.".
_CLAUSE_MARK = re.compile(r"[;|\t]|(?<=[а-яa-z]{4})[.!?]\s(?=[а-яa-z]{3})")
_EVENT_WORD = re.compile(rf"(?<![а-яёa-z])(?:{EVENT_WORDS}|{MORE_EVENT_WORDS})")
_PREPOSITION_BEFORE = re.compile(
    r"(?<![а-яёa-z])(?:с|со|по|до|от|на|в|во|к|за|после|перед|через|около|между|until|till|on"
    r"|at|by|to|till|s|so|po|do|ot|na|v|vo|za|posle|pered|cherez)[\s:.]*$"
)


def an_events_clause(folded: str, line_start: int, start: int) -> bool:
    """The words before the date in its clause make it another event's: an event's word, a
    verb, a preposition of time right before it, a table's column headed by an event."""
    begin = max(line_start, start - 96)
    for mark in _CLAUSE_MARK.finditer(folded, begin, start):
        begin = mark.end()
    for other in DATE.finditer(folded, begin, start):
        begin = other.end()
    gap = folded[begin:start]
    if begin == line_start and line_start and SPEAKER.fullmatch(gap):
        # An answer: the question on the line above names what the date is ("а дата договора?").
        gap = folded[folded.rfind("\n", 0, line_start - 1) + 1 : line_start] + gap
    if BIRTH_BEFORE.search(gap):
        return True  # a birth's word the keyword rules read and set aside (a pet's, a bank's)
    if _PREPOSITION_BEFORE.search(gap) or any(
        _names_event(gap, m) for m in _EVENT_WORD.finditer(gap)
    ):
        return True
    # A verb before a label's colon leads to the label ("Посмотрела в базе: …, DOB …").
    told = gap[gap.rfind(":") + 1 :]
    return _verb(told) or _event_column(folded, line_start, start)


def _verb(words: str) -> bool:
    """A verb that is no name's word ("Д.р. у Снежи")."""
    return any(has_verb(w) and not _person_word(w) for w in WORD.findall(words))


_DATE_LABEL = re.compile(r"дат[аыуе]$|date$")
_BIRTH_WORD = re.compile(r"рожд|birth|род")
_NEXT_WORD = re.compile(r"\s*([а-яёa-z]+)(\.?)")


def _names_event(gap: str, m: re.Match[str]) -> bool:
    """An event's word; "дата" / "date" only when the word after it names an event ("Дата
    выдачи", "Дата:"), not a label this reading does not know ("Дата нар.")."""
    if _DATE_LABEL.match(m.group()) is None:
        return True
    word = _NEXT_WORD.match(gap, m.end())
    if word is None:
        return True
    label = word.group(1)
    if word.group(2) or label in ("of",) or _BIRTH_WORD.match(label):
        return False
    parses = readings(label)
    return is_known(label) and bool(parses) and parses[0].tag.POS == "NOUN"


_CELL_SEPARATORS = "|\t;"
_ROWS_UP = 30


def _event_column(folded: str, line_start: int, start: int) -> bool:
    """A table's row: the header of the date's column names an event ("Дата операции"). A row
    longer than `LINE_WINDOW` before the date is no table's a header is read for."""
    if line_start and folded[line_start - 1] != "\n":
        return False
    line = folded[line_start : line_tail(folded, start)]
    sep = next((mark for mark in _CELL_SEPARATORS if mark in line), None)
    if sep is None:
        return False
    column = folded.count(sep, line_start, start)
    top = line_start
    for _ in range(_ROWS_UP):
        if top == 0:
            break
        above = folded.rfind("\n", 0, top - 1) + 1
        if sep not in folded[above : top - 1]:
            break
        top = above
    if top == line_start:
        return False
    cells = folded[top : folded.find("\n", top)].split(sep)
    header = cells[column] if column < len(cells) else ""
    return any(_names_event(header, m) for m in _EVENT_WORD.finditer(header))


def _person_word(word: str) -> bool:
    return has_tag(word.title(), PERSON_TAGS)


def _oldest_in_row(folded: str, start: int, value: date) -> bool:
    """In a table's row, a person is born before any other date of theirs ("| сын | 04.09.1984 |
    10.03.2023 |"): a later date is another column's."""
    row = folded[line_head(folded, start) : line_tail(folded, start)]
    if not any(mark in row for mark in _CELL_SEPARATORS):
        return True
    others = (date_value(m.group()) for m in DATE.finditer(row))
    return all(other is None or other >= value for other in others)


_THING_BEFORE = re.compile(r"(?:[»\"]|(?<![\w.])([A-ZА-ЯЁ][\w-]+))[ \t]+$")


def _after_a_thing(text: str, start: int) -> bool:
    """Right after a company's or a place's or a product's name with nothing between ("ООО
    «Ромашка» 2001-04-05", "Москва Сити 2005-04-05"): that thing's date."""
    m = _THING_BEFORE.search(text, max(0, start - 32), start)
    return m is not None and (m.group(1) is None or not _person_word(m.group(1)))
