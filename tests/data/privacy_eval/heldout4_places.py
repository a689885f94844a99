"""The places of the held-out part's fourth round (heldout4.py): its cities with their regions
and postcodes, streets, villages and village streets, and the street marks (short, as FIAS
writes them, in Latin, in words). The people's addresses (heldout4.py) and the organisations'
offices (heldout4_org.py) are drawn from them."""

from __future__ import annotations

CITIES_H4: list[tuple[str, str, str]] = [
    ("Курган", "кург", "Kurgan"), ("Иваново", "иваново", "Ivanovo"),
    ("Белгород", "белг", "Belgorod"), ("Армавир", "армавир", "Armavir"),
    ("Бийск", "бийск", "Biysk"),
    ("Мичуринск", "мичуринск", "Michurinsk"),
]  # fmt: skip
_REGIONS = {
    "Курган": "Курганская обл.", "Иваново": "Ивановская область", "Белгород": "Белгородская обл.",
    "Армавир": "Краснодарский край", "Бийск": "Алтайский край", "Мичуринск": "Тамбовская обл.",
}  # fmt: skip
_INDEX = {"Курган": "640", "Иваново": "153", "Белгород": "308", "Армавир": "352", "Бийск": "659",
          "Мичуринск": "393"}  # fmt: skip

STREETS_H4: list[tuple[str, str, str]] = [
    ("ул", "Фокина", "Fokina"), ("ул", "Куйбышева", "Kuybysheva"),
    ("пр", "Станке Димитрова", "Stanke Dimitrova"), ("ул", "2-я Почепская", "2-ya Pochepskaya"),
    ("пр", "Машиностроителей", "Mashinostroiteley"), ("ул", "Щорса", "Shchorsa"),
    ("пер", "Шахтёрский", "Shakhterskiy"), ("ул", "Элеваторная", "Elevatornaya"),
    ("ул", "Мелиораторов", "Melioratorov"), ("ул", "Героев Танкистов", "Geroyev Tankistov"),
    ("ул", "3 Интернационала", "3 Internatsionala"),
]  # fmt: skip


_VILLAGES = (
    ("с.", "Кетово", "Кетовский р-н", "Курганская обл."),
    ("п.", "Дубовое", "Белгородский р-н", "Белгородская обл."),
    ("с.", "Сростки", "Бийский р-н", "Алтайский край"),
    ("д.", "Коляново", "Ивановский р-н", "Ивановская обл."),
    ("с.", "Старое Тарбеево", "Мичуринский р-н", "Тамбовская обл."),
)
_VILLAGE_STREETS = ("Степная", "Луговая", "Тракторная", "Овражная")


_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_FIAS = {"ул": "ул", "пр": "пр-кт", "пер": "пер", "бул": "б-р", "ш": "ш", "наб": "наб"}
_MARK_LAT = {"ул": "ul.", "пр": "pr.", "пер": "per.", "бул": "bul.", "ш": "sh.", "наб": "nab."}
_WORD = {"ул": "улица", "пр": "проспект", "пер": "переулок", "бул": "бульвар", "ш": "шоссе",
         "наб": "набережная"}  # fmt: skip
