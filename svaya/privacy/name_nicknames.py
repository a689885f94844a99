"""First names as chats, forums and shift notes write them short:

- a lower-case first name with one bare letter after it, its surname's initial with no stop
  ("слесарь гоша т выехал", "тимоша р из 4 палаты");
- a forum's nickname made of a first name and a number ("гоша_77: потерял ключи");
- a first name's vocative cut short, called out at a sentence's start ("Мил, привет!",
  "Гуль, ты где?"): the name without its last vowel ("Мила"), or with -ь for -я ("Гуля"), a
  rare name's familiar form too ("Гурь" of "Гуря", "Гурий").

name_rules.py gathers these with the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import is_known, readings
from svaya.privacy.name_acting import familiar_shape
from svaya.privacy.name_chat import GREETING_BEFORE, speaks_to
from svaya.privacy.name_context import CALLED_OUT, SENTENCE_END
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_words import clipped_familiar, diminutive, name_share

# One letter after a word, no stop and no letter after it; the letters that are words of their
# own ("в", "с", "к", "у", "о", "и", "а", "я", "ж", "б") are not an initial.
_BARE_LETTER = re.compile(r" [гдезйлмнпрстфхцчшщэю](?![\w.-])(?! ?\d)")
_LOWER_BEFORE = re.compile(r"(?<![\w-])([а-яё]{3,12}) $")
_WORD_NEXT = re.compile(r" [а-яё]")


def bare_initials(text: str) -> Iterator[tuple[int, int]]:
    """A lower-case first name and the bare letter after it: "гоша т", "тимоша р"."""
    for m in _BARE_LETTER.finditer(text):
        if m.group() == " с" and _WORD_NEXT.match(text, m.end()):
            continue  # "роза с шипами", "вера с третьего этажа": the preposition
        word = _LOWER_BEFORE.search(text, max(0, m.start() - 13), m.start() + 1)
        if word is not None and _a_first_name(word.group(1)):
            yield word.start(1), m.end()


def _a_first_name(word: str) -> bool:
    """A first name's nominative or a familiar form of one, by the dictionary's weight or its
    guess ("пантюша", "чеся")."""
    if name_share(word) >= 0.5 or diminutive(word[:1].upper() + word[1:]):
        return True
    return ("masc", "nomn") in forms(word, "Name") or ("femn", "nomn") in forms(word, "Name")


# A nickname: a first name, an underscore, a number or a short Latin tag ("гоша_77",
# "Тимоша_2010", "тоша_rod").
_HANDLE = re.compile(r"(?<![\w@.-])([А-ЯЁа-яё][а-яё]{1,11})_(?:\d{1,4}|[a-z]{2,8}\d{0,4})(?![\w-])")


def nickname_names(text: str) -> Iterator[tuple[int, int]]:
    if "_" not in text:
        return
    for m in _HANDLE.finditer(text):
        if _a_first_name(m.group(1).lower()):
            yield m.span(1)


# A capitalised word of two to five letters.
_SHORT_TITLE = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{1,4}(?![\w-])")


def cut_vocatives(text: str) -> Iterator[tuple[int, int]]:
    """A first name's vocative cut short ("Мил", "Гуль", "Прош") called out at a sentence's
    start (a comma or "!" after it, or speech to the person: "Прош, перезвони"), or after a
    greeting ("алё Прош это я")."""
    for m in _SHORT_TITLE.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start):
            if CALLED_OUT.match(text, end) is None and not speaks_to(text, end):
                continue
        elif GREETING_BEFORE.search(text, max(0, start - 16), start) is None:
            continue
        if _cut_vocative(m.group()):
            yield m.span()


def _cut_vocative(word: str) -> bool:
    if forms(word, "Name") or _a_word_of_speech(word) or _a_known_word(word):
        return False  # the dictionary's own vocatives are first_names'; "Так,", "Лес,"
    bases = [word[:-1] + "я"] if word.endswith("ь") else [word + "а", word + "я"]
    return any(("femn", "nomn") in forms(b, "Name") or ("masc", "nomn") in forms(b, "Name")
               or familiar_shape(b) or clipped_familiar(b) for b in bases)  # fmt: skip


def _a_known_word(word: str) -> bool:
    """The dictionary knows the word and reads it first as no name ("Лес", "Сон")."""
    first = readings(word)[:1]
    return is_known(word) and bool(first) and "Name" not in first[0].tag


def _a_word_of_speech(word: str) -> bool:
    """A word that opens a sentence and is called out as often as a name: a particle, an
    interjection, an adverb, a pronoun, a conjunction ("Ну,", "Ох,", "Так,", "Мы,")."""
    return any(
        pos in p.tag
        for p in readings(word)[:1]
        for pos in ("PRCL", "INTJ", "ADVB", "NPRO", "CONJ", "PRED", "PREP")
    )


# A patronymic clipped as workmates say it, the whole name's stand-in: "Петрович" said
# "Петрович", "Саныч", "Ильдарыч" (a first name's stem and -ыч).
_CLIPPED_PATRONYMIC = re.compile(r"(?<![\w-])[А-ЯЁ][а-яё]{2,9}ыч(?![\w-])")


def clipped_patronymics(text: str) -> Iterator[tuple[int, int]]:
    """A word in -ыч the dictionary does not know, made on a first name's stem ("Ильдарыч"),
    or one it knows as a patronymic ("Палыч"); not a word it knows otherwise ("Москвич" is in
    -ич, "Сыч" too short)."""
    if "ыч" not in text:
        return
    for m in _CLIPPED_PATRONYMIC.finditer(text):
        if _clipped(m.group()):
            yield m.span()


def _clipped(word: str) -> bool:
    if any("Patr" in p.tag for p in readings(word)):
        return True
    stem = word[:-2]
    return not is_known(word) and any("Name" in p.tag for p in readings(stem)[:2])
