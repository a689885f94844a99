"""The ledger's Postgres statements: each of a pass's two commits in one round trip, and a
step's begin and completion in one statement each.

Outside a caller's transaction the call's start carries the buffered rows (read-tool
results, pass rows, journal lines) as JSON record sets with it, and its finish updates the
call, inserts its journal line and reads the verdict's basis in one statement. A step's
begin inserts its StepRun, its first attempt and its journal line and reads what the step
context needs (the completed steps' outputs, the policy's revision token); its completion
checks the verdict's basis under the run's row lock, writes the buffered rows, settles the
attempt and the step, writes the journal lines and advances (or ends) the run — or writes
nothing when the basis moved. An ordinary step is then five statements from the run's read
to its advance (tests/runs/test_step_statements.py). The ORM path in runs/ledger.py and
runs/services/ writes the same rows (tests/runs/test_ledger_paths.py compares them).
"""

from __future__ import annotations

import json
import time
from functools import cache, partial
from typing import Any

import orjson
import psycopg
from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection
from django.db.models import JSONField
from django.utils import timezone
from psycopg.types.numeric import Int8Dumper

from catalog.models import PolicyRevision
from journal.models import JournalLine
from runs.models import (
    TERMINAL_RUN,
    Attempt,
    AttemptStatus,
    Branch,
    CallStatus,
    LLMCall,
    Pass,
    Run,
    RunStatus,
    StepRun,
    StepStatus,
    ToolCall,
)

_START_FIELDS = ("attempt_id", "pass_no", "seq", "tier", "model", "request", "status")
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
_LINE_FIELDS = ("run_id", "kind", "step_id", "attempt_no", "pass_no", "data", "actor_id", "at")
_STEPRUN_FIELDS = ("run_id", "step_id", "kind", "branch", "status", "started_at")
_ATTEMPT_FIELDS = ("number", "status", "deadline", "started_at")
_TOOL_START_FIELDS = (
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
_TOOL_END_FIELDS = ("status", "result", "error", "tries", "latency_ms", "finished_at")
_FINISH_FIELDS = (
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


def _encode(value: Any) -> str:
    """JSON text for a jsonb parameter (orjson: the ledger encodes several values a pass;
    what orjson refuses, such as an integer beyond 64 bits, takes the standard library)."""
    try:
        return orjson.dumps(value, default=_default, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # orjson.JSONEncodeError
        return json.dumps(value, ensure_ascii=False, cls=DjangoJSONEncoder)


def _default(value: Any) -> Any:
    return DjangoJSONEncoder().default(value)  # Decimal, UUID, lazy strings, ...


class PostgresStatements:
    """The two statements of a pass, built once from the models' metadata.

    Server-side parameters with explicit casts, prepared on first use (unless
    SVAYA_DB_PREPARE is off, for a pooler that cannot keep prepared statements): no SQL is
    composed or quoted in Python per call, and Postgres plans each statement once per
    connection.
    """

    def __init__(self) -> None:
        self._starts: dict[tuple[bool, bool, bool, bool], str] = {}
        self.start_sql = self.start_sql_for(True, True, True, True)
        self.finish_sql = self._finish_sql(basis=True)
        self.finish_only_sql = self._finish_sql(basis=False)
        self.flush_sql = f"WITH {self._buffered()} SELECT 1"
        self.basis_sql = f"SELECT {self._basis()}"
        self.begin_sql = self._begin_sql()
        self.tool_start_sql = self._tool_start_sql()
        self.tool_end_sql = self._tool_end_sql()
        self.claim_sql = self._claim_sql()
        self.branch_claim_sql = self._branch_claim_sql()
        self.run_sql = (
            f"SELECT {', '.join(f.column for f in self.run_fields)} "
            f"FROM {Run._meta.db_table} WHERE id = %s::bigint"
        )
        self._complete: dict[tuple[bool, str], str] = {}

    @staticmethod
    def _column(model: Any, name: str) -> tuple[str, str]:
        """(column, SQL type) of a field named by its attribute (`attempt_id`, `call_id`)."""
        field = next(f for f in model._meta.concrete_fields if f.attname == name)
        return field.column, field.rel_db_type(connection) if field.is_relation else (
            field.db_type(connection)
        )

    def _values(self, model: Any, names: tuple[str, ...]) -> str:
        return ", ".join(f"%s::{self._cast(model, n)}" for n in names)

    def _cast(self, model: Any, name: str) -> str:
        """A parameter's cast: its column's type, but `text` for a bounded varchar, so a
        value too long is refused by the column (as the ORM path would be), not cut."""
        kind = self._column(model, name)[1]
        return "text" if kind.startswith("varchar") else kind

    def _columns(self, model: Any, names: tuple[str, ...]) -> str:
        return ", ".join(self._column(model, n)[0] for n in names)

    def _recordset(
        self, model: Any, names: tuple[str, ...], where: str = "", extra: str = ""
    ) -> str:
        columns = self._columns(model, names)
        typed = ", ".join(" ".join(self._column(model, n)) for n in names) + extra
        return (
            f"INSERT INTO {model._meta.db_table} ({columns}) "
            f"SELECT {columns} FROM jsonb_to_recordset(%s::jsonb) AS r({typed}){where}"
        )

    def _buffered(self, where: str = "", present: tuple[bool, bool, bool] = (True,) * 3) -> str:
        """The buffered rows' inserts, as CTEs taking one JSON array each (the journal lines
        in one insert, in their order: ids follow the array); `present` leaves out the
        tables with nothing buffered (tool rows, pass rows, journal lines)."""
        inserts = (
            f"tools AS ({self._recordset(ToolCall, _TOOL_FIELDS, where)})",
            f"passes AS ({self._recordset(Pass, _PASS_FIELDS, where)})",
            f"lines AS ({self._recordset(JournalLine, _LINE_FIELDS, where)})",
        )
        return ", ".join(cte for cte, wanted in zip(inserts, present, strict=True) if wanted)

    def _defaults(self, model: Any, given: tuple[str, ...]) -> list[tuple[str, Any]]:
        """Every other column of an insert, with its model default."""
        return [
            (f.attname, f.get_default())
            for f in model._meta.concrete_fields
            if not f.primary_key and f.attname not in given
        ]

    @staticmethod
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

    def _basis(self) -> str:
        """The verdict's basis as stored now: the step's latest attempt, where the run is,
        and its inputs (parameters: the step id, the StepRun id)."""
        return (
            f"(SELECT coalesce(max(a.number), 0) FROM {Attempt._meta.db_table} a "
            f"WHERE a.step_run_id = s.id), {self._at()}, r.inputs "
            f"FROM {StepRun._meta.db_table} s JOIN {Run._meta.db_table} r ON r.id = s.run_id "
            f"WHERE s.id = %s::bigint"
        )

    def _begin_sql(self) -> str:
        """A step entered for the first time: its StepRun (unless one exists: the caller
        then takes the ORM path), its first attempt and its journal line; and what the step
        context reads — the completed steps' outputs and the policy's revision token."""
        self.steprun_defaults = self._defaults(StepRun, _STEPRUN_FIELDS)
        self.attempt_defaults = self._defaults(Attempt, ("step_run_id", *_ATTEMPT_FIELDS))
        steprun = _STEPRUN_FIELDS + tuple(n for n, _ in self.steprun_defaults)
        attempt = _ATTEMPT_FIELDS + tuple(n for n, _ in self.attempt_defaults)
        steps = StepRun._meta.db_table
        return (
            f"WITH sr AS (INSERT INTO {steps} ({self._columns(StepRun, steprun)}) "
            f"VALUES ({self._values(StepRun, steprun)}) "
            f"ON CONFLICT (run_id, step_id) DO NOTHING RETURNING id), "
            f"attempt AS (INSERT INTO {Attempt._meta.db_table} "
            f"(step_run_id, {self._columns(Attempt, attempt)}) "
            f"SELECT id, {self._values(Attempt, attempt)} FROM sr RETURNING id, step_run_id), "
            f"line AS (INSERT INTO {JournalLine._meta.db_table} "
            f"({self._columns(JournalLine, _LINE_FIELDS)}) "
            f"SELECT {self._values(JournalLine, _LINE_FIELDS)} FROM sr) "
            f"SELECT attempt.step_run_id, attempt.id, "
            f"(SELECT token FROM {PolicyRevision._meta.db_table} WHERE id = 1), "
            f"(SELECT jsonb_agg(jsonb_build_array(step_id, output)) FROM {steps} "
            f"WHERE run_id = %s::bigint AND status = %s::text), {UNFLUSHED} "
            f"FROM (VALUES (1)) AS one LEFT JOIN attempt ON true"
        )

    def _tool_start_sql(self) -> str:
        """A write effect recorded before it is sent, with the buffered rows (the started
        line last among the journal lines)."""
        self.tool_start_defaults = [
            (n, v) for n, v in self._defaults(ToolCall, _TOOL_START_FIELDS) if n != "started_at"
        ]
        names = _TOOL_START_FIELDS + tuple(n for n, _ in self.tool_start_defaults)
        names += ("started_at",)
        return (
            f"WITH call AS (INSERT INTO {ToolCall._meta.db_table} "
            f"({self._columns(ToolCall, names)}) VALUES ({self._values(ToolCall, names)}) "
            f"RETURNING id), {self._buffered()} SELECT id FROM call"
        )

    def _tool_end_sql(self) -> str:
        """A started write effect settled (only while still started), with its line."""
        sets = ", ".join(
            f"{self._column(ToolCall, n)[0]} = %s::{self._cast(ToolCall, n)}"
            for n in _TOOL_END_FIELDS
        )
        return (
            f"WITH ended AS (UPDATE {ToolCall._meta.db_table} SET {sets} "
            f"WHERE id = %s::bigint AND status = %s::text RETURNING id) "
            f"INSERT INTO {JournalLine._meta.db_table} "
            f"({self._columns(JournalLine, _LINE_FIELDS)}) "
            f"SELECT {self._values(JournalLine, _LINE_FIELDS)} FROM ended RETURNING id"
        )

    def _claim_sql(self) -> str:
        """runs.services.run_claim's conditional UPDATE, returning the run it won."""
        self.run_fields = Run._meta.concrete_fields
        returning = ", ".join(f.column for f in self.run_fields)
        return (
            f"UPDATE {Run._meta.db_table} SET status = %s::text, lease_owner = %s::text, "
            f"lease_expires_at = %s::timestamptz, started_at = coalesce(started_at, "
            f"%s::timestamptz) WHERE id = %s::bigint AND (lease_expires_at IS NULL "
            f"OR lease_expires_at < %s::timestamptz) AND status = ANY(%s::text[]) "
            f"RETURNING {returning}, {UNFLUSHED}"
        )

    @staticmethod
    def _branch_claim_sql() -> str:
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

    def _complete_sql(self, check: bool, run_change: str) -> str:
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
                f"AND {self._at()} = %s::text AND r.inputs = %s::jsonb FOR UPDATE OF r)"
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
        lines = self._recordset(JournalLine, _LINE_FIELDS, held_line, ", ends_run boolean")
        ended = "(SELECT count(*) FROM ended)" if run_change == "end" else "0"
        # A completion that ends the run is its task's last write and waits for the flush;
        # one that advances the run (or a branch) is followed by the task's next step, and a
        # synchronous commit comes before anything leaves (UNFLUSHED, above).
        flush = "" if run_change == "end" else f", {UNFLUSHED}"
        return (
            f"WITH {locked}, "
            f"tools AS ({self._recordset(ToolCall, _TOOL_FIELDS, held)}), "
            f"passes AS ({self._recordset(Pass, _PASS_FIELDS, held)}), "
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

    def start_sql_for(self, tools: bool, passes: bool, lines: bool, new_map: bool) -> str:
        """The call's start with only the parts it has to write: the buffered rows of each
        table that has some, and the replacement map when it changed. Every CTE costs the
        server its setup even with nothing to write; each variant is prepared once."""
        key = (tools, passes, lines, new_map)
        if key not in self._starts:
            self._starts[key] = self._start_sql(*key)
        return self._starts[key]

    def _start_sql(self, tools: bool, passes: bool, lines: bool, new_map: bool) -> str:
        call = LLMCall._meta.db_table
        # Every other column takes its model default; started_at (auto_now_add) is given,
        # from this process's clock like every other timestamp of the ledger.
        self.start_defaults = [
            (f.attname, f.get_default())
            for f in LLMCall._meta.concrete_fields
            if not f.primary_key and f.attname not in _START_FIELDS and f.attname != "started_at"
        ]
        names = _START_FIELDS + tuple(name for name, _ in self.start_defaults) + ("started_at",)
        parts = [
            f"call AS (INSERT INTO {call} ({self._columns(LLMCall, names)}) "
            f"VALUES ({self._values(LLMCall, names)}) RETURNING id)"
        ]
        if tools or passes or lines:
            parts.append(self._buffered(present=(tools, passes, lines)))
        if new_map:
            parts.append(
                f"map AS (UPDATE {Attempt._meta.db_table} SET replacement_map = %s::bytea "
                f"WHERE id = %s::bigint)"
            )
        return f"WITH {', '.join(parts)} SELECT id FROM call"

    def _finish_sql(self, *, basis: bool) -> str:
        calls = LLMCall._meta.db_table
        sets = ", ".join(
            f"{self._column(LLMCall, n)[0]} = %s::{self._cast(LLMCall, n)}" for n in _FINISH_FIELDS
        )
        # With `basis`, the basis is read in the same round trip: the engine checks a verdict
        # on it right after the call (the completion checks it again, under the run's row
        # lock). Without it, the statement only settles the call and writes its line.
        read = f", {self._basis()}" if basis else ""
        return (
            f"WITH finished AS (UPDATE {calls} SET {sets} "
            f"WHERE id = %s::bigint AND status = %s::text RETURNING id), "
            f"line AS (INSERT INTO {JournalLine._meta.db_table} "
            f"({self._columns(JournalLine, _LINE_FIELDS)}) "
            f"SELECT {self._values(JournalLine, _LINE_FIELDS)} FROM finished RETURNING id) "
            f"SELECT (SELECT count(*) FROM line){read}"
        )

    def start(
        self,
        db: Any,
        columns: dict[str, Any],
        pending: dict[type, list[dict[str, Any]]],
        new_map: bytes | None,
    ) -> int:
        params = [columns[n] for n in _START_FIELDS]
        params[_START_FIELDS.index("request")] = _encode(columns["request"])
        params += [value for _, value in self.start_defaults]
        params.append(timezone.now())
        buffered = [pending[ToolCall], pending[Pass], pending[JournalLine]]
        params += [_encode(rows) for rows in buffered if rows]
        if new_map is not None:
            params += [new_map, columns["attempt_id"]]
        sql = self.start_sql_for(*(bool(rows) for rows in buffered), new_map is not None)
        return self._execute(db, sql, params)[0]

    def flush(self, db: Any, pending: dict[type, list[dict[str, Any]]]) -> None:
        params = [_encode(pending[model]) for model in (ToolCall, Pass, JournalLine)]
        self._execute(db, self.flush_sql, params)

    def finish(
        self,
        db: Any,
        pk: int | None,
        values: dict[str, Any],
        line: dict[str, Any],
        step_run_id: int,
        step_id: str,
        *,
        basis: bool = True,
    ) -> tuple[int, str, Any] | tuple[()] | None:
        """None when the call was no longer started; else the basis as read now, or () when
        `basis` is off (the call is settled and nothing read)."""
        params = [values[n] for n in _FINISH_FIELDS]
        for name in ("response", "record"):
            params[_FINISH_FIELDS.index(name)] = _encode(values[name])
        params += [pk, CallStatus.STARTED]
        params += _line_params(line)
        if basis:
            params += [step_id, step_run_id]
        row = self._execute(db, self.finish_sql if basis else self.finish_only_sql, params)
        if row is None or not row[0]:
            return None
        return (row[1], row[2], _json(row[3])) if basis else ()

    def claim(
        self, db: Any, run_id: int, worker: str, now: Any, expires: Any, claimable: list[str]
    ) -> Run | None:
        """The run, if this worker won its lease (as it is stored after the claim)."""
        params = [RunStatus.RUNNING, worker, expires, now, run_id, now, claimable]
        row = self._execute(db, self.claim_sql, params)
        return self._run(db, None if row is None else row[:-1])  # without the setting

    def branch_claim(
        self, db: Any, run_id: int, parallel: str, index: int, worker: str, now: Any, expires: Any
    ) -> int | None:
        """The branch's id, if this worker won its lease."""
        params = [worker, expires, RunStatus.RUNNING, run_id, parallel, index, now]
        row = self._execute(db, self.branch_claim_sql, params)
        return None if row is None else row[0]

    def run(self, db: Any, run_id: int) -> Run:
        """The run as stored now (a task's read before each later step): what
        Run.objects.get reads, without the ORM's query compilation."""
        found = self._run(db, self._execute(db, self.run_sql, [run_id]))
        if found is None:
            raise Run.DoesNotExist(f"run {run_id} does not exist")
        return found

    def _run(self, db: Any, row: tuple[Any, ...] | None) -> Run | None:
        if row is None:
            return None
        values = [
            _json(value) if isinstance(field, JSONField) else value
            for field, value in zip(self.run_fields, row, strict=True)
        ]
        return Run.from_db(db.alias, [f.attname for f in self.run_fields], values)

    def basis(self, db: Any, step_run_id: int, step_id: str) -> tuple[int, str, Any]:
        row = self._execute(db, self.basis_sql, [step_id, step_run_id])
        assert row is not None, f"step run {step_run_id} does not exist"
        return row[0], row[1], _json(row[2])

    def begin(
        self, db: Any, steprun: dict[str, Any], attempt: dict[str, Any], line: dict[str, Any]
    ) -> tuple[int, int, str | None, dict[str, Any]] | None:
        """(StepRun id, attempt id, policy token, completed outputs by step), or None when
        the step has a StepRun already (a retry or a crash replay: the ORM path reads it)."""
        params: list[Any] = [steprun[n] for n in _STEPRUN_FIELDS]
        params += [value for _, value in self.steprun_defaults]
        params += [attempt[n] for n in _ATTEMPT_FIELDS]
        params += [value for _, value in self.attempt_defaults]
        params += _line_params(line)
        params += [steprun["run_id"], StepStatus.COMPLETED]
        row = self._execute(db, self.begin_sql, params)
        assert row is not None
        if row[1] is None:
            return None
        steps = {step_id: output or {} for step_id, output in _json(row[3]) or []}
        return row[0], row[1], row[2], steps

    def tool_start(
        self, db: Any, columns: dict[str, Any], pending: dict[type, list[dict[str, Any]]]
    ) -> int:
        params = [columns[n] for n in _TOOL_START_FIELDS]
        params[_TOOL_START_FIELDS.index("args")] = _encode(columns["args"])
        params += [value for _, value in self.tool_start_defaults]
        params.append(timezone.now())
        params += [_encode(pending[model]) for model in (ToolCall, Pass, JournalLine)]
        row = self._execute(db, self.tool_start_sql, params)
        assert row is not None
        return row[0]

    def tool_end(self, db: Any, pk: int, ended: dict[str, Any], line: dict[str, Any]) -> bool:
        params = [ended[n] for n in _TOOL_END_FIELDS]
        params[_TOOL_END_FIELDS.index("result")] = _encode(ended["result"])
        params += [pk, CallStatus.STARTED]
        params += _line_params(line)
        return self._execute(db, self.tool_end_sql, params) is not None

    def complete(
        self,
        db: Any,
        *,
        basis: tuple[int, str, Any] | None,
        run_id: int,
        step_run_id: int,
        attempt_id: int,
        now: Any,
        output: Any,
        provenance: int | None,
        pending: dict[type, list[dict[str, Any]]],
        lines: list[dict[str, Any]],
        following: str | None,
        ends: str | None,
    ) -> tuple[bool, bool]:
        """(applied, the run ended). `basis`: (attempt number, step id, inputs) a verdict
        was made on, or None (no verdict: nothing to check). `following`: the run's next
        step; `ends`: the run completes with this outcome; neither: a branch's step."""
        change = "advance" if following is not None else "end" if ends is not None else ""
        key = (basis is not None, change)
        if key not in self._complete:
            self._complete[key] = self._complete_sql(*key)
        params: list[Any] = []
        if basis is not None:
            number, step_id, inputs = basis
            params += [step_run_id, run_id, number, step_id, step_id, _encode(inputs)]
        else:
            params.append(run_id)
        params += [_encode(pending[ToolCall]), _encode(pending[Pass])]
        params += [AttemptStatus.SUCCEEDED, now, attempt_id]
        params += [StepStatus.COMPLETED, _encode(output), provenance, now, step_run_id]
        if change == "end":
            params += [RunStatus.COMPLETED, ends, now, [str(s) for s in TERMINAL_RUN]]
        elif change == "advance":
            params.append(following)
        params.append(_encode([*pending[JournalLine], *lines]))
        row = self._execute(db, self._complete[key], params)
        assert row is not None
        return bool(row[0]), bool(row[1])

    @staticmethod
    def _execute(db: Any, sql: str, params: list[Any]) -> tuple[Any, ...] | None:
        db.ensure_connection()
        # Django's wrapper: its exception classes, and a broken connection is noticed.
        with db.wrap_database_errors:
            cursor = _cursor(db)
            started = time.perf_counter()

            def execute(sql: str, params: Any, many: bool, context: dict[str, Any]) -> Any:
                return cursor.execute(sql, params, prepare=settings.SVAYA_DB_PREPARE)

            # Past Django's cursor: its execute wrappers (a statement counter) see it too.
            for wrapper in reversed(db.execute_wrappers):
                execute = partial(wrapper, execute)
            execute(sql, params, False, {"connection": db, "cursor": cursor})
            row = cursor.fetchone()
        if db.queries_logged:  # past Django's cursor: the query log (DEBUG, tests) is told
            db.queries_log.append({"sql": sql, "time": f"{time.perf_counter() - started:.3f}"})
        return row


def _cursor(db: Any) -> psycopg.Cursor[Any]:
    """The ledger's cursor on the database wrapper's current connection, made once per
    connection (a cursor and its adapters cost about as much Python as the statement's
    own execute). Every int travels as int8: one prepared statement per text, whatever the
    sizes (psycopg would pick int2, int4 or int8 by value, and prepare each variant)."""
    held = getattr(db, "_svaya_ledger_cursor", None)
    if held is not None and held.connection is db.connection and not held.closed:
        return held
    cursor = psycopg.Cursor(db.connection)
    cursor.adapters.register_dumper(int, Int8Dumper)
    db._svaya_ledger_cursor = cursor
    return cursor


def _line_params(line: dict[str, Any]) -> list[Any]:
    return [_encode(line[n]) if n == "data" else line[n] for n in _LINE_FIELDS]


def _json(value: Any) -> Any:
    """A jsonb value as a plain cursor returns it (text, with Django's loaders)."""
    return json.loads(value) if isinstance(value, str | bytes) else value


@cache
def statements() -> PostgresStatements:
    """Built once per process, from the models' metadata."""
    return PostgresStatements()


def statements_now(db: Any) -> PostgresStatements | None:
    """The statements when one statement is atomic on its own: Postgres, outside a caller's
    transaction (and SVAYA_LEDGER_POSTGRES_STATEMENTS on). None: the ORM path (SQLite, the
    embedded default, and callers holding a transaction)."""
    if db.vendor != "postgresql" or db.in_atomic_block:
        return None
    return statements() if settings.SVAYA_LEDGER_POSTGRES_STATEMENTS else None
