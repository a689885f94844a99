"""The installation's tool registry: every tool a task description may name.

A tool is declared once (name, description, argument JSON Schema with an `x-data-class` on
every field, the data classes of its result and optionally its result's JSON Schema, read or
write effect, the connector that reaches
it, the destination whose data-route policy governs it, and its timeout). Descriptions refer
to tools by name; the install check and the runtime both read this registry.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

DEFAULT_REGISTRY = Path(__file__).resolve().parent / "registry.yaml"


class ToolSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$")
    title: str
    description: str
    destination: str
    connector: Literal["demo", "http"] = "demo"
    effect: Literal["read", "write"] = "read"
    timeout_s: float = Field(default=25, gt=0, le=600)
    args: dict[str, Any]
    result_classes: list[str] = Field(default_factory=list)
    # The JSON Schema of a successful result, when declared: conditions that read
    # `steps["x"].result` of a system step are type-checked against it at install.
    result: dict[str, Any] | None = None

    def arg_classes(self) -> dict[str, str]:
        """Argument field -> data class, for every leaf of the argument schema."""
        return dict(_leaf_classes(self.args))

    @cached_property
    def _function_schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name.replace(".", "__"),
                "description": self.description,
                "parameters": strip_annotations(self.args),
            },
        }

    def function_schema(self) -> dict[str, Any]:
        """The OpenAI `tools` entry for this tool, without Svaya's annotations (built once
        per declaration and shared: callers must not change it)."""
        return self._function_schema


def _leaf_classes(schema: dict[str, Any], prefix: str = "") -> list[tuple[str, str]]:
    if schema.get("type") == "object" and "properties" in schema:
        found: list[tuple[str, str]] = []
        for name, sub in schema["properties"].items():
            found.extend(_leaf_classes(sub, f"{prefix}{name}."))
        return found
    if schema.get("type") == "array" and isinstance(schema.get("items"), dict):
        return _leaf_classes(schema["items"], prefix)
    return [(prefix.rstrip("."), schema.get("x-data-class", ""))]


def strip_annotations(schema: Any) -> Any:
    if isinstance(schema, dict):
        return {k: strip_annotations(v) for k, v in schema.items() if not k.startswith("x-")}
    if isinstance(schema, list):
        return [strip_annotations(v) for v in schema]
    return schema


def wire_name(tool_name: str) -> str:
    """OpenAI function names allow no dots; `bank.fraud_check` travels as `bank__fraud_check`."""
    return tool_name.replace(".", "__")


def from_wire_name(name: str) -> str:
    return name.replace("__", ".", 1)


def load_registry(path: Path = DEFAULT_REGISTRY) -> dict[str, ToolSpec]:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    tools = [ToolSpec.model_validate(item) for item in data.get("tools", [])]
    return {tool.name: tool for tool in tools}
