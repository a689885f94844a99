"""Every slot a frame may name, in the four tables Text (compose.py) reads: PERSON_SLOTS
(person_slots.py's, then each round's), BANK_SLOTS (a person's bank), ORG_SLOTS (one value a text,
labelled "org") and PLAIN_SLOTS (unlabelled text). Each round's kinds are added here in the order
the rounds came; a kind may not end in a digit."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import heldout2
import heldout3
import heldout4
import heldout5
import heldout5_orgs
import heldout6
import heldout6_orgs
import heldout7
import heldout7_orgs
import heldout8
import heldout8_orgs
import heldout9
import heldout9_orgs
import round3
import round5
import round6
import round7
import round8
import round9
import round10
import round11
import round11_org
import round12
import round12_org
import round13
import round13_org
import round14
import round14_org
import round15
import round15_org
import round16
import round16_org
import round17
import round17_org
import round18
import round18_org
import values as v
from people import COMPANIES, MONTHS
from person_slots import PERSON_SLOTS, write_street
from subjects import Subject, make_address

if TYPE_CHECKING:
    from compose import Text

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
# The thirteenth round's slots (round13.py, round13_org.py) start with "q_" as the tenth's do;
# no kind is in both (checked below).
PERSON_SLOTS.update(round13.PERSON_SLOTS13)  # type: ignore[arg-type]
# The fourteenth round's slots (round14.py, round14_org.py) start with "m_".
PERSON_SLOTS.update(round14.PERSON_SLOTS14)  # type: ignore[arg-type]
# The fifteenth round's slots (round15.py, round15_org.py) start with "ba_".
PERSON_SLOTS.update(round15.PERSON_SLOTS15)  # type: ignore[arg-type]
# The sixteenth round's slots (round16.py, round16_org.py) start with "ro_".
PERSON_SLOTS.update(round16.PERSON_SLOTS16)  # type: ignore[arg-type]
# The seventeenth round's slots (round17.py, round17_org.py) start with "ir_".
PERSON_SLOTS.update(round17.PERSON_SLOTS17)  # type: ignore[arg-type]
# The eighteenth round's slots (round18.py, round18_org.py) start with "nn_".
PERSON_SLOTS.update(round18.PERSON_SLOTS18)  # type: ignore[arg-type]

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
    street = write_street(t.rng, a)
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
ORG_SLOTS.update(round13_org.ORG_SLOTS13)
PLAIN_SLOTS.update(round13_org.PLAIN_SLOTS13)
ORG_SLOTS.update(round14_org.ORG_SLOTS14)
PLAIN_SLOTS.update(round14_org.PLAIN_SLOTS14)
ORG_SLOTS.update(round15_org.ORG_SLOTS15)
PLAIN_SLOTS.update(round15_org.PLAIN_SLOTS15)
ORG_SLOTS.update(round16_org.ORG_SLOTS16)
PLAIN_SLOTS.update(round16_org.PLAIN_SLOTS16)
ORG_SLOTS.update(round17_org.ORG_SLOTS17)
PLAIN_SLOTS.update(round17_org.PLAIN_SLOTS17)
ORG_SLOTS.update(round18_org.ORG_SLOTS18)
PLAIN_SLOTS.update(round18_org.PLAIN_SLOTS18)
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
# The seventh held-out round's slots (heldout7.py, heldout7_orgs.py): kinds start with "ht_".
PERSON_SLOTS.update(heldout7.PERSON_SLOTS_H7)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout7_orgs.ORG_SLOTS_H7)
PLAIN_SLOTS.update(heldout7_orgs.PLAIN_SLOTS_H7)
# The eighth held-out round's slots (heldout8.py, heldout8_orgs.py): kinds start with "hu_".
PERSON_SLOTS.update(heldout8.PERSON_SLOTS_H8)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout8_orgs.ORG_SLOTS_H8)
PLAIN_SLOTS.update(heldout8_orgs.PLAIN_SLOTS_H8)
# The ninth held-out round's slots (heldout9.py, heldout9_orgs.py): kinds start with "vo_".
PERSON_SLOTS.update(heldout9.PERSON_SLOTS_H9)  # type: ignore[arg-type]
ORG_SLOTS.update(heldout9_orgs.ORG_SLOTS_H9)
PLAIN_SLOTS.update(heldout9_orgs.PLAIN_SLOTS_H9)

# The thirteenth round shares the tenth's prefix: none of its kinds may replace one of the tenth's.
_TENTH = {*round10.PERSON_SLOTS10, *round10.ORG_SLOTS10, *round10.PLAIN_SLOTS10}
_SHARED = _TENTH & {*round13.PERSON_SLOTS13, *round13_org.ORG_SLOTS13, *round13_org.PLAIN_SLOTS13}
if _SHARED:
    raise AssertionError(f"the thirteenth round's kinds replace the tenth's: {sorted(_SHARED)}")

# A slot's trailing digit is its person's number ({fio2}), so no kind may end in one: a kind
# named "bday_odd2" was read as "bday_odd" of person 2.
_DIGIT_KINDS = [
    k for k in (*PERSON_SLOTS, *BANK_SLOTS, *ORG_SLOTS, *PLAIN_SLOTS) if k[-1].isdigit()
]
if _DIGIT_KINDS:
    raise AssertionError(f"slot kinds ending in a digit: {_DIGIT_KINDS}")
