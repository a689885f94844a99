"""Sentence frames of the eighteenth dev round (round18.py), scans, notes and exports: four
situations a genre, as in round18_frames.py."""

from __future__ import annotations

_IVF = "ООО «Центр ЭКО «Волжская семья»»"
_FITNESS = "ООО «Фитнес-клуб «Стрелка»»"
_KHOKHLOMA = "ООО «Мастерская «Хохломской узор»»"
_VET = "ООО «Ветеринарная служба «Айболит-НН»»"
_ALBUM = "ООО «Фотоальбом-НН»"
_CRUISE = "ООО «Волжская круизная компания»"
_VETERANS = "Совет ветеранов АО «Борский стекольный завод»"
_CABLE = "МП «Нижегородская канатная дорога»"
_BUS = "АО «Нижегородский пассажирский автомобильный транспорт»"
_ZHSK = "ЖСК № 118"

_OCR = [
    {  # the cable car's act of a find and its return to the owner, scanned
        "heads": [
            "{company}\nАКТ № {nn_find_act}\nо находке и выдаче забытой вещи    {nn_day}\n"
            "Маршрут: станция «Нижний Новгород» — станция «Бор»"
        ],
        "bodies": [
            "Вещь: {nn_item}, обнаружена в кабине № {nn_car_no} в {nn_time}",
            "Обнаружил{g2:|а}: оператор посадки {nn_sur_io2}",
            "Владелец (получатель): {fio}",
            "Число, месяц, год рождения получателя: {nn_dob_odd}",
            "Документ получателя: паспорт {nn_pass}",
            "Адрес получателя: {nn_adr}",
            "Тел. получателя: {nn_tel}",
            "Описание вещи владельцем до выдачи: совпадает (чехол, наклейка, фото на заставке)",
            "Вещь получена по доверенности за владельца: {fio3}, паспорт {nn_pass3}",
        ],
        "tails": ["Выдал ______ {nn_sur_i4}        Получил ______ {nn_hyph}\nМ.П."],
        "count": (8, 9),
        "town": "Бор",
        "companies": [_CABLE],
    },
    {  # a page of a bus depot's journal of pre-trip medical checks, scanned
        "heads": [
            "{company}\nЖУРНАЛ РЕГИСТРАЦИИ ПРЕДРЕЙСОВЫХ МЕДИЦИНСКИХ ОСМОТРОВ ВОДИТЕЛЕЙ\n"
            "Автоколонна № 3 (Сормово), {nn_day}, лист {n}\n№ | Ф.И.О. водителя | Дата рожд. | "
            "Таб. № | АД | Пульс | Алкотестер | Допуск | Мед. работник"
        ],
        "bodies": [
            "1 | {nn_sur_io} | {nn_dob} | {nn_tab} | {nn_pressure} | {nn_pulse} | 0,00 | допущен "
            "| {nn_sur_i6}",
            "2 | {nn_caps_first2} | {nn_dob_dots2} | {nn_tab2} | {nn_pressure2} | {nn_pulse2} | "
            "0,00 | допущен | {nn_sur_i6}",
            "3 | {nn_spaced3} | {nn_dob_odd3} | {nn_tab3} | {nn_pressure3} | {nn_pulse3} | 0,00 "
            "| НЕ допущен (АД) | {nn_sur_i6}",
            "4 | {nn_sur_io4} | {nn_dob_boxes4} | {nn_tab4} | {nn_pressure4} | {nn_pulse4} | "
            "0,00 | допущен | {nn_sur_i6}",
            "5 | {nn_hyph5} | {nn_dob5} | {nn_tab5} | {nn_pressure5} | {nn_pulse5} | 0,00 | "
            "допущен | {nn_sur_i6}",
            "Прим.: водитель {nn_sur_io3} направлен к терапевту по месту жительства "
            "({nn_adr_short3}); на маршрут {nn_route} выпущен резервный, борт {nn_bus_no}",
            "Путевые листы № {nn_waybill} и далее выданы диспетчером",
        ],
        "tails": ["Медицинская сестра предрейсовых осмотров ______ {nn_sur_io6}"],
        "count": (7, 7),
        "men": (1, 2, 3, 4, 5),
        "women": (6,),
        "years": {i: (1962, 1998) for i in range(1, 6)},
        "town": "Нижний Новгород",
        "companies": [_BUS],
    },
    {  # a housing co-operative's list of debtors on the entrance door, scanned
        "heads": [
            "{company}\n{nn_office_addr}\nВНИМАНИЕ! СПИСОК ДОЛЖНИКОВ\nпо взносам и коммунальным "
            "услугам на {nn_day} (долг более 3 месяцев)\nкв. | собственник | сумма долга"
        ],
        "bodies": [
            "{nn_flat} | {nn_sur_io} | {nn_sum}",
            "{nn_flat_b} | {nn_caps_first2} | {nn_sum_b}",
            "71 | {nn_sur_io3} (наследники) | 18 340,50 руб.",
            "104 | семья {nn_family_gen4} | 9 870 руб.",
            "Должникам, не погасившим долг до {nn_day_b}, будет ограничена подача "
            "электроэнергии, материалы передаются в суд.",
            "Оплата: р/с {org_account} в {bank}, БИК {bik}, ИНН ЖСК {nn_inn_org}; о рассрочке — "
            "председатель {nn_sur_io5}, тел. {nn_tel5}",
        ],
        "tails": ["Правление {company}"],
        "count": (6, 6),
        "sums": (7000, 60000),
        "town": "Нижний Новгород",
        "companies": [_ZHSK],
    },
    {  # a Khokhloma workshop's order form with the names to paint, scanned
        "heads": [
            "{company}\n{nn_office_addr}\nБЛАНК ЗАКАЗА № {nn_order_no}\nна изделия с "
            "художественной росписью «Хохлома» и именной надписью"
        ],
        "bodies": [
            "Заказчик: {nn_spaced}",
            "Телефон заказчика: {nn_tel}",
            "Изделие: блюдо d 35 см, роспись «кудрина», фон чёрный; ложки — 6 шт.",
            "Надпись на блюде: «{nn_gift2} в день свадьбы от {nn_family_gen3}»",
            "Надписи на ложках: {nn_dim_nom4}, {nn_dim_nom5}, {i6}",
            "Срок исполнения: до {nn_day_b}; роспись — мастер {nn_sur_io7}",
            "Доставка: СДЭК, до адреса {nn_adr}",
            "Стоимость {nn_sum}, предоплата {nn_sum_b}",
        ],
        "tails": ["Заказ принял ______ {nn_sur_i8}     Заказчик ______ {nn_sur_i}"],
        "count": (8, 8),
        "sums": (6000, 25000),
        "part": (0.5, 0.5),
        "town": "Семёнов",
        "companies": [_KHOKHLOMA],
    },
]

_NOTE = [
    {  # a vet's notes for a day of home visits around Арзамас
        "heads": ["выезды на {date}, нива {nn_plate}"],
        "bodies": [
            "- {nn_adr_village2} — {fio2}, корова, тимпания, повторно; {nn_tel_chat2}",
            "- {nn_low3}: {nn_pet}, кастрация на дому, {nn_adr_short3}, оплата {nn_sum}",
            "- {nn_dim_nom4} (внучка {nn_family_gen5}) звонила, коза хромает — взять копытный нож",
            "- {nn_sur_io6} — вакцинация собак (3 шт.), {nn_adr_house6}, злые, звонить с дороги "
            "{nn_tel6}",
            "- {nn_patr7} просил{g7:|а} заехать глянуть телёнка, бесплатно, сосед{g7:|ка}",
            "- у {nn_sur_io_gen8} кот после операции — снять швы, т° вчера {nn_temp}",
            "- в аптеке взять руминатор и окситоцин, отчитаться {nn_sur_io_dat9} по расходникам",
            "- телёнка у {nn_dim_gen2} назвали Добрыней — в честь богатыря, весит уже 60 кг",
        ],
        "count": (6, 8),
        "women": (4,),
        "home_town": "Арзамас",
        "sums": (2000, 4500),
        "companies": [_VET],
    },
    {  # a housing co-operative chairman's notes after a round of the debtors
        "heads": ["ЖСК 118, обход должников {date}"],
        "bodies": [
            "- кв. {nn_flat}, {nn_sur_io} — не открыли, соседка говорит живут на даче: "
            "{nn_adr_snt}",
            "- {nn_low2}: обещал{g2:|а} погасить с пенсии 20-го, написать соглашение о рассрочке",
            "- {fio3} умер{g3:|ла} в ноябре, наследник — {fi4}, тел. {nn_tel4}, живёт "
            "{nn_adr_chat4}",
            "- {nn_dimsur5} из 45-й: долг закрыт ✅ {nn_sum}",
            "- бухгалтеру {nn_sur_io_dat6}: выписку по лицевому счёту кв. {nn_flat_b} к суду",
            "- юрист {io7} — иск по трём квартирам подаём в мае",
            "- встреча с {nn_sur_io_ins9} (газовая служба) в пятницу, стояки в 1-м подъезде",
            "- {nn_patr8} из 3-го подъезда опять ругается на лифт, а сам третий год не платит 😤",
            "- репродукцию «Бурлаки на Волге» в холл повесить обратно, раму починили",
        ],
        "count": (6, 8),
        "men": (8,),
        "sums": (8000, 40000),
        "companies": [_ZHSK],
    },
    {  # a fitness club administrator's shift notes
        "heads": ["смена адм. ресепшн, {nn_day}"],
        "bodies": [
            "- заморозка: {fio}, карта {nn_club_card}, {nn_days} дн. с понедельника, справку "
            "принес{g:|ла}",
            "- {nn_low2} — перенести заморозку на май, звонить после 18, {nn_tel_chat2}",
            "- тренер {nn_sur_i3} заболел{g3:|а}, персоналки {nn_dim_gen4} и {nn_dim_gen5} "
            "перенести",
            "- {nn_dimsur6} потерял{g6:|а} браслет от шкафчика № 112, штраф 500 если не найдётся",
            "- у {nn_sur_io_gen7} абонемент кончился {nn_day_b}, продлевать не будет — переезд в "
            "Саров",
            "- ДР у {nn_dim_gen8} {nn_dob_dm8}, поздравить в чате клуба 🎂",
            "- бассейн для ребёнка: {fi9}, {nn_dob_dots9} — нужна справка от педиатра",
            "- детскую группу «Забава» (4–6 лет) перенести в зал № 2",
        ],
        "count": (6, 8),
        "years": {9: (2014, 2019)},
        "companies": [_FITNESS],
    },
    {  # the glass factory's veterans' council chairwoman's notebook
        "heads": ["совет ветеранов, {date}"],
        "bodies": [
            "- {fio}: 80 лет {nn_dob_dm}, поздравить от завода, открытка + продуктовый набор",
            "- {nn_sur_io2} в Борской ЦРБ (хирургия), навестить в четверг, домашний {nn_tel_home2}",
            "- {nn_patr4} обещал{g4:|а} фото старого цеха для музея, где мастер {nn_sur_io5} у "
            "печи",
            "- {nn_low6} — заявление на матпомощь принесла, паспорт {nn_pass6}, СНИЛС {nn_snils6}",
            "- {nn_dim_nom7} (внучка {nn_sur_io_gen8}) поможет набрать список в компьютере",
            "- автобус {nn_day_b} на экскурсию в Городец, записать {nn_family_gen9} (двое)",
            "- стенд «Стеклодувы завода» — фамилии уточнить у {nn_sur_io_gen8}",
            "- «Доктора Живаго» на литературном вечере в марте, книгу взять в библиотеке",
        ],
        "count": (6, 8),
        "women": (6, 7),
        "years": {1: (1946, 1946), 6: (1950, 1960), 7: (2005, 2010)},
        "home_town": "Бор",
        "companies": [_VETERANS],
    },
]

_MIXED = [
    {  # a river cruise's cabin list, exported as CSV
        "heads": [
            "# cabin list · {company} · т/х {nn_ship} · тур {nn_tour_no} · {nn_sday}\n"
            "cabin;deck;last_name;first_name;middle_name;birth_date;doc_type;doc_no;phone;"
            "citizenship"
        ],
        "bodies": [
            "{nn_cabin};{nn_deck};{f};{i};{o};{nn_dob_dots};passport;{nn_pass};{nn_tel_plus};RUS",
            "{nn_cabin};{nn_deck};{f2};{i2};{o2};{nn_dob_dots2};passport;{nn_pass2};;RUS",
            "{nn_cabin_b};{nn_deck};{nn_icao_last3};{nn_icao_first3};;{nn_dob_latin3};zagran;"
            "{nn_zagran3};{nn_tel_plus3};RUS",
            "{nn_cabin};{nn_deck};{f4};{i4};{o4};{nn_dob_iso4};birth_cert;II-ТН {nn_birth_cert4};;"
            "RUS",
            "# group leader: {nn_lat_full5} <{nn_mail5}>; manager {nn_lat_sur_i6}; "
            "{nn_mailbox_org}",
        ],
        "count": (5, 5),
        "kin": (2, 4),
        "spouse": 2,
        "children": (4,),
        "years": {1: (1976, 1992), 2: (1976, 1992), 4: (2014, 2019)},
        "roles": ("booking", "group"),
        "town": "Нижний Новгород",
        "companies": [_CRUISE],
    },
    {  # an IVF clinic's laboratory system export of a couple, XML
        "heads": [
            '<?xml version="1.0" encoding="windows-1251"?>\n<lis_export clinic_inn="{nn_inn_org}" '
            'contract="{nn_ivf_contract}" generated="{nn_isoday}T09:40:00+03:00">'
        ],
        "bodies": [
            '  <patient role="female" card="{nn_ivf_card}"><name>{fio}</name><birth>{nn_dob_iso}'
            "</birth><snils>{nn_snils}</snils><phone>{nn_tel_plus}</phone></patient>",
            '  <patient role="male"><name_lat>{nn_icao_full2}</name_lat><birth>{nn_dob_iso2}'
            '</birth><doc type="21" series="{nn_pass_ser2}" number="{nn_pass_num2}"/></patient>',
            '  <cycle day1="{nn_isoday}" protocol="antagonist" oocytes="9" embryos="{nn_embryo}"/>',
            "  <address>{nn_adr_latin}</address>",
            "  <doctor>{nn_sur_io3}</doctor><embryologist>{nn_lat_sur_i4}</embryologist>",
        ],
        "tails": ["</lis_export>"],
        "count": (5, 5),
        "women": (1,),
        "kin": (2,),
        "spouse": 2,
        "years": {1: (1984, 1997), 2: (1979, 1995)},
        "town": "Нижний Новгород",
        "companies": [_IVF],
    },
    {  # a fitness club's CRM export of freeze requests, JSON
        "heads": [
            '{"export": "freeze_requests", "club": "{company}", "inn": "{nn_inn_org}", "items": ['
        ],
        "bodies": [
            '  {"card": "{nn_club_card}", "client": "{nn_lat_full}", "phone": "{nn_tel_plus}", '
            '"birthday": "{nn_dob_iso}", "days": {nn_days}, "reason": "медицинская справка"},',
            '  {"card": "{nn_club_card_b}", "client": "{fio2}", "phone": "{nn_tel_plus2}", '
            '"email": "{nn_mail2}", "days": {nn_days}, "reason": "командировка"},',
            '  {"card": "{nn_club_card_c}", "client": "{nn_login3}", "birthday": '
            '"{nn_dob_latin3}", "days": 14, "comment": "перезвонить после 18:00"},',
            '  {"card": "{nn_club_card_d}", "client": "{nn_caps_first4}", "refund_card": '
            '"{card4}", "amount": "{nn_sum}", "comment": "возврат за персональные тренировки"}',
        ],
        "tails": ['], "admin": "{nn_login5}", "mailbox": "{nn_mailbox_org}"}'],
        "count": (4, 4),
        "sums": (6000, 20000),
        "roles": ("crm", "info"),
        "town": "Нижний Новгород",
        "companies": [_FITNESS],
    },
    {  # a school's graduation album orders, exported from a web form as CSV
        "heads": [
            '"Отметка времени","ФИО родителя","Телефон","Ребёнок (как подписать в альбоме)",'
            '"Дата рождения ребёнка","Пакет","Латиницей для обложки","Комментарий"'
        ],
        "bodies": [
            '"{nn_day} 19:04:11","{fio}","{nn_tel}","{if2}","{nn_dob_dots2}","Стандарт",'
            '"{nn_lat_full2}",""',
            '"{nn_day} 21:17:40","{nn_low3}","{nn_tel_chat3}","{if4}","{nn_dob_odd4}","Премиум",'
            '"{nn_icao_full4}","оплатил{g3:|а} {nn_sum}"',
            '"{nn_day_b} 08:02:55","{nn_handle5}","{nn_tel_plus5}","{fi6}","{nn_dob_chat6}",'
            '"Стандарт","","фото с классным руководителем {io7} обязательно"',
            '"{nn_day_b} 22:40:03","{fio8}","{nn_tel8}","{nn_dimsur9}","{nn_dob_dots9}","Мини",'
            '"","как в классе зовут, пусть так"',
            "# {company}, заказ № {nn_album_order}; выгрузка для фотографа, вопросы — "
            "{nn_mailbox_org}",
        ],
        "count": (5, 5),
        "kin": (2,),
        "children": (2,),
        "women": (7,),
        "years": {2: (2008, 2009), 4: (2008, 2009), 6: (2008, 2009), 9: (2008, 2009)},
        "sums": (3500, 6500),
        "roles": ("zakaz", "info"),
        "town": "Нижний Новгород",
        "companies": [_ALBUM],
    },
]

# Scans and exports keep their lines' order; notes are jotted down in any order.
for _variant in (*_OCR, *_MIXED):
    _variant["ordered"] = True

FRAMES_B = {
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
