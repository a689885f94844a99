"""Dev texts of the eleventh round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Arkhangelsk region: a mobile operator's SIM-card contract and its support chat, an extract of the
state register (ЕГРН) of a flat with several owners and a realtor's letter and notes about its
sale, a motor insurance (ОСАГО) application with its drivers and the policy forwarded from
Outlook, a dentist's patient card, day notes and Telegram booking bot, a statement to the police
and a district officer's notes, a foreign citizen's notice of arrival filled in by the host, a
school's parents' WhatsApp chat, a seller's chat on a classifieds site, a chat typed in
transliteration, a registry office's marriage application, a funeral agency's order and notes, a
seafarer's CV in English, a tour operator's passenger list in Latin, a gym's access log in CSV
and a library's reader card. The frames are in round11_frames.py, the organisation values and
unlabelled numbers in round11_org.py.

Its pool is new (no word of a name occurs in another round of either split) and every word of a
name begins with a letter from А to М (a held-out round written at the same time takes the
others). A situation says who its people are (`kin` share person 1's surname and home, a
`spouse` is of the other gender, `men`/`women`, `years` of birth, `children` bear their
father's name as patronymic, `foreign` citizens of Kyrgyzstan), as in rounds 8-10, and the range
of its amounts (`sums`, `part`). Its slots start with `k_`.
It draws from its own seeded generator (`16-dev11`), so the earlier texts stay byte for byte
what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import round4
from people import MONTHS, Person, latin, surname_form
from round11_frames import FRAMES11
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for
from round_kit import mobile, ordinal_gen, pick_person

__all__ = ["FRAMES11"]

SURNAMES11: list[tuple[str, str]] = [
    ("Аншуков", "ov"), ("Бажуков", "ov"), ("Кокорин", "ov"), ("Личутин", "ov"),
    ("Анциферов", "ov"), ("Малыгин", "ov"), ("Амосов", "ov"), ("Дурынин", "ov"),
    ("Едемский", "sky"), ("Заборский", "sky"), ("Корельский", "sky"), ("Косых", "indecl"),
    ("Горелых", "indecl"), ("Боровко", "indecl"), ("Левошко", "indecl"), ("Мелконян", "noun"),
    ("Морошка", "a"), ("Кочерга", "a"), ("Бекас", "noun"),
]  # fmt: skip

FIRST_NAMES11: list[tuple[str, str, str]] = [
    ("Авдей", "m", "Авдюша"), ("Варлам", "m", "Варлаша"), ("Евграф", "m", "Евграша"),
    ("Евстигней", "m", "Евстюша"), ("Касьян", "m", "Касьянушка"), ("Кондрат", "m", "Кондраша"),
    ("Куприян", "m", "Купа"), ("Лаврентий", "m", "Лавруша"), ("Лонгин", "m", "Лоня"),
    ("Венедикт", "m", "Веня"), ("Аким", "m", "Акимка"), ("Викентий", "m", "Кеша"),
    ("Аграфена", "f", "Груня"), ("Акулина", "f", "Акуля"), ("Евлампия", "f", "Лампа"),
    ("Лукерья", "f", "Луша"), ("Маланья", "f", "Малаша"), ("Матрёна", "f", "Мотя"),
    ("Клеопатра", "f", "Клёпа"), ("Анфиса", "f", "Анфиска"), ("Анисья", "f", "Анисьюшка"),
    ("Дорофея", "f", "Дора"), ("Домна", "f", "Домнушка"), ("Магдалина", "f", "Магда"),
]  # fmt: skip

PATRONYMICS11: list[tuple[str, str]] = [
    ("Варламович", "Варламовна"), ("Ермолаевич", "Ермолаевна"), ("Евстигнеевич", "Евстигнеевна"),
    ("Кондратьевич", "Кондратьевна"), ("Куприянович", "Куприяновна"),
    ("Лаврентьевич", "Лаврентьевна"), ("Лонгинович", "Лонгиновна"), ("Власьевич", "Власьевна"),
    ("Анфимович", "Анфимовна"), ("Акимович", "Акимовна"), ("Венедиктович", "Венедиктовна"),
]  # fmt: skip

# The first names whose patronymic is in the pool: a father's, so his children's is his name's.
FATHERS11 = {
    "Варлам": PATRONYMICS11[0], "Евстигней": PATRONYMICS11[2], "Кондрат": PATRONYMICS11[3],
    "Куприян": PATRONYMICS11[4], "Лаврентий": PATRONYMICS11[5], "Лонгин": PATRONYMICS11[6],
    "Аким": PATRONYMICS11[9], "Венедикт": PATRONYMICS11[10],
}  # fmt: skip

# Citizens of Kyrgyzstan for the notice of arrival: women's names in a consonant do not decline.
FOREIGN_SURNAMES11 = [("Бейшеналиев", "ov"), ("Абдыкадыров", "ov"), ("Дооронбеков", "ov"),
                      ("Калыбеков", "ov")]  # fmt: skip
FOREIGN_FIRSTS11 = [("Медер", "m", "Медер"), ("Адилет", "m", "Адилет"), ("Досбол", "m", "Досбол"),
                    ("Бегимай", "f", "Бегимай"), ("Каныкей", "f", "Каныкей"),
                    ("Айзирек", "f", "Айзирек")]  # fmt: skip
FOREIGN_PATRONYMICS11 = [("Канатбекович", "Канатбековна"), ("Дастанбекович", "Дастанбековна"),
                         ("Бакытбекович", "Бакытбековна")]  # fmt: skip

CITIES11: list[tuple[str, str, str]] = [
    ("Архангельск", "арх", "Arkhangelsk"), ("Северодвинск", "сдвк", "Severodvinsk"),
    ("Котлас", "котлас", "Kotlas"), ("Новодвинск", "новодвинск", "Novodvinsk"),
    ("Вельск", "вельск", "Velsk"), ("Каргополь", "каргополь", "Kargopol"),
]  # fmt: skip

STREETS11: list[tuple[str, str, str]] = [
    ("пр", "Троицкий", "Troitskiy"), ("пр", "Ломоносова", "Lomonosova"),
    ("ул", "Воскресенская", "Voskresenskaya"), ("наб", "Северной Двины", "Severnoy Dviny"),
    ("ул", "23-й Гвардейской Дивизии", "23-y Gvardeyskoy Divizii"), ("ул", "Тимме", "Timme"),
    ("пр", "Морской", "Morskoy"), ("ул", "Поморская", "Pomorskaya"),
    ("ул", "40 лет Великой Победы", "40 let Velikoy Pobedy"), ("ул", "Мелентьева", "Melenteva"),
    ("ул", "Выучейского", "Vyucheyskogo"), ("пер", "3-й Рабочий", "3-y Rabochiy"),
]  # fmt: skip

COMPANIES11: list[str] = [
    "ООО «Беломор Телеком»", "АО «СК Двина-Полис»", "ООО «Стоматология Жемчуг»",
    "ООО «Ритуальная служба Память»", "ООО «Туроператор Северное сияние»",
    "ООО «Фитнес Помор»",
]  # fmt: skip

VILLAGES11 = {
    "Архангельск": [("с.", "Холмогоры", "Холмогорский р-н"), ("д.", "Лявля", "Приморский р-н")],
    "Северодвинск": [("пос.", "Уемский", "Приморский р-н")],
    "Котлас": [("пос.", "Приводино", "Котласский р-н")],
    "Новодвинск": [("д.", "Лявля", "Приморский р-н")],
    "Вельск": [("д.", "Пежма", "Вельский р-н")],
    "Каргополь": [("с.", "Ошевенск", "Каргопольский р-н")],
}  # fmt: skip
SNT11 = ("Ягодник", "Север", "Двина-2", "Лесная поляна")


@dataclass(frozen=True)
class Person11(Person):
    def given(self, case: str = "nom") -> str:
        if self.gender == "f" and not self.first.endswith(("а", "я")):
            return self.first  # Бегимай, Айзирек
        return round4.first_name_form(self.first, self.gender, case)


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> Person11:
    """Person `index` of a situation (round_kit.pick_person); `foreign` come from the Kyrgyz
    pool."""
    foreign = index in situation.get("foreign", ())
    return pick_person(rng, index, situation, people, make=Person11,
                        surnames=FOREIGN_SURNAMES11 if foreign else SURNAMES11,
                        firsts=FOREIGN_FIRSTS11 if foreign else FIRST_NAMES11,
                        patronymics=FOREIGN_PATRONYMICS11 if foreign else PATRONYMICS11,
                        fathers=FATHERS11)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person11:
    return s.person  # type: ignore[no-any-return]


_ICAO = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ъ": "ie", "ы": "y", "ь": "", "э": "e", "ю": "iu", "я": "ia",
}  # fmt: skip


def icao(text: str) -> str:
    """The transliteration of a Russian passport since 2013, in capitals: "LUKERIA"."""
    return "".join(_ICAO.get(ch, ch) for ch in text.lower()).upper()


def f_io(rng: random.Random, s: Any) -> str:
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{last.upper()} {f}.{m}.",
                       f"{last} {f}{m}", f"{f}.{m}. {last}"))  # fmt: skip


def spaced(rng: random.Random, s: Any) -> str:
    """A full name written into a scanned form's boxes, a letter a box."""
    words = [_p(s).last(), _p(s).given(), _p(s).middle()]
    return "   ".join(" ".join(w.upper()) for w in words)


def lat_full(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((latin(f"{p.given()} {p.middle()} {p.last()}"),
                       icao(f"{p.last()} {p.given()} {p.middle()}"),
                       latin(f"{p.last()} {p.given()} {p.middle()}")))  # fmt: skip


def lat_initial(rng: random.Random, s: Any) -> str:
    p = _p(s)
    last, first = latin(p.last()), latin(p.first)
    mid = latin(p.middle())[0]
    return rng.choice((f"{last} {first[0]}.", f"{first[0]}. {last}", f"{last} {first[0]}.{mid}.",
                       f"{first} {last}"))  # fmt: skip


def lat_chat(rng: random.Random, s: Any) -> str:
    """How a person types their own name in a transliterated chat."""
    p = _p(s)
    dim, first, last = latin(p.diminutive), latin(p.first), latin(p.last())
    return rng.choice((f"{dim} {last}", f"{dim.lower()} {last.lower()}", f"{first} {last}",
                       f"{dim} {last[0]}."))  # fmt: skip


def vocative(rng: random.Random, s: Any) -> str:
    """A diminutive's new vocative: "Луш", "Кондраш", "Грунь", "Лонь" (lower case or not)."""
    dim = _p(s).diminutive
    if dim.endswith("я") and dim[-2] not in "аеёиоуыэюя":
        short = dim[:-1] + "ь"
    elif dim.endswith("а") and not dim.endswith("ка") and len(dim) > 3:
        short = dim[:-1]
    else:
        short = dim
    return rng.choice((short, short.lower()))


def wife_surname(rng: random.Random, s: Any) -> str:
    """The husband's surname as his wife will bear it."""
    p = _p(s)
    return surname_form(p.surname, p.paradigm, "f", "nom")


def boxes(word: str) -> str:
    return " ".join(word.upper())


NAME_SLOTS11 = {
    "k_f_io": (f_io, "pd.name"),
    "k_spaced": (spaced, "pd.name"),
    "k_box_f": (lambda rng, s: boxes(_p(s).last()), "pd.name"),
    "k_box_i": (lambda rng, s: boxes(_p(s).given()), "pd.name"),
    "k_box_o": (lambda rng, s: boxes(_p(s).middle()), "pd.name"),
    "k_icao": (lambda rng, s: icao(f"{_p(s).last()} {_p(s).given()}"), "pd.name"),
    "k_icao_f": (lambda rng, s: icao(_p(s).last()), "pd.name"),
    "k_icao_i": (lambda rng, s: icao(_p(s).given()), "pd.name"),
    "k_lat_full": (lat_full, "pd.name"),
    "k_lat_fi": (lat_initial, "pd.name"),
    "k_lat_chat": (lat_chat, "pd.name"),
    "k_lat_dim": (lambda rng, s: rng.choice((latin(_p(s).diminutive),
                                             latin(_p(s).diminutive).lower())), "pd.name"),
    "k_voc": (vocative, "pd.name"),
    "k_wife": (wife_surname, "pd.name"),
    "k_dimf": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip


def bday(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}.{m:02d}.{y}",
                       f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"))  # fmt: skip


def bday_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}..{m:02d}.{y}", f"{d:02d} {m:02d} {y}", f"{d:02d},{m:02d}.{y}",
                       f"{d:02d}.{m:02d},{y}", f"{d:02d}_{m:02d}_{y}", f"{d:02d}. {m:02d}. {y}",
                       f"{d:02d}.{m:02d}.{y}г", f"{d:02d}/{m:02d}.{y}",
                       f"{d:02d} -{m:02d}- {y}"))  # fmt: skip


def bday_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d} {MONTHS[m - 1]} {y}", f"{ordinal_gen(d)} {MONTHS[m - 1]} {y}",
                       f"{d}-го {MONTHS[m - 1]} {y}", f"{d:02d} {MONTHS[m - 1].upper()} {y}",
                       f"{d} {_MON[m - 1]}. {y}"))  # fmt: skip


def bday_dm(rng: random.Random, s: Any) -> str:
    d, m, _ = s.birth
    return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}го {MONTHS[m - 1]}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]}", f"{d}.{m}"))  # fmt: skip


def bday_en(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = _MON_EN[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{month} {d}, {y}", f"{d:02d}.{m:02d}.{y}",
                       f"{d:02d}-{month[:3]}-{y}"))  # fmt: skip


def bday_box(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice(
        (
            " ".join(f"{d:02d}{m:02d}{y}"),
            f"{d:02d} | {m:02d} | {y}",
            f"{' '.join(f'{d:02d}')} . {' '.join(f'{m:02d}')} . {' '.join(str(y))}",
        )
    )


BIRTH_SLOTS11 = {
    "k_bday": (bday, "pd.birthdate"),
    "k_bday_odd": (bday_odd, "pd.birthdate"),
    "k_bday_words": (bday_words, "pd.birthdate"),
    "k_bday_dm": (bday_dm, "pd.birthdate"),
    "k_bday_en": (bday_en, "pd.birthdate"),
    "k_bday_box": (bday_box, "pd.birthdate"),
    "k_bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "k_bday_dot": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "k_bday_mrz": (lambda rng, s: f"{s.birth[0]:02d}{_MON_EN[s.birth[1] - 1][:3].upper()}"
                   f"{s.birth[2]}", "pd.birthdate"),
    "k_bday_lat": (lambda rng, s: rng.choice((
        f"{s.birth[0]} {latin(MONTHS[s.birth[1] - 1])} {s.birth[2]}",
        f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2] % 100:02d}")), "pd.birthdate"),
    "k_year": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Arkhangelsk region: its series starts with the region's 11."""
    return "11" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]}  {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser}№{num}", f"{ser} {num[:3]} {num[3:]}",
                       f"{ser} - {num}", f"{ser[:2]} {ser[2:]}{num}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[0] + s.passport[1])
    ser, num = f"{own.randint(75, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


def kg_passport(rng: random.Random, s: Any) -> str:
    """A passport of Kyrgyzstan: two Latin letters and seven digits."""
    own = random.Random(s.passport[1])
    return f"{own.choice(('AC', 'AN', 'ID'))}{own.randint(1000001, 9999999)}"


_CODES = ("911", "921", "931", "952", "964", "981", "902")


_mobile = partial(mobile, codes=_CODES)


def phone(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}",
                       f"+7 ({a}) {b}{c}{d}"))  # fmt: skip


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}.{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2]}", f"{last}{s.birth[2] % 100:02d}",
                        f"{first}_{last[:4]}"))  # fmt: skip
    return f"{local}@{rng.choice(('mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru'))}"


CONTACT_SLOTS11 = {
    "k_pass": (passport, "pd.passport"),
    "k_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                              _series(s)[0])), "pd.passport"),
    "k_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "k_zagran": (zagran, "pd.passport"),
    "k_kgpass": (kg_passport, "pd.passport"),
    "k_phone": (phone, "pd.contacts"),
    "k_msisdn": (lambda rng, s: phone(rng, s, s.work_phone), "pd.contacts"),
    "k_phone_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "k_phone_intl": (lambda rng, s: rng.choice((f"+7 {_mobile(s.phone)[:3]} {_mobile(s.phone)[3:]}",
                                                f"+7-{_mobile(s.phone)}")), "pd.contacts"),
    "k_email": (email, "pd.contacts"),
}  # fmt: skip


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_LAT = {"ул": "St.", "пр": "Ave.", "пер": "Ln.", "бул": "Blvd.", "ш": "Hwy", "наб": "Emb."}
_REGION = "Архангельская обл."


def _index(a: dict[str, str]) -> str:
    """A postcode of the region (163xxx-165xxx), drawn from the address's own digits."""
    return f"16{3 + int(a['index'][2]) % 3}{a['index'][3:]}"


def _street(a: dict[str, str]) -> str:
    return f"{_MARK[a['kind']]} {a['name']}"


def addr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = _street(a), a["house"], a["flat"], a["city"]
    return rng.choice((
        f"{_index(a)}, {_REGION}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, корп. {a['building']}, кв. {f}",
        f"Архангельская область, г. {c}, {st}, дом {h}, квартира {f}",
        f"{_index(a)}, г. {c}, {st}, {h}-{f}",
    ))  # fmt: skip


def addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), a["house"], a["flat"], a["name"]
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name} {h}/{a['building']}-{f}", f"{st} д{h} кв{f}"))  # fmt: skip


def addr_inf(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f, c = a["name"].lower(), a["house"], a["flat"], a["city_short"]
    return rng.choice((f"{c}, {name} {h} кв {f}", f"{c} {name} {h}-{f}",
                       f"{c}, {name} {h} к{a['building']} кв {f}",
                       f"{name} {h} кв {f}, {a['building']} подъезд",
                       f"г {c} {a['kind']} {name} {h} кв {f}"))  # fmt: skip


def addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES11[a["city"]])
    h = a["house"]
    k = a["building"]
    return rng.choice((f"{_REGION}, {district}, {kind} {village}, ул. Набережная, д. {h}",
                       f"{kind} {village}, д. {h}",
                       f"{district}, {kind} {village}, ул. Полевая, {h}-{k}"))  # fmt: skip


def addr_village_inf(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, _ = rng.choice(VILLAGES11[a["city"]])
    return rng.choice((f"{village.lower()} {a['house']}", f"{kind} {village} {a['house']}",
                       f"{village}, дом {a['house']}"))  # fmt: skip


def addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT11[int(a["building"]) - 1]
    return rng.choice((f"СОТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} {a['building']} "
                       f"линия уч {a['flat']}", f"г. {a['city']}, СНТ «{snt}», участок № "
                       f"{a['flat']}"))  # fmt: skip


def addr_lat(rng: random.Random, s: Any) -> str:
    """A Latin address in a foreign form's order: flat, house, street, town, postcode."""
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    mark = _MARK_LAT[a["kind"]]
    return rng.choice((f"apt. {f}, {h} {name} {mark}, {city}, {_index(a)}, Russian Federation",
                       f"Flat {f}, {h} {name} {mark}, {city} {_index(a)}, Russia",
                       f"{h}-{f} {name} {mark}, {city}, Arkhangelsk Region, Russia"))  # fmt: skip


def addr_lat_csv(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city = a["name_latin"], a["city_latin"]
    return rng.choice((f"{_index(a)} {city} ul {name} d{a['house']} kv{a['flat']}",
                       f"{city} {name} {a['house']}-{a['flat']}",
                       f"{city.upper()} {name.upper()} {a['house']} {a['flat']}"))  # fmt: skip


def addr_lat_chat(rng: random.Random, s: Any) -> str:
    a = s.address
    name = a["name_latin"].lower().replace("ts", "c").replace("iy", "y")
    city = latin(a["city_short"])
    return rng.choice((f"{city}, {name} {a['house']} kv {a['flat']}",
                       f"{name} {a['house']}-{a['flat']}", f"{city} {name} d {a['house']} kv "
                       f"{a['flat']}"))  # fmt: skip


ADDRESS_SLOTS11 = {
    "k_addr": (addr, "pd.address"),
    "k_addr_short": (addr_short, "pd.address"),
    "k_addr_inf": (addr_inf, "pd.address"),
    "k_addr_village": (addr_village, "pd.address"),
    "k_addr_snt": (addr_snt, "pd.address"),
    "k_addr_vil": (addr_village_inf, "pd.address"),
    "k_addr_lat": (addr_lat, "pd.address"),
    "k_addr_lat_csv": (addr_lat_csv, "pd.address"),
    "k_addr_lat_chat": (addr_lat_chat, "pd.address"),
}

# Values tied to a person or a text that are nobody's data (so they stay unlabelled): the day of a
# chat, a gym card, a reader's ticket; one per person, so a text repeats it.
PLAIN_PERSON_SLOTS11 = {
    "k_day": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.choice(('02', '03', '04'))}.26", None),
    "k_isoday": (lambda rng, s: f"2026-{rng.choice(('02', '03', '04'))}-{rng.randint(1, 28):02d}",
                 None),
    "k_card_id": (lambda rng, s: f"{rng.randint(100000, 999999):06d}", None),
}  # fmt: skip

PERSON_SLOTS11 = {
    **NAME_SLOTS11, **BIRTH_SLOTS11, **CONTACT_SLOTS11, **ADDRESS_SLOTS11, **PLAIN_PERSON_SLOTS11,
}  # fmt: skip
