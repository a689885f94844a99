"""A surname alone inside a sentence, known by its shape and its place rather than by a first
name or initials beside it:

- an adjective in -ский/-цкий with no noun it agrees with after it ("У Троицкой долг", not "в
  Троицкой церкви");
- a word in -ов/-ин the dictionary reads only as an adjective or a plural ("это Лыков?");
- a double surname ("у Грачёвой-Лапшиной"), not a company that adds a thing to a surname;
- an animal's name ("у Синицы"): common nouns are not capitalised inside a sentence;
- an undeclined surname in -ых/-их with no noun after it ("подписала Долгих");

not a place ("станция Сокол", "на Соколе", "Космонавтов 133-21").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from svaya.privacy.morphology import PROPER_TAGS, Word, derived, has_tag, readings, word_of
from svaya.privacy.name_chat import KIN_NOUNS
from svaya.privacy.name_context import (
    PRONOUN_BEFORE,
    ROLES,
    SENTENCE_END,
    governed_plural,
    role_forms,
    surname_shape,
)
from svaya.privacy.place_marks import NATURE, SETTLEMENT_SHORT, VILLAGE

# -- a surname in -ский alone ----------------------------------------------------------------------

_SKY_FORM = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+[сц]к(?:ий|ая|ого|ой|ому|им|ом|ую)(?![\w-])")


# -- a surname in -ов/-ин alone that the dictionary reads as another word ----------------------

_OV_FORM = re.compile(
    r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ом|е|ой|ою)?(?![\w-])"
)


def ov_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised word inside a sentence that ends as a surname in -ов/-ин does and that
    the dictionary knows only as an adjective or a plural ("это Лыков?", "передать Лыковой",
    "клиентка Щеглова": "лыковый", "щеглов"), with no noun after it that it agrees with ("Ильин
    день"). A word the dictionary knows as a surname, a place or a singular noun ("Родиной")
    is the other rules' or no name."""
    for m in _OV_FORM.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start) or not _word_surname(m.group()):
            continue
        if _place_before(text, start, m.group()) or _street_named(text, end, m.group()):
            continue
        if governed_plural(text, start, m.group()):
            continue  # "Кабинета Министров"
        after = _NEXT_ANY_WORD.match(text, end)
        if after is not None and _agrees_after(m.group(), after.group(1)):
            continue
        yield start, end


_LOWER_OV_FORM = re.compile(
    r"[а-яё](?<![\w-][а-яё])[а-яё]{2,}(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ом|ой|ою)?(?![\w-])"
)
_LOWER_BEFORE_WORD = re.compile(r"(?<![\w-])([а-яё]+) $")


def lower_ov_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A surname in -ов/-ин written in lower case, alone, in a note or a chat ("у вахрушева
    паспорт не совпал", "звонила петрова"): the dictionary reads it first as a surname and as no
    common noun, and a
    preposition or a verb stands before it ("передать кузнецову")."""
    for m in _LOWER_OV_FORM.finditer(text):
        found = readings(m.group())
        if "Surn" not in found[0].tag or any(_common_noun(p) for p in found):
            continue  # "соколов", "орлов": birds too
        before = _LOWER_BEFORE_WORD.search(text, max(0, m.start() - 16), m.start())
        if before is not None and any(
            pos in p.tag for p in readings(before.group(1))[:1] for pos in ("PREP", "VERB", "INFN")
        ):
            yield m.span()


# A familiar first name and a surname, both in lower case, as a note's list writes them
# ("- гулечка ишмухаметова просит справку", "архипушка батыршин — 5 кг"): the first word a
# familiar form by the dictionary or by its suffix, the second shaped as a surname and read as
# one, or unknown to the dictionary.
_LOWER_PAIR = re.compile(
    r"(?<![\w-])([а-яё]{3,})[ \t]+([а-яё]{3,}(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ом|ой|ою|ой)?"
    r"|[а-яё]{3,}(?:ск|цк)(?:ий|ая|ого|ому|ой|ую))(?![\w-])"
)
_FAMILIAR_END = re.compile(r"(?:ушк|юшк|ечк|очк|еньк|оньк|ул|ус|юл|юс|ш|ик|чик|к)[аеиуюяы]?$")


def lower_familiar_pairs(text: str) -> Iterator[tuple[int, int]]:
    for m in _LOWER_PAIR.finditer(text):
        first, surname = m.group(1), m.group(2)
        if _familiar_first(first) and _surname_unknown_or_read(surname):
            yield m.span()


def _familiar_first(word: str) -> bool:
    title = word.capitalize()
    entry = word_of(title)
    if entry.known:
        return "Name" in entry.readings[0].tag
    return _FAMILIAR_END.search(word) is not None


def _surname_unknown_or_read(word: str) -> bool:
    entry = word_of(word.capitalize())
    return not entry.known or "Surn" in entry.readings[0].tag


# A capitalised word right after a kinship noun, inside a sentence: the relative's name,
# whatever else the word means ("отец Бортника", "мама Белки", "сестра Вербы"). Not a place
# ("брат из Уфы" has its preposition), not a company's or a place's word to the dictionary.
_KIN_THEN_TITLED = re.compile(
    r"(?<![\w-])(?i:(?:отец|отц|мам|мат|пап|сын|доч|брат|сестр|бабушк|дедушк|дед|жен|муж|внук"
    r"|внучк|т[её]т|дяд|племянни)[а-яё]{0,4})[ \t]+([А-ЯЁ][а-яё]{2,}(?:-[А-ЯЁ][а-яё]+)?)(?![\w-])"
)


def after_kin_word(text: str) -> Iterator[tuple[int, int]]:
    for m in _KIN_THEN_TITLED.finditer(text):
        kin = m.group()[: m.start(1) - m.start()].strip().lower()
        if not any(p.normal_form.replace("ё", "е") in KIN_NOUNS for p in readings(kin)):
            continue
        word = m.group(1)
        entry = word_of(word)
        if not entry.known or (
            entry.readings[0].tag.POS == "NOUN"
            and entry.grammemes.isdisjoint(("Geox", "Orgn", "Trad"))
        ):
            yield m.span(1)


def _common_noun(parse: Any) -> bool:
    return "NOUN" in parse.tag and parse.tag.grammemes.isdisjoint(PROPER_TAGS)


_DOUBLE = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+-[А-ЯЁ][а-яё]+(?![\w-])")


# A place named by a word: after its kind ("станция Сокол", "метро Сокол", "район Лыково"), or
# in the prepositional case after "в"/"на" ("на Соколе"), which a person is not in.
_PLACE_KIND_BEFORE = re.compile(
    r"(?<![\w-])(?:станци[яиюей]|ст\.|метро|м\.|район[ае]?|р-н|город[ае]?|остановк[аеиу]"
    rf"|платформ[аеыу]|парк[ае]?|ЖК|СНТ|{VILLAGE}|{SETTLEMENT_SHORT}|{NATURE})"
    r"\s$|(?<![\w-])(?:в|во|на)\s$",
    re.IGNORECASE,
)


def _street_named(text: str, end: int, word: str) -> bool:
    """A street named by a plural ("Космонавтов 133-21", "Энтузиастов, д. 20"): a noun only in
    the plural before a house number."""
    if not _HOUSE_AFTER.match(text, end):
        return False
    return all("plur" in p.tag for p in readings(word) if "NOUN" in p.tag)


_HOUSE_AFTER = re.compile(r",?\s(?:д\.?\s?)?\d")


def _place_before(text: str, start: int, word: str) -> bool:
    m = _PLACE_KIND_BEFORE.search(text, max(0, start - 12), start)
    if m is None:
        return False
    if m.group().strip().lower() in ("в", "во", "на"):
        return any("loct" in p.tag or "loc2" in p.tag for p in readings(word))
    return True


def double_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A double surname alone inside a sentence ("у Соколовой-Микитовой", "Маминой-Сибиряк"):
    two capitalised parts, one a surname to the dictionary or by its ending and the other a
    surname or a person's noun, neither a place ("Каменск-Уральский")."""
    for m in _DOUBLE.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start):
            continue
        if derived(m.group(), ("double_surname",), _double_surname_of):
            yield start, end


def _double_surname_of(entry: Word) -> bool:
    parts = entry.readings[0].word.split("-") if entry.readings else []
    if len(parts) != 2:
        return False
    titled = [part[:1].upper() + part[1:] for part in parts]
    if any(not word_of(part).grammemes.isdisjoint({"Geox", "Orgn", "Abbr"}) for part in titled):
        return False
    surnames = [bool(surname_shape(part)) or has_tag(part, ("Surn",)) for part in titled]
    if not any(surnames):
        return False
    # The other part is a surname too, or a person's noun ("Мамин-Сибиряк"); a company adds a
    # thing ("Мороз-Холод", "Иванов-Трейд", "Петров-Авто").
    return all(surnames) or any(
        not named and {"NOUN", "anim"} <= word_of(part).readings[0].tag.grammemes
        for part, named in zip(titled, surnames, strict=True)
        if word_of(part).known and word_of(part).readings
    )


_NOT_ONLY_SURNAME = frozenset({"Name", "Patr", "Geox", "Orgn", "Trad", "Abbr"})


def _word_surname(word: str) -> bool:
    return derived(word, ("word_surname",), _word_surname_of)


def _word_surname_of(entry: Word) -> bool:
    if not entry.known or not entry.readings or not surname_shape(entry.readings[0].word):
        return False
    if "Surn" in entry.readings[0].tag and entry.grammemes.isdisjoint(_NOT_ONLY_SURNAME):
        return True  # "нач. отдела Кузнецов": read first as a surname, as nothing else proper
    if not entry.grammemes.isdisjoint(PROPER_TAGS) or "Abbr" in entry.grammemes:
        return False
    return not any("NOUN" in p.tag and "sing" in p.tag for p in entry.readings)


# -- a surname that is the name of an animal, alone ---------------------------------------------

_CAPITALISED_ALONE = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{2,}(?![\w-])")
# Who is named with a capital inside a sentence without being a person's surname: God, and
# the nouns for any person that rules and contracts capitalise ("предоставляется Гостю").
_NOT_SURNAMES = frozenset(
    """
    бог господь всевышний творец создатель человек ребенок гость друг подруга мальчик девочка
    девушка женщина мужчина парень малыш продавец бот робот персона лицо житель жительница
    """.split()
)
# Suffixes of nouns for a doer, which a contract capitalises for its parties ("Покупателю",
# "Заказчик", "Арендатора"), and of nouns for an inhabitant ("Москвичка").
# ... and of a profession ("Кардиолог"), a person's kind ("Юрлицо"), an adjective used as a noun
# ("Дежурный", "Малый").
_AGENT = re.compile(
    r"(?:тель|щик|чик|ник|ант|ент|атор|итор|ер|ор|ист|ичка|янин|анин|лог|лицо|ый|ий|ой)$"
)


def animal_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised word inside a sentence that the dictionary knows only as a living being's
    noun ("у Чайки", "с Воробьём", "передать Сороке"): a surname, as common nouns are not
    capitalised there; not a doer ("Покупателю") nor a role ("Маме")."""
    for m in _CAPITALISED_ALONE.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start) or not _animal(m.group()):
            continue
        if _ABBREVIATED.match(text, end):
            continue  # "Зав. отделением", "Нач. смены": a word cut short, then its phrase
        if text[end : end + 1] == ":" or _place_before(text, start, m.group()):
            continue  # a chat's speaker ("[10:41] Бот:") is the first-name rule's
        if PRONOUN_BEFORE.search(text, max(0, start - 5), start):
            continue  # "она Дева": a sign of the zodiac
        before = _CAPITALISED_BEFORE.search(text, max(0, start - 40), start)
        if before is not None and not SENTENCE_END.search(
            text, max(0, before.start() - 3), before.start()
        ):
            continue  # after a capitalised word inside the sentence: a title ("Дед Мороз")
        if not _CAPITALISED_NEXT.match(text, end):
            yield start, end  # not before one either: that is the other rules' name


_ABBREVIATED = re.compile(r"\.[ \t]+[а-яё]")
_CAPITALISED_NEXT = re.compile(r" [А-ЯЁA-Z]")
_CAPITALISED_BEFORE = re.compile(r"(?<![\w-])[А-ЯЁA-Z][\w.-]* $")


def _animal(word: str) -> bool:
    return derived(word, ("animal",), _animal_of)


def _animal_of(entry: Word) -> bool:
    if not entry.known or not entry.readings:
        return False
    first = entry.readings[0]
    if not {"NOUN", "anim", "sing"} <= first.tag.grammemes:
        return False
    if not entry.grammemes.isdisjoint(PROPER_TAGS) or "Abbr" in entry.grammemes:
        return False
    lemma = first.normal_form.replace("ё", "е")
    return lemma not in ROLES and lemma not in _NOT_SURNAMES and not _AGENT.search(lemma)


def sky_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised adjective in -ский/-цкий inside a sentence with no noun it agrees with
    after it stands for a person ("У Троицкой долг", "передать Сокольскому"), not for a place
    ("в Троицкой церкви", "Ленинского района"); a name beside it is the other rules'."""
    for m in _SKY_FORM.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start) or not role_forms(m.group(), "Surn"):
            continue
        first = readings(m.group())[0].tag
        if first.POS == "NOUN" and "Surn" not in first:
            continue  # an adjective become a noun: "Мастерская", "Диспетчерская", "Приёмная"
        after = _NEXT_ANY_WORD.match(text, end)
        if after is not None and (
            after.group(1)[0].isupper() or _agrees_after(m.group(), after.group(1))
        ):
            continue
        if _PLACE_AFTER.match(text, end):
            continue  # "Ленинский пр-т", "Невского пр.", "Кировского р-на"
        if m.group().endswith("ого") and _HOUSE_AFTER.match(text, end):
            continue  # a street with no marker before its house: "Тула, Жуковского, 12"
        if _place_before(text, start, m.group()) or _thing_before(text, start, m.group()):
            continue  # "на Лиговском", "метро Маяковская", "сыр Российский"
        yield start, end


# -- an undeclined surname in -ых/-их alone ------------------------------------------------------

_YKH_FORM = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]{2,}[ыи]х(?![\w-])")


def ykh_surnames(text: str) -> Iterator[tuple[int, int]]:
    """A capitalised word in -ых/-их inside a sentence with no noun it agrees with after it is
    an undeclined surname ("Акт подписала Долгих, …", "у Черных долг"): a plural adjective is
    not capitalised there unless it starts a proper name with its noun ("Белых ночей",
    "праздник Всех Святых")."""
    if "ых" not in text and "их" not in text:
        return  # a cheap look first
    for m in _YKH_FORM.finditer(text):
        start, end = m.span()
        if SENTENCE_END.search(text, max(0, start - 3), start):
            continue
        if _CAPITALISED_BEFORE.search(text, max(0, start - 24), start):
            continue  # a proper name's second word: "Всех Святых", "Семи Братских"
        after = _NEXT_ANY_WORD.match(text, end)
        if after is not None and (
            after.group(1)[0].isupper() or _agrees_after(m.group(), after.group(1))
        ):
            continue
        if _PLACE_AFTER.match(text, end) or _HOUSE_AFTER.match(text, end):
            continue  # a street named after it: "Черных, 12", "Седых ул."
        if _place_before(text, start, m.group()):
            continue
        yield start, end


_NEXT_ANY_WORD = re.compile(r" ([А-ЯЁа-яё]+)")
_PLACE_AFTER = re.compile(
    r",? (?:пр-т|пр-кт|пр\.|просп|ул\.|ул |пер\.|б-р|ш\.|наб\.|пл\.|р-н|р-на|обл\.|мкр|пр-д)",
    re.IGNORECASE,
)


# A house's number after a street's name: "Жуковского, 12", "Стахановского 14/2", "…, 110-3".
_HOUSE_AFTER = re.compile(r",? \d{1,4}(?:[а-я]|[/-]\d{1,4})?(?:,|\s|$)")
_LOWER_BEFORE = re.compile(r"(?<![\w-])([а-яё]+) $")


def _thing_before(text: str, start: int, adjective: str) -> bool:
    """The adjective names the thing a noun before it names ("сыр Российский", "торт
    Пражский"): the noun is inanimate and agrees with it; a person's surname after a thing is
    its owner's, in the genitive ("звонок Троицкого", read as animate)."""
    m = _LOWER_BEFORE.search(text, max(0, start - 24), start)
    if m is None:
        return False
    nouns = [p for p in readings(m.group(1)) if "NOUN" in p.tag and "inan" in p.tag]
    kinds = {
        (str(p.tag.case), str(p.tag.gender or p.tag.number))
        for p in readings(adjective)
        if "ADJF" in p.tag and "anim" not in p.tag
    }
    return any((str(p.tag.case), str(p.tag.gender or p.tag.number)) in kinds for p in nouns)


def sky_before_its_noun(text: str, start: int, end: int) -> bool:
    """A -ский/-цкий word with a lower-case noun after it that it agrees with: an adjective of
    a thing, the tagger's name or not ("Пушкинская карта", "Троицкой церкви")."""
    if _SKY_FORM.fullmatch(text, start, end) is None:
        return False
    after = _NEXT_ANY_WORD.match(text, end)
    return (
        after is not None
        and after.group(1)[0].islower()
        and _agrees_after(text[start:end], after.group(1))
    )


def _agrees_after(adjective: str, word: str) -> bool:
    """The word after the adjective is a noun it agrees with in case and gender (or number), or
    another adjective that does, which a noun follows ("Ленинского судебного района")."""
    mine = {
        (str(p.tag.case), str(p.tag.gender or p.tag.number))
        for p in readings(adjective)
        if "ADJF" in p.tag
    }
    return any(
        (str(p.tag.case), str(p.tag.gender or p.tag.number)) in mine
        or (str(p.tag.case), str(p.tag.number)) in mine
        for p in readings(word.lower())
        if "NOUN" in p.tag or "ADJF" in p.tag or "PRTF" in p.tag
    )
