"""The places of the seventh held-out round (heldout7.py): towns of the Krasnoyarsk krai with their
postcodes, phone codes, chat names and streets (also streets named by numbers and dates, and the
shorthands locals type), villages, garden co-operatives, Kansk's private sector, and the address
slots that write a person's home from them (kinds start with "ht_")."""

from __future__ import annotations

import random
from typing import Any

CITIES_H7: list[tuple[str, str, str]] = [
    ("Красноярск", "крск", "Krasnoyarsk"), ("Норильск", "норильск", "Norilsk"),
    ("Ачинск", "ачинск", "Achinsk"), ("Канск", "канск", "Kansk"),
    ("Минусинск", "минуса", "Minusinsk"), ("Железногорск", "железка", "Zheleznogorsk"),
    ("Лесосибирск", "лесосиб", "Lesosibirsk"), ("Дивногорск", "дивногорск", "Divnogorsk"),
]  # fmt: skip
INDEX_H7 = {"Красноярск": "660", "Норильск": "663", "Ачинск": "662", "Канск": "663",
            "Минусинск": "662", "Железногорск": "662", "Лесосибирск": "662",
            "Дивногорск": "663"}  # fmt: skip
CODE_H7 = {"Красноярск": "391", "Норильск": "3919", "Ачинск": "39151", "Канск": "39161",
           "Минусинск": "39132", "Железногорск": "3919", "Лесосибирск": "39145",
           "Дивногорск": "39144"}  # fmt: skip

# make_address draws a street from here; the address slots write each town's own streets.
STREETS_H7: list[tuple[str, str, str]] = [
    ("ул", "Урванцева", "Urvantseva"), ("ул", "78 Добровольческой Бригады",
     "78 Dobrovolcheskoy Brigady"), ("ул", "Взлётная", "Vzlyotnaya"),
    ("ул", "60 лет Октября", "60 let Oktyabrya"), ("ул", "Талнахская", "Talnakhskaya"),
]  # fmt: skip
# Each town's streets: (kind, name, Latin, the name as locals type it in a chat).
TOWN_STREETS: dict[str, list[tuple[str, str, str, str]]] = {
    "Красноярск": [
        ("ул", "Урванцева", "Urvantseva", "урванцева"),
        ("ул", "78 Добровольческой Бригады", "78 Dobrovolcheskoy Brigady", "78 ДБ"),
        ("ул", "Взлётная", "Vzlyotnaya", "взлетная"),
        ("ул", "60 лет Октября", "60 let Oktyabrya", "60 лет октября"),
        ("пр", "имени газеты «Красноярский рабочий»", "im. gazety Krasnoyarskiy Rabochiy",
         "красраб"),
        ("ул", "Партизана Железняка", "Partizana Zheleznyaka", "партизана железняка"),
        ("ул", "Академика Киренского", "Akademika Kirenskogo", "киренского"),
        ("ул", "Судостроительная", "Sudostroitelnaya", "судостроительная"),
    ],
    "Норильск": [
        ("ул", "Талнахская", "Talnakhskaya", "талнахская"),
        ("ул", "Лауреатов", "Laureatov", "лауреатов"),
        ("ул", "Бегичева", "Begicheva", "бегичева"),
        ("ул", "Хантайская", "Khantayskaya", "хантайская"),
    ],
    "Ачинск": [("ул", "Кравченко", "Kravchenko", "кравченко"),
               ("мкр", "3-й", "3 mkr", "3 мкр")],
    "Канск": [("ул", "5-й Городок", "5-y Gorodok", "5 городок"),
              ("ул", "Эйдемана", "Eydemana", "эйдемана")],
    "Минусинск": [("ул", "Штабная", "Shtabnaya", "штабная"),
                  ("ул", "Абаканская", "Abakanskaya", "абаканская")],
    "Железногорск": [("ул", "60 лет ВЛКСМ", "60 let VLKSM", "60 лет влксм"),
                     ("ул", "Курчатова", "Kurchatova", "курчатова")],
    "Лесосибирск": [("ул", "Привокзальная", "Privokzalnaya", "привокзальная"),
                    ("мкр", "5-й", "5 mkr", "5 мкр")],
    "Дивногорск": [("ул", "Бочкина", "Bochkina", "бочкина"),
                   ("ул", "Набережная им. Ленина", "Naberezhnaya im. Lenina", "набережная")],
}  # fmt: skip


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "мкр": "мкр."}
_WORD = {"ул": "улица", "пр": "проспект", "мкр": "микрорайон"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "мкр": "mkr."}
_VILLAGES = (
    ("с.", "Шушенское", "Шушенский р-н"), ("пгт", "Берёзовка", "Берёзовский р-н"),
    ("с.", "Ермаковское", "Ермаковский р-н"), ("д.", "Овсянка", "Манский р-н"),
    ("с.", "Емельяново", "Емельяновский р-н"), ("пгт", "Курагино", "Курагинский р-н"),
    ("с.", "Большая Мурта", "Большемуртинский р-н"),
)  # fmt: skip
_VILLAGE_STREETS = ("Центральная", "Енисейская", "Кедровая", "Набережная", "Партизанская")
_SNT = ("Удачный", "Ветеран-2", "Рассвет", "Кедровый", "Енисей")


def town_street(a: dict[str, str]) -> tuple[str, str, str, str]:
    """The street of a person's town (a fixed pick from its list, so a text writes one)."""
    streets = TOWN_STREETS[a["city"]]
    return streets[int(a["house"]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    return INDEX_H7[a["city"]] + a["index"][-3:]


def _street(a: dict[str, str]) -> str:
    kind, name, _, _ = town_street(a)
    return f"{name} мкр." if kind == "мкр" else f"{_MARK[kind]} {name}"


def _addr(rng: random.Random, s: Any) -> str:
    a = s.address
    c, h, f, k = a["city"], a["house"], a["flat"], a["building"]
    kind, name, _, _ = town_street(a)
    st = _street(a)
    return rng.choice((
        f"{_index(a)}, Красноярский край, г. {c}, {st}, д. {h}, кв. {f}",
        f"Красноярский край, г. {c}, {st}, д.{h}, кв.{f}",
        f"г. {c}, {_WORD[kind]} {name}, дом {h}, квартира {f}",
        f"г. {c}, {st}, д. {h}, корп. {k}, кв. {f}", f"{_index(a)} {c} {st} {h}-{f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, name, _, _ = town_street(a)
    name = f"{name} мкр" if kind == "мкр" else name
    h, f = a["house"], a["flat"]
    return rng.choice((f"{_street(a)}, {h}-{f}", f"{name} {h}-{f}", f"{_street(a)} {h}/{f}",
                       f"{name}, д {h} кв {f}"))  # fmt: skip


def _addr_chat(rng: random.Random, s: Any) -> str:
    a = s.address
    _, _, _, chat = town_street(a)
    cs, h, f, k = a["city_short"], a["house"], a["flat"], a["building"]
    if cs == "крск" and rng.random() < 0.4:
        cs = "крас"
    return rng.choice(
        (
            f"{cs} {chat} {h} кв {f}",
            f"{chat} {h}-{f}",
            f"{cs}, {chat} {h}-{f}, {k} подъезд",
            f"{chat} {h} кв.{f} ({cs})",
            f"{cs} {chat} д{h} кв{f}",
        )
    )


def _addr_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    return f"{_index(a)}, Красноярский край, г. {a['city']}\n{_street(a)}, д. {a['house']}, " + (
        f"кв. {a['flat']}"
    )


# The private sector of Kansk, where the round's coal yard delivers.
_KANSK_HOUSES = (("ул.", "Луговая"), ("ул.", "Заречная"), ("пер.", "Кооперативный"),
                 ("ул.", "1-я Подгорная"), ("ул.", "Трудовая"))  # fmt: skip


def _addr_house(rng: random.Random, s: Any) -> str:
    """A private house in Kansk's private sector: no flat."""
    a = s.address
    mark, name = _KANSK_HOUSES[int(a["flat"]) % len(_KANSK_HOUSES)]
    h = str(int(a["house"]) % 97 + 1)
    return rng.choice((f"г. Канск, {mark} {name}, д. {h}", f"канск {name.lower()} {h}",
                       f"{name} {h}, частный дом", f"{mark} {name}, {h}"))  # fmt: skip


def _addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(_VILLAGES)
    street, h = rng.choice(_VILLAGE_STREETS), str(int(a["flat"]) % 73 + 1)
    return rng.choice((
        f"Красноярский край, {district}, {kind} {village}, ул. {street}, д. {h}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()}, {street.lower()} {h}",
        f"{kind}{village} {district} ул.{street} д.{h}",
    ))  # fmt: skip


def _addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, plot = rng.choice(_SNT), str(int(a["house"]) * 7 % 310 + 3)
    return rng.choice(
        (
            f"СНТ «{snt}», участок {plot}",
            f"снт {snt.lower()} уч {plot}",
            f"Емельяновский р-н, СНТ «{snt}», ул. {a['building']}-я, уч. {plot}",
        )
    )


def _addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, lat, _ = town_street(a)
    city, h, f = a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{city}, {_MARK_LAT[kind]} {lat} {h}-{f}",
        f"apt. {f}, {h} {lat} St., {city}, Krasnoyarsk Krai, Russia {_index(a)}",
        f"{_MARK_LAT[kind]} {lat}, d. {h}, kv. {f}, g. {city}",
        f"{city.upper()} {lat.upper()} {h} {f}",
    ))  # fmt: skip


ADDRESS_SLOTS_H7 = {
    "ht_addr": (_addr, "pd.address"),
    "ht_addr_short": (_addr_short, "pd.address"),
    "ht_addr_chat": (_addr_chat, "pd.address"),
    "ht_addr_lines": (_addr_lines, "pd.address"),
    "ht_addr_house": (_addr_house, "pd.address"),
    "ht_addr_village": (_addr_village, "pd.address"),
    "ht_addr_snt": (_addr_snt, "pd.address"),
    "ht_addr_lat": (_addr_lat, "pd.address"),
}
