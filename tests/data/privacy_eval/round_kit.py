"""The code the later rounds share (dev rounds 8-13, held-out rounds 5-7): how a situation picks
its people, and the small helpers of their slots.

Each round used to copy these from the one before it. They live here, not in the earliest round
that wrote them, because both splits use them: a held-out round importing a dev round (or the
reverse) would read as if it drew on that round's pools, and a round module should hold only
what is its own (its pools, its frames' slots and their kinds). Nothing here holds a name, a
town or a frame, and nothing draws from a generator but the one it is handed, in the order the
rounds drew before (the files stay byte for byte what they were).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from people import Person

# People of a situation -------------------------------------------------------------------------


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


def pick_for(
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
    surname, paradigm = rng.choice([s for s in surnames if s[0] not in taken])
    first, sex, diminutive = rng.choice(
        [f for f in firsts if f[0] not in taken and gender in (None, f[1])]
    )
    patronymic = rng.choice(patronymics)
    father = father_of(situation, people, fathers) if fathers else None
    if index in situation.get("children", ()) and father is not None:
        patronymic = fathers[father.first]  # type: ignore[index]
    person = make(surname, paradigm, first, sex, diminutive, patronymic)
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
