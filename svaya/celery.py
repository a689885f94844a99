"""The Celery app. Tasks live in the Django apps and carry explicit names."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "svaya.settings")

app = Celery("svaya")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
