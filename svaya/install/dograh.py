"""Dograh's workflow JSON <-> a conversation step, so a flow drawn in Dograh's builder installs
here (and is checked by the same rules) and a flow written here opens there.

Dograh:  {"nodes": [{id, type, position, data}], "edges": [{id, source, target, data}]}
  node types  startCall -> is_start, endCall -> is_end, agentNode, globalNode -> global_node
  node data   name, prompt, is_start, is_end, add_global_prompt, extraction_enabled,
              extraction_prompt, extraction_variables [{name, type, prompt}]
  edge data   label, condition, transition_speech

Svaya's own fields have no place in Dograh's format and are given on import (the limits, the
silence timeout, the handoff point) and left out on export (an end node's `handoff`). An
extraction variable becomes a nullable property whose description is its hint; `reason` is
added on import (a verdict always carries one) and dropped on export. docs/conversation-flows.md
has the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from svaya.spec.flows import ConversationStep, GlobalNode, Node

START, AGENT, END, GLOBAL = "startCall", "agentNode", "endCall", "globalNode"
_TYPES = {"string": "string", "number": "number", "boolean": "boolean"}


class DograhError(ValueError):
    """The file is not a Dograh workflow this importer understands; says where and why."""


@dataclass(frozen=True)
class FlowSettings:
    """What a Dograh workflow does not say and a Svaya flow must: given on import."""

    slug: str
    title: str
    max_turns: int
    time_budget: str
    handoff_queue: str
    silence_timeout: str
    silence_outcome: str = "end"
    summary: str = ""
    step_id: str = "talk"


def from_dograh(workflow: Any, settings: FlowSettings) -> dict[str, Any]:
    """A whole solution description (as YAML-ready data) holding the workflow as one step."""
    if not isinstance(workflow, dict) or not isinstance(workflow.get("nodes"), list):
        raise DograhError("a Dograh workflow is a JSON object with `nodes` and `edges` lists")
    edges = workflow.get("edges") or []
    if not isinstance(edges, list):
        raise DograhError("`edges` must be a list")
    step: dict[str, Any] = {
        "id": settings.step_id,
        "kind": "conversation",
        "max_turns": settings.max_turns,
        "time_budget": settings.time_budget,
        "on_exhausted": "flow-desk",
        "silence": {"timeout": settings.silence_timeout, "outcome": settings.silence_outcome},
    }
    nodes = []
    for index, raw in enumerate(workflow["nodes"]):
        node = _node(raw, index, edges)
        if raw.get("type") == GLOBAL:
            step["global_node"] = node
        else:
            nodes.append(node)
    step["nodes"] = nodes
    return {
        "solution": settings.slug,
        "version": 1,
        "title": settings.title,
        "summary": settings.summary
        or f"Разговор по схеме, импортированной из Dograh ({settings.slug}).",
        "acts_as": "chat_agent",
        "inputs": {"type": "object", "properties": {}, "additionalProperties": False},
        "handoff_points": {
            "flow-desk": {"queue": settings.handoff_queue, "title": f"Разговор «{settings.title}»"}
        },
        "steps": [step],
    }


def _node(raw: Any, index: int, edges: list[Any]) -> dict[str, Any]:
    if not isinstance(raw, dict) or not isinstance(raw.get("data"), dict):
        raise DograhError(f"nodes[{index}] has no `data` object")
    kind, data, node_id = raw.get("type"), raw["data"], str(raw.get("id", ""))
    if kind not in (START, AGENT, END, GLOBAL):
        raise DograhError(
            f"nodes[{index}] (id {node_id!r}) has type {kind!r}; a conversation takes "
            f"{START}, {AGENT}, {END} and {GLOBAL} nodes"
        )
    node: dict[str, Any] = {
        "id": node_id,
        "name": data.get("name", ""),
        "prompt": data.get("prompt") or "",
    }
    if kind == GLOBAL:
        node["edges"] = _edges(node_id, edges)  # refused by flow-global when there are any
    else:
        node["is_start"] = kind == START or bool(data.get("is_start"))
        node["is_end"] = kind == END or bool(data.get("is_end"))
        node["add_global_prompt"] = bool(data.get("add_global_prompt", kind != END))
        if data.get("extraction_enabled"):
            node["extraction"] = _extraction(data, node_id)
        node["edges"] = _edges(node_id, edges)
    if isinstance(raw.get("position"), dict):
        node["position"] = {"x": raw["position"].get("x", 0), "y": raw["position"].get("y", 0)}
    return node


def _extraction(data: dict[str, Any], node_id: str) -> dict[str, Any]:
    properties: dict[str, Any] = {}
    for variable in data.get("extraction_variables") or []:
        name, kind = variable.get("name"), variable.get("type", "string")
        if not name or kind not in _TYPES:
            raise DograhError(
                f"node {node_id!r}: extraction variable {variable!r} needs a name and a type "
                f"among {', '.join(_TYPES)}"
            )
        prop: dict[str, Any] = {"type": [_TYPES[kind], "null"]}
        if variable.get("prompt"):
            prop["description"] = variable["prompt"]
        properties[name] = prop
    properties["reason"] = {"type": "string"}
    extraction: dict[str, Any] = {
        "variables": {
            "type": "object",
            "properties": properties,
            "required": list(properties),
            "additionalProperties": False,
        }
    }
    if data.get("extraction_prompt"):
        extraction["prompt"] = data["extraction_prompt"]
    return extraction


def _edges(node_id: str, edges: list[Any]) -> list[dict[str, Any]]:
    found = []
    for index, raw in enumerate(edges):
        if not isinstance(raw, dict) or raw.get("source") != node_id:
            continue
        data = raw.get("data") if isinstance(raw.get("data"), dict) else {}
        edge = {
            "id": str(raw.get("id", f"e{index}")),
            "label": data.get("label", ""),
            "condition": data.get("condition", ""),
            "target": str(raw.get("target", "")),
        }
        if data.get("transition_speech"):
            edge["transition_speech"] = data["transition_speech"]
        found.append(edge)
    return found


def to_dograh(step: ConversationStep) -> dict[str, Any]:
    nodes = [_export_node(node) for node in step.nodes]
    if step.global_node is not None:
        nodes.append(_export_global(step.global_node))
    edges = [
        _export_edge(node, index, edge)
        for node in step.nodes
        for index, edge in enumerate(node.edges)
    ]
    return {"nodes": nodes, "edges": edges}


def _export_node(node: Node) -> dict[str, Any]:
    kind = START if node.is_start else END if node.is_end else AGENT
    data: dict[str, Any] = {
        "name": node.name,
        "prompt": node.prompt,
        "add_global_prompt": node.add_global_prompt,
    }
    if node.is_start:
        data["is_start"] = True
    if node.is_end:
        data["is_end"] = True
    if node.extraction is not None:
        data.update(_export_extraction(node))
    return {"id": node.id, "type": kind, "position": _position(node.position), "data": data}


def _export_extraction(node: Node) -> dict[str, Any]:
    assert node.extraction is not None
    variables = []
    for name, prop in (node.extraction.variables.get("properties") or {}).items():
        if name == "reason":
            continue
        kinds = prop.get("type") if isinstance(prop.get("type"), list) else [prop.get("type")]
        variable = {"name": name, "type": next(k for k in kinds if k != "null")}
        if prop.get("description"):
            variable["prompt"] = prop["description"]
        variables.append(variable)
    data: dict[str, Any] = {"extraction_enabled": True, "extraction_variables": variables}
    if node.extraction.prompt:
        data["extraction_prompt"] = node.extraction.prompt
    return data


def _export_global(node: GlobalNode) -> dict[str, Any]:
    data = {"name": node.name, "prompt": node.prompt}
    return {"id": node.id, "type": GLOBAL, "position": _position(node.position), "data": data}


def _export_edge(node: Node, index: int, edge: Any) -> dict[str, Any]:
    data = {"label": edge.label, "condition": edge.condition}
    if edge.transition_speech:
        data["transition_speech"] = edge.transition_speech
    edge_id = edge.id or f"{node.id}-{edge.label}"
    return {"id": edge_id, "source": node.id, "target": edge.target, "data": data}


def _position(position: Any) -> dict[str, float]:
    return {"x": position.x, "y": position.y} if position is not None else {"x": 0.0, "y": 0.0}
