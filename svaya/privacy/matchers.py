"""The matchers behind KnownValueDetector: digits and names.

Each is built once per set of values and costs about one pass over the text, however many values
it holds: digits go through one regex over the digit index, names through one trie of their forms.
E-mails, dates and addresses are in text_values.py.
"""

from __future__ import annotations

import bisect
import itertools
import operator
import re
from collections.abc import Iterator

from svaya.privacy.digits import MIN_RUN, digit_index, group_bounds
from svaya.privacy.keys import (
    DIGIT_CLASSES,
    digits_of,
    fold,
)
from svaya.privacy.memo import cached
from svaya.privacy.name_lines import companies_on
from svaya.privacy.name_rules import after_street_marker
from svaya.privacy.names import NameParts, role_forms
from svaya.privacy.spans import Span
from svaya.privacy.trie import WordSearch, trie_regex
from svaya.privacy.values import KnownValue

_NAME_GAP = re.compile(r"\s{1,3}")
_WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_REGEX_FROM = 4096
# Longer texts (whole documents) are scanned as they are: their word sets would cost memory.
_WORD_SETS_UP_TO = 16384
# The space before a second initial belongs to the name only when that initial follows: a line
# break after "Ivanov I." is the text's, not the name's.
_INITIALS_AFTER = re.compile(r"\s{1,2}([А-ЯЁA-Z])\.(?:[ \t]?([А-ЯЁA-Z])\.)?")
_INITIALS_BEFORE = re.compile(r"([А-ЯЁA-Z])\.\s?(?:([А-ЯЁA-Z])\.\s?)?\s?$")


def is_digital(item: KnownValue) -> bool:
    """Matched through the digit index; shorter numbers are matched as text."""
    if len(digits_of(item.value)) < MIN_RUN:
        return False
    return item.data_class in DIGIT_CLASSES or (
        item.data_class == "pd.contacts" and "@" not in item.value
    )


class DigitMatcher:
    """Known digit strings made of whole digit groups of a run: "45 06 123456" holds
    "4506123456". One search over the digits of all runs (from the shared digit index), so the
    cost hardly depends on how many values the map holds."""

    def __init__(self, items: list[KnownValue]) -> None:
        self._needles: dict[str, list[KnownValue]] = {}
        for item in items:
            for needle in _digit_needles(item):
                self._needles.setdefault(needle, []).append(item)
        self._search = WordSearch(self._needles)

    @property
    def active(self) -> bool:
        return bool(self._search)

    def find(self, text: str) -> Iterator[Span]:
        if not self._search:
            return
        index = digit_index(text)
        for start, end in self._search.finditer(index.joined):
            k = bisect.bisect_right(index.offsets, start) - 1
            items = self._needles[index.joined[start:end]]
            at = start - index.offsets[k]
            phone = any(item.data_class == "pd.contacts" for item in items)
            found = _aligned(text, index.runs[k], at, at + end - start, phone)
            if found is not None:
                for item in items:
                    span_start = _with_prefix(text, index.runs[k][0], found[0])
                    yield Span(span_start, found[1], text[span_start : found[1]], item.data_class,
                               "known", item.key)  # fmt: skip


def _aligned(
    text: str, run: tuple[int, int, str], at: int, stop: int, phone: bool
) -> tuple[int, int] | None:
    """Character span of the run's digits [at, stop) if they are whole groups; for a phone, a
    trunk "7"/"8" right before it is taken in ("8 916 …", "+79162451807")."""
    start, end, digits = run
    if at == 0 and stop == len(digits):  # the whole run: the usual case
        return start, end
    bounds = group_bounds(text, start, end)
    starts = {b[0]: b[2] for b in bounds}
    ends = {b[1]: b[3] for b in bounds}
    if stop not in ends:
        return None
    if phone and at and digits[at - 1] in "78" and at - 1 in starts:
        return starts[at - 1], ends[stop]
    return (starts[at], ends[stop]) if at in starts else None


def _with_prefix(text: str, run_start: int, start: int) -> int:
    """Take in the "+" of "+7 …" and the "(" of "(916) …"."""
    while start > run_start and text[start - 1] in "+(":
        start -= 1
    return start


def _digit_needles(item: KnownValue) -> list[str]:
    digits = digits_of(item.value)
    if item.data_class == "pd.contacts" and len(digits) >= 10:
        return [digits[-10:]]
    return [digits]


class NameMatcher:
    """All singular forms of every part of every known person, looked up word by word until the
    matcher has read a few pages, then through one trie regex; adjacent parts of one person form
    one mention."""

    def __init__(self, items: list[KnownValue]) -> None:
        self._items = items
        self._owners: dict[str, list[tuple[int, str]]] = {}
        for index, item in enumerate(items):
            assert item.name is not None
            for role, lemma in _roles(item.name):
                for form in role_forms(lemma, role):
                    self._owners.setdefault(form, []).append((index, role))
        # Compiled once this matcher has read _REGEX_FROM characters: compiling costs about as
        # much as looking up the words of 5,000 characters, and the matcher of a name learnt in
        # a pass often reads only that pass's tool result before it is merged into a larger one.
        self._regex: re.Pattern[str] | None = None
        self._read = 0

    @property
    def active(self) -> bool:
        return bool(self._owners)

    def may_occur(self, text: str) -> bool:
        """False when no form of a known person is a word of `text` (most texts of a loop)."""
        if not self._owners:
            return False
        return len(text) > _WORD_SETS_UP_TO or not self._owners.keys().isdisjoint(word_set(text))

    def find(self, text: str, folded: str) -> Iterator[Span]:
        if not self.may_occur(text):
            return
        companies: _Stretches | None = None
        for run in _runs(text, self._tokens(text, folded)):
            span = self._mention(text, run)
            if span is None:
                continue
            # A known person's surname inside a company's name ("ООО «Соколов-Строй»") is the
            # company's, and after a town's or a street's marker a place's ("г. Киров"): an
            # organisation's value stays.
            if companies is None:
                companies = _Stretches(companies_on(text, 0, len(text)))
            if not companies.hold(span.start, span.end) and not after_street_marker(
                text, span.start
            ):
                yield span

    def _tokens(self, text: str, folded: str) -> list[tuple[int, int, list[tuple[int, str]]]]:
        if len(folded) <= _WORD_SETS_UP_TO:
            found = self._whole_words(folded, self._owners.keys() & word_set(text))
            if found is not None:
                return found
        if self._regex is None:
            self._read += len(folded)
            if self._read < _REGEX_FROM:
                return list(self._looked_up(folded))
            self._regex = trie_regex(self._owners, r"(?![^\W\d_])")
        return [
            (m.start(), m.end(), self._owners[m.group()])
            for m in self._regex.finditer(folded)
            if m.start() == 0 or not folded[m.start() - 1].isalpha()
        ]

    def _looked_up(self, folded: str) -> Iterator[tuple[int, int, list[tuple[int, str]]]]:
        """What the regex finds: at the start of each word, or of each part of a hyphenated
        one, the longest known form that ends where a part ends."""
        for m in _WORDS.finditer(folded):
            word = m.group()
            owners = self._owners.get(word)
            if owners is not None:
                yield m.start(), m.end(), owners
            elif "-" in word:
                yield from self._hyphenated(word.split("-"), m.start())

    def _whole_words(
        self, folded: str, forms: set[str]
    ) -> list[tuple[int, int, list[tuple[int, str]]]] | None:
        """What _looked_up finds, from the forms the text holds: each place a form stands as a
        whole word. Reading every word costs tens of microseconds a page; a text names few
        forms. None when a form touches a hyphen: _looked_up then reads the text."""
        tokens = []
        for form in forms:
            at = folded.find(form)
            while at >= 0:
                end = at + len(form)
                before, after = folded[at - 1 : at], folded[end : end + 1]
                if not form.isalpha() or before == "-" or after == "-":
                    return None
                if not _letter(before) and not _letter(after):
                    tokens.append((at, end, self._owners[form]))
                at = folded.find(form, at + 1)
        tokens.sort(key=_FIRST)
        return tokens

    def _hyphenated(
        self, parts: list[str], at: int
    ) -> Iterator[tuple[int, int, list[tuple[int, str]]]]:
        starts = list(itertools.accumulate((len(p) + 1 for p in parts), initial=at))
        i = 0
        while i < len(parts):
            for j in range(len(parts), i, -1):
                owners = self._owners.get("-".join(parts[i:j]))
                if owners is not None:
                    yield starts[i], starts[j] - 1, owners
                    i = j
                    break
            else:
                i += 1

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


class _Stretches:
    """Stretches of a text, asked whether one of them holds [start, end): by bisection over
    their starts and the furthest end up to each (a document names thousands of companies)."""

    def __init__(self, stretches: list[tuple[int, int]]) -> None:
        ordered = sorted(stretches)
        self._starts = [start for start, _ in ordered]
        self._reach = list(itertools.accumulate((end for _, end in ordered), max))

    def hold(self, start: int, end: int) -> bool:
        k = bisect.bisect_right(self._starts, start)
        return k > 0 and self._reach[k - 1] >= end


@cached("matchers.word_set", 256)
def word_set(text: str) -> frozenset[str]:
    """Every string a form of a name can be found as in `text` folded: each word, and each
    stretch of whole parts of a hyphenated one ("анна", "мария", "анна-мария"). Most texts of a
    loop name no known person, and one set lookup per form rules that out without a scan. Kept
    per text (the loop hands over the same text objects, whose hash Python keeps), because the
    loop matches its old texts again each time the map learns a name."""
    words = set(_WORDS.findall(fold(text)))
    for word in [w for w in words if not w.isalpha()]:
        # The regex takes a form after any character that is not a letter ("²иван"), and the
        # parts of a hyphenated word one by one.
        for piece in "".join(ch if ch.isalpha() or ch == "-" else " " for ch in word).split():
            parts = piece.split("-")
            words.update(
                "-".join(parts[i:j])
                for i in range(len(parts))
                for j in range(i + 1, len(parts) + 1)
            )
    return frozenset(words)


def _letter(char: str) -> bool:
    """What [^\\W\\d_] matches (False for "")."""
    return char.isalnum() and not char.isdecimal()


_FIRST = operator.itemgetter(0)


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
