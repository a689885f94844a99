"""Browser tests: Debian's headless Chromium driven by selenium against a live server.

`scripts/browser.sh` (called by `make test`) installs `chromium` and `chromium-driver` when
missing. Every test leaves a screenshot of where it ended under var/test-artifacts/ (gitignored);
`shot(name)` also keeps a named one in docs/screenshots/ when SVAYA_DOCS_SCREENSHOTS=1 (so an
ordinary run does not rewrite the documentation's pictures).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
ARTIFACTS = ROOT / "var" / "test-artifacts"
DOCS_SCREENSHOTS = ROOT / "docs" / "screenshots"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1280,900",
    "--lang=ru-RU",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def _chromium_installed() -> None:
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if missing:
        pytest.fail(
            f"browser tests need {', '.join(missing)}: run scripts/browser.sh "
            "(apt-get install chromium chromium-driver)",
            pytrace=False,
        )


def _new_driver(profile: str) -> WebDriver:
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    # Both paths are given, so selenium never looks for (or downloads) a driver itself.
    return webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)


@pytest.fixture
def browser(_chromium_installed: None, request: pytest.FixtureRequest) -> Iterator[WebDriver]:
    profile = tempfile.mkdtemp(prefix="svaya-chromium-")
    driver = _new_driver(profile)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.nodeid.removeprefix("tests/browser/"))
        driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def shot(browser: WebDriver) -> Callable[[str], Path]:
    """Keep a named screenshot of the current page (and in docs/screenshots/ when asked)."""

    def take(name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        _full_page(browser)
        browser.save_screenshot(str(path))
        if os.environ.get("SVAYA_DOCS_SCREENSHOTS") == "1":
            DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, DOCS_SCREENSHOTS / f"{name}.png")
        return path

    return take


def _full_page(browser: WebDriver) -> None:
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(1280, min(max(int(height), 900), 4000))


@pytest.fixture
def catalog(transactional_db: Any) -> Any:
    """The installed catalog, committed: the live server's threads and worker processes see it."""
    from tests.installed import catalog_installed

    return catalog_installed()


def wait_until(browser: WebDriver, condition: Callable[[WebDriver], Any], seconds: float = 30):
    return WebDriverWait(browser, seconds, poll_frequency=0.2).until(condition)


def stretched_headings(browser: WebDriver) -> list[str]:
    """Module headings taller than a line: a heading laid out beside a floated form stretches
    behind it and shows as empty blue bands between the form's fieldsets."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#content .module h2')]"
        ".filter(h => h.getBoundingClientRect().height > 80).map(h => h.innerText);"
    )
