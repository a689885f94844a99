"""Addresses as people write them when no form asks (issue 16): a garden plot in lower case
("снт рассвет участок 14"), a town, a street and a house in a sentence with no marker, a
street named in the genitive plural ("Строителей 9"), a dwelling said in brackets ("(частный
дом)"), the same building named again beside a shop, and addresses in Latin letters (a street's
type transliterated or translated, the house's parts in any spelling, a town and a street with
no marker in a hotel's or a race's export). The traps beside each family stay: a partnership's
own words, quantities, scores, a company's address in Latin on an invoice. Every sentence is
made up for this file; `org` marks a value that must stay.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_found, check_left, examples, spans


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


FORMS: dict[str, list[str]] = {
    "a garden plot in lower case, no quotes": [
        "живут в [[pd.address:снт берёзка-2 участок 71]] круглый год",
        "он теперь в [[pd.address:снт механизатор-2 участок 55]], телефон выключен",
        "зимует: [[pd.address:снтсн заречье участок 40]]",
        "Дача у тёщи — [[pd.address:садоводство «Полянка», уч. 17]]",
        "[[pd.address:садоводческое товарищество юбилейное участок 9]], там и прописан",
        "сын в [[pd.address:кп сосновый бор участок 3]] живёт",
        "прописка: [[pd.address:снт вишенка уч. № 41]]",
        "прописан [[pd.address:днт солнечное-3 участок 12]] с прошлого года",
        "Арендатор: [[pd.address:СНТ Мичуринец уч. 8]], долг за свет",
        "её видели возле ларька у [[pd.address:снт энергетик участок 204]] вчера",
        "живёт [[pd.address:снт заря-луга, участок 18]]",
        "дача: [[pd.address:снт рассвет уч-к 14]]",
        "дед живёт на [[pd.address:участке 14 в снт рассвет]] круглый год",
        "адрес для писем — [[pd.address:уч. 7, СНТ «Колос»]]",
        "зимует: [[pd.address:СНТ Рассвет-2 улица Вишнёвая участок 5]]",
    ],
    "a home named by its flat or plot beside a shop or a school": [
        "нашли его у аптеки на [[pd.address:ул. Мира, д. 5, кв. 12]] утром",
        "ждала сына около школы на [[pd.address:снт ромашка участок 6]]",
        "Мама живёт: [[pd.address:г. Рыбинск, ул. Садовая, д. 12, кв. 40]]. Её видели у магазина "
        "на [[pd.address:ул. Садовая, д. 12]] в обед",
        "ушла из дома по адресу [[pd.address:Бежецк, Озёрная 31, кв. 9]]; утром её видели у "
        "аптеки на [[pd.address:г. Бежецк, ул. Озёрная, д. 31]]",
    ],
    "a labelled value that goes on with words about the place": [
        "выезд 3 мая, адрес: [[pd.address:снт заря участок 7]], калитка закрыта, сосед сказал",
        "ООО «Займ-Экспресс»\nадрес: [[pd.address:снт луч уч. 19]], свет не горит",
        "адрес: [[pd.address:ул. Мира 5 кв 3, ярославль]]",
        "квартира по адресу [[pd.address:Ленина 5 кв 3]] сдаётся недорого",
    ],
    "the house first, its street after по or на with no marker": [
        "бабушка живёт в [[pd.address:доме 7 на Садовой]], второй этаж",
        "[[pd.address:дом 14 по Садовой, кв. 3]] — там и прописан",
        "жилец [[pd.address:дома 5 по улице Ленина, кв. 7]] жалуется",
    ],
    "a dwelling said in brackets": [
        "адрес: [[pd.address:Рыбаков 14 (частный дом)]]",
        "Проживает: [[pd.address:ул. Полевая, 3 (свой дом)]]",
        "прописка: [[pd.address:пер. Южный, д. 8 (частный сектор)]], собака во дворе",
        "Студент: [[pd.address:ул. Советская, дом 5 (общежитие), комн. 12]]",
    ],
    "a street in the genitive after на": [
        "дом на [[pd.address:Кожевников 20]] продают",
        "он на [[pd.address:Строителей 9]] живёт",
        "квартиру на [[pd.address:Юности 113-161]] сдали",
        "вышла из дома на [[pd.address:Заречной 14]] и не вернулась",
        "они в частном доме на [[pd.address:Садовой, 17]] с весны",
        "на [[pd.address:Невском 28]] встретимся у подъезда",
    ],
    "a settlement's word in the case a sentence puts it": [
        "в [[pd.address:деревне Марьино, дом 3]] бабушка одна",
        "нашли у [[pd.address:посёлка Лесной, ул. Мира, д. 4]] утром",
    ],
    "a town and a street with no marker or label": [
        "приезжай в [[pd.address:Казань, Баумана 5 12]] к обеду",
        "вчера заезжал в [[pd.address:Кимры, Калязинская 14-2]] — никого",
        "муж сказал, [[pd.address:ржев зубцовская 14 22]], второй подъезд",
        "сноха теперь в [[pd.address:Вологда, Козлёнская 30, 2 подъезд]], звоните",
        "тётя с котом теперь в [[pd.address:Казани на Баумана 5-12]], заходи",
        "ключи у соседки, [[pd.address:Курск, Карла Маркса 61/1-17]]",
        "переехали: [[pd.address:Омск, 10 лет Октября 195-40]]",
        "забрать посылку: [[pd.address:Самара Мусы Джалиля 12-4]] после шести",
        "приезжай: [[pd.address:Пермь, Маяковского 5-12]]",
        "у брата в [[pd.address:Твери, Мартынова 14-3]], второй этаж",
    ],
    "after a label, in lower case, the flat after a space": [
        "прописка [[pd.address:муром юности 113 161]].",
        "адрес регистрации [[pd.address:кимры володарского 14 8]]",
    ],
    "Latin letters, more street and house words": [
        "lives at [[pd.address:ploshchad Pobedy 3-14, Kaluga]]",
        "Guest: Ivanov I. Address: [[pd.address:Samara, ul Sadovaya, d34, kv12]]",
        "Tenant: [[pd.address:ulica Gagarina, dom 7, kv. 19]]",
        "Home address: [[pd.address:Rybinsk, Krestovaya ulitsa, 14-3]]",
        "He lives at [[pd.address:naberezhnaya Fontanki 20, kv. 7]] now",
        "moved to [[pd.address:Vologda, ploshchad Mira 2, apartment 11]]",
        "moved to [[pd.address:Tver, pr-kt Chaykovskogo 28, korpus 2, kv. 30]]",
        "Delivery: [[pd.address:Tula, Sovetskaya 15-8]]",
        "Ship to: [[pd.address:Omsk, Lenina 5, flat 12]]",
        "Tenant lives at [[pd.address:ul. Mira, dom5, ap. 12]]",
        "moved to [[pd.address:Kazan, alleya Zhemchugovoy, h. 4, apartment 7]] last year",
        "courier to [[pd.address:mikrorayon Severnyy, d. 7, korpus 1, kv. 40]], call first",
        "her flat: [[pd.address:Perm, ulica Lenina 12, stroenie 2, kv. 8]]",
        "He moved to [[pd.address:Lenina St., Bldg. 5, Apt. 12, Kazan]]",
        "Send it to [[pd.address:5/2 Lenina Street, Apt 12]]",
        "guest from [[pd.address:Tver, Sovetskaya St. 15, Apartment 8]]",
    ],
    "Latin letters: a field's number, a person's name before the street": [
        "Address line 1: [[pd.address:15 Sovetskaya St, apt 8]]",
        "Адрес 2: [[pd.address:ул. Мира 5-3]]",
        "Ship to Maria Ivanova, [[pd.address:44 Pobedy Ave, apt 12, Tver 170000]]",
        "Bill to: Ivan Sidorov, [[pd.address:ul. Lenina 5-12, Tver]]",
        "Guest: Petrova Olga, [[pd.address:Murom, ul. Tkatskaya 42-285]]",
    ],
    "Latin letters, no marker, a town and a street": [
        "IVANOVA OLGA;1980-01-02;[[pd.address:OMSK DEPUTATSKAYA 30 278]];+7 999 123 45 67",
        "771;SEMENOV;PAVEL;[[pd.address:Rzhev Zubtsovskaya 14 22]];;",
        "4410;ORLOVA;[[pd.address:Shuya 22 Partsyezda d34 kv290]];+7-977-1234567",
        "room 12; guest from [[pd.address:Kazan Baumana 5-12]]; late check-in",
        "5;GRACHEVA;[[pd.address:Perm Mayakovskogo 5-12]];F",
        "PETROV;[[pd.address:TVER SOVETSKAYA 15 8]];RU",
        "Runner 5; [[pd.address:Kostroma, Sovetskaya 14, kv. 3]]; club Start",
        "guest card: [[pd.address:KIROV, STROITELEY 9-14]]",
    ],
}

TRAPS: list[str] = [
    # a partnership's own words, a plot's size, a verb after the marker
    "Председатель СНТ сказал, что участок 5 не платил",
    "В СНТ общий участок 5 га",
    "снт продал участок 5 соседу",
    "у снт новый участок 12 соток под стоянку",
    "Собрание СНТ «Заря»: участок дороги 300 м отремонтировать",
    "работы на участке 3 в СНТ начались в мае",
    "участок 5 в снт продали в прошлом году",
    # an organisation's place named, no flat and no plot
    "Аптека на [[org:ул. Садовая, д. 14]] работает до 20:00",
    "Сбор у штаба на [[org:ул. Ленина, д. 3]] в девять",
    "штаб: [[org:Тверская обл., г. Ржев, ул. Ленина, 5]]",
    "Правление СНТ «Заря»: приём в субботу, юридический адрес: [[org:СНТ «Заря», уч. 1]]",
    "Офис: [[org:ул. Мира, д. 5, кв. 3]], вход со двора",
    "Собрание в правлении [[org:снт рассвет участок 1]] в субботу",
    "МФЦ на Советской 15 работает до 20:00",
    "Аптека на Заречной 14 открылась",
    "Head office: Kazan, Baumana 5-12",
    "Shop Vesna, Kimry Kalyazinskaya 14-2",
    "Склад: [[org:ул. Складская, д. 5]]",
    # a genitive after на that counts or bets
    "поставил на Спартака 5 тысяч",
    "на Петрова 5 жалоб пришло",
    "надеюсь на Кузнецовых 2 раза в неделю",
    "на Красной 5 машин стоит",
    "ставлю на Новой 3 кг",
    "остановка на Лесной 5 минут",
    "на Первой 2 серии вышло",
    "в доме 5 на Рождество собрались все",
    "на Ленина 5 минут пешком",
    # a town in lower case after a label, then words of time and numbers
    "прописка: тверь, срок 12 14",
    "адрес: москва сегодня 12 30",
    # towns and numbers with no street: a score, a tally
    "итоги: Казань 12, Самара 7",
    "счёт по городам: Тверь 3, Ржев 2",
    "Вологда 30, 2 подъезда закрыты",
    # a town and a word in Latin that are no street
    "Moscow Marathon 2024 10 km",
    "MOSCOW SPARTAK 2 1",
    "Kazan Arena 45 000 seats",
    "Sochi Park 5 12 rides",
    "Terminal 2, Gate 14, Moscow",
    "Flight SU 1234, seat 12",
    "Windows 10 Pro, Office 365",
    "Street Fighter 2 and Road Rash 3 on the shelf",
    "Lenin Square 5 minutes away from the hotel",
    "Moscow Ring Road 10 km, exit 12",
    "Ploshchad Revolyutsii 2023 concert tickets",
    "Kazan Spartak 2-1 after extra time",
    "MOSCOW DINAMO 3-0",
    "Perm Amkar 1-0, Omsk Avangard 4-2",
    "Ivanova Olga 12 5 in the list",
    "Moscow Domodedovo 12-15 gates",
    "Kazan Rubin 2-1, Samara Arena 1-0",
    "Novosibirsk Siberia 3 5 place",
    "Москва, марта 12-15",
    "созвон Тверь, среда 12-30",
    "iPhone 15 Pro Max 256",
    # a company's address in Latin on an invoice, a registered office, an office's premises
    "Seller: Romashka LLC, [[org:12 Lenina Street, Moscow]]",
    "Supplier: OOO Vector, INN 7707083893, [[org:ul. Tverskaya 7, Moscow]]",
    "Registered office: [[org:5 Lenina street, Kazan]]",
    "Our office: [[org:ul. Tverskaya 7, office 12, Moscow]]",
    "Visit us: [[org:Lenina St. 5, Office 12]], 9 to 6",
    "Bill from: Vostok Ltd., [[org:Kazan, ul. Baumana, d. 5]]",
    "Hotel Zarya, [[org:Tver, Sovetskaya ul. 15]]",
]


# A person's address and an organisation's in one text: the one found, the other kept.
BOTH: list[str] = [
    "Сестра: [[pd.address:ул. Школьная, д. 5]], рядом школа № 2",
    "Сын живёт: [[pd.address:ул. Садовая, д. 12, кв. 40]]. Магазин на [[org:ул. Садовая, д. 14]] "
    "закрыт",
    "Прописан: [[pd.address:Тверь, ул. Озёрная, д. 3, кв. 7]]\nАптека «Вита»: "
    "[[org:Тверь, ул. Озёрная, д. 5]]",
]


@pytest.mark.parametrize("example", examples(FORMS), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_a_persons_informal_address_is_found(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    check_found(pseudonymizer, example, "pd.address")


@pytest.mark.parametrize("example", [parse("trap", t) for t in TRAPS], ids=lambda e: e.text[:40])
def test_an_organisations_address_and_look_alikes_stay(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    check_left(pseudonymizer, example, "pd.address")


@pytest.mark.parametrize("example", [parse("both", t) for t in BOTH], ids=lambda e: e.text[:40])
def test_a_shops_address_beside_a_home_stays(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    personal = tuple(v for v in example.values if v[2] != "org")
    check_found(pseudonymizer, example._replace(values=personal), "pd.address")
    found = spans(pseudonymizer, example.text, "pd.address")
    for start, end, cls in example.values:
        if cls == "org":
            assert not any(s < end and start < e for s, e in found), example.text[start:end]
