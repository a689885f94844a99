"""Identity documents the digit runs do not join, read from the words around them: a passport's
series and number apart or with a slash, "N" or a comma between, each after its own label, on
lines of their own, asked for in a call; a passport for travel abroad, a residence permit, a
foreign citizen's passport; a registry office's certificate (a birth's, a marriage's); a
seafarer's identity document; a passport's series and number with a Latin "N" typed for "№".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from svaya.privacy.context import OF_A_THING, nearest_context
from svaya.privacy.doc_answers import asked_passports
from svaya.privacy.keys import digits_of
from svaya.privacy.spans import Span

# A series and number after a passport word, in the shapes digit runs do not join: a slash
# ("4502/695238"), a comma ("03 09, 686868"), a Latin N or No for № ("45 15 N589415", "серия
# 0302 No 873728", a scan's "N°" and "Nº"), the word "серия" read by OCR with look-alike or
# misread letters ("сeрия", "серня", "Пaспорт"). Folded text is lower case; [аa], [еe], [оo],
# [рp], [сc] are the look-alikes scans leave.
_LOOKALIKE = str.maketrans({"а": "[аa]", "е": "[еe]", "о": "[оo]", "р": "[рp]", "с": "[сc]"})
# "серия", its OCR misreadings ("серня", "сернн") and "сер.", not "сертификат" or "серийный";
# a person's passport, not a deal's or a vehicle's ("паспорт сделки", "паспорт ТС").
# Its short forms too ("пасп.", "п-т", "ДУЛ": an identity document), the last two whole words.
_PASSPORT_WORD = (
    "|".join(
        w.translate(_LOOKALIKE)
        for w in (
            f"паспорт(?!{OF_A_THING})",
            "пасп\\.",
            "сер(?:и[яи]|н[яи]|\\.)",
            "удост",
            "passport",
        )
    )
    # Each alternative starts with its letter, the look behind after it: a regex that can start
    # with a look behind is tried at every position of the text, not at the letters alone.
    + "|п(?<![а-я]п)-т(?![а-я])|д(?<![а-я]д)ул(?![а-я])"
)
# A comma may come before the number's sign ("паспорт: 4508, номер 123456"); a scan of a form
# puts the word, the series and the number on lines of their own ("Паспорт\n4508\n123456").
_PASSPORT_SERIES = re.compile(
    rf"(?:{_PASSPORT_WORD})[^\d\n]{{0,40}}?(?:\n[ \t]*)?(?<!\d)(\d{{2}}[ .\u00a0]{{0,3}}\d{{2}})"
    r"[ \u00a0]*(?:,[ \u00a0]*)?(?:/|№|n[oо°º]?\.?|номер|#|,|[ \t]*\n[ \t]*)[ \u00a0]*"
    r"(\d{3}[ \u00a0]?\d{3})(?!\d)"
)
# A series and a number each after its own label, maybe lines apart on a form ("Серия: 4508\n
# Номер: 123456", "серия 4508, выдан … 12.03.2010, номер 123456", "сер. 4508 ном. 123456").
# Between them: up to 100 characters holding no run of six digits (a number of something else).
# A form or an export may name the number first ("Номер паспорта: …\nСерия: …").
_LABEL_FILL = r"(?:\s+(?:и\s+номер\s+)?паспорта)?[\s:._№#\"'«»–—-]{0,12}"
# In any case ("серии", "номера") and in Latin exports ("Ser. 4508 No. 123456", "seriya").
_SERIES_LABEL = (
    "(?:" + "сери".translate(_LOOKALIKE) + "[яиюе]й?|" + "сер".translate(_LOOKALIKE)
    + r"\.|series|seri[ay]a?|ser\b\.?)"
)  # fmt: skip
_NUMBER_LABEL = (
    r"(?<![^\W\d_])(?:" + "номер".translate(_LOOKALIKE) + "[ауе]?|"
    + "ном".translate(_LOOKALIKE) + r"\.|№|n[oо°º]?\.?|#|number|nomer|num\b\.?)"
)  # fmt: skip
# The series label right before a series and number written inline ("серия 4605 № 281552").
_SERIES_INLINE = re.compile(
    "(?<![^\\W\\d_])(?:" + "сери".translate(_LOOKALIKE)
    + r"[яи]|сер\.|series|seriya)[ \u00a0]{1,2}\Z"
)  # fmt: skip
_WORD_OR_COMMA = re.compile(r"[а-я,]")
_PASSPORT_NUMBER_LABEL = r"(?:номер\s+паспорта|passport_?number)"
_SERIES, _NUMBER = r"(\d{2}[ -]?\d{2})(?!\d)", r"(\d{3} ?\d{3})(?!\d)"
_BETWEEN = r"((?:\D|\d(?!\d{5})){0,100}?)"
_SERIES_APART = re.compile(
    _SERIES_LABEL + _LABEL_FILL + _SERIES + _BETWEEN + _NUMBER_LABEL + _LABEL_FILL + _NUMBER
)
_NUMBER_APART = re.compile(
    _PASSPORT_NUMBER_LABEL
    + _LABEL_FILL
    + _NUMBER
    + _BETWEEN
    + _SERIES_LABEL
    + _LABEL_FILL
    + _SERIES
)
# A passport for travel abroad or a residence permit: a series of two digits and a number of
# seven ("загранпаспорт 75 1234567", "ВНЖ 82 № 1234567"); a foreign citizen's passport: one or
# two Latin letters and seven or eight digits ("паспорт гр. Узбекистана AA 1234567").
_ABROAD_WORD = (
    "|".join(
        w.translate(_LOOKALIKE)
        for w in ("загран", "внж", "жительств", f"паспорт(?!{OF_A_THING})", "pasport")
    )
    + "|passport|zagran"
)
# Words the regex can begin with, checked cheaply first (and two OCR spellings of "пасп").
_ABROAD_GUARD = ("загран", "жительств", "внж", "пасп", "sport", "пaсп", "пacп", "zagran")
# The series and the number may stand two spaces or a dash apart, as a form aligns them ("77
# 5340195"), and the number be grouped as a phone is ("75 889 11 68", "75 123 45 67"). A foreign
# citizen's series may be typed in Cyrillic capitals that look Latin ("АА 1234567"), its number
# grouped or dashed ("FA-1234567"); an older passport has two Cyrillic capitals and six digits
# ("ЕК 123456").
_FOREIGN_PASSPORT = re.compile(
    rf"(?:{_ABROAD_WORD})[^\d\n]{{0,40}}?(?<![^\W_])"
    r"(\d{2}(?:[ \u00a0]{0,2}|[ \u00a0]?[-–—][ \u00a0]?)(?:№[ \u00a0]?)?\d(?:[ \u00a0-]?\d){6}"
    r"|(?:[a-z]|[авекмнорстх](?=[авекмнорстх\d -]))[a-zавекмнорстх]?[ \u00a0]?(?:[-–—][ \u00a0]?)?"
    r"(?:№[ \u00a0]?)?\d(?:[ \u00a0-]?\d){6,7}"
    r"|[а-я]{2}[ \u00a0]?(?:№[ \u00a0]?)?\d{6})(?![ \u00a0-]?\d)"
)
# Its series and number each after its own label ("загранпаспорт серии 75 номер 1234567").
_ABROAD_APART = re.compile(
    rf"(?:{_ABROAD_WORD})[^\d\n]{{0,40}}?{_SERIES_LABEL}{_LABEL_FILL}(\d{{2}})(?!\d)"
    rf"([^\d\n]{{0,20}}?){_NUMBER_LABEL}{_LABEL_FILL}(\d{{7}})(?!\d)"
)
# A child's birth certificate: a Roman numeral, two letters, six digits ("II-МЮ № 123456", the
# dash lost: "II МЮ 123456").
_BIRTH_CERTIFICATE = re.compile(
    r"(?:свидетельств\w*|св-в\w*|свид\.)\s+о\s+рожд\w*\.?[^\n]{0,20}?(?<![^\W\d_])"
    r"([ivxlі1]{1,4}(?:[ \u00a0]?[-–—][ \u00a0]?|[ \u00a0])[а-я]{2}[ \u00a0]*(?:№[ \u00a0]*)?\d{6})"
    r"(?!\d)"
)
# Its number alone after "№", the series left out as a letter about a child cites it
# ("в свидетельстве о рождении № 123456").
_BIRTH_CERTIFICATE_NUMBER = re.compile(
    r"(?:свидетельств\w*|св-в\w*|свид\.)\s+о\s+рожд\w*\.?[^\d\n]{0,20}?№[ \u00a0]?(\d{6})"
    r"(?![\d/.,-]?\d)"
)
# A registry office's certificate named with no "о рождении" after it (a birth's, a marriage's:
# "свидетельство II-МЮ № 123456"): its Roman numeral in capitals and its dash say what it is.
_CIVIL_CERTIFICATE = re.compile(
    r"(?:свидетельств\w*|св-в\w*|свид\.)[^\n]{0,40}?(?<![^\W\d_])"
    r"([ivx]{1,4}[ \u00a0]?[-–—][ \u00a0]?[а-я]{2}[ \u00a0]*(?:№[ \u00a0]*)?\d{6})(?!\d)"
)

# A seafarer's identity document (удостоверение личности моряка, a seaman's ID): two capitals,
# Latin or Cyrillic, and seven digits, one or two spaces or "№" or none between ("удостоверение
# личности моряка MK 1234567", "удостоверение моряка МК1234567", "seaman ID: MK № 1234567").
_SEAFARER_ID = re.compile(
    r"(?:удостоверени\w*\s+(?:личности\s+)?моряка|паспорт\w*\s+моряка|удл\s+моряка|улм"
    r"|seaman'?s?\s+(?:book|id|identity)|seafarer'?s?\s+(?:id|identity))"
    r"[^\d\n]{0,24}?(?<![^\W\d_])([a-zа-я]{2}[ \u00a0]{0,2}(?:№[ \u00a0]?)?\d{7})(?!\d)"
)
# The same document named by its series alone: Russia issues it as "MK" (Latin or Cyrillic)
# and seven digits, so "MK № 1234567" is one where the text is a seafarer's (a crew, a vessel,
# a voyage: "в рейсе", "судно", "crew"), unless another paper's word stands before it ("лот").
_SEAFARER_SERIES = re.compile(
    r"(?<![^\W\d_])((?:mk|мк)[ \u00a0]{0,2}(?:№[ \u00a0]?)?\d{7})(?![\d/-])"
)
# A lot's, a model's or an article's code ("лот MK 1234567", "модель MK 1234567").
_GOODS_LABEL = re.compile(
    r"(?<![^\W\d_])(?:лот\w*|lot|модел\w*|model|арт\.?|артикул\w*|код|code|sku|партия|серийн\w*)"
    r"[\s:№#.]*\Z"
)
_SEAFARING = re.compile(
    r"моряк|морск|плавсостав|судн|судов|экипаж|в\s+рейс|рыболов|капитан|флот"
    r"|seaman|seafarer|sailor|vessel|crew|\bf/v\b|\bm/v\b|mariner"
)
# A passport's series and number with a Latin "N" typed (or a scan's misreading) for "№" and no
# passport word ("Петров П.П., 12.03.1980, 0511 N123456"): the series must be a region's code
# and a year a passport was printed in (1997 on), so a code with "N" in it is not taken.
_SERIES_N = re.compile(
    r"(?<![\w.,/-])(\d{2})[ \u00a0]?(\d{2})[ \u00a0]{1,2}n[ \u00a0]?\d{6}(?![\w])"
)


def identity_documents(text: str, folded: str) -> Iterator[Span]:
    """Identity documents the digit runs do not join (see the module's docstring); `text` is
    read with a scan's letters for digits made digits, `folded` is it folded."""
    for m in _PASSPORT_SERIES.finditer(folded):
        # "серия бланка 4508 № 123456": another paper named between the word and the digits.
        if _series_of_passport(folded, m) and nearest_context(folded, m.start(1)) != "other":
            yield _passport(text, m.start(1), m.end(2))
    if "сер" in folded or "ser" in folded:
        for regex in (_SERIES_APART, _NUMBER_APART):
            for m in regex.finditer(folded):
                yield from _series_apart(text, folded, m)
    if "сери" in folded or "номер" in folded or "паспорт" in folded:
        for start, end in asked_passports(folded):
            yield _passport(text, start, end)
    if any(word in folded for word in _ABROAD_GUARD):
        for m in _FOREIGN_PASSPORT.finditer(folded):
            # "… паспортов: не значится (запрос № 000781244)": a request's number.
            if nearest_context(folded, m.start(1)) in (None, "passport") and _series_cased(
                text, m.start(1)
            ):
                yield _passport(text, m.start(1), m.end(1))
        if "сер" in folded:
            for m in _ABROAD_APART.finditer(folded):
                yield from _series_apart(text, folded, m)
    if "моряк" in folded or "улм" in folded or "sea" in folded:
        for m in _SEAFARER_ID.finditer(folded):
            if text[m.start(1) : m.start(1) + 2].isupper():
                yield _passport(text, m.start(1), m.end(1))
    if ("mk" in folded or "мк" in folded) and _SEAFARING.search(folded):
        for m in _SEAFARER_SERIES.finditer(folded):
            if (
                text[m.start(1) : m.start(1) + 2].isupper()
                and nearest_context(folded, m.start(1)) in (None, "passport")
                and _GOODS_LABEL.search(folded, max(0, m.start(1) - 16), m.start(1)) is None
            ):
                yield _passport(text, m.start(1), m.end(1))
    if " n" in folded:
        for m in _SERIES_N.finditer(folded):
            context = nearest_context(folded, m.start())
            if _printed_series(m.group(1), m.group(2)) and (
                context == "passport" or (context is None and _person_on_line(text, m.start()))
            ):
                yield _passport(text, m.start(), m.end())
    if "рожд" in folded:
        for m in _BIRTH_CERTIFICATE.finditer(folded):
            yield _passport(text, m.start(1), m.end(1))
        for m in _BIRTH_CERTIFICATE_NUMBER.finditer(folded):
            yield _passport(text, m.start(1), m.end(1))
    if "свид" in folded or "св-в" in folded:
        for m in _CIVIL_CERTIFICATE.finditer(folded):
            if text[m.start(1) : m.end(1)].isupper():
                yield _passport(text, m.start(1), m.end(1))


def _series_apart(text: str, folded: str, m: re.Match[str]) -> Iterator[Span]:
    between = m.group(2)
    # Nothing between names another kind of number ("серия 4508, заказ № 123456").
    if (
        _letter(folded, m.start() - 1)
        or not _series_of_passport(folded, m)
        or nearest_context(folded, m.end(2), len(between)) not in (None, "passport")
    ):
        return
    if len(between) <= 12 and "\n" not in between:
        yield _passport(text, m.start(1), m.end(3))
    else:
        yield _passport(text, m.start(1), m.end(1))
        yield _passport(text, m.start(3), m.end(3))


def _passport(text: str, start: int, end: int) -> Span:
    value = text[start:end]
    key = "pd.passport:" + digits_of(value)
    return Span(start, end, value, "pd.passport", "pattern", key)


def with_series_label(text: str, folded: str, span: Span) -> Span:
    """A passport's series and number in the legal formula "серия 4605 № 281552" are one value,
    the label's word with them (a placeholder after "серия" would say no more than the one that
    replaces it). A number with its own label ("серия 45 08, номер 123456") is two fields: the
    label stays."""
    value = folded[span.start : span.end]
    if (
        span.data_class != "pd.passport"
        or sum(ch.isdigit() for ch in value) < 10
        or _WORD_OR_COMMA.search(value) is not None
    ):
        return span
    label = _SERIES_INLINE.search(folded, max(0, span.start - 12), span.start)
    if label is None:
        return span
    return span._replace(start=label.start(), value=text[label.start() : span.end])


# A person before the number on its line: a patronymic, a surname and initials, a birth's date
# ("Сомов Пётр Ильич, 12.03.1980, 0511 N 123456").
_PERSON_BEFORE = re.compile(
    r"[А-ЯЁ][а-яё]+(?:вич|вна|ична)(?![а-яё])"
    r"|[А-ЯЁ][а-яё]+[ \u00a0][А-ЯЁ]\.[ \u00a0]?[А-ЯЁ]\."
    r"|(?<!\d)\d{1,2}[./-]\d{1,2}[./-](?P<year>(?:19|20)\d\d)(?!\d)"
)
# A passport is issued at fourteen: its holder's birth is that many years ago or more.
_PASSPORT_AGE = 14
_LINE_WINDOW = 300


def _person_on_line(text: str, start: int) -> bool:
    """A series with "N" and no passport word is a passport's only after a person on its line
    (see _PERSON_BEFORE): not a payment's, a flight's or a batch's ("Платёж 2024 N 123456")."""
    # the line's last few hundred characters: a one-line export's prefix is not rescanned per value
    floor = max(0, start - _LINE_WINDOW)
    line_start = text.rfind("\n", floor, start) + 1 or floor
    latest = date.today().year - _PASSPORT_AGE
    return any(
        m.group("year") is None or int(m.group("year")) <= latest
        for m in _PERSON_BEFORE.finditer(text, line_start, start)
    )


def _printed_series(region: str, year: str) -> bool:
    """A Russian passport's series: a region's code (01-99) and the last two digits of the year
    its blank was printed in, 1997 to this year."""
    this_year = date.today().year % 100
    return region != "00" and (int(year) >= 97 or int(year) <= this_year)


def _series_cased(text: str, start: int) -> bool:
    """A series of Cyrillic letters is a foreign passport's only in capitals ("АА 1234567"; not
    the preposition of "паспорт в 1234567")."""
    letter = text[start]
    return not ("а" <= letter.lower() <= "я") or text[start : start + 2].strip().isupper()


def _series_of_passport(folded: str, m: re.Match[str]) -> bool:
    """A match that begins at "серия" is a passport's unless another document is named right
    before it ("полис серии …", "сертификат соответствия серия …")."""
    return not folded.startswith("сер", m.start()) or nearest_context(folded, m.start()) != "other"


def _letter(text: str, at: int) -> bool:
    return 0 <= at < len(text) and text[at].isalpha()
