"""Data classes: codes, the seeded default set, and which of them are personal.

Data classes live as rows in the admin; this module only carries the codes the engine relies on
and the default set a migration seeds (code, Russian title, personal).
"""

from __future__ import annotations

from typing import NamedTuple

PERSONAL_PREFIX = "pd."


class DataClassSeed(NamedTuple):
    code: str
    title_ru: str
    personal: bool


DEFAULT_CLASSES: tuple[DataClassSeed, ...] = (
    DataClassSeed("pd.name", "Ф.И.О.", True),
    DataClassSeed("pd.passport", "Паспортные данные", True),
    DataClassSeed("pd.snils", "СНИЛС", True),
    DataClassSeed("pd.inn", "ИНН физического лица", True),
    DataClassSeed("pd.contacts", "Контакты (телефон, e-mail)", True),
    DataClassSeed("pd.address", "Адрес", True),
    DataClassSeed("pd.birthdate", "Дата рождения", True),
    DataClassSeed("pd.card", "Номер банковской карты", True),
    DataClassSeed("pd.account", "Номер банковского счета", True),
    DataClassSeed("bank.secret", "Банковская тайна", False),
    DataClassSeed("commercial.secret", "Коммерческая тайна", False),
    DataClassSeed("public", "Открытые данные", False),
)

DEFAULT_CODES: frozenset[str] = frozenset(seed.code for seed in DEFAULT_CLASSES)

# Placeholder kind per personal class; pd.contacts splits into PHONE / EMAIL by value.
PLACEHOLDER_KINDS: dict[str, str] = {
    "pd.name": "PERSON",
    "pd.passport": "PASSPORT",
    "pd.snils": "SNILS",
    "pd.inn": "INN",
    "pd.address": "ADDRESS",
    "pd.birthdate": "BIRTHDATE",
    "pd.card": "CARD",
    "pd.account": "ACCOUNT",
}


def is_personal(code: str) -> bool:
    """Personal classes are exactly the `pd.*` codes; they are always pseudonymized."""
    return code.startswith(PERSONAL_PREFIX) and len(code) > len(PERSONAL_PREFIX)


def placeholder_kind(code: str, value: str) -> str:
    """The placeholder family for a value of a personal class: `PERSON`, `PHONE`, …"""
    if code == "pd.contacts":
        return "EMAIL" if "@" in value else "PHONE"
    if code in PLACEHOLDER_KINDS:
        return PLACEHOLDER_KINDS[code]
    suffix = code[len(PERSONAL_PREFIX) :] if is_personal(code) else code
    cleaned = "".join(ch if ch.isalnum() else "_" for ch in suffix.upper())
    return cleaned or "PD"
