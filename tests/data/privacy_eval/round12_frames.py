"""Sentence frames of the twelfth dev round (round12.py): four situations a genre (text n takes
variant (n - 1) % 4). `kin` share person 1's surname and home, `children` their father's name as
patronymic; `sums` bounds the amounts, `part` gives a second amount as a share of the first."""

from __future__ import annotations

_VET = "ООО «Ветскорая Сахалин»"
_DONOR = "ГКУЗ «Сахалинская областная станция переливания крови»"
_SCHOOL = "АНО ДПО «Автошкола Островная»"
_YARD = "АО «Холмская судоверфь»"
_FISH = "СПК «Рыболовецкий колхоз Восток»"

_FORM = [
    {  # a veterinary ambulance's call card
        "heads": [
            "{company}\nКАРТА ВЫЗОВА № {p_vetcall}    дата {date}, время {time}\n"
            "Владелец животного (Ф.И.О.): {fio}"
        ],
        "bodies": [
            "Паспорт владельца (для договора): {p_pass}",
            "Адрес вызова: {p_addr}, подъезд {n}",
            "Телефон: {p_phone}; доп. тел. {p_phone2} ({g2:муж|жена} — {io2})",
            "Животное: кошка, кличка Пуша, 11 лет, вес {p_kg} кг. Чип № {p_chip}",
            "Жалобы: не ест второй день, рвота. Предв. диагноз: острый гастрит",
            "Оказано: осмотр, в/в инфузия, противорвотное. Итого {p_sum}, оплата картой",
            "Врач выездной бригады: {p_f_io3}; водитель {p_f_i4}",
            "С договором-офертой ознакомлен{g:|а}, претензий не имею ________ {p_f_io}",
        ],
        "tails": [
            "Исполнитель — {company}, ИНН {p_inn}, ОГРН {p_ogrn}\n{p_office}\nкруглосуточно "
            "{p_landline}, {hotline}, {p_mailbox}"
        ],
        "count": (7, 8),
        "kin": (2,),
        "spouse": 2,
        "men": (4,),
        "sums": (2500, 9800),
        "roles": ("call", "info"),
        "companies": [_VET],
    },
    {  # a blood donor centre's questionnaire
        "heads": [
            "{company}\nАНКЕТА ДОНОРА № {p_donor}\n(заполняется донором собственноручно, печатными "
            "буквами)\nФамилия {f_up}   Имя {i_up}   Отчество {o_up}"
        ],
        "bodies": [
            "Дата рождения {p_bday_odd}      Пол {g:М|Ж}",
            "Паспорт: серия {p_pass_ser} № {p_pass_num}, выдан {p_issuer}, к/п {p_kp}",
            "СНИЛС {snils}",
            "Адрес регистрации: {p_addr}",
            "Фактически проживаю (если не по прописке): {p_addr_village}",
            "Моб. телефон {p_phone}    e-mail {p_email}",
            "Место работы, должность: {p_rk}, матрос-обработчик",
            "Последняя кроводача {date}, гемоглобин {p_hb} г/л. Масса тела не менее 50 кг: да",
            "Даю согласие на обработку персональных данных и внесение в ЕДБ доноров  ______",
        ],
        "tails": [
            "Анкету проверил{g2:|а} врач-трансфузиолог {f_io2}\n{company}: {p_office}, "
            "регистратура {p_landline}, {p_mailbox}"
        ],
        "count": (7, 9),
        "years": {1: (1968, 2006)},
        "roles": ("donor", "priem"),
        "companies": [_DONOR],
    },
    {  # a driving school's enrolment form: a parent signs for a pupil of seventeen
        "heads": [
            "{company}\nЗАЯВЛЕНИЕ о приёме на обучение по программе профессиональной подготовки "
            "водителей ТС категории «В»\nДоговор № {p_school} от {date}\n"
            "Обучающ{g2:ийся|аяся}: {fio2}"
        ],
        "bodies": [
            "Дата рождения: {p_bday_words2}",
            "Паспорт гражданина РФ: {p_pass2}",
            "Зарегистрирован{g2:|а} по адресу: {p_addr2}",
            "Телефон обучающегося: {p_phone2}",
            "Законный представитель (отец): {fio}, паспорт {p_pass}, тел. {p_phone}",
            "Медицинское заключение серия {p_med} от {date}",
            "СНИЛС (для ФИС ГИБДД-М): {snils2}",
            "Группа {p_group}, мастер п/о {p_f_i3}, учебный автомобиль Лада Веста {p_plate}",
            "Стоимость обучения {p_sum}, первый взнос {p_sum_b}",
        ],
        "tails": [
            "Подпись обучающегося ______ {p_f_io2}   Подпись законного представителя ______ "
            "{p_f_io}\n{company}, ИНН {p_inn}, КПП {p_kpp}, {p_office}, {p_landline}, {p_mailbox}"
        ],
        "count": (7, 9),
        "men": (1, 3),
        "kin": (2,),
        "children": (2,),
        "years": {1: (1968, 1984), 2: (2008, 2009)},
        "sums": (45000, 72000),
        "part": (0.3, 0.5),
        "roles": ("info", "uchet"),
        "companies": [_SCHOOL],
    },
    {  # a bank's safe-deposit box lease
        "heads": [
            "{bank}\nЗАЯВЛЕНИЕ-АНКЕТА на аренду индивидуального банковского сейфа (ячейки)\n"
            "Договор аренды № {p_safe} от {date}\nАрендатор (Ф.И.О. полностью): {fio}"
        ],
        "bodies": [
            "Дата и место рождения: {p_bday}, г. Оха Сахалинской обл.",
            "Документ, удостоверяющий личность: паспорт {p_pass}, выдан {p_issuer} {date}, код "
            "подразделения {p_kp}",
            "ИНН {inn}",
            "Адрес регистрации: {p_addr}",
            "Телефон: {p_phone}, адрес электронной почты: {p_email}",
            "Ячейка № {p_cell}, размер 2, срок аренды 180 дней, плата {p_sum}, залог за ключ "
            "{p_sum_b}",
            "Доверенное лицо с правом доступа к сейфу: {fio2}, {p_bday2}, паспорт {p_pass2}",
            "Счёт арендатора для списания платы: {account}, БИК {bik}",
        ],
        "tails": [
            "Подпись арендатора ______ /{p_f_io}/\nПринял{g3:|а}: специалист отдела кассовых "
            "операций {f_io3}, тел. {p_landline}"
        ],
        "count": (7, 8),
        "kin": (2,),
        "spouse": 2,
        "sums": (3500, 14000),
        "part": (0.2, 0.4),
    },
]

_DIALOGUE = [
    {  # a crypto OTC desk's Telegram chat, typed in transliteration
        "heads": [
            "Telegram · OTC Sakhalin USDT/RUB · {p_day}\n[21:02] {p_lat_ru}: privet, nado "
            "{p_usdt} usdt, kurs kakoi?"
        ],
        "bodies": [
            "[21:04] OTC_desk: privet. {p_rate} za 1, oplata perevodom s imennoi karty. KYC: "
            "FIO, DR, foto pasporta",
            "[21:09] {p_lat_ru}: {p_lat_full}, dr {p_bday_chat}",
            "[21:11] {p_lat_ru}: pasport {p_pass}, propiska {p_addr_lat}",
            "[21:12] {p_lat_ru}: perevedu s karty {g2:muzha|zheny} {card2}, tam {p_lat_fi2}",
            "[21:15] OTC_desk: tretim licam nelzya, tolko so svoei karty. telefon dlya svyazi?",
            "[21:16] {p_lat_ru}: {p_phone_plus} (whatsapp tozhe)",
            "[21:40] OTC_desk: poluchili. tx {p_tx}, {p_usdt} USDT otpravleny",
            "[21:41] {p_lat_ru}: spasibo, esli chto pishite {p_lat_dim}",
        ],
        "count": (7, 8),
        "kin": (2,),
        "spouse": 2,
    },
    {  # a telemedicine consultation transcribed by speech recognition
        "heads": [
            "{company} · видеоконсультация № {p_ecg} · {p_day}\nрасшифровка речи (автоматически, "
            "без правки)\n[врач]: добрый день это телемед остров я терапевт {p_fi_low2} как к вам "
            "обращаться"
        ],
        "bodies": [
            "[пациент]: {fio_low} можно просто {dim}",
            "[врач]: назовите пожалуйста дату рождения для карты",
            "[пациент]: {p_bday_voice}",
            "[врач]: адрес проживания прежний",
            "[пациент]: нет переехал{g:|а} {p_addr_voice}",
            "[пациент]: и телефон новый {p_phone_voice}",
            "[пациент]: давление сто шестьдесят на сто второй день и голова, мама {io_low3} тоже "
            "жалуется",
            "[врач]: {p_voc} не пугайтесь эналаприл пять миллиграмм утром рецепт придёт на "
            "госуслуги если хуже вызывайте сто три",
            "[система]: консультация завершена, стоимость {p_sum}, чек отправлен на {p_email}",
        ],
        "count": (7, 9),
        "kin": (3,),
        "women": (3,),
        "years": {3: (1938, 1952)},
        "sums": (900, 2500),
        "companies": ["ООО «Телемед Остров»"],
    },
    {  # a wedding agency's WhatsApp chat with a bride
        "heads": [
            "WhatsApp · {company} · {p_day}\n[10:15] Агентство: Добрый день! Это {i3}, ваш "
            "свадебный координатор 🌸 Пришлите данные жениха и невесты для договора"
        ],
        "bodies": [
            "[11:47] {p_dimf}: здравствуйте!! невеста {fio}, {p_bday}",
            "[11:49] {p_dimf}: жених {fio2}, др {p_bday_dm2}, паспорт его {p_pass2}",
            "[11:52] {p_dimf}: мой паспорт {p_pass} , прописка {p_addr_short}",
            "[12:30] Агентство: Спасибо! Роспись {date} в 14:20, банкет на 45 гостей, смета "
            "{p_sum}",
            "[12:31] {p_dimf}: а тамадой можно {fi_acc4}? она моя подруга",
            "[12:33] Агентство: Конечно, {dim}! Скиньте её номер",
            "[12:34] {p_dimf}: {p_phone4} 😊 а то я уже сон потеряла с этой свадьбой",
            "[13:05] Агентство: Договор № {p_wedding}, предоплата {p_sum_b}. Наш телефон "
            "{p_landline}, почта {p_mailbox}",
        ],
        "count": (7, 8),
        "women": (1, 3, 4),
        "spouse": 2,
        "sums": (250000, 900000),
        "part": (0.2, 0.3),
        "roles": ("hello", "info"),
        "companies": ["ООО «Свадебное агентство Сакура»"],
    },
    {  # a private security firm's call after an alarm
        "heads": [
            "{company}. Пульт централизованного наблюдения. Запись разговора {p_day} {p_hour}\n"
            "Объект № {p_object}: квартира, {p_addr}"
        ],
        "bodies": [
            "Оператор: Пульт охраны, оператор {i3}. Сработка датчика в прихожей. Представьтесь",
            "Абонент: это хозяйка, {fio}",
            "Оператор: Назовите кодовое слово",
            "Абонент: навага",
            "Абонент: там {g2:муж|жена}, {io2}, с работы {g2:пришёл|пришла}, код наверное "
            "забыл{g2:|а}",
            "Оператор: Перезвоню на {g2:его|её} номер {p_phone2} для подтверждения",
            "Оператор: Группа быстрого реагирования выехала, экипаж № {p_guard}, старший {p_f_i4}",
            "Абонент: отбой, {dim2} ответил{g2:|а}, всё нормально. Мой номер {p_phone}",
            "Оператор: Принято, ложная тревога. По договору № {contract} выезд бесплатный",
        ],
        "count": (8, 9),
        "women": (1,),
        "men": (4,),
        "kin": (2,),
        "spouse": 2,
        "companies": ["ООО «ЧОО Сахалин-Щит»"],
    },
]

_EMAIL = [
    {  # a shipyard's HR letter to a welder it hires
        "heads": [
            "От: Отдел кадров {company} <{p_mailbox}>\nКому: {p_email}\nТема: Оформление — "
            "электросварщик 5 разряда\n\n{io}, здравствуйте! Пишу из отдела кадров."
        ],
        "bodies": [
            "По итогам собеседования {date} вы приняты в цех корпусных работ, приказ № "
            "{p_order}, табельный номер {p_tabel}.",
            "Проверьте данные для трудового договора: {fio}, дата рождения {p_bday_dot}, паспорт "
            "{p_pass}, СНИЛС {snils}, ИНН {inn}.",
            "В анкете адрес указан как «{p_addr_inf}» — для пропуска нужен полный, с индексом.",
            "Зарплатную карту выпустит {bank} (БИК {bik}); если у вас уже есть карта {card}, "
            "напишите номер счёта.",
            "Направление на флюорографию выдаст медпункт завода, тел. {p_landline}.",
            "Контакт в экстренном случае: {fio2} ({g2:отец|мать}), {p_phone2} — верно?",
            "Ваш руководитель — мастер участка {p_f_io3}, встретит вас на КПП № 2 в 7:40.",
        ],
        "tails": [
            "--\nС уважением,\n{f_io4}, специалист по кадрам\n{company}, {p_office}\n"
            "ИНН {p_inn}  КПП {p_kpp}"
        ],
        "count": (6, 7),
        "men": (1, 3),
        "kin": (2,),
        "years": {1: (1985, 2001), 2: (1952, 1968)},
        "roles": ("ok", "kadry"),
        "companies": [_YARD],
    },
    {  # a dissertation council's secretary writes to a candidate
        "heads": [
            "От: Учёный секретарь дисс. совета <dissovet@sakhgu.ru>\nКому: {p_email}\nТема: "
            "Совет {p_council} — документы к защите\n\nУважаем{g:ый|ая} {io}, пишу о подготовке к "
            "защите."
        ],
        "bodies": [
            "Совет {p_council} при {p_univ} принял к рассмотрению вашу диссертацию «Динамика "
            "запасов минтая у восточного побережья Сахалина».",
            "В личном деле соискателя проверьте: {fio}, дата рождения {p_bday_words}, паспорт "
            "серии {p_pass_ser} № {p_pass_num}.",
            "Научный руководитель — д.б.н., профессор {fio2}; отзыв подписан {date}.",
            "Официальные оппоненты: {f_io3} и {f_io4}; ведущая организация — {p_rk}.",
            "Для рассылки автореферата нужен полный адрес: в анкете только «{p_addr_short}».",
            "Защита — {date}, 14:00, ауд. 315; оплата проезда оппонентов {p_sum} по договору № "
            "{contract}.",
            "Ваш мобильный в анкете {p_phone}; если изменился, сообщите.",
        ],
        "tails": [
            "С уважением,\nучёный секретарь совета {p_council}\n{f_io5}, к.б.н.\n{p_office}, "
            "{p_landline}"
        ],
        "count": (6, 7),
        "years": {1: (1986, 1998), 2: (1948, 1965)},
        "sums": (40000, 95000),
    },
    {  # a father asks a penal colony for a long visit with his son
        "heads": [
            "Кому: {company} <{p_mailbox}>\nОт: {p_email}\nТема: заявление на длительное "
            "свидание\n\nНачальнику {company}\nот {fio_gen}, проживающего: {p_addr}, тел. {p_phone}"
        ],
        "bodies": [
            "ЗАЯВЛЕНИЕ",
            "Прошу предоставить мне длительное свидание с осуждённым {fio_ins2}, {p_year2} г.р., "
            "моим сыном.",
            "Со мной прибудет внук осуждённого — {fi3} {p_bday_iso3}.",
            "Мой паспорт: {p_pass}, выдан {p_issuer}.",
            "Последнее свидание было {date}. Приговор по делу № {p_case}.",
            "Передачу (продукты на {p_sum}) прошу принять в день свидания.",
            "Приложение: копия паспорта, копия свидетельства о рождении внука.",
        ],
        "tails": ["{date}      ________ {p_f_io}"],
        "count": (6, 7),
        "men": (1, 2, 3),
        "kin": (2, 3),
        "children": (2,),
        "years": {1: (1948, 1962), 2: (1976, 1990), 3: (2012, 2017)},
        "sums": (3000, 12000),
        "roles": ("priem", "kanc"),
        "companies": ["ФКУ ИК-1 УФСИН России по Сахалинской области"],
    },
    {  # a railway's lost-and-found answers a passenger
        "heads": [
            "От: Бюро находок вокзала Южно-Сахалинск <{p_mailbox}>\nКому: {p_email}\nТема: Re: "
            "забыл{g:|а} сумку в поезде\n\nЗдравствуйте, {i}!"
        ],
        "bodies": [
            "По обращению № {p_lost}: в вагоне 7 поезда {p_train} {date} проводник сдал чёрную "
            "сумку, в ней паспорт на имя {fio}.",
            "Для сверки ответьте: номер паспорта в сумке {p_pass}? дата рождения {p_bday}?",
            "Если забирает другой человек — нужна доверенность; вы указали {fio2}, {p_phone2}.",
            "Хранение бесплатно 30 суток, далее {p_sum} в сутки. Билет № {p_ticket}.",
            "> Добрый вечер, это {fio}, ехал{g:|а} {date} ночным, оставил{g:|а} сумку под полкой.\n"
            "> Мой телефон {p_phone}, живу {p_addr_inf}",
        ],
        "tails": ["--\nБюро находок, {company}\n{p_office}, {p_landline}, ежедневно 8:00–20:00"],
        "count": (5, 5),
        "roles": ("nahodki", "lost"),
        "sums": (100, 300),
        "companies": ["Дальневосточная железная дорога — филиал ОАО «РЖД»"],
    },
]

_OCR = [
    {  # a fishing cooperative's catch permit with its list of fishers
        "heads": [
            "{p_fish_body}\nРАЗРЕШЕНИЕ № {p_permit}\nна добычу (вылов) водных биологических "
            "ресурсов\nПользователь: {company}, ИНН {p_inn}, ОГРН {p_ogrn}"
        ],
        "bodies": [
            "Адрес пользователя: {p_office}",
            "Вид ВБР: горбуша, кета. Объём {p_quota}. Район: Анивский залив, участок № {n}",
            "Судно: маломерное {p_boat}, старшина {fio}",
            "Список лиц, осуществляющих добычу:\n1. {fio} — {p_bday}, паспорт {p_pass}\n2. "
            "{fio2} — {p_bday2}, паспорт {p_pass2}\n3. {fio3} — {p_bday3}, паспорт {p_pass3}",
            "Срок действия: с 01.06.2026 по 30.09.2026",
            "Ответственный за добычу: {p_f_io}, тел. {p_phone}",
        ],
        "tails": ["Руководитель управления ________ {f_io4}      М.П."],
        "count": (6, 6),
        "men": (1, 2, 3),
        "companies": [_FISH],
    },
    {  # a shipyard's personnel card (form T-2)
        "heads": [
            "{company}\nЛИЧНАЯ КАРТОЧКА РАБОТНИКА (форма Т-2)   Табельный номер {p_tabel}\n"
            "1. Фамилия {p_box_f}\n   Имя {i}   Отчество {o}"
        ],
        "bodies": [
            "2. Дата рождения {p_bday_box}",
            "3. Место рождения г. Поронайск Сахалинской обл.",
            "ИНН {inn}     СНИЛС {snils}",
            "Паспорт: серия {p_pass_ser} № {p_pass_num}, выдан {p_issuer} {date}",
            "Адрес места жительства: {p_addr}",
            "Тел. мобильный {p_phone}",
            "Состав семьи: {g2:муж|жена} — {fio2}, {p_year2} г.р.; {g3:сын|дочь} — {fi3}, "
            "{p_year3} г.р.",
            "Принят{g:|а} в цех достроечных работ, приказ № {p_order}",
        ],
        "tails": ["Работник кадровой службы ________ {p_f_io4}     Подпись работника ________"],
        "count": (7, 8),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1975, 1990), 2: (1975, 1990), 3: (2005, 2015)},
        "companies": [_YARD],
    },
    {  # a blood donor's certificate (form 402/у)
        "heads": [
            "{company}\n{p_office}\nСПРАВКА № {p_donor}\n(учётная форма № 402/у)\nДана {fio_dat}, "
            "{p_bday_odd} г.р."
        ],
        "bodies": [
            "в том, что {g:он|она} {date} безвозмездно сдал{g:|а} кровь (цельная кровь, 450 мл)",
            "Паспорт донора: {p_pass}",
            "Адрес: {p_addr_short}",
            "В соответствии со ст. 186 ТК РФ донору предоставляется день отдыха",
            "Справка выдана для предъявления по месту работы",
            "Врач-трансфузиолог ________ {p_f_io2}",
        ],
        "tails": ["Главный врач ________ {f_io3}      М.П."],
        "count": (5, 6),
        "companies": [_DONOR],
    },
    {  # a driver's medical certificate (form 003-В/у)
        "heads": [
            "{p_crb}\nМЕДИЦИНСКОЕ ЗАКЛЮЧЕНИЕ\nо наличии (об отсутствии) у водителей транспортных "
            "средств медицинских противопоказаний\nСерия {p_med}      Дата выдачи {date}"
        ],
        "bodies": [
            "1. Фамилия, имя, отчество: {p_spaced}",
            "2. Дата рождения: {p_bday_dot}",
            "3. Место регистрации: {p_addr}",
            "4. Документ: паспорт {p_pass}",
            "5. Категории В, В1 (AS): медицинских противопоказаний не выявлено",
            "6. Врач-психиатр {p_f_i2}, врач-психиатр-нарколог {p_f_i3}",
            "Медицинское заключение действительно до {date}",
        ],
        "tails": ["Председатель врачебной комиссии ________ {f_io4}    М.П."],
        "count": (6, 7),
        "years": {1: (1990, 2008)},
    },
]

_NOTE = [
    {  # a security guard's post log
        "heads": ["ЖУРНАЛ ПРИЁМА-СДАЧИ ДЕЖУРСТВ, пост № {p_post}, {company}\nсмена {date}"],
        "bodies": [
            "08:00 пост принял {p_f_i}, сдал {f_io2}, замечаний нет",
            "09:12 посетитель {fio3} (паспорт {p_pass3}) в бухгалтерию, разовый пропуск",
            "10:40 {dim4} из 214 офиса просила открыть переговорную, тел {p_phone4}",
            "13:05 авто {p_plate} у шлагбаума без пропуска, водитель назвался {fi_ins5}",
            "15:30 обход, в подвале течёт кран — сообщил инженеру",
            "17:20 {fio_up6} взял ключи от каб. 305, вернул 18:10",
            "19:00 камера 4 не пишет, позвонить {dim_dat2}",
            "ночью сон на посту запрещён — напомнил сменщику",
            "21:15 пост сдал {p_f_io}, ключи 12 шт, рация, фонарь",
        ],
        "count": (6, 8),
        "men": (1, 2, 6),
        "women": (4,),
        "companies": ["ООО «ЧОО Сахалин-Щит»"],
    },
    {  # a veterinary ambulance vet's shift notes
        "heads": ["смена {date}, бригада {n} — заметки"],
        "bodies": [
            "- 08:40 {p_addr_inf}, хозяйка {fi}, кошка 14 лет, ХПН, капельница, {p_sum}",
            "- {f_dat2} перезвонить насчёт анализов, {p_phone2}",
            "- у {f_gen3} пёс проглотил крючок с куском сазана, везли на рентген",
            "- чип {p_chip} не читается, у {dim_gen4} проверить ещё раз в клинике",
            "- выезд {p_addr_village5}, телёнок, вызывал {io5}, {p_phone5}, за дорогу {p_sum_b}",
            "- {dim6} (водитель) — заправиться, 40 л",
            "- {fio7}: чек не пришёл на {p_email7}, передать в бухгалтерию",
            "- в столовой навага жареная, взять на ужин",
        ],
        "count": (5, 7),
        "women": (1,),
        "men": (5, 6),
        "sums": (2500, 9800),
        "companies": [_VET],
    },
    {  # a wedding planner's notes
        "heads": ["Свадьба {fi_gen} и {fi_gen2} — заметки"],
        "bodies": [
            "- невеста {dim}, тел {p_phone}, ДР {p_bday_dm} — торт на др тоже!",
            "- жених {p_dimf2}, мама жениха {io3} — всё согласовывать с ней!!! {p_phone3}",
            "- выкуп: подъезд невесты {p_addr_inf}",
            "- роспись {date} 14:20, свидетели {fi4} и {fi5}",
            "- фотограф хочет предоплату {p_sum_b}, договор № {p_wedding}",
            "- {io_dat3} не нравится меню, хочет навагу вместо сёмги",
            "- ресторан: {p_office}, администратор {dim6}, {p_landline}",
            "- итого по смете {p_sum}, оплачено 50%",
        ],
        "count": (6, 8),
        "women": (1, 3, 4),
        "men": (5,),
        "spouse": 2,
        "sums": (250000, 900000),
        "part": (0.05, 0.1),
        "companies": ["ООО «Свадебное агентство Сакура»"],
    },
    {  # a fishing cooperative chairman's notes
        "heads": ["Записи председателя {company}, {date}"],
        "bodies": [
            "- бригада на ставной невод: {f} (бригадир), {f2}, {f3}, {fi4}",
            "- пограничникам списки до пятницы: {f_gen2} паспорт {p_pass2}, {f_gen3} {p_pass3}",
            "- {dim5} из Невельска просится матросом, {p_year5} г.р., тел {p_phone5}",
            "- квота по горбуше {p_quota}, разрешение {p_permit}",
            "- лодка {p_boat} — мотор в ремонт, {p_sum}",
            "- {io6} (бухгалтер) — авансы до 10-го, ведомость на {p_sum_b}",
            "- у {f_gen7} сын болеет, отпустить на неделю",
            "- ДР у {dim_gen} {p_bday_dm} — собраться в конторе",
        ],
        "count": (5, 7),
        "men": (1, 2, 3, 4, 5),
        "women": (6,),
        "sums": (40000, 350000),
        "companies": [_FISH],
    },
]

_MIXED = [
    {  # an auto-parts marketplace's export in JSON
        "heads": [
            '{"export": "orders", "seller": "{company}", "generated": "{p_isoday}T23:00:00+11:00", '
            '"items": ['
        ],
        "bodies": [
            '  {"order": "{p_orderno}", "sku": "{p_sku}", "qty": 2, "total": "{p_sum}",',
            '   "buyer": {"last_name": "{f}", "first_name": "{i}", "phone": "{p_phone_plus}", '
            '"email": "{p_email}"},',
            '   "delivery": {"type": "courier", "address": "{p_addr}", "recipient": "{fio2}", '
            '"recipient_phone": "{p_phone2}"},',
            '   "comment": "если не дозвонитесь — {dim2}, комплект летних шин не нужен"},',
            '  {"order": "{p_orderno_b}", "sku": "{p_sku}", "qty": 1, "buyer": {"name": '
            '"{p_lat_fi3}", "phone": "{p_phone3}"}, "delivery": {"type": "pickup", "point": '
            '"{p_office}"}},',
            '  {"seller_info": {"inn": "{p_inn}", "ogrn": "{p_ogrn}", "support": "{p_mailbox}", '
            '"hotline": "{hotline}"}}',
        ],
        "tails": ["]}"],
        "count": (6, 6),
        "kin": (2,),
        "spouse": 2,
        "sums": (1200, 38000),
        "roles": ("support", "orders"),
        "companies": ["ООО «Деталь ДВ»"],
    },
    {  # an SMS gateway's log
        "heads": ["# smsgate.log  senders=SAKHVET,OSTROVAVTO  {p_isoday}\ntime|msisdn|status|text"],
        "bodies": [
            "08:00:03|{p_phone_bare}|DELIVERED|{p_lat_ru}, vash pitomec zapisan na {date} 10:00. "
            "Vetskoraya {hotline}",
            "08:00:04|{p_phone_bare2}|DELIVERED|{p_lat_full2}, zanyatie po vozhdeniyu "
            "perenoseno na {date}. Avtoshkola {p_landline}",
            "09:15:40|{p_phone_bare3}|FAILED|{p_lat_dim3}, napominaem ob oplate {p_sum} po "
            "dogovoru {p_school}",
            "09:31:12|{p_phone_bare}|DELIVERED|Kod podtverzhdeniya 4817. Nikomu ne soobshchayte",
            "12:02:57|{p_phone_bare4}|DELIVERED|{p_icao4}: zakaz {p_orderno} dostavlen, "
            "{p_addr_lat4}",
            "12:30:00|{p_phone_bare2}|REJECTED|S dnem rozhdeniya, {p_lat_dim2}! Skidka 10% do "
            "{date}",
        ],
        "tails": ["# total 6, failed 1, rejected 1; billing {company}, {p_mailbox}, ID {p_sms_id}"],
        "count": (6, 6),
        "sums": (4000, 12000),
        "roles": ("sms", "billing"),
        "companies": [_VET],
    },
    {  # a street survey's XML export
        "heads": [
            '<?xml version="1.0" encoding="UTF-8"?>\n<survey id="sakh-transport-2026" '
            'org="{company}">'
        ],
        "bodies": [
            '  <respondent n="1"><fio>{fio}</fio><birth>{p_bday_iso}</birth><phone>{p_phone}'
            "</phone><address>{p_addr_short}</address><q1>автобус</q1></respondent>",
            '  <respondent n="2"><fio>{p_fi_low2}</fio><birth>{p_year2}</birth><email>'
            "{p_email2}</email><q1>такси</q1><q2>2</q2></respondent>",
            '  <respondent n="3"><fio>{p_f_io3}</fio><age>{p_age}</age><q1>пешком</q1>'
            "<comment>в Корсакове автобусы ходят редко</comment></respondent>",
            '  <respondent n="4"><fio>{fio4}</fio><birth>{p_bday_dot4}</birth><address>'
            "{p_addr_village4}</address><q1>своя машина {p_plate}</q1></respondent>",
            "  <interviewer>{p_f_i5}, {p_landline}</interviewer>",
        ],
        "tails": ["</survey>"],
        "count": (5, 5),
        "companies": ["ООО «Исследовательский центр Остров»"],
    },
    {  # a driving school's group list pasted from a spreadsheet as tab-separated text
        "heads": [
            "Список группы {p_group} ({company}) — скопировано из Excel\n"
            "№\tФИО\tДата рождения\tПаспорт\tМед. справка\tТелефон"
        ],
        "bodies": [
            "1\t{fio}\t{p_bday_dot}\t{p_pass}\t{p_med}\t{p_phone}",
            "2\t{fio2}\t{p_bday_dot2}\t{p_pass2}\tесть\t{p_phone2}",
            "3\t{fio_up3}\t{p_bday3}\t{p_pass3}\tнет\t",
            "4\t{f4} {i4}\t{p_bday_odd4}\t{p_pass_ser4} {p_pass_num4}\tесть\t{p_phone4}",
            "5\t{p_f_io5}\t{p_bday_dot5}\t\tесть\t{p_phone5}",
            "\t\t\t\tИтого оплачено:\t{p_sum}",
            "Мастер п/о: {p_f_i6}\tавто {p_plate}",
        ],
        "tails": ["Экзамен в РЭО ГИБДД УМВД России по Сахалинской области {date}"],
        "count": (7, 7),
        "years": {1: (2000, 2008), 2: (2000, 2008), 3: (1995, 2008), 4: (2000, 2008)},
        "sums": (150000, 380000),
        "companies": [_SCHOOL],
    },
]

# Chats, letters, scans and exports keep their lines' order; notes are jotted down in any order.
for _variant in (*_DIALOGUE, *_EMAIL, *_OCR, *_MIXED):
    _variant["ordered"] = True

FRAMES12 = {
    "form": {"variants": _FORM},
    "dialogue": {"variants": _DIALOGUE},
    "email": {"variants": _EMAIL},
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
