"""Sentence frames of the seventeenth dev round (round17.py), scans, notes and exports: four
situations a genre, as in round17_frames.py."""

from __future__ import annotations

_ICE = "ОГКУ «Дирекция ледовых переправ Иркутской области»"
_SMELTER = "АО «Братский алюминиевый комбинат»"
_DATSAN = "МРО буддистов «Дацан Дэчен Даржалинг»"
_GLAMP = "ООО «Глэмпинг Байкальская бухта»"
_WRESTLING = "АНО «Клуб бурятской борьбы «Баатар»»"
_ORPHANAGE = "ОГКУ «Центр помощи детям г. Усолье-Сибирское»"
_HYDRO = "Филиал «Братская ГЭС» ПАО «Ангарская гидрогенерация»"
_GEO = "ООО «Байкалгеопоиск»"
_FIRE = "ОГАУ «Иркутская база авиационной охраны лесов»"
_FISH = "ООО «Баргузинская коптильня»"
_BOAT = "ООО «Байкальская флотилия»"

_BUR = "bur"

_OCR = [
    {  # a page of a datsan's book of prayer orders, scanned
        "heads": [
            "{company}\nКНИГА ЗАПИСИ ЗАКАЗОВ НА ХУРАЛЫ, лист {ir_page}, {date}\n№ | Заказчик | "
            "За кого (имя, год рожд.) | Хурал | Пожертв. | Телефон"
        ],
        "bodies": [
            "{ir_prayer_no} | {fio} | {i} {ir_born}, {i2} {ir_born2} | Сундуй | {ir_sum} | "
            "{ir_tel}",
            "{ir_prayer_no_b} | {ir_caps_first3} | за себя и {g4:сына|дочь} {i_acc4} ({ir_born4}, "
            "{ir_animal4}) | Алтан Гэрэл | {ir_sum_b} | —",
            "— | {ir_spaced5} | {i5} {ir_born5} | Балдан Лхамо | 500 | {ir_tel_home5}",
            "— | {ir_sur_io6} | ушедш{g7:ий|ая}: {fio7}, {ir_dob_dots7} | Ном уншалга | 1000 | "
            "{ir_tel_chat6}",
            "Прим.: у {ir_sur_io_gen3} в старом паспорте фамилия писалась «{ir_typo3}»",
        ],
        "tails": ["Записи сверил: лама-администратор ______ {ir_sur_i8}\nКасса ______"],
        "count": (5, 5),
        "kin": (2, 4),
        "spouse": 2,
        "men": (8,),
        "folk": {i: "bur" for i in range(1, 9)},
        "years": {4: (1998, 2012), 7: (1930, 1950)},
        "sums": (500, 5000),
        "town": "Улан-Удэ",
        "companies": [_DATSAN],
    },
    {  # a permit for the ice road at Листвянка, scanned
        "heads": [
            "{company}\nРАЗРЕШЕНИЕ № {ir_ice_no}\nна проезд по ледовой переправе «Листвянка — "
            "Порт Байкал» (исток р. Ангары)"
        ],
        "bodies": [
            "Выдано: {fio}",
            "Дата рождения: {ir_dob_odd}",
            "Документ водителя (паспорт): {ir_pass}",
            "Адрес: {ir_adr}",
            "Телефон: {ir_tel}",
            "ТС: {ir_car}, г/н {ir_plate}, масса {ir_car_t} т",
            "Срок действия: с {ir_day} по {ir_day_b}, в светлое время суток",
            "Толщина льда на дату выдачи: {ir_ice_cm} см; допустимая масса ТС — до 3,5 т",
            "Оплачено {ir_sum}, квитанция {ir_receipt}",
        ],
        "tails": ["Начальник переправы ______ {ir_sur_io2}\nМ.П."],
        "count": (8, 9),
        "men": (2,),
        "sums": (500, 1500),
        "town": "Листвянка",
        "companies": [_ICE],
    },
    {  # a smelter potroom's work permit with its brigade, scanned
        "heads": [
            "{company}\nЭлектролизный цех, корпус № {ir_corpus}\nНАРЯД-ДОПУСК № {ir_naryad}\nна "
            "работы повышенной опасности (замена анодов, работа на высоте)"
        ],
        "bodies": [
            "Выдающий наряд: начальник смены {ir_sur_io}",
            "Ответственный руководитель работ: мастер {ir_caps_first2}, тел. {ir_tel_work2}",
            "Производитель работ: бригадир {ir_sur_io3}, таб. № {ir_tab3}",
            "Члены бригады: {ir_sur_io4} (таб. {ir_tab4}), {ir_sur_io5} (таб. {ir_tab5}), "
            "{ir_hyph6}",
            "Целевой инструктаж проведён мастером {ir_sur_io_ins2}",
            "Начало работ: {ir_day} {time}",
            "Меры безопасности: снять напряжение с МПР, спецодежда ТВ, не приближаться к ванне "
            "с непросушенным инструментом",
            "При несчастном случае сообщить: здравпункт корпуса; родственники бригадира — {io7}, "
            "{ir_tel7}",
            "Допуск разрешил дежурный электромонтёр {ir_sur_i8}",
        ],
        "tails": ["Наряд закрыт {date} {time}     Подпись ______ {ir_sur_io3}"],
        "count": (9, 9),
        "men": (1, 2, 3, 4, 5, 6, 8),
        "town": "Братск",
        "companies": [_SMELTER],
    },
    {  # a team's entry for a Buryat wrestling tournament, with the doctor's admission, scanned
        "heads": [
            "ЗАЯВКА\nна участие в турнире по бурятской национальной борьбе в рамках Сурхарбана\n"
            "Команда: {company}          {ir_sday}\n№ | Ф.И.О. | Дата рожд. | Вес. кат. | Разряд | "
            "Допуск врача"
        ],
        "bodies": [
            "1 | {ir_caps_first} | {ir_dob_dots} | до 60 | КМС | допущен",
            "2 | {fio2} | {ir_dob_boxes2} | до 70 | 1 | допущен",
            "3 | {ir_spaced3} | {ir_dob_odd3} | абс. | МС | допущен",
            "4 | {ir_sur_io4} | {ir_dob4} | до 80 | 2 | не допущен (травма)",
            "Представитель команды: {fio5}, тел. {ir_tel5}, адрес: {ir_adr5}",
            "Тренер: {ir_sur_io6}, паспорт {ir_pass6}",
            "Врач ______ {ir_sur_i7}      М.П.",
        ],
        "tails": ["Руководитель {company} ______ {ir_sur_io8}"],
        "count": (7, 7),
        "men": (1, 2, 3, 4, 6),
        "folk": {1: _BUR, 2: _BUR, 3: _BUR, 4: _BUR, 5: _BUR, 6: _BUR},
        "years": {1: (1996, 2007), 2: (1996, 2007), 3: (1990, 2004), 4: (1996, 2007)},
        "town": "Улан-Удэ",
        "companies": [_WRESTLING],
    },
]

_NOTE = [
    {  # the forest paratroopers' team commander's log
        "heads": ["ПДПК Братского авиаотделения, журнал нач. команды, {ir_sday}"],
        "bodies": [
            "- на дежурстве 14 чел., в резерве 6; старший группы на вылет — {ir_sur_i}",
            "- {ir_patr2} — отпуск по семейным до 20-го, замена — {ir_low3}",
            "- {fio4}, {ir_born4} г.р., стажёр: первый прыжок сдал, тушить только с наставником "
            "{ir_sur_io_ins5}",
            "- пожар в кв. {ir_kv} Тангуйского лесничества, {ir_ha} га, верховой, сброс воды с "
            "Ми-8 в {time}",
            "- у {ir_dim_gen6} ДР {ir_dob_dm6}, скидываемся по 300",
            "- {ir_sur_io7} — подвернул голеностоп на приземлении, в травмпункт; жене ({i8}) "
            "позвонить {ir_tel_chat8}",
            "- пропуск на аэродром продлить: {ir_sur_io9}, паспорт {ir_pass9}",
            "- стажёру {ir_dim_dat4} общежитие не дали, живёт у родни: {ir_adr_short4}",
            "- коротких смен больше не ставить, люди вымотаны",
        ],
        "count": (6, 8),
        "men": (1, 2, 3, 4, 5, 6, 7, 9),
        "women": (8,),
        "years": {4: (2003, 2007)},
        "companies": [_FIRE],
    },
    {  # a fish smokery owner's orders for Friday
        "heads": ["заказы на пятницу, {date}"],
        "bodies": [
            "- {fio}, омуль г/к 3 кг + хариус х/к 1 кг, доставка {ir_adr_chat}, {ir_tel_chat}",
            "- {ir_low2}: 5 кг на свадьбу, самовывоз в 17:00, предоплата {ir_sum} пришла",
            "- курьер {fi9} (самозанят{g9:ый|ая}, ИНН {ir_inn9}) — расчёт по чеку в пятницу",
            "- {ir_dimsur3} — постоянн{g3:ый|ая}, скидка 10 %, отвезти на {ir_adr_short3}",
            "- в Улан-Удэ с автобусом для {ir_sur_io_gen4}, встретит на автовокзале, тел. "
            "{ir_tel4}",
            "- сиг с Баргузина не пришёл, {ir_patr5} обещал{g5:|а} к вечеру",
            "- коптильщик {ir_sur_i6} заболел, в субботу сам стою у коптильни",
            "- {ir_sur_io8} — 2 кг на дачу, доставка {ir_adr_snt8}, в субботу после обеда",
            "- {ir_sur_io7} — кафе, 20 кг, счёт на ИНН {ir_inn_org_b}",
            "- отзыв на 2ГИС от {ir_nick8}: «пересолено» — позвонить, извиниться",
            "- корсак опять крутился у склада ночью, сетку подлатать",
            "- бочку под засолку забрать у {ir_family_gen3}, обещали вернуть к пятнице",
        ],
        "count": (6, 8),
        "men": (5, 6),
        "sums": (4000, 9000),
        "companies": [_FISH],
    },
    {  # a geology party chief's field diary
        "heads": ["полевой дневник, отряд № 3, {ir_day}"],
        "bodies": [
            "- маршрут {ir_route}: {ir_sur_i} + {ir_sur_i2}, пробы {ir_sample}–{ir_sample_b}",
            "- {ir_dim_nom3} (промывальщик): шлих с ручья пустой, перемыть",
            "- {fio4} — клещ под лопаткой, снял, с бортом в Нижнеангарск на анализ",
            "- повар {ir_patr5} просит сгущёнку и лук, заказать с бортом",
            "- медведь у лагеря второй раз, ночью дежурит {ir_sur_i6} с фальшфейером",
            "- у {ir_sur_io_gen7} ДР {ir_dob_dm7}, торт из печенья 😄",
            "- лагерь: {ir_coords}",
            "- связь в 20:00, доложить {ir_sur_io_dat8}",
            "- бобры поставили дамбу на ручье, переходить выше по течению",
        ],
        "count": (6, 8),
        "men": (1, 3, 4, 6),
        "companies": [_GEO],
    },
    {  # an orphanage's volunteer coordinator's notes for the week
        "heads": ["волонтёры, заметки на неделю {date}"],
        "bodies": [
            "- {fio3}: справка о несудимости готова, договор волонтёра подписать, паспорт "
            "{ir_pass3}",
            "- {ir_low4} — ведёт кружок рисования по вторникам, {ir_tel_chat4}",
            "- сбор на новогодние подарки — на мою карту {card}, отчитаться в чате",
            "- {ir_dim_nom5} (8 лет) всё спрашивает про {ir_dim_acc4}, скучает",
            "- кандидаты в гостевой режим: {fio} с {g2:мужем|женой} {fi_ins2}, школа приёмных "
            "родителей пройдена, живут {ir_adr}",
            "- {ir_sur_io6} привезёт зимние куртки, 12 шт., размеры скинуть",
            "- поздравить {ir_dim_acc7} — ДР {ir_dob_dm7}",
            "- {ir_dim_nom5} подрался с {ir_dim_ins7}, поговорить с воспитателем",
            "- в отчёт для фонда: 14 выездов, 31 волонтёр",
            "- война с директором за телефоны для детей окончена 😄 разрешили по выходным",
        ],
        "count": (6, 8),
        "kin": (2,),
        "spouse": 2,
        "women": (3, 4),
        "years": {5: (2016, 2019), 7: (2011, 2016)},
        "companies": [_ORPHANAGE],
    },
]

_MIXED = [
    {  # a glamping site's bookings exported as CSV
        "heads": [
            "# booking export · {company} · {ir_isoday}\n"
            "id;check_in;nights;tent;guest;phone;email;dob;doc;city;total"
        ],
        "bodies": [
            "{ir_booking};{ir_isoday};2;{ir_tent};{ir_lat_full};{ir_tel_plus};{ir_mail};"
            "{ir_dob_iso};{ir_pass};{ir_town_lat};{ir_sum}",
            "BB-{ir_tab2};{ir_isoday};3;{ir_tent};{ir_icao_full2};{ir_tel_plus2};{ir_mail2};"
            "{ir_dob_latin2};{ir_zagran2};{ir_town_lat2};{ir_sum_b}",
            "BB-{ir_tab3};{ir_isoday};1;{ir_tent};{fio3};{ir_tel_plus3};;{ir_dob_iso3};"
            "{ir_pass3};{ir_town3};{ir_sum_b}",
            "# kids: {ir_lat_full4} ({ir_dob_iso4}) with guest 1",
            "# admin {ir_lat_sur_i5}; ИНН {ir_inn_org}, КПП {ir_kpp}; {ir_mailbox_org}",
        ],
        "count": (5, 5),
        "kin": (4,),
        "children": (4,),
        "years": {4: (2015, 2021)},
        "sums": (12000, 38000),
        "roles": ("booking", "info"),
        "town": "Листвянка",
        "companies": [_GLAMP],
    },
    {  # a fish smokery's online order, as the shop's webhook sends it (JSON)
        "heads": ['{"order_id": "{ir_fish_order}", "created": "{ir_isoday}T10:12:00+08:00",'],
        "bodies": [
            ' "customer": {"name": "{ir_lat_full}", "phone": "{ir_tel_plus}", "email": '
            '"{ir_mail}", "birthday": "{ir_dob_iso}"},',
            ' "delivery": {"service": "cdek", "address": "{ir_adr_latin2}", "recipient": '
            '"{fio2}", "recipient_phone": "{ir_tel_plus2}"},',
            ' "items": [{"sku": "OMUL-GK-1", "name": "Омуль горячего копчения, 1 кг", "qty": 3}, '
            '{"sku": "HAR-XK", "name": "Хариус холодного копчения", "qty": 1}],',
            ' "total": "{ir_sum}", "payment": "sbp",',
            ' "comment": "передайте {ir_dim_dat2}, это подарок на ДР {ir_dob_dm2} 🎁",',
            ' "manager": "{ir_login3}",',
        ],
        "tails": [
            ' "shop": {"inn": "{ir_inn_org}", "ogrn": "{ir_ogrn}", "email": "{ir_mailbox_org}"}}'
        ],
        "count": (6, 6),
        "sums": (3500, 12000),
        "roles": ("shop", "zakaz"),
        "town": "Улан-Удэ",
        "companies": [_FISH],
    },
    {  # a hydro power plant's pass requests exported as XML
        "heads": [
            '<?xml version="1.0" encoding="UTF-8"?>\n<pass_requests object="{ir_hydro}" '
            'contractor_inn="{ir_inn_org}" contract="{ir_contract}">'
        ],
        "bodies": [
            '  <request id="{ir_pass_req}" from="{ir_isoday}"><fio>{fio}</fio><birth>'
            '{ir_dob_iso}</birth><passport series="{ir_pass_ser}" number="{ir_pass_num}"/>'
            "<inn>{ir_inn}</inn></request>",
            '  <request id="PR-{ir_tab2}"><fio>{ir_caps_first2}</fio><birth>{ir_dob_iso2}</birth>'
            "<phone>{ir_tel_plus2}</phone><address>{ir_adr2}</address></request>",
            '  <request id="PR-{ir_tab3}"><fio_lat>{ir_icao_full3}</fio_lat><birth>'
            "{ir_dob_latin3}</birth><snils>{ir_snils3}</snils></request>",
            '  <vehicle plate="{ir_plate}" model="{ir_truck}" driver="{ir_sur_io4}"/>',
            "  <responsible>{ir_sur_io5}, {ir_tel_work5}</responsible>",
        ],
        "tails": ["</pass_requests>"],
        "count": (5, 5),
        "men": (1, 2, 3, 4, 5),
        "town": "Братск",
        "companies": [_HYDRO],
    },
    {  # a Baikal tour boat's passenger manifest, tab-separated as its system prints it
        "heads": [
            "ТЕПЛОХОД «Баргузин-2» · рейс {ir_voyage} Иркутск (Ракета) — Листвянка — Большие Коты "
            "· {ir_sday}\nСПИСОК ПАССАЖИРОВ (транспортная безопасность)\n"
            "№\tФамилия\tИмя\tОтчество\tДата рожд.\tДокумент\tТелефон"
        ],
        "bodies": [
            "1\t{f}\t{i}\t{o}\t{ir_dob_dots}\tпаспорт {ir_pass}\t{ir_tel_plus}",
            "2\t{f2}\t{i2}\t{o2}\t{ir_dob_dots2}\tпаспорт {ir_pass2}\t—",
            "3\t{f3}\t{i3}\t{o3}\t{ir_dob_dots3}\tсв-во о рожд. I-СТ {ir_birth_cert3}\t—",
            "4\t{ir_icao_last4}\t{ir_icao_first4}\t—\t{ir_dob_latin4}\tзагран {ir_zagran4}\t"
            "{ir_tel_plus4}",
            "5\t{f5}\t{i5}\t{o5}\t{ir_dob5}\tпаспорт {ir_pass5}\t{ir_tel_chat5}",
        ],
        "tails": [
            "Всего пассажиров: 5. Капитан ______ {ir_sur_io6}\nПомощник по пассажирской части "
            "{ir_sur_i7}, {company}, {ir_landline_org}"
        ],
        "count": (5, 5),
        "kin": (2, 3),
        "spouse": 2,
        "children": (3,),
        "years": {1: (1975, 1996), 2: (1975, 1996), 3: (2015, 2020)},
        "men": (6,),
        "town": "Иркутск",
        "companies": [_BOAT],
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
