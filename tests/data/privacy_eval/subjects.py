"""The people of a text: Subject (one synthetic person with every value a frame may ask of
them), make_subject with the e-mail and home address it draws, and each later round's pools of
surnames, cities, streets and companies, added to people.py's tables under the round's split."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import heldout2
import heldout3
import heldout4
import heldout5
import heldout6
import heldout7
import heldout8
import heldout9
import round3
import round4
import round5
import round6
import round7
import round8
import round9
import round10
import round11
import round12
import round13
import round14
import round15
import round16
import round17
import round18
import values as v
from people import (
    BANKS,
    CITIES,
    COMPANIES,
    FIRST_NAMES,
    MAIL_DOMAINS,
    PATRONYMICS,
    STREETS,
    SURNAMES,
    Person,
    latin,
)


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


# A round's own banks (their BIKs are public); the other rounds draw from people.BANKS.
_ROUND_BANKS = {
    "heldout2": heldout2.BANKS_H2,
    "heldout3": heldout3.BANKS_H3,
    "heldout4": heldout4.BANKS_H4,
    "heldout5": heldout5.BANKS_H5,
    "heldout6": heldout6.BANKS_H6,
    "heldout7": heldout7.BANKS_H7,
    "heldout8": heldout8.BANKS_H8,
    "dev15": round15.BANKS15,
    "dev16": round16.BANKS16,
    "dev17": round17.BANKS17,
    "dev18": round18.BANKS18,
    "heldout9": heldout9.BANKS_H9,
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


# Each later round draws its people and addresses from its own pools, under its split.
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
SURNAMES["dev13"] = round13.SURNAMES13
CITIES["dev13"] = round13.CITIES13
STREETS["dev13"] = round13.STREETS13
COMPANIES["dev13"] = round13.COMPANIES13
SURNAMES["dev14"] = round14.SURNAMES14
CITIES["dev14"] = round14.CITIES14
STREETS["dev14"] = round14.STREETS14
COMPANIES["dev14"] = round14.COMPANIES14
SURNAMES["dev15"] = round15.SURNAMES15
CITIES["dev15"] = round15.CITIES15
STREETS["dev15"] = round15.STREETS15
COMPANIES["dev15"] = round15.COMPANIES15
SURNAMES["dev16"] = round16.SURNAMES16
CITIES["dev16"] = round16.CITIES16
STREETS["dev16"] = round16.STREETS16
COMPANIES["dev16"] = round16.COMPANIES16
SURNAMES["dev17"] = round17.SURNAMES17
CITIES["dev17"] = round17.CITIES17
STREETS["dev17"] = round17.STREETS17
COMPANIES["dev17"] = round17.COMPANIES17
SURNAMES["dev18"] = round18.SURNAMES18
CITIES["dev18"] = round18.CITIES18
STREETS["dev18"] = round18.STREETS18
COMPANIES["dev18"] = round18.COMPANIES18
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
SURNAMES["heldout7"] = heldout7.SURNAMES_H7
CITIES["heldout7"] = heldout7.CITIES_H7
STREETS["heldout7"] = heldout7.STREETS_H7
COMPANIES["heldout7"] = heldout7.COMPANIES_H7
SURNAMES["heldout8"] = heldout8.SURNAMES_H8
CITIES["heldout8"] = heldout8.CITIES_H8
STREETS["heldout8"] = heldout8.STREETS_H8
COMPANIES["heldout8"] = heldout8.COMPANIES_H8
SURNAMES["heldout9"] = heldout9.SURNAMES_H9
CITIES["heldout9"] = heldout9.CITIES_H9
STREETS["heldout9"] = heldout9.STREETS_H9
COMPANIES["heldout9"] = heldout9.COMPANIES_H9
