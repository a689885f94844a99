"""The tax service's income records. (The credit bureau and the register of invalid passports
are declared in catalog/solutions/credit-application-response/stand.yaml; an INN's check digits
are what keeps this one in Python.)"""

from __future__ import annotations

from typing import Any

from svaya.privacy import inn_valid
from svaya.stand.world.base import Tool, WorldError


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
