"""Dates of birth that follow a person rather than a birth keyword.

- a kinship word before the date on its line, in any case ("сын — Артем, 2012-02-14", "маме"), or
  a list whose heading names the family ("Сведения о детях:\n1) …");
- a name or initials right before it ("Петров Олег Иванович, 2015-06-01"), a full name the
  dictionary has never seen ("Ким Ен Хо"), a child's name with the date in brackets;
- a role or age word before it in its clause ("пациентка, 23.07.1949"), with only the person's
  words between and a grown-up's year;
- a year alone closing a person's item ("отец — Петров Иван (1952)") or told of them ("он 1998
  года").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from svaya.privacy.date_context import (
    CONTEXT_WINDOW,
    EVENT,
    EVENT_WORDS,
    MORE_EVENT_WORDS,
    WORD,
    an_event,
    line_head,
    names_an_event,
    next_cell,
    told_of_after,
)
from svaya.privacy.date_forms import DATE, full_year
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known, readings
from svaya.privacy.name_latin import latin_roles

A_YEAR = re.compile(r"(?:1[89]|20)\d\d|\d\d")
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


# A year alone closing a person's item: "отец — Петров Иван (1952)", "child Ibragim (2022)",
# "сын Артём, 2017;"; or told of a person as their age is: "он 1998 года", "мама 1952 г.".
_YEAR_ALONE = re.compile(
    r"(?:(?<=\()|(?<=[,–—][ \t]))((?:19|20)\d\d)(?:[ \t]*(?:года|г\.?))?"
    rf"(?=[ \t]*(?:\)|;|\.?[ \t]*(?:\n|$)|,[ \t]*{_KIN.pattern}))"
)
_YEAR_OF_HIM = re.compile(
    rf"(?<![а-яё])(?:он|она|{_KIN.pattern})[ \t,–—-]+"
    r"((?:19|20)\d\d(?:[ \t]*(?:,|и)[ \t]*(?:19|20)\d\d)*)"
    # "дети 2009 и 2013": the years alone close the item
    r"(?:[ \t]*(?:года|г\.|г\b|-?го\b)|(?=[ \t]*(?:[;.)\n]|$)))"
    r"(?![ \t]*[а-яё])"  # "машина брата, 2015 года выпуска": the year of a thing
)


_YEAR_DIGITS = re.compile(r"(?:19|20)\d\d")


# A year told of a person named in full as their age is: "Кравцова Нина Петровна, 1956 года,
# проживает одна" (not "2019 года выпуска", a thing's year).
_YEAR_OF_A_NAME = re.compile(r"года(?![ \t]*[а-яё])(?:(?<=\d{4}[ \t]года)|(?<=\d{4}года))")
_NAME_AND_YEAR = re.compile(r"[,–—][ \t]*((?:19|20)\d\d)[ \t]*$")


def years_of_people(text: str, folded: str) -> Iterator[tuple[int, int]]:
    """A year of birth alone after a family member or a person's name (see above); none that
    is this year's."""
    if _YEAR_DIGITS.search(folded) is None:  # the regexes need one
        return
    for m in _YEAR_OF_HIM.finditer(folded):
        for year in A_YEAR.finditer(folded, *m.span(1)):
            if int(year.group()) < date.today().year:
                yield year.span()
    for m in _YEAR_OF_A_NAME.finditer(folded):
        year = _NAME_AND_YEAR.search(folded, max(0, m.start() - 8), m.start())
        if (
            year is not None
            and int(year.group(1)) <= date.today().year - _SIGNED_YEARS
            and _named_in_full(text, year.start())
        ):
            yield year.span(1)
    for m in _YEAR_ALONE.finditer(folded):
        start = m.start()
        if int(m.group(1)) < date.today().year and _after_kin(text, folded, start, m):
            yield m.span(1)
    yield from _named_years(text, folded)


# A first name and a year in a list whose heading or label asks for years of birth ("За кого
# (имя, год рожд.) | … | Аягма 1953, Баяр 1970"): the year is that person's birth.
_BIRTH_YEARS_ASKED = re.compile(r"год(?:а|ы|ов)?[ \t]+рожд|г\.[ \t]?р\.|годы[ \t]+рожд")
_BIRTH_YEARS_ASKED_ANY_CASE = re.compile(_BIRTH_YEARS_ASKED.pattern, re.IGNORECASE)
_FIRST_NAME_YEAR = re.compile(
    r"(?<![\w-])([А-ЯЁ][а-яё]{2,})[ \t]+((?:19|20)\d\d)(?![\w.-])(?=[ \t]*(?:[,;|)\n]|$))"
)
_ASKED_REACH = 600
_MONTH_WORD = re.compile(
    r"(?:январ|феврал|апрел|июн|июл|сентябр|октябр|ноябр|декабр)[ьяеюм]{0,2}|март[аеу]?"
    r"|ма[йяею]|август[аеу]?"
)


def _named_years(text: str, folded: str) -> Iterator[tuple[int, int]]:
    for m in _names_with_years(text, folded):
        yield m.span(2)


def names_with_birth_years(text: str) -> Iterator[tuple[int, int]]:
    """The first names of such a list, the dictionary's or unknown to it ("Зорикто 1987")."""
    if _BIRTH_YEARS_ASKED_ANY_CASE.search(text) is not None:
        for m in _names_with_years(text, text.lower().replace("ё", "е")):
            yield m.span(1)


def _names_with_years(text: str, folded: str) -> Iterator[re.Match[str]]:
    asked = [m.end() for m in _BIRTH_YEARS_ASKED.finditer(folded)]
    if not asked:
        return
    for m in _FIRST_NAME_YEAR.finditer(text):
        if int(m.group(2)) >= date.today().year or not any(
            0 <= m.start() - end <= _ASKED_REACH for end in asked
        ):
            continue
        word = m.group(1)
        if _MONTH_WORD.fullmatch(word.lower()):
            continue  # "Март 2020": a month's
        if has_tag(word, ("Name",)) or not is_known(word):
            yield m


def _after_kin(text: str, folded: str, start: int, m: re.Match[str]) -> bool:
    """A kinship word before the year on its line with only the person's words between, or
    (in brackets) a name right before."""
    line_start = line_head(folded, start)
    kin = None
    for kin in _KIN.finditer(folded, max(line_start, start - CONTEXT_WINDOW), start):  # noqa: B007
        pass
    if kin is not None:
        between = WORD.findall(folded[kin.end() : start])
        if all(_about_the_person(word) for word in between):
            return True
    # "Отчёт Иванова (2024) принят": a verb after it makes the year an event's.
    return _named_in_brackets(text, folded, line_start, start) and not told_of_after(
        folded, m.end() + 1
    )


# A person told of by sex or age ("пропал мужчина 1960гр", "девочка 2012 г.р.").
_HUMAN = re.compile(r"мужчин|женщин|девушк|девочк|мальчик|парен|подрост|старик|старушк")


def person_before(text: str, folded: str, start: int) -> bool:
    """A person's word among the words right before `start` on its line: a name's word (not an
    initial), a kinship word, a role or a person told of by sex or age."""
    line_start = line_head(folded, start)
    words = _words_before(text, max(line_start, start - 48), start)
    return any(
        (len(w) > 2 and _person_word(w))
        or _KIN.fullmatch(w.lower()) is not None
        or _PERSON.match(w.lower()) is not None
        or _HUMAN.match(w.lower()) is not None
        for w in words
    )


def _named_in_full(text: str, start: int) -> bool:
    """Right after a person's name of two or three words written in full ("Кравцов Лев
    Андреевич"), not a thing's that names its owner ("Отчёт Кравцова Льва")."""
    line_start = line_head(text, start)
    words = _words_before(text, max(line_start, start - 64), start)
    names = 0
    while names < len(words) and len(words[-1 - names]) > 2 and _person_word(words[-1 - names]):
        names += 1
    if names < 2:
        return False
    before = words[-1 - names] if names < len(words) else ""
    return not before or _PERSON.match(before.lower()) is not None or not _other_noun(before)


def _named_in_brackets(text: str, folded: str, line_start: int, start: int) -> bool:
    """In brackets right after a name of two words ("Гогия Марсель (2013)"), not one that may
    be a thing's owner ("Отчёт Петрова (2019)")."""
    words = _words_before(text, max(line_start, start - 48), start)
    return (
        folded[start - 1 : start] == "("
        and len(words) > 1
        and all(_person_word(word) for word in words[-2:])
    )


def _child_named(text: str, folded: str, line_start: int, start: int, value: str) -> bool:
    """Right after two name words written in full, no initial among them, one a name the
    dictionary knows and neither another noun ("Мокрых Мстислав", not "Отчёт Петрова"), in a
    year before the last two, on a line that is no table's row and names no event before it
    ("Заезд: …"). Typed in lower case ("кравцов лев"), one of them is a surname or a
    patronymic: a first name alone may be a word ("лев", "роза")."""
    if year_of(value) > date.today().year - _SIGNED_YEARS:
        return False
    line = folded[line_start:start]
    if any(mark in line for mark in "|;\t") or names_an_event(line):
        return False
    words = _words_before(text, max(line_start, start - 48), start)[-2:]
    if len(words) != 2 or not all(len(w) > 2 and not _other_noun(w) for w in words):
        return False
    if all(w[0].isupper() for w in words):
        return any(_person_word(w) for w in words)
    return all(w.islower() for w in words) and any(
        has_tag(w.title(), ("Surn", "Patr")) for w in words
    )


def _other_noun(word: str) -> bool:
    parses = readings(word)
    return is_known(word.lower()) and parses[0].tag.POS == "NOUN" and not _person_word(word)


_SIGNED_YEARS = 2


# A list's item: "1) …", "2. …", "- …", "• …".
_LIST_ITEM = re.compile(r"[ \t]*(?:\d{1,2}[.)]|[-•*–—])[ \t]")
_ITEMS = 12


def _kin_list(folded: str, line_start: int) -> bool:
    """An item of a list whose heading names the family ("Сведения о детях:\n1) …"); the item
    begins its line (`line_start` may be a long line's window)."""
    for _ in range(_ITEMS):
        if folded[line_start - 1 : line_start] != "\n":
            return False
        if _LIST_ITEM.match(folded, line_start) is None:
            return False
        above = folded.rfind("\n", 0, line_start - 1) + 1
        if _LIST_ITEM.match(folded, above) is None:
            return _KIN.search(folded, above, line_start) is not None
        line_start = above
    return False


def after_a_person(text: str, folded: str, start: int, value: str) -> bool:
    """A kinship word before the date on its line, or a name or initials right before it. After
    a name, a date of this year or the last few ones is when someone signed, not when they were
    born: a person named in a bank's papers is grown up."""
    if told_of_after(folded, start + len(value)) and not _told_of_the_person(folded, start, value):
        return False
    line_start = line_head(folded, start)
    kin = _KIN.search(folded, max(line_start, start - CONTEXT_WINDOW), start)
    if kin is not None and kin.end() >= start - 40:
        if not an_event(folded[kin.end() : start]) and not next_cell(folded[kin.end() : start]):
            return True
    if _kin_list(folded, line_start) and not an_event(folded[line_start:start]):
        return True
    words = _words_before(text, max(line_start, start - 48), start)
    if year_of(value) > date.today().year - ADULT:
        # A child's date right after their name, in brackets or after a full name ("Гогия
        # Марсель (11-07-2013)", "Мокрых Мстислав 15-12-2016"); not a date of the last two
        # years after initials, which is when a grown-up signed ("Кравцов А.П. 12.03.25").
        return _named_in_brackets(text, folded, line_start, start) or _child_named(
            text, folded, line_start, start, value
        )
    if words and _person_word(words[-1]):
        return True
    # "Marina Volk, …": a surname that is an ordinary word after a first name.
    if len(words) > 1 and words[-1][0].isupper() and _person_word(words[-2]):
        return True
    if _unknown_full_name(words):
        return True
    return _in_a_persons_clause(folded, max(line_start, start - 2 * CONTEXT_WINDOW), start, value)


# "Носова Ирина Львовна, 14.03.1931 — работала в колхозе": set off by a comma before and a dash
# after, the date stands beside the name and an imperfective verb tells of the person's life (not
# "— принят", "— умер": a perfective one tells of what happened on the date).
_DASH_AFTER = re.compile(r"[ \t]+[—–-][ \t]+([а-яё]+)")


def _told_of_the_person(folded: str, start: int, value: str) -> bool:
    dash = _DASH_AFTER.match(folded, start + len(value))
    return (
        folded[max(0, start - 2) : start] == ", "
        and dash is not None
        and EVENT.match(dash.group(1)) is None
        and _lifelong(dash.group(1))
        and year_of(value) <= date.today().year - ADULT
    )


def _lifelong(word: str) -> bool:
    parses = readings(word)
    return bool(parses) and {"VERB", "impf"} <= set(parses[0].tag.grammemes)


def after_a_name(text: str, folded: str, start: int) -> bool:
    """A name or initials right before the date ("Кравцов А.П. 12.03.15")."""
    line_start = line_head(folded, start)
    words = _words_before(text, max(line_start, start - 48), start)
    return bool(words) and _person_word(words[-1])


# Words for a person by their role ("пациентка", "заемщик", "гр.") or age ("41 год", "41 л."),
# or "я" ("мне 40, я 7/3/85"): a full date in the same clause is probably when they were born...
_PERSON = re.compile(
    r"(?<![а-яё])(?:я(?![а-яё])|пациент|клиент|заемщик|созаемщик|поручител|заявител|гр\."
    r"|гражданин|гражданк|уроженец|уроженк|возраст|[ин]сполнил|лет\b|год\b|года\b|(?<=\d[ \t])л\."
    r"|сотрудни|работник|соискател|кандидат"
    r"|ученик|ученица|студент|воспитанни|владел|собственни|наниматель|арендатор|страховател"
    r"|застрахованн|пассажир|гост[ьия]|посетител|абонент|вкладчик|пенсионер|инвалид"
    r"|guest|passenger|patient|client|applicant|holder|employee|tenant)[а-яёa-z]*"
)
# ...unless a word between says it is a document's, a payment's or an event's date ("договор от",
# "выдан", "действителен до", "оплата", "заезд"), or a preposition of time leads it ("с", "по").
_NOT_BIRTH = re.compile(
    rf"(?<![а-яёa-z])(?:{EVENT_WORDS}|{MORE_EVENT_WORDS}"
    r"|(?:от|с|со|до|по|на|в|во|к|за|после|перед|через|около|между|until|till)(?![а-яёa-z]))"
    r"|\d:\d"
)


def _in_a_persons_clause(folded: str, begin: int, start: int, value: str) -> bool:
    """A role or age word before the date in its clause, nothing between it and the date that
    makes the date another event's, and a year when a grown-up was born."""
    if year_of(value) < 1920:
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
    return all(_about_the_person(w) for w in WORD.findall(between))


_AGE = frozenset(("лет", "год", "года", "л.", "г", "р", "полных", "мес"))


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


# An initial: dotted, or one or two capitals after a surname as a register writes them ("Петров
# ИП", "Кравцов ЛА").
_INITIALS = re.compile(r"[А-ЯЁA-Z]\.?|[А-ЯЁ]{2}")


def name_words(words: list[str]) -> bool:
    """Words that make a person's name alone (a table's cell): each a name's word, an initial or
    a capitalised word the dictionary knows as nothing else ("Шелапутин"), one at least a name's
    word written in full."""
    if not any(len(w.rstrip(".")) > 2 and _person_word(w) for w in words):
        return False
    return all(
        (i and _INITIALS.fullmatch(w))
        or _person_word(w)
        or (w[0].isupper() and len(w) > 2 and not _known_other(w))
        for i, w in enumerate(words)
    )


ADULT = 14
_YEAR = re.compile(r"\d{4}")
_NUMBER = re.compile(r"\d+")


def year_of(value: str) -> int:
    found = _YEAR.search(value)
    if found is not None:
        return int(found.group())
    numbers = _NUMBER.findall(value)
    if not numbers:
        return 0  # a year in words: an old one
    if len(numbers) == 8:  # a digit a box: "0 8 1 2 1 9 8 1"
        return int("".join(numbers[4:]))
    return full_year(int(numbers[-1]))
