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
  7 марта", "родилась 9 мая").

Dates are read as Russian writes them, by hand and by OCR: "07.03.1985", "07 .03 .1985",
"07,03,85", "1985 / 03 / 07", "7 марта 1985 г.", "12 сент. 1991", "двадцать второе июня 1979".
Matched on folded text (lower case, ё→е).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from svaya.privacy.keys import plain_key
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known
from svaya.privacy.name_rules import latin_roles
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

CONTEXT_WINDOW = 48

_MONTH = (
    r"(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-я]*"
    r"|(?:янв|февр?|мар|апр|июн|июл|авг|сент?|окт|нояб?|дек)\.?"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
)
# A month in Roman numerals, as older documents write it ("7.III.1985").
_ROMAN_MONTH = r"(?:xi{0,2}|i(?:x|v|i{0,2})|vi{0,3})"
_ORDINAL = (
    r"(?:(?:двадцать|тридцать)\s)?(?:перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят"
    r"|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат|семнадцат|восемнадцат"
    r"|девятнадцат|двадцат|тридцат)(?:ое|ого|ье|ьего|ый|ого)"
)
# A year in words, as a call is transcribed: "восемьдесят пятого (года)", "девяностого",
# "тысяча девятьсот семьдесят второго", "две тысячи пятого", "двухтысячного".
_UNITS = r"(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят)"
_YEAR_WORDS = (
    r"(?:(?:тысяча\s+девятьсот|две\s+тысячи)\s+)?"
    r"(?:(?:двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто)\s+"
    rf"{_UNITS}|(?:десят|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат"
    r"|семнадцат|восемнадцат|девятнадцат|двадцат|тридцат|сороков|пятидесят|шестидесят"
    rf"|семидесят|восьмидесят|девяност|двухтысячн)|{_UNITS})(?:ого|ый|ом)(?:\s+года)?"
)
# A separator: one mark, doubled by a slip ("22.03..1999"), a backslash ("23\\06\\2002").
_SEP = r"(?:\s{0,2}(?:\.\.|[./,_\\-])\s{0,2}|\s)"
_DAY = rf"(?:\d{{1,2}}|{_ORDINAL})"
_YEAR_TAIL = r"(?:\s*(?:г\.|года|г\b))?"
# Written with digits. The pattern starts with a digit and looks behind only after it, so the
# regex engine skips ahead to the next digit instead of trying every position.
DATE = re.compile(
    rf"\d(?<!\d\d)(?<!\d[.,/-]\d)(?:\d?{_SEP}\d{{1,2}}{_SEP}(?:\d{{4}}|\d{{2}})(?![\d.,/]\d)"
    rf"|\d{{3}}{_SEP}\d{{1,2}}{_SEP}\d{{1,2}}(?![\d.,/]?\d)"
    rf"|\d?(?:-?го|[»\"])?(?:\s+|-)(?:{_MONTH})(?:,\s*\d{{4}}|(?:\s*|-)(?:\d{{4}}|\d{{2}}(?!\d)))"
    rf"{_YEAR_TAIL}"
    # Colons, as a time is typed: "13:10:1971" (a four-digit year only: "12:30:45" is a time).
    r"|\d?:\d{1,2}:\d{4}(?!\d)"
    rf"|\d?(?:\.{_ROMAN_MONTH}\.(?:\d{{4}}|\d{{2}})|\s{_ROMAN_MONTH}\s\d{{4}})(?!\d)"
    # As airlines and hotels write it: "07MAR85", "07MAR1985".
    r"|\d?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:\d{4}|\d{2})(?!\d))"
)
_MONTH_EN = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
)
# Tried only near a birth keyword: the day in words ("двадцать второе июня 1979"), English
# orders ("March 7, 1985", "Jan 12th 1979", "7th of March, 1985"), and eight digits with the
# separators lost ("07031985", a valid day and month).
WORDY_DATE = re.compile(
    rf"(?<![\w.,/-])(?:{_ORDINAL}\s+(?:{_MONTH})\s*\d{{4}}{_YEAR_TAIL}"
    rf"|{_MONTH_EN}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+of\s+{_MONTH_EN},?\s+\d{{4}}"
    r"|(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d\d(?!\d)"
    rf"|(?:{_ORDINAL}|\d{{1,2}})\s+(?:{_MONTH})\s+{_YEAR_WORDS})"
)
DAY_MONTH = re.compile(
    rf"(?<![\d.])(?:(?:\d{{1,2}}(?:-?го)?|{_ORDINAL})\s+(?:{_MONTH})(?!\s*\d)"
    rf"|\d{{1,2}}[./]\d{{1,2}}(?![.,/]?\d))"
)

_BIRTH_BEFORE = re.compile(
    r"рожд|д\.\s?р\.|д/р|birth|born|\bdob\b|d\.o\.b|род[ин][лп]|\bрод\.|\bдр(?![а-яё])|днюх"
    r"|\b(?:муж|жен)\.?,?\s*$"
)
# Searched with str.find; ".р" and "ж." stand for "г.р.", "д.р.", "муж.", "жен." (checked below).
_BIRTH_WORDS = (
    "рожд", "родил", "род.", "birth", "born", "dob", "d.o.b", "д/р", ".р", ". р", "ж.", "др",
    "днюх",
    "роднл", "родип", "роднп",  # how OCR misreads "родил" (и → н, л → п)
)  # fmt: skip
# The keywords as one regex written as a trie: one pass instead of a str.find per keyword.
_KEYWORDS = trie_regex(_BIRTH_WORDS)
_BIRTH_TAILS = {".р": ("г", "д"), ". р": ("г", "д"), "ж.": ("му", "же")}
# After the date: "г.р.", "года рождения", "(дата рождения)", "— д.р.".
# After the date: "г.р.", "года рождения", "(дата рождения)", "— день рождения", "— ДР мамы".
_BIRTH_AFTER = re.compile(
    r"[ \t]*[(,–—:-]?[ \t]*(?:г\.\s?р\.|г\.р|года\s+рождения|г\.\s+рождения"
    r"|(?:[а-яё]+[ \t]+){0,2}(?:рождения|др(?![а-яё])|днюх)|д\.\s?р\.|dob\b|date\s+of\s+birth)"
)
# A day and month before the birthday words: "7 марта — день рождения", "07.03 у Ани ДР".
_BIRTHDAY_AFTER = re.compile(
    r"[ \t]*[(,–—:-]?[ \t]*(?:[а-яё]+[ \t]+){0,3}"
    r"(?:(?:день|дн[её]м|дня)\s+рождения|др(?![а-яё])|днюх)"
)
# "день рождения", "с днём рождения", "ко дню рождения", "ДР", "днюха": then a day and month.
_BIRTHDAY = re.compile(
    r"(?:(?:(?:день|дн[её]м|дню|дня)\s+рождения|birthday|b-?day|\bдр(?![а-яё])|д\.\s?р\.|днюх[а-я]*"
    r"|род[ин][лп]\w*)[\s:!,()–—-]*(?:[а-я]+[\s:!,()–—-]+){0,3}"
    # A date of birth asked for or labelled: its answer follows, or the next speaker's message.
    r"|дат[аыуе]\s+рождения[\s:!?.,()–—-]*(?:\n[ \t]*(?:\[[\d:]+\][ \t]*)?[а-яё]+:[ \t]*)?)$"
)
# Kin in any case ("сын", "маме", "у бабушки", "тёща"): a family member's date follows.
_KIN = re.compile(
    r"(?:\b(?:сын(?:а|у|ом|е|овья|овей)?|доч(?:ь|ери|ерью|ка|ки|ке|ку)|супруг(?:а|и|е|у|ой|ом)?"
    r"|жена|жены|жене|жену|женой|муж|мужа|мужу|мужем|мать|матери|мама|мамы|маме|маму|мамой"
    r"|от(?:ец|ца|цу|цом|це)|пап(?:а|ы|е|у|ой)|брат(?:а|у|ом|е)?|сестр(?:а|ы|е|у|ой)"
    r"|ребен(?:ок|ка|ку)|дети|детей|внук(?:а|у|ом)?|внучк(?:а|и|е|у|ой)|бабушк(?:а|и|е|у|ой)"
    r"|дедушк(?:а|и|е|у|ой)|тет(?:я|и|е|ю)|дяд(?:я|и|е|ю)|племянни(?:к|ка|ку|ца|цы|це)"
    r"|теща|тещи|тесть|тестя|свекровь|свекрови|свекор|свекра|отчим|мачеха|опекун|иждивен\w*"
    r"|члены\s+семьи|член\s+семьи|родственни\w*|spouse|son|daughter|child|mother|father)\b)"
)
# The words right before a date (a name in title case, in capitals or in Latin, or initials),
# read from the end of the text before it: a regex anchored at the end would be tried from every
# position of the window.
_TRAILING = " \t,(|:;–—-\"«»“”'"
_TOKEN_BEFORE = re.compile(r"(?:[А-ЯЁA-Zа-яёa-z][\w-]*\.?)+")
_NAME_WORD = re.compile(r"[А-ЯЁA-Zа-яёa-z][\w-]*\.?")


def _words_before(text: str, begin: int, start: int) -> list[str]:
    """Up to three words that end right before `start`, the nearest ones up to a token that is
    no word ("Петровы — Олег (1980-01-01)": "Олег"), as name words; quotes around them dropped
    ("\"Петров Илья\",\"2012-04-05\"")."""
    tokens = text[begin:start].rstrip(_TRAILING).split()[-3:]
    kept: list[str] = []
    for token in reversed(tokens):
        token = token.strip(_QUOTES)
        if _TOKEN_BEFORE.fullmatch(token) is None:
            break
        kept.insert(0, token)
    return [word for token in kept for word in _NAME_WORD.findall(token)]


_QUOTES = "\"«»“”'"


def birthdates(text: str, folded: str) -> Iterator[Span]:
    """Dates of birth, each once, in order of where their context was found."""
    seen: set[int] = set()
    for start, end in _keyword_dates(folded):
        if start not in seen:
            seen.add(start)
            yield _span(text, start, end)
    for m in DATE.finditer(folded):
        if m.start() not in seen and _after_a_person(text, folded, m.start(), m.group()):
            seen.add(m.start())
            yield _span(text, m.start(), m.end())


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
        for m in _dates_between(folded, begin, scanned_until):
            before = folded[max(0, m.start() - CONTEXT_WINDOW) : m.start()]
            if _BIRTH_AFTER.match(folded, m.end()) or _birth_context(before):
                yield m.span()
        for m in DAY_MONTH.finditer(folded, at, min(len(folded), at + 40)):
            if _BIRTHDAY.search(folded, max(0, m.start() - 40), m.start()):
                yield m.span()
        for m in DAY_MONTH.finditer(folded, max(0, at - 40), at):
            if _BIRTHDAY_AFTER.match(folded, m.end()):
                yield m.span()


def _dates_between(folded: str, begin: int, end: int) -> Iterator[re.Match[str]]:
    yield from DATE.finditer(folded, begin, end)
    yield from WORDY_DATE.finditer(folded, begin, end)


def _birth_keywords(folded: str) -> Iterator[int]:
    for m in _KEYWORDS.finditer(folded):
        at, word = m.start(), m.group()
        heads = _BIRTH_TAILS.get(word)
        if word in ("др", "dob"):
            if _whole_word(folded, at, at + len(word)):
                yield at
        elif heads is None or any(folded.startswith(h, max(0, at - len(h))) for h in heads):
            yield at


def _whole_word(folded: str, start: int, end: int) -> bool:
    return not (start and folded[start - 1].isalpha()) and not folded[end : end + 1].isalpha()


_REST_OF_WORD = re.compile(r"^[а-яёa-z]+")


def _birth_context(before: str) -> bool:
    """A birth keyword is the nearest context word, not one from an earlier field."""
    hits = list(_BIRTH_BEFORE.finditer(before))
    if not hits:
        return False
    tail = _REST_OF_WORD.sub("", before[hits[-1].end() :])  # counted from the keyword's end
    return DATE.search(tail) is None and len(tail) <= 32


def _after_a_person(text: str, folded: str, start: int, value: str) -> bool:
    """A kinship word before the date on its line, or a name or initials right before it. After
    a name, a date of this year or the last few ones is when someone signed, not when they were
    born: a person named in a bank's papers is grown up."""
    line_start = folded.rfind("\n", 0, start) + 1
    kin = _KIN.search(folded, max(line_start, start - CONTEXT_WINDOW), start)
    if kin is not None and kin.end() >= start - 40:
        return True
    if _year(value) > date.today().year - ADULT:
        return False
    words = _words_before(text, max(line_start, start - 48), start)
    if words and _person_word(words[-1]):
        return True
    # "Marina Volk, …": a surname that is an ordinary word after a first name.
    if len(words) > 1 and words[-1][0].isupper() and _person_word(words[-2]):
        return True
    if _unknown_full_name(words):
        return True
    return _in_a_persons_clause(folded, max(line_start, start - 2 * CONTEXT_WINDOW), start, value)


# Words for a person by their role ("пациентка", "заемщик", "гр.") or age ("41 год"): a full
# date in the same clause is probably when they were born...
_PERSON = re.compile(
    r"(?<![а-яё])(?:пациент|клиент|заемщик|созаемщик|поручител|заявител|гр\.|гражданин|гражданк"
    r"|уроженец|уроженк|возраст|лет\b|год\b|года\b|сотрудни|работник|соискател|кандидат"
    r"|ученик|ученица|студент|воспитанни|владел|собственни|наниматель|арендатор|страховател"
    r"|застрахованн|пассажир|гост[ьия]|посетител|абонент|вкладчик|пенсионер|инвалид"
    r"|guest|passenger|patient|client|applicant|holder|employee|tenant)[а-яёa-z]*"
)
# ...unless a word between says it is a document's, a payment's or an event's date ("договор от",
# "выдан", "действителен до", "оплата", "заезд"), or a preposition of time leads it ("с", "по").
_NOT_BIRTH = re.compile(
    r"(?<![а-яёa-z])(?:договор|контракт|соглашени|выда|действ|срок|оплат|платеж|сч[её]т|заказ"
    r"|накладн|приказ|заявк|обращ|подпис|поступ|выписк|дата|date|визит|при[её]м|запис|заезд"
    r"|выезд|въезд|вылет|прил[её]т|рейс|смен|отпуск|больничн|уволен|принят|зачислен|регистрац"
    r"|кредит|займ|заем|стаж|период|гаранти|вклад|депозит|ипотек|аренд|гарант|эксплуатац"
    r"|check|arriv|depart|issued|expir|valid|from|until|since|сегодня|вчера|завтра"
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
    two = int(_NUMBER.findall(value)[-1])
    return 2000 + two if two <= date.today().year % 100 else 1900 + two
