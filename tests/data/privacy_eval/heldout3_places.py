"""The places of the held-out part's third round (heldout3.py): its cities and their regions,
streets, villages and village streets, and the street marks. The people's addresses
(heldout3.py) and the organisations' sites (heldout3_org.py) are drawn from them."""

from __future__ import annotations

CITIES_H3: list[tuple[str, str, str]] = [
    ("Омск", "омск", "Omsk"), ("Рязань", "рзн", "Ryazan"), ("Липецк", "липецк", "Lipetsk"),
    ("Смоленск", "смол", "Smolensk"), ("Сочи", "сочи", "Sochi"), ("Псков", "псков", "Pskov"),
    ("Ставрополь", "ставр", "Stavropol"),
]  # fmt: skip
_REGIONS = {
    "Омск": "Омская обл.", "Рязань": "Рязанская область", "Липецк": "Липецкая обл.",
    "Смоленск": "Смоленская область", "Сочи": "Краснодарский край", "Псков": "Псковская обл.",
    "Ставрополь": "Ставропольский край",
}  # fmt: skip

STREETS_H3: list[tuple[str, str, str]] = [
    ("ул", "22 Партсъезда", "22 Partsyezda"), ("ул", "70 лет Октября", "70 let Oktyabrya"),
    ("ул", "50-летия ВЛКСМ", "50-letiya VLKSM"), ("ул", "2-я Пятилетка", "2-ya Pyatiletka"),
    ("пр", "60-летия Октября", "60-letiya Oktyabrya"), ("ул", "10-я Северная", "10-ya Severnaya"),
    ("пер", "1-й Кирпичный", "1-y Kirpichnyy"), ("ул", "Соборная", "Sobornaya"),
    ("ул", "Нефтяников", "Neftyanikov"), ("наб", "Иртышская", "Irtyshskaya"),
    ("ш", "Окружное", "Okruzhnoye"), ("ул", "Ушакова", "Ushakova"),
    ("ул", "Профсоюзная", "Profsoyuznaya"), ("бул", "Архитекторов", "Arkhitektorov"),
]  # fmt: skip


_VILLAGES = (
    ("с.", "Большие Уки", "Большеуковский р-н", "Омская обл."),
    ("д.", "Новосёлки", "Рязанский р-н", "Рязанская обл."),
    ("пос.", "Красный Бор", "Смоленский р-н", "Смоленская обл."),
    ("ст-ца", "Ессентукская", "Предгорный м.о.", "Ставропольский край"),
    ("х.", "Весёлый", "Зерноградский р-н", "Ростовская обл."),
    ("д.", "Полуэктово", "Угличский р-н", "Ярославская обл."),
)
_VILLAGE_STREETS = ("Центральная", "Школьная", "Набережная", "Колхозная", "Заречная")


_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_LAT = {"ул": "ul.", "пр": "pr-t", "пер": "per.", "бул": "blvd", "ш": "sh.", "наб": "nab."}
