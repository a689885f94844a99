"""Sentence frames of the sixteenth dev round (round16.py), scans, notes and exports: four
situations a genre, as in round16_frames.py."""

from __future__ import annotations

_COSSACKS = "СКО «Станица Старочеркасская» ОКО «Черкасский округ»"
_ELEVATOR = "АО «Зерноградский элеватор»"
_MARKET = "ООО «УК Новый базар»"
_SOLAR = "ООО «Солнечный Дон»"
_PHOTO = "ИП Фотостудия «Белый лист»"
_ACADEMY = "АНО ДО «Футбольная академия Тихий Дон»"
_WINERY = "ООО «Винодельня Раздоры»"
_PORT = "ООО «Азовская стивидорная компания»"
_FISHING = "ООО «Рыболовная база Донские плавни»"

_OCR = [
    {  # a Cossack society's register of members, scanned
        "heads": [
            "{company}\nРЕЕСТР\nчленов станичного казачьего общества по состоянию на {date}\n"
            "№ п/п | Ф.И.О. | Год рожд. | Чин | Паспорт | Адрес | Телефон"
        ],
        "bodies": [
            "1 | {ro_caps_first} | {ro_born} | есаул, атаман | {ro_pass} | {ro_adr_village} | "
            "{ro_tel}",
            "2 | {fio2} | {ro_born2} | подъесаул | {ro_pass2} | {ro_adr_short2} | {ro_tel2}",
            "3 | {ro_caps_first3} | {ro_born3} | урядник | {ro_pass3} | {ro_adr_village3} | —",
            "4 | {ro_spaced4} | {ro_born4} | приказный | {ro_pass_ser4} {ro_pass_num4} | "
            "{ro_adr4} | {ro_tel4}",
            "5 | {fio5} | {ro_born5} | казак | {ro_pass5} | {ro_adr_short5} | {ro_tel_chat5}",
            "Исключён из реестра: {ro_sur_io6} (протокол Сбора № {ro_protocol_no}, по "
            "собственному желанию)",
        ],
        "tails": ["Атаман ______ {ro_sur_io}\nПисарь ______ {ro_sur_i7}\nМ.П."],
        "count": (5, 6),
        "men": (1, 2, 3, 4, 5, 6),
        "years": {
            1: (1958, 1975),
            2: (1960, 1985),
            3: (1970, 1995),
            4: (1990, 2004),
            5: (1985, 2004),
        },
        "town": "Новочеркасск",
        "companies": [_COSSACKS],
    },
    {  # an archive's certificate of a coal miner's underground work, scanned
        "heads": [
            "{ro_archive}\n{ro_office_addr}\nИсх. № {ro_archive_no} от {date}\n\nАРХИВНАЯ "
            "СПРАВКА\n(уточняющая особый характер работы, необходимый для досрочного назначения "
            "страховой пенсии)"
        ],
        "bodies": [
            "Выдана {fio_dat}, {ro_dob_dots} года рождения,",
            "в том, что {g:он|она} работал{g:|а} на предприятии {ro_mine}:",
            "с {ro_old_date} — подземным горнорабочим очистного забоя 5 разряда (приказ № "
            "{ro_order_no});",
            "с {ro_old_date_b} — горнорабочим подземным участка № 3, полный рабочий день под "
            "землёй;",
            "Основание: личная карточка ф. Т-2, лицевые счета по заработной плате за 1989–1998 "
            "гг., приказы по личному составу.",
            "В лицевых счетах за 1993 г. фамилия записана как «{ro_typo}».",
            "Подземный стаж по п. 11 ч. 1 ст. 30 Федерального закона № 400-ФЗ — 19 лет 7 мес.",
            "Адрес заявителя (по заявлению): {ro_adr}, СНИЛС {snils}",
        ],
        "tails": ["Директор ______ {ro_sur_io3}\nИсп. {ro_sur_i4}, тел. {ro_landline_org}\nМ.П."],
        "count": (8, 8),
        "men": (1,),
        "years": {1: (1960, 1970)},
        "town": "Шахты",
        "companies": ["МКУ «Муниципальный архив г. Шахты»"],
    },
    {  # a fishing base's permit for amateur fishing on the Don, scanned
        "heads": [
            "{company}\nПУТЁВКА № {ro_permit_no}\nна любительское рыболовство, рыболовный "
            "участок «Рогожкинский» (Азовский р-н, рукав Мокрая Каланча)\nСрок действия: сезон "
            "2026 (с 1 июня по 31 декабря)"
        ],
        "bodies": [
            "Рыболов: {fio}",
            "Дата рожд. рыболова: {ro_dob_odd}",
            "Документ: паспорт {ro_pass}",
            "Место жительства: {ro_adr_village}",
            "Телефон: {ro_tel}",
            "Плавсредство: лодка «Прогресс-4», бортовой № {ro_boat}, мотор Yamaha 30",
            "Орудия лова: удочка поплавочная, донная, спиннинг — не более 2 шт. на рыболова",
            "Суточная норма: лещ, сазан, судак — до 5 кг в сумме; рак — 30 шт.",
            "С рыболовом (несовершеннолетний): {fi2}, {ro_dob_dots2}",
            "Оплачено {ro_sum}, касса № 2",
        ],
        "tails": ["Выдал ______ {ro_sur_i3}        Рыболов ______ {ro_sur_io}"],
        "count": (7, 10),
        "kin": (2,),
        "years": {2: (2010, 2014)},
        "sums": (2500, 6000),
        "town": "Азов",
        "companies": [_FISHING],
    },
    {  # a market's lease of a stall, scanned
        "heads": [
            "ДОГОВОР № {ro_lease_no}\nаренды торгового места\nг. Ростов-на-Дону                 "
            "{date}\n\n{company}, именуемое в дальнейшем «Арендодатель», в лице директора "
            "{ro_sur_io_gen3}, действующего на основании Устава, и"
        ],
        "bodies": [
            "индивидуальный предприниматель {fio}, {ro_dob_dots} г.р., паспорт {ro_pass}, выдан "
            "{ro_issuer}, ИНН {ro_inn}, зарегистрированн{g:ый|ая} по адресу: {ro_adr}, "
            "именуем{g:ый|ая} в дальнейшем «Арендатор», заключили настоящий договор:",
            "1.1. Арендодатель предоставляет Арендатору торговое место № {ro_place} в ряду "
            "{ro_row} мясного павильона, площадью {ro_area} кв. м.",
            "3.1. Арендная плата — {ro_sum} в месяц, вносится до 5 числа на р/с Арендодателя "
            "{org_account} в {bank}, БИК {bik}.",
            "4.3. Арендатор вправе допустить к торговле продавца — {fio_acc2}, паспорт {ro_pass2}.",
            "Реквизиты Арендодателя: ИНН {ro_inn_org}, КПП {ro_kpp}, ОГРН {ro_ogrn}, "
            "{ro_office_addr}",
        ],
        "tails": ["Арендодатель ______ {ro_sur_io3}          Арендатор ______ {ro_sur_io}"],
        "count": (5, 5),
        "men": (3,),
        "sums": (18000, 45000),
        "town": "Ростов-на-Дону",
        "companies": [_MARKET],
    },
]

_NOTE = [
    {  # a stevedore brigade foreman's shift notes
        "heads": ["{ro_day}, 2-я смена, причал № 3, т/х «Волго-Дон 5089», уголь на экспорт"],
        "bodies": [
            "- {fi} опоздал на 40 мин, объяснительную взял",
            "- {ro_sur_i2} — стропальщик на трюме № 2 с {time}",
            "- {ro_patr3} жалуется на спину, отправил к фельдшеру, заменил {ro_low4}",
            "- новенький {fio5}, {ro_born5} г.р., пропуск временный до {date}, присматривает "
            "{ro_patr6}",
            "- погрузили {ro_tonnes} т при норме 1800, тальманы — {ro_sur_i7}",
            "- у {ro_dim_gen2} ДР {ro_dob_dm2}, скидываемся по 500",
            "- {ro_sur_io8} ({ro_tel8}) — крановщик, кран № 12 стоит, течёт гидравлика",
            "- с пирса опять ловят леща, гнать — техника безопасности",
        ],
        "count": (5, 7),
        "men": (1, 2, 3, 4, 5, 6, 8),
        "years": {5: (2003, 2006)},
        "companies": [_PORT],
    },
    {  # a solar-panel installer's engineer's notes for the week
        "heads": ["объекты на неделю, {date}"],
        "bodies": [
            "- {fio}, {ro_adr_house}, 15 кВт, крыша шифер, стропила усиливать, {ro_tel_chat}",
            "- {ro_low2}: инвертор F-07 после отключения, взять запасной Wi-Fi модуль; ключи у "
            "соседки {ro_dim_gen3}",
            "- {ro_dimsur4} просит скидку, дал 5 %, договор на {g4:него|неё}, паспорт {ro_pass4} "
            "сфоткать",
            "- замер у {f_io_gen5}, {ro_adr_chat5}, собака злая, звонить заранее",
            "- {ro_patr6} (сварщик) — кронштейны 20 шт. к пятнице, привезёт на своей Ладе Ларгус",
            "- панели 550 Вт — 36 шт. со склада в Батайске, накладную на {ro_sur_i7}",
            "- заявка в {ro_tns} на техприсоединение за {fio_acc8}, ИНН {ro_inn8}",
            "- коршун таскает цыплят у {ro_family_gen}, просили сетку над вольером — не наш "
            "профиль 😄",
        ],
        "count": (5, 7),
        "women": (3,),
        "men": (6, 8),
        "companies": [_SOLAR],
    },
    {  # a stanitsa ataman's notebook
        "heads": ["тетрадь атамана, {date}"],
        "bodies": [
            "- Сбор в субботу в 10:00 в курене: шефство над школой, дежурства на Масленице",
            "- {ro_sur_io2} — к присяге на Покров, шашку дарит {ro_patr3}",
            "- {fio4} — удостоверение потерял, заказать новое: фото 3х4, паспорт {ro_pass4}",
            "- у {ro_dim_gen5} внук родился, поздравить от общества",
            "- {ro_low6} — дежурство с полицией на Пасху, его телефон {ro_tel_chat6} дать в ОМВД",
            "- {ro_patr7} — юбилей, 70 лет, ДР {ro_dob_dm7}, наградная шашка от войскового атамана",
            "- кулеш варить {ro_dim_dat8}, лучше него никто не сварит; котёл взять у "
            "{ro_family_gen8}",
            "- субботник у памятника Платову, краску купить",
        ],
        "count": (5, 7),
        "men": (2, 3, 4, 5, 6, 7, 8),
        "years": {7: (1956, 1956)},
        "companies": [_COSSACKS],
    },
    {  # a wedding photographer's crib sheet for the day
        "heads": ["свадьба {date} — шпаргалка"],
        "bodies": [
            "- невеста {ro_dim_nom} ({fio}), жених {i2}; сборы у невесты с 9:00, {ro_adr_chat}",
            "- мама невесты, {io3}, будет плакать — поймать момент с фатой",
            "- свидетели: {ro_dimsur4} (высокий, бордовый галстук) и {fi5}",
            "- бабушка жениха {io6}, {ro_born6} г.р., — за стол в центр и на общий кадр",
            "- роспись в 12:40, потом набережная и Старочеркасская",
            "- координатор {ro_sur_i7}, {ro_tel_chat7}",
            "- остаток {ro_sum} наличными после банкета; предоплату {ro_dim_nom} кидала с карты "
            "жениха",
            "- тётю {ro_dim_acc8} на банкете не снимать, просила 🙈",
            "- первый танец под «Ой, цветёт калина», свет тёплый",
        ],
        "count": (5, 8),
        "women": (1, 3, 6, 8),
        "men": (2, 4),
        "spouse": 2,
        "years": {1: (1994, 2003), 2: (1992, 2002), 3: (1966, 1976), 6: (1936, 1944)},
        "sums": (20000, 50000),
        "companies": [_PHOTO],
    },
]

_MIXED = [
    {  # a grain elevator's weighbridge export in CSV
        "heads": [
            "# АРМ «Весовая» · {company} · приёмка урожая · выгрузка {ro_isoday}\n"
            "ttn;date;supplier;inn;driver;truck;crop;class;netto_kg;moisture;phone"
        ],
        "bodies": [
            "{ro_ttn};{ro_isoday};КФХ {ro_sur_io};{ro_inn};{ro_lat_sur_i2};{ro_plate};пшеница;3;"
            "{ro_kg};13.8;{ro_tel_plus}",
            "{ro_ttn2};{ro_isoday};КФХ {ro_sur_io};{ro_inn};{ro_sur_io2};{ro_plate};пшеница;3;"
            "{ro_kg};14.1;{ro_tel_plus}",
            "{ro_ttn3};{ro_isoday};{ro_caps_first3};{ro_inn3};{ro_sur_io4};{ro_plate};ячмень;-;"
            "{ro_kg};12.9;{ro_tel_plus3}",
            "{ro_ttn5};{ro_isoday};ИП {fi5};{ro_inn5};{fi5};{ro_plate};подсолнечник;-;{ro_kg};7.5;"
            "{ro_tel_chat5}",
            "{ro_ttn6};{ro_isoday};ООО «Агрофирма Маныч»;{ro_inn_org_b};{ro_lat_sur_i6};{ro_plate};"
            "пшеница;4;{ro_kg};15.2;",
            "# лаборант {ro_sur_i7}; элеватор ИНН {ro_inn_org}, ОГРН {ro_ogrn}; вопросы "
            "{ro_mailbox_org}",
        ],
        "count": (6, 6),
        "men": (1, 2, 4, 6),
        "roles": ("vesovaya", "priemka"),
        "companies": [_ELEVATOR],
    },
    {  # a football academy's roster for a tournament's registration system, JSON
        "heads": [
            '{"tournament": "Azov Sea Cup 2026", "club": "{company}", "category": "U12 (2014)", '
            '"players": ['
        ],
        "bodies": [
            '  {"no": {ro_shirt}, "last_name": "{ro_lat_last}", "first_name": "{ro_lat_first}", '
            '"name_ru": "{fi}", "dob": "{ro_dob_iso}", "doc": "IV-АН {ro_birth_cert}"},',
            '  {"no": {ro_shirt2}, "last_name": "{ro_lat_last2}", "first_name": "{ro_lat_first2}", '
            '"name_ru": "{fio2}", "dob": "{ro_dob_iso2}", "doc": "IV-АН {ro_birth_cert2}"},',
            '  {"no": {ro_shirt5}, "name": "{ro_surname_name5}", "dob": "{ro_dob_iso5}", '
            '"note": "травма, по допуску врача"}',
            '], "staff": [',
            '  {"role": "coach", "name": "{ro_lat_full3}", "phone": "{ro_tel_plus3}", '
            '"email": "{ro_coach_mail3}"},',
            '  {"role": "parent", "name": "{fio4}", "phone": "{ro_tel_plus4}", "passport": '
            '"{ro_pass4}"}',
        ],
        "tails": ['], "contact": "{ro_mailbox_org}", "contract": "{ro_academy_no}"}'],
        "count": (6, 6),
        "men": (1, 2, 3, 5),
        "years": {1: (2014, 2014), 2: (2014, 2014), 5: (2014, 2015), 3: (1975, 1990)},
        "roles": ("info", "reg"),
        "companies": [_ACADEMY],
    },
    {  # a winery's booking exported in XML
        "heads": [
            '<?xml version="1.0" encoding="UTF-8"?>\n<booking id="{ro_tasting_no}" '
            'tour="tasting-aboriginal" date="{ro_isoday}">\n  <operator inn="{ro_inn_org}">'
            "{company}</operator>"
        ],
        "bodies": [
            '  <guest main="1"><name>{fio}</name><birth>{ro_dob_iso}</birth><phone>'
            "{ro_tel_plus}</phone><email>{ro_mail}</email></guest>",
            "  <guest><name>{ro_lat_full2}</name><birth>{ro_dob_latin2}</birth><doc "
            'type="zagran">{ro_zagran2}</doc></guest>',
            "  <guest><name>{fi3}</name><birth>{ro_dob_iso3}</birth></guest>",
            "  <guest><name>{ro_icao_full4}</name><birth>{ro_dob_latin4}</birth><country>RUS"
            "</country></guest>",
            '  <transfer pickup="{ro_adr_latin}" pax="4"/>',
            '  <payment amount="{ro_sum}" card="{ro_card_mask}"/>',
            "  <note>{ro_dim_nom3}: аллергия на сульфиты, предупредить сомелье {ro_sur_i5}</note>",
        ],
        "tails": ["</booking>"],
        "count": (7, 7),
        "kin": (2,),
        "spouse": 2,
        "years": {1: (1965, 1995), 2: (1965, 1995)},
        "sums": (9000, 24000),
        "companies": [_WINERY],
    },
    {  # a wedding photographer's CRM card
        "heads": ["CRM «ФотоДела» · карточка клиента · создана {ro_isoday}"],
        "bodies": [
            "Клиент: {fio}",
            "Instagram: @{ro_insta}",
            "Телефон: {ro_tel_plus}; Telegram: {ro_handle}",
            "Дата рождения: {ro_dob_latin}",
            "Жених: {ro_lat_full2} / {fi2}",
            "Адрес для фотокниги: {ro_adr_latin}",
            "Событие: свадьба {date}, ЗАГС + выездная регистрация, х. Пухляковский",
            "Договор № {ro_photo_no}, сумма {ro_sum}, предоплата {ro_sum_b}",
            "Оплата от: {ro_payee2}, карта {ro_card_mask}",
            "Заметки: мама — {io3}, {ro_tel_chat3}; в портфолио фото не ставить",
        ],
        "tails": ["Ответственный: {ro_sur_i4} | статус: договор подписан"],
        "count": (8, 10),
        "women": (1, 3),
        "men": (2,),
        "spouse": 2,
        "years": {1: (1994, 2003), 2: (1992, 2002), 3: (1966, 1976)},
        "sums": (35000, 90000),
        "part": (0.25, 0.35),
        "companies": [_PHOTO],
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
