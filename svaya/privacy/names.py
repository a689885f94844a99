"""Russian person names: parsing into surname / first name / patronymic, their inflected forms,
and offline named-entity recognition with natasha (its models: morphology.py; which lines the
tagger reads: name_lines.py).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from svaya.privacy.date_persons import names_with_birth_years
from svaya.privacy.keys import fold
from svaya.privacy.memo import cached
from svaya.privacy.morphology import (
    PERSON_TAGS,
    ROLE_TAGS,
    Word,
    derived,
    has_tag,
    is_plain_word,
    lexeme,
    morph,
    ner_tagger,
    role_parses,
)
from svaya.privacy.name_alone import sky_before_its_noun
from svaya.privacy.name_context import spread
from svaya.privacy.name_echo import echoes
from svaya.privacy.name_echo_familiar import familiar_echoes
from svaya.privacy.name_echo_latin import latin_echoes
from svaya.privacy.name_fields import keyed_names
from svaya.privacy.name_first import ordinary_word_alone, uncalled_vocative
from svaya.privacy.name_glued import unglued, without_heads
from svaya.privacy.name_kinds import kind_before_name, named_thing
from svaya.privacy.name_labels import abbreviations_only, cut_short, form_labels_only
from svaya.privacy.name_latin import latin_name_part
from svaya.privacy.name_lines import plan
from svaya.privacy.name_pairs import first_name_after
from svaya.privacy.name_places import named_place
from svaya.privacy.name_rules import after_street_marker, find_names
from svaya.privacy.name_surnames import NOT_INITIALS
from svaya.privacy.spans import Span

__all__ = [
    "ROLE_TAGS",
    "NameDetector",
    "NameFieldDetector",
    "NameParts",
    "morph",
    "name_key",
    "ner_tagger",
    "nominative",
    "parse_name",
    "role_forms",
]
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*\.?")


@dataclass(frozen=True, slots=True)
class NameParts:
    """Lemmas (folded) of a person's name; initials when only initials were written."""

    surname: str = ""
    first: str = ""
    patronymic: str = ""
    initials: str = ""
    extra: tuple[str, ...] = field(default=())

    def key(self) -> str:
        first = self.first or self.initials[:1]
        patronymic = self.patronymic or self.initials[1:2]
        return "name:" + "|".join([self.surname, first, patronymic, *self.extra])

    def compatible(self, other: NameParts) -> bool:
        """Could both mentions name one person? Needs one shared part and no contradiction."""
        pairs = [
            (self.surname, other.surname),
            (self.first or self.initials[:1], other.first or other.initials[:1]),
            (self.patronymic or self.initials[1:2], other.patronymic or other.initials[1:2]),
        ]
        shared = 0
        for mine, theirs in pairs:
            if not mine or not theirs:
                continue
            if len(mine) == 1 or len(theirs) == 1:
                if mine[0] != theirs[0]:
                    return False
                continue
            if mine != theirs:
                return False
            shared += 1
        return shared > 0 and self.extra == other.extra

    def merged(self, other: NameParts) -> NameParts:
        return NameParts(
            surname=self.surname or other.surname,
            first=self.first or other.first,
            patronymic=self.patronymic or other.patronymic,
            initials=self.initials or other.initials,
            extra=self.extra,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "surname": self.surname,
            "first": self.first,
            "patronymic": self.patronymic,
            "initials": self.initials,
            "extra": list(self.extra),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NameParts:
        return cls(
            surname=data.get("surname", ""),
            first=data.get("first", ""),
            patronymic=data.get("patronymic", ""),
            initials=data.get("initials", ""),
            extra=tuple(data.get("extra", ())),
        )


_CASES = ("nomn", "gent", "datv", "accs", "ablt", "loct")


# The readings behind a name's gender, case and lemmas are kept per word (and per word with its
# hints): the words of names recur far more often than whole names, and a new name made of
# known words is parsed without asking pymorphy2's tags again.


def _gender_hint(words: list[str]) -> str | None:
    """The gender every Patr/Surn reading agrees on, e.g. "femn" for "Ивановой"."""
    for tag in ("Patr", "Surn"):
        for word in words:
            genders = _genders(word, tag)
            if len(genders) == 1:
                return next(iter(genders))
    return None


def _genders(word: str, tag: str) -> frozenset[str]:
    return derived(word, ("genders", tag), lambda w: _genders_of(w, tag))


def _genders_of(word: Word, tag: str) -> frozenset[str]:
    return frozenset(g for p in word.role_parses(tag) for g in ("masc", "femn") if g in p.tag)


def _case_hint(words: list[str]) -> frozenset[str]:
    """Cases all declinable parts can share ("Смирновой Анне Викторовне" → datv, loct)."""
    common = set(_CASES)
    for word in words:
        cases = _cases(word)
        if cases and common & cases:
            common &= cases
    return frozenset(common)


def _cases(word: str) -> frozenset[str]:
    return derived(word, ("cases",), _cases_of)


def _cases_of(word: Word) -> frozenset[str]:
    parses = [p for t in ROLE_TAGS.values() for p in word.role_parses(t)]
    return frozenset(c for p in parses if "Fixd" not in p.tag for c in _CASES if c in p.tag)


def _best_parse(word: str, tag: str, gender: str | None, cases: frozenset[str]) -> Any:
    parses = role_parses(word, tag)
    if gender is not None:
        parses = [p for p in parses if gender in p.tag or "ms-f" in p.tag] or parses
    parses = [p for p in parses if any(c in p.tag for c in cases)] or parses
    return max(parses, key=lambda p: ("Fixd" not in p.tag, p.score)) if parses else None


def _lemma(word: str, tag: str, gender: str | None, cases: frozenset[str]) -> str:
    best = _best_parse(word, tag, gender, cases)
    return fold(best.normal_form) if best is not None else fold(word)


def _role_score(word: str, tag: str) -> float:
    return derived(
        word, ("score", tag), lambda w: max((p.score for p in w.role_parses(tag)), default=0.0)
    )


def _assign_roles(words: list[str]) -> dict[str, str]:
    """Roles by morphology (not by position), so any word order gives the same parts."""
    roles: dict[str, str] = {}
    for role in ("patronymic", "first", "surname"):
        tag = ROLE_TAGS[role]
        rest = [w for w in words if w not in roles.values()]
        scored = [(_role_score(w, tag) - _rival_score(w, role), w) for w in rest]
        scored = [(s, w) for s, w in scored if _role_score(w, tag) > 0]
        if scored:
            roles[role] = max(scored, key=lambda sw: sw[0])[1]
    rest = [w for w in words if w not in roles.values()]
    if "surname" not in roles and rest:
        roles["surname"] = rest[0]
    return roles


def _split(text: str) -> tuple[str, list[str]]:
    tokens = [t.group() for t in _TOKEN.finditer(text)]
    initials = "".join(fold(t[0]) for t in tokens if len(t.rstrip(".")) == 1)
    return initials, [t.rstrip(".") for t in tokens if len(t.rstrip(".")) > 1]


@cached("names._analysis", 4096)
def _analysis(
    words: tuple[str, ...],
) -> tuple[str | None, frozenset[str], tuple[tuple[str, str], ...]]:
    """Gender, cases and (role, word) pairs of a name's words: parse_name and nominative both
    need them for each name found."""
    listed = list(words)
    return _gender_hint(listed), _case_hint(listed), tuple(_assign_roles(listed).items())


@cached("names.parse_name", 4096)
def parse_name(text: str) -> NameParts:
    initials, words = _split(text)
    gender, cases, pairs = _analysis(tuple(words))
    roles = dict(pairs)
    lemmas = {role: _lemma(word, ROLE_TAGS[role], gender, cases) for role, word in roles.items()}
    return NameParts(
        surname=lemmas.get("surname", ""),
        first=lemmas.get("first", ""),
        patronymic=lemmas.get("patronymic", ""),
        initials=initials if "first" not in roles else "",
        extra=tuple(fold(w) for w in words if w not in roles.values()),
    )


def nominative(text: str) -> str:
    """ "Ковалева Игоря Степановича" → "Ковалев Игорь Степанович", "Смирновой А.В." →
    "Смирнова А.В.": what a placeholder turns back into before a customer-system call."""
    _, words = _split(text)
    gender, cases, pairs = _analysis(tuple(words))
    out = text
    for role, word in pairs:
        inflected = _nominative_word(word, ROLE_TAGS[role], gender, cases)
        if inflected is not None and inflected != word:
            out = _replace_word(out, word, inflected)
    return out


def _nominative_word(word: str, tag: str, gender: str | None, cases: frozenset[str]) -> str | None:
    """Per word, because the parts of names recur far more often than whole names do; inflecting
    costs a walk over the word's whole paradigm, and a nominative is left as it is."""
    parse = _best_parse(word, tag, gender, cases)
    if parse is None:
        return None
    if "nomn" in parse.tag:
        return _same_case(word, parse.word)
    inflected = parse.inflect({"Nom"})  # UD grammemes
    return _same_case(word, inflected.word) if inflected is not None else None


def _replace_word(text: str, word: str, new: str) -> str:
    """`text` with every whole-word `word` replaced (what re.sub with \\w boundaries does, without
    compiling a pattern for each new name)."""
    pieces, cursor, at = [], 0, text.find(word)
    while at >= 0:
        end = at + len(word)
        if not _word_char(text, at - 1) and not _word_char(text, end):
            pieces += [text[cursor:at], new]
            cursor, at = end, text.find(word, end)
        else:
            at = text.find(word, at + 1)
    return "".join(pieces) + text[cursor:]


def _word_char(text: str, at: int) -> bool:
    return 0 <= at < len(text) and (text[at].isalnum() or text[at] == "_")


def _same_case(model: str, word: str) -> str:
    if "ё" not in model.lower():  # the dictionary spells "Ковалёв"; keep the writer's "е"
        word = word.replace("ё", "е")
    if model.isupper():
        return word.upper()
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def _rival_score(word: str, role: str) -> float:
    rivals = [t for r, t in ROLE_TAGS.items() if r != role]
    return max(_role_score(word, t) for t in rivals)


def name_key(text: str) -> str:
    return parse_name(text).key()


@cached("names.role_forms", 4096)
def role_forms(lemma: str, role: str) -> frozenset[str]:
    """Folded singular forms of a name part: иван → иван, ивана, ивану, иваном, иване."""
    if not lemma or role not in ROLE_TAGS:
        return frozenset({lemma} if lemma else ())
    forms = {lemma}
    for parse in role_parses(lemma, ROLE_TAGS[role]):
        if fold(parse.normal_form) == lemma:
            forms.update(fold(word) for word, tag in lexeme(parse) if "sing" in tag)
    return frozenset(forms)


class NameDetector:
    """Person names found by natasha's news NER; each span carries its normalised key."""

    source = "ner"

    def find(self, text: str) -> list[Span]:
        # A name glued to the word before it ("дочьЛариса") is read with that word's last letter
        # as a space (name_glued.py); the spans' values are the text's own.
        work, glued = unglued(text)
        joined = _join_broken_words(work)
        if joined is None:
            spans = self._find(work)
            return without_heads(text, glued, spans) if glued else spans
        # A word a scan broke at a line's end ("Кон-\nстантинову") is read whole; its spans are
        # the original text's, hyphen and line break included.
        whole, places = joined
        spans = []
        for span in self._find(whole):
            start, end = places[span.start], places[span.end - 1] + 1
            spans.append(span._replace(start=start, end=end, value=text[start:end]))
        return without_heads(text, glued, spans) if glued else spans

    def _find(self, text: str) -> list[Span]:
        # What the tagger does not find: names in lower case, alone, letter-spaced, in Latin.
        # Found first, so a line whose every candidate word the names it is blind to hold
        # skips the tagger; for the other rules' names the tagger still reads the line.
        found, blind = find_names(text)
        todo = plan(text, blind)
        spans = [_span(text, start, end) for start, end in todo.names]
        if todo.blocks:
            # The tagger pads each batch of 8 to its longest block: blocks of like length
            # together halve its work on a document (the markups come back to their blocks).
            order = sorted(range(len(todo.blocks)), key=lambda i: len(todo.blocks[i][1]))
            markups = ner_tagger().map([todo.blocks[i][1] for i in order])
            for i, markup in zip(order, markups, strict=True):
                spans.extend(_person_spans(text, todo.blocks[i][0], markup.spans))
        spans = _without_things(text, _with_rules(text, sorted(spans), found))
        spans = [_with_name_after(text, s) for s in spans if not _not_a_name(text, s)]
        # a list that asks for years of birth: its first names, known or not ("Зорикто 1987")
        taken = {(s.start, s.end) for s in spans}
        if listed := [_span(text, *m) for m in names_with_birth_years(text) if m not in taken]:
            spans = sorted(spans + listed)
        if not spans:
            return spans
        more = spread(text, [(s.start, s.end) for s in spans], latin_name_part)
        more += echoes(text, [(s.start, s.end) for s in spans] + more)
        more += latin_echoes(text, [(s.start, s.end) for s in spans] + more)
        more += familiar_echoes(text, [(s.start, s.end) for s in spans] + more)
        return (
            sorted(spans + [_with_name_after(text, _span(text, *m)) for m in more])
            if more
            else spans
        )


_BROKEN_WORD = re.compile(r"(?<=[А-ЯЁа-яё]{2})-\n(?=[а-яё]{2})")


def _join_broken_words(text: str) -> tuple[str, list[int]] | None:
    """The text with each word broken by a hyphen at a line's end joined, and where each of its
    characters stands in the original; None when no word is broken."""
    if "-\n" not in text:
        return None
    breaks = [m.start() for m in _BROKEN_WORD.finditer(text)]
    if not breaks:
        return None
    pieces, places, cursor = [], [], 0
    for at in breaks:
        pieces.append(text[cursor:at])
        places.extend(range(cursor, at))
        cursor = at + 2
    pieces.append(text[cursor:])
    places.extend(range(cursor, len(text)))
    return "".join(pieces), places


def _with_rules(text: str, spans: list[Span], found: list[tuple[int, int]]) -> list[Span]:
    """A rule's name is taken where it overlaps no name found, or holds all it overlaps; where
    it overlaps one in part, the two are one person's name ("Галка Ростислав" and the tagger's
    "Ростислав (Rostislav", which left out the ordinary word "Галка"): their union is taken."""
    if not found:
        return spans
    ends = [span.end for span in spans]  # sorted too: the spans do not overlap each other
    dropped: set[int] = set()
    added = []
    for start, end in found:
        first = bisect.bisect_right(ends, start)
        overlapped = range(first, first)
        while overlapped.stop < len(spans) and spans[overlapped.stop].start < end:
            overlapped = range(first, overlapped.stop + 1)
        inside = all(start <= spans[i].start and spans[i].end <= end for i in overlapped)
        same = any((spans[i].start, spans[i].end) == (start, end) for i in overlapped)
        if inside and not same:
            dropped.update(overlapped)
            added.append(_span(text, start, end))
        elif not inside and not any(
            spans[i].start <= start and end <= spans[i].end for i in overlapped
        ):
            dropped.update(overlapped)
            union = min(start, spans[overlapped[0]].start), max(end, spans[overlapped[-1]].end)
            added.append(_span(text, *union))
    kept = [span for i, span in enumerate(spans) if i not in dropped]
    return sorted(kept + added) if added else spans


_TITLE_GOES_ON = frozenset({" ", " и "})  # "Лада Калина", "Маша и Медведь"


def _without_things(text: str, spans: list[Span]) -> list[Span]:
    """The names but those of animals and things after their kind's noun ("кошка Дуся",
    "Шоколад Алёнка"), and the title's next word, after "и" or not ("мультик Маша и Медведь",
    "Автомобиль: Лада Калина"), name_kinds.py."""
    kept = []
    thing_ends = -1
    for span in spans:
        start = span.start
        if " " in span.value:
            start = kind_before_name(text, span.start, span.end) or start
        if " " not in text[start : span.end] and (
            named_thing(text, start, span.end)
            or (text[thing_ends:start] in _TITLE_GOES_ON and not has_tag(span.value, PERSON_TAGS))
        ):
            thing_ends = span.end
            continue
        if start == span.start and _thing_titled(text, span):
            continue
        kept.append(span if start == span.start else _span(text, start, span.end))
    return kept


def _with_name_after(text: str, span: Span) -> Span:
    """A surname with the first name after it that is an ordinary noun ("Гарипов Алмаз, 2011"),
    name_pairs.py; with one or two initials after it that have no stops, where a field or a
    line ends ("Божко Г", "Лешукова ИВ,")."""
    end = first_name_after(text, span.start, span.end)
    if end is not None:
        return _span(text, span.start, end)
    if span.value[-1:].isalpha() and (after := _BARE_INITIALS_AFTER.match(text, span.end)):
        return _span(text, span.start, after.end())
    return span


# One or two capitals with no stops after a name, then the field's or the line's end: a person's
# initials, not an abbreviation ("Петров ИП" is the sole trader's; "Москва РФ" no person's).
_BARE_INITIALS_AFTER = re.compile(
    rf"[ \t](?!(?:{NOT_INITIALS})\b)"
    r"[А-ЯЁ][А-ЯЁ]?(?=[ \t]*(?:[,;:|)\t\n]|$)|[ \t]{2})"
)


def _not_a_name(text: str, span: Span) -> bool:
    """A form's labels ("Дата рождения", "Пол Ж", "Фамнлия"), an agency's abbreviations ("ОВМ
    УФМС") or a word cut short ("Предв. диагноз"), name_labels.py; a place by its preposition
    or brackets ("во Владике", "из Тоямы"), name_places.py."""
    return (
        form_labels_only(span.value)
        or abbreviations_only(span.value)
        or named_place(text, span.start, span.end)
        or cut_short(text, span.start, span.end)
    )


def _thing_titled(text: str, span: Span) -> bool:
    """Two words after a kind's noun, neither a surname nor a patronymic: a thing's title read
    whole ("Автомобиль: Лада Веста", "марка Лада Гранта"), not "владелец: Анна Петрова"."""
    words = span.value.split(" ")
    return (
        len(words) == 2
        and named_thing(text, span.start, span.start + len(words[0]))
        and not any(has_tag(fold(w), ("Surn", "Patr")) for w in words)
    )


def _span(text: str, start: int, end: int) -> Span:
    value = text[start:end]
    return Span(start, end, value, "pd.name", "ner", name_key(value))


def _person_spans(text: str, offset: int, found: Iterable[Any]) -> Iterator[Span]:
    for item in found:
        if item.type != "PER":
            continue
        for start, end in _lines_of(text, offset + item.start, offset + item.stop):
            trimmed = _trim(text, start, end)
            if trimmed is None or after_street_marker(text, trimmed[0]):
                continue  # "ул. Мусы Джалиля" is a place
            if " " not in text[slice(*trimmed)] and (
                ordinary_word_alone(text, *trimmed)
                or sky_before_its_noun(text, *trimmed)
                or _MEASURED.match(text, trimmed[1])
                or uncalled_vocative(text, *trimmed)
            ):
                continue  # "Мороз до минус двадцати", "Роза ветров", "Ферритин  12 нг/мл",
                # "Пущкинская карта"
            yield _span(text, *trimmed)


def _lines_of(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """A name does not run across a line break: the tagger's span, line by line ("Н.Н.\n
    Приступить": initials at a line's end and the next line's first word)."""
    while (cut := text.find("\n", start, end)) >= 0:
        yield start, cut
        start = cut + 1
    yield start, end


# A quantity in a unit per a unit after a word: a test's result ("12 нг/мл", "5,4 ммоль/л").
_MEASURED = re.compile(r"[ \t]+\d+(?:[.,]\d+)?[ \t]?[а-яёa-zμ]+/[а-яёa-z]+")


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Drop what the tagger adds around names: "Артём Отчество", "Здравствуйте", "А."."""
    tokens = [(m.start(), m.end()) for m in _TOKEN.finditer(text, start, end)]
    while len(tokens) > 1 and is_plain_word(text[slice(*tokens[-1])]):
        tokens.pop()
    while len(tokens) > 1 and is_plain_word(text[slice(*tokens[0])]):
        tokens.pop(0)
    words = [text[s:e].rstrip(".") for s, e in tokens]
    if not any(len(w) > 1 for w in words):
        return None
    if len(words) == 1 and not has_tag(words[0], PERSON_TAGS):
        return None
    if not any(ch.isupper() for ch in text[tokens[0][0] : tokens[-1][1]]):
        return None
    return tokens[0][0], tokens[-1][1]


class NameFieldDetector:
    """Names written after a form label: "Фамилия: ПЕТРОВА", "Ф.И.О.: Кузнецов Дмитрий Олегович",
    or as a field whose key names them ("last_name": "Лебедь", name_fields.py).

    Scanned documents are often in capitals, where the tagger sees no names."""

    source = "pattern"

    def find(self, text: str) -> list[Span]:
        folded = fold(text)
        spans = [
            Span(start, end, text[start:end], "pd.name", self.source, name_key(text[start:end]))
            for start, end in keyed_names(text)
        ]
        for label_end in _label_ends(text, folded):
            value = _FIELD_VALUE.match(text, label_end)
            if value is None:
                continue
            words = value.group("words").split()
            keep = next(
                (i for i, w in enumerate(words) if w.lower() in _LABELS or form_labels_only(w)),
                len(words),
            )  # the next field's label in a table's header: "ФИО\tДата рождения"
            if keep:
                start = value.start("words")
                end = start + len(" ".join(words[:keep]))
                if text[start:end].split() != words[:keep]:
                    end = start + len(words[0])
                spans.append(Span(start, end, text[start:end], "pd.name", self.source,
                                  name_key(text[start:end])))  # fmt: skip
        return spans


_LABELS = {"фамилия", "имя", "отчество", "фио"}
_LABEL_SPELLINGS = ("фамилия", "имя", "отчество", "фио", "ф.и.о.", "ф. и. о.")


def _glued(text: str, at: int, end: int) -> bool:
    """A scan lost the space between a label in title case and a value in capitals
    ("ОтчествоРАШИДОВИЧ", "ИмяОЛЕГ")."""
    label = text[at:end]
    return (
        end < len(text)
        and text[end].isupper()
        and label[:1].isupper()
        and label[1:].islower()
        and (at == 0 or not text[at - 1].isalpha())
    )


def _label_ends(text: str, folded: str) -> list[int]:
    """Where each whole-word label ends; str.find, because these words are rare in text."""
    ends = []
    for label in _LABEL_SPELLINGS:
        at = folded.find(label)
        while at >= 0:
            end = at + len(label)
            before = folded[at - 1] if at else " "
            after = folded[end] if end < len(folded) else " "
            if not (before.isalpha() or before == ".") and not after.isalnum():
                ends.append(end)
            elif _glued(text, at, end):
                ends.append(end)
            at = folded.find(label, end)
    return sorted(ends)


_NAME_WORD = r"[А-ЯЁ][А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)?"
_FIELD_VALUE = re.compile(
    rf"[ \t]*[:\-–]?[ \t]*(?P<words>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,2}})"
)
