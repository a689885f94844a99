"""Russian labels of the codes a run and its attempts end with (the admin shows these, never
the codes)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

OUTCOME_LABELS = {
    "completed": _("задача выполнена"),
    "terminated": _("контролер прекратил задачу"),
    "rejected": _("отклонено при подтверждении"),
    "task_timebox": _("истекло время задачи"),
    "passes_exhausted": _("кончились проходы"),
    "time_budget": _("кончилось время шага"),
    "call_cap": _("исчерпан потолок вызовов LLM"),
    "rejected_answers": _("слишком много отклоненных ответов"),
    "effect_in_doubt": _("эффект под сомнением"),
    "guard": _("сработала защитная проверка"),
    "step_failed": _("шаг не удался"),
    "route": _("передача по маршруту"),
}
PASS_OUTCOME_LABELS = {
    "tool_calls": _("вызваны инструменты"),
    "result": _("получен результат"),
    "verdict": _("получен вердикт"),
    "rejected_result": _("ответ отклонен проверкой"),
    "exit_not_met": _("условие выхода не выполнено"),
    "empty_turn": _("пустой ответ модели"),
    "timeout": _("модель не ответила вовремя"),
    "transport": _("сбой связи с моделью"),
    "http_status": _("ошибка на стороне модели"),
    "malformed": _("неразборчивый ответ модели"),
}
EFFECT_LABELS = {"read": _("чтение"), "write": _("запись")}


def outcome_label(code: str) -> str:
    """The label; an unknown code is named as such rather than shown bare."""
    if not code:
        return ""
    label = OUTCOME_LABELS.get(code) or PASS_OUTCOME_LABELS.get(code)
    return str(label) if label else str(_("другой исход (%(code)s)") % {"code": code})
