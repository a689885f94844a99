"""Held-out texts of the eighth held-out round of issue 16: 48 texts (8 a genre), ids `heldout8-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had, all of the Perm krai: a psychiatric dispensary (a request for a certificate, the
scanned medical certificate for a gun licence), a drone pilot (the registration of a drone, a
letter asking for a flight over a private house), a tattoo studio (a parent's consent for a
minor, the studio's chat with a teenager and the mother), a lottery winner's claim, a driving
instructor's WhatsApp with a pupil and the pupil's mother, a cemetery (a relative's call about a
burial in a family grave transcribed by speech recognition, the scanned burial register), a ballet
college (the parents' chat before a competition, the group's list for the train tickets), a salt
museum's booking of a school excursion, letters to the editor of a town newspaper, a
wood-processing plant's accident (the notice to the labour inspectorate, the scanned act of form
Н-1), a potash mine's pre-shift medical checks (the scanned journal, the terminal's JSON export),
a chess club (the coach's notes, the tournament's list), a ham radio club's log in Latin, a
hairdresser's appointment book, a locksmith's call-out notes and a veterans' council's list of
jubilees. The frames are in heldout8_frames.py and heldout8_frames2.py, the towns, streets and
address slots in heldout8_places.py, the organisation values in heldout8_orgs.py.

A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth, `children` take their father's name as their
patronymic, `wordy` people have a surname that is an ordinary word, `neighbours` live in person
1's town, `home_town` names the town all but the kin live in). Its pool is new: every name word
begins with a letter from Н to Я (a dev round written at the same time takes the others) and none
occurs in an earlier round of either split. Its slots start with `hu_`. It draws from its own
seeded generator (`16-heldout8`), so every earlier text stays byte for byte what it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import values as v
from heldout8_frames import FRAMES_H8
from heldout8_places import (
    ADDRESS_SLOTS_H8,
    CITIES_H8,
    CODE_H8,
    INDEX_H8,
    STREETS_H8,
    number_words,
    town_of,
)
from people import MONTHS, Person, first_name_form, latin, surname_form
from round_kit import (
    RoundPerson,
    birth_slots,
    check_letters,
    icao,
    initials_case,
    ordinal_gen,
    pick_person,
    snils,
    work_email,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["CITIES_H8", "CODE_H8", "FRAMES_H8", "INDEX_H8", "STREETS_H8", "town_of"]

# Surnames that are ordinary words (a `wordy` person draws from these only): fish of the Kama
# and a tree of its taiga.
WORD_SURNAMES_H8: list[tuple[str, str]] = [
    ("Налим", "noun"), ("Пескарь", "noun"), ("Пихта", "a"), ("Окунь", "noun"),
]  # fmt: skip

SURNAMES_H8: list[tuple[str, str]] = [
    ("Пепеляев", "ov"), ("Утробин", "ov"), ("Шипицын", "ov"), ("Тупицын", "ov"),
    ("Пыстогов", "ov"), ("Целищев", "ov"), ("Чудинов", "ov"), ("Нелюбин", "ov"),
    ("Рычков", "ov"), ("Сюзев", "ov"), ("Трушников", "ov"), ("Хохряков", "ov"),
    ("Чазов", "ov"), ("Шилоносов", "ov"), ("Ябуров", "ov"), ("Поздеев", "ov"),
    ("Нешатаев", "ov"), ("Радостев", "ov"), ("Уточкин", "ov"), ("Ширинкин", "ov"),
    ("Рочев", "ov"), ("Подкорытов", "ov"), ("Чупраков", "ov"), ("Теплоухов", "ov"),
    ("Сафиуллин", "ov"), ("Нигматуллин", "ov"), ("Юнусов", "ov"),
    ("Рудковский", "sky"), ("Ясинский", "sky"), ("Щербицкий", "sky"), ("Пальчевский", "sky"),
    ("Оборин-Устюжанин", "double"),
    ("Черемных", "indecl"), ("Решетных", "indecl"), ("Нестеренко", "indecl"),
    ("Оноприенко", "indecl"), ("Пилипенко", "indecl"), ("Хуцишвили", "indecl"),
    ("Шегай", "noun"), ("Югай", "noun"), ("Согомонян", "noun"), ("Ходкевич", "noun"),
    ("Онищук", "noun"),
    *WORD_SURNAMES_H8,
]  # fmt: skip

# Men's forms whose ending is not the plain "-ом": a soft sign and -ай keep their softness, the
# hushing -ич takes "-ем".
_IRREGULAR = {
    "Пескарь": ("Пескарь", "Пескаря", "Пескарю", "Пескаря", "Пескарём", "Пескаре"),
    "Окунь": ("Окунь", "Окуня", "Окуню", "Окуня", "Окунем", "Окуне"),
    "Шегай": ("Шегай", "Шегая", "Шегаю", "Шегая", "Шегаем", "Шегае"),
    "Югай": ("Югай", "Югая", "Югаю", "Югая", "Югаем", "Югае"),
    "Ходкевич": ("Ходкевич", "Ходкевича", "Ходкевичу", "Ходкевича", "Ходкевичем", "Ходкевиче"),
}  # fmt: skip

FIRST_NAMES_H8: list[tuple[str, str, str]] = [
    ("Питирим", "m", "Питирка"), ("Осип", "m", "Осюша"), ("Севастьян", "m", "Севушка"),
    ("Софрон", "m", "Софроша"), ("Федот", "m", "Федотка"), ("Парамон", "m", "Парамоша"),
    ("Рифат", "m", "Рифатик"), ("Нияз", "m", "Нияша"), ("Равиль", "m", "Равилька"),
    ("Юсуф", "m", "Юсик"), ("Эрнест", "m", "Эрнюша"), ("Тит", "m", "Титушка"),
    ("Шакир", "m", "Шакирчик"),
    ("Неонила", "f", "Неонилка"), ("Пальмира", "f", "Пальма"), ("Роксолана", "f", "Роксаша"),
    ("Сания", "f", "Санюша"), ("Таира", "f", "Таирка"), ("Текла", "f", "Теклуша"),
    ("Фелиция", "f", "Фелюша"), ("Цветана", "f", "Цветанка"), ("Эльвина", "f", "Эльвинка"),
    ("Рамзия", "f", "Рамзюша"), ("Суфия", "f", "Суфийка"), ("Эндже", "f", "Энжешка"),
    ("Нарине", "f", "Нарочка"), ("Оливия", "f", "Оливка"), ("Одетта", "f", "Одя"),
    ("Сильва", "f", "Сильвочка"), ("Фануза", "f", "Фанузка"),
]  # fmt: skip
# Women's names in -е do not decline.
_INDECL_FIRST = {"Эндже", "Нарине"}

# A child's patronymic is its father's first name (every man of the pool has one here).
PATRONYMIC_OF: dict[str, tuple[str, str]] = {
    "Питирим": ("Питиримович", "Питиримовна"), "Осип": ("Осипович", "Осиповна"),
    "Севастьян": ("Севастьянович", "Севастьяновна"), "Софрон": ("Софронович", "Софроновна"),
    "Федот": ("Федотович", "Федотовна"), "Парамон": ("Парамонович", "Парамоновна"),
    "Рифат": ("Рифатович", "Рифатовна"), "Нияз": ("Ниязович", "Ниязовна"),
    "Равиль": ("Равилевич", "Равилевна"), "Юсуф": ("Юсупович", "Юсуповна"),
    "Эрнест": ("Эрнестович", "Эрнестовна"), "Тит": ("Титович", "Титовна"),
    "Шакир": ("Шакирович", "Шакировна"),
}  # fmt: skip
PATRONYMICS_H8: list[tuple[str, str]] = list(PATRONYMIC_OF.values())

COMPANIES_H8: list[str] = [
    "ООО «КамаЛесДрев»", "ПАО «Верхнекамский калий»", "Тату-студия «Игла и Кама»",
    "ООО «Прикамская лотерейная сеть»", "АНО ДПО «Автошкола «Прикамье»",
    "МКУ «Специализированная служба по вопросам похоронного дела»",
    "Пермский хореографический колледж", "ООО «Ключник-Кама»",
]  # fmt: skip

BANKS_H8: list[tuple[str, str]] = [
    ("Западно-Уральский банк ПАО Сбербанк", "045773603"),
    ("ПАО «Совкомбанк»", "045004763"),
    ("Банк ВТБ (ПАО)", "044525187"),
    ("АО «Почта Банк»", "044525214"),
]


@dataclass(frozen=True)
class PersonH8(RoundPerson):
    IRREGULAR = _IRREGULAR
    INDECLINABLE = _INDECL_FIRST

    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":  # both parts decline: "Обориной-Устюжаниной"
            return "-".join(
                surname_form(p, "ov", self.gender, case) for p in self.surname.split("-")
            )
        return super().last(case)


def dim_form(p: Person, case: str) -> str:
    return first_name_form(p.diminutive, p.gender, case)


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> PersonH8:
    """Person `index` of a situation (round_kit.pick_person); `wordy` have a surname that is a
    word."""
    wordy = index in situation.get("wordy", ())
    return pick_person(rng, index, situation, people, make=PersonH8,
                       surnames=WORD_SURNAMES_H8 if wordy else SURNAMES_H8,
                       firsts=FIRST_NAMES_H8, patronymics=PATRONYMICS_H8,
                       fathers=PATRONYMIC_OF, fathers_only=False)  # fmt: skip


# Names (kinds start with "hu_"; none ends in a digit) --------------------------------------------


def _p(s: Any) -> PersonH8:
    return s.person  # type: ignore[no-any-return]


def _surname_initials(rng: random.Random, s: Any) -> str:
    p = _p(s)
    i, o, f = p.first[0], p.middle()[0], p.last()
    return rng.choice((f"{f} {i}.{o}.", f"{f} {i}.{o}", f"{f} {i} {o}", f"{i}.{o}. {f}",
                       f"{f.upper()} {i}.{o}.", f"{f}, {i}.{o}.", f"{i}. {o}. {f}"))  # fmt: skip


def _vocative(rng: random.Random, s: Any) -> str:
    """How a chat calls someone: "Осюш", "Санюш", "пальм"; a -ка or a -ик name stays whole."""
    dim = _p(s).diminutive
    if dim.endswith(("ша", "ма")):
        short = dim[:-1]
    elif dim.endswith("я"):
        short = dim[:-1] + "ь"
    else:
        short = dim
    return rng.choice((short, short.lower()))


def _roster(rng: random.Random, s: Any) -> str:
    """A journal's or a register's name: the surname in capitals, or with the given name."""
    p = _p(s)
    return rng.choice((f"{p.last().upper()} {p.first[0]}.{p.middle()[0]}.",
                       f"{p.last()} {p.given()} {p.middle()[0]}.",
                       f"{p.last().upper()} {p.given().upper()} {p.middle().upper()}"))  # fmt: skip


def _patronymic_name(rng: random.Random, s: Any) -> str:
    """Old workmates call a man by his patronymic cut short ("Осипыч", "Равилич") and a woman by
    her patronymic."""
    p = _p(s)
    if p.gender == "f":
        return p.middle()
    male = p.patronymic[0]
    return male[:-4] + "ыч" if male.endswith("ович") else male[:-4] + "ич"


def _latin_plain(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{latin(p.first)} {latin(p.last())}", f"{latin(p.last())} {latin(p.first)}",
                       f"{latin(p.first)[0]}. {latin(p.last())}",
                       f"{latin(p.last()).upper()} {latin(p.first)}"))  # fmt: skip


def _latin_first(rng: random.Random, s: Any) -> str:
    """A radio amateur's name in a log: the first name or the diminutive in Latin."""
    p = _p(s)
    name = rng.choice((latin(p.first), latin(p.diminutive)))
    return rng.choice((name.upper(), name))


def _fide_name(rng: random.Random, s: Any) -> str:
    """A tournament program's "Surname, Name", in Latin or in Cyrillic."""
    p = _p(s)
    return rng.choice((f"{latin(p.last())}, {latin(p.first)}", f"{p.last()}, {p.given()}",
                       f"{latin(p.last())}, {latin(p.first)[0]}."))  # fmt: skip


def _dim_surname(rng: random.Random, s: Any) -> str:
    """A diminutive with the surname, as a notebook has it: "Санюша Рочева", "осюша чазов"."""
    p = _p(s)
    return rng.choice((f"{p.diminutive} {p.last()}", f"{p.diminutive} {p.last()}".lower()))


def _spaced(rng: random.Random, s: Any) -> str:
    """A surname in a form's boxes, letter by letter."""
    return " ".join(_p(s).last().upper())


NAME_SLOTS_H8 = {
    "hu_f_io": (_surname_initials, "pd.name"),
    "hu_f_io_gen": (initials_case("gen"), "pd.name"),
    "hu_f_io_dat": (initials_case("dat"), "pd.name"),
    "hu_f_io_ins": (initials_case("ins"), "pd.name"),
    "hu_f_i": (lambda rng, s: f"{_p(s).last()} {_p(s).first[0]}.", "pd.name"),
    "hu_f_low": (lambda rng, s: _p(s).last().lower(), "pd.name"),
    "hu_caps": (lambda rng, s: f"{_p(s).last().upper()} {_p(s).given()} {_p(s).middle()}",
                "pd.name"),
    "hu_roster": (_roster, "pd.name"),
    "hu_dim_gen": (lambda rng, s: dim_form(_p(s), "gen"), "pd.name"),
    "hu_dim_dat": (lambda rng, s: dim_form(_p(s), "dat"), "pd.name"),
    "hu_dim_acc": (lambda rng, s: dim_form(_p(s), "acc"), "pd.name"),
    "hu_dim_ins": (lambda rng, s: dim_form(_p(s), "ins"), "pd.name"),
    "hu_voc": (_vocative, "pd.name"),
    "hu_dim_f": (_dim_surname, "pd.name"),
    "hu_sber": (lambda rng, s: f"{_p(s).given()} {_p(s).middle()} {_p(s).last()[0]}.", "pd.name"),
    "hu_patr": (_patronymic_name, "pd.name"),
    "hu_io_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
    "hu_lat": (_latin_plain, "pd.name"),
    "hu_lat_first": (_latin_first, "pd.name"),
    "hu_pass_lat": (lambda rng, s: f"{icao(_p(s).last()).upper()} {icao(_p(s).first).upper()}",
                    "pd.name"),
    "hu_icao_sur": (lambda rng, s: icao(_p(s).last()).upper(), "pd.name"),
    "hu_icao_first": (lambda rng, s: icao(_p(s).first).upper(), "pd.name"),
    "hu_fide_name": (_fide_name, "pd.name"),
    "hu_spaced": (_spaced, "pd.name"),
}  # fmt: skip


# Dates of birth ----------------------------------------------------------------------------------

Birth = tuple[int, int, int]
_MON_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_DAYS_NOM = ("первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое", "восьмое",
             "девятое", "десятое", "одиннадцатое", "двенадцатое", "тринадцатое", "четырнадцатое",
             "пятнадцатое", "шестнадцатое", "семнадцатое", "восемнадцатое", "девятнадцатое",
             "двадцатое", "двадцать первое", "двадцать второе", "двадцать третье",
             "двадцать четвёртое", "двадцать пятое", "двадцать шестое", "двадцать седьмое",
             "двадцать восьмое")  # fmt: skip


def _bday(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}",
                       f"{d:02d}-{m:02d}-{y}"))  # fmt: skip


def _bday_odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d} .{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}г", f"{d:02d}/{m:02d}-{y}",
                       f"{d:02d},{m:02d}.{y % 100:02d}", f"{d}.{m}.{y}", f"{d:02d}. {m:02d}. {y}",
                       f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}"))  # fmt: skip


def _bday_words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d} {MONTHS[m - 1]} {y}", f"{d:02d} {MONTHS[m - 1]} {y}",
                       f"{d} {_MON_SHORT[m - 1]}. {y}", f"{d} {MONTHS[m - 1].upper()} {y}",
                       f"{d}-го {MONTHS[m - 1]} {y}"))  # fmt: skip


def _bday_spoken(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    year = ordinal_gen(y % 100) if y < 2000 else f"две тысячи {ordinal_gen(y % 100)}"
    return rng.choice((f"{_DAYS_NOM[d - 1]} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{d} {MONTHS[m - 1]} {y}"))  # fmt: skip


def _bday_dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month}", f"{d:02d}.{m:02d}", f"{ordinal_gen(d)} {month}",
                       f"{d} {_MON_SHORT[m - 1]}"))  # fmt: skip


def _bday_chat(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}/{m}/{y}", f"{d} {MONTHS[m - 1]} {y}",
                       f"{d}.{m}.{y % 100:02d}"))  # fmt: skip


_BIRTH = {
    "hu_bday": _bday, "hu_bday_odd": _bday_odd, "hu_bday_words": _bday_words,
    "hu_bday_spoken": _bday_spoken, "hu_bday_dm": _bday_dm, "hu_bday_chat": _bday_chat,
    "hu_bday_iso": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}",
    # A tournament program writes a date of birth year first with slashes.
    "hu_bday_fide": lambda rng, b: f"{b[2]}/{b[1]:02d}/{b[0]:02d}",
    "hu_bday_short": lambda rng, b: f"{b[0]:02d}.{b[1]:02d}.{b[2] % 100:02d}",
    "hu_year": lambda rng, b: str(b[2]),
}  # fmt: skip
BIRTH_SLOTS_H8 = birth_slots(_BIRTH, "hu_age")


# Documents, phones, e-mails ----------------------------------------------------------------------


def _series(s: Any) -> str:
    """The series of a passport issued in the Perm krai (its code is 57)."""
    return "57" + s.passport[0][2:]


def _passport(rng: random.Random, s: Any) -> str:
    ser, n = _series(s), s.passport[1]
    a, b = ser[:2], ser[2:]
    return rng.choice((
        f"{a} {b} {n}", f"{ser} {n}", f"{a} {b} № {n}", f"{a} {b}  {n}", f"{a}-{b} {n}",
        f"{ser}№{n}", f"{a} {b} {n[:3]} {n[3:]}", f"{a}  {b} {n}", f"{ser}/{n}",
    ))  # fmt: skip


_SPOKEN = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")


def _pair_words(pair: str) -> str:
    """Two digits said as people dictate them: "ноль четыре", "двенадцать", "сорок семь"."""
    if pair[0] == "0":
        return f"ноль {_SPOKEN[int(pair[1])]}"
    return number_words(int(pair))


def _passport_spoken(rng: random.Random, s: Any) -> str:
    """A passport dictated over the phone in pairs of digits."""
    digits = _series(s) + s.passport[1]
    return " ".join(_pair_words(digits[i : i + 2]) for i in range(0, 10, 2))


def _zagran(rng: random.Random, s: Any) -> str:
    digits = (s.passport[0] + s.passport[1])[-7:]
    return rng.choice((f"75 {digits}", f"76{digits}", f"75 № {digits}"))


# The tax offices of the krai whose codes a person's INN begins with (59 is the Perm krai).
_TAX_PERM = ("02", "04", "05", "06", "08", "11", "17", "18", "19", "20", "21")


def _inn_perm(rng: random.Random, s: Any) -> str:
    """The person's INN as the krai's tax office gave it: its digits, with both control digits
    computed again."""
    base = "59" + _TAX_PERM[int(s.inn[5]) % len(_TAX_PERM)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


# Mobile codes of the krai's operators: a person's number keeps its last seven digits.
_KRAI_MOBILE = ("902", "912", "919", "922", "950", "952", "908", "982", "963", "992")


def krai_mobile(ten: str) -> str:
    return _KRAI_MOBILE[int(ten[-2])] + ten[3:]


def _phone(ten: str, rng: random.Random) -> str:
    t = krai_mobile(ten)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((
        f"+7 {a} {b}-{c}-{d}", f"8-{a}-{b}-{c}-{d}", f"8 ({a}) {b}-{c}-{d}", f"+7({a}){b}-{c}-{d}",
        f"8{a}{b}{c}{d}", f"8 {a} {b} {c} {d}", f"+7 {a} {b}{c}{d}", f"8({a}){b}{c}{d}",
    ))  # fmt: skip


def _phone_spoken(rng: random.Random, s: Any) -> str:
    """A number dictated to speech recognition: "восемь девятьсот двенадцать …"."""
    t = krai_mobile(s.phone)
    return " ".join(("восемь", number_words(int(t[:3])), number_words(int(t[3:6])),
                     _pair_words(t[6:8]), _pair_words(t[8:])))  # fmt: skip


CONTACT_SLOTS_H8 = {
    "hu_passport": (_passport, "pd.passport"),
    "hu_pass_ser": (lambda rng, s: rng.choice((_series(s), f"{_series(s)[:2]} {_series(s)[2:]}")),
                    "pd.passport"),
    "hu_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "hu_pass_tight": (lambda rng, s: _series(s) + s.passport[1], "pd.passport"),
    "hu_passport_spoken": (_passport_spoken, "pd.passport"),
    "hu_zagran": (_zagran, "pd.passport"),
    "hu_snils": (snils, "pd.snils"),
    "hu_inn_p": (_inn_perm, "pd.inn"),
    "hu_phone": (lambda rng, s: _phone(s.phone, rng), "pd.contacts"),
    "hu_wphone": (lambda rng, s: _phone(s.work_phone, rng), "pd.contacts"),
    "hu_phone_raw": (lambda rng, s: rng.choice((f"7{krai_mobile(s.phone)}",
                                                f"+7{krai_mobile(s.phone)}")), "pd.contacts"),
    "hu_phone_spoken": (_phone_spoken, "pd.contacts"),
    "hu_pmail_plant": (work_email("kamalesdrev.ru"), "pd.contacts"),
    "hu_pmail_chess": (work_email("chess59.ru"), "pd.contacts"),
}  # fmt: skip


PERSON_SLOTS_H8: dict[str, tuple[Any, str | None]] = {
    **NAME_SLOTS_H8, **BIRTH_SLOTS_H8, **CONTACT_SLOTS_H8, **ADDRESS_SLOTS_H8,
}  # fmt: skip


check_letters("held-out 8", ("Н", "Я"), SURNAMES_H8, FIRST_NAMES_H8, PATRONYMICS_H8)
