from __future__ import annotations

from django.contrib import admin
from django.urls import include, path
from django.utils.translation import gettext_lazy as _
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from svaya.views import api_index

admin.site.site_header = _("Svaya: администрирование")
admin.site.site_title = _("Svaya")
admin.site.index_title = _("Установка")

urlpatterns = [
    path("admin/metrics/", include("handoffs.admin_urls")),
    path("admin/", admin.site.urls),
    path("api/", api_index, name="api-index"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/", include("runs.urls")),
    path("api/controller/", include("handoffs.urls")),
    path("stand/", include("svaya.stand_urls")),
    path("", include("showcase.urls")),
]
