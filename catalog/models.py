"""What can be installed, and under which policies.

Data classes, destinations with their data-route policies, roles with their tool rights, the
installation's tools, and the solutions with their immutable installed versions.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class DataClass(models.Model):
    code = models.CharField(_("код"), max_length=64, unique=True)
    title = models.CharField(_("название"), max_length=200)
    personal = models.BooleanField(_("персональные данные"), default=False)

    class Meta:
        ordering = ["code"]
        verbose_name = _("класс данных")
        verbose_name_plural = _("классы данных")

    def __str__(self) -> str:
        return self.code


class Destination(models.Model):
    class Kind(models.TextChoices):
        LLM = "llm", _("LLM за пределами установки")
        SYSTEM = "system", _("система заказчика")

    code = models.CharField(_("код"), max_length=64, unique=True)
    title = models.CharField(_("название"), max_length=200)
    kind = models.CharField(_("вид"), max_length=16, choices=Kind.choices)
    allowed_classes = models.ManyToManyField(
        DataClass, blank=True, related_name="destinations", verbose_name=_("разрешенные классы")
    )

    class Meta:
        ordering = ["code"]
        verbose_name = _("получатель данных")
        verbose_name_plural = _("получатели данных (маршруты данных)")

    def __str__(self) -> str:
        return self.code


class Tool(models.Model):
    class Effect(models.TextChoices):
        READ = "read", _("чтение")
        WRITE = "write", _("запись")

    name = models.CharField(_("имя"), max_length=100, unique=True)
    title = models.CharField(_("название"), max_length=200)
    description = models.TextField(_("описание"))
    destination = models.ForeignKey(
        Destination, on_delete=models.PROTECT, related_name="tools", verbose_name=_("получатель")
    )
    effect = models.CharField(_("эффект"), max_length=8, choices=Effect.choices)
    connector = models.CharField(_("подключение"), max_length=32)
    timeout_s = models.FloatField(_("таймаут, с"))
    spec = models.JSONField(_("объявление"))  # the registry entry as declared

    class Meta:
        ordering = ["name"]
        verbose_name = _("инструмент")
        verbose_name_plural = _("инструменты")

    def __str__(self) -> str:
        return self.name


class Role(models.Model):
    code = models.CharField(_("код"), max_length=64, unique=True)
    title = models.CharField(_("название"), max_length=200)
    tools = models.ManyToManyField(
        Tool, blank=True, related_name="roles", verbose_name=_("право на инструменты")
    )

    class Meta:
        ordering = ["code"]
        verbose_name = _("роль")
        verbose_name_plural = _("роли")

    def __str__(self) -> str:
        return self.code


class PolicyRevision(models.Model):
    """One row that changes with every change to the policies (data classes, routes, tools,
    rights).

    Workers cache the policy they read under `token` and re-read it when the token moves.
    Database triggers (migration 0004) give the row a new random token, and count `number`
    up, in the very statement that changes a policy table — ORM saves, queryset updates,
    bulk operations and raw SQL alike — so a change applies from the next step on. A token
    is never reused: a rolled-back change or a restored backup cannot bring back a number
    that a worker cached another policy under.
    """

    number = models.PositiveBigIntegerField(default=0)
    token = models.CharField(max_length=32, default="")

    class Meta:
        verbose_name = _("редакция политик")
        verbose_name_plural = _("редакции политик")

    def __str__(self) -> str:
        return str(self.number)


class Solution(models.Model):
    slug = models.SlugField(_("код"), max_length=64, unique=True)
    title = models.CharField(_("название"), max_length=300)
    current_version = models.ForeignKey(
        "SolutionVersion",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("текущая версия"),
    )

    class Meta:
        ordering = ["slug"]
        verbose_name = _("техническое решение")
        verbose_name_plural = _("технические решения")

    def __str__(self) -> str:
        return self.title


class SolutionVersion(models.Model):
    """An installed version. Immutable: a changed description installs a new version."""

    solution = models.ForeignKey(
        Solution, on_delete=models.PROTECT, related_name="versions", verbose_name=_("решение")
    )
    number = models.PositiveIntegerField(_("номер установки"))
    declared_version = models.PositiveIntegerField(_("версия в описании"))
    source = models.TextField(_("текст описания"))
    files = models.JSONField(_("файлы заданий"), default=dict)
    spec = models.JSONField(_("разобранное описание"))
    sha256 = models.CharField(_("хэш"), max_length=64)
    facts = models.JSONField(_("расчетные факты"))
    # What this version would have done to the previous version's recorded samples (each
    # replayed on it when it was installed): same end, changed end, or stopped.
    regression = models.JSONField(_("отчет о регрессии"), null=True, blank=True)
    installed_at = models.DateTimeField(_("установлено"), auto_now_add=True)
    installed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("кем"),
    )

    class Meta:
        ordering = ["solution", "-number"]
        verbose_name = _("версия решения")
        verbose_name_plural = _("версии решений")
        constraints = [
            models.UniqueConstraint(fields=["solution", "number"], name="version_number_unique"),
            models.UniqueConstraint(fields=["solution", "sha256"], name="version_hash_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.solution.slug} #{self.number}"


class TierPrice(models.Model):
    """What one model call may cost on a tier, set by the administrator: the card prints the
    worst case of a run in roubles as its worst-case calls times the dearest tier's price."""

    tier = models.CharField(_("уровень модели"), max_length=32, unique=True)
    title = models.CharField(_("название"), max_length=200)
    price_per_call = models.DecimalField(
        _("наибольшая цена одного вызова, ₽"), max_digits=10, decimal_places=4
    )

    class Meta:
        ordering = ["price_per_call"]
        verbose_name = _("цена вызова уровня модели")
        verbose_name_plural = _("цены вызовов уровней модели")

    def __str__(self) -> str:
        return self.title
