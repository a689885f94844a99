"""A name found, written again elsewhere in the same text: in the other script (name_echo_latin.py),
in a familiar form (name_echo_familiar.py), in lower case (name_echo.py); bare initials after a
name found (names._with_name_after); a familiar first name and a surname both in lower case
(name_alone.lower_familiar_pairs). Made-up texts, none from an evaluation round: the evidence
these rules read is the text's own names and the shapes of Russian names, not a writer's words.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.name_echo_latin import key

from .one_class import check_replaced, check_untouched, parse

POSITIVES = (
    # a handle made of the first name and a cut of the surname, on every line it stands
    "Клиент: [[pd.name:Сафиуллина Гульназ Ринатовна]]\nник: [[pd.name:gulnaz_saf]]\n"
    "[10:02] [[pd.name:gulnaz_saf]]: здравствуйте",
    # an initial glued to the surname; a handle after "@" and in a link's path
    "Заявитель: [[pd.name:Зайнуллин Ильдар]]\nlogin: [[pd.name:izaynullin]]\n"
    "telegram @[[pd.name:ildar_zay]], vk.com/[[pd.name:ildar_zay]]",
    # the surname in an oblique case, the login in the nominative, another transliteration
    "Передали [[pd.name:Соловьёвой Наталье]] ключи. Её логин [[pd.name:n.solovyeva]]",
    "Пропуск для [[pd.name:Хабибуллиной Резеды]]; учётная запись [[pd.name:khabibullina_r]]",
    # a name found only in Latin, repeated in Cyrillic in another case
    "CRM: [[pd.name:KHABIBULLINA REZEDA]], tel 123\nЧат: [[pd.name:Резеды]] не было дома",
    # bare initials after a name, where a field or a line ends or a column gap follows
    "Ответственные: [[pd.name:Божко Г]], [[pd.name:Лешукова ИВ]]",
    "Принял: [[pd.name:Петренко Г]]        Заказчик: [[pd.name:Сидоров А]]",
    "ORGANIZER;CN=[[pd.name:Лешукова ИВ]]:mailto:office@example.ru",
    # a familiar form made of a first name found, in any case and in a login with digits
    "- [[pd.name:Ильшатик]] (так мама зовёт, в заявке [[pd.name:Ведерников Ильшат Илдусович]])",
    "[[pd.name:Гульсина Ахметова]]: привет\n[[pd.name:гульсинка]] уже шарф достала",
    "[[pd.name:Айсылу Хабирова]]\n[[pd.name:aysylushka79]]: здравствуйте",
    "[[pd.name:Вера Сидорова]]: ок\n[[pd.name:Верке]] позвони, [[pd.name:Верочка]] ждёт",
    # a surname found, then in lower case in a note
    "[[pd.name:Батыршин Архип]] заказал мёд\n- [[pd.name:батыршин]] — 5 кг",
    # a familiar first name and a surname, both in lower case, in a note's list
    "- [[pd.name:гулечка ишмухаметова]] просит справку",
    "- [[pd.name:архипушка батыршин]] — гречишный 5 кг",
    # a payee as a bank shows him, in quotation marks
    "в банке высветится «[[pd.name:Асия Г.]]»",
    "в банке высветится «[[pd.name:Ефрем Ансарович И.]]»",
    # a login of one name and a year or a number
    "[06:40] [[pd.name:martyusha98]]: на переправе очередь",
    "[[pd.name:arsalan1997]] написал в чат",
    '"manager": "[[pd.name:balzhinimaev64]]",',
    "[[pd.name:anna2024]], [[pd.name:ivanov85]], [[pd.name:masha_91]]",
    # an XML attribute's value is quoted as every value is
    '<vehicle plate="Т644КХ 38" driver="[[pd.name:КОРСАК М.М.]]"/>',
    # a CSV cell's value is quoted as every cell is
    '"06.05.2026 08:02","+79524555460","[[pd.name:Вязовкина Алёна]]","Стандарт"',
    # a login with a region's letters before the year
    "[[pd.name:isidorka.nn96]]: привет, [[pd.name:ivanka.nn73]] тоже",
    # a patronymic by its shape in lower case, one the dictionary does not know
    "- [[pd.name:кильдюшкина литова атямасовна]] — заявление принесла",
    "- [[pd.name:кудашева дания ленаровна]]: кот Персик",
    # a town's name shaped as a surname, before two capitals that are no abbreviation
    "Расписывает [[pd.name:Ардатов ИГ]]",
)
NEGATIVES = (
    # an e-mail's local part is the contacts' class, a domain and a file are no one's
    "Клиент Гульназ Сафиуллина прислала файл gulnaz.pdf с сайта gulnaz.ru",
    # a Cyrillic word of speech that begins like a Latin name's key; a pet's name in quotes
    "Dobrik Istomin\nДобрый день! «Сыч» — кот, не Sych",
    # a sole trader's or a state's abbreviation after a word is no initials
    "Поставщик Петров ИП, доставка по РФ",
    # a familiar form that is an ordinary word; a company's quoted name with a name in it
    "Кира Петрова взяла кирку",
    "ООО «Иван Петрович и партнеры»",
    # lower-case words that are no name pair
    "речка быстрина течёт, кошка сидорова",
    # codes and words with a number are no logins
    "промокод sale50, promo2024, covid19, test12, win10, alfa2023, user01, admin2024",
    # an adjective become a noun is no surname in -ская; a town after its preposition
    "[11:05] Мастерская: добрый день, заказ принят. Едем в Саров МВ",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_name_in_the_other_script_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_replaced(pseudonymizer, parse("echo", marked), "pd.name")


def test_what_is_no_name_stays(pseudonymizer: Pseudonymizer) -> None:
    check_untouched(
        pseudonymizer, "Сайт gulnaz.ru, файл gulnaz.pdf, почта info@gulnaz.ru", "pd.name"
    )
    for text in NEGATIVES:
        found = [
            v
            for v in (
                "gulnaz.pdf",
                "Мастерская",
                "Саров",
                "gulnaz.ru",
                "Добрый",
                "Сыч",
                "ИП",
                "РФ",
                "кирку",
                "Иван",
                "быстрина",
                "сидорова",
            )
            if v in text and _replaced(pseudonymizer, text, v)
        ]
        assert found == [], (text, found)


def _replaced(pseudonymizer: Pseudonymizer, text: str, value: str) -> bool:
    from .one_class import personal_spans

    at = text.index(value)
    return any(s < at + len(value) and at < e for s, e, _ in personal_spans(pseudonymizer, text))


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Соловьёв", "Solovyev"),
        ("Соловьёв", "Soloviev"),
        ("Наталья", "Natalia"),
        ("Ксения", "Kseniya"),
        ("Ксения", "Xenia"),
        ("Хабибуллина", "Khabibullina"),
        ("Дмитрий", "Dmitry"),
        ("Фёдор", "Fyodor"),
        ("Жанна", "Zhanna"),
        ("Щукин", "Shchukin"),
    ],
)
def test_one_key_for_the_spellings_of_a_name(one: str, other: str) -> None:
    assert key(one) == key(other)


def test_different_names_keep_different_keys() -> None:
    assert len({key(w) for w in ("Иван", "Ивлев", "Инна", "Анна", "Яна", "Иванов")}) == 6
