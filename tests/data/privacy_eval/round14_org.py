"""Organisation values and unlabelled numbers of the fourteenth dev round (round14.py): the
round's companies, state bodies and their addresses, landlines, mailboxes, requisites, amounts,
and the numbers of certificates, orders, bookings, tickets, utility accounts, protocols and
cases, some of which look like a passport or a date; and the numbers of things (plates,
snowmobiles, tyres, reindeer, rooms, racks) that are nobody's personal data."""

from __future__ import annotations

from typing import Any

from round14_places import _MARK, _POST, _REGION, TOWN_STREETS14
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------


def _inn(t: Any) -> str:
    """A company's INN registered in the Murmansk region (51…), with its control digit."""
    heads = ("5190", "5191", "5101", "5103", "5104", "5105", "5107", "5108", "5110", "5118")
    t.org_cache["m_inn#"] = company_inn(t, heads)
    return t.org_cache["m_inn#"]  # type: ignore[no-any-return]


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "51")


_TOWN_CODES = {"Мурманск": "8152", "Апатиты": "81555", "Кандалакша": "81533",
               "Североморск": "81537", "Мончегорск": "81536", "Кировск": "81531",
               "Оленегорск": "81552", "Полярные Зори": "81532"}  # fmt: skip


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "m_town#" not in t.org_cache:
        towns = ("Мурманск", "Мурманск", "Апатиты", "Мончегорск", "Кандалакша")
        t.org_cache["m_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["m_town#"]  # type: ignore[no-any-return]


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 399)}", "", "", f" (вн. {rng.randint(10, 99)})"))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"({code}) {local}{ext}", f"8{code}{body}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    kind, name, _ = rng.choice(TOWN_STREETS14[town])
    h, room = rng.randint(1, 70), rng.choice(("офис 12", "каб. 214", "2 этаж", "пом. 5", "оф. 301"))
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    zato = "ЗАТО " if town == "Североморск" else ""
    street = f"{_MARK[kind]} {name}"
    return rng.choice((f"{zato}г. {town}, {street}, д. {h}, {room}",
                       f"{post}, {_REGION}, {zato}г. {town}, {street}, {h}"))  # fmt: skip


DOMAINS14 = {
    "АО «Хибинская горная компания»": "khibgk.ru",
    "ООО «Кольская портовая компания»": "kolport51.ru",
    "ООО «Аврора Тур Заполярье»": "aurora-tour51.ru",
    "ООО «Теплосеть Заполярья»": "teploset-z.ru",
    "ООО «Медцентр Сполохи»": "spolokhi-med.ru",
    "ООО «Баренцтрал»": "barentstral.ru",
    "ООО «Тихая гавань»": "pet-gavan51.ru",
    "ООО «Хибины Снегоход»": "khibiny-sled.ru",
    "АНО ДО «Горнолыжная школа Вудъявр»": "vudyavr-ski.ru",
    "ФГАУ «Росжилкомплекс», территориальный отдел «Североморский»": "sever.rgk-mil.ru",
    "ООО «Телерадиокомпания Арктика-24»": "arktika24.tv",
    "Министерство строительства Мурманской области": "minstroy.gov-murman.ru",
    "ООО «Шинный двор Заполярье»": "shinodvor51.ru",
    "АО «Кольский никелевый комбинат»": "knk-nickel.ru",
    "СХПК «Кильдинский олень»": "kildin-olen.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS14, "aurora-tour51.ru", ("info", "office"))


_sum, _sum_b = amounts("m_sum", 5000)


def _usd(t: Any) -> str:
    value = t.rng.randint(22, 75) * 100
    return t.rng.choice((f"USD {value:,}".replace(",", " "), f"{value} USD/month",
                         f"${value:,}"))  # fmt: skip


ORG_SLOTS14 = {
    "m_inn_org": _inn,
    "m_kpp": kpp_of("m_inn#", _inn),
    "m_ogrn": _ogrn,
    "m_office_addr": _office,
    "m_landline_org": _landline,
    "m_mailbox_org": _mailbox,
    "m_sum": _sum,
    "m_sum_b": _sum_b,
    "m_usd": _usd,
    # Numbers of certificates, orders, bookings, tickets and cases.
    "m_hr_no": lambda t: f"{t.rng.randint(10, 999)}/ОК-{t.rng.randint(1, 4)}",
    "m_crem_no": lambda t: f"ИК-{num(t, 5)}",
    "m_rental_no": lambda t: f"СН-{t.rng.randint(100, 999)}/26",
    "m_tour_no": lambda t: f"AUR-{num(t, 6)}",
    "m_tour_no_b": lambda t: f"AUR-{num(t, 6)}",
    "m_tour_no_c": lambda t: f"AUR-{num(t, 6)}",
    "m_ticket_no": lambda t: f"{t.rng.randint(1, 9)}{num(t, 5)}",
    "m_ticket_no_b": lambda t: f"{t.rng.randint(1, 9)}{num(t, 5)}",
    # a utility account (лицевой счёт): the customer's number at the company, as a contract's
    "m_ls": lambda t: num(t, 9),
    "m_ls_b": lambda t: num(t, 9),
    "m_protocol_no": lambda t: f"{t.rng.randint(1, 48)}/{t.rng.choice(('25', '26'))}",
    "m_vch": lambda t: f"{t.rng.randint(10000, 99999)}",
    "m_dms": lambda t: f"{t.rng.choice(('ДМС', 'DMS'))}-51-{num(t, 8)}",
    "m_oms": lambda t: num(t, 16),
    "m_appeal": lambda t: f"{t.rng.randint(100, 999)}-{num(t, 4)}",
    "m_greet_no": lambda t: f"БС-{t.rng.randint(10, 999)}",
    "m_tyre_no": lambda t: f"{num(t, 6)}",
    "m_permit_no": lambda t: f"{t.rng.randint(1, 400)}-НД",
    "m_order_no": lambda t: f"{t.rng.randint(10, 600)}-р от {t.rng.randint(1, 28):02d}.0"
                            f"{t.rng.randint(1, 3)}.2026",
    "m_case_no": lambda t: f"ЖС-{t.rng.randint(1, 9)}{num(t, 3)}",
    "m_dover_no": lambda t: f"{t.rng.randint(1, 99)}-Д/{t.rng.choice(('25', '26'))}",
    "m_crew_contract": lambda t: f"BT-{num(t, 4)}/{t.rng.choice(('25', '26'))}",
    # Bodies, companies and places.
    "m_issuer": one("УМВД России по Мурманской области", "УФМС России по Мурманской обл.",
                    "МП УФМС России по Мурманской обл. в г. Апатиты",
                    "ОУФМС России по Мурманской обл. в Ленинском округе г. Мурманска",
                    "МО УФМС России по Мурманской обл. в г. Мончегорске"),
    "m_kp": lambda t: f"510-0{t.rng.randint(1, 35):02d}",
    "m_prev_employer": one("АО «Кольский никелевый комбинат»", "ООО «Оленегорский ГОК-Сервис»",
                           "ООО «Ковдорская слюда»"),
    "m_minstroy": one("Министерство строительства Мурманской области"),
    "m_uk": one("ООО «УК Хибины-Дом»", "ООО «Управдом Апатиты»", "ООО «ЖЭУ Северное»"),
    "m_insurer": one("СК Полярный щит", "АО СК Норд-Мед", "Ингосстрах"),
    "m_hotel": one("гостиница «Полярная звезда»", "отель «Северное сияние»", "хостел «Кола»",
                   "гостиница «Меридиан»"),
    "m_trawler": one("БМРТ «Кумжа»", "СРТМ «Кильдин»", "БМРТ «Капитан Гаджиев»", "РТМС «Мурман»"),
    "m_trawler_lat": one("F/V KUMZHA (IMO 8607476)", "F/V KILDIN (IMO 8721258)",
                         "F/V MURMAN (IMO 9103643)"),
    "m_tv": one("телеканал «Арктика-24»"),
}  # fmt: skip


def _sled(rng: Any) -> str:
    return rng.choice(("Буран АДЕ", "Тайга Варяг 550", "BRP Ski-Doo Skandic SWT 600",
                       "Буран 4Т", "Yamaha Viking 540"))  # fmt: skip


PLAIN_SLOTS14 = {
    # Numbers and names that are a thing's, not a person's: left unlabelled.
    "m_plate": lambda rng: plate(rng, ("51", "51", "151")),
    "m_sled": _sled,
    "m_sled_plate": lambda rng: f"{rng.randint(1000, 9999)} М{rng.choice('АВЕКНОРСТХ')} 51",
    "m_hours": lambda rng: str(rng.randint(120, 2400)),
    "m_pet": lambda rng: rng.choice(("Бим", "Лайма", "Джесси", "Кекс", "Альма", "Граф Тишка")),
    "m_weight": lambda rng: str(rng.randint(3, 38)),
    "m_car": lambda rng: rng.choice(("Lada Vesta", "Лада Веста", "Kia Rio", "Toyota RAV4",
                                     "УАЗ Патриот", "Hyundai Creta")),
    "m_tyres": lambda rng: rng.choice(("Nokian Hakkapeliitta 9 205/55 R16",
                                       "Cordiant Winter Drive 185/65 R15",
                                       "Ikon Nordman 7 215/65 R16", "Kama Euro 519 175/70 R13")),
    "m_tread": lambda rng: str(rng.randint(3, 9)),
    "m_rack": lambda rng: f"{rng.choice('АБВГ')}-{rng.randint(1, 40)}",
    "m_heads": lambda rng: str(rng.randint(40, 900)),
    "m_kg": lambda rng: str(rng.randint(4, 60)),
    "m_month": lambda rng: rng.choice(("январь", "декабрь", "ноябрь", "февраль")),
    "m_period": lambda rng: rng.choice(("2023-2024 гг.", "2024-2025 гг.")),
    "m_year_q": lambda rng: str(rng.randint(2004, 2016)),
    "m_rank": lambda rng: rng.choice(("мичман", "старший мичман", "капитан-лейтенант",
                                      "старший лейтенант", "главный корабельный старшина")),
    "m_brigade": lambda rng: f"АВБ-{rng.randint(1, 9)}",
    "m_ics_dt": lambda rng: f"202601{rng.randint(10, 30)}T{rng.randint(8, 17):02d}"
                            f"{rng.choice(('00', '30'))}00",
    "m_year_sub": lambda rng: rng.choice(("2025", "2026")),
    "m_n": lambda rng: str(rng.randint(2, 5)),
}  # fmt: skip
