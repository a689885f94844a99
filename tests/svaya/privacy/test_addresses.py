"""Addresses (issue 16), by family: what each rule catches and what it leaves. Every sentence
is made up for this file (not the evaluation set's text); `org` marks a company's address, which
is public and must stay.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_found, check_left, examples


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


ADDRESSES: dict[str, list[str]] = {
    "short and informal": [
        "Адрес: [[pd.address:ул. Ленина 5-12]]",
        "живу [[pd.address:ул Ленина д5 кв12]]",
        "[[pd.address:мск, пр-т Мира 10 к1 кв 5]]",
        "Адрес: [[pd.address:спб, Васильевский о-в, 7-я линия, 12]]",
        "доставка: [[pd.address:просп. Победы 14, кв. 3]]",
        "адрес [[pd.address:мкрн Северный, д. 7, кв. 40]]",
        "прописан: [[pd.address:пер. Тихий, 4]]",
        "Адрес: [[pd.address:Липовая ул, 5-12]]",
        "[[pd.address:Москва, Ленинградское ш., 25-3-112]]",
        "адрес: [[pd.address:ул. Ленина, 5, под. 2, эт. 3, кв. 12]]",
        "Адрес: [[pd.address:ул. Мира, влд. 7]]",
        "Адрес: [[pd.address:ул. Ленина 5, кв. 12, г. Нижний Новгород]]",
        "Документы отправлены: [[pd.address:Курган, Садовый, 14, кв. 3]].",
        "отвезите на [[pd.address:Гагарина 12, кв. 7]], домофон не работает",
        "Зарегистрирован по адресу; [[pd.address:Омск, Лесной, 8, кв. 2]]",
        "Адрес: [[pd.address:д. 4, кв. 17, ул. Мира, Старый Оскол]]",
    ],
    "streets named by numbers": [
        "проживает: [[pd.address:ул. 8 Марта, д. 14, кв. 2]]",
        "Адрес: [[pd.address:2-я Парковая ул., 17-5]]",
        "живет на [[pd.address:ул. 9 Января 30]]",
        "адрес: [[pd.address:7-я линия В.О., д. 12, кв. 8]]",
        "Адрес: [[pd.address:ул. 50 лет Октября, д. 3]]",
        "адрес: [[pd.address:мкр. 3, д. 15, кв. 7]]",
        "адрес: [[pd.address:3 мкр., д. 15, кв. 7]]",
        "адрес [[pd.address:ул. 1905 года, 7]]",
        "адрес [[pd.address:ул. М. Горького, 5]]",
    ],
    "street types": [
        "адрес: [[pd.address:ш. Энтузиастов, д. 11, кв. 60]]",
        "Адрес: [[pd.address:б-р Строителей 4-21]]",
        "Адрес: [[pd.address:наб. Фонтанки, д. 90, кв. 7]]",
        "Адрес: [[pd.address:пл. Свободы, д. 2, кв. 19]]",
        "Адрес: [[pd.address:проезд Шокальского, д. 31, корп. 2, кв. 5]]",
        "Адрес: [[pd.address:Березовая аллея, д. 6]]",
        "Адрес: [[pd.address:тупик Садовый, д. 3]]",
        "Адрес: [[pd.address:квартал Южный, д. 9, кв. 1]]",
        "Адрес: [[pd.address:пр. Ленина, д. 44, кв. 12]]",
    ],
    "postcode, region, villages": [
        "Адрес регистрации: [[pd.address:301234, Тульская обл., г. Алексин, ул. Мира, д. 7]]",
        "Адрес: [[pd.address:Московская обл., Одинцовский р-н, д. Ивановка, д. 15]]",
        "Прописка: [[pd.address:с. Березовка, ул. Центральная, д. 3]]",
        "проживает: [[pd.address:пос. Лесной, ул. Школьная, 8]]",
        "Адрес: [[pd.address:Респ. Татарстан, г. Казань, ул. Баумана, д. 12, кв. 4]]",
        "адрес: [[pd.address:Краснодарский край, ст. Полтавская, ул. Ленина, 120]]",
        "адрес: [[pd.address:дер. Горки, д. 21]]",
        "адрес: [[pd.address:снт Ромашка, уч. 45]]",
        "адрес: [[pd.address:пгт Красный Бор, ул. Мира, д. 2]]",
        "[[pd.address:Московская обл, г Химки, ул Мира 5-12]]",
        "[[pd.address:Респ. Башкортостан, г. Уфа, ул. Ленина 5-12]]",
        "[[pd.address:СПб, ул. Марата 5]]",
        "Адрес: [[pd.address:Ленинградская область, Всеволожский район, д. Кудрово, "
        "ул. Центральная, д. 5]]",
    ],
    "loose spaces, as OCR leaves them": [
        "Адрес: [[pd.address:ул. Ленина , д. 5 , кв. 12]]",
        "Адрес: [[pd.address:г.Тула ,ул.Мира ,д.7 ,кв.3]]",
        "Адрес:  [[pd.address:ул.  Ленина  5-12]]  тел. нет",
        "Адрес: [[pd.address:Тула г., Мира ул., 7-3]]",
        "Адрес: [[pd.address:ул. Мира, д. 7, кв. 3, подъезд 2]]",
    ],
    "numbers and letters of houses": [
        "Адрес: [[pd.address:ул. Ленина, д. 5-а, кв. 12]]",
        "Адрес: [[pd.address:ул. Ленина, д. № 5, кв. № 12]]",
        "адрес [[pd.address:3-я ул. Строителей, 25, кв. 12]]",
        "Адрес: [[pd.address:РФ, 300000, г. Тула, ул. Мира, 7-3]]",
        "Адрес: [[pd.address:Moscow, ул. Тверская 7-12]]",
        "Адрес: [[pd.address:Тульская обл., д. Иваньково, 15]]",
        "Адрес: [[pd.address:с. Березовка, 12]]",
    ],
    "lower case and capitals": [
        "живу [[pd.address:г москва ул тверская д 7 кв 12]]",
        "скиньте на [[pd.address:ул тверской 7 кв 12]] пожалуйста",
        "[[pd.address:пр-т ленина 40/2-15]]",
        "Адрес: [[pd.address:УЛ. ЛЕНИНА, Д. 5, КВ. 12]]",
        "[[pd.address:Г. ТУЛА, УЛ. МИРА, Д. 7, КВ. 3]]",
        "ПЕТРОВ ИВАН\n[[pd.address:ПР-Т МИРА 10-5]]",
    ],
    "a person's address beside a company": [
        "ООО «Вектор», ИНН 7707083893\n"
        "Адрес регистрации клиента: [[pd.address:г. Тула, ул. Мира, д. 5, кв. 3]]",
        "Оплату от ООО «Кедр» получили.\nАдрес для курьера: [[pd.address:ул. Садовая 12, кв. 4]]",
        "Со слов клиента, новый адрес — [[pd.address:ул. Садовая 12, кв. 4]]. Курск — филиал.",
    ],
    "address fields": [
        "Адрес фактического проживания: [[pd.address:кзн чистопольская 21 кв 44]] (совпадает? да)",
        "Лида: запиши адрес бабушки [[pd.address:спб петроградская 4 линия д 9 кв 12 домофон 12]]",
        "Прописка: [[pd.address:3 линия ПС 14-27]]; фактически живёт у дочери.",
        "Толя: куда везти, напиши адрес\nСоня: [[pd.address:71-15 40 лет Победы, клг]]\nТоля: ок",
        "проживающая по адресу: [[pd.address:412305, Респ. Мордовия, Ковылкинский р-н, п. Вис, 8]]",
        "ваш адрес доставки [[pd.address:Russia, Tver, Zhelyabova str., bld. 4, apt. 19]] — верно?",
        "Delivery address: [[pd.address:kv.12, d.7, ul. 2-ya Sadovaya, g. Tver]]",
    ],
    "latin": [
        "Address: [[pd.address:ul. Lenina, d. 5, kv. 12]]",
        "Address: [[pd.address:pr-t Mira 10-5, Moscow]]",
        "Address: [[pd.address:Moscow, Tverskaya st. 7, apt 12]]",
        "Delivery: [[pd.address:Kazan, ul. Bauman 12, kv. 4]]",
        "Registered: [[pd.address:Tula, Sovetskaya ulitsa 7, kv. 15]]",
        "Address: [[pd.address:d. 5, kv. 12, ul. Lenina, Moscow]]",
        "Address: [[pd.address:Moskovskaya obl., g. Khimki, ul. Mira 5]]",
        "[[pd.address:St. Petersburg, Nevsky pr. 28, apt. 4]]",
        "Address: [[pd.address:Moscow, Tverskaya, 7-12]]",
        "Delivery address: [[pd.address:Lenina 5-12, Kazan]]",
    ],
}

# Not a person's address: a company's, said so or written with premises; numbers near "пл." etc.
ADDRESSES_LEFT: list[str] = [
    "Юр. адрес: [[org:г. Тула, ул. Мира, д. 5, офис 12]]",
    "Место нахождения общества: [[org:г. Пермь, ул. Ленина, д. 50]]",
    "Офис компании находится по адресу [[org:ул. Садовая, д. 2, стр. 1]]",
    "ООО «Весна», [[org:ул. Кирова, д. 8, оф. 301]], тел. 8-800-100-20-30",
    "Горячая линия 8 800 555-35-35, звонок бесплатный",
    "квартира площадью 45 кв. м, пл. 3 комнаты",
    "Доставка в течение 5-7 дней, склад на ул. Промышленной, стр. 4",
    "Сумма 12 500 руб., пр. 3 к договору",
    "Отчёт 3 кв. 2024 г. сдан в срок",
    "Прибыль 2 кв. 2023 года выросла",
    "Площадь 54 кв. м, этаж 3",
    "проезд оплачен 500 руб., площадь квартиры 45",
    "ООО «ВЕКТОР», ИНН 7707083893, Д. 5 ПО ДОГОВОРУ",
    "Petrov Ivan, d. 5 in the list, kv. 12 of the report",
    "Moscow, Tverskaya 7 is a well-known shop",
    "Итого  5 , 12 и  7 штук",
    "Приказ № 5-а от 12.03.2024, д. Иваньково упомянута",
    "Адрес электронной почты: klient.24@example.ru",
    "адрес сайта: www.example.ru/page/5",
    "Адрес: см. выше, кв 5",
    "Отправьте по адресу, указанному в договоре № 15.",
    "Адрес проверен 3 раза, всё верно",
    "Адрес офиса: [[org:Тула, Мира 5, оф. 3]]",
    "ip address: 10.0.0.5, port 8080",
    "Адрес доставки: пункт выдачи 5",
    "ООО «Вектор», ИНН [[org:7707083893]], КПП [[org:770701001]]\n"
    "Адрес: [[org:125009, г. Москва, ул. Тверская, д. 7]]",
    "Исполнитель: ООО «Кедр», адрес: [[org:г. Пермь, ул. Ленина, 50]]",
    "Банк получателя: ПАО Сбербанк, адрес: [[org:Москва, ул. Вавилова, 19]]",
    "Пункт выдачи по адресу: [[org:ул. Садовая, 12, ТЦ «Мега»]]",
    "Отделение банка: [[org:ул. Ленина, 10]], пн-пт",
    "Сервисный центр: [[org:г. Пермь, ул. Мира, д. 45а]]",
    "Наш адрес: [[org:190000, Санкт-Петербург, Невский пр., д. 28]]",
    "Адрес: [[org:Москва, Кутузовский пр-т, 32]] — головной офис",
]


@pytest.mark.parametrize("example", examples(ADDRESSES), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_addresses_are_found(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_found(pseudonymizer, example, "pd.address")


@pytest.mark.parametrize(
    "example", [parse("left", t) for t in ADDRESSES_LEFT], ids=lambda e: e.text[:40]
)
def test_company_addresses_and_look_alikes_stay(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    check_left(pseudonymizer, example, "pd.address")
