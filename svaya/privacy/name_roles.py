"""A surname alone told by what stands beside it, whatever the dictionary reads it as:

- a person's role in brackets after a word ("Кривых (бригадир)", "Белозерский (охранник)",
  "Никодимушка (сторож)"), as lists of a crew or a shift write them: a word that is a surname,
  a first name, an adjective (an undeclined -ых or a -ский surname) or one the dictionary does
  not know, not a thing's noun ("Склад (кладовщик)");
- a one-syllable surname (Korean ones: "Пак", "Тян", "Юн", "Шин") after a person's role
  ("водитель Тян") or before a verb only a person is the subject or the object of ("Пак
  перезвонить", "Шин опоздал"; not "Акт подписала"), no name going on after it ("клиент Банк
  Открытие");
- a surname and one bare initial, its stop lost ("Дроздова Т,", "Журавлёва Е</manager>"), an
  animal's noun too ("Сорока Т");
- a person introducing themself with a role for the listener ("Это Новелла, ваш координатор").

name_rules.py gathers these with the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import Word, derived, has_tag, readings
from svaya.privacy.name_context import ROLES, number_before, surname_shape

_BRACKETED = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?=[ \t]?\(([а-яё]{3,20})\))")
# A person's noun made with an agent's suffix ("бригадир", "охранник", "сторож", "кладовщик").
_AGENT = re.compile(r"(?:ир|ор|ер|ист|ник|щик|чик|ож|тель|арь|ант|ент|ач|ец|ша|ка|ица)$")


def bracketed_roles(text: str) -> Iterator[tuple[int, int]]:
    if "(" not in text:
        return
    for m in _BRACKETED.finditer(text):
        if (
            _a_role(m.group(1))
            and _may_be_person(m.group())
            and not _a_role(m.group().lower())  # "Созаёмщик (супруг): …", a role and its kin
            and not number_before(text, m.start())
        ):
            yield m.span()


def _a_role(word: str) -> bool:
    return derived(word, ("a_role",), _a_role_of)


def _a_role_of(entry: Word) -> bool:
    for p in entry.readings[:2]:
        lemma = p.normal_form.replace("ё", "е")
        if lemma in ROLES:
            return True
        if "NOUN" in p.tag and "anim" in p.tag and _AGENT.search(lemma) and "Name" not in p.tag:
            return True
    return False


def _may_be_person(word: str) -> bool:
    """A surname, a first name, an adjective (an undeclined or a -ский surname), or a word the
    dictionary does not know; not a thing's or a place's noun."""
    return derived(word, ("may_be_person",), _may_be_person_of)


def _may_be_person_of(entry: Word) -> bool:
    if not entry.known:
        return True
    first = entry.readings[0].tag
    if any(tag in first for tag in ("Geox", "Orgn", "Trad", "NPRO", "PREP", "CONJ", "PRCL")):
        return False
    return any(tag in p.tag for p in entry.readings for tag in ("Name", "Surn", "Patr", "ADJF"))


# -- a one-syllable surname ----------------------------------------------------------------------

_SHORT = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{1,3}(?![\w-])")
_VOWELS = frozenset("аеёиоуыэюя")
_SHORT_BESIDE = re.compile(r"[а-яё] [А-ЯЁ][а-яё]{1,3}(?![\w-])|(?<![\w-])[А-ЯЁ][а-яё]{1,3} [а-яё]")
_ROLE_BEFORE = re.compile(r"(?<![\w-])([а-яё]{3,20})[ \t]$")
_VERB_AFTER = re.compile(r"[ \t]([а-яё]{3,20})")


def one_syllable_surnames(text: str) -> Iterator[tuple[int, int]]:
    if _SHORT_BESIDE.search(text) is None:
        return  # a cheap look first: a short capitalised word with a lower-case word beside it
    for m in _SHORT.finditer(text):
        word = m.group()
        if sum(ch in _VOWELS for ch in word.lower()) != 1 or _NAMED_ON.match(text, m.end()):
            continue  # a company's or a thing's name goes on: "клиент Банк Открытие"
        if (_calls_after(text, m.end()) or _role_before(text, m.start())) and not (
            _a_function_word(word)
        ):
            yield m.span()


def _role_before(text: str, start: int) -> bool:
    role = _ROLE_BEFORE.search(text, max(0, start - 21), start)
    return role is not None and _a_role(role.group(1))


# The stems of the calling verbs, looked for before the dictionary is asked.
_CALLING_STEM = re.compile(
    r"[ \t](?:пере|по)?(?:звон|набра|напомн|предупре|сообщ|сказ|спрос|отве|прос|обеща|пообеща"
    r"|жалов|пожалов|опозд|заболе|уволи|поздрав)"
)


def _calls_after(text: str, end: int) -> bool:
    if _CALLING_STEM.match(text, end) is None:
        return False
    verb = _VERB_AFTER.match(text, end)
    return verb is not None and _a_person_verb(verb.group(1))


def _a_function_word(word: str) -> bool:
    return any(
        pos in p.tag for p in readings(word)[:1] for pos in ("NPRO", "PREP", "CONJ", "PRCL", "INTJ")
    )


_NAMED_ON = re.compile(r"[ \t]*(?:[«\"]|[А-ЯЁA-Z][а-яёa-z])")
# What only a person does or has done to them: one calls a person back, not an act ("Пак
# перезвонить", "Шин опоздал"; not "Акт подписала", "Дом сдать").
_CALLING_VERBS = frozenset(
    """
    перезвонить позвонить звонить набрать напомнить предупредить сообщить сказать спросить
    ответить просить попросить обещать пообещать жаловаться пожаловаться опоздать заболеть
    уволиться поздравить
    """.split()
)


def _a_person_verb(word: str) -> bool:
    return any(
        ("VERB" in p.tag or "INFN" in p.tag) and p.normal_form in _CALLING_VERBS
        for p in readings(word)
    )


# -- a surname and one bare initial --------------------------------------------------------------

_ONE_INITIAL = re.compile(
    r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{2,}(?:-[А-ЯЁ][а-яё]+)? [А-ЯЁ](?=[ \t]*(?:[,;)<\n(]|$))"
)


_LONE_CAPITAL = re.compile(r"[а-яё] [А-ЯЁ](?=[ \t]*(?:[,;)<\n(]|$))")


def surnames_one_initial(text: str) -> Iterator[tuple[int, int]]:
    if _LONE_CAPITAL.search(text) is None:
        return  # a cheap look first
    for m in _ONE_INITIAL.finditer(text):
        surname = m.group()[:-2]
        if has_tag(surname, ("Surn",)) or surname_shape(surname) or _a_being(surname):
            yield m.span()


def _a_being(word: str) -> bool:
    """A living being's noun, as surnames that name animals are ("Сорока Т", "Навага Х")."""
    return any("NOUN" in p.tag and "anim" in p.tag and "sing" in p.tag for p in readings(word))


# -- a person introducing themself ---------------------------------------------------------------

# "Это Новелла, ваш координатор", "Это Злата, ваша медсестра": a word the dictionary may read
# as a noun only, said of oneself with one's role for the listener.
_INTRODUCED = re.compile(
    r"(?<![\w-])[Ээ]то[ \t]+([А-ЯЁ][а-яё]{2,})(?=[ \t]*,[ \t]*ваш(?:а|е|и)?[ \t])"
)


def introduced_names(text: str) -> Iterator[tuple[int, int]]:
    if "это" not in text and "Это" not in text:
        return
    for m in _INTRODUCED.finditer(text):
        role = _ROLE_AFTER.match(text, m.end())
        if role is not None and _a_person_role(role.group(1)) and _may_be_named(m.group(1)):
            yield m.span(1)


_ROLE_AFTER = re.compile(r"[ \t]*,[ \t]*ваш\w*[ \t]+((?:[а-яё]+[ \t]+){0,2}[а-яё]+)")


def _a_person_role(words: str) -> bool:
    """The first noun of the words after "ваш" is a person's ("ваш свадебный координатор";
    not "ваш банк")."""
    for word in words.split():
        first = readings(word)[:1]
        if any("NOUN" in p.tag for p in first):
            return any("anim" in p.tag for p in first)
    return False


def _may_be_named(word: str) -> bool:
    return not any(
        tag in p.tag for p in readings(word)[:1] for tag in ("Orgn", "Geox", "Trad", "NPRO")
    )
