"""A name's other mentions in the same text: a word found as a person's name somewhere is the
same person's name where a rule could not read it ("у Гаши" found, then "Гаша стала"; "Ахмет-
зянов Зиновий" in a scan, then "Фамилия после брака: АХМЕТЗЯНОВ").

A word counts as a source when it is a name's part to the dictionary (first name, surname,
patronymic) or unknown to it; a mention is the same word in title case or capitals, or, for a
first name ending in -а/-я, its stem with a first name's case ending. A mention right after a
street marker is a street's ("ул. Ахметзянова"), one inside a company's name the company's
(ООО «Зина Клининг»). A first name found in full is echoed by its first syllable called out in a
chat ("меф, глянь" after "Мефодий").
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from itertools import accumulate

from svaya.privacy.keys import fold
from svaya.privacy.morphology import PERSON_TAGS, word_of
from svaya.privacy.name_lines import companies_on
from svaya.privacy.name_rules import after_street_marker

_WORD = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[А-ЯЁа-яё]+(?![\w-])")
_PART = re.compile(r"[А-ЯЁа-яё]{3,}")
_ENDINGS = ("а", "я", "е", "у", "ю", "ой", "ей", "ы", "и", "ою", "ею")


def echoes(text: str, names: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The capitalised words outside `names` that repeat a word of one of them."""
    spans = sorted(names)
    words: set[str] = set()
    stems: set[str] = set()
    read: set[str] = set()
    for start, end in spans:
        for part in _PART.findall(text[start:end].replace("-\n", "")):
            if part in read:
                continue  # a document names the same people again and again
            read.add(part)
            if part[0].isupper() and _source(part):
                words.add(fold(part))
                if part[-1] in "аяиеуюы" and len(part) > 3:
                    stems.add(_stem(fold(part)))
    if not words:
        return []
    found = []
    taken = SpanIndex(spans)
    heads = {w[:3] for w in (*words, *stems)}
    for m in _WORD.finditer(text):
        word = m.group()
        if word[:3].lower().replace("ё", "е") not in heads:
            continue  # it begins as no name found does: most capitalised words
        if not (word.istitle() or word.isupper()):
            continue
        folded = fold(word)
        if (folded in words or (_stem(folded) in stems and _ending(folded))) and not (
            taken.overlaps(m.start(), m.end()) or after_street_marker(text, m.start())
        ):
            found.append(m.span())
    whole = {w for w in words if len(w) >= 5}
    if stems or whole:
        found += _lower_echoes(text, stems, whole, taken)
    firsts = {w for w in words if len(w) > 4 and _first_name(w)}
    if firsts:
        found += _clipped_echoes(text, firsts, taken)
    companies = companies_on(text, 0, len(text)) if found else []
    if companies:
        inside = SpanIndex(sorted(companies))
        found = [span for span in found if not inside.overlaps(*span)]
    return found


_LOWER = re.compile(r"[а-яё](?<![\w-][а-яё])[а-яё]{3,}(?![\w-])")


def _lower_echoes(
    text: str, stems: set[str], whole: set[str], taken: SpanIndex
) -> list[tuple[int, int]]:
    """A name found in title case, in lower case elsewhere, as chats and notes write it ("у
    Евграши", then "а евграша заболел"; "Батыршин Архип", then "архипушка батыршин"): the same
    word of five letters or more, or a first name's stem with a first name's case ending, where
    the dictionary reads that word as nothing but a name or a place, or does not know it."""
    found = []
    heads = {w[:3] for w in (*stems, *whole)}
    for m in _LOWER.finditer(text):
        if m.group()[:3].replace("ё", "е") not in heads:
            continue  # most words begin as no name found does
        folded = fold(m.group())
        if (
            len(folded) >= 4
            and (folded in whole or (_stem(folded) in stems and _ending(folded)))
            and not taken.overlaps(m.start(), m.end())
            and _only_proper(folded)
        ):
            found.append(m.span())
    return found


# A word of two to four letters called out at a message's or a sentence's start: "меф, …".
_CALLED_CLIP = re.compile(r"(?:^|(?<=: )|(?<=[.!?] ))([А-ЯЁа-яё][а-яё]{1,3})(?=, )", re.MULTILINE)


def _clipped_echoes(text: str, firsts: set[str], taken: SpanIndex) -> list[tuple[int, int]]:
    """A first name found in full, cut to its first syllable where a chat calls the person
    ("Мефодий" found, then "меф, глянь"): a word the dictionary does not know, the beginning of
    that name."""
    found = []
    for m in _CALLED_CLIP.finditer(text):
        folded = fold(m.group(1))
        if (
            len(folded) > 2
            and any(first.startswith(folded) and len(first) > len(folded) + 1 for first in firsts)
            and not word_of(folded).known
            and not taken.overlaps(*m.span(1))
        ):
            found.append(m.span(1))
    return found


def _first_name(folded: str) -> bool:
    return any("Name" in p.tag and p.tag.case == "nomn" for p in word_of(folded).readings[:1])


def _only_proper(folded: str) -> bool:
    entry = word_of(folded)
    return not entry.known or all(
        not p.tag.grammemes.isdisjoint(_PROPER_TAGS) for p in entry.readings
    )


_PROPER_TAGS = (*PERSON_TAGS, "Geox")


def _source(part: str) -> bool:
    """A name's part by every reading the dictionary has ("Ахметзянов", "Кикнадзе"; not "Роза",
    "Киров"), or a word it does not know, not an abbreviation ("Гаши"; not "МФЦ")."""
    entry = word_of(fold(part))
    if not entry.known:
        return not part.isupper()
    return all(not p.tag.grammemes.isdisjoint(PERSON_TAGS) for p in entry.readings)


def _stem(folded: str) -> str:
    for ending in ("ою", "ею", "ой", "ей"):
        if folded.endswith(ending):
            return folded[: -len(ending)]
    return folded[:-1] if folded[-1] in "аяиеуюы" else folded


def _ending(folded: str) -> bool:
    return folded.endswith(_ENDINGS)


class SpanIndex:
    """Sorted spans asked "does any overlap [start, end)?" by bisection over their starts and the
    furthest end so far, not by a walk over all of them (a long text has thousands)."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self._starts = [s for s, _ in spans]
        self._furthest = list(accumulate((e for _, e in spans), max))

    def overlaps(self, start: int, end: int) -> bool:
        last = bisect.bisect_left(self._starts, end) - 1
        return last >= 0 and self._furthest[last] > start
