"""Street addresses by their markers: in full ("г. Москва, ул. Ленина, д. 5, кв. 12"), short or
informal ("ул. Ленина 5-12", "мск, пр-т Мира 10 к1 кв 5", "ул. 8 Марта, 3"), and in Latin
letters ("Moscow, ul. Tverskaya, d. 12, kv. 5", "Lenina st. 5, apt. 12").

A grammar is expensive to try at every position, so each scan is anchored: the full form on the
house marker ("д. 5", "дом 5"), the short forms on a street marker ("ул", "пр-т", "st.").
A short form needs a street marker, a capitalised name (a number may lead it: "8 Марта",
"1-я Тверская") and a house number right after; a flat may follow as "-12" or "кв 5".

An address field ("Адрес регистрации:", "прописка:", "адрес доставки", "по адресу:", "Address:")
says what its value is, so there the value is taken whole, to where it ends, however it is
written, once it holds a house number and something only an address has besides it.

The markers are the FIAS/GAR lists of street and settlement types, full or short, in any case
and in the cases a sentence puts them ("на улице", "в доме 5 по улице"); regions, districts,
the postcode and the country may come before or after, on lines of their own; a house may be
said in words ("дом пять"). A courier's chat address runs to the intercom's code ("павлова 79
под 2 эт 4 кв 183 домофон 183#"). How the text is read first (capitals, OCR's spaces and
Latin capitals, a form's colons) is in address_text.py.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from svaya.privacy.address_text import latin_marks, original, part_colons, recased, squeezed
from svaya.privacy.keys import fold, text_key
from svaya.privacy.morphology import has_tag, readings
from svaya.privacy.spans import Span
from svaya.privacy.trie import trie_regex

# The FIAS/GAR list of street types, full (in any case a sentence puts them: "на улице", "по
# проспекту") and short, with or without the full stop.
_MARK_SHORT = (
    r"(?i:ул\.?|улиц(?:а|е|у|ы|ей)|пр-т(?:\.|[еау](?![\w-]))?|пр-кт\.?|просп\.?|проспект(?:е|а|у|ом)?|пр\.|пер\.?"
    r"|переул(?:ок|ке|ку|ка)|б-р\.?|бульв\.|бульвар(?:е|а|у)?|ш\.|ш(?=\s)|шоссе|наб\.?"
    r"|набережн(?:ая|ой|ую)|пл\.|пл(?=\s)|площад(?:ь|и|ью)|проезд(?:е|а|у)?|пр-д\.?|мкр(?:-?н)?\.?"
    r"|микрорайон(?:е|а|у)?|квартал(?:е|а|у)?|кв-л\.?|туп\.?|тупик(?:е|а|у)?|алле(?:я|е|ю|и)"
    r"|лини(?:я|и|ю)|тракт(?:е|а|у)?|спуск(?:е|а|у)?|дорог(?:а|е|у|и)|просек(?:а|е|у|и)"
    r"|слобод(?:а|е|у|ы)|городок|въезд|вал(?:у|е)?)"
)
_WORD_RU = r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*"
# Words that begin a line as a label, not a place's or a street's name ("Прописка Московский
# тракт, д. 1").
_NOT_PLACE = (
    r"(?!(?:Адрес|Прожива|Прописк|Прописан|Зарегистр|Регистрац|Место|Доставк|Курьер|Квартир|Жив"
    r"|Клиент|Получател|Куда|Отправ)[а-яё]*\s)"
)
# Regions and districts, in the nominative or as a sentence puts them ("Ленинского р-на"); an
# autonomous district or a town's district ("ХМАО-Югра", "Ямало-Ненецкий АО", "г.о. Химки").
_AREA = (
    r"(?:обл\.?|област(?:ь|и)|Респ\.|Республик[аи]|край|кра[яю]|р-н(?:а|е)?|район(?:а|е)?|о-в|остров|АО|авт\.\s?окр\.?"
    r"|автономн\w+\sокруг\w?|округ|г\.\s?о\.|городской\sокруг|м\.\s?р-н|с/с|сельсовет|с/п)"
)
_AREA_NAME = (
    rf"(?:{_WORD_RU}\s{_AREA}"
    r"|(?:городской\sокруг|г\.\s?о\.|муниципальный\s(?:район|округ)|м\.\s?р-н|м\.\s?о\.|сельское\sпоселение"
    r"|вн\.\s?тер\.\s?г\.|внутригородская\sтерритория(?:\sгорода)?)\s(?:город\s)?"
    rf"{_WORD_RU}|(?:Респ\.|Республика)\s{_WORD_RU}(?:\s\({_WORD_RU}\))?"
    r"|(?:МО|ЛО|ХМАО|ЯНАО|НАО|ЕАО|ЧАО|КБР|КЧР|РБ|РТ|РК|РС)(?:-[А-ЯЁ][а-яё]+)?)"
    # a second name after a dash ("Ханты-Мансийский автономный округ — Югра")
    rf"(?:\s?[—–]\s?{_WORD_RU})?"
)
_COUNTRY = r"(?:Россия|РФ|Российская\sФедерация)"
_AREA_ITEM = rf"{_AREA_NAME},?\s?"
# Settlements by their marker: short ("г.", "р.п.", "ст-ца") or in full ("село", "станица").
# Any case: forms write every part with a capital ("Г. Тула, Ул. Мира, Д. 5, Кв. 12").
_SETTLE_SHORT = (
    r"(?i:г|гор|пос|п|с|пгт|рп|р\.\s?п|г\.\s?п|д\.\s?п|к\.\s?п|п\.\s?г\.\s?т|дер|д|ст|х|мкр|мкр-н"
    r"|нп|г\.\s?о|аул|ст-ца|сл)"
)
_SETTLE_FULL = (
    r"(?i:город|село|деревня|пос[её]лок|хутор|станица|ст-ца|аул|кишлак|пгт|рп|снт|днт|тсн|поселение"
    r"|слобода)"
)
_SETTLED = (
    rf"(?:(?:{_SETTLE_SHORT}\.\s?|{_SETTLE_FULL}\s)"
    rf"(?:«[^»\n]{{1,40}}»|\"[^\"\n]{{1,40}}\"|{_WORD_RU}(?:[\s-]{_WORD_RU})?)"
    # as FIAS exports write it, the type after the name ("Москва г", "Екатеринбург г.")
    rf"|{_WORD_RU}\s(?:г|пгт|рп|п|с|х)\.?(?=[,\s]))"
)
# A person's name as streets are named ("8 Марта", "60-летия Октября", "им. Гагарина").
_NAME_WORD = (
    r"(?:\d{1,3}-?\s?лет(?:ия)?\s|\d{1,2}-?(?:[яйе]|го)?\s|(?:реки|р\.|канала|им\.|имени)\s)?"
    r"[А-ЯЁ][\w.-]*"
)
_NAME = rf"{_NOT_PLACE}{_NAME_WORD}(?:\s[А-ЯЁ][\w-]*){{0,2}}(?:\s(?:канала|реки|протоки))?"
# A number may lead the marker: "7-я линия В.О.", "2-я ул. Строителей".
# A district may be named by its number alone: "мкр. 3", "3 мкрн", "квартал 12А".
_DISTRICT = r"(?:мкр(?:-?н)?\.?|микрорайон|квартал|кв-л\.?)"
_STREET = (
    rf"(?:(?:\d{{1,2}}-?[яйе]\s)?{_MARK_SHORT}\s?{_NAME}|{_NAME}\s{_MARK_SHORT}"
    rf"|{_DISTRICT}\s?\d{{1,3}}[а-яА-Я]?|\d{{1,3}}[а-я]?(?:-?[йи])?\s{_DISTRICT})"
)
# A land plot ("уч. 45") is a village's or a garden partnership's house.
_HOUSE = (
    r"(?i:д\.|дом|уч\.|участок|влд?\.|владение|двлд\.|домовладение|зд\.|здание|соор\.|сооружение)\s?(?:№\s?)?\d+(?:(?:-?[а-яА-Я]|\s[А-Я])(?![а-яА-Я.]))?"
    r"(?:/\d+)?"
)
_BUILDING = r"(?:,?\s?(?i:корп\.|корпус|к\.|стр\.|строение)\s?\d+[а-яА-Я]?)"
# A building's letter ("лит. А", "литер Б").
_LITER = r"(?:,?\s?(?:лит\.?|литер[аы]?)\s?[А-ЯЁA-Z](?![\w]))"
_FLAT = (
    r"(?:,?\s?(?:в\s)?(?i:кв\.?|квартир[аеу]|оф\.?|офис|помещ\.|помещение|пом\.?|комн\.?|ком\.)\s?(?:№\s?)?"
    r"\d+[а-яА-Я]?)"
)
# A room of a flat or a hostel after the flat ("кв. 5, комн. 2", "пом. 2").
_ROOM = (
    r"(?:,?\s?(?:комн\.?|ком\.|комната|помещ\.|пом\.?|помещение)\s?\d{1,4}(?!\d)"
    r"|\s?\((?:комн\.?|ком\.|комната)\s?\d{1,3}\))"
)
# A town after the flat: "…, кв. 137, г. Самара", or a bare name ending the line or sentence.
_TOWN_AFTER = (
    r"(?:(?:,\s?|\s)г(?:\.\s?|\s)[А-ЯЁ][\w-]+(?:\s[А-ЯЁ][а-яё]+)?"
    r"|,\s?[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*(?:\s[А-ЯЁ][а-яё]+)?(?=\s*(?:$|[.;,)\n])))"
)
# After the town, its district in brackets ("(Вологодский р-н)"), or in the old order after the
# house a settlement, its district and region ("д. 1, с. Ивановка, Тамбовский р-н, Тамбовская
# обл."); the postcode, the country.
_PLACE_AFTER = (
    rf"(?:\s?\({_AREA_NAME}\))?(?:,\s?{_SETTLED})?(?:,\s?{_AREA_NAME}){{0,3}}(?:,\s?\d{{6}}(?!\d))?(?:,\s?(?:{_COUNTRY}|Russia|Russian\sFederation|RF|RU)(?:,?\s?\d{{6}})?"
    r"(?![\w-]))?"
)
_TOWN = rf"{_NOT_PLACE}{_WORD_RU}"
# A village or a garden partnership with a house and no street: "дер. Горки, д. 21", "с. Озёрное,
# д. 4", "СНТ «Ромашка», уч. 45", "с. Перемышль Перемышльский р-н Калужская обл. дом 46"; a
# partnership's numbered line or street before the plot ("с/т «Лесная поляна», линия 2, уч. 69").
_GARDEN = (
    r"(?i:снт(?:сн)?|днт|тсн|сот|днп|дпк|спк|кп|с/т|с/о|садов\w*\s(?:некоммерческ\w*\s)?товариществ\w*"
    r"|коттеджн\w*\sпос[её]л\w*)"
)
_VILLAGE = (
    rf"(?:{_SETTLE_SHORT}\.|{_SETTLE_FULL}|{_GARDEN})\s?"
    r"(?:[«\"][^»\"\n]{1,40}[»\"]|[А-ЯЁ][\w-]*(?:[\s-][А-ЯЁ][\w-]*)?)"
    rf"(?:,?\s{_AREA_NAME}){{0,2}}"
    r"(?:,?\s(?i:линия|ул\.?|улица|аллея|проезд|квартал|массив)\s?(?:№\s?)?\d{1,3}[а-я]?(?![\d.,]\d))?"
)
# An entrance and a floor, before the flat or after it ("под. 2, эт. 3, кв. 12").
_STAIR = (
    r"(?:,?\s?(?:(?:под\.?|подъезд|эт\.?|этаж)\s?(?:№\s?)?\d{1,2}(?!\d)"
    r"|\d{1,2}(?:-?й)?\s(?:под\.|подъезд|эт\.|этаж)|\d{1,2}-?п(?![\w.]|\s?\d)))"
)
_STAIRS = rf"{_STAIR}{{0,2}}"
# A courier's intercom code after the flat ("домофон 224#", "(код домофона 196В)", "код 12К34").
_INTERCOM = (
    r"(?:,?\s?\(?(?:код(?:\sдомофона)?|домофон)\s?(?:№\s?)?[#*]?\d{1,6}(?:[#*]|[кКвВ]\d{0,6}#?)?"
    r"(?![\w-])\)?)"
)
_ADDRESS = re.compile(
    rf"(?<![\w.-])(?:(?:\d{{6}}|{_COUNTRY}|{_AREA_NAME}|{_SETTLED}|{_TOWN})(?:,\s?(?:на\s)?|\s))*"
    rf"(?:{_STREET}|{_VILLAGE})"
    rf",?\s?{_HOUSE}"
    rf"{_BUILDING}{{0,2}}{_LITER}?"
    rf"{_STAIRS}{_FLAT}?{_ROOM}?{_STAIRS}{_INTERCOM}?{_TOWN_AFTER}?{_PLACE_AFTER}"
)

_HOUSE_ANCHOR = re.compile(
    r"(?i:д\.|дом|уч\.|участок|влд?\.|владение|двлд\.|зд\.|здание|соор\.)\s?(?:№\s?)?\d"
)
# An organisation's address is public (it is in the state register), not personal data.
_ORG_CONTEXT = re.compile(
    r"(?:юридическ|юр\.\s?адрес|место\s+нахождени|адрес\s+(?:организации|банка|компании|офиса|филиала)"
    r"|местонахожден|офис\w*\s+на|фактическ\w+\s+адрес\s+организации|registered\s+office"
    r"|(?:офис|филиал|отделени|склад|представительств)\w*\b[^\n]{0,40}по\s+адресу)[^\n]{0,40}$",
    re.IGNORECASE,
)
# Premises ("стр. 2", "пом. 4", "офис 220", "этаж 3") and no flat: how a company writes its
# address; a person's home has a flat or nothing.
_PREMISES = re.compile(r"(?:\bстр\.|\bпом\.?|\bофис|\bоф\.|\bэтаж|\boffice|\bfloor)\s?\d", re.I)
_FLAT_MARK = re.compile(r"\bкв\b|\bквартир|\bkv\b|\bapt\b", re.I)
_LOOK_BACK = 160

# Years of a state or a body, its initials in capitals ("60 лет СССР", "50-летия ВЛКСМ").
_YEARS_OF = r"\d{1,3}-?\s?(?:лет|летия)\s[А-ЯЁ]{2,6}(?![\w-])"
# A street's name: words in title case, led by a number ("8 Марта", "50 лет Октября", "2-я"), by
# "им."/"реки", or by a person's initials ("М. Горького"); or a year ("1905 года").
_NAME_SHORT = (
    rf"(?:(?:\d{{1,3}}[\s-](?:лет|летия)\s|\d{{1,2}}(?:-?[яйео]|-?го)?\s|(?:им\.|имени|реки|р\.|канала)\s"
    rf"|[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.\s?)?)?{_NOT_PLACE}{_WORD_RU}(?:\s{_WORD_RU}){{0,2}}"
    rf"(?:\s(?:канала|реки|протоки))?|\d{{4}}\sгода|{_YEARS_OF})"
)
# Not a quantity or a range of one ("в течение 5-7 дней", "от 3-5 тыс. руб.", "Мира 10 минут").
_NOT_QUANTITY = (
    r"(?!\d|\s?(?:дн|сут|час|мин|нед|мес|лет|год|руб|тыс|млн|шт|раз|%|кг|км|м\b|чел|штук|мест|р\.|₽"
    r"|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря))"
)
# Not the first digit of a phone number ("Горячая линия 8 (800) 555-35-35").
_HOUSE_SHORT = (
    r"(?:(?i:д\.?\s?|дом\s|влд?\.\s?|зд\.\s?|здание\s)(?:№\s?)?)?\d{1,4}(?:к\d{1,2}|-?[а-яА-Я](?![а-яА-Я]))?(?:/\d{1,3})?(?![\d.,]\d)(?!\s?\(\d{3}\)|[\s-]\d{3}[\s-]?\d)"
    r"(?:\s?-\s?\d{1,4}(?!\d)){0,2}"
)
_BUILDING_SHORT = r"(?:,?\s?(?i:корп\.?|корпус|к\.?|стр\.?|строение)\s?\d{1,3}[а-я]?)"
_FLAT_SHORT = (
    r"(?:,?\s?(?:в\s)?(?i:кв\.?|квартир[аеу]|оф\.?|офис|помещ\.|пом\.?|комн\.?|ком\.)\s?(?:№\s?)?\d{1,4}[а-я]?"
    r"|,\s?\d{1,4}(?![\d.,]\d))"
)
# A town before the street: "г. Тула, ", "Тула, ", or a three-letter shorthand ("мск", "врн").
# A town (and a region before it) before the street: "г. Тула, ", "Московская обл., г. Химки, ",
# "Тула, ", or a three-letter shorthand ("мск", "врн").
# The commas may be left out ("440459 Самара ул Садовая 14-301"), the full stop after "г" too,
# and a town written in lower case ("курск ул. Ленина 5"; checked in `_town_in_lower_case`).
# Regions, districts and islands may come first, two of them ("Московская обл., Одинцовский
# р-н, ", "спб, Васильевский о-в, "), and then no town.
# A settlement by its marker, its district after it, and "на" before the street ("в г. Твери, на
# ул. Советской"); a town in the locative case and "на" ("в Казани на Баумана 5").
_SETTLED_ITEM = rf"{_SETTLED},?\s?(?:{_AREA_ITEM})?(?:на\s)?"
_CITY_SHORT = (
    rf"(?:(?:{_COUNTRY},\s?)?(?:\d{{6}},?\s)?(?:[а-яё]{{3}},\s(?={_AREA_ITEM}))?(?:{_AREA_ITEM}){{0,3}}"
    rf"(?:{_SETTLED_ITEM}){{0,2}}"
    rf"(?:(?:{_SETTLE_SHORT}\s{_TOWN}|{_TOWN}),?\s"
    rf"|{_WORD_RU}\sг\.,?\s|[а-яё]{{3,}}(?:-[а-яё]+)*,?\s|(?:СПб|Спб|[А-ЯЁ]{{2,3}}|[A-Z][a-z]+),\s)"
    rf"|(?:\d{{6}},?\s)?(?:[а-яё]{{3}},\s)?(?:{_AREA_ITEM}){{1,3}}(?:{_SETTLED_ITEM}){{0,2}}"
    rf"|(?:\d{{6}},?\s)?(?:{_SETTLED_ITEM}){{1,2}}"
    rf"|(?<=[\s(]в\s){_TOWN},?\sна\s)"
)
_TAIL_SHORT = (
    rf"{_BUILDING_SHORT}{{0,2}}{_LITER}?{_STAIRS}{_FLAT_SHORT}?{_ROOM}?{_STAIRS}{_INTERCOM}?{_TOWN_AFTER}?"
    rf"{_PLACE_AFTER}"
)
# A street named by its number alone ("7-я линия", "2-й проезд", "13 линия"), a district's
# initials after it ("7-я линия В.О.", "13 линия ВО").
_NUMBERED = rf"\d{{1,2}}(?:-?[яйе])?\s{_MARK_SHORT}(?:\s(?:[А-ЯЁ]\.){{1,2}}|\s[А-ЯЁ]{{2}}(?!\w))?"
_SHORT = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:\d{{1,2}}-?[яйе]\s)?{_MARK_SHORT}\s?{_NAME_SHORT}"
    rf"|{_NAME_SHORT}\s{_MARK_SHORT}|{_NUMBERED})"
    rf"(?:,\s?|\s){_HOUSE_SHORT}{_NOT_QUANTITY}{_TAIL_SHORT}"
)
# A street marker and a name in lower case, as chats write them ("г москва ул тверская д 7 кв 12",
# "на ул тверской 7 кв 12"); only markers that are no ordinary word ("проезд", "площадь" are).
_MARK_LOWER = r"(?:ул\.?|улиц[аеуы]|пр-т\.?|пр-кт\.?|просп\.|пер\.|б-р\.?|наб\.|мкр(?:-?н)?\.?)"
_SHORT_LOWER = re.compile(
    rf"(?<![\w.-])(?:(?:г\.?\s?)?[а-яё]{{3,}}(?:-[а-яё]+)*,?\s)?{_MARK_LOWER}\s?(?:\d{{1,2}}-?[яйе]\s)?"
    r"[а-яё]{3,}(?:[\s-][а-яё]{3,})?,?\s(?:д\.?\s?|дом\s)?\d{1,4}[а-я]?(?:/\d{1,3})?(?![\d.,]\d)"
    # the flat after a space as a voice message is typed ("ул ленина 5 12"), not a quantity
    rf"(?:\s?-\s?\d{{1,4}}(?!\d)|\s\d{{1,4}}(?![\d.,:/-]){_NOT_QUANTITY}(?!\s[а-яё]+(?:я|та|ля|ря)\b))?"
    rf"{_TAIL_SHORT}"
)
# No street marker, but a house marker ("смр Гагарина д 102 кв 34").
_NAMED_HOUSE = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?{_NAME_SHORT},?\s(?:д\.?\s?|дом\s)\d{{1,4}}[а-яА-Я]?(?:/\d{{1,3}})?"
    rf"(?![\d.,]\d){_TAIL_SHORT}"
)
# A village's marker: "д. Иваньково, 15", "с. Березовка, 12" (after a label).
_VILLAGE_MARK = r"(?:(?:дер|д|с|пос|п|пгт|х|ст)\.|деревня|село|поселок|посёлок|хутор|(?i:снт))"
# Neither, right after an address label: a name and "house-flat" ("Космонавтов 133-21").
_BARE = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:{_MARK_SHORT}|{_VILLAGE_MARK})\s?)?{_NAME_SHORT},?\s"
    r"\d{1,4}(?:к\d{1,2}|[а-яА-Я])?(?:/\d{1,3})?(?:\s?-\s?\d{1,4}){0,2}(?![\d.,]?\d)"
    rf"{_NOT_QUANTITY}{_TAIL_SHORT}"
)
# The house first: "д. 21, кв. 275, пр-кт Мира, Воронеж".
_HOUSE_FIRST = re.compile(
    rf"(?<![\w.-])(?:(?:кв\.?|квартир[аеу])\s?\d{{1,4}},?\s)?(?:д\.?\s?|дом[еау]?\s)\d{{1,4}}[а-яА-Я]?"
    rf"(?:/\d{{1,3}})?{_BUILDING_SHORT}?{_FLAT_SHORT}?,?\s(?:(?:по|на)\s)?"
    rf"(?:{_MARK_SHORT}\s?{_NAME_SHORT}|{_NAME_SHORT}\s{_MARK_SHORT}){_TOWN_AFTER}?{_PLACE_AFTER}"
)
# No marker of a street, but a flat: "Курган, Садовый, 14, кв. 3" (not a quarter of a year:
# "Отчёт 3 кв. 2024 г.").
_FLAT_FORM = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?{_NAME_SHORT},?\s(?:д\.?\s?|дом\s|корп\.?\s?|к\.\s?)?\d{{1,4}}"
    rf"[а-яА-Я]?(?:/\d{{1,3}})?{_BUILDING_SHORT}?,?\s?(?:кв\.?|квартира)\s?\d{{1,4}}(?!\d|\s?(?:г\.|г\b|год)){_TOWN_AFTER}?"
    rf"{_PLACE_AFTER}"
)
_FLAT_ANCHOR = re.compile(r"кв(?:\.|артира)?\s?\d")
# A courier's address in a chat, its street in any case, told by the house's parts after the house
# (an entrance, a floor, an intercom): "омск академика павлова 79 под 2 эт 4 кв 183 домофон 183#",
# "Ключевая 136, 4 подъезд, 4 этаж, кв 21", "павлова д138 кв237 4п".
# A home has a flat marked as one (not a quarter of a year: "за 3 кв 2024") or an intercom;
# an entrance and a floor alone are an office's or a hall's ("Лифт 2 подъезд 3", "кабинет 12").
_CHAT_PARTS = (
    rf"{_STAIRS}(?:,?\s?(?:кв\.?|квартира)\s?\d{{1,4}}(?!\d|\s?(?:г\.|г\b|год))(?<!\s(?:19|20)\d\d)"
    rf"{_STAIRS}{_INTERCOM}?|(?=,?\s?\(?домофон){_INTERCOM})"
)
_CHAT_FORM = re.compile(
    r"(?<![\w.-])(?:[а-яё]{3,}(?:-[а-яё]+)*,?\s)?(?:[а-яё]{3,}\s)?[а-яёА-ЯЁ][а-яё]{2,}(?:-[а-яё]+)*,?\s"
    rf"(?:д\.?\s?|дом\s)?\d{{1,4}}[а-я]?(?:/\d{{1,3}})?(?:к\d{{1,2}})?{_CHAT_PARTS}"
)
_CHAT_ANCHOR = re.compile(r"(?:под|эт|кв|подъезд|этаж)\.?\s?\d|\d-?(?:п(?!\w)|\sподъезд|\sэтаж)")
# After an address label, a street in lower case with a house and a flat ("космонавтов 98 кв 168",
# "1-я парковая 107-227").
_FLAT_LOWER = r",?\s?(?:кв\.?|квартира)\s?\d{1,4}"


def _bare_lower(flat: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w.-])(?:[а-яё]{{3,}}(?:-[а-яё]+)*,\s)?(?:{_MARK_LOWER}\s?)?(?:\d{{1,2}}-?[яйе]\s)?"
        rf"[а-яё]{{4,}}(?:\s[а-яё]{{4,}})?,?\s\d{{1,4}}[а-я]?(?:/\d{{1,3}})?(?:{flat})(?!\d)"
        rf"{_NOT_QUANTITY}"
    )


_BARE_LOWER = _bare_lower(rf"\s?-\s?\d{{1,4}}|{_FLAT_LOWER}")
# After "мы на", "я на" (a chat's "where I am", not a label): a flat marked as one, not "24-7".
_BARE_LOWER_FLAT = _bare_lower(_FLAT_LOWER)
# A street in lower case and a house, the clause's whole ("живёт мермерины 7", "откуда прибыла:
# станички 7"): a street named after a person is in the genitive and has no marker in a chat.
_LOWER_HOUSE = r"[а-яё]{4,}(?:\s[а-яё]{4,})?,?\s[1-9]\d{0,3}[а-я]?(?:/\d{1,3})?"
_TIME_WORDS = (
    r"(?:понедельник|вторник|сред[аеуы]|четверг|пятниц|суббот|воскресень|январ|феврал|март|апрел"
    r"|ма[йяю]|июн|июл|август|сентябр|октябр|ноябр|декабр|сегодня|завтра|врем|числ|час|минут|срок)"
)
_BARE_LOWER_HOUSE = re.compile(
    rf"(?<![\w.-]){_LOWER_HOUSE}(?=[ \t]*(?:$|\n|[;,)!?]|\.(?!\d)))(?![.,]\d)"
)
# Numbers in words, as speech is written down ("дом двадцать три, квартира сто пять").
_UNITS = r"один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять"
_TEENS = (
    r"десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать"
    r"|восемнадцать|девятнадцать"
)
_TENS = r"двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто"
_HUNDREDS = r"сто|двести|триста|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот"
_SPOKEN_NUMBER = (
    rf"(?:(?:{_HUNDREDS})(?:\s(?:{_TENS}))?(?:\s(?:{_TEENS}|{_UNITS}))?"
    rf"|(?:{_TENS})(?:\s(?:{_UNITS}))?|{_TEENS}|{_UNITS})(?![а-яё])"
)
_ANY_NUMBER = rf"(?:\d{{1,4}}[а-я]?|{_SPOKEN_NUMBER})"
# A street (its name in lower case once its marker or "дом" says what it is) and a house in words;
# a name that is itself a number is a count ("площадь пятьдесят четыре", "линия восемь восемьсот").
_SPOKEN = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:{_MARK_SHORT}\s?)?{_NAME_SHORT},?\s(?:(?:дом|д\.)\s?)?"
    rf"|(?:{_MARK_SHORT}\s?)?[а-яё]{{3,}}(?:\s[а-яё]{{3,}})?,?\s(?:дом|д\.)\s?"
    rf"|{_MARK_SHORT}\s?(?!{_SPOKEN_NUMBER})[а-яё]{{3,}}(?:\s[а-яё]{{3,}})?,?\s){_SPOKEN_NUMBER}"
    rf"(?:,?\s(?:корпус|корп\.|к\.)\s?{_ANY_NUMBER})?(?:,?\s(?:квартира|кв\.?)\s?{_ANY_NUMBER})?"
)
_LABELS = (
    "адрес", "прожива", "прописк", "прописан", "регистрац", "зарегистр", "достав", "живу", "живет",
    "живем", "живут", "жительств", "addr", "куда", "курьер", "привез", "отвез", "вези",
)  # fmt: skip
_CHAT_LABELS = ("мы на ", "я на ")
_MARK_LATIN = (
    r"(?:[Bb]lvd\.?|[Ss]treet|[Ss]tr\.?|[Pp]rospect|[Ll]ane|[Rr]oad|[Rr]d\.|[Uu]l\.?|[Uu]litsa|[Pp]r\.|[Pp]r-t\.?|[Pp]rospekt|[Pp]er\.?|[Pp]ereulok|[Ss]t\."
    r"|[Aa]ve\.?|[Aa]venue|[Nn]ab\.|[Ss]hosse|[Bb]ulvar|[Pp]l\.|[Ee]mb\.|[Ee]mbankment|[Hh]ighway"
    r"|[Hh]wy\.?|[Ss]q\.|[Ss]quare|[Pp]roezd|[Tt]upik|[Mm]kr\.?|[Ss]h\.)"
)
_WORD_LATIN = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)*"
_NAME_LATIN = (
    rf"(?:(?:\d{{1,3}}\slet\s|\d{{1,2}}(?:-?[a-z]{{1,2}})?\s)?{_WORD_LATIN}(?:\s{_WORD_LATIN}){{0,2}}"
    r"|\d{1,3}\slet\s[A-Z]{2,6}(?![\w-]))"
)
# Before the street: a postcode, a region ("Moskovskaya obl."), a town of one or two words
# ("g. Khimki", "St. Petersburg", "Nizhny Novgorod").
_BEFORE_LATIN = (
    rf"(?:\d{{6}}|{_WORD_LATIN}\s(?:obl\.?|oblast|region|kra[iy]|r-n|district)"
    rf"|(?:g\.\s?|St\.\s?)?{_WORD_LATIN}(?:\s{_WORD_LATIN})?)"
)
_HOUSE_MARK_LATIN = r"(?:d\.\s?|d\s(?=\d)|dom\s|house\s|bld\.?\s?)"
_FLAT_MARK_LATIN = r"(?:kv\.?|kvartira|apt\.?|[Ff]lat|office)"
_BUILDING_LATIN = r"(?:,?\s?(?:korp\.?|k\.|bld\.?|str\.)\s?\d{1,3})"
# After the street: a town and its region ("Kazan, Tatarstan"), a postcode, the country.
_TOWN_AFTER_LATIN = (
    rf"(?:(?:,\s?|\s(?=[A-Z]))(?:g\.\s?|St\.\s?)?{_WORD_LATIN}(?:\s{_WORD_LATIN})?"
    r"(?=\s*(?:$|[.;,)(\n]|\s\d{6})))"
    rf"{{0,2}}(?:,?\s\d{{6}}(?!\d))?{_PLACE_AFTER}"
)
_HOUSE_LATIN = (
    rf"(?:{_FLAT_MARK_LATIN}\s?\d{{1,4}},\s?)?{_HOUSE_MARK_LATIN}\d{{1,4}}[a-zA-Z]?(?:/\d{{1,3}})?"
    rf"{_BUILDING_LATIN}?(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?"
)
_LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*(?:(?:{_MARK_LATIN}\s?{_NAME_LATIN}"
    rf"|{_NAME_LATIN}\s{_MARK_LATIN}),?\s{_HOUSE_MARK_LATIN}?\d{{1,4}}[a-zA-Z]?(?:/\d{{1,3}})?"
    # The flat and the house first: "apt. 12, 5 Lenina St.", "d. 5, kv. 12, ul. Lenina".
    rf"|(?:{_FLAT_MARK_LATIN}\s?\d{{1,4}},\s?)?\d{{1,4}}(?:/\d{{1,3}})?\s{_NAME_LATIN}\s{_MARK_LATIN}"
    rf"|{_HOUSE_LATIN},\s?(?:{_MARK_LATIN}\s?{_NAME_LATIN}|{_NAME_LATIN}\s{_MARK_LATIN}))"
    rf"(?:\s?-\s?\d{{1,4}})?{_BUILDING_LATIN}?(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?"
    rf"(?:,\s?(?:kv\.?|apt\.?)\s?\d{{1,4}})?{_TOWN_AFTER_LATIN}"
)
# No street marker, but a flat: "Lenina, 5, kv. 12", "Lenina 110, apt 287, Samara 443001".
_FLAT_FORM_LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*{_NAME_LATIN},?\s{_HOUSE_MARK_LATIN}?\d{{1,4}}[a-zA-Z]?"
    rf"(?:/\d{{1,3}})?{_BUILDING_LATIN}?,?\s(?:kv|apt|flat)\.?\s?\d{{1,4}}(?!\d){_TOWN_AFTER_LATIN}"
)
_FLAT_ANCHOR_LATIN = re.compile(r"(?<![\w.-])(?:kv|apt|flat)\.?\s?\d")
# After an address label, a name and a house in Latin letters ("Address: Moscow, Tverskaya, 7-12").
_BARE_LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*{_NAME_LATIN},?\s\d{{1,4}}[a-zA-Z]?(?:/\d{{1,3}})?"
    rf"(?:\s?-\s?\d{{1,4}})?(?![\d.,]?\d)(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?{_TOWN_AFTER_LATIN}"
)
# Street markers as written before a name, looked up in the folded text with str.find (a regex
# alternation of short words would be tried at every letter of the text): a short marker with
# the character after it, so "пр." is found and "при" is not.
_STREET_MARKERS = (
    "ул.", "ул ", "ул,", "улиц", "пр-т", "пр-кт", "просп", "пр.", "пр ", "пер.", "пер ", "переул",
    "б-р", "бульв", "ш.", "ш ", "шоссе", "наб.", "наб ", "набережн", "пл.", "пл ", "площад",
    "проезд", "пр-д", "мкр", "микрорайон", "тупик", "туп.", "туп ", "алле", "лини", "тракт",
    "спуск", "дорог", "просек", "слобод", "городок", "въезд", "вал ", "вал,", "квартал", "кв-л",
    "ul.", "ul ", "ulitsa", "pr.", "pr-t", "prospekt", "per.", "pereulok", "st.", "street", "ave.",
    "ave ", "avenue", "nab.", "shosse", "bulvar", "pl.", "blvd", "str.", "str ", "prospect", "lane",
    "road", "rd.", "emb.", "embankment", "highway", "hwy", "sq.", "square", "proezd", "st,", "str,",
    "sh.",
)  # fmt: skip


# One regex written as a trie (svaya/privacy/trie.py) instead of a str.find per marker.
_MARKERS = trie_regex(_STREET_MARKERS)


def _street_markers(folded: str) -> list[int]:
    """Where a street marker starts a word, in order."""
    return [
        at
        for at in (m.start() for m in _MARKERS.finditer(folded))
        if not at or not (folded[at - 1].isalnum() or folded[at - 1] in "_-")
    ]


# A company named or its requisites given on the address's line or the line before ("ООО
# «Вектор», ИНН 7707083893\nАдрес: …", "Банк получателя: …, БИК …, адрес: …"), with no label
# of a person's address between them and it ("Адрес регистрации:", "адрес клиента").
_COMPANY = re.compile(
    r"(?<![\w-])(?:(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|ГУП|МУП|ФГУП|АНО|НКО)\s*[«\"]|ИНН:?\s*\d{10}(?!\d)"
    r"|КПП|ОГРН|БИК|[Бб]анк\w*\s+(?:получателя|плательщика))"
)
_PERSONS_ADDRESS = re.compile(
    r"регистрац|прожива|прописк|жительств|доставк|клиент|заявител|заемщик|получател[ья]\b|мо[йя]\b"
    r"|ваш|курьер|выезд|для\b|жив[уеёу]|прописан|зарегистр|home|delivery|residen|registr|courier"
    r"|lead|guest|client",
    re.IGNORECASE,
)
_ORG_PLACE = re.compile(
    r"(?<![\w-])(?:отделени|филиал|офис|магазин|клиник|поликлиник|больниц|аптек|сервисн|склад"
    r"|тсж|жск|снт\s+правлени|управляющ|компани|организаци|учреждени|предприяти|наш\s+адрес"
    r"|головн|представительств|head\s+office|branch|store|shop)",
    re.IGNORECASE,
)
# Public places named before an address: a school's, a kindergarten's, a state office's, a café's,
# a hotel's (after it, "напротив школы" says where a home is).
_PUBLIC_PLACE = re.compile(
    r"(?<![\w-])(?:школ|гимнази|лице[йя]|детск\w*\s+сад|университет|институт|колледж|техникум|мфц"
    r"|загс|кафе|ресторан|гостиниц|отел[ья]|хостел|театр|музе[йя]|вокзал|салон|автосервис)",
    re.IGNORECASE,
)
# "Адрес:" alone on its line after a company's line: the company's.
_BARE_ADDRESS_LABEL = re.compile(r"[ \t]*(?:[Аа]дрес|ADDRESS|Address)[ \t]*:[ \t]*")
# A company's premises named in the address: a shopping or business centre, a pickup point.
_PREMISES_NAMED = re.compile(
    r"(?<![\w-])(?:ТЦ|ТРЦ|БЦ|ТК)(?![\w-])|пункт\w*\s+выдачи", re.IGNORECASE
)


def _organisation(text: str, start: int, end: int) -> bool:
    """An organisation's address: said so before it, a company named just before it, or
    written with premises and no flat."""
    if _ORG_CONTEXT.search(text, max(0, start - 60), start):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    company = None
    for company in _COMPANY.finditer(text, max(line_start, start - 200), start):  # noqa: B007
        pass
    if company is not None and not _PERSONS_ADDRESS.search(text, company.end(), start):
        return True
    # An organisation's place named on the address's line ("Отделение банка:", "Сервисный
    # центр:", "Магазин:", "Наш адрес:", "… — головной офис").
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    label = max(line_start, start - 40)
    place = (
        _ORG_PLACE.search(text, label, start)
        or _PUBLIC_PLACE.search(text, label, start)
        or _ORG_PLACE.search(text, end, min(line_end, end + 25))
    )
    if place is not None and not _PERSONS_ADDRESS.search(text, label, start):
        return True
    if line_start and _BARE_ADDRESS_LABEL.fullmatch(text, line_start, start):
        before = text.rfind("\n", 0, line_start - 1) + 1
        if _COMPANY.search(text, before, line_start):
            return True
    line_end = text.find("\n", end)
    if _PREMISES_NAMED.search(
        text, max(line_start, start - 60), end + 24 if line_end < 0 else min(line_end, end + 24)
    ):
        return True
    line_end = text.find("\n", end)
    tail = text[start : min(end + 24, len(text) if line_end < 0 else line_end)]
    return bool(_PREMISES.search(tail)) and not _FLAT_MARK.search(tail)


class AddressDetector:
    source = "pattern"

    def find(self, text: str) -> list[Span]:
        plain, cuts = squeezed(part_colons(text))
        plain = latin_marks(plain)
        folded = fold(plain)
        markers = _street_markers(folded)
        work = recased(plain, markers)
        spans = self._find(work, folded, markers)
        if work is text:
            return spans
        found = []
        for span in spans:
            start, end = original(span.start, cuts), original(span.end - 1, cuts) + 1
            value = text[start:end]
            found.append(Span(start, end, value, "pd.address", self.source,
                              text_key("pd.address", value)))  # fmt: skip
        return found

    def _find(self, text: str, folded: str, markers: list[int]) -> list[Span]:
        spans: list[Span] = []
        searched_until = 0
        for anchor in _HOUSE_ANCHOR.finditer(text):
            if anchor.start() < searched_until:
                continue
            # Addresses do not run across lines, so the line start bounds the search too.
            line_start = text.rfind("\n", 0, anchor.start()) + 1
            begin = max(searched_until, anchor.start() - _LOOK_BACK, line_start)
            for m in _ADDRESS.finditer(text, begin, anchor.end() + 60):
                if m.start() <= anchor.start() < m.end():
                    searched_until = m.end()
                    if _organisation(text, m.start(), m.end()):
                        break
                    start = _lower_town_before(text, m.start(), begin)
                    value = text[start : m.end()]
                    spans.append(
                        Span(start, m.end(), value, "pd.address", self.source,
                             text_key("pd.address", value))
                    )  # fmt: skip
                    break
        spans.extend(self._short_forms(text, spans, folded, markers))
        return _labelled_values(text, folded, [_with_place_lines(text, s) for s in spans])

    def _short_forms(
        self, text: str, full: list[Span], folded: str, markers: list[int]
    ) -> list[Span]:
        """Addresses without the full form's markers, at each anchor no address holds yet: a
        street marker (the short and the Latin grammar), a house marker with no street marker
        before it, an address label followed by "name house-flat"."""
        spans: list[Span] = []
        searched_until = 0
        held = sorted((s.start, s.end) for s in full)
        starts = [start for start, _ in held]
        label_starts: dict[int, list[int]] = {}
        for at, grammar in _anchors(text, folded, markers):
            k = bisect.bisect_right(starts, at) - 1
            if at < searched_until or (k >= 0 and at < held[k][1]):
                continue
            labelled = grammar in _AFTER_LABEL
            if labelled:
                if at not in label_starts:
                    label_starts[at] = _after_label(text, at)
                # a label's gap may hold a chat's next speaker, and a house said in words is long
                found = (grammar.match(text, i, i + 90) for i in label_starts[at])
                matches: Iterable[re.Match[str] | None] = found
            else:
                line_start = text.rfind("\n", 0, at) + 1
                begin = max(searched_until, at - 60, line_start)
                matches = grammar.finditer(text, begin, at + 90)
            for m in matches:
                if m is not None and (
                    _counted(text, m.end()) or (grammar in _LOWER_STREETS and _not_a_street(m))
                ):
                    continue
                if m is not None and (labelled or m.start() <= at < m.end()):
                    searched_until = m.end()
                    if not _organisation(text, m.start(), m.end()):
                        start = _town_in_lower_case(text, m.start(), at)
                        value = text[start : m.end()].rstrip(" ,")
                        spans.append(Span(start, start + len(value), value, "pd.address",
                                          self.source, text_key("pd.address", value)))  # fmt: skip
                    break
        return spans


# A line of places alone: a postcode, a country, a region, a settlement by its marker ("241101,
# Брянская обл.", "г. Липецк, 398473", "125009 Москва").
_PLACE_PART = rf"(?:\d{{6}}(?:,?[ \t]{_WORD_RU}(?=[ \t,.]*$))?|{_COUNTRY}|{_AREA_NAME}|{_SETTLED})"
_PLACE_LINE = re.compile(rf"[ \t]*{_PLACE_PART}(?:,?[ \t]?{_PLACE_PART}){{0,3}}[ \t,.]*$", re.M)
_LINE_END = re.compile(r"[ \t,.]*$", re.M)


def _with_place_lines(text: str, span: Span) -> Span:
    """`span` with the lines of places alone before and after it, when it begins or ends its line:
    an address written on two or three lines ("241101, Брянская обл.\\nг. Брянск, ш. Московское,
    д. 125", "ул. Мира, д. 7, кв. 3\\nг. Липецк, 398473")."""
    start, end = span.start, span.end
    for _ in range(2):
        line_start = text.rfind("\n", 0, start) + 1
        if not line_start or text[line_start:start].strip():
            break
        above = text.rfind("\n", 0, line_start - 1) + 1
        if not _PLACE_LINE.match(text, above, line_start - 1):
            break
        start = above + len(text[above:line_start]) - len(text[above:line_start].lstrip())
    tail = _LINE_END.match(text, end)
    if tail and tail.end() < len(text) and _PLACE_LINE.match(text, tail.end() + 1):
        line_end = text.find("\n", tail.end() + 1)
        end = len(text[: len(text) if line_end < 0 else line_end].rstrip(" \t,."))
    if (start, end) == (span.start, span.end):
        return span
    value = text[start:end]
    return Span(start, end, value, "pd.address", span.source, text_key("pd.address", value))


# Between a label and its value: separators and a word or two ("регистрации:", "— ", "(факт.):"),
# or in a chat the next speaker's line ("Уточните адрес доставки.\nКлиент: …", "[12:05] Дима: …").
_LABEL_GAP = re.compile(
    r"[а-яёa-z]*[\s:;—–-]*(?:[а-яё()]+\.?\)?[\s:;—–-]+){0,3}"
    r"(?:[.?!]?[ \t]*\n[ \t]*(?:\[[\d:]+\][ \t]*)?[А-ЯЁ][а-яё]+:[ \t]*)?"
)
_LABELLED = (_BARE, _BARE_LOWER, _BARE_LOWER_HOUSE, _BARE_LATIN, _SPOKEN)
_AFTER_LABEL = (*_LABELLED, _BARE_LOWER_FLAT)
_LABEL_WORDS = trie_regex(_LABELS)
_CHAT_LABEL_WORDS = trie_regex(_CHAT_LABELS)
_SETTLE_WORD = re.compile(_SETTLE_FULL)
_NEXT_WORD = re.compile(r"[ \t]+([а-яё]{3,})")
# The parts of a house and the words a courier is told next are no counted nouns.
_HOUSE_WORD = re.compile(r"подъезд|этаж|квартир|офис|код|лит|тел|корп|строени|помещ|комнат|домоф")


def _counted(text: str, end: int) -> bool:
    """A number that counts the noun after it ("на Арбате 5 ресторанов", "на улице Ленина 3
    машины"), not a house's."""
    m = _NEXT_WORD.match(text, end)
    if m is None or _HOUSE_WORD.match(m.group(1)):
        return False
    first = readings(m.group(1))[0]
    return first.tag.POS == "NOUN" and "gent" in first.tag


_TIME_WORD = re.compile(_TIME_WORDS)


def _not_a_street(m: re.Match[str]) -> bool:
    """A chat street in lower case is a noun or an adjective, not a word of time, an adverb or
    a verb ("курьер: завтра 12", "живу здесь 5"): its word before the house's number."""
    head = _FIRST_NUMBER.split(m.group(), 1)[0]
    words = [word for word in head.replace(",", " ").split()[-1:] if word.isalpha()]
    return any(
        _TIME_WORD.match(word) or readings(word)[0].tag.POS not in (None, "NOUN", "ADJF")
        for word in words
    )


_FIRST_NUMBER = re.compile(r"(?:\s(?:д\.?\s?|дом\s))?\d")
_HOUSE_NEXT = re.compile(r"(?:д\.?\s?|дом\s)?\d{1,4}[а-я]?(?![\w-])(?!\s(?:лини|ул|пр|пер|мкр))")
_LOWER_STREETS = (_BARE_LOWER_HOUSE, _CHAT_FORM)


_LOWER_TOWN = re.compile(r"(?:\d{6},?\s)?([а-яё]{3,}(?:-[а-яё]+)*),?\s")


def _town_in_lower_case(text: str, start: int, anchor: int) -> int:
    """Where the address starts: a word in lower case before the street is taken as a town only
    when it is a shorthand of three letters ("мск", "врн") or the dictionary knows it as a place
    ("курск"); otherwise ("живу ул. …") the address starts after it."""
    m = _LOWER_TOWN.match(text, start, anchor)
    if m is None:
        return start
    word = m.group(1)
    if len(word) == 3 or has_tag(word, ("Geox",)) or _SETTLE_WORD.fullmatch(word):
        return start
    # the street itself, its house right after it ("ленинградская 7 под 1")
    if _HOUSE_NEXT.match(text, m.end()):
        return start
    # a title in the genitive before a name in lower case begins the street's name ("академика
    # павлова 79"; not "мамы ул. Ленина")
    if m.group().endswith(" ") and _NAME_IN_LOWER_CASE.match(text, m.end()):
        first = readings(word)[0]
        if "gent" in first.tag and first.tag.POS == "NOUN":
            return start
    return m.end()


_NAME_IN_LOWER_CASE = re.compile(rf"(?!{_MARK_LOWER}\s)[а-яё]{{3,}}")


_LOWER_TOWN_BEFORE = re.compile(r"(?<![\w.-])(?:\d{6},?\s)?[а-яё]{3,}(?:-[а-яё]+)*,?\s$")


def _lower_town_before(text: str, start: int, begin: int) -> int:
    """Where the full form's address starts: its town in lower case before it ("курск ул Карла
    Маркса д.135"), as the short forms take it, or `start`."""
    m = _LOWER_TOWN_BEFORE.search(text, max(begin, start - 40), start)
    if m is None or _town_in_lower_case(text, m.start(), start) != m.start():
        return start
    return m.start()


_WORD_START = re.compile(r"(?<![\w.-])[\w«\"]")


def _after_label(text: str, at: int) -> list[int]:
    """Where a value may start after the label ending at `at`: a word start inside the longest
    gap (its words may be the value's: "адрес: курск ул. Ленина 5") or the gap's end."""
    gap = _LABEL_GAP.match(text, at)
    end = at if gap is None else gap.end()
    found = [m.start() for m in _WORD_START.finditer(text, at, end)]
    return found if found and found[-1] == end else [*found, end]


# "д" first and no letter looked behind before it, so the regex engine skips from "д" to "д" ("(д.
# 71, кв. 301, наб. Волжская)" has a bracket before it).
_HOUSE_MARK = re.compile(r"д(?<![\w.-]д)(?:\.|ом[еау]?)?\s?\d")


def _anchors(text: str, folded: str, markers: list[int]) -> list[tuple[int, re.Pattern[str]]]:
    found = []
    for at in markers:
        found += (
            [(at, _SHORT), (at, _SHORT_LOWER), (at, _SPOKEN)] if text[at] >= "А" else [(at, _LATIN)]
        )
    houses = [m.start() for m in _HOUSE_MARK.finditer(folded)]
    found += [(at, _NAMED_HOUSE) for at in houses]
    found += [(at, _HOUSE_FIRST) for at in houses]
    found += [(m.start(), _FLAT_FORM) for m in _FLAT_ANCHOR.finditer(folded)]
    found += [(m.start(), _CHAT_FORM) for m in _CHAT_ANCHOR.finditer(folded)]
    found += [(m.start(), _FLAT_FORM_LATIN) for m in _FLAT_ANCHOR_LATIN.finditer(folded)]
    for m in _LABEL_WORDS.finditer(folded):
        found += [(m.end(), g) for g in _LABELLED]
    for m in _CHAT_LABEL_WORDS.finditer(folded):
        found += [(m.end(), g) for g in (_BARE, _BARE_LOWER_FLAT, _SPOKEN)]
    return sorted(found, key=lambda item: item[0])


# A form's or a letter's address field: what follows "Адрес регистрации:", "прописка:", "адрес
# доставки", "проживающий по адресу:", "Address:" is an address however it is written, once it
# holds a house number ("спб васильевский 10 линия д 71 кв 7", "135-29 26 Бакинских Комиссаров,
# киров", "kv.187, d.49, ul. 3-ya Lineynaya, g. Petrozavodsk"). The grammars above still decide
# everywhere else; here a label says what the value is, so the value is taken to where it ends.
_FIELD_LABEL = re.compile(
    r"(?:адрес\w*|прописк\w*|address)(?![\w-])"
    # the words naming whose or which address, up to a colon ("Адрес фактического проживания:",
    # "адрес регистрации (по паспорту):"); with no colon the value follows the label's word
    r"(?:(?:[ \t]+(?!эл|почт|сайт|страниц|ip\b|e-?mail|web)[а-яёa-z]{2,}\.?){0,3}"
    r"[ \t]*(?:\([^)\n]{0,30}\)[ \t]*)?[\"']?[ \t]*:)?[ \t]*[\"']?"
)
_AT_ADDRESS = re.compile(r"по[ \t]+адресу[ \t]*:?[ \t]*")
# Where the value ends: the line, a clause (";", " — ", " (", "|", ", а "), an export's closing
# quote, a sentence ("." after a word of four letters or a number, then a capital or the end), or
# what a courier is told next (a phone; an intercom's code is the address's: "домофон 224#").
_FIELD_VALUE = re.compile(
    r"[\w«\"][^\n;|]*?(?=[ \t]*(?:$|\n|;|\||\"[ \t]*[,}\]]|[ \t](?:[—–]|\((?!код|комн|кв|под|эт))"
    r"|[ \t]-[ \t]"
    r"|(?:(?<=\w{4})(?<!респ)(?<!корп)(?<!просп)|(?<=\d))\.(?:[ \t]+[А-ЯЁA-Z]|[ \t]*(?:$|\n))"
    r"|[ \t](?:(?:домофон|код)(?![а-яё])(?![ \t]*(?:домофона )?[:№]?[ \t]*[#*]?\d)|звонит|тел\."
    r"|телефон|верно)|,[ \t](?:а|но|однако)[ \t]"
    r"|,[ \t]*(?:тел|phone|e-?mail)))",
    re.IGNORECASE,
)
# A house number: up to four digits alone, not a year, a date's or a phone's part.
_HOUSE_NUMBER = re.compile(r"(?<![\d.,:/-])\d{1,4}(?![\d:]|[.,]\d)")
# Something only an address has besides a number: a place's or street's marker, "house-flat"
# ("13-252", "16к4", "8/3"), or a name in title case ("Бакинских", "Vologda").
_MARKER_SIGN = (
    r"(?<![\w-])(?i:ул|улица|д|дом|кв|корп|к|стр|линия|пр|пр-т|просп|пер|наб|ш|шоссе|б-р|мкрн?"
    r"|пос|п|с|г|дер|обл|р-н|apt|kv|d|ul|st|str|bld|flat|street)(?![\w-])"
)
_ADDRESS_SIGN = re.compile(
    rf"{_MARKER_SIGN}|\d\s?[-/к]\s?\d|(?<![\w-])[А-ЯЁA-Z][а-яёa-z]{{2,}}"
    rf"|\A(?!(?:[а-яё]+\s)?{_TIME_WORDS}){_LOWER_HOUSE}\Z"
)
_PLACE_SIGN = re.compile(_MARKER_SIGN)
# A form's question of where a person lives, its colon further on the line ("Если проживаете в
# сельской местности, укажите полностью: …"); its value needs a place's or a street's marker.
_RESIDENCE_LABEL = re.compile(
    r"(?<![\w-])(?:прожива|жительств|прописан|зарегистрирован)[^\n:]{0,70}:[ \t]*"
)
_NOT_AN_ADDRESS = re.compile(r"@|https?:|www\.|\d{2}[.:]\d{2}[.:]\d{2,4}|см\.|совпада", re.I)


def _labelled_values(text: str, folded: str, spans: list[Span]) -> list[Span]:
    """`spans` with each address field's whole value in place of what the grammars found in it."""
    found = [_field(text, at) for at in _label_ends(folded)]
    found += [_field(text, m.end(), _PLACE_SIGN) for m in _RESIDENCE_LABEL.finditer(folded)]
    fields = sorted(field for field in found if field is not None)
    if not fields:
        return spans
    held = sorted((s.start, s.end) for s in spans)
    starts = [start for start, _ in held]
    taken: list[Span] = []
    for start, end in fields:
        k = bisect.bisect_left(starts, start)
        # a grammar's address reaching into the field from before it, or past its end, knows better
        if (k and held[k - 1][1] > start) or (k < len(held) and held[k][0] < end < held[k][1]):
            continue
        if taken and taken[-1].end > start:
            continue
        found = text[start:end]
        taken.append(
            Span(start, end, found, "pd.address", "pattern", text_key("pd.address", found))
        )
    if not taken:
        return spans
    bounds = [(s.start, s.end) for s in taken]
    firsts = [start for start, _ in bounds]

    def covered(span: Span) -> bool:
        k = bisect.bisect_right(firsts, span.start) - 1
        return k >= 0 and span.end <= bounds[k][1]

    return [s for s in spans if not covered(s)] + taken


_LABEL_WORD = re.compile(r"адрес|прописк|address")


def _label_ends(folded: str) -> list[int]:
    """Where each address label ends and its value may begin, in order."""
    ends = []
    for m in _LABEL_WORD.finditer(folded):
        at = m.start()
        # an export's key may join words with "_" ("delivery_address")
        if at and (folded[at - 1].isalnum() or folded[at - 1] == "-"):
            continue
        at_address = _AT_ADDRESS.match(folded, max(0, at - 3)) if at >= 3 else None
        label = at_address or _FIELD_LABEL.match(folded, at)
        if label is not None:
            ends.append(label.end())
    return ends


def _field(text: str, at: int, sign: re.Pattern[str] = _ADDRESS_SIGN) -> tuple[int, int] | None:
    """The address field's value that begins at `at`: (start, end), or None; `sign` is what it
    must hold besides a house number."""
    value = _FIELD_VALUE.match(text, at, at + 160)
    if value is None or not _HOUSE_NUMBER.search(value.group()):
        # asked for in a chat and given in the next message ("скинь адрес\nБоря: …")
        value = _next_message(text, at) or value
    if value is None or value.end() - value.start() > 120:
        return None
    start, end = _whose(text, value.start()), len(text[: value.end()].rstrip(" ,."))
    found = text[start:end]
    if (
        len(found) < 6
        or not _HOUSE_NUMBER.search(found)
        or not sign.search(found)
        or _NOT_AN_ADDRESS.search(found)
        or _organisation(text, start, end)
    ):
        return None
    return start, end


_LOWER_WORD = re.compile(r"([а-яё]{3,})[ \t]+")


def _whose(text: str, start: int) -> int:
    """Past the words that say whose or which address it is when no colon ends the label
    ("адрес мамы …", "адрес доставки …"): nouns and adjectives in the genitive, not a place."""
    for _ in range(3):
        m = _LOWER_WORD.match(text, start)
        if m is None or text[m.end() : m.end() + 1].isdigit():
            break
        first = readings(m.group(1))[0]
        if "gent" not in first.tag or {"Geox", "Abbr"} & first.tag.grammemes:
            break
        if first.tag.POS not in ("NOUN", "ADJF"):
            break
        start = m.end()
    return start


_SPEAKER = re.compile(r"[ \t]*(?:\[[\d:]+\][ \t]*)?[А-ЯЁ][а-яё]+:[ \t]*")


def _next_message(text: str, at: int) -> re.Match[str] | None:
    """The value in the message after the one that asked for it, within a short line."""
    line_end = text.find("\n", at)
    if line_end < 0 or line_end - at > 60:
        return None
    speaker = _SPEAKER.match(text, line_end + 1)
    return None if speaker is None else _FIELD_VALUE.match(text, speaker.end(), speaker.end() + 160)
