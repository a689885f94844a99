"""Which lines of a text the name tagger has to read, and the names the dictionary settles alone.

The tagger (slovnet) costs about 0.3 ms a call plus about 0.05 ms a word: more than all the rest
of a pass over a new tool result. So it reads only the lines that may hold a person's name, and not
even those when every candidate word on them belongs to a cleanly written full name:

- a candidate is a capitalised Cyrillic word with a first name, surname or patronymic reading,
  a word out of the dictionary, or a word read only as a town or an organisation that ends like a
  surname ("Кириллова" is a town's name to the dictionary); initials ("Е.В.") make any line a
  candidate. Latin words are not candidates: the news tagger does not find Latin-script names.
- a clean full name is a first name and a patronymic that agree in gender and case ("Шамиль
  Гаджиевич", "Анне Викторовне"), with at most one surname beside them ("Омаров Шамиль
  Гаджиевич"). Anything doubtful beside them (a word in capitals, a town, a surname in another
  case, a surname on both sides) sends the line to the tagger.
- a company's name, a legal form and a quoted name ("ООО «Каспий-Трейд»", "АО «Петр Иванов»"), is
  one organisation to the tagger, never a person, so the words and initials in it are no
  candidates.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from svaya.privacy.memo import cached
from svaya.privacy.morphology import PERSON_TAGS, Word, derived, has_tag, is_known, is_plain_word

_CHUNK_CHARS = 1500
_LINE = re.compile(r"[^\n]+")
# The letter comes first and the lookbehind after it, so the regex engine skips to the next
# capital letter instead of trying the lookbehind at every position.
_CAPITALISED = re.compile(r"[А-ЯЁ](?<![А-ЯЁа-яёA-Za-z][А-ЯЁ])[а-яё]+(?:-[А-ЯЁ]?[а-яё]+)?")
_WORD = re.compile(r"[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*")
# A capitalised word (as above) or initials within a line (the space between the letters is any
# but a line break), whichever starts at a capital letter.
_MARK = re.compile(
    r"[А-ЯЁ](?:(?<![А-ЯЁа-яёA-Za-z][А-ЯЁ])(?P<word>[а-яё]+(?:-[А-ЯЁ]?[а-яё]+)?)"
    r"|(?<![А-ЯЁа-яё][А-ЯЁ])\.[^\S\n]?[А-ЯЁ]\.)"
)
_SURNAME_ENDING = re.compile(
    r"(?:[оеё]в|[иы]н)(?:а|у|ым|ом|е|ой|ых|ыми?)?$|(?:ск|цк)(?:ий|ая|ого|ой|ому|им|ом|ую)$"
)
_QUOTES = frozenset("«»“”„")  # typographic only: '"' is how JSON quotes every string
# A straight '"' is taken here: right after a legal form it opens a name, not a JSON string.
_COMPANY = re.compile(
    r"(?<![А-ЯЁа-яё])(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|НКО|АНО|ФГУП|ГУП|МУП|ТОО)[ \u00a0]?"
    r"[«\"“„][^«»\"“”„\n]{1,80}[»\"”“]"
)
_OPENING_QUOTES = ("«", '"', "“", "„")
_GENDERS = {"masc": ("masc",), "femn": ("femn",), "ms-f": ("masc", "femn")}


@dataclass(slots=True)
class NamePlan:
    """Blocks of adjacent lines for the tagger, as (offset, text), and the [start, end) of the
    full names morphology settled on the lines the tagger does not read."""

    blocks: list[tuple[int, str]] = field(default_factory=list)
    names: list[tuple[int, int]] = field(default_factory=list)


def plan(text: str, found: list[tuple[int, int]] | None = None) -> NamePlan:
    """`found`: names the rules found (sorted); a candidate word inside one is settled too.

    A text short enough to need no cut is read line by line, and what a line settles depends on
    the line and the rules' names on it alone, so a line read before is not read again
    (`_line_plan`): a tool result's lines recur from pass to pass."""
    if len(text) > _CHUNK_CHARS:
        return _whole_plan(text, found)
    result = NamePlan()
    unsettled = []
    found = found or []
    starts = [start for start, _ in found]
    offset = 0
    for line in text.split("\n"):
        end = offset + len(line)
        if line:
            on_line = found[bisect.bisect_left(starts, offset) : bisect.bisect_left(starts, end)]
            known = tuple((start - offset, stop - offset) for start, stop in on_line)
            settled = _line_plan(line, known)
            if settled is None:
                unsettled.append((offset, end))
            elif settled:
                result.names.extend((start + offset, stop + offset) for start, stop in settled)
        offset = end + 1
    result.blocks = list(_blocks(text, unsettled))
    return result


@cached("name_lines.line", 16384)
def _line_plan(line: str, known: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...] | None:
    """The full names settled on a line (empty: no candidate on it), or None: the tagger reads
    it."""
    candidates, initials = _marks(line, 0, len(line))
    if not candidates and not initials:
        return ()
    names = _settled(line, 0, len(line), candidates, initials, list(known))
    return None if names is None else tuple(names)


def _whole_plan(text: str, found: list[tuple[int, int]] | None) -> NamePlan:
    result = NamePlan()
    marks = _Marks(text)
    unsettled = []
    found = found or []
    starts = [start for start, _ in found]
    for start, end in marks.lines(text):
        candidates, initials = marks.on(text, start, end)
        if not candidates and not initials:
            continue
        known = found[bisect.bisect_left(starts, start) : bisect.bisect_left(starts, end)]
        names = _settled(text, start, end, candidates, initials, known)
        if names is None:
            unsettled.append((start, end))
        else:
            result.names.extend(names)
    result.blocks = list(_blocks(text, unsettled))
    return result


class _Marks:
    """Candidate words and initials, found in one pass over the whole text (most lines of a
    tool result hold neither), handed out line by line. A piece of a line cut for its length is
    searched on its own, as a word may run across the cut."""

    def __init__(self, text: str) -> None:
        self.candidates, self.initials = _marks(text, 0, len(text))
        self._starts = ([s for s, _ in self.candidates], [s for s, _ in self.initials])

    def lines(self, text: str) -> Iterator[tuple[int, int]]:
        """The pieces that may hold a mark; of a text too short for a cut, just the lines that
        do, found from the marks."""
        if len(text) > _CHUNK_CHARS:
            yield from _pieces(text)
            return
        line_end = -1
        for at in sorted(self._starts[0] + self._starts[1]):
            if at > line_end:
                line_end = text.find("\n", at)
                line_end = len(text) if line_end < 0 else line_end
                yield text.rfind("\n", 0, at) + 1, line_end

    def on(
        self, text: str, start: int, end: int
    ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        if text[start - 1 : start] not in ("", "\n") or text[end : end + 1] not in ("", "\n"):
            return _marks(text, start, end)
        return _within(self.candidates, self._starts[0], start, end), _within(
            self.initials, self._starts[1], start, end
        )


def _marks(text: str, start: int, end: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Candidate words and initials in text[start:end], in one scan for both."""
    candidates, initials = [], []
    for m in _MARK.finditer(text, start, end):
        if m.lastgroup != "word":
            initials.append(m.span())
        elif could_be_name(m.group()):
            candidates.append(m.span())
    return candidates, initials


def _within(
    spans: list[tuple[int, int]], starts: list[int], start: int, end: int
) -> list[tuple[int, int]]:
    if not spans:
        return []
    return spans[bisect.bisect_left(starts, start) : bisect.bisect_left(starts, end)]


def _settled(
    text: str,
    start: int,
    end: int,
    candidates: list[tuple[int, int]],
    initials: list[tuple[int, int]],
    known: list[tuple[int, int]],
) -> list[tuple[int, int]] | None:
    """The full names on a line when they (and the names in `known`) hold every candidate word
    on it outside a company's name; None when the tagger has to read the line."""
    companies = companies_on(text, start, end)
    if companies:
        initials = [span for span in initials if not _inside(span, companies)]
        candidates = [span for span in candidates if not _inside(span, companies)]
    if initials:
        return None
    names = _full_names(text, start, end)
    covered = names + known if known else names
    return names if all(_inside(span, covered) for span in candidates) else None


def companies_on(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Company names on a line; a line without a quotation mark has none (most lines)."""
    if not any(text.find(quote, start, end) >= 0 for quote in _OPENING_QUOTES):
        return []
    return [m.span() for m in _COMPANY.finditer(text, start, end)]


def _blocks(text: str, lines: list[tuple[int, int]]) -> Iterator[tuple[int, str]]:
    """Adjacent lines joined, up to about _CHUNK_CHARS: one tagger input reads faster than
    several, and the lines give each other context."""
    block_start, block_end = -1, -1
    for start, end in lines:
        if block_start >= 0 and start <= block_end + 1 and end - block_start <= _CHUNK_CHARS:
            block_end = end
            continue
        if block_start >= 0:
            yield block_start, text[block_start:block_end]
        block_start, block_end = start, end
    if block_start >= 0:
        yield block_start, text[block_start:block_end]


def _pieces(text: str) -> Iterator[tuple[int, int]]:
    """Lines, with lines longer than _CHUNK_CHARS cut at a sentence end or a space."""
    for line in _LINE.finditer(text):
        start, end = line.span()
        while end - start > _CHUNK_CHARS:
            limit = start + _CHUNK_CHARS
            cut = max(text.rfind(". ", start, limit) + 1, text.rfind(" ", start, limit))
            cut = cut if cut > start else limit
            yield start, cut
            start = cut
        if end > start:
            yield start, end


def could_be_name(word: str) -> bool:
    """May this capitalised word be part of a person's name?"""
    return derived(word, ("could_be_name",), lambda _: _could_be_name(word))


def _could_be_name(word: str) -> bool:
    if has_tag(word, PERSON_TAGS) or not is_known(word):
        return True
    return not is_plain_word(word) and _SURNAME_ENDING.search(word.lower()) is not None


def _inside(span: tuple[int, int], names: list[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in names)


def _full_names(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Clean full names on a line: a first name and a patronymic, one space apart, agreeing."""
    words = [m.span() for m in _WORD.finditer(text, start, end)]
    names = []
    for i in range(len(words) - 1):
        # Both capitalised (_agreement agrees on no other), one space apart.
        if not (text[words[i][0]] in _CAPITALS and text[words[i + 1][0]] in _CAPITALS):
            continue
        if not _adjacent(text, words[i], words[i + 1]):
            continue
        agreed = _agreement(text[slice(*words[i])], text[slice(*words[i + 1])])
        name = _with_surname(text, words, i, agreed) if agreed else None
        if name is not None:
            names.append(name)
    return names


def _with_surname(
    text: str, words: list[tuple[int, int]], i: int, agreed: frozenset[tuple[str, str]]
) -> tuple[int, int] | None:
    """The core words[i:i + 2] with the surname beside it; None when a neighbour is doubtful."""
    left = i > 0 and _adjacent(text, words[i - 1], words[i])
    right = i + 2 < len(words) and _adjacent(text, words[i + 1], words[i + 2])
    left_surname = _surname(text[slice(*words[i - 1])], agreed) if left else False
    right_surname = _surname(text[slice(*words[i + 2])], agreed) if right else False
    if left_surname is None or right_surname is None or (left_surname and right_surname):
        return None
    start, end = words[i - 1 if left_surname else i][0], words[i + 2 if right_surname else i + 1][1]
    if text[start - 1 : start] in _QUOTES or text[end : end + 1] in _QUOTES:
        return None  # «Иван Петрович»: a company's or a product's name, maybe
    return start, end


_CAPITALS = frozenset("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")


def _adjacent(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    return text[a[1] : b[0]] == " "


def _surname(word: str, agreed: frozenset[tuple[str, str]]) -> bool | None:
    """Is the word beside a first name and patronymic their surname? None: cannot tell."""
    if word.islower() or is_plain_word(word):
        return False
    if not _CAPITALISED.fullmatch(word):
        return None  # "ИВАНОВ Иван Петрович": capitals may be a surname the tagger should see
    surname = _forms(word, "Surn")
    if surname:
        return True if surname & agreed else None
    return True if has_tag(word, ("Name",)) or not is_known(word) else None


def _agreement(first: str, patronymic: str) -> frozenset[tuple[str, str]]:
    """The (gender, case) pairs a first name and a patronymic share; empty if they are not."""
    if not (_CAPITALISED.fullmatch(first) and _CAPITALISED.fullmatch(patronymic)):
        return frozenset()
    return _forms(first, "Name") & _forms(patronymic, "Patr")


def _forms(word: str, tag: str) -> frozenset[tuple[str, str]]:
    return derived(word, ("forms", tag), lambda entry: _forms_of(entry, tag))


def _forms_of(word: Word, tag: str) -> frozenset[tuple[str, str]]:
    return frozenset(
        (gender, str(p.tag.case))
        for p in word.role_parses(tag)
        for grammeme, genders in _GENDERS.items()
        if grammeme in p.tag  # p.tag.gender is None for "ms-f" ("Лысенко")
        for gender in genders
    )
