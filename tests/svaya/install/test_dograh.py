"""Dograh's workflow JSON in and out: a flow drawn there installs here under the same rules,
and export(import(x)) is x modulo ordering."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
import yaml

from svaya.install import check_text, resolved_spec
from svaya.install.dograh import DograhError, FlowSettings, from_dograh, to_dograh
from tests.svaya.install.helpers import CONTEXT, ROOT

CLINIC = ROOT / "tests" / "data" / "flows" / "dograh-clinic.json"
SETTINGS = FlowSettings(
    slug="clinic-booking-import",
    title="Запись к врачу",
    max_turns=8,
    time_budget="15m",
    handoff_queue="clinic-desk",
    silence_timeout="5m",
)


def _workflow() -> dict[str, Any]:
    return json.loads(CLINIC.read_text(encoding="utf-8"))


def _install(workflow: dict[str, Any]):
    text = yaml.safe_dump(from_dograh(workflow, SETTINGS), allow_unicode=True, sort_keys=False)
    return check_text(text, path="solution.yaml", context=CONTEXT, base_dir=ROOT)


def _normal(workflow: dict[str, Any]) -> dict[str, Any]:
    return {
        "nodes": sorted(workflow["nodes"], key=lambda n: n["id"]),
        "edges": sorted(workflow["edges"], key=lambda e: e["id"]),
    }


def test_a_dograh_workflow_installs_as_a_conversation_step():
    report = _install(_workflow())
    assert report.ok, "\n".join(map(str, report.problems))
    step = report.spec.step("talk")
    assert step.start.id == "1" and step.global_node.id == "g"
    assert [e.label for e in step.node("2").edges] == ["slot_chosen", "no_slot"]
    extraction = step.node("1").extraction.variables
    assert extraction["required"] == ["specialty", "reason"]


def test_export_of_import_is_the_workflow_modulo_ordering():
    workflow = _workflow()
    spec = resolved_spec(_install(workflow))
    exported = to_dograh(spec.step("talk"))
    assert _normal(exported) == _normal(workflow)
    shuffled = copy.deepcopy(workflow)
    shuffled["nodes"].reverse()
    shuffled["edges"].reverse()
    assert _normal(to_dograh(resolved_spec(_install(shuffled)).step("talk"))) == _normal(workflow)


def test_an_imported_workflow_is_checked_by_the_same_rules():
    workflow = _workflow()
    workflow["edges"] = [e for e in workflow["edges"] if e["id"] != "e1"]  # node 2 unreachable
    report = _install(workflow)
    assert {"flow-unreachable"} <= report.rules()
    message = next(p.message for p in report.errors if p.rule == "flow-unreachable")
    assert "node '2' cannot be reached from the start '1'" in message


def test_an_edge_into_the_global_node_is_refused_on_import():
    workflow = _workflow()
    workflow["edges"].append(
        {
            "id": "e9",
            "source": "2",
            "target": "g",
            "data": {"label": "tone", "condition": "Всегда."},
        }
    )
    assert "flow-global" in _install(workflow).rules()


def test_a_node_type_dograh_has_but_a_conversation_cannot_run_is_refused_by_name():
    workflow = _workflow()
    workflow["nodes"].append(
        {"id": "w", "type": "webhook", "position": {"x": 0, "y": 0}, "data": {}}
    )
    with pytest.raises(DograhError, match=r"id 'w'.*'webhook'"):
        from_dograh(workflow, SETTINGS)
