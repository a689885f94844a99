"""A surname found alone whose first name after it is also an ordinary noun, which neither the
tagger nor the dictionary reads as a name: "Сафина Роза (кв. 7)", "Галиев Рубин, 2012-05-09",
the way a list of neighbours, children or signatories writes a person surname first.

The word after is taken when the surname is one by the dictionary or by its ending in
-ов/-ин/-ский (not a word in -ых the tagger took), the word is capitalised inside the line, a
noun in the nominative and no place, and a person's details follow it: a bracket or a comma
before a digit ("кв. 12", a date). "Петров Склад" with nothing after it, "Петров, Склад" and
"Москва Сити" stay as they are.
"""

from __future__ import annotations

import re

from svaya.privacy.morphology import has_tag, readings
from svaya.privacy.name_context import surname_shape

_NEXT_WORD = re.compile(r" ([А-ЯЁ][а-яё]{2,})(?![\w-])")
_DETAILS_AFTER = re.compile(r"[ \t]*\(|,[ \t]*\d")
_NOT_A_FIRST_NAME = ("Geox", "Orgn", "Trad", "Abbr", "Surn", "Patr")


def first_name_after(text: str, start: int, end: int) -> int | None:
    """Where the person's name ends when the surname at start..end is followed by a first name
    that is an ordinary noun (the module's family); None when it is not."""
    surname = text[start:end]
    if " " in surname or not surname.istitle():
        return None
    by_shape = surname_shape(surname) and not has_tag(surname, ("Name",))
    if not (has_tag(surname, ("Surn",)) or by_shape):
        return None  # a first name alone ("Роза Алмаз" is read the other way round)
    after = _NEXT_WORD.match(text, end)
    if after is None or not _DETAILS_AFTER.match(text, after.end()):
        return None
    word = after.group(1)
    found = readings(word)
    if not found or has_tag(word, _NOT_A_FIRST_NAME):
        return None
    if not all("NOUN" in p.tag for p in found) or not any("nomn" in p.tag for p in found):
        return None
    return after.end()
