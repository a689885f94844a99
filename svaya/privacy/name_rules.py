"""Person names the news tagger misses, found by how Russian names are written.

The tagger (names.py) learnt from edited news: names in title case, in full. Forms, chats and
scans also write them
- in lower case or in capitals: "петров иван", "СИДОРОВА ЕЛЕНА" — a first name beside a surname
  or a patronymic that agrees with it in gender and case;
- as a first name or a diminutive alone: "Дима, перезвоните" — a capitalised word the dictionary
  reads as a first name, inside a sentence or called out (followed by a comma or "!"); in lower
  case, name_chat.py; what the dictionary says of a word as a first name, name_words.py;
- with a surname that is also an ordinary word: "Волк Лилия Петровна" — a noun right before (or
  after) a first name and patronymic that agree, unless it is a title or a role ("Клиентка");
- letter-spaced: "И в а н о в";
- in Latin letters: "Ivan Petrov", "ELENA SOKOLOVA" — two or three words that read back into
  Cyrillic as parts of a name, one of them a first name or a patronymic, or a surname by its
  ending beside a word no English word is spelt like ("Leysan Gracheva", "eldar sabirov");
- as a surname alone inside a sentence that the dictionary knows as another word: a word in
  -ов/-ин read as an adjective or a plural ("это Лыков?"), an animal's name ("у Синицы"), a
  double surname ("у Грачёвой-Лапшиной"); not a place ("на Соколе", "станция Сокол");
- as a familiar first name the dictionary does not know ("Санёк", "Настюха", "Ильдарчик").

Where a name is only probable it is taken: the route policy decides what may leave, and a missed
name costs more than an over-replaced word.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator
from typing import Any, NamedTuple

from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.memo import cached
from svaya.privacy.morphology import (
    PERSON_TAGS,
    PROPER_TAGS,
    Word,
    derived,
    has_tag,
    is_known,
    morph,
    readings,
    word_of,
)
from svaya.privacy.name_adjectival import adjectival_surnames
from svaya.privacy.name_alone import (
    animal_surnames,
    double_surnames,
    lower_ov_surnames,
    ov_surnames,
    sky_surnames,
)
from svaya.privacy.name_chat import lower_first_names
from svaya.privacy.name_context import CALLED_OUT as _CALLED_OUT
from svaya.privacy.name_context import NUMBER_BEFORE as _NUMBER_BEFORE
from svaya.privacy.name_context import (
    PRONOUN_BEFORE,
    abstract_noun,
    after_role,
    first_name_forms,
    surname_shape,
    titled_beside_initials,
)
from svaya.privacy.name_context import ROLES as _ROLES
from svaya.privacy.name_context import (
    SENTENCE_END as _SENTENCE_END,
)
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_lines import companies_on
from svaya.privacy.name_maiden import maiden_names
from svaya.privacy.name_words import diminutive as _diminutive
from svaya.privacy.name_words import name_share

Spans = list[tuple[int, int]]

_QUOTES = frozenset('«»“”„"')
# Endings of surnames and patronymics in any case: a cheap sieve before the dictionary is asked.
# Lower-case words and the endings of surnames and patronymics in any case: a cheap sieve before
# the dictionary is asked (str.endswith with a tuple, not a regex that backtracks over a word).
_LOWER_WORDS = re.compile(r"[а-яё](?<![\w-][а-яё])[а-яё]+(?![\w-])")
_SURNAME_ENDINGS = tuple(
    stem + case
    for stems, cases in (
        (("ов", "ев", "ёв", "ин", "ын"), ("", "а", "у", "ым", "ом", "е", "ой", "ою", "ых")),
        (("ск", "цк"), ("ий", "ая", "ого", "ой", "ому", "им", "ом", "ую")),
        (("ич", "вн"), ("", "а", "у", "ем", "е", "ы", "ой", "ою", "ну", "не")),
        (("ук", "юк", "чк"), ("", "а", "у", "ом", "е")),
        (("ко", "ых", "их"), ("",)),
    )
    for stem in stems
    for case in cases
)
_ENDS = frozenset(_SURNAME_ENDINGS)


def _ending_lookbehind() -> str:
    """One lookbehind per ending length (Python's lookbehind is of fixed width)."""
    by_length: dict[int, list[str]] = {}
    for ending in _ENDS:
        by_length.setdefault(len(ending), []).append(ending)
    return "|".join(f"(?<={'|'.join(sorted(group))})" for _, group in sorted(by_length.items()))


# A word in lower case of at least four letters that ends like a surname or a patronymic: the
# regex engine checks the endings, so the words that cannot be one cost no Python at all.
_LOWER_SURNAME_LIKE = re.compile(
    rf"[а-яё](?<![\w-][а-яё])[а-яё]{{3,}}(?![\w-])(?:{_ending_lookbehind()})"
)
_LOWER_WORD = re.compile(r"[а-яё]+")
# Each pattern starts with a letter class and looks behind only after it, so the regex engine
# skips ahead to the next such letter instead of trying the lookbehind at every position.
_CAPITALISED = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?![\w-])")
_NOT_A_SURNAME = ("ADJF", "PRTF", "VERB", "INFN", "GRND", "PRCL", "INTJ", "CONJ", "PREP", "NPRO")
_SPACED = re.compile(
    r"[А-ЯЁа-яё](?<![^\s«\"“„(][А-ЯЁа-яё])(?: [А-ЯЁа-яё]){2,}"
    r"(?:[ \t]{2,3}[А-ЯЁа-яё](?: [А-ЯЁа-яё]){2,})*(?!\S)"
)
_SPACED_WORD = re.compile(r"[А-ЯЁа-яё](?: [А-ЯЁа-яё])+")
_LATIN_RUN = re.compile(
    r"[A-Z](?<![\w-][A-Z])(?:[a-z']+|[A-Z]+)(?:-[A-Z][a-z']+|-[A-Z]+)?"
    r"(?:[ ](?:[A-Z][a-z']+(?:-[A-Z][a-z']+)?|[A-Z]{2,}(?:-[A-Z]{2,})?)){1,2}(?![\w-])"
)
_LATIN_WORD = re.compile(r"[A-Za-z']+(?:-[A-Za-z']+)?")


class Found(NamedTuple):
    """Names the rules found, longest first where they overlap; `blind` are those the tagger
    cannot find by itself (lower case, capitals, letter-spaced, Latin, a surname that is an
    ordinary word), so a line they settle need not go to it."""

    names: Spans
    blind: Spans


def find_names(text: str) -> Found:
    """The names these rules find; none inside a company's name ("ООО «Прометей»") or right
    inside quotation marks («Иван Петрович»).

    A name does not run across a line break, so the rules read each line on its own, and a line
    read before is not read again (`_line_names`): a tool result's lines ("note: Остаток
    переведен…", "holder_type: юридическое лицо") recur from pass to pass."""
    if "\n" not in text:
        return _line_names(text)
    names: Spans = []
    blind: Spans = []
    offset = 0
    for line in text.split("\n"):
        if line:
            found = _line_names(line)
            if found.names:
                names += [(start + offset, end + offset) for start, end in found.names]
                blind += [(start + offset, end + offset) for start, end in found.blind]
        offset += len(line) + 1
    speakers = _chat_speakers(text)
    if speakers:
        spoken = list(_speakers_named(text, speakers))
        names, blind = _longest(names + spoken), _longest(blind + spoken)
    return Found(names, blind)


def _speakers_named(text: str, stems: frozenset[str]) -> Iterator[tuple[int, int]]:
    for m in _CAPITALISED.finditer(text):
        if _speaker_word(m.group(), stems, text, m.end()):
            yield m.span()


_LONG_LINE = 2000


def _line_names(line: str) -> Found:
    return _names_of(line) if len(line) > _LONG_LINE else _cached_line_names(line)


@cached("name_rules.line", 16384)
def _cached_line_names(line: str) -> Found:
    return _names_of(line)


def _names_of(text: str) -> Found:
    titled = _capitals_titled(text)
    initialled = titled_beside_initials(text)
    blind = _kept(text, [
        *_lower_case_names(text),
        *sky_surnames(text),
        *ov_surnames(text),
        *lower_ov_surnames(text),
        *double_surnames(text),
        *animal_surnames(text),
        *_word_surnames(text),
        *_latin_names(text),
        *_lower_latin_names(text),
        *_booked_names(text),
        *_handle_names(text),
        *_lower_with_initials(text),
        *lower_first_names(text),
        *maiden_names(text),
        *(_word_surnames(titled) if titled is not None else ()),
        *(_pairs(titled) if titled is not None else ()),
        *(adjectival_surnames(titled) if titled is not None else ()),
        *(_with_initials(initialled) if initialled is not None else ()),
    ]) + _kept(text, list(_spaced_names(text)), quoted=True)  # fmt: skip
    other = _kept(
        text,
        [
            *_first_names(text),
            *_pairs(text),
            *adjectival_surnames(text),
            *_with_initials(text),
            *_undotted_initials(text),
            *after_role(text),
            # "ИВАНОВ Иван Петрович": the tagger still reads such a line (a heading's word in
            # capitals may stand there too).
            *(_word_surnames(initialled) if initialled is not None else ()),
            *(adjectival_surnames(initialled) if initialled is not None else ()),
        ],
    )
    return Found(_longest(blind + other), _longest(blind))


def _kept(text: str, found: Spans, quoted: bool = False) -> Spans:
    """`found` but inside a company's name, right inside quotation marks (unless `quoted`: a
    letter-spaced surname is quoted as it is spelt out, «Л ы к о в»; or a full name is all
    they hold), or after a street marker."""
    if not found:
        return found
    names = companies_on(text, 0, len(text))
    starts = [start for start, _ in names]
    return [
        (start, end)
        for start, end in found
        if not _in_company(names, starts, start, end)
        and (
            quoted
            or (text[start - 1 : start] not in _QUOTES and text[end : end + 1] not in _QUOTES)
            or _quoted_in_full(text, start, end)
            or _JSON_VALUE_BEFORE.search(text, max(0, start - 4), start) is not None
        )
        and not after_street_marker(text, start)
    ]


# A JSON string's value ("holder": "Гусев Артём"): JSON quotes every string, a company's
# quotation marks are its own.
_JSON_VALUE_BEFORE = re.compile(r':[ \t]?"$')


def _quoted_in_full(text: str, start: int, end: int) -> bool:
    """A full name that is all the quotation marks hold («Белова Дарья Игоревна»): a company
    named after a person adds a word to the name («Иван Петрович и партнеры», «Гусейнов»)."""
    return (
        text[start - 1 : start] in _QUOTES
        and text[end : end + 1] in _QUOTES
        and text.count(" ", start, end) == 2
    )


# A street named after a person ("ул. Карла Маркса", "пр-т Маршала Жукова") is a place.
_STREET_BEFORE = re.compile(
    r"(?<![\w-])(?:ул\.?|улица|пр-т|пр-кт|просп\.?|проспект|пр\.|пер\.?|переулок|б-р|бульвар"
    r"|пл\.|площадь|наб\.|набережная|ш\.?|шоссе|им\.|имени)(?:\s?|\s(?-i:[А-ЯЁ][а-яё]+) )$",
    re.IGNORECASE,
)


def after_street_marker(text: str, start: int) -> bool:
    """A street named after a person: the marker, perhaps the name's first word, then it."""
    return _STREET_BEFORE.search(text, max(0, start - 24), start) is not None


_CAPS_RUN = re.compile(r"[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?(?:[ \t]+[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?)+")
_CAPS_WORD = re.compile(r"[А-ЯЁ]{2,}")


def _capitals_titled(text: str) -> str | None:
    """The text with each run of two or more words in capitals written in title case ("ГРОЗА
    АРТЁМ СЕРГЕЕВИЧ" → "Гроза Артём Сергеевич"), the same length, so the title-case rules read
    names in scans and forms; None when there is no such run."""
    runs = list(_CAPS_RUN.finditer(text))
    if not runs:
        return None
    pieces, cursor = [], 0
    for run in runs:
        pieces += [text[cursor : run.start()], _CAPS_WORD.sub(_title, run.group())]
        cursor = run.end()
    pieces.append(text[cursor:])
    return "".join(pieces)


def _title(m: re.Match[str]) -> str:
    return m.group()[0] + m.group()[1:].lower()


def _longest(found: Spans) -> Spans:
    """Sorted and not overlapping: overlapping names share a word, so they are one person's
    ("седых павел" and "павел юрьевич"), and their union is kept."""
    kept: Spans = []
    for start, end in sorted(found):
        if not kept or start >= kept[-1][1]:
            kept.append((start, end))
        else:
            kept[-1] = (kept[-1][0], max(end, kept[-1][1]))
    return kept


def _in_company(names: Spans, starts: list[int], start: int, end: int) -> bool:
    at = bisect.bisect_right(starts, start) - 1
    return at >= 0 and names[at][1] >= end


# -- agreement -----------------------------------------------------------------------------------


def _agree(first: str, other: str, tag: str) -> frozenset[tuple[str, str]]:
    return first_name_forms(first) & forms(other, tag)


# -- lower case and capitals ---------------------------------------------------------------------


def _lower_case_names(text: str) -> Iterator[tuple[int, int]]:
    """A surname or patronymic next to a first name it agrees with, in a word written all in
    lower case or all in capitals (title case is the tagger's)."""
    folded = text.lower()
    taken = -1
    for m in _LOWER_SURNAME_LIKE.finditer(folded):
        start, end = m.span()
        if start < taken or text[start : start + 2].istitle():
            continue
        word = m.group()
        for tag in ("Patr", "Surn"):
            if not forms(word, tag):
                continue
            found = _around(text, folded, start, end, tag)
            if found is not None:
                taken = found[1]
                yield found
                break


def _around(text: str, folded: str, start: int, end: int, tag: str) -> tuple[int, int] | None:
    """The name around the surname or patronymic at [start, end): its first name beside it (and
    a third part beyond that)."""
    word = folded[start:end]
    left = _word_before(folded, start)
    right = _word_after(folded, end)
    for side in (right, left) if tag == "Surn" else (left,):
        if side is None or not _same_style(text, side, start):
            continue
        first = folded[side[0] : side[1]]
        shared = _agree(first, word, tag)
        if not shared:
            continue
        span = (min(start, side[0]), max(end, side[1]))
        return _third_part(text, folded, span, first, shared)
    return None


def _third_part(
    text: str, folded: str, span: tuple[int, int], first: str, shared: frozenset[tuple[str, str]]
) -> tuple[int, int]:
    """Take in a patronymic after the pair, or a surname before it, when it agrees too."""
    after = _word_after(folded, span[1])
    if after is not None and _same_style(text, after, span[0]):
        if shared & forms(folded[after[0] : after[1]], "Patr"):
            return span[0], after[1]
    before = _word_before(folded, span[0])
    if before is not None and _same_style(text, before, span[0]):
        if shared & forms(folded[before[0] : before[1]], "Surn"):
            return before[0], span[1]
    return span


def _word_after(folded: str, end: int) -> tuple[int, int] | None:
    if folded[end : end + 1] != " ":
        return None
    m = _LOWER_WORD.match(folded, end + 1)
    if m is None or folded[m.end() : m.end() + 1].isalnum():
        return None
    return m.span()


def _word_before(folded: str, start: int) -> tuple[int, int] | None:
    if start < 2 or folded[start - 1] != " ":
        return None
    at = start - 1
    while at > 0 and ("а" <= folded[at - 1] <= "я" or folded[at - 1] == "ё"):
        at -= 1
    if at == start - 1 or (at > 0 and (folded[at - 1].isalnum() or folded[at - 1] == "-")):
        return None
    return at, start - 1


def _same_style(text: str, span: tuple[int, int], other: int) -> bool:
    """Both words in lower case, or both in capitals."""
    word, first = text[span[0] : span[1]], text[other]
    return word.islower() if first.islower() else word.isupper()


# -- lower case with initials ---------------------------------------------------------------------

_LOWER_INITIALS = re.compile(
    r"[а-яё](?<![\w.-][а-яё])[а-яё]+(?:-[а-яё]+)? [а-яё]\.(?: ?[а-яё]\.)?(?![а-яё])"
)
# One letter and a full stop that are abbreviations, not an initial: "д. 5", "г. Тула", "к. 2".
_NOT_AN_INITIAL = frozenset("дгкпстчрмл")
_NOT_INITIALS = frozenset({"т.е.", "т.к.", "т.д.", "т.п.", "и.о.", "н.э.", "г.р.", "д.р.", "т.ч."})


_TWO_LOWER_INITIALS = re.compile(r" [а-яё]\.")


def _lower_with_initials(text: str) -> Iterator[tuple[int, int]]:
    """A word in lower case before two initials ("карася н.е.", "хабибуллиной г.а."): a surname
    when the dictionary reads it as one, it ends like one, or it is a noun that may be one. Before
    one initial ("петровой а.") only a word that both ends like a surname and reads as one."""
    if _TWO_LOWER_INITIALS.search(text) is None:
        return  # a cheap look first: the full pattern is tried at every word
    for m in _LOWER_INITIALS.finditer(text):
        word, _, initials = m.group().partition(" ")
        if initials.replace(" ", "") in _NOT_INITIALS:
            continue
        title = word[:1].upper() + word[1:]
        if initials.count(".") == 1:
            if initials[0] not in _NOT_AN_INITIAL and _ends_like_surname(word):
                if has_tag(title, ("Surn",)):
                    yield m.span()
            continue
        if has_tag(title, ("Surn",)) or _ends_like_surname(word) or _may_be_surname_word(title):
            yield m.span()


def _ends_like_surname(word: str) -> bool:
    return word[-2:] in _ENDS or word[-3:] in _ENDS or word[-4:] in _ENDS


# -- a first name alone --------------------------------------------------------------------------


def _first_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _CAPITALISED.finditer(text):
        word = m.group()
        if not forms(word, "Name"):  # a singular first name, not "Шенген" read as "шенгенов"
            if len(word) < 4 or not _diminutive(word):
                continue
        if _NUMBER_BEFORE.search(text, max(0, m.start() - 4), m.start()):
            continue  # "8 Марта" is a date or a street
        if _CUT_SHORT.match(text, m.end()):
            continue  # a word cut short before the rest of its phrase: "Юр. адрес", "Физ. лицо"
        if _YEAR_AFTER.match(text, m.end()) and _a_month(word):
            continue  # "за Август 2024": a month, though "Август" and "Марта" are names too
        if _likely_first_name(text, m.start(), m.end(), word):
            yield m.span()
        elif _speaker(text, m.start(), m.end()) and (
            name_share(word) >= 0.5
            or _diminutive(word)
            or not _also_a_noun(word)
            or _TIMESTAMPED.search(text, max(0, m.start() - 12), m.start()) is not None
            or not is_known(word)
        ):
            # A form's label ("Пол:", "Тема:") is a word first; a first name whose other
            # readings are places ("Айдар", a river) is a speaker, and so is any first name
            # after a message's time ("[10:02] Гена:"): forms do not time their labels.
            yield m.span()


_YEAR_AFTER = re.compile(r" (?:19|20)\d\d(?!\d)")
_MONTHS = frozenset(
    "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь".split()
)


def _a_month(word: str) -> bool:
    return derived(
        word, ("month",), lambda e: any(p.normal_form in _MONTHS for p in e.readings[:2])
    )


# A chat's speakers: the word that starts two or more of its lines before a colon ("Гена: …",
# "[12:05] Эва: …"). A form's labels are not repeated line after line, and a form's label is
# a noun naming a thing ("Адрес", "Тема"), so a speaker that is neither that nor a role
# ("Оператор", "Мама") is a person, whatever else the word means ("Гена" is also the genitive
# of "ген", "Тома" of "том", "Златка" a beetle). Every mention of them in the text is theirs,
# in the cases of a first name ("Златке", "Эву") and called out by its stem ("Ген, …").
# A speaker's role may follow in brackets: "Марсель (юрист): …".
_ROLE_IN_BRACKETS = r"(?:[ \t]?\([^()\n]{1,40}\))?"
_SPEAKER_LINE = re.compile(
    rf"^[ \t]*(?:\[[\d:]+\][ \t]*)?([А-ЯЁ][а-яё]+){_ROLE_IN_BRACKETS}:", re.MULTILINE
)
_COLON_AFTER = re.compile(rf"{_ROLE_IN_BRACKETS}:")
_NAME_ENDINGS = ("а", "я", "е", "у", "ю", "ой", "ей", "ы", "и", "ою", "ею")
_CALLED_BY_STEM = re.compile(r"[ \t]*[,!]")


def _chat_speakers(text: str) -> frozenset[str]:
    """The stems of the words that speak twice or more in a chat and are people."""
    if text.count(":") < 2:
        return frozenset()
    seen: dict[str, int] = {}
    for m in _SPEAKER_LINE.finditer(text):
        seen[m.group(1)] = seen.get(m.group(1), 0) + 1
    return frozenset(
        _stem(word) for word, count in seen.items() if count >= 2 and _a_person_speaks(word)
    )


def _stem(word: str) -> str:
    return word[:-1] if word[-1] in "ая" and len(word) > 2 else word


def _a_person_speaks(word: str) -> bool:
    entry = word_of(word)
    if any(p.normal_form.replace("ё", "е") in _ROLES for p in entry.readings):
        return False
    if forms(word, "Name") or not entry.known:
        return True
    first = entry.readings[0].tag
    if first.POS != "NOUN" or first.case != "nomn" or "Fixd" in first:
        return True  # "Эва" (an interjection), "Гена" (a genitive)
    # A noun in the nominative: a thing's names a label (unless it does not decline, as
    # foreign first names do: "Марго"); a being's only when it is a first name's familiar
    # form ("Златка": "Злата").
    return "anim" in first and word.endswith("ка") and bool(forms(word[:-2] + "а", "Name"))


def _speaker_word(word: str, stems: frozenset[str], text: str, end: int) -> bool:
    for stem in stems:
        if word.startswith(stem):
            rest = word[len(stem) :]
            if rest in _NAME_ENDINGS:
                return True
            if not rest:  # the stem alone: called out ("Ген, …") or speaking
                return (
                    _CALLED_BY_STEM.match(text, end) is not None
                    or _COLON_AFTER.match(text, end) is not None
                )
    return False


_CUT_SHORT = re.compile(r"\.[ \t]?[а-яё]")
# A chat line's speaker: "Тёма: …", "[12:05] Маша: …".
_SPEAKER_BEFORE = re.compile(r"(?:^|\n)[ \t]*(?:\[[\d:]+\][ \t]*)?$")
_TIMESTAMPED = re.compile(r"\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*$")


def _speaker(text: str, start: int, end: int) -> bool:
    return _COLON_AFTER.match(text, end) is not None and bool(
        _SPEAKER_BEFORE.search(text, max(0, start - 12), start)
    )


def _likely_first_name(text: str, start: int, end: int, word: str) -> bool:
    """Inside a sentence a capitalised first name is a name; at a sentence's start it must be
    the dictionary's first reading, or called out ("Вера, ..."); and a first name that is also
    an ordinary noun must read as a person (`ordinary_word_alone`)."""
    if not _SENTENCE_END.search(text, max(0, start - 3), start):
        return not ordinary_word_alone(text, start, end)
    if _CALLED_OUT.match(text, end) is not None:
        return True
    return name_share(word) >= 0.5 and not ordinary_word_alone(text, start, end)


def ordinary_word_alone(text: str, start: int, end: int) -> bool:
    """A capitalised word alone that is also an ordinary noun ("Роза", "Лев", "Мороз") reads as
    that noun: at a sentence's start unless called out or the subject of a verb after it ("Роза
    звонила", not "Роза ветров", "Мороз ночью"), inside one when it is said of a pronoun ("по
    гороскопу он Лев"), governs the noun after it ("пришла, Слава богу") or labels a form's
    field after it ("Пол: муж.")."""
    if not _also_a_noun(text[start:end]):
        return False
    if not _SENTENCE_END.search(text, max(0, start - 3), start):
        return (
            PRONOUN_BEFORE.search(text, max(0, start - 5), start) is not None
            or _heads_a_phrase(text, end)
            or text[end : end + 1] == ":"  # a form's label inside a line: "РФ    Пол: муж."
        )
    return _CALLED_OUT.match(text, end) is None and not _verb_after(text, end)


def _heads_a_phrase(text: str, end: int) -> bool:
    """A noun in the genitive or dative right after the word is governed by it ("Слава богу",
    "Роза ветров"): the word is the ordinary noun; a name is not followed so."""
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return False
    first = readings(m.group(1))[:1]
    return any("NOUN" in p.tag and p.tag.case in ("gent", "datv") for p in first)


_NEXT_WORD = re.compile(r" ([а-яё]+)")


def _also_a_noun(word: str) -> bool:
    """The dictionary gives the word a weighty reading that is no name ("роза", "лев")."""
    return derived(word, ("also_a_noun",), _also_a_noun_of)


def _also_a_noun_of(entry: Word) -> bool:
    return sum(p.score for p in entry.readings if not _proper(p)) >= 0.15


def _proper(parse: Any) -> bool:
    return any(tag in parse.tag for tag in PROPER_TAGS)


def _verb_after(text: str, end: int) -> bool:
    """A verb (or "нет") right after the word, or nothing after it on its line: a form's value
    ("Оператор: Лилия") or a signature."""
    rest = text[end : end + 2]
    if not rest.strip(" .,;!?") or rest[:1] == "\n":
        return True
    m = _NEXT_WORD.match(text, end)
    return m is not None and any(
        tag in p.tag for p in readings(m.group(1))[:1] for tag in ("VERB", "PRTS", "PRED")
    )


# -- a surname that is an ordinary word ----------------------------------------------------------


def _word_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A first name and patronymic that agree, with the capitalised noun (or a double surname:
    "Голенищева-Кутузова") beside them."""
    words = [m.span() for m in _CAPITALISED_DOUBLE.finditer(text)]
    for i in range(len(words) - 1):
        (s1, e1), (s2, e2) = words[i], words[i + 1]
        if text[e1:s2] != " ":
            continue
        first, patronymic = text[s1:e1], text[s2:e2]
        agreed = _agree(first, patronymic, "Patr")
        if not agreed:
            if not _unknown_first_name(first, patronymic):
                continue
            yield s1, e2  # "Милана Азатовна": a patronymic follows a first name
        if (
            i > 0
            and text[words[i - 1][1] : s1] == " "
            and _may_be_surname(text, *words[i - 1])
            and not _thing_addressed(text[slice(*words[i - 1])], agreed)
        ):
            yield words[i - 1][0], e2
        elif i + 2 < len(words) and text[e2 : words[i + 2][0]] == " ":
            if _may_be_surname(text, *words[i + 2]):
                yield s1, words[i + 2][1]


def _thing_addressed(word: str, agreed: frozenset[tuple[str, str]]) -> bool:
    """A thing's noun in a case the name after it is not in heads a document that names its
    addressee ("Справка Ивану Петровичу", "ПРИКАЗ Ивану Петровичу"): a surname that is a noun
    declines with the name, or is a masculine noun a woman's name leaves undeclined ("Волк
    Лилии Петровне")."""
    nouns = [p for p in readings(word) if "NOUN" in p.tag]
    if not agreed or not nouns or any("anim" in p.tag or "Fixd" in p.tag for p in nouns):
        return False
    cases = {case for _, case in agreed}
    if any(str(p.tag.case) in cases for p in nouns):
        return False
    return not ({"femn"} & {g for g, _ in agreed} and any("masc" in p.tag for p in nouns))


_CAPITALISED_DOUBLE = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?:-[А-ЯЁ][а-яё]+)?(?![\w-])")
_PATRONYMIC_END = re.compile(r"(?:ович|евич|ич|овна|евна|ична|инична)$")


def _unknown_first_name(first: str, patronymic: str) -> bool:
    """A word the dictionary has no first-name reading for ("Милана", "Дильноза") before a
    patronymic is a first name when it ends as one of the patronymic's gender does."""
    if not _PATRONYMIC_END.search(patronymic) or has_tag(first, PERSON_TAGS):
        return False
    genders = {g for g, _ in forms(patronymic, "Patr")}
    if "femn" in genders and first.endswith(("а", "я")):
        return True
    return "masc" in genders and first[-1] not in "аяеиоуыэюё"


def _may_be_surname(text: str, start: int, end: int) -> bool:
    word = text[start:end]
    return derived(word, ("may_be_surname",), _may_be_surname_of)


# Indeclinable surnames the dictionary reads as adjectives ("Седых", "Черных").
_YKH = re.compile(r"[ыи]х$")


def _may_be_surname_of(entry: Word) -> bool:
    if not entry.readings:
        return True
    if _YKH.search(entry.readings[0].word):
        return True
    lemma = entry.readings[0].normal_form.replace("ё", "е")
    if lemma in _ROLES or any(p.normal_form.replace("ё", "е") in _ROLES for p in entry.readings):
        return False
    if not entry.known:
        return True
    return any("NOUN" in p.tag for p in entry.readings) and not all(
        any(pos in p.tag for pos in _NOT_A_SURNAME) for p in entry.readings[:1]
    )


# -- a surname and a first name, no patronymic ---------------------------------------------------

_PAIR = re.compile(
    r"(?<![\w-])(?:[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)? [А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
    r"|[а-яё]{2,} [а-яё]{2,})(?![\w-])"
)


def _pairs(text: str) -> Iterator[tuple[int, int]]:
    """A first name beside a noun it agrees with in case ("Зима Дмитрий", "Соловья Сергея",
    "Дарья Зима", "волк ольга"): a surname that is also an ordinary word. Each word is tried
    with both neighbours (the regex does not overlap its matches, so the second pair is looked
    up from each word on)."""
    words = [m.span() for m in _ANY_WORD.finditer(text)]
    for (s1, e1), (s2, e2) in itertools.pairwise(words):
        # Two words one space apart, both in lower case or both capitalised (most pairs end
        # here, before the dictionary is asked), then one first name and one other word.
        if text[e1:s2] != " ":
            continue
        a, b = text[s1:e1], text[s2:e2]
        if a.islower() != b.islower() or not (a.islower() or (a.istitle() and b.istitle())):
            continue
        if a.istitle() and (_agree(a, b, "Surn") or _agree(b, a, "Surn")):
            yield s1, e2  # "Ахмерову Надежду": a surname agrees with a first name beside it
            continue
        if (name_share(a) >= 0.5) == (name_share(b) >= 0.5):
            continue
        if _pair(a, b) or _pair(b, a):
            yield s1, e2


_ANY_WORD = re.compile(r"[А-ЯЁа-яё](?<![\w-][А-ЯЁа-яё])[а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)?(?![\w-])")


def _pair(first: str, other: str) -> bool:
    if name_share(first) < 0.5 or name_share(other) >= 0.5:
        return False
    if first.islower() and not is_known(first):
        return False  # a guess from the ending: a verb of a chat ("сфоткай паспорт")
    if not _may_be_surname_word(other):
        return False
    cases = _cases_of_word(other)
    first_cases = _cases_of_word(first, "Name")
    if not cases or not first_cases or cases & first_cases:  # "Арсену" may not decline
        return True
    # A woman's surname that is a masculine noun does not decline ("Медведь Светлану").
    return _feminine_name(first) and _masculine_noun(other)


def _feminine_name(word: str) -> bool:
    return derived(word, ("feminine_name",), lambda e: "femn" in _genders_of_role(e, "Name"))


def _genders_of_role(entry: Word, tag: str) -> set[str]:
    return {g for p in entry.role_parses(tag) for g in ("masc", "femn") if g in p.tag}


def _masculine_noun(word: str) -> bool:
    return derived(
        word,
        ("masculine_noun",),
        lambda e: bool(e.readings) and {"NOUN", "masc"} <= set(e.readings[0].tag.grammemes),
    )


def _cases_of_word(word: str, tag: str = "") -> frozenset[str]:
    return derived(word, ("cases_of", tag), lambda entry: _cases_of(entry, tag))


def _cases_of(entry: Word, tag: str) -> frozenset[str]:
    readings = [p for p in entry.readings if not tag or tag in p.tag]
    if any("Fixd" in p.tag for p in readings) or (readings and _YKH.search(readings[0].word)):
        return frozenset()  # indeclinable: agrees with any case
    return frozenset(str(p.tag.case) for p in readings if p.tag.case)


def _may_be_surname_word(word: str) -> bool:
    return derived(word, ("may_be_surname",), _may_be_surname_of)


# -- initials ------------------------------------------------------------------------------------

_AN_INITIAL = re.compile(r"[А-ЯЁA-Z]\.")
_INITIALS_NAME = re.compile(
    r"(?<![\w.-])(?:[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.\s?)?[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
    r"|[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?\s[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.)?"
    r"|[A-Z]\.\s?(?:[A-Z]\.\s?)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?!\w)"
)
_WORD_IN = re.compile(r"[А-ЯЁA-Z][а-яёa-z]+(?:-[А-ЯЁA-Z][а-яёa-z]+)?")
_NOT_BESIDE_INITIALS = ("PREP", "CONJ", "PRCL", "INTJ", "NPRO", "VERB", "ADVB")


def _with_initials(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised word beside initials is a surname ("А.Ю. Седых", "Волк О.И.", "D. Soroka"),
    unless it is a role or a word that cannot be one."""
    if _AN_INITIAL.search(text) is None:
        return
    at = 0
    while (m := _INITIALS_NAME.search(text, at)) is not None:
        at = m.end()
        word = _WORD_IN.search(m.group())
        if word is None:
            continue
        if word.group()[0] < "А":
            yield m.span()
        elif _surname_by_initials(word.group(), m.group().count(".") == 1, word.start() > 0):
            yield m.span()
        elif word.start() == 0:
            at = m.start() + word.end() + 1  # "Принял К. Вяземский": the initial is the next's


def _surname_by_initials(word: str, single: bool, after: bool) -> bool:
    """A word beside initials that may be a surname; before one initial only a word with a
    surname's reading or shape ("К. Сведения" is no name), after it no abstract noun
    ("Приложение К.", but "Зима Т.")."""
    if not derived(word, ("beside_initials",), _beside_initials):
        return False
    if not single or _surname_or_unknown(word):
        return True
    return not after and not abstract_noun(word)


# Initials written without their dots after a surname ("Смолин АВ", "Петрова ЕН"), not an
# abbreviation that follows a place's or a company's name.
_UNDOTTED_INITIALS = re.compile(
    r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?:-[А-ЯЁ][а-яё]+)? (?!РФ|АО|ЦБ|ТЦ|ЖК|СП)[А-ЯЁ]{2}(?![\w.-])"
)


def _undotted_initials(text: str) -> Iterator[tuple[int, int]]:
    for m in _UNDOTTED_INITIALS.finditer(text):
        word = m.group()[: m.group().index(" ")]
        if (has_tag(word, ("Surn",)) or surname_shape(word)) and not has_tag(word, ("Geox",)):
            yield m.span()  # not a town's abbreviation ("Ростов НД")


_FORM_LABELS = frozenset({"фамилия", "имя", "отчество", "подпись", "инициалы"})


def _surname_or_unknown(word: str) -> bool:
    """A surname to the dictionary, a word it does not know, or one shaped as a surname whatever
    it reads it as ("Д. Богатых", "З. Елецкая": adjectives to it)."""
    return (
        has_tag(word, ("Surn",))
        or not word_of(word).known
        or bool(surname_shape(word))
        or _YKH.search(word) is not None
    )


def _beside_initials(entry: Word) -> bool:
    if not entry.readings:
        return True
    lemmas = {p.normal_form.replace("ё", "е") for p in entry.readings}
    if not lemmas.isdisjoint(_ROLES) or not lemmas.isdisjoint(_FORM_LABELS):
        return False  # "Фамилия И.О.:" is a form's label
    if not any(pos in entry.readings[0].tag for pos in _NOT_BESIDE_INITIALS):
        return True
    # A living being's noun read first as another word ("Б.П. Ершом": "ершом", an adverb).
    return any({"NOUN", "anim", "sing"} <= p.tag.grammemes for p in entry.readings)


# -- letter-spaced -------------------------------------------------------------------------------


_THREE_SPACED = re.compile(r"[А-ЯЁа-яё] [А-ЯЁа-яё] [А-ЯЁа-яё]")


def _spaced_names(text: str) -> Iterator[tuple[int, int]]:
    if _THREE_SPACED.search(text) is None:
        return  # a cheap look first: the full pattern looks behind at every letter
    for m in _SPACED.finditer(text):
        start, end = m.span()
        if _LETTER_AFTER.match(text, end):
            end += 2  # "К у з н е ц о в а,": the pattern gave back the letter before a comma
        pieces = list(_SPACED_WORD.finditer(text, start, end))
        words = [p.group().replace(" ", "") for p in pieces]
        if all(_person_word(w) for w in words):
            yield start, end


def _person_word(word: str) -> bool:
    """Letter-spacing is how forms and scans set names apart, so any word that may be a
    surname counts ("В О Л К"), not only those the dictionary knows as names."""
    word = word[:1].upper() + word[1:].lower()
    if has_tag(word, PERSON_TAGS) or surname_shape(word):
        return True
    return _may_be_surname_word(word) and not abstract_noun(word)  # not "П р и м е ч а н и е"


_LETTER_AFTER = re.compile(r" [А-ЯЁа-яё](?![А-ЯЁа-яё])")


# -- Latin letters -------------------------------------------------------------------------------


def _latin_name_run(words: list[str], roles: list[frozenset[str]]) -> bool:
    """Every word reads as part of a name or as a word; a word the dictionary does not know
    ("Karas", "Gelashvili") only beside a clear first name ("Oleg"), and no word of an address
    or a company ("Olga Bank")."""
    if any(w.lower() in _NOT_LATIN_NAMES for w in words):
        return False
    if any("Name" in r and _latin_first_name(w) for w, r in zip(words, roles, strict=True)):
        return True
    if all(roles) and any(_person_role(w, r) for w, r in zip(words, roles, strict=True)):
        return True  # "Volk Igor"; not "RECORD LOCATOR", "Case No": English words
    # A first name the dictionary does not know (or knows as a place: "Milana"), told by the
    # other parts: beside a surname and a patronymic ("OSTAPENKO MILANA ALBERTOVNA"), or a
    # feminine one beside a woman's surname ("MIRZOEVA MILANA", "Dilnoza Ahmerova").
    surname = [i for i, r in enumerate(roles) if "Surn" in r]
    if not surname:
        return False
    if len(words) == 3 and any("Patr" in r for r in roles):
        return True
    if len(words) == 2:
        other = words[1 - surname[0]]
        if (
            _LATIN_SURNAME.search(words[surname[0]])
            and not roles[1 - surname[0]]
            and not _ENGLISH_SPELLING.search(other)
        ):
            return True  # "Leysan Gracheva", "ERMOLAEVA GUZEL": a name the dictionary lacks
        return bool(_LATIN_WOMANS_SURNAME.search(words[surname[0]])) and bool(
            _LATIN_WOMANS_NAME.search(other)
        )
    return False


def _person_role(word: str, roles: frozenset[str]) -> bool:
    """A role of a name part, unless the word is spelt as English is ("Case" reads as "Касе")."""
    return bool(roles & set(PERSON_TAGS)) and not _ENGLISH_SPELLING.search(word)


# Letters and pairs an English word has and a Russian name in Latin letters does not
# ("Passenger", "Team", "Check"): the other word beside a surname is then no first name.
_ENGLISH_SPELLING = re.compile(r"w|q|th|ph|ck|ee|oo|ea|ou|ss|c(?!h)|[^aeiouy]e$", re.IGNORECASE)
_LATIN_WOMANS_SURNAME = re.compile(r"(?:ova|eva|ina|yna|skaya|tskaya)$", re.IGNORECASE)
_LATIN_WOMANS_NAME = re.compile(r"[^aeiouy](?:a|ya|ia)$", re.IGNORECASE)


# A surname beside Latin initials ("Zima V.N.", "Gus Yu.Yu.", "Yu. Gus") or after a title
# ("Mr. Solovey", "Dear Mr. Solovey": a title is no initial after a word).
# (It starts with a capital, so the regex engine skips from capital to capital.)
_LATIN_INITIALS = re.compile(
    r"[A-Z](?<![\w.-][A-Z])(?:"
    r"(?<=[MD])(?:rs|r|s)\.?\s(?P<word>[A-Z][a-z'-]+)(?![\w-])"
    r"|(?P<surname>[a-z'-]+(?:-[A-Z][a-z']+)?)\s(?!Mrs?\.|Ms\.|Dr\.)(?P<initials>[A-Z][a-z]?\.\s?(?P<second>[A-Z][a-z]?\.)?)(?![\w-])"
    r"|[a-z]?\.\s?(?:[A-Z][a-z]?\.\s?)?[A-Z][a-z'-]+(?:-[A-Z][a-z']+)?(?![\w-])"
    r"|(?P<capitals>[A-Z]+)\s(?P<caps_initials>[A-Z]\.(?:\s?[A-Z]\.)?)(?![\w-]))"
)
# Words of an English address or an organisation beside a first name ("Vera Street", "Olga Bank").
_NOT_LATIN_NAMES = frozenset(
    """
    street st str avenue ave road rd lane square sq highway blvd bulvar prospekt ul per nab shosse
    pr apt flat kv office room hotel bank group city center gold classic platinum black premium
    pay card online mobile hall mr mrs ms miss mstr dr
    centre plaza park mall airport station tower house building company llc ltd inc
    """.split()
)
_A_LATIN_NAME = re.compile(r"[A-Z](?:[a-z]|[A-Z]+ [A-Z]|\.)")
_LATIN_SINGLE = re.compile(r"[A-Z](?<![\w.@/-][A-Z])[a-z]{2,}(?![\w@/-])")
_LATIN_PATRONYMIC = re.compile(r"(?:ovich|evich|ich|ovna|evna|ichna)$", re.IGNORECASE)
_LATIN_SURNAME = re.compile(
    r"(?:ov|ova|ev|eva|in|ina|yn|yna|sky|skiy|skii|skaya|enko|uk|yuk|chuk|ykh|ikh|yan|ian|dze)$",
    re.IGNORECASE,
)


# A first name and a surname in lower-case Latin letters ("eldar sabirov", "sabirova leysan"):
# only the surname endings no English word has.
_LOWER_LATIN_SURNAME = r"[a-z]{2,}(?:ov|ova|ev|eva|ina|sky|skiy|skaya|enko|ovich|ovna|evich|evna)"
_LOWER_LATIN_PAIR = re.compile(
    rf"[a-z](?<![\w.@/-][a-z])(?:[a-z]{{2,}} {_LOWER_LATIN_SURNAME}|{_LOWER_LATIN_SURNAME} "
    r"[a-z]{3,})(?![\w@/-])"
)


# A booking's or a ticket's name field: SURNAME/FIRST NAME and a title ("PAK/ELENA MS"), whatever
# the words are.
_BOOKED_NAME = re.compile(
    r"(?<![\w/])[A-Z]{2,}(?:-[A-Z]{2,})?/[A-Z]{2,}(?: [A-Z]{2,})?(?= (?:MRS|MR|MS|MISS|MSTR|DR)\b)"
)


def _booked_names(text: str) -> Iterator[tuple[int, int]]:
    if "/" in text:
        yield from (m.span() for m in _BOOKED_NAME.finditer(text))


# A messenger's handle made of a name ("@Erema4", "@aza_93", "@ivan.petrov"): its name parts.
_HANDLE = re.compile(r"(?<![\w@])@([A-Za-z][A-Za-z0-9_.]{2,31})")
_HANDLE_PART = re.compile(r"[A-Za-z]{3,}")
_HANDLE_SURNAME = re.compile(r"(?:ov|ova|ev|eva|in|ina|sky|skiy|skaya|enko)$", re.IGNORECASE)


def _handle_names(text: str) -> Iterator[tuple[int, int]]:
    if "@" not in text:
        return
    for m in _HANDLE.finditer(text):
        if text[m.end() : m.end() + 1] == "@" or text[m.end() : m.end() + 2].startswith("."):
            continue  # an e-mail's local part is the contacts' class
        for part in _HANDLE_PART.finditer(m.group(1)):
            word = part.group()
            if _latin_first_name(word) or (
                _HANDLE_SURNAME.search(word) and len(word) > 5 and latin_roles(word) & {"Surn"}
            ):
                yield m.start(1) + part.start(), m.start(1) + part.end()


def _lower_latin_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _LOWER_LATIN_PAIR.finditer(text):
        first, second = m.group().split(" ")
        if _latin_first_name(first) or _latin_first_name(second):
            yield m.span()


def _latin_names(text: str) -> Iterator[tuple[int, int]]:
    """Two or three Latin words, one a first name and the others a surname, a patronymic or a
    word at all ("Volk Igor"); or a first name or diminutive alone ("Pasha")."""
    if _A_LATIN_NAME.search(text) is None:
        return  # no capitalised Latin word, no pair of Latin words in capitals, no initial
    runs = []
    for m in _LATIN_RUN.finditer(text):
        words = _LATIN_WORD.findall(m.group())
        roles = [latin_roles(w) for w in words]
        if _latin_name_run(words, roles):
            runs.append(m.span())
            yield m.span()
        elif len(words) == 3:  # a word beside the name: "PASSENGER", "MRS"
            for pair in ((0, 2), (1, 3)):
                if _latin_name_run(words[slice(*pair)], roles[slice(*pair)]):
                    start = m.start() + (0 if pair[0] == 0 else m.group().index(" ") + 1)
                    end = start + len(" ".join(words[slice(*pair)]))
                    runs.append((start, end))
                    yield start, end
                    break
    for m in _LATIN_INITIALS.finditer(text):
        if m.group("capitals") is not None:  # "PETROV I.", "KOVAL T.A."
            word = m.group()[0] + m.group("capitals").lower()
            two = m.group("caps_initials").count(".") == 2
            if (two or latin_roles(word)) and word.lower() not in _NOT_LATIN_NAMES:
                runs.append(m.span())
                yield m.span()
            continue
        initials = m.group("initials")
        surname = text[m.start() : m.end("surname")] if initials is not None else None
        if initials is not None and initials.split(".")[0].lower() in _NOT_LATIN_NAMES:
            continue  # "Lenina St."
        # One initial after a word only when the word reads as a surname.
        if surname is None or m.group("second") or _latin_surname(surname):
            start = m.start("word") if m.group("word") is not None else m.start()
            runs.append((start, m.end()))
            yield start, m.end()
    for m in _LATIN_SINGLE.finditer(text):
        if any(s <= m.start() < e for s, e in runs) or not _latin_first_name(m.group()):
            continue
        if _ABBREVIATION_AFTER.match(text, m.end()):
            continue  # "Ref. 8521331", "No. 5": a label cut short before its number
        after = _LATIN_NEXT.match(text, m.end())
        if after is None or after.group(1).lower() not in _NOT_LATIN_NAMES:
            yield m.span()  # not "Alfa Bank"


_LATIN_NEXT = re.compile(r" ([A-Za-z]+)")


def _latin_surname(word: str) -> bool:
    """A word before one initial ("Drozd T.") reads as a surname: one to the dictionary, a
    living being's noun (surnames that name animals: "Sych", "Bobr")."""
    if latin_roles(word) & {"Surn", "Name"}:
        return True
    return any(
        reading.tag.POS == "NOUN" and "anim" in reading.tag
        for spelling in cyrillic_spellings(word)
        if is_known(spelling)
        for reading in readings(spelling)[:1]
    )


def latin_roles(word: str) -> frozenset[str]:
    """The name roles ("Name", "Surn", "Patr") the word may have: those of a Cyrillic spelling
    the dictionary knows, a patronymic's or a surname's ending, or "Word" for another word the
    dictionary knows."""
    roles: set[str] = set()
    if _LATIN_PATRONYMIC.search(word):
        roles.add("Patr")
    if _LATIN_SURNAME.search(word):
        roles.add("Surn")
    for spelling in cyrillic_spellings(word):
        if morph().word_is_known(spelling):
            entry = word_of(spelling)
            found = {tag for tag in PERSON_TAGS if tag in entry.grammemes}
            roles.update(found or {"Word"})
    return frozenset(roles)


def _latin_first_name(word: str) -> bool:
    """A first name or its diminutive read back into Cyrillic ("Olga", "Alinka")."""
    return any(
        (morph().word_is_known(spelling) and name_share(spelling) >= 0.5 and _named(spelling))
        or (len(spelling) > 3 and _diminutive(spelling.capitalize()))
        for spelling in cyrillic_spellings(word)
    )


_ABBREVIATION_AFTER = re.compile(r"\.\s?[№#]?\s?(?:[A-ZА-ЯЁ]+-?)?\d{4,}")


def _named(spelling: str) -> bool:
    """Latin letters do not decline: a first name in them is the nominative singular ("Gold"
    reads as "гольд", a first name only in the plural)."""
    return ("Name", "nomn") in derived(spelling, ("name_cases",), _name_cases)


def _name_cases(entry: Word) -> frozenset[tuple[str, str]]:
    return frozenset(("Name", str(p.tag.case)) for p in entry.role_parses("Name"))


def latin_name_part(word: str) -> bool:
    """A Latin word that reads as a first name, a surname or a patronymic ("Nuriev", "TIMUR")."""
    return word.lower() not in _NOT_LATIN_NAMES and bool(
        latin_roles(word) & {"Name", "Surn", "Patr"}
    )
