"""Organisation values stay in the text (issue 16): an organisation's postal address, landline,
role mailbox and the name of a court or a district are not personal data, while a person's own
values written inside an organisation's block stay personal.

Made-up probes, written from how letters, summonses, chats and CRM exports write these values. A
value is marked [[class:value]]; `org` marks one that must be left, a personal class one that
must be replaced (by a placeholder of any personal class: which class is the detectors' business).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer, ReplacementMap
from svaya.privacy.org_context import drop_org_values, role_mailbox
from svaya.privacy.spans import Span

from .families import Example, parse
from .one_class import personal_spans

ADDRESSES = [
    "Если заявление не отправится, обратитесь в МФЦ: [[org:390004, г. Рязань, ул. Свободы, д. 7]].",
    "Адрес суда: [[org:214004, г. Смоленск, ул. Свободы, д. 35]], каб. 27.",
    "Ленинский районный суд г. Тулы, [[org:300041, г. Тула, пр-т Ленина, д. 45]], зал 3",
    "> Клиентская служба: [[org:390063, г. Рязань, ул. Есенина, д. 64]], пн-пт 9-18",
    "Отделение Социального фонда находится по адресу [[org:г. Тверь, ул. Вагжанова, д. 12]]",
    "Военный комиссариат Заволжского района г. Твери\nПОВЕСТКА № 292-5047\n"
    "Вам надлежит явиться 18.08.2025 к 17:40 по адресу: "
    "[[org:170091, г. Тверь, ул. Почтовая, д. 1]], каб. 7",
    "Октябрьское РОСП г. Рязани УФССП России по Рязанской области\n"
    "[[org:390070, г. Рязань, пл. Ленина, д. 25]]\nПОСТАНОВЛЕНИЕ",
    "МБОУ СОШ № 12, [[org:214000, г. Смоленск, ул. Ленина, д. 8]]",
    "Приём документов: [[org:214026, г. Смоленск, ул. Кирова, д. 76]], каб. 4, вт и чт с 11:40",
    "Пункт выдачи заказов: [[org:г. Казань, ул. Баумана, д. 44]], с 10 до 21",
    "Филиал банка «Восток»: [[org:г. Пермь, ул. Ленина, д. 58]]",
    "ИФНС России № 5 по г. Москве: [[org:125284, г. Москва, ул. Поликарпова, д. 23]]",
    "Отдел ЗАГС администрации г. Курска, [[org:305000, г. Курск, ул. Ленина, д. 69]]",
    "нотариус на [[org:428052, г. Чебоксары, ул. Дзержинского, д. 53]], запись по телефону",
    "department.address = [[org:241074, г. Брянск, пл. Ленина, д. 3]]",
    "Court contacts: [[org:440059, г. Пенза, пр-кт Первомайский, д. 68]]",
    "Service point: [[org:г. Улан-Удэ, ул. Мичурина, д. 79]], hotline 8-800-551-70-81",
    "Детский сад № 45 «Солнышко»: [[org:г. Омск, ул. Лермонтова, д. 20]]",
    "Отдел полиции № 3 УМВД России по г. Туле: [[org:г. Тула, ул. Болдина, д. 96]]",
    "Администрация Центрального района, [[org:г. Красноярск, ул. Ленина, д. 91]]",
    "Прокуратура Ленинского района — [[org:г. Ижевск, ул. Пушкинская, д. 163]]",
    "Поликлиника № 3: [[org:г. Тюмень, ул. Мельникайте, д. 75]], регистратура с 7:30",
    "Склад ООО «Вектор-Строй»: [[org:г. Подольск, ул. Индустриальная, д. 7]]",
    "Социальный фонд, клиентская служба\n[[org:г. Липецк, ул. Интернациональная, д. 8]]",
    "Наш офис: [[org:г. Новосибирск, Красный проспект, д. 25]], 3 этаж",
    "приходите в отделение банка по адресу [[org:г. Воронеж, ул. Плехановская, д. 10]]",
    "Судебный участок № 5 Кировского судебного района г. Томска расположен по адресу: "
    "[[org:634050, г. Томск, ул. Гагарина, д. 4]]",
    "мфц на [[org:ул. Ленина, д. 12]] работает до 20",
    "Адрес клиники: [[org:г. Сочи, ул. Навагинская, д. 9]]",
    "Магазин на [[org:ул. Чкалова, д. 3]] закрыт на учёт",
    "Ветклиника, [[org:ул. Ключевая, д. 41]], ТЦ «Аврора», 2 этаж",
    "Отделение Почты России [[org:603000, г. Нижний Новгород, ул. Большая Покровская, д. 56]]",
    "Университет расположен по адресу [[org:г. Томск, пр. Ленина, д. 36]]",
    "Управа района Марьино: [[org:Москва, ул. Люблинская, д. 165]]",
    "Военкомат: [[org:г. Липецк, ул. Почтовая, д. 11]], каб. 2",
    # A hospital's ward named in the label, a health body by its initials above the address.
    "Адрес стационара: [[org:г. Тамбов, ул. Московская, д. 29]]",
    "Адрес стационара: [[org:392000, г. Тамбов, ул. Московская, 29, каб. 8]]",
    "КГБУЗ «Городская больница № 4»\n[[org:г. Барнаул, пр-т Строителей, д. 12]]",
    "Выписка из ЦРБ\n[[org:г. Котово, ул. Мира, д. 4]]",
    # A bare "Адрес:" goes on with the sentence before it: the same party's contacts.
    "> Справки по тел. 8 (4752) 44-10-20. Адрес: [[org:г. Тамбов, ул. Советская, д. 106]].",
    "Справки по телефону (4752) 44-10-20. Адрес: [[org:г. Тамбов, ул. Советская, д. 106]].",
    "Гостиница «Марина», [[org:г. Калининград, ул. Пролетарская, д. 2]], ресепшен круглосуточно",
    "ГБУЗ «Городская поликлиника № 2»\n[[org:г. Пенза, ул. Стасова, д. 7]]\n"
    "тел. [[org:(8412) 55-34-12]]",
    "Нотариус Иванова Е.П., адрес конторы: [[org:г. Тула, ул. Мира, д. 2]]",
    "Явка в отдел опеки по адресу: [[org:г. Чебоксары, ул. Карла Маркса, д. 36]], окно 5",
    "branch_address: [[org:г. Казань, ул. Баумана, д. 44]]",
    'Office address: "[[org:г. Самара, ул. Ленинградская, д. 10]]"',
    "Pickup point: [[org:г. Омск, ул. Маркса, д. 18]]",
    "АДРЕС СУДА: [[org:214004, Г. СМОЛЕНСК, УЛ. СВОБОДЫ, Д. 35]]",
    "Территориальный отдел Роспотребнадзора: [[org:г. Киров, ул. Свободы, д. 64]]",
    "Кадастровая палата, приём граждан: [[org:г. Орёл, ул. Лескова, д. 19]]",
    "Прием ведёт Центр занятости населения, [[org:г. Курган, ул. Гоголя, д. 7]]",
    "Банк «Восток», дополнительный офис № 12: [[org:г. Барнаул, пр-т Ленина, д. 20]]",
    # A business inviting its customer over: "ждём вас по адресу".
    "Ваш заказ собран, ждём вас по адресу [[org:432011, г. Ульяновск, ул. Гончарова, 21]]",
    # A search team's or a campaign's headquarters.
    "группа Иванов Пётр, штаб на [[org:Костромская обл., г. Галич, ул. Свободы, 12]]",
    "Штаб поиска: [[org:г. Нерехта, ул. Ленина, д. 9]]",
    "Штаб отряда находится по адресу [[org:г. Галич, ул. Свободы, 12]]",
    # An office's address in its contact block, its phone after it: the phone's digits are
    # no house and flat ("2-33-14"); a floor marks premises as an office's room does.
    "Фамилия: Лебедев\nДата рождения: 01.02.1980\nТелефон: 8 912 345 67 89\n"
    "Адрес отдела: [[org:171980, Тверская обл., г. Бежецк, ул. Советская, 23]], тел. "
    "[[org:(48231) 2-33-14]]",
    "Адрес управления: [[org:156000, Костромская обл., г. Кострома, ул. Ленина, 20]], тел. "
    "[[org:+7 (4942) 31-12-40]] (доб. 205)",
    "Прощание в зале по адресу [[org:г. Галич, ул. Свободы, д. 30, 2 этаж]]; потом обед",
    "Ждём вас на приём: [[org:г. Вологда, ул. Мира, д. 14, 3-й этаж]]. Отмена записи: "
    "[[org:(8172) 72-15-40]]",
    # Office hours after an address: an office's, a staff member named in the sentence before.
    "> Материал передан следователю Корнилову П.С., тел. [[org:8 (4942) 31-05-17]].\n"
    "> Адрес: [[org:156005, Костромская обл., г. Кострома, пр-т Мира, 12]]. Приём граждан: "
    "пн, ср с 10:00 до 13:00.",
]
LANDLINES = [
    "Канцелярия суда: [[org:(4832) 35-93-25]].",
    "Военный комиссариат Советского района\nСправки по телефону [[org:8 (4822) 62-36-84]]",
    "Аварийная служба [[org:+7 (4752) 60-41-75]]",
    "звонок из жилинспекции ([[org:8 (4822) 64-51-11]]) по жалобе",
    "Кредитный специалист: Ёрш К., тел. отделения [[org:8 (4752) 33-62-70]]",
    "обратитесь в МФЦ: г. Рязань, ул. Свободы, д. 7, тел. [[org:(4912) 561995]].",
    "Регистратура поликлиники: [[org:(3452) 50-60-70]]",
    "ООО «Ромашка», тел./факс [[org:(812) 312-45-67]]",
    "Приёмная администрации: [[org:8 (4012) 92-31-00]]",
    "Дежурная часть ОП № 2: [[org:(4232) 41-02-02]]",
    "Школа № 53, секретарь: [[org:8 (4812) 77-84-27]]",
    "по всем вопросам звоните в МФЦ по номеру [[org:+7 (8412) 49-14-73]]",
    "department.phone = [[org:+7 (4832) 38-95-33]]",
    "Клиентская служба: 214017, г. Смоленск, ул. Советская, д. 35, тел. [[org:+7 (4812) 59-25-13]]",
    "Паспортный стол ЖЭУ-5, паспортист Л.К. Жданов, тел. [[org:+7 (8352) 45-99-57]]",
    "Справочная вокзала: [[org:(4852) 79-21-00]]",
    "тел. для справок [[org:8 (3812) 25-35-11]]",
    "Call-центр банка: [[org:+7 (495) 500-55-50]]",
    "Телефон горячей линии Социального фонда [[org:8 (4812) 38-22-10]]",
    "ООО «УК Жилкомсервис», диспетчерская: [[org:(4822) 41-00-00]]",
    "Спрaвки пo телефону [[org:8 (4822) 62-36-84]]",
    "Прокуратура района, приёмная: [[org:8-4872-31-22-10]]",
    "branch_phone: [[org:(843) 231-45-67]]",
    "Clinic phone: [[org:+7 (3452) 50-60-71]]",
    "ТЕЛЕФОН КАНЦЕЛЯРИИ: [[org:8 (4812) 38-10-10]]",
    "Бюро технической инвентаризации, т/ф [[org:(3532) 77-12-12]]",
    "Управление социальной защиты населения: тел. [[org:(4742) 22-33-44]], факс 22-33-45",
    "С уважением,\nслужба поддержки\nООО «Альфа-Трейд»\nтел. [[org:(4852) 33-44-55]]",
    "Крылова Мария\nООО «Альфа-Трейд»\nтел. приёмной [[org:(4852) 33-44-50]]",
    "Оператор: Диляра Лукинична, нужна выписка.\nОператор: обратитесь в МФЦ: г. Рязань, "
    "ул. Свободы, д. 7, тел. [[org:(4912) 561995]]",
    # An extension: the number is an organisation's switchboard, whoever's desk it reaches.
    "Лукин В.П., юрист, тел. [[org:8 (3822) 41-07-19]] доб. 215",
    "Запись звонка, Заволжское ОСП г. Твери, тел. [[org:+7 (4822) 35-17-40]], вн. 12",
    "до встречи, мой рабочий [[org:+7 (3452) 61-44-09]], вн. 17",
    "тел. [[org:(4932) 30-11-02]] (добавочный 4408)",
    "Peter, call me at [[org:+7 (812) 600-21-21]] ext. 305",
    "С уважением,\nКрылова Мария Андреевна\nведущий специалист отдела продаж\n"
    "ООО «Альфа-Трейд»\nтел. [[org:(4852) 33-44-55]], доб. 214",
    "Мой домашний [[pd.contacts:(4932) 41-56-12]], доб. 2",
    # A children's camp and its line, a line said not to be a person's; a landline's digits
    # are no date of birth ("21-10-58").
    "Лагерь: Тверская обл., д. Сосновка (не адрес ребёнка!). Тел. [[org:+7 (4822) 21-10-58]]",
    "ДОЛ «Звёздочка»\nТел. [[org:88352461207]]",
    "кто-нибудь дозвонился до лагеря? [[org:8 (4832) 41-18-90]] молчит",
    "RM ГРУЗ ЗАДЕРЖАН. СЛУЖБА: [[org:+7 (83171) 2-45-18]] help@avia-test.ru",
    "Служба бронирования: [[org:8 (8552) 39-07-71]]",
    "Госпошлина оплачена. Вопросы: [[org:88312447612]].",
    "По всем вопросам: [[org:8 (4922) 32-15-40]]",
    # The organisation's staff named by their post beside the line, in a form's footer or a
    # letter's signature: a landline is the desk's, whoever sits at it (a mobile stays theirs).
    "Тренер: КОРНЕЕВА Л.Д., [[org:+7 (48439) 2-15-40]]",
    "Анкету принял: специалист Дьячкова О.П., [[org:8 (4942) 31-77-05]]. Горячая линия "
    "8-800-100-20-30",
    "С уважением,\nЛазарева Инна, менеджер по работе с клиентами\nООО «Северный ветер»\n"
    "[[org:8 (4872) 30-15-88]]",
    "> С уважением, психолог Зотов А.В., [[org:8 (38822) 4-11-05]]",
    "помощник нотариуса Гаврилова Е.Н., тел. [[org:8 (4912) 27-30-14]]",
    "адвокат Смолина Т.Ю.\nКоллегия адвокатов «Защита»\n[[org:+7 (8412) 56-03-19]]",
    "С уважением,\nюрист о.в. кравец\nООО «Правовед»\n[[org:8 (8412) 44-19-07]]",
    "С уважением,\nКрылова Мария Андреевна\nведущий специалист отдела продаж\n"
    "ООО «Альфа-Трейд»\nтел. [[org:(4852) 33-44-55]]",
    "менеджер компании «Ромашка», тел. [[org:8 (495) 123-45-67]]",
    # An office's room or its line's label ("Справки:", "Приём:") just before the line.
    "Приём: г. Кострома, ул. Советская, д. 8, каб. 4, [[org:8 (4942) 31-20-17]].",
    "Оргвзнос не взимается. Справки: [[org:+7 (4932) 41-22-10]], olimp@ivedu.ru.",
    "Адрес офиса: г. Вологда, ул. Мира, д. 3, оф. 12, тел. [[org:(8172) 72-40-11]]",
    # A clerk named, then the premises they work at, then the line: the premises' phone.
    "Договор оформила: Сидорова Е.В., офис продаж ул. Ленина, 15 (ТЦ «Радуга»), тел. "
    "[[org:(4942) 45-10-77]]",
    # Police officers by their posts.
    "Заявление передано участковому уполномоченному полиции Гришину О.Л., тел. "
    "[[org:+7 (4942) 35-02-11]].",
    "Дело ведёт дознаватель Пантелеева И.С., тел. [[org:8 (4812) 38-41-90]]",
]
MAILBOXES = [
    "Кому: [[org:kc@62.sfr.gov.ru]]",
    "Кому: [[org:priem@67.sfr.gov.ru]]\nТема: перерасчёт пенсии",
    "Претензию направьте на [[org:claims@garant-polis.ru]]",
    "От: секретарь МБОУ СОШ № 10 <[[org:school53@edu67.ru]]>",
    "От: [[org:vozvrat@crm-mail.ru]]",
    "Кому: [[org:ubytki@ladya-ins.ru]]",
    "пишите на [[org:mfc@mfc-rzn.ru]]",
    "запись: [[org:registratura@gp3-tmn.ru]]",
    "e-mail детского сада: [[org:sad45@edu-omsk.ru]]",
    "квитанции присылайте на [[org:oplata@gkh-service.ru]]",
    "уведомление пришло с [[org:noreply@gosuslugi.ru]]",
    "обращения принимаются по адресу [[org:obrascheniya@admtver.ru]]",
    "по доставке: [[org:dostavka@pizza-house.ru]]",
    "бронирование: [[org:booking@hotel-marina.ru]]",
    "канцелярия: [[org:kanc@sud-tula.ru]]",
    "для обращений: [[org:sekretariat@mirsud-tula.ru]]",
    "Письмо от [[org:gibdd71@mvd.ru]]",
    "пишите: [[org:uszn@tula.ru]]",
    "[[org:pfr_priem@tula.ru]] — электронная приёмная",
    "[[org:tsentr-zanyatosti@admlip.ru]]",
    "ответ пришёл с [[org:PRIEM@67.SFR.GOV.RU]]",
    "копия в [[org:zakupki@rzd-service.ru]]",
    "отдел кадров: [[org:kadry@zavod-molot.ru]]",
    # A role's word in English, or shortened ("reg", "adm").
    "Кому: [[org:reg@beg-klub.org]]",
    "# exported by [[org:dispatcher@uk-zarechye.ru]]",
    "заявки на [[org:registration@run-fest.ru]]",
    "вопросы по поступлению: [[org:admissions@tgu-college.ru]]",
    "копия: [[org:adm@sosh12-omsk.ru]]",
    "пишите волонтёрам: [[org:volunteers@dobro-omsk.org]]",
    # A function's short name ("edu", "cv", "smm"), or a word the domain repeats (the
    # department's own name there: "ckb@ckb-kashin.ru").
    "Вопросы по олимпиаде: [[org:edu@kostroma-obr.ru]]",
    "резюме присылайте на [[org:cv@kadry-plus.ru]]",
    "реклама и соцсети: [[org:smm@shkola-tantsa.ru]]",
    "ошибки в приложении: [[org:qa@softline-dev.ru]]",
    "акционерам: [[org:ir@neftegaz-invest.ru]]",
    "Кому: [[org:ckb@ckb-kashin.ru]]",
    "От: [[org:gkb3@gkb3-tula.ru]]",
    # A product or a deal the office handles ("deals", "osago", "kasko"), or a sender an
    # organisation names.
    "Кому: [[org:deals@dom-realty.ru]]",
    "Пишите: [[org:osago@polis-tver.ru]]",
    "От: ПАО «СК Северный щит» <[[org:kasko@sev-shchit.ru]]>",
    "От: ООО «Вектор-Строй» <[[org:vstr@vector-stroy.ru]]>",
]
NAMES = [
    "Направляю иск в [[org:Советский районный суд]] г. Пензы",
    "в [[org:судебный участок № 23 Московского судебного района]] г. Брянска",
    "по решению [[org:Ленинского районного суда]] г. Твери",
    "Исполнительный лист передадим в [[org:Железнодорожное РОСП]] г. Брянска",
    "Октябрьский районный суд г. Твери назначил заседание",
    "Военный комиссариат [[org:Советского и Октябрьского районов]] г. Твери",
    "Пролетарский районный суд г. Ростова-на-Дону",
    "Жалоба в [[org:Кировский районный суд]] г. Томска",
    "в Калининский районный суд подано заявление",
    "мировой судья [[org:судебного участка № 2 Заводского района]]",
    "постановление [[org:Промышленного РОСП]] г. Смоленска",
    "ОМВД России по [[org:Ленинскому району]]",
    "Фрунзенский районный суд, Первомайский районный суд",
    "Управление ЗАГС Кабинета [[org:Министров РТ]], отдел по Нижнекамскому району",
    "Совета [[org:Министров РФ]] постановление",
    # A town's adjective before an institution's noun, lower-case adjectives between: a place.
    "Я, Гусев Пётр Иванович, нотариус [[org:Ржевского]] нотариального округа Тверской области",
    "нотариус [[org:Вяземского]] городского нотариального округа",
    "Председатель [[org:Ржевского]] городского суда",
    "в [[org:Вяземский]] межрайонный следственный отдел",
    "справка [[org:Ржевского]] территориального отдела ЗАГС",
]
# A person's values inside an organisation's block, and a landline no organisation owns.
PERSONAL = [
    "Отделение СФР, Бойко А.Д., телефон [[pd.contacts:8 (977) 496-08-15]]",
    "МФЦ: заявитель проживает по адресу: [[pd.address:г. Рязань, ул. Есенина, д. 15, кв. 27]]",
    "В Советский районный суд г. Пензы\nИстец зарегистрирован по адресу: "
    "[[pd.address:г. Пенза, ул. Калинина, д. 9, кв. 4]]",
    "ООО «Ромашка», менеджер, моб. [[pd.contacts:+7 925 901 91 66]]",
    "секретарь МБОУ СОШ № 10, ответ направить на [[pd.contacts:karisha76@mail.ru]]",
    "Социальный фонд, e-mail заявителя [[pd.contacts:petrova.anna@yandex.ru]]",
    "ООО «Вектор», [[pd.contacts:a.smirnov@vector-stroy.ru]]",
    "Кому: [[pd.contacts:ivanova.m@62.sfr.gov.ru]]",
    "копия: [[pd.contacts:petrov_av@company.ru]]",
    "учитель: [[pd.contacts:e.kuznetsova@school53.ru]]",
    "менеджер банка [[pd.contacts:sergey.orlov@bank-vostok.ru]]",
    "урегулирование: [[pd.contacts:dmitriev@garant-polis.ru]]",
    "Октябрьское РОСП г. Твери\nадрес должника: "
    "[[pd.address:обл. Тверская, г. Тверь, ул. Горького, д. 40, кв. 277]]",
    "Военный комиссариат Советского района\nГражданину, проживающему по адресу: "
    "[[pd.address:170761, г. Тверь, ул. Горького, д. 40, кв. 277]].",
    "Заявление в МФЦ. Мой домашний телефон [[pd.contacts:8 (4812) 55-12-34]]",
    "Клиент банка, тел. [[pd.contacts:+7 (916) 140-17-82]]",
    "Поликлиника № 3. Пациент проживает: [[pd.address:ул. Горького, д. 15, кв. 8]]",
    "Доставка из магазина на адрес: [[pd.address:г. Казань, ул. Баумана, д. 44, кв. 12]]",
    "ПВЗ рядом с домом, мой адрес [[pd.address:г. Элиста, ул. Ключевая, д. 16, кв. 5]]",
    "Офис агентства: г. Ижевск, ул. Мусы Джалиля, д. 19.\n"
    "Адрес квартиры: [[pd.address:г. Казань, ул. Речная, д. 105, кв. 72]]",
    "МФЦ Рязани. Мой адрес:\n[[pd.address:г. Рязань\nул. Есенина 15-27]]",
    "Администрация района\nАдрес регистрации: "
    "[[pd.address:г. Тверь, ул. Вокзальная, д. 5, кв. 12]]",
    "школа № 5, родитель: [[pd.contacts:lena.krupa@gmail.com]], [[pd.contacts:+79261234567]]",
    "Иск в суд. Ответчик: адрес: [[pd.address:г. Пенза, ул. Мира, д. 5, кв. 9]]",
    "Школа № 5. Ученик живёт на [[pd.address:ул. Садовая, д. 8, кв. 3]]",
    "Банк: звонили клиенту на домашний [[pd.contacts:(4872) 33-44-55]]",
    "Суд. Телефон истца [[pd.contacts:8 (4912) 33-44-55]]",
    "Марина, позвони на [[pd.contacts:(4812) 55-12-34]]",
    "ПВЗ закрыт, курьер привезёт на [[pd.address:ул. Лесная, д. 3, кв. 14]]",
    "Школа, родительский комитет: председатель, тел. [[pd.contacts:+7 910 555-12-34]]",
    "служебная записка ООО «Вектор»: [[pd.contacts:ivan.petrov@vector-stroy.ru]]",
    "МФЦ, специалист [[pd.contacts:m.kuzmina@mfc-rzn.ru]]",
    "учитель математики: [[pd.contacts:gusev@edu67.ru]]",
    "бухгалтер: [[pd.contacts:anna_sokolova@vector.ru]]",
    "кадровик: [[pd.contacts:kozlova1985@firm.ru]]",
    "менеджер ВТБ: [[pd.contacts:volkov.d@vtb.ru]]",
    "Поликлиника № 2\nПациент: адрес проживания [[pd.address:г. Пенза, ул. Мира, д. 14, кв. 8]]",
    "Стационар. Адрес пациента: [[pd.address:г. Тамбов, ул. Мира, д. 5]]",
    "Справки по тел. 8 (4752) 44-10-20. Адрес: [[pd.address:г. Тамбов, ул. Мира, д. 5, кв. 9]].",
    "Отдел полиции. Заявитель, тел. [[pd.contacts:8 (912) 345-67-89]]",
    "УК «Дом», выезд мастера по адресу [[pd.address:ул. Лесная, д. 3, кв. 5]]",
    "Банк «Восток». Ваш адрес: [[pd.address:г. Тула, ул. Мира, д. 5, кв. 1]]",
    "ООО «Вектор», инженер, e-mail [[pd.contacts:kvs@vector-stroy.ru]]",
    "Суд. Представитель: [[pd.contacts:o.belova@advokat-tula.ru]]",
    "Школа № 12, классный руководитель: [[pd.contacts:marina.sergeevna@school12.ru]]",
    "Отделение СФР. Ответ прошу направить на [[pd.contacts:dyakonov_azamat23@rambler.ru]]",
    "Магазин «Ромашка», курьер приедет по адресу [[pd.address:г. Омск, ул. Мира, д. 9, кв. 2]]",
    "МФЦ: client_phone: [[pd.contacts:+7 916 245-18-07]]",
    "ООО «Дельта-Логистик»\nКонтактное лицо: главный бухгалтер\nТелефон: "
    "[[pd.contacts:+7 (495) 781-24-60]]",
    # A name in the dative before a colon is whom to call, not a chat's speaker.
    "Офис компании, звонить [[pd.name:Артёму]]: [[pd.contacts:+7 (343) 222-33-44]]",
    "Лагерь: позвоните, не забудьте, мой [[pd.contacts:8 (4832) 41-18-90]]",
    "Служба такси. Клиент: [[pd.contacts:8 (4852) 33-44-55]]",
    "По всем вопросам договора — Кузнецова Анна Петровна, [[pd.contacts:8 (4852) 33-44-55]]",
    "Кабинет [[pd.name:Министрова]] И. П. на втором этаже",
    # Staff by their post, but the number is a mobile or said to be the person's own.
    "Тренер: КОРНЕЕВА Л.Д., моб. [[pd.contacts:+7 915 204-11-37]]",
    "специалист Дьячкова О.П., личный [[pd.contacts:8 (4942) 31-77-05]]",
    "менеджер Лазарева Инна, сотовый [[pd.contacts:8 (4872) 30-15-88]]",
    "специалист Дьячкова О.П., раб. тел. [[pd.contacts:8 (4942) 31-77-05]]",
    "Место работы: ООО «Вектор», менеджер\nТелефон рабочий: [[pd.contacts:(4912) 24-56-78]]",
    # A private party beside a landline, under an organisation's heading.
    "МАУ СШ «Олимп»\nМама: Корнеева Анна, [[pd.contacts:8 (4942) 31-77-05]]",
    "Школа № 4. Родитель: Зотов И.П., тел. [[pd.contacts:(38822) 4-11-05]]",
    "Поликлиника № 2. Пациент Зотов А.В., домашний [[pd.contacts:(4932) 41-22-10]]",
    # A person named with no post and no organisation: their own number.
    "Крылова Мария Андреевна\nтел. [[pd.contacts:(4852) 33-44-55]]",
    # A person's mailbox at an organisation's domain, whatever the domain repeats, and a
    # function's word beside a name.
    "Кому: [[pd.contacts:ivanova@kostroma-obr.ru]]",
    "[[pd.contacts:lena@lena-nails.ru]]",
    "резюме: [[pd.contacts:cv.petrova@kadry-plus.ru]]",
    "[[pd.contacts:edu-smirnov@kostroma-obr.ru]]",
    "[[pd.contacts:a.zotov@kadry-plus.ru]]",
    # A surname in -ский with no institution's noun it agrees with after it.
    "Звонил [[pd.name:Ржевский]], районный суд перенёс заседание",
    "нотариус [[pd.name:Ржевский]] нотариального округа не покидал",
    # A person's address beside a contract's number or a debt's amount, which stay.
    "Я проживаю по адресу [[pd.address:г. Кострома ул. Мира 14/88]], договор № "
    "[[org:ЭС-100234/25]], долга нет",
    "о долге члена кооператива, проживающего: [[pd.address:г. Кострома, ул. Мира, 14-88]], долг "
    "[[org:12 450,30 руб.]]",
    "адрес регистрации: [[pd.address:г. Галич, ул. Свободы, д. 12, кв. 3]], задолженность "
    "[[org:4 210 руб.]]",
    "иск к Лукину Р.Т. (1979 г.р., зарегистрирован: [[pd.address:Костромская обл. г Галич ул "
    "Свободы д 12 кв 3]]) о взыскании [[org:215 000 ₽]]",
    "Адрес: [[pd.address:г. Галич, ул. Свободы, д. 12 (кв. 3)]]; долг погашен",
    # A person's address in a search team's notes, the team's headquarters beside it.
    "Пропавший проживал: [[pd.address:г. Нерехта, ул. Ленина, д. 9, кв. 4]]",
    "вышел из дома [[pd.address:г. Галич, ул. Свободы, 12-40]], штаб у школы",
    # A person's home with a postcode and a home landline in an application; a home phone
    # after premises; a flat with a floor; a party's address after a company's line.
    "Прошу выдать справку. Мой адрес: [[pd.address:155900, Ивановская обл., г. Шуя, ул. "
    "Кооперативная, 14]], тел. [[pd.contacts:(49351) 4-22-17]]",
    "Петров И.И., ТЦ «Радуга», дом. тел. [[pd.contacts:(4942) 45-10-77]]",
    "Доставить: [[pd.address:г. Кострома, ул. Мира, д. 5, кв. 12, 3 этаж]]",
    "Займодавец: ООО «Кредит-Плюс», ИНН 4401123456.\nЗаемщик: Лебедев Олег Петрович, "
    "[[pd.address:156013, г. Кострома, ул. Советская, 40]], тел. [[pd.contacts:8 (4942) 55-17-23]]",
    "Следователь Корнилов П.С. Адрес потерпевшего: [[pd.address:г. Кострома, пр-т Мира, 12]]. "
    "Приём граждан по вторникам",
    # A person's mailbox under an organisation's sender name, or on a deal.
    "От: ООО «Вектор» <[[pd.contacts:lebedeva@vector-stroy.ru]]>",
    "Кому: [[pd.contacts:deals.orlova@dom-realty.ru]]",
]


EXAMPLES: list[Example] = [
    parse(family, marked)
    for family, table in (
        ("address", ADDRESSES),
        ("landline", LANDLINES),
        ("mailbox", MAILBOXES),
        ("name", NAMES),
        ("personal", PERSONAL),
    )
    for marked in table
]


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


def _personal(pseudonymizer: Pseudonymizer, text: str) -> list[tuple[int, int]]:
    return [(s, e) for s, e, _ in personal_spans(pseudonymizer, text)]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.family}: {e.text[:50]}")
def test_organisation_values_stay_and_personal_ones_go(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    found = _personal(pseudonymizer, example.text)
    for start, end, cls in example.values:
        covered = sum(min(end, e) - max(start, s) for s, e in found if s < end and start < e)
        if cls == "org":
            assert covered == 0, (example.text[start:end], found)
        else:
            assert covered >= 0.9 * (end - start), (example.text[start:end], found)


@pytest.mark.parametrize(
    ("address", "role"),
    [
        ("kc@62.sfr.gov.ru", True),
        ("school53@edu67.ru", True),
        ("vozvrat@crm-mail.ru", True),
        ("zakupki@rzd.ru", True),
        ("info@mail.ru", False),
        ("zakaz@yandex.ru", False),
        ("a.petrov@company.ru", False),
        ("petrov.a@company.ru", False),
        ("apetrov@company.ru", False),
        ("elena78@firm.ru", False),
        ("gogua.e@firm.ru", False),
        ("lidzhieva@firm.ru", False),
        ("kvs@firm.ru", False),
        ("uszn@tula.ru", True),
        ("reg@beg-klub.org", True),
        ("dispatcher@uk-zarechye.ru", True),
        ("admissions@college.ru", True),
        ("fisher@firm.ru", False),
        ("deals@realty-dom.ru", True),
        ("osago@sk-sever.ru", True),
        ("loans@bank-sever.ru", True),
        ("deals.orlova@realty-dom.ru", False),
        ("deals@gmail.com", False),
    ],
)
def test_a_mailbox_is_a_roles_only_off_free_mail_and_when_no_name_is_in_it(
    address: str, role: bool
) -> None:
    assert role_mailbox(address) is role


def test_a_value_declared_personal_is_never_taken_for_an_organisations() -> None:
    text = "Канцелярия суда: (4832) 35-93-25"
    phone = "(4832) 35-93-25"
    start = text.index(phone)
    found = Span(start, start + len(phone), phone, "pd.contacts", "pattern")
    known = found._replace(source="known")
    assert drop_org_values(text, [found, known]) == [known]


@pytest.mark.parametrize(
    ("text", "value", "personal"),
    [
        # An organisation the address detector took in at the value's head.
        (
            "Администрация Центрального района, г. Красноярск, ул. Ленина, д. 91",
            "ул. Ленина",
            False,
        ),
        # A person's post at the organisation, before it or in a signature: the landline is
        # the organisation's desk, whoever answers it.
        ("менеджер компании «Ромашка», тел. 8 (495) 123-45-67", "123-45-67", False),
        (
            "С уважением,\nНосов Назар\nменеджер по логистике ООО «ТрансСклад»\n"
            "тел. (3812) 45-67-89",
            "45-67-89",
            False,
        ),
        # A signature with no post: the person named answers the line, their own number.
        (
            "С уважением,\nНосов Назар\nООО «ТрансСклад»\nтел. (3812) 45-67-89",
            "45-67-89",
            True,
        ),
        # An office's functionary or an office's own line: the office's phone.
        (
            "Справка выдана по месту требования.\nПаспортист Л.К. Жданов  тел. (4912) 23-45-53",
            "23-45-53",
            False,
        ),
        ("Кредитный специалист: Ёрш К., тел. отделения 8 (4752) 33-62-70", "33-62-70", False),
        # A chat's speaker is not a signature.
        (
            "[17:45] Джамал: нотариус на ул. Дзержинского, д. 53, запись по тел 8 (8352) 63-76-39",
            "63-76-39",
            False,
        ),
        # An academician in a street's name is not an academy.
        ("проживающая по адресу: ул Академика Павлова 56к3, 127", "Павлова", True),
        # The address in an application is the applicant's, under an office's letterhead too.
        (
            "МФЦ, окно 12, журнал:\n08:05 — адрес в заявлении пос. Эммаус Калининского района "
            "Тверской области, ул. Школьная, д. 112",
            "Школьная",
            True,
        ),
    ],
)
def test_the_organisation_and_the_person_around_a_value(
    text: str, value: str, personal: bool
) -> None:
    sent = Pseudonymizer().apply_text(text, ReplacementMap())
    assert (value not in sent) == personal, sent
