"""Stand policies for credit-application-response: `screen`, `fraud-check`, `draft-answer`.

The model reads only what it is sent. The engine's protocol: messages[0] is the step's
instruction, messages[1] the user message {"step_input": {...}} (personal values already
placeholders: [PERSON_1], [PASSPORT_1], …); then per pass the assistant turn, one tool message
per call ({"result": …} | {"error": …} | {"refused": …, "classes": […]}), and engine notes as
user messages ("VALIDATION_ERROR: …", "EXIT_NOT_MET: …"). A verdict is recomputed from the data
on every turn, so a repair request gets the complete, valid verdict again.
"""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any

from svaya.stand.actions import Action, answer_json, call, call_many
from svaya.stand.conversation import Conversation
from svaya.stand.policies.registry import policy

SOLUTION = "credit-application-response"
FRAUD = "bank__fraud_check"
LINKED = "bank__linked_account"
BUREAU = "bureau__credit_history"
PASSPORT = "registry__passport_validity"
IDENTITY_FLAGS = frozenset({"phone_reused", "passport_reused", "name_mismatch", "shared_device"})
HIGH_RISK = 70
_RATE_PCT = 20.0  # the screen's reference rate, from its instruction
_THIRD_PARTY = re.compile(r"(знаком|друг|родствен|треть\w* лиц|чуж|брат|сестр|коллег|партн)")
_DEBT = re.compile(r"погаш\w*.*(займ|заем|заём|долг|кредит)|(займ|заем|заём|долг)\w*.*погаш")
_CRYPTO = re.compile(r"крипт|биткоин|bitcoin|usdt|майнинг|токен")


# -- reading the engine's messages (shared with the portal policies) -------------------------


@dataclass(frozen=True)
class Exchange:
    """One tool call the model made and what came back for it."""

    call_id: str
    tool: str  # the wire name the model used, e.g. bank__fraud_check
    args: dict[str, Any]
    kind: str  # result | error | refused | pending
    payload: Any  # the result object, or the error / refusal text
    classes: tuple[str, ...] = ()


def exchanges(conv: Conversation) -> list[Exchange]:
    answers = {r.call_id: r.data for r in conv.tool_results if r.call_id}
    found = []
    for turn in conv.assistant_turns:
        for past in turn.tool_calls:
            found.append(_exchange(past.id, past.name, past.arguments, answers.get(past.id)))
    return found


def _exchange(call_id: str, tool: str, raw_args: str, answer: Any) -> Exchange:
    try:
        args = json.loads(raw_args)
    except ValueError:
        args = {}
    args = args if isinstance(args, dict) else {}
    if not isinstance(answer, dict):
        return Exchange(call_id, tool, args, "pending", None)
    if "refused" in answer:
        classes = tuple(str(c) for c in answer.get("classes") or ())
        return Exchange(call_id, tool, args, "refused", str(answer["refused"]), classes)
    if "error" in answer:
        return Exchange(call_id, tool, args, "error", str(answer["error"]))
    return Exchange(call_id, tool, args, "result", answer.get("result"))


def step_input(conv: Conversation) -> dict[str, Any]:
    for item in conv.inputs:
        if isinstance(item, dict) and isinstance(item.get("step_input"), dict):
            return item["step_input"]
    return {}


def find(data: Any, key: str) -> Any:
    """The value of `key` nearest the top of `data` (breadth first), or None."""
    queue: deque[Any] = deque([data])
    while queue:
        item = queue.popleft()
        if isinstance(item, dict):
            if key in item:
                return item[key]
            queue.extend(item.values())
        elif isinstance(item, list):
            queue.extend(item)
    return None


def results(seen: list[Exchange], tool: str) -> Iterator[Exchange]:
    return (e for e in seen if e.tool == tool and e.kind == "result")


def rubles(amount: float) -> str:
    return f"{int(amount):,}".replace(",", " ") + " ₽"


# -- screen -----------------------------------------------------------------------------------


@policy(SOLUTION, "screen")
def screen(conv: Conversation) -> Action:
    concerns = screen_concerns(step_input(conv))
    if concerns:
        reason = f"Заявка не соответствует базовым условиям банка: {'; '.join(concerns)}."
    else:
        reason = "Срок, платежная нагрузка и цель кредита соответствуют базовым условиям банка."
    return answer_json({"eligible": not concerns, "concerns": concerns, "reason": reason})


def screen_concerns(data: dict[str, Any]) -> list[str]:
    concerns = [c for c in (_purpose_concern(find(data, "purpose")), _term_concern(data)) if c]
    concerns.extend(c for c in (_payment_concern(data), _age_concern(find(data, "birthdate"))) if c)
    return concerns


def _purpose_concern(purpose: Any) -> str | None:
    text = str(purpose or "").lower()
    if _DEBT.search(text) and _THIRD_PARTY.search(text):
        return f"цель «{purpose}» — погашение займа третьего лица, такая цель запрещена"
    if _CRYPTO.search(text):
        return f"цель «{purpose}» — операции с криптовалютой, такая цель запрещена"
    return None


def _term_concern(data: dict[str, Any]) -> str | None:
    term = find(data, "term_months")
    if isinstance(term, int) and not 3 <= term <= 84:
        return f"срок {term} мес. вне допустимых 3–84 месяцев"
    return None


def _payment_concern(data: dict[str, Any]) -> str | None:
    amount, term, income = (find(data, k) for k in ("amount", "term_months", "monthly_income"))
    if not all(isinstance(v, int | float) for v in (amount, term, income)) or term <= 0:
        return None
    if income <= 0:
        return "доход не указан"
    monthly = monthly_payment(amount, _RATE_PCT, int(term))
    if monthly > income / 2:
        return (
            f"ежемесячный платеж около {rubles(monthly)} превышает половину дохода "
            f"({rubles(income / 2)})"
        )
    return None


def _age_concern(birthdate: Any) -> str | None:
    """A placeholder ([BIRTHDATE_1]) hides the age; only a date the model can read counts."""
    try:
        born = date.fromisoformat(str(birthdate))
    except ValueError:
        return None
    today = date.today()
    age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    return f"заявителю {age} лет, меньше 21 года" if age < 21 else None


def monthly_payment(amount: float, rate_pct: float, term_months: int) -> float:
    rate = rate_pct / 100 / 12
    return amount * rate / (1 - (1 + rate) ** -term_months)


# -- fraud-check ------------------------------------------------------------------------------


@policy(SOLUTION, "fraud-check")
def fraud_check(conv: Conversation) -> Action:
    """Bank antifraud first; then every linked account it (or a linked account) names, and the
    passport and bureau when a flag casts doubt on the identity; a verdict once nothing is open."""
    inputs, seen = step_input(conv), exchanges(conv)
    if not any(e.tool == FRAUD for e in seen):
        args = {k: find(inputs, k) for k in ("application_id", "passport", "phone")}
        return call(FRAUD, args)
    follow_ups = _follow_ups(conv, inputs, seen)
    if follow_ups:
        return call_many(*follow_ups)
    return answer_json(fraud_verdict(seen))


def _follow_ups(
    conv: Conversation, inputs: dict[str, Any], seen: list[Exchange]
) -> list[tuple[str, dict[str, Any]]]:
    asked = {e.args.get("account_ref") for e in seen if e.tool == LINKED}
    planned = [(LINKED, {"account_ref": ref}) for ref in _linked_refs(seen) if ref not in asked]
    if _identity_doubt(seen):
        if not any(e.tool == PASSPORT for e in seen):
            planned.append((PASSPORT, {"passport": find(inputs, "passport")}))
        if not any(e.tool == BUREAU for e in seen):
            keys = ("applicant_name", "passport", "birthdate")
            planned.append((BUREAU, {k: find(inputs, k) for k in keys}))
    offered = {tool.name for tool in conv.tools}
    return [(name, args) for name, args in planned if not offered or name in offered]


def _linked_refs(seen: list[Exchange]) -> list[str]:
    refs: list[str] = []
    for exchange in seen:
        if exchange.kind == "result" and exchange.tool in (FRAUD, LINKED):
            for link in find(exchange.payload, "linked_accounts") or []:
                ref = link.get("account_ref") if isinstance(link, dict) else link
                if isinstance(ref, str) and ref not in refs:
                    refs.append(ref)
    return refs


def _identity_doubt(seen: list[Exchange]) -> bool:
    for exchange in results(seen, FRAUD):
        codes = {
            f.get("code") for f in find(exchange.payload, "flags") or [] if isinstance(f, dict)
        }
        if codes & IDENTITY_FLAGS:
            return True
    return False


def fraud_verdict(seen: list[Exchange]) -> dict[str, Any]:
    strong: list[str] = []
    weak: list[str] = []
    for exchange in seen:
        _signals(exchange, strong, weak)
    sources = list(dict.fromkeys(e.tool.replace("__", ".", 1) for e in seen))
    if strong:
        reason = f"Найдены признаки мошенничества: {'; '.join(strong)}."
    elif weak:
        reason = f"Отмеченные признаки ({'; '.join(weak)}) не подтвердились проверкой источников."
    else:
        reason = "Антифрод-система не выявила признаков мошенничества, связанных счетов нет."
    return {
        "verdict": "suspicious" if strong else "clear",
        "signals": strong + weak,
        "sources_checked": sources,
        "reason": reason,
    }


def _signals(exchange: Exchange, strong: list[str], weak: list[str]) -> None:
    name = exchange.tool.replace("__", ".", 1)
    if exchange.kind in ("error", "refused", "pending"):
        strong.append(f"{name}: проверка не выполнена ({exchange.payload or 'нет ответа'})")
        return
    data = exchange.payload if isinstance(exchange.payload, dict) else {}
    if exchange.tool == FRAUD:
        _fraud_signals(data, strong, weak)
    elif exchange.tool == LINKED:
        _linked_signals(data, strong)
    elif exchange.tool == PASSPORT and data.get("valid") is False:
        strong.append(f"паспорт недействителен ({data.get('reason') or data.get('status')})")
    elif exchange.tool == BUREAU:
        _bureau_signals(data, strong, weak)


def _fraud_signals(data: dict[str, Any], strong: list[str], weak: list[str]) -> None:
    score = data.get("risk_score")
    if isinstance(score, int | float) and score >= HIGH_RISK:
        strong.append(f"высокий балл риска антифрод-системы: {score}")
    weak.extend(str(f.get("text")) for f in data.get("flags") or [] if isinstance(f, dict))


def _linked_signals(data: dict[str, Any], strong: list[str]) -> None:
    transit = data.get("transit") or {}
    if transit.get("detected"):
        owner = "нерезидент" if data.get("resident") is False else "резидент"
        strong.append(
            f"транзитные операции по связанному счету {data.get('account_ref')} "
            f"({owner}, {transit.get('share_pct')}% оборота уходит дальше)"
        )


def _bureau_signals(data: dict[str, Any], strong: list[str], weak: list[str]) -> None:
    overdue, inquiries = data.get("max_overdue_days") or 0, data.get("inquiries_30d") or 0
    if overdue > 30:
        strong.append(f"просрочка по кредитам до {overdue} дней")
    if inquiries >= 6:
        weak.append(f"{inquiries} запросов кредитной истории за 30 дней")


# -- draft-answer -----------------------------------------------------------------------------


@policy(SOLUTION, "draft-answer")
def draft_answer(conv: Conversation) -> Action:
    return answer_json(draft_decision(step_input(conv)))


def draft_decision(data: dict[str, Any]) -> dict[str, Any]:
    """An application the screen or the scoring turned down is declined by the rules in the
    solution's stand.yaml; this is the limit arithmetic they cannot do."""
    app_id, amount, term = (find(data, k) for k in ("application_id", "amount", "term_months"))
    limit, why = _limit(data, float(amount or 0))
    if limit < 10_000:
        return _decline(app_id, why or "доход не позволяет обслуживать кредит")
    if limit >= (amount or 0):
        message = (
            f"Здравствуйте! Банк одобрил вашу заявку {app_id}: кредит {rubles(amount)} "
            f"на {term} мес. Выберите удобное время для подписания договора в "
            "личном кабинете или в отделении банка."
        )
        return {
            "decision": "approve",
            "approved_amount": amount,
            "message": message,
            "reason": "Первичная проверка и скоринг пройдены, сумма в пределах лимита.",
        }
    message = (
        f"Здравствуйте! По заявке {app_id} банк готов предоставить кредит "
        f"{rubles(limit)} на {term} мес. вместо запрошенных {rubles(amount)}. Если "
        "предложение вам подходит, подтвердите его в личном кабинете."
    )
    return {
        "decision": "counter_offer",
        "approved_amount": limit,
        "message": message,
        "reason": f"Запрошенная сумма больше допустимой: {why}.",
    }


def _limit(data: dict[str, Any], amount: float) -> tuple[int, str]:
    """The largest amount the scoring and the confirmed income allow, and what limits it."""
    limit, why = amount, ""
    scored = find(data, "max_amount_rub")
    if isinstance(scored, int | float) and scored < limit:
        limit, why = scored, f"лимит скоринга {rubles(scored)}"
    confirmed = _confirmed_cap(data)
    if confirmed is not None and confirmed < limit:
        limit, why = confirmed, f"подтвержденный доход позволяет до {rubles(confirmed)}"
    return int(limit // 10_000 * 10_000) if limit < amount else int(limit), why


def _confirmed_cap(data: dict[str, Any]) -> float | None:
    annual, declared = find(data, "annual_income_rub"), find(data, "monthly_income")
    term, rate = find(data, "term_months"), find(data, "rate_pct") or _RATE_PCT
    if not all(isinstance(v, int | float) for v in (annual, declared, term)) or term <= 0:
        return None
    confirmed = annual / 12
    if confirmed >= 0.8 * declared:
        return None
    monthly = rate / 100 / 12
    return confirmed / 2 * (1 - (1 + monthly) ** -term) / monthly


def _decline(app_id: Any, why: str) -> dict[str, Any]:
    message = (
        f"Здравствуйте! К сожалению, банк не может одобрить заявку {app_id}. "
        "Вы можете подать новую заявку через 60 дней."
    )
    return {
        "decision": "decline",
        "approved_amount": None,
        "message": message,
        "reason": f"Отказ: {why}.",
    }
