"""Document numbers and contacts (issue 16), by the ways Russian text writes them: passports,
SNILS, a person's INN, cards, personal accounts, phones and e-mails must be replaced; an
organisation's values (`org`: company INN, KPP, OGRN, BIK, accounts, 8-800 and office lines, role
mailboxes, contract, order, policy and claim numbers, amounts) must stay.

Every sentence is made up for this file (not the evaluation set's text); identifiers carry valid
control digits where they have any. Only the classes of this family are read: a name or an
address found beside a number neither helps nor hurts.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import examples, spans

CLASSES = ("pd.passport", "pd.snils", "pd.inn", "pd.contacts", "pd.card", "pd.account")

FOUND: dict[str, list[str]] = {
    "passport, series and number together": [
        "Паспорт [[pd.passport:4508 123456]] выдан ОВД Тверского района",
        "паспорт: [[pd.passport:45 08 123456]]",
        "паспорт [[pd.passport:45 08  123456]], выдан 12.03.2010",
        "паспорт [[pd.passport:4508-123456]]",
        "паспорт [[pd.passport:45-08 123456]]",
        "паспорт [[pd.passport:4508/123456]]",
        "паспорт [[pd.passport:45 08 N123456]]",
        "паспорт [[pd.passport:45 08 № 123456]]",
        "Паспорт серии [[pd.passport:4508 № 123456]]",
        "паспорт: [[pd.passport:4508 № 123456]]",
        "паспорт РФ [[pd.passport:4508123456]]",
        "пасп. [[pd.passport:4508 123456]]",
        "п-т [[pd.passport:4508 123456]] (копия есть)",
        "паспорт гр. РФ [[pd.passport:4508 123456]]",
        "Passport: [[pd.passport:4508 123456]]",
        "паспортные данные: [[pd.passport:4508 123456]], выдан 12.03.2010",
        "по паспорту [[pd.passport:4508 123456]] не проходит",
        "в паспорте ([[pd.passport:4508 123456]]) опечатка",
        "№ паспорта [[pd.passport:4508123456]]",
        "Серия и номер паспорта: [[pd.passport:4508 123456]]",
        "Серия, номер: [[pd.passport:45 08 123456]]",
        "ПАСПОРТ [[pd.passport:4508 123456]] ВЫДАН 12.03.2010",
        "Документ: паспорт гражданина Российской Федерации [[pd.passport:4508 123456]]",
        "паспорт [[pd.passport:4508  123456]]",
        "паспорт [[pd.passport:45 08 123 456]]",
        "паспорт [[pd.passport:4508.123456]]",
        "данные паспорта — [[pd.passport:4508 123456]]",
        "удостоверение личности: паспорт [[pd.passport:4508 123456]]",
        "паспорт: [[pd.passport:4508 123456]]; старый — [[pd.passport:4503 654321]]",
        "Клиент предъявил [[pd.passport:4508 123456]] — паспорт не его",
        "паспорт гражданина РФ серии [[pd.passport:45 08 номер 123456]]",
        "паспорт: сер. [[pd.passport:4508 № 123456]]",
        "Серия/номер: [[pd.passport:4508/123456]]",
        "с/н паспорта [[pd.passport:4508 123456]]",
        "ПАСПОРТ РФ: [[pd.passport:4508 № 123456]]",
        "Данные документа: [[pd.passport:4508 123456]]",
        "паспорта [[pd.passport:4508 123456]] и [[pd.passport:4509 654321]] сверены",
        "Иванов;[[pd.passport:4508 123456]];[[pd.contacts:+79162451807]]",
        '{"passport": "[[pd.passport:4508123456]]"}',
        "pasport [[pd.passport:4508 123456]]",
        "Passport No. [[pd.passport:4508 123456]]",
        "паспорт[[pd.passport:4508 123456]]",
        "Паспорт [[pd.passport:45 08 1234 56]]",
        "паспорт № [[pd.passport:4508 123456]]",
        "DOC: pasport [[pd.passport:4508123456]]",
        "пасп. [[pd.passport:4508123456]]",
        "Паспорт: [[pd.passport:4 5 0 8 1 2 3 4 5 6]]",
        "ПАСПОРТ [[pd.passport:45 08 123456]]ВЫДАН",
        "серия[[pd.passport:45 08 номер123456]]",
    ],
    "passport, series and number apart": [
        "рецепт выписан, паспорт серия [[pd.passport:45 08]] № [[pd.passport:123456]]",
        "Бланк заявления заполнен. Паспорт: [[pd.passport:4508 123456]]",
        "талон к врачу получен, паспорт [[pd.passport:4508 123456]]",
        "серия [[pd.passport:4508]] номер [[pd.passport:123456]]",
        "серия [[pd.passport:45 08]], № [[pd.passport:123456]]",
        "ПАСПОРТ: СЕРИЯ [[pd.passport:4508]] НОМЕР [[pd.passport:123456]]",
        "сер. [[pd.passport:4508]] ном. [[pd.passport:123456]]",
        "Паспорт: серия [[pd.passport:4508]], выдан ОВД р-на Тверской 12.03.2010, "
        "номер [[pd.passport:123456]]",
        "Паспорт гражданина РФ\nСерия: [[pd.passport:4508]]\nНомер: [[pd.passport:123456]]",
        "Паспорт\nсерия [[pd.passport:4508]]\nномер [[pd.passport:123456]]\nвыдан 12.03.2010",
        "паспорт серия [[pd.passport:45 08]] номер [[pd.passport:123 456]]",
        "Серия паспорта: [[pd.passport:4508]]; номер паспорта: [[pd.passport:123456]]",
        "Серия ____[[pd.passport:4508]]____ № ____[[pd.passport:123456]]____",
        "passport series [[pd.passport:4508]] number [[pd.passport:123456]]",
        "паспорт серии [[pd.passport:4508]] номер [[pd.passport:123456]] выдан ГУ МВД",
        "паспорт серии [[pd.passport:4508 номера 123456]]",
        "паспорт серия [[pd.passport:45-08 номер 123456]]",
        "Ser. [[pd.passport:4508 No. 123456]]",
        "passport ser [[pd.passport:4508 num 123456]]",
        "Passport series [[pd.passport:4508, number 123456]]",
        "Серия [[pd.passport:4508]] Номер [[pd.passport:123456]] Дата выдачи 12.03.2010",
        "Паспорт: серия - [[pd.passport:4508]], номер - [[pd.passport:123456]]",
        "серия: [[pd.passport:4508]] / номер: [[pd.passport:123456]]",
        "Паспорт серии [[pd.passport:4508]] выдан 12.03.2010 № [[pd.passport:123456]]",
        "Номер паспорта: [[pd.passport:123456]]\nСерия паспорта: [[pd.passport:4508]]",
        '"passport_number": "[[pd.passport:123456]]", "passport_series": "[[pd.passport:4508]]"',
    ],
    # Phase 2: asked for in a call or a chat, the series and the number come in the answers.
    "passport, asked for in a call or a chat": [
        "Оператор: Продиктуйте серию и номер паспорта.\nКлиент: [[pd.passport:46 05]]… номер "
        "[[pd.passport:384510]]",
        "Оператор: серию?\nКлиент: [[pd.passport:46 05]]\nОператор: номер?\n"
        "Клиент: [[pd.passport:384510]]",
        "Оператор: Назовите серию паспорта.\nКлиент: [[pd.passport:4605]]\nОператор: А номер?\n"
        "Клиент: [[pd.passport:384 510]]",
        "Менеджер: какая серия?\nКлиент: [[pd.passport:46 05]]\nМенеджер: и номер\n"
        "Клиент: [[pd.passport:384510]]",
        "— Серия паспорта?\n— [[pd.passport:4605]].\n— Номер?\n— [[pd.passport:384510]].",
        "[10:01] Олег: паспорт продиктуй\n[10:02] Анна: [[pd.passport:46 05, 384510]]",
        "[10:01] Олег: скинь серию и номер паспорта\n[10:02] Анна: [[pd.passport:4605 384510]]",
        "Оператор: уточните номер паспорта\nКлиент: [[pd.passport:384510]]",
        "Оператор: Серия и номер паспорта?\nКлиент: ща… [[pd.passport:46 05]] и "
        "[[pd.passport:384510]]",
        "Оператор: Серия паспорта?\nКлиент: [[pd.passport:46-05]]\nОператор: Номер паспорта?\n"
        "Клиент: [[pd.passport:384-510]]",
        "[12:01] Банк: Пришлите серию паспорта\n[12:05] Вы: [[pd.passport:4605]]",
        "Оператор: Данные паспорта, пожалуйста: серия?\nКлиент: [[pd.passport:22 19]]",
        "Бот: Введите серию и номер паспорта без пробелов\nВы: [[pd.passport:4605384510]]",
        "Оператор: Паспортные данные?\nКлиент: [[pd.passport:46 05 / 384510]]",
        "Оператор: серия?\nКлиент: [[pd.passport:46 05]]\nОператор: и номер, пожалуйста\n"
        "Клиент: [[pd.passport:384 510]]",
        "[10:02] Анна: серия [[pd.passport:4605]]\n[10:03] Анна: номер [[pd.passport:384510]]",
        "Оператор: Серию паспорта подскажите\nКлиент: сорок шесть... ой, [[pd.passport:46 05]]",
        "Оператор: а номер паспорта какой?\nКлиент: щас... [[pd.passport:384510]]",
        "Менеджер: номер паспорта?\nКлиент: [[pd.passport:384510, серия 4605]]",
        "Оператор: Серия, номер паспорта?\nКлиент: [[pd.passport:46 05 384 510]]",
    ],
    "passport, a comma, a dash or a customer between": [
        "паспорт [[pd.passport:03 09, 686868]], зарегистрированная по адресу",
        "паспорт: [[pd.passport:4509, 123456]]",
        "паспорт РФ [[pd.passport:45 09,123456]]",
        "Паспорт заказчика [[pd.passport:9221 -836187]]",
        "паспорт покупателя [[pd.passport:9221 836187]]",
        "Паспорт заказчика: [[pd.passport:45 09 123456]]",
        "данные паспорта заказчика [[pd.passport:4509 № 123456]]",
        "паспорт [[pd.passport:4509 - 123456]]",
        "паспорт [[pd.passport:4509- 123456]]",
        "мой паспорт для договора [[pd.passport:4509-123456]], прописка там же",
        "паспорт для заявки [[pd.passport:45 09 - 123456]]",
        "загранпаспорт (для поездки): [[pd.passport:75  1234567]]",
        "Passport: [[pd.passport:45 09/123456]] | Zagran: [[pd.passport:75 № 1234567]]",
        "Zagran: [[pd.passport:75  1234567]]",
    ],
    "passport, OCR noise": [
        "паспорт [[pd.passport:45O8 l23456]]",
        "паспoрт [[pd.passport:4508 12З456]]",
        "Паспорт сeрия [[pd.passport:4508]] нoмер [[pd.passport:123456]]",
        "паспорт [[pd.passport:45 08   123456]]",
        "пacпopт [[pd.passport:4508 123456]]",
    ],
    "other identity documents": [
        "загранпаспорт [[pd.passport:75 1234567]]",
        "заграничный паспорт № [[pd.passport:75 1234567]] до 2031 г.",
        "загран [[pd.passport:751234567]]",
        "свидетельство о рождении [[pd.passport:II-МЮ 123456]]",
        "св-во о рожд. серия [[pd.passport:IV-АГ № 654321]]",
        "паспорт гр. Узбекистана [[pd.passport:AA 1234567]]",
        "Паспорт иностранного гражданина: [[pd.passport:FA1234567]]",
        "ВНЖ [[pd.passport:82 № 1234567]]",
        "вид на жительство [[pd.passport:82 1234567]]",
        "Passport: [[pd.passport:N12345678]]",
        "пaспорт [[pd.passport:AB1234567]]",
    ],
    "SNILS": [
        "СНИЛС [[pd.snils:184-453-684 99]]",
        "СНИЛС: [[pd.snils:184-453-684-99]]",
        "снилс [[pd.snils:18445368499]]",
        "СНИЛС [[pd.snils:184 453 684 99]]",
        "страховое свидетельство № [[pd.snils:184-453-684 99]]",
        "номер СНИЛС — [[pd.snils:184 453 684-99]]",
        "SNILS [[pd.snils:184-453-684 99]]",
        "СНИЛС [[pd.snils:069-949-401 32]]",
        "СНИЛС №[[pd.snils:18445368499]]",
        "СНИЛС [[pd.snils:184-453-684  99]]",
        "СНИЛС:\n[[pd.snils:184-453-684 99]]",
        "Страховой номер: [[pd.snils:105-694-827 75]]",
        "[[pd.snils:196-902-566 16]] — СНИЛС жены",
        "СНИЛС [[pd.snils:184.453.684 99]]",
        "СНИЛС [[pd.snils:l84-453-684 99]]",
        "СНИЛС[[pd.snils:18445368499]]",
        "СНИЛС: [[pd.snils:184 453 684-99]]",
        "СНИЛС [[pd.snils:184–453–684 99]]",
        "снилс [[pd.snils:18445368499]], инн [[pd.inn:772590548901]]",
        # Eleven digits alone that pass the check and can be no Russian phone, an answer in a chat.
        "[17:10] Еся: мой снилс [[pd.snils:712-982-132 97]], марсель твой?\n[12:45] Марсель: "
        "[[pd.snils:70402429848]]",
        "Оператор: СНИЛС?\nКлиент: [[pd.snils:71236153663]]",
        "Оператор: СНИЛС назовите\nКлиент: [[pd.snils:704 024 298 48]]",
        "Оператор: номер СНИЛС продиктуйте, пожалуйста, полностью, без пробелов\n"
        "Клиент: [[pd.snils:70534083065]]",
        "— а снилс?\n— [[pd.snils:70179062482]]",
        "[09:00] Мама: пришли свой снилс для школы\n[09:30] Дочь: [[pd.snils:72697721751]]",
        "Клиент: вот [[pd.snils:76044415386]], это снилс",
    ],
    "a person's INN": [
        "ИНН [[pd.inn:772590548901]]",
        "инн [[pd.inn:772590548901]]",
        "ИНН физ. лица: [[pd.inn:7725 9054 8901]]",
        "ИНН (личный) [[pd.inn:775236109210]]",
        "ИНН заявителя [[pd.inn:771190068578]], СНИЛС [[pd.snils:184-453-684 99]]",
        "ИНН: [[pd.inn:77 25 905489 01]]",
        "Мой инн - [[pd.inn:505931602057]]",
        "INN [[pd.inn:507353613015]]",
        "ИНН[[pd.inn:772590548901]]",
        "ИНН: [[pd.inn:7725-9054-8901]]",
        "ИНН ИП [[pd.inn:772590548901]]",
        "ИП Петров, ИНН [[pd.inn:772590548901]], ОГРНИП [[org:315716465528620]]",
    ],
    "cards": [
        "карта [[pd.card:4276 0926 4289 9922]]",
        "карта [[pd.card:4276-0926-4289-9922]]",
        "[[pd.card:4276092642899922]] — списание",
        "номер карты [[pd.card:5469 8953 7569 5083]]",
        "МИР [[pd.card:2200 0500 7129 2600]]",
        "карта [[pd.card:2202  8711  5892  9063]]",
        "Переведите на [[pd.card:2202871158929063]] (Сбер)",
        "карта № [[pd.card:4276 0926 4289 9922]], срок 12/27",
        "карта: [[pd.card:4276-0926-4289-9922]], CVV не сообщать",
        "№ карты [[pd.card:4276092642899922]]",
        "Карта МИР [[pd.card:2200050071292600]]",
    ],
    "a person's account": [
        "счёт [[pd.account:40817810771081474559]]",
        "р/с [[pd.account:40817810771081474559]] в ПАО Сбербанк, БИК 044525225",
        "счет № [[pd.account:40817 810 7 7108 1474559]]",
        "лицевой счёт [[pd.account:40817810302425715272]]",
        "Реквизиты получателя: [[pd.account:40817-810-3-0242-5715272]]",
        "счет получателя [[pd.account:40817810771081474559]], к/с 30101810400000000225",
        "счет [[pd.account:408.17.810.3.0242.5715272]]",
        "[[pd.account:40817810771081474559]]",
    ],
    "mobile phones": [
        "тел. [[pd.contacts:+7 (916) 245-18-07]]",
        "тел. [[pd.contacts:8-916-245-18-07]]",
        "звоните [[pd.contacts:89162451807]]",
        "моб. [[pd.contacts:8 916 2451807]]",
        "[[pd.contacts:+79162451807]]",
        "тел. моб. [[pd.contacts:8(916)245-18-07]]",
        "[[pd.contacts:+7 916 245 18 07]], Ольга",
        "тел.: [[pd.contacts:8 (916) 245 18 07]]",
        "[[pd.contacts:+7-916-245-18-07]]",
        "[[pd.contacts:8916-245-18-07]]",
        "моб.: [[pd.contacts:916 245-18-07]]",
        "тел. [[pd.contacts:9162451807]]",
        "[[pd.contacts:+7 (916) 2451807]]",
        "WhatsApp [[pd.contacts:+7 916 245-18-07]]",
        "[[pd.contacts:7 916 245 18 07]]",
        "тел.: [[pd.contacts:8 (916) 245-18-07]], [[pd.contacts:8 (903) 111-22-33]]",
        "[[pd.contacts:8 916 245-1807]]",
        "сотовый [[pd.contacts:8 916 245 18 07]]",
        "[[pd.contacts:+7 916 245-18-07]] (Telegram, WhatsApp)",
        "тел/WhatsApp: [[pd.contacts:89162451807]]",
        "Тел: [[pd.contacts:+7 (916) 245 - 18 - 07]]",
        "[[pd.contacts:8.916.245.18.07]]",
        "тел. [[pd.contacts:8 9l6 245-l8-07]]",
        "тел. ([[pd.contacts:8 916 245-18-07]])",
        "Т.: [[pd.contacts:8-916-245-18-07]]",
        "контактный номер — [[pd.contacts:8 916 245-18-07]]",
        "[[pd.contacts:+7 916 245 18 07]] / [[pd.contacts:+7 903 111 22 33]]",
        "тел.: [[pd.contacts:8 916 245 18 07]] (после 18:00)",
        "[[pd.contacts:+7 (916) 245-18-07]], [[org:8 (800) 555-35-35]] — горячая линия банка",
        # with an extension a work number is the organisation's switchboard (test_org_forms.py)
        "моб [[pd.contacts:8 916 245 18 07]], раб [[org:(495) 123-45-67]] доб 12",
        "Мобильный: [[pd.contacts:+7 (916)245-18-07]]",
        "т. [[pd.contacts:8 916 245 18 07]]",
        "tel: [[pd.contacts:+7 916 2451807]]",
        "мать — Петрова Анна Ивановна, [[pd.contacts:9161234567]]; отец — Петров Иван",
        "Экстренный контакт: папа Иван, [[pd.contacts:9031234567]]",
    ],
    "a person's other phones": [
        "Мой рабочий: [[pd.contacts:+7 495 123-45-67]]",
        "тел. раб. [[pd.contacts:8 (495) 123-45-67]]",
        # an extension makes it the organisation's switchboard, whoever's desk it reaches
        "Мой рабочий: [[org:+7 495 123-45-67]] доб. 123",
        "тел. раб. [[org:8 (495) 123-45-67]], доб. 4512",
        "дом. тел. [[pd.contacts:8 (4912) 24-56-78]]",
        "телефон [[pd.contacts:(4912) 24-56-78]]",
        "звонить маме: [[pd.contacts:8 (4852) 72-14-09]]",
        "Иванов И.И., офис-менеджер; раб. тел. [[pd.contacts:+7 495 123-45-67]]",
        "тел. [[pd.contacts:+375 29 123-45-67]] (Минск)",
        "[[pd.contacts:+998 90 123 45 67]] — брат в Ташкенте",
        "Telefon: [[pd.contacts:+49 30 12345678]]",
        "тел. [[pd.contacts:+380 67 123 4567]]",
    ],
    "e-mails of a person": [
        "пишите на [[pd.contacts:ivan.petrov@company.ru]]",
        "[[pd.contacts:Petrov_IV@mail.ru]]",
        "e-mail: [[pd.contacts:i.petrov@yandex.ru]]",
        "эл. почта: [[pd.contacts:ivan-petrov@gmail.com]]",
        "[[pd.contacts:ivan.petrov+bank@gmail.com]]",
        "[[pd.contacts:IVAN.PETROV@MAIL.RU]]",
        "Иван Петров <[[pd.contacts:ivan.petrov@sber-bank.ru]]>",
        "mailto:[[pd.contacts:petrov.i@company.ru]]",
        "почта: [[pd.contacts:иван@почта.рф]]",
        "[[pd.contacts:hr-petrova@company.ru]]",
        "[[pd.contacts:a.sidorova@hr.company.ru]]",
        "[[pd.contacts:info.petrov@mail.ru]]",
        "[[pd.contacts:ivanov1985@bk.ru]]",
        "пишите [[pd.contacts:ivan.petrov[at]mail.ru]]",
        "почта [[pd.contacts:petrov собака mail.ru]]",
        "[[pd.contacts:Ivan.Petrov@Company.RU]], копия [[org:info@company.ru]]",
        "e-mail:[[pd.contacts:ivan_petrov@mail.ru]]",
        "[[pd.contacts:ivanov.hr@company.ru]]",
        "[[pd.contacts:director.petrov@company.ru]]",
        "От: [[pd.contacts:i.petrov@yandex . ru]]\n\nЗдравствуйте!",
        "От: [[pd.contacts:petrov.iv @ bk.ru]]",
        "пишите [[pd.contacts:ivanova1990@gmail . com]], анна",
    ],
}

KEPT: dict[str, list[str]] = {
    "organisation numbers": [
        "ООО «Вектор», ИНН [[org:7782111405]], КПП [[org:770101001]]",
        "ИНН/КПП [[org:7782111405]]/[[org:770101001]]",
        "ИНН организации: [[org:7774776163]]",
        "ИНН [[org:7782 111405]] (юрлицо)",
        "ОГРН [[org:1027714397501]]",
        "ОГРНИП [[org:315716465528620]]",
        "ОКПО [[org:12345678]], ОКТМО [[org:45382000]], ОКАТО [[org:45286555000]]",
        "ОКВЭД [[org:64.19]]; ОКТМО [[org:71871000001]]",
        "БИК [[org:044525225]], к/с [[org:30101810400000000225]]",
        "р/с [[org:40702810670220384823]] в ПАО Сбербанк",
        "Расчётный счёт организации [[org:40702810830589059956]]",
        "Лицензия ЦБ РФ № [[org:1481]]",
        "р/с [[org:40702 810 6 7022 0384823]], кор. счёт [[org:30101810400000000225]]",
        "ИНН [[org:7707083893]] КПП [[org:773601001]] ОГРН [[org:1027700132195]]",
        "ИНН получателя [[org:7727406020]], КПП [[org:770801001]]",
        "Штрихкод [[org:4607012345678]]",
        "УИН [[org:18810177230001234567]], КБК [[org:18210102010011000110]]",
        "ОКТМО [[org:45382000001]]",
    ],
    "document and order numbers": [
        "договор № [[org:45-08/123456]]",
        "Договор №[[org:4508123456]] от 12.03.2024",
        "по договору [[org:4508 123456]]",
        "Заказ № [[org:4508123456]]",
        "Счёт № [[org:4508 123456]] от 12.03.2024",
        "счет-фактура № [[org:4508123456]] от 12.03.2024",
        "накладная [[org:4508 123456]]",
        "Заявка № [[org:4508 123456]] принята",
        "обращение № [[org:4508 123456]] закрыто",
        "претензия № [[org:7712-345678]]",
        "полис ОСАГО ХХХ [[org:0123456789]]",
        "полис серии ХХХ № [[org:0123456789]]",
        "трек-номер [[org:80091234567890]]",
        "Номер отправления [[org:RA123456789RU]]",
        "паспорт сделки № [[org:4508123456]]",
        "паспорт объекта [[org:4508 123456]]",
        "сертификат соответствия серия [[org:4508]] № [[org:123456]]",
        "Лицензия серия [[org:4508]] № [[org:123456]] на образовательную деятельность",
        "Тираж [[org:4508]] экз., артикул [[org:1234567890]]",
        "Договор № [[org:4508123456-КД]] от 12.03.2024",
        "Заявка [[org:4508 123456]]",
        "от 12.03.2024 № [[org:4508/123456]]",
        "Полис ОМС [[org:7755440012345678]]",
        "Номер полиса: [[org:7755 4400 1234 5678]]",
        "Номер обращения [[org:4508-1234-5678]]",
        "п/п [[org:4508 123456]] от 12.03.2024",
        "user [[org:4508]] no [[org:123456]]",
        "паспорт выдан 12.03.2010, заказ [[org:1234567]]",
        "Паспорт качества [[org:AB 1234567]]",
        "по реестру паспортов не значится (запрос № [[org:000781245]])",
        "Свидетельство о регистрации ТС серия [[org:7712]] № [[org:345678]]",
        # a prescription's, a form's, a coupon's, a referral's series and number
        "рецепт серия [[org:77-25 № 318404]], пациент пенсионер",
        "Рецепт [[org:77-25 № 318404]] отпущен",
        "рецептурный бланк серия [[org:45 01]] № [[org:123456]]",
        "бланк строгой отчётности [[org:4501 123456]]",
        "талон [[org:4501 123456]] на приём",
        "направление на госпитализацию [[org:4501 123456]]",
        "договор № [[org:ДП-250311/25]]",
        "СТС [[org:7712 345678]], VIN [[org:XTA21099012345678]]",
    ],
    "parcels and questions of other numbers": [
        "посылка [[org:3842-753768]] потерялась на сортировке",
        "трек [[org:3842-753768]], сумма 410 000 рублей",
        "отправление [[org:3842 753768]] прибыло",
        "бандероль [[org:1234 567890]] вручена",
        "Оператор: номер заказа?\nКлиент: [[org:384510]]",
        "Оператор: серию и номер полиса?\nКлиент: [[org:4605 384510]]",
        "Оператор: номер?\nКлиент: [[org:384510]]",
        "Оператор: серию паспорта назовите\nКлиент: [[pd.passport:4605]]\nОператор: спасибо. "
        "Номер заявки [[org:384510]]",
        "Оператор: номер договора?\nКлиент: [[org:4605-384510]]",
        "Оператор: номер СНИЛС?\nКлиент: нет при себе, заказ [[org:70402429849]]",
        "Клиент: номер заказа [[org:70402429848]]",
        "Имя латиницей (как в загранпаспорте): IVAN PETROV\nInvoice total: [[org:100 000]],52 руб.",
        "Оператор: паспорт с собой?\nКлиент: да, и [[org:150 000 руб.]] наличными",
        "Паспорт сделки\nМенеджер: [[org:120 500]] шт.",
        "Оператор: паспорт проверили. Номер телефона?\nКлиент: [[pd.contacts:916 123 45 67]]",
        "Оператор: серия и номер карты?\nКлиент: [[org:4605 384510]]",
        "Оператор: номер паспорта продиктуйте\nКлиент: нет, номер заявки [[org:384510]]",
        "Менеджер: пришлите паспорт текстом\nКлиент: выдан [[org:14.05.2021]] ОВД района",
        "— Номер?\n— [[org:384510]].",
        "Оператор: какой номер заказа?\nКлиент: [[org:384510]]",
        "Оператор: назовите номер, пожалуйста\nКлиент: [[org:384510]]",
        "Оператор: паспорт получили. Какой у вас номер?\nКлиент: [[pd.contacts:916 123 45 67]]",
        "Оператор: паспорт проверен. Назовите номер договора, пожалуйста\nКлиент: [[org:384510]]",
    ],
    "amounts": [
        "Сумма: [[org:45 081 234,56 руб.]]",
        "итого [[org:4 508 123 456 руб.]]",
        "Итого: [[org:12 345 678 901 ₽]]",
        "Сумма [[org:4 508 123 456,78 руб.]]",
        "лимит [[org:89 162 451 807 RUB]]",
        "к оплате [[org:78 912 345 678 руб.]]",
        "остаток [[org:83 456 789 012,50 ₽]]",
        "на сумму [[org:12 345 678 901]] рублей",
        "выручка [[org:8 912 345 678]] руб.",
    ],
    "organisation phones": [
        "горячая линия [[org:8 (800) 555-35-35]]",
        "звоните [[org:8800 5553535]]",
        "[[org:8-800-555-35-35]] (бесплатно)",
        "[[org:88005553535]]",
        "[[org:+7 800 555-35-35]]",
        "[[org:8 800 555 35 35]]",
        "[[org:8(800)5553535]]",
        "ООО «Ромашка»\nтел. офиса: [[org:+7 (495) 123-45-67]]",
        "Тел./факс организации: [[org:(495) 123-45-67]]",
        "Горячая линия: [[org:+7 (495) 777-77-77]]",
        "call-центр [[org:8 (495) 500-55-50]]",
        "многоканальный телефон [[org:+7 (495) 258-00-00]]",
        "Контакт-центр банка: [[org:8 (495) 500-55-50]]",
        "справочная служба: [[org:+7 (812) 309-00-00]]",
        "факс: [[org:+7 (495) 123-45-68]]",
        "единый номер [[org:8 (495) 225-22-55]]",
        "Баланс: [[org:*100#]], справка [[org:900]]",
        "Тел. приёмной: [[org:+7 (495) 111-22-33]]",
        "Регистратура: [[org:8 (4912) 25-00-00]]",
        "Дежурная часть: [[org:8 (495) 200-00-00]]",
        "Диспетчерская служба: [[org:(495) 123-45-67]]",
        "Номер телефона компании: [[org:8 (495) 123-45-67]]",
        "Тел.: [[org:+7 (495) 123-45-67]] (многоканальный)",
        # a post at the company: the company's desk line (test_org_forms.py)
        "менеджер компании «Ромашка», тел. [[org:8 (495) 123-45-67]]",
        "[[org:8-800-555-35-35]] доб. 2",
        "Бесплатный звонок по России [[org:8 800 5553535]]",
        "[[org:8 (800) 555 35 35]], [[org:8-800-555-3535]], [[org:+7 (800) 555-35-35]]",
        "тел. [[org:8800-555-35-35]], [[org:8 (804) 333-22-11]]",
        "карта [[org:****9922]]",
        "Заказ № [[org:9161234567]] от 12.03.2024",
        "Договор [[org:9031234567]] расторгнут",
    ],
    "role mailboxes": [
        "[[org:info@company.ru]]",
        "пишите [[org:info @ company.ru]] или [[org:support@company . ru]]",
        "пишите в поддержку: [[org:support@bank.ru]]",
        "[[org:noreply@gosuslugi.ru]]",
        "резюме на [[org:hr@company.ru]]",
        "[[org:zakaz@shop.ru]], [[org:office@firm.ru]], [[org:sales@firm.ru]]",
        "[[org:buh@firm.ru]]",
        "[[org:no-reply@bank.ru]]",
        "[[org:info.msk@company.ru]]",
        "[[org:support24@bank.ru]]",
        "[[org:feedback@shop.ru]]",
        "[[org:kadry@zavod.ru]]",
        "[[org:priemnaya@mos.ru]]",
        "[[org:reception@clinic.ru]]",
        "[[org:clients@bank.ru]]",
        "[[org:do-not-reply@bank.ru]]",
        "[[org:tender@firm.ru]]",
        "[[org:Info@Company.ru]]",
        "[[org:mail@company.ru]], [[org:admin@company.ru]]",
        "[[org:zakaz-spb@shop.ru]]",
        "пишите: [[org:support[at]bank.ru]]",
    ],
}


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


def _found(pseudonymizer: Pseudonymizer, text: str) -> list[tuple[int, int, str]]:
    return [(s, e, cls) for cls in CLASSES for s, e in spans(pseudonymizer, text, cls)]


def _check(pseudonymizer: Pseudonymizer, example: Example) -> None:
    found = _found(pseudonymizer, example.text)
    for start, end, cls in example.values:
        over = [(s, e, c) for s, e, c in found if s < end and start < e]
        if cls == "org":
            assert not over, [example.text[s:e] for s, e, _ in over]
            continue
        covered = sum(min(end, e) - max(start, s) for s, e, c in over if c == cls)
        assert covered >= 0.9 * (end - start), (cls, example.text[start:end], found)
    marked = [(s, e) for s, e, c in example.values if c != "org"]
    for s, e, cls in found:
        assert any(s < end and start < e for start, end in marked), (cls, example.text[s:e])


@pytest.mark.parametrize("example", examples(FOUND), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_every_document_number_and_contact_is_replaced(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    _check(pseudonymizer, example)


@pytest.mark.parametrize("example", examples(KEPT), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_organisation_values_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
    _check(pseudonymizer, example)


# Values marked across a line break were not parsed before families.py read them with DOTALL, so
# these probes checked nothing; they are kept here as what is not read yet.
NOT_YET = ["паспорт\n[[pd.passport:4508\n123456]]"]


@pytest.mark.xfail(strict=True, reason="a series and number on lines of their own are not read yet")
@pytest.mark.parametrize("example", [parse("not yet", t) for t in NOT_YET], ids=lambda e: e.text)
def test_a_passport_over_lines_is_not_read_yet(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    _check(pseudonymizer, example)
