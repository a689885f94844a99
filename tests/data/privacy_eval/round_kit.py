"""The code the later rounds share (dev rounds 6-18, held-out rounds 2-9): how a situation picks
its people (pick_person, draw_person, birth_for, RoundPerson), dates in words, and the small
helpers of their slots (names, the name forms dev rounds 14-18 wrote alike, mobile numbers,
organisation values, plates).

Each round used to copy these from the one before it. They live in one module of their own, not
in the earliest round that wrote them, because both splits use them: a held-out round importing a
dev round (or the reverse) would read as if it drew on that round's pools, and a round module
should hold only what is its own (its pools, its slots' forms and kinds, its frames). Where two
copies differed, what differed is a parameter (a round's pools, codes, regions, a plate's layout).
Nothing here holds a name, a town or a frame, and nothing draws from a generator but the one it is
handed, in the order the rounds drew before, so the files stay byte for byte what they were
(`generate.py --check`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import round4
import values as v
from people import CASES, MONTHS, Person, _a_noun, latin

# People of a situation -------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundPerson(Person):
    """A person of a later round: the first name declines by pymorphy2 in the person's gender
    (round4.first_name_form) unless it is one of the round's INDECLINABLE; a man's surname that
    is one of the round's IRREGULAR takes that table's forms (one a case, as CASES orders them)."""

    IRREGULAR: ClassVar[Mapping[str, Sequence[str]]] = {}
    INDECLINABLE: ClassVar[Collection[str]] = ()

    def last(self, case: str = "nom") -> str:
        if self.surname in self.IRREGULAR and self.gender == "m":
            return self.IRREGULAR[self.surname][CASES.index(case)]
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        if self.first in self.INDECLINABLE:
            return self.first
        return round4.first_name_form(self.first, self.gender, case)


def gender_for(index: int, situation: dict[str, Any], people: dict[int, Person]) -> str | None:
    """A `spouse` is of the other gender than person 1; `men`/`women` fix a gender."""
    if index == situation.get("spouse") and 1 in people:
        return "f" if people[1].gender == "m" else "m"
    if index in situation.get("men", ()):
        return "m"
    return "f" if index in situation.get("women", ()) else None


def father_of(
    situation: dict[str, Any], people: dict[int, Person], fathers: Mapping[str, Any]
) -> Person | None:
    """The children's father: person 1 or their spouse, whichever is a man named in `fathers`."""
    for i in (1, situation.get("spouse")):
        if i in people and people[i].gender == "m" and people[i].first in fathers:
            return people[i]
    return None


def draw_person(
    rng: random.Random,
    taken: Collection[str],
    *,
    make: Callable[..., Person],
    surnames: Sequence[tuple[str, str]],
    firsts: Sequence[tuple[str, str, str]],
    patronymics: Sequence[tuple[str, str]],
    gender: str | None = None,
) -> Any:
    """A person drawn from a round's pools (a surname, a first name, a patronymic, in that order)
    whose surname and first name no other person of the text has ("taken" holds both), so a
    diminutive alone names one person; of the gender asked if any."""
    surname, paradigm = rng.choice([s for s in surnames if s[0] not in taken])
    first, sex, diminutive = rng.choice(
        [f for f in firsts if f[0] not in taken and gender in (None, f[1])]
    )
    return make(surname, paradigm, first, sex, diminutive, rng.choice(patronymics))


def pick_person(
    rng: random.Random,
    index: int,
    situation: dict[str, Any],
    people: dict[int, Person],
    *,
    make: Callable[..., Person],
    surnames: Sequence[tuple[str, str]],
    firsts: Sequence[tuple[str, str, str]],
    patronymics: Sequence[tuple[str, str]],
    fathers: Mapping[str, tuple[str, str]] | None = None,
    fathers_only: bool = True,
) -> Any:
    """Person `index` of a situation, drawn from the pools given (a surname, a first name, a
    patronymic, in that order): `men`/`women` fix a gender, a `spouse` is of the other gender than
    person 1, `kin` take person 1's surname, `children` their father's name as a patronymic (from
    `fathers`, a first name's patronymics); no two share a surname or a first name unless kin.
    With `fathers_only` (the dev rounds), the parents of a situation with children are drawn
    from the men `fathers` names."""
    gender = gender_for(index, situation, people)
    if fathers and fathers_only and situation.get("children"):
        if index in (1, situation.get("spouse")):
            firsts = [f for f in firsts if f[1] == "f" or f[0] in fathers]
    taken = {p.surname for p in people.values()} | {p.first for p in people.values()}
    person = draw_person(rng, taken, make=make, surnames=surnames, firsts=firsts,
                         patronymics=patronymics, gender=gender)  # fmt: skip
    father = father_of(situation, people, fathers) if fathers else None
    if index in situation.get("children", ()) and father is not None:
        person = replace(person, patronymic=fathers[father.first])  # type: ignore[index]
    if index != 1 and index in situation.get("kin", ()):
        person = replace(person, surname=people[1].surname, paradigm=people[1].paradigm)
    return person


def birth_for(
    rng: random.Random, index: int, situation: dict[str, Any], birth: tuple[int, int, int]
) -> tuple[int, int, int]:
    """A situation's `years` set the years of birth of some people (a conscript, a student,
    a grandmother); the day and month stay."""
    if index not in situation.get("years", {}):
        return birth
    low, high = situation["years"][index]
    return birth[0], birth[1], rng.randint(low, high)


def check_letters(
    label: str,
    letters: tuple[str, str],
    surnames: Sequence[tuple[str, Any]],
    firsts: Sequence[tuple[str, Any, str]],
    patronymics: Sequence[Sequence[str]],
) -> None:
    """A held-out round's pool: every word begins with a letter in `letters` (from, to), the half
    of the alphabet the parallel dev round does not take."""
    lo, hi = letters
    words = [w for s, _ in surnames for w in s.split("-")]
    words += [w for f, _, d in firsts for w in (f, d)]
    words += [w for pair in patronymics for w in pair]
    wrong = [w for w in words if not lo <= w[0] <= hi]
    if wrong:
        raise AssertionError(f"{label} names outside {lo}-{hi}: {wrong}")


# Names and numbers of a person (a slot takes the generator and the subject, `s`) ----------------


def initials_case(case: str) -> Callable[[random.Random, Any], str]:
    """Surname and initials in an oblique case, as a letter's addressee or a signature."""

    def build(rng: random.Random, s: Any) -> str:
        p = s.person
        return rng.choice((f"{p.last(case)} {p.first[0]}.{p.middle()[0]}.",
                           f"{p.first[0]}.{p.middle()[0]}. {p.last(case)}"))  # fmt: skip

    return build


def mobile(ten: str, codes: Sequence[str]) -> str:
    """The person's number on one of a region's operator codes (the digits after it are theirs)."""
    return codes[int(ten[4]) % len(codes)] + ten[3:]


# The Latin of a Russian passport since 2014 (ICAO): й → i, ц → ts, ю → iu, я → ia, ъ → ie.
_ICAO = {"й": "i", "ю": "iu", "я": "ia", "ъ": "ie", "ё": "e", "х": "kh", "щ": "shch"}


def icao(text: str) -> str:
    """A word in the passport's Latin, keeping its capitals (held-out rounds 7-8)."""
    out = []
    for ch in text:
        low = ch.lower()
        piece = _ICAO.get(low) or latin(low)
        out.append(piece.upper() if ch != low else piece)
    return "".join(out)


def snils(rng: random.Random, s: Any) -> str:
    """A SNILS as a form or a letter writes it."""
    x = s.snils
    return rng.choice((f"{x[:3]}-{x[3:6]}-{x[6:9]} {x[9:]}", f"{x[:3]}-{x[3:6]}-{x[6:9]}-{x[9:]}",
                       f"{x[:3]} {x[3:6]} {x[6:9]} {x[9:]}", x))  # fmt: skip


def work_email(domain: str) -> Callable[[random.Random, Any], str]:
    """A person's own mailbox at work (personal): initial and surname at the employer's domain."""

    def build(rng: random.Random, s: Any) -> str:
        p = s.person
        first, last = latin(p.first).lower(), latin(p.last()).lower().replace("-", "")
        local = rng.choice((f"{first[0]}.{last}", f"{last}.{first[0]}", f"{last}{first[0]}"))
        return f"{local}@{domain}"

    return build


def sur_i(rng: random.Random, s: Any) -> str:
    """A surname with the first name's initial (dev rounds 14, 16-18)."""
    p = s.person
    return rng.choice((f"{p.last()} {p.first[0]}.", f"{p.first[0]}. {p.last()}",
                       f"{p.last()} {p.first[0]}"))  # fmt: skip


def caps_first(rng: random.Random, s: Any) -> str:
    """The surname in capitals before the given name and patronymic, as a register prints it
    (dev rounds 15, 17-18; rounds 13, 14 and 16 write the first form only)."""
    p = s.person
    return rng.choice((f"{p.last().upper()} {p.given()} {p.middle()}",
                       f"{p.last().upper()} {p.given().upper()} {p.middle().upper()}"))  # fmt: skip


def low(rng: random.Random, s: Any) -> str:
    """A name typed in lower case (dev rounds 14-18)."""
    p = s.person
    return rng.choice((f"{p.last()} {p.given()}".lower(), f"{p.given()} {p.last()}".lower(),
                       f"{p.last()} {p.given()} {p.middle()}".lower(),
                       f"{p.diminutive} {p.last()}".lower()))  # fmt: skip


def nick(rng: random.Random, s: Any) -> str:
    """A display name that is a diminutive alone or with the surname's initial (dev rounds
    14-18)."""
    dim = s.person.diminutive
    return rng.choice((dim, f"{dim} {s.person.last()[0]}.", dim.lower()))


def lat_full(rng: random.Random, s: Any) -> str:
    """A full name in Latin (dev rounds 15, 17-18; rounds 14 and 16 put the patronymic second)."""
    p = s.person
    return rng.choice((latin(f"{p.given()} {p.last()}"), latin(f"{p.last()} {p.given()}"),
                       latin(f"{p.last()} {p.given()} {p.middle()}")))  # fmt: skip


def icao_full(rng: random.Random, s: Any) -> str:
    """A name as a Russian passport writes it in Latin, surname first (dev rounds 17-18)."""
    p = s.person
    last, first = icao(p.last()).upper(), icao(p.given()).upper()
    return rng.choice((f"{last} {first}", f"{last}/{first}", f"{last}, {first}",
                       f"{last} {first} {icao(p.middle()).upper()}"))  # fmt: skip


def lat_sur_i(rng: random.Random, s: Any) -> str:
    """A surname with initials in Latin, as an export writes it (dev rounds 17-18)."""
    p = s.person
    last, f, m = latin(p.last()), latin(p.first[0]), latin(p.middle()[0])
    return rng.choice((f"{last} {f}.{m}.", f"{last.upper()} {f}.{m}.", f"{f}. {last}"))


def login(rng: random.Random, s: Any) -> str:
    """A login or an account name made of the person's names (dev rounds 15, 17-18)."""
    p = s.person
    first, last = icao(p.first).lower(), icao(p.last()).lower()
    return rng.choice((f"{first}.{last}", f"{last}_{first[0]}", f"{first}{s.birth[2]}",
                       f"{last}{s.birth[2] % 100:02d}"))  # fmt: skip


def payee(rng: random.Random, s: Any) -> str:
    """A transfer's payee as a bank app shows it: the given name, the patronymic or not, and the
    surname's initial (dev rounds 15, 17-18)."""
    p = s.person
    return rng.choice((f"{p.given()} {p.middle()} {p.last()[0]}.", f"{p.given()} {p.last()[0]}."))


def dim_case(s: Any, case: str) -> str:
    """A diminutive in a case: one in -а or -я as a noun of its declension, any other as one
    ending in a consonant (dev rounds 14-15, 17-18)."""
    dim = s.person.diminutive
    i = CASES.index(case)
    if dim.endswith(("а", "я")):
        return _a_noun(dim, i)
    return dim + ("", "а", "у", "а", "ом", "е")[i]


def vocative(rng: random.Random, s: Any) -> str:
    """A diminutive's new vocative, as written or in lower case: one in -я ends in -ь, one in -а
    loses it; a -ка name, or one that ends in neither, stays whole (dev rounds 14, 16-18)."""
    dim = s.person.diminutive
    if dim.endswith("ка") or not dim.endswith(("а", "я")):
        short = dim
    elif dim.endswith("я"):
        short = dim[:-1] + "ь"
    else:
        short = dim[:-1]
    return rng.choice((short, short.lower()))


def spaced(rng: random.Random, s: Any) -> str:
    """A full name written into a scanned form's boxes, or spaced by hand (dev rounds 14-18)."""
    p = s.person
    words = (p.last().upper(), p.given().upper(), p.middle().upper())
    return rng.choice(("  ".join(" ".join(w) for w in words),
                       f"{' '.join(words[0])}  {p.given()} {p.middle()}"))  # fmt: skip


def birth_slots(
    builds: Mapping[str, Callable[[random.Random, tuple[int, int, int]], str]], age: str
) -> dict[str, tuple[Any, str | None]]:
    """A round's birth slots: each build writes the subject's (day, month, year) as a date of
    birth; the slot `age` writes the age in 2026, which stays unlabelled."""
    slots: dict[str, tuple[Any, str | None]] = {
        kind: (lambda rng, s, f=build: f(rng, s.birth), "pd.birthdate")
        for kind, build in builds.items()
    }
    slots[age] = (lambda rng, s: str(2026 - s.birth[2]), None)  # an age stays
    return slots


# Dates in words --------------------------------------------------------------------------------

DAY_GEN = (
    "первого", "второго", "третьего", "четвёртого", "пятого", "шестого", "седьмого", "восьмого",
    "девятого", "десятого", "одиннадцатого", "двенадцатого", "тринадцатого", "четырнадцатого",
    "пятнадцатого", "шестнадцатого", "семнадцатого", "восемнадцатого", "девятнадцатого",
    "двадцатого",
)  # fmt: skip
TENS = {2: "двадцать", 3: "тридцать", 4: "сорок", 5: "пятьдесят", 6: "шестьдесят",
        7: "семьдесят", 8: "восемьдесят", 9: "девяносто"}  # fmt: skip
TENS_GEN = {2: "двадцатого", 3: "тридцатого", 4: "сорокового", 5: "пятидесятого",
            6: "шестидесятого", 7: "семидесятого", 8: "восьмидесятого",
            9: "девяностого"}  # fmt: skip


def ordinal_gen(n: int) -> str:
    """1..99 as an ordinal in the genitive: "пятого", "двадцать первого", "сорокового"."""
    if n <= 20:
        return DAY_GEN[n - 1]
    tens, units = divmod(n, 10)
    return TENS_GEN[tens] if not units else f"{TENS[tens]} {DAY_GEN[units - 1]}"


def year_words(year: int) -> str:
    """A year in the genitive, in full, as a notary writes it: "тысяча девятьсот восемьдесят
    пятого", "двухтысячного"."""
    if year == 2000:
        return "двухтысячного"
    head = "тысяча девятьсот" if year < 2000 else "две тысячи"
    return f"{head} {ordinal_gen(year % 100)}"


# Dates of birth (a slot takes the generator and the subject, `s`) -------------------------------


def dob(rng: random.Random, s: Any) -> str:
    """A date of birth in figures (dev rounds 15-18)."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}",
                       f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d:02d}-{m:02d}-{y}"))  # fmt: skip


def day_month(mon3: Sequence[str]) -> Callable[[random.Random, Any], str]:
    """A birthday without its year, the month in full or cut short as the round's `mon3` cuts
    it (dev rounds 14-18)."""

    def build(rng: random.Random, s: Any) -> str:
        d, m, _ = s.birth
        return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}-го {MONTHS[m - 1]}",
                           f"{ordinal_gen(d)} {MONTHS[m - 1]}", f"{d} {mon3[m - 1]}"))  # fmt: skip

    return build


def date_words(mon3: Sequence[str]) -> Callable[[random.Random, Any], str]:
    """A date of birth with its month in words, in full or cut short as the round's `mon3` cuts
    it (dev rounds 17-18)."""

    def build(rng: random.Random, s: Any) -> str:
        d, m, y = s.birth
        month = MONTHS[m - 1]
        return rng.choice((f"{d} {month} {y}", f"{d}-го {month} {y}",
                           f"{ordinal_gen(d)} {month} {y}", f"{d} {mon3[m - 1]}. {y}",
                           f"{d:02d} {month.upper()} {y}", f"«{d:02d}» {month} {y}",
                           f"{d} {month} {y}-го"))  # fmt: skip

    return build


def dob_spoken(rng: random.Random, s: Any) -> str:
    """A date of birth said in a voice message and transcribed (dev rounds 17-18)."""
    d, m, y = s.birth
    year = ordinal_gen(y % 100) if 1910 <= y < 2000 else year_words(y)
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {y}"))  # fmt: skip


# Organisation values (a slot takes the text, `t`; its generator is `t.rng`) ----------------------


def one(*options: str) -> Callable[[Any], str]:
    """A slot that writes one of its options."""
    return lambda t: t.rng.choice(options)


def mail(*locals_: str, domain: str) -> Callable[[Any], str]:
    """A role mailbox at a domain: one of the local parts given."""
    return lambda t: t.rng.choice(locals_) + "@" + domain


def fmt(template: str, **ranges: tuple[int, int]) -> Callable[[Any], str]:
    """A template filled with a number in each range named."""
    return lambda t: template.format(**{k: t.rng.randint(*r) for k, r in ranges.items()})


def digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def num(t: Any, length: int) -> str:
    """A number that is no identifier (values.non_identifier)."""
    return v.non_identifier(t.rng, length)


def mailbox(
    domains: Mapping[str, str], default: str, roles: tuple[str, ...] = ("info", "office", "support")
) -> Callable[[Any], str]:
    """A text's role mailbox at its company's domain; a situation may name the roles."""

    def build(t: Any) -> str:
        role = t.rng.choice(t.situation.get("roles", roles))
        return f"{role}@{domains.get(t.company, default)}"

    return build


def landline(
    office_slot: str, codes: Mapping[str, str], default: str, ext: tuple[int, int]
) -> Callable[[Any], str]:
    """An office's landline with the code of the office's town (the first town of `codes` that an
    `office_slot` value of the text names; `default` if none), at times with an extension."""

    def build(t: Any) -> str:
        rng = t.rng
        offices = [v for k, v in t.org_cache.items() if k.startswith(office_slot)]
        towns = [c for c in codes if any(f"{c}," in office for office in offices)]
        code = codes[towns[0]] if towns else default
        local = digits(rng, 10 - len(code))
        parts = f"{local[:-4]}-{local[-4:-2]}-{local[-2:]}"
        return rng.choice((f"8 ({code}) {parts}", f"+7 ({code}) {parts}", f"8-{code}-{parts}",
                           f"({code}) {parts}, доб. {rng.randint(*ext)}"))  # fmt: skip

    return build


def money(t: Any, value: int) -> str:
    grouped = f"{value:,}".replace(",", " ")
    return t.rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00 руб.", f"{grouped} р."))


def company_inn(t: Any, heads: tuple[str, ...]) -> str:
    """A company's INN beginning with one of `heads` (a region's tax offices), with its control
    digit."""
    base = t.rng.choice(heads) + f"{t.rng.randint(0, 99999):05d}"
    return next(base + d for d in "0123456789" if v.inn_ok(base + d))


def company_ogrn(t: Any, region: str) -> str:
    body = f"1{t.rng.randint(2, 24):02d}{region}{t.rng.randint(0, 9999999):07d}"
    return body + str(int(body) % 11 % 10)


def inn_of(t: Any, region: str, heads: tuple[str, ...]) -> str:
    """A company's INN of a region and one of its tax offices, drawn digit by digit."""
    base = region + t.rng.choice(heads) + digits(t.rng, 5)
    return base + str(v._control(base, v._INN10))


def ogrn_of(t: Any, region: str, first_year: int) -> str:
    rng = t.rng
    body = "1" + f"{rng.randint(first_year, 25):02d}" + region + digits(rng, 7)
    return body + str(int(body) % 11 % 10)


def kpp_of(inn_slot: str, inn: Callable[[Any], str]) -> Callable[[Any], str]:
    """A KPP of the text's company: its INN's first four digits (the INN slot's, or a new one)."""
    return lambda t: f"{(t.org_cache.get(inn_slot) or inn(t))[:4]}01001"


def amounts(
    key: str, big_step: int, draws_first: bool = True
) -> tuple[Callable[[Any], str], Callable[[Any], str]]:
    """An amount in the range the situation gives (`sums`, rounded to 100, or to `big_step`
    from 100 000), and a second one: a share of the first if the situation gives one (`part`),
    else another in its range. A note's lines come in any order, so with `draws_first` the
    first amount (the slot `key`) is drawn by the second if it is still to come; without, the
    second is another amount in the range until the first is drawn."""

    def first(t: Any) -> str:
        low, high = t.situation.get("sums", (1000, 50000))
        step = 100 if high < 100000 else big_step
        value = t.rng.randint(low // step, high // step) * step
        t.org_cache[f"{key}#"] = str(value)
        return money(t, value)

    def second(t: Any) -> str:
        if "part" not in t.situation or (not draws_first and f"{key}#" not in t.org_cache):
            return first(t)
        if key not in t.org_cache:
            t.org_cache[key] = first(t)
        low, high = t.situation["part"]
        return money(t, int(round(int(t.org_cache[f"{key}#"]) * t.rng.uniform(low, high), -2)))

    return first, second


# Unlabelled values (a slot takes the generator) --------------------------------------------------

PLATE_LETTERS = "АВЕКМНОРСТУХ"
PLATE_APART = "{a}{n}{bc} {region}"  # "А123ВС 69", the region apart
PLATE_SPACED = "{a} {n} {bc} {region}"  # "А 123 ВС 55"
PLATE_TIGHT = "{a}{n}{bc}{region}"  # "А123ВС55"


def plate(rng: random.Random, region: str | tuple[str, ...], layout: str = PLATE_APART) -> str:
    """A vehicle's plate: nobody's personal data. A region given as a tuple is drawn from it (a
    single region draws nothing)."""
    a, n = rng.choice(PLATE_LETTERS), rng.randint(100, 999)
    bc = rng.choice(PLATE_LETTERS) + rng.choice(PLATE_LETTERS)
    code = region if isinstance(region, str) else rng.choice(region)
    return layout.format(a=a, n=n, bc=bc, region=code)
