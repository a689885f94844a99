"""Sentence frames of the fifth held-out round (heldout5.py): four situations a genre (text n
takes variant (n - 1) % 4). A situation's keys say who its people are (see heldout5.py)."""

from __future__ import annotations

from typing import Any

_FORM_LOAN = {  # a microfinance company's loan application
    "companies": ["ООО МКК «Степной займ»"],
    "spouse": 2,
    "kin": (2,),
    "heads": [
        "{company}\nАНКЕТА-ЗАЯВЛЕНИЕ НА ПРЕДОСТАВЛЕНИЕ МИКРОЗАЙМА\nрег. номер записи в "
        "государственном реестре МФО: {u_mfo_reg}\nФамилия: {f_up}    Имя: {i_up}    "
        "Отчество: {o_up}",
        "Заявка на заём «До зарплаты» · офис выдачи {u_office}\nФамилия: {f_up}    Имя: {i_up}"
        "    Отчество: {o_up}",
    ],
    "bodies": [
        "Дата рождения: {u_bday}    Пол: {g:муж.|жен.}",
        "Паспорт гражданина РФ: серия {u_pass_ser}  номер {u_pass_num}, выдан {date}, "
        "код подразделения {u_kp}",
        "ИНН (при наличии): {inn}        СНИЛС: {u_snils}",
        "Адрес регистрации (по паспорту): {u_addr}",
        "Адрес фактического проживания (если отличается): {u_addr_short}",
        "Мобильный телефон: {u_phone}     E-mail: {email}",
        "Место работы: {u_employer}, стаж на последнем месте 3 года, тел. отдела кадров "
        "{u_landline}",
        "Среднемесячный доход: {u_sum_b}",
        "Контактное лицо ({g2:супруг|супруга}): {fio2} {u_bday_iso2}, тел. {u_phone2}",
        "Запрашиваемая сумма: {u_sum}, срок 30 дней. Перечислить на карту № {card}",
        "Договор потребительского займа № {u_loan} от {date} (заполняет специалист)",
        "Кредитная история: просрочек не было / были (нужное подчеркнуть)",
    ],
    "tails": [
        "Подпись заёмщика ______ /{u_f_io}/\nГорячая линия {hotline} · {u_mail_mfo}",
        "Заявку принял{g3:|а} специалист {u_f_io3}, {date}. ИНН {org_inn}, ОГРН {ogrn}",
    ],
    "count": (8, 11),
}

_FORM_KINDERGARTEN = {  # a private kindergarten's contract: the parties and the child
    "companies": ["ООО «Частный детский сад «Ладушки»"],
    "kin": (2,),
    "children": (2,),
    "years": {2: (2020, 2023), 3: (1950, 1966)},
    "heads": [
        "ДОГОВОР № {u_kg_contract}\nоб оказании услуг по присмотру и уходу за ребёнком\n"
        "г. Оренбург                                                    {date}\n"
        "{company}, в лице директора {fio_gen4}, действующ{g4:его|ей} на основании Устава "
        "(«Исполнитель»), и {fio}, именуем{g:ый|ая} в дальнейшем «Заказчик», действующ{g:ий|ая} в "
        "интересах несовершеннолетне{g2:го|й} {fio_gen2}, заключили настоящий договор.",
    ],
    "bodies": [
        "1.2. Воспитанник: {fio2}, дата рождения: {u_bday_words2}",
        "1.4. Режим пребывания: полный день, 7:30–19:00. Группа «Непоседы».",
        "3.1. Стоимость услуг составляет {u_sum} в месяц, вступительный взнос {u_sum_b}.",
        "4.3. Забирать ребёнка, кроме Заказчика, вправе: {fio3}, {u_year3} г.р., паспорт "
        "{u_passport3}, тел. {u_phone3}",
        "ЗАКАЗЧИК (родитель): {fio}\nпаспорт {u_passport}, выдан {date}\nадрес: {u_addr}\n"
        "тел. {u_phone}\ne-mail: {email}",
        "Исполнитель: {company}\nИНН {org_inn}  КПП {kpp}  ОГРН {ogrn}\nр/с {org_account} в "
        "{bank}, БИК {bik}\nюр. адрес: {u_office}\nтел. {u_landline}, {u_mail_kg}",
        "Особые отметки: аллергия на цитрусовые; дома хомяк, ребёнок просит приносить его "
        "фотографии в группу",
    ],
    "tails": ["Директор ______ {u_f_io4}          Заказчик ______ {u_f_io}\nМ.П."],
    "count": (6, 8),
}

_FORM_TRADEIN = {  # a car dealership's trade-in form
    "companies": ["ООО «Урал-Моторс Трейд»"],
    "spouse": 2,
    "kin": (2,),
    "heads": [
        "{company} · ЛИСТ ОЦЕНКИ АВТОМОБИЛЯ (TRADE-IN)\nзаявка № {u_order}\nКлиент: {fio}",
        "Trade-in / выкуп · анкета клиента · салон {u_office}\nКлиент: {fio}",
    ],
    "bodies": [
        "Дата рожд. клиента: {u_bday_odd}",
        "Паспорт: {u_passport}",
        "Тел.: {u_phone}   доп. ({g2:муж|жена}): {u_phone2}",
        "Эл. почта: {email}",
        "Адрес проживания: {u_addr_chat}",
        "Сдаваемый а/м: Hyundai Creta 2019, VIN {u_vin}, г/н {u_plate}, пробег 84 тыс. км",
        "Собственник по ПТС: {fio_up2}",
        "Предварительная оценка: {u_sum}   Приобретаемый а/м: Chery Tiggo 7 Pro, цена {u_sum_b}",
        "Автокредит: {bank}, заявка одобрена",
        "Договор выкупа № {u_tradein}",
        "Менеджер отдела trade-in: {fi3}, моб. {u_wphone3}",
        "Дилер: {company}, ИНН {org_inn}, КПП {kpp}, тел. {u_landline}, {u_mail_dealer}, "
        "бесплатно по России {hotline}",
    ],
    "tails": ["Клиент ______ {u_f_io}    Менеджер ______ {u_f_io3}"],
    "count": (8, 11),
}

_FORM_HUNTING = {  # an application for a hunting licence
    "men": (1,),
    "heads": [
        "В министерство природных ресурсов, экологии и имущественных отношений Оренбургской "
        "области\nЗАЯВЛЕНИЕ о выдаче охотничьего билета единого федерального образца\n"
        "1. Фамилия, имя, отчество (при наличии): {fio}",
    ],
    "bodies": [
        "2. Число, месяц и год рождения — {u_bday_words}",
        "Документ, удостоверяющий личность: паспорт гражданина РФ, серия {u_pass_ser}, номер "
        "{u_pass_num}, выдан {date}, код подразделения {u_kp}",
        "3. Место жительства (регистрации): {u_addr_village}",
        "Почтовый адрес (если отличается): {u_addr_short}",
        "Контактный телефон {u_phone}, адрес электронной почты {email}",
        "Непогашенной или неснятой судимости за совершение умышленного преступления не имею.",
        "Проверку знания требований охотничьего минимума прошёл {date}, принимал "
        "{u_f_io2}, {u_hunt}",
        "Охотничий билет прошу выдать через МФЦ по адресу: {u_office}",
        "Госпошлина не взимается. Справочно: охотхозяйство, путёвка {u_voucher}",
    ],
    "tails": [
        "Подпись заявителя ______ {u_f_io}        «___» ________ 2026 г.",
        "Заявление принял ______ {u_f_io3}, вх. № {u_call}",
    ],
    "count": (7, 9),
}

_DIALOGUE_COLLECTOR = {  # a microfinance company's collector calls a debtor
    "companies": ["ООО МКК «Степной займ»"],
    "kin": (2,),
    "ordered": True,
    "heads": [
        "[исходящий вызов · {date} {time} · оператор {i3} · разговор записывается]",
        "Расшифровка звонка, отдел взыскания {company}",
    ],
    "bodies": [
        "Оператор: Добрый день, {company}, меня зовут {i3}. Я разговариваю с {fio_ins}?",
        "Клиент: ну да. а вы по какому вопросу",
        "Оператор: Для подтверждения личности назовите дату рождения.\n"
        "Клиент: эээ… {u_bday_spoken}",
        "Оператор: И серию, номер паспорта, пожалуйста.\nКлиент: щас… {u_passport}",
        "Оператор: По договору займа № {u_loan} просрочка 41 день, к оплате {u_sum} с учётом "
        "пеней, минимальный платёж для пролонгации {u_sum_b}.",
        "Клиент: я {g:платил|платила} в приложении, с карты {card} списали же",
        "Оператор: Платёж не поступил. Реквизиты: {company}, ИНН {org_inn}, р/с {org_account} "
        "в {bank}, БИК {bik}.",
        "Клиент: сейчас мне {g2:брат|сестра} помогает, {dim2}. запишите {g2:его|её} номер "
        "{u_phone2}",
        "Оператор: В анкете контактным лицом указан{g2:|а} {fio2}. Это {g2:он|она}?",
        "Клиент: да. только {g2:ему|ей} не звоните ночью, {dim2} на смене",
        "Оператор: Фактический адрес у нас {u_addr_short}, верно?\nКлиент: нет, я к родителям "
        "переехал{g:|а}, {u_addr_village}",
        "Оператор: Фиксирую обещание платежа до {date}. Вопросы — {hotline} или {u_mail_mfo}.",
    ],
    "tails": ["[вызов завершён, длительность 06:12]", "Клиент: всё, понял{g:|а}, до свидания"],
    "count": (8, 11),
}

_DIALOGUE_TSJ = {  # a tenant association's residents' chat
    "wordy": (4,),
    "ordered": True,
    "heads": ["Telegram · ТСЖ «Салмышская, 34» — жильцы 🏠", "Чат собственников дома 34"],
    "bodies": [
        "{fio} (председатель): Уважаемые собственники! {date} в {time} собрание во дворе, "
        "вопрос один — замена лифта во 2-м подъезде",
        "{dim2}: а кто счётчики менял в {u_flat}-й? течёт по стояку",
        "{fi_low3}: это у {dim_gen4}, я {g4:ему|ей} звонил{g3:|а}, не берёт",
        "{dim4}: я на даче, {u_addr_snt4}, в субботу вернусь. {u_voc2}, перекрой стояк, ключ у "
        "{i_gen5}",
        "{i5}: {u_voc4}, у тебя хомяк опять в вентиляции шуршит, через стенку слышно 😂",
        "{fio} (председатель): Взносы за март: р/с ТСЖ {org_account} в {bank}, БИК {bik}, "
        "ИНН {org_inn}. Не путайте с управляйкой!",
        "{i5}: я с {u_if_low_ins6} уже говорил{g5:|а}, {g6:он|она} в курсе про лифт",
        "{dim2}: кто потерял ключи с брелоком-снегирём? лежат у консьержа",
        "{fio} (председатель): Для реестра собственников: {fio6}, пришлите выписку ЕГРН на "
        "{u_mail_tsj}",
        "{i6}: отправил{g6:|а}. и номер мой обновите, старый не работает: {u_phone6}",
        "{fi_low3}: поздравляем {dim_acc2} с днём рождения! 🎂 у нас в списке {u_bday_dm2}, "
        "всё верно?",
        "{dim2}: спасибо!! да, {u_bday_dm2} 🙏",
        "Диспетчер {u_uk}: аварийная служба {u_landline}, круглосуточно",
    ],
    "tails": ["{dim4}: 👍 ок, спасибо что предупредили", "{fio} (председатель): Всем спасибо."],
    "count": (8, 11),
}

_DIALOGUE_RECRUITER = {  # a recruiter's Telegram chat with a candidate
    "companies": ["ООО «Быстрая доставка 56»"],
    "women": (2,),
    "ordered": True,
    "heads": ["Telegram · {fi2} (HR · {company})", "Telegram · чат с кандидатом · {i}"],
    "bodies": [
        "{i2}: {i}, добрый день! Увидела ваше резюме, вакансия водителя-экспедитора ещё актуальна",
        "{i}: здравствуйте, да. какой график и где склад?",
        "{i2}: 5/2, з/п от {u_sum}, склад: {u_office}. Для пропуска пришлите ФИО полностью, "
        "дату рождения и паспорт",
        "{i}: записывайте — {fio}, {u_bday}\nпаспорт {u_passport}",
        "{i}: прописка {u_addr_village}, а живу сейчас в городе: {u_addr_chat}",
        "{i2}: Спасибо! Есть кто может дать рекомендацию с прошлого места?",
        "{i}: {fi3}, {g3:начальник|начальница} смены в {u_other_company}, {u_phone3}",
        "{i2}: {io_dat3} позвоню завтра после обеда. Медкнижка есть?",
        "{i}: есть. оффер скиньте на почту {email}",
        "{i2}: Отправила с {u_mail_delivery}. Вопросы по оформлению — отдел кадров {u_landline}.",
        "{i}: а к вам как обращаться, по отчеству?",
        "{i2}: Можно просто {dim2} 🙂",
        "{i}: хорошо, {u_voc2}, спасибо. в понедельник к 8 буду",
    ],
    "tails": ["{i2}: Ждём! Пропуск на имя {fi_gen} будет на КПП", "{i}: 👌"],
    "count": (8, 11),
}

_DIALOGUE_EMERGENCY = {  # an emergency call to the ambulance
    "kin": (2,),
    "years": {1: (1936, 1952)},
    "ordered": True,
    "heads": ["[{u_ambulance} · вызов № {u_call} · {date} {time} · аудиозапись]"],
    "bodies": [
        "Диспетчер: Скорая, {i3}, слушаю.",
        "Звонящ{g2:ий|ая}: {g:папе|маме} плохо, давление двести десять, встать не может",
        "Диспетчер: Адрес?\nЗвонящ{g2:ий|ая}: {u_addr_short}, подъезд третий, этаж пятый",
        "Диспетчер: Фамилия, имя, отчество больно{g:го|й}?\nЗвонящ{g2:ий|ая}: {fio}",
        "Диспетчер: Дата рождения?\nЗвонящ{g2:ий|ая}: {u_bday_spoken}",
        "Диспетчер: Ваше имя, кем приходитесь, телефон?\nЗвонящ{g2:ий|ая}: {i2}, "
        "{g2:сын|дочь}, {u_phone2}",
        "Диспетчер: {i2}, откройте дверь, уберите животных, приготовьте полис и выписки.",
        "Звонящ{g2:ий|ая}: {g:он|она} на учёте в поликлинике № 7, участковый — {fi4}",
        "Звонящ{g2:ий|ая}: на Юркина ремонт, лучше через Туркестанскую заезжайте",
        "Диспетчер: Бригада выехала. Станет хуже — сразу перезванивайте на 103.",
    ],
    "tails": ["[вызов передан бригаде 12, {time}]"],
    "count": (7, 9),
}

_EMAIL_ONBOARDING = {  # HR announces a new employee to IT, accounts and security
    "companies": ["АО «ОренЭнергоМонтаж»"],
    "kin": (4,),
    "children": (4,),
    "years": {4: (2012, 2021)},
    "ordered": True,
    "heads": [
        "From: Отдел персонала <{u_mail_hr}>\n"
        "To: {u_mail_it}; buh@orenenergomontazh.ru; sb@orenenergomontazh.ru\n"
        "Subject: Выход нового сотрудника {date} — {f_io}\n\nКоллеги, добрый день!",
    ],
    "bodies": [
        "С {date} в отдел закупок выходит {fio}, должность — ведущий специалист, "
        "руководитель — {fio3}.",
        "Данные для оформления: дата рождения {u_bday}, паспорт {u_passport}, выдан {date}; "
        "СНИЛС {u_snils}; ИНН {inn}.",
        "Адрес регистрации: {u_addr}. Фактически живёт: {u_addr_short}.",
        "Личный телефон {u_phone}, личная почта {email} — туда ссылку на портал, пока нет "
        "корпоративной.",
        "ИТ: учётная запись {u_work_email}, ноутбук из резерва, доступ в 1С:УПП.",
        "Бухгалтерии: зарплатный счёт {account} в {bank}, БИК {bik}. Вычет на ребёнка — "
        "{fio4} {u_bday_iso4}, заявление в приложении.",
        "СБ: пропуск на проходную, фото во вложении, в серверную доступ не нужен.",
        "Первый день — 9:00, {u_office}, каб. 312, встречает {i3}.",
    ],
    "tails": [
        "--\n{fi2}\nведущий специалист по персоналу, {company}\nтел. {u_landline}\n{u_mail_hr}",
    ],
    "count": (6, 8),
    "joiner": "\n\n",
}

_EMAIL_SFR = {  # a daughter or son answers the Social Fund, its letter quoted
    "years": {1: (1944, 1960)},
    "ordered": True,
    "heads": [
        "Тема: Re: Обращение № {u_sfr_no} (перерасчёт пенсии)\n\n"
        "Добрый день, уважаем{g3:ый|ая} {io3}!",
    ],
    "bodies": [
        "Пишу от имени {g:отца|мамы}, {fio_gen}, {u_bday} г.р., доверенность во вложении.",
        "Справку о стаже за 1991–1994 годы (совхоз «Нежинский») архив в Нежинке не выдал: "
        "документы переданы в районный архив, запрос отправили {date}.",
        "СНИЛС {g:отца|мамы}: {u_snils}. Адрес: {u_addr_village}. Телефон {g:его|её}: "
        "{u_phone}, мой — {u_phone2}.",
        "Пенсию {g:он|она} получает на счёт {account} в {bank} (БИК {bik}), перерасчёт прошу "
        "туда же.",
        "> От: {u_sfr} <{u_mail_sfr}>\n> Уважаем{g:ый|ая} {io}! На Ваше обращение "
        "№ {u_sfr_no} сообщаем, что для перерасчёта необходимо представить справку о стаже.",
        "> Документы можно подать в клиентскую службу по адресу: {u_office}, приём по записи, "
        "тел. {u_landline}.\n> Ваш{g2:|а} {g2:сын|дочь} {fio2} вправе подать их по доверенности.",
        "> Начальник отдела {u_f_io3}",
    ],
    "tails": ["С уважением,\n{fio2}\n{u_phone2}\n{email2}"],
    "count": (5, 7),
    "joiner": "\n\n",
}

_EMAIL_KINDERGARTEN = {  # a parent writes to the kindergarten for a tax certificate
    "companies": ["ООО «Частный детский сад «Ладушки»"],
    "spouse": 4,
    "kin": (2, 4),
    "children": (2,),
    "years": {2: (2020, 2023)},
    "ordered": True,
    "heads": [
        "От: {fio} <{email}> (родитель {dim_gen2})\nКому: {u_mail_kg}\n"
        "Тема: справка для вычета + кто забирает\n\n"
        "{i3}, доброго дня!",
    ],
    "bodies": [
        "Прошу подготовить справку об оплате услуг для налогового вычета за 2025 год.",
        "Плательщик: {fio}, ИНН {inn}, дата рождения {u_bday_odd}.",
        "Ребёнок: {fio2}, {u_bday_words2}, группа «Непоседы». Договор № {u_kg_contract}, "
        "оплачено за год {u_sum}.",
        "С апреля {dim_acc2} будет забирать {g4:папа|мама} — {fio4}, паспорт {u_passport4}, "
        "предупредите охрану.",
        "Мы переехали, новый адрес: {u_addr_chat}. Телефон прежний, {u_phone}.",
        "{dim2} просит взять хомяка на «День питомцев» — можно?",
        "> {i}, добрый день! Напоминаем: оплата за апрель до 10.04, {u_sum_b}.\n> Реквизиты: "
        "{company}, ИНН {org_inn}, р/с {org_account} в {bank}, БИК {bik}.\n> Администратор "
        "{fi3}, {u_landline}",
    ],
    "tails": ["--\n{fi}\n{u_phone}", "Заранее спасибо!\n{i}"],
    "count": (5, 7),
    "joiner": "\n\n",
}

_EMAIL_TRADEIN = {  # a car dealership's manager writes about a trade-in
    "companies": ["ООО «Урал-Моторс Трейд»"],
    "spouse": 3,
    "kin": (3,),
    "ordered": True,
    "heads": [
        "От: {fi2} | Урал-Моторс <{u_work_email_dealer2}>\nКому: {email}\n"
        "Тема: Trade-in: предварительная оценка, заявка {u_order}\n\n{io}, добрый день!",
    ],
    "bodies": [
        "По итогам осмотра {date} предварительная оценка вашего автомобиля — {u_sum}. "
        "Цена действует 7 дней.",
        "Для договора выкупа нужны паспорт собственника, СТС и электронный ПТС. Ваш паспорт "
        "({u_passport}) мы сверили.",
        "Собственником в ПТС указан{g3:|а} {fio3}, поэтому нужна {g3:его|её} доверенность или "
        "личное присутствие.",
        "Доплату можно внести по реквизитам: {company}, ИНН {org_inn}, КПП {kpp}, "
        "р/с {org_account} в {bank}, БИК {bik}.",
        "> Здравствуйте. Машина оформлена на {g3:мужа|жену}, {fio_acc3}. {g3:Его|Её} паспорт "
        "{u_passport3}, телефон {u_phone3}. Приедем вместе в субботу.\n> {fi}",
        "Документы курьером можем забрать по адресу: {u_addr}.",
        "Салон: {u_office}, ежедневно 9–21. Горячая линия {hotline}, отдел trade-in {u_landline}.",
        "Мой мобильный — {u_wphone2}, звоните в любое время.",
    ],
    "tails": ["--\nС уважением,\n{fio2}\nменеджер отдела trade-in, {company}"],
    "count": (5, 7),
    "joiner": "\n\n",
}

_OCR_MATERNITY = {  # a maternity hospital's discharge summary
    "women": (1,),
    "spouse": 3,
    "kin": (2, 3),
    "children": (2,),
    "years": {1: (1988, 2003), 2: (2025, 2025)},
    "ordered": True,
    "heads": ["{u_maternity}, акушерское отделение\nВЫПИСНОЙ ЭПИКРИЗ из истории родов {u_case_no}"],
    "bodies": [
        "Ф.И.О. родильницы: {fio}\nДата рождения: {u_bday_scan}   Полных лет: {u_age}",
        "Фамилия (печатными буквами): {u_boxes}",
        "Адрес: {u_addr}",
        "Паспорт {u_passport}    СНИЛС {u_snils}",
        "Роды {date}, срочные, самостоятельные. Родовой сертификат {u_cert}.",
        "Новорождённ{g2:ый|ая}: {fi_up2}, дата рождения {u_bday2}, время 04:35, "
        "вес {u_weight} г, рост 52 см",
        "Отец ребёнка: {fio3}, тел. {u_phone3}",
        "Выписаны домой {date} в удовлетворительном состоянии. Патронаж — детская поликлиника "
        "по месту жительства.",
        "Лечащий врач {u_f_io4}   Зав. отделением {u_f_io5}",
    ],
    "tails": ["М.П.      Подпись ________", "стр. 1 из 1"],
    "count": (7, 9),
}

_OCR_POWER = {  # a bank's power of attorney for a deposit account
    "ordered": True,
    "heads": [
        "{bank}, дополнительный офис «Бузулукский»\nДОВЕРЕННОСТЬ № {u_poa}\n"
        "г. Бузулук, {u_date_words}"
    ],
    "bodies": [
        "Я, {fio}, {u_bday_words} года рождения, паспорт серии {u_pass_ser} № {u_pass_num}, "
        "выдан {date}, зарегистрированн{g:ый|ая} по адресу: {u_addr},",
        "настоящей доверенностью уполномочиваю {fio_acc2}, {u_bday2} г.р., паспорт {u_passport2}, "
        "проживающ{g2:его|ую} по адресу: {u_addr_short2},",
        "распоряжаться денежными средствами на счёте № {account}, открытом в {bank} (БИК {bik}), "
        "в том числе получать наличные и закрывать счёт.",
        "Доверенность выдана сроком на один год без права передоверия.",
        "Ф.И.О. доверителя (печатными буквами): {u_boxes}",
        "Подпись доверителя ________ / {u_f_io} /",
        "Доверенность удостоверена работником банка {u_f_io3}, {date}.",
        "Адрес подразделения банка: {u_office}, тел. {u_landline}",
    ],
    "tails": ["Штамп банка", "— лист 1 из 1 —"],
    "count": (6, 8),
}

_OCR_SUMMONS = {  # a court summons
    "ordered": True,
    "heads": [
        "Суд: {u_court}\nАдрес суда: {u_court_addr}\nтел. {u_landline}, {u_mail_court}\n"
        "С У Д Е Б Н А Я   П О В Е С Т К А"
    ],
    "bodies": [
        "по делу № {u_case}\nУИД {u_uid}",
        "Кому (адресат): {fio_dat}\nАдрес адресата: {u_addr}",
        "Вы вызываетесь в качестве ответчика на {u_hearing} к {time}, каб. 214",
        "по иску {u_fio_gen_up2} о взыскании {u_sum}",
        "Вместе с повесткой направляется копия искового заявления; адрес истца: {u_addr2}",
        "Явка обязательна. При неявке без уважительных причин дело может быть рассмотрено в "
        "Ваше отсутствие.",
        "Секретарь судебного заседания {u_f_io3}",
        "----- линия отреза -----\nКОРЕШОК ПОВЕСТКИ\n{fio_spaced}, {u_bday} г.р.\n"
        "Повестку получил{g:|а} ______ «___» ______ 2026 г.",
    ],
    "tails": ["Почтовый идентификатор на обороте", "-- стр. 1 --"],
    "count": (6, 8),
}

_OCR_NOTARY = {  # a page of a notary's register
    "ordered": True,
    "heads": [
        "РЕЕСТР регистрации нотариальных действий\nнотариус {fio4}, Бузулукский нотариальный "
        "округ\nТом 3   стр. {n}{n}",
    ],
    "bodies": [
        "№ | Дата | Ф.И.О., место жительства | Документ | Содержание | Тариф | Подпись",
        "{u_register} | {date} | {fio}, {u_bday} г.р., {u_addr} | паспорт {u_passport} | "
        "доверенность на продажу а/м | {u_fee} | ______",
        "{u_register_b} | {date} | {fio_up2}, {u_addr_village2} | паспорт {u_pass_ser2} "
        "{u_pass_num2} | согласие супруг{g2:а|и} на сделку | {u_fee} | ______",
        "свидетельство о праве на наследство по закону: наследни{g3:к|ца} {fio3}, "
        "{u_bday_words3}, СНИЛС {u_snils3}",
        "взыскан тариф за услуги правового и технического характера {u_sum}",
        "Н о т а р и у с    {f_spaced4}",
    ],
    "tails": ["М.П.   итого по странице: 3 действия"],
    "count": (5, 6),
}

_NOTE_DRIVER = {  # a delivery driver's notes for the day
    "companies": ["ООО «Быстрая доставка 56»"],
    "ordered": True,
    "heads": ["рейс {date}, Соболь {u_plate}, Оренбург — Сакмара", "доставка, мои заметки:"],
    "bodies": [
        "1) {fi_low} — {u_addr_chat}, домофон не работает, звонить {u_phone}",
        "2) {u_addr_snt2}, спросить {dim_acc2}, оплата при получении {u_sum}",
        "3) {fi_low3} — {u_addr_village3}, собака злая, оставить у калитки",
        "забрать возврат у {fio_gen4}, заказ {u_order}, тел {u_phone4}",
        "в соболь диван для {dim_gen5} не влез, перенести на завтра",
        "склад {company}: {u_office}, диспетчер {u_landline}, горячая линия {hotline}",
        "{i6} из диспетчерской передал{g6:|а}: {fi_dat} звонить за час, {g:он|она} в ночную",
        "снегири на знаке у Нежинки сидят, ребёнку фото скинуть",
        "путевой лист сдать, в бензин ушло {u_sum_b}",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_NOTE_AMBULANCE = {  # an ambulance dispatcher's notes of the calls
    "women": (3,),
    "years": {1: (1938, 1956), 2: (2016, 2023), 5: (1940, 1958)},
    "ordered": True,
    "heads": ["{u_ambulance}, подстанция № 3, смена {date}", "дисп., ночь {date}:"],
    "bodies": [
        "{time} — {fio_low}, {u_year} г.р., {u_addr_short}, боли за грудиной, бр. 12",
        "{time} — ребёнок {fi2} {u_bday_iso2}, t 39,8, мать {io3}, {u_phone3}",
        "{time} — ДТП на Шарлыкском ш., пострадавш{g4:ий|ая} {f4} (со слов — "
        "{u_bday_words4}), в ГКБ № 1",
        "{time} — повторный к {fio_dat5}, {u_addr_village5}, давление 190/100",
        "{time} — ложный вызов с номера {u_phone6}, передано в полицию",
        "бригада 7 стоит на Юркина (ремонт), на Туркестанскую направлена 9-я",
        "старшему врачу {u_f_io7}: в бр. 5 заканчивается кислород",
        "{time} — {fi_low8}, {u_addr_chat8}, упал{g8:|а} дома, отказ от госпитализации",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_NOTE_TRADEIN = {  # a trade-in manager's notes
    "wordy": (2,),
    "spouse": 4,
    "kin": (4,),
    "heads": ["trade-in, заметки {date}", "Урал-Моторс, выкуп — на завтра:"],
    "bodies": [
        "{fi_low} — Креста 2019, хочет {u_sum}, реально {u_sum_b}; тел {u_phone}",
        "{f_dat2} перезвонить после {time}, ДР у {g2:него|неё} {u_bday_dm2} — поздравить, "
        "предложить ТО",
        "{u_f_io3} — автокредит одобрен в {bank}, заявка {u_order}",
        "по {f_dat} — машина на {g4:муже|жене}, {fio4}, нужна доверенность",
        "{fi_low2} — не отвечает третий день, {u_phone2}",
        "у {fio_gen5} в багажнике подкова «на счастье», просил не выкидывать",
        "{i6} из кредитного отдела: {fi_dat7} отказ, предложить рассрочку",
        "осмотр у {fio_gen8} — {u_addr_chat8}, выезд в {time}",
        "VIN {u_vin} — бита левая дверь, скидка",
    ],
    "count": (5, 7),
    "joiner": "\n- ",
}

_NOTE_TSJ = {  # a tenant association chairman's notes
    "heads": ["ТСЖ, записи председателя, {date}", "{u_tsj} — на заседание правления"],
    "bodies": [
        "кв {u_flat} — {fi_low}, долг {u_sum}, обещал{g:|а} погасить до {date}, тел {u_phone}",
        "{fio2} продаёт квартиру, новый собственник {fio3} — {u_bday3} г.р., паспорт "
        "{u_passport3} (для реестра)",
        "{dim4} из 2 подъезда — ключи от подвала, летом на даче: {u_addr_snt4}",
        "акт осмотра стояка — пригласить {io_acc5}",
        "счёт ТСЖ {org_account}, {bank}, ИНН {org_inn} — раздать новым собственникам",
        "ДР у {fi_gen6} — {u_bday_dm6}, цветы от совета дома",
        "{u_uk}: {u_landline}, аварийка {u_landline_b}",
        "хомяк в вентиляции (кв {u_flat}) — не наша зона, пусть решают сами",
        "{f_up7} — жалоба на шум, ответить письменно на {u_mail_tsj}",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_MIXED_HOTEL = {  # a hotel's registration card for foreign guests
    "companies": ["ООО «Гостиница Урал-Азия»"],
    "foreign": (1, 2),
    "kin": (2,),
    "ordered": True,
    "heads": ["{company}\nREGISTRATION CARD / КАРТА ГОСТЯ  № {u_booking}"],
    "bodies": [
        "Surname / Фамилия: {u_icao_f} / {f_up}",
        "Given name / Имя: {u_icao_i} / {i}",
        "Birth date / Дата рожд.: {u_bday_en}",
        "Citizenship / Гражданство: Uzbekistan / Узбекистан",
        "Passport / Паспорт: {u_fpassport}, valid till {date}",
        "Permanent address / Адрес постоянного проживания: {u_addr_abroad}",
        "Mobile / Телефон: {u_phone_uz}   E-mail: {email}",
        "Accompanying person / Сопровождающее лицо: {u_icao2}, {u_bday_en2}, {u_fpassport2}",
        "Arrival / Заезд: {date} {time}   Nights / Ночей: {n}   Room / Номер 412",
        "Host / Принимающая сторона: {company}, ИНН {org_inn}, {u_office}, tel. {u_landline}, "
        "{u_mail_hotel}",
        "Receptionist / Администратор: {if3}",
    ],
    "tails": ["Signature / Подпись ______", "Guest signature ______ {u_icao}"],
    "count": (8, 11),
}

_MIXED_VISA = {  # a travel agency's visa questionnaire in Latin and Russian
    "companies": ["ООО «Визит-Тур Оренбург»"],
    "spouse": 2,
    "kin": (2, 3),
    "children": (3,),
    "years": {3: (2011, 2019)},
    "ordered": True,
    "heads": ["{company} · Visa questionnaire / Анкета для визы (Italia)"],
    "bodies": [
        "1. Surname / Фамилия: {u_icao_f} ({f})",
        "2. Name / Имя: {u_icao_i}",
        "4. Date of birth (DD-MM-YYYY) / Дата рождения: {u_bday_dash}",
        "7. Passport No / № загранпаспорта: {u_zagran}, issued {date}",
        "8. Home address / Домашний адрес: {u_addr_lat}\n   (по-русски: {u_addr})",
        "9. Phone / Телефон: {u_phone}, e-mail: {email}",
        "10. Employer / Работодатель: {u_employer}, {u_office_b}, tel. {u_landline}",
        "11. Spouse / Супруг(а): {u_icao2}, {u_bday_iso2}",
        "12. Children / Дети: {fi3} {u_bday_iso3}, загран {u_zagran3}",
        "Purpose / Цель поездки: tourism, Rimini; hotel booking {u_booking}",
        "Менеджер: {fi4}, {u_mail_tour}, {hotline}. Сервисный сбор {u_sum}",
    ],
    "tails": ["Подпись заявителя ______ {u_lat}"],
    "count": (8, 11),
}

_MIXED_DMS = {  # an employer's list of people insured under a ДМС policy, in CSV
    "companies": ["АО «СК «Степь-Мед»"],
    "kin": (4,),
    "children": (4,),
    "years": {4: (2010, 2020)},
    "ordered": True,
    "heads": [
        "Приложение № 1 к договору ДМС № {u_dms}\nСписок застрахованных ({u_employer})\n"
        "n;fio;dob;sex;policy;phone;address;program",
    ],
    "bodies": [
        '1;{fio};{u_bday};{g:М|Ж};{u_policy};{u_phone};"{u_addr}";Стандарт+Стоматология',
        "2;{fio_up2};{u_bday_iso2};{g2:M|F};{u_policy_b};{u_phone_plain2};{u_addr_lat2};Standard",
        '3;{fio3};{u_bday_odd3};{g3:М|Ж};{u_policy_c};{u_phone3};"{u_addr_short3}";Стандарт',
        "4;{fio4} (ребёнок сотр. {f_io});{u_bday4};{g4:М|Ж};прикрепление к полису {u_policy};"
        ";;Детская",
        "Страхователь: {u_employer}, ИНН {org_inn}, КПП {kpp}",
        "Страховщик: {company}, пульт {hotline}, {u_mail_dms}",
        "Итого застрахованных: 4; страховая премия {u_sum}",
    ],
    "count": (7, 7),
}

_MIXED_MFO = {  # a microfinance company's CRM export in JSON
    "companies": ["ООО МКК «Степной займ»"],
    "spouse": 2,
    "ordered": True,
    "heads": ["GET /crm/api/v1/applications/{u_loan}  → 200 OK"],
    "bodies": [
        '{"application_id": "{u_loan}", "product": "PDL-30", "amount": "{u_sum}",',
        '"client": {"last_name": "{f}", "first_name": "{i}", "middle_name": "{o}", '
        '"birth_date": "{u_bday_iso}",',
        '"passport": {"series": "{u_pass_ser}", "number": "{u_pass_num}"},',
        '"phone": "{u_phone_plain}", "email": "{email}", "inn": "{inn}", "snils": "{u_snils}",',
        '"reg_address": "{u_addr}", "fact_address_raw": "{u_addr_chat}", "card": "{card}"},',
        '"contact": {"name": "{u_lat2}", "relation": "spouse", "phone": "{u_phone2}"},',
        '"employer": {"name": "{u_employer}", "inn": "{org_inn}", "phone": "{u_landline}"},',
        '"decision": "approved", "score": 612, "comment": "клиент {fio_low}, звонить после '
        '{time}, на работу не звонить"}',
        "lender: {company}, ОГРН {ogrn}, {u_mail_mfo}",
    ],
    "count": (7, 9),
}

FRAMES_H5: dict[str, dict[str, Any]] = {
    "form": {"variants": [_FORM_LOAN, _FORM_KINDERGARTEN, _FORM_TRADEIN, _FORM_HUNTING]},
    "dialogue": {
        "variants": [_DIALOGUE_COLLECTOR, _DIALOGUE_TSJ, _DIALOGUE_RECRUITER, _DIALOGUE_EMERGENCY]
    },
    "email": {"variants": [_EMAIL_ONBOARDING, _EMAIL_SFR, _EMAIL_KINDERGARTEN, _EMAIL_TRADEIN]},
    "ocr": {"variants": [_OCR_MATERNITY, _OCR_POWER, _OCR_SUMMONS, _OCR_NOTARY]},
    "note": {"variants": [_NOTE_DRIVER, _NOTE_AMBULANCE, _NOTE_TRADEIN, _NOTE_TSJ]},
    "mixed": {"variants": [_MIXED_HOTEL, _MIXED_VISA, _MIXED_DMS, _MIXED_MFO]},
}
