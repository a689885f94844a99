from __future__ import annotations

from django.urls import path

from catalog import views

app_name = "catalog"
urlpatterns = [
    path("", views.showcase, name="showcase"),
]
