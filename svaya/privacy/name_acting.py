"""A word that acts as a person: the subject of a person's verb, its object, or what a
person-taking preposition points at ("Гаша придёт", "передайте Капе", "звоните Вере:", "у Тоши",
"для Гули:", "Липа звонила").

The other rules ask how much of a word's dictionary weight is a first name's; a rare name's
familiar form ("Капа", "Гаша", "Снежа") is mostly something else to the dictionary, or unknown to
it. What the sentence does with the word says more: a rose does not call back, one does not pass
keys to a volume. A word is taken when

- its readings include a first name in the case the context asks (any weight), or the dictionary
  does not know it and it has a familiar name's shape (-ша, -ня, -ся, -ка, -уля, -уся …);
- and it acts as a person: the subject of a person's verb after it agreeing with it, the object
  of a person's verb before it ("перезвоните Томе"), after "у", "для", "от", "к", "с", "о",
  "про" in that preposition's case, or with a kinship role in brackets after it ("Капа (мама
  Зули)").

A title-case word the dictionary knows only as an ordinary noun is taken only as the subject of a
person's verb in the past that agrees with it, inside a sentence ("вчера Липа звонила"). What
says it is a thing (a place's marker or preposition before it, a pronoun it is said of, a noun it
governs after it: "у Розы ветров") keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import Word, derived, is_known, readings
from svaya.privacy.name_context import PRONOUN_BEFORE, SENTENCE_END, number_before
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_words import diminutive

_TITLE = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{2,11}(?![\w-])")
_PREPOSITION_BEFORE = re.compile(r"(?<![\w-])(у|для|от|к|с|со|о|об|про)[ \t]$", re.IGNORECASE)
_WORD_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁа-яё]+)[ \t]$")
_WORD_AFTER = re.compile(r"[ \t]([а-яё]+)")
_NOUN_AFTER = re.compile(r" ([а-яё]+)")
# A familiar first name's shape on a stem the dictionary does not know ("Гаша", "Тоше",
# "Марфуша", "Демидка", "Капуля", "Снежи").
_FAMILIAR = re.compile(
    r"(?:(?:[шжк]|уш|юш|юх|ух)(?:а|и|е|у|ой|ей|ою|ею)|(?:[нсл]|ул|юл|ус|юс)(?:я|и|е|ю|ей|ею))$"
)
_CASES = {
    "у": ("gent",), "для": ("gent",), "от": ("gent",), "к": ("datv",), "с": ("ablt",),
    "со": ("ablt",), "о": ("loct",), "об": ("loct",), "про": ("accs",),
}  # fmt: skip

# What a person does (calls, asks, comes, says): a thing, a place or a feeling does not.
PERSON_VERBS = frozenset(
    """
    звонить позвонить перезвонить писать написать просить попросить сказать говорить сообщить
    приходить прийти заходить зайти приехать уехать уйти спрашивать спросить передать передавать
    уточнить обещать пообещать ответить отвечать жаловаться пожаловаться обратиться обращаться
    отказаться подписать принести напомнить позвать набрать отправить скинуть показать
    объяснить рассказать предупредить звать ждать подождать забрать встретить
    """.split()
)


def acting_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _TITLE.finditer(text):
        if _acts(text, m.start(), m.end(), m.group()):
            yield m.span()


def _acts(text: str, start: int, end: int, word: str) -> bool:
    if number_before(text, start):
        return False
    if PRONOUN_BEFORE.search(text, max(0, start - 5), start) or _governs(text, end):
        return False  # "по гороскопу он Лев", "у Розы ветров"
    if _CALLED_SO_AFTER.match(text, end) is not None:
        return True  # "Еся (так её все зовут)"
    named, familiar = forms(word, "Name"), familiar_shape(word)
    if not named and not familiar:
        return _thing_acts(text, start, end, word) or (
            derived(word, ("no_nominative",), _no_nominative)
            and not _after_noun(text, start)
            and subject_of_verb(text, end, named, {"femn"})
        )
    return (
        _object_of_verb(text, start, named)
        or after_preposition(text, start, word)
        or subject_of_verb(text, end, named)
        or _told_to_do(text, start, end, named, familiar)
        or _KIN_AFTER.match(text, end) is not None
        or (familiar and _POSSESSIVE_BEFORE.search(text, max(0, start - 7), start) is not None)
    )


# "наша Гаша", "у моей Стеши": one's own, said of a familiar name the dictionary does not know.
_POSSESSIVE_BEFORE = re.compile(
    r"(?<![\w-])(?:мо[йяюеё]|моей|моего|наш[аеу]?|нашей|нашего|тво[йяю]|ваш[аеу]?) $",
    re.IGNORECASE,
)


# What a person is called, said in brackets after the word ("Еся (так её все зовут)").
_CALLED_SO_AFTER = re.compile(
    r"[ \t]?\((?:так|как)[ \t](?:его|её|ее|их)(?:[ \t]все)?[ \t](?:и[ \t])?(?:зовут|называют|звали)"
)


# A kinship role in brackets after the word, as a letter is signed ("Капа (мама Зули)").
_KIN_AFTER = re.compile(
    r"[ \t]?\((?:мама|папа|мать|отец|бабушка|дедушка|сын|дочь|брат|сестра|жена|муж|тётя|тетя"
    r"|дядя|опекун|внук|внучка)(?![\w-])"
)


def familiar_shape(word: str) -> bool:
    """A word the dictionary does not know, shaped like a familiar first name."""
    return (
        3 < len(word) < 10
        and not is_known(word)
        and (diminutive(word) or _FAMILIAR.search(word.lower()) is not None)
    )


def _governs(text: str, end: int) -> bool:
    """A noun in the genitive right after the word is governed by it ("Роза ветров"): the word
    is the ordinary noun."""
    m = _NOUN_AFTER.match(text, end)
    if m is None:
        return False
    first = readings(m.group(1))[:1]
    return any("NOUN" in p.tag and p.tag.case == "gent" and "Name" not in p.tag for p in first)


def _object_of_verb(text: str, start: int, named: frozenset[tuple[str, str]]) -> bool:
    """The object of a person's verb right before it, in the dative or the accusative
    ("передайте Капе", "позовите Гашу"), or its subject after a verb in the past that agrees
    with it ("звонила Липа" is `_thing_acts`'s)."""
    m = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if m is None:
        return False
    objects = any(case in ("datv", "accs") for _, case in named) if named else True
    subjects = {g for g, case in named if case == "nomn"} if named else {"masc", "femn"}
    for p in readings(m.group(1).lower()):
        if ("VERB" not in p.tag and "INFN" not in p.tag) or p.normal_form not in PERSON_VERBS:
            continue
        if "past" in p.tag:
            if str(p.tag.gender) in subjects:
                return True
        elif objects:
            return True
    return False


def after_preposition(text: str, start: int, word: str) -> bool:
    """After "у", "для", "к", "с", "о" … in that preposition's case ("у Тоши", "к Капе")."""
    m = _PREPOSITION_BEFORE.search(text, max(0, start - 5), start)
    if m is None:
        return False
    cases = _CASES[m.group(1).lower()]
    named = forms(word, "Name")
    return any(case in cases for _, case in named) if named else familiar_shape(word)


def subject_of_verb(
    text: str, end: int, named: frozenset[tuple[str, str]], genders: set[str] | None = None
) -> bool:
    """A person's verb right after it agreeing with it: in the past in gender ("Гаша звонила"),
    in the present or future in the third person singular ("Капа придёт", "Милана говорит"),
    perhaps after where the person is from ("Юля из ООО «Кедр» просила")."""
    if genders is None:
        genders = {g for g, case in named if case == "nomn"} if named else {"masc", "femn"}
    if not genders:
        return False
    return any(
        _person_verb_of(p, genders) for word in words_after(text, end) for p in readings(word)
    )


# Where the person is from, between a name and its verb: "из ООО «Кедр»", "из соседнего дома",
# "с третьего этажа", "от застройщика".
_FROM = re.compile(r"[ \t](?:из|с|со|от)[ \t]")
_FROM_WORD = re.compile(r"(?:«[^»\n]{1,40}»|[А-ЯЁа-яё\d][\w-]*\.?)[ \t]")


def words_after(text: str, end: int) -> Iterator[str]:
    """The lower-case word right after the word at `end`, and, past "из" ("с", "от") and up to
    four words of where the person is from, each word that may be the verb."""
    m = _WORD_AFTER.match(text, end)
    if m is not None:
        yield m.group(1)
    origin = _FROM.match(text, end)
    if origin is None:
        return
    at = origin.end()
    for _ in range(4):
        token = _FROM_WORD.match(text, at)
        if token is None:
            return
        at = token.end()
        word = _WORD_AFTER.match(text, at - 1)
        if word is not None:
            yield word.group(1)


def _person_verb_of(parse: object, genders: set[str]) -> bool:
    tag = parse.tag  # type: ignore[attr-defined]
    if "VERB" not in tag or parse.normal_form not in PERSON_VERBS:  # type: ignore[attr-defined]
        return False
    if "past" in tag:
        return str(tag.gender) in genders
    return "3per" in tag and "sing" in tag


def _thing_acts(text: str, start: int, end: int, word: str) -> bool:
    """A word the dictionary knows only as a common noun, capitalised inside a sentence, as the
    subject of a person's verb in the past agreeing with it ("вчера Липа звонила"), or a living
    being's noun as its object in the dative ("перезвоните Златке")."""
    if SENTENCE_END.search(text, max(0, start - 3), start):
        return False
    genders = derived(word, ("acting_genders",), _common_genders)
    if genders is None:
        return False
    if _being_addressed(text, start, word):
        return True
    m = _WORD_AFTER.match(text, end)
    return m is not None and any(
        "past" in p.tag and _person_verb_of(p, genders) for p in readings(m.group(1))
    )


# A note's item or a field's value begins before the word: a line's start, a bullet, a quote, a
# colon or a comma.
_CLAUSE_START = re.compile(r"(?:^|[-–—•*:,\"«(])[ \t]*$", re.MULTILINE)


def _told_to_do(
    text: str, start: int, end: int, named: frozenset[tuple[str, str]], familiar: bool
) -> bool:
    """A first name in the dative at a note's item's start before a person's verb in the
    infinitive: what is to be done for the person ("- Люсе передать ключи", "Тоше звонить
    после 18"). A place ("Москве") has no name's reading; a word inside a sentence is left to
    the other tests."""
    if not (any(case == "datv" for _, case in named) or (familiar and _ends_dative(text, end))):
        return False
    if not _CLAUSE_START.search(text, max(0, start - 4), start):
        return False
    m = _WORD_AFTER.match(text, end)
    return m is not None and any(
        "INFN" in p.tag and p.normal_form in PERSON_VERBS for p in readings(m.group(1))
    )


def _ends_dative(text: str, end: int) -> bool:
    """A familiar name's dative ending in -е ("Тоше", "Тошке")."""
    return text[end - 1 : end] == "е"


def _being_addressed(text: str, start: int, word: str) -> bool:
    """A living being's noun in the dative after a person's verb that is not in the past
    ("перезвоните Златке": a first name's familiar form the dictionary knows as a beetle)."""
    if not any("anim" in p.tag and p.tag.case == "datv" for p in readings(word)):
        return False
    m = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return m is not None and any(
        ("VERB" in p.tag or "INFN" in p.tag)
        and p.normal_form in PERSON_VERBS
        and "past" not in p.tag
        for p in readings(m.group(1).lower())
    )


def _after_noun(text: str, start: int) -> bool:
    """A noun right before the word governs it ("Директор Департамента подписал")."""
    m = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return m is not None and any("NOUN" in p.tag for p in readings(m.group(1))[:1])


def _no_nominative(entry: Word) -> bool:
    """A noun in -а/-я the dictionary knows only in oblique cases ("Милана", the genitive of
    "Милан"): as the subject of a verb (in the feminine, in the past) it is a nominative the
    dictionary does not know, a woman's first name."""
    return (
        entry.known
        and entry.readings[0].word[-1:] in "ая"
        and "NOUN" in entry.readings[0].tag
        and all(
            p.tag.case not in ("nomn", None) and "Fixd" not in p.tag and "Surn" not in p.tag
            for p in entry.readings
        )
    )


def _common_genders(entry: Word) -> frozenset[str] | None:
    """The genders of the word's readings as a singular nominative common noun; None when it
    may be a place, a company or a brand."""
    if not entry.known or any(
        t in p.tag for p in entry.readings for t in ("Geox", "Orgn", "Trad", "Surn", "Patr")
    ):
        return None
    return frozenset(
        str(p.tag.gender)
        for p in entry.readings
        if "NOUN" in p.tag and p.tag.case == "nomn" and "sing" in p.tag
    )
