"""The journal's vocabulary: every kind of line, with its Russian label, defined once.

Services write `kind=LineKind.…`; the admin, the controllers' pages and the public record read
the labels from here. A new kind of line is one member below.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class LineKind(models.TextChoices):
    SOLUTION_INSTALLED = "solution.installed", _("решение установлено")
    POLICY_ADDED = "policy.added", _("политика добавлена")
    POLICY_CHANGED = "policy.changed", _("политика изменена")
    POLICY_DELETED = "policy.deleted", _("политика удалена")
    RUN_QUEUED = "run.queued", _("прогон поставлен в очередь")
    RUN_COMPLETED = "run.completed", _("прогон завершен")
    RUN_FAILED = "run.failed", _("прогон завершен с ошибкой")
    RUN_TERMINATED = "run.terminated", _("прогон прекращен")
    RUN_REPLAYED = "run.replayed", _("прогон воспроизведен на версии")
    RUN_TIMEBOX_RENEWED = "run.timebox_renewed", _("срок задачи продлен контролером")
    STEP_STARTED = "step.started", _("шаг начат")
    STEP_COMPLETED = "step.completed", _("шаг выполнен")
    ATTEMPT_STARTED = "attempt.started", _("новая попытка")
    ATTEMPT_REPLAYED = "attempt.replayed", _("попытка воспроизведена")
    PASS = "pass", _("проход завершен")
    LLM_CALL = "llm.call", _("вызов LLM")
    LLM_LOST = "llm.lost", _("вызов LLM потерян")
    TOOL_STARTED = "tool.started", _("запись начата")
    TOOL_CALL = "tool.call", _("вызов инструмента")
    PARALLEL_FORKED = "parallel.forked", _("ветки запущены")
    BRANCH_COMPLETED = "branch.completed", _("ветка завершена")
    PARALLEL_JOINED = "parallel.joined", _("ветки сведены")
    HANDOFF_OPENED = "handoff.opened", _("передача контролеру")
    HANDOFF_CLAIMED = "handoff.claimed", _("передача взята в работу")
    HANDOFF_RELEASED = "handoff.released", _("передача возвращена в очередь")
    HANDOFF_RETRY = "handoff.retry", _("контролер повторил шаг")
    HANDOFF_TERMINATED = "handoff.terminated", _("контролер прекратил задачу")
    CONFIRMATION_OPENED = "confirmation.opened", _("запрошено подтверждение")
    CONFIRMATION_CLAIMED = "confirmation.claimed", _("запрос взят в работу")
    CONFIRMATION_RELEASED = "confirmation.released", _("запрос возвращен в очередь")
    CONFIRMATION_APPROVED = "confirmation.approved", _("подтверждено")
    CONFIRMATION_REJECTED = "confirmation.rejected", _("отклонено")
    USER_DEMO_CREATED = "user.demo_created", _("создан демонстрационный пользователь")
    CONVERSATION_LISTENING = "conversation.listening", _("ждет ответа человека")
    CONVERSATION_HEARD = "conversation.heard", _("человек ответил")
    CONVERSATION_SILENCE = "conversation.silence", _("человек молчит")


def line_label(kind: str) -> str:
    """A kind's Russian label; an unknown kind is shown as itself."""
    return str(LineKind(kind).label) if kind in LineKind.values else kind
