"""An address in Latin letters with no street marker and no label, as hotel, race and shop
exports write it: a town, a street and the house with its flat ("OMSK DEPUTATSKAYA 30 278",
"Shuya 22 Partsyezda d34 kv290", "Kazan Baumana 5-12").

The words are read back into Cyrillic (latin.py) and judged as the Cyrillic layers judge them:
the town by the dictionary (a place in the nominative: "Омск", "Тверь", "Кимры"), the street by
its shape (address_probable.street_name: an adjective, a surname or a plural in the genitive, an
ordinal before it). A bare number after two words is as often a score or a model ("MOSCOW
SPARTAK 2 1", "Sochi Park 5 12"), so the house must have its flat or its marker.
"""

from __future__ import annotations

import re

from svaya.privacy.address_grammar import LABEL_STEMS
from svaya.privacy.address_grammar import MARK_LATIN as _MARK_LATIN
from svaya.privacy.address_org import organisation
from svaya.privacy.address_probable import street_name
from svaya.privacy.keys import text_key
from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import is_known, readings
from svaya.privacy.spans import Span

_WORD = r"[A-Z][A-Za-z']+(?:-[A-Za-z]+)*"
# The first letter first, then the lookbehind, so the engine skips from capital to capital.
_CANDIDATE = re.compile(
    rf"(?P<town>[A-Z](?<![\w.-][A-Z])[A-Za-z]+(?:-[A-Za-z]+)*)(?:,[ \t]?|[ \t])"
    rf"(?P<street>(?P<ordinal>\d{{1,2}}(?:-?[a-z]{{1,2}})?[ \t])?{_WORD}(?:[ \t]{_WORD})?),?[ \t]"
    r"(?P<mark>(?i:d|dom|h)\.?[ \t]?)?[1-9]\d{0,3}[A-Za-z]?(?:/\d{1,3})?"
    r"(?P<flat>(?:[ \t]?[-/][ \t]?|,?[ \t])(?:(?i:kv|apt|flat)\.?[ \t]?)?[1-9]\d{0,3}"
    r"|,?[ \t]?(?i:kv|apt|flat)\.?[ \t]?[1-9]\d{0,3})?"
    r"(?![\w/-]|[.,]\d|[ \t-]\d)"
)
# Towns whose English name is no transliteration, and the chats' shorthands.
_EXONYMS = frozenset({"moscow", "msk", "spb", "petersburg"})
# The words before an address's first comma in Latin: a town, a region or a country stay; a
# person's name or a company's a grammar took in with them does not ("Maria Ivanova, 44 Pobedy
# Ave", "Bill to: Ivan Sidorov, ul. Lenina 5-12").
_HEAD = re.compile(r"[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2},[ \t]?")
_PLACE_WORDS = frozenset(
    "russia rf ru region oblast obl krai kray district republic federation city".split()
)
_LATIN_MARK = re.compile(rf"(?<![\w.-]){_MARK_LATIN}(?![a-z])")


def without_head(span: Span) -> Span:
    """`span` without the words before its first comma that name no place, when a street
    marker after them names the street."""
    m = _HEAD.match(span.value)
    if m is None or not _LATIN_MARK.search(span.value, m.end()):
        return span
    words = m.group().rstrip(", \t").split()
    if any(w.lower() in _PLACE_WORDS or _town(w) for w in words):
        return span
    value = span.value[m.end() :]
    return Span(span.start + m.end(), span.end, value, "pd.address", span.source,
                text_key("pd.address", value))  # fmt: skip


def latin_addresses(text: str, held: list[Span]) -> list[Span]:
    """`held` with the addresses of a Latin town, street and numbers: outside its spans, or
    in place of one the town before it was left out of ("Shuya 22 Partsyezda d34 kv290")."""
    spans = list(held)
    at = 0
    while (m := _CANDIDATE.search(text, at)) is not None:
        inside = [s for s in spans if s.start < m.end() and m.start() < s.end]
        if not _address(m) or any(s.start < m.start() or s.end > m.end() for s in inside):
            at = m.end("town")  # the next word may begin one ("Guest Kazan Baumana 5-12")
            continue
        at = m.end()
        if organisation(text, m.start(), m.end()):
            continue
        spans = [s for s in spans if s not in inside]
        spans.append(Span(m.start(), m.end(), m.group(), "pd.address", "pattern",
                          text_key("pd.address", m.group())))  # fmt: skip
    return chat_addresses(text, spans)


def _address(m: re.Match[str]) -> bool:
    if not (m.group("flat") or m.group("mark")):
        return False
    if not _town(m.group("town")):
        return False
    if m.group("ordinal"):
        return True
    words = m.group("street").split()
    if len(words) > 1 and not _name_part(words[0]):
        return False  # a team's name, not a street's ("Krylya Sovetov 2-1")
    street = _cyrillic(words[-1])
    # a word the dictionary does not know is a street's by its adjective's ending alone
    # ("Zubtsovskaya"; not "Amkar", which it would guess a plural genitive)
    return _street(street) and (is_known(street) or _ADJECTIVE_END.search(street) is not None)


_ADJECTIVE_END = re.compile(r"(?:ий|ый|ой|ая|яя|ое|ее)$")


def _cyrillic(word: str) -> str:
    """The word's Cyrillic spelling the dictionary knows, else its likeliest; in title case."""
    spellings = cyrillic_spellings(word.lower().replace("'", ""))
    known = next((s for s in spellings if is_known(s)), spellings[0] if spellings else word)
    return known.capitalize()


def _town(word: str) -> bool:
    """A town in the nominative by one of its Cyrillic spellings the dictionary knows, a soft
    sign added too ("Tver" is "Тверь"); a final "y" may be "ы" ("Kimry"); not a guess ("room")."""
    lower = word.lower()
    if lower in _EXONYMS:
        return True
    if len(word) < 3:
        return False
    spellings = cyrillic_spellings(lower)
    if lower.endswith("y"):
        spellings += [s + "ы" for s in cyrillic_spellings(lower[:-1])]
    # a first name is no town, a soft sign after it notwithstanding ("Ivan", not "Ивань")
    return any(
        "Name" not in readings(s.capitalize())[0].tag
        and any(
            "Geox" in r.tag and "nomn" in r.tag
            for form in (s, s + "ь")
            if is_known(form)
            for r in readings(form.capitalize())
        )
        for s in spellings
    )


# --- A chat's or a CRM's address in Latin letters, in any case, anchored on its house ----------
#
# "velsk troitsky d 37 kv 201", "arkh, severnoy dviny 93 kv 259", "zhivu na troitsky 8-225",
# "Kirov 60 let Oktyabrya 14-77": a street named with no street word, a town before it written
# out or cut short, a house and its flat. The house is found first (a number after a Latin word:
# the engine skips from digit to digit), the words before it are read back from it.

_HOUSE_AFTER_WORD = re.compile(
    r"[1-9](?:(?<=[A-Za-z][ \t,][1-9])|(?<=[A-Za-z][.,][ \t][1-9])|(?<=[dD][1-9]))"
)
# The house from its first digit: a letter, a building after "/", a flat after "-" or a flat's
# marker ("37 kv 201", "8-225", "40/2", "d 80, kv. 311"); not a range of a quantity or a time.
_HOUSE_TAIL = re.compile(
    r"\d{0,3}(?:[a-z](?![A-Za-z]))?(?P<slash>/[1-9]\d{0,2})?"
    r"(?P<flat>[ \t]?-[ \t]?[1-9]\d{0,3}"
    r"|,?[ \t]?(?i:kv|kvartira|apt|flat)\.?[ \t]?(?P<kv>[1-9]\d{0,3}))?"
    r"(?![\w/-]|[.,:]\d|[ \t]?-[ \t]?\d)"
    r"(?![ \t]?(?i:min|sek|sec|chas|hours?|hrs?|h\b|km|m\b|kg|gb|mb|tb|dn|den|days?|ned|weeks?"
    r"|mes|months?|let\b|god|years?|raz|times|sht|pcs|rub|usd|eur|tys|pm|am\b|%|x\b))"
)
# The house's marker before it ("d 37", "d. 5", "dom 12", "д 5").
_HOUSE_MARK_BEFORE = re.compile(r"(?<![\w.-])(?i:d|dom|h|д)\.?[ \t]?\Z")
# The words before the house: a Latin word, a number with its ending ("1-ya", "40"), separated by
# spaces and at most one comma; the line, a cell or a chat's speaker bounds them.
_TOKEN = re.compile(r"[A-Za-z][A-Za-z']*(?:-[A-Za-z]+)*|\d{1,3}(?:-?[a-z]{1,3})?(?![\w])")
_STOP = re.compile(r"[:;|()\[\]\"«»?!\t\n]|[.](?=[ \t])")
_GAP = re.compile(r"[ \t]*,?[ \t]*")
_YEARS = frozenset({"let", "letiya"})
_ORDINAL = re.compile(r"\d{1,2}-?(?:ya|aya|yy|iy|oy|y|j|i|go|e)", re.I)
# A Latin word that reads as an adjective's ending when the dictionary knows no spelling of it.
_ADJECTIVE_LATIN = re.compile(r"(?:[bcdfghjklmnpqrstvwxz]y|iy|yy|oy|ij|aya|yaya|oe|oye|ee|eye)$")
# A verb of living or delivery, an address's label, before the address in a chat (their Cyrillic
# stems, address_grammar.LABEL_STEMS, and the Latin words read back into Cyrillic; the English ones
# as they are).
_LABEL_ENGLISH = re.compile(
    r"(?i:address|addr|deliver\w*|ship\s+to|lives?\s+at|living\s+at|resid\w*)", re.I
)
_LABEL_LOOK_BACK = 40
_LOOK_BACK = 70


def chat_addresses(text: str, held: list[Span]) -> list[Span]:
    """`held` with the Latin addresses told by their house and the words before it."""
    spans = list(held)
    for anchor in _HOUSE_AFTER_WORD.finditer(text):
        start = anchor.start()
        if any(s.start <= start < s.end for s in spans):
            continue
        tail = _HOUSE_TAIL.match(text, start + 1)
        if tail is None:
            continue
        kv = tail.group("kv")
        if kv and len(kv) == 4 and kv[:2] in ("19", "20"):
            continue  # a quarter of a year ("3 kv 2024")
        line = text.rfind("\n", 0, start) + 1
        mark = _HOUSE_MARK_BEFORE.search(text, max(line, start - 5), start)
        words_end = mark.start() if mark else start
        if not (mark or tail.group("flat") or tail.group("slash")):
            continue
        begin = _chat_start(text, max(line, start - _LOOK_BACK), words_end, kv is not None)
        if begin is None:
            continue
        inside = [s for s in spans if s.start < tail.end() and begin < s.end]
        if any(s.start < begin or s.end > tail.end() for s in inside):
            continue
        if organisation(text, begin, tail.end()):
            continue
        spans = [s for s in spans if s not in inside]
        value = text[begin : tail.end()]
        spans.append(Span(begin, tail.end(), value, "pd.address", "pattern",
                          text_key("pd.address", value)))  # fmt: skip
    return spans


def _chat_start(text: str, lo: int, end: int, flat_marked: bool) -> int | None:
    """Where the address before the house at `end` begins: its town, else its street; None
    when the words are no street, or nothing but a flat's marker says it is a home."""
    stops = list(_STOP.finditer(text, lo, end))
    lo = stops[-1].end() if stops else lo
    tokens = list(_TOKEN.finditer(text, lo, end))
    if not tokens or not _GAP.fullmatch(text, tokens[-1].end(), end):
        return None
    k = len(tokens) - 1

    def joined(i: int) -> bool:  # no comma between token i and the next
        return "," not in text[tokens[i].end() : tokens[i + 1].start()]

    def touching(i: int) -> bool:
        return _GAP.fullmatch(text, tokens[i].end(), tokens[i + 1].start()) is not None

    last = tokens[k].group()
    if not last[0].isalpha():
        return None
    street = k
    while street > 0 and k - street < 2 and touching(street - 1) and joined(street - 1):
        word = tokens[street - 1].group()
        if not word[0].isalpha() or word.lower() in _YEARS or not _name_part(word):
            break
        street -= 1
    years = (
        street >= 2
        and tokens[street - 1].group().lower() in _YEARS
        and tokens[street - 2].group().isdigit()
        and touching(street - 1)
        and touching(street - 2)
        and (_genitive(tokens[street].group()) or tokens[street].group().isupper())
    )
    if years:
        street -= 2
    elif not _street_word(last):
        return None
    elif street >= 1 and touching(street - 1) and _ORDINAL.fullmatch(tokens[street - 1].group()):
        street -= 1
    begin = tokens[street].start()
    town = False
    if street >= 1 and touching(street - 1) and tokens[street - 1].group()[0].isalpha():
        word = tokens[street - 1].group()
        town = _town(word) or (not joined(street - 1) and _shorthand(word))
        if town:
            begin = tokens[street - 1].start()
    if flat_marked or town or _labelled(text, begin):
        return begin
    return None


def _spellings(word: str) -> list[str]:
    """A Latin word's Cyrillic spellings; a final "y" may be "ы" too ("Pobedy", "Dviny")."""
    lower = word.lower().replace("'", "")
    spellings = cyrillic_spellings(lower)
    if lower.endswith("y") and len(lower) > 2:
        spellings += [s + "ы" for s in cyrillic_spellings(lower[:-1])]
    # a month's adjective keeps the soft sign transliteration drops ("Oktyabrsky", "Октябрьский")
    return spellings + [s.replace("брск", "брьск") for s in spellings if "брск" in s]


def _street_word(word: str) -> bool:
    """A street's name by one of its Cyrillic spellings the dictionary knows (an adjective, a
    name in the genitive); an unknown word by an adjective's ending ("zubtsovskaya")."""
    spellings = _spellings(word)
    known = [s for s in spellings if is_known(s)]
    if known:
        return any(_street(s.capitalize()) for s in known)
    return _ADJECTIVE_LATIN.search(word.lower()) is not None and any(
        _street(s.capitalize()) for s in spellings[:4]
    )


def _street(word: str) -> bool:
    """street_name, and not a word that keeps one form in every case, whose genitive says
    nothing ("Torpedo", "Dinamo": a team's)."""
    return street_name(word) and "Fixd" not in readings(word)[0].tag


def _name_part(word: str) -> bool:
    """A street's word before its last: an adjective or a word in the genitive ("severnoy
    dviny", "karla marksa"); not a noun in the nominative ("Krylya Sovetov")."""
    return any(
        r.tag.POS == "ADJF" or ("gent" in r.tag and r.tag.POS == "NOUN")
        for s in _spellings(word)
        if is_known(s)
        for r in readings(s)[:1]
    )


def _genitive(word: str) -> bool:
    return any("gent" in r.tag for s in _spellings(word) if is_known(s) for r in readings(s)[:2])


def _shorthand(word: str) -> bool:
    """A town cut short, before a comma: three Cyrillic letters no word has ("arkh", "ekb")."""
    if word.lower() in _EXONYMS:
        return True
    spellings = _spellings(word)
    # a soft sign a spelling may add ("арьх") is no letter of the shorthand
    return bool(spellings) and all(
        len(s.replace("ь", "")) == 3 and not is_known(s) for s in spellings
    )


def _labelled(text: str, begin: int) -> bool:
    """A label or a verb of living or delivery just before the address, on its line."""
    line = text.rfind("\n", 0, begin) + 1
    before = text[max(line, begin - _LABEL_LOOK_BACK) : begin]
    if _LABEL_ENGLISH.search(before):
        return True
    lowered = before.lower()
    if any(stem in lowered for stem in LABEL_STEMS):
        return True
    return any(
        s.startswith(LABEL_STEMS)
        for word in re.findall(r"[a-z]{3,}", lowered)
        for s in cyrillic_spellings(word)
    )
