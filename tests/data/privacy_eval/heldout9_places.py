"""The places of the ninth held-out round (heldout9.py): towns of the Voronezh region with their
postcodes, phone codes, chat names and streets (streets named by numbers and by people among
them, and the parts of Voronezh its people name instead of the town: `левый берег`, `северный`,
`машмет`, `юго-запад`), villages, garden co-operatives, private houses, a nuclear town's hostel,
and the address slots that write a person's home from them (kinds start with "vo_")."""

from __future__ import annotations

import random
from typing import Any

from people import latin

CITIES_H9: list[tuple[str, str, str]] = [
    ("Воронеж", "врн", "Voronezh"), ("Борисоглебск", "борисоглебск", "Borisoglebsk"),
    ("Россошь", "россошь", "Rossosh"), ("Лиски", "лиски", "Liski"),
    ("Острогожск", "острогожск", "Ostrogozhsk"), ("Павловск", "павловск", "Pavlovsk"),
    ("Бобров", "бобров", "Bobrov"), ("Нововоронеж", "нвв", "Novovoronezh"),
]  # fmt: skip
# The postcode's head: Voronezh's three digits, the other towns' four.
INDEX_H9 = {"Воронеж": "394", "Борисоглебск": "3971", "Россошь": "3966", "Лиски": "3979",
            "Острогожск": "3978", "Павловск": "3964", "Бобров": "3977",
            "Нововоронеж": "3960"}  # fmt: skip
CODE_H9 = {"Воронеж": "473", "Борисоглебск": "47354", "Россошь": "47396", "Лиски": "47391",
           "Острогожск": "47375", "Павловск": "47362", "Бобров": "47350",
           "Нововоронеж": "47364"}  # fmt: skip

# Each town's streets: (kind, name, Latin, the name as locals type it, the part of the town they
# name instead of the town, if any).
TOWN_STREETS: dict[str, list[tuple[str, str, str, str, str]]] = {
    "Воронеж": [
        ("ул", "Плехановская", "Plekhanovskaya", "плехановская", "центр"),
        ("ул", "Генерала Лизюкова", "Generala Lizyukova", "лизюкова", "северный"),
        ("ул", "45 Стрелковой Дивизии", "45 Strelkovoy Divizii", "45й стрелковой", ""),
        ("пр", "Московский", "Moskovskiy", "московский", "сжм"),
        ("ул", "Южно-Моравская", "Yuzhno-Moravskaya", "южно-моравская", "юго-запад"),
        ("ул", "Остужева", "Ostuzheva", "остужева", "левый берег"),
        ("ул", "60 Армии", "60 Armii", "60 армии", "северный"),
        ("ул", "Беговая", "Begovaya", "беговая", ""),
        ("ул", "Переверткина", "Perevertkina", "переверткина", "машмет"),
        ("ул", "Героев Сибиряков", "Geroev Sibiryakov", "героев сибиряков", "юго-запад"),
    ],
    "Борисоглебск": [
        ("ул", "Народная", "Narodnaya", "народная", ""),
        ("ул", "Третьяковская", "Tretyakovskaya", "третьяковская", ""),
        ("ул", "Свободы", "Svobody", "свободы", ""),
    ],
    "Россошь": [
        ("ул", "Простеева", "Prosteeva", "простеева", ""),
        ("пр", "Труда", "Truda", "пр труда", ""),
        ("ул", "Пролетарская", "Proletarskaya", "пролетарская", ""),
    ],
    "Лиски": [
        ("ул", "Титова", "Titova", "титова", ""),
        ("ул", "40 лет Октября", "40 let Oktyabrya", "40 лет октября", ""),
        ("ул", "Сеченова", "Sechenova", "сеченова", ""),
    ],
    "Острогожск": [
        ("ул", "Прохоренко", "Prokhorenko", "прохоренко", ""),
        ("ул", "Медведовского", "Medvedovskogo", "медведовского", ""),
        ("ул", "Крамского", "Kramskogo", "крамского", ""),
    ],
    "Павловск": [
        ("мкр", "Гранитный", "Granitnyy", "гранитный", ""),
        ("ул", "Куйбышева", "Kuybysheva", "куйбышева", ""),
        ("ул", "Советская", "Sovetskaya", "советская", ""),
    ],
    "Бобров": [
        ("ул", "Кирова", "Kirova", "кирова", ""),
        ("ул", "22 Января", "22 Yanvarya", "22 января", ""),
        ("ул", "Карла Либкнехта", "Karla Libknekhta", "либкнехта", ""),
    ],
    "Нововоронеж": [
        ("ул", "Курчатова", "Kurchatova", "курчатова", ""),
        ("ул", "Космонавтов", "Kosmonavtov", "космонавтов", ""),
        ("ул", "Набережная", "Naberezhnaya", "набережная", ""),
        ("ул", "Молодёжная", "Molodezhnaya", "молодежная", ""),
    ],
}  # fmt: skip
# make_address draws a street from here; the address slots write each town's own streets.
STREETS_H9: list[tuple[str, str, str]] = [
    ("ул", "Плехановская", "Plekhanovskaya"), ("ул", "60 Армии", "60 Armii"),
    ("ул", "Курчатова", "Kurchatova"), ("ул", "22 Января", "22 Yanvarya"),
    ("ул", "Простеева", "Prosteeva"),
]  # fmt: skip


def town_of(city: str) -> dict[str, str]:
    """The town keys of a person's address, for a situation whose people live in one town."""
    name, short, lat = next(c for c in CITIES_H9 if c[0] == city)
    return {"city": name, "city_short": short, "city_latin": lat}


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "мкр": "мкр."}
_WORD = {"ул": "улица", "пр": "проспект", "мкр": "микрорайон"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "мкр": "mkr."}
_VILLAGES = (
    ("с.", "Хреновое", "Бобровский р-н"), ("с.", "Костёнки", "Хохольский р-н"),
    ("рп", "Анна", "Аннинский р-н"), ("с.", "Новая Усмань", "Новоусманский р-н"),
    ("с.", "Верхний Мамон", "Верхнемамонский р-н"), ("с.", "Гвазда", "Бутурлиновский р-н"),
    ("с.", "Старая Криуша", "Петропавловский р-н"), ("х.", "Дивногорье", "Лискинский р-н"),
)  # fmt: skip
_VILLAGE_STREETS = ("Советская", "Школьная", "Садовая", "Заречная", "Колхозная", "Луговая")
_SNT = ("Авиатор", "Энергетик", "Сахарник", "Черёмушки", "Дубрава")


def town_street(a: dict[str, str]) -> tuple[str, str, str, str, str]:
    """The street of a person's town (a fixed pick from its list, so a text writes one)."""
    streets = TOWN_STREETS[a["city"]]
    return streets[int(a["house"]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = INDEX_H9[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str]) -> str:
    kind, name, _, _, _ = town_street(a)
    if kind == "пр" and name.endswith("ий"):  # "Московский пр-т"
        return f"{name} {_MARK[kind]}"
    return f"{_MARK[kind]} {name}"


def _addr(rng: random.Random, s: Any) -> str:
    a = s.address
    c, h, f, k = a["city"], a["house"], a["flat"], a["building"]
    kind, name, _, _, _ = town_street(a)
    st = _street(a)
    return rng.choice((
        f"{_index(a)}, Воронежская обл., г. {c}, {st}, д. {h}, кв. {f}",
        f"Воронежская область, г.{c}, {st}, д.{h}, кв.{f}",
        f"г. {c}, {_WORD[kind]} {name}, дом {h}, квартира {f}",
        f"г. {c}, {st}, д. {h}, корп. {k}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}-{f}",
        f"обл. Воронежская, г. {c}, {st}, дом {h}, кв {f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    _, name, _, _, _ = town_street(a)
    h, f = a["house"], a["flat"]
    return rng.choice((f"{_street(a)}, {h}-{f}", f"{name} {h}-{f}", f"{_street(a)} д.{h} кв.{f}",
                       f"{name}, д. {h}, кв. {f}", f"{_street(a)} {h}, кв {f}"))  # fmt: skip


def _addr_chat(rng: random.Random, s: Any) -> str:
    """As locals type it: Voronezh's people name the part of the town, not the town."""
    a = s.address
    _, _, _, chat, district = town_street(a)
    where = district or a["city_short"]
    h, f, k = a["house"], a["flat"], a["building"]
    return rng.choice((
        f"{where}, {chat} {h} кв {f}",
        f"{chat} {h}, {k} подъезд, {f} кв ({where})",
        f"{where} {chat} {h}/{f}",
        f"{chat} {h} кв. {f}, {k}й подъезд",
        f"{where}, {chat} д{h} кв{f}",
    ))  # fmt: skip


def _addr_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    return f"{_index(a)}, Воронежская обл., г. {a['city']},\n{_street(a)}, д. {a['house']}, " + (
        f"кв. {a['flat']}"
    )


# Private houses: the slot writes one of the person's town's private-sector streets.
_HOUSES = (("ул.", "Ольховая"), ("пер.", "Кленовый"), ("ул.", "Степная"),
           ("ул.", "2-я Линейная"), ("ул.", "Донская"))  # fmt: skip


def _addr_house(rng: random.Random, s: Any) -> str:
    """A private house: no flat."""
    a = s.address
    mark, name = _HOUSES[int(a["flat"]) % len(_HOUSES)]
    h, c = str(int(a["house"]) % 73 + 1), a["city"]
    return rng.choice((f"г. {c}, {mark} {name}, д. {h}", f"{c.lower()}, {name.lower()} {h}",
                       f"{mark} {name}, {h} (частный сектор)",
                       f"{c}, {mark} {name}, дом {h}"))  # fmt: skip


def _addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = _VILLAGES[int(a["house"]) % len(_VILLAGES)]
    street = _VILLAGE_STREETS[int(a["flat"]) % len(_VILLAGE_STREETS)]
    h = str(int(a["flat"]) % 71 + 1)
    return rng.choice((
        f"Воронежская обл., {district}, {kind} {village}, ул. {street}, д. {h}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()}, {street.lower()} {h}",
        f"{district}, {kind}{village}, ул.{street}, д.{h}",
    ))  # fmt: skip


def _addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, plot = _SNT[int(a["building"]) % len(_SNT)], str(int(a["house"]) * 7 % 310 + 3)
    return rng.choice((
        f"СНТ «{snt}», участок № {plot}",
        f"снт {snt.lower()} уч {plot}",
        f"Воронежская обл., {a['city']}, СНТ «{snt}», уч. {plot}",
    ))  # fmt: skip


def _addr_hostel(rng: random.Random, s: Any) -> str:
    """A room in a hostel of the plant (a young worker's home): a house and a room, no flat."""
    a = s.address
    _, name, _, chat, _ = town_street(a)
    h, room = a["house"], str(int(a["flat"]) % 9 * 100 + int(a["building"]) * 7 + 101)
    return rng.choice((
        f"г. {a['city']}, ул. {name}, д. {h}, ком. {room}",
        f"общежитие, {_street(a)}, {h}, комн. {room}",
        f"{a['city']}, {chat} {h}, к. {room} (общага)",
    ))  # fmt: skip


def _addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, lat, _, _ = town_street(a)
    city, h, f = a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{city}, {_MARK_LAT[kind]} {lat} {h}-{f}",
        f"apt. {f}, {h} {lat} St., {city}, Voronezh Oblast, Russia {_index(a)}",
        f"{lat} str. {h} kv {f}, {city}",
        f"{city.upper()}, {lat.upper()} {h}-{f}",
    ))  # fmt: skip


def _addr_village_lat(rng: random.Random, s: Any) -> str:
    """A village as a form typed in Latin has it."""
    a = s.address
    _, village, _ = _VILLAGES[int(a["house"]) % len(_VILLAGES)]
    street = _VILLAGE_STREETS[int(a["flat"]) % len(_VILLAGE_STREETS)]
    h = str(int(a["flat"]) % 71 + 1)
    return rng.choice((f"s. {latin(village)}, ul. {latin(street)} {h}",
                       f"{latin(village).upper()} {latin(street).upper()} {h}"))  # fmt: skip


ADDRESS_SLOTS_H9 = {
    "vo_addr": (_addr, "pd.address"),
    "vo_addr_short": (_addr_short, "pd.address"),
    "vo_addr_chat": (_addr_chat, "pd.address"),
    "vo_addr_lines": (_addr_lines, "pd.address"),
    "vo_addr_house": (_addr_house, "pd.address"),
    "vo_addr_village": (_addr_village, "pd.address"),
    "vo_addr_snt": (_addr_snt, "pd.address"),
    "vo_addr_hostel": (_addr_hostel, "pd.address"),
    "vo_addr_lat": (_addr_lat, "pd.address"),
    "vo_addr_village_lat": (_addr_village_lat, "pd.address"),
}
