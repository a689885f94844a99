"""Personal values dictated in words, as speech recognition writes a call: lower case, no
punctuation, numbers in words ("паспорт сорок пять ноль восемь сто двадцать три четыреста
пятьдесят шесть", "восемь девятьсот шестьдесят двести тридцать один сорок сорок шесть",
"четырнадцатое мая пятьдесят третьего", "улица ключевая дом сорок два квартира сто семнадцать").

A run of numeral words (with digits mixed in: "шестьдесят пять ноль шесть 162206") is read into
the digit groups a speaker says: a group grows while each word is of a lower rank than the last
(hundreds, tens, units: "девятьсот шестьдесят" is 960, "сорок сорок шесть" is 40 46), "ноль" and
digits stand alone. The class comes from the digits' length and control digits and from the
nearest context word (context.py), as for numbers written in digits; a document's number
("заказ", "договор") stays. Dates in words are a birth date only beside a birth word, and a
notarial duplicate ("25.10.2013 (двадцать пятого октября две тысячи тринадцатого)",
"1 (первого) июля 2021") is one value with its digits. Matched on folded text (lower case,
ё→е).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import date
from typing import NamedTuple

from svaya.privacy.checksums import inn_valid, luhn_valid, snils_valid
from svaya.privacy.context import nearest_context
from svaya.privacy.date_forms import full_year
from svaya.privacy.keys import MONTHS, fold, phone_key
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_pattern

# Rank of a word within one spoken number: a group grows while each word is of lower rank.
_ZERO, _UNIT, _TEN, _HUNDRED, _THOUSAND = 0, 1, 2, 3, 4


class _Word(NamedTuple):
    value: int
    rank: int
    ordinal: bool
    # "тысяча" takes no count before it but "одна": "три тысяча" is two numbers, 3 and 1000.
    single: bool = False


_CASE_ENDINGS = ("ь", "и", "ью")  # пять, пяти, пятью
_ADJ_ENDINGS = "ый ой ий ая ое ого ому ым ом ую ые ых ыми ей".split()
_THIRD_ENDINGS = "ий ья ье ьего ьему ьим ьем ью ьей ьи ьих ьими".split()


def _lexicon() -> dict[str, _Word]:
    words: dict[str, _Word] = {}

    def add(forms: str, value: int, rank: int, ordinal: bool = False, single: bool = False) -> None:
        for form in forms.split():
            words.setdefault(form, _Word(value, rank, ordinal, single))

    add("ноль нуль ноля нуля нолю нулю нолем нулем", 0, _ZERO)
    add("один одна одно одни одного одной одному одним одном одну одних", 1, _UNIT)
    add("два две двух двум двумя", 2, _UNIT)
    add("три трех трем тремя", 3, _UNIT)
    add("четыре четырех четырем четырьмя", 4, _UNIT)
    stems = "пят шест сем восем девят десят одиннадцат двенадцат тринадцат четырнадцат "
    stems += "пятнадцат шестнадцат семнадцат восемнадцат девятнадцат двадцат тридцат"
    for value, stem in zip((*range(5, 21), 30), stems.split(), strict=True):
        rank = _TEN if value >= 20 else _UNIT
        add(" ".join(stem + e for e in _CASE_ENDINGS), value, rank)
    add("восьми восьмью", 8, _UNIT)
    add("сорок сорока", 40, _TEN)
    add("девяносто девяноста", 90, _TEN)
    for value, stem in ((50, "пят"), (60, "шест"), (70, "сем"), (80, "восем")):
        oblique = "восьм" if value == 80 else stem
        add(f"{stem}ьдесят {oblique}идесяти {stem}ьюдесятью", value, _TEN)
    add("сто ста", 100, _HUNDRED)
    add("двести двухсот двумстам двумястами двухстах", 200, _HUNDRED)
    for value, stem, oblique in (
        (300, "триста", "трех"), (400, "четыреста", "четырех"), (500, "пятьсот", "пяти"),
        (600, "шестьсот", "шести"), (700, "семьсот", "семи"), (800, "восемьсот", "восьми"),
        (900, "девятьсот", "девяти"),
    ):  # fmt: skip
        add(f"{stem} {oblique}сот {oblique}стам {oblique}стах", value, _HUNDRED)
    add("тысяча тысячу тысячей тысячью", 1000, _THOUSAND, single=True)
    add("тысячи тысяч тысяче тысячам тысячами тысячах", 1000, _THOUSAND)
    _add_ordinals(add)
    return words


def _add_ordinals(add: Callable[..., None]) -> None:
    ordinals = (
        (1, "перв"), (2, "втор"), (4, "четверт"), (5, "пят"), (6, "шест"), (7, "седьм"),
        (8, "восьм"), (9, "девят"), (10, "десят"), (11, "одиннадцат"), (12, "двенадцат"),
        (13, "тринадцат"), (14, "четырнадцат"), (15, "пятнадцат"), (16, "шестнадцат"),
        (17, "семнадцат"), (18, "восемнадцат"), (19, "девятнадцат"), (20, "двадцат"),
        (30, "тридцат"), (40, "сороков"), (50, "пятидесят"), (60, "шестидесят"),
        (70, "семидесят"), (80, "восьмидесят"), (90, "девяност"), (100, "сот"),
        (200, "двухсот"), (300, "трехсот"), (400, "четырехсот"), (500, "пятисот"),
        (600, "шестисот"), (700, "семисот"), (800, "восьмисот"), (900, "девятисот"),
        (1000, "тысячн"), (2000, "двухтысячн"),
    )  # fmt: skip
    for value, stem in ordinals:
        rank = _rank(value)
        add(" ".join(stem + e for e in _ADJ_ENDINGS), value, rank, True)
    add(" ".join("трет" + e for e in _THIRD_ENDINGS), 3, _UNIT, True)


def _rank(value: int) -> int:
    if value >= 1000:
        return _THOUSAND
    if value >= 100:
        return _HUNDRED
    return _TEN if value >= 20 else _UNIT


_LEXICON = _lexicon()
_NUMERAL = trie_pattern(_LEXICON)
_NUMERAL_WORD = rf"(?<![а-я])(?:{_NUMERAL})(?![а-я])"
_SPOKEN_NUMBER = re.compile(_NUMERAL_WORD)
_ITEM = rf"(?:{_NUMERAL})(?![а-я])|\d+(?![\d.,:/]\d)"
# Between the words of one dictated value: spaces, a comma or a dash, "номер"/"№" between a
# passport's series and number.
_GAP = (
    r"[ \t]*[,–—-]?[ \t]+(?:(?:(?:а|и)[ \t]+)?(?:номер|н|№|тире|дефис)[ \t]+)?|[ \t]*[–—-][ \t]*"
    r"|[ \t]*[.,;:][ \t]*(?:номер|№)[ \t]*[:.]?[ \t]*"
)
# A run starts at a word or at the first of a few digit groups before one ("45 08 сто двадцать
# три …"), never inside a number written in digits ("+7 977 408 59 14 пятьсот рублей").
_RUN = re.compile(
    rf"(?<![\w+])(?<!\d[ \t])(?:(?:плюс|\+)[ \t]*)?(?:\d+(?:{_GAP})){{0,3}}"
    rf"(?<![а-я])(?:{_NUMERAL})(?![а-я])"
    rf"(?:(?:{_GAP})(?:{_ITEM}))*"
)
_TOKEN = re.compile(r"[а-я]+|\d+")
_MIN_DIGITS = 10


class _Group(NamedTuple):
    start: int
    end: int
    digits: str
    ordinal: bool


def read_groups(folded: str, start: int, end: int) -> list[_Group]:
    """The digit groups a speaker said in folded[start:end]."""
    groups: list[_Group] = []
    current: list[tuple[int, int, _Word]] = []
    for m in _TOKEN.finditer(folded, start, end):
        token = m.group()
        if token.isdigit():
            groups += _flushed(current)
            groups.append(_Group(m.start(), m.end(), token, False))
            continue
        word = _LEXICON.get(token)
        if word is None:
            continue
        if current and not _extends(current, word):
            groups += _flushed(current)
        current.append((m.start(), m.end(), word))
        if word.rank == _ZERO or word.ordinal:
            groups += _flushed(current)
    return groups + _flushed(current)


def _extends(current: list[tuple[int, int, _Word]], word: _Word) -> bool:
    last = current[-1][2]
    if word.rank == _ZERO or last.rank == _ZERO:
        return False
    if word.rank == _THOUSAND:
        if word.single and not (len(current) == 1 and last.value == 1):
            return False
        return not any(w.rank == _THOUSAND for _, _, w in current)
    if last.rank == _TEN and word.value >= 10:
        return False
    return word.rank < last.rank


def _flushed(current: list[tuple[int, int, _Word]]) -> list[_Group]:
    if not current:
        return []
    value, part = 0, 0
    for _, _, word in current:
        if word.rank == _THOUSAND and not word.ordinal:
            value, part = (part or 1) * 1000, 0
        else:
            part += word.value
    group = _Group(current[0][0], current[-1][1], str(value + part), current[-1][2].ordinal)
    current.clear()
    return [group]


class SpokenDetector:
    """Passports, phones, SNILS, INN, cards, birth dates and addresses dictated in words."""

    source = "pattern"

    def find(self, text: str) -> list[Span]:
        folded = fold(text)
        # Every value here holds a numeral word, and none runs across a line: only the lines
        # with one are searched (most texts have none; a document, a few lines in ten).
        lines = _numeral_lines(folded)
        if not lines:
            return []
        spans = list(_numbers(text, folded, lines))
        spans += _dates(text, folded, lines)
        spans += _birth_years(text, folded, lines)
        spans += _addresses(text, folded, lines)
        return spans


Lines = list[tuple[int, int]]


def _numeral_lines(folded: str) -> Lines:
    """[start, end) of each line holding a numeral word."""
    lines = []
    m = _SPOKEN_NUMBER.search(folded)
    while m is not None:
        start = folded.rfind("\n", 0, m.start()) + 1
        end = folded.find("\n", m.end())
        end = len(folded) if end < 0 else end
        lines.append((start, end))
        m = _SPOKEN_NUMBER.search(folded, end)
    return lines


def _on_lines(regex: re.Pattern[str], folded: str, lines: Lines) -> Iterator[re.Match[str]]:
    """What regex.finditer(folded) finds on `lines`: the regexes here match no line break, and
    what they look ahead for is no line break either, so the line's end is as good as one."""
    for start, end in lines:
        yield from regex.finditer(folded, start, end)


def _numbers(text: str, folded: str, lines: Lines) -> Iterator[Span]:
    for m in _on_lines(_RUN, folded, lines):
        groups = read_groups(folded, m.start(), m.end())
        if len(groups) < 3 and sum(len(g.digits) for g in groups) < _MIN_DIGITS:
            continue
        found = _classified(folded, m.start(), groups)
        if found is not None:
            cls, key, last = found
            yield Span(m.start(), last, text[m.start() : last], cls, "pattern", key)


def _classified(folded: str, start: int, groups: list[_Group]) -> tuple[str, str, int] | None:
    """(class, key, end) of the longest leading groups that read as a personal value."""
    context = nearest_context(folded, start, 120)
    if context == "other":
        return None
    birth = _birth_before(folded, start)
    for n in range(len(groups), 0, -1):
        digits = "".join(g.digits for g in groups[:n])
        if birth:
            born = _spoken_date(groups[:n])
            if born is not None:
                return "pd.birthdate", f"pd.birthdate:{born.isoformat()}", groups[n - 1].end
        cls = _digit_class(digits, context)
        if cls is not None:
            key = phone_key(digits) if cls == "pd.contacts" else f"{cls}:{digits}"
            return cls, key, groups[n - 1].end
    return None


def _digit_class(d: str, context: str | None) -> str | None:
    n = len(d)
    if n == 11 and d[0] in "78" and d[1] in "3489" and not d[1:].startswith("80"):
        return "pd.snils" if context == "snils" and snils_valid(d) else "pd.contacts"
    if n == 11 and (context == "snils" or snils_valid(d)):
        return "pd.snils"
    if n == 10:
        return _ten(d, context)
    if n == 12 and (context == "inn" or inn_valid(d)):
        return "pd.inn"
    if 13 <= n <= 19 and (context == "card" or (luhn_valid(d) and d[0] in "2456")):
        return "pd.card"
    if n == 7 and context == "phone":
        return "pd.contacts"  # a city number without its code
    if n == 20 and d.startswith("408"):
        return "pd.account"
    return None


def _ten(d: str, context: str | None) -> str | None:
    if context == "passport":
        return "pd.passport"
    phone = d[0] in "3489" and not d.startswith("80")
    if phone and (context == "phone" or (context is None and d[0] == "9")):
        return "pd.contacts"  # a mobile number without its trunk "8"
    if context == "inn" or (context is None and inn_valid(d)):
        return None  # an organisation's INN
    if phone and context is None:
        return "pd.contacts"
    return "pd.passport" if context is None else None


# --- dates -----------------------------------------------------------------------------------

_MONTH = r"(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-я]*"
_WORDS = rf"(?:(?:{_NUMERAL})[ \t]+){{0,3}}(?:{_NUMERAL})(?![а-я])"
# A year in words ends with an ordinal ("пятьдесят третьего", "две тысячи пятого") or is
# a whole one ("тысяча девятьсот восемьдесят пять").
_ORDINAL = trie_pattern(form for form, word in _LEXICON.items() if word.ordinal)
_YEAR = (
    rf"(?:(?:{_NUMERAL})[ \t]+){{0,3}}(?:{_ORDINAL})(?![а-я])|\d{{4}}(?!\d)"
    rf"|(?:тысяча|две[ \t]+тысячи)(?:[ \t]+(?:{_NUMERAL})(?![а-я])){{0,3}}"
)
_DIGIT_DATE = r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}"
# A day in words or digits, a month, a year in words or digits; "1 (первого) июля 2021";
# "25.10.2013 (двадцать пятого октября две тысячи тринадцатого)".
_SPOKEN_DATE = re.compile(
    rf"(?<![\w.])(?:(?P<digits>{_DIGIT_DATE})[ \t]*\([ \t]*)?"
    rf"(?:(?P<dd>\d{{1,2}})[ \t]*\([ \t]*)?(?P<day>{_WORDS})(?(dd)[ \t]*\))[ \t]+"
    rf"(?P<month>{_MONTH})\.?(?:[ \t]+(?P<year>{_YEAR}))?(?(digits)[ \t]*\))"
)
# "рождения", "рождённый", "рожд.", not "рождество" or "рождаемость".
_BIRTH = re.compile(r"рожд(?:ен|\.)|родил|\bдр\b|д\.\s?р\.|г\.\s?р\.|днюх")
_BIRTH_AFTER = re.compile(r"[ \t]*(?:г\.?|года|год)?[ \t]*(?:г\.\s?р|рожд|р\.)")
_BIRTH_WINDOW = 120
# Between a birth word and its date: no other number or date, no end of sentence, no document.
_WORD = re.compile(r"[а-я]+")
_WORDS_BETWEEN = 6
_BETWEEN = re.compile(rf"\d|[.!?]\s|выдан|{_NUMERAL_WORD}")


def _birth_before(folded: str, start: int) -> bool:
    """A birth word a few words before `start`, maybe on the line before (a question and its
    answer), with no other date or number in between."""
    begin = max(0, start - _BIRTH_WINDOW)
    window = folded[begin:start]
    m = _last(_BIRTH.finditer(window))
    if m is None or _BETWEEN.search(window, m.end()):
        return False
    return len(_WORD.findall(window, m.end())) <= _WORDS_BETWEEN


def _last(found: Iterator[re.Match[str]]) -> re.Match[str] | None:
    last = None
    for last in found:  # noqa: B007
        pass
    return last


def _dates(text: str, folded: str, lines: Lines) -> Iterator[Span]:
    if not re.search(_MONTH, folded):
        return
    for m in _on_lines(_SPOKEN_DATE, folded, lines):
        if not m.group("digits") and not m.group("dd") and not _worded(m):
            continue
        born = _date_of(folded, m)
        if born is None:
            continue
        end = m.end()
        if not (_birth_before(folded, m.start()) or _BIRTH_AFTER.match(folded, end)):
            continue
        key = f"pd.birthdate:{born.isoformat()}" if m.group("year") else ""
        yield Span(m.start(), end, text[m.start() : end], "pd.birthdate", "pattern", key)


_YEAR_ALONE = re.compile(rf"(?<![а-я])(?P<in>в[ \t]+)?(?P<year>{_WORDS})")


def _birth_years(text: str, folded: str, lines: Lines) -> Iterator[Span]:
    """A year of birth alone: "родился в тысяча девятьсот восемьдесят пятом", "год рождения две
    тысячи третий", "в девяносто пятом году рождения"."""
    if not _BIRTH.search(folded):
        return
    for m in _on_lines(_YEAR_ALONE, folded, lines):
        start, end = m.span("year")
        groups = read_groups(folded, start, end)
        if len(groups) != 1 or not _year_like(groups[0], bool(m.group("in"))):
            continue
        if _birth_before(folded, m.start()) or _BIRTH_AFTER.match(folded, end):
            yield Span(start, end, text[start:end], "pd.birthdate", "pattern")


def _year_like(group: _Group, after_in: bool) -> bool:
    value = int(group.digits)
    if 1900 <= value <= date.today().year:
        return True
    return group.ordinal and after_in and 10 <= value < 100


def _worded(m: re.Match[str]) -> bool:
    """Dates written "7 марта 1985" are dates.py's; here at least the day is in words."""
    return not m.group("day")[0].isdigit()


def _date_of(folded: str, m: re.Match[str]) -> date | None:
    day_groups = read_groups(folded, m.start("day"), m.end("day"))
    if len(day_groups) != 1:
        return None
    month = next(i + 1 for i, stem in enumerate(MONTHS) if m.group("month").startswith(stem))
    year = 2000
    if m.group("year"):
        year_groups = read_groups(folded, m.start("year"), m.end("year"))
        if len(year_groups) != 1:
            return None
        year = _full_year(int(year_groups[0].digits))
    return _safe_date(year, month, int(day_groups[0].digits))


def _spoken_date(groups: list[_Group]) -> date | None:
    """A date dictated as numbers: "пятнадцать ноль три восемьдесят пять" (15.03.85),
    "четырнадцатого пятого пятьдесят третьего" (14.05.53)."""
    numbers: list[str] = []
    for group in groups:
        if numbers and numbers[-1] == "0":
            numbers[-1] += group.digits  # "ноль три": 03
        else:
            numbers.append(group.digits)
    if len(numbers) == 1 and len(numbers[0]) in (6, 8):
        numbers = [numbers[0][:2], numbers[0][2:4], numbers[0][4:]]
    if len(numbers) != 3 or not all(len(n) <= 2 for n in numbers[:2]):
        return None
    day, month, year = (int(n) for n in numbers)
    return _safe_date(_full_year(year), month, day)


def _full_year(year: int) -> int:
    return year if year >= 100 else full_year(year)


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        born = date(year, month, day)
    except ValueError:
        return None
    return born if 1900 <= year <= date.today().year else None


# --- addresses -------------------------------------------------------------------------------

# A house or flat number: cardinals ("во втором кв две тысячи …" is a quarter of a year).
_CARDINAL = trie_pattern(form for form, word in _LEXICON.items() if not word.ordinal)
_NUMBER = rf"(?:(?:(?:{_CARDINAL})[ \t]+){{0,3}}(?:{_CARDINAL})(?![а-я])|\d+[а-я]?(?![\w]))"
# "дом сорок два", "д. 42", or a house number alone before the flat ("ключевая сорок два
# квартира сто семнадцать").
_FLAT = r"(?:квартира|кв)\.?[ \t]+"
_HOUSE = re.compile(
    rf"(?<![а-я])(?:(?:дом|д)\.?[ \t]+(?:номер[ \t]+)?{_NUMBER}|{_NUMBER}"
    rf"(?=[ \t,]+{_FLAT}(?:{_CARDINAL}|\d)))"
    rf"(?:[ \t]+(?:дробь|корпус|корп|строение|стр)\.?[ \t]+{_NUMBER})?"
    rf"(?P<flat>[ \t,]+{_FLAT}{_NUMBER})?"
)
_STREET = re.compile(
    r"(?<![а-я])(?:улиц[аеуы]|ул|проспект[а-я]*|переул[а-я]*|бульвар[а-я]*|шоссе|набережн[а-я]*"
    r"|площад[а-я]*|микрорайон[а-я]*|мкр|проезд[а-я]*|город[а-я]*|г|поселок|село|деревн[а-я]*)"
    r"(?![а-я])"
)
_ADDRESS_WORD = re.compile(r"адрес|живу|живем|прожива|прописан|зарегистрирован|доставк")
_STOP = re.compile(
    r"(?<![а-я])(?:адрес[а-я]*|живу|живем|проживаю|прописан[а-я]*|зарегистрирован[а-я]*"
    r"|на|в|по|я|мы|это|мой|моя|наш|у|меня|нас|да|вот|ну|и|а|так|значит)(?![а-я])|[:;.!?\n]"
)
_WORDS_BEFORE = 6


def _addresses(text: str, folded: str, lines: Lines) -> Iterator[Span]:
    if "д" not in folded and "кв" not in folded:
        return
    for m in _on_lines(_HOUSE, folded, lines):
        start = _address_start(folded, m.start())
        spoken = _SPOKEN_NUMBER.search(folded, m.start(), m.end()) is not None
        street = _STREET.search(folded, start, m.start()) is not None
        context = _ADDRESS_WORD.search(folded, max(0, start - _BIRTH_WINDOW), start)
        if spoken and (m.group("flat") or street or context):
            yield Span(start, m.end(), text[start : m.end()], "pd.address", "pattern")


def _address_start(folded: str, house: int) -> int:
    """The first word of the town and street before "дом", on its line after the last stop
    word: "клиент: барнаул банный дом …", "живу на улице ключевой дом …"."""
    begin = folded.rfind("\n", 0, house) + 1
    stop = _last(_STOP.finditer(folded, begin, house))
    if stop is not None:
        begin = stop.end()
    words = list(re.finditer(r"[а-я][а-я-]*", folded[begin:house]))[-_WORDS_BEFORE:]
    return begin + words[0].start() if words else house
