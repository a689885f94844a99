"""The SQL text of the ledger's Postgres statements (runs/ledger_postgres.py runs them), built
once per process from the models' metadata.

Server-side parameters with explicit casts: no SQL is composed or quoted per call. A pass's
call start and finish carry the buffered rows (read-tool results, pass rows, journal lines)
as JSON record sets; a step's begin and completion, a write effect's start and end, and the
claims are one statement each.
"""

from __future__ import annotations

from typing import Any

from django.db import connection

from catalog.models import PolicyRevision
from journal.models import JournalLine
from runs.models import Attempt, Branch, LLMCall, Pass, Run, StepRun, ToolCall

START_FIELDS = ("attempt_id", "pass_no", "seq", "tier", "model", "request", "status")
_TOOL_FIELDS = (
    "attempt_id",
    "pass_no",
    "seq",
    "tool",
    "effect",
    "call_id",
    "idempotency_key",
    "args",
    "status",
    "result",
    "error",
    "tries",
    "latency_ms",
    "replays",
    "started_at",
    "finished_at",
)
_PASS_FIELDS = ("attempt_id", "number", "outcome", "detail", "finished_at")
LINE_FIELDS = ("run_id", "kind", "step_id", "attempt_no", "pass_no", "data", "actor_id", "at")
STEPRUN_FIELDS = ("run_id", "step_id", "kind", "branch", "status", "started_at")
ATTEMPT_FIELDS = ("number", "status", "deadline", "started_at")
TOOL_START_FIELDS = (
    "attempt_id",
    "pass_no",
    "seq",
    "tool",
    "effect",
    "status",
    "call_id",
    "args",
    "idempotency_key",
)
TOOL_END_FIELDS = ("status", "result", "error", "tries", "latency_ms", "finished_at")
FINISH_FIELDS = (
    "status",
    "response",
    "status_code",
    "error_kind",
    "error",
    "tokens_in",
    "tokens_out",
    "cost",
    "finish_reason",
    "latency_ms",
    "empty",
    "without_cost",
    "record",
    "finished_at",
)


# The claims, a step's begin and a completion that does not end the run commit without
# waiting for the WAL flush: the setting is
# local to the statement's own transaction (autocommit), so the session stays synchronous.
# They stay exactly as visible and as exclusive to every other session (a conditional UPDATE
# under the row lock; `synchronous_commit` changes only when the commit is on disk). They are
# made durable by the same task's next synchronous commit — WAL is flushed in order — which
# always comes before anything depends on them outside the database: a model call or a
# write effect leaves only after its synchronous start, a message is sent after the commit
# of an ORM transaction, and a task's last write (the completion that ends the run, a
# release, a fork, a branch's end) is synchronous, before its acknowledgement
# (tests/runs/test_commit_flush.py). A Postgres crash in between loses no more than a
# crash a moment earlier would: the run goes on from the last durable state, as after a
# worker's crash. Each skipped flush was a wait on the one WAL device that every worker
# shares (docs/execution.md, "Which commits wait for the WAL flush").
UNFLUSHED = "set_config('synchronous_commit', 'off', true)"

Defaults = list[tuple[str, Any]]  # (attribute name, model default) of the columns not given


def _column(model: Any, name: str) -> tuple[str, str]:
    """(column, SQL type) of a field named by its attribute (`attempt_id`, `call_id`)."""
    field = next(f for f in model._meta.concrete_fields if f.attname == name)
    return field.column, field.rel_db_type(connection) if field.is_relation else (
        field.db_type(connection)
    )


def _values(model: Any, names: tuple[str, ...]) -> str:
    return ", ".join(f"%s::{_cast(model, n)}" for n in names)


def _cast(model: Any, name: str) -> str:
    """A parameter's cast: its column's type, but `text` for a bounded varchar, so a
    value too long is refused by the column (as the ORM path would be), not cut."""
    kind = _column(model, name)[1]
    return "text" if kind.startswith("varchar") else kind


def _columns(model: Any, names: tuple[str, ...]) -> str:
    return ", ".join(_column(model, n)[0] for n in names)


def _recordset(model: Any, names: tuple[str, ...], where: str = "", extra: str = "") -> str:
    columns = _columns(model, names)
    typed = ", ".join(" ".join(_column(model, n)) for n in names) + extra
    return (
        f"INSERT INTO {model._meta.db_table} ({columns}) "
        f"SELECT {columns} FROM jsonb_to_recordset(%s::jsonb) AS r({typed}){where}"
    )


def _buffered(where: str = "", present: tuple[bool, bool, bool] = (True,) * 3) -> str:
    """The buffered rows' inserts, as CTEs taking one JSON array each (the journal lines
    in one insert, in their order: ids follow the array); `present` leaves out the
    tables with nothing buffered (tool rows, pass rows, journal lines)."""
    inserts = (
        f"tools AS ({_recordset(ToolCall, _TOOL_FIELDS, where)})",
        f"passes AS ({_recordset(Pass, _PASS_FIELDS, where)})",
        f"lines AS ({_recordset(JournalLine, LINE_FIELDS, where)})",
    )
    return ", ".join(cte for cte, wanted in zip(inserts, present, strict=True) if wanted)


def defaults(model: Any, given: tuple[str, ...]) -> Defaults:
    """Every other column of an insert, with its model default."""
    return [
        (f.attname, f.get_default())
        for f in model._meta.concrete_fields
        if not f.primary_key and f.attname not in given
    ]


def _at() -> str:
    """Whether the step (parameter) is where the run is: the run's current step, or,
    for a step of a parallel branch (s.branch "<parallel>:<index>"), its branch is
    open (the run waits at the join meanwhile). As DjangoLedger.basis() reads it."""
    branch = Branch._meta.db_table
    return (
        f"(CASE WHEN s.branch <> '' AND EXISTS (SELECT 1 FROM {branch} b "
        f"WHERE b.run_id = s.run_id AND b.parallel_step || ':' || b.index::text = s.branch "
        f"AND NOT b.done) THEN %s::text ELSE r.current_step END)"
    )


def _basis() -> str:
    """The verdict's basis as stored now: the step's latest attempt, where the run is,
    and its inputs (parameters: the step id, the StepRun id)."""
    return (
        f"(SELECT coalesce(max(a.number), 0) FROM {Attempt._meta.db_table} a "
        f"WHERE a.step_run_id = s.id), {_at()}, r.inputs "
        f"FROM {StepRun._meta.db_table} s JOIN {Run._meta.db_table} r ON r.id = s.run_id "
        f"WHERE s.id = %s::bigint"
    )


def flush_sql() -> str:
    """The buffered rows' inserts on their own."""
    return f"WITH {_buffered()} SELECT 1"


def basis_sql() -> str:
    """The verdict's basis as stored now (parameters: the step id, the StepRun id)."""
    return f"SELECT {_basis()}"


def run_sql() -> str:
    """The run as stored now: every column, in the order of Run._meta.concrete_fields."""
    columns = ", ".join(f.column for f in Run._meta.concrete_fields)
    return f"SELECT {columns} FROM {Run._meta.db_table} WHERE id = %s::bigint"


def begin_sql(steprun_defaults: Defaults, attempt_defaults: Defaults) -> str:
    """A step entered for the first time: its StepRun (unless one exists: the caller
    then takes the ORM path), its first attempt and its journal line; and what the step
    context reads — the completed steps' outputs and the policy's revision token. The
    defaults: every other column of the StepRun and of the attempt."""
    steprun = STEPRUN_FIELDS + tuple(n for n, _ in steprun_defaults)
    attempt = ATTEMPT_FIELDS + tuple(n for n, _ in attempt_defaults)
    steps = StepRun._meta.db_table
    return (
        f"WITH sr AS (INSERT INTO {steps} ({_columns(StepRun, steprun)}) "
        f"VALUES ({_values(StepRun, steprun)}) "
        f"ON CONFLICT (run_id, step_id) DO NOTHING RETURNING id), "
        f"attempt AS (INSERT INTO {Attempt._meta.db_table} "
        f"(step_run_id, {_columns(Attempt, attempt)}) "
        f"SELECT id, {_values(Attempt, attempt)} FROM sr RETURNING id, step_run_id), "
        f"line AS (INSERT INTO {JournalLine._meta.db_table} "
        f"({_columns(JournalLine, LINE_FIELDS)}) "
        f"SELECT {_values(JournalLine, LINE_FIELDS)} FROM sr) "
        f"SELECT attempt.step_run_id, attempt.id, "
        f"(SELECT token FROM {PolicyRevision._meta.db_table} WHERE id = 1), "
        f"(SELECT jsonb_agg(jsonb_build_array(step_id, output)) FROM {steps} "
        f"WHERE run_id = %s::bigint AND status = %s::text), {UNFLUSHED} "
        f"FROM (VALUES (1)) AS one LEFT JOIN attempt ON true"
    )


def tool_start_sql(tool_defaults: Defaults) -> str:
    """A write effect recorded before it is sent, with the buffered rows (the started
    line last among the journal lines). `tool_defaults`: every other column but
    started_at, which is given."""
    names = TOOL_START_FIELDS + tuple(n for n, _ in tool_defaults)
    names += ("started_at",)
    return (
        f"WITH call AS (INSERT INTO {ToolCall._meta.db_table} "
        f"({_columns(ToolCall, names)}) VALUES ({_values(ToolCall, names)}) "
        f"RETURNING id), {_buffered()} SELECT id FROM call"
    )


def tool_end_sql() -> str:
    """A started write effect settled (only while still started), with its line."""
    sets = ", ".join(
        f"{_column(ToolCall, n)[0]} = %s::{_cast(ToolCall, n)}" for n in TOOL_END_FIELDS
    )
    return (
        f"WITH ended AS (UPDATE {ToolCall._meta.db_table} SET {sets} "
        f"WHERE id = %s::bigint AND status = %s::text RETURNING id) "
        f"INSERT INTO {JournalLine._meta.db_table} "
        f"({_columns(JournalLine, LINE_FIELDS)}) "
        f"SELECT {_values(JournalLine, LINE_FIELDS)} FROM ended RETURNING id"
    )


def claim_sql() -> str:
    """runs.services.run_claim's conditional UPDATE, returning the run it won (every
    column, in the order of Run._meta.concrete_fields)."""
    returning = ", ".join(f.column for f in Run._meta.concrete_fields)
    return (
        f"UPDATE {Run._meta.db_table} SET status = %s::text, lease_owner = %s::text, "
        f"lease_expires_at = %s::timestamptz, started_at = coalesce(started_at, "
        f"%s::timestamptz) WHERE id = %s::bigint AND (lease_expires_at IS NULL "
        f"OR lease_expires_at < %s::timestamptz) AND status = ANY(%s::text[]) "
        f"RETURNING {returning}, {UNFLUSHED}"
    )


def branch_claim_sql() -> str:
    """runs.services.branches._branch_claim's conditional UPDATE (the branch open, its
    lease free or expired, its run running), returning the branch it won."""
    return (
        f"UPDATE {Branch._meta.db_table} b SET lease_owner = %s::text, "
        f"lease_expires_at = %s::timestamptz FROM {Run._meta.db_table} r "
        f"WHERE r.id = b.run_id AND r.status = %s::text AND b.run_id = %s::bigint "
        f"AND b.parallel_step = %s::text AND b.index = %s::bigint AND NOT b.done "
        f"AND (b.lease_expires_at IS NULL OR b.lease_expires_at < %s::timestamptz) "
        f"RETURNING b.id, {UNFLUSHED}"
    )


def complete_sql(check: bool, run_change: str) -> str:
    """A step's completion. `check`: a verdict, applied only on the basis it was made on
    — checked under the run's row lock in this very statement (the lock waits for a
    concurrent change and the check sees it), and nothing is written when it moved.
    `run_change`: "advance" (the run's current step), "end" (the run completes, unless
    it is final already) or "" (a parallel branch's step: the run stays at the join)."""
    run, steps = Run._meta.db_table, StepRun._meta.db_table
    if check:
        locked = (
            f"locked AS (SELECT r.id FROM {run} r JOIN {steps} s ON s.id = %s::bigint "
            f"WHERE r.id = %s::bigint "
            f"AND (SELECT coalesce(max(a.number), 0) FROM {Attempt._meta.db_table} a "
            f"WHERE a.step_run_id = s.id) = %s::bigint "
            f"AND {_at()} = %s::text AND r.inputs = %s::jsonb FOR UPDATE OF r)"
        )
    else:
        locked = "locked AS (SELECT %s::bigint AS id)"
    held = " WHERE EXISTS (SELECT 1 FROM locked)"
    ends = ""
    if run_change == "end":
        held_line = held + " AND (r.ends_run IS NOT TRUE OR EXISTS (SELECT 1 FROM ended))"
        ends = (
            f"ended AS (UPDATE {run} SET status = %s::text, outcome = %s::text, "
            f"outcome_detail = '', finished_at = %s::timestamptz, lease_owner = '', "
            f"lease_expires_at = NULL WHERE id IN (SELECT id FROM locked) "
            f"AND NOT (status = ANY(%s::text[])) RETURNING id), "
        )
    else:
        held_line = held
    if run_change == "advance":
        ends = (
            f"moved AS (UPDATE {run} SET current_step = %s::text "
            f"WHERE id IN (SELECT id FROM locked)), "
        )
    lines = _recordset(JournalLine, LINE_FIELDS, held_line, ", ends_run boolean")
    ended = "(SELECT count(*) FROM ended)" if run_change == "end" else "0"
    # A completion that ends the run is its task's last write and waits for the flush;
    # one that advances the run (or a branch) is followed by the task's next step, and a
    # synchronous commit comes before anything leaves (UNFLUSHED, above).
    flush = "" if run_change == "end" else f", {UNFLUSHED}"
    return (
        f"WITH {locked}, "
        f"tools AS ({_recordset(ToolCall, _TOOL_FIELDS, held)}), "
        f"passes AS ({_recordset(Pass, _PASS_FIELDS, held)}), "
        f"settled AS (UPDATE {Attempt._meta.db_table} SET status = %s::text, "
        f"finished_at = %s::timestamptz WHERE id = %s::bigint AND EXISTS "
        f"(SELECT 1 FROM locked)), "
        f"completed AS (UPDATE {steps} SET status = %s::text, output = %s::jsonb, "
        f"provenance_id = %s::bigint, finished_at = %s::timestamptz "
        f"WHERE id = %s::bigint AND EXISTS (SELECT 1 FROM locked)), "
        f"{ends}"
        f"lines AS ({lines}) "
        f"SELECT (SELECT count(*) FROM locked), {ended}{flush}"
    )


def start_sql(
    tools: bool, passes: bool, lines: bool, new_map: bool, call_defaults: Defaults
) -> str:
    """An LLM call's start with the parts named: the buffered rows of each table, the
    replacement map. `call_defaults`: every other column but started_at (auto_now_add),
    which is given, from this process's clock like every other timestamp of the ledger."""
    call = LLMCall._meta.db_table
    names = START_FIELDS + tuple(name for name, _ in call_defaults) + ("started_at",)
    parts = [
        f"call AS (INSERT INTO {call} ({_columns(LLMCall, names)}) "
        f"VALUES ({_values(LLMCall, names)}) RETURNING id)"
    ]
    if tools or passes or lines:
        parts.append(_buffered(present=(tools, passes, lines)))
    if new_map:
        parts.append(
            f"map AS (UPDATE {Attempt._meta.db_table} SET replacement_map = %s::bytea "
            f"WHERE id = %s::bigint)"
        )
    return f"WITH {', '.join(parts)} SELECT id FROM call"


def finish_sql(*, basis: bool) -> str:
    calls = LLMCall._meta.db_table
    sets = ", ".join(f"{_column(LLMCall, n)[0]} = %s::{_cast(LLMCall, n)}" for n in FINISH_FIELDS)
    # With `basis`, the basis is read in the same round trip: the engine checks a verdict
    # on it right after the call (the completion checks it again, under the run's row
    # lock). Without it, the statement only settles the call and writes its line.
    read = f", {_basis()}" if basis else ""
    return (
        f"WITH finished AS (UPDATE {calls} SET {sets} "
        f"WHERE id = %s::bigint AND status = %s::text RETURNING id), "
        f"line AS (INSERT INTO {JournalLine._meta.db_table} "
        f"({_columns(JournalLine, LINE_FIELDS)}) "
        f"SELECT {_values(JournalLine, LINE_FIELDS)} FROM finished RETURNING id) "
        f"SELECT (SELECT count(*) FROM line){read}"
    )
