"""Sentence frames of the ninth dev round (round9.py): five situations a genre (text n takes
variant (n - 1) % 5); `kin` lists the people who share person 1's surname and home."""

from __future__ import annotations

_FORM = [
    {  # a SIM card replacement at a mobile operator's shop
        "heads": ["{company}\nЗАЯВЛЕНИЕ НА ЗАМЕНУ SIM-КАРТЫ\nСалон связи: {z_office}"],
        "bodies": [
            "Абонентский номер: {z_phone}",
            "Абонент (ФИО полностью): {fio}",
            "Дата рождения: {z_bday_mess}",
            "Документ: паспорт РФ {z_passport}, выдан {date}",
            "Адрес регистрации: {z_addr_formal}",
            "Причина замены: утеря / кража / повреждение (нужное подчеркнуть) — ПОТЕРЯЛ{g:|А} "
            "В ТАКСИ",
            "Старая SIM (ICCID): {z_iccid}   Новая SIM: {z_iccid}",
            "Телефон (IMEI {z_imei}) заблокирован: да",
            "Договор об оказании услуг связи № {z_loan} от {date}",
            "Доверенное лицо: {fi2}, {z_phone2}",
            "Стоимость замены: {z_fee}. Справочная {hotline}",
        ],
        "tails": ["Подпись ______ {z_f_io}    Сотрудник салона: {i3} (таб. {z_room})"],
        "count": (8, 11),
        "companies": ["ПАО «ВолнаТелеком»"],
    },
    {  # a leasing questionnaire at a car dealership
        "heads": ["{company} · официальный дилер\nАНКЕТА ЛИЗИНГОПОЛУЧАТЕЛЯ (ФИЗ. ЛИЦО)"],
        "bodies": [
            "ФАМИЛИЯ ИМЯ ОТЧЕСТВО: {fio_up}",
            "Дата и место рождения: {z_bday_dot}, г. Камышин",
            "Паспорт: серия {passport_ser} № {passport_num}",
            "ИНН: {inn}     СНИЛС: {snils}",
            "Адрес проживания (факт.): {z_addr_village}",
            "Моб. тел.: {z_phone}   e-mail: {z_email}",
            "Семейное положение: женат/замужем, {g2:супруг|супруга} — {fio2}, {z_bday_dot2}",
            "Автомобиль: Лада Веста SW Cross, VIN {z_vin}, цвет «Сердолик»",
            "Сдаёт в трейд-ин: Haval Jolion, гос. номер {z_plate}",
            "Стоимость ТС {amount}, аванс {amount_b}, договор лизинга № {z_lease}",
            "Лизингодатель: АО «Лизинговая компания Магистраль», ИНН {org_inn}, КПП {kpp}",
            "Менеджер: {z_f_io3}, {z_landline}",
        ],
        "count": (9, 12),
        "kin": (2,),
        "spouse": 2,
        "companies": ["ООО «Автоцентр Камышин-Моторс»"],
    },
    {  # a tax consultant's intake sheet for a 3-НДФЛ declaration
        "heads": [
            "{company}\nЛист клиента: декларация 3-НДФЛ за 2025 год (вычет за лечение и обучение)"
        ],
        "bodies": [
            "Налогоплательщик: {fio}",
            "ИНН: {inn}",
            "Дата рождения: {z_bday_dot}   Место рождения: с. Абалак",
            "Паспорт (серия, номер): {z_passport}",
            "Адрес по месту жительства: {z_addr_lines}",
            "Код ИФНС: {z_ifns_code} ({z_ifns})",
            "Расходы на обучение {g2:сына|дочери} {fio_gen2} ({z_bday_dot2}): {amount}",
            "Плательщик (как в справке): {z_io_up} {f_up}",
            "Лечение {g3:отца|матери}, {fio3}, {z_year3} г.р.: {amount_b}",
            "Доход по 2-НДФЛ: {other_company}, ИНН {org_inn}",
            "Счёт для возврата: {account}, {bank}, БИК {bik}",
            "Консультант: {z_f_io4}, {z_landline}, {z_mailbox}",
        ],
        "count": (8, 11),
        "kin": (2, 3),
        "years": {2: (2004, 2010), 3: (1941, 1958)},
        "companies": ["ООО «Бюро вычетов Декларант»"],
    },
    {  # a summer camp's registration form
        "heads": ["{company}\nЗАЯВКА НА ПУТЁВКУ, 2 смена ({date} – {date})"],
        "bodies": [
            "Ребёнок: {fio}",
            "Дата рождения ребёнка: {z_bday_mess}   (полных лет {z_age})",
            "СНИЛС ребёнка: {snils}",
            "Адрес: {z_addr_loose}",
            "Аллергия: цитрусовые. Плавает: да. Отряд с другом: {fi3}",
            "Законный представитель: {g2:отец|мать} {fio2}, паспорт {z_passport2}",
            "Телефон представителя: {z_phone2}, второй — {g4:папа|мама} {i4} {z_phone4}",
            "Путёвка № {order}, стоимость {amount}, кешбэк по программе детского туризма",
            "Лагерь: Хвалынский р-н, с. Апалиха (не адрес ребёнка!). Тел. {z_landline}",
        ],
        "count": (8, 10),
        "kin": (2, 4),
        "years": {1: (2012, 2018), 3: (2012, 2018)},
        "companies": ["ДОЛ «Берёзовая роща»"],
    },
    {  # a library's reader card
        "heads": ["МБУК «Рыбинская ЦБС», библиотека № 4\nФОРМУЛЯР ЧИТАТЕЛЯ № {z_room}/{z_room}"],
        "bodies": [
            "фамилия {f_low}  имя {i_low}  отчество {o}",
            "год рождения: {z_year}",
            "паспорт: {z_passport}",
            "место жительства: {z_addr_village}",
            "тел {z_phone}",
            "эл. почта: {z_email}",
            "образование: высшее; место работы/учёбы: {other_company}",
            "за несовершеннолетнего читателя {fi2} ({z_bday_dot2}) поручается {g:отец|мать}",
            "выдано: «Филин и грач» (сказки), Роза ветров, 3 экз.",
        ],
        "tails": ["С правилами ознакомлен(а): {z_f_io}    Библиотекарь: {io_f3}"],
        "count": (7, 9),
        "kin": (2,),
        "years": {2: (2013, 2019)},
        "companies": ["МБУК «Рыбинская ЦБС»"],
    },
]

_DIALOGUE = [
    {  # a mobile operator's support chat about porting a number
        "heads": ["Чат поддержки {company} · обращение {z_claim}"],
        "bodies": [
            "Клиент: здравствуйте хочу перенести номер к вам с сохранением",
            "Оператор: Добрый день! Меня зовут {dim3} 🙂 Назовите номер и ФИО владельца",
            "Клиент: {z_phone} владелец я {fio_low}",
            "Оператор: Спасибо. Дата рождения и паспорт для заявления MNP?",
            "Клиент: {z_bday_mess}, паспорт {z_passport}",
            "Оператор: Перенос займёт 8 дней, госпошлины нет. Адрес для доставки SIM?",
            "Клиент: {z_addr_loose} курьер пусть звонит {g2:мужу|жене} {i_dat2} {z_phone2}",
            "Оператор: Готово, заявка {order}. Вопросы: {hotline} или {z_mailbox}",
            "Клиент: спс 👍",
        ],
        "count": (8, 9),
        "ordered": True,
        "kin": (2,),
        "spouse": 2,
        "companies": ["ПАО «ВолнаТелеком»"],
    },
    {  # a microfinance company's collector calls a debtor (call recorder's transcript)
        "heads": ["Запись звонка {date} {time}. {company}, отдел взыскания, {z_landline}"],
        "bodies": [
            "Специалист: Добрый день, {company}, специалист {i3}. Я разговариваю с {fio_ins}?",
            "Клиент: ну да. только фамилия пишется {z_f_typo}, у вас ошибка в анкете",
            "Специалист: по договору займа № {z_loan} просрочка 47 дней, долг {amount}",
            "Клиент: я платил{g:|а} в {z_bank}, {amount_b}",
            "Специалист: для сверки назовите дату рождения",
            "Клиент: {z_bday_spoken} года",
            "Специалист: в анкете контактное лицо {fio2}, {z_phone2}. Мы можем {g2:ему|ей} "
            "звонить?",
            "Клиент: нет это {g2:брат|сестра}, не звоните {g2:ему|ей}",
            "Специалист: адрес регистрации {z_addr_formal}, верно? Иначе выезд по месту",
            "Специалист: реестр коллекторов ФССП, рег. № {z_reg}. Претензии: {z_mailbox}",
        ],
        "count": (8, 10),
        "ordered": True,
        "kin": (2,),
        "companies": ["ООО МФК «Быстрокредит»"],
    },
    {  # a summer camp's parents' chat
        "heads": ["Родители 2 отряд ☀️🏕"],
        "bodies": [
            "{dim}: девочки, кто-нибудь дозвонился в лагерь? {z_landline} молчит",
            "{dim2}: у {dim_gen3} опять телефон сел 🙈 воспитатель {z_f_io4} сказала всё ок",
            "{dim}: страховку надо до пятницы, пишите фио и др детей сюда. в прошлый раз написали "
            "{z_f_typo5} 🤦",
            "{dim2}: записываю: {fi3} {z_bday_mess3}",
            "{dim}: {fi5}, {z_bday_mess5} 🙏",
            "{dim6}: наша {dim7} тоже там, {fi7} {z_bday_mess7}, моя почта {z_email6}",
            "{dim2}: а кто забирает в субботу? могу взять двоих, мой {z_phone2}",
            "{dim}: {dimv2} спасибо!! мы на {z_addr_loose} если что",
            "{dim6}: админ лагеря {z_mailbox}, оплата по путёвке {order}",
        ],
        "count": (7, 9),
        "ordered": True,
        "women": (1, 2, 6),
        "years": {3: (2012, 2018), 5: (2012, 2018), 7: (2012, 2018)},
        "companies": ["ДОЛ «Берёзовая роща»"],
        "roles": ("reception", "admin"),
    },
    {  # a buyer's WhatsApp with a car dealer's manager
        "heads": ["WhatsApp · {i3} Камышин-Моторс"],
        "bodies": [
            "{i3}: {i} {o}, добрый вечер! машина пришла, VIN {z_vin}",
            "{dim}: ура) а номера {z_plate} с моей старой можно переставить?",
            "{i3}: можно, оформим в ГАИ. для ДКП пришлите паспорт и прописку текстом",
            "{dim}: {z_passport} выдан {date} прописка {z_addr_loose}",
            "{dim}: и ещё второй водитель в осаго {fio2} др {z_bday_mess2}",
            "{i3}: принято. доплата {amount}, счёт на {company}, ИНН {org_inn}",
            "{dim}: а кредит через {z_bank}? мой инн {inn}",
            "{i3}: да, одобрено. салон: {z_office}, жду в {time}",
        ],
        "count": (7, 8),
        "ordered": True,
        "kin": (2,),
        "companies": ["ООО «Автоцентр Камышин-Моторс»"],
    },
    {  # voicemail transcripts by speech recognition
        "heads": ["Голосовая почта · расшифровка (бета)"],
        "bodies": [
            "[{time}] +7 *** 12: алло {dim_low} это {dim_low2} перезвони мне на новый {z_phone2} "
            "старый "
            "сим потеряла",
            "[{time}] {hotline}: здравствуйте {fio} ваш автомобиль готов к выдаче ждём по адресу "
            "{z_office}",
            "[{time}] неизвестный: добрый день это {fi_low3} из налоговой консультации насчёт "
            "вычета перезвоните {z_landline}",
            "[{time}] +7 *** 48: {i} вы оставляли заявку проверьте дату рождения {z_bday_spoken} "
            "года верно и паспорт {z_passport}",
            "[{time}] {dim2}: и напомни маме что у {fi_gen4} день рождения {bday_dm4} 🎂",
            "[{time}] роботизированный: ваш заказ {order} доставлен в пункт выдачи {z_office_b}",
        ],
        "count": (4, 6),
        "ordered": True,
        "kin": (2, 4),
        "women": (2,),
    },
]

_EMAIL = [
    {  # a client forwards tax documents to a consultant
        "heads": ["Тема: Fwd: документы на вычет\nОт: {z_email}\nКому: {z_mailbox}"],
        "bodies": [
            "{g4:Уважаемый|Уважаемая} {io4}, добрый день! пересылаю справку из вуза, остальное в "
            "приложении",
            "---- Пересылаемое сообщение ----\n> От: бухгалтерия {other_company}\n> Справка об "
            "оплате обучения выдана {fio}, ИНН {inn}, за студента {fio2} ({z_bday_dot2})",
            "> сумма {amount}, лицензия {z_claim}",
            "Мои данные для 3-НДФЛ: паспорт {z_passport}, адрес {z_addr_formal}, тел. {z_phone}",
            "Возврат на счёт {account} в {bank} (БИК {bik})",
            "И вопрос: можно ли вычет за {g3:папу|маму}, {fi_acc3}, {z_year3} года рождения, "
            "{g3:он|она} пенсионер{g3:|ка}?",
        ],
        "tails": ["Спасибо!\n{z_f_io}\n{z_phone}", "—\n{dim} {f}"],
        "count": (4, 6),
        "joiner": "\n\n",
        "ordered": True,
        "kin": (2, 3),
        "years": {2: (2003, 2008), 3: (1941, 1958)},
        "companies": ["ООО «Бюро вычетов Декларант»"],
    },
    {  # an airline's lost-luggage report, English and Russian
        "heads": [
            "Subject: Property Irregularity Report {z_pir} / Акт о неприбытии багажа\n"
            "From: {z_mailbox}"
        ],
        "bodies": [
            "Dear {z_pnr} {g:MR|MRS},\nyour delayed baggage report {z_pir} has been registered.",
            "Bag tag: {z_tag}. Type: black suitcase, Samsonite. Flight PV 2241, {date}.",
            "Passenger: {fio_lat}, passport {z_zagran}",
            "Delivery address / адрес доставки: {z_addr_lat}",
            "Contact phone: {z_phone}, e-mail: {z_email}",
            "Компенсация за задержку: {amount}, заявление по форме на {z_mailbox}",
            "Отдел розыска багажа, аэропорт Рощино: {z_landline}. {company}",
        ],
        "tails": ["Lost & Found / Служба розыска багажа\n{company}"],
        "count": (5, 7),
        "joiner": "\n\n",
        "ordered": True,
        "companies": ["АО «Авиалинии Приволжья»"],
        "roles": ("lostfound", "claims"),
    },
    {  # a parent writes to a speech therapist; the reply is quoted
        "heads": ["Тема: Re: занятия с логопедом\nОт: {z_email}\nКому: {z_mailbox}"],
        "bodies": [
            "{i3} {o3}, здравствуйте. после занятия {dim2} {g2:стал|стала} чётче говорить «р», "
            "спасибо!",
            "Для договора: {g:отец|мать} {fio}, паспорт {z_passport}, прописка {z_addr_loose}.",
            "Ребёнок {fi2}, дата рождения {z_bday_mess2}, сад №12.",
            "Оплата {amount} с карты {card}.",
            "> {g:Уважаемый|Уважаемая} {io}! По итогам диагностики у {dim_gen2} ОНР II уровня.",
            "> Занятия вт/чт в {time}, {z_office}. Договор № {contract}. {z_center}",
            "> С уважением, логопед {z_f_io3}, {z_landline}",
        ],
        "tails": ["{dim} ({g:папа|мама} {dim_gen2})"],
        "count": (5, 7),
        "joiner": "\n\n",
        "ordered": True,
        "kin": (2,),
        "years": {2: (2019, 2021)},
        "companies": ["Центр «Слово и речь»"],
    },
    {  # a register office's confirmation of a wedding
        "heads": ["Тема: Заявление о регистрации брака принято\nОт: {z_mailbox}"],
        "bodies": [
            "Уважаемые {fio} и {fio2}!",
            "{z_zags} ({z_office}) подтверждает приём заявления № {z_claim} от {date}.",
            "Жених: {fio_up}, {z_bday_dot} г.р., паспорт {passport}",
            "Невеста: {fio_up2}, {z_bday_dot2} г.р., паспорт {z_passport2}",
            "После регистрации брака невеста берёт фамилию {g:мужа|жены}: {f_up}",
            "Торжественная регистрация {date} в {time}, зал «Роза ветров». Свидетели: {fi3}, "
            "{fi4}.",
            "Госпошлина {amount} оплачена. Вопросы: {z_landline}.",
        ],
        "count": (5, 7),
        "joiner": "\n\n",
        "ordered": True,
        "men": (1,),
        "women": (2,),
        "companies": ["Отдел ЗАГС"],
        "roles": ("zags", "reception"),
    },
    {  # a debt collection agency's pre-trial claim
        "heads": [
            "Тема: ДОСУДЕБНАЯ ПРЕТЕНЗИЯ по договору {z_loan}\nОт: {z_mailbox}\nКому: {z_email}"
        ],
        "bodies": [
            "{fio_dat}\nпо адресу: {z_addr_lines}",
            "ООО ПКО «Взыскание-Профи» (ИНН {org_inn}, ОГРН {ogrn}, рег. № в реестре ФССП "
            "{z_reg}) уведомляет:",
            "права требования по договору займа № {z_loan}, заключённому с {company}, перешли к "
            "нам по договору цессии № {contract}.",
            "Заёмщик: {fio}, {z_bday_dot} г.р., паспорт {z_passport}.",
            "Задолженность {amount}, из неё проценты {amount_b}. Оплата: {bank}, БИК {bik}.",
            "Поручитель {fio2} уведомлён отдельно.",
            "Горячая линия {hotline}, офис: {z_office}.",
        ],
        "count": (5, 7),
        "joiner": "\n\n",
        "ordered": True,
        "companies": ["ООО МФК «Быстрокредит»"],
        "roles": ("pretenzii", "collection"),
    },
]

_OCR = [
    {  # a scanned application for a marriage registration
        "heads": ["ЗАЯВЛЕНИЕ О ЗАКЛЮЧЕНИИ БРАКА\n{z_zags}"],
        "bodies": [
            "Мы, {x_fio_hyph} и {x_fio_hyph2},",
            "просим произвести государственную регистрацию заключения брака.",
            "Сведения о лицах: он — {z_bday_dot}, место рождения г. Муром, паспорт {z_passport}",
            "она — {z_bday_dot2}, место рождения с. Ковардицы, паспорт {passport_odd2}",
            "Место жительства: {z_addr_lines}",
            "Фамилия после заключения брака: общая — {f_up}",
            "Подписи: ________ {z_f_io}   ________ {z_f_io2}",
            "Заявление принял {date}, рег. № {z_claim}",
        ],
        "count": (6, 8),
        "ordered": True,
        "men": (1,),
        "women": (2,),
        "companies": ["Отдел ЗАГС"],
    },
    {  # a scanned certificate of christening
        "heads": ["СВИДЕТЕЛЬСТВО О КРЕЩЕНИИ\n{z_church}"],
        "bodies": [
            "{g:Раб Божий|Раба Божия} {i_up} (в крещении {i})",
            "родил{g:ся|ась} {x_bday_words} года",
            "крещен{g:|а} {date}",
            "Родители: {fio2} и {fio3}",
            "Восприемники: {fio4} и {fio5}",
            "Таинство совершил настоятель храма",
            "Запись в метрической книге № {z_room}",
        ],
        "count": (6, 7),
        "ordered": True,
        "kin": (2, 3),
        "men": (2,),
        "women": (3,),
        "years": {1: (2023, 2025)},
        "companies": ["Храм"],
    },
    {  # a scanned purchase agreement of a used car
        "heads": ["ДОГОВОР КУПЛИ-ПРОДАЖИ ТРАНСПОРТНОГО СРЕДСТВА\nг. Камышин, {date}"],
        "bodies": [
            "Продавец: {fio}, дата рожде-\nния {z_bday_dot}, паспорт {z_passport},",
            "зарегистрирован{g:|а}: {z_addr_formal}",
            "Покупатель: {fio2}, {z_bday_dot2} г. р., паспорт {passport_odd2},",
            "адрес: {z_addr_village2}",
            "ТС: Chery Tiggo 4, VIN {z_vin}, гос. рег. знак {z_plate}, 2019 г. в.",
            "Цена {amount}, деньги получил{g:|а} полностью.",
            "Продавец ____ {z_f_io}      Покупатель ____ {z_f_io2}",
        ],
        "count": (6, 7),
        "ordered": True,
    },
    {  # a museum's visitor register, a scanned table
        "heads": ["{z_museum}\nЖУРНАЛ РЕГИСТРАЦИИ ПОСЕТИТЕЛЕЙ (льготные билеты)"],
        "bodies": [
            "№ | ФИО | год рожд. | документ | билет",
            "1 | {fio} | {z_year} | пенс. уд., паспорт {z_passport} | {z_room}",
            "2 | {f_io2} | {z_year2} | студ. билет | {z_room}",
            "3 | {fio3} | {z_year3} | многодетная семья, уд. {z_room} | {z_room}",
            "4 | {fi4} | {z_year4} | Пушкинская карта | {z_room}",
            "Экскурсовод: {z_f_io5}. Сумма за смену {amount}",
        ],
        "count": (5, 6),
        "ordered": True,
        "years": {1: (1941, 1960), 2: (2003, 2007)},
        "companies": ["музей"],
    },
    {  # a scanned 3-НДФЛ title page with letters in boxes
        "heads": ["НАЛОГОВАЯ ДЕКЛАРАЦИЯ ПО НАЛОГУ НА ДОХОДЫ ФИЗИЧЕСКИХ ЛИЦ (форма 3-НДФЛ)"],
        "bodies": [
            "ИНН {inn}   Стр. 001",
            "Представляется в налоговый орган (код) {z_ifns_code}",
            "Фамилия {f_spaced}",
            "Имя {i}   Отчество {o}",
            "Дата рождения {z_bday_dot}   Место рождения Г. ТОБОЛЬСК",
            "Сведения о документе: код 21, серия и номер {z_passport}",
            "Номер контактного телефона {z_phone}",
            "Достоверность подтверждаю: {z_f_io}   Дата {date}",
        ],
        "count": (7, 8),
        "ordered": True,
    },
]

_NOTE = [
    {  # a psychologist's session notes
        "heads": ["сессия {n}, {date}"],
        "bodies": [
            "кл. {f_io_low}, {z_age} л., запрос — тревога после развода",
            "бывш. {g2:муж|жена} {i2} ({dim2}), дети: {dim3} и {dim4}",
            "мама клиент{g:а|ки}, {fio5}, звонит по 10 раз в день: «{dimv}, ты где»",
            "сон плохой, «филин я, а не человек» — шутит. липа цветёт, открыты окна, не спит",
            "д/з: дневник эмоций. след. встреча {date} {time}, {z_office}",
            "оплата {amount}, договор {contract}",
            "супервизия у {z_fio_lowgen6} в пятницу",
        ],
        "count": (5, 7),
        "joiner": "\n",
        "kin": (3, 4),
        "companies": ["АНО «Центр психологической помощи Равновесие»"],
    },
    {  # a speech therapist's notes about a child
        "heads": ["Логопед. Карта ребёнка"],
        "bodies": [
            "{fi}, др {z_bday_mess} ({z_age} г.)",
            "мама — {io2}, {z_phone2}; папа {dim3} забирает по четвергам",
            "звуки: р — горловой, ш — межзубный; «грач» говорит как «гач»",
            "с {z_dim_ins} занимается бабушка {fio4}, она же приводит",
            "адрес для выезда на дом: {z_addr_loose}",
            "занятие {date} перенесли, {z_center}, договор {contract}",
        ],
        "count": (4, 6),
        "joiner": "\n",
        "kin": (2, 3, 4),
        "women": (2, 4),
        "men": (3,),
        "years": {1: (2019, 2021)},
    },
    {  # a private security guard's post log
        "heads": ["{z_chop}. Журнал поста № 2 (КПП склада), {date}"],
        "bodies": [
            "{time} смену принял охранник {z_f_io}, сдал {f_io2}. Замечаний нет.",
            "{time} въезд: Газель {z_plate}, водитель {fi3}, паспорт {z_passport3}, накладная "
            "{order}",
            "{time} посетитель {fio4}, к нач. склада, пропуск № {z_room}",
            "{time} ГРАЧ на проводах, сработал датчик, проверено — ложная тревога",
            "{time} выезд {z_plate}, водитель {f3}",
            "{time} звонок дежурному {z_landline}, обход территории",
            "смену сдал {z_f_io}. Тел. старшего смены {z_phone5}",
        ],
        "count": (5, 7),
        "joiner": "\n",
        "ordered": True,
        "men": (1, 2, 3),
    },
    {  # a building's concierge log
        "heads": ["Журнал консьержа, {z_addr_formal}"],
        "bodies": [
            "{date} {time} кв. {z_room}: курьер СДЭК к {fi_dat}, трек {z_track}",
            "{time} {dim2} из кв. {z_room} просила передать ключи {g3:сыну|дочке} {i_dat3}",
            "{time} гости к {fio_dat4}: {fi5}, паспорт {z_passport5}, машина {z_plate}",
            "{time} прорыв трубы на 4 эт., звонила в {company} {z_landline}",
            "{time} {f_io_up} жалуется на шум, соседи сверху — бакланы, пусть разбираются",
            "{time} посылка Ozon {z_track} для {fi_gen_low2}, тел {z_phone2}",
        ],
        "count": (4, 6),
        "joiner": "\n",
        "kin": (3,),
        "women": (2,),
        "companies": ["ТСЖ «Кирпичная, 12»"],
    },
    {  # a microfinance collector's field visit notes
        "heads": ["выезд {date}, должник {z_f_io}"],
        "bodies": [
            "адрес: {z_addr_village}, дом закрыт, соседка ({fi2}) сказала уехал{g:|а} на вахту",
            "родня: {g3:брат|сестра} {i3} {z_phone3}, мать {io4}, пенсионерка",
            "старый тел {z_phone} — не абонент. новый может через {dim3}",
            "долг {amount} по {z_loan}, {company}",
            "др {z_bday_mess}, паспорт {z_passport} (из анкеты)",
            "кадастровый дома {z_cad} — не его, мамин",
        ],
        "count": (4, 6),
        "joiner": "\n",
        "kin": (3, 4),
        "women": (4,),
        "companies": ["ООО МФК «Быстрокредит»"],
    },
]

_MIXED = [
    {  # forwarded contact cards from a messenger
        "heads": ["Пересланные контакты (2) 📇"],
        "bodies": [
            "BEGIN:VCARD\nVERSION:3.0\nN:{f};{i};{o};;\nFN:{fio}\nTEL;TYPE=CELL:{z_tel_vc}\n"
            "EMAIL;TYPE=HOME:{z_email}\nBDAY:{z_bday_iso}\nADR;TYPE=HOME:;;{z_addr_vcard}"
            ";Россия\nEND:VCARD",
            "BEGIN:VCARD\nVERSION:3.0\nN:{f2};{i2};;;\nFN:{dim2} {f2}\nORG:{company}\n"
            "TEL;TYPE=WORK:{z_landline}\nTEL;TYPE=CELL:{z_tel_vc2}\nBDAY:{z_bday_vc_dm2}\n"
            "NOTE:{g2:мастер|мастерица} по шиномонтажу\nEND:VCARD",
            "переслано от {dim_gen3}: «вот контакты {g:того|той} кто продаёт дачу в "
            "{z_addr_village}»",
        ],
        "count": (2, 3),
        "joiner": "\n",
        "ordered": True,
        "companies": ["ООО «Автоцентр Камышин-Моторс»"],
    },
    {  # an ЭДО export of a universal transfer document, XML
        "heads": [
            '<?xml version="1.0" encoding="windows-1251"?>\n<Файл ИдФайл="ON_NSCHFDOPPR_'
            '{z_doc}" ВерсПрог="{z_edo}">'
        ],
        "bodies": [
            '<СвПрод><ИдСв><СвЮЛУч НаимОрг="{company}" ИННЮЛ="{org_inn}" КПП="{kpp}"/></ИдСв>'
            '<Адрес><АдрИнф АдрТекст="{z_office}"/></Адрес></СвПрод>',
            '<СвПокуп><ИдСв><СвИП ИННФЛ="{inn}"><ФИО Фамилия="{f}" Имя="{i}" Отчество="{o}"/>'
            '</СвИП></ИдСв><Адрес><АдрИнф АдрТекст="{z_addr_formal}"/></Адрес></СвПокуп>',
            '<ТаблСчФакт><СведТов НаимТов="Шины зимние R16" СтТовУчНал="{amount}"/></ТаблСчФакт>',
            '<Подписант ОблПолн="1" Статус="1"><ЮЛ ИННЮЛ="{org_inn}" Должн="Главный бухгалтер">'
            '<ФИО Фамилия="{f2}" Имя="{i2}" Отчество="{o2}"/></ЮЛ></Подписант>',
            "<!-- сертификат: СНИЛС={snils2}; ОГРН={ogrn}; оператор {z_edo} -->",
        ],
        "tails": ["</Файл>"],
        "count": (4, 5),
        "ordered": True,
        "companies": ["ООО «Автоцентр Камышин-Моторс»"],
    },
    {  # an ЭДО operator's receipt as JSON
        "heads": ["{"],
        "bodies": [
            '  "docflow_id": "{z_doc}-{order}",',
            '  "sender": {"name": "{company}", "inn": "{org_inn}", "kpp": "{kpp}"},',
            '  "signer": {"fio": "{fio}", "snils": "{snils}", "inn": "{inn}", '
            '"birth_date": "{z_bday_iso}T00:00:00+03:00"},',
            '  "receiver": {"name": "ИП {fio2}", "inn": "{inn2}", "email": "{z_email2}"},',
            '  "amount": "{amount}", "contract": "{contract}",',
            '  "operator": "{z_edo}", "support": "{z_mailbox}"',
        ],
        "tails": ["}"],
        "count": (4, 6),
        "ordered": True,
        "companies": ["ООО «Бюро вычетов Декларант»"],
    },
    {  # a genealogy forum post with a family tree
        "heads": ["Форум «Корни и ветви» › Ищу родных по фамилии {f_up}"],
        "bodies": [
            "{dim_low}_rod: Здравствуйте! Собираю древо. Прадед — {fio3}, {z_year3} г.р., из "
            "с. Глебово, ум. в {z_yearx}",
            "его жена {fio4}, род. {z_bday_dot4}, девичью фамилию не знаю",
            "дети: {i5} ({z_year5} г.р.), {i6} (род. {z_bday_mess6}), младшая {dim7} — умерла "
            "маленькой",
            "мой дед {iof2}, {z_bday_dot2} — жил в {z_addr_village2}",
            "> Модератор: в метрических книгах {z_church} есть запись: {z_lat_old3}",
            ">> {dim_low}_rod: спасибо!! пишите в личку или {z_email}",
            "Я сам{g:|а}: {fio}, {z_bday_spoken} — если кто родня, отзовитесь 🙏",
        ],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 3, 4, 5, 6, 7),
        "men": (3,),
        "women": (4,),
        "years": {
            3: (1880, 1905),
            4: (1885, 1908),
            5: (1905, 1925),
            6: (1905, 1925),
            2: (1926, 1950),
        },
    },
    {  # an airline's lost-baggage record (WorldTracer-like)
        "heads": ["AHL {z_pir}  {company}"],
        "bodies": [
            "NM {z_pnr} {g:MR|MRS}",
            "IT {i_latup} {f_latup}",
            "PA {z_addr_lat}",
            "TA {z_addr_village}",
            "PN {z_phone}   EA {z_email}",
            "TN {z_tag}   CT BK/SUITCASE",
            "PP {z_zagran}  DOB {z_bday_compact}",
            "RM ПАССАЖИР ПРОСИТ ДОСТАВИТЬ НА ДАЧУ. СЛУЖБА: {z_landline} {z_mailbox}",
        ],
        "count": (6, 8),
        "ordered": True,
        "companies": ["АО «Авиалинии Приволжья»"],
    },
]

FRAMES9: dict[str, dict[str, object]] = {
    "form": {"variants": _FORM},
    "dialogue": {"variants": _DIALOGUE},
    "email": {"variants": _EMAIL},
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
