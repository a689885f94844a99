"""Identifiers with valid control digits, and the ways people write them.

The checks here are written from the formats' definitions, apart from svaya/privacy/checksums.py;
the data test validates every labelled identifier with both.
"""

from __future__ import annotations

import random

_INN10 = (2, 4, 10, 3, 5, 9, 4, 6, 8)
_INN12_A = (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
_INN12_B = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
_ACCOUNT_WEIGHTS = (7, 1, 3) * 8
# Tax offices: region (2 digits) + office (2 digits).
TAX_OFFICES = ("7701", "7705", "7713", "7728", "5003", "5024", "1655", "6658", "7107", "3664",
               "6316", "7802", "5406", "5262", "2310", "5902")  # fmt: skip
PASSPORT_REGIONS = ("45", "46", "92", "70", "65", "36", "36", "40", "50", "22", "03", "80")
CARD_PREFIXES = ("2200", "2202", "2204", "4276", "4279", "5469", "5536", "4817")
MOBILE_CODES = ("903", "905", "909", "915", "916", "917", "925", "926", "951", "960", "977", "985")


def _control(digits: str, weights: tuple[int, ...]) -> int:
    return sum(int(d) * w for d, w in zip(digits, weights, strict=False)) % 11 % 10


def inn_ok(digits: str) -> bool:
    if not digits.isdigit() or len(digits) not in (10, 12):
        return False
    if len(digits) == 10:
        return _control(digits, _INN10) == int(digits[9])
    return _control(digits, _INN12_A) == int(digits[10]) and _control(digits, _INN12_B) == int(
        digits[11]
    )


def snils_ok(digits: str) -> bool:
    if len(digits) != 11 or not digits.isdigit():
        return False
    total = sum(int(d) * (9 - i) for i, d in enumerate(digits[:9]))
    control = total % 101 % 100
    return control == int(digits[9:])


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return digits.isdigit() and total % 10 == 0


def ogrn_ok(digits: str) -> bool:
    """OGRN (13 digits): the first twelve as a number mod 11, mod 10."""
    return len(digits) == 13 and digits.isdigit() and int(digits[:12]) % 11 % 10 == int(digits[12])


def account_ok(account: str, bik: str) -> bool:
    digits = bik[-3:] + account
    return (
        len(account) == 20
        and sum(int(d) * w for d, w in zip(digits, _ACCOUNT_WEIGHTS, strict=False)) % 10 == 0
    )


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def person_inn(rng: random.Random) -> str:
    base = rng.choice(TAX_OFFICES) + _digits(rng, 6)
    first = _control(base, _INN12_A)
    second = _control(base + str(first), _INN12_B)
    return f"{base}{first}{second}"


def org_inn(rng: random.Random) -> str:
    base = rng.choice(TAX_OFFICES) + _digits(rng, 5)
    return base + str(_control(base, _INN10))


def snils(rng: random.Random) -> str:
    body = str(rng.randint(2, 9)) + _digits(rng, 8)
    total = sum(int(d) * (9 - i) for i, d in enumerate(body))
    return f"{body}{total % 101 % 100:02d}"


def card(rng: random.Random) -> str:
    body = rng.choice(CARD_PREFIXES) + _digits(rng, 11)
    for last in "0123456789":
        if luhn_ok(body + last):
            return body + last
    raise AssertionError("unreachable: one control digit always fits")


def ogrn(rng: random.Random) -> str:
    body = (
        rng.choice("15")
        + f"{rng.randint(2, 24):02d}"
        + rng.choice(TAX_OFFICES)[:2]
        + _digits(rng, 7)
    )
    return body + str(int(body) % 11 % 10)


def account(rng: random.Random, bik: str) -> str:
    """A personal current account (40817 810) with the key digit computed against the BIK."""
    head, tail = "40817810", _digits(rng, 11)
    for key in "0123456789":
        candidate = head + key + tail
        if account_ok(candidate, bik):
            return candidate
    raise AssertionError("unreachable: one key digit always fits")


def passport(rng: random.Random) -> tuple[str, str]:
    """(series, number): region + year of issue, and six digits."""
    series = rng.choice(PASSPORT_REGIONS) + f"{rng.randint(2, 24):02d}"
    return series, f"{rng.randint(100001, 999999)}"


def mobile(rng: random.Random) -> str:
    return rng.choice(MOBILE_CODES) + _digits(rng, 7)


def non_identifier(rng: random.Random, length: int) -> str:
    """Digits of an order or contract number that pass none of the personal checks."""
    while True:
        value = str(rng.randint(1, 9)) + _digits(rng, length - 1)
        if not (inn_ok(value) or snils_ok(value) or luhn_ok(value) or ogrn_ok(value)):
            return value


# Writing variants ---------------------------------------------------------------------------


def fmt_phone(rng: random.Random, ten: str, style: int | None = None) -> str:
    a, b, c, d = ten[:3], ten[3:6], ten[6:8], ten[8:]
    styles = (
        f"+7 {a} {b}-{c}-{d}", f"8 ({a}) {b}-{c}-{d}", f"+7{ten}", f"8-{a}-{b}-{c}-{d}",
        f"8 {a} {b}{c}{d}", f"+7({a}){b}{c}{d}", f"8{ten}", f"+7 {a} {b} {c} {d}",
        f"+7-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}",
    )  # fmt: skip
    return styles[rng.randrange(len(styles)) if style is None else style]


def fmt_passport(rng: random.Random, series: str, number: str, odd: bool = False) -> str:
    if odd:
        styles = (
            f"{series[:2]} {series[2:]}  {number}", f"{series[:2]}  {series[2:]} {number}",
            f"{series[:2]} {series[2:]}{number}", f"{series}  {number}", f"{series} -{number}",
            f"{series[:2]} {series[2:]} {number[:3]} {number[3:]}",
            f"{series[:2]}{series[2:]} №{number}",
        )  # fmt: skip
    else:
        styles = (
            f"{series[:2]} {series[2:]} {number}", f"{series} {number}", f"{series}{number}",
            f"{series[:2]} {series[2:]} № {number}", f"{series} № {number}",
        )  # fmt: skip
    return rng.choice(styles)


def fmt_snils(rng: random.Random, digits: str) -> str:
    a, b, c, d = digits[:3], digits[3:6], digits[6:9], digits[9:]
    return rng.choice((f"{a}-{b}-{c} {d}", f"{a}-{b}-{c}-{d}", digits, f"{a} {b} {c} {d}",
                       f"{a}-{b}-{c} {d}"))  # fmt: skip


def fmt_card(rng: random.Random, digits: str) -> str:
    groups = [digits[i : i + 4] for i in range(0, 16, 4)]
    return rng.choice((" ".join(groups), digits, "-".join(groups), " ".join(groups)))


def fmt_org_phone(rng: random.Random) -> str:
    """A toll-free 8-800 line of an organisation."""
    b, c, d = f"{rng.randint(100, 999)}", f"{rng.randint(10, 99)}", f"{rng.randint(10, 99)}"
    return rng.choice((f"8-800-{b}-{c}-{d}", f"8 (800) {b}-{c}-{d}", f"8 800 {b} {c} {d}",
                       f"8 800 {b}-{c}-{d}", f"8800{b}{c}{d}"))  # fmt: skip


def fmt_amount(rng: random.Random) -> str:
    value = rng.choice((rng.randint(5, 950) * 1000, rng.randint(1000, 99000) * 10,
                        rng.randint(1, 45) * 100000))  # fmt: skip
    grouped = f"{value:,}".replace(",", " ")
    kopecks = f",{rng.randint(0, 99):02d}"
    return rng.choice((f"{grouped} руб.", f"{grouped}{kopecks} руб.", f"{grouped} ₽",
                       f"{grouped} рублей", f"{grouped}{kopecks} ₽", f"{grouped} р."))  # fmt: skip


def fmt_contract(rng: random.Random) -> str:
    year = rng.randint(2019, 2026)
    return rng.choice((
        f"{rng.randint(1, 99)}/{rng.randint(1, 40)}-{year}",
        f"КД-{year}/{non_identifier(rng, 5)}",
        f"{non_identifier(rng, 4)}/{rng.randint(10, 99)}-ПК",
        f"{non_identifier(rng, 4)}-РФ/{year % 100}",
        f"ДУ-{non_identifier(rng, 6)}",
    ))  # fmt: skip


def fmt_order(rng: random.Random) -> str:
    return rng.choice((
        f"APP-{non_identifier(rng, 6)}", f"ORD-{non_identifier(rng, 6)}",
        non_identifier(rng, 7), non_identifier(rng, 9), f"З-{non_identifier(rng, 5)}",
        f"{non_identifier(rng, 3)}-{non_identifier(rng, 4)}",
    ))  # fmt: skip
