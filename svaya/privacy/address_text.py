"""How an address's text is read before the grammars of address_grammar.py try it, each change
keeping offsets recoverable: lines in capitals recased ("Г. ТУЛА, УЛ. МИРА" -> "г. Тула, ул.
Мира"), a form's colons after an address's parts made spaces, a house part's marker in Latin
capitals made Cyrillic ("KB. 12"), and loose spaces squeezed out (with the positions to map back).
"""

from __future__ import annotations

import bisect
import re

# Addresses in capitals, as forms and scans write them ("Г. ТУЛА, УЛ. МИРА, Д. 7, КВ. 3"):
# the lines where a street marker is in capitals are read with the markers in lower case and the
# names in title case (the same length).
_CAPS_WORD = re.compile(r"(?<![А-ЯЁа-яё])[А-ЯЁ][А-ЯЁ-]*(?![а-яё])")
_LOWER_MARKS = frozenset(
    "ул улица пр пр-т пр-кт просп проспект пер переулок ш шоссе наб б-р бульвар пл площадь "
    "мкр мкрн проезд д дом кв корп к стр г обл р-н пос п с дер пгт х ст квартира корпус строение "
    "комн ком пом лит литер село деревня поселок посёлок город район область край".split()
)


def recased(text: str, markers: list[int]) -> str:
    """`text` with the lines of the markers written in capitals recased; itself if none is."""
    pieces: list[str] = []
    cursor = 0
    for at in markers:
        if at < cursor or not text[at : at + 2].isupper():
            continue
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        words, recase = (_CAPS_WORD, _recase) if text[at] >= "А" else (_CAPS_LATIN, _recase_latin)
        pieces += [text[cursor:start], words.sub(recase, text[start:end])]
        cursor = end
    if not pieces:
        return text
    pieces.append(text[cursor:])
    return "".join(pieces)


# The same in Latin letters ("MOSCOW, UL. TVERSKAYA 7-12").
_CAPS_LATIN = re.compile(r"(?<![A-Za-z])[A-Z][A-Z-]*(?![a-z])")
_LATIN_LOWER_MARKS = frozenset("ul pr pr-t per nab pl d dom kv korp k str bld apt flat g".split())


def _recase_latin(m: re.Match[str]) -> str:
    word = m.group()
    lower = word.lower()
    return lower if lower in _LATIN_LOWER_MARKS else word[0] + lower[1:]


def _recase(m: re.Match[str]) -> str:
    word = m.group()
    lower = word.lower()
    return lower if lower in _LOWER_MARKS else word[0] + lower[1:]


# OCR's and hurried typing's spaces: doubled, or before a comma ("ул. Ленина , д. 5"); a word
# a scan broke over two lines with a hyphen ("ул. Заре-\nчная"), joined.
_LOOSE = re.compile(r"[ \t]+(?=,)|(?<=[ \t])[ \t]+")
_BROKEN_WORD = re.compile(r"(?<=[а-яё])-[ \t]*\n[ \t]*(?=[а-яё])")


def squeezed(text: str) -> tuple[str, tuple[list[int], list[int]]]:
    """`text` with the loose spaces of its lines that have some taken out, and the words broken
    over two lines joined, and where: the positions in the result after which characters were
    taken out, and how many up to there."""
    lines: set[tuple[int, int]] = set()
    for needle in ("  ", " ,"):
        at = text.find(needle)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            lines.add((start, end))
            at = text.find(needle, end)
    cuts = [(m.start(), m.end()) for start, end in lines for m in _LOOSE.finditer(text, start, end)]
    if "-\n" in text or "- \n" in text:
        cuts += [(m.start(), m.end()) for m in _BROKEN_WORD.finditer(text)]
    if not cuts:
        return text, ([], [])
    pieces: list[str] = []
    positions: list[int] = []
    removed: list[int] = []
    cursor = taken = 0
    for start, end in sorted(cuts):
        pieces.append(text[cursor:start])
        taken += end - start
        positions.append(end - taken)
        removed.append(taken)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces), (positions, removed)


def original(at: int, cuts: tuple[list[int], list[int]]) -> int:
    """The position in the original text of the character at `at` of the squeezed one."""
    positions, removed = cuts
    k = bisect.bisect_right(positions, at) - 1
    return at if k < 0 else at + removed[k]


# A form's parts of an address, each with its own colon ("Город: Тула, улица: Мира, дом: 5, кв.:
# 12"), are read without the colons (a space in place of each, squeezed out with the rest).
_PART_COLON = re.compile(
    r"(?<![\w-])(?:((?i:город|улица|ул\.))[ \t]*:(?=[ \t]*[\w«\"])"
    # a house's parts only before their number ("доставку на дом: академика павлова" is no part)
    r"|((?i:дом|д\.|корпус|корп\.|строение|стр\.|квартира|кв\.))[ \t]*:(?=[ \t]*(?:№[ \t]*)?\d))"
)


def part_colons(text: str) -> str:
    if ":" not in text:
        return text
    return _PART_COLON.sub(lambda m: _spaced(m, m.lastindex or 1), text)


def _spaced(m: re.Match[str], part: int) -> str:
    return m.group(part) + " " * (m.end() - m.end(part))


# A house part's marker in Latin capitals on a Russian line, as OCR reads "КВ. 12" ("KB. 12"),
# is read in Cyrillic (the same length, so offsets hold); Latin inside Russian words was made
# Cyrillic before the detectors ran (homoglyphs.py).
_LOOKALIKES = str.maketrans("ABCEHKMOPTX", "АВСЕНКМОРТХ")
# The first letter before the lookbehind, so the regex engine skips from capital to capital.
_CAPS_LATIN_MARK = re.compile(
    r"[ABCEHKMOPTX](?<=[\dА-ЯЁ][,.]\s[ABCEHKMOPTX])[ABCEHKMOPTX]{0,2}(?=\.?\s?\d)"
)


def latin_marks(text: str) -> str:
    if _CAPS_LATIN_MARK.search(text) is None:
        return text
    return _CAPS_LATIN_MARK.sub(lambda m: m.group().translate(_LOOKALIKES), text)
