"""Words that look like names and are not: a Russian form's field labels, their scan misreads,
and words cut short with a dot.

- A form's labels ("Фамилия", "Имя", "Отчество", "Дата рождения", "Пол", "Место рождения",
  "Гражданство") head its fields; a scan misreads a letter of them ("Фамнлия", "Отчесгво"), and
  the sex field's value is one letter ("Пол Ж", "Пол М"). None of them is a person's name.
- A word cut short before a dot and a word in lower case goes on with its phrase ("Предв.
  диагноз", "дисс. совета"); a name at a sentence's end is followed by a capital, and an
  initial is one letter.

names.py drops the names that are only these.
"""

from __future__ import annotations

import re

from svaya.privacy.morphology import PERSON_TAGS, has_tag, is_known, readings

# The labels of a Russian form's person fields (a passport's, a questionnaire's, a personnel
# card's), in the nominative as forms print them.
_LABELS = frozenset(
    """
    фамилия имя отчество дата рождения рождении место пол гражданство национальность подпись
    серия номер выдан выдачи выдачей кем когда код подразделения адрес регистрации прописка
    телефон должность образование семейное положение примечание паспорт фио др
    """.split()
)
_SEX_VALUE = re.compile(r"^[МЖмж]\.?$|^(?:муж|жен)\.?$", re.IGNORECASE)
_WORD = re.compile(r"[А-ЯЁа-яёA-Za-z]+\.?")


def form_labels_only(value: str) -> bool:
    """The value is only a form's labels, or the sex field with its letter ("Дата рождения",
    "Фамнлия", "Пол Ж")."""
    words = _WORD.findall(value)
    if not words:
        return False
    if len(words) == 2 and words[0].lower() == "пол" and _SEX_VALUE.match(words[1]):
        return True
    return all(_a_label(word.rstrip(".")) for word in words)


def abbreviations_only(value: str) -> bool:
    """Two words or more, each an abbreviation in capitals of two to four letters that no
    reading takes for a name: an agency and its parent written in a row ("ОВМ УМВД", "ЦЗН
    ГКУ"). A Korean surname with a first name in capitals ("ЦОЙ ЛИ") has a name's reading."""
    words = value.split()
    return len(words) > 1 and all(
        _ABBREVIATION.fullmatch(word) and not has_tag(word, PERSON_TAGS) for word in words
    )


_ABBREVIATION = re.compile(r"[А-ЯЁ]{2,4}")


def _a_label(word: str) -> bool:
    folded = word.lower().replace("ё", "е")
    if folded in _LABELS:
        return True
    # A scan's misread letter: one letter off a label of five letters or more, a word the
    # dictionary does not know ("Фамнлия", "Отчесгво", "Фамилйя").
    if len(folded) < 5 or is_known(word):
        return False
    return any(_one_off(folded, label) for label in _LABELS)


def _one_off(word: str, label: str) -> bool:
    if len(word) != len(label) or len(label) < 5:
        return False
    return sum(a != b for a, b in zip(word, label, strict=True)) == 1


_CUT_SHORT_AFTER = re.compile(r"\.[ \t]+[а-яё]")


def cut_short(text: str, start: int, end: int) -> bool:
    """One word, then a dot and a lower-case word: an abbreviation inside its phrase ("Предв.
    диагноз", "дисс. совета"), unless the dictionary knows the word as a person's name in the
    singular ("у Иванова. потом" in a chat that writes no capitals)."""
    value = text[start:end]
    if " " in value or end - start < 3 or _CUT_SHORT_AFTER.match(text, end) is None:
        return False
    return not (is_known(value) and _singular_person(value))


def _singular_person(word: str) -> bool:
    return any("sing" in p.tag and any(tag in p.tag for tag in PERSON_TAGS) for p in readings(word))
