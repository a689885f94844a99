"""Person names written in lower case or in capitals, which the news tagger cannot read.

- a surname or patronymic next to a first name it agrees with in gender and case, and a third
  part beyond them: "петров иван", "СИДОРОВА ЕЛЕНА";
- a word in lower case before initials: "карася н.е.", "петровой а.".

Words that cannot end like a surname or a patronymic are sifted out by the regex engine before
the dictionary is asked. name_rules.py gathers these with the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import has_tag, is_known, readings
from svaya.privacy.name_context import abstract_noun, surname_shape
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_surnames import agree, may_be_surname_word, unknown_first_name

# Endings of surnames and patronymics in any case: a cheap sieve before the dictionary is asked.
# Lower-case words and the endings of surnames and patronymics in any case: a cheap sieve before
# the dictionary is asked (str.endswith with a tuple, not a regex that backtracks over a word).
_LOWER_WORDS = re.compile(r"[а-яё](?<![\w-][а-яё])[а-яё]+(?![\w-])")
_SURNAME_ENDINGS = tuple(
    stem + case
    for stems, cases in (
        (("ов", "ев", "ёв", "ин", "ын"), ("", "а", "у", "ым", "ом", "е", "ой", "ою", "ых")),
        (("ск", "цк"), ("ий", "ая", "ого", "ой", "ому", "им", "ом", "ую")),
        (("ич", "вн"), ("", "а", "у", "ем", "е", "ы", "ой", "ою", "ну", "не")),
        (("ук", "юк", "чк"), ("", "а", "у", "ом", "е")),
        (("ко", "ых", "их"), ("",)),
    )
    for stem in stems
    for case in cases
)
_ENDS = frozenset(_SURNAME_ENDINGS)


def _ending_lookbehind() -> str:
    """One lookbehind per ending length (Python's lookbehind is of fixed width)."""
    by_length: dict[int, list[str]] = {}
    for ending in _ENDS:
        by_length.setdefault(len(ending), []).append(ending)
    return "|".join(f"(?<={'|'.join(sorted(group))})" for _, group in sorted(by_length.items()))


# A word in lower case of at least four letters that ends like a surname or a patronymic: the
# regex engine checks the endings, so the words that cannot be one cost no Python at all.
_LOWER_SURNAME_LIKE = re.compile(
    rf"[а-яё](?<![\w-][а-яё])[а-яё]{{3,}}(?![\w-])(?:{_ending_lookbehind()})"
)
_LOWER_WORD = re.compile(r"[а-яё]+")


# -- lower case and capitals ---------------------------------------------------------------------


# A patronymic by its shape in lower case, a word the dictionary may not know ("атямасовна",
# "ленаровна"), after one or two lower-case words of the person's name ("кильдюшкина литова
# атямасовна", "дания ленаровна"): none of them a word of speech.
_SHAPED_PATRONYMIC = re.compile(
    r"(?<![\w-])(?:([а-яё]{3,})[ \t]+)?([а-яё]{3,})[ \t]+"
    r"([а-яё]{3,}(?:овн|евн|ичн)(?:а|ы|е|у|ой)|[а-яё]{3,}(?:ович|евич)(?:а|у|ем|е)?)(?![\w-])"
)
_NOT_IN_A_NAME = ("PREP", "CONJ", "PRCL", "NPRO", "VERB", "INFN", "ADVB", "NUMR", "PRED")


def lower_shaped_patronymics(text: str) -> Iterator[tuple[int, int]]:
    for m in _SHAPED_PATRONYMIC.finditer(text):
        patronymic = m.group(3)
        if is_known(patronymic) and not has_tag(patronymic, ("Patr",)):
            continue  # "любовна", a word of speech
        first = m.group(2)
        if _word_of_speech(first):
            continue
        start = m.start(2)
        if m.group(1) is not None and not _word_of_speech(m.group(1)):
            start = m.start(1)
        yield start, m.end()


def _word_of_speech(word: str) -> bool:
    """A word the dictionary knows as no name and as a function word, a verb or an adverb."""
    if not is_known(word) or has_tag(word, ("Name", "Surn", "Patr")):
        return False
    return any(pos in readings(word)[0].tag for pos in _NOT_IN_A_NAME) or (
        "NOUN" in readings(word)[0].tag and not has_tag(word, ("anim",))
    )


def lower_case_names(text: str) -> Iterator[tuple[int, int]]:
    """A surname or patronymic next to a first name it agrees with, in a word written all in
    lower case or all in capitals (title case is the tagger's)."""
    folded = text.lower()
    taken = -1
    for m in _LOWER_SURNAME_LIKE.finditer(folded):
        start, end = m.span()
        if start < taken or text[start : start + 2].istitle():
            continue
        word = m.group()
        for tag in ("Patr", "Surn"):
            if not forms(word, tag):
                continue
            found = _around(text, folded, start, end, tag)
            if found is not None:
                taken = found[1]
                yield found
                break


def _around(text: str, folded: str, start: int, end: int, tag: str) -> tuple[int, int] | None:
    """The name around the surname or patronymic at [start, end): its first name beside it (and
    a third part beyond that)."""
    word = folded[start:end]
    left = _word_before(folded, start)
    right = _word_after(folded, end)
    for side in (right, left) if tag == "Surn" else (left,):
        if side is None or not _same_style(text, side, start):
            continue
        first = folded[side[0] : side[1]]
        if tag == "Surn" and not is_known(first) and not has_tag(word, ("Surn",)):
            continue  # "хронический гингивит": an adjective and a noun the dictionary guesses
        shared = agree(first, word, tag)
        if not shared and tag == "Patr" and _unknown_first(first, word):
            # "милана магомедовна": a first name the dictionary does not know, ending as the
            # patronymic's gender's names do
            shared = forms(word, tag)
        if not shared:
            continue
        span = (min(start, side[0]), max(end, side[1]))
        return _third_part(text, folded, span, first, shared)
    return None


def _third_part(
    text: str, folded: str, span: tuple[int, int], first: str, shared: frozenset[tuple[str, str]]
) -> tuple[int, int]:
    """Take in a patronymic after the pair, or a surname before it, when it agrees too."""
    after = _word_after(folded, span[1])
    if after is not None and _same_style(text, after, span[0]):
        word = folded[after[0] : after[1]]
        if shared & forms(word, "Patr"):
            return span[0], after[1]
        if forms(folded[span[0] : span[1]].split()[-1], "Patr") and (
            shared & forms(word, "Surn") or (not is_known(word) and shared & surname_shape(word))
        ):
            return span[0], after[1]  # "зоряна ратиборовна кулебякина": the surname last
        if forms(folded[span[0] : span[1]].split()[-1], "Patr") and _noun_surname(word, shared):
            return span[0], after[1]  # "с камилой ашотовной кочергой", "ивановиче долгих"
    before = _word_before(folded, span[0])
    if before is not None and _same_style(text, before, span[0]):
        surname = folded[before[0] : before[1]]
        if shared & forms(surname, "Surn"):
            return before[0], span[1]
        if not is_known(surname) and shared & surname_shape(surname):
            return before[0], span[1]  # "толокнов спартак наилевич": a surname by its ending
        if forms(folded[span[0] : span[1]].split()[-1], "Patr") and shared & _adjectival(surname):
            return before[0], span[1]  # "заречной лейле андреевне": a surname in -ой, -ый
    return span


# Adjectives that stand before a person's name and are none of it: forms of address and words
# that point back ("уважаемой анне петровне", "указанному ивану петровичу").
_ADDRESSING = frozenset(
    "уважаемый многоуважаемый глубокоуважаемый дорогой любимый милый указанный данный "
    "вышеуказанный вышеназванный названный новый".split()
)


def _adjectival(word: str) -> frozenset[tuple[str, str]]:
    """The genders and cases in which `word` is a singular adjective, as a surname in -ой,
    -ый, -ий declines; none for a pronoun's or an address's adjective."""
    found = readings(word)
    if not found or "ADJF" not in found[0].tag or found[0].normal_form in _ADDRESSING:
        return frozenset()
    return frozenset(
        (p.tag.gender, p.tag.case)
        for p in found
        if {"ADJF", "sing"} <= p.tag.grammemes and "Apro" not in p.tag
    )


def _noun_surname(word: str, shared: frozenset[tuple[str, str]]) -> bool:
    """A word after a first name and patronymic that may be their surname: one that does not
    decline ("долгих"), or a noun in their case ("кочергой"), a woman's in the nominative
    whatever her case ("камилу петровну волк")."""
    if _YKH_END.search(word):
        return True
    title = word[:1].upper() + word[1:]
    if not may_be_surname_word(title) or abstract_noun(title):
        return False
    cases = {case for _, case in shared}
    woman = any(gender == "femn" for gender, _ in shared)
    return any(
        {"NOUN", "sing"} <= p.tag.grammemes
        and (p.tag.case in cases or (woman and p.tag.case == "nomn"))
        for p in readings(word)
    )


_YKH_END = re.compile(r"(?:[ыи]х|ко|дзе|швили)$")


def _singular_adjective(word: str) -> bool:
    return bool(_adjectival(word))


def _unknown_first(first: str, patronymic: str) -> bool:
    title = first[:1].upper() + first[1:]
    return unknown_first_name(title, patronymic) and not any(
        pos in p.tag for p in readings(first)[:1] for pos in _NOT_A_FIRST_NAME
    )


_NOT_A_FIRST_NAME = ("VERB", "INFN", "ADJF", "ADJS", "PRTF", "PRTS", "GRND", "ADVB", "NPRO")


def _word_after(folded: str, end: int) -> tuple[int, int] | None:
    if folded[end : end + 1] != " ":
        return None
    m = _LOWER_WORD.match(folded, end + 1)
    if m is None or folded[m.end() : m.end() + 1].isalnum():
        return None
    return m.span()


def _word_before(folded: str, start: int) -> tuple[int, int] | None:
    if start < 2 or folded[start - 1] != " ":
        return None
    at = start - 1
    while at > 0 and ("а" <= folded[at - 1] <= "я" or folded[at - 1] == "ё"):
        at -= 1
    if at == start - 1 or (at > 0 and (folded[at - 1].isalnum() or folded[at - 1] == "-")):
        return None
    return at, start - 1


def _same_style(text: str, span: tuple[int, int], other: int) -> bool:
    """Both words in lower case, or both in capitals."""
    word, first = text[span[0] : span[1]], text[other]
    return word.islower() if first.islower() else word.isupper()


# -- lower case with initials ---------------------------------------------------------------------

_LOWER_INITIALS = re.compile(
    r"[а-яё](?<![\w.-][а-яё])[а-яё]+(?:-[а-яё]+)? [а-яё]\.(?: ?[а-яё]\.)?(?![а-яё])"
)
# One letter and a full stop that are abbreviations, not an initial: "д. 5", "г. Тула", "к. 2".
_NOT_AN_INITIAL = frozenset("дгкпстчрмл")
_NOT_INITIALS = frozenset({"т.е.", "т.к.", "т.д.", "т.п.", "и.о.", "н.э.", "г.р.", "д.р.", "т.ч."})


_TWO_LOWER_INITIALS = re.compile(r" [а-яё]\.")


def lower_with_initials(text: str) -> Iterator[tuple[int, int]]:
    """A word in lower case before two initials ("карася н.е.", "хабибуллиной г.а."): a surname
    when the dictionary reads it as one, it ends like one, or it is a noun that may be one. Before
    one initial ("петровой а.") only a word that both ends like a surname and reads as one."""
    if _TWO_LOWER_INITIALS.search(text) is None:
        return  # a cheap look first: the full pattern is tried at every word
    for m in _LOWER_INITIALS.finditer(text):
        word, _, initials = m.group().partition(" ")
        if initials.replace(" ", "") in _NOT_INITIALS:
            continue
        title = word[:1].upper() + word[1:]
        if initials.count(".") == 1:
            if initials[0] not in _NOT_AN_INITIAL and _ends_like_surname(word):
                if has_tag(title, ("Surn",)):
                    yield m.span()
            continue
        if (
            has_tag(title, ("Surn",))
            or _ends_like_surname(word)
            or may_be_surname_word(title)
            or _singular_adjective(word)  # "заречном и.р."
        ):
            yield m.span()


# Two initials before a lower-case surname: "н.ч. эфендиева", "о. в. кисличенко".
_INITIALS_BEFORE = re.compile(
    r"[а-яё](?<![\w.-][а-яё])\. ?[а-яё]\. ?[а-яё]{3,}(?:-[а-яё]+)?(?![\w-])"
)


def initials_before_lower(text: str) -> Iterator[tuple[int, int]]:
    if _TWO_LOWER_INITIALS.search(text) is None:
        return
    for m in _INITIALS_BEFORE.finditer(text):
        word = m.group().rsplit(".", 1)[1].strip()
        initials = m.group()[: m.group().rfind(".") + 1].replace(" ", "")
        if initials in _NOT_INITIALS:
            continue
        title = word[:1].upper() + word[1:]
        if (
            has_tag(title, ("Surn",))
            or (_ends_like_surname(word) and may_be_surname_word(title))
            or _singular_adjective(word)  # "в. а. заречной"
            or (may_be_surname_word(title) and not abstract_noun(title))  # "з. ф. кочерге"
        ):
            yield m.span()


# A surname and two bare letters after it, its initials with no stops, before the end of a
# list's item ("залесский с т (кв. 98)", "ГУСЕВА А Н,", "Лаптев О И;"): the letters in the
# surname's style, lower case after lower case, capitals after capitals.
_TWO_BARE = re.compile(r" (?:[а-яё] [а-яё]|[А-ЯЁ] [А-ЯЁ])(?=[ \t]*(?:[,;()]|$))", re.MULTILINE)
_WORD_BEFORE_BARE = re.compile(
    r"(?<![\w.-])([а-яё]{3,}(?:-[а-яё]+)?|[А-ЯЁ][а-яё]{2,}(?:-[А-ЯЁ][а-яё]+)?|[А-ЯЁ]{3,}"
    r"(?:-[А-ЯЁ]+)?) $"
)


def lower_bare_initials(text: str) -> Iterator[tuple[int, int]]:
    """A surname with two bare letters after it: a word the dictionary reads as a surname, or
    one it does not know that ends like one."""
    for m in _TWO_BARE.finditer(text):
        before = _WORD_BEFORE_BARE.search(text, max(0, m.start() - 24), m.start() + 1)
        if before is None or before.group(1).islower() != m.group()[1].islower():
            continue
        word = before.group(1).lower()
        title = word[:1].upper() + word[1:]
        if has_tag(title, ("Surn",)) or (not is_known(title) and _ends_like_surname(word)):
            yield before.start(1), m.end()


def _ends_like_surname(word: str) -> bool:
    return word[-2:] in _ENDS or word[-3:] in _ENDS or word[-4:] in _ENDS
