"""Organisation values of the sixth dev round (round6.py): its courts, bailiffs and state bodies
with their addresses and phones, case numbers and their УИД, enforcement proceedings, cadastral
numbers, the passport office's code, policy numbers, mailboxes, rents and duties, the companies
each kind of situation deals with, and the regions of the round's cities (REGIONS6, which
round6.py's addresses use too)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import values as v

# city: (region, region short, region in the genitive, region first as registries print it,
# postcode's first three digits, the city in the genitive)
REGIONS6: dict[str, tuple[str, str, str, str, str, str]] = {
    "Рязань": ("Рязанская область", "Рязанская обл.", "Рязанской области", "обл. Рязанская",
               "390", "Рязани"),
    "Тверь": ("Тверская область", "Тверская обл.", "Тверской области", "обл. Тверская", "170",
              "Твери"),
    "Липецк": ("Липецкая область", "Липецкая обл.", "Липецкой области", "обл. Липецкая", "398",
               "Липецка"),
    "Тамбов": ("Тамбовская область", "Тамбовская обл.", "Тамбовской области", "обл. Тамбовская",
               "392", "Тамбова"),
    "Пенза": ("Пензенская область", "Пензенская обл.", "Пензенской области", "обл. Пензенская",
              "440", "Пензы"),
    "Брянск": ("Брянская область", "Брянская обл.", "Брянской области", "обл. Брянская", "241",
               "Брянска"),
    "Смоленск": ("Смоленская область", "Смоленская обл.", "Смоленской области",
                 "обл. Смоленская", "214", "Смоленска"),
    "Чебоксары": ("Чувашская Республика", "Чувашская Респ.", "Чувашской Республики",
                  "Респ. Чувашская", "428", "Чебоксар"),
}  # fmt: skip


# Organisation values ---------------------------------------------------------------------------


_REGION_CODE = {"Рязань": "62", "Тверь": "69", "Липецк": "48", "Тамбов": "68", "Пенза": "58",
                "Брянск": "32", "Смоленск": "67", "Чебоксары": "21"}  # fmt: skip


def _city(t: Any) -> str:
    """The city of the text's first person, so its court and offices stand in their town."""
    return t.subject(1).address["city"]  # type: ignore[no-any-return]


def _court(t: Any) -> str:
    city = _city(t)
    gen = REGIONS6[city][5]
    district = t.rng.choice(("Советский", "Октябрьский", "Ленинский", "Московский"))
    return t.rng.choice((
        f"{district} районный суд г. {gen}",
        f"судебный участок № {t.rng.randint(1, 40)} {district[:-2]}ого судебного района "
        f"г. {gen}",
    ))  # fmt: skip


def _bailiffs(t: Any) -> str:
    city = _city(t)
    region = REGIONS6[city]
    district = t.rng.choice(("Советское", "Октябрьское", "Ленинское", "Железнодорожное"))
    return f"{district} РОСП г. {region[5]} УФССП России по {region[2]}"


def _body_addr(t: Any) -> str:
    rng = t.rng
    city = _city(t)
    street = rng.choice(("ул. Почтовая", "пл. Ленина", "ул. Свободы", "ул. Советская",
                         "пр-кт Первомайский", "ул. Дзержинского"))  # fmt: skip
    index, house = f"{REGIONS6[city][4]}{rng.randint(0, 99):03d}", rng.randint(1, 90)
    return f"{index}, г. {city}, {street}, д. {house}"


_PHONE_CODE = {"Рязань": "4912", "Тверь": "4822", "Липецк": "4742", "Тамбов": "4752",
               "Пенза": "8412", "Брянск": "4832", "Смоленск": "4812",
               "Чебоксары": "8352"}  # fmt: skip


def _body_phone(t: Any) -> str:
    rng = t.rng
    code = _PHONE_CODE[_city(t)]
    a, b, c = rng.randint(20, 79), rng.randint(10, 99), rng.randint(10, 99)
    number = f"{a}-{b}-{c}"
    return rng.choice((f"+7 ({code}) {number}", f"8 ({code}) {number}", f"({code}) {a}{b}{c}"))


def _case_number(t: Any) -> str:
    rng = t.rng
    n, y = rng.randint(101, 4999), rng.choice((2025, 2026))
    return rng.choice((f"2-{n}/{y}", f"2а-{n}/{y}", f"33-{n}/{y}", f"02-{n}/{y}", f"М-{n}/{y}"))


def _case_uid(t: Any) -> str:
    rng = t.rng
    return (
        f"{_REGION_CODE[_city(t)]}RS000{rng.randint(1, 9)}-01-"
        f"{rng.choice((2025, 2026))}-00{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"
    )


def _enforcement(t: Any) -> str:
    rng = t.rng
    return f"{rng.randint(10000, 99999)}/{rng.choice((25, 26))}/{rng.randint(62000, 69999)}-ИП"


def _cadastre(t: Any) -> str:
    rng = t.rng
    region = _REGION_CODE[_city(t)]
    return (
        f"{region}:{rng.randint(1, 29):02d}:{rng.randint(10000, 99999):07d}:{rng.randint(10, 4999)}"
    )


def _office_code(t: Any) -> str:
    rng = t.rng
    return f"{rng.choice(('620', '690', '480', '680', '580', '320'))}-{rng.randint(1, 45):03d}"


def _policy(t: Any) -> str:
    rng = t.rng
    return rng.choice((f"ХХХ {v.non_identifier(rng, 10)}", f"СГП-{v.non_identifier(rng, 7)}/26",
                       f"ИФЛ №{v.non_identifier(rng, 8)}"))  # fmt: skip


def _inheritance_case(t: Any) -> str:
    rng = t.rng
    return f"{rng.randint(12, 480)}/{rng.choice((2025, 2026))}"


def _sfr(t: Any) -> str:
    return f"Отделение СФР по {REGIONS6[_city(t)][2]}"


def _ifns(t: Any) -> str:
    return f"Межрайонная ИФНС России № {t.rng.randint(1, 12)} по {REGIONS6[_city(t)][2]}"


def _military(t: Any) -> str:
    district = t.rng.choice(
        ("Советского и Октябрьского районов", "Ленинского района", "Московского района")
    )
    return f"Военный комиссариат {district} г. {REGIONS6[_city(t)][5]}"


def _mailbox(kind: str) -> Callable[[Any], str]:
    """A state body's or a company's role mailbox: public."""

    def build(t: Any) -> str:
        code = _REGION_CODE[_city(t)]
        return {
            "sfr": f"{t.rng.choice(('priem', 'obr', 'kc'))}@{code}.sfr.gov.ru",
            "school": f"school{t.rng.randint(1, 70)}@edu{code}.ru",
            "claims": t.rng.choice(("claims@garant-polis.ru", "ubytki@ladya-ins.ru")),
        }[kind]

    return build


def _rent(t: Any) -> str:
    """A month's rent of a flat in a regional city."""
    value = f"{t.rng.randint(14, 48) * 1000:,}".replace(",", " ")
    return t.rng.choice((f"{value} руб.", f"{value} рублей", f"{value} ₽", f"{value},00 руб."))


def _duty(t: Any) -> str:
    """A state or notarial duty."""
    value = f"{t.rng.choice((300, 650, 1500, 3000, 4000, 6510, 12420, 18350)):,}".replace(",", " ")
    return t.rng.choice((f"{value} руб.", f"{value} рублей", f"{value} ₽"))


ORG_SLOTS6 = {
    "w_rent": _rent,
    "w_duty": _duty,
    "w_mail_sfr": _mailbox("sfr"),
    "w_mail_school": _mailbox("school"),
    "w_mail_claims": _mailbox("claims"),
    "w_military": _military,
    "w_court": _court,
    "w_bailiffs": _bailiffs,
    "w_body_addr": _body_addr,
    "w_body_phone": _body_phone,
    "w_case": _case_number,
    "w_case_uid": _case_uid,
    "w_ip": _enforcement,
    "w_cadastre": _cadastre,
    "w_office_code": _office_code,
    "w_policy": _policy,
    "w_heir_case": _inheritance_case,
    "w_sfr": _sfr,
    "w_ifns": _ifns,
}


# The companies of each kind of situation (a situation's "companies").
_EMPLOYERS = ["ООО «Липецкий литейный двор»", "АО «Тамбовхимпласт»", "ООО «Брянский кирпич»"]
_INSURERS = ["СПАО «Гарант-Полис»", "АО «СК Ладья-Страхование»"]
_MANAGERS = ["ООО «УК Жилкомсервис»", "ТСЖ «Есенина 47»", "ООО «УК Домовой»"]
_LAWYERS = ["ООО «Юридическая фирма Байрамов и партнёры»", "Коллегия адвокатов «Бастион»"]
_AGENTS = ["ООО «Агентство недвижимости Ключ»", "ООО «Квартирный вопрос»"]
_CREDITORS = [
    "ООО МКК «Быстроденьги-Центр»", "ООО ПКО «Долговой центр»",
    "АО «Рязанская ипотечная корпорация»",
]  # fmt: skip
_SCHOOLS = ["АНО ДО «Малая академия»", "ЧОУ «Гимназия Ковчег»", "ООО «Клиника Медгарант»"]
