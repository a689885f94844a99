"""Held-out texts of the sixth held-out round of issue 16: 48 texts (8 a genre), ids `heldout6-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had, all of the Kemerovo region (Кузбасс): a fertility clinic (an intake questionnaire, a
coordinator's letter, a laboratory's HL7 message), a bookmaker's identification of a client (a
form, a support chat, a KYC export), a cadastral engineer (a request for a boundary survey, the
boundary agreement act, field notes), a hospice (an admission application, the volunteers' chat,
a consent scan), a customs broker (a client's WhatsApp, a letter with the reply quoted, a
passenger declaration scan, the team's Slack export), a social worker (a call transcribed by
speech recognition, home-visit notes), a private school's admissions (a letter, interview notes),
an IT outsourcer (an access request letter and its ticket in JSON) and a fire inspector (a scanned
act of a visit and notes of a round of private houses). The frames are in heldout6_frames.py and
heldout6_frames2.py, the organisation values in heldout6_orgs.py.

A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth, `children` take their father's name as their
patronymic, `wordy` people have a surname that is an ordinary word). Its pool is new: every name
word begins with a letter from А to М (a dev round written at the same time takes the others) and
none occurs in an earlier round of either split. Its slots start with `hs_`. It draws from its
own seeded generator (`16-heldout6`), so every earlier text stays byte for byte what it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from heldout6_frames import FRAMES_H6
from people import MONTHS, Person, first_name_form, latin
from round_kit import RoundPerson, birth_slots, initials_case, ordinal_gen, pick_person, year_words
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["FRAMES_H6"]

# Surnames that are ordinary words (a `wordy` person draws from these only).
WORD_SURNAMES_H6: list[tuple[str, str]] = [
    ("Крот", "noun"), ("Барсук", "noun"), ("Кабан", "noun"), ("Дятел", "noun"),
    ("Жаворонок", "noun"),
]  # fmt: skip

SURNAMES_H6: list[tuple[str, str]] = [
    ("Арбачаков", "ov"), ("Кыштымов", "ov"), ("Балтаков", "ov"), ("Бурнашев", "ov"),
    ("Верещагин", "ov"), ("Дербенёв", "ov"), ("Жеребцов", "ov"), ("Ласточкин", "ov"),
    ("Кобелев", "ov"), ("Ляпустин", "ov"), ("Галактионов", "ov"), ("Ермилов", "ov"),
    ("Басаргин", "ov"), ("Гуляев", "ov"), ("Бельчиков", "ov"), ("Каргаполов", "ov"),
    ("Медовщиков", "ov"), ("Бушуев", "ov"), ("Манжосов", "ov"), ("Лозинский", "sky"),
    ("Домбровский", "sky"), ("Карчевский", "sky"), ("Безденежных", "indecl"),
    ("Кудрявых", "indecl"), ("Гайдученко", "indecl"), ("Ермоленко", "indecl"),
    ("Архипенко", "indecl"), ("Абашидзе", "indecl"), ("Гелбахиани", "indecl"),
    ("Абрамчук", "noun"), ("Ивашкевич", "noun"), ("Ковтун", "noun"), ("Мазур", "noun"),
    ("Алексанян", "noun"), ("Барсегян", "noun"), *WORD_SURNAMES_H6,
]  # fmt: skip

# Men's forms whose stem changes (a fleeting vowel) or whose -ич takes "-ем".
_IRREGULAR = {
    "Дятел": ("Дятел", "Дятла", "Дятлу", "Дятла", "Дятлом", "Дятле"),
    "Жаворонок": ("Жаворонок", "Жаворонка", "Жаворонку", "Жаворонка", "Жаворонком",
                  "Жаворонке"),
    "Ивашкевич": ("Ивашкевич", "Ивашкевича", "Ивашкевичу", "Ивашкевича", "Ивашкевичем",
                  "Ивашкевиче"),
}  # fmt: skip

FIRST_NAMES_H6: list[tuple[str, str, str]] = [
    ("Герасим", "m", "Герася"), ("Ардалион", "m", "Ардаша"), ("Ларион", "m", "Ларя"),
    ("Евдоким", "m", "Дока"), ("Бажен", "m", "Баженка"), ("Арсентий", "m", "Арсюша"),
    ("Ерофей", "m", "Ероша"), ("Лазарь", "m", "Лазарка"), ("Мартын", "m", "Мартынка"),
    ("Кирсан", "m", "Кирсаша"), ("Епифан", "m", "Епифаша"), ("Адриан", "m", "Адя"),
    ("Амвросий", "m", "Амвроша"),
    ("Иветта", "f", "Веточка"), ("Ада", "f", "Адочка"), ("Любава", "f", "Любаша"),
    ("Милена", "f", "Миленка"), ("Гликерия", "f", "Лика"), ("Аполлинария", "f", "Аполя"),
    ("Каролина", "f", "Кароля"), ("Влада", "f", "Владочка"), ("Виталина", "f", "Вита"),
    ("Альбина", "f", "Альбинка"),
]  # fmt: skip

# A child's patronymic is its father's first name (every man of the pool has one here).
PATRONYMIC_OF: dict[str, tuple[str, str]] = {
    "Герасим": ("Герасимович", "Герасимовна"), "Ардалион": ("Ардалионович", "Ардалионовна"),
    "Ларион": ("Ларионович", "Ларионовна"), "Евдоким": ("Евдокимович", "Евдокимовна"),
    "Бажен": ("Баженович", "Баженовна"), "Арсентий": ("Арсентьевич", "Арсентьевна"),
    "Ерофей": ("Ерофеевич", "Ерофеевна"), "Лазарь": ("Лазаревич", "Лазаревна"),
    "Мартын": ("Мартынович", "Мартыновна"), "Кирсан": ("Кирсанович", "Кирсановна"),
    "Епифан": ("Епифанович", "Епифановна"), "Адриан": ("Адрианович", "Адриановна"),
    "Амвросий": ("Амвросиевич", "Амвросиевна"),
}  # fmt: skip
PATRONYMICS_H6: list[tuple[str, str]] = list(PATRONYMIC_OF.values())

CITIES_H6: list[tuple[str, str, str]] = [
    ("Кемерово", "кем", "Kemerovo"), ("Новокузнецк", "нкз", "Novokuznetsk"),
    ("Прокопьевск", "прокоп", "Prokopyevsk"), ("Междуреченск", "мжд", "Mezhdurechensk"),
    ("Белово", "белово", "Belovo"), ("Юрга", "юрга", "Yurga"),
]  # fmt: skip
INDEX_H6 = {"Кемерово": "650", "Новокузнецк": "654", "Прокопьевск": "653",
            "Междуреченск": "652", "Белово": "652", "Юрга": "652"}  # fmt: skip

STREETS_H6: list[tuple[str, str, str]] = [
    ("ул", "Весенняя", "Vesennyaya"), ("ул", "40 лет Октября", "40 let Oktyabrya"),
    ("ул", "Тольятти", "Tolyatti"), ("ул", "Кузнецкая", "Kuznetskaya"),
    ("пр", "Бардина", "Bardina"), ("ул", "Патриотов", "Patriotov"),
    ("ул", "Ноградская", "Nogradskaya"), ("ул", "Орджоникидзе", "Ordzhonikidze"),
    ("ул", "Ворошилова", "Voroshilova"), ("ул", "Веры Волошиной", "Very Voloshinoy"),
    ("пер", "Лазо", "Lazo"), ("б", "Химиков", "Khimikov"),
]  # fmt: skip

COMPANIES_H6: list[str] = [
    "ООО «Клиника репродукции «Колыбель»", "ООО «БК «Азарт-Сибирь»",
    "ООО «Кузбасский межевой центр»", "АНО «Хоспис «Тёплый дом»",
    "ООО «Сибтамсервис»", "ЧОУ «Частная школа «Эврика»", "ООО «ИТ-Аутсорс Кузбасс»",
    "ГУ МЧС России по Кемеровской области – Кузбассу",
]  # fmt: skip

BANKS_H6: list[tuple[str, str]] = [
    ("Кемеровское отделение № 8615 ПАО Сбербанк", "043207612"),
    ("ПАО «Совкомбанк»", "045004763"),
    ("АО «Альфа-Банк»", "044525593"),
    ("Банк ВТБ (ПАО)", "044525187"),
]


@dataclass(frozen=True)
class PersonH6(RoundPerson):
    IRREGULAR = _IRREGULAR


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> PersonH6:
    """Person `index` of a situation (round_kit.pick_person); `wordy` have a surname that is a
    word."""
    wordy = index in situation.get("wordy", ())
    return pick_person(rng, index, situation, people, make=PersonH6,
                        surnames=WORD_SURNAMES_H6 if wordy else SURNAMES_H6,
                        firsts=FIRST_NAMES_H6, patronymics=PATRONYMICS_H6,
                        fathers=PATRONYMIC_OF, fathers_only=False)  # fmt: skip


# Names (kinds start with "hs_"; none ends in a digit) --------------------------------------------


def _p(s: Any) -> PersonH6:
    return s.person  # type: ignore[no-any-return]


def _surname_initials(rng: random.Random, s: Any) -> str:
    p = _p(s)
    i, o = p.first[0], p.middle()[0]
    return rng.choice((f"{p.last()} {i}.{o}.", f"{p.last()} {i}.{o}", f"{i}.{o}.{p.last()}",
                       f"{p.last()} {i}. {o}.", f"{p.last().upper()} {i}.{o}.",
                       f"{p.last()} {i}{o}"))  # fmt: skip


def _dim_case(case: str) -> Any:
    """A diminutive in an oblique case: "у Веточки", "с Арсюшей"."""
    return lambda rng, s: first_name_form(_p(s).diminutive, _p(s).gender, case)


def _vocative(rng: random.Random, s: Any) -> str:
    """How a chat calls someone: "Герась", "Ардаш", "Веточка", "ларь"."""
    dim = _p(s).diminutive
    if dim.endswith("я"):
        short = dim[:-1] + ("й" if dim[-2] in "аоу" else "ь")
    elif dim.endswith("а") and not dim.endswith(("ка", "очка")):
        short = dim[:-1]
    else:
        short = dim
    return rng.choice((short, short.lower(), short))


def _caps_first(rng: random.Random, s: Any) -> str:
    """The surname in capitals before the given name and patronymic, as a register writes it."""
    p = _p(s)
    return f"{p.last().upper()} {p.given()} {p.middle()}"


def _hl_name(rng: random.Random, s: Any) -> str:
    """A laboratory message's patient name: LAST^FIRST^MIDDLE in Latin capitals."""
    p = _p(s)
    return "^".join(latin(w).upper() for w in (p.last(), p.first, p.middle()))


def _latin_kyc(rng: random.Random, s: Any) -> str:
    p = _p(s)
    last, first = latin(p.last()), latin(p.first)
    return rng.choice((f"{first} {last}", f"{last} {first}", f"{last.upper()} {first.upper()}",
                       f"{first[0]}. {last}"))  # fmt: skip


def _slack_handle(rng: random.Random, s: Any) -> str:
    """A colleague's handle in a chat export: "k.kyshtymova", "kira.kyshtymova"."""
    p = _p(s)
    first, last = latin(p.first).lower(), latin(p.last()).lower()
    return rng.choice((f"{first[0]}.{last}", f"{first}.{last}", f"{first}_{last[:1]}"))


def _boxes(rng: random.Random, s: Any) -> str:
    """A surname written into a declaration's boxes, read back letter by letter."""
    last = _p(s).last().upper()
    return rng.choice((" ".join(last), "  ".join(last)))


NAME_SLOTS_H6 = {
    "hs_f_io": (_surname_initials, "pd.name"),
    "hs_f_io_dat": (initials_case("dat"), "pd.name"),
    "hs_f_io_gen": (initials_case("gen"), "pd.name"),
    "hs_dim_gen": (_dim_case("gen"), "pd.name"),
    "hs_dim_ins": (_dim_case("ins"), "pd.name"),
    "hs_dim_dat": (_dim_case("dat"), "pd.name"),
    "hs_dim_acc": (_dim_case("acc"), "pd.name"),
    "hs_voc": (_vocative, "pd.name"),
    "hs_caps": (_caps_first, "pd.name"),
    "hs_hl_name": (_hl_name, "pd.name"),
    "hs_lat": (_latin_kyc, "pd.name"),
    "hs_handle": (_slack_handle, "pd.name"),
    "hs_boxes": (_boxes, "pd.name"),
    "hs_io_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
    "hs_fi_low_acc": (
        lambda rng, s: f"{_p(s).last('acc')} {_p(s).given('acc')}".lower(),
        "pd.name",
    ),
}


# Dates of birth ----------------------------------------------------------------------------------

Birth = tuple[int, int, int]
_MON_SHORT = ("янв.", "фев.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сен.", "окт.",
              "ноя.", "дек.")  # fmt: skip
_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _bday(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}",
                       f"{d:02d}/{m:02d}/{y}"))  # fmt: skip


def _bday_odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}:{m:02d}:{y}", f"{d:02d} / {m:02d} / {y}", f"{d:02d}.{m:02d}, {y}",
                       f"{d:02d} .{m:02d}. {y}", f"{d:02d}-{m:02d}.{y}",
                       f"{d:02d}.{m:02d}.{y % 100:02d}"))  # fmt: skip


def _bday_words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d} {MONTHS[m - 1]} {y}", f"{d:02d} {_MON_SHORT[m - 1]} {y}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {y}", f"{d}-ое {MONTHS[m - 1]} {y}",
                       f"{d} {MONTHS[m - 1].upper()} {y}"))  # fmt: skip


def _bday_spoken(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    short = ordinal_gen(y % 100) if y < 2000 else year_words(y)
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {short}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {year_words(y)}",
                       f"{d} {MONTHS[m - 1]} {short}"))  # fmt: skip


def _bday_dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    mon = MONTHS[m - 1]
    return rng.choice((f"{d} {mon}", f"{d:02d}.{m:02d}", f"{ordinal_gen(d)} {mon}",
                       f"{d}-го {mon}"))  # fmt: skip


def _bday_en(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}-{_MON_EN[m - 1]}-{y}", f"{_MON_EN[m - 1]} {d}, {y}",
                       f"{d:02d} {_MON_EN[m - 1].upper()} {y}"))  # fmt: skip


_BIRTH = {
    "hs_bday": _bday, "hs_bday_odd": _bday_odd, "hs_bday_words": _bday_words,
    "hs_bday_spoken": _bday_spoken, "hs_bday_dm": _bday_dm, "hs_bday_en": _bday_en,
    "hs_bday_iso": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}",
    "hs_bday_compact": lambda rng, b: f"{b[2]}{b[1]:02d}{b[0]:02d}",
    "hs_year": lambda rng, b: str(b[2]),
}  # fmt: skip
BIRTH_SLOTS_H6 = birth_slots(_BIRTH, "hs_age")


# Documents, phones, e-mails ----------------------------------------------------------------------


def _series(s: Any) -> str:
    """The series of a passport issued in the Kemerovo region (its code is 32)."""
    return "32" + s.passport[0][2:]


def _passport(rng: random.Random, s: Any) -> str:
    ser, n = _series(s), s.passport[1]
    a, b = ser[:2], ser[2:]
    return rng.choice((
        f"{a} {b}  {n}", f"{ser}  {n}", f"{a} {b} №{n}", f"{a}-{b}-{n}", f"{ser} {n[:2]} {n[2:4]} "
        f"{n[4:]}", f"{ser}{n}", f"{a}{b} № {n}", f"{a} {b}, {n}", f"{ser} {n}",
    ))  # fmt: skip


def _zagran(rng: random.Random, s: Any) -> str:
    digits = (s.passport[0] + s.passport[1])[-7:]
    return rng.choice((f"75 {digits}", f"75{digits}", f"75 № {digits}"))


def _snils(rng: random.Random, s: Any) -> str:
    x = s.snils
    return rng.choice(
        (
            f"{x[:3]}-{x[3:6]}-{x[6:9]} {x[9:]}",
            f"{x[:3]}-{x[3:6]}-{x[6:9]}-{x[9:]}",
            f"{x[:3]}{x[3:6]}{x[6:9]} {x[9:]}",
            f"{x[:3]}-{x[3:6]}-{x[6:9]}{x[9:]}",
        )
    )


def _phone(ten: str, rng: random.Random) -> str:
    a, b, c, d = ten[:3], ten[3:6], ten[6:8], ten[8:]
    return rng.choice((
        f"+7 {a} {b}-{c}-{d}", f"8-{a}-{b}-{c}-{d}", f"8 ({a}) {b} {c} {d}", f"+7({a}){b}{c}{d}",
        f"8{a}{b}{c}{d}", f"+7 {a} {b} {c}{d}", f"8 {a} {b}-{c}-{d}", f"{a}-{b}-{c}-{d}",
    ))  # fmt: skip


def _work_email(domain: str) -> Any:
    """A person's own mailbox at work: personal."""

    def build(rng: random.Random, s: Any) -> str:
        p = _p(s)
        first, last = latin(p.first).lower(), latin(p.last()).lower()
        return rng.choice((f"{first[0]}.{last}", f"{last}.{first[0]}", f"{first}.{last}")) + (
            "@" + domain
        )

    return build


CONTACT_SLOTS_H6 = {
    "hs_passport": (_passport, "pd.passport"),
    "hs_pass_ser": (lambda rng, s: rng.choice((_series(s), f"{_series(s)[:2]} {_series(s)[2:]}")),
                    "pd.passport"),
    "hs_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "hs_zagran": (_zagran, "pd.passport"),
    "hs_snils": (_snils, "pd.snils"),
    "hs_phone": (lambda rng, s: _phone(s.phone, rng), "pd.contacts"),
    "hs_wphone": (lambda rng, s: _phone(s.work_phone, rng), "pd.contacts"),
    "hs_phone_raw": (lambda rng, s: rng.choice((f"7{s.phone}", f"+7{s.phone}")), "pd.contacts"),
    "hs_mail_work": (_work_email("kuzbass-metiz.ru"), "pd.contacts"),
    "hs_mail_it_person": (_work_email("itout42.ru"), "pd.contacts"),
}  # fmt: skip


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "б": "б-р"}
_WORD = {"ул": "улица", "пр": "проспект", "пер": "переулок", "б": "бульвар"}
_MARK_LAT = {"ул": "ul.", "пр": "pr.", "пер": "per.", "б": "bul."}
_VILLAGES = (
    ("с.", "Елыкаево", "Кемеровский муниципальный округ"), ("пгт", "Промышленная",
     "Промышленновский муниципальный округ"), ("с.", "Ильинка", "Новокузнецкий р-н"),
    ("пос.", "Мундыбаш", "Таштагольский р-н"), ("д.", "Сосновка", "Новокузнецкий р-н"),
    ("с.", "Большая Талда", "Прокопьевский муниципальный округ"),
)  # fmt: skip
_VILLAGE_STREETS = ("Центральная", "Таёжная", "Шахтёрская", "Береговая")
_SNT = ("Горняк-3", "Восход", "Рябинушка", "Металлург", "Черёмушки-2")


def _index(a: dict[str, str]) -> str:
    return INDEX_H6[a["city"]] + a["index"][-3:]


def _addr(rng: random.Random, s: Any) -> str:
    a = s.address
    c, h, f, k = a["city"], a["house"], a["flat"], a["building"]
    st = f"{_MARK[a['kind']]} {a['name']}"
    return rng.choice((
        f"{_index(a)}, Кемеровская область - Кузбасс, г. {c}, {st}, д. {h}, кв. {f}",
        f"Кемеровская обл., г. {c}, {st}, д.{h}, кв.{f}",
        f"Кузбасс, г.{c}, {_WORD[a['kind']]} {a['name']}, дом {h}, квартира {f}",
        f"г. {c}, {st}, д. {h}, корп. {k}, кв. {f}", f"{_index(a)} {c} {st} {h}-{f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f = a["name"], a["house"], a["flat"]
    return rng.choice((f"{_MARK[a['kind']]} {name}, {h}-{f}", f"{name} {h}-{f}",
                       f"{_MARK[a['kind']]}{name} {h}/{f}", f"{name}, д {h} кв {f}"))  # fmt: skip


def _addr_chat(rng: random.Random, s: Any) -> str:
    a = s.address
    cs, name, h, f, k = a["city_short"], a["name"].lower(), a["house"], a["flat"], a["building"]
    return rng.choice(
        (
            f"{cs} {name} {h} кв {f}",
            f"{name} {h} {f}кв",
            f"{cs}, {name} {h}-{f}, {k} подъезд",
            f"{name} {h}, кв.{f} ({cs})",
            f"{cs} {name} д{h} кв{f}",
        )
    )


def _addr_two_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    return (f"{_index(a)}, г. {a['city']}\n{_MARK[a['kind']]} {a['name']}, д. {a['house']}, "
            f"кв. {a['flat']}")  # fmt: skip


def _addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(_VILLAGES)
    street, h = rng.choice(_VILLAGE_STREETS), str(int(a["flat"]) % 89 + 1)
    return rng.choice((
        f"Кемеровская обл. - Кузбасс, {district}, {kind} {village}, ул. {street}, д. {h}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()}, {street.lower()} {h}",
        f"{kind}{village}, {district}, ул.{street} {h}",
    ))  # fmt: skip


def _addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, plot = rng.choice(_SNT), str(int(a["house"]) * 3 % 290 + 4)
    return rng.choice(
        (
            f"СНТ «{snt}», участок {plot}",
            f"снт {snt.lower()} уч.{plot}",
            f"г. {a['city']}, СНТ «{snt}», ул. {a['building']}-я, уч. {plot}",
        )
    )


def _addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{city}, {_MARK_LAT[a['kind']]} {name} {h}-{f}",
        f"{h} {name} {_MARK_LAT[a['kind']]}, apt {f}, {city}, Kemerovo Oblast, Russia {_index(a)}",
        f"{_MARK_LAT[a['kind']]} {name}, d. {h}, kv. {f}, g. {city}",
        f"{city.upper()} {name.upper()} {h} {f}",
    ))  # fmt: skip


ADDRESS_SLOTS_H6 = {
    "hs_addr": (_addr, "pd.address"),
    "hs_addr_short": (_addr_short, "pd.address"),
    "hs_addr_chat": (_addr_chat, "pd.address"),
    "hs_addr_lines": (_addr_two_lines, "pd.address"),
    "hs_addr_village": (_addr_village, "pd.address"),
    "hs_addr_snt": (_addr_snt, "pd.address"),
    "hs_addr_lat": (_addr_lat, "pd.address"),
}

PERSON_SLOTS_H6: dict[str, tuple[Any, str | None]] = {
    **NAME_SLOTS_H6, **BIRTH_SLOTS_H6, **CONTACT_SLOTS_H6, **ADDRESS_SLOTS_H6,
}  # fmt: skip


def _check() -> None:
    """The pool's words begin with a letter from А to М (the parallel dev round takes Н-Я)."""
    words = [s for s, _ in SURNAMES_H6]
    words += [w for f, _, d in FIRST_NAMES_H6 for w in (f, d)]
    words += [w for pair in PATRONYMICS_H6 for w in pair]
    wrong = [w for w in words if not "А" <= w[0] <= "М"]
    if wrong:
        raise AssertionError(f"held-out 6 names outside А-М: {wrong}")


_check()
