"""Personal values in machine-readable records, where a field's place, not the words around it,
says what a value is: exports whose keys or header row name the columns (CSV, TSV, pipe and
Markdown tables, fixed-width registers, key=value, JSON-like, YAML and XML), airline reservations
(PNR name elements, SSR DOCS/DOCA/DOCO/FOID/CTCE, APIS) and passports' machine-readable zones.

One table of field names (`field_class`) serves keys and header cells alike: a name is split into
its words ("delivery_address", "dateOfBirth", "Дата рожд.", "ФАМИЛИЯ/ИМЯ") and the words decide
the class; a word of an organisation's field ("company_address", "hotel_name", "pickup_point")
keeps the value out. A bare "name" or a role ("client", "recipient") may hold a company or a
product, so its value must read as a person's name, unless the same table has another personal
column.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from svaya.privacy.keys import fold, parse_date
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known
from svaya.privacy.name_latin import latin_roles
from svaya.privacy.names import name_key
from svaya.privacy.spans import Span

__all__ = ["RecordDetector", "field_class"]

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
    **dict.fromkeys("doc document документ документа удл удостоверение".split(), DOCUMENT),
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
_NUMBER = frozenset("number no num номер №".split())
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
    if _DOCUMENT.intersection(words) and _NUMBER.intersection(words):
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
_AIRLINE_DATE = rf"\d{{1,2}}[ -]?(?:{_MONTHS_EN})[ -]?(?:\d{{4}}|\d{{2}})"
_DATE = re.compile(
    rf"(?i:{_AIRLINE_DATE})(?![\w])"
    r"|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})(?!\d)"
    r"|\d{1,2}\s+[а-яА-Яa-zA-Z]{3,9}\.?\s+\d{4}|(?:19|20)\d{2}(?!\d)"
)
_DOCUMENT_VALUE = re.compile(
    r"(?:[A-ZА-ЯЁ]{1,3}\.?[ \t]?)?(?:№[ \t]?)?(?P<number>\d(?:[\d \t-]{4,14})\d)(?![\w.,/-]?\d)"
)
# Digits with the separators a number is written with ("45 08 № 123456", "112-233-445 95").
_DIGIT_RUN = re.compile(r"\d(?:[ \t]{0,2}(?:[-–,.№/][ \t]{0,2})?\d)*")
_NAME_WORD = re.compile(r"[^\W\d_](?:[\w'’-]*[^\W\d_])?\.?")
_NAME_GAPS = frozenset({" ", "/", "+", ", ", "<"})
_TITLES = frozenset("mr mrs ms miss mstr dr chd inf adt г-н г-жа".split())
_BLANK = frozenset("- — – n/a na null none нет не указан не указано ? x".split())


def _value_span(text: str, start: int, end: int, cls: str, sure: bool) -> tuple[int, int] | None:
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
        return start + m.start("number"), start + m.end("number")
    if cls == BIRTH:
        m = _DATE.search(cell)
        if m is None or m.start() > 3 or _in_future(m.group()):
            return None
        return start + m.start(), start + m.end()
    digits = sum(ch.isdigit() for ch in cell)
    if cls == ADDRESS:
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
    if not words:
        return None
    if not sure and not _reads_as_person(tuple(text[s:e] for s, e in words)):
        return None
    return words[0][0], words[-1][1]


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


def _span(text: str, start: int, end: int, cls: str) -> Span:
    value = text[start:end]
    key = name_key(re.sub(r"[/<+]+", " ", value)) if cls == NAME else ""
    return Span(start, end, value, cls, "pattern", key)


def _class_of(cls: str) -> str:
    return {MAYBE_NAME: NAME, DOCUMENT: PASSPORT}.get(cls, cls)


# --- keys that name the field -------------------------------------------------------------------

# Each form of a key and its value: "key": "value" (JSON), <key>value</key> (XML), key=value
# (logs, URLs) and "key: value" (YAML, cards, JSON as the gate writes it for the detectors).
# Apart, since one alternation of them scans several times slower.
_KEYED = (
    ("\"", re.compile(r'"(?P<key>[^"\n]{1,40})"\s*:\s*"(?P<val>[^"\n]*)"')),
    ("</", re.compile(r"<(?P<key>[A-Za-z_][\w.-]{0,40})>(?P<val>[^<\n]*)</(?P=key)>")),
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
_SPACED_KEY = re.compile(
    r"(?<![\w.])(?P<key>DOB|D\.O\.B\.|DATE OF BIRTH|PASSPORT|PSPT|FOID|ПАСПОРТ|ДОКУМЕНТ|DOCUMENT)"
    r"[ \t]+(?P<val>[^\n:]{4,30})",
    re.IGNORECASE,
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
        if cls is None and previous == PASSPORT and fold(key).strip() in _NUMBER:
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
        found = _value_span(text, start, end, cls, False)
        if found:
            yield _span(text, *found, _class_of(cls))
    for m in _SPACED_KEY.finditer(text):
        cls = field_class(m.group("key"))
        found = cls and _value_span(text, *m.span("val"), cls, False)
        if cls and found and found[0] == m.start("val"):
            yield _span(text, *found, _class_of(cls))


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
        labels = [text[s:e].strip(" \t\"'\ufeff") for s, e in cells]
        if len(cells) < 2 or not all(_LABEL.fullmatch(label) for label in labels):
            continue
        columns = _columns(cells, labels)
        if sum(c.cls is not None for c in columns) >= 2:
            return delimiter, columns
    return None


# A column's label: a few words, no digits, no colon ("Дата рожд.", "passport_no", "№").
_LABEL = re.compile(r"(?:[^\W\d]|№)[^\W\d]*(?:[ ._/(),-]{1,3}[^\W\d]+){0,5}[.)]?|№|N|#|id")


def _columns(cells: list[tuple[int, int]], labels: list[str]) -> list[_Column]:
    columns: list[_Column] = []
    for (start, end), label in zip(cells, labels, strict=True):
        cls = field_class(label)
        if cls is None and columns and columns[-1].cls == PASSPORT and fold(label) in _NUMBER:
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
        while index < len(lines) and lines[index][1].strip():
            row_start, row = lines[index]
            if delimiter != " " and delimiter not in row:
                break
            index += 1
            if _RULE.fullmatch(row):
                continue
            yield from _row_spans(text, row_start, row, delimiter, columns, sure)


def _fits(row: str, delimiter: str, columns: list[_Column]) -> bool:
    """A row of the table: about as many cells as the header (more when an address column may
    hold unquoted commas)."""
    count = len(_cells(row, 0, delimiter))
    spare = 4 if any(c.cls == ADDRESS for c in columns) else 0
    return len(columns) - 1 <= count <= len(columns) + spare


def _row_spans(
    text: str, start: int, row: str, delimiter: str, columns: list[_Column], sure: bool
) -> Iterator[Span]:
    for (s, e), column in _aligned(text, start, row, delimiter, columns):
        if column.cls is None:
            continue
        found = _value_span(text, s, e, column.cls, sure)
        if found:
            yield _span(text, *found, _class_of(column.cls))


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


# --- airline reservations -------------------------------------------------------------------

_TITLE = r"(?:MRS|MR|MS|MISS|MSTR|DR)\b"
_NAME_ELEMENT = re.compile(
    r"(?:(?<![\w.])\d{1,2}\.(?:\d{1,2} ?)?|\bNM\d|\(INF|^-)"
    rf"(?P<name>[A-Za-z][A-Za-z'-]+/[A-Za-z][A-Za-z'-]*(?: (?!(?i:{_TITLE}))[A-Za-z][A-Za-z'-]*)*)"
    rf"(?: +(?i:{_TITLE}))?",
    re.MULTILINE,
)
_MORE_NAMES = re.compile(
    rf"/(?P<name>[A-Z][A-Z'-]*(?: (?!{_TITLE})[A-Z][A-Z'-]*)*)(?: +{_TITLE})?(?![A-Z/])"
)
# SURNAME/FIRST before a title anywhere: "e-ticket for Fedorova/Kseniya Mrs".
_TITLED = re.compile(
    rf"(?<![\w/])(?P<name>[A-Z][A-Za-z'-]+/[A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+)?)"
    rf" +(?i:{_TITLE})"
)
_CHILD_DATE = re.compile(rf"(?:CHD|INF[A-Z'/ -]*?)/(?P<date>{_AIRLINE_DATE})\b")
_SSR = re.compile(
    r"\b(?P<code>DOCS|DOCA|DOCO|FOID|CTCE|CTCM|APIS|PSPT|INFT|CHLD)\b"
    r"(?:[^\n]*?\bHK\d)?[ \t:]*(?P<rest>[^\n]*)"
)
_SSR_CLASS = {"FOID": PASSPORT, "CTCE": CONTACTS, "CTCM": CONTACTS}
_CHILD = re.compile(
    rf"(?P<name>[A-Z][A-Z'-]+/[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*?)(?=[ /]+{_AIRLINE_DATE})"
    rf"|(?P<date>{_AIRLINE_DATE})\b"
)
_GENDERS = frozenset({"M", "F", "MI", "FI", "U", "X", "UI"})
_AIRLINE_DATE_FULL = re.compile(_AIRLINE_DATE)
_TAIL = re.compile(r"(?:-\d+\.\d+|/P\d+|/H)$")


def _pnr_spans(text: str) -> Iterator[Span]:
    if "/" not in text:
        return
    for m in _NAME_ELEMENT.finditer(text):
        yield _span(text, *m.span("name"), NAME)
        at = m.end()
        while more := _MORE_NAMES.match(text, at):
            yield _span(text, *more.span("name"), NAME)
            at = more.end()
    for m in _TITLED.finditer(text):
        yield _span(text, *m.span("name"), NAME)
    for m in _CHILD_DATE.finditer(text):
        yield _span(text, *m.span("date"), BIRTH)
    for m in _SSR.finditer(text):
        yield from _ssr_spans(text, m.group("code"), m.start("rest"), m.group("rest"))


def _fields(rest: str, offset: int) -> list[tuple[int, int]]:
    rest = _TAIL.sub("", rest.rstrip())
    sep = "-" if rest.startswith("-") or ("/" not in rest[:12] and rest.count("-") >= 5) else "/"
    fields, begin = [], 0
    for i, ch in enumerate(rest + sep):
        if ch == sep:
            fields.append((offset + begin, offset + i))
            begin = i + 1
    return fields


def _ssr_spans(text: str, code: str, offset: int, rest: str) -> Iterator[Span]:
    fields = [(s, e) for s, e in _fields(rest, offset)]
    values = [text[s:e].strip() for s, e in fields]
    if code in ("DOCS", "APIS"):
        yield from _docs_spans(text, fields, values)
    elif code == "PSPT":
        yield from _pspt_spans(text, fields, values)
    elif code in ("INFT", "CHLD"):
        for m in _CHILD.finditer(text, offset, offset + len(rest)):
            kind = m.lastgroup or ""
            yield _span(text, *m.span(kind), NAME if kind == "name" else BIRTH)
    elif code == "DOCA" and len(values) >= 4 and values[0 if values[0] else 1] in ("R", "D"):
        first = (0 if values[0] else 1) + 2
        yield _span(text, fields[first][0], fields[-1][1], ADDRESS)
    elif code == "DOCO":
        for i, value in enumerate(values[:-1]):
            if value in ("V", "K", "R") and sum(ch.isdigit() for ch in values[i + 1]) >= 4:
                yield _span(text, *fields[i + 1], PASSPORT)
    elif code in ("FOID", "CTCE", "CTCM"):
        start = offset + len(rest) - len(rest.lstrip("/ "))
        end = offset + len(rest.rstrip())
        # An e-mail in an SSR writes "@" as "//": IVANOVA.MARIA//MAIL.RU.
        if "//" in text[start:end] or _value_span(text, start, end, _SSR_CLASS[code], True):
            yield _span(text, start, end, _SSR_CLASS[code])


def _pspt_spans(text: str, fields: list[tuple[int, int]], values: list[str]) -> Iterator[Span]:
    """The older PSPT: <number>/<country>/<birth date>/<surname>/<first names>/<gender>."""
    dates = [k for k, v in enumerate(values) if _AIRLINE_DATE_FULL.fullmatch(v)]
    if not dates:
        return
    k = dates[0]
    yield _span(text, *fields[k], BIRTH)
    pairs = list(zip(fields, values, strict=True))
    number = next((f for f, v in pairs if sum(c.isdigit() for c in v) >= 4), None)
    if number and number != fields[k]:
        yield _span(text, *number, PASSPORT)
    names = [f for f, v in pairs[k + 1 :] if v.isalpha() and v not in _GENDERS]
    if names:
        yield _span(text, names[0][0], names[-1][1], NAME)


def _docs_spans(text: str, fields: list[tuple[int, int]], values: list[str]) -> Iterator[Span]:
    """P/RUS/<number>/RUS/<birth date>/<gender>/<expiry>/<surname>/<first names>: the gender
    after a date anchors the rest, since leading fields may be empty or missing."""
    for k in range(len(values) - 1):
        if _AIRLINE_DATE_FULL.fullmatch(values[k]) and values[k + 1] in _GENDERS:
            break
    else:
        return
    yield _span(text, *fields[k], BIRTH)
    if k >= 2 and sum(ch.isdigit() for ch in values[k - 2]) >= 4:
        yield _span(text, *fields[k - 2], PASSPORT)
    names = [f for f, v in zip(fields[k + 3 :], values[k + 3 :], strict=True) if v and v != "H"]
    if names:
        yield _span(text, names[0][0], names[-1][1], NAME)


# --- machine-readable zones -----------------------------------------------------------------

# A document code and issuing state ("P<RUS", "PNRUS" of the Russian internal passport), or a
# line of the name alone (the third line of an ID card).
_MRZ_NAME = re.compile(
    r"^(?:(?:[PVIAC]<[A-Z<]{3}|PN[A-Z]{3}|[PVIAC][A-Z]RUS) ?(?P<name>[A-Z]+(?:<<?[A-Z]+)*) ?<<"
    r"|(?P<alone>[A-Z]+<<[A-Z]+(?:<<?[A-Z]+)*)<<+[ \t]*$)",
    re.MULTILINE,
)
_MRZ_DATA = re.compile(
    r"^(?P<number>[A-Z0-9<]{9}[0-9<])[A-Z<]{3}(?P<birth>\d{7})[MF<]"
    r"(?:[\d<]{7}(?P<extra>[A-Z0-9<]{1,15}))?",
    re.MULTILINE,
)
_TD1_FIRST = re.compile(r"^[IAC][A-Z<][A-Z<]{3}(?P<number>[A-Z0-9<]{9}[0-9<])", re.MULTILINE)
_TD1_SECOND = re.compile(r"^(?P<birth>\d{7})[MF<]\d{7}[A-Z<]{3}", re.MULTILINE)


def _mrz_spans(text: str) -> Iterator[Span]:
    if "<<" not in text:
        return
    for m in _MRZ_NAME.finditer(text):
        yield _span(text, *m.span("name" if m.group("name") else "alone"), NAME)
    for m in _MRZ_DATA.finditer(text):
        yield _span(text, m.start("number"), _before_fillers(text, *m.span("number")), PASSPORT)
        yield _span(text, *m.span("birth"), BIRTH)
        if m.group("extra") and sum(ch.isdigit() for ch in m.group("extra")) >= 4:
            s, e = m.span("extra")
            s += len(m.group("extra")) - len(m.group("extra").lstrip("<"))
            yield _span(text, s, _before_fillers(text, s, e), PASSPORT)
    for m in _TD1_FIRST.finditer(text):
        yield _span(text, m.start("number"), _before_fillers(text, *m.span("number")), PASSPORT)
    for m in _TD1_SECOND.finditer(text):
        yield _span(text, *m.span("birth"), BIRTH)


def _before_fillers(text: str, start: int, end: int) -> int:
    while end > start + 1 and text[end - 1] == "<":
        end -= 1
    return end


class RecordDetector:
    """Personal values whose place in a record says what they are (see the module's doc)."""

    source = "pattern"

    def find(self, text: str) -> list[Span]:
        spans = [*_keyed_spans(text), *_table_spans(text), *_pnr_spans(text), *_mrz_spans(text)]
        return [s for s in spans if s.end > s.start]
