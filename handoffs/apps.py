from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class HandoffsConfig(AppConfig):
    name = "handoffs"
    verbose_name = _("Контролеры")
