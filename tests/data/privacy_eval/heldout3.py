"""Held-out texts of the third held-out round of issue 16: 48 texts (8 a genre), ids `heldout3-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had: a hotel's guest registration card, a children's summer camp application, a research
participant's consent form, a dormitory application, a foreman's WhatsApp group, a debt
collector's call, a client's chat with an estate agent, a pharmacy's chat, a club's entry to a
sports federation, a charity fund's letters, a warehouse's request for drivers' passes, an
estate agency's letter about a sale, scans of a road accident notice, of prescriptions, of a
sanatorium card and of a contractor's list of workers for site passes, a foreman's log, a
warehouse shift handover, a volunteer coordinator's notes, a pharmacist's notebook, and exports
of a hotel's booking system, a competition's start list, a university's admission lists and a
fleet's traffic fines.

Each genre has four situations (`variants`); a text takes them in turn and samples its lines.

Its pool is new: every name word begins with a letter from Н to Я (two dev rounds written at the
same time draw theirs from the other letters), and none occurs in the dev part (the data test
checks it) nor in the earlier held-out pools. Surnames that are ordinary words (Стриж, Чиж,
Орех, Хорь, Тополь, Сойка), a surname that is a pronoun (the Korean Нам), a surname that is also
a town (Ростов), a first name that is a word (Рада); men called by their patronymic cut short as
workmates do (Пахомыч, Назарыч). Its slots start with `hc_`: children's and athletes' dates of
birth (a second, younger year), dates said aloud (`седьмое апреля восемьдесят пятого`), in a
machine-readable style (`07 APR 1985`, `07APR85`), with a backslash or mixed separators
(`07\\04\\1985`, `07,04.1985`), ISO with dots and slashes (`1985.04.07`), day and month after
«день рождения»; passports with a no-break space, with dots, dashes, `N` or a comma between
series and number, series and number on lines of their own; addresses with the region first,
villages without a street, dormitories (`ДС-2, ком. 512`), chat shapes with entrance and floor,
and Latin addresses in a hotel's order. Organisation values: the round's companies with INN,
KPP, OGRN, OKPO, correspondent accounts, fine decree numbers (20 digits), prescription form
numbers (`Серия 52-26 № 004512`), research protocol numbers, waybills, a building site's and a
warehouse's address, their role mailboxes. Unlabelled traps: `стриж`, `чиж`, `орех`, `сойка`,
`тополь`, `очень рада`, `в Ростове`, `ул. Ушакова` inside an address, `нам`, dates of documents,
ages, room numbers, vehicle plates of a fleet.

It draws from its own seeded generator (`16-heldout3`), so the earlier texts stay byte for byte
what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import heldout2
import round4
from people import MONTHS, Person, latin

SURNAMES_H3: list[tuple[str, str]] = [
    ("Нестеров", "ov"), ("Овчинников", "ov"), ("Уваров", "ov"), ("Фролов", "ov"),
    ("Цыганков", "ov"), ("Чернов", "ov"), ("Шубин", "ov"), ("Юдин", "ov"), ("Яшин", "ov"),
    ("Носов", "ov"), ("Рогов", "ov"), ("Тюрин", "ov"), ("Ушаков", "ov"), ("Филатов", "ov"),
    ("Чистяков", "ov"), ("Ростов", "ov"), ("Эргашев", "ov"), ("Яхин", "ov"),
    ("Шамсутдинов", "ov"), ("Туманов", "ov"), ("Раевский", "sky"), ("Осецкий", "sky"),
    ("Савченко", "indecl"), ("Рыжих", "indecl"), ("Сухих", "indecl"), ("Цхакая", "indecl"),
    ("Шония", "indecl"), ("Стриж", "noun"), ("Чиж", "noun"), ("Орех", "noun"), ("Хорь", "noun"),
    ("Тополь", "noun"), ("Сойка", "a"), ("Тян", "noun"), ("Огай", "noun"), ("Нам", "noun"),
]  # fmt: skip

# Men's forms of nouns whose stem changes (a soft sign, -й).
_IRREGULAR = {
    "Хорь": ("Хорь", "Хоря", "Хорю", "Хоря", "Хорём", "Хоре"),
    "Тополь": ("Тополь", "Тополя", "Тополю", "Тополя", "Тополем", "Тополе"),
    "Огай": ("Огай", "Огая", "Огаю", "Огая", "Огаем", "Огае"),
}

FIRST_NAMES_H3: list[tuple[str, str, str]] = [
    ("Назар", "m", "Назарка"), ("Остап", "m", "Ося"), ("Юрий", "m", "Юра"), ("Эрик", "m", "Эрик"),
    ("Нурлан", "m", "Нурик"), ("Савва", "m", "Савка"), ("Трофим", "m", "Троша"),
    ("Харитон", "m", "Харитоша"), ("Ратмир", "m", "Ратмир"), ("Олжас", "m", "Олжас"),
    ("Тагир", "m", "Тагир"), ("Нина", "f", "Нинуля"), ("Оксана", "f", "Оксанка"),
    ("Римма", "f", "Риммочка"), ("Рада", "f", "Радочка"), ("Стефания", "f", "Стеша"),
    ("Ярослава", "f", "Яся"), ("Элеонора", "f", "Нора"), ("Эльмира", "f", "Эльмирка"),
    ("Наиля", "f", "Наиля"), ("Эмма", "f", "Эммочка"), ("Тамила", "f", "Тамилка"),
    ("Роксана", "f", "Рокси"), ("Руфина", "f", "Руфа"), ("Станислава", "f", "Стася"),
]  # fmt: skip

PATRONYMICS_H3: list[tuple[str, str]] = [
    ("Назарович", "Назаровна"), ("Харитонович", "Харитоновна"), ("Робертович", "Робертовна"),
    ("Устинович", "Устиновна"), ("Нурланович", "Нурлановна"), ("Рафаэлевич", "Рафаэлевна"),
    ("Тагирович", "Тагировна"), ("Никифорович", "Никифоровна"), ("Остапович", "Остаповна"),
    ("Трофимович", "Трофимовна"), ("Пахомович", "Пахомовна"), ("Ратмирович", "Ратмировна"),
]  # fmt: skip

CITIES_H3: list[tuple[str, str, str]] = [
    ("Омск", "омск", "Omsk"), ("Рязань", "рзн", "Ryazan"), ("Липецк", "липецк", "Lipetsk"),
    ("Смоленск", "смол", "Smolensk"), ("Сочи", "сочи", "Sochi"), ("Псков", "псков", "Pskov"),
    ("Ставрополь", "ставр", "Stavropol"),
]  # fmt: skip
_REGIONS = {
    "Омск": "Омская обл.", "Рязань": "Рязанская область", "Липецк": "Липецкая обл.",
    "Смоленск": "Смоленская область", "Сочи": "Краснодарский край", "Псков": "Псковская обл.",
    "Ставрополь": "Ставропольский край",
}  # fmt: skip

STREETS_H3: list[tuple[str, str, str]] = [
    ("ул", "22 Партсъезда", "22 Partsyezda"), ("ул", "70 лет Октября", "70 let Oktyabrya"),
    ("ул", "50-летия ВЛКСМ", "50-letiya VLKSM"), ("ул", "2-я Пятилетка", "2-ya Pyatiletka"),
    ("пр", "60-летия Октября", "60-letiya Oktyabrya"), ("ул", "10-я Северная", "10-ya Severnaya"),
    ("пер", "1-й Кирпичный", "1-y Kirpichnyy"), ("ул", "Соборная", "Sobornaya"),
    ("ул", "Нефтяников", "Neftyanikov"), ("наб", "Иртышская", "Irtyshskaya"),
    ("ш", "Окружное", "Okruzhnoye"), ("ул", "Ушакова", "Ushakova"),
    ("ул", "Профсоюзная", "Profsoyuznaya"), ("бул", "Архитекторов", "Arkhitektorov"),
]  # fmt: skip

COMPANIES_H3: list[str] = [
    "ООО «ТрансСклад-Омск»", "ООО «СМУ-17»", "ООО ПКО «Рубикон Коллект»", "АО «Иртыш-Отель»",
    "ООО «АН Ключевой момент»", "ООО «Фарм-Омск»", "ООО «СибКлинТриалс»",
    "АО «Санаторий Сосновая роща»",
]  # fmt: skip

BANKS_H3: list[tuple[str, str]] = [
    ("АО «Россельхозбанк»", "044525111"),
    ("ПАО «МТС-Банк»", "044525232"),
    ("АО «Почта Банк»", "044525214"),
    ("ПАО «Банк «Санкт-Петербург»", "044030790"),
]

_VILLAGES = (
    ("с.", "Большие Уки", "Большеуковский р-н", "Омская обл."),
    ("д.", "Новосёлки", "Рязанский р-н", "Рязанская обл."),
    ("пос.", "Красный Бор", "Смоленский р-н", "Смоленская обл."),
    ("ст-ца", "Ессентукская", "Предгорный м.о.", "Ставропольский край"),
    ("х.", "Весёлый", "Зерноградский р-н", "Ростовская обл."),
    ("д.", "Полуэктово", "Угличский р-н", "Ярославская обл."),
)
_VILLAGE_STREETS = ("Центральная", "Школьная", "Набережная", "Колхозная", "Заречная")


@dataclass(frozen=True)
class PersonH3(Person):
    def last(self, case: str = "nom") -> str:
        if self.surname in _IRREGULAR and self.gender == "m":
            return _IRREGULAR[self.surname][("nom", "gen", "dat", "acc", "ins", "prep").index(case)]
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        return round4.first_name_form(self.first, self.gender, case)


def pick_person(rng: random.Random, taken: set[str]) -> PersonH3:
    """A person whose surname and first name no other person of the text has ("taken" holds
    both), so a diminutive alone names one person."""
    surname, paradigm = rng.choice([s for s in SURNAMES_H3 if s[0] not in taken])
    first, gender, diminutive = rng.choice([n for n in FIRST_NAMES_H3 if n[0] not in taken])
    return PersonH3(surname, paradigm, first, gender, diminutive, rng.choice(PATRONYMICS_H3))


# Slots of this round (kinds start with "hc_"; none ends in a digit) ------------------------------


def _patr_short(rng: random.Random, s: object) -> str:
    """What workmates call a man: his patronymic cut short ("Пахомович" → "Пахомыч",
    "Рафаэлевич" → "Рафаэлич"); a woman is called by her whole patronymic."""
    p = s.person  # type: ignore[attr-defined]
    if p.gender == "f":
        return p.middle()
    male = p.patronymic[0]
    if male.endswith("евич"):
        return male[:-4] + "ич"
    return male[:-4] + "ыч"


def _patr_short_gen(rng: random.Random, s: object) -> str:
    """The same after "у", "от": "у Пахомыча", "у Робертовны"."""
    p = s.person  # type: ignore[attr-defined]
    return p.middle("gen") if p.gender == "f" else _patr_short(rng, s) + "а"


def _name_slots() -> dict[str, tuple[object, str]]:
    def lat(word: str) -> str:
        return latin(word)

    return {
        # A start list: the surname in capitals, then the first name.
        "hc_fi_sport": (lambda rng, s: f"{s.person.last().upper()} {s.person.first}", "pd.name"),
        "hc_fi_sport_lat": (
            lambda rng, s: f"{lat(s.person.last()).upper()} {lat(s.person.first)}",
            "pd.name",
        ),
        # A hotel's order: "Nosov, Nazar".
        "hc_f_comma_i_lat": (
            lambda rng, s: f"{lat(s.person.last())}, {lat(s.person.first)}",
            "pd.name",
        ),
        "hc_f_comma_i": (lambda rng, s: f"{s.person.last()}, {s.person.first}", "pd.name"),
        "hc_fi_o": (
            lambda rng, s: f"{s.person.last()} {s.person.first} {s.person.middle()[0]}.",
            "pd.name",
        ),
        "hc_patr_short": (_patr_short, "pd.name"),
        "hc_patr_short_gen": (_patr_short_gen, "pd.name"),
        # Typed without the letter ё.
        "hc_fio_e": (
            lambda rng, s: " ".join((s.person.last(), s.person.first, s.person.middle())).replace(
                "ё", "е"
            ),
            "pd.name",
        ),
        "hc_dim_gen_low": (
            lambda rng, s: _dim_case(s, "gen").lower(),
            "pd.name",
        ),
        "hc_if_gen_low": (
            lambda rng, s: f"{s.person.given('gen')} {s.person.last('gen')}".lower(),
            "pd.name",
        ),
    }


def _dim_case(s: object, case: str) -> str:
    p = s.person  # type: ignore[attr-defined]
    dim = p.diminutive
    return round4.first_name_form(dim, p.gender if dim.endswith(("а", "я")) else "m", case)


# Dates of birth ----------------------------------------------------------------------------------

_EN3 = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_MON = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MONTHS_NOM = ("январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август",
               "сентябрь", "октябрь", "ноябрь", "декабрь")  # fmt: skip


def _ord_gen(day: int) -> str:
    """A day's ordinal in the genitive: "седьмое" → "седьмого", "третье" → "третьего"."""
    word = heldout2._ORD_NOM[day - 1]
    return word[:-2] + ("ьего" if word.endswith("ье") else "ого")


def _year_spoken(year: int) -> str:
    """A year as people say it: "восемьдесят пятого", "две тысячи одиннадцатого"."""
    words = heldout2.year_words(year)
    return words.removeprefix("тысяча девятьсот ")


Birth = tuple[int, int, int]


def _num(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((
        f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}",
        f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}",
    ))  # fmt: skip


def _iso(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return f"{y}-{m:02d}-{d:02d}"


def _isox(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{y}.{m:02d}.{d:02d}", f"{y}/{m:02d}/{d:02d}", f"{y}{m:02d}{d:02d}",
                       f"{y}-{m:02d}-{d:02d}", f"{y} {m:02d} {d:02d}"))  # fmt: skip


def _odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((
        f"{d:02d}\\{m:02d}\\{y}", f"{d:02d},{m:02d}.{y}", f"{d:02d}.{m:02d} .{y}",
        f"{d:02d} {m:02d} {y % 100:02d}", f"{d:02d}.{m:02d}/{y}", f"{d:02d};{m:02d};{y}",
        f"{d} . {m} . {y}", f"{d:02d}-{m:02d}.{y}", f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}",
    ))  # fmt: skip


def _yy(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d}.{m:02d}.{y % 100:02d}", f"{d:02d}.{m}.{y % 100:02d}",
                       f"{d:02d}-{m:02d}-{y % 100:02d}", f"{d}/{m}/{y % 100:02d}",
                       f"{d:02d}{m:02d}{y % 100:02d}"))  # fmt: skip


def _words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{d:02d} {month} {y}", f"{d} {month.capitalize()} {y}",
                       f"{d} {_MON[m - 1]}. {y}", f"{d}-е {month} {y}",
                       f"{d} {_MONTHS_NOM[m - 1]} {y}"))  # fmt: skip


def _mrz(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    mon = _EN3[m - 1]
    return rng.choice((f"{d:02d} {mon} {y}", f"{d:02d}{mon}{y % 100:02d}", f"{d:02d}-{mon}-{y}",
                       f"{d:02d} {mon.title()} {y}"))  # fmt: skip


def _dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    month = MONTHS[m - 1]
    return rng.choice((
        f"{d} {month}", f"{d}го {month}", f"{d:02d}.{m:02d}", f"{d}.{m:02d}",
        f"{_ord_gen(d)} {month}", f"{d}-е {month}", f"{d} {_MON[m - 1]}",
    ))  # fmt: skip


def _spoken(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    ordinal = rng.choice((heldout2._ORD_NOM[d - 1], _ord_gen(d)))
    return f"{ordinal} {MONTHS[m - 1]} {_year_spoken(y)}"


def _kid(b: Birth) -> Birth:
    """A child's or a junior athlete's birth: the same day and month, a year in 2008-2018."""
    d, m, y = b
    return d, m, 2008 + y % 11


def _elder(b: Birth) -> Birth:
    """A pensioner a charity looks after: a year in 1936-1951."""
    d, m, y = b
    return d, m, 1936 + y % 16


def _student(b: Birth) -> Birth:
    d, m, y = b
    return d, m, 2005 + y % 4


_BIRTH_STYLES = {"num": _num, "iso": _iso, "isox": _isox, "odd": _odd, "yy": _yy, "words": _words,
                 "mrz": _mrz, "dm": _dm, "spoken": _spoken}  # fmt: skip


def _birth_slots() -> dict[str, tuple[object, str]]:
    slots: dict[str, tuple[object, str]] = {}
    for style, build in _BIRTH_STYLES.items():
        slots[f"hc_bday_{style}"] = (lambda rng, s, f=build: f(rng, s.birth), "pd.birthdate")
        slots[f"hc_kbday_{style}"] = (lambda rng, s, f=build: f(rng, _kid(s.birth)), "pd.birthdate")
        slots[f"hc_ebday_{style}"] = (
            lambda rng, s, f=build: f(rng, _elder(s.birth)),
            "pd.birthdate",
        )
        slots[f"hc_sbday_{style}"] = (
            lambda rng, s, f=build: f(rng, _student(s.birth)),
            "pd.birthdate",
        )
    return slots


# Passports, SNILS, phones, e-mails ---------------------------------------------------------------


def _passport(rng: random.Random, s: object) -> str:
    series, n = s.passport  # type: ignore[attr-defined]
    a, b = series[:2], series[2:]
    return rng.choice((
        f"{a} {b} {n}", f"{a}{b} {n}", f"{a} {b}  {n}", f"{a}-{b}-{n}", f"{a}{b}, {n}",
        f"{a}\u00a0{b}\u00a0{n}", f"{a} {b} №{n}", f"{a}{b} № {n}", f"{a} {b} N {n}",
        f"{a}{b}  №  {n}", f"{a} {b} - {n}", f"{a}.{b} {n}",
    ))  # fmt: skip


def _snils(rng: random.Random, s: object) -> str:
    x = s.snils  # type: ignore[attr-defined]
    return rng.choice((f"{x[:3]}-{x[3:6]}-{x[6:9]}-{x[9:]}", f"{x[:3]} {x[3:6]} {x[6:9]}-{x[9:]}",
                       f"{x[:3]}-{x[3:6]}-{x[6:9]} {x[9:]}", x, f"{x[:9]} {x[9:]}"))  # fmt: skip


def _phone(rng: random.Random, s: object) -> str:
    ten = s.phone  # type: ignore[attr-defined]
    a, b, c, d = ten[:3], ten[3:6], ten[6:8], ten[8:]
    return rng.choice((
        f"+7 ({a}) {b} {c} {d}", f"8{a}-{b}-{c}{d}", f"7{ten}", f"+7 {a} {b}{c}{d}",
        f"8 ({a}) {b}{c}{d}", f"+7({a}){b}-{c}-{d}", f"+7 {a} {b}-{c}-{d}", f"8 {a} {b} {c} {d}",
        f"8-{a}-{b}{c}{d}",
    ))  # fmt: skip


def _email_student(rng: random.Random, s: object) -> str:
    """An applicant's own mailbox, with the year of a school leaver's birth."""
    p = s.person  # type: ignore[attr-defined]
    year = _student(s.birth)[2] % 100  # type: ignore[attr-defined]
    first, last = latin(p.first).lower(), latin(p.last()).lower()
    local = rng.choice((f"{first}.{last}{year:02d}", f"{last}_{first[0]}", f"{first}{year:02d}"))
    return f"{local}@{rng.choice(('mail.ru', 'yandex.ru', 'gmail.com'))}"


def _email_work(domain: str) -> object:
    """A person's own mailbox at work: personal, unlike a role mailbox."""

    def build(rng: random.Random, s: object) -> str:
        p = s.person  # type: ignore[attr-defined]
        last, first = latin(p.last()).lower(), latin(p.first).lower()
        local = rng.choice((f"{last}.{first[0]}", f"{first[0]}{last}", f"{first}.{last}"))
        return f"{local}@{domain}"

    return build


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "пер": "per.", "бул": "blvd", "ш": "sh.", "наб": "nab."}


def _a(s: object) -> dict[str, str]:
    return s.address  # type: ignore[attr-defined,no-any-return]


def _addr_formal(rng: random.Random, s: object) -> str:
    a = _a(s)
    street, h, f, k = f"{_MARK[a['kind']]} {a['name']}", a["house"], a["flat"], a["building"]
    region = _REGIONS[a["city"]]
    return rng.choice((
        f"{a['index']}, {region}, г. {a['city']}, {street}, д. {h}, кв. {f}",
        f"Россия, {region}, {a['city']}, {street}, д. {h}, кв. {f}",
        f"г. {a['city']}, {street}, дом № {h}, кв. № {f}",
        f"{a['city']}, {street}, д.{h}, корп.{k}, кв.{f}",
        f"РФ, {a['index']}, г.{a['city']}, {street}, {h}-{f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: object) -> str:
    a = _a(s)
    mark, name, h, f, k = _MARK[a["kind"]], a["name"], a["house"], a["flat"], a["building"]
    return rng.choice((
        f"{mark} {name} {h}-{f}", f"{name} {h}/{k}-{f}", f"{mark} {name}, {h}, кв.{f}",
        f"{mark}{name}, {h}-{f}", f"{name}, д.{h}, кв.{f}",
    ))  # fmt: skip


def _addr_chat(rng: random.Random, s: object) -> str:
    a = _a(s)
    name, h, f, k = a["name"], a["house"], a["flat"], a["building"]
    floor = int(f) // 12 + 1
    return rng.choice((
        f"{a['city_short']}, {name.lower()} {h}-{f}", f"{name} {h}, кв {f}",
        f"{name.lower()} {h} кв{f} {k} подъезд", f"{a['city_short']} {name.lower()} д{h} кв{f}",
        f"{name} {h}, {k} подъезд, {floor} этаж, кв {f}", f"{name.lower()} {h} {f}",
    ))  # fmt: skip


def _addr_village(rng: random.Random, s: object) -> str:
    a = _a(s)
    kind, name, district, region = rng.choice(_VILLAGES)
    street, h = rng.choice(_VILLAGE_STREETS), a["house"]
    return rng.choice((
        f"{kind} {name}, ул. {street}, д. {h}, {district}, {region}",
        f"{region}, {district}, {kind} {name}, {street} ул., {h}",
        f"{kind} {name} {district} д {h}", f"{name.lower()}, {street.lower()} {h}",
        f"{a['index']}, {region}, {district}, {kind} {name}, д. {h}",
    ))  # fmt: skip


def _addr_lat(rng: random.Random, s: object) -> str:
    a = _a(s)
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    mark = _MARK_LAT[a["kind"]]
    return rng.choice((
        f"{h} {name} St., apt. {f}, {city}, Russia", f"{name} {h}, kv. {f}, {city}",
        f"Russian Federation, {city}, {mark} {name}, d. {h}, kv. {f}",
        f"{city.upper()} {name.upper()} {h}-{f}", f"{a['index']} {city}, {name} {mark} {h}/{f}",
    ))  # fmt: skip


def _addr_dorm(rng: random.Random, s: object) -> str:
    """A dormitory room: another street, house and room than the person's own address (picked
    from it, so it draws nothing from the text's generator)."""
    a = _a(s)
    kind, name, _ = STREETS_H3[int(a["house"]) % len(STREETS_H3)]
    street, k = f"{_MARK[kind]} {name}", a["building"]
    h, f = str(int(a["house"]) // 3 + 1), f"{int(a['flat']) % 5 + 1}{int(a['house']) % 40 + 10:02d}"
    return rng.choice((
        f"{street}, д. {h}, общ. № {k}, комн. {f}", f"ДС-{k}, ком. {f}, {street} {h}",
        f"г. {a['city']}, {street}, {h}, общежитие {k}, блок {f}",
        f"общага на {a['name']} {h}, {f} комната",
    ))  # fmt: skip


_OTHER_SLOTS = {
    "hc_passport": (_passport, "pd.passport"),
    "hc_pass_ser": (
        lambda rng, s: rng.choice((s.passport[0], f"{s.passport[0][:2]} {s.passport[0][2:]}")),
        "pd.passport",
    ),
    "hc_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "hc_snils": (_snils, "pd.snils"),
    "hc_phone": (_phone, "pd.contacts"),
    "hc_email_sklad": (_email_work("transsklad55.ru"), "pd.contacts"),
    "hc_email_cro": (_email_work("sibclintrials.ru"), "pd.contacts"),
    "hc_email_club": (_email_work("sshor3-omsk.ru"), "pd.contacts"),
    "hc_email_student": (_email_student, "pd.contacts"),
    "hc_addr_formal": (_addr_formal, "pd.address"),
    "hc_addr_short": (_addr_short, "pd.address"),
    "hc_addr_chat": (_addr_chat, "pd.address"),
    "hc_addr_village": (_addr_village, "pd.address"),
    "hc_addr_lat": (_addr_lat, "pd.address"),
    "hc_addr_dorm": (_addr_dorm, "pd.address"),
}

PERSON_SLOTS_H3: dict[str, tuple[object, str]] = {
    **_name_slots(),
    **_birth_slots(),
    **_OTHER_SLOTS,
}


# Organisation values (they stay) -----------------------------------------------------------------


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def _korr(bik: str) -> str:
    """A bank's correspondent account: fixed per bank, so it draws nothing from the text's
    generator."""
    return f"30101810{random.Random(bik).randint(100000000, 999999999)}{bik[-3:]}"


BANK_SLOTS_H3 = {"hc_korr": lambda s: _korr(s.bank[1])}  # type: ignore[attr-defined]


def _sum(rng: random.Random) -> str:
    value = rng.randint(15, 950) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00 руб.", f"{value} р.",
                       f"{grouped} рублей"))  # fmt: skip


def _site_address(t: object) -> str:
    """A building site or a warehouse: the company's place, public, it stays."""
    rng = t.rng  # type: ignore[attr-defined]
    city, _, _ = rng.choice(CITIES_H3)
    kind, name, _ = rng.choice(STREETS_H3)
    return rng.choice((
        f"г. {city}, {_MARK[kind]} {name}, з/у {rng.randint(1, 90)}",
        f"{city}, {_MARK[kind]} {name}, {rng.randint(1, 200)}, стр. {rng.randint(1, 9)}",
        f"г. {city}, промзона «Северная», склад № {rng.randint(1, 12)}",
    ))  # fmt: skip


ORG_SLOTS_H3 = {
    "hc_sklad": lambda t: "ООО «ТрансСклад-Омск»",
    "hc_smu": lambda t: "ООО «СМУ-17»",
    "hc_pko": lambda t: "ООО ПКО «Рубикон Коллект»",
    "hc_mfo": lambda t: t.rng.choice(("ООО МФК «Быстрый займ»", "ООО МКК «Деньги рядом»")),
    "hc_hotel": lambda t: "АО «Иртыш-Отель»",
    "hc_realty": lambda t: "ООО «АН Ключевой момент»",
    "hc_pharm": lambda t: "ООО «Фарм-Омск»",
    "hc_clinic": lambda t: t.rng.choice(("БУЗОО «Городская поликлиника № 4»",
                                         "ГБУЗ «Смоленская городская поликлиника № 6»")),
    "hc_cro": lambda t: "ООО «СибКлинТриалс»",
    "hc_sanatorium": lambda t: "АО «Санаторий Сосновая роща»",
    "hc_camp": lambda t: t.rng.choice(("ДОЛ «Ручеёк»", "ДОЛ «Солнечная поляна»")),
    "hc_fund": lambda t: "БФ «Тёплый дом»",
    "hc_federation": lambda t: "РОО «Федерация лёгкой атлетики Омской области»",
    "hc_club": lambda t: t.rng.choice(("БУ ОО «СШОР № 3»", "СК «Нефтяник»", "ДЮСШ «Олимп»")),
    "hc_uni": lambda t: "ФГБОУ ВО «Приокский государственный университет»",
    "hc_site": _site_address,
    "hc_okpo": lambda t: _digits(t.rng, 8),
    "hc_insurer": lambda t: t.rng.choice(("АО «СК Иртыш-Полис»", "САО «Приокское страхование»")),
    "hc_mail_smu": lambda t: t.rng.choice(("buh", "ot", "kadry")) + "@smu17.ru",
    # Sums people pay or are paid in these situations (a night, a voucher, a fee, a loan).
    "hc_sum": lambda t: _sum(t.rng),
    "hc_sum_b": lambda t: _sum(t.rng),
    "hc_waybill": lambda t: f"{t.rng.choice(('ТН', 'УТ', 'ОМ'))}-{_digits(t.rng, 6)}",
    "hc_uin": lambda t: f"1881005526{_digits(t.rng, 10)}",
    "hc_rx": lambda t: f"Серия {t.rng.randint(50, 57)}-26 № {_digits(t.rng, 6)}",
    "hc_protocol": lambda t: f"SCT-{t.rng.randint(100, 999)}-{t.rng.choice(('ONC', 'CV', 'END'))}"
    f"-2026",
    "hc_booking": lambda t: f"IRT{_digits(t.rng, 7)}",
    "hc_mail_sklad": lambda t: t.rng.choice(("dispatch", "propusk", "sklad")) + "@transsklad55.ru",
    "hc_mail_pko": lambda t: t.rng.choice(("info", "dolg", "pretenzii")) + "@rubicon-collect.ru",
    "hc_mail_fund": lambda t: t.rng.choice(("info", "help", "volonter")) + "@teply-dom.org",
    "hc_mail_fed": lambda t: t.rng.choice(("zayavki", "sekretariat")) + "@fla-omsk.ru",
    "hc_mail_hotel": lambda t: t.rng.choice(("reception", "booking")) + "@irtysh-hotel.ru",
    "hc_mail_uni": lambda t: t.rng.choice(("priem", "obshezhitie")) + "@priokskiy.ru",
}  # fmt: skip


def _plate(rng: random.Random) -> str:
    """A fleet vehicle's plate: unlabelled (no data class is about cars)."""
    letters = "АВЕКМНОРСТУХ"
    return (f"{rng.choice(letters)} {rng.randint(100, 999)} {rng.choice(letters)}"
            f"{rng.choice(letters)} {rng.choice(('55', '62', '67', '48'))}")  # fmt: skip


PLAIN_SLOTS_H3 = {
    "hc_plate": _plate,
    "hc_room": lambda rng: str(rng.randint(101, 915)),
    "hc_city": lambda rng: rng.choice(CITIES_H3)[0],
    "hc_bib": lambda rng: str(rng.randint(101, 399)),
    "hc_run": lambda rng: f"2:{rng.randint(4, 31):02d}.{rng.randint(0, 99):02d}",
    "hc_jump": lambda rng: f"{rng.randint(4, 6)}.{rng.randint(10, 99)}",
    "hc_score": lambda rng: str(rng.randint(180, 300)),
    "hc_school": lambda rng: f"{rng.randint(1, 150)}, {rng.randint(1, 10)} «{rng.choice('АБВГ')}»",
    "hc_days": lambda rng: str(rng.choice((12, 14, 18, 21))),
}


# Frames: per genre, four situations ("variants"); text number n takes variant (n - 1) % 4 --------

_FORM_HOTEL = {
    "heads": [
        "{hc_hotel} · Гостиница «Иртыш»\nАНКЕТА ГОСТЯ / GUEST REGISTRATION CARD\n"
        "Бронь № {hc_booking}",
        "Регистрационная карта гостя (заполняется при заселении, разборчиво)",
    ],
    "bodies": [
        "Фамилия / Surname: {f}\nИмя / First name: {i}\nОтчество / Middle name: {o}",
        "Name as in passport: {hc_f_comma_i_lat}",
        "Дата рождения / Date of birth: {hc_bday_num}",
        "Гражданство: РФ\nДокумент: паспорт\nСерия: {hc_pass_ser}\nНомер: {hc_pass_num}\n"
        "Дата выдачи: {date}",
        "Адрес постоянной регистрации / Home address: {hc_addr_formal}",
        "Permanent address (Latin): {hc_addr_lat}",
        "Тел. / Phone: {hc_phone}    E-mail: {email}",
        "Номер комнаты: {hc_room}   Заезд: {date} 14:00   Выезд: 12:00",
        "Проживает совместно: {g2:сын|дочь} {fio2}, {hc_kbday_num2}",
        "Оплата: {hc_sum}, карта гостя {card}",
        "Плательщик (юр. лицо): {company}, ИНН {org_inn}, КПП {kpp}",
        "Я согласен(на) на обработку персональных данных {hc_hotel}, ОГРН {ogrn}.",
        "Прошу не будить: сова, до 10 утра не беспокоить 🙂",
    ],
    "tails": [
        "Подпись гостя ____________ {hc_fi_o}\nАдминистратор: {i3}",
        "Reception {hc_mail_hotel}, бесплатная линия бронирования {hotline}",
    ],
    "count": (6, 10),
}

_FORM_CAMP = {
    "heads": [
        "Заявление на предоставление путёвки в {hc_camp}\n(летняя оздоровительная кампания, "
        "2 смена)",
        "АНКЕТА РЕБЁНКА, направляемого в детский оздоровительный лагерь",
    ],
    "bodies": [
        "Я, {fio}, прошу предоставить путёвку {g2:моему сыну|моей дочери}",
        "Ф.И.О. ребёнка: {fio2}\nДата рождения ребёнка: {hc_kbday_num2}   полных лет: ___",
        "ребёнок: {fio_up2}, д.р. {hc_kbday_odd2}",
        "СНИЛС ребёнка {hc_snils2}",
        "Школа, класс: МБОУ СОШ № {hc_school}",
        "Родитель (законный представитель): {fio}, паспорт {hc_passport}, выдан {date}",
        "Адрес проживания семьи: {hc_addr_formal}",
        "ИНН родителя (для налогового вычета за путёвку): {inn}",
        "Телефон родителя: {hc_phone}; второй родитель/бабушка: {fi3}, {phone3}",
        "Особенности: аллергия на орехи (орех в любом виде!), плавает хорошо",
        "День рождения ребёнка приходится на смену? ДА — {hc_kbday_dm2}",
        "Кого разрешено пускать в родительский день: {io3} ({g3:дедушка|бабушка}), "
        "{dim} ({g:папа|мама})",
        "Стоимость путёвки {hc_sum}, компенсация работодателя {company}, ИНН {org_inn}",
        "Прошу поселить в один отряд с {dim_ins4} {f_ins4}",
    ],
    "tails": [
        "Дата {date}   Подпись ________ / {f_io} /",
        "Заявление {g5:принял|приняла}: {f_io5}, {hc_camp}, тел. {hotline}",
    ],
    "count": (6, 10),
}

_FORM_CONSENT = {
    "heads": [
        "ИНФОРМИРОВАННОЕ СОГЛАСИЕ УЧАСТНИКА ИССЛЕДОВАНИЯ\nПротокол № {hc_protocol}, версия 3.0",
        "Форма согласия на участие в клиническом исследовании (экземпляр участника)",
    ],
    "bodies": [
        "Спонсор: {hc_cro}, ИНН {org_inn}, ОГРН {ogrn}, адрес: {org_addr}",
        "Я, {fio}, {hc_bday_words} года рождения, прочитал(а) информационный листок и получил(а) "
        "ответы на все вопросы.",
        "Идентификационный номер участника: {n}{n}{n}-{n}{n} (ФИО в базе исследования не хранится)",
        "Паспорт: {hc_passport}",
        "СНИЛС (для выплаты компенсации за визиты): {hc_snils}\nИНН: {inn}",
        "Контактный телефон: {hc_phone}\nАдрес для писем: {hc_addr_formal}",
        "Компенсация за визит — {hc_sum}, перечисляется на счёт {account}, {bank}, БИК {bik}, "
        "к/с {hc_korr}",
        "Контактное лицо на случай нежелательных явлений: {fi2}, {hc_phone2}",
        "Исследователь: {fio3}, тел. {wphone3}, {hc_email_cro3}",
        "Горячая линия этического комитета {hotline}",
        "Участник подтверждает, что не участвует в других исследованиях и не получал(а) "
        "исследуемый препарат ранее.",
    ],
    "tails": [
        "Подпись участника __________ {hc_fi_o}     Дата {date}",
        "Подпись исследователя __________ {f_io3}",
    ],
    "count": (6, 9),
}

_DIALOGUE_FOREMAN = {
    "ordered": True,
    "heads": ["WhatsApp · Объект ЖК «Тополиный» (прорабы+бригадиры)", "Чат «СМУ-17 участок 4»"],
    "bodies": [
        "{hc_patr_short}: мужики, бетон в {time}, кто на приёмке?",
        "{dim2}: я на приёмке, {hc_patr_short}. миксер сказали через объезд пойдёт",
        "{i3}: скиньте адрес объекта водителю — {hc_site}",
        "{hc_patr_short}: {i2}, на новенького пропуск оформи: {fio4}, паспорт {hc_passport4}, "
        "{hc_bday_num4} г.р.",
        "{dim2}: {g2:оформил|оформила}. {dim4} живёт в общаге, адрес для договора: {hc_addr_chat4}",
        "{i3}: а {f4} телефон какой? {hc_phone4}?",
        "{dim2}: тополь у забора спилили, стриж гнездо там вил — эколог ругаться будет",
        "{hc_patr_short}: нам с вами ещё два этажа до пятницы, не расслабляемся",
        "{i3}: {hc_patr_short}, у {hc_dim_gen_low2} др завтра, скидываемся по 500",
        "{dim2}: {hc_patr_short}, я в больничку, палец. справку {dim_dat3} отдам",
        "{hc_patr_short}: акт по договору {contract} подписал{g:|а}, {hc_smu} ждёт оплату {amount}",
        "{i3}: бухгалтерия пишет на {hc_mail_smu}, просит ИНН и СНИЛС новеньких. {f4}: ИНН "
        "{inn4}, СНИЛС {hc_snils4}",
        "{hc_patr_short}: всем спасибо, {dim4} молодец, нормально отработал{g4:|а}",
    ],
    "tails": ["{dim2}: 👍", "{i3}: принято"],
    "count": (6, 10),
}

_DIALOGUE_COLLECTOR = {
    "ordered": True,
    "heads": [
        "Запись разговора, {hc_pko}, исходящий, оператор {n}{n}",
        "[расшифровка звонка, {date} {time}]",
    ],
    "bodies": [
        "Оператор: Добрый день, меня зовут {i3}, {hc_pko}. Я говорю с {fio_ins}?",
        "Абонент: ну… да, а что?",
        "Оператор: Для подтверждения личности назовите дату рождения.\nАбонент: {hc_bday_spoken}",
        "Оператор: Спасибо. Звоню по договору займа {contract} с {hc_mfo}. Права требования "
        "перешли нам, долг {hc_sum}.",
        "Абонент: я этот займ не брал{g:|а}, это {g2:брат|сестра}, {i2}, на мой паспорт оформил"
        "{g2:|а}",
        "Оператор: В договоре указан паспорт {hc_passport} и адрес {hc_addr_formal}, это ваши "
        "данные?",
        "Абонент: адрес старый, я сейчас на {hc_addr_chat} живу",
        "Оператор: Можно погасить картой онлайн или по реквизитам: р/с {org_account}, {bank}, "
        "БИК {bik}.",
        "Абонент: а моя карта {card} — с неё сами не спишете?",
        "Оператор: Нет. Контактное лицо в анкете — {fio2}, {hc_phone2}. Можем связаться?",
        "Абонент: не надо {dim_acc2} трогать, {g2:он|она} тут вообще ни при чём",
        "Оператор: Претензию направим на {email}. Вопросы — {hotline} или {hc_mail_pko}.",
        "Абонент: {g:очень рад|очень рада}, спасибо… в смысле, ладно",
    ],
    "tails": ["[разговор завершён абонентом]", "Оператор: Всего доброго."],
    "count": (7, 10),
}

_DIALOGUE_REALTY = {
    "ordered": True,
    "heads": ["Telegram · Агент {i3} ({hc_realty})", "Чат с риелтором, экспорт"],
    "bodies": [
        "{i3}: {io}, добрый день! По квартире на {hc_addr_short2} — собственник готов к показу "
        "в субботу",
        "{dim}: привет) а собственник кто, можно с ним напрямую?",
        "{i3}: {fio2}, но все вопросы через меня, так по договору {contract}",
        "{dim}: ок. мы хотим внести задаток",
        "{i3}: Для соглашения о задатке нужны ваши данные: паспорт, дата рождения, адрес "
        "регистрации",
        "{dim}: {fio}\n{hc_passport}\n{hc_bday_yy}\n{hc_addr_chat}",
        "{i3}: И ИНН, пожалуйста, для договора\n{dim}: {inn}",
        "{i3}: Спасибо. Задаток {hc_sum}, переводом на счёт агентства, ИНН {org_inn}",
        "{dim}: а собственнику можно напрямую на карту? {g2:он|она} писал{g2:|а} {card2}",
        "{i3}: Нет, только через агентство, так безопаснее. {i2} в курсе.",
        "{dim}: ладно) а в Ростове у вас офис есть? у мамы там квартира",
        "{i3}: Есть партнёры, скину контакт. Наш офис — {org_addr}",
        "{dim}: второй покупатель — {fi4}, {g4:он|она} тоже подпишет? тел {hc_phone4}",
        "{i3}: Да, нужны оба. До встречи, {dim}!",
    ],
    "tails": ["{dim}: 👌", "{i3}: Напомню накануне."],
    "count": (7, 11),
}

_EMAIL_SPORT = {
    "ordered": True,
    "heads": [
        "Кому: {hc_mail_fed}\nТема: Заявка на первенство области U16, {hc_club}\n\nДобрый день!",
        "Тема: именная заявка + меддопуски\n\nЗдравствуйте, коллеги.",
    ],
    "bodies": [
        "Направляем именную заявку {hc_club} на первенство {hc_federation} по лёгкой атлетике.",
        "1. {hc_fi_sport}, {hc_kbday_num}, бег 800 м, тренер {f_io3}",
        "2. {hc_fi_sport2}, {hc_kbday_iso2}, прыжок в длину, тренер {f_io3}",
        "3. {fio4}, д.р. {hc_kbday_dm4} (год уточним, скан свидетельства в приложении)",
        "У {dim_gen2} день рождения {hc_kbday_dm2}, как раз в день старта — можно ли отметить "
        "на награждении?",
        "Представитель команды: {fio3}, {hc_phone3}, {hc_email_club3}",
        "Проживание: гостиница «Иртыш» по брони {hc_booking}, оплата {hc_sum}, плательщик "
        "{company}, ИНН {org_inn}, КПП {kpp}.",
        "Медицинские допуски подписаны врачом диспансера {if_ins5}, копии прилагаем.",
        "Стартовый взнос {hc_sum_b} оплачен платёжкой по счёту {invoice}.",
        "Просьба: поезд «Стриж» прибывает в {time}, трансфер до манежа нужен.",
    ],
    "tails": [
        "С уважением,\n{fio3}\nстарший тренер {hc_club}\n{wphone3}",
        "--\n{i_f3}, {hc_club}",
    ],
    "count": (5, 8),
    "joiner": "\n\n",
}

_EMAIL_FUND = {
    "ordered": True,
    "heads": [
        "От: {hc_fund} <{hc_mail_fund}>\nТема: Благодарим за помощь!\n\n{g:Дорогой|Дорогая} {i}!",
        "Тема: Re: {g2:подопечный|подопечная} {fi2}\n\n{io}, здравствуйте.",
    ],
    "bodies": [
        "Благодарим вас за пожертвование {hc_sum} по договору пожертвования {contract}.",
        "Средства пошли на покупку слухового аппарата для {fio_gen2}, {hc_ebday_words2} года "
        "рождения.",
        "{i2} живёт {g2:один|одна}: {hc_addr_village2}. Телефон у {g2:него|неё} старый "
        "кнопочный, {hc_phone2}, "
        "звонить лучше днём.",
        "Если захотите навестить — наш волонтёр {fi3} ({hc_phone3}) ездит к {g2:нему|ней} "
        "по субботам.",
        "> Я бы хотел{g:|а} оформить ежемесячный платёж с карты {card}, это возможно?",
        "> Справку для налогового вычета прошу выслать на {email}, мой ИНН {inn}.",
        "Для вычета нужны ваши паспортные данные: {hc_passport}, и адрес: {hc_addr_formal}.",
        "Реквизиты фонда: {hc_fund}, ИНН {org_inn}, КПП {kpp}, ОГРН {ogrn}, р/с {org_account} "
        "в {bank}, БИК {bik}, ОКПО {hc_okpo}.",
        "Адрес фонда: {org_addr}. Горячая линия {hotline}.",
        "P.S. {g4:Внук|Внучка} {fi_gen2}, {dim4}, {g4:очень рад был|очень рада была} вашему "
        "письму!",
    ],
    "tails": ["С теплом,\nкоманда {hc_fund}", "--\n{if3}, координатор волонтёров"],
    "count": (5, 8),
    "joiner": "\n\n",
}

_EMAIL_PASS = {
    "ordered": True,
    "heads": [
        "От: {hc_email_sklad3}\nКому: {hc_mail_sklad}\nТема: Пропуск на въезд, рейс {order}",
        "Тема: список водителей на разгрузку {date}\n\nДобрый день!",
    ],
    "bodies": [
        "Просим оформить разовый пропуск на территорию склада {hc_site} для водителя "
        "перевозчика ИП {fio}.",
        "Водитель: {fio_up}, {hc_bday_num} г.р., паспорт {hc_passport}, тел. {hc_phone}",
        "ИНН перевозчика (ИП) {inn}",
        "Тягач {hc_plate}, полуприцеп {hc_plate}, груз по накладной {hc_waybill}, 18 паллет.",
        "Второй водитель (сменщик): {fi2}, паспорт {hc_pass_ser2} {hc_pass_num2}",
        "Адрес регистрации водителя для договора: {hc_addr_formal}",
        "Грузополучатель: {hc_sklad}, ИНН {org_inn}, КПП {kpp}; договор перевозки {contract}, "
        "ставка {hc_sum}.",
        "> Пропуск оформлен на {fi_acc}. Въезд с {time} через КПП-2.\n> Диспетчер {i_f4}",
        "Контакт логиста на случай задержки: {fi3}, {wphone3}",
    ],
    "tails": ["С уважением,\n{if3}\nлогист", "--\n{f_io3} | отдел логистики | {hotline}"],
    "count": (5, 8),
    "joiner": "\n\n",
}

_OCR_ACCIDENT = {
    "ordered": True,
    "heads": [
        "ИЗВЕЩЕНИЕ О ДОРОЖНО-ТРАНСПОРТНОМ ПРОИСШЕСТВИИ\nлист 1",
        "ЕВРОПРОТОКОЛ (копия, распознано с фото)",
    ],
    "bodies": [
        "1. Место ДТП: г. {hc_city}, перекрёсток у д. {n}{n}   2. Дата ДТП {date}  {time}",
        "Транспортное средство «А»: собственник {hc_sklad}, гос. рег. знак {hc_plate}",
        "водитель ТС «А»: {fio_up}\nдата рождения {hc_bday_odd}\nАдрес: {hc_addr_formal}\n"
        "Телефон {hc_phone}",
        "Транспортное средство «В»: каршеринг, гос. знак {hc_plate}",
        "водитель ТС «В»: {fio2}\nдата рождения  {hc_bday_num2}\nАдрес {hc_addr_short2}",
        "Паспорт водителя «В»: серия {hc_pass_ser2} номер {hc_pass_num2}",
        "Постановление по делу об АП № {hc_uin}",
        "Свидетели: {fio_spaced3}, тел. {phone3}",
        "Страховщик: {hc_insurer}, ИНН {org_inn}, горячая линия {hotline}",
        "Подпись водителя «А» {f_spaced}  Подпись водителя «В» {hc_fi_o2}",
    ],
    "tails": ["-- стр. 1 из 2 --", "Оборотная сторона: не заполнена"],
    "count": (6, 9),
}

_OCR_RX = {
    "ordered": True,
    "heads": [
        "Форма № 107-1/у\n{hc_clinic}\nРЕЦЕПТ (взрослый, детский — нужное подчеркнуть)",
        "РЕЦЕПТУРНЫЙ БЛАНК 148-1/у-88\n{hc_rx}",
    ],
    "bodies": [
        "Дата выписки рецепта {date}",
        "Ф.И.О. пациента {fio}",
        "Дата рождения (д.м.г.) {hc_bday_num}",
        "Адрес места жительства или № мед. карты: {hc_addr_short}",
        "СНИЛС {hc_snils}",
        "Ф.И.О. лечащего врача {fio_spaced3}",
        "Rp.: Sol. Tramadoli 50 mg/ml — 1 ml\nD.t.d. N 10 in amp.\nS. по 1 мл в/м при болях",
        "Рецепт действителен 15 дней",
        "Отпущено: {hc_pharm}, ИНН {org_inn}, лицензия № Л042-01155-55/00{n}{n}{n}{n}{n}, "
        "сумма {hc_sum}",
        "Получил(а): {hc_fi_o2} (доверенное лицо), паспорт {hc_passport2}",
    ],
    "tails": ["М.П.      Подпись врача _________", "{hc_rx}"],
    "count": (6, 9),
}

_OCR_SANATORIUM = {
    "ordered": True,
    "heads": [
        "САНАТОРНО-КУРОРТНАЯ КАРТА № {n}{n}{n}{n}\n{hc_sanatorium}",
        "ПУТЁВКА (обратный талон)\n{hc_sanatorium}, ИНН {org_inn}, ОГРН {ogrn}",
    ],
    "bodies": [
        "1. Фамилия, имя, отчество {fio}",
        "2. Пол {g:М|Ж}   3. Дата рождения {hc_bday_words}",
        "4. Адрес регистрации: {hc_addr_village}",
        "5. Паспорт {hc_passport}",
        "6. № страхового полиса ОМС: — (не предъявлен)\n7. СНИЛС {hc_snils}",
        "8. Сопровождающий ребёнка: {fio2}; ребёнок {fi_spaced4}, {hc_kbday_words4}",
        "9. Диагноз: M42.1, сопутствующие: нет\n10. Заезд {date}, {hc_days} дней, "
        "стоимость {hc_sum}",
        "Лечащий врач {f_io3}\nтел. санатория {hotline}",
        "Отметка о прибытии: корпус {n}, комн. {hc_room}",
        "Возврат за неиспользованные дни — на счёт {account}, {bank}, БИК {bik}; ИНН "
        "плательщика {inn}",
    ],
    "tails": ["Главный врач ______ {io_f3}\nМ.П.", "--- конец стр. ---"],
    "count": (6, 9),
}

_NOTE_FOREMAN = {
    "heads": ["Журнал прораба, участок 4, {date}:", "Прорабская, ночь на {date}:"],
    "bodies": [
        "принял смену у {hc_patr_short_gen2}, замечаний нет.",
        "{fi_low} не {g:вышел|вышла} — звонил{g:|а} с {hc_phone}, говорит, заболел{g:|а}.",
        "новый монтажник {fio4}, {hc_bday_yy4}, прописка {hc_addr_village4}, вагончик № {n}.",
        "бетон М300 — {n}{n} куб., накладная {hc_waybill}; водитель {f2}, не дождался разгрузки.",
        "объект: {hc_site}, ворота 2 закрыты до {time}.",
        "{hc_if_gen_low} на вышке не было в каске — предупредил устно.",
        "тополь у бытовок сносить нельзя, согласования нет.",
        "{dim3} (бригадир отделочников) просит аванс, скинуть в {hc_smu} на {hc_mail_smu}.",
        "{f_dat4} выдал спецовку, размер 52, расписался.",
        "сова на кране опять сидит, крановой говорит — к дождю.",
        "штраф от технадзора {amount}, договор {contract}.",
    ],
    "count": (6, 9),
}

_NOTE_WAREHOUSE = {
    "heads": ["Передача смены, склад {n}, {date}", "Смена Б → смена А"],
    "bodies": [
        "Отгружено {n}{n} заказов, висит {order} — ждём водителя {f_gen2}.",
        "{dim}, проверь ячейку C-{n}{n}: пересорт, чиж и орех (корм для птиц) перепутаны.",
        "ДР у {i_gen3} {hc_bday_dm3} — открытку подписать.",
        "{fi_low2} — пропуск на 3 дня, паспорт {hc_passport2}, машина {hc_plate}.",
        "новый комплектовщик {fio4}, {hc_sbday_iso4}, тел. {hc_phone4}",
        "{hc_if_gen_low} отправили домой с температурой, адрес для курьера с больничным: "
        "{hc_addr_chat}",
        "Претензия клиента по заказу {order}: бой стекла на {hc_sum}.",
        "Возврат от {hc_sklad} по {hc_waybill}, ИНН {org_inn}.",
        "{hc_patr_short3} просил{g3:|а} не ставить {g3:его|её} в ночь до конца месяца.",
        "Диспетчерская: {hotline}, {hc_mail_sklad}",
    ],
    "count": (6, 9),
    "joiner": "\n• ",
}

_NOTE_VOLUNTEER = {
    "heads": ["Координатор волонтёров, {date}:", "Заметки по подопечным (выезд в область)"],
    "bodies": [
        "{g:дед|баба} {i} ({fio}, {hc_ebday_spoken}) — {hc_addr_village}, нужны дрова и лекарства.",
        "к {dim_dat2} поедет {i3}, {g3:у него|у неё} машина; тел. {g3:его|её} {hc_phone3}.",
        "{fi2}: пенсия приходит на {account2} ({bank2}, БИК {bik2}) — помочь сходить на почту.",
        "у {i_gen} день рождения {hc_ebday_dm}, испечь пирог, купить тёплые носки.",
        "волонтёр {fio4}, {hc_sbday_num4}, студент{g4:|ка} — договор волонтёра подписан, "
        "паспорт {hc_passport4}.",
        "сойка повадилась в кормушку у {i_gen2}, просил{g2:|а} не прогонять.",
        "{fio_gen2} СНИЛС {hc_snils2} — нужен для соцзащиты.",
        "собрали {hc_sum} на лекарства, перевели в {hc_fund} (ИНН {org_inn}).",
        "{f_io3} сказал{g3:|а}, в Ростове у {g:него|неё} сын, но не звонит.",
        "{i} говорит, {g:ему|ей} нужна помощь с оплатой света: живёт на {hc_addr_chat}.",
    ],
    "count": (6, 9),
}

_MIXED_PMS = {
    "ordered": True,
    "heads": ["PMS export · {hc_hotel} · arrivals {date}", "Guest profile (Opera) / профиль гостя"],
    "bodies": [
        "Guest: {hc_f_comma_i_lat} | Гость: {fio}",
        "DOB: {hc_bday_mrz} | Nationality: RUS",
        "Doc: PASSPORT RF {hc_passport} issued {date}",
        "Address (home): {hc_addr_lat}",
        "Phone: {hc_phone} | Email: {email}",
        "Accompanying: {g2:Mr|Ms} {if_lat2}, DOB {hc_bday_iso2}",
        "Booking: {hc_booking} / Room {hc_room} / Rate {hc_sum} / Company {company}, INN {org_inn}",
        "Card on file: {card} (guarantee)",
        "Comment: гость просит тихий номер, не рядом с лифтом; {dim} звонил{g:|а} с ресепшн",
        "VIP note: {i_f_lat3} (sales) — corporate rate, {hc_mail_hotel}",
    ],
    "count": (6, 9),
}

_MIXED_START = {
    "ordered": True,
    "heads": [
        "START LIST · U16 Championship · 800m Men/Women\nBib;Name;Club;DOB;Coach",
        "Протокол (выгрузка из LA Manager) — прыжок в длину",
    ],
    "bodies": [
        "{hc_bib};{hc_fi_sport_lat};{hc_club};{hc_kbday_iso};{f_lat3}",
        "{hc_bib};{hc_fi_sport2};{hc_club};{hc_kbday_num2};{f3}",
        "{hc_bib};{hc_fi_sport4};RUS;{hc_kbday_isox4};—",
        "Result {hc_run} / {hc_jump} m — {hc_fi_sport} (PB)",
        "Coach contact: {fio3}, {hc_phone3}",
        "Organizer: {hc_federation}, {hc_mail_fed}, entry fee {hc_sum}",
        "Судья на финише: {i_f5}; протестов нет",
        "Parent consent: {iof_latup6} for athlete {i_lat2}",
        "Медпункт: у {hc_dim_gen_low2} растяжение, родителям позвонили ({phone})",
    ],
    "count": (6, 8),
}

_MIXED_ADMISSION = {
    "ordered": True,
    "heads": [
        "Конкурсный список (выгрузка ЕПГУ) · {hc_uni}\n№;СНИЛС/код;Сумма;Согласие;Общежитие",
        "1С:Университет → export.csv (поступающие, общежитие)",
    ],
    "bodies": [
        "{n};{hc_snils};{hc_score};да;нужд.",
        "{n}{n};{hc_snils2};{hc_score};нет;нет",
        "Applicant: {fio} / {iof_lat}, born {hc_sbday_iso}, e-mail {hc_email_student}",
        "Parent: {fi3}, {hc_phone3}",
        "Dorm order: {hc_addr_dorm}, заселение {date}",
        "Registration address: {hc_addr_formal}",
        "Passport: {hc_passport}; СНИЛС {hc_snils}",
        "Contract (paid study) {contract}, fee {amount}, payer {fio3}, payer INN {inn3}",
        "Note: {i_low} просит комнату с {dim_ins2}, они из одной школы",
        "Приёмная комиссия: {hc_mail_uni}, {hotline}; {hc_uni}, {org_addr}",
    ],
    "count": (6, 9),
}

_FORM_DORM = {
    "heads": [
        "Проректору по воспитательной работе {hc_uni}\nЗАЯВЛЕНИЕ на предоставление места в "
        "общежитии",
        "АНКЕТА проживающего в студенческом общежитии (заполняется при заселении)",
    ],
    "bodies": [
        "от студента(ки) 1 курса, группа ЭБ-{n}{n}: {fio_gen}",
        "Фамилия, имя, отчество: {fio}\nДата рождения студента: {hc_sbday_num}",
        "Дата рождения (число/месяц/год): {hc_sbday_odd}",
        "Паспорт гражданина РФ: серия {hc_pass_ser} № {hc_pass_num}, выдан {date}",
        "Постоянная регистрация: {hc_addr_village}",
        "Фактический адрес до заселения: {hc_addr_chat}",
        "Предоставлено место: {hc_addr_dorm}",
        "Мобильный: {hc_phone}, почта {hc_email_student}",
        "СНИЛС {hc_snils}",
        "Родители (законные представители): {fio2}, {hc_phone2}; {io3} {f3}",
        "Льгота по оплате: нет. Плата за проживание за семестр {hc_sum}, квитанции через "
        "{hc_mail_uni}",
        "С правилами проживания ознакомлен(а). Соседка/сосед по комнате: {if4}",
    ],
    "tails": [
        "Подпись ______ / {v_f_i} /   Комендант общежития {f_io5}",
        "Заселение разрешаю. Зав. общежитием {io_f5}, {date}",
    ],
    "count": (6, 10),
}

_DIALOGUE_PHARMACY = {
    "ordered": True,
    "heads": [
        "Чат аптеки «Фарм-Омск» (приложение), обращение № {order}",
        "Онлайн-консультант аптеки",
    ],
    "bodies": [
        "Фармацевт: Здравствуйте! Аптека «Фарм-Омск», меня зовут {i3}. Чем помочь?",
        "{dim}: здравствуйте, хочу забронировать по рецепту для мамы, рецепт электронный",
        "Фармацевт: Назовите ФИО пациента и СНИЛС, рецепт найдём в системе.",
        "{dim}: {hc_fio_e2}, снилс {hc_snils2}",
        "Фармацевт: {g3:Нашёл|Нашла}. Пациент {fi2}, дата рождения {hc_ebday_num2}, верно?",
        "{dim}: да. а забрать могу я? я {g:сын|дочь}",
        "Фармацевт: Можно, при себе паспорт. Ваши данные для брони: ФИО и телефон.",
        "{dim}: {fio}, {hc_phone}",
        "Фармацевт: Бронь {order} на 3 дня, сумма {hc_sum}, адрес аптеки {org_addr}.",
        "{dim}: а доставку можно? {g2:папа|мама} не ходит: {hc_addr_chat2}",
        "Фармацевт: Доставка рецептурных препаратов запрещена, только самовывоз 😔",
        "{dim}: ясно. кстати у {g2:него|неё} ДР {hc_ebday_dm2}, есть скидка для пенсионеров?",
        "Фармацевт: Да, 5 % по карте пенсионера. Горячая линия {hotline}",
        "{dim}: спасибо, {i3}! очень выручили",
    ],
    "tails": ["Фармацевт: Обращайтесь! Оцените, пожалуйста, консультацию ⭐", "{dim}: 👍"],
    "count": (7, 11),
}

_EMAIL_REALTY = {
    "ordered": True,
    "heads": [
        "От: {hc_realty} <office@an-klyuch.ru>\nТема: Проект договора купли-продажи\n\n"
        "{io}, добрый день!",
        "Тема: Fwd: документы по сделке\n\nДобрый день.",
    ],
    "bodies": [
        "Направляем проект договора купли-продажи квартиры по адресу: {hc_addr_formal2}.",
        "Продавец: {fio2}, {hc_bday_words2} г.р., паспорт {hc_passport2}, СНИЛС {hc_snils2}.",
        "Покупатель: {fio}, дата рождения {hc_bday_num}, паспорт {hc_passport}, адрес "
        "регистрации: {hc_addr_short}.",
        "Цена квартиры {amount}, задаток {hc_sum} внесён по соглашению {contract}.",
        "Расчёт через аккредитив в {bank2} (БИК {bik2}), счёт продавца для раскрытия "
        "аккредитива: {account2}.",
        "> Пересылаю: выписка из ЕГРН на {fi_acc2} пришла, обременений нет.",
        "В квартире зарегистрирован{g4:|а} {fio4}, {g4:он|она} обязуется сняться с учёта "
        "до {date}.",
        "Сделку сопровождает юрист {fi3}, {wphone3}.",
        "Агентство: {hc_realty}, ИНН {org_inn}, ОГРН {ogrn}, {org_addr}.",
    ],
    "tails": ["С уважением,\n{if3}\n{hc_realty}", "--\n{i3}, ведущий специалист"],
    "count": (5, 8),
    "joiner": "\n\n",
}

_OCR_PASSLIST = {
    "ordered": True,
    "heads": [
        "СПИСОК работников подрядной организации для оформления пропусков на объект\n"
        "{hc_smu}, ИНН {org_inn}, КПП {kpp}",
        "Приложение № 2 к договору подряда {contract}\nСписок персонала",
    ],
    "bodies": [
        "Объект: {hc_site}",
        "№ | Ф.И.О. | Дата рожд. | Паспорт | Должность",
        "1 | {fio_up} | {hc_bday_num} | {hc_passport} | прораб",
        "2 | {fio2} | {hc_bday_odd2} | {hc_passport2} | монтажник",
        "3 | {fio_spaced3} | {hc_bday_yy3} | {passport_odd3} | сварщик",
        "4 | {fio4} | {hc_bday_iso4} | {hc_pass_ser4} {hc_pass_num4} | разнорабочий",
        "Ответственный за охрану труда: {f_io}, тел. {hc_phone}",
        "Генеральный директор {hc_smu} ________ {io_f5}",
    ],
    "tails": ["М.П.", "-- стр. 1 из 1 --"],
    "count": (5, 8),
}

_NOTE_PHARMACIST = {
    "heads": ["Аптека, тетрадь отложенного товара:", "Первостольник, смена {date}:"],
    "bodies": [
        "{fi_low} — отложили инсулин, заберёт {g:сам|сама} до {time}, тел {hc_phone}.",
        "льготник {fio}, СНИЛС {hc_snils}, рецепт {hc_rx} — препарата нет, лист ожидания.",
        "{g2:дедушка|бабушка} {i2} ({fio2}, {hc_ebday_num2}) просит доставку на {hc_addr_chat2}, "
        "объяснила, что нельзя.",
        "{g3:звонил|звонила} {dim3}, {g3:спрашивал|спрашивала} про витамины для ребёнка — "
        "перезвонить.",
        "у {hc_if_gen_low} просрочен рецепт, отправили к врачу.",
        "сова-игрушка на витрине — продали, заказать ещё.",
        "инкассация {hc_sum}, сдала {f4}.",
        "поставщик {hc_pharm} (ИНН {org_inn}) — накладная {hc_waybill}, расхождение 2 уп.",
        "{io4} просил{g4:|а} подменить в субботу.",
    ],
    "count": (5, 8),
}

_MIXED_FINES = {
    "ordered": True,
    "heads": [
        "Fleet fines report · {hc_sklad} · {date}\nUIN;plate;driver;DOB;licence;amount",
        "Штрафы ГИБДД — выгрузка для перевыставления водителям",
    ],
    "bodies": [
        "{hc_uin};{hc_plate};{hc_fi_sport_lat};{hc_bday_iso};RU;{hc_sum}",
        "Driver (RU): {fio}, tel. {hc_phone}",
        "Постановление {hc_uin}: водитель {f_io2}, DOB {hc_bday_mrz2}",
        "Home address for the claim: {hc_addr_lat2}",
        "Payroll deduction: {fi_lat}, card {card} — удержать из зарплаты",
        "Contact HR: {hc_mail_sklad}, {hotline}",
        "Comment: {i_low2} говорит, что в тот день машину брал{g3:|а} {dim3}",
        "Driver {f_io3}, passport {hc_passport3}, dob {hc_bday_yy3}",
    ],
    "count": (5, 8),
}

FRAMES_H3: dict[str, dict[str, object]] = {
    "form": {"variants": [_FORM_HOTEL, _FORM_CAMP, _FORM_CONSENT, _FORM_DORM]},
    "dialogue": {
        "variants": [_DIALOGUE_FOREMAN, _DIALOGUE_COLLECTOR, _DIALOGUE_REALTY, _DIALOGUE_PHARMACY]
    },
    "email": {"variants": [_EMAIL_SPORT, _EMAIL_FUND, _EMAIL_PASS, _EMAIL_REALTY]},
    "ocr": {"variants": [_OCR_ACCIDENT, _OCR_RX, _OCR_SANATORIUM, _OCR_PASSLIST]},
    "note": {"variants": [_NOTE_FOREMAN, _NOTE_WAREHOUSE, _NOTE_VOLUNTEER, _NOTE_PHARMACIST]},
    "mixed": {"variants": [_MIXED_PMS, _MIXED_START, _MIXED_ADMISSION, _MIXED_FINES]},
}
