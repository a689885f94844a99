"""Sentence frames of the eighth held-out round, continued from heldout8_frames.py: the situations
of its OCR, note and mixed genres, four a genre (the keys as there)."""

from __future__ import annotations

_OCR_BURIAL = {  # a cemetery's burial register, scanned: one row a burial
    "ordered": True,
    "companies": ["МКУ «Специализированная служба по вопросам похоронного дела»"],
    "neighbours": (2, 3, 4, 5, 6, 7),
    "years": {1: (1931, 1950), 2: (1936, 1962), 3: (1925, 1945), 4: (1940, 1975)},
    "home_town": "Пермь",
    "heads": [
        "{company}\nКНИГА РЕГИСТРАЦИИ ЗАХОРОНЕНИЙ (ПОДЗАХОРОНЕНИЙ)\nкладбище: "
        "{hu_cemetery}\nтом {hu_shift}, начата {hu_doc_date}",
    ],
    "bodies": [
        "№ зап. | Ф.И.О. умершего | дата рожд. | дата смерти | дата захор. | квартал, ряд, "
        "могила | лицо, ответственное за захоронение",
        "{hu_rec_a} | {hu_roster} | {hu_bday} | {hu_died_buried} | {hu_grave} | "
        "{fio5}, {hu_addr_short5}, т. {hu_phone5}",
        "{hu_rec_b} | {fio2} | {hu_bday_odd2} | {hu_died_buried} | {hu_grave} | "
        "{hu_f_io6}, {hu_addr6}",
        "{hu_rec_c} | {hu_caps3} | {hu_year3} | {hu_died_buried} | подзахоронение в "
        "родств. могилу, {hu_grave} | {hu_f_io7}, {hu_addr_village7}, паспорт {hu_passport7}",
        "{hu_rec_d} | {fio4} | {hu_bday4} | {hu_died_buried} | урна, {hu_grave} | "
        "{hu_f_io5}, тел. {hu_phone5}",
        "Разрешение на подзахоронение выдано {hu_f_io_dat7} по заявлению вх. № {hu_in_no}",
    ],
    "tails": ["Смотритель кладбища ________ {hu_f_io8}"],
    "count": (4, 6),
}

_OCR_ACCIDENT = {  # a plant's act of an accident at work (form Н-1), scanned
    "ordered": True,
    "companies": ["ООО «КамаЛесДрев»"],
    "men": (1, 4),
    "years": {1: (1966, 2001)},
    "home_town": "Краснокамск",
    "heads": [
        "Форма Н-1\nУТВЕРЖДАЮ\nДиректор {company}\n__________ {hu_f_io2}\n{hu_doc_date}\n"
        "АКТ № {hu_act_no}\nо несчастном случае на производстве",
    ],
    "bodies": [
        "1. Дата и время несчастного случая: {hu_visit}, 14 час. 40 мин.; число полных часов "
        "от начала работы — 6",
        "2. Организация (работодатель), работником которой является пострадавший: {company}, "
        "{hu_office_krk}, ИНН {hu_inn}",
        "Наименование структурного подразделения: лесопильный цех № 2",
        "3. Лица, проводившие расследование: {fio2}, директор; {hu_f_io3}, инженер по охране "
        "труда; {hu_f_io5}, мастер участка",
        "4. Сведения о пострадавшем:\nфамилия, имя, отчество: {fio}\nпол (мужской, женский): "
        "мужской\nдата рождения: {hu_bday}\nпрофессия: станочник деревообрабатывающих станков",
        "адрес места жительства пострадавшего: {hu_addr}",
        "5. Сведения о проведении инструктажей: вводный — проводил {hu_f_io3}; повторный — "
        "{hu_visit}, проводил {hu_f_io5}",
        "7. Обстоятельства несчастного случая: при очистке станка ЦМ-200 от опилок при "
        "снятом ограждении пилы пострадавший получил травму левой кисти.",
        "8. Очевидцы несчастного случая: {fio4}, {hu_addr_short4}, тел. {hu_phone4}",
        "10. Лица, допустившие нарушение требований охраны труда: {hu_f_io5}, мастер участка, "
        "допустил работу при снятом ограждении",
    ],
    "tails": [
        "Подписи лиц, проводивших расследование: ______ {hu_f_io2}  ______ {hu_f_io3}  "
        "______ {hu_f_io5}\nАкт получил: {hu_f_io}   {hu_doc_date}",
    ],
    "count": (7, 10),
}

_OCR_MEDCHECK = {  # a potash mine's journal of pre-shift medical checks, scanned
    "ordered": True,
    "companies": ["ПАО «Верхнекамский калий»"],
    "men": (1, 2, 3, 4, 5, 6),
    "neighbours": (2, 3, 4, 5),
    "heads": [
        "{company}, {hu_mine}\nЗДРАВПУНКТ\nЖУРНАЛ РЕГИСТРАЦИИ ПРЕДСМЕННЫХ МЕДИЦИНСКИХ "
        "ОСМОТРОВ\nсмена {hu_shift}, {hu_visit}",
    ],
    "bodies": [
        "№ | время | Ф.И.О. | таб. № | дата рожд. | АД | пульс | алкотест, мг/л | заключение "
        "| подпись",
        "1 | 06:41 | {hu_roster} | {hu_tab} | {hu_bday_short} | {hu_bp} | {hu_pulse} | "
        "{hu_alco} | допущен | ___",
        "2 | 06:43 | {fio2} | {hu_tab} | {hu_bday2} | {hu_bp} | {hu_pulse} | {hu_alco} | "
        "допущен | ___",
        "3 | 06:47 | {hu_roster3} | {hu_tab} | {hu_bday_odd3} | 165/100 | {hu_pulse} | "
        "{hu_alco} | НЕ допущен | ___",
        "4 | 06:50 | {hu_f_io4} | {hu_tab} | {hu_bday_short4} | {hu_bp} | {hu_pulse} | "
        "{hu_alco} | допущен | ___",
        "5 | 06:52 | {hu_spaced5} {i5} | {hu_tab} | {hu_bday5} | {hu_bp} | {hu_pulse} | "
        "{hu_alco} | допущен | ___",
        "Отстранён от смены {fio3}: АД 165/100, направлен к терапевту. Горный мастер "
        "{hu_f_io6} уведомлён по тел. {hu_wphone6}",
    ],
    "tails": ["Осмотр провёл фельдшер ________ {hu_f_io7}"],
    "count": (5, 7),
}

_OCR_PSYCH = {  # a medical certificate for a gun licence (form 002-О/у), scanned
    "ordered": True,
    "companies": ["ГБУЗ ПК «Пермский краевой психоневрологический диспансер»"],
    "heads": [
        "Министерство здравоохранения Пермского края\n{company}\n{hu_office}\n"
        "Медицинская документация. Форма № 002-О/у\nМЕДИЦИНСКОЕ ЗАКЛЮЧЕНИЕ об отсутствии "
        "медицинских противопоказаний к владению оружием\nСерия {hu_cert_ser} № {hu_cert_no}",
    ],
    "bodies": [
        "1. Выдано: {hu_spaced} {i} {o}",
        "2. Дата рождения: {hu_bday_words}",
        "3. Адрес регистрации по месту жительства: {hu_addr}",
        "4. Документ, удостоверяющий личность: паспорт серия {hu_pass_ser} № {hu_pass_num}",
        "5. Дата выдачи медицинского заключения: {hu_doc_date}",
        "6. Медицинские противопоказания к владению оружием: не выявлены",
        "Врач-психиатр ________ {hu_f_io2}",
        "Врач-психиатр-нарколог ________ {hu_f_io3}\nХТИ № {hu_cti} от {hu_visit}: "
        "наркотические средства, психотропные вещества не обнаружены",
    ],
    "tails": ["Главный врач ________ {hu_f_io4}   М.П."],
    "count": (6, 8),
}

_NOTE_HAIR = {  # a hairdresser's appointment book in Kungur
    "companies": ["Салон «Локон»"],
    "home_town": "Кунгур",
    "ordered": True,
    "women": (1, 2, 4, 5),
    "men": (3,),
    "years": {4: (1944, 1958)},
    "heads": ["запись {date}", "суббота {date} — кто записан"],
    "bodies": [
        "9:00 {dim_low} — корни + стрижка, {hu_phone}",
        "10:30 {fi2} — новенькая, по рекомендации {hu_dim_gen}; мелирование, предоплата {hu_fee}",
        "12:00 {hu_dim_f3} — мужская + борода, придёт с сыном",
        "13:00 обед!! не записывать",
        "14:00 {i4} {hu_f_low4} — пенсионерка, скидка 20 %, ДР {hu_bday_dm4}, поздравить",
        "15:30 {hu_f_i5} — кератин, длинные, {hu_fee_b}, перенесла с четверга, тел {hu_phone5}",
        "позвонить {hu_dim_dat} — напомнить про тонирование через 3 недели",
        "{i2} уже второй раз не пришла — дальше только по предоплате",
        "купить оксид 6 % и 7.1, шампунь для окрашенных кончается",
        "пальму в холле полить, листья желтеют",
        "{i4} живёт рядом, {hu_addr_house4}, если не придёт — зайти, телефона нет",
    ],
    "count": (5, 8),
}

_NOTE_LOCKSMITH = {  # a locksmith's call-out notes in Krasnokamsk and Perm
    "companies": ["ООО «Ключник-Кама»"],
    "home_town": "Краснокамск",
    "ordered": True,
    "wordy": (3,),
    "heads": ["вызовы {date}", "выезды за {date}"],
    "bodies": [
        "08:10 {hu_addr_chat} — захлопнулась дверь, ключ внутри. {fio}, паспорт смотрел — "
        "прописка совпадает, {hu_passport}. Вскрыл без повреждений, {hu_fee}",
        "10:40 {hu_addr_short2} — {fi2}, говорит квартира бабушки, прописки нет!! не "
        "вскрывал, вызвали участкового, ждали полтора часа. Участковый {hu_f_io5} разрешил "
        "при соседях",
        "12:30 гаражи за Шоссейной, бокс 41 — {hu_dim_f3}, срезал навесной, {hu_fee_b}",
        "15:00 {hu_addr_house4} — {fi4}, замена личинки Mottura, {hu_sum_mid}, чек на {hu_phone4}",
        "{i4} просил{g4:|а} визитку для соседей — оставил две",
        "{hu_f_low2} перезвонил{g2:|а} вечером, нашли завещание, просит приехать ещё раз с "
        "участковым, тел. {hu_phone2}",
        "закупить: личинки 60 мм — 3 шт, свёрла по металлу 4 и 6",
        "в субботу на Каму — налим пошёл, донки в гараже",
        "бензин {hu_fee}, чек в бардачке",
    ],
    "count": (4, 7),
}

_NOTE_CHESS = {  # a chess coach's notes on the children of the group
    "companies": ["ШК «Ладья» (Краснокамск)"],
    "kin": (6,),
    "women": (6,),
    "home_town": "Краснокамск",
    "years": {
        1: (2010, 2018),
        2: (2011, 2018),
        3: (2010, 2017),
        4: (2012, 2019),
        5: (2011, 2016),
    },
    "heads": ["группа 2, заметки тренера", "кого заявить на первенство {date}"],
    "bodies": [
        "{fi} — 4 из 5!! рейтинг {hu_rating}. ДР {hu_bday_dm} — поздравить на занятии",
        "{hu_dim_f2} — заявить на первенство края, нужен FIDE ID, подать через ФШР: ДР {hu_bday2}",
        "мама {hu_dim_gen} — {i6}, {hu_phone6}, просила не ставить на воскресенье",
        "у {hu_dim_gen3} турнир совпадает с олимпиадой, мама против. тел. {hu_phone3}",
        "{fio4} — новеньк{g4:ий|ая}, {hu_year4} г.р., с отцом договорились на индивидуальные, "
        "{hu_fee}",
        "взнос за турнир {hu_fee_b} с человека, собрать до пятницы",
        "{hu_f_low5} опять без часов, сказать родителям: DGT есть в «Спортмастере»",
        "{i5} играет сильнее, чем рейтинг ({hu_rating}), в группу 1 после каникул",
        "две пары часов сломаны — списать, акт в ДЮСШ",
        "{i} играет как премудрый пескарь — только защита, учить атаке",
    ],
    "count": (5, 7),
}

_NOTE_VETERANS = {  # a veterans' council's list of jubilees at a metallurgical plant
    "companies": ["Совет ветеранов АО «Чусовской металлургический завод»"],
    "home_town": "Чусовой",
    "years": {
        1: (1936, 1936),
        2: (1941, 1941),
        3: (1946, 1946),
        4: (1935, 1956),
        7: (1938, 1955),
    },
    "men": (1, 3),
    "women": (2, 5),
    "heads": ["юбиляры — {date}", "совет ветеранов ЧМЗ · поздравить в этом месяце"],
    "bodies": [
        "{fio} — 90 лет! ДР {hu_bday_words}, бывш. сталевар мартеновского; живёт "
        "{hu_addr_short}, тел. {hu_phone}. от завода — подарок и продуктовый набор",
        "{hu_f_io2}, {hu_bday_dm2} — 85, лежачая, поздравить дома, дочь {i5} откроет, {hu_phone5}",
        "{hu_patr3} (наш {hu_f_i3}) — 80, просил не поздравлять со сцены, только открытку",
        "у {fio_gen4} переехали к сыну: новый адрес {hu_addr_chat4}, по старому не ходить",
        "на материальную помощь: {hu_f_io}, {hu_f_io2} — по {hu_fee}",
        "позвонить {hu_io_dat6} в профком насчёт автобуса на 9 Мая",
        "в столовой на 9 Мая уха из окуня, заказать на 40 человек",
        "венок {fi7} (умер{g7:|ла} {hu_death}) — от совета {hu_fee_b}",
        "{hu_patr3} передал{g3:|а} фото мартеновского цеха для музея — вернуть до 1 числа",
    ],
    "count": (5, 7),
}

_MIXED_QSL = {  # a ham radio club's log exported from ADIF, Latin
    "companies": ["Радиоклуб «Кама»"],
    "ordered": True,
    "heads": [
        "RK9FWA log export (ADIF -> CSV), operator {hu_callsign}\n"
        "QSO_DATE,TIME_ON,CALL,BAND,MODE,RST_S,RST_R,NAME,QTH,QSL_VIA,COMMENT",
    ],
    "bodies": [
        "{hu_utcdate},{hu_utc},{hu_callsign},{hu_band},SSB,59,57,{hu_lat_first2},{hu_city_lat},"
        "BURO,",
        "{hu_utcdate},{hu_utc},{hu_callsign},{hu_band},CW,599,579,{hu_lat_first3},"
        '{hu_city_lat},DIRECT,"QSL direct: {hu_addr_lat3}"',
        "{hu_utcdate},{hu_utc},{hu_callsign},{hu_band},FT8,-12,-08,{hu_lat_first4},,LOTW,",
        "{hu_utcdate},{hu_utc},{hu_callsign},{hu_band},SSB,59,59,{hu_lat_first5},{hu_city_lat},"
        'BURO,"tnx {hu_lat5}, 73! tel {hu_phone5}"',
        "# station: {hu_lat}, QTH {hu_addr_lat}, tel {hu_phone}",
        "# club: Радиоклуб «Кама», {hu_office_perm}, председатель {hu_f_io6}",
        "# новый член клуба: {fio7}, {hu_bday_iso7}, паспорт {hu_passport7} — для "
        "регистрации позывного",
        "# QSL manager: {hu_lat8} <{email8}>",
    ],
    "count": (5, 8),
}

_MIXED_CHESS = {  # a rapid chess championship's list exported from the program
    "companies": ["ШК «Ладья» (Краснокамск)"],
    "ordered": True,
    "kin": (7,),
    "home_town": "Краснокамск",
    "years": {
        1: (2011, 2016),
        2: (2011, 2016),
        3: (2012, 2017),
        4: (2011, 2016),
        5: (2012, 2017),
    },
    "heads": [
        "Первенство г. Краснокамска по быстрым шахматам, юноши и девушки до 15 лет\n"
        "Chess-Results export {date}\nRk.;SNo;Name;FED;FIDE-ID;Rtg;Birth;Club/City;Pts.",
    ],
    "bodies": [
        "1;{hu_sno};{hu_fide_name};RUS;{hu_fide_id};{hu_rating};{hu_bday_fide};"
        "{hu_club};{hu_score}",
        "2;{hu_sno};{hu_fide_name2};RUS;{hu_fide_id};{hu_rating};{hu_year2};{hu_club};{hu_score}",
        "3;{hu_sno};{fi3};RUS;;{hu_rating};{hu_bday_fide3};{hu_club};{hu_score}",
        "4;{hu_sno};{hu_fide_name4};RUS;{hu_fide_id};{hu_rating};{hu_bday_iso4};"
        "{hu_club};{hu_score}",
        "5;{hu_sno};{hu_roster5};RUS;;0;{hu_year5};{hu_club};{hu_score}",
        "# родители (не публиковать!): {fi} — {i7}, {hu_phone7}; {fi3} — {hu_phone3}",
        "# Главный судья: {hu_f_io6}, {hu_pmail_chess6}",
        "# стартовый взнос {hu_fee}, не оплатили: {hu_f_i5}",
    ],
    "count": (5, 8),
}

_MIXED_MEDTERM = {  # the automated medical check terminal's export, JSON
    "companies": ["ПАО «Верхнекамский калий»"],
    "ordered": True,
    "men": (1, 2, 3, 4),
    "heads": [
        '{"terminal": "ЭМО-{hu_term}", "site": "{hu_mine}", "exported": "{hu_visit} 06:58", '
        '"records": [',
    ],
    "bodies": [
        '{"tab": "{hu_tab}", "fio": "{fio}", "dob": "{hu_bday_iso}", "snils": "{hu_snils}", '
        '"bp": "{hu_bp}", "hr": {hu_pulse}, "alco": "{hu_alco}", "result": "допущен"},',
        '{"tab": "{hu_tab}", "fio": "{hu_lat2}", "dob": "{hu_bday2}", "phone": "{hu_phone_raw2}", '
        '"bp": "162/98", "result": "не допущен", "reason": "АД выше нормы"},',
        '{"tab": "{hu_tab}", "fio": "{hu_roster3}", "dob": "{hu_bday_iso3}", '
        '"bp": "{hu_bp}", "alco": "{hu_alco}", "result": "допущен"},',
        '{"tab": "{hu_tab}", "fio": "{fio_up4}", "dob": "{hu_bday_iso4}", "snils": "{hu_snils4}", '
        '"note": "повторный осмотр через 20 мин"}',
        '], "medic": "{hu_f_io5}", "medic_phone": "{hu_wphone5}", "org": "{company}", '
        '"inn": "{hu_inn}", "hotline": "{hotline}"}',
    ],
    "count": (4, 5),
}

_MIXED_TRAIN = {  # a ballet college's group list for train tickets, CSV
    "companies": ["Пермский хореографический колледж"],
    "ordered": True,
    "women": (1, 2, 3),
    "years": {1: (2009, 2011), 2: (2009, 2011), 3: (2010, 2011)},
    "home_town": "Пермь",
    "heads": [
        "Групповая заявка {hu_group_order} · поезд {hu_train} Пермь-2 — Казань · {hu_visit}\n"
        "Фамилия;Имя;Отчество;Пол;Дата рождения;Документ;Номер документа;Гражданство;Контакт",
    ],
    "bodies": [
        "{f};{i};{o};Ж;{hu_bday};ПН;{hu_pass_tight};RUS;{hu_phone}",
        "{f2};{i2};{o2};Ж;{hu_bday2};ПН;{hu_passport2};RUS;",
        "{hu_icao_sur3};{hu_icao_first3};;F;{hu_bday_odd3};ЗП;{hu_zagran3};RUS;{email3}",
        "{f4};{i4};{o4};{g4:М|Ж};{hu_bday4};ПН;{hu_pass_tight4};RUS;{hu_phone4}",
        "# сопровождающий педагог: {fio5}, {hu_phone5}",
        "# оплата по счёту, плательщик {company}, ИНН {hu_inn}, сумма {hu_sum}",
    ],
    "count": (4, 6),
}


OCR_SITUATIONS = [_OCR_BURIAL, _OCR_ACCIDENT, _OCR_MEDCHECK, _OCR_PSYCH]
NOTE_SITUATIONS = [_NOTE_HAIR, _NOTE_LOCKSMITH, _NOTE_CHESS, _NOTE_VETERANS]
MIXED_SITUATIONS = [_MIXED_QSL, _MIXED_CHESS, _MIXED_MEDTERM, _MIXED_TRAIN]
