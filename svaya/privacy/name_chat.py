"""A first name or a diminutive written in lower case, as chats and notes do ("звонила оля",
"передай диме", "эля просила", "привет, гуля!", "маш, привет")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.morphology import Word, derived, is_known, readings
from svaya.privacy.name_acting import (
    after_preposition,
    familiar_shape,
    subject_of_verb,
    words_after,
)
from svaya.privacy.name_context import CALLED_OUT, SENTENCE_END, number_before
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_words import diminutive, familiar_form, known_diminutive, name_share

_LOWER_WORD_ALONE = re.compile(r"[а-яё](?<![\w-][а-яё])[а-яё]{1,11}(?![\w-])")


def lower_first_names(text: str) -> Iterator[tuple[int, int]]:
    """A first name or diminutive written in lower case, as chats do ("звонила оля", "передай
    диме"): only a word the dictionary reads almost only as a first name ("оля", "паше"), not
    one that is mostly an ordinary word ("роза", "лев", "вера", "роман")."""
    for m in _LOWER_WORD_ALONE.finditer(text):
        if _not_a_name_alone(m.group()):
            continue
        share = name_share(m.group())
        if share >= 0.85 and not number_before(text, m.start()):
            yield m.span()
        elif _addressed(text, m.start(), m.end()) and (
            _named_beyond_vocative(m.group())
            or (cut_name_genders(m.group()) and not _FORMAL_AFTER.match(text, m.end()))
        ):
            # "сева, ты где?", "а ты придёшь, надежда?", "спасибо, роман!", "донь, ты где?"
            yield m.span()
        elif familiar_form(m.group()) and _called_to_you(text, m.start(), m.end()):
            yield m.span()  # "милаша, счёт оплати": a familiar "Мила" read otherwise
        elif (
            (share > 0 or diminutive(m.group()) or known_diminutive(m.group()))
            and not (share < 0.5 and _a_kin_word(m.group()))
            and (
                _said_by(text, m.start(), m.group())
                or _NAMED_SO_BEFORE.search(text, max(0, m.start() - 8), m.start()) is not None
                or _greeted(text, m.start(), m.end())
                or _says(text, m.end(), m.group())
                or (share >= 0.5 and _called_first(text, m.start(), m.end()))
            )
        ):
            # "звонил санёк", "меня зовут азалия", "скажи диме", "позвони маринке", "привет,
            # гуля!", "эля просила", "маш, привет"
            yield m.span()
        elif share > 0 and _after_kin(text, m.start(), m.group()):
            yield m.span()  # "звонил дядя слава", "у тёти веры", "передай дяде роме"
        elif _says(text, m.end(), m.group(), cut=True):
            yield m.span()  # "донь обещала", "свет обещала зайти": a first name cut short
        elif (share >= 0.3 or familiar_shape(m.group())) and _where_a_person_stands(
            text, m.start(), m.end(), m.group()
        ):
            yield m.span()


def _not_a_name_alone(word: str) -> bool:
    """A function word first ("из", "ли", "но"), whatever rare name it also spells; a Turkic
    title of respect that follows a name ("Исай агай", "Гуля апа"), or a word of food the
    dictionary holds as a name ("халяль")."""
    return word in _TITLES_AND_WORDS or derived(word, ("not_a_name_alone",), _function_word)


_TITLES_AND_WORDS = frozenset(
    "агай агая агаю апай апая апа апы апе абый абыя абзый ага ака бабай олатай ханум эби "
    "халяль халяльный".split()
)


def _function_word(entry: Word) -> bool:
    return any(pos in p.tag for p in entry.readings[:1] for pos in _FUNCTION_WORDS)


_FUNCTION_WORDS = ("PREP", "CONJ", "PRCL", "NPRO", "INTJ")


def _a_kin_word(word: str) -> bool:
    """A word the dictionary reads as a kinship noun ("жене" of "жена", beside "Жене" of
    "Женя"): a person's verb before it says nothing of a name."""
    return any(
        "NOUN" in p.tag and p.normal_form.replace("ё", "е") in KIN_NOUNS for p in readings(word)
    )


KIN_NOUNS = frozenset(
    """
    жена муж мама мать папа отец сын дочь дочка брат сестра бабушка дедушка баба дед тетя дядя
    внук внучка теща тесть свекровь свекор зять невестка сноха племянник племянница кум кума
    """.split()
)


def _where_a_person_stands(text: str, start: int, end: int, word: str) -> bool:
    """A chat's first name in lower case whose main reading is a name, or a familiar name's
    shape on a stem the dictionary does not know ("тоша", "марфуша", "демидка"), after a
    person-taking preposition in its case ("у тоши", "для гули"), introduced ("это тома с 5
    этажа"), greeted in a transcript with no commas ("алло демидка это …"), or the subject or
    object of a person's verb ("тоша придёт", "скажи марфуше")."""
    return (
        after_preposition(text, start, word)
        or _INTRODUCED.search(text, max(0, start - 6), start) is not None
        or GREETING_BEFORE.search(text, max(0, start - 16), start) is not None
        or _said_by(text, start, word)
        or subject_of_verb(text, end, forms(word, "Name"))
        or _called_first(text, start, end)
    )


# "это тома с 5 этажа", "алё, это гаша": a speaker introducing themself.
_INTRODUCED = re.compile(r"(?:^|[\s,.!)«])это $")


# What introduces a name in speech, transcribed in lower case ("меня зовут азалия", "его звать
# марсель").
_NAMED_SO_BEFORE = re.compile(r"(?<![\w-])(?:зовут|звать|зовите) $", re.IGNORECASE)

# A greeting or thanks, then the name called out ("привет, гуля!", "спасибо, оля,").
GREETING_BEFORE = re.compile(
    r"(?<![\w-])(?:привет|здравствуй(?:те)?|спасибо|пока|алл?[оёе]|добрый (?:день|вечер)"
    r"|доброе утро|до (?:завтра|встречи|связи)|спокойной ночи),? $",
    re.IGNORECASE,
)


def _called_first(text: str, start: int, end: int) -> bool:
    """Called out at a sentence's start ("маш, привет", "сереж, ты где?") in a form a name is
    called by: the nominative, or the vocative cut short, which reads as a plural genitive; a
    word that is mostly an ordinary one only when what follows speaks to someone ("роза,
    ромашка и лилия" is a list)."""
    m = CALLED_OUT.match(text, end)
    return (
        m is not None
        and bool(SENTENCE_END.search(text, max(0, start - 3), start))
        and derived(text[start:end], ("called_by",), _called_by)
        and (name_share(text[start:end]) >= 0.85 or speaks_to(text, m.end()))
    )


# -- called out where one speaks to a person ------------------------------------------------------

# What one says right after calling a person: "ты", "вы" and their forms, a greeting, a
# question's "а" or "ну"; or an imperative (`speaks_to`).
_TO_YOU = frozenset(
    """
    ты тебе тебя тобой вы вам вас вами твой твоя твоё твое твои твою твоего твоей ваш ваша
    ваше ваши вашу вашего вашей привет здравствуй здравствуйте спасибо пожалуйста слушай
    смотри а ну
    """.split()
)
_NEXT_WORD = re.compile(r"[ \t]*([а-яё]+)")
# The last word of a turn, called out after a comma: "а ты придёшь, надежда?", "марсель твой?"
_CALLED_LAST = re.compile(r"(?:[ \t]+(?:твой|твоя|твоё|твое|твои|ваш|ваша|ваше|ваши))?[ \t]*[?!]")


# One calls a person "вы" by the full name: a cut vocative with "вы" is a word ("свет, вы
# отключите завтра?").
_FORMAL_AFTER = re.compile(r"[ \t]*,[ \t]*(?:вы|вас|вам|ваш\w*)(?![\w-])")


def _named_beyond_vocative(word: str) -> bool:
    """A first name's reading in a case other than the vocative ("надежда"; "свет" is one only
    as "Света" cut short)."""
    return any(case != "voct" for _, case in forms(word, "Name"))


def speaks_to(text: str, at: int) -> bool:
    m = _NEXT_WORD.match(text, at)
    if m is None:
        return False
    word = m.group(1)
    return word in _TO_YOU or any("impr" in p.tag for p in readings(word)[:1])


_WORD_AFTER = re.compile(r"[ \t]*[а-яё]+")


def _called_to_you(text: str, start: int, end: int) -> bool:
    """Called out at a turn's start and spoken to in one of the next two words, as `speaks_to`
    reads speech to a person (a "ты"/"вы" form, a greeting, an imperative): "милаша, заказ ваш",
    "милаша, счёт оплати", "милаша, ну что там"."""
    called = CALLED_OUT.match(text, end)
    if called is None or not SENTENCE_END.search(text, max(0, start - 3), start):
        return False
    if speaks_to(text, called.end()):
        return True
    first = _WORD_AFTER.match(text, called.end())
    return first is not None and speaks_to(text, first.end())


def _addressed(text: str, start: int, end: int) -> bool:
    """A person called out in a chat's turn: at its start before speech to them ("сева, ты
    где?", "донь, перезвони"), after a comma at its end ("а ты придёшь, надежда?"), or after a
    greeting or thanks ("спасибо, роман!")."""
    called = CALLED_OUT.match(text, end)
    if called is not None and SENTENCE_END.search(text, max(0, start - 3), start):
        return speaks_to(text, called.end())
    greeted = GREETING_BEFORE.search(text, max(0, start - 16), start) is not None
    if not greeted and text[max(0, start - 2) : start] != ", ":
        return False
    if greeted and (called is not None or _TURN_END.match(text, end) is not None):
        return True  # "спасибо, роман!", "до завтра, слава"
    return _CALLED_LAST.match(text, end) is not None


_TURN_END = re.compile(r"[ \t]*[.!?)]*[ \t]*(?:\n|$)")


# A kinship word one calls a person by before the name ("тётя вера", "дяде роме", "бабушки
# зины"), in lower case as chats write both.
_KIN_BEFORE = re.compile(
    r"(?<![\w-])((?:т[её]т|дяд|баб|бабушк|бабул|дед|дедушк|сестр|сестричк|брат|братишк|кум"
    r"|крёстн|крестн)[а-яё]{0,3}) $"
)


def _after_kin(text: str, start: int, word: str) -> bool:
    """After a kinship word in the same case ("тётя вера", "у тёти веры"; not "у тёти вера")."""
    m = _KIN_BEFORE.search(text, max(0, start - 14), start)
    if m is None:
        return False
    kin = {
        str(p.tag.case) for p in readings(m.group(1)) if {"NOUN", "anim", "sing"} <= p.tag.grammemes
    }
    return bool(kin & {case for _, case in forms(word, "Name")})


def cut_name_genders(word: str) -> frozenset[str]:
    """The genders of the first name whose vocative the word is, cut short ("донь" of "Доня",
    "свет" of "Света", "прош" of "Проша"); empty when it is none."""
    return derived(word, ("cut_name",), _cut_name_genders)


def _cut_name_genders(entry: Word) -> frozenset[str]:
    word = entry.readings[0].word if entry.readings else ""
    if not 2 <= len(word) <= 6 or any(pos in entry.readings[0].tag for pos in _NOT_CUT):
        return frozenset()
    genders = {g for g, case in forms(word, "Name") if case == "voct"}
    bases = [word[:-1] + "я"] if word.endswith("ь") else [word + "а", word + "я"]
    for base in bases:
        if is_known(base):
            genders |= {g for g, case in forms(base, "Name") if case == "nomn"}
        elif not entry.known and familiar_shape(base):
            # A familiar name the dictionary does not know ("донь" of "Доня", "прош" of
            # "Проша"): its gender is the guess's, or either.
            named = {g for g, case in forms(base, "Name") if case == "nomn"}
            genders |= named or {"masc", "femn"}
    return frozenset(genders)


_NOT_CUT = ("VERB", "INFN", "ADJF", "ADJS", "PRTF", "GRND", "ADVB", "NPRO", "PREP", "CONJ", "PRCL")


def _called_by(entry: Word) -> bool:
    return any(
        "Name" in p.tag
        and (
            (p.tag.case in ("voct", "nomn") and "sing" in p.tag)
            or (p.tag.case == "gent" and "plur" in p.tag)
        )
        for p in entry.readings
    )


_VERB_AFTER = re.compile(r" ([а-яё]+)")


def _says(text: str, end: int, word: str, cut: bool = False) -> bool:
    """The subject of a person's verb in the past right after it (or after where the person is
    from), agreeing in gender ("эля просила", "маринка сказала", "сева из соседнего дома
    спрашивала"; not "роза завяла"); with `cut`, only a first name's vocative cut short, in
    its name's gender ("донь обещала"; not "свет обещали")."""
    said = {
        str(p.tag.gender)
        for verb in words_after(text, end)
        for p in readings(verb)
        if "VERB" in p.tag and "past" in p.tag and p.normal_form in _PERSON_VERBS
    }
    if not said:
        return False  # the dictionary is asked of the word only when a verb follows
    if cut:
        return bool(said & cut_name_genders(word))
    named = forms(word, "Name")
    genders = {g for g, case in named if case == "nomn"} if named else {"masc", "femn"}
    return bool(said & genders)


def _greeted(text: str, start: int, end: int) -> bool:
    return (
        CALLED_OUT.match(text, end) is not None
        and GREETING_BEFORE.search(text, max(0, start - 16), start) is not None
    )


# What a person does in a note of who called or came ("звонила регина", "заходил слава"): the
# verbs whose subject is a person, not a thing ("выросла роза", "пришла зима").
_PERSON_VERBS = frozenset(
    """
    звонить позвонить писать написать просить попросить сказать говорить приходить прийти
    заходить зайти спрашивать спросить передать приехать уточнить обещать пообещать ответить
    жаловаться пожаловаться обратиться обращаться отказаться подписать принести
    перезвонить напомнить сообщить позвать набрать отправить скинуть показать
    """.split()
)
_WORD_BEFORE = re.compile(r"([А-ЯЁа-яё]+) $")


def _said_by(text: str, start: int, word: str) -> bool:
    """A first name that is mostly an ordinary word (or a familiar name the dictionary does not
    know), in lower case, is a name as the subject of a person's verb in the past right before
    it that agrees with it in gender ("звонила регина"), or as its object in the dative or the
    accusative ("скажи диме", "позови диму")."""
    m = _WORD_BEFORE.search(text, max(0, start - 16), start)
    if m is None:
        return False
    named = forms(word, "Name")
    genders = {g for g, case in named if case == "nomn"} if named else {"masc", "femn"}
    objects = any(case in ("datv", "accs") for _, case in named) if named else True
    for p in readings(m.group(1).lower()):
        if "VERB" not in p.tag or p.normal_form not in _PERSON_VERBS:
            continue
        if "past" in p.tag and str(p.tag.gender) in genders:
            return True
        if "past" not in p.tag and objects:
            return True
    return False
