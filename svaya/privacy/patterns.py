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
from svaya.privacy.context import CONTEXT_WORDS, nearest_context
from svaya.privacy.dates import birthdates
from svaya.privacy.digits import GROUP, digit_runs
from svaya.privacy.documents import identity_documents, with_series_label
from svaya.privacy.keys import digits_of, fold, phone_key
from svaya.privacy.morphology import PROPER_TAGS, has_tag, is_known, readings
from svaya.privacy.org_context import ROLE_LOCAL
from svaya.privacy.spans import Span

BIK_DISTANCE = 400

_BIK = re.compile(r"04\d{7}(?!\d)")
# Letters a scan reads for digits beside digits ("45O8 l23456", "12З456", "1234б6", "29S").
# A digit first, then what is beside it, so the regex engine skips from digit to digit (an
# alternation of two lookarounds was tried at every position).
_DIGIT_LOOK = re.compile(r"\d(?:(?=[OoОоlIЗзбБS])|(?<=[OoОоlIЗзбБS]\d))")
_AS_DIGIT = str.maketrans("OoОоlIЗзбБS", "00001133665")
# An amount, not an identifier: a currency right after the digits ("78 912 345 678 руб.").
_CURRENCY_AFTER = re.compile(
    r"(?:,\d{1,2})?[ \u00a0]*(?:руб|р\.|₽|rub|тыс|млн|usd|eur|\$|€|долл)", re.IGNORECASE
)
# The label of a landline number (from the last comma, semicolon or line break before it) names
# an organisation's line, not a person's phone: "Горячая линия: …", "Тел./факс организации: …";
# what stands before that comma ("менеджер компании «Ромашка», тел. …") is org_context's to read.
_ORG_LINE = re.compile(
    r"горяч|call|колл-?центр|контакт-?центр|многоканальн|справочн|справки|факс|fax|hotline|офис"
    r"|организаци|компани|приемн|регистратур|ресепшн|reception|единый|диспетчер|дежурн"
)
_ORG_LINE_WINDOW = 48
# … or says so right after it: "+7 (495) 123-45-67 (многоканальный)".
_ORG_AFTER = re.compile(
    r"[ \u00a0]*[(,—-]?[ \u00a0]*(?:многоканальн|горяч|справочн|факс|call|колл-?центр)"
)
_WORD_BEFORE = re.compile(r"[^\W\d_]{1,16}$")
# The word right before a number, past a colon, a sign or a dash ("ТТН: 4508 …", "лот № …").
_LABEL_BEFORE = re.compile(r"(?<![\w-])([^\W\d_]+(?:-[^\W\d_]+)*)\.?[ \t:№#–—-]*\Z")
# Words before a number that name no thing of their own: the person's papers ("документ:",
# "данные:"), a country ("гражданина РФ"), the bare "номер", how it is written ("цифрами").
_NOT_A_THING = frozenset(
    "документ документа документы док данные реквизиты номер номера цифрами текстом рф rf рб "
    "ссср".split()
)
_EMAIL_RIGHT = re.compile(r"@[^\W_](?:[\w-]*[^\W_])?(?:\.[^\W_](?:[\w-]*[^\W_])?)*\.[^\W\d_]{2,}")
_EMAIL_LEFT = re.compile(r"[\w.+-]+$")
# An address written around spam filters: "ivan.petrov[at]mail.ru", "ivan (собака) mail точка ru",
# "ivan at mail dot ru", "ivan [at] mail [dot] ru", "ivan[@]mail.ru", "ivan [dog] mail [dot] ru".
_AT_WORD = r"(?:\s?[\[({](?:at|dog|@)[\])}]\s?|\[собака\]|\s?\(?собака\)?\s?|\sat\s)"
_DOT_WORD = r"(?:\.|\s?(?:\[dot\]|\(dot\)|\{dot\})\s?|\s?\(?точка\)?\s?|\sdot\s)"

_EMAIL_SPELT = re.compile(
    rf"(?<![\w.+-])([\w.+-]+)[ ]?{_AT_WORD}[ ]?([a-z\d-]+(?:{_DOT_WORD}[a-z\d-]+)*){_DOT_WORD}"
    r"([a-z]{2,}|рф)(?![\w])"
)
_SPELT_DOT = re.compile(_DOT_WORD)
# Spaces around "@" or a dot, as a hurried hand types them; the top-level domains people's
# mailboxes are on, so a sentence's next word is not read as one ("@ivan . me").
_EMAIL_SPACED = re.compile(
    r" ?@ ?([a-z\d-]+(?: ?\. ?[a-z\d-]+)*)( ?\. ?)"
    r"(ru|com|net|org|su|рф|by|kz|ua|uz|info|io)(?![\w.])"
)
# Mailboxes of a role, not of a person: every word of the local part names a role (ROLE_LOCAL)
# or is a short tag ("info", "no-reply", "info.msk", "support24"); one word of a name makes it a
# person's.
_MAILBOX_WORDS = re.compile(r"[^\W\d_]+")

_ACCOUNT_PREFIXES = ("408", "423", "426", "455", "457")
_ACCOUNT_EXCLUDED = ("40807", "40821", "40822", "40825")
_CARD_PREFIXES = ("2", "4", "5", "6", "35", "34", "37")
# A series's region code may stand apart, its year run into the number ("11 16390348").
_PASSPORT_GROUPS = {(4, 6), (2, 2, 6), (2, 2, 3, 3), (4, 3, 3), (2, 8)}
# The first digit of an area code under +7: Russia's 3, 4, 8 and 9, Kazakhstan's 7.
_AREA_FIRST = "34789"
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
    if text[start] == "(" and ")" not in text[start:end]:  # "(4508 123456)": an aside
        start += 1
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
        numeric = _digits_read(text)
        folded_numeric = fold(numeric)
        spans = self._numbers(numeric)
        spans.extend(identity_documents(numeric, folded_numeric))
        spans = [with_series_label(numeric, folded_numeric, span) for span in spans]
        if numeric is not text:
            spans = [span._replace(value=text[span.start : span.end]) for span in spans]
        if "@" in text:
            spans.extend(self._emails(text))
        folded = fold(text)
        if " @" in text or "@ " in text or " ." in text:
            spans.extend(self._spaced_emails(text, folded))
        if _spelt_hint(folded):
            spans.extend(self._spelt_emails(text, folded))
        spans.extend(birthdates(text, folded))
        return spans

    def _numbers(self, text: str) -> list[Span]:
        spans: list[Span] = []
        for start, end, digits in digit_runs(text):
            if (start and not _boundary_ok(text, start)) or _CURRENCY_AFTER.match(text, end):
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
        if found == "pd.contacts" and cand.digits[-10] != "9" and _org_line(text, cand):
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
            if found == "pd.passport" and _prefixed(cand.raw, bounds, i):
                continue
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
            if start < m.start() and not _role_mailbox(text[start : m.start()]):
                yield Span(
                    start, m.end(), value, "pd.contacts", self.source, "email:" + fold(value)
                )

    def _spaced_emails(self, text: str, folded: str) -> Iterator[Span]:
        """An address typed with spaces around "@" or a dot ("ivan @ bk.ru", "ivan@mail . ru")."""
        at = folded.find("@")
        while at >= 0:
            begin = at - 1 if folded[at - 1 : at] == " " else at
            right = _EMAIL_SPACED.match(folded, begin)
            left = _EMAIL_LEFT.search(folded, max(0, begin - 64), begin) if begin else None
            if right is not None and " " in right.group() and left is not None:
                start = left.start()
                while start < begin and folded[start] in ".-+":
                    start += 1
                local = folded[start:begin]
                if local and not _role_mailbox(local):
                    key = "email:" + local + "@" + "".join(right.groups()).replace(" ", "")
                    yield Span(start, right.end(), text[start : right.end()], "pd.contacts",
                               self.source, key)  # fmt: skip
            at = folded.find("@", at + 1)

    def _spelt_emails(self, text: str, folded: str) -> Iterator[Span]:
        for m in _EMAIL_SPELT.finditer(folded):
            if _role_mailbox(m.group(1)):
                continue
            domain = _SPELT_DOT.sub(".", m.group(2))
            key = f"email:{m.group(1)}@{domain}.{m.group(3)}"
            yield Span(
                m.start(), m.end(), text[m.start() : m.end()], "pd.contacts", self.source, key
            )


def _prefixed(raw: str, bounds: list[tuple[int, int]], i: int) -> bool:
    """A short group of the run before group `i`, apart by spaces: a region's or a register's
    prefix, so the passport's shape after it is the rest of a permit's, a licence's or a blank's
    number ("65 2026 505919", "05 2026  517794"), not a passport."""
    if i == 0:
        return False
    start, end = bounds[i - 1]
    return end - start <= 3 and not raw[end : bounds[i][0]].strip()


def _digits_read(text: str) -> str:
    """`text` with the letters a scan reads for digits beside digits made digits (same length);
    `text` itself when there are none."""
    if _DIGIT_LOOK.search(text) is None:
        return text
    chars = list(text)
    for m in _DIGIT_LOOK.finditer(text):
        at = m.end() if _letter(text, m.end()) else m.start() - 1
        if not (_letter(text, at - 1) or _letter(text, at + 1)):
            chars[at] = text[at].translate(_AS_DIGIT)
    return "".join(chars)


def _spelt_hint(folded: str) -> bool:
    """What the spelt forms need before their regex is tried: substring tests, the rarer signs
    first ("@" and "dog" gate their bracketed forms; each test is a scan of the text)."""
    if "собак" in folded or " at " in folded or any(f"at{c}" in folded for c in "])}"):
        return True
    if "@" in folded and ("@]" in folded or "@)" in folded):
        return True
    return "dog" in folded and ("dog]" in folded or "dog)" in folded)


def _letter(text: str, at: int) -> bool:
    return 0 <= at < len(text) and text[at].isalpha()


def _org_line(text: str, cand: _Candidate) -> bool:
    folded, start = fold(text), cand.start
    begin = max(start - _ORG_LINE_WINDOW, *(folded.rfind(c, 0, start) + 1 for c in "\n,;"))
    return (
        _ORG_LINE.search(folded, begin, start) is not None
        or _ORG_AFTER.match(folded, cand.end) is not None
    )


def _role_mailbox(local: str) -> bool:
    words = _MAILBOX_WORDS.findall(local.lower())
    return any(w in ROLE_LOCAL for w in words) and all(
        w in ROLE_LOCAL or len(w) <= 3 for w in words
    )


def _boundary_ok(text: str, start: int) -> bool:
    """Skip digits glued to a code ("APP-100231", "A1234567890"), not to their label
    ("ИНН772590548901"); `start` > 0."""
    prev = text[start - 1]
    if prev.isalpha():
        word = _WORD_BEFORE.search(text, max(0, start - 16), start)
        return word is not None and CONTEXT_WORDS.get(fold(word.group()), "other") != "other"
    if prev.isalnum() or prev == "_":
        return False
    # "+7 917 …/+7 903 …": a plus opens a number of its own whatever is glued before it.
    return text[start] == "+" or not (prev in "-/" and start >= 2 and text[start - 2].isalnum())


def _span(cand: _Candidate, data_class: str) -> Span:
    start, value = cand.start, cand.raw
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
    if n == 11 and _mobile_run(text, cand, context):
        return "pd.contacts"
    if context == "other" or (context is None and n == 10 and _numbered_thing(text, cand.start)):
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


def _numbered_thing(text: str, start: int) -> bool:
    """The label right before a number names a thing it numbers ("ТТН 4508 123456", "пломба
    4508 123456", "номер билета 45 08 123456"): an abbreviation in capitals, or a noun of a thing
    (inanimate, no proper name's reading). Ten digits with no keyword are read by their shape as
    a passport or a phone, unless a thing's label says what they are."""
    m = _LABEL_BEFORE.search(text, max(0, start - 32), start)
    if m is None:
        return False
    word = m.group(1)
    folded = fold(word)
    if folded in _NOT_A_THING or has_tag(folded, PROPER_TAGS):
        return False
    if word.isupper() and 2 <= len(word) <= 4:
        return True  # "ТТН", "ИКЗ", "КД", "ID"
    # In title case a word may be a chat's speaker ("Малина: 4508 123456"): the shape speaks.
    if len(word) < 3 or not word.islower() or word.isascii() or not is_known(folded):
        return False
    return any(r.tag.POS == "NOUN" and "inan" in r.tag for r in readings(folded))


def _phone_like(cand: _Candidate) -> bool:
    d = cand.digits
    if cand.plus and d[0] not in "78" and 11 <= len(d) <= 15:  # abroad: "+375 29 123-45-67"
        return True
    if len(d) == 11 and d[0] in "78":
        return d[1] in _AREA_FIRST and not _toll_free(d)
    # The bracket holds the code, so it opens the number ("(4912) 25-43-12"); after other digits
    # it is an aside ("Возраст: 40 (07.03.1985)").
    grouped = cand.raw.startswith("(") or cand.groups in _PHONE_GROUPS
    return len(d) == 10 and d[0] in _AREA_FIRST and not _toll_free(d) and grouped


def _mobile(cand: _Candidate) -> bool:
    """A mobile number under +7 written as one ("8 960 876 94 78", "+7 916 245-18-07", "+7 701
    123 45 67"): a person's whatever the words around it say (an order, a delivery label)."""
    d = cand.digits
    mobile = d[1] == "9" or (d[1] == "7" and d[2] in "07")  # Kazakhstan's 70x, 77x under +7
    return d[0] in "78" and mobile and cand.groups[1:] in _PHONE_GROUPS


def _mobile_run(text: str, cand: _Candidate, context: str | None) -> bool:
    """A mobile under +7 typed as one run of eleven ("89161234567"), a word for a thing further
    before it ("SIM-карты: Петрова Анна, 8916…", "счета за чужой номер 8916…"): a person's,
    unless its own label stands right before it ("заказ № …", "л/с …", "пломба …") or a SNILS's
    word and check digits agree."""
    d = cand.digits
    if cand.groups != (11,) or d[0] not in "78" or d[1] != "9" or context in (None, "phone"):
        return False
    if context == "snils" and snils_valid(d):
        return False
    label = _LABEL_BEFORE.search(text, max(0, cand.start - 32), cand.start)
    if label is None:
        return True
    # "л/с", "р/с": a slash's stem is read with the word after it.
    begin = max(0, label.start() - 2)
    own = nearest_context(fold(text), cand.start, cand.start - begin)
    return own in (None, "phone") and not _numbered_thing(text, cand.start)


def _toll_free(digits: str) -> bool:
    """8-800 numbers belong to companies."""
    return digits[-10:].startswith("80")


def _classify_ten(cand: _Candidate, context: str | None) -> str | None:
    # A mobile number grouped as one ("916 123 45 67") even where a passport was just spoken of,
    # or written as one run of ten after a person ("мать — Петрова Анна, 9161234567").
    if cand.digits[0] == "9" and cand.groups in _PHONE_GROUPS and context in ("passport", None):
        return "pd.contacts"
    if cand.digits[0] == "9" and cand.groups == (10,) and context in ("phone", None):
        return "pd.contacts"
    # A passport's number is also written in two halves ("45 08 123 456", "4508 123 456").
    if context == "passport" or (context is None and cand.groups in _PASSPORT_GROUPS):
        return "pd.passport"
    if context == "inn":
        return "pd.inn" if inn_valid(cand.digits) else None
    if context == "phone" or cand.groups in _PHONE_GROUPS:
        phone = cand.digits[0] in _AREA_FIRST and not _toll_free(cand.digits)
        return "pd.contacts" if phone else None
    return None


def _classify_eleven(cand: _Candidate, context: str | None) -> str | None:
    valid = snils_valid(cand.digits)
    d = cand.digits
    # One 11-digit number in a hundred passes the SNILS check by chance; one that does and
    # cannot be a Russian phone (no 7 or 8 before a code of 3, 4, 8 or 9) is a SNILS even where
    # a scan garbled the words before it, or a chat's answer has none ("70400996469").
    phone = d[0] in "78" and d[1] in "3489"
    if valid and (context == "snils" or cand.groups in ((3, 3, 3, 2), (9, 2)) or not phone):
        return "pd.snils"
    if context in (None, "phone") and d[0] in "78" and d[1] in _AREA_FIRST and not _toll_free(d):
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
