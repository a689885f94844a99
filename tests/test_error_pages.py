"""Wrong addresses and server errors get Russian pages, not Django's debug pages."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.http import HttpRequest, HttpResponse
from django.test import Client, override_settings
from django.urls import include, path


def _broken(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug")


urlpatterns = [path("broken/", _broken), path("", include("svaya.urls"))]

pytestmark = pytest.mark.django_db


@override_settings(DEBUG=False)
def test_a_missing_page_is_a_russian_404() -> None:
    response = Client().get("/no/such/page/", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 404
    text = response.content.decode()
    assert "Страница не найдена" in text
    assert "/no/such/page/" in text
    assert "Page not found" not in text and "Not Found" not in text


@override_settings(DEBUG=False)
def test_an_unknown_solution_is_the_same_404_page() -> None:
    response = Client().get("/solutions/no-such-solution/")
    assert response.status_code == 404
    assert "Страница не найдена" in response.content.decode()


@override_settings(DEBUG=False, ROOT_URLCONF=__name__)
def test_a_server_error_is_a_russian_500_without_details() -> None:
    response = Client(raise_request_exception=False).get("/broken/", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 500
    text = response.content.decode()
    assert "Внутренняя ошибка сервера" in text
    assert "RuntimeError" not in text and "a bug" not in text and "Traceback" not in text


@pytest.mark.parametrize(
    "url",
    ["/live/%00/", "/admin/runs/run/?status=%00", "/?industry=%00", "/admin/login/?next=%00"],
)
def test_a_nul_character_in_an_address_is_a_400_not_a_500(url: str, installation) -> None:
    """Found by fuzzing: the database driver fails on a NUL (a token or an admin list filter
    looked up with one answered 500)."""
    admin = get_user_model().objects.create_superuser("root", "root@example.org", "pw")
    client = Client()
    client.force_login(admin)
    response = client.get(url)
    assert response.status_code == 400
    assert "нулевой символ" in response.content.decode()


def test_a_nul_character_in_a_form_field_is_a_400(installation) -> None:
    response = Client().post("/admin/login/", {"username": "root\x00", "password": "pw"})
    assert response.status_code == 400
    assert Client().get("/admin/login/").status_code == 200  # and nothing else is refused
