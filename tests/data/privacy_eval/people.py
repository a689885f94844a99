"""Synthetic people, places and organisations for the evaluation set, split in two disjoint pools.

Every pool is split by hand into a dev part and a held-out part: no surname, first name, street,
city or company of one part occurs in the other, so a detector cannot pass the held-out part by
remembering the words of the dev part. Declension follows the rules of Russian names (surnames in
-ов/-ин/-ский decline, -ко/-ых do not, a woman's surname that is an ordinary noun does not).
"""

from __future__ import annotations

from dataclasses import dataclass

CASES = ("nom", "gen", "dat", "acc", "ins", "prep")

# Surname: (male form, paradigm). Paradigms: "ov" (-ов/-ев/-ин), "sky" (-ский/-цкий),
# "indecl" (-ко, -ых), "noun" (an ordinary noun: a man's declines, a woman's does not),
# "a" (ends in -а, declines alike for both). Irregular men's forms are listed in IRREGULAR.
SURNAMES: dict[str, list[tuple[str, str]]] = {
    "dev": [
        ("Петров", "ov"), ("Кузнецов", "ov"), ("Соколов", "ov"), ("Новиков", "ov"),
        ("Зайцев", "ov"), ("Виноградов", "ov"), ("Богданов", "ov"), ("Тарасов", "ov"),
        ("Комаров", "ov"), ("Ильин", "ov"), ("Сорокин", "ov"), ("Захаров", "ov"),
        ("Гасанов", "ov"), ("Хабибуллин", "ov"), ("Никитин", "ov"), ("Мельников", "ov"),
        ("Вишневский", "sky"), ("Завадский", "sky"),
        ("Карпенко", "indecl"), ("Шевчук", "noun"), ("Седых", "indecl"), ("Бондаренко", "indecl"),
        ("Волк", "noun"), ("Мороз", "noun"), ("Соловей", "noun"), ("Зима", "a"), ("Жук", "noun"),
        ("Сорока", "a"), ("Ким", "noun"), ("Саркисян", "noun"),
        # Added in the second round of issue 16 (more kinds of surname to develop on).
        ("Медведь", "noun"), ("Гусь", "noun"), ("Ворона", "a"), ("Карась", "noun"),
        ("Голубь", "noun"), ("Комар", "noun"), ("Мельник", "noun"), ("Коваль", "noun"),
        ("Ткач", "noun"), ("Белых", "indecl"), ("Гелашвили", "indecl"), ("Церетели", "indecl"),
        ("Григорян", "noun"), ("Галиев", "ov"), ("Шарипов", "ov"), ("Лаптев", "ov"),
        ("Журавлёв", "ov"), ("Левченко", "indecl"), ("Полищук", "noun"), ("Новицкий", "sky"),
        ("Островский", "sky"), ("Пак", "noun"), ("Дементьев", "ov"), ("Гроза", "a"),
    ],
    "heldout": [
        ("Лебедев", "ov"), ("Голубев", "ov"), ("Федосеев", "ov"), ("Дорофеев", "ov"),
        ("Калинин", "ov"), ("Рябинин", "ov"), ("Широков", "ov"), ("Ермолаев", "ov"),
        ("Мамедов", "ov"), ("Галиуллин", "ov"), ("Субботин", "ov"), ("Одинцов", "ov"),
        ("Полянский", "sky"), ("Кожевницкий", "sky"),
        ("Лысенко", "indecl"), ("Ковальчук", "noun"), ("Черных", "indecl"), ("Гриценко", "indecl"),
        ("Лебедь", "noun"), ("Орёл", "noun"), ("Заяц", "noun"), ("Береза", "a"), ("Кот", "noun"),
        ("Щука", "a"), ("Цой", "noun"), ("Аветисян", "noun"),
    ],
}  # fmt: skip

# Men's forms of nouns whose stem changes (a fleeting vowel, -ей, -ь).
IRREGULAR: dict[str, tuple[str, ...]] = {
    "Соловей": ("Соловей", "Соловья", "Соловью", "Соловья", "Соловьём", "Соловье"),
    "Лебедь": ("Лебедь", "Лебедя", "Лебедю", "Лебедя", "Лебедем", "Лебеде"),
    "Орёл": ("Орёл", "Орла", "Орлу", "Орла", "Орлом", "Орле"),
    "Заяц": ("Заяц", "Зайца", "Зайцу", "Зайца", "Зайцем", "Зайце"),
    "Цой": ("Цой", "Цоя", "Цою", "Цоя", "Цоем", "Цое"),
    "Карась": ("Карась", "Карася", "Карасю", "Карася", "Карасём", "Карасе"),
    "Голубь": ("Голубь", "Голубя", "Голубю", "Голубя", "Голубем", "Голубе"),
    "Медведь": ("Медведь", "Медведя", "Медведю", "Медведя", "Медведем", "Медведе"),
    "Гусь": ("Гусь", "Гуся", "Гусю", "Гуся", "Гусем", "Гусе"),
    "Коваль": ("Коваль", "Коваля", "Ковалю", "Коваля", "Ковалём", "Ковале"),
    "Павел": ("Павел", "Павла", "Павлу", "Павла", "Павлом", "Павле"),
    "Пётр": ("Пётр", "Петра", "Петру", "Петра", "Петром", "Петре"),
    "Лев": ("Лев", "Льва", "Льву", "Льва", "Львом", "Льве"),
    "Илья": ("Илья", "Ильи", "Илье", "Илью", "Ильёй", "Илье"),
}

# First name: (name, gender, diminutive). Diminutives are what colleagues and relatives call them.
FIRST_NAMES: dict[str, list[tuple[str, str, str]]] = {
    "dev": [
        ("Дмитрий", "m", "Дима"), ("Александр", "m", "Саша"), ("Сергей", "m", "Серёжа"),
        ("Иван", "m", "Ваня"), ("Михаил", "m", "Миша"), ("Павел", "m", "Паша"),
        ("Олег", "m", "Олежка"), ("Николай", "m", "Коля"), ("Виктор", "m", "Витя"),
        ("Игорь", "m", "Игорёк"), ("Руслан", "m", "Руся"), ("Никита", "m", "Никитос"),
        ("Анна", "f", "Аня"), ("Мария", "f", "Маша"), ("Ольга", "f", "Оля"),
        ("Екатерина", "f", "Катя"), ("Наталья", "f", "Наташа"), ("Ирина", "f", "Ира"),
        ("Светлана", "f", "Света"), ("Юлия", "f", "Юля"), ("Лилия", "f", "Лиля"),
        ("Эльвира", "f", "Эля"), ("Галина", "f", "Галя"), ("Дарья", "f", "Даша"),
        ("Алина", "f", "Алинка"), ("Артём", "m", "Тёма"), ("Вадим", "m", "Вадик"),
        ("Кирилл", "m", "Киря"), ("Ринат", "m", "Ринат"), ("Гульнара", "f", "Гуля"),
        ("Денис", "m", "Дэн"), ("Егор", "m", "Егорка"), ("Марина", "f", "Маринка"),
        ("Вера", "f", "Верочка"),
    ],
    "heldout": [
        ("Алексей", "m", "Лёша"), ("Евгений", "m", "Женя"), ("Константин", "m", "Костя"),
        ("Владимир", "m", "Володя"), ("Пётр", "m", "Петя"), ("Андрей", "m", "Андрюша"),
        ("Григорий", "m", "Гриша"), ("Роман", "m", "Рома"), ("Илья", "m", "Илюша"),
        ("Тимур", "m", "Тима"), ("Лев", "m", "Лёва"), ("Станислав", "m", "Стас"),
        ("Елена", "f", "Лена"), ("Татьяна", "f", "Таня"), ("Ксения", "f", "Ксюша"),
        ("Анастасия", "f", "Настя"), ("Людмила", "f", "Люда"), ("Надежда", "f", "Надя"),
        ("Вероника", "f", "Ника"), ("Зарина", "f", "Зара"), ("Валентина", "f", "Валя"),
        ("Полина", "f", "Поля"), ("Софья", "f", "Соня"), ("Алла", "f", "Аллочка"),
    ],
}  # fmt: skip

# Patronymics: (man's, woman's).
PATRONYMICS: dict[str, list[tuple[str, str]]] = {
    "dev": [
        ("Сергеевич", "Сергеевна"), ("Иванович", "Ивановна"), ("Олегович", "Олеговна"),
        ("Петрович", "Петровна"), ("Андреевич", "Андреевна"), ("Рашидович", "Рашидовна"),
        ("Викторович", "Викторовна"), ("Николаевич", "Николаевна"), ("Юрьевич", "Юрьевна"),
        ("Фаридович", "Фаридовна"), ("Евгеньевич", "Евгеньевна"), ("Григорьевич", "Григорьевна"),
        ("Кузьмич", "Кузьминична"), ("Анатольевич", "Анатольевна"), ("Маратович", "Маратовна"),
    ],
    "heldout": [
        ("Алексеевич", "Алексеевна"), ("Геннадьевич", "Геннадьевна"), ("Романович", "Романовна"),
        ("Владимирович", "Владимировна"), ("Тимурович", "Тимуровна"), ("Борисович", "Борисовна"),
        ("Аркадьевич", "Аркадьевна"), ("Степанович", "Степановна"), ("Ильич", "Ильинична"),
    ],
}  # fmt: skip

# Cities: (full name, informal short form, Latin).
CITIES: dict[str, list[tuple[str, str, str]]] = {
    "dev": [
        ("Москва", "мск", "Moscow"), ("Казань", "казань", "Kazan"), ("Тула", "тула", "Tula"),
        ("Екатеринбург", "екб", "Yekaterinburg"), ("Самара", "смр", "Samara"),
        ("Воронеж", "врн", "Voronezh"), ("Королёв", "королев", "Korolev"),
        ("Уфа", "уфа", "Ufa"), ("Челябинск", "члб", "Chelyabinsk"), ("Ижевск", "ижевск", "Izhevsk"),
        ("Ростов-на-Дону", "ростов", "Rostov-on-Don"), ("Курск", "курск", "Kursk"),
    ],
    "heldout": [
        ("Санкт-Петербург", "спб", "Saint Petersburg"), ("Новосибирск", "нск", "Novosibirsk"),
        ("Нижний Новгород", "нн", "Nizhny Novgorod"), ("Краснодар", "крд", "Krasnodar"),
        ("Пермь", "пермь", "Perm"), ("Ярославль", "ярик", "Yaroslavl"),
        ("Владимир", "влд", "Vladimir"),
    ],
}  # fmt: skip

# Streets: (kind, name, Latin name). Kinds: ул, пр, пер, бул, ш, наб.
STREETS: dict[str, list[tuple[str, str, str]]] = {
    "dev": [
        ("ул", "Ленина", "Lenina"), ("пр", "Мира", "Mira"), ("ул", "8 Марта", "8 Marta"),
        ("ул", "Садовая", "Sadovaya"), ("пер", "Чернышевского", "Chernyshevskogo"),
        ("бул", "Гагарина", "Gagarina"), ("ш", "Энтузиастов", "Entuziastov"),
        ("ул", "1-я Парковая", "1-ya Parkovaya"), ("ул", "Пушкина", "Pushkina"),
        ("наб", "Космонавтов", "Kosmonavtov"), ("ул", "Молодёжная", "Molodezhnaya"),
        ("пр", "Победы", "Pobedy"), ("ул", "50 лет Октября", "50 let Oktyabrya"),
        ("ул", "Карла Маркса", "Karla Marksa"), ("ул", "40 лет Победы", "40 let Pobedy"),
        ("ул", "9 Мая", "9 Maya"), ("ул", "Маршала Жукова", "Marshala Zhukova"),
        ("ш", "Каширское", "Kashirskoye"), ("пер", "Кривоколенный", "Krivokolenny"),
        ("бул", "Цветной", "Tsvetnoy"), ("ул", "Лесная", "Lesnaya"),
        ("пр", "Комсомольский", "Komsomolsky"),
    ],
    "heldout": [
        ("ул", "Советская", "Sovetskaya"), ("пр", "Ленинский", "Leninsky"),
        ("ул", "9 Января", "9 Yanvarya"), ("ул", "Строителей", "Stroiteley"),
        ("пер", "Некрасова", "Nekrasova"), ("бул", "Рокоссовского", "Rokossovskogo"),
        ("ш", "Варшавское", "Varshavskoye"), ("ул", "3-я Кольцевая", "3-ya Koltsevaya"),
        ("ул", "Лермонтова", "Lermontova"), ("наб", "Обводного канала", "Obvodnogo kanala"),
        ("ул", "Полевая", "Polevaya"), ("пр", "Октябрьский", "Oktyabrsky"),
        ("ул", "26 Бакинских комиссаров", "26 Bakinskikh komissarov"),
    ],
}  # fmt: skip

# Organisations: public values that must stay in the text.
COMPANIES: dict[str, list[str]] = {
    "dev": [
        "ООО «Северный терминал»", "АО «Тулатехмаш»", "ООО «Вектор-Строй»", "ПАО «Уралхимпром»",
        "ООО «Кедр и Ко»", "АО «Балтийская линия»", "ООО «Мебельная фабрика Заря»",
        "ООО «ТехноПарк-М»",
    ],
    "heldout": [
        "ООО «Волжский берег»", "АО «Сибирская нить»", "ООО «Пять звёзд логистик»",
        "ООО «Медтехника Плюс»", "АО «Зелёный квартал»", "ООО «Агрокомплекс Рассвет»",
        "ООО «Стройресурс-Н»", "АО «Камский мост»",
    ],
}  # fmt: skip

# Banks and their BIK (public); a personal account's control key is computed against the BIK.
BANKS: list[tuple[str, str]] = [
    ("ПАО Сбербанк", "044525225"),
    ("АО «Т-Банк»", "044525974"),
    ("Банк ВТБ (ПАО)", "044525187"),
    ("АО «Альфа-Банк»", "044525593"),
]

MAIL_DOMAINS = ("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "inbox.ru", "list.ru", "rambler.ru")
MONTHS = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
          "октября", "ноября", "декабря")  # fmt: skip

_HUSHING = set("жшчщц")
_VELAR_HUSHING = set("гкхжшчщ")


def surname_form(male: str, paradigm: str, gender: str, case: str) -> str:
    i = CASES.index(case)
    if paradigm == "indecl" or (paradigm == "noun" and gender == "f"):
        return male
    if paradigm == "ov":
        if gender == "m":
            return male + ("", "а", "у", "а", "ым", "е")[i]
        return male + ("а", "ой", "ой", "у", "ой", "ой")[i]
    if paradigm == "sky":
        stem = male[:-2]
        if gender == "m":
            return stem + ("ий", "ого", "ому", "ого", "им", "ом")[i]
        return stem + ("ая", "ой", "ой", "ую", "ой", "ой")[i]
    if paradigm == "a":
        return _a_noun(male, i)
    if male in IRREGULAR:
        return IRREGULAR[male][i]
    return male + ("", "а", "у", "а", "ом", "е")[i]


def first_name_form(name: str, gender: str, case: str) -> str:
    i = CASES.index(case)
    if name in IRREGULAR:
        return IRREGULAR[name][i]
    if name.endswith("ия"):
        return name[:-2] + ("ия", "ии", "ии", "ию", "ией", "ии")[i]
    if name.endswith(("а", "я")):
        return _a_noun(name, i)
    if gender == "m":
        if name.endswith("ий"):
            return name[:-2] + ("ий", "ия", "ию", "ия", "ием", "ии")[i]
        if name.endswith(("й", "ь")):
            return name[:-1] + (name[-1], "я", "ю", "я", "ем", "е")[i]
        return name + ("", "а", "у", "а", "ом", "е")[i]
    raise ValueError(f"no paradigm for {name!r}")


def patronymic_form(male: str, female: str, gender: str, case: str) -> str:
    i = CASES.index(case)
    if gender == "m":
        return male + ("", "а", "у", "а", "ем", "е")[i]
    return female[:-1] + ("а", "ы", "е", "у", "ой", "е")[i]


def _a_noun(word: str, i: int) -> str:
    stem, last = word[:-1], word[-1]
    if last == "я":
        return stem + ("я", "и", "е", "ю", "ей", "е")[i]
    gen = "и" if stem[-1] in _VELAR_HUSHING else "ы"
    ins = "ей" if stem[-1] in _HUSHING else "ой"
    return stem + ("а", gen, "е", "у", ins, "е")[i]


_LATIN = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
    "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
}  # fmt: skip


def latin(text: str) -> str:
    """Transliteration as Russian names are usually written in Latin ("Юлия" → "Yuliya")."""
    out = []
    for ch in text:
        low = ch.lower()
        if low in _LATIN:
            piece = _LATIN[low]
            out.append(piece.capitalize() if ch != low else piece)
        else:
            out.append(ch)
    return "".join(out)


@dataclass(frozen=True)
class Person:
    surname: str
    paradigm: str
    first: str
    gender: str
    diminutive: str
    patronymic: tuple[str, str]

    def last(self, case: str = "nom") -> str:
        return surname_form(self.surname, self.paradigm, self.gender, case)

    def given(self, case: str = "nom") -> str:
        return first_name_form(self.first, self.gender, case)

    def middle(self, case: str = "nom") -> str:
        male, female = self.patronymic
        return patronymic_form(male, female, self.gender, case)

    def initials(self, sep: str = "") -> str:
        return f"{self.first[0]}.{sep}{self.middle()[0]}."
