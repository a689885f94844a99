"""Controllers decide in admin: a ticket retried and another terminated; a confirmation
approved and another rejected. Each outcome is then read in the browser.

The runs are real catalog samples on the stand. They are advanced in this process
(`run_drive`, as the recorder does) up to their wait and again after each decision: the
decision itself only queues the run, exactly as it does for a worker.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from handoffs.services import queue_for
from runs.models import Run, RunStatus
from runs.services import run_drive
from svaya.stand.world import WORLD
from tests.browser.conftest import stretched_headings, wait_until
from tests.browser.test_admin_pages import PASSWORD
from tests.catalog.factories import UserFactory
from tests.handoffs.conftest import QUEUE_A, QUEUE_B, drive_sample

CREDIT, PORTAL = "credit-application-response", "portal-submission-from-document"


@pytest.fixture
def world() -> Iterator[Any]:
    WORLD.reset()
    yield WORLD
    WORLD.reset()


def _controller(browser: WebDriver, url: str, username: str, queue: str) -> Any:
    user = UserFactory(username=username, is_staff=True)
    user.groups.add(queue_for(code=queue).group)
    browser.get(f"{url}/admin/login/?next=/admin/")
    browser.find_element(By.NAME, "username").send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    wait_until(browser, lambda b: b.current_url.endswith("/admin/"))
    return user


def _decide(browser: WebDriver, page: str, action: str, reason: str = "") -> str:
    """Open an item's page, give the decision with its reason; the message shown after."""
    browser.get(page)
    found = browser.find_elements(By.CSS_SELECTOR, f"form.decision-{action}")
    # Say what the page showed instead, so a failure names its cause.
    assert found, f"no «{action}» form at {page}: {browser.find_element(By.TAG_NAME, 'body').text}"
    form = found[0]
    if reason:
        form.find_element(By.NAME, "reason").send_keys(reason)
    form.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    shown = "ul.messagelist, ul.errorlist"
    wait_until(browser, lambda b: b.find_elements(By.CSS_SELECTOR, shown))
    return browser.find_element(By.CSS_SELECTOR, shown).text


def _content(browser: WebDriver, page: str) -> str:
    browser.get(page)
    return browser.find_element(By.ID, "content").text


def test_a_controller_retries_one_ticket_and_terminates_another(
    browser: WebDriver, live_server: Any, catalog: Any, world: Any, shot: Callable[[str], Any]
) -> None:
    retried, ended = drive_sample(CREDIT, "endless-chain"), drive_sample(CREDIT, "endless-chain")
    assert retried.status == ended.status == RunStatus.WAITING
    controller = _controller(browser, live_server.url, "kirill-fraud", QUEUE_A)
    first = HandoffTicket.objects.get(run=retried)
    second = HandoffTicket.objects.get(run=ended)
    # Both ran out of passes in fraud-check: the fraud controllers' queue, nobody holding them.
    for ticket in (first, second):
        assert (ticket.point, ticket.queue.code, ticket.assignee_id) == (
            "fraud-review",
            QUEUE_A,
            None,
        )
    admin = f"{live_server.url}/admin"

    done = _decide(browser, f"{admin}/handoffs/handoffticket/{first.pk}/change/", "retry")
    assert "Шаг будет выполнен заново" in done
    assert Run.objects.get(pk=retried.pk).status == RunStatus.QUEUED
    run = run_drive(run_id=retried.pk)
    # The run went on: a new attempt from pass 1, which ran out again and is back in the queue.
    again = HandoffTicket.objects.exclude(pk=first.pk).get(run=run)
    assert (run.status, again.attempt.number, again.status) == ("waiting", 2, ItemStatus.OPEN)
    text = _content(browser, f"{admin}/handoffs/handoffticket/{first.pk}/change/")
    assert "Решение уже принято: повторить шаг — kirill-fraud" in text
    text = _content(browser, f"{admin}/runs/run/{run.pk}/change/")
    assert "шаг «fraud-check», попытка 2" in text and "ждет человека" in text
    shot("controller-retried-run")

    reason = "Признаки дробления займа, заявку не рассматриваем"
    page = f"{admin}/handoffs/handoffticket/{second.pk}/change/"
    assert "Укажите причину" in _decide(browser, page, "terminate")
    assert Run.objects.get(pk=ended.pk).status == RunStatus.WAITING  # no reason, no decision
    assert "Задача прекращена" in _decide(browser, page, "terminate", reason)
    run = run_drive(run_id=ended.pk)
    assert (run.status, run.outcome, run.outcome_detail) == ("terminated", "terminated", reason)
    text = _content(browser, f"{admin}/runs/run/{run.pk}/change/")
    assert "прекращен" in text and "контролер прекратил задачу" in text and reason in text
    shot("controller-terminated-run")

    listed = _content(browser, f"{admin}/handoffs/handoffticket/?status__exact=open")
    assert f"#{retried.pk} {CREDIT}" in listed and f"#{ended.pk} {CREDIT}" not in listed
    assert HandoffTicket.objects.get(pk=second.pk).decided_by == controller


def test_a_controller_approves_one_confirmation_and_rejects_another(
    browser: WebDriver, live_server: Any, catalog: Any, world: Any, shot: Callable[[str], Any]
) -> None:
    approved = drive_sample(PORTAL, "counterparty-card")
    rejected = drive_sample(PORTAL, "counterparty-card")
    assert approved.status == rejected.status == RunStatus.WAITING
    _controller(browser, live_server.url, "pavel-portal", QUEUE_B)
    first = ConfirmationRequest.objects.get(run=approved)
    second = ConfirmationRequest.objects.get(run=rejected)
    admin = f"{live_server.url}/admin"

    page = f"{admin}/handoffs/confirmationrequest/{first.pk}/change/"
    text = _content(browser, page)
    assert "Что будет сделано после подтверждения" in text and "UV-1" in text
    assert stretched_headings(browser) == []
    shot("controller-confirmation")
    assert "Подтверждено" in _decide(browser, page, "approve", "сверено с договором")
    assert world.applied("portal.submit_form") == []  # the decision only queues the run
    run = run_drive(run_id=approved.pk)
    assert run.status == RunStatus.COMPLETED
    assert len(world.applied("portal.submit_form")) == 1
    text = _content(browser, f"{admin}/runs/run/{run.pk}/change/")
    assert "завершен" in text and "задача выполнена" in text
    assert "portal.submit_form" in text
    shot("controller-approved-run")

    reason = "ИНН не совпадает с договором"
    page = f"{admin}/handoffs/confirmationrequest/{second.pk}/change/"
    assert "действие не будет выполнено" in _decide(browser, page, "reject", reason)
    run = run_drive(run_id=rejected.pk)
    assert (run.status, run.outcome, run.outcome_detail) == ("terminated", "rejected", reason)
    assert len(world.applied("portal.submit_form")) == 1  # the rejected form never went
    text = _content(browser, f"{admin}/runs/run/{run.pk}/change/")
    assert "отклонено при подтверждении" in text and reason in text
    assert "ждет человека" not in text  # nothing of the ended run still waits
    assert "portal.submit_form" not in text
    shot("controller-rejected-run")
