"""Sentence frames of the sixth dev round (round6.py), part two: OCR scans, notes and mixed texts,
five situations a genre (text n takes situation (n - 1) % 5); round6_frames.py holds the rest."""

from __future__ import annotations

from round6_org import _AGENTS, _CREDITORS, _EMPLOYERS, _INSURERS, _MANAGERS

_OCRS: list[dict[str, object]] = [
    {  # a house-book extract with the people registered in a flat
        "heads": ["ВЫПИСКА ИЗ ДОМОВОЙ КНИГИ\n(справка о зарегистрированных лицах)\n{company}"],
        "bodies": [
            "Дана {fio_dat} в том, что {g:он|она} действительно зарегистрирован{g:|а} по "
            "адресу:\n{w_addr_post}",
            "Совместно с н{g:им|ей} зарегистрированы:\n"
            "| № | Ф.И.О. | Родство | Дата рождения | Дата регистрации |\n"
            "| 1 | {fio2} | {g2:муж|жена} | {bday2} | {date} |\n"
            "| 2 | {fio3} | {g3:сын|дочь} | {w_bday_form3} | {date} |\n"
            "| 3 | {fi4} | {g4:внук|внучка} | {w_bday_form4} | {date} |",
            "Собственник: {w_fio_caps}, доля в праве 1/2, кадастровый номер {w_cadastre}",
            "Выбыл{g5:|а}: {fio5}, {w_bday_year5} г.р., снят{g5:|а} с учёта {date} в связи с "
            "переездом по адресу: {w_addr_village5}",
            "Справка выдана для предоставления по месту требования.",
            "Паспортист {io_f6}    тел. {w_body_phone}",
        ],
        "tails": ["М.П.", "Страница 1 из 1"],
        "count": (4, 6),
        "ordered": True,
        "kin": (2, 3, 4),
        "young": (4,),
        "spouse": 2,
        "elder": (1, 2),
        "companies": _MANAGERS,
        "children": (3,),
    },
    {  # a bailiff's order opening enforcement proceedings
        "heads": ["ФССП России\n{w_bailiffs}\n{w_body_addr}, тел. {w_body_phone}"],
        "bodies": [
            "ПОСТАНОВЛЕНИЕ\nо возбуждении исполнительного производства № {w_ip}",
            "Судебный пристав-исполнитель {fio4}, рассмотрев исполнительный документ: "
            "судебный приказ № {w_case} от {date}, выданный органом: {w_court},",
            "в отношении должника: {w_fio_caps}, дата рождения: {w_bday_form}, СНИЛС {snils}, "
            "ИНН {inn},",
            "адрес должника: {w_addr_region}",
            "паспорт: серия {passport_ser} № {passport_num}, код подразделения {w_office_code}",
            "в пользу взыскателя: {company}, ИНН {org_inn}, ОГРН {ogrn}, адрес: {org_addr},",
            "предмет исполнения: задолженность по кредитному договору {contract} в размере "
            "{amount},",
            "ПОСТАНОВИЛ: возбудить исполнительное производство. Копию направить {fio_dat}.",
            "Судебный пристав-исполнитель _______ {f_io4}",
        ],
        "tails": ["Документ подписан электронной подписью", "Сертификат 01A3…F7, действителен"],
        "count": (6, 9),
        "ordered": True,
        "companies": _CREDITORS,
    },
    {  # a notary's certificate of inheritance
        "heads": ["СВИДЕТЕЛЬСТВО О ПРАВЕ НА НАСЛЕДСТВО ПО ЗАКОНУ\nРоссийская Федерация"],
        "bodies": [
            "Я, {fio5}, нотариус, удостоверяю, что на основании статьи 1142 ГК РФ наследником "
            "имущества {fio_gen6}, {w_bday_notary6} года рождения, умерш{g6:его|ей} {date}, "
            "является:",
            "{g:сын|дочь} — {fio}, {w_bday_notary} года рождения, паспорт {passport_odd}, "
            "выдан {date}, код подразделения {w_office_code}, зарегистрированн{g:ый|ая} по "
            "адресу: {w_addr_region},",
            "{g2:сын|дочь} — {fio2}, {w_bday_form2} года рождения, СНИЛС {snils2}, "
            "проживающ{g2:ий|ая}: {w_addr_mkr2}, в 1/2 доле каждый.",
            "Наследство состоит из квартиры по адресу: {w_addr_post6}, кадастровый номер "
            "{w_cadastre}, кадастровая стоимость {amount},",
            "а также земельного участка: {w_addr_snt6}.",
            "Наследственное дело № {w_heir_case}. Зарегистрировано в реестре № 62/{n}-н/62-2026-"
            "{n}{n}",
            "Содержание статьи 1149 ГК РФ разъяснено нотариусом {w_f_io_ins5}.",
            "Нотариус _____________ {io_f5}",
        ],
        "tails": ["Взыскано государственной пошлины (по тарифу) {w_duty}"],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 6),
        "elder": (6,),
        "siblings": (2,),
        "parent": 6,
    },
    {  # a scanned lease of a flat
        "heads": ["ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ № {contract}"],
        "bodies": [
            "Гражданин(ка) {fio}, {w_bday_month} г.р., паспорт {w_passport}, "
            "зарегистрированн{g:ый|ая} по адресу: {w_addr_lines}, именуем{g:ый|ая} в дальнейшем "
            "«Наймодатель», и",
            "гражданин(ка) {fio2}, {bday_words_b2} г.р., паспорт серии {passport_ser2} номер "
            "{passport_num2}, выдан {date}, именуем{g2:ый|ая} «Наниматель», заключили договор:",
            "1.1. Наймодатель предоставляет Нанимателю за плату квартиру по адресу: "
            "{w_addr_region}, кадастровый № {w_cadastre}.",
            "1.3. Совместно с Нанимателем проживают: {fio3} ({w_bday_year3} г.р.), {fi4} "
            "({w_bday_form4}).",
            "3.1. Плата за наём {w_rent} в месяц вносится на счёт Наймодателя № {account} в "
            "{bank}, БИК {bik}.",
            "Наймодатель: {f_io} тел. {phone}      Наниматель: {f_io2} тел. {phone2}",
        ],
        "tails": ["Подписи сторон: ________ / ________", "-- 1 --"],
        "count": (4, 6),
        "ordered": True,
        "young": (4,),
    },
    {  # a summons of the military registration office
        "heads": ["{w_military}\nПОВЕСТКА № {order}"],
        "bodies": [
            "{g:Гражданину|Гражданке} {w_fio_dat_up}, {w_bday_year} года рождения,",
            "проживающ{g:ему|ей} по адресу: {w_addr_post}",
            "Вам надлежит явиться {date} к {time} по адресу: {w_body_addr}, каб. {n}, для "
            "уточнения документов воинского учёта.",
            "При себе иметь: паспорт ({passport}), военный билет, СНИЛС {snils}, документы об "
            "образовании.",
            "Сведения о семье: {g2:отец|мать} — {fio2} ({w_bday_year2}); {g4:брат|сестра} — "
            "{fi4} ({bday4})",
            "Повестку вручил: {io_f3}. Повестку получил(а): ______ {io_f}  {date}",
            "Справки по телефону {w_body_phone}",
        ],
        "tails": ["Военный комиссар ______ {w_fio_caps5}"],
        "count": (5, 7),
        "ordered": True,
        "kin": (2, 4),
        "men": (1,),
        "elder": (2,),
    },
]

_NOTES: list[dict[str, object]] = [
    {  # a notary assistant's notes on an inheritance case
        "heads": ["Наследственное дело {w_heir_case} — заметки помощника:"],
        "bodies": [
            "звонил{g:|а} {fio}, {g:сын|дочь} наследодателя, придёт {date} в {time}",
            "наследодатель — {f_io6}, {w_bday_year6} г.р., последнее место жит-ва {w_addr_region6}",
            "у {fi_gen2} паспорт просрочен, новый ещё не получил{g2:|а}",
            "{g3:внук|внучка} {i3} ({w_bday_month3}) — несовершеннолетн{g3:ий|яя}, нужно "
            "согласие опеки",
            "запросить выписку по объекту {w_cadastre} и по участку {w_addr_snt6}",
            "{dim2} (так {g2:его|её} все зовут) просит всё по почте: {email2}",
            "паспорт {f_io}: {passport}, СНИЛС {snils}",
            "пошлина {w_duty}, оплатить до {date}",
            "в описи: холодильник, 2 ковра, банки с вареньем (клюква) — не оценивать",
            "звонить {w_dim_dat2} после {time}: {phone2}",
            "выдать {w_io_f_dat2} копию завещания под роспись",
        ],
        "count": (6, 9),
        "kin": (2, 3, 6),
        "young": (3,),
        "elder": (6,),
        "siblings": (2,),
        "parent": 6,
    },
    {  # an МФЦ operator's shift log
        "heads": ["МФЦ, окно {n}, журнал смены {date}:"],
        "bodies": [
            "{time} — {fio_low}, выписка из ЕГРН на {w_cadastre}, оплачено {amount}",
            "{time} — {f_io2}, {w_bday_form2} г.р.: замена паспорта (смена фамилии), старый "
            "{passport2}",
            "{time} — {g3:дед|бабушка} {fi3} с внуком, регистрация ребёнка по адресу "
            "{w_addr_mkr3}; нет согласия {g4:отца|матери} ({f_io4})",
            "{time} — {w_fio_caps5}: потерял{g5:|а} СНИЛС ({snils5}), дубликат — через СФР",
            "{time} — звонил{g6:|а} {dim6}, спрашивал{g6:|а}, где готовые документы, тел. {phone6}",
            "у окна 3 кто-то забыл пакет с сеткой лука, отдали охране",
            "{time} — адрес в заявлении {w_addr_village2} не совпадает с паспортом, вернули",
            "{time} — {f_io_sp}, получение справки о несудимости, рег. № {order}",
        ],
        "count": (5, 8),
        "neighbours": (2, 3, 4, 5, 6),
    },
    {  # a property manager's dispatcher log
        "heads": ["Журнал диспетчера {company}, смена {date}"],
        "bodies": [
            "{time} звонил{g:|а} {fi}, {w_addr_talk}, течёт стояк в ванной, тел {phone}",
            "{time} {f_io2} (кв. {n}{n}) жалоба на шум, соседи сверху — {fi3}",
            "{time} аварийка выехала по адресу {w_addr_room3}",
            "{time} собственник {fio4} принес{g4:|ла} выписку: зарегистрирован{g4:|а} "
            "{w_addr_post4}, кадастровый {w_cadastre}",
            "{time} {i5} из бухгалтерии: перерасчёт для {fio_gen} на {amount}",
            "{time} звонок из жилинспекции ({w_body_phone}) по жалобе {fi_gen6}",
            "{time} засор на 3 эт., мастер взял трос и ёрш",
            "{time} {f_io6} — ключи от подвала взял{g6:|а}, вернуть до {time}",
        ],
        "count": (5, 8),
        "companies": _MANAGERS,
        "neighbours": (2, 3, 4, 6),
    },
    {  # a credit officer's notes on a client and a co-borrower
        "heads": ["Кредитное досье {order} — заметки менеджера"],
        "bodies": [
            "Клиент {fio}, {w_bday_month}, зарплатник {company}, доход {amount}",
            "созаёмщик — {g2:муж|жена} {fi2}, {w_bday_year2} г.р., ИП, доход нестабильный",
            "поручитель: {w_maiden3}, паспорт {w_passport3}",
            "прописка клиента: {w_addr_region}; фактически живут {w_addr_snt} (зимний дом)",
            "ИНН {inn}, СНИЛС {snils}; по ФССП ИП {w_ip} окончено, долг погашен",
            "ребёнок {fi4} {bday_iso4} — иждивенец",
            "залог: кв. {w_cadastre}, оценка {amount_b}, оценщик {other_company}",
            "перезвонить {w_dim_dat} на {phone} после {time}",
        ],
        "count": (5, 8),
        "kin": (2, 4),
        "young": (4,),
        "spouse": 2,
        "companies": _EMPLOYERS,
    },
    {  # a guardianship inspector's draft visit report
        "heads": ["Акт обследования (черновик), орган опеки и попечительства, {date}"],
        "bodies": [
            "Подопечн{g3:ый|ая}: {fio3}, {w_bday_form3} г.р.",
            "Опекун: {fio}, {w_bday_year} г.р., пенсионер, паспорт {passport}",
            "Проживают: {w_addr_village}, частный дом, печное отопление",
            "Мать ребёнка {fio2} лишена родительских прав по решению суда ({w_court}, дело "
            "{w_case}); последний известный адрес:\n{w_addr_lines2}",
            "Алименты: ИП {w_ip}, {w_bailiffs}",
            "{dim3} ходит в детский сад № {n}, воспитатель {io_f5} характеризует положительно",
            "пенсия по потере кормильца — на счёт {account} ({bank}, БИК {bik})",
            "{g6:сосед|соседка} {fi6} ({addr_short6}) подтвердил{g6:|а}, что ребёнок живёт с "
            "опекуном постоянно",
        ],
        "count": (5, 8),
        "kin": (2, 3),
        "young": (3,),
        "elder": (1,),
        "women": (1, 2),
        "neighbours": (6,),
    },
]

_MIXED: list[dict[str, object]] = [
    {  # a bank's KYC export
        "heads": ["KYC_EXPORT v2 · client_id={order}"],
        "bodies": [
            "full_name: {fio_up} / {fio_latup}",
            "date_of_birth: {bday_iso} | birth_place: см. паспорт",
            "id_doc: passport RF, series {passport_ser}, no. {passport_num}, issued {date}, "
            "dept_code {w_office_code}",
            "reg_address: {w_addr_post}\nres_address: {w_addr_lat}",
            "snils: {snils} | inn: {inn} | tax_resident: RU",
            "phone_mobile: {phone}; email: {email}",
            "pep: no; source_of_funds: salary ({company}, INN {org_inn})",
            "related: spouse {fi_lat2} (DOB {w_bday_form2}); child {i_lat3} ({w_bday_year3})",
            "accounts: {account} @ {bank} BIK {bik}; card {card}",
            "reviewed_by: {v_f_lat_i4}",
        ],
        "count": (6, 10),
        "ordered": True,
        "kin": (2, 3),
        "young": (3,),
        "spouse": 2,
        "companies": _EMPLOYERS,
    },
    {  # a Госуслуги application as the department's system exports it
        "heads": ["Заявление ЕПГУ № {order} — статус «Принято ведомством»"],
        "bodies": [
            "applicant.lastName = {f}\napplicant.firstName = {i}\napplicant.middleName = {o}",
            "applicant.birthDate = {bday_iso}",
            "applicant.snils = {snils}",
            'applicant.regAddress = "{w_addr_region}"',
            'applicant.factAddress = "{w_addr_mkr}"',
            'child[0].fullName = "{fio3}"; child[0].birthDate = {w_bday_form3}',
            'child[1].fullName = "{fi4}"; child[1].birthDate = {bday_iso4}',
            "service = «Постановка на учёт в ДОО», preferred = МБДОУ № {n}",
            "contact.email = {email}; contact.phone = {phone}",
            "department.address = {w_body_addr}; department.phone = {w_body_phone}",
        ],
        "count": (6, 10),
        "ordered": True,
        "kin": (3, 4),
        "young": (3, 4),
    },
    {  # an insurer's claim system
        "heads": ["Claim #{order} | product: Home Insurance | status: UNDER REVIEW"],
        "bodies": [
            "Policyholder: {fi_latup} ({fio})",
            "DOB: {w_bday_month}; Passport: {w_passport}",
            "Insured property: {w_addr_lat} / кадастровый № {w_cadastre}",
            "Loss: water damage from flat above, owner {if_lat2}, tel {phone2}",
            "Witness: {v_f_lat_i3}, {addr_lat_b3}",
            "Payout: card {card} ({g:Mr|Ms} {f_lat}) or acc. {account}, {bank} BIK {bik}",
            "Insurer: {company}, INN {org_inn}, KPP {kpp}, hotline {hotline}",
            "Adjuster: {io_f4}, {wphone4}",
        ],
        "count": (5, 8),
        "ordered": True,
        "companies": _INSURERS,
        "neighbours": (2, 3),
    },
    {  # a bilingual lease for a foreign tenant
        "heads": ["LEASE AGREEMENT / ДОГОВОР НАЙМА № {contract}"],
        "bodies": [
            "Landlord / Наймодатель: {fio} ({fio_lat}), born {w_bday_form}",
            "Tenant / Наниматель: {w_fi_up_lat2}, DOB {bday_en2}, passport copy on file",
            "Premises / Квартира: {w_addr_lat} ({w_addr_post})",
            "Rent / Плата: {w_rent} monthly, deposit {w_rent} (one month)",
            "Paid to landlord's account {account}, {bank}, BIK {bik}",
            "Contact in Russia / Контактное лицо: {fi3}, {phone3}, {email3}",
            "Agent: {company}, {role_email}, {hotline}",
        ],
        "count": (5, 7),
        "ordered": True,
        "companies": _AGENTS,
    },
    {  # a court's e-filing record
        "heads": ["ГАС «Правосудие» · электронное обращение · {date}"],
        "bodies": [
            "Court: {w_court} | Case No: {w_case} | UID: {w_case_uid}",
            "Applicant (истец): {w_fio_caps}, DOB {w_bday_form}, SNILS {snils}",
            "Applicant address:\n{w_addr_lines}",
            "Respondent (ответчик): {fio2}, {w_bday_year2} г.р., last known address: {w_addr_snt2}",
            "Representative: {fi_lat3} (adv.), e-mail {email3}, tel {phone3}",
            "Attachments: iskovoe.pdf, kvitanciya_{order}.pdf, EGRN {w_cadastre}.pdf",
            "Court contacts: {w_body_addr}, {w_body_phone}",
        ],
        "count": (5, 7),
        "ordered": True,
    },
]
