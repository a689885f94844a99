"""Names in the fields of a tool's result, an export or a query string, known by the field's key
("last_name": "Лебедь", "fio": "Сидорова Анна", first_name=Иван): whatever the value's words
are, a key that names a person's name says what they are. A company's or a product's name
("company_name", "product_name") is another key."""

from __future__ import annotations

import re
from collections.abc import Iterator

_PERSON = (
    r"last|first|middle|full|sur|given|family|client|customer|holder|contact|person|payer"
    r"|recipient|sender|owner|guest|passenger|employee|manager|applicant|borrower"
)
_KEYED_VALUE = re.compile(
    rf"(?<![\w-])(?:(?:{_PERSON})[_-]?name|surname|lastname|firstname|middlename|patronymic"
    r"|fio|familiya|otchestvo|imya)"
    r"""["']?[ \t]*[:=][ \t]*["']?"""
    r"(?P<value>[A-Za-zА-ЯЁа-яё][\w.'-]*(?:[ /][A-Za-zА-ЯЁа-яё][\w.'-]*){0,3})"
    r"""(?=["'&,;}\n]|$)""",
    re.IGNORECASE,
)


def keyed_names(text: str) -> Iterator[tuple[int, int]]:
    if "name" not in text.lower() and not any(k in text for k in ("fio", "FIO", "patronymic")):
        return
    for m in _KEYED_VALUE.finditer(text):
        value = m.group("value")
        if not any(ch.isdigit() or ch == "_" for ch in value):
            yield m.span("value")
