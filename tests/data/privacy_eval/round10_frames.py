"""Sentence frames of the tenth dev round (round10.py): four situations a genre (text n takes
variant (n - 1) % 4); `kin` lists the people who share person 1's surname and home."""

from __future__ import annotations

_FORM = [
    {  # an employment agency's candidate questionnaire
        "heads": [
            "{company}\nАНКЕТА СОИСКАТЕЛЯ  (заполняется печатными буквами)\n"
            "Офис: {q_office}, тел. {q_landline}"
        ],
        "bodies": [
            "ФИО: {fio_up}",
            "Дата рождения: {q_bday}   Полных лет: {q_age}",
            "Паспорт: {q_passport}, выдан {date} ТП УФМС",
            "СНИЛС {snils}   ИНН {inn}",
            "Адрес прописки: {q_addr}",
            "Фактически проживаю: {q_addr_loose}",
            "Моб: {q_phone}  Эл.почта: {q_email}",
            "Желаемая должность: кладовщик / комплектовщик, з/п от {amount}",
            "Последнее место работы: {other_company}, ИНН {q_inn}, уволился {date}",
            "Кто может дать рекомендацию: {fi2}, бригадир, {q_phone2}",
            "Водит. удостоверение кат. B, авто есть (гос.номер {q_plate})",
            "Договор на подбор персонала № {q_agreement}",
        ],
        "tails": ["Анкету принял: {q_f_io3}, менеджер. Подпись соискателя ______"],
        "count": (9, 12),
        "companies": ["ООО «Кадровое агентство Верный выбор»"],
    },
    {  # a school olympiad's registration form filled in by a parent
        "heads": [
            "РЕГИСТРАЦИЯ УЧАСТНИКА\nмуниципальный этап олимпиады школьников по математике, "
            "{date}\nОрганизатор: {q_school}"
        ],
        "bodies": [
            "Фамилия участника: {f}",
            "Имя: {i}    Отчество: {o}",
            "Дата рождения (ДД.ММ.ГГГГ): {q_bday_dot}",
            "Класс: {n}  Школа: {q_school}",
            "СНИЛС участника: {snils}",
            "Адрес проживания участника: {q_addr}",
            "Родитель (законный представитель): {fio2}",
            "Телефон родителя: {q_phone2}   e-mail: {q_email2}",
            "Паспорт родителя: серия {passport_ser2} номер {passport_num2}",
            "Результат прошлого года: {q_score} баллов из 100 (призёр)",
            "Согласие на обработку ПД дано {date}, {g2:отец|мать} {q_f_io2}",
        ],
        "tails": ["Вопросы: {q_mailbox}"],
        "count": (8, 11),
        "kin": (2,),
        "years": {1: (2009, 2014)},
        "roles": ("olymp", "edu"),
        "companies": ["Отдел образования Бежецкого округа"],
    },
    {  # a bank's KYC questionnaire of an individual client
        "heads": ["{company}\nАНКЕТА КЛИЕНТА — ФИЗИЧЕСКОГО ЛИЦА (115-ФЗ)"],
        "bodies": [
            "1. Фамилия, имя, отчество: {fio}",
            "2. Дата и место рождения: {q_bday_dot}, г. Чухлома Костромской обл.",
            "3. Гражданство: РФ",
            "4. Документ, удостоверяющий личность: паспорт гражданина РФ, серия {passport_ser} "
            "№ {passport_num}, дата выдачи {date}",
            "5. ИНН (при наличии): {inn}",
            "6. Адрес регистрации: {q_addr_caps}",
            "7. Адрес фактического проживания: совпадает / {q_addr_house}",
            "8. Контактный телефон: {q_phone}",
            "9. Является ли ПДЛ: нет. Бенефициарный владелец: нет",
            "10. Источник средств: заработная плата, работодатель {other_company}",
            "11. Счёт: {account} в {bank}, БИК {bik}",
            "12. Карта: {card}",
        ],
        "tails": ["Анкету проверил: специалист {q_f_io2}, {q_landline}. Горячая линия {hotline}"],
        "count": (9, 12),
        "companies": ["ПАО «Банк Тверца»"],
    },
    {  # a sports club's youth team player card
        "heads": ["{q_club}\nКАРТОЧКА ИГРОКА, юноши {q_year} г.р."],
        "bodies": [
            "Игрок: {fio}",
            "Дата рождения: {q_bday}",
            "Амплуа: защитник, номер {n}",
            "Адрес: {q_addr_loose}",
            "Свидетельство о рождении / паспорт: {q_passport}",
            "Мама: {fio2}, {q_phone2}",
            "Папа: {fio3}, {q_phone3}",
            "Медосмотр пройден {date}, допуск до {date}",
            "Взнос за сезон: {amount}, оплачено на р/с {org_account}, {bank}",
        ],
        "tails": ["Тренер: {q_f_io4}, {q_landline}"],
        "count": (7, 9),
        "kin": (2, 3),
        "women": (2,),
        "men": (1, 3),
        "years": {1: (2011, 2013)},
    },
]

_DIALOGUE = [
    {  # a volunteer search-and-rescue team's chat about a missing person
        "heads": [
            "ПСО «Верхневолжье» | штаб поиска\n[{time}] Координатор: ВНИМАНИЕ ПОТЕРЯЛСЯ ЧЕЛОВЕК"
        ],
        "bodies": [
            "[{time}] Координатор: {fio_up}, {q_year} г.р., {q_age} лет",
            "[{time}] Координатор: ушёл из дома {date} около {time} по адресу {q_addr_loose}, "
            "домой не вернулся",
            "[{time}] Координатор: приметы: рост 170, седой, был одет в синюю куртку, серые брюки, "
            "кепка, может не помнить своё имя",
            "[{time}] Инфорг: заявитель — {g2:сын|дочь} {fio2}, тел {q_phone2}",
            "[{time}] {if3}: {q_voc2}, а дата рождения точно {q_bday}? в ориентировке другая",
            "[{time}] {i2}: да, {q_bday}, паспорт у него с собой {q_passport}",
            "[{time}] {if3}: в Чухлому выезжаем двумя экипажами, машина {q_plate}",
            "[{time}] {i4}: видели похожего у магазина на {q_addr_house}, чибис на болоте орёт так "
            "что не слышно ничего",
            "[{time}] Координатор: {f_io3} — старший группы, связь по рации канал {n}",
            "[{time}] Координатор: НАЙДЕН, ЖИВ. Спасибо всем. Горячая линия отряда {hotline}",
        ],
        "count": (7, 10),
        "ordered": True,
        "kin": (2,),
        "men": (1,),
        "years": {1: (1938, 1950)},
    },
    {  # a ride-sharing app's support chat
        "heads": ["{company} · Поддержка\nОбращение по поездке {q_trip}"],
        "bodies": [
            "Поддержка: Здравствуйте! Меня зовут {i3}, чем могу помочь?",
            "Пассажир: водитель уехал с моим рюкзаком, номер машины {q_plate}",
            "Поддержка: Уточните, пожалуйста, имя и телефон в аккаунте",
            "Пассажир: {fi}, {q_phone}",
            "Пассажир: я ехал{g:|а} от {q_addr_loose} до Ростикса на кашинском",
            "Поддержка: Спасибо. Водитель {i2} {f_io2}, мы передали ему ваш номер",
            "Пассажир: в рюкзаке паспорт, {q_passport}, и карта {card}, заблокировала уже",
            "Поддержка: Компенсация {amount} зачислена на карту. Номер обращения {q_ticket}",
            "Пассажир: мне ещё почту напишите {q_email}",
            "Поддержка: Ответ придёт с {q_mailbox}",
        ],
        "count": (7, 10),
        "ordered": True,
        "companies": ["ООО «Попутка Технологии»"],
        "roles": ("support", "care"),
    },
    {  # a courier's misdelivery chat with a customer
        "heads": ["Чат курьера — заказ {order}"],
        "bodies": [
            "клиент: здравствуйте посылку отдали соседке а не мне!!!",
            "курьер: добрый день, по трек номеру {q_track} вручено {date} в {time}",
            "клиент: кому вручено?? я {fio_low}",
            "курьер: получатель расписался {f_io2}, квартира {q_flat}",
            "клиент: это {dim_low2} с пятого этажа наверное, {q_addr_loose}",
            "курьер: уточните телефон получателя {q_phone}",
            "клиент: да мой, я жду",
            "курьер: оформил претензию {q_ticket}, жалобы также на {q_mailbox} или по {hotline}",
            "клиент: ок жду, симку не меняла, звоните",
        ],
        "count": (6, 9),
        "ordered": True,
        "companies": ["ООО «Курьер-Экспресс Регион»"],
        "roles": ("claims", "help"),
    },
    {  # a utility company's call centre, a transcript of a call about a debt
        "heads": ["Запись разговора {date} {time}, оператор {i3}"],
        "bodies": [
            "Оператор: {company}, слушаю вас",
            "Абонент: мне письмо пришло что долг {q_debt}, это ошибка",
            "Оператор: назовите адрес, пожалуйста",
            "Абонент: {q_addr}",
            "Оператор: и ФИО собственника",
            "Абонент: собственник {g2:муж|жена}, {fio2}, а я {io}",
            "Оператор: договор энергоснабжения № {q_agreement}, показания {q_meter} на {date}",
            "Абонент: показания передавала, телефон мой {q_phone}",
            "Оператор: хорошо, {io}, сделаем перерасчёт, ответ придёт на {q_email}",
            "Оператор: реквизиты для оплаты: р/с {org_account}, {bank}, БИК {bik}, ИНН {org_inn}",
        ],
        "count": (7, 10),
        "ordered": True,
        "kin": (2,),
        "spouse": 2,
        "companies": ["АО «Верхневолжская энергосбытовая компания»"],
    },
]

_EMAIL = [
    {  # a utility company's debt letter forwarded with a reply quoted
        "heads": [
            "От: {fio} <{q_email}>\nКому: {q_mailbox}\nТема: FW: Уведомление о задолженности"
        ],
        "bodies": [
            "Добрый день. Пересылаю ваше письмо, я не соглас{g:ен|на} с суммой.",
            "Я проживаю по адресу {q_addr_loose}, договор № {q_agreement}, долга нет, квитанции "
            "прикладываю.",
            "Мой телефон {q_phone}, звонить после {time}.",
            "> -------- Пересылаемое сообщение --------\n> От: {company}\n> Уважаем{g:ый|ая} "
            "{io}!\n> Направляем {q_io_dat} уведомление.\n> Задолженность за электроэнергию: "
            "{q_debt}.",
            "> Адрес объекта: {q_addr_caps}\n> При неоплате до {date} подача будет ограничена.",
            "> Оплатить: ИНН {org_inn}, КПП {kpp}, р/с {org_account}, БИК {bik}\n> Тел. {hotline}",
        ],
        "tails": ["--\nС уважением, {f_io}"],
        "count": (5, 6),
        "ordered": True,
        "companies": ["АО «Верхневолжская энергосбытовая компания»"],
        "roles": ("dolg", "abonent"),
    },
    {  # a notary's assistant writes to an heir
        "heads": ["Тема: наследственное дело {q_case}\nОт: {q_mailbox}"],
        "bodies": [
            "{g:Уважаемый|Уважаемая} {io}, здравствуйте!",
            "По наследственному делу к имуществу {fio_gen2}, умерш{g2:его|ей} {date}, "
            "{q_bday_words2} года рождения, сообщаю следующее.",
            "Для выдачи свидетельства необходимо представить паспорт ({q_passport}), СНИЛС и "
            "выписку ЕГРН на квартиру, кадастровый номер {q_cad}.",
            "Адрес наследодателя по последнему месту жительства: {q_addr2}.",
            "Второй наследник — {fio3} ({q_phone3}), {g3:ему|ей} направлено извещение.",
            "Тариф и услуги правового характера: {amount}.",
            "Приём: {q_office}, {q_landline}.",
        ],
        "tails": ["С уважением,\nпомощник нотариуса {f_io4}\n{q_notary}"],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 3),
        "years": {2: (1936, 1952)},
        "roles": ("notary", "priem"),
        "companies": ["Нотариальная контора г. Кимры"],
    },
    {  # an employment agency sends a candidate's CV to a client, forwarded inside the client
        "heads": [
            "From: {q_mailbox}\nTo: {role_email}\nSubject: Кандидат на позицию "
            "мастер смены — {q_cv_lat}"
        ],
        "bodies": [
            "Добрый день!\nНаправляем резюме кандидата {fio_gen} по заявке {q_ticket}.",
            "Кратко: {fio}, {q_bday_iso}, {q_addr_loose}, опыт 12 лет, ожидания {amount}.",
            "Контакты кандидата: {q_phone}, {q_email}. Удобно звонить после {time}.",
            "На собеседование может подойти {date}.",
            "Вознаграждение агентства по договору № {q_agreement}: {amount_b}.",
            ">> Пересылаю, посмотри. {i2}\n>> кандидат из Торжка, возьмём?",
        ],
        "tails": ["--\n{fi3}, консультант\n{company}\n{q_landline}"],
        "count": (4, 6),
        "ordered": True,
        "companies": ["ООО «Кадровое агентство Верный выбор»"],
        "roles": ("cv", "hr"),
    },
    {  # the olympiad's organiser writes to a parent
        "heads": ["Тема: Олимпиада — результаты и документы"],
        "bodies": [
            "Здравствуйте, {io2}!",
            "{g:Ваш сын|Ваша дочь} {fi} ({q_bday_dot}) набрал{g:|а} {q_score} баллов и "
            "приглашается на региональный этап.",
            "Просим до {date} прислать скан согласия и СНИЛС ребёнка ({snils}).",
            "В заявке указан адрес {q_addr}, проверьте, пожалуйста.",
            "Сопровождающий от школы — {iof3}, {q_phone3}.",
            "Оргвзнос не взимается. Справки: {q_landline}, {q_mailbox}.",
        ],
        "tails": ["С уважением,\nоргкомитет, {q_school}"],
        "count": (4, 6),
        "ordered": True,
        "kin": (2,),
        "years": {1: (2009, 2013)},
        "roles": ("olymp",),
        "companies": ["Отдел образования Бежецкого округа"],
    },
]

_OCR = [
    {  # a church's baptism register, scanned
        "heads": ["{q_church}\nМЕТРИЧЕСКАЯ КНИГА О КРЕЩЕНИИ, {date}"],
        "bodies": [
            "№ {n} Крещаем{g:ый|ая}: {q_hyph}",
            "Родил{g:ся|ась}: {q_bday_words} года",
            "Родители: {iof2} и {iof3}",
            "Проживают: {q_addr}",
            "Восприемники: {fio4} и {fio_up5}",
            "Таинство совершил настоятель (подпись неразборчива)",
            "Пожертвование {amount}",
        ],
        "tails": ["Выписка выдана {date}, настоятель ________ М.П."],
        "count": (6, 7),
        "ordered": True,
        "kin": (2, 3),
        "men": (2,),
        "women": (3,),
        "years": {1: (2018, 2025)},
    },
    {  # a notary's certificate of inheritance, scanned
        "heads": ["СВИДЕТЕЛЬСТВО О ПРАВЕ НА НАСЛЕДСТВО ПО ЗАКОНУ\nНаследственное дело {q_case}"],
        "bodies": [
            "Я, {fio_up4}, {q_notary}, удостоверяю, что на основании ст. 1142 ГК РФ",
            "наследником имущества {fio_gen2}, умерш{g2:его|ей} {date},",
            "является {g:сын|дочь} — {fio}, дата рождения {q_bday_box},",
            "паспорт {q_passport}, зарегистрирован{g:|а} по адресу: {q_addr}.",
            "Наследство состоит из земельного участка, кадастровый № {q_cad}, расположенного: "
            "{q_addr_house2}.",
            "Кадастровая стоимость {amount}. Взыскано госпошлины {amount_b}.",
        ],
        "tails": ["Зарегистрировано в реестре.\nНотариус ____"],
        "count": (6, 6),
        "ordered": True,
        "kin": (2,),
        "years": {2: (1934, 1950)},
    },
    {  # a housing co-operative's general meeting minutes, scanned
        "heads": ["{q_coop}\nПРОТОКОЛ № {n} общего собрания членов кооператива от {date}"],
        "bodies": [
            "Председатель собрания: {fio}, кв. {q_flat}",
            "Секретарь: {f_io2}",
            "Присутствовали: {q_f_io3} (кв. {q_flat}), {q_f_io4} (кв. {q_flat}), {fi5}",
            "СЛУШАЛИ: о задолженности члена ЖСК {fio_gen6}, проживающ{g6:его|ей}: {q_addr6}, "
            "долг {q_debt}",
            "ПОСТАНОВИЛИ: обратиться в суд. Подрядчик на ремонт кровли {other_company}, ИНН "
            "{org_inn}, договор {contract}",
            "Голосовали: за — {n}, против — 0",
        ],
        "tails": ["Председатель ____ {f_io}   Секретарь ____ {f_io2}"],
        "count": (6, 6),
        "ordered": True,
    },
    {  # a hostel's guest book, handwritten and scanned
        "heads": ["{company}\nКНИГА РЕГИСТРАЦИИ ГОСТЕЙ   лист {n}"],
        "bodies": [
            "Дата заезда {date} | {fio} | д.р. {q_bday_box} | паспорт {q_passport} | "
            "прописка: {q_addr_caps} | место {q_bed}",
            "Дата заезда {date} | {q_cv_lat2} | {q_bday2} | паспорт {passport_ser2} "
            "{passport_num2} | "
            "{q_addr_lat2} | место {q_bed}",
            "Дата заезда {date} | {fi_up3} | {q_year3} г.р. | тел {q_phone3} | оплата {amount}",
            "Примечание: гость из места {q_bed} оставил зарядку, звонили {q_phone}",
            "Администратор смены {i4}",
        ],
        "tails": ["Адрес хостела: {q_office}, тел. {q_landline}"],
        "count": (4, 5),
        "ordered": True,
        "companies": ["Хостел «Сова на Мологе»"],
    },
]

_NOTE = [
    {  # a dacha co-operative's chairman's notes
        "heads": ["Записи председателя СНТ, {date}"],
        "bodies": [
            "- {fi_dat} напомнить про взносы, долг {q_debt}, адрес: {q_addr_house}",
            "- у {f_gen2} опять жгут жмых и ботву, соседи жалуются. тел {q_phone2}",
            "- кадастровый номер общего участка {q_cad}, межевание заказать",
            "- новый член: {fio3}, {q_bday3}, прописан {q_addr_loose3}, паспорт {q_passport3}",
            "- {q_voc4} обещал{g4:|а} привезти песок, позвонить {q_phone4}",
            "- счёт СНТ для взносов {org_account}, {bank}",
            "- собрание {date} в {time}, правление ИНН {org_inn}",
        ],
        "count": (5, 7),
    },
    {  # a hospital's visitor log kept by the guard
        "heads": ["Журнал посетителей, {q_hospital}, {date}"],
        "bodies": [
            "{time} {fio} к {fio_dat2} (палата {q_bed}), паспорт {q_passport}",
            "{time} {f_io3} к {f_dat2} — не пустили, карантин",
            "{time} {fi4}, {q_phone4}, передача для {fi_gen5}, пакет",
            "{time} доставка {other_company}, курьер без паспорта",
            "{time} пришла {g6:внук|внучка} {i6} к {fi_dat2}, {q_age6} лет, с родителем",
            "смену принял {f_io7}",
        ],
        "count": (4, 6),
        "ordered": True,
    },
    {  # a pharmacy's prescription log
        "heads": ["Журнал отпуска льготных препаратов, аптека № {n}, {date}"],
        "bodies": [
            "рецепт серия {q_rx}, пациент {fio}, {q_bday}, СНИЛС {snils}, отпущено",
            "рецепт {q_rx_b}, {f_io2} — дефектура, записан{g2:|а} в лист ожидания, тел {q_phone2}",
            "рецепт {q_rx_c}, получил{g3:|а} по доверенности {fi3} за {fi_gen4}",
            "{dim_low5} из соседнего дома спрашивала про инсулин",
            "сумма за смену {amount}",
        ],
        "count": (4, 5),
        "ordered": True,
    },
    {  # a search-and-rescue coordinator's notes
        "heads": ["Поиск, заметки координатора"],
        "bodies": [
            "пропал{g:|а} {fi_low} {q_year}гр, выш{g:ел|ла} из дома {date} с {q_addr_loose}",
            "одет{g:|а}: куртка зел., шапка вязаная, сапоги. рост ~165",
            "заявитель {fio2} {q_phone2}, {g2:сын|дочь}",
            "д.р. {q_bday} (уточнила у {f_gen2}), лекарства не взял{g:|а}",
            "группа {fi3}, группа {fi4}, штаб на {q_office}",
            "в Торжке камеры проверили, водитель автобуса {q_plate} видел похожего",
        ],
        "count": (4, 6),
        "ordered": True,
        "kin": (2,),
        "years": {1: (1940, 1955)},
    },
]

_MIXED = [
    {  # a CV database export in JSON
        "heads": ["GET /api/v2/candidates?contract={q_agreement} 200 OK"],
        "bodies": [
            '{"full_name": "{fio}", "name_lat": "{q_cv_lat}", "birth_date": "{q_bday_iso}",',
            '"phone": "{q_phone}", "email": "{q_email}",',
            '"address": "{q_addr_loose}", "passport": "{q_passport}",',
            '"position": "Водитель кат. C", "salary_from": "{amount}",',
            '"recruiter": "{q_f_io2}", "agency": "{company}", "agency_inn": "{org_inn}"}',
        ],
        "count": (5, 5),
        "ordered": True,
        "companies": ["ООО «Кадровое агентство Верный выбор»"],
    },
    {  # a dacha co-operative's members' list in CSV
        "heads": ["uchastok;fio;tel;adres_registracii;vznos_2026"],
        "bodies": [
            "{q_flat};{fio};{q_phone};{q_addr};{amount}",
            "{q_flat};{fio_up2};{q_phone2};{q_addr_loose2};{amount_b}",
            "{q_flat};{q_f_io3};{q_phone3};{q_addr_lat3};0",
            "{q_flat};{fi4};;{q_addr4};долг {q_debt}",
            "# kadastr {q_cad}; predsedatel {f_io5}",
        ],
        "count": (4, 5),
        "ordered": True,
    },
    {  # a courier service's misdelivery tickets, a ticket system's export
        "heads": ["TICKET {q_ticket} | status: OPEN | {company}"],
        "bodies": [
            "Recipient: {if_lat} / {fio}",
            "Delivery address: {q_addr_lat}",
            "Actual: vrucheno sosedu {fi_lat2}, kv. {q_flat}",
            "Contact: {q_phone}, {q_email}",
            "Tracking: {q_track}, order {order}",
            "Courier: {f_io3}, car {q_plate}",
            "Compensation: {amount}, reply from {q_mailbox}",
        ],
        "count": (5, 7),
        "ordered": True,
        "companies": ["ООО «Курьер-Экспресс Регион»"],
        "roles": ("claims", "support"),
    },
    {  # a sports club's youth roster in a spreadsheet export
        "heads": ["Состав U-14 | {q_club} | сезон 2025/26"],
        "bodies": [
            "№ | ФИО | д.р. | телефон родителя",
            "{n} | {fio} | {q_bday_dot} | {q_phone2} ({i2})",
            "{n} | {fi3} | {q_bday3} | {q_phone4}",
            "{n} | {q_f_io5} | {q_year5} | —",
            "Trener: {if_lat6}, {q_landline}",
            "Взнос {amount} на р/с {org_account}, {bank}, БИК {bik}",
        ],
        "count": (4, 6),
        "ordered": True,
        "kin": (2,),
        "men": (1, 3, 5),
        "years": {1: (2012, 2013), 3: (2012, 2013), 5: (2012, 2013)},
    },
]

FRAMES10 = {
    "form": {"variants": _FORM},
    "dialogue": {"variants": _DIALOGUE},
    "email": {"variants": _EMAIL},
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
