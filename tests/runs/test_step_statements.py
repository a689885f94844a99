"""An ordinary step (an llm or a system step) costs at most six SQL statements from its claim
to its end on Postgres: the claim (which returns the run), the begin, the call's start, its
finish, and the completion, which writes the journal and advances (or ends) the run. The
verdict's basis is checked inside the completion statement, under the run's row lock: a
verdict made on a state that moved writes nothing there and a person is asked, on both
write paths and both databases (SQLite takes the ORM path; the count is Postgres's)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from catalog.models import PolicyRevision, Solution
from catalog.services import solution_install
from catalog.versions import version_spec
from handoffs.models import HandoffTicket
from journal.models import JournalLine
from runs.ledger import DjangoLedger, Lease
from runs.models import (
    Attempt,
    AttemptStatus,
    LLMCall,
    Run,
    RunStatus,
    StepRun,
    StepStatus,
    ToolCall,
)
from runs.services import apply_outcome, run_advance, run_claim, run_start, step_begin
from svaya.engine.outcomes import Done
from svaya.stand.world import WORLD

ROOT = Path(__file__).resolve().parents[2]
SOLUTIONS = ROOT / "tests" / "data" / "solutions"
SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
MOST = 6

pytestmark = pytest.mark.django_db(transaction=True)  # the statements run outside a transaction


@pytest.fixture
def world():
    WORLD.reset()
    yield WORLD
    WORLD.reset()


@pytest.fixture(autouse=True)
def _policy_revision(db) -> None:
    """The revision row as migration 0003 makes it (a transactional test's flush removes it,
    and without it no worker caches a policy)."""
    PolicyRevision.objects.get_or_create(pk=1)


def _route(slug: str) -> Solution:
    solution_install(path=SOLUTIONS / slug)
    return Solution.objects.get(slug=slug)


def _started(solution: Solution, **changes: Any) -> Run:
    fields = set(solution.current_version.spec["inputs"]["properties"])
    inputs = {k: v for k, v in json.loads(SAMPLE.read_text("utf-8")).items() if k in fields}
    run = run_start(solution=solution, inputs=inputs, enqueue=False)
    if changes:
        Run.objects.filter(pk=run.pk).update(**changes)
    return run


def _advanced(run: Run) -> list[str]:
    """The statements of one run task (run_advance), as the query log saw them."""
    with CaptureQueriesContext(connection) as log:
        run_advance(run_id=run.pk)
    return [" ".join(q["sql"].split())[:160] for q in log.captured_queries]


def _kinds(run: Run) -> list[str]:
    return list(JournalLine.objects.filter(run=run).order_by("id").values_list("kind", flat=True))


def _count_applies(ledger_path: str) -> bool:
    return connection.vendor == "postgresql" and ledger_path == "postgres statements"


def test_an_llm_step_takes_at_most_six_statements_from_claim_to_end(
    installation, world, ledger_path
) -> None:
    solution = _route("one-verdict")
    _advanced(_started(solution))  # the process's caches (policy, version files) are warm
    run = _started(solution)

    statements = _advanced(run)

    run.refresh_from_db()
    assert (run.status, run.lease_owner, run.lease_expires_at) == (RunStatus.COMPLETED, "", None)
    assert run.started_at is not None
    step = StepRun.objects.get(run=run, step_id="screen")
    assert step.status == StepStatus.COMPLETED and step.provenance_id is not None
    assert step.output["verdict"]["eligible"] in (True, False)
    assert step.attempts.get().status == AttemptStatus.SUCCEEDED
    assert _kinds(run) == [
        "run.queued",
        "step.started",
        "llm.call",
        "pass",
        "step.completed",
        "run.completed",
    ]
    if _count_applies(ledger_path):
        listed = "\n".join(statements)
        assert len(statements) <= MOST, f"{len(statements)} statements:\n{listed}"


def test_a_system_step_with_a_write_effect_takes_at_most_six_statements(
    installation, world, ledger_path
) -> None:
    solution = _route("durability-check")
    _advanced(_started(solution, current_step="approve"))  # warm caches
    run = _started(solution, current_step="approve")

    statements = _advanced(run)

    run.refresh_from_db()
    assert run.status == RunStatus.COMPLETED
    call = ToolCall.objects.get(attempt__step_run__run=run)
    assert (call.tool, call.effect, call.status) == ("crm.send_answer", "write", "finished")
    assert call.idempotency_key
    assert _kinds(run) == [
        "run.queued",
        "step.started",
        "tool.started",
        "tool.call",
        "step.completed",
        "run.completed",
    ]
    if _count_applies(ledger_path):
        listed = "\n".join(statements)
        assert len(statements) <= MOST, f"{len(statements)} statements:\n{listed}"


def test_a_route_of_ordinary_steps_takes_at_most_six_statements_a_step(
    installation, world, ledger_path
) -> None:
    """llm → system (a read) → system (a write effect) in one task: the first step pays the
    claim, each later one a read of the run (bench/peer_svaya.py prints this route's mean)."""
    solution = _route("ordinary-steps")
    _advanced(_started(solution))  # warm caches
    run = _started(solution)

    statements = _advanced(run)

    run.refresh_from_db()
    assert run.status == RunStatus.COMPLETED
    steps = StepRun.objects.filter(run=run, status=StepStatus.COMPLETED).count()
    assert steps == 3
    assert _kinds(run).count("step.completed") == 3
    if _count_applies(ledger_path):
        listed = "\n".join(statements)
        assert len(statements) <= MOST * steps, f"{len(statements)} statements:\n{listed}"
        assert len(statements) <= 5 * steps  # 5 + 3 + 5 today: the read step writes no call


def _verdict_at_screen(solution: Solution) -> tuple[Run, Any, StepRun, Attempt, DjangoLedger]:
    run = _started(solution)
    assert run_claim(run_id=run.pk, worker="w")
    run = Run.objects.get(pk=run.pk)
    step = version_spec(run.version_id).step("screen")
    step_run, attempt, fresh = step_begin(run=run, step=step, branch="")
    ledger = DjangoLedger(attempt, run.pk, step.id, Lease(Run, run.pk, "w", 300), fresh=fresh)
    ledger.pass_end(1, "verdict", {"repairs": 0})  # buffered: written only with the verdict
    return run, step, step_run, attempt, ledger


def _apply(run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger) -> bool:
    call = LLMCall.objects.create(  # the verdict's model call: its provenance
        attempt=attempt, pass_no=1, seq=0, tier="cheap", model="m", request={}, status="finished"
    )
    verdict = Done({"verdict": {"eligible": True, "reason": "ok"}}, provenance=call.pk)
    return apply_outcome(
        run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=verdict
    )


@pytest.mark.parametrize(
    "moved, why",
    [
        ({"inputs": "changed"}, "the run's inputs changed"),
        ({"current_step": "gate"}, "the run is at step 'gate', not 'screen'"),
        ({"attempt": 2}, "attempt 1 is no longer current (attempt 2 is)"),
    ],
)
def test_a_verdict_whose_basis_moved_writes_nothing_and_asks_a_person(
    installation, world, ledger_path, moved, why
) -> None:
    run, step, step_run, attempt, ledger = _verdict_at_screen(_route("durability-check"))
    if "inputs" in moved:
        Run.objects.filter(pk=run.pk).update(inputs={**run.inputs, "amount": 1})
    if "current_step" in moved:
        Run.objects.filter(pk=run.pk).update(current_step=moved["current_step"])
    if "attempt" in moved:  # a controller's retry opened attempt 2 meanwhile
        Attempt.objects.create(step_run=step_run, number=2, deadline=timezone.now())

    goes_on = _apply(run, step, step_run, attempt, ledger)

    assert goes_on is False
    step_run.refresh_from_db()
    assert step_run.status == StepStatus.WAITING and step_run.output is None
    assert Run.objects.get(pk=run.pk).current_step == moved.get("current_step", "screen")
    assert not JournalLine.objects.filter(run=run, kind="step.completed").exists()
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("guard", "answer-review")
    line = JournalLine.objects.get(run=run, kind="handoff.opened")
    assert f"verdict not applied: {why}" in line.data["detail"]
    # The buffered pass is written once, with the handoff, not with the refused completion.
    assert JournalLine.objects.filter(run=run, kind="pass").count() == 1


def test_a_verdict_on_its_basis_is_applied_and_the_run_advances(
    installation, world, ledger_path
) -> None:
    run, step, step_run, attempt, ledger = _verdict_at_screen(_route("durability-check"))

    goes_on = _apply(run, step, step_run, attempt, ledger)

    assert goes_on is True
    step_run.refresh_from_db()
    assert step_run.status == StepStatus.COMPLETED and step_run.provenance_id is not None
    assert Attempt.objects.get(pk=attempt.pk).status == AttemptStatus.SUCCEEDED
    assert Run.objects.get(pk=run.pk).current_step == "gather"
    assert _kinds(run)[-2:] == ["pass", "step.completed"]


def test_a_statement_counter_sees_the_ledgers_own_statements(installation, world) -> None:
    """They bypass Django's cursor; an execute wrapper (bench/peer_svaya.py counts with one)
    sees them as the query log does."""
    if connection.vendor != "postgresql":
        pytest.skip("the ledger's own statements are Postgres only: SQLite takes the ORM path")
    solution = _route("one-verdict")
    run = _started(solution)
    counted: list[str] = []

    def counter(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        counted.append(sql)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(counter), CaptureQueriesContext(connection) as log:
        run_advance(run_id=run.pk)

    assert len(counted) == len(log.captured_queries)
    ledgers = [q["sql"] for q in log.captured_queries if q["sql"].startswith("WITH")]
    assert len(ledgers) == 4  # begin, the call's start and finish, completion
    assert [sql for sql in counted if sql.startswith("WITH")] == ledgers
    assert Run.objects.get(pk=run.pk).status == RunStatus.COMPLETED
