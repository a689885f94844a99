"""The controllers' API, mounted at /api/controller/."""

from __future__ import annotations

from django.urls import path

from handoffs import api

app_name = "handoffs"

_TICKET = "tickets/<int:ticket_id>/"
_CONFIRMATION = "confirmations/<int:request_id>/"

urlpatterns = [
    path("items/", api.ItemListApi.as_view(), name="items"),
    path(_TICKET, api.TicketDetailApi.as_view(), name="ticket"),
    path(f"{_TICKET}claim/", api.TicketClaimApi.as_view(), name="ticket-claim"),
    path(f"{_TICKET}release/", api.TicketReleaseApi.as_view(), name="ticket-release"),
    path(f"{_TICKET}retry/", api.TicketRetryApi.as_view(), name="ticket-retry"),
    path(f"{_TICKET}terminate/", api.TicketTerminateApi.as_view(), name="ticket-terminate"),
    path(_CONFIRMATION, api.ConfirmationDetailApi.as_view(), name="confirmation"),
    path(f"{_CONFIRMATION}claim/", api.ConfirmationClaimApi.as_view(), name="confirmation-claim"),
    path(
        f"{_CONFIRMATION}release/",
        api.ConfirmationReleaseApi.as_view(),
        name="confirmation-release",
    ),
    path(
        f"{_CONFIRMATION}approve/",
        api.ConfirmationApproveApi.as_view(),
        name="confirmation-approve",
    ),
    path(
        f"{_CONFIRMATION}reject/", api.ConfirmationRejectApi.as_view(), name="confirmation-reject"
    ),
]
