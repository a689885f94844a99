"""Admin pages of the installation as a whole, mounted at /admin/metrics/ by the project."""

from __future__ import annotations

from django.urls import path

from handoffs.metrics import metrics_view

urlpatterns = [path("", metrics_view, name="admin-metrics")]
