"""Families of address forms the twelfth dev round missed, as Russians write them (issue 16).

1. A chat's address with no street-type word: a street's name in lower case (an adjective or a
   genitive), the house, and the entrance, floor and flat in any order ("садовая 12, 2 подъезд,
   кв 40").
2. A settlement alone and a house after an address's label or question, in lower case, a bracketed
   aside between ("Фактически проживаю (если не по прописке): заречное 135").
3. Latin addresses: a transliterated label ("propiska", "adres"), the house-flat pair before the
   street ("12-40 Sadovaya St., Kholmsk, Sakhalin Oblast"), the region as "Oblast/Krai/Respublika",
   the Russian order in Latin.
4. An organisation's address in a signature block or a letterhead (no flat; an office's "каб."
   is a room of an office, not a home) stays; a person's home with a flat is still taken.
"""

from __future__ import annotations

import itertools

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import spans
from .test_address_space import _found, _left

A = "pd.address"

STREETS = ["садовая", "портовый", "невельская", "лесное", "гагарина", "чкалова", "заречная"]
TAILS = [
    "{h}, {e} подъезд, кв {f}",
    "{h} подъезд {e} кв {f}",
    "{h}, кв {f}, подъезд {e}",
    "{h} кв {f} {e} подъезд",
    "{h}, под. {e}, эт. 3, кв. {f}",
    "{h}, {e} под, кв{f}",
    "{h}, кв. {f}, {e}-й подъезд, 5 этаж",
]
CHAT_FRAMES = [
    "Мой телефон 8-924-215-24-26, живу {v}",
    "адрес: {v}",
    "привезите на {v}, буду дома",
    "Куда доставить?\n{v}",
    "я живу {v}, звоните",
]


def _chat_tails() -> list[Example]:
    rows = itertools.product(STREETS, TAILS)
    return [
        parse("chat tail", CHAT_FRAMES[i % len(CHAT_FRAMES)].format(
            v=f"[[{A}:{street} {tail.format(h=12 + i, e=1 + i % 4, f=40 + i)}]]"))
        for i, (street, tail) in enumerate(rows)
    ]  # fmt: skip


SETTLEMENTS = ["горнозаводск", "заречное", "ивановка", "быково", "новоалександровск", "ягодное"]
SETTLEMENT_FRAMES = [
    "Фактически проживаю (если не по прописке): {v}\nМоб. телефон указан",
    "Адрес проживания (фактический): {v}",
    "Где вы живете?\n{v}",
    "Прописка: {v}",
    "Куда везти?\n{v}",
]


def _settlements() -> list[Example]:
    rows = itertools.product(SETTLEMENTS, SETTLEMENT_FRAMES)
    return [
        parse("settlement", frame.format(v=f"[[{A}:{name} {5 + 13 * i}]]"))
        for i, (name, frame) in enumerate(rows)
    ]


LATIN_VALUES = [
    "90-136 Krainyaya St., Poronaysk, Sakhalin Oblast",
    "12-40 Sadovaya St., Kholmsk, Sakhalin Oblast",
    "Sakhalin Oblast, Kholmsk, ul. Sadovaya, d. 12, kv. 40",
    "Krasnodarskiy Krai, Sochi, ul. Lenina 5-12",
    "Respublika Tatarstan, Kazan, ul. Baumana, d. 5, kv. 7",
    "5-17 Lesnaya ul., Tula, Tulskaya Oblast",
]
LATIN_FRAMES = [
    "pasport 64 21 374915, propiska {v}",
    "adres: {v}",
    "zhivu po adresu {v}, pishite",
    "Registration address: {v}",
]


def _latin() -> list[Example]:
    rows = itertools.product(LATIN_VALUES, LATIN_FRAMES)
    return [parse("latin", frame.format(v=f"[[{A}:{value}]]")) for value, frame in rows]


ORG_VALUES = [
    "694109, Сахалинская обл., г. Южно-Сахалинск, ул. 2-я Центральная, 26",
    "г. Корсаков, ул. 50 лет Октября, д. 63, каб. 21",
    "693008, г. Южно-Сахалинск, пр-т Коммунистический, д. 33, кабинет 402",
    "Тульская область, г. Алексин, ул. Садовая, д. 4",
]
ORG_FRAMES = [
    "С уважением,\nучёный секретарь совета\nЯрыгина П.Н., к.б.н.\n[[org:{v}]], (42433) 5-53-30",
    "Администрация Холмского городского округа\n[[org:{v}]]\nтел. (42433) 2-20-10",
    "ФГБОУ ВО «Сахалинский государственный университет»\n[[org:{v}]]",
    "Адрес пользователя: [[org:{v}]]\nВид ВБР: горбуша",
    "--\nОтдел кадров, Бюро находок\n[[org:{v}]], ежедневно",
    "Best regards,\nI. Petrova, secretary\n[[org:{v}]]",
]


def _org() -> list[Example]:
    rows = itertools.product(ORG_VALUES, ORG_FRAMES)
    kept = [("каб" in value) or not frame.startswith("Адрес") for value, frame in rows]
    rows = itertools.product(ORG_VALUES, ORG_FRAMES)
    return [
        parse("org", frame.format(v=value))
        for (value, frame), keep in zip(rows, kept, strict=True)
        if keep
    ]


HOMES_IN_SIGNATURE = [
    "С уважением,\nИванова Мария\n[[pd.address:г. Холмск, ул. Садовая, д. 12, кв. 40]]",
    "Администрация не ответила.\nМой адрес: [[pd.address:г. Тула, ул. Ленина, д. 5, кв. 7]]",
    "--\nПетров И.\nпроживаю: [[pd.address:садовая 12, кв 40]]",
]


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


def _missed(pseudonymizer: Pseudonymizer, probes: list[Example]) -> list[str]:
    return [p.text for p in probes if not _found(pseudonymizer, p)]


def test_a_chat_street_with_entrance_and_flat_in_any_order_is_taken_whole(
    pseudonymizer: Pseudonymizer,
) -> None:
    assert _missed(pseudonymizer, _chat_tails()) == []


def test_a_settlement_and_a_house_after_an_address_question_or_label_is_taken(
    pseudonymizer: Pseudonymizer,
) -> None:
    assert _missed(pseudonymizer, _settlements()) == []


def test_latin_addresses_with_a_transliterated_label_or_a_region_are_taken(
    pseudonymizer: Pseudonymizer,
) -> None:
    assert _missed(pseudonymizer, _latin()) == []


def test_an_organisations_address_in_a_signature_or_letterhead_stays(
    pseudonymizer: Pseudonymizer,
) -> None:
    taken = [p.text for p in _org() if not _left(pseudonymizer, p)]
    assert taken == []


def test_a_home_with_a_flat_near_a_signature_is_still_taken(pseudonymizer: Pseudonymizer) -> None:
    probes = [parse("home", text) for text in HOMES_IN_SIGNATURE]
    assert _missed(pseudonymizer, probes) == []


def test_look_alikes_of_a_settlement_and_a_number_stay(pseudonymizer: Pseudonymizer) -> None:
    texts = [
        "Где вы живете?\nзавтра 12 буду дома",
        "Куда везти?\nпосле 18",
        "Фактически проживаю (если не по прописке): там же",
        "Прописка: постоянная 5 лет",
    ]
    assert [t for t in texts if spans(pseudonymizer, t, A)] == []
