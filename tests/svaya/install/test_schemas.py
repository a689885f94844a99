"""Verdict and result schemas: `reason` required, every property required, closed, valid.

Credit `screen` verdict: lines 37-44 (properties 39, concerns 41, required 43, additionalProperties
44); draft-answer `approved_amount` on 115. Portal fill-form result: nested item object 43-48.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected

REQUIRED = "      required: [eligible, concerns, reason]\n"
CLOSED = "      additionalProperties: false\n    max_repairs: 2\n\n  - id: screen-gate"


def test_it_rejects_a_verdict_without_reason():
    report = credit(
        ("        reason: {type: string}\n" + REQUIRED, "      required: [eligible, concerns]\n")
    )
    problem = rejected(report, "schema-reason", 38)
    assert "no 'reason' property" in problem.message


def test_it_rejects_a_verdict_whose_reason_is_not_required():
    problem = rejected(
        credit((REQUIRED, "      required: [eligible, concerns]\n")), "schema-reason", 43
    )
    assert "step 'screen'" in problem.message


def test_it_rejects_a_verdict_that_is_not_an_object_schema():
    report = credit(
        (
            "    verdict:\n      type: object\n      properties:\n        eligible",
            "    verdict:\n      type: array\n      properties:\n        eligible",
        )
    )
    rejected(report, "schema-reason", 38)


def test_it_rejects_a_verdict_property_that_is_not_required():
    problem = rejected(
        credit((REQUIRED, "      required: [eligible, reason]\n")), "schema-required", 41
    )
    assert "property 'concerns' is not required" in problem.message
    assert "nullable" in problem.message


def test_it_rejects_a_nested_result_property_that_is_not_required():
    report = portal(("            required: [code, value]", "            required: [code]"))
    problem = rejected(report, "schema-required", 46)
    assert "property 'value'" in problem.message


def test_it_rejects_a_verdict_without_additional_properties_false():
    report = credit((CLOSED, "    max_repairs: 2\n\n  - id: screen-gate"))
    problem = rejected(report, "schema-closed", 38)
    assert "additionalProperties: false" in problem.message


def test_it_rejects_a_nested_object_schema_that_is_not_closed():
    report = portal(
        ("            additionalProperties: false", "            additionalProperties: true")
    )
    rejected(report, "schema-closed", 48)


def test_it_rejects_a_schema_that_is_not_valid_json_schema():
    report = credit(
        ('approved_amount: {type: [number, "null"]}', "approved_amount: {type: numeric}")
    )
    problem = rejected(report, "schema-invalid", 115)
    assert "2020-12" in problem.message
