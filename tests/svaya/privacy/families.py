"""Development examples of the hard families of issue 16, written for tuning the rules (never the
evaluation set's texts). A value is marked inline as [[class:value]]; `org` marks an
organisation's value, which must be left in the text.

Every example here is made up; the identifiers carry valid control digits where they have any.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_MARK = re.compile(r"\[\[([a-z.]+):(.*?)\]\]", re.DOTALL)


class Example(NamedTuple):
    family: str
    text: str
    values: tuple[tuple[int, int, str], ...]  # (start, end, class)


def parse(family: str, marked: str) -> Example:
    pieces, values, cursor, length = [], [], 0, 0
    for m in _MARK.finditer(marked):
        plain = marked[cursor : m.start()]
        pieces.append(plain)
        length += len(plain)
        values.append((length, length + len(m.group(2)), m.group(1)))
        pieces.append(m.group(2))
        length += len(m.group(2))
        cursor = m.end()
    pieces.append(marked[cursor:])
    return Example(family, "".join(pieces), tuple(values))


FAMILIES: dict[str, list[str]] = {
    "lower-case names": [
        "звонила [[pd.name:сидорова елена]] по поводу перевода",
        "от кого: [[pd.name:кузьмин павел андреевич]], отдел кадров",
        "клиент [[pd.name:гусев артем]] просит перезвонить",
        "передала документы [[pd.name:марине викторовне]] на подпись",
        "в чате написал [[pd.name:орлов денис]], жалуется на комиссию",
    ],
    "surname first, oblique case": [
        "Выдать справку [[pd.name:Соколовой Ирине Павловне]] к понедельнику.",
        "Деньги перевели от [[pd.name:Никитина Романа]] на прошлой неделе.",
        "Договор подписан с [[pd.name:Бондаренко Татьяной Юрьевной]].",
        "Поговорите с [[pd.name:Фроловым Геннадием]], он в курсе.",
        "Нет подписи у [[pd.name:Шевченко Игоря]] на второй странице.",
    ],
    "spelt out in quotes, and a Latin surname with one initial": [
        "фамилию пишет как «[[pd.name:К у з ь м и ч ё в]]» — проверить",
        "фамилия: «[[pd.name:Щ Е Г О Л Е В А]]»",
        "ООО «Р о м а ш к а», объявление «В Н И М А Н И Е»",
        "In our base: [[pd.name:Sorokin V.]] (Latin), guest [[pd.name:Volk D.]]",
        "Take Plan B. now, see Section A. below, Zone C. is closed",
    ],
    "a chat's speakers": [
        "[[pd.name:Тома]]: я дома\n[[pd.name:Тома]]: открой\nМама: [[pd.name:Том]], иду",
        "[[pd.name:Гена]]: нет воды\nОператор: скажу [[pd.name:Гене]]\n[[pd.name:Гена]]: ок",
        "[[pd.name:Лилька]]: я на месте\nКурьер: жду у входа\n[[pd.name:Лилька]]: выхожу",
        "Мама: купи хлеб\nМама: и молоко\nПапа: ладно",
        "Телефон: 8 800 555-35-35\nТелефон: горячая линия\nАдрес: см. сайт",
        "Рекрутер: добрый день\nРекрутер: резюме получено\nБот: спасибо",
    ],
    "first names in dialogue": [
        "— [[pd.name:Света]], перезвоните, пожалуйста, когда сможете.",
        "Оператор: [[pd.name:Костя]], уточните номер заявки.",
        "[[pd.name:Наташа]], документы пришли?\nДа, вчера вечером.",
        "Спасибо, [[pd.name:Олег]]! Жду ответа.",
        "Привет, [[pd.name:Сашенька]], как дела с кредитом?",
        "[[pd.name:Тимур]] сказал, что справку принесет завтра.",
    ],
    "surnames that are words": [
        "[[pd.name:Волк Лилия Петровна]], [[pd.birthdate:1990]] г.р., обратилась в отделение.",
        "Заемщик: [[pd.name:Соловей Андрей Ильич]]",
        "Ответственный — [[pd.name:Ковальчук Ольга]], "
        "поручитель — [[pd.name:Жук Семен Борисович]].",
        "Получатель [[pd.name:Гора Ирина Михайловна]] не явилась.",
    ],
    "letter-spaced names": [
        "Фамилия: [[pd.name:К у з н е ц о в а]]",
        "ФИО заемщика: [[pd.name:П е т р о в  И в а н]]",
        "Плательщик [[pd.name:С м и р н о в]] оплатил взнос.",
    ],
    "latin names": [
        "Beneficiary: [[pd.name:Ivan Petrov]], account in Sberbank.",
        "Contact person: [[pd.name:Anna Sergeevna Lebedeva]]",
        "Отправитель перевода: [[pd.name:Dmitry Kuznetsov]]",
        "Держатель карты [[pd.name:ELENA SOKOLOVA]]",
        "от [[pd.name:Sergey Vladimirovich Orlov]] пришло письмо",
    ],
    "dates in words": [
        "Родилась [[pd.birthdate:7 марта 1985]] в Твери.",
        "дата рождения — [[pd.birthdate:двадцать второе июня 1979 года]]",
        "Дата рождения: [[pd.birthdate:12 сент. 1991]]",
        "рожд. [[pd.birthdate:3 мая 2001 г.]]",
    ],
    "iso dates without a keyword": [
        "Дети: [[pd.name:Петров Олег Иванович]], [[pd.birthdate:2015-06-01]]",
        "Супруга [[pd.name:Петрова Мария]] ([[pd.birthdate:1987-11-23]])",
        "сын — [[pd.name:Артем]], [[pd.birthdate:2012-02-14]]",
        "Члены семьи: дочь [[pd.name:Алина]] [[pd.birthdate:2010-09-30]]",
        "мама — [[pd.name:Петрова Анна Ивановна]] ([[pd.birthdate:1960-05-12]])",
        "Guest: [[pd.name:Ivan Petrov]], [[pd.birthdate:1985-03-07]]",
        "Подписант: [[pd.name:Петров О.И.]], [[pd.birthdate:1979-12-01]]",
    ],
    "day and month after birthday": [
        "день рождения [[pd.birthdate:7 марта]], поздравим",
        "У клиента день рождения [[pd.birthdate:14.02]] — отправить открытку.",
        "ДР: [[pd.birthdate:5 октября]]",
        "день рождения у нашей клиентки [[pd.birthdate:7 марта]], не забыть",
    ],
    "odd date separators": [
        "родился [[pd.birthdate:07 .03 .1985]] в Казани",
        "д.р. [[pd.birthdate:07,03,85]]",
        "Дата рождения [[pd.birthdate:1985 / 03 / 07]]",
        "дата рожд.: [[pd.birthdate:07. 03. 1985]]",
        "д.р.: [[pd.birthdate:7 мар 85]]",
    ],
    "passports with irregular spacing": [
        "паспорт [[pd.passport:45 08  123456]] выдан ОВД Тверского р-на",
        "Паспорт РФ: [[pd.passport:4508   123456]]",
        "паспортные данные [[pd.passport:45  08 123456]]",
        "паспорт: серия [[pd.passport:45 08 № 123456]]",
        "паспорт гражданина: [[pd.passport:6411/305572]], выдан 02.03.2015",
        "Пaспорт; серия [[pd.passport:7103 No 440918]], выдан ТП УФМС",
        "Паспорт: серня [[pd.passport:3317 No482906]], выдан ОВД",
        "passport RF [[pd.passport:56 04 N381227]], valid",
        "удост. личности (серия-номер): [[pd.passport:28 10 N662031]]",
        "Договор № [[org:4502/695238]] от 01.02.2020, паспорт выдан 12.05.2010",
        "Сертификат соответствия № [[org:12 34/567890]], серийный номер [[org:4512/123456]]",
        "Паспорт сделки № [[org:1234/567890]] оформлен в банке",
    ],
    "numbers on scans and labels": [
        "СТРAХОВОЕ СВИДЕТЕЛЬCТВО\nОБЯЗ. ПЕНСИОНHОГО СТРАХОВАНИЯ\n[[pd.snils:11223344595]]",
        "Накладная 4471, получатель [[pd.name:Кротов]], [[pd.contacts:8 912 305 44 17]], до двери",
        "Заказ [[org:12345678901]] оплачен, накладная [[org:8 800 555 35 35]]",
    ],
    "short addresses": [
        "Адрес: [[pd.address:ул. Ленина 5-12]]",
        "[[pd.address:мск, пр-т Мира 10 к1 кв 5]]",
        "живет: [[pd.address:г. Тула, ул. 8 Марта, д. 3, кв. 7]]",
        "доставка на [[pd.address:ул. 1-я Тверская-Ямская 14, кв 88]]",
        "Прописка: [[pd.address:спб, Невский пр. 28-4]]",
        "адрес проживания [[pd.address:ул 26 Бакинских Комиссаров д 9 кв 101]]",
        "Адрес: [[pd.address:ул.Ленина,5-12]]",
        "живу на [[pd.address:Ленина 5]], второй подъезд",
    ],
    "latin addresses": [
        "Address: [[pd.address:Moscow, ul. Tverskaya, d. 12, kv. 5]]",
        "Shipping to [[pd.address:Lenina st. 5, apt. 12, Kazan]]",
        "Registered at [[pd.address:g. Sankt-Peterburg, Nevsky pr. 28, kv. 4]]",
        "Address: [[pd.address:Tverskaya str. 12, apt 5]]",
        "lives at [[pd.address:Nevsky prospect 28-4, Saint Petersburg]]",
    ],
    "organisation values": [
        "ИНН организации [[org:7707083893]], КПП 773601001.",
        "Горячая линия банка [[org:8-800-555-35-35]], звонок бесплатный.",
        "По договору № [[org:45-2023/11]] от 01.02.2023 начислено [[org:1 250 000]] руб.",
        "ООО «Ромашка», ИНН [[org:5001007322]], тел. [[org:8 (800) 200-23-23]]",
        "Сумма платежа [[org:15 300,50]] руб., счет-фактура № [[org:118]] от 12.01.2024",
        "Офис ООО «Вектор» переехал по адресу [[org:г. Тула, ул. Мира, д. 5, офис 12]].",
        "Договор от 12.03.2024 подписал директор [[pd.name:Петров О.И.]], 15.03.2024 оплачен.",
        "Оператор: Горячая линия [[org:8 (800) 301-44-12]], договор [[org:ДУ-773412]].",
        "Горячая линия [[org:8-800-301-44-12]], сумма [[org:45 000]] руб.",
        "Офис: г. Казань, ул. Карла Маркса, д. 14, офис 3 (ООО «Кедр»).",
        "Получатель [[org:ООО «Соколов-Строй»]], представитель [[pd.name:Соколова М.И.]]",
    ],
    # The second round of issue 16 (each a family the first round missed on new text).
    "names in capitals, ordinary-word surname": [
        "Плательщик: [[pd.name:КОВАЛЬ ТАРАС ПЕТРОВИЧ]]\nИНН получателя [[org:7707083893]]",
        "Контактное лицо: [[pd.name:ГУСЬ ИННА]], тел. [[pd.contacts:+7 916 410-22-87]]",
    ],
    "a scan lost the space after a label": [
        "Фамилия[[pd.name:КОВАЛЬ]]\nИмя[[pd.name:ТАРАС]]\nОтчество[[pd.name:ПЕТРОВИЧ]]",
    ],
    "lower-case surname with initials": [
        "заявка от [[pd.name:мельниковой т.а.]], сумма [[org:300 000]] руб.",
        "со слов [[pd.name:карась о.п.]], т.е. позже",
        "перезвонить [[pd.name:петровой а.]] до вечера, д. 5 не трогать",
    ],
    "diminutives and chat speakers": [
        "[[pd.name:Юлька]], привет! Скинь номер\n[[pd.name:Юлька]]: сейчас",
        "[12:05] [[pd.name:Маша]]: перезвони [[pd.name:Егорке]]",
        "звонила [[pd.name:оля]], просила передать [[pd.name:паше]]",
    ],
    "woman's noun surname in any case": [
        "Поздравьте [[pd.name:Комар Ирину]] с выходом на работу.",
    ],
    "latin surnames with initials": [
        "Manager: [[pd.name:Kuzmina T.A.]], office 12",
        "Card holder: [[pd.name:KOVAL T.]]",
        "Contact person: Mr. [[pd.name:Gusev]], see ticket",
        "Owner: [[pd.name:Taras Koval]], since 2021",
    ],
    "dates, second round": [
        "ДР[[pd.birthdate:07.03.1985]]",
        "у тёщи днюха [[pd.birthdate:12 апреля]], не забыть",
        "Поздравляем с днём рождения [[pd.birthdate:3 мая]]!",
        "[[pd.name:КОВАЛЬ ТАРАС]], [[pd.birthdate:1979-11-02]]",
        "бабушка: [[pd.name:зинаида павловна]], [[pd.birthdate:1948-05-30]]",
        "Родился [[pd.birthdate:7-го марта 1985]] в Туле",
        "born [[pd.birthdate:7 March 1985]]",
        "[[pd.birthdate:7 марта]] у мамы день рождения, надо поздравить",
        "[[pd.birthdate:07.03.1985]] — день рождения клиента",
        "по скану: роднлась [[pd.birthdate:07.03.1985]] в г. Тула",
    ],
    "addresses, second round": [
        "Адрес: [[pd.address:г Тула ул Ленина д 5 кв 12]]",
        "Адрес: [[pd.address:443001 Самара ул Садовая 14-30]]",
        "Адрес: [[pd.address:д. 7, кв. 15, ул. Советская, г. Тула]]",
        "Оператор: Уточните адрес.\nКлиент: [[pd.address:тула, советская 7, кв 15]]",
        "Адрес доставки: [[pd.address:курск ул. Ленина 12 кв 5]]",
        "Адрес: [[pd.address:Samara, Lenina str 5 apt 12]]",
        "Адрес: [[pd.address:77 Lenina emb., apt 10, Kazan]]",
    ],
    "fourth round": [
        "Документы остались у [[pd.name:Вяземской]], она в отпуске.",
        "Передать [[pd.name:Загорскому]] ключи от кабинета.",
        "Дом стоит в Ленинском районе, у Покровской церкви.",
        "Пропуск выдан на [[pd.name:Галиеву Надежду]] до пятницы.",
        "Заявитель: [[pd.name:Чиж Милана Ринатовна]], тел. [[pd.contacts:+7 912 345-67-89]]",
        "Name: [[pd.name:GALIEVA MILANA]]",
        "PASSENGER: [[pd.name:ZAKIROVA ALSU RINATOVNA]] MRS",
        "Guest: [[pd.name:Nadejda Volkova]], 2 adults",
        "Guest: [[pd.name:Dilnoza Sokolova-Mikitova]]",
        "Роза ветров висит на стене склада.",
        "Мама: Мороз до минус тридцати обещают, одевайся теплее.",
        "Она говорит, что по гороскопу она Лев.",
        "[[pd.name:Роза]] звонила утром, просила перезвонить.",
        "Оператор: [[pd.name:Лилия]]",
        "Мама: [[pd.name:Лейл]], сфоткай паспорт и пришли.",
        "Офис: [[org:г. Уфа, улица Мустая Карима, д. 5, оф. 3]].",
        "Адрес проживания (факт.): [[pd.address:уфа, Комсомольская 16-23]]",
        "Звонила [[pd.name:регина]], просила перезвонить.",
        "заходил [[pd.name:слава]] из отдела продаж",
        "Весной выросла роза, потом пришла зима.",
        "Обратилась [[pd.name:Бестужева-Рюмина Камила Ильдаровна]], просит справку.",
    ],
    # Names known by where they stand (name_context.py), not by the words of any text.
    "a surname that is a word, after a role": [
        "клиент [[pd.name:Капуста]] просит перенести встречу",
        "Гражданин [[pd.name:Сорока]] задержан до выяснения.",
        "Передайте клиентке [[pd.name:Медведь]] справку.",
        "[[pd.name:Заяц Марине]] звонили из банка",
        "Сотрудник Банка уточнил детали.",
        "клиент Банк Открытие, договор № [[org:4512]]",
        "Уважаемый Клиент! Уважаемая Администрация, прошу принять меры.",
        "Директор Департамента подписал приказ, Клиент Сбербанка оформил карту.",
        "клиент [[pd.name:бурцева]] просит перезвонить",
        "со слов [[pd.name:лапшиной]], она уехала",
        "Представитель по доверенности не явился, клиент доволен обслуживанием.",
    ],
    "a first name in lower case as a verb's subject or object": [
        "звонил [[pd.name:санёк]], просил перезвонить",
        "скажи [[pd.name:диме]] чтобы зашёл",
        "отправить розу курьером, скинуть веру в бога",
    ],
    "a surname the dictionary reads as another word, beside a name or a role": [
        "Передайте [[pd.name:Алсу Маратовне Лыковой]] ключи.",
        "Встреча с [[pd.name:Лыковым Ефимом]] перенесена.",
        "[[pd.name:ЛЫКОВА ЭЛИНА ЕВГЕНЬЕВНА]] обратилась в отделение.",
        "клиент [[pd.name:Щеглов]] просит перезвонить",
        "— Алло, это [[pd.name:Лыков]]? Передайте [[pd.name:Лыковой]] ключи.",
        "На Ильин день приедем, с Новым годом! Перед Родиной, в Российской Федерации.",
        "[[pd.name:Анна Сергеевна]] Новым годом поздравила всех.",
        "Поздравляем [[pd.name:Ивана Петровича]] с Новым годом!",
        "Приехал [[pd.name:Иван Петрович]] из Королёва.",
    ],
    "a first name the dictionary guesses or gives the wrong gender": [
        "[[pd.name:КОЧЕРГА ЛЕЙСАН БОГДАНОВНА]] обратилась в отделение.",
        "Справка для [[pd.name:шарафутдиновой лейсан]] готова.",
        "[[pd.name:АХМАДУЛЛИНА АЙСЫЛУ МИРОНОВНА]], тел. [[pd.contacts:+7 912 345-67-89]]",
    ],
    "letter-spaced, by a surname's shape": [
        "Плательщик [[pd.name:Л ы к о в]] оплатил взнос.",
        "Фамилия: [[pd.name:К у з н е ц о в а]], имя: [[pd.name:О л ь г а]]",
        "В Н И М А Н И Е: срок истекает\nП р и м е ч а н и е: нет\nИ т о г о: 5",
    ],
    "latin, the passport's transliteration (ia, iu, ii)": [
        "Guest: [[pd.name:Iuliia Zhuravleva]], 2 adults",
        "Passenger: [[pd.name:ZHURAVLEVA/IULIIA]] MS",
        "From: [[pd.name:Jevgenij Lapshin]]",
        "Booked at Hotel Mariia Plaza, 2 nights",
        "Отправитель: [[pd.name:Leysan Gracheva]]",
        "contact: [[pd.name:eldar sabirov]], [[pd.name:olga volkova]] pishet",
        "please login with max login; the cabin is on the origin",
        "Тариф Lite, подписка на год. Ref. 5512093; счёт № [[org:15]]",
        "Thanks, [[pd.name:Pasha]]. 2 tickets",
        "Passenger [[pd.name:ERMOLAEVA GUZEL]] checked in, Team Lead Service",
    ],
    "a familiar first name the dictionary does not know": [
        "[[pd.name:Санёк]], перезвони мне",
        "Привет, [[pd.name:Настюха]]! Как дела?",
        "Вчера звонил [[pd.name:Ильдарчик]], просил ключи.",
        "Передай [[pd.name:Ксюхе]], что всё готово.",
        "Сынок, иди домой. Столик на двоих, Зайчик мой.",
    ],
    "a chat's speaker whose other readings are places": [
        "[[pd.name:Салават]]: ок, вечером пришлю",
        "[10:02] [[pd.name:Гена]]: ок, буду в 6\n[10:03] [[pd.name:Света]]: да",
        "[[pd.name:Лейсан]]: ок, вечером пришлю\nВотсап: пишите\nИтого: 5",
        "Пол: мужской\nТема: кредит\nМосква: 12 шт.",
    ],
    "a double surname alone": [
        "Долг у [[pd.name:Грачёвой-Лапшиной]] не погашен.",
        "Передать [[pd.name:Щеглову-Колосову]] акт.",
        "Письмо направлено [[pd.name:Сороке Арсену]], договор заключён с [[pd.name:Б.П. Ершом]].",
        "Пункт 2.Б. Бегом не бегать, п. 3.А. Сорока минут хватит.",
        "Компания Лебедев-Строй и фирма Иванов-Трейд едут в Каменск-Уральский.",
    ],
    "a surname that is an animal's name, alone": [
        "Вчера беседовал с [[pd.name:Воробьём]], он обещал вернуть.",
        "Документы остались у [[pd.name:Синицы]].",
        "Товар передаётся Покупателю в день оплаты. Услуги оказываются Гостю круглосуточно.",
        "[10:41] Бот: Для смены номера нажмите 1",
        "Выход к станции Сокол, пересадка на метро Сокол, встреча на Соколе.",
        "Дом в Лыкове продан, отделение на Лыковой закрыто.",
        "Записал к врачу: Кардиолог, каб. 214, затем Эндокринолог.",
        "Ошибка: Юрлицо с таким ОГРН не найдено, звоните Дежурный.",
        "Доверенность удостоверил нотариус Московской области.",
        "Юр. адрес совпадает с фактическим, Физ. лицо не указано.",
    ],
    "a surname in capitals beside initials": [
        "Исполнитель: [[pd.name:ГРАЧЁВ Е.А.]]",
        "Подпись [[pd.name:Е.А. ГРАЧЁВ]], дата 12.03.2024",
        "ПОЛУЧАТЕЛЬ: ООО «РОМАШКА», ИНН [[org:7707083893]]",
        "[[pd.address:Г. ТУЛА, УЛ. МИРА, Д. 5]]",
    ],
    "a name in a table or an export": [
        "[[pd.name:Нуриев;Тимур;Рашидович]];12.03.2024",
        "| [[pd.name:Нуриев | Тимур | Рашидович]] | [[pd.birthdate:1988]] |",
        "[[pd.name:Nuriev,Timur,Rashidovich]]",
        "Сумма;Дата;Статус\nИтого;Москва;Открыт",
    ],
}

EXAMPLES: list[Example] = [
    parse(family, marked) for family, texts in FAMILIES.items() for marked in texts
]
