"""The ORM side of the engine's ledger protocol (svaya.engine.protocol.AttemptLedger).

Durable writes (a model call started or finished, a write effect started or finished) commit
at once, each together with a lease renewal that fences off a worker whose lease was taken
over, and with every buffered row (read-tool results, pass rows, journal lines) — so a pass
costs about two commits. A buffered read result lost in a crash is simply read again.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import timedelta
from typing import Any

from django.db import connection, transaction
from django.db.models import F
from django.db.models.sql import InsertQuery
from django.utils import timezone

from journal.models import JournalLine
from journal.services import journal_line
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


class DjangoLedger:
    def __init__(
        self, attempt: Attempt, run_id: int, step_id: str, lease: Lease, *, fresh: bool = False
    ) -> None:
        self.attempt = attempt
        self.attempt_no = attempt.number
        self.deadline = attempt.deadline
        self.run_id, self.step_id, self.lease = run_id, step_id, lease
        # A fresh attempt has nothing recorded; a resumed one loads its ledger once.
        self._llm = {} if fresh else {(c.pass_no, c.seq): c for c in attempt.llm_calls.all()}
        self._tools = {} if fresh else {(c.pass_no, c.seq): c for c in attempt.tool_calls.all()}
        self._passes = set() if fresh else set(attempt.passes.values_list("number", flat=True))
        self._pending: list[Any] = []
        self._map: bytes | None = bytes(attempt.replacement_map or b"") or None
        self._foreign: set[str] | None = None
        self._replaying = False

    # -- model calls -------------------------------------------------------------------
    def llm_get(self, pass_no: int, seq: int) -> LLMEntry | None:
        row = self._llm.get((pass_no, seq))
        if row is None:
            return None
        if row.status == CallStatus.FINISHED:
            self._replayed(LLMCall, row.pk, pass_no)
            record = CallRecord.from_dict({**row.record, "request": row.request})
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
        row = LLMCall(
            attempt=self.attempt,
            pass_no=pass_no,
            seq=seq,
            tier=tier,
            model=request.get("model", ""),
            request=request,
            status=CallStatus.STARTED,
        )
        new_map = sealed_map if sealed_map is not None and sealed_map != self._map else None
        if _one_round_trip() and all(r.pk is None for r in self._pending):
            self.lease.renew()
            self._start_in_one_round_trip(row, new_map)
        else:
            with self._durable():
                row.save()
                if new_map is not None:
                    Attempt.objects.filter(pk=self.attempt.pk).update(replacement_map=new_map)
        self._map = new_map or self._map
        self._llm[(pass_no, seq)] = row

    def _start_in_one_round_trip(self, row: LLMCall, new_map: bytes | None) -> None:
        """The call row, the buffered rows and the map go in one multi-statement message,
        which Postgres runs as one transaction: one round trip and one commit."""
        statements = [_insert(LLMCall, [row], returning=True)]
        pending, self._pending = self._pending, []
        by_model: dict[type, list[Any]] = {}
        for pending_row in pending:
            by_model.setdefault(type(pending_row), []).append(pending_row)
        statements += [_insert(model, rows) for model, rows in by_model.items()]
        if new_map is not None:
            table = Attempt._meta.db_table
            statements.append(
                (
                    f"UPDATE {table} SET replacement_map = %s WHERE id = %s",
                    [new_map, self.attempt.pk],
                )
            )
        with connection.cursor() as cursor:
            cursor.execute(
                "; ".join(sql for sql, _ in statements),
                [p for _, params in statements for p in params],
            )
            row.pk = cursor.fetchone()[0]

    def llm_finish(self, pass_no: int, seq: int, record: CallRecord) -> int:
        row = self._llm[(pass_no, seq)]
        _fill_llm(row, record)
        line = self._line("llm.call", pass_no, seq=seq, **_llm_summary(record))
        if self._pending or connection.vendor != "postgresql":
            with self._durable():
                row.save(update_fields=_FINISH_FIELDS)  # the request was stored when it left
                line.save()
        elif not _finish_in_one_statement(row, line):
            raise LeaseLost(f"LLM call {row.pk} was taken over (marked lost) by another worker")
        return row.pk

    def llm_mark_lost(self, pass_no: int, seq: int) -> None:
        row = self._llm[(pass_no, seq)]
        row.status, row.without_cost, row.finished_at = CallStatus.LOST, True, timezone.now()
        row.error_kind, row.error = "lost", "the worker died with the call in flight"
        line = self._line("llm.lost", pass_no, seq=seq, tier=row.tier)
        with self._durable():
            row.save(update_fields=["status", "without_cost", "finished_at", "error_kind", "error"])
            line.save()

    def llm_calls_used(self) -> int:
        return len(self._llm)

    # -- tool calls ---------------------------------------------------------------------
    def tool_get(self, pass_no: int, seq: int) -> ToolEntry | None:
        row = self._tools.get((pass_no, seq))
        if row is None:
            return None
        if row.status != CallStatus.STARTED:
            self._replayed(ToolCall, row.pk, pass_no)
        return ToolEntry(row.status, row.result, row.error)

    def tool_start(
        self, pass_no: int, seq: int, *, tool: str, call_id: str, args: Any, idempotency_key: str
    ) -> None:
        row = ToolCall(
            attempt=self.attempt,
            pass_no=pass_no,
            seq=seq,
            tool=tool,
            effect="write",
            status=CallStatus.STARTED,
            call_id=call_id,
            args=args,
            idempotency_key=idempotency_key,
        )
        line = self._line("tool.started", pass_no, seq=seq, tool=tool)
        with self._durable():
            row.save()
            line.save()
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
        row = row or ToolCall(
            attempt=self.attempt,
            pass_no=pass_no,
            seq=seq,
            tool=tool,
            effect=effect,
            call_id=call_id,
            args=args,
        )
        row.status, row.result, row.error = status, result, error
        row.tries, row.latency_ms, row.finished_at = tries, latency_ms, timezone.now()
        self._tools[(pass_no, seq)] = row
        line = self._line(
            "tool.call", pass_no, seq=seq, tool=tool, status=status, error=error, tries=tries
        )
        self._pending += [row, line]
        if durable:
            with self._durable():
                pass

    def pass_end(self, pass_no: int, outcome: str, detail: dict[str, Any]) -> None:
        if pass_no in self._passes:
            return
        self._passes.add(pass_no)
        self._pending += [
            Pass(attempt=self.attempt, number=pass_no, outcome=outcome, detail=detail),
            self._line("pass", pass_no, outcome=outcome, **detail),
        ]

    def sealed_map(self) -> bytes | None:
        return self._map

    def foreign_call_ids(self) -> set[str]:
        # Earlier attempts are closed: read their call ids once per attempt.
        if self._foreign is None:
            calls = ToolCall.objects.filter(
                attempt__step_run_id=self.attempt.step_run_id, attempt__number__lt=self.attempt_no
            )
            self._foreign = set(calls.exclude(call_id="").values_list("call_id", flat=True))
        return self._foreign

    # -- plumbing -------------------------------------------------------------------------
    def flush(self) -> None:
        """Write what is buffered; callers run it inside their own transaction."""
        pending, self._pending = self._pending, []
        by_model: dict[type, list[Any]] = {}
        for row in pending:
            if row.pk is not None:  # a started write effect finishing
                row.save()
            else:
                by_model.setdefault(type(row), []).append(row)
        for model, rows in by_model.items():
            model.objects.bulk_create(rows)

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
            self._line("attempt.replayed", pass_no, from_pass=pass_no).save()

    def _line(self, kind: str, pass_no: int | None, **data: Any) -> JournalLine:
        return journal_line(
            run_id=self.run_id,
            kind=kind,
            step_id=self.step_id,
            attempt_no=self.attempt_no,
            pass_no=pass_no,
            **data,
        )


_FINISH_FIELDS = [
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
]


def _one_round_trip() -> bool:
    """Postgres outside an outer transaction: a multi-statement message is atomic on its own.
    (SQLite, the embedded default, and callers holding a transaction take the ORM path.)"""
    return connection.vendor == "postgresql" and not connection.in_atomic_block


def _insert(model: Any, rows: list[Any], *, returning: bool = False) -> tuple[str, list[Any]]:
    """Django's own INSERT for these rows (defaults, auto_now_add, JSON adaptation)."""
    query = InsertQuery(model)
    fields = [f for f in model._meta.local_concrete_fields if not f.primary_key]
    query.insert_values(fields, rows)
    compiler = query.get_compiler(connection=connection)
    compiler.returning_fields = [model._meta.pk] if returning else None
    [(sql, params)] = compiler.as_sql()
    return sql, list(params)


def _finish_in_one_statement(row: LLMCall, line: JournalLine) -> bool:
    """The hot path on Postgres: the call's whole record and its journal line in one atomic
    statement (a data-modifying CTE; the embedded SQLite default takes the ORM path).
    Only a call still *started* is finished — one that another worker has meanwhile marked
    lost stays lost, which fences out a worker whose lease was taken over."""
    calls, lines = LLMCall._meta, JournalLine._meta
    sets = ", ".join(f"{calls.get_field(name).column} = %s" for name in _FINISH_FIELDS)
    journal_fields = ["run", "step_id", "attempt_no", "pass_no", "kind", "data", "at"]
    columns = ", ".join(lines.get_field(name).column for name in journal_fields)
    line.at = timezone.now()
    sql = (
        f"WITH finished AS (UPDATE {calls.db_table} SET {sets} WHERE id = %s AND status = %s "
        f"RETURNING id) INSERT INTO {lines.db_table} ({columns}) "
        f"SELECT {', '.join(['%s'] * len(journal_fields))} FROM finished RETURNING id"
    )
    params = [
        *_prepared(row, calls, _FINISH_FIELDS),
        row.pk,
        CallStatus.STARTED,
        *_prepared(line, lines, journal_fields),
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchone() is not None


def _prepared(obj: Any, meta: Any, names: list[str]) -> list[Any]:
    fields = [meta.get_field(name) for name in names]
    return [f.get_db_prep_save(getattr(obj, f.attname), connection) for f in fields]


def _fill_llm(row: LLMCall, record: CallRecord) -> None:
    row.status = CallStatus.FINISHED
    row.response = (
        record.response if isinstance(record.response, dict) else {"raw": record.response}
    )
    row.status_code = record.status_code
    row.error_kind = str(record.error.kind) if record.error else ""
    row.error = record.error.message if record.error else ""
    row.tokens_in, row.tokens_out, row.cost = record.tokens_in, record.tokens_out, record.cost
    row.finish_reason = record.finish_reason or ""
    row.latency_ms, row.empty, row.without_cost = (
        record.latency_ms,
        record.empty,
        record.without_cost,
    )
    # The record without its request: that is stored once, in its own column.
    row.record = replace(record, request={}).to_dict()
    del row.record["request"]
    row.finished_at = timezone.now()


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
