"""The ORM side of the engine's ledger protocol (svaya.engine.protocol.AttemptLedger).

Durable writes (a model call started or finished, a write effect started or finished) commit
at once, each together with a lease renewal that fences off a worker whose lease was taken
over, and with every buffered row (read-tool results, pass rows, journal lines) — so a pass
costs two commits. A buffered read result lost in a crash is simply read again.

Two ways to write, behind this one class: on Postgres, outside a caller's transaction, each
of a pass's two commits is one prepared statement in one round trip (runs/ledger_postgres.py,
unless SVAYA_LEDGER_POSTGRES_STATEMENTS is off); SQLite (the embedded default) and callers
holding a transaction take the ORM path. Both write the same rows, and the ledger's tests run
on both paths and both databases (`make test`). Buffered rows are plain column dicts, not
model instances. A later request is stored as a delta (runs/request_deltas.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import F
from django.utils import timezone

from journal.models import JournalLine
from journal.services import journal_columns
from runs.ledger_postgres import PostgresStatements, statements, statements_now
from runs.models import Attempt, Branch, CallStatus, LLMCall, Pass, Run, StepRun, ToolCall
from runs.request_deltas import full_request, request_delta
from svaya.engine.protocol import Basis, LeaseLost, LLMEntry, ToolEntry
from svaya.engine.reach import inputs_digest
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
        # False once a committed statement let the lease go (a run ended by its last step's
        # completion): there is nothing left to release.
        self.held = True

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
        # The basis read by the latest call's finish, until the next ledger lookup.
        self._finish_basis: Basis | None = None
        self._db = connections[DEFAULT_DB_ALIAS]  # this thread's (the proxy costs per use)
        self._statements: PostgresStatements | None = (
            statements()
            if self._db.vendor == "postgresql" and settings.SVAYA_LEDGER_POSTGRES_STATEMENTS
            else None
        )

    # -- model calls -------------------------------------------------------------------
    def llm_get(self, pass_no: int, seq: int) -> LLMEntry | None:
        self._finish_basis = None
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
        fast = self.one_statement()
        if fast is not None:
            self.lease.renew()
            pk = fast.start(self._db, columns, self._pending, new_map)
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
        self._finish_basis = None
        call = self._llm[(pass_no, seq)]
        values = _finish_values(record)
        line = self._line("llm.call", pass_no, seq=seq, **_llm_summary(record))
        fast = self.one_statement()
        if fast is not None and not self._has_pending():
            basis = fast.finish(
                self._db,
                call.pk,
                values,
                line,
                self.attempt.step_run_id,
                self.step_id,
                basis=_may_be_verdict(record),
            )
            finished = basis is not None
            if basis:
                self._finish_basis = Basis(basis[0], basis[1], inputs_digest(basis[2]))
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
        self._finish_basis = None
        line = self._line("tool.started", pass_no, seq=seq, tool=tool)
        columns = {
            "attempt_id": self.attempt.pk,
            "pass_no": pass_no,
            "seq": seq,
            "tool": tool,
            "effect": "write",
            "status": CallStatus.STARTED,
            "call_id": call_id,
            "args": args,
            "idempotency_key": idempotency_key,
        }
        fast = self.one_statement()
        if fast is not None:
            self.lease.renew()
            # The started line after the buffered lines, as the ORM path writes them.
            rows = {**self._pending, JournalLine: [*self._pending[JournalLine], line]}
            pk = fast.tool_start(self._db, columns, rows)
            self._written()
            row = ToolCall(pk=pk, **columns)
        else:
            with self._durable():
                row = ToolCall.objects.create(**columns)
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
        self._finish_basis = None
        row = self._tools.get((pass_no, seq))
        if row is not None and row.status != CallStatus.STARTED:
            return  # recorded before the crash: a replay writes nothing twice
        now = timezone.now()
        line = self._line(
            "tool.call", pass_no, seq=seq, tool=tool, status=status, error=error, tries=tries
        )
        ended = {"status": status, "result": result, "error": error, "tries": tries}
        ended |= {"latency_ms": latency_ms, "finished_at": now}
        fast = self.one_statement()
        if row is not None and fast is not None and not self._has_pending():
            self.lease.renew()
            if not fast.tool_end(self._db, row.pk, ended, line):
                raise LeaseLost(f"tool call {row.pk} was settled by another worker")
        elif row is not None:  # a started write effect finishing: its row exists
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

    def basis(self) -> Basis:
        """Read fresh: a controller's decision or another worker may have moved the run. A
        parallel branch's step is current while its branch is open (the run waits at the
        join meanwhile). Right after the finish of a model call whose answer may be a verdict
        (a text answer), the basis that statement read (nothing but this process's parsing
        lies between); the completion checks it again under the run's row lock."""
        if self._finish_basis is not None:
            return self._finish_basis
        return self.basis_now()

    def basis_now(self) -> Basis:
        """The basis read now, whatever a finish read (under a caller's row lock)."""
        if self._statements is not None:
            number, at, inputs = self._statements.basis(
                self._db, self.attempt.step_run_id, self.step_id
            )
            return Basis(number, at, inputs_digest(inputs))
        run = Run.objects.values("current_step", "inputs").get(pk=self.run_id)
        step_run = StepRun.objects.values("branch").get(pk=self.attempt.step_run_id)
        latest = (
            Attempt.objects.filter(step_run_id=self.attempt.step_run_id)
            .order_by("-number")
            .values_list("number", flat=True)
            .first()
        )
        at = run["current_step"]
        if step_run["branch"]:
            parallel, index = step_run["branch"].rsplit(":", 1)
            open_branch = Branch.objects.filter(
                run_id=self.run_id, parallel_step=parallel, index=int(index), done=False
            ).exists()
            at = self.step_id if open_branch else at
        return Basis(latest or 0, at, inputs_digest(run["inputs"]))

    # -- plumbing -------------------------------------------------------------------------
    def flush(self) -> None:
        """Write what is buffered; callers run it inside their own transaction."""
        if not self._has_pending():
            return
        if self._statements is not None:  # inside the caller's transaction: one statement
            self._statements.flush(self._db, self._pending)
        else:
            for model, rows in self._pending.items():
                if rows:
                    model.objects.bulk_create([model(**row) for row in rows])
        self._written()

    def one_statement(self) -> PostgresStatements | None:
        """Postgres outside an outer transaction, where one statement is atomic on its own;
        None: the ORM path (SQLite, the embedded default, and callers holding a transaction)."""
        return statements_now(self._db) if self._statements is not None else None

    def pending(self) -> dict[type, list[dict[str, Any]]]:
        """The buffered rows (a step's completion writes them in its own statement)."""
        return self._pending

    def written(self) -> None:
        """The buffered rows were written by the caller's committed statement."""
        self._written()

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


def _may_be_verdict(record: CallRecord) -> bool:
    """Whether the engine may check a verdict on this answer right after the call (so its
    finish reads the basis with it): a text answer. An answer asking for tool calls, or a
    failed call, is not a verdict; a basis asked for after one is read afresh."""
    return record.error is None and record.turn is not None and not record.turn.tool_calls


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
