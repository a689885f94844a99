"""An address in Latin letters with no street marker and no label, as hotel, race and shop
exports write it: a town, a street and the house with its flat ("OMSK DEPUTATSKAYA 30 278",
"Shuya 22 Partsyezda d34 kv290", "Kazan Baumana 5-12").

The words are read back into Cyrillic (latin.py) and judged as the Cyrillic layers judge them:
the town by the dictionary (a place in the nominative: "Омск", "Тверь", "Кимры"), the street by
its shape (address_probable.street_name: an adjective, a surname or a plural in the genitive, an
ordinal before it). A bare number after two words is as often a score or a model ("MOSCOW
SPARTAK 2 1", "Sochi Park 5 12"), so the house must have its flat or its marker.
"""

from __future__ import annotations

import re

from svaya.privacy.address_grammar import MARK_LATIN as _MARK_LATIN
from svaya.privacy.address_org import organisation
from svaya.privacy.address_probable import street_name
from svaya.privacy.keys import text_key
from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import is_known, readings
from svaya.privacy.spans import Span

_WORD = r"[A-Z][A-Za-z']+(?:-[A-Za-z]+)*"
# The first letter first, then the lookbehind, so the engine skips from capital to capital.
_CANDIDATE = re.compile(
    rf"(?P<town>[A-Z](?<![\w.-][A-Z])[A-Za-z]+(?:-[A-Za-z]+)*)(?:,[ \t]?|[ \t])"
    rf"(?P<street>(?P<ordinal>\d{{1,2}}(?:-?[a-z]{{1,2}})?[ \t])?{_WORD}(?:[ \t]{_WORD})?),?[ \t]"
    r"(?P<mark>(?i:d|dom|h)\.?[ \t]?)?[1-9]\d{0,3}[A-Za-z]?(?:/\d{1,3})?"
    r"(?P<flat>(?:[ \t]?[-/][ \t]?|,?[ \t])(?:(?i:kv|apt|flat)\.?[ \t]?)?[1-9]\d{0,3}"
    r"|,?[ \t]?(?i:kv|apt|flat)\.?[ \t]?[1-9]\d{0,3})?"
    r"(?![\w/-]|[.,]\d|[ \t-]\d)"
)
# Towns whose English name is no transliteration, and the chats' shorthands.
_EXONYMS = frozenset({"moscow", "msk", "spb", "petersburg"})
# The words before an address's first comma in Latin: a town, a region or a country stay; a
# person's name or a company's a grammar took in with them does not ("Maria Ivanova, 44 Pobedy
# Ave", "Bill to: Ivan Sidorov, ul. Lenina 5-12").
_HEAD = re.compile(r"[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2},[ \t]?")
_PLACE_WORDS = frozenset(
    "russia rf ru region oblast obl krai kray district republic federation city".split()
)
_LATIN_MARK = re.compile(rf"(?<![\w.-]){_MARK_LATIN}(?![a-z])")


def without_head(span: Span) -> Span:
    """`span` without the words before its first comma that name no place, when a street
    marker after them names the street."""
    m = _HEAD.match(span.value)
    if m is None or not _LATIN_MARK.search(span.value, m.end()):
        return span
    words = m.group().rstrip(", \t").split()
    if any(w.lower() in _PLACE_WORDS or _town(w) for w in words):
        return span
    value = span.value[m.end() :]
    return Span(span.start + m.end(), span.end, value, "pd.address", span.source,
                text_key("pd.address", value))  # fmt: skip


def latin_addresses(text: str, held: list[Span]) -> list[Span]:
    """`held` with the addresses of a Latin town, street and numbers: outside its spans, or
    in place of one the town before it was left out of ("Shuya 22 Partsyezda d34 kv290")."""
    spans = list(held)
    at = 0
    while (m := _CANDIDATE.search(text, at)) is not None:
        inside = [s for s in spans if s.start < m.end() and m.start() < s.end]
        if not _address(m) or any(s.start < m.start() or s.end > m.end() for s in inside):
            at = m.end("town")  # the next word may begin one ("Guest Kazan Baumana 5-12")
            continue
        at = m.end()
        if organisation(text, m.start(), m.end()):
            continue
        spans = [s for s in spans if s not in inside]
        spans.append(Span(m.start(), m.end(), m.group(), "pd.address", "pattern",
                          text_key("pd.address", m.group())))  # fmt: skip
    return spans


def _address(m: re.Match[str]) -> bool:
    if not (m.group("flat") or m.group("mark")):
        return False
    if not _town(m.group("town")):
        return False
    if m.group("ordinal"):
        return True
    street = _cyrillic(m.group("street").split()[-1])
    # a word the dictionary does not know is a street's by its adjective's ending alone
    # ("Zubtsovskaya"; not "Amkar", which it would guess a plural genitive)
    return street_name(street) and (is_known(street) or _ADJECTIVE_END.search(street) is not None)


_ADJECTIVE_END = re.compile(r"(?:ий|ый|ой|ая|яя|ое|ее)$")


def _cyrillic(word: str) -> str:
    """The word's Cyrillic spelling the dictionary knows, else its likeliest; in title case."""
    spellings = cyrillic_spellings(word.lower().replace("'", ""))
    known = next((s for s in spellings if is_known(s)), spellings[0] if spellings else word)
    return known.capitalize()


def _town(word: str) -> bool:
    """A town in the nominative by one of its Cyrillic spellings, a soft sign added too
    ("Tver" is "Тверь"); a final "y" may be "ы" ("Kimry")."""
    lower = word.lower()
    if lower in _EXONYMS:
        return True
    if len(word) < 3:
        return False
    spellings = cyrillic_spellings(lower)
    if lower.endswith("y"):
        spellings += [s + "ы" for s in cyrillic_spellings(lower[:-1])]
    # a first name is no town, a soft sign after it notwithstanding ("Ivan", not "Ивань")
    return any(
        "Name" not in readings(s.capitalize())[0].tag
        and any(
            "Geox" in r.tag and "nomn" in r.tag
            for form in (s, s + "ь")
            for r in readings(form.capitalize())
        )
        for s in spellings
    )
