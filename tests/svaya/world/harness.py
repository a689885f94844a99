"""The engine's side of the agent protocol, just enough to walk a sample end to end.

It uses the real pieces around it: the solution's YAML (tools, result schema, exit_when in
CEL), the tool registry's function schemas, the stand's SyntheticModel and the world reached
through ToolInvoker. Pseudonymization is a plain value → placeholder map; the data route is a
destination → allowed classes map.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from svaya.conditions import EXIT_VARS, compile_expression
from svaya.llm import REPAIR_PREFIX, build_request
from svaya.spec.models import TaskDescription
from svaya.stand.model import SyntheticModel
from svaya.tools.connectors import ToolInvoker
from svaya.tools.registry import from_wire_name, load_registry

SOLUTIONS = Path(__file__).resolve().parents[3] / "catalog" / "solutions"
REGISTRY = load_registry()
EXIT_NOT_MET = "EXIT_NOT_MET:"
_PLACEHOLDER = re.compile(r"\[([A-Z]+)_\d+\]")
KIND_CLASSES = {
    "PERSON": "pd.name",
    "PASSPORT": "pd.passport",
    "PHONE": "pd.contacts",
    "EMAIL": "pd.contacts",
    "INN": "pd.inn",
    "BIRTHDATE": "pd.birthdate",
    "ADDRESS": "pd.address",
}
OPEN_ROUTES: dict[str, frozenset[str]] = {
    "bank.core": frozenset({"public", "bank.secret", "pd.passport", "pd.contacts"}),
    "bureau": frozenset({"pd.name", "pd.passport", "pd.birthdate"}),
    "registry": frozenset({"pd.passport", "pd.inn"}),
    "docs": frozenset({"public"}),
    "portal": frozenset(
        {"public", "commercial.secret", "pd.name", "pd.contacts", "pd.inn", "pd.address"}
    ),
    "mail": frozenset({"pd.contacts", "commercial.secret"}),
}


def solution(slug: str) -> TaskDescription:
    text = (SOLUTIONS / slug / "solution.yaml").read_text(encoding="utf-8")
    return TaskDescription.model_validate(yaml.safe_load(text))


def sample(slug: str, name: str) -> dict[str, Any]:
    return json.loads((SOLUTIONS / slug / "samples" / f"{name}.json").read_text(encoding="utf-8"))


class Pseudonyms:
    def __init__(self, values: Mapping[str, str]) -> None:
        self.values = dict(values)  # value -> placeholder

    def hide(self, value: Any) -> Any:
        if isinstance(value, str):
            for clear in sorted(self.values, key=len, reverse=True):
                value = value.replace(clear, self.values[clear])
            return value
        if isinstance(value, list):
            return [self.hide(v) for v in value]
        if isinstance(value, dict):
            return {k: self.hide(v) for k, v in value.items()}
        return value

    def reveal(self, value: Any, classes: set[str]) -> Any:
        if isinstance(value, str):
            for clear, placeholder in self.values.items():
                if placeholder in value:
                    classes.add(KIND_CLASSES[_PLACEHOLDER.match(placeholder).group(1)])  # type: ignore[union-attr]
                    value = value.replace(placeholder, clear)
            return value
        if isinstance(value, list):
            return [self.reveal(v, classes) for v in value]
        if isinstance(value, dict):
            return {k: self.reveal(v, classes) for k, v in value.items()}
        return value


@dataclass
class Trip:
    passes: list[tuple[str, ...]] = field(default_factory=list)  # tools per pass, or ("answer",)
    outcome: str = "exhausted"  # result | exhausted | guard
    result: Any = None
    messages: list[dict[str, Any]] = field(default_factory=list)
    tool_messages: list[dict[str, Any]] = field(default_factory=list)


class AgentDriver:
    def __init__(
        self,
        slug: str,
        step_id: str,
        pseudonyms: Pseudonyms,
        *,
        invoker: ToolInvoker,
        routes: Mapping[str, frozenset[str]] = OPEN_ROUTES,
    ) -> None:
        self.slug, self.step = slug, solution(slug).step(step_id)
        self.pseudonyms, self.invoker, self.routes = pseudonyms, invoker, routes
        self.model = SyntheticModel()
        self.exit_when = compile_expression(self.step.exit_when, EXIT_VARS)

    def run(self, inputs: dict[str, Any]) -> Trip:
        trip = Trip(
            messages=[
                {"role": "system", "content": "instruction of " + self.step.id},
                {
                    "role": "user",
                    "content": json.dumps({"step_input": {"inputs": inputs}}, ensure_ascii=False),
                },
            ]
        )
        seen: set[str] = set()
        for _ in range(self.step.max_passes):
            message = self._ask(trip.messages)
            if message.get("tool_calls"):
                if not self._tools(trip, message, seen):
                    return trip
            elif self._answer(trip, message.get("content") or ""):
                return trip
        return trip

    def _ask(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        body = build_request(
            model="stand-strong",
            messages=self.pseudonyms.hide(messages),
            tools=[REGISTRY[name].function_schema() for name in self.step.tools],
            tool_choice="auto",
            response_schema=self.step.result,
            schema_name="result",
            metadata={"solution": self.slug, "step": self.step.id},
        )
        status, response = self.model.handle(body)
        assert status == 200, response
        return response["choices"][0]["message"]  # type: ignore[index]

    def _tools(self, trip: Trip, message: dict[str, Any], seen: set[str]) -> bool:
        trip.messages.append(
            {"role": "assistant", "content": None, "tool_calls": message["tool_calls"]}
        )
        names = []
        for raw in message["tool_calls"]:
            name = from_wire_name(raw["function"]["name"])
            signature = name + raw["function"]["arguments"]
            if signature in seen:
                trip.outcome = "guard"
                return False
            seen.add(signature)
            names.append(name)
            content = self._call(name, json.loads(raw["function"]["arguments"]))
            trip.tool_messages.append({"tool": name, **content})
            trip.messages.append(
                {
                    "role": "tool",
                    "tool_call_id": raw["id"],
                    "content": json.dumps(content, ensure_ascii=False),
                }
            )
        trip.passes.append(tuple(names))
        return True

    def _call(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        if name not in self.step.tools:
            return {
                "error": f"tool {name} is not available in this step; use one of {self.step.tools}"
            }
        tool, classes = REGISTRY[name], set()
        clear = self.pseudonyms.reveal(args, classes)
        refused = sorted(classes - self.routes.get(tool.destination, frozenset()))
        if refused:
            return {
                "refused": f"data route to {tool.destination} does not allow {', '.join(refused)}",
                "classes": refused,
            }
        outcome = self.invoker.invoke(tool, clear, idempotency_key=None, timeout_s=5)
        return {"result": outcome.result} if outcome.ok else {"error": outcome.error}

    def _answer(self, trip: Trip, content: str) -> bool:
        trip.passes.append(("answer",))
        trip.messages.append({"role": "assistant", "content": content})
        try:
            result = json.loads(content)
            jsonschema.validate(result, self.step.result)
        except (ValueError, jsonschema.ValidationError) as exc:
            trip.messages.append({"role": "user", "content": f"{REPAIR_PREFIX} {exc}"})
            return False
        result = self.pseudonyms.reveal(result, set())
        met = self.exit_when.test({"result": result})
        if met.ok and met.value:
            trip.outcome, trip.result = "result", result
            return True
        trip.messages.append({"role": "user", "content": f"{EXIT_NOT_MET} not met"})
        return False
