"""A surname before marriage (or after it) written in brackets with the words that say so:
"Ключевская (добрачная фамилия Кисель) Карина", "Гаджиева (урожд. Ерофеева)", "Ёрш (до брака —
Дьяконова)", "Смирнова (в браке Петрова)". The words name the bracket's word a surname whatever
the dictionary reads it as ("Кисель", "Ёрш"), and the capitalised word right before the bracket
is the surname now; both, with the wording between them, are one person's name, so they are
found as one span (the bracket without wording, "Сидорова (Петрова) Анна", name_context.spread).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import word_of
from svaya.privacy.name_context import ROLES

_WORDING = (
    r"(?:урожд(?:\.|енн(?:ая|ый)|ённ(?:ая|ый))?|ур\."
    r"|(?:добрачн(?:ая|ой)|девичь(?:я|ей)|прежн(?:яя|ей)|бывш(?:ая|ей)|\w+\.)?[ \t]?фам(?:илия|\.)?"
    r"(?:[ \t]до[ \t](?:брака|замужества))?"
    r"|в[ \t]девичестве|до[ \t](?:брака|замужества|смены[ \t]фамилии)|в[ \t]браке|ранее|бывш\.)"
)
_WORD = r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?|[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?"
_BRACKET = re.compile(
    rf"(?:(?<![\w-])({_WORD})[ \t]?)?\([ \t]?{_WORDING}[ \t]*[:—–-]?[ \t]*({_WORD})[ \t]?\)",
    re.IGNORECASE,
)
_NOT_A_SURNAME = frozenset({"Abbr", "Geox", "Orgn"})
_LABELS = frozenset({"фамилия", "фио", "имя"})


def maiden_names(text: str) -> Iterator[tuple[int, int]]:
    """Each bracket naming a former surname, with the capitalised word right before it."""
    if "(" not in text:
        return
    for m in _BRACKET.finditer(text):
        if not _capitalised(m.group(2)):
            continue
        before = m.group(1)
        if before is not None and _capitalised(before) and _may_be_surname(before):
            yield m.start(1), m.end()
        else:
            yield m.start(2), m.end(2)


def _capitalised(word: str) -> bool:
    return word[:1].isupper()


def _may_be_surname(word: str) -> bool:
    title = word[:1] + word[1:].lower()
    if title.lower() in _LABELS or title.lower().replace("ё", "е") in ROLES:
        return False
    return word_of(title).grammemes.isdisjoint(_NOT_A_SURNAME)
