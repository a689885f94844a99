"""A controller's queue list refreshes itself when a new handoff arrives."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from handoffs.models import HandoffTicket
from handoffs.services import queue_for
from tests.browser.conftest import wait_until
from tests.browser.test_admin_pages import PASSWORD
from tests.catalog.factories import AttemptFactory, UserFactory
from tests.handoffs.conftest import QUEUE_A, _run


def _count(browser: WebDriver) -> str:
    return browser.execute_script(
        "const n = document.querySelector('#queue-live .waiting-count');"
        "return n ? n.textContent : '';"
    )


def _ticket() -> HandoffTicket:
    run, step = _run("credit-application-response", "credit_officer", "fraud-check", "agent")
    return HandoffTicket.objects.create(
        run=run,
        step_run=step,
        attempt=AttemptFactory(step_run=step, number=1, status="exhausted"),
        point="fraud-review",
        queue=queue_for(code=QUEUE_A),
        reason="passes_exhausted",
        retry_step="fraud-check",
    )


def test_a_new_handoff_appears_in_the_open_queue_list(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    controller = UserFactory(username="kirill-fraud", is_staff=True)
    controller.groups.add(queue_for(code=QUEUE_A).group)
    _ticket()
    browser.get(f"{live_server.url}/admin/login/?next=/admin/handoffs/handoffticket/")
    browser.find_element(By.NAME, "username").send_keys("kirill-fraud")
    browser.find_element(By.NAME, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    wait_until(browser, lambda b: _count(b) == "1")
    browser.execute_script("window.svayaNotReloaded = true;")

    _ticket()
    wait_until(browser, lambda b: _count(b) == "2", 20)
    assert browser.execute_script("return window.svayaNotReloaded === true;")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#result_list tbody tr")) == 2
    shot("controller-queue")
