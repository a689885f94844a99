"""A word alone that reads as a name and names a place by the way it is governed:

- in the prepositional case after "в"/"во", which a person is not in ("встретимся в Питере", a
  city's colloquial name; "в Ане" is no phrase, while "в Аню" and "в Олега" are, the accusative);
- after "из" in the singular, where things and people come from ("партия из Осаки", "из
  екб в Пермь"), not one of several people ("один из Петровых", "кто из Ани");
- in brackets after a place's marker and its name: the place's other name ("г. Лысая (Орлан)",
  a mountain; "пос. Новый (Сосновка)").

"на" is left out: "женился на Ане" is a person in the prepositional case.
names.py drops the tagger's and the rules' single words these hold.
"""

from __future__ import annotations

import re
from typing import Any

from svaya.privacy.morphology import PERSON_TAGS, readings

_IN_BEFORE = re.compile(r"(?<![\w-])(?:в|во)[ \t]$", re.IGNORECASE)
_FROM_BEFORE = re.compile(r"(?<![\w-])из[ \t]$", re.IGNORECASE)
# One of a group: "один из", "кто из", "никого из" — people, not a place.
_ONE_OF = re.compile(
    r"(?<![\w-])(?:од(?:ин|на|но|ного|ной)|кто|никто|кого|никого|кому|каждый|каждая|любой|"
    r"многие|некоторые|двое|трое|никому)[ \t]+из[ \t]$",
    re.IGNORECASE,
)
# A place's marker and its name before an opening bracket: "г. Лысая (", "пос. Новый (".
_PLACE_BEFORE_BRACKET = re.compile(
    r"(?<![\w-])(?:г|гора|пос|п|с|д|мыс|о|о-в|б|бух|р|оз|пгт|пер)\.?[ \t]"
    r"[А-ЯЁ][\w-]+(?:[ \t][А-ЯЁ][\w-]+)?[ \t]?\($"
)


def named_place(text: str, start: int, end: int) -> bool:
    """The single word at start..end is a place by the word before it or the brackets around it
    (the module's families)."""
    word = text[start:end]
    if not word.isalpha():
        return False
    before = text[max(0, start - 24) : start]
    if _IN_BEFORE.search(before):
        return _prepositional_only(word)
    if _FROM_BEFORE.search(before):
        return not _ONE_OF.search(before) and _singular(word)
    return end < len(text) and text[end] == ")" and _PLACE_BEFORE_BRACKET.search(before) is not None


def _person_readings(word: str) -> list[Any]:
    return [p for p in readings(word) if any(tag in p.tag for tag in PERSON_TAGS)]


def _prepositional_only(word: str) -> bool:
    """A name's reading in the prepositional case and none in the accusative ("Владике", not
    "Олега")."""
    found = _person_readings(word)
    return any("loct" in p.tag for p in found) and not any("accs" in p.tag for p in found)


def _singular(word: str) -> bool:
    """No reading of a name in the genitive plural ("Петровых" after "из" is people)."""
    return not any("plur" in p.tag and "gent" in p.tag for p in _person_readings(word))
