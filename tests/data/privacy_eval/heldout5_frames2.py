"""Sentence frames of the fifth held-out round, continued from heldout5_frames.py: the situations
of its OCR, note and mixed genres, four a genre (the keys as there)."""

from __future__ import annotations

_OCR_MATERNITY = {  # a maternity hospital's discharge summary
    "women": (1,),
    "spouse": 3,
    "kin": (2, 3),
    "children": (2,),
    "years": {1: (1988, 2003), 2: (2025, 2025)},
    "ordered": True,
    "heads": ["{u_maternity}, акушерское отделение\nВЫПИСНОЙ ЭПИКРИЗ из истории родов {u_case_no}"],
    "bodies": [
        "Ф.И.О. родильницы: {fio}\nДата рождения: {u_bday_scan}   Полных лет: {u_age}",
        "Фамилия (печатными буквами): {u_boxes}",
        "Адрес: {u_addr}",
        "Паспорт {u_passport}    СНИЛС {u_snils}",
        "Роды {date}, срочные, самостоятельные. Родовой сертификат {u_cert}.",
        "Новорождённ{g2:ый|ая}: {fi_up2}, дата рождения {u_bday2}, время 04:35, "
        "вес {u_weight} г, рост 52 см",
        "Отец ребёнка: {fio3}, тел. {u_phone3}",
        "Выписаны домой {date} в удовлетворительном состоянии. Патронаж — детская поликлиника "
        "по месту жительства.",
        "Лечащий врач {u_f_io4}   Зав. отделением {u_f_io5}",
    ],
    "tails": ["М.П.      Подпись ________", "стр. 1 из 1"],
    "count": (7, 9),
}

_OCR_POWER = {  # a bank's power of attorney for a deposit account
    "ordered": True,
    "heads": [
        "{bank}, дополнительный офис «Бузулукский»\nДОВЕРЕННОСТЬ № {u_poa}\n"
        "г. Бузулук, {u_date_words}"
    ],
    "bodies": [
        "Я, {fio}, {u_bday_words} года рождения, паспорт серии {u_pass_ser} № {u_pass_num}, "
        "выдан {date}, зарегистрированн{g:ый|ая} по адресу: {u_addr},",
        "настоящей доверенностью уполномочиваю {fio_acc2}, {u_bday2} г.р., паспорт {u_passport2}, "
        "проживающ{g2:его|ую} по адресу: {u_addr_short2},",
        "распоряжаться денежными средствами на счёте № {account}, открытом в {bank} (БИК {bik}), "
        "в том числе получать наличные и закрывать счёт.",
        "Доверенность выдана сроком на один год без права передоверия.",
        "Ф.И.О. доверителя (печатными буквами): {u_boxes}",
        "Подпись доверителя ________ / {u_f_io} /",
        "Доверенность удостоверена работником банка {u_f_io3}, {date}.",
        "Адрес подразделения банка: {u_office}, тел. {u_landline}",
    ],
    "tails": ["Штамп банка", "— лист 1 из 1 —"],
    "count": (6, 8),
}

_OCR_SUMMONS = {  # a court summons
    "ordered": True,
    "heads": [
        "Суд: {u_court}\nАдрес суда: {u_court_addr}\nтел. {u_landline}, {u_mail_court}\n"
        "С У Д Е Б Н А Я   П О В Е С Т К А"
    ],
    "bodies": [
        "по делу № {u_case}\nУИД {u_uid}",
        "Кому (адресат): {fio_dat}\nАдрес адресата: {u_addr}",
        "Вы вызываетесь в качестве ответчика на {u_hearing} к {time}, каб. 214",
        "по иску {u_fio_gen_up2} о взыскании {u_sum}",
        "Вместе с повесткой направляется копия искового заявления; адрес истца: {u_addr2}",
        "Явка обязательна. При неявке без уважительных причин дело может быть рассмотрено в "
        "Ваше отсутствие.",
        "Секретарь судебного заседания {u_f_io3}",
        "----- линия отреза -----\nКОРЕШОК ПОВЕСТКИ\n{fio_spaced}, {u_bday} г.р.\n"
        "Повестку получил{g:|а} ______ «___» ______ 2026 г.",
    ],
    "tails": ["Почтовый идентификатор на обороте", "-- стр. 1 --"],
    "count": (6, 8),
}

_OCR_NOTARY = {  # a page of a notary's register
    "ordered": True,
    "heads": [
        "РЕЕСТР регистрации нотариальных действий\nнотариус {fio4}, Бузулукский нотариальный "
        "округ\nТом 3   стр. {n}{n}",
    ],
    "bodies": [
        "№ | Дата | Ф.И.О., место жительства | Документ | Содержание | Тариф | Подпись",
        "{u_register} | {date} | {fio}, {u_bday} г.р., {u_addr} | паспорт {u_passport} | "
        "доверенность на продажу а/м | {u_fee} | ______",
        "{u_register_b} | {date} | {fio_up2}, {u_addr_village2} | паспорт {u_pass_ser2} "
        "{u_pass_num2} | согласие супруг{g2:а|и} на сделку | {u_fee} | ______",
        "свидетельство о праве на наследство по закону: наследни{g3:к|ца} {fio3}, "
        "{u_bday_words3}, СНИЛС {u_snils3}",
        "взыскан тариф за услуги правового и технического характера {u_sum}",
        "Н о т а р и у с    {f_spaced4}",
    ],
    "tails": ["М.П.   итого по странице: 3 действия"],
    "count": (5, 6),
}

_NOTE_DRIVER = {  # a delivery driver's notes for the day
    "companies": ["ООО «Быстрая доставка 56»"],
    "ordered": True,
    "heads": ["рейс {date}, Соболь {u_plate}, Оренбург — Сакмара", "доставка, мои заметки:"],
    "bodies": [
        "1) {fi_low} — {u_addr_chat}, домофон не работает, звонить {u_phone}",
        "2) {u_addr_snt2}, спросить {dim_acc2}, оплата при получении {u_sum}",
        "3) {fi_low3} — {u_addr_village3}, собака злая, оставить у калитки",
        "забрать возврат у {fio_gen4}, заказ {u_order}, тел {u_phone4}",
        "в соболь диван для {dim_gen5} не влез, перенести на завтра",
        "склад {company}: {u_office}, диспетчер {u_landline}, горячая линия {hotline}",
        "{i6} из диспетчерской передал{g6:|а}: {fi_dat} звонить за час, {g:он|она} в ночную",
        "снегири на знаке у Нежинки сидят, ребёнку фото скинуть",
        "путевой лист сдать, в бензин ушло {u_sum_b}",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_NOTE_AMBULANCE = {  # an ambulance dispatcher's notes of the calls
    "women": (3,),
    "years": {1: (1938, 1956), 2: (2016, 2023), 5: (1940, 1958)},
    "ordered": True,
    "heads": ["{u_ambulance}, подстанция № 3, смена {date}", "дисп., ночь {date}:"],
    "bodies": [
        "{time} — {fio_low}, {u_year} г.р., {u_addr_short}, боли за грудиной, бр. 12",
        "{time} — ребёнок {fi2} {u_bday_iso2}, t 39,8, мать {io3}, {u_phone3}",
        "{time} — ДТП на Шарлыкском ш., пострадавш{g4:ий|ая} {f4} (со слов — "
        "{u_bday_words4}), в ГКБ № 1",
        "{time} — повторный к {fio_dat5}, {u_addr_village5}, давление 190/100",
        "{time} — ложный вызов с номера {u_phone6}, передано в полицию",
        "бригада 7 стоит на Юркина (ремонт), на Туркестанскую направлена 9-я",
        "старшему врачу {u_f_io7}: в бр. 5 заканчивается кислород",
        "{time} — {fi_low8}, {u_addr_chat8}, упал{g8:|а} дома, отказ от госпитализации",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_NOTE_TRADEIN = {  # a trade-in manager's notes
    "wordy": (2,),
    "spouse": 4,
    "kin": (4,),
    "heads": ["trade-in, заметки {date}", "Урал-Моторс, выкуп — на завтра:"],
    "bodies": [
        "{fi_low} — Креста 2019, хочет {u_sum}, реально {u_sum_b}; тел {u_phone}",
        "{f_dat2} перезвонить после {time}, ДР у {g2:него|неё} {u_bday_dm2} — поздравить, "
        "предложить ТО",
        "{u_f_io3} — автокредит одобрен в {bank}, заявка {u_order}",
        "по {f_dat} — машина на {g4:муже|жене}, {fio4}, нужна доверенность",
        "{fi_low2} — не отвечает третий день, {u_phone2}",
        "у {fio_gen5} в багажнике подкова «на счастье», просил не выкидывать",
        "{i6} из кредитного отдела: {fi_dat7} отказ, предложить рассрочку",
        "осмотр у {fio_gen8} — {u_addr_chat8}, выезд в {time}",
        "VIN {u_vin} — бита левая дверь, скидка",
    ],
    "count": (5, 7),
    "joiner": "\n- ",
}

_NOTE_TSJ = {  # a tenant association chairman's notes
    "heads": ["ТСЖ, записи председателя, {date}", "{u_tsj} — на заседание правления"],
    "bodies": [
        "кв {u_flat} — {fi_low}, долг {u_sum}, обещал{g:|а} погасить до {date}, тел {u_phone}",
        "{fio2} продаёт квартиру, новый собственник {fio3} — {u_bday3} г.р., паспорт "
        "{u_passport3} (для реестра)",
        "{dim4} из 2 подъезда — ключи от подвала, летом на даче: {u_addr_snt4}",
        "акт осмотра стояка — пригласить {io_acc5}",
        "счёт ТСЖ {org_account}, {bank}, ИНН {org_inn} — раздать новым собственникам",
        "ДР у {fi_gen6} — {u_bday_dm6}, цветы от совета дома",
        "{u_uk}: {u_landline}, аварийка {u_landline_b}",
        "хомяк в вентиляции (кв {u_flat}) — не наша зона, пусть решают сами",
        "{f_up7} — жалоба на шум, ответить письменно на {u_mail_tsj}",
    ],
    "count": (6, 8),
    "joiner": "\n",
}

_MIXED_HOTEL = {  # a hotel's registration card for foreign guests
    "companies": ["ООО «Гостиница Урал-Азия»"],
    "foreign": (1, 2),
    "kin": (2,),
    "ordered": True,
    "heads": ["{company}\nREGISTRATION CARD / КАРТА ГОСТЯ  № {u_booking}"],
    "bodies": [
        "Surname / Фамилия: {u_icao_f} / {f_up}",
        "Given name / Имя: {u_icao_i} / {i}",
        "Birth date / Дата рожд.: {u_bday_en}",
        "Citizenship / Гражданство: Uzbekistan / Узбекистан",
        "Passport / Паспорт: {u_fpassport}, valid till {date}",
        "Permanent address / Адрес постоянного проживания: {u_addr_abroad}",
        "Mobile / Телефон: {u_phone_uz}   E-mail: {email}",
        "Accompanying person / Сопровождающее лицо: {u_icao2}, {u_bday_en2}, {u_fpassport2}",
        "Arrival / Заезд: {date} {time}   Nights / Ночей: {n}   Room / Номер 412",
        "Host / Принимающая сторона: {company}, ИНН {org_inn}, {u_office}, tel. {u_landline}, "
        "{u_mail_hotel}",
        "Receptionist / Администратор: {if3}",
    ],
    "tails": ["Signature / Подпись ______", "Guest signature ______ {u_icao}"],
    "count": (8, 11),
}

_MIXED_VISA = {  # a travel agency's visa questionnaire in Latin and Russian
    "companies": ["ООО «Визит-Тур Оренбург»"],
    "spouse": 2,
    "kin": (2, 3),
    "children": (3,),
    "years": {3: (2011, 2019)},
    "ordered": True,
    "heads": ["{company} · Visa questionnaire / Анкета для визы (Italia)"],
    "bodies": [
        "1. Surname / Фамилия: {u_icao_f} ({f})",
        "2. Name / Имя: {u_icao_i}",
        "4. Date of birth (DD-MM-YYYY) / Дата рождения: {u_bday_dash}",
        "7. Passport No / № загранпаспорта: {u_zagran}, issued {date}",
        "8. Home address / Домашний адрес: {u_addr_lat}\n   (по-русски: {u_addr})",
        "9. Phone / Телефон: {u_phone}, e-mail: {email}",
        "10. Employer / Работодатель: {u_employer}, {u_office_b}, tel. {u_landline}",
        "11. Spouse / Супруг(а): {u_icao2}, {u_bday_iso2}",
        "12. Children / Дети: {fi3} {u_bday_iso3}, загран {u_zagran3}",
        "Purpose / Цель поездки: tourism, Rimini; hotel booking {u_booking}",
        "Менеджер: {fi4}, {u_mail_tour}, {hotline}. Сервисный сбор {u_sum}",
    ],
    "tails": ["Подпись заявителя ______ {u_lat}"],
    "count": (8, 11),
}

_MIXED_DMS = {  # an employer's list of people insured under a ДМС policy, in CSV
    "companies": ["АО «СК «Степь-Мед»"],
    "kin": (4,),
    "children": (4,),
    "years": {4: (2010, 2020)},
    "ordered": True,
    "heads": [
        "Приложение № 1 к договору ДМС № {u_dms}\nСписок застрахованных ({u_employer})\n"
        "n;fio;dob;sex;policy;phone;address;program",
    ],
    "bodies": [
        '1;{fio};{u_bday};{g:М|Ж};{u_policy};{u_phone};"{u_addr}";Стандарт+Стоматология',
        "2;{fio_up2};{u_bday_iso2};{g2:M|F};{u_policy_b};{u_phone_plain2};{u_addr_lat2};Standard",
        '3;{fio3};{u_bday_odd3};{g3:М|Ж};{u_policy_c};{u_phone3};"{u_addr_short3}";Стандарт',
        "4;{fio4} (ребёнок сотр. {f_io});{u_bday4};{g4:М|Ж};прикрепление к полису {u_policy};"
        ";;Детская",
        "Страхователь: {u_employer}, ИНН {org_inn}, КПП {kpp}",
        "Страховщик: {company}, пульт {hotline}, {u_mail_dms}",
        "Итого застрахованных: 4; страховая премия {u_sum}",
    ],
    "count": (7, 7),
}

_MIXED_MFO = {  # a microfinance company's CRM export in JSON
    "companies": ["ООО МКК «Степной займ»"],
    "spouse": 2,
    "ordered": True,
    "heads": ["GET /crm/api/v1/applications/{u_loan}  → 200 OK"],
    "bodies": [
        '{"application_id": "{u_loan}", "product": "PDL-30", "amount": "{u_sum}",',
        '"client": {"last_name": "{f}", "first_name": "{i}", "middle_name": "{o}", '
        '"birth_date": "{u_bday_iso}",',
        '"passport": {"series": "{u_pass_ser}", "number": "{u_pass_num}"},',
        '"phone": "{u_phone_plain}", "email": "{email}", "inn": "{inn}", "snils": "{u_snils}",',
        '"reg_address": "{u_addr}", "fact_address_raw": "{u_addr_chat}", "card": "{card}"},',
        '"contact": {"name": "{u_lat2}", "relation": "spouse", "phone": "{u_phone2}"},',
        '"employer": {"name": "{u_employer}", "inn": "{org_inn}", "phone": "{u_landline}"},',
        '"decision": "approved", "score": 612, "comment": "клиент {fio_low}, звонить после '
        '{time}, на работу не звонить"}',
        "lender: {company}, ОГРН {ogrn}, {u_mail_mfo}",
    ],
    "count": (7, 9),
}


OCR_SITUATIONS = [_OCR_MATERNITY, _OCR_POWER, _OCR_SUMMONS, _OCR_NOTARY]
NOTE_SITUATIONS = [_NOTE_DRIVER, _NOTE_AMBULANCE, _NOTE_TRADEIN, _NOTE_TSJ]
MIXED_SITUATIONS = [_MIXED_HOTEL, _MIXED_VISA, _MIXED_DMS, _MIXED_MFO]
