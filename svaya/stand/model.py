"""The synthetic model: a deterministic Chat Completions server that reads what it is sent."""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Mapping
from typing import Any

from svaya.llm.request import FUNCTION_NAME
from svaya.spec.stand import StandFile
from svaya.stand import render
from svaya.stand.actions import Action, Answer, CallTools, EmptyTurn, PlannedCall
from svaya.stand.conversation import Conversation
from svaya.stand.declared.catalog import load_stands
from svaya.stand.declared.model import StepRules, rules_of
from svaya.stand.faults import FaultPlan, Faults, body_digest, rolls
from svaya.stand.persona import flow_answer
from svaya.stand.policies.generic import tool_arguments
from svaya.stand.policies.registry import REGISTRY, PolicyRegistry

logger = logging.getLogger(__name__)

Reply = tuple[int, dict[str, Any] | str]
_ROLES = ("system", "developer", "user", "assistant", "tool")
_NO_MODEL = "(none)"


class StandDeadlineExceeded(TimeoutError):
    """The caller's deadline passed while the stand was still 'generating'."""


class SyntheticModel:
    def __init__(
        self,
        faults: FaultPlan | Mapping[str, Mapping[str, Any]] | None = None,
        *,
        policies: PolicyRegistry | None = None,
        stands: Mapping[str, StandFile] | None = None,
    ) -> None:
        """`stands` (solution slug -> stand file) declares how the model answers each step; by
        default every catalog solution's stand.yaml. A step without declared rules, or whose
        rules do not match, is answered by its Python policy, else the generic one."""
        self.faults = faults if isinstance(faults, FaultPlan) else FaultPlan(faults)
        self.policies = policies if policies is not None else REGISTRY
        self._stands = stands
        self._rules: dict[tuple[str, str], StepRules] | None = None
        self._lock = threading.Lock()
        self._requests = 0
        self._by_model: Counter[str] = Counter()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> SyntheticModel:
        return cls(FaultPlan.from_env(environ))

    def stats(self) -> dict[str, Any]:
        with self._lock:
            return {"requests": self._requests, "by_model": dict(self._by_model)}

    def reset_stats(self) -> None:
        with self._lock:
            self._requests = 0
            self._by_model.clear()

    def handle_raw(self, raw: bytes, *, deadline: float | None = None) -> Reply:
        """Decode the wire bytes; an undecodable body is answered 400 and still counted."""
        try:
            body = json.loads(raw)
        except ValueError as exc:
            self._count(_NO_MODEL)
            return 400, render.error_body(
                f"We could not parse the JSON body of your request: {exc}",
                kind="invalid_request_error",
            )
        return self.handle(body, deadline=deadline)

    def handle(self, body: dict[str, Any], *, deadline: float | None = None) -> Reply:
        """Answer one request. `deadline` (time.monotonic) lets an in-process caller's read
        timeout cut a configured delay short, as a closed connection would."""
        model = body.get("model") if isinstance(body, dict) else None
        self._count(model if isinstance(model, str) and model else _NO_MODEL)
        problem = _request_problem(body)
        if problem is not None:
            message, param = problem
            return 400, render.error_body(message, kind="invalid_request_error", param=param)
        try:
            return self._answer(body, self.faults.for_model(body["model"]), deadline)
        except StandDeadlineExceeded:
            raise
        except Exception as exc:  # a policy bug must look like a provider failure, not a hang
            logger.exception("stand model failed on a request")
            return 500, render.error_body(f"stand model failed: {exc!r}", kind="server_error")

    def _answer(self, body: dict[str, Any], faults: Faults, deadline: float | None) -> Reply:
        digest = body_digest(body)
        if faults.delay_s:
            _wait(faults.delay_s, deadline)
        if rolls(digest, "error", faults.error_rate):
            message = "The server had an error while processing your request."
            return 500, render.error_body(message, kind="server_error")
        if rolls(digest, "garbled", faults.garbled_rate):
            return 200, render.garbled(body, digest)
        conv = Conversation.parse(body)
        action = self.decide(conv)
        return 200, render.completion(_with_faults(action, conv, faults, digest), body, digest)

    def decide(self, conv: Conversation) -> Action:
        """What the model does on this request before faults: the step's declared rules, else
        its Python policy, else the generic one."""
        return self._declared(conv) or self.policies.resolve(conv.solution, conv.step)(conv)

    def _declared(self, conv: Conversation) -> Action | None:
        rules = self._step_rules().get((conv.solution or "", conv.step or ""))
        if rules is not None:
            return rules(conv)
        return flow_answer(conv)  # a conversation flow's node, as its persona.yaml plays it

    def _step_rules(self) -> dict[tuple[str, str], StepRules]:
        with self._lock:
            if self._rules is None:
                stands = self._stands if self._stands is not None else load_stands()
                self._rules = {
                    (slug, step): rules
                    for slug, stand in stands.items()
                    for step, rules in rules_of(stand, slug).items()
                }
            return self._rules

    def _count(self, model: str) -> None:
        with self._lock:
            self._requests += 1
            self._by_model[model] += 1


def _with_faults(action: Action, conv: Conversation, faults: Faults, digest: str) -> Action:
    if rolls(digest, "empty", faults.empty_rate):
        return EmptyTurn()
    if isinstance(action, Answer) and conv.tools and rolls(digest, "loop", faults.loop_rate):
        tool = conv.tools[conv.passes % len(conv.tools)]
        action = CallTools((PlannedCall(tool.name, tool_arguments(conv, tool)),))
    if isinstance(action, CallTools) and rolls(digest, "bad_arguments", faults.bad_arguments_rate):
        return render.broken_arguments(action)
    # A repair is where the engine shows the error, so the model fixes it there.
    if isinstance(action, Answer) and conv.response_schema is not None and not conv.is_repair:
        if rolls(digest, "missing_field", faults.missing_field_rate):
            return render.without_field(action, conv.response_schema, digest)
        if rolls(digest, "malformed", faults.malformed_rate):
            return render.malformed(action, digest)
    return action


def _wait(seconds: float, deadline: float | None) -> None:
    if deadline is not None and time.monotonic() + seconds > deadline:
        time.sleep(max(0.0, deadline - time.monotonic()))
        raise StandDeadlineExceeded(f"the stand needs {seconds:g} s, past the caller's deadline")
    time.sleep(seconds)


def _request_problem(body: Any) -> tuple[str, str | None] | None:
    if not isinstance(body, dict):
        return "The request body must be a JSON object.", None
    if not isinstance(body.get("model"), str) or not body["model"]:
        return "you must provide a model parameter", "model"
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return "messages must be a non-empty array", "messages"
    for index, message in enumerate(messages):
        if not isinstance(message, dict) or message.get("role") not in _ROLES:
            return f"messages[{index}] must be an object with a role in {_ROLES}", "messages"
    tools = body.get("tools", [])
    if not isinstance(tools, list):
        return "tools must be an array", "tools"
    for index, tool in enumerate(tools):
        name = (tool.get("function") or {}).get("name") if isinstance(tool, dict) else None
        if not isinstance(name, str) or not FUNCTION_NAME.match(name):
            param = f"tools[{index}].function.name"
            return f"Invalid '{param}': string does not match pattern ^[a-zA-Z0-9_-]+$", param
    return None
