"""A first name that names an animal or a thing, told by the noun for its kind right before it:
a pet ("кошка Дуся", "у пса Бублика", "Кот Маркиз"), a vessel ("траулер Ольга", "яхта Вера"), a
product or a brand ("шоколадку Алёнку", "Шоколад Алёнка"), a cartoon or a film ("после мультика
Маша и Медведь"), a car's model ("автомобиль Лада Калина").

The name stands in apposition to the kind's noun: in its case ("у кошки Дуси"), or in the
nominative as a title keeps it ("после мультика Маша"). A name in another case is the owner's
("кошка Маши", "машина Петра"): a person.
"""

from __future__ import annotations

import re

from svaya.privacy.morphology import readings

# Kinds whose members carry first names: pets, vessels, and things sold or shown under a name.
_KINDS = frozenset(
    """
    кот кошка котёнок котенок пёс пес собака щенок попугай хомяк кролик лошадь
    конь кобыла питомец кличка котик кошечка пёсик песик щеночек
    яхта катер судно теплоход пароход лодка шхуна парусник буксир траулер сейнер баржа
    ледокол танкер паром
    шоколад шоколадка конфета торт печенье сыр йогурт напиток сок вино пиво
    мультфильм мультик фильм сериал передача книга журнал песня игра игрушка кукла
    бренд марка модель автомобиль машина сорт
    """.split()
)
_WORD_BEFORE = re.compile(r"(?<![\w-])([А-ЯЁа-яё][а-яё]+)[:;]?[ \t]$")  # "Автомобиль: Лада"
_WORD = re.compile(r"[А-ЯЁа-яё][а-яё]+")


def named_thing(text: str, start: int, end: int) -> bool:
    """The name at text[start:end] (one word) names an animal or a thing of the kind before it."""
    m = _WORD_BEFORE.search(text, max(0, start - 24), start)
    if m is not None and _apposition(m.group(1), text[start:end]):
        return True
    after = _KIND_AFTER.match(text, end)  # "Бублик (кот, рыжий)", "взять Дусю (щенок)"
    return after is not None and any(
        "NOUN" in p.tag and p.normal_form in _KINDS and "nomn" in p.tag
        for p in readings(after.group(1))[:1]
    )


_KIND_AFTER = re.compile(r"[ \t]?\(([а-яё]+)[,)]")


def kind_before_name(text: str, start: int, end: int) -> int | None:
    """Where the name starts when the span opens with a kind's noun ("Собака Дуся"), else None."""
    m = _WORD.match(text, start)
    if m is None or text[m.end() : m.end() + 1] != " ":
        return None
    name = m.end() + 1
    if _WORD.fullmatch(text, name, end) is None:
        return None
    return name if _apposition(m.group(), text[name:end]) else None


def _apposition(kind: str, name: str) -> bool:
    nouns = [p for p in readings(kind.lower()) if "NOUN" in p.tag and p.normal_form in _KINDS]
    if not nouns:
        return False
    cases = {str(p.tag.case) for p in nouns} | {"nomn"}
    singular = [p for p in readings(name) if "NOUN" in p.tag and "sing" in p.tag]
    named = [p for p in singular if "Name" in p.tag] or singular
    name_cases = {str(p.tag.case) for p in named}
    if "gent" in name_cases - cases:
        return False  # "машина Петра": Пётр's, though "Петра" is a first name too
    return bool(name_cases & cases)
