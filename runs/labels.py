"""Russian labels of the codes a run, its attempts, passes and calls end with: the admin, the
controllers' pages and the showcase show these, never the codes. Statuses are the TextChoices
in runs/models.py; the outcomes of a run and an attempt are RunEnd and StopCause there."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from runs.models import RunEnd, StopCause

# A run's outcome is a RunEnd or a StopCause; an attempt's is a StopCause.
OUTCOME_LABELS = {**dict(RunEnd.choices), **dict(StopCause.choices)}
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
    # The public record's own codes: a pass that has no row yet, a system step's one call.
    "unfinished": _("проход не завершен"),
    "system_call": _("вызов системы"),
}
EFFECT_LABELS = {"read": _("чтение"), "write": _("запись")}


def outcome_label(code: str) -> str:
    """The label; an unknown code is named as such rather than shown bare."""
    if not code:
        return ""
    label = OUTCOME_LABELS.get(code) or PASS_OUTCOME_LABELS.get(code)
    return str(label) if label else str(_("другой исход (%(code)s)") % {"code": code})
