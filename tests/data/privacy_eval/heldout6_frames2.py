"""Sentence frames of the sixth held-out round, continued from heldout6_frames.py: the situations
of its OCR, note and mixed genres, four a genre (the keys as there)."""

from __future__ import annotations

_OCR_FIRE = {  # a fire inspector's act of a visit to a sole trader's shop, scanned
    "ordered": True,
    "companies": ["ГУ МЧС России по Кемеровской области – Кузбассу"],
    "heads": [
        "МЧС РОССИИ\n{company}\n{hs_ond}\nАКТ ПРОФИЛАКТИЧЕСКОГО ВИЗИТА № {hs_act}\n"
        "г. {hs_city}                               {hs_doc_date}",
    ],
    "bodies": [
        "Объект: магазин «Продукты», {hs_office}, принадлежит ИП {fio_gen}",
        "Должностное лицо: инспектор {hs_f_io2}, служебный тел. {hs_landline}",
        "В присутствии: {fio3}, {hs_year3} г.р., паспорт {hs_passport3}, продавец-кассир "
        "(по поручению ИП)",
        "ИП: {fio}, ИНН {inn}, дата рождения {hs_bday_odd}, адрес регистрации {hs_addr}",
        "Контактный телефон ИП: {hs_phone}",
        "Выявлено: огнетушители ОП-4 не перезаряжены (2 шт.), загромождён эвакуационный выход "
        "коробками, на двери склада отсутствует самозакрыватель.",
        "Рекомендовано устранить до {hs_visit}. Профилактический визит не является "
        "контрольным мероприятием.",
        "Копию акта получил{g3:|а}: _____ {hs_f_io3}",
    ],
    "tails": [
        "Инспектор ______ {hs_f_io2}\nЭл. почта отдела: {hs_mail_mchs}",
    ],
    "count": (6, 8),
}

_OCR_BOUNDARY = {  # a boundary agreement act with the neighbours' signatures, scanned
    "ordered": True,
    "companies": ["ООО «Кузбасский межевой центр»"],
    "heads": [
        "АКТ СОГЛАСОВАНИЯ МЕСТОПОЛОЖЕНИЯ ГРАНИЦЫ ЗЕМЕЛЬНОГО УЧАСТКА\nКадастровый номер "
        "{hs_cadastre}\nПлощадь {hs_area}\nКадастровый инженер {fio4}, СРО рег. № {hs_sro}",
    ],
    "bodies": [
        "Правообладатель: {hs_caps}, паспорт {hs_passport}, проживает {hs_addr_village}",
        "Смежник (т. н1–н3): {fio2}\nпаспорт {hs_pass_ser2} {hs_pass_num2}\nадрес {hs_addr_snt2}",
        "Смежник (т. н3–н5): {fio3}, дата рождения {hs_bday3}, почтовый адрес {hs_addr3}",
        "Смежный участок {hs_cadastre_b} — земли общего пользования, согласование не требуется",
        "Возражений нет / есть (указать): забор по т. н4 стоит на 0,7 м глубже",
        "Подписи: _______ {hs_f_io}   _______ {hs_f_io2}   _______ {hs_f_io3}",
    ],
    "tails": ["Заказ № {hs_survey_contract} · {company} · {hs_landline}"],
    "count": (5, 6),
}

_OCR_CUSTOMS = {  # a passenger customs declaration, scanned
    "ordered": True,
    "companies": ["ООО «Сибтамсервис»"],
    "children": (2,),
    "years": {2: (2010, 2021)},
    "kin": (2,),
    "heads": [
        "ПАССАЖИРСКАЯ ТАМОЖЕННАЯ ДЕКЛАРАЦИЯ\n{hs_customs_post}\nрег. № {hs_decl}\n"
        "1. Сведения о декларанте\nФамилия  {hs_boxes}",
    ],
    "bodies": [
        "Имя  {i_up}       Отчество  {o_up}",
        "Дата рождения  {hs_bday}    Страна постоянного проживания  РОССИЯ",
        "Документ, удостоверяющий личность:  паспорт  {hs_passport}",
        "Заграничный паспорт: {hs_zagran}",
        "Адрес места жительства (регистрации) в государстве-члене ЕАЭС:\n{hs_addr}",
        "Телефон  {hs_phone}",
        "2. Следую с несовершеннолетними детьми: {fio2}, {hs_bday2}",
        "3. Сведения о товарах: легковой автомобиль Toyota Corolla Fielder 2019, VIN отсутствует, "
        "кузов NRE161-0012345, стоимость {hs_sum}",
        "Таможенный представитель: {company}, {hs_broker_contract}, декларант {hs_f_io3}",
    ],
    "tails": ["Подпись декларанта ____   {hs_doc_date}"],
    "count": (7, 8),
}

_OCR_CONSENT = {  # a hospice's informed consent signed by a legal representative, scanned
    "ordered": True,
    "companies": ["АНО «Хоспис «Тёплый дом»"],
    "kin": (2,),
    "years": {1: (1930, 1946)},
    "heads": [
        "ИНФОРМИРОВАННОЕ ДОБРОВОЛЬНОЕ СОГЛАСИЕ\nна оказание паллиативной медицинской помощи\n"
        "{company}, лицензия № Л041-01151-42/00512283",
    ],
    "bodies": [
        "Я, {fio2}, {hs_bday_words2} года рождения, паспорт {hs_passport2}, действуя в "
        "интересах {fio_gen}",
        "дата рождения пациента: {hs_bday_odd}",
        "зарегистрированн{g:ого|ой} по адресу: {hs_addr}",
        "СНИЛС пациента {hs_snils}",
        "на основании доверенности № {hs_hospice_no}, удостоверенной нотариусом {hs_f_io_gen3}",
        "даю информированное добровольное согласие на виды медицинских вмешательств, "
        "включённые в Перечень…",
        "Медицинский работник: врач паллиативной помощи {hs_f_io4}",
        "Контактный телефон представителя: {hs_phone2}",
    ],
    "tails": ["«__» ________ 2026 г.     _________ ({hs_f_io2})"],
    "count": (6, 8),
}

_NOTE_SOCIAL = {  # a social worker's home-visit notes
    "women": (2, 4),
    "years": {1: (1934, 1950), 2: (1936, 1952), 3: (1938, 1950)},
    "heads": ["обход {date} (мои заметки, в акты потом)", "Выезды по участку — {hs_kcson}"],
    "bodies": [
        "1) {fio_low} — {hs_addr_village}. давление 160/90, таблетки не пьёт, сын обещал "
        "приехать. тел сына {hs_phone}",
        "2) навестить {hs_fi_low_acc2} ещё раз: у бабушки {f_gen2} на {hs_addr_short2} течёт кран, "
        "заявку в УК дала. ДР у неё {hs_bday_dm2}, не забыть открытку",
        "3) {f3} {io3}, {hs_year3} г.р. — отказ от услуг (сам{g3:|а} справляется), "
        "подписал{g3:|а}. снилс сверила: {hs_snils3}",
        "кв. {hs_flat} на Патриотов — соседка жалуется на запах, не наш клиент, передать "
        "участковому",
        "оплата за месяц у {f_gen} — {hs_sum}, квитанцию отдала",
        "дети {f_gen2} просят уборку 2 р/нед, уточнить у {hs_f_io_gen4}",
        "на участке у {f_gen} кроты весь огород изрыли, просит мужиков с трактора",
        "{hs_io_dat4} — журнал посещений сдать до пятницы!",
    ],
    "count": (5, 7),
}

_NOTE_SURVEY = {  # a cadastral engineer's field notes
    "companies": ["ООО «Кузбасский межевой центр»"],
    "heads": ["ПОЛЕВОЙ ЖУРНАЛ · выезд {date} · {hs_survey_contract}", "полевые, {hs_city}, {date}"],
    "bodies": [
        "уч. {hs_cadastre} — заказчик {hs_f_io}, встречал{g:|а} на месте, тел {hs_phone}",
        "адрес по факту {hs_addr_village}, табличка на доме другая",
        "{g2:сосед|соседка} справа {fi_low2} не пустил{g2:|а} к т.н4, говорит забор ставил ещё "
        "{g2:его|её} отец. телефон {hs_phone2} — вечером",
        "сосед слева согласен, подписал акт; паспорт {hs_passport3} переписан с оригинала",
        "{fio3}: прописан {hs_addr_short3}, акт вышлем почтой",
        "пункты ОМС 2 шт. найдены, третий снесён. кабан (или собаки) перекопал межу у т.н2",
        "RTK фиксация плохая у леса, перемерить; {hs_area} сходится с ЕГРН ±5",
        "оплата: аванс получен {hs_sum_b}, остаток {hs_sum}",
        "дома у {fio_gen} на столе дятел деревянный, подарок от внука :)",
    ],
    "count": (5, 8),
}

_NOTE_FIRE = {  # a fire inspector's notes of a round of private houses in a village
    "companies": ["ГУ МЧС России по Кемеровской области – Кузбассу"],
    "years": {2: (1938, 1956)},
    "wordy": (3,),
    "heads": ["рейд по частному сектору {date}, {hs_ond}", "Инструктажи {date} — частный сектор"],
    "bodies": [
        "{hs_addr_village} — {fio}, инструктаж проведён, печь в норме, АДПИ нет (выдали)",
        "{hs_addr_village2} — {fi2} ({hs_year2} г.р.), одинок{g2:ий|ая}, проводка скрутками, "
        "сообщить в соцзащиту. тел. {hs_phone2}",
        "{f3} {i3} — {hs_addr_chat3}, жгли траву у забора, предупреждение",
        "на ул. Таёжной крот — не фамилия, а правда: всю обочину изрыл, пожарный гидрант засыпан",
        "баня {f_gen} без искрогасителя, дал срок до {hs_visit}",
        "звонила дочь {fio_gen2}: {hs_phone}, просит ещё раз проверить печь",
        "машина у ворот {hs_plate}, проезд не перекрыт",
        "итого 14 дворов, 3 предупреждения, инструктаж — 11 человек",
    ],
    "count": (5, 7),
}

_NOTE_SCHOOL = {  # a private school's admissions officer's interview notes
    "companies": ["ЧОУ «Частная школа «Эврика»"],
    "women": (1,),
    "kin": (2,),
    "children": (2,),
    "years": {2: (2015, 2020)},
    "heads": ["собеседования {date}, приёмная", "Приём-2026 / заметки с собеседований"],
    "bodies": [
        "{fi2} ({hs_bday2}), в 2 кл. — читает бегло, счёт до 100 ок, стеснительн{g2:ый|ая}. "
        "балл {hs_score}",
        "мама — {fio}, тел. {hs_phone}, почта {email}; папа на вахте",
        "живут далеко, {hs_addr_chat}, нужен школьный автобус",
        "с {hs_dim_ins2} занимал{g3:ся|ась} {fi3}, логопед рекомендует наблюдать",
        "Договор № {hs_school_contract} — выслать после оплаты взноса {hs_sum_b}",
        "у {hs_dim_gen2} ДР {hs_bday_dm2} — в первую неделю сентября, учесть при расстановке",
        "{hs_voc2} сказал{g2:|а} «жаворонок» вместо «журавлик», мило",
        "второй ребёнок семьи — скидка 10 %, согласовать с директором ({hs_f_io4})",
    ],
    "count": (5, 7),
}

_MIXED_JIRA = {  # an IT outsourcer's access request ticket in JSON
    "companies": ["ООО «ИТ-Аутсорс Кузбасс»"],
    "ordered": True,
    "heads": [
        '{"key": "{hs_ticket}", "fields": {"issuetype": "Service Request", "summary": '
        '"Новый сотрудник: доступы и пропуск",'
    ],
    "bodies": [
        '"reporter": {"displayName": "{fi2}", "emailAddress": "{hs_mail_work2}"},',
        '"assignee": {"name": "{hs_handle3}"},',
        '"customfield_10211": "{fio}",',
        '"customfield_10212": "{hs_bday_iso}",',
        '"customfield_10215": {"passport": "{hs_passport}", "mobile": "{hs_phone_raw}"},',
        '"customfield_10216": "{hs_mail_it_person}",',
        '"description": "Прошу создать УЗ для {fio_gen}, отдел ОТК. Пропуск — на КПП-2. '
        'Адрес для курьера с ноутбуком: {hs_addr_short}",',
        '"customer": "{hs_metiz}", "customer_inn": "{hs_inn}",',
        '"comment": [{"author": "{hs_handle3}", "body": "учётка {hs_mail_it_person} создана, '
        'пароль по смс"}]',
        "}}\n// exported from servicedesk.itout42.ru, SLA 2 р.д., hotline {hotline}",
    ],
    "count": (7, 10),
}

_MIXED_SLACK = {  # a customs broker's team chat exported from Slack
    "companies": ["ООО «Сибтамсервис»"],
    "ordered": True,
    "heads": ["#oformlenie-fiz — export {date}"],
    "bodies": [
        "{hs_handle2}: клиент {hs_lat} по ТПО {hs_decl} — платёж пришёл?",
        "{hs_handle3}: да, {hs_sum}. Но в ПТД дата рождения {hs_bday_en}, а в паспорте "
        "другая, проверь",
        "{hs_handle2}: ок, у меня скан: {hs_bday}. passport {hs_passport}",
        "{hs_handle3}: адрес для СДЭК: {hs_addr_lat}",
        "{hs_handle2}: he's asking for a call, {hs_phone}",
        "{hs_handle3}: звонил, {g:он|она} просит на {hs_dim_acc4} (жена/брат?) доверенность "
        "оформить, ФИО {fio4}",
        "{hs_handle2}: договор {hs_broker_contract}, счёт {hs_sum_b} — отправил на "
        "{hs_mail_broker}",
        "{hs_handle3}: кстати утром кабан на трассе у Юрги, аккуратнее кто поедет",
    ],
    "count": (6, 8),
}

_MIXED_KYC = {  # a bookmaker's KYC export, CSV
    "companies": ["ООО «БК «Азарт-Сибирь»"],
    "years": {3: (2008, 2009)},
    "ordered": True,
    "heads": [
        "kyc_export_{hs_visit}.csv (ООО «БК «Азарт-Сибирь», ИНН {hs_inn})\n"
        "client;name_lat;fio;dob;doc;phone;addr;status",
    ],
    "bodies": [
        '1;{hs_lat};{fio};{hs_bday_iso};{hs_passport};{hs_phone_raw};"{hs_addr}";VERIFIED',
        "2;{hs_lat2};{fio_up2};{hs_bday_odd2};{hs_passport2};{hs_phone2};{hs_addr_lat2};PENDING",
        '3;{hs_lat3};{fio3};{hs_bday3};{hs_zagran3};{hs_phone3};"{hs_addr_short3}";REJECTED '
        "(age check failed: {hs_age3})",
        "# withdrawals on hold: {hs_withdrawal}",
        "# reviewer: {hs_handle4}; support {hs_mail_bk}; {hotline}",
    ],
    "count": (4, 5),
}

_MIXED_HL7 = {  # a fertility clinic's laboratory message (HL7 v2)
    "companies": ["ООО «Клиника репродукции «Колыбель»"],
    "women": (1,),
    "spouse": 2,
    "kin": (2,),
    "ordered": True,
    "heads": ["MSH|^~\\&|LIS|KOLYBEL42|MIS|KOLYBEL42|{hs_stamp}||ORU^R01|{hs_sample}|P|2.5"],
    "bodies": [
        "PID|1||{hs_cycle}^^^KOLYBEL||{hs_hl_name}||{hs_bday_compact}|{g:M|F}|||{hs_addr_lat}||{hs_phone_raw}",
        "NK1|1|{hs_hl_name2}|SPO|||{hs_phone2}",
        "PV1|1|O|RE^204||||{hs_f_io3}",
        "OBR|1||{hs_sample}|AMH^Антимюллеров гормон|||{hs_visit}",
        "OBX|1|NM|AMH||2.4|нг/мл|1.0-10.0|N|||F",
        "NTE|1||пациентка {fio}, др {hs_bday_dm}, повтор через 3 мес; оплачено {hs_sum}",
        "NTE|2||ИНН {hs_inn}; {company}; {hs_mail_ivf}",
    ],
    "count": (5, 7),
}


OCR_SITUATIONS = [_OCR_FIRE, _OCR_BOUNDARY, _OCR_CUSTOMS, _OCR_CONSENT]
NOTE_SITUATIONS = [_NOTE_SOCIAL, _NOTE_SURVEY, _NOTE_FIRE, _NOTE_SCHOOL]
MIXED_SITUATIONS = [_MIXED_JIRA, _MIXED_SLACK, _MIXED_KYC, _MIXED_HL7]
