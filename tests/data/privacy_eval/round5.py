"""Dev texts of the fifth round of issue 16: written by someone who had not read the rules.

Rounds 1-4 fit the rules to their frames; the held-out part scored lower on names, addresses and
dates of birth. This round is a fresh source of shapes, written the way people write: long
application forms typed in a hurry, messy messenger chats with no capitals or punctuation,
forwarded e-mails with quoted replies ("> "), scans with Latin look-alikes, broken spacing and
words hyphenated across lines, staff notes full of abbreviations, CRM and booking exports.

New shapes: initials without spaces ("К.Л.Белоусов"), surname and one initial ("Белоусов К.",
"Belousov K."), a surname hyphenated across a line break in a scan, the whole name in upper case
in the genitive, dates of birth in ordinal words ("седьмого марта 1985", "ДР седьмого марта"),
with Roman months ("07.III.1985"), run together ("07031985"), two-digit years ("7/3/85"),
passports written "4508-123456" or "серия 4508 № 123456" (series and number apart), addresses
typed in a chat ("спб васильевский 7 линия д 12 кв 40"), villages with their district and
region, and Latin addresses in the order a foreign form asks for. Its pool is new: surnames
that are ordinary words (Сыч, Дрозд, Бобр, Синица, Ягода), a surname that is also a city (Киров),
double surnames whose parts decline by different rules (Римский-Корсаков, Муравьёв-Апостол),
first names with diminutives that are not in the earlier rounds (Проша, Лёня, Тоня, Эва).
Traps stand unlabelled: "синица в руках", "«Сыч» … кличка нашего кота", "в Кирове", "Вера в …",
"Надежда на …", "Мороз", "Роза ветров", document dates that are not dates of birth.
Its first draft shared name words with the held-out part (the data test caught them); eleven
words of its pool (two surnames, four first names, five patronymics) were replaced.

It draws from its own seeded generator (`16-dev5`), so the earlier texts and the held-out part
stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import round4
from people import MONTHS, Person, latin, surname_form

SURNAMES5: list[tuple[str, str]] = [
    ("Белоусов", "ov"), ("Щербаков", "ov"), ("Ларионов", "ov"), ("Крючков", "ov"),
    ("Мухаметшин", "ov"), ("Евдокимов", "ov"), ("Добрынин", "ov"), ("Селезнёв", "ov"),
    ("Киров", "ov"), ("Загорский", "sky"), ("Вержбицкий", "sky"), ("Руденко", "indecl"),
    ("Глухих", "indecl"), ("Джапаридзе", "indecl"), ("Оганесян", "noun"), ("Сыч", "noun"),
    ("Дрозд", "noun"), ("Бобр", "noun"), ("Синица", "a"), ("Ягода", "a"),
    ("Римский-Корсаков", "double"), ("Муравьёв-Апостол", "double"),
]  # fmt: skip

# The parts of a double surname decline each by its own rule.
_DOUBLE = {
    "Римский-Корсаков": (("Римский", "sky"), ("Корсаков", "ov")),
    "Муравьёв-Апостол": (("Муравьёв", "ov"), ("Апостол", "noun")),
}

FIRST_NAMES5: list[tuple[str, str, str]] = [
    ("Прохор", "m", "Проша"), ("Леонид", "m", "Лёня"), ("Геннадий", "m", "Гена"),
    ("Борис", "m", "Боря"), ("Ефим", "m", "Фима"), ("Даниил", "m", "Даня"),
    ("Степан", "m", "Стёпа"), ("Семён", "m", "Сёма"), ("Арсен", "m", "Арсен"),
    ("Эвелина", "f", "Эва"), ("Злата", "f", "Златка"), ("Тамара", "f", "Тома"),
    ("Зинаида", "f", "Зина"), ("Олеся", "f", "Леся"), ("Варвара", "f", "Варя"),
    ("Антонина", "f", "Тоня"), ("Лариса", "f", "Лара"), ("Снежана", "f", "Снежа"),
]  # fmt: skip

PATRONYMICS5: list[tuple[str, str]] = [
    ("Константинович", "Константиновна"), ("Леонидович", "Леонидовна"),
    ("Ефимович", "Ефимовна"), ("Арсенович", "Арсеновна"), ("Вениаминович", "Вениаминовна"),
    ("Семёнович", "Семёновна"), ("Тарасович", "Тарасовна"), ("Платонович", "Платоновна"),
    ("Игнатьевич", "Игнатьевна"),
]  # fmt: skip

CITIES5: list[tuple[str, str, str]] = [
    ("Санкт-Петербург", "спб", "Saint Petersburg"), ("Вологда", "влг", "Vologda"),
    ("Калуга", "клг", "Kaluga"), ("Петрозаводск", "птз", "Petrozavodsk"),
    ("Киров", "киров", "Kirov"), ("Великий Новгород", "новгород", "Veliky Novgorod"),
]  # fmt: skip

STREETS5: list[tuple[str, str, str]] = [
    ("ул", "9 Января", "9 Yanvarya"), ("ул", "3-я Линейная", "3-ya Lineynaya"),
    ("пр", "Стачек", "Stachek"), ("ул", "26 Бакинских Комиссаров", "26 Bakinskikh Komissarov"),
    ("пер", "Почтовый", "Pochtovyy"), ("ул", "Клары Цеткин", "Klary Tsetkin"),
    ("бул", "Новаторов", "Novatorov"), ("ш", "Старокалужское", "Starokaluzhskoye"),
    ("наб", "Обводного канала", "Obvodnogo kanala"), ("ул", "2-я Советская", "2-ya Sovetskaya"),
    ("ул", "Ломоносова", "Lomonosova"),
]  # fmt: skip

# A company name with a surname or a first name in it stays (it is the company's).
COMPANIES5: list[str] = [
    "ООО «Ладога-Сервис»", "АО «Вологодский текстиль»", "ООО «Борисов и сыновья»",
    "ООО «Зина Клининг»", "ПАО «Онего-Лизинг»", "ООО «Константа»",
]  # fmt: skip

# (kind, village, district, region)
VILLAGES5: list[tuple[str, str, str, str]] = [
    ("д.", "Малые Горки", "Вологодский р-н", "Вологодская обл."),
    ("с.", "Кушнаренково", "Кушнаренковский р-н", "Респ. Башкортостан"),
    ("пос.", "Сосновый Бор", "Приозерский р-н", "Ленинградская обл."),
    ("дер.", "Верхние Осельки", "Всеволожский р-н", "Ленинградская обл."),
    ("п.", "Шуя", "Прионежский р-н", "Респ. Карелия"),
    ("с.", "Перемышль", "Перемышльский р-н", "Калужская обл."),
]  # fmt: skip


@dataclass(frozen=True)
class Person5(Person):
    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":
            return "-".join(
                surname_form(part, paradigm, self.gender, case)
                for part, paradigm in _DOUBLE[self.surname]
            )
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        return round4.first_name_form(self.first, self.gender, case)


def pick_person(rng: random.Random, taken: set[str]) -> Person5:
    surname, paradigm = rng.choice([s for s in SURNAMES5 if s[0] not in taken])
    first, gender, diminutive = rng.choice(FIRST_NAMES5)
    return Person5(surname, paradigm, first, gender, diminutive, rng.choice(PATRONYMICS5))


# Slots of this round (kinds start with "v_"; none ends in a digit) -----------------------------

_ORDINAL = (
    "первого", "второго", "третьего", "четвёртого", "пятого", "шестого", "седьмого", "восьмого",
    "девятого", "десятого", "одиннадцатого", "двенадцатого", "тринадцатого", "четырнадцатого",
    "пятнадцатого", "шестнадцатого", "семнадцатого", "восемнадцатого", "девятнадцатого",
    "двадцатого", "двадцать первого", "двадцать второго", "двадцать третьего",
    "двадцать четвёртого", "двадцать пятого", "двадцать шестого", "двадцать седьмого",
    "двадцать восьмого",
)  # fmt: skip
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_MON_GEN = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сент", "окт", "нояб", "дек")
_MON3 = ("янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")


def bday_ordinal(rng: random.Random, s: object) -> str:
    d, m, y = s.birth  # type: ignore[attr-defined]
    day = _ORDINAL[d - 1]
    short = _MON_GEN[m - 1] + ("" if m == 5 else ".")  # "мая" is the word itself
    return rng.choice((f"{day} {MONTHS[m - 1]} {y}", f"{day} {short} {y}",
                       f"{day.upper()} {MONTHS[m - 1].upper()} {y}"))  # fmt: skip


def bday_ordinal_dm(rng: random.Random, s: object) -> str:
    d, m, _ = s.birth  # type: ignore[attr-defined]
    return f"{_ORDINAL[d - 1]} {MONTHS[m - 1]}"


def bday_new(rng: random.Random, s: object) -> str:
    d, m, y = s.birth  # type: ignore[attr-defined]
    return rng.choice((
        f"{d:02d}.{_ROMAN[m - 1]}.{y}", f"{d:02d}{m:02d}{y}", f"{d:02d}-{_MON3[m - 1]}-{y}",
        f"{d} {MONTHS[m - 1]}, {y}", f"{d:02d}.{m:02d}.{y % 100:02d}", f"{y}-{m}-{d}",
        f"{d:02d} .{m:02d}. {y}", f"{d:02d}\\{m:02d}\\{y}",
    ))  # fmt: skip


def bday_short(rng: random.Random, s: object) -> str:
    d, m, y = s.birth  # type: ignore[attr-defined]
    yy = f"{y % 100:02d}"
    return rng.choice((f"{d}/{m}/{yy}", f"{d}.{m}.{yy}", f"{d:02d}-{m:02d}-{yy}",
                       f"{d:02d},{m:02d},{yy}", f"{d:02d}.{m:02d}.{yy}"))  # fmt: skip


def passport_dash(rng: random.Random, s: object) -> str:
    series, number = s.passport  # type: ignore[attr-defined]
    a, b = series[:2], series[2:]
    return rng.choice((f"{series}-{number}", f"{a}-{b}-{number}", f"{a} {b} N{number}",
                       f"{series}/{number}", f"{a}.{b} {number}", f"{a} {b}-{number}"))  # fmt: skip


def passport_series(rng: random.Random, s: object) -> str:
    series = s.passport[0]  # type: ignore[attr-defined]
    return rng.choice((series, f"{series[:2]} {series[2:]}"))


def _kind_mark(kind: str) -> str:
    return {"ул": "ул", "пр": "пр-т", "пер": "пер", "бул": "б-р", "ш": "ш", "наб": "наб"}[kind]


def addr_chat(rng: random.Random, s: object) -> str:
    a = s.address  # type: ignore[attr-defined]
    name, h, f, k, c = a["name"], a["house"], a["flat"], a["building"], a["city_short"]
    mark = _kind_mark(a["kind"])
    return rng.choice((
        f"{c} {name.lower()} {h} кв {f}", f"{c}, {mark} {name} {h} к{k} кв {f}",
        f"{mark}.{name} {h}/{k}-{f}", f"{name} {h} стр {k} кв {f}",
        f"{c} {mark} {name.lower()} д{h} кв{f} под 2 эт 5",
        f"{h}-{f} {name}, {c}", f"{mark} {name} {h}к{k}, {f}",
    ))  # fmt: skip


def addr_spb(rng: random.Random, s: object) -> str:
    """A flat on Vasilyevsky Island, written as Petersburgers do."""
    a = s.address  # type: ignore[attr-defined]
    line, h, f = int(a["building"]) * 3 + 4, a["house"], a["flat"]
    return rng.choice((f"спб васильевский {line} линия д {h} кв {f}",
                       f"СПб, В.О., {line}-я линия, д. {h}, кв. {f}",
                       f"{line} линия ВО {h}-{f}"))  # fmt: skip


def addr_rural(rng: random.Random, s: object) -> str:
    a = s.address  # type: ignore[attr-defined]
    kind, village, district, region = rng.choice(VILLAGES5)
    h = a["house"]
    return rng.choice((
        f"{region}, {district}, {kind} {village}, ул. Центральная, д. {h}",
        f"{kind} {village} {district} {region} дом {h}",
        f"{a['index']}, {region}, {district}, {kind} {village}, {h}",
        f"{kind} {village}, д. {h} ({district})",
    ))  # fmt: skip


def addr_lat_form(rng: random.Random, s: object) -> str:
    a = s.address  # type: ignore[attr-defined]
    name, city, h, f, k = a["name_latin"], a["city_latin"], a["house"], a["flat"], a["building"]
    return rng.choice((
        f"Russia, {city}, {name} str., bld. {h}, apt. {f}",
        f"apt. {f}, {h} {name} Street, {city}, Russian Federation",
        f"kv.{f}, d.{h}, ul. {name}, g. {city}", f"{name} {h}-{k}-{f}, {city}, RU {a['index']}",
    ))  # fmt: skip


def _hyphenated(word: str) -> str:
    cut = max(2, len(word) // 2)
    return f"{word[:cut]}-\n{word[cut:]}"


PERSON_SLOTS5 = {
    "v_io_f_nosp": (lambda rng, s: f"{s.person.first[0]}.{s.person.middle()[0]}.{s.person.last()}",
                    "pd.name"),
    "v_f_i": (lambda rng, s: f"{s.person.last()} {s.person.first[0]}.", "pd.name"),
    "v_f_lat_i": (lambda rng, s: f"{latin(s.person.last())} {latin(s.person.first)[0]}.",
                  "pd.name"),
    "v_f_hyph": (lambda rng, s: _hyphenated(s.person.last()), "pd.name"),
    "v_fio_gen_up": (lambda rng, s: " ".join((s.person.last("gen"), s.person.given("gen"),
                                              s.person.middle("gen"))).upper(), "pd.name"),
    "v_fi_dat_low": (lambda rng, s: f"{s.person.last('dat')} {s.person.given('dat')}".lower(),
                     "pd.name"),
    "v_i_o_low": (lambda rng, s: f"{s.person.first} {s.person.middle()}".lower(), "pd.name"),
    "v_bday_ord": (bday_ordinal, "pd.birthdate"),
    "v_bday_ord_dm": (bday_ordinal_dm, "pd.birthdate"),
    "v_bday_new": (bday_new, "pd.birthdate"),
    "v_bday_short": (bday_short, "pd.birthdate"),
    "v_passport_dash": (passport_dash, "pd.passport"),
    "v_passport_series": (passport_series, "pd.passport"),
    "v_addr_chat": (addr_chat, "pd.address"),
    "v_addr_spb": (addr_spb, "pd.address"),
    "v_addr_rural": (addr_rural, "pd.address"),
    "v_addr_lat_form": (addr_lat_form, "pd.address"),
}  # fmt: skip


FRAMES5: dict[str, dict[str, object]] = {
    "form": {
        "heads": [
            "ЗАЯВЛЕНИЕ-АНКЕТА на оформление социальной карты жителя\n(заполнять печатными буквами, "
            "поля со * обязательны)",
            "Лист записи пациента на плановую госпитализацию / отделение кардиологии",
            "Анкета участника программы лояльности «{company}» — бумажная версия, переписано "
            "оператором {date}",
            "Опросный лист арендатора (коворкинг, договор № {contract})",
            "Согласие на обработку персональных данных и заявление на пропуск",
        ],
        "bodies": [
            "*Фамилия Имя Отчество: {fio_low}   (как в паспорте, без сокращений)",
            "*ФИО заявителя в родительном падеже (для приказа): {v_fio_gen_up}",
            "Я, {fio}, даю согласие {company} (ИНН {org_inn}, КПП {kpp}, ОГРН {ogrn}) на обработку",
            "*Дата рождения: {v_bday_new}   *Место рождения: см. паспорт",
            "Родил{g:ся|ась}: {v_bday_ord} года   Полных лет: {n}{n}",
            "*Паспорт: серия {v_passport_series} № {passport_num}  выдан {date}, к/п 350-0{n}{n}",
            "Док-т удост. личность (серия-номер через дефис): {v_passport_dash}",
            "СНИЛС (если есть) {snils}      ИНН физ. лица {inn}",
            "*Адрес регистрации (по паспорту): {addr}\nАдрес фактического проживания: "
            "{v_addr_chat} (совпадает? нет)",
            "Если проживаете в сельской местности, укажите полностью: {v_addr_rural}",
            "Телефон мобильный* {phone}  доп. {wphone}  e-mail: {email}",
            "Контактное лицо на случай экстренной связи (кем приходится): "
            "{g2:брат|сестра} — {fi2}, {phone2}",
            "Сведения о родственниках: {fi3}, {bday_iso3}; {i_low2} — см. приложение",
            "Лечащий врач, направивший на госпитализацию: {v_io_f_nosp3}",
            "Оплата: безнал, на р/с {org_account} в {bank}, БИК {bik}, сумма {amount}",
            "Примечание оператора: фамилию заявитель пишет как «{f_spaced}» — проверить по базе",
            "Латиницей для пропуска в БЦ: {iof_lat}",
            "Юр. адрес организации-арендодателя: {org_addr}; справочная {hotline}",
            "Место работы/учёбы: ИП {fio2}, должность — продавец-консультант",
            "Мороз, гололёд и прочие форс-мажоры не являются основанием для отмены записи.",
            "Подпись заявителя ___________ ({v_f_i})   Дата заполнения {date}",
        ],
        "tails": [
            "Заявление принял: специалист {io_f3}, окно № {n}",
            "Оператор проверил(а) документы: {date} {time}",
            "",
        ],
        "count": (8, 13),
    },
    "dialogue": {
        "heads": [
            "Telegram · «Дом 12 / Старшая по подъезду»",
            "Экспорт чата WhatsApp с «{dim}» ({date})",
            "Расшифровка голосового, авто (может содержать ошибки)",
            "Чат поддержки банка, диалог № {order}",
            "",
        ],
        "bodies": [
            "{dim}: привет) это {dim_low} с 5 этажа, у нас опять вода не идёт(((",
            "[{time}] {i2}: {dimv}, а ты не знаешь у кого ключи от подвала??",
            "[{time}] {dim}: у {fi_gen3} кажется, {g3:он|она} старш{g3:ий|ая} по дому",
            "{dim2}: {dimv} скинь адрес куда везти, я у метро\n{dim}: {v_addr_chat}\n{dim2}: ок",
            "{dim2}: записывай адрес мамы {v_addr_spb} домофон 40 звонить долго",
            "{dim}: ксерокс паспорта не читается, вот цифрами: {v_passport_dash}",
            "Оператор: для идентификации назовите дату рождения\nКлиент: {v_bday_ord_dm} "
            "восемьдесят какого то, щас... {v_bday_short}",
            "Оператор: Спасибо, {io}. Остаток по кредиту {amount}, договор {contract}.",
            "Оператор: {i}, уточните, пожалуйста, последние цифры карты\nКлиент: {card} "
            "вся карта, мне не жалко",
            "голосовое: «алё {dimv} это {i_low2} {f_low2} короче я завтра не смогу, "
            "перезвони мне на {phone2}»",
            "{dim}: у {dim_gen2} др {v_bday_ord_dm2}, скидываемся по 500",
            "[{time}] {dim2}: кот опять спит на принтере, фото прикладываю",
            "[{time}] {dim2}: Вера в то, что УК что-то сделает, у меня пропала",
            "{dim}: я вообще в Кирове до пятницы, связь плохая",
            "Клиент: позовите менеджера {dim_acc3}, {g3:он|она} мне обещал{g3:|а} перезвонить\n"
            "Оператор: минуту",
            "Клиент: карту получал{g:|а} по доверенности {v_fi_dat_low2}, паспорт {passport_odd2}",
            "Оператор: горячая линия {hotline}, пишите также на {role_email}",
            "{dim}: со слов дочери {i_gen2} {g2:он|она} уже всё оплатил{g2:|а}",
            "{dim2}: это же {v_f_i3} из 34 квартиры?\n{dim}: да, {g3:он|она}",
            "{dim}: синица в руках лучше, короче соглашайся на скидку",
        ],
        "tails": ["Оператор: оценка диалога — 5", "{dim}: 👍", "Чат завершён {time}"],
        "count": (6, 10),
    },
    "email": {
        "heads": [
            "---------- Пересылаемое сообщение ----------\nОт: {fi} <{email}>\nДата: {date}, "
            "{time}\nТема: Re: Re: документы на визу\nКому: {role_email}",
            "Тема: FW: претензия по заказу {order}\n\nКоллеги, пересылаю, см. ниже.",
            "Subject: Re: справка 2-НДФЛ / {dim}\n\nДобрый день!",
            "Тема: Fwd: Заявка на пропуск\n\nПривет, см. переписку ниже, надо оформить сегодня.",
        ],
        "bodies": [
            "> Добрый день, {io}!\n> Пришлите, пожалуйста, скан паспорта и дату рождения "
            "ребёнка.\n>\n> --\n> {v_io_f_nosp3}, менеджер визового центра",
            "Здравствуйте! Ребёнок — {fi2} {bday_iso2}, паспорт мой: серия {v_passport_series} "
            "номер {passport_num}.",
            "Я родил{g:ся|ась} {v_bday_ord} года, в анкете ошибка, исправьте пожалуйста.",
            ">> Напоминаем, что договор {contract} от {date} оплачивается до конца месяца, "
            "сумма {amount}.\n>> С уважением, бухгалтерия {company}",
            "> {g:Уважаемый|Уважаемая} {io}, ваш адрес доставки {v_addr_lat_form} — верно?\n"
            "Да, верно, только квартира другая, перезвоните {dim_dat}: {phone}",
            "Прошу выписать пропуск на {v_fio_gen_up} на период с {date}.",
            "Посмотрела в базе: {v_f_lat_i} (Latin, как в загранпаспорте), DOB {v_bday_new}.",
            "Передайте, пожалуйста, {fio_dat2}, что справка готова, забрать можно в {time}.",
            "У {fi_gen3} тот же адрес, что у меня: {addr_short}.",
            "PS «Сыч» в журнале посещений — это кличка нашего кота, не пугайтесь.",
            "Мороз крепчает, курьер сказал, что привезёт после обеда.",
            "Реквизиты для возврата: {bank}, БИК {bik}, на счёт {account}",
            "Бухгалтерия {company}, ИНН {org_inn}, КПП {kpp}, {org_addr}",
            "По всем вопросам — менеджер {dim2}, тел. {wphone2}",
        ],
        "tails": [
            "--\nС ув., {v_f_i}\nОтправлено с iPhone",
            "Best regards,\n{iof_lat}\n{phone}",
            "Спасибо!\n{dim}",
            "С уважением, {fi_up}",
        ],
        "count": (4, 7),
        "joiner": "\n\n",
    },
    "ocr": {
        "heads": [
            "КОПИЯ ВЕРНА. Стр. 2 из 3",
            "ДОГОВОР БЫТОВОГО ПОДРЯДА № {contract}",
            "ЗАЯВЛЕНИЕ (рукописное, распознано)",
            "ВЫПИСКА ИЗ ПОХОЗЯЙСТВЕННОЙ КНИГИ",
        ],
        "bodies": [
            "Гр. {v_f_hyph} {i} {o}, {v_bday_new} г.р., прожи-\nвающ{g:ий|ая} по адресу: "
            "{v_addr_rural}",
            "именуем{g:ый|ая} в дальнейшем «Заказчик», паспорт {v_passport_dash}, с одной сто-\n"
            "роны, и {company}, ИНН {org_inn}, ОГРН {ogrn}, с другой стороны",
            "Ф. И. О.  {fio_spaced}\nДата рожд. {bday_odd}",
            "Я, {fio}, прошу выдать справку о составе семьи. Со мной проживают: "
            "{g2:муж|жена} {fi2} {bday_iso2}, {g3:сын|дочь} {i3} {v_bday_short3}",
            "Выдана {v_fio_gen_up} в том, что {g:он|она} действительно имеет в пользовании "
            "земельный участок",
            "Подпись: ____________ {io_f}",
            "Паспорт: серия {v_passport_series} No {passport_num}, выдан ТП УФМС {date}",
            "Адрес регистрации: {addr_plain}",
            "Сумма по договору {amount}, в т.ч. НДС. Тел. для справок {hotline}",
            "Глава сельского поселения {f_io}",
            "Дата рождения: {v_bday_ord}",
            "ЗАКАЗЧИК: {f_up} {i_up} {o_up}\nИСПОЛНИТЕЛЬ: {company}",
            "Роза ветров и Мороз-Холод — названия улиц СНТ, не адресата.",
        ],
        "tails": ["М.П.", "-- 2 --", "Документ распознан автоматически, проверьте данные"],
        "count": (3, 6),
    },
    "note": {
        "heads": [
            "Пост медсестры, смена {date}:",
            "Заметки ТСЖ:",
            "Внутр. заметка по клиенту:",
            "",
        ],
        "bodies": [
            "Пац. {f_io} (пал. {n}) — жалобы на давление, ДР {v_bday_ord_dm}, родств. не звонили.",
            "со слов дочери {i_gen2}, {g:отец|мать} плохо спит.",
            "передать {v_fi_dat_low} что анализы готовы",
            "у {fi_gen} долг по ЖКУ {amount}, кв. по адресу {v_addr_chat}",
            "менеджер {dim3} обещал{g3:|а} перезвонить {dim_dat} до {time}",
            "Звонил{g2:|а} {v_i_o_low2}, просил{g2:|а} записать на {date}.",
            "{f_io_low} - не явил{g:ся|ась}, перезапись.",
            "Прописка: {v_addr_spb}; фактич. живёт у {g2:сына|дочери}.",
            "Синица в руках, как говорится: договор {contract} подписан.",
            "Киров-Вологда — маршрут доставки на пт.",
            "Надежда на тёплую погоду; вера в лучшее тут не поможет, это про отопление.",
            "{fio} ({bday_iso}) — уточнить полис.",
            "Пропуск выдан, получатель: {v_f_i2}, паспорт {v_passport_dash2}.",
            "Д.р. у {dim_gen} — {v_bday_short}, поздравить.",
            "позвонить {io_dat3}, {phone3}",
        ],
        "count": (5, 8),
        "joiner": " ",
    },
    "mixed": {
        "heads": [
            "AmoCRM export; deal #{order}",
            "Booking.com reservation / подтверждение брони",
            "Payroll sheet (HR), month {date}",
            "Delivery label / накладная",
        ],
        "bodies": [
            "Contact: {if_lat} | Phone: {phone} | Email: {email}",
            "Guest name: {v_f_lat_i} / {fi}",
            "Address: {v_addr_lat_form}",
            "Delivery address: {addr_lat}",
            "DOB: {v_bday_new}; passport RF {v_passport_dash}",
            "Employee: {fio_latup}, SNILS {snils}, INN {inn}",
            "Card to pay: {card} ({g:Mr|Ms} {f_lat})",
            "Responsible manager: {dim_lat3} ({dim3}), ext. {n}{n}",
            "Company: {company} | INN {org_inn} | KPP {kpp} | OGRN {ogrn}",
            "Bank: {bank}, BIK {bik}, acc. {org_account}",
            "Total: {amount}; Invoice {invoice}",
            "Note: кот гостя — {v_f_i2} просит номер с животными",
            "Child: {if_lat2}, born {bday_iso2}",
            "Получатель: {fi_dat} {phone}, адрес {v_addr_chat}",
            "Hotline {hotline}, {role_email}",
        ],
        "count": (5, 9),
    },
}
