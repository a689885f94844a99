"""The whole catalog through real Celery workers: every sample of every solution is started at
once on Postgres and Redis, against one stand process, and each first stops where its
`samples/expected.yaml` says (issue 13). The in-process variant is
tests/catalog/test_sample_ends.py; this one proves the same ends hold when steps, branches and
waits cross worker processes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR, catalog_install
from runs.models import Run, RunStatus
from runs.services import run_start
from svaya.spec.persona import PERSONA_FILE
from svaya.spec.stand import EXPECTED_FILE
from tests.catalog.test_sample_ends import SAMPLES, _end
from tests.workers.conftest import wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
SETTLED = {RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.TERMINATED, RunStatus.WAITING}


def test_every_catalog_sample_ends_where_it_says_on_real_workers(
    clean_broker: None, stand_factory, worker_factory
) -> None:
    catalog_install()
    stand = stand_factory()
    worker_factory(stand, "c1")
    worker_factory(stand, "c2", beat=False)
    folder = Path(SOLUTIONS_DIR)
    started: dict[tuple[str, str], int] = {}
    # A conversation flow's samples need their synthetic person, who plays in-process
    # (run_drive): tests/catalog/test_sample_ends.py and tests/runs/test_conversations.py run
    # them; tests/workers/test_conversation_workers.py covers a conversation on real workers.
    for slug, name in [(s, n) for s, n in SAMPLES if not (folder / s / PERSONA_FILE).is_file()]:
        inputs = json.loads((folder / slug / "samples" / f"{name}.json").read_text("utf-8"))
        run = run_start(solution=Solution.objects.get(slug=slug), inputs=inputs)
        started[(slug, name)] = run.pk

    def all_settled() -> bool:
        open_runs = Run.objects.filter(pk__in=started.values()).exclude(status__in=SETTLED)
        return not open_runs.exists()

    wait_for(all_settled, 600, "the catalog's sample runs did not all settle in 600 s")
    wrong = {}
    for (slug, name), pk in started.items():
        expected = yaml.safe_load((folder / slug / "samples" / EXPECTED_FILE).read_text())[name]
        want = {k: expected.get(k) for k in ("status", "step", "point")}
        got = _end(Run.objects.get(pk=pk))
        got = {k: got.get(k) for k in ("status", "step", "point")}
        if got != want:
            wrong[f"{slug}/{name}"] = (want, got)
    assert len(started) >= 90
    assert wrong == {}
