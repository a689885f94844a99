"""Sentence frames of the held-out part's fourth round (heldout4.py), part two: OCR scans, notes
and mixed texts, four situations a genre (text n takes variant (n - 1) % 4);
heldout4_frames.py holds the rest."""

from __future__ import annotations

_OCR_TTN = {
    "ordered": True,
    "heads": [
        "ТРАНСПОРТНАЯ НАКЛАДНАЯ {y_ttn}\nЭкземпляр № 2 (перевозчика)",
        "Приложение № 4 к Правилам перевозок грузов автомобильным транспортом\n{y_ttn}",
    ],
    "bodies": [
        "1. Грузоотправитель: {y_farm}, ИНН {org_inn}, {y_office}, тел. {y_landline}",
        "2. Грузополучатель: {y_elevator}, ИНН {y_inn_b}, КПП {kpp}",
        "3. Наименование груза: пшеница 4 класса, навалом, масса нетто {y_weight}",
        "6. Перевозчик: ИП {fio3}, ИНН {inn3}",
        "Водитель: {y_f_broken} {io}\nпаспорт {y_passport}\nтел. {y_phone}",
        "7. Транспортное средство: КАМАЗ 65115, г/н {y_plate}, прицеп {y_plate}",
        "Груз сдал: агроном {y_f_io_loose2} ______",
        "Груз принял: {fio_spaced4} ______ время {time}",
        "Договор перевозки {contract}, стоимость {y_sum}",
    ],
    "tails": ["-- стр. 1 --", "М.П.   подпись ________"],
    "count": (6, 9),
}

_OCR_POLICE = {
    "ordered": True,
    "heads": [
        "Начальнику {y_police}\nот {y_fi_caps_gen} {o_gen},\n{y_bday_scan} г.р.,\n"
        "проживающ{g:его|ей} по "
        "адресу: {y_addr_formal}\nтел. {y_phone}",
        "ЗАЯВЛЕНИЕ\n(зарегистрировано в КУСП № {y_kusp} от {date})",
    ],
    "bodies": [
        "Прошу провести проверку и привлечь к ответственности неизвестное лицо, которое "
        "{date} около {time} похитило мой телефон из сумки в маршрутке № {n}{n}.",
        "С моей карты {y_masked} после этого списано {y_sum} переводом на номер {y_phone2} "
        "(получатель «{y_if_short2}» по данным банка).",
        "Карта {y_card} заблокирована мной {date} через {bank}.",
        "Паспорт заявителя: {y_passport}",
        "Свидетель: {fio3}, {y_bday_num3} г.р., проживает {y_addr_chat3}",
        "Об уголовной ответственности за заведомо ложный донос по ст. 306 УК РФ "
        "предупрежден(а). ______ {f_spaced}",
        "Ранее по данному факту не обращал{g:ся|ась}.",
    ],
    "tails": [
        "Заявление принял: УУП {y_f_io_loose4}, {date}",
        "Талон-уведомление № {y_kusp} выдан заявителю",
    ],
    "count": (5, 7),
}

_OCR_ARRIVAL = {
    "migrants": (1,),
    "ordered": True,
    "heads": [
        "УВЕДОМЛЕНИЕ о прибытии иностранного гражданина в место пребывания\n"
        "(отрывная часть бланка)",
        "{y_gumvd}\nуведомление о прибытии · копия для принимающей стороны",
    ],
    "bodies": [
        "1. Сведения о лице, подлежащем постановке на учёт:\nФамилия {f_up}\nИмя {i_up}",
        "Фамилия, имя (лат.) {y_fi_uz_up}",
        "Гражданство УЗБЕКИСТАН\nДата рождения {y_bday_scan}  Пол {g:муж|жен}",
        "Документ ПАСПОРТ серия/№ {y_fpassport}",
        "Миграционная карта: выдана {date}, цель въезда РАБОТА",
        "Адрес места пребывания: {y_addr_formal}",
        "2. Принимающая сторона: {fio2}\nпаспорт {y_passport2}\nтел. {y_phone2}",
        "Адрес принимающей стороны: {y_addr_formal2}",
        "Работодатель: {y_farm}, ИНН {org_inn}, {y_office}",
        "Срок пребывания до {date}",
    ],
    "tails": ["Отметка о приёме уведомления ______ {y_f_io_loose3}", "--- линия отреза ---"],
    "count": (6, 9),
}

_OCR_PAYSHEET = {
    "ordered": True,
    "heads": [
        "РАСЧЁТНО-ПЛАТЁЖНАЯ ВЕДОМОСТЬ № {n}{n}\n{y_farm}\nза сезонные полевые работы",
        "Форма Т-53 · Платёжная ведомость · {y_farm}, ИНН {org_inn}",
    ],
    "bodies": [
        "№ | Фамилия И.О. | Таб. № | Сумма, руб. | Подпись",
        "1 | {f_io} | 0{n}{n} | {y_sum} | ____",
        "2 | {fio2} | 0{n}{n} | {y_sum_b} | ____",
        "3 | {y_f_broken3} {io3} | 0{n}{n} | — | депонировано",
        "4 | {fio_up4} | 0{n}{n} | 7 450,00 | ____",
        "Аванс перечислен на карту работника {fi2}: {y_card2}",
        "СНИЛС (новые работники): {f4} — {y_snils4}",
        "Бурак и морковь — сдано на склад, учтено отдельно (акт от {date})",
        "Ведомость составил бухгалтер {y_f_io_loose5}",
    ],
    "tails": ["Руководитель ______ ИП глава КФХ {f_io6}", "-- конец --"],
    "count": (6, 9),
}

_NOTE_FOREMAN = {
    "migrants": (2, 4),
    "heads": ["Блокнот прораба · {y_stroy} · {date}", "прораб, корпус 3, {date}"],
    "bodies": [
        "{i2} {f2} опять без каски, третий раз, докладная",
        "бетон приняли {y_weight}, {y_ttn}, водитель {fi_low3} тел {y_phone3}",
        "кадастр участка {y_cadastre}, геодезист придёт в {time}",
        "{dim4} (подсобник) просит аванс, домой звонить {y_phone_home4}",
        "лопату и гвоздодёр у бытовки украли, сообщить в охрану",
        "на пропуск {fio4}, паспорт {y_fpassport4}, {y_bday_num4}, патент продлён",
        "{y_f_io_loose} (ОТ) проверяет в четверг, журналы подписать",
        "кран-балку не запускать до акта, договор {contract}",
        "бригадир {dim5} живёт на {y_addr_chat5}, ключи от склада у {g5:него|неё}",
        "в {y_mail_stroy} отправить табель, ИНН {org_inn}",
        "{i2} — ДР {y_bday_dm2}, скинуться",
    ],
    "count": (6, 9),
    "joiner": "\n- ",
}

_NOTE_FARM = {
    "heads": ["Агроном, тетрадь, {date}:", "Заметки управляющего фермой {y_farm}"],
    "bodies": [
        "поле 4 — сев закончили {date}, бурак пошёл ровно",
        "тракторист {fio} — больничный с {date}, звонил{g:|а} с {y_phone}",
        "{dim2} (доярка) живёт {y_addr_village2}, забирать на УАЗе в 5:30",
        "ИП глава КФХ {y_f_io_loose3} берёт у нас семена, счёт {contract}, {y_sum}",
        "{fi_low4} — новеньк{g4:ий|ая}, {y_bday_words4} г.р., прописка {y_addr_village4}, "
        "паспорт {y_passport4}",
        "на пруду мужики поймали леща на 2 кг, кулик у плотины гнездится — не трогать",
        "зарплату {dim_dat2} перевести на карту {y_card2}",
        "ветеринар {io5} — в четверг, телята",
        "элеватор {y_elevator}: приёмка {y_weight}, {y_ttn}",
        "СНИЛС {fio_gen4} для кадровички: {y_snils4}",
    ],
    "count": (6, 9),
}

_NOTE_COLLECT = {
    "heads": ["Выезд по должникам, {date} (отдел взыскания {bank})", "Заметки взыскателя:"],
    "bodies": [
        "{fio} — по адресу {y_addr_formal} не проживает, соседка сказала, уехал{g:|а} в "
        "Касимов к родне",
        "{g:его|её} {g2:брат|сестра} {fi2} дал{g2:|а} номер {y_phone2}, обещал{g2:|а} передать",
        "кредит {y_credit}, долг {y_sum}, последняя оплата {date}",
        "паспорт по анкете {y_passport}, дата рождения {y_bday_scan}",
        "новый адрес (со слов): {y_addr_chat}",
        "счёт клиента {account}, БИК {bik}, арест не наложен",
        "{fi_low3} (поручитель) — платит по {y_sum_b} в месяц, претензий нет",
        "в Касимове отделения банка нет, платить через приложение не хочет",
        "письмо на {y_mail_coll}: реструктуризация отклонена",
    ],
    "count": (5, 8),
}

_NOTE_DENT = {
    "heads": ["Администратор, {y_dent}, смена {date}:", "ресепшн — заметки на завтра"],
    "bodies": [
        "{fio} — перенос на {time}, {y_tooth} зуб, пломба; тел {y_phone}",
        "{dim2} (ребёнок {fio_gen3}) — {y_kbday_num2}, первичный осмотр, мама просит без бормашины",
        "справку для вычета {fio_dat}: ИНН {inn}, {y_bday_num}, сумма {y_sum}",
        "{y_f_io_loose4} ждёт коронку, лаборатория задерживает",
        "к 8 Марта скидка 10 % на чистку — предупредить постоянных",
        "{fi_low5} — жалоба, грубость ассистента, перезвонить после {time}",
        "полис ДМС {y_insurer} у {fio_gen6} закончился, {y_phone6}",
        "оплата картой {y_masked} прошла дважды, вернуть {y_sum_b}",
        "главврач {io7} просит отчёт на {y_mail_dent}",
    ],
    "count": (5, 8),
}

_MIXED_TMS = {
    "ordered": True,
    "migrants": (3,),
    "heads": [
        "export_trips.csv ({y_tk})\ntrip_id;driver;phone;passport;dob;truck;ttn",
        "TMS → выгрузка рейсов за неделю, {y_tk}",
    ],
    "bodies": [
        "{y_trip};{fio};{y_phone};{y_passport};{y_bday_num};{y_plate};{y_ttn}",
        "{y_trip_b};{y_f_io_loose2};{y_phone2};{y_pass_ser2} {y_pass_num2};"
        "{y_bday_iso2};{y_plate};{y_ttn_b}",
        '{"driver": "{y_if_uz3}", "phone": "{y_phone3}", "doc": "{y_fpassport3}", '
        '"dob": "{y_bday_iso3}T00:00:00"}',
        "Route: {y_office} → {y_office_b}",
        "Fuel card driver {fi}: {y_card}",
        "Payout (ИП {fio4}): account {account4}, {bank4}, BIK {bik4}, INN {inn4}",
        "dispatcher: {i5}, {y_mail_tk}, {y_landline}",
        "Comment: {dim} просит рейсы ближе к дому ({y_addr_csv})",
    ],
    "count": (5, 8),
}

_MIXED_TOUR = {
    "ordered": True,
    "heads": [
        "POST /api/v2/claims  ({y_operator})",
        "CRM «Турагентство» · заявка {y_tour_no} · JSON",
    ],
    "bodies": [
        '{"claim": "{y_tour_no}", "agency": "{y_tour}", "price": "{y_sum}",',
        '"tourists": [{"lastName": "{y_f_icao}", "firstName": "{y_i_icao}", '
        '"birthDate": "{y_bday_iso}T00:00:00", "passport": "{y_passport}"},',
        '{"lastName": "{y_f_icao2}", "firstName": "{y_i_icao2}", '
        '"birthDate": "{y_bday_iso2}T00:00:00", "passport": "{y_passport2}"},',
        '{"lastName": "{y_f_icao4}", "firstName": "{y_i_icao4}", "birthDate": '
        '"{y_pbday_iso4}T00:00:00", "child": true}],',
        '"customer": {"fullName": "{fio}", "mobile": "{y_phone}", "mail": "{y_email}", '
        '"regAddress": "{y_addr_lat}"},',
        '"manager": "{i3} {f3}", "comment": "туристы {fio_low} и {fio_low2}, ребенку {y_kid_age}"}',
        "Ответ оператора: 201 Created, бронь подтверждена, доплата {y_sum_b}",
    ],
    "count": (5, 7),
}

_MIXED_EPGU = {
    "ordered": True,
    "heads": [
        "АИС МФЦ · журнал обращений · {y_mfc}",
        "SMS / push (выгрузка уведомлений клиента)",
    ],
    "bodies": [
        "GOSUSLUGI: {y_i_icao}, zayavlenie {y_epgu} prinyato. Status v lichnom kabinete",
        "Госуслуги: {io}, результат по заявлению {y_epgu} готов, {y_mfc}",
        "case;applicant;snils;dob;address;service",
        "{y_mfc_case};{fio};{y_snils};{y_bday_num};{y_addr_fias};регистрация по месту жительства",
        "{y_mfc_case_b};{y_f_io_loose2};{y_snils2};{y_bday_excel2};{y_addr_csv2};выписка ЕГРН, "
        "кадастровый № {y_cadastre}",
        "Оператор окна {n}: {y_if_short3}",
        "Представитель по доверенности: {fio4}, паспорт {y_passport4}, тел {y_phone4}",
        "Госпошлина {y_fee} оплачена",
    ],
    "count": (5, 8),
}

_MIXED_MP = {
    "ordered": True,
    "heads": [
        "orders_export.csv — {y_mp} Seller\nposting;sku;buyer;phone;address;sum",
        "Личный кабинет продавца · заказы FBS · ИП {fio3}",
    ],
    "bodies": [
        "{y_posting};{y_sku};{fi};{y_phone};{y_addr_csv};{y_sum}",
        "{y_posting_b};{y_sku_b};{fi2};{y_phone2};ПВЗ {y_office};{y_sum_b}",
        '{"buyer": "{y_if_uz4}", "email": "{y_email4}", "address": "{y_addr_lat4}"}',
        "Продавец: ИП {fio3}, ИНН {inn3}, р/с {account3} в {bank3}, БИК {bik3}",
        "Склад отгрузки: {y_office}",
        "Комментарий покупателя {i}: позвонить за час, домофон не работает",
        "Возврат по {y_posting}: деньги на карту {y_masked}, курьер {dim5}",
    ],
    "count": (5, 7),
}
