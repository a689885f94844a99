"""Runs and their ledger: Run → StepRun → Attempt → Pass → LLMCall / ToolCall.

Ledger rows are keyed by (attempt, pass, seq) under a uniqueness constraint: the database is
the last line of defence against paying for a model call or repeating an effect twice.
"""

from __future__ import annotations

import secrets

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from catalog.models import Role, SolutionVersion


def new_token() -> str:
    return secrets.token_urlsafe(32)


class RunStatus(models.TextChoices):
    QUEUED = "queued", _("в очереди")
    RUNNING = "running", _("выполняется")
    WAITING = "waiting", _("ждет человека")
    COMPLETED = "completed", _("завершен")
    FAILED = "failed", _("ошибка")
    TERMINATED = "terminated", _("прекращен")


TERMINAL_RUN = (RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.TERMINATED)


class StopCause(models.TextChoices):
    """Why an attempt ended without a result: the engine's `Why` (svaya/engine/outcomes.py),
    named for people. A handoff ticket's reason is one of these."""

    PASSES = "passes_exhausted", _("кончились проходы")
    TIME = "time_budget", _("кончилось время шага")
    CAP = "call_cap", _("исчерпан потолок вызовов LLM")
    REJECTED = "rejected_answers", _("слишком много отклоненных ответов")
    IN_DOUBT = "effect_in_doubt", _("эффект под сомнением")
    GUARD = "guard", _("сработала защитная проверка")
    FAILED = "step_failed", _("шаг не удался")
    ROUTE = "route", _("передача по маршруту")


class RunEnd(models.TextChoices):
    """How a run ends when no stop cause ended it."""

    COMPLETED = "completed", _("задача выполнена")
    TERMINATED = "terminated", _("контролер прекратил задачу")
    REJECTED = "rejected", _("отклонено при подтверждении")
    TASK_TIMEBOX = "task_timebox", _("истекло время задачи")


class Run(models.Model):
    version = models.ForeignKey(
        SolutionVersion, on_delete=models.PROTECT, related_name="runs", verbose_name=_("версия")
    )
    inputs = models.JSONField(_("входные данные"))
    role = models.ForeignKey(Role, on_delete=models.PROTECT, verbose_name=_("роль"))
    status = models.CharField(
        _("статус"), max_length=16, choices=RunStatus.choices, default=RunStatus.QUEUED
    )
    current_step = models.CharField(_("текущий шаг"), max_length=64, blank=True)
    outcome = models.CharField(_("исход"), max_length=64, blank=True)
    outcome_detail = models.TextField(_("подробности исхода"), blank=True)
    deadline = models.DateTimeField(_("срок задачи"))
    lease_owner = models.CharField(max_length=64, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(_("создан"), auto_now_add=True)
    started_at = models.DateTimeField(_("начат"), null=True, blank=True)
    finished_at = models.DateTimeField(_("закончен"), null=True, blank=True)
    recorded = models.BooleanField(_("записанный запуск витрины"), default=False)
    sample = models.CharField(_("образец"), max_length=100, blank=True)
    # The secret part of the run's live page address (/live/<token>/): whoever started the run
    # gets the link; nobody can guess another run's.
    token = models.CharField(
        _("ключ страницы прогона"), max_length=64, unique=True, default=new_token, editable=False
    )
    # A replay (runs/replay.py) re-executes the run it names on its own version with the
    # recorded answers: never real work (no queue, no ticket, no metric counts it).
    replay_of = models.ForeignKey(
        "self",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="replays",
        verbose_name=_("воспроизведение прогона"),
    )
    replay = models.JSONField(_("итог воспроизведения"), null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name = _("прогон")
        verbose_name_plural = _("прогоны")
        constraints = [
            models.CheckConstraint(
                condition=Q(status__in=RunStatus.values), name="run_status_valid"
            ),
            models.CheckConstraint(
                condition=~Q(status__in=TERMINAL_RUN) | Q(finished_at__isnull=False),
                name="run_terminal_has_finish",
            ),
        ]
        indexes = [models.Index(fields=["status", "lease_expires_at"])]

    def __str__(self) -> str:
        return f"#{self.pk} {self.version.solution.slug}"


class StepStatus(models.TextChoices):
    RUNNING = "running", _("выполняется")
    WAITING = "waiting", _("ждет человека")
    COMPLETED = "completed", _("выполнен")
    FAILED = "failed", _("ошибка")
    SKIPPED = "skipped", _("пропущен")


class StepRun(models.Model):
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="steps")
    step_id = models.CharField(_("шаг"), max_length=64)
    kind = models.CharField(_("вид"), max_length=16)
    branch = models.CharField(_("ветка"), max_length=80, blank=True)  # "<parallel>:<index>"
    status = models.CharField(
        _("статус"), max_length=16, choices=StepStatus.choices, default=StepStatus.RUNNING
    )
    output = models.JSONField(_("результат"), null=True, blank=True)
    provenance = models.ForeignKey(
        "LLMCall", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["id"]
        verbose_name = _("шаг прогона")
        verbose_name_plural = _("шаги прогона")
        constraints = [
            models.UniqueConstraint(fields=["run", "step_id"], name="steprun_unique"),
            models.CheckConstraint(
                condition=Q(status__in=StepStatus.values), name="steprun_status_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.step_id}"


class Branch(models.Model):
    """One branch of a parallel step: its own lease, advanced by its own Celery task."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="branches")
    parallel_step = models.CharField(max_length=64)
    index = models.PositiveSmallIntegerField()
    done = models.BooleanField(default=False)
    lease_owner = models.CharField(max_length=64, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["run", "parallel_step", "index"], name="branch_unique")
        ]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.parallel_step}:{self.index}"


class AttemptStatus(models.TextChoices):
    RUNNING = "running", _("идет")
    SUCCEEDED = "succeeded", _("успешна")
    EXHAUSTED = "exhausted", _("исчерпана")
    FAILED = "failed", _("неуспешна")
    WAITING = "waiting", _("ждет человека")


class Attempt(models.Model):
    step_run = models.ForeignKey(StepRun, on_delete=models.CASCADE, related_name="attempts")
    number = models.PositiveIntegerField()
    status = models.CharField(
        max_length=16, choices=AttemptStatus.choices, default=AttemptStatus.RUNNING
    )
    outcome = models.CharField(max_length=64, blank=True)
    outcome_detail = models.TextField(blank=True)
    deadline = models.DateTimeField()
    replacement_map = models.BinaryField(null=True, blank=True)  # sealed, see svaya.privacy
    replays = models.PositiveIntegerField(default=0)
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["step_run", "number"]
        constraints = [
            models.UniqueConstraint(fields=["step_run", "number"], name="attempt_unique"),
            models.CheckConstraint(
                condition=Q(status__in=AttemptStatus.values), name="attempt_status_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.step_run_id}#{self.number}"


class Pass(models.Model):
    # No index of its own: the unique (attempt, ...) key leads with it.
    attempt = models.ForeignKey(
        Attempt, on_delete=models.CASCADE, related_name="passes", db_index=False
    )
    number = models.PositiveIntegerField()
    outcome = models.CharField(max_length=64)
    detail = models.JSONField(default=dict)
    finished_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["attempt", "number"]
        constraints = [models.UniqueConstraint(fields=["attempt", "number"], name="pass_unique")]

    def __str__(self) -> str:
        return f"{self.attempt_id}.{self.number}"


class CallStatus(models.TextChoices):
    STARTED = "started", _("начат")
    FINISHED = "finished", _("завершен")
    LOST = "lost", _("потерян")  # started, its worker died before the answer was recorded
    REFUSED = "refused", _("отказано")
    IN_DOUBT = "in_doubt", _("под сомнением")
    FAILED = "failed", _("ошибка")


class LedgerRow(models.Model):
    """A model or tool call keyed by (attempt, pass, seq): the unit a replay never repeats.

    The `%(class)s` names give each concrete ledger its own key and status constraints."""

    pass_no = models.PositiveIntegerField(_("проход"))
    seq = models.PositiveIntegerField(_("№ в попытке"))
    status = models.CharField(_("статус"), max_length=16, choices=CallStatus.choices)
    latency_ms = models.FloatField(_("время ответа, мс"), null=True, blank=True)
    replays = models.PositiveIntegerField(_("воспроизведений"), default=0)
    started_at = models.DateTimeField(_("начат"), auto_now_add=True)
    finished_at = models.DateTimeField(_("закончен"), null=True, blank=True)

    class Meta:
        abstract = True
        ordering = ["attempt", "pass_no", "seq"]
        constraints = [
            models.UniqueConstraint(
                fields=["attempt", "pass_no", "seq"], name="%(class)s_ledger_key"
            ),
            models.CheckConstraint(
                condition=Q(status__in=CallStatus.values), name="%(class)s_status_valid"
            ),
        ]


class LLMCall(LedgerRow):
    # No index of its own: the unique (attempt, ...) key leads with it.
    attempt = models.ForeignKey(
        Attempt, on_delete=models.CASCADE, related_name="llm_calls", db_index=False
    )
    tier = models.CharField(_("уровень модели"), max_length=32)
    model = models.CharField(_("модель"), max_length=100)
    request = models.JSONField()
    response = models.JSONField(null=True, blank=True)
    status_code = models.IntegerField(_("код ответа HTTP"), null=True, blank=True)
    error_kind = models.CharField(max_length=32, blank=True)
    error = models.TextField(blank=True)
    tokens_in = models.IntegerField(null=True, blank=True)
    tokens_out = models.IntegerField(null=True, blank=True)
    cost = models.DecimalField(max_digits=14, decimal_places=8, null=True, blank=True)
    finish_reason = models.CharField(max_length=32, blank=True)
    empty = models.BooleanField(_("пустой ответ"), default=False)
    without_cost = models.BooleanField(_("без стоимости"), default=False)
    record = models.JSONField(null=True, blank=True)  # the gateway's whole-call record

    class Meta(LedgerRow.Meta):
        verbose_name = _("вызов LLM")
        verbose_name_plural = _("вызовы LLM")

    def __str__(self) -> str:
        return _("вызов LLM %(key)s") % {"key": f"{self.attempt_id}:{self.pass_no}:{self.seq}"}


class ToolCall(LedgerRow):
    # No index of its own: the unique (attempt, ...) key leads with it.
    attempt = models.ForeignKey(
        Attempt, on_delete=models.CASCADE, related_name="tool_calls", db_index=False
    )
    tool = models.CharField(max_length=100)
    effect = models.CharField(max_length=8)
    call_id = models.CharField(max_length=100, blank=True)  # the model's tool-call id
    idempotency_key = models.CharField(max_length=120, blank=True)
    args = models.JSONField(null=True, blank=True)  # as sent to the system (home only)
    result = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    tries = models.PositiveSmallIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.tool} {self.attempt_id}:{self.pass_no}:{self.seq}"


class Conversation(models.Model):
    """A conversation step's state between the person's messages: which node waits for an
    answer, how many messages it needs to go on, when silence ends it, and the transcript as
    the person sees it (values, not placeholders: it never leaves the installation)."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="conversations")
    step_id = models.CharField(_("шаг"), max_length=64)
    attempt_no = models.PositiveIntegerField(_("попытка"))
    node = models.CharField(_("узел"), max_length=128, blank=True)
    expects = models.PositiveIntegerField(_("ждет сообщений"), default=0)
    silence_at = models.DateTimeField(_("молчание до"), null=True, blank=True)
    transcript = models.JSONField(_("переписка"), default=list)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("разговор")
        verbose_name_plural = _("разговоры")
        constraints = [
            models.UniqueConstraint(fields=["run", "step_id"], name="conversation_per_step")
        ]
        indexes = [models.Index(fields=["silence_at"])]

    def __str__(self) -> str:
        return f"{self.run_id}:{self.step_id} @ {self.node}"


class HeardKind(models.TextChoices):
    MESSAGE = "message", _("сообщение")
    SILENCE = "silence", _("молчание")


class PersonMessage(models.Model):
    """What the person wrote (or that they stayed silent), numbered within the attempt: the
    engine reads them in order on every replay, so each is answered exactly once."""

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="messages"
    )
    attempt_no = models.PositiveIntegerField(_("попытка"))
    seq = models.PositiveIntegerField(_("номер"))
    kind = models.CharField(_("что"), max_length=16, choices=HeardKind.choices)
    text = models.TextField(_("текст"), blank=True)
    at = models.DateTimeField(_("когда"), auto_now_add=True)

    class Meta:
        ordering = ["attempt_no", "seq"]
        verbose_name = _("сообщение человека")
        verbose_name_plural = _("сообщения человека")
        constraints = [
            models.UniqueConstraint(
                fields=["conversation", "attempt_no", "seq"], name="person_message_key"
            ),
            models.CheckConstraint(
                condition=Q(kind__in=HeardKind.values), name="person_message_kind_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.conversation_id}#{self.attempt_no}.{self.seq} {self.kind}"
