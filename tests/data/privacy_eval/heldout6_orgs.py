"""Organisation values (labelled `org`, they must stay) and unlabelled values of the sixth
held-out round (heldout6.py): its companies of the Kemerovo region with their requisites, offices,
landlines, role mailboxes, the customs' payment details, declaration, contract, ticket, act and
cadastral numbers, amounts; and plates, plot areas, flat numbers and dates of documents, which
are no one's. Slots start with `hs_`."""

from __future__ import annotations

import random
from typing import Any

from heldout6 import CITIES_H6, INDEX_H6
from people import MONTHS
from round_kit import (
    PLATE_SPACED,
    digits,
    fmt,
    inn_of,
    kpp_of,
    mail,
    ogrn_of,
    one,
    ordinal_gen,
    plate,
)


def _inn42(t: Any) -> str:
    return inn_of(t, "42", ("05", "17", "23", "53", "11"))


_kpp = kpp_of("hs_inn", _inn42)


def _ogrn42(t: Any) -> str:
    return ogrn_of(t, "42", 10)


def _sum(rng: random.Random) -> str:
    value = rng.randint(12, 2400) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped},00 ₽", f"{value} руб", f"{grouped} р.",
                       f"{grouped} рублей 00 копеек"))  # fmt: skip


_OFFICE_STREETS = (
    ("пр-т", "Советский"),
    ("ул.", "Кирова"),
    ("пр-т", "Металлургов"),
    ("ул.", "Красная"),
    ("пр-т", "Шахтёров"),
    ("ул.", "Николая Островского"),
)


def _office(t: Any) -> str:
    """A company's or a state body's office: public (in the state register), it stays."""
    rng = t.rng
    city = rng.choice(CITIES_H6)[0]
    mark, street = rng.choice(_OFFICE_STREETS)
    house = rng.randint(2, 120)
    return rng.choice((
        f"{INDEX_H6[city]}{digits(rng, 3)}, Кемеровская область - Кузбасс, г. {city}, {mark} "
        f"{street}, д. {house}, пом. {rng.randint(1, 30)}",
        f"г. {city}, {mark} {street}, {house}, офис {rng.randint(101, 415)}",
        f"{city}, {mark} {street} {house}, {rng.randint(1, 6)} эт.",
    ))  # fmt: skip


_CODES = ("3842", "3843", "3846", "38475", "38452", "38451")


def _landline(t: Any) -> str:
    """An office's landline with a Kuzbass town's code."""
    rng = t.rng
    code = rng.choice(_CODES)
    local = digits(rng, 10 - len(code))
    parts = f"{local[:-4]}-{local[-4:-2]}-{local[-2:]}"
    return rng.choice((f"8 ({code}) {parts}", f"+7 ({code}) {parts}", f"8-{code}-{parts}",
                       f"({code}) {parts} доб. {rng.randint(10, 299)}"))  # fmt: skip


def _declaration(t: Any) -> str:
    """A customs declaration's number: the post's code / the date (ddmmyy) / a serial."""
    rng = t.rng
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return f"10608050/{d:02d}{m:02d}26/{rng.choice('35')}{digits(rng, 6)}"


def _cadastre(t: Any) -> str:
    rng = t.rng
    return (f"42:{rng.choice(('04', '24', '30', '36'))}:{digits(rng, 7)}:"
            f"{rng.randint(10, 4999)}")  # fmt: skip


ORG_SLOTS_H6: dict[str, Any] = {
    "hs_inn": _inn42,
    "hs_kpp": _kpp,
    "hs_ogrn": _ogrn42,
    "hs_office": _office,
    "hs_office_b": _office,
    "hs_landline": _landline,
    "hs_landline_b": _landline,
    "hs_sum": lambda t: _sum(t.rng),
    "hs_sum_b": lambda t: _sum(t.rng),
    "hs_decl": _declaration,
    "hs_cadastre": _cadastre,
    "hs_cadastre_b": _cadastre,
    # A contract number of four and six digits reads like a passport: it is the clinic's.
    "hs_ivf_contract": fmt("{a} {b}", a=(1000, 9999), b=(100000, 999999)),
    "hs_broker_contract": fmt("ТБ-42/{a}-26", a=(10, 480)),
    "hs_withdrawal": fmt("W-{a}", a=(1000000, 9999999)),
    "hs_ticket": fmt("ITSD-{a}", a=(1000, 9999)),
    "hs_survey_contract": fmt("{a}/КР-2026", a=(11, 390)),
    "hs_act": fmt("{a}/1/{b}", a=(10, 99), b=(100, 999)),
    "hs_sro": fmt("{a}", a=(1000, 39999)),
    "hs_school_contract": fmt("Э-{a}/2026", a=(10, 250)),
    "hs_hospice_no": fmt("{a}-П", a=(100, 999)),
    "hs_cycle": fmt("ЭКО-{a}", a=(1000, 9999)),
    "hs_sample": fmt("{a}", a=(10000000, 99999999)),
    "hs_customs_post": one("Кемеровский таможенный пост (ЦЭД)"),
    "hs_fts": one(
        "Межрегиональное операционное УФК (ФТС России), ИНН 7730176610, КПП 773001001, "
        "БИК 024501901, ЕКС 40102810045370000002"
    ),
    "hs_kcson": one("ГБУ «КЦСОН г. Прокопьевска»", "МБУ «КЦСОН Новокузнецкого района»"),
    "hs_ond": one("ОНДиПР г. Кемерово и Кемеровского МО", "ОНДиПР г. Междуреченска"),
    "hs_clinic": one(
        "ГАУЗ «Кузбасская клиническая больница скорой помощи им. М.А. Подгорбунского»",
        "ГБУЗ «Новокузнецкая городская клиническая больница № 1»",
    ),
    "hs_mail_ivf": mail("coordinator", "info", "embryo", domain="kolybel42.ru"),
    "hs_mail_bk": mail("support", "kyc", domain="azart-sib.ru"),
    "hs_mail_geo": mail("zakaz", "mezhevanie", domain="kmc42.ru"),
    "hs_mail_hospice": mail("volunteers", "priem", "info", domain="teplydom42.ru"),
    "hs_mail_broker": mail("declar", "office", "ptd", domain="sibtamservis.ru"),
    "hs_mail_school": mail("priem", "secretary", domain="evrika-school42.ru"),
    "hs_mail_it": mail("servicedesk", "access", domain="itout42.ru"),
    "hs_mail_client": mail("hr", "office", domain="kuzbass-metiz.ru"),
    "hs_mail_mchs": one("ond-kem@42.mchs.gov.ru"),
    "hs_metiz": one("АО «Кузбасский метизный завод»"),
}


# Unlabelled values ------------------------------------------------------------------------------


def _plate(rng: random.Random) -> str:
    return plate(rng, ("42", "142"), PLATE_SPACED)


def _doc_date_words(rng: random.Random) -> str:
    """A document's date in words: not a date of birth."""
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return f"{ordinal_gen(d)} {MONTHS[m - 1]} две тысячи двадцать шестого года"


PLAIN_SLOTS_H6: dict[str, Any] = {
    "hs_plate": _plate,
    "hs_doc_date": _doc_date_words,
    "hs_area": lambda rng: f"{rng.randint(4, 24) * 50} кв. м",
    "hs_flat": lambda rng: str(rng.randint(2, 180)),
    "hs_room": lambda rng: str(rng.randint(101, 412)),
    "hs_visit": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026",
    "hs_score": lambda rng: str(rng.randint(41, 98)),
    "hs_tab": lambda rng: str(rng.randint(1000, 99999)),
    "hs_city": lambda rng: rng.choice(CITIES_H6)[0],
    # A message's timestamp (YYYYMMDDhhmm), as a laboratory system writes it.
    "hs_stamp": lambda rng: (
        f"2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        f"{rng.randint(8, 19):02d}{rng.randint(0, 59):02d}"
    ),
}
