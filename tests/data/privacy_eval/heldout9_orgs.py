"""Organisation values (labelled `org`, they must stay) and unlabelled values of the ninth
held-out round (heldout9.py): its companies and state bodies of the Voronezh region with their
requisites, offices, landlines, role mailboxes, contract, act, waybill, lot, booking and letter
numbers, a parcel's tracking number, an apiary's veterinary passport, amounts; and vehicle plates,
horses' names, brands, chips and dates of foaling, hives, tonnes and sugar content, personnel
numbers, workshops and aircraft, rooms and seats, which are no one's personal data. Slots start
with `vo_`."""

from __future__ import annotations

import random
from typing import Any

from heldout9_places import CITIES_H9, CODE_H9, INDEX_H9
from people import MONTHS
from round_kit import digits, fmt, inn_of, kpp_of, landline, mail, ogrn_of, one, ordinal_gen, plate


def _inn36(t: Any) -> str:
    return inn_of(t, "36", ("02", "14", "16", "19", "20", "27", "51", "61", "62", "63", "65"))


_kpp = kpp_of("vo_inn", _inn36)


def _ogrn36(t: Any) -> str:
    return ogrn_of(t, "36", 2)


def _ogrnip(t: Any) -> str:
    """A sole trader's (a farm head's) OGRNIP: 15 digits, the last the rest mod 13."""
    body = "3" + f"{t.rng.randint(4, 25):02d}" + "36" + digits(t.rng, 9)
    return body + str(int(body) % 13 % 10)


def _money(rng: random.Random, value: int) -> str:
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped},00 руб.", f"{grouped} ₽", f"{value} р.",
                       f"{grouped} рублей"))  # fmt: skip


def _fee(rng: random.Random) -> str:
    """A small sum: a fee, a transfer for materials, a call-out, a hotel night."""
    value = rng.randint(5, 90) * 100
    return rng.choice((f"{value} руб.", f"{value} р.", f"{value} ₽", f"{value}₽", f"{value} руб"))


_OFFICE_STREETS = {
    "Воронеж": (("ул.", "Циолковского"), ("ул.", "Кольцовская"), ("пр-т", "Революции"),
                ("ул.", "Фридриха Энгельса"), ("ул.", "Платонова")),
    "Нововоронеж": (("ул.", "Ленина"), ("ул.", "Коммунальная")),
    "Бобров": (("ул.", "Кирова"), ("ул.", "Гоголя")),
    "Лиски": (("пр-т", "Ленина"), ("ул.", "Коммунистическая")),
    "Борисоглебск": (("ул.", "Свободы"),), "Россошь": (("пл.", "Октябрьская"),),
    "Острогожск": (("ул.", "Ленина"),), "Павловск": (("пр-т", "Революции"),),
}  # fmt: skip


def _office(t: Any, city: str | None = None) -> str:
    """A company's or a state body's office: public (in the state register), it stays."""
    rng = t.rng
    city = city or rng.choice(CITIES_H9)[0]
    mark, street = rng.choice(_OFFICE_STREETS[city])
    where = f"{mark} {street}"
    house, head = rng.randint(2, 120), INDEX_H9[city]
    return rng.choice((
        f"{head}{digits(rng, 6 - len(head))}, Воронежская обл., г. {city}, {where}, д. {house}",
        f"г. {city}, {where}, {house}, каб. {rng.randint(101, 420)}",
        f"{city}, {where}, {house}, {rng.randint(1, 5)} этаж",
    ))  # fmt: skip


# An office's landline with the code of the office's town (Voronezh's if none).
_landline = landline("vo_office", CODE_H9, "473", (100, 480))


def _hotel_line(t: Any) -> str:
    """A hotel's reception in Елец (the Lipetsk region's code)."""
    local = digits(t.rng, 5)
    return t.rng.choice((f"8 (47467) {local[0]}-{local[1:3]}-{local[3:]}",
                         f"+7 (47467) {local[0]}-{local[1:3]}-{local[3:]}"))  # fmt: skip


def _rpo(t: Any) -> str:
    """A parcel's tracking number (ШПИ): the office's postcode, the month, a serial, a digit."""
    rng = t.rng
    return f"{rng.choice(('397740', '394036', '396070', '397700'))}{rng.randint(1, 12):02d}" + (
        digits(rng, 6)
    )


ORG_SLOTS_H9: dict[str, Any] = {
    "vo_inn": _inn36,
    "vo_inn_b": _inn36,  # another company's (a supplier's)
    "vo_kpp": _kpp,
    "vo_ogrn": _ogrn36,
    "vo_ogrnip": _ogrnip,
    "vo_office": _office,
    "vo_office_vrn": lambda t: _office(t, "Воронеж"),
    "vo_office_nvv": lambda t: _office(t, "Нововоронеж"),
    "vo_office_bobrov": lambda t: _office(t, "Бобров"),
    "vo_office_liski": lambda t: _office(t, "Лиски"),
    "vo_office_stud": one("397720, Воронежская обл., Бобровский р-н, с. Хреновое, ул. Заводская, "
                          "д. 1", "с. Хреновое, ул. Заводская, 1 (контора)"),
    "vo_landline": _landline,
    "vo_landline_nvv": landline("vo_office", {}, "47364", (100, 480)),
    "vo_landline_hotel": _hotel_line,
    "vo_hotline_post": one("8 800 100-00-00", "8-800-100-00-00"),
    "vo_sum": lambda t: _money(t.rng, t.rng.randint(45, 950) * 1000),
    "vo_sum_b": lambda t: _money(t.rng, t.rng.randint(12, 240) * 1000),
    "vo_sum_mid": lambda t: _money(t.rng, t.rng.randint(80, 900) * 100),
    "vo_fee": lambda t: _fee(t.rng),
    "vo_fee_b": lambda t: _fee(t.rng),
    "vo_pension": lambda t: _money(t.rng, t.rng.randint(1400, 3400) * 10),
    # The code of the passport office that issued a passport: the office's, public.
    "vo_unit_code": fmt("360-0{a}", a=(10, 99)),
    "vo_in_no": fmt("{a}/26-вх", a=(100, 2999)),
    "vo_order_aes": fmt("{a}-к", a=(100, 1999)),
    "vo_protocol": fmt("{a}", a=(2, 24)),
    "vo_beet_contract": fmt("КС-{a}/26", a=(10, 480)),
    "vo_act": fmt("{a}", a=(100, 4999)),
    "vo_horse_contract": fmt("{a}-КП/26", a=(3, 95)),
    "vo_lot": fmt("{a}", a=(1, 38)),
    "vo_rpo": _rpo,
    "vo_booking": fmt("БР-{a}", a=(1000, 9999)),
    "vo_app_no": fmt("{a}", a=(100, 999)),
    "vo_bee_passport": fmt("{a}-{b}", a=(36, 36), b=(1000, 4999)),
    "vo_pp": fmt("{a}", a=(100, 999)),
    "vo_aes": one("Нововоронежская АЭС — филиал АО «Концерн Росэнергоатом»"),
    "vo_adm_nvv": one("администрацию городского округа город Нововоронеж"),
    "vo_sbbzh": one("БУ ВО «Бобровская райСББЖ»", "БУ ВО «Новоусманская районная СББЖ»",
                    "БУ ВО «Лискинская райСББЖ»"),
    "vo_bee_union": one("ВРОО «Союз пчеловодов Черноземья»"),
    "vo_vet_lab": one("ОГБУ ВО «Воронежская областная ветеринарная лаборатория»"),
    "vo_ufps": one("УФПС Воронежской области АО «Почта России»"),
    "vo_ops": one("ОПС Хреновое 397740", "ОПС Бобров 397700", "ОПС Новая Усмань 396310"),
    "vo_hotel": one("гостиница «Елецкая»", "отель «Кружевной» (г. Елец)"),
    "vo_choir_org": one("МБУК «Дом культуры «Придонье»"),
    "vo_vaso_med": one("медсанчасть ВАСО, ул. Циолковского, 27, корп. 2",
                       "ЧУЗ «Клиническая больница «РЖД-Медицина» г. Воронеж»"),
    "vo_voenkomat": one("военный комиссариат Коминтерновского района г. Воронежа",
                        "военный комиссариат г. Нововоронежа"),
    "vo_mail_vaso": mail("hr", "kadry", "podbor", domain="vasoavia.ru"),
    "vo_mail_adm_nvv": mail("zhilotdel", "priemnaya", domain="novovoronezh-city.ru"),
    "vo_mail_aes": mail("zhilkom", "ok", domain="nvaes.ru"),
    "vo_mail_sbbzh": one("bobrovsbbzh@govvrn.ru", "usman-sbbzh@govvrn.ru"),
    "vo_mail_bee": mail("info", "pchelovod", domain="pchelovody36.ru"),
    "vo_mail_hotel": mail("booking", "reception", domain="hotel-eletskaya.ru"),
    "vo_mail_sugar": mail("syrye", "agro", domain="bityugsahar.ru"),
    "vo_mail_stud": mail("sale", "prodazha", domain="hrenovoe-kz.ru"),
}  # fmt: skip


# Unlabelled values ------------------------------------------------------------------------------


def _doc_date_words(rng: random.Random) -> str:
    """A document's date in words: not a date of birth."""
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return (
        f"«{d:02d}» {MONTHS[m - 1]} 2026 г."
        if rng.random() < 0.5
        else f"{ordinal_gen(d)} {MONTHS[m - 1]} 2026 года"
    )


_HORSES = ("Сапфир", "Тайна", "Ураган", "Гордячка", "Пилот", "Вьюга", "Бархат", "Лакомка",
           "Гранит", "Ласточка", "Балет", "Кипарис")  # fmt: skip


def _decimal(rng: random.Random, low: float, high: float, places: int = 1) -> str:
    return f"{rng.uniform(low, high):.{places}f}".replace(".", ",")


PLAIN_SLOTS_H9: dict[str, Any] = {
    "vo_plate": lambda rng: plate(rng, ("36", "136")),
    "vo_doc_date": _doc_date_words,
    "vo_visit": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026",
    "vo_city": lambda rng: rng.choice(
        (
            "Воронеж",
            "Борисоглебск",
            "Россошь",
            "Лиски",
            "Острогожск",
            "Семилуки",
            "Эртиль",
            "Липецк",
        )
    ),
    "vo_horse_name": lambda rng: rng.choice(_HORSES),
    # A horse's date of foaling, its brand, chip and UELN: the horse's, not a person's.
    "vo_foaled": lambda rng: (
        f"{rng.randint(1, 28):02d}.{rng.randint(3, 6):02d}.{rng.randint(2017, 2023)}"
    ),
    "vo_brand": lambda rng: f"{rng.randint(1, 99)}/{rng.randint(17, 23)}",
    "vo_chip": lambda rng: f"643093800{rng.randint(100000, 999999)}",
    "vo_ueln": lambda rng: f"6430090{rng.randint(10000, 99999)}{rng.randint(17, 23)}",
    "vo_hives": lambda rng: str(rng.randint(12, 90)),
    "vo_honey": lambda rng: f"{rng.randint(3, 60) * 10} кг",
    "vo_tonnes": lambda rng: str(rng.randint(3, 90) * 100),
    "vo_ha": lambda rng: str(rng.randint(8, 240)),
    "vo_sugar": lambda rng: _decimal(rng, 15.2, 18.4),
    "vo_dirt": lambda rng: _decimal(rng, 4.0, 12.0),
    "vo_gross": lambda rng: _decimal(rng, 32.0, 41.5, 2),
    "vo_tare": lambda rng: _decimal(rng, 13.5, 15.5, 2),
    "vo_tab": lambda rng: str(rng.randint(10000, 99999)),
    # A waybill's number: a new one a truck.
    "vo_ttn": lambda rng: str(rng.randint(10000, 99999)),
    # The day a passport was issued: not a date of birth.
    "vo_issued": lambda rng: (
        f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{rng.randint(2008, 2025)}"
    ),
    "vo_shop": lambda rng: rng.choice(("цех 24", "цех № 31", "цех 15", "ЦОС-4")),
    "vo_grade": lambda rng: str(rng.randint(3, 6)),
    "vo_aircraft": lambda rng: rng.choice(("Ил-96-400М", "Ил-112В", "Ан-148-100")),
    "vo_room": lambda rng: str(rng.randint(201, 418)),
    "vo_seat": lambda rng: str(rng.randint(1, 49)),
    "vo_queue": lambda rng: str(rng.randint(12, 160)),
    "vo_area": lambda rng: _decimal(rng, 11.0, 19.0),
    "vo_dose": lambda rng: _decimal(rng, 0.08, 0.16, 2),
}
