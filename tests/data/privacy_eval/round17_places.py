"""The places of the seventeenth dev round (round17.py), around Lake Baikal: the towns of the
Irkutsk region and of the Republic of Buryatia with the names locals type, their streets (Ангарск
and Шелехов live in numbered microdistricts and quarters, not streets; Улан-Удэ has both),
districts, postcodes, the villages, uluses and Old-Believer villages near them, garden
co-operatives, and the slots that write a person's address from them: formal with the postcode and
the region, on two lines, short (`12а-5-40`, as Ангарск writes a flat), typed in a chat with a
district, a village or an ulus, a home on Ольхон, a private house, a garden plot, said aloud and
Latin."""

from __future__ import annotations

import random
from typing import Any

CITIES17: list[tuple[str, str, str]] = [
    ("Иркутск", "ирк", "Irkutsk"), ("Иркутск", "иркутск", "Irkutsk"),
    ("Ангарск", "ангарск", "Angarsk"), ("Братск", "братск", "Bratsk"),
    ("Усолье-Сибирское", "усолье", "Usolye-Sibirskoye"), ("Шелехов", "шелехов", "Shelekhov"),
    ("Улан-Удэ", "уу", "Ulan-Ude"), ("Улан-Удэ", "улан-удэ", "Ulan-Ude"),
    ("Гусиноозёрск", "гусинка", "Gusinoozersk"),
    ("Северобайкальск", "сбк", "Severobaykalsk"),
]  # fmt: skip

# The Republic of Buryatia's towns; the others are of the Irkutsk region.
BURYATIA17 = ("Улан-Удэ", "Гусиноозёрск", "Северобайкальск")

# The streets of each town: (kind, name, Latin). "мкр" is a microdistrict and "кв-л" a quarter:
# Ангарск and Шелехов number their blocks ("12а мкр., д. 5, кв. 40"), Иркутск names its own.
TOWN_STREETS17: dict[str, list[tuple[str, str, str]]] = {
    "Иркутск": [
        ("ул", "Карла Маркса", "Karla Marksa"), ("ул", "Байкальская", "Baykalskaya"),
        ("ул", "Лермонтова", "Lermontova"), ("ул", "Декабрьских Событий", "Dekabrskikh Sobytiy"),
        ("ул", "Красноказачья", "Krasnokazachya"), ("ул", "Трилиссера", "Trilissera"),
        ("ул", "5-й Армии", "5-y Armii"), ("ул", "Ржанова", "Rzhanova"),
        ("ул", "Пискунова", "Piskunova"), ("бул", "Рябикова", "Ryabikova"),
        ("ул", "Рабочего Штаба", "Rabochego Shtaba"), ("ул", "Седова", "Sedova"),
        ("мкр", "Университетский", "Universitetskiy"), ("мкр", "Первомайский", "Pervomayskiy"),
        ("ул", "Академическая", "Akademicheskaya"), ("ул", "Партизанская", "Partizanskaya"),
    ],
    "Ангарск": [
        ("мкр", "12а", "12a"), ("мкр", "7", "7"), ("мкр", "22", "22"), ("кв-л", "95", "95"),
        ("кв-л", "84", "84"), ("мкр", "29", "29"), ("мкр", "6а", "6a"),
        ("ул", "Карла Маркса", "Karla Marksa"),
    ],
    "Братск": [
        ("ул", "Наймушина", "Naymushina"), ("ул", "Депутатская", "Deputatskaya"),
        ("ул", "Мира", "Mira"), ("ул", "Крупской", "Krupskoy"), ("ул", "Южная", "Yuzhnaya"),
        ("ул", "Курчатова", "Kurchatova"), ("ул", "Гидростроителей", "Gidrostroiteley"),
    ],
    "Усолье-Сибирское": [
        ("пр", "Комсомольский", "Komsomolskiy"), ("ул", "Толбухина", "Tolbukhina"),
        ("ул", "Менделеева", "Mendeleeva"), ("ул", "Ватутина", "Vatutina"),
        ("ул", "Интернациональная", "Internatsionalnaya"),
    ],
    "Шелехов": [
        ("кв-л", "1", "1"), ("мкр", "4", "4"), ("кв-л", "20", "20"), ("мкр", "Привокзальный",
        "Privokzalnyy"), ("ул", "Ленина", "Lenina"),
    ],
    "Улан-Удэ": [
        ("ул", "Смолина", "Smolina"), ("ул", "Ербанова", "Erbanova"),
        ("ул", "Борсоева", "Borsoeva"), ("ул", "Бабушкина", "Babushkina"),
        ("ул", "Терешковой", "Tereshkovoy"), ("пр", "Строителей", "Stroiteley"),
        ("ул", "Жердева", "Zherdeva"), ("ул", "Ключевская", "Klyuchevskaya"),
        ("ул", "Хахалова", "Khakhalova"), ("ул", "Шумяцкого", "Shumyatskogo"),
        ("мкр", "111", "111"), ("мкр", "140а", "140a"),
        ("ул", "Революции 1905 года", "Revolyutsii 1905 goda"),
    ],
    "Гусиноозёрск": [
        ("ул", "Пушкина", "Pushkina"), ("ул", "Первомайская", "Pervomayskaya"),
        ("мкр", "1", "1"), ("ул", "Гагарина", "Gagarina"),
    ],
    "Северобайкальск": [
        ("пр", "Ленинградский", "Leningradskiy"), ("пр", "60 лет СССР", "60 let SSSR"),
        ("ул", "Космонавтов", "Kosmonavtov"), ("ул", "Студенческая", "Studencheskaya"),
        ("ул", "Мира", "Mira"),
    ],
}  # fmt: skip
STREETS17 = TOWN_STREETS17["Иркутск"]

# How locals name the town in a chat, and the districts they give instead of a street's part.
_TOWN_CHAT = {
    "Иркутск": ("ирк", "иркутск", "ирк-к"), "Ангарск": ("ангарск", "анг"),
    "Братск": ("братск",), "Усолье-Сибирское": ("усолье", "усолье-сиб"),
    "Шелехов": ("шелехов", "шелех"), "Улан-Удэ": ("уу", "улан-удэ", "улан"),
    "Гусиноозёрск": ("гусинка", "гусиноозерск"), "Северобайкальск": ("сбк", "северобайкальск"),
}  # fmt: skip
_DISTRICTS = {
    "Иркутск": ("ново-ленино", "синюшка", "академ", "солнечный", "лисиха", "глазково",
                "второй иркутск", "рабочее", "юбилейный"),
    "Ангарск": ("старый город", "новый город"), "Братск": ("энергетик", "падун", "центральный"),
    "Усолье-Сибирское": ("привокзальный", "центр"), "Шелехов": ("центр", "привокзальный"),
    "Улан-Удэ": ("зелёный", "шишковка", "элеватор", "левый берег", "батарейка", "восточный",
                 "стеклозавод"),
    "Гусиноозёрск": ("центр", "шахтёрский"), "Северобайкальск": ("центр", "бам"),
}  # fmt: skip
# Postcodes of the towns (the last digits come from the address's own).
_POST = {"Иркутск": "664", "Ангарск": "6658", "Братск": "6657", "Усолье-Сибирское": "6654",
         "Шелехов": "66603", "Улан-Удэ": "670", "Гусиноозёрск": "67116",
         "Северобайкальск": "67170"}  # fmt: skip


def region(city: str, short: bool = True) -> str:
    """The region of a town as a form writes it."""
    if city in BURYATIA17:
        return "Респ. Бурятия" if short else "Республика Бурятия"
    return "Иркутская обл." if short else "Иркутская область"


# Villages, uluses and settlements near each town: (kind, name, district). Тарбагатай and Бичура
# are the Old Believers' (семейские) villages, Оронгой, Эрхирик and Ацагат Buryat uluses.
VILLAGES17 = {
    "Иркутск": [("рп", "Листвянка", "Иркутский р-н"), ("п.", "Хужир", "Ольхонский р-н"),
                ("с.", "Большое Голоустное", "Иркутский р-н"),
                ("с.", "Еланцы", "Ольхонский р-н"),
                ("п.", "Усть-Ордынский", "Эхирит-Булагатский р-н"),
                ("с.", "Баяндай", "Баяндаевский р-н")],
    "Ангарск": [("с.", "Савватеевка", "Ангарский г.о."), ("п.", "Мегет", "Ангарский г.о.")],
    "Братск": [("с.", "Кобляково", "Братский р-н"), ("п.", "Тангуй", "Братский р-н")],
    "Усолье-Сибирское": [("рп", "Тайтурка", "Усольский р-н"), ("с.", "Мальта", "Усольский р-н")],
    "Шелехов": [("рп", "Большой Луг", "Шелеховский р-н"), ("с.", "Баклаши", "Шелеховский р-н")],
    "Улан-Удэ": [("у.", "Оронгой", "Иволгинский р-н"), ("у.", "Эрхирик", "Заиграевский р-н"),
                 ("у.", "Ацагат", "Заиграевский р-н"), ("с.", "Тарбагатай", "Тарбагатайский р-н"),
                 ("с.", "Бичура", "Бичурский р-н"), ("с.", "Иволгинск", "Иволгинский р-н")],
    "Гусиноозёрск": [("с.", "Селендума", "Селенгинский р-н"), ("у.", "Тохой", "Селенгинский р-н")],
    "Северобайкальск": [("пгт", "Нижнеангарск", "Северо-Байкальский р-н"),
                        ("с.", "Байкальское", "Северо-Байкальский р-н")],
}  # fmt: skip
VILLAGE_STREETS17 = ("ул. Байкальская", "ул. Дацанская", "ул. Набережная", "ул. Лесная",
                     "ул. Школьная", "ул. Кооперативная", "ул. Трактовая", "пер. Таёжный",
                     "ул. Партизанская")  # fmt: skip
# Garden co-operatives and the road they stand on.
SNT17 = (("Багульник", "Байкальский тракт, 19 км"), ("Сибиряк", "Голоустненский тракт, 14 км"),
         ("Ангара", "Александровский тракт, 8 км"), ("Вишенка", "Спиртзаводская"))  # fmt: skip


def town_of(city: str) -> dict[str, str]:
    """The town keys of a person's address, for a situation whose people live in one town."""
    name, short, lat = next(c for c in CITIES17 if c[0] == city)
    return {"city": name, "city_short": short, "city_latin": lat}


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "мкр": "мкр.", "кв-л": "кв-л"}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "пер": "per.", "бул": "bulv.", "мкр": "mkr.",
             "кв-л": "kvartal"}  # fmt: skip

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


def town_street(a: dict[str, str], town: str | None = None) -> tuple[str, str, str]:
    streets = TOWN_STREETS17[town or a["city"]]
    return streets[int(a["index"][3:]) % len(streets)]


def _index(a: dict[str, str]) -> str:
    head = _POST[a["city"]]
    return head + a["index"][-(6 - len(head)) :]


def _block(kind: str, name: str) -> bool:
    """A numbered microdistrict or quarter: its number stands before its mark ("12а мкр.")."""
    return kind in ("мкр", "кв-л") and name[0].isdigit()


def street_of(a: dict[str, str]) -> str:
    kind, name, _ = town_street(a)
    return f"{name} {_MARK[kind]}" if _block(kind, name) else f"{_MARK[kind]} {name}"


def adr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = street_of(a), a["house"], a["flat"], a["city"]
    reg, full = region(c), region(c, short=False)
    return rng.choice((
        f"{_index(a)}, {reg}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"{full}, г.{c}, {st}, дом {h}, кв. {f}",
        f"{_index(a)}, г. {c}, {st}, {h}/{a['building']}, кв. {f}",
        f"{reg}, г. {c}, {st}, д.{h}, кв.{f}",
        f"{_index(a)} {full} г {c} {st.replace('.', '')} д {h} кв {f}",
    ))  # fmt: skip


def adr_line(rng: random.Random, s: Any) -> str:
    """An address on two lines, as a letter's or a form's writer breaks it."""
    a = s.address
    st, h, f, c = street_of(a), a["house"], a["flat"], a["city"]
    return rng.choice((f"{_index(a)}, {region(c)}, г. {c},\n{st}, д. {h}, кв. {f}",
                       f"г. {c}, {st},\nд. {h}, кв. {f}"))  # fmt: skip


def adr_short(rng: random.Random, s: Any) -> str:
    """A short address; a block's is its number, the house and the flat ("12а-5-40")."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = a["house"], a["flat"]
    if _block(kind, name):
        return rng.choice((f"{name}-{h}-{f}", f"{name} {_MARK[kind]} {h}-{f}",
                           f"{name} {kind}, д. {h}, кв. {f}", f"{name}/{h}/{f}"))  # fmt: skip
    st = street_of(a)
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}",
                       f"г. {a['city']}, {name} {h}/{f}"))  # fmt: skip


def adr_chat(rng: random.Random, s: Any) -> str:
    """An address typed by a local: the town's chat name, a district, lower case."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = a["house"], a["flat"]
    town = rng.choice(_TOWN_CHAT[a["city"]])
    district = rng.choice(_DISTRICTS[a["city"]])
    if _block(kind, name):
        mark = "мкр" if kind == "мкр" else "квартал"
        return rng.choice((f"{town} {name}-{h}-{f}", f"{town}, {name} {mark} {h} кв {f}",
                           f"{name} {mark}, {h} дом, {f} кв", f"{name}-{h}-{f}"))  # fmt: skip
    low = name.lower()
    return rng.choice((f"{town}, {low} {h} кв {f}", f"{town} {low} {h}-{f}",
                       f"{town}, {district}, {low} {h}-{f}", f"{low} {h}/{f}",
                       f"{district} {low} д{h} кв{f}, {a['building']} подъезд",
                       f"{district}, {low} {h} кв {f}"))  # fmt: skip


def _village(a: dict[str, str]) -> tuple[str, str, str]:
    places = VILLAGES17[a["city"]]
    return places[int(a["house"]) % len(places)]


def adr_village(rng: random.Random, s: Any) -> str:
    """A home in a village, an ulus or a settlement near the person's town."""
    a = s.address
    kind, village, district = _village(a)
    street = VILLAGE_STREETS17[int(a["flat"]) % len(VILLAGE_STREETS17)]
    h = int(a["house"]) % 70 + 1
    reg = region(a["city"])
    return rng.choice((f"{reg}, {district}, {kind} {village}, {street}, д. {h}",
                       f"{kind} {village}, {street}, {h}", f"{village.lower()} {h}",
                       f"{district}, {kind} {village}, {street.split()[-1]} {h}",
                       f"{village.lower()}, {street.split()[-1].lower()} {h}",
                       f"{kind} {village} {district} {street} {h}"))  # fmt: skip


def adr_house(rng: random.Random, s: Any) -> str:
    """A private house: in a village, or the town's private sector."""
    a = s.address
    kind, village, district = _village(a)
    street = VILLAGE_STREETS17[int(a["flat"]) % len(VILLAGE_STREETS17)]
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
                       f"{region(a['city'])}, {district}, {kind} {village}, {street}, "
                       f"{h}"))  # fmt: skip


def adr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, road = SNT17[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"{road}, СНТ «{snt}», участок № {a['flat']}",
                       f"г. {a['city']}, СНТ «{snt}», ул. 3-я, уч. {a['flat']}"))  # fmt: skip


def adr_spoken(rng: random.Random, s: Any) -> str:
    """An address said in a voice message and written down by speech recognition."""
    a = s.address
    kind, name, _ = town_street(a)
    h, f = int(a["house"]), int(a["flat"])
    town = a["city"].lower()
    if _block(kind, name):
        mark = "микрорайон" if kind == "мкр" else "квартал"
        return rng.choice((f"{town} {name} {mark} дом {said(h)} квартира {said(f)}",
                           f"{mark} {name} {said(h)} квартира {said(f)}"))  # fmt: skip
    low = name.lower()
    return rng.choice((f"{town} улица {low} дом {said(h)} квартира {said(f)}",
                       f"{low} {said(h)} квартира {said(f)}",
                       f"город {town} {low} дом {said(h)} квартира {said(f)}"))  # fmt: skip


def adr_latin(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, cyr, name = town_street(a)
    if _block(kind, cyr):  # "12a mkr.", "kvartal 95"
        name = f"{name} mkr." if kind == "мкр" else f"kvartal {name}"
    city, h, f = a["city_latin"], a["house"], a["flat"]
    reg = "Buryatia" if a["city"] in BURYATIA17 else "Irkutsk region"
    return rng.choice((f"{_MARK_LAT[kind]} {name}, {h}-{f}, {city}, {reg}",
                       f"{city}, {name} {h}, apt. {f}",
                       f"{name.lower()} {h} kv {f}, {city.lower()}",
                       f"{h}-{f} {name}, {city} {_index(a)}, Russia",
                       f"{city.upper()} {name.upper()} {h} {f}"))  # fmt: skip


# The villages of the Ольхонский district, on the island and at the ferry (Хужир, Сахюрта).
OLKHON17 = ("п. Хужир", "с. Еланцы", "д. Сахюрта", "д. Харанцы")


def adr_olkhon(rng: random.Random, s: Any) -> str:
    """A home in the Ольхонский district, whoever the person is: a ferry's queue asks for it."""
    a = s.address
    village = OLKHON17[int(a["house"]) % len(OLKHON17)]
    street = VILLAGE_STREETS17[int(a["flat"]) % len(VILLAGE_STREETS17)]
    h = int(a["house"]) % 60 + 1
    name = village.split(" ", 1)[1]
    return rng.choice((f"{village}, {street}, {h}",
                       f"{name.lower()} {street.split()[-1].lower()} {h}",
                       f"Ольхонский р-н, {village}, {street}, д. {h}",
                       f"{name.lower()}, {h}"))  # fmt: skip


ADDRESS_SLOTS17 = {
    "ir_adr_olkhon": (adr_olkhon, "pd.address"),
    "ir_adr": (adr, "pd.address"),
    "ir_adr_line": (adr_line, "pd.address"),
    "ir_adr_short": (adr_short, "pd.address"),
    "ir_adr_chat": (adr_chat, "pd.address"),
    "ir_adr_village": (adr_village, "pd.address"),
    "ir_adr_house": (adr_house, "pd.address"),
    "ir_adr_snt": (adr_snt, "pd.address"),
    "ir_adr_spoken": (adr_spoken, "pd.address"),
    "ir_adr_latin": (adr_latin, "pd.address"),
}


# The landline codes of the villages' districts (a home phone there is its owner's).
_VILLAGE_CODES = {
    "Листвянка": "3952", "Хужир": "39558", "Большое Голоустное": "3952", "Еланцы": "39558",
    "Усть-Ордынский": "39541", "Баяндай": "39537", "Савватеевка": "3955", "Мегет": "3955",
    "Кобляково": "3953", "Тангуй": "3953", "Тайтурка": "39543", "Мальта": "39543",
    "Большой Луг": "39550", "Баклаши": "39550", "Оронгой": "30140", "Эрхирик": "30136",
    "Ацагат": "30136", "Тарбагатай": "30146", "Бичура": "30133", "Иволгинск": "30140",
    "Селендума": "30145", "Тохой": "30145", "Нижнеангарск": "30130", "Байкальское": "30130",
}  # fmt: skip


def home_code(a: dict[str, str]) -> str:
    """The code of the village a person's home is in (adr_village's village)."""
    return _VILLAGE_CODES[_village(a)[1]]
