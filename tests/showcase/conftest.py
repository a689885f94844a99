"""Showcase fixtures: the installed catalog and recorded runs built row by row.

The runs are written directly (not executed), the way the engine records them: LLM calls with
whole requests that hold the instruction and the personal inputs, tool calls with their
arguments and results, pass rows, journal lines. The public record must show the route through
them and nothing of that content.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import factory
import pytest
from django.utils import timezone

from catalog.models import Role, Solution
from catalog.services import SOLUTIONS_DIR
from journal.models import JournalLine
from runs.models import Attempt, LLMCall, Pass, Run, StepRun, ToolCall
from tests.installed import catalog_installed

CREDIT = "credit-application-response"
PORTAL = "portal-submission-from-document"
T0 = datetime(2026, 3, 2, 10, 0, 0, tzinfo=timezone.get_fixed_timezone(0))


def sample(slug: str, name: str) -> dict[str, Any]:
    path = Path(SOLUTIONS_DIR) / slug / "samples" / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


class RunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Run

    version = None
    role = None
    inputs = factory.LazyFunction(dict)
    status = "completed"
    outcome = "completed"
    deadline = factory.LazyFunction(lambda: at(3600))
    started_at = factory.LazyFunction(lambda: at(0))
    finished_at = factory.LazyFunction(lambda: at(60))
    recorded = True
    sample = ""


class StepRunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = StepRun

    status = "completed"
    output = factory.LazyFunction(dict)


class AttemptFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Attempt

    number = 1
    status = "succeeded"
    deadline = factory.LazyFunction(lambda: at(3600))


class PassFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Pass

    outcome = "tool_calls"
    detail = factory.LazyFunction(dict)


class LLMCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = LLMCall

    pass_no = 1
    status = "finished"
    tier = "cheap"
    model = "stand-cheap"
    request = factory.LazyFunction(dict)
    response = factory.LazyFunction(lambda: {"choices": [{"message": {"content": "{}"}}]})
    tokens_in = 812
    tokens_out = 64


class ToolCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ToolCall

    pass_no = 1
    effect = "read"
    status = "finished"
    tries = 1


class RunBuilder:
    """Writes one run's rows step by step, with times that advance as a real run's would."""

    def __init__(self, run: Run) -> None:
        self.run, self.clock = run, 0.0
        spec = run.version.spec
        self.instructions = {s["id"]: s["instruction"] for s in spec["steps"] if "instruction" in s}

    def step(
        self,
        step_id: str,
        kind: str,
        *,
        seconds: float,
        branch: str = "",
        status: str = "completed",
    ) -> StepRun:
        step_run = StepRunFactory(
            run=self.run, step_id=step_id, kind=kind, branch=branch, status=status
        )
        start, self.clock = self.clock, self.clock + seconds
        finished = at(self.clock) if status == "completed" else None
        StepRun.objects.filter(pk=step_run.pk).update(started_at=at(start), finished_at=finished)
        self.line("step.started", step_id, attempt_no=1, step_kind=kind)
        if status == "completed":
            self.line("step.completed", step_id, attempt_no=1)
        return step_run

    def attempt(self, step_run: StepRun, number: int = 1, **fields: Any) -> Attempt:
        return AttemptFactory(step_run=step_run, number=number, **fields)

    def llm(self, attempt: Attempt, pass_no: int, seq: int, **fields: Any) -> LLMCall:
        step_id = attempt.step_run.step_id
        request = {
            "model": fields.get("model", "stand-cheap"),
            "messages": [
                {"role": "system", "content": self.instructions.get(step_id, "")},
                {"role": "user", "content": json.dumps(self.run.inputs, ensure_ascii=False)},
            ],
        }
        call = LLMCallFactory(attempt=attempt, pass_no=pass_no, seq=seq, request=request, **fields)
        self.line(
            "llm.call",
            step_id,
            attempt.number,
            pass_no,
            seq=seq,
            tier=call.tier,
            model=call.model,
            tokens_in=call.tokens_in,
        )
        return call

    def tool(self, attempt: Attempt, pass_no: int, seq: int, tool: str, **fields: Any) -> ToolCall:
        fields.setdefault("args", {"inn": self.run.inputs.get("inn", "")})
        fields.setdefault("result", {"holder": self.run.inputs.get("applicant_name", "")})
        call = ToolCallFactory(attempt=attempt, pass_no=pass_no, seq=seq, tool=tool, **fields)
        self.line(
            "tool.call",
            attempt.step_run.step_id,
            attempt.number,
            pass_no,
            seq=seq,
            tool=tool,
            status=call.status,
            tries=call.tries,
        )
        return call

    def passed(self, attempt: Attempt, number: int, outcome: str, **detail: Any) -> Pass:
        row = PassFactory(attempt=attempt, number=number, outcome=outcome, detail=detail)
        self.line(
            "pass", attempt.step_run.step_id, attempt.number, number, outcome=outcome, **detail
        )
        return row

    def line(
        self,
        kind: str,
        step_id: str = "",
        attempt_no: int | None = None,
        pass_no: int | None = None,
        **data: Any,
    ) -> JournalLine:
        return JournalLine.objects.create(
            run=self.run,
            kind=kind,
            step_id=step_id,
            attempt_no=attempt_no,
            pass_no=pass_no,
            data=data,
        )


@pytest.fixture
def catalog(db: Any) -> dict[str, Solution]:
    catalog_installed()
    return {s.slug: s for s in Solution.objects.select_related("current_version")}


def new_run(solution: Solution, sample_name: str, **fields: Any) -> Run:
    version = solution.current_version
    assert version is not None
    role = Role.objects.get(code=version.spec["acts_as"])
    inputs = sample(solution.slug, sample_name)
    return RunFactory(version=version, role=role, inputs=inputs, sample=sample_name, **fields)


@pytest.fixture
def credit_run(catalog: dict[str, Solution]) -> Run:
    """The clear applicant: the screen needs one repair; the fraud check takes five passes
    with an empty turn, a retried bureau call and a rejected result on the way."""
    run = new_run(catalog[CREDIT], "clear-applicant")
    b = RunBuilder(run)
    screen = b.attempt(b.step("screen", "llm", seconds=2.5))
    b.llm(screen, 1, 0)
    b.llm(screen, 1, 1)
    b.passed(screen, 1, "verdict", repairs=1)
    b.step("screen-gate", "branch", seconds=0.01)
    gather = b.step("gather", "parallel", seconds=1.2)
    b.attempt(gather)
    b.line("parallel.forked", "gather", branches=2)
    b.tool(
        b.attempt(b.step("income", "system", seconds=0.4, branch="gather:0")),
        1,
        0,
        "registry.tax_income",
    )
    b.tool(
        b.attempt(b.step("scoring", "system", seconds=0.3, branch="gather:1")), 1, 0, "bank.scoring"
    )
    b.line("parallel.joined", "gather")
    b.step("gathered", "join", seconds=0.01)
    fraud = b.attempt(b.step("fraud-check", "agent", seconds=14.0), replays=1)
    b.llm(fraud, 1, 0)
    b.tool(fraud, 1, 1, "bank.fraud_check")
    b.tool(fraud, 1, 2, "bank.linked_account")
    b.passed(
        fraud, 1, "tool_calls", tools=["bank.fraud_check", "bank.linked_account"], tier="cheap"
    )
    b.llm(fraud, 2, 3, empty=True, without_cost=True)
    b.passed(fraud, 2, "empty_turn", tier="cheap", next_tier="strong")
    b.llm(fraud, 3, 4, tier="strong", model="stand-strong")
    b.tool(fraud, 3, 5, "bureau.credit_history", tries=2)
    b.passed(fraud, 3, "tool_calls", tools=["bureau.credit_history"], tier="strong")
    b.llm(fraud, 4, 6, tier="strong", model="stand-strong")
    b.passed(
        fraud, 4, "rejected_result", problem=f"reason must not quote {run.inputs['applicant_name']}"
    )
    b.llm(fraud, 5, 7, tier="strong", model="stand-strong")
    b.passed(fraud, 5, "result")
    b.step("fraud-gate", "branch", seconds=0.01)
    draft = b.attempt(b.step("draft-answer", "llm", seconds=3.0))
    b.llm(draft, 1, 0)
    b.passed(draft, 1, "verdict", repairs=0)
    send = b.attempt(b.step("send-answer", "system", seconds=0.6))
    b.tool(send, 1, 0, "crm.send_answer", effect="write", idempotency_key="run-1-send")
    b.line("run.completed", outcome="completed")
    return run


@pytest.fixture
def portal_run(catalog: dict[str, Solution]) -> Run:
    """A document whose form a person confirmed before it was submitted."""
    run = new_run(catalog[PORTAL], "counterparty-card")
    b = RunBuilder(run)
    fill = b.attempt(b.step("fill-form", "agent", seconds=9.0))
    for number, tool in enumerate(["portal.form_schema", "docs.read_section"], start=1):
        b.llm(fill, number, number * 2 - 2)
        b.tool(fill, number, number * 2 - 1, tool)
        b.passed(fill, number, "tool_calls", tools=[tool])
    b.llm(fill, 3, 4)
    b.passed(fill, 3, "result")
    confirm = b.step("confirm-submit", "confirm", seconds=40.0)
    b.attempt(confirm)
    b.line("confirmation.opened", "confirm-submit", point="submit-form", request=7)
    b.line(
        "confirmation.approved",
        "confirm-submit",
        point="submit-form",
        reason=f"проверила {run.inputs['submitted_by']}",
    )
    submit = b.attempt(b.step("submit", "system", seconds=0.8))
    b.tool(submit, 1, 0, "portal.submit_form", effect="write")
    return run


@pytest.fixture
def handoff_run(catalog: dict[str, Solution]) -> Run:
    """A fraud check that ran out of passes; the controller retried it and it ran out again,
    then the controller terminated the task."""
    run = new_run(
        catalog[CREDIT],
        "endless-chain",
        status="terminated",
        outcome="terminated",
        outcome_detail="Заявитель Коваленко Игорь Сергеевич не отвечает",
    )
    b = RunBuilder(run)
    fraud = b.step("fraud-check", "agent", seconds=30.0, status="waiting")
    for number, ticket in ((1, 11), (2, 12)):
        attempt = b.attempt(
            fraud,
            number,
            status="exhausted",
            outcome="passes_exhausted",
            outcome_detail="5 passes used",
        )
        for pass_no in range(1, 6):
            b.llm(attempt, pass_no, pass_no - 1)
            b.tool(attempt, pass_no, pass_no, "bank.linked_account")
            b.passed(attempt, pass_no, "tool_calls", tools=["bank.linked_account"])
        b.line(
            "handoff.opened",
            "fraud-check",
            number,
            point="fraud-review",
            reason="passes_exhausted",
            detail="5 passes used",
            ticket=ticket,
        )
        if number == 1:
            b.line("handoff.retry", "fraud-check", ticket=ticket, reason="проверить еще раз")
    b.line("run.terminated", outcome="terminated", detail="цепочка счетов не кончается")
    return run
