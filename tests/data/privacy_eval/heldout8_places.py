"""The places of the eighth held-out round (heldout8.py): towns of the Perm krai with their
postcodes, phone codes, chat names and streets (also streets named by numbers and dates, and the
districts locals name instead of the town: `мотовиха`, `закамск`, `пермь-2`, `гайва`), villages,
garden co-operatives, private houses, and the address slots that write a person's home from them
(kinds start with "hu_")."""

from __future__ import annotations

import random
from typing import Any

CITIES_H8: list[tuple[str, str, str]] = [
    ("Пермь", "пермь", "Perm"), ("Соликамск", "соликамск", "Solikamsk"),
    ("Березники", "берики", "Berezniki"), ("Чайковский", "чайковский", "Chaykovsky"),
    ("Кунгур", "кунгур", "Kungur"), ("Лысьва", "лысьва", "Lysva"),
    ("Краснокамск", "ккамск", "Krasnokamsk"), ("Чусовой", "чусовой", "Chusovoy"),
]  # fmt: skip
# The postcode's head: Perm's three digits, the other towns' four.
INDEX_H8 = {"Пермь": "614", "Соликамск": "6185", "Березники": "6184", "Чайковский": "6177",
            "Кунгур": "6174", "Лысьва": "6189", "Краснокамск": "6170",
            "Чусовой": "6182"}  # fmt: skip
CODE_H8 = {"Пермь": "342", "Соликамск": "34253", "Березники": "3424", "Чайковский": "34241",
           "Кунгур": "34271", "Лысьва": "34249", "Краснокамск": "34273",
           "Чусовой": "34256"}  # fmt: skip

# make_address draws a street from here; the address slots write each town's own streets.
STREETS_H8: list[tuple[str, str, str]] = [
    ("ул", "Уральская", "Uralskaya"), ("ул", "25 Октября", "25 Oktyabrya"),
    ("ул", "Пятилетки", "Pyatiletki"), ("ул", "20-летия Победы", "20-letiya Pobedy"),
    ("ул", "Смышляева", "Smyshlyaeva"),
]  # fmt: skip
# Each town's streets: (kind, name, Latin, the name as locals type it, the district they name
# instead of the town, if any).
TOWN_STREETS: dict[str, list[tuple[str, str, str, str, str]]] = {
    "Пермь": [
        ("ул", "Уральская", "Uralskaya", "уральская", "мотовиха"),
        ("ул", "Маршала Рыбалко", "Marshala Rybalko", "рыбалко", "закамск"),
        ("ул", "25 Октября", "25 Oktyabrya", "25 октября", ""),
        ("ул", "1-я Красноармейская", "1-ya Krasnoarmeyskaya", "1я красноармейская", "пермь-2"),
        ("ул", "Писарева", "Pisareva", "писарева", "пермь-2"),
        ("ул", "Гайвинская", "Gayvinskaya", "гайвинская", "гайва"),
        ("ш", "Космонавтов", "Kosmonavtov", "шоссе космонавтов", ""),
        ("ул", "Кировоградская", "Kirovogradskaya", "кировоградская", "закамск"),
        ("ул", "Металлистов", "Metallistov", "металлистов", "мотовиха"),
    ],
    "Соликамск": [
        ("ул", "20-летия Победы", "20-letiya Pobedy", "20 лет победы", ""),
        ("ул", "Калийная", "Kaliynaya", "калийная", ""),
        ("ул", "Северная", "Severnaya", "северная", "клестовка"),
    ],
    "Березники": [
        ("ул", "Пятилетки", "Pyatiletki", "пятилетки", ""),
        ("пр", "Советский", "Sovetskiy", "советский", ""),
        ("ул", "Юбилейная", "Yubileynaya", "юбилейная", ""),
        ("ул", "Ломоносова", "Lomonosova", "ломоносова", ""),
    ],
    "Чайковский": [
        ("бр", "Приморский", "Primorskiy", "приморский", ""),
        ("ул", "Вокзальная", "Vokzalnaya", "вокзальная", ""),
        ("ул", "Сосновая", "Sosnovaya", "сосновая", ""),
    ],
    "Кунгур": [
        ("ул", "Гоголя", "Gogolya", "гоголя", ""),
        ("ул", "1 Мая", "1 Maya", "1 мая", ""),
        ("ул", "Голованова", "Golovanova", "голованова", ""),
    ],
    "Лысьва": [
        ("ул", "Смышляева", "Smyshlyaeva", "смышляева", ""),
        ("ул", "Коммунаров", "Kommunarov", "коммунаров", ""),
    ],
    "Краснокамск": [
        ("пр", "Маяковского", "Mayakovskogo", "маяковского", ""),
        ("ул", "10-й Пятилетки", "10-y Pyatiletki", "10 пятилетки", ""),
        ("ул", "Шоссейная", "Shosseynaya", "шоссейная", ""),
    ],
    "Чусовой": [
        ("ул", "Матросова", "Matrosova", "матросова", ""),
        ("ул", "Коминтерна", "Kominterna", "коминтерна", ""),
        ("ул", "Мира", "Mira", "мира", ""),
    ],
}  # fmt: skip


def town_of(city: str) -> dict[str, str]:
    """The town keys of a person's address, for a situation whose people live in one town."""
    name, short, lat = next(c for c in CITIES_H8 if c[0] == city)
    return {"city": name, "city_short": short, "city_latin": lat}


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "ш": "ш.", "бр": "б-р"}
_WORD = {"ул": "улица", "пр": "проспект", "ш": "шоссе", "бр": "бульвар"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "ш": "sh.", "бр": "bul."}
_VILLAGES = (
    ("д.", "Кондратово", "Пермский р-н"), ("с.", "Усть-Качка", "Пермский р-н"),
    ("пгт", "Полазна", "Добрянский г.о."), ("с.", "Орда", "Ординский м.о."),
    ("с.", "Нердва", "Карагайский м.о."), ("пгт", "Ильинский", "Ильинский г.о."),
    ("с.", "Юго-Камский", "Пермский р-н"),
)  # fmt: skip
_VILLAGE_STREETS = ("Советская", "Школьная", "Заречная", "Полевая", "Луговая", "Камская")
_SNT = ("Калийщик", "Химик-2", "Уралец", "Сосновый бор", "Прикамье")


def town_street(a: dict[str, str]) -> tuple[str, str, str, str, str]:
    """The street of a person's town (a fixed pick from its list, so a text writes one)."""
    streets = TOWN_STREETS[a["city"]]
    return streets[int(a["house"]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = INDEX_H8[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str]) -> str:
    kind, name, _, _, _ = town_street(a)
    if name.endswith(("ий", "ый")):  # "Советский пр-т", "Приморский б-р"
        return f"{name} {_MARK[kind]}"
    return f"{_MARK[kind]} {name}"


def _addr(rng: random.Random, s: Any) -> str:
    a = s.address
    c, h, f, k = a["city"], a["house"], a["flat"], a["building"]
    kind, name, _, _, _ = town_street(a)
    st = _street(a)
    return rng.choice((
        f"{_index(a)}, Пермский край, г. {c}, {st}, д. {h}, кв. {f}",
        f"Пермский край, г.{c}, {st}, д.{h}, кв.{f}",
        f"г. {c}, {_WORD[kind]} {name}, дом {h}, квартира {f}",
        f"г. {c}, {st}, д. {h}/{k}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}-{f}",
        f"Пермский край, {c}, {st}, {h}, кв {f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    _, name, _, _, _ = town_street(a)
    h, f = a["house"], a["flat"]
    return rng.choice((f"{_street(a)}, {h}-{f}", f"{name} {h}-{f}", f"{_street(a)} д.{h} кв.{f}",
                       f"{name}, {h} - {f}", f"{_street(a)} {h} кв {f}"))  # fmt: skip


def _addr_chat(rng: random.Random, s: Any) -> str:
    """As locals type it: Perm's people name the district, not the town."""
    a = s.address
    _, _, _, chat, district = town_street(a)
    where = district or a["city_short"]
    h, f, k = a["house"], a["flat"], a["building"]
    return rng.choice(
        (
            f"{where}, {chat} {h}-{f}",
            f"{chat} {h} кв {f} ({where})",
            f"{where} {chat} {h}/{f}",
            f"{chat} {h}, {k} подъезд, кв {f}",
            f"{where} {chat} д{h} кв{f}",
        )
    )


def _addr_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    return f"{_index(a)}, Пермский край, г. {a['city']},\n{_street(a)}, д. {a['house']}, " + (
        f"кв. {a['flat']}"
    )


_UNITS = ("", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
_TEENS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
          "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")  # fmt: skip
_TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
         "восемьдесят", "девяносто")  # fmt: skip
_HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
             "восемьсот", "девятьсот")  # fmt: skip


def number_words(n: int) -> str:
    """A number 1..999 in words, as speech recognition writes one said aloud."""
    hundreds, rest = divmod(n, 100)
    words = [_HUNDREDS[hundreds]]
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    else:
        words += [_TENS[rest // 10], _UNITS[rest % 10]]
    return " ".join(w for w in words if w)


def _addr_spoken(rng: random.Random, s: Any) -> str:
    """An address said aloud and written down by speech recognition."""
    a = s.address
    _, _, _, chat, district = town_street(a)
    h, f = number_words(int(a["house"])), number_words(int(a["flat"]))
    town = a["city"].lower()
    return rng.choice((f"{town} улица {chat} дом {h} квартира {f}",
                       f"{district or town} {chat} {h} квартира {f}"))  # fmt: skip


# Private houses: the slot writes one of the person's town's private-sector streets.
_HOUSES = (("ул.", "Труда"), ("пер.", "Овражный"), ("ул.", "Зелёная"),
           ("ул.", "2-я Пролетарская"), ("ул.", "Береговая"))  # fmt: skip


def _addr_house(rng: random.Random, s: Any) -> str:
    """A private house: no flat."""
    a = s.address
    mark, name = _HOUSES[int(a["flat"]) % len(_HOUSES)]
    h, c = str(int(a["house"]) % 89 + 1), a["city"]
    return rng.choice((f"г. {c}, {mark} {name}, д. {h}", f"{c.lower()} {name.lower()} {h}",
                       f"{mark} {name}, {h} (частный дом)", f"{c}, {name}, {h}"))  # fmt: skip


def _addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = _VILLAGES[int(a["house"]) % len(_VILLAGES)]
    street = _VILLAGE_STREETS[int(a["flat"]) % len(_VILLAGE_STREETS)]
    h = str(int(a["flat"]) % 67 + 1)
    return rng.choice((
        f"Пермский край, {district}, {kind} {village}, ул. {street}, д. {h}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()}, {street.lower()} {h}",
        f"{kind}{village}, {district}, ул.{street}, д.{h}",
    ))  # fmt: skip


def _addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, plot = _SNT[int(a["building"]) % len(_SNT)], str(int(a["house"]) * 3 % 280 + 4)
    return rng.choice(
        (
            f"СНТ «{snt}», участок № {plot}",
            f"снт {snt.lower()} уч {plot}",
            f"Пермский край, {a['city']}, СНТ «{snt}», уч. {plot}",
        )
    )


def _addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, lat, _, _ = town_street(a)
    city, h, f = a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{city}, {_MARK_LAT[kind]} {lat} {h}-{f}",
        f"apt. {f}, {h} {lat} St., {city}, Perm Krai, Russia {_index(a)}",
        f"{lat} str. {h} kv {f}, {city}",
        f"{city.upper()} {lat.upper()} {h}-{f}",
    ))  # fmt: skip


ADDRESS_SLOTS_H8 = {
    "hu_addr": (_addr, "pd.address"),
    "hu_addr_short": (_addr_short, "pd.address"),
    "hu_addr_chat": (_addr_chat, "pd.address"),
    "hu_addr_lines": (_addr_lines, "pd.address"),
    "hu_addr_spoken": (_addr_spoken, "pd.address"),
    "hu_addr_house": (_addr_house, "pd.address"),
    "hu_addr_village": (_addr_village, "pd.address"),
    "hu_addr_snt": (_addr_snt, "pd.address"),
    "hu_addr_lat": (_addr_lat, "pd.address"),
}
