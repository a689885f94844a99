from __future__ import annotations

import pkgutil
import subprocess
import sys

import svaya.privacy
from svaya.privacy.classes import DEFAULT_CLASSES, is_personal, placeholder_kind


def test_the_privacy_package_imports_no_django() -> None:
    modules = [f"svaya.privacy.{m.name}" for m in pkgutil.iter_modules(svaya.privacy.__path__)]
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules)
    code += "print(sorted(m for m in sys.modules if m == 'django' or m.startswith('django.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_seeded_classes_mark_exactly_the_pd_codes_personal() -> None:
    assert {seed.code for seed in DEFAULT_CLASSES} >= {
        "pd.name", "pd.passport", "pd.snils", "pd.inn", "pd.contacts", "pd.address",
        "pd.birthdate", "pd.card", "pd.account", "bank.secret", "commercial.secret", "public",
    }  # fmt: skip
    for seed in DEFAULT_CLASSES:
        assert seed.personal == is_personal(seed.code)
        assert seed.title_ru


def test_placeholder_families() -> None:
    assert placeholder_kind("pd.contacts", "a@b.ru") == "EMAIL"
    assert placeholder_kind("pd.contacts", "+7 916 000-00-00") == "PHONE"
    assert placeholder_kind("pd.snils", "") == "SNILS"
    assert placeholder_kind("pd.driver_license", "") == "DRIVER_LICENSE"
