"""Names in Latin letters as passports (ICAO Doc 9303) and people write them: the soft sign
dropped ("Kuzma" for Кузьма, "Ilia" for Илья, "Vorobiev" for Воробьёв), and an English word of a
booking or a CRM beside the name ("Driver", "Guest"), which is no part of it. Made up here; the
negative side holds English words and a town's shorthand that must read as before.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.latin import cyrillic_spellings

from .one_class import check_replaced, check_untouched, parse, personal_spans

POSITIVES = (
    "Driver [[pd.name:Vorobiev Ilia]] will pick you up at 10:00",
    "Driver [[pd.name:Afanasiev Kuzma]] is waiting at gate 3",
    "Guest [[pd.name:Zhuravleva Anfisa Petrovna]], room 214",
    "Booking for [[pd.name:Yakovleva Varvara]] confirmed",
    "Manager [[pd.name:Beliaeva Zlata]] will call you back",
    "passenger: [[pd.name:Solovieva Daria]], seat 12C",
    "contact: [[pd.name:Kuzma Dyachenko]], +7 916 000-00-00",
    "Tourist [[pd.name:Natalia Zhuravleva]] (child 7 y.o.)",
)
NEGATIVES = (
    "Driver Will Call You on arrival",
    "Room Service Team Lead: ext. 214",
    "Please Contact Customer Support",
    "Guest Relations Manager Office, 2nd floor",
    "Delivery Address Lenina Street 5",
    "Moscow Sheremetyevo Airport Terminal B",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [("Kuzma", "кузьма"), ("Ilia", "илья"), ("Vorobiev", "воробьев"), ("Daria", "дарья"),
     ("Olga", "ольга"), ("Tatiana", "татьяна"), ("Vasiliuk", "васильюк")],
)  # fmt: skip
def test_a_dropped_soft_sign_is_read_back(latin: str, cyrillic: str) -> None:
    assert cyrillic in cyrillic_spellings(latin)


def test_the_plain_spelling_stays_the_likeliest() -> None:
    assert cyrillic_spellings("Kuzma")[0] == "кузма"
    assert cyrillic_spellings("Daria")[0] == "дария"


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_name_is_found_without_the_word_beside_it(
    pseudonymizer: Pseudonymizer, marked: str
) -> None:
    example = parse("latin", marked)
    found = check_replaced(pseudonymizer, example, "pd.name")
    for start, end, _ in example.values:
        # the English word before the name stays in the text
        assert all(s >= start for s, e in found if s < end and start < e), found


@pytest.mark.parametrize("text", NEGATIVES)
def test_english_words_stay(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_untouched(pseudonymizer, text, "pd.name")


def test_a_towns_shorthand_keeps_its_soft_sign_free_reading(pseudonymizer: Pseudonymizer) -> None:
    text = "seychas zhivu na arkh, severnoy dviny 93 kv 259"
    spans = personal_spans(pseudonymizer, text)
    assert any(text[s:e].startswith("arkh") for s, e, c in spans if c == "pd.address"), spans
