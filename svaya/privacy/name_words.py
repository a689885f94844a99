"""What the dictionary says of a word as a first name: how much of its weight is a first name's
("Олег" 1.0, "Света" 0.01), and whether it is a first name's diminutive or familiar form the
dictionary does not know ("Алинка", "Санёк", "Ильдарчик") or knows as another living being
("маринка", a fish)."""

from __future__ import annotations

import re

from svaya.privacy.morphology import Word, derived, garbled_word, morph


def name_share(word: str) -> float:
    """How much of the dictionary's weight goes to first-name readings ("Олег" 1.0, "Пол" 0.47,
    "Света" 0.01)."""
    return derived(word, ("name_share",), _name_share)


def _name_share(entry: Word) -> float:
    if garbled_word(entry.readings[0].word if entry.readings else ""):
        return 0.0  # "проживающеи": a scan's ordinary word, whatever the guesses say
    return sum(p.score for p in entry.readings if "Name" in p.tag)


# A diminutive made with -к- ("Алинка", "Маринку", "Егорке", "Верочка", "Олежка"): its stem with
# the name's ending is a first name ("Алина", "Егор", "Вера", "Олег").
_DIMINUTIVE = re.compile(
    r"^(?P<stem>[А-ЯЁ][а-яё]+?)(?:оч|еч|ушк|юшк|оньк|еньк|ик|ок|ёк|к)?"
    r"(?:ка|ки|ке|ку|кой|кою|к|а|и|е|у|ой)$"
)
_ALTERNATION = {"ж": "г", "ч": "к", "ш": "х"}


def diminutive(word: str) -> bool:
    return derived(word, ("diminutive",), _diminutive_of)


def _diminutive_of(entry: Word) -> bool:
    if entry.known:  # an ordinary word ("Вилка", "Булка"); a known diminutive has a Name reading
        return False
    word = entry.readings[0].word if entry.readings else ""
    m = _DIMINUTIVE.match(word[:1].upper() + word[1:]) if word else None
    if m is None or not re.search(r"(?:к|ка|ки|ке|ку|кой|кою)$", word):
        return _hypocoristic(entry)
    stem = m.group("stem")
    stems = {stem, stem[:-1] + _ALTERNATION.get(stem[-1], stem[-1])}
    return any(
        name_share(base) >= 0.5 and morph().word_is_known(base.lower())
        for s in stems
        for base in (s, s + "а", s + "я")
        if len(base) > 2
    ) or _hypocoristic(entry)


# The suffixes a familiar first name is made with, one list for the rules below: the productive
# diminutives ("Верочка", "Катюшка", "Машенька"), the friendly forms ("Валюша", "Викуся",
# "Настюля", "Милаша"), the rough ones ("Настюха", "Иришка", "Санёк", "Вован", "Ильдарчик").
_DIMINUTIVE_SUFFIXES = ("ечка", "очка", "енька", "онька", "ушка", "юшка")
_FRIENDLY_SUFFIXES = ("уля", "юля", "уся", "юся", "уша", "юша")
_ROUGH_SUFFIXES = tuple("ишка юха уха ёна уня юня чик ёк ек ок ик ан ян он ха".split())
# A word the dictionary does not know, by its lemma: "Наст-" is "Настя", "Ксю-" is "Ксюша",
# "Ильдар-" is "Ильдар".
_FAMILIAR_SUFFIXES = _DIMINUTIVE_SUFFIXES + _FRIENDLY_SUFFIXES + _ROUGH_SUFFIXES
_BASE_ENDINGS = ("", "а", "я", "ша")
# A word in a place where it is a name, known to the dictionary as another word or not:
# "Милаша" (Мила), "Боженка" (Божена), "Катюша" (Катя).
_FAMILIAR_FORM = (*_DIMINUTIVE_SUFFIXES, *_FRIENDLY_SUFFIXES, "аша", "яша", "ка")


def _stem_names(word: str, suffixes: tuple[str, ...], shortest: int, ends: tuple[str, ...]) -> bool:
    """`word` less one of `suffixes` (at least `shortest` letters left), with one of `ends`, is
    a first name to the dictionary ("ксюха" → "Ксю" + "ша", "милаша" → "Мил" + "а", "таюха" →
    "Та" + "я"; never a doubled vowel, "Алаа")."""
    return any(
        name_share(base) >= 0.5 and morph().word_is_known(base.lower())
        for suffix in suffixes
        if word.endswith(suffix) and len(word) - len(suffix) >= shortest
        for base in (word[: -len(suffix)].capitalize() + end for end in ends)
        if len(base) > 2 and not base.endswith(("аа", "яя"))
    )


def _hypocoristic(entry: Word) -> bool:
    """A word the dictionary does not know, made of a first name's stem and a familiar suffix:
    the lemma it guesses ("ксюха" for "Ксюхе") or the word itself ("Витёк")."""
    lemmas = {entry.readings[0].word} | {p.normal_form for p in entry.readings if "NOUN" in p.tag}
    return any(_stem_names(lemma, _FAMILIAR_SUFFIXES, 2, _BASE_ENDINGS) for lemma in lemmas)


def known_diminutive(word: str) -> bool:
    """A first name's diminutive in -ка the dictionary knows as a living being too ("маринка",
    a fish): a name after a person's verb."""
    return derived(word, ("known_diminutive",), _known_diminutive_of)


def _known_diminutive_of(entry: Word) -> bool:
    if not entry.readings or "anim" not in entry.readings[0].tag:
        return False
    lemma = entry.readings[0].normal_form
    stem = lemma[:-2] if lemma.endswith("ка") else ""
    return len(stem) > 2 and any(
        morph().word_is_known(stem + end) and name_share(stem + end) >= 0.5 for end in ("а", "я")
    )


# A first name's diminutive by a productive suffix, in any case ("Новеллочки", "Гортензиюшка",
# "Розочку", "Виолеточка"): a name-giver makes one from any first name, a rare one too.
_DIMINUTIVE_STEMS = "|".join(suffix[:-1] for suffix in _DIMINUTIVE_SUFFIXES)  # "очк", "еньк"
_PRODUCTIVE = re.compile(rf"^[А-ЯЁ][а-яё]{{2,}}?(?:{_DIMINUTIVE_STEMS})(?:а|и|е|у|ой|ою)$")


def productive_diminutive(word: str) -> bool:
    """A capitalised word made by a productive diminutive suffix that the dictionary does not
    know (any stem: the name may be one it lacks, or a noun too, "Новелла"), or knows only as
    the diminutive of a noun that is also a first name ("Розочка" of "Роза")."""
    return derived(word, ("productive_diminutive",), _productive_of)


def _productive_of(entry: Word) -> bool:
    word = entry.readings[0].word if entry.readings else ""
    if _PRODUCTIVE.match(word[:1].upper() + word[1:]) is None:
        return False
    if not entry.known:
        return True
    stems = {
        p.normal_form[: -len(suffix)]
        for p in entry.readings
        for suffix in _DIMINUTIVE_SUFFIXES
        if p.normal_form.endswith(suffix)
    }
    return any(
        name_share(stem.capitalize() + end) >= 0.5
        for stem in stems
        if len(stem) > 1
        for end in "ая"
    )


def familiar_form(word: str) -> bool:
    """A first name's familiar form by its suffix, whether the dictionary knows the word as
    another one or not: its stem with the name's ending is a first name ("милаша" of "Мила",
    "боженка" of "Божена"). For a place where a word is a name (a login beside a surname, a
    word called out), not for a word alone ("ромашка" passes no test here, "машка" does)."""
    return derived(word.lower(), ("familiar_form",), _familiar_form_of)


def _familiar_form_of(entry: Word) -> bool:
    word = entry.readings[0].word.replace("ё", "е") if entry.readings else ""
    return _stem_names(word, _FAMILIAR_FORM, 3, ("а", "я", ""))


# A rare first name's familiar form cut from its stem: "Гуря" and the chat's "Гурь" of "Гурий",
# "Добрик" of "Добрыня", "Фаля" of "Фалалей". The full name is the stem with a name's lemma
# ending; the form's own ending is a familiar one.
_CLIPPED_ENDINGS = ("ья", "ик", "ок", "я", "а", "ь")
_LEMMA_ENDINGS = ("ий", "ей", "ия", "ья", "ыня", "ан", "ян", "он", "ор", "ил", "ел", "ад", "ат")


def clipped_familiar(word: str) -> bool:
    """A word read as a rare first name's familiar form cut from its stem ("гуря", "гурь",
    "добрик"). For a place where a word is a name (a login beside a surname, a word called out
    in a chat), not for a word alone."""
    return derived(word.lower(), ("clipped_familiar",), _clipped_familiar_of)


def _clipped_familiar_of(entry: Word) -> bool:
    if entry.known and not {"Name", "Surn"} & entry.readings[0].tag.grammemes:
        return False  # an ordinary word first ("гора", "столик"); "Добрик" is a surname too
    word = entry.readings[0].word.replace("ё", "е") if entry.readings else ""
    return any(
        _a_lemma_first_name(word[: -len(ending)] + lemma_end)
        for ending in _CLIPPED_ENDINGS
        if word.endswith(ending) and len(word) - len(ending) >= 3
        for lemma_end in _LEMMA_ENDINGS
    )


def _a_lemma_first_name(base: str) -> bool:
    """A first name's own nominative singular, the dictionary's lemma ("гурий", "добрыня")."""
    return morph().word_is_known(base) and any(
        "Name" in p.tag and "nomn" in p.tag and "sing" in p.tag and p.normal_form == base
        for p in morph().parse(base)
    )
