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
The places are in heldout3_places.py, the organisation values in heldout3_org.py, the sentence
frames in heldout3_frames.py and heldout3_frames2.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import heldout2
import round4
from heldout3_frames import FRAMES_H3
from heldout3_org import BANK_SLOTS_H3, ORG_SLOTS_H3, PLAIN_SLOTS_H3
from heldout3_places import (
    _MARK,
    _MARK_LAT,
    _REGIONS,
    _VILLAGE_STREETS,
    _VILLAGES,
    CITIES_H3,
    STREETS_H3,
)
from people import MONTHS, latin
from round_kit import RoundPerson, draw_person

__all__ = [
    "BANK_SLOTS_H3",
    "CITIES_H3",
    "FRAMES_H3",
    "ORG_SLOTS_H3",
    "PLAIN_SLOTS_H3",
    "STREETS_H3",
]

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


@dataclass(frozen=True)
class PersonH3(RoundPerson):
    IRREGULAR = _IRREGULAR


# A person whose surname and first name are not taken (round_kit.draw_person).
pick_person = partial(draw_person, make=PersonH3, surnames=SURNAMES_H3,
                      firsts=FIRST_NAMES_H3, patronymics=PATRONYMICS_H3)  # fmt: skip


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
