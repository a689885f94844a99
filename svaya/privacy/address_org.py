"""An organisation's address, which is public (it is in the state register), not personal data.

An address is an organisation's when it is said so before it ("юридический адрес", "офис на"),
a company is named or its requisites given just before it with no label of a person's address
between, an organisation's or a public place is named on its line ("Отделение банка:", "школа"),
or it is written with premises and no flat ("стр. 2", "офис 220", "ТЦ").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from svaya.privacy.spans import Span

# An organisation's address is public (it is in the state register), not personal data.
_ORG_CONTEXT = re.compile(
    r"(?:юридическ|юр\.\s?адрес|место\s+нахождени|адрес\s+(?:организации|банка|компании|офиса|филиала)"
    r"|местонахожден|офис\w*\s+на|жд[её]м\s+(?:вас\s+)?по\s+адресу|фактическ\w+\s+адрес\s+организации|registered\s+office"
    r"|(?:офис|филиал|отделени|склад|представительств)\w*\b[^\n]{0,40}по\s+адресу)[^\n]{0,40}$",
    re.IGNORECASE,
)
# Premises ("стр. 2", "пом. 4", "офис 220", "этаж 3", "2 этаж", "3-й этаж", an office's room:
# "каб. 21") and no flat: how a company writes its address; a person's home has a flat or nothing.
_PREMISES = re.compile(
    r"(?:\bстр\.|\bпом\.?|\bофис|\bоф\.|\bэтаж|\bкаб\.?|\bкабинет|\boffice|\bfloor)\s?(?:№\s?)?\d"
    r"|(?<![\w-])\d{1,2}(?:-?(?:й|м|ом))?\s?(?:этаж|эт\.)|(?<![\w-])\d{1,2}(?:st|nd|rd|th)\s+floor",
    re.I,
)
# A flat, a room of a communal flat or a hostel ("ком. 4", "комн. 3"), an intercom's code: a
# home's.
_FLAT_MARK = re.compile(r"\bкв\b|\bквартир|\bкомн|\bком\.|\bдомофон|\bkv\b|\bapt\b", re.I)


# A company named or its requisites given on the address's line or the line before ("ООО
# «Вектор», ИНН 7707083893\nАдрес: …", "Банк получателя: …, БИК …, адрес: …"), with no label
# of a person's address between them and it ("Адрес регистрации:", "адрес клиента").
_COMPANY = re.compile(
    r"(?<![\w-])(?:(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|ГУП|МУП|ФГУП|АНО|НКО)\s*[«\"]|ИНН:?\s*\d{10}(?!\d)"
    r"|КПП|ОГРН|БИК|[Бб]анк\w*\s+(?:получателя|плательщика)"
    # in Latin letters, on an invoice or a contract in English ("Romashka LLC", "OOO Vector")
    r"|(?:LLC|Ltd|JSC|PJSC|CJSC|Inc|GmbH|Corp|LLP|PLC)\.?(?![\w-])|(?:OOO|ZAO|OAO|PAO|AO)\s+[A-Z\"«]"
    r"|INN:?\s*\d{10}(?!\d)|KPP|OGRN|BIC|SWIFT)"
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
    r"|головн|представительств|штаб|head\s+office|branch|store|shop)",
    re.IGNORECASE,
)
# Public places named before an address: a school's, a kindergarten's, a state office's, a café's,
# a hotel's (after it, "напротив школы" says where a home is).
_PUBLIC_PLACE = re.compile(
    r"(?<![\w-])(?:школ|гимнази|лице[йя]|детск\w*\s+сад|университет|институт|колледж|техникум|мфц"
    r"|загс|кафе|ресторан|гостиниц|отел[ья]|хостел|театр|музе[йя]|вокзал|салон|автосервис"
    r"|hotel|hostel|cafe|restaurant|school|university|college|hospital|clinic|pharmacy|museum"
    r"|theatre|theater|office)",
    re.IGNORECASE,
)
# "Адрес:" alone on its line after a company's line: the company's.
_BARE_ADDRESS_LABEL = re.compile(r"[ \t]*(?:[Аа]дрес|ADDRESS|Address)[ \t]*:[ \t]*")
# A company's premises named in the address: a shopping or business centre, a pickup point.
_PREMISES_NAMED = re.compile(
    r"(?<![\w-])(?:ТЦ|ТРЦ|БЦ|ТК)(?![\w-])|пункт\w*\s+выдачи", re.IGNORECASE
)


# A home's signs: a garden partnership's plot (a member's: "снт «Заря», уч. 5") or a flat.
GARDEN_PLOT = re.compile(
    r"(?i:снт|днт|тсн|днп|с/т|садов\w*|кп|(?<![\w-])(?:сот|с?онт))[\s«\"][^\n]{0,50}?"
    r"(?i:участ\w*|уч\.?)\s?(?:№\s?)?\d"
)
_HOME_FLAT = re.compile(r"(?<![\w-])(?i:кв\.?|квартир\w*)\s?(?:№\s?)?\d")
# An office's hours after its address, read in lower case with "ё" as "е" ("…, 19. Приём
# граждан: вт, чт", "…, часы работы: …"): an office's address (org_context.py).
OFFICE_HOURS = re.compile(
    r"[\s.,;()—–-]{0,4}(?:прием (?:граждан|посетителей|заявлений|документов)|часы (?:работы|приема)"
    r"|режим работы|график работы|время работы|пн\.?[ \t]?[-–—][ \t]?пт|opening hours)"
)
# A house and a flat written as one ("Есенина 15-27", "наб. Волжская 64-131").
HOUSE_FLAT = re.compile(r"\d+[а-яa-z]?\s?-\s?\d{1,4}\b(?!\s?-?\d)", re.I)


# A long line (a one-line export) is read at most this far around an address: its context words
# stand near it, and a scan of the whole line for every address of a 270 KB line is quadratic.
LINE_WINDOW = 300


def line_head(text: str, at: int, back: int = LINE_WINDOW) -> int:
    """Where the line of `at` begins, or `back` characters before `at` on a longer line."""
    floor = max(0, at - back)
    return text.rfind("\n", floor, at) + 1 or floor


def line_tail(text: str, at: int, ahead: int = LINE_WINDOW) -> int:
    """Where the line of `at` ends, or `ahead` characters after `at` on a longer line."""
    ceiling = min(len(text), at + ahead)
    end = text.find("\n", at, ceiling)
    return ceiling if end < 0 else end


def organisation(text: str, start: int, end: int) -> bool:
    """An organisation's address: said so before it, a company named just before it, or
    written with premises and no flat. A garden plot is a member's; a flat after a place named
    as a landmark is a home's ("видели у магазина на ул. Мира, д. 5, кв. 12")."""
    if _ORG_CONTEXT.search(text, max(0, start - 60), start):
        return True
    if _in_signature(text, start, end):
        return True
    line_start = line_head(text, start)
    company = None
    for company in _COMPANY.finditer(text, max(line_start, start - 200), start):  # noqa: B007
        pass
    if company is not None and not _PERSONS_ADDRESS.search(text, company.end(), start):
        return True
    if GARDEN_PLOT.search(text, start, end):
        # a member's, unless the partnership's board sits there ("в правлении снт … уч. 1")
        return _BOARD.search(text, max(line_start, start - 40), start) is not None
    # An organisation's place named on the address's line ("Отделение банка:", "Сервисный
    # центр:", "Магазин:", "Наш адрес:", "… — головной офис").
    line_end = line_tail(text, end)
    # a region and a district may stand between ("Отделение почты, Респ. …, … район, г. …")
    label = max(line_start, start - 80)
    # the Latin words a grammar took in before the address's first comma ("Hotel Zarya, Tver")
    head = text.find(",", start, end) if text[start].isascii() else -1
    head = start if head < 0 else head
    # A flat is a home's: a place named after it, or before it as a landmark ("видели у
    # магазина на …, кв. 12"), is where it is, not whose.
    flat = bool(_HOME_FLAT.search(text, start, end) or HOUSE_FLAT.search(text[start:end]))
    place = _ORG_PLACE.search(text, label, head) or _PUBLIC_PLACE.search(text, label, head)
    if (
        place is not None
        and flat
        and _LANDMARK.search(text, max(0, place.start() - 16), place.start())
    ):
        place = None
    elif place is None and not flat:
        place = _ORG_PLACE.search(text, end, min(line_end, end + 25))
    if place is not None and not _PERSONS_ADDRESS.search(text, label, start):
        return True
    if _after_companys_line(text, line_start, start):
        return True
    if _PREMISES_NAMED.search(text, max(line_start, start - 60), min(line_end, end + 24)):
        return True
    tail = text[start : min(end + 24, line_end)]
    return bool(_PREMISES.search(tail)) and not (
        _FLAT_MARK.search(tail) or _HOUSE_FLAT_FIRST.search(text, start, end)
    )


# A house and a flat as one before an entrance or a floor ("5-45, 3 под., 5 эт."), not an
# office's rooms or hours ("офис 12-14", "9-18").
_HOUSE_FLAT_FIRST = re.compile(
    r"(?<![\w-])\d{1,4}[а-я]?(?:/\d{1,3})?\s?-\s?\d{1,4},?\s?(?:\d{1,2}(?:-?й)?\s)?(?:под|эт)", re.I
)
_BOARD = re.compile(r"(?<![\w-])правлени\w*", re.I)
# A place named as a landmark: where someone was, by the shop ("видели у магазина на …").
_LANDMARK = re.compile(r"(?<![\w-])(?:у|возле|около|напротив|рядом\s+с|недалеко\s+от)\s+\Z", re.I)


# A letter's closing: what follows it is the sender's signature block ("С уважением,", "--").
_CLOSING = re.compile(
    r"(?:^|\n)[ \t]*(?:с[ \t]+уважением|с[ \t]+наилучшими|всего[ \t]+доброго|(?:best|kind|warm)?"
    r"[ \t]*regards|sincerely|--|—|__+)[ \t,.!]*(?=\n)",
    re.I,
)
_SIGNATURE_LINES = 5


# A closing signed by a department or a company, on its line or the next ("С уважением, отдел
# продаж", "Best regards,\nСлужба доставки", "С уважением, ООО «Парус»").
_SIGNED_BY_BODY = re.compile(
    r"(?:^|\n)[ \t]*(?:с[ \t]+уважением|с[ \t]+наилучшими|всего[ \t]+доброго|(?:best|kind|warm)?"
    r"[ \t]*regards|sincerely)[ \t,.!]*\n?[ \t]*(?:[а-яё-]+[ \t]+)?(?:отдел|служб|департамент"
    r"|управлени|бухгалтери|администраци|редакци|команд[аы]|коллектив|(?:ООО|ОАО|ЗАО|ПАО|АО|ИП)"
    r"(?![\w-])|компани|магазин|офис|склад|филиал|сервисн)",
    re.I,
)


def _in_signature(text: str, start: int, end: int) -> bool:
    """An address in a letter's signature block, a few lines after its closing: the sender's
    office, as a signature gives it, when it has no flat or a department or a company signs
    the letter ("С уважением, отдел продаж\nленина 12/4"); a home there has a flat or a label,
    or a person signs it with a lower-case street's "house/flat" ("С уважением,\nАнна\nленина
    12/4"). Only a flat's word makes an address under a company's signature a home."""
    value = text[start:end]
    personal = home(value)
    if personal and _FLAT.search(value):
        return False
    line_start = line_head(text, start)
    above = line_start
    for _ in range(_SIGNATURE_LINES):
        if above <= 0:
            break
        above = line_head(text, above - 1)
    closing = None
    signs = _SIGNED_BY_BODY if personal else _CLOSING
    for closing in signs.finditer(text, max(0, above - 1), line_start):  # noqa: B007
        pass
    if closing is None:
        return False
    # the signer's own line may name what it does ("служба доставки"): the words after it count
    signer_end = text.find("\n", closing.end(), line_start) if personal else -1
    return not _PERSONS_ADDRESS.search(text, max(closing.end(), signer_end), start)


def _after_companys_line(text: str, line_start: int, start: int) -> bool:
    """ "Адрес:" alone before the address, on the line after a company's."""
    if not line_start or not _BARE_ADDRESS_LABEL.fullmatch(text, line_start, start):
        return False
    before = text.rfind("\n", 0, line_start - 1) + 1
    return _COMPANY.search(text, before, line_start) is not None


# A building named in an address: its street's name and the house's number ("ул. Садовая, д. 12",
# "Садовой 12-40", "Sadovaya str. 12").
_BUILDING = re.compile(
    r"([А-ЯЁA-Z][а-яёa-z]{2,})(?:[ \t]+[а-яёa-z]{1,6}\.?)?,?[ \t]+(?:(?:д|дом|d|dom)\.?[ \t]?)?"
    r"(\d{1,4})(?![\d.,:]\d)"
)


def building(address: str) -> tuple[str, str] | None:
    """The street's stem and the house's number an address names, or None."""
    m = _BUILDING.search(address)
    return None if m is None else (m.group(1).lower()[:5], m.group(2))


def buildings(homes: Iterable[str]) -> frozenset[tuple[str, str]]:
    """The buildings `homes` name, to tell an address in one of them: the house where someone
    lives, named again as a shop's or an office's ("видели у магазина на ул. Садовая, д. 12")."""
    return frozenset(key for key in map(building, homes) if key is not None)


_FLAT = re.compile(r"(?<![\w-])(?:кв|квартир\w*|kv|apt|flat)(?![\w-])", re.I)


# A street's name in lower case and "house/flat" with no marker, as a person writes their own
# address ("5-я линия 12/41"); an office's corner house is written "ул. Мира, д. 12/2".
_LOWER_HOUSE_SLASH_FLAT = re.compile(r"[а-яё][ \t]\d{1,4}[а-я]?/\d{1,4}[ \t,.]*$")


def home(address: str) -> bool:
    # A phone a form's field ran on to ("…, 13, тел. (81836) 6-47-70"): its digits are no flat.
    phone = _PHONE_LABEL.search(address)
    address = address if phone is None else address[: phone.start()]
    return bool(
        _FLAT.search(address)
        or HOUSE_FLAT.search(address)
        or GARDEN_PLOT.search(address)
        or _LOWER_HOUSE_SLASH_FLAT.search(address)
    )


_PHONE_LABEL = re.compile(
    r"[,;]?[ \t]*(?<![\w-])(?:тел|т|телефон|факс|tel|phone)(?:\.|:|[ \t])[ \t]*[+(\d]"
)


class Homes:
    """The buildings the text's homes are in, read once and only when asked."""

    def __init__(self, personal: list[Span]) -> None:
        self.personal = personal
        self.keys: frozenset[tuple[str, str]] | None = None

    def __contains__(self, address: str) -> bool:
        if self.keys is None:
            self.keys = buildings(
                s.value for s in self.personal if s.data_class == "pd.address" and home(s.value)
            )
        key = building(address)
        return key is not None and key in self.keys
