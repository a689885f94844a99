from __future__ import annotations

app_name = "handoffs"
urlpatterns: list = []
