"""Controller queues, handoff tickets and confirmation requests."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import Group
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from runs.models import StopCause


class Queue(models.Model):
    """A controllers' queue; its members are the users of `group`."""

    code = models.CharField(_("код"), max_length=64, unique=True)
    title = models.CharField(_("название"), max_length=200)
    group = models.OneToOneField(
        Group, on_delete=models.PROTECT, related_name="svaya_queue", verbose_name=_("группа")
    )

    class Meta:
        ordering = ["code"]
        verbose_name = _("очередь контролеров")
        verbose_name_plural = _("очереди контролеров")

    def __str__(self) -> str:
        return self.title


class ItemStatus(models.TextChoices):
    OPEN = "open", _("открыт")
    CLAIMED = "claimed", _("в работе")
    RESOLVED = "resolved", _("решен")


# A resolved item carries its decision; an open or claimed one has none.
_RESOLVED_IFF_DECIDED = Q(status=ItemStatus.RESOLVED, decision__gt="") | (
    ~Q(status=ItemStatus.RESOLVED) & Q(decision="")
)


class QueueItem(models.Model):
    """What a controller works on: claimed by one person, decided once, with a reason."""

    queue = models.ForeignKey(Queue, on_delete=models.PROTECT, verbose_name=_("очередь"))
    status = models.CharField(
        _("статус"), max_length=16, choices=ItemStatus.choices, default=ItemStatus.OPEN
    )
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("исполнитель"),
    )
    decision_reason = models.TextField(_("обоснование решения"), blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("кто решил"),
    )
    created_at = models.DateTimeField(_("создан"), auto_now_add=True)
    decided_at = models.DateTimeField(_("решен"), null=True, blank=True)

    class Meta:
        abstract = True
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"{getattr(self, 'point', '')} #{self.pk}"


class HandoffTicket(QueueItem):
    class Decision(models.TextChoices):
        RETRY = "retry", _("повторить шаг")
        TERMINATE = "terminate", _("прекратить задачу")

    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="tickets")
    step_run = models.ForeignKey("runs.StepRun", on_delete=models.CASCADE, related_name="+")
    attempt = models.ForeignKey(
        "runs.Attempt", on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    point = models.CharField(_("точка передачи"), max_length=64)
    reason = models.CharField(_("причина"), max_length=32, choices=StopCause.choices)
    detail = models.TextField(_("подробности"), blank=True)
    retry_step = models.CharField(_("шаг для повтора"), max_length=64)
    decision = models.CharField(_("решение"), max_length=16, choices=Decision.choices, blank=True)

    class Meta(QueueItem.Meta):
        verbose_name = _("передача контролеру")
        verbose_name_plural = _("передачи контролерам")
        # Who reads the inputs and tool results of a ticket in the clear (docs/controllers.md);
        # everyone else in the queue sees placeholders. A superuser has every permission.
        permissions = [
            (
                "view_personal_values",
                _("Может видеть персональные данные в передачах и запросах в открытом виде"),
            )
        ]
        constraints = [
            models.CheckConstraint(
                condition=_RESOLVED_IFF_DECIDED,
                name="ticket_resolved_iff_decided",
            ),
        ]


class ConfirmationRequest(QueueItem):
    class Decision(models.TextChoices):
        APPROVE = "approve", _("подтвердить")
        REJECT = "reject", _("отклонить")

    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="confirmations")
    step_run = models.ForeignKey("runs.StepRun", on_delete=models.CASCADE, related_name="+")
    point = models.CharField(_("точка подтверждения"), max_length=64)
    payload = models.JSONField(_("что будет сделано"))
    decision = models.CharField(_("решение"), max_length=16, choices=Decision.choices, blank=True)

    class Meta(QueueItem.Meta):
        verbose_name = _("запрос подтверждения")
        verbose_name_plural = _("запросы подтверждения")
        constraints = [
            models.CheckConstraint(
                condition=_RESOLVED_IFF_DECIDED,
                name="confirmation_resolved_iff_decided",
            ),
        ]
