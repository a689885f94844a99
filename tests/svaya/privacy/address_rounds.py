"""How Russian addresses are written, the families of the rounds after the first (issue 16):
more Latin orders and transliteration, form questions, numbers in words, more house parts, OCR
noise without a label, envelopes, exports in capitals, a flat or a numbered street with no label,
a form's parts, streets named by a number phrase, the GAR registry's order, the house first, two or
three lines, garden partnerships, a courier's chat, a town's chat abbreviation, a probable address
told by its evidence, a dormitory's room. Every sentence is made up; a person's address is marked
inline as [[pd.address:value]]. test_address_forms.py checks them with its own families.
"""

from __future__ import annotations

MORE_FORMS: dict[str, list[str]] = {
    "Latin letters, more orders": [
        "Address: [[pd.address:Tverskaya ul., 7-12, Moscow, Russia 125009]]",
        "Address: [[pd.address:apt. 12, 5 Lenina St., Kazan]]",
        "Address: [[pd.address:Russia, Moscow, Leninsky pr-t, 45-7]]",
        "Address: [[pd.address:Flat 12, 5 Lenina Street, Kazan 420000]]",
        "Address: [[pd.address:Moscow, Lenina street, house 5, flat 12]]",
        "Address: [[pd.address:Lenina St. 5-12, Kazan, Tatarstan]]",
    ],
    "form questions, long and reversed": [
        "Укажите, где вы фактически проживаете сейчас: [[pd.address:г. Курск, Ленина 5-12]]",
        "Если прописаны в другом регионе, напишите: "
        "[[pd.address:Тульская обл., г. Алексин, ул. Мира, 7]]",
        "Адрес регистрации: [[pd.address:142100, Московская область, городской округ Подольск, "
        "г. Подольск, ул. Кирова, д. 7, корп. 2, кв. 15]]",
        "Прописан: [[pd.address:ул. Новая, д. 1, с. Ивановка, Тамбовский р-н, Тамбовская обл., "
        "393000]]",
        "Проживает: [[pd.address:кв. 5, д. 10, ул. Ленина, г. Тула, Тульская обл., 300000, "
        "Россия]]",
        "Иванов И.И. ([[pd.address:г. Тула, ул. Мира, 5-3]]) не явился",
        "Адрес: [[pd.address:Москва, Ленинский проспект, 45]]",
        "Проживает: [[pd.address:ул. Ленина, дом №5, кв. 3]]",
        "Проживает: [[pd.address:2-я Тверская-Ямская ул., д. 10, кв. 4]]",
        "Проживает: [[pd.address:ул. Малая Бронная, д. 15, кв. 9]]",
        "Проживает: [[pd.address:ул. Ленина, 5, кв. 12, 3 подъезд, 4 этаж]]",
        "Проживает: [[pd.address:Москва, ул. Тверская, 7 - 12]]",
    ],
    "Latin transliteration of Russian words": [
        "Address: [[pd.address:ulitsa Lenina, dom 5, kvartira 12]]",
        "Address: [[pd.address:prospekt Mira, d. 10, kv. 4]]",
        "Address: [[pd.address:g. Moskva, ul. Tverskaya, d. 7, kv. 3]]",
        "Address: [[pd.address:Spb, Nevsky 28-5]]",
        "Address: [[pd.address:Lenina, 5, kv. 12]]",
    ],
    "numbers in words, as speech is written down": [
        "Оператор: Назовите адрес.\n"
        "Клиент: [[pd.address:улица Ленина, дом пять, квартира двенадцать]]",
        "мы на [[pd.address:Мира десять]]",
        "живу на [[pd.address:ленина дом двадцать три квартира сто пять]]",
        "адрес: [[pd.address:проспект Мира, дом сорок два, квартира семь]]",
        "записываю: [[pd.address:ул. Гагарина, дом восемь, кв. 14]]",
    ],
    "more house parts and names": [
        "Проживает [[pd.address:ул. Ленина д.5/1 кв.3]]",
        "Проживает на [[pd.address:пер. 2-й Тверской-Ямской, д. 5, кв. 9]]",
        "Проживает на [[pd.address:ул. Ленина, д. 5, кв. 12А]]",
        "Проживает на [[pd.address:ул. Ленина, 5, корп. 2, кв. 12]]",
        "Проживает на [[pd.address:ул. Ленина, 5 к. 2 кв. 12]]",
        "Дача: [[pd.address:СНТ «Мечта», ул. 3-я Линия, уч. 45]]",
        "Живёт в [[pd.address:Московская обл., Ленинский г.о., пос. Володарского, "
        "ул. Центральная, д. 5]]",
        "Дочь живёт: [[pd.address:Россия, Республика Татарстан, Казань, ул. Баумана, 5]]",
        "Сын: [[pd.address:Респ. Крым, г. Симферополь, ул. Гагарина, 5-12]]",
        "Отец: [[pd.address:ул. А.С. Пушкина, д. 5, кв. 1]]",
        "Прабабушка жила на [[pd.address:наб. р. Мойки, д. 5, кв. 3]]",
        "Квартира сестры: [[pd.address:пр-кт Ленинский, д. 5, кв. 40]]",
        "Квартира сестры: [[pd.address:Б. Садовая ул., д. 10, кв. 50]]",
        "Квартира сестры: [[pd.address:ул. Мамина-Сибиряка, 5-12]]",
        "Квартира сестры: [[pd.address:Кутузовский пр-т, д. 5, кв. 12]]",
        "Квартира сестры: [[pd.address:Ленинский просп., 45-7]]",
        "Квартира сестры: [[pd.address:Шоссе Энтузиастов, 31, кв. 12]]",
    ],
    "OCR noise without a label": [
        "Скан 3. [[pd.address:ул. Лeнина, д. 5, кв. 12]]",
        "Скан 3. [[pd.address:yл. Мира, д. 7, кв. 3]]",
        "Скан 3. [[pd.address:г. Mосква, ул. Тверская, д. 7, кв. 3]]",
        "Скан 3. [[pd.address:ул. Ле-\nнина, д. 5, кв. 12]]",
        "Скан 3. [[pd.address:ул.Мира,д.7,кв.3]]",
        "Скан 3. [[pd.address:УЛ. ЛEНИНА, Д. 5, KB. 12]]",
    ],
    "envelopes": [
        "Кому: Петрову П. П.\nКуда: [[pd.address:125009\nг. Москва\nул. Тверская, д. 7, кв. 3]]",
        "Кому: Сидоровой А.\nКуда: [[pd.address:г. Казань, ул. Баумана, д. 5, кв. 12]]",
    ],
    "capitalised markers and more settlement types": [
        "Прописан [[pd.address:Г. Москва, ул. Тверская, д. 7, кв. 3]]",
        "Справка выдана. [[pd.address:Г. Тула, Ул. Мира, Д. 5, Кв. 12]]",
        "Живёт в [[pd.address:Село Малиновка, ул. Садовая, д. 12]]",
        "Живёт в [[pd.address:Пос. Лесной, ул. Школьная, д. 8, кв. 1]]",
        "Живёт в [[pd.address:Ленинградская обл., Всеволожский р-н, г.п. Кузьмоловский, "
        "ул. Рядового Леонида Иванова, д. 9, кв. 14]]",
        "Живёт в [[pd.address:Московская обл., д.п. Черкизово, ул. Лесная, д. 4]]",
        "Живёт в [[pd.address:п.г.т. Ярега, ул. Октябрьская, д. 3, кв. 2]]",
        "Живёт в [[pd.address:мкр-н Северный, д. 7, кв. 40]]",
    ],
    "Latin capitals and exports": [
        "Guest: [[pd.address:MOSCOW, UL. TVERSKAYA 7-12]]",
        "Guest address: [[pd.address:KAZAN, PR. POBEDY 14, KV. 3]]",
        "Recipient: [[pd.address:UL. LENINA, D. 5, KV. 12, SAMARA]]",
        "Address: [[pd.address:Lenina 110, apt 287, Samara 443001]]",
        "Address: [[pd.address:Tverskaya 5-2-131, Moscow, RU 125009]]",
        "Address: [[pd.address:Russia, Samara, Lenina str., bld. 12, apt. 4]]",
        "Адрес: [[pd.address:26 Бакинских Комиссаров 9 стр 3 кв 294]]",
        "Адрес: [[pd.address:13 линия ВО 22-115]]",
        "Прописка: [[pd.address:г Королёв ш Каширское д 135 кв 258]]",
    ],
    "a flat or a numbered street with no label": [
        "Гость из номера 5: [[pd.address:Lenina, 5, kv. 12]]",
        "Заказ 77 — [[pd.address:Lenina 110, apt 287, Samara 443001]]",
        "Заказ 78 — [[pd.address:Russia, Samara, Lenina str., bld. 12, apt. 4]]",
        "Заказ 79 — [[pd.address:13 линия ВО 22-115]]",
        "Заказ 80 — [[pd.address:2 линия В.О., д. 5, кв. 7]]",
    ],
    "long fields": [
        "Адрес регистрации: [[pd.address:142100, Российская Федерация, Московская область, "
        "городской округ Подольск, г. Подольск, мкр. Климовск, ул. Ленина, д. 7, корп. 2, "
        "кв. 15]]",
        "Место жительства: [[pd.address:Российская Федерация, Ханты-Мансийский автономный "
        "округ — Югра, г. Сургут, ул. Университетская, д. 23, корп. 1, кв. 105]]",
    ],
    "a person's address beside a place's name": [
        "живу на [[pd.address:ул. Мира, 5, кв. 3]], напротив школы",
        "Адрес: [[pd.address:ул. Мира, 5, кв. 3]] (рядом школа)",
        "Моя квартира: [[pd.address:ул. Ленина, д. 7, кв. 9]], рядом кафе",
        "Оператор: Где вы живёте?\nКлиент: на [[pd.address:Мира 5, кв 12]]",
        "Оператор: Улица, дом, квартира?\nКлиент: [[pd.address:Мира 5, кв 12]]",
    ],
    "a form's parts, each with its colon": [
        "Анкета. [[pd.address:Город: Тула, улица: Мира, дом: 5, кв.: 12]]",
        "Анкета. [[pd.address:Улица: Садовая, дом: 14, квартира: 3]]",
    ],
    "streets named by a number phrase": [
        "Проживает: [[pd.address:ул. 60 лет СССР, 96-287]], тел. нет",
        "Живёт на [[pd.address:ул. 50 лет ВЛКСМ, д. 4, кв. 11]]",
        "Прописан: [[pd.address:пр-т 60-летия СССР, 12-40]]",
        "Курьеру: [[pd.address:ул. 40 лет Победы 17-3]]",
        "Выезд: [[pd.address:ул. 70 лет Октября, д. 9, кв. 2]]",
        "Тенант проживает: [[pd.address:ul. 60 let SSSR, d. 81, kv. 63]]",
        "Residence: [[pd.address:ul. 50 let VLKSM, d. 3, kv. 7]]",
        "Мама: [[pd.address:улица 9 Января, дом 14, кв. 8]]",
        "проживает [[pd.address:ул. 26 Бакинских Комиссаров 10-5]]",
        "Живу: [[pd.address:ул. 30 лет Победы, 4, кв. 16]]",
        "Проживает на [[pd.address:пр-те 100-летия Владивостока, 45-12]]",
        "Прописан: [[pd.address:ул. 40-летия ВЛКСМ 12-4]]",
        "живу на [[pd.address:ул 60 лет СССР 5 кв 7]]",
        "Прописка: [[pd.address:60 лет СССР ул., д. 4, кв. 1]]",
        "Живёт на [[pd.address:пр-те Мира, д. 5, кв. 3]]",
    ],
    "the GAR registry's order and types": [
        "Жилец: [[pd.address:Пензенская обл., г.о. город Пенза, ул. Есенина, зд. 36, помещ. 28]]",
        "по адресу [[pd.address:Чувашская Респ., г.о. город Чебоксары, б-р Радужный, зд. 102, "
        "помещ. 57]]. Плата 33 000 ₽",
        "место жит-ва [[pd.address:Тверская обл., м.о. Калининский, д. Горки, двлд. 12]]",
        "Живёт: [[pd.address:Московская обл., городской округ Химки, ул. Мира, здание 5, "
        "помещение 14]]",
        "Прописка: [[pd.address:вн.тер.г. муниципальный округ Хамовники, ул. Льва Толстого, д. "
        "7, кв. 12]]",
        "Проживает: [[pd.address:Тульская обл., муниципальный округ Алексин, ул. Мира, д. 3, "
        "помещ. 9]]",
        "Квартира по адресу [[pd.address:ул. Садовая, зд. 4, помещ. 11]]",
        "Наниматель проживает: [[pd.address:г.Пенза, ул.Есенина, зд.36, помещ.28]]",
    ],
    "the house first": [
        "Свидетели: Ёрш М. ([[pd.address:д. 71, кв. 301, наб. Волжская, Липецк]]); Барсуков К.",
        "Свидетель ([[pd.address:кв. 102, д. 3, ул. Московская, Тамбов]])",
        "Соседка — [[pd.address:д. 5, кв. 12, ул. Ленина, Киров]]",
        "Сосед снизу: [[pd.address:дом 8, кв. 4, пр-т Мира, Омск]]",
    ],
    "on two or three lines": [
        "Адрес квартиры:\n[[pd.address:241101, Брянская обл.\nг. Брянск, ш. Московское,\nд. "
        "125, кв. 244]]\n\n",
        "Мой адрес:\n[[pd.address:г. Смоленск\nул. 60 лет СССР 107-10]]\nтелефон 8 (977) 496-08-15",
        "Петрову П.П.\n[[pd.address:ул. Мира, д. 7, кв. 3\nг. Липецк, 398473]]\n\nУважаемый Пётр",
        "Кому: Сидоровой А.\n[[pd.address:Тамбовская обл.\nг. Мичуринск\nул. Советская, д. 12, "
        "кв. 4]]",
        "Адрес:\n[[pd.address:398001, Липецкая обл.\nг. Липецк\nул. Ленина, д. 3, кв. 12]]\nТел.",
        "Отправитель:\n[[pd.address:пр-т Ленина, д. 40, кв. 7\n620014, г. Екатеринбург]]",
        # a part a line, the first after a label or a chat's speaker, the flat or the town alone
        "Адрес регистрации: [[pd.address:г. Тамбов,\nул. Садовая, д. 14,\nкв. 8]]\nДети: нет",
        "Оператор: и адрес?\nКлиент: [[pd.address:392000 Тамбовская обл.\nг. Тамбов ул. Мира "
        "12-40]]\nОператор: спасибо",
        "прописана по адресу:\n[[pd.address:пр-т Победы, д. 3, кв. 17\nКотовск]],\nработает",
        "Мой адрес: [[pd.address:Моршанск,\nул. Лесная, д. 2, кв. 6]]",
    ],
    "a word a scan broke over two lines": [
        "Куда: [[pd.address:г. Тамбов, ул. Интернацио-\nнальная, д. 16, кв. 52]]\nВы вызываетесь",
        "Куда: [[pd.address:г. Тамбов, ул. Садо-\nвая 14-8]]",
    ],
    "garden partnerships": [
        "фактически живут [[pd.address:с/т «Лесная поляна», линия 2, участок 69]] (зимний дом)",
        "Дача: [[pd.address:СНТ «Ромашка», ул. 5, уч. 12]]",
        "Живёт в [[pd.address:садовое товарищество «Рассвет», линия 4, участок 17]]",
        "Проживает: [[pd.address:ДНП «Сосновый бор», уч. 33]]",
        "прописан [[pd.address:Бессоновский р-н, СНТ «Малинка», участок № 29]]",
        "Зимуют в [[pd.address:с/о «Дружба», аллея 3, участок 8]]",
    ],
    "a courier's chat address with entrance, floor and intercom": [
        "Адрес для курьера: [[pd.address:тверь банный 22 под 4 эт 9 кв 224 домофон 224#]]\nТелефон",
        "да, приезжайте, [[pd.address:омск академика павлова 79 под 2 эт 4 кв 183 домофон "
        "183#]], жду",
        "да, приезжайте, [[pd.address:Ключевая 136, 4 подъезд, 4 этаж, кв 21]], позвоните за час",
        "просит доставку на дом: [[pd.address:академика павлова д138 кв237 4п]]\nкрупа",
        '"delivery_address": "[[pd.address:владик, Иртышская 59/3, кв 19 (код домофона 19В)]]",',
        "Курьер: [[pd.address:ул. Мира 5, кв 12, 3 подъезд, код 12К34]]",
        "Жду в субботу: [[pd.address:Ленина 5 под 2 эт 3 кв 10 домофон 10В]]",
        "оператор: адрес доставки подтвердите\nклиент: [[pd.address:барнаул банный дом сорок "
        "четыре квартира сто пятьдесят восемь]]\nоператор: спасибо",
        "доставка: [[pd.address:ул. 50 лет ВЛКСМ д 3 под 2 эт 5 кв 17]]",
        "Заходите: [[pd.address:Садовая 14, подъезд 2, этаж 5, кв 40]], я дома",
        "привезите на [[pd.address:ленинградская 7 под 1 эт 2 кв 5]] пожалуйста",
        "Адрес: [[pd.address:ул. Ленина, 12, кв. 5 (комната 2)]]",
        "выехали по адресу [[pd.address:Тверь, ул. Интернациональная 74, кв 19 (комната 2)]]",
        "жду по адресу [[pd.address:гагарина 15 кв 8 2п]]\nпосле 6",
        "в заявлении одно, а в системе [[pd.address:победы 83 кв 72]]; уточните",
    ],
    "a chat street in lower case, its name in the genitive": [
        "Прежнее место жительства (откуда прибыла): [[pd.address:станички 7]]\nВместе",
        "он 1998 года, живёт [[pd.address:мермерины 7]]\nМарсель",
        "Оператор: Ваш адрес?\nКлиент: [[pd.address:станички 7]]",
        "Живу: [[pd.address:гагарина 5а]]",
        "Оператор: куда доставить?\nКлиент: [[pd.address:космонавтов 12]]",
    ],
    "a town's chat abbreviation": [
        "В заявлении адрес [[pd.address:смол 4 мкр 75 кв 144]], а в системе другое",
        '"address": "[[pd.address:влад, Светланская 59, кв 6]]",',
        "Доставка: [[pd.address:екб, Малышева 5-12]]",
    ],
    "a house and a flat as one, no marker and no label": [
        "ещё Сомову лекарства, он на [[pd.address:Котовск, Садовый, 12-40]]",
        "квартира на [[pd.address:тамбов мичуринской 150/3-17]] ещё свободна",
        "пропал кот, район [[pd.address:чапаева 41-12]], звоните",
        "14:20 [[pd.address:ткв 2-я ключевая 15/1-33]] — течь крана",
        "приезжай на [[pd.address:Москва, Тверская 12-5]] к семи",
        "Отправьте на [[pd.address:Московский пр. 145-17, СПб]]",
        '"text": "живу [[pd.address:2-я Садовая 7 кв 18, Моршанск]]", "id": 5',
    ],
    "a probable address: no label and no street marker, told by its evidence": [
        "ок, [[pd.address:обнинск курчатова 12 196]], буду после шести",
        "Мы теперь в [[pd.address:пос. Рябиновый 42]]",
        "Ирина;[[pd.address:б-р Юности, 22, кв. 273;Кимры;;171503]]",
        "Приезжай в [[pd.address:Обнинск, Курчатова 12/2]]",
        "[[pd.address:Клин 3-я Заводская 12 5]], звони снизу",
        "Дача — [[pd.address:снт калинка 3 линия уч 41]]",
    ],
    "a room in a numbered dormitory": [
        "Место пребывания: [[pd.address:общежитие № 7, комн. 212]]",
        "сейчас живёт в [[pd.address:общаге 2 комната 14]], телефона нет",
        "Студентка, [[pd.address:общ. 4, к. 318]]",
    ],
    "Latin without full stops": [
        "4483;MALINA ZAIRA;1986-02-21;[[pd.address:ul Klyuchevaya d 21 kv 11 Ulan-Ude]];VIP",
        "Живу: [[pd.address:ul Kosmicheskiy d 88 kv 265 Tver]] (не приходи без звонка)",
        "4774;Azamat Gumerov;[[pd.address:Mytishchi, sh. Altufyevskoye 107 bld 2 apt 94]];+7-960",
        "Home: [[pd.address:ul Lenina d 5 kv 3 Moscow]]",
        "I live at [[pd.address:ul Gagarina 12 Kazan]]",
        "Живу: [[pd.address:ul. Lenina, d 5, kv 12, Kazan]]",
        "Address: [[pd.address:12 Lenina st apt 5 Kazan]]",
    ],
}
