"""Document numbers and contacts in the shapes hurried hands, scans and exports give them (issue
16, the probes after test_document_forms.py): a dash typed as an em dash, letters a scan reads for
digits, a series and a number far apart or with a dash between their labels, a foreign-travel
passport grouped like a phone, a foreign citizen's series typed in Cyrillic, a passport under a
table's column; and, on the other side, the numbered papers that are not a person's passport (a
prescription's, a patent's, a diploma's series and number) must stay. After the eleventh round:
a mobile typed as one run of eleven digits where a thing's word stands further before it (a SIM
card's, a bill's), a passport's series and number grouped two and eight, a chat's answer naming
its series after a question whose relative clause names another paper; and an eleven-digit
number right after its own label (an order's, an account's, a SNILS) stays what the label says.

Every sentence is made up for this file; identifiers carry valid control digits where they have
any. The check and the two tests are documents.py's, as test_document_forms.py's are: only this
family's classes are read.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .documents import document_tests
from .one_class import Example, check_found, examples


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


FOUND: dict[str, list[str]] = {
    "passport: separators a keyboard or a scan leaves": [
        "паспорт [[pd.passport:45 08 — 123456]]",
        "паспорт [[pd.passport:4508—123456]], выдан ОВД",
        "Паспорт: [[pd.passport:45−08 123456]]",
        "паспорт РФ [[pd.passport:45 08 — 123 456]]",
    ],
    "passport: letters a scan reads for digits": [
        "паспорт [[pd.passport:4508 1234б6]]",
        "ПАСПОРТ [[pd.passport:45 08 1234S6]]",
        "паспорт [[pd.passport:4508 12З4Б6]]",
        "пaспорт [[pd.passport:45О8 5б7890]] выдан",
    ],
    "passport: a scan's N° and Nº for №": [
        "паспорт [[pd.passport:4508 Nº 123456]]",
        "паспорт серия [[pd.passport:4508]] N° [[pd.passport:123456]]",
        "Паспорт: [[pd.passport:45 08 N°123456]]",
    ],
    "passport: the series label inline is part of the value": [
        "Сведения о документе: код 21, серия и номер [[pd.passport:серия 4605 № 281552]]",
        "Passport: [[pd.passport:серия 5010 № 593669]]",
        "паспорт [[pd.passport:серия 45 08 N 123456]], выдан 12.03.2010",
        "Паспорт гражданина РФ [[pd.passport:серии 4508 № 123456]]",
    ],
    # test_document_forms.py kept the first as not read yet (a strict xfail).
    "passport: the series and the number apart on their own lines, or with a comma": [
        "паспорт\n[[pd.passport:4508\n123456]]",
        "Паспорт\n[[pd.passport:45 08\n123 456]]\nвыдан ОВД р-на Тверской",
        "паспорт: [[pd.passport:4508, номер 123456]]",
        "паспорт РФ [[pd.passport:45 08, № 123456]], выдан 12.03.2010",
    ],
    "passport: by its shape alone, after a person's word or a form's": [
        "ДУЛ: [[pd.passport:4508 123456]]",
        "Иванов Иван, [[pd.passport:4508 123456]], Москва",
        "Клиент: вот цифрами: [[pd.passport:4508 123456]]",
        "документ: [[pd.passport:4508 123456]]",
        "Гражданин РФ [[pd.passport:45 08 123456]]",
        "Заявитель: [[pd.passport:4508 123456]]",
        "документ, удостоверяющий личность: [[pd.passport:4508 123456]]",
        "документ удост. личность — [[pd.passport:4508 123456]]",
        "[10:02] Малина: [[pd.passport:4508 123456]]",
    ],
    "passport: labels apart with a dash": [
        "данные паспорта: серия — [[pd.passport:4508]], № — [[pd.passport:123456]]",
        "Паспорт: серия – [[pd.passport:4508]]; номер – [[pd.passport:123456]]",
        "СЕРИЯ — [[pd.passport:45 08]]\nНОМЕР — [[pd.passport:123456]]",
    ],
    "passport: under a table's column": [
        "ФИО\tпаспорт\tтел\nПетров И.И.\t[[pd.passport:4508123456]]\t[[pd.contacts:+79162451807]]",
        "№;Фамилия;Паспорт;Телефон\n1;Петров;[[pd.passport:4508 123456]];"
        "[[pd.contacts:89162451807]]\n2;Сидоров;[[pd.passport:4509 654321]];"
        "[[pd.contacts:89031112233]]",
    ],
    "passport: an XML export's elements named in Russian": [
        "<Серия>[[pd.passport:4508]]</Серия><Номер>[[pd.passport:123456]]</Номер>",
        "<Паспорт>[[pd.passport:4508 123456]]</Паспорт>\n<Телефон>[[pd.contacts:89172942678]]"
        "</Телефон>",
    ],
    "foreign-travel passport: grouped like a phone, dashed, numbered": [
        "загранпаспорт № [[pd.passport:75 1234567]]",
        "загранпаспорт [[pd.passport:75 889 11 68]]",
        "заграничный паспорт [[pd.passport:75 123 45 67]] до 2031 г.",
        "загран: [[pd.passport:75 12 34 567]]",
        "загранпаспорт [[pd.passport:75-1234567]]",
        "Zagran [[pd.passport:75 1234 567]]",
        "загран. паспорт: [[pd.passport:75  123 4567]]",
        "PP [[pd.passport:75 889 11 68]]  DOB 19860113",
        "NM IVANOVA/ANNA MRS\nPP [[pd.passport:751234567]]\nPN [[pd.contacts:8 916 245 18 07]]",
        "заграничный паспорт: серия [[pd.passport:75]] № [[pd.passport:1234567]]",
    ],
    "a foreign citizen's passport, its series in Cyrillic letters": [
        "паспорт [[pd.passport:АА 1234567]]",
        "паспорт [[pd.passport:FA-1234567]]",
        "паспорт гражданина Узбекистана [[pd.passport:FA 123 45 67]]",
        "паспорт гр. Украины [[pd.passport:ЕК 123456]]",
        "паспорт гражданина Узбекистана [[pd.passport:АВ1234567]]",
        "Паспорт иностранного гражданина: [[pd.passport:FA 1234567]], выдан 2019",
        "Гражданин Узбекистана, паспорт [[pd.passport:FA1234567]], патент серия 77 № 2400123456",
    ],
    'a registry office\'s certificate named with no "о рождении"': [
        "[19:02] Мама Вики: скинула свидетельство [[pd.passport:II-МЮ № 123456]] и снилс",
        "св-во [[pd.passport:I-ИК №654321]] (о браке)",
    ],
    "a birth certificate with its dash lost": [
        "св-во о рожд. [[pd.passport:II МЮ 123456]]",
        "свидетельство о рождении [[pd.passport:IV АГ № 654321]]",
    ],
    "phones: separators and scans": [
        "тел. [[pd.contacts:8 917 294—26—78]]",
        "тел.: [[pd.contacts:8—917—294—26—78]]",
        "тел. [[pd.contacts:8 917 2942б78]]",
        "моб. [[pd.contacts:8 9l7 29S 26 78]]",
        "тел. [[pd.contacts:+7 917 294 26 78]]/[[pd.contacts:+7 903 111 22 33]]",
    ],
    "phones under +7 in Kazakhstan (its 7xx codes)": [
        "тел. [[pd.contacts:+7 701 123 45 67]] (Алматы)",
        "WhatsApp [[pd.contacts:+7 (777) 123-45-67]]",
        "тел. [[pd.contacts:8 701 123 45 67]]",
        "[[pd.contacts:+77011234567]]",
    ],
    # The address grammar read "26 78, 8 903 111" as a house and a flat, and its longer span won
    # over both phones.
    "phones in a row, after a comma": [
        "Телефон: [[pd.contacts:8 917 294 26 78]], [[pd.contacts:8 903 111 22 33]]",
        "Петров, [[pd.contacts:8 917 294 26 78]], [[pd.contacts:8 903 111 22 33]]",
        "конт. тел.: [[pd.contacts:8 917 294 2678]], [[pd.contacts:8 903 111 2233]]",
        "Ленина 5, [[pd.contacts:8 917 294 26 78]]",
    ],
    "e-mails: the at spelt in brackets or in words, a space before the dot": [
        "e-mail: [[pd.contacts:ivanova[собака]mail.ru]]",
        "e-mail: [[pd.contacts:ivanova at mail dot ru]]",
        "пишите: [[pd.contacts:ivanova [at] mail [dot] ru]]",
        "почта [[pd.contacts:i.petrov at yandex.ru]]",
        "почта: [[pd.contacts:ivanova@gmail .com]]",
        "пишите на [[pd.contacts:petrov.a@yandex .ru]], отвечу",
    ],
    "a person's landline beside the word for a certificate": [
        "справка от врача есть, тел. [[pd.contacts:8 (4912) 24-56-78]] (дом.)",
    ],
    "SNILS and INN: scans": [
        "СНИЛС [[pd.snils:l84-4S3-684 99]]",
        "ИНН [[pd.inn:77259O5489O1]]",
    ],
    # after the eleventh round: runs of digits in chats and forms
    "a mobile as one run of eleven, a thing's word further before it": [
        "Кому выдать карту: Петрова Анна Ивановна, [[pd.contacts:89161234567]]",
        "почему-то мне приходят счета за чужой номер [[pd.contacts:89031112233]]",
        "Лицевой счёт открыт на маму, её [[pd.contacts:79261234567]]",
        "Договор на Сидорова, его номер [[pd.contacts:89175550011]]",
    ],
    "passport: the series' region code apart, its year run into the number": [
        "Клиент: [[pd.passport:45 08123456]]",
        "Иванов Иван, [[pd.passport:45 08123456]], Москва",
    ],
    "passport: another paper named in a relative clause before the series": [
        "Оператор: назовите паспорт, по которому оформлялся заказ\nКлиент: серия "
        "[[pd.passport:45 08]], номер [[pd.passport:123456]]",
        "Менеджер: данные паспорта, на который заключали договор?\nКлиент: серия "
        "[[pd.passport:4508]] номер [[pd.passport:123456]]",
        "паспорт, который указан в договоре: [[pd.passport:4508 123456]]",
    ],
}

KEPT: dict[str, list[str]] = {
    "numbered papers that are not a person's passport": [
        "рецепт серия [[org:61-23]] № [[org:812505]], отпущено",
        "рецепт [[org:65-23 № 189267]], дефектура",
        "рецепт серия [[org:4508]] № [[org:123456]]",
        "серия бланка [[org:4508]] № [[org:123456]]",
        "аттестат серия [[org:4508]] № [[org:123456]]",
        "диплом серия [[org:4508]] № [[org:123456]] выдан колледжем",
        "патент серия [[org:77]] № [[org:2400123456]]",
        "миграционная карта [[org:4608 1234567]]",
        "номер дела [[org:45 08 123456]]",
        "по делу № [[org:4508-123456]]",
    ],
    # Ten digits with no keyword are read by their shape (a passport's 4 + 6, a mobile's ten):
    # not after a label that names the thing they number.
    "a vehicle's registration certificate is not a registry office's": [
        "свидетельство о регистрации ТС [[org:11 ТО 123456]]",
        "свидетельство о регистрации ТС серия [[org:77 ТО]] № [[org:123456]]",
    ],
    "ten digits after a thing's label": [
        "ТТН [[org:4508 123456]]",
        "лот [[org:4508 123456]]",
        "ИКЗ [[org:4508 123456]]",
        "пломба [[org:4508 123456]] цела",
        "номер билета [[org:45 08 123456]]",
        "код бронирования [[org:4508 123456]]",
        "номер сделки [[org:45 08 123456]]",
        "КД [[org:4508 123456]] от 12.03.2024",
        "талон [[org:4508 123456]]",
        "ID [[org:9172942678]]",
        # the "тел" was the grouped phone's, not the next number's
        "водитель, тел [[pd.contacts:8 903 111 22 33]], машина А123ВС 77, ТТН [[org:4508 123456]]",
    ],
    "an office's inquiry line and its role mailboxes": [
        "Оргвзнос не взимается. Справки: [[org:+7 (48236) 7-94-77]], [[org:info@city-edu.ru]].",
        "Справки по телефону [[org:8 (4822) 62-36-84]]",
        "Резюме присылайте на [[org:cv@agency-kadry.ru]]",
        "Вопросы: [[org:edu@city-edu.ru]]",
    ],
    "what the new separators and letters must not join": [
        "договор № [[org:45-08/123456]] — оплачен",
        "заказ [[org:75 1234567]]",
        "загранпаспорт готов, заказ № [[org:75 1234567]]",
        "артикул [[org:4508]] — [[org:123456]] шт.",
        "кв. 5Б, [[org:8 800 555 35 35]]",
        "итого [[org:4 508 123 456 руб.]] — оплачено",
        "артикул [[org:4508123456]] — 2 шт.",
        "Заявка [[org:75 889 11 68]]",
    ],
    # after the eleventh round: runs of digits in chats and forms
    "eleven digits right after their own label": [
        "Заказ № [[org:89161234567]] от 12.03.2024",
        "лицевой счёт [[org:89031112233]]",
        "номер договора: [[org:89261234567]]",
        "л/с [[org:89161234567]]",
        "СНИЛС [[pd.snils:89161234520]]",
        "СНИЛС клиента: [[pd.snils:89031112279]]",
    ],
    "ten digits grouped two and eight after a thing's label": [
        "Заказ № [[org:45 08123456]]",
        "ИНН [[org:77 07083893]]",
        "артикул [[org:45 08123456]]",
    ],
    "another paper asked for or named in the same clause": [
        "Оператор: номер полиса?\nКлиент: серия [[org:4605]] номер [[org:384510]]",
        "Назовите номер, под которым зарегистрирован заказ [[org:4508 123456]]",
        "полис, который выдали вчера, серия [[org:4508]] № [[org:123456]]",
    ],
}

# The other side of "phones in a row": the address before a phone keeps its own words.
ADDRESSES_BEFORE_A_PHONE = {
    "an address, then a phone": [
        "[[pd.address:Ленина 5]], 8 917 294 26 78",
        "адрес: [[pd.address:ул. Ленина 5]], 8 917 294 26 78",
        "Адрес: [[pd.address:ул. Ленина 5]], тел. 8 917 294 26 78",
        "[[pd.address:Ленина 5-12]], 8 917 294 26 78, 8 903 111 22 33",
    ],
}


test_every_document_number_and_contact_is_replaced, test_organisation_values_stay = document_tests(
    FOUND, KEPT
)


@pytest.mark.parametrize(
    "example", examples(ADDRESSES_BEFORE_A_PHONE), ids=lambda e: f"{e.family}: {e.text[:40]}"
)
def test_an_address_before_a_phone_keeps_its_words(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    check_found(pseudonymizer, example, "pd.address")
