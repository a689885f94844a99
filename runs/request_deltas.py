"""Request-delta storage: a later model call of an attempt that only adds messages to an
earlier one is stored as those messages and the key of the call it continues.

Stored requests then grow with the conversation, not with its square; `full_request` puts
one back together from the attempt's LLMCall rows (a replay, the admin, the public record).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from runs.models import LLMCall

CONTINUES, OF = "$continues", "$of"


def request_delta(
    previous: tuple[tuple[int, int], dict[str, Any]] | None, request: dict[str, Any]
) -> dict[str, Any]:
    """What is stored of a request: whole, or — when it repeats an earlier call of the
    attempt (`previous`: its ledger key and request) and only adds messages, as an agent
    loop's passes do — the added messages, how many it keeps, and the key of the call it
    continues. Stored requests then grow with the conversation, not with its square;
    `full_request` puts one back together."""
    if previous is None:
        return request
    key, earlier = previous
    old, new = earlier.get("messages"), request.get("messages")
    if not isinstance(old, list) or not isinstance(new, list):
        return request
    if len(new) < len(old) or new[: len(old)] != old:
        return request
    rest = {k: v for k, v in request.items() if k != "messages"}
    if rest != {k: v for k, v in earlier.items() if k != "messages"}:
        return request
    return {CONTINUES: len(old), OF: list(key), "messages": new[len(old) :]}


def full_request(call: Any, calls: Iterable[Any]) -> dict[str, Any]:
    """A stored request made whole again from the LLMCall rows of its attempt (`calls` may
    hold other rows too: only the call's own attempt is read)."""
    rows = {
        (c.pass_no, c.seq): c
        for c in calls
        if isinstance(c, LLMCall) and c.attempt_id == call.attempt_id
    }
    chain = [call.request]
    while CONTINUES in chain[-1]:
        chain.append(rows[tuple(chain[-1][OF])].request)
    request = chain.pop()
    while chain:
        delta = chain.pop()
        messages = request["messages"][: delta[CONTINUES]] + delta["messages"]
        request = {**request, "messages": messages}
    return request
