"""Written forms of a person's name (issue 16, names, the eleventh round's families): a familiar
first name found in title case and then written in lower case, and the words that stand where
a name would and must stay: a kinship noun after a person's verb, a forwarded e-mail's header.

Made-up probes, written from how Russian is written, not from any evaluation text; each family
failed before the rule that handles it. A value is marked inline as [[class:value]].
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example
from .one_class import examples, personal_spans

NAMES: dict[str, list[str]] = {
    "a familiar name found in title case, then written in lower case": [
        "[[pd.name:Вера Ильинична]], у [[pd.name:Савушки]] температура, [[pd.name:савушка]] "
        "сегодня дома",
        "у [[pd.name:Прошеньки]] день рождения, а [[pd.name:прошенька]] ещё не знает",
    ],
}

TRAPS = [
    # A kinship noun after a person's verb is the kin, not "Женя" or "Ася".
    "если не дозвонитесь — позвоните жене, она дома",
    "передайте сыну, что ключи у соседки",
    # A forwarded e-mail's header is not a chat whose speakers are "От" and "Тема".
    "От: ООО «Полимер» <info@polimer.ru>\nКому: отдел кадров\nТема: график отпусков\n"
    "Добрый день, пересылаю график.\n\nОт: бухгалтерия <buh@polimer.ru>\nТема: график\n"
    "Коллеги, график во вложении.",
]


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize(
    "example", [pytest.param(e, id=f"{e.family}: {e.text[:40]}") for e in examples(NAMES)]
)
def test_each_written_form_of_a_name_is_replaced(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    found = personal_spans(pseudonymizer, example.text)
    for start, end, cls in example.values:
        same = [(s, e) for s, e, c in found if c == cls]
        covered = sum(min(end, e) - max(start, s) for s, e in same if s < end and start < e)
        assert covered >= 0.9 * (end - start), (example.text[start:end], found)


@pytest.mark.parametrize("text", TRAPS)
def test_ordinary_words_stay(pseudonymizer: Pseudonymizer, text: str) -> None:
    found = [(s, e) for s, e, cls in personal_spans(pseudonymizer, text) if cls == "pd.name"]
    assert found == [], [text[s:e] for s, e in found]
