"""Surnames told by what stands beside them, whatever else the word means.

- a noun right before (or after) a first name and patronymic that agree: "Волк Лилия Петровна",
  unless it is a title, a role ("Клиентка") or a document's heading ("Справка Ивану Петровичу");
- a first name beside a noun it agrees with in case: "Зима Дмитрий", "волк ольга";
- a capitalised word beside initials: "А.Ю. Седых", "Волк О.И.", "D. Soroka"; initials
  without their dots after a surname: "Смолин АВ".

name_rules.py gathers these with the other rules.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from svaya.privacy.morphology import (
    PERSON_TAGS,
    Word,
    derived,
    has_tag,
    is_known,
    readings,
    word_of,
)
from svaya.privacy.name_context import ROLES as _ROLES
from svaya.privacy.name_context import (
    SENTENCE_END,
    abstract_noun,
    first_name_forms,
    governed_plural,
    surname_shape,
    undeclined_feminine,
)
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_words import name_share

_NOT_A_SURNAME = ("ADJF", "PRTF", "VERB", "INFN", "GRND", "PRCL", "INTJ", "CONJ", "PREP", "NPRO")


# -- agreement -----------------------------------------------------------------------------------


def agree(first: str, other: str, tag: str) -> frozenset[tuple[str, str]]:
    return first_name_forms(first) & forms(other, tag)


# -- a surname that is an ordinary word ----------------------------------------------------------


def word_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A first name and patronymic that agree, with the capitalised noun (or a double surname:
    "Голенищева-Кутузова") beside them."""
    words = [m.span() for m in _CAPITALISED_DOUBLE.finditer(text)]
    for i in range(len(words) - 1):
        (s1, e1), (s2, e2) = words[i], words[i + 1]
        if text[e1:s2] != " ":
            continue
        first, patronymic = text[s1:e1], text[s2:e2]
        agreed = agree(first, patronymic, "Patr")
        if not agreed:
            if not unknown_first_name(first, patronymic):
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


def unknown_first_name(first: str, patronymic: str) -> bool:
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


def pairs(text: str) -> Iterator[tuple[int, int]]:
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
        if a.istitle() and (agree(a, b, "Surn") or agree(b, a, "Surn")):
            yield s1, e2  # "Ахмерову Надежду": a surname agrees with a first name beside it
            continue
        if (name_share(a) >= 0.5) == (name_share(b) >= 0.5):
            if a.istitle() and (_weak_pair(text, s1, a, b) or _weak_pair(text, s1, b, a)):
                yield s1, e2
            elif _double_surname(a, b) or _double_surname(b, a):
                yield s1, e2
            continue
        if _pair(a, b) or _pair(b, a):
            yield s1, e2


_ANY_WORD = re.compile(r"[А-ЯЁа-яё](?<![\w-][А-ЯЁа-яё])[а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)?(?![\w-])")


def _pair(first: str, other: str) -> bool:
    if name_share(first) < 0.5 or name_share(other) >= 0.5:
        return False
    if first.islower() and not is_known(first):
        return False  # a guess from the ending: a verb of a chat ("сфоткай паспорт")
    if not may_be_surname_word(other):
        return False
    cases = _cases_of_word(other)
    first_cases = _cases_of_word(first, "Name")
    if not cases or not first_cases or cases & first_cases:  # "Арсену" may not decline
        return True
    if undeclined_feminine(first) and _feminine_noun(other):
        return True  # "к Шапке Нинель": her name left in the nominative
    # A woman's surname that is a masculine noun does not decline ("Медведь Светлану").
    return _feminine_name(first) and _masculine_noun(other)


def _weak_pair(text: str, start: int, first: str, other: str) -> bool:
    """A first name the dictionary reads mostly as another word ("Вера", "Айдар", a river),
    capitalised beside a surname that does not decline ("Долгих Вера"), or inside a sentence
    beside a noun it agrees with in case ("пропуск на Галку Веру")."""
    named = forms(first, "Name")
    if not named or name_share(other) > 0 or not may_be_surname_word(other):
        return False
    if has_tag(other, ("Geox", "Orgn", "Trad")):
        return False  # a place's or a brand's name after a first name ("Роза Хутор")
    if _YKH.search(other) is not None:
        return True
    if SENTENCE_END.search(text, max(0, start - 3), start) is not None:
        return False
    cases = {str(p.tag.case) for p in readings(other) if {"NOUN", "sing"} <= p.tag.grammemes}
    return bool(cases & {case for _, case in named})  # not "Рождения Гор", a plural's case


def _double_surname(first: str, other: str) -> bool:
    """A first name of any weight beside a double surname whose first part is shaped as one
    and agrees with it ("злата муравьёва-апостол", "Вера Лыкова-Щедрина")."""
    if "-" not in other:
        return False
    named = forms(first, "Name")
    return bool(named) and bool(named & surname_shape(other.split("-")[0]))


def _feminine_name(word: str) -> bool:
    return derived(word, ("feminine_name",), lambda e: "femn" in _genders_of_role(e, "Name"))


def _feminine_noun(word: str) -> bool:
    return derived(
        word,
        ("feminine_noun",),
        lambda e: any({"NOUN", "femn"} <= set(p.tag.grammemes) for p in e.readings[:2]),
    )


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


def may_be_surname_word(word: str) -> bool:
    return derived(word, ("may_be_surname",), _may_be_surname_of)


# -- initials ------------------------------------------------------------------------------------

_AN_INITIAL = re.compile(r"[А-ЯЁA-Z]\.")
# After a surname the second initial may lose its full stop ("Шапка Ф.Н", "Плотных Ч. Ю"), or be
# a Latin look-alike from a scan ("Редька П. H"); a comma with no space may stand between the
# surname and the initials ("Шапка,Н.Н.": a hurried hand, a scan), or no space at all before two
# dotted initials ("КочергаМ.В.": a scan lost it).
_INITIALS_NAME = re.compile(
    r"(?<![\w.-])(?:[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.\s?)?[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
    r"|[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?(?:\s|,(?=[А-ЯЁ]\.)|(?=[А-ЯЁ]\.[А-ЯЁ]\.))"
    r"[А-ЯЁ]\.(?:\s?[А-ЯЁABCEHKMOPTX]\.?)?"
    r"|[A-Z]\.\s?(?:[A-Z]\.\s?)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
    # a surname in capitals before two dotted initials, as a scan's or a form's signer writes
    # it ("ГРАЧ В.Л.")
    r"|[А-ЯЁ](?<![\w-][А-ЯЁ])[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?\s[А-ЯЁ]\.\s?[А-ЯЁ]\.)(?!\w)"
)
_WORD_IN = re.compile(r"[А-ЯЁA-Z][а-яёa-z]+(?:-[А-ЯЁA-Z][а-яёa-z]+)?")
_CAPS_WORD_IN = re.compile(r"[А-ЯЁ]{3,}(?:-[А-ЯЁ]{2,})?")
_NOT_BESIDE_INITIALS = ("PREP", "CONJ", "PRCL", "INTJ", "NPRO", "VERB", "ADVB")


def with_initials(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised word beside initials is a surname ("А.Ю. Седых", "Волк О.И.", "D. Soroka"),
    unless it is a role or a word that cannot be one."""
    if _AN_INITIAL.search(text) is None:
        return
    at = 0
    while (m := _INITIALS_NAME.search(text, at)) is not None:
        at = m.end()
        word = _WORD_IN.search(m.group()) or _CAPS_WORD_IN.match(m.group())
        if word is None:
            continue
        if word.group()[0] < "А":
            yield m.span()
        elif word.group().isupper():
            # a surname's reading or shape, or a word unknown; "М.П." is a stamp's place
            title = word.group().capitalize()
            if not m.group().endswith("М.П.") and _surname_or_unknown(title):
                yield m.span()
        elif _surname_by_initials(
            word.group().capitalize(), m.group().count(".") == 1, word.start() > 0
        ) and not _an_abbreviation_after(m.group(), word.group()):
            yield m.span()
        elif (
            _after_role_label(text, m.start())
            and may_be_surname_word(word.group())
            and not abstract_noun(word.group())
            and any({"nomn", "sing"} <= p.tag.grammemes for p in readings(word.group()))
        ):
            yield m.span()  # "Менеджер: Я. Туман": a role's label names who holds it
        elif word.start() == 0:
            at = m.start() + word.end() + 1  # "Принял К. Вяземский": the initial is the next's


# Dotted pairs that are abbreviations of speech ("т.е.", "т.к."): after a word the dictionary
# knows as no surname, they are no initials ("ВНИМАНИЕ Т.Е. все…", a heading in capitals).
_SPEECH_PAIRS = frozenset(("т.е.", "т.к.", "т.д.", "т.п.", "т.н.", "т.ч.", "т.о.", "н.э.", "р.х."))


def _an_abbreviation_after(found: str, word: str) -> bool:
    pair = found.replace(word, "", 1).replace(" ", "").lower()
    if pair not in _SPEECH_PAIRS:
        return False
    title = word.capitalize()
    if not word_of(title).known or has_tag(title, ("Surn", "Name")) or surname_shape(title):
        return False
    # a man's or a woman's noun may still be a surname ("ЗИМА Т.Е."); a neuter or abstract one
    # is none
    first = readings(title)[0].tag
    return abstract_noun(title) or "NOUN" not in first or first.gender not in ("masc", "femn")


_LABEL_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁа-яё]+):[ \t]*$")


def _after_role_label(text: str, start: int) -> bool:
    m = _LABEL_BEFORE.search(text, max(0, start - 30), start)
    return m is not None and any(
        p.normal_form.replace("ё", "е") in _ROLES for p in readings(m.group(1).lower())[:1]
    )


def _surname_by_initials(word: str, single: bool, after: bool) -> bool:
    """A word beside initials that may be a surname; before one initial only a word with a
    surname's reading or shape ("К. Сведения" is no name), after it no abstract noun
    ("Приложение К.", but "Зима Т.")."""
    if not derived(word, ("beside_initials",), _beside_initials):
        return False
    if not single or _surname_or_unknown(word):
        return True
    return not after and not abstract_noun(word)


# Initials written without their dots after a surname ("Смолин АВ", "Петрова ЕН", "КОЧЕРГА МВ",
# at a sentence's end "с Никитиным ФТ."), not an abbreviation that follows a place's, a
# company's or a thing's name ("Ростов НД", "Сбербанк РФ", "Городской ДК").
NOT_INITIALS = "РФ|АО|ЦБ|ТЦ|ЖК|СП|ПК|ПО|ТВ|ДК|ЖД|УК|ГК|ИП|МО|ВС|СК|ЛК|ЧП|КБ|ТК|НК|ФЗ|РБ|РК|РТ|НД"
_UNDOTTED_INITIALS = re.compile(
    r"(?:[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?:-[А-ЯЁ][а-яё]+)?|(?<![\w-])[А-ЯЁ]{3,}(?:-[А-ЯЁ]{2,})?)"
    rf" (?!{NOT_INITIALS})"
    r"[А-ЯЁ]{2}(?![\w-])(?!\.\w)"
)


_TWO_CAPITALS = re.compile(r" [А-ЯЁ]{2}(?![\w-])")


def undotted_initials(text: str) -> Iterator[tuple[int, int]]:
    if _TWO_CAPITALS.search(text) is None:
        return  # a cheap look first: the full pattern is tried at every capital
    for m in _UNDOTTED_INITIALS.finditer(text):
        word = m.group()[: m.group().index(" ")]
        if word.isupper():
            word = word[0] + word[1:].lower()
        if (
            (_before_undotted(word) or _noun_after_label(text, m.start(), word))
            and (
                not _place_or_company(word)
                or (
                    _town_named_as_surname(word)
                    and _PLACE_PREPOSITION.search(text, max(0, m.start() - 4), m.start()) is None
                )
            )
            and not governed_plural(text, m.start(), word)
        ):
            yield m.span()  # not "Кабинета Министров РТ"


_PLACE_PREPOSITION = re.compile(r"(?<![\w-])(?i:в|во|на|из|до|под|за|через)[ \t]$")


def _town_named_as_surname(word: str) -> bool:
    """A town's name shaped as a man's surname in -ов/-ев/-ин ("Ардатов ИГ", "Саров АВ"): before
    two capitals that are no abbreviation, the surname's (a town's abbreviations are in
    NOT_INITIALS: "Ростов НД")."""
    return "Orgn" not in readings(word)[0].tag and _MAN_SURNAME_END.search(word) is not None


_MAN_SURNAME_END = re.compile(r"(?:ов|ев|ёв|ин|ын)$")


def _place_or_company(word: str) -> bool:
    """The dictionary's first reading is a place's or a company's ("Москва", "Газпром"; not
    "Троицком", a surname first, a town's form after)."""
    first = readings(word)[:1]
    return any(tag in p.tag for p in first for tag in ("Geox", "Orgn"))


def _before_undotted(word: str) -> bool:
    """A surname by the dictionary or its shape, or an adjective's singular form, as a surname
    in -ый/-ой declines ("Заречного", "Береговую")."""
    if has_tag(word, ("Surn",)) or surname_shape(word) or _YKH.search(word):
        return True
    return any({"ADJF", "sing"} <= p.tag.grammemes for p in readings(word)[:1])


def _noun_after_label(text: str, start: int, word: str) -> bool:
    """A noun before two capitals is a thing's name and its code ("Договор ТО", "Тариф ВС")
    unless a role's label names who it is ("Ответственный: Кочерга МВ")."""
    return _after_role_label(text, start) and may_be_surname_word(word) and not abstract_noun(word)


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


# A signature's transcription in slashes after the line signed on ("______ /Калач/", "Подпись
# ____ /Гусев А.П./"): whatever the word means, it is the signatory's name.
_SIGNED_IN_SLASHES = re.compile(
    r"_{2,}[ \t]*/[ \t]?([А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
    r"(?:[ \t]+[А-ЯЁ]\.[ \t]?(?:[А-ЯЁ]\.)?)?)[ \t]?/"
)


def slashed_signatures(text: str) -> Iterator[tuple[int, int]]:
    if "_/" not in text and "_ /" not in text:
        return
    for m in _SIGNED_IN_SLASHES.finditer(text):
        word = m.group(1).split()[0]
        if derived(word, ("beside_initials",), _beside_initials) and not abstract_noun(word):
            yield m.span(1)
