"""Organisation values and unlabelled numbers of the fifteenth dev round (round15.py): the round's
companies, state and religious bodies and their addresses, landlines, mailboxes, requisites,
amounts, and the numbers of vouchers, passes, applications, orders, trips, acts, cases,
contracts and registers, some of which look like a passport, a phone or a date; and the numbers
and names of things (plates, horses and their chips, honey, gas readings, tunes, marks) that are
nobody's personal data."""

from __future__ import annotations

from typing import Any

import values as v
from round15_places import _MARK, _POST, TOWN_STREETS15, VILLAGE_STREETS15, VILLAGES15
from round_kit import amounts, company_inn, company_ogrn, kpp_of, mailbox, num, one, plate

# Organisation values ---------------------------------------------------------------------------


def _inn(t: Any) -> str:
    """A company's INN registered in Bashkortostan (02…), with its control digit."""
    heads = ("0274", "0276", "0277", "0278", "0268", "0266", "0264", "0265", "0256", "0201",
             "0245", "0224")  # fmt: skip
    t.org_cache["ba_inn#"] = company_inn(t, heads)
    return t.org_cache["ba_inn#"]  # type: ignore[no-any-return]


def _ogrn(t: Any) -> str:
    return company_ogrn(t, "02")


# Landline codes of the towns and of the villages whose offices write.
_TOWN_CODES = {"Уфа": "347", "Стерлитамак": "3473", "Салават": "3476", "Нефтекамск": "34783",
               "Октябрьский": "34767", "Белорецк": "34792", "Туймазы": "34782",
               "Ишимбай": "34794", "Аскарово": "34772", "Старосубхангулово": "34758",
               "Иглино": "34795"}  # fmt: skip


def _town(t: Any) -> str:
    """The town of the situation's offices (one a text)."""
    if "ba_town#" not in t.org_cache:
        towns = ("Уфа", "Уфа", "Стерлитамак", "Салават", "Октябрьский")
        t.org_cache["ba_town#"] = t.situation.get("town") or t.rng.choice(towns)
    return t.org_cache["ba_town#"]  # type: ignore[no-any-return]


def _landline(t: Any) -> str:
    rng = t.rng
    code = _TOWN_CODES[_town(t)]
    body = f"{rng.randint(2 * 10 ** (9 - len(code)), 10 ** (10 - len(code)) - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f", доб. {rng.randint(100, 399)}", "", "", f" (вн. {rng.randint(10, 99)})"))
    return rng.choice((f"8 ({code}) {local}{ext}", f"+7 ({code}) {local}{ext}",
                       f"({code}) {local}{ext}", f"8{code}{body}"))  # fmt: skip


def _office(t: Any) -> str:
    """An office's or a state body's address: public, it stays."""
    rng = t.rng
    town = _town(t)
    room = rng.choice(("офис 12", "каб. 214", "2 этаж", "пом. 5", "оф. 301", "каб. 3"))
    if town not in TOWN_STREETS15:  # a village's office
        kind, village, district = next(x for x in VILLAGES15 if x[1] == town)
        street = rng.choice(VILLAGE_STREETS15)
        return rng.choice((f"Республика Башкортостан, {district}, {kind} {village}, ул. {street}, "
                           f"д. {rng.randint(1, 60)}",
                           f"{kind} {village}, ул. {street}, {rng.randint(1, 60)}, "
                           f"{room}"))  # fmt: skip
    kind, name = rng.choice([st for st in TOWN_STREETS15[town] if st[0] != "мкр"])
    h = rng.randint(1, 180)
    post = _POST[town] + "".join(rng.choice("0123456789") for _ in range(6 - len(_POST[town])))
    street = f"{_MARK[kind]} {name}"
    return rng.choice((f"г. {town}, {street}, д. {h}, {room}",
                       f"{post}, Республика Башкортостан, г. {town}, {street}, {h}",
                       f"{post}, РБ, г. {town}, {street}, д. {h}/{rng.randint(1, 4)}"))  # fmt: skip


DOMAINS15 = {
    "ГУП санаторий «Кумыс-Тау»": "kumys-tau.ru",
    "ООО «НефтеХимМонтаж-Уфа»": "neftekhimmontazh.ru",
    "КФХ «Бурзянская борть»": "burzyan-bort.ru",
    "ООО «УфаДрайв»": "ufadrive.ru",
    "ООО «Банкетный зал «Ак Йорт»»": "ak-yort.ru",
    "ООО «Конный ветцентр «Иноходец»»": "inokhodets-vet.ru",
    "Махалля мечети «Ихлас» г. Стерлитамака": "ikhlas-str.ru",
    "Администрация муниципального района Иглинский район Республики Башкортостан": (
        "iglino.bashkortostan.ru"
    ),
    "МАУ ДО «Спортивная школа по хоккею «Тулпар»» г. Уфы": "hockey-tulpar.ru",
    "АО «Газ-Сервис Уфа»": "gazservis-ufa.ru",
    "Нотариальная контора нотариального округа город Октябрьский": "notarius-okt.ru",
    "Студенческий городок УНТУ": "campus.unt-ufa.ru",
    "Администрация сельского поселения Аскаровский сельсовет": "askarovo-ss.ru",
    "МОБУ СОШ с. Старосубхангулово": "school-subkhan.ru",
    "МБУ ДО «Детская школа искусств № 7» г. Уфы": "dshi7-ufa.ru",
}  # fmt: skip

_mailbox = mailbox(DOMAINS15, "kumys-tau.ru", ("info", "office"))

_sum, _sum_b = amounts("ba_sum", 5000)


def _cadastre(t: Any) -> str:
    """A land plot's cadastral number in the republic (02:…): the object's, it stays."""
    rng = t.rng
    return f"02:{rng.randint(1, 66):02d}:{num(t, 6)}:{rng.randint(10, 2999)}"


ORG_SLOTS15 = {
    "ba_inn_org": _inn,
    "ba_kpp": kpp_of("ba_inn#", _inn),
    "ba_ogrn": _ogrn,
    "ba_office_addr": _office,
    "ba_landline_org": _landline,
    "ba_mailbox_org": _mailbox,
    "ba_sum": _sum,
    "ba_sum_b": _sum_b,
    # Numbers of vouchers, passes, applications, orders, trips, acts, cases and contracts.
    "ba_voucher_no": lambda t: f"КТ-{num(t, 5)}/26",
    "ba_voucher_no_b": lambda t: f"КТ-{num(t, 5)}/26",
    "ba_history_no": lambda t: f"{t.rng.randint(100, 2999)}/26",
    "ba_pass_req": lambda t: f"ПР-{t.rng.randint(100, 999)}/{t.rng.choice(('25', '26'))}",
    "ba_permit_no": lambda t: f"НД-{t.rng.randint(10, 480)}",
    "ba_contract_no": lambda t: f"{t.rng.randint(10, 99)}-СП/{t.rng.choice(('25', '26'))}",
    "ba_cadastre": _cadastre,
    "ba_incoming": lambda t: f"{t.rng.randint(1000, 9999)}-з от {t.rng.randint(1, 28):02d}.0"
                             f"{t.rng.randint(1, 3)}.2026",
    "ba_shop_order": lambda t: f"BB-{num(t, 5)}",
    "ba_trip_no": lambda t: f"UD-{num(t, 8)}",
    "ba_ticket_no": lambda t: f"{t.rng.randint(1, 9)}{num(t, 5)}",
    "ba_gas_req": lambda t: f"{t.rng.randint(1, 9)}{num(t, 4)}",
    "ba_act_no": lambda t: f"{t.rng.randint(1, 300)}-А",
    "ba_case_no": lambda t: f"{t.rng.randint(10, 480)}/2026",
    "ba_notary_reg": lambda t: f"03/{t.rng.randint(10, 299)}-н/03-2026-{t.rng.randint(1, 9)}-"
                               f"{t.rng.randint(100, 999)}",
    "ba_banquet_no": lambda t: f"АЙ-{t.rng.randint(100, 999)}",
    "ba_banquet_no_b": lambda t: f"АЙ-{t.rng.randint(100, 999)}",
    "ba_banquet_no_c": lambda t: f"АЙ-{t.rng.randint(100, 999)}",
    "ba_vet_contract": lambda t: f"ИН-{num(t, 4)}/26",
    "ba_household": lambda t: f"{t.rng.randint(1, 12)}",
    "ba_household_ls": lambda t: f"{t.rng.randint(100, 1999)}",
    "ba_extract_no": lambda t: f"{t.rng.randint(10, 600)}",
    "ba_protocol_no": lambda t: f"{t.rng.randint(1, 12)}",
    "ba_order_ref": lambda t: f"{t.rng.randint(10, 300)}-у от {t.rng.randint(1, 28):02d}.0"
                              f"{t.rng.randint(1, 8)}.2025",
    "ba_oms": lambda t: num(t, 16),
    "ba_application_no": lambda t: f"KZ-{t.rng.randint(10, 99)}-{num(t, 4)}",
    # Bodies, companies and places.
    "ba_issuer": one("МВД по Республике Башкортостан", "Отделом УФМС России по Республике "
                     "Башкортостан в Октябрьском р-не г. Уфы", "ОВМ ОМВД России по г. "
                     "Стерлитамаку", "МВД по Респ. Башкортостан",
                     "ОУФМС России по РБ в Калининском р-не г. Уфы"),
    "ba_kp": lambda t: f"020-0{t.rng.randint(1, 64):02d}",
    "ba_refinery": one("АО «Агидель-Нефтехим»"),
    "ba_district_admin": one("Администрация муниципального района Иглинский район Республики "
                             "Башкортостан"),
    "ba_kus": one("Комитет по управлению собственностью Минземимущества РБ по Иглинскому району"),
    "ba_gas": one("АО «Газ-Сервис Уфа»"),
    "ba_uk": one("ООО «УК Черниковка-Жилсервис»", "ООО «ЖЭУ-42»", "ООО «Инорс-Жилкомсервис»"),
    "ba_notary_office": one("Нотариальная контора нотариального округа город Октябрьский"),
    "ba_university": one("ФГБОУ ВО «Уфимский нефтяной технический университет»"),
    "ba_village_admin": one("Администрация сельского поселения Аскаровский сельсовет "
                            "муниципального района Абзелиловский район Республики Башкортостан"),
    "ba_school": one("МОБУ СОШ с. Старосубхангулово"),
    "ba_music_school": one("МБУ ДО «Детская школа искусств № 7» г. Уфы"),
    "ba_mosque": one("мечеть «Ихлас» (г. Стерлитамак)"),
    "ba_dum": one("Духовное управление мусульман Республики Башкортостан"),
    "ba_shipper": one("СДЭК", "Почта России", "Boxberry"),
    "ba_insurer": one("АО «СОГАЗ»", "СК «Росгосстрах»", "АО «АльфаСтрахование»"),
}  # fmt: skip


PLAIN_SLOTS15 = {
    # Numbers and names that are a thing's, not a person's: left unlabelled.
    "ba_plate": lambda rng: plate(rng, ("02", "102", "702")),
    "ba_car": lambda rng: rng.choice(("Lada Vesta", "Kia Rio", "Hyundai Solaris", "Haval Jolion",
                                      "Skoda Rapid", "Chery Tiggo 4")),
    "ba_horse_pass": lambda rng: f"RUS{rng.randint(10000, 99999)}{rng.choice('ABCDEF')}",
    "ba_honey": lambda rng: rng.choice(("липовый", "гречишный", "бортевой бурзянский",
                                        "донниковый", "разнотравье")),
    "ba_litres": lambda rng: rng.choice(("0,5 л", "1 л", "3 л", "2 кг", "1,5 кг")),
    "ba_gas_pct": lambda rng: f"{rng.randint(1, 9) / 10:.1f}".replace(".", ","),
    "ba_km": lambda rng: str(rng.randint(3, 48)),
    "ba_tune": lambda rng: rng.choice(("«Урал»", "«Буранбай»", "«Азамат»", "«Сибай»",
                                       "«Салават»", "«Ашкадар»")),
    "ba_mark": lambda rng: rng.choice(("5", "5-", "4+", "4", "5+")),
    "ba_score": lambda rng: f"{rng.randint(0, 7)}:{rng.randint(0, 7)}",
    "ba_minutes": lambda rng: str(rng.randint(2, 45)),
    "ba_stop": lambda rng: rng.choice(("д. Байгазино, у магазина", "д. Кипчак, остановка",
                                       "ул. Лесная, у клуба", "д. Гадельгареево, у мечети")),
    "ba_temp": lambda rng: f"{rng.randint(37, 40)},{rng.randint(0, 9)}",
    "ba_hands": lambda rng: f"{rng.randint(140, 165)}",
    "ba_area": lambda rng: f"{rng.randint(8, 30) * 100}",
    "ba_track": lambda rng: v.non_identifier(rng, 10),
    "ba_n": lambda rng: str(rng.randint(2, 6)),
}  # fmt: skip
