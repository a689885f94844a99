from __future__ import annotations

from django.urls import path

from runs import api, api_compare, api_replay

app_name = "runs"
urlpatterns = [
    path("runs/", api.RunStartApi.as_view(), name="run-start"),
    path("runs/<int:run_id>/", api.RunDetailApi.as_view(), name="run-detail"),
    path("runs/<int:run_id>/replay/", api_replay.RunReplayApi.as_view(), name="run-replay"),
    path("runs/<int:run_id>/compare/", api_compare.RunCompareApi.as_view(), name="run-compare"),
]
