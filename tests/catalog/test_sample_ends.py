"""Every sample of every catalog solution, run on the stand in this process, first stops where
its `samples/expected.yaml` says: the status, the step, and the point it waits at."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from handoffs.models import ConfirmationRequest, HandoffTicket
from runs.models import Run, ToolCall
from runs.services import run_drive, run_start
from svaya.spec.stand import EXPECTED_FILE
from svaya.stand.world import WORLD
from svaya.tools.registry import load_registry

pytestmark = pytest.mark.django_db


def _samples() -> Iterator[tuple[str, str]]:
    for folder in sorted(Path(SOLUTIONS_DIR).iterdir()):
        for sample in sorted((folder / "samples").glob("*.json")):
            yield folder.name, sample.stem


SAMPLES = list(_samples())


def _expected(slug: str) -> dict[str, Any]:
    path = Path(SOLUTIONS_DIR) / slug / "samples" / EXPECTED_FILE
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _end(run: Run) -> dict[str, Any]:
    end: dict[str, Any] = {"status": str(run.status), "step": run.current_step}
    waits = [
        *HandoffTicket.objects.filter(run=run).values_list("point", flat=True),
        *ConfirmationRequest.objects.filter(run=run).values_list("point", flat=True),
    ]
    if waits:
        end["point"] = waits[-1]
    return end


@pytest.fixture(autouse=True)
def fresh_world() -> Iterator[None]:
    WORLD.reset()
    yield
    WORLD.reset()


def test_the_catalog_has_samples_of_every_solution() -> None:
    solutions = {p.name for p in Path(SOLUTIONS_DIR).iterdir() if (p / "solution.yaml").exists()}
    assert solutions == {slug for slug, _ in SAMPLES}


@pytest.mark.parametrize(("slug", "name"), SAMPLES, ids=[f"{s}/{n}" for s, n in SAMPLES])
def test_the_sample_stops_at_its_expected_end(installation: Any, slug: str, name: str) -> None:
    expected = _expected(slug)[name]
    inputs = json.loads((Path(SOLUTIONS_DIR) / slug / "samples" / f"{name}.json").read_text())
    run = run_start(
        solution=Solution.objects.get(slug=slug), inputs=inputs, sample=name, enqueue=False
    )
    run = run_drive(run_id=run.pk)
    got = _end(run)
    assert {k: got.get(k) for k in ("status", "step", "point")} == {
        "status": expected["status"],
        "step": expected["step"],
        "point": expected.get("point"),
    }, run.outcome_detail
    _answers_keep_their_result_schemas(run)


def _answers_keep_their_result_schemas(run: Run) -> None:
    """Typed conditions trust a tool's declared result schema: every answer keeps it."""
    tools = load_registry()
    calls = ToolCall.objects.filter(attempt__step_run__run=run, result__isnull=False)
    for call in calls:
        schema = tools[call.tool].result
        if schema is not None:
            errors = [e.message for e in Draft202012Validator(schema).iter_errors(call.result)]
            assert errors == [], (call.tool, call.result)
