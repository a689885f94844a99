"""Dev texts of the sixth round of issue 16: public services, law and finance (dev part only).

Written by a helper who had not read the detection rules, for the two weakest classes above all
(addresses and dates of birth) and for texts with many people: МФЦ and Госуслуги applications,
3-НДФЛ and deduction forms, Social Fund letters, court and bailiff papers, notary and inheritance
notes, bank questionnaires with co-borrowers, insurance claims, military registration, housing
office complaints and registration extracts, school and kindergarten enrolment, a flat's lease,
guardianship. Each genre has five situations (text n takes situation (n - 1) % 5), and a
situation says who its people are to each other (pick_person): a family shares person 1's
surname and home, a spouse is of the other gender, children are born late and carry their
father's name as their patronymic, neighbours live in person 1's town, as in the papers they
come from; and which companies it deals with.

New shapes (slots start with "w_"): addresses with the postcode or the region first ("обл.
Рязанская, г. Рязань, ул. …" as registry extracts print it), on two or three lines, in
microdistricts, villages with the district and region in the genitive, garden plots (СНТ),
communal rooms; dates of birth as a year alone ("1985 г.р."), as a notary writes them ("12
(двенадцатого) марта 1985", the year in ordinal words), with a capitalised or short month, after
a relative's name or in a table row; names with the surname in capitals ("ИГНАТОВ Лука
Ильясович"), in the dative in capitals (an addressee of a court letter), with a maiden name
("Манукян (урожд. Жданова) Алсу …"), initials first in oblique cases ("от Л.М. Игнатовой"), first
names that do not decline (Алсу, Ляйсан, Марго). Organisation values: court case numbers and
their УИД, enforcement proceedings, cadastral numbers, state bodies with their addresses and
phones, the code of the passport office, policy and credit contract numbers.

Its pool follows a rule made so it cannot meet the held-out round written at the same time:
every surname, first name, diminutive and patronymic begins with a letter from А to М. It draws
from its own seeded generator (`16-dev6`), so the earlier texts stay byte for byte what they were.
The sentence frames are in round6_frames.py and round6_frames2.py, the organisation values in
round6_org.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import round4
from people import CASES, MONTHS, Person, latin, surname_form
from round6_frames import FRAMES6
from round6_org import ORG_SLOTS6, REGIONS6
from round_kit import ordinal_gen, year_words

__all__ = ["FRAMES6", "ORG_SLOTS6"]

SURNAMES6: list[tuple[str, str]] = [
    ("Байрамов", "ov"), ("Барсуков", "ov"), ("Воронцов", "ov"), ("Дьяконов", "ov"),
    ("Ерофеев", "ov"), ("Жданов", "ov"), ("Игнатов", "ov"), ("Кудрявцев", "ov"),
    ("Ахмадуллин", "ov"), ("Гаджиев", "ov"), ("Исмаилов", "ov"), ("Вяземский", "sky"),
    ("Ключевский", "sky"), ("Бойко", "indecl"), ("Ляшко", "indecl"), ("Гладких", "indecl"),
    ("Гогия", "indecl"), ("Каландадзе", "indecl"), ("Манукян", "noun"), ("Авакян", "noun"),
    ("Андрейчук", "noun"), ("Майер", "noun"), ("Горох", "noun"), ("Кисель", "noun"),
    ("Ёрш", "noun"), ("Клюква", "a"), ("Галушка", "a"), ("Бонч-Бруевич", "double"),
    ("Аксаков-Дымов", "double"),
]  # fmt: skip

# Men's forms of nouns whose stem changes, and the parts of the double surnames.
_IRREGULAR6 = {
    "Кисель": ("Кисель", "Киселя", "Киселю", "Киселя", "Киселём", "Киселе"),
    "Ёрш": ("Ёрш", "Ерша", "Ершу", "Ерша", "Ершом", "Ерше"),
}
_DOUBLE6 = {
    "Бонч-Бруевич": (("Бонч", "indecl"), ("Бруевич", "noun")),
    "Аксаков-Дымов": (("Аксаков", "ov"), ("Дымов", "ov")),
}

FIRST_NAMES6: list[tuple[str, str, str]] = [
    ("Азамат", "m", "Азамат"), ("Герман", "m", "Гера"), ("Ибрагим", "m", "Ибрагим"),
    ("Лука", "m", "Лука"), ("Марсель", "m", "Марсель"), ("Елисей", "m", "Елисейка"),
    ("Амир", "m", "Амир"), ("Джамал", "m", "Джамал"), ("Карен", "m", "Карен"),
    ("Булат", "m", "Булат"), ("Аскар", "m", "Аскар"),
    ("Ангелина", "f", "Геля"), ("Есения", "f", "Еся"), ("Диляра", "f", "Диля"),
    ("Карина", "f", "Кариша"), ("Ляйсан", "f", "Ляйсан"), ("Алсу", "f", "Алсу"),
    ("Маргарита", "f", "Марго"), ("Изабелла", "f", "Белла"), ("Мирослава", "f", "Мира"),
    ("Клавдия", "f", "Клава"), ("Евдокия", "f", "Дуся"),
]  # fmt: skip

# Women's names ending in a consonant or -у, and a diminutive from French: they do not decline.
_INDECLINABLE = {"Ляйсан", "Алсу", "Марго"}

PATRONYMICS6: list[tuple[str, str]] = [
    ("Артурович", "Артуровна"), ("Азаматович", "Азаматовна"), ("Давидович", "Давидовна"),
    ("Германович", "Германовна"), ("Елисеевич", "Елисеевна"), ("Зиновьевич", "Зиновьевна"),
    ("Ибрагимович", "Ибрагимовна"), ("Кириллович", "Кирилловна"), ("Ильясович", "Ильясовна"),
    ("Ахмедович", "Ахмедовна"), ("Маркович", "Марковна"), ("Лукич", "Лукинична"),
]  # fmt: skip

CITIES6: list[tuple[str, str, str]] = [
    ("Рязань", "рзн", "Ryazan"), ("Тверь", "тверь", "Tver"), ("Липецк", "липецк", "Lipetsk"),
    ("Тамбов", "тамбов", "Tambov"), ("Пенза", "пенза", "Penza"), ("Брянск", "брянск", "Bryansk"),
    ("Смоленск", "смол", "Smolensk"), ("Чебоксары", "чеб", "Cheboksary"),
]  # fmt: skip

STREETS6: list[tuple[str, str, str]] = [
    ("ул", "Есенина", "Yesenina"), ("пр", "Чайковского", "Chaykovskogo"),
    ("ул", "Интернациональная", "Internatsionalnaya"), ("ул", "Студенецкая", "Studenetskaya"),
    ("ул", "Циолковского", "Tsiolkovskogo"), ("пер", "Кооперативный", "Kooperativnyy"),
    ("ул", "Зои Космодемьянской", "Zoi Kosmodemyanskoy"), ("бул", "Радужный", "Raduzhnyy"),
    ("ул", "60 лет СССР", "60 let SSSR"), ("ш", "Московское", "Moskovskoye"),
    ("пр", "Победы", "Pobedy"), ("ул", "Горького", "Gorkogo"),
    ("наб", "Волжская", "Volzhskaya"),
]  # fmt: skip

# The text's company unless its situation names its own ("companies"), and the other company
# of a text (a property manager drawing up a flood report, an employer, an appraiser).
COMPANIES6: list[str] = [
    "ООО «УК Жилкомсервис»", "ООО «УК Домовой»", "ТСЖ «Есенина 47»",
    "ООО «Липецкий литейный двор»", "АО «Тамбовхимпласт»",
]  # fmt: skip

# The villages near each city: (kind, village, district, the district in the genitive).
VILLAGES6: dict[str, list[tuple[str, str, str, str]]] = {
    "Рязань": [("с.", "Ижевское", "Спасский р-н", "Спасского района"),
               ("с.", "Дядьково", "Рязанский р-н", "Рязанского района")],
    "Тверь": [("д.", "Мермерины", "Калининский р-н", "Калининского района"),
              ("пос.", "Эммаус", "Калининский р-н", "Калининского района")],
    "Липецк": [("с.", "Косыревка", "Липецкий р-н", "Липецкого района"),
               ("пос.", "Сырский", "Липецкий р-н", "Липецкого района")],
    "Тамбов": [("с.", "Красивка", "Инжавинский р-н", "Инжавинского района"),
               ("п.", "Новая Ляда", "Тамбовский р-н", "Тамбовского района")],
    "Пенза": [("с.", "Бессоновка", "Бессоновский р-н", "Бессоновского района"),
              ("дер.", "Ухтинка", "Пензенский р-н", "Пензенского района")],
    "Брянск": [("пос.", "Свень", "Брянский р-н", "Брянского района"),
               ("с.", "Глинищево", "Брянский р-н", "Брянского района")],
    "Смоленск": [("д.", "Станички", "Смоленский р-н", "Смоленского района"),
                 ("д.", "Алтуховка", "Смоленский р-н", "Смоленского района")],
    "Чебоксары": [("с.", "Ишлеи", "Чебоксарский р-н", "Чебоксарского района"),
                  ("д.", "Большие Карачуры", "Чебоксарский р-н", "Чебоксарского района")],
}  # fmt: skip
SNT6 = ("Малинка", "Лесная поляна", "Строитель-2", "Берёзка", "Ветеран", "Рассвет-3")
MKR6 = ("Северный", "Солнечный", "Юго-Западный", "Кочетовка", "Дашково-Песочня")


@dataclass(frozen=True)
class Person6(Person):
    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":
            return "-".join(
                _surname(part, paradigm, self.gender, case)
                for part, paradigm in _DOUBLE6[self.surname]
            )
        return _surname(self.surname, self.paradigm, self.gender, case)

    def given(self, case: str = "nom") -> str:
        if self.first in _INDECLINABLE:
            return self.first
        return round4.first_name_form(self.first, self.gender, case)

    def dim(self, case: str = "nom") -> str:
        d = self.diminutive
        if d in _INDECLINABLE or case == "nom":
            return d
        if d.endswith("ка"):  # "Елисейка": a noun in -ка
            return d[:-1] + ("а", "и", "е", "у", "ой", "е")[CASES.index(case)]
        return round4.first_name_form(d, self.gender if d[-1] in "ая" else "m", case)


def _surname(male: str, paradigm: str, gender: str, case: str) -> str:
    if male in _IRREGULAR6 and gender == "m":
        return _IRREGULAR6[male][CASES.index(case)]
    return surname_form(male, paradigm, gender, case)


# A child's patronymic comes from the father's first name.
_PATRONYMIC_OF = {
    "Азамат": ("Азаматович", "Азаматовна"), "Герман": ("Германович", "Германовна"),
    "Ибрагим": ("Ибрагимович", "Ибрагимовна"), "Лука": ("Лукич", "Лукинична"),
    "Марсель": ("Марселевич", "Марселевна"), "Елисей": ("Елисеевич", "Елисеевна"),
    "Амир": ("Амирович", "Амировна"), "Джамал": ("Джамалович", "Джамаловна"),
    "Карен": ("Каренович", "Кареновна"), "Булат": ("Булатович", "Булатовна"),
    "Аскар": ("Аскарович", "Аскаровна"),
}  # fmt: skip


def pick_person(
    rng: random.Random, people: dict[int, Person], index: int, situation: dict[str, Any]
) -> Person6:
    """Person `index` of a text whose people so far are `people`. A situation may name a family
    (`kin`: they share person 1's surname), a `spouse` of person 1 (the other gender), children
    (`young`, or `children` when grown up: their patronymic is their father's name), person 1's
    `siblings` (the same patronymic) and `parent` (the father their patronymic names), and
    people who are `women` or `men`. No two people of a text share a first name."""
    head = people.get(1)
    firsts = {p.first for p in people.values()}
    gender = None
    if index in situation.get("women", ()):
        gender = "f"
    elif index in situation.get("men", ()):
        gender = "m"
    elif index == situation.get("spouse") and head is not None:
        gender = "f" if head.gender == "m" else "m"
    names = [f for f in FIRST_NAMES6 if f[0] not in firsts and gender in (None, f[1])]
    if index == situation.get("parent") and head is not None:
        # Person 1's father is named by their patronymic; without one in the pool, a mother.
        fathers = [f for f in names if _PATRONYMIC_OF.get(f[0]) == head.patronymic]
        names = fathers or [f for f in names if f[1] == "f"]
    first, gender, diminutive = rng.choice(names)
    if index in situation.get("kin", ()) and head is not None:
        surname, paradigm = head.surname, head.paradigm
    else:
        taken = {p.surname for p in people.values()}
        surname, paradigm = rng.choice([s for s in SURNAMES6 if s[0] not in taken])
    patronymic = rng.choice(PATRONYMICS6)
    if index in situation.get("siblings", ()) and head is not None:
        patronymic = head.patronymic
    children = situation.get("children", situation.get("young", ()))
    if index in children and index in situation.get("kin", ()):
        spouse = people.get(situation.get("spouse", 0))
        father = next((p for p in (head, spouse) if p is not None and p.gender == "m"), None)
        if father is not None:
            patronymic = _PATRONYMIC_OF[father.first]
    return Person6(surname, paradigm, first, gender, diminutive, patronymic)


def birth(
    rng: random.Random, index: int, situation: dict[str, Any], drawn: tuple[int, int, int]
) -> tuple[int, int, int]:
    """Children are born late, the old early, and a family's parents in between."""
    d, m, _ = drawn
    if index in situation.get("young", ()):
        return d, m, rng.randint(2009, 2023)
    if index in situation.get("elder", ()):
        return d, m, rng.randint(1938, 1958)
    family = (1, *situation.get("kin", ()))
    if index in family and (situation.get("young") or situation.get("elder")):
        return d, m, rng.randint(1975, 1992)
    return drawn


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person6:
    return s.person


def _maiden(rng: random.Random, s: Any) -> str:
    """A woman's surname with her maiden name; a man's full name as it is."""
    p = _p(s)
    if p.gender == "m":
        return f"{p.last()} {p.given()} {p.middle()}"
    other, paradigm = rng.choice([x for x in SURNAMES6 if x[0] != p.surname and x[1] != "double"])
    before = _surname(other, paradigm, p.gender, "nom")
    mark = rng.choice(("урожд.", "до брака —", "добрачная фамилия"))
    return f"{p.last()} ({mark} {before}) {p.given()} {p.middle()}"


NAME_SLOTS6 = {
    "w_fio_caps": (lambda rng, s: f"{_p(s).last().upper()} {_p(s).given()} {_p(s).middle()}",
              "pd.name"),
    "w_fio_dat_up": (lambda rng, s: " ".join((_p(s).last("dat"), _p(s).given("dat"),
                                              _p(s).middle("dat"))).upper(), "pd.name"),
    "w_io_f_gen": (lambda rng, s: f"{_p(s).initials()} {_p(s).last('gen')}", "pd.name"),
    "w_io_f_dat": (lambda rng, s: f"{_p(s).initials(' ')} {_p(s).last('dat')}", "pd.name"),
    "w_f_io_ins": (lambda rng, s: f"{_p(s).last('ins')} {_p(s).initials()}", "pd.name"),
    "w_maiden": (_maiden, "pd.name"),
    "w_dim_gen": (lambda rng, s: _p(s).dim("gen"), "pd.name"),
    "w_dim_dat": (lambda rng, s: _p(s).dim("dat"), "pd.name"),
    "w_dim_ins": (lambda rng, s: _p(s).dim("ins"), "pd.name"),
    "w_fi_up_lat": (lambda rng, s: f"{latin(_p(s).last()).upper()} {latin(_p(s).given())}",
                    "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------


def bday_notary(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((
        f"{d} ({ordinal_gen(d)}) {MONTHS[m - 1]} {y}",
        f"{d:02d}.{m:02d}.{y} ({ordinal_gen(d)} {MONTHS[m - 1]} {year_words(y)})",
        f"{ordinal_gen(d)} {MONTHS[m - 1]} {year_words(y)}",
    ))  # fmt: skip


_MON_SHORT6 = ("янв", "февр", "мар", "апр", "мая", "июн", "июл", "авг", "сент", "окт", "нояб",
               "дек")  # fmt: skip


def bday_month(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month.capitalize()} {y}", f"{d:02d} {_MON_SHORT6[m - 1]} {y}",
                       f"{d}-е {month} {y}", f"«{d:02d}» {month} {y}",
                       f"{d:02d} {month} {y}"))  # fmt: skip


def bday_form(rng: random.Random, s: Any) -> str:
    """As a form's boxes or a registry prints it."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {m:02d} {y}", f"{d:02d}|{m:02d}|{y}",
                       f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}"))  # fmt: skip


BIRTH_SLOTS6 = {
    "w_bday_year": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
    "w_bday_notary": (bday_notary, "pd.birthdate"),
    "w_bday_month": (bday_month, "pd.birthdate"),
    "w_bday_form": (bday_form, "pd.birthdate"),
}


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": ("ул.", "улица"), "пр": ("пр-кт", "проспект"), "пер": ("пер.", "переулок"),
         "бул": ("б-р", "бульвар"), "ш": ("ш.", "шоссе"),
         "наб": ("наб.", "набережная")}  # fmt: skip


def _a(s: Any) -> dict[str, str]:
    return s.address


def _region(a: dict[str, str]) -> tuple[str, str, str, str, str, str]:
    return REGIONS6[a["city"]]


def _index(a: dict[str, str]) -> str:
    return _region(a)[4] + a["index"][3:]


def addr_post(rng: random.Random, s: Any) -> str:
    """Postcode first, as an envelope or a registration stamp has it."""
    a = _a(s)
    region, region_short, _, region_first, _, _ = _region(a)
    short, full = _MARK[a["kind"]]
    st, h, f, k = f"{short} {a['name']}", a["house"], a["flat"], a["building"]
    i, c = _index(a), a["city"]
    return rng.choice((
        f"{i}, {region_short}, г. {c}, {st}, д. {h}, кв. {f}",
        f"РФ, {i}, {region}, город {c}, {full} {a['name']}, дом {h}, корпус {k}, квартира {f}",
        f"{i} г.{c} {short}{a['name']} д.{h} кв.{f}",
        f"{i}, {region_first}, г. {c}, {st}, д. {h}, стр. {k}, кв. {f}",
        f"{i}, г. {c}, {st}, д. {h}, лит. А, кв. {f}",
    ))  # fmt: skip


def addr_region(rng: random.Random, s: Any) -> str:
    """Region first, without a postcode."""
    a = _a(s)
    region, region_short, _, region_first, _, _ = _region(a)
    short, full = _MARK[a["kind"]]
    h, f, k, c = a["house"], a["flat"], a["building"], a["city"]
    return rng.choice((
        f"{region}, г. {c}, {full} {a['name']}, дом {h}, корпус {k}, квартира {f}",
        f"{region_first}, г. {c}, {short} {a['name']}, д.{h}, кв.{f}",
        f"{region_short}, г.о. город {c}, {short} {a['name']}, зд. {h}, помещ. {f}",
        f"{region_short} г {c} {short.rstrip('.')} {a['name']} д {h} кв {f}",
    ))  # fmt: skip


def addr_lines(rng: random.Random, s: Any) -> str:
    """On two or three lines, as on an envelope or in a signature block."""
    a = _a(s)
    short, _ = _MARK[a["kind"]]
    st, h, f, c, i = f"{short} {a['name']}", a["house"], a["flat"], a["city"], _index(a)
    return rng.choice((
        f"{st}, д. {h}, кв. {f}\nг. {c}, {i}",
        f"г. {c}\n{st} {h}-{f}",
        f"{i}, {_region(a)[1]}\nг. {c}, {st},\nд. {h}, кв. {f}",
    ))  # fmt: skip


def addr_mkr(rng: random.Random, s: Any) -> str:
    a = _a(s)
    mkr, h, f, c = rng.choice(MKR6), a["house"], a["flat"], a["city"]
    n = int(a["building"]) + 2
    return rng.choice((
        f"г. {c}, мкр. {mkr}, д. {h}, кв. {f}", f"мкр {mkr} {h}-{f}",
        f"{n}-й мкр., д. {h}, кв. {f}, г. {c}", f"{c}, микрорайон {mkr}, дом {h}, кв {f}",
        f"{a['city_short']} {n} мкр {h} кв {f}",
    ))  # fmt: skip


def addr_village(rng: random.Random, s: Any) -> str:
    a = _a(s)
    kind, village, district, district_gen = rng.choice(VILLAGES6[a["city"]])
    region, region_short, region_gen, _, _, _ = _region(a)
    h = a["house"]
    return rng.choice((
        f"{region_short}, {district}, {kind} {village}, д. {h}",
        f"{kind} {village} {district_gen} {region_gen}, ул. Школьная, д. {h}",
        f"{_index(a)}, {region}, {district}, {kind} {village}, ул. Луговая, {h}",
        f"{kind} {village}, дом {h} ({district})",
        f"{village.lower()} {h}",
    ))  # fmt: skip


def addr_snt(rng: random.Random, s: Any) -> str:
    a = _a(s)
    snt, plot = rng.choice(SNT6), str(int(a["flat"]) % 300 + 1)
    _, region_short, _, _, _, _ = _region(a)
    district = rng.choice(VILLAGES6[a["city"]])[2]
    return rng.choice((
        f"СНТ «{snt}», уч. {plot}", f"{region_short}, {district}, СНТ «{snt}», участок № {plot}",
        f"снт {snt.lower()} уч {plot}", f"с/т «{snt}», линия {a['building']}, участок {plot}",
        f"СНТ {snt} участок {plot}, {district}",
    ))  # fmt: skip


def addr_room(rng: random.Random, s: Any) -> str:
    """A room of a communal flat or a dormitory."""
    a = _a(s)
    short, _ = _MARK[a["kind"]]
    st, h, f, k, c = f"{short} {a['name']}", a["house"], a["flat"], a["building"], a["city"]
    return rng.choice((
        f"г. {c}, {st}, д. {h}, кв. {f}, комн. {k}", f"{st}, д. {h}, ком. {f}",
        f"{c}, {st} {h}, кв {f} (комната {k})", f"{a['name']} {h}-{f}, к.{k}",
    ))  # fmt: skip


def addr_talk(rng: random.Random, s: Any) -> str:
    """As said on the phone or typed in a chat."""
    a = _a(s)
    name, h, f, c = a["name"], a["house"], a["flat"], a["city_short"]
    return rng.choice((
        f"{name} {h}, квартира {f}", f"{name.lower()} {h} кв {f}", f"{c} {name.lower()} {h}-{f}",
        f"{name}, дом {h}, {f}", f"{name} {h} {f}",
    ))  # fmt: skip


def addr_lat6(rng: random.Random, s: Any) -> str:
    a = _a(s)
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    region = latin(_region(a)[1])
    return rng.choice((
        f"{_index(a)}, {region}, {city}, ul. {name}, d. {h}, kv. {f}",
        f"{name} str. {h}-{f}, {city} {_index(a)}", f"flat {f}, {h} {name} St., {city}, Russia",
    ))  # fmt: skip


ADDRESS_SLOTS6 = {
    "w_addr_post": (addr_post, "pd.address"),
    "w_addr_region": (addr_region, "pd.address"),
    "w_addr_lines": (addr_lines, "pd.address"),
    "w_addr_mkr": (addr_mkr, "pd.address"),
    "w_addr_village": (addr_village, "pd.address"),
    "w_addr_snt": (addr_snt, "pd.address"),
    "w_addr_room": (addr_room, "pd.address"),
    "w_addr_talk": (addr_talk, "pd.address"),
    "w_addr_lat": (addr_lat6, "pd.address"),
}


def passport_apart(rng: random.Random, s: Any) -> str:
    """Series and number written together in an irregular way (the apart forms are frames)."""
    series, number = s.passport
    return rng.choice((f"{series[:2]} {series[2:]} №{number}", f"{series} N {number}",
                       f"{series[:2]}-{series[2:]} {number}",
                       f"{series[:2]} {series[2:]}, {number}",
                       f"серия {series} № {number}"))  # fmt: skip


PERSON_SLOTS6 = {
    **NAME_SLOTS6,
    **BIRTH_SLOTS6,
    **ADDRESS_SLOTS6,
    "w_passport": (passport_apart, "pd.passport"),
}
