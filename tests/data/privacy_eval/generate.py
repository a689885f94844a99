"""Build dev.jsonl and heldout.jsonl: `python tests/data/privacy_eval/generate.py`.

Texts are composed from sentence frames (frames_dev.py and round3-11.py for dev, frames_heldout.py
and heldout2-6.py for the held-out part: separate lists per split) whose slots are filled with
synthetic people (people.py and each round's own pool, disjoint per split) and identifiers with
valid control digits (values.py). Every slot's value and character offsets are recorded as a
labelled span as the text is assembled, so offsets are exact by construction.
`--check` rebuilds in memory and fails if the committed files differ.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import frames_dev  # noqa: E402
import frames_heldout  # noqa: E402
import heldout2  # noqa: E402
import heldout3  # noqa: E402
import heldout4  # noqa: E402
import heldout5  # noqa: E402
import heldout5_orgs  # noqa: E402
import heldout6  # noqa: E402
import heldout6_orgs  # noqa: E402
import round3  # noqa: E402
import round4  # noqa: E402
import round5  # noqa: E402
import round6  # noqa: E402
import round7  # noqa: E402
import round8  # noqa: E402
import round9  # noqa: E402
import round10  # noqa: E402
import round11  # noqa: E402
import round11_org  # noqa: E402
import round12  # noqa: E402
import round12_org  # noqa: E402
import values as v  # noqa: E402
from people import (  # noqa: E402
    BANKS,
    CASES,
    CITIES,
    COMPANIES,
    FIRST_NAMES,
    MAIL_DOMAINS,
    MONTHS,
    PATRONYMICS,
    STREETS,
    SURNAMES,
    Person,
    first_name_form,
    latin,
)

SEED = 16  # the number
SPLITS = {"dev": frames_dev.FRAMES, "heldout": frames_heldout.FRAMES}
# Texts per genre: 60 % dev, 40 % held-out.
PER_GENRE = {"dev": 29, "heldout": 16}
ID_PREFIX = {"dev": "dev", "heldout": "ho"}
ORG = "org"

Piece = tuple[str, str | None]  # (text, class or None for plain text)


@dataclass
class Subject:
    """One synthetic person of a text, with every value a frame may ask of them."""

    person: Person
    birth: tuple[int, int, int]
    phone: str
    work_phone: str
    email: str
    passport: tuple[str, str]
    inn: str
    snils: str
    card: str
    bank: tuple[str, str]
    account: str
    address: dict[str, str]
    cache: dict[str, str] = field(default_factory=dict)


# Rounds whose people a situation ties together, and the module that picks them.
_KIN_ROUNDS: dict[str, Any] = {
    "dev8": round8, "dev9": round9, "dev10": round10, "dev11": round11, "dev12": round12,
    "heldout5": heldout5, "heldout6": heldout6,
}  # fmt: skip


class Text:
    """A text being composed from frames: its seeded choices, its people and org values."""

    def __init__(self, rng: random.Random, split: str) -> None:
        self.rng, self.split = rng, split
        self.subjects: dict[int, Subject] = {}
        self.company = rng.choice(COMPANIES[split])
        self.org_cache: dict[str, str] = {}
        # The situation of a sixth-round text: its family, neighbours, companies (round6.py).
        self.situation: dict[str, Any] = {}

    def subject(self, index: int) -> Subject:
        if index not in self.subjects and self.split == "dev6":
            self.subjects[index] = self.subject6(index)
        if index not in self.subjects and self.split in _KIN_ROUNDS:
            self.subjects[index] = self.subject_kin(index, _KIN_ROUNDS[self.split])
        if index not in self.subjects and self.split == "heldout4":
            self.subjects[index] = self.subject_h4(index)
        if index not in self.subjects:
            taken = {s.person.surname for s in self.subjects.values()}
            if self.split in ("heldout2", "heldout3"):  # their people differ in first names too
                taken |= {s.person.first for s in self.subjects.values()}
            self.subjects[index] = make_subject(self.rng, self.split, taken)
        return self.subjects[index]

    def subject6(self, index: int) -> Subject:
        """A person of the sixth round, whose situation may tie them to person 1."""
        situation = self.situation
        kin = index in situation.get("kin", ())
        neighbour = index in situation.get("neighbours", ())
        if index != 1 and (kin or neighbour or index == situation.get("spouse")):
            self.subject(1)  # their surname, gender or town follows person 1's
        if kin and index in situation.get("young", ()) and situation.get("spouse"):
            self.subject(situation["spouse"])  # a child's patronymic: the father's name
        people = {i: s.person for i, s in self.subjects.items()}
        person = round6.pick_person(self.rng, people, index, situation)
        subject = make_subject(self.rng, self.split, set(), person)
        if kin:
            subject.address = self.subjects[1].address  # a family lives together
        elif neighbour:
            town = ("city", "city_short", "city_latin")
            subject.address.update({k: self.subjects[1].address[k] for k in town})
        subject.birth = round6.birth(self.rng, index, situation, subject.birth)
        return subject

    def subject_kin(self, index: int, module: Any) -> Subject:
        """A person of a round whose situation may tie them to person 1 (round8-11.py: their
        `pick_for` and `birth_for`): kin share person 1's home, a spouse follows their gender,
        `children` (round 11) take their father's name, so both parents come first."""
        situation = self.situation
        if index != 1 and (index in situation.get("kin", ()) or index == situation.get("spouse")):
            self.subject(1)
        if index in situation.get("children", ()) and situation.get("spouse"):
            self.subject(situation["spouse"])
        people = {i: s.person for i, s in self.subjects.items()}
        person = module.pick_for(self.rng, index, situation, people)
        subject = make_subject(self.rng, self.split, set(), person)
        if index != 1 and index in situation.get("kin", ()):
            subject.address = self.subjects[1].address  # a family lives together
        birth = module.birth_for(self.rng, index, situation, subject.birth)
        if birth != subject.birth:  # an e-mail may carry the year of birth
            subject.birth, subject.email = birth, make_email(self.rng, person, birth[2])
        return subject

    def subject_h4(self, index: int) -> Subject:
        """A person of the fourth held-out round: a foreign worker if the situation says so."""
        taken = {s.person.surname for s in self.subjects.values()}
        taken |= {s.person.first for s in self.subjects.values()}
        migrant = index in self.situation.get("migrants", ())
        person = heldout4.pick_person(self.rng, taken, migrant)
        return make_subject(self.rng, self.split, taken, person)

    def render(self, frame: str) -> list[Piece]:
        pieces: list[Piece] = []
        cursor = 0
        for m in SLOT.finditer(frame):
            pieces.append((frame[cursor : m.start()], None))
            pieces.append(self.slot(m))
            cursor = m.end()
        pieces.append((frame[cursor:], None))
        for i in range(1, len(pieces)):
            # "… 500 руб." at the end of a sentence: one full stop, not two.
            if pieces[i - 1][0].endswith(".") and pieces[i][1] is None:
                if pieces[i][0].startswith("."):
                    pieces[i] = (pieces[i][0][1:], None)
        return [p for p in pieces if p[0]]

    def slot(self, m: re.Match[str]) -> Piece:
        if m.group("gender"):
            index = int(m.group("gindex") or 1)
            male = self.subject(index).person.gender == "m"
            return (m.group("male") if male else m.group("female"), None)
        kind, index = m.group("kind"), int(m.group("index") or 1)
        if kind in ORG_SLOTS:
            # One value per text for each org slot, so a frame may repeat it.
            if kind not in self.org_cache:
                self.org_cache[kind] = ORG_SLOTS[kind](self)
            return (self.org_cache[kind], ORG)
        if kind in PLAIN_SLOTS:
            return (PLAIN_SLOTS[kind](self.rng), None)
        if kind in BANK_SLOTS:
            return (BANK_SLOTS[kind](self.subject(index)), ORG)
        if kind not in PERSON_SLOTS:
            raise KeyError(f"unknown slot {{{kind}}} in frame {m.string!r}")
        subject = self.subject(index)
        # A person's value is written one way within a text (a frame may repeat it).
        if kind not in subject.cache:
            subject.cache[kind] = PERSON_SLOTS[kind][0](self.rng, subject)
        return (subject.cache[kind], PERSON_SLOTS[kind][1])


SLOT = re.compile(
    r"\{(?:(?P<gender>g)(?P<gindex>\d?):(?P<male>[^|{}]*)\|(?P<female>[^|{}]*)"
    r"|(?P<kind>[a-z_]+)(?P<index>\d?))\}"
)


# A round's own banks (their BIKs are public); the other rounds draw from people.BANKS.
_ROUND_BANKS = {
    "heldout2": heldout2.BANKS_H2,
    "heldout3": heldout3.BANKS_H3,
    "heldout4": heldout4.BANKS_H4,
    "heldout5": heldout5.BANKS_H5,
    "heldout6": heldout6.BANKS_H6,
}


def make_subject(
    rng: random.Random, split: str, taken: set[str], chosen: Person | None = None
) -> Subject:
    if chosen is not None:
        person: Person = chosen
    elif split == "dev3":
        person = round3.pick_person(rng, taken)
    elif split == "dev4":
        person = round4.pick_person(rng, taken)
    elif split == "dev5":
        person = round5.pick_person(rng, taken)
    elif split == "dev7":
        person = round7.pick_person(rng, taken)
    elif split == "heldout2":
        person = heldout2.pick_person(rng, taken)
    elif split == "heldout3":
        person = heldout3.pick_person(rng, taken)
    else:
        surnames = [s for s in SURNAMES[split] if s[0] not in taken]
        surname, paradigm = rng.choice(surnames)
        first, gender, diminutive = rng.choice(FIRST_NAMES[split])
        patronymic = rng.choice(PATRONYMICS[split])
        person = Person(surname, paradigm, first, gender, diminutive, patronymic)
    year = rng.randint(1952, 2004)
    birth = (rng.randint(1, 28), rng.randint(1, 12), year)
    bank = rng.choice(_ROUND_BANKS.get(split, BANKS))
    return Subject(
        person=person,
        birth=birth,
        phone=v.mobile(rng),
        work_phone=v.mobile(rng),
        email=make_email(rng, person, year),
        passport=v.passport(rng),
        inn=v.person_inn(rng),
        snils=v.snils(rng),
        card=v.card(rng),
        bank=bank,
        account=v.account(rng, bank[1]),
        address=make_address(rng, split),
    )


def make_email(rng: random.Random, p: Person, year: int) -> str:
    first, last = latin(p.first).lower(), latin(p.last()).lower()
    dim = latin(p.diminutive).lower()
    local = rng.choice((
        f"{first}.{last}", f"{first[0]}.{last}", f"{last}.{first[0]}{latin(p.middle())[0].lower()}",
        f"{dim}{year % 100:02d}", f"{last}_{first}{rng.randint(1, 99)}", f"{first}{last[:3]}{year}",
    ))  # fmt: skip
    return f"{local}@{rng.choice(MAIL_DOMAINS)}"


def make_address(rng: random.Random, split: str) -> dict[str, str]:
    city, city_short, city_latin = rng.choice(CITIES[split])
    kind, name, name_latin = rng.choice(STREETS[split])
    return {
        "city": city, "city_short": city_short, "city_latin": city_latin, "kind": kind,
        "name": name, "name_latin": name_latin, "house": str(rng.randint(1, 140)),
        "building": str(rng.randint(1, 4)), "flat": str(rng.randint(1, 320)),
        "index": f"{rng.randint(101, 694)}{rng.randint(0, 999):03d}",
    }  # fmt: skip


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


def _street(rng: random.Random, a: dict[str, str], short: bool = False) -> str:
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
    street, h, f, k = _street(rng, a), a["house"], a["flat"], a["building"]
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
    street, h, f = _street(rng, a, short=True), a["house"], a["flat"]
    return rng.choice((
        f"{street} {h}-{f}", f"{a['name']} {h}-{f}", f"{street}, {h}-{f}", f"{street} д{h} кв{f}",
        f"{street}, д. {h} кв {f}", f"{street} {h}, кв. {f}",
    ))  # fmt: skip


def _addr_informal(rng: random.Random, s: Subject) -> str:
    a = s.address
    street, h, f, k = _street(rng, a, short=True), a["house"], a["flat"], a["building"]
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
    street, h, f = _street(rng, a), a["house"], a["flat"]
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

# The fifth round's slots (round5.py): kinds start with "v_"; the sixth's (round6.py) "w_".
PERSON_SLOTS.update(round5.PERSON_SLOTS5)
PERSON_SLOTS.update(round6.PERSON_SLOTS6)
# The seventh round's slots (round7.py) start with "w_" too; no kind is in both.
PERSON_SLOTS.update(round7.PERSON_SLOTS7)
# The eighth round's slots (round8.py) start with "x_".
PERSON_SLOTS.update(round8.PERSON_SLOTS8)  # type: ignore[arg-type]
# The ninth round's slots (round9.py) start with "z_".
PERSON_SLOTS.update(round9.PERSON_SLOTS9)  # type: ignore[arg-type]
# The tenth round's slots (round10.py) start with "q_".
PERSON_SLOTS.update(round10.PERSON_SLOTS10)  # type: ignore[arg-type]
# The eleventh round's slots (round11.py, round11_org.py) start with "k_".
PERSON_SLOTS.update(round11.PERSON_SLOTS11)  # type: ignore[arg-type]
# The twelfth round's slots (round12.py, round12_org.py) start with "p_".
PERSON_SLOTS.update(round12.PERSON_SLOTS12)  # type: ignore[arg-type]

BANK_SLOTS: dict[str, Callable[[Subject], str]] = {
    "bank": lambda s: s.bank[0],
    "bik": lambda s: s.bank[1],
    # A company's account at the same bank (seeded by the person's, so it draws nothing).
    "org_account": lambda s: round3.org_account(random.Random(s.account), s.bank[1]),
}

ORG_SLOTS: dict[str, Callable[[Text], str]] = {
    "company": lambda t: t.company,
    "other_company": lambda t: t.rng.choice([c for c in COMPANIES[t.split] if c != t.company]),
    "org_inn": lambda t: v.org_inn(t.rng),
    "ogrn": lambda t: v.ogrn(t.rng),
    "kpp": lambda t: f"{v.org_inn(t.rng)[:4]}01001",
    "hotline": lambda t: v.fmt_org_phone(t.rng),
    "contract": lambda t: v.fmt_contract(t.rng),
    "amount": lambda t: v.fmt_amount(t.rng),
    "amount_b": lambda t: v.fmt_amount(t.rng),
    "order": lambda t: v.fmt_order(t.rng),
    "invoice": lambda t: round3.invoice(t.rng),
    "org_addr": lambda t: _org_address(t),
    "role_email": lambda t: (
        t.rng.choice(("info", "support", "office", "zakaz", "hr", "buh"))
        + "@"
        + t.rng.choice(("severterminal.ru", "vector-stroy.ru", "company.ru", "medtech-plus.ru"))
    ),
}


def _org_address(t: Text) -> str:
    """A company's registered office: public (it is in the state register), so it stays."""
    a = make_address(t.rng, t.split)
    street = _street(t.rng, a)
    office = t.rng.choice((f"офис {a['flat']}", f"пом. {a['building']}", f"этаж {a['building']}"))
    return t.rng.choice((
        f"{a['index']}, г. {a['city']}, {street}, д. {a['house']}, {office}",
        f"г. {a['city']}, {street}, д. {a['house']}, стр. {a['building']}",
    ))  # fmt: skip


def _date(rng: random.Random) -> str:
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return rng.choice((f"{d:02d}.{m:02d}.2026", f"{d:02d}.{m:02d}.2025", f"{d} {MONTHS[m - 1]}"))


PLAIN_SLOTS: dict[str, Callable[[random.Random], str]] = {
    "date": _date,
    "time": lambda rng: (
        f"{rng.randint(8, 20):02d}:{rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50)):02d}"
    ),
    "n": lambda rng: str(rng.randint(2, 12)),
}

# The second held-out round's slots (heldout2.py): kinds start with "h_".
PERSON_SLOTS.update(heldout2.PERSON_SLOTS_H2)
ORG_SLOTS.update(heldout2.ORG_SLOTS_H2)
ORG_SLOTS.update(round6.ORG_SLOTS6)
PLAIN_SLOTS.update(heldout2.PLAIN_SLOTS_H2)
ORG_SLOTS.update(round7.ORG_SLOTS7)
PLAIN_SLOTS.update(round7.PLAIN_SLOTS7)
ORG_SLOTS.update(round8.ORG_SLOTS8)
PLAIN_SLOTS.update(round8.PLAIN_SLOTS8)
ORG_SLOTS.update(round9.ORG_SLOTS9)
PLAIN_SLOTS.update(round9.PLAIN_SLOTS9)
ORG_SLOTS.update(round10.ORG_SLOTS10)
PLAIN_SLOTS.update(round10.PLAIN_SLOTS10)
ORG_SLOTS.update(round11_org.ORG_SLOTS11)
PLAIN_SLOTS.update(round11_org.PLAIN_SLOTS11)
ORG_SLOTS.update(round12_org.ORG_SLOTS12)
PLAIN_SLOTS.update(round12_org.PLAIN_SLOTS12)
# The third held-out round's slots (heldout3.py): kinds start with "hc_".
PERSON_SLOTS.update(heldout3.PERSON_SLOTS_H3)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout3.ORG_SLOTS_H3)
PLAIN_SLOTS.update(heldout3.PLAIN_SLOTS_H3)
BANK_SLOTS.update(heldout3.BANK_SLOTS_H3)
# The fourth held-out round's slots (heldout4.py): kinds start with "y_".
PERSON_SLOTS.update(heldout4.PERSON_SLOTS_H4)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout4.ORG_SLOTS_H4)
PLAIN_SLOTS.update(heldout4.PLAIN_SLOTS_H4)
# The fifth held-out round's slots (heldout5.py, heldout5_orgs.py): kinds start with "u_".
PERSON_SLOTS.update(heldout5.PERSON_SLOTS_H5)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout5_orgs.ORG_SLOTS_H5)
PLAIN_SLOTS.update(heldout5_orgs.PLAIN_SLOTS_H5)
# The sixth held-out round's slots (heldout6.py, heldout6_orgs.py): kinds start with "hs_".
PERSON_SLOTS.update(heldout6.PERSON_SLOTS_H6)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout6_orgs.ORG_SLOTS_H6)
PLAIN_SLOTS.update(heldout6_orgs.PLAIN_SLOTS_H6)

# A slot's trailing digit is its person's number ({fio2}), so no kind may end in one: a kind
# named "bday_odd2" was read as "bday_odd" of person 2.
_DIGIT_KINDS = [
    k for k in (*PERSON_SLOTS, *BANK_SLOTS, *ORG_SLOTS, *PLAIN_SLOTS) if k[-1].isdigit()
]
if _DIGIT_KINDS:
    raise AssertionError(f"slot kinds ending in a digit: {_DIGIT_KINDS}")


# OCR noise -----------------------------------------------------------------------------------

_HOMOGLYPHS = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "А": "A",
               "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
               "Т": "T", "Х": "X"}  # fmt: skip
_MISREADS = {"О": "0", "З": "3", "б": "6", "ш": "щ", "и": "н", "л": "п", "«": "<<", "»": ">>",
             ":": ";", ",": ".", "ё": "е", "й": "и"}  # fmt: skip


def ocr_plain(rng: random.Random, text: str) -> str:
    """Noise of a scanner on plain text: misread letters, Latin look-alikes, lost and doubled
    spaces, stray marks at line ends."""
    out = []
    for ch in text:
        r = rng.random()
        if ch in _MISREADS and r < 0.05:
            out.append(_MISREADS[ch])
        elif ch in _HOMOGLYPHS and r < 0.08:
            out.append(_HOMOGLYPHS[ch])
        elif ch == " " and r < 0.05:
            out.append(rng.choice(("", "  ")))
        elif ch == "\n" and r < 0.2:
            out.append(rng.choice((" |\n", "_\n", "\n\n", " .\n")))
        else:
            out.append(ch)
    return "".join(out)


def ocr_value(rng: random.Random, text: str, data_class: str | None) -> str:
    """Values keep their digits (so control digits stay valid); names get an occasional Latin
    look-alike letter, numbers an occasional doubled space."""
    if data_class == "pd.name":
        chars = list(text)
        for i, ch in enumerate(chars):
            if ch in _HOMOGLYPHS and rng.random() < 0.06:
                chars[i] = _HOMOGLYPHS[ch]
        return "".join(chars)
    if data_class in ("pd.passport", "pd.snils", "pd.card", "pd.inn") and rng.random() < 0.3:
        return text.replace(" ", "  ", 1)
    return text


# Composition ---------------------------------------------------------------------------------


def compose(genre: str, spec: dict[str, Any], t: Text) -> list[Piece]:
    rng = t.rng
    parts: list[str] = []
    if spec.get("heads"):
        parts.append(rng.choice(spec["heads"]))
    bodies = spec["bodies"]
    low, high = spec.get("count", (3, 5))
    count = min(len(bodies), rng.randint(low, high))
    chosen = rng.sample(bodies, count)
    if genre == "form" or spec.get("ordered"):
        chosen = sorted(chosen, key=bodies.index)  # fields keep the form's order
    parts.extend(chosen)
    if spec.get("tails"):
        parts.append(rng.choice(spec["tails"]))
    joiner = spec.get("joiner", "\n")
    pieces: list[Piece] = []
    for i, part in enumerate(p for p in parts if p):
        if i:
            pieces.append((joiner, None))
        pieces.extend(t.render(part))
    if genre == "ocr":
        pieces = [
            (ocr_plain(rng, text) if cls is None else ocr_value(rng, text, cls), cls)
            for text, cls in pieces
        ]
    return pieces


def _without_year_word(value: str, cls: str) -> str:
    """A date of birth written "1999г" keeps its "г" out of the span, as the README says."""
    if cls == "pd.birthdate" and value.endswith("г") and value[-2:-1].isdigit():
        return value[:-1]
    return value


def record(record_id: str, genre: str, pieces: list[Piece]) -> dict[str, object]:
    text_parts: list[str] = []
    spans: list[dict[str, object]] = []
    offset = 0
    for text, cls in pieces:
        if cls is not None:
            value = _without_year_word(text, cls)
            end = offset + len(value)
            spans.append({"start": offset, "end": end, "class": cls, "value": value})
        text_parts.append(text)
        offset += len(text)
    return {"id": record_id, "genre": genre, "text": "".join(text_parts), "spans": spans}


def build(split: str) -> list[dict[str, object]]:
    rng = random.Random(f"{SEED}-{split}")
    records = []
    for genre, spec in SPLITS[split].items():
        for number in range(1, PER_GENRE[split] + 1):
            t = Text(rng, split)
            records.append(record(f"{ID_PREFIX[split]}-{genre}-{number:03d}", genre,
                                  compose(genre, spec, t)))  # fmt: skip
    if split == "dev":
        for later in ROUNDS:
            records.extend(build_round(later))
    else:
        for later in HELDOUT_ROUNDS:
            records.extend(build_round(later))
    return records


# The later dev rounds: each with its own generator, pools and frames (round3.py, round4.py).
ROUNDS = {
    "dev3": (round3.FRAMES3, 6),
    "dev4": (round4.FRAMES4, 10),
    "dev5": (round5.FRAMES5, 12),
    "dev6": (round6.FRAMES6, 10),
    "dev7": (round7.FRAMES7, 10),
    "dev8": (round8.FRAMES8, 10),
    "dev9": (round9.FRAMES9, 10),
    "dev10": (round10.FRAMES10, 8),
    "dev11": (round11.FRAMES11, 8),
    "dev12": (round12.FRAMES12, 8),
}
# The later held-out rounds, appended to heldout.jsonl after the first round's 96 texts. A genre
# of theirs may list situations ("variants"): text n takes variant (n - 1) % their number.
HELDOUT_ROUNDS = {
    "heldout2": (heldout2.FRAMES_H2, 6),
    "heldout3": (heldout3.FRAMES_H3, 8),
    "heldout4": (heldout4.FRAMES_H4, 8),
    "heldout5": (heldout5.FRAMES_H5, 8),
    "heldout6": (heldout6.FRAMES_H6, 8),
}


def build_round(split: str) -> list[dict[str, object]]:
    frames, per_genre = {**ROUNDS, **HELDOUT_ROUNDS}[split]
    rng = random.Random(f"{SEED}-{split}")
    records = []
    for genre, spec in frames.items():
        for number in range(1, per_genre + 1):
            t = Text(rng, split)
            variants = spec.get("variants")
            chosen = variants[(number - 1) % len(variants)] if variants else spec
            t.situation = chosen
            if "companies" in chosen:  # the sixth round's situations name their own
                t.company = t.rng.choice(chosen["companies"])
            records.append(
                record(f"{split}-{genre}-{number:03d}", genre, compose(genre, chosen, t))
            )
    return records


SURNAMES["dev3"] = round3.SURNAMES3
CITIES["dev3"] = round3.CITIES3
STREETS["dev3"] = round3.STREETS3
COMPANIES["dev3"] = round3.COMPANIES3
SURNAMES["dev4"] = round4.SURNAMES4
CITIES["dev4"] = round4.CITIES4
STREETS["dev4"] = round4.STREETS4
COMPANIES["dev4"] = round4.COMPANIES4
SURNAMES["dev5"] = round5.SURNAMES5
CITIES["dev5"] = round5.CITIES5
STREETS["dev5"] = round5.STREETS5
COMPANIES["dev5"] = round5.COMPANIES5
SURNAMES["dev6"] = round6.SURNAMES6
CITIES["dev6"] = round6.CITIES6
STREETS["dev6"] = round6.STREETS6
COMPANIES["dev6"] = round6.COMPANIES6
SURNAMES["dev7"] = round7.SURNAMES7
CITIES["dev7"] = round7.CITIES7
STREETS["dev7"] = round7.STREETS7
COMPANIES["dev7"] = round7.COMPANIES7
SURNAMES["dev8"] = round8.SURNAMES8
CITIES["dev8"] = round8.CITIES8
STREETS["dev8"] = round8.STREETS8
COMPANIES["dev8"] = round8.COMPANIES8
SURNAMES["dev9"] = round9.SURNAMES9
CITIES["dev9"] = round9.CITIES9
STREETS["dev9"] = round9.STREETS9
COMPANIES["dev9"] = round9.COMPANIES9
SURNAMES["dev10"] = round10.SURNAMES10
CITIES["dev10"] = round10.CITIES10
STREETS["dev10"] = round10.STREETS10
COMPANIES["dev10"] = round10.COMPANIES10
SURNAMES["dev11"] = round11.SURNAMES11
CITIES["dev11"] = round11.CITIES11
STREETS["dev11"] = round11.STREETS11
COMPANIES["dev11"] = round11.COMPANIES11
SURNAMES["dev12"] = round12.SURNAMES12
CITIES["dev12"] = round12.CITIES12
STREETS["dev12"] = round12.STREETS12
COMPANIES["dev12"] = round12.COMPANIES12
SURNAMES["heldout2"] = heldout2.SURNAMES_H2
CITIES["heldout2"] = heldout2.CITIES_H2
STREETS["heldout2"] = heldout2.STREETS_H2
COMPANIES["heldout2"] = heldout2.COMPANIES_H2
SURNAMES["heldout3"] = heldout3.SURNAMES_H3
CITIES["heldout3"] = heldout3.CITIES_H3
STREETS["heldout3"] = heldout3.STREETS_H3
COMPANIES["heldout3"] = heldout3.COMPANIES_H3
SURNAMES["heldout4"] = heldout4.SURNAMES_H4
CITIES["heldout4"] = heldout4.CITIES_H4
STREETS["heldout4"] = heldout4.STREETS_H4
COMPANIES["heldout4"] = heldout4.COMPANIES_H4
SURNAMES["heldout5"] = heldout5.SURNAMES_H5
CITIES["heldout5"] = heldout5.CITIES_H5
STREETS["heldout5"] = heldout5.STREETS_H5
COMPANIES["heldout5"] = heldout5.COMPANIES_H5
SURNAMES["heldout6"] = heldout6.SURNAMES_H6
CITIES["heldout6"] = heldout6.CITIES_H6
STREETS["heldout6"] = heldout6.STREETS_H6
COMPANIES["heldout6"] = heldout6.COMPANIES_H6


def render_jsonl(records: list[dict[str, object]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if the files are stale")
    options = parser.parse_args()
    stale = []
    for split in SPLITS:
        target = HERE / f"{split}.jsonl"
        content = render_jsonl(build(split))
        if options.check:
            if not target.exists() or target.read_text(encoding="utf-8") != content:
                stale.append(target.name)
        else:
            target.write_text(content, encoding="utf-8")
    if stale:
        print(f"stale: {', '.join(stale)}; run python {Path(__file__).name}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
