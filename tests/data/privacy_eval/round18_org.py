"""Organisation values and unlabelled numbers of the eighteenth dev round (round18.py): the round's
companies, clinics, clubs and state bodies of the Nizhny Novgorod region (52…) with their
addresses, landlines, mailboxes and requisites, amounts, and the numbers of warranty claims,
contracts, orders, applications, passes, bookings, acts and waybills; and the numbers of things
(VINs, plates, mileage, cabins, routes, buses, flats, blood pressure) that are nobody's personal
data."""

from __future__ import annotations

from typing import Any

from round18_places import _MARK, _POST, REGION18, TOWN_STREETS18, VILLAGE_STREETS18, VILLAGES18
from round_kit import (
    amounts,
    company_inn,
    company_ogrn,
    kpp_of,
    mailbox,
    num,
    plate,
)

# Organisation values ---------------------------------------------------------------------------

# The tax offices a company's INN begins with: the Nizhny Novgorod region's.
_HEADS = ("5256", "5257", "5258", "5259", "5260", "5261", "5262", "5263", "5249", "5243", "5254",
          "5246", "5250", "5247", "5252", "5248")  # fmt: skip

# Landline codes of the towns whose offices write.
_TOWN_CODES = {"Нижний Новгород": "831", "Дзержинск": "8313", "Арзамас": "83147",
               "Саров": "83130", "Бор": "83159", "Кстово": "83145", "Выкса": "83177",
               "Павлово": "83171", "Городец": "83161", "Семёнов": "83162"}  # fmt: skip


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "nn_town#" not in t.org_cache:
        towns = ("Нижний Новгород", "Нижний Новгород", "Нижний Новгород", "Дзержинск", "Бор")
        t.org_cache["nn_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["nn_town#"]  # type: ignore[no-any-return]


def _inn(t: Any) -> str:
    """A company's INN registered in the region (52…), with its control digit."""
    t.org_cache["nn_inn#"] = company_inn(t, _HEADS)
    return t.org_cache["nn_inn#"]  # type: ignore[no-any-return]


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(2 * 10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 499)}", "", "", f" (вн. {rng.randint(10, 99)})"))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"8 {code} {local}{ext}", f"8{code}{body}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's, a clinic's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    room = rng.choice(("офис 14", "каб. 107", "2 этаж", "пом. 3", "оф. 512", "стр. 2", "пом. П1"))
    reg = REGION18[1]
    if town not in TOWN_STREETS18:  # a village's office
        kind, village, district = next(x for xs in VILLAGES18.values() for x in xs if x[1] == town)
        street = rng.choice(VILLAGE_STREETS18)
        h = rng.randint(1, 60)
        return rng.choice((f"{reg}, {district}, {kind} {village}, {street}, д. {h}",
                           f"{kind} {village}, {street}, {h}"))  # fmt: skip
    kind, name, _ = rng.choice([st for st in TOWN_STREETS18[town] if not st[1][0].isdigit()])
    h = rng.randint(1, 160)
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    street = f"{_MARK[kind]} {name}"
    return rng.choice((f"г. {town}, {street}, д. {h}, {room}",
                       f"{post}, {reg}, г. {town}, {street}, {h}",
                       f"{post}, г. {town}, {street}, {h}, {room}"))  # fmt: skip


DOMAINS18 = {
    "ООО «Автоцентр Канавино»": "avtocentr-kanavino.ru",
    "ООО «Центр ЭКО «Волжская семья»»": "eko-volga.ru",
    "Бюро пропусков ЗАТО г. Саров": "sarov-propusk.ru",
    "ООО «Фитнес-клуб «Стрелка»»": "strelka-fit.ru",
    "АО «Борская судоходная компания»": "bor-parom.ru",
    "ООО «Мастерская «Хохломской узор»»": "hohloma-uzor.ru",
    "ООО «Ветеринарная служба «Айболит-НН»»": "aibolit-nn.ru",
    "ООО «Фотоальбом-НН»": "fotoalbom-nn.ru",
    "ООО «Волжская круизная компания»": "volga-cruise.ru",
    "Совет ветеранов АО «Борский стекольный завод»": "borglass.ru",
    "МП «Нижегородская канатная дорога»": "kanatka-nn.ru",
    "АО «Нижегородский пассажирский автомобильный транспорт»": "npat-nn.ru",
    "ЖСК № 118": "zhsk118-nn.ru",
}  # fmt: skip

_mailbox = mailbox(DOMAINS18, "strelka-fit.ru", ("info", "office"))

_sum, _sum_b = amounts("nn_sum", 10000)


ORG_SLOTS18 = {
    "nn_inn_org": _inn,
    "nn_inn_org_b": lambda t: company_inn(t, _HEADS),
    "nn_kpp": kpp_of("nn_inn#", _inn),
    "nn_ogrn": lambda t: company_ogrn(t, "52"),
    "nn_office_addr": _office,
    "nn_landline_org": _landline,
    "nn_mailbox_org": _mailbox,
    "nn_sum": _sum,
    "nn_sum_b": _sum_b,
    # Numbers of claims, contracts, orders, applications, passes, bookings, acts and waybills.
    "nn_claim_no": lambda t: f"ГР-{t.rng.randint(100, 999)}/{t.rng.randint(1, 12):02d}-26",
    "nn_sale_contract": lambda t: f"КП-{num(t, 5)}",
    "nn_ivf_contract": lambda t: f"ЭКО-{t.rng.randint(100, 999)}/26",
    "nn_ivf_card": lambda t: f"{t.rng.randint(1000, 9999)}-Р",
    "nn_pass_app": lambda t: f"{t.rng.randint(1000, 9999)}/З",
    "nn_pass_letter": lambda t: f"{t.rng.randint(10, 99)}-{t.rng.randint(100, 999)}/2026",
    "nn_club_card": lambda t: f"{num(t, 6)}",
    "nn_order_no": lambda t: f"ХУ-{t.rng.randint(100, 999)}",
    "nn_album_order": lambda t: f"ВА-{t.rng.randint(10, 99)}{t.rng.randint(100, 999)}",
    "nn_tour_no": lambda t: f"VK-{num(t, 6)}",
    "nn_find_act": lambda t: f"{t.rng.randint(1, 240)}/н",
    "nn_waybill": lambda t: f"{num(t, 6)}",
    "nn_vet_call": lambda t: f"{t.rng.randint(100, 999)}",
    "nn_council_no": lambda t: f"{t.rng.randint(12, 98)}",
    # club cards of the other rows of an export
    "nn_club_card_b": lambda t: f"{num(t, 6)}",
    "nn_club_card_c": lambda t: f"{num(t, 6)}",
    "nn_club_card_d": lambda t: f"{num(t, 6)}",
}  # fmt: skip


# A pet as a vet notes it: a name that may be a person's, its breed and weight (a pet's, nobody's).
_PETS = (("кот Маркиз", "британский", (4, 7)), ("кошка Муся", "метис", (3, 5)),
         ("пёс Барон", "лабрадор", (28, 40)), ("собака Герда", "немецкая овчарка", (26, 36)),
         ("кот Персик", "метис", (4, 6)), ("пёс Граф", "такса", (7, 11)))  # fmt: skip


def _pet(rng: Any) -> str:
    name, breed, (low, high) = rng.choice(_PETS)
    return f"{name}, {breed}, {rng.randint(low, high)},{rng.randint(0, 9)} кг"


PLAIN_SLOTS18 = {
    # Numbers and names that are a thing's, not a person's: left unlabelled.
    "nn_plate": lambda rng: plate(rng, ("52", "152", "252")),
    # a van's model and a ship named after people (Минин, Невский, Горький): things, they stay
    "nn_gaz": lambda rng: rng.choice(("ГАЗель NEXT", "ГАЗель Бизнес", "Соболь NN", "ГАЗон NEXT")),
    "nn_ship": lambda rng: rng.choice(("«Козьма Минин»", "«Александр Невский»",
                                       "«Максим Горький»")),
    "nn_mileage": lambda rng: f"{rng.randint(12, 140)} {rng.randint(100, 999)}",
    "nn_vin": lambda rng: "X96" + rng.choice(("A21R32", "A23R32", "C45R92")) + "".join(
        rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)
    ) + f"{rng.randint(1000000, 9999999)}",
    "nn_cabin": lambda rng: str(rng.randint(101, 348)),
    "nn_cabin_b": lambda rng: str(rng.randint(101, 348)),
    "nn_deck": lambda rng: rng.choice(("главная", "средняя", "шлюпочная")),
    "nn_car_no": lambda rng: str(rng.randint(1, 28)),
    "nn_route": lambda rng: rng.choice(("А-40", "т-57", "А-1", "А-68", "т-34", "А-85")),
    "nn_bus_no": lambda rng: f"{rng.randint(10, 99)}{rng.randint(100, 999)}",
    "nn_flat": lambda rng: str(rng.randint(1, 180)),
    "nn_flat_b": lambda rng: str(rng.randint(1, 180)),
    "nn_weeks": lambda rng: str(rng.randint(2, 8)),
    "nn_days": lambda rng: rng.choice(("14", "21", "30", "45", "60")),
    "nn_class": lambda rng: rng.choice(("11 «А»", "11 «Б»", "9 «В»", "4 «А»")),
    "nn_pages": lambda rng: rng.choice(("20", "24", "28", "32")),
    "nn_embryo": lambda rng: rng.choice(("2", "3", "1")),
    "nn_cycle": lambda rng: str(rng.randint(25, 33)),
    # a place of birth: a town alone, as a form asks it (it stays)
    "nn_birthplace": lambda rng: rng.choice(("г. Горький", "г. Чебоксары", "г. Саранск",
                                             "с. Большое Болдино", "г. Сергач",
                                             "рп Ардатов", "г. Лукоянов")),
    "nn_pet": _pet,
    "nn_temp": lambda rng: f"{rng.randint(37, 40)},{rng.randint(0, 9)}",
    "nn_item": lambda rng: rng.choice(("чёрный рюкзак Xiaomi", "детская варежка (красная)",
                                       "телефон Samsung A52 в чехле", "связка ключей (3 шт.)",
                                       "кошелёк коричневый", "зонт-трость синий")),
    "nn_time": lambda rng: f"{rng.randint(6, 22):02d}:{rng.choice(('00', '15', '30', '45'))}",
    "nn_day": lambda rng: f"{rng.randint(1, 28):02d}.{rng.choice(('01', '02', '03'))}.2026",
    "nn_day_b": lambda rng: f"{rng.randint(1, 28):02d}.{rng.choice(('03', '04', '05'))}.2026",
    # a summer day (the boats sail)
    "nn_sday": lambda rng: f"{rng.randint(1, 30):02d}.{rng.choice(('06', '07', '08'))}.2026",
    "nn_isoday": lambda rng: f"2026-{rng.choice(('01', '02', '03', '04'))}-"
                             f"{rng.randint(1, 28):02d}",
    "nn_buy_day": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}."
                              f"{rng.choice(('2024', '2025'))}",
    "nn_since": lambda rng: str(rng.randint(1968, 1992)),
}  # fmt: skip
