"""Surnames that decline as adjectives and that the dictionary knows only as adjectives
("Заречная Ольга Игоревна", "передать Заречной Ольге", "Ольга Игоревна Полевая", "Лесной Андрей"):
a capitalised adjective beside a first name it agrees with in gender and case is that person's
surname. (Those in -ский/-цкий are name_alone's: their shape says surname by itself.)

An adjective before a first name also addresses or describes a person ("Дорогая Ольга",
"Милая Аня", "Святая Анна"): such words of address never count, and at a sentence's start,
where every word is capitalised, the first name must be followed by a patronymic."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from svaya.privacy.morphology import Word, derived
from svaya.privacy.name_context import SENTENCE_END, first_name_forms, role_forms

_CAPITALISED = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?![\w-])")
_THREE_WORDS = re.compile(r"[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ ([А-ЯЁ][а-яё]+)(?![\w-])")
_ADJECTIVE_END = ("ая", "яя", "ой", "ую", "юю", "ый", "ий", "ого", "его", "ому", "ему", "ым", "им")
# Adjectives that address or describe a person before their name, and those that rank kings.
_DESCRIBING = frozenset(
    """
    дорогой милый уважаемый глубокоуважаемый многоуважаемый любимый родной милейший дорогуша
    бедный маленький большой старший младший святой великий новый старый молодой юный добрый
    прекрасный хороший наш ваш мой твой сам самый другой каждый тот этот весь любой какой
    """.split()
)
_NOT_ADJECTIVAL = frozenset({"Apro", "Anum", "Geox", "Name", "Patr", "Surn", "Abbr"})


def adjectival_surnames(text: str) -> Iterator[tuple[int, int]]:
    words = [m.span() for m in _CAPITALISED.finditer(text)]
    for (s1, e1), (s2, e2) in itertools.pairwise(words):
        if text[e1:s2] != " ":
            continue
        first, other = text[s1:e1], text[s2:e2]
        if first.endswith(_ADJECTIVE_END) and _agrees(first, other) and _surname_before(text, s1):
            yield s1, e2  # "Заречной Ольге"
        elif other.endswith(_ADJECTIVE_END) and _agrees(other, first):
            yield s1, e2  # "Ольга Заречная", read with the patronymic by the other rules


def _surname_before(text: str, start: int) -> bool:
    """Inside a sentence a capital marks a name; at its start the first name must have a
    patronymic after it (the pair's rules join the three)."""
    if not SENTENCE_END.search(text, max(0, start - 3), start):
        return True
    three = _THREE_WORDS.match(text, start)
    return three is not None and bool(role_forms(three.group(1), "Patr"))


def _agrees(adjective: str, name: str) -> bool:
    shared = first_name_forms(name) | role_forms(name, "Patr")
    return bool(shared) and bool(_adjective_forms(adjective) & shared)


def _adjective_forms(word: str) -> frozenset[tuple[str, str]]:
    return derived(word, ("adjectival_surname",), _adjective_forms_of)


def _adjective_forms_of(entry: Word) -> frozenset[tuple[str, str]]:
    """(gender, case) of the word's singular adjective readings, when it reads only as an
    adjective that could be a surname."""
    if not entry.readings or not entry.grammemes.isdisjoint(_NOT_ADJECTIVAL):
        return frozenset()
    if "ADJF" not in entry.readings[0].tag:
        return frozenset()
    if any(p.normal_form.replace("ё", "е") in _DESCRIBING for p in entry.readings):
        return frozenset()
    return frozenset(
        (str(p.tag.gender), str(p.tag.case))
        for p in entry.readings
        if "ADJF" in p.tag and "sing" in p.tag and p.tag.gender in ("masc", "femn")
    )
