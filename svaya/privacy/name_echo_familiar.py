"""A first name found, and the familiar forms made of it elsewhere in the text, in any letter case
and in Latin: "Ильшат" found, then "Ильшатик"; "Гульсина", then "гульсинка уже шарф достала";
"Архип", then "архипушка"; "Айсылу", then the login "aysylushka79".

Russian makes a familiar name by suffixes on the name's stem (-ик, -чик, -ка, -ушка, -юша, -енька,
-очка, -уля, -уся, -ша …), then declines it. No writer's names are listed: the stems are the
names the text itself holds, so a rare name no dictionary knows gets its familiar forms too. A
mention the dictionary reads as an ordinary word ("кирка" beside "Кира") is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from svaya.privacy.morphology import has_tag, is_known
from svaya.privacy.name_echo import SpanIndex
from svaya.privacy.name_echo_latin import key

# A familiar suffix without its ending, then a case's ending: "Вер-к-е", "Ильшат-ик", "Архип-ушк-а".
_SUFFIXES = (
    "ик", "ек", "чик", "ичек", "к", "ушк", "юшк", "шк", "ушек", "еньк", "оньк", "ечк", "очк",
    "ул", "юл", "ус", "юс", "ш", "уш", "юш", "ушеньк", "юшеньк", "шеньк", "ечек",
)  # fmt: skip
_ENDINGS = ("а", "я", "и", "ы", "у", "ю", "е", "ой", "ей", "ом", "ем", "ою", "ею")
_FAMILIAR = re.compile(
    "(?:" + "|".join(sorted(_SUFFIXES, key=len, reverse=True)) + ")"
    "(?:" + "|".join(sorted(_ENDINGS, key=len, reverse=True)) + ")?"
)
_LATIN_FAMILIAR = re.compile(
    r"(?:ic|ik|ek|cik|icek|k|usk|iusk|sk|usek|enk|onk|eck|ock|ul|iul|us|ius|s|usenk|iusenk|senk"
    r"|ecek)(?:a|i|u|e|oi|ei|om|em)?"
)
_NAME_WORD = re.compile(r"[А-ЯЁ][а-яё]{2,}|[А-ЯЁ]{3,}")
_PATRONYMIC = re.compile(r"(?:вич|вна|ична|ский|ская|цкий|цкая)$")
# A word that ends as a familiar form does, by its suffix's last consonant and up to two letters
# of a case's ending: the only words worth a look, found by a regex that backtracks little.
_CYRILLIC = re.compile(r"(?<![\w-])[А-ЯЁа-яё]{3,}[кшлсКШЛС][а-яё]{0,2}(?![\w-])")
_LATIN_TOKEN = re.compile(r"(?<![\w@.%#+-])@?([A-Za-z]{5,})(\d{0,4})(?![\w@-]|\.\w)")


def familiar_echoes(text: str, names: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Words outside `names` made of one of their first names' stems and a familiar suffix."""
    spans = sorted(names)
    stems: set[str] = set()
    read: set[str] = set()
    for start, end in spans:
        for word in _NAME_WORD.findall(text[start:end]):
            if word in read:
                continue
            read.add(word)
            lower = word.lower()
            if _PATRONYMIC.search(lower) or not _first_name(word):
                continue
            stems.add(lower)
            if lower[-1] in "аяьй" and len(lower) > 3:
                stems.add(lower[:-1])
    if not stems:
        return []
    cyrillic = _by_prefix(stems)
    latin = _by_prefix({key(stem) for stem in stems})
    found = []
    for m in _CYRILLIC.finditer(text):
        if m.group()[:3].lower() not in cyrillic:
            continue
        lower = m.group().lower()
        if any(
            lower.startswith(stem) and _FAMILIAR.fullmatch(lower, len(stem)) is not None
            for stem in cyrillic.get(lower[:3], ())
        ) and _first_name(m.group()):
            found.append(m.span())
    for m in _LATIN_TOKEN.finditer(text):
        word = key(m.group(1))
        if any(
            word.startswith(stem) and _LATIN_FAMILIAR.fullmatch(word, len(stem)) is not None
            for stem in latin.get(word[:3], ())
        ):
            found.append((m.start(1), m.end(2)))
    taken = SpanIndex(spans)
    return [span for span in found if not taken.overlaps(*span)]


def _by_prefix(stems: set[str]) -> dict[str, list[str]]:
    index: dict[str, list[str]] = {}
    for stem in stems:
        if len(stem) >= 3:
            index.setdefault(stem[:3], []).append(stem)
    return index


def _first_name(word: str) -> bool:
    """A first name to the dictionary, or a word it does not know (a rare name, or a familiar
    form of one): not an ordinary word ("кирка")."""
    title = word.capitalize()
    return has_tag(title, ("Name",)) or not is_known(title)
