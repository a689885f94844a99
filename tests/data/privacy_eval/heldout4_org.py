"""Organisation values and unlabelled numbers of the held-out part's fourth round (heldout4.py):
the organisation slots (offices, landlines, portal numbers, amounts) and the plain slots
(numbers and codes that stay)."""

from __future__ import annotations

import random

import values as v
from heldout4_places import (
    _INDEX,
    _MARK,
    _REGIONS,
    CITIES_H4,
    STREETS_H4,
)
from round_kit import PLATE_TIGHT, digits, plate

# Organisation values (they stay) -----------------------------------------------------------------


def _sum(rng: random.Random) -> str:
    value = rng.randint(12, 990) * 100 + rng.choice((0, 0, 50))
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00", f"{value} р",
                       f"{grouped} руб. 00 коп.", f"{value}.00 RUB"))  # fmt: skip


def _office(t: object) -> str:
    """A company's office, branch or warehouse: public, it stays."""
    rng = t.rng  # type: ignore[attr-defined]
    city = rng.choice(CITIES_H4)[0]
    kind, name, _ = rng.choice(STREETS_H4)
    return rng.choice((
        f"г. {city}, {_MARK[kind]} {name}, д. {rng.randint(1, 120)}, оф. {rng.randint(1, 40)}",
        f"{_INDEX[city]}{digits(rng, 3)}, {_REGIONS[city]}, г. {city}, {_MARK[kind]} {name}, "
        f"{rng.randint(1, 120)}, стр. {rng.randint(1, 5)}",
        f"{city}, {name}, {rng.randint(1, 120)} (вход со двора)",
    ))  # fmt: skip


def _landline(rng: random.Random) -> str:
    """An office's landline with the city's code."""
    code = rng.choice(("3522", "4932", "4722", "86137", "3854", "47545"))
    local = digits(rng, 10 - len(code))
    parts = f"{local[:-4]}-{local[-4:-2]}-{local[-2:]}"
    return rng.choice((f"+7 ({code}) {parts}", f"8 ({code}) {parts}", f"({code}) {parts}"))


def _epgu(rng: random.Random) -> str:
    """A Госуслуги application number: ten digits."""
    while True:  # a ten-digit number in an org span must pass the INN check (the data test)
        number = str(rng.randint(1000000000, 9999999999))
        if v.inn_ok(number):
            return number


ORG_SLOTS_H4 = {
    "y_tk": lambda t: "ООО «ТК Зауралье-Транс»",
    "y_stroy": lambda t: "ООО «СК Монолит-Белгород»",
    "y_farm": lambda t: "ООО «Агрофирма Кетовская»",
    "y_tour": lambda t: "ООО «Пятый сезон»",
    "y_operator": lambda t: t.rng.choice(("ООО «Анекс Туризм»", "ООО «Библио-Глобус Оператор»")),
    "y_dent": lambda t: "ООО «Дентал Арт»",
    "y_rent": lambda t: "ООО «Прокат Авто 45»",
    "y_pawn": lambda t: "ООО «Ломбард Золотой запас»",
    "y_elevator": lambda t: "ООО «Бийский элеватор»",
    "y_kinder": lambda t: "МБДОУ «Детский сад № 17 «Ёлочка»",
    "y_mfc": lambda t: t.rng.choice(("ГАУ «МФЦ Курганской области»", "МФЦ «Мои документы»")),
    "y_police": lambda t: t.rng.choice(("ОП № 2 УМВД России по г. Кургану",
                                        "МО МВД России «Бийский»")),
    "y_gumvd": lambda t: "УВМ УМВД России по Курганской области",
    "y_insurer": lambda t: t.rng.choice(("САО «ВСК»", "АО «СОГАЗ»", "ПАО СК «Росгосстрах»")),
    "y_mp": lambda t: t.rng.choice(("Ozon", "Wildberries", "Яндекс Маркет")),
    "y_office": _office,
    "y_landline": lambda t: _landline(t.rng),
    "y_sum": lambda t: _sum(t.rng),
    "y_sum_b": lambda t: _sum(t.rng),
    "y_ttn": lambda t: f"{t.rng.choice(('ТТН № ', 'ТН-', 'ЭТрН '))}{digits(t.rng, 6)}",
    "y_kusp": lambda t: f"{t.rng.randint(1200, 24999)}",
    "y_policy": lambda t: f"{t.rng.choice(('ХХХ', 'ТТТ'))} {digits(t.rng, 10)}",
    "y_claim": lambda t: f"{t.rng.choice(('ПВУ', 'ОСАГО'))}-{digits(t.rng, 6)}/26",
    "y_ticket": lambda t: f"{t.rng.choice(('АА', 'АБ', 'ЗБ'))} № {digits(t.rng, 6)}",
    "y_epgu": lambda t: _epgu(t.rng),
    "y_inn_b": lambda t: v.org_inn(t.rng),
    "y_office_b": _office,
    "y_ttn_b": lambda t: f"ТТН № {digits(t.rng, 6)}",
    "y_mfc_case_b": lambda t: f"MFC-{digits(t.rng, 4)}/2026-{digits(t.rng, 5)}",
    "y_posting_b": lambda t: f"{digits(t.rng, 8)}-{digits(t.rng, 4)}-1",
    "y_sku_b": lambda t: f"SKU {digits(t.rng, 8)}",
    "y_fee": lambda t: t.rng.choice(("300 руб.", "1 500 ₽", "2 000 руб.", "350 р.", "500,00 руб.")),
    "y_mfc_case": lambda t: f"MFC-{digits(t.rng, 4)}/2026-{digits(t.rng, 5)}",
    "y_inheritance": lambda t: f"№ {t.rng.randint(12, 340)}/2026",
    "y_posting": lambda t: f"{digits(t.rng, 8)}-{digits(t.rng, 4)}-{t.rng.randint(1, 3)}",
    "y_sku": lambda t: f"{t.rng.choice(('ART', 'SKU', 'Арт.'))} {digits(t.rng, 8)}",
    "y_tour_no": lambda t: f"{t.rng.randint(1000000, 9999999)}",
    "y_mail_ins": lambda t: t.rng.choice(("ubytki", "pvu", "osago")) + "@vsk-claims.ru",
    "y_mail_epgu": lambda t: "no-reply@gosuslugi.ru",
    "y_ogrnip": lambda t: "3" + digits(t.rng, 14),
    "y_regno": lambda t: digits(t.rng, 9),
    "y_licence": lambda t: f"Л041-01{t.rng.randint(100, 199)}-31/00{digits(t.rng, 6)}",
    "y_kp": lambda t: f"{t.rng.randint(100, 999)}-{t.rng.randint(1, 99):03d}",
    "y_trip": lambda t: f"R-{digits(t.rng, 5)}",
    "y_trip_b": lambda t: f"R-{digits(t.rng, 5)}",
    "y_credit": lambda t: f"{t.rng.randint(100, 999)}{digits(t.rng, 7)}-ПК",
    "y_mail_tk": lambda t: t.rng.choice(("dispatch", "logist", "docs")) + "@zauralie-trans.ru",
    "y_mail_dent": lambda t: t.rng.choice(("info", "reg", "admin")) + "@dentalart31.ru",
    "y_mail_tour": lambda t: t.rng.choice(("info", "tour", "booking")) + "@5sezon-tour.ru",
    "y_mail_coll": lambda t: t.rng.choice(("collection", "dolg", "vzyskanie")) + "@ubk-collect.ru",
    "y_mail_notary": lambda t: t.rng.choice(("notarius45", "nk.ketovo")) + "@notariat45.ru",
    "y_mail_rent": lambda t: t.rng.choice(("rent", "info")) + "@prokat45.ru",
    "y_mail_kinder": lambda t: "mdou17@kurgan-obr.ru",
    "y_mail_pawn": lambda t: "zalog@zolotoy-zapas.ru",
    "y_mail_stroy": lambda t: t.rng.choice(("ot", "kadry", "pto")) + "@monolit31.ru",
}  # fmt: skip


# Unlabelled values: a vehicle's VIN and plate, cadastral numbers, ages, masked cards ------------

_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _plate(rng: random.Random) -> str:
    return plate(rng, ("45", "31", "37", "22", "68", "123"), PLATE_TIGHT)


PLAIN_SLOTS_H4 = {
    "y_vin": lambda rng: (
        rng.choice(("XTA", "Z94", "XW8", "X7L")) + "".join(rng.choice(_VIN) for _ in range(14))
    ),
    "y_plate": _plate,
    "y_cadastre": lambda rng: (
        f"{rng.choice(('45', '31', '22'))}:{rng.randint(1, 25):02d}:"
        f"{rng.randint(10000, 999999):07d}:{rng.randint(1, 999)}"
    ),
    "y_kid_age": lambda rng: f"{rng.randint(5, 13)} лет",
    "y_masked": lambda rng: (
        rng.choice(("*", "**** ", "•• ", "2202 20** **** ")) + str(rng.randint(1000, 9999))
    ),
    "y_weight": lambda rng: f"{rng.randint(3, 22)},{rng.randint(0, 9)} т",
    "y_tooth": lambda rng: str(rng.choice((11, 16, 21, 26, 36, 37, 46, 47))),
}
