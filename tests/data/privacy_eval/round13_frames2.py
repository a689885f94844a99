"""Sentence frames of the thirteenth dev round (round13.py), scans, notes and exports: four
situations a genre, as in round13_frames.py."""

from __future__ import annotations

_AUCTION = "ООО «Джапан Авто Лот»"
_PLANT = "ООО «Рыбокомбинат Врангель»"
_SHIP = "ООО «Автовоз ДВ»"

_OCR = [
    {  # a port's crew list (IMO FAL form 5), scanned
        "heads": [
            "CREW LIST / СУДОВАЯ РОЛЬ            IMO FAL Form 5\nArrival [X]  Departure [ ]   "
            "Port of arrival: {q_port}   Date {date}\nName of ship: {q_crew_ship}   Voyage "
            "{q_voyage}\nNo | Family name, given names | Rank | Nationality | Date of birth | "
            "Identity document"
        ],
        "bodies": [
            "1 | {q_crew} | MASTER | RUSSIA | {q_dob_latin} | {q_seaman}",
            "2 | {q_crew2} | CH.OFFICER | RUSSIA | {q_dob_latin2} | {q_seaman2}",
            "3 | {q_crew3} | CH.ENGINEER | RUSSIA | {q_dob_latin3} | {q_zagran3}",
            "4 | {q_crew4} | BOSUN | RUSSIA | {q_dob_latin4} | {q_seaman4}",
            "5 | {q_crew5} | COOK | RUSSIA | {q_dob_latin5} | {q_seaman5}",
        ],
        "tails": [
            "Date and signature by master:  {date}   ______ {q_latin_i}\nAgent: {company}, "
            "{q_landline_org}"
        ],
        "count": (5, 5),
        "men": (1, 2, 3, 4),
        "years": {1: (1962, 1978)},
        "companies": ["ООО «Крюинг Пасифик»"],
    },
    {  # a small boat's ship ticket (судовой билет маломерного судна)
        "heads": [
            "РОССИЙСКАЯ ФЕДЕРАЦИЯ\n{q_gims}\nСУДОВОЙ БИЛЕТ маломерного судна\n"
            "Идентификационный номер {q_boat_reg}"
        ],
        "bodies": [
            "Тип, название: моторная лодка «Камбала», 2019 г. постройки, корпус — алюминий",
            "Двигатель: Yamaha F60, заводской № {q_ticket_no}",
            "Район плавания: внутренние воды, прибрежные морские воды до 3 миль",
            "Собственник: {q_spaced}",
            "Дата рождения собственника {q_dob_boxes}",
            "Паспорт {q_pass_rf}",
            "Адрес собственника: {q_adr}",
            "Место стоянки: {q_adr_snt}",
            "Совладелец: {fio2}",
        ],
        "tails": ["Государственный инспектор ______ {q_sur_io3}   {date}    М.П."],
        "count": (7, 9),
        "kin": (2,),
        "spouse": 2,
    },
    {  # a list of residents placed in a temporary accommodation centre after a flood
        "heads": [
            "{q_edds}\nСПИСОК граждан, размещённых в {q_pvr}\nпо состоянию на {date}, 08:00\n"
            "№ | ФИО | Дата рожд. | Адрес подтопленного жилья | Телефон"
        ],
        "bodies": [
            "1 | {fio} | {q_dob} | {q_adr_short} | {q_tel}",
            "2 | {fio2} | {q_dob2} | {q_adr_short} | —",
            "3 | {fio3} | {q_dob_dots3} | {q_adr_short} | —",
            "4 | {q_caps_first4} | {q_dob_odd4} | {q_adr_village4} | {q_tel4}",
            "5 | {fio5} | {q_born5} | {q_adr_chat5} | {q_tel5}",
            "Питание получено: {q_water} порций. Медпомощь: {q_sur_i5} (давление)",
        ],
        "tails": ["Начальник ПВР ______ {q_sur_io6}"],
        "count": (6, 6),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {3: (2012, 2021), 5: (1938, 1955)},
        "town": "Уссурийск",
    },
    {  # a garage co-operative's member's book
        "heads": ["{q_gsk}\nЧЛЕНСКАЯ КНИЖКА № {q_member}\nВладелец бокса № {q_box_no}: {fio}"],
        "bodies": [
            "Год рождения {q_born}",
            "Паспорт {q_pass_series} № {q_pass_number}",
            "Прописка: {q_adr_short}",
            "Тел. {q_tel}",
            "Вступительный взнос уплачен {date}, {q_sum}",
            "Членские взносы 2025 — оплачено, 2026 — {q_sum_b}",
            "Доверенность на пользование боксом: {fio2}, {q_tel2}",
            "Переоформлено с {fio_gen3} (умер{g3:|ла}) по свидетельству о праве на наследство",
        ],
        "tails": ["Председатель ГСК ______ {q_sur_io4}    Казначей ______ {q_sur_i5}"],
        "count": (6, 8),
        "men": (1, 3, 4),
        "kin": (2, 3),
        "sums": (3000, 15000),
        "town": "Артём",
    },
]

_NOTE = [
    {  # a fish-processing plant's shift foreman's notes
        "heads": ["цех №2, смена {date} (ночь) — записи мастера"],
        "bodies": [
            "- на разделке: {f}, {f2}, {q_sur_i3}, {fi4} — норма 4 т",
            "- {q_patr5} опять на 40 мин опоздал, автобус из Врангеля",
            "- камбала пошла мелкая, сортировку усилить, поставить {q_dim_acc6}",
            "- {fio_dat2} — медкнижка просрочена с {date}, до смены не допускать!",
            "- у {f_gen3} порез руки, в медпункт, акт составлен",
            "- новенькая {io4}, {q_dob_dots4}, общага комн. {q_box_no}, тел {q_tel4}",
            "- морозилка №3 минус 18 вместо минус 25, вызвал механика",
            "- {q_dim_dat6} передать ключи от раздевалки",
            "- выработка за смену {q_kg} т, брак 2%",
        ],
        "count": (5, 7),
        "men": (5,),
        "women": (4, 6),
        "years": {4: (1985, 2005)},
        "town": "Находка",
        "companies": [_PLANT],
    },
    {  # a duty dispatcher's log during a typhoon
        "heads": ["{q_edds}. Журнал оперативного дежурного, тайфун, {date}"],
        "bodies": [
            "21:05 звонок, {fio}, {q_adr_chat}, вода в доме по колено, с {g:ним|ней} мать "
            "{q_born2} г.р., лежачая. Передано МЧС",
            "21:18 {q_sur_i3} ({q_tel3}) — затоплен подвал, {q_adr_short3}, просит откачку",
            "21:40 с. Борисовка: {fio4}, {q_dob_voice4}, эвакуирован{g4:|а} в {q_pvr}",
            "22:02 повторно {f}: перезвонить на {q_tel}",
            "22:30 {q_low5} сообщил{g5:|а}: мост на Кроуновку смыло, проезда нет",
            "23:15 пропала связь с {fio_ins6}, {q_adr_village6}, родственники: {q_tel_voice6}",
            "00:40 уровень воды р. Раздольная {q_water}0 см, рост",
            "08:00 смену сдал {q_sur_io7}",
        ],
        "count": (6, 8),
        "kin": (2,),
        "women": (2,),
        "years": {2: (1935, 1950)},
        "town": "Уссурийск",
        "ordered": True,
    },
    {  # a Japanese car auction agent's notes
        "heads": ["заметки, неделя {date}"],
        "bodies": [
            "- {q_dimsur} — {q_model}, до {q_yen}, оценка не ниже 4, депозит {q_sum_b} пришёл",
            "- {f_dat2} перезвонить: лот {q_lot} сняли, предложить другой, {q_tel_chat2}",
            "- {q_low3} хочет под конструктор, объяснить что нельзя",
            "- у {q_dim_gen} день рождения {q_dob_dm} — скидка на доставку",
            "- {fio4}, прописка {q_adr_short4} — СБКТС на него, ЭПТС оформить до {date}",
            "- {q_handle5} в вотсапе ругается за ссылки, позвонить утром",
            "- кузов {q_frame} — в листе пометка A1 (царапина), сказать клиенту",
            "- {q_patr6} из таможни: по брокеру всё ок",
        ],
        "count": (5, 7),
        "men": (6,),
        "sums": (900000, 2400000),
        "part": (0.08, 0.12),
        "companies": [_AUCTION],
    },
    {  # an animal shelter's volunteers' notes
        "heads": ["Хвостики — волонтёрская тетрадь, {date}"],
        "bodies": [
            "- Бурундук (кот, рыжий) уехал к {fi_dat}, {q_adr_chat}, договор {q_pet_contract}, "
            "звонить через 2 недели {q_tel_chat}",
            "- {q_dim_acc2} поставить на субботу, выгул собак",
            "- {io3} привезла корм 2 мешка и хочет взять Кабаргу (щенок, пятнистая)",
            "- чип {q_chip} — хозяин найден, {fio4}, {q_tel4}",
            "- {q_dimsur5} — на передержку до {date}, {q_adr_short5}",
            "- ветврач {q_sur_i6} — оплатить {q_sum}",
            "- у {q_dim_gen2} ДР {q_dob_dm2}, скинуться на торт",
        ],
        "count": (5, 7),
        "women": (3,),
        "sums": (2000, 9000),
        "town": "Уссурийск",
        "companies": ["АНО «Приют Хвостики»"],
    },
]

_MIXED = [
    {  # a passenger boat company's booking export in CSV
        "heads": [
            "# export bookings {q_isoday}  route=VL-POPOVA  {company}\n"
            "booking;trip;seat;last_name;first_name;birth_date;doc;phone;email"
        ],
        "bodies": [
            "{q_booking};101;{q_seat};{f};{i};{q_dob_isodate};{q_pass_rf};{q_tel_plus};{q_mail}",
            "{q_booking};101;{q_seat};{f2};{i2};{q_dob_isodate2};{q_pass_rf2};{q_tel_plus};",
            "{q_booking};101;{q_seat};{f3};{i3};{q_dob_isodate3};св-во о рожд.;;",
            "{q_booking_b};103;{q_seat};{q_latin4};;{q_dob_latin4};{q_zagran4};{q_tel_plus4};",
            "{q_booking_b};103;{q_seat};{f5};{i5};{q_dob5};{q_pass_rf5};{q_tel5};{q_mail5}",
            "# total amount {q_sum}; support {q_mailbox_org}, {hotline}",
        ],
        "count": (6, 6),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {3: (2014, 2022)},
        "sums": (4000, 18000),
        "roles": ("booking", "support"),
        "companies": ["ООО «Морские пассажирские линии Приморья»"],
    },
    {  # a car shipping company's CRM export in JSON
        "heads": ['{"crm": "{company}", "exported": "{q_isoday}T10:00:00+10:00", "leads": ['],
        "bodies": [
            '  {"id": "{q_ship_no}", "status": "loaded", "client": "{fio}", "phone": '
            '"{q_tel_plus}", "email": "{q_mail}",',
            '   "passport": "{q_pass_rf}", "birth": "{q_dob_dots}", "address": "{q_adr}",',
            '   "car": "{q_model}", "frame": "{q_frame}", "container": "{q_container}", "price": '
            '"{q_sum}",',
            '   "receiver": {"name": "{q_latin2}", "phone": "{q_tel2}"}, "note": "{q_dim_dat} '
            'звонить после 18, на работу не звонить"},',
            '  {"id": "{q_ship_no_b}", "status": "new", "client": "{q_low3}", "phone": '
            '"{q_tel_chat3}", "note": "из Арсеньева, авто на аукционе, ждёт"}',
            '  , {"company": {"inn": "{q_inn_org}", "ogrn": "{q_ogrn}", "office": '
            '"{q_office_addr}"}}',
        ],
        "tails": ["]}"],
        "count": (6, 6),
        "sums": (95000, 160000),
        "town": "Владивосток",
        "companies": [_SHIP],
    },
    {  # a hiking group's list pasted from a spreadsheet, as the emergencies ministry's form asks
        "heads": [
            "Список группы (маршрут {q_route}, {q_mchs}) — из Google Sheets\n"
            "№\tФИО\tДР\tТелефон\tАдрес\tКонтакт родственника"
        ],
        "bodies": [
            "1\t{fio}\t{q_dob_dots}\t{q_tel}\t{q_adr_short}\t{q_tel_work}",
            "2\t{fi2}\t{q_dob_isodate2}\t{q_tel2}\t{q_adr_chat2}\tмама {q_tel_work2}",
            "3\t{q_low3}\t{q_dob_chat3}\t{q_tel3}\t\t",
            "4\t{q_latin4}\t{q_dob_odd4}\t{q_tel_plus4}\t{q_adr_latin4}\tv Moskve, ne zvonit",
            "5\t{q_sur_io5}\t{q_born5}\t{q_tel5}\t{q_adr_village5}\t",
            "\t\t\t\tснаряжение: 2 палатки, котёл, GPS\t",
        ],
        "tails": ["Руководитель: {q_dimsur} — вопросы в телегу"],
        "count": (6, 6),
        "years": {i: (1972, 2006) for i in range(1, 6)},
    },
    {  # a job seeker's record exported from an employment centre's system
        "heads": [
            '<?xml version="1.0" encoding="UTF-8"?>\n<card source="Работа России" '
            'office="{q_czn}" file="{q_czn_file}">'
        ],
        "bodies": [
            "  <person><fio>{fio}</fio><birth>{q_dob_isodate}</birth><snils>{snils}</snils>"
            "<inn>{inn}</inn></person>",
            '  <doc type="passport">{q_pass_rf}</doc>',
            "  <contacts><phone>{q_tel}</phone><email>{q_mail}</email></contacts>",
            '  <address type="reg">{q_adr}</address>',
            "  <last_job>{company}, обработчик рыбы, уволен{g:|а} по собственному {date}"
            "</last_job>",
            '  <benefit account="{account}" bik="{bik}">{q_sum}</benefit>',
            "  <inspector>{q_sur_io2}, {q_landline_org}</inspector>",
            "  <comment>Дети: {fi3}, {q_dob_isodate3}. Контакт: {q_handle}</comment>",
        ],
        "tails": ["</card>"],
        "count": (7, 8),
        "kin": (3,),
        "children": (3,),
        "years": {3: (2010, 2020)},
        "sums": (12000, 25000),
        "town": "Находка",
        "companies": [_PLANT],
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
