"""Organisation values and unlabelled numbers of the sixteenth dev round (round16.py): the round's
companies, Cossack societies and state bodies with their addresses, landlines, mailboxes and
requisites of the Rostov region (61…), amounts, and the numbers of contracts, leases, orders,
bookings, permits, appeals and archive certificates, some shaped like a date or a passport; and the
numbers of things (plates, cadastral plots, tonnes, hectares, stalls, boats, kilowatts) that are
nobody's personal data."""

from __future__ import annotations

from typing import Any

from round16_places import _MARK, _POST, _REGION, TOWN_STREETS16
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------

# The region's tax offices: 61 and the office (Ростов's districts, Таганрог, Шахты, Новочеркасск,
# Волгодонск, Азов, Батайск, Каменск-Шахтинский, Аксай, Зерноград).
_HEADS = ("6163", "6164", "6165", "6167", "6154", "6155", "6150", "6143", "6140", "6141",
          "6147", "6102", "6111")  # fmt: skip


def _inn(t: Any) -> str:
    """A company's INN registered in the Rostov region (61…), with its control digit."""
    t.org_cache["ro_inn#"] = company_inn(t, _HEADS)
    return t.org_cache["ro_inn#"]  # type: ignore[no-any-return]


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "61")


_TOWN_CODES = {"Ростов-на-Дону": "863", "Таганрог": "8634", "Шахты": "8636",
               "Новочеркасск": "8635", "Волгодонск": "8639", "Азов": "86342", "Батайск": "86354",
               "Каменск-Шахтинский": "86365"}  # fmt: skip


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "ro_town#" not in t.org_cache:
        towns = ("Ростов-на-Дону", "Ростов-на-Дону", "Таганрог", "Новочеркасск", "Шахты")
        t.org_cache["ro_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["ro_town#"]  # type: ignore[no-any-return]


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(2 * 10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice(
        (f", доб. {rng.randint(100, 499)}", "", "", f" (внутр. {rng.randint(10, 99)})")
    )
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"8 {code} {local}{ext}", f"8{code}{body}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    kind, name, _ = rng.choice(TOWN_STREETS16[town])
    h = rng.randint(1, 160)
    room = rng.choice(("офис 14", "каб. 107", "2 этаж", "пом. 3", "оф. 512", "лит. А"))
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    street = f"{_MARK[kind]} {name}"
    return rng.choice((f"г. {town}, {street}, д. {h}, {room}",
                       f"{post}, {_REGION}, г. {town}, {street}, {h}",
                       f"{post}, г. {town}, {street}, {h}, {room}"))  # fmt: skip


DOMAINS16 = {
    "СКО «Станица Старочеркасская» ОКО «Черкасский округ»": "kazaki-starocherkassk.ru",
    "АО «Зерноградский элеватор»": "zernelevator.ru",
    "ООО «УК Новый базар»": "novbazar-rnd.ru",
    "ООО «Солнечный Дон»": "solardon61.ru",
    "АО «Ростовводоканал»": "vodokanalrnd.ru",
    "ИП Фотостудия «Белый лист»": "beliylist-photo.ru",
    "АНО ДО «Футбольная академия Тихий Дон»": "tihiydon-fa.ru",
    "ОСФР по Ростовской области": "61.sfr.gov.ru",
    "ООО «Винодельня Раздоры»": "razdory-wine.ru",
    "ООО «Азовская стивидорная компания»": "azov-stevedor.ru",
    "ООО «Рыболовная база Донские плавни»": "donplavni.ru",
    "МКУ «Муниципальный архив г. Шахты»": "arhiv-shakhty.ru",
}  # fmt: skip

_mailbox = mailbox(DOMAINS16, "solardon61.ru", ("info", "office"))

_sum, _sum_b = amounts("ro_sum", 10000)


ORG_SLOTS16 = {
    "ro_inn_org": _inn,
    # a second company of a text (a farm company delivering to the elevator)
    "ro_inn_org_b": lambda t: company_inn(t, _HEADS),
    "ro_kpp": kpp_of("ro_inn#", _inn),
    "ro_ogrn": _ogrn,
    "ro_office_addr": _office,
    "ro_landline_org": _landline,
    "ro_mailbox_org": _mailbox,
    "ro_sum": _sum,
    "ro_sum_b": _sum_b,
    # Numbers of contracts, leases, orders, bookings, permits, appeals and certificates.
    "ro_grain_contract": lambda t: f"ДХ-{t.rng.randint(100, 999)}/26",
    "ro_lease_no": lambda t: f"ТМ-{num(t, 4)}/{t.rng.choice(('25', '26'))}",
    "ro_solar_no": lambda t: f"СЭС-26-{num(t, 4)}",
    "ro_service_no": lambda t: f"{t.rng.randint(10, 31):02d}.{t.rng.randint(1, 12):02d}-"
                               f"{t.rng.randint(100, 999)}",
    "ro_protocol_no": lambda t: f"{t.rng.randint(1, 24)}/{t.rng.choice(('25', '26'))}",
    "ro_water_ticket": lambda t: f"{num(t, 7)}",
    "ro_tasting_no": lambda t: f"RZD-{num(t, 5)}",
    "ro_med_ref": lambda t: f"{t.rng.randint(1, 999)}/ПМ",
    "ro_permit_no": lambda t: f"{t.rng.choice(('АЧ', 'РГ'))} {num(t, 6)}",
    "ro_permit_no_b": lambda t: f"{t.rng.choice(('АЧ', 'РГ'))} {num(t, 6)}",
    "ro_archive_no": lambda t: f"С-{t.rng.randint(100, 2999)}",
    "ro_order_no": lambda t: f"{t.rng.randint(10, 999)}-к",
    "ro_sfr_appeal": lambda t: f"{num(t, 3)}-{num(t, 2)}-{num(t, 6)}",
    "ro_academy_no": lambda t: f"ФА-{t.rng.randint(10, 499)}/{t.rng.choice(('25', '26'))}",
    "ro_photo_no": lambda t: f"{t.rng.randint(1, 99):02d}/{t.rng.randint(1, 12):02d}-26",
    # Bodies, companies and places.
    "ro_issuer": one("ГУ МВД России по Ростовской области",
                     "ОУФМС России по Ростовской обл. в г. Таганроге",
                     "Отделом УФМС России по Ростовской обл. в Кировском р-не г. Ростова-на-Дону",
                     "МО УФМС России по Ростовской области в г. Шахты",
                     "ОВМ ОМВД России по Аксайскому району"),
    "ro_kp": lambda t: f"610-0{t.rng.randint(1, 99):02d}",
    "ro_archive": one("МКУ «Муниципальный архив г. Шахты»"),
    "ro_mine": one("шахта «Несветаевская» ОАО «Ростовуголь»",
                   "шахтоуправление «Западное» ОАО «Ростовуголь»",
                   "шахта «Интернациональная» ОАО «Ростовуголь»"),
    "ro_sfr": one("ОСФР по Ростовской области"),
    "ro_tns": one("ПАО «ТНС энерго Ростов-на-Дону»"),
}  # fmt: skip


def _cadastre(rng: Any) -> str:
    """A plot's cadastral number (the region 61, a district, a quarter, a plot): an object's."""
    return f"61:{rng.randint(1, 58):02d}:{rng.randint(0, 600000):07d}:{rng.randint(1, 999)}"


PLAIN_SLOTS16 = {
    # Numbers and names that are a thing's, not a person's: left unlabelled.
    "ro_plate": lambda rng: plate(rng, ("61", "161", "761")),
    "ro_cadastre": _cadastre,
    "ro_ha": lambda rng: f"{rng.randint(12, 480)},{rng.randint(0, 9)}",
    "ro_tonnes": lambda rng: str(rng.randint(120, 2400)),
    "ro_kg": lambda rng: str(rng.randint(18000, 27500)),
    "ro_row": lambda rng: str(rng.randint(1, 14)),
    "ro_place": lambda rng: str(rng.randint(1, 86)),
    "ro_area": lambda rng: f"{rng.randint(4, 18)},{rng.choice('05')}",
    "ro_kw": lambda rng: str(rng.choice((5, 8, 10, 12, 15, 20))),
    "ro_kwh": lambda rng: str(rng.randint(280, 1400)),
    "ro_boat": lambda rng: f"Р{rng.randint(10, 99)}-{rng.randint(10, 99)}Р{rng.choice('ДНЕ')}",
    "ro_card_mask": lambda rng: f"{rng.choice(('2200', '2202', '4276'))} **** **** "
                                f"{rng.randint(1000, 9999)}",
    "ro_year_pass": lambda rng: str(rng.randint(2016, 2024)),
    "ro_isoday": lambda rng: f"2026-{rng.choice(('02', '03', '04', '05'))}-"
                             f"{rng.randint(1, 28):02d}",
    "ro_day": lambda rng: f"{rng.randint(1, 28):02d}.{rng.choice(('03', '04', '05', '06'))}.2026",
    "ro_age": lambda rng: str(rng.randint(78, 93)),
    # a day of the miner's work in an archive's certificate (the nineties)
    "ro_old_date": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}."
                               f"{rng.randint(1984, 1989)}",
    "ro_old_date_b": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}."
                                 f"{rng.randint(1990, 1998)}",
    "ro_unit": lambda rng: f"{rng.randint(10000, 99999)}",
}  # fmt: skip
