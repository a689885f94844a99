from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ShowcaseConfig(AppConfig):
    name = "showcase"
    verbose_name = _("Витрина")
