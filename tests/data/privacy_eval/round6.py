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
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import round4
import values as v
from people import CASES, MONTHS, Person, latin, surname_form

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

# city: (region, region short, region in the genitive, region first as registries print it,
# postcode's first three digits, the city in the genitive)
REGIONS6: dict[str, tuple[str, str, str, str, str, str]] = {
    "Рязань": ("Рязанская область", "Рязанская обл.", "Рязанской области", "обл. Рязанская",
               "390", "Рязани"),
    "Тверь": ("Тверская область", "Тверская обл.", "Тверской области", "обл. Тверская", "170",
              "Твери"),
    "Липецк": ("Липецкая область", "Липецкая обл.", "Липецкой области", "обл. Липецкая", "398",
               "Липецка"),
    "Тамбов": ("Тамбовская область", "Тамбовская обл.", "Тамбовской области", "обл. Тамбовская",
               "392", "Тамбова"),
    "Пенза": ("Пензенская область", "Пензенская обл.", "Пензенской области", "обл. Пензенская",
              "440", "Пензы"),
    "Брянск": ("Брянская область", "Брянская обл.", "Брянской области", "обл. Брянская", "241",
               "Брянска"),
    "Смоленск": ("Смоленская область", "Смоленская обл.", "Смоленской области",
                 "обл. Смоленская", "214", "Смоленска"),
    "Чебоксары": ("Чувашская Республика", "Чувашская Респ.", "Чувашской Республики",
                  "Респ. Чувашская", "428", "Чебоксар"),
}  # fmt: skip

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

_DAY_GEN = (
    "первого", "второго", "третьего", "четвёртого", "пятого", "шестого", "седьмого", "восьмого",
    "девятого", "десятого", "одиннадцатого", "двенадцатого", "тринадцатого", "четырнадцатого",
    "пятнадцатого", "шестнадцатого", "семнадцатого", "восемнадцатого", "девятнадцатого",
    "двадцатого",
)  # fmt: skip
_TENS = {2: "двадцать", 3: "тридцать", 4: "сорок", 5: "пятьдесят", 6: "шестьдесят",
         7: "семьдесят", 8: "восемьдесят", 9: "девяносто"}  # fmt: skip
_TENS_GEN = {2: "двадцатого", 3: "тридцатого", 4: "сорокового", 5: "пятидесятого",
             6: "шестидесятого", 7: "семидесятого", 8: "восьмидесятого",
             9: "девяностого"}  # fmt: skip


def ordinal_gen(n: int) -> str:
    """1..99 as an ordinal in the genitive: "пятого", "двадцать первого", "сорокового"."""
    if n <= 20:
        return _DAY_GEN[n - 1]
    tens, units = divmod(n, 10)
    return _TENS_GEN[tens] if not units else f"{_TENS[tens]} {_DAY_GEN[units - 1]}"


def year_words(year: int) -> str:
    """A year as a notary writes it: "тысяча девятьсот восемьдесят пятого"."""
    if year == 2000:
        return "двухтысячного"
    head = "тысяча девятьсот" if year < 2000 else "две тысячи"
    return f"{head} {ordinal_gen(year % 100)}"


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


# Organisation values ---------------------------------------------------------------------------


_REGION_CODE = {"Рязань": "62", "Тверь": "69", "Липецк": "48", "Тамбов": "68", "Пенза": "58",
                "Брянск": "32", "Смоленск": "67", "Чебоксары": "21"}  # fmt: skip


def _city(t: Any) -> str:
    """The city of the text's first person, so its court and offices stand in their town."""
    return t.subject(1).address["city"]  # type: ignore[no-any-return]


def _court(t: Any) -> str:
    city = _city(t)
    gen = REGIONS6[city][5]
    district = t.rng.choice(("Советский", "Октябрьский", "Ленинский", "Московский"))
    return t.rng.choice((
        f"{district} районный суд г. {gen}",
        f"судебный участок № {t.rng.randint(1, 40)} {district[:-2]}ого судебного района "
        f"г. {gen}",
    ))  # fmt: skip


def _bailiffs(t: Any) -> str:
    city = _city(t)
    region = REGIONS6[city]
    district = t.rng.choice(("Советское", "Октябрьское", "Ленинское", "Железнодорожное"))
    return f"{district} РОСП г. {region[5]} УФССП России по {region[2]}"


def _body_addr(t: Any) -> str:
    rng = t.rng
    city = _city(t)
    street = rng.choice(("ул. Почтовая", "пл. Ленина", "ул. Свободы", "ул. Советская",
                         "пр-кт Первомайский", "ул. Дзержинского"))  # fmt: skip
    index, house = f"{REGIONS6[city][4]}{rng.randint(0, 99):03d}", rng.randint(1, 90)
    return f"{index}, г. {city}, {street}, д. {house}"


_PHONE_CODE = {"Рязань": "4912", "Тверь": "4822", "Липецк": "4742", "Тамбов": "4752",
               "Пенза": "8412", "Брянск": "4832", "Смоленск": "4812",
               "Чебоксары": "8352"}  # fmt: skip


def _body_phone(t: Any) -> str:
    rng = t.rng
    code = _PHONE_CODE[_city(t)]
    a, b, c = rng.randint(20, 79), rng.randint(10, 99), rng.randint(10, 99)
    number = f"{a}-{b}-{c}"
    return rng.choice((f"+7 ({code}) {number}", f"8 ({code}) {number}", f"({code}) {a}{b}{c}"))


def _case_number(t: Any) -> str:
    rng = t.rng
    n, y = rng.randint(101, 4999), rng.choice((2025, 2026))
    return rng.choice((f"2-{n}/{y}", f"2а-{n}/{y}", f"33-{n}/{y}", f"02-{n}/{y}", f"М-{n}/{y}"))


def _case_uid(t: Any) -> str:
    rng = t.rng
    return (
        f"{_REGION_CODE[_city(t)]}RS000{rng.randint(1, 9)}-01-"
        f"{rng.choice((2025, 2026))}-00{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"
    )


def _enforcement(t: Any) -> str:
    rng = t.rng
    return f"{rng.randint(10000, 99999)}/{rng.choice((25, 26))}/{rng.randint(62000, 69999)}-ИП"


def _cadastre(t: Any) -> str:
    rng = t.rng
    region = _REGION_CODE[_city(t)]
    return (
        f"{region}:{rng.randint(1, 29):02d}:{rng.randint(10000, 99999):07d}:{rng.randint(10, 4999)}"
    )


def _office_code(t: Any) -> str:
    rng = t.rng
    return f"{rng.choice(('620', '690', '480', '680', '580', '320'))}-{rng.randint(1, 45):03d}"


def _policy(t: Any) -> str:
    rng = t.rng
    return rng.choice((f"ХХХ {v.non_identifier(rng, 10)}", f"СГП-{v.non_identifier(rng, 7)}/26",
                       f"ИФЛ №{v.non_identifier(rng, 8)}"))  # fmt: skip


def _inheritance_case(t: Any) -> str:
    rng = t.rng
    return f"{rng.randint(12, 480)}/{rng.choice((2025, 2026))}"


def _sfr(t: Any) -> str:
    return f"Отделение СФР по {REGIONS6[_city(t)][2]}"


def _ifns(t: Any) -> str:
    return f"Межрайонная ИФНС России № {t.rng.randint(1, 12)} по {REGIONS6[_city(t)][2]}"


def _military(t: Any) -> str:
    district = t.rng.choice(
        ("Советского и Октябрьского районов", "Ленинского района", "Московского района")
    )
    return f"Военный комиссариат {district} г. {REGIONS6[_city(t)][5]}"


def _mailbox(kind: str) -> Callable[[Any], str]:
    """A state body's or a company's role mailbox: public."""

    def build(t: Any) -> str:
        code = _REGION_CODE[_city(t)]
        return {
            "sfr": f"{t.rng.choice(('priem', 'obr', 'kc'))}@{code}.sfr.gov.ru",
            "school": f"school{t.rng.randint(1, 70)}@edu{code}.ru",
            "claims": t.rng.choice(("claims@garant-polis.ru", "ubytki@ladya-ins.ru")),
        }[kind]

    return build


def _rent(t: Any) -> str:
    """A month's rent of a flat in a regional city."""
    value = f"{t.rng.randint(14, 48) * 1000:,}".replace(",", " ")
    return t.rng.choice((f"{value} руб.", f"{value} рублей", f"{value} ₽", f"{value},00 руб."))


def _duty(t: Any) -> str:
    """A state or notarial duty."""
    value = f"{t.rng.choice((300, 650, 1500, 3000, 4000, 6510, 12420, 18350)):,}".replace(",", " ")
    return t.rng.choice((f"{value} руб.", f"{value} рублей", f"{value} ₽"))


ORG_SLOTS6 = {
    "w_rent": _rent,
    "w_duty": _duty,
    "w_mail_sfr": _mailbox("sfr"),
    "w_mail_school": _mailbox("school"),
    "w_mail_claims": _mailbox("claims"),
    "w_military": _military,
    "w_court": _court,
    "w_bailiffs": _bailiffs,
    "w_body_addr": _body_addr,
    "w_body_phone": _body_phone,
    "w_case": _case_number,
    "w_case_uid": _case_uid,
    "w_ip": _enforcement,
    "w_cadastre": _cadastre,
    "w_office_code": _office_code,
    "w_policy": _policy,
    "w_heir_case": _inheritance_case,
    "w_sfr": _sfr,
    "w_ifns": _ifns,
}


# Frames: each genre lists five situations; text n takes situation (n - 1) % 5. ----------------

# The companies of each kind of situation (a situation's "companies").
_EMPLOYERS = ["ООО «Липецкий литейный двор»", "АО «Тамбовхимпласт»", "ООО «Брянский кирпич»"]
_INSURERS = ["СПАО «Гарант-Полис»", "АО «СК Ладья-Страхование»"]
_MANAGERS = ["ООО «УК Жилкомсервис»", "ТСЖ «Есенина 47»", "ООО «УК Домовой»"]
_LAWYERS = ["ООО «Юридическая фирма Байрамов и партнёры»", "Коллегия адвокатов «Бастион»"]
_AGENTS = ["ООО «Агентство недвижимости Ключ»", "ООО «Квартирный вопрос»"]
_CREDITORS = [
    "ООО МКК «Быстроденьги-Центр»", "ООО ПКО «Долговой центр»",
    "АО «Рязанская ипотечная корпорация»",
]  # fmt: skip
_SCHOOLS = ["АНО ДО «Малая академия»", "ЧОУ «Гимназия Ковчег»", "ООО «Клиника Медгарант»"]

_FORMS: list[dict[str, object]] = [
    {  # МФЦ: registration at a new home with the family
        "heads": [
            "В МФЦ «Мои документы» (ТОСП № {n})\nЗАЯВЛЕНИЕ О РЕГИСТРАЦИИ ПО МЕСТУ ЖИТЕЛЬСТВА\n"
            "(форма № 6; заполняется от руки печатными буквами или в электронном виде)",
        ],
        "bodies": [
            "Я, {fio}, {w_bday_form} года рождения,",
            "документ, удостоверяющий личность: паспорт, серия {passport_ser} номер "
            "{passport_num}, выдан {date} ОТДЕЛОМ УФМС РОССИИ, код подразделения {w_office_code}",
            "прошу зарегистрировать меня по месту жительства по адресу: {w_addr_post}",
            "Прежнее место жительства (откуда прибыл{g:|а}): {w_addr_village}",
            "Вместе со мной прибыли и подлежат регистрации:\n  {g2:муж|жена} — {fio2}, {bday2}\n"
            "  {g3:сын|дочь} — {fio3}, {w_bday_form3} г.р.\n  {g4:сын|дочь} — {fi4}, "
            "{w_bday_year4} г.р.",
            "Собственник жилого помещения: {w_fio_caps5} (выписка ЕГРН, кадастровый № "
            "{w_cadastre})",
            "Я, {f_io5}, на вселение заявителя и членов его семьи согласен(на). Подпись ______",
            "Контактный телефон заявителя: {phone}   эл. почта для уведомлений с Госуслуг: {email}",
            "СНИЛС заявителя (при наличии): {snils}",
        ],
        "tails": [
            "Заявление от {w_io_f_gen} принял специалист МФЦ {io_f6} {date}, рег. № {order}",
            "Дата подачи {date}, время {time}",
        ],
        "count": (6, 9),
        "kin": (2, 3, 4),
        "young": (3, 4),
        "spouse": 2,
    },
    {  # 3-НДФЛ and a deduction for a child's school and treatment
        "heads": [
            "НАЛОГОВАЯ ДЕКЛАРАЦИЯ ПО НАЛОГУ НА ДОХОДЫ ФИЗИЧЕСКИХ ЛИЦ (форма 3-НДФЛ)\n"
            "Титульный лист. Сведения о налогоплательщике",
            "ЗАЯВЛЕНИЕ о получении социального налогового вычета (обучение, лечение детей)\n"
            "в {w_ifns}",
        ],
        "bodies": [
            "ИНН {inn}    Номер корректировки 0--    Налоговый период (код) 34    Год 2025",
            "Фамилия {f_up}\nИмя {i_up}\nОтчество {o_up}",
            "Дата рождения {w_bday_form}    Код страны гражданства 643",
            "Сведения о документе: код вида документа 21, серия и номер {w_passport}, "
            "дата выдачи {date}",
            "Номер контактного телефона {phone}",
            "Адрес места жительства в Российской Федерации: {w_addr_region}",
            "Расходы на обучение: {g3:сын|дочь} {fio3} ({w_bday_form3}), договор с {company} "
            "№ {contract} от {date}, уплачено {amount}",
            "Лечение {g4:сына|дочери} {fi_gen4}, {w_bday_month4} г.р., справка об оплате "
            "медицинских услуг на сумму {amount_b}",
            "Налоговый агент по основному месту работы: {other_company}, ИНН {org_inn}, КПП {kpp}",
            "Возврат прошу перечислить: {bank}, БИК {bik}, номер счёта {account}, "
            "получатель — {fio}",
            "Достоверность и полноту сведений подтверждаю: {io_f}   {date}",
        ],
        "tails": ["Сведения о представителе — не заполняется.", "Стр. 001"],
        "count": (7, 11),
        "kin": (3, 4),
        "young": (3, 4),
        "companies": _SCHOOLS,
    },
    {  # a mortgage application with a co-borrower
        "heads": [
            "АНКЕТА-ЗАЯВЛЕНИЕ НА ПОЛУЧЕНИЕ ИПОТЕЧНОГО КРЕДИТА\n{bank}, БИК {bik}",
            "Анкета клиента — физического лица (115-ФЗ), заполнена сотрудником со слов клиента",
        ],
        "bodies": [
            "1. Заёмщик: {fio_up}",
            "2. Дата рождения: {w_bday_month} г.    Гражданство: РФ    Пол: {g:муж.|жен.}",
            "3. Паспорт гражданина РФ: {passport}, выдан {date}, к/п {w_office_code}",
            "4. Адрес регистрации: {w_addr_post}\n   Адрес фактического проживания: {w_addr_mkr}",
            "5. СНИЛС {snils}    ИНН {inn}",
            "6. Телефон мобильный {phone}, рабочий {wphone}, e-mail {email}",
            "7. Работодатель: {company}, ИНН {org_inn}, юр. адрес {org_addr}; стаж 4 года",
            "8. Среднемесячный доход за 6 мес.: {amount}; иных кредитов нет",
            "9. Созаёмщик ({g2:супруг|супруга}): {w_maiden2}, {w_bday_form2} г.р., паспорт "
            "{w_passport2}, моб. {phone2}",
            "10. Дети на иждивении: {fi3} ({bday_iso3}), {i4} ({w_bday_year4} г.р.)",
            "11. Предмет залога: квартира, кадастровый номер {w_cadastre}, цена {amount_b}",
            "12. Являетесь ли вы ПДЛ или родственником ПДЛ? — нет. Выгодоприобретатель — "
            "{g:сам клиент|сама клиентка}",
            "13. Счёт для выдачи кредита: {account} в {bank}, БИК {bik}",
        ],
        "tails": [
            "Кредитный специалист: {v_f_i5}, тел. отделения {w_body_phone}",
            "Анкету заполнил{g:|а} собственноручно ______ {io_f} {date}",
        ],
        "count": (8, 13),
        "kin": (2, 3, 4),
        "young": (3, 4),
        "spouse": 2,
        "companies": _EMPLOYERS,
    },
    {  # school and kindergarten enrolment
        "heads": [
            "Директору МБОУ «Гимназия № {n}» {f_io_dat5}\nот {fio_gen}, проживающ{g:его|ей} "
            "по адресу:\n{w_addr_lines}",
            "Заведующему МБДОУ «Детский сад № {n} комбинированного вида» {f_io_dat5}\nот {fio_gen}",
        ],
        "bodies": [
            "ЗАЯВЛЕНИЕ\nПрошу принять {g3:моего сына|мою дочь} {fio_acc3}, {w_bday_notary3} "
            "года рождения, в 1-й класс / в группу общеразвивающей направленности.",
            "Свидетельство о рождении ребёнка выдано {date} отделом ЗАГС (копия прилагается).",
            "Адрес регистрации ребёнка (свидетельство о регистрации по месту жительства, "
            "форма № 8): {w_addr_post3}",
            "Адрес фактического проживания ребёнка: {w_addr_talk3}",
            "Сведения о родителях (законных представителях):\n{g:Отец|Мать}: {fio}, "
            "{w_bday_form}, тел. {phone}, {email}\n{g2:Отец|Мать}: {fio2}, тел. {phone2}",
            "Право преимущественного приёма: в учреждении обучается {g4:брат|сестра} {fi4}, "
            "{w_bday_year4} г.р.",
            "СНИЛС ребёнка: {snils3}",
            "Язык образования — русский; родной язык из числа языков народов РФ — татарский.",
            "С уставом, лицензией и образовательными программами ознакомлен(а): {io_f} {date}",
        ],
        "tails": ["Рег. № заявления {order} от {date}; принял секретарь {v_io_f_nosp6}"],
        "count": (6, 9),
        "kin": (2, 3, 4),
        "young": (3, 4),
        "spouse": 2,
    },
    {  # an insurance claim after a flood
        "heads": [
            "ЗАЯВЛЕНИЕ О СТРАХОВОМ СОБЫТИИ (имущество физических лиц)\n{company}, "
            "горячая линия {hotline}",
        ],
        "bodies": [
            "Страхователь: {fio}, дата рождения {w_bday_month}",
            "Полис № {w_policy} от {date}, страховая сумма {amount}",
            "Застрахованное имущество: квартира по адресу {w_addr_region}, кадастровый номер "
            "{w_cadastre}",
            "Дата и время события: {date}, около {time}. Характер: залив из вышерасположенной "
            "квартиры",
            "Предполагаемый виновник (собственник квартиры этажом выше): {w_fio_caps2}, "
            "проживает {addr_short2}, тел. {phone2}",
            "Акт обследования составлен {other_company}, инженер {io_f3}",
            "Свидетели: {fi4} ({addr_house_first4}); {fi5}, тел. {phone5}",
            "Паспорт страхователя: {passport_odd}    ИНН {inn}",
            "Выплату прошу перечислить: получатель {fio}, карта {card}, {bank}, БИК {bik}",
            "Удобное время для осмотра — после {time}, связь: {phone}, {email}",
        ],
        "tails": [
            "Подпись страхователя ________ /{v_f_i}/",
            "Убыток зарегистрирован под № {order}",
        ],
        "count": (7, 10),
        "companies": _INSURERS,
        "neighbours": (2, 3, 4, 5),
    },
]

_DIALOGUES: list[dict[str, object]] = [
    {  # Госуслуги support chat: registering a child at the mother's flat
        "heads": ["Чат поддержки Госуслуг · обращение № {order}"],
        "bodies": [
            "Пользователь: здравствуйте, хочу прописать ребёнка к себе, заявление не уходит, "
            "пишет ошибка 500",
            "Оператор: Здравствуйте! Меня зовут {i5}. Укажите, пожалуйста, ФИО ребёнка и дату "
            "рождения",
            "Пользователь: {fi3} {bday_loose3}",
            "Пользователь: я мама, {fio}, др {w_bday_form}, снилс {snils}",
            "Оператор: Спасибо. По какому адресу регистрируете {g3:сына|дочь}?",
            "Пользователь: {w_addr_region}\nПользователь: это где я сама прописана",
            "Оператор: {io}, если второй родитель зарегистрирован по другому адресу, нужно его "
            "согласие или выписка о регистрации.",
            "Пользователь: отец {fio2}, он прописан {w_addr_village2}, согласие он дал "
            "через свой кабинет",
            "Оператор: Если заявление не отправится, обратитесь в МФЦ: {w_body_addr}, "
            "тел. {w_body_phone}.",
            "Пользователь: спасибо, {i5}! мира и добра вам",
        ],
        "tails": ["Оператор: Чем ещё могу помочь? · {time}", "Диалог закрыт {time}"],
        "count": (7, 10),
        "ordered": True,
        "kin": (3,),
        "young": (3,),
        "spouse": 2,
        "women": (1,),
    },
    {  # siblings' chat about their mother's inheritance
        "heads": ["WhatsApp · «Наследство мамы» (4 участника)"],
        "bodies": [
            "[{time}] {dim}: короче нотариус {io_f4} сказала, дело {w_heir_case} открыто, "
            "нужны все наши паспорта",
            "[{time}] {dim2}: мой {passport2}, выдан {date}, пишу тут чтоб не искать",
            "[{time}] {dim3}: а свидетельство о смерти у кого?? там {fio6}, {w_bday_form6} г.р.",
            "[{time}] {dim}: у меня. и выписка что мама была прописана {w_addr_region6}",
            "[{time}] {dim2}: {dimv3}, а дача тоже в наследство идёт? {w_addr_snt6}",
            "[{time}] {dim3}: да, кадастровый {w_cadastre}, выписку из ЕГРН я заказал{g3:|а}",
            "[{time}] {dim}: нотариус на {w_body_addr}, запись по тел {w_body_phone}, "
            "с собой СНИЛСы",
            "[{time}] {dim2}: я с {w_dim_ins3} поеду, у меня машина",
            "[{time}] {dim2}: мой снилс {snils2}, {dim_low3} твой?",
            "[{time}] {dim3}: {snils3}",
            "[{time}] {dim}: {fi5} ({w_bday_year5} г.р.) тоже в завещании, {w_dim_gen5} "
            "свидетельство о рождении возьмите",
            "[{time}] {dim3}: кстати горох и клюкву с дачи заберите кто-нибудь, пропадут",
            "[{time}] {dim2}: ок. а мамина карта {card6} заблокирована? там пенсия пришла",
        ],
        "tails": ["[{time}] {dim}: 👍", "[{time}] {dim2}: всё, до субботы"],
        "count": (7, 11),
        "ordered": True,
        "kin": (2, 3, 6),
        "young": (5,),
        "elder": (6,),
        "women": (4, 6),
        "siblings": (2, 3),
    },
    {  # a bank call: credit holidays
        "heads": ["Расшифровка звонка на линию {hotline} · {date} {time}"],
        "bodies": [
            "Оператор: {bank}, оператор {i4}, здравствуйте, слушаю вас.",
            "Клиент: здрасте, хочу кредитные каникулы, договор {contract}",
            "Оператор: Назовите, пожалуйста, фамилию, имя, отчество полностью.\n"
            "Клиент: {f}… {i} {o}",
            "Оператор: Дата рождения?\nКлиент: {w_bday_month}",
            "Оператор: Кодовое слово?\nКлиент: клава. ну, клавиатура, так записано",
            "Оператор: Спасибо, {io}. Подтвердите адрес регистрации.\nКлиент: {w_addr_talk}, "
            "ну официально {w_addr_post}",
            "Клиент: у меня созаёмщик {g2:муж|жена}, {fi2}, {g2:его|её} номер {phone2}, "
            "{g2:он|она} в курсе",
            "Оператор: Продиктуйте серию и номер паспорта.\nКлиент: {passport_ser}… "
            "номер {passport_num}",
            "Оператор: Заявка {order} зарегистрирована, ответ придёт SMS на {phone}.",
            "Клиент: а можно ещё на почту, {email}?",
        ],
        "tails": ["Оператор: Спасибо за обращение, {i}! Оцените разговор после сигнала."],
        "count": (7, 10),
        "ordered": True,
        "kin": (2,),
        "spouse": 2,
    },
    {  # a house chat with the property manager's dispatcher
        "heads": ["Telegram · чат жильцов и диспетчерской {company}"],
        "bodies": [
            "[{time}] {dim}: опять течёт с потолка в подъезде, 5 этаж, кто сверху???",
            "[{time}] {dim2}: это не мы, у нас сухо. {w_addr_talk2} если что",
            "[{time}] Диспетчер {i_f5}: заявка {order} принята, мастер будет завтра с 9 до 13. "
            "Аварийная служба {w_body_phone}",
            "[{time}] {dim}: пишу жалобу в жилинспекцию, кто подпишется — ФИО и квартиру в лс",
            "[{time}] {dim3}: {fio3}, подписываюсь. прописан{g3:|а} {w_addr_room3}",
            "[{time}] {dim}: {w_dim_dat3} спасибо! ещё {fi4} из 41-й обещал{g4:|а}",
            "[{time}] {dim4}: да, я. звоните {phone4}",
            "[{time}] {dim4}: я с {w_dim_ins2} поговорю, у них ключи от чердака",
            "[{time}] {dim2}: у нас ёрш в унитаз провалился, тоже мастера надо 😂",
            "[{time}] {dim}: реквизиты УК для претензии: {company}, ИНН {org_inn}, ОГРН {ogrn}, "
            "{org_addr}",
            "[{time}] {dim3}: управляющий у них {w_fio_caps6}, приём по вторникам",
        ],
        "tails": ["[{time}] {dim2}: 👍👍", "[{time}] {dim4}: ок"],
        "count": (6, 10),
        "ordered": True,
        "companies": _MANAGERS,
        "neighbours": (2, 3, 4, 6),
    },
    {  # a lawyer and a client in a messenger
        "heads": ["Telegram · {fi} ↔ юрист"],
        "bodies": [
            "{i2} (юрист): {i}, добрый день. Суд назначил заседание по делу {w_case} на {date}, "
            "{time}",
            "{i}: а где это? я в суде ни разу не был{g:|а}",
            "{i2} (юрист): {w_court}, {w_body_addr}, каб. 2{n}. Канцелярия {w_body_phone}",
            "{i}: и ещё приставы списали с карты {card}, исполнительное {w_ip}",
            "{i2} (юрист): Пришлите постановление. И данные ответчика, что знаете.",
            "{i}: ответчик {fio3}, {g3:он|она} {w_bday_year3} года, живёт {w_addr_village3}",
            "{i}: мой паспорт {w_passport}, прописка {w_addr_post}, для доверенности",
            "{i2} (юрист): Доверенность оформим у нотариуса {io_f4}, это {org_addr}",
            "{i2} (юрист): УИД дела {w_case_uid}, движение дела видно на сайте суда",
            "{i}: спасибо!! вы моя последняя надежда",
            "{i2} (юрист): Счёт {invoice} на {amount}: {company}, р/с {org_account}, {bank}, "
            "БИК {bik}",
        ],
        "tails": ["{i2} (юрист): До связи.", "{i}: 🙏"],
        "count": (7, 10),
        "ordered": True,
        "companies": _LAWYERS,
    },
]

_EMAILS: list[dict[str, object]] = [
    {  # to the Social Fund: recalculating a pension
        "heads": ["Кому: {w_mail_sfr}\nТема: перерасчёт пенсии — {f_io}, СНИЛС {snils}"],
        "bodies": [
            "Здравствуйте!\nЯ, {fio}, {w_bday_notary} года рождения, получаю страховую пенсию "
            "по старости с {date}.",
            "Прошу сделать перерасчёт с учётом периодов ухода за детьми: за {g2:сыном|дочерью} "
            "{fio_ins2} ({w_bday_month2} г.р.) и за {g3:сыном|дочерью} {fi_ins3} ({bday_iso3}).",
            "Мой адрес:\n{w_addr_lines}\nтелефон {phone}",
            "Пенсию прошу по-прежнему перечислять на счёт {account}, {bank}, БИК {bik}.",
            "> Уважаем{g:ый|ая} {io}!\n> {w_sfr} сообщает, что для перерасчёта необходимо "
            "представить документы, подтверждающие периоды ухода.\n> Клиентская служба: "
            "{w_body_addr}, тел. {w_body_phone}, единый контакт-центр {hotline}.",
            "Документы могу передать через {g4:внука|внучку} — {fio4}, паспорт {passport4}.",
        ],
        "tails": ["С уважением,\n{fio}\nСНИЛС {snils}", "{f_io}, {phone}"],
        "count": (4, 6),
        "ordered": True,
        "joiner": "\n\n",
        "kin": (2, 3),
        "elder": (1,),
        "children": (2, 3),
    },
    {  # a lawyer to a client about a claim
        "heads": ["От: {w_fio_caps2} <{email2}>\nКому: {email}\nТема: дело {w_case} — проект иска"],
        "bodies": [
            "{g:Уважаемый|Уважаемая} {io}, добрый день.",
            "Направляю проект искового заявления в {w_court} к {fio_dat3} ({w_bday_year3} г.р., "
            "зарегистрирован{g3:|а}: {w_addr_region3}) о взыскании {amount}.",
            "Проверьте, пожалуйста, свои данные в шапке: истец — {fio}, {bday_words}, паспорт "
            "{passport}, проживает: {w_addr_post}.",
            "Третье лицо — {fio4}, {g4:он|она} же свидетель залива; телефон {phone4}.",
            "Госпошлину ({w_duty}) удобнее оплатить через Госуслуги, квитанцию пришлите мне.",
            "УИД дела после регистрации: {w_case_uid}. Канцелярия суда: {w_body_phone}.",
            "Исполнительный лист после решения передадим в {w_bailiffs}.",
            "Ходатайство от {w_io_f_gen} об отложении заседания я подал{g2:|а} вчера.",
        ],
        "tails": ["--\nС уважением,\n{w_fio_caps2}, адвокат\n{company}\nмоб. {phone2}"],
        "count": (4, 7),
        "ordered": True,
        "joiner": "\n\n",
        "companies": _LAWYERS,
    },
    {  # an agent sends the parties' details for a lease
        "heads": ["Тема: договор найма квартиры — данные сторон\n\nДобрый вечер!"],
        "bodies": [
            "Наниматель: {fio}, {w_bday_month}, паспорт {passport}; вместе с {g:ним|ней} будут "
            "проживать {g3:сын|дочь} {fi3} ({w_bday_year3} г.р.) и {g4:муж|жена} {fi4}.",
            "Наймодатель: {fio2}, {w_bday_form2} г.р., паспорт {w_passport2}, выдан {date}, "
            "к/п {w_office_code}, зарегистрирован{g2:|а} по адресу {w_addr_post2}.",
            "Объект найма: двухкомнатная квартира по адресу {addr2}, кадастровый номер "
            "{w_cadastre}, собственность по выписке ЕГРН от {date}.",
            "Плата за наём {w_rent} в месяц, залог в том же размере; оплата на карту наймодателя "
            "{card2}.",
            "Агентство: {company}, договор оказания услуг {contract}.",
            "Ключи в день подписания передать {w_io_f_dat}, акт приёма-передачи у меня.",
            "Фамилию наймодатель просит писать так, как в паспорте: {w_maiden2}.",
            "Ключи передаст {g5:сосед|соседка} наймодателя {fi5}, тел. {phone5}, "
            "{g5:он живёт|она живёт} этажом ниже.",
        ],
        "tails": ["С уважением,\n{io_f6}, агент\n{wphone6} | {role_email}"],
        "count": (4, 7),
        "ordered": True,
        "joiner": "\n\n",
        "kin": (3, 4),
        "young": (3,),
        "spouse": 4,
        "companies": _AGENTS,
    },
    {  # an insurance claim by e-mail, with the insurer's quoted reply
        "heads": ["Кому: {w_mail_claims}\nТема: Убыток № {order} — документы по заливу"],
        "bodies": [
            "Добрый день! Направляю документы по страховому случаю, полис {w_policy}.",
            "Страхователь: {fio}, {w_bday_form}, тел. {phone}.",
            "Адрес застрахованной квартиры:\n{w_addr_lines}",
            "Виновник залива — собственник квартиры выше, {fi2}; живёт {g2:он|она} по другому "
            "адресу: {w_addr_mkr2}, телефон {phone2}.",
            "В акте управляющей компании ({other_company}) свидетели: {fio3}, {fio4}.",
            "Выплату прошу на счёт {account}, {bank}, БИК {bik}, получатель {fio}.",
            "> Уважаем{g:ый|ая} {i} {o},\n> для рассмотрения убытка приложите выписку ЕГРН на "
            "объект с кадастровым номером {w_cadastre} и копию паспорта.\n> {company}, {hotline}",
        ],
        "tails": ["--\n{f_io}\n{phone}"],
        "count": (4, 7),
        "ordered": True,
        "joiner": "\n\n",
        "companies": _INSURERS,
        "neighbours": (2, 3, 4),
    },
    {  # a school secretary to a parent
        "heads": [
            "От: секретарь МБОУ СОШ № {n} <{w_mail_school}>\nТема: зачисление в 1 класс — "
            "не хватает документов"
        ],
        "bodies": [
            "Здравствуйте, {io}!",
            "По заявлению о зачислении {g3:вашего сына|вашей дочери} {fio_gen3} "
            "({w_bday_month3}) не хватает свидетельства о регистрации по месту жительства.",
            "В заявлении адрес {w_addr_mkr3}, а в системе {w_addr_talk}; уточните, пожалуйста.",
            "Не подписано согласие второго родителя — {fio2}.",
            "Преимущественное право по {g4:брату|сестре} {fi_dat4} ({w_bday_year4} г.р.) учтено.",
            "Приём документов: {w_body_addr}, каб. {n}, вт и чт с {time}; тел. {w_body_phone}.",
            "> {date}, {fio} <{email}> написал{g:|а}:\n> Добрый день, документы "
            "{g3:сына|дочери} отправил{g:|а} через Госуслуги, номер заявления {order}",
        ],
        "tails": ["С уважением,\nсекретарь {v_io_f_nosp5}"],
        "count": (4, 7),
        "ordered": True,
        "joiner": "\n\n",
        "kin": (2, 3, 4),
        "young": (3, 4),
        "spouse": 2,
    },
]

_OCRS: list[dict[str, object]] = [
    {  # a house-book extract with the people registered in a flat
        "heads": ["ВЫПИСКА ИЗ ДОМОВОЙ КНИГИ\n(справка о зарегистрированных лицах)\n{company}"],
        "bodies": [
            "Дана {fio_dat} в том, что {g:он|она} действительно зарегистрирован{g:|а} по "
            "адресу:\n{w_addr_post}",
            "Совместно с н{g:им|ей} зарегистрированы:\n"
            "| № | Ф.И.О. | Родство | Дата рождения | Дата регистрации |\n"
            "| 1 | {fio2} | {g2:муж|жена} | {bday2} | {date} |\n"
            "| 2 | {fio3} | {g3:сын|дочь} | {w_bday_form3} | {date} |\n"
            "| 3 | {fi4} | {g4:внук|внучка} | {w_bday_form4} | {date} |",
            "Собственник: {w_fio_caps}, доля в праве 1/2, кадастровый номер {w_cadastre}",
            "Выбыл{g5:|а}: {fio5}, {w_bday_year5} г.р., снят{g5:|а} с учёта {date} в связи с "
            "переездом по адресу: {w_addr_village5}",
            "Справка выдана для предоставления по месту требования.",
            "Паспортист {io_f6}    тел. {w_body_phone}",
        ],
        "tails": ["М.П.", "Страница 1 из 1"],
        "count": (4, 6),
        "ordered": True,
        "kin": (2, 3, 4),
        "young": (4,),
        "spouse": 2,
        "elder": (1, 2),
        "companies": _MANAGERS,
        "children": (3,),
    },
    {  # a bailiff's order opening enforcement proceedings
        "heads": ["ФССП России\n{w_bailiffs}\n{w_body_addr}, тел. {w_body_phone}"],
        "bodies": [
            "ПОСТАНОВЛЕНИЕ\nо возбуждении исполнительного производства № {w_ip}",
            "Судебный пристав-исполнитель {fio4}, рассмотрев исполнительный документ: "
            "судебный приказ № {w_case} от {date}, выданный органом: {w_court},",
            "в отношении должника: {w_fio_caps}, дата рождения: {w_bday_form}, СНИЛС {snils}, "
            "ИНН {inn},",
            "адрес должника: {w_addr_region}",
            "паспорт: серия {passport_ser} № {passport_num}, код подразделения {w_office_code}",
            "в пользу взыскателя: {company}, ИНН {org_inn}, ОГРН {ogrn}, адрес: {org_addr},",
            "предмет исполнения: задолженность по кредитному договору {contract} в размере "
            "{amount},",
            "ПОСТАНОВИЛ: возбудить исполнительное производство. Копию направить {fio_dat}.",
            "Судебный пристав-исполнитель _______ {f_io4}",
        ],
        "tails": ["Документ подписан электронной подписью", "Сертификат 01A3…F7, действителен"],
        "count": (6, 9),
        "ordered": True,
        "companies": _CREDITORS,
    },
    {  # a notary's certificate of inheritance
        "heads": ["СВИДЕТЕЛЬСТВО О ПРАВЕ НА НАСЛЕДСТВО ПО ЗАКОНУ\nРоссийская Федерация"],
        "bodies": [
            "Я, {fio5}, нотариус, удостоверяю, что на основании статьи 1142 ГК РФ наследником "
            "имущества {fio_gen6}, {w_bday_notary6} года рождения, умерш{g6:его|ей} {date}, "
            "является:",
            "{g:сын|дочь} — {fio}, {w_bday_notary} года рождения, паспорт {passport_odd}, "
            "выдан {date}, код подразделения {w_office_code}, зарегистрированн{g:ый|ая} по "
            "адресу: {w_addr_region},",
            "{g2:сын|дочь} — {fio2}, {w_bday_form2} года рождения, СНИЛС {snils2}, "
            "проживающ{g2:ий|ая}: {w_addr_mkr2}, в 1/2 доле каждый.",
            "Наследство состоит из квартиры по адресу: {w_addr_post6}, кадастровый номер "
            "{w_cadastre}, кадастровая стоимость {amount},",
            "а также земельного участка: {w_addr_snt6}.",
            "Наследственное дело № {w_heir_case}. Зарегистрировано в реестре № 62/{n}-н/62-2026-"
            "{n}{n}",
            "Содержание статьи 1149 ГК РФ разъяснено нотариусом {w_f_io_ins5}.",
            "Нотариус _____________ {io_f5}",
        ],
        "tails": ["Взыскано государственной пошлины (по тарифу) {w_duty}"],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 6),
        "elder": (6,),
        "siblings": (2,),
        "parent": 6,
    },
    {  # a scanned lease of a flat
        "heads": ["ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ № {contract}"],
        "bodies": [
            "Гражданин(ка) {fio}, {w_bday_month} г.р., паспорт {w_passport}, "
            "зарегистрированн{g:ый|ая} по адресу: {w_addr_lines}, именуем{g:ый|ая} в дальнейшем "
            "«Наймодатель», и",
            "гражданин(ка) {fio2}, {bday_words_b2} г.р., паспорт серии {passport_ser2} номер "
            "{passport_num2}, выдан {date}, именуем{g2:ый|ая} «Наниматель», заключили договор:",
            "1.1. Наймодатель предоставляет Нанимателю за плату квартиру по адресу: "
            "{w_addr_region}, кадастровый № {w_cadastre}.",
            "1.3. Совместно с Нанимателем проживают: {fio3} ({w_bday_year3} г.р.), {fi4} "
            "({w_bday_form4}).",
            "3.1. Плата за наём {w_rent} в месяц вносится на счёт Наймодателя № {account} в "
            "{bank}, БИК {bik}.",
            "Наймодатель: {f_io} тел. {phone}      Наниматель: {f_io2} тел. {phone2}",
        ],
        "tails": ["Подписи сторон: ________ / ________", "-- 1 --"],
        "count": (4, 6),
        "ordered": True,
        "young": (4,),
    },
    {  # a summons of the military registration office
        "heads": ["{w_military}\nПОВЕСТКА № {order}"],
        "bodies": [
            "{g:Гражданину|Гражданке} {w_fio_dat_up}, {w_bday_year} года рождения,",
            "проживающ{g:ему|ей} по адресу: {w_addr_post}",
            "Вам надлежит явиться {date} к {time} по адресу: {w_body_addr}, каб. {n}, для "
            "уточнения документов воинского учёта.",
            "При себе иметь: паспорт ({passport}), военный билет, СНИЛС {snils}, документы об "
            "образовании.",
            "Сведения о семье: {g2:отец|мать} — {fio2} ({w_bday_year2}); {g4:брат|сестра} — "
            "{fi4} ({bday4})",
            "Повестку вручил: {io_f3}. Повестку получил(а): ______ {io_f}  {date}",
            "Справки по телефону {w_body_phone}",
        ],
        "tails": ["Военный комиссар ______ {w_fio_caps5}"],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 4),
        "men": (1,),
        "elder": (2,),
    },
]

_NOTES: list[dict[str, object]] = [
    {  # a notary assistant's notes on an inheritance case
        "heads": ["Наследственное дело {w_heir_case} — заметки помощника:"],
        "bodies": [
            "звонил{g:|а} {fio}, {g:сын|дочь} наследодателя, придёт {date} в {time}",
            "наследодатель — {f_io6}, {w_bday_year6} г.р., последнее место жит-ва {w_addr_region6}",
            "у {fi_gen2} паспорт просрочен, новый ещё не получил{g2:|а}",
            "{g3:внук|внучка} {i3} ({w_bday_month3}) — несовершеннолетн{g3:ий|яя}, нужно "
            "согласие опеки",
            "запросить выписку по объекту {w_cadastre} и по участку {w_addr_snt6}",
            "{dim2} (так {g2:его|её} все зовут) просит всё по почте: {email2}",
            "паспорт {f_io}: {passport}, СНИЛС {snils}",
            "пошлина {w_duty}, оплатить до {date}",
            "в описи: холодильник, 2 ковра, банки с вареньем (клюква) — не оценивать",
            "звонить {w_dim_dat2} после {time}: {phone2}",
            "выдать {w_io_f_dat2} копию завещания под роспись",
        ],
        "count": (6, 9),
        "kin": (2, 3, 6),
        "young": (3,),
        "elder": (6,),
        "siblings": (2,),
        "parent": 6,
    },
    {  # an МФЦ operator's shift log
        "heads": ["МФЦ, окно {n}, журнал смены {date}:"],
        "bodies": [
            "{time} — {fio_low}, выписка из ЕГРН на {w_cadastre}, оплачено {amount}",
            "{time} — {f_io2}, {w_bday_form2} г.р.: замена паспорта (смена фамилии), старый "
            "{passport2}",
            "{time} — {g3:дед|бабушка} {fi3} с внуком, регистрация ребёнка по адресу "
            "{w_addr_mkr3}; нет согласия {g4:отца|матери} ({f_io4})",
            "{time} — {w_fio_caps5}: потерял{g5:|а} СНИЛС ({snils5}), дубликат — через СФР",
            "{time} — звонил{g6:|а} {dim6}, спрашивал{g6:|а}, где готовые документы, тел. {phone6}",
            "у окна 3 кто-то забыл пакет с сеткой лука, отдали охране",
            "{time} — адрес в заявлении {w_addr_village2} не совпадает с паспортом, вернули",
            "{time} — {f_io_sp}, получение справки о несудимости, рег. № {order}",
        ],
        "count": (5, 8),
        "neighbours": (2, 3, 4, 5, 6),
    },
    {  # a property manager's dispatcher log
        "heads": ["Журнал диспетчера {company}, смена {date}"],
        "bodies": [
            "{time} звонил{g:|а} {fi}, {w_addr_talk}, течёт стояк в ванной, тел {phone}",
            "{time} {f_io2} (кв. {n}{n}) жалоба на шум, соседи сверху — {fi3}",
            "{time} аварийка выехала по адресу {w_addr_room3}",
            "{time} собственник {fio4} принес{g4:|ла} выписку: зарегистрирован{g4:|а} "
            "{w_addr_post4}, кадастровый {w_cadastre}",
            "{time} {i5} из бухгалтерии: перерасчёт для {fio_gen} на {amount}",
            "{time} звонок из жилинспекции ({w_body_phone}) по жалобе {fi_gen6}",
            "{time} засор на 3 эт., мастер взял трос и ёрш",
            "{time} {f_io6} — ключи от подвала взял{g6:|а}, вернуть до {time}",
        ],
        "count": (5, 8),
        "companies": _MANAGERS,
        "neighbours": (2, 3, 4, 6),
    },
    {  # a credit officer's notes on a client and a co-borrower
        "heads": ["Кредитное досье {order} — заметки менеджера"],
        "bodies": [
            "Клиент {fio}, {w_bday_month}, зарплатник {company}, доход {amount}",
            "созаёмщик — {g2:муж|жена} {fi2}, {w_bday_year2} г.р., ИП, доход нестабильный",
            "поручитель: {w_maiden3}, паспорт {w_passport3}",
            "прописка клиента: {w_addr_region}; фактически живут {w_addr_snt} (зимний дом)",
            "ИНН {inn}, СНИЛС {snils}; по ФССП ИП {w_ip} окончено, долг погашен",
            "ребёнок {fi4} {bday_iso4} — иждивенец",
            "залог: кв. {w_cadastre}, оценка {amount_b}, оценщик {other_company}",
            "перезвонить {w_dim_dat} на {phone} после {time}",
        ],
        "count": (5, 8),
        "kin": (2, 4),
        "young": (4,),
        "spouse": 2,
        "companies": _EMPLOYERS,
    },
    {  # a guardianship inspector's draft visit report
        "heads": ["Акт обследования (черновик), орган опеки и попечительства, {date}"],
        "bodies": [
            "Подопечн{g3:ый|ая}: {fio3}, {w_bday_form3} г.р.",
            "Опекун: {fio}, {w_bday_year} г.р., пенсионер, паспорт {passport}",
            "Проживают: {w_addr_village}, частный дом, печное отопление",
            "Мать ребёнка {fio2} лишена родительских прав по решению суда ({w_court}, дело "
            "{w_case}); последний известный адрес:\n{w_addr_lines2}",
            "Алименты: ИП {w_ip}, {w_bailiffs}",
            "{dim3} ходит в детский сад № {n}, воспитатель {io_f5} характеризует положительно",
            "пенсия по потере кормильца — на счёт {account} ({bank}, БИК {bik})",
            "{g6:сосед|соседка} {fi6} ({addr_short6}) подтвердил{g6:|а}, что ребёнок живёт с "
            "опекуном постоянно",
        ],
        "count": (5, 8),
        "kin": (2, 3),
        "young": (3,),
        "elder": (1,),
        "women": (1, 2),
        "neighbours": (6,),
    },
]

_MIXED: list[dict[str, object]] = [
    {  # a bank's KYC export
        "heads": ["KYC_EXPORT v2 · client_id={order}"],
        "bodies": [
            "full_name: {fio_up} / {fio_latup}",
            "date_of_birth: {bday_iso} | birth_place: см. паспорт",
            "id_doc: passport RF, series {passport_ser}, no. {passport_num}, issued {date}, "
            "dept_code {w_office_code}",
            "reg_address: {w_addr_post}\nres_address: {w_addr_lat}",
            "snils: {snils} | inn: {inn} | tax_resident: RU",
            "phone_mobile: {phone}; email: {email}",
            "pep: no; source_of_funds: salary ({company}, INN {org_inn})",
            "related: spouse {fi_lat2} (DOB {w_bday_form2}); child {i_lat3} ({w_bday_year3})",
            "accounts: {account} @ {bank} BIK {bik}; card {card}",
            "reviewed_by: {v_f_lat_i4}",
        ],
        "count": (6, 10),
        "ordered": True,
        "kin": (2, 3),
        "young": (3,),
        "spouse": 2,
        "companies": _EMPLOYERS,
    },
    {  # a Госуслуги application as the department's system exports it
        "heads": ["Заявление ЕПГУ № {order} — статус «Принято ведомством»"],
        "bodies": [
            "applicant.lastName = {f}\napplicant.firstName = {i}\napplicant.middleName = {o}",
            "applicant.birthDate = {bday_iso}",
            "applicant.snils = {snils}",
            'applicant.regAddress = "{w_addr_region}"',
            'applicant.factAddress = "{w_addr_mkr}"',
            'child[0].fullName = "{fio3}"; child[0].birthDate = {w_bday_form3}',
            'child[1].fullName = "{fi4}"; child[1].birthDate = {bday_iso4}',
            "service = «Постановка на учёт в ДОО», preferred = МБДОУ № {n}",
            "contact.email = {email}; contact.phone = {phone}",
            "department.address = {w_body_addr}; department.phone = {w_body_phone}",
        ],
        "count": (6, 10),
        "ordered": True,
        "kin": (3, 4),
        "young": (3, 4),
    },
    {  # an insurer's claim system
        "heads": ["Claim #{order} | product: Home Insurance | status: UNDER REVIEW"],
        "bodies": [
            "Policyholder: {fi_latup} ({fio})",
            "DOB: {w_bday_month}; Passport: {w_passport}",
            "Insured property: {w_addr_lat} / кадастровый № {w_cadastre}",
            "Loss: water damage from flat above, owner {if_lat2}, tel {phone2}",
            "Witness: {v_f_lat_i3}, {addr_lat_b3}",
            "Payout: card {card} ({g:Mr|Ms} {f_lat}) or acc. {account}, {bank} BIK {bik}",
            "Insurer: {company}, INN {org_inn}, KPP {kpp}, hotline {hotline}",
            "Adjuster: {io_f4}, {wphone4}",
        ],
        "count": (5, 8),
        "ordered": True,
        "companies": _INSURERS,
        "neighbours": (2, 3),
    },
    {  # a bilingual lease for a foreign tenant
        "heads": ["LEASE AGREEMENT / ДОГОВОР НАЙМА № {contract}"],
        "bodies": [
            "Landlord / Наймодатель: {fio} ({fio_lat}), born {w_bday_form}",
            "Tenant / Наниматель: {w_fi_up_lat2}, DOB {bday_en2}, passport copy on file",
            "Premises / Квартира: {w_addr_lat} ({w_addr_post})",
            "Rent / Плата: {w_rent} monthly, deposit {w_rent} (one month)",
            "Paid to landlord's account {account}, {bank}, BIK {bik}",
            "Contact in Russia / Контактное лицо: {fi3}, {phone3}, {email3}",
            "Agent: {company}, {role_email}, {hotline}",
        ],
        "count": (5, 7),
        "ordered": True,
        "companies": _AGENTS,
    },
    {  # a court's e-filing record
        "heads": ["ГАС «Правосудие» · электронное обращение · {date}"],
        "bodies": [
            "Court: {w_court} | Case No: {w_case} | UID: {w_case_uid}",
            "Applicant (истец): {w_fio_caps}, DOB {w_bday_form}, SNILS {snils}",
            "Applicant address:\n{w_addr_lines}",
            "Respondent (ответчик): {fio2}, {w_bday_year2} г.р., last known address: {w_addr_snt2}",
            "Representative: {fi_lat3} (adv.), e-mail {email3}, tel {phone3}",
            "Attachments: iskovoe.pdf, kvitanciya_{order}.pdf, EGRN {w_cadastre}.pdf",
            "Court contacts: {w_body_addr}, {w_body_phone}",
        ],
        "count": (5, 7),
        "ordered": True,
    },
]

FRAMES6: dict[str, dict[str, object]] = {
    "form": {"variants": _FORMS},
    "dialogue": {"variants": _DIALOGUES},
    "email": {"variants": _EMAILS},
    "ocr": {"variants": _OCRS},
    "note": {"variants": _NOTES},
    "mixed": {"variants": _MIXED},
}
