"""The live chat with a flow: a visitor starts a flow's sample from its card and is the person
in that conversation; one conversation at a time per visitor; the page says the model is the
stand and lights up the current node."""

from __future__ import annotations

import pytest
from django.test import Client

from runs.models import Run, RunStatus
from runs.services import run_advance

pytestmark = pytest.mark.django_db
FLOW = "lost-card-block"


def _start(client: Client) -> Run:
    response = client.post(f"/solutions/{FLOW}/try/", {"sample": "lost-and-blocked"})
    assert response.status_code == 302, response.content.decode()[:500]
    run = Run.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])
    run_advance(run_id=run.pk)  # what the worker does; the visitor, not a persona, answers
    return run


def test_a_visitor_chats_with_the_flow_and_sees_the_current_node(installation):
    client = Client()
    run = _start(client)
    page = client.get(f"/live/{run.token}/").content.decode()
    assert 'data-listening="yes"' in page and 'name="text"' in page
    assert "синтетическая модель стенда" in page
    assert 'class="flow-node start current" data-node="greet"' in page
    response = client.post(f"/live/{run.token}/say/", {"text": "Я потеряла карту"})
    assert response.status_code == 302
    run_advance(run_id=run.pk)
    page = client.get(f"/live/{run.token}/").content.decode()
    assert 'class="flow-node current" data-node="identify"' in page
    assert "Я потеряла карту" in page and "lost → «Какая карта»" in page
    client.post(f"/live/{run.token}/say/", {"text": "4417, блокируйте"})
    run_advance(run_id=run.pk)
    run.refresh_from_db()
    assert run.status == RunStatus.COMPLETED
    page = client.get(f"/live/{run.token}/").content.decode()
    assert 'name="text"' not in page and "Публичная запись" in page


def test_a_visitor_keeps_one_conversation_at_a_time(installation):
    client = Client()
    first = _start(client)
    again = client.post(f"/solutions/{FLOW}/try/", {"sample": "forgot-digits"})
    assert again.status_code == 409
    assert f"/live/{first.token}/" in again.content.decode()
    assert Run.objects.count() == 1
    other = Client()  # another visitor is not held by this one's conversation
    assert other.post(f"/solutions/{FLOW}/try/", {"sample": "forgot-digits"}).status_code == 302


def test_a_message_while_the_assistant_answers_is_refused_in_russian(installation):
    client = Client()
    run = _start(client)
    client.post(f"/live/{run.token}/say/", {"text": "Я потеряла карту"})
    refused = client.post(f"/live/{run.token}/say/", {"text": "Алло?"})
    assert refused.status_code == 409
    assert "ассистент еще отвечает" in refused.content.decode()


def test_a_message_with_a_nul_character_is_refused_in_russian(installation):
    """A NUL reached the database, which cannot store it: the page answered 500."""
    client = Client()
    run = _start(client)
    refused = client.post(f"/live/{run.token}/say/", {"text": "Я потеряла\x00карту"})
    assert refused.status_code == 400
    assert "нулевой символ" in refused.content.decode()
    assert client.post(f"/live/{run.token}/say/", {"text": "Я потеряла карту"}).status_code == 302
