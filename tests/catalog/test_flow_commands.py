"""manage.py import_flow / export_flow: a Dograh workflow installs under the flow rules, and
what is exported is what was imported, modulo ordering."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from catalog.models import Solution

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
CLINIC = ROOT / "tests" / "data" / "flows" / "dograh-clinic.json"
OPTIONS = [
    "--slug=clinic-import",
    "--title=Запись к врачу",
    "--max-turns=8",
    "--time-budget=15m",
    "--queue=clinic-desk",
    "--silence=5m",
]


def _normal(workflow: dict) -> dict:
    return {
        "nodes": sorted(workflow["nodes"], key=lambda n: n["id"]),
        "edges": sorted(workflow["edges"], key=lambda e: e["id"]),
    }


def test_import_installs_the_flow_and_export_gives_it_back(installation, tmp_path):
    out = io.StringIO()
    call_command("import_flow", str(CLINIC), *OPTIONS, f"--into={tmp_path}", stdout=out)
    assert (tmp_path / "clinic-import" / "solution.yaml").is_file()
    solution = Solution.objects.get(slug="clinic-import")
    assert solution.current_version.facts["conversations"]["talk"]["worst_case_llm_calls"] == 30
    exported = io.StringIO()
    call_command("export_flow", "clinic-import", stdout=exported)
    original = json.loads(CLINIC.read_text(encoding="utf-8"))
    assert _normal(json.loads(exported.getvalue())) == _normal(original)


def test_a_refused_flow_is_reported_with_its_rule_and_nothing_is_written(installation, tmp_path):
    broken = json.loads(CLINIC.read_text(encoding="utf-8"))
    for node in broken["nodes"]:
        node["data"].pop("is_start", None)
        if node["type"] == "startCall":
            node["type"] = "agentNode"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken, ensure_ascii=False), encoding="utf-8")
    out = io.StringIO()
    with pytest.raises(CommandError, match="nothing was written"):
        call_command("import_flow", str(path), *OPTIONS, f"--into={tmp_path}", stdout=out)
    assert "flow-start" in out.getvalue()
    assert not (tmp_path / "clinic-import").exists()
    assert not Solution.objects.filter(slug="clinic-import").exists()


def test_export_names_what_it_cannot_export(installation):
    with pytest.raises(CommandError, match="its flows: none"):
        call_command("export_flow", "credit-application-response")
