"""The places of the fifteenth dev round (round15.py), all of the Republic of Bashkortostan: its
towns with the names locals type, their streets (some named after people, numbers and dates),
Ufa's districts, postcodes, villages with their districts, garden co-operatives, and the slots
that write a person's address from them: formal with the postcode and the republic, on two lines,
short, typed in a chat, said in a voice message, a village house, a dormitory, a garden plot and
Latin."""

from __future__ import annotations

import random
from typing import Any

from people import latin

CITIES15: list[tuple[str, str, str]] = [
    ("Уфа", "уфа", "Ufa"), ("Уфа", "уфа", "Ufa"), ("Уфа", "г.уфа", "Ufa"),
    ("Стерлитамак", "стерлик", "Sterlitamak"), ("Салават", "салават", "Salavat"),
    ("Нефтекамск", "нефтекамск", "Neftekamsk"), ("Октябрьский", "октябрьский", "Oktyabrskiy"),
    ("Белорецк", "белорецк", "Beloretsk"), ("Туймазы", "туймазы", "Tuymazy"),
    ("Ишимбай", "ишимбай", "Ishimbay"),
]  # fmt: skip

# The streets of each town (a person's street is drawn from their town's by the address's own
# digits): streets named after poets and heroes (Заки Валиди, Мустая Карима, Гафури, Акмуллы),
# after numbers and dates (50-летия Октября, 8 Марта, 70 лет Октября) and Октябрьский's numbered
# microdistricts.
TOWN_STREETS15: dict[str, list[tuple[str, str]]] = {
    "Уфа": [
        ("пр", "Октября"), ("ул", "Заки Валиди"), ("ул", "Мустая Карима"), ("ул", "Менделеева"),
        ("ул", "Бакалинская"), ("ул", "Революционная"), ("ул", "50-летия Октября"),
        ("ул", "Цюрупы"), ("бул", "Ибрагимова"), ("ул", "Рихарда Зорге"), ("ул", "Первомайская"),
        ("ул", "Айская"), ("ул", "Маршала Жукова"), ("ул", "Гафури"), ("ул", "Российская"),
        ("ул", "Ферина"), ("пр", "Салавата Юлаева"), ("ул", "8 Марта"), ("ул", "Транспортная"),
        ("ул", "Тукаева"), ("ул", "Лесотехникума"), ("ул", "Кольцевая"),
    ],
    "Стерлитамак": [
        ("пр", "Октября"), ("ул", "Худайбердина"), ("ул", "Артёма"), ("ул", "Коммунистическая"),
        ("ул", "Гоголя"), ("ул", "Дружбы"), ("пр", "Ленина"), ("ул", "Элеваторная"),
        ("ул", "Сакко и Ванцетти"),
    ],
    "Салават": [
        ("бул", "Салавата Юлаева"), ("ул", "Нуриманова"), ("ул", "Октябрьская"),
        ("ул", "Губкина"), ("ул", "Калинина"), ("ул", "Ленинградская"),
    ],
    "Нефтекамск": [
        ("пр", "Комсомольский"), ("ул", "Социалистическая"), ("ул", "Парковая"),
        ("ул", "Дорожная"), ("ул", "Победы"), ("ул", "Строителей"),
    ],
    "Октябрьский": [
        ("ул", "Девонская"), ("пр", "Ленина"), ("ул", "Садовое Кольцо"), ("ул", "Кувыкина"),
        ("мкр", "35-й"), ("мкр", "32-й"), ("ул", "Северная"),
    ],
    "Белорецк": [
        ("ул", "Блюхера"), ("ул", "Карла Маркса"), ("ул", "50 лет Октября"),
        ("ул", "Точисского"), ("ул", "Пионерская"),
    ],
    "Туймазы": [
        ("ул", "Мичурина"), ("ул", "Чапаева"), ("ул", "70 лет Октября"), ("ул", "Луначарского"),
        ("ул", "Южная"),
    ],
    "Ишимбай": [
        ("ул", "Губкина"), ("ул", "Бульварная"), ("пр", "Ленина"), ("ул", "Стахановская"),
    ],
}  # fmt: skip
STREETS15: list[tuple[str, str, str]] = [
    (kind, name, latin(name)) for kind, name in TOWN_STREETS15["Уфа"] if kind != "мкр"
]

# How locals write the town in a chat, and Ufa's districts they give instead of the town.
_TOWN_CHAT = {
    "Уфа": ("уфа", "г уфа", "уфа"), "Стерлитамак": ("стерлик", "стерля", "стерлитамак"),
    "Салават": ("салават", "г.салават"), "Нефтекамск": ("нефтекамск", "нефтекам"),
    "Октябрьский": ("октябрьский", "г.октябрьский", "окт"), "Белорецк": ("белорецк",),
    "Туймазы": ("туймазы", "туймы"), "Ишимбай": ("ишимбай",),
}  # fmt: skip
_UFA_DISTRICTS = ("черниковка", "сипайлово", "инорс", "зелёная роща", "дёма", "шакша", "затон",
                  "нижегородка", "старая уфа", "черника", "сипайка")  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Уфа": "450", "Стерлитамак": "4531", "Салават": "4532", "Нефтекамск": "4526",
         "Октябрьский": "4526", "Белорецк": "4535", "Туймазы": "4527",
         "Ишимбай": "4532"}  # fmt: skip
REGIONS15 = ("Республика Башкортостан", "Респ. Башкортостан", "РБ")

# Villages with their districts, and the streets a village has.
VILLAGES15: list[tuple[str, str, str]] = [
    ("с.", "Аскарово", "Абзелиловский р-н"), ("с.", "Старосубхангулово", "Бурзянский р-н"),
    ("с.", "Иглино", "Иглинский р-н"), ("с.", "Языково", "Благоварский р-н"),
    ("с.", "Кармаскалы", "Кармаскалинский р-н"), ("с.", "Толбазы", "Аургазинский р-н"),
    ("с.", "Мраково", "Кугарчинский р-н"), ("с.", "Месягутово", "Дуванский р-н"),
    ("с.", "Красноусольский", "Гафурийский р-н"), ("с.", "Акъяр", "Хайбуллинский р-н"),
    ("д.", "Байгазино", "Бурзянский р-н"), ("рп", "Чишмы", "Чишминский р-н"),
]  # fmt: skip
VILLAGE_STREETS15 = ("Центральная", "Школьная", "Салавата Юлаева", "Мира", "Заречная", "Акмуллы",
                     "Молодёжная", "Лесная")  # fmt: skip
SNT15 = ("Нефтяник", "Ивушка", "Энергетик", "Берёзка", "Химик-2", "Агидель")


def town_of(city: str) -> dict[str, str]:
    """The town keys of a person's address, for a situation whose people live in one town."""
    name, short, lat = next(c for c in CITIES15 if c[0] == city)
    return {"city": name, "city_short": short, "city_latin": lat}


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "бул": "б-р", "мкр": "мкр."}
_WORD = {"ул": "улица", "пр": "проспект", "бул": "бульвар", "мкр": "микрорайон"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "бул": "bul.", "мкр": "mkr."}
_ONES = ("", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
_TEENS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
          "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")  # fmt: skip
_TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
         "восемьдесят", "девяносто")  # fmt: skip
_HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
             "восемьсот", "девятьсот")  # fmt: skip


def number_words(n: int) -> str:
    """1..999 in words, as speech recognition writes a house or a flat said aloud."""
    hundreds, rest = divmod(n, 100)
    words = [_HUNDREDS[hundreds]]
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    else:
        words += [_TENS[rest // 10], _ONES[rest % 10]]
    return " ".join(w for w in words if w)


def town_street(a: dict[str, str], town: str | None = None) -> tuple[str, str]:
    streets = TOWN_STREETS15[town or a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = _POST[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str]) -> str:
    kind, name = town_street(a)
    return f"{name} {_MARK[kind]}" if kind == "мкр" else f"{_MARK[kind]} {name}"


def _bare(a: dict[str, str], lower: bool = False) -> str:
    """The street's name alone, as a short address writes it ("Бакалинская", "35 мкр")."""
    kind, name = town_street(a)
    bare = f"{name[:-3]} мкр" if kind == "мкр" else name
    return bare.lower() if lower else bare


def _house(a: dict[str, str], house: str = "д. ", flat: str = "кв. ") -> str:
    return f"{house}{a['house']}, {flat}{a['flat']}"


def _village(a: dict[str, str]) -> tuple[str, str, str, str]:
    """A village of the republic and a street of it, drawn from the address's own digits."""
    kind, village, district = VILLAGES15[int(a["house"]) % len(VILLAGES15)]
    street = VILLAGE_STREETS15[int(a["flat"]) % len(VILLAGE_STREETS15)]
    return kind, village, district, street


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, c, region = _street(a), a["city"], rng.choice(REGIONS15)
    return rng.choice((
        f"{_index(a)}, {region}, г. {c}, {st}, {_house(a)}",
        f"{region}, г. {c}, {st}, д. {a['house']}, кв. {a['flat']}",
        f"{_index(a)}, РБ, г.{c}, {st}, д.{a['house']}, кв.{a['flat']}",
        f"г. {c}, {st}, дом {a['house']}, квартира {a['flat']}",
        f"{_index(a)}, Республика Башкортостан, г. {c}, {st}, д. {a['house']}, корп. "
        f"{a['building']}, кв. {a['flat']}",
    ))  # fmt: skip


def adr_lines(rng: random.Random, s: Any) -> str:
    """A formal address on two lines, as an envelope or a letter's header."""
    a = s.address
    st = _street(a)
    return rng.choice((f"{_index(a)}, Республика Башкортостан, г. {a['city']},\n{st}, {_house(a)}",
                       f"г. {a['city']}, {st},\n{_house(a)}"))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), a["house"], a["flat"], _bare(a)
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{st} д{h} кв{f}", f"г. {a['city']}, {name} {h}-{f}",
                       f"{name}, {h}/{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's chat name or Ufa's district, a street in lower
    case, at times the entrance and the intercom."""
    a = s.address
    name, h, f = _bare(a, lower=True), a["house"], a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    place = rng.choice(_UFA_DISTRICTS) if a["city"] == "Уфа" else town
    return rng.choice((f"{town}, {name} {h} кв {f}", f"{place} {name} {h}-{f}",
                       f"{place}, {name} {h}, кв.{f}, {a['building']} подъезд",
                       f"{name} {h} кв {f} домофон {f}к{a['building']}",
                       f"{town} {name} д{h} кв{f}", f"{name} {h}/{f}"))  # fmt: skip


def adr_spoken(rng: random.Random, s: Any) -> str:
    """An address said in a voice message and transcribed: numbers in words, no stops."""
    a = s.address
    kind, name = town_street(a)
    h, f = number_words(int(a["house"])), number_words(int(a["flat"]))
    street = f"{name.lower()} {_WORD[kind]}" if kind == "мкр" else f"{_WORD[kind]} {name.lower()}"
    return rng.choice((f"{street} дом {h} квартира {f}", f"{street} {h} квартира {f}",
                       f"{a['city'].lower()} {street} дом {h} квартира {f}"))  # fmt: skip


def adr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district, street = _village(a)
    h, f = a["house"], a["flat"]
    return rng.choice((
        f"Республика Башкортостан, {district}, {kind} {village}, ул. {street}, д. {h}",
        f"РБ, {district}, {kind} {village}, ул. {street}, д. {h}, кв. {int(f) % 2 + 1}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()}, {street.lower()} {h}",
        f"{district}, {kind} {village}, ул. {street} д.{h}",
    ))  # fmt: skip


def adr_house(rng: random.Random, s: Any) -> str:
    """A village household's house as a household book writes it: the street and the house."""
    a = s.address
    kind, village, _, street = _village(a)
    h = a["house"]
    return rng.choice((f"ул. {street}, д. {h}", f"{kind} {village}, ул. {street}, д. {h}",
                       f"ул. {street}, {h}"))  # fmt: skip


def adr_dorm(rng: random.Random, s: Any) -> str:
    """A room in a university's dormitory in Ufa."""
    a = s.address
    dorm, room = int(a["building"]) + 4, int(a["flat"]) % 9 * 100 + int(a["house"]) % 40 + 101
    street = ("ул. Менделеева", "ул. Кольцевая", "ул. Зорге")[int(a["house"]) % 3]
    return rng.choice((f"г. Уфа, {street}, д. {a['house']}, общежитие № {dorm}, комн. {room}",
                       f"общежитие № {dorm}, ком. {room}", f"общага {dorm}, {room} комната",
                       f"{street}, {a['house']}, общ. {dorm}, к. {room}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT15[int(a["building"]) % len(SNT15)]
    plot = a["flat"]
    return rng.choice((f"СНТ «{snt}», уч. {plot}", f"снт {snt.lower()} участок {plot}",
                       f"Уфимский р-н, СНТ «{snt}», участок № {plot}",
                       f"сад {snt.lower()}, {plot}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, name = town_street(a)
    name_lat, city, h, f = latin(name), a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{city}, {_MARK_LAT[kind]} {name_lat} {h}-{f}",
        f"apt. {f}, {h} {name_lat} {_MARK_LAT[kind]}, {city}, {_index(a)}, Bashkortostan, Russia",
        f"{name_lat.lower()} {h} kv {f}, {city.lower()}",
        f"{name_lat.upper()} {h} {f} {city.upper()}",
        f"{_index(a)}, Respublika Bashkortostan, g. {city}, {_MARK_LAT[kind]} {name_lat}, d. {h}, "
        f"kv. {f}",
    ))  # fmt: skip


ADDRESS_SLOTS15 = {
    "ba_adr": (adr, "pd.address"),
    "ba_adr_lines": (adr_lines, "pd.address"),
    "ba_adr_short": (adr_short, "pd.address"),
    "ba_adr_chat": (adr_chat, "pd.address"),
    "ba_adr_spoken": (adr_spoken, "pd.address"),
    "ba_adr_village": (adr_village, "pd.address"),
    "ba_adr_house": (adr_house, "pd.address"),
    "ba_adr_dorm": (adr_dorm, "pd.address"),
    "ba_adr_snt": (adr_snt, "pd.address"),
    "ba_adr_latin": (adr_latin, "pd.address"),
}
