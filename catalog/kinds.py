"""The kinds of step a task description declares, with their Russian names, defined once.

The spec (svaya/spec/models.py) declares each kind's shape; this is what people read. The
showcase's diagram, the public record and the admin take the names from here.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class StepKind(models.TextChoices):
    LLM = "llm", _("LLM-шаг")
    AGENT = "agent", _("агентский шаг")
    SYSTEM = "system", _("вызов системы")
    BRANCH = "branch", _("развилка")
    PARALLEL = "parallel", _("параллельные ветки")
    JOIN = "join", _("сведение веток")
    CONFIRM = "confirm", _("подтверждение")
    HANDOFF = "handoff", _("передача контролеру")
    CONVERSATION = "conversation", _("разговор по схеме")
