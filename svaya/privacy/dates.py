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
  year alone before "г.р." or after "Год рождения:", also cut short ("1945гр", "(р. 1945)");
- asked for in a call or a chat ("назовите дату рождения"), the next speaker's message answers;
- a table's header names the column ("ФИО | Дата рождения"): the dates under it.

None is yet to come; none follows another field's or event's word ("ДР не указан, договор от
…"); "день рождения банка" is a company's.

Dates are read as Russian writes them (date_forms.py), on folded text (lower case, ё→е). The
words around a date that make it another event's are in date_context.py, the dates that follow a
person (kin, a name, a role) in date_persons.py.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from datetime import date, timedelta

from svaya.privacy.date_context import (
    CONTEXT_WINDOW,
    EVENT,
    SPEAKER,
    TIME_AFTER,
    a_time_field,
    birth_context,
    has_verb,
    jubilee_days,
    names_an_event,
)
from svaya.privacy.date_forms import (
    BOXED_DATE,
    DATE,
    DAY_MONTH,
    MONTH_YEAR,
    WORDY_DATE,
    boxed_day,
    dates_between,
    digit_boxes,
    digits_read,
    wordy_dates,
)
from svaya.privacy.date_persons import (
    A_YEAR,
    ADULT,
    after_a_name,
    after_a_person,
    person_before,
    year_of,
    years_of_people,
)
from svaya.privacy.date_probable import OLDEST, date_value, probable_birthdate
from svaya.privacy.date_rows import roster_date, roster_years
from svaya.privacy.keys import parse_date, plain_key
from svaya.privacy.morphology import readings
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

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
    r"|[(,–—:-]?[ \t]*(?:г\.\s?[рp]\.|г\.[рp]|г/[рp]|года\s*рожд|г\.\s+рожд"
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
# The birthday words further before in the same sentence, words with no verb between ("у Маши
# день рождения как раз в день старта, 14 мар"; not "день рождения отметили, 14 мар …").
_BIRTHDAY_CLAUSE = re.compile(
    r"(?:день|дн[её]м|дню|дня)\s+рожд[а-яё]*([\s:!,()–—-]*(?:[а-яa-z]+[\s:!,()–—-]+){4,6})$"
)


def _birthday_in_clause(folded: str, start: int) -> bool:
    m = _BIRTHDAY_CLAUSE.search(folded, max(0, start - 64), start)
    return m is not None and not has_verb(m.group(1)) and not names_an_event(m.group(1))


# A company's or a town's birthday ("день рождения банка"): an inanimate noun after the words.
_ITS_BIRTHDAY = re.compile(r"(?<=д)(?:ень|ня|ню|н[её]м)\s+рождения\s+([а-яё]+)")
# A year alone: before "г.р." / "года рождения" / "рожд." ("1985 г.р.", "дети 2010 и 2013 г.р."),
# or after a label of the year ("Год рождения: 1985", "г.р. 1985").
_YEARS_BORN = re.compile(
    r"(?<![\d.,/:-])(?:(?:1[89]|20)\d\d|\d\d)(?:[ \t]*(?:,|и)[ \t]*(?:1[89]|20)\d\d)*"
    r"(?:-?го)?[ \t]*"
    r"(?:г\.[ \t]?[рp]\b|г/[рp]|года[ \t]+рожд|г\.[ \t]*рожд|рожд(?:\.|ения|\b))"
)
_YEAR_LABELLED = re.compile(
    r"(?:год[а-я]*[ \t]+рожд[а-яё]*\.?|(?<![а-яё])г\.[ \t]?[рp]\.?|year[ \t]+of[ \t]+birth"
    r"|дат[а-яё]*[ \t]+рожд[а-яё]*\.?|(?<![а-яё])(?:рожд?|род)\.|\(b\.)"
    r"[ \t]*[:–—-]?[ \t]*((?:19|20)\d\d)(?!\s*[\d.,/:\\_-]?\s*\d)"
)
# Two digits after the year's own label: "Год рожд.: 85", "год рождения 85-й".
_YEAR2_LABELLED = re.compile(
    r"год[а-я]*[ \t]+рожд[а-яё]*\.?[ \t]*[:–—-]?[ \t]*(\d\d)(?:-?[йгм]\w*|[ \t]*г\.?)?"
    r"(?![\w.,/:\\-]|[ \t]+[а-яёa-z]{2})"
)
# The words cut shorter than the keywords' trie holds: "гр" glued to a year ("1945гр", "1945
# гр."), and "р." before one as a reference book writes "born" ("(р. 1945)"; not "г.р.", read
# above, nor "500 р. 2019", a sum).
# Both start with their words, rarer than digits, and read the year before or after them.
_GR = re.compile(r"гр(?![а-яёa-z])(?:(?<=\d[ \t]гр)|(?<=\dгр))")
_YEAR_BEFORE = re.compile(r"(?<![\d.,/:-])\d{4}(?:-?го)?[ \t]?$")
_BORN_YEAR = re.compile(r"р\.(?<![\w.]р\.)(?<!\d[ \t]р\.)[ \t]?((?:19|20)\d\d)(?![\d.,/]?\d)")
# Not a year of birth: a parcel's or a dish's weight in grams ("Вес посылки 1950 гр"), a year
# something happened in ("в 2019 гр. Кравцов обратился": a citizen's title before the name).
_WEIGHT = re.compile(r"(?<![а-яё])(?:вес|масс|нетто|брутто|порци|weight)")
_IN_A_YEAR = re.compile(r"(?<![а-яё])(?:в|во|с|до|по|от|за|к|на)[ \t]+$")
_TITLE_AFTER = re.compile(r"\.[ \t]*[А-ЯЁ]")
# "родилась в 1985 году", "рожд. в 1985 г.", "род. в 1985 г.".
_YEAR_BORN_IN = re.compile(
    r"(?:род[ин][лп]|родив|рожд|род(?=\.))[а-яё]*\.?[ \t]+в[ \t]+((?:19|20)\d\d)[ \t]*"
    r"(?:году|г\.|г\b|-?м\b)"
)


def birthdates(text: str, folded: str) -> Iterator[Span]:
    """Dates of birth, each once, in order of where their context was found; none that is yet to
    come, none that a machine's field keyed by a time holds ("date": "2025-03-05T09:13")."""
    fields = any(mark in text for mark in "\"'=:")
    for span in _birthdates(text, folded):
        if not (fields and a_time_field(text, span.start)):
            yield span


def _birthdates(text: str, folded: str) -> Iterator[Span]:
    taken = _Taken()
    folded = digits_read(folded)
    for start, end in _keyword_dates(folded):
        if taken.free(start, end) and not _too_recent(folded, start, folded[start:end]):
            taken.add(start, end)
            yield _span(text, start, end)
    if "юбиле" in folded:
        for start, end in jubilee_days(folded):
            if taken.free(start, end):
                taken.add(start, end)
                yield _span(text, start, end)
    for start, end in _short_years(text, folded):
        if taken.free(start, end):
            taken.add(start, end)
            yield _span(text, start, end)
    for start, end in years_of_people(text, folded):
        if taken.free(start, end):
            taken.add(start, end)
            yield _span(text, start, end)
    for start, end in roster_years(text, folded):
        if taken.free(start, end):
            taken.add(start, end)
            yield _span(text, start, end)
    for m in DATE.finditer(folded):
        start, end = m.span()
        if taken.free(start, end) and _of_a_person(text, folded, start, m.group()):
            taken.add(start, end)
            yield _span(text, start, end)
    for m in wordy_dates(folded):
        start, end = m.span()
        if taken.free(start, end) and _of_a_person(text, folded, start, m.group()):
            taken.add(start, end)
            yield _span(text, start, end)
    for m in digit_boxes(folded):
        # A digit a box after a person ("Кравцов Андрей 0 7 0 3 1 9 8 5"); a table's bars are
        # a date only where a birth is said (above), not after any name in a row.
        start, end = m.span()
        if (
            taken.free(start, end)
            and after_a_person(text, folded, start, m.group())
            and not _too_recent(folded, start, m.group())
        ):
            taken.add(start, end)
            yield _span(text, start, end)


# A travel document's record ("…/RU/04JUN78/M/18AUG35/KRAVTSOV/LEV", "…-F-23SEP31-…"): the date
# after the sex field is the document's expiry, and the sex no one's initial.
_AFTER_SEX_FIELD = re.compile(r"[/-][mf]i?[/-]$")


def _of_a_person(text: str, folded: str, start: int, value: str) -> bool:
    """After a person (kin, a name, a role), or a whole date no context names (date_probable.py):
    a child's year right after a grown-up's name is when they signed."""
    if _AFTER_SEX_FIELD.search(folded, max(0, start - 4), start):
        return False
    if after_a_person(text, folded, start, value):
        return not _too_recent(folded, start, value)
    if not probable_birthdate(text, folded, start, start + len(value)):
        return False
    return (
        year_of(value) <= date.today().year - ADULT
        or not after_a_name(text, folded, start)
        or roster_date(text, folded, start, start + len(value))
    )


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
    r"род[ин]л|родив|рожд[её]н(?![иья])|на\s+свет|born"
    r"|(?:рожд[а-яё]*\.?|д\.\s?р\.|(?<![а-яё])др)(?:\s+[а-яё]+)?[\s.:–—-]*$"
)
RECENT = timedelta(days=366)


def _too_recent(folded: str, start: int, value: str) -> bool:
    """A date yet to come is nobody's birth date; one of the last year is a document's, a
    registration's, a death's, unless the words right before it tell of a birth."""
    parsed = parse_date(value) or boxed_day(value) or date_value(value)
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
            recent = year_of(m.group()) > date.today().year - ADULT
            if _birth_label_after(folded, m.end()) or birth_context(before, recent):
                yield _whole_day(folded, *m.span())
        yield from _partial_dates(folded, at, full)
        yield from _years(folded, at)
        yield from _answer_dates(folded, at)
        yield from _column_dates(folded, at)


# A scan's space inside the day ("2 3.02.2007 г.р."): a lone digit right before a one-digit day.
_LONE_DIGIT = re.compile(r"(?<![\w.,/:№#-])\d ")


def _whole_day(folded: str, start: int, end: int) -> tuple[int, int]:
    if (
        start >= 2
        and not folded[start + 1 : start + 2].isdigit()
        and _LONE_DIGIT.fullmatch(folded, start - 2, start)
        and 1 <= int(folded[start - 2] + folded[start]) <= 31
    ):
        return start - 2, end
    return start, end


def _partial_dates(folded: str, at: int, full: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """A day and month after birthday words or before them, a month and a year after a label."""
    for m in DAY_MONTH.finditer(folded, at, min(len(folded), at + 40)):
        if TIME_AFTER.match(folded, m.end()) is None and (
            _BIRTHDAY.search(folded, max(0, m.start() - 40), m.start())
            or _birthday_in_clause(folded, m.start())
        ):
            yield m.span()
    for m in DAY_MONTH.finditer(folded, max(0, at - 40), at):
        if _BIRTHDAY_AFTER.match(folded, m.end()):
            yield m.span()
    for m in MONTH_YEAR.finditer(folded, at, min(len(folded), at + CONTEXT_WINDOW)):
        if _apart(full, *m.span()) and birth_context(folded[max(0, m.start() - 48) : m.start()]):
            yield m.span()


def _years(folded: str, at: int) -> Iterator[tuple[int, int]]:
    """A year of birth alone: "1985 г.р.", "дети 2010 и 2013 г.р.", "Год рождения: 1985"."""
    for m in _YEARS_BORN.finditer(folded, max(0, at - 40), min(len(folded), at + 8)):
        for year in A_YEAR.finditer(folded, m.start(), m.end()):
            if not _in_a_date(folded, *year.span()):
                yield year.span()
    for m in _YEAR_LABELLED.finditer(folded, max(0, at - 16), min(len(folded), at + 40)):
        if not _initials(folded, m.start()):
            yield m.span(1)
    for m in _YEAR2_LABELLED.finditer(folded, max(0, at - 16), min(len(folded), at + 40)):
        yield m.span(1)
    for m in _YEAR_BORN_IN.finditer(folded, at, min(len(folded), at + 40)):
        yield m.span(1)


def _short_years(text: str, folded: str) -> Iterator[tuple[int, int]]:
    """A year of birth with its words cut short ("1945гр", "(р. 1945)"), not a pet's, not a
    weight nor a year something happened in, in a year a living person was born in; "гр", which
    may be grams, right after a person's words ("пропал мужчина 1960гр")."""
    for m in _GR.finditer(folded):
        year = _YEAR_BEFORE.search(folded, max(0, m.start() - 9), m.start())
        if year is None:
            continue
        start = year.start()
        clause = folded[max(folded.rfind("\n", 0, start) + 1, start - 40) : start]
        if (
            person_before(text, folded, start)
            and _WEIGHT.search(clause) is None
            and _IN_A_YEAR.search(clause) is None
            and _TITLE_AFTER.match(text, m.end()) is None
            and _living(folded, start, start + 4)
        ):
            yield start, start + 4
    for m in _BORN_YEAR.finditer(folded):
        if _living(folded, *m.span(1)):
            yield m.span(1)


def _living(folded: str, start: int, end: int) -> bool:
    return OLDEST <= int(folded[start:end]) < date.today().year and not _a_pets(folded, start)


def _in_a_date(folded: str, start: int, end: int) -> bool:
    """The year of a whole date ("13-го ноября 1972 г.р."), which a window may have cut."""
    return any(
        m.start() < start and end <= m.end() for m in dates_between(folded, max(0, start - 32), end)
    )


def _initials(folded: str, start: int) -> bool:
    """ "Ким Г.Р. 1985": after a word, "г.р." is a person's initials."""
    return folded.startswith("г.", start) and folded[max(0, start - 2) : start].strip(" ").isalpha()


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
    speaker = _exported_message(folded, at, line_end) or SPEAKER.match(folded, line_end + 1)
    if speaker is None or EVENT.search(speaker.group()) is not None:
        return
    answer_end = folded.find("\n", speaker.end())
    answer_end = len(folded) if answer_end < 0 else min(answer_end, speaker.end() + 160)
    answers = list(dates_between(folded, speaker.end(), answer_end))
    if not answers and _YEAR_ASKED.search(folded, max(0, at - 12), at):
        answers = list(_YEAR_ANSWER.finditer(folded, speaker.end(), answer_end))
    for m in answers:
        if not names_an_event(folded[speaker.end() : m.start()]):
            yield m.span()


# A chat's export: a message a line ({"id": 4, "date": "…", "from": "…", "text": "…"}), or the
# export's fields a line each as the privacy gate reads a JSON ("id: 4", "date: …", "text: …").
_MESSAGE_KEY = re.compile(
    r"\"(text|message|body|content|msg)\"[ \t]*:[ \t]*\""
    r"|(?<![^\n])(text|message|body|content|msg):[ \t]*"
)
_FIELDS_OF_A_MESSAGE = 6


def _exported_message(folded: str, at: int, line_end: int) -> re.Match[str] | None:
    """The text of the next message when the question is an exported message's text: the
    export's fields before it (the date, the sender) are not the answer's."""
    questions = list(_MESSAGE_KEY.finditer(folded, folded.rfind("\n", 0, at) + 1, at))
    if not questions:
        return None
    question = questions[-1]
    key = question.group(1) or question.group(2)
    start = line_end + 1
    for _ in range(_FIELDS_OF_A_MESSAGE):
        end = folded.find("\n", start)
        end = len(folded) if end < 0 else end
        for m in _MESSAGE_KEY.finditer(folded, start, end):
            if key in (m.group(1), m.group(2)):
                return m
        if end == len(folded):
            return None
        start = end + 1
    return None


# A cell that is a date of birth and nothing else: a whole date or a year.
_CELL_DATE = re.compile(
    rf"\s*(?:{DATE.pattern}|{WORDY_DATE.pattern}|{BOXED_DATE.pattern}|(?:19|20)\d\d)\s*"
)
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
        cell = cells[column]
        if _CELL_DATE.fullmatch(cell) and (BOXED_DATE.search(cell) is None or boxed_day(cell)):
            yield begin + len(cell) - len(cell.lstrip()), begin + len(cell.rstrip())
        elif len(cells) == header.count(sep) + 3:
            split = _split_date(cells, column, begin)
            if split is not None:
                yield split
        row_start = row_end + 1


_DAY_CELL = re.compile(r"\s*(?:0?[1-9]|[12]\d|3[01])\s*")
_MONTH_CELL = re.compile(r"\s*(?:0?[1-9]|1[0-2])\s*")
_YEAR_CELL = re.compile(r"\s*(?:(?:19|20)\d\d|\d\d)\s*")


def _split_date(cells: list[str], column: int, begin: int) -> tuple[int, int] | None:
    """A row two cells longer than its header whose date the separator split in three under the
    date's column ("4 | Петров Иван | 27 | 02 | 1986 | …", a scan reading a date's full stops
    as the table's bars): the day, the month and the year as one value."""
    day, month, year = cells[column : column + 3]
    if not (
        _DAY_CELL.fullmatch(day) and _MONTH_CELL.fullmatch(month) and _YEAR_CELL.fullmatch(year)
    ):
        return None
    start = begin + len(day) - len(day.lstrip())
    end = begin + len(day) + 1 + len(month) + 1 + len(year.rstrip())
    return start, end


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


# An animal before the birthday words ("у пса Бублика день рождения", "кошка Муся, д.р. …"); "пёс"
# a whole word, not a surname's start ("Пестрякова, др …").
_PET = re.compile(
    r"(?<![а-яё])(?:(?:п[её]с|пса|псу)(?![а-яё])|собак|кош[еа]?к|кот(?:а|у|ом|ик)?(?![а-яё])|кот[её]н|щен"
    r"|питом|попуга|хомя|кролик|черепах|лошад|морск\w+\s+свин)"
    # Latin words whole: "pet" and "cat" begin Latin names ("Petrov", "Catherine").
    r"|(?<![a-z])(?:dog|cat|puppy|kitten|pet)s?(?![a-z])"
)


def _a_pets(folded: str, at: int) -> bool:
    line_start = folded.rfind("\n", 0, at) + 1
    return _PET.search(folded, max(line_start, at - 40), at) is not None


def _whole_word(folded: str, start: int, end: int) -> bool:
    return not (start and folded[start - 1].isalpha()) and not folded[end : end + 1].isalpha()
