"""Outside registries: the credit bureau, invalid passports, the tax service's income records."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from svaya.privacy.checksums import inn_valid
from svaya.stand.world.base import ArgKind, Tool, WorldError, fold, passport_digits

_RU_DATE = re.compile(r"^(\d{2})\.(\d{2})\.(\d{4})$")


class Bureau:
    def __init__(self, data: dict[str, Any]) -> None:
        self.subjects: dict[str, dict[str, Any]] = data["bureau"]

    def tools(self) -> dict[str, Tool]:
        args: dict[str, ArgKind] = {
            "applicant_name": "string",
            "passport": "string",
            "birthdate": "string",
        }
        return {"bureau.credit_history": Tool(self.credit_history, args)}

    def credit_history(self, args: dict[str, Any]) -> dict[str, Any]:
        subject = self.subjects.get(passport_digits(args["passport"]))
        if subject is None:
            raise WorldError(404, "no credit history is kept under this passport")
        if fold(args["applicant_name"]) != fold(subject["applicant_name"]):
            raise WorldError(422, "applicant_name does not match the bureau's subject")
        if _date(args["birthdate"]) != date.fromisoformat(subject["birthdate"]):
            raise WorldError(422, "birthdate does not match the bureau's subject")
        loans = list(subject["open_loans"])
        return {
            "subject_found": True,
            "bureau_score": subject["bureau_score"],
            "open_loans_count": len(loans),
            "open_loans": loans,
            "max_overdue_days": subject["max_overdue_days"],
            "inquiries_30d": subject["inquiries_30d"],
        }


class PassportRegistry:
    def __init__(self, data: dict[str, Any]) -> None:
        self.invalid: dict[str, dict[str, Any]] = data["invalid_passports"]

    def tools(self) -> dict[str, Tool]:
        return {"registry.passport_validity": Tool(self.validity, {"passport": "string"})}

    def validity(self, args: dict[str, Any]) -> dict[str, Any]:
        listed = self.invalid.get(passport_digits(args["passport"]))
        if listed is None:
            return {"valid": True, "status": "действителен", "source": "ГУВМ МВД России"}
        return {"valid": False, **listed, "source": "ГУВМ МВД России"}


class TaxService:
    def __init__(self, data: dict[str, Any]) -> None:
        self.incomes: dict[str, dict[str, Any]] = data["tax_income"]

    def tools(self) -> dict[str, Tool]:
        return {"registry.tax_income": Tool(self.income, {"inn": "string"})}

    def income(self, args: dict[str, Any]) -> dict[str, Any]:
        inn = args["inn"].strip()
        if len(inn) != 12 or not inn_valid(inn):
            raise WorldError(422, "inn: expected a person's INN, 12 digits with valid check digits")
        record = self.incomes.get(inn)
        if record is None:
            raise WorldError(404, "no income records for this INN for the last year")
        return {**record, "source": "ФНС России, сведения о доходах физических лиц"}


def _date(value: str) -> date | None:
    text = value.strip()
    match = _RU_DATE.match(text)
    if match:
        text = f"{match.group(3)}-{match.group(2)}-{match.group(1)}"
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise WorldError(422, "birthdate: expected a date, YYYY-MM-DD or DD.MM.YYYY") from None
