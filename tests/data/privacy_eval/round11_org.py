"""Organisation values and unlabelled numbers of the eleventh dev round (round11.py): the
round's companies, state bodies and their addresses, landlines, mailboxes, requisites, and the
numbers of contracts, policies and cases, some of which look like a passport or a date."""

from __future__ import annotations

from typing import Any

from round11 import _MARK, _REGION, CITIES11, STREETS11
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------


def _inn(t: Any) -> str:
    """A company's INN registered in the Arkhangelsk region (29…), with its control digit."""
    return company_inn(t, ("2901", "2902", "2903", "2904", "2911", "2920"))


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "29")


def _landline(t: Any) -> str:
    rng = t.rng
    code = rng.choice(("8182", "8184", "81837", "81836", "81852"))
    body = f"{rng.randint(10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f" (доб. {rng.randint(100, 499)})", "", ""))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"({code}) {local}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    city, _, _ = rng.choice(CITIES11)
    kind, name, _ = rng.choice(STREETS11)
    h, room = rng.randint(1, 90), rng.choice(("офис 4", "каб. 12", "2 этаж", "пом. 1-Н"))
    return rng.choice((f"г. {city}, {_MARK[kind]} {name}, д. {h}, {room}",
                       f"16{rng.randint(3000, 5999)}, {_REGION}, г. {city}, {_MARK[kind]} {name}, "
                       f"{h}"))  # fmt: skip


DOMAINS11 = {
    "ООО «Беломор Телеком»": "belomortel.ru", "АО «СК Двина-Полис»": "dvinapolis.ru",
    "ООО «Стоматология Жемчуг»": "zhemchug-dent.ru", "ООО «Ритуальная служба Память»":
    "ritual-pamyat29.ru", "ООО «Туроператор Северное сияние»": "sever-siyanie.travel",
    "ООО «Фитнес Помор»": "fitpomor.ru", "АН «Двинская усадьба»": "dvinskaya-usadba.ru",
    "ООО «Доска Поморья»": "doska29.ru", "ООО «Беломорский крюинг»": "belcrew.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS11, "belomortel.ru")


_sum, _sum_b = amounts("k_sum", 10000, draws_first=False)


def _regno(t: Any) -> str:
    """A right's registration number in the state register: the cadastral number, the office,
    the year and the entry."""
    rng = t.rng
    return (f"29:22:0{num(t, 5)}:{rng.randint(100, 2999)}-29/0{rng.randint(10, 99)}/"
            f"{rng.randint(2012, 2025)}-{rng.randint(1, 9)}")  # fmt: skip


ORG_SLOTS11 = {
    "k_inn": _inn,
    "k_kpp": kpp_of("k_inn", _inn),
    "k_ogrn": _ogrn,
    "k_office": _office,
    "k_landline": _landline,
    "k_mailbox": _mailbox,
    "k_sum": _sum,
    "k_sum_b": _sum_b,
    # Numbers of contracts, policies and cases; some look like a passport or a date.
    "k_sim": lambda t: f"{num(t, 4)}-{num(t, 6)}",
    "k_policy": lambda t: f"{t.rng.choice(('ХХХ', 'ТТТ'))} {num(t, 10)}",
    "k_egrn": lambda t: f"КУВИ-001/2026-{num(t, 8)}",
    "k_regno": _regno,
    "k_regno_b": _regno,
    "k_kusp": lambda t: t.rng.choice((num(t, 4), f"{num(t, 4)}/{t.rng.randint(1, 9)}")),
    "k_order": lambda t: f"{t.rng.randint(1, 28)}/{t.rng.randint(1, 12):02d}-26",
    "k_oms": lambda t: num(t, 16),
    "k_rx": lambda t: f"{t.rng.randint(10, 99)}-{num(t, 6)}",
    "k_uin": lambda t: "0" + num(t, 19),
    "k_lic": lambda t: f"Л041-01160-29/{num(t, 8)}",
    "k_tour": lambda t: f"SS-{num(t, 6)}/26",
    "k_ticket": lambda t: t.rng.choice((f"INC-{num(t, 7)}", f"№ {num(t, 8)}")),
    "k_medcard": lambda t: f"{t.rng.randint(100, 9999)}/26",
    "k_kp": lambda t: f"290-0{t.rng.randint(1, 35):02d}",
    "k_issuer": one("УМВД России по Архангельской области", "ОВМ ОМВД России «Вельский»",
                      "ОУФМС России по Архангельской обл. в г. Котласе",
                      "ОВМ ОМВД России по г. Северодвинску"),
    "k_police": one("ОМВД России «Котласский»", "ОП № 3 УМВД России по г. Архангельску",
                      "ОМВД России по г. Северодвинску"),
    "k_migr": one("ОВМ ОМВД России «Котласский»", "Отдел по вопросам миграции ОП № 3 УМВД России "
                    "по г. Архангельску"),
    "k_zags": one("Северодвинский территориальный отдел агентства ЗАГС Архангельской области",
                    "Котласский территориальный отдел агентства ЗАГС Архангельской области"),
    "k_opeka": one("управление по вопросам семьи, опеки и попечительства Администрации ГО «Город "
                     "Архангельск»", "отдел опеки и попечительства администрации Северодвинска"),
    "k_rosreestr": one("Управление Росреестра по Архангельской области и Ненецкому автономному "
                         "округу"),
    "k_bank_org": one("ПАО Сбербанк", "Банк ВТБ (ПАО)", "АО «Россельхозбанк»",
                        "ПАО «Банк Поморье»"),
    "k_library": one("ГБУК АО «Архангельская областная научная библиотека им. Н.А. Добролюбова»",
                       "МБУК «Северодвинская ЦБС», библиотека № 3",
                       "МБУК «Котласская ЦБС», центральная библиотека"),
    "k_college": one("Arkhangelsk Maritime College", "Northern (Arctic) Federal University"),
    "k_salon": one("пр. Троицкий, 64 (ТЦ «Европарк»)", "ул. Воскресенская, 20, салон связи",
                     "Морской пр., 48, ТЦ «Портал»"),
}  # fmt: skip

_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

PLAIN_SLOTS11 = {
    # Numbers that are a thing's, not a person's: left unlabelled.
    "k_iccid": lambda rng: f"897010{rng.randint(10**12, 10**13 - 1)}",
    "k_vin": lambda rng: rng.choice(("XTA", "Z94", "XW8")) + "".join(
        rng.choice(_VIN) for _ in range(8)) + f"{rng.randint(100000, 999999)}",
    "k_plate": lambda rng: plate(rng, "29"),
    "k_cad": lambda rng: f"29:{rng.choice(('22', '24', '28'))}:{rng.randint(0, 999999):06d}:"
    f"{rng.randint(100, 2999)}",
    "k_since": lambda rng: str(rng.randint(1998, 2021)),
    "k_flat": lambda rng: str(rng.randint(1, 120)),
    "k_class": lambda rng: f"{rng.randint(2, 8)}{rng.choice('АБВ')}",
    "k_chat_id": lambda rng: str(rng.randint(10**9, 7 * 10**9)),
    "k_date_en": lambda rng: (f"{rng.randint(1, 28):02d} {rng.choice(_MON_EN)} "
                              f"{rng.randint(2026, 2035)}"),
    "k_dep": lambda rng: f"{rng.randint(1, 28):02d} {rng.choice(_MON_EN)} 2026",
}  # fmt: skip
