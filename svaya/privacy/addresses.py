"""Street addresses by their markers: in full ("г. Москва, ул. Ленина, д. 5, кв. 12"), short or
informal ("ул. Ленина 5-12", "мск, пр-т Мира 10 к1 кв 5", "ул. 8 Марта, 3"), and in Latin
letters ("Moscow, ul. Tverskaya, d. 12, kv. 5", "Lenina st. 5, apt. 12").

A grammar is expensive to try at every position, so each scan is anchored: the full form on the
house marker ("д. 5", "дом 5"), the short forms on a street marker ("ул", "пр-т", "st.").
A short form needs a street marker, a capitalised name (a number may lead it: "8 Марта",
"1-я Тверская") and a house number right after; a flat may follow as "-12" or "кв 5".

An address field ("Адрес регистрации:", "прописка:", "адрес доставки", "по адресу:", "Address:")
says what its value is, so there the value is taken whole, to where it ends, however it is
written, once it holds a house number and something only an address has besides it.

The markers are the FIAS/GAR lists of street and settlement types, full or short, in any case
and in the cases a sentence puts them ("на улице", "в доме 5 по улице"); regions, districts,
the postcode and the country may come before or after, on lines of their own; a house may be
said in words ("дом пять"). A courier's chat address runs to the intercom's code ("павлова 79
под 2 эт 4 кв 183 домофон 183#"). How the text is read first (capitals, OCR's spaces and
Latin capitals, a form's colons) is in address_text.py; the grammars are in address_grammar.py,
an address field's value in address_fields.py, an organisation's address (not personal) in
address_org.py.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from svaya.privacy.address_bare import dormitory_rooms, house_flat_addresses
from svaya.privacy.address_districts import date_street_addresses, with_town_and_district
from svaya.privacy.address_fields import labelled_values
from svaya.privacy.address_grammar import (
    ADDRESS,
    AREA_NAME,
    BARE,
    BARE_LATIN,
    BARE_LOWER,
    BARE_LOWER_FLAT,
    BARE_LOWER_HOUSE,
    CHAT_ANCHOR,
    CHAT_FORM,
    COUNTRY,
    FLAT_ANCHOR,
    FLAT_ANCHOR_LATIN,
    FLAT_FORM,
    FLAT_FORM_LATIN,
    HOUSE_FIRST,
    LABEL_STEMS,
    LATIN,
    MARK_LOWER,
    NAMED_HOUSE,
    PLOT_FIRST,
    SETTLE_FULL,
    SETTLED,
    SETTLED_LOWER,
    SHORT,
    SHORT_LOWER,
    SPOKEN,
    TIME_WORD_RE,
    WORD_RU,
)
from svaya.privacy.address_latin import latin_addresses, without_head
from svaya.privacy.address_org import Homes, line_head, organisation
from svaya.privacy.address_probable import counted, extended, probable_addresses
from svaya.privacy.address_text import latin_marks, original, part_colons, recased, squeezed
from svaya.privacy.keys import fold, text_key
from svaya.privacy.morphology import has_tag, is_known, readings
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

# "д.", "дом", "уч.", "участок", "вл.", "влд.", "владение", "двлд.", "зд.", "здание", "соор." in
# any case, then the number. The first letter is a class of its own (with the letters that match
# it in any case: "ᲁ" is a "д"), so the regex engine skips from one such letter to the next; a
# case-insensitive alternation first was tried at every position (7x slower).
_HOUSE_ANCHOR = re.compile(
    r"[ДдᲁУуВвᲀЗзСсᲃ](?:(?<=[Ддᲁ])(?i:\.|ом|влд\.)|(?<=[Уу])(?i:ч\.?|ч-к|част(?:ок|ке|ка))"
    r"|(?<=[Ввᲀ])(?i:лд?\.|ладение)|(?<=[Зз])(?i:д\.|дание)|(?<=[Ссᲃ])(?i:оор\.))\s?(?:№\s?)?\d"
)
_LOOK_BACK = 160
_LABELS = (
    *LABEL_STEMS,
    "addr", "deliver", "ship to", "lives at", "live at", "living at", "residence", "resides at",
)  # fmt: skip
_CHAT_LABELS = ("мы на ", "я на ")
# Street markers as written before a name, looked up in the folded text with str.find (a regex
# alternation of short words would be tried at every letter of the text): a short marker with
# the character after it, so "пр." is found and "при" is not.
_STREET_MARKERS = (
    "ул.", "ул ", "ул,", "улиц", "пр-т", "пр-кт", "просп", "пр.", "пр ", "пер.", "пер ", "переул",
    "б-р", "бульв", "ш.", "ш ", "шоссе", "наб.", "наб ", "набережн", "пл.", "пл ", "площад",
    "проезд", "пр-д", "мкр", "микрорайон", "тупик", "туп.", "туп ", "алле", "лини", "тракт",
    "спуск", "дорог", "просек", "слобод", "городок", "въезд", "вал ", "вал,", "квартал", "кв-л",
    "кольц",
    "ul.", "ul ", "ulitsa", "pr.", "pr-t", "prospekt", "per.", "pereulok", "st.", "street", "ave.",
    "ave ", "avenue", "nab.", "shosse", "bulvar", "pl.", "blvd", "str.", "str ", "prospect", "lane",
    "road", "rd.", "emb.", "embankment", "highway", "hwy", "sq.", "square", "proezd", "st,", "str,",
    "sh.", "ave,", "naberezhn", "ploshcha", "ploshad", "ploschad", "ulica", "pr-kt", "prosp.",
    "proyezd", "alleya", "mikrorayon",
)  # fmt: skip


# One regex written as a trie (svaya/privacy/trie.py) instead of a str.find per marker.
_MARKERS = trie_regex(_STREET_MARKERS)


def _street_markers(folded: str) -> list[int]:
    """Where a street marker starts a word, in order."""
    return [
        at
        for at in (m.start() for m in _MARKERS.finditer(folded))
        if not at or not (folded[at - 1].isalnum() or folded[at - 1] in "_-")
    ]


class AddressDetector:
    source = "pattern"

    def find(self, text: str) -> list[Span]:
        plain, cuts = squeezed(part_colons(text))
        plain = latin_marks(plain)
        folded = fold(plain)
        markers = _street_markers(folded)
        work = recased(plain, markers)
        spans = self._find(work, folded, markers)
        if work is text:
            return spans
        found = []
        for span in spans:
            start, end = original(span.start, cuts), original(span.end - 1, cuts) + 1
            value = text[start:end]
            found.append(Span(start, end, value, "pd.address", self.source,
                              text_key("pd.address", value)))  # fmt: skip
        return found

    def _find(self, text: str, folded: str, markers: list[int]) -> list[Span]:
        spans: list[Span] = []
        dropped: list[Span] = []
        searched_until = 0
        for anchor in _HOUSE_ANCHOR.finditer(text):
            if anchor.start() < searched_until:
                continue
            # Addresses do not run across lines, so the line start bounds the search too.
            line_start = line_head(text, anchor.start())
            begin = max(searched_until, anchor.start() - _LOOK_BACK, line_start)
            plot_first = PLOT_FIRST.match(text, anchor.start())
            for m in (
                ADDRESS.finditer(text, begin, anchor.end() + 60)
                if plot_first is None
                else [plot_first]
            ):
                if m.start() <= anchor.start() < m.end():
                    searched_until = m.end()
                    if not _garden_named(m):
                        break
                    start = _lower_town_before(text, m.start(), begin)
                    value = text[start : m.end()]
                    found = Span(start, m.end(), value, "pd.address", self.source,
                                 text_key("pd.address", value))  # fmt: skip
                    org = organisation(text, m.start(), m.end())
                    (dropped if org else spans).append(found)
                    break
        spans.extend(self._short_forms(text, spans, folded, markers))
        spans.extend(
            s for s in date_street_addresses(text, spans) if not organisation(text, s.start, s.end)
        )
        spans.extend(
            s
            for s in house_flat_addresses(text, spans) + dormitory_rooms(text)
            if not organisation(text, s.start, s.end)
        )
        spans.extend(probable_addresses(text, spans))
        spans = [without_head(s) for s in latin_addresses(text, spans)]
        if dropped:
            homes = Homes(spans)
            spans.extend(s for s in dropped if s.value in homes)
        return labelled_values(
            text,
            folded,
            [
                _with_dwelling(
                    text,
                    extended(
                        text,
                        with_town_and_district(
                            text, _with_place_lines(text, _with_places_before(text, s))
                        ),
                    ),
                )
                for s in spans
            ],
        )

    def _short_forms(
        self, text: str, full: list[Span], folded: str, markers: list[int]
    ) -> list[Span]:
        """Addresses without the full form's markers, at each anchor no address holds yet: a
        street marker (the short and the Latin grammar), a house marker with no street marker
        before it, an address label followed by "name house-flat"."""
        spans: list[Span] = []
        searched_until = 0
        held = sorted((s.start, s.end) for s in full)
        starts = [start for start, _ in held]
        label_starts: dict[int, list[int]] = {}
        for at, grammar in _anchors(text, folded, markers):
            k = bisect.bisect_right(starts, at) - 1
            if at < searched_until or (k >= 0 and at < held[k][1]):
                continue
            labelled = grammar in _AFTER_LABEL
            if labelled:
                if at not in label_starts:
                    label_starts[at] = _after_label(text, at)
                # a label's gap may hold a chat's next speaker, and a house said in words is long
                found = (grammar.match(text, i, i + 90) for i in label_starts[at])
                matches: Iterable[re.Match[str] | None] = found
            else:
                line_start = line_head(text, at)
                begin = max(searched_until, at - 60, line_start)
                matches = grammar.finditer(text, begin, at + 90)
            for m in matches:
                if m is not None and (
                    counted(text, m.end())
                    or (grammar in _LOWER_STREETS and _not_a_street(m, grammar is BARE_LOWER_HOUSE))
                ):
                    continue
                if m is not None and (labelled or m.start() <= at < m.end()):
                    searched_until = m.end()
                    if not organisation(text, m.start(), m.end()):
                        start = _town_in_lower_case(text, m.start(), at)
                        value = text[start : m.end()].rstrip(" ,")
                        spans.append(Span(start, start + len(value), value, "pd.address",
                                          self.source, text_key("pd.address", value)))  # fmt: skip
                    break
        return spans


def _garden_named(m: re.Match[str]) -> bool:
    """A partnership's name in lower case reads as a name ("снт рассвет", "кп сосновый бор"),
    in the nominative as a name after its kind stays, or is unknown to the dictionary; not a
    verb or a word in another case ("снт продал участок 5", "кп клиенту")."""
    name = m.group("garden")
    if name is None:
        return True
    word = name.split()[0].split("-")[0]
    if not word.isalpha() or not is_known(word):
        return True
    return any("nomn" in r.tag and "Apro" not in r.tag for r in readings(word))


# What kind of home it is, in brackets after the address ("Рыбаков 14 (частный дом)").
_DWELLING = re.compile(
    r"[ \t]?\((?:частн\w*[ \t](?:дом|сектор)|сво[йё][ \t]дом|собственн\w*[ \t]дом|дом[ \t]частн\w*"
    r"|коттедж|дача|общежити\w*|барак|времянка)\)"
    r"(?:,?[ \t]?(?:комн\.?|комната|ком\.)[ \t]?\d{1,4}(?!\d))?"
)


# A home's parts after the house, in any order, as a chat writes them: the entrance, the floor,
# the flat, the intercom ("садовая 12, 2 подъезд, кв 40", "портовая 5 подъезд 3 кв 17", "…, кв 9,
# 2-й подъезд, 5 этаж"); a number with no word after it is no part ("кв 5, 12 штук").
_HOME_PART = (
    r"(?:[1-9]\d?(?:-?[йм])?[ \t]?(?:подъезд|под\.?|этаж|эт\.?)(?![а-яё])"
    r"|(?:подъезд|под\.|под|этаж|эт\.|эт|кв\.|кв|квартира|домофон)[ \t]?(?:№[ \t]?)?\d{1,4}"
    r"(?:[а-як]|#)?(?![\w/-]))"
)
_HOME_PARTS = re.compile(rf"(?:,?[ \t]{{1,2}}{_HOME_PART})+", re.I)


def _with_dwelling(text: str, span: Span) -> Span:
    parts = _HOME_PARTS.match(text, span.end)
    if parts is not None:
        value = text[span.start : parts.end()]
        span = Span(span.start, parts.end(), value, "pd.address", span.source,
                    text_key("pd.address", value))  # fmt: skip
    m = _DWELLING.match(text, span.end)
    if m is None:
        return span
    value = text[span.start : m.end()]
    return Span(
        span.start, m.end(), value, "pd.address", span.source, text_key("pd.address", value)
    )


# A line of places alone: a postcode, a country, a region, a settlement by its marker ("241101,
# Брянская обл.", "г. Липецк, 398473", "125009 Москва"); above the address, after a label or a
# chat's speaker ("Адрес проживания: г. Кинешма,", "Должник: 275340 Ивановская обл."); a town
# the dictionary knows, alone on its line ("Ухта,"); below it, the flat ("кв. 5").
_PLACE_PART = rf"(?:\d{{6}}(?:,?[ \t]{WORD_RU}(?=[ \t,.]*$))?|{COUNTRY}|{AREA_NAME}|{SETTLED})"
_FLAT_LINE = r"(?i:кв\.?|квартира|комн\.?|комната)[ \t]?(?:№[ \t]?)?\d{1,4}[а-я]?"
_PLACES = rf"{_PLACE_PART}(?:,?[ \t]?{_PLACE_PART}){{0,3}}"
_PLACE_LINE = re.compile(rf"[ \t]*(?:{_PLACES}|({WORD_RU})|{_FLAT_LINE})[ \t,.]*$", re.M)
_PLACE_LINE_ABOVE = re.compile(
    rf"(?:[^\n:]{{1,60}}(?::|[ \t][—–-]|по[ \t]адресу))?[ \t]*(?:({_PLACES})|({WORD_RU}))[ \t,.]*$",
    re.M,
)
_LINE_END = re.compile(r"[ \t,.]*$", re.M)


def _town(word: str | None) -> bool:
    """No word alone, or one the dictionary reads first as a place ("Ухта"; not "Марсель")."""
    return word is None or "Geox" in readings(word)[0].tag


# The places before an address on its line, a comma or a space after each ("420111, Московская
# обл., Лаишевский муниципальный район, "): a short form is looked for from 60 characters before
# its street marker, and a region, a district and a settlement may hold more.
_PLACES_BEFORE = re.compile(rf"(?:{_PLACE_PART}(?:,[ \t]?|[ \t]))+\Z")
_PLACES_LOOK_BACK = 120
# What a place before an address must hold, looked for first (cheaper than the places' grammar).
_PLACE_WORD = re.compile(
    r"\d{6}|(?i:обл|р-н|район|кра[йяю]|респ|округ|ао\b|г\.|пос|пгт|рп\b|дер|сел|ст-ца)"
)


# A microdistrict's or a quarter's number before its marker ("111 мкр д 31 кв 190", "3-й
# квартал"): the address's, not a count.
_NUMBERED_AREA = re.compile(r"(?i:мкр|мкрн|микрорайон|квартал|кв-л)\b")
_AREA_NUMBER = re.compile(r"(?<![\w.,/-])\d{1,3}(?:-?[йи])?[ \t]+$")


def _with_places_before(text: str, span: Span) -> Span:
    if _NUMBERED_AREA.match(text, span.start) and (
        number := _AREA_NUMBER.search(text, max(0, span.start - 8), span.start)
    ):
        value = text[number.start() : span.end]
        span = Span(number.start(), span.end, value, "pd.address", span.source,
                    text_key("pd.address", value))  # fmt: skip
    line_start = line_head(text, span.start)
    begin = max(line_start, span.start - _PLACES_LOOK_BACK)
    if not _PLACE_WORD.search(text, begin, span.start):
        return span
    m = _PLACES_BEFORE.search(text, begin, span.start)
    if m is None or (m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] in ".-")):
        return span
    value = text[m.start() : span.end]
    return Span(
        m.start(), span.end, value, "pd.address", span.source, text_key("pd.address", value)
    )


def _with_place_lines(text: str, span: Span) -> Span:
    """`span` with the lines of places alone before and after it, when it begins or ends its line:
    an address written on two or three lines ("241101, Брянская обл.\\nг. Брянск, ш. Московское,
    д. 125", "ул. Мира, д. 7, кв. 3\\nг. Липецк, 398473")."""
    start, end = span.start, span.end
    for _ in range(2):
        line_start = line_head(text, start)
        if not line_start or text[line_start - 1] != "\n" or text[line_start:start].strip():
            break
        above = text.rfind("\n", 0, line_start - 1) + 1
        m = _PLACE_LINE_ABOVE.match(text, above, line_start - 1)
        if m is None or not _town(m.group(2)):
            break
        start = m.start(1) if m.group(1) else m.start(2)
        if text[above:start].strip():
            break  # a label's value begins there: no line above it is the address's
    for _ in range(2):
        tail = _LINE_END.match(text, end)
        if not tail or tail.end() >= len(text):
            break
        m = _PLACE_LINE.match(text, tail.end() + 1)
        if m is None or not _town(m.group(1)):
            break
        line_end = text.find("\n", tail.end() + 1)
        end = len(text[: len(text) if line_end < 0 else line_end].rstrip(" \t,."))
    if (start, end) == (span.start, span.end):
        return span
    value = text[start:end]
    return Span(start, end, value, "pd.address", span.source, text_key("pd.address", value))


# Between a label and its value: separators and a word or two ("регистрации:", "— ", "(факт.):",
# a question: "Куда везти?\n", "Где живете?\n"), an aside in brackets ("(если не по прописке):"),
# or in a chat the next speaker's line ("Уточните адрес доставки.\nКлиент: …", "[12:05] Дима: …");
# a number among the words ("адрес участка № 2 для писем:").
_LABEL_GAP = re.compile(
    r"[а-яёa-z]*[\s:;—–-]*(?:\([^()\n]{1,40}\)[\s:;—–-]*)?"
    r"(?:(?:[а-яё()]+\.?\)?[?!]?|№[ \t]?\d{1,4})[\s:;—–-]+){0,4}"
    r"(?:[.?!]?[ \t]*\n[ \t]*(?:(?:\[[\d:]+\][ \t]*)?[А-ЯЁ][а-яё]+:[ \t]*)?)?"
)
_LABELLED = (BARE, BARE_LOWER, BARE_LOWER_HOUSE, BARE_LATIN, SPOKEN)
_AFTER_LABEL = (*_LABELLED, BARE_LOWER_FLAT)
_LABEL_WORDS = trie_regex(_LABELS)
_CHAT_LABEL_WORDS = trie_regex(_CHAT_LABELS)
_SETTLE_WORD = re.compile(SETTLE_FULL)


def _not_a_street(m: re.Match[str], house_alone: bool = False) -> bool:
    """A chat street in lower case is a noun or an adjective, not a word of time, an adverb or
    a verb ("курьер: завтра 12", "живу здесь 5"): its word before the house's number. With a
    house alone after it, a noun is a street's name in the genitive ("мермерины 7"), not in the
    nominative ("права: общая долевая собственность, 1/2")."""
    head = _FIRST_NUMBER.split(m.group(), 1)[0]
    words = [word for word in head.replace(",", " ").split()[-1:] if word.isalpha()]
    return any(
        TIME_WORD_RE.match(word)
        or not _street_word(word)
        or (house_alone and _nominative_noun(word))
        for word in words
    )


def _street_word(word: str) -> bool:
    """A noun or an adjective; a village's name reads as a short adjective alone ("быково"),
    where an adverb also has other readings ("хорошо", "плохо")."""
    parses = readings(word)
    return parses[0].tag.POS in (None, "NOUN", "ADJF") or all(p.tag.POS == "ADJS" for p in parses)


def _nominative_noun(word: str) -> bool:
    """A known noun in the nominative, not a place's name: a settlement and a house after an
    address's label are an address ("проживаю: горнозаводск 135", "Прописка: ивановка 12")."""
    parses = readings(word)
    return (
        parses[0].tag.POS == "NOUN"
        and is_known(word)
        and not any("gent" in p.tag or "Geox" in p.tag for p in parses)
    )


_FIRST_NUMBER = re.compile(r"(?:\s(?:д\.?\s?|дом\s))?\d")
_HOUSE_NEXT = re.compile(r"(?:д\.?\s?|дом\s)?\d{1,4}[а-я]?(?![\w-])(?!\s(?:лини|ул|пр|пер|мкр))")
_LOWER_STREETS = (BARE_LOWER_HOUSE, CHAT_FORM)


_LOWER_TOWN = re.compile(r"(?:\d{6},?\s)?([а-яё]{3,}(?:-[а-яё]+)*),?\s")
# A pronoun, a preposition, a particle, an adverb: no town ("мой", "для", "вот", "тут").
_FUNCTION_WORD = frozenset({"Apro", "NPRO", "PREP", "CONJ", "PRCL", "ADVB"})


def _town_in_lower_case(text: str, start: int, anchor: int) -> int:
    """Where the address starts: a word in lower case before the street is taken as a town only
    when it is a shorthand of three letters ("мск", "врн") or the dictionary knows it as a place
    ("курск"); otherwise ("живу ул. …") the address starts after it."""
    m = _LOWER_TOWN.match(text, start, anchor)
    if m is None:
        return start
    word = m.group(1)
    # a chat's words before the street: "мой адрес садовая д17 кв12"
    if word.startswith(LABEL_STEMS) or _FUNCTION_WORD.intersection(readings(word)[0].tag.grammemes):
        return _town_in_lower_case(text, m.end(), anchor)
    if len(word) == 3 or has_tag(word, ("Geox",)) or _SETTLE_WORD.fullmatch(word):
        return start
    # the street itself, its house right after it ("ленинградская 7 под 1")
    if _HOUSE_NEXT.match(text, m.end()):
        return start
    # a title in the genitive before a name in lower case begins the street's name ("академика
    # павлова 79"; not "мамы ул. Ленина")
    if m.group().endswith(" ") and _NAME_IN_LOWER_CASE.match(text, m.end()):
        first = readings(word)[0]
        if "gent" in first.tag and first.tag.POS == "NOUN":
            return start
    return m.end()


_NAME_IN_LOWER_CASE = re.compile(
    rf"(?!{MARK_LOWER}\s|(?:обл|област|кра[йя]|р-н|район|город|гор|пгт|пос|дер|сел)[а-яё]*[\s.,])"
    r"[а-яё]{3,}"
)


_LOWER_TOWN_BEFORE = re.compile(r"(?<![\w.-])(?:\d{6},?\s)?[а-яё]{3,}(?:-[а-яё]+)*,?\s$")


def _lower_town_before(text: str, start: int, begin: int) -> int:
    """Where the full form's address starts: its town in lower case before it ("курск ул Карла
    Маркса д.135"), as the short forms take it, or `start`."""
    m = _LOWER_TOWN_BEFORE.search(text, max(begin, start - 40), start)
    if m is None or _town_in_lower_case(text, m.start(), start) != m.start():
        return start
    return m.start()


_WORD_START = re.compile(r"(?<![\w.-])[\w«\"]")


def _after_label(text: str, at: int) -> list[int]:
    """Where a value may start after the label ending at `at`: a word start inside the longest
    gap (its words may be the value's: "адрес: курск ул. Ленина 5") or the gap's end."""
    gap = _LABEL_GAP.match(text, at)
    end = at if gap is None else gap.end()
    found = [m.start() for m in _WORD_START.finditer(text, at, end)]
    return found if found and found[-1] == end else [*found, end]


# "д" first and no letter looked behind before it, so the regex engine skips from "д" to "д" ("(д.
# 71, кв. 301, наб. Волжская)" has a bracket before it).
_HOUSE_MARK = re.compile(r"д(?<![\w.-]д)(?:\.|ом[еау]?)?\s?\d")


_LOWER_NAME_AFTER = re.compile(r"[\w-]+\.?[ \t]?[а-яё]")


def _lower_name_beside(text: str, at: int) -> bool:
    """A street's name in lower case after its marker or before it ("переулок лесной",
    "молодёжный проезд"): where SETTLED_LOWER may find an address."""
    return bool(_LOWER_NAME_AFTER.match(text, at)) or (
        at >= 2 and text[at - 1] == " " and "а" <= text[at - 2] <= "я"
    )


def _anchors(text: str, folded: str, markers: list[int]) -> list[tuple[int, re.Pattern[str]]]:
    found = []
    for at in markers:
        found += (
            [(at, SETTLED_LOWER), (at, SHORT), (at, SHORT_LOWER), (at, SPOKEN)]
            if text[at] >= "а" and _lower_name_beside(text, at)
            else [(at, SHORT), (at, SHORT_LOWER), (at, SPOKEN)]
            if text[at] >= "А"
            else [(at, LATIN)]
        )
    houses = [m.start() for m in _HOUSE_MARK.finditer(folded)]
    found += [(at, NAMED_HOUSE) for at in houses]
    found += [(at, HOUSE_FIRST) for at in houses]
    found += [(m.start(), FLAT_FORM) for m in FLAT_ANCHOR.finditer(folded)]
    found += [(m.start(), CHAT_FORM) for m in CHAT_ANCHOR.finditer(folded)]
    found += [(m.start(), FLAT_FORM_LATIN) for m in FLAT_ANCHOR_LATIN.finditer(folded)]
    for m in _LABEL_WORDS.finditer(folded):
        found += [(m.end(), g) for g in _LABELLED]
    for m in _CHAT_LABEL_WORDS.finditer(folded):
        found += [(m.end(), g) for g in (BARE, BARE_LOWER_FLAT, SPOKEN)]
    return sorted(found, key=lambda item: item[0])
