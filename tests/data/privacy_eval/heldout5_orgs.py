"""Organisation values (labelled `org`, they must stay) and unlabelled values of the fifth
held-out round (heldout5.py): its companies, courts, the Social Fund, their offices, landlines,
role mailboxes, contract, case, policy and register numbers, amounts; and vehicles, ages and the
dates of documents and hearings, which are no one's date of birth. Slots start with `u_`."""

from __future__ import annotations

import random
from typing import Any

from heldout5 import CITIES_H5, INDEX_H5, ordinal
from people import MONTHS
from round_kit import PLATE_TIGHT, digits, fmt, mail, one, plate


def _sum(rng: random.Random) -> str:
    value = rng.randint(15, 1900) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00 руб.", f"{value} р.",
                       f"{grouped} рублей"))  # fmt: skip


_OFFICE_STREETS = (("ул.", "Володарского"), ("ул.", "Советская"), ("пр-т", "Гагарина"),
                   ("ул.", "Чкалова"), ("ул.", "Пушкинская"), ("пр-т", "Ленина"))  # fmt: skip


def _office(t: Any) -> str:
    """A company's or a state body's office: public (in the state register), it stays."""
    rng = t.rng
    city = rng.choice(CITIES_H5)[0]
    mark, street = rng.choice(_OFFICE_STREETS)
    house = rng.randint(1, 90)
    return rng.choice((
        f"{INDEX_H5[city]}{digits(rng, 3)}, Оренбургская обл., г. {city}, {mark} {street}, "
        f"д. {house}, офис {rng.randint(2, 40)}",
        f"г. {city}, {mark} {street}, {house}, пом. {rng.randint(1, 9)}",
        f"{city}, {mark} {street}, д. {house}, {rng.randint(2, 5)} этаж",
    ))  # fmt: skip


_CODES = ("3532", "3537", "35342", "3537", "35352", "35346")


def _landline(t: Any) -> str:
    """An office's landline with the town's code."""
    rng = t.rng
    code = rng.choice(_CODES)
    local = digits(rng, 10 - len(code))
    parts = f"{local[:-4]}-{local[-4:-2]}-{local[-2:]}"
    return rng.choice((f"+7 ({code}) {parts}", f"8 ({code}) {parts}", f"({code}) {parts}",
                       f"8 ({code}) {parts}, доб. {rng.randint(100, 399)}"))  # fmt: skip


def _loan(t: Any) -> str:
    """A loan contract's number; one shape is a passport's four and six digits."""
    rng = t.rng
    d = digits
    return rng.choice((f"{d(rng, 4)} {d(rng, 6)}", f"СЗ-{d(rng, 7)}", f"56/{d(rng, 6)}-2026",
                       f"{d(rng, 4)}-{d(rng, 6)}"))  # fmt: skip


def _dated(prefix: str, year: str) -> Any:
    """A number that reads like a date: "ТИ-12.03.26/7", "ДМС-12.03.2026/07"."""

    def build(t: Any) -> str:
        d, m, n = t.rng.randint(1, 28), t.rng.randint(1, 12), t.rng.randint(2, 40)
        return f"{prefix}{d:02d}.{m:02d}.{year}/{n:02d}"

    return build


def _register(t: Any) -> str:
    """A notary's register number: region/notary-н/region-year-volume-entry."""
    rng = t.rng
    return f"56/{rng.randint(10, 199)}-н/56-2026-{rng.randint(1, 9)}-{rng.randint(10, 999)}"


_COURTS = {
    "Ленинский районный суд г. Оренбурга": "460000, г. Оренбург, ул. Володарского, д. 9",
    "Октябрьский районный суд г. Орска": "462419, Оренбургская обл., г. Орск, пр-т Ленина, д. 52",
}


def _court_addr(t: Any) -> str:
    """The address of the court the text names (its slot comes first in the frame)."""
    court = t.org_cache.get("u_court") or t.rng.choice(tuple(_COURTS))
    return _COURTS[court]


def _policy(t: Any) -> str:
    return f"56ДМС-{digits(t.rng, 7)}"


ORG_SLOTS_H5: dict[str, Any] = {
    "u_office": _office,
    "u_office_b": _office,
    "u_landline": _landline,
    "u_landline_b": _landline,
    "u_sum": lambda t: _sum(t.rng),
    "u_sum_b": lambda t: _sum(t.rng),
    "u_fee": one("2 300 руб.", "1 800 ₽", "3 500 руб.", "500 р.", "200,00 руб."),
    "u_loan": _loan,
    "u_mfo_reg": fmt("{a}-0{b}-56-00{c}", a=(10, 23), b=(10, 99), c=(1000, 9999)),
    "u_kp": fmt("560-0{a}", a=(10, 45)),
    "u_order": lambda t: t.rng.choice(("TI-", "З-", "")) + digits(t.rng, 6),
    "u_tradein": _dated("ТИ-", "26"),
    "u_kg_contract": fmt("{a}/Д-2026", a=(1, 180)),
    "u_case": fmt("2-{a}/2026", a=(1000, 4999)),
    "u_uid": fmt("56RS00{a}-01-2026-00{b}-{c}", a=(10, 30), b=(1000, 9999), c=(10, 99)),
    "u_poa": fmt("{a}/{b}-Д", a=(10, 99), b=(10000, 99999)),
    "u_case_no": fmt("№ {a}/26", a=(100, 4999)),
    "u_cert": fmt("серия РС № {a}", a=(1000000, 9999999)),
    "u_call": fmt("{a}", a=(1200, 98000)),
    "u_booking": fmt("BK-2026-{a}", a=(10000, 99999)),
    "u_policy": _policy,
    "u_policy_b": _policy,
    "u_policy_c": _policy,
    "u_dms": _dated("ДМС-", "2026"),
    "u_sfr_no": fmt("56-26/{a}", a=(1000000, 9999999)),
    "u_register": _register,
    "u_register_b": _register,
    "u_voucher": fmt("№ {a}", a=(100000, 999999)),
    "u_hunt": one("ОРОО «Общество охотников и рыболовов»", "охотхозяйство «Сакмарское»"),
    "u_employer": one(
        "АО «ОренЭнергоМонтаж»", "ООО «Орскнефтеснаб»", "ООО «Бузулукский хлебозавод»"
    ),
    "u_other_company": one(
        "ООО «Степь-Логистик»", "ИП глава КФХ «Нежинское»", "ООО «Орский мясокомбинат»"
    ),
    "u_court": lambda t: t.rng.choice(tuple(_COURTS)),
    "u_court_addr": _court_addr,
    "u_sfr": one("ОСФР по Оренбургской области"),
    "u_maternity": one("ГАУЗ «Городской родильный дом № 2» г. Оренбурга"),
    "u_ambulance": one("ГБУЗ «ССМП» г. Оренбурга"),
    "u_tsj": one("ТСЖ «Салмышская, 34»"),
    "u_uk": one("ООО «УК ЖилСервис-Оренбург»"),
    "u_mail_mfo": mail("zaym", "info", "vzyskanie", domain="stepnoy-zaym.ru"),
    "u_mail_kg": mail("ladushki56", "info", "admin", domain="ladushki56.ru"),
    "u_mail_dealer": mail("tradein", "sales", "info", domain="uralmotors56.ru"),
    "u_mail_hr": mail("hr", "kadry", "personal", domain="orenenergomontazh.ru"),
    "u_mail_it": mail("it", "helpdesk", domain="orenenergomontazh.ru"),
    "u_mail_sfr": one("info@56.sfr.gov.ru"),
    "u_mail_court": one("leninsky.orb@sudrf.ru", "oktyabrsky.orb@sudrf.ru"),
    "u_mail_hotel": mail("reception", "booking", domain="ural-asia-hotel.ru"),
    "u_mail_tour": mail("visa", "tour", "info", domain="visit-tour56.ru"),
    "u_mail_dms": mail("dms", "medpult", domain="step-med.ru"),
    "u_mail_tsj": mail("tsj.salmysh34", "predsedatel.tsj34", domain="mail.ru"),
    "u_mail_delivery": mail("dispatch", "sklad", domain="bd56.ru"),
}


# Unlabelled values ------------------------------------------------------------------------------

_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _plate(rng: random.Random) -> str:
    return plate(rng, ("56", "156", "56"), PLATE_TIGHT)


def _date_words(rng: random.Random) -> str:
    """A document's date in words: not a date of birth."""
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    return f"{ordinal(d, 'gen')} {MONTHS[m - 1]} две тысячи двадцать шестого года"


def _vin(rng: random.Random) -> str:
    return rng.choice(("Z94", "XWE", "LVV", "XTA")) + "".join(rng.choice(_VIN) for _ in range(14))


PLAIN_SLOTS_H5: dict[str, Any] = {
    "u_vin": _vin,
    "u_plate": _plate,
    "u_date_words": _date_words,
    "u_flat": lambda rng: str(rng.randint(1, 140)),
    "u_hearing": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(4, 12):02d}.2026",
    "u_weight": lambda rng: str(rng.randint(2900, 4100)),
}
