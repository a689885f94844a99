"""Both catalog solutions through real Celery workers on Postgres and Redis, to each end.

One shared stand process answers as the model and as the demo world, so its counters see
every worker's calls. At the end, every stored LLM request is scanned for personal values.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model

from catalog.models import Solution
from catalog.services import catalog_install
from handoffs.models import ConfirmationRequest, HandoffTicket
from handoffs.services import confirmation_approve
from runs.models import Attempt, CallStatus, LLMCall, Run, RunStatus, ToolCall
from runs.services import run_start
from svaya.privacy import key_from_env, unseal
from tests.workers.conftest import ROOT, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

SOLUTIONS = ROOT / "catalog" / "solutions"
CREDIT, PORTAL = "credit-application-response", "portal-submission-from-document"


def _sample(slug: str, name: str) -> dict[str, Any]:
    return json.loads((SOLUTIONS / slug / "samples" / f"{name}.json").read_text("utf-8"))


def _start(slug: str, name: str) -> Run:
    return run_start(solution=Solution.objects.get(slug=slug), inputs=_sample(slug, name))


def _settled(run: Run, seconds: float = 120) -> Run:
    stops = {RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.TERMINATED, RunStatus.WAITING}

    def probe() -> Run | None:
        run.refresh_from_db()
        return run if run.status in stops else None

    return wait_for(probe, seconds, f"run {run.pk} ({run.sample}) did not settle")


def _tools(run: Run) -> list[tuple[str, str]]:
    calls = ToolCall.objects.filter(attempt__step_run__run=run).order_by("id")
    return list(calls.values_list("tool", "status"))


def _approve(run: Run) -> None:
    request = ConfirmationRequest.objects.get(run=run)
    operator, _ = get_user_model().objects.get_or_create(username="operator")
    operator.groups.add(request.queue.group)
    confirmation_approve(request_id=request.pk, user=operator, reason="Форма проверена")


@pytest.fixture
def world(clean_broker: None, stand_factory, worker_factory):
    catalog_install()
    stand = stand_factory()
    worker_factory(stand, "w1")
    worker_factory(stand, "w2", beat=False)
    return stand


def test_the_credit_solution_reaches_each_of_its_ends(world) -> None:
    runs = {
        name: _start(CREDIT, name)
        for name in ("clear-applicant", "linked-accounts", "endless-chain", "not-eligible")
    }
    ends = {name: _settled(run) for name, run in runs.items()}

    assert ends["clear-applicant"].status == RunStatus.COMPLETED
    answer = ends["clear-applicant"].steps.get(step_id="draft-answer").output["verdict"]
    assert answer["decision"] == "approve"

    assert ends["not-eligible"].status == RunStatus.COMPLETED
    assert not ends["not-eligible"].steps.filter(step_id="fraud-check").exists()

    suspicious = HandoffTicket.objects.get(run=ends["linked-accounts"])
    assert (suspicious.point, suspicious.reason) == ("fraud-review", "route")
    fraud = ends["linked-accounts"].steps.get(step_id="fraud-check").output["result"]
    assert fraud["verdict"] == "suspicious"

    endless = HandoffTicket.objects.get(run=ends["endless-chain"])
    assert (endless.point, endless.queue.code, endless.reason) == (
        "fraud-review",
        "fraud-controllers",
        "passes_exhausted",
    )
    assert endless.attempt.passes.count() == 5
    assert ends["endless-chain"].steps.get(step_id="fraud-check").output is None

    _no_personal_value_left_home(ends.values())


def test_the_portal_solution_reaches_each_of_its_ends(world) -> None:
    runs = {
        name: _start(PORTAL, name)
        for name in (
            "counterparty-card",
            "unreadable-scan",
            "injected-instruction",
            "director-passport",
        )
    }
    ends = {name: _settled(run) for name, run in runs.items()}

    waiting = [ends[n] for n in ("counterparty-card", "injected-instruction", "director-passport")]
    assert all(ConfirmationRequest.objects.filter(run=run).exists() for run in waiting)
    assert "portal.submit_form" not in world.world_stats()["calls"]  # nothing sent unconfirmed

    injected = _tools(ends["injected-instruction"])
    assert ("mail.send_external", CallStatus.REFUSED) in injected
    assert "mail.send_external" not in world.world_stats()["calls"]
    refused = ToolCall.objects.get(
        attempt__step_run__run=ends["director-passport"], status=CallStatus.REFUSED
    )
    assert "pd.passport" in refused.error

    scan = HandoffTicket.objects.get(run=ends["unreadable-scan"])
    assert (scan.point, scan.reason) == ("form-review", "passes_exhausted")
    assert scan.attempt.passes.count() == 12

    for run in waiting:
        _approve(run)
    for run in waiting:
        assert _settled(run).status == RunStatus.COMPLETED, run.outcome_detail
    assert world.world_stats()["effects"]["portal.submit_form"] == len(waiting)
    _no_personal_value_left_home([*ends.values()])


# Identifiers are personal wherever they stand; an address or a name may be public in one
# context (an organisation's legal address) and personal in another, so a later sighting can
# add one to the map after it was rightly sent. Those classes are checked as typed inputs only.
CONTEXT_FREE = {"pd.passport", "pd.snils", "pd.inn", "pd.card", "pd.account", "pd.contacts"}


def _no_personal_value_left_home(runs: Any) -> None:
    """Every stored request is the one that left: none may carry a personal input value, nor
    an identifier the detectors found along the way (from the attempt's sealed map)."""
    key = key_from_env()
    for run in runs:
        spec = run.version.spec["inputs"]["properties"]
        personal = {
            str(v) for k, v in run.inputs.items() if spec[k]["x-data-class"].startswith("pd.")
        }
        for attempt in Attempt.objects.filter(step_run__run=run):
            found = (
                unseal(bytes(attempt.replacement_map), key).entries
                if (attempt.replacement_map)
                else []
            )
            values = personal | {e.value for e in found if e.data_class in CONTEXT_FREE}
            for call in attempt.llm_calls.all():
                sent = json.dumps(call.request, ensure_ascii=False)
                leaked = sorted(value for value in values if value in sent)
                assert leaked == [], f"run {run.pk} call {call.pk} sent {leaked}"


def test_the_stand_counts_exactly_the_ledger_rows(world) -> None:
    runs = [_start(CREDIT, "clear-applicant"), _start(PORTAL, "counterparty-card")]
    for run in runs:
        _settled(run)
    assert world.stats()["requests"] == LLMCall.objects.count()
