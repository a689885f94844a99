"""Person names in Latin letters, read back into Cyrillic as parts of a Russian name.

- two or three words, one of them a first name or a patronymic, or a surname by its ending beside
  a word no English word is spelt like: "Ivan Petrov", "ELENA SOKOLOVA", "Leysan Gracheva";
- a surname beside Latin initials or after a title: "Zima V.N.", "Mr. Solovey";
- a first name or a diminutive alone: "Pasha"; a pair in lower case: "eldar sabirov";
- a booking's name field ("PAK/ELENA MS") and a messenger's handle made of a name ("@ivan.petrov").

name_rules.py gathers these with the other rules; records.py and dates.py ask `latin_roles`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import PERSON_TAGS, Word, derived, is_known, morph, readings, word_of
from svaya.privacy.name_acting import familiar_shape
from svaya.privacy.name_words import (
    clipped_familiar,
    familiar_form,
    name_share,
    productive_diminutive,
)
from svaya.privacy.name_words import diminutive as _diminutive

_LATIN_RUN = re.compile(
    r"[A-Z](?<![\w-][A-Z])(?:[a-z']+|[A-Z]+)(?:-[A-Z][a-z']+|-[A-Z]+)?"
    r"(?:[ ](?:[A-Z][a-z']+(?:-[A-Z][a-z']+)?|[A-Z]{2,}(?:-[A-Z]{2,})?)){1,3}(?![\w-])"
)
_LATIN_WORD = re.compile(r"[A-Za-z']+(?:-[A-Za-z']+)?")


# -- Latin letters -------------------------------------------------------------------------------


def _latin_name_run(words: list[str], roles: list[frozenset[str]]) -> bool:
    """Every word reads as part of a name or as a word; a word the dictionary does not know
    ("Karas", "Gelashvili") only beside a clear first name ("Oleg"), and no word of an address
    or a company ("Olga Bank")."""
    if any(w.lower() in _NOT_LATIN_NAMES or _acronym(w) for w in words):
        return False
    if any("Name" in r and _latin_first_name(w) for w, r in zip(words, roles, strict=True)):
        return True
    if all(roles) and any(_person_role(w, r) for w, r in zip(words, roles, strict=True)):
        return True  # "Volk Igor"; not "RECORD LOCATOR", "Case No": English words
    # A first name the dictionary does not know (or knows as a place: "Milana"), told by the
    # other parts: beside a surname and a patronymic ("OSTAPENKO MILANA ALBERTOVNA"), or a
    # feminine one beside a woman's surname ("MIRZOEVA MILANA", "Dilnoza Ahmerova").
    surname = [i for i, r in enumerate(roles) if "Surn" in r]
    if not surname:
        return False
    if len(words) == 3 and any("Patr" in r for r in roles):
        return True
    if len(words) == 2:
        other = words[1 - surname[0]]
        if (
            _LATIN_SURNAME.search(words[surname[0]])
            and not roles[1 - surname[0]]
            and not _ENGLISH_SPELLING.search(other)
        ):
            return True  # "Leysan Gracheva", "ERMOLAEVA GUZEL": a name the dictionary lacks
        return bool(_LATIN_WOMANS_SURNAME.search(words[surname[0]])) and bool(
            _LATIN_WOMANS_NAME.search(other)
        )
    return False


def _name_in_run(run: str) -> tuple[int, int] | None:
    """Where in a run of two to four capitalised Latin words the name stands: the run itself,
    or the stretch of it with the most name parts when an English word stands beside the name
    ("Driver Vorobiev Ilia", "PASSENGER IVANOVA ANNA", "KOVAL OLGA MRS"); offsets in `run`."""
    words = [(w.start(), w.end(), w.group()) for w in _LATIN_WORD.finditer(run)]
    roles = [latin_roles(w) for _, _, w in words]
    best: tuple[tuple[int, int, int], int, int] | None = None
    for i in range(len(words) - 1):
        for j in range(i + 2, len(words) + 1):
            part = [w for _, _, w in words[i:j]]
            if not _latin_name_run(part, roles[i:j]):
                continue
            named = sum(_person_role(w, r) for w, r in zip(part, roles[i:j], strict=True))
            rank = (named, -sum(not r for r in roles[i:j]), j - i)
            if best is None or rank > best[0]:
                best = (rank, words[i][0], words[j - 1][1])
    return None if best is None else (best[1], best[2])


def _person_role(word: str, roles: frozenset[str]) -> bool:
    """A role of a name part, unless the word is spelt as English is ("Case" reads as "Касе")."""
    return bool(roles & set(PERSON_TAGS)) and not _ENGLISH_SPELLING.search(word)


# Letters and pairs an English word has and a Russian name in Latin letters does not
# ("Passenger", "Team", "Check"): the other word beside a surname is then no first name.
_ENGLISH_SPELLING = re.compile(r"w|q|th|ph|ck|ee|oo|ea|ou|ss|c(?!h)|[^aeiouy]e$", re.IGNORECASE)
_LATIN_WOMANS_SURNAME = re.compile(r"(?:ova|eva|ina|yna|skaya|tskaya)$", re.IGNORECASE)
_LATIN_WOMANS_NAME = re.compile(r"[^aeiouy](?:a|ya|ia)$", re.IGNORECASE)


# A surname beside Latin initials ("Zima V.N.", "Gus Yu.Yu.", "Yu. Gus") or after a title
# ("Mr. Solovey", "Dear Mr. Solovey": a title is no initial after a word).
# (It starts with a capital, so the regex engine skips from capital to capital.)
_LATIN_INITIALS = re.compile(
    r"[A-Z](?<![\w.-][A-Z])(?:"
    r"(?<=[MD])(?:rs|r|s)\.?\s(?P<word>[A-Z][a-z'-]+)(?![\w-])"
    r"|(?P<surname>[a-z'-]+(?:-[A-Z][a-z']+)?)\s(?!Mrs?\.|Ms\.|Dr\.)(?P<initials>[A-Z][a-z]?\.\s?(?P<second>[A-Z][a-z]?\.)?)(?![\w-])"
    r"|[a-z]?\.\s?(?:[A-Z][a-z]?\.\s?)?[A-Z][a-z'-]+(?:-[A-Z][a-z']+)?(?![\w-])"
    r"|(?P<capitals>[A-Z]+)\s(?P<caps_initials>[A-Z]\.(?:\s?[A-Z]\.)?)(?![\w-]))"
)
# Words of an English address or an organisation beside a first name ("Vera Street", "Olga Bank").
_NOT_LATIN_NAMES = frozenset(
    """
    street st str avenue ave road rd lane square sq highway blvd bulvar prospekt ul per nab shosse
    pr apt flat kv office room hotel bank group city center gold classic platinum black premium
    pay card online mobile hall mr mrs ms miss mstr dr
    centre plaza park mall airport station tower house building company llc ltd inc
    oblast obl region krai kray okrug district rayon raion republic respublika village selo
    poselok pos town gorod
    admin user guest test info support alfa alpha beta gamma delta omega promo sale
    """.split()
)
_A_LATIN_NAME = re.compile(r"[A-Z](?:[a-z]|[A-Z]+ [A-Z]|\.)")
_LATIN_SINGLE = re.compile(r"[A-Z](?<![\w.@/-][A-Z])[a-z]{2,}(?![\w@/-])")
_LATIN_PATRONYMIC = re.compile(r"(?:ovich|evich|ich|ovna|evna|ichna)$", re.IGNORECASE)
_LATIN_SURNAME = re.compile(
    r"(?:ov|ova|ev|eva|in|ina|yn|yna|sky|skiy|skii|skaya|enko|uk|yuk|chuk|ykh|ikh|yan|ian|dze)$",
    re.IGNORECASE,
)


# A first name and a surname in lower-case Latin letters ("eldar sabirov", "sabirova leysan"):
# only the surname endings no English word has.
_LOWER_LATIN_SURNAME = r"[a-z]{2,}(?:ov|ova|ev|eva|ina|sky|skiy|skaya|enko|ovich|ovna|evich|evna)"
_LOWER_LATIN_PAIR = re.compile(
    rf"[a-z](?<![\w.@/-][a-z])(?:[a-z]{{2,}} {_LOWER_LATIN_SURNAME}|{_LOWER_LATIN_SURNAME} "
    r"[a-z]{3,})(?![\w@/-])"
)


# A booking's or a ticket's name field: SURNAME/FIRST NAME and a title ("PAK/ELENA MS"), whatever
# the words are.
_BOOKED_NAME = re.compile(
    r"(?<![\w/])[A-Z]{2,}(?:-[A-Z]{2,})?/[A-Z]{2,}(?: [A-Z]{2,})?(?= (?:MRS|MR|MS|MISS|MSTR|DR)\b)"
)


# A crew list's or a manifest's SURNAME, FIRST NAME in capitals ("ORLOV, PAVEL"): a first name
# after the comma, a surname before it that is no word the dictionary knows otherwise.
_LISTED_NAME = re.compile(r"(?<![\w,-])([A-Z]{3,}(?:-[A-Z]{3,})?), ([A-Z]{3,})(?![\w-])")


def booked_names(text: str) -> Iterator[tuple[int, int]]:
    if "/" in text:
        yield from (m.span() for m in _BOOKED_NAME.finditer(text))
    if ", " in text:
        for m in _LISTED_NAME.finditer(text):
            surname, first = m.group(1), m.group(2)
            if (
                _latin_first_name(first)
                and not _acronym(surname)
                and surname.lower() not in _NOT_LATIN_NAMES
                and latin_roles(surname) <= {"Surn", "Name"}
            ):
                yield m.span()


# A messenger's handle made of a name ("@Erema4", "@aza_93", "@ivan.petrov"): its name parts.
_HANDLE = re.compile(r"(?<![\w@])@([A-Za-z][A-Za-z0-9_.]{2,31})")
_HANDLE_PART = re.compile(r"[A-Za-z]{3,}")
_HANDLE_SURNAME = re.compile(r"(?:ov|ova|ev|eva|in|ina|sky|skiy|skaya|enko)$", re.IGNORECASE)


def handle_names(text: str) -> Iterator[tuple[int, int]]:
    if "@" not in text:
        return
    for m in _HANDLE.finditer(text):
        if text[m.end() : m.end() + 1] == "@" or text[m.end() : m.end() + 2].startswith("."):
            continue  # an e-mail's local part is the contacts' class
        for part in _HANDLE_PART.finditer(m.group(1)):
            word = part.group()
            if _latin_first_name(word) or (
                _HANDLE_SURNAME.search(word) and len(word) > 5 and latin_roles(word) & {"Surn"}
            ):
                yield m.start(1) + part.start(), m.start(1) + part.end()


# A login made of a name, standing alone (a table's cell, after "логин:", a chat's speaker; not an
# e-mail's local part, which is the contacts' class): "martemyan.deryabkin", "ivanova_anna",
# "a.petrov85", a double surname "olya_petrova-vodkina", a familiar first name "milasha.orlova".
_LOGIN = re.compile(
    r"[A-Za-z](?<![\w.@/:-][A-Za-z])[a-z]*(?:-[a-z]{3,})?[._][A-Za-z][a-z]+(?:-[a-z]{3,})?"
    r"(?:[._-]?\d{1,4})?(?![\w@/-]|\.[A-Za-z\d])"
)
_LOGIN_PART = re.compile(r"[A-Za-z][a-z]*(?:-[a-z]{3,})?")


def login_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _LOGIN.finditer(text):
        first, second = (part.lower() for part in _LOGIN_PART.findall(m.group())[:2])
        if _login_pair(first, second) or _login_pair(second, first):
            yield m.span()


# A chat's or a shop's login made of one name and a year or a number ("arsalan1997",
# "mina93", "martyusha98", "balzhinimaev64", "larik.nn86" with a region's letters): a first
# name, its familiar form or a surname read back into Cyrillic, then two digits or a year.
_NUMBERED_LOGIN = re.compile(
    r"(?<![\w.@/:-])([a-z]{3,16})(?:[._-][a-z]{1,3})?[._-]?((?:19|20)\d\d|\d\d)"
    r"(?![\w@/-]|\.[A-Za-z\d])"
)


def numbered_logins(text: str) -> Iterator[tuple[int, int]]:
    for m in _NUMBERED_LOGIN.finditer(text):
        word = m.group(1)
        if word in _NOT_LATIN_NAMES or _ENGLISH_SPELLING.search(word):
            continue
        if (
            _latin_first_name(word)
            or (_LATIN_SURNAME.search(word) is not None and "Surn" in latin_roles(word))
            or (
                _LATIN_DIMINUTIVE.fullmatch(word) is not None
                and derived(word, ("latin_diminutive",), _latin_diminutive)
            )
        ):
            yield m.span()


def _login_pair(first: str, surname: str) -> bool:
    """A first name in any weight, a familiar one ("vilya", "milasha") or an initial, and a
    surname by its ending and the dictionary, each part of a double one."""
    if "-" in surname:
        return all(_login_pair(first, part) for part in surname.split("-"))
    if "-" in first or len(surname) < 4 or surname in _NOT_LATIN_NAMES:
        return False
    if not _LATIN_SURNAME.search(surname) or "Surn" not in latin_roles(surname):
        # an ordinary word's surname beside a first name or its familiar form ("olga.kumzha")
        return _word_surname(surname) and len(first) > 3 and _login_first_name(first)
    return (
        (len(first) == 1 and len(surname) >= 5)
        or _latin_first_name(first)
        or (len(first) > 3 and first not in _NOT_LATIN_NAMES and _login_first_name(first))
    )


def _login_first_name(word: str) -> bool:
    """A first name however rare ("vilya" is "Виля") or its familiar form ("milasha", "bozhenka")
    read back into Cyrillic: beside a surname in a login, that is what the word is."""
    return "Name" in latin_roles(word) or any(
        familiar_form(spelling) or clipped_familiar(spelling)
        for spelling in cyrillic_spellings(word)
    )


def _word_surname(word: str) -> bool:
    """A Latin word read back as a Russian living being's noun in the nominative ("kumzha"
    кумжа, "volk"; not "test", "home"): an ordinary word's surname, as a login beside a first
    name holds one."""
    return any(
        morph().word_is_known(spelling)
        and any(
            "NOUN" in p.tag
            and "nomn" in p.tag
            and "Name" not in p.tag
            and ("anim" in p.tag or "Surn" in p.tag)
            for p in readings(spelling)[:2]
        )
        for spelling in cyrillic_spellings(word)[:2]
    )


def lower_latin_names(text: str) -> Iterator[tuple[int, int]]:
    for m in _LOWER_LATIN_PAIR.finditer(text):
        first, second = m.group().split(" ")
        if _latin_first_name(first) or _latin_first_name(second):
            yield m.span()


def latin_names(text: str) -> Iterator[tuple[int, int]]:
    """Two or three Latin words, one a first name and the others a surname, a patronymic or a
    word at all ("Volk Igor"); or a first name or diminutive alone ("Pasha")."""
    if _A_LATIN_NAME.search(text) is None:
        return  # no capitalised Latin word, no pair of Latin words in capitals, no initial
    runs = []
    for m in _LATIN_RUN.finditer(text):
        found = _name_in_run(m.group())
        if found is not None:
            span = (m.start() + found[0], m.start() + found[1])
            runs.append(span)
            yield span
    for m in _LATIN_INITIALS.finditer(text):
        if m.group("capitals") is not None:  # "PETROV I.", "KOVAL T.A."
            word = m.group()[0] + m.group("capitals").lower()
            two = m.group("caps_initials").count(".") == 2
            if (two or latin_roles(word)) and word.lower() not in _NOT_LATIN_NAMES:
                runs.append(m.span())
                yield m.span()
            continue
        initials = m.group("initials")
        surname = text[m.start() : m.end("surname")] if initials is not None else None
        if initials is not None and initials.split(".")[0].lower() in _NOT_LATIN_NAMES:
            continue  # "Lenina St."
        # One initial after a word only when the word reads as a surname.
        if surname is None or m.group("second") or _latin_surname(surname):
            start = m.start("word") if m.group("word") is not None else m.start()
            runs.append((start, m.end()))
            yield start, m.end()
    for m in _LATIN_SINGLE.finditer(text):
        if any(s <= m.start() < e for s, e in runs):
            continue
        if not _latin_first_name(m.group()) and not _alone_in_russian(text, m.start(), m.end()):
            continue
        if _ABBREVIATION_AFTER.match(text, m.end()):
            continue  # "Ref. 8521331", "No. 5": a label cut short before its number
        after = _LATIN_NEXT.match(text, m.end())
        if after is None or after.group(1).lower() not in _NOT_LATIN_NAMES:
            yield m.span()  # not "Alfa Bank"


_LATIN_NEXT = re.compile(r" ([A-Za-z]+)")
_LATIN_BESIDE = re.compile(r"[ \t]?[A-Z][a-z]")
_LATIN_BEFORE = re.compile(r"[A-Z][A-Za-z]*[ \t]$")
_CYRILLIC = re.compile(r"[а-яё]")


def _alone_in_russian(text: str, start: int, end: int) -> bool:
    """A Latin word alone on a line written in Russian, whose Cyrillic reading is a first name
    in the nominative of any weight ("Sveta", "Tema", "Toma": a Russian writer spells no "света"
    or "тема" in Latin letters), or a familiar name's shape the dictionary does not know
    ("Rusya"); not a word of a Latin title ("Times New Roman")."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if _CYRILLIC.search(text, line_start, line_end) is None:
        return False
    if _LATIN_BESIDE.match(text, end) or _LATIN_BEFORE.search(text, max(0, start - 16), start):
        return False
    if text[end : end + 1] == ":":
        return False  # a label typed in the wrong layout's letters ("Tema: заказ")
    if _ENGLISH_SPELLING.search(text, start, end):
        return False  # "Invoice", "Profile": spelt as English is
    return derived(text[start:end], ("latin_weak_name",), _weak_first_name)


# A ticker's or an agency's letters ("USDT", "BTC", "GIBDD"): no vowel, or three consonants
# in a row at the end, as no Russian name in Latin letters is written.
_ACRONYM = re.compile(r"^(?:[B-DF-HJ-NP-TV-Z]{2,5}|[A-Z]{0,2}[AEIOUY][B-DF-HJ-NP-TV-XZ]{3,})$")


def _acronym(word: str) -> bool:
    return len(word) <= 6 and _ACRONYM.match(word) is not None


def _weak_first_name(entry: Word) -> bool:
    word = entry.readings[0].word if entry.readings else ""
    spellings = cyrillic_spellings(word)
    known = [s for s in spellings if morph().word_is_known(s)]
    if any(_a_noun(s) for s in known) and not any(_named(s) for s in known):
        return False  # "Skidka" is "скидка": an ordinary noun, whatever else it might spell
    for spelling in spellings:
        if morph().word_is_known(spelling):
            if _named(spelling):
                return True
        elif familiar_shape(spelling.capitalize()):
            return True
    return False


def _a_noun(spelling: str) -> bool:
    return any("NOUN" in p.tag for p in readings(spelling)[:1])


def _latin_surname(word: str) -> bool:
    """A word before one initial ("Drozd T.") reads as a surname: one to the dictionary, a
    living being's noun (surnames that name animals: "Sych", "Bobr")."""
    if latin_roles(word) & {"Surn", "Name"}:
        return True
    if "-" in word:  # a double surname: a part reads as one ("Muraveva-Apostol")
        return any(_LATIN_SURNAME.search(part) and len(part) > 4 for part in word.split("-"))
    return any(
        reading.tag.POS == "NOUN" and "anim" in reading.tag
        for spelling in cyrillic_spellings(word)
        if is_known(spelling)
        for reading in readings(spelling)[:1]
    )


def latin_roles(word: str) -> frozenset[str]:
    """The name roles ("Name", "Surn", "Patr") the word may have: those of a Cyrillic spelling
    the dictionary knows, a patronymic's or a surname's ending, or "Word" for another word the
    dictionary knows."""
    roles: set[str] = set()
    if _LATIN_PATRONYMIC.search(word):
        roles.add("Patr")
    if _LATIN_SURNAME.search(word):
        roles.add("Surn")
    for spelling in cyrillic_spellings(word):
        if morph().word_is_known(spelling):
            entry = word_of(spelling)
            found = {tag for tag in PERSON_TAGS if tag in entry.grammemes}
            roles.update(found or {"Word"})
    return frozenset(roles)


def _latin_first_name(word: str) -> bool:
    """A first name or its diminutive read back into Cyrillic ("Olga", "Alinka")."""
    return any(
        (morph().word_is_known(spelling) and name_share(spelling) >= 0.5 and _named(spelling))
        or (len(spelling) > 3 and _diminutive(spelling.capitalize()))
        for spelling in cyrillic_spellings(word)
    )


_ABBREVIATION_AFTER = re.compile(r"\.\s?[№#]?\s?(?:[A-ZА-ЯЁ]+-?)?\d{4,}")


def _named(spelling: str) -> bool:
    """Latin letters do not decline: a first name in them is the nominative singular ("Gold"
    reads as "гольд", a first name only in the plural)."""
    return ("Name", "nomn") in derived(spelling, ("name_cases",), _name_cases)


def _name_cases(entry: Word) -> frozenset[tuple[str, str]]:
    return frozenset(("Name", str(p.tag.case)) for p in entry.role_parses("Name"))


def latin_name_part(word: str) -> bool:
    """A Latin word that reads as a first name, a surname or a patronymic ("Nuriev", "TIMUR")."""
    return word.lower() not in _NOT_LATIN_NAMES and bool(
        latin_roles(word) & {"Name", "Surn", "Patr"}
    )


# A first name's diminutive in Latin letters, by its productive suffix and a case's ending
# ("lyubochka", "nadyusha", "ilyushe", "mashenka", "kharlasha"): no English word ends so.
_LATIN_DIMINUTIVE = re.compile(
    r"(?<![\w.@/-])[A-Za-z](?<![\w.@/-][A-Za-z])[a-z]{1,12}?"
    r"(?:ochk|echk|ushk|yushk|iushk|onk|enk|ush|yush|iush|ul|yul|iul|us|yus|ius|ash|ysh|sh)"
    r"(?:a|e|i|u|oy|oi|ey|ei)(?![\w@/-])"
)


_DIMINUTIVE_END = re.compile(r"[a-z](?:sh|k|l|s)(?:a|e|i|u|o[iy]|e[iy])(?![\w@/-])")


def latin_diminutives(text: str) -> Iterator[tuple[int, int]]:
    """A first name's diminutive in Latin letters, any case: one that reads back into Cyrillic
    as no word the dictionary knows, or as a first name or its diminutive."""
    if _DIMINUTIVE_END.search(text) is None:
        return  # a cheap look first
    for m in _LATIN_DIMINUTIVE.finditer(text):
        if not _ENGLISH_SPELLING.search(m.group()) and derived(
            m.group().lower(), ("latin_diminutive",), _latin_diminutive
        ):
            yield m.span()


def _latin_diminutive(entry: Word) -> bool:
    word = entry.readings[0].word if entry.readings else ""
    spellings = cyrillic_spellings(word)
    spellings += [s[:-3] + "ньк" + s[-1] for s in spellings if s[-3:-1] == "нк"]  # "mashenka"
    known = [s for s in spellings if morph().word_is_known(s)]
    if not known:  # "kharlasha": a suffix only a first name's diminutive takes ("mushi",
        return not word.endswith("i")  # "shashi" are Japanese or Georgian words)
    # "devushka" is "девушка"; "ilyusha" is "Илюша", "rozochka" "Розочка" of "Роза"
    return any(
        (name_share(s) >= 0.5 and _named(s)) or productive_diminutive(s.capitalize()) for s in known
    )
