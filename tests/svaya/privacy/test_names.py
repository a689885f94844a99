"""What the name tagger is given: only lines that may hold a person's name, and not those whose
every candidate belongs to a cleanly written full name. Names are found all the same."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from svaya.privacy import names
from svaya.privacy.keys import fold
from svaya.privacy.matchers import NameMatcher, word_set
from svaya.privacy.morphology import role_parses
from svaya.privacy.names import NameDetector
from svaya.privacy.pseudonymize import Pseudonymizer
from svaya.privacy.replacement import ReplacementMap
from svaya.privacy.values import KnownValue

TOOL_RESULT = {
    "note": "Остаток переведен на следующий связанный счет; движение средств не завершено",
    "holder": "ИП Омаров Шамиль Гаджиевич",
    "country": "Россия",
    "transit": {"detected": False, "share_pct": 63, "turnover_30d_rub": 4100000},
    "account_ref": "LA-77003",
    "holder_type": "юридическое лицо или ИП",
}


class SpyTagger:
    """The real tagger, recording every text it is given."""

    def __init__(self, tagger: Any) -> None:
        self.tagger = tagger
        self.read: list[str] = []

    def map(self, texts: list[str]) -> Iterator[Any]:
        self.read.extend(texts)
        return self.tagger.map(texts)


@pytest.fixture
def spy(name_detector: NameDetector, monkeypatch: pytest.MonkeyPatch) -> SpyTagger:
    tagger = SpyTagger(names.ner_tagger())
    monkeypatch.setattr(names, "ner_tagger", lambda: tagger)
    return tagger


def found(text: str) -> list[str]:
    return [span.value for span in NameDetector().find(text)]


def test_a_line_without_a_candidate_word_is_not_given_to_the_tagger(spy: SpyTagger) -> None:
    text = (
        "Сумма кредита: 450 000 руб., срок 24 мес.\n"
        "Клиентка Ахмедова Зарина звонила с другого номера.\n"
        "Решение: Одобрено, статус заявки передан в Москву."
    )
    assert found(text) == ["Ахмедова Зарина"]
    # "Москву" is a town and nothing else; "Одобрено", "Решение" are plain words.
    assert spy.read == ["Клиентка Ахмедова Зарина звонила с другого номера."]


def test_a_clean_full_name_is_taken_from_the_dictionary_without_the_tagger(
    spy: SpyTagger,
) -> None:
    text = "Владелец: ИП Омаров Шамиль Гаджиевич\nУважаемый Игорь Степанович!\nСтрана: Россия"
    assert found(text) == ["Омаров Шамиль Гаджиевич", "Игорь Степанович"]
    assert spy.read == []


def test_a_name_in_another_case_agrees_and_needs_no_tagger(spy: SpyTagger) -> None:
    assert found("Выдать Смирновой Анне Викторовне карту") == ["Смирновой Анне Викторовне"]
    assert spy.read == []


@pytest.mark.parametrize(
    "text",
    [
        "Владелец: ИВАНОВ Иван Петрович",  # a surname in capitals: the tagger decides
        "Ответственный Кириллова Е.В., замещает Иван Петрович",  # initials
        "Звонила Ольга, передала трубку Ивану Петровичу",  # another candidate on the line
        "Договор с «Иван Петрович и партнеры»",  # in typographic quotes: maybe a company
        "Владелец ООО «Гусейнов» Гусейнов Тимур",  # a candidate outside the company's name
        "Директор ООО «Альфа» Гусейнов Т.Р.",  # initials outside it
    ],
)
def test_a_doubtful_line_still_goes_to_the_tagger(spy: SpyTagger, text: str) -> None:
    NameDetector().find(text)
    assert spy.read == [text]


@pytest.mark.parametrize(
    "text",
    [
        "holder: ООО «Каспий-Трейд»",
        "holder: ООО «Дербент Агро»",
        "Договор с ООО «Иван Петрович и партнеры»",
        "Получатель: АО «Петр Иванов», счет открыт.",
        "holder: ЗАО “Гасанов Эльдар”",
        "holder: ООО «Гусейнов Т.Р.»",
    ],
)
def test_a_company_name_after_a_legal_form_is_not_given_to_the_tagger(
    spy: SpyTagger, text: str
) -> None:
    tagger_persons = [s for s in spy.tagger(text).spans if s.type == "PER"]
    assert tagger_persons == []  # the tagger reads it as one organisation: nothing is lost
    assert found(text) == []
    assert spy.read == []


def test_a_person_beside_a_company_name_is_found_without_the_tagger(spy: SpyTagger) -> None:
    text = "Работодатель: АО «Дельта-Логистик» в лице директора Никитина Артема Юрьевича."
    assert found(text) == ["Никитина Артема Юрьевича"]
    assert spy.read == []


def test_a_tool_result_with_a_full_name_is_pseudonymized_without_the_tagger(
    spy: SpyTagger,
) -> None:
    result = json.dumps(TOOL_RESULT, ensure_ascii=False)
    out = Pseudonymizer(use_names=True).apply_text(result, ReplacementMap())
    assert json.loads(out)["holder"] == "ИП [PERSON_1]"
    assert json.loads(out)["country"] == "Россия"
    assert spy.read == []


def test_short_and_long_texts_find_the_same_known_names() -> None:
    """A matcher looks words up until it has read a few pages, then compiles its trie."""
    people = ["Римского-Корсакова Анна Сергеевна", "Смирнова Анна Викторовна", "Ковалев Игорь"]
    text = "Звонили Римской-Корсаковой Анне, Смирновой А.В. и Ковалеву И.; анна-мария ни при чём."
    padded = text + " " * 5000
    mentions = []
    for sample in (text, padded):
        matcher = NameMatcher([KnownValue.of(person, "pd.name") for person in people])
        mentions.append([(s.start, s.value) for s in matcher.find(sample, fold(sample))])
    assert mentions[0] == mentions[1]
    assert mentions[0] == [
        (8, "Римской-Корсаковой Анне"),
        (33, "Смирновой А.В."),
        (50, "Ковалеву И."),
    ]


def test_initials_are_read_within_a_line_only(spy: SpyTagger) -> None:
    text = "Подпись: А.\nБ.В. Смирнова\nСтрана: Россия"
    NameDetector().find(text)
    assert spy.read == ["Б.В. Смирнова"]


def test_lines_without_candidates_are_skipped_and_a_long_line_is_read_in_pieces(
    spy: SpyTagger,
) -> None:
    filler = "сумма перевода составила сто рублей, " * 60  # one line of about 2,200 characters
    text = f"country: Россия\nnote: {filler}получатель Ковалев И.С.\nresident: true"
    assert found(text) == ["Ковалев И.С."]
    assert len(spy.read) == 1 and spy.read[0].endswith("получатель Ковалев И.С.")
    assert len(spy.read[0]) <= 1500


def test_a_word_set_holds_each_word_and_each_stretch_of_parts_of_a_hyphenated_one() -> None:
    assert word_set("звонили римской-корсаковой анне") == {
        "звонили", "римской-корсаковой", "римской", "корсаковой", "анне",
    }  # fmt: skip
    assert "ковалеву" in word_set("x²ковалеву")  # the trie takes a form after any non-letter
    assert "анна-мария" in word_set("о анна-мария-луиза")


def test_a_word_set_is_never_another_texts() -> None:
    first, second = word_set("звонила анна"), word_set("звонила анне")
    assert "анна" in first and "анна" not in second
    assert word_set("звонила " + "анна") == first


def test_a_known_person_is_found_only_in_the_texts_that_name_them() -> None:
    matcher = NameMatcher([KnownValue.of("Смирнова Анна Викторовна", "pd.name")])
    texts = ["Звонила Смирнова А.В.", "Звонила Смирнова", "Звонила Анна", "Звонил Петров А.В."]
    assert [[s.value for s in matcher.find(t, fold(t))] for t in texts] == [
        ["Смирнова А.В."], ["Смирнова"], [], [],
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ковалеву И.С.", ["Ковалеву И.С."]),
        ("село Ковалевка, Ковалевым", ["Ковалевым"]),  # not inside a longer word
        ("счет 5Ковалеву и Ковалеву_И", ["Ковалеву", "Ковалеву"]),  # digits, "_" end words
        ("x²Ковалеву И.С.", []),  # "²" is a letter to the tokenizer: one word "x²ковалеву"
        ("Ковалеву-Петровой", ["Ковалеву"]),  # a part of a hyphenated word
        ("Игорю Ковалеву", ["Игорю Ковалеву"]),
    ],
)
def test_a_known_name_is_found_where_its_form_stands_as_a_whole_word(
    text: str, expected: list[str]
) -> None:
    matcher = NameMatcher([KnownValue.of("Ковалев Игорь Степанович", "pd.name")])
    assert [s.value for s in matcher.find(text, fold(text))] == expected


@pytest.mark.parametrize(
    ("lemma", "role"),
    [
        ("лысенко", "surname"),
        ("ковалев", "surname"),
        ("смирнов", "surname"),
        ("андреевич", "patronymic"),
        ("викторович", "patronymic"),
        ("анна", "first"),
        ("игорь", "first"),
    ],
)
def test_the_forms_of_a_name_part_are_those_of_its_dictionary_lexeme(lemma: str, role: str) -> None:
    expected = {lemma}
    for parse in role_parses(lemma, names.ROLE_TAGS[role]):
        if fold(parse.normal_form) == lemma:
            expected.update(fold(form.word) for form in parse.lexeme if "sing" in form.tag)
    assert names.role_forms.__wrapped__(lemma, role) == expected


def test_names_made_of_the_same_words_are_parsed_each_by_its_own_gender_and_case() -> None:
    """The readings are kept per word; the parts of a name still depend on the whole name."""
    expected = {
        "Лысенко Артур Олегович": ("лысенко", "артур", "олегович"),
        "Лысенко Анна Олеговна": ("лысенко", "анна", "олегович"),
        "Смирновой Анне Викторовне": ("смирнов", "анна", "викторович"),
        "Смирнову Анну Викторовну": ("смирнов", "анна", "викторович"),
        "Смирнову Игорю Викторовичу": ("смирнов", "игорь", "викторович"),
    }
    for _ in range(2):  # once as new names, once from what is kept
        for text, parts in expected.items():
            name = names.parse_name.__wrapped__(text)
            assert (name.surname, name.first, name.patronymic) == parts, text
    assert names.nominative("Смирнову Анну Викторовну") == "Смирнова Анна Викторовна"
    assert names.nominative("Смирнову Игорю Викторовичу") == "Смирнов Игорь Викторович"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Иванов-П.С. звонил", ["Иванов-П.С. звонил"]),  # initials after a hyphen
        ("Подписал xА.Б.", ["Подписал xА.Б."]),  # initials after a Latin letter
        ("Подписал А.Б.Иванов", ["Подписал А.Б.Иванов"]),
        ("Страна: Россия\nАнна-Мария", ["Анна-Мария"]),
    ],
)
def test_capitalised_words_and_initials_are_found_in_one_scan(
    spy: SpyTagger, text: str, read: list[str]
) -> None:
    NameDetector().find(text)
    assert spy.read == read


def test_a_surname_in_sky_the_dictionary_knows_only_as_an_adjective_reads_as_a_surname() -> None:
    from svaya.privacy.name_context import role_forms as forms

    # "Липецкая", "Рязанскому": adjectives to the dictionary, surnames beside a first name.
    assert ("femn", "nomn") in forms("Липецкая", "Surn")
    assert ("masc", "datv") in forms("Рязанскому", "Surn")
    # Only adjectives in -ский/-цкий: "Красная" is not read as a surname.
    assert not forms("Красная", "Surn")
