"""A customer starts a sample run from a card and watches it finish, without reloading.

Real processes: the live server, a Celery worker on Redis and the test database, and a stand
(the synthetic model and the demo world) in its own process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select

from runs.models import Run, RunStatus
from tests.browser.conftest import wait_until
from tests.workers.conftest import clean_broker, stand_factory, worker_factory  # noqa: F401

pytestmark = pytest.mark.slow

CREDIT = "credit-application-response"


def _status(browser: WebDriver) -> str:
    # Read in one script: htmx swaps the element between a find and a read.
    return browser.execute_script("return document.getElementById('live').dataset.status;")


def test_a_customer_starts_a_sample_run_and_watches_it_finish(
    browser: WebDriver,
    live_server: Any,
    catalog: Any,
    clean_broker: None,  # noqa: F811
    stand_factory: Callable[..., Any],  # noqa: F811
    worker_factory: Callable[..., Any],  # noqa: F811
    shot: Callable[[str], Any],
) -> None:
    worker_factory(stand_factory(), "live-page")
    browser.get(f"{live_server.url}/solutions/{CREDIT}/")
    Select(browser.find_element(By.NAME, "sample")).select_by_value("clear-applicant")
    browser.find_element(By.CSS_SELECTOR, "form.try button[type=submit]").click()
    wait_until(browser, lambda b: "/live/" in b.current_url)
    token = browser.current_url.rstrip("/").rsplit("/", 1)[1]
    run = Run.objects.get(token=token)
    assert run.sample == "clear-applicant"
    browser.execute_script("window.svayaNotReloaded = true;")

    seen: list[str] = []

    def progressed(b: WebDriver) -> bool:
        status = _status(b)
        if status not in seen:
            seen.append(status)
            if status == RunStatus.RUNNING:
                shot("live-run-progress")
        return status == RunStatus.COMPLETED

    wait_until(browser, progressed, 120)
    assert browser.execute_script("return window.svayaNotReloaded === true;")
    assert seen[-1] == "completed" and len(seen) >= 2, seen
    text = browser.find_element(By.ID, "live").text
    assert "завершен — задача выполнена" in text
    assert "Публичная запись" in text
    lit = browser.find_elements(By.CSS_SELECTOR, "ol.route li.ran")
    assert len(lit) >= 5
    assert browser.find_elements(By.CSS_SELECTOR, "ol.route li.not-reached")
    llm_calls = int(browser.find_element(By.ID, "live-llm-calls").text.split()[0])
    assert llm_calls >= 3
    shot("live-run-finished")
