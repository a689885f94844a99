"""Organisation values and unlabelled numbers of the seventeenth dev round (round17.py): the round's
companies, a datsan, clubs and state bodies of the Irkutsk region (38…) and of Buryatia (03…) with
their addresses, landlines, mailboxes and requisites, amounts, and the numbers of applications,
permits, orders, bookings, pass requests, work permits and voyages, some shaped like a date or a
phone; and the numbers of things (plates, ice in centimetres, tonnes, hectares, forest quarters,
samples, coordinates, tents) that are nobody's personal data."""

from __future__ import annotations

from typing import Any

from round17_places import _MARK, _POST, BURYATIA17, TOWN_STREETS17, VILLAGE_STREETS17, VILLAGES17
from round_kit import amounts, company_inn, company_ogrn, digits, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------

# The tax offices a company's INN begins with: the Irkutsk region's and Buryatia's.
_HEADS_IR = ("3808", "3811", "3812", "3827", "3801", "3804", "3805", "3819", "3821", "3850")
_HEADS_BU = ("0323", "0326", "0327", "0318", "0317", "0316", "0309")

# Landline codes of the towns and villages whose offices write.
_TOWN_CODES = {"Иркутск": "3952", "Ангарск": "3955", "Братск": "3953", "Усолье-Сибирское": "39543",
               "Шелехов": "39550", "Улан-Удэ": "3012", "Гусиноозёрск": "30145",
               "Северобайкальск": "30130", "Листвянка": "3952", "Еланцы": "39558",
               "Большое Голоустное": "3952", "Нижнеангарск": "30130"}  # fmt: skip

_BURYAT_PLACES = {*BURYATIA17, *(v[1] for c in BURYATIA17 for v in VILLAGES17[c])}


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "ir_town#" not in t.org_cache:
        towns = ("Иркутск", "Иркутск", "Улан-Удэ", "Ангарск", "Братск")
        t.org_cache["ir_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["ir_town#"]  # type: ignore[no-any-return]


def _buryat(t: Any) -> bool:
    return _town(t) in _BURYAT_PLACES


def _inn(t: Any) -> str:
    """A company's INN registered where its office is (38… or 03…), with its control digit."""
    t.org_cache["ir_inn#"] = company_inn(t, _HEADS_BU if _buryat(t) else _HEADS_IR)
    return t.org_cache["ir_inn#"]  # type: ignore[no-any-return]


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "03" if _buryat(t) else "38")


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(2 * 10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 499)}", "", "", f" (вн. {rng.randint(10, 99)})"))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"8 {code} {local}{ext}", f"8{code}{body}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's, a datsan's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    room = rng.choice(("офис 14", "каб. 107", "2 этаж", "пом. 3", "оф. 512", "стр. 2"))
    reg = "Республика Бурятия" if _buryat(t) else "Иркутская область"
    if town not in TOWN_STREETS17:  # a village's office
        kind, village, district = next(x for xs in VILLAGES17.values() for x in xs if x[1] == town)
        street = rng.choice(VILLAGE_STREETS17)
        h = rng.randint(1, 60)
        return rng.choice((f"{reg}, {district}, {kind} {village}, {street}, д. {h}",
                           f"{kind} {village}, {street}, {h}"))  # fmt: skip
    kind, name, _ = rng.choice([st for st in TOWN_STREETS17[town] if not st[1][0].isdigit()
                                or st[0] not in ("мкр", "кв-л")])  # fmt: skip
    h = rng.randint(1, 160)
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    street = f"{_MARK[kind]} {name}"
    return rng.choice((f"г. {town}, {street}, д. {h}, {room}",
                       f"{post}, {reg}, г. {town}, {street}, {h}",
                       f"{post}, г. {town}, {street}, {h}, {room}"))  # fmt: skip


DOMAINS17 = {
    "ОГКУ «Дирекция ледовых переправ Иркутской области»": "ledpereprava38.ru",
    "АО «Братский алюминиевый комбинат»": "bralcomb.ru",
    "МРО буддистов «Дацан Дэчен Даржалинг»": "dechen-datsan.ru",
    "ООО «Глэмпинг Байкальская бухта»": "baikal-bukhta.ru",
    "ООО «Ольхонская паромная переправа»": "olkhon-parom.ru",
    "АНО «Клуб бурятской борьбы «Баатар»»": "baatar-bukhe.ru",
    "ОГКУ «Центр помощи детям г. Усолье-Сибирское»": "cpd-usolie.ru",
    "ООО «Питомник ездовых собак «Байкальский хаски»»": "baikal-husky.ru",
    "Филиал «Братская ГЭС» ПАО «Ангарская гидрогенерация»": "bratsk-ges.ru",
    "Ангаро-Байкальское территориальное управление Росрыболовства": "ab-tu.fish.gov.ru",
    "ООО «Байкалгеопоиск»": "baikalgeopoisk.ru",
    "ОГАУ «Иркутская база авиационной охраны лесов»": "irk-avialesookhrana.ru",
    "ООО «Баргузинская коптильня»": "barguzin-koptilnya.ru",
    "ООО «Байкальская флотилия»": "baikal-flotilla.ru",
}  # fmt: skip

_mailbox = mailbox(DOMAINS17, "baikal-bukhta.ru", ("info", "office"))

_sum, _sum_b = amounts("ir_sum", 10000)


def _sat_phone(t: Any) -> str:
    """An expedition's satellite phone (Iridium, +8816…): the company's, not a person's."""
    return f"+8816 {digits(t.rng, 4)} {digits(t.rng, 4)}"


ORG_SLOTS17 = {
    "ir_inn_org": _inn,
    # a second company of a text (a café buying fish)
    "ir_inn_org_b": lambda t: company_inn(t, _HEADS_BU if _buryat(t) else _HEADS_IR),
    "ir_kpp": kpp_of("ir_inn#", _inn),
    "ir_ogrn": _ogrn,
    "ir_office_addr": _office,
    "ir_landline_org": _landline,
    "ir_mailbox_org": _mailbox,
    "ir_sum": _sum,
    "ir_sum_b": _sum_b,
    "ir_sat_phone": _sat_phone,
    # Numbers of applications, permits, orders, bookings, requests and voyages.
    "ir_ice_no": lambda t: f"ЛП-{t.rng.randint(10, 999)}/26",
    "ir_receipt": lambda t: f"{num(t, 6)}",
    "ir_booking": lambda t: f"BB-{num(t, 5)}",
    "ir_contract": lambda t: f"{t.rng.randint(10, 399)}/{t.rng.choice(('25', '26'))}-П",
    "ir_prayer_no": lambda t: f"{t.rng.randint(1, 60)}",
    "ir_prayer_no_b": lambda t: f"{t.rng.randint(61, 99)}",
    "ir_pass_req": lambda t: f"ПР-{num(t, 5)}",
    "ir_quota_no": lambda t: f"03-{t.rng.randint(10, 99)}/{t.rng.randint(1, 28):02d}."
                             f"{t.rng.randint(1, 4):02d}.26",
    "ir_geo_order": lambda t: f"{t.rng.randint(11, 199)}-п",
    "ir_vlk_no": lambda t: f"{t.rng.randint(1, 99)}/{t.rng.randint(1, 12):02d}",
    "ir_naryad": lambda t: f"{t.rng.randint(100, 999)}-Э{t.rng.randint(1, 9)}",
    "ir_fish_order": lambda t: f"{num(t, 6)}",
    "ir_voyage": lambda t: f"{t.rng.randint(1, 40):02d}-{t.rng.randint(1, 12):02d}",
    "ir_center_order": lambda t: f"{t.rng.randint(10, 150)}-о/д",
    # Bodies, companies and places.
    "ir_hydro": one("Братская ГЭС"),
}  # fmt: skip


def _coords(rng: Any) -> str:
    """A camp's or a fire's coordinates: a place's, nobody's."""
    return (
        f"{rng.randint(51, 56)}°{rng.randint(0, 59):02d}'{rng.randint(0, 59):02d}\" с.ш., "
        f"{rng.randint(104, 110)}°{rng.randint(0, 59):02d}'{rng.randint(0, 59):02d}\" в.д."
    )


PLAIN_SLOTS17 = {
    # Numbers and names that are a thing's, not a person's: left unlabelled.
    "ir_plate": lambda rng: plate(rng, ("38", "138", "03")),
    "ir_ice_cm": lambda rng: str(rng.randint(38, 95)),
    "ir_tonnes": lambda rng: f"{rng.randint(4, 14)},{rng.randint(0, 9)}",
    "ir_car_t": lambda rng: f"{rng.randint(1, 2)},{rng.randint(4, 9)}",
    "ir_dog_kg": lambda rng: str(rng.randint(18, 45)),
    # a place of birth: a town alone, as a form asks it (it stays)
    "ir_birthplace": lambda rng: rng.choice(("с. Кырен, Тункинский р-н", "г. Черемхово",
                                             "г. Усть-Кут", "с. Кабанск", "п. Мама",
                                             "г. Кяхта", "с. Оса")),
    "ir_quota": lambda rng: f"{rng.randint(1, 6)},{rng.randint(0, 9)}",
    "ir_ha": lambda rng: f"{rng.randint(3, 900)}",
    "ir_kv": lambda rng: str(rng.randint(12, 380)),
    "ir_coords": _coords,
    "ir_sample": lambda rng: f"СБ-{rng.randint(100, 499)}",
    "ir_sample_b": lambda rng: f"СБ-{rng.randint(500, 899)}",
    "ir_route": lambda rng: f"М-{rng.randint(1, 40)}",
    "ir_corpus": lambda rng: str(rng.randint(1, 12)),
    "ir_unit": lambda rng: f"{rng.randint(10000, 99999)}",
    "ir_zula": lambda rng: str(rng.randint(3, 21)),
    "ir_page": lambda rng: str(rng.randint(12, 240)),
    "ir_tent": lambda rng: rng.choice(("Нерпа", "Омуль", "Сарма", "Баргузин", "Култук", "Ангара")),
    "ir_truck": lambda rng: rng.choice(("КамАЗ-65115", "МАЗ-5516", "Shacman X3000", "ГАЗ-3309",
                                        "Урал-4320")),
    "ir_car": lambda rng: rng.choice(("Toyota Land Cruiser Prado", "УАЗ «Патриот»",
                                      "Toyota Hilux", "Nissan X-Trail", "Mitsubishi Delica")),
    "ir_dog": lambda rng: rng.choice(("Байкал", "Тайга", "Буран", "Сарма", "Кедр", "Пурга")),
    "ir_day": lambda rng: f"{rng.randint(1, 28):02d}.{rng.choice(('01', '02', '03'))}.2026",
    "ir_day_b": lambda rng: f"{rng.randint(1, 28):02d}.{rng.choice(('03', '04'))}.2026",
    # a summer day (the boats sail and the glamping is open)
    "ir_sday": lambda rng: f"{rng.randint(1, 30):02d}.{rng.choice(('06', '07', '08'))}.2026",
    "ir_isoday": lambda rng: f"2026-{rng.choice(('01', '02', '06', '07'))}-"
                             f"{rng.randint(1, 28):02d}",
}  # fmt: skip
