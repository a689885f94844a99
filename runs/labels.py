"""Russian labels of the codes a run, its attempts, passes and calls end with: the admin, the
controllers' pages and the showcase show these, never the codes. Statuses are the TextChoices
in runs/models.py; the outcomes of a run and an attempt are RunEnd and StopCause there."""

from __future__ import annotations

import re
from typing import Any

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
    "conversation.reply": _("ответ человеку"),
    "conversation.transition": _("переход по ребру"),
    "conversation.rejected": _("выход не из этого узла — отклонен"),
    "conversation.unanswered": _("модель не ответила"),
    "conversation.end": _("конечный узел"),
    # A replay (runs/replay.py) stopped where the new version asks what the run never asked.
    "replay_stopped": _("воспроизведение остановлено: запрос изменился"),  # runs.replay.STOPPED
}
EFFECT_LABELS = {"read": _("чтение"), "write": _("запись")}


def outcome_label(code: str) -> str:
    """The label; an unknown code is named as such rather than shown bare."""
    if not code:
        return ""
    label = OUTCOME_LABELS.get(code) or PASS_OUTCOME_LABELS.get(code)
    return str(label) if label else str(_("другой исход (%(code)s)") % {"code": code})


# The engine's detail texts (svaya/engine/*.py) are English and stay so in the engine and the
# journal; a person reads them through these patterns. Each pattern is tried against the whole
# text; a leading "<step or tool>: " names where, and the rest is read again.
_N = r"(?P<n>\d+)"
DETAIL_PATTERNS: list[tuple[re.Pattern[str], Any]] = [
    (
        re.compile(rf"^{_N} passes used without a result$"),
        _("израсходовано проходов без результата: %(n)s"),
    ),
    (
        re.compile(rf"^{_N} turns used without reaching an end$"),
        _("израсходовано ходов разговора без завершения: %(n)s"),
    ),
    (re.compile(rf"^{_N} rejected answers$"), _("отклонено ответов модели: %(n)s")),
    (
        re.compile(rf"^no valid verdict after {_N} repairs$"),
        _("нет корректного вердикта после исправлений: %(n)s"),
    ),
    (
        re.compile(r"^the rendered instruction is empty$"),
        _("инструкция шага после подстановки пуста"),
    ),
    (
        re.compile(r"^the run's role has no right to (?P<x>\S+)$"),
        _("у роли прогона нет права на инструмент «%(x)s»"),
    ),
    (
        re.compile(r"^data route to (?P<x>\S+) does not allow (?P<rest>.+)$"),
        _("маршрут данных к «%(x)s» не разрешает: %(rest)s"),
    ),
    (
        re.compile(r"^arguments of (?P<x>\S+) do not match: (?P<rest>.+)$"),
        _("аргументы «%(x)s» не соответствуют схеме: %(rest)s"),
    ),
    (
        re.compile(r"^tool (?P<x>\S+) is no longer registered$"),
        _("инструмент «%(x)s» больше не зарегистрирован"),
    ),
    (
        re.compile(r"^the conversation ended at '(?P<x>[^']*)'$"),
        _("разговор завершился в узле «%(x)s»"),
    ),
    (re.compile(r"^condition `(?P<x>[^`]*)`: (?P<rest>.+)$"), _("условие «%(x)s»: %(rest)s")),
]
# "<prefix>: <detail>" whose prefix is a known word: the rest is read again.
DETAIL_PREFIXES = {
    "refused": _("отказано"),
    "step input": _("вход шага"),
    "arguments": _("аргументы"),
    "what to confirm": _("что подтвердить"),
    "model call failed": _("вызов модели не удался"),
    "verdict not applied": _("вердикт не применен"),
    "result not applied": _("результат не применен"),
}
_WHERE = re.compile(r"^(?P<where>[\w.-]+): (?P<rest>.+)$", re.S)


def detail_label(text: str) -> str:
    """An engine detail text in Russian; what no pattern knows (a system's own error message)
    is kept as it came, after the Russian of what is known around it."""
    text = (text or "").strip()
    if not text:
        return ""
    for pattern, template in DETAIL_PATTERNS:
        found = pattern.match(text)
        if found:
            parts = found.groupdict()
            if "rest" in parts:
                parts["rest"] = detail_label(parts["rest"])
            return str(template) % parts
    for prefix, label in DETAIL_PREFIXES.items():
        if text.startswith(prefix + ": "):
            return f"{label}: {detail_label(text[len(prefix) + 2 :])}"
    where = _WHERE.match(text)
    if where:
        return f"«{where['where']}»: {detail_label(where['rest'])}"
    return text
