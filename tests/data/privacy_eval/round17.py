"""Dev texts of the seventeenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all around Lake
Baikal, in the Irkutsk region and the Republic of Buryatia: an ice-road crossing's permit office
(a truck driver's application to cross to Ольхон, a scanned permit for the crossing at
Листвянка), an aluminium smelter (a candidate's questionnaire, a scanned work permit of the potroom
with its brigade), a Buddhist temple's (datsan's) prayer orders (a believer's order form with the
years of birth of the people to pray for, the scanned page of its book of orders), a glamping
site on the shore (a guest card, its bookings exported as CSV), the ferry to Ольхон (its queue's
Telegram chat), a Buryat wrestling club (the parents' WhatsApp chat before the Сурхарбан games, a
scanned team entry), an orphanage's volunteers (their chat, the coordinator's notes), a dog-sled
tour (the musher's chat with a family), a hydro power plant's pass office (its answer to a
contractor with the request quoted, its pass requests exported as XML), the fisheries agency
answering an Evenki community about its omul quota (the community's list quoted), a geology
expedition (the HR department's answer to the field chief, his field diary), the forest
fire-fighting paratroopers (a letter to a candidate, the team commander's log), a fish smokery (the
owner's order notes, its online shop's JSON) and a Baikal tour boat's passenger manifest. The frames
are in round17_frames.py and round17_frames2.py, the towns, streets and address slots in
round17_places.py, the organisation values and unlabelled numbers in round17_org.py.

Its people are Buryat, Russian Old Believers of Transbaikalia (семейские) and other Siberians, and
Siberians of Polish descent. Its pool is new (no word of a name, in any case form, in Latin or in a
passport's ICAO Latin, occurs in another round of either split; a script compared this round's
forms with every other round's spans and pools) and every word of a name begins with a letter from
А to П, in fact from А to М (the held-out rounds written beside it take Н–Я and Р–Я). A situation
says who its people are (`kin`, `spouse`, `men`/`women`, `years`, `children`, `home_town`) as in
rounds 11-16, and which of the three the people named in `folk` are; the range of its amounts
(`sums`, `part`) and the town of its offices (`town`). Its slots start with `ir_`. It draws from
its own seeded generator (`16-dev17`), so the earlier texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import values as v
from people import CASES, MONTHS, latin, surname_form
from round17_frames import FRAMES_A
from round17_frames2 import FRAMES_B
from round17_places import (
    ADDRESS_SLOTS17,
    BURYATIA17,
    CITIES17,
    STREETS17,
    home_code,
    said,
    town_of,
)
from round_kit import (
    RoundPerson,
    caps_first,
    check_letters,
    date_words,
    day_month,
    dim_case,
    dob,
    dob_spoken,
    icao,
    icao_full,
    initials_case,
    lat_full,
    lat_sur_i,
    login,
    low,
    mobile,
    nick,
    payee,
    pick_person,
    snils,
    spaced,
    sur_i,
    vocative,
    work_email,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

FRAMES17 = {**FRAMES_A, **FRAMES_B}

__all__ = ["CITIES17", "FRAMES17", "STREETS17", "town_of"]

# Surname: (male form, paradigm), by the people they are of.
_SURNAMES_BUR: list[tuple[str, str]] = [
    # Buryat surnames made of a forefather's name in -ов/-ев
    ("Аюшеев", "ov"), ("Балданов", "ov"), ("Батуев", "ov"), ("Бимбаев", "ov"), ("Будаев", "ov"),
    ("Гармаев", "ov"), ("Гомбоев", "ov"), ("Дашиев", "ov"), ("Доржиев", "ov"),
    ("Жамсуев", "ov"), ("Жигжитов", "ov"), ("Дугаров", "ov"), ("Жалсанов", "ov"),
    ("Дармаев", "ov"), ("Гармажапов", "ov"), ("Будажапов", "ov"), ("Абидуев", "ov"),
    ("Мункуев", "ov"), ("Мижитов", "ov"), ("Дондоков", "ov"), ("Ламажапов", "ov"),
    ("Бальжинимаев", "ov"),
    # a forefather's name alone: in -о and -и it does not decline, Дамба declines as a word in -а
    # (and is a word: a dam)
    ("Жамсо", "indecl"), ("Доржи", "indecl"), ("Дамба", "a"),
]  # fmt: skip
_SURNAMES_RUS: list[tuple[str, str]] = [
    # the Old Believers of Тарбагатай and Бичура (семейские) and other Siberian families
    ("Болонев", "ov"), ("Брылёв", "ov"), ("Богомазов", "ov"), ("Куйдин", "ov"),
    ("Ильюшонков", "ov"), ("Гусельников", "ov"), ("Калашников", "ov"), ("Кондаков", "ov"),
    ("Мамонтов", "ov"), ("Ленков", "ov"),
    # -ых that do not decline; Коротких is also a word ("коротких смен")
    ("Лесных", "indecl"), ("Коротких", "indecl"), ("Белобородых", "indecl"),
]  # fmt: skip
_SURNAMES_POL: list[tuple[str, str]] = [
    # the Poles exiled to Siberia and their grandchildren
    ("Бжезинский", "sky"), ("Будзинский", "sky"), ("Дзевановский", "sky"), ("Лещинский", "sky"),
    ("Ковалевский", "sky"), ("Вериго", "indecl"), ("Гинтовт", "noun"),
    # nouns: a man's declines, a woman's does not; Корсак is a steppe fox
    ("Корсак", "noun"), ("Мицкевич", "noun"), ("Малевич", "noun"),
    # a word in -а, alike for a husband and a wife (and a word: war)
    ("Война", "a"),
]  # fmt: skip
SURNAMES17 = [*_SURNAMES_BUR, *_SURNAMES_RUS, *_SURNAMES_POL]

# Men's forms whose ending is not the plain "-ом": the hushing -ич takes "-ем".
_IRREGULAR17 = {
    "Мицкевич": ("Мицкевич", "Мицкевича", "Мицкевичу", "Мицкевича", "Мицкевичем", "Мицкевиче"),
    "Малевич": ("Малевич", "Малевича", "Малевичу", "Малевича", "Малевичем", "Малевиче"),
}  # fmt: skip

# First name: (name, gender, the diminutive the family uses).
_FIRSTS_BUR: list[tuple[str, str, str]] = [
    ("Бато", "m", "Батоша"), ("Баяр", "m", "Баярка"), ("Жаргал", "m", "Жаргалка"),
    ("Алдар", "m", "Алдарка"), ("Амгалан", "m", "Амгаланчик"), ("Арсалан", "m", "Арсаланчик"),
    ("Батор", "m", "Баторка"), ("Балдан", "m", "Балданчик"), ("Дамдин", "m", "Дамдинка"),
    ("Бэлигто", "m", "Бэлик"), ("Жамьян", "m", "Жамьяша"), ("Дугар", "m", "Дугарчик"),
    ("Мунко", "m", "Мункоша"), ("Бимба", "m", "Бимбушка"), ("Аюр", "m", "Аюрка"),
    ("Зорикто", "m", "Зоря"),
    ("Дулма", "f", "Дулмушка"), ("Дарима", "f", "Даримка"), ("Арюна", "f", "Арюнка"),
    ("Баярма", "f", "Баярмушка"), ("Аягма", "f", "Аюша"), ("Бальжима", "f", "Бальжимка"),
    ("Долгор", "f", "Долгорка"), ("Бутид", "f", "Бутидка"), ("Должин", "f", "Должинка"),
    ("Гэрэлма", "f", "Гэрэлка"), ("Аюна", "f", "Аюнка"),
]  # fmt: skip
_FIRSTS_RUS: list[tuple[str, str, str]] = [
    ("Евстрат", "m", "Евстраша"), ("Аввакум", "m", "Авваша"), ("Вавила", "m", "Вавилушка"),
    ("Агап", "m", "Агапушка"), ("Арефий", "m", "Арефа"), ("Изот", "m", "Изотушка"),
    ("Мартиниан", "m", "Мартюша"), ("Гермоген", "m", "Геря"),
    ("Маремьяна", "f", "Маремьяша"), ("Акилина", "f", "Акилинушка"), ("Ефимия", "f", "Ефимушка"),
    ("Минодора", "f", "Мина"), ("Епистимия", "f", "Епиша"),
]  # fmt: skip
_FIRSTS_POL: list[tuple[str, str, str]] = [
    ("Болеслав", "m", "Болек"), ("Мечислав", "m", "Мечик"), ("Витольд", "m", "Витек"),
    ("Войцех", "m", "Войтек"), ("Збигнев", "m", "Збышек"), ("Людвик", "m", "Людек"),
    ("Ванда", "f", "Вандочка"), ("Гражина", "f", "Гражинка"), ("Малгожата", "f", "Гося"),
    ("Беата", "f", "Беатка"), ("Барбара", "f", "Бася"),
]  # fmt: skip
FIRST_NAMES17 = [*_FIRSTS_BUR, *_FIRSTS_RUS, *_FIRSTS_POL]

# Men's Buryat names in -о and women's in a consonant do not decline.
_INDECLINABLE17 = ("Бато", "Бэлигто", "Мунко", "Зорикто", "Долгор", "Бутид", "Должин")
# First names whose forms the general rules get wrong: a man's name in -а.
_FIRST_FORMS17 = {
    "Бимба": ("Бимба", "Бимбы", "Бимбе", "Бимбу", "Бимбой", "Бимбе"),
    "Вавила": ("Вавила", "Вавилы", "Вавиле", "Вавилу", "Вавилой", "Вавиле"),
}  # fmt: skip

# A father's first name gives his children's patronymic; the older generation's fathers (Доржи,
# Даши, Гомбо, Жамсо, Елпидифор, Геронтий, Ксенофонт, Вацлав) are named in patronymics only.
_PATRONYMIC_OF17: dict[str, tuple[str, str]] = {
    "Бато": ("Батоевич", "Батоевна"), "Баяр": ("Баярович", "Баяровна"),
    "Жаргал": ("Жаргалович", "Жаргаловна"), "Алдар": ("Алдарович", "Алдаровна"),
    "Амгалан": ("Амгаланович", "Амгалановна"), "Арсалан": ("Арсаланович", "Арсалановна"),
    "Батор": ("Баторович", "Баторовна"), "Балдан": ("Балданович", "Балдановна"),
    "Дамдин": ("Дамдинович", "Дамдиновна"), "Бэлигто": ("Бэлигтоевич", "Бэлигтоевна"),
    "Жамьян": ("Жамьянович", "Жамьяновна"), "Дугар": ("Дугарович", "Дугаровна"),
    "Мунко": ("Мункоевич", "Мункоевна"), "Бимба": ("Бимбаевич", "Бимбаевна"),
    "Аюр": ("Аюрович", "Аюровна"), "Зорикто": ("Зориктоевич", "Зориктоевна"),
    "Евстрат": ("Евстратович", "Евстратовна"), "Аввакум": ("Аввакумович", "Аввакумовна"),
    "Вавила": ("Вавилович", "Вавиловна"), "Агап": ("Агапович", "Агаповна"),
    "Арефий": ("Арефьевич", "Арефьевна"), "Изот": ("Изотович", "Изотовна"),
    "Мартиниан": ("Мартинианович", "Мартиниановна"), "Гермоген": ("Гермогенович", "Гермогеновна"),
    "Болеслав": ("Болеславович", "Болеславовна"), "Мечислав": ("Мечиславович", "Мечиславовна"),
    "Витольд": ("Витольдович", "Витольдовна"), "Войцех": ("Войцехович", "Войцеховна"),
    "Збигнев": ("Збигневович", "Збигневовна"), "Людвик": ("Людвикович", "Людвиковна"),
}  # fmt: skip
_OLDER_FATHERS17: dict[str, tuple[str, str]] = {
    "Доржи": ("Доржиевич", "Доржиевна"), "Даши": ("Дашиевич", "Дашиевна"),
    "Гомбо": ("Гомбоевич", "Гомбоевна"), "Жамсо": ("Жамсоевич", "Жамсоевна"),
    "Елпидифор": ("Елпидифорович", "Елпидифоровна"), "Геронтий": ("Геронтьевич", "Геронтьевна"),
    "Ксенофонт": ("Ксенофонтович", "Ксенофонтовна"), "Вацлав": ("Вацлавович", "Вацлавовна"),
}  # fmt: skip
_FATHERS_OF = {
    "bur": ("Бато", "Баяр", "Жаргал", "Алдар", "Амгалан", "Арсалан", "Батор", "Балдан", "Дамдин",
            "Бэлигто", "Жамьян", "Дугар", "Мунко", "Бимба", "Аюр", "Зорикто", "Доржи", "Даши",
            "Гомбо", "Жамсо"),
    "rus": ("Евстрат", "Аввакум", "Вавила", "Агап", "Арефий", "Изот", "Мартиниан", "Гермоген",
            "Елпидифор", "Геронтий", "Ксенофонт"),
    "pol": ("Болеслав", "Мечислав", "Витольд", "Войцех", "Збигнев", "Людвик", "Вацлав"),
}  # fmt: skip
_ALL_FATHERS17 = {**_PATRONYMIC_OF17, **_OLDER_FATHERS17}
PATRONYMICS17: list[tuple[str, str]] = list(_ALL_FATHERS17.values())

# A man called by his patronymic cut short, as workmates and neighbours do.
_PATR_SHORT17 = {
    "Баторович": "Баторыч", "Дугарович": "Дугарыч", "Жаргалович": "Жаргалыч",
    "Балданович": "Балданыч", "Евстратович": "Евстратыч", "Аввакумович": "Аввакумыч",
    "Вавилович": "Вавилыч", "Агапович": "Агапыч", "Арефьевич": "Арефьич", "Изотович": "Изотыч",
    "Гермогенович": "Гермогеныч", "Елпидифорович": "Елпидифорыч", "Геронтьевич": "Геронтьич",
    "Болеславович": "Болеславыч", "Мечиславович": "Мечиславыч", "Витольдович": "Витольдыч",
    "Вацлавович": "Вацлавыч",
}  # fmt: skip

check_letters("dev17", ("А", "М"), SURNAMES17, FIRST_NAMES17,
              [*PATRONYMICS17, *([f] for f in _ALL_FATHERS17)])  # fmt: skip

COMPANIES17: list[str] = [
    "АО «Братский алюминиевый комбинат»", "ООО «Глэмпинг Байкальская бухта»",
    "ООО «Ольхонская паромная переправа»", "ООО «Баргузинская коптильня»",
    "ООО «Байкалгеопоиск»", "ООО «Байкальская флотилия»",
]  # fmt: skip

# The region's banks (their BIKs are public): a person's account's key is computed against them.
BANKS17: list[tuple[str, str]] = [
    ("Байкальский банк ПАО Сбербанк", "042520607"),
    ("Бурятское отделение № 8601 ПАО Сбербанк", "048142604"),
    ("ПАО «Совкомбанк»", "045004763"),
    ("Филиал «Новосибирский» АО «Альфа-Банк»", "045004774"),
]


class Person17(RoundPerson):
    IRREGULAR = _IRREGULAR17
    INDECLINABLE = _INDECLINABLE17

    def given(self, case: str = "nom") -> str:
        if self.first in _FIRST_FORMS17:
            return _FIRST_FORMS17[self.first][CASES.index(case)]
        return super().given(case)


# The three peoples' pools: a person's surname, first name and patronymic come from one of them
# (a wife or a child of another keeps their own first name and takes the family's surname).
_POOLS = {
    "bur": (_SURNAMES_BUR, _FIRSTS_BUR),
    "rus": (_SURNAMES_RUS, _FIRSTS_RUS),
    "pol": (_SURNAMES_POL, _FIRSTS_POL),
}
_FOLK_DRAW = ("bur", "bur", "bur", "rus", "rus", "pol")


def _folk_of(person: Any) -> str:
    return next(k for k, (_, firsts) in _POOLS.items() if any(f[0] == person.first for f in firsts))


def pick_for(rng: random.Random, index: int, situation: dict[str, Any], people: dict) -> Any:
    """Person `index` of a situation (round_kit.pick_person) from one people's pools: the one
    `folk` names, person 1's for their kin, else one drawn (half of them Buryat)."""
    folk = situation.get("folk", {}).get(index)
    if folk is None and index != 1 and index in situation.get("kin", ()) and 1 in people:
        folk = _folk_of(people[1])
    if folk is None:
        folk = rng.choice(_FOLK_DRAW)
    surnames, firsts = _POOLS[folk]
    patronymics = [_ALL_FATHERS17[f] for f in _FATHERS_OF[folk]]
    return pick_person(rng, index, situation, people, make=Person17, surnames=surnames,
                       firsts=firsts, patronymics=patronymics,
                       fathers=_PATRONYMIC_OF17)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person17:
    return s.person  # type: ignore[no-any-return]


def sur_io(rng: random.Random, s: Any) -> str:
    """A surname with initials, as a list, a log or a signature writes it."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{f}.{m}. {last}",
                       f"{last} {f}.{m}", f"{last.upper()} {f}.{m}.", f"{last} {f}{m}",
                       f"{f}.{m}.{last}"))  # fmt: skip


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name, as its owner set it."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    return rng.choice((f"{p.given()} {p.last()}", f"{p.diminutive} {p.last()[0]}.",
                       f"{dim}_{last}", f"{p.given()} {p.last()[0]}.", f"{p.last()} {p.given()}",
                       f"{latin(p.given())} {latin(p.last())}",
                       f"{dim}{s.birth[2] % 100:02d}"))  # fmt: skip


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Евстратыч"); a woman, or a man with no short form, by
    the patronymic in full."""
    p = _p(s)
    short = _PATR_SHORT17.get(p.patronymic[0])
    return short if p.gender == "m" and short else p.middle()


def hyph(rng: random.Random, s: Any) -> str:
    """A surname and initials with the surname hyphenated across a scanned line."""
    p = _p(s)
    last = p.last()
    cut = max(3, len(last) // 2)
    return f"{last[:cut]}-\n{last[cut:]} {p.first[0]}.{p.middle()[0]}."


def typo(rng: random.Random, s: Any) -> str:
    """The surname as a clerk misspelt it: a letter lost, doubled or swapped."""
    last = _p(s).last()
    own = random.Random(last + "typo17")
    i = own.randint(2, len(last) - 2)
    return own.choice((last[:i] + last[i + 1 :], last[:i] + last[i] + last[i:],
                       last[:i] + last[i + 1] + last[i] + last[i + 2 :]))  # fmt: skip


def family_gen(rng: random.Random, s: Any) -> str:
    """A family by its surname in the genitive plural: "у Жамсуевых", "у Лещинских"; a surname
    with no plural of its own stands in the man's genitive ("у Мицкевича", "у Жамсо")."""
    p = _p(s)
    if p.paradigm == "ov":
        return p.surname + "ых"
    if p.paradigm == "sky":
        return p.surname[:-2] + "их"
    if p.surname in _IRREGULAR17:
        return _IRREGULAR17[p.surname][1]
    return surname_form(p.surname, p.paradigm, "m", "gen")


NAME_SLOTS17 = {
    "ir_sur_io": (sur_io, "pd.name"),
    "ir_sur_i": (sur_i, "pd.name"),
    "ir_sur_io_gen": (initials_case("gen"), "pd.name"),
    "ir_sur_io_dat": (initials_case("dat"), "pd.name"),
    "ir_sur_io_acc": (initials_case("acc"), "pd.name"),
    "ir_sur_io_ins": (initials_case("ins"), "pd.name"),
    "ir_caps_first": (caps_first, "pd.name"),
    "ir_low": (low, "pd.name"),
    "ir_handle": (handle, "pd.name"),
    "ir_nick": (nick, "pd.name"),
    "ir_lat_full": (lat_full, "pd.name"),
    "ir_icao_full": (icao_full, "pd.name"),
    "ir_icao_last": (lambda rng, s: icao(_p(s).last()).upper(), "pd.name"),
    "ir_icao_first": (lambda rng, s: icao(_p(s).given()).upper(), "pd.name"),
    "ir_lat_sur_i": (lat_sur_i, "pd.name"),
    "ir_login": (login, "pd.name"),
    "ir_patr": (patr_short, "pd.name"),
    "ir_payee": (payee, "pd.name"),
    "ir_voc": (vocative, "pd.name"),
    "ir_spaced": (spaced, "pd.name"),
    "ir_hyph": (hyph, "pd.name"),
    "ir_typo": (typo, "pd.name"),
    "ir_family_gen": (family_gen, "pd.name"),
    "ir_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "ir_dim_nom": (lambda rng, s: _p(s).diminutive, "pd.name"),
    "ir_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "ir_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
    "ir_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "ir_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d:02d}. {m:02d}. {y}", f"{d:02d},{m:02d},{y}",
                       f"{d:02d} .{m:02d}.{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}..{y}",
                       f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}", f"{d:02d}-{m:02d}.{y}",
                       f"{d:02d} {m:02d} {y}"))  # fmt: skip


dob_words = date_words(_MON3)


dob_dm = day_month(_MON3)


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y % 100:02d}",
                       f"{d:02d} {m:02d} {y}", f"{d} {MONTHS[m - 1]} {y % 100:02d}г",
                       f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}",
                       f"{d} {_MON3[m - 1]} {y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a booking system, a manifest or a passport's Latin."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {_MON_EN[m - 1].upper()} {y}",
                       f"{_MON_EN[m - 1]} {d}, {y}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}{_MON_EN[m - 1].upper()}{y % 100:02d}"))  # fmt: skip


def dob_boxes(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice(
        (
            " ".join(f"{d:02d}{m:02d}{y}"),
            f"{' '.join(f'{d:02d}')}.{' '.join(f'{m:02d}')}.{' '.join(str(y))}",
        )
    )


# The year of the twelve-year cycle a Buryat names with its element's colour ("год Белой
# Лошади", 1990): what a datsan asks beside the year of birth. It is no date, so it stays.
_ANIMALS = (("Мыши", "f"), ("Коровы", "f"), ("Тигра", "m"), ("Зайца", "m"), ("Дракона", "m"),
            ("Змеи", "f"), ("Лошади", "f"), ("Овцы", "f"), ("Обезьяны", "f"), ("Курицы", "f"),
            ("Собаки", "f"), ("Свиньи", "f"))  # fmt: skip
# The element's colour in the genitive, for a feminine and a masculine animal: wood, fire, earth,
# metal, water.
_COLOURS = (("Синей", "Синего"), ("Красной", "Красного"), ("Жёлтой", "Жёлтого"),
            ("Белой", "Белого"), ("Чёрной", "Чёрного"))  # fmt: skip


def animal_year(rng: random.Random, s: Any) -> str:
    y = s.birth[2]
    animal, gender = _ANIMALS[(y - 4) % 12]
    colour = _COLOURS[(y - 4) % 10 // 2][0 if gender == "f" else 1]
    return rng.choice((f"год {colour} {animal}", f"{colour.lower()} {animal.lower()}"))


BIRTH_SLOTS17 = {
    "ir_dob": (dob, "pd.birthdate"),
    "ir_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                    "pd.birthdate"),
    "ir_dob_odd": (dob_odd, "pd.birthdate"),
    "ir_dob_words": (dob_words, "pd.birthdate"),
    "ir_dob_dm": (dob_dm, "pd.birthdate"),
    "ir_dob_chat": (dob_chat, "pd.birthdate"),
    "ir_dob_spoken": (dob_spoken, "pd.birthdate"),
    "ir_dob_latin": (dob_latin, "pd.birthdate"),
    "ir_dob_boxes": (dob_boxes, "pd.birthdate"),
    "ir_dob_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "ir_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, INN, phones, e-mails ---------------------------------------------------------------


def _buryat(s: Any) -> bool:
    return s.address["city"] in BURYATIA17


def _series(s: Any) -> tuple[str, str]:
    """A passport issued where the person lives: the Irkutsk region's series start with 25,
    Buryatia's with 81."""
    return ("81" if _buryat(s) else "25") + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} №{num}", f"{ser}-{num}",
                       f"{ser[:2]}  {ser[2:]} {num}", f"серия {ser} номер {num}",
                       f"{ser[:2]} {ser[2:]} {num[:3]} {num[3:]}", f"{ser}{num}",
                       f"{ser[:2]}.{ser[2:]} {num}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[1] + "zagran17")
    ser, num = f"{own.randint(72, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


# The tax offices a person's INN begins with: the Irkutsk region's (38…) and Buryatia's (03…).
_TAX_IR = ("3808", "3811", "3812", "3827", "3801", "3804", "3805", "3819", "3821", "3849")
_TAX_BU = ("0323", "0326", "0327", "0318", "0317", "0316", "0309")


def inn_baikal(rng: random.Random, s: Any) -> str:
    """The person's INN as their region's tax office gave it, with both control digits (drawn
    from the person's own, so it draws nothing)."""
    heads = _TAX_BU if _buryat(s) else _TAX_IR
    base = heads[int(s.inn[5]) % len(heads)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


_CODES = ("902", "914", "924", "950", "964", "983", "984", "996", "908", "901")
_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"+7 ({a}) {b}{c}{d}",
                       f"8({a}){b}-{c}-{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"8{t[:3]} {t[3:6]} {t[6:]}", f"{t}",
                       f"8-{t[:3]}-{t[3:]}"))  # fmt: skip


def tel_home(rng: random.Random, s: Any) -> str:
    """A home landline in the person's village (their own, so personal): the district's code and
    the number's last digits."""
    code = home_code(s.address)
    body = s.work_phone[-(10 - len(code)) :]
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    return rng.choice((f"8 ({code}) {local}", f"8-{code}-{body}", f"({code}) {local}",
                       f"8{code}{body}"))  # fmt: skip


def tel_spoken(rng: random.Random, s: Any) -> str:
    """A mobile number said in a voice message: the code, then a three and two pairs in words."""
    t = _mobile(s.phone)

    def say(group: str) -> str:
        return f"ноль {say(group[1:])}" if group[0] == "0" and len(group) > 1 else said(int(group))

    words = " ".join(say(g) for g in (t[:3], t[3:6], t[6:8], t[8:]))
    return rng.choice((f"восемь {words}", words))


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name or year."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2] % 100:02d}", f"{last}_{first[0]}{s.birth[2]}",
                        f"{first}.baikal", f"{first}{last[:3]}{s.birth[2] % 100:02d}"))  # fmt: skip
    domain = rng.choice(("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "list.ru", "inbox.ru"))
    return f"{local}@{domain}"


CONTACT_SLOTS17 = {
    "ir_pass": (passport, "pd.passport"),
    "ir_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                               _series(s)[0])), "pd.passport"),
    "ir_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "ir_zagran": (zagran, "pd.passport"),
    # a child's birth certificate number ("I-СТ № 512734"): the child's identity document
    "ir_birth_cert": (lambda rng, s: v.non_identifier(random.Random(s.passport[1] + "sv17"), 6),
                      "pd.passport"),
    "ir_inn": (inn_baikal, "pd.inn"),
    "ir_snils": (snils, "pd.snils"),
    "ir_tel": (tel, "pd.contacts"),
    "ir_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "ir_tel_chat": (tel_chat, "pd.contacts"),
    "ir_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "ir_tel_home": (tel_home, "pd.contacts"),
    "ir_tel_spoken": (tel_spoken, "pd.contacts"),
    "ir_mail": (email, "pd.contacts"),
    # a person's own mailbox at work (the smelter's recruiter, a contractor's engineer, geologists)
    "ir_mail_work": (work_email("bralcomb.ru"), "pd.contacts"),
    "ir_mail_contr": (work_email("sibgidromontazh.ru"), "pd.contacts"),
    "ir_mail_geo": (work_email("baikalgeopoisk.ru"), "pd.contacts"),
}  # fmt: skip


# The passport office that issued a person's passport and its code: an organisation's values
# (kept), of the person's region.
_ISSUERS_BU = (
    "МВД по Республике Бурятия",
    "Отделом УФМС России по Республике Бурятия в Советском районе г. Улан-Удэ",
    "ОВМ ОП № 1 УМВД России по г. Улан-Удэ",
)
_ISSUERS_IR = (
    "ГУ МВД России по Иркутской области",
    "Отделом УФМС России по Иркутской обл. в Октябрьском р-не г. Иркутска",
    "ОУФМС России по Иркутской обл. в г. Ангарске",
    "ОВМ МУ МВД России «Братское»",
)


def issuer(rng: random.Random, s: Any) -> str:
    if _buryat(s):
        return rng.choice(_ISSUERS_BU)
    return rng.choice(_ISSUERS_IR)


PERSON_ORG_SLOTS17 = {
    "ir_issuer": (issuer, "org"),
    "ir_kp": (lambda rng, s: f"{'030' if _buryat(s) else '380'}-0{rng.randint(1, 50):02d}", "org"),
}


# Values tied to a person that are nobody's personal data (so they stay unlabelled): the year of
# the cycle, a personnel number, a weight, an age, the person's town alone; one per person.
PLAIN_PERSON_SLOTS17 = {
    "ir_animal": (animal_year, None),
    "ir_tab": (lambda rng, s: f"{rng.randint(1, 9)}{rng.randint(1000, 9999)}", None),
    "ir_weight": (lambda rng, s: str(rng.randint(52, 98)), None),
    "ir_kid_weight": (lambda rng, s: str(rng.randint(27, 46)), None),
    "ir_age": (lambda rng, s: str(2026 - s.birth[2]), None),
    "ir_town": (lambda rng, s: s.address["city"], None),
    "ir_town_lat": (lambda rng, s: s.address["city_latin"], None),
}  # fmt: skip

PERSON_SLOTS17 = {
    **NAME_SLOTS17, **BIRTH_SLOTS17, **CONTACT_SLOTS17, **ADDRESS_SLOTS17, **PERSON_ORG_SLOTS17,
    **PLAIN_PERSON_SLOTS17,
}  # fmt: skip
