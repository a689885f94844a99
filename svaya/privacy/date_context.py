"""The words around a date that tell whether it is a birth date or another event's.

- a birth keyword is the nearest context before the date (`birth_context`): close to it, or dates
  of one list between, with no other field's or event's word between ("ДР не указан, договор от
  …"), nor a verb before a recent date ("Дата рождения и паспорт проверены 14.08.2025");
- a verb or an event's word right after a date makes it that event's ("… 12.03.2005 принят на
  должность", `told_of_after`); so do the words between a person and a date ("сын записан на приём
  …", `an_event`).

dates.py and date_persons.py ask these.
"""

from __future__ import annotations

import re

from svaya.privacy.date_forms import DATE, DAY_MONTH
from svaya.privacy.morphology import readings

CONTEXT_WINDOW = 48

# A long line (a one-line export, a minified JSON) is read at most this far before and after a
# date: what tells of a date stands near it, and a rescan of the line's prefix for every date of
# a 270 KB line is quadratic.
LINE_WINDOW = 300


def line_head(folded: str, start: int) -> int:
    """Where the date's line begins, or `LINE_WINDOW` characters before the date on a longer
    line."""
    floor = max(0, start - LINE_WINDOW)
    return folded.rfind("\n", floor, start) + 1 or floor


def line_tail(folded: str, end: int) -> int:
    """Where the date's line ends, or `LINE_WINDOW` characters after the date on a longer line."""
    ceiling = min(len(folded), end + LINE_WINDOW)
    at = folded.find("\n", end, ceiling)
    return ceiling if at < 0 else at


BIRTH_BEFORE = re.compile(
    r"рожд|д\.\s?[рp]\.|д/[рp]|г/[рp]|birth|born|\bdob\b|d\.o\.b|род[ин][лп]|родив|\bрод\.|\bрож\."
    r"|rozhd|р о ж д|\(b\.|\bдр(?![а-яё])|дню[хш]|именин|\b(?:муж|жен)\.?,?\s*$"
)


_REST_OF_WORD = re.compile(r"^[а-яёa-z]+")
# What leads the eye from a label to its value and says nothing: a remark in brackets ("(как в
# паспорте)"), a leader of dots or underscores.
_FILLER = re.compile(r"\([^()\n]{0,60}\)|[._]{3,}|\s{2,}")
# Between dates of one list ("14.05.2010, 03.09.2013 и 21.01.2016", "муж 07.03.1985, жена …").
_LIST_GAP = re.compile(r"[\s,;()–—:.-]*(?:(?:и|или|а)\s+)?(?:[а-яёa-z]+[\s:–—-]*){0,2}")
# Words that make a date after a birth label, or after a kinship word, another field's or another
# event's date ("ДР не указан, договор от …", "сын записан на приём …").
EVENT_WORDS = (
    r"дат[аыуе](?![а-я])|договор|контракт|соглашени|выда|действ(?:ител|ует|ия)|срок|оплат|платеж"
    r"|сч[её]т(?![а-я]{2})|заказ|накладн|приказ|заявк|обращ|подпис|поступ|выписк|визит|при[её]м"
    r"|записан|запись|записи|заезд|выезд|вылет|рейс|уволен|зачислен|регистрац|issued|expir"
    r"|valid\b|сегодня|вчера|завтра|умер|сконча|смерт|погиб"
)
EVENT = re.compile(rf"(?<![а-яёa-z])(?:{EVENT_WORDS})")
# Further words of a document's, a payment's or an event's date, read where a person's words or
# none at all stand before the date: in a person's clause (date_persons.py), and before a date
# that no context names (date_probable.py).
MORE_EVENT_WORDS = (
    r"действ|сч[её]т|запис|date|выезд|въезд|прил[её]т|смен"
    r"|отпуск|больничн|принят|кредит|займ|заем|стаж|период|гаранти|вклад|депозит|ипотек|аренд"
    r"|гарант|эксплуатац|check|arriv|depart|from|until|since"
    r"|выгрузк|экспорт|export|dated|invoice|month|дежурств|отч[её]т|журнал|заседани|совещани"
    r"|встреч|собрани|протокол|юбиле|годовщин|основан|открыт|created|updated|modified|timestamp"
    r"|anniversar|founded|следующ|предыдущ|очередн|next|previous|повторн|осмотр|консультац"
    r"|госпитализ|обследован|операци|прививк|вакцин|талон|врач"
    # a program's version or build numbered like a date ("версия 2.10.1985")
    r"|верси|version|сборк|релиз|release|build"
    # the same written in Latin letters, as a chat or an SMS gateway transliterates them
    r"|talon|vrach|priem|zapis|dogovor|oplat|vizit|zakaz|schet|vstrech|sobrani|priezd|zaezd"
    r"|vyezd|vylet|reis|smen|poezdk|vydan|vydach|srok|deistv|deystv"
)
# A speaker's turn in a chat or a call: "Клиент: …", "[10:02] Анна Петровна: …".
SPEAKER = re.compile(
    r"[ \t]*(?:[—–-][ \t]*|(?:\[[\d:]+\][ \t]*)?[^\W\d][\w.-]*(?:[ \t][^\W\d][\w.-]*)?:[ \t]*)"
)
# A time after a date makes it an appointment's or a timestamp ("7 марта в 18:00", "12.03.2015,
# 14:30").
# An ISO timestamp glues its time with "T" ("2025-03-05T09:13:02", folded to lower case).
TIME_AFTER = re.compile(r"[ \t,]*(?:в|с|до|at|t)?[ \t]*\d{1,2}[:.]\d\d(?!\d)")


# A header's label, then a row's cells before the date: the table's columns decide (below).
_ANOTHER_CELL = re.compile(r"\n[^\n]*\w[^\n]*[|;\t]")


# An event's word as where the date was read ("как в заявке", "по договору", "из анкеты"): a
# source, not the event the date belongs to.
_SOURCE = re.compile(r"(?<![а-яё])(?:в|во|по|из|согласно)\s+$")


def names_an_event(words: str) -> bool:
    return any(
        _SOURCE.search(words, max(0, m.start() - 10), m.start()) is None
        for m in EVENT.finditer(words)
    )


# A machine's field: a quoted key ("date": "…", 'ts': …), a key and "=" (sent=…), or a Latin
# key heading a line (a JSON's fields a line each as the privacy gate reads them, "date: …").
_FIELD_KEY = re.compile(
    r"(?:[\"']([A-Za-zА-ЯЁа-яё][\w-]*)[\"'][ \t]*:|(?<![\w.])([A-Za-z][\w-]*)="
    r"|(?<![^\n])([A-Za-z][\w-]*):)[ \t]*[\"']?$"
)
_KEY_PART = re.compile(r"[A-ZА-ЯЁ]?[a-zа-яё]+|[A-ZА-ЯЁ]+(?![a-zа-яё])")
_TIME_PARTS = frozenset(
    ("date", "datetime", "time", "timestamp", "ts", "created", "updated", "modified", "edited",
     "sent", "received", "posted", "visit", "visited", "дата", "время")
)  # fmt: skip
_BIRTH_PARTS = frozenset(("dob", "birth", "birthday", "birthdate", "bday", "born", "рождения"))


def a_time_field(text: str, start: int) -> bool:
    """The value of a JSON's or a log's field whose key names a time ("date", "ts", "created_at",
    "sentAt", "visit_date"): a message's, a record's or a visit's date, whatever its year; a
    birth's key ("dob", "birth_date") is not one."""
    m = _FIELD_KEY.search(text, max(0, start - 40), start)
    if m is None:
        return False
    parts = {p.lower() for p in _KEY_PART.findall(m.group(1) or m.group(2) or m.group(3))}
    return not parts.isdisjoint(_TIME_PARTS) and parts.isdisjoint(_BIRTH_PARTS)


def birth_context(before: str, recent: bool = False) -> bool:
    """A birth keyword is the nearest context word, not one from an earlier field: close to the
    date, or dates of one list between; no other field's or event's word between, nor a verb
    before a recent date ("Дата рождения и паспорт проверены 14.08.2025")."""
    hits = list(BIRTH_BEFORE.finditer(before))
    if not hits:
        return False
    tail = _REST_OF_WORD.sub("", before[hits[-1].end() :])  # counted from the keyword's end
    if names_an_event(tail) or _ANOTHER_CELL.search(tail) is not None:
        return False
    pieces = DATE.split(_FILLER.sub(" ", tail))
    if recent and has_verb(_STATING.sub(" ", pieces[0])):
        return False
    if len(pieces[0]) > 32 or not all(_LIST_GAP.fullmatch(gap) for gap in pieces[1:]):
        return False
    # "в базе 14.08.1979, в паспорте 14.08.1978", not "…, звонил 12.03.2024"
    return len(pieces) == 1 or not has_verb(pieces[-1])


# A verb that states a value rather than an event ("дата рождения сына указана 12.03.2015",
# "значится", "стоит"): what follows it is the label's value.
_STATING = re.compile(
    r"(?<![а-яё])(?:указан[аоы]?|значит(?:ся|с[яь])|значатся|стоит|написан[аоы]?|пишется)(?![а-яё])"
)
_VERB_TAGS = frozenset(("VERB", "INFN", "PRTS", "GRND"))
_BIRTH_VERB = re.compile(r"ро[дж]")


def has_verb(words: str) -> bool:
    """A verb other than a birth verb ("звонила", "проверены"), also a short participle the
    dictionary reads first as an adjective ("крещён", "похоронен"): the words tell of an
    event."""
    for word in WORD.findall(words):
        parses = readings(word) if len(word) > 2 and not _BIRTH_VERB.match(word) else ()
        if parses and not _VERB_TAGS.isdisjoint(parses[0].tag.grammemes):
            return True
        if parses and "ADJS" in parses[0].tag and any("PRTS" in p.tag for p in parses[1:]):
            return True
    return False


# The word right after a date, with no comma between: "… 12.03.2005 принят", "… — дата договора".
_WORD_AFTER = re.compile(r"[ \t]*(?:г\.|года)?[ \t]*(?:[—–:-][ \t]*)?([а-яё]+)")


def told_of_after(folded: str, end: int) -> bool:
    """A verb or an event's word right after the date makes it that event's ("Кравцов А.П.
    12.03.2005 принят на должность"); after a comma the date stands apart, as a birth date does
    ("Кравцов А.П., 07.03.1985, обратился …")."""
    m = _WORD_AFTER.match(folded, end)
    return m is not None and (EVENT.match(m.group(1)) is not None or has_verb(m.group(1)))


_CELL_AFTER_DATE = re.compile(rf"(?:{DATE.pattern})[^|\t;]*[|\t;]")


def next_cell(between: str) -> bool:
    """A table's row: the kin's date sits in an earlier cell ("| внучка | 22.04.2014 | …"), the
    date after it is another column's (a registration's)."""
    return _CELL_AFTER_DATE.search(between) is not None


def an_event(between: str) -> bool:
    """The words between a person and a date tell of an event ("сын записан на приём …")."""
    return names_an_event(between) or bool(_TIME_WORD.search(between)) or has_verb(between)


# A preposition of time right before a date ("сын с 01.09.2018 учится"): a period's date.
_TIME_WORD = re.compile(r"(?<![а-яё])(?:с|со|по|до|от|на|к|после|перед|через)[\s:]*$")


WORD = re.compile(r"[а-яёa-z]+")


# A person's round birthday said after the day and month ("12.04 у неё юбилей", "3 мая у мамы
# юбилей"): "у" and a pronoun or a living being's noun; a thing's jubilee ("у завода юбилей")
# is an event's.
_JUBILEE = re.compile(r"(?<![а-яё])у[ \t]+([а-яё]+)[ \t]+юбиле[йюяе]")
_DATE_THEN = re.compile(r"[ \t,–—-]*$")
# One person's pronoun: "у нас", "у вас", "у них" are as often a company's or a couple's
# ("у нас юбилей компании", "у них юбилей свадьбы").
_PRONOUNS = frozenset("нее неё него меня тебя".split())


def jubilee_days(folded: str) -> list[tuple[int, int]]:
    """The days and months right before a person's jubilee (see `_JUBILEE`)."""
    found = []
    for m in _JUBILEE.finditer(folded):
        owner = m.group(1)
        parses = readings(owner)
        if owner not in _PRONOUNS and not (parses and "anim" in parses[0].tag):
            continue
        for day in DAY_MONTH.finditer(folded, max(0, m.start() - 24), m.start()):
            if _DATE_THEN.match(folded[day.end() : m.start()]):
                found.append(day.span())
    return found
