"""natasha's models, loaded once per process, and pymorphy2 readings of single words, cached.

The models ship inside the natasha package, so nothing is downloaded; they are loaded lazily
because loading costs about a second and most processes never need them. Readings are cached per
word: the words of a bank's texts (labels, names, towns) recur from pass to pass, and a lookup in
the dictionary costs tens of microseconds, an order more than a cache hit.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Any

ROLE_TAGS = {"surname": "Surn", "first": "Name", "patronymic": "Patr"}
PERSON_TAGS = tuple(ROLE_TAGS.values())
PROPER_TAGS = (*PERSON_TAGS, "Geox", "Orgn", "Trad")
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


@lru_cache(maxsize=65536)
def readings(word: str) -> tuple[Any, ...]:
    return tuple(morph().parse(word))


@lru_cache(maxsize=65536)
def is_known(word: str) -> bool:
    return bool(morph().word_is_known(word.lower()))


@lru_cache(maxsize=65536)
def role_parses(word: str, tag: str) -> tuple[Any, ...]:
    """Singular readings of `word` with `tag` ("Surn", "Name", "Patr")."""
    return tuple(p for p in readings(word) if tag in p.tag and "sing" in p.tag)


@lru_cache(maxsize=65536)
def has_tag(word: str, tags: tuple[str, ...]) -> bool:
    return any(tag in p.tag for p in readings(word) for tag in tags)


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
