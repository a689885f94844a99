"""Person names the news tagger misses, found by how Russian names are written.

The tagger (names.py) learnt from edited news: names in title case, in full. Forms, chats and
scans also write them
- in lower case or in capitals: "петров иван", "СИДОРОВА ЕЛЕНА" — a first name beside a surname
  or a patronymic that agrees with it in gender and case (name_lower.py);
- as a first name or a diminutive alone: "Дима, перезвоните" — a capitalised word the dictionary
  reads as a first name, inside a sentence or called out (followed by a comma or "!")
  (name_first.py); in lower case, name_chat.py; what the dictionary says of a word as a first
  name, name_words.py;
- with a surname that is also an ordinary word: "Волк Лилия Петровна" — a noun right before (or
  after) a first name and patronymic that agree, unless it is a title or a role ("Клиентка"),
  or a word beside initials (name_surnames.py);
- letter-spaced: "И в а н о в";
- in Latin letters: "Ivan Petrov", "ELENA SOKOLOVA" — two or three words that read back into
  Cyrillic as parts of a name, one of them a first name or a patronymic, or a surname by its
  ending beside a word no English word is spelt like ("Leysan Gracheva", "eldar sabirov")
  (name_latin.py);
- as a surname alone inside a sentence that the dictionary knows as another word: a word in
  -ов/-ин read as an adjective or a plural ("это Лыков?"), an animal's name ("у Синицы"), a
  double surname ("у Грачёвой-Лапшиной"); not a place ("на Соколе", "станция Сокол");
- as a familiar first name the dictionary does not know ("Санёк", "Настюха", "Ильдарчик").

Where a name is only probable it is taken: the route policy decides what may leave, and a missed
name costs more than an over-replaced word.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from typing import NamedTuple

from svaya.privacy.memo import cached
from svaya.privacy.morphology import PERSON_TAGS, has_tag
from svaya.privacy.name_acting import acting_names
from svaya.privacy.name_adjectival import adjectival_surnames
from svaya.privacy.name_alone import (
    after_kin_word,
    animal_surnames,
    double_surnames,
    lower_familiar_pairs,
    lower_ov_surnames,
    ov_surnames,
    sky_surnames,
    ykh_surnames,
)
from svaya.privacy.name_chat import lower_first_names
from svaya.privacy.name_context import (
    abstract_noun,
    after_role,
    surname_shape,
    titled_beside_initials,
)
from svaya.privacy.name_first import (
    chat_speakers,
    first_names,
    patronymics_alone,
    signed_names,
    speakers_named,
)
from svaya.privacy.name_latin import (
    booked_names,
    handle_names,
    latin_diminutives,
    latin_names,
    login_names,
    lower_latin_names,
    numbered_logins,
)
from svaya.privacy.name_lines import companies_on
from svaya.privacy.name_lower import (
    initials_before_lower,
    lower_bare_initials,
    lower_case_names,
    lower_shaped_patronymics,
    lower_with_initials,
)
from svaya.privacy.name_maiden import maiden_names
from svaya.privacy.name_nicknames import (
    bare_initials,
    clipped_patronymics,
    cut_vocatives,
    nickname_names,
)
from svaya.privacy.name_probable import probable_names
from svaya.privacy.name_roles import (
    bracketed_roles,
    introduced_names,
    one_syllable_surnames,
    surnames_one_initial,
)
from svaya.privacy.name_surnames import (
    may_be_surname_word,
    pairs,
    slashed_signatures,
    undotted_initials,
    with_initials,
    word_surnames,
)
from svaya.privacy.place_marks import NATURE, SETTLEMENT_SHORT, VILLAGE

Spans = list[tuple[int, int]]

_QUOTES = frozenset('«»“”„"')
_SPACED = re.compile(
    r"[А-ЯЁа-яё](?<![^\s«\"“„(][А-ЯЁа-яё])(?: [А-ЯЁа-яё]){2,}"
    r"(?:[ \t]{2,3}[А-ЯЁа-яё](?: [А-ЯЁа-яё]){2,})*(?!\S)"
)
_SPACED_WORD = re.compile(r"[А-ЯЁа-яё](?: [А-ЯЁа-яё])+")


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
    speakers = chat_speakers(text)
    if speakers:
        spoken = list(speakers_named(text, speakers))
        names, blind = _longest(names + spoken), _longest(blind + spoken)
    signed = list(signed_names(text))
    if signed:
        names, blind = _longest(names + signed), _longest(blind + signed)
    return Found(names, blind)


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
        *lower_case_names(text),
        *lower_shaped_patronymics(text),
        *sky_surnames(text),
        *ykh_surnames(text),
        *ov_surnames(text),
        *lower_ov_surnames(text),
        *lower_familiar_pairs(text),
        *double_surnames(text),
        *animal_surnames(text),
        *word_surnames(text),
        *latin_names(text),
        *lower_latin_names(text),
        *latin_diminutives(text),
        *booked_names(text),
        *handle_names(text),
        *login_names(text),
        *numbered_logins(text),
        *lower_with_initials(text),
        *initials_before_lower(text),
        *lower_bare_initials(text),
        *lower_first_names(text),
        *bare_initials(text),
        *nickname_names(text),
        *maiden_names(text),
        *slashed_signatures(text),
        *(word_surnames(titled) if titled is not None else ()),
        *(pairs(titled) if titled is not None else ()),
        *(adjectival_surnames(titled) if titled is not None else ()),
        *(with_initials(initialled) if initialled is not None else ()),
    ]) + _kept(text, list(_spaced_names(text)), quoted=True)  # fmt: skip
    other = _kept(
        text,
        [
            *first_names(text),
            *patronymics_alone(text),
            *cut_vocatives(text),
            *clipped_patronymics(text),
            *pairs(text),
            *adjectival_surnames(text),
            *with_initials(text),
            *undotted_initials(text),
            *after_role(text),
            *after_kin_word(text),
            *probable_names(text),
            *acting_names(text),
            *bracketed_roles(text),
            *introduced_names(text),
            *one_syllable_surnames(text),
            *surnames_one_initial(text),
            # "ИВАНОВ Иван Петрович": the tagger still reads such a line (a heading's word in
            # capitals may stand there too).
            *(word_surnames(initialled) if initialled is not None else ()),
            *(adjectival_surnames(initialled) if initialled is not None else ()),
        ],
    )
    return Found(_longest(blind + other), _longest(blind))


def _kept(text: str, found: Spans, quoted: bool = False) -> Spans:
    """`found` but inside a company's name, right inside quotation marks (unless `quoted`: a
    letter-spaced surname is quoted as it is spelt out, «Л ы к о в»; or a full name is all
    they hold; or the name is called out at the start of reported speech, «Гаш, ты где»), or
    after a street marker."""
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
            or text.startswith(", ", end)  # reported speech calling someone: «Гаш, ты где»
            or _JSON_VALUE_BEFORE.search(text, max(0, start - 4), start) is not None
        )
        and not after_street_marker(text, start)
    ]


# A JSON string's value ("holder": "Гусев Артём"), an XML attribute's (driver="КОРСАК М.М.") or
# a CSV cell's ("…","Вязовкина Алёна","…"): JSON, XML and CSV quote every value, a company's
# quotation marks are its own.
_JSON_VALUE_BEFORE = re.compile(r'(?::[ \t]?|[\w-]=|[,;\t\n])"$')


def _quoted_in_full(text: str, start: int, end: int) -> bool:
    """A full name that is all the quotation marks hold («Белова Дарья Игоревна»), or a name
    with its surname's initial, as a bank shows a payee («Асия Г.», «Ефрем Ансарович И.»): a
    company named after a person adds a word to the name («Иван Петрович и партнеры»,
    «Гусейнов»), none ends with an initial."""
    before, after = text[start - 1 : start] in _QUOTES, text[end : end + 1] in _QUOTES
    if before and after and text.count(" ", start, end) == 2:
        return True
    # the quoted words the name is one of
    opening = start - 1 if before else text.rfind("«", max(0, start - 40), start)
    closing = end if after else text.find("»", end, end + 40)
    return (
        opening >= 0
        and closing >= 0
        and _INITIAL_LAST.fullmatch(text, opening + 1, closing) is not None
    )


_INITIAL_LAST = re.compile(r"[А-ЯЁ][а-яё]+(?: [А-ЯЁ][а-яё]+)? [А-ЯЁ]\.")


# A place's marker before a name: a street or a town named after a person ("ул. Карла Маркса",
# "пр-т Маршала Жукова", "ул. 2-я Советская", "г. Киров"), a settlement's name or a place of
# nature's or travel's by its kind (place_marks.py: "пгт Ясный", "из села Липки", "бухта Тихая",
# "в аэропорту Северный"); a year's "г." is not a town's ("2024 г. Петров").
_STREET_BEFORE = re.compile(
    r"(?<![\w-])(?:ул\.?|улица|пр-т|пр-кт|просп\.?|проспект|пр\.|пер\.?|переулок|б-р|бульвар"
    r"|пл\.|площадь|наб\.|набережная|ш\.?|шоссе|им\.|имени|(?<!\d )(?-i:г)\.|город"
    rf"|{SETTLEMENT_SHORT}|{VILLAGE}|{NATURE})"
    r"(?:\s?|\s(?-i:[А-ЯЁ][а-яё]+) |\s\d{1,3}(?:-?[а-яё]{1,2})? )$",
    re.IGNORECASE,
)


def after_street_marker(text: str, start: int) -> bool:
    """The word at `start` names a place, not a person: a place's marker ends right before it,
    perhaps with the name's first word or a number between ("ул. Карла Маркса", "ул. 2-я
    Советская", "пгт Ясный", "озеро Малый Камень"). The tagger's, the rules' and the known
    names' single words and pairs pass through it (names.py, name_rules.py, matchers.py,
    name_echo.py)."""
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
            initials = _SPACED_INITIALS.match(text, end)
            yield start, initials.end() if initials is not None else end


def _person_word(word: str) -> bool:
    """Letter-spacing is how forms and scans set names apart, so any word that may be a
    surname counts ("В О Л К"), not only those the dictionary knows as names."""
    word = word[:1].upper() + word[1:].lower()
    if has_tag(word, PERSON_TAGS) or surname_shape(word):
        return True
    return may_be_surname_word(word) and not abstract_noun(word)  # not "П р и м е ч а н и е"


_LETTER_AFTER = re.compile(r" [А-ЯЁа-яё](?![А-ЯЁа-яё])")
# Initials after a letter-spaced surname, set apart by a wider gap ("П Е Т Р О В   И. И.").
_SPACED_INITIALS = re.compile(r"[ \t]+[А-ЯЁ]\.[ \t]?(?:[А-ЯЁ]\.)?")
