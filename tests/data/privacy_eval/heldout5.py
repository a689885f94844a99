"""Held-out texts of the fifth held-out round of issue 16: 48 texts (8 a genre), ids `heldout5-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had: a microfinance company (a loan application, a collector's call, a CRM export), a
private kindergarten (a contract, a letter about a tax certificate), a car dealership's trade-in
desk (a form, a letter, a manager's notes), a hunting licence application, a tenant association
(a residents' chat, the chairman's notes), a recruiter's Telegram chat, an emergency call and an
ambulance dispatcher's notes, an HR onboarding letter, a Social Fund (СФР) answer quoted in a
reply, scans of a maternity hospital's discharge summary, a bank's power of attorney, a court
summons and a notary's register, a delivery driver's notes, a hotel's registration card for
foreign guests, a travel agency's visa questionnaire and an employer's list of people insured
under a voluntary health policy (ДМС). The frames are in heldout5_frames.py.

A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth, `children` take their father's name as their
patronymic, `wordy` people have a surname that is an ordinary word, `foreign` ones come from a
pool of Uzbek names). Its pool is new: every name word begins with a letter from Н to Я (a dev
round written at the same time takes the others) and none occurs in an earlier round of either
split. Its towns are those of the Orenburg region. Its slots start with `u_`. It draws from its
own seeded generator (`16-heldout5`), so every earlier text stays byte for byte what it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from heldout5_frames import FRAMES_H5
from people import MONTHS, Person, latin
from round_kit import RoundPerson, birth_slots, pick_person
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["FRAMES_H5"]

# Surnames that are ordinary words (a `wordy` person draws from these only).
WORD_SURNAMES_H5: list[tuple[str, str]] = [
    ("Ястреб", "noun"), ("Хомяк", "noun"), ("Снегирь", "noun"), ("Соболь", "noun"),
    ("Скворец", "noun"), ("Пастух", "noun"), ("Подкова", "a"), ("Русских", "indecl"),
]  # fmt: skip

SURNAMES_H5: list[tuple[str, str]] = [
    ("Сыромятников", "ov"), ("Сухоруков", "ov"), ("Тихомиров", "ov"), ("Фомичёв", "ov"),
    ("Хохлов", "ov"), ("Чеботарёв", "ov"), ("Ярцев", "ov"), ("Окунев", "ov"), ("Перфильев", "ov"),
    ("Рогожин", "ov"), ("Старостин", "ov"), ("Ноздрин", "ov"), ("Осокин", "ov"), ("Пыжов", "ov"),
    ("Свиридов", "ov"), ("Черемисин", "ov"), ("Сагитов", "ov"), ("Файзуллин", "ov"),
    ("Нургалиев", "ov"), ("Ямалеев", "ov"), ("Поплавский", "sky"), ("Ружицкий", "sky"),
    ("Томашевский", "sky"), ("Прокопенко", "indecl"), ("Шульженко", "indecl"),
    ("Пестрых", "indecl"), ("Надирадзе", "indecl"), ("Шенгелия", "indecl"), ("Погосян", "noun"),
    ("Нерсесян", "noun"), ("Станкевич", "noun"), *WORD_SURNAMES_H5,
]  # fmt: skip

# Men's forms of the nouns whose stem changes (a fleeting vowel, a soft sign, -ич).
_IRREGULAR = {
    "Снегирь": ("Снегирь", "Снегиря", "Снегирю", "Снегиря", "Снегирём", "Снегире"),
    "Соболь": ("Соболь", "Соболя", "Соболю", "Соболя", "Соболем", "Соболе"),
    "Скворец": ("Скворец", "Скворца", "Скворцу", "Скворца", "Скворцом", "Скворце"),
    "Станкевич": ("Станкевич", "Станкевича", "Станкевичу", "Станкевича", "Станкевичем",
                  "Станкевиче"),
}  # fmt: skip

FIRST_NAMES_H5: list[tuple[str, str, str]] = [
    ("Никон", "m", "Никоша"), ("Фаддей", "m", "Фадя"), ("Рудольф", "m", "Рудик"),
    ("Потап", "m", "Потапка"), ("Пимен", "m", "Пима"), ("Наум", "m", "Нюма"),
    ("Спиридон", "m", "Спиря"), ("Терентий", "m", "Теря"), ("Никанор", "m", "Никаня"),
    ("Эраст", "m", "Эраша"), ("Ян", "m", "Янек"),
    ("Наина", "f", "Наиночка"), ("Юнна", "f", "Юнночка"), ("Ярина", "f", "Яринка"),
    ("Рената", "f", "Рена"), ("Янина", "f", "Янька"), ("Прасковья", "f", "Параша"),
    ("Флюра", "f", "Флюрочка"), ("Нафиса", "f", "Нафиска"), ("Танзиля", "f", "Танзилька"),
    ("Фарида", "f", "Фаридочка"), ("Тереза", "f", "Терезка"), ("Юстина", "f", "Юся"),
]  # fmt: skip

# A child's patronymic is its father's first name (the pool's men all have one here).
PATRONYMIC_OF: dict[str, tuple[str, str]] = {
    "Никон": ("Никонович", "Никоновна"), "Фаддей": ("Фаддеевич", "Фаддеевна"),
    "Рудольф": ("Рудольфович", "Рудольфовна"), "Потап": ("Потапович", "Потаповна"),
    "Пимен": ("Пименович", "Пименовна"), "Наум": ("Наумович", "Наумовна"),
    "Спиридон": ("Спиридонович", "Спиридоновна"), "Терентий": ("Терентьевич", "Терентьевна"),
    "Никанор": ("Никанорович", "Никаноровна"), "Эраст": ("Эрастович", "Эрастовна"),
    "Ян": ("Янович", "Яновна"),
}  # fmt: skip
PATRONYMICS_H5: list[tuple[str, str]] = list(PATRONYMIC_OF.values())

# Guests from Uzbekistan of the hotel's situation (`foreign`).
SURNAMES_UZ: list[tuple[str, str]] = [
    ("Норматов", "ov"), ("Рахимов", "ov"), ("Собиров", "ov"), ("Тошматов", "ov"),
    ("Усмонов", "ov"), ("Юлдашев", "ov"), ("Раджабов", "ov"),
]  # fmt: skip
FIRST_NAMES_UZ: list[tuple[str, str, str]] = [
    ("Нодир", "m", "Нодир"), ("Отабек", "m", "Отабек"), ("Санжар", "m", "Санжар"),
    ("Темур", "m", "Темур"), ("Улугбек", "m", "Улугбек"), ("Шерзод", "m", "Шерзод"),
    ("Шахноза", "f", "Шахноза"), ("Нигора", "f", "Нигора"), ("Севара", "f", "Севара"),
    ("Феруза", "f", "Феруза"), ("Умида", "f", "Умида"),
]  # fmt: skip
PATRONYMICS_UZ: list[tuple[str, str]] = [
    ("Рахимович", "Рахимовна"), ("Тохирович", "Тохировна"), ("Одилович", "Одиловна"),
]  # fmt: skip

CITIES_H5: list[tuple[str, str, str]] = [
    ("Оренбург", "оренбург", "Orenburg"), ("Орск", "орск", "Orsk"),
    ("Бузулук", "бузулук", "Buzuluk"), ("Новотроицк", "новотроицк", "Novotroitsk"),
    ("Бугуруслан", "бугуруслан", "Buguruslan"), ("Сорочинск", "сорочинск", "Sorochinsk"),
]  # fmt: skip
INDEX_H5 = {"Оренбург": "460", "Орск": "462", "Бузулук": "461", "Новотроицк": "462",
          "Бугуруслан": "461", "Сорочинск": "461"}  # fmt: skip

STREETS_H5: list[tuple[str, str, str]] = [
    ("ул", "Салмышская", "Salmyshskaya"), ("ул", "Юркина", "Yurkina"),
    ("ул", "8-я Линия", "8-ya Liniya"), ("ул", "70 лет ВЛКСМ", "70 let VLKSM"),
    ("ш", "Шарлыкское", "Sharlykskoye"), ("ул", "Туркестанская", "Turkestanskaya"),
    ("ул", "Родимцева", "Rodimtseva"), ("пер", "Бухарский", "Bukharskiy"),
    ("пр", "Победы", "Pobedy"), ("ул", "Терешковой", "Tereshkovoy"),
    ("ул", "16-я Линия", "16-ya Liniya"), ("ул", "60 лет Октября", "60 let Oktyabrya"),
]  # fmt: skip

COMPANIES_H5: list[str] = [
    "ООО МКК «Степной займ»", "ООО «Частный детский сад «Ладушки»", "ООО «Урал-Моторс Трейд»",
    "АО «ОренЭнергоМонтаж»", "ООО «Гостиница Урал-Азия»", "ООО «Визит-Тур Оренбург»",
    "АО «СК «Степь-Мед»", "ООО «Быстрая доставка 56»",
]  # fmt: skip

BANKS_H5: list[tuple[str, str]] = [
    ("Оренбургское отделение № 8623 ПАО Сбербанк", "045354601"),
    ("ПАО «Банк УРАЛСИБ»", "044525787"),
    ("ПАО «Московский кредитный банк»", "044525659"),
    ("ПАО «Росбанк»", "044525256"),
]

_VILLAGES = (
    ("с.", "Нежинка", "Оренбургский р-н"), ("с.", "Сакмара", "Сакмарский р-н"),
    ("с.", "Черноречье", "Оренбургский р-н"), ("с.", "Пречистинка", "Оренбургский р-н"),
    ("пос.", "Колтубановский", "Бузулукский р-н"), ("пос.", "Ириклинский", "Гайский р-н"),
)  # fmt: skip
_VILLAGE_STREETS = ("Луговая", "Школьная", "Речная", "Целинная")
_SNT = ("Янтарь", "Дубки", "Нефтяник", "Авиатор-2", "Урал")


@dataclass(frozen=True)
class PersonH5(RoundPerson):
    IRREGULAR = _IRREGULAR


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> PersonH5:
    """Person `index` of a situation (round_kit.pick_person); `foreign` come from the Uzbek pool,
    `wordy` have a surname that is a word."""
    foreign = index in situation.get("foreign", ())
    surnames = SURNAMES_UZ if foreign else SURNAMES_H5
    if index in situation.get("wordy", ()):
        surnames = WORD_SURNAMES_H5
    return pick_person(rng, index, situation, people, make=PersonH5, surnames=surnames,
                        firsts=FIRST_NAMES_UZ if foreign else FIRST_NAMES_H5,
                        patronymics=PATRONYMICS_UZ if foreign else PATRONYMICS_H5,
                        fathers=PATRONYMIC_OF, fathers_only=False)  # fmt: skip


# Names (kinds start with "u_"; none ends in a digit) ---------------------------------------------


def _p(s: Any) -> PersonH5:
    return s.person  # type: ignore[no-any-return]


# As Russian foreign-travel passports and visa forms write names (ICAO 9303).
_ICAO = {
    "а": "A", "б": "B", "в": "V", "г": "G", "д": "D", "е": "E", "ё": "E", "ж": "ZH", "з": "Z",
    "и": "I", "й": "I", "к": "K", "л": "L", "м": "M", "н": "N", "о": "O", "п": "P", "р": "R",
    "с": "S", "т": "T", "у": "U", "ф": "F", "х": "KH", "ц": "TS", "ч": "CH", "ш": "SH",
    "щ": "SHCH", "ъ": "IE", "ы": "Y", "ь": "", "э": "E", "ю": "IU", "я": "IA",
}  # fmt: skip
# As an Uzbek passport writes its holder's name (the Uzbek Latin alphabet).
_UZ = {**_ICAO, "х": "X", "ж": "J", "ё": "YO", "ю": "YU", "я": "YA", "ц": "S", "щ": "SH"}


def _caps_latin(text: str, s: Any) -> str:
    table = _UZ if _p(s).surname in {u for u, _ in SURNAMES_UZ} else _ICAO
    return "".join(table.get(ch.lower(), ch) for ch in text)


def _voc(rng: random.Random, s: Any) -> str:
    """The vocative friends use: "Никош", "Фадь", "Рен"; -ка and -очка stay as they are."""
    dim = _p(s).diminutive
    if dim.endswith(("очка", "ка", "ек", "ик")) or not dim.endswith(("а", "я")):
        short = dim
    else:
        short = dim[:-1] + ("ь" if dim.endswith("я") else "")
    return rng.choice((short, short, short.lower()))


def _f_io(rng: random.Random, s: Any) -> str:
    p = _p(s)
    i, o = p.first[0], p.middle()[0]
    return rng.choice((f"{p.last()} {i}.{o}.", f"{p.last()} {i}. {o}.", f"{p.last()} {i}.{o}",
                       f"{i}.{o}. {p.last()}", f"{p.last().upper()} {i}.{o}."))  # fmt: skip


def _boxes(rng: random.Random, s: Any) -> str:
    """A surname typed into a form's boxes, as OCR reads them back."""
    last = _p(s).last().upper()
    return rng.choice((" ".join(last), "|".join(last), "  ".join(last)))


NAME_SLOTS_H5 = {
    "u_voc": (_voc, "pd.name"),
    "u_f_io": (_f_io, "pd.name"),
    "u_boxes": (_boxes, "pd.name"),
    "u_icao": (lambda rng, s: _caps_latin(f"{_p(s).last()} {_p(s).first}", s), "pd.name"),
    "u_icao_f": (lambda rng, s: _caps_latin(_p(s).last(), s), "pd.name"),
    "u_icao_i": (lambda rng, s: _caps_latin(_p(s).first, s), "pd.name"),
    "u_lat": (lambda rng, s: latin(f"{_p(s).first} {_p(s).last()}"), "pd.name"),
    "u_fio_gen_up": (
        lambda rng, s: f"{_p(s).last('gen')} {_p(s).given('gen')} {_p(s).middle('gen')}".upper(),
        "pd.name",
    ),
    "u_if_low_ins": (
        lambda rng, s: f"{_p(s).given('ins')} {_p(s).last('ins')}".lower(),
        "pd.name",
    ),
}


# Dates of birth ----------------------------------------------------------------------------------

_ORD = {
    1: "перв", 2: "втор", 3: "трет", 4: "четвёрт", 5: "пят", 6: "шест", 7: "седьм", 8: "восьм",
    9: "девят", 10: "десят", 11: "одиннадцат", 12: "двенадцат", 13: "тринадцат",
    14: "четырнадцат", 15: "пятнадцат", 16: "шестнадцат", 17: "семнадцат", 18: "восемнадцат",
    19: "девятнадцат", 20: "двадцат", 30: "тридцат", 40: "сороков", 50: "пятидесят",
    60: "шестидесят", 70: "семидесят", 80: "восьмидесят", 90: "девяност",
}  # fmt: skip
_TENS = {2: "двадцать", 3: "тридцать", 4: "сорок", 5: "пятьдесят", 6: "шестьдесят",
         7: "семьдесят", 8: "восемьдесят", 9: "девяносто"}  # fmt: skip


def ordinal(n: int, case: str) -> str:
    """1..99 as an ordinal in the neuter nominative ("двенадцатое") or genitive ("…того")."""
    if n in _ORD:
        stem = _ORD[n]
        if stem == "трет":
            return "третье" if case == "nom" else "третьего"
        return stem + ("ое" if case == "nom" else "ого")
    return f"{_TENS[n // 10]} {ordinal(n % 10, case)}"


def _year_words(y: int, short: bool = False) -> str:
    """The year in the genitive: "тысяча девятьсот восемьдесят пятого", spoken "восемьдесят
    пятого"."""
    if y >= 2000:
        return f"две тысячи {ordinal(y - 2000, 'gen')}" if y > 2000 else "двухтысячного"
    tail = ordinal(y % 100, "gen")
    return tail if short else f"тысяча девятьсот {tail}"


_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
Birth = tuple[int, int, int]


def _bday(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}",
                       f"{d:02d}.{m:02d}.{y % 100:02d}"))  # fmt: skip


def _bday_odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d},{m:02d}.{y}", f"{d:02d} {m:02d} {y}", f"{d:02d}-{m:02d}-{y}",
                       f"{d:02d}.{m:02d} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}г",
                       f"{d:02d}/{m:02d}-{y}", f"{d:02d}.{m:02d}.{y % 100:02d}г"))  # fmt: skip


def _bday_scan(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    plain = f"{d:02d}.{m:02d}.{y}"
    return rng.choice((plain, plain.replace("0", "О", 1), f"{d:02d}. {m:02d}.{y}",
                       f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}", plain.replace("1", "l", 1),
                       f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


def _bday_words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    mon = MONTHS[m - 1]
    return rng.choice((f"{d} {mon} {y}", f"{d:02d} {mon} {y}", f"{ordinal(d, 'gen')} {mon} {y}",
                       f"{ordinal(d, 'nom')} {mon} {_year_words(y)}", f"{d}-го {mon} {y}",
                       f"{d} {mon} {y}г"))  # fmt: skip


def _bday_spoken(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    mon = MONTHS[m - 1]
    return rng.choice((f"{ordinal(d, 'gen')} {mon} {_year_words(y, short=True)}",
                       f"{ordinal(d, 'nom')} {mon} {_year_words(y, short=True)}",
                       f"{d} {mon} {y}", f"{ordinal(d, 'gen')} {mon} {y}"))  # fmt: skip


def _bday_dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    mon = MONTHS[m - 1]
    return rng.choice((f"{d} {mon}", f"{d:02d}.{m:02d}", f"{d}-го {mon}", f"{ordinal(d, 'gen')} "
                       f"{mon}", f"{d}.{m:02d}"))  # fmt: skip


def _bday_en(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d} {_MON_EN[m - 1].upper()} {y}", f"{d:02d}/{m:02d}/{y}",
                       f"{_MON_EN[m - 1]} {d}, {y}", f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


_BIRTH = {
    "u_bday": _bday, "u_bday_odd": _bday_odd, "u_bday_scan": _bday_scan,
    "u_bday_words": _bday_words, "u_bday_spoken": _bday_spoken, "u_bday_dm": _bday_dm,
    "u_bday_en": _bday_en,
    "u_bday_iso": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}",
    "u_bday_dash": lambda rng, b: f"{b[0]:02d}-{b[1]:02d}-{b[2]}",
    "u_year": lambda rng, b: str(b[2]),
}  # fmt: skip
BIRTH_SLOTS_H5 = birth_slots(_BIRTH, "u_age")


# Documents, phones, e-mails ----------------------------------------------------------------------


def _passport(rng: random.Random, s: Any) -> str:
    """A passport typed with irregular spacing, a dash or a number sign."""
    series, n = s.passport
    a, b = series[:2], series[2:]
    return rng.choice((
        f"{a} {b}  {n}", f"{a}{b}  {n}", f"{a} {b} {n}", f"{a}{b} {n[:3]} {n[3:]}",
        f"{a} {b} № {n}", f"{a}-{b} {n}", f"{a}{b}№ {n}", f"{a}{b} {n}", f"{a} {b}{n}",
    ))  # fmt: skip


def _zagran(rng: random.Random, s: Any) -> str:
    """A foreign-travel passport: two digits and seven (from the person's numbers)."""
    series, n = s.passport
    a, b = series[:2], (series[2:] + n)[-7:]
    return rng.choice((f"{a} {b}", f"{a}{b}", f"{a} № {b}"))


def _fpassport(rng: random.Random, s: Any) -> str:
    """An Uzbek passport: two Latin letters and seven digits."""
    digits = (s.passport[0] + s.passport[1])[-7:]
    letters = rng.choice(("FA", "AB", "AD", "FK"))
    return rng.choice((f"{letters}{digits}", f"{letters} {digits}"))


def _snils(rng: random.Random, s: Any) -> str:
    x = s.snils
    return rng.choice((f"{x[:3]}-{x[3:6]}-{x[6:9]} {x[9:]}", f"{x[:3]}-{x[3:6]}-{x[6:9]}-{x[9:]}",
                       x, f"{x[:3]} {x[3:6]} {x[6:9]} {x[9:]}"))  # fmt: skip


def _phone_of(rng: random.Random, ten: str) -> str:
    a, b, c, d = ten[:3], ten[3:6], ten[6:8], ten[8:]
    return rng.choice((
        f"+7 {a} {b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"8({a}){b}-{c}-{d}", f"+7{ten}",
        f"8-{a}-{b}{c}{d}", f"8{ten}", f"+7 ({a}) {b}{c}{d}", f"{a} {b}-{c}-{d}",
    ))  # fmt: skip


def _phone_uz(rng: random.Random, s: Any) -> str:
    tail = s.work_phone[3:]
    op = rng.choice(("90", "91", "93", "97", "99"))
    return rng.choice((f"+998 {op} {tail[:3]}-{tail[3:5]}-{tail[5:]}", f"+998{op}{tail}",
                       f"998 {op} {tail[:3]} {tail[3:5]} {tail[5:]}"))  # fmt: skip


_DOMAINS = {"u_work_email": "orenenergomontazh.ru", "u_work_email_dealer": "uralmotors56.ru"}


def _work_email(domain: str) -> Any:
    """A person's own mailbox at work: personal."""

    def build(rng: random.Random, s: Any) -> str:
        p = _p(s)
        first, last = latin(p.first).lower(), latin(p.last()).lower()
        return rng.choice((f"{first[0]}.{last}", f"{last}.{first[0]}", f"{last}")) + "@" + domain

    return build


CONTACT_SLOTS_H5 = {
    "u_passport": (_passport, "pd.passport"),
    "u_pass_ser": (
        lambda rng, s: rng.choice((s.passport[0], f"{s.passport[0][:2]} {s.passport[0][2:]}")),
        "pd.passport",
    ),
    "u_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "u_zagran": (_zagran, "pd.passport"),
    "u_fpassport": (_fpassport, "pd.passport"),
    "u_snils": (_snils, "pd.snils"),
    "u_phone": (lambda rng, s: _phone_of(rng, s.phone), "pd.contacts"),
    "u_wphone": (lambda rng, s: _phone_of(rng, s.work_phone), "pd.contacts"),
    "u_phone_plain": (lambda rng, s: rng.choice((f"+7{s.phone}", f"7{s.phone}")), "pd.contacts"),
    "u_phone_uz": (_phone_uz, "pd.contacts"),
    **{kind: (_work_email(domain), "pd.contacts") for kind, domain in _DOMAINS.items()},
}


# Addresses ---------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_WORD = {"ул": "улица", "пр": "проспект", "пер": "переулок", "бул": "бульвар", "ш": "шоссе",
         "наб": "набережная"}  # fmt: skip
_MARK_LAT = {"ул": "str.", "пр": "ave.", "пер": "lane", "бул": "blvd.", "ш": "hwy", "наб": "emb."}


def _street(a: dict[str, str]) -> str:
    """A street as written: "ул. Юркина", but "Шарлыкское ш." (the adjective first)."""
    if a["kind"] == "ш":
        return f"{a['name']} ш."
    return f"{_MARK[a['kind']]} {a['name']}"


def _index(a: dict[str, str]) -> str:
    return INDEX_H5[a["city"]] + a["index"][-3:]


def _addr(rng: random.Random, s: Any) -> str:
    a = s.address
    c, h, f, k, st = a["city"], a["house"], a["flat"], a["building"], _street(a)
    return rng.choice((
        f"{_index(a)}, Оренбургская обл., г. {c}, {st}, д. {h}, кв. {f}",
        f"Оренбургская область, г. {c}, {_WORD[a['kind']]} {a['name']}, дом {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, корп. {k}, кв. {f}", f"{_index(a)}, г.{c}, {st}, д.{h}, кв.{f}",
        f"обл. Оренбургская, г. {c}, {st}, д. {h}, кв. {f}",
    ))  # fmt: skip


def _addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f = a["name"], a["house"], a["flat"]
    return rng.choice((f"{_street(a)}, {h}-{f}", f"{name} {h}-{f}", f"{_street(a)} д.{h} кв.{f}",
                       f"{name}, {h}, кв. {f}", f"{_street(a)} {h}, кв {f}"))  # fmt: skip


def _addr_chat(rng: random.Random, s: Any) -> str:
    a = s.address
    cs, name, h, f, k = a["city_short"], a["name"], a["house"], a["flat"], a["building"]
    return rng.choice((
        f"{cs} {name.lower()} {h} кв {f}", f"{cs}, {_street(a)} {h}/{k} кв {f}",
        f"{name.lower()} {h}-{f}, подъезд {k}", f"{cs} {name} {h} {f}", f"{name} {h} кв{f}",
        f"{name.lower()} д{h} кв{f} ({cs})",
    ))  # fmt: skip


def _addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(_VILLAGES)
    street, h = rng.choice(_VILLAGE_STREETS), str(int(a["flat"]) % 97 + 1)  # a house, no flat
    return rng.choice((
        f"Оренбургская обл., {district}, {kind} {village}, ул. {street}, д. {h}",
        f"{kind} {village}, ул. {street}, {h}", f"{village.lower()} {street.lower()} {h}",
        f"{kind}{village} {district} ул.{street} д.{h}",
    ))  # fmt: skip


def _addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt, plot, line = rng.choice(_SNT), str(int(a["house"]) * 7 % 380 + 3), a["building"]
    return rng.choice((
        f"СНТ «{snt}», уч. {plot}", f"снт {snt.lower()} {line} линия уч {plot}",
        f"с/т «{snt}», аллея {line}, участок {plot}", f"СНТ {snt}, ул. {line}-я, уч. {plot}, "
        f"Оренбургский р-н",
    ))  # fmt: skip


def _addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    icao = "".join(_ICAO.get(ch.lower(), ch) for ch in a["name"])
    return rng.choice((
        f"{city}, {name} {_MARK_LAT[a['kind']]} {h}-{f}",
        f"{h} {name} {_MARK_LAT[a['kind']]}, apt. {f}, {city}, Orenburg Region, Russia",
        f"{_index(a)} {city.upper()} {icao} {h} {f}", f"ul. {name}, d. {h}, kv. {f}, {city}",
    ))  # fmt: skip


_ABROAD = (("Samarqand", "Registon"), ("Toshkent", "Chilonzor"), ("Buxoro", "Navoiy"),
           ("Urganch", "Al-Xorazmiy"), ("Qarshi", "Mustaqillik"))  # fmt: skip


def _addr_abroad(rng: random.Random, s: Any) -> str:
    """A guest's home in Uzbekistan as they write it."""
    a = s.address
    city, street = rng.choice(_ABROAD)
    h, f = a["house"], a["flat"]
    return rng.choice((f"Uzbekistan, {city}, {street} ko'chasi, {h}-uy, {f}-xonadon",
                       f"{city}, {street} str. {h}, apt. {f}, Uzbekistan",
                       f"{city.upper()} {street.upper()} {h}-{f}"))  # fmt: skip


ADDRESS_SLOTS_H5 = {
    "u_addr": (_addr, "pd.address"),
    "u_addr_short": (_addr_short, "pd.address"),
    "u_addr_chat": (_addr_chat, "pd.address"),
    "u_addr_village": (_addr_village, "pd.address"),
    "u_addr_snt": (_addr_snt, "pd.address"),
    "u_addr_lat": (_addr_lat, "pd.address"),
    "u_addr_abroad": (_addr_abroad, "pd.address"),
}

PERSON_SLOTS_H5: dict[str, tuple[Any, str | None]] = {
    **NAME_SLOTS_H5, **BIRTH_SLOTS_H5, **CONTACT_SLOTS_H5, **ADDRESS_SLOTS_H5,
}  # fmt: skip


def _check() -> None:
    """The pool's words begin with a letter from Н to Я (the parallel dev round takes А-М)."""
    words = [s for s, _ in SURNAMES_H5 + SURNAMES_UZ]
    words += [w for f, _, d in FIRST_NAMES_H5 + FIRST_NAMES_UZ for w in (f, d)]
    words += [w for pair in PATRONYMICS_H5 + PATRONYMICS_UZ for w in pair]
    wrong = [w for w in words if not "Н" <= w[0] <= "Я"]
    if wrong:
        raise AssertionError(f"held-out 5 names outside Н-Я: {wrong}")


_check()
