"""Every input leaf declares a known data class. Credit inputs: lines 10-25."""

from __future__ import annotations

from tests.svaya.install.helpers import credit, rejected

NAME = "    applicant_name: {type: string, minLength: 5, x-data-class: pd.name}"
PURPOSE = "    purpose: {type: string, x-data-class: public}\n"


def test_it_rejects_an_input_leaf_without_a_data_class():
    report = credit((NAME, "    applicant_name: {type: string, minLength: 5}"))
    problem = rejected(report, "input-data-class", 14)
    assert "input 'applicant_name' has no x-data-class" in problem.message


def test_it_rejects_an_input_with_an_unknown_data_class():
    report = credit((NAME, "    applicant_name: {type: string, x-data-class: pd.fullname}"))
    problem = rejected(report, "input-data-class", 14)
    assert problem.col == 50
    assert "'pd.fullname'" in problem.message


def test_it_rejects_a_nested_input_leaf_without_a_data_class():
    nested = (
        "    co_borrowers:\n"
        "      type: array\n"
        "      items:\n"
        "        type: object\n"
        "        properties:\n"
        "          name: {type: string, x-data-class: pd.name}\n"
        "          share: {type: number}\n"
    )
    problem = rejected(credit((PURPOSE, PURPOSE + nested)), "input-data-class", 29)
    assert "co_borrowers[].share" in problem.message


def test_it_rejects_inputs_that_are_not_an_object_schema():
    report = credit(("inputs:\n  type: object\n", "inputs:\n  type: array\n"))
    rejected(report, "input-data-class", 11)
