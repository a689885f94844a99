"""Held-out texts of the ninth held-out round of issue 16: 48 texts (8 a genre), ids `heldout9-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had, all of the Voronezh region: an aircraft plant's HR (a candidate's questionnaire with
the close relatives, a job offer with the candidate's answer quoted, the HR system's XML export),
a nuclear town's housing (an application for a service flat, a worker's letter to the housing
commission with its answer quoted, the housing clerk's notes), a beekeepers' society (a member's
application, a letter to the district veterinary station about bees poisoned by a field's
spraying, the scanned veterinary passport of an apiary, a honey fair's registrations exported
from a web form), a stud farm at Хреновое (an auction application, a buyer's WhatsApp with the
sales manager, the scanned sale contract of a trotter, a groom's notes), a flat renovation crew
(its WhatsApp group with the owners, the foreman's notes), a sugar factory and its beet growers
(the growers' Telegram group, a scanned growing contract, the weighbridge's JSON export), a folk
choir on tour (its WhatsApp group, a letter to a hotel with the list of singers, the list for a
tour abroad in the passports' Latin) and a rural post office (a scanned parcel notice, a
postwoman's pension round). The frames are in heldout9_frames.py and heldout9_frames2.py, the
towns, streets and address slots in heldout9_places.py, the organisation values in
heldout9_orgs.py.

A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth, `children` take their father's name as their
patronymic, `wordy` people have a surname that is an ordinary word, `neighbours` live in person
1's town, `home_town` names the town all but the kin live in). Its pool is new: every name word
begins with a letter from Р to Я (the dev rounds written at the same time take the others) and
none occurs in an earlier round of either split. Its slots start with `vo_`. It draws from its
own seeded generator (`16-heldout9`), so every earlier text stays byte for byte what it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import values as v
from heldout9_frames import FRAMES_H9
from heldout9_places import (
    ADDRESS_SLOTS_H9,
    CITIES_H9,
    CODE_H9,
    INDEX_H9,
    STREETS_H9,
    town_of,
)
from people import MONTHS, Person, first_name_form, latin, surname_form
from round_kit import (
    RoundPerson,
    birth_slots,
    check_letters,
    icao,
    initials_case,
    pick_person,
    snils,
    work_email,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["CITIES_H9", "CODE_H9", "FRAMES_H9", "INDEX_H9", "STREETS_H9", "town_of"]

# Surnames that are ordinary words (a `wordy` person draws from these only): insects of a
# beekeeper's summer, a trotter, a cricket behind the stove.
WORD_SURNAMES_H9: list[tuple[str, str]] = [
    ("Шершень", "noun"), ("Трутень", "noun"), ("Рысак", "noun"), ("Сверчок", "noun"),
]  # fmt: skip

SURNAMES_H9: list[tuple[str, str]] = [
    ("Рощупкин", "ov"), ("Сапелкин", "ov"), ("Сушков", "ov"), ("Стрельников", "ov"),
    ("Труфанов", "ov"), ("Тулинов", "ov"), ("Фатьянов", "ov"), ("Хаустов", "ov"),
    ("Хрипунов", "ov"), ("Шипилов", "ov"), ("Юдаев", "ov"), ("Ясаков", "ov"),
    ("Рожнов", "ov"), ("Соломатин", "ov"), ("Сторожев", "ov"), ("Ульянкин", "ov"),
    ("Ходырев", "ov"), ("Цуканов", "ov"), ("Чурсин", "ov"), ("Шеховцов", "ov"),
    ("Ряполов", "ov"), ("Смольянинов", "ov"), ("Хатунцев", "ov"), ("Шатилов", "ov"),
    ("Щедрин", "ov"), ("Федянин", "ov"), ("Сукочев", "ov"), ("Тарабрин", "ov"),
    ("Усманов", "ov"), ("Фаттахов", "ov"), ("Рзаев", "ov"),
    ("Углянский", "sky"), ("Ракитянский", "sky"), ("Столповский", "sky"),
    ("Сабуров-Ширяев", "double"),
    ("Рябых", "indecl"), ("Усатых", "indecl"), ("Чалых", "indecl"), ("Сахно", "indecl"),
    ("Федоренко", "indecl"), ("Яценко", "indecl"), ("Тищенко", "indecl"),
    ("Шелудько", "indecl"), ("Улезько", "indecl"),
    ("Сердюк", "noun"), ("Щербак", "noun"), ("Чумак", "noun"), ("Шаповал", "noun"),
    ("Унанян", "noun"),
    *WORD_SURNAMES_H9,
]  # fmt: skip

# Men's forms whose stem loses its vowel: "Шершня", "Трутнем", "Сверчка".
_IRREGULAR = {
    "Шершень": ("Шершень", "Шершня", "Шершню", "Шершня", "Шершнем", "Шершне"),
    "Трутень": ("Трутень", "Трутня", "Трутню", "Трутня", "Трутнем", "Трутне"),
    "Сверчок": ("Сверчок", "Сверчка", "Сверчку", "Сверчка", "Сверчком", "Сверчке"),
}  # fmt: skip

FIRST_NAMES_H9: list[tuple[str, str, str]] = [
    ("Северьян", "m", "Северьяша"), ("Силантий", "m", "Силаша"), ("Созон", "m", "Созоша"),
    ("Ферапонт", "m", "Ферапоша"), ("Филимон", "m", "Филимоша"), ("Стефан", "m", "Стефаша"),
    ("Тельман", "m", "Тельманчик"), ("Фидель", "m", "Фидя"), ("Роальд", "m", "Роалик"),
    ("Сулейман", "m", "Сулейманчик"), ("Хасан", "m", "Хасанчик"), ("Шалва", "m", "Шалико"),
    ("Христофор", "m", "Христоша"),
    ("Радмила", "f", "Радмилка"), ("Раиля", "f", "Раилечка"), ("Ревекка", "f", "Рива"),
    ("Текуса", "f", "Текуша"), ("Харитина", "f", "Харитинка"), ("Федосья", "f", "Федося"),
    ("Сайда", "f", "Сайдочка"), ("Тахмина", "f", "Тахминка"), ("Фируза", "f", "Фирузка"),
    ("Шахзода", "f", "Шахзодка"), ("Степанида", "f", "Стешенька"), ("Таисья", "f", "Таечка"),
    ("Сияна", "f", "Сияночка"), ("Славяна", "f", "Славяночка"), ("Шушаник", "f", "Шуша"),
]  # fmt: skip
# An Armenian woman's name in a consonant does not decline.
_INDECL_FIRST = {"Шушаник"}

# A child's patronymic is its father's first name (every man of the pool has one here).
PATRONYMIC_OF: dict[str, tuple[str, str]] = {
    "Северьян": ("Северьянович", "Северьяновна"), "Силантий": ("Силантьевич", "Силантьевна"),
    "Созон": ("Созонович", "Созоновна"), "Ферапонт": ("Ферапонтович", "Ферапонтовна"),
    "Филимон": ("Филимонович", "Филимоновна"), "Стефан": ("Стефанович", "Стефановна"),
    "Тельман": ("Тельманович", "Тельмановна"), "Фидель": ("Фиделевич", "Фиделевна"),
    "Роальд": ("Роальдович", "Роальдовна"), "Сулейман": ("Сулейманович", "Сулеймановна"),
    "Хасан": ("Хасанович", "Хасановна"), "Шалва": ("Шалвович", "Шалвовна"),
    "Христофор": ("Христофорович", "Христофоровна"),
}  # fmt: skip
PATRONYMICS_H9: list[tuple[str, str]] = list(PATRONYMIC_OF.values())

COMPANIES_H9: list[str] = [
    "ПАО «Воронежское акционерное самолётостроительное общество»",
    "Нововоронежская АЭС — филиал АО «Концерн Росэнергоатом»",
    "ВРОО «Союз пчеловодов Черноземья»", "АО «Хреновской конный завод»",
    "ООО «Битюгсахар»", "АО «Почта России»", "Ремонтная бригада «Мастер-36»",
    "Народный хор «Придонье»",
]  # fmt: skip

BANKS_H9: list[tuple[str, str]] = [
    ("Центрально-Черноземный банк ПАО Сбербанк", "042007681"),
    ("АО «Россельхозбанк»", "044525111"),
    ("ПАО «Промсвязьбанк»", "044525555"),
    ("АО «Почта Банк»", "044525214"),
]


@dataclass(frozen=True)
class PersonH9(RoundPerson):
    IRREGULAR = _IRREGULAR
    INDECLINABLE = _INDECL_FIRST

    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":  # both parts decline: "Сабуровой-Ширяевой"
            return "-".join(
                surname_form(p, "ov", self.gender, case) for p in self.surname.split("-")
            )
        return super().last(case)


def dim_form(p: Person, case: str) -> str:
    """A diminutive in a case; one in -о ("Шалико") does not decline."""
    if p.diminutive.endswith("о"):
        return p.diminutive
    return first_name_form(p.diminutive, p.gender, case)


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> PersonH9:
    """Person `index` of a situation (round_kit.pick_person); `wordy` have a surname that is a
    word."""
    wordy = index in situation.get("wordy", ())
    return pick_person(rng, index, situation, people, make=PersonH9,
                       surnames=WORD_SURNAMES_H9 if wordy else SURNAMES_H9,
                       firsts=FIRST_NAMES_H9, patronymics=PATRONYMICS_H9,
                       fathers=PATRONYMIC_OF, fathers_only=False)  # fmt: skip


# Names (kinds start with "vo_"; none ends in a digit) --------------------------------------------


def _p(s: Any) -> PersonH9:
    return s.person  # type: ignore[no-any-return]


def _surname_initials(rng: random.Random, s: Any) -> str:
    p = _p(s)
    i, o, f = p.first[0], p.middle()[0], p.last()
    return rng.choice((f"{f} {i}.{o}.", f"{f} {i}. {o}.", f"{i}.{o}.{f}", f"{f.upper()} {i}.{o}.",
                       f"{f} {i}.{o}", f"{i}. {o}. {f}", f"{f}  {i}.{o}."))  # fmt: skip


def _vocative(rng: random.Random, s: Any) -> str:
    """How a chat calls someone: "Текуш", "Федось", "северьяш"; a -ка, -ик or -о name stays
    whole."""
    dim = _p(s).diminutive
    if dim.endswith("ша"):
        short = dim[:-1]
    elif dim.endswith("я") and not dim.endswith("ья"):
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
    """Workmates call an older man by his patronymic cut short ("Северьяныч", "Силантьич") and
    a woman by her patronymic."""
    p = _p(s)
    if p.gender == "f":
        return p.middle()
    male = p.patronymic[0]
    return male[:-4] + "ыч" if male.endswith("ович") else male[:-4] + "ич"


def _latin_plain(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{latin(p.first)} {latin(p.last())}", f"{latin(p.last())} {latin(p.first)}",
                       f"{latin(p.last())} {latin(p.first)} {latin(p.middle())}",
                       f"{latin(p.last()).upper()} {latin(p.first).upper()}"))  # fmt: skip


def _icao_name(rng: random.Random, s: Any) -> str:
    """A name as the foreign-travel passport writes it: "SAPELKINA TEKUSA", "SAPELKINA/TEKUSA"."""
    p = _p(s)
    last, first = icao(p.last()).upper(), icao(p.first).upper()
    return rng.choice((f"{last} {first}", f"{last}/{first}", f"{last}, {first}"))


def _dim_surname(rng: random.Random, s: Any) -> str:
    """A diminutive with the surname, as a notebook has it: "Текуша Рощупкина", "фидя чурсин"."""
    p = _p(s)
    return rng.choice((f"{p.diminutive} {p.last()}", f"{p.diminutive} {p.last()}".lower()))


def _spaced(rng: random.Random, s: Any) -> str:
    """A surname in a form's boxes, letter by letter."""
    last = _p(s).last().upper()
    return rng.choice((" ".join(last), "  ".join(last)))


def _handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name or login as its owner set it."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower().replace("-", "_")
    return rng.choice((f"{dim}_{last}", f"{last}36", f"{p.diminutive} {p.last()[0]}.",
                       f"{latin(p.first)[0].lower()}.{last}",
                       f"{p.given()} {p.last()}"))  # fmt: skip


def _fio_comma(rng: random.Random, s: Any) -> str:
    """The full name as an accounting export writes it: the surname, a comma, the rest."""
    p = _p(s)
    return rng.choice((f"{p.last()}, {p.given()} {p.middle()}",
                       f"{p.last()},{p.given()},{p.middle()}",
                       f"{p.last().upper()}, {p.given()} {p.middle()}"))  # fmt: skip


NAME_SLOTS_H9 = {
    "vo_f_io": (_surname_initials, "pd.name"),
    "vo_f_io_gen": (initials_case("gen"), "pd.name"),
    "vo_f_io_dat": (initials_case("dat"), "pd.name"),
    "vo_f_io_ins": (initials_case("ins"), "pd.name"),
    "vo_f_i": (lambda rng, s: f"{_p(s).last()} {_p(s).first[0]}.", "pd.name"),
    "vo_f_low": (lambda rng, s: _p(s).last().lower(), "pd.name"),
    "vo_caps": (lambda rng, s: f"{_p(s).last().upper()} {_p(s).given()} {_p(s).middle()}",
                "pd.name"),
    "vo_roster": (_roster, "pd.name"),
    "vo_dim_gen": (lambda rng, s: dim_form(_p(s), "gen"), "pd.name"),
    "vo_dim_dat": (lambda rng, s: dim_form(_p(s), "dat"), "pd.name"),
    "vo_dim_acc": (lambda rng, s: dim_form(_p(s), "acc"), "pd.name"),
    "vo_dim_ins": (lambda rng, s: dim_form(_p(s), "ins"), "pd.name"),
    "vo_voc": (_vocative, "pd.name"),
    "vo_dim_f": (_dim_surname, "pd.name"),
    "vo_sber": (lambda rng, s: f"{_p(s).given()} {_p(s).middle()} {_p(s).last()[0]}.", "pd.name"),
    "vo_patr": (_patronymic_name, "pd.name"),
    "vo_io_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
    "vo_io_gen": (lambda rng, s: f"{_p(s).given('gen')} {_p(s).middle('gen')}", "pd.name"),
    "vo_lat": (_latin_plain, "pd.name"),
    "vo_icao": (_icao_name, "pd.name"),
    "vo_icao_sur": (lambda rng, s: icao(_p(s).last()).upper(), "pd.name"),
    "vo_icao_first": (lambda rng, s: icao(_p(s).first).upper(), "pd.name"),
    "vo_spaced": (_spaced, "pd.name"),
    "vo_handle": (_handle, "pd.name"),
    "vo_fio_comma": (_fio_comma, "pd.name"),
}  # fmt: skip


# Dates of birth ----------------------------------------------------------------------------------

Birth = tuple[int, int, int]
_MON_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сент", "окт", "нояб", "дек")
_MON_EN = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def _bday(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}",
                       f"{d:02d}/{m:02d}/{y}"))  # fmt: skip


def _bday_odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d} .{m:02d}. {y}", f"{d:02d}-{m:02d}.{y}",
                       f"{d:02d}.{m:02d}/{y}", f"{d:02d}.{m:02d}.{y % 100:02d}г",
                       f"{d:02d}..{m:02d}.{y}", f"{d:02d} {m:02d} {y}",
                       f"{d:02d}. {m:02d}.{y}"))  # fmt: skip


def _bday_words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d} {MONTHS[m - 1]} {y}", f"«{d:02d}» {MONTHS[m - 1]} {y}",
                       f"{d} {_MON_SHORT[m - 1]}{'' if m == 5 else '.'} {y}",
                       f"{d:02d} {MONTHS[m - 1].upper()} {y}",
                       f"{d} {MONTHS[m - 1]} {y}г"))  # fmt: skip


def _bday_dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}-го {MONTHS[m - 1]}",
                       f"{d} {_MON_SHORT[m - 1]}"))  # fmt: skip


def _bday_chat(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}.{m}.{y}", f"{d} {MONTHS[m - 1]} {y}",
                       f"{d}/{m}/{y % 100:02d}"))  # fmt: skip


def _bday_icao(rng: random.Random, b: Birth) -> str:
    """As a foreign-travel passport and a booking list write it."""
    d, m, y = b
    return rng.choice((f"{d:02d} {_MON_EN[m - 1]} {y}", f"{d:02d}{_MON_EN[m - 1]}{y % 100:02d}",
                       f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


def _bday_boxes(rng: random.Random, b: Birth) -> str:
    """A date of birth written into a form's boxes, read back digit by digit."""
    d, m, y = b
    return rng.choice((" ".join(f"{d:02d}{m:02d}{y}"), f"{d:02d} | {m:02d} | {y}"))


_BIRTH = {
    "vo_bday": _bday, "vo_bday_odd": _bday_odd, "vo_bday_words": _bday_words,
    "vo_bday_dm": _bday_dm, "vo_bday_chat": _bday_chat, "vo_bday_icao": _bday_icao,
    "vo_bday_boxes": _bday_boxes,
    "vo_bday_iso": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}",
    # The HR system's XML writes a date of birth with a time.
    "vo_bday_xml": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}T00:00:00",
    "vo_bday_short": lambda rng, b: f"{b[0]:02d}.{b[1]:02d}.{b[2] % 100:02d}",
    "vo_year": lambda rng, b: str(b[2]),
}  # fmt: skip
BIRTH_SLOTS_H9 = birth_slots(_BIRTH, "vo_age")


# Documents, phones, e-mails ----------------------------------------------------------------------


def _series(s: Any) -> str:
    """The series of a passport issued in the Voronezh region (its code is 20)."""
    return "20" + s.passport[0][2:]


def _passport(rng: random.Random, s: Any) -> str:
    ser, n = _series(s), s.passport[1]
    a, b = ser[:2], ser[2:]
    return rng.choice((
        f"{a} {b} {n}", f"{ser} {n}", f"{a} {b} № {n}", f"{a} {b}  {n}", f"{ser}-{n}",
        f"{a}{b} №{n}", f"{a} {b} {n[:3]} {n[3:]}", f"{a}.{b} {n}", f"{ser}  №  {n}",
    ))  # fmt: skip


def _zagran(rng: random.Random, s: Any) -> str:
    digits = (s.passport[0] + s.passport[1])[-7:]
    return rng.choice((f"75 {digits}", f"76{digits}", f"77 № {digits}", f"75{digits}"))


# The tax offices of the region whose codes a person's INN begins with (36 is Voronezh).
_TAX_VRN = ("02", "14", "16", "19", "20", "27", "51", "61", "62", "63", "65", "66")


def _inn_vrn(rng: random.Random, s: Any) -> str:
    """The person's INN as the region's tax office gave it: its digits, with both control
    digits computed again."""
    base = "36" + _TAX_VRN[int(s.inn[5]) % len(_TAX_VRN)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


# Mobile codes of the region's operators: a person's number keeps its last seven digits.
_REGION_MOBILE = ("903", "905", "908", "950", "951", "952", "960", "980", "910", "920")


def region_mobile(ten: str) -> str:
    return _REGION_MOBILE[int(ten[-2])] + ten[3:]


def _phone(ten: str, rng: random.Random) -> str:
    t = region_mobile(ten)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((
        f"+7 {a} {b}-{c}-{d}", f"8-{a}-{b}-{c}-{d}", f"8 ({a}) {b}-{c}-{d}", f"+7({a}){b}-{c}-{d}",
        f"8{a}{b}{c}{d}", f"8 {a} {b} {c} {d}", f"+7 {a} {b}{c}{d}", f"8 {a} {b}-{c}{d}",
    ))  # fmt: skip


def _phone_home(rng: random.Random, s: Any) -> str:
    """A home landline with the code of the person's town: a village's five-digit number, the
    regional centre's seven."""
    code = CODE_H9[s.address["city"]]
    local = region_mobile(s.work_phone)[-(10 - len(code)) :]
    if len(local) == 5:
        parts = f"{local[0]}-{local[1:3]}-{local[3:]}"
    else:
        parts = f"{local[:3]}-{local[3:5]}-{local[5:]}"
    return rng.choice((f"8 ({code}) {parts}", f"8-{code}-{parts}", f"({code}) {parts}"))


CONTACT_SLOTS_H9 = {
    "vo_passport": (_passport, "pd.passport"),
    "vo_pass_ser": (lambda rng, s: rng.choice((_series(s), f"{_series(s)[:2]} {_series(s)[2:]}")),
                    "pd.passport"),
    "vo_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "vo_pass_tight": (lambda rng, s: _series(s) + s.passport[1], "pd.passport"),
    "vo_zagran": (_zagran, "pd.passport"),
    # A child's birth certificate: its number, as the earlier rounds label it.
    "vo_birth_cert": (lambda rng, s: str(int(s.passport[1]) * 7 % 900000 + 100000), "pd.passport"),
    "vo_snils": (snils, "pd.snils"),
    "vo_inn_p": (_inn_vrn, "pd.inn"),
    "vo_phone": (lambda rng, s: _phone(s.phone, rng), "pd.contacts"),
    "vo_wphone": (lambda rng, s: _phone(s.work_phone, rng), "pd.contacts"),
    "vo_phone_raw": (lambda rng, s: rng.choice((f"7{region_mobile(s.phone)}",
                                                f"+7{region_mobile(s.phone)}")), "pd.contacts"),
    "vo_phone_home": (_phone_home, "pd.contacts"),
    "vo_pmail_vaso": (work_email("vasoavia.ru"), "pd.contacts"),
    "vo_pmail_aes": (work_email("nvaes.ru"), "pd.contacts"),
}  # fmt: skip


PERSON_SLOTS_H9: dict[str, tuple[Any, str | None]] = {
    **NAME_SLOTS_H9, **BIRTH_SLOTS_H9, **CONTACT_SLOTS_H9, **ADDRESS_SLOTS_H9,
}  # fmt: skip


check_letters("held-out 9", ("Р", "Я"), SURNAMES_H9, FIRST_NAMES_H9, PATRONYMICS_H9)
