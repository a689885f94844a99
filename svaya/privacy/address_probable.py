"""A probable address with no label and no street marker, told by the evidence every writer's
addresses carry, scored over a short window before a house number:

- a place: a town the dictionary reads first as one, a chat's shorthand ("мск", "спб"), a
  settlement's marker and its name ("снт Ромашка", "пос. Озёрный"), a region ("Тверская обл.");
- a street: a street type ("ул", "пр-т"), or a word shaped as streets are named (a surname or an
  adjective, an ordinal "3-я", a plural genitive "Металлургов");
- the numbers: a house and a flat in any spelling ("12 196", "12-196", "12/2", "д12 к1", "уч 55")
  weigh more than a bare house number; a postcode.

An address is taken when the window's score passes a threshold (set on the first five dev rounds)
and nothing after the number says it counts or times something ("в Москве 5 лет", "Тверь 2024",
"Ленина 5 минут пешком"). A cheap prefilter comes first: a number right after a word.
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from itertools import accumulate

from svaya.privacy.address_grammar import AREA_NAME, COUNTRY, SETTLED, TIME_WORD_RE
from svaya.privacy.address_org import organisation
from svaya.privacy.keys import MONTH_GENITIVE_RE, text_key
from svaya.privacy.morphology import has_tag, is_known, readings
from svaya.privacy.spans import Span

THRESHOLD = 2.0
_WINDOW = 60

# A house number with what may follow it: a flat as a bare number, after "-" or "/", a building,
# a flat by its marker. A marker may stand before the house ("д12", "дом 5", "уч 55").
_HOUSE_MARK = r"(?:д\.?[ \t]?|дом[ \t]|уч\.?[ \t]?|участок[ \t]|влд?\.[ \t]?)"
_PART = (
    r"(?:[ \t]?[-/][ \t]?\d{1,4}[а-я]?(?![\d.,:]\d)"
    r"|,?[ \t](?![12]\d{3}\b)\d{1,4}(?![\d.,:/]\d)(?!(?:-?[йи])?[ \t](?:подъезд|этаж|под|эт)\b)"
    r"|,?[ \t]?(?:к|корп|корпус|стр|строение)\.?[ \t]?\d{1,3}[а-я]?"
    r"|,?[ \t]?(?:кв|квартира|комн|ком)\.?[ \t]?\d{1,4}[а-я]?)"
)
# An entrance or a floor after the house ("30, 2 подъезд", "14, этаж 3").
_STAIR = (
    r"(?:,?[ \t](?:\d{1,2}(?:-?[йи])?[ \t](?:подъезд|этаж)|(?:подъезд|этаж)[ \t]\d{1,2})(?![\w-]))"
)
_NUMBERS = re.compile(
    rf"(?<![\w.,:/№#+-])(?P<mark>(?i:{_HOUSE_MARK}))?(?P<house>\d{{1,4}})[а-я]?(?![\w])"
    rf"(?P<parts>(?:{_PART}){{0,3}})(?![\w/-])(?P<stairs>{_STAIR}{{0,2}})",
)
# Not a house: a number that counts, measures, times or dates something, or a phone's part.
_NOT_HOUSE = re.compile(
    r"[ \t]?(?:дн|сут|час|мин|сек|нед|мес|лет|год|г\.|руб|р\.|тыс|млн|млрд|шт|раз|%|кг|гр|км|см"
    r"|мм|м\b|м2|кв\.?[ \t]?м|сот|га\b|чел|мест|штук|₽|\$|€|°|х[ \t]?\d|x[ \t]?\d|[:.,]\d|-\d{2}-"
    rf"|{MONTH_GENITIVE_RE}"
    r"|минут|секунд|час|балл|очк|голов|гол\b|стран|пункт|позици|экземпляр|этаж|подъезд\b"
    r"|лини|мкр|квартал|проезд)",
    re.I,
)
# A phone's first digits ("8 800 190 23 42", "8 (800) 555-35-35", "7 495 …"), or seven digits.
_PHONE = re.compile(r"(?:[78][ \t-]*\(?\d{3}|(?:\d[ \t()-]{0,2}){7})")
_TOKEN = re.compile(r"«[^»\n]{1,40}»|\d{1,2}(?:-?[яйео])?(?![\w])|[А-ЯЁа-яёA-Za-z][А-ЯЁа-яё/-]*\.?")
_STREET_TYPE = re.compile(
    r"(?i:ул|улица|пр|пр-т|пр-кт|просп|проспект|пер|переулок|б-р|бульв|бульвар|ш|шоссе|наб"
    r"|набережная|пл|площадь|проезд|пр-д|туп|тупик|аллея|линия|тракт|спуск|мкр|мкрн|мкр-н"
    r"|микрорайон|квартал|кв-л)\.?"
)
_SETTLEMENT = re.compile(
    r"(?i:снт|днт|тсн|сот|с?онт|днп|дпк|с/т|пос\.?|п\.|пгт|рп|с\.|д\.|дер\.?|х\.|ст-ца|станица|село"
    r"|деревня|пос[её]лок|хутор|аул|р-н|район|обл\.?|область|край|респ\.?|республика|г\.|город)"
)
_SHORTHANDS = frozenset(
    "мск спб питер екб нск нн ннов крд смр кзн влг врн ростов члб перм уфа омск".split()
)
_DATE = re.compile(r"\d{1,2}([/.])\d{1,2}\1\d{2,4}|^\d{1,2}/0\d$")
_ADJECTIVE_END = re.compile(r"(?:ий|ый|ой|ая|яя|ое|ее)$")
_ORDINAL = re.compile(r"\d{1,2}-?[яйео]")
_GAP = re.compile(r"[ \t,]*")
_STOP = re.compile(r"[:;!?()\[\]\"]|(?<=[а-яё\d]{5})\.[ \t]+(?=[А-ЯЁ])|\n")


def street_name(word: str) -> bool:
    """A word shaped as streets are named: a surname or a name in the genitive ("Щорса",
    "Мира"), an adjective ("Садовая", "Лесной"), a plural genitive ("Металлургов"), an ordinal."""
    if word[0].isdigit():
        return _ORDINAL.fullmatch(word) is not None  # "3-я", not a bare count ("Казань 12, …")
    if len(word) < 4 or TIME_WORD_RE.match(word.lower()):
        return False
    first = readings(word)[0].tag
    if "Abbr" in first or "Name" in first:
        return False  # a person's first name is no street's ("у Кати 14/05")
    if word[0].isupper() and _ADJECTIVE_END.search(word):
        return True  # as an adjective, whatever the dictionary reads first ("Невский")
    if first.POS == "ADJF" and "Apro" not in first and "Anum" not in first:
        return True
    if first.POS == "NOUN" and "gent" in first:
        return "plur" in first or has_tag(word, ("Surn", "Name", "Geox")) or word[0].isupper()
    return "Surn" in first and "gent" in first


def _town(word: str) -> bool:
    if word.lower() in _SHORTHANDS:
        return True
    return len(word) >= 3 and "Geox" in readings(word)[0].tag


class _Window:
    """The words before a number, read back from it until a word no address has."""

    def __init__(self, text: str, start: int, at: int, marked: bool = False) -> None:
        self.score = 0.0
        self.start = at
        self.street = False
        # A house or a flat by its marker ("д61 кв153"): a word the dictionary does not know
        # before it is a street's name too ("уфа гафури д61 кв153"), whatever it guesses.
        self.marked = marked
        self._read(list(_TOKEN.finditer(text, start, at)), text, at)

    def _read(self, tokens: list[re.Match[str]], text: str, at: int) -> None:
        named = town = settled = typed = False
        for i, m in enumerate(reversed(tokens)):
            if not _GAP.fullmatch(text, m.end(), self.start):
                break
            token, word = m.group(), m.group().rstrip(".")
            k = len(tokens) - 1 - i
            if _SETTLEMENT.fullmatch(token) and (named or i == 0):
                self.score += 0.5 if settled else 1.0
                settled = self.street = True
            elif _STREET_TYPE.fullmatch(token) and (named or i == 0):
                self.score += 1.0
                self.street = True
                typed = i == 0
            elif typed and i == 1 and word.isdigit():
                pass  # a street named by its number ("4 линия")
            elif not settled and (
                token[0] == "«" or (_place_name(word) and _settlement_name(tokens, k))
            ):
                self.score += 1.0
                named = True
            elif i <= 1 and not named and (street_name(word) or self._unknown_name(word)):
                self.score += 1.0
                named = self.street = True
            elif not town and _town(word):
                self.score += 1.0
                town = True
            elif not (
                i <= 2
                and named
                and (_ORDINAL.fullmatch(word) or (word[0].isupper() and _name_word(word)))
            ):
                if i == 1 and named and token.lower() == "на" and _street_case(tokens[k + 1]):
                    self.score += 0.5
                break  # not a street's other word ("Карла Маркса", "3-я Песчаная")
            self.start = m.start()

    def _unknown_name(self, word: str) -> bool:
        return (
            self.marked
            and len(word) >= 4
            and word.isalpha()
            and word[0] >= "А"
            and not is_known(word)
        )


def _street_case(m: re.Match[str]) -> bool:
    """A name after "на" that only a street's can be: in the genitive, which "на" does not govern
    ("на Строителей 9", "на Мира 10"; not "на Кузнецовых", which may be the locative), or an
    adjective in the locative with its noun left out ("на Заречной 14", "на Невском 28")."""
    word = m.group()
    if not word[0].isupper():
        return False
    parses = readings(word)
    if parses[0].tag.POS == "ADJF":  # "на Заречной", "на Невском"
        return any(p.tag.POS == "ADJF" and "loct" in p.tag for p in parses)
    return "gent" in parses[0].tag and not any("loct" in p.tag for p in parses)


def _place_name(word: str) -> bool:
    """A settlement's name after its marker, in lower case too ("снт ромашка")."""
    return word.isalpha() and (word[0].isupper() or (len(word) > 3 and _name_word(word)))


def _name_word(word: str) -> bool:
    first = readings(word)[0].tag
    return first.POS in ("NOUN", "ADJF") or "Name" in first


def _settlement_name(tokens: list[re.Match[str]], k: int) -> bool:
    """The word at `k` names a settlement: its marker stands before it."""
    return k > 0 and bool(_SETTLEMENT.fullmatch(tokens[k - 1].group()))


def _numbers_score(m: re.Match[str]) -> float:
    """A house with its marker or its flat weighs more than a bare number."""
    return 1.0 if m.group("mark") or m.group("parts") else 0.5


def _postcode_near(text: str, start: int) -> float:
    before = text[max(0, start - 12) : start]
    return 1.0 if re.search(r"(?<!\d)[1-6]\d{5},?[ \t]*$", before) else 0.0


class Held:
    """Stretches of text already taken, asked whether a new one overlaps any, by bisection (a
    document holds hundreds of addresses and hundreds of thousands of numbers)."""

    def __init__(self, spans: list[Span]) -> None:
        self._items = sorted((s.start, s.end) for s in spans)
        self._index()

    def _index(self) -> None:
        self._starts = [start for start, _ in self._items]
        self._reach = list(accumulate((end for _, end in self._items), max))

    def overlaps(self, start: int, end: int) -> bool:
        k = bisect_left(self._starts, end)
        return k > 0 and self._reach[k - 1] > start

    def add(self, start: int, end: int) -> None:
        insort(self._items, (start, end))
        self._index()


def probable_addresses(text: str, held: list[Span]) -> list[Span]:
    """The addresses the evidence before a house number tells, outside the spans `held`."""
    found: list[Span] = []
    taken = Held(held)
    for m in _NUMBERS.finditer(text):
        before = text[max(0, m.start() - 2) : m.start()]
        if not before or not (before[-1].isalpha() or before[-1] in " \t,.»"):
            continue
        if _NOT_HOUSE.match(text, m.end()) or _a_date(m) or _PHONE.match(text, m.start("house")):
            continue
        if taken.overlaps(m.start(), m.end()):
            continue
        span = _scored(text, m)
        if span is not None and not organisation(text, span.start, span.end):
            found.append(span)
            taken.add(span.start, span.end)
    return found


def _a_date(m: re.Match[str]) -> bool:
    """A year alone ("Тверь 2024") or a date ("1/7/1953")."""
    if _DATE.search(m.group()):
        return True
    return not m.group("mark") and not m.group("parts") and len(m.group("house")) == 4


def _scored(text: str, m: re.Match[str]) -> Span | None:
    line = max(text.rfind("\n", 0, m.start()) + 1, m.start() - _WINDOW)
    stops = list(_STOP.finditer(text, line, m.start()))
    begin = stops[-1].end() if stops else line
    marked = bool(m.group("mark")) and _FLAT_MARK.search(m.group("parts") or "") is not None
    window = _Window(text, begin, m.start(), marked)
    if not window.street:
        return None
    score = window.score + _numbers_score(m) + _postcode_near(text, window.start)
    if score < THRESHOLD or counted(text, m.end()):
        return None
    value = text[window.start : m.end()]
    return Span(window.start, m.end(), value, "pd.address", "pattern",
                text_key("pd.address", value))  # fmt: skip


_FLAT_MARK = re.compile(r"(?i:кв|квартира|комн|ком)\.?[ \t]?\d")
_NEXT_WORD = re.compile(r"[ \t]+([а-яё]{3,})")
# The parts of a house and the words a courier is told next are no counted nouns.
_HOUSE_WORD = re.compile(r"подъезд|этаж|квартир|офис|код|лит|тел|корп|строени|помещ|комнат|домоф")


_AMOUNT_AFTER = re.compile(
    r"[ \u00a0]\d{3}(?:[ \u00a0]\d{3})*(?:[,.]\d{1,2})?[ \u00a0]*(?:руб|р\.|₽|\$|€|тыс|млн)",
    re.I,
)


def counted(text: str, end: int) -> bool:
    """A number that counts the noun after it ("на Арбате 5 ресторанов", "на улице Ленина 3
    машины", "на Петрова 5 жалоб"), not a house's."""
    if _AMOUNT_AFTER.match(text, end):
        return True  # "Предоплата 140 000,00 руб.": an amount's thousands
    m = _NEXT_WORD.match(text, end)
    if m is None or _HOUSE_WORD.match(m.group(1)):
        return False
    first = readings(m.group(1))[0]
    return first.tag.POS == "NOUN" and "gent" in first.tag


# The cells, commas or words that go on with an address after its flat: a town, a postcode, a
# region, a country ("б-р Юности, 22, кв. 273;Тверь;;353481").
_CELL = re.compile(
    rf"(?:[ \t]*[,;|\t][ \t]*)+(?:(?P<post>[1-6]\d{{5}})(?!\d)|{SETTLED}|{AREA_NAME}|{COUNTRY}"
    r"|(?P<town>[А-ЯЁ][а-яё]+(?:-[А-ЯЁ]?[а-яё]+)*))(?![\w-])"
)


def extended(text: str, span: Span) -> Span:
    """`span` with the cells after it that name its place."""
    end = span.end
    for _ in range(4):
        m = _CELL.match(text, end)
        if m is None or (m.group("town") and not _town(m.group("town"))):
            break
        end = m.end()
    if end == span.end:
        return span
    value = text[span.start : end]
    return Span(span.start, end, value, "pd.address", span.source, text_key("pd.address", value))
