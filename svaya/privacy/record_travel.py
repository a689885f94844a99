"""Personal values in travel records: airline reservations (PNR name elements, SSR
DOCS/DOCA/DOCO/FOID/CTCE, APIS, a child's or an infant's name and date) and passports'
machine-readable zones (TD3, the Russian internal passport's, TD1 ID cards), where a value's place
in the line says what it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.record_fields import (
    ADDRESS,
    AIRLINE_DATE,
    BIRTH,
    CONTACTS,
    NAME,
    PASSPORT,
    record_span,
    value_span,
)
from svaya.privacy.spans import Span

# --- airline reservations -------------------------------------------------------------------

_TITLE = r"(?:MRS|MR|MS|MISS|MSTR|DR)\b"
# A name element's opening ("1.", "1.1 ", "NM1", "(INF", "-" opening a line) starts with one
# character class and looks behind after it, so the regex engine skips between such characters
# (the alternation of lookbehinds first was tried at every position: 2-3x slower).
_NAME_ELEMENT = re.compile(
    r"[\dN(-](?:(?<=\d)(?<![\w.]\d)\d?\.(?:\d{1,2} ?)?|(?<=N)(?<!\wN)M\d|(?<=\()INF"
    r"|(?<=-)(?<![^\n]-))"
    rf"(?P<name>[A-Za-z][A-Za-z'-]+/[A-Za-z][A-Za-z'-]*(?: (?!(?i:{_TITLE}))[A-Za-z][A-Za-z'-]*)*)"
    rf"(?: +(?i:{_TITLE}))?",
    re.MULTILINE,
)
_MORE_NAMES = re.compile(
    rf"/(?P<name>[A-Z][A-Z'-]*(?: (?!{_TITLE})[A-Z][A-Z'-]*)*)(?: +{_TITLE})?(?![A-Z/])"
)
# SURNAME/FIRST before a title anywhere: "e-ticket for Fedorova/Kseniya Mrs".
_TITLED = re.compile(
    rf"(?P<name>[A-Z](?<![\w/][A-Z])[A-Za-z'-]+/[A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+)?)"
    rf" +(?i:{_TITLE})"
)
_CHILD_DATE = re.compile(rf"(?:CHD|INF[A-Z'/ -]*?)/(?P<date>{AIRLINE_DATE})\b")
# The code first, then the word boundary before it (a lookbehind: every code has four letters).
_SSR = re.compile(
    r"(?P<code>DOCS|DOCA|DOCO|FOID|CTCE|CTCM|APIS|PSPT|INFT|CHLD)(?<!\w.{4})\b"
    r"(?:[^\n]*?\bHK\d)?[ \t:]*(?P<rest>[^\n]*)"
)
_SSR_CLASS = {"FOID": PASSPORT, "CTCE": CONTACTS, "CTCM": CONTACTS}
_CHILD = re.compile(
    rf"(?P<name>[A-Z][A-Z'-]+/[A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*?)(?=[ /]+{AIRLINE_DATE})"
    rf"|(?P<date>{AIRLINE_DATE})\b"
)
_GENDERS = frozenset({"M", "F", "MI", "FI", "U", "X", "UI"})
_AIRLINE_DATE_FULL = re.compile(AIRLINE_DATE)
_TAIL = re.compile(r"(?:-\d+\.\d+|/P\d+|/H)$")


def pnr_spans(text: str) -> Iterator[Span]:
    if "/" not in text:
        return
    for m in _NAME_ELEMENT.finditer(text):
        yield record_span(text, *m.span("name"), NAME)
        at = m.end()
        while more := _MORE_NAMES.match(text, at):
            yield record_span(text, *more.span("name"), NAME)
            at = more.end()
    for m in _TITLED.finditer(text):
        yield record_span(text, *m.span("name"), NAME)
    for m in _CHILD_DATE.finditer(text):
        yield record_span(text, *m.span("date"), BIRTH)
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
            yield record_span(text, *m.span(kind), NAME if kind == "name" else BIRTH)
    elif code == "DOCA" and len(values) >= 4 and values[0 if values[0] else 1] in ("R", "D"):
        first = (0 if values[0] else 1) + 2
        yield record_span(text, fields[first][0], fields[-1][1], ADDRESS)
    elif code == "DOCO":
        for i, value in enumerate(values[:-1]):
            if value in ("V", "K", "R") and sum(ch.isdigit() for ch in values[i + 1]) >= 4:
                yield record_span(text, *fields[i + 1], PASSPORT)
    elif code in ("FOID", "CTCE", "CTCM"):
        start = offset + len(rest) - len(rest.lstrip("/ "))
        end = offset + len(rest.rstrip())
        # An e-mail in an SSR writes "@" as "//": IVANOVA.MARIA//MAIL.RU.
        if "//" in text[start:end] or value_span(text, start, end, _SSR_CLASS[code], True):
            yield record_span(text, start, end, _SSR_CLASS[code])


def _pspt_spans(text: str, fields: list[tuple[int, int]], values: list[str]) -> Iterator[Span]:
    """The older PSPT: <number>/<country>/<birth date>/<surname>/<first names>/<gender>."""
    dates = [k for k, v in enumerate(values) if _AIRLINE_DATE_FULL.fullmatch(v)]
    if not dates:
        return
    k = dates[0]
    yield record_span(text, *fields[k], BIRTH)
    pairs = list(zip(fields, values, strict=True))
    number = next((f for f, v in pairs if sum(c.isdigit() for c in v) >= 4), None)
    if number and number != fields[k]:
        yield record_span(text, *number, PASSPORT)
    names = [f for f, v in pairs[k + 1 :] if v.isalpha() and v not in _GENDERS]
    if names:
        yield record_span(text, names[0][0], names[-1][1], NAME)


def _docs_spans(text: str, fields: list[tuple[int, int]], values: list[str]) -> Iterator[Span]:
    """P/RUS/<number>/RUS/<birth date>/<gender>/<expiry>/<surname>/<first names>: the gender
    after a date anchors the rest, since leading fields may be empty or missing."""
    for k in range(len(values) - 1):
        if _AIRLINE_DATE_FULL.fullmatch(values[k]) and values[k + 1] in _GENDERS:
            break
    else:
        return
    yield record_span(text, *fields[k], BIRTH)
    if k >= 2 and sum(ch.isdigit() for ch in values[k - 2]) >= 4:
        yield record_span(text, *fields[k - 2], PASSPORT)
    names = [f for f, v in zip(fields[k + 3 :], values[k + 3 :], strict=True) if v and v != "H"]
    if names:
        yield record_span(text, names[0][0], names[-1][1], NAME)


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


def mrz_spans(text: str) -> Iterator[Span]:
    if "<<" not in text:
        return
    for m in _MRZ_NAME.finditer(text):
        yield record_span(text, *m.span("name" if m.group("name") else "alone"), NAME)
    for m in _MRZ_DATA.finditer(text):
        yield record_span(
            text, m.start("number"), _before_fillers(text, *m.span("number")), PASSPORT
        )
        yield record_span(text, *m.span("birth"), BIRTH)
        if m.group("extra") and sum(ch.isdigit() for ch in m.group("extra")) >= 4:
            s, e = m.span("extra")
            s += len(m.group("extra")) - len(m.group("extra").lstrip("<"))
            yield record_span(text, s, _before_fillers(text, s, e), PASSPORT)
    for m in _TD1_FIRST.finditer(text):
        yield record_span(
            text, m.start("number"), _before_fillers(text, *m.span("number")), PASSPORT
        )
    for m in _TD1_SECOND.finditer(text):
        yield record_span(text, *m.span("birth"), BIRTH)


def _before_fillers(text: str, start: int, end: int) -> int:
    while end > start + 1 and text[end - 1] == "<":
        end -= 1
    return end
