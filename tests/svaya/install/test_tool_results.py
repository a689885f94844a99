"""A tool's declared result schema is what typed conditions trust: the demo world keeps it."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

from svaya.stand.declared.catalog import load_stands
from svaya.stand.world import World
from svaya.tools.registry import load_registry
from tests.svaya.world.test_world_systems import SUBMIT

CALLS: dict[str, dict[str, Any]] = {
    "registry.tax_income": {"inn": "773412658937"},
    "bank.scoring": {
        "application_id": "APP-100348",
        "amount": 1500000,
        "term_months": 48,
        "monthly_income": 150000,
    },
    "crm.send_answer": {
        "application_id": "APP-100231",
        "decision": "approve",
        "message": "Ваша заявка одобрена",
    },
    "portal.submit_form": SUBMIT,
}
# Operations declared in a solution's stand.yaml are checked on every sample instead: the
# install check holds their answer templates to the schema (stand-result) and
# tests/catalog/test_sample_ends.py each answer a run receives.
IN_STANDS = {name for stand in load_stands().values() for name in stand.operations}
DECLARED = sorted(
    name
    for name, tool in load_registry().items()
    if tool.result is not None and name not in IN_STANDS
)


def test_every_declared_result_schema_is_exercised_here():
    assert DECLARED == sorted(CALLS)


@pytest.mark.parametrize("name", DECLARED)
def test_the_world_answers_in_the_declared_result_schema(name: str) -> None:
    schema = load_registry()[name].result
    Draft202012Validator.check_schema(schema)
    status, body = World().call(name, CALLS[name])
    assert status == 200, body
    errors = [e.message for e in Draft202012Validator(schema).iter_errors(body)]
    assert errors == []
