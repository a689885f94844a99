"""The ledger's Postgres statements: each of a pass's two commits in one round trip.

Outside a caller's transaction the call's start carries the buffered rows (read-tool
results, pass rows, journal lines) as JSON record sets with it, and its finish updates the
call and inserts its journal line in one statement. The ORM path in runs/ledger.py writes
the same rows (tests/runs/test_ledger_paths.py compares them); this one exists for the
figure bench/bench_orchestration.py prints for both on Postgres.
"""

from __future__ import annotations

import json
import time
from functools import cache
from typing import Any

import orjson
import psycopg
from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection
from django.utils import timezone
from psycopg.types.numeric import Int8Dumper

from journal.models import JournalLine
from runs.models import Attempt, CallStatus, LLMCall, Pass, ToolCall

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
        self.start_sql = self._start_sql()
        self.finish_sql = self._finish_sql()
        self.flush_sql = f"WITH {self._buffered()} SELECT 1"

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

    def _recordset(self, model: Any, names: tuple[str, ...]) -> str:
        columns = self._columns(model, names)
        typed = ", ".join(" ".join(self._column(model, n)) for n in names)
        return (
            f"INSERT INTO {model._meta.db_table} ({columns}) "
            f"SELECT {columns} FROM jsonb_to_recordset(%s::jsonb) AS r({typed})"
        )

    def _buffered(self) -> str:
        """The buffered rows' inserts, as CTEs taking one JSON array each."""
        return (
            f"tools AS ({self._recordset(ToolCall, _TOOL_FIELDS)}), "
            f"passes AS ({self._recordset(Pass, _PASS_FIELDS)}), "
            f"lines AS ({self._recordset(JournalLine, _LINE_FIELDS)})"
        )

    def _start_sql(self) -> str:
        call = LLMCall._meta.db_table
        # Every other column takes its model default; started_at (auto_now_add) is given,
        # from this process's clock like every other timestamp of the ledger.
        self.start_defaults = [
            (f.attname, f.get_default())
            for f in LLMCall._meta.concrete_fields
            if not f.primary_key and f.attname not in _START_FIELDS and f.attname != "started_at"
        ]
        names = _START_FIELDS + tuple(name for name, _ in self.start_defaults) + ("started_at",)
        return (
            f"WITH call AS (INSERT INTO {call} ({self._columns(LLMCall, names)}) "
            f"VALUES ({self._values(LLMCall, names)}) RETURNING id), "
            f"{self._buffered()}, "
            f"map AS (UPDATE {Attempt._meta.db_table} SET replacement_map = %s::bytea "
            f"WHERE id = %s::bigint AND %s::bytea IS NOT NULL) "
            f"SELECT id FROM call"
        )

    def _finish_sql(self) -> str:
        calls = LLMCall._meta.db_table
        sets = ", ".join(
            f"{self._column(LLMCall, n)[0]} = %s::{self._cast(LLMCall, n)}" for n in _FINISH_FIELDS
        )
        return (
            f"WITH finished AS (UPDATE {calls} SET {sets} "
            f"WHERE id = %s::bigint AND status = %s::text RETURNING id) "
            f"INSERT INTO {JournalLine._meta.db_table} "
            f"({self._columns(JournalLine, _LINE_FIELDS)}) "
            f"SELECT {self._values(JournalLine, _LINE_FIELDS)} FROM finished RETURNING id"
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
        params += [_encode(pending[ToolCall]), _encode(pending[Pass])]
        params += [_encode(pending[JournalLine]), new_map, columns["attempt_id"], new_map]
        return self._execute(db, self.start_sql, params)[0]

    def flush(self, db: Any, pending: dict[type, list[dict[str, Any]]]) -> None:
        params = [_encode(pending[model]) for model in (ToolCall, Pass, JournalLine)]
        self._execute(db, self.flush_sql, params)

    def finish(self, db: Any, pk: int | None, values: dict[str, Any], line: dict[str, Any]) -> bool:
        params = [values[n] for n in _FINISH_FIELDS]
        for name in ("response", "record"):
            params[_FINISH_FIELDS.index(name)] = _encode(values[name])
        params += [pk, CallStatus.STARTED]
        params += [_encode(line[n]) if n == "data" else line[n] for n in _LINE_FIELDS]
        return self._execute(db, self.finish_sql, params) is not None

    @staticmethod
    def _execute(db: Any, sql: str, params: list[Any]) -> tuple[Any, ...] | None:
        db.ensure_connection()
        # Django's wrapper: its exception classes, and a broken connection is noticed.
        with db.wrap_database_errors, psycopg.Cursor(db.connection) as cursor:
            # Every int travels as int8: one prepared statement per text, whatever the sizes
            # (psycopg would pick int2, int4 or int8 by value, and prepare each variant).
            cursor.adapters.register_dumper(int, Int8Dumper)
            started = time.perf_counter()
            cursor.execute(sql, params, prepare=settings.SVAYA_DB_PREPARE)
            row = cursor.fetchone()
        if db.queries_logged:  # past Django's cursor: the query log (DEBUG, tests) is told
            db.queries_log.append({"sql": sql, "time": f"{time.perf_counter() - started:.3f}"})
        return row


@cache
def statements() -> PostgresStatements:
    """Built once per process, from the models' metadata."""
    return PostgresStatements()
