"""Organisation values and unlabelled numbers of the held-out part's third round (heldout3.py):
bank requisites, amounts, sites' addresses, the organisation slots and the plain slots
(numbers that stay)."""

from __future__ import annotations

import random

from heldout3_places import _MARK, CITIES_H3, STREETS_H3
from round_kit import PLATE_SPACED, digits, plate

# Organisation values (they stay) -----------------------------------------------------------------


def _korr(bik: str) -> str:
    """A bank's correspondent account: fixed per bank, so it draws nothing from the text's
    generator."""
    return f"30101810{random.Random(bik).randint(100000000, 999999999)}{bik[-3:]}"


BANK_SLOTS_H3 = {"hc_korr": lambda s: _korr(s.bank[1])}  # type: ignore[attr-defined]


def _sum(rng: random.Random) -> str:
    value = rng.randint(15, 950) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00 руб.", f"{value} р.",
                       f"{grouped} рублей"))  # fmt: skip


def _site_address(t: object) -> str:
    """A building site or a warehouse: the company's place, public, it stays."""
    rng = t.rng  # type: ignore[attr-defined]
    city, _, _ = rng.choice(CITIES_H3)
    kind, name, _ = rng.choice(STREETS_H3)
    return rng.choice((
        f"г. {city}, {_MARK[kind]} {name}, з/у {rng.randint(1, 90)}",
        f"{city}, {_MARK[kind]} {name}, {rng.randint(1, 200)}, стр. {rng.randint(1, 9)}",
        f"г. {city}, промзона «Северная», склад № {rng.randint(1, 12)}",
    ))  # fmt: skip


ORG_SLOTS_H3 = {
    "hc_sklad": lambda t: "ООО «ТрансСклад-Омск»",
    "hc_smu": lambda t: "ООО «СМУ-17»",
    "hc_pko": lambda t: "ООО ПКО «Рубикон Коллект»",
    "hc_mfo": lambda t: t.rng.choice(("ООО МФК «Быстрый займ»", "ООО МКК «Деньги рядом»")),
    "hc_hotel": lambda t: "АО «Иртыш-Отель»",
    "hc_realty": lambda t: "ООО «АН Ключевой момент»",
    "hc_pharm": lambda t: "ООО «Фарм-Омск»",
    "hc_clinic": lambda t: t.rng.choice(("БУЗОО «Городская поликлиника № 4»",
                                         "ГБУЗ «Смоленская городская поликлиника № 6»")),
    "hc_cro": lambda t: "ООО «СибКлинТриалс»",
    "hc_sanatorium": lambda t: "АО «Санаторий Сосновая роща»",
    "hc_camp": lambda t: t.rng.choice(("ДОЛ «Ручеёк»", "ДОЛ «Солнечная поляна»")),
    "hc_fund": lambda t: "БФ «Тёплый дом»",
    "hc_federation": lambda t: "РОО «Федерация лёгкой атлетики Омской области»",
    "hc_club": lambda t: t.rng.choice(("БУ ОО «СШОР № 3»", "СК «Нефтяник»", "ДЮСШ «Олимп»")),
    "hc_uni": lambda t: "ФГБОУ ВО «Приокский государственный университет»",
    "hc_site": _site_address,
    "hc_okpo": lambda t: digits(t.rng, 8),
    "hc_insurer": lambda t: t.rng.choice(("АО «СК Иртыш-Полис»", "САО «Приокское страхование»")),
    "hc_mail_smu": lambda t: t.rng.choice(("buh", "ot", "kadry")) + "@smu17.ru",
    # Sums people pay or are paid in these situations (a night, a voucher, a fee, a loan).
    "hc_sum": lambda t: _sum(t.rng),
    "hc_sum_b": lambda t: _sum(t.rng),
    "hc_waybill": lambda t: f"{t.rng.choice(('ТН', 'УТ', 'ОМ'))}-{digits(t.rng, 6)}",
    "hc_uin": lambda t: f"1881005526{digits(t.rng, 10)}",
    "hc_rx": lambda t: f"Серия {t.rng.randint(50, 57)}-26 № {digits(t.rng, 6)}",
    "hc_protocol": lambda t: f"SCT-{t.rng.randint(100, 999)}-{t.rng.choice(('ONC', 'CV', 'END'))}"
    f"-2026",
    "hc_booking": lambda t: f"IRT{digits(t.rng, 7)}",
    "hc_mail_sklad": lambda t: t.rng.choice(("dispatch", "propusk", "sklad")) + "@transsklad55.ru",
    "hc_mail_pko": lambda t: t.rng.choice(("info", "dolg", "pretenzii")) + "@rubicon-collect.ru",
    "hc_mail_fund": lambda t: t.rng.choice(("info", "help", "volonter")) + "@teply-dom.org",
    "hc_mail_fed": lambda t: t.rng.choice(("zayavki", "sekretariat")) + "@fla-omsk.ru",
    "hc_mail_hotel": lambda t: t.rng.choice(("reception", "booking")) + "@irtysh-hotel.ru",
    "hc_mail_uni": lambda t: t.rng.choice(("priem", "obshezhitie")) + "@priokskiy.ru",
}  # fmt: skip


def _plate(rng: random.Random) -> str:
    """A fleet vehicle's plate: unlabelled (no data class is about cars)."""
    return plate(rng, ("55", "62", "67", "48"), PLATE_SPACED)


PLAIN_SLOTS_H3 = {
    "hc_plate": _plate,
    "hc_room": lambda rng: str(rng.randint(101, 915)),
    "hc_city": lambda rng: rng.choice(CITIES_H3)[0],
    "hc_bib": lambda rng: str(rng.randint(101, 399)),
    "hc_run": lambda rng: f"2:{rng.randint(4, 31):02d}.{rng.randint(0, 99):02d}",
    "hc_jump": lambda rng: f"{rng.randint(4, 6)}.{rng.randint(10, 99)}",
    "hc_score": lambda rng: str(rng.randint(180, 300)),
    "hc_school": lambda rng: f"{rng.randint(1, 150)}, {rng.randint(1, 10)} «{rng.choice('АБВГ')}»",
    "hc_days": lambda rng: str(rng.choice((12, 14, 18, 21))),
}
