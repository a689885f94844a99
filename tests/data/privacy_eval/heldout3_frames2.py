"""Sentence frames of the held-out part's third round (heldout3.py), part two: OCR scans, notes
and mixed texts, four situations a genre (text n takes variant (n - 1) % 4);
heldout3_frames.py holds the rest."""

from __future__ import annotations

_OCR_ACCIDENT = {
    "ordered": True,
    "heads": [
        "ИЗВЕЩЕНИЕ О ДОРОЖНО-ТРАНСПОРТНОМ ПРОИСШЕСТВИИ\nлист 1",
        "ЕВРОПРОТОКОЛ (копия, распознано с фото)",
    ],
    "bodies": [
        "1. Место ДТП: г. {hc_city}, перекрёсток у д. {n}{n}   2. Дата ДТП {date}  {time}",
        "Транспортное средство «А»: собственник {hc_sklad}, гос. рег. знак {hc_plate}",
        "водитель ТС «А»: {fio_up}\nдата рождения {hc_bday_odd}\nАдрес: {hc_addr_formal}\n"
        "Телефон {hc_phone}",
        "Транспортное средство «В»: каршеринг, гос. знак {hc_plate}",
        "водитель ТС «В»: {fio2}\nдата рождения  {hc_bday_num2}\nАдрес {hc_addr_short2}",
        "Паспорт водителя «В»: серия {hc_pass_ser2} номер {hc_pass_num2}",
        "Постановление по делу об АП № {hc_uin}",
        "Свидетели: {fio_spaced3}, тел. {phone3}",
        "Страховщик: {hc_insurer}, ИНН {org_inn}, горячая линия {hotline}",
        "Подпись водителя «А» {f_spaced}  Подпись водителя «В» {hc_fi_o2}",
    ],
    "tails": ["-- стр. 1 из 2 --", "Оборотная сторона: не заполнена"],
    "count": (6, 9),
}

_OCR_RX = {
    "ordered": True,
    "heads": [
        "Форма № 107-1/у\n{hc_clinic}\nРЕЦЕПТ (взрослый, детский — нужное подчеркнуть)",
        "РЕЦЕПТУРНЫЙ БЛАНК 148-1/у-88\n{hc_rx}",
    ],
    "bodies": [
        "Дата выписки рецепта {date}",
        "Ф.И.О. пациента {fio}",
        "Дата рождения (д.м.г.) {hc_bday_num}",
        "Адрес места жительства или № мед. карты: {hc_addr_short}",
        "СНИЛС {hc_snils}",
        "Ф.И.О. лечащего врача {fio_spaced3}",
        "Rp.: Sol. Tramadoli 50 mg/ml — 1 ml\nD.t.d. N 10 in amp.\nS. по 1 мл в/м при болях",
        "Рецепт действителен 15 дней",
        "Отпущено: {hc_pharm}, ИНН {org_inn}, лицензия № Л042-01155-55/00{n}{n}{n}{n}{n}, "
        "сумма {hc_sum}",
        "Получил(а): {hc_fi_o2} (доверенное лицо), паспорт {hc_passport2}",
    ],
    "tails": ["М.П.      Подпись врача _________", "{hc_rx}"],
    "count": (6, 9),
}

_OCR_SANATORIUM = {
    "ordered": True,
    "heads": [
        "САНАТОРНО-КУРОРТНАЯ КАРТА № {n}{n}{n}{n}\n{hc_sanatorium}",
        "ПУТЁВКА (обратный талон)\n{hc_sanatorium}, ИНН {org_inn}, ОГРН {ogrn}",
    ],
    "bodies": [
        "1. Фамилия, имя, отчество {fio}",
        "2. Пол {g:М|Ж}   3. Дата рождения {hc_bday_words}",
        "4. Адрес регистрации: {hc_addr_village}",
        "5. Паспорт {hc_passport}",
        "6. № страхового полиса ОМС: — (не предъявлен)\n7. СНИЛС {hc_snils}",
        "8. Сопровождающий ребёнка: {fio2}; ребёнок {fi_spaced4}, {hc_kbday_words4}",
        "9. Диагноз: M42.1, сопутствующие: нет\n10. Заезд {date}, {hc_days} дней, "
        "стоимость {hc_sum}",
        "Лечащий врач {f_io3}\nтел. санатория {hotline}",
        "Отметка о прибытии: корпус {n}, комн. {hc_room}",
        "Возврат за неиспользованные дни — на счёт {account}, {bank}, БИК {bik}; ИНН "
        "плательщика {inn}",
    ],
    "tails": ["Главный врач ______ {io_f3}\nМ.П.", "--- конец стр. ---"],
    "count": (6, 9),
}

_NOTE_FOREMAN = {
    "heads": ["Журнал прораба, участок 4, {date}:", "Прорабская, ночь на {date}:"],
    "bodies": [
        "принял смену у {hc_patr_short_gen2}, замечаний нет.",
        "{fi_low} не {g:вышел|вышла} — звонил{g:|а} с {hc_phone}, говорит, заболел{g:|а}.",
        "новый монтажник {fio4}, {hc_bday_yy4}, прописка {hc_addr_village4}, вагончик № {n}.",
        "бетон М300 — {n}{n} куб., накладная {hc_waybill}; водитель {f2}, не дождался разгрузки.",
        "объект: {hc_site}, ворота 2 закрыты до {time}.",
        "{hc_if_gen_low} на вышке не было в каске — предупредил устно.",
        "тополь у бытовок сносить нельзя, согласования нет.",
        "{dim3} (бригадир отделочников) просит аванс, скинуть в {hc_smu} на {hc_mail_smu}.",
        "{f_dat4} выдал спецовку, размер 52, расписался.",
        "сова на кране опять сидит, крановой говорит — к дождю.",
        "штраф от технадзора {amount}, договор {contract}.",
    ],
    "count": (6, 9),
}

_NOTE_WAREHOUSE = {
    "heads": ["Передача смены, склад {n}, {date}", "Смена Б → смена А"],
    "bodies": [
        "Отгружено {n}{n} заказов, висит {order} — ждём водителя {f_gen2}.",
        "{dim}, проверь ячейку C-{n}{n}: пересорт, чиж и орех (корм для птиц) перепутаны.",
        "ДР у {i_gen3} {hc_bday_dm3} — открытку подписать.",
        "{fi_low2} — пропуск на 3 дня, паспорт {hc_passport2}, машина {hc_plate}.",
        "новый комплектовщик {fio4}, {hc_sbday_iso4}, тел. {hc_phone4}",
        "{hc_if_gen_low} отправили домой с температурой, адрес для курьера с больничным: "
        "{hc_addr_chat}",
        "Претензия клиента по заказу {order}: бой стекла на {hc_sum}.",
        "Возврат от {hc_sklad} по {hc_waybill}, ИНН {org_inn}.",
        "{hc_patr_short3} просил{g3:|а} не ставить {g3:его|её} в ночь до конца месяца.",
        "Диспетчерская: {hotline}, {hc_mail_sklad}",
    ],
    "count": (6, 9),
    "joiner": "\n• ",
}

_NOTE_VOLUNTEER = {
    "heads": ["Координатор волонтёров, {date}:", "Заметки по подопечным (выезд в область)"],
    "bodies": [
        "{g:дед|баба} {i} ({fio}, {hc_ebday_spoken}) — {hc_addr_village}, нужны дрова и лекарства.",
        "к {dim_dat2} поедет {i3}, {g3:у него|у неё} машина; тел. {g3:его|её} {hc_phone3}.",
        "{fi2}: пенсия приходит на {account2} ({bank2}, БИК {bik2}) — помочь сходить на почту.",
        "у {i_gen} день рождения {hc_ebday_dm}, испечь пирог, купить тёплые носки.",
        "волонтёр {fio4}, {hc_sbday_num4}, студент{g4:|ка} — договор волонтёра подписан, "
        "паспорт {hc_passport4}.",
        "сойка повадилась в кормушку у {i_gen2}, просил{g2:|а} не прогонять.",
        "{fio_gen2} СНИЛС {hc_snils2} — нужен для соцзащиты.",
        "собрали {hc_sum} на лекарства, перевели в {hc_fund} (ИНН {org_inn}).",
        "{f_io3} сказал{g3:|а}, в Ростове у {g:него|неё} сын, но не звонит.",
        "{i} говорит, {g:ему|ей} нужна помощь с оплатой света: живёт на {hc_addr_chat}.",
    ],
    "count": (6, 9),
}

_MIXED_PMS = {
    "ordered": True,
    "heads": ["PMS export · {hc_hotel} · arrivals {date}", "Guest profile (Opera) / профиль гостя"],
    "bodies": [
        "Guest: {hc_f_comma_i_lat} | Гость: {fio}",
        "DOB: {hc_bday_mrz} | Nationality: RUS",
        "Doc: PASSPORT RF {hc_passport} issued {date}",
        "Address (home): {hc_addr_lat}",
        "Phone: {hc_phone} | Email: {email}",
        "Accompanying: {g2:Mr|Ms} {if_lat2}, DOB {hc_bday_iso2}",
        "Booking: {hc_booking} / Room {hc_room} / Rate {hc_sum} / Company {company}, INN {org_inn}",
        "Card on file: {card} (guarantee)",
        "Comment: гость просит тихий номер, не рядом с лифтом; {dim} звонил{g:|а} с ресепшн",
        "VIP note: {i_f_lat3} (sales) — corporate rate, {hc_mail_hotel}",
    ],
    "count": (6, 9),
}

_MIXED_START = {
    "ordered": True,
    "heads": [
        "START LIST · U16 Championship · 800m Men/Women\nBib;Name;Club;DOB;Coach",
        "Протокол (выгрузка из LA Manager) — прыжок в длину",
    ],
    "bodies": [
        "{hc_bib};{hc_fi_sport_lat};{hc_club};{hc_kbday_iso};{f_lat3}",
        "{hc_bib};{hc_fi_sport2};{hc_club};{hc_kbday_num2};{f3}",
        "{hc_bib};{hc_fi_sport4};RUS;{hc_kbday_isox4};—",
        "Result {hc_run} / {hc_jump} m — {hc_fi_sport} (PB)",
        "Coach contact: {fio3}, {hc_phone3}",
        "Organizer: {hc_federation}, {hc_mail_fed}, entry fee {hc_sum}",
        "Судья на финише: {i_f5}; протестов нет",
        "Parent consent: {iof_latup6} for athlete {i_lat2}",
        "Медпункт: у {hc_dim_gen_low2} растяжение, родителям позвонили ({phone})",
    ],
    "count": (6, 8),
}

_MIXED_ADMISSION = {
    "ordered": True,
    "heads": [
        "Конкурсный список (выгрузка ЕПГУ) · {hc_uni}\n№;СНИЛС/код;Сумма;Согласие;Общежитие",
        "1С:Университет → export.csv (поступающие, общежитие)",
    ],
    "bodies": [
        "{n};{hc_snils};{hc_score};да;нужд.",
        "{n}{n};{hc_snils2};{hc_score};нет;нет",
        "Applicant: {fio} / {iof_lat}, born {hc_sbday_iso}, e-mail {hc_email_student}",
        "Parent: {fi3}, {hc_phone3}",
        "Dorm order: {hc_addr_dorm}, заселение {date}",
        "Registration address: {hc_addr_formal}",
        "Passport: {hc_passport}; СНИЛС {hc_snils}",
        "Contract (paid study) {contract}, fee {amount}, payer {fio3}, payer INN {inn3}",
        "Note: {i_low} просит комнату с {dim_ins2}, они из одной школы",
        "Приёмная комиссия: {hc_mail_uni}, {hotline}; {hc_uni}, {org_addr}",
    ],
    "count": (6, 9),
}


_OCR_PASSLIST = {
    "ordered": True,
    "heads": [
        "СПИСОК работников подрядной организации для оформления пропусков на объект\n"
        "{hc_smu}, ИНН {org_inn}, КПП {kpp}",
        "Приложение № 2 к договору подряда {contract}\nСписок персонала",
    ],
    "bodies": [
        "Объект: {hc_site}",
        "№ | Ф.И.О. | Дата рожд. | Паспорт | Должность",
        "1 | {fio_up} | {hc_bday_num} | {hc_passport} | прораб",
        "2 | {fio2} | {hc_bday_odd2} | {hc_passport2} | монтажник",
        "3 | {fio_spaced3} | {hc_bday_yy3} | {passport_odd3} | сварщик",
        "4 | {fio4} | {hc_bday_iso4} | {hc_pass_ser4} {hc_pass_num4} | разнорабочий",
        "Ответственный за охрану труда: {f_io}, тел. {hc_phone}",
        "Генеральный директор {hc_smu} ________ {io_f5}",
    ],
    "tails": ["М.П.", "-- стр. 1 из 1 --"],
    "count": (5, 8),
}

_NOTE_PHARMACIST = {
    "heads": ["Аптека, тетрадь отложенного товара:", "Первостольник, смена {date}:"],
    "bodies": [
        "{fi_low} — отложили инсулин, заберёт {g:сам|сама} до {time}, тел {hc_phone}.",
        "льготник {fio}, СНИЛС {hc_snils}, рецепт {hc_rx} — препарата нет, лист ожидания.",
        "{g2:дедушка|бабушка} {i2} ({fio2}, {hc_ebday_num2}) просит доставку на {hc_addr_chat2}, "
        "объяснила, что нельзя.",
        "{g3:звонил|звонила} {dim3}, {g3:спрашивал|спрашивала} про витамины для ребёнка — "
        "перезвонить.",
        "у {hc_if_gen_low} просрочен рецепт, отправили к врачу.",
        "сова-игрушка на витрине — продали, заказать ещё.",
        "инкассация {hc_sum}, сдала {f4}.",
        "поставщик {hc_pharm} (ИНН {org_inn}) — накладная {hc_waybill}, расхождение 2 уп.",
        "{io4} просил{g4:|а} подменить в субботу.",
    ],
    "count": (5, 8),
}

_MIXED_FINES = {
    "ordered": True,
    "heads": [
        "Fleet fines report · {hc_sklad} · {date}\nUIN;plate;driver;DOB;licence;amount",
        "Штрафы ГИБДД — выгрузка для перевыставления водителям",
    ],
    "bodies": [
        "{hc_uin};{hc_plate};{hc_fi_sport_lat};{hc_bday_iso};RU;{hc_sum}",
        "Driver (RU): {fio}, tel. {hc_phone}",
        "Постановление {hc_uin}: водитель {f_io2}, DOB {hc_bday_mrz2}",
        "Home address for the claim: {hc_addr_lat2}",
        "Payroll deduction: {fi_lat}, card {card} — удержать из зарплаты",
        "Contact HR: {hc_mail_sklad}, {hotline}",
        "Comment: {i_low2} говорит, что в тот день машину брал{g3:|а} {dim3}",
        "Driver {f_io3}, passport {hc_passport3}, dob {hc_bday_yy3}",
    ],
    "count": (5, 8),
}
