"""API fuzzing: schemathesis generates requests from the OpenAPI schema (/api/schema/) and
sends each to Django's WSGI application in this process, once as every kind of caller.

The suite holds when no request is answered with a 5xx, and when the answers about who may
call are right: an anonymous caller is refused as not signed in (never given data), an
operator is refused the controllers' endpoints, a controller the operators' (starting and
reading runs). The callers are the demo installation's own (`demo_users_ensure`), signed in
with HTTP Basic. The number of examples is bounded (FUZZ_EXAMPLES per operation) so the run
stays short in `make test`.
"""

from __future__ import annotations

import base64
import json
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import schemathesis
from django.conf import settings as django_settings
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.urls import Resolver404, resolve
from django.utils import translation
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from rest_framework.exceptions import NotAuthenticated
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from handoffs.api import IsController
from handoffs.models import ConfirmationRequest, HandoffTicket
from handoffs.services import demo_users_ensure
from runs.api import RunDetailApi
from runs.services import nul_path
from tests.handoffs.conftest import confirmation_b, ticket_a  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db

FUZZ_EXAMPLES = int(os.environ.get("SVAYA_FUZZ_EXAMPLES", "25"))
CONTROLLER_API, RUNS_API = "/api/controller/", "/api/runs/"
NUL_REFUSED = "нулевой символ"


@dataclass(frozen=True)
class Caller:
    name: str
    headers: dict[str, str]


def _basic(username: str, password: str) -> dict[str, str]:
    token = base64.b64encode(f"{username}:{password}".encode()).decode()
    return {"Authorization": f"Basic {token}"}


@pytest.fixture
def callers(installation: Any) -> dict[str, Caller]:
    users = {u.username: u for u in demo_users_ensure(known={})}
    named = {
        "administrator": "admin",
        "operator": "operator",
        "controller": "controller-fraud-controllers",
    }
    found = {
        kind: Caller(kind, _basic(name, users[name].password or "")) for kind, name in named.items()
    }
    return {"anonymous": Caller("anonymous", {}), **found}


@pytest.fixture
def wsgi_app() -> Iterator[Any]:
    """Django's WSGI application, called in this process inside the test's transaction: the
    end of a request must not close the test's database connection (Django's test client
    disconnects the same handler)."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield get_wsgi_application()
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


def refused_as(path: str, caller: str) -> str | None:
    """How the caller must be refused at this path: "anonymous", "wrong role" or None."""
    if caller == "anonymous":
        return "anonymous"
    if caller == "operator" and path.startswith(CONTROLLER_API):
        return "wrong role"
    if caller == "controller" and path.startswith(RUNS_API):
        return "wrong role"
    return None


def not_signed_in(response: Any) -> bool:
    """DRF's answer to a caller with no credentials (its detail, in the installation's
    language): a refusal that shows nothing else."""
    try:
        body = response.json()
    except ValueError:
        return False
    with translation.override(django_settings.LANGUAGE_CODE):
        expected = str(NotAuthenticated.default_detail)
    return body == {"detail": expected}


def resolves(path: str) -> bool:
    try:
        resolve(path)
    except Resolver404:
        return False
    return True


def check_answer(case: Any, response: Any, caller: Caller) -> None:
    """No 5xx; the refusals the caller must get at this path, and no others."""
    case.validate_response(response, checks=[not_a_server_error], headers=caller.headers)
    where = f"{case.operation.label} as {caller.name}"
    refusal = refused_as(case.operation.path, caller.name)
    if not resolves(case.formatted_path):  # e.g. /tickets/null/: no such address for anyone
        assert response.status_code == 404, f"{where}: {response.status_code}"
    elif response.status_code == 400 and NUL_REFUSED in response.text:
        # The NUL gate (svaya/nul_gate.py) answers before any view, for every caller.
        sent = [case.formatted_path, dict(case.query or {}), case.body]
        assert nul_path(sent), f"{where}: refused as carrying a NUL, but it carries none"
    elif refusal == "anonymous":
        assert response.status_code == 401, f"{where}: {response.status_code}"
        assert not_signed_in(response), f"{where}: {response.text[:200]}"
    elif refusal == "wrong role":
        assert response.status_code == 403, f"{where}: {response.status_code}"
    else:
        assert not (response.status_code in (401, 403) and not_signed_in(response)), where


SAMPLE = SOLUTIONS_DIR / "credit-application-response" / "samples" / "clear-applicant.json"


def sample_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """The credit sample's inputs with one free-text field (no pattern, format or enum in the
    description's schema) generated."""
    inputs = json.loads(SAMPLE.read_text(encoding="utf-8"))
    version = Solution.objects.get(slug="credit-application-response").current_version
    fields = version.spec["inputs"]["properties"]
    free = sorted(
        name
        for name, rule in fields.items()
        if rule.get("type") == "string" and not {"pattern", "format", "enum"} & set(rule)
    )
    # Any text, and text of control characters (the classic trouble for storage and parsers).
    text = st.one_of(
        st.text(min_size=5, max_size=40),
        st.text(alphabet=st.characters(max_codepoint=0x1F), min_size=5, max_size=10),
    )
    return st.tuples(st.sampled_from(free), text).map(
        lambda pair: {
            "solution": "credit-application-response",
            "inputs": {**inputs, pair[0]: pair[1]},
        }
    )


@dataclass
class Figures:
    operations: int = 0
    examples: int = 0
    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def fuzz(
    operation: Any,
    callers: dict[str, Caller],
    known: dict[str, int],
    figures: Figures,
    examples: int,
) -> None:
    """Generated requests, positive and negative; positive ones about the items and the run
    that exist (random ids alone would nearly always be a 404); and for starting a run, a
    sample's inputs with one text field generated (random inputs alone never get past the
    description's schema, where a run would be stored)."""
    existing = {name: pk for name, pk in known.items() if f"{{{name}}}" in operation.path}
    strategies = [
        operation.as_strategy(GenerationMode.POSITIVE),
        operation.as_strategy(GenerationMode.NEGATIVE),
    ]
    if existing:
        strategies.append(operation.as_strategy(GenerationMode.POSITIVE, path_parameters=existing))
    if operation.method.upper() == "POST" and operation.path == RUNS_API:
        strategies += 2 * [
            sample_inputs().flatmap(
                lambda body: operation.as_strategy(
                    GenerationMode.POSITIVE, body=body, media_type="application/json"
                )
            )
        ]
    strategy = st.one_of(strategies)

    @given(case=strategy)
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.explicit, Phase.generate, Phase.shrink],
    )
    def each(case: Any) -> None:
        figures.examples += 1
        # The schema declares Basic and session auth, so cases may carry generated
        # credentials: each caller sends its own, or none.
        headers, cookies = case.headers or {}, case.cookies or {}
        case.headers = {k: v for k, v in headers.items() if k.lower() != "authorization"}
        case.cookies = {k: v for k, v in cookies.items() if k != "sessionid"}
        for caller in callers.values():
            response = case.call(headers=caller.headers)
            figures.requests += 1
            figures.statuses[response.status_code] += 1
            check_answer(case, response, caller)

    each()


def fuzz_api(
    wsgi_app: Any,
    callers: dict[str, Caller],
    known: dict[str, int],
    *,
    examples: int = FUZZ_EXAMPLES,
    only: str = "",
) -> Figures:
    """Every operation of the schema (or only the one labelled `only`) fuzzed; all failures
    are collected, not just the first."""
    schema = schemathesis.openapi.from_wsgi("/api/schema/", wsgi_app)
    figures = Figures()
    for result in schema.get_all_operations():
        operation = result.ok()
        if only and operation.label != only:  # not a prefix: /api/runs/{run_id}/compare/
            continue
        figures.operations += 1
        try:
            fuzz(operation, callers, known, figures, examples)
        except (Exception, BaseExceptionGroup) as failure:  # schemathesis' FailureGroup too
            parts = getattr(failure, "exceptions", None) or [failure]
            figures.failures += [f"{operation.label}: {part}" for part in parts]
    return figures


@pytest.fixture
def known(ticket_a: HandoffTicket, confirmation_b: ConfirmationRequest) -> dict[str, int]:  # noqa: F811
    """The ids that exist: a ticket of the controller's queue, a confirmation of another."""
    return {"ticket_id": ticket_a.pk, "request_id": confirmation_b.pk, "run_id": ticket_a.run_id}


def test_the_api_never_answers_5xx_and_refuses_the_right_callers(
    callers: dict[str, Caller], wsgi_app: Any, known: dict[str, int]
) -> None:
    figures = fuzz_api(wsgi_app, callers, known)
    summary = (
        f"api fuzz: {figures.operations} operations, {figures.examples} examples, "
        f"{figures.requests} requests, statuses {dict(sorted(figures.statuses.items()))}, "
        f"{len(figures.failures)} failures"
    )
    print(summary)
    assert figures.operations >= 13, summary
    assert not figures.failures, summary + "\n" + "\n\n".join(figures.failures)


# -- the fuzzing itself catches what it is for --------------------------------------------------
def test_a_server_error_is_caught(
    callers: dict[str, Caller], wsgi_app: Any, known: dict[str, int], monkeypatch: Any
) -> None:
    def broken(self: Any, request: Any, run_id: int) -> Any:
        raise RuntimeError("planted")

    monkeypatch.setattr(RunDetailApi, "get", broken)
    figures = fuzz_api(wsgi_app, callers, known, examples=5, only="GET /api/runs/{run_id}/")
    assert figures.operations == 1 and figures.failures
    assert "Server error" in figures.failures[0], figures.failures[0]


def test_an_operator_let_into_the_controllers_api_is_caught(
    callers: dict[str, Caller], wsgi_app: Any, known: dict[str, int], monkeypatch: Any
) -> None:
    monkeypatch.setattr(IsController, "has_permission", lambda self, request, view: True)
    figures = fuzz_api(wsgi_app, callers, known, examples=5, only="GET /api/controller/items/")
    assert figures.operations == 1 and figures.failures
    assert any("as anonymous" in f or "as operator" in f for f in figures.failures)
