"""Dev texts of the thirteenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Primorsky krai: an application for a Far Eastern hectare, a request for a pass to the border zone
with the family on it, a diving centre's questionnaire and waiver, a fish-processing plant's
questionnaire for a seasonal worker and its shift foreman's notes, a Japanese car auction agent's
WhatsApp chat (lots, auction sheets, grades) and the agent's notes, a sea-fishing charter's
Telegram chat that collects passports for the border guards, an animal shelter's adoption chat
and its volunteers' notes, a car shipping company's chat and its CRM export in JSON, a crewing
agency's letter to a seafarer about a crew change, a letter to a city deputy's public reception
with its answer quoted, a hiking group's route registration with the emergencies ministry (the
leader's letter and the list of the group), a yacht club's letter about a berth, a port's crew
list in Latin (IMO FAL form 5) after OCR, a small boat's ship ticket, a list of people placed in
a temporary accommodation centre after a flood, a garage co-operative's member's book, a duty
dispatcher's log during a typhoon, a passenger boat's booking export and a job seeker's record
exported from an employment centre. The frames are in round13_frames.py and round13_frames2.py,
the organisation values and unlabelled numbers in round13_org.py.

Its pool is new (no word of a name occurs in another round of either split) and every word of a
name begins with a letter from А to М (a held-out round written at the same time takes the
others). A situation says who its people are (`kin`, `spouse`, `men`/`women`, `years`,
`children`) as in rounds 11 and 12, and the range of its amounts (`sums`, `part`). Its slots
start with `q_` (the tenth round's prefix too: no kind is in both, slots.py checks it). It draws
from its own seeded generator (`16-dev13`), so the earlier texts stay byte for byte what they
were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import round4
import round11 as r11
import values as v
from people import CASES, MONTHS, latin, surname_form
from round7 import spoken_group
from round11 import Person11, icao
from round13_frames import FRAMES_A
from round13_frames2 import FRAMES_B
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for
from round_kit import mobile, ordinal_gen, pick_person

FRAMES13 = {**FRAMES_A, **FRAMES_B}

__all__ = ["FRAMES13"]

SURNAMES13: list[tuple[str, str]] = [
    ("Вострецов", "ov"), ("Евсюков", "ov"), ("Забелин", "ov"), ("Ломакин", "ov"),
    ("Аверкиев", "ov"), ("Гурьянов", "ov"), ("Желнин", "ov"), ("Дегтярёв", "ov"),
    ("Ивлев", "ov"), ("Каплин", "ov"), ("Вертелецкий", "sky"), ("Гржибовский", "sky"),
    ("Маковецкий", "sky"), ("Мазуренко", "indecl"), ("Ивахненко", "indecl"),
    ("Деревянко", "indecl"), ("Летучих", "indecl"), ("Гнедых", "indecl"), ("Джанелидзе", "indecl"),
    ("Бабич", "noun"), ("Лукашевич", "noun"), ("Гребенюк", "noun"), ("Баранчук", "noun"),
    ("Кан", "noun"), ("Когай", "noun"), ("Акопян", "noun"), ("Галстян", "noun"),
    ("Белоконь", "noun"), ("Бурундук", "noun"), ("Камбала", "a"), ("Кабарга", "a"),
    ("Ладыгин-Лисовский", "double"),
]  # fmt: skip

# Men's forms of surnames whose stem changes, and the parts of the double surname.
_IRREGULAR13 = {
    "Когай": ("Когай", "Когая", "Когаю", "Когая", "Когаем", "Когае"),
    "Белоконь": ("Белоконь", "Белоконя", "Белоконю", "Белоконя", "Белоконем", "Белоконе"),
}
_DOUBLE13 = {"Ладыгин-Лисовский": (("Ладыгин", "ov"), ("Лисовский", "sky"))}

FIRST_NAMES13: list[tuple[str, str, str]] = [
    ("Евсей", "m", "Евсеюшка"), ("Давид", "m", "Дава"), ("Любомир", "m", "Любоша"),
    ("Максим", "m", "Макс"), ("Артур", "m", "Артурчик"), ("Альберт", "m", "Алик"),
    ("Иннокентий", "m", "Кешка"), ("Вольдемар", "m", "Вова"), ("Казбек", "m", "Казик"),
    ("Ильнар", "m", "Ильнарчик"), ("Искандер", "m", "Исик"), ("Авенир", "m", "Авеня"),
    ("Елизар", "m", "Елизарка"), ("Марк", "m", "Марик"), ("Вилен", "m", "Виля"),
    ("Алмаз", "m", "Алмазик"), ("Леон", "m", "Лёвушка"),
    ("Кристина", "f", "Кристя"), ("Диана", "f", "Динуля"), ("Кира", "f", "Кирюша"),
    ("Лилиана", "f", "Ляля"), ("Гузель", "f", "Гузя"), ("Гаяне", "f", "Гаюша"),
    ("Божена", "f", "Боженка"), ("Васса", "f", "Васюта"), ("Мелания", "f", "Мелаша"),
    ("Милослава", "f", "Милаша"), ("Венера", "f", "Венерка"), ("Луиза", "f", "Луизка"),
    ("Земфира", "f", "Земфирка"), ("Марьяна", "f", "Марьянка"), ("Доминика", "f", "Домочка"),
    ("Аделина", "f", "Аделька"),
]  # fmt: skip

PATRONYMICS13: list[tuple[str, str]] = [
    ("Евсеевич", "Евсеевна"), ("Любомирович", "Любомировна"), ("Иннокентьевич", "Иннокентьевна"),
    ("Казбекович", "Казбековна"), ("Ильнарович", "Ильнаровна"), ("Искандерович", "Искандеровна"),
    ("Авенирович", "Авенировна"), ("Виленович", "Виленовна"), ("Валерьевич", "Валерьевна"),
    ("Владленович", "Владленовна"), ("Мурадович", "Мурадовна"), ("Гавриилович", "Гаврииловна"),
    ("Айдарович", "Айдаровна"),
]  # fmt: skip

# A father's first name gives his children's patronymic.
FATHERS13 = {
    name: pair
    for name, pair in zip(
        ("Евсей", "Любомир", "Иннокентий", "Казбек", "Ильнар", "Искандер", "Авенир", "Вилен"),
        PATRONYMICS13, strict=False,
    )
}  # fmt: skip

# A man called by his patronymic cut short, as workmates and neighbours do.
_PATR_SHORT = {
    "Евсеевич": "Евсеич", "Любомирович": "Любомирыч", "Иннокентьевич": "Иннокентьич",
    "Казбекович": "Казбекыч", "Ильнарович": "Ильнарыч", "Искандерович": "Искандерыч",
    "Авенирович": "Авенирыч", "Виленович": "Виленыч", "Валерьевич": "Валерьич",
    "Владленович": "Владленыч", "Мурадович": "Мурадыч", "Гавриилович": "Гаврилыч",
    "Айдарович": "Айдарыч",
}  # fmt: skip

CITIES13: list[tuple[str, str, str]] = [
    ("Владивосток", "влад", "Vladivostok"), ("Владивосток", "вл-к", "Vladivostok"),
    ("Находка", "нах", "Nakhodka"), ("Уссурийск", "уссур", "Ussuriysk"),
    ("Артём", "артём", "Artem"), ("Арсеньев", "арсеньев", "Arsenyev"),
    ("Партизанск", "партизанск", "Partizansk"), ("Большой Камень", "бк", "Bolshoy Kamen"),
]  # fmt: skip

# The streets of each town (a person's street is drawn from their town's, by the address's own
# digits); streets named by numbers and dates among them.
TOWN_STREETS13: dict[str, list[tuple[str, str, str]]] = {
    "Владивосток": [
        ("ул", "Светланская", "Svetlanskaya"), ("ул", "Русская", "Russkaya"),
        ("пр", "Океанский", "Okeanskiy"), ("ул", "Адмирала Фокина", "Admirala Fokina"),
        ("ул", "Снеговая", "Snegovaya"), ("ул", "Нерчинская", "Nerchinskaya"),
        ("ул", "Черёмуховая", "Cheremukhovaya"), ("ул", "Борисенко", "Borisenko"),
        ("ул", "Котельникова", "Kotelnikova"), ("ул", "1-я Морская", "1-ya Morskaya"),
        ("ул", "Тигровая", "Tigrovaya"), ("ул", "Окатовая", "Okatovaya"),
    ],
    "Находка": [
        ("пр", "Находкинский", "Nakhodkinskiy"), ("ул", "Ленинская", "Leninskaya"),
        ("ул", "Малиновского", "Malinovskogo"), ("пр", "Северный", "Severnyy"),
        ("ул", "25 Октября", "25 Oktyabrya"),
    ],
    "Уссурийск": [
        ("ул", "Некрасова", "Nekrasova"), ("ул", "Чичерина", "Chicherina"),
        ("ул", "Володарского", "Volodarskogo"), ("ул", "Краснознамённая", "Krasnoznamennaya"),
        ("ул", "50 лет ВЛКСМ", "50 let VLKSM"),
    ],
    "Артём": [
        ("ул", "Кирова", "Kirova"), ("ул", "Фрунзе", "Frunze"),
        ("ул", "Интернациональная", "Internatsionalnaya"), ("ул", "1-я Рабочая", "1-ya Rabochaya"),
    ],
    "Арсеньев": [
        ("ул", "Жуковского", "Zhukovskogo"), ("ул", "Октябрьская", "Oktyabrskaya"),
        ("ул", "Калининская", "Kalininskaya"),
    ],
    "Партизанск": [
        ("ул", "Замараева", "Zamaraeva"), ("ул", "Пушкинская", "Pushkinskaya"),
        ("ул", "8 Марта", "8 Marta"),
    ],
    "Большой Камень": [
        ("ул", "Гагарина", "Gagarina"), ("ул", "Карла Маркса", "Karla Marksa"),
        ("ул", "Зелёная", "Zelenaya"),
    ],
}  # fmt: skip
STREETS13 = TOWN_STREETS13["Владивосток"]

# How locals name the town in a chat, and the districts they give instead of a street's part.
_TOWN_CHAT = {
    "Владивосток": ("влад", "вл-к", "вдк", "владик"), "Находка": ("нах", "находка"),
    "Уссурийск": ("уссур", "усс"), "Артём": ("артём", "артем"), "Арсеньев": ("арсеньев",),
    "Партизанск": ("партизанск", "парт-к"), "Большой Камень": ("бк", "б.камень", "Б-Камень"),
}  # fmt: skip
_DISTRICTS = {
    "Владивосток": ("вторая речка", "чуркин", "эгершельд", "тихая", "баляева", "снеговая падь",
                    "патрокл", "столетие"),
    "Находка": ("волна", "рыбный порт"), "Уссурийск": ("слобода", "промзона"),
    "Артём": ("угловое", "центр"), "Арсеньев": ("центр",), "Партизанск": ("лозовый",),
    "Большой Камень": ("центр",),
}  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Владивосток": "690", "Находка": "6929", "Уссурийск": "6925", "Артём": "6927",
         "Арсеньев": "6923", "Партизанск": "6928", "Большой Камень": "6928"}  # fmt: skip

COMPANIES13: list[str] = [
    "ООО «Джапан Авто Лот»", "ООО «Дайв-центр Витязь»", "ООО «Рыбокомбинат Врангель»",
    "ООО «Автовоз ДВ»", "ООО «Крюинг Пасифик»", "ООО «Морские пассажирские линии Приморья»",
]  # fmt: skip

VILLAGES13 = {
    "Владивосток": [("пос.", "Тавричанка", "Надеждинский р-н"),
                    ("пгт", "Славянка", "Хасанский р-н")],
    "Находка": [("пос.", "Ливадия", "Находкинский ГО"), ("пос.", "Врангель", "Находкинский ГО")],
    "Уссурийск": [("с.", "Борисовка", "Уссурийский ГО"), ("с.", "Кроуновка", "Уссурийский ГО")],
    "Артём": [("с.", "Кневичи", "Артёмовский ГО")],
    "Арсеньев": [("с.", "Анучино", "Анучинский МО")],
    "Партизанск": [("с.", "Владимиро-Александровское", "Партизанский МО")],
    "Большой Камень": [("пгт", "Смоляниново", "Шкотовский МО")],
}  # fmt: skip
SNT13 = ("Рыбак-2", "Садгород", "Маяк", "Коммунальник")


@dataclass(frozen=True)
class Person13(Person11):
    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":
            return "-".join(
                surname_form(part, kind, self.gender, case)
                for part, kind in _DOUBLE13[self.surname]
            )
        if self.surname in _IRREGULAR13 and self.gender == "m":
            return _IRREGULAR13[self.surname][CASES.index(case)]
        return super().last(case)


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person13, surnames=SURNAMES13, firsts=FIRST_NAMES13,
                   patronymics=PATRONYMICS13, fathers=FATHERS13)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person13:
    return s.person  # type: ignore[no-any-return]


def sur_i(rng: random.Random, s: Any) -> str:
    """A surname and one initial, as a list or a log writes it."""
    p = _p(s)
    return rng.choice((f"{p.last()} {p.first[0]}.", f"{p.last().upper()} {p.first[0]}.",
                       f"{p.last()} {p.first[0]}", f"{p.first[0]}.{p.last()}"))  # fmt: skip


def caps_first(rng: random.Random, s: Any) -> str:
    """The surname in capitals before the given name and patronymic, as a register prints it."""
    p = _p(s)
    return f"{p.last().upper()} {p.given()} {p.middle()}"


def low(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{p.last()} {p.given()}".lower(), f"{p.given()} {p.last()}".lower(),
                       f"{p.last()} {p.first[0]}{p.middle()[0]}".lower()))  # fmt: skip


def crew(rng: random.Random, s: Any) -> str:
    """A name in a crew list: surname, then given names, in Latin capitals."""
    p = _p(s)
    last, first = icao(p.last()), icao(p.given())
    return rng.choice((f"{last}, {first}", f"{last} {first}", f"{last} {first[0]}.",
                       f"{latin(p.last()).upper()} {latin(p.given()).upper()}"))  # fmt: skip


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name or handle, typed by its owner."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    return rng.choice((f"{dim}_{last}", f"{p.diminutive} {p.last()[0]}.", f"{last}.{dim}",
                       f"{p.given()} {p.last()}"))  # fmt: skip


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Евсеич"); a woman by her patronymic."""
    p = _p(s)
    if p.gender == "m":
        return _PATR_SHORT[p.patronymic[0]]
    return p.middle()


def dim_case(s: Any, case: str) -> str:
    """A diminutive in a case: "Динулю", "с Кирюшей", "у Казика", "Алмазику"."""
    dim, gender = _p(s).diminutive, _p(s).gender
    if case == "nom":
        return dim
    if dim.endswith("ка"):
        return dim[:-1] + ("а", "и", "е", "у", "ой", "е")[CASES.index(case)]
    return round4.first_name_form(dim, gender if dim[-1] in "ая" else "m", case)


NAME_SLOTS13 = {
    "q_sur_io": (r11.f_io, "pd.name"),
    "q_sur_i": (sur_i, "pd.name"),
    "q_caps_first": (caps_first, "pd.name"),
    "q_low": (low, "pd.name"),
    "q_crew": (crew, "pd.name"),
    "q_latin": (r11.lat_full, "pd.name"),
    "q_latin_i": (r11.lat_initial, "pd.name"),
    "q_handle": (handle, "pd.name"),
    "q_spaced": (r11.spaced, "pd.name"),
    "q_boxes": (lambda rng, s: r11.boxes(_p(s).last()), "pd.name"),
    "q_call": (r11.vocative, "pd.name"),
    "q_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "q_patr": (patr_short, "pd.name"),
    "q_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "q_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
    "q_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "q_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN3 = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}. {y}", f"{d:02d} .{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}г",
                       f"{d:02d},{m:02d},{y}", f"{d:02d}.{m:02d}/{y}", f"{d:02d} - {m:02d} - {y}",
                       f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}г"))  # fmt: skip


def dob_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{d}-го {month} {y}", f"{ordinal_gen(d)} {month} {y}",
                       f"{d:02d} {_MON3[m - 1]} {y}", f"{d} {month} {y % 100:02d}-го",
                       f"{d} {month.capitalize()} {y}"))  # fmt: skip


def dob_dm(rng: random.Random, s: Any) -> str:
    d, m, _ = s.birth
    return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}-го {MONTHS[m - 1]}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]}", f"{d:02d}/{m:02d}"))  # fmt: skip


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y % 100:02d}",
                       f"{d:02d} {m:02d} {y}", f"{d} {_MON3[m - 1]} {y}",
                       f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a crew list or a booking system."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}",
                       f"{d:02d} {_MON_EN3[m - 1]} {y}",
                       f"{d:02d}-{_MON_EN3[m - 1].capitalize()}-{y % 100:02d}",
                       f"{d:02d}{_MON_EN3[m - 1]}{y % 100:02d}"))  # fmt: skip


def dob_voice(rng: random.Random, s: Any) -> str:
    """A date of birth said on the phone and typed by a dispatcher as heard."""
    d, m, y = s.birth
    return rng.choice((f"{d} {MONTHS[m - 1]} {y % 100:02d} года", f"{spoken_group(str(d))} "
                       f"{MONTHS[m - 1]} {y}", f"{d}.{m:02d}.{y}"))  # fmt: skip


BIRTH_SLOTS13 = {
    "q_dob": (r11.bday, "pd.birthdate"),
    "q_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "q_dob_odd": (dob_odd, "pd.birthdate"),
    "q_dob_words": (dob_words, "pd.birthdate"),
    "q_dob_dm": (dob_dm, "pd.birthdate"),
    "q_dob_chat": (dob_chat, "pd.birthdate"),
    "q_dob_latin": (dob_latin, "pd.birthdate"),
    "q_dob_voice": (dob_voice, "pd.birthdate"),
    "q_dob_boxes": (r11.bday_box, "pd.birthdate"),
    "q_dob_isodate": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                      "pd.birthdate"),
    "q_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Primorsky krai: its series starts with the region's 05."""
    return "05" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} № {num}", f"{ser}-{num}",
                       f"{ser[:2]} {ser[2:]} {num[:3]} {num[3:]}", f"{ser[:2]}{ser[2:]}  {num}",
                       f"{ser} N{num}"))  # fmt: skip


def seaman(rng: random.Random, s: Any) -> str:
    """A seafarer's identity document (удостоверение личности моряка): MK and seven digits."""
    own = random.Random(s.passport[1] + "ulm")
    return rng.choice((f"MK {own.randint(1000001, 9999999)}", f"MK{own.randint(1000001, 9999999)}"))


_CODES = ("914", "924", "902", "908", "950", "984", "914")


_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}",
                       f"+7({a}){b}-{c}-{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    """A number typed in a chat: often without the country prefix, or run together."""
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"{t[:3]} {t[3:6]} {t[6:]}"))  # fmt: skip


def tel_voice(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return "восемь " + " ".join(spoken_group(g) for g in (t[:3], t[3:6], t[6:8], t[8:]))


CONTACT_SLOTS13 = {
    "q_pass_rf": (passport, "pd.passport"),
    "q_pass_series": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                                 _series(s)[0])), "pd.passport"),
    "q_pass_number": (lambda rng, s: _series(s)[1], "pd.passport"),
    "q_zagran": (r11.zagran, "pd.passport"),
    "q_seaman": (seaman, "pd.passport"),
    # a child's birth certificate number ("II-ВС № 104559"): the child's identity document
    "q_birth_cert": (lambda rng, s: v.non_identifier(rng, 6), "pd.passport"),
    "q_tel": (tel, "pd.contacts"),
    "q_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "q_tel_chat": (tel_chat, "pd.contacts"),
    "q_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "q_tel_voice": (tel_voice, "pd.contacts"),
    "q_mail": (r11.email, "pd.contacts"),
}  # fmt: skip


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер."}
_MARK_LAT = {"ул": "St.", "пр": "Ave.", "пер": "Ln."}
_REGION = "Приморский край"


def _town_street(a: dict[str, str]) -> tuple[str, str, str]:
    streets = TOWN_STREETS13[a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = _POST[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str]) -> str:
    kind, name, _ = _town_street(a)
    return f"{_MARK[kind]} {name}"


def _house(a: dict[str, str]) -> str:
    """A house number, sometimes with a letter as Vladivostok's are ("57а")."""
    return a["house"] + ("а" if a["building"] == "4" else "")


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = _street(a), _house(a), a["flat"], a["city"]
    return rng.choice((
        f"{_index(a)}, {_REGION}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"Приморский край, г.{c}, {st}, дом {h}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}-{f}",
        f"{_REGION}, {c}, {st} {h}, кв.{f}",
    ))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), _house(a), a["flat"], _town_street(a)[1]
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's shorthand, a district, a street in lower case."""
    a = s.address
    name, h, f = _town_street(a)[1].lower(), _house(a), a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    district = rng.choice(_DISTRICTS[a["city"]])
    return rng.choice((f"{town}, {name} {h} кв {f}", f"{town} {name} {h}-{f}",
                       f"{town}, {district}, {name} {h}-{f}", f"{name} {h}/{f}",
                       f"{town} {name} {h} кв{f} {a['building']} подъезд",
                       f"{district} {name} {h} кв {f}"))  # fmt: skip


def adr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES13[a["city"]])
    h = a["house"]
    return rng.choice((f"{_REGION}, {district}, {kind} {village}, ул. Центральная, д. {h}",
                       f"{kind} {village}, ул. Лесная {h}", f"{village.lower()} {h}",
                       f"{district}, {kind} {village}, {h}-{a['flat']}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT13[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"г. {a['city']}, СНТ «{snt}», участок № {a['flat']}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, name = _town_street(a)
    city, h, f = a["city_latin"], latin(_house(a)), a["flat"]
    return rng.choice((f"apt. {f}, {h} {name} {_MARK_LAT[kind]}, {city}, {_index(a)}, Russia",
                       f"{city}, ul. {name} {h}-{f}", f"{name.lower()} {h} kv {f}",
                       f"{h}-{f} {name} {_MARK_LAT[kind]}, {city}, Primorsky Krai",
                       f"{name.upper()} STR {h}-{f} {city.upper()}"))  # fmt: skip


ADDRESS_SLOTS13 = {
    "q_adr": (adr, "pd.address"),
    "q_adr_short": (adr_short, "pd.address"),
    "q_adr_chat": (adr_chat, "pd.address"),
    "q_adr_village": (adr_village, "pd.address"),
    "q_adr_snt": (adr_snt, "pd.address"),
    "q_adr_latin": (adr_latin, "pd.address"),
}

# Values tied to a person that are nobody's data (so they stay unlabelled): the day of a message
# or of a booking, a member's or an animal's number; one per person, so a text repeats it.
PLAIN_PERSON_SLOTS13 = {
    "q_day": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.choice(('06', '07', '08'))}.2026",
              None),
    "q_isoday": (lambda rng, s: f"2026-{rng.choice(('06', '07', '08'))}-{rng.randint(1, 28):02d}",
                 None),
    "q_member": (lambda rng, s: f"{rng.randint(10, 480)}", None),
}  # fmt: skip

PERSON_SLOTS13 = {
    **NAME_SLOTS13, **BIRTH_SLOTS13, **CONTACT_SLOTS13, **ADDRESS_SLOTS13, **PLAIN_PERSON_SLOTS13,
}  # fmt: skip
