"""Organisation values among the detectors' spans (issue 16): what an organisation publishes to be
reached at is not personal data, and replacing it costs the model the very thing it is asked
about ("where is the court", "which number do I call").

Three kinds of value, each read from how Russian documents, letters and chats write them:

- a mailbox is a person's on a free-mail domain or when its local part reads as a name
  ("a.petrov", "ivanova", "elena78"); a role's on any other domain ("priem@", "kc@",
  "school53@", "vozvrat@"; `org_mail.py`);
- a landline (a city code, not a 9xx mobile) and an address with no flat belong to an
  organisation when its name or its office's label comes before them in the same block
  ("обратитесь в МФЦ: …", "Канцелярия суда: …", "Октябрьское РОСП …\\n390070, …") and nothing
  between says the value is a person's ("проживающего по адресу", "мой", "домашний", a name
  before an address); so do they when the office speaks of its line ("Наш телефон"), gives its
  hours ("круглосуточно"), its kind in Latin letters ("Avtoshkola"), or a staff member by a post
  signs them ("ведущий специалист\nБаранов И.С.\n<address>, <landline>"); an address with an
  office's room in it ("…, каб. 21") is an office's;
- a court's or a district's name is not a surname ("Советский районный суд", "судебный участок
  № 23 Московского судебного района"; `org_names.py`).

A person's values inside such a block stay personal: a mobile number, a free-mail address, an
address with a flat or after "зарегистрирован по адресу".
"""

from __future__ import annotations

import operator
import re
from bisect import bisect_left, bisect_right

from svaya.privacy.address_org import OFFICE_HOURS, Homes, home
from svaya.privacy.org_mail import ROLE_LOCAL as ROLE_LOCAL  # patterns.py reads it here
from svaya.privacy.org_mail import role_mailbox, sender_mailbox
from svaya.privacy.org_names import (
    abbreviated_body,
    company_name,
    district_name,
    requisite_name,
    state_body,
)
from svaya.privacy.org_speakers import invited_address, room_mailbox
from svaya.privacy.org_words import LEGAL_FORM as _LEGAL_FORM
from svaya.privacy.org_words import ORG as _ORG
from svaya.privacy.org_words import ORG_POST_LINE, latin_kind, names_org, org_post
from svaya.privacy.org_words import PERSONAL_CUE as _PERSONAL_CUE
from svaya.privacy.org_words import REQUISITES as _REQUISITES
from svaya.privacy.spans import Inside, Span

# The block a value is read in: its line, and the line before when the value's own line holds
# little before it (a label, or nothing: an address under the organisation's name).
_LOOK_BACK = 200
_SHORT_LEAD = 48
_LINES_BACK = 2
_SIGNATURE_LINES = 4
_PROSE_LINE = 60

# An office's own line, whoever answers it: its desk's label ("Приёмная:", "тел. ресепшена",
# "учебная часть", "ЕДДС") or the key of an export's field ("org_phone").
_DESK = (
    r"(?<![\w-])(?:приемн\w*|канцеляри\w*|регистратур\w*|диспетчер\w*|дежурн\w*|справочн\w*"
    r"|горяч\w* лини\w*|факс\w*|многоканальн\w*|call-центр\w*|колл-центр\w*|контакт-центр\w*"
    r"|паспортист\w*|секретар\w*|бухгалтери\w*|отдел\w* кадров|для справок|справки"
    r"|ресепш\w*|телефон\w* доверия|учебн\w* част\w*|техподдержк\w*|техническ\w* поддержк\w*"
    r"|служб\w* поддержки|пост\w* охраны|вахт\w*|абонентск\w* отдел\w*|отдел\w* продаж"
    r"|еддс|org_(?:phone|tel)"
    # the office speaking of its own line ("Наш телефон", "звоните нам"), or its hours
    r"|наш(?:его|ему|им|ем)?\s+(?:телефон|номер|тел\.)|звоните нам|круглосуточн\w*|ежедневн\w*"
    r"|без выходных"
    r"|исп\.|исполнител\w*"
    r"|запис\w*(?: можно)? по|для записи|график\w* работы|режим\w* работы|часы работы"
    r"|reception|hotline|switchboard|fax|dispatch\w*"
    r"|тел\w*\.?\s+(?:отделени|офис|филиал|организаци|компани|учреждени|банк|суд|школ|клиник)\w*)"
)
_OFFICE_LINE = re.compile(_DESK)
# … or the label written after the number ("8 (4912) 25-00-00 (приёмная)", "… — бухгалтерия").
_DESK_AFTER = re.compile(rf"[ \t]*[(—–,-]?[ \t]*{_DESK}")
# A company by its legal form (lower case: the text is folded), a landline's owner above it in a
# signature ("…\nСНТ «Рассвет»\nтел. …"); not for addresses, where "СНТ" opens a member's plot.
_COMPANY_LINE = re.compile(
    r"(?<![\w-])(?:ооо|оао|зао|пао|ао|нко|ано|тсж|тсн|жск|снт|днт|нпп|нпо|llc|ltd|jsc"
    r"|обществ\w* с ограниченной|акционерн\w* обществ\w*|товариществ\w*"
    # the requisites only a company has ("ИНН … КПП … тел. …"; "ОГРНИП" is an entrepreneur's)
    r"|кпп|огрн|окпо|оквэд"
    r"|некоммерческ\w* партнерств\w*)(?![\w-])"
)
# A toll-free line before a landline ("Звоните: 8-800-… или (4912) …"): the same office's.
_TOLL_FREE = re.compile(r"(?<!\d)(?:8|\+7)[ \t-]*\(?800\)?[ \t-]*\d{3}")
# A post at an organisation, which names a person beside it ("специалист Орлова Е.В.",
# "Лазарева Инна, менеджер", "Тренер: КОРНЕЕВА Л.Д."): that person is the organisation's staff,
# so a landline given with them is the organisation's desk, whoever sits at it (a mobile, or a
# number said to be their own, stays theirs). Not the roles a chat's speakers take
# ("Оператор:", "Администратор:"), which say nothing of whose number is read out.
# The staff an office has at its desks, named by their post (_POST and _EMPLOYEE read them).
_DESK_STAFF = (
    r"менеджер|специалист|сотрудни[кц]|инспектор|юрист|бухгалтер|консультант|куратор|координатор"
    r"|ассистент|помощни[кц]|manager|specialist|officer"
)
_POST = (
    rf"(?:(?:{_DESK_STAFF}|юрисконсульт"
    r"|агент|тренер|инструктор|логопед|дефектолог"
    r"|психолог|педагог|учител[ья]|преподавател[ья]|воспитател[ья]|методист|врач|фельдшер"
    r"|медсестр|адвокат|нотариус|кассир|инженер|экономист|делопроизводител[ья]|заведующ"
    r"|директор|руководител[ья]|начальник|заместител[ья]|рекрутер"
    # police officers by their posts ("участковый уполномоченный полиции", "дознаватель")
    r"|уполномоченн|оперуполномоченн|следовател|дознавател|секретар"
    r"|consultant|coach|recruiter|interviewer|operator|inspector|curator|clerk|assistant"
    r"|representative)[а-яё]{0,4}"
    # a desk's post a chat's speaker also takes ("Администратор:"), read only with no colon
    r"|(?:администратор|оператор)[а-яё]{0,3}(?![а-яё]*[ \t]*:))"
)
# A person named by their post at the organisation before it ("менеджер компании «Ромашка» …"):
# an address that follows is not read as the organisation's.
_EMPLOYEE = re.compile(
    rf"(?<![\w-])(?:(?:{_DESK_STAFF})\w*|агент(?:а|у|ом|е)?|представител\w*|agent)\s+\S+\s*\S*\Z"
)
_EMPLOYEE_REACH = 40
# The post before the name, a word or two of its department between ("помощник нотариуса …",
# "специалист МФЦ …"), or after it, past a comma or a line break and an adjective ("…, ведущий
# специалист").
# A department of a few words may follow the post ("специалист отдела кассовых операций …"), a
# record's markup the name ("<operator>…"), or a signature's line break ("ведущий специалист\n…").
_POST_BEFORE_NAME = re.compile(
    rf"(?<![\w-]){_POST}(?:[ \t]+[\w«».-]+){{0,5}}[ \t]*[:—–=>\"-]?[ \t]*\n?[ \t]*\Z"
)
_POST_AFTER_NAME = re.compile(rf"[ \t]*[,—–-]?[ \t]*\n?[ \t]*(?:[а-яёa-z]+[ \t]+)?{_POST}(?![\w-])")
# … or at the head of the name, where a detector took it in ("адвокат н.ч. эфендиева").
_POST_IN_NAME = re.compile(rf"{_POST}[ \t]")
_POST_REACH = 64
# A person's work phone said so ("раб. тел.", "рабочий"): theirs, as a form records it.
_OWN_WORK_LINE = re.compile(r"(?<![\w-])(?:раб\.|рабоч(?:ий|его)(?![\w-]))")
# An office's room given before the line ("…, д. 8, каб. 4, 8 (4942) …", "…, 2 этаж. Отмена:
# …"), or the shopping or business centre it is in: an office's address. A clerk named before
# the premises ("Договор оформил: Петров А.В., салон связи …, ТЦ «…», тел. …") works there.
_PREMISES = re.compile(
    r"(?<![\w-])(?:(?:каб\.?|кабинет|оф\.|окно|пом\.)[ \t]*№?[ \t]*\d"
    r"|\d{1,2}(?:-?(?:й|м|ом))?[ \t]?(?:этаж|эт\.)|(?:тц|трц|бц)(?![\w-]))"
)
_POSTCODE = re.compile(r"(?<!\d)\d{6}(?!\d)")
# Rooms an office has and a home does not, written after the house ("каб. 7", "окно 3").
_OFFICE_ROOM = re.compile(r"[\s,]{0,3}(?:каб\b|кабинет|окно|окна|зал\b|приемн|office\b|room\b)")
# … or taken into the address by its detector ("…, д. 63, каб. 21").
_ROOM_IN = re.compile(r"(?<![\w-])(?:[Кк]аб\.?|[Кк]абинет|[Оо]кно)[ \t]*№?[ \t]*\d")
# Where a sentence ends: a stop before a capital, after a word that is not an abbreviation of an
# address or a title ("г. Тверь", "ул. Свободы", "каб. 7" go on).
_STOP = re.compile(r"[.!?]\s+(?=[А-ЯЁA-Z])")
_WORD_BEFORE = re.compile(r"([\w-]*)\Z")
_ABBREVIATIONS = frozenset(
    "г д ул пр пл пер наб ш кв корп стр каб пом обл им тел т с п пос мкр просп эт оф рп пгт ст "
    "р-н лит вл б-р пр-кт пр-т ш исп".split()
)


def drop_org_values(text: str, spans: list[Span]) -> list[Span]:
    """`spans` without those on an organisation's values (see the module's docstring)."""
    kinds = {s.data_class for s in spans}
    if not _READ & kinds:
        return spans
    # Read only when an address or a number is there: most texts have names alone.
    folded = text.lower().replace("ё", "е") if kinds & _IN_BLOCK else ""
    personal = sorted((s for s in spans if s.data_class.startswith("pd.")), key=_START)
    homes = Homes(personal)
    lines: dict[tuple[int, int], bool] = {}  # _contact_line's verdicts
    org = [s for s in spans if _is_org_value(text, folded, s, personal, homes, lines)]
    if not org:
        return spans
    # What another detector read inside an organisation's value goes with it: a landline's
    # "26-19-58" is no date of birth.
    inside = Inside(org)
    return [s for s in spans if s.source == "known" or not inside(s)]


_START = operator.attrgetter("start")


def _starting(personal: list[Span], lo: int, hi: int) -> list[Span]:
    """The values of `personal` (in order of start) that start in [lo, hi]: those a value's
    block may hold, found by bisection (a document holds thousands)."""
    return personal[bisect_left(personal, lo, key=_START) : bisect_right(personal, hi, key=_START)]


_READ = frozenset({"pd.contacts", "pd.address", "pd.name", "pd.passport"})
_IN_BLOCK = frozenset({"pd.contacts", "pd.address", "pd.passport"})
# A country's or a trunk prefix before a passport's shape ("8(4742)978965", "+7 8412 373770"): a
# town's code and a landline's six digits.
_PHONE_HEAD = re.compile(r"(?<![\w+])(?:\+7|8)[ \t-]?\(?\Z")


def _is_org_value(
    text: str, folded: str, span: Span, personal: list[Span], homes: Homes, lines: dict
) -> bool:
    if span.source == "known":
        return False  # declared a person's by whoever supplied it
    if span.data_class == "pd.passport":
        head = _PHONE_HEAD.search(text, max(0, span.start - 4), span.start)
        if head is None:
            return False
        # "+7 8412 373770", "8(4742)978965": a town's code and a landline's digits
        value = text[head.start() : span.end]
        span = span._replace(start=head.start(), value=value, data_class="pd.contacts")
    if span.data_class == "pd.contacts":
        if "@" in span.value:
            return (
                role_mailbox(span.value)
                or sender_mailbox(text, span)
                or room_mailbox(
                    text, folded, span, _starting(personal, span.start - 80, span.start)
                )
            )
        if not _landline(span.value):
            return False
        return (
            _switchboard(folded, span)
            or _in_org_block(text, folded, span, personal, names=False)
            or _contact_line(folded, span, personal, lines)
        )
    if span.data_class == "pd.address":
        return _org_address(text, folded, span, personal, homes, lines)
    if span.data_class == "pd.name":
        return (
            district_name(text, span)
            or state_body(text, span)
            or company_name(text, span)
            or abbreviated_body(text, span)
            or requisite_name(span)
        )
    return False


def _landline(value: str) -> bool:
    """A number with a city code, written as a phone ("(4912) 56-19-95", "+7 4812 59-25-13"), not
    a passport's halves ("4602  870966")."""
    if not ("(" in value or "-" in value or value.lstrip().startswith(("+", "8", "7"))):
        return False
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) == 11 and digits[0] in "78":
        digits = digits[1:]
    return len(digits) == 10 and digits[0] in "3468"


# An extension after a landline ("доб. 214", "вн. 70", "ext. 12"): the number is an
# organisation's switchboard, whoever's desk the extension reaches; only a home's or a person's
# own line said so stays personal ("домашний", "личный").
_EXTENSION = re.compile(r"[ \t]*,?[ \t]*\(?(?:доб|вн|внутр|добавочн\w*|ext|extension)\.?[ \t]*\d")
_OWN_LINE = re.compile(r"(?<![\w-])(?:домашн\w*|личн\w*|home|personal)(?![\w-])")
_OWN_LINE_REACH = 40


def _switchboard(folded: str, span: Span) -> bool:
    """An extension after the line, or its desk's label ("… (приёмная)"): an office's."""
    if not (
        _EXTENSION.match(folded, span.end)
        or _EXTENSION.search(span.value.lower())
        or _DESK_AFTER.match(folded, span.end, span.end + _OWN_LINE_REACH)
    ):
        return False
    line = folded.rfind("\n", 0, span.start) + 1
    return not _OWN_LINE.search(folded, max(line, span.start - _OWN_LINE_REACH), span.start)


def _org_address(
    text: str, folded: str, span: Span, personal: list[Span], homes: Homes, lines: dict
) -> bool:
    if home(span.value):
        return False
    org = (
        _in_org_block(text, folded, span, personal, names=True)
        or invited_address(text, folded, span)
        or _contact_line(folded, span, personal, lines)
        or (
            bool(
                _OFFICE_ROOM.match(folded, span.end, span.end + 16)
                or OFFICE_HOURS.match(folded, span.end, span.end + 32)
                or _ROOM_IN.search(span.value)
            )
            and not _PERSONAL_CUE.search(folded, _block_start(text, span.start), span.start)
        )
    )
    # a shop or an office in the building where someone in the text lives is named with it
    return org and span.value not in homes


def _in_org_block(text: str, folded: str, span: Span, personal: list[Span], names: bool) -> bool:
    """An organisation named in the value's block, and no sign of a person's between it and the
    value: a personal word, another personal value (a name too, for an address)."""
    # A label the detector took in with the value ("обратитесь в МФЦ: 390004, …", "Отделение
    # Почты России 603000, …") is read too: what comes before a colon or a postcode.
    # So is an organisation the value begins with ("Администрация Центрального района, г. …").
    postcode = _POSTCODE.search(span.value)
    head = span.value.find(",")
    lead_end = span.start + max(
        span.value.rfind(":") + 1,
        postcode.start() if postcode else 0,
        head if head > 0 and names_org(span.value[:head]) else 0,
    )
    begin = _block_start(text, _line_head(text, span, personal), labels=not names)
    anchor = _last_anchor(text, folded, begin, max(lead_end, span.start))
    if not names:
        anchor = max(anchor, _line_anchor(folded, begin, span.start, personal))
        anchor = max(anchor, latin_kind(text, begin, span.start))
    # A name by its post opening a line of the signature: the office's values follow it.
    staff = _staff_signature(text, folded, begin, span.start, personal)
    if (
        names
        and staff < anchor
        and _EMPLOYEE.search(folded, max(begin, anchor - _EMPLOYEE_REACH), anchor)
    ):
        return False
    anchor = max(anchor, staff)
    if anchor < 0:
        return False
    # A personal word may stand before the value or at its head, where a detector took it in
    # ("… в заявлении пос. Эммаус, …").
    cue_end = max(lead_end, span.start + (head if head > 0 else 0))
    if _personal_cue(folded, anchor, cue_end):
        return False
    if not names and _OWN_WORK_LINE.search(folded, anchor, span.start):
        return False
    if not names and _signed(
        text, folded, _premises_end(folded, begin, span.start), span, personal
    ):
        return False
    return not any(
        anchor <= other.start and other.end <= span.start and _a_persons(other, names)
        for other in _starting(personal, anchor, span.start)
    )


# A personal word denied ("не адрес ребёнка", "не мой"): the writer says the value is not a
# person's.
_DENIED = re.compile(r"(?<![\w-])не\s+(?:(?:адрес|номер|телефон)\w*\s+)?\Z")


def _personal_cue(folded: str, lo: int, hi: int) -> bool:
    return any(
        not _DENIED.search(folded, max(lo, m.start() - 24), m.start())
        for m in _PERSONAL_CUE.finditer(folded, lo, hi)
    )


def _signed(text: str, folded: str, begin: int, span: Span, personal: list[Span]) -> bool:
    """A person named in the block of a line with no office's label, or at the head of a line of
    the signature the line ends (up to four lines up, not across a blank line), and not by a post
    at the organisation: "Носов Назар\nООО «ТрансСклад»\nтел. (3812) …", so the line is that
    person's own. An office's functionary ("Паспортист Л.К. Жданов, тел. …", "секретарь суда …")
    or its staff ("Носов Назар, менеджер ООО …") answer the office's line."""
    top = _signature_start(text, begin)
    named = [
        other
        for other in _starting(personal, begin, span.start) + _openers(text, personal, top, begin)
        if other.end <= span.start
        and other.data_class == "pd.name"
        and not _speaker(text, other)
        and not _SIGNER.search(text, text.rfind("\n", 0, other.start) + 1, other.start)
        and not company_name(text, other)
        and latin_kind(text, other.start, other.end) < 0
    ]
    return (
        bool(named)
        and not _OFFICE_LINE.search(folded, begin, span.start)
        and not any(_staff(folded, name, min(top, begin), span.start) for name in named)
    )


def _premises_end(folded: str, begin: int, end: int) -> int:
    """Where the last premises named in [begin, end) end, or `begin`."""
    last = begin
    for m in _PREMISES.finditer(folded, begin, end):
        last = m.end()
    return last


def _line_anchor(folded: str, begin: int, end: int, personal: list[Span]) -> int:
    """The end of the last sign in [begin, end) that a landline after it is an office's: its
    line's label ("Справки:", "секретарь"), a room of its address ("каб. 4"), or a person named
    by their post at the organisation; -1 if none."""
    last = -1
    for regex in (_OFFICE_LINE, _PREMISES, _TOLL_FREE, _COMPANY_LINE):
        for m in regex.finditer(folded, begin, end):
            last = max(last, m.end())
    for name in _starting(personal, begin, end):
        if name.data_class == "pd.name" and name.end <= end and _staff(folded, name, begin, end):
            last = max(last, name.end)
    return last


def _staff_signature(text: str, folded: str, begin: int, end: int, personal: list[Span]) -> int:
    """The end of the last name that opens a line of the value's signature and is named by a
    post ("ведущий специалист\nБаранов И.С.\n<address>, <landline>"): the values after it are
    the office's; -1 if none."""
    top = _signature_start(text, text.rfind("\n", 0, begin) + 1)
    last = -1
    for name in _openers(text, personal, top, end):
        if name.data_class == "pd.name" and name.end <= end:
            if _staff(folded, name, top, end):
                last = max(last, name.end)
    return last


def _staff(folded: str, name: Span, lo: int, hi: int) -> bool:
    """Whether a post at an organisation names the person `name` stands for."""
    before = _POST_BEFORE_NAME.search(folded, max(lo, name.start - _POST_REACH), name.start)
    if before is not None or _POST_IN_NAME.match(folded, name.start, name.end):
        return True
    line = folded.rfind("\n", 0, name.start) + 1
    lead = ORG_POST_LINE.fullmatch(folded, line, name.start)
    if lead is not None and org_post(lead.group(1), lead.group(2)):
        return True
    return bool(_POST_AFTER_NAME.match(folded, name.end, min(hi, name.end + _POST_REACH)))


def _signature_start(text: str, begin: int) -> int:
    """Where the lines above a block begin, while they are not blank (a letter's signature) nor
    a paragraph's prose (a long line ending a sentence: a letter's body above its signature)."""
    if begin > 0 and text[begin - 1] != "\n":
        return begin  # the block starts mid-line, after a sentence
    top = begin
    for _ in range(_SIGNATURE_LINES):
        if top == 0:
            break
        above = text.rfind("\n", 0, top - 1) + 1
        line = text[above : top - 1].strip()
        if not line or (len(line) >= _PROSE_LINE and line.endswith((".", "!", "?"))):
            break
        top = above
    return top


def _speaker(text: str, name: Span) -> bool:
    """A chat's speaker ("Гена: …" at a line's start), not a name a line signs or addresses."""
    line = text.rfind("\n", 0, name.start) + 1
    return text.startswith(":", name.end) and not text[line : name.start].strip()


def _a_persons(span: Span, names: bool) -> bool:
    """Whether a value met between an organisation and its value is a person's: a name (before
    an address; before a landline it is the clerk's), a mobile, a private mailbox, a home."""
    if span.data_class == "pd.name":
        return names
    if span.data_class == "pd.contacts":
        return not role_mailbox(span.value) if "@" in span.value else not _landline(span.value)
    if span.data_class == "pd.address":
        return home(span.value)
    return True


def _block_start(text: str, start: int, labels: bool = False) -> int:
    """Where the value's block begins: its line, and up to two lines before while what stands
    before the value on the line is short (a label, or nothing: the lines of a letterhead)."""
    line = text.rfind("\n", 0, start) + 1
    for _ in range(_LINES_BACK):
        if start - line > _SHORT_LEAD or line == 0:
            break
        line = text.rfind("\n", 0, line - 1) + 1
    begin = previous = max(line, start - _LOOK_BACK)
    for m in _STOP.finditer(text, begin, start):
        word = _WORD_BEFORE.search(text, begin, m.start())
        before = "" if word is None else word.group(1).lower()
        if len(before) > 1 and before not in _ABBREVIATIONS:
            previous, begin = begin, m.end()
    # "Адрес:" with no word of whose opens a sentence that goes on with the sentence before
    # ("Справки по тел. … Адрес: г. Шуя, …"): the same party's contacts.
    # So does a line's short label right before a landline ("…, 2 этаж. Отмена: (8172) …").
    if _BARE_LABEL.match(text, begin) or (labels and _LABEL_ONLY.fullmatch(text, begin, start)):
        return previous
    return begin


_BARE_LABEL = re.compile(r"(?:[Аа]дрес|ADDRESS|Address)[ \t]*:")
_LABEL_ONLY = re.compile(r"[А-ЯЁA-Z][а-яёa-z]+(?:[ \t]+[а-яёa-z]+)?[ \t]*:[ \t]*")


def _last_anchor(text: str, folded: str, begin: int, end: int) -> int:
    """The end of the last organisation named in [begin, end), or -1."""
    last = -1
    for m in _ORG.finditer(folded, begin, end):
        last = m.end()
    for regex in (_LEGAL_FORM, _REQUISITES):
        for m in regex.finditer(text, begin, end):
            last = max(last, m.end())
    return last


# A form's signer: a name after its signature's blank or word ("Подпись ______ Петров А.А.",
# "Date and signature by master: ______ Petrov"), who signs the paper, not the lines below it.
_SIGNER = re.compile(r"(?:_{3,}|[Пп]одпись|ПОДПИСЬ|[Ss]ignature)[ \t:/]*\Z")


def _line_head(text: str, span: Span, personal: list[Span]) -> int:
    """Where a landline's block is read from: from an address that heads its line, only commas
    between ("692000, г. Находка, ул. Мира, 5, +7 (4236) 41-00-00" under a signature), as from the
    start of a line of its own; else from the value. Read within `_LOOK_BACK` of the value."""
    line = text.rfind("\n", 0, span.start) + 1
    if span.start - line <= _SHORT_LEAD and line > 0:
        # a line of its own under a postal address's line (a letterhead's or a signature's
        # "453132, г. Стерлитамак, ул. …, 123\n8 (3473) 95-85-16"): read from that line
        above = text.rfind("\n", 0, line - 1) + 1
        postal = text[above : line - 1]
        if line - above <= _LOOK_BACK and _POSTAL_HEAD.match(postal) and not home(postal):
            return above
        return span.start
    if span.start - line > _LOOK_BACK:
        return span.start
    lead = text[line : span.start]
    if _POSTAL_HEAD.match(lead) and not home(lead):
        return line + len(lead) - len(lead.lstrip())
    for other in _openers(text, personal, line, span.start):
        if other.data_class == "pd.address" and not text[other.end : span.start].strip(" \t,;"):
            return other.start
    return span.start


def _openers(text: str, personal: list[Span], lo: int, hi: int) -> list[Span]:
    """The values of `personal` that open a line (only blanks before them on it) and start in
    [lo, hi): one bisection per line, not a pass over every value of a long line."""
    found: list[Span] = []
    line = text.rfind("\n", 0, lo) + 1
    while line < hi:
        head = _BLANKS.match(text, line, hi).end()
        if head >= lo:
            found.extend(_starting(personal, head, head))
        line = text.find("\n", head, hi) + 1
        if not line:
            break
    return found


_BLANKS = re.compile(r"[^\S\n]*")


# A postal address's head: its postcode, then its region or town ("690000, Приморский край").
_POSTAL_HEAD = re.compile(r"[ \t]*\d{6}[ \t]*,?[ \t]*[А-ЯЁ]")


def _contact_line(folded: str, span: Span, personal: list[Span], lines: dict) -> bool:
    """A line of an organisation's contacts ("690000, г. Владивосток, ул. Мира, 5, (423)
    200-00-00, info@example.ru" under a form): an address with no flat, landlines and a role's
    mailbox, no person's value and no personal word beside them. The verdict is the line's, read
    once per line into `lines`: a one-line export holds thousands of values."""
    line = folded.rfind("\n", 0, span.start) + 1
    end = folded.find("\n", span.end)
    end = len(folded) if end < 0 else end
    verdict = lines.get((line, end))
    if verdict is None:
        verdict = lines[line, end] = _contacts_only(folded, line, end, personal)
    return verdict


def _contacts_only(folded: str, line: int, end: int, personal: list[Span]) -> bool:
    """Whether [line, end) has a role's mailbox and no person's value or word. The detectors
    found every mailbox but a role's ("info@…", which patterns.py leaves): a "@" before a domain
    that no value covers is one."""
    values = [s for s in _starting(personal, line, end) if s.end <= end]
    boxes = [s for s in values if "@" in s.value]
    if not all(role_mailbox(box.value) for box in boxes):
        return False
    if not boxes and not _role_box(folded, line, end):
        return False
    if any("@" not in s.value and _a_persons(s, names=True) for s in values):
        return False
    return not _personal_cue(folded, line, end)


_AT_DOMAIN = re.compile(r"@[\w-]+\.[\w-]")


def _role_box(folded: str, line: int, end: int) -> bool:
    at = folded.find("@", line + 1, end)
    while at >= 0:
        if _AT_DOMAIN.match(folded, at, end) and (
            folded[at - 1].isalnum() or folded[at - 1] in "._+-"
        ):
            return True
        at = folded.find("@", at + 1, end)
    return False
