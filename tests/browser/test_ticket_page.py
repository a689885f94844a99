"""A controller reads a ticket: what to judge, in Russian, fitting the page down to a phone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from handoffs.models import HandoffTicket
from handoffs.services import queue_for
from runs.models import Run
from tests.browser.conftest import stretched_headings, wait_until
from tests.browser.test_admin_pages import PASSWORD
from tests.catalog.factories import AttemptFactory, PassFactory, ToolCallFactory, UserFactory
from tests.handoffs.conftest import QUEUE_A, _run

INPUTS = {
    "application_id": "APP-123456",
    "applicant_name": "Смирнова Ольга Петровна",
    "passport": "4510 123456",
    "amount": 750000,
    "purpose": "ремонт квартиры",
}
OVERFLOW = "return document.documentElement.scrollWidth - document.documentElement.clientWidth"


def _ticket() -> HandoffTicket:
    run, step = _run("credit-application-response", "credit_officer", "fraud-check", "agent")
    Run.objects.filter(pk=run.pk).update(inputs=INPUTS)
    attempt = AttemptFactory(step_run=step, number=1, status="exhausted")
    for number in (1, 2, 3):
        PassFactory(attempt=attempt, number=number, outcome="tool_calls")
        ToolCallFactory(
            attempt=attempt,
            pass_no=number,
            seq=1,
            tool="bank.fraud_check",
            args={"passport": "4510 123456", "application_id": "APP-123456"},
            result={"risk": "medium", "signals": ["новый номер телефона", "адрес не совпадает"]},
        )
    return HandoffTicket.objects.create(
        run=run,
        step_run=step,
        attempt=attempt,
        point="fraud-review",
        queue=queue_for(code=QUEUE_A),
        reason="passes_exhausted",
        detail="5 passes used without a result",
        retry_step="fraud-check",
    )


def test_a_controller_reads_a_ticket_in_russian_on_any_width(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    controller = UserFactory(username="kirill-fraud", is_staff=True)
    controller.groups.add(queue_for(code=QUEUE_A).group)
    ticket = _ticket()
    page = f"/admin/handoffs/handoffticket/{ticket.pk}/change/"
    browser.get(f"{live_server.url}/admin/login/?next={page}")
    browser.find_element(By.NAME, "username").send_keys("kirill-fraud")
    browser.find_element(By.NAME, "password").send_keys(PASSWORD)
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    wait_until(browser, lambda b: b.current_url.endswith(page))

    text = browser.find_element(By.ID, "content").text
    assert "Что решать" in text and "Последние проходы шага" in text
    assert "[pd.name]" in text and "[pd.passport]" in text and "ремонт квартиры" in text
    assert "Смирнова" not in text and "4510 123456" not in text
    assert "израсходовано проходов без результата: 5" in text
    assert "вызваны инструменты" in text and "адрес не совпадает" in text
    for code in ("passes used", "tool_calls", "finished", "passes_exhausted"):
        assert code not in text, code
    # No module header without anything under it (the empty blue band above «Закрыть»).
    empty = browser.execute_script(
        "return [...document.querySelectorAll('#content fieldset.module, #content .module')]"
        ".filter(m => !m.innerText.replace(m.querySelector('h2')?.innerText || '', '').trim())"
        ".length"
    )
    assert empty == 0
    assert stretched_headings(browser) == []
    shot("controller-ticket")

    for width in (1400, 1280, 768, 375):
        browser.set_window_size(width, 900)
        assert browser.execute_script(OVERFLOW) <= 0, f"the ticket overflows at {width} px"
    browser.get(f"{live_server.url}/admin/handoffs/handoffticket/")
    for width in (1400, 1280, 768, 375):
        browser.set_window_size(width, 900)
        assert browser.execute_script(OVERFLOW) <= 0, f"the queue overflows at {width} px"
