"""Organisation values and unlabelled numbers of the twelfth dev round (round12.py): the
round's companies, state bodies and their addresses, landlines, mailboxes, requisites, and the
numbers of contracts, permits, cases and orders, some of which look like a passport or a date."""

from __future__ import annotations

from typing import Any

from round12 import _MARK, _REGION, CITIES12, STREETS12
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------


def _inn(t: Any) -> str:
    """A company's INN registered in the Sakhalin region (65…), with its control digit."""
    return company_inn(t, ("6501", "6503", "6504", "6509", "6511"))


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "65")


def _landline(t: Any) -> str:
    rng = t.rng
    code = rng.choice(("4242", "4242", "42433", "42435", "42436", "42437"))
    body = f"{rng.randint(10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 499)}", "", ""))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"({code}) {local}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    city, _, _ = rng.choice(CITIES12)
    kind, name, _ = rng.choice(STREETS12)
    h, room = rng.randint(1, 90), rng.choice(("офис 7", "каб. 21", "1 этаж", "пом. 3"))
    return rng.choice((f"г. {city}, {_MARK[kind]} {name}, д. {h}, {room}",
                       f"69{rng.randint(3000, 4999)}, {_REGION}, г. {city}, {_MARK[kind]} {name}, "
                       f"{h}"))  # fmt: skip


DOMAINS12 = {
    "ООО «Ветскорая Сахалин»": "vet-sakh.ru", "АНО ДПО «Автошкола Островная»": "ostrov-avto65.ru",
    "АО «Холмская судоверфь»": "kholmsk-verf.ru", "ООО «Свадебное агентство Сакура»":
    "sakura-wedding65.ru", "ООО «ЧОО Сахалин-Щит»": "sakh-shield.ru", "ООО «Телемед Остров»":
    "telemed-ostrov.ru", "ООО «Деталь ДВ»": "detal-dv.ru", "СПК «Рыболовецкий колхоз Восток»":
    "rk-vostok65.ru", "ГКУЗ «Сахалинская областная станция переливания крови»": "sopk65.ru",
    "ФКУ ИК-1 УФСИН России по Сахалинской области": "ik1.65.fsin.gov.ru",
    "Дальневосточная железная дорога — филиал ОАО «РЖД»": "dvzd.rzd.ru",
    "ООО «Исследовательский центр Остров»": "ic-ostrov.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS12, "vet-sakh.ru", ("info", "office"))


_sum, _sum_b = amounts("p_sum", 5000)


ORG_SLOTS12 = {
    "p_inn": _inn,
    "p_kpp": kpp_of("p_inn", _inn),
    "p_ogrn": _ogrn,
    "p_office": _office,
    "p_landline": _landline,
    "p_mailbox": _mailbox,
    "p_sum": _sum,
    "p_sum_b": _sum_b,
    # Numbers of contracts, permits, cases and orders; some look like a passport or a date.
    "p_vetcall": lambda t: f"{num(t, 4)}/{t.rng.randint(1, 12):02d}",
    "p_donor": lambda t: f"65-{num(t, 6)}",
    "p_safe": lambda t: f"{t.rng.randint(1, 9)}{num(t, 3)} {num(t, 6)}",
    "p_cell": lambda t: f"{t.rng.randint(1, 340)}",
    "p_school": lambda t: (f"{t.rng.randint(10, 99)}/{t.rng.randint(1, 12):02d}-"
                           f"{t.rng.randint(1, 28):02d}"),
    "p_med": lambda t: f"65 {num(t, 6)}",
    "p_group": lambda t: f"{t.rng.choice(('В', 'В', 'С', 'А'))}-{t.rng.randint(1, 24)}",
    "p_permit": lambda t: f"65 2026 {num(t, 6)}",
    "p_quota": lambda t: f"{t.rng.randint(2, 60)},{t.rng.randint(0, 9)} т",
    "p_tabel": lambda t: num(t, 5),
    "p_order": lambda t: (f"{t.rng.randint(10, 480)}-к от {t.rng.randint(1, 28):02d}."
                          f"0{t.rng.randint(1, 5)}.2026"),
    "p_council": one("24.2.380.01", "24.2.380.02"),
    "p_case": lambda t: f"{t.rng.choice(('1-', '22-'))}{t.rng.randint(100, 999)}/2025",
    "p_ticket": lambda t: f"{num(t, 14)}",
    "p_lost": lambda t: f"БН-{t.rng.randint(100, 999)}/26",
    "p_train": one("№ 001Ы «Южно-Сахалинск — Ноглики»", "№ 603 «Южно-Сахалинск — Холмск»",
                     "№ 002Ы «Ноглики — Южно-Сахалинск»"),
    "p_ecg": lambda t: f"TM-{num(t, 7)}",
    "p_guard": lambda t: f"{t.rng.randint(1, 9)}{num(t, 2)}",
    "p_object": lambda t: f"{num(t, 4)}",
    "p_wedding": lambda t: f"С-{num(t, 3)}/26",
    "p_sku": lambda t: t.rng.choice(("TOYOTA 90915-YZZE1", "NISSAN 15208-65F0E", "MITSUBISHI "
                                     "MD360935", "HONDA 15400-RTA-003")),
    "p_orderno": lambda t: f"{num(t, 9)}-{t.rng.randint(1, 9)}",
    "p_orderno_b": lambda t: f"{num(t, 9)}-{t.rng.randint(1, 9)}",
    "p_sms_id": lambda t: f"GW-{num(t, 8)}",
    "p_issuer": one("УМВД России по Сахалинской области", "ОВМ ОМВД России по Холмскому "
                      "городскому округу", "ОУФМС России по Сахалинской обл. в г. Корсакове",
                      "ОВМ УМВД России по г. Южно-Сахалинску"),
    "p_kp": lambda t: f"650-0{t.rng.randint(1, 30):02d}",
    "p_univ": one("ФГБОУ ВО «Сахалинский государственный университет»"),
    "p_rk": one("СПК «Рыболовецкий колхоз Восток»", "АО «Холмская судоверфь»"),
    "p_crb": one("ГБУЗ «Холмская ЦРБ»", "ГБУЗ «Корсаковская ЦРБ»", "ГБУЗ «Охинская ЦРБ»"),
    "p_fish_body": one("Сахалино-Курильское территориальное управление Росрыболовства"),
}  # fmt: skip


PLAIN_SLOTS12 = {
    # Numbers that are a thing's, not a person's: left unlabelled.
    "p_plate": lambda rng: plate(rng, "65"),
    "p_boat": lambda rng: f"СХ-{rng.randint(1000, 9999)}",
    "p_chip": lambda rng: f"643 0{rng.randint(10**10, 10**11 - 1)}",
    "p_flat": lambda rng: str(rng.randint(1, 120)),
    "p_age": lambda rng: str(rng.randint(19, 67)),
    "p_kg": lambda rng: str(rng.randint(3, 48)),
    "p_hb": lambda rng: str(rng.randint(118, 162)),
    "p_tx": lambda rng: "".join(rng.choice("0123456789abcdef") for _ in range(16)),
    "p_usdt": lambda rng: f"{rng.randint(200, 9000)}",
    "p_rate": lambda rng: f"{rng.randint(88, 99)}.{rng.randint(10, 99)}",
    "p_hour": lambda rng: f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
    "p_post": lambda rng: str(rng.randint(1, 6)),
}  # fmt: skip
