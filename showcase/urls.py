from __future__ import annotations

from django.urls import path

from showcase import views

app_name = "showcase"
urlpatterns = [
    path("", views.showcase, name="showcase"),
    path("solutions/<slug:slug>/", views.solution_detail, name="solution"),
    path("runs/<int:run_id>/", views.run_record, name="run"),
    path("runs/<int:run_id>/record.json", views.run_record_json, name="run-record"),
]
