"""The matchers behind KnownValueDetector: digits, names, and other text (e-mail, date, address).

Each is built once per set of values and costs about one pass over the text, however many values
it holds: digits are looked up in a dict by the groups of each digit run; names and the anchors of
other values are one trie-shaped alternation of literals each.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from svaya.privacy.digits import GROUP, digit_runs
from svaya.privacy.keys import (
    ADDRESS_WORDS,
    DIGIT_CLASSES,
    MONTH_GENITIVE,
    digits_of,
    fold,
    parse_date,
    words_of,
)
from svaya.privacy.names import NameParts, role_forms
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

if TYPE_CHECKING:
    from svaya.privacy.known import KnownValue

_NAME_GAP = re.compile(r"\s{1,3}")
_INITIALS_AFTER = re.compile(r"\s{1,2}([А-ЯЁA-Z])\.\s?(?:([А-ЯЁA-Z])\.)?")
_INITIALS_BEFORE = re.compile(r"([А-ЯЁA-Z])\.\s?(?:([А-ЯЁA-Z])\.\s?)?\s?$")
_SYNONYMS: dict[str, set[str]] = {}
for _long, _short in ADDRESS_WORDS.items():
    _SYNONYMS.setdefault(_short, {_short}).add(_long)


def is_digital(item: KnownValue) -> bool:
    if item.data_class in DIGIT_CLASSES:
        return True
    return item.data_class == "pd.contacts" and "@" not in item.value


class DigitMatcher:
    """Known digit strings made of whole digit groups of a run: "45 06 123456" holds
    "4506123456". Runs come from the shared digit-run scan; the lookup is a dict, so nothing is
    compiled however many values the map holds."""

    def __init__(self, items: list[KnownValue]) -> None:
        self._needles: dict[str, list[KnownValue]] = {}
        for item in items:
            for needle in _digit_needles(item):
                self._needles.setdefault(needle, []).append(item)
        self._heads = {needle[:5] for needle in self._needles}
        self._min = min(map(len, self._needles), default=0)
        self._max = max(map(len, self._needles), default=0)

    def find(self, text: str) -> Iterator[Span]:
        if not self._needles:
            return
        for run_start, run_end, digits in digit_runs(text):
            if len(digits) >= self._min:
                yield from self._match_run(text, run_start, run_end, digits)

    def _match_run(self, text: str, run_start: int, run_end: int, digits: str) -> Iterator[Span]:
        groups = [(g.start(), g.end(), g.group()) for g in GROUP.finditer(text, run_start, run_end)]
        offset = 0
        for i, (_, _, group) in enumerate(groups):
            # +1: "89162451807" holds the phone "9162451807" after its trunk prefix.
            heads = digits[offset : offset + 5], digits[offset + 1 : offset + 6]
            if heads[0] in self._heads or heads[1] in self._heads:
                yield from self._from_group(text, run_start, groups, i)
            offset += len(group)

    def _from_group(
        self, text: str, run_start: int, groups: list[tuple[int, int, str]], first: int
    ) -> Iterator[Span]:
        digits = ""
        for _, end, group in groups[first:]:
            digits += group
            if len(digits) > self._max + 1:
                return
            for item in self._hits(digits):
                start = _with_prefix(text, run_start, groups[first][0])
                yield Span(start, end, text[start:end], item.data_class, "known", item.key)

    def _hits(self, digits: str) -> list[KnownValue]:
        hits = list(self._needles.get(digits, ()))
        if len(digits) == 11 and digits[0] in "78":
            hits += [v for v in self._needles.get(digits[1:], ()) if v.data_class == "pd.contacts"]
        return hits


def _with_prefix(text: str, run_start: int, start: int) -> int:
    """Take in the "+" of "+7 …" and the "(" of "(916) …"."""
    while start > run_start and text[start - 1] in "+(":
        start -= 1
    return start


def _digit_needles(item: KnownValue) -> list[str]:
    digits = digits_of(item.value)
    if len(digits) < 5:
        return []
    if item.data_class == "pd.contacts" and len(digits) >= 10:
        return [digits[-10:]]
    return [digits]


class TextMatcher:
    """E-mails and dates as literal spellings in one trie; addresses and other values by a regex
    tried only around their anchor (their longest word)."""

    def __init__(self, items: list[KnownValue]) -> None:
        self._literals: dict[str, list[KnownValue]] = {}
        self._by_anchor: dict[str, list[tuple[KnownValue, re.Pattern[str], int]]] = {}
        for item in items:
            spellings = _literal_spellings(item)
            for spelling in spellings:
                self._literals.setdefault(spelling, []).append(item)
            if not spellings:
                self._add_pattern(item)
        self._literal_regex = trie_regex(self._literals) if self._literals else None
        self._anchors = trie_regex(self._by_anchor) if self._by_anchor else None

    def _add_pattern(self, item: KnownValue) -> None:
        words = words_of(item.value)
        plain = [w for w in words if ADDRESS_WORDS.get(w, w) not in _SYNONYMS] or words
        if words:
            regex = re.compile(r"(?<!\w)" + _words_pattern(words) + r"(?!\w)")
            reach = 2 * len(item.value) + 24
            self._by_anchor.setdefault(max(plain, key=len), []).append((item, regex, reach))

    @property
    def active(self) -> bool:
        return self._literal_regex is not None or self._anchors is not None

    def find(self, text: str, folded: str) -> Iterator[Span]:
        if self._literal_regex is not None:
            for m in self._literal_regex.finditer(folded):
                if _bounded(folded, m.start(), m.end()):
                    for item in self._literals[m.group()]:
                        yield _known_span(text, m.start(), m.end(), item)
        if self._anchors is not None:
            yield from self._around_anchors(text, folded)

    def _around_anchors(self, text: str, folded: str) -> Iterator[Span]:
        seen: set[tuple[int, str]] = set()
        for anchor in self._anchors.finditer(folded) if self._anchors else ():
            for item, regex, reach in self._by_anchor[anchor.group()]:
                begin, end = max(0, anchor.start() - reach), anchor.end() + reach
                for m in regex.finditer(folded, begin, end):
                    if m.start() <= anchor.start() and anchor.end() <= m.end():
                        if (m.start(), item.key) not in seen:
                            seen.add((m.start(), item.key))
                            yield _known_span(text, m.start(), m.end(), item)


def _known_span(text: str, start: int, end: int, item: KnownValue) -> Span:
    return Span(start, end, text[start:end], item.data_class, "known", item.key)


def _bounded(folded: str, start: int, end: int) -> bool:
    """Not part of a longer number or address: "117.04.1988", "xanna@mail.ru"."""
    before = folded[start - 1] if start else " "
    after = folded[end] if end < len(folded) else " "
    return not (before.isalnum() or before in "_.+-@") and not (after.isalnum() or after == "_")


def _literal_spellings(item: KnownValue) -> list[str]:
    if "@" in item.value:
        return [fold(item.value.strip())]
    if item.data_class == "pd.birthdate":
        parsed = parse_date(item.value)
        if parsed is not None:
            return _date_spellings(parsed.day, parsed.month, parsed.year)
    return []


def _date_spellings(day: int, month: int, year: int) -> list[str]:
    days, months = {str(day), f"{day:02d}"}, {str(month), f"{month:02d}"}
    numeric = {f"{d}{sep}{m}{sep}{year}" for d in days for m in months for sep in "./-"}
    words = {f"{d} {MONTH_GENITIVE[month - 1]} {year}" for d in days}
    return sorted(numeric | words | {f"{year}-{month:02d}-{day:02d}"})


def _words_pattern(words: list[str]) -> str:
    """Words joined by any punctuation; address markers (ул., д., кв.) may be spelt out or
    left out."""
    parts: list[str] = []
    pending = ""
    for word in words:
        short = ADDRESS_WORDS.get(word, word)
        if short in _SYNONYMS:
            variants = sorted(_SYNONYMS[short], key=len, reverse=True)
            pending += "(?:(?:" + "|".join(re.escape(v) for v in variants) + r")[\W_]{0,4})?"
            continue
        parts.append(pending + re.escape(word))
        pending = ""
    if pending:
        parts.append(pending)
    return r"[\W_]{1,4}".join(parts)


class NameMatcher:
    """All singular forms of every part of every known person, in one regex over folded text;
    adjacent parts of one person form one mention."""

    def __init__(self, items: list[KnownValue]) -> None:
        self._items = items
        self._owners: dict[str, list[tuple[int, str]]] = {}
        for index, item in enumerate(items):
            assert item.name is not None
            for role, lemma in _roles(item.name):
                for form in role_forms(lemma, role):
                    self._owners.setdefault(form, []).append((index, role))
        self._regex = trie_regex(self._owners, r"(?![^\W\d_])") if self._owners else None

    @property
    def active(self) -> bool:
        return self._regex is not None

    def find(self, text: str, folded: str) -> Iterator[Span]:
        if self._regex is None:
            return
        tokens = [
            (m.start(), m.end(), self._owners[m.group()])
            for m in self._regex.finditer(folded)
            if m.start() == 0 or not folded[m.start() - 1].isalpha()
        ]
        for run in _runs(text, tokens):
            span = self._mention(text, run)
            if span is not None:
                yield span

    def _mention(self, text: str, run: list[tuple[int, int, list[tuple[int, str]]]]) -> Span | None:
        common = set.intersection(*({i for i, _ in owners} for _, _, owners in run))
        index = min(common)
        roles = [next(r for i, r in owners if i == index) for _, _, owners in run]
        start, end = run[0][0], run[-1][1]
        item = self._items[index]
        assert item.name is not None
        start, end, initials = _with_initials(text, start, end, item.name)
        if len(roles) + initials < 2:
            if roles != ["surname"] or not text[start].isupper():
                return None
        return Span(start, end, text[start:end], item.data_class, "known", item.key)


def _roles(name: NameParts) -> Iterator[tuple[str, str]]:
    for role in ("surname", "first", "patronymic"):
        lemma = getattr(name, role)
        if lemma:
            yield role, lemma
    for word in name.extra:
        yield "extra", word


def _runs(
    text: str, tokens: list[tuple[int, int, list[tuple[int, str]]]]
) -> Iterator[list[tuple[int, int, list[tuple[int, str]]]]]:
    """Maximal sequences of adjacent tokens that one person can explain."""
    run: list[tuple[int, int, list[tuple[int, str]]]] = []
    persons: set[int] = set()
    for token in tokens:
        owners = {i for i, _ in token[2]}
        adjacent = run and _NAME_GAP.fullmatch(text, run[-1][1], token[0]) is not None
        if adjacent and persons & owners:
            run.append(token)
            persons &= owners
            continue
        if run:
            yield run
        run, persons = [token], owners
    if run:
        yield run


def _with_initials(text: str, start: int, end: int, name: NameParts) -> tuple[int, int, int]:
    expected = [p[:1] for p in (name.first, name.patronymic) if p] or list(name.initials)
    after = _INITIALS_AFTER.match(text, end)
    if after and _initials_fit(after.groups(), expected):
        return start, after.end(), 1
    before = _INITIALS_BEFORE.search(text, max(0, start - 8), start)
    if before and _initials_fit(before.groups(), expected):
        return before.start(), end, 1
    return start, end, 0


def _initials_fit(found: tuple[str | None, ...], expected: list[str]) -> bool:
    letters = [fold(x) for x in found if x]
    return bool(letters) and letters == expected[: len(letters)]
