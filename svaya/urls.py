from __future__ import annotations

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from svaya.views import api_index

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", api_index, name="api-index"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/", include("runs.urls")),
    path("api/controller/", include("handoffs.urls")),
    path("stand/", include("svaya.stand_urls")),
    path("", include("showcase.urls")),
]
