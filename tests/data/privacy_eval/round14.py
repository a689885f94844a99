"""Dev texts of the fourteenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Murmansk region: a mining company's HR certificate of work in the Far North (the northern
allowance), a port company's application for the paid trip to a holiday place with the family,
a pet crematorium's order, a snowmobile rental's agreement in Kirovsk, an aurora tour operator's
WhatsApp chat, its booking export in CSV and its guide's notes for the night, a heating utility's
Telegram complaint chat and its CRM export in JSON, a ski school's parents' chat, a clinic's
light therapy for the polar night (its booking chat, its nurse's notes and its schedule exported
as iCalendar), a garrison housing commission's answer to a serviceman in Severomorsk with his
letter quoted, a local TV station's answer to a viewer with the viewer's letter quoted and its
scanned order for a greeting in the running line, a trawling company's crew department writing to
a sailor's wife and its crew database exported in Latin, a pensioner's letter about the housing
subsidy for leaving the Far North with the ministry's answer quoted, a nickel plant's scanned
safety briefing log, a reindeer herders' cooperative's scanned list for a subsidy and its
chairman's notebook, a tyre storage's scanned receipt and a university hostel's duty log. The
frames are in round14_frames.py and round14_frames2.py, the towns, streets and address slots in
round14_places.py, the organisation values and unlabelled numbers in round14_org.py.

Its pool is new (no word of a name occurs in another round of either split; a script compared
this round's name words with every other round's spans and pools) and every word of a name
begins with a letter from А to М (a held-out round written at the same time takes the others).
A situation says who its people are (`kin`, `spouse`, `men`/`women`, `years`, `children`) as in
rounds 11-13, the range of its amounts (`sums`, `part`) and the town of its offices (`town`).
Its slots start with `m_`. It draws from its own seeded generator (`16-dev14`), so the earlier
texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import values as v
from people import MONTHS, latin, surname_form
from round11 import icao
from round14_frames import FRAMES_A
from round14_frames2 import FRAMES_B
from round14_places import ADDRESS_SLOTS14, CITIES14, STREETS14
from round_kit import (
    RoundPerson,
    day_month,
    dim_case,
    low,
    mobile,
    nick,
    ordinal_gen,
    pick_person,
    spaced,
    sur_i,
    vocative,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

FRAMES14 = {**FRAMES_A, **FRAMES_B}

__all__ = ["CITIES14", "FRAMES14", "STREETS14"]

SURNAMES14: list[tuple[str, str]] = [
    ("Артеев", "ov"), ("Вокуев", "ov"), ("Канев", "ov"), ("Матрёхин", "ov"), ("Галкин", "ov"),
    ("Ануфриев", "ov"), ("Дюкарев", "ov"), ("Бызов", "ov"), ("Зобнин", "ov"), ("Истомин", "ov"),
    ("Лешуков", "ov"), ("Клыков", "ov"), ("Заборщиков", "ov"), ("Ерегин", "ov"),
    ("Лыткин", "ov"), ("Долгобородов", "ov"), ("Джафаров", "ov"), ("Гусейнов", "ov"),
    ("Кольский", "sky"), ("Белозерский", "sky"), ("Липовецкий", "sky"), ("Каминский", "sky"),
    ("Жиленко", "indecl"), ("Божко", "indecl"), ("Малых", "indecl"), ("Бурых", "indecl"),
    ("Бакурадзе", "indecl"), ("Мартинкевич", "noun"), ("Гаврилюк", "noun"), ("Мун", "noun"),
    ("Межлумян", "noun"), ("Морж", "noun"), ("Буран", "noun"), ("Метель", "noun"),
    ("Гагара", "a"), ("Кумжа", "a"), ("Кузьмин-Караваев", "double"),
]  # fmt: skip

# Men's forms of surnames whose endings the general rule gets wrong.
_IRREGULAR14 = {
    "Метель": ("Метель", "Метеля", "Метелю", "Метеля", "Метелем", "Метеле"),
    "Мартинкевич": ("Мартинкевич", "Мартинкевича", "Мартинкевичу", "Мартинкевича",
                    "Мартинкевичем", "Мартинкевиче"),
}  # fmt: skip

FIRST_NAMES14: list[tuple[str, str, str]] = [
    ("Гурий", "m", "Гуря"), ("Агафон", "m", "Агафоша"), ("Варфоломей", "m", "Варфоша"),
    ("Иларион", "m", "Илаша"), ("Казимир", "m", "Казя"), ("Корней", "m", "Корнюша"),
    ("Лавр", "m", "Лаврик"), ("Любим", "m", "Любимка"), ("Мефодий", "m", "Мефа"),
    ("Митрофан", "m", "Митроша"), ("Моисей", "m", "Мося"), ("Добромир", "m", "Добрик"),
    ("Ждан", "m", "Жданчик"), ("Ираклий", "m", "Ирик"), ("Адам", "m", "Адамчик"),
    ("Вагиф", "m", "Вагифчик"), ("Левон", "m", "Левончик"), ("Мераб", "m", "Мерабик"),
    ("Анар", "m", "Анарчик"), ("Марат", "m", "Маратик"), ("Бахтияр", "m", "Бахтик"),
    ("Гурген", "m", "Гуга"),
    ("Ариадна", "f", "Ариша"), ("Аксинья", "f", "Аксюша"), ("Аминат", "f", "Аминка"),
    ("Анжела", "f", "Анжелка"), ("Аэлита", "f", "Лита"), ("Веста", "f", "Вестуля"),
    ("Виринея", "f", "Вирочка"), ("Гертруда", "f", "Герта"), ("Джульетта", "f", "Джуля"),
    ("Елизавета", "f", "Лизуня"), ("Зарема", "f", "Зарочка"), ("Илона", "f", "Илонка"),
    ("Инесса", "f", "Инеска"), ("Искра", "f", "Искорка"), ("Лолита", "f", "Лола"),
    ("Мальвина", "f", "Мальва"), ("Марианна", "f", "Маня"), ("Ландыш", "f", "Ландышка"),
    ("Авдотья", "f", "Дуняша"), ("Инга", "f", "Ингуся"), ("Медина", "f", "Мединка"),
    ("Айгюн", "f", "Айгюнка"),
]  # fmt: skip
# Women's names that end in a consonant do not decline.
_INDECLINABLE14 = ("Аминат", "Ландыш", "Айгюн")

PATRONYMICS14: list[tuple[str, str]] = [
    ("Гурьевич", "Гурьевна"), ("Агафонович", "Агафоновна"), ("Иларионович", "Иларионовна"),
    ("Казимирович", "Казимировна"), ("Корнеевич", "Корнеевна"), ("Лаврович", "Лавровна"),
    ("Митрофанович", "Митрофановна"), ("Моисеевич", "Моисеевна"), ("Адамович", "Адамовна"),
    ("Вагифович", "Вагифовна"), ("Левонович", "Левоновна"), ("Мерабович", "Мерабовна"),
    ("Ираклиевич", "Ираклиевна"), ("Маркелович", "Маркеловна"), ("Власович", "Власовна"),
    ("Ермилович", "Ермиловна"), ("Аполлонович", "Аполлоновна"), ("Андроникович", "Андрониковна"),
]  # fmt: skip

# A father's first name gives his children's patronymic.
FATHERS14 = dict(
    zip(
        ("Гурий", "Агафон", "Иларион", "Казимир", "Корней", "Лавр", "Митрофан", "Моисей", "Адам",
         "Вагиф", "Левон", "Мераб", "Ираклий"),
        PATRONYMICS14,
        strict=False,
    )
)  # fmt: skip

# A man called by his patronymic cut short, as workmates and herders do.
_PATR_SHORT14 = {
    "Гурьевич": "Гурьич", "Агафонович": "Агафоныч", "Иларионович": "Иларионыч",
    "Казимирович": "Казимирыч", "Корнеевич": "Корнеич", "Лаврович": "Лаврыч",
    "Митрофанович": "Митрофаныч", "Моисеевич": "Моисеич", "Адамович": "Адамыч",
    "Вагифович": "Вагифыч", "Левонович": "Левоныч", "Мерабович": "Мерабыч",
    "Ираклиевич": "Ираклич", "Маркелович": "Маркелыч", "Власович": "Власыч",
    "Ермилович": "Ермилыч", "Аполлонович": "Аполлоныч", "Андроникович": "Андроныч",
}  # fmt: skip

COMPANIES14: list[str] = [
    "АО «Хибинская горная компания»", "ООО «Кольская портовая компания»",
    "ООО «Аврора Тур Заполярье»", "ООО «Теплосеть Заполярья»", "ООО «Медцентр Сполохи»",
    "ООО «Баренцтрал»",
]  # fmt: skip


class Person14(RoundPerson):
    IRREGULAR = _IRREGULAR14
    INDECLINABLE = _INDECLINABLE14

    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":  # each part declines: "Кузьминой-Караваевой"
            return "-".join(surname_form(part, "ov", self.gender, case)
                            for part in self.surname.split("-"))  # fmt: skip
        return super().last(case)


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person14, surnames=SURNAMES14, firsts=FIRST_NAMES14,
                   patronymics=PATRONYMICS14, fathers=FATHERS14)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person14:
    return s.person  # type: ignore[no-any-return]


def sur_io(rng: random.Random, s: Any) -> str:
    """A surname with initials, as a log, a list or a signature writes it."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{f}.{m}. {last}",
                       f"{last} {f}{m}", f"{last.upper()} {f}.{m}.",
                       f"{last},{f}.{m}."))  # fmt: skip


def caps_first(rng: random.Random, s: Any) -> str:
    """The surname in capitals before the given name and patronymic, as a register prints it."""
    p = _p(s)
    return f"{p.last().upper()} {p.given()} {p.middle()}"


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name, as its owner set it."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    return rng.choice((f"{p.given()} {p.last()}", f"{p.diminutive} {p.last()[0]}.",
                       f"{dim}.{last}", f"{p.given()} {p.last()[0]}.",
                       f"{latin(p.given())} {latin(p.last())}"))  # fmt: skip


def lat_full(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((latin(f"{p.given()} {p.last()}"), latin(f"{p.last()} {p.given()}"),
                       latin(f"{p.given()} {p.middle()} {p.last()}")))  # fmt: skip


def icao_full(rng: random.Random, s: Any) -> str:
    """A name as a Russian passport writes it in Latin, surname first."""
    p = _p(s)
    last, first = icao(p.last()), icao(p.given())
    return rng.choice((f"{last} {first}", f"{last}, {first}", f"{last}/{first}",
                       f"{last} {first} {icao(p.middle())}"))  # fmt: skip


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Корнеич"); a woman by her patronymic."""
    p = _p(s)
    return _PATR_SHORT14[p.patronymic[0]] if p.gender == "m" else p.middle()


NAME_SLOTS14 = {
    "m_sur_io": (sur_io, "pd.name"),
    "m_sur_i": (sur_i, "pd.name"),
    "m_caps_first": (caps_first, "pd.name"),
    "m_low": (low, "pd.name"),
    "m_handle": (handle, "pd.name"),
    "m_nick": (nick, "pd.name"),
    "m_lat_full": (lat_full, "pd.name"),
    "m_icao_full": (icao_full, "pd.name"),
    "m_lat_last": (lambda rng, s: rng.choice((latin(_p(s).last()), icao(_p(s).last()))),
                   "pd.name"),
    "m_lat_first": (lambda rng, s: rng.choice((latin(_p(s).given()), icao(_p(s).given()))),
                    "pd.name"),
    "m_patr": (patr_short, "pd.name"),
    "m_voc": (vocative, "pd.name"),
    "m_spaced": (spaced, "pd.name"),
    "m_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "m_dim_nom": (lambda rng, s: _p(s).diminutive, "pd.name"),
    "m_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "m_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
    "m_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "m_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сент", "окт", "нояб", "дек")
_MON_EN3 = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def dob(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}",
                       f"{d:02d}.{m:02d}.{y % 100:02d}"))  # fmt: skip


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d:02d}. {m:02d}. {y}", f"{d:02d}/{m:02d}-{y}",
                       f"{d:02d} .{m:02d}. {y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}..{y}",
                       f"{d:02d}\\{m:02d}\\{y}", f"{d:02d}.{m:02d} {y}",
                       f"{d:02d}-{m:02d}.{y}"))  # fmt: skip


def dob_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{d}-го {month} {y}", f"{ordinal_gen(d)} {month} {y}",
                       f"{d} {_MON3[m - 1]}. {y}", f"{d:02d} {month.upper()} {y}",
                       f"{d} {month.capitalize()} {y}"))  # fmt: skip


dob_dm = day_month(_MON3)


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y}", f"{d:02d} {m:02d} {y}",
                       f"{d} {MONTHS[m - 1]} {y % 100:02d}г", f"{d:02d}.{m:02d}.{y}",
                       f"{d}.{m}.{y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a booking system or a crew database."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {_MON_EN3[m - 1]} {y}",
                       f"{d:02d}-{_MON_EN3[m - 1].capitalize()}-{y}", f"{m:02d}/{d:02d}/{y}",
                       f"{d:02d}{_MON_EN3[m - 1]}{y % 100:02d}"))  # fmt: skip


def dob_boxes(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    spaced = f"{' '.join(f'{d:02d}')}. {' '.join(f'{m:02d}')}. {' '.join(str(y))}"
    return rng.choice((" ".join(f"{d:02d}{m:02d}{y}"), f"{d:02d} | {m:02d} | {y}", spaced))


BIRTH_SLOTS14 = {
    "m_dob": (dob, "pd.birthdate"),
    "m_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "m_dob_odd": (dob_odd, "pd.birthdate"),
    "m_dob_words": (dob_words, "pd.birthdate"),
    "m_dob_dm": (dob_dm, "pd.birthdate"),
    "m_dob_chat": (dob_chat, "pd.birthdate"),
    "m_dob_latin": (dob_latin, "pd.birthdate"),
    "m_dob_boxes": (dob_boxes, "pd.birthdate"),
    "m_dob_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                  "pd.birthdate"),
    # iCalendar's and vCard's date: run together, year first.
    "m_dob_ics": (lambda rng, s: f"{s.birth[2]}{s.birth[1]:02d}{s.birth[0]:02d}",
                  "pd.birthdate"),
    "m_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Murmansk region: its series starts with the region's 47."""
    return "47" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} №{num}", f"{ser}-{num}",
                       f"{ser[:2]}  {ser[2:]} {num}", f"{ser}/{num}", f"{ser[:2]}.{ser[2:]} {num}",
                       f"{ser} {num[:2]} {num[2:4]} {num[4:]}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[1] + "zagran14")
    ser, num = f"{own.randint(72, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


def seaman(rng: random.Random, s: Any) -> str:
    """A seafarer's identity document: MK and seven digits, or a seaman's passport's 2 + 7."""
    own = random.Random(s.passport[1] + "moryak14")
    number = own.randint(1000001, 9999999)
    return rng.choice((f"MK {number}", f"MK{number}", f"MK № {number}"))


_CODES = ("911", "921", "953", "960", "902", "964", "911")
_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"+7 ({a}) {b}{c}{d}",
                       f"+7-{a}-{b}{c}{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"8{t[:3]} {t[3:6]} {t[6:]}", f"89{t[1:3]}-{t[3:]}"))  # fmt: skip


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name or year."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2] % 100:02d}", f"{last}_{first[0]}{s.birth[2]}",
                        f"{dim}.murmansk"))  # fmt: skip
    domain = rng.choice(("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "rambler.ru", "list.ru"))
    return f"{local}@{domain}"


CONTACT_SLOTS14 = {
    "m_pass": (passport, "pd.passport"),
    "m_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                              _series(s)[0])), "pd.passport"),
    "m_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "m_zagran": (zagran, "pd.passport"),
    "m_seaman": (seaman, "pd.passport"),
    # a child's birth certificate number ("I-ДП № 104559"): the child's identity document
    "m_birth_cert": (lambda rng, s: v.non_identifier(random.Random(s.passport[1]), 6),
                     "pd.passport"),
    "m_tel": (tel, "pd.contacts"),
    "m_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "m_tel_chat": (tel_chat, "pd.contacts"),
    "m_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "m_mail": (email, "pd.contacts"),
}  # fmt: skip


# Values tied to a person that are nobody's data (so they stay unlabelled): the day of a message
# or an export, a room, a personnel number; one per person, so a text repeats it.
PLAIN_PERSON_SLOTS14 = {
    "m_day": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.choice(('01', '02', '12'))}.2026",
              None),
    "m_isoday": (lambda rng, s: f"2026-{rng.choice(('01', '02', '03'))}-{rng.randint(1, 28):02d}",
                 None),
    "m_room": (lambda rng, s: str(rng.randint(101, 519)), None),
    "m_tab": (lambda rng, s: f"{rng.randint(1, 9)}{rng.randint(1000, 9999)}", None),
    # a pensioner's place in the queue for the subsidy
    "m_queue": (lambda rng, s: f"{rng.randint(1, 9)} {rng.randint(100, 999)}", None),
}  # fmt: skip

PERSON_SLOTS14 = {
    **NAME_SLOTS14, **BIRTH_SLOTS14, **CONTACT_SLOTS14, **ADDRESS_SLOTS14, **PLAIN_PERSON_SLOTS14,
}  # fmt: skip
