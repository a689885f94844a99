"""An administrator signs in and reads the whole-call viewer and the metrics page."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from runs.models import LLMCall, RunStatus
from runs.services import run_drive, run_start
from tests.browser.conftest import wait_until
from tests.catalog.factories import UserFactory

CREDIT = "credit-application-response"
PASSWORD = "not-a-real-password"


def _sign_in(browser: WebDriver, url: str, username: str) -> None:
    browser.get(f"{url}/admin/login/?next=/admin/")
    browser.find_element(By.NAME, "username").send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    wait_until(browser, lambda b: b.current_url.endswith("/admin/"))


def test_an_administrator_reads_a_whole_call_and_the_metrics(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    inputs = json.loads((SOLUTIONS_DIR / CREDIT / "samples" / "clear-applicant.json").read_text())
    run = run_start(solution=Solution.objects.get(slug=CREDIT), inputs=inputs, enqueue=False)
    assert run_drive(run_id=run.pk).status == RunStatus.COMPLETED
    UserFactory(username="admin-anna", is_staff=True, is_superuser=True)
    _sign_in(browser, live_server.url, "admin-anna")
    assert "Svaya: администрирование" in browser.find_element(By.ID, "header").text

    browser.find_element(By.LINK_TEXT, "Показатели установки").click()
    wait_until(browser, lambda b: "/admin/metrics/" in b.current_url)
    text = browser.find_element(By.ID, "content").text
    assert "Вызовы LLM по уровням моделей" in text and "Очереди контролеров" in text
    assert browser.find_elements(By.CSS_SELECTOR, "svg.chart rect")
    shot("admin-metrics")

    call = LLMCall.objects.filter(attempt__step_run__step_id="fraud-check").first()
    browser.get(f"{live_server.url}/admin/runs/run/{run.pk}/change/")
    link = f"a[href='/admin/runs/llmcall/{call.pk}/change/']"
    browser.find_element(By.CSS_SELECTOR, link).click()
    wait_until(browser, lambda b: f"/llmcall/{call.pk}/" in b.current_url)
    text = browser.find_element(By.ID, "content").text
    assert "Просмотреть вызов LLM" in text
    assert "Запрос, как он ушел к модели" in text and "Ответ, как он пришел" in text
    assert inputs["applicant_name"] not in text  # placeholders, as the model got them
    shot("admin-call-viewer")
