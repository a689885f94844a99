"""Dev texts of the sixteenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Rostov region: a Cossack society (an application to join it with the ataman's resolution, its
scanned register of members, the ataman's notebook), a grain elevator (a farmer's questionnaire to
a storage contract, the weighbridge's CSV export), a market's stall lease (an application, the
scanned lease), a solar-panel installer (a questionnaire for a house in a stanitsa, a customer's
complaint with the service's answer quoted, the engineer's notes), a neighbourhood's WhatsApp
about a water cut, a wedding photographer (the bride's chat, the photographer's notes for the
day, the client's CRM card), a football academy (the parents' chat, the tournament's roster in
JSON), the Social Fund's hotline called about a coal miner's early pension (transcribed by speech
recognition) and the archive's scanned certificate of his underground work, a winery's tasting
tour (a booking letter with the guest's letter quoted, its XML export), a port's stevedores (the
HR letter with the worker's reply quoted, the shift foreman's notes) and a fishing base on the Don
(a letter about season permits with the fisherman's letter quoted, a scanned permit). The frames
are in round16_frames.py and round16_frames2.py, the towns, streets and address slots in
round16_places.py, the organisation values and unlabelled numbers in round16_org.py.

Its pool is new (no word of a name, in any case form, in Latin or in a passport's ICAO Latin,
occurs in another round of either split; a script compared this round's forms with every other
round's spans and pools) and every word of a name begins with a letter from К to П (a dev round
and a held-out round written at the same time take the others). A situation says who its people
are (`kin`, `spouse`, `men`/`women`, `years`, `children`) as in rounds 11-14, the range of its
amounts (`sums`, `part`) and the town of its offices (`town`). Its slots start with `ro_`. It draws
from its own seeded generator (`16-dev16`), so the earlier texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import values as v
from people import CASES, MONTHS, _a_noun, latin, surname_form
from round16_frames import FRAMES_A
from round16_frames2 import FRAMES_B
from round16_places import ADDRESS_SLOTS16, CITIES16, STREETS16, said
from round_kit import (
    RoundPerson,
    check_letters,
    day_month,
    dob,
    icao,
    initials_case,
    low,
    mobile,
    nick,
    ordinal_gen,
    pick_person,
    spaced,
    sur_i,
    vocative,
    work_email,
    year_words,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

FRAMES16 = {**FRAMES_A, **FRAMES_B}

__all__ = ["CITIES16", "FRAMES16", "STREETS16"]

# Surname: (male form, paradigm). "oy": an adjective in -ой/-ый that declines as one
# (Кошевой → Кошевого, a woman's Кошевая → Кошевой).
SURNAMES16: list[tuple[str, str]] = [
    # Don Cossack and southern Russian families
    ("Краснощёков", "ov"), ("Кутейников", "ov"), ("Мигулин", "ov"), ("Коршунов", "ov"),
    ("Лагутин", "ov"), ("Кобызев", "ov"), ("Нагайцев", "ov"), ("Картамышев", "ov"),
    ("Кудинов", "ov"), ("Ноздрачёв", "ov"), ("Миусов", "ov"), ("Пузанов", "ov"), ("Кнуров", "ov"),
    ("Листницкий", "sky"), ("Лиманский", "sky"), ("Кременецкий", "sky"),
    ("Кошевой", "oy"), ("Лозовой", "oy"), ("Калюжный", "oy"),
    # Nakhichevan's Armenian families, Russified in -ов and in -ян
    ("Мелкумов", "ov"), ("Нерсесов", "ov"), ("Ованесов", "ov"), ("Карапетов", "ov"),
    ("Мартиросов", "ov"), ("Кечеджиев", "ov"), ("Кешишян", "noun"), ("Налбандян", "noun"),
    ("Кундахчян", "noun"), ("Лалаян", "noun"),
    # Ukrainian-origin families
    ("Литвиненко", "indecl"), ("Панченко", "indecl"), ("Кириленко", "indecl"),
    ("Носенко", "indecl"), ("Ляшенко", "indecl"), ("Онопко", "indecl"), ("Лемешко", "indecl"),
    ("Лахно", "indecl"), ("Пащук", "noun"), ("Павлюк", "noun"), ("Присяжнюк", "noun"),
    ("Костюк", "noun"), ("Пилипчук", "noun"), ("Паламарчук", "noun"), ("Кочубей", "noun"),
    ("Перепелица", "a"), ("Ляхович", "noun"), ("Маркевич", "noun"),
    # -ых that do not decline, the Greeks of Taganrog
    ("Крутых", "indecl"), ("Подгорных", "indecl"), ("Константиди", "indecl"),
    ("Пападопуло", "indecl"),
    # surnames that are words of the Don: a porridge, fish, a bird, fishing bait
    ("Кулеш", "noun"), ("Линь", "noun"), ("Подуст", "noun"), ("Коршун", "noun"),
    ("Макуха", "a"), ("Кривонос", "noun"),
]  # fmt: skip

# Men's forms of surnames whose endings the general rule gets wrong.
_IRREGULAR16 = {
    "Кочубей": ("Кочубей", "Кочубея", "Кочубею", "Кочубея", "Кочубеем", "Кочубее"),
    "Линь": ("Линь", "Линя", "Линю", "Линя", "Линём", "Лине"),
    "Ляхович": ("Ляхович", "Ляховича", "Ляховичу", "Ляховича", "Ляховичем", "Ляховиче"),
    "Маркевич": ("Маркевич", "Маркевича", "Маркевичу", "Маркевича", "Маркевичем", "Маркевиче"),
}  # fmt: skip

FIRST_NAMES16: list[tuple[str, str, str]] = [
    ("Лукьян", "m", "Лукаша"), ("Никифор", "m", "Никиша"), ("Мокей", "m", "Мокеюшка"),
    ("Прокоп", "m", "Прокоша"), ("Панас", "m", "Панасик"), ("Микола", "m", "Миколка"),
    ("Карапет", "m", "Каро"), ("Нерсес", "m", "Нерсик"), ("Погос", "m", "Погосик"),
    ("Овсеп", "m", "Овик"), ("Корнилий", "m", "Корнилка"), ("Патрикей", "m", "Патрикеюшка"),
    ("Протас", "m", "Протасик"), ("Онуфрий", "m", "Онуфрик"), ("Овсей", "m", "Овсеюшка"),
    ("Мисак", "m", "Мисо"), ("Мамикон", "m", "Мамо"), ("Капитон", "m", "Капоша"),
    ("Пров", "m", "Провушка"), ("Кирьян", "m", "Кирьяша"), ("Мелентий", "m", "Меленя"),
    ("Кнарик", "f", "Кнаро"), ("Лусине", "f", "Луся"), ("Мариам", "f", "Маро"),
    ("Нунэ", "f", "Нунушка"), ("Параскева", "f", "Параня"), ("Лада", "f", "Ладушка"),
    ("Мотря", "f", "Мотруся"), ("Наира", "f", "Наирочка"), ("Лилит", "f", "Лилитка"),
    ("Лиана", "f", "Лианочка"), ("Катерина", "f", "Катруся"), ("Мавра", "f", "Мавруша"),
    ("Ненила", "f", "Ненилка"), ("Поликсена", "f", "Ксена"), ("Нана", "f", "Нанушка"),
    ("Манушак", "f", "Мануш"), ("Мирра", "f", "Мирочка"), ("Лукия", "f", "Лукиюшка"),
]  # fmt: skip
# Women's names that end in a consonant or in -е/-э do not decline.
_INDECLINABLE16 = ("Кнарик", "Лусине", "Мариам", "Нунэ", "Лилит", "Манушак")

PATRONYMICS16: list[tuple[str, str]] = [
    ("Мокеевич", "Мокеевна"), ("Прокопович", "Прокоповна"), ("Панасович", "Панасовна"),
    ("Миколаевич", "Миколаевна"), ("Карапетович", "Карапетовна"), ("Нерсесович", "Нерсесовна"),
    ("Погосович", "Погосовна"), ("Овсепович", "Овсеповна"), ("Корнильевич", "Корнильевна"),
    ("Патрикеевич", "Патрикеевна"), ("Протасович", "Протасовна"), ("Онуфриевич", "Онуфриевна"),
    ("Овсеевич", "Овсеевна"), ("Мисакович", "Мисаковна"), ("Мамиконович", "Мамиконовна"),
    ("Капитонович", "Капитоновна"), ("Кирьянович", "Кирьяновна"),
    ("Мелентьевич", "Мелентьевна"), ("Калистратович", "Калистратовна"),
]  # fmt: skip

# A father's first name gives his children's patronymic.
FATHERS16 = dict(
    zip(
        ("Мокей", "Прокоп", "Панас", "Микола", "Карапет", "Нерсес", "Погос", "Овсеп", "Корнилий",
         "Патрикей", "Протас", "Онуфрий", "Овсей", "Мисак", "Мамикон", "Капитон", "Кирьян",
         "Мелентий"),
        PATRONYMICS16,
        strict=False,
    )
)  # fmt: skip

# A man called by his patronymic cut short, as Cossacks, dockers and neighbours do.
_PATR_SHORT16 = {
    "Мокеевич": "Мокеич", "Прокопович": "Прокопыч", "Панасович": "Панасыч",
    "Миколаевич": "Миколаич", "Карапетович": "Карапетыч", "Нерсесович": "Нерсесыч",
    "Погосович": "Погосыч", "Овсепович": "Овсепыч", "Корнильевич": "Корнилыч",
    "Патрикеевич": "Патрикеич", "Протасович": "Протасыч", "Онуфриевич": "Онуфрич",
    "Овсеевич": "Овсеич", "Мисакович": "Мисакыч", "Мамиконович": "Мамиконыч",
    "Капитонович": "Капитоныч", "Кирьянович": "Кирьяныч", "Мелентьевич": "Мелентьич",
    "Калистратович": "Калистратыч",
}  # fmt: skip

check_letters("round16", ("К", "П"), SURNAMES16, FIRST_NAMES16, PATRONYMICS16)

COMPANIES16: list[str] = [
    "АО «Зерноградский элеватор»", "ООО «Солнечный Дон»", "ООО «УК Новый базар»",
    "ООО «Винодельня Раздоры»", "ООО «Азовская стивидорная компания»",
    "АНО ДО «Футбольная академия Тихий Дон»",
]  # fmt: skip

# The region's banks (their BIKs are public): a person's account's key is computed against them.
BANKS16: list[tuple[str, str]] = [
    ("ПАО КБ «Центр-инвест»", "046015762"),
    ("Юго-Западный банк ПАО Сбербанк", "046015602"),
    ("Филиал «Ростовский» АО «Альфа-Банк»", "046015207"),
    ("ПАО «Донкомбанк»", "046015709"),
]


class Person16(RoundPerson):
    IRREGULAR = _IRREGULAR16
    INDECLINABLE = _INDECLINABLE16

    def last(self, case: str = "nom") -> str:
        if self.paradigm == "oy":  # "Кошевого", a woman's "Кошевая", "Кошевой"
            stem, i = self.surname[:-2], CASES.index(case)
            if self.gender == "m":
                return self.surname if i == 0 else stem + ("", "ого", "ому", "ого", "ым", "ом")[i]
            return stem + ("ая", "ой", "ой", "ую", "ой", "ой")[i]
        return super().last(case)


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person16, surnames=SURNAMES16, firsts=FIRST_NAMES16,
                   patronymics=PATRONYMICS16, fathers=FATHERS16)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person16:
    return s.person  # type: ignore[no-any-return]


def sur_io(rng: random.Random, s: Any) -> str:
    """A surname with initials, as a register, a list or a signature writes it."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{f}.{m}. {last}",
                       f"{last} {f}.{m}", f"{last.upper()} {f}.{m}.", f"{last} {f} {m}",
                       f"{last}, {f}.{m}."))  # fmt: skip


def caps_first(rng: random.Random, s: Any) -> str:
    """The surname in capitals before the given name and patronymic, as a register prints it."""
    p = _p(s)
    return f"{p.last().upper()} {p.given()} {p.middle()}"


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name, as its owner set it."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    return rng.choice((f"{p.given()} {p.last()}", f"{p.diminutive} {p.last()[0]}.",
                       f"{dim}_{last}", f"{p.given()} {p.last()[0]}.", f"{p.last()} {p.given()}",
                       f"{latin(p.given())} {latin(p.last())}"))  # fmt: skip


def insta(rng: random.Random, s: Any) -> str:
    """An Instagram account named after its owner (the @ stays outside)."""
    p = _p(s)
    first, last, dim = latin(p.given()).lower(), latin(p.last()).lower(), latin(p.diminutive)
    return rng.choice((f"{first}_{last}", f"{last}.{first}", f"{dim.lower()}_{last}_photo",
                       f"{first}.{last}{s.birth[2] % 100:02d}"))  # fmt: skip


def lat_full(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((latin(f"{p.given()} {p.last()}"), latin(f"{p.last()} {p.given()}"),
                       latin(f"{p.given()} {p.middle()} {p.last()}")))  # fmt: skip


def icao_full(rng: random.Random, s: Any) -> str:
    """A name as a Russian passport writes it in Latin, surname first."""
    p = _p(s)
    last, first = icao(p.last()).upper(), icao(p.given()).upper()
    return rng.choice((f"{last} {first}", f"{last}/{first}", f"{last} {first} "
                       f"{icao(p.middle()).upper()}"))  # fmt: skip


def lat_sur_i(rng: random.Random, s: Any) -> str:
    """A surname with initials in Latin, as a weighbridge's or an app's export writes it."""
    p = _p(s)
    last, f, m = latin(p.last()), latin(p.first[0]), latin(p.middle()[0])
    return rng.choice((f"{last} {f}.{m}.", f"{last.upper()} {f}.{m}.", f"{last} {f}."))


def surname_name(rng: random.Random, s: Any) -> str:
    """`Surname, Name` as a tournament's or a booking system's list writes it."""
    p = _p(s)
    return rng.choice((f"{p.last()}, {p.given()}", f"{latin(p.last())}, {latin(p.given())}"))


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Прокопыч"); a woman by her patronymic."""
    p = _p(s)
    return _PATR_SHORT16[p.patronymic[0]] if p.gender == "m" else p.middle()


def payee(rng: random.Random, s: Any) -> str:
    """A transfer's payee as a bank app shows it: "Лада Мокеевна К."."""
    p = _p(s)
    return f"{p.given()} {p.middle()} {p.last()[0]}."


def dim_case(s: Any, case: str) -> str:
    """A diminutive in a case: "Прокошу", "с Мотрусей", "у Овика"; "Каро", "Маро" stay."""
    dim = _p(s).diminutive
    i = CASES.index(case)
    if dim.endswith("о") or (_p(s).gender == "f" and not dim.endswith(("а", "я"))):
        return dim
    if dim.endswith(("а", "я")):
        return _a_noun(dim, i)
    return dim + ("", "а", "у", "а", "ом", "е")[i]


def typo(rng: random.Random, s: Any) -> str:
    """The surname as an old clerk misspelt it: a letter lost, doubled or swapped."""
    last = _p(s).last()
    own = random.Random(last + "typo16")
    i = own.randint(2, len(last) - 2)
    return own.choice((last[:i] + last[i + 1 :], last[:i] + last[i] + last[i:],
                       last[:i] + last[i + 1] + last[i] + last[i + 2 :]))  # fmt: skip


def family_gen(rng: random.Random, s: Any) -> str:
    """A family by its surname in the genitive plural: "у Мигулиных", "у Листницких"; a surname
    that has no plural of its own stands in the man's genitive ("у Кешишяна", "у Лемешко")."""
    p = _p(s)
    if p.paradigm in ("ov", "oy"):
        return (p.surname if p.paradigm == "ov" else p.surname[:-2]) + "ых"
    if p.paradigm == "sky":
        return p.surname[:-2] + "их"
    if p.surname in _IRREGULAR16:
        return _IRREGULAR16[p.surname][1]
    return surname_form(p.surname, p.paradigm, "m", "gen")


NAME_SLOTS16 = {
    "ro_sur_io": (sur_io, "pd.name"),
    "ro_sur_i": (sur_i, "pd.name"),
    "ro_sur_io_gen": (initials_case("gen"), "pd.name"),
    "ro_sur_io_dat": (initials_case("dat"), "pd.name"),
    "ro_caps_first": (caps_first, "pd.name"),
    "ro_low": (low, "pd.name"),
    "ro_handle": (handle, "pd.name"),
    "ro_nick": (nick, "pd.name"),
    "ro_insta": (insta, "pd.name"),
    "ro_lat_full": (lat_full, "pd.name"),
    "ro_icao_full": (icao_full, "pd.name"),
    "ro_lat_sur_i": (lat_sur_i, "pd.name"),
    "ro_lat_last": (lambda rng, s: rng.choice((latin(_p(s).last()), icao(_p(s).last()))),
                    "pd.name"),
    "ro_lat_first": (lambda rng, s: rng.choice((latin(_p(s).given()), icao(_p(s).given()))),
                     "pd.name"),
    "ro_surname_name": (surname_name, "pd.name"),
    "ro_patr": (patr_short, "pd.name"),
    "ro_payee": (payee, "pd.name"),
    "ro_voc": (vocative, "pd.name"),
    "ro_spaced": (spaced, "pd.name"),
    "ro_typo": (typo, "pd.name"),
    "ro_family_gen": (family_gen, "pd.name"),
    "ro_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "ro_dim_nom": (lambda rng, s: _p(s).diminutive, "pd.name"),
    "ro_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "ro_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
    "ro_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "ro_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d:02d} .{m:02d}.{y}", f"{d:02d}_{m:02d}_{y}",
                       f"{d:02d}.{m:02d}-{y}", f"{d}.{m}.{y}", f"{d:02d},{m:02d}.{y}",
                       f"{d:02d}. {m:02d}. {y}", f"{d:02d} / {m:02d} / {y}",
                       f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}"))  # fmt: skip


def dob_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{d}-го {month} {y}", f"{ordinal_gen(d)} {month} {y}",
                       f"{d} {_MON3[m - 1]}. {y}", f"{d:02d} {month.upper()} {y}",
                       f"{d} {month} {y}-го", f"{d} {_MON3[m - 1]} {y}"))  # fmt: skip


def dob_spoken(rng: random.Random, s: Any) -> str:
    """A date of birth said on the phone: "двенадцатого марта восемьдесят седьмого"."""
    d, m, y = s.birth
    year = ordinal_gen(y % 100) if 1910 <= y < 2000 else year_words(y)
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} тысяча девятьсот {year}"
                       if 1910 <= y < 2000 else f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{d} {MONTHS[m - 1]} {y}"))  # fmt: skip


dob_dm = day_month(_MON3)


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y % 100:02d}",
                       f"{d:02d} {m:02d} {y}", f"{d} {MONTHS[m - 1]} {y % 100:02d}г",
                       f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a booking system, a CRM or a passport's Latin."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {_MON_EN[m - 1].upper()} {y}",
                       f"{_MON_EN[m - 1]} {d}, {y}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}-{_MON_EN[m - 1]}-{y}"))  # fmt: skip


BIRTH_SLOTS16 = {
    "ro_dob": (dob, "pd.birthdate"),
    "ro_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                    "pd.birthdate"),
    "ro_dob_odd": (dob_odd, "pd.birthdate"),
    "ro_dob_words": (dob_words, "pd.birthdate"),
    "ro_dob_spoken": (dob_spoken, "pd.birthdate"),
    "ro_dob_dm": (dob_dm, "pd.birthdate"),
    "ro_dob_chat": (dob_chat, "pd.birthdate"),
    "ro_dob_latin": (dob_latin, "pd.birthdate"),
    "ro_dob_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "ro_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, phones, e-mails, INN ---------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Rostov region: its series starts with the region's 60."""
    return "60" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser}№{num}", f"{ser}-{num}",
                       f"{ser[:2]}  {ser[2:]} {num}", f"{ser} № {num}",
                       f"{ser[:2]}-{ser[2:]} {num}", f"{ser}{num}",
                       f"{ser[:2]} {ser[2:]}, {num}"))  # fmt: skip


def _pair(two: str) -> str:
    """Two digits said as a pair: "ноль семь", "двенадцать", "сорок"."""
    return f"ноль {said(int(two[1]))}" if two[0] == "0" else said(int(two))


def passport_spoken(rng: random.Random, s: Any) -> str:
    """A passport dictated in pairs of digits and written down by speech recognition."""
    digits = "".join(_series(s))
    return " ".join(_pair(digits[i : i + 2]) for i in range(0, 10, 2))


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[1] + "zagran16")
    ser, num = f"{own.randint(72, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


_CODES = ("918", "928", "938", "951", "961", "988", "989", "904")
_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"+7 ({a}) {b}-{c}{d}",
                       f"8({a}){b}{c}{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"8{t[:3]} {t[3:6]} {t[6:]}", f"7{t}"))  # fmt: skip


def tel_spoken(rng: random.Random, s: Any) -> str:
    """A phone number dictated and written down by speech recognition."""
    t = _mobile(s.phone)
    groups = (t[:3], t[3:6], t[6:8], t[8:])
    words = [said(int(g)) if g[0] != "0" else _pair(g) if len(g) == 2 else g for g in groups]
    return rng.choice(("восемь " + " ".join(words), "плюс семь " + " ".join(words)))


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name or year."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2] % 100:02d}", f"{last}_{first[0]}{s.birth[2]}",
                        f"{dim}.rnd", f"{last}61"))  # fmt: skip
    domain = rng.choice(("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "rambler.ru", "inbox.ru"))
    return f"{local}@{domain}"


# The region's tax offices a person's INN begins with (61 is the Rostov region).
_TAX16 = ("63", "64", "65", "67", "54", "55", "50", "43", "40", "41", "47", "02", "23")


def inn_rostov(rng: random.Random, s: Any) -> str:
    """The person's INN as one of the region's tax offices gave it, both control digits valid."""
    base = "61" + _TAX16[int(s.inn[5]) % len(_TAX16)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


CONTACT_SLOTS16 = {
    "ro_pass": (passport, "pd.passport"),
    "ro_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                               _series(s)[0])), "pd.passport"),
    "ro_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "ro_pass_spoken": (passport_spoken, "pd.passport"),
    "ro_zagran": (zagran, "pd.passport"),
    # a child's birth certificate number ("IV-АН № 512703"): the child's identity document
    "ro_birth_cert": (lambda rng, s: v.non_identifier(random.Random(s.passport[1] + "св"), 6),
                      "pd.passport"),
    "ro_tel": (tel, "pd.contacts"),
    "ro_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "ro_tel_chat": (tel_chat, "pd.contacts"),
    "ro_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "ro_tel_spoken": (tel_spoken, "pd.contacts"),
    "ro_mail": (email, "pd.contacts"),
    # a person's own mailbox at work (the port's HR officer, a coach)
    "ro_port_mail": (work_email("azov-stevedor.ru"), "pd.contacts"),
    "ro_coach_mail": (work_email("tihiydon-fa.ru"), "pd.contacts"),
    "ro_inn": (inn_rostov, "pd.inn"),
}  # fmt: skip


# Values tied to a person that are an organisation's (a waybill, a customer's account at the
# utility, kept as "org") or nobody's (a shirt number).
def _ttn(rng: random.Random, s: Any) -> str:
    return f"{rng.randint(1, 9)}{v.non_identifier(rng, 5)}"


PERSON_ORG_SLOTS16 = {
    "ro_ttn": (_ttn, "org"),
    "ro_ls": (lambda rng, s: v.non_identifier(rng, 12), "org"),
    "ro_shirt": (lambda rng, s: str(rng.randint(2, 23)), None),
}

PERSON_SLOTS16 = {
    **NAME_SLOTS16, **BIRTH_SLOTS16, **CONTACT_SLOTS16, **ADDRESS_SLOTS16, **PERSON_ORG_SLOTS16,
}  # fmt: skip
