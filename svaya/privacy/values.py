"""A value of a data class with its normalised identity, so every spelling of one value gets one
placeholder; and the known values of typed inputs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from svaya.privacy.keys import plain_key
from svaya.privacy.memo import cached
from svaya.privacy.names import NameParts, name_key, parse_name


@cached("values.value_key", 8192)
def value_key(data_class: str, value: str) -> str:
    """The identity of `value` within `data_class`. Kept per value: a run's typed inputs are
    registered again in the map of each of its steps."""
    if data_class == "pd.name":
        return name_key(value)
    return plain_key(data_class, value)


@dataclass(frozen=True, slots=True)
class KnownValue:
    value: str
    data_class: str
    key: str
    name: NameParts | None = None

    @classmethod
    def of(cls, value: str, data_class: str) -> KnownValue:
        name = parse_name(value) if data_class == "pd.name" else None
        key = name.key() if name is not None else value_key(data_class, value)
        return cls(value, data_class, key, name)


def known_values_from_inputs(
    inputs: Mapping[str, Any], schema: Mapping[str, Any]
) -> list[KnownValue]:
    """Leaf values of typed inputs with the `x-data-class` their JSON Schema declares."""
    found: list[KnownValue] = []
    _walk_inputs(inputs, schema, found)
    return found


def _walk_inputs(value: Any, schema: Mapping[str, Any], out: list[KnownValue]) -> None:
    if isinstance(value, Mapping):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for name, item in value.items():
            sub = props.get(name, extra if isinstance(extra, Mapping) else {})
            _walk_inputs(item, sub, out)
    elif isinstance(value, list):
        items = schema.get("items", {})
        for item in value:
            _walk_inputs(item, items if isinstance(items, Mapping) else {}, out)
    elif value is not None and not isinstance(value, bool) and schema.get("x-data-class"):
        text = str(value).strip()
        if text:
            out.append(KnownValue.of(text, schema["x-data-class"]))
