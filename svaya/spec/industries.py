"""The industries a solution is filed under on the showcase: codes and their Russian names.

A description names one with `industry:`; the install check refuses a code not listed here.
The names are catalogue data, like a solution's title, and are shown as written.
"""

from __future__ import annotations

INDUSTRIES: dict[str, str] = {
    "bank": "Банки",
    "insurance": "Страхование",
    "retail": "Розница и маркетплейсы",
    "logistics": "Логистика",
    "hr": "Кадры",
    "telecom": "Связь",
    "utilities": "ЖКХ и энергетика",
    "healthcare": "Медицина (администрирование)",
    "legal": "Юридические услуги",
    "accounting": "Бухгалтерия и закупки",
    "government": "Государственные порталы",
    "education": "Образование",
    "realty": "Недвижимость",
    "transport": "Транспорт и автомобили",
}
