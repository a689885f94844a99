"""Probable names, read from what stands around a word rather than from the word itself.

A linguist reading a form or a note knows a name by its position as much as by its spelling:

- after a word that announces a person ("клиент Капуста", "гражданке Медведь", "со слов
  Сороки", "клиент бурцева") a capitalised noun the role agrees with in case, or a word shaped
  like a surname in that case ("клиент Щеглов"), is that person's surname, even when the
  dictionary knows it only as an ordinary word; a woman's surname that is a masculine noun does
  not decline ("клиентке Медведь");
- a surname in capitals beside initials ("ГРАЧЁВ Е.А.", "Е.А. ГРАЧЁВ") is a name as the
  title-case one is (name_rules reads the text with such words in title case);
- beside a name found, a word of it written in a table or an export ("Нуриев;Тимур;Рашидович",
  "LAPSHINA/KSENIA"), and a word shaped like a surname or a patronymic that agrees with its
  first name ("Алсу Маратовне Лыковой"), are part of it (`spread`);
- a first name the dictionary does not decline or only guesses ("Айсылу", "Лейсан") may be of
  either gender: the dictionary often gets such names' gender wrong (`first_name_forms`).

Where a name is only probable it is taken: a missed name costs more than an over-replaced word.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator

from svaya.privacy.keys import fold
from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import (
    PERSON_TAGS,
    Word,
    derived,
    is_plain_word,
    lexeme,
    readings,
    word_of,
)
from svaya.privacy.trie import trie_pattern

# Words that stand before a name without being part of it: titles, roles, kin.
ROLES = frozenset(
    """
    гражданин гражданка господин госпожа клиент клиентка заемщик заемщица заявитель заявительница
    поручитель созаемщик получатель отправитель плательщик вкладчик держатель владелец владелица
    собственник наследник наследница представитель доверитель абонент пациент пациентка
    менеджер сотрудник сотрудница специалист оператор консультант кассир бухгалтер директор
    руководитель инспектор следователь нотариус врач доктор курьер водитель агент студент
    секретарь казначей председатель заместитель староста ревизор завхоз завуч судья пристав
    тренер логопед педагог адвокат юрист учитель воспитатель исполнитель ответственный
    студентка ученик ученица коллега товарищ мама папа мать отец сын дочь муж жена супруг
    супруга брат сестра бабушка дедушка тетя дядя внук внучка секретарь председатель
    """.split()
)
# Words after which a person is named whatever the case ("со слов Сороки", "на имя Капусты"),
# and abbreviated titles ("гр.", "г-жа").
_ANNOUNCING = (
    "со слов", "на имя", "в лице", "уважаемый", "уважаемая", "уважаемому", "уважаемой",
    "подпись", "фио", "ф.и.о.", "ф. и. о.", "гр.", "гр-н", "гр-ка", "гр-ну", "гр-ке", "гр-на",
    "гр-ки", "гр-ном", "гр-кой", "г-н", "г-жа", "г-ну", "г-же", "г-на", "г-жи", "тов.",
)  # fmt: skip
_NOT_A_NAME = frozenset({"Geox", "Orgn", "Trad", "Abbr"})
# Where a sentence (or a line, a form's value, a dash's clause) starts: a capital there says
# nothing.
SENTENCE_END = re.compile(r'(?:^|[.!?…]\s*|\n\s*|[—–-]\s+|:\s*["«]?)$')  # "key": "value", «quoted
# A name called out ("Дима, …", "Спасибо, Анечка!"), and a number before a word ("8 Марта").
CALLED_OUT = re.compile(r"\s*[,!]")
NUMBER_BEFORE = re.compile(r"\d[\s-]*$")
# A note's time at its line's start ("12:10 Клавдия принесла …") is no number of the word after.
_LINE_TIME = re.compile(r"(?:^|\n)[ \t]*(?:[-–•*][ \t]*)?\[?\d{1,2}:\d\d(?::\d\d)?\]?[ \t]+$")


def number_before(text: str, start: int) -> bool:
    """A number right before the word ("8 Марта", "Мира 5"), not a note's time."""
    return (
        NUMBER_BEFORE.search(text, max(0, start - 4), start) is not None
        and _LINE_TIME.search(text, max(0, start - 16), start) is None
    )


# A word said of a pronoun ("по гороскопу он Лев", "она Дева") is what the person is, not who.
PRONOUN_BEFORE = re.compile(r"(?<![\w-])(?:он|она|я|ты|мы|вы|они) $")
_OPENING = frozenset('«"“„')
_NEXT = re.compile(r"[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)?(?![\w-])")
_LOAD_LOCK = threading.Lock()
_ROLE_REGEX: list[re.Pattern[str]] = []


def _role_regex() -> re.Pattern[str]:
    """Every singular form of a role word, and the announcing words, as one trie: the text is
    scanned once for them, not word by word."""
    with _LOAD_LOCK:
        if not _ROLE_REGEX:
            forms = {fold(w) for lemma in ROLES for w in _singular_forms(lemma)}
            words = forms | set(_ANNOUNCING)
            _ROLE_REGEX.append(
                re.compile(
                    rf"(?<![\w-])(?:{trie_pattern(sorted(words))})(?![\w-])[ \t]*:?[ \t]*",
                    re.IGNORECASE,
                )
            )
        return _ROLE_REGEX[0]


def _singular_forms(lemma: str) -> set[str]:
    return {
        form
        for p in readings(lemma)
        if "NOUN" in p.tag and p.normal_form == lemma
        for form, tag in lexeme(p)
        if "sing" in tag
    }


def after_role(text: str) -> Iterator[tuple[int, int]]:
    """A word right after a word that announces a person, when it may be a surname:
    capitalised, a name part to the dictionary, or (after a role) a noun that agrees with the
    role in case, not the head of a longer proper name ("клиент Банк Открытие"); in lower case,
    a surname the dictionary knows ("клиент бурцева")."""
    for m in _role_regex().finditer(text):
        word = _NEXT.match(text, m.end())
        if word is None or text[m.start() - 1 : m.start()] in _OPENING:
            continue
        start, end = word.span()
        if text[end : end + 1] in _OPENING:
            continue
        announcing = fold(m.group().strip(" \t:"))
        role = _role_cases(announcing) if announcing not in _ANNOUNCING else frozenset()
        if role is None or (role and ":" in m.group()):
            continue  # "Мама: Мороз до минус тридцати": a chat's speaker, then what is said
        if word.group().islower():
            if _lower_surname(word.group(), role):
                yield start, end
            continue
        if not _CAPITALISED.fullmatch(word.group()) or not _may_follow_role(word.group(), role):
            continue
        if _adjective_of_noun_after(text, end, word.group()):
            continue  # "нотариус Московской области"
        after = _CAPITALISED.match(text, end + 1) if text[end : end + 1] == " " else None
        if after is None or not word_of(after.group()).grammemes.isdisjoint(PERSON_TAGS):
            yield start, end


_CAPITALISED = re.compile(r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?")


_LOWER_NEXT = re.compile(r" ([а-яё]+)")


def _adjective_of_noun_after(text: str, end: int, word: str) -> bool:
    """The word is an adjective that agrees with the lower-case noun after it."""
    m = _LOWER_NEXT.match(text, end)
    if m is None:
        return False
    mine = {(str(p.tag.case), str(p.tag.gender or p.tag.number)) for p in readings(word)
            if "ADJF" in p.tag}  # fmt: skip
    return bool(mine) and any(
        (str(p.tag.case), str(p.tag.gender or p.tag.number)) in mine
        for p in readings(m.group(1))
        if "NOUN" in p.tag
    )


def _lower_surname(word: str, role: frozenset[tuple[str, str]]) -> bool:
    """A surname the dictionary knows, in a case the role agrees with."""
    cases = derived(word, ("surname_cases",), _surname_cases_of)
    return bool(cases) and (not role or any(case in cases for case, _ in role))


def _surname_cases_of(entry: Word) -> frozenset[str]:
    if not entry.known or len(entry.readings[0].word) < 3:
        return frozenset()
    if not _NOT_BEFORE_A_NAME.isdisjoint(entry.readings[0].tag.grammemes):
        return frozenset()  # "представитель по доверенности": "по" is a surname too
    return frozenset(str(p.tag.case) for p in entry.role_parses("Surn"))


def _role_cases(word: str) -> frozenset[tuple[str, str]] | None:
    """(case, gender) of each reading of a role word ("клиентке" → datv/femn); None: no role."""
    return derived(word, ("role_cases",), _role_cases_of)


def _role_cases_of(entry: Word) -> frozenset[tuple[str, str]] | None:
    found = frozenset(
        (str(p.tag.case), str(p.tag.gender))
        for p in entry.readings
        if "NOUN" in p.tag and "sing" in p.tag and p.normal_form.replace("ё", "е") in ROLES
    )
    return found or None


def _may_follow_role(word: str, role: frozenset[tuple[str, str]]) -> bool:
    return derived(
        word, ("follows_role", *sorted(map("/".join, role))), lambda e: _follows(e, role)
    )


def _follows(entry: Word, role: frozenset[tuple[str, str]]) -> bool:
    if not entry.readings or not entry.grammemes.isdisjoint(_NOT_A_NAME):
        return False
    if not entry.grammemes.isdisjoint(PERSON_TAGS):
        return True
    shape = {case for _, case in surname_shape(entry.readings[0].word)}
    if shape and (not role or shape & {c for c, _ in role}):
        # "клиент Щеглов": the dictionary knows the word as "щеглов", of birds; "со слов
        # Лапиной" (an announcing word governs any case): as "лапина"
        return True
    if not role or not entry.known:  # "со слов", "уважаемая"; a guess: a brand, a place
        return False
    nouns = [p for p in entry.readings if "NOUN" in p.tag and "sing" in p.tag]
    if not nouns or not _NOT_BEFORE_A_NAME.isdisjoint(entry.readings[0].tag.grammemes):
        return False
    lemma = nouns[0].normal_form  # "Банка" is "банк" first, not the jar
    if lemma.replace("ё", "е") in ROLES or abstract_noun(lemma):
        return False  # "Уважаемый Клиент", "клиент Администрация"
    nouns = [p for p in nouns if p.normal_form == lemma]
    if any(str(p.tag.case) == case for p in nouns for case, _ in role):
        return True
    # A woman's surname that is a masculine noun does not decline ("клиентке Медведь").
    return "femn" in {g for _, g in role} and any(
        {"masc", "nomn"} <= p.tag.grammemes for p in nouns
    )


# The dictionary's first reading of a word that does not stand for a person after a role.
_NOT_BEFORE_A_NAME = frozenset({"PREP", "CONJ", "PRCL", "NPRO", "INTJ", "VERB", "INFN", "ADVB"})
# Suffixes of abstract and collective nouns, which are no surnames ("Администрация", "Дирекция",
# "Общество", "Управление", "Собственность").
_ABSTRACT = re.compile(r"(?:ция|сия|ость|есть|ние|тие|ство|тво|изм)$")


def abstract_noun(word: str) -> bool:
    """Ends as an abstract or collective noun does: no surname ends so."""
    return _ABSTRACT.search(word.lower()) is not None


# -- a word of a name beside a name found, across a table's or an export's separator -----------

_SEPARATOR = r"(?:[ \t]*[;|/\t][ \t]*|,)"
_NEXT_PART = re.compile(rf"{_SEPARATOR}([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z]+)(?![\w-])")
_PREVIOUS_PART = re.compile(rf"(?<![\w-])([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z]+){_SEPARATOR}$")


def spread(
    text: str, names: list[tuple[int, int]], latin_part: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """Words beside the names found, past a separator, that read as name parts: the other
    cells of a name in a table ("Нуриев;Тимур;Рашидович"), a surname and the one before
    marriage before a first name ("Сидорова (Петрова) Анна"); `latin_part` reads a Latin word.
    Returns the new words only."""
    taken = set(names)
    new: list[tuple[int, int]] = []
    todo = list(names)
    while todo:
        start, end = todo.pop()
        after = _NEXT_PART.match(text, end)
        before = _PREVIOUS_PART.search(text, max(0, start - 40), start)
        for m in (after, before):
            if m is None or m.span(1) in taken or not _name_part(m.group(1), latin_part):
                continue
            taken.add(m.span(1))
            new.append(m.span(1))
            todo.append(m.span(1))
        other = _BRACKETED.match(text, end)
        if (
            other is not None
            and other.span(1) not in taken
            and _one_name_two_alphabets(text[start:end], other.group(1))
        ):
            taken.add(other.span(1))
            new.append(other.span(1))
        maiden = _MAIDEN_BEFORE.search(text, max(0, start - 50), start)
        if maiden is not None and all(
            _surname_beside(text[start:end], maiden.group(i)) for i in (1, 2)
        ):
            new += [span for span in (maiden.span(1), maiden.span(2)) if span not in taken]
            taken.update((maiden.span(1), maiden.span(2)))
        for m in (
            _NEXT_WORD.match(text, end),
            _PREVIOUS_WORD.search(text, max(0, start - 40), start),
        ):
            if (
                m is not None
                and m.span(1) not in taken
                and _surname_beside(text[start:end], m.group(1))
            ):
                taken.add(m.span(1))
                new.append(m.span(1))
    return sorted(new)


# The same name in the other alphabet, in brackets after it ("Snezha (Снежа)", "Тома (Toma)").
_BRACKETED = re.compile(r"[ \t]?\(([А-ЯЁA-Z][а-яёa-z]+)\)")


def _one_name_two_alphabets(name: str, word: str) -> bool:
    if " " in name or name.isascii() == word.isascii():
        return False
    latin, cyrillic = (name, word) if name.isascii() else (word, name)
    return cyrillic.lower() in cyrillic_spellings(latin)


_NEXT_WORD = re.compile(r" ([А-ЯЁ][а-яё]+|[А-ЯЁ]{2,})(?![\w-])")
_PREVIOUS_WORD = re.compile(r"(?<![\w-])([А-ЯЁ][а-яё]+|[А-ЯЁ]{2,}) $")
_NAME_WORD = re.compile(r"[А-ЯЁа-яё]+")
# A surname with the one before marriage in brackets ("Сидорова (Петрова) Анна").
_MAIDEN_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁ][а-яё]+) \(([А-ЯЁ][а-яё]+)\) $")


def _surname_beside(name: str, word: str) -> bool:
    """A word shaped like a surname beside a name, in its style, agreeing with its first name
    or patronymic ("Алсу Маратовне Лыковой", "Лыковым Ефимом"), though the dictionary knows it
    as an adjective ("лыковый") or a plural ("щеглов")."""
    if word.isupper() != name.isupper() or (word.isupper() and len(word) < 4):
        return False
    title = word[:1] + word[1:].lower()
    shape = surname_shape(word) | role_forms(title, "Patr")
    if not shape:
        return False
    if not word_of(title).grammemes.isdisjoint(_NOT_A_NAME - {"Trad"}):
        return False  # "Иван Петрович, Королёв": a town
    agreed: set[tuple[str, str]] = set()
    for part in _NAME_WORD.findall(name):
        part = part[:1] + part[1:].lower()
        agreed |= first_name_forms(part) | role_forms(part, "Patr")
    return bool(shape & agreed)


def role_forms(word: str, tag: str) -> frozenset[tuple[str, str]]:
    """(gender, case) of each singular reading of `word` with `tag` ("Name", "Surn", "Patr")."""
    return derived(word, ("context_forms", tag), lambda entry: _role_forms_of(entry, tag))


def _role_forms_of(entry: Word, tag: str) -> frozenset[tuple[str, str]]:
    genders = {"masc": ("masc",), "femn": ("femn",), "ms-f": ("masc", "femn")}
    return frozenset(
        (gender, str(p.tag.case))
        for p in entry.role_parses(tag)
        for grammeme, names in genders.items()
        if grammeme in p.tag
        for gender in names
    )


# -- a surname's shape -----------------------------------------------------------------------------

_DECLENSIONS = {
    ("ов", "ев", "ёв", "ин", "ын"): {
        "": "masc nomn", "а": "femn nomn, masc gent, masc accs", "у": "masc datv, femn accs",
        "ым": "masc ablt", "ом": "masc loct", "е": "masc loct",
        "ой": "femn gent, femn datv, femn ablt, femn loct", "ою": "femn ablt",
    },
    ("ск", "цк"): {
        "ий": "masc nomn", "ая": "femn nomn", "ого": "masc gent, masc accs", "ому": "masc datv",
        "им": "masc ablt", "ом": "masc loct", "ой": "femn gent, femn datv, femn ablt, femn loct",
        "ую": "femn accs",
    },
}  # fmt: skip
_SHAPES: dict[str, frozenset[tuple[str, str]]] = {
    stem + ending: frozenset(tuple(pair.split()) for pair in forms.split(", "))  # type: ignore[misc]
    for stems, endings in _DECLENSIONS.items()
    for stem in stems
    for ending, forms in endings.items()
}


def surname_shape(word: str) -> frozenset[tuple[str, str]]:
    """(gender, case) a word may have as a surname in -ов/-ин/-ский by its ending alone
    ("Лыковой" → femn gent, datv, ablt, loct), whatever the dictionary reads it as; empty when
    it does not end so or is too short to ("Нов")."""
    lower = word.lower()
    for size in (5, 4, 3, 2):
        found = _SHAPES.get(lower[-size:])
        if found is not None and len(lower) - size >= 2:
            return found
    return frozenset()


def _name_part(word: str, latin_part: Callable[[str], bool]) -> bool:
    if not (word.istitle() or word.isupper()) or len(word) < 2:
        return False
    if word.isascii():
        return latin_part(word)
    title = word[:1] + word[1:].lower()
    return derived(title, ("name_part",), _name_part_of)


def _name_part_of(entry: Word) -> bool:
    if not entry.grammemes.isdisjoint(_NOT_A_NAME) or not entry.readings:
        return False
    return not is_plain_word(entry.readings[0].word) and not entry.grammemes.isdisjoint(PERSON_TAGS)


def titled_beside_initials(text: str) -> str | None:
    """The text with each word in capitals beside initials, or before a first name and
    patronymic in title case, written in title case ("ГРАЧЁВ Е.А." → "Грачёв Е.А.", "ГОРОХ Алсу
    Ильясовна" → "Горох Алсу Ильясовна": forms set the surname apart so), the same length;
    None when there is none."""
    if _CAPS_BESIDE_INITIALS.search(text) is None:
        return None
    return _CAPS_BESIDE_INITIALS.sub(_title_word, text)


_CAPS_BESIDE_INITIALS = re.compile(
    r"(?<![\w.-])[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?(?=[ \t][А-ЯЁ]\.)"
    r"|(?<=[А-ЯЁ]\.)[ \t]?[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?(?![\w-])"
    r"|(?<![\w.-])[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?(?=[ \t][А-ЯЁ][а-яё]+[ \t][А-ЯЁ][а-яё]+"
    r"(?:ич(?:а|у|ем|е)?|(?:ичн|[ое]вн)(?:а|ы|е|у|ой|ою))(?![\w-]))"
)


def _title_word(m: re.Match[str]) -> str:
    word = m.group()
    lead = len(word) - len(word.lstrip())
    core = word[lead:]
    titled = "-".join(part[:1] + part[1:].lower() for part in core.split("-"))
    entry = word_of(titled)
    if entry.known and not entry.grammemes.isdisjoint(_NOT_A_NAME):
        # "ИНН", "ООО", "ФИО": abbreviations stay in capitals; a word the dictionary only
        # guesses at ("ШЕЛЕПИНА", a town's guess) is read as a surname.
        return word
    return word[:lead] + titled


_ANY_FORM = frozenset(
    (g, c) for g in ("masc", "femn") for c in ("nomn", "gent", "datv", "accs", "ablt", "loct")
)


_NOMINATIVE_FEMININE = frozenset({("femn", "nomn"), ("femn", "accs")})


def undeclined_feminine(word: str) -> bool:
    """A woman's name in -ь whose oblique cases are other words to the dictionary ("Нинель",
    "Нинели"): writers often leave it undeclined beside a surname or a patronymic that declines
    ("Шапке Нинель Наилевне", "к Метле Нинель")."""
    return _undeclined_feminine(word, role_forms(word, "Name"))


def _undeclined_feminine(word: str, found: frozenset[tuple[str, str]]) -> bool:
    return word[-1:] == "ь" and bool(found) and found <= _NOMINATIVE_FEMININE


def first_name_forms(word: str) -> frozenset[tuple[str, str]]:
    """`forms(word, "Name")`, but a first name that does not decline or that the dictionary only
    guesses ("Айсылу", "Лейсан") may be of either gender, and the guessed one in any case: the
    dictionary often gives such names the wrong gender."""
    return derived(word, ("first_name_forms",), _first_name_forms_of)


def _first_name_forms_of(entry: Word) -> frozenset[tuple[str, str]]:
    found = _role_forms_of(entry, "Name")
    word = entry.readings[0].word if entry.readings else ""
    if not found or not word:
        return found
    fixed = any("Fixd" in p.tag for p in entry.role_parses("Name"))
    if fixed or (not entry.known and word[-1] not in _VOWELS):
        return _ANY_FORM
    if not entry.known:
        return frozenset((g, c) for _, c in found for g in ("masc", "femn"))
    if _undeclined_feminine(word, found):
        return found | frozenset(("femn", c) for _, c in _ANY_FORM)
    if word[-1] not in _VOWELS and word[-1] != "ь":
        # A woman's name that ends in a consonant does not decline ("Ляйсан", "Гульнур"): the
        # dictionary knows many only as a man's.
        return found | frozenset(("femn", c) for g, c in found if g == "masc")
    return found


_VOWELS = frozenset("аеёиоуыэюя")


_TITLED_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁ][а-яё]+) $")


def governed_plural(text: str, start: int, word: str) -> bool:
    """A plural noun the dictionary knows no surname for, after a capitalised noun for a thing
    that governs it: an institution's name ("Кабинета Министров", "Совет Депутатов"), not a
    surname shaped like one ("клиент Щеглов": a person's noun before it)."""
    found = readings(word.lower())
    if not found or any("Surn" in p.tag or "sing" in p.tag for p in found):
        return False
    m = _TITLED_BEFORE.search(text, max(0, start - 24), start)
    return m is not None and any(
        {"NOUN", "inan"} <= p.tag.grammemes for p in readings(m.group(1).lower())[:1]
    )
