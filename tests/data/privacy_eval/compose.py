"""How a text is assembled: Text fills a frame's slots from the tables of slots.py with its
people (subjects.py) and org values; compose picks a situation's lines and adds a scanner's noise
to OCR texts; record joins the pieces into a JSON record, each labelled value a span whose
offsets are exact by construction."""

from __future__ import annotations

import random
import re
from typing import Any

import heldout4
import heldout5
import heldout6
import heldout7
import heldout8
import heldout9
import round6
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
from people import COMPANIES
from slots import BANK_SLOTS, ORG_SLOTS, PERSON_SLOTS, PLAIN_SLOTS
from subjects import Subject, make_email, make_subject

ORG = "org"

Piece = tuple[str, str | None]  # (text, class or None for plain text)


# Rounds whose people a situation ties together, and the module that picks them.
_KIN_ROUNDS: dict[str, Any] = {
    "dev8": round8, "dev9": round9, "dev10": round10, "dev11": round11, "dev12": round12,
    "dev13": round13, "dev14": round14, "dev15": round15,
    "dev16": round16, "dev17": round17, "dev18": round18,
    "heldout5": heldout5, "heldout6": heldout6, "heldout7": heldout7, "heldout8": heldout8,
    "heldout9": heldout9,
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
        tied = (*situation.get("kin", ()), *situation.get("neighbours", ()))
        if index != 1 and (index in tied or index == situation.get("spouse")):
            self.subject(1)
        if index in situation.get("children", ()) and situation.get("spouse"):
            self.subject(situation["spouse"])
        people = {i: s.person for i, s in self.subjects.items()}
        person = module.pick_for(self.rng, index, situation, people)
        subject = make_subject(self.rng, self.split, set(), person)
        home = situation.get("home_town")  # heldout8: a salon's clients live in its town
        if home and (index == 1 or index not in situation.get("kin", ())):
            subject.address.update(module.town_of(home))  # draws nothing
        if index != 1 and index in situation.get("kin", ()):
            subject.address = self.subjects[1].address  # a family lives together
        elif index != 1 and index in situation.get("neighbours", ()):  # heldout7: one town
            town = ("city", "city_short", "city_latin")
            subject.address.update({k: self.subjects[1].address[k] for k in town})
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
