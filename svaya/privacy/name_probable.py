"""A probable name, scored from the evidence any writer's names carry, whatever words the writer
puts around them.

The other name rules each read one way of writing a name. A new writer keeps finding ways none of
them lists (a rare diminutive alone, a first name alone in capitals, initials with no stops or
joined by a hyphen, a surname in lower case after a form's label), so this layer adds up evidence
instead of matching a family:

- what the dictionary says of the word, in any letter case: how much of its weight goes to first
  name, surname or patronymic readings, how much to ordinary words and to places, companies and
  brands (those count against it);
- its shape: a surname's ending (-ов, -ина, -ский, -енко, -дзе, -ян, -ых …), a familiar first
  name's suffix on a word the dictionary does not know ("Демидка"), or no reading at all;
- what stands beside it: initials in any spelling (with or without stops, glued, joined by a
  hyphen, Latin look-alikes), a form's label ("фамилия"), being called out ("Гаша, …"), a
  capital inside a sentence.

A word whose score passes `THRESHOLD` is taken, with the initials beside it. What says it is not a
person (inside a company's name or quotation marks, after a street marker, after its kind's noun)
is left to the filters every rule's names go through (name_rules._kept, names._without_things).
Where a name is only probable it is taken: a missed name costs more than an over-replaced word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import (
    PERSON_TAGS,
    Word,
    derived,
    garbled_word,
    has_tag,
    is_known,
    word_of,
)
from svaya.privacy.name_alone import sky_before_its_noun
from svaya.privacy.name_context import CALLED_OUT, SENTENCE_END, number_before
from svaya.privacy.name_first import ordinary_word_alone
from svaya.privacy.name_surnames import NOT_INITIALS
from svaya.privacy.name_words import diminutive

THRESHOLD = 0.6
_NOT_INITIALS = frozenset(NOT_INITIALS.split("|"))

# Capital letters an initial may be written with: Cyrillic, and the Latin look-alikes a scan or
# a keyboard layout puts for them.
_CAP = "А-ЯЁABEKMHOPCTX"
_WORD = re.compile(r"(?<![\w.-])[А-ЯЁа-яё][а-яё]+(?:-[А-ЯЁ][а-яё]+)?(?![\w])|"
                   r"(?<![\w.-])[А-ЯЁ]{4,}(?:-[А-ЯЁ]{3,})?(?![\w])")  # fmt: skip
# Three capitals or fewer are an abbreviation far more often than a name ("АНО", "ООО").
# Initials after a word: "Ожогин З.Д.", "Мокрых ФВ", "Гнатенко-Е.М.", "Гнатенко Е. М."
_DOTTED_AFTER = re.compile(rf"(?:[ \t]*-[ \t]*|[ \t]+)[{_CAP}]\.(?:[ \t]?[{_CAP}]\.?)?(?![\w])")
_BARE_AFTER = re.compile(rf"[ \t]+([{_CAP}]{{2}})(?![\w.])")
# Initials before a word: "З.Д. Ожогин", "Г.M.Зиннатуллина", "ЗД Ожогин".
_DOTTED_BEFORE = re.compile(rf"(?<![\w.])[{_CAP}]\.[ \t]?(?:[{_CAP}]\.)?[ \t]?$")
_BARE_BEFORE = re.compile(rf"(?<![\w.])([{_CAP}]{{2}})[ \t]+$")
# A form's label right before the word, whatever the letter case of the value.
_LABEL_BEFORE = re.compile(
    r"(?<![\w])(?:фамилия|имя|отчество|фио|ф\.и\.о\.)[ \t]*[:\-–]?[ \t]*$", re.IGNORECASE
)
_CUT_SHORT = re.compile(r"\.[ \t]?[а-яё]")
_YEAR_AFTER = re.compile(r" (?:19|20)\d\d(?!\d)")
_HOUSE_AFTER = re.compile(r",?[ \t]+\d{1,3}[а-я]?(?:[,/ ]|$)")
_SURNAME_END = re.compile(
    r"(?:[оеё]в|[иы]н)(?:а|у|ым|ом|е|ой|ою|ым)?$|(?:ск|цк)(?:ий|ая|ого|ому|им|ом|ой|ую)$"
    r"|(?:енко|ко|ук|юк|чук|дзе|швили|ян|янц|ых|их)$"
)


def probable_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _WORD.finditer(text):
        word, start, end = m.group(), m.start(), m.end()
        if word.islower():
            found = _lower(text, start, end)
        else:
            found = _scored(text, start, end, word)
        if found is not None:
            yield found


def _lower(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A lower-case word is looked up only where a label or initials stand beside it: most
    words of a text are lower case and ordinary."""
    if _LABEL_BEFORE.search(text, max(0, start - 16), start) is None:
        return None
    return (start, end) if word_score(text[start:end]) + 0.4 >= THRESHOLD else None


def _scored(text: str, start: int, end: int, word: str) -> tuple[int, int] | None:
    if number_before(text, start) or _CUT_SHORT.match(text, end):
        return None
    if _YEAR_AFTER.match(text, end) or _HOUSE_AFTER.match(text, end):
        return None  # "за Август 2024", a street with no marker: "Ухта, Щорса, 93"
    score = word_score(word)
    if score + 1.2 < THRESHOLD:
        return None  # no context could make it a name: spare the context's look
    span_start, span_end = start, end
    initials = 0.0
    if (after := _DOTTED_AFTER.match(text, end)) is not None:
        initials, span_end = 1.0, after.end()
    elif (after := _BARE_AFTER.match(text, end)) is not None and _bare(after.group(1), word):
        initials, span_end = 0.7, after.end()
    if (before := _DOTTED_BEFORE.search(text, max(0, start - 6), start)) is not None:
        initials, span_start = max(initials, 1.0), before.start()
    elif (before := _BARE_BEFORE.search(text, max(0, start - 4), start)) is not None and _bare(
        before.group(1), word
    ):
        initials, span_start = max(initials, 0.7), before.start()
    if (
        not initials
        and not word.isupper()
        and is_known(word)
        and not _LABEL_BEFORE.search(text, max(0, start - 16), start)
    ):
        return None  # a known word in title case alone is the tagger's and the other rules' call
    if not initials and (
        _in_place_name(text, start)
        or ordinary_word_alone(text, start, end)
        or sky_before_its_noun(text, start, end)
    ):
        return None  # "г. Королёв", "улица 26 Бакинских Комиссаров", "Мороз, гололёд и …",
        # "Пущкинская карта" (a misspelt adjective before its noun)
    score += initials + _position(text, start, end, word)
    return (span_start, span_end) if score >= THRESHOLD else None


def _bare(letters: str, word: str) -> bool:
    """Two capitals with no stops are initials unless they are a word ("НА", "ИЗ") or an
    abbreviation ("РФ", "ИП"; an interjection's reading, "АА", says nothing), or stand beside
    a place ("Ростов НД", "Тамбов ЖД")."""
    if letters in _NOT_INITIALS:
        return False
    entry = word_of(letters)
    if entry.known and not all("INTJ" in p.tag for p in entry.readings):
        return False
    return not any(part and has_tag(part, ("Geox", "Orgn")) for part in word.split("-"))


# A place's marker earlier in the same clause: the words after it name the place or the street
# ("г. Киров", "ул. 2-я Советская", "улица 26 Бакинских Комиссаров").
_PLACE_BEFORE = re.compile(
    r"(?<![\w-])(?:г|гор|пос|пгт|с|д|ст|ул|пр|пр-т|пр-кт|просп|пер|б-р|пл|наб|ш|мкр|р-н|обл)\."
    r"[^,;\n]{0,30}$|(?<![\w-])(?:город|поселок|посёлок|село|деревня|улица|проспект|переулок"
    r"|бульвар|площадь|набережная|шоссе|станция|метро|район|область)[ \t][^,;\n]{0,30}$",
    re.IGNORECASE,
)


# "на Лиговском", "в Заречном": a place's case after a place's preposition.
_AT_PLACE = re.compile(r"(?<![\w-])(?:на|в|во)[ \t]$", re.IGNORECASE)


def _in_place_name(text: str, start: int) -> bool:
    return (
        _PLACE_BEFORE.search(text, max(0, start - 44), start) is not None
        or _AT_PLACE.search(text, max(0, start - 4), start) is not None
    )


def _position(text: str, start: int, end: int, word: str) -> float:
    if _LABEL_BEFORE.search(text, max(0, start - 16), start) is not None:
        return 0.6
    # One calls a person by a first name or a familiar one, not by a surname ("Мороз, гололёд
    # и …" is a list).
    called = CALLED_OUT.match(text, end) is not None and _callable(word)
    if word.isupper():
        return 0.2 if called else 0.0
    if SENTENCE_END.search(text, max(0, start - 3), start):
        return 0.3 if called else -0.2
    return 0.5 if called else 0.3


def _callable(word: str) -> bool:
    title = word[:1].upper() + word[1:].lower()
    return derived(title, ("callable",), lambda e: not e.known or "Name" in e.grammemes)


def word_score(word: str) -> float:
    """The word's evidence of being a name by itself, from about -1 (a place, an ordinary word)
    to about 1.5 (a surname the dictionary knows, shaped like one)."""
    if "-" in word:  # a double surname is one when both its parts may be: not "Мороз-Холод"
        return min(word_score(part) for part in word.split("-"))
    title = word[:1].upper() + word[1:].lower()
    return derived(title, ("probable_score",), _score_of)


def _score_of(entry: Word) -> float:
    if not entry.readings:
        return 0.0
    word = entry.readings[0].word
    shape = 0.5 if _SURNAME_END.search(word) and len(word) > 4 else 0.0
    if garbled_word(word):
        return -1.0  # "Россииской": an ordinary word a scan misread
    if not entry.known:
        # The dictionary's guesses for an unknown word say little; its being unknown and
        # capitalised is the evidence, with its shape.
        familiar = 0.6 if len(word) > 3 and diminutive(entry.readings[0].word.capitalize()) else 0
        return 0.2 + max(shape, familiar)
    person = _share(entry, PERSON_TAGS)
    proper = _share(entry, ("Geox", "Orgn", "Trad"))
    common = 1.0 - person - proper
    return person + shape - 0.6 * max(common, 0.0) - proper


def _share(entry: Word, tags: tuple[str, ...]) -> float:
    """The weight of the readings with one of `tags`; a name's only in the singular (a plural
    "Шенгена" is the dictionary's guess, not a person)."""
    return sum(
        p.score
        for p in entry.readings
        if any(t in p.tag for t in tags) and (tags != PERSON_TAGS or "sing" in p.tag)
    )
