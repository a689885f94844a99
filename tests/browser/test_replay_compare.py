"""A new version replays the recorded samples of the previous one: an administrator reads a
replay's comparison in admin, a customer opens «версия 2 против версии 1» from the card."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.management import call_command
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from catalog.models import Solution
from runs.models import Run
from tests.browser.conftest import wait_until
from tests.browser.test_admin_pages import _sign_in
from tests.catalog.factories import UserFactory
from tests.runs.test_replay import SLUG, _changed_folder, _record_samples


def _version_two(tmp_path: Any) -> Run:
    """Version 1's refused sample recorded; version 2 sends «conflict», not «reject», to the
    refusal, and its install replays the sample on it."""
    _record_samples("analyst-not-enough-days")
    folder = _changed_folder(tmp_path, 'decision == "reject"', 'decision == "conflict"')
    call_command("install_solution", str(folder))
    return Run.objects.get(replay_of__sample="analyst-not-enough-days", replay_of__recorded=True)


def test_an_administrator_reads_a_replays_comparison(
    browser: WebDriver, live_server: Any, catalog: Any, tmp_path: Any, shot: Callable[[str], Any]
) -> None:
    replay = _version_two(tmp_path)
    UserFactory(username="admin-anna", is_staff=True, is_superuser=True)
    _sign_in(browser, live_server.url, "admin-anna")
    version = Solution.objects.get(slug=SLUG).current_version

    browser.get(f"{live_server.url}/admin/catalog/solutionversion/{version.pk}/change/")
    browser.find_element(By.CSS_SELECTOR, f"a[href='/admin/runs/run/{replay.pk}/compare/']").click()
    wait_until(browser, lambda b: f"/run/{replay.pk}/compare/" in b.current_url)

    text = browser.find_element(By.ID, "content").text
    assert "против прогона" in text and "конец изменился" in text
    assert "Вердикты по полям" in text and "verdict.decision" in text
    assert "ждет человека на шаге «manager» в точке «manager-approval»" in text
    rows = browser.find_elements(By.CSS_SELECTOR, "#cmp-path tr.presence-only_a")
    assert [r.get_attribute("data-step") for r in rows] == ["notify-refusal"]
    shot("replay-compare-admin")


def test_a_customer_opens_version_two_against_version_one(
    browser: WebDriver, live_server: Any, catalog: Any, tmp_path: Any, shot: Callable[[str], Any]
) -> None:
    replay = _version_two(tmp_path)

    browser.get(f"{live_server.url}/solutions/{SLUG}/")
    browser.find_element(By.PARTIAL_LINK_TEXT, "версия 2 против версии 1").click()
    wait_until(browser, lambda b: f"/replays/{replay.pk}/" in b.current_url)

    assert browser.find_element(By.TAG_NAME, "h1").text == "Версия 2 против версии 1"
    route = browser.find_elements(By.CSS_SELECTOR, "ol.route")
    assert len(route) == 1  # both paths on one diagram
    marks = {
        li.get_attribute("data-step"): li.get_attribute("class")
        for li in browser.find_elements(By.CSS_SELECTOR, "ol.route li.step")
    }
    assert "cmp-before" in marks["notify-refusal"] and "cmp-after" in marks["manager"]
    assert "cmp-both" in marks["check"] and "cmp-none" in marks["order"]
    legend = browser.find_element(By.ID, "legend").text
    assert "только в версии 1" in legend and "только в версии 2" in legend
    totals = browser.find_element(By.ID, "compare-totals").text
    assert "Из них оплачено" in totals
    shot("replay-compare-public")
