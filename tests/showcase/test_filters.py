"""The showcase at 30: filters by industry, step kind and agentic, search over titles and
summaries (Russian full-text on Postgres, a plain match on SQLite), the worst case in roubles."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from django.db import connection
from django.test import Client

from catalog.models import TierPrice
from showcase.diagram import Card
from showcase.filters import Filters, matches

pytestmark = pytest.mark.django_db


def slugs(client: Client, query: str) -> set[str]:
    response = client.get(f"/?{query}")
    assert response.status_code == 200
    return {card.slug for card in response.context["cards"]}


def test_the_industry_filter_shows_only_that_industry(client: Client, catalog: Any):
    found = slugs(client, "industry=telecom")
    assert {"number-porting", "roaming-bill-dispute", "tariff-change-request"} <= found
    assert "credit-application-response" not in found


def test_the_agentic_filter_shows_the_agentic_solutions_and_the_rest(client: Client, catalog: Any):
    agentic = slugs(client, "agentic=yes")
    assert agentic == {"credit-application-response", "portal-submission-from-document"}
    assert not agentic & slugs(client, "agentic=no")


def test_the_step_kind_filter_shows_routes_that_have_such_a_step(client: Client, catalog: Any):
    found = slugs(client, "kind=confirm")
    assert "insurance-claim-triage" in found and "roaming-bill-dispute" not in found
    assert len(found) >= 8


def test_search_finds_a_word_in_another_case_on_postgres(client: Client, catalog: Any):
    if connection.vendor != "postgresql":
        pytest.skip("Russian full-text search is the Postgres path")
    # «кредит» is in the title only as «кредитной»; «больничного» in the summary as «больничный».
    assert "credit-application-response" in slugs(client, "q=кредит")
    assert "sick-leave-check" in slugs(client, "q=больничного")
    assert slugs(client, "q=несуществующееслово") == set()


def test_the_plain_fallback_matches_every_word_case_folded():
    card = Card(
        slug="x",
        title="Ответ по кредитной заявке",
        summary="Банк получает заявку",
        version=1,
        nodes=(),
        pass_limits=(),
        worst_case_llm_calls=0,
        systems=(),
        handoff_points=(),
        confirmation_points=(),
    )
    sqlite = Filters(q="КРЕДИТ банк")
    if connection.vendor == "postgresql":
        connection.vendor, restore = "sqlite", connection.vendor
        try:
            assert matches(card, sqlite) and not matches(card, Filters(q="ипотека"))
        finally:
            connection.vendor = restore
    else:
        assert matches(card, sqlite) and not matches(card, Filters(q="ипотека"))


def test_the_card_prints_the_worst_case_in_roubles_from_the_admin_price(
    client: Client, catalog: Any
):
    TierPrice.objects.update_or_create(
        tier="strong", defaults={"title": "Сильная", "price_per_call": Decimal("1.25")}
    )
    html = client.get("/solutions/credit-application-response/").content.decode()
    # 22 worst-case calls × 1.25 ₽, the dearest tier's price.
    assert "не дороже 27,50 ₽" in html


def test_only_administrators_change_the_tier_prices(client: Client, catalog: Any):
    from django.contrib.auth import get_user_model

    from catalog.policies import administrators_group

    user = get_user_model().objects.create_user("outsider", password="x", is_staff=True)
    client.force_login(user)
    row = TierPrice.objects.get(tier="strong")
    url = f"/admin/catalog/tierprice/{row.pk}/change/"
    assert client.post(url, {"title": "x", "price_per_call": "0"}).status_code == 403
    user.groups.add(administrators_group())
    response = client.post(url, {"title": "Сильная", "price_per_call": "0.75"})
    assert response.status_code == 302
    assert TierPrice.objects.get(tier="strong").price_per_call == Decimal("0.75")
