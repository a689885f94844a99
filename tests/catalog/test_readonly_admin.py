"""What nobody edits in admin: the tool registry, installed versions, runs and the journal."""

from __future__ import annotations

from typing import Any

import pytest

from catalog.models import Role, Solution, SolutionVersion, Tool
from journal.models import JournalLine
from journal.services import journal_line
from runs.models import Run
from tests.catalog.conftest import client_for
from tests.catalog.factories import (
    AttemptFactory,
    LLMCallFactory,
    PassFactory,
    RunFactory,
    StepRunFactory,
    ToolCallFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


def _version() -> SolutionVersion:
    solution = Solution.objects.get(slug="credit-application-response")
    assert solution.current_version is not None
    return solution.current_version


@pytest.fixture
def run(installed: Any) -> Run:
    run = RunFactory(version=_version(), role=Role.objects.get(code="credit_officer"))
    step = StepRunFactory(run=run)
    attempt = AttemptFactory(step_run=step, status="exhausted", outcome="passes_exhausted")
    LLMCallFactory(attempt=attempt, pass_no=1, seq=0, cost="0.0012")
    ToolCallFactory(attempt=attempt, pass_no=1, seq=1, status="refused", error="pd.passport")
    PassFactory(attempt=attempt, number=1)
    LLMCallFactory(attempt=attempt, pass_no=2, seq=0, empty=True, tokens_out=0)
    PassFactory(attempt=attempt, number=2, outcome="empty_turn")
    journal_line(run_id=run.pk, kind="run.queued").save()
    return run


def test_a_tool_page_shows_its_declaration_read_only(administrator: Any) -> None:
    tool = Tool.objects.get(name="bank.fraud_check")
    page = client_for(administrator).get(f"/admin/catalog/tool/{tool.pk}/change/")

    html = page.content.decode()
    assert page.status_code == 200
    assert "bank.core" in html
    assert "passport: pd.passport" in html
    assert "&quot;x-data-class&quot;: &quot;pd.passport&quot;" in html
    assert 'name="_save"' not in html


@pytest.mark.parametrize("persona", ["administrator", "superuser"])
def test_tools_cannot_be_added_changed_or_deleted_in_admin(
    persona: str, request: pytest.FixtureRequest
) -> None:
    client = client_for(request.getfixturevalue(persona))
    tool = Tool.objects.get(name="bank.fraud_check")

    assert client.get("/admin/catalog/tool/add/").status_code == 403
    assert client.post(f"/admin/catalog/tool/{tool.pk}/change/", {"title": "x"}).status_code == 403
    assert client.post(f"/admin/catalog/tool/{tool.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Tool.objects.get(pk=tool.pk).title != "x"


def test_a_version_page_shows_its_facts(administrator: Any, installed: Any) -> None:
    version = _version()
    page = client_for(administrator).get(f"/admin/catalog/solutionversion/{version.pk}/change/")

    html = page.content.decode()
    assert page.status_code == 200
    assert str(version.facts["worst_case_llm_calls"]) in html
    assert "fraud-check: 5" in html
    assert "bank.fraud_check" in html
    assert 'name="_save"' not in html


@pytest.mark.parametrize("persona", ["administrator", "superuser"])
def test_versions_cannot_be_edited_or_deleted_in_admin(
    persona: str, request: pytest.FixtureRequest, installed: Any
) -> None:
    client = client_for(request.getfixturevalue(persona))
    version = _version()
    url = f"/admin/catalog/solutionversion/{version.pk}"

    assert client.post(f"{url}/change/", {"source": "steps: []"}).status_code == 403
    assert client.get(f"{url}/delete/").status_code == 403
    assert client.post(f"{url}/delete/", {"post": "yes"}).status_code == 403
    assert client.get("/admin/catalog/solutionversion/add/").status_code == 403
    assert SolutionVersion.objects.get(pk=version.pk).source == version.source


def test_the_solution_page_lists_its_versions_without_edit_controls(
    superuser: Any, installed: Any
) -> None:
    solution = Solution.objects.get(slug="credit-application-response")
    page = client_for(superuser).get(f"/admin/catalog/solution/{solution.pk}/change/")

    html = page.content.decode()
    assert page.status_code == 200
    assert f"/admin/catalog/solutionversion/{_version().pk}/change/" in html
    assert 'name="versions-0-DELETE"' not in html
    assert (
        client_for(superuser)
        .post(f"/admin/catalog/solution/{solution.pk}/change/", {"title": "x"})
        .status_code
        == 403
    )


def test_a_run_page_shows_steps_attempts_passes_calls_and_totals(controller: Any, run: Run) -> None:
    page = client_for(controller).get(f"/admin/runs/run/{run.pk}/change/")

    html = page.content.decode()
    assert page.status_code == 200
    assert "fraud-check" in html
    assert "кончились проходы" in html and "passes_exhausted" not in html
    assert "пустой ответ модели" in html and "empty_turn" not in html
    assert "bank.fraud_check (чтение)" in html
    assert "отказано" in html
    assert "2400 / 80" in html  # tokens in / out over both calls
    assert f"?run__id__exact={run.pk}" in html
    assert 'name="_save"' not in html


@pytest.mark.parametrize("persona", ["administrator", "superuser"])
def test_runs_are_read_only_in_admin(
    persona: str, request: pytest.FixtureRequest, run: Run
) -> None:
    client = client_for(request.getfixturevalue(persona))

    assert (
        client.post(f"/admin/runs/run/{run.pk}/change/", {"status": "completed"}).status_code == 403
    )
    assert client.post(f"/admin/runs/run/{run.pk}/delete/", {"post": "yes"}).status_code == 403
    assert client.get("/admin/runs/run/add/").status_code == 403
    assert Run.objects.get(pk=run.pk).status == "queued"


def test_the_run_list_filters_by_status_and_solution(controller: Any, run: Run) -> None:
    client = client_for(controller)
    slug = "credit-application-response"
    solution = Solution.objects.get(slug=slug)

    listed = client.get(f"/admin/runs/run/?version__solution__id__exact={solution.pk}")
    empty = client.get("/admin/runs/run/?status__exact=completed")

    assert listed.status_code == 200
    assert f"/admin/runs/run/{run.pk}/change/" in listed.content.decode()
    assert f"/admin/runs/run/{run.pk}/change/" not in empty.content.decode()


def test_staff_without_the_view_permission_cannot_see_runs(run: Run) -> None:
    staff = UserFactory(username="staff-without-perms", is_staff=True)

    assert client_for(staff).get(f"/admin/runs/run/{run.pk}/change/").status_code == 403
    assert client_for(staff).get("/admin/runs/run/").status_code == 403


def test_the_journal_filters_by_kind_and_run_and_is_read_only(
    controller: Any, administrator: Any, run: Run
) -> None:
    other = RunFactory(version=run.version, role=run.role)
    journal_line(run_id=other.pk, kind="run.queued").save()
    journal_line(run_id=None, kind="policy.changed", actor=administrator, model="role").save()
    client = client_for(controller)

    by_run = client.get(f"/admin/journal/journalline/?run__id__exact={run.pk}").content.decode()
    by_kind = client.get("/admin/journal/journalline/?kind=policy.changed").content.decode()

    mine = JournalLine.objects.get(run=run)
    theirs = JournalLine.objects.get(run=other)
    policy = JournalLine.objects.get(kind="policy.changed")
    assert f"/journalline/{mine.pk}/change/" in by_run
    assert f"/journalline/{theirs.pk}/change/" not in by_run
    assert f"/journalline/{policy.pk}/change/" in by_kind
    assert f"/journalline/{mine.pk}/change/" not in by_kind
    assert (
        client.post(f"/admin/journal/journalline/{mine.pk}/delete/", {"post": "yes"}).status_code
        == 403
    )
    assert (
        client_for(administrator)
        .post(f"/admin/journal/journalline/{mine.pk}/change/", {"kind": "x"})
        .status_code
        == 403
    )
    assert JournalLine.objects.filter(pk=mine.pk, kind="run.queued").exists()
