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


def test_a_customer_filters_the_catalog_and_opens_cards_of_three_industries(
    browser: WebDriver, live_server: Any, catalog: Any, shot: Callable[[str], Any]
) -> None:
    from decimal import Decimal

    from selenium.webdriver.support.select import Select

    from catalog.models import TierPrice

    # A transactional test flushes the migration's seeded prices: set the admin's table.
    TierPrice.objects.create(tier="strong", title="Сильная модель", price_per_call=Decimal("0.5"))
    browser.get(live_server.url + "/")
    Select(browser.find_element(By.NAME, "industry")).select_by_visible_text("Связь")
    browser.find_element(By.CSS_SELECTOR, "form.filters button").click()
    wait_until(browser, lambda b: "industry=telecom" in b.current_url)
    titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "article.card h2")]
    assert "Спор по счету за роуминг" in titles and "Ответ по кредитной заявке" not in titles
    assert "Показано 3 решения из" in _text(browser)
    shot("showcase-filtered")

    for slug, industry in (
        ("insurance-claim-triage", "Страхование"),
        ("supplier-invoice-matching", "Бухгалтерия и закупки"),
        ("medical-referral-routing", "Медицина (администрирование)"),
    ):
        browser.get(f"{live_server.url}/solutions/{slug}/")
        text = _text(browser)
        assert industry in text and "₽) в худшем случае" in text
        assert not [w for w in ENGLISH_LEFTOVERS if w in text]
        # Step-kind icons are inline SVG, not glyphs a font must have.
        assert browser.find_elements(By.CSS_SELECTOR, "svg.kind-icon")
        shot(f"card-{slug}")
