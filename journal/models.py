"""The run journal: one line per step start/end, attempt, pass, LLM call and tool call.

Lines are written by services in the same transaction as the state they record.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from journal.kinds import line_label


class JournalLine(models.Model):
    # Indexed by the (run, id) index below, which every run's journal is read through.
    run = models.ForeignKey(
        "runs.Run",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="journal",
        db_index=False,
    )
    step_id = models.CharField(_("шаг"), max_length=64, blank=True)
    attempt_no = models.PositiveIntegerField(_("попытка"), null=True, blank=True)
    pass_no = models.PositiveIntegerField(_("проход"), null=True, blank=True)
    kind = models.CharField(_("событие"), max_length=64)
    data = models.JSONField(_("данные"), default=dict)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("кто"),
        db_index=False,  # a partial index below: most lines (a run's own) have no actor
    )
    at = models.DateTimeField(_("когда"), auto_now_add=True)

    class Meta:
        ordering = ["id"]
        verbose_name = _("строка журнала")
        verbose_name_plural = _("журнал")
        indexes = [
            models.Index(fields=["run", "id"]),
            models.Index(fields=["kind"]),
            models.Index(
                fields=["actor"], name="journal_line_actor", condition=Q(actor__isnull=False)
            ),
        ]

    def __str__(self) -> str:
        # The admin's title of a line: its kind in Russian, then where (a step id is a code).
        return " ".join(part for part in (line_label(self.kind), self.step_id) if part)
