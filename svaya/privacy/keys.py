"""Normalised identities of values, so every spelling of one value gets one placeholder."""

from __future__ import annotations

import re
from datetime import date

from svaya.privacy.memo import enabled

_last_fold: tuple[str, str] = ("", "")
_FOLD_MEMO = enabled("keys.fold")
_MEMO_MIN = 64  # short values (names) are folded on the fly; memoising them would evict the text
_NON_DIGIT = re.compile(r"\D+")
_NON_WORD = re.compile(r"[\W_]+")

DIGIT_CLASSES = frozenset({"pd.passport", "pd.snils", "pd.inn", "pd.card", "pd.account"})

MONTHS = (
    "январ", "феврал", "март", "апрел", "ма", "июн",
    "июл", "август", "сентябр", "октябр", "ноябр", "декабр",
)  # fmt: skip
MONTH_GENITIVE = (
    "января", "февраля", "марта", "апреля", "мая", "июня",
    "июля", "августа", "сентября", "октября", "ноября", "декабря",
)  # fmt: skip
# The months in the genitive as a regex's alternation ("марта|апреля|…"): a date's month, or a
# street named by a date ("8 Марта").
MONTH_GENITIVE_RE = "|".join(MONTH_GENITIVE)
# A date as written in Russian text; matched on folded text (lower case, ё→е). The first digit
# is taken out of the alternatives, so the regex engine skips ahead to the next digit.
DATE = re.compile(
    r"\d(?:\d?[./-]\d{1,2}[./-]\d{4}|\d{3}-\d{2}-\d{2}|\d?\s+(?:"
    + MONTH_GENITIVE_RE
    + r")\s+\d{4}(?:\s*(?:г\.|года|г\b))?)"
)
_NUMERIC_DATE = re.compile(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4})")
_ISO_DATE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_WORD_DATE = re.compile(r"(\d{1,2})\s+([а-я]+)\s+(\d{4})")

# Abbreviations in addresses, so "ул. Ленина, д. 5" and "улица Ленина дом 5" share a key.
ADDRESS_WORDS: dict[str, str] = {
    "улица": "ул", "город": "г", "дом": "д", "квартира": "кв", "корпус": "корп", "к": "корп",
    "строение": "стр", "проспект": "пр", "пр-т": "пр", "переулок": "пер", "область": "обл",
    "район": "р-н", "бульвар": "б-р", "шоссе": "ш", "набережная": "наб", "площадь": "пл",
    "микрорайон": "мкр", "поселок": "п", "село": "с", "деревня": "д",
}  # fmt: skip


def fold(text: str) -> str:
    """Lower case with ё→е and no-break spaces as spaces, same length as `text`, so offsets in
    the folded text are offsets in the original. Several detectors fold the same text in a row,
    so the last result is kept."""
    global _last_fold
    last = _last_fold
    if _FOLD_MEMO and last[0] is text:
        return last[1]
    folded = text.lower()
    if len(folded) != len(text):  # a few characters lower-case into two; keep their case
        folded = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)
    folded = folded.replace("ё", "е").replace("\u00a0", " ")
    if len(text) >= _MEMO_MIN:
        _last_fold = (text, folded)
    return folded


def digits_of(text: str) -> str:
    return _NON_DIGIT.sub("", text)


def words_of(text: str) -> list[str]:
    return [w for w in _NON_WORD.split(fold(text)) if w]


def parse_date(text: str) -> date | None:
    folded = fold(text)
    for regex, order in ((_ISO_DATE, (0, 1, 2)), (_NUMERIC_DATE, (2, 1, 0))):
        m = regex.search(folded)
        if m:
            y, mo, d = (int(m.group(i + 1)) for i in order)
            return _safe_date(y, mo, d)
    m = _WORD_DATE.search(folded)
    if m:
        month = next((i + 1 for i, stem in enumerate(MONTHS) if m.group(2).startswith(stem)), 0)
        return _safe_date(int(m.group(3)), month, int(m.group(1)))
    return None


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def phone_key(value: str) -> str:
    digits = digits_of(value)
    return "phone:" + (digits[-10:] if len(digits) >= 10 else digits)


def text_key(data_class: str, value: str) -> str:
    words = [ADDRESS_WORDS.get(w, w) for w in words_of(value)]
    return f"{data_class}:" + " ".join(words)


def plain_key(data_class: str, value: str) -> str:
    """The identity of `value` within `data_class` for every class but names (values.py adds
    them); spelling variants collapse to one key."""
    if data_class in DIGIT_CLASSES:
        return f"{data_class}:{digits_of(value)}"
    if data_class == "pd.contacts":
        return "email:" + fold(value.strip()) if "@" in value else phone_key(value)
    if data_class == "pd.birthdate":
        parsed = parse_date(value)
        if parsed is not None:
            return f"pd.birthdate:{parsed.isoformat()}"
    return text_key(data_class, value)
