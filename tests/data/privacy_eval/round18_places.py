"""The places of the eighteenth dev round (round18.py), all of the Nizhny Novgorod region: Нижний
Новгород with the parts of it its people name instead of the town (Автозавод, Сормово, Канавино,
Верхние Печёры, Мещера, Щербинки, Кузнечиха, Бурнаковка), Дзержинск, Арзамас, Саров, Бор, Кстово
(which lives in numbered microdistricts), Выкса, Павлово, Городец and Семёнов, their streets,
postcodes and chat names, the villages near them (Хохлома and Сёмино of the painters, Дивеево by
Саров, the Mishar Tatars' Актуково and Медяна, the Mordvin Сарлей), garden co-operatives, and the
slots that write a person's address from them: formal with the postcode and the region, on two
lines, short (`1-й мкр., 12-40` as Кстово writes a flat), typed in a chat with the part of the
town, a village, a private house, a garden plot, said aloud and Latin."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

CITIES18: list[tuple[str, str, str]] = [
    ("Нижний Новгород", "нн", "Nizhny Novgorod"), ("Нижний Новгород", "нижний", "Nizhniy Novgorod"),
    ("Нижний Новгород", "н.новгород", "Nizhny Novgorod"), ("Дзержинск", "дзер", "Dzerzhinsk"),
    ("Арзамас", "арзамас", "Arzamas"), ("Саров", "саров", "Sarov"), ("Бор", "бор", "Bor"),
    ("Кстово", "кстово", "Kstovo"), ("Выкса", "выкса", "Vyksa"), ("Павлово", "павлово", "Pavlovo"),
    ("Городец", "городец", "Gorodets"), ("Семёнов", "семенов", "Semenov"),
]  # fmt: skip

# The streets of each town: (kind, name, Latin). Кстово numbers its microdistricts ("1-й мкр.,
# д. 12"); a street of Нижний Новгород is named with the part of the town it is in (_PART).
TOWN_STREETS18: dict[str, list[tuple[str, str, str]]] = {
    "Нижний Новгород": [
        ("ул", "Большая Покровская", "Bolshaya Pokrovskaya"), ("ул", "Рождественская",
        "Rozhdestvenskaya"), ("ул", "Ильинская", "Ilyinskaya"), ("ул", "Белинского", "Belinskogo"),
        ("ул", "Минина", "Minina"), ("ул", "Родионова", "Rodionova"),
        ("ул", "Верхнепечёрская", "Verkhnepecherskaya"), ("ул", "Богдановича", "Bogdanovicha"),
        ("пр", "Ленина", "Lenina"), ("ул", "Веденяпина", "Vedenyapina"),
        ("пр", "Молодёжный", "Molodezhnyy"), ("ул", "Лескова", "Leskova"),
        ("ул", "Мончегорская", "Monchegorskaya"), ("ул", "Переходникова", "Perekhodnikova"),
        ("ул", "Коминтерна", "Kominterna"), ("ул", "Культуры", "Kultury"),
        ("ул", "Свободы", "Svobody"), ("ул", "Бурнаковская", "Burnakovskaya"),
        ("ул", "Совнаркомовская", "Sovnarkomovskaya"), ("ул", "Бетанкура", "Betankura"),
        ("бул", "Мещерский", "Meshcherskiy"), ("ул", "Ванеева", "Vaneeva"),
        ("пр", "Гагарина", "Gagarina"), ("ул", "Ларина", "Larina"),
    ],
    "Дзержинск": [
        ("пр", "Циолковского", "Tsiolkovskogo"), ("пр", "Ленина", "Lenina"),
        ("ул", "Гайдара", "Gaydara"), ("ул", "Петрищева", "Petrishcheva"),
        ("пр", "Чкалова", "Chkalova"), ("пр", "Свердлова", "Sverdlova"),
    ],
    "Арзамас": [
        ("ул", "Калинина", "Kalinina"), ("ул", "Володарского", "Volodarskogo"),
        ("ул", "Парковая", "Parkovaya"), ("ул", "Зелёная", "Zelenaya"), ("ул", "Мира", "Mira"),
        ("ул", "Кирова", "Kirova"),
    ],
    "Саров": [
        ("пр", "Мира", "Mira"), ("ул", "Московская", "Moskovskaya"),
        ("ул", "Курчатова", "Kurchatova"), ("ул", "Зернова", "Zernova"),
        ("ул", "Юности", "Yunosti"), ("ул", "Гагарина", "Gagarina"),
    ],
    "Бор": [
        ("ул", "Ленина", "Lenina"), ("ул", "Октябрьская", "Oktyabrskaya"),
        ("ул", "Луначарского", "Lunacharskogo"), ("ул", "Интернациональная", "Internatsionalnaya"),
        ("мкр", "Красногорка", "Krasnogorka"),
    ],
    "Кстово": [
        ("мкр", "1-й", "1-y"), ("мкр", "4-й", "4-y"), ("мкр", "6-й", "6-y"),
        ("ул", "Ступишина", "Stupishina"), ("ул", "Нефтепереработчиков", "Neftepererabotchikov"),
        ("ул", "Гражданская", "Grazhdanskaya"),
    ],
    "Выкса": [
        ("ул", "Ленина", "Lenina"), ("ул", "Островского", "Ostrovskogo"),
        ("мкр", "Юбилейный", "Yubileynyy"), ("ул", "Луначарского", "Lunacharskogo"),
        ("ул", "Строительная", "Stroitelnaya"),
    ],
    "Павлово": [
        ("ул", "Коммунистическая", "Kommunisticheskaya"), ("ул", "Шмидта", "Shmidta"),
        ("ул", "Фаворского", "Favorskogo"), ("ул", "Суворова", "Suvorova"),
    ],
    "Городец": [
        ("ул", "Ленина", "Lenina"), ("ул", "Александра Невского", "Aleksandra Nevskogo"),
        ("ул", "Речная", "Rechnaya"), ("ул", "Кирова", "Kirova"),
    ],
    "Семёнов": [
        ("ул", "Хохломская", "Khokhlomskaya"), ("ул", "Ленина", "Lenina"),
        ("ул", "1 Мая", "1 Maya"), ("ул", "Заводская", "Zavodskaya"),
    ],
}  # fmt: skip
STREETS18 = TOWN_STREETS18["Нижний Новгород"]

# The part of Нижний Новгород a street is in, as its people name it instead of the town.
_PART = {
    "Большая Покровская": "центр", "Рождественская": "нижний посад", "Ильинская": "центр",
    "Белинского": "центр", "Минина": "верхняя часть", "Родионова": "верхние печёры",
    "Верхнепечёрская": "верхние печёры", "Богдановича": "печёры", "Ленина": "автозавод",
    "Веденяпина": "автозавод", "Молодёжный": "автозавод", "Лескова": "автозавод",
    "Мончегорская": "автозавод", "Переходникова": "автозавод", "Коминтерна": "сормово",
    "Культуры": "сормово", "Свободы": "сормово", "Бурнаковская": "бурнаковка",
    "Совнаркомовская": "канавино", "Бетанкура": "канавино", "Мещерский": "мещера",
    "Ванеева": "кузнечиха", "Гагарина": "приокский", "Ларина": "щербинки",
}  # fmt: skip

# How locals name the town in a chat, and the parts they give instead of a street's.
_TOWN_CHAT = {
    "Нижний Новгород": ("нн", "нижний", "н.новгород", "ннов"), "Дзержинск": ("дзер", "дзержинск"),
    "Арзамас": ("арзамас", "арз"), "Саров": ("саров",), "Бор": ("бор", "г.бор"),
    "Кстово": ("кстово",), "Выкса": ("выкса",), "Павлово": ("павлово",),
    "Городец": ("городец",), "Семёнов": ("семёнов", "семенов"),
}  # fmt: skip
_DISTRICTS = {
    "Дзержинск": ("западный", "центр", "восточный"), "Арзамас": ("центр", "новый город"),
    "Саров": ("центр", "заречный"), "Бор": ("центр", "красногорка"), "Кстово": ("центр",),
    "Выкса": ("центр", "юбилейный"), "Павлово": ("центр", "новая стройка"),
    "Городец": ("центр", "у волги"), "Семёнов": ("центр", "у фабрики"),
}  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Нижний Новгород": "603", "Дзержинск": "6060", "Арзамас": "6072", "Саров": "60718",
         "Бор": "6064", "Кстово": "6076", "Выкса": "6070", "Павлово": "6061", "Городец": "6065",
         "Семёнов": "6066"}  # fmt: skip

REGION18 = ("Нижегородская обл.", "Нижегородская область")


# Villages and settlements near each town: (kind, name, district). Хохлома and Сёмино are the
# painters', Актуково and Медяна the Mishar Tatars', Сарлей a Mordvin (терюхане) village.
VILLAGES18 = {
    "Нижний Новгород": [("с.", "Сарлей", "Дальнеконстантиновский р-н"),
                        ("с.", "Макарьево", "Лысковский р-н"),
                        ("рп", "Воротынец", "Воротынский р-н"),
                        ("с.", "Медяна", "Краснооктябрьский р-н")],
    "Дзержинск": [("п.", "Пыра", "г.о. г. Дзержинск"), ("рп", "Гавриловка", "г.о. г. Дзержинск")],
    "Арзамас": [("с.", "Выездное", "Арзамасский р-н"), ("с.", "Большое Болдино",
                "Большеболдинский р-н"), ("с.", "Актуково", "Краснооктябрьский р-н")],
    "Саров": [("с.", "Дивеево", "Дивеевский р-н"), ("п.", "Сатис", "Дивеевский р-н")],
    "Бор": [("п.", "Неклюдово", "г.о. г. Бор"), ("с.", "Кантаурово", "г.о. г. Бор"),
            ("п.", "Линда", "г.о. г. Бор")],
    "Кстово": [("с.", "Работки", "Кстовский р-н"), ("с.", "Безводное", "Кстовский р-н"),
               ("д.", "Афонино", "Кстовский р-н")],
    "Выкса": [("рп", "Шиморское", "г.о. г. Выкса"), ("рп", "Досчатое", "г.о. г. Выкса")],
    "Павлово": [("г.", "Ворсма", "Павловский р-н"), ("рп", "Тумботино", "Павловский р-н")],
    "Городец": [("г.", "Заволжье", "Городецкий р-н"), ("рп", "Большое Козино",
                "Балахнинский р-н")],
    "Семёнов": [("с.", "Хохлома", "Ковернинский р-н"), ("д.", "Сёмино", "Ковернинский р-н"),
                ("рп", "Сухобезводное", "г.о. Семёновский")],
}  # fmt: skip
VILLAGE_STREETS18 = ("ул. Центральная", "ул. Заречная", "ул. Волжская", "ул. Луговая",
                     "ул. Полевая", "ул. Садовая", "ул. Школьная", "пер. Овражный",
                     "ул. Набережная")  # fmt: skip
# Garden co-operatives and where they are.
SNT18 = (("Автомобилист", "Кстовский р-н, у д. Афонино"),
         ("Стеклозаводец", "г.о. г. Бор, у п. Неклюдово"),
         ("Волжские зори", "Городецкий р-н"),
         ("Рябинка", "г. Дзержинск, Восточное ш."))  # fmt: skip


def town_of(city: str) -> dict[str, str]:
    """The town keys of a person's address, for a situation whose people live in one town."""
    name, short, lat = next(c for c in CITIES18 if c[0] == city)
    return {"city": name, "city_short": short, "city_latin": lat}


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "мкр": "мкр."}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "пер": "per.", "бул": "bulv.", "мкр": "mkr."}

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


def town_street(a: dict[str, str]) -> tuple[str, str, str]:
    streets = TOWN_STREETS18[a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = _POST[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _block(kind: str, name: str) -> bool:
    """A numbered microdistrict: its number stands before its mark ("1-й мкр.")."""
    return kind == "мкр" and name[0].isdigit()


def street_of(a: dict[str, str]) -> str:
    kind, name, _ = town_street(a)
    return f"{name} {_MARK[kind]}" if _block(kind, name) else f"{_MARK[kind]} {name}"


def part_of(a: dict[str, str], rng: random.Random) -> str:
    """The part of the town a person names: Нижний Новгород's by the street, another town's one."""
    if a["city"] == "Нижний Новгород":
        return _PART[town_street(a)[1]]
    return rng.choice(_DISTRICTS[a["city"]])


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = street_of(a), a["house"], a["flat"], a["city"]
    reg, full = REGION18
    return rng.choice((
        f"{_index(a)}, {reg}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"{full}, г.{c}, {st}, дом {h}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}/{a['building']}, кв. {f}",
        f"{reg}, г. {c}, {st}, д.{h}, кв.{f}",
        f"{_index(a)} {full} г {c} {st.replace('.', '')} д {h} кв {f}",
        f"{_index(a)}, г. {c}, {st}, д. {h}, корп. {a['building']}, кв. {f}",
    ))  # fmt: skip


def adr_line(rng: random.Random, s: Any) -> str:
    """An address on two lines, as a letter's or a form's writer breaks it."""
    a = s.address
    st, h, f, c = street_of(a), a["house"], a["flat"], a["city"]
    return rng.choice((f"{_index(a)}, {REGION18[0]}, г. {c},\n{st}, д. {h}, кв. {f}",
                       f"г. {c}, {st},\nд. {h}, кв. {f}"))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    """A short address; a numbered microdistrict's is its number, the house and the flat."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = a["house"], a["flat"]
    if _block(kind, name):
        return rng.choice((f"{name} мкр., {h}-{f}", f"{name} мкр. д{h} кв{f}",
                           f"{name[0]} мкр {h}-{f}", f"{name} мкр., д. {h}, кв. {f}"))  # fmt: skip
    st = street_of(a)
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}",
                       f"г. {a['city']}, {name} {h}/{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's chat name or the part of the town, lower case."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = a["house"], a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    part = part_of(a, rng)
    if _block(kind, name):
        return rng.choice((f"{town} {name[0]} мкр {h}-{f}", f"{town}, {name} мкр {h} кв {f}",
                           f"{name[0]} мкр, {h} дом, {f} кв"))  # fmt: skip
    low = name.lower()
    return rng.choice((f"{town}, {low} {h} кв {f}", f"{town} {low} {h}-{f}",
                       f"{part}, {low} {h}-{f}", f"{low} {h}/{f}",
                       f"{part} {low} д{h} кв{f}, {a['building']} подъезд",
                       f"{town}, {part}, {low} {h} кв {f}"))  # fmt: skip


def _village(a: dict[str, str]) -> tuple[str, str, str]:
    places = VILLAGES18[a["city"]]
    return places[int(a["house"]) % len(places)]


def adr_village(rng: random.Random, s: Any) -> str:
    """A home in a village or a settlement near the person's town."""
    a = s.address
    kind, village, district = _village(a)
    street = VILLAGE_STREETS18[int(a["flat"]) % len(VILLAGE_STREETS18)]
    h = int(a["house"]) % 70 + 1
    return rng.choice((f"{REGION18[0]}, {district}, {kind} {village}, {street}, д. {h}",
                       f"{kind} {village}, {street}, {h}", f"{village.lower()} {h}",
                       f"{district}, {kind} {village}, {street.split()[-1]} {h}",
                       f"{village.lower()}, {street.split()[-1].lower()} {h}",
                       f"{kind} {village} {district} {street} {h}"))  # fmt: skip


def adr_house(rng: random.Random, s: Any) -> str:
    """A private house: in a village, or the town's private sector."""
    a = s.address
    kind, village, district = _village(a)
    street = VILLAGE_STREETS18[int(a["flat"]) % len(VILLAGE_STREETS18)]
    h = int(a["house"]) % 70 + 1
    kind_t, name, _ = town_street(a)
    town = (
        f"г. {a['city']}, {_MARK[kind_t]} {name}, {h}, частный дом"
        if not _block(kind_t, name)
        else f"г. {a['city']}, ул. {street.split()[-1]}, д. {h} (частный сектор)"
    )
    return rng.choice((f"{district}, {kind} {village}, {street}, д. {h} (частный дом)",
                       f"{kind} {village}, {street}, {h}", town,
                       f"{village.lower()} {street.split()[-1].lower()} {h}",
                       f"{REGION18[0]}, {district}, {kind} {village}, {street}, {h}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, where = SNT18[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"{where}, СНТ «{snt}», участок № {a['flat']}",
                       f"СНТ «{snt}», линия 4, уч. {a['flat']}"))  # fmt: skip


def adr_spoken(rng: random.Random, s: Any) -> str:
    """An address said in a voice message and written down by speech recognition."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = int(a["house"]), int(a["flat"])
    town = a["city"].lower()
    if _block(kind, name):
        number = {"1-й": "первый", "4-й": "четвёртый", "6-й": "шестой"}[name]
        return rng.choice((f"{town} {number} микрорайон дом {said(h)} квартира {said(f)}",
                           f"{number} микрорайон {said(h)} квартира {said(f)}"))  # fmt: skip
    low = name.lower()
    return rng.choice((f"{town} улица {low} дом {said(h)} квартира {said(f)}",
                       f"{low} {said(h)} квартира {said(f)}",
                       f"город {town} {low} дом {said(h)} квартира {said(f)}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, cyr, name = town_street(a)
    if _block(kind, cyr):  # "1-y mkr."
        name = f"{name} mkr."
    city, h, f = a["city_latin"], a["house"], a["flat"]
    mark = "" if _block(kind, cyr) else f"{_MARK_LAT[kind]} "
    return rng.choice((f"{mark}{name}, {h}-{f}, {city}, Nizhny Novgorod region",
                       f"{city}, {name} {h}, apt. {f}",
                       f"{name.lower()} {h} kv {f}, {city.lower()}",
                       f"{h}-{f} {name}, {city} {_index(a)}, Russia",
                       f"{city.upper()} {name.upper()} {h} {f}"))  # fmt: skip


def adr_sarov(rng: random.Random, s: Any) -> str:
    """A home in the closed town of Саров, whatever town the person was drawn in (a resident who
    invites a relative, a group's leader from the nuclear centre): the same house and flat."""
    return adr(rng, SimpleNamespace(address={**s.address, **town_of("Саров")}))


ADDRESS_SLOTS18 = {
    "nn_adr": (adr, "pd.address"),
    "nn_adr_sarov": (adr_sarov, "pd.address"),
    "nn_adr_line": (adr_line, "pd.address"),
    "nn_adr_short": (adr_short, "pd.address"),
    "nn_adr_chat": (adr_chat, "pd.address"),
    "nn_adr_village": (adr_village, "pd.address"),
    "nn_adr_house": (adr_house, "pd.address"),
    "nn_adr_snt": (adr_snt, "pd.address"),
    "nn_adr_spoken": (adr_spoken, "pd.address"),
    "nn_adr_latin": (adr_latin, "pd.address"),
}


# The landline codes of the villages' districts (a home phone there is its owner's).
_VILLAGE_CODES = {
    "Сарлей": "83168", "Макарьево": "83149", "Воротынец": "83164", "Медяна": "83194",
    "Пыра": "8313", "Гавриловка": "8313", "Выездное": "83147", "Большое Болдино": "83138",
    "Актуково": "83194", "Дивеево": "83134", "Сатис": "83134", "Неклюдово": "83159",
    "Кантаурово": "83159", "Линда": "83159", "Работки": "83145", "Безводное": "83145",
    "Афонино": "83145", "Шиморское": "83177", "Досчатое": "83177", "Ворсма": "83171",
    "Тумботино": "83171", "Заволжье": "83161", "Большое Козино": "83144", "Хохлома": "83157",
    "Сёмино": "83157", "Сухобезводное": "83162",
}  # fmt: skip


def home_code(a: dict[str, str]) -> str:
    """The code of the village a person's home is in (adr_village's village)."""
    return _VILLAGE_CODES[_village(a)[1]]
