"""Two informal address families of a town's own chat:

- a street named by a date with its house and flat as one ("8 марта 12/4", "25 Октября 40-118",
  "1 мая 2а-7"): a date is never followed by "house-flat" or "house/flat", so the pair says it;
- the town and its district (a micro-district, an industrial zone, a named quarter) written
  before an informal street with no markers, a comma or a space after each ("нчк, центр, ленина
  5-12", "Б-Камень, промзона, садовая 3-4", "курган центр гоголя 7 кв 9"): the words before an
  address found without its town are taken with it when each reads as a place's name.
"""

from __future__ import annotations

import re

from svaya.privacy.address_probable import Held, counted
from svaya.privacy.keys import MONTH_GENITIVE_RE, text_key
from svaya.privacy.morphology import is_known, readings
from svaya.privacy.spans import Span

# Day, month in the genitive, house (a letter may follow) and flat after a dash or a slash; or
# an anniversary's street, its round number of years and the event in the genitive ("50 лет
# октября", "40-летия победы"), in any case.
_DATE_STREET = re.compile(
    rf"(?<![\w.,/:-])(?:(?:[1-9]|[12]\d|3[01])[ \t](?i:{MONTH_GENITIVE_RE})"
    r"|(?P<years>\d{2,3})(?:[ \t](?i:лет)|-?(?i:лети[яюе]))[ \t](?P<event>[А-ЯЁа-яё]{4,}))[ \t]"
    r"\d{1,3}[а-я]?[ \t]?[-/][ \t]?\d{1,4}(?![\w/:-]|[.,]\d)"
)
# More words of time before an anniversary's years ("за 30 лет работы 5/2", "через 10 лет").
_YEARS_BEFORE = re.compile(r"(?<![\w])(?i:за|через|уже|более|менее|почти|около|уж|все|всех)[ \t]\Z")


# A shift's or a service's schedule, not a house and a flat ("30 лет работы 5/2", "24/7").
_SCHEDULE = re.compile(r"(?:24/7|5/2|2/2|1/3|3/3|4/4|6/1|7/7|15/15)\Z")


def _anniversary(m: re.Match[str], text: str) -> bool:
    """An anniversary street's years are round (a multiple of five) and its event is a noun in
    the genitive ("победы", "октября"), no time's words before it, no schedule after it."""
    if m.group("years") is None:
        return True
    event = m.group("event").lower()
    return (
        int(m.group("years")) % 5 == 0
        and _SCHEDULE.search(m.group().replace(" ", "")) is None
        and any("gent" in p.tag and p.tag.POS == "NOUN" for p in readings(event))
        and _YEARS_BEFORE.search(text, max(0, m.start() - 8), m.start()) is None
    )


# A preposition of time before the date makes it a date ("с 8 марта 10-12", "до 1 мая 3/4").
_TIME_BEFORE = re.compile(r"(?<![\w])(?i:с|со|до|по|от|к|после|перед|около)[ \t]\Z")
# The numbers after a date's day and month, house (a letter may follow), mark and flat.
_PAIR = re.compile(r"(\d{1,3})([а-я]?)[ \t]?([-/])[ \t]?(\d{1,4})\Z")
# Where an address is said before it on its line ("адрес:", "живу на", "прописан", "ул.").
_ADDRESS_SAID = re.compile(
    r"(?i:адрес|прожива|пропис|регистрац|живу|жив[её]т|жив[её]м|ул\.|улиц|г\.[ \t]?[А-ЯЁ])"
)
# A table's cell: the value stands alone between a bar or a tab and the next one or the line's end.
_CELL_BEFORE = re.compile(r"[|\t][ \t]*\Z")
_CELL_AFTER = re.compile(r"[ \t]*(?:[|\t]|$)", re.M)


def _time_or_year(m: re.Match[str]) -> bool:
    """A date's numbers after it that read as a time's or a quantity's range or a month and a
    year, not a house and a flat: two hours ("Встреча 8 марта 10-12", "14-16 по МСК", "3-4
    паллеты"), a full hour ("сдать 20 июля 10-00"), a year ("оплачен 15 мая 12/2024")."""
    pair = _PAIR.search(m.group())
    if pair is None:
        return False
    house, letter, mark, flat = pair.groups()
    if len(flat) == 4 and flat[:2] in ("19", "20"):
        return True
    if flat == "00" or (mark == "-" and flat.startswith("0")):
        return True
    return mark == "-" and not letter and int(house) <= 24 and int(flat) <= 24


def _address_said(text: str, m: re.Match[str]) -> bool:
    """An address is said before the date's street on its line, or the street fills a table's
    cell ("| 8 Марта 10-12 |")."""
    line_start = text.rfind("\n", 0, m.start()) + 1
    begin = max(line_start, m.start() - 60)
    return _ADDRESS_SAID.search(text, begin, m.start()) is not None or (
        _CELL_BEFORE.search(text, begin, m.start()) is not None
        and _CELL_AFTER.match(text, m.end()) is not None
    )


def date_street_addresses(text: str, held: list[Span]) -> list[Span]:
    """Streets named by a date, with house and flat, outside the spans `held`."""
    found: list[Span] = []
    taken = Held(held)
    for m in _DATE_STREET.finditer(text):
        if (
            taken.overlaps(m.start(), m.end())
            or counted(text, m.end())
            or _TIME_BEFORE.search(text, max(0, m.start() - 8), m.start()) is not None
            or not _anniversary(m, text)
            or (m.group("years") is None and _time_or_year(m) and not _address_said(text, m))
        ):
            continue
        value = m.group()
        found.append(Span(m.start(), m.end(), value, "pd.address", "pattern",
                          text_key("pd.address", value)))  # fmt: skip
    return found


# A word before the street and what follows it: a comma or a space.
_WORD_BEFORE = re.compile(r"([А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*)(,[ \t]?|[ \t])\Z")
# A region written short, in lower case ("твер. обл", "моск обл.", "пермск. край").
_REGION_BEFORE = re.compile(
    r"[а-яё]{3,}\.?[ \t]?(?:обл|область|кр|край|р-н|респ)\.?(?:,[ \t]?|[ \t])\Z"
)
# What may stand before the town and district: a line's start, a field's colon, a bracket, a
# slash, a dash or a comma ("общежитие / центр …", "Иванову, нчк, центр, …").
_BOUNDARY = re.compile(r"(?:^|[,:;/(|—–])[ \t]*\Z", re.M)
_MOST_WORDS = 3
# An address that opens with its own marker ("дома 5 по улице …", "ул. …", "кв. 7") has its
# grammar's start already; only a bare street's name is given its town and district.
_MARKER_FIRST = re.compile(
    r"(?:д|дом[ауе]?|ул|улиц[аеуы]|пер|пр|просп\w*|кв|корп|мкр|пос|пгт|дер|с|п|г|снт|уч)(?![а-яё])"
)
# Words that introduce or are not places ("адрес", "прописка", "живёт").
_NOT_PLACE = frozenset(
    "адрес адреса прописка прописан регистрация проживает живет живёт тел телефон моб "
    "звонок звонить контакт район районе".split()
)
_PLACE_POS = frozenset({"NOUN", "ADJF", None})


def with_town_and_district(text: str, span: Span) -> Span:
    """`span`, an informal address that begins with a street's name in lower case or a number,
    with the town and district before it on its line (see the module's docstring). The words
    taken begin with a town: a region written short, a word the dictionary reads as a place or
    a first name (a chat's "влад", "артём"), one it does not know ("нчк"), or a district's kind
    ("центр", "промзона"); an ordinary noun only after such a word ("киров, титан, …") or alone
    as a list's item before its street ("…, волна ленинская 50а кв 189"), so "доставка завтра,
    щорса 97-95" and "товар возврат, космонавтов 98" keep their words."""
    if (
        not span.value
        or not (span.value[0].islower() or span.value[0].isdigit())
        or _MARKER_FIRST.match(span.value) is not None
    ):
        return span
    line_start = text.rfind("\n", 0, span.start) + 1
    start = span.start
    taken = start
    for _ in range(_MOST_WORDS):
        m = _REGION_BEFORE.search(text, max(line_start, start - 24), start)
        town = m is not None
        if m is None:
            m = _WORD_BEFORE.search(text, max(line_start, start - 40), start)
            kind = None if m is None else _place_word(m.group(1))
            if kind is None:
                break
            town = kind == _TOWN
        alone = not town and start == span.start and m.group(2) == " "
        start = m.start()
        boundary = _BOUNDARY.search(text, max(line_start, start - _BOUNDARY_SPACE), start)
        if boundary is not None and (town or (alone and _ITEM_MARK.match(boundary.group()))):
            taken = start
    if taken == span.start:
        return span
    value = text[taken : span.end]
    return Span(taken, span.end, value, "pd.address", span.source, text_key("pd.address", value))


# A list's comma before a district alone, its street after a space ("к Сомовой, волна ленинская
# 50а кв 189": the item is the address).
_ITEM_MARK = re.compile(r"[,;]")
# The spaces a boundary may leave before the town ("Иванову,   нчк").
_BOUNDARY_SPACE = 8
_TOWN, _DISTRICT = "town", "district"
# A district's kind in lower case, a town's part on its own ("центр", "промзона").
_DISTRICT_KINDS = frozenset("центр промзона мкр мкрн микрорайон квартал поселок посёлок".split())


def _place_word(word: str) -> str | None:
    """A town's (`_TOWN`) or a district's (`_DISTRICT`) name, or None: in lower case, a word the
    dictionary reads as a place or a first name, one it does not know (a chat's shorthand:
    "нчк", "уссур"), or a district's kind ("центр", "промзона") is a town's; any other word every
    reading of which is a noun or an adjective a district's ("тихая", "титан", a street's title
    in the genitive: "адмирала"), not a verb's or a preposition's; in capitals or title case only
    a town ("Б-Камень", "Ухта")."""
    lower = word.lower()
    if len(word) < 3 or lower in _NOT_PLACE:
        return None
    parses = readings(lower)
    if not word.islower():
        return _TOWN if "Geox" in parses[0].tag or _INITIAL_TOWN.fullmatch(word) else None
    if lower in _DISTRICT_KINDS or any("Geox" in p.tag or "Name" in p.tag for p in parses):
        return _TOWN
    # a word the dictionary does not know is read by its guessed first reading alone
    if not is_known(lower):
        return _TOWN if parses[0].tag.POS in _PLACE_POS else None
    return _DISTRICT if all(p.tag.POS in _PLACE_POS for p in parses) else None


# A town's first word cut to its initial ("Б-Камень", "Н-Новгород").
_INITIAL_TOWN = re.compile(r"[А-ЯЁ]-[А-ЯЁ][а-яё]+")
