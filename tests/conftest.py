"""Suite-wide fixtures. Database tests run on the DATABASE_URL that `make test` sets
(Postgres); tests under tests/svaya/ need no database at all."""

from __future__ import annotations

import os

import pytest
from cryptography.fernet import Fernet

# Replacement maps are sealed with a key from the environment; tests get a throwaway one.
os.environ.setdefault("SVAYA_PD_KEY", Fernet.generate_key().decode())


def pytest_configure(config):
    """Passwords are hashed with a fast hasher in tests: demo_users makes a controller for
    every queue of the catalog, and the production hasher (1M PBKDF2 rounds) would spend most
    of the suite's time there."""
    from django.conf import settings

    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def installation(db):
    """The seeded policies and the installed catalog (a transactional test empties the tables,
    so tests that need the rows ask for them instead of trusting the data migration)."""
    from tests.installed import catalog_installed

    return catalog_installed()


@pytest.fixture(autouse=True)
def _versions_read_again(request):
    """SQLite gives the id of a row a test rolled back (or a transactional test flushed) to
    the next row inserted; the process's caches of immutable versions are keyed by id."""
    yield
    if _uses_database(request.node):
        from runs import wiring

        wiring.version_spec.cache_clear()
        wiring.version_files.cache_clear()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item):
    """Before a database test's data is rolled back, scan every LLM request it stored; the
    verdict is given after the teardown, so a leak never leaves the database dirty."""
    leaks: list[str] = []
    if _uses_database(item) and not item.get_closest_marker("planted_personal_data"):
        from tests.leaks import personal_values_sent

        leaks = personal_values_sent()
    yield
    assert not leaks, f"personal values left the installation: {leaks}"


def _uses_database(item) -> bool:
    fixtures = set(getattr(item, "fixturenames", ()))
    return bool(item.get_closest_marker("django_db") or {"db", "transactional_db"} & fixtures)
