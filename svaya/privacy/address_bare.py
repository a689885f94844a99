"""An address with no marker and no label, told by its house and flat written as one ("68-146",
"16/2-95") after a street's name: "Ухта, Огородный, 68-146", "ухта урицкого 16/2-95", "нчк 3-я
песчаная 101/4-96", "Москва, Тверская 12-5", "район щорса 97-95"; a room in a numbered
dormitory ("общежитие № 3, комн. 435").

"Name N-M" alone is as often a score, a range or a size ("Спартак 2-1", "размер 38-40"), so the
name must be a street's by what stands around it: a town before it (one the dictionary reads first
as a place, or a chat's three-letter shorthand: "мск", "нчк"), a street's ordinal ("3-я
Песчаная"), or a person's surname in the genitive, as streets are named ("щорса", "Урицкого").
"""

from __future__ import annotations

import re

from svaya.privacy.address_grammar import TIME_WORD_RE
from svaya.privacy.address_probable import Held
from svaya.privacy.keys import MONTH_GENITIVE_RE, text_key
from svaya.privacy.morphology import readings
from svaya.privacy.spans import Span

# A house and a flat as one; not a date's, a phone's or a code's part, nor a quantity's range.
_HOUSE_FLAT = re.compile(
    r"(?<![\w.,:/-])\d{1,4}[а-я]?(?:/\d{1,3})?[ \t]?-[ \t]?\d{1,4}(?![\w/-]|[.,:]\d|[ \t]?-)"
    r"(?![ \t]?(?:дн|сут|час|мин|нед|мес|лет|год|руб|тыс|млн|шт|раз|%|кг|км|м\b|чел|р\.|₽|°"
    rf"|{MONTH_GENITIVE_RE}))"
)
_WORD = r"[А-ЯЁа-яё][а-яё]{2,}(?:-[А-ЯЁа-яё][а-яё]+)*"
# Before the house: a town and a comma or a space, the street's ordinal, its name.
# A town in the locative before "на" ("в Казани на Баумана 5-12"); a street's ordinal or years
# ("3-я", "10 лет Октября"), a name's first word ("Карла Маркса", "Мусы Джалиля").
_BEFORE = re.compile(
    rf"(?:(?P<town>{_WORD}|СПб|Спб)(?:,[ \t]?|[ \t])(?:на[ \t])?)?"
    rf"(?P<ordinal>\d{{1,2}}-?[яйе][ \t]|\d{{1,3}}[ \t-]лет(?:ия)?[ \t])?"
    rf"(?P<first>[А-ЯЁ][а-яё]{{2,}}[ \t])?(?P<street>{_WORD})(?:,[ \t]?|[ \t])\Z"
)
_LOOK_BACK = 60


def house_flat_addresses(text: str, held: list[Span]) -> list[Span]:
    """The addresses told by "house-flat" outside the spans `held`."""
    found: list[Span] = []
    if "-" not in text:
        return found
    taken = Held(held)
    for m in _HOUSE_FLAT.finditer(text):
        if taken.overlaps(m.start(), m.end()):
            continue
        line = text.rfind("\n", 0, m.start()) + 1
        before = _BEFORE.search(text, max(line, m.start() - _LOOK_BACK), m.start())
        start = None if before is None else _street_start(before)
        if start is None:
            continue
        value = text[start : m.end()]
        found.append(Span(start, m.end(), value, "pd.address", "pattern",
                          text_key("pd.address", value)))  # fmt: skip
    return found


def _street_start(m: re.Match[str]) -> int | None:
    """Where the address begins, or None when nothing says the name is a street's."""
    street = m.group("street")
    first = readings(street)[0]
    # a month after a number of years names a street ("10 лет Октября")
    years = (m.group("ordinal") or "").rstrip().endswith(("лет", "летия"))
    if (
        len(street) < 4
        or (TIME_WORD_RE.match(street.lower()) and not years)
        or first.tag.POS not in (None, "NOUN", "ADJF")
        # a person or a team named in the nominative is no street ("Москва, Спартак 2-1")
        or ("anim" in first.tag and "nomn" in first.tag)
    ):
        return None
    town = m.group("town")
    named = m.group("first") is None or _first_word(m.group("first").strip())
    if town is not None and _town(town) and named:
        return m.start("town")
    if m.group("ordinal") and named:
        return m.start("ordinal")
    if "gent" in first.tag and ("Surn" in first.tag or first.tag.POS == "ADJF"):
        return m.start("first") if m.group("first") and named else m.start("street")
    return None


def _first_word(word: str) -> bool:
    """A street name's first word: a first name or a title in the genitive ("Карла", "Мусы",
    "Академика"), not a town or a word of the sentence."""
    parses = readings(word)
    return "Geox" not in parses[0].tag and any(
        "gent" in p.tag and p.tag.POS == "NOUN" for p in parses
    )


def _town(word: str) -> bool:
    """A town the dictionary reads first as a place, or a chat's shorthand of three letters."""
    if word in ("СПб", "Спб"):
        return True
    if len(word) == 3 and word.islower():
        return readings(word)[0].tag.POS is None
    return "Geox" in readings(word)[0].tag


# A resident's room in a numbered dormitory: "общежитие № 3, комн. 435", "общ. 2 к. 14".
_DORMITORY = re.compile(
    r"(?<![\w-])(?i:общежити[еяюи]|общ\.|общаг[аеиу])[ \t]?(?:№[ \t]?)?\d{1,3}[а-я]?,?[ \t]?"
    r"(?i:комн\.?|комната|ком\.|к\.)[ \t]?(?:№[ \t]?)?\d{1,4}[а-я]?(?![\w/-])"
)


def dormitory_rooms(text: str) -> list[Span]:
    if "общ" not in text.lower():
        return []
    return [
        Span(
            m.start(),
            m.end(),
            m.group(),
            "pd.address",
            "pattern",
            text_key("pd.address", m.group()),
        )
        for m in _DORMITORY.finditer(text)
    ]
