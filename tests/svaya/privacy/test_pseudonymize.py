"""The loop's context before each outside LLM call: stable placeholders, incremental work,
nothing known left in clear — across passes and across a crash replay."""

from __future__ import annotations

import copy
import hashlib
import itertools
import json
from typing import Any

import pytest

from svaya.privacy import pseudonymize as pseudonymize_module
from svaya.privacy.names import NameDetector
from svaya.privacy.pseudonymize import Pseudonymizer, text_hash
from svaya.privacy.replacement import ReplacementMap, generate_key, seal, unseal
from svaya.privacy.spans import Span
from svaya.privacy.values import known_values_from_inputs

SCHEMA = {
    "type": "object",
    "properties": {
        "application_id": {"type": "string", "x-data-class": "public"},
        "applicant_name": {"type": "string", "x-data-class": "pd.name"},
        "passport": {"type": "string", "x-data-class": "pd.passport"},
        "birthdate": {"type": "string", "x-data-class": "pd.birthdate"},
        "phone": {"type": "string", "x-data-class": "pd.contacts"},
        "inn": {"type": "string", "x-data-class": "pd.inn"},
        "amount": {"type": "number", "x-data-class": "bank.secret"},
    },
}
# The stand's sample applicant; its INN fails the checksum, so only the known-value layer sees it.
INPUTS = {
    "application_id": "APP-100231",
    "applicant_name": "Смирнова Анна Викторовна",
    "passport": "4512 384756",
    "birthdate": "1988-04-17",
    "phone": "+7 916 245-18-07",
    "inn": "773412658901",
    "amount": 450000,
}
RESULT_1 = json.dumps(
    {
        "risk_score": 71,
        "signals": "телефон 8 (916) 245-18-07 использовался в заявке на имя Смирновой Анны "
        "Викторовны и в заявке Ковалева Игоря Степановича",
        "linked_accounts": ["40817810373433734419"],
        "owner_birthdate": "17.04.1988",
    },
    ensure_ascii=True,  # a customer system may escape Cyrillic
)
RESULT_2 = (
    "Кредитная история субъекта: Смирнова А.В., паспорт 4512384756, ИНН 773412658901.\n"
    "Открытые кредиты: 2. Поручитель по одному из них — Ковалеву И.С. направлено уведомление.\n"
    "Связанное лицо: Гасанов Эльдар Рауфович, тел. +7 977 120-33-44."
)
RESULT_3 = (
    "Служебная записка: клиент Смирнова проверена, совпадений с Ковалевым нет. "
    "Ответственный — Громов Андрей Алексеевич, e-mail a.gromov@svaya-bank.ru."
)


def tool_call(index: int, name: str, args: dict[str, Any]) -> dict[str, Any]:
    arguments = json.dumps(args, ensure_ascii=False)
    return {
        "id": f"c{index}",
        "type": "function",
        "function": {"name": name, "arguments": arguments},
    }


def passes() -> list[list[dict[str, Any]]]:
    """The context sent on passes 1, 2 and 3 of a fraud-check loop."""
    context: list[dict[str, Any]] = [
        {"role": "system", "content": "Проверь заявителя на признаки мошенничества."},
        {"role": "user", "content": json.dumps(INPUTS, ensure_ascii=False)},
    ]
    contexts = [copy.deepcopy(context)]
    steps = [
        ("bank.fraud_check", {"passport": "[PASSPORT_1]", "phone": "[PHONE_1]"}, RESULT_1),
        ("bureau.credit_history", {"applicant_name": "[PERSON_1]"}, RESULT_2),
        ("docs.read_section", {"document_id": "DOC-1", "section": "3"}, RESULT_3),
    ]
    for index, (name, args, result) in enumerate(steps):
        context.append(
            {"role": "assistant", "content": None, "tool_calls": [tool_call(index, name, args)]}
        )
        context.append({"role": "tool", "tool_call_id": f"c{index}", "content": result})
        contexts.append(copy.deepcopy(context))
    return contexts


class Spy:
    def __init__(self, inner: NameDetector) -> None:
        self.inner = inner
        self.read: list[str] = []

    def find(self, text: str) -> list[Span]:
        self.read.append(text)
        return self.inner.find(text)


def fresh_map() -> ReplacementMap:
    rmap = ReplacementMap()
    rmap.add_known_values(known_values_from_inputs(INPUTS, SCHEMA))
    return rmap


def sent(messages: list[dict[str, Any]]) -> str:
    return json.dumps(messages, ensure_ascii=False)


@pytest.fixture()
def spy(name_detector: NameDetector) -> Spy:
    return Spy(name_detector)


def run_loop(spy: Spy) -> tuple[list[list[dict[str, Any]]], ReplacementMap]:
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=spy)
    rmap = fresh_map()
    return [pseudonymizer.apply(context, rmap) for context in passes()], rmap


def test_no_known_value_leaves_on_any_pass(spy: Spy) -> None:
    outputs, rmap = run_loop(spy)
    clear = {
        str(v)
        for k, v in INPUTS.items()
        if SCHEMA["properties"][k]["x-data-class"].startswith("pd.")
    }
    clear |= {entry.value for entry in rmap.entries}
    clear |= {"Смирновой", "Ковалева", "Ковалеву", "Ковалевым", "2451807", "40817810373433734419"}
    for number, output in enumerate(outputs, start=1):
        text = sent(output)
        assert not [value for value in clear if value in text], f"pass {number}: {text}"
        assert "\\u0421" not in text  # no escaped Cyrillic slipped past the detectors


def test_a_person_keeps_one_placeholder_on_every_pass_and_in_every_case(spy: Spy) -> None:
    outputs, rmap = run_loop(spy)
    applicant = json.loads(outputs[0][1]["content"])["applicant_name"]
    assert applicant == "[PERSON_1]"
    last = sent(outputs[-1])
    assert json.loads(outputs[-1][1]["content"])["applicant_name"] == applicant
    assert "Смирновой Анны Викторовны" not in last and "[PERSON_1] и в заявке" in last
    assert "субъекта: [PERSON_1]" in last and "клиент [PERSON_1] проверена" in last
    kovalev = rmap.placeholder_for(Span(0, 0, "Ковалев Игорь Степанович", "pd.name", "known"))
    assert f"заявке {kovalev}" in last and f"— {kovalev} направлено" in last
    assert f"с {kovalev[:-1]}" in last  # "Ковалевым" → the same person


def test_earlier_messages_are_sent_the_same_on_later_passes(spy: Spy) -> None:
    outputs, _ = run_loop(spy)
    for earlier, later in itertools.pairwise(outputs):
        assert later[: len(earlier)] == earlier


def test_name_recognition_reads_each_text_once(spy: Spy) -> None:
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=spy)
    rmap = fresh_map()
    contexts = passes()
    pseudonymizer.apply(contexts[0], rmap)
    assert len(spy.read) == 2  # instruction and inputs
    for previous, context in itertools.pairwise(contexts):
        spy.read.clear()
        pseudonymizer.apply(context, rmap)
        assert len(spy.read) == len(context) - len(previous)  # the new call and its result
        assert not any("Проверь заявителя" in doc for doc in spy.read)


def test_a_replay_after_a_crash_sends_the_same_request_without_reading_names_again(
    spy: Spy, name_detector: NameDetector
) -> None:
    contexts = passes()
    worker = Pseudonymizer(use_names=True, name_detector=spy)
    rmap = fresh_map()
    sent_before = [worker.apply(context, rmap) for context in contexts[:3]]
    key = generate_key()
    blob = seal(rmap, key)  # persisted with the attempt

    replayed = Spy(name_detector)
    restarted = Pseudonymizer(use_names=True, name_detector=replayed)
    restored = unseal(blob, key)
    assert restarted.apply(contexts[2], restored) == sent_before[2]
    assert replayed.read == []
    original_next = worker.apply(contexts[3], rmap)
    assert restarted.apply(contexts[3], restored) == original_next
    assert len(replayed.read) == 2


def test_output_is_deterministic_and_inputs_are_untouched(name_detector: NameDetector) -> None:
    contexts = passes()
    before = copy.deepcopy(contexts)
    first = [
        Pseudonymizer(name_detector=name_detector).apply(c, m)
        for m in [fresh_map()]
        for c in contexts
    ]
    second = [
        Pseudonymizer(name_detector=name_detector).apply(c, m)
        for m in [fresh_map()]
        for c in contexts
    ]
    assert first == second
    assert contexts == before


def test_content_parts_and_tool_arguments_are_pseudonymized() -> None:
    pseudonymizer = Pseudonymizer(use_names=False)
    rmap = fresh_map()
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "Паспорт 4512 384756"}]},
        {"role": "assistant", "content": None,
         "tool_calls": [tool_call(0, "registry.passport_validity", {"passport": "4512384756"})]},
    ]  # fmt: skip
    out = pseudonymizer.apply(messages, rmap)
    assert out[0]["content"][0]["text"] == "Паспорт [PASSPORT_1]"
    assert json.loads(out[1]["tool_calls"][0]["function"]["arguments"]) == {
        "passport": "[PASSPORT_1]"
    }
    assert messages[0]["content"][0]["text"] == "Паспорт 4512 384756"


def test_without_name_recognition_known_names_are_still_replaced() -> None:
    rmap = fresh_map()
    text = Pseudonymizer(use_names=False).apply_text("Звонила Смирнова А.В., потом Петров.", rmap)
    assert text == "Звонила [PERSON_1], потом Петров."


class Names:
    """A stand-in recogniser that knows exactly the given full names."""

    def __init__(self, *names: str) -> None:
        self.names = names

    def find(self, text: str) -> list[Span]:
        return [
            Span(at, at + len(name), name, "pd.name", "ner")
            for name in self.names
            if (at := text.find(name)) >= 0
        ]


def test_a_name_learnt_later_is_replaced_in_earlier_messages_too() -> None:
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=Names("Гасанов Эльдар Рауфович"))
    rmap = ReplacementMap()
    first = [{"role": "user", "content": "Вчера звонили Гасанову, он не ответил."}]
    assert pseudonymizer.apply(first, rmap) == first  # nothing known about him yet
    second = [*first, {"role": "tool", "content": "Связанное лицо: Гасанов Эльдар Рауфович."}]
    out = pseudonymizer.apply(second, rmap)
    assert out[0]["content"] == "Вчера звонили [PERSON_1], он не ответил."
    assert out[1]["content"] == "Связанное лицо: [PERSON_1]."


def test_many_passes_keep_every_value_replaced() -> None:
    people = [f"{surname} Иван Петрович" for surname in (
        "Алексеев", "Борисов", "Васильев", "Григорьев", "Дмитриев", "Егоров", "Жуков",
        "Зайцев", "Ильин", "Козлов", "Лебедев", "Морозов",
    )]  # fmt: skip
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=Names(*people))
    rmap = ReplacementMap()
    context: list[dict[str, Any]] = []
    for number, person in enumerate(people):
        phone = f"+7 916 {number:03d}-18-07"
        surname = person.split()[0]
        context.append({"role": "tool", "content": f"{person}, тел. {phone}; ещё раз: {surname}у"})
        text = sent(pseudonymizer.apply(context, rmap))
        assert not [p for p in people[: number + 1] if p.split()[0] in text], text
        assert "916" not in text
    assert len(rmap.entries) == 2 * len(people)


def test_names_learnt_later_are_replaced_in_an_earlier_json_result_one_after_another() -> None:
    found = Names("Гасанов Эльдар Рауфович", "Ковалев Игорь Степанович")
    pseudonymizer = Pseudonymizer(use_names=True, name_detector=found)
    rmap = ReplacementMap()
    earlier = json.dumps({"note": "звонили Гасанову и Ковалеву", "n": [1.5, 2]}, ensure_ascii=True)
    context: list[dict[str, Any]] = [{"role": "tool", "content": earlier}]
    assert pseudonymizer.apply(context, rmap) == context  # nothing known about them yet
    outputs = []
    for person in ("Гасанов Эльдар Рауфович", "Ковалев Игорь Степанович"):
        context.append({"role": "tool", "content": f"Связанное лицо: {person}."})
        outputs.append(json.loads(pseudonymizer.apply(context, rmap)[0]["content"]))
    assert outputs[0] == {"note": "звонили [PERSON_1] и Ковалеву", "n": [1.5, 2]}
    assert outputs[1] == {"note": "звонили [PERSON_1] и [PERSON_2]", "n": [1.5, 2]}


def test_a_text_is_kept_with_the_document_its_output_gives() -> None:
    """Values learnt later are looked for in that document instead of the output parsed again;
    the two must be one text."""
    pseudonymizer = Pseudonymizer(use_names=False)
    rmap = fresh_map()
    texts = [
        json.dumps({"a": {"b": ["Смирнова Анна Викторовна", 7, 2.50]}, "c": None, "d": True}),
        json.dumps([{"phone": 79162451807}, "тел. +7 916 245-18-07"], ensure_ascii=False),
        json.dumps({"note": "ничего личного"}),
        "Паспорт 4512 384756",
        "{}",
    ]
    for text in texts:
        pseudonymizer.apply_text(text, rmap)
        cached = rmap.cache[text_hash(text)]
        _, again = pseudonymize_module._pseudonymize(cached.output, lambda doc: [], rmap)
        assert cached.doc == again


def test_a_text_hash_is_the_texts_own_whether_it_is_kept_or_not() -> None:
    short, long = "Паспорт 4512 384756", "Паспорт 4512 384756 " * 1000
    for text in (short, short + ".", long, long + "."):
        expected = hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()
        assert text_hash(text) == expected
        assert text_hash("".join(list(text))) == expected  # an equal text, another object


def test_the_output_shares_nothing_it_may_change_with_the_input() -> None:
    messages = [
        {"role": "user", "content": [
            {"type": "text", "text": "Паспорт 4512 384756"},
            {"type": "image_url", "image_url": {"url": "data:,x", "detail": ["low"]}},
        ]},
        {"role": "assistant", "content": None, "tool_calls": [
            tool_call(0, "registry.passport_validity", {"passport": "4512384756"}),
        ]},
    ]  # fmt: skip
    before = copy.deepcopy(messages)
    out = Pseudonymizer(use_names=False).apply(messages, fresh_map())
    out[0]["content"][1]["image_url"]["detail"].append("high")
    out[1]["tool_calls"][0]["function"]["name"] = "other"
    assert messages == before


@pytest.mark.parametrize(
    "text",
    [
        '{"n": NaN, "big": 123456789012345678901234567890, "p": "паспорт 4512 384756"}',
        '{"s": "\\ud800", "p": "паспорт 4512 384756", "p": "паспорт 4512 384756"}',
        '[1e400, 0.1, 12.50, {"p": "паспорт 4512 384756"}]',
    ],
)
def test_a_json_text_is_read_as_json_reads_it(text: str) -> None:
    out = Pseudonymizer(use_names=False).apply_text(text, fresh_map())
    expected = json.loads(text)
    replaced = json.loads(out)
    assert json.dumps(replaced) == json.dumps(expected).replace("4512 384756", "[PASSPORT_1]")
