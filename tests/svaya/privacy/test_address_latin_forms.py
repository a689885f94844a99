"""Addresses typed in Latin letters in a chat or a CRM (issue 16): lower case, a town written
out or cut short, a street in the genitive or as an adjective with no street word, the house and
the flat as "d N kv M", "N kv M", "N-M" or "N/M"; a street named by a number of years ("50 let
…"); a label or a verb of living before it. And the garden partnerships' other abbreviations
("СОТ", "СОНТ", "ОНТ"). The traps beside the family stay: scores, products, rooms, gates,
flights, distances, a quarter of a year. Every sentence is made up for this file.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_found, check_left, examples


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


FORMS: dict[str, list[str]] = {
    "Latin letters in lower case, a town, a street with no street word": [
        "[10:02] Olga K.: [[pd.address:kotlas sovetskaya d 12 kv 45]], domofon ne rabotaet",
        "privet, zhivu na [[pd.address:tver, krasnoy armii 17 kv 8]] uzhe god",
        "seychas prozhivayu [[pd.address:vologda pushkinskaya 7-31]], priezzhayte",
        "zhivem na [[pd.address:zarechnoy 14-2]] s mamoy",
        "dostavka: [[pd.address:omsk, 50 let profsoyuzov d 21 kv 90]]",
        "privezite na [[pd.address:ekb, belinskogo 86 kv 40]], 2 podezd",
        "registratsiya: [[pd.address:yaroslavl, tolbukhina 40/2]]",
        "kuda vezti? [[pd.address:lipetsk gagarina d 5 kv 18]] posle 6",
        "adres: [[pd.address:gagarina 5 kv 18]]",
        "[[pd.address:kirov 60 let oktyabrya d 3 kv 17]] - tam i propisan",
    ],
    "Latin letters in a CRM's cells, a street named by years or an ordinal": [
        "112;PETROVA;1980-02-03;[[pd.address:Kirov 60 let Oktyabrya 14-77]];+7 912 000 11 22",
        "7;IVANOV;[[pd.address:Cherepovets 1-ya Zavodskaya 5-12]];M",
        "member: Sidorova;[[pd.address:Pskov Oktyabrsky 22-14]];card 5531",
        "4;[[pd.address:Syktyvkar 50 let Oktyabrya 31-50]];gold",
    ],
    "a garden partnership's other abbreviations": [
        "нотариус назначил на пятницу\nу тёщи ещё дача, [[pd.address:СОТ «Рябинка», уч. 14]] — "
        "её тоже продают",
        "опека просит справку\nдача: [[pd.address:СОНТ «Ивушка», участок 9]]",
        "зимует: [[pd.address:СОНТ «Берёзка» уч. 7]]",
        "прописан: [[pd.address:ОНТ «Дружба», участок 33]]",
    ],
}

TRAPS: list[str] = [
    # scores, with a town and a team named like a street
    "final: spartak moskva 2-1, zenit spb 3-0",
    "Samara Krylya Sovetov 2-1 v dopolnitelnoe vremya",
    "msk lokomotiv 2-1, kazan rubin 1-1",
    "Nizhny Novgorod Torpedo 2-1, Vladimir Dinamo 1-1",
    # rooms, gates, seats, flights, distances, products
    "room 12-14 on the second floor",
    "gate 5, flight su 1234 to kazan, seat 12",
    "Kazan Arena, sector 12, row 5-7",
    "Moscow Ring Road 10 km, exit 12",
    "kotlas - velsk 120 km po trasse",
    "iphone 15 pro 256 gb, galaxy s23 8/256",
    "play 2-3 times a day, city 5-7 pm",
    # time and counts after a verb of living
    "zhivu v moskve 5 let",
    "zhivu na 5 etazhe, lift 2-3 min zhdat",
    "zhivem na dache 2-3 nedeli",
    # a quarter of a year, a version
    "otchet za 3 kv 2024 gotov",
    "itogi 3 kv 2024: vyruchka 12 mln",
    "version 3.2-5 released, build 12/7",
    # a share of a property after a label of the right's registration, a noun in the nominative
    "Дата регистрации права: общая долевая собственность, 1/3",
    "регистрация: совместная собственность, 2/5",
    # a partnership's own words, its board's address
    "Председатель СОНТ «Ивушка» сказал, что участок 5 не платил",
    "Правление СОТ «Рябинка», юридический адрес: [[org:СОТ «Рябинка», уч. 1]]",
]


@pytest.mark.parametrize("example", examples(FORMS), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_a_latin_chat_address_is_found(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_found(pseudonymizer, example, "pd.address")


@pytest.mark.parametrize("example", [parse("trap", t) for t in TRAPS], ids=lambda e: e.text[:40])
def test_latin_look_alikes_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_left(pseudonymizer, example, "pd.address")
