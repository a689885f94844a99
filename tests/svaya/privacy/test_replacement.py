from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from svaya.privacy.replacement import (
    KEY_ENV,
    PrivacyKeyError,
    ReplacementMap,
    generate_key,
    key_from_env,
    seal,
    unseal,
)
from svaya.privacy.spans import Span


def span(value: str, data_class: str) -> Span:
    return Span(0, len(value), value, data_class, "pattern")


def test_each_class_gets_its_own_placeholder_family() -> None:
    rmap = ReplacementMap()
    assert rmap.add_known("Смирнова Анна Викторовна", "pd.name") == "[PERSON_1]"
    assert rmap.add_known("4512 384756", "pd.passport") == "[PASSPORT_1]"
    assert rmap.add_known("+7 916 245-18-07", "pd.contacts") == "[PHONE_1]"
    assert rmap.add_known("anna@mail.ru", "pd.contacts") == "[EMAIL_1]"
    assert rmap.add_known("Кузнецов Дмитрий Олегович", "pd.name") == "[PERSON_2]"
    assert rmap.lookup("[PASSPORT_1]").data_class == "pd.passport"  # type: ignore[union-attr]


def test_non_personal_inputs_are_not_replaced() -> None:
    rmap = ReplacementMap()
    assert rmap.add_known("450000", "bank.secret") is None
    with pytest.raises(ValueError, match="not a personal class"):
        rmap.placeholder_for(span("450000", "bank.secret"))


def test_every_spelling_of_a_value_gets_one_placeholder() -> None:
    rmap = ReplacementMap()
    first = rmap.placeholder_for(span("45 06 123456", "pd.passport"))
    assert rmap.placeholder_for(span("4506123456", "pd.passport")) == first
    phone = rmap.placeholder_for(span("+7 916 245-18-07", "pd.contacts"))
    assert rmap.placeholder_for(span("8 (916) 2451807", "pd.contacts")) == phone
    assert rmap.placeholder_for(span("17.04.1988", "pd.birthdate")) == rmap.placeholder_for(
        span("1988-04-17", "pd.birthdate")
    )


def test_inflected_and_partial_names_of_one_person_share_a_placeholder() -> None:
    rmap = ReplacementMap()
    person = rmap.placeholder_for(span("Иванов Иван Петрович", "pd.name"))
    for mention in ("Иванова Ивана Петровича", "Иванову И.П.", "Иван Петрович", "Иванов"):
        assert rmap.placeholder_for(span(mention, "pd.name")) == person, mention
    assert rmap.placeholder_for(span("Иванова Анна Сергеевна", "pd.name")) != person


def test_a_short_mention_first_is_widened_by_a_full_one_later() -> None:
    rmap = ReplacementMap()
    person = rmap.placeholder_for(span("Кузнецову", "pd.name"))
    assert rmap.placeholder_for(span("Кузнецов Дмитрий Олегович", "pd.name")) == person
    assert rmap.lookup(person).name.first == "дмитрий"  # type: ignore[union-attr]


def test_the_map_survives_json_and_sealing() -> None:
    rmap = ReplacementMap()
    rmap.add_known("Смирнова Анна Викторовна", "pd.name")
    rmap.add_known("4512 384756", "pd.passport")
    rmap.scanned.add("abc")
    key = generate_key()
    blob = seal(rmap, key)
    assert "Смирнова".encode() not in blob and b"4512" not in blob
    restored = unseal(blob, key)
    assert restored.to_json() == rmap.to_json()
    assert restored.scanned == {"abc"}
    assert restored.placeholder_for(span("Смирновой Анне", "pd.name")) == "[PERSON_1]"
    assert restored.add_known("Петров Петр", "pd.name") == "[PERSON_2]"


def test_a_wrong_key_does_not_open_the_map() -> None:
    blob = seal(ReplacementMap(), generate_key())
    with pytest.raises(PrivacyKeyError, match="does not open"):
        unseal(blob, generate_key())


def test_the_key_comes_from_the_environment() -> None:
    key = Fernet.generate_key()
    assert key_from_env({KEY_ENV: key.decode()}) == key


def test_a_missing_key_is_reported_with_what_to_do() -> None:
    with pytest.raises(PrivacyKeyError, match=f"{KEY_ENV} is not set.*generate_key"):
        key_from_env({})


def test_a_malformed_key_is_reported() -> None:
    with pytest.raises(PrivacyKeyError, match="not a valid key"):
        key_from_env({KEY_ENV: "secret"})


def test_a_map_sealed_again_after_a_person_is_widened_holds_the_wider_name() -> None:
    rmap = ReplacementMap()
    rmap.placeholder_for(span("Кузнецову", "pd.name"))
    rmap.placeholder_for(span("4512 384756", "pd.passport"))
    key = generate_key()
    assert unseal(seal(rmap, key), key).to_json() == rmap.to_json()
    rmap.placeholder_for(span("Кузнецов Дмитрий Олегович", "pd.name"))
    reopened = unseal(seal(rmap, key), key)
    assert reopened.entries[0].name == rmap.entries[0].name
    assert reopened.entries[0].name.first == "дмитрий"  # type: ignore[union-attr]
    assert reopened.entries[0].keys == rmap.entries[0].keys
    assert len(reopened.entries[0].keys) == 2
