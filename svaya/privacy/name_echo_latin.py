"""A name found in one script, written again in the other: a login, a handle or a Latin spelling
made of the text's own names ("Сафиуллина Гульназ" found, then "gulnaz_saf", "@ildar_zay",
"izaynullin", "Gulnaz S."), and a Cyrillic mention of a name found only in Latin ("REZEDA
KHABIBULLINA" in an export, "Резеда" in the chat).

No writer's family is listed here: the evidence is the text itself. Both scripts are brought to one
rough key that ignores how a transliteration writes a sound ("ж" is "zh" or "j", "я" is "ya", "ia"
or "ja", a soft sign is dropped or written "y"); a Latin token whose pieces are the keys of the
text's names, their stems or short cuts of them (beside a piece that is a name in full), an initial
glued to a surname, is the person's. An e-mail's local part is the contacts' class, a domain, a
file's name and a link's path are no one's.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from functools import lru_cache

from svaya.privacy.keys import fold
from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known
from svaya.privacy.name_echo import SpanIndex

_CYRILLIC_KEY = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "z", "з": "z",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "c", "ч": "c", "ш": "s", "щ": "s",
    "ъ": "", "ь": "", "ы": "i", "э": "e", "ю": "iu", "я": "ia",
})  # fmt: skip
# Longest first: "shch" before "sch" before "sh".
_LATIN_SOUNDS = re.compile(r"shch|sch|sh|ch|zh|kh|ts|tz|yo|jo|ye|je|[xwqjy]")
_LATIN_KEY = {
    "shch": "s", "sch": "s", "sh": "s", "ch": "c", "zh": "z", "kh": "h", "ts": "c", "tz": "c",
    "yo": "e", "jo": "e", "ye": "e", "je": "e", "x": "ks", "w": "v", "q": "k", "j": "i", "y": "i",
}  # fmt: skip
# A soft sign or "й" before a vowel, written "i", "y" or not at all ("Solovyev", "Соловьев").
_GLIDE = re.compile(r"(?<=[bcdfghklmnprstvz])i(?=[aeiou])")
_DOUBLE = re.compile(r"(.)\1+")
# A Cyrillic name's case ending, cut to compare its stem with a Latin nominative.
_ENDING = re.compile(r"(?:ой|ей|ою|ею|ому|ему|ого|его|ым|им|ом|ем|а|я|у|ю|е|ы|и)$")

_CYRILLIC_WORD = re.compile(r"[А-ЯЁа-яё]{3,}")
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# A token of Latin letters and digits joined by ".", "_" or "-", after an "@" or on its own.
_TOKEN = re.compile(r"(?<![\w@.%#+-])@?([A-Za-z][A-Za-z\d]*(?:[._-][A-Za-z\d]+)*)(?![\w@-]|\.\w)")
_PIECE = re.compile(r"[A-Za-z]+")
_NOT_A_LOGIN_END = re.compile(
    r"\.(?:ru|su|com|net|org|info|biz|pro|io|me|рф|pdf|docx?|xlsx?|jpe?g|png|txt|csv|zip|html?)$",
    re.IGNORECASE,
)
_TITLED_CYRILLIC = re.compile(r"(?<![\w-])[А-ЯЁ][а-яё]{2,}(?![\w-])|(?<![\w-])[А-ЯЁ]{3,}(?![\w-])")


@lru_cache(maxsize=65536)
def key(word: str) -> str:
    """The rough sound key of a name's word in either script ("Соловьёв", "Solovyev" and
    "Soloviev" give one)."""
    lower = word.lower()
    if lower[:1] < "а":
        raw = _LATIN_SOUNDS.sub(lambda m: _LATIN_KEY[m.group()], lower)
    else:
        raw = lower.translate(_CYRILLIC_KEY)
    return _GLIDE.sub("", _DOUBLE.sub(r"\1", raw))


class _Names:
    """The keys of the text's names: whole words, and the stems of the Cyrillic ones."""

    def __init__(self) -> None:
        self.words: set[str] = set()
        self.stems: set[str] = set()
        self.initials: set[str] = set()
        self.read: set[str] = set()

    def add(self, word: str) -> None:
        if word in self.read:
            return
        self.read.add(word)
        whole = key(word)
        self.words.add(whole)
        self.initials.add(whole[0])
        if word[:1] >= "А":
            stem = key(_ENDING.sub("", fold(word)))
            if len(stem) >= 4:
                self.stems.add(stem)

    def full(self, piece: str) -> bool:
        """A piece that is a name's word: in full, or its stem with a nominative's ending."""
        if piece in self.words and len(piece) >= 3:
            return True
        return len(piece) >= 4 and any(
            piece.startswith(stem) and len(piece) - len(stem) <= 2 for stem in self.stems
        )

    def cut(self, piece: str) -> bool:
        """A piece that begins a name's word ("saf" of "safiullina"), or an initial."""
        if len(piece) <= 2:
            return piece[0] in self.initials
        return any(word.startswith(piece) for word in self.words | self.stems)

    def initial_and_surname(self, piece: str) -> bool:
        """An initial glued to a name's word ("izaynullin"), the word one of five letters or
        more."""
        return len(piece) >= 6 and piece[0] in self.initials and self.full(piece[1:])


def latin_echoes(text: str, names: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Latin tokens made of the words of `names`, and Cyrillic words repeating a name that
    `names` hold only in Latin."""
    spans = sorted(names)
    if not spans:
        return []
    cyrillic, latin = _Names(), _Names()
    for start, end in spans:
        value = text[start:end]
        for word in _CYRILLIC_WORD.findall(value):
            cyrillic.add(word)
        for word in _LATIN_WORD.findall(value):
            latin.add(word)
    found: list[tuple[int, int]] = []
    if cyrillic.words or latin.words:
        both = _Names()
        for names_of in (cyrillic, latin):
            both.words |= names_of.words
            both.stems |= names_of.stems
            both.initials |= names_of.initials
        found += _latin_tokens(text, spans, both)
    if latin.words:
        found += _cyrillic_words(text, spans, latin)
    return found


def _latin_tokens(text: str, spans: list[tuple[int, int]], names: _Names) -> list[tuple[int, int]]:
    heads = {w[:3] for w in names.words | names.stems}
    found = []
    for m in _TOKEN.finditer(text):
        token = m.group(1)
        pieces = [key(p) for p in _PIECE.findall(token)]
        if not any(p[:3] in heads or p[1:4] in heads for p in pieces):
            continue  # no piece begins as a name's word, or after an initial: most tokens
        if _NOT_A_LOGIN_END.search(token) or _crossed(spans, m.start(1), m.end(1)):
            continue  # a name found across the token's edge is read by its own rule
        full = [names.full(p) or names.initial_and_surname(p) for p in pieces]
        if not any(full):
            continue
        if all(f or names.cut(p) for f, p in zip(full, pieces, strict=True)):
            found.append(m.span(1))
    return found


def _cyrillic_words(
    text: str, spans: list[tuple[int, int]], latin: _Names
) -> list[tuple[int, int]]:
    taken = SpanIndex(spans)
    found = []
    for m in _TITLED_CYRILLIC.finditer(text):
        whole = key(m.group())
        stem = key(_ENDING.sub("", fold(m.group())))
        if (
            whole in latin.words
            or (
                len(stem) >= 4
                and any(w.startswith(stem) and len(w) - len(stem) <= 2 for w in latin.words)
            )
        ) and not (
            taken.overlaps(m.start(), m.end())
            or text[m.start() - 1 : m.start()] in ("«", '"')  # a pet's or a thing's name
            or _a_common_word(m.group().capitalize())  # "Добрый" is no "dobrik"
        ):
            found.append(m.span())
    return found


def _crossed(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether a span of `spans` overlaps [start, end) without lying inside it."""
    at = bisect.bisect_left(spans, (end,))
    return any(
        s < end and start < e and (s < start or e > end) for s, e in spans[max(0, at - 2) : at]
    )


def _a_common_word(title: str) -> bool:
    return is_known(title) and not has_tag(title, PERSON_TAGS)
