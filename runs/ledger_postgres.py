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

Their SQL text is built in runs/ledger_sql.py; this module sends the parameters, on the
ledger's own cursor, and reads the rows back.
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
from django.db.models import JSONField
from django.utils import timezone
from psycopg.types.numeric import Int8Dumper

from journal.models import JournalLine
from runs import ledger_sql
from runs.ledger_sql import (
    ATTEMPT_FIELDS,
    FINISH_FIELDS,
    LINE_FIELDS,
    START_FIELDS,
    STEPRUN_FIELDS,
    TOOL_END_FIELDS,
    TOOL_START_FIELDS,
)
from runs.models import (
    TERMINAL_RUN,
    Attempt,
    AttemptStatus,
    CallStatus,
    LLMCall,
    Pass,
    Run,
    RunStatus,
    StepRun,
    StepStatus,
    ToolCall,
)


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
    """The ledger's statements, their SQL built once from the models' metadata
    (runs/ledger_sql.py), and the column defaults they send.

    Server-side parameters with explicit casts, prepared on first use (unless
    SVAYA_DB_PREPARE is off, for a pooler that cannot keep prepared statements): no SQL is
    composed or quoted in Python per call, and Postgres plans each statement once per
    connection.
    """

    def __init__(self) -> None:
        self.steprun_defaults = ledger_sql.defaults(StepRun, STEPRUN_FIELDS)
        self.attempt_defaults = ledger_sql.defaults(Attempt, ("step_run_id", *ATTEMPT_FIELDS))
        # started_at (auto_now_add) is given, from this process's clock like every other
        # timestamp of the ledger; every other column takes its model default.
        self.start_defaults = ledger_sql.defaults(LLMCall, (*START_FIELDS, "started_at"))
        self.tool_start_defaults = ledger_sql.defaults(ToolCall, (*TOOL_START_FIELDS, "started_at"))
        self.run_fields = Run._meta.concrete_fields
        self._starts: dict[tuple[bool, bool, bool, bool], str] = {}
        self.start_sql = self.start_sql_for(True, True, True, True)
        self.finish_sql = ledger_sql.finish_sql(basis=True)
        self.finish_only_sql = ledger_sql.finish_sql(basis=False)
        self.flush_sql = ledger_sql.flush_sql()
        self.basis_sql = ledger_sql.basis_sql()
        self.begin_sql = ledger_sql.begin_sql(self.steprun_defaults, self.attempt_defaults)
        self.tool_start_sql = ledger_sql.tool_start_sql(self.tool_start_defaults)
        self.tool_end_sql = ledger_sql.tool_end_sql()
        self.claim_sql = ledger_sql.claim_sql()
        self.branch_claim_sql = ledger_sql.branch_claim_sql()
        self.run_sql = ledger_sql.run_sql()
        self._complete: dict[tuple[bool, str], str] = {}

    def start_sql_for(self, tools: bool, passes: bool, lines: bool, new_map: bool) -> str:
        """The call's start with only the parts it has to write: the buffered rows of each
        table that has some, and the replacement map when it changed. Every CTE costs the
        server its setup even with nothing to write; each variant is prepared once."""
        key = (tools, passes, lines, new_map)
        if key not in self._starts:
            self._starts[key] = ledger_sql.start_sql(*key, self.start_defaults)
        return self._starts[key]

    def start(
        self,
        db: Any,
        columns: dict[str, Any],
        pending: dict[type, list[dict[str, Any]]],
        new_map: bytes | None,
    ) -> int:
        params = [columns[n] for n in START_FIELDS]
        params[START_FIELDS.index("request")] = _encode(columns["request"])
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
        params = [values[n] for n in FINISH_FIELDS]
        for name in ("response", "record"):
            params[FINISH_FIELDS.index(name)] = _encode(values[name])
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
        params: list[Any] = [steprun[n] for n in STEPRUN_FIELDS]
        params += [value for _, value in self.steprun_defaults]
        params += [attempt[n] for n in ATTEMPT_FIELDS]
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
        params = [columns[n] for n in TOOL_START_FIELDS]
        params[TOOL_START_FIELDS.index("args")] = _encode(columns["args"])
        params += [value for _, value in self.tool_start_defaults]
        params.append(timezone.now())
        params += [_encode(pending[model]) for model in (ToolCall, Pass, JournalLine)]
        row = self._execute(db, self.tool_start_sql, params)
        assert row is not None
        return row[0]

    def tool_end(self, db: Any, pk: int, ended: dict[str, Any], line: dict[str, Any]) -> bool:
        params = [ended[n] for n in TOOL_END_FIELDS]
        params[TOOL_END_FIELDS.index("result")] = _encode(ended["result"])
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
            self._complete[key] = ledger_sql.complete_sql(*key)
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
    return [_encode(line[n]) if n == "data" else line[n] for n in LINE_FIELDS]


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
