"""Suite-wide fixtures. Database tests run on the DATABASE_URL that `make test` sets
(Postgres); tests under tests/svaya/ need no database at all."""

from __future__ import annotations

import os

from cryptography.fernet import Fernet

# Replacement maps are sealed with a key from the environment; tests get a throwaway one.
os.environ.setdefault("SVAYA_PD_KEY", Fernet.generate_key().decode())


import pytest


@pytest.fixture
def installation(db):
    """The seeded policies and the installed catalog (a transactional test empties the tables,
    so tests that need the rows ask for them instead of trusting the data migration)."""
    from catalog.services import catalog_install

    return catalog_install()
