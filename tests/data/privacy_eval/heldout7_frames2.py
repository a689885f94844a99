"""Sentence frames of the seventh held-out round, continued from heldout7_frames.py: the situations
of its OCR, note and mixed genres, four a genre (the keys as there)."""

from __future__ import annotations

_OCR_SIGNATURES = {  # a candidate's signature sheet, scanned: one row a voter
    "ordered": True,
    "companies": ["Избирательная комиссия Красноярского края"],
    "neighbours": (2, 3, 4, 6),
    "heads": [
        "ПОДПИСНОЙ ЛИСТ\nВыборы депутатов Законодательного Собрания Красноярского края\n"
        "Мы, нижеподписавшиеся, поддерживаем выдвижение кандидата в депутаты по "
        "одномандатному избирательному округу № {ht_sheet}\n{fio_gen5}, {ht_year5} года рождения, "
        "работающ{g5:его|ей} в {ht_employer}, проживающ{g5:его|ей} в г. {ht_city}",
    ],
    "bodies": [
        "№ | Фамилия, имя, отчество | Год рождения | Адрес места жительства | Серия и номер "
        "паспорта | Дата внесения подписи | Подпись",
        "1 | {fio} | {ht_year} | {ht_addr} | {ht_passport} | {ht_visit} | ______",
        "2 | {fio2} | {ht_year2} | {ht_addr_short2} | {ht_passport2} | {ht_visit} | ______",
        "3 | {ht_caps3} | {ht_bday3} | {ht_addr3} | {ht_pass_ser3} {ht_pass_num3} | {ht_visit} "
        "| ______",
        "4 | {fio4} | {ht_year4} | {ht_addr_village4} | {ht_passport4} | {ht_visit} | ______",
        "Подписной лист удостоверяю: сборщик подписей {fio6}, {ht_bday6}, проживающ{g6:ий|ая} "
        "{ht_addr6}, паспорт {ht_passport6}",
    ],
    "tails": [
        "Кандидат ______ {ht_f_io5}     {ht_doc_date}\nлист № {ht_sheet}",
    ],
    "count": (5, 6),
}

_OCR_YACHT = {  # a yacht club's register of boats and owners, scanned
    "ordered": True,
    "companies": ["РОО «Яхт-клуб «Енисейский парус»"],
    "wordy": (3,),
    "heads": [
        "{company}\nРЕЕСТР СУДОВ, БАЗИРУЮЩИХСЯ У ПРИЧАЛА КЛУБА (навигация 2026)\nлист {ht_sheet}",
    ],
    "bodies": [
        "Место 1 · яхта «Норд» · {ht_hull} · владелец {ht_roster} · тел. {ht_phone} · "
        "член клуба с 2011",
        "Место 2 · катер «Енисей-2» · {ht_hull} · владелец {ht_roster2} · {ht_bday2} · "
        "{ht_addr_short2}",
        "Место 3 · моторная лодка «Обь» · {ht_hull} · владелец {fio3} · тел. {ht_phone3} · "
        "взнос не оплачен",
        "Место 4 · яхта «Сибирь» · {ht_hull} · владелец {ht_f_io4}, {ht_addr_snt4}",
        "Доверенность на управление судном «Норд»: {fio5}, паспорт {ht_passport5}",
        "Примечание боцмана: на месте 3 сорвало кранец, владелец {ht_f_io3} уведомлён.",
        "Ответственный за причал: боцман {fi6}, {ht_wphone6}",
    ],
    "tails": ["Председатель правления ______ {ht_f_io7}    {ht_doc_date}"],
    "count": (5, 7),
}

_OCR_AUDITION = {  # a music school's audition list, scanned
    "ordered": True,
    "companies": ["МБУ ДО «Детская музыкальная школа № 3»"],
    "kin": (5,),
    "neighbours": (2, 3, 4),
    "years": {1: (2016, 2019), 2: (2015, 2019), 3: (2016, 2020), 4: (2015, 2018)},
    "heads": [
        "{ht_music_school}\nСПИСОК ПОСТУПАЮЩИХ НА ВСТУПИТЕЛЬНОЕ ПРОСЛУШИВАНИЕ\n{ht_doc_date}, "
        "малый зал, начало в 10:00",
    ],
    "bodies": [
        "№ п/п  ФИО поступающего  Дата рожд.  Инструмент  Телефон родителя  Балл",
        "1.  {fio}   {ht_bday}   фортепиано   {ht_phone}   {ht_score}",
        "2.  {fio2}   {ht_bday_odd2}   скрипка   {ht_phone2}   {ht_score}",
        "3.  {fi3}   {ht_bday3}   домра   {ht_phone3}   неявка",
        "4.  {ht_roster4}   {ht_bday4}   баян   {ht_phone4}   {ht_score}",
        "Родитель поступающего № 1: {fio5}, проживают {ht_addr_short}",
        "Члены комиссии: {ht_f_io6}, {ht_f_io7}",
    ],
    "tails": ["Председатель приёмной комиссии ______ {ht_f_io6}"],
    "count": (5, 7),
}

_OCR_PUPPY = {  # a puppy's record card (метрика щенка), scanned
    "ordered": True,
    "companies": ["КРОО «Кинологический клуб «Северная звезда»"],
    "heads": [
        "РОССИЙСКАЯ КИНОЛОГИЧЕСКАЯ ФЕДЕРАЦИЯ\nМЕТРИКА ЩЕНКА / PUPPY CARD\n{ht_kennel}\n"
        "Порода: Восточносибирская лайка   Кличка: Таймыр   Клеймо: {ht_brand}",
    ],
    "bodies": [
        "Дата рождения щенка: {ht_visit}   Пол: кобель   Окрас: чёрно-пегий",
        "Микрочип: {ht_chip}",
        "Заводчик / Breeder: {fio}\nадрес: {ht_addr}",
        "Владелец / Owner:  {ht_spaced2}  {i_up2}\n(Owner, Latin): {ht_lat2}",
        "Адрес владельца / Address: {ht_addr_lat2}",
        "Тел. владельца: {ht_phone2}",
        "Владелец производителя (отец): {ht_f_io3}, {ht_addr_village3}",
        "Акт обследования помёта составил: {ht_f_io4}, кинолог-эксперт",
    ],
    "tails": ["Подпись заводчика _____ {ht_f_io}   М.П.   {ht_doc_date}"],
    "count": (6, 8),
}

_NOTE_PROBATION = {  # a probation inspector's notes of check-ins
    "companies": ["ООО «Сиблес-Транс»"],
    "years": {1: (1985, 2004), 2: (1980, 2003), 3: (1978, 2001)},
    "neighbours": (2, 3),
    "heads": ["явки {date} (мои, не для дела)", "Регистрация условно осуждённых — {date}"],
    "bodies": [
        "{ht_f_io} — явил{g:ся|ась} в 10:20, трезв{g:|а}, работает в {ht_employer}, "
        "характеристику запросила. новый тел. {ht_phone}",
        "{fi2} ({ht_year2} г.р.) — не явил{g2:ся|ась}! звонила {ht_dim_dat2} на {ht_phone2}, "
        "не берёт. выход по адресу {ht_addr_chat2} в четверг",
        "у {ht_f_io_gen3} сменился адрес без уведомления — теперь {ht_addr_short3}, "
        "объяснение взяла, предупреждение",
        "{f3} просит разрешение выехать на вахту в Норильск, нужна справка с работы",
        "мать {f_gen2} звонила с {ht_phone4}, говорит {g2:он|она} в запое, просила не "
        "передавать в суд. ДР у {f_gen2} {ht_bday_dm2} — {g2:ему|ей} исполняется {ht_age2}",
        "представление в {ht_court} на продление испыт. срока — {fio_dat3}",
        "проверка по месту жительства {fio_gen}: {ht_addr}, дверь не открыли, соседка подтвердила",
        "личные дела № {ht_file_no} передать {ht_io_dat5} до пятницы",
    ],
    "count": (5, 7),
}

_NOTE_VAHTA = {  # a rotation dispatcher's notes before a charter flight
    "companies": ["ООО «Заполярная горная вахта»"],
    "men": (1, 2, 3),
    "women": (4,),
    "heads": [
        "заезд {ht_visit}, рейс {ht_flight} Красноярск—Норильск",
        "вахта {ht_shift}, пересменка {date}",
    ],
    "bodies": [
        "{fio} — не прошёл предрейсовый медосмотр (давление), снят с рейса, звонить {ht_phone}",
        "{ht_roster2} — паспорт просрочен!! новый {ht_passport2}, данные в авиакассу на "
        "{ht_mail_vahta}",
        "{fi3} опоздал на автобус в {ht_city}, везём следующим рейсом; жена {i4} на связи "
        "{ht_phone4}",
        "у {ht_dim_gen3} ДР {ht_bday_dm3} на вахте — скинуться на торт",
        "приказ о направлении № {ht_vahta_order}, в списке {n}{n} чел.",
        "{ht_f_io5} — отпуск за свой счёт, замена из резерва: {fio6}, {ht_bday6}, "
        "прописка {ht_addr_village6}",
        "билеты обратно: {fi2} и {fi6} — в один день, согласовать с мастером участка",
        "расселение: общежитие в Талнахе, комн. {ht_flat} — ключ у коменданта",
    ],
    "count": (5, 7),
}

_NOTE_COAL = {  # a coal truck driver's delivery notes
    "companies": ["ООО «Угольный склад «Теплодар»"],
    "women": (2,),
    "years": {2: (1936, 1952)},
    "ordered": True,
    "heads": ["развоз {date} (КамАЗ {ht_plate})", "доставка угля {date}"],
    "bodies": [
        "1) {ht_addr_house} — {ht_tons}, {fi_low}, деньги получил, {ht_sum}",
        "2) {ht_addr_house2} — бабушка {io2}, сама не разгрузит, выгрузили у ворот. тел "
        "внука {ht_phone3}",
        "3) {ht_addr_house4} — {f4}, заказ {ht_coal_order}, собака злая!",
        "4) {ht_dim_f5} просил{g5:|а} в следующий раз только сортовой, мелочь не берёт. "
        "{ht_phone5}",
        "шишки кедровые у {f_gen4} — купил мешок за 1500, не забыть",
        "у {ht_f_io_gen} сломались ворота, сгрузил на улице, договорились",
        "заправка {ht_fee}, чек в бардачке",
        "обратно через мост на Кану — пробка, час стоял",
    ],
    "count": (5, 7),
}

_NOTE_BREEDER = {  # a breeder's notes on the puppies' buyers
    "companies": ["КРОО «Кинологический клуб «Северная звезда»"],
    "heads": ["помёт лаек, кому отдали", "ЩЕНКИ — покупатели (блокнот)"],
    "bodies": [
        "кобель «Таймыр» (клеймо {ht_brand}) — {fio}, охотник, г. {ht_city}, {ht_phone}, "
        "забрал {date}",
        "сука «Тайга» — {fi_low2}, {ht_addr_chat2}, задаток {ht_sum}, остаток при передаче",
        "«Тунгус» — бронь за {ht_dim_ins3}, это {g3:сын|дочь} {fio_gen4}; паспорт для договора "
        "{ht_passport4}",
        "метрику на «Тайгу» оформить на {fio_acc2}, ДР {g2:его|её} {ht_bday_dm2} — поздравить",
        "{ht_voc5} хочет второго щенка, перезвонить после сезона ({ht_phone5})",
        "чип {ht_chip} — не читается, перечиповать",
        "рябчика {f2} {g2:принёс|принесла} в подарок, смешно",
        "РКФ: документы на помёт отправить на {ht_mail_kennel}",
    ],
    "count": (5, 7),
}

_MIXED_ROSTER = {  # a rotation contractor's roster for the charter flight, CSV
    "companies": ["ООО «Заполярная горная вахта»"],
    "ordered": True,
    "heads": [
        "vahta_{ht_visit}_charter.csv — {company}, ИНН {ht_inn}\n"
        "n;surname_name_lat;fio;dob;passport;snils;phone;home;unit",
    ],
    "bodies": [
        "1;{ht_pass_lat};{fio};{ht_bday_iso};{ht_passport};{ht_snils};{ht_phone_raw};{ht_addr_short};ГОК-1",
        '2;{ht_pass_lat2};{ht_roster2};{ht_bday2};{ht_passport2};{ht_snils2};{ht_phone2};"{ht_addr2}";'
        "рудник Таймырский",
        "3;{ht_pass_lat3};{fio_up3};{ht_bday_mrz3};{ht_zagran3};{ht_snils3};{ht_phone3};{ht_addr_lat3};"
        "обогатительная фабрика",
        "4;{ht_pass_lat4};{fio4};{ht_bday_iso4};{ht_passport4};{ht_snils4};{ht_phone4};{ht_addr_village4};"
        "резерв",
        "# flight {ht_flight}; coordinator {ht_pmail_vahta5}; hotline {hotline}",
        "# contact at base: {ht_f_io6}, {ht_landline}",
    ],
    "count": (4, 6),
}

_MIXED_SKI = {  # a ski slope's rental system export, JSON
    "companies": ["ООО «ГЛК «Гремячая грива»"],
    "ordered": True,
    "heads": ['{"export": "rental_day", "point": "Гремячая грива / нижняя", "date": "{ht_visit}",'],
    "bodies": [
        '"items": [{"agreement": "{ht_rental_no}", "client": "{fio}", "dob": "{ht_bday_iso}", '
        '"deposit": {"type": "passport", "value": "{ht_passport}"}, "phone": "{ht_phone_raw}"},',
        '{"agreement": "{ht_rental_b}", "client": "{ht_lat2}", "dob": "{ht_bday2}", '
        '"deposit": {"type": "cash", "value": "{ht_fee}"}, "phone": "{ht_phone2}"},',
        '{"agreement": "{ht_rental_c}", "client": "{fi3}", "dob": "{ht_bday_iso3}", '
        '"deposit": {"type": "cash", "value": "{ht_fee_b}"}, "address": "{ht_addr_chat3}"}],',
        '"skipass_sold": {"card": "{ht_card_no}", "tariff": "день", "amount": "{ht_fee}"},',
        '"cashier": "{ht_f_io4}", "org": "{company}", "inn": "{ht_inn}"}',
    ],
    "count": (4, 5),
}

_MIXED_TRANSLIT = {  # a translator's sheet: how the names are spelt in Latin
    "companies": ["ООО «Бюро переводов «Енисей-Лингва»"],
    "spouse": 2,
    "kin": (2, 3),
    "children": (3,),
    "years": {3: (2010, 2021)},
    "ordered": True,
    "heads": [
        "Заказ {ht_translation_no} · глоссарий имён (согласовать с клиентом!)\n"
        "RU | EN (как в загранпаспорте) | примечание",
    ],
    "bodies": [
        "{fio} | {ht_pass_lat} | клиент; в свидетельстве о браке было «{ht_lat}»",
        "{fio2} | {ht_pass_lat2} | {g2:супруг|супруга}, DOB {ht_bday_mrz2}",
        "{fio3} | {ht_pass_lat3} | ребёнок, DOB {ht_bday_mrz3}",
        "Place of residence | {ht_addr_lat} | из штампа о регистрации",
        "{ht_addr} | — | оригинал штампа, проверить № дома",
        "Issued by: ГУ МВД России по Красноярскому краю | Main Directorate of the Ministry of "
        "Internal Affairs of Russia for Krasnoyarsk Krai | код 240-0{n}{n}",
        "Notary: {ht_f_io4} | {ht_lat4} | рег. № {ht_notary_reg}",
        "клиент просит писать отчество: {o} → отчество в визовой анкете не указывается",
    ],
    "count": (5, 7),
}

_MIXED_GSK = {  # a garage co-operative's fee ledger, CSV pasted from a spreadsheet
    "men": (1, 2, 4),
    "wordy": (2,),
    "neighbours": (2, 3, 4, 5),
    "ordered": True,
    "heads": ["{ht_gsk} — взносы 2026.csv\nбокс,фио,телефон,адрес,паспорт,2026,долг"],
    "bodies": [
        '{ht_box},{fio},{ht_phone},"{ht_addr_short}",{ht_passport},{ht_fee},0',
        '{ht_box},{ht_roster2},{ht_phone2},"{ht_addr_chat2}",,0,{ht_fee_b}',
        '{ht_box},{fio3},{ht_phone_raw3},"{ht_addr3}",{ht_passport3},{ht_fee},0',
        "{ht_box},{fi4} (по доверенности от {ht_f_io_gen5}),{ht_phone4},,,{ht_fee},0",
        "итого,,,,,,\n# председатель {ht_f_io6}; р/с {org_account} в {bank}, БИК {bik}",
    ],
    "count": (4, 5),
}


OCR_SITUATIONS = [_OCR_SIGNATURES, _OCR_YACHT, _OCR_AUDITION, _OCR_PUPPY]
NOTE_SITUATIONS = [_NOTE_PROBATION, _NOTE_VAHTA, _NOTE_COAL, _NOTE_BREEDER]
MIXED_SITUATIONS = [_MIXED_ROSTER, _MIXED_SKI, _MIXED_TRANSLIT, _MIXED_GSK]
