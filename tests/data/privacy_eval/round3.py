"""Dev texts of the third round of issue 16: other writers, other names (dev part only).

The first two rounds' dev texts share the dev frames' shapes, so rules tuned on them fit those
shapes. This round adds texts from writers the set did not have (bank back-office forms, HR
chats, clinic e-mails, notary notes, noisy scans, mixed Latin/Cyrillic CRM lines) with a new
pool of people: rarer first names, Tatar, Caucasian, Central Asian and Korean names, double
surnames, surnames that are ordinary words, and Latin spellings other than the passport one.
First names are inflected with pymorphy2's dictionary (`Айгуль` stays, `Любовь` → `Любови`).

It draws from its own seeded generator (`16-dev3`), so the first rounds' dev texts and the
held-out part stay byte for byte what they were. Organisation traps are here too: a company's
settlement account beside «р/с», its INN, KPP, OGRN, BIK, 8-800 lines, invoices, contract
dates that are not dates of birth, and company names with personal-looking words.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import natasha  # noqa: F401  (applies pymorphy2's Python 3.11 fix before it is imported)
import people
import pymorphy2
from people import CASES, Person, surname_form

_OC_CASE = {"gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct"}

SURNAMES3: list[tuple[str, str]] = [
    ("Абдуллаев", "ov"), ("Магомедов", "ov"), ("Юсупов", "ov"), ("Рахимов", "ov"),
    ("Турсунов", "ov"), ("Нуриев", "ov"), ("Валиуллин", "ov"), ("Шайхутдинов", "ov"),
    ("Ли", "indecl"), ("Тен", "noun"), ("Хван", "noun"), ("Кадыров", "ov"),
    ("Бабаян", "noun"), ("Меликян", "noun"), ("Кикнадзе", "indecl"), ("Баран", "noun"),
    ("Лось", "noun"), ("Сова", "a"), ("Рыбак", "noun"), ("Кузнец", "noun"), ("Бык", "noun"),
    ("Калина", "a"), ("Ёлкин", "ov"), ("Третьяков", "ov"), ("Пестов", "ov"),
    ("Черкасский", "sky"), ("Бельский", "sky"), ("Марченко", "indecl"), ("Долгих", "indecl"),
    ("Бестужев-Рюмин", "double"), ("Голенищев-Кутузов", "double"), ("Мусин-Пушкин", "double"),
]  # fmt: skip

FIRST_NAMES3: list[tuple[str, str, str]] = [
    ("Всеволод", "m", "Сева"), ("Святослав", "m", "Слава"), ("Мирон", "m", "Мирон"),
    ("Савелий", "m", "Савва"), ("Тимофей", "m", "Тимоша"), ("Глеб", "m", "Глеб"),
    ("Фёдор", "m", "Федя"), ("Ильдар", "m", "Ильдар"), ("Азат", "m", "Азат"),
    ("Шамиль", "m", "Шамиль"), ("Заур", "m", "Заур"), ("Эмиль", "m", "Эмиль"),
    ("Бахтиёр", "m", "Бахтиёр"), ("Ярослав", "m", "Ярик"),
    ("Айгуль", "f", "Айгуль"), ("Динара", "f", "Дина"), ("Камила", "f", "Камила"),
    ("Ульяна", "f", "Уля"), ("Василиса", "f", "Вася"), ("Таисия", "f", "Тася"),
    ("Мадина", "f", "Мадина"), ("Фатима", "f", "Фатима"), ("Любовь", "f", "Люба"),
    ("Милана", "f", "Мила"), ("Дильноза", "f", "Диля"), ("Нелли", "f", "Нелли"),
]  # fmt: skip

PATRONYMICS3: list[tuple[str, str]] = [
    ("Ринатович", "Ринатовна"), ("Ильдарович", "Ильдаровна"), ("Тимофеевич", "Тимофеевна"),
    ("Фёдорович", "Фёдоровна"), ("Глебович", "Глебовна"), ("Магомедович", "Магомедовна"),
    ("Вячеславович", "Вячеславовна"), ("Эдуардович", "Эдуардовна"), ("Саввич", "Саввична"),
]  # fmt: skip

CITIES3: list[tuple[str, str, str]] = [
    ("Махачкала", "мхч", "Makhachkala"), ("Тюмень", "тюмень", "Tyumen"),
    ("Иркутск", "иркутск", "Irkutsk"), ("Набережные Челны", "челны", "Naberezhnye Chelny"),
    ("Кострома", "кострома", "Kostroma"),
]  # fmt: skip

STREETS3: list[tuple[str, str, str]] = [
    ("ул", "Баумана", "Baumana"), ("пр", "Ямашева", "Yamasheva"), ("ул", "Гоголя", "Gogolya"),
    ("ул", "2-я Северная", "2-ya Severnaya"), ("ул", "Красных Зорь", "Krasnykh Zor"),
    ("пер", "Тихий", "Tikhiy"), ("ул", "Шамиля Усманова", "Shamilya Usmanova"),
]  # fmt: skip

# Company names with words that look personal: they stay.
COMPANIES3: list[str] = [
    "ООО «Надежда»", "ООО «Семья Кузнецовых»", "АО «Фёдоровский завод»", "ООО «Лилия-М»",
    "ООО «Глеб и партнёры»", "ООО «Айгуль Текстиль»",
]  # fmt: skip


@cache
def _morph() -> pymorphy2.MorphAnalyzer:
    return pymorphy2.MorphAnalyzer()


def first_name_form(name: str, gender: str, case: str) -> str:
    """A first name in a case, as pymorphy2's dictionary declines it (a name it does not know
    declines by the first rounds' rules)."""
    if case == "nom":
        return name
    parse = next((p for p in _morph().parse(name.lower()) if "Name" in p.tag), None)
    form = parse.inflect({_OC_CASE[case]}) if parse else None
    if form is None:
        return people.first_name_form(name, gender, case)
    return form.word.capitalize()


def _double(male: str, gender: str, case: str) -> str:
    return "-".join(surname_form(part, "ov", gender, case) for part in male.split("-"))


_LOS = ("Лось", "Лося", "Лосю", "Лося", "Лосем", "Лосе")


@dataclass(frozen=True)
class Person3(Person):
    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":
            return _double(self.surname, self.gender, case)
        if self.surname == "Лось" and self.gender == "m":
            return _LOS[CASES.index(case)]
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        return first_name_form(self.first, self.gender, case)


# Latin spellings other than the passport one: "Yuliya" / "Iuliia" / "Julia".
_VARIANT = (("shch", "sch"), ("kh", "h"), ("ya", "ia"), ("yu", "iu"), ("zh", "j"), ("ts", "tz"))


def latin_variant(text: str) -> str:
    from people import latin

    out = latin(text)
    for old, new in _VARIANT:
        out = out.replace(old, new).replace(old.capitalize(), new.capitalize())
    return out.replace("iy ", "y ").removesuffix("iy")


def pick_person(rng: random.Random, taken: set[str]) -> Person3:
    surname, paradigm = rng.choice([s for s in SURNAMES3 if s[0] not in taken])
    first, gender, diminutive = rng.choice(FIRST_NAMES3)
    return Person3(surname, paradigm, first, gender, diminutive, rng.choice(PATRONYMICS3))


def org_account(rng: random.Random, bik: str) -> str:
    """A company's settlement account (40702 810) with a valid key against the BIK."""
    from values import account_ok

    tail = "".join(rng.choice("0123456789") for _ in range(11))
    for key in "0123456789":
        if account_ok(f"40702810{key}{tail}", bik):
            return f"40702810{key}{tail}"
    raise AssertionError("unreachable: one key digit always fits")


def invoice(rng: random.Random) -> str:
    return rng.choice((f"№ {rng.randint(10, 999)}", f"№ СЧ-{rng.randint(1000, 9999)}",
                       f"№{rng.randint(100, 9999)}/{rng.randint(24, 26)}"))  # fmt: skip


FRAMES3: dict[str, dict[str, object]] = {
    "form": {
        "heads": [
            "Банк «Северный». Операционный отдел\nЗаявление на закрытие вклада",
            "НОТАРИАЛЬНАЯ КОНТОРА\nЗапись в реестре № {order}",
            "Карточка сотрудника (отдел кадров)",
        ],
        "bodies": [
            "Вкладчик: {fio}",
            "Граждан{g:ин|ка} {fio_up}, паспорт {passport}",
            "Заявитель — {fio_low}, {g:родился|родилась} {bday_words_b}",
            "Наследник: {fio_ins2}, {g2:сын|дочь} наследодателя",
            "Дата рождения заявителя {bday_odd_b}",
            "Зарегистрирован{g:|а} по адресу: {addr_plain}",
            "Получатель: {company}, ИНН {org_inn}, КПП {kpp}, р/с {org_account} в {bank}, "
            "БИК {bik}",
            "Основание: договор № {contract} от {date}, счёт {invoice} от {date}",
            "Сотрудни{g:к|ца}: {fi_up}; табельный № {n}{n}",
            "Руководитель: {io_f3}",
            "Сумма к выплате: {amount}",
            "Горячая линия банка: {hotline}",
            "Супруг{g2:|а} заявителя — {fi2}, д.р. {bday2}",
        ],
        "tails": ["Подпись ___________", "М.П."],
        "count": (4, 7),
    },
    "dialogue": {
        "heads": ["Чат «HR — адаптация»", "Telegram: Кадры / Отпуска", ""],
        "bodies": [
            "HR: {dimv}, привет! Скинь, пожалуйста, скан паспорта",
            "{dim}: ок, вечером пришлю",
            "HR: и дату рождения для полиса",
            "{dim}: {bday_odd_b}",
            "Рекрутер: кандидат{g:|ка} {fi} придёт в {time}",
            "Рекрутер: {g:его|её} рекомендовал{g2:|а} {fio_low2}",
            "Руководитель: передайте {io_dat2}, что отпуск согласован",
            "Бухгалтер: зарплату {f_dat} переводим на карту {card}",
            "{i2}: у меня новый номер {phone2}",
            "Оператор: вы звоните в {company}, номер {hotline}",
            "Бухгалтер: счёт {invoice} от {company} оплачен, {amount}",
            "HR: {i_gen} нет на месте, {g:он|она} на больничном",
        ],
        "count": (4, 7),
    },
    "email": {
        "heads": [
            "Тема: Запись на приём\nОт: регистратура клиники «Здоровье+»",
            "Тема: результаты анализов",
        ],
        "bodies": [
            "Уважаем{g:ый|ая} {io}, напоминаем о приёме {date} в {time}.",
            "Пациент{g:|ка} {fio}, {bday}, записан{g:|а} к терапевту.",
            "Направление выдано на имя {fio_gen}.",
            "Результаты переданы {fi_dat}; вопросы — по тел. {hotline}.",
            "Ваш лечащий врач — {io_f2}.",
            "Счёт {invoice} на {amount} выставлен {company} (ИНН {org_inn}).",
            "Адрес для выезда врача: {addr_short}",
            "Пожалуйста, передайте {g2:вашему папе|вашей маме} {fi_dat2}, что запись подтверждена.",
            "С уважением,\n{fi3}\nадминистратор",
            "Ответ пришлите на {email}.",
        ],
        "count": (3, 6),
    },
    "ocr": {
        "heads": ["СПРАВКА", "ВЫПИСКА ИЗ ДОМОВОЙ КНИГИ"],
        "bodies": [
            "Выдана {fio_dat}, {bday_words_b} г.р.",
            "в том, что {g:он|она} действительно проживает по адресу {addr}",
            "Совместно проживают: {fio2} ({bday_iso2}), {fio3}",
            "Паспорт {passport_odd} выдан {date}",
            "Справка выдана для предъявления в {company}",
            "Начальник отдела {f_io3}",
            "ФИО {fio_spaced}",
        ],
        "count": (3, 5),
    },
    "note": {
        "heads": ["Нотариус, рабочие заметки:", "Приём граждан, {date}.", ""],
        "bodies": [
            "Обратил{g:ся|ась} {fio}, просит удостоверить доверенность на {fi_acc2}.",
            "Со слов заявител{g:я|ьницы}, {g2:брат|сестра} {i2} живёт отдельно.",
            "Доверенность выдана на имя {fio_gen2} сроком на три года.",
            "{i} сказал{g:|а}, что {g:его|её} отец {io2} {f2} болеет.",
            "Клиент{g:|ка} {f} {i} не явил{g:ся|ась}.",
            "Договор дарения от {date} между {fi_ins} и {fi_ins2}.",
            "Госпошлина {amount} оплачена, квитанция {invoice}.",
            "Завещание {f_io_gen} хранится в архиве.",
            "Надежда на то, что документы придут к {date}, невелика.",
            "Вера в успех есть: {company} обещает ответ до {date}.",
            "Юрадрес: {org_addr}, ОГРН {ogrn}.",
        ],
        "count": (3, 6),
        "joiner": " ",
    },
    "mixed": {
        "heads": ["CRM / export", "Booking #{order}"],
        "bodies": [
            "Customer: {if_latv}, phone {phone}",
            "Contact: {fio_latv}",
            "Guest name: {f_latup} {i_latup}",
            "Клиент {fi} (в загранпаспорте {if_latv})",
            "Payee: {company}, INN {org_inn}, KPP {kpp}, acc. {org_account}, BIC {bik}",
            "Invoice {invoice} dated {date}, total {amount}",
            "DOB: {bday_en}",
            "Manager: {i_latv3}",
        ],
        "count": (3, 5),
    },
}
