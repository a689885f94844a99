"""Sentence frames of the ninth held-out round, continued from heldout9_frames.py: the situations
of its OCR, note and mixed genres, four a genre (the keys as there)."""

from __future__ import annotations

_OCR_BEET = {  # a sugar factory's growing contract with a farm head, scanned
    "ordered": True,
    "companies": ["ООО «Битюгсахар»"],
    "men": (2,),
    "years": {1: (1958, 1992)},
    "heads": [
        "ДОГОВОР КОНТРАКТАЦИИ № {vo_beet_contract}\nна производство и поставку сахарной свёклы "
        "урожая 2026 года\nг. Бобров                                  {vo_doc_date}",
    ],
    "bodies": [
        "{company}, именуемое в дальнейшем «Заготовитель», в лице генерального директора "
        "{vo_f_io_gen2}, действующего на основании Устава, с одной стороны, и",
        "Индивидуальный предприниматель — глава крестьянского (фермерского) хозяйства {fio}, "
        "ОГРНИП {vo_ogrnip}, именуем{g:ый|ая} в дальнейшем «Производитель», с другой стороны, "
        "заключили настоящий договор:",
        "1.1. Производитель обязуется вырастить на площади {vo_ha} га и передать Заготовителю "
        "сахарную свёклу в количестве {vo_tonnes} т, а Заготовитель — принять и оплатить её.",
        "2.3. Базисная сахаристость 16,0 %, базисная загрязнённость 3 %. Оплата — в течение "
        "30 дней после приёмки.",
        "3.1. Заготовитель передаёт семена и СЗР в счёт оплаты по цене {vo_sum_mid} за "
        "посевную единицу.",
        "РЕКВИЗИТЫ И ПОДПИСИ СТОРОН",
        "Заготовитель: {company}, ИНН {vo_inn}, КПП {vo_kpp}, ОГРН {vo_ogrn}, {vo_office_bobrov}",
        "Производитель: {fio}, {vo_bday} г. р., паспорт {vo_passport}, выдан {vo_issued}, "
        "к/п {vo_unit_code}",
        "Адрес: {vo_addr_village}, ИНН {vo_inn_p}, тел. {vo_phone}",
        "р/с {account} в {bank}, БИК {bik}",
    ],
    "tails": [
        "Заготовитель ________ {vo_f_io2}          Производитель ________ {vo_f_io}\nМ.П.",
    ],
    "count": (8, 10),
}

_OCR_POST = {  # a parcel notice (form 22) with its back filled in at a rural post office
    "ordered": True,
    "companies": ["АО «Почта России»"],
    "home_town": "Бобров",
    "years": {1: (1936, 1975)},
    "women": (3, 4),
    "heads": [
        "АО «ПОЧТА РОССИИ»   {vo_ufps}\nИЗВЕЩЕНИЕ ф. 22\nна посылку № {vo_rpo}\n{vo_ops}",
    ],
    "bodies": [
        "Кому: {vo_spaced} {i} {o}",
        "Куда: {vo_addr_village}",
        "Вес 2 кг 340 г   Объявленная ценность {vo_fee}   Наложенный платёж {vo_fee_b}",
        "Срок хранения 30 дней с даты поступления",
        "Предъявлен паспорт: серия {vo_pass_ser} № {vo_pass_num}, выдан ОУФМС России по "
        "Воронежской обл. в Бобровском р-не {vo_issued}",
        "Дата рождения получателя: {vo_bday_boxes}",
        "Зарегистрирован(а) по адресу: {vo_addr}",
        "Получил(а) {vo_visit}   подпись ______ {vo_f_io}",
        "По доверенности: {fio2}, доверенность № {vo_act}, удостоверена администрацией "
        "сельского поселения",
        "Выдал: оператор {vo_f_i3}",
        "Доставлено на дом почтальоном {vo_f_io4}, получатель — инвалид I гр.",
    ],
    "tails": ["Контакт-центр {vo_hotline_post}   Отслеживание — pochta.ru"],
    "count": (6, 9),
}

_OCR_HORSE = {  # a stud farm's sale contract of a trotter, scanned
    "ordered": True,
    "companies": ["АО «Хреновской конный завод»"],
    "men": (2,),
    "heads": [
        "ДОГОВОР КУПЛИ-ПРОДАЖИ ПЛЕМЕННОЙ ЛОШАДИ № {vo_horse_contract}\nс. Хреновое Бобровского "
        "района Воронежской области     {vo_doc_date}",
    ],
    "bodies": [
        "{company}, ИНН {vo_inn}, ОГРН {vo_ogrn}, в лице генерального директора "
        "{vo_f_io_gen2}, именуемое «Продавец», и",
        "гражданин{g:|ка} РФ {fio}, {vo_bday_words} г.р., паспорт {vo_passport}, "
        "зарегистрированн{g:ый|ая} по адресу: {vo_addr}, именуем{g:ый|ая} «Покупатель», "
        "заключили настоящий договор:",
        "1.1. Продавец передаёт в собственность Покупателя лошадь: кличка {vo_horse_name}, "
        "порода орловская рысистая, масть серая, дата рождения {vo_foaled}, тавро {vo_brand}, "
        "микрочип {vo_chip}, UELN {vo_ueln}.",
        "1.2. Лошадь клинически здорова, вакцинирована, исследована на ИНАН и сап; "
        "ветеринарный сопроводительный документ оформлен во ФГИС «ВетИС».",
        "2.1. Цена лошади {vo_sum}, НДС не облагается. Оплата безналичным перечислением на "
        "расчётный счёт Продавца.",
        "4. Покупатель: ИНН {vo_inn_p}, тел. {vo_phone}, e-mail {email}",
        "Лошадь осмотрена, претензий к состоянию не имею. Покупатель ______ {vo_f_io}",
        "Лошадь передал: старший зоотехник {vo_f_io3}; перевозка — коневоз {vo_plate}",
    ],
    "tails": ["Продавец ________ {vo_f_io2}   М.П.\nПокупатель ________ {vo_f_io}"],
    "count": (6, 8),
}

_OCR_APIARY = {  # an apiary's veterinary passport issued by a district station, scanned
    "ordered": True,
    "companies": ["БУ ВО «Бобровская райСББЖ»"],
    "years": {1: (1948, 1990)},
    "heads": [
        "ВЕТЕРИНАРНО-САНИТАРНЫЙ ПАСПОРТ ПАСЕКИ\n№ {vo_bee_passport}\nвыдан {vo_sbbzh}   "
        "{vo_doc_date}",
    ],
    "bodies": [
        "1. Владелец пасеки (Ф.И.О.): {vo_spaced} {i} {o}",
        "2. Дата рождения владельца: {vo_bday_boxes}",
        "3. Адрес владельца: {vo_addr}",
        "4. Местонахождение пасеки: {vo_addr_village}",
        "5. Телефон: {vo_phone_home}, моб. {vo_phone}",
        "6. Количество пчелиных семей: {vo_hives}; порода — среднерусская; ульи — лежаки, "
        "многокорпусные",
        "7. Результаты исследований: варроатоз — отр., нозематоз — отр., акарапидоз — отр., "
        "гнильцы — не выявлены",
        "8. Кочёвка разрешена в пределах района, отметка от {vo_visit}",
        "Ветеринарный врач ________ {vo_f_io2}",
        "Паспорт получил ________ {vo_f_io}",
    ],
    "tails": ["М.П.   Начальник станции ________ {vo_f_io3}"],
    "count": (7, 10),
}

_NOTE_REPAIR = {  # a renovation foreman's notes for the week
    "companies": ["Ремонтная бригада «Мастер-36»"],
    "home_town": "Воронеж",
    "women": (1,),
    "men": (3, 4),
    "wordy": (4,),
    "heads": ["объекты на неделю {date}", "прораб — что где по объектам ({date})"],
    "bodies": [
        "1) {vo_addr_chat} — {vo_dim_f}, ванная под ключ. ключи у консьержа, хозяйка на работе "
        "до 18, {vo_phone}",
        "2) {vo_addr_short2} — {vo_f_low2}, демонтаж. соседи снизу жаловались — шуметь с 9 до 19, "
        "в субботу до 15!!",
        "аванс от {vo_dim_gen} {vo_fee} пришёл на карту, от {vo_f_i2} — нет, напомнить",
        "{vo_dim_f4} (плитка) — должен ему {vo_fee_b} за прошлую неделю",
        "{vo_f_low4} просил не ставить в пару с электриком, опять поругались",
        "купить: клей Ceresit CM 11 — 25 меш., грунт, уголки, профиль 27×28, саморезы-клопы",
        "у {vo_dim_gen2} под балконом шершни гнездо свили — пусть вызывают службу, наши не полезут",
        "электрик {i3} для договора просит паспорт заказчицы: {vo_passport}",
        "акт скрытых работ — {fi}, подписать в субботу",
    ],
    "count": (5, 8),
}

_NOTE_POST = {  # a rural postwoman's pension round
    "companies": ["АО «Почта России»"],
    "home_town": "Бобров",
    "women": (1, 2, 6),
    "men": (3,),
    "years": {
        1: (1930, 1945),
        2: (1932, 1950),
        3: (1935, 1950),
        4: (1936, 1936),
        5: (1940, 1962),
    },
    "heads": ["пенсия {date}, Хреновое — кому нести", "доставка пенсий {date} · участок 2"],
    "bodies": [
        "баба {i} ({vo_f_low}) — {vo_addr_village}, {vo_pension}, расписывается сама, очки ей "
        "найти",
        "{vo_dim_f2} — лежачая, расписывается дочь {i6} по доверенности, тел. {vo_phone6}",
        "дед {i3} переехал к сыну: {vo_addr_village3}, пусть меняет адрес в СФР! пока ношу",
        "{fio4} — ДР {vo_bday_dm4}, 90 лет! открытку от почты и от главы поселения",
        "у {vo_dim_gen5} собака злая, звонить заранее {vo_phone_home5}",
        "подписка: {fi5} — «Коммуна» и районка на 2-е полугодие",
        "у {vo_dim_gen} за печкой сверчок — опять говорила, что домовой 😄",
        "сдать в кассу ведомость и остаток, перевод для {vo_f_io_gen2} — {vo_fee}",
    ],
    "count": (5, 8),
}

_NOTE_HOUSING = {  # a housing clerk's notes in the nuclear plant's town
    "companies": ["Нововоронежская АЭС — филиал АО «Концерн Росэнергоатом»"],
    "home_town": "Нововоронеж",
    "men": (4,),
    "years": {3: (1960, 1975), 5: (2000, 2003)},
    "heads": ["приём по жилью {date}", "жилкомиссия — к четвергу ({date})"],
    "bodies": [
        "{fio} — в списке № {vo_queue}, принес{g:|ла} справку о составе семьи, нет выписки "
        "ЕГРН на {g:жену|мужа}",
        "{vo_f_io2} звонил{g2:|а}: {vo_addr_hostel2}, течёт стояк — отправила в ЖЭУ, "
        "тел. {vo_phone2}",
        "проверить {vo_caps3} — уволил{g3:ся|ась} с АЭС, снять с учёта, освобождает служебную "
        "{vo_addr_short3}",
        "{vo_patr4} из ЖЭУ просил список квартир, которые освобождаются до 1 июля",
        "из ОК прислали приказы о приёме: {vo_f_i5}, {vo_f_i6} — завести карточки",
        "{i5} — молодой специалист, {vo_bday5}, без семьи — только общежитие",
        "протокол № {vo_protocol} — подписать у председателя до пятницы",
        "{vo_f_io_dat} — ответ письмом, вх. № {vo_in_no}, срок 30 дней!",
    ],
    "count": (5, 7),
}

_NOTE_STUD = {  # a stable's duty notes at the stud farm
    "companies": ["АО «Хреновской конный завод»"],
    "men": (1,),
    "wordy": (2,),
    "women": (6, 8),
    "heads": ["конюшня № 3, {date}", "дежурство по отделению, {date}"],
    "bodies": [
        "{vo_horse_name} — ковка в четверг, кузнец {vo_dim_f} ({vo_phone})",
        "кобыла {vo_horse_name} продана, покупатель {fi2}, забирает в субботу своим коневозом "
        "{vo_plate}",
        "на постое (частные): мерин Ураган — хозяйка {vo_dim_f3}, {vo_phone3}, {vo_fee} в "
        "месяц, должна за два",
        "прививки (грипп, ринопневмония) {vo_visit} — ветврач {vo_f_io4}, всех внести в ВетИС",
        "{vo_f_low5} с конюшни № 3 на больничном, вместо {g5:него|неё} {vo_dim_f6}",
        "рысак Гранит захромал на левую переднюю — показать {vo_f_io_dat4}",
        "овёс 2 т, сено 40 тюков, опилки — заказать у {vo_f_io_gen7}, тел. {vo_phone7}",
        "экскурсия 6 «Б» из Боброва в 11:00 — встречает {i6}, учительница {fio8}, {vo_phone8}",
    ],
    "count": (5, 8),
}

_MIXED_WEIGH = {  # a sugar factory's weighbridge export, JSON
    "companies": ["ООО «Битюгсахар»"],
    "ordered": True,
    "men": (2, 5),
    "heads": [
        '{"scale": "ВЕСЫ-2", "site": "кагатное поле № 1", "exported": "{vo_visit} 06:30", '
        '"weighings": [',
    ],
    "bodies": [
        '{"ttn": "{vo_ttn}", "supplier": "ИП глава КФХ {fio}", "supplier_inn": "{vo_inn_p}", '
        '"truck": "{vo_plate}", "driver": "{vo_icao2}", "driver_phone": "{vo_phone_raw2}", '
        '"gross_t": "{vo_gross}", "tare_t": "{vo_tare}", "sugar_pct": "{vo_sugar}"},',
        '{"ttn": "{vo_ttn}", "supplier": "ООО «Агро-Битюг»", "supplier_inn": "{vo_inn_b}", '
        '"truck": "{vo_plate}", "driver": "{fio3}", "gross_t": "{vo_gross}", '
        '"tare_t": "{vo_tare}", "dirt_pct": "{vo_dirt}", "sugar_pct": "{vo_sugar}"},',
        '{"ttn": "{vo_ttn}", "supplier": "ИП глава КФХ {vo_f_io4}", "supplier_inn": '
        '"{vo_inn_p4}", "truck": "{vo_plate}", "driver": "{vo_lat4}", '
        '"note": "водитель — сам фермер, тел. {vo_phone4}"},',
        '{"ttn": "{vo_ttn}", "supplier": "ИП глава КФХ {fio5}", "account": "{account5}", '
        '"bik": "{bik5}", "truck": "{vo_plate}", "driver": "{vo_icao5}", '
        '"gross_t": "{vo_gross}", "status": "возврат: гниль"},',
        '{"ttn": "{vo_ttn}", "supplier": "ИП глава КФХ {vo_f_i8}", "truck": "{vo_plate}", '
        '"driver": "{vo_lat8}", "gross_t": "{vo_gross}", "tare_t": "{vo_tare}"}',
    ],
    "tails": [
        '], "operator": "{vo_f_io6}", "operator_phone": "{vo_wphone6}", "lab": "{vo_f_i7}", '
        '"org": "{company}", "inn": "{vo_inn}"}',
    ],
    "count": (3, 5),
}

_MIXED_FAIR = {  # a honey fair's registrations exported from a web form, CSV
    "companies": ["ВРОО «Союз пчеловодов Черноземья»"],
    "ordered": True,
    "heads": [
        "Медовый Спас-2026 · регистрация на ярмарку (Google Forms, экспорт CSV {date})\n"
        "Отметка времени,ФИО,Дата рождения,Телефон,Email,Адрес пасеки,Семей,Мёд,Место",
    ],
    "bodies": [
        '"{vo_visit} 10:14:22","{fio}","{vo_bday}","{vo_phone}","{email}",'
        '"{vo_addr_village}",{vo_hives},{vo_honey},A-12',
        '"{vo_visit} 11:02:51","{vo_lat2}","{vo_bday_iso2}","{vo_phone_raw2}","{email2}",'
        '"{vo_addr_village_lat2}",{vo_hives},{vo_honey},A-14',
        '"{vo_visit} 19:40:07","{fio_low3}","{vo_bday_chat3}","{vo_phone3}","",'
        '"{vo_addr_snt3}",{vo_hives},{vo_honey},B-03',
        '"{vo_visit} 21:15:36","{vo_f_io4}","{vo_bday_odd4}","{vo_phone4}","{email4}",'
        '"{vo_addr_village4}",{vo_hives},{vo_honey},B-07',
        "# оргвзнос {vo_fee} за место, принимает казначей {vo_f_io5}, {vo_phone5}",
        "# вопросы: {vo_mail_bee}, {vo_landline}",
        "# {vo_f_i2} просит место рядом с {vo_f_io_ins4}",
    ],
    "count": (4, 7),
}

_MIXED_TOUR = {  # a folk choir's list for a festival abroad, in the passports' Latin
    "companies": ["Народный хор «Придонье»"],
    "ordered": True,
    "women": (1, 2, 3, 5),
    "men": (4,),
    "years": {1: (1955, 1970)},
    "heads": [
        "Participants list · Folk choir «Pridonye» (Voronezh) · Ethno Fest, Belgrade, "
        "{vo_visit}\nNo;Surname;Given names;Date of birth;Sex;Passport No;Expiry;Phone",
    ],
    "bodies": [
        "1;{vo_icao_sur};{vo_icao_first};{vo_bday_icao};F;{vo_zagran};12.08.2031;{vo_phone}",
        "2;{vo_icao_sur2};{vo_icao_first2};{vo_bday_icao2};F;{vo_zagran2};03.02.2030;",
        "3;{vo_icao3};;{vo_bday_icao3};F;{vo_zagran3};19.11.2034;{vo_phone3}",
        "4;{vo_icao_sur4};{vo_icao_first4};{vo_bday_icao4};M;{vo_zagran4};27.05.2029;{vo_phone4}",
        "5;{vo_lat5};;{vo_bday5};F;{vo_zagran5};;",
        "# руководитель группы: {fio}, {vo_phone}, {email}",
        "# оплата: {vo_choir_org}, ИНН {vo_inn}, сумма {vo_sum_b}",
        "# {vo_f_io5} — загранпаспорт на замене, номер пришлёт до {date}",
    ],
    "count": (5, 8),
}

_MIXED_HR = {  # an aircraft plant's HR system export of new hires, XML
    "companies": ["ПАО «Воронежское акционерное самолётостроительное общество»"],
    "ordered": True,
    "heads": [
        '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
        '<hrExport system="1C:ZUP" org="{company}" inn="{vo_inn}" date="{vo_visit}">',
    ],
    "bodies": [
        '  <employee tab="{vo_tab}" dept="{vo_shop}"><lastName>{f}</lastName><firstName>{i}'
        "</firstName><middleName>{o}</middleName><birthDate>{vo_bday_xml}</birthDate>"
        "<snils>{vo_snils}</snils><inn>{vo_inn_p}</inn></employee>",
        '  <employee tab="{vo_tab}" dept="{vo_shop}"><fio>{fio2}</fio><fioLat>{vo_icao2}</fioLat>'
        '<birthDate>{vo_bday_xml2}</birthDate><passport series="{vo_pass_ser2}" '
        'number="{vo_pass_num2}"/><phone>{vo_phone_raw2}</phone></employee>',
        '  <employee tab="{vo_tab}" dept="{vo_shop}"><fio>{vo_roster3}</fio><birthDate>'
        "{vo_bday_iso3}</birthDate><address>{vo_addr3}</address><email>{vo_pmail_vaso3}"
        "</email></employee>",
        '  <employee tab="{vo_tab}" dept="{vo_shop}"><fio>{fio4}</fio><birthDate>{vo_bday_xml4}'
        "</birthDate><bankCard>{card4}</bankCard><comment>зарплатная карта, {bank4}</comment>"
        "</employee>",
        '  <employee tab="{vo_tab}" dept="{vo_shop}"><fio>{vo_fio_comma5}</fio><birthDate>'
        '{vo_bday_xml5}</birthDate><account bik="{bik5}">{account5}</account></employee>',
        "  <!-- выгрузил: {vo_f_io6}, {vo_pmail_vaso6} -->",
    ],
    "tails": ["</hrExport>"],
    "count": (4, 6),
}


OCR_SITUATIONS = [_OCR_BEET, _OCR_POST, _OCR_HORSE, _OCR_APIARY]
NOTE_SITUATIONS = [_NOTE_REPAIR, _NOTE_POST, _NOTE_HOUSING, _NOTE_STUD]
MIXED_SITUATIONS = [_MIXED_WEIGH, _MIXED_FAIR, _MIXED_TOUR, _MIXED_HR]
