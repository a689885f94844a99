"""Sentence frames of the eleventh dev round (round11.py): four situations a genre (text n takes
variant (n - 1) % 4). `kin` share person 1's surname and home, `children` their father's name as
patronymic; `sums` bounds the amounts, `part` gives a second amount as a share of the first."""

from __future__ import annotations

_FORM = [
    {  # a mobile operator's SIM-card contract
        "heads": [
            "{company}\nДОГОВОР № {k_sim} об оказании услуг подвижной радиотелефонной связи\n"
            "(абонент — физическое лицо)   г. Архангельск, {date}\n"
            "Абонент (Ф.И.О. полностью): {fio_up}"
        ],
        "bodies": [
            "Дата рождения: {k_bday}      Место рождения: г. Вельск Архангельской обл.",
            "Документ: паспорт РФ серия {k_pass_ser} номер {k_pass_num}, выдан {k_issuer} "
            "{date}, код подразделения {k_kp}",
            "Адрес регистрации: {k_addr}",
            "Контактный телефон (другого оператора): {k_phone}",
            "E-mail для счетов и уведомлений: {k_email}",
            "Выделенный абонентский номер: {k_msisdn}",
            "SIM-карта ICCID {k_iccid}, тариф «Поморский безлимит», абонентская плата {k_sum} в "
            "месяц",
            "Доверенное лицо для восстановления SIM-карты: {fio2}, {k_phone2}",
            "С условиями оказания услуг ознакомлен{g:|а}. Подпись абонента ________ /{k_f_io}/",
        ],
        "tails": [
            "Оператор: {company}, ИНН {k_inn}, КПП {k_kpp}, ОГРН {k_ogrn}\nЮр. адрес: {k_office}\n"
            "Справочная служба {hotline}, {k_mailbox}\nДоговор оформил: {k_f_io3}, салон связи "
            "{k_salon}, тел. {k_landline}"
        ],
        "count": (8, 9),
        "kin": (2,),
        "spouse": 2,
        "sums": (390, 990),
        "roles": ("abonent", "info"),
        "companies": ["ООО «Беломор Телеком»"],
    },
    {  # a motor insurance (ОСАГО) application with the list of drivers
        "heads": [
            "В {company}\nЗАЯВЛЕНИЕ о заключении договора обязательного страхования гражданской "
            "ответственности владельцев транспортных средств от {date}\n1. Страхователь: {fio}"
        ],
        "bodies": [
            "   дата рождения {k_bday}, паспорт {k_pass}",
            "   адрес: {k_addr}, тел. {k_phone}, e-mail {email}",
            "2. Собственник ТС: {fio2}, {k_bday_iso2}",
            "3. Транспортное средство: Лада Гранта, VIN {k_vin}, гос. рег. знак {k_plate}, "
            "2019 г.в., цель использования — личная",
            "4. Лица, допущенные к управлению:\n   1) {fio}, стаж с {k_since}\n   2) {fio3}, "
            "{k_bday3}, стаж с {k_since}\n   3) {f_io4}, д.р. {k_bday_odd4}",
            "5. Срок страхования: 1 год с {date}. Страховая премия {k_sum}",
            "6. Предыдущий договор: полис {k_policy}, страховых случаев не было",
        ],
        "tails": [
            "Подпись страхователя ______ /{k_f_io}/\nЗаявление принял агент {f_io5}, "
            "{k_landline}\n{company}, ИНН {k_inn}, ОГРН {k_ogrn}, горячая линия {hotline}"
        ],
        "count": (6, 7),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1962, 1982), 2: (1962, 1982), 3: (1999, 2006)},
        "sums": (4200, 18900),
        "companies": ["АО «СК Двина-Полис»"],
    },
    {  # a dentist's patient card
        "heads": [
            "{company}\nМЕДИЦИНСКАЯ КАРТА СТОМАТОЛОГИЧЕСКОГО БОЛЬНОГО № {k_medcard}\n"
            "Лицензия № {k_lic}\nФ.И.О. пациента: {fio}"
        ],
        "bodies": [
            "Пол: {g:муж.|жен.}     Дата рождения: {k_bday_odd}",
            "Адрес: {k_addr_short}",
            "Телефон: {k_phone}   e-mail: {k_email}",
            "Полис ОМС: {k_oms}    СНИЛС: {snils}",
            "Контактное лицо: {g2:муж|жена} — {io2}, {k_phone2}",
            "Аллергологический анамнез: новокаин. Сопутствующие: гипертоническая болезнь",
            "Диагноз: K02.1 кариес дентина 36, 37; K05.1 хронический гингивит",
            "{date}: лечение 36, пломба Filtek Z550, анестезия ультракаин 1,7. Врач {k_f_io3}",
            "Стоимость лечения {k_sum}, оплачено картой. Договор на оказание платных медицинских "
            "услуг № {contract}",
        ],
        "tails": ["{company}, ИНН {k_inn}, {k_office}, регистратура {k_landline}"],
        "count": (7, 9),
        "kin": (2,),
        "spouse": 2,
        "sums": (3500, 48000),
        "companies": ["ООО «Стоматология Жемчуг»"],
    },
    {  # a registry office's marriage application (form No. 7)
        "heads": [
            "В {k_zags}\nЗАЯВЛЕНИЕ О ЗАКЛЮЧЕНИИ БРАКА (форма № 7)\nПросим произвести "
            "государственную регистрацию заключения брака.\n"
            "Фамилия, имя, отчество: он — {fio_up}; она — {fio_up2}"
        ],
        "bodies": [
            "Дата рождения: он — {k_bday_words}; она — {k_bday_words2}",
            "Место рождения: он — г. Северодвинск Архангельской обл.; она — г. Котлас",
            "Гражданство: Российская Федерация; Российская Федерация. Ранее в браке: нет; нет",
            "Документ, удостоверяющий личность: он — паспорт {k_pass}; она — паспорт серия "
            "{k_pass_ser2} № {k_pass_num2}",
            "Место жительства: он — {k_addr}; она — {k_addr_village2}",
            "Фамилии после заключения брака: он — {f}; она — {k_wife}",
            "Регистрация {date} в 12:40, в торжественной обстановке. Госпошлина {k_sum} уплачена, "
            "УИН {k_uin}",
            "Контактные телефоны: {k_phone}, {k_phone2}",
        ],
        "tails": [
            "Подписи лиц, вступающих в брак: ________ {k_f_io}   ________ {k_f_io2}\n"
            "Заявление принял: ведущий специалист {f_io3}\nАдрес отдела: {k_office}, тел. "
            "{k_landline}"
        ],
        "count": (7, 8),
        "men": (1,),
        "spouse": 2,
        "years": {1: (1985, 2001), 2: (1988, 2003)},
        "sums": (5000, 5000),
    },
]

_DIALOGUE = [
    {  # a mobile operator's support chat about a lost SIM card
        "heads": [
            "{company} · чат поддержки · {k_day}\nКлиент: добрый вечер, потерял{g:|а} телефон, "
            "номер {k_msisdn}, как заблокировать симку\nБот: Здравствуйте! Для блокировки номера "
            "назовите ФИО владельца\nКлиент: {fio_low}"
        ],
        "bodies": [
            "Оператор: Добрый вечер, меня зовут {i3}. Подскажите паспортные данные, на которые "
            "оформлен договор",
            "Клиент: серия {k_pass_ser}, номер {k_pass_num}",
            "Оператор: Спасибо, {io}. Номер заблокирован. Договор № {k_sim}",
            "Клиент: а восстановить где можно? на {k_salon} есть салон?",
            "Оператор: Да, там. С паспортом, замена SIM-карты стоит {k_sum}. Может прийти "
            "доверенное лицо по нотариальной доверенности",
            "Клиент: сходит {g2:муж|жена}, {fi2}, доверенность есть",
            "Клиент: и ещё, мне на {k_email} приходят счета за чужой номер {k_phone4}",
            "Оператор: Проверю и отвечу письмом. Номер обращения {k_ticket}. Если что — {hotline}",
        ],
        "count": (7, 8),
        "kin": (2,),
        "spouse": 2,
        "sums": (100, 300),
        "companies": ["ООО «Беломор Телеком»"],
    },
    {  # a school's parents' WhatsApp chat, exported
        "heads": [
            "Чат WhatsApp с «{k_class} родители»\n[{k_day}, 18:41:05] {io4} (кл. рук.): Уважаемые "
            "родители! В субботу экскурсия в Малые Корелы, сбор в 8:30 у школы. Взнос {k_sum}\n"
            "[{k_day}, 18:43:17] Мама {dim_gen}: {io4}, а {dim_low} у нас с температурой, справку "
            "принесём"
        ],
        "bodies": [
            "[{k_day}, 18:44:02] {k_phone7}: Добрый вечер! А деньги кому сдавать?",
            "[{k_day}, 18:45:40] {io4} (кл. рук.): Деньги сдаём {io_dat2} или переводом по номеру "
            "{k_phone2}",
            "[{k_day}, 18:47:11] Папа {dim_gen3}: {dim3} тоже поедет, {k_sum} перевёл",
            "[{k_day}, 18:52:29] Мама {dim_gen}: {k_voc5}, спасибо, получила! кстати у {dim_gen} "
            "день рождения {k_bday_dm}, зовём всех в субботу после экскурсии",
            "[{k_day}, 18:53:03] Папа {dim_gen3}: придём! {dim_dat} привет от {dim_gen3}",
            "[{k_day}, 19:05:44] {io4} (кл. рук.): Автобус {k_plate}, водитель {i6}, номер "
            "водителя скину утром",
            "[{k_day}, 19:06:10] {io4} (кл. рук.): {fi_dat3} и {fi_dat} принести сменку, в музее "
            "бахилы платные",
            "[{k_day}, 19:20:58] Мама {dim_gen}: кошка Муська родила котят, кому нужен котёнок — "
            "пишите в личку",
        ],
        "count": (7, 8),
        "kin": (2,),
        "women": (2, 4),
        "men": (5, 6),
        "years": {1: (2013, 2016), 2: (1978, 1992), 3: (2013, 2016)},
        "sums": (800, 2500),
    },
    {  # a seller's chat on a classifieds site
        "heads": [
            "Объявление «Коляска 2 в 1, б/у, зима-лето» · {k_sum}\nЧат с покупателем\n"
            "{k_lat_dim2}: Здравствуйте, коляска ещё продаётся?\n{i}: Добрый день, да"
        ],
        "bodies": [
            "{k_lat_dim2}: можно посмотреть сегодня? меня {i2} зовут",
            "{i}: можно после 18. адрес {k_addr_inf}, домофон не работает, позвоните",
            "{k_lat_dim2}: а торг уместен?",
            "{i}: небольшой, за {k_sum_b} отдам",
            "{k_lat_dim2}: хорошо. мой номер {k_phone2}, если что спросите {dim_acc2}",
            "{i}: я {dim}, мой {k_phone}. если не отвечу — звоните {g3:мужу|жене}, {dim_dat3}, "
            "{k_phone3}",
            "{i}: у подъезда бабушки морошку продают, не перепутайте, нам в соседний",
            "{i}: в выходные мы на даче, {k_addr_snt}, можно туда подъехать",
            "Система: Не переводите предоплату и не переходите по ссылкам. Поддержка: {k_mailbox}",
        ],
        "count": (8, 9),
        "kin": (3,),
        "spouse": 3,
        "sums": (4000, 25000),
        "part": (0.8, 0.95),
        "roles": ("help",),
        "companies": ["ООО «Доска Поморья»"],
    },
    {  # a chat typed in transliteration: a tenant and a landlady
        "heads": [
            "WhatsApp: chat s {k_lat_fi2}\n[{k_day} 10:14] {k_phone}: privet, eto {k_lat_chat}, "
            "moy nomer etot, ya po obyavleniyu pro komnatu"
        ],
        "bodies": [
            "[{k_day} 10:20] {k_lat_fi2}: zdravstvuyte, {k_lat_dim}. komnata svobodna, {k_sum} v "
            "mesyats + svet",
            "[{k_day} 10:21] {k_phone}: a adres kakoy tochno?",
            "[{k_day} 10:25] {k_lat_fi2}: {k_addr_lat_chat2}, 3 etazh, lift ne rabotaet",
            "[{k_day} 10:27] {k_phone}: mne registratsiya nuzhna, seychas zhivu na "
            "{k_addr_lat_chat}",
            "[{k_day} 10:31] {k_lat_fi2}: sdelaem. napishite seriyu i nomer pasporta dlya dogovora",
            "[{k_day} 10:33] {k_phone}: {k_pass}, dr {k_bday_lat}",
            "[{k_day} 10:35] {k_lat_fi2}: dogovor prishlyu na pochtu. moya {k_email2}, ya "
            "{k_lat_full2}",
            "[{k_day} 10:36] {k_phone}: spasibo! a kota mozhno? ego zovut Kesha",
            "[{k_day} 10:38] {k_lat_fi2}: kota mozhno)",
        ],
        "count": (8, 9),
        "women": (2,),
        "sums": (12000, 24000),
    },
]

_EMAIL = [
    {  # a realtor forwards the register's extract of a flat with several owners (Outlook)
        "heads": [
            "From: {fi} <{email}>\nSent: {k_day} 10:42\nTo: {k_mailbox}\n"
            "Subject: FW: выписка ЕГРН, {k_addr_short}"
        ],
        "bodies": [
            "Добрый день, {io2}!\nПересылаю выписку из Росреестра. Собственников трое, доли ниже.",
            "Собственники: {fio} — 1/2; {g3:сын|дочь} {fio3}, {k_bday_iso3} — 1/4; мама "
            "{fio4} ({k_year4} г.р.) — 1/4.",
            "Продаём квартиру по адресу {k_addr}, кадастровый номер {k_cad}, цена {k_sum}.",
            "Так как {dim3} несовершеннолетн{g3:ий|яя}, нужно согласие органа опеки — {k_opeka}.",
            "Мама приехать не сможет, доверенность оформим у нотариуса, её паспорт {k_pass4}.",
            "-----Original Message-----\nFrom: noreply@rosreestr.gov.ru\nSent: {date} 9:15\n"
            "To: {email}\nSubject: Выписка из ЕГРН № {k_egrn}",
            "> Уважаем{g:ый|ая} {io}! Выписка по Вашему запросу во вложении.\n> {k_rosreestr}, "
            "{k_office}, тел. {k_landline}",
        ],
        "tails": ["--\n{fi}\n{k_phone}"],
        "count": (6, 7),
        "kin": (3, 4),
        "children": (3,),
        "women": (4,),
        "years": {1: (1968, 1986), 3: (2009, 2016), 4: (1944, 1958)},
        "sums": (2500000, 7800000),
        "roles": ("deals", "office"),
        "companies": ["АН «Двинская усадьба»"],
    },
    {  # an insurer's policy forwarded to the family (Outlook, Russian headers)
        "heads": [
            "От: {fi} <{k_email}>\nОтправлено: {date} 21:07\nКому: {fi2} <{email2}>\n"
            "Тема: Пересл.: Ваш электронный полис ОСАГО {k_policy}"
        ],
        "bodies": [
            "{k_voc2}, вот полис, распечатай, положи в бардачок. Вписал{g:|а} тебя и {dim_acc3}.",
            "Начало переадресованного сообщения:\nОт: {company} <{k_mailbox}>\nДата: {date}\n"
            "Тема: Ваш электронный полис ОСАГО",
            "Уважаем{g:ый|ая} {io}, благодарим за выбор нашей компании.\nДоговор ОСАГО {k_policy} "
            "заключён на 1 год, начало действия {date}. Страховая премия: {k_sum}.",
            "Лица, допущенные к управлению: {f_io_up}; {f_io_up2}; {f_io_up3}.",
            "Транспортное средство: Лада Веста, г/н {k_plate}. Собственник: {fio_up}, {k_bday}.",
            "При ДТП звоните {hotline}. {company}, ИНН {k_inn}, КПП {k_kpp}, {k_office}.",
        ],
        "tails": ["Это письмо сформировано автоматически."],
        "count": (5, 6),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1962, 1982), 2: (1962, 1982), 3: (1999, 2006)},
        "sums": (4200, 18900),
        "roles": ("osago", "noreply"),
        "companies": ["АО «СК Двина-Полис»"],
    },
    {  # a funeral agency confirms an order
        "heads": ["Тема: Заказ № {k_order} — организация похорон\nОт: {k_mailbox}\nКому: {email}"],
        "bodies": [
            "{g:Уважаемый|Уважаемая} {io}, примите наши соболезнования.",
            "Подтверждаем заказ на организацию похорон {fio_gen2}, {k_bday_words2} года рождения, "
            "умерш{g2:его|ей} {date}.",
            "Прощание {date} в 11:00, зал прощания по адресу {k_office}; захоронение на "
            "Жаровихинском кладбище, {g2:рядом с женой|рядом с мужем}.",
            "Состав заказа: гроб, венки (2 шт.), автокатафалк, бригада носильщиков. Итого {k_sum}, "
            "предоплата {k_sum_b}.",
            "Для пособия на погребение: паспорт заказчика ({k_pass}), справка о смерти, СНИЛС "
            "умерш{g2:его|ей} {snils2}.",
            "Ваш агент: {fi3}, {k_phone3} (круглосуточно).",
            "Оплата: {company}, ИНН {k_inn}, р/с {org_account}, {bank}, БИК {bik}.",
        ],
        "tails": ["С уважением,\n{company}\nдежурный диспетчер {k_landline}"],
        "count": (6, 7),
        "kin": (2,),
        "years": {1: (1955, 1980), 2: (1931, 1952)},
        "sums": (45000, 180000),
        "part": (0.2, 0.5),
        "roles": ("zakaz", "ritual"),
        "companies": ["ООО «Ритуальная служба Память»"],
    },
    {  # a police station's answer forwarded to a lawyer
        "heads": [
            "От: {fio} <{k_email}>\nКому: {fi2} <{email2}>\nТема: FW: уведомление о принятии "
            "заявления"
        ],
        "bodies": [
            "{io2}, добрый день! Пересылаю ответ из полиции по краже велосипеда.",
            "Напомню: заявление подавал{g:|а} я, {fio}, {k_bday}, живу {k_addr_short}.",
            "Подозреваю соседа из кв. {k_flat}, зовут {i3}, фамилию не знаю, телефон {k_phone3}.",
            "Велосипед Stels стоил {k_sum}, чек сохранился.",
            "> Уведомляем, что Ваше заявление зарегистрировано в КУСП {k_police} за № {k_kusp} от "
            "{date}.",
            "> Материал проверки передан участковому уполномоченному полиции {f_io_dat4}, тел. "
            "{k_landline}.\n> Адрес: {k_office}. Приём граждан: вт, чт с 17:00 до 19:00.",
        ],
        "tails": ["--\n{fi}\nтел. {k_phone}"],
        "count": (5, 6),
        "men": (3,),
        "sums": (8000, 60000),
    },
]

_OCR = [
    {  # an extract of the state register (ЕГРН): a flat with several owners, scanned
        "heads": [
            "ФИЛИАЛ ППК «РОСКАДАСТР» ПО АРХАНГЕЛЬСКОЙ ОБЛАСТИ И НЕНЕЦКОМУ АВТОНОМНОМУ ОКРУГУ\n"
            "Выписка из Единого государственного реестра недвижимости об объекте недвижимости\n"
            "Дата {date}   № {k_egrn}"
        ],
        "bodies": [
            "Кадастровый номер: {k_cad}",
            "Адрес: {k_addr}",
            "Площадь, м2: 54,3    Кадастровая стоимость, руб.: {k_sum}",
            "1.1 Правообладатель: {fio}, {k_bday_dot}, паспорт гражданина Российской Федерации "
            "серия {k_pass_ser} № {k_pass_num}, СНИЛС {snils}",
            "Вид, номер и дата государственной регистрации права: общая долевая собственность, "
            "1/2, № {k_regno} от {date}",
            "1.2 Правообладатель: {fio2}, {k_bday_dot2}, СНИЛС {snils2}\nобщая долевая "
            "собственность, 1/4, № {k_regno_b}",
            "1.3 Правообладатель: {fio_up3}, {k_bday_dot3}\nобщая долевая собственность, 1/4",
            "Ограничение прав: ипотека в силу закона в пользу {k_bank_org}, ИНН {k_inn}",
        ],
        "tails": ["Государственный регистратор ФГИС ЕГРН {f_io4}   ПОДПИСЬ ЭП"],
        "count": (8, 8),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1968, 1990), 2: (1968, 1990), 3: (2008, 2016)},
        "sums": (1800000, 5200000),
    },
    {  # a statement to the police, handwritten on a form and scanned
        "heads": ["Начальнику {k_police}\nполковнику полиции {f_io_dat4}"],
        "bodies": [
            "от гр. {fio_gen}, {k_year} г.р.,\nпроживающ{g:его|ей} по адресу: {k_addr},\n"
            "контактный телефон {k_phone}",
            "Ф.И.О. заявителя печатными буквами: {k_spaced}",
            "ЗАЯВЛЕНИЕ",
            "Прошу привлечь к ответственности неизвестное лицо, которое {date} в период с 14:00 "
            "до 18:00 из подъезда дома по адресу {k_addr_short} похитило принадлежащий мне "
            "велосипед стоимостью {k_sum}.",
            "Подозреваю соседа {fi_acc2}, {k_year2}гр, он ранее предлагал купить велосипед.",
            "Об уголовной ответственности за заведомо ложный донос по ст. 306 УК РФ "
            "предупрежден{g:|а}.",
            "{date}   Подпись ______ /{k_f_io}/",
            "Заявление принял УУП ОУУП и ПДН {f_io3}. Зарегистрировано в КУСП № {k_kusp} от {date}",
        ],
        "count": (8, 8),
        "men": (2, 4),
        "sums": (8000, 60000),
    },
    {  # a notice of arrival of a foreign citizen, filled in by the host and scanned
        "heads": [
            "УВЕДОМЛЕНИЕ\nо прибытии иностранного гражданина или лица без гражданства в место "
            "пребывания\n1. Сведения о лице, подлежащем постановке на учёт по месту пребывания"
        ],
        "bodies": [
            "Фамилия  {k_box_f}\nИмя  {k_box_i}\nОтчество  {k_box_o}",
            "ФИО латиницей (как в паспорте): {k_icao}",
            "Гражданство: КЫРГЫЗСТАН      Дата рождения: {k_bday_box}",
            "Пол: {g:мужской|женский}      Место рождения: КЫРГЫЗСТАН, Г. ОШ",
            "Документ, удостоверяющий личность: вид ПАСПОРТ  серия и № {k_kgpass}  дата выдачи "
            "{date}",
            "Цель въезда: РАБОТА    Профессия: ПОДСОБНЫЙ РАБОЧИЙ    Тел.: {k_phone}",
            "2. Адрес места пребывания: {k_addr2}",
            "3. Сведения о принимающей стороне: физическое лицо\nФ.И.О. принимающего: {fio_up2}"
            "\nДата рождения: {k_bday2}   Паспорт: {k_pass2}\nАдрес: {k_addr2}   Тел.: {k_phone2}",
        ],
        "tails": [
            "Отметка о приёме: {k_migr}, {date}\nПодпись принимающей стороны ________ {k_f_io2}"
        ],
        "count": (8, 8),
        "foreign": (1,),
        "years": {1: (1986, 2004)},
    },
    {  # a library's reader card, scanned
        "heads": [
            "{k_library}\nРЕГИСТРАЦИОННАЯ КАРТОЧКА ЧИТАТЕЛЯ     Читательский билет № {k_card_id}"
        ],
        "bodies": [
            "Фамилия {f_spaced}\nИмя {i}      Отчество {o}",
            "Год рождения {k_year}",
            "Адрес регистрации: {k_addr}",
            "Домашний телефон —, мобильный {k_phone}",
            "Паспорт {k_pass}",
            "Записан{g2:|а} также {g2:внук|внучка}: {fi2}, {k_bday_iso2}",
            "Выдано {date}: «Поморская кухня», «Морошка и брусника: сбор и заготовка», «Старый "
            "Архангельск»",
            "С правилами пользования библиотекой ознакомлен{g:|а}  {date}  ________ {k_f_io}",
        ],
        "tails": ["Запись произвела библиотекарь {f_io3}"],
        "count": (7, 8),
        "kin": (2,),
        "women": (3,),
        "years": {1: (1944, 1960), 2: (2013, 2019)},
    },
]

_NOTE = [
    {  # a district police officer's working notes
        "heads": ["Записи УУП, адм. участок № {n}, {date}"],
        "bodies": [
            "- опросил гр. {fio_low}, {k_year} г.р., прож. {k_addr_inf} — по шуму из кв. выше, "
            "пояснил{g:|а}, что шумят ночью",
            "- {fi_dat2} (кв. {k_flat}) вручить предостережение, тел {k_phone2}",
            "- у {f_gen3} собака (кличка Граф) без намордника гуляет у школы, составить протокол",
            "- заявление {f_io_gen4} — КУСП {k_kusp}, кража велосипеда, срок проверки до {date}",
            "- {io5} (старшая по дому) просила проверить подвал, её тел. {k_phone5}",
            "- {f_acc6} проверить: паспорт {k_pass6}, прописан {k_addr_short6}, {k_year6}гр, "
            "ранее судим",
            "- жалоба на шум у магазина на Тимме, выезжал, нарушений нет",
            "- кража дров у {f_gen8}, {k_addr_vil8}, выехать в субботу",
            "- {dim7} из ППС обещал{g7:|а} помочь с рейдом в пятницу",
        ],
        "count": (5, 7),
        "women": (5,),
    },
    {  # a funeral agency's agent's notes from a call
        "heads": ["Вызов {date}, {time}. Заметки агента"],
        "bodies": [
            "умерш{g:ий|ая}: {fio}, {k_year} г.р. (по паспорту {k_bday_odd}), дома, адрес "
            "{k_addr_inf}",
            "заказчик — {g2:сын|дочь} {fi2}, тел {k_phone2}, паспорт {k_pass2}",
            "ещё {g3:внук|внучка} {dim3}, {k_phone3}, звонить {dim_dat3} если {g2:сын|дочь} молчит",
            "место на Жаровихинском, {g:с женой (похоронена|с мужем (похоронен} в 2011)",
            "прощание {date}, отпевание в храме, автобус на 20 человек",
            "сумма по заказу {k_sum}, предоплата {k_sum_b} картой, заказ-наряд № {k_order}",
            "пособие на погребение через СФР — копия СНИЛС {snils}",
        ],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 3),
        "children": (2,),
        "years": {1: (1930, 1950), 2: (1955, 1975), 3: (1995, 2006)},
        "sums": (45000, 180000),
        "part": (0.2, 0.5),
    },
    {  # a realtor's notes on the sale of a flat with several owners
        "heads": ["Сделка {k_addr_short} — заметки"],
        "bodies": [
            "собственники (доли): {f_io} 1/2, {f_io2} 1/4, {dim3} (несоверш., {k_bday_iso3}) 1/4",
            "{io_dat}: взять свежую выписку ЕГРН, старая от {date}",
            "созвониться с {fi_ins2} {k_phone2} — живёт в Северодвинске, приедет только {date}",
            "опека: выделить {dim_dat3} долю в новой квартире, ДДУ № {contract}",
            "покупатель {fio4}, ипотека {k_bank_org}, одобрено {k_sum}",
            "нотариус на {k_office}, к 11:00, {k_landline}",
            "у продавцов ещё дача, {k_addr_snt} — тоже хотят продать",
            "ДР у {dim_gen} {k_bday_dm} — поздравить!",
        ],
        "count": (6, 8),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1972, 1990), 2: (1972, 1990), 3: (2010, 2017)},
        "sums": (2500000, 7800000),
    },
    {  # a dentist's day notes
        "heads": ["Приём {date}, каб. {n}"],
        "bodies": [
            "09:00 {f_io} — 36 пульпит, эндо 2-е посещение, след. {date}",
            "09:40 {io_dat2} снять швы, всё хорошо. звонить {k_phone2}",
            "10:30 ребёнок {fi3}, {k_year3} г.р., с мамой — адаптационный приём, боится",
            "11:15 {fio_up4} — не {g4:пришёл|пришла}, перезвонить {k_phone4}",
            "12:00 {f_io5}: удаление 48, направление на ОПТГ № {k_rx}",
            "медсестра {dim6} — заказать Filtek A2 и карпулы, в каб. 2 перегорела лампа",
            "{fi7} (ДР {k_bday_dm7}) — скидка 10% по акции «именинник»",
            "техник: коронка для {fi_gen8} готова, {k_sum}",
        ],
        "count": (5, 7),
        "ordered": True,
        "women": (6,),
        "years": {3: (2016, 2021)},
        "sums": (3500, 48000),
    },
]

_MIXED = [
    {  # a tour operator's passenger list in Latin
        "heads": [
            "{company} | PASSENGER LIST\nTour {k_tour}  ARKHANGELSK (ARH) — ANTALYA (AYT), dep. "
            "{k_dep}"
        ],
        "bodies": [
            "No;SURNAME;NAME;DOB;SEX;PASSPORT;PHONE",
            "1;{k_icao_f};{k_icao_i};{k_bday_mrz};{g:M|F};{k_zagran};{k_phone}",
            "2;{k_icao_f2};{k_icao_i2};{k_bday_mrz2};{g2:M|F};{k_zagran2};",
            "3;{k_icao_f3};{k_icao_i3};{k_bday_mrz3};{g3:M|F};{k_zagran3};CHD",
            "4;{k_icao_f4};{k_icao_i4};{k_bday_mrz4};{g4:M|F};{k_zagran4};{k_phone4}",
            "Contact: {if_lat}, {k_phone}, {email}",
            "Home address (insurance): {k_addr_lat}",
            "Hotel: Club Sera 5*, 2 ADL + 1 CHD, total {k_sum}. Hotline {hotline}, {k_mailbox}",
        ],
        "count": (8, 8),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1975, 1992), 2: (1975, 1992), 3: (2013, 2020)},
        "sums": (120000, 460000),
        "roles": ("booking", "docs"),
        "companies": ["ООО «Туроператор Северное сияние»"],
    },
    {  # a gym's turnstile log in CSV
        "heads": [
            "# export access_log {k_day} club={company}\ntimestamp,card_id,member,phone,event"
        ],
        "bodies": [
            "{k_day} 06:58:12,{k_card_id},{fio},{k_phone},IN",
            "{k_day} 07:03:40,{k_card_id2},{k_lat_fi2},{k_phone2},IN",
            "{k_day} 07:15:09,{k_card_id3},{f_io_up3},,DENIED (абонемент истёк {date})",
            "{k_day} 08:01:55,{k_card_id},{fio},{k_phone},OUT",
            "{k_day} 08:20:31,GUEST,{fi4} (гость {f_gen2}),{k_phone4},IN",
            "# members.csv: {k_card_id};{fio};{k_bday_iso};{k_addr_lat_csv};{k_email}",
            "# club: {company}, ИНН {k_inn}, {k_office}, {k_landline}; абонемент {k_sum}/мес",
        ],
        "count": (6, 7),
        "sums": (1900, 4500),
        "companies": ["ООО «Фитнес Помор»"],
    },
    {  # a dental clinic's Telegram booking bot, exported as JSON
        "heads": [
            '{"name": "Жемчуг: запись", "type": "bot_chat", "id": {k_chat_id}, "messages": ['
        ],
        "bodies": [
            '{"id": 1, "date": "{k_isoday}T09:12:03", "from": "Жемчуг: запись", "text": '
            '"Здравствуйте! Введите ФИО пациента"},',
            '{"id": 2, "date": "{k_isoday}T09:12:40", "from": "{k_dimf}", "text": "{fio_low}"},',
            '{"id": 3, "date": "{k_isoday}T09:12:41", "from": "Жемчуг: запись", "text": '
            '"Дата рождения (ДД.ММ.ГГГГ)"},',
            '{"id": 4, "date": "{k_isoday}T09:13:02", "from": "{k_dimf}", "text": "{k_bday_odd}"},',
            '{"id": 5, "date": "{k_isoday}T09:13:30", "from": "{k_dimf}", "contact": '
            '{"first_name": "{dim}", "last_name": "{f}", "phone_number": "{k_phone_plus}"}},',
            '{"id": 6, "date": "{k_isoday}T09:13:31", "from": "Жемчуг: запись", "text": "Вы '
            'записаны к врачу {f_io2} на {date} 10:30. Адрес: {k_office}. Отмена: {k_landline}"},',
            '{"id": 7, "date": "{k_isoday}T09:14:55", "from": "{k_dimf}", "text": "а мужа тоже '
            'можно? {fio_acc3}, {k_bday3}"},',
            '{"id": 8, "date": "{k_isoday}T09:15:02", "from": "Жемчуг: запись", "text": '
            '"Заявка {k_ticket} передана администратору"}',
        ],
        "tails": ["]}"],
        "count": (8, 8),
        "women": (1,),
        "kin": (3,),
        "spouse": 3,
        "companies": ["ООО «Стоматология Жемчуг»"],
    },
    {  # a seafarer's CV in English
        "heads": ["CURRICULUM VITAE\n{k_lat_full}\nRank applied for: Able Seaman"],
        "bodies": [
            "Date of birth: {k_bday_en}     Place of birth: Arkhangelsk, Russia",
            "Permanent address: {k_addr_lat}",
            "Mobile: {k_phone_intl}     E-mail: {k_email}",
            "International passport: {k_zagran}, valid till {k_date_en}",
            "Education: {k_college}, 2009–2013",
            "Sea service: 2014–2019 r/v «Mikhail Somov»; 2019–2025 m/v «Kapitan Dranitsyn»",
            "Next of kin: {k_lat_fi2} ({g2:husband|wife}), {k_phone_intl2}",
            "Ф.И.О. (рус.): {fio}. Резюме направлено через {company}, {k_mailbox}",
        ],
        "count": (7, 8),
        "kin": (2,),
        "spouse": 2,
        "roles": ("crew", "cv"),
        "companies": ["ООО «Беломорский крюинг»"],
    },
]

# Chats, letters, scans and exports keep their lines' order; notes are jotted down in any order.
for _variant in (*_DIALOGUE, *_EMAIL, *_OCR, *_MIXED):
    _variant["ordered"] = True

FRAMES11 = {
    "form": {"variants": _FORM},
    "dialogue": {"variants": _DIALOGUE},
    "email": {"variants": _EMAIL},
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
