"""Names among the detectors' spans that are an organisation's (issue 16; read by
`org_context.py`): a court's or a district's adjective ("Советский районный суд", "нотариус
Бежецкого нотариального округа"), a state body's council ("Кабинета Министров"), a company's name
that is also a first name or a surname, told by its legal form ("ЖСК Виктория", "Лилия (АО)").
"""

from __future__ import annotations

import re
from typing import Any

from svaya.privacy.morphology import PERSON_TAGS, readings, word_of
from svaya.privacy.org_words import LEGAL_FORM
from svaya.privacy.spans import Span

_ADJECTIVE_WORD = re.compile(
    r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*(?:ий|ый|ой|ая|ое|ого|ому|ым|ом|ую|их|ых|ее|ей)"
)
# A district's or a court's name ("Советский районный суд", "Московского судебного района",
# "Железнодорожное РОСП", "Советского и Октябрьского районов").
_DISTRICT_NOUN = re.compile(
    r"(?:[ \t]+и[ \t]+[А-ЯЁ][а-яё]+)?[ \t]+(?:районн\w*|городск\w*|межрайонн\w*|областн\w*|краев\w*"
    r"|гарнизонн\w*|судебн\w*|район\w*|округ\w*|суд\w*|отдел\w*|отделени\w*|филиал\w*|поселени\w*"
    r"|сельсовет\w*|военкомат\w*|административн\w*|муниципальн\w*|РОСП|ОСП|МОСП|ОМВД|УВД|ОВД)\b"
)
# … or a town's adjective before lower-case adjectives and an institution's noun it agrees with
# ("нотариус Бежецкого нотариального округа", "Кимрского городского суда"; not "нотариус
# Ржевский нотариального округа").
_INSTITUTION_AFTER = re.compile(
    r"(?:[ \t]+[а-яё]+(?:ого|его|ому|ему|ым|им|ом|ем|ой|ей|ая|яя|ое|ее|ую|юю|ые|ие|ых|их|ый|ий))"
    r"{1,2}"
    r"[ \t]+((?:округ|суд|район|отдел|отделени|филиал|управлени|поселени|сельсовет|военкомат"
    r"|комиссариат|совет|комитет|инспекци|прокуратур|участ[ок]|служб|палат|администраци"
    r"|департамент|собрани|архив|музе|больниц|училищ|колледж|техникум|лесничеств)[а-яё]*)\b"
)


def district_name(text: str, span: Span) -> bool:
    """A "name" that is a court's, a bailiffs' office's or a district's adjective."""
    words = span.value.split()
    if not words or not all(_ADJECTIVE_WORD.fullmatch(w) for w in words):
        return False
    if _DISTRICT_NOUN.match(text, span.end):
        return True
    institution = _INSTITUTION_AFTER.match(text, span.end)
    return institution is not None and _agree(words[-1], institution.group(1))


def _agree(adjective: str, noun: str) -> bool:
    """Whether an adjective and a noun may stand in one phrase: a case and a number, and in the
    singular a gender, that a reading of each shares."""
    mine = {_form(p) for p in readings(adjective) if "ADJF" in p.tag}
    return any(_form(p) in mine for p in readings(noun) if "NOUN" in p.tag)


def _form(parse: Any) -> tuple[str, str, str]:
    tag = parse.tag
    gender = "" if tag.number == "plur" else str(tag.gender)
    return str(tag.case), str(tag.number), gender


# A state body named by its council ("Кабинета Министров РТ", "Совета депутатов"): no surname.
_COUNCIL = re.compile(r"(?<![\w-])(?:кабинет|совет)\w*\s+\Z", re.I)
_COUNCIL_MEMBERS = re.compile(r"(?:министров|депутатов)\b", re.I)


def state_body(text: str, span: Span) -> bool:
    return bool(_COUNCIL_MEMBERS.match(span.value)) and bool(
        _COUNCIL.search(text, max(0, span.start - 16), span.start)
    )


# A company's name that is also a first name or a surname, told by its legal form: before it
# ("ЖСК Виктория", "ООО «Михайлов и партнёры»"; a detector may take the form in: "НПП Орион") or
# after it ("Лилия (АО)", "«Соколов и К» (ООО ТД)", "Nadezhda LLC"). Not the state bodies'
# initials, which a person's name follows as their head's ("ОМВД … Петров").
_COMPANY_FORM = r"(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|НКО|АНО|ТСЖ|ТСН|ЖСК|СНТ|ДНТ|ПК|ТД|НПП|НПО|ГК)"
_FORM_BEFORE = re.compile(rf"(?<![\w-]){_COMPANY_FORM}(?:[ \t]+{_COMPANY_FORM})?[ \t]+([«\"„]?)\Z")
# … or a company's kind in words before the quotes ("Товарищество собственников жилья «Марина»").
_KIND_BEFORE = re.compile(
    r"(?:обществ|товариществ|организаци|учреждени|предприяти|кооператив|партнерств|компани|фирм)"
    r"[а-яё]*(?:[ \t]+[а-яё]+){0,3}[ \t]+[«\"„]\Z",
    re.I,
)
_FORM_AHEAD = re.compile(rf"{_COMPANY_FORM}[ \t]")
_FORM_AFTER = re.compile(
    rf"(?:[ \t]+(?:и|&)[ \t]+[\w.-]+)?[»\"“]?[ \t]*\({_COMPANY_FORM}(?:[ \t]+{_COMPANY_FORM})?\)"
    r"|[ \t]+(?:LLC|Ltd|Inc|JSC|PJSC|GmbH|Group|Holding)(?![\w-])"
)


def company_name(text: str, span: Span) -> bool:
    value = span.value
    if _FORM_AFTER.match(text, span.end) or _FORM_AHEAD.match(value):
        return True
    # the form may be in the span, where a field's reader took the value whole ("Customer: X LLC")
    if ("(" in value or value.isascii()) and _FORM_AFTER.search(value):
        return True
    # Before the name: a quote, or a space after a capital (the cheap tests first: every name
    # in a text comes here).
    quoted = span.start > 0 and text[span.start - 1] in _OPENING
    if quoted and _KIND_BEFORE.search(text, max(0, span.start - 64), span.start):
        return True
    gap = span.start - 1 - quoted
    if gap < 1 or text[gap] not in " \t" or not text[gap - 1].isupper():
        return False
    before = _FORM_BEFORE.search(text, max(0, span.start - 16), span.start)
    # unquoted, a company's name is one word ("ЖСК Виктория"); a person's has two or three
    return before is not None and (bool(before.group(1)) or " " not in value.strip())


_OPENING = frozenset('«"„')


# An organisation named by a run of abbreviations ("Центр ГИМС ГУ МЧС России по …", "ОВМ ОМВД
# России"): capitals with no dot beside a state body's abbreviation the dictionary knows as an
# organisation's, or "России"/"РФ", are the body's parts, not a surname and a first name. A
# person's name in capitals is longer ("КАН ЛЮБОМИР") or has initials with dots ("КАН Л.В.").
_ABBREVIATION = re.compile(r"[А-ЯЁ]{2,5}")
_BODY_AFTER = re.compile(r"[ \t]+([А-ЯЁ]{2,6})(?![\w-])")
_BODY_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁ]{2,6})[ \t]+\Z")
_COUNTRY = frozenset({"России", "РФ"})


def abbreviated_body(text: str, span: Span) -> bool:
    words = span.value.split()
    if not words or not all(_ABBREVIATION.fullmatch(w) and _no_person(w) for w in words):
        return False
    after = _BODY_AFTER.match(text, span.end)
    before = _BODY_BEFORE.search(text, max(0, span.start - 8), span.start)
    return any(m is not None and _body(m.group(1)) for m in (after, before))


def _no_person(word: str) -> bool:
    """A word in capitals no dictionary reading makes a name's part ("ГИМС", "ГУ"), or itself a
    body's abbreviation; not "ОРЛОВ", "ИВАН" beside "ГИБДД"."""
    entry = word_of(word.lower())
    return entry.grammemes.isdisjoint(PERSON_TAGS) or "Abbr" in entry.grammemes


def _body(word: str) -> bool:
    if word in _COUNTRY or LEGAL_FORM.fullmatch(word):
        return True
    entry = word_of(word)
    return entry.known and "Orgn" in entry.grammemes and "Abbr" in entry.grammemes


# A company's requisite the tagger took for a name, as a scan's stamp line writes it ("ИНН
# 5100000000    М.П.", "ОГРН 1025100000000 М. П."): a label, its digits and the stamp's mark, no
# word of a name left once they are read off.
_REQUISITE = re.compile(r"(?<![\w-])(?:ИНН|КПП|ОГРН|ОКПО|БИК)[ \t:№]*\d{9,13}(?!\d)")
_STAMP = re.compile(r"(?<![\w-])М\.?[ \t]?П\.?(?![\w-])")


def requisite_name(span: Span) -> bool:
    value = span.value
    if not _REQUISITE.search(value):
        return False
    rest = _STAMP.sub(" ", _REQUISITE.sub(" ", value))
    return not any(ch.isalpha() for ch in rest)
