"""Dev texts of the ninth round of issue 16: writers no round had (dev part only).

Written by a helper who had not read the rules, to measure rules tuned on rounds 1-8 on a writer
they never saw: a mobile operator's support (SIM replacement, number porting), a car dealership
and a leasing company, a microfinance company and its collectors (МФО), a tax consultant and
3-НДФЛ, a psychologist's and a speech therapist's notes, a summer camp and its parents' chat, an
airline's lost-luggage reports (PIR), electronic document flow exports (ЭДО, XML and JSON), a
library and a museum, a register office (ЗАГС) and a christening, a private security guard's log,
a concierge's log, voicemail transcripts made by speech recognition, a genealogy forum and a
messenger's forwarded contact cards (vCard). The frames are in round9_frames.py.

Its pool is new (no word of a name occurs in another round of either split): surnames in -ов/-ин
(Бурмистров, Вахрамеев, Тряпицын, Ахметзянов, Зиннатуллин), -ский (Ржевусский, Гвоздецкий),
-ко and -ых that do not decline (Гнатенко, Шкуренко, Мокрых), Кикнадзе, Варданян and Дячук,
surnames that are words (Филин, Грач, Баклан), first names rare in the set and their
diminutives (Феофан → Фаня, Зиновий → Зиня, Ипполит → Ипа, Мстислав → Мстиша, Глафира → Глаша,
Капитолина → Капа, Олимпиада → Липа, Агафья → Гаша, Ефросинья → Фрося, Ильмира → Ильмирка).
A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth).

Its slots start with `z_`. It draws from its own seeded generator (`16-dev9`), so the earlier
texts and the held-out part stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import round4
import values as v
from people import MONTHS, latin
from round9_frames import FRAMES9
from round_kit import RoundPerson, mailbox, one, ordinal_gen, pick_person, plate
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["FRAMES9"]

SURNAMES9: list[tuple[str, str]] = [
    ("Бурмистров", "ov"), ("Колобродов", "ov"), ("Вахрамеев", "ov"), ("Ельчанинов", "ov"),
    ("Тряпицын", "ov"), ("Мезенцев", "ov"), ("Ожогин", "ov"), ("Пестряков", "ov"),
    ("Ахметзянов", "ov"), ("Зиннатуллин", "ov"), ("Филин", "ov"), ("Ржевусский", "sky"),
    ("Гвоздецкий", "sky"), ("Гнатенко", "indecl"), ("Шкуренко", "indecl"), ("Мокрых", "indecl"),
    ("Кикнадзе", "indecl"), ("Варданян", "noun"), ("Дячук", "noun"), ("Грач", "noun"),
    ("Баклан", "noun"),
]  # fmt: skip

FIRST_NAMES9: list[tuple[str, str, str]] = [
    ("Феофан", "m", "Фаня"), ("Демид", "m", "Демидка"), ("Фрол", "m", "Фролушка"),
    ("Зиновий", "m", "Зиня"), ("Платон", "m", "Тоша"), ("Гордей", "m", "Гордюша"),
    ("Аристарх", "m", "Арик"), ("Ипполит", "m", "Ипа"), ("Мстислав", "m", "Мстиша"),
    ("Айрат", "m", "Айрат"), ("Агния", "f", "Агнюша"), ("Василиса", "f", "Васёна"),
    ("Глафира", "f", "Глаша"), ("Капитолина", "f", "Капа"), ("Олимпиада", "f", "Липа"),
    ("Марфа", "f", "Марфуша"), ("Агафья", "f", "Гаша"), ("Ефросинья", "f", "Фрося"),
    ("Зульфия", "f", "Зуля"), ("Ильмира", "f", "Ильмирка"),
]  # fmt: skip

PATRONYMICS9: list[tuple[str, str]] = [
    ("Гордеевич", "Гордеевна"), ("Аристархович", "Аристарховна"),
    ("Всеволодович", "Всеволодовна"), ("Савельевич", "Савельевна"),
    ("Ипполитович", "Ипполитовна"), ("Мстиславович", "Мстиславовна"), ("Демидович", "Демидовна"),
    ("Еремеевич", "Еремеевна"), ("Феофанович", "Феофановна"), ("Фролович", "Фроловна"),
]  # fmt: skip

CITIES9: list[tuple[str, str, str]] = [
    ("Рыбинск", "рыбинск", "Rybinsk"), ("Муром", "муром", "Murom"),
    ("Елабуга", "елабуга", "Yelabuga"), ("Тобольск", "тоб", "Tobolsk"),
    ("Камышин", "камышин", "Kamyshin"), ("Хвалынск", "хвалынск", "Khvalynsk"),
]  # fmt: skip

STREETS9: list[tuple[str, str, str]] = [
    ("ул", "Чкалова", "Chkalova"), ("ул", "Водопроводная", "Vodoprovodnaya"),
    ("ул", "Станционная", "Stantsionnaya"), ("бул", "Юности", "Yunosti"),
    ("ул", "2-я Кирпичная", "2-ya Kirpichnaya"), ("пр", "Металлургов", "Metallurgov"),
    ("ул", "Челюскинцев", "Chelyuskintsev"), ("ш", "Тутаевское", "Tutayevskoye"),
    ("ул", "Ткацкая", "Tkatskaya"), ("пер", "Затонный", "Zatonnyy"),
    ("ул", "Кустарная", "Kustarnaya"), ("наб", "Паромная", "Paromnaya"),
]  # fmt: skip

COMPANIES9: list[str] = [
    "ПАО «ВолнаТелеком»", "ООО «Автоцентр Камышин-Моторс»", "ООО МФК «Быстрокредит»",
    "ООО «Бюро вычетов Декларант»", "ДОЛ «Берёзовая роща»", "АО «Авиалинии Приволжья»",
]  # fmt: skip

REGIONS9 = {
    "Рыбинск": "Ярославская обл.", "Муром": "Владимирская обл.", "Елабуга": "Республика Татарстан",
    "Тобольск": "Тюменская обл.", "Камышин": "Волгоградская обл.", "Хвалынск": "Саратовская обл.",
}  # fmt: skip
VILLAGES9 = {
    "Рыбинск": [("с.", "Глебово", "Рыбинский р-н"), ("д.", "Ларионово", "Рыбинский р-н")],
    "Муром": [("с.", "Ковардицы", "Муромский р-н"), ("пос.", "Механизаторов", "Муромский р-н")],
    "Елабуга": [("с.", "Танаевка", "Елабужский р-н")],
    "Тобольск": [("с.", "Абалак", "Тобольский р-н")],
    "Камышин": [("с.", "Антиповка", "Камышинский р-н")],
    "Хвалынск": [("с.", "Апалиха", "Хвалынский р-н")],
}  # fmt: skip
SNT9 = ("Рябинушка", "Ветеран-3", "Текстильщик", "Механизатор")


@dataclass(frozen=True)
class Person9(RoundPerson):
    """A person of this round (round_kit.RoundPerson)."""


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person9, surnames=SURNAMES9, firsts=FIRST_NAMES9,
                   patronymics=PATRONYMICS9)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person9:
    return s.person  # type: ignore[no-any-return]


def f_io_loose(rng: random.Random, s: Any) -> str:
    """Initials before or after, with or without stops or spaces."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}{m}", f"{f}.{m}.{last}", f"{last} {f}. {m}.", f"{f}{m} {last}",
                       f"{last.lower()} {f.lower()}.{m.lower()}.", f"{last}-{f}.{m}."))  # fmt: skip


def f_typo(rng: random.Random, s: Any) -> str:
    """A surname typed with a letter lost, doubled or two letters swapped (a hurried form)."""
    last = _p(s).last()
    i = 2 + random.Random(last).randrange(len(last) - 4)
    return (
        rng.choice(
            (
                last[:i] + last[i + 1 :],
                last[:i] + last[i] + last[i:],
                last[:i] + last[i + 1] + last[i] + last[i + 2 :],
            )
        )
        + f" {_p(s).given()}"
    )


def pnr(rng: random.Random, s: Any) -> str:
    """An airline's passenger name: "BURMISTROV/FEOFAN"."""
    p = _p(s)
    return f"{latin(p.last()).upper()}/{latin(p.first).upper()}"


def lat_old(rng: random.Random, s: Any) -> str:
    """An old transliteration from an emigrant's or a church record: "Burmistroff", "Wachrameew"."""
    p = _p(s)
    last = latin(p.last())
    if last.endswith("ov") or last.endswith("ev"):
        last = last[:-1] + rng.choice(("ff", "w"))
    last = last.replace("V", "W", 1) if last.startswith("V") else last
    return f"{latin(p.first).replace('y', 'j')} {last}"


NAME_SLOTS9 = {
    "z_f_io": (f_io_loose, "pd.name"),
    "z_f_typo": (f_typo, "pd.name"),
    "z_pnr": (pnr, "pd.name"),
    "z_lat_old": (lat_old, "pd.name"),
    "z_fio_lowgen": (lambda rng, s: f"{_p(s).last('gen')} {_p(s).given('gen')}".lower(), "pd.name"),
    "z_dim_ins": (lambda rng, s: round4.first_name_form(_p(s).diminutive, _p(s).gender, "ins")
                  if _p(s).diminutive.endswith(("а", "я")) else _p(s).diminutive, "pd.name"),
    "z_io_up": (lambda rng, s: f"{_p(s).given()} {_p(s).middle()}".upper(), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------


def bday_spoken(rng: random.Random, s: Any) -> str:
    """A date of birth as speech recognition writes what was said: "двенадцатого марта
    восемьдесят пятого" ("года" after it stays outside)."""
    d, m, y = s.birth
    year = ordinal_gen(y % 100) if y < 2000 else f"две тысячи {ordinal_gen(y % 100)}"
    if y == 2000:
        year = "двухтысячного"
    full = f"тысяча девятьсот {year}" if y < 2000 else year
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {full}",
                       f"{d} {MONTHS[m - 1]} {y % 100:02d}-го"))  # fmt: skip


def bday_mess(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y}", f"{d:02d} {m:02d} {y % 100:02d}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}.{m:02d}.{y}г", f"{d}{MONTHS[m - 1]}{y}", f"{d:02d}.{m:02d}.{y}",
                       f"{d:02d}-{m:02d}-{y}"))  # fmt: skip


BIRTH_SLOTS9 = {
    "z_bday_spoken": (bday_spoken, "pd.birthdate"),
    "z_bday_mess": (bday_mess, "pd.birthdate"),
    "z_year": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
    "z_bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "z_bday_compact": (lambda rng, s: f"{s.birth[2]}{s.birth[1]:02d}{s.birth[0]:02d}",
                       "pd.birthdate"),
    "z_bday_vc_dm": (lambda rng, s: f"--{s.birth[1]:02d}{s.birth[0]:02d}", "pd.birthdate"),
    "z_bday_dot": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "z_age": (lambda rng, s: str(2026 - s.birth[2]), None),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def passport_loose(rng: random.Random, s: Any) -> str:
    ser, num = s.passport
    return rng.choice((f"{ser[:2]}  {ser[2:]}  {num}", f"{ser}№{num}", f"{ser[:2]}-{ser[2:]}-{num}",
                       f"{ser[:2]} {ser[2:]} {num[:2]} {num[2:4]} {num[4:]}", f"{ser} {num}",
                       f"{ser[:2]} {ser[2:]}{num}", f"{ser}{num}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[0] + s.passport[1])
    ser, num = f"{own.randint(70, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}№{num}", f"{ser} {num[:3]} {num[3:5]} {num[5:]}",
                       f"{ser}{num}"))  # fmt: skip


def phone_loose(rng: random.Random, s: Any) -> str:
    t = s.phone
    return rng.choice((f"8{t}", f"+7{t}", f"8-{t[:3]}-{t[3:6]}-{t[6:]}", f"+7 ({t[:3]}) {t[3:]}",
                       f"8 {t[:3]} {t[3:6]} {t[6:8]} {t[8:]}",
                       f"+7 {t[:3]} {t[3:6]}-{t[6:8]}-{t[8:]}",
                       f"7{t}"))  # fmt: skip


def email_nick(rng: random.Random, s: Any) -> str:
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    local = rng.choice((f"{dim}.{last}", f"{last}{s.birth[2]}", f"{dim}_{s.birth[2] % 100:02d}",
                        f"{last[:4]}.{dim}"))  # fmt: skip
    return f"{local}@{rng.choice(('mail.ru', 'yandex.ru', 'gmail.com', 'list.ru'))}"


CONTACT_SLOTS9 = {
    "z_passport": (passport_loose, "pd.passport"),
    "z_zagran": (zagran, "pd.passport"),
    "z_phone": (phone_loose, "pd.contacts"),
    "z_email": (email_nick, "pd.contacts"),
    "z_tel_vc": (lambda rng, s: f"+7{s.phone}", "pd.contacts"),
}


# Addresses -------------------------------------------------------------------------------------

_MARK9 = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}


def addr_loose(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f, c, mark = a["name"], a["house"], a["flat"], a["city"], _MARK9[a["kind"]]
    return rng.choice((f"{name} {h}-{f}", f"{c.lower()} {name.lower()} {h} {f}",
                       f"г.{c},{mark}{name},д.{h},кв.{f}", f"{c} {mark} {name} {h} кв {f}".upper(),
                       f"{a['city_short']}, {name} {h} кв{f}",
                       f"{mark} {name}, {h}, {f}"))  # fmt: skip


def addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES9[a["city"]])
    region, h = REGIONS9[a["city"]], a["house"]
    snt = rng.choice(SNT9)
    return rng.choice((f"{region}, {district}, {kind} {village}, ул. Заовражная, д. {h}",
                       f"{kind} {village} {h}", f"{district}, {kind} {village}, дом {h}",
                       f"СНТ «{snt}», уч. № {a['flat']}, {district}",
                       f"снт {snt.lower()} участок {a['flat']}"))  # fmt: skip


def addr_formal(rng: random.Random, s: Any) -> str:
    a = s.address
    street = f"{_MARK9[a['kind']]} {a['name']}"
    return rng.choice((
        f"{a['index']}, {REGIONS9[a['city']]}, г. {a['city']}, {street}, д. {a['house']}, "
        f"кв. {a['flat']}",
        f"{a['index']}, г. {a['city']}, {street}, д. {a['house']}, корп. {a['building']}, "
        f"кв. {a['flat']}",
        f"г. {a['city']}, {street}, д. {a['house']}, кв. {a['flat']}",
    ))  # fmt: skip


def addr_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    street = f"{_MARK9[a['kind']]} {a['name']}"
    return rng.choice((f"{street}, д. {a['house']}, кв. {a['flat']}\n{a['city']}\n{a['index']}",
                       f"{REGIONS9[a['city']]}\nг. {a['city']}\n{street} {a['house']}-{a['flat']}",
                       f"г. {a['city']},\n{street}, {a['house']}, кв. {a['flat']}"))  # fmt: skip


def addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((f"{name} str. {h}, apt {f}, {city}, {a['index']}, Russia",
                       f"{city.upper()} UL {name.upper()} {h} KV {f}",
                       f"ul. {name} {h}-{f}, {city}"))  # fmt: skip


def addr_vcard(rng: random.Random, s: Any) -> str:
    a = s.address
    return (
        f"{_MARK9[a['kind']]} {a['name']}, {a['house']}, кв. {a['flat']};{a['city']};;{a['index']}"
    )


ADDRESS_SLOTS9 = {
    "z_addr_loose": (addr_loose, "pd.address"),
    "z_addr_village": (addr_village, "pd.address"),
    "z_addr_formal": (addr_formal, "pd.address"),
    "z_addr_lines": (addr_lines, "pd.address"),
    "z_addr_lat": (addr_lat, "pd.address"),
    "z_addr_vcard": (addr_vcard, "pd.address"),
}

PERSON_SLOTS9 = {**NAME_SLOTS9, **BIRTH_SLOTS9, **CONTACT_SLOTS9, **ADDRESS_SLOTS9}


# Organisation values ---------------------------------------------------------------------------


def _landline(t: Any) -> str:
    rng = t.rng
    code = rng.choice(("4855", "49234", "85557", "3456", "84457", "84595"))
    digits = 10 - len(code)
    body = f"{rng.randint(10 ** (digits - 1), 10**digits - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f" (доб. {rng.randint(100, 899)})", f" вн.{rng.randint(10, 99)}", "", ""))
    return rng.choice((f"+7 ({code}) {local}{ext}", f"8 ({code}) {local}{ext}",
                       f"8{code}{body}{ext}"))  # fmt: skip


def _office(t: Any) -> str:
    """A branch's or an office's address: public, it stays."""
    rng = t.rng
    city = rng.choice(CITIES9)[0]
    kind, name, _ = rng.choice(STREETS9)
    h = rng.randint(1, 99)
    room = rng.choice(("офис 12", "пом. 3", "ТЦ «Волна», 2 этаж", "каб. 104", "стр. 2"))
    return rng.choice((f"г. {city}, {_MARK9[kind]} {name}, д. {h}, {room}",
                       f"{rng.randint(152, 685)}{rng.randint(0, 999):03d}, г. {city}, "
                       f"{_MARK9[kind]} {name}, {h}",
                       f"{city}, {name}, {h} ({room})"))  # fmt: skip


# A text's role mailbox is at its company's domain; a situation may name the roles.
DOMAINS9 = {
    "ПАО «ВолнаТелеком»": "volnatel.ru", "ООО «Автоцентр Камышин-Моторс»": "kamyshin-motors.ru",
    "ООО МФК «Быстрокредит»": "bystrokredit.ru",
    "ООО «Бюро вычетов Декларант»": "deklarant-buro.ru",
    "ДОЛ «Берёзовая роща»": "berezroshcha.ru", "АО «Авиалинии Приволжья»": "avia-privolzhye.ru",
    "Центр «Слово и речь»": "slovo-rech.ru", "Отдел ЗАГС": "zags-murom.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS9, "brizedo.ru")


def _digits_id(t: Any, length: int, head: str = "") -> str:
    return head + v.non_identifier(t.rng, length)


ORG_SLOTS9 = {
    "z_office": _office,
    "z_office_b": _office,
    "z_landline": _landline,
    "z_landline_b": _landline,
    "z_bank": one("ПАО Сбербанк", "АО «Т-Банк»", "Банк ВТБ (ПАО)", "ПАО «Совкомбанк»"),
    "z_mailbox": _mailbox,
    "z_fee": lambda t: t.rng.choice(("150 руб.", "300 ₽", "0 руб. (бесплатно)", "2 500 ₽",
                                     "350 р.")),
    "z_loan": lambda t: t.rng.choice((_digits_id(t, 8, "БК-"), f"{_digits_id(t, 7)}/26",
                                      _digits_id(t, 9, "Z"))),
    "z_lease": lambda t: f"ДЛ-{t.rng.randint(100, 999)}/{t.rng.randint(2024, 2026)}-КМ",
    "z_pir": lambda t: f"{t.rng.choice(('KZN', 'TOX', 'IAR', 'VOG'))}"
    f"{t.rng.choice(('ZP', 'PV'))}{t.rng.randint(10000, 99999)}",
    "z_claim": lambda t: t.rng.choice((f"{t.rng.randint(100000, 999999)}-Т",
                                       f"INC-{_digits_id(t, 7)}", f"обр. {_digits_id(t, 6)}")),
    "z_reg": lambda t: f"{t.rng.randint(1, 9)}/{t.rng.randint(10, 99)}/{_digits_id(t, 5)}-КЛ",
    "z_ifns": one("Межрайонная ИФНС России № 3 по Ярославской области",
                    "ИФНС России по г. Тобольску", "Межрайонная ИФНС России № 9 по Владимирской "
                    "области"),
    "z_ifns_code": one("7610", "3334", "7206", "3436"),
    "z_zags": one("Отдел ЗАГС администрации округа Муром",
                    "Отдел ЗАГС г. Рыбинска Ярославской области",
                    "Управление ЗАГС Кабинета Министров РТ, отдел по Елабужскому району"),
    "z_church": one("Храм Покрова Пресвятой Богородицы с. Ковардицы",
                      "Спасо-Преображенский собор г. Рыбинска"),
    "z_museum": one("Елабужский государственный музей-заповедник",
                      "Тобольский историко-архитектурный музей-заповедник",
                      "МБУК «Рыбинская ЦБС», библиотека № 4"),
    "z_chop": one("ООО ЧОО «Бастион-Т»", "ООО ЧОП «Щит-Волга»"),
    "z_center": one("АНО «Центр психологической помощи Равновесие»",
                      "Логопедический центр «Говорушки» (ИП)", "Центр «Слово и речь»"),
    "z_edo": one("ООО «Бриз ЭДО»", "АО «ПФ «Электронный документ»"),
    "z_doc": lambda t: f"УПД-{t.rng.randint(100, 9999)}",
    "z_inn": lambda t: v.org_inn(t.rng),
}  # fmt: skip


def _imei(rng: random.Random) -> str:
    body = f"35{rng.randint(0, 10**12 - 1):012d}"
    for last in "0123456789":
        if v.luhn_ok(body + last):
            return body + last
    raise AssertionError("unreachable")


_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

PLAIN_SLOTS9 = {
    # Numbers that are a thing's, not a person's: left unlabelled.
    "z_imei": _imei,
    "z_iccid": lambda rng: f"897010{rng.randint(10**12, 10**13 - 1)}",
    "z_vin": lambda rng: rng.choice(("XTA", "Z94", "LVT", "XW8")) + "".join(
        rng.choice(_VIN_CHARS) for _ in range(8)) + f"{rng.randint(100000, 999999)}",
    "z_plate": lambda rng: plate(rng, ("76", "33", "16", "72", "34", "64")),
    "z_track": lambda rng: rng.choice((f"RA{rng.randint(10**8, 10**9 - 1)}RU",
                                       f"{rng.randint(10**13, 10**14 - 1)}")),
    "z_tag": lambda rng: rng.choice((f"ZP{rng.randint(100000, 999999)}",
                                     f"0{rng.randint(100, 999)}{rng.randint(100000, 999999)}")),
    "z_cad": lambda rng: f"{rng.choice(('76', '33', '16'))}:{rng.randint(1, 30):02d}:"
    f"{rng.randint(0, 999999):06d}:{rng.randint(10, 999)}",
    "z_room": lambda rng: str(rng.randint(1, 240)),
    "z_yearx": lambda rng: str(rng.randint(1941, 1999)),
}  # fmt: skip
