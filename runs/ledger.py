"""The ORM side of the engine's ledger protocol (svaya.engine.protocol.AttemptLedger).

Durable writes (a model call started or finished, a write effect started or finished) commit
at once, each together with a lease renewal that fences off a worker whose lease was taken
over, and with every buffered row (read-tool results, pass rows, journal lines) — so a pass
costs two commits. A buffered read result lost in a crash is simply read again.

On Postgres, outside a caller's transaction, each of a pass's two commits is one prepared
statement in one round trip (`_PassSQL`): the call's start carries the buffered rows as JSON
record sets; its finish updates the call and inserts its journal line. Buffered rows are
plain column dicts, not model instances. SQLite (the embedded default) and callers holding a
transaction take the ORM path.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from functools import cache
from typing import Any

import orjson
import psycopg
from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import DEFAULT_DB_ALIAS, connection, connections, transaction
from django.db.models import F
from django.utils import timezone
from psycopg.types.numeric import Int8Dumper

from journal.models import JournalLine
from journal.services import journal_columns
from runs.models import Attempt, Branch, CallStatus, LLMCall, Pass, Run, ToolCall
from svaya.engine.protocol import LeaseLost, LLMEntry, ToolEntry
from svaya.llm import CallRecord


class Lease:
    """A run's (or a parallel branch's) lease, renewed at durable writes.

    A lease renewed less than a quarter of its length ago cannot have been taken over (that
    needs it to expire first), so such a renewal is skipped: the fence stays, the UPDATE per
    write goes. The lease starts as renewed at the claim that created this object.
    """

    def __init__(self, model: type[Run] | type[Branch], pk: int, owner: str, seconds: int) -> None:
        self.model, self.pk, self.owner, self.seconds = model, pk, owner, seconds
        self._renewed = time.monotonic()

    def renew(self) -> None:
        now = time.monotonic()
        if now - self._renewed < self.seconds / 4:
            return
        expires = timezone.now() + timedelta(seconds=self.seconds)
        updated = self.model.objects.filter(pk=self.pk, lease_owner=self.owner).update(
            lease_expires_at=expires
        )
        if updated != 1:
            raise LeaseLost(f"{self.model.__name__} {self.pk} is no longer leased by {self.owner}")
        self._renewed = now


@dataclass(slots=True)
class _Call:
    """A model call started by this ledger object (loaded rows are LLMCall instances)."""

    pk: int | None
    status: str
    tier: str
    record: CallRecord | None = None


class DjangoLedger:
    def __init__(
        self, attempt: Attempt, run_id: int, step_id: str, lease: Lease, *, fresh: bool = False
    ) -> None:
        self.attempt = attempt
        self.attempt_no = attempt.number
        self.deadline = attempt.deadline
        self.run_id, self.step_id, self.lease = run_id, step_id, lease
        # A fresh attempt has nothing recorded; a resumed one loads its ledger once.
        self._llm: dict[tuple[int, int], Any] = (
            {} if fresh else {(c.pass_no, c.seq): c for c in attempt.llm_calls.all()}
        )
        self._tools = {} if fresh else {(c.pass_no, c.seq): c for c in attempt.tool_calls.all()}
        self._passes = set() if fresh else set(attempt.passes.values_list("number", flat=True))
        # Buffered rows, as column dicts per model, written with the next durable write.
        self._pending: dict[type, list[dict[str, Any]]] = {ToolCall: [], Pass: [], JournalLine: []}
        self._map: bytes | None = bytes(attempt.replacement_map or b"") or None
        self._foreign: set[str] | None = None if attempt.number > 1 else set()
        self._replaying = False
        # This ledger's previous call (key, request as sent): a later one may store a delta.
        self._last_request: tuple[tuple[int, int], dict[str, Any]] | None = None
        self._db = connections[DEFAULT_DB_ALIAS]  # this thread's (the proxy costs per use)
        self._postgres = self._db.vendor == "postgresql"

    # -- model calls -------------------------------------------------------------------
    def llm_get(self, pass_no: int, seq: int) -> LLMEntry | None:
        row = self._llm.get((pass_no, seq))
        if row is None:
            return None
        if isinstance(row, _Call):
            return LLMEntry(row.status, row.record, row.pk)
        if row.status == CallStatus.FINISHED:
            self._replayed(LLMCall, row.pk, pass_no)
            request = full_request(row, self._llm.values())
            record = CallRecord.from_dict(
                {"response": row.response, **row.record, "request": request}
            )
            return LLMEntry("finished", record, row.pk)
        return LLMEntry(row.status, None, row.pk)

    def llm_start(
        self,
        pass_no: int,
        seq: int,
        *,
        tier: str,
        request: dict[str, Any],
        sealed_map: bytes | None,
    ) -> None:
        new_map = sealed_map if sealed_map is not None and sealed_map != self._map else None
        columns = {
            "attempt_id": self.attempt.pk,
            "pass_no": pass_no,
            "seq": seq,
            "tier": tier,
            "model": request.get("model", ""),
            "request": request_delta(self._last_request, request),
            "status": CallStatus.STARTED,
        }
        if self._fast_path():
            self.lease.renew()
            pk = _sql().start(self._db, columns, self._pending, new_map)
            self._written()
        else:
            with self._durable():
                pk = LLMCall.objects.create(**columns).pk
                if new_map is not None:
                    Attempt.objects.filter(pk=self.attempt.pk).update(replacement_map=new_map)
        self._map = new_map or self._map
        self._llm[(pass_no, seq)] = _Call(pk, CallStatus.STARTED, tier)
        self._last_request = ((pass_no, seq), request)

    def llm_finish(self, pass_no: int, seq: int, record: CallRecord) -> int:
        call = self._llm[(pass_no, seq)]
        values = _finish_values(record)
        line = self._line("llm.call", pass_no, seq=seq, **_llm_summary(record))
        if self._fast_path() and not self._has_pending():
            finished = _sql().finish(self._db, call.pk, values, line)
        else:
            with self._durable():
                finished = LLMCall.objects.filter(pk=call.pk, status=CallStatus.STARTED).update(
                    **values
                )
                if finished:
                    JournalLine.objects.create(**line)
        if not finished:
            raise LeaseLost(f"LLM call {call.pk} was taken over (marked lost) by another worker")
        self._llm[(pass_no, seq)] = _Call(call.pk, CallStatus.FINISHED, call.tier, record)
        return call.pk

    def llm_mark_lost(self, pass_no: int, seq: int) -> bool:
        """Only a call still *started* is marked lost. If the worker that made it finished it
        meanwhile (a late finish of a worker whose lease ran out), the finished row is
        loaded instead and False returned: the caller replays it rather than paying again."""
        row = self._llm[(pass_no, seq)]
        line = self._line("llm.lost", pass_no, seq=seq, tier=row.tier)
        with self._durable():
            marked = LLMCall.objects.filter(pk=row.pk, status=CallStatus.STARTED).update(
                status=CallStatus.LOST,
                without_cost=True,
                finished_at=timezone.now(),
                error_kind="lost",
                error="the worker died with the call in flight",
            )
            if marked:
                JournalLine.objects.create(**line)
        if not marked:
            self._llm[(pass_no, seq)] = LLMCall.objects.get(pk=row.pk)
            return False
        self._llm[(pass_no, seq)] = _Call(row.pk, CallStatus.LOST, row.tier)
        return True

    def llm_calls_used(self) -> int:
        return len(self._llm)

    # -- tool calls ---------------------------------------------------------------------
    def tool_get(self, pass_no: int, seq: int) -> ToolEntry | None:
        row = self._tools.get((pass_no, seq))
        if row is None:
            return None
        if isinstance(row, ToolEntry):
            return row
        if row.status != CallStatus.STARTED:
            self._replayed(ToolCall, row.pk, pass_no)
        return ToolEntry(row.status, row.result, row.error)

    def tool_start(
        self, pass_no: int, seq: int, *, tool: str, call_id: str, args: Any, idempotency_key: str
    ) -> None:
        line = self._line("tool.started", pass_no, seq=seq, tool=tool)
        with self._durable():
            row = ToolCall.objects.create(
                attempt_id=self.attempt.pk,
                pass_no=pass_no,
                seq=seq,
                tool=tool,
                effect="write",
                status=CallStatus.STARTED,
                call_id=call_id,
                args=args,
                idempotency_key=idempotency_key,
            )
            JournalLine.objects.create(**line)
        self._tools[(pass_no, seq)] = row

    def tool_finish(
        self,
        pass_no: int,
        seq: int,
        *,
        tool: str,
        effect: str,
        call_id: str,
        args: Any,
        status: str,
        result: Any,
        error: str,
        tries: int,
        latency_ms: float,
        durable: bool,
    ) -> None:
        row = self._tools.get((pass_no, seq))
        if row is not None and row.status != CallStatus.STARTED:
            return  # recorded before the crash: a replay writes nothing twice
        now = timezone.now()
        line = self._line(
            "tool.call", pass_no, seq=seq, tool=tool, status=status, error=error, tries=tries
        )
        ended = {"status": status, "result": result, "error": error, "tries": tries}
        ended |= {"latency_ms": latency_ms, "finished_at": now}
        if row is not None:  # a started write effect finishing: its row exists
            with self._durable():
                started = ToolCall.objects.filter(pk=row.pk, status=CallStatus.STARTED)
                if not started.update(**ended):
                    raise LeaseLost(f"tool call {row.pk} was settled by another worker")
                JournalLine.objects.create(**line)
        else:
            self._pending[ToolCall].append(
                {
                    "attempt_id": self.attempt.pk,
                    "pass_no": pass_no,
                    "seq": seq,
                    "tool": tool,
                    "effect": effect,
                    "call_id": call_id,
                    "idempotency_key": "",
                    "args": args,
                    "replays": 0,
                    "started_at": now,
                    **ended,
                }
            )
            self._pending[JournalLine].append(line)
            if durable:
                with self._durable():
                    pass
        self._tools[(pass_no, seq)] = ToolEntry(status, result, error)

    def pass_end(self, pass_no: int, outcome: str, detail: dict[str, Any]) -> None:
        if pass_no in self._passes:
            return
        self._passes.add(pass_no)
        self._pending[Pass].append(
            {
                "attempt_id": self.attempt.pk,
                "number": pass_no,
                "outcome": outcome,
                "detail": detail,
                "finished_at": timezone.now(),
            }
        )
        self._pending[JournalLine].append(self._line("pass", pass_no, outcome=outcome, **detail))

    def sealed_map(self) -> bytes | None:
        return self._map

    def foreign_call_ids(self) -> set[str]:
        # Earlier attempts are closed: read their call ids once per attempt (a first attempt
        # has none).
        if self._foreign is None:
            calls = ToolCall.objects.filter(
                attempt__step_run_id=self.attempt.step_run_id, attempt__number__lt=self.attempt_no
            )
            self._foreign = set(calls.exclude(call_id="").values_list("call_id", flat=True))
        return self._foreign

    # -- plumbing -------------------------------------------------------------------------
    def flush(self) -> None:
        """Write what is buffered; callers run it inside their own transaction."""
        if not self._has_pending():
            return
        if self._postgres:
            _sql().flush(self._db, self._pending)
        else:
            for model, rows in self._pending.items():
                if rows:
                    model.objects.bulk_create([model(**row) for row in rows])
        self._written()

    def _fast_path(self) -> bool:
        """Postgres outside an outer transaction: one statement is atomic on its own.
        (SQLite, the embedded default, and callers holding a transaction take the ORM path.)"""
        return self._postgres and not self._db.in_atomic_block

    def _has_pending(self) -> bool:
        return any(self._pending.values())

    def _written(self) -> None:
        """The buffer is let go only once its rows are written."""
        self._pending = {model: [] for model in self._pending}

    @contextmanager
    def _durable(self) -> Iterator[None]:
        with transaction.atomic():
            self.lease.renew()
            self.flush()
            yield

    def _replayed(self, model: type[LLMCall] | type[ToolCall], pk: int, pass_no: int) -> None:
        """A crash replay (not a new attempt): recorded results are reused and marked."""
        model.objects.filter(pk=pk).update(replays=F("replays") + 1)
        if self._replaying:
            return
        self._replaying = True
        with transaction.atomic():
            Attempt.objects.filter(pk=self.attempt.pk).update(replays=F("replays") + 1)
            JournalLine.objects.create(**self._line("attempt.replayed", pass_no, from_pass=pass_no))

    def _line(self, kind: str, pass_no: int | None, **data: Any) -> dict[str, Any]:
        return journal_columns(
            run_id=self.run_id,
            kind=kind,
            step_id=self.step_id,
            attempt_no=self.attempt_no,
            pass_no=pass_no,
            **data,
        )


CONTINUES, OF = "$continues", "$of"


def request_delta(
    previous: tuple[tuple[int, int], dict[str, Any]] | None, request: dict[str, Any]
) -> dict[str, Any]:
    """What is stored of a request: whole, or — when it repeats an earlier call of the
    attempt (`previous`: its ledger key and request) and only adds messages, as an agent
    loop's passes do — the added messages, how many it keeps, and the key of the call it
    continues. Stored requests then grow with the conversation, not with its square;
    `full_request` puts one back together."""
    if previous is None:
        return request
    key, earlier = previous
    old, new = earlier.get("messages"), request.get("messages")
    if not isinstance(old, list) or not isinstance(new, list):
        return request
    if len(new) < len(old) or new[: len(old)] != old:
        return request
    rest = {k: v for k, v in request.items() if k != "messages"}
    if rest != {k: v for k, v in earlier.items() if k != "messages"}:
        return request
    return {CONTINUES: len(old), OF: list(key), "messages": new[len(old) :]}


def full_request(call: Any, calls: Iterable[Any]) -> dict[str, Any]:
    """A stored request made whole again from the LLMCall rows of its attempt (`calls` may
    hold other rows too: only the call's own attempt is read)."""
    rows = {
        (c.pass_no, c.seq): c
        for c in calls
        if isinstance(c, LLMCall) and c.attempt_id == call.attempt_id
    }
    chain = [call.request]
    while CONTINUES in chain[-1]:
        chain.append(rows[tuple(chain[-1][OF])].request)
    request = chain.pop()
    while chain:
        delta = chain.pop()
        messages = request["messages"][: delta[CONTINUES]] + delta["messages"]
        request = {**request, "messages": messages}
    return request


def _finish_values(record: CallRecord) -> dict[str, Any]:
    error = record.error
    return {
        "status": CallStatus.FINISHED,
        "response": record.response
        if isinstance(record.response, dict)
        else {"raw": record.response},
        "status_code": record.status_code,
        "error_kind": str(error.kind) if error else "",
        "error": error.message if error else "",
        "tokens_in": record.tokens_in,
        "tokens_out": record.tokens_out,
        "cost": record.cost,
        "finish_reason": record.finish_reason or "",
        "latency_ms": record.latency_ms,
        "empty": record.empty,
        "without_cost": record.without_cost,
        # The record without its request and response: each is stored once, in its column.
        "record": record.to_dict(
            without=("request", "response") if isinstance(record.response, dict) else ("request",)
        ),
        "finished_at": timezone.now(),
    }


def _llm_summary(record: CallRecord) -> dict[str, Any]:
    return {
        "tier": record.tier,
        "model": record.model,
        "tokens_in": record.tokens_in,
        "tokens_out": record.tokens_out,
        "cost": str(record.cost) if record.cost is not None else None,
        "empty": record.empty,
        "error": str(record.error.kind) if record.error else None,
        "latency_ms": round(record.latency_ms, 1),
    }


# -- the Postgres hot path ----------------------------------------------------------------

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


class _PassSQL:
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
            cursor.execute(sql, params, prepare=settings.SVAYA_DB_PREPARE)
            return cursor.fetchone()


@cache
def _sql() -> _PassSQL:
    return _PassSQL()
