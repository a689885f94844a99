"""Sentence frames of the fourteenth dev round (round14.py), scans, notes and exports: four
situations a genre, as in round14_frames.py."""

from __future__ import annotations

_AURORA = "ООО «Аврора Тур Заполярье»"
_HEAT = "ООО «Теплосеть Заполярья»"
_CLINIC = "ООО «Медцентр Сполохи»"
_TRAWL = "ООО «Баренцтрал»"
_HERDERS = "СХПК «Кильдинский олень»"

_OCR = [
    {  # a nickel plant's safety briefing log, scanned
        "heads": [
            "{company}\nЦех электролиза никеля, отделение № 2\nЖУРНАЛ РЕГИСТРАЦИИ ИНСТРУКТАЖА НА "
            "РАБОЧЕМ МЕСТЕ\nНачат {date}\nДата | Ф.И.О. инструктируемого | Год рождения | "
            "Профессия | Вид инструктажа | Подпись | Инструктирующий"
        ],
        "bodies": [
            "{date} | {fio} | {m_born} | электролизник водных растворов | первичный | (подп.) | "
            "{m_sur_io6}",
            "{date} | {m_caps_first2} | {m_born2} | электролизник | повторный | (подп.) | "
            "{m_sur_io6}",
            "{date} | {m_sur_io3} | {m_born3} | машинист крана (крановщик) | внеплановый, "
            "новая ИОТ-114 | (подп.) | {m_sur_io6}",
            "{date} | {fio4} | {m_born4} | слесарь-ремонтник | целевой, наряд-допуск "
            "{m_permit_no} | (подп.) | {m_sur_io7}",
            "{date} | {m_spaced5} | {m_born5} | ученик электролизника | стажировка 12 смен | "
            "(подп.) | {m_sur_io7}",
            "Стажировку прош{g5:ёл|ла}, допущен{g5:|а} к самостоятельной работе, распоряжение "
            "{m_order_no}",
        ],
        "tails": ["Начальник отделения ______ {m_sur_io7}"],
        "count": (5, 6),
        "men": (6,),
        "years": {**{i: (1965, 2001) for i in (1, 2, 3, 4)}, 5: (2003, 2007)},
        "town": "Мончегорск",
        "companies": ["АО «Кольский никелевый комбинат»"],
    },
    {  # a reindeer herders' cooperative's list for a subsidy, scanned
        "heads": [
            "{company}\nЛовозерский район Мурманской области\nСПИСОК членов кооператива, "
            "получателей субсидии на поддержку северного оленеводства за {m_year_sub} год\n"
            "(приложение к протоколу общего собрания № {m_protocol_no} от {date})\n"
            "№ | Ф.И.О. | Дата рождения | Паспорт | СНИЛС | Бригада | Личных оленей, гол."
        ],
        "bodies": [
            "1 | {fio} | {m_dob_dots} | {m_pass} | {snils} | № 3 | {m_heads}",
            "2 | {fio2} | {m_dob_odd2} | {m_pass2} | {snils2} | № 3 | {m_heads}",
            "3 | {m_caps_first3} | {m_dob_dots3} | {m_pass3} | {snils3} | № 7 | {m_heads}",
            "4 | {fio4} | {m_dob_boxes4} | {m_pass_ser4} {m_pass_num4} | {snils4} | № 7 | "
            "{m_heads}",
            "5 | {fio5} | {m_dob5} | {m_pass5} | {snils5} | № 1 | {m_heads}",
            "Почтовый адрес бригады № 3 для уведомлений: {m_adr_lovozero}",
        ],
        "tails": [
            "Председатель СХПК ______ {m_sur_io6}     Секретарь собрания ______ {m_sur_i7}\n"
            "ИНН {m_inn_org}   М.П."
        ],
        "count": (5, 6),
        "kin": (2,),
        "men": (1, 3, 4, 5),
        "years": {1: (1958, 1990), 2: (1985, 2003)},
        "town": "Мончегорск",
        "companies": [_HERDERS],
    },
    {  # a tyre storage's receipt, scanned
        "heads": [
            "{company}\nКВИТАНЦИЯ-ДОГОВОР № {m_tyre_no} хранения автомобильных шин\n"
            "{m_office_addr}, тел. {m_landline_org}"
        ],
        "bodies": [
            "Поклажедатель: {fio}",
            "Документ поклажедателя — паспорт РФ {m_pass}",
            "Телефон: {m_tel}     Доп. тел.: {m_tel2} ({g2:муж|жена})",
            "Адрес поклажедателя: {m_adr_short}",
            "Автомобиль: {m_car}, гос. рег. знак {m_plate}",
            "Шины: {m_tyres} — 4 шт., на дисках, остаток протектора {m_tread} мм",
            "Срок хранения: с {date} по {date} (летний комплект). Оплачено {m_sum}",
            "Выдача — поклажедателю или {fio_dat2} по предъявлении паспорта",
            "Стеллаж {m_rack}",
        ],
        "tails": ["Принял кладовщик {m_sur_i3} ______          Сдал ______ {m_sur_io}"],
        "count": (7, 9),
        "kin": (2,),
        "spouse": 2,
        "sums": (3000, 8000),
        "town": "Апатиты",
        "companies": ["ООО «Шинный двор Заполярье»"],
    },
    {  # a local TV station's order for a greeting in the running line, scanned
        "heads": [
            "{company}\nЗАЯВКА № {m_greet_no} на поздравление в бегущей строке\n{m_tv}, "
            "эфир с {date} по {date}, 5 выходов в день"
        ],
        "bodies": [
            "Заказчик поздравления: {fio}",
            "Тел. для подтверждения эфира: {m_tel}",
            "Паспорт заказчика (для квитанции): {m_pass}",
            "Куда прислать чек: {m_adr_village}",
            "Кого поздравляем: {fio_acc2}, юбилей 70 лет, день рождения {m_dob_dm2}",
            "Текст: «Дорогую маму и бабушку {io_acc2} поздравляем с юбилеем! Здоровья и тепла! "
            "Дети, внуки»",
            "Второй текст: «{m_low4}, с восемнадцатилетием! Одноклассники 11 «Б»» "
            "(д.р. {m_dob_dots4})",
            "Стоимость {m_sum}, оплата наличными, квитанция № {m_ticket_no}",
        ],
        "tails": ["Заявку принял менеджер ______ {m_sur_i5}        Заказчик ______ {m_sur_io}"],
        "count": (6, 8),
        "kin": (2,),
        "women": (2,),
        "years": {2: (1955, 1956), 4: (2007, 2008)},
        "sums": (800, 3000),
        "town": "Мурманск",
        "companies": ["ООО «Телерадиокомпания Арктика-24»"],
    },
]

_NOTE = [
    {  # a university hostel's duty log
        "heads": ["Общежитие № 2 МАУ, журнал дежурного по общежитию, смена {date}"],
        "bodies": [
            "20:15 к {fi_dat} (комн. {m_room}) пришёл дядя — {fio3}, паспорт {m_pass3}, "
            "пропущен до 22:00",
            "21:40 {m_low4} (комн. {m_room4}) просит разбудить в 5:30, поезд на Москву",
            "22:10 жалоба из {m_room}: шумят у {f_gen5}, сделано замечание",
            "23:05 {f6} вернул{g6:ся|ась} после закрытия, объяснительная взята — в рапорт "
            "коменданту {f_io_dat7}",
            "23:30 {fio2} потерял{g2:|а} ключ, выдан запасной под подпись",
            "00:50 сработала пожарка на 3 этаже (курили в туалете), отбой",
            "01:10 звонила мама {f_gen4}, не может дозвониться, просила передать перезвонить: "
            "{m_tel_work4}",
            "06:30 посылка для {fi_gen}, прописан{g:|а} {m_adr_village} — отдать лично",
            "смену сдал{g8:|а} {m_sur_i8}, ключи 212 и 305 на вахте",
        ],
        "count": (6, 8),
        "years": {i: (2003, 2008) for i in (1, 2, 4, 5, 6)},
        "men": (3,),
        "kin": (3,),
        "ordered": True,
        "town": "Мурманск",
    },
    {  # a reindeer herders' cooperative's chairman's notebook
        "heads": ["блокнот председателя, {date}"],
        "bodies": [
            "- бригада 3: {f}, {f2}, {m_patr3} — на весеннюю кочёвку, снегоход Буран заглох, "
            "заказать свечи и ремень",
            "- {fio4} — документы на субсидию: паспорт {m_pass4} новый, СНИЛС {snils4}",
            "- у {m_dim_gen5} ДР {m_dob_dm5}, отвезти в тундру торт и муку",
            "- {m_low6} просит аванс {m_sum}, за забой 2025 ещё не рассчитались",
            "- забой: сдали на убойный пункт в Ловозере {m_heads} голов, мяса {m_kg} т",
            "- {m_dimsur7} — в Ревду к зубному в пятницу, подвезти, {m_tel_chat7}",
            "- ветеринар {m_sur_i8} — прививки от сибирской язвы до {date}, график раздать "
            "бригадирам",
            "- Гагара (важенка-вожак) хромает, посмотреть копыто",
            "- в куваксе бригады 7 от искры прогорел брезент, купить новый",
        ],
        "count": (5, 7),
        "men": (1, 2, 3, 4),
        "companies": [_HERDERS],
    },
    {  # a clinic's light therapy nurse's notes
        "heads": ["Кабинет светотерапии, {date} — записи медсестры"],
        "bodies": [
            "- 7:30 {fi} — 4-й сеанс, переносит хорошо, говорит, что стал{g:|а} просыпаться "
            "сам{g:|а}",
            "- 8:10 {m_dim_nom2} (ребёнок, {m_born2} г.р.) с мамой, 10 мин вместо 20",
            "- {f3} {g3:не пришёл|не пришла} второй раз, позвонить {m_tel3}",
            "- {m_low4} — резь в глазах после сеанса, направить к офтальмологу {m_sur_io5}",
            "- лампа № 2 мигает, заявка инженеру",
            "- новая: {fio6}, {m_dob6}, ДМС {m_dms}, курс с понедельника, 7:30",
            "- {m_patr7} из 210-го принёс всем витамин D 😊",
            "- у {m_dim_gen6} ДР {m_dob_dm6} — она сказала, в полярную ночь его не чувствует",
        ],
        "count": (5, 7),
        "women": (6,),
        "men": (7,),
        "years": {2: (2014, 2019)},
        "companies": [_CLINIC],
    },
    {  # an aurora tour guide's notes for the night
        "heads": ["гид, выезд {date}, 21:00, Териберка"],
        "bodies": [
            "- забрать {fio} +1 — {m_adr_chat}, {m_n} подъезд",
            "- {fi2} (2 чел.) — {m_hotel}, не доплачено {m_sum_b}",
            "- {m_low3} из мрм едет на своей, встречаемся на 10-м км трассы на Териберку",
            "- у {m_dim_gen4} ДР {m_dob_dm4} — сюрприз с глинтвейном у костра, {m_dim_dat4} "
            "не говорить",
            "- {m_patr5} (водитель) — проверить шипы и заправиться в Мурмашах",
            "- если к часу ночи неба нет — разворачиваемся, смотрим с сопки у Кольского залива",
            "- {fio6} отказ{g6:ался|алась} — вернуть {m_sum} на карту {card6}",
            "- фотки скинуть в чат до обеда, мой {m_tel_chat}",
            "- метель по прогнозу после трёх ночи, не задерживаться",
            "- кто захочет окунуться после полуночи — прорубь у моржей на Семёновском",
        ],
        "count": (5, 7),
        "men": (5,),
        "sums": (14000, 32000),
        "companies": [_AURORA],
    },
]

_MIXED = [
    {  # an aurora tour operator's booking export in CSV
        "heads": [
            "# export bookings tour=AURORA-TERIBERKA date={m_isoday} operator={company}\n"
            "booking_id,last_name,first_name,birth_date,document,citizenship,phone,email,pickup"
        ],
        "bodies": [
            "{m_tour_no},{m_lat_last},{m_lat_first},{m_dob_iso},{m_pass},RUS,{m_tel_plus},"
            "{m_mail},{m_hotel}",
            "{m_tour_no},{m_lat_last2},{m_lat_first2},{m_dob_iso2},{m_pass2},RUS,,,{m_hotel}",
            "{m_tour_no_b},{m_lat_last3},{m_lat_first3},{m_dob_latin3},{m_zagran3},RUS,"
            "{m_tel_plus3},{m_mail3},airport MMK",
            "{m_tour_no_b},{m_lat_last4},{m_lat_first4},{m_dob_iso4},{m_pass4},RUS,{m_tel_plus4},,"
            '"{m_adr_latin4}"',
            "{m_tour_no_c},{m_icao_full5},,{m_dob_latin5},{m_zagran5},RUS,{m_tel_plus5},"
            "{m_mail5},{m_hotel}",
            "# total 5 pax; paid {m_sum}; support {m_mailbox_org}, {hotline}",
        ],
        "count": (6, 6),
        "kin": (2,),
        "spouse": 2,
        "sums": (60000, 140000),
        "roles": ("booking", "support"),
        "companies": [_AURORA],
    },
    {  # a trawling company's crew database exported in Latin
        "heads": [
            "BARENTSTRAL LLC — CREW DATABASE EXPORT {m_isoday}\nvessel: {m_trawler_lat}   "
            "flag: RUS   port of registry: MURMANSK\n-----"
        ],
        "bodies": [
            "seafarer: {m_icao_full} | rank: MASTER | DOB: {m_dob_latin} | seaman ID: {m_seaman} "
            "| int. passport: {m_zagran}",
            "home address: {m_adr_latin} | mobile: {m_tel_plus} | e-mail: {m_mail}",
            "next of kin: {m_lat_full2} (wife) | phone: {m_tel_plus2}",
            "seafarer: {m_icao_full3} | rank: CH. ENGINEER | DOB: {m_dob_latin3} | seaman ID: "
            "{m_seaman3}",
            "home address: {m_adr_latin3} | mobile: {m_tel3}",
            "seafarer: {m_icao_full4} | rank: BOSUN | DOB: {m_dob_latin4} | seaman ID: "
            "{m_seaman4} | примечание: медкомиссия до {date}",
            "salary account (master): {account} / {bank} / BIC {bik}",
            "contract: {m_crew_contract} | sign-on {date} | wage {m_usd}",
        ],
        "tails": ["----- end of export, operator {m_sur_i5} -----"],
        "count": (7, 8),
        "men": (1, 3, 4),
        "kin": (2,),
        "spouse": 2,
        "years": {1: (1965, 1980)},
        "companies": [_TRAWL],
    },
    {  # a heating utility's CRM export in JSON
        "heads": [
            '{"source": "crm.teploset-z", "exported": "{m_isoday}T08:30:00+03:00", "tickets": ['
        ],
        "bodies": [
            '  {"no": "{m_ticket_no}", "status": "closed", "account": "{m_ls}", "caller": '
            '"{fio}", "phone": "{m_tel_plus}", "address": "{m_adr}", "text": "нет отопления, '
            '+15"},',
            '  {"no": "{m_ticket_no_b}", "status": "in_work", "account": "{m_ls_b}", "caller": '
            '"{m_low2}", "phone": "{m_tel_chat2}", "address": "{m_adr_chat2}", "text": "течь в '
            'подвале"},',
            '  {"no": "{m_ticket_no_b}", "channel": "telegram", "from": "{m_handle3}", "text": '
            '"перерасчёт за {m_month}, собственник {fi3}"},',
            '  {"brigade": "{m_brigade}", "master": "{m_sur_io4}", "master_phone": '
            '"{m_tel_work4}"},',
            '  {"company": {"name": "{company}", "inn": "{m_inn_org}", "ogrn": "{m_ogrn}", '
            '"dispatch": "{m_landline_org}", "hotline": "{hotline}"}}',
        ],
        "tails": ["]}"],
        "count": (5, 5),
        "men": (4,),
        "town": "Мурманск",
        "companies": [_HEAT],
    },
    {  # a clinic's light therapy schedule exported as iCalendar
        "heads": [
            "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{company}//Расписание//RU\n"
            "X-WR-CALNAME:Светотерапия, каб. 214"
        ],
        "bodies": [
            "BEGIN:VEVENT\nDTSTART:{m_ics_dt}\nSUMMARY:Светотерапия 5/10 — {fi}\n"
            "DESCRIPTION:д.р. {m_dob_dots}\\, тел. {m_tel_plus}\\, ДМС {m_dms}\nEND:VEVENT",
            "BEGIN:VEVENT\nDTSTART:{m_ics_dt}\nSUMMARY:Первичный приём — {m_lat_full2}\n"
            "ATTENDEE;CN={fio2}:mailto:{m_mail2}\nX-BIRTHDAY:{m_dob_ics2}\nEND:VEVENT",
            "BEGIN:VEVENT\nDTSTART:{m_ics_dt}\nSUMMARY:Светотерапия (ребёнок) — {m_dim_nom3}\n"
            "DESCRIPTION:с мамой ({fi4}\\, {m_tel4})\\; д.р. ребёнка {m_dob_dots3}\nEND:VEVENT",
            "BEGIN:VEVENT\nDTSTART:{m_ics_dt}\nSUMMARY:ОТМЕНА — {m_low5}\n"
            "DESCRIPTION:перенести\\, звонить {m_tel_chat5}\\; адрес {m_adr_short5}\nEND:VEVENT",
            "BEGIN:VEVENT\nDTSTART:{m_ics_dt}\nSUMMARY:Планёрка\n"
            "ORGANIZER;CN={m_sur_io6}:mailto:{m_mailbox_org}\nEND:VEVENT",
        ],
        "tails": ["END:VCALENDAR"],
        "count": (4, 5),
        "women": (4,),
        "years": {3: (2013, 2019)},
        "roles": ("svet", "registratura"),
        "companies": [_CLINIC],
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
