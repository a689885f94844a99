"""The table of field names of machine-readable records, and how a field's value is read.

One table (`field_class`) serves keys and header cells alike: a name is split into its words
("delivery_address", "dateOfBirth", "Дата рожд.", "ФАМИЛИЯ/ИМЯ") and the words decide the class;
a word of an organisation's field ("company_address", "hotel_name", "pickup_point") keeps the value
out. In a cell, `value_span` finds the value of its class: a name's leading words (titles and
remarks left out; a bare "name" or a role's value must read as a person's), a date that is not
yet to come, a document's number, a run of digits, an address or a contact.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from itertools import pairwise

from svaya.privacy.keys import fold, parse_date
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known
from svaya.privacy.name_latin import latin_roles
from svaya.privacy.names import name_key
from svaya.privacy.spans import Span

NAME, BIRTH, PASSPORT, ADDRESS, CONTACTS = (
    "pd.name", "pd.birthdate", "pd.passport", "pd.address", "pd.contacts"
)  # fmt: skip
# A key of a person's role or a bare "name": the value must read as a person's name.
MAYBE_NAME = "maybe.name"
# "Документ:", "DOCUMENT": a passport's number when the value is a document code and digits.
DOCUMENT = "maybe.passport"

# --- the table of field names -------------------------------------------------------------

_WORDS: dict[str, str] = {
    **dict.fromkeys(
        "fio фио surname lastname firstname givenname givennames middlename patronymic "
        "familyname secondname фамилия имя отчество fullname фамилияио imya familiya otchestvo "
        "passengername paxname guestname clientname customername buyername recipientname "
        "holdername contactname employeename".split(),
        NAME,
    ),
    **dict.fromkeys(
        "name guest passenger pax client customer buyer recipient holder cardholder person "
        "employee applicant patient borrower insured contact гость пассажир клиент покупатель "
        "получатель сотрудник заемщик заёмщик пациент заявитель владелец держатель".split(),
        MAYBE_NAME,
    ),
    **dict.fromkeys(
        "dob birthdate birthday bday birth born рождения рожд рож рождение dr др гр д.р. д/р "
        "датарождения rozhdeniya".split(),
        BIRTH,
    ),
    **dict.fromkeys(
        "passport pasport паспорт паспорта паспортные foid docnumber documentnumber docno "
        "documentno series серия seriya".split(),
        PASSPORT,
    ),
    # "PP": an airline's or a baggage record's passport field, read only when a number follows.
    **dict.fromkeys("doc document документ документа удл удостоверение pp".split(), DOCUMENT),
    **dict.fromkeys(
        "address addr адрес адреса adres adress residence жительства проживания прописка "
        "propiska".split(),
        ADDRESS,
    ),
    **dict.fromkeys(
        "phone tel telephone mobile mob телефон тел моб email e-mail mail почта whatsapp "
        "telegram ctcm ctce".split(),
        CONTACTS,
    ),
    "snils": "pd.snils", "снилс": "pd.snils", "inn": "pd.inn", "инн": "pd.inn",
}  # fmt: skip
# Words of a field that is an organisation's, a place's or a thing's.
_NOT_PERSONAL = frozenset(
    "company org organization organisation office legal юр юридический офиса офис bank банк "
    "банка branch shop store склад склада warehouse pickup пункт point hotel отель agent агент "
    "агента agency product item товар товара file user username login ip web site сайт url "
    "hotline support service сервис центр issue issued выдан выдачи expiry expires expiration "
    "department dept отдел ведомство court суд authority срок city город country страна "
    "nationality гражданство title merchant "
    "restaurant partner vendor supplier поставщик продавец seller".split()
)
_DOCUMENT = frozenset("doc document документ документа id".split())
NUMBER = frozenset("number no num номер №".split())
_GIVEN = frozenset("first last middle given family second".split())
_KEY_WORD = re.compile(r"[A-ZА-ЯЁ]?[a-zа-яё]+|[A-ZА-ЯЁ]+(?![a-zа-яё])|[.№/]")


@lru_cache(maxsize=4096)
def field_class(key: str) -> str | None:
    """The personal class a field named `key` holds ("pd.birthdate" for "dateOfBirth", "Д.р.",
    "DOB"), MAYBE_NAME for a role or a bare "name", or None."""
    squeezed = fold(re.sub(r"[\s_\-]+", "", key)).strip(" .:")
    if squeezed in _WORDS:
        return _WORDS[squeezed]
    words = [fold(w) for w in _KEY_WORD.findall(key) if w not in "./"]
    if not words or len(words) > 6 or _NOT_PERSONAL.intersection(words):
        return None
    joined = "".join(words)
    if joined in _WORDS:
        return _WORDS[joined]
    if _DOCUMENT.intersection(words) and NUMBER.intersection(words):
        return PASSPORT
    if "name" in words and _GIVEN.intersection(words):
        return NAME
    joined_pairs = [a + b for a, b in pairwise(words)]
    found = {_WORDS[w] for w in [*joined_pairs, *words] if w in _WORDS}
    if NAME in found:
        return NAME
    for cls in (BIRTH, PASSPORT, "pd.snils", ADDRESS, CONTACTS, "pd.inn", MAYBE_NAME, DOCUMENT):
        if cls in found:
            return cls
    return None


# --- values of a class in a cell --------------------------------------------------------------

_MONTHS_EN = "JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC"
AIRLINE_DATE = rf"\d{{1,2}}[ -]?(?:{_MONTHS_EN})[ -]?(?:\d{{4}}|\d{{2}})"
_DATE = re.compile(
    rf"(?i:{AIRLINE_DATE})(?![\w])"
    r"|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})(?!\d)"
    r"|\d{1,2}\s+[а-яА-Яa-zA-Z]{3,9}\.?\s+\d{4}|(?:19|20)\d{2}(?!\d)"
)
# A document's code and number; two capitals right before seven digits are the series of a
# seafarer's or a foreign passport and part of the value ("MK  1234567", "AA1234567"); a
# foreign-travel passport's two digits and "№" before its seven ("75  № 1234567"); a passport's
# series and number with a slash between ("4508/123456").
_DOCUMENT_VALUE = re.compile(
    r"(?P<series>[A-ZА-ЯЁ]{2}[ \t]{0,2}(?=\d{7}(?!\d)))?"
    r"(?:[A-ZА-ЯЁ]{1,3}\.?[ \t]{0,2})?(?:№[ \t]?)?"
    r"(?P<number>\d{2}[ \t]{1,2}№[ \t]?\d{7}|\d{2}[ \t]?\d{2}[ \t]?/[ \t]?\d{6}"
    r"|\d(?:[\d \t-]{4,14})\d)(?![\w.,/-]?\d)"
)
# Digits with the separators a number is written with ("45 08 № 123456", "112-233-445 95").
_DIGIT_RUN = re.compile(r"\d(?:[ \t]{0,2}(?:[-–,.№/][ \t]{0,2})?\d)*")
_NAME_WORD = re.compile(r"[^\W\d_](?:[\w'’-]*[^\W\d_])?\.?")
_NAME_GAPS = frozenset({" ", "/", "+", ", ", "<"})
_TITLES = frozenset("mr mrs ms miss mstr dr chd inf adt г-н г-жа".split())
_BLANK = frozenset("- — – n/a na null none нет не указан не указано ? x".split())


def value_span(text: str, start: int, end: int, cls: str, sure: bool) -> tuple[int, int] | None:
    """Where the value of `cls` lies in the cell text[start:end], if the cell holds one."""
    while start < end and text[start] in " \t\"'«":
        start += 1
    while end > start and text[end - 1] in " \t\"'»,.;":
        end -= 1
    cell = text[start:end]
    if not cell or fold(cell) in _BLANK or len(cell) > 200:
        return None
    if cls in (NAME, MAYBE_NAME):
        return _name_value(text, start, end, cls == NAME or sure)
    if cls == DOCUMENT:
        m = _DOCUMENT_VALUE.match(cell)
        if m is None:
            return _passport_words(text, start, end)
        first = m.start("series") if m.group("series") else m.start("number")
        return start + first, start + m.end("number")
    if cls == BIRTH:
        m = _DATE.search(cell)
        if m is None or m.start() > 3 or _in_future(m.group()):
            return None
        return start + m.start(), start + m.end()
    digits = sum(ch.isdigit() for ch in cell)
    if cls == ADDRESS:
        # a remark under its own label in the column ("снаряжение: 2 палатки, котёл") is no
        # address; a place's own label may open one ("г.: Омск, …", "Адрес: …")
        remark = _REMARK.match(cell)
        if remark is not None and field_class(remark.group(1)) != ADDRESS:
            return None
        return (start, end) if digits and len(cell) >= 5 else None
    if cls == CONTACTS:
        toll_free = re.sub(r"\D", "", cell)[:4] in ("8800", "7800")  # a company's line
        return (start, end) if (digits >= 7 and not toll_free) or "@" in cell else None
    if not digits or (cls == "pd.inn" and digits != 12):
        return None
    run = _DIGIT_RUN.search(cell)
    if run is None or (cls == PASSPORT and not 4 <= sum(ch.isdigit() for ch in run.group()) <= 16):
        return None
    return start + run.start(), start + run.end()


_REMARK = re.compile(r"([^\W\d_]{4,}(?:[ \t][^\W\d_]+)?)[ \t]?:[ \t]")


def _in_future(value: str) -> bool:
    """A date still to come is no one's date of birth (a form's blank filled with a deadline)."""
    parsed = parse_date(value)
    return parsed is not None and parsed > date.today()


def _passport_words(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A passport written out in a document field: "passport RF, series 40 21, no. 698476,
    issued …": its digits up to where the issue begins."""
    cell = text[start:end]
    if not _PASSPORT_WORD.search(cell):
        return None
    cut = _ISSUE.search(cell)
    head = cell[: cut.start()] if cut else cell
    runs = list(_DIGIT_RUN.finditer(head))
    if not runs or not 6 <= sum(ch.isdigit() for ch in head) <= 16:
        return None
    return start + runs[0].start(), start + runs[-1].end()


_PASSPORT_WORD = re.compile(r"(?i)passport|паспорт|series|серия")
_ISSUE = re.compile(r"(?i)issued|выдан|dept|код|date|дата")


def _name_value(text: str, start: int, end: int, sure: bool) -> tuple[int, int] | None:
    """The leading name words of a cell, its titles ("MRS") and remarks left out."""
    words: list[tuple[int, int]] = []
    at = start
    for m in _NAME_WORD.finditer(text, start, end):
        gap = text[at : m.start()]
        if (words and gap not in _NAME_GAPS and gap.strip("<")) or (not words and gap.strip()):
            break
        if fold(m.group().rstrip(".")) in _TITLES or len(words) == 4:
            break
        words.append(m.span())
        at = m.end()
    if not words or _ordinary_words(tuple(text[s:e] for s, e in words)):
        return None
    if not sure and not _reads_as_person(tuple(text[s:e] for s, e in words)):
        return None
    return words[0][0], words[-1][1]


def _ordinary_words(words: tuple[str, ...]) -> bool:
    """Words in lower case the dictionary knows, none as a name's part: a remark in a name's
    field, not a name ("Фамилия после брака: общая")."""
    return all(
        w[:1].islower() and is_known(fold(w)) and not has_tag(fold(w), PERSON_TAGS) for w in words
    )


@lru_cache(maxsize=4096)
def _reads_as_person(words: tuple[str, ...]) -> bool:
    """Every word a name part or unknown to the dictionary, and at least one a name part."""
    named = False
    for word in (w.rstrip(".") for w in words):
        if len(word) <= 1:
            continue
        if word.isascii():
            roles = latin_roles(word)
            part, known = bool(roles - {"Word"}), bool(roles)
        else:
            lower = fold(word)
            part, known = has_tag(lower, PERSON_TAGS), is_known(lower)
        if known and not part:
            return False
        named = named or part
    return named


def record_span(text: str, start: int, end: int, cls: str) -> Span:
    value = text[start:end]
    key = name_key(re.sub(r"[/<+]+", " ", value)) if cls == NAME else ""
    return Span(start, end, value, cls, "record", key)


def class_of(cls: str) -> str:
    return {MAYBE_NAME: NAME, DOCUMENT: PASSPORT}.get(cls, cls)
