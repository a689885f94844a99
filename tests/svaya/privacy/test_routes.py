from __future__ import annotations

from svaya.privacy.replacement import ReplacementMap
from svaya.privacy.routes import check_route, reverse_substitute
from svaya.privacy.spans import Span

BUREAU_ARGS = {
    "type": "object",
    "properties": {
        "applicant_name": {"type": "string", "x-data-class": "pd.name"},
        "passport": {"type": "string", "x-data-class": "pd.passport"},
        "birthdate": {"type": "string", "x-data-class": "pd.birthdate"},
    },
}
SCORING_ARGS = {
    "type": "object",
    "properties": {
        "application_id": {"type": "string", "x-data-class": "public"},
        "note": {"type": "string", "x-data-class": "bank.secret"},
    },
}


def loop_map() -> ReplacementMap:
    rmap = ReplacementMap()
    rmap.add_known("Смирнова Анна Викторовна", "pd.name")
    rmap.add_known("4512 384756", "pd.passport")
    return rmap


def test_placeholders_turn_back_into_values_anywhere_in_the_arguments() -> None:
    args = {"applicant": {"name": "[PERSON_1]"}, "docs": ["паспорт [PASSPORT_1]"], "n": 3}
    resolved, present = reverse_substitute(args, loop_map())
    assert resolved == {
        "applicant": {"name": "Смирнова Анна Викторовна"},
        "docs": ["паспорт 4512 384756"],
        "n": 3,
    }
    assert present == {"pd.name", "pd.passport"}


def test_a_copied_passport_placeholder_is_refused_where_the_route_lacks_passports() -> None:
    args = {"application_id": "APP-100231", "note": "паспорт клиента [PASSPORT_1]"}
    _resolved, present = reverse_substitute(args, loop_map(), SCORING_ARGS)
    assert "pd.passport" in present
    decision = check_route(present, allowed={"public", "bank.secret"})
    assert not decision.allowed
    assert decision.missing == frozenset({"pd.passport"})
    assert "pd.passport" in decision.reason()


def test_the_declared_field_classes_count_even_without_placeholders() -> None:
    args = {"applicant_name": "Смирнова А. В.", "passport": "[PASSPORT_1]"}
    _, present = reverse_substitute(args, loop_map(), BUREAU_ARGS)
    assert present == {"pd.name", "pd.passport"}
    assert check_route(present, {"pd.name", "pd.passport", "pd.birthdate"}).allowed
    assert check_route(present, {"pd.name"}).missing == frozenset({"pd.passport"})


def test_public_data_needs_no_route_and_absent_fields_carry_no_class() -> None:
    _, present = reverse_substitute({"application_id": "APP-1"}, loop_map(), SCORING_ARGS)
    assert present == {"public"}
    assert check_route(present, set()).allowed


def test_an_unknown_placeholder_is_left_as_written() -> None:
    resolved, present = reverse_substitute({"name": "[PERSON_9]"}, loop_map())
    assert resolved == {"name": "[PERSON_9]"}
    assert present == set()


def test_a_name_found_in_an_inflected_form_goes_back_in_the_nominative() -> None:
    rmap = loop_map()
    found = Span(0, 0, "Ковалева Игоря Степановича", "pd.name", "ner")
    placeholder = rmap.placeholder_for(found)
    resolved, _ = reverse_substitute({"applicant_name": placeholder}, rmap)
    assert resolved == {"applicant_name": "Ковалев Игорь Степанович"}
