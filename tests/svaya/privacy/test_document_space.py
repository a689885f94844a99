"""Passports and personal contacts as a grammar (issue 16, the form-space round): a Russian
passport's series and number in every grouping a hand, a form, a scan or an export gives them,
times the label and the line it stands on; a foreign-travel passport; a mobile in every grouping
and prefix, dictated in words or with an extension; a person's e-mail plain and obfuscated. The
other side: numbers of the same shape that are an organisation's or a thing's (a contract's, an
order's, a case's, a policy's, a prescription blank's, an INN, OGRN, KPP, a cadastral number, an
amount, a toll-free line, an office's landline, a role mailbox) stay.

Seeded combinations; every sentence is made up, nothing comes from the evaluation texts.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import Example, parse, spans

SEED = 16
NBSP = "\u00a0"

Grouping = Callable[[str, str], str]

# The series (4 digits) and the number (6 digits) as people group them.
PASSPORT_GROUPS: dict[str, Grouping] = {
    "2 2 6": lambda s, n: f"{s[:2]} {s[2:]} {n}",
    "4 6": lambda s, n: f"{s} {n}",
    "2 2 3 3": lambda s, n: f"{s[:2]} {s[2:]} {n[:3]} {n[3:]}",
    "4-6": lambda s, n: f"{s}-{n}",
    "4/6": lambda s, n: f"{s}/{n}",
    "2-2 6": lambda s, n: f"{s[:2]}-{s[2:]} {n}",
    "10 run": lambda s, n: f"{s}{n}",
    "4 № 6": lambda s, n: f"{s} № {n}",
    "2 2 № 6": lambda s, n: f"{s[:2]} {s[2:]} № {n}",
    "4 N 6": lambda s, n: f"{s} N {n}",
    "4 No 6": lambda s, n: f"{s} No {n}",
    "4 N6": lambda s, n: f"{s} N{n}",
    "nbsp 2 2 6": lambda s, n: f"{s[:2]}{NBSP}{s[2:]}{NBSP}{n}",
    "nbsp 4 6": lambda s, n: f"{s}{NBSP}{n}",
    "2 2  6 doubled": lambda s, n: f"{s[:2]}  {s[2:]}  {n}",
    "4, 6": lambda s, n: f"{s}, {n}",
    "2.2 6": lambda s, n: f"{s[:2]}.{s[2:]} {n}",
    "OCR O for 0": lambda s, n: f"{s} {n}".replace("0", "О", 1),
    "4 3 3": lambda s, n: f"{s} {n[:3]} {n[3:]}",
    "2 2 2 2 2": lambda s, n: f"{s[:2]} {s[2:]} {n[:2]} {n[2:4]} {n[4:]}",
    "2 2 on two lines": lambda s, n: f"{s[:2]} {s[2:]}\n{n}",
    "4 #6": lambda s, n: f"{s} #{n}",
    "2-2-6": lambda s, n: f"{s[:2]}-{s[2:]}-{n}",
    "2 2-6": lambda s, n: f"{s[:2]} {s[2:]}-{n}",
}
_SERIES_APART: list[Callable[[str, str], str]] = [
    lambda s, n: f"серия [[pd.passport:{s}]] номер [[pd.passport:{n}]]",
    lambda s, n: f"серия [[pd.passport:{s[:2]} {s[2:]}]] № [[pd.passport:{n}]]",
    lambda s, n: f"Серия: [[pd.passport:{s}]]\nНомер: [[pd.passport:{n}]]",
    lambda s, n: f"сер. [[pd.passport:{s}]] ном. [[pd.passport:{n}]]",
    lambda s, n: f"[[pd.passport:серия {s} № {n}]]",
    lambda s, n: f"[[pd.passport:серии {s[:2]} {s[2:]} № {n}]]",
    lambda s, n: f"паспорт серии [[pd.passport:{s[:2]} {s[2:]}]] номер [[pd.passport:{n}]]",
    lambda s, n: f"паспорт: серия [[pd.passport:{s}]], номер [[pd.passport:{n}]], выдан ОВД",
    lambda s, n: (
        f'{{"passport_series": "[[pd.passport:{s}]]", "passport_number": "[[pd.passport:{n}]]"}}'
    ),
    lambda s, n: f"Серия;Номер\n[[pd.passport:{s}]];[[pd.passport:{n}]]",
]
_PASSPORT_LABELS = [
    "паспорт {v}",
    "Паспорт: {v}",
    "Паспорт РФ {v}, выдан ОУФМС",
    "пасп. {v}",
    "п-т {v}",
    "Паспорт гражданина РФ: {v}",
    "документ, удостоверяющий личность: паспорт {v}",
    "док. удост. личн.: паспорт {v}",
    "ДУЛ: {v}",
    "паспортные данные {v}",
    "Иванов Иван Иванович, паспорт {v}",
    "PASSPORT: {v}",
    "паспорт\n{v}",
    '{{"passport": "{v}"}}',
    "Иванов;Иван;паспорт;{v}",
    "серия и номер: {v}",
    "Серия, номер паспорта: {v}",
    "Паспорт (серия, номер): {v}",
    "паспорт серия/номер {v}",
    "документ: паспорт РФ {v} выдан 12.03.2015",
    "Пасп.: {v}",
    "ПАСПОРТ {v}",
    "удостоверение личности {v}",
]
_ABROAD = [
    "загранпаспорт [[pd.passport:{s2} {n7}]]",
    "загран [[pd.passport:{s2}{n7}]]",
    "заграничный паспорт № [[pd.passport:{s2} {n7}]]",
    "загранпаспорт: [[pd.passport:{s2} № {n7}]]",
    "загранпаспорт [[pd.passport:{s2}-{n7}]]",
    "Passport No: [[pd.passport:{s2} {n7}]]",
    "Свидетельство о рождении [[pd.passport:{roman}-{cyr} № {n6}]]",
    "св-во о рождении [[pd.passport:{roman}-{cyr} {n6}]]",
    "паспорт гражданина Узбекистана [[pd.passport:{lat} {n7}]]",
    "загранпаспорт [[pd.passport:{s2} № {n7}]]",
    "заграничный паспорт серии [[pd.passport:{s2}]] номер [[pd.passport:{n7}]]",
]


def _series(rng: random.Random) -> str:
    return f"{rng.randint(1, 99):02d}{rng.randint(0, 26):02d}"


def passports() -> list[Example]:
    rng = random.Random(SEED)
    out = []
    for name, group in PASSPORT_GROUPS.items():
        for label in rng.sample(_PASSPORT_LABELS, 4):
            value = group(_series(rng), f"{rng.randint(100000, 999999)}")
            out.append(parse(name, label.format(v=f"[[pd.passport:{value}]]")))
    for apart in _SERIES_APART:
        for _ in range(2):
            out.append(parse("apart", apart(_series(rng), f"{rng.randint(100000, 999999)}")))
    for abroad in _ABROAD:
        for _ in range(2):
            marked = abroad.format(
                s2=rng.randint(10, 99),
                n7=rng.randint(1000000, 9999999),
                n6=rng.randint(100000, 999999),
                roman=rng.choice(["I", "II", "III", "IV", "V", "VI", "VII"]),
                cyr=rng.choice(["МЮ", "АК", "ЛО", "БА"]),
                lat=rng.choice(["AA", "FA", "AB"]),
            )
            out.append(parse("abroad", marked))
    return out


Phone = Callable[[str], str]  # ten digits after the country code -> text

PHONE_GROUPS: dict[str, Phone] = {
    "8 (912) 345-67-89": lambda d: f"8 ({d[:3]}) {d[3:6]}-{d[6:8]}-{d[8:]}",
    "+7 (912) 345-67-89": lambda d: f"+7 ({d[:3]}) {d[3:6]}-{d[6:8]}-{d[8:]}",
    "+7(912)3456789": lambda d: f"+7({d[:3]}){d[3:]}",
    "8912-345-67-89": lambda d: f"8{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:]}",
    "+7 912 3456789": lambda d: f"+7 {d[:3]} {d[3:]}",
    "+7 912 345 67 89": lambda d: f"+7 {d[:3]} {d[3:6]} {d[6:8]} {d[8:]}",
    "89123456789": lambda d: f"8{d}",
    "+79123456789": lambda d: f"+7{d}",
    "79123456789": lambda d: f"7{d}",
    "8-912-345-67-89": lambda d: f"8-{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:]}",
    "8 912 345 6789": lambda d: f"8 {d[:3]} {d[3:6]} {d[6:]}",
    "+7-912-345-67-89": lambda d: f"+7-{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:]}",
    "+7 (912) 345 67 89": lambda d: f"+7 ({d[:3]}) {d[3:6]} {d[6:8]} {d[8:]}",
    "8.912.345.67.89": lambda d: f"8.{d[:3]}.{d[3:6]}.{d[6:8]}.{d[8:]}",
    "+7 912-34-56-789": lambda d: f"+7 {d[:3]}-{d[3:5]}-{d[5:7]}-{d[7:]}",
    "8(912)345-6789": lambda d: f"8({d[:3]}){d[3:6]}-{d[6:]}",
    "8 912 3456789": lambda d: f"8 {d[:3]} {d[3:]}",
    "8912 3456789": lambda d: f"8{d[:3]} {d[3:]}",
    "+7 9123456789": lambda d: f"+7 {d}",
    "+7 (912)-345-67-89": lambda d: f"+7 ({d[:3]})-{d[3:6]}-{d[6:8]}-{d[8:]}",
    "7 (912) 345-67-89": lambda d: f"7 ({d[:3]}) {d[3:6]}-{d[6:8]}-{d[8:]}",
    "+7 912 345-67-89": lambda d: f"+7 {d[:3]} {d[3:6]}-{d[6:8]}-{d[8:]}",
    "8 (912) 34-56-789": lambda d: f"8 ({d[:3]}) {d[3:5]}-{d[5:7]}-{d[7:]}",
    "+7 912 34 56 789": lambda d: f"+7 {d[:3]} {d[3:5]} {d[5:7]} {d[7:]}",
}
_PHONE_LABELS = [
    "тел. {v}",
    "Телефон: {v}",
    "моб.: {v}",
    "мой номер {v}",
    "звоните {v}, Анна",
    "Контактный телефон: {v}",
    "Иванов Пётр, {v}",
    "Моб. {v} (Ольга)",
    "раб. тел. {v}",
    "Телефон\n{v}",
    "Иванова Анна Сергеевна ({v})",
    "WhatsApp {v}",
    "Tel: {v}",
    '{{"phone": "{v}"}}',
    "Петрова;Ольга;{v};ivanova@mail.ru",
    "сотовый {v}",
    "т. {v}",
    "тел.:{v}",
    "Телефоны: {v}, 8 (495) 123-45-67 (офис)",
]


def _mobile(rng: random.Random) -> str:
    return f"9{rng.randint(0, 99):02d}{rng.randint(0, 9999999):07d}"


_DIGIT_WORDS = ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь",
                "девять"]  # fmt: skip


_TEENS = ["десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
          "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"]  # fmt: skip
_TENS = ["", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
         "восемьдесят", "девяносто"]  # fmt: skip
_HUNDREDS = ["", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
             "восемьсот", "девятьсот"]  # fmt: skip


def _number_words(n: int) -> str:
    """A group of a dictated number as said (912 -> девятьсот двенадцать; 0 -> ноль)."""
    if n == 0:
        return "ноль"
    hundreds, rest = divmod(n, 100)
    words = [_HUNDREDS[hundreds]] if hundreds else []
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    else:
        tens, unit = divmod(rest, 10)
        words += [w for w in (_TENS[tens], _DIGIT_WORDS[unit] if unit else "") if w]
    return " ".join(words)


def phones() -> list[Example]:
    rng = random.Random(SEED + 1)
    out = []
    for name, group in PHONE_GROUPS.items():
        for label in rng.sample(_PHONE_LABELS, 4):
            out.append(parse(name, label.format(v=f"[[pd.contacts:{group(_mobile(rng))}]]")))
    for _ in range(3):
        d = _mobile(rng)
        words = " ".join(_DIGIT_WORDS[int(c)] for c in "8" + d)
        out.append(parse("dictated", f"записывайте номер [[pd.contacts:{words}]]"))
        group = PHONE_GROUPS["8 (912) 345-67-89"](_mobile(rng))
        out.append(parse("ext", f"Раб. тел.: [[pd.contacts:{group}]] доб. 123"))
        grouped = " ".join(_number_words(int(x)) for x in ("8", d[:3], d[3:6], d[6:8], d[8:]))
        out.append(parse("dictated in groups", f"мой номер [[pd.contacts:{grouped}]]"))
    return out


_USERS = ["ivan.petrov", "olga-smirnova", "kuznetsov85", "a.v.orlova", "petrov_ivan", "nina1990"]
_DOMAINS = ["mail.ru", "yandex.ru", "gmail.com", "bk.ru", "inbox.ru", "list.ru"]
_EMAIL_FORMS: list[Callable[[str, str], str]] = [
    lambda u, d: f"{u}@{d}",
    lambda u, d: f"{u.upper()}@{d.upper()}",
    lambda u, d: f"{u}[at]{d}",
    lambda u, d: f"{u}(at){d}",
    lambda u, d: f"{u} собака {d.replace('.', ' точка ')}",
    lambda u, d: f"{u} at {d.replace('.', ' dot ')}",
    lambda u, d: f"{u}(собака){d}",
    lambda u, d: f"{u} @ {d}",
    lambda u, d: f"{u}[@]{d}",
    lambda u, d: f"{u} [dog] {d.replace('.', ' [dot] ')}",
    lambda u, d: f"{u} собака {d}",
    lambda u, d: f"{u.title()}@{d.title()}",
]
_EMAIL_LABELS = [
    "e-mail: {v}",
    "почта {v}",
    "пишите на {v}",
    "Email: {v}",
    "мой ящик — {v}",
    "Иванова Анна <{v}>",
    "[mailto:{v}]",
]


def emails() -> list[Example]:
    rng = random.Random(SEED + 2)
    out = []
    for i, form in enumerate(_EMAIL_FORMS):
        for label in _EMAIL_LABELS:
            value = form(rng.choice(_USERS), rng.choice(_DOMAINS))
            out.append(parse(f"e-mail {i}", label.format(v=f"[[pd.contacts:{value}]]")))
    return out


_ORG_NUMBERS = [
    "Договор № 4508 123456 от 12.03.2024",
    "Заказ № 4508123456 оформлен",
    "Дело № 2-1457/2026, УИД 45RS0008-01-2026-001234-56",
    "Полис ОМС 4508 1234 5678 9012",
    "Полис КАСКО серия 4508 № 123456",
    "рецептурный бланк серия 45 08 № 123456",
    "ИНН 7707083893, КПП 770701001",
    "ОГРН 1027700132195",
    "Сумма: 4 508 123 456 руб.",
    "кадастровый номер 77:01:0004012:1234",
    "Горячая линия 8-800-555-35-35",
    "звоните 8 800 100 00 00 бесплатно",
    "Приёмная: 8 (4912) 25-43-12, канцелярия суда",
    "Офис: +7 (495) 123-45-67, ООО «Ромашка»",
    "пишите на info@romashka.ru",
    "support@bank.ru — служба поддержки",
    "Номер заказа 89123456789 отгружен",
    "трек-номер 80091234567890",
    "Счёт № 4508/123456 от 01.02.2025",
    "Приказ № 45-08/123456 о зачислении",
    "лицевой счёт 4508123456",
    "ООО «Ромашка», тел. +7 (495) 123-45-67",
    "факс (495) 123-45-67",
    "noreply@bank.ru, hr@company.ru, zakaz@shop.ru",
    "Заказ 79123456789 доставлен",
    "серия бланка 4508 № 123456",
    "Исх. № 4508-123456 от 12.03.2024",
    "Рег. номер 4508/123456",
    "код подразделения 770-001, выдан 12.03.2015",
    "ОКПО 12345678, БИК 044525225, к/с 30101810400000000225",
    "Билет № 4508 123456",
    "Накладная 4508 123456",
    "Протокол 45 08 № 123456",
    "Телефон клиники: 8 (4912) 25-43-12 доб. 2",
    "Возраст: 40 (07.03.1985)",
]


def org_values() -> list[Example]:
    return [parse("org", text) for text in _ORG_NUMBERS]


CLASSES = ("pd.passport", "pd.contacts")


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


def _found(pseudonymizer: Pseudonymizer, example: Example) -> bool:
    for start, end, cls in example.values:
        found = spans(pseudonymizer, example.text, cls)
        covered = sum(min(end, e) - max(start, s) for s, e in found if s < end and start < e)
        if covered < 0.9 * (end - start):
            return False
    return True


def _recall(pseudonymizer: Pseudonymizer, items: list[Example]) -> tuple[float, list[str]]:
    missed = [e.text for e in items if not _found(pseudonymizer, e)]
    return 1 - len(missed) / len(items), missed


# The combinations the rules do not read, each named (2 of 138 passports): a scan's letter O right
# before a zero ("66О0 745077") — homoglyphs.py reads that zero as a letter O too, and a run of
# two letters between digits is a word's, not a digit's.
ALLOWANCE = {"passports": 0.015, "phones": 0.0, "emails": 0.0}


@pytest.mark.parametrize("family", [passports, phones, emails], ids=lambda f: f.__name__)
def test_the_space_is_covered(pseudonymizer: Pseudonymizer, family: Callable[[], list]) -> None:
    recall, missed = _recall(pseudonymizer, family())
    assert recall >= 1 - ALLOWANCE[family.__name__], (round(recall, 3), missed)


def test_organisation_numbers_stay(pseudonymizer: Pseudonymizer) -> None:
    wrong = []
    for example in org_values():
        for cls in CLASSES:
            wrong += [(cls, example.text[s:e]) for s, e in spans(pseudonymizer, example.text, cls)]
    assert not wrong, wrong
