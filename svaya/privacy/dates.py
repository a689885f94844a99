"""Dates of birth. Dates are everywhere in a bank's texts (contracts, payments, requests), so a
date is a date of birth only when its context says so:

- a birth keyword is the nearest context before it ("дата рождения", "родилась", "д.р.", "ДР",
  "муж., 07.05.1980"), or "г.р." / "года рождения" follows it;
- it follows a person: a kinship word ("сын — Артем, 2012-02-14"), or a name or initials right
  before it ("Петров Олег Иванович, 2015-06-01");
- it sits in a person's clause: a role or age word before it ("пациентка, 23.07.1949", "возраст:
  41 год (04.02.1985)") with only the person's name, initials or age between, nothing that makes
  it a document's or an event's date ("договор от", "выдан", "с … по"), and a grown-up's year;
- after "день рождения" / "ДР" / "родилась" a day and month alone are one too ("день рождения
  7 марта", "родилась 9 мая"); after a label a month and year ("родилась в марте 1985"), and a
  year alone before "г.р." or after "Год рождения:";
- asked for in a call or a chat ("назовите дату рождения"), the next speaker's message answers;
- a table's header names the column ("ФИО | Дата рождения"): the dates under it.

None is yet to come; none follows another field's or event's word ("ДР не указан, договор от
…"); "день рождения банка" is a company's.

Dates are read as Russian writes them (date_forms.py), on folded text (lower case, ё→е).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from datetime import date, timedelta

from svaya.privacy.date_forms import (
    DATE,
    DAY_MONTH,
    MONTH_YEAR,
    WORDY_DATE,
    dates_between,
    digits_read,
)
from svaya.privacy.keys import parse_date, plain_key
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known, readings
from svaya.privacy.name_latin import latin_roles
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

CONTEXT_WINDOW = 48

_BIRTH_BEFORE = re.compile(
    r"рожд|д\.\s?[рp]\.|д/[рp]|г/[рp]|birth|born|\bdob\b|d\.o\.b|род[ин][лп]|родив|\bрод\.|\bрож\."
    r"|rozhd|р о ж д|\(b\.|\bдр(?![а-яё])|дню[хш]|именин|\b(?:муж|жен)\.?,?\s*$"
)
# Searched with str.find; ".р" and "ж." stand for "г.р.", "д.р.", "муж.", "жен." (checked below).
# A scan writes "р" as a Latin "p" ("д.p."), which homoglyphs.py leaves between full stops.
_BIRTH_WORDS = (
    "рожд", "родил", "родив", "род.", "рож.", "birth", "born", "dob", "d.o.b", "д/р", "г/р", ".р",
    "д/p", "г/p", ".p", ". p",
    ". р", "ж.", "др", "днюх", "днюш", "именин", "rozhd", "р о ж д", "(b.", "bday", "b-day",
    "роднл", "родип", "роднп",  # how OCR misreads "родил" (и → н, л → п)
)  # fmt: skip
# The keywords as one regex written as a trie: one pass instead of a str.find per keyword.
_KEYWORDS = trie_regex(_BIRTH_WORDS)
_BIRTH_TAILS = {
    ".р": ("г", "д"), ". р": ("г", "д"), ".p": ("г", "д"), ". p": ("г", "д"), "ж.": ("му", "же")
}  # fmt: skip
# After the date: "г.р.", "года рождения", "(дата рождения)", "— день рождения", "— ДР мамы".
# "Рожд…" is enough: OCR misreads "рождения" as "рождення". "…, дата рождения" after a comma is
# the next field's label, not this date's.
_BIRTH_AFTER = re.compile(
    r"[ \t]*(?:[(–—-][ \t]*(?:это[ \t]+)?дат[а-яё]*[ \t]*рожд"
    r"|[(,–—:-]?[ \t]*(?:г\.\s?[рp]\.|г\.[рp]|г/[рp]|года\s+рожд|г\.\s+рожд"
    r"|(?:(?!дат)[а-яё]+[ \t]+){0,2}(?:рожд|др(?![а-яё])|дню[хш])|д\.\s?[рp]\.|dob\b"
    r"|date\s+of\s+birth))"
)
# A label after a date with a value of its own: "справка до 25.04.2025, д.р. 2014-01-26".
_VALUE_NEXT = re.compile(r"[ \t.:–—-]*\d")


def _birth_label_after(folded: str, end: int) -> bool:
    after = _BIRTH_AFTER.match(folded, end)
    return after is not None and _VALUE_NEXT.match(folded, after.end()) is None


# A day and month before the birthday words: "7 марта — день рождения", "07.03 у Ани ДР".
_BIRTHDAY_AFTER = re.compile(
    r"[ \t]*[(,–—:-]?[ \t]*(?:[а-яё]+[ \t]+){0,3}"
    r"(?:(?:день|дн[её]м|дня)\s+рожд|др(?![а-яё])|дню[хш]|именин)"
)
# "день рождения", "с днём рождения", "ко дню рождения", "ДР", "днюха": then a day and month.
_BIRTHDAY = re.compile(
    r"(?:(?:(?:день|дн[её]м|дню|дня)\s+рожд[а-яё]*|birthday|b-?day|\bдр(?![а-яё])|д\.\s?р\."
    r"|дню[хш][а-я]*|именин[а-я]*|род[ин][лп]\w*)[\s:!,()–—-]*(?:[а-яa-z]+[\s:!,()–—-]+){0,3}"
    # A date of birth asked for or labelled: its answer follows, or the next speaker's message.
    r"|дат[аыуе]\s+рождения[\s:!?.,()–—-]*(?:\([^()\n]{0,40}\))?[\s:!?.,()–—-]*"
    r"(?:\n[ \t]*(?:\[[\d:]+\][ \t]*)?[а-яё]+:[ \t]*)?)$"
)
# A company's or a town's birthday ("день рождения банка"): an inanimate noun after the words.
_ITS_BIRTHDAY = re.compile(r"(?<=д)(?:ень|ня|ню|н[её]м)\s+рождения\s+([а-яё]+)")
# A year alone: before "г.р." / "года рождения" ("1985 г.р.", "дети 2010 и 2013 г.р."), or after
# a label of the year ("Год рождения: 1985", "г.р. 1985").
_YEARS_BORN = re.compile(
    r"(?<![\d.,/:-])(?:(?:19|20)\d\d|\d\d)(?:[ \t]*(?:,|и)[ \t]*(?:19|20)\d\d)*[ \t]*"
    r"(?:г\.[ \t]?[рp]\b|г/[рp]|года[ \t]+рожд|г\.[ \t]+рожд)"
)
_YEAR_LABELLED = re.compile(
    r"(?:год[а-я]*[ \t]+рожд[а-яё]*\.?|(?<![а-яё])г\.[ \t]?[рp]\.?|year[ \t]+of[ \t]+birth"
    r"|дат[а-яё]*[ \t]+рожд[а-яё]*\.?)[ \t]*[:–—-]?[ \t]*((?:19|20)\d\d)(?!\s*[\d.,/:\\_-]?\s*\d)"
)
# "родилась в 1985 году", "рожд. в 1985 г.".
_YEAR_BORN_IN = re.compile(
    r"(?:род[ин][лп]|родив|рожд)[а-яё]*\.?[ \t]+в[ \t]+((?:19|20)\d\d)[ \t]*(?:году|г\.|г\b|-?м\b)"
)
_A_YEAR = re.compile(r"(?:19|20)\d\d|\d\d")
# Kin in any case ("сын", "маме", "у бабушки", "тёща"): a family member's date follows.
_KIN = re.compile(
    r"(?:\b(?:сын(?:а|у|ом|е|овья|овей)?|доч(?:ь|ери|ерью|ка|ки|ке|ку)|супруг(?:а|и|е|у|ой|ом)?"
    r"|жена|жены|жене|жену|женой|муж|мужа|мужу|мужем|мать|матери|мама|мамы|маме|маму|мамой"
    r"|от(?:ец|ца|цу|цом|це)|пап(?:а|ы|е|у|ой)|брат(?:а|у|ом|е)?|сестр(?:а|ы|е|у|ой)"
    r"|ребен(?:ок|ка|ку)|дети|детей|детях|детям|детьми|внук(?:а|у|ом)?|внучк(?:а|и|е|у|ой)|бабушк(?:а|и|е|у|ой)"
    r"|дедушк(?:а|и|е|у|ой)|тет(?:я|и|е|ю)|дяд(?:я|и|е|ю)|племянни(?:к|ка|ку|ца|цы|це)"
    r"|теща|тещи|тесть|тестя|свекровь|свекрови|свекор|свекра|отчим|мачеха|опекун|иждивен\w*"
    r"|невестк\w*|снох\w*|пасын\w*|падчериц\w*|зят(?:ь|я|ю|ем)|крестни\w*"
    r"|члены\s+семьи|член\s+семьи|родственни\w*|spouse|son|daughter|child|mother|father)\b)"
)
# The words right before a date (a name in title case, in capitals or in Latin, or initials),
# read from the end of the text before it: a regex anchored at the end would be tried from every
# position of the window.
_TRAILING = " \t,(|:;/–—-\"«»“”'"
_TOKEN_BEFORE = re.compile(r"(?:[А-ЯЁA-Zа-яёa-z][\w-]*\.?)+")
_NAME_WORD = re.compile(r"[А-ЯЁA-Zа-яёa-z][\w-]*\.?")
# Words are split at spaces and at the cells' marks of an export ("Ivanov;Ivan;1985-03-07").
_CELLS = re.compile(r"[\s;,|/]+")


def _words_before(text: str, begin: int, start: int) -> list[str]:
    """Up to three words that end right before `start`, the nearest ones up to a token that is
    no word ("Петровы — Олег (1980-01-01)": "Олег"), as name words; quotes around them dropped
    ("\"Петров Илья\",\"2012-04-05\"")."""
    tokens = _CELLS.split(text[begin:start].rstrip(_TRAILING))[-3:]
    kept: list[str] = []
    for token in reversed(tokens):
        token = token.strip(_QUOTES)
        if _TOKEN_BEFORE.fullmatch(token) is None:
            break
        kept.insert(0, token)
    return [word for token in kept for word in _NAME_WORD.findall(token)]


_QUOTES = "\"«»“”'"


def birthdates(text: str, folded: str) -> Iterator[Span]:
    """Dates of birth, each once, in order of where their context was found; none that is yet to
    come."""
    taken = _Taken()
    folded = digits_read(folded)
    for start, end in _keyword_dates(folded):
        if taken.free(start, end) and not _too_recent(folded, start, folded[start:end]):
            taken.add(start, end)
            yield _span(text, start, end)
    for start, end in _years_of_people(text, folded):
        if taken.free(start, end):
            taken.add(start, end)
            yield _span(text, start, end)
    for m in DATE.finditer(folded):
        start, end = m.span()
        if taken.free(start, end):
            if _after_a_person(text, folded, start, m.group()) and not _too_recent(
                folded, start, m.group()
            ):
                taken.add(start, end)
                yield _span(text, start, end)


def _apart(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    return not any(s < end and start < e for s, e in spans)


class _Taken:
    """Stretches already taken, apart and kept in order: "is this one free?" is a binary search,
    not a walk over every date of a long text."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    def free(self, start: int, end: int) -> bool:
        i = bisect_left(self.starts, start)
        if i < len(self.starts) and self.starts[i] < end:
            return False
        return not (i and self.ends[i - 1] > start)

    def add(self, start: int, end: int) -> None:
        i = bisect_left(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


# Told of a baby's birth: "родилась 12.11.2026", "дочь появилась на свет …", "новорождённый".
# "Дата рождения: 12.11.2026", "ДР ребёнка: …" on a newborn's form: the label right before.
_BORN_LATELY = re.compile(
    r"род[ин]л|родив|рожд[её]н|на\s+свет|born"
    r"|(?:рожд[а-яё]*\.?|д\.\s?р\.|(?<![а-яё])др)(?:\s+[а-яё]+)?[\s.:–—-]*$"
)
RECENT = timedelta(days=366)


def _too_recent(folded: str, start: int, value: str) -> bool:
    """A date yet to come is nobody's birth date; one of the last year is a document's, a
    registration's, a death's, unless the words right before it tell of a birth."""
    parsed = parse_date(value)
    if parsed is None or parsed <= date.today() - RECENT:
        return False
    lately = _BORN_LATELY.search(folded[max(0, start - CONTEXT_WINDOW) : start]) is not None
    return parsed > date.today() or not lately


def _span(text: str, start: int, end: int) -> Span:
    value = text[start:end]
    return Span(start, end, value, "pd.birthdate", "pattern", plain_key("pd.birthdate", value))


def _keyword_dates(folded: str) -> Iterator[tuple[int, int]]:
    """Dates near a birth keyword; the keywords are rare, dates are not."""
    scanned_until = 0
    for at in sorted(_birth_keywords(folded)):
        # The last window's end again: a date it cut in two is read whole here (seen once).
        begin = max(at - CONTEXT_WINDOW, scanned_until - 40, 0)
        scanned_until = min(len(folded), at + CONTEXT_WINDOW + 32)
        full = []
        for m in dates_between(folded, begin, scanned_until):
            full.append(m.span())
            before = folded[max(0, m.start() - 2 * CONTEXT_WINDOW) : m.start()]
            recent = _year(m.group()) > date.today().year - ADULT
            if _birth_label_after(folded, m.end()) or _birth_context(before, recent):
                yield m.span()
        yield from _partial_dates(folded, at, full)
        yield from _years(folded, at)
        yield from _answer_dates(folded, at)
        yield from _column_dates(folded, at)


# A time after a day and month makes it an appointment ("ДР отдела — 7 марта в 18:00").
_TIME_AFTER = re.compile(r"[ \t,]*(?:в|с|до|at)?[ \t]*\d{1,2}[:.]\d\d(?!\d)")


def _partial_dates(folded: str, at: int, full: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """A day and month after birthday words or before them, a month and a year after a label."""
    for m in DAY_MONTH.finditer(folded, at, min(len(folded), at + 40)):
        if _TIME_AFTER.match(folded, m.end()) is None and _BIRTHDAY.search(
            folded, max(0, m.start() - 40), m.start()
        ):
            yield m.span()
    for m in DAY_MONTH.finditer(folded, max(0, at - 40), at):
        if _BIRTHDAY_AFTER.match(folded, m.end()):
            yield m.span()
    for m in MONTH_YEAR.finditer(folded, at, min(len(folded), at + CONTEXT_WINDOW)):
        if _apart(full, *m.span()) and _birth_context(folded[max(0, m.start() - 48) : m.start()]):
            yield m.span()


def _years(folded: str, at: int) -> Iterator[tuple[int, int]]:
    """A year of birth alone: "1985 г.р.", "дети 2010 и 2013 г.р.", "Год рождения: 1985"."""
    for m in _YEARS_BORN.finditer(folded, max(0, at - 40), min(len(folded), at + 8)):
        for year in _A_YEAR.finditer(folded, m.start(), m.end()):
            if not _in_a_date(folded, *year.span()):
                yield year.span()
    for m in _YEAR_LABELLED.finditer(folded, max(0, at - 16), min(len(folded), at + 40)):
        if not _initials(folded, m.start()):
            yield m.span(1)
    for m in _YEAR_BORN_IN.finditer(folded, at, min(len(folded), at + 40)):
        yield m.span(1)


# A year alone closing a person's item: "отец — Петров Иван (1952)", "child Ibragim (2022)",
# "сын Артём, 2017;"; or told of a person as their age is: "он 1998 года", "мама 1952 г.".
_YEAR_ALONE = re.compile(
    r"(?:(?<=\()|(?<=[,–—][ \t]))((?:19|20)\d\d)(?:[ \t]*(?:года|г\.?))?"
    rf"(?=[ \t]*(?:\)|;|\.?[ \t]*(?:\n|$)|,[ \t]*{_KIN.pattern}))"
)
_YEAR_OF_HIM = re.compile(
    rf"(?<![а-яё])(?:он|она|{_KIN.pattern})[ \t,–—-]+"
    r"((?:19|20)\d\d(?:[ \t]*(?:,|и)[ \t]*(?:19|20)\d\d)*)[ \t]*(?:года|г\.|г\b|-?го\b)"
    r"(?![ \t]*[а-яё])"  # "машина брата, 2015 года выпуска": the year of a thing
)


def _years_of_people(text: str, folded: str) -> Iterator[tuple[int, int]]:
    """A year of birth alone after a family member or a person's name (see above); none that
    is this year's."""
    if not any(ch.isdigit() for ch in folded):
        return
    for m in _YEAR_OF_HIM.finditer(folded):
        for year in _A_YEAR.finditer(folded, *m.span(1)):
            if int(year.group()) < date.today().year:
                yield year.span()
    for m in _YEAR_ALONE.finditer(folded):
        start = m.start()
        if int(m.group(1)) < date.today().year and _after_kin(text, folded, start, m):
            yield m.span(1)


def _after_kin(text: str, folded: str, start: int, m: re.Match[str]) -> bool:
    """A kinship word before the year on its line with only the person's words between, or
    (in brackets) a name right before."""
    line_start = folded.rfind("\n", 0, start) + 1
    kin = None
    for kin in _KIN.finditer(folded, max(line_start, start - CONTEXT_WINDOW), start):  # noqa: B007
        pass
    if kin is not None:
        between = _WORD.findall(folded[kin.end() : start])
        if all(_about_the_person(word) for word in between):
            return True
    # "Отчёт Иванова (2024) принят": a verb after it makes the year an event's.
    return _named_in_brackets(text, folded, line_start, start) and not _told_of_after(
        folded, m.end() + 1
    )


def _named_in_brackets(text: str, folded: str, line_start: int, start: int) -> bool:
    """In brackets right after a name of two words ("Гогия Марсель (2013)"), not one that may
    be a thing's owner ("Отчёт Петрова (2019)")."""
    words = _words_before(text, max(line_start, start - 48), start)
    return (
        folded[start - 1 : start] == "("
        and len(words) > 1
        and all(_person_word(word) for word in words[-2:])
    )


def _in_a_date(folded: str, start: int, end: int) -> bool:
    """The year of a whole date ("13-го ноября 1972 г.р."), which a window may have cut."""
    return any(
        m.start() < start and end <= m.end() for m in dates_between(folded, max(0, start - 32), end)
    )


def _initials(folded: str, start: int) -> bool:
    """ "Ким Г.Р. 1985": after a word, "г.р." is a person's initials."""
    return folded.startswith("г.", start) and folded[max(0, start - 2) : start].strip(" ").isalpha()


# A speaker's turn in a chat or a call: "Клиент: …", "[10:02] Анна Петровна: …".
SPEAKER = re.compile(
    r"[ \t]*(?:[—–-][ \t]*|(?:\[[\d:]+\][ \t]*)?[^\W\d][\w.-]*(?:[ \t][^\W\d][\w.-]*)?:[ \t]*)"
)
# Asked for the year ("А год рождения?"): a year alone answers ("— 1979-й").
_YEAR_ASKED = re.compile(r"год[а-я]*\s+$")
_YEAR_ANSWER = re.compile(r"(?<![\d.,/-])(?:19|20)\d\d(?![\d.,/]?\d)")


def _answer_dates(folded: str, at: int) -> Iterator[tuple[int, int]]:
    """Asked for a date of birth ("назовите дату рождения"), the next speaker's whole message is
    the answer, however long the way to its date ("Клиент: да, сейчас, гляну… 07.03.85")."""
    line_end = folded.find("\n", at, at + CONTEXT_WINDOW)
    if line_end < 0 or DATE.search(folded, at, line_end) is not None:
        return
    if (
        0 <= folded.find(":", at, line_end)
        and ":" not in folded[folded.rfind("\n", 0, at) + 1 : at]
    ):
        return  # a form's label ("Дата рождения: нет"), not a question
    speaker = SPEAKER.match(folded, line_end + 1)
    if speaker is None or _EVENT.search(speaker.group()) is not None:
        return
    answer_end = folded.find("\n", speaker.end())
    answer_end = len(folded) if answer_end < 0 else min(answer_end, speaker.end() + 160)
    answers = list(dates_between(folded, speaker.end(), answer_end))
    if not answers and _YEAR_ASKED.search(folded, max(0, at - 12), at):
        answers = list(_YEAR_ANSWER.finditer(folded, speaker.end(), answer_end))
    for m in answers:
        if not _names_an_event(folded[speaker.end() : m.start()]):
            yield m.span()


# A cell that is a date of birth and nothing else: a whole date or a year.
_CELL_DATE = re.compile(rf"\s*(?:{DATE.pattern}|{WORDY_DATE.pattern}|(?:19|20)\d\d)\s*")
_ROWS = 50


def _column_dates(folded: str, at: int) -> Iterator[tuple[int, int]]:
    """A table's header names the column ("ФИО | Дата рождения", "Name;DOB"): each row's cell
    under it that holds a date alone."""
    line_start = folded.rfind("\n", 0, at) + 1
    line_end = folded.find("\n", at)
    header = folded[line_start:line_end]
    sep = next((mark for mark in "|;\t," if mark in header), None)
    if line_end < 0 or sep is None:
        return
    column = header.count(sep, 0, at - line_start)
    cell_start = header.rfind(sep, 0, at - line_start) + 1
    cell_end = header.find(sep, at - line_start)
    if any(ch.isdigit() for ch in header[cell_start : cell_end if cell_end >= 0 else None]):
        return  # a label with its value in the same cell, read elsewhere
    row_start = line_end + 1
    for _ in range(_ROWS):
        if row_start > len(folded):
            return
        row_end = folded.find("\n", row_start)
        row_end = len(folded) if row_end < 0 else row_end
        cells = folded[row_start:row_end].split(sep)
        if len(cells) <= column:
            return
        begin = row_start + sum(len(cell) + 1 for cell in cells[:column])
        if _CELL_DATE.fullmatch(cells[column]):
            cell = cells[column]
            yield begin + len(cell) - len(cell.lstrip()), begin + len(cell.rstrip())
        row_start = row_end + 1


def _birth_keywords(folded: str) -> Iterator[int]:
    for m in _KEYWORDS.finditer(folded):
        at, word = m.start(), m.group()
        heads = _BIRTH_TAILS.get(word)
        if _a_pets(folded, at):
            continue
        if word in ("др", "dob"):
            if _whole_word(folded, at, at + len(word)):
                yield at
        elif word == "рожд" and _its_birthday(folded, at):
            continue
        elif heads is None or any(folded.startswith(h, max(0, at - len(h))) for h in heads):
            yield at


def _its_birthday(folded: str, at: int) -> bool:
    """ "день рождения банка": a thing's birthday, not a person's."""
    m = _ITS_BIRTHDAY.search(folded, max(0, at - 6), at + 40)
    if m is None or m.start() > at:
        return False
    tag = readings(m.group(1))[0].tag if readings(m.group(1)) else None
    return tag is not None and "NOUN" in tag and "inan" in tag


# An animal before the birthday words ("у пса Бублика день рождения", "кошка Муся, д.р. …").
_PET = re.compile(
    r"(?<![а-яё])(?:п[её]с|пса|псу|собак|кош[еа]?к|кот(?:а|у|ом|ик)?(?![а-яё])|кот[её]н|щен"
    r"|питом|попуга|хомя|кролик|черепах|лошад|морск\w+\s+свин|dog|cat|puppy|kitten|pet)"
)


def _a_pets(folded: str, at: int) -> bool:
    line_start = folded.rfind("\n", 0, at) + 1
    return _PET.search(folded, max(line_start, at - 40), at) is not None


def _whole_word(folded: str, start: int, end: int) -> bool:
    return not (start and folded[start - 1].isalpha()) and not folded[end : end + 1].isalpha()


_REST_OF_WORD = re.compile(r"^[а-яёa-z]+")
# What leads the eye from a label to its value and says nothing: a remark in brackets ("(как в
# паспорте)"), a leader of dots or underscores.
_FILLER = re.compile(r"\([^()\n]{0,60}\)|[._]{3,}|\s{2,}")
# Between dates of one list ("14.05.2010, 03.09.2013 и 21.01.2016", "муж 07.03.1985, жена …").
_LIST_GAP = re.compile(r"[\s,;()–—:.-]*(?:(?:и|или|а)\s+)?(?:[а-яёa-z]+[\s:–—-]*){0,2}")
# Words that make a date after a birth label, or after a kinship word, another field's or another
# event's date ("ДР не указан, договор от …", "сын записан на приём …").
_EVENT_WORDS = (
    r"дат[аыуе](?![а-я])|договор|контракт|соглашени|выда|действ(?:ител|ует|ия)|срок|оплат|платеж"
    r"|сч[её]т(?![а-я]{2})|заказ|накладн|приказ|заявк|обращ|подпис|поступ|выписк|визит|при[её]м"
    r"|записан|запись|записи|заезд|выезд|вылет|рейс|уволен|зачислен|регистрац|issued|expir"
    r"|valid\b|сегодня|вчера|завтра|умер|сконча|смерт|погиб"
)
_EVENT = re.compile(rf"(?<![а-яёa-z])(?:{_EVENT_WORDS})")


# A header's label, then a row's cells before the date: the table's columns decide (below).
_ANOTHER_CELL = re.compile(r"\n[^\n]*\w[^\n]*[|;\t]")


# An event's word as where the date was read ("как в заявке", "по договору", "из анкеты"): a
# source, not the event the date belongs to.
_SOURCE = re.compile(r"(?<![а-яё])(?:в|во|по|из|согласно)\s+$")


def _names_an_event(words: str) -> bool:
    return any(
        _SOURCE.search(words, max(0, m.start() - 10), m.start()) is None
        for m in _EVENT.finditer(words)
    )


def _birth_context(before: str, recent: bool = False) -> bool:
    """A birth keyword is the nearest context word, not one from an earlier field: close to the
    date, or dates of one list between; no other field's or event's word between, nor a verb
    before a recent date ("Дата рождения и паспорт проверены 14.08.2025")."""
    hits = list(_BIRTH_BEFORE.finditer(before))
    if not hits:
        return False
    tail = _REST_OF_WORD.sub("", before[hits[-1].end() :])  # counted from the keyword's end
    if _names_an_event(tail) or _ANOTHER_CELL.search(tail) is not None:
        return False
    pieces = DATE.split(_FILLER.sub(" ", tail))
    if recent and _has_verb(pieces[0]):
        return False
    if len(pieces[0]) > 32 or not all(_LIST_GAP.fullmatch(gap) for gap in pieces[1:]):
        return False
    # "в базе 14.08.1979, в паспорте 14.08.1978", not "…, звонил 12.03.2024"
    return len(pieces) == 1 or not _has_verb(pieces[-1])


_VERB_TAGS = frozenset(("VERB", "INFN", "PRTS", "GRND"))
_BIRTH_VERB = re.compile(r"ро[дж]")


def _has_verb(words: str) -> bool:
    """A verb other than a birth verb ("звонила", "проверены"): the words tell of an event."""
    for word in _WORD.findall(words):
        parses = readings(word) if len(word) > 2 and not _BIRTH_VERB.match(word) else ()
        if parses and not _VERB_TAGS.isdisjoint(parses[0].tag.grammemes):
            return True
    return False


# The word right after a date, with no comma between: "… 12.03.2005 принят", "… — дата договора".
_WORD_AFTER = re.compile(r"[ \t]*(?:г\.|года)?[ \t]*(?:[—–:-][ \t]*)?([а-яё]+)")


def _told_of_after(folded: str, end: int) -> bool:
    """A verb or an event's word right after the date makes it that event's ("Кравцов А.П.
    12.03.2005 принят на должность"); after a comma the date stands apart, as a birth date does
    ("Кравцов А.П., 07.03.1985, обратился …")."""
    m = _WORD_AFTER.match(folded, end)
    return m is not None and (_EVENT.match(m.group(1)) is not None or _has_verb(m.group(1)))


_CELL_AFTER_DATE = re.compile(rf"(?:{DATE.pattern})[^|\t;]*[|\t;]")


def _next_cell(between: str) -> bool:
    """A table's row: the kin's date sits in an earlier cell ("| внучка | 22.04.2014 | …"), the
    date after it is another column's (a registration's)."""
    return _CELL_AFTER_DATE.search(between) is not None


def _an_event(between: str) -> bool:
    """The words between a person and a date tell of an event ("сын записан на приём …")."""
    return _names_an_event(between) or bool(_TIME_WORD.search(between)) or _has_verb(between)


# A list's item: "1) …", "2. …", "- …", "• …".
_LIST_ITEM = re.compile(r"[ \t]*(?:\d{1,2}[.)]|[-•*–—])[ \t]")
_ITEMS = 12


def _kin_list(folded: str, line_start: int) -> bool:
    """An item of a list whose heading names the family ("Сведения о детях:\n1) …")."""
    for _ in range(_ITEMS):
        if line_start == 0 or _LIST_ITEM.match(folded, line_start) is None:
            return False
        above = folded.rfind("\n", 0, line_start - 1) + 1
        if _LIST_ITEM.match(folded, above) is None:
            return _KIN.search(folded, above, line_start) is not None
        line_start = above
    return False


def _after_a_person(text: str, folded: str, start: int, value: str) -> bool:
    """A kinship word before the date on its line, or a name or initials right before it. After
    a name, a date of this year or the last few ones is when someone signed, not when they were
    born: a person named in a bank's papers is grown up."""
    if _told_of_after(folded, start + len(value)):
        return False
    line_start = folded.rfind("\n", 0, start) + 1
    kin = _KIN.search(folded, max(line_start, start - CONTEXT_WINDOW), start)
    if kin is not None and kin.end() >= start - 40:
        if not _an_event(folded[kin.end() : start]) and not _next_cell(folded[kin.end() : start]):
            return True
    if _kin_list(folded, line_start) and not _an_event(folded[line_start:start]):
        return True
    words = _words_before(text, max(line_start, start - 48), start)
    if _year(value) > date.today().year - ADULT:
        # A child's date in brackets right after their name: "Гогия Марсель (11-07-2013)".
        return _named_in_brackets(text, folded, line_start, start)
    if words and _person_word(words[-1]):
        return True
    # "Marina Volk, …": a surname that is an ordinary word after a first name.
    if len(words) > 1 and words[-1][0].isupper() and _person_word(words[-2]):
        return True
    if _unknown_full_name(words):
        return True
    return _in_a_persons_clause(folded, max(line_start, start - 2 * CONTEXT_WINDOW), start, value)


# Words for a person by their role ("пациентка", "заемщик", "гр.") or age ("41 год"), or "я"
# ("мне 40, я 7/3/85"): a full date in the same clause is probably when they were born...
_PERSON = re.compile(
    r"(?<![а-яё])(?:я(?![а-яё])|пациент|клиент|заемщик|созаемщик|поручител|заявител|гр\."
    r"|гражданин|гражданк|уроженец|уроженк|возраст|[ин]сполнил|лет\b|год\b|года\b|сотрудни|работник|соискател|кандидат"
    r"|ученик|ученица|студент|воспитанни|владел|собственни|наниматель|арендатор|страховател"
    r"|застрахованн|пассажир|гост[ьия]|посетител|абонент|вкладчик|пенсионер|инвалид"
    r"|guest|passenger|patient|client|applicant|holder|employee|tenant)[а-яёa-z]*"
)
# A preposition of time right before a date ("сын с 01.09.2018 учится"): a period's date.
_TIME_WORD = re.compile(r"(?<![а-яё])(?:с|со|по|до|от|на|к|после|перед|через)[\s:]*$")
# ...unless a word between says it is a document's, a payment's or an event's date ("договор от",
# "выдан", "действителен до", "оплата", "заезд"), or a preposition of time leads it ("с", "по").
_NOT_BIRTH = re.compile(
    rf"(?<![а-яёa-z])(?:{_EVENT_WORDS}|действ|сч[её]т|запис|date|выезд|въезд|прил[её]т|смен"
    r"|отпуск|больничн|принят|кредит|займ|заем|стаж|период|гаранти|вклад|депозит|ипотек|аренд"
    r"|гарант|эксплуатац|check|arriv|depart|from|until|since"
    r"|(?:от|с|со|до|по|на|в|во|к|за|после|перед|через|около|между|until|till)(?![а-яёa-z]))"
    r"|\d:\d"
)


def _in_a_persons_clause(folded: str, begin: int, start: int, value: str) -> bool:
    """A role or age word before the date in its clause, nothing between it and the date that
    makes the date another event's, and a year when a grown-up was born."""
    if _year(value) < 1920:
        return False
    clause = max(folded.rfind(";", begin, start), folded.rfind(".\n", begin, start)) + 1
    last = None
    for last in _PERSON.finditer(folded, max(begin, clause), start):  # noqa: B007
        pass
    if last is None:
        return False
    between = folded[last.end() : start]
    if _NOT_BIRTH.search(between) is not None or DATE.search(between) is not None:
        return False
    # An age is a person's only when nothing before it in the clause makes it a term ("срок
    # кредита 5 лет", "на 3 года").
    if last.group() in _AGE and _NOT_BIRTH.search(folded, max(begin, clause), last.start()):
        return False
    return all(_about_the_person(w) for w in _WORD.findall(between))


_WORD = re.compile(r"[а-яёa-z]+")
_AGE = frozenset(("лет", "год", "года", "г", "р", "полных", "мес"))


def _about_the_person(word: str) -> bool:
    """A word between a role and its date that still speaks of the person: their name (any letter
    case), an initial, their age, another role ("пациентка, пенсионерка, …"). A verb or an event's
    noun ("осмотр", "обратился") means the date is something else's."""
    if len(word) == 1 or word in _AGE or _PERSON.match(word):
        return True
    return _person_word(word.title())


def _unknown_full_name(words: list[str]) -> bool:
    """Two or three words in title case or capitals that the dictionary does not know as anything
    else, as a full name it has never seen is written ("Ким Ен Хо", "Li Wei"): no place, no
    organisation, no ordinary word but a short one (a syllable of an Asian name: "Хо", "Wei")."""
    if len(words) < 2 or any(len(w) < 2 or not w[0].isupper() or "." in w for w in words):
        return False
    return not any(_known_other(w) and (len(w) > 3 or _place_or_company(w)) for w in words)


def _place_or_company(word: str) -> bool:
    return not word.isascii() and has_tag(word.title(), ("Geox", "Orgn", "Abbr"))


def _known_other(word: str) -> bool:
    if word.isascii():
        roles = latin_roles(word)
        return bool(roles) and not roles & {"Name", "Surn", "Patr"}
    return has_tag(word.title(), ("Geox", "Orgn", "Abbr")) or (
        not has_tag(word.title(), PERSON_TAGS) and is_known(word.lower())
    )


def _person_word(word: str) -> bool:
    """Initials, or a word that may be part of a name: a first name, surname or patronymic in
    Cyrillic (any letter case), or one in Latin letters read back into Cyrillic."""
    if len(word) <= 2:
        return word[:1].isupper() and word[1:] in ("", ".")
    word = word.rstrip(".")
    if word.isascii():
        return bool(
            latin_roles(word.title() if word.islower() else word) & {"Name", "Surn", "Patr"}
        )
    return has_tag(word if word.istitle() else word.title(), PERSON_TAGS)


ADULT = 14
_YEAR = re.compile(r"\d{4}")
_NUMBER = re.compile(r"\d+")


def _year(value: str) -> int:
    found = _YEAR.search(value)
    if found is not None:
        return int(found.group())
    numbers = _NUMBER.findall(value)
    if not numbers:
        return 0  # a year in words: an old one
    two = int(numbers[-1])
    return 2000 + two if two <= date.today().year % 100 else 1900 + two
