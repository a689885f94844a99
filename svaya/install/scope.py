"""Everything a rule looks at: the document, the installation, and the route graph."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from svaya.install.context import InstallContext
from svaya.install.document import Document, Loc
from svaya.install.routes import RouteGraph


@dataclass
class Scope:
    doc: Document
    ctx: InstallContext
    graph: RouteGraph

    @property
    def input_properties(self) -> dict[str, Any]:
        inputs = self.doc.spec.inputs if isinstance(self.doc.spec.inputs, dict) else {}
        properties = inputs.get("properties")
        return properties if isinstance(properties, dict) else {}

    def points(self, kind: str) -> dict[str, Any]:
        declared = getattr(self.doc.spec, kind, None)
        return declared if isinstance(declared, dict) else {}


def input_leaves(schema: Any, loc: Loc, name: str = "") -> Iterator[tuple[str, Any, Loc]]:
    """(dotted name, leaf schema, location) for every leaf of an inputs JSON Schema."""
    if not isinstance(schema, dict):
        yield name, schema, loc
    elif isinstance(schema.get("properties"), dict):
        for key, sub in schema["properties"].items():
            yield from input_leaves(sub, (*loc, "properties", key), f"{name}.{key}".lstrip("."))
    elif isinstance(schema.get("items"), dict):
        yield from input_leaves(schema["items"], (*loc, "items"), f"{name}[]")
    else:
        yield name, schema, loc
