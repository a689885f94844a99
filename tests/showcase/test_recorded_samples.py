"""The showcase over runs the engine really recorded: every sample of both solutions, run on
the stand in-process. One test, because recording them all takes a while."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client

from runs.models import Run
from showcase.public import export_public_record

pytestmark = [pytest.mark.django_db, pytest.mark.both_databases]  # SQLite too: make test


def personal_values(run: Run) -> list[str]:
    # An array input carries its class on `items` (one value per element).
    found: list[str] = []
    for name, schema in run.version.spec["inputs"]["properties"].items():
        if name not in run.inputs:
            continue
        if schema.get("type") == "array":
            if schema["items"]["x-data-class"].startswith("pd."):
                found.extend(str(item) for item in run.inputs[name])
        elif schema["x-data-class"].startswith("pd."):
            found.append(str(run.inputs[name]))
    return found


def test_every_recorded_sample_is_exported_and_shown_without_personal_data(
    client: Client, catalog: Any
):
    call_command("record_runs", stdout=io.StringIO())
    recorded = list(Run.objects.filter(recorded=True).select_related("version__solution"))

    assert {r.version.solution.slug for r in recorded} == set(catalog)
    for run in recorded:
        record = export_public_record(run)  # raises LeakError if the check finds anything
        assert record["steps"], run.sample
        html = client.get(f"/runs/{run.pk}/").content.decode()
        text = re.sub(r"<[^>]+>", " ", html)
        for value in personal_values(run):
            assert value not in text, (run.sample, value)
        listing = client.get(f"/solutions/{run.version.solution.slug}/").content.decode()
        assert f'href="/runs/{run.pk}/"' in listing
