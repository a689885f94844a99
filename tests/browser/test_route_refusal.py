"""An administrator narrows a data route in admin; the next run is refused at the call, and
its outcome reads in Russian.

The route change goes through the admin's form (the journaled policy service behind it); the run
is started from the card in the same browser and advanced in this process on the stand
(`run_drive`, as the recorder does), then read on its live page and in the runs admin.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select

from catalog.models import DataClass, Destination
from journal.models import JournalLine
from runs.models import Run, RunStatus, ToolCall
from runs.services import run_drive
from tests.browser.conftest import wait_until
from tests.browser.test_admin_pages import _sign_in
from tests.catalog.factories import UserFactory

CREDIT = "credit-application-response"


def _live_status(browser: WebDriver) -> str:
    return browser.execute_script("return document.getElementById('live').dataset.status;")


def test_an_administrator_narrows_a_route_and_the_next_run_is_refused(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    UserFactory(username="admin-anna", is_staff=True, is_superuser=True)
    _sign_in(browser, live_server.url, "admin-anna")
    registry = Destination.objects.get(code="registry")
    inn = DataClass.objects.get(code="pd.inn")
    assert registry.allowed_classes.filter(pk=inn.pk).exists()

    browser.get(f"{live_server.url}/admin/catalog/destination/{registry.pk}/change/")
    chosen = Select(browser.find_element(By.ID, "id_allowed_classes_to"))
    chosen.select_by_value(str(inn.pk))
    browser.find_element(By.ID, "id_allowed_classes_remove").click()
    assert str(inn.pk) not in [o.get_attribute("value") for o in chosen.options]
    shot("admin-route-narrowed")
    browser.find_element(By.NAME, "_save").click()
    wait_until(browser, lambda b: b.current_url.endswith("/admin/catalog/destination/"))
    assert "изменен" in browser.find_element(By.CSS_SELECTOR, "ul.messagelist").text
    assert not registry.allowed_classes.filter(pk=inn.pk).exists()
    change = JournalLine.objects.get(kind="policy.changed", data__code="registry")
    assert change.actor.username == "admin-anna"
    browser.get(f"{live_server.url}/admin/catalog/destination/{registry.pk}/change/")
    history = browser.find_element(By.CSS_SELECTOR, ".field-history").text
    assert "admin-anna" in history and "политика изменена" in history and "−pd.inn" in history
    assert "policy.changed" not in history

    browser.get(f"{live_server.url}/solutions/{CREDIT}/")
    Select(browser.find_element(By.NAME, "sample")).select_by_value("clear-applicant")
    browser.find_element(By.CSS_SELECTOR, "form.try button[type=submit]").click()
    wait_until(browser, lambda b: "/live/" in b.current_url)
    run = Run.objects.get(token=browser.current_url.rstrip("/").rsplit("/", 1)[1])
    run = run_drive(run_id=run.pk)

    assert run.status == RunStatus.FAILED, (run.status, run.outcome, run.outcome_detail)
    refused = ToolCall.objects.get(attempt__step_run__run=run, tool="registry.tax_income")
    assert refused.status == "refused"
    wait_until(browser, lambda b: _live_status(b) == RunStatus.FAILED, 30)
    live = browser.find_element(By.ID, "live").text
    assert "ошибка — шаг не удался" in live and "отказано" in live
    shot("live-run-refused")

    browser.get(f"{live_server.url}/admin/runs/run/{run.pk}/change/")
    text = browser.find_element(By.ID, "content").text
    refusal = "«income»: отказано: маршрут данных к «registry» не разрешает: pd.inn"
    assert refusal in text and "шаг не удался" in text
    assert "вызов системы" in text  # the step kinds, not their codes
    for code in ("refused", "does not allow", "step_failed", "STARTED AT", "system\n"):
        assert code not in text, code
    shot("admin-run-refused")
