"""A visitor chats with a conversation flow in a real browser: the flow's graph lights up the
current node while a real Celery worker answers through the stand.

Real processes: the live server, a Celery worker on Redis and the test database, and a stand
(the synthetic model playing the flow) in its own process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from runs.models import Run, RunStatus
from tests.browser.conftest import wait_until
from tests.workers.conftest import clean_broker, stand_factory, worker_factory  # noqa: F401

pytestmark = pytest.mark.slow
FLOW = "lost-card-block"


def _state(browser: WebDriver) -> tuple[str, str, str]:
    # Read in one script: htmx swaps the fragment between a find and a read.
    return tuple(
        browser.execute_script(
            "const c = document.getElementById('chat'); const l = document.getElementById('live');"
            "return [l ? l.dataset.status : '', c ? c.dataset.node : '',"
            " c ? c.dataset.listening : ''];"
        )
    )


def _say(browser: WebDriver, text: str) -> None:
    field = browser.find_element(By.ID, "chat-text")
    field.send_keys(text)
    browser.find_element(By.CSS_SELECTOR, "form.say button[type=submit]").click()


def test_a_visitor_chats_with_a_flow_and_watches_the_node_light_up(
    browser: WebDriver,
    live_server: Any,
    catalog: Any,
    clean_broker: None,  # noqa: F811
    stand_factory: Callable[..., Any],  # noqa: F811
    worker_factory: Callable[..., Any],  # noqa: F811
    shot: Callable[[str], Any],
) -> None:
    worker_factory(stand_factory(), "flow-chat")
    browser.get(f"{live_server.url}/solutions/{FLOW}/")
    assert browser.find_elements(By.CSS_SELECTOR, '.flow-node.start[data-node="greet"]')
    browser.find_element(By.CSS_SELECTOR, "form.try button[type=submit]").click()
    wait_until(browser, lambda b: "/live/" in b.current_url)
    token = browser.current_url.rstrip("/").rsplit("/", 1)[1]
    wait_until(browser, lambda b: _state(b)[1:] == ("greet", "yes"), 90)
    assert "синтетическая модель стенда" in browser.find_element(By.ID, "chat").text
    lit = browser.find_elements(By.CSS_SELECTOR, '.flow-node.current[data-node="greet"]')
    assert lit, "the start node is not lit"
    shot("flow-chat-greeting")

    _say(browser, "Я потеряла карту")
    wait_until(browser, lambda b: _state(b)[1:] == ("identify", "yes"), 90)
    assert browser.find_elements(By.CSS_SELECTOR, '.flow-node.current[data-node="identify"]')
    assert "Я потеряла карту" in browser.find_element(By.ID, "chat").text
    shot("flow-chat-identify")

    _say(browser, "Последние цифры 4417, блокируйте")
    wait_until(browser, lambda b: _state(b)[0] == RunStatus.COMPLETED, 90)
    text = browser.find_element(By.ID, "live").text
    assert "Приветствие → Какая карта → Карта заблокирована" in text
    assert Run.objects.get(token=token).status == RunStatus.COMPLETED
    shot("flow-chat-finished")
