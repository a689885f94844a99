"""Organisation values (labelled `org`, they must stay) and unlabelled values of the seventh
held-out round (heldout7.py): its companies and state bodies of the Krasnoyarsk krai with their
requisites, offices, landlines, role mailboxes, contract, order, booking, case and register
numbers, amounts; and vehicle plates, boat hull numbers, garage boxes, flights, a dog's chip and
brand, gym and ski-pass cards, tonnes of coal and dates of documents, which are no one's. Slots
start with `ht_`."""

from __future__ import annotations

import random
from typing import Any

from heldout7_places import CITIES_H7, CODE_H7, INDEX_H7
from people import MONTHS
from round_kit import (
    PLATE_SPACED,
    digits,
    fmt,
    inn_of,
    kpp_of,
    landline,
    mail,
    ogrn_of,
    one,
    ordinal_gen,
    plate,
)


def _inn24(t: Any) -> str:
    return inn_of(t, "24", ("57", "43", "50", "61", "65", "52"))


_kpp = kpp_of("ht_inn", _inn24)


def _ogrn24(t: Any) -> str:
    return ogrn_of(t, "24", 3)


def _sum(rng: random.Random) -> str:
    value = rng.randint(8, 1900) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped},00 руб.", f"{value} р", f"{grouped} ₽",
                       f"{grouped} рублей"))  # fmt: skip


def _fee(rng: random.Random) -> str:
    """A small sum: a rental, a fee, dues."""
    value = rng.randint(5, 95) * 100
    return rng.choice((f"{value} руб.", f"{value} р.", f"{value} ₽", f"{value},00 руб."))


_OFFICE_STREETS = {
    "Красноярск": (("ул.", "Робеспьера"), ("ул.", "Маерчака"), ("ул.", "Сурикова"),
                   ("пр-т", "Свободный"), ("ул.", "Дубровинского")),
    "Норильск": (("Ленинский пр-т", ""), ("ул.", "Комсомольская"), ("ул.", "Нансена")),
    "Ачинск": (("ул.", "Кирова"),), "Канск": (("ул.", "Парижской Коммуны"),),
    "Минусинск": (("ул.", "Гоголя"),), "Железногорск": (("ул.", "Свердлова"),),
    "Лесосибирск": (("ул.", "Белинского"),), "Дивногорск": (("ул.", "Чкалова"),),
}  # fmt: skip


def _office(t: Any, city: str | None = None) -> str:
    """A company's or a state body's office: public (in the state register), it stays."""
    rng = t.rng
    city = city or rng.choice(CITIES_H7)[0]
    mark, street = rng.choice(_OFFICE_STREETS[city])
    where = f"{mark} {street}".strip()
    house = rng.randint(2, 130)
    return rng.choice((
        f"{INDEX_H7[city]}{digits(rng, 3)}, Красноярский край, г. {city}, {where}, д. {house}, "
        f"пом. {rng.randint(1, 40)}",
        f"г. {city}, {where}, {house}, офис {rng.randint(101, 520)}",
        f"{city}, {where} {house}, {rng.randint(1, 9)} этаж",
    ))  # fmt: skip


# An office's landline with the code of the office's town (Krasnoyarsk's if none).
_landline = landline("ht_office", CODE_H7, "391", (100, 480))


ORG_SLOTS_H7: dict[str, Any] = {
    "ht_inn": _inn24,
    "ht_kpp": _kpp,
    "ht_ogrn": _ogrn24,
    "ht_office": _office,
    "ht_office_krsk": lambda t: _office(t, "Красноярск"),
    "ht_office_nrl": lambda t: _office(t, "Норильск"),
    "ht_landline": _landline,
    "ht_landline_b": _landline,
    "ht_sum": lambda t: _sum(t.rng),
    "ht_sum_b": lambda t: _sum(t.rng),
    "ht_fee": lambda t: _fee(t.rng),
    "ht_fee_b": lambda t: _fee(t.rng),
    "ht_rental_no": fmt("ПР-{a}", a=(10000, 99999)),
    "ht_rental_b": fmt("ПР-{a}", a=(10000, 99999)),
    "ht_rental_c": fmt("ПР-{a}", a=(10000, 99999)),
    "ht_rehab_contract": fmt("НБ-{a}/26", a=(12, 340)),
    "ht_route_no": fmt("{a}-ТГ", a=(1100, 4800)),
    "ht_member_no": fmt("{a}", a=(101, 689)),
    # A probation file's and a verdict's numbers are the inspection's and the court's.
    "ht_case": fmt("1-{a}/2025", a=(110, 1290)),
    "ht_file_no": fmt("{a}/26", a=(14, 760)),
    "ht_out_no": fmt("24/ТО/{a}-{b}", a=(15, 60), b=(1100, 9900)),
    "ht_coal_order": fmt("{a}", a=(3100, 8990)),
    "ht_translation_no": fmt("БП-{a}", a=(2000, 9999)),
    "ht_ship_booking": fmt("ЕГЛ-{a}/26", a=(100, 999)),
    "ht_vahta_order": fmt("{a}-к", a=(140, 990)),
    "ht_fitness_contract": fmt("Т-{a}", a=(10000, 99999)),
    "ht_music_order": fmt("{a}-од", a=(11, 96)),
    "ht_notary_reg": fmt("24/{a}-н/24-2026-{b}-{c}", a=(10, 199), b=(1, 9), c=(100, 999)),
    "ht_uii": one(
        "филиал по Советскому району г. Красноярска ФКУ УИИ ГУФСИН России по Красноярскому "
        "краю",
        "Канский межмуниципальный филиал ФКУ УИИ ГУФСИН России по Красноярскому краю",
    ),
    "ht_court": one("Советский районный суд г. Красноярска", "Канский городской суд",
                     "Норильский городской суд"),
    "ht_ik": one("Избирательная комиссия Красноярского края"),
    "ht_mchs": one("ГУ МЧС России по Красноярскому краю"),
    "ht_park": one("КГБУ «Дирекция по особо охраняемым природным территориям Красноярского "
                    "края» (природный парк «Ергаки»)"),
    "ht_music_school": one("МБУ ДО «Детская музыкальная школа № 3»",
                            "МАУ ДО «Детская школа искусств № 12»"),
    "ht_kennel": one("КРОО «Кинологический клуб «Северная звезда»"),
    "ht_gsk": one("ПГК «Сигнал-2»", "ГСК № 114 «Энергетик»"),
    "ht_employer": one("ООО «Сиблес-Транс»"),
    "ht_mail_vahta": mail("ok", "aviabilet", "vahta", domain="zgv-norilsk.ru"),
    "ht_mail_glk": mail("prokat", "info", domain="gremyachaya.ru"),
    "ht_mail_yacht": mail("club", "bocman", domain="enisei-parus.ru"),
    "ht_mail_rehab": mail("priem", "konsultant", domain="noviy-bereg24.ru"),
    "ht_mail_uii": mail("filial-sov", "kansk-uii", domain="24.fsin.gov.ru"),
    "ht_mail_music": mail("priem", "dmsh3", domain="muzshkola24.ru"),
    "ht_mail_coal": mail("zakaz", domain="teplodar24.ru"),
    "ht_mail_mchs": one("turgruppy@24.mchs.gov.ru"),
    "ht_mail_perevod": mail("zakaz", "notarius", "office", domain="enisey-lingva.ru"),
    "ht_mail_kennel": mail("rkf", "info", domain="sev-zvezda24.ru"),
    "ht_mail_ship": mail("avto", "booking", domain="egl-river.ru"),
    "ht_mail_fitness": mail("club", "sales", domain="taiga-fit.ru"),
    "ht_mail_hr": mail("kadry", "hr", domain="sibles24.ru"),
}  # fmt: skip


# Unlabelled values ------------------------------------------------------------------------------


def _plate(rng: random.Random) -> str:
    return plate(rng, ("24", "124", "88"), PLATE_SPACED)


def _doc_date_words(rng: random.Random) -> str:
    """A document's date in words: not a date of birth."""
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return (
        f"«{d:02d}» {MONTHS[m - 1]} 2026 г."
        if rng.random() < 0.5
        else (f"{ordinal_gen(d)} {MONTHS[m - 1]} две тысячи двадцать шестого года")
    )


PLAIN_SLOTS_H7: dict[str, Any] = {
    "ht_plate": _plate,
    "ht_doc_date": _doc_date_words,
    # A small boat's hull number as the state inspectorate (ГИМС) gives it.
    "ht_hull": lambda rng: f"Р{rng.randint(10, 99)}-{rng.randint(10, 99)}КЯ",
    "ht_flat": lambda rng: str(rng.randint(2, 180)),
    "ht_box": lambda rng: str(rng.randint(1, 260)),
    "ht_row": lambda rng: str(rng.randint(1, 9)),
    "ht_visit": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026",
    "ht_city": lambda rng: rng.choice(CITIES_H7)[0],
    "ht_flight": lambda rng: (
        f"Y7 {rng.randint(101, 199)}" if rng.random() < 0.5 else (f"ЮТ {rng.randint(701, 799)}")
    ),
    # A dog's chip (ISO 11784: 643 is Russia's code) and its brand: the dog's, not a person's.
    "ht_chip": lambda rng: "643" + digits(rng, 12),
    "ht_brand": lambda rng: f"{rng.choice(('SZV', 'КЛС', 'ENS'))} {rng.randint(100, 9999)}",
    "ht_card_no": lambda rng: f"{rng.randint(0, 99999):06d}",
    "ht_tons": lambda rng: rng.choice(("3 т", "5 тонн", "2,5 т", "6 т", "10 т")),
    "ht_ski": lambda rng: f"{rng.choice((120, 140, 150, 160, 165, 170, 175))} см",
    "ht_boot": lambda rng: rng.choice(("36", "38", "39,5", "41", "42", "43,5", "45")),
    "ht_score": lambda rng: str(rng.randint(5, 25)),
    "ht_shift": lambda rng: str(rng.randint(1, 4)),
    "ht_sheet": lambda rng: str(rng.randint(1, 40)),
    "ht_height": lambda rng: str(rng.randint(120, 192)),
}
