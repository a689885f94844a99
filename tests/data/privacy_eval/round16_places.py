"""The places of the sixteenth dev round (round16.py), all of the Rostov region: its towns with the
names locals type, their streets (some named by numbers, Nakhichevan's numbered lines, one named
after Олег Кошевой), districts, postcodes, stanitsas, khutors and villages, garden co-operatives,
and the slots that write a person's address from them: formal with the postcode, on two lines,
short, typed in a chat with a district, a private house in a stanitsa, a village, a garden plot,
said aloud to speech recognition and Latin."""

from __future__ import annotations

import random
from typing import Any

CITIES16: list[tuple[str, str, str]] = [
    ("Ростов-на-Дону", "рнд", "Rostov-on-Don"), ("Ростов-на-Дону", "ростов", "Rostov-on-Don"),
    ("Ростов-на-Дону", "рнд", "Rostov-na-Donu"), ("Таганрог", "таган", "Taganrog"),
    ("Шахты", "шахты", "Shakhty"), ("Новочеркасск", "новочек", "Novocherkassk"),
    ("Волгодонск", "вдонск", "Volgodonsk"), ("Азов", "азов", "Azov"),
    ("Батайск", "батайск", "Bataysk"), ("Каменск-Шахтинский", "каменск", "Kamensk-Shakhtinskiy"),
]  # fmt: skip

# The streets of each town (a person's street is drawn from their town's by the address's own
# digits): Nakhichevan's numbered lines, streets named by numbers and dates, and Шахты's street
# named after Олег Кошевой (the round's surname Кошевой in the genitive, inside an address).
TOWN_STREETS16: dict[str, list[tuple[str, str, str]]] = {
    "Ростов-на-Дону": [
        ("ул", "Большая Садовая", "Bolshaya Sadovaya"), ("пр", "Будённовский", "Budennovskiy"),
        ("пр", "Ворошиловский", "Voroshilovskiy"), ("ул", "Пушкинская", "Pushkinskaya"),
        ("пр", "Стачки", "Stachki"), ("пр", "Шолохова", "Sholokhova"),
        ("ул", "2-я Краснодарская", "2-ya Krasnodarskaya"), ("ул", "Малиновского", "Malinovskogo"),
        ("пр", "Коммунистический", "Kommunisticheskiy"), ("ул", "20-я линия", "20-ya liniya"),
        ("ул", "Текучёва", "Tekucheva"), ("ул", "Мечникова", "Mechnikova"),
        ("ул", "1-й Конной Армии", "1-y Konnoy Armii"),
        ("пр", "40-летия Победы", "40-letiya Pobedy"),
        ("ул", "Зорге", "Zorge"), ("ул", "Таганрогская", "Taganrogskaya"),
        ("ул", "14-я линия", "14-ya liniya"), ("пер", "Газетный", "Gazetnyy"),
    ],
    "Таганрог": [
        ("ул", "Петровская", "Petrovskaya"), ("ул", "Чехова", "Chekhova"),
        ("пер", "Гоголевский", "Gogolevskiy"), ("ул", "Греческая", "Grecheskaya"),
        ("ул", "Александровская", "Aleksandrovskaya"), ("пер", "8-й Новый", "8-y Novyy"),
        ("ул", "Москатова", "Moskatova"), ("ул", "Инструментальная", "Instrumentalnaya"),
    ],
    "Шахты": [
        ("пр", "Победы Революции", "Pobedy Revolyutsii"), ("ул", "Шевченко", "Shevchenko"),
        ("ул", "Ионова", "Ionova"), ("ул", "Маяковского", "Mayakovskogo"),
        ("ул", "Олега Кошевого", "Olega Koshevogo"), ("ул", "Хабарова", "Khabarova"),
    ],
    "Новочеркасск": [
        ("пр", "Платовский", "Platovskiy"), ("пр", "Баклановский", "Baklanovskiy"),
        ("ул", "Московская", "Moskovskaya"), ("ул", "Просвещения", "Prosveshcheniya"),
        ("ул", "Атаманская", "Atamanskaya"), ("ул", "Кавказская", "Kavkazskaya"),
    ],
    "Волгодонск": [
        ("пр", "Строителей", "Stroiteley"), ("пр", "Курчатова", "Kurchatova"),
        ("ул", "30 лет Победы", "30 let Pobedy"), ("ул", "Энтузиастов", "Entuziastov"),
        ("ул", "Морская", "Morskaya"),
    ],
    "Азов": [
        ("ул", "Московская", "Moskovskaya"), ("бул", "Петровский", "Petrovskiy"),
        ("ул", "Макаровского", "Makarovskogo"), ("ул", "Кондаурова", "Kondaurova"),
    ],
    "Батайск": [
        ("ул", "Кирова", "Kirova"), ("ул", "Северный Массив", "Severnyy Massiv"),
        ("ул", "Рабочая", "Rabochaya"), ("ул", "Энгельса", "Engelsa"),
    ],
    "Каменск-Шахтинский": [
        ("пр", "Карла Маркса", "Karla Marksa"), ("ул", "Героев Пионеров", "Geroev Pionerov"),
        ("ул", "Подтёлкова", "Podtelkova"), ("пер", "Крупской", "Krupskoy"),
    ],
}  # fmt: skip
STREETS16 = TOWN_STREETS16["Ростов-на-Дону"]

# How locals name the town in a chat, and the districts they give instead of a street's part.
_TOWN_CHAT = {
    "Ростов-на-Дону": ("рнд", "ростов", "р-н-д"), "Таганрог": ("таган", "тган", "таганрог"),
    "Шахты": ("шахты", "г.шахты"), "Новочеркасск": ("новочек", "новочеркасск"),
    "Волгодонск": ("вдонск", "волгодонск"), "Азов": ("азов",), "Батайск": ("батайск", "бат"),
    "Каменск-Шахтинский": ("каменск", "к-ш"),
}  # fmt: skip
_DISTRICTS = {
    "Ростов-на-Дону": ("зжм", "сжм", "военвед", "нахичевань", "сельмаш", "александровка",
                       "левенцовка", "темерник", "чкаловский"),
    "Таганрог": ("русское поле", "касперовка", "центр"), "Шахты": ("хбк", "артём", "майский"),
    "Новочеркасск": ("хотунок", "соцгород"), "Волгодонск": ("новый город", "старый город", "в-16"),
    "Азов": ("центр", "петровский"), "Батайск": ("авиагородок", "северный массив"),
    "Каменск-Шахтинский": ("лиховской", "центр"),
}  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Ростов-на-Дону": "344", "Таганрог": "3479", "Шахты": "3465", "Новочеркасск": "3464",
         "Волгодонск": "3473", "Азов": "3467", "Батайск": "3468",
         "Каменск-Шахтинский": "3478"}  # fmt: skip
_REGION = "Ростовская обл."

# Stanitsas, khutors and villages near each town: (kind, name, district).
VILLAGES16 = {
    "Ростов-на-Дону": [("ст.", "Старочеркасская", "Аксайский р-н"),
                       ("с.", "Чалтырь", "Мясниковский р-н"),
                       ("х.", "Недвиговка", "Мясниковский р-н")],
    "Таганрог": [("с.", "Покровское", "Неклиновский р-н"),
                 ("с.", "Натальевка", "Неклиновский р-н")],
    "Шахты": [("п.", "Каменоломни", "Октябрьский р-н"), ("х.", "Маркин", "Октябрьский р-н")],
    "Новочеркасск": [("ст.", "Раздорская", "Усть-Донецкий р-н"),
                     ("ст.", "Багаевская", "Багаевский р-н")],
    "Волгодонск": [("ст.", "Романовская", "Волгодонской р-н"),
                   ("х.", "Лагутники", "Волгодонской р-н")],
    "Азов": [("х.", "Рогожкино", "Азовский р-н"), ("ст.", "Елизаветинская", "Азовский р-н")],
    "Батайск": [("ст.", "Кагальницкая", "Кагальницкий р-н"), ("с.", "Койсуг", "Азовский р-н")],
    "Каменск-Шахтинский": [("х.", "Старая Станица", "Каменский р-н"),
                           ("п.", "Глубокий", "Каменский р-н")],
}  # fmt: skip
_VILLAGE_STREETS = ("ул. Почтовая", "ул. Донская", "ул. Казачья", "пер. Виноградный",
                    "ул. Набережная", "ул. Степная", "ул. Атаманская")  # fmt: skip
SNT16 = ("Ростсельмашевец", "Дружба", "Мичуринец", "Донской садовод")

# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "пер": "per.", "бул": "bulv."}

_UNITS = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
_TEENS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
          "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")  # fmt: skip
_TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
         "восемьдесят", "девяносто")  # fmt: skip
_HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
             "восемьсот", "девятьсот")  # fmt: skip


def said(n: int) -> str:
    """0..999 as a cardinal said aloud: "сто сорок два"."""
    if n < 10:
        return _UNITS[n]
    words = [_HUNDREDS[n // 100]] if n >= 100 else []
    rest = n % 100
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    elif rest:
        words += [_TENS[rest // 10]] if rest >= 20 else []
        words += [_UNITS[rest % 10]] if rest % 10 else []
    return " ".join(w for w in words if w)


def _town_street(a: dict[str, str], town: str | None = None) -> tuple[str, str, str]:
    streets = TOWN_STREETS16[town or a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = _POST[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _street(a: dict[str, str]) -> str:
    kind, name, _ = _town_street(a)
    return f"{_MARK[kind]} {name}"


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = _street(a), a["house"], a["flat"], a["city"]
    return rng.choice((
        f"{_index(a)}, {_REGION}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"Ростовская область, г.{c}, {st}, дом {h}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}/{a['building']}, кв. {f}",
        f"{_REGION}, г. {c}, {st}, д.{h}, кв.{f}",
        f"{_index(a)} Ростовская обл г {c} {st} д {h} кв {f}",
    ))  # fmt: skip


def adr_line(rng: random.Random, s: Any) -> str:
    """An address on two lines, as a letter's or a form's writer breaks it."""
    a = s.address
    st, h, f, c = _street(a), a["house"], a["flat"], a["city"]
    return rng.choice((f"{_index(a)}, {_REGION}, г. {c},\n{st}, д. {h}, кв. {f}",
                       f"г. {c}, {st},\nд. {h}, кв. {f}"))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), a["house"], a["flat"], _town_street(a)[1]
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}",
                       f"г. {a['city']}, {name} {h}/{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's chat name, a district, a street in lower case."""
    a = s.address
    name, h, f = _town_street(a)[1].lower(), a["house"], a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    district = rng.choice(_DISTRICTS[a["city"]])
    return rng.choice((f"{town}, {name} {h} кв {f}", f"{town} {name} {h}-{f}",
                       f"{town}, {district}, {name} {h}-{f}", f"{name} {h}/{f}",
                       f"{district} {name} д{h} кв{f}, {a['building']} подъезд",
                       f"{district}, {name} {h} кв {f}"))  # fmt: skip


def _village(a: dict[str, str]) -> tuple[str, str, str]:
    places = VILLAGES16[a["city"]]
    return places[int(a["house"]) % len(places)]


def adr_village(rng: random.Random, s: Any) -> str:
    """A home in a stanitsa, a khutor or a village near the person's town."""
    a = s.address
    kind, village, district = _village(a)
    street = _VILLAGE_STREETS[int(a["flat"]) % len(_VILLAGE_STREETS)]
    h = int(a["house"]) % 90 + 1
    return rng.choice((f"{_REGION}, {district}, {kind} {village}, {street}, д. {h}",
                       f"{kind} {village}, {street}, {h}", f"{village.lower()} {h}",
                       f"{district}, {kind} {village}, {street.split()[-1]} {h}",
                       f"{kind} {village} {district} {street} {h}"))  # fmt: skip


def adr_house(rng: random.Random, s: Any) -> str:
    """A private house: in a stanitsa, or the town's private sector."""
    a = s.address
    kind, village, district = _village(a)
    street = _VILLAGE_STREETS[int(a["flat"]) % len(_VILLAGE_STREETS)]
    h = int(a["house"]) % 90 + 1
    name = _town_street(a)[1]
    return rng.choice((f"{district}, {kind} {village}, {street}, д. {h} (частный дом)",
                       f"{kind} {village}, {street}, {h}",
                       f"г. {a['city']}, {name}, {h}, частный дом",
                       f"{village.lower()} {street.split()[-1].lower()} {h}",
                       f"{_REGION}, {district}, {kind} {village}, {street}, {h}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT16[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"г. {a['city']}, СНТ «{snt}», участок № {a['flat']}"))  # fmt: skip


def adr_spoken(rng: random.Random, s: Any) -> str:
    """An address said on the phone and written down by speech recognition."""
    a = s.address
    name, h, f = _town_street(a)[1].lower(), int(a["house"]), int(a["flat"])
    town = a["city"].lower()
    return rng.choice((f"{town} улица {name} дом {said(h)} квартира {said(f)}",
                       f"{name} {said(h)} квартира {said(f)}",
                       f"город {town} {name} дом {said(h)} квартира {said(f)}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, _, name = _town_street(a)
    city, h, f = a["city_latin"], a["house"], a["flat"]
    return rng.choice((f"{_MARK_LAT[kind]} {name}, {h}-{f}, {city}, Rostov region",
                       f"{city}, {name} {h}, apt. {f}",
                       f"{name.lower()} {h} kv {f}, {city.lower()}",
                       f"{h}-{f} {name}, {city} {_index(a)}, Russia",
                       f"{city.upper()} {name.upper()} {h} {f}"))  # fmt: skip


ADDRESS_SLOTS16 = {
    "ro_adr": (adr, "pd.address"),
    "ro_adr_line": (adr_line, "pd.address"),
    "ro_adr_short": (adr_short, "pd.address"),
    "ro_adr_chat": (adr_chat, "pd.address"),
    "ro_adr_village": (adr_village, "pd.address"),
    "ro_adr_house": (adr_house, "pd.address"),
    "ro_adr_snt": (adr_snt, "pd.address"),
    "ro_adr_spoken": (adr_spoken, "pd.address"),
    "ro_adr_latin": (adr_latin, "pd.address"),
}
