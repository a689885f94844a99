"""The person slots the first rounds defined and every later one shares: for each kind a
frame names ({fio}, {fio_gen}, {dim_dat}, {bday_odd}, {addr_lat}, …), how a Subject's value is
written and its class. slots.py adds the later rounds' own kinds to PERSON_SLOTS."""

from __future__ import annotations

import random
from collections.abc import Callable

import round3
import round4
import values as v
from people import CASES, MONTHS, Person, first_name_form, latin
from subjects import Subject

# Names ---------------------------------------------------------------------------------------


def _name(build: Callable[[Person, str], str], case: str = "nom") -> Callable[..., str]:
    return lambda rng, s: build(s.person, case)


def _fio(p: Person, c: str) -> str:
    return f"{p.last(c)} {p.given(c)} {p.middle(c)}"


def _spaced(word: str) -> str:
    return " ".join(word)


NAME_BUILDERS: dict[str, Callable[[Person, str], str]] = {
    "fio": _fio,
    "iof": lambda p, c: f"{p.given(c)} {p.middle(c)} {p.last(c)}",
    "io": lambda p, c: f"{p.given(c)} {p.middle(c)}",
    "fi": lambda p, c: f"{p.last(c)} {p.given(c)}",
    "if": lambda p, c: f"{p.given(c)} {p.last(c)}",
    "f": lambda p, c: p.last(c),
    "o": lambda p, c: p.middle(c),
    "i": lambda p, c: p.given(c),
    "f_io": lambda p, c: f"{p.last(c)} {p.initials()}",
    "f_io_sp": lambda p, c: f"{p.last(c)} {p.initials(' ')}",
    "io_f": lambda p, c: f"{p.initials()} {p.last(c)}",
    "i_f": lambda p, c: f"{p.first[0]}. {p.last(c)}",
}
PERSON_SLOTS: dict[str, tuple[Callable[[random.Random, Subject], str], str]] = {}
for _kind, _build in NAME_BUILDERS.items():
    PERSON_SLOTS[_kind] = (_name(_build), "pd.name")
    for _case in CASES[1:]:
        PERSON_SLOTS[f"{_kind}_{_case}"] = (_name(_build, _case), "pd.name")
    PERSON_SLOTS[f"{_kind}_low"] = (lambda rng, s, b=_build: b(s.person, "nom").lower(), "pd.name")
    PERSON_SLOTS[f"{_kind}_up"] = (lambda rng, s, b=_build: b(s.person, "nom").upper(), "pd.name")
    PERSON_SLOTS[f"{_kind}_lat"] = (lambda rng, s, b=_build: latin(b(s.person, "nom")), "pd.name")
    PERSON_SLOTS[f"{_kind}_latup"] = (
        lambda rng, s, b=_build: latin(b(s.person, "nom")).upper(),
        "pd.name",
    )
    PERSON_SLOTS[f"{_kind}_gen_low"] = (
        lambda rng, s, b=_build: b(s.person, "gen").lower(),
        "pd.name",
    )
    PERSON_SLOTS[f"{_kind}_latv"] = (
        lambda rng, s, b=_build: round3.latin_variant(b(s.person, "nom")),
        "pd.name",
    )
    PERSON_SLOTS[f"{_kind}_dat_low"] = (
        lambda rng, s, b=_build: b(s.person, "dat").lower(),
        "pd.name",
    )


def _vocative(dim: str) -> str:
    """The colloquial vocative: "Дима" → "Дим", "Катя" → "Кать", "Оля" → "Оль"."""
    if dim.endswith("а"):
        return dim[:-1]
    if dim.endswith("я"):
        return dim[:-1] + ("ь" if dim[-2] not in "аеёиоуыэюя" else "й")
    return dim


PERSON_SLOTS.update({
    "dim": (lambda rng, s: s.person.diminutive, "pd.name"),
    "dim_low": (lambda rng, s: s.person.diminutive.lower(), "pd.name"),
    "dimv": (lambda rng, s: _vocative(s.person.diminutive), "pd.name"),
    "dim_lat": (lambda rng, s: latin(s.person.diminutive), "pd.name"),
    "f_spaced": (lambda rng, s: _spaced(s.person.last().upper() if rng.random() < 0.4
                                        else s.person.last()), "pd.name"),
    "fi_spaced": (lambda rng, s: "  ".join(_spaced(w) for w in (s.person.last(), s.person.given())),
                  "pd.name"),
    "fio_spaced": (lambda rng, s: "  ".join(_spaced(w) for w in _fio(s.person, "nom").split()),
                   "pd.name"),
})  # fmt: skip


# Other personal values -----------------------------------------------------------------------


def _birth_numeric(rng: random.Random, s: Subject) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}",
                       f"{d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}"))  # fmt: skip


def _birth_odd(rng: random.Random, s: Subject) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d} .{m:02d} .{y}", f"{d:02d},{m:02d},{y % 100:02d}",
                       f"{d:02d} . {m:02d} . {y}", f"{d:02d}/{m:02d} /{y}", f"{d:02d}.{m:02d}, {y}",
                       f"{d:02d} {m:02d} {y}", f"{d:02d},{m:02d},{y}"))  # fmt: skip


def write_street(rng: random.Random, a: dict[str, str], short: bool = False) -> str:
    kind, name = a["kind"], a["name"]
    adjective = name.endswith(("ая", "ий", "ое", "ый"))
    marks = {
        "ул": ("ул.", "улица") if not short else ("ул.", "ул"),
        "пр": ("пр-т", "проспект", "пр.") if not short else ("пр-т", "пр."),
        "пер": ("пер.", "переулок"), "бул": ("б-р", "бульвар"), "ш": ("ш.", "шоссе"),
        "наб": ("наб.", "набережная"),
    }[kind]  # fmt: skip
    mark = rng.choice(marks)
    if adjective and rng.random() < 0.5:
        return f"{name} {mark}"
    return f"{mark} {name}"


def _addr_full(rng: random.Random, s: Subject) -> str:
    a = s.address
    street, h, f, k = write_street(rng, a), a["house"], a["flat"], a["building"]
    return rng.choice((
        f"г. {a['city']}, {street}, д. {h}, кв. {f}",
        f"{a['index']}, г. {a['city']}, {street}, д. {h}, корп. {k}, кв. {f}",
        f"{a['city']}, {street}, дом {h}, квартира {f}",
        f"{street}, д. {h}, кв. {f}, г. {a['city']}",
        f"г. {a['city']}, {street}, д. {h}/{k}, кв. {f}",
        f"{a['index']}, {a['city']}, {street}, {h}, {f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Subject) -> str:
    a = s.address
    street, h, f = write_street(rng, a, short=True), a["house"], a["flat"]
    return rng.choice((
        f"{street} {h}-{f}", f"{a['name']} {h}-{f}", f"{street}, {h}-{f}", f"{street} д{h} кв{f}",
        f"{street}, д. {h} кв {f}", f"{street} {h}, кв. {f}",
    ))  # fmt: skip


def _addr_informal(rng: random.Random, s: Subject) -> str:
    a = s.address
    street, h, f, k = write_street(rng, a, short=True), a["house"], a["flat"], a["building"]
    c = a["city_short"]
    return rng.choice((f"{c}, {street} {h} к{k} кв {f}", f"{c} {street} {h}/{k} кв {f}",
                       f"{c}, {a['name']} {h}-{f}", f"{c}, {street} {h} кв{f}",
                       f"{c} {a['name']} д {h} кв {f}"))  # fmt: skip


_LATIN_MARKS = {
    "ул": ("ul.", "str."), "пр": ("prospekt", "ave."), "пер": ("per.", "lane"),
    "бул": ("bulvar", "blvd."), "ш": ("sh.", "highway"), "наб": ("nab.", "emb."),
}  # fmt: skip


def _addr_latin(rng: random.Random, s: Subject) -> str:
    a = s.address
    prefix, suffix = _LATIN_MARKS[a["kind"]][0], _LATIN_MARKS[a["kind"]][-1]
    name, city, h, f, k = a["name_latin"], a["city_latin"], a["house"], a["flat"], a["building"]
    return rng.choice((
        f"{prefix} {name} {h}-{f}, {city}", f"{prefix} {name}, d. {h}, kv. {f}, {city}",
        f"{h} {name} {suffix}, apt {f}, {city}", f"{city}, {prefix} {name} {h} bld {k} apt {f}",
        f"{a['index']}, {city}, {prefix} {name}, {h}-{f}", f"{name} {suffix} {h}, flat {f}, {city}",
    ))  # fmt: skip


PERSON_SLOTS.update({
    "phone": (lambda rng, s: v.fmt_phone(rng, s.phone), "pd.contacts"),
    "wphone": (lambda rng, s: v.fmt_phone(rng, s.work_phone), "pd.contacts"),
    "email": (lambda rng, s: s.email, "pd.contacts"),
    "passport": (lambda rng, s: v.fmt_passport(rng, *s.passport), "pd.passport"),
    "passport_odd": (lambda rng, s: v.fmt_passport(rng, *s.passport, odd=True), "pd.passport"),
    "passport_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "passport_ser": (lambda rng, s: f"{s.passport[0][:2]} {s.passport[0][2:]}", "pd.passport"),
    "inn": (lambda rng, s: s.inn, "pd.inn"),
    "snils": (lambda rng, s: v.fmt_snils(rng, s.snils), "pd.snils"),
    "card": (lambda rng, s: v.fmt_card(rng, s.card), "pd.card"),
    "account": (lambda rng, s: s.account, "pd.account"),
    "bday": (_birth_numeric, "pd.birthdate"),
    "bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}", "pd.birthdate"),
    "bday_words": (lambda rng, s: f"{s.birth[0]} {MONTHS[s.birth[1] - 1]} {s.birth[2]}",
                   "pd.birthdate"),
    "bday_dm": (lambda rng, s: rng.choice((f"{s.birth[0]} {MONTHS[s.birth[1] - 1]}",
                                           f"{s.birth[0]:02d}.{s.birth[1]:02d}")), "pd.birthdate"),
    "bday_odd": (_birth_odd, "pd.birthdate"),
    "addr": (_addr_full, "pd.address"),
    "addr_short": (_addr_short, "pd.address"),
    "addr_inf": (_addr_informal, "pd.address"),
    "addr_lat": (_addr_latin, "pd.address"),
})  # fmt: skip


# Slots of the second round of issue 16: only dev frames use them (the held-out part's texts
# stay as they were), and each draws from the generator only when a frame asks for it.


def _diminutive(s: Subject, case: str) -> str:
    """A diminutive in an oblique case: "Диму", "Оле", "с Пашей", "у Дэна"."""
    dim, gender = s.person.diminutive, s.person.gender
    if dim.endswith("ёк"):
        return dim[:-2] + ("ёк", "ька", "ьку", "ька", "ьком", "ьке")[CASES.index(case)]
    return first_name_form(dim, gender if dim.endswith(("а", "я")) else "m", case)


for _case in CASES[1:]:
    PERSON_SLOTS[f"dim_{_case}"] = (lambda rng, s, c=_case: _diminutive(s, c), "pd.name")

_MONTH_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сент", "окт", "нояб",
                "дек")  # fmt: skip


def _birth_words2(rng: random.Random, s: Subject) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d}-го {month} {y}", f"{d:02d} {month} {y}", f"{d} {month} {y}г",
                       f"{d} {_MONTH_SHORT[m - 1]}. {y}", f"{d} {month.upper()} {y}",
                       f"{d} {month} {y % 100:02d}"))  # fmt: skip


def _birth_dm2(rng: random.Random, s: Subject) -> str:
    d, m, _ = s.birth
    return rng.choice((f"{d}-го {MONTHS[m - 1]}", f"{d:02d}/{m:02d}", f"{d:02d} {MONTHS[m - 1]}",
                       f"{d} {_MONTH_SHORT[m - 1]}."))  # fmt: skip


def _birth_odd2(rng: random.Random, s: Subject) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}. {m:02d}. {y}", f"{d}/{m}/{y}", f"{y}.{m:02d}.{d:02d}",
                       f"{d:02d}-{m:02d}-{y % 100:02d}", f"{d:02d}.{m:02d}.{y}г",
                       f"{d:02d} / {m:02d} / {y}", f"{d:02d}.{m:02d}..{y}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}:{m:02d}:{y}"))  # fmt: skip


def _addr_plain(rng: random.Random, s: Subject) -> str:
    """Written without full stops or with words in full, as a form is typed in a hurry."""
    a = s.address
    kind = {"ул": "ул", "пр": "пр-кт", "пер": "пер", "бул": "б-р", "ш": "ш", "наб": "наб"}
    street, h, f, k = f"{kind[a['kind']]} {a['name']}", a["house"], a["flat"], a["building"]
    return rng.choice((
        f"г {a['city']} {street} д {h} кв {f}", f"{a['city']}, {street}, д.{h}, кв.{f}",
        f"{a['index']} {a['city']} {street} {h}-{f}", f"{street}, дом {h}, корпус {k}, кв. {f}",
        f"{a['city']}, {a['name']}, {h}, кв. {f}", f"{a['city_short']} {street} д.{h} к.{k} кв.{f}",
        f"{a['name'].lower()} {h} кв {f}", f"д. {h}, кв. {f}, {street}, {a['city']}",
    ))  # fmt: skip


def _addr_latin2(rng: random.Random, s: Subject) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"{name} st. {h}, apt. {f}, {city}", f"{city}, {name} street {h}-{f}",
        f"ul. {name}, d.{h}, kv.{f}, {city}, Russia", f"{h}/{f} {name} St, {city}",
        f"{city.upper()}, UL. {name.upper()} {h}-{f}", f"{name} {h}, apt {f}, {city} {a['index']}",
    ))  # fmt: skip


_MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December")  # fmt: skip


def _addr_house_first(rng: random.Random, s: Subject) -> str:
    a = s.address
    street, h, f = write_street(rng, a), a["house"], a["flat"]
    return rng.choice((f"д. {h}, кв. {f}, {street}, {a['city']}", f"кв. {f}, д. {h}, {street}",
                       f"д.{h} кв.{f} {street} г.{a['city']}"))  # fmt: skip


PERSON_SLOTS.update({
    "bday_en": (lambda rng, s: f"{s.birth[0]} {_MONTHS_EN[s.birth[1] - 1]} {s.birth[2]}",
                "pd.birthdate"),
    "addr_house_first": (_addr_house_first, "pd.address"),
    "bday_words_b": (_birth_words2, "pd.birthdate"),
    "bday_dm_b": (_birth_dm2, "pd.birthdate"),
    "bday_odd_b": (_birth_odd2, "pd.birthdate"),
    "addr_plain": (_addr_plain, "pd.address"),
    "addr_lat_b": (_addr_latin2, "pd.address"),
    "bday_loose": (lambda rng, s: round4.birth_loose(rng, s.birth), "pd.birthdate"),
})  # fmt: skip
