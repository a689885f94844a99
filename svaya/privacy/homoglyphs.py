"""Latin letters that look like Cyrillic ones, as OCR and careless typing leave them inside
Russian words ("Mихaил", "Тарасoв", "З И М A"), read as the Cyrillic letters they stand for.

Only a letter inside a word that also has Cyrillic letters (or a lone letter between Cyrillic
ones) is changed, and every change keeps the text's length, so an offset in the result is the
same offset in the original.
"""

from __future__ import annotations

import re

_LOOK_ALIKE = str.maketrans("aceopxyABCEHKMOPTXY0", "асеорхуАВСЕНКМОРТХУО")
# An initial among Cyrillic initials ("Г.M.Зиннатуллина", "M.Г. Зиннатуллина"): a Latin
# capital look-alike with a stop after it, after a Cyrillic initial's stop or before one.
_INITIAL = r"(?<=[А-ЯЁ]\.)[ACEHKMOPTXY](?=\.)|(?<![\w.])[ACEHKMOPTXY](?=\.[ \t]?[А-ЯЁ]\.)"

# Where the two scripts touch inside a word (a digit 0 counts as a letter O next to Cyrillic
# letters, not after another digit), or a lone Latin letter stands between lone Cyrillic ones.
_TOUCH = re.compile(
    r"[А-ЯЁа-яё](?:[A-Za-z0]| [ACEHKMOPTXYaceopxy](?= [А-ЯЁа-яё]|(?!\w)))|[A-Za-z0][А-ЯЁа-яё]"
    rf"|{_INITIAL}"
)
# A zero before another digit is a digit ("ДP03.08": the letters end before it).
_WORD = re.compile(r"(?:[А-ЯЁа-яёA-Za-z]|0(?!\d))+")


# Where the scripts meet (a Latin letter or zero right after or before a Cyrillic letter, or a
# space after one), searched first, because most texts have none: this pattern starts with the
# Latin class and looks behind after it, so the regex engine visits only the Latin letters (few
# in Russian text), while the one above, starting with either class, is tried at every letter.
_MEET = re.compile(
    r"[A-Za-z0](?:[А-ЯЁа-яё]|(?<=[А-ЯЁа-яё].)|(?<=[А-ЯЁа-яё] .)|(?<=[А-ЯЁ]\..)\.|\.[ \t]?[А-ЯЁ]\.)"
)


def cyrillic_look(text: str) -> str:
    """`text` with the Latin look-alikes inside Russian words made Cyrillic (same length)."""
    if _MEET.search(text) is None:
        return text
    pieces: list[str] = []
    cursor = 0
    for touch in _TOUCH.finditer(text):
        if touch.start() < cursor or _after_a_digit(text, touch):
            continue
        if " " in touch.group():  # a letter-spaced word: the lone letter after the space
            at = touch.end() - 1
            pieces += [text[cursor:at], text[at].translate(_LOOK_ALIKE)]
            cursor = at + 1
            continue
        start = touch.start()
        while start > 0 and _WORD.match(text, start - 1, start):
            start -= 1
        word = _WORD.match(text, start)
        end = word.end() if word is not None else touch.end()
        pieces += [text[cursor:start], text[start:end].translate(_LOOK_ALIKE)]
        cursor = end
    if not pieces:
        return text
    pieces.append(text[cursor:])
    return "".join(pieces)


def _after_a_digit(text: str, touch: re.Match[str]) -> bool:
    """ "10марта": a zero after a digit is a digit."""
    at = touch.start() if touch.group()[0] == "0" else touch.start() + 1
    return text[at] == "0" and at > 0 and text[at - 1].isdigit() and touch.group()[-1] != "0"
