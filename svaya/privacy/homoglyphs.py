"""Latin letters that look like Cyrillic ones, as OCR and careless typing leave them inside
Russian words ("Mихaил", "Тарасoв", "З И М A"), read as the Cyrillic letters they stand for.

Only a letter inside a word that also has Cyrillic letters (or a lone letter between Cyrillic
ones) is changed, and every change keeps the text's length, so an offset in the result is the
same offset in the original.
"""

from __future__ import annotations

import re

_LOOK_ALIKE = str.maketrans("aceopxyABCEHKMOPTXY0", "асеорхуАВСЕНКМОРТХУО")
# A word with letters of both scripts (a digit 0 counts as a letter O inside a Cyrillic word).
_MIXED = re.compile(
    r"(?<!\d)[A-Za-z0]*[А-ЯЁа-яё][А-ЯЁа-яёA-Za-z0]*[A-Za-z0][А-ЯЁа-яёA-Za-z0]*"
    r"|(?<!\d)[A-Za-z0]+[А-ЯЁа-яё][А-ЯЁа-яёA-Za-z0]*"
)
# A lone Latin letter between lone Cyrillic letters: a letter-spaced word ("З И М A").
_SPACED = re.compile(r"(?<=[А-ЯЁа-яё] )[ACEHKMOPTXYaceopxy](?= [А-ЯЁа-яё]|$|\W)")
_QUICK = re.compile(r"[А-ЯЁа-яё][ ]?[A-Za-z0]|[A-Za-z0][ ]?[А-ЯЁа-яё]")


def cyrillic_look(text: str) -> str:
    """`text` with the Latin look-alikes inside Russian words made Cyrillic (same length)."""
    if _QUICK.search(text) is None:
        return text
    text = _MIXED.sub(lambda m: m.group().translate(_LOOK_ALIKE), text)
    return _SPACED.sub(lambda m: m.group().translate(_LOOK_ALIKE), text)
