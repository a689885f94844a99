"""The installation's tool registry: every tool a task description may name.

A tool is declared once (name, description, argument JSON Schema with an `x-data-class` on
every field, the data classes of its result and optionally its result's JSON Schema, read or
write effect, the connector that reaches
it, the destination whose data-route policy governs it, and its timeout). Descriptions refer
to tools by name; the install check and the runtime both read this registry.

The registry is a folder, one file per destination (`registry/<destination code>.yaml`): the
destination itself (code, Russian title, kind, the data classes it may receive by default),
its tools, and the roles' default rights to them. A new customer system is one new file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

DEFAULT_REGISTRY = Path(__file__).resolve().parent / "registry"
# libyaml parses the same documents to the same data, about ten times faster: the seed (every
# catalog install) reads the whole folder.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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


class DestinationSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    code: str = Field(pattern=r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$")
    title: str = Field(min_length=1)
    kind: Literal["llm", "system"] = "system"
    allowed_classes: list[str] = Field(default_factory=list)


class RoleSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    title: str = Field(min_length=1)
    tools: list[str]  # tool names; a name may end in `.*` ("bank.*")


class RegistryFile(BaseModel):
    """One file of the registry folder: a destination, its tools, default rights to them."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    destination: DestinationSpec
    roles: dict[str, RoleSpec] = Field(default_factory=dict)
    tools: list[dict[str, Any]] = Field(default_factory=list)


class RegistryError(ValueError):
    """A registry file that cannot be loaded; the message names the file and the field."""


@dataclass(frozen=True)
class Registry:
    destinations: dict[str, DestinationSpec]
    tools: dict[str, ToolSpec]
    roles: dict[str, RoleSpec]  # rights merged over every file that grants the role some


def load_installation(path: Path = DEFAULT_REGISTRY) -> Registry:
    """Every destination, tool and role right of the registry folder (or of one file)."""
    files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
    destinations: dict[str, DestinationSpec] = {}
    tools: dict[str, ToolSpec] = {}
    roles: dict[str, RoleSpec] = {}
    for file in files:
        declared = _registry_file(file)
        code = declared.destination.code
        if code in destinations:
            raise RegistryError(f"{file}: destination {code} is declared in another file too")
        destinations[code] = declared.destination
        for item in declared.tools:
            tool = _tool(file, {"destination": code, **item})
            if tool.name in tools:
                raise RegistryError(f"{file}: tool {tool.name} is declared twice")
            tools[tool.name] = tool
        for role, spec in declared.roles.items():
            roles[role] = _merged_role(file, role, roles.get(role), spec)
    return Registry(destinations, tools, roles)


def load_registry(path: Path = DEFAULT_REGISTRY) -> dict[str, ToolSpec]:
    return load_installation(path).tools


def _registry_file(file: Path) -> RegistryFile:
    data = yaml.load(file.read_text(encoding="utf-8"), Loader=_LOADER) or {}
    try:
        return RegistryFile.model_validate(data)
    except ValidationError as exc:
        raise RegistryError(f"{file}: {_problems(exc)}") from None


def _tool(file: Path, item: dict[str, Any]) -> ToolSpec:
    try:
        return ToolSpec.model_validate(item)
    except ValidationError as exc:
        raise RegistryError(f"{file}: tool {item.get('name')!r}: {_problems(exc)}") from None


def _merged_role(file: Path, code: str, known: RoleSpec | None, spec: RoleSpec) -> RoleSpec:
    if known is None:
        return spec
    if known.title != spec.title:
        raise RegistryError(
            f"{file}: role {code} is titled {spec.title!r} here and {known.title!r} elsewhere"
        )
    return RoleSpec(title=known.title, tools=[*known.tools, *spec.tools])


def _problems(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
