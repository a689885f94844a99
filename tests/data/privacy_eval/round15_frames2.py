"""Sentence frames of the fifteenth dev round (round15.py), scans, notes and exports: four
situations a genre, as in round15_frames.py."""

from __future__ import annotations

_SANATORIUM = "ГУП санаторий «Кумыс-Тау»"
_HONEY = "КФХ «Бурзянская борть»"
_CARSHARING = "ООО «УфаДрайв»"
_HALL = "ООО «Банкетный зал «Ак Йорт»»"
_HORSE_VET = "ООО «Конный ветцентр «Иноходец»»"
_HOCKEY = "МАУ ДО «Спортивная школа по хоккею «Тулпар»» г. Уфы"
_VILLAGE = "Администрация сельского поселения Аскаровский сельсовет"

_OCR = [
    {  # a village council's extract from its household book, scanned
        "heads": [
            "{ba_village_admin}\nВЫПИСКА ИЗ ПОХОЗЯЙСТВЕННОЙ КНИГИ № {ba_extract_no}\n"
            "похозяйственная книга № {ba_household}, лицевой счёт хозяйства № {ba_household_ls},"
            " 2021-2025 гг.\nЧлен хозяйства, записанный первым: {fio}, {ba_dob_dots} г.р. (в книге "
            "1997 г. — {ba_uly} {g:улы|кызы})"
        ],
        "bodies": [
            "Адрес хозяйства: {ba_adr_house}",
            "Состав хозяйства (родственные отношения к записанному первым):",
            "{fio2} — {g2:муж|жена}, {ba_dob2}",
            "{ba_hyph3} — {g3:сын|дочь}, {ba_dob_words3}",
            "{ba_spaced4} — {g:мать|свекровь}, {ba_born4} г.р.",
            "Земля в пользовании: {ba_area} кв. м, кадастровый № {ba_cadastre}; жилой дом, "
            "бревенчатый, 1978 г. постройки",
            "Скот и пчёлы на 1 января: КРС — 2 гол., лошади — 3 гол., пчелосемьи — 14",
            "Выписка дана для предъявления в Социальный фонд по месту требования.",
        ],
        "tails": [
            "Глава сельского поселения ______ {ba_sur_io5}\nУправляющий делами ______ "
            "{ba_sur_i6}\nМ.П.          {date}"
        ],
        "count": (7, 8),
        "kin": (2, 3, 4),
        "spouse": 2,
        "children": (3,),
        "women": (4,),
        "years": {1: (1960, 1980), 2: (1960, 1982), 3: (1996, 2010), 4: (1936, 1950)},
        "town": "Аскарово",
        "companies": [_VILLAGE],
    },
    {  # a rural school's list of the children its bus carries, scanned
        "heads": [
            "{ba_school}\nУТВЕРЖДАЮ: директор ______ {ba_sur_io6}\nСПИСОК\nобучающихся, "
            "подвозимых школьным автобусом по маршруту № 2 «Байгазино — Старосубхангулово»\n"
            "автобус ПАЗ-32053-70, гос. номер {ba_plate}, водитель {ba_sur_io5}\n"
            "№ | Ф.И.О. обучающегося | Дата рожд. | Класс | Адрес | Родитель, телефон"
        ],
        "bodies": [
            "1 | {fio} | {ba_dob_dots} | 7 «Б» | {ba_adr_village} | мать {io2}, {ba_tel2}",
            "2 | {ba_caps_first3} | {ba_dob_odd3} | 3 «А» | {ba_adr_village3} | мать {io4}, "
            "{ba_tel4}",
            "3 | {ba_sur_io7} | {ba_dob7} | 9 «А» | {ba_adr_village7} | {ba_sur_io8}, {ba_tel8}",
            "Место посадки: {ba_stop}, отправление в {time}",
            "Родители проинформированы о правилах поведения в автобусе, согласия на подвоз "
            "хранятся в канцелярии.",
        ],
        "tails": ["Водитель ознакомлен ______ {ba_sur_i5}          {date}"],
        "count": (4, 5),
        "kin": (2,),
        "women": (2, 4),
        "men": (5, 6),
        "years": {1: (2011, 2019), 3: (2011, 2019), 7: (2010, 2018)},
        "town": "Старосубхангулово",
        "companies": ["МОБУ СОШ с. Старосубхангулово"],
    },
    {  # a gas utility's emergency crew's act after a leak, scanned
        "heads": [
            "{ba_gas}\nАварийно-диспетчерская служба\nАКТ № {ba_act_no}\nо локализации утечки "
            "газа и отключении газоиспользующего оборудования\n{date}                г. Уфа"
        ],
        "bodies": [
            "Заявка № {ba_gas_req} поступила в {time} от {fio_gen}, тел. {ba_tel}.",
            "Адрес квартиры заявителя: {ba_adr}",
            "Комиссия: мастер АДС {ba_sur_io2}, слесарь {ba_sur_io3}, представитель {ba_uk} "
            "{ba_sur_io4}.",
            "Установлено: утечка газа на резьбовом соединении перед счётчиком, загазованность "
            "{ba_gas_pct} % НКПР.",
            "Выполнено: перекрыт кран на стояке, соединение перебрано, опрессовка — норма. Газ "
            "подан в {time}.",
            "В кв. 41 и 44 доступ не обеспечен, газ не подан, уведомления оставлены. Собственник "
            "кв. 44 — {fio5}, тел. {ba_tel_chat5}.",
            "С актом ознакомлен{g:|а}, претензий не имею ______ {ba_sur_io}, паспорт {ba_pass}",
        ],
        "tails": ["Мастер АДС ______ {ba_sur_i2}"],
        "count": (6, 7),
        "men": (2, 3),
        "home_town": "Уфа",
        "town": "Уфа",
        "companies": ["АО «Газ-Сервис Уфа»"],
    },
    {  # a music school's protocol of its auditions for the kurai class, scanned
        "heads": [
            "{ba_music_school}\nОтделение башкирских народных инструментов\nПРОТОКОЛ № "
            "{ba_protocol_no}\nвступительного прослушивания в класс курая, {date}\nКомиссия: "
            "{ba_sur_io5} (председатель), {ba_sur_io6}, концертмейстер {ba_sur_i7}\n"
            "Ф.И.О. поступающего | Дата рождения | Слух / ритм / память | Исполнил | Решение"
        ],
        "bodies": [
            "{fio} | {ba_dob_dots} | 5 / {ba_mark} / 5 | {ba_tune} (напев) | рекомендован{g:|а}",
            "{ba_spaced2} | {ba_dob_boxes2} | 4 / {ba_mark} / 4 | {ba_tune} (на свирели) | "
            "рекомендован{g2:|а}",
            "{ba_caps_first3} | {ba_dob_odd3} | 5 / 5 / {ba_mark} | песня «Ай, Уралым» | "
            "рекомендован{g3:|а}",
            "{fio4} | {ba_dob4} | 3 / 3 / 4 | — | в класс кубыза",
            "Заявление о приёме {fi_gen} подано матерью, {ba_sur_io_ins8}, тел. {ba_tel8}.",
            "Примечание: курай поступающим выдаёт школа; мундштук индивидуальный.",
        ],
        "tails": [
            "Зачисление — приказом {ba_order_ref}.\nПредседатель комиссии ______ {ba_sur_i5}\n"
            "Секретарь ______ {ba_sur_io9}"
        ],
        "count": (5, 6),
        "kin": (8,),
        "women": (8,),
        "years": {i: (2015, 2019) for i in (1, 2, 3, 4)},
        "town": "Уфа",
        "companies": ["МБУ ДО «Детская школа искусств № 7» г. Уфы"],
    },
]

_NOTE = [
    {  # an equine vet's visit notes in a phone
        "heads": ["выезды {date}, заметки (вет. {ba_sur_i6})"],
        "bodies": [
            "- 8:30 КФХ {fi}, {ba_adr_village} — кобыла {ba_horse}, колики, спазмолитик в/в, "
            "через 2 ч перистальтика есть, завтра повторно",
            "- {ba_low2} — мерин {ba_horse2}, рост в холке {ba_hands} см, засечка на пясти, "
            "обработал, повязка, оплата наличными",
            "- звонил {ba_patr3} (конюх у {fi_gen4}): жеребёнок не сосёт, {ba_tel_chat3}",
            "- {fio4} — договор {ba_vet_contract} продлить, счёт на КФХ, ИНН главы {ba_inn4}",
            "- {i} {g:агай|апай} обещал{g:|а} две банки кумыса 😄",
            "- сибирская язва: 12 голов у {fi_gen5}, {ba_adr_village5}, к {date}",
            "- Акбузат у {f_gen2} кусается, к нему только с помощником",
            "- {ba_dim_dat2} сказать: повязку не мочить, в денник опилки",
            "- чип {ba_chip} у кобылы {ba_horse} не читается, переставить",
            "- за выезды к {f_dat5} выставить {ba_sum}",
        ],
        "count": (5, 7),
        "men": (3, 6),
        "sums": (3000, 12000),
        "companies": [_HORSE_VET],
    },
    {  # a youth hockey coach's notebook
        "heads": ["тренер, тетрадь — группа 2015 г.р., {date}"],
        "bodies": [
            "- {fi} — вратарь, реакция лучше, на растяжке ленится; отец просит индивидуалки 2 "
            "раза в нед.",
            "- {ba_low2} — сотрясение в субботу, справка невролога до {date}, на лёд не ставить",
            "- {ba_dim_nom3} (так мама зовёт, в заявке {fio3}) — в сборную района, ДР {ba_dob_dm3}",
            "- отец {f_gen5} — {io4}, {ba_tel4}, обещал автобус на выезд в Стерлитамак",
            "- загран у {f_gen6} заканчивается, до Астаны проверить!",
            "- номера {ba_jersey} и {ba_jersey2} поменять, {f2} {g2:вырос|выросла} из формы",
            "- экскурсия на тренировку МХЛ к «Салавату Юлаеву» — договориться с {ba_sur_io7}",
            "- товарищеский с Нефтекамском {ba_score}, у {ba_dim_gen3} две шайбы",
        ],
        "count": (5, 7),
        "men": (1, 4),
        "years": {i: (2014, 2016) for i in (1, 2, 3, 5, 6)},
        "companies": [_HOCKEY],
    },
    {  # a village council's secretary going round the houses for the household book
        "heads": ["обход по похозяйственному учёту, ул. Школьная и Заречная — {date}"],
        "bodies": [
            "- {fio}: в хозяйстве 4 чел., корова 1, лошади 2, ульев 20 (бортник, в лес ходит сам)",
            "- у {fi_gen} прибавление: {g7:внук|внучка} {i7}, {ba_dob_dots7}, вписать в книгу",
            "- {ba_caps_first2} — переехал{g2:|а} к детям в Сибай, дом пустой, свет отключён",
            "- {ba_low3} просит справку о составе семьи на субсидию: паспорт серия {ba_pass_ser3} "
            "№ {ba_pass_num3}, СНИЛС {ba_snils3}",
            "- {ba_patr4} опять жжёт траву у речки, предупредить — штраф",
            "- {fio5} — ДР {ba_dob_dm5}, 90 лет! поздравить от главы, грамота + подарок",
            "- гусак у {f_gen6} кидается на детей у школы, поговорить",
            "- дикая груша у клуба легла на провода — звонить в РЭС",
            "- {ba_uly8} {g8:агай|апай} — сведения по скоту не дал{g8:|а}, зайти в субботу",
        ],
        "count": (5, 7),
        "kin": (7,),
        "men": (4,),
        "women": (5,),
        "years": {5: (1936, 1936), 7: (2024, 2025)},
        "companies": [_VILLAGE],
    },
    {  # a honey farm's order book
        "heads": ["заказы, неделя с {date}"],
        "bodies": [
            "- {fi} — {ba_honey} {ba_litres} + липовый 3 л, СДЭК до двери, {ba_adr_chat}, "
            "оплатил{g:|а}",
            "- {ba_low2} — гречишный 5 кг, привезти на дачу в субботу: {ba_adr_snt2}, "
            "{ba_tel_chat2}",
            "- {ba_dimsur3} (постоянная, скидка 10 %) — подарочные наборы ×3, счёт на {ba_mail3}",
            "- {ba_uly4} {g4:агай|апай} — 40 кг разнотравья на перепродажу, предоплата {ba_sum}",
            "- бортник {ba_patr5} привёз 12 кг бортевого — {ba_sum_b} ему на карту {card5}",
            "- посылка {fi_dat6} (мама постоянной покупательницы), Почтой: {ba_adr6}, ДР у неё "
            "{ba_dob_dm6} — вложить открытку",
            "- белка прогрызла рамку в омшанике, поставить сетку",
            "- иволга весь день у пасеки — пчёл ловит, что ли",
        ],
        "count": (6, 8),
        "women": (3, 6),
        "men": (5,),
        "sums": (8000, 30000),
        "companies": [_HONEY],
    },
]

_MIXED = [
    {  # a car-sharing service's damage report exported in JSON
        "heads": [
            '{"service": "UfaDrive", "report": "damage", "created": "{ba_isoday}T18:42:11+05:00",'
            ' "trip": "{ba_trip_no}",'
        ],
        "bodies": [
            ' "car": {"model": "{ba_car}", "plate": "{ba_plate}", "odometer_km": 48213},',
            ' "user": {"name": "{ba_lat_full}", "name_ru": "{fio}", "birth_date": "{ba_dob_iso}",'
            ' "phone": "{ba_tel_plus}", "email": "{ba_mail}"},',
            ' "second_driver": {"login": "{ba_login2}", "name": "{fi2}"},',
            ' "damage": [{"part": "rear_bumper", "type": "scratch", "length_cm": 15, "photos": '
            "4}],",
            ' "end_location": {"address": "{ba_adr_latin}", "lat": 54.77, "lon": 56.04},',
            ' "support": {"agent": "{ba_sur_i3}", "act": "{ba_act_no}", "resolution": '
            '"user_not_liable"},',
            ' "company": {"name": "{company}", "inn": "{ba_inn_org}", "hotline": "{hotline}"}',
        ],
        "tails": ["}"],
        "count": (7, 7),
        "kin": (2,),
        "spouse": 2,
        "companies": [_CARSHARING],
    },
    {  # a wedding hall's CRM export in CSV
        "heads": [
            "# ak-yort CRM export {ba_isoday}; utf-8\n"
            "booking;event_date;hall;client;client_lat;phone;email;guests;deposit;notes"
        ],
        "bodies": [
            "{ba_banquet_no};{ba_event};Большой;{fio};{ba_lat_full};{ba_tel_plus};{ba_mail};"
            "{ba_guests};{ba_sum};никах утром, халяль",
            "{ba_banquet_no};{ba_event};Большой;{fio2};{ba_lat_full2};{ba_tel_plus2};;;;жених",
            "{ba_banquet_no_b};{ba_event3};Малый;{ba_caps_first3};{ba_icao_full3};{ba_tel_plus3};"
            "{ba_mail3};{ba_guests3};{ba_sum_b};юбилей 60, д.р. {ba_dob_dots3}",
            "{ba_banquet_no_c};{ba_event4};Малый;{fi4};;{ba_tel_chat4};;{ba_guests4};;проводы в "
            "армию, призывник {ba_lat_full5} ({ba_dob_iso5})",
            "# contract customer: {fio6}, passport {ba_pass6}, reg. {ba_adr6}",
            "# support: {ba_mailbox_org}, {ba_landline_org}",
        ],
        "count": (6, 6),
        "spouse": 2,
        "women": (1,),
        "men": (5,),
        "years": {1: (1996, 2004), 3: (1965, 1966), 5: (2006, 2007)},
        "sums": (30000, 120000),
        "roles": ("crm", "banket"),
        "town": "Стерлитамак",
        "companies": [_HALL],
    },
    {  # a youth hockey team's entry for a tournament in Kazakhstan, in Latin
        "heads": [
            "KAZAKHSTAN CUP U11 — TEAM ENTRY\nTeam: HC TULPAR (Ufa, Russia)   Entry "
            "{ba_application_no}\nNo;Surname;Name;DOB;Pos;Passport"
        ],
        "bodies": [
            "{ba_jersey};{ba_icao_last};{ba_icao_first};{ba_dob_latin};G;{ba_zagran}",
            "{ba_jersey2};{ba_icao_last2};{ba_icao_first2};{ba_dob_latin2};D;{ba_zagran2}",
            "{ba_jersey3};{ba_icao_last3};{ba_icao_first3};{ba_dob_latin3};F;{ba_zagran3}",
            "{ba_jersey4};{ba_lat_last4};{ba_lat_first4};{ba_dob_latin4};F;{ba_zagran4}",
            "Head coach: {ba_icao_full6}, DOB {ba_dob_latin6}, passport {ba_zagran6}, mobile "
            "{ba_tel_plus6}",
            "Team manager: {ba_lat_full7}, e-mail {ba_mail7}, WhatsApp {ba_tel_plus7}",
            "Entry fee: {ba_sum}, paid by {company}; medical insurance {ba_insurer}",
        ],
        "count": (6, 7),
        "men": (6,),
        "years": {**{i: (2015, 2015) for i in (1, 2, 3, 4)}, 6: (1975, 1990)},
        "sums": (150000, 300000),
        "companies": [_HOCKEY],
    },
    {  # a kumis sanatorium's booking export in XML
        "heads": [
            '<?xml version="1.0" encoding="UTF-8"?>\n<bookings sanatorium="{company}" '
            'inn="{ba_inn_org}" exported="{ba_isoday}">'
        ],
        "bodies": [
            '  <booking id="{ba_voucher_no}" arrival="{ba_event}" nights="21" program="kumys">',
            '    <guest main="1"><fio>{fio}</fio><lat>{ba_lat_full}</lat><birth>{ba_dob_iso}'
            "</birth><doc>{ba_pass}</doc><phone>{ba_tel_plus}</phone><snils>{ba_snils}</snils>"
            "</guest>",
            "    <guest><fio>{fio2}</fio><birth>{ba_dob_iso2}</birth><relation>{g2:муж|жена}"
            "</relation></guest>",
            "    <address>{ba_adr}</address>",
            '    <payment amount="{ba_sum}" payer_inn="{ba_inn}"/>',
            "  </booking>",
            '  <booking id="{ba_voucher_no_b}" arrival="{ba_event3}" nights="14" program="inhal">'
            "<guest><fio>{ba_caps_first3}</fio><birth>{ba_dob_iso3}</birth><phone>{ba_tel_chat3}"
            "</phone><note>кумыс не переносит</note></guest></booking>",
        ],
        "tails": ["</bookings>"],
        "count": (7, 7),
        "kin": (2,),
        "spouse": 2,
        "years": {1: (1950, 1975), 2: (1950, 1975)},
        "sums": (48000, 96000),
        "companies": [_SANATORIUM],
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
