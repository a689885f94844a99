"""natasha's models, loaded once per process, and pymorphy2 readings of single words, cached.

The models ship inside the natasha package, so nothing is downloaded; they are loaded lazily
because loading costs about a second and most processes never need them. What the dictionary says
of a word is read once per word (`word_of`); everything the name rules ask of a word is derived
from that in a few dictionary or set operations.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Any, TypeVar, cast

from svaya.privacy.memo import cached

ROLE_TAGS = {"surname": "Surn", "first": "Name", "patronymic": "Patr"}
PERSON_TAGS = tuple(ROLE_TAGS.values())
PROPER_TAGS = (*PERSON_TAGS, "Geox", "Orgn", "Trad")
T = TypeVar("T")
_LOAD_LOCK = threading.Lock()
_MODELS: dict[str, Any] = {}


def morph() -> Any:
    """natasha's MorphVocab (pymorphy2 with its Python 3.11 fix applied by natasha's import)."""
    with _LOAD_LOCK:
        if "morph" not in _MODELS:
            from natasha import MorphVocab

            _MODELS["morph"] = MorphVocab()
        return _MODELS["morph"]


def ner_tagger() -> Any:
    with _LOAD_LOCK:
        if "ner" not in _MODELS:
            from natasha import NewsEmbedding, NewsNERTagger

            _MODELS["ner"] = NewsNERTagger(NewsEmbedding())
        return _MODELS["ner"]


def load_models() -> None:
    """Load the models now (a worker at start, a benchmark before its timings), not at the first
    text that needs them."""
    morph()
    ner_tagger()


class Word:
    """What the dictionary says of one word, read once: its readings, whether it is known, every
    grammeme of every reading, its singular readings per name role, and whatever the name rules
    derive from those (`derived`), so each fact about a word is worked out once per process."""

    __slots__ = ("_roles", "derived", "grammemes", "known", "readings")

    def __init__(self, word: str) -> None:
        self.readings: tuple[Any, ...] = tuple(morph().parse(word))
        self.known = bool(morph().word_is_known(word.lower()))
        if not self.known and "ё" in word.lower():
            self._read_without_yo(word)
        self.grammemes = frozenset(g for p in self.readings for g in p.tag.grammemes)
        if not self.known and _SERVICE.fullmatch(word.lower()) is not None:
            # a bank's, a shop's or a messenger's name the dictionary lacks ("в Сбере", "на
            # Авито"): an organisation's word, no rare name
            self.known, self.grammemes = True, self.grammemes | {"Orgn"}
        self._roles: dict[str, tuple[Any, ...]] = {}
        self.derived: dict[tuple[str, ...], Any] = {}

    def _read_without_yo(self, word: str) -> None:
        """The dictionary spells some lemmas with "е" only ("Лека" for "Лёка"): a word it does
        not know with "ё" is read as the same word spelt with "е", by the readings whose lemma
        has "е" where the writer put "ё" ("Лёке" is "Леке" of "Лека"; "Санёк" is not "Санек",
        a plural of "Санька")."""
        lower = word.lower()
        plain = lower.replace("ё", "е")
        if not morph().word_is_known(plain):
            return
        places = [i for i, ch in enumerate(lower) if ch == "ё"]
        found = tuple(
            p
            for p in morph().parse(plain)
            if all(i < len(p.normal_form) and p.normal_form[i] == "е" for i in places)
        )
        if found:
            self.readings, self.known = found, True

    def role_parses(self, tag: str) -> tuple[Any, ...]:
        found = self._roles.get(tag)
        if found is None:
            found = tuple(p for p in self.readings if tag in p.tag and "sing" in p.tag)
            if tag == "Surn" and not found:
                found = self._adjectival_surname()
            self._roles[tag] = found
        return found

    def _adjectival_surname(self) -> tuple[Any, ...]:
        """A surname in -ский/-цкий declines as an adjective, and the dictionary often knows the
        word only as one ("Черкасская", "Бельскому"): its singular adjective readings stand for
        the surname's when it has none of its own."""
        return tuple(
            p
            for p in self.readings
            if "ADJF" in p.tag and "sing" in p.tag and p.normal_form.endswith(_SKY)
        )


_SKY = ("ский", "цкий")
# Services every Russian writer names and the dictionary lacks, with a case's ending.
_SERVICE = re.compile(
    r"(?:сбер|тинькофф|авито|вайлдберриз|валдберис|ютуб|вотсап|ватсап|вацап|телеграм|вайбер"
    r"|почтабанк|юмани|совкомбанк|райффайзен|озон)(?:а|у|ом|е|ы|ах|ам)?"
)


# The one cache of word readings: the words of a bank's texts (labels, names, towns) recur from
# pass to pass, and a dictionary lookup costs tens of microseconds, an order more than a hit.
@cached("morphology.word", 65536)
def word_of(word: str) -> Word:
    return Word(word)


def derived(word: str, fact: tuple[str, ...], work: Callable[[Word], T]) -> T:
    """`work(word_of(word))`, kept with the word under `fact` (a name and its arguments)."""
    entry = word_of(word)
    try:
        return cast(T, entry.derived[fact])
    except KeyError:
        value = entry.derived[fact] = work(entry)
        return value


def readings(word: str) -> tuple[Any, ...]:
    return word_of(word).readings


def is_known(word: str) -> bool:
    return word_of(word).known


def role_parses(word: str, tag: str) -> tuple[Any, ...]:
    """Singular readings of `word` with `tag` ("Surn", "Name", "Patr")."""
    return word_of(word).role_parses(tag)


def has_tag(word: str, tags: tuple[str, ...]) -> bool:
    return not word_of(word).grammemes.isdisjoint(tags)


def lexeme(parse: Any) -> list[tuple[str, Any]]:
    """(word, tag) of every form of the lexeme a reading belongs to: what `parse.lexeme` gives,
    without natasha wrapping each form in an object with UD features (most of the cost, and
    read nowhere here). A name new to the process is inflected through its whole paradigm."""
    return [(form[0], form[1]) for form in parse.methods_stack[-1][0].get_lexeme(parse)]


def is_plain_word(token: str) -> bool:
    """A dictionary word with no proper-noun reading ("Отчество", "Тел")."""
    word = token.rstrip(".")
    if len(word) <= 1 or not is_known(word):
        return False
    return not has_tag(word, PROPER_TAGS)


# A scan reads "й" as "и" ("проживающеи", "Россииской"): after a vowel, "и" may be a "й" lost.
_SHORT_I_LOST = re.compile(r"(?<=[аеёиоуыэюя])и")


def garbled_word(word: str) -> bool:
    """A word the dictionary does not know that is an ordinary word with a "й" a scan read as
    "и" ("проживающеи", "Россииской"): its guessed name readings say nothing."""
    return derived(word, ("garbled",), _garbled)


def _garbled(entry: Word) -> bool:
    if entry.known or not entry.readings:
        return False
    word = entry.readings[0].word
    places = [m.start() for m in _SHORT_I_LOST.finditer(word)]
    tries = [word[:at] + "й" + word[at + 1 :] for at in places]
    if len(places) > 1:
        tries.append(_SHORT_I_LOST.sub("й", word))
    return any(morph().word_is_known(t) and not has_tag(t, PERSON_TAGS) for t in tries)
