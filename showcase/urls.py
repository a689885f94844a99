from __future__ import annotations

from django.urls import path

from showcase import chat, live, replays, views

app_name = "showcase"
urlpatterns = [
    path("", views.showcase, name="showcase"),
    path("solutions/<slug:slug>/", views.solution_detail, name="solution"),
    path("runs/<int:run_id>/", views.run_record, name="run"),
    path("runs/<int:run_id>/record.json", views.run_record_json, name="run-record"),
    path("runs/<int:run_id>/replays/<int:replay_id>/", replays.run_compare, name="run-compare"),
    path("solutions/<slug:slug>/try/", live.sample_start, name="sample-start"),
    path("live/<str:token>/", live.live_run, name="live"),
    path("live/<str:token>/state/", live.live_run_state, name="live-state"),
    path("live/<str:token>/record.json", live.live_run_record_json, name="live-record"),
    path("live/<str:token>/say/", chat.chat_say, name="live-say"),
]
