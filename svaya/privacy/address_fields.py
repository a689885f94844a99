"""An address field's whole value: what follows "Адрес регистрации:", "прописка:", "адрес
доставки", "по адресу:", "Address:" is an address however it is written, once it holds a house
number and something only an address has besides it.

The grammars (address_grammar.py) still decide everywhere else; here a label says what the value
is, so the value is taken to where it ends (the line, a clause, a sentence, or what a courier is
told next), in place of what the grammars found inside it; in a chat, the value may be given in
the message after the one that asked for it.
"""

from __future__ import annotations

import bisect
import re

from svaya.privacy.address_grammar import LOWER_HOUSE, TIME_WORD_RE, TIME_WORDS
from svaya.privacy.address_org import organisation
from svaya.privacy.keys import text_key
from svaya.privacy.morphology import has_tag, readings
from svaya.privacy.spans import Span

# A form's or a letter's address field: what follows "Адрес регистрации:", "прописка:", "адрес
# доставки", "проживающий по адресу:", "Address:" is an address however it is written, once it
# holds a house number ("спб васильевский 10 линия д 71 кв 7", "135-29 26 Бакинских Комиссаров,
# киров", "kv.187, d.49, ul. 3-ya Lineynaya, g. Petrozavodsk"). The grammars above still decide
# everywhere else; here a label says what the value is, so the value is taken to where it ends.
_FIELD_LABEL = re.compile(
    r"(?:адрес\w*|прописк\w*|address"
    # the same labels in Latin letters, as a chat without Cyrillic writes them ("propiska …")
    r"|adres\w*|propisk\w*|propisan\w*|registrac\w*|registrats\w*)(?![\w-])"
    # the words naming whose or which address, up to a colon ("Адрес фактического проживания:",
    # "адрес регистрации (по паспорту):"); with no colon the value follows the label's word
    r"(?:(?:[ \t]+(?!эл|почт|сайт|страниц|ip\b|e-?mail|web)(?:[а-яёa-z]{2,}\.?|\d(?=[ \t]*:))){0,3}"
    r"[ \t]*(?:\([^)\n]{0,30}\)[ \t]*)?[\"']?[ \t]*:)?[ \t]*[\"']?"
)
_AT_ADDRESS = re.compile(r"по[ \t]+адресу[ \t]*:?[ \t]*")
# Where the value ends: the line, a clause (";", " — ", " (", "|", ", а "), an export's closing
# quote, a sentence ("." after a word of four letters or a number, then a capital or the end), or
# what a courier is told next (a phone; an intercom's code is the address's: "домофон 224#").
_FIELD_VALUE = re.compile(
    r"[\w«\"][^\n;|]*?(?=[ \t]*(?:$|\n|;|\||\"[ \t]*[,}\]]|[ \t](?:[—–]|\((?!код|комн|кв|под|эт))"
    r"|[ \t]-[ \t]"
    r"|(?:(?<=\w{4})(?<!респ)(?<!корп)(?<!просп)|(?<=\d))\.(?:[ \t]+[А-ЯЁA-Z]|[ \t]*(?:$|\n))"
    r"|[ \t](?:(?:домофон|код)(?![а-яё])(?![ \t]*(?:домофона )?[:№]?[ \t]*[#*]?\d)|звонит|тел\."
    r"|телефон|верно)|,[ \t](?:а|но|однако)[ \t]"
    # … or when and how to come, said after it ("…, после 18", "… пожалуйста до обеда")
    r"|,?[ \t](?:пожалуйста|плиз|спасибо|после|до|около|завтра|сегодня|утром|вечером|дн[её]м)"
    r"(?![\w-])"
    r"|,[ \t]*(?:тел|phone|e-?mail)"
    # … or a chat's words in Latin letters after it, in lower case where a place is capitalised
    # ("…, Sakhalin Oblast, pishite"), not a marker and its number ("…, kv 40", "…, ul. Mira")
    r"|(?<=[A-Za-z.\d]),[ \t](?-i:[a-z]{4,})(?![\w.-])(?![ \t]*\d)"
    # … or another of the person's values or a document's after a comma ("…, договор № …", "…,
    # долг 28 370 руб.", "…, паспорт …")
    r"|,[ \t]*(?:договор|долг|задолженност|сумм|заказ|сч[её]т|паспорт|снилс|инн)"
    r"(?:[аеуыи]|ом|ь|ами)?(?![\w-])))",
    re.IGNORECASE,
)
# A house number: up to four digits alone, not a year, a date's or a phone's part.
_HOUSE_NUMBER = re.compile(r"(?<![\d.,:/-])\d{1,4}(?![\d:]|[.,]\d)")
# Something only an address has besides a number: a place's or street's marker, "house-flat"
# ("13-252", "16к4", "8/3"), or a name in title case ("Бакинских", "Vologda").
_MARKER_SIGN = (
    r"(?<![\w-])(?i:ул|улица|д|дом|кв|корп|к|стр|линия|пр|пр-т|просп|пер|наб|ш|шоссе|б-р|мкрн?"
    r"|пос|п|с|г|дер|обл|р-н|apt|kv|d|ul|st|str|bld|flat|street)(?![\w-])"
)
_ADDRESS_SIGN = re.compile(
    rf"{_MARKER_SIGN}|\d\s?[-/к]\s?\d|(?<![\w-])[А-ЯЁA-Z][а-яёa-z]{{2,}}"
    rf"|\A(?!(?:[а-яё]+\s)?{TIME_WORDS}){LOWER_HOUSE}\Z"
)
_PLACE_SIGN = re.compile(_MARKER_SIGN)
# A form's question of where a person lives, its colon further on the line ("Если проживаете в
# сельской местности, укажите полностью: …"); its value needs a place's or a street's marker.
# "прожива", "жительств", "прописан", "зарегистрирован" not after a word: the first letter
# first and the lookbehind after it, so the regex engine skips from one such letter to the next.
_RESIDENCE_LABEL = re.compile(
    r"[пжз](?<![\w-].)(?:(?<=п)(?:рожива|рописан)|(?<=ж)ительств|(?<=з)арегистрирован)"
    r"[^\n:]{0,70}:[ \t]*"
)
_NOT_AN_ADDRESS = re.compile(r"@|https?:|www\.|\d{2}[.:]\d{2}[.:]\d{2,4}|см\.|совпада", re.I)


def labelled_values(text: str, folded: str, spans: list[Span]) -> list[Span]:
    """`spans` with each address field's whole value in place of what the grammars found in it."""
    found = [_field(text, at) for at in _label_ends(folded)]
    found += [_field(text, m.end(), _PLACE_SIGN) for m in _RESIDENCE_LABEL.finditer(folded)]
    fields = sorted(field for field in found if field is not None)
    if not fields:
        return spans
    held = sorted((s.start, s.end) for s in spans)
    starts = [start for start, _ in held]
    taken: list[Span] = []
    for start, end in fields:
        k = bisect.bisect_left(starts, start)
        # a grammar's address reaching into the field from before it, or past its end, knows better
        if (k and held[k - 1][1] > start) or (k < len(held) and held[k][0] < end < held[k][1]):
            continue
        if taken and taken[-1].end > start:
            continue
        end = _told_after(text, held, starts, start, end)
        found = text[start:end]
        taken.append(
            Span(start, end, found, "pd.address", "pattern", text_key("pd.address", found))
        )
    if not taken:
        return spans
    bounds = [(s.start, s.end) for s in taken]
    firsts = [start for start, _ in bounds]

    def covered(span: Span) -> bool:
        k = bisect.bisect_right(firsts, span.start) - 1
        return k >= 0 and span.end <= bounds[k][1]

    return [s for s in spans if not covered(s)] + taken


# What a field's value goes on with after the address a grammar read at its head: words with no
# number, no marker and no name, which tell of the place ("…, дом закрыт, соседка").
_PROSE_TAIL = re.compile(r",?[ \t]+[а-яё]+(?:[ \t,]+[а-яё]+)*")


def _told_after(
    text: str, held: list[tuple[int, int]], starts: list[int], start: int, end: int
) -> int:
    """Where the field's value ends: at the grammar's address at its head when only such words
    follow it."""
    k = bisect.bisect_left(starts, start)
    if k == len(held) or held[k][0] > start + 2 or held[k][1] >= end:
        return end
    tail = _PROSE_TAIL.fullmatch(text, held[k][1], end)
    if tail is None or any(_place_word(w) for w in re.findall(r"[а-яё]+", tail.group())):
        return end
    return held[k][1]


def _place_word(word: str) -> bool:
    """A town in lower case ("москва") or a place's marker ("г", "обл", "р-н")."""
    return word in _PLACE_MARKERS or "Geox" in readings(word)[0].tag


_PLACE_MARKERS = frozenset(
    "г гор город п пос поселок посёлок с село д дер деревня х хутор ст станица обл область р "
    "н район край респ республика россия рф".split()
)


_LABEL_WORD = re.compile(r"адрес|прописк|address|adres|propis|registra[ct]")


def _label_ends(folded: str) -> list[int]:
    """Where each address label ends and its value may begin, in order."""
    ends = []
    for m in _LABEL_WORD.finditer(folded):
        at = m.start()
        # an export's key may join words with "_" ("delivery_address")
        if at and (folded[at - 1].isalnum() or folded[at - 1] == "-"):
            continue
        at_address = _AT_ADDRESS.match(folded, max(0, at - 3)) if at >= 3 else None
        label = at_address or _FIELD_LABEL.match(folded, at)
        if label is not None:
            ends.append(label.end())
    return ends


def _field(text: str, at: int, sign: re.Pattern[str] = _ADDRESS_SIGN) -> tuple[int, int] | None:
    """The address field's value that begins at `at`: (start, end), or None; `sign` is what it
    must hold besides a house number."""
    value = _FIELD_VALUE.match(text, at, at + 160)
    if value is None or not _HOUSE_NUMBER.search(value.group()):
        # asked for in a chat and given in the next message ("скинь адрес\nБоря: …")
        value = _next_message(text, at) or value
    if value is None or value.end() - value.start() > 120:
        return None
    start, end = _whose(text, value.start()), len(text[: value.end()].rstrip(" ,."))
    # A bracket the value does not open closes the aside it was given in ("(… зарегистрирован:
    # …) о взыскании …").
    close = text.find(")", start, end)
    if close >= 0 and text.find("(", start, close) < 0:
        end = len(text[:close].rstrip(" ,."))
    found = text[start:end]
    if (
        len(found) < 6
        or not _HOUSE_NUMBER.search(found)
        or not (sign.search(found) or (sign is _ADDRESS_SIGN and _town_street_lower(found)))
        or _NOT_AN_ADDRESS.search(found)
        or organisation(text, start, end)
    ):
        return None
    return start, end


# A town, a street, a house and a flat, all in lower case ("муром юности 113 161").
_TOWN_STREET_LOWER = re.compile(
    r"([а-яё]{3,}),?[ \t]([а-яё]{4,}),?[ \t]\d{1,4}[а-я]?(?:/\d{1,3})?"
    r"(?:[ \t]?-[ \t]?|[ \t])\d{1,4}"
)


def _town_street_lower(value: str) -> bool:
    m = _TOWN_STREET_LOWER.fullmatch(value)
    if m is None or not has_tag(m.group(1), ("Geox",)):
        return False
    street = readings(m.group(2))[0].tag
    return street.POS in ("NOUN", "ADJF") and not TIME_WORD_RE.match(m.group(2))


_LOWER_WORD = re.compile(r"([а-яё]{3,})[ \t]+")
_HOUSE_AFTER = re.compile(r"\d(?!\d{5}(?!\d))")


def _whose(text: str, start: int) -> int:
    """Past the words that say whose or which address it is when no colon ends the label
    ("адрес мамы …", "адрес доставки …"): nouns and adjectives in the genitive, not a place."""
    for _ in range(3):
        m = _LOWER_WORD.match(text, start)
        # a street's name before its house ("адрес ленина 5"), not a word before a postcode
        if m is None or _HOUSE_AFTER.match(text, m.end()):
            break
        first = readings(m.group(1))[0]
        if "gent" not in first.tag or {"Geox", "Abbr"} & first.tag.grammemes:
            break
        if first.tag.POS not in ("NOUN", "ADJF"):
            break
        start = m.end()
    return start


_SPEAKER = re.compile(r"[ \t]*(?:\[[\d:]+\][ \t]*)?[А-ЯЁ][а-яё]+:[ \t]*")


def _next_message(text: str, at: int) -> re.Match[str] | None:
    """The value in the message after the one that asked for it, within a short line."""
    line_end = text.find("\n", at)
    if line_end < 0 or line_end - at > 60:
        return None
    speaker = _SPEAKER.match(text, line_end + 1)
    return None if speaker is None else _FIELD_VALUE.match(text, speaker.end(), speaker.end() + 160)
