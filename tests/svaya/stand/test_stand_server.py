"""The stand over loopback HTTP and in-process: one wire format, one counter."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest

from svaya.stand import SyntheticModel
from svaya.stand.transport import InProcessTransport, default_model
from tests.svaya.stand.helpers import running_stand

BODY = {
    "model": "stand-cheap",
    "messages": [
        {"role": "system", "content": "Ответь кратко."},
        {"role": "user", "content": "Какой статус у заявки?"},
    ],
}


@pytest.fixture
def served() -> Iterator[tuple[SyntheticModel, str]]:
    model = SyntheticModel()
    with running_stand(model) as root:
        yield model, root


@pytest.mark.parametrize("prefix", ["/v1", "/stand/v1"])
def test_chat_completions_answer_under_both_prefixes(
    served: tuple[SyntheticModel, str], prefix: str
) -> None:
    _, root = served

    response = httpx.post(f"{root}{prefix}/chat/completions", json=BODY)

    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    assert response.json()["choices"][0]["message"]["content"]


def test_stats_report_the_requests_answered_by_model(served: tuple[SyntheticModel, str]) -> None:
    _, root = served
    for model_name in ("stand-cheap", "stand-cheap", "stand-error"):
        httpx.post(f"{root}/v1/chat/completions", json={**BODY, "model": model_name})

    stats = httpx.get(f"{root}/stand/v1/stats").json()

    assert stats == {"requests": 3, "by_model": {"stand-cheap": 2, "stand-error": 1}}


def test_an_invalid_json_body_gets_an_openai_style_400(served: tuple[SyntheticModel, str]) -> None:
    _, root = served

    response = httpx.post(f"{root}/v1/chat/completions", content=b'{"model": "stand-')

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["type"] == "invalid_request_error" and "parse the JSON body" in error["message"]


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("GET", "/v1/chat/completions", 405), ("POST", "/v1/stats", 405), ("GET", "/v2/x", 404)],
)
def test_unknown_routes_and_methods_are_refused(
    served: tuple[SyntheticModel, str], method: str, path: str, status: int
) -> None:
    _, root = served

    response = httpx.request(method, f"{root}{path}")

    assert response.status_code == status and "error" in response.json()


def test_in_process_and_loopback_answers_are_the_same_bytes(
    served: tuple[SyntheticModel, str],
) -> None:
    model, root = served
    content = json.dumps(BODY).encode()
    with httpx.Client(transport=InProcessTransport(model)) as local:
        in_process = local.post("inprocess://stand/chat/completions", content=content)

    over_http = httpx.post(f"{root}/v1/chat/completions", content=content)

    assert in_process.content == over_http.content
    assert model.stats()["requests"] == 2


def test_the_in_process_transport_turns_a_missed_deadline_into_a_read_timeout() -> None:
    with httpx.Client(transport=InProcessTransport(SyntheticModel())) as client:
        with pytest.raises(httpx.ReadTimeout):
            client.post(
                "inprocess://stand/chat/completions",
                json={**BODY, "model": "stand-slow"},
                timeout=0.1,
            )


def test_the_default_model_is_shared_by_every_in_process_transport() -> None:
    assert InProcessTransport().model is InProcessTransport().model is default_model()


def test_the_gateway_and_the_stand_import_no_django() -> None:
    code = (
        "import sys, svaya.llm, svaya.stand, svaya.stand.server, svaya.stand.transport;"
        "from svaya.stand.policies import registered; registered();"
        "bad = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'));"
        "print(bad); sys.exit(1 if bad else 0)"
    )

    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)

    assert result.returncode == 0, result.stdout + result.stderr


def test_one_connection_serves_request_after_request(served: tuple[SyntheticModel, str]) -> None:
    """HTTP/1.1 keep-alive, as a provider's server: a client's pool reuses its connection
    (a 404 whose body the app never reads does not spoil the next request on it)."""
    _, root = served
    peers = set()

    def seen(response: httpx.Response) -> None:
        stream = response.extensions["network_stream"]
        peers.add(stream.get_extra_info("client_addr"))

    with httpx.Client(event_hooks={"response": [seen]}) as client:
        for _ in range(3):
            assert client.post(f"{root}/v1/chat/completions", json=BODY).status_code == 200
            assert client.post(f"{root}/v1/nowhere", json=BODY).status_code == 404
        answer = client.post(f"{root}/v1/chat/completions", json=BODY)

    assert answer.status_code == 200 and answer.http_version == "HTTP/1.1"
    assert answer.json()["choices"][0]["message"]["role"] == "assistant"
    assert len(peers) == 1  # one local address: one connection for all seven requests


def test_a_content_length_that_is_not_a_number_is_answered_400(
    served: tuple[SyntheticModel, str],
) -> None:
    _, root = served
    url = httpx.URL(root)
    with socket.create_connection((url.host, url.port), timeout=10) as sock:
        sock.sendall(
            b"POST /v1/chat/completions HTTP/1.1\r\nHost: stand\r\nContent-Length: -5\r\n\r\n"
        )
        answer = sock.makefile("rb").read()
    assert answer.startswith(b"HTTP/1.1 400") and b"Content-Length is not a number" in answer
