"""Organisation values (labelled `org`, they must stay) and unlabelled values of the eighth
held-out round (heldout8.py): its companies and state bodies of the Perm krai with their
requisites, offices, landlines, role mailboxes, application, ticket, register, act and letter
numbers, certificates' series shaped like a passport's, amounts; and vehicle plates, a drone's
serial and registration numbers, graves, blood pressure and breathalyser readings, personnel
numbers, chess ratings and FIDE ids, radio call signs, frequencies and a log's dates, dates of
death and of documents, which are no one's personal data. Slots start with `hu_`."""

from __future__ import annotations

import random
from typing import Any

from heldout8_places import CITIES_H8, CODE_H8, INDEX_H8
from people import MONTHS
from round_kit import digits, fmt, inn_of, kpp_of, landline, mail, ogrn_of, one, ordinal_gen, plate


def _inn59(t: Any) -> str:
    return inn_of(t, "59", ("02", "04", "05", "06", "08", "11", "16", "17", "18", "19", "21"))


_kpp = kpp_of("hu_inn", _inn59)


def _ogrn59(t: Any) -> str:
    return ogrn_of(t, "59", 2)


def _sum(rng: random.Random) -> str:
    value = rng.randint(12, 2400) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped},00 руб.", f"{grouped} ₽", f"{value} р.",
                       f"{grouped} рублей"))  # fmt: skip


def _mid(rng: random.Random) -> str:
    """A sum of some thousands: a group's excursion, a lock, a ticket."""
    value = rng.randint(25, 240) * 100
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{value} р.", f"{grouped},00 руб."))


def _fee(rng: random.Random) -> str:
    """A small sum: a fee, a lesson, a prepayment, a call-out."""
    value = rng.randint(4, 60) * 100
    return rng.choice((f"{value} руб.", f"{value} р.", f"{value} ₽", f"{value}₽", f"{value} р"))


_OFFICE_STREETS = {
    "Пермь": (("ул.", "Ленина"), ("Комсомольский пр-т", ""), ("ул.", "Екатерининская"),
              ("ул.", "Куйбышева"), ("ул.", "Монастырская")),
    "Соликамск": (("ул.", "Кирова"), ("ул.", "Набережная")),
    "Березники": (("Советский пр-т", ""), ("ул.", "Пятилетки")),
    "Чайковский": (("ул.", "Ленина"),), "Кунгур": (("ул.", "Гоголя"),),
    "Лысьва": (("ул.", "Мира"),), "Краснокамск": (("ул.", "Свердлова"), ("пр-т", "Мира")),
    "Чусовой": (("ул.", "Ленина"),),
}  # fmt: skip


def _office(t: Any, city: str | None = None) -> str:
    """A company's or a state body's office: public (in the state register), it stays."""
    rng = t.rng
    city = city or rng.choice(CITIES_H8)[0]
    mark, street = rng.choice(_OFFICE_STREETS[city])
    where = f"{mark} {street}".strip()
    house, head = rng.randint(2, 140), INDEX_H8[city]
    return rng.choice((
        f"{head}{digits(rng, 6 - len(head))}, Пермский край, г. {city}, {where}, д. {house}",
        f"г. {city}, {where}, {house}, оф. {rng.randint(101, 418)}",
        f"{city}, {where}, {house}, {rng.randint(1, 5)} эт.",
    ))  # fmt: skip


# An office's landline with the code of the office's town (Perm's if none).
_landline = landline("hu_office", CODE_H8, "342", (10, 250))


ORG_SLOTS_H8: dict[str, Any] = {
    "hu_inn": _inn59,
    "hu_kpp": _kpp,
    "hu_ogrn": _ogrn59,
    "hu_office": _office,
    "hu_office_perm": lambda t: _office(t, "Пермь"),
    "hu_office_brz": lambda t: _office(t, "Березники"),
    "hu_office_krk": lambda t: _office(t, "Краснокамск"),
    "hu_office_lys": lambda t: _office(t, "Лысьва"),
    "hu_landline": _landline,
    "hu_sum": lambda t: _sum(t.rng),
    "hu_sum_b": lambda t: _sum(t.rng),
    "hu_sum_mid": lambda t: _mid(t.rng),
    "hu_fee": lambda t: _fee(t.rng),
    "hu_fee_b": lambda t: _fee(t.rng),
    # The code of the passport office that issued a passport: the office's, public.
    "hu_unit_code": fmt("590-0{a}", a=(10, 99)),
    "hu_pnd_no": fmt("П-{a}/26", a=(100, 4999)),
    "hu_receipt": fmt("{a}", a=(10000, 99999)),
    "hu_app_no": fmt("{a}-{b}", a=(1000, 9999), b=(10000, 99999)),
    "hu_in_no": fmt("{a}/26", a=(100, 2999)),
    "hu_draw": fmt("{a}", a=(1580, 1660)),
    "hu_ticket": fmt("{a} {b}", a=(100, 999), b=(100000, 999999)),
    "hu_act_no": fmt("{a}", a=(2, 19)),
    # A driver's medical certificate and a gun licence certificate: series shaped like a
    # passport's (the region's code first), the clinic's numbering.
    "hu_medcert": fmt("57 {a}", a=(100000, 999999)),
    "hu_cert_ser": fmt("57-{a}", a=(24, 26)),
    "hu_cert_no": fmt("{a}", a=(100000, 999999)),
    "hu_cti": fmt("{a}", a=(1000, 9999)),
    "hu_rec_a": fmt("{a}", a=(1200, 3999)),
    "hu_rec_b": fmt("{a}", a=(4000, 5999)),
    "hu_rec_c": fmt("{a}", a=(6000, 7999)),
    "hu_rec_d": fmt("{a}", a=(8000, 9899)),
    "hu_excursion_no": fmt("Э-{a}/26", a=(100, 999)),
    "hu_letter_in": fmt("{a}", a=(100, 999)),
    "hu_order": fmt("{a}-ОТ", a=(12, 240)),
    "hu_git_no": fmt("59/7-{a}-26-И", a=(100, 9999)),
    "hu_ivp_no": fmt("ИВП-{a}/{b}", a=(10, 99), b=(1000, 9999)),
    "hu_group_order": fmt("ГЗ-{a}", a=(10000, 99999)),
    "hu_pnd": one("ГБУЗ ПК «Пермский краевой психоневрологический диспансер»",
                  "Соликамский филиал ГБУЗ ПК «Пермский краевой психоневрологический "
                  "диспансер»"),
    "hu_employer": one("ООО «КамаЛесДрев»", "ПАО «Верхнекамский калий»",
                       "МУП «Лысьвенские тепловые сети»"),
    "hu_mreo": one("РЭО ГИБДД УМВД России по г. Перми", "МРЭО ГИБДД (г. Березники)"),
    "hu_adm": one("администрацию Кунгурского муниципального округа"),
    "hu_theatre": one("Пермский академический театр оперы и балета им. П. И. Чайковского"),
    "hu_school": one("МАОУ «СОШ № 12» г. Березники", "МАОУ «Школа № 3» г. Березники"),
    "hu_mine": one("рудник БКПРУ-4", "рудник СКРУ-2", "рудник БКПРУ-2"),
    "hu_club": one("ШК «Ладья»", "СШ «Прикамье»", "ШК «Эндшпиль»"),
    "hu_mail_museum": mail("excursion", "muzsol", domain="solmuseum59.ru"),
    "hu_mail_paper": mail("pisma", "redaktor", domain="lysva-nedelya.ru"),
    "hu_mail_plant": mail("ot", "office", domain="kamalesdrev.ru"),
    "hu_mail_git": one("git59@rostrud.gov.ru"),
    "hu_mail_sfr": one("ns-perm@59.sfr.gov.ru"),
    "hu_mail_orvd": one("plan.perm@uralaero.gkovd.ru"),
    "hu_mail_adm": mail("gochs", "adm", domain="kungur-okrug.ru"),
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


def _died_buried(rng: random.Random) -> str:
    """A register's dates of death and of burial: the deceased's, not a date of birth."""
    d, m, y = rng.randint(1, 24), rng.randint(1, 12), rng.choice((2025, 2026))
    return f"{d:02d}.{m:02d}.{y} | {d + rng.randint(2, 4):02d}.{m:02d}.{y}"


def _callsign(rng: random.Random) -> str:
    """A radio amateur's call sign of the Urals (the 9th district): a licence's, no one's data
    of the kinds labelled."""
    head = rng.choice(("R9F", "UA9F", "RA9F", "UB9F", "R9C", "RZ9W", "UA9X"))
    tail = "".join(rng.choice("ABCDEFGHKLMNOPRSTUVWXYZ") for _ in range(rng.choice((2, 3))))
    return head + tail


PLAIN_SLOTS_H8: dict[str, Any] = {
    "hu_plate": lambda rng: plate(rng, ("59", "159")),
    "hu_doc_date": _doc_date_words,
    "hu_visit": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026",
    "hu_died_buried": _died_buried,
    "hu_death": lambda rng: f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2025",
    "hu_death_spoken": lambda rng: (
        f"{ordinal_gen(rng.randint(1, 28))} {MONTHS[rng.randint(0, 11)]}"
        if rng.random() < 0.5
        else rng.choice(("позавчера", "в пятницу ночью", "вчера утром"))
    ),
    "hu_city": lambda rng: rng.choice(CITIES_H8)[0],
    "hu_city_lat": lambda rng: rng.choice(
        ("PERM", "Berezniki", "Ekaterinburg", "KUNGUR", "Izhevsk", "Solikamsk", "Chusovoy")
    ),
    "hu_cemetery": lambda rng: rng.choice(
        ("Южное", "«Банная гора»", "Северное", "Восточное", "Новое Северное")
    ),
    "hu_cem_asr": lambda rng: rng.choice(("южное", "банная гора", "северное", "новое")),
    "hu_kv": lambda rng: str(rng.randint(1, 96)),
    "hu_grave": lambda rng: (
        f"кв. {rng.randint(1, 96)}, ряд {rng.randint(1, 30)}, мог. {rng.randint(1, 60)}"
    ),
    "hu_cab": lambda rng: str(rng.randint(101, 330)),
    "hu_train": lambda rng: rng.choice(("№ 010Е «Кама»", "№ 382Е", "№ 154Е")),
    # A drone's serial and the registration number painted on it: the aircraft's.
    "hu_serial": lambda rng: (
        "1581F" + "".join(rng.choice("0123456789ABCDEFGHJK") for _ in range(9))
    ),
    "hu_drone_reg": lambda rng: f"0{rng.choice('ABCDEFGHKMPTX')}{rng.randint(10000, 99999)}",
    "hu_mtow": lambda rng: rng.choice(("249 г", "0,895 кг", "1,05 кг", "0,9 кг")),
    # A pre-shift check: a personnel number, blood pressure, pulse, breathalyser.
    "hu_tab": lambda rng: str(rng.randint(10000, 99999)),
    "hu_shift": lambda rng: str(rng.randint(1, 4)),
    "hu_bp": lambda rng: f"{rng.randint(112, 142)}/{rng.randint(70, 92)}",
    "hu_pulse": lambda rng: str(rng.randint(58, 92)),
    "hu_alco": lambda rng: rng.choice(("0,00", "0,00", "0,00", "0.000", "0,02")),
    "hu_term": lambda rng: f"{rng.randint(1, 48):03d}",
    # Chess: ratings, FIDE ids, scores, start numbers.
    "hu_rating": lambda rng: str(rng.randint(1050, 2150)),
    "hu_fide_id": lambda rng: f"34{rng.randint(100000, 999999)}",
    "hu_score": lambda rng: rng.choice(("5", "4,5", "4", "3,5", "3", "2,5", "2")),
    "hu_sno": lambda rng: str(rng.randint(1, 38)),
    # A radio log: call signs, the QSO's date and time in UTC, bands.
    "hu_callsign": _callsign,
    "hu_utcdate": lambda rng: f"2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}",
    "hu_utc": lambda rng: f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}",
    "hu_band": lambda rng: rng.choice(("20M", "40M", "80M", "15M", "2M")),
}
