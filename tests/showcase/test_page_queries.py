"""Showcase pages run a constant number of queries, however many solutions and runs there are
(issues 13 and 18): a page that queried per card or per run would grow with the catalog."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from runs.models import Run, new_token

CREDIT = "credit-application-response"


def _queries(client: Client, url: str) -> int:
    client.get(url)  # warm the per-version caches, as a running server has them
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(queries)


def _pages(run: Run) -> list[str]:
    return ["/", f"/solutions/{CREDIT}/", f"/runs/{run.pk}/"]


def _more_recorded_runs(run: Run, count: int) -> None:
    copies = []
    for _ in range(count):
        copy = Run.objects.get(pk=run.pk)
        copy.pk = None
        copy.token = new_token()
        copies.append(copy)
    Run.objects.bulk_create(copies)


@pytest.mark.planted_personal_data  # credit_run's calls carry raw values, as in test_public_record
def test_showcase_pages_query_the_same_as_recorded_runs_accumulate(
    client: Client, catalog: Any, credit_run: Run
):
    Run.objects.filter(pk=credit_run.pk).update(recorded=True)
    run = Run.objects.get(pk=credit_run.pk)
    before = [_queries(client, url) for url in _pages(run)]

    _more_recorded_runs(run, 60)
    after = [_queries(client, url) for url in _pages(run)]

    assert after == before
    # The home page shows every installed solution's card without a query per card.
    assert len(catalog) >= 20 and before[0] <= 5
