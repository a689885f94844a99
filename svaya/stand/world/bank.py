"""The bank's core: the antifraud system, linked accounts, the scoring model and the CRM."""

from __future__ import annotations

import math
import re
from typing import Any

from svaya.stand.world.base import Tool, WorldError, digits, passport_digits

DECISIONS = ("approve", "decline", "counter_offer")
_ROUND_TO = 10_000


class Bank:
    def __init__(self, data: dict[str, Any]) -> None:
        self.applications: dict[str, dict[str, Any]] = data["applications"]
        self.accounts: dict[str, dict[str, Any]] = data["linked_accounts"]
        self.chains: list[dict[str, Any]] = data.get("chains", [])
        self.scoring_rules: dict[str, Any] = data["scoring"]
        self.sent: list[dict[str, Any]] = []

    def tools(self) -> dict[str, Tool]:
        return {
            "bank.fraud_check": Tool(
                self.fraud_check,
                {"application_id": "string", "passport": "string", "phone": "string"},
            ),
            "bank.linked_account": Tool(self.linked_account, {"account_ref": "string"}),
            "bank.scoring": Tool(
                self.scoring,
                {
                    "application_id": "string",
                    "amount": "number",
                    "term_months": "integer",
                    "monthly_income": "number",
                },
            ),
            "crm.send_answer": Tool(
                self.send_answer,
                {"application_id": "string", "decision": "string", "message": "string"},
                effect="write",
            ),
        }

    def fraud_check(self, args: dict[str, Any]) -> dict[str, Any]:
        app_id, app = self._application(args["application_id"])
        if passport_digits(args["passport"]) != digits(app["passport"]):
            raise WorldError(422, f"passport does not match the passport of {app_id}")
        if digits(args["phone"])[-10:] != digits(app["phone"])[-10:]:
            raise WorldError(422, f"phone does not match the phone of {app_id}")
        fraud = app["fraud"]
        return {
            "application_id": app_id,
            "risk_score": fraud["risk_score"],
            "risk_level": _risk_level(fraud["risk_score"]),
            "flags": list(fraud["flags"]),
            "linked_accounts": list(fraud["linked_accounts"]),
        }

    def linked_account(self, args: dict[str, Any]) -> dict[str, Any]:
        ref = args["account_ref"].strip()
        account = self.accounts.get(ref) or self._chained(ref)
        if account is None:
            raise WorldError(404, f"account {ref} is not linked to any application")
        return {"account_ref": ref, **account}

    def scoring(self, args: dict[str, Any]) -> dict[str, Any]:
        app_id, app = self._application(args["application_id"])
        amount, term, income = args["amount"], args["term_months"], args["monthly_income"]
        if amount <= 0 or not 1 <= term <= 120 or income < 0:
            raise WorldError(422, "amount must be > 0, term_months 1–120, monthly_income >= 0")
        score = app["scoring"]
        rate = self.scoring_rules["rates_pct"][score["band"]]
        capacity = income * self.scoring_rules["max_payment_share"] - score["existing_payments_rub"]
        max_amount = _round_down(principal(capacity, rate, term))
        return {
            "application_id": app_id,
            "score": score["score"],
            "band": score["band"],
            "rate_pct": rate,
            "monthly_payment_rub": round(payment(amount, rate, term)),
            "max_amount_rub": max_amount,
            "decision": self._decision(score["score"], amount, max_amount),
        }

    def send_answer(self, args: dict[str, Any]) -> dict[str, Any]:
        app_id, _ = self._application(args["application_id"])
        if args["decision"] not in DECISIONS:
            raise WorldError(422, f"decision must be one of {list(DECISIONS)}")
        if len(args["message"]) > 2000:
            raise WorldError(422, "message is longer than 2000 characters")
        message_id = f"CRM-{len(self.sent) + 1:06d}"
        self.sent.append({**args, "message_id": message_id})
        return {
            "application_id": app_id,
            "status": "sent",
            "message_id": message_id,
            "channel": "СМС и личный кабинет",
        }

    def _application(self, app_id: str) -> tuple[str, dict[str, Any]]:
        app_id = app_id.strip()
        app = self.applications.get(app_id)
        if app is None:
            raise WorldError(404, f"application {app_id} is not known to the bank")
        return app_id, app

    def _chained(self, ref: str) -> dict[str, Any] | None:
        for chain in self.chains:
            match = re.fullmatch(rf"{re.escape(chain['prefix'])}(\d{{{chain['digits']}}})", ref)
            if match and int(match.group(1)) >= chain["first"]:
                return _chain_link(chain, int(match.group(1)))
        return None

    def _decision(self, score: int, amount: float, max_amount: int) -> str:
        if score < self.scoring_rules["decline_below"] or max_amount < _ROUND_TO:
            return "decline"
        return "reduce" if amount > max_amount else "approve"


def _chain_link(chain: dict[str, Any], number: int) -> dict[str, Any]:
    """An account of a chain that never closes: each one passes the money to the next."""
    holders = chain["holders"]
    following = f"{chain['prefix']}{number + 1:0{chain['digits']}d}"
    return {
        "holder": holders[(number - chain["first"]) % len(holders)],
        "holder_type": "юридическое лицо или ИП",
        "resident": True,
        "country": "Россия",
        "transit": dict(chain["transit"]),
        "note": chain["note"],
        "linked_accounts": [{"account_ref": following, "relation": "получатель остатка"}],
    }


def _risk_level(score: int) -> str:
    for limit, level in ((30, "низкий"), (60, "средний"), (80, "повышенный")):
        if score < limit:
            return level
    return "высокий"


def payment(amount: float, rate_pct: float, term_months: int) -> float:
    """Annuity payment per month."""
    monthly = rate_pct / 100 / 12
    return amount * monthly / (1 - (1 + monthly) ** -term_months)


def principal(monthly_payment: float, rate_pct: float, term_months: int) -> float:
    """The amount an annuity payment of `monthly_payment` repays over the term."""
    if monthly_payment <= 0:
        return 0.0
    monthly = rate_pct / 100 / 12
    return monthly_payment * (1 - (1 + monthly) ** -term_months) / monthly


def _round_down(amount: float) -> int:
    return int(math.floor(amount / _ROUND_TO) * _ROUND_TO)
