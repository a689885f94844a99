"""How a date is written, by hand and by OCR: "07.03.1985", "07 .03 .1985", "07,03,85",
"1985 / 03 / 07", "7 марта 1985 г.", "12 сент. 1991", "двадцать второе июня 1979", "07-III-1985",
"07.мар.1985", "7 марта 85-го", "March 7, 1985", "07MAR85", "O7.O3.1985" (OCR's letters for
digits), "02 | 01 | 1994" and "0 8 1 2 1 9 8 1" (a scanned table's cells, a form's boxes).
Matched on folded text (lower case, ё→е); dates.py decides which are dates of birth.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

# Each alphabet's months behind a look at the first letter: the pattern is tried after every
# digit of a text, and most are followed by no letter of the other alphabet.
_MONTH = (
    r"(?=[а-я])(?:(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)"
    r"[а-я]*|(?:янв|февр?|мар|апр|июн|июл|авг|сент?|окт|нояб?|дек)\.?)"
    # Russian months in Latin letters, as a chat transliterates them ("12 marta", "8 sentyabrya").
    r"|(?=[a-z])(?:(?:[yji]a?nvar|fevral|mart|aprel|i[yj]?u[nl]|avgust|sent[yji]a?br|okt[yji]a?br"
    r"|no[yji]a?br|dekabr)[a-z]*|maya\b"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?)"
)
# A month in Roman numerals, as older documents write it ("7.III.1985").
_ROMAN_MONTH = r"(?:xi{0,2}|i(?:x|v|i{0,2})|vi{0,3})"
_ORDINAL = (
    r"(?:(?:двадцать|тридцать)\s)?(?:перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят"
    r"|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат|семнадцат|восемнадцат"
    r"|девятнадцат|двадцат|тридцат)(?:ое|ого|ье|ьего|ый|ого)"
)
# The day as a cardinal number word, as some write a date in words: "семнадцать августа 1999",
# "двадцать пять мая 1980" (not "двадцать пятое": that is _ORDINAL's).
_CARDINAL_DAY = (
    r"(?:(?:(?:двадцать|тридцать)\s)?(?:один|одно|два|две|три|четыре|пять|шесть|семь|восемь"
    r"|девять)|десять|(?:один|две|три|четыр|пят|шест|сем|восем|девят)надцать|двадцать|тридцать)"
    r"(?![а-я])"
)
_DAY_WORD = rf"(?:{_ORDINAL}|{_CARDINAL_DAY})"
# A year in words, as a call is transcribed: "восемьдесят пятого (года)", "девяностого",
# "тысяча девятьсот семьдесят второго", "две тысячи пятого", "двухтысячного".
_UNITS = r"(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят)"
_YEAR_WORDS = (
    r"(?:(?:тысяча\s+девятьсот|две\s+тысячи)\s+)?"
    r"(?:(?:двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто)\s+"
    rf"{_UNITS}|(?:десят|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат"
    r"|семнадцат|восемнадцат|девятнадцат|двадцат|тридцат|сороков|пятидесят|шестидесят"
    rf"|семидесят|восьмидесят|девяност|двухтысячн)|{_UNITS})(?:ь?его|ого|ый|ий|ом)(?:\s+года)?"
)
# A separator: one mark, doubled by a slip ("22.03..1999", "10.08./2002"), a backslash
# ("23\\06\\2002"), a dash ("25—12—1958"), a middle dot or a semicolon ("07·03·1985",
# "07;03;1985"), a vertical bar with no space around ("18|08|1992": a spaced one is a table's cell
# border).
_SEP = r"(?:\s{0,2}(?:\.\.|\./|[./,_\\–—·;-])\s{0,2}|\s|\|)"
# "1985 г.", "1985 года", "85-го", "85го".
_YEAR_TAIL = r"(?:\s*(?:г\.|года(?!\s*рожд)|г\b)|-?го\b)?"
# Written with digits. The pattern starts with a digit and looks behind only after it, so the
# regex engine skips ahead to the next digit instead of trying every position.
DATE = re.compile(
    rf"\d(?<!\d\d)(?<!\d[.,/-]\d)(?:\d?{_SEP}\d{{1,2}}{_SEP}(?:\d{{4}}|\d{{2}})(?![\d.,/]\d)"
    rf"|\d{{3}}{_SEP}\d{{1,2}}{_SEP}\d{{1,2}}(?![\d.,/]?\d)"
    # The day glued to its month word too, as a phone's keyboard types it: "6января1961".
    rf"|\d?(?:-?(?:о?го|ое|е)|st|nd|rd|th|[»\"])?(?:\s+|-|\.\s?)?(?:{_MONTH})"
    # a two-digit "year" with a flat glued after it is a house on a street named by a date ("8
    # марта 35/9", "1 мая 12-40"); a spaced dash or slash, or an age after it, goes on to another
    # value ("12 мая 85 - 39 лет", "3 марта 79/45 лет")
    r"(?:,\s*\d{4}|(?:\s*|-)(?:\d{4}|\d{2}(?!\d)(?![а-я]?[-/]\d+(?!\d)(?![ \t]*(?:лет|год)))))"
    rf"{_YEAR_TAIL}"
    # Colons, as a time is typed: "13:10:1971" (a four-digit year only: "12:30:45" is a time).
    r"|\d?:\d{1,2}:\d{4}(?!\d)"
    rf"|\d?(?:\.{_ROMAN_MONTH}\.|-{_ROMAN_MONTH}-|/{_ROMAN_MONTH}/)(?:\d{{4}}|\d{{2}})(?!\d)"
    rf"|\d?\s{_ROMAN_MONTH}\s\d{{4}}(?!\d)"
    # As airlines and hotels write it: "07MAR85", "07MAR1985"; a database's export year first:
    # "1985-Mar-07".
    r"|\d?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:\d{4}|\d{2})(?!\d)"
    r"|\d{3}-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)-\d{1,2}(?![\d.,/]?\d))"
)
_MONTH_EN = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
)
# Tried only near a birth keyword: the day in words ("двадцать второе июня 1979"), English
# orders ("March 7, 1985", "Jan 12th 1979", "7th of March, 1985"), and eight digits with the
# separators lost ("07031985", a valid day and month; "19850307", year first, as an airline's
# record writes it).
_WORDY_OTHER = (
    rf"{_MONTH_EN}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+of\s+{_MONTH_EN},?\s+\d{{4}}"
    r"|(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d\d(?!\d)"
    r"|(?<!\d)(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)"
    rf"|\d{{1,2}}\s+(?:{_MONTH})\s+{_YEAR_WORDS}"
)
_WORDY_DAY = (
    rf"{_DAY_WORD}\s+(?:{_MONTH})\s*\d{{4}}{_YEAR_TAIL}|{_DAY_WORD}\s+(?:{_MONTH})\s+{_YEAR_WORDS}"
)
# The whole family in one pattern, for a cell that must be a date alone (dates.py); a text is
# scanned by `wordy_dates`.
WORDY_DATE = re.compile(rf"(?<![\w.,/-])(?:{_WORDY_DAY}|{_WORDY_OTHER})")
# Each alternative begins with a digit or a Latin letter: a look at the first character first.
_WORDY_OTHER_DATE = re.compile(rf"(?=[\da-z])(?<![\w.,/-])(?:{_WORDY_OTHER})")
# The day in words comes before a month's word after a space: a text with no such word (most
# texts) is scanned without the day's words, which double the scan's time.
_SPACED_MONTH = re.compile(rf"\s(?:{_MONTH})(?![а-я])")


def wordy_dates(folded: str, begin: int = 0, end: int | None = None) -> Iterator[re.Match[str]]:
    """WORDY_DATE's matches in `folded[begin:end]`."""
    end = len(folded) if end is None else end
    regex = WORDY_DATE if _SPACED_MONTH.search(folded, begin, end) else _WORDY_OTHER_DATE
    return regex.finditer(folded, begin, end)


DAY_MONTH = re.compile(
    rf"(?<![\d.])(?:(?:\d{{1,2}}(?:-?о?го)?|{_ORDINAL})\s+(?:{_MONTH})(?!\s*\d)"
    rf"|\d{{1,2}}[./]\d{{1,2}}(?![.,/]?\d)"
    rf"|(?<![\w])(?:{_MONTH_EN})\s+\d{{1,2}}(?:st|nd|rd|th)?(?!\d|,?\s*\d)"
    # A vCard's birthday with no year: "BDAY:--1221", "BDAY:--12-21".
    r"|(?<![\w-])--(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01])(?!\d))"
)
# Tried only near a birth keyword, after the full dates: a month and a year ("март 1985",
# "в марте 85-го", "03.1985").
MONTH_YEAR = re.compile(
    rf"(?<![\w.,/-])(?:(?:{_MONTH})\s*(?:\d{{4}}|\d{{2}}(?=-?го\b))|(?:0?[1-9]|1[0-2])[./]\d{{4}})"
    rf"(?![\d.,/]?\d){_YEAR_TAIL}"
)


# A date as a scanned table or a form's boxes print it: a bar with spaces between day, month and
# year ("02 | 01 | 1994", which DATE leaves as a table's cell border), or a digit a box ("0 8 1 2 1
# 9 8 1", "0|8|.|1|2|.|1|9|8|1"; the same mark between every two digits, a full stop or a slash
# between day, month and year). Tried only where a birth is said: near a keyword, in a birth
# column, right after a person (dates.py).
_BAR = r"(?:[ \t]*\|[ \t]*|[ \t]+[l!i][ \t]+)"  # OCR reads a bar as "l", "I", "!"
BARRED_DATE = re.compile(
    rf"\d(?<!\d\d)\d?{_BAR}\d{{1,2}}{_BAR}(?:\d{{4}}|\d{{2}})"
    r"(?![\d.,/]?\d)(?![ \t]*\|[ \t]*\d)"
)
# Between day, month and year the box's mark, a date's mark, or both ("0 8.1 2", "0 8 . 1 2").
_BOX_GROUP = r"(?:(?P=box)?[./-](?P=box)?|(?P=box))"
BOXED_DATE = re.compile(
    rf"\d(?<!\d\d)(?P<box>[ \t]|[ \t]?\|[ \t]?)\d{_BOX_GROUP}\d(?P=box)\d{_BOX_GROUP}"
    r"\d(?P=box)\d(?P=box)\d(?P=box)\d(?!\d|(?P=box)\d)"
)
# Digits or a box's border with a digit before the first: a longer number's tail.
_DIGIT_BEFORE = re.compile(r"\d[ \t]?\|?[ \t]?$")


# Digits one a box, which most texts have none of: a quick look before the search.
_BOXES = re.compile(r"[ \t|]\d[ \t|]\d[ \t|]")


def box_dates(
    folded: str, begin: int, end: int, regexes: tuple[re.Pattern[str], ...] = ()
) -> Iterator[re.Match[str]]:
    """Dates printed in boxes or a table's cells that name a day."""
    for regex in regexes or (BARRED_DATE, BOXED_DATE):
        for m in regex.finditer(folded, begin, end):
            if _DIGIT_BEFORE.search(folded, max(0, m.start() - 4), m.start()) is None and (
                boxed_day(m.group()) is not None
            ):
                yield m


def digit_boxes(folded: str) -> Iterator[re.Match[str]]:
    """Dates written a digit a box anywhere in a text."""
    if _BOXES.search(folded) is not None:
        yield from box_dates(folded, 0, len(folded), (BOXED_DATE,))


_DIGITS = re.compile(r"\d+")


def full_year(two: int) -> int:
    """A two-digit year as a writer means it: this year's digits and lower are this century's
    ("18.02.26" written in 2026 is that day, not a hundred-year-old's birthday)."""
    return 2000 + two if two <= date.today().year % 100 else 1900 + two


def boxed_day(value: str) -> date | None:
    """The day a boxed date names, read day first as Russian writes it ("0 8 1 2 1 9 8 1" is
    8 December 1981); None for any other value."""
    numbers = _DIGITS.findall(value)
    if len(numbers) == 8 and all(len(n) == 1 for n in numbers):
        numbers = ["".join(numbers[:2]), "".join(numbers[2:4]), "".join(numbers[4:])]
    if len(numbers) != 3 or len(numbers[2]) not in (2, 4):
        return None
    day, month, year = (int(n) for n in numbers)
    if len(numbers[2]) == 2:
        year = full_year(year)
    try:
        return date(year, month, day)
    except ValueError:
        return None


# Six digits with the separators lost ("070385"): read only beside a birth keyword, never by a
# name or by shape alone (every passport's and order's number has six).
_SIX_DIGITS = re.compile(r"(?<![\w.,/-])(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d\d(?!\d)")


def dates_between(folded: str, begin: int, end: int) -> Iterator[re.Match[str]]:
    """The dates near a birth keyword."""
    yield from DATE.finditer(folded, begin, end)
    yield from wordy_dates(folded, begin, end)
    yield from _SIX_DIGITS.finditer(folded, begin, end)
    yield from box_dates(folded, begin, end)


# OCR reads a digit as a letter that looks like it ("O7.O3.1985", "07.03.l985"): such a letter
# between digits and a date's marks is read as the digit (same length, so offsets hold).
_LETTER_DIGIT = re.compile(r"\d[oоl]|[oоl]\d")
_OCR_DATE = re.compile(r"(?<!\w)[\doоl]{1,4}(?:[.,/-][\doоl]{1,4}){2}(?!\w)")
_AS_DIGITS = str.maketrans("oоl", "001")


def digits_read(folded: str) -> str:
    if _LETTER_DIGIT.search(folded) is None:
        return folded
    return _OCR_DATE.sub(_as_digits, folded)


def _as_digits(m: re.Match[str]) -> str:
    token = m.group()
    return token.translate(_AS_DIGITS) if sum(ch.isdigit() for ch in token) >= 4 else token
