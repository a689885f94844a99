"""Which commits wait for the WAL flush (Postgres). The claims, a step's begin and a
completion that does not end the run commit without it (`runs.ledger_sql.UNFLUSHED`);
every other write waits, and the same task's next synchronous commit makes them durable
before anything depends on them outside the database: no model call and no write effect
leaves, and no task ends, after an unflushed commit that no synchronous one has followed."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from catalog.models import PolicyRevision, Solution
from runs.ledger_sql import UNFLUSHED
from runs.models import Branch, Run, RunStatus
from runs.services import branch_advance, run_advance, run_start
from svaya.llm import gateway
from svaya.stand.world import WORLD
from svaya.tools import connectors

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "catalog/solutions/credit-application-response/samples"

pytestmark = pytest.mark.django_db(transaction=True)  # the statements run outside a transaction

_WRITE = re.compile(r"^\s*(INSERT|UPDATE|DELETE)\b|\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s", re.I)


@pytest.fixture(autouse=True)
def _postgres_statements(ledger_path: str) -> None:
    if ledger_path != "postgres statements":
        pytest.skip("the ORM path writes in transactions that all wait for the flush")


@pytest.fixture
def world():
    WORLD.reset()
    yield WORLD
    WORLD.reset()


@pytest.fixture(autouse=True)
def _policy_revision(db) -> None:
    PolicyRevision.objects.get_or_create(pk=1)


Event = tuple[str, str]  # ("commit", "flushed" | "unflushed" + its SQL) or ("call", what)


@contextmanager
def _recorded(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Event]]:
    """The task's write commits in order, with the model calls and write effects sent
    between them. Statements of a transaction block are one commit (which waits)."""
    events: list[Event] = []
    block: list[str] = []

    def close_block() -> None:
        if any(_WRITE.search(sql) for sql in block):
            events.append(("commit", "flushed (transaction block)"))
        block.clear()

    def wrapper(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any):
        if connection.in_atomic_block:
            assert UNFLUSHED not in sql, "a transaction block's commit must wait for the flush"
            block.append(sql)
        else:
            close_block()
            if _WRITE.search(sql):
                kind = "unflushed" if UNFLUSHED in sql else "flushed"
                events.append(("commit", f"{kind} {' '.join(sql.split())[:90]}"))
        return execute(sql, params, many, context)

    def spied(module: Any, what: Callable[[dict[str, str]], str | None]) -> None:
        sent = module.post

        def post(client: Any, url: Any, *args: Any, **kwargs: Any) -> Any:
            close_block()
            name = what(kwargs.get("headers") or {})
            if name:
                events.append(("call", f"{name} {url}"))
            return sent(client, url, *args, **kwargs)

        monkeypatch.setattr(module, "post", post)

    spied(gateway, lambda headers: "model call")
    spied(connectors, lambda headers: "write effect" if "Idempotency-Key" in headers else None)
    with connection.execute_wrapper(wrapper):
        yield events
    close_block()


def _unflushed_when_it_mattered(events: list[Event]) -> list[str]:
    """The model calls and write effects sent, and the task's end, while an unflushed
    commit had no synchronous commit after it."""
    found, pending = [], ""
    for kind, what in events:
        if kind == "commit":
            pending = what if what.startswith("unflushed") else ""
        elif pending:
            found.append(f"{what} after {pending}")
    if pending:
        found.append(f"the task's end after {pending}")
    return found


def _tasks(run: Run, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, list[Event]]]:
    """The run's tasks one after another, as workers take them (run_drive's order)."""
    done = []
    while True:
        with _recorded(monkeypatch) as events:
            run_advance(run_id=run.pk)
        done.append(("run", events))
        run.refresh_from_db()  # each task lets its lease go (the fork's with the fork)
        assert (run.lease_owner, run.lease_expires_at) == ("", None)
        branches = list(Branch.objects.filter(run_id=run.pk, done=False))
        for branch in branches:
            with _recorded(monkeypatch) as events:
                branch_advance(run_id=run.pk, parallel=branch.parallel_step, index=branch.index)
            done.append((f"branch {branch.index}", events))
            branch.refresh_from_db()  # its lease went with the branch's end
            assert (branch.done, branch.lease_owner, branch.lease_expires_at) == (True, "", None)
        if not branches:
            return done


@pytest.mark.parametrize(
    "sample, most_flushed",
    # The model calls' starts and finishes, the write effect's start and end, the completion
    # that ends the run, the join, and the fork and each branch's end (which let their
    # task's lease go in the same commit): 15 of a clear applicant's 35 commits.
    [("clear-applicant", 15), ("not-eligible", 7), ("counter-offer", 15)],
)
def test_no_call_effect_or_task_end_follows_an_unflushed_commit(
    installation, world, monkeypatch, sample, most_flushed
) -> None:
    solution = Solution.objects.get(slug="credit-application-response")
    inputs = json.loads((SAMPLES / f"{sample}.json").read_text("utf-8"))
    run = run_start(solution=solution, inputs=inputs, enqueue=False)

    tasks = _tasks(run, monkeypatch)

    run.refresh_from_db()
    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    commits = [what for _, events in tasks for kind, what in events if kind == "commit"]
    unflushed = [what for what in commits if what.startswith("unflushed")]
    assert unflushed, "the claims and the begins skip the flush"
    assert all(
        what.startswith(("unflushed UPDATE runs_run SET status", "unflushed UPDATE runs_branch b"))
        or what.startswith("unflushed WITH sr AS (INSERT INTO runs_steprun")
        or what.startswith("unflushed WITH locked AS")
        for what in unflushed
    ), unflushed  # only the claims, the begins and the completions that do not end the run
    assert any(kind == "call" for _, events in tasks for kind, _ in events)
    flushed = [what for what in commits if what.startswith("flushed")]
    assert len(flushed) <= most_flushed, "\n".join(flushed)
    for name, events in tasks:
        assert _unflushed_when_it_mattered(events) == [], name


def test_the_check_finds_a_call_or_an_end_after_an_unflushed_commit() -> None:
    unflushed = ("commit", "unflushed UPDATE runs_run SET status")
    flushed = ("commit", "flushed WITH call AS (INSERT INTO runs_llmcall")
    call = ("call", "model call http://stand/v1/chat/completions")
    assert _unflushed_when_it_mattered([unflushed, flushed, call]) == []
    assert _unflushed_when_it_mattered([unflushed, call, flushed]) == [
        "model call http://stand/v1/chat/completions after unflushed UPDATE runs_run SET status"
    ]
    assert _unflushed_when_it_mattered([flushed, unflushed]) == [
        "the task's end after unflushed UPDATE runs_run SET status"
    ]


def test_an_unflushed_commit_leaves_the_session_synchronous(installation) -> None:
    """The setting is the statement's own transaction's: the next statement waits again."""
    run = run_start(
        solution=Solution.objects.get(slug="credit-application-response"),
        inputs=json.loads((SAMPLES / "clear-applicant.json").read_text("utf-8")),
        enqueue=False,
    )
    from runs.services import run_claimed

    assert run_claimed(run_id=run.pk, worker="w") is not None
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        assert cursor.fetchone()[0] == "on"
        cursor.execute(f"SELECT {UNFLUSHED}")
        assert cursor.fetchone()[0] == "off"
        cursor.execute("SHOW synchronous_commit")
        assert cursor.fetchone()[0] == "on"
