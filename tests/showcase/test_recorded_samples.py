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
    """Every input value whose schema leaf is personal: a field's own class, an array's class
    on `items` (or on the array), an object's on each property."""
    found: list[str] = []
    properties = run.version.spec["inputs"]["properties"]
    for name, schema in properties.items():
        if name in run.inputs:
            found.extend(_personal(schema, run.inputs[name]))
    return found


def _personal(schema: dict[str, Any], value: Any, inherited: str = "") -> list[str]:
    data_class = schema.get("x-data-class", inherited)
    if isinstance(value, list):
        items = schema.get("items", {})
        return [v for item in value for v in _personal(items, item, data_class)]
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        return [
            v
            for key, item in value.items()
            for v in _personal(properties.get(key, {}), item, data_class)
        ]
    return [str(value)] if data_class.startswith("pd.") else []


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
