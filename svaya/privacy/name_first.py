"""A first name or a diminutive alone, and a chat's speakers.

- a capitalised word the dictionary reads as a first name, inside a sentence or called out
  (followed by a comma or "!"): "Дима, перезвоните"; not a month before a year ("за Август
  2024"), nor a word that is also an ordinary noun and reads as one (`ordinary_word_alone`:
  "Роза ветров", "по гороскопу он Лев");
- a chat's speakers, the words that start two or more of its lines before a colon ("Гена: …"),
  and every mention of them in the text (`chat_speakers`, `speakers_named`).

name_rules.py gathers these with the other rules; in lower case, name_chat.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from svaya.privacy.morphology import PROPER_TAGS, Word, derived, is_known, readings, word_of
from svaya.privacy.name_acting import subject_of_verb
from svaya.privacy.name_context import CALLED_OUT as _CALLED_OUT
from svaya.privacy.name_context import PRONOUN_BEFORE, number_before
from svaya.privacy.name_context import ROLES as _ROLES
from svaya.privacy.name_context import SENTENCE_END as _SENTENCE_END
from svaya.privacy.name_context import role_forms as forms
from svaya.privacy.name_words import diminutive as _diminutive
from svaya.privacy.name_words import name_share, productive_diminutive

# Each pattern starts with a letter class and looks behind only after it, so the regex engine
# skips ahead to the next such letter instead of trying the lookbehind at every position.
_CAPITALISED = re.compile(r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?![\w-])")


def speakers_named(text: str, stems: frozenset[str]) -> Iterator[tuple[int, int]]:
    # A stem has two letters or more (`_stem`): a word whose first two match no stem's is
    # passed over without trying every stem.
    heads = {stem[:2] for stem in stems}
    for m in _CAPITALISED.finditer(text):
        word = m.group()
        if word[:2] in heads and _speaker_word(word, stems, text, m.end()):
            yield m.span()
    lowered = frozenset(stem.lower() for stem in stems)
    lower_heads = {stem[:2] for stem in lowered}
    for m in _LOWER_WORD.finditer(text):
        word = m.group()
        if word[:2] in lower_heads and _lower_speaker_word(word, lowered):
            yield m.span()


_LOWER_WORD = re.compile(r"[а-яё](?<![\w-][а-яё])[а-яё]+(?![\w-])")


def _lower_speaker_word(word: str, stems: frozenset[str]) -> bool:
    """A speaker's name in lower case, as chats write them ("это тома с 5 этажа"), in a form
    the dictionary reads as that first name ("верю" is a verb, not "Вера")."""
    return any(
        word.startswith(stem) and word[len(stem) :] in _NAME_ENDINGS for stem in stems
    ) and bool(forms(word.capitalize(), "Name"))


# -- a first name alone --------------------------------------------------------------------------


def first_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _CAPITALISED.finditer(text):
        word = m.group()
        names = forms(word, "Name")
        if not names:  # a singular first name, not "Шенген" read as "шенгенов"
            if (
                _timed_speaker(text, m.start(), m.end()) or _speaks_of_self(text, m.end(), word)
            ) and (is_known(word) and _a_person_speaks(word)):
                # "[20:00] Марго: …", "Милана: у меня новый номер": a chat's line names its
                # speaker, a word the dictionary knows in no role (an unknown one may be a role
                # cut short: "Инфорг")
                yield m.span()
                continue
            if len(word) < 4 or not (_diminutive(word) or _person_diminutive(text, m, word)):
                continue
        elif uncalled_vocative(text, m.start(), m.end()):
            continue  # a first name's vocative not called out: "Лид:" (a lead), not "Маш, …"
        if number_before(text, m.start()):
            continue  # "8 Марта" is a date or a street
        if _CUT_SHORT.match(text, m.end()):
            continue  # a word cut short before the rest of its phrase: "Юр. адрес", "Физ. лицо"
        if _YEAR_AFTER.match(text, m.end()) and _a_month(word):
            continue  # "за Август 2024": a month, though "Август" and "Марта" are names too
        if _likely_first_name(text, m.start(), m.end(), word):
            yield m.span()
        elif _speaker(text, m.start(), m.end()) and (
            name_share(word) >= 0.5
            or _diminutive(word)
            or not _also_a_noun(word)
            or _TIMESTAMPED.search(text, max(0, m.start() - 12), m.start()) is not None
            or not is_known(word)
        ):
            # A form's label ("Пол:", "Тема:") is a word first; a first name whose other
            # readings are places ("Айдар", a river) is a speaker, and so is any first name
            # after a message's time ("[10:02] Гена:"): forms do not time their labels.
            yield m.span()


def _person_diminutive(text: str, m: re.Match[str], word: str) -> bool:
    """A diminutive by a productive suffix ("Новеллочки", "Розочка"): one the dictionary does
    not know, or knows as a noun's only where a person acts (a verb after it, a role before
    it, called out)."""
    if not productive_diminutive(word):
        return False
    if not is_known(word):
        return True
    return (
        _verb_after(text, m.end())
        or subject_of_verb(text, m.end(), frozenset())
        or _CALLED_OUT.match(text, m.end()) is not None
        or _role_before(text, m.start())
    )


def _role_before(text: str, start: int) -> bool:
    """A role's noun right before the word ("невеста Розочка", "медсестра Ладочка")."""
    m = _ROLE_BEFORE.search(text, max(0, start - 24), start)
    return m is not None and any(
        p.normal_form.replace("ё", "е") in _ROLES for p in readings(m.group(1))[:1]
    )


_ROLE_BEFORE = re.compile(r"([а-яё]+) $")


def _only_called(names: frozenset[tuple[str, str]]) -> bool:
    return all(case == "voct" for _, case in names)


def uncalled_vocative(text: str, start: int, end: int) -> bool:
    """A word the dictionary reads as a first name only in its vocative ("Лид", "Маш"), not
    called out (a comma, "!", or speech going on in lower case: "Борь скинь адрес"): a word of
    its own ("Лид #1731022", "Лид:", a sales lead)."""
    names = forms(text[start:end], "Name")
    return bool(names) and _only_called(names) and _VOCATIVE_USED.match(text, end) is None


_VOCATIVE_USED = re.compile(r"\s*[,!]|[ \t]+[а-яё]")


_YEAR_AFTER = re.compile(r" (?:19|20)\d\d(?!\d)")
_MONTHS = frozenset(
    "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь".split()
)


def _a_month(word: str) -> bool:
    return derived(
        word, ("month",), lambda e: any(p.normal_form in _MONTHS for p in e.readings[:2])
    )


# A chat's speakers: the word that starts two or more of its lines before a colon ("Гена: …",
# "[12:05] Эва: …"). A form's labels are not repeated line after line, and a form's label is
# a noun naming a thing ("Адрес", "Тема"), so a speaker that is neither that nor a role
# ("Оператор", "Мама") is a person, whatever else the word means ("Гена" is also the genitive
# of "ген", "Тома" of "том", "Златка" a beetle). Every mention of them in the text is theirs,
# in the cases of a first name ("Златке", "Эву") and called out by its stem ("Ген, …").
# A speaker's role may follow in brackets: "Марсель (юрист): …".
_ROLE_IN_BRACKETS = r"(?:[ \t]?\([^()\n]{1,40}\))?"
_SPEAKER_LINE = re.compile(
    rf"^[ \t]*(?:\[[\d:]+\][ \t]*)?([А-ЯЁ][а-яё]+){_ROLE_IN_BRACKETS}:", re.MULTILINE
)
_COLON_AFTER = re.compile(rf"{_ROLE_IN_BRACKETS}:")
_NAME_ENDINGS = ("а", "я", "е", "у", "ю", "ой", "ей", "ы", "и", "ою", "ею")
_CALLED_BY_STEM = re.compile(r"[ \t]*[,!]")


def chat_speakers(text: str) -> frozenset[str]:
    """The stems of the words that speak twice or more in a chat and are people."""
    if text.count(":") < 2:
        return frozenset()
    seen: dict[str, int] = {}
    speech: set[str] = set()
    for m in _SPEAKER_LINE.finditer(text):
        seen[m.group(1)] = seen.get(m.group(1), 0) + 1
        if _SPEECH.search(text, m.end(), _line_end(text, m.end())):
            speech.add(m.group(1))
    headers = _mail_headers(text)
    people = {
        word
        for word, count in seen.items()
        if count >= 2 and word not in headers and _a_person_speaks(word)
    }
    if people:
        people |= {
            word
            for word, count in seen.items()
            if count >= 2 and word in speech and _short_name_speaks(word)
        }
    return frozenset(_stem(word) for word in people)


# The field names of a forwarded e-mail's header ("От: …", "Кому: …", "Тема: …"): where two or
# more of them head lines, they are the header's, not a chat's speakers ("Тема" is also "Тёма").
_MAIL_HEADER = re.compile(
    r"^[ \t]*(От|Кому|Тема|Дата|Отправлено|Копия|Отправитель|Получатель):", re.MULTILINE
)


def _mail_headers(text: str) -> frozenset[str]:
    found = frozenset(m.group(1) for m in _MAIL_HEADER.finditer(text))
    return found if len(found) >= 2 else frozenset()


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


# A line a person says of themself or to the others ("моя почта …", "могу взять двоих"): a
# form's value does not speak in the first or second person.
_SPEECH = re.compile(
    r"(?<![\w-])(?:я|мы|мой|моя|моё|мое|мою|мне|меня|наш|наша|наше|нашу|нам|нас|ты|вы|вас|вам|"
    r"ваш|ваша|могу|можем|спасибо)(?![\w-])",
    re.IGNORECASE,
)


def _short_name_speaks(word: str) -> bool:
    """A speaker whom the dictionary reads as a thing or a place, in a chat where people speak,
    saying something of themself: a short familiar name's shape, two syllables ending in -а or
    -я ("Липа", "Ипа", "Капа" for Олимпиада, Ипполит, Капитолина), not a role or a pronoun."""
    if len(word) > 5 or word[-1] not in "ая" or sum(ch in _VOWELS for ch in word.lower()) != 2:
        return False
    entry = word_of(word)
    return not any(
        p.normal_form.replace("ё", "е") in _ROLES or "NPRO" in p.tag or _common_being(p)
        for p in entry.readings
    )


_VOWELS = frozenset("аеёиоуыэюя")


def _stem(word: str) -> str:
    return word[:-1] if word[-1] in "ая" and len(word) > 2 else word


def _a_person_speaks(word: str) -> bool:
    entry = word_of(word)
    if any(p.normal_form.replace("ё", "е") in _ROLES for p in entry.readings):
        return False
    if any("NPRO" in p.tag for p in entry.readings):
        return False  # "Вы: …": a bot's chat names its user by the pronoun
    names = forms(word, "Name")
    if any(case == "nomn" for _, case in names) or not entry.known:
        return True
    if names:
        return False  # a first name's vocative or plural only ("Лид"): a label ("Лид", a lead)
    if any(_common_being(p) for p in entry.readings):
        # A being's common noun ("Пристав", "Зав"): a role the chat names its speaker by.
        return word.endswith("ка") and bool(forms(word[:-2] + "а", "Name"))
    first = entry.readings[0].tag
    if first.POS != "NOUN" or first.case != "nomn" or "Fixd" in first:
        return True  # "Эва" (an interjection), "Гена" (a genitive)
    # A noun in the nominative: a thing's names a label (unless it does not decline, as
    # foreign first names do: "Марго"); a being's only when it is a first name's familiar
    # form ("Златка": "Злата").
    return "anim" in first and word.endswith("ка") and bool(forms(word[:-2] + "а", "Name"))


def _common_being(parse: Any) -> bool:
    grammemes = parse.tag.grammemes
    return {"NOUN", "anim", "nomn"} <= grammemes and grammemes.isdisjoint(PROPER_TAGS)


def _speaker_word(word: str, stems: frozenset[str], text: str, end: int) -> bool:
    for stem in stems:
        if word.startswith(stem):
            rest = word[len(stem) :]
            if rest in _NAME_ENDINGS:
                return True
            if not rest:  # the stem alone: called out ("Ген, …") or speaking
                return (
                    _CALLED_BY_STEM.match(text, end) is not None
                    or _COLON_AFTER.match(text, end) is not None
                )
    return False


_CUT_SHORT = re.compile(r"\.[ \t]?[а-яё]")
# A chat line's speaker: "Тёма: …", "[12:05] Маша: …".
_SPEAKER_BEFORE = re.compile(r"(?:^|\n)[ \t]*(?:\[[\d:]+\][ \t]*)?$")
_TIMESTAMPED = re.compile(r"\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*$")


def _speaker(text: str, start: int, end: int) -> bool:
    return _COLON_AFTER.match(text, end) is not None and bool(
        _SPEAKER_BEFORE.search(text, max(0, start - 12), start)
    )


def _speaks_of_self(text: str, end: int, word: str) -> bool:
    """A line's speaker who says something of themself ("Милана: у меня новый номер"), named
    by a singular noun of a person's gender (not "Руководству: просим вас")."""
    if _COLON_AFTER.match(text, end) is None or not _SPEAKER_BEFORE.search(
        text, max(0, end - len(word) - 14), end - len(word)
    ):
        return False
    first = word_of(word).readings[:1]
    if not first or first[0].tag.POS != "NOUN" or first[0].tag.number != "sing":
        return False
    if first[0].tag.gender not in ("masc", "femn"):
        return False
    if any(p.tag.case == "nomn" and not _proper(p) for p in word_of(word).readings):
        return False  # a label is a noun in the nominative ("Ответ: вы можете …")
    if not any(_proper(p) or "anim" in p.tag for p in word_of(word).readings):
        return False  # an office addressed: "Школе: мы просим …"
    return _SPEECH.search(text, end, _line_end(text, end)) is not None


def _timed_speaker(text: str, start: int, end: int) -> bool:
    return (
        _COLON_AFTER.match(text, end) is not None
        and _TIMESTAMPED.search(text, max(0, start - 12), start) is not None
        and _SPEAKER_BEFORE.search(text, max(0, start - 14), start) is not None
    )


def _likely_first_name(text: str, start: int, end: int, word: str) -> bool:
    """Inside a sentence a capitalised first name is a name; at a sentence's start it must be
    the dictionary's first reading, or called out ("Вера, ..."); and a first name that is also
    an ordinary noun must read as a person (`ordinary_word_alone`)."""
    if not _SENTENCE_END.search(text, max(0, start - 3), start):
        return not ordinary_word_alone(text, start, end)
    if _CALLED_OUT.match(text, end) is not None:
        return True
    return name_share(word) >= 0.5 and not ordinary_word_alone(text, start, end)


def ordinary_word_alone(text: str, start: int, end: int) -> bool:
    """A capitalised word alone that is also an ordinary noun ("Роза", "Лев", "Мороз") reads as
    that noun: at a sentence's start unless called out or the subject of a verb after it ("Роза
    звонила", not "Роза ветров", "Мороз ночью"), inside one when it is said of a pronoun ("по
    гороскопу он Лев"), governs the noun after it ("пришла, Слава богу") or labels a form's
    field after it ("Пол: муж.")."""
    if not _also_a_noun(text[start:end]):
        return False
    if not _SENTENCE_END.search(text, max(0, start - 3), start):
        return (
            PRONOUN_BEFORE.search(text, max(0, start - 5), start) is not None
            or _heads_a_phrase(text, end)
            or text[end : end + 1] == ":"  # a form's label inside a line: "РФ    Пол: муж."
        )
    return _CALLED_OUT.match(text, end) is None and not _verb_after(text, end)


def _heads_a_phrase(text: str, end: int) -> bool:
    """A noun in the genitive or dative right after the word is governed by it ("Слава богу",
    "Роза ветров"): the word is the ordinary noun; a name is not followed so."""
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return False
    first = readings(m.group(1))[:1]
    return any("NOUN" in p.tag and p.tag.case in ("gent", "datv") for p in first)


_NEXT_WORD = re.compile(r" ([а-яё]+)")


def _also_a_noun(word: str) -> bool:
    """The dictionary gives the word a weighty reading that is no name ("роза", "лев")."""
    return derived(word, ("also_a_noun",), _also_a_noun_of)


def _also_a_noun_of(entry: Word) -> bool:
    return sum(p.score for p in entry.readings if not _proper(p)) >= 0.15


def _proper(parse: Any) -> bool:
    return any(tag in parse.tag for tag in PROPER_TAGS)


def _verb_after(text: str, end: int) -> bool:
    """A verb (or "нет") right after the word, or nothing after it on its line: a form's value
    ("Оператор: Лилия") or a signature."""
    rest = text[end : end + 2]
    if not rest.strip(" .,;!?") or rest[:1] == "\n":
        return True
    m = _NEXT_WORD.match(text, end)
    return m is not None and any(
        tag in p.tag for p in readings(m.group(1))[:1] for tag in ("VERB", "PRTS", "PRED")
    )


# -- a patronymic alone ------------------------------------------------------------------------

# A capitalised word ending as a patronymic does in any case, its familiar form too ("Петрович",
# "Пахомыча", "Михалыч", "Сергеевне").
_PATRONYMIC_SHAPE = re.compile(
    r"[А-ЯЁ](?<![\w-][А-ЯЁ])[а-яё]+(?:[иы]ч(?:а|у|ем|е)?|[вч]н(?:а|ы|е|у|ой))(?![\w-])"
)


def patronymics_alone(text: str) -> Iterator[tuple[int, int]]:
    """A patronymic alone, as colleagues and neighbours call an older man or woman ("Петрович,
    когда отчёт?", "Михалыч сказал", "спросите у Пахомыча"): a word the dictionary reads first
    as a patronymic; at a sentence's start only called out or before a verb."""
    if "ич" not in text and "ыч" not in text and "вн" not in text and "чн" not in text:
        return  # a cheap look first: most lines have none of a patronymic's letters
    for m in _PATRONYMIC_SHAPE.finditer(text):
        start, end = m.span()
        if not _patronymic_first(m.group()):
            continue
        if (
            not _SENTENCE_END.search(text, max(0, start - 3), start)
            or _CALLED_OUT.match(text, end) is not None
            or _verb_after(text, end)
        ):
            yield start, end


def _patronymic_first(word: str) -> bool:
    return derived(
        word,
        ("patronymic_first",),
        lambda e: bool(e.readings) and {"Patr", "sing"} <= e.readings[0].tag.grammemes,
    )


# -- a letter's signature ---------------------------------------------------------------------

# A letter's closing line, then a line of one word: the writer's name as they sign ("Спасибо!\n
# Златка", "С уважением,\nЛуша"), a familiar form the dictionary may read as a thing.
_SIGNED = re.compile(
    r"(?:^|\n)[ \t]*(?i:спасибо|с уважением|всего доброго|хорошего дня|заранее спасибо|благодарю"
    r"|до связи|обнимаю|целую)[ \t]*[,.!)]*[ \t]*\n[ \t]*([А-ЯЁ][а-яё]+)[ \t.!]*(?=\n|$)"
)


_CLOSING_WORDS = (
    "пасибо",
    "уважением",
    "доброго",
    "хорошего",
    "лагодарю",
    "связи",
    "бнимаю",
    "елую",
)


def signed_names(text: str) -> Iterator[tuple[int, int]]:
    lowered = text.lower()
    if not any(word in lowered for word in _CLOSING_WORDS):
        return  # a cheap look first: the pattern tries every line's start
    for m in _SIGNED.finditer(text):
        word = m.group(1)
        if _signs(word):
            yield m.span(1)


def _signs(word: str) -> bool:
    """A first name of any weight, a familiar form (one the dictionary does not know, or a
    living being's noun made of a first name: "Златка"), not a role ("Менеджер")."""
    entry = word_of(word)
    if any(p.normal_form.replace("ё", "е") in _ROLES for p in entry.readings):
        return False
    if forms(word, "Name") or _diminutive(word) or not entry.known:
        return True
    return (
        bool(entry.readings)
        and "anim" in entry.readings[0].tag
        and (word.endswith("ка") and bool(forms(word[:-2] + "а", "Name")))
    )
