"""The places of the fourteenth dev round (round14.py), all of the Murmansk region: its towns with
the shorthands locals type, their streets (some named by numbers and dates), districts,
postcodes, villages and garden co-operatives, and the slots that write a person's address from
them: formal with the postcode, short, typed in a chat, a village, a herder's home in Ловозеро, a
rented flat in the closed town of Severomorsk, a garden plot and Latin."""

from __future__ import annotations

import random
from typing import Any

CITIES14: list[tuple[str, str, str]] = [
    ("Мурманск", "мурик", "Murmansk"), ("Мурманск", "мрм", "Murmansk"),
    ("Мурманск", "мурманск", "Murmansk"), ("Апатиты", "апатиты", "Apatity"),
    ("Кандалакша", "канда", "Kandalaksha"), ("Североморск", "северок", "Severomorsk"),
    ("Мончегорск", "мончик", "Monchegorsk"), ("Кировск", "кировск", "Kirovsk"),
    ("Оленегорск", "олень", "Olenegorsk"), ("Полярные Зори", "зори", "Polyarnye Zori"),
]  # fmt: skip

# The streets of each town (a person's street is drawn from their town's by the address's own
# digits); streets named by numbers and dates among them, and Мурманск's street named like a
# town (Полярные Зори).
TOWN_STREETS14: dict[str, list[tuple[str, str, str]]] = {
    "Мурманск": [
        ("пр", "Ленина", "Lenina"), ("пр", "Кольский", "Kolskiy"),
        ("ул", "Полярные Зори", "Polyarnye Zori"), ("ул", "Книповича", "Knipovicha"),
        ("ул", "Софьи Перовской", "Sofi Perovskoy"), ("ул", "Челюскинцев", "Chelyuskintsev"),
        ("ул", "Шабалина", "Shabalina"), ("ул", "Аскольдовцев", "Askoldovtsev"),
        ("пр", "Героев-североморцев", "Geroev-severomortsev"), ("ул", "Беринга", "Beringa"),
        ("ул", "Капитана Орликовой", "Kapitana Orlikovoy"), ("ул", "3-я Линия", "3-ya Liniya"),
        ("ул", "Старостина", "Starostina"), ("ул", "Марата", "Marata"),
    ],
    "Апатиты": [
        ("ул", "Ферсмана", "Fersmana"), ("ул", "Дзержинского", "Dzerzhinskogo"),
        ("ул", "Зиньковича", "Zinkovicha"), ("ул", "Космонавтов", "Kosmonavtov"),
        ("ул", "Бредова", "Bredova"), ("ул", "50 лет Октября", "50 let Oktyabrya"),
    ],
    "Кандалакша": [
        ("ул", "Первомайская", "Pervomayskaya"), ("ул", "Пронина", "Pronina"),
        ("ул", "Спекова", "Spekova"), ("ул", "Комсомольская", "Komsomolskaya"),
    ],
    "Североморск": [
        ("ул", "Сафонова", "Safonova"), ("ул", "Колышкина", "Kolyshkina"),
        ("ул", "Северная Застава", "Severnaya Zastava"), ("ул", "Корабельная", "Korabelnaya"),
        ("ул", "Душенова", "Dushenova"),
    ],
    "Мончегорск": [
        ("пр", "Металлургов", "Metallurgov"), ("ул", "Нюдовская", "Nyudovskaya"),
        ("наб", "Комсомольская", "Komsomolskaya"), ("ул", "Царевского", "Tsarevskogo"),
    ],
    "Кировск": [
        ("ул", "50 лет Октября", "50 let Oktyabrya"), ("ул", "Олимпийская", "Olimpiyskaya"),
        ("ул", "Юбилейная", "Yubileynaya"), ("ул", "Хибиногорская", "Khibinogorskaya"),
    ],
    "Оленегорск": [
        ("пр", "Ленинградский", "Leningradskiy"), ("ул", "Строительная", "Stroitelnaya"),
        ("ул", "Бардина", "Bardina"), ("ул", "30 лет Победы", "30 let Pobedy"),
    ],
    "Полярные Зори": [
        ("ул", "Сивко", "Sivko"), ("ул", "Курчатова", "Kurchatova"),
        ("ул", "Партизан Заполярья", "Partizan Zapolyarya"), ("ул", "Энергетиков", "Energetikov"),
    ],
}  # fmt: skip
STREETS14 = TOWN_STREETS14["Мурманск"]

# How locals name the town in a chat, and the districts they give instead of a street's part.
_TOWN_CHAT = {
    "Мурманск": ("мурик", "мрм", "мурм", "мурманск"), "Апатиты": ("апатиты", "апаты"),
    "Кандалакша": ("канда", "кандалакша"), "Североморск": ("северок", "смрск", "североморск"),
    "Мончегорск": ("мончик", "монча"), "Кировск": ("кировск", "киров мурм. обл"),
    "Оленегорск": ("олень", "оленегорск"), "Полярные Зори": ("зори", "п.зори", "ПЗ"),
}  # fmt: skip
_DISTRICTS = {
    "Мурманск": ("первомайка", "долина уюта", "жилстрой", "три ручья", "абрам-мыс",
                 "больничный городок", "росляково"),
    "Апатиты": ("старые апатиты", "новые апатиты"), "Кандалакша": ("нива-3", "центр"),
    "Североморск": ("сафоново", "центр"), "Мончегорск": ("16 квартал", "центр"),
    "Кировск": ("кукисвумчорр", "титан"), "Оленегорск": ("центр",),
    "Полярные Зори": ("нива", "центр"),
}  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Мурманск": "183", "Апатиты": "1842", "Кандалакша": "1840", "Североморск": "1846",
         "Мончегорск": "1845", "Кировск": "18425", "Оленегорск": "18453",
         "Полярные Зори": "18423"}  # fmt: skip
_REGION = "Мурманская обл."

VILLAGES14 = {
    "Мурманск": [("с.", "Териберка", "Кольский р-н"), ("пгт", "Мурмаши", "Кольский р-н")],
    "Апатиты": [("пгт", "Ревда", "Ловозерский р-н")],
    "Кандалакша": [("пгт", "Зеленоборский", "Кандалакшский р-н"),
                   ("пгт", "Умба", "Терский р-н")],
    "Североморск": [("пгт", "Сафоново", "ЗАТО г. Североморск")],
    "Мончегорск": [("с.", "Ловозеро", "Ловозерский р-н")],
    "Кировск": [("н.п.", "Титан", "г. Кировск")],
    "Оленегорск": [("пос.", "Высокий", "г. Оленегорск")],
    "Полярные Зори": [("с.", "Африканда", "г. Полярные Зори")],
}  # fmt: skip
SNT14 = ("Тайбола", "Имандра", "Северянка", "Лапландия")

# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "наб": "наб."}
_MARK_LAT = {"ул": "St.", "пр": "Ave.", "пер": "Ln.", "наб": "Emb."}


def _town_street(a: dict[str, str], town: str | None = None) -> tuple[str, str, str]:
    streets = TOWN_STREETS14[town or a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str], town: str | None = None) -> str:
    head = _POST[town or a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str], town: str | None = None) -> str:
    kind, name, _ = _town_street(a, town)
    return f"{_MARK[kind]} {name}"


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = _street(a), a["house"], a["flat"], a["city"]
    return rng.choice((
        f"{_index(a)}, {_REGION}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"Мурманская область, г.{c}, {st}, дом {h}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}-{f}",
        f"{_REGION}, г. {c}, {st}, д.{h}, корп. {a['building']}, кв.{f}",
    ))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), a["house"], a["flat"], _town_street(a)[1]
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}",
                       f"г. {a['city']}, {name} {h}-{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's shorthand, a district, a street in lower case."""
    a = s.address
    name, h, f = _town_street(a)[1].lower(), a["house"], a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    district = rng.choice(_DISTRICTS[a["city"]])
    return rng.choice((f"{town}, {name} {h} кв {f}", f"{town} {name} {h}-{f}",
                       f"{town}, {district}, {name} {h}-{f}", f"{name} {h}/{f}",
                       f"{town} {name} д{h} кв{f}, {a['building']} подъезд",
                       f"{district}, {name} {h} кв {f}"))  # fmt: skip


def adr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES14[a["city"]])
    h, f = a["house"], a["flat"]
    return rng.choice((f"{_REGION}, {district}, {kind} {village}, ул. Советская, д. {h}, кв. {f}",
                       f"{kind} {village}, ул. Пионерская {h}-{f}", f"{village.lower()} {h}-{f}",
                       f"{district}, {kind} {village}, д. {h}"))  # fmt: skip


def adr_lovozero(rng: random.Random, s: Any) -> str:
    """A herder's home in the village of Ловозеро or one of the tundra's settlements."""
    a = s.address
    street = ("ул. Советская", "ул. Пионерская", "ул. Вокуева", "ул. Юбилейная")[
        int(a["house"]) % 4
    ]
    h, f = int(a["house"]) % 40 + 1, a["flat"][-1]
    return rng.choice((f"с. Ловозеро, {street}, д. {h}, кв. {f}",
                       f"{_REGION}, Ловозерский р-н, с. Ловозеро, {street}, {h}-{f}",
                       f"ловозеро {street.split()[-1].lower()} {h}",
                       f"Ловозерский р-н, с. Краснощелье, д. {h}"))  # fmt: skip


def adr_zato(rng: random.Random, s: Any) -> str:
    """A rented flat in the closed town of Severomorsk (ЗАТО), from the address's own digits."""
    a = s.address
    st, h, f = _street(a, "Североморск"), a["house"], a["flat"]
    return rng.choice((f"{_index(a, 'Североморск')}, Мурманская обл., ЗАТО г. Североморск, {st}, "
                       f"д. {h}, кв. {f}", f"ЗАТО г. Североморск, {st}, д. {h}, кв. {f}",
                       f"г. Североморск, {st} {h}-{f}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT14[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"г. {a['city']}, СОТ «{snt}», участок № {a['flat']}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, name = _town_street(a)
    city, h, f = a["city_latin"], a["house"], a["flat"]
    return rng.choice((f"apt. {f}, {h} {name} {_MARK_LAT[kind]}, {city}, {_index(a)}, Russia",
                       f"{city}, ul. {name} {h}-{f}", f"{name.lower()} {h} kv {f}, {city.lower()}",
                       f"{h}-{f} {name} {_MARK_LAT[kind]}, {city}, Murmansk Region",
                       f"{name.upper()} {h} {f} {city.upper()}"))  # fmt: skip


ADDRESS_SLOTS14 = {
    "m_adr": (adr, "pd.address"),
    "m_adr_short": (adr_short, "pd.address"),
    "m_adr_chat": (adr_chat, "pd.address"),
    "m_adr_village": (adr_village, "pd.address"),
    "m_adr_lovozero": (adr_lovozero, "pd.address"),
    "m_adr_zato": (adr_zato, "pd.address"),
    "m_adr_snt": (adr_snt, "pd.address"),
    "m_adr_latin": (adr_latin, "pd.address"),
}
