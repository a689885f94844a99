"""Organisation values and unlabelled numbers of the thirteenth dev round (round13.py): the
round's companies, state bodies and their addresses, landlines, mailboxes, requisites, amounts,
and the numbers of applications, passes, lots, orders, bookings and cases, some of which look
like a passport or a date; and the numbers of things (cars' frames, plates, boats, containers,
garage boxes, seats) that are nobody's personal data."""

from __future__ import annotations

from typing import Any

from round13 import _MARK, _POST, _REGION, TOWN_STREETS13
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------


def _inn(t: Any) -> str:
    """A company's INN registered in the Primorsky krai (25…), with its control digit."""
    heads = ("2536", "2537", "2538", "2540", "2508", "2511", "2502", "2503")
    t.org_cache["q_inn#"] = company_inn(t, heads)
    return t.org_cache["q_inn#"]  # type: ignore[no-any-return]


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "25")


_TOWN_CODES = {"Владивосток": "423", "Находка": "4236", "Уссурийск": "4234", "Артём": "42337",
               "Арсеньев": "42361", "Партизанск": "42363", "Большой Камень": "42335"}  # fmt: skip


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "q_town#" not in t.org_cache:
        towns = ("Владивосток", "Владивосток", "Находка", "Уссурийск", "Артём")
        t.org_cache["q_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["q_town#"]


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 499)}", "", ""))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"({code}) {local}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    kind, name, _ = rng.choice(TOWN_STREETS13[town])
    h, room = rng.randint(1, 90), rng.choice(("офис 7", "каб. 21", "1 этаж", "пом. 3", "оф. 412"))
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    return rng.choice((f"г. {town}, {_MARK[kind]} {name}, д. {h}, {room}",
                       f"{post}, {_REGION}, г. {town}, {_MARK[kind]} {name}, {h}"))  # fmt: skip


DOMAINS13 = {
    "ООО «Джапан Авто Лот»": "japanautolot.ru", "ООО «Дайв-центр Витязь»": "dive-vityaz.ru",
    "ООО «Рыбокомбинат Врангель»": "rk-vrangel.ru", "ООО «Автовоз ДВ»": "avtovoz-dv.ru",
    "ООО «Крюинг Пасифик»": "crewing-pacific.ru",
    "ООО «Морские пассажирские линии Приморья»": "mpl-prim.ru",
    "АНО «Приют Хвостики»": "hvostiki25.ru", "ООО «Яхт-клуб Семь футов»": "7fut-yacht.ru",
    "ООО «Морская рыбалка Кальмар»": "kalmar-fishing.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS13, "japanautolot.ru", ("info", "office"))


_sum, _sum_b = amounts("q_sum", 5000)


def _yen(t: Any) -> str:
    value = t.rng.randint(40, 260) * 10000
    return t.rng.choice((f"¥{value:,}".replace(",", " "), f"{value // 1000} тыс. йен",
                         f"{value} JPY"))  # fmt: skip


def _cad(t: Any) -> str:
    """A cadastral number of the Primorsky krai (25:…)."""
    rng = t.rng
    return f"25:{rng.randint(1, 34):02d}:{rng.randint(10000, 99999):06d}:{rng.randint(1, 4999)}"


ORG_SLOTS13 = {
    "q_inn_org": _inn,
    "q_kpp": kpp_of("q_inn#", _inn),
    "q_ogrn": _ogrn,
    "q_office_addr": _office,
    "q_landline_org": _landline,
    "q_mailbox_org": _mailbox,
    "q_sum": _sum,
    "q_sum_b": _sum_b,
    "q_yen": _yen,
    "q_cad_no": _cad,
    # Numbers of applications, passes, lots, orders, bookings and cases.
    "q_hectare_no": lambda t: f"ДВГ-2026-{num(t, 7)}",
    "q_pass_no": lambda t: f"{t.rng.randint(1, 9)}{num(t, 3)}/{t.rng.randint(1, 28):02d}.0"
                           f"{t.rng.randint(6, 8)}",
    "q_lot": lambda t: f"{num(t, 5)}",
    "q_ship_no": lambda t: f"АВ-{num(t, 6)}",
    "q_ship_no_b": lambda t: f"АВ-{num(t, 6)}",
    "q_dive_no": lambda t: f"{t.rng.randint(100, 999)}/26",
    "q_season_no": lambda t: f"СЗ-{t.rng.randint(10, 480)}/2026",
    "q_appeal": lambda t: f"{t.rng.choice(('Д', 'ОГ'))}-{t.rng.randint(100, 2999)}/26",
    "q_route": lambda t: f"{t.rng.randint(1, 9)}{num(t, 2)}-ТГ",
    "q_berth": lambda t: f"Б-{t.rng.randint(1, 60)}",
    "q_crew_ship": one("M/V «ZOLOTOY ROG», IMO 9204518", "M/V «MYS ASKOLD», IMO 9311725",
                         "M/T «PRIMORYE», IMO 9187265"),
    "q_voyage": lambda t: f"{t.rng.randint(1, 60):02d}{t.rng.choice(('E', 'W', 'N'))}",
    "q_booking": lambda t: f"{t.rng.choice('ABKMPT')}{t.rng.choice('ABKMPT')}{num(t, 5)}",
    "q_booking_b": lambda t: f"{t.rng.choice('ABKMPT')}{t.rng.choice('ABKMPT')}{num(t, 5)}",
    "q_czn_file": lambda t: f"{t.rng.randint(1, 9)}{num(t, 4)}/2026",
    "q_incident": lambda t: f"{num(t, 4)}",
    "q_pet_contract": lambda t: f"П-{t.rng.randint(10, 999)}",
    "q_ticket_no": lambda t: f"{num(t, 6)}",
    "q_order": lambda t: f"{t.rng.randint(10, 480)}-к от {t.rng.randint(1, 28):02d}.0"
                         f"{t.rng.randint(5, 7)}.2026",
    # Bodies and places.
    "q_border_body": one("Пограничное управление ФСБ России по Приморскому краю",
                           "отдел (пограничная комендатура) в пгт Посьет"),
    "q_issuer": one("УМВД России по Приморскому краю", "ОУФМС России по Приморскому краю в "
                      "Первореченском р-не г. Владивостока", "ГУ МВД России по Приморскому краю",
                      "отделом УФМС России по Приморскому краю в г. Находке"),
    "q_kp": lambda t: f"250-0{t.rng.randint(1, 40):02d}",
    "q_mchs": one("ГУ МЧС России по Приморскому краю"),
    "q_gims": one("Центр ГИМС ГУ МЧС России по Приморскому краю"),
    "q_edds": one("МКУ «ЕДДС Уссурийского городского округа»",
                    "МКУ «ЕДДС Артёмовского городского округа»"),
    "q_pvr": one("ПВР № 3 (МБОУ СОШ № 24)", "ПВР № 1 (Дом культуры «Юность»)",
                   "ПВР № 5 (спортзал МБОУ СОШ № 11)"),
    "q_gsk": one("ГСК № 112 «Мотор»", "ГСК «Автомобилист-27»", "ГК «Восход-3»"),
    "q_czn": one("КГКУ «Приморский центр занятости населения», отделение в г. Находке"),
    "q_duma": one("Законодательного Собрания Приморского края"),
    "q_port": one("VLADIVOSTOK", "NAKHODKA", "VOSTOCHNY"),
    "q_auction": one("USS Tokyo", "TAA Kinki", "JU Aichi", "HAA Kobe", "CAA Gifu", "Arai Oyama"),
    "q_hectare_body": one("администрация Хасанского муниципального округа",
                            "администрация Шкотовского муниципального округа",
                            "администрация Партизанского муниципального округа"),
}  # fmt: skip


def _frame(rng: Any) -> str:
    model = rng.choice(("ZVW51", "GK3", "NZE161", "ZRR80", "E12", "GP5", "NHP10"))
    return f"{model}-{rng.randint(1000000, 9999999)}"


PLAIN_SLOTS13 = {
    # Numbers that are a thing's, not a person's: left unlabelled.
    "q_regplate": lambda rng: plate(rng, ("25", "125", "25RUS")),
    "q_frame": _frame,
    "q_model": lambda rng: rng.choice(("Toyota Prius 2019", "Honda Fit 2020", "Toyota Corolla "
                                       "Fielder 2018", "Toyota Voxy 2017", "Nissan Note e-Power "
                                       "2019", "Honda Freed 2018", "Toyota Aqua 2020")),
    "q_grade": lambda rng: rng.choice(("4", "4.5", "3.5", "R", "5")),
    "q_container": lambda rng: (f"{rng.choice(('TKRU', 'FESU', 'SKLU'))}"
                                f"{rng.randint(1000000, 9999999)}"),
    "q_boat_reg": lambda rng: f"Р{rng.randint(10, 99)}-{rng.randint(10, 99)}ПР",
    "q_box_no": lambda rng: str(rng.randint(1, 240)),
    "q_seat": lambda rng: f"{rng.randint(1, 40)}{rng.choice('АБВГ')}",
    "q_age_n": lambda rng: str(rng.randint(19, 67)),
    "q_clock": lambda rng: f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
    "q_depth": lambda rng: str(rng.randint(8, 30)),
    "q_kg": lambda rng: str(rng.randint(2, 40)),
    "q_ha": lambda rng: rng.choice(("0,85", "1,0", "0,6", "0,95")),
    "q_chip": lambda rng: f"643 09{rng.randint(10**9, 10**10 - 1)}",
    "q_water": lambda rng: str(rng.choice((20, 35, 40, 60, 80, 110))),
}  # fmt: skip
