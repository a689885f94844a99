"""The grammars of a street address, as regular expressions built from named parts.

- the full form, anchored on the house marker: "г. Москва, ул. Ленина, д. 5, кв. 12";
- the short and informal forms, anchored on a street marker: "ул. Ленина 5-12", "мск, пр-т Мира 10
  к1 кв 5", in lower case as chats write them ("г москва ул тверская д 7 кв 12"), the house first
  ("д. 21, кв. 275, пр-кт Мира"), a flat and no street marker ("Курган, Садовый, 14, кв. 3");
- a courier's chat address, told by the house's parts after the house ("павлова 79 под 2 эт 4 кв
  183 домофон 183#"); after an address label, a name and "house-flat" ("Космонавтов 133-21");
- a house said in words ("дом двадцать три, квартира сто пять");
- Latin letters: "Moscow, ul. Tverskaya, d. 12, kv. 5", "Lenina st. 5, apt. 12".

The markers are the FIAS/GAR lists of street and settlement types. addresses.py decides where each
grammar is tried.
"""

from __future__ import annotations

import re

from svaya.privacy.keys import MONTH_GENITIVE_RE
from svaya.privacy.place_marks import VILLAGE_NOMINATIVE

# The FIAS/GAR list of street types, full (in any case a sentence puts them: "на улице", "по
# проспекту") and short, with or without the full stop.
_MARK_SHORT = (
    r"(?i:ул\.?|улиц(?:а|е|у|ы|ей)|пр-т(?:\.|[еау](?![\w-]))?|пр-кт\.?|просп\.?|проспект(?:е|а|у|ом)?|пр\.|пер\.?"
    r"|переул(?:ок|ке|ку|ка)|б-р\.?|бульв\.|бульвар(?:е|а|у)?|ш\.|ш(?=\s)|шоссе|наб\.?"
    r"|набережн(?:ая|ой|ую)|пл\.|пл(?=\s)|площад(?:ь|и|ью)|проезд(?:е|а|у)?|пр-д\.?|мкр(?:-?н)?\.?"
    r"|микрорайон(?:е|а|у)?|квартал(?:е|а|у)?|кв-л\.?|туп\.?|тупик(?:е|а|у)?|алле(?:я|е|ю|и)"
    r"|лини(?:я|и|ю)|тракт(?:е|а|у)?|спуск(?:е|а|у)?|дорог(?:а|е|у|и)|просек(?:а|е|у|и)"
    r"|слобод(?:а|е|у|ы)|городок|въезд|вал(?:у|е)?|кольц(?:о|е|а|у))"
)
WORD_RU = r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*"
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
AREA_NAME = (
    rf"(?:{WORD_RU}\s(?:муниципальный\s)?{_AREA}"
    r"|(?:городской\sокруг|г\.\s?о\.|муниципальный\s(?:район|округ)|м\.\s?р-н|м\.\s?о\.|сельское\sпоселение"
    r"|вн\.\s?тер\.\s?г\.|внутригородская\sтерритория(?:\sгорода)?)\s(?:город\s)?"
    rf"{WORD_RU}|(?:Респ\.?|Республика)\s{WORD_RU}(?:\s\({WORD_RU}\))?"
    # the type first, as registries print it ("обл. Рязанская", "р-н Спасский", "край Пермский")
    rf"|(?:обл\.|область|р-н|район|край)\s{WORD_RU}(?=,|\s[а-яА-ЯЁ])"
    r"|(?:МО|ЛО|ХМАО|ЯНАО|НАО|ЕАО|ЧАО|КБР|КЧР|РБ|РТ|РК|РС)(?:-[А-ЯЁ][а-яё]+)?"
    # a closed town's unit by its own name ("ЗАТО Заозёрск, пгт …")
    rf"|ЗАТО\s{WORD_RU}(?=,))"
    # a second name after a dash ("Ханты-Мансийский автономный округ — Югра")
    rf"(?:\s?[—–]\s?{WORD_RU})?"
)
COUNTRY = r"(?:Россия|РФ|Российская\sФедерация)"
_AREA_ITEM = rf"{AREA_NAME},?\s?"
# Settlements by their marker: short ("г.", "р.п.", "ст-ца") or in full ("село", "станица").
# Any case: forms write every part with a capital ("Г. Тула, Ул. Мира, Д. 5, Кв. 12").
_SETTLE_SHORT = (
    r"(?i:г|гор|пос|п|с|пгт|рп|р\.\s?п|г\.\s?п|д\.\s?п|к\.\s?п|п\.\s?г\.\s?т|дер|д|ст|х|мкр|мкр-н"
    r"|нп|г\.\s?о|аул|ст-ца|сл)"
)
# In the cases a sentence puts them too ("в деревне Марьино", "у посёлка Лесной").
SETTLE_FULL = (
    r"(?i:город[еау]?|сел[оеау]|деревн[яеиюй]|пос[её]л(?:ок|к[еау])|хутор[еау]?|станиц[аеуы]|ст-ца"
    r"|аул|кишлак|пгт|рп|снт|днт|тсн|поселени[еия]|слобод[аеуы])"
)
# Without its full stop only a marker that is no preposition ("г Казань"; not "с Ивановым").
_SETTLE_BARE = r"(?:[гГ]|[гГ]ор|ГОР|пос|ПОС|дер|ДЕР)"
# A closed town's prefix (ЗАТО, a closed administrative-territorial unit) before its settlement
# ("ЗАТО г. Заозёрск", "ЗАТО пос. Ясный").
SETTLED = (
    rf"(?:ЗАТО\s)?(?:(?:{_SETTLE_SHORT}\.\s?|{SETTLE_FULL}\s|{_SETTLE_BARE}\s(?=[А-ЯЁ]))"
    rf"(?:«[^»\n]{{1,40}}»|\"[^\"\n]{{1,40}}\"|{WORD_RU}(?:[\s-]{WORD_RU})?(?:-\d{{1,2}})?)"
    # as FIAS exports write it, the type after the name ("Москва г", "Екатеринбург г.")
    rf"|{WORD_RU}\s(?:г|пгт|рп|п|с|х)\.?(?=[,\s]))"
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
# A land plot ("уч. 45", "уч 45") is a village's or a garden partnership's house; not a plot's
# size ("участок 5 га", "12 соток").
_HOUSE = (
    r"(?i:д\.|дом|уч\.|уч-к|уч(?=\s?(?:№\s?)?\d)|участок|влд?\.|владение|двлд\.|домовладение|зд\.|здание"
    r"|соор\.|сооружение)\s?(?:№\s?)?\d+(?!\d|\s?(?:сот[а-яё]*|га|м2?|кв\.\s?м)(?![а-яё\d]))"
    r"(?:(?:-?[а-яА-Я]|\s[А-Я])(?![а-яА-Я.]))?(?:/\d+)?"
)
# A building: "корп. 2", "кор. 3", "к. 2", "к2", "стр. 1" (not "к" before a word: "к 12 часам" has
# no digit glued or a dot).
_BUILDING = (
    r"(?:,?\s?(?i:корп\.?|корпус|кор\.?|к\.|к(?=\d)|стр\.?|строение)\s?\d+[а-яА-Я]?(?![\d.,:]\d))"
)
# A building's letter ("лит. А", "литер Б").
_LITER = r"(?:,?\s?(?:лит\.?|литер[аы]?)\s?[А-ЯЁA-Zа-яё](?![\w]))"
# The flat after the house's number or letter with a dash ("д. 143-108", "лит. А-45").
_DASH_FLAT = r"(?:\s?-\s?\d{1,4}(?![\d.,:]\d|\d))"
_FLAT = (
    r"(?:,?\s?(?:в\s)?(?i:кв\.?|квартир[аеу]|оф\.?|офис|помещ\.|помещение|пом\.?|комн\.?|ком\.?)\s?(?:№\s?)?"
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
    r"|,\s?(?:[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*(?:\s[А-ЯЁ][а-яё]+)?|СПб|Спб)"
    r"(?=\s*(?:$|[.;,)\n\"])))"
)
# After the town, its district in brackets ("(Вологодский р-н)"), or in the old order after the
# house a settlement, its district and region ("д. 1, с. Ивановка, Тамбовский р-н, Тамбовская
# обл."); the postcode, the country.
_PLACE_AFTER = (
    rf"(?:\s?\({AREA_NAME}\))?(?:,\s?{SETTLED})?(?:,\s?{AREA_NAME}){{0,3}}(?:,?\s\d{{6}}(?!\d)|,\d{{6}}(?!\d))?(?:,\s?(?:{COUNTRY}|Russia|Russian\sFederation|RF|RU)(?:,?\s?\d{{6}})?"
    r"(?![\w-]))?"
)
_TOWN = rf"{_NOT_PLACE}{WORD_RU}"
# A village or a garden partnership with a house and no street: "дер. Горки, д. 21", "с. Озёрное,
# д. 4", "СНТ «Ромашка», уч. 45" (a garden's, a vegetable garden's, a dacha's: "СОТ", "СОНТ",
# "ОНТ", "ДНП"), "с. Перемышль Перемышльский р-н Калужская обл. дом 46"; a partnership's
# numbered line or street before the plot ("с/т «Лесная поляна», линия 2, уч. 69").
_GARDEN = (
    r"(?i:снт(?:сн)?|днт|тсн|сот|с?онт|днп|дпк|спк|кп|с/т|с/о|садов\w*\s(?:некоммерческ\w*\s)?товариществ\w*"
    r"|садоводств\w*|коттеджн\w*\sпос[её]л\w*)"
)
# A partnership's name may be written in lower case with no quotes ("снт рассвет участок 14",
# "кп сосновый бор уч 3"); the word must read as a name, not a verb (addresses.py checks it).
_GARDEN_LOWER = r"(?P<garden>[а-яё][а-яё\d]*(?:-[а-яё\d]+)*(?:\s[а-яё]{3,}(?:-[а-яё\d]+)*)?)"
_VILLAGE = (
    rf"(?:(?:{_SETTLE_SHORT}\.|{SETTLE_FULL}|{_GARDEN})\s?"
    r"(?:[«\"][^»\"\n]{1,40}[»\"]|[А-ЯЁ][\w-]*(?:[\s-][А-ЯЁ][\w-]*)?)"
    rf"|{_GARDEN}\s{_GARDEN_LOWER})"
    rf"(?:,?\s{AREA_NAME}){{0,2}}"
    r"(?:,?\s(?i:линия|ул\.?|улица|аллея|проезд|квартал|массив)\s?(?:№\s?)?\d{1,3}[а-я]?(?![\d.,]\d))?"
)
# An entrance and a floor, before the flat or after it ("под. 2, эт. 3, кв. 12").
_STAIR = (
    r"(?:,?\s?(?:(?:под\.?|подъезд|эт\.?|этаж)\s?(?:№\s?)?\d{1,2}(?!\d)"
    r"|\d{1,2}(?:-?й)?\s(?:под\.|под(?![\w-])|подъезд|эт\.|эт(?![\w-])|этаж)|\d{1,2}-?п(?![\w.]|\s?\d)))"
)
_STAIRS = rf"{_STAIR}{{0,2}}"
# A courier's intercom code after the flat ("домофон 224#", "(код домофона 196В)", "код 12К34").
_INTERCOM = (
    r"(?:,?\s?\(?(?:код(?:\sдомофона)?|домофон)\s?(?:№\s?)?[#*]?\d{1,6}(?:[#*]|[кКвВ]\d{0,6}#?)?"
    r"(?![\w-])\)?)"
)
ADDRESS = re.compile(
    rf"(?<![\w.-])(?:(?:\d{{6}}|{COUNTRY}|{AREA_NAME}|{SETTLED}|{_TOWN})(?:,\s?(?:на\s)?|\s))*"
    rf"(?:{_STREET}|{_VILLAGE})"
    rf",?\s?{_HOUSE}{_DASH_FLAT}?"
    rf"{_BUILDING}{{0,2}}{_LITER}?{_DASH_FLAT}?{_BUILDING}?"
    rf"{_STAIRS}{_FLAT}?{_ROOM}?{_STAIRS}{_INTERCOM}?{_TOWN_AFTER}?{_PLACE_AFTER}"
)

# The plot first, then its partnership ("участок 14 в снт рассвет", "уч. 5, СНТ «Заря»").
PLOT_FIRST = re.compile(
    r"(?<![\w.-])(?i:уч\.|уч-к|участ(?:ок|ке|ка))\s?(?:№\s?)?\d{1,4}[а-я]?(?![\d.,]\d),?\s(?:в\s|на\s)?"
    rf"{_GARDEN}\s?(?:[«\"][^»\"\n]{{1,40}}[»\"]|[А-ЯЁ][\w-]*|(?P<garden>[а-яё][а-яё\d]*(?:-[а-яё\d]+)*))"
)

# Years of a state or a body, its initials in capitals ("60 лет СССР", "50-летия ВЛКСМ").
_YEARS_OF = r"\d{1,3}-?\s?(?:лет|летия)\s[А-ЯЁ]{2,6}(?![\w-])"
# A street's name: words in title case, led by a number ("8 Марта", "50 лет Октября", "2-я"), by
# "им."/"реки", or by a person's initials ("М. Горького"); or a year ("1905 года").
# An anniversary's event may be written in lower case ("ул. 30 лет победы").
_NAME_SHORT = (
    rf"(?:\d{{1,3}}[\s-](?:лет|летия)\s[а-яё]{{3,}}|(?:\d{{1,3}}[\s-](?:лет|летия)\s|\d{{1,2}}(?:-?[яйео]|-?го)?\s|(?:им\.|имени|реки|р\.|канала)\s"
    rf"|[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.\s?)?)?{_NOT_PLACE}{WORD_RU}(?:\s{WORD_RU}){{0,2}}"
    rf"(?:\s(?:канала|реки|протоки))?|\d{{4}}\sгода|{_YEARS_OF})"
)
# Not a quantity or a range of one ("в течение 5-7 дней", "от 3-5 тыс. руб.", "Мира 10 минут").
_NOT_QUANTITY = (
    r"(?!\d|\s?(?:дн|сут|час|мин|нед|мес|лет|год|руб|тыс|млн|шт|раз|%|кг|км|м\b|чел|штук|мест|р\.|₽"
    rf"|{MONTH_GENITIVE_RE}))"
)
# Not the first digit of a phone number ("Горячая линия 8 (800) 555-35-35").
_HOUSE_SHORT = (
    r"(?:(?i:д\.?\s?|дом\s|влд?\.\s?|зд\.\s?|здание\s)(?:№\s?)?)?\d{1,4}(?:к\d{1,2}|-?[а-яА-Я](?![а-яА-Я]))?(?:/\d{1,3})?(?![\d.,]\d)(?!\s?\(\d{3}\)|[\s-]\d{3}[\s-]?\d)"
    r"(?:\s?-\s?\d{1,4}(?!\d)){0,2}"
)
_BUILDING_SHORT = r"(?:,?\s?(?i:корп\.?|корпус|кор\.|к\.?|стр\.?|строение)\s?\d{1,3}[а-я]?)"
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
_SETTLED_ITEM = rf"{SETTLED},?\s?(?:{_AREA_ITEM})?(?:на\s)?"
_CITY_SHORT = (
    rf"(?:(?:{COUNTRY},\s?)?(?:\d{{6}}(?:,\s?|\s))?(?:[а-яё]{{3}},\s(?={_AREA_ITEM}))?(?:{_AREA_ITEM}){{0,3}}"
    rf"(?:{_SETTLED_ITEM}){{0,2}}"
    rf"(?:(?:{_SETTLE_SHORT}\s{_TOWN}|{_TOWN}),?\s"
    rf"|{WORD_RU}\sг\.,?\s|[а-яё]{{3,}}(?:-[а-яё]+)*,?\s|(?:СПб|Спб|[А-ЯЁ]{{2,3}}|[A-Z][a-z]+),\s)"
    rf"|(?:\d{{6}}(?:,\s?|\s))?(?:[а-яё]{{3}},\s)?(?:{_AREA_ITEM}){{1,3}}(?:{_SETTLED_ITEM}){{0,2}}"
    rf"|(?:\d{{6}}(?:,\s?|\s))?(?:{_SETTLED_ITEM}){{1,2}}"
    rf"|(?<=[\s(]в\s){_TOWN},?\sна\s)"
)
_TAIL_SHORT = (
    rf"{_BUILDING_SHORT}{{0,2}}{_LITER}?{_BUILDING_SHORT}?{_STAIRS}{_FLAT_SHORT}?{_ROOM}?{_STAIRS}{_INTERCOM}?{_TOWN_AFTER}?"
    rf"{_PLACE_AFTER}"
)
# A street named by its number alone ("7-я линия", "2-й проезд", "13 линия"), a district's
# initials after it ("7-я линия В.О.", "13 линия ВО").
_NUMBERED = rf"\d{{1,2}}(?:-?[яйе])?\s{_MARK_SHORT}(?:\s(?:[А-ЯЁ]\.){{1,2}}|\s[А-ЯЁ]{{2}}(?!\w))?"
SHORT = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:\d{{1,2}}-?[яйе]\s)?{_MARK_SHORT}\s?{_NAME_SHORT}"
    rf"|{_NAME_SHORT}\s{_MARK_SHORT}|{_NUMBERED})"
    rf"(?:,\s?|\s){_HOUSE_SHORT}{_NOT_QUANTITY}{_TAIL_SHORT}"
)
# A street marker and a name in lower case, as chats write them ("г москва ул тверская д 7 кв 12",
# "на ул тверской 7 кв 12"); only markers that are no ordinary word ("проезд", "площадь" are).
MARK_LOWER = r"(?:ул\.?|улиц[аеуы]|пр-т\.?|пр-кт\.?|просп\.|пер\.|б-р\.?|наб\.|мкр(?:-?н)?\.?)"
SHORT_LOWER = re.compile(
    rf"(?<![\w.-])(?:(?:г\.?\s?)?[а-яё]{{3,}}(?:-[а-яё]+)*,?\s)?{MARK_LOWER}\s?(?:\d{{1,2}}-?[яйе]\s)?"
    r"[а-яё]{3,}(?:[\s-][а-яё]{3,})?,?\s(?:д\.?\s?|дом\s)?\d{1,4}[а-я]?(?:/\d{1,3})?(?![\d.,]\d)"
    # the flat after a space as a voice message is typed ("ул ленина 5 12"), not a quantity
    rf"(?:\s?-\s?\d{{1,4}}(?!\d)|\s\d{{1,4}}(?![\d.,:/-]){_NOT_QUANTITY}(?!\s[а-яё]+(?:я|та|ля|ря)\b))?"
    rf"{_TAIL_SHORT}"
)
# All in lower case after a settlement by its marker and a comma, a street's full type word too,
# before or after its name ("гор. владимир, переулок лесной, д 5а", "владимир г., набережная
# нагорная, 5", "деревня горки, молодёжный проезд, д.7"): the settlement says a street follows.
_SETTLE_LOWER = (
    r"(?:(?:(?:г|гор|пгт|пос|п|с|дер|д|х|ст-ца)\.\s?|(?:город|деревня|село|пос[её]лок|станица|хутор"
    r"|аул)\s)[а-яё]{3,}(?:-[а-яё]+)*|[а-яё]{3,}(?:-[а-яё]+)*\sг\.)"
)
_MARK_FULL_LOWER = (
    r"(?:улица|переулок|проспект|бульвар|набережная|шоссе|проезд|тупик|аллея|площадь|линия|тракт"
    r"|кольцо)"
)
SETTLED_LOWER = re.compile(
    rf"(?<![\w.-])(?:\d{{6}},?\s)?{_SETTLE_LOWER},\s?(?:(?:{_MARK_FULL_LOWER}|{MARK_LOWER})\s?"
    rf"[а-яё]{{3,}}(?:\s[а-яё]{{3,}})?|[а-яё]{{3,}}(?:ая|ый|ий|ой|ое|ее)\s{_MARK_FULL_LOWER}),?\s"
    rf"(?:д\.?\s?|дом\s)?\d{{1,4}}[а-я]?(?:/\d{{1,3}})?(?![\d.,]\d){_NOT_QUANTITY}{_TAIL_SHORT}"
)
# No street marker, but a house marker ("смр Гагарина д 102 кв 34").
NAMED_HOUSE = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?{_NAME_SHORT},?\s(?:д\.?\s?|дом\s)\d{{1,4}}[а-яА-Я]?(?:/\d{{1,3}})?"
    rf"(?![\d.,]\d){_TAIL_SHORT}"
)
# A village's marker: "д. Иваньково, 15", "с. Березовка, 12" (after a label).
_VILLAGE_MARK = rf"(?:(?:дер|д|с|пос|п|пгт|х|ст)\.|{VILLAGE_NOMINATIVE}|(?i:снт))"
# Neither, right after an address label: a name and "house-flat" ("Космонавтов 133-21").
BARE = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:{_MARK_SHORT}|{_VILLAGE_MARK})\s?)?{_NAME_SHORT},?\s"
    r"\d{1,4}(?:к\d{1,2}|[а-яА-Я])?(?:/\d{1,3})?(?:\s?-\s?\d{1,4}){0,2}(?![\d.,]?\d)"
    rf"{_NOT_QUANTITY}{_TAIL_SHORT}"
)
# The house first: "д. 21, кв. 275, пр-кт Мира, Воронеж".
HOUSE_FIRST = re.compile(
    rf"(?<![\w.-])(?:(?:кв\.?|квартир[аеу])\s?\d{{1,4}},?\s)?(?:д\.?\s?|дом[еау]?\s)\d{{1,4}}[а-яА-Я]?"
    rf"(?:/\d{{1,3}})?{_BUILDING_SHORT}?{_FLAT_SHORT}?,?\s(?:(?:по|на)\s)?"
    rf"(?:{_MARK_SHORT}\s?{_NAME_SHORT}|{_NAME_SHORT}\s{_MARK_SHORT}"
    # a street's adjective with its noun left out after "по" or "на" ("в доме 7 на Садовой")
    rf"|(?<=по\s|на\s)[А-ЯЁ][а-яё]+(?:ой|ей|ом|ем)(?![\w-])){_FLAT_SHORT}?{_TOWN_AFTER}?{_PLACE_AFTER}"
)
# No marker of a street, but a flat: "Курган, Садовый, 14, кв. 3" (not a quarter of a year:
# "Отчёт 3 кв. 2024 г.").
FLAT_FORM = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?{_NAME_SHORT},?\s(?:д\.?\s?|дом\s|корп\.?\s?|к\.\s?)?\d{{1,4}}"
    rf"[а-яА-Я]?(?:/\d{{1,3}})?{_BUILDING_SHORT}?,?\s?(?:кв\.?|квартира)\s?\d{{1,4}}(?!\d|\s?(?:г\.|г\b|год))"
    rf"{_STAIRS}{_INTERCOM}?{_TOWN_AFTER}?{_PLACE_AFTER}"
)
FLAT_ANCHOR = re.compile(r"кв(?:\.|артира)?\s?\d")
# A courier's address in a chat, its street in any case, told by the house's parts after the house
# (an entrance, a floor, an intercom): "омск академика павлова 79 под 2 эт 4 кв 183 домофон 183#",
# "Ключевая 136, 4 подъезд, 4 этаж, кв 21", "павлова д138 кв237 4п".
# A home has a flat marked as one (not a quarter of a year: "за 3 кв 2024") or an intercom;
# an entrance and a floor alone are an office's or a hall's ("Лифт 2 подъезд 3", "кабинет 12").
_CHAT_PARTS = (
    rf"{_STAIRS}(?:,?\s?(?:кв\.?|квартира)\s?\d{{1,4}}(?!\d|\s?(?:г\.|г\b|год))(?<!\s(?:19|20)\d\d)"
    rf"{_STAIRS}{_INTERCOM}?|(?=,?\s?\(?домофон){_INTERCOM})"
)
CHAT_FORM = re.compile(
    r"(?<![\w.-])(?:[а-яё]{3,}(?:-[а-яё]+)*,?\s)?(?:[а-яё]{3,}\s)?[а-яёА-ЯЁ][а-яё]{2,}(?:-[а-яё]+)*,?\s"
    rf"(?:д\.?\s?|дом\s)?\d{{1,4}}[а-я]?(?:/\d{{1,3}})?(?:к\d{{1,2}})?{_CHAT_PARTS}"
)
CHAT_ANCHOR = re.compile(r"(?:под|эт|кв|подъезд|этаж)\.?\s?\d|\d-?(?:п(?!\w)|\sподъезд|\sэтаж)")
# After an address label, a street in lower case with a house and a flat ("космонавтов 98 кв 168",
# "1-я парковая 107-227").
_FLAT_LOWER = r",?\s?(?:кв\.?|квартира)\s?\d{1,4}"


def _bare_lower(flat: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w.-])(?:[а-яё]{{3,}}(?:-[а-яё]+)*,\s)?(?:{MARK_LOWER}\s?)?(?:\d{{1,2}}-?[яйе]\s)?"
        rf"[а-яё]{{4,}}(?:\s[а-яё]{{4,}})?,?\s\d{{1,4}}[а-я]?(?:/\d{{1,3}})?(?:{flat})(?!\d)"
        rf"{_NOT_QUANTITY}"
    )


BARE_LOWER = _bare_lower(rf"\s?-\s?\d{{1,4}}|{_FLAT_LOWER}")
# After "мы на", "я на" (a chat's "where I am", not a label): a flat marked as one, not "24-7".
BARE_LOWER_FLAT = _bare_lower(_FLAT_LOWER)
# A street in lower case and a house, the clause's whole ("живёт мермерины 7", "откуда прибыла:
# станички 7"): a street named after a person is in the genitive and has no marker in a chat.
LOWER_HOUSE = r"[а-яё]{4,}(?:\s[а-яё]{4,})?,?\s[1-9]\d{0,3}[а-я]?(?:/\d{1,3})?"
# An address's label or a verb of living or delivery before it ("Адрес:", "прописка", "живу",
# "куда везти"), their stems in lower case (addresses.py anchors the labelled grammars on them,
# address_latin.py tells a Latin address by them).
LABEL_STEMS = (
    "адрес", "прожива", "прописк", "прописан", "регистрац", "зарегистр", "достав", "живу", "живет",
    "живём", "живем", "живут", "жительств", "куда", "курьер", "привез", "отвез", "вези", "везти",
)  # fmt: skip
TIME_WORDS = (
    r"(?:понедельник|вторник|сред[аеуы]|четверг|пятниц|суббот|воскресень|январ|феврал|март|апрел"
    r"|ма[йяю]|июн|июл|август|сентябр|октябр|ноябр|декабр|сегодня|завтра|врем|числ|час|минут|срок)"
)
# A word of time whole, with its ending ("марта", "часов"), not a name that begins like one
# ("Маяковского", "Мартынова").
TIME_WORD = rf"{TIME_WORDS}[а-яё]{{0,4}}$"
TIME_WORD_RE = re.compile(TIME_WORD)
# The flat may follow the house after a space, as a voice message is typed ("рязань мира 5 108");
# a town's shorthand may lead ("мск садовая 143 12").
BARE_LOWER_HOUSE = re.compile(
    rf"(?<![\w.-])(?:[а-яё]{{3}},?[ \t])?{LOWER_HOUSE}(?:[ \t][1-9]\d{{0,3}})?"
    r"(?=[ \t]*(?:$|\n|[;,)!?]|\.(?!\d)))(?![.,]\d)"
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
SPOKEN = re.compile(
    rf"(?<![\w.-]){_CITY_SHORT}?(?:(?:{_MARK_SHORT}\s?)?{_NAME_SHORT},?\s(?:(?:дом|д\.)\s?)?"
    rf"|(?:{_MARK_SHORT}\s?)?[а-яё]{{3,}}(?:\s[а-яё]{{3,}})?,?\s(?:дом|д\.)\s?"
    rf"|{_MARK_SHORT}\s?(?!{_SPOKEN_NUMBER})[а-яё]{{3,}}(?:\s[а-яё]{{3,}})?,?\s){_SPOKEN_NUMBER}"
    rf"(?:,?\s(?:корпус|корп\.|к\.)\s?{_ANY_NUMBER})?(?:,?\s(?:квартира|кв\.?)\s?{_ANY_NUMBER})?"
)
MARK_LATIN = (
    r"(?:[Bb]lvd\.?|[Ss]treet|[Ss]tr\.?|[Pp]rospect|[Ll]ane|[Rr]oad|[Rr]d\.|[Uu]l\.?|[Uu]litsa|[Pp]r\.|[Pp]r-t\.?|[Pp]rospekt|[Pp]er\.?|[Pp]ereulok|[Ss]t\."
    r"|[Aa]ve\.?|[Aa]venue|[Nn]ab\.|[Ss]hosse|[Bb]ulvar|[Pp]l\.|[Ee]mb\.|[Ee]mbankment|[Hh]ighway"
    r"|[Hh]wy\.?|[Ss]q\.|[Ss]quare|[Pp]roezd|[Tt]upik|[Mm]kr\.?|[Ss]h\."
    # "St" with no full stop only before a comma ("5 Lenina St, Kazan"; not "St Petersburg")
    r"|St(?=,)"
    # transliterated as GAR writes them: "naberezhnaya", "ploshchad'", "ulica", "pr-kt", "proyezd"
    r"|[Nn]aberezhn(?:aya|oy)|[Pp]lo(?:shch|sch|sh)ad'?|[Uu]lica|[Pp]r-kt\.?|[Pp]rosp\.|[Pp]roye?zd"
    r"|[Aa]lleya|[Mm]ikrorayon)"
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
# The house's, the building's and the flat's words, their full stops and spaces optional ("d34",
# "dom 5", "h. 5", "bldg 2", "korpus 2", "apartment 12", "ap. 12").
_HOUSE_MARK_LATIN = (
    r"(?:d\.\s?|d\s?(?=\d)|(?i:dom)\s?(?=\d)|(?i:house|building)\s|h\.\s?|(?i:bldg?)\.?\s?)"
)
_FLAT_MARK_LATIN = r"(?i:kv\.?|kvartira|apt\.?|apartment|ap\.|flat|office)"
_BUILDING_LATIN = (
    r"(?:,?\s?(?i:korp\.?|korpus|k\.|bldg?\.?|building|str\.|stroenie)\s?\d{1,3}(?![\d.,]\d))"
)
# After the street: a town and its region ("Kazan, Tatarstan"), a postcode, the country.
_TOWN_AFTER_LATIN = (
    rf"(?:(?:,\s?|\s(?=[A-Z]))(?:g\.\s?|St\.\s?)?{_WORD_LATIN}(?:\s{_WORD_LATIN})?"
    r"(?=\s*(?:$|[.;,)(\n]|\s\d{6})))"
    rf"{{0,2}}(?:,?\s\d{{6}}(?!\d))?{_PLACE_AFTER}"
)
# English street words follow the name ("Lenina Street"); one before a word is something else
# ("Street Fighter 2", "Road Rash 3").
_ENGLISH_AFTER = (
    r"(?![Ss]treet|[Ll]ane|[Rr]oad|[Aa]venue|[Ss]quare|[Hh]ighway|[Ee]mbankment|[Bb]lvd)"
)
# Not a quantity, a time or a year ("Lenin Square 5 minutes away", "Ring Road 10 km").
_NOT_QUANTITY_LATIN = (
    r"(?!\d|\s?(?:min(?:ute)?s?|km|kilomet\w*|m|met(?:er|re)s?|years?|yrs|hours?|hrs|days?|weeks?"
    r"|months?|people|persons|guests|rub\w*|usd|eur|kg|times|pcs|seats|rides|bottles|pages)\b|%)"
    r"(?<!(?<!\d)(?:19|20)\d\d)"
)
_HOUSE_LATIN = (
    rf"(?:{_FLAT_MARK_LATIN}\s?\d{{1,4}},\s?)?{_HOUSE_MARK_LATIN}\d{{1,4}}[a-zA-Z]?(?:/\d{{1,3}})?"
    rf"{_BUILDING_LATIN}?(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?"
)
LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*(?:(?:{_ENGLISH_AFTER}{MARK_LATIN}\s?{_NAME_LATIN}"
    rf"|{_NAME_LATIN}\s{MARK_LATIN}),?\s{_HOUSE_MARK_LATIN}?\d{{1,4}}{_NOT_QUANTITY_LATIN}[a-zA-Z]?"
    r"(?:/\d{1,3})?"
    # The flat and the house first: "apt. 12, 5 Lenina St.", "d. 5, kv. 12, ul. Lenina".
    rf"|(?:{_FLAT_MARK_LATIN}\s?\d{{1,4}},\s?)?\d{{1,4}}(?:/\d{{1,3}})?\s{_NAME_LATIN}\s{MARK_LATIN}"
    rf"|{_HOUSE_LATIN},\s?(?:{MARK_LATIN}\s?{_NAME_LATIN}|{_NAME_LATIN}\s{MARK_LATIN}))"
    rf"(?:\s?-\s?\d{{1,4}})?{_BUILDING_LATIN}?(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?"
    rf"(?:,\s?(?:kv\.?|apt\.?)\s?\d{{1,4}})?{_TOWN_AFTER_LATIN}"
)
# No street marker, but a flat: "Lenina, 5, kv. 12", "Lenina 110, apt 287, Samara 443001".
FLAT_FORM_LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*{_NAME_LATIN},?\s{_HOUSE_MARK_LATIN}?\d{{1,4}}[a-zA-Z]?"
    rf"(?:/\d{{1,3}})?{_BUILDING_LATIN}?,?\s(?:kv|apt|flat)\.?\s?\d{{1,4}}(?!\d){_TOWN_AFTER_LATIN}"
)
# "kv", "apt", "flat" not after a word: the first letter first, then the lookbehind (faster).
FLAT_ANCHOR_LATIN = re.compile(r"[kaf](?<![\w.-].)(?:(?<=k)v|(?<=a)pt|(?<=f)lat)\.?\s?\d")
# After an address label, a name and a house in Latin letters ("Address: Moscow, Tverskaya, 7-12").
BARE_LATIN = re.compile(
    rf"(?<![\w.-])(?:{_BEFORE_LATIN},\s?)*{_NAME_LATIN},?\s\d{{1,4}}[a-zA-Z]?(?:/\d{{1,3}})?"
    # not the house of a street named after it ("Maria Ivanova, 44 Pobedy Ave": LATIN's)
    rf"(?!\s(?:{_WORD_LATIN}\s){{1,3}}{MARK_LATIN}(?![a-z]))"
    rf"(?:\s?-\s?\d{{1,4}})?(?![\d.,]?\d)(?:,?\s?{_FLAT_MARK_LATIN}\s?\d{{1,4}})?{_TOWN_AFTER_LATIN}"
)
