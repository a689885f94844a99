"""Known e-mails, dates and addresses found again in text, in other spellings:
"Anna@Mail.ru" = "anna@mail.ru", "1988-04-17" = "17.04.1988" = "17 апреля 1988 г.",
"г. Москва, ул. Ленина, д. 5" = "Москва, улица Ленина, дом 5".

E-mails are looked up at each "@"; dates are one search for their spellings; an address is checked
only where its anchor (the street name) occurs, and the anchors form one trie.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from svaya.privacy.keys import ADDRESS_WORDS, MONTH_GENITIVE, fold, parse_date, words_of
from svaya.privacy.spans import Span
from svaya.privacy.trie import WordSearch, trie_regex
from svaya.privacy.values import KnownValue

_AT = re.compile("@")
_EMAIL_LOCAL = re.compile(r"[\w.+-]+$")
_EMAIL_DOMAIN = re.compile(r"@[\w.-]*\w")
_WORD = re.compile(r"[^\W_]+")
FEW_ANCHORS = 24
_MARKERS = frozenset(ADDRESS_WORDS.values())
_STREET_MARKERS = frozenset({"ул", "пр", "пер", "б-р", "ш", "наб", "пл", "мкр", "проезд", "тупик"})


class TextMatcher:
    def __init__(self, items: list[KnownValue]) -> None:
        self._emails: dict[str, list[KnownValue]] = {}
        self._dates: dict[str, list[KnownValue]] = {}
        self._words: dict[str, list[tuple[KnownValue, tuple[str, ...]]]] = {}
        for item in items:
            self._add(item)
        spellings = {s: iso for iso in self._dates for s in _date_spellings(iso)}
        self._spellings = spellings
        self._date_search = WordSearch(spellings, r"(?!\d)")
        # A few anchors are found faster one by one (str.find) than through a trie whose first
        # letters are the commonest ones; then the trie is not compiled at all.
        self._few = len(self._words) <= FEW_ANCHORS
        self._anchors = None if self._few else trie_regex(self._words, r"(?![^\W_])")

    def _add(self, item: KnownValue) -> None:
        if "@" in item.value:
            self._emails.setdefault(fold(item.value.strip()), []).append(item)
            return
        parsed = parse_date(item.value) if item.data_class == "pd.birthdate" else None
        if parsed is not None:
            self._dates.setdefault(parsed.isoformat(), []).append(item)
            return
        words = tuple(_normal(w) for w in words_of(item.value))
        if words:
            self._words.setdefault(_anchor(words), []).append((item, words))

    @property
    def active(self) -> bool:
        return bool(self._emails) or bool(self._date_search) or bool(self._words)

    def find(self, text: str, folded: str) -> Iterator[Span]:
        if self._emails and "@" in folded:
            yield from self._find_emails(text, folded)
        if self._date_search:
            yield from self._find_dates(text, folded)
        if not self._words:
            return
        seen: set[tuple[int, str]] = set()
        for at, word in self._anchor_hits(folded):
            for span in self._at_anchor(text, folded, at, word):
                if (span.start, span.key) not in seen:
                    seen.add((span.start, span.key))
                    yield span

    def _anchor_hits(self, folded: str) -> Iterator[tuple[int, str]]:
        if not self._few:
            assert self._anchors is not None
            hits = ((m.start(), m.group()) for m in self._anchors.finditer(folded))
        else:
            hits = ((at, word) for word in self._words for at in _occurrences(folded, word))
        for at, word in hits:
            end = at + len(word)
            if not (at and folded[at - 1].isalnum()) and not folded[end : end + 1].isalnum():
                yield at, word

    def _at_anchor(self, text: str, folded: str, at: int, word: str) -> Iterator[Span]:
        for item, words in self._words[word]:
            found = _words_span(folded, at, words, reach=len(item.value) + 24)
            if found is not None:
                yield _span(text, found, item)

    def _find_dates(self, text: str, folded: str) -> Iterator[Span]:
        for start, end in self._date_search.finditer(folded):
            if not _digit_before(folded, start):
                for item in self._dates[self._spellings[folded[start:end]]]:
                    yield _span(text, (start, end), item)

    def _find_emails(self, text: str, folded: str) -> Iterator[Span]:
        for at in _AT.finditer(folded):
            left = _EMAIL_LOCAL.search(folded, max(0, at.start() - 64), at.start())
            right = _EMAIL_DOMAIN.match(folded, at.start())
            if left is not None and right is not None:
                for item in self._emails.get(folded[left.start() : right.end()], ()):
                    yield _span(text, (left.start(), right.end()), item)


def _date_spellings(iso: str) -> tuple[str, ...]:
    """17.04.1988, 17/4/1988, 1988-04-17, 17 апреля 1988 …"""
    year, month, day = (int(part) for part in iso.split("-"))
    days, months = {str(day), f"{day:02d}"}, {str(month), f"{month:02d}"}
    numeric = {f"{d}{sep}{m}{sep}{year}" for d in days for m in months for sep in "./-"}
    words = {f"{d} {MONTH_GENITIVE[month - 1]} {year}" for d in days}
    return tuple(sorted(numeric | words | {iso}))


def _normal(word: str) -> str:
    return ADDRESS_WORDS.get(word, word)


def _anchor(words: tuple[str, ...]) -> str:
    """The street name when there is one ("остоженка"): region and city names recur too often."""
    for marker, word in itertools.pairwise(words):
        if marker in _STREET_MARKERS and word not in _MARKERS and len(word) >= 3:
            return word
    plain = [w for w in words if w not in _MARKERS] or list(words)
    return max(plain, key=len)


def _occurrences(folded: str, word: str) -> Iterator[int]:
    at = folded.find(word)
    while at >= 0:
        yield at
        at = folded.find(word, at + 1)


def _words_span(folded: str, at: int, words: tuple[str, ...], reach: int) -> tuple[int, int] | None:
    """Where the value's words stand in order around the anchor at `at`, with only punctuation
    and address markers (spelt out, abbreviated or left out) between them."""
    begin, end = max(0, at - reach), at + reach
    target = [w for w in words if w not in _MARKERS]
    window = folded[begin:end]
    if not all(word in window for word in target):  # most anchors end here, cheaply
        return None
    tokens = [(_normal(m.group()), m.start(), m.end()) for m in _WORD.finditer(folded, begin, end)]
    plain = [i for i, token in enumerate(tokens) if token[0] not in _MARKERS]
    for k, first in enumerate(plain[: len(plain) - len(target) + 1]):
        if tokens[first][0] != target[0] or tokens[first][1] > at:
            continue
        chosen = plain[k : k + len(target)]
        if [tokens[i][0] for i in chosen] == target and _only_markers_between(tokens, chosen):
            if at < tokens[chosen[-1]][2]:
                return tokens[first][1], tokens[chosen[-1]][2]
    return None


def _only_markers_between(tokens: list[tuple[str, int, int]], chosen: list[int]) -> bool:
    return all(
        all(tokens[j][0] in _MARKERS for j in range(a + 1, b))
        for a, b in itertools.pairwise(chosen)
    )


def _digit_before(folded: str, at: int) -> bool:
    return at > 0 and folded[at - 1].isdigit()


def _span(text: str, where: tuple[int, int], item: KnownValue) -> Span:
    start, end = where
    return Span(start, end, text[start:end], item.data_class, "known", item.key)
