"""Names in the fields of a tool's result, an export or a query string, known by the field's key
("last_name": "Лебедь", "fio": "Сидорова Анна", first_name=Иван): whatever the value's words
are, a key that names a person's name says what they are. A company's or a product's name
("company_name", "product_name") is another key."""

from __future__ import annotations

import re
from collections.abc import Iterator

# A key: one of these words with "name" after it ("last_name", "holderName"), or a word that
# names a name alone, not after a word or a hyphen.
_PERSON = (
    "last first middle full sur given family client customer holder contact person payer "
    "recipient sender owner guest passenger employee manager applicant borrower"
).split()
_NAME_KEYS = "surname lastname firstname middlename patronymic fio familiya otchestvo imya".split()


def _key_pattern() -> str:
    """The keys as one regex that starts with a class of their first letters and looks behind
    after it, so the regex engine skips from one such letter to the next (the alternation of
    keys behind a lookbehind was tried at every position: 7x slower)."""
    tails: dict[str, list[str]] = {}
    for word in _PERSON:
        tails.setdefault(word[0], []).append(word[1:] + "[_-]?name")
    for word in _NAME_KEYS:
        tails.setdefault(word[0], []).append(word[1:])
    branches = "|".join(f"(?<={first})(?:{'|'.join(rest)})" for first, rest in tails.items())
    return rf"[{''.join(tails)}](?<![\w-].)(?:{branches})"


_KEYED_VALUE = re.compile(
    _key_pattern() + r"""["']?[ \t]*[:=][ \t]*["']?"""
    r"(?P<value>[A-Za-zА-ЯЁа-яё][\w.'-]*(?:[ /][A-Za-zА-ЯЁа-яё][\w.'-]*){0,3})"
    r"""(?=["'&,;}\n]|$)""",
    re.IGNORECASE,
)


# An XML export's attributes in Russian (a UPD's <ФИО Фамилия="Гнатенко" Имя="Феофан"
# Отчество="Гордеевич"/>): the attribute's key names the part, whatever the value is.
_RUSSIAN_ATTRIBUTE = re.compile(
    r"(?<![\w-])(?:Фамилия|Имя|Отчество|ФИО)=\"(?P<value>[А-ЯЁA-Z][\w.'-]*(?: [\w.'-]+){0,3})\""
)


def keyed_names(text: str) -> Iterator[tuple[int, int]]:
    if '="' in text and ("Фамилия" in text or "Имя" in text or "ФИО" in text):
        for m in _RUSSIAN_ATTRIBUTE.finditer(text):
            if not any(ch.isdigit() or ch == "_" for ch in m.group("value")):
                yield m.span("value")
    if "name" not in text.lower() and not any(k in text for k in ("fio", "FIO", "patronymic")):
        return
    for m in _KEYED_VALUE.finditer(text):
        value = m.group("value")
        if not any(ch.isdigit() or ch == "_" for ch in value):
            yield m.span("value")
