"""The controllers' API, mounted at /api/controller/."""

from __future__ import annotations

from django.urls import path

from handoffs import api

app_name = "handoffs"

_ITEM = {"ticket": "tickets/<int:ticket_id>/", "confirmation": "confirmations/<int:request_id>/"}

urlpatterns = [
    path("items/", api.ItemListApi.as_view(), name="items"),
    path(_ITEM["ticket"], api.TicketDetailApi.as_view(), name="ticket"),
    path(_ITEM["confirmation"], api.ConfirmationDetailApi.as_view(), name="confirmation"),
    *(
        path(f"{_ITEM[kind]}{action}/", api.action_view(kind, action), name=f"{kind}-{action}")
        for kind, action in api.ACTIONS
    ),
]
