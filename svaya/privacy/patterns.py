"""Validated patterns: phone, e-mail, passport, SNILS, INN, card, account, birthdate.

Precision matters as much as recall: order numbers, amounts and ordinary dates must not become
placeholders. So a number is reported only when its length, grouping, control digits and the
nearest context word all agree with one class.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from svaya.privacy.checksums import account_key_valid, inn_valid, luhn_valid, snils_valid
from svaya.privacy.context import nearest_context
from svaya.privacy.dates import birthdates
from svaya.privacy.digits import GROUP, digit_runs
from svaya.privacy.keys import digits_of, fold, phone_key
from svaya.privacy.spans import Span

BIK_DISTANCE = 400

_BIK = re.compile(r"04\d{7}(?!\d)")
_SERIES_NUMBER = re.compile(
    r"(?:сери[яи]|сер\.)\s*(\d{2}\s?\d{2})\s*,?\s*(?:№|n|номер|#)\s*(\d{6})"
)
# A series and number after a passport word, in the shapes digit runs do not join: a slash
# ("4502/695238"), a Latin N or No for № ("45 15 N589415", "серия 0302 No 873728"), the word
# "серия" read by OCR with look-alike or misread letters ("сeрия", "серня", "Пaспорт"). Folded
# text is lower case; [аa], [еe], [оo], [рp], [сc] are the look-alikes scans leave.
_LOOKALIKE = str.maketrans({"а": "[аa]", "е": "[еe]", "о": "[оo]", "р": "[рp]", "с": "[сc]"})
# "серия", its OCR misreadings ("серня", "сернн") and "сер.", not "сертификат" or "серийный";
# a person's passport, not a deal's or a vehicle's ("паспорт сделки", "паспорт ТС").
_PASSPORT_WORD = "|".join(
    w.translate(_LOOKALIKE)
    for w in ("паспорт(?!\\w*\\s+(?:сделк|тс\\b|транспорт|объект|издели|оборудован|качеств))",
              "сер(?:и[яи]|н[яи]|\\.)", "удост", "passport")
)  # fmt: skip
_PASSPORT_SERIES = re.compile(
    rf"(?:{_PASSPORT_WORD})[^\d\n]{{0,40}}?(?<!\d)(\d{{2}}[ .\u00a0]{{0,3}}\d{{2}})[ \u00a0]*"
    r"(?:/|№|n[oо]?\.?|номер|#)[ \u00a0]*(\d{6})(?!\d)"
)
_EMAIL_RIGHT = re.compile(r"@[^\W_](?:[\w-]*[^\W_])?(?:\.[^\W_](?:[\w-]*[^\W_])?)*\.[^\W\d_]{2,}")
_EMAIL_LEFT = re.compile(r"[\w.+-]+$")
# Mailboxes of a role, not of a person.
_ROLE_MAILBOX = re.compile(
    r"(?:info|support|help|noreply|no-reply|office|press|pr|hr|sales|mail|admin|contact|service"
    r"|reception|secretary|zakaz|order|buh|ceo)@",
    re.IGNORECASE,
)

_ACCOUNT_PREFIXES = ("408", "423", "426", "455", "457")
_ACCOUNT_EXCLUDED = ("40807", "40821", "40822", "40825")
_CARD_PREFIXES = ("2", "4", "5", "6", "35", "34", "37")
_PASSPORT_GROUPS = {(4, 6), (2, 2, 6), (2, 2, 3, 3), (4, 3, 3)}
_PHONE_GROUPS = {(3, 3, 2, 2), (3, 3, 4), (3, 7), (3, 2, 2, 3), (3, 3, 2, 2)}


class _Candidate(NamedTuple):
    start: int
    end: int
    raw: str
    digits: str
    groups: tuple[int, ...]
    plus: bool
    paren: bool


def _candidate(text: str, start: int, end: int, digits: str) -> _Candidate:
    raw = text[start:end]
    lengths = tuple(map(len, GROUP.findall(raw)))
    return _Candidate(start, end, raw, digits, lengths, "+" in raw, "(" in raw)


class PatternDetector:
    """One scan for digit runs, one anchored scan for e-mails, one for dates.

    A 10-digit INN belongs to an organisation, which is not a subject of personal data (and a
    company's INN is what a portal form needs), so it is reported only with `org_inn=True`.
    """

    source = "pattern"

    def __init__(self, org_inn: bool = False) -> None:
        self.org_inn = org_inn

    def find(self, text: str) -> list[Span]:
        spans = self._numbers(text)
        if "@" in text:
            spans.extend(self._emails(text))
        folded = fold(text)
        spans.extend(self._series_numbers(text, folded))
        spans.extend(birthdates(text, folded))
        return spans

    def _numbers(self, text: str) -> list[Span]:
        spans: list[Span] = []
        for start, end, digits in digit_runs(text):
            if start and not _boundary_ok(text, start):
                continue
            cand = _candidate(text, start, end, digits)
            found = self._classify(text, cand)
            if found is not None:
                spans.append(_span(cand, found))
            elif len(cand.groups) > 1:
                spans.extend(self._sub_runs(text, cand))
        return spans

    def _classify(self, text: str, cand: _Candidate) -> str | None:
        found = _classify(text, cand)
        if found == "pd.inn" and len(cand.digits) == 10 and not self.org_inn:
            return None
        return found

    def _sub_runs(self, text: str, cand: _Candidate) -> Iterator[Span]:
        """Two identifiers written side by side ("4512 384756 773412658901"): the longest
        classifiable stretches of whole groups, left to right."""
        bounds = [(m.start(), m.end()) for m in GROUP.finditer(cand.raw)]
        widths = [0, *itertools.accumulate(e - s for s, e in bounds)]
        i = 0
        while i < len(bounds):
            found = self._longest_from(text, cand, bounds, widths, i)
            if found is None:
                i += 1
                continue
            j, span = found
            yield span
            i = j + 1

    def _longest_from(
        self,
        text: str,
        cand: _Candidate,
        bounds: list[tuple[int, int]],
        widths: list[int],
        i: int,
    ) -> tuple[int, Span] | None:
        for j in range(len(bounds) - 1, i - 1, -1):
            if (i, j) == (0, len(bounds) - 1) or not 10 <= widths[j + 1] - widths[i] <= 20:
                continue
            start, end = cand.start + bounds[i][0], cand.start + bounds[j][1]
            sub = _candidate(text, start, end, digits_of(text[start:end]))
            found = self._classify(text, sub)
            if found is not None:
                return j, _span(sub, found)
        return None

    def _emails(self, text: str) -> Iterator[Span]:
        for m in _EMAIL_RIGHT.finditer(text):
            left = _EMAIL_LEFT.search(text, max(0, m.start() - 64), m.start())
            if left is None:
                continue
            start = left.start()
            while start < m.start() and text[start] in ".-+":
                start += 1
            value = text[start : m.end()]
            if start < m.start() and not _ROLE_MAILBOX.fullmatch(value, 0, m.start() - start + 1):
                yield Span(
                    start, m.end(), value, "pd.contacts", self.source, "email:" + fold(value)
                )

    def _series_numbers(self, text: str, folded: str) -> Iterator[Span]:
        if "сер" in folded:
            yield from self._series_spans(text, _SERIES_NUMBER.finditer(folded))
        yield from self._series_spans(text, _PASSPORT_SERIES.finditer(folded))

    def _series_spans(self, text: str, found: Iterator[re.Match[str]]) -> Iterator[Span]:
        for m in found:
            value = text[m.start(1) : m.end(2)]
            key = "pd.passport:" + digits_of(value)
            yield Span(m.start(1), m.end(2), value, "pd.passport", self.source, key)


def _boundary_ok(text: str, start: int) -> bool:
    """Skip digits glued to a code ("APP-100231", "A1234567890"); `start` > 0."""
    prev = text[start - 1]
    if prev.isalnum() or prev == "_":
        return False
    return not (prev in "-/" and start >= 2 and text[start - 2].isalnum())


def _span(cand: _Candidate, data_class: str) -> Span:
    start, value = cand.start, cand.raw
    if value.startswith("(") and ")" not in value:
        value, start = value[1:], start + 1
    key = phone_key(value) if data_class == "pd.contacts" else f"{data_class}:{cand.digits}"
    return Span(start, start + len(value), value, data_class, "pattern", key)


def _classify(text: str, cand: _Candidate) -> str | None:
    """The class of a digit run, or None. Cheap format and control-digit checks come before the
    context lookup, which most runs (amounts, order numbers) never need."""
    if cand.plus or cand.paren:
        return "pd.contacts" if _phone_like(cand) else None
    n = len(cand.digits)
    if n in _CHECKED and not _CHECKED[n](text, cand):
        return None
    if n > 20:
        return None
    if n == 11 and _mobile(cand):
        return "pd.contacts"
    context = nearest_context(fold(text), cand.start)
    if context == "other":
        return None
    if n == 10:
        return _classify_ten(cand, context)
    if n == 11:
        return _classify_eleven(cand, context)
    if n == 12:
        return "pd.inn"
    if n == 20:
        return "pd.account"
    return "pd.card" if _card_like(cand, context) else None


def _phone_like(cand: _Candidate) -> bool:
    d = cand.digits
    if len(d) == 11 and d[0] in "78":
        return d[1] in "3489" and not _toll_free(d)
    grouped = cand.paren or cand.groups in _PHONE_GROUPS
    return len(d) == 10 and d[0] in "3489" and not _toll_free(d) and grouped


def _mobile(cand: _Candidate) -> bool:
    """A Russian mobile number written as one ("8 960 876 94 78", "+7 916 245-18-07"): a
    person's whatever the words around it say (an order, a delivery label)."""
    d = cand.digits
    return d[0] in "78" and d[1] == "9" and cand.groups[1:] in _PHONE_GROUPS


def _toll_free(digits: str) -> bool:
    """8-800 numbers belong to companies."""
    return digits[-10:].startswith("80")


def _classify_ten(cand: _Candidate, context: str | None) -> str | None:
    # A passport's number is also written in two halves ("45 08 123 456", "4508 123 456").
    if context == "passport" or cand.groups in _PASSPORT_GROUPS:
        return "pd.passport"
    if context == "inn":
        return "pd.inn" if inn_valid(cand.digits) else None
    if context == "phone" or cand.groups in _PHONE_GROUPS:
        phone = cand.digits[0] in "3489" and not _toll_free(cand.digits)
        return "pd.contacts" if phone else None
    return None


def _classify_eleven(cand: _Candidate, context: str | None) -> str | None:
    valid = snils_valid(cand.digits)
    d = cand.digits
    # One 11-digit number in a hundred passes the SNILS check by chance; one that does and
    # cannot be a phone is a SNILS even where a scan garbled the words before it.
    if valid and (context == "snils" or cand.groups in ((3, 3, 3, 2), (9, 2)) or d[0] not in "78"):
        return "pd.snils"
    if context in (None, "phone") and d[0] in "78" and d[1] in "3489" and not _toll_free(d):
        return "pd.contacts"
    return None


def _card_number(text: str, cand: _Candidate) -> bool:
    return luhn_valid(cand.digits) and cand.digits.startswith(_CARD_PREFIXES)


def _card_like(cand: _Candidate, context: str | None) -> bool:
    grouped = len(set(cand.groups[:-1])) == 1 and cand.groups[0] == 4
    return grouped or context == "card" or len(cand.digits) == 16


def _digit_before(text: str, at: int) -> bool:
    return at > 0 and text[at - 1].isdigit()


def _account_like(text: str, cand: _Candidate) -> bool:
    d = cand.digits
    if not d.startswith(_ACCOUNT_PREFIXES) or d.startswith(_ACCOUNT_EXCLUDED):
        return False
    begin, end = max(0, cand.start - BIK_DISTANCE), cand.end + BIK_DISTANCE
    near = [
        m.group() for m in _BIK.finditer(text, begin, end) if not _digit_before(text, m.start())
    ]
    return not near or any(account_key_valid(d, bik) for bik in near)


_CHECKED: dict[int, Callable[[str, _Candidate], bool]] = {
    12: lambda text, cand: inn_valid(cand.digits),
    20: _account_like,
    **dict.fromkeys(range(13, 20), _card_number),
}
