"""A customer opens the showcase and a solution's card in a real browser: all of it Russian."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.browser.conftest import wait_until

ENGLISH_LEFTOVERS = ("Not Found", "Page not found", "Traceback", "None", "True", "False")


def _text(browser: WebDriver) -> str:
    return browser.find_element(By.TAG_NAME, "body").text


def test_the_showcase_and_a_card_render_in_russian(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    browser.get(live_server.url + "/")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Технические решения"
    cards = browser.find_elements(By.CSS_SELECTOR, "article.card")
    assert len(cards) == len(catalog) >= 2
    text = _text(browser)
    for label in ("Предел проходов", "Вызовы LLM за прогон", "в худшем случае", "Маршрут"):
        assert label in text
    assert not [w for w in ENGLISH_LEFTOVERS if w in text]
    shot("showcase")

    title = cards[0].find_element(By.CSS_SELECTOR, "h2 a")
    expected = title.text
    title.click()
    wait_until(browser, lambda b: "/solutions/" in b.current_url)
    assert browser.find_element(By.TAG_NAME, "h2").text == expected
    text = _text(browser)
    assert "Все решения" in text and "Записанные запуски" in text
    assert not [w for w in ENGLISH_LEFTOVERS if w in text]
    shot("solution-card")


def test_a_wrong_address_shows_the_russian_404_page(browser: WebDriver, live_server: Any) -> None:
    browser.get(live_server.url + "/solutions/no-such-solution/")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Страница не найдена"
    browser.find_element(By.LINK_TEXT, "На витрину").click()
    wait_until(browser, lambda b: b.current_url.rstrip("/") == live_server.url)
