"""Controllers' queue lists: a count of waiting items per queue, and a list that refreshes
itself (htmx polling, vendored) without a reload."""

from __future__ import annotations

import re
from typing import Any

import pytest

from handoffs.models import HandoffTicket, ItemStatus
from tests.handoffs.conftest import client_for

pytestmark = pytest.mark.django_db


def test_the_list_counts_waiting_items_per_queue_and_polls_itself(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    html = client_for(controller_a).get("/admin/handoffs/handoffticket/").content.decode()
    counts = re.findall(r'<li>(.*?): <strong class="waiting-count">(\d+)</strong></li>', html)
    assert counts == [(ticket_a.queue.title, "1")]
    assert "ждут: 1" in html  # the queue filter says it too
    assert 'hx-trigger="every 5s' in html and 'hx-select="#queue-live"' in html
    assert "/static/showcase/vendor/htmx-2.0.11.min.js" in html


def test_a_decided_item_no_longer_counts(controller_a: Any, ticket_a: HandoffTicket) -> None:
    HandoffTicket.objects.filter(pk=ticket_a.pk).update(
        status=ItemStatus.RESOLVED, decision="terminate", decided_by=controller_a
    )
    html = client_for(controller_a).get("/admin/handoffs/handoffticket/").content.decode()
    assert '<strong class="waiting-count">0</strong>' in html


def test_another_queues_items_are_not_counted(controller_b: Any, ticket_a: HandoffTicket) -> None:
    html = client_for(controller_b).get("/admin/handoffs/handoffticket/").content.decode()
    assert ticket_a.queue.title not in html.split('id="queue-live"', 1)[1].split("</ul>", 1)[0]
