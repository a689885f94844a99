"""Conversation flows on the showcase: the card's graph of a flow, and the path and transcript
a conversation's public record shows.

The card draws every node (start and end marked, an end that hands over names its point), each
edge as its label and target, the variables a node extracts, and the global prompt apart — it
is the persona and tone every node shares. The record shows the nodes a conversation went
through and its transcript as the model saw it: personal data as placeholders, never values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from runs.models import Attempt
from svaya.spec.flows import ConversationStep, Node

TRANSCRIPT_KEYS = ("conversation", "path", "turns", "node", "heard", "said", "exit", "to")


@dataclass(frozen=True)
class FlowExit:
    label: str
    target: str  # the target node's title
    speech: bool  # a transition speech is said first


@dataclass(frozen=True)
class FlowNode:
    node_id: str
    title: str
    start: bool
    end: bool
    handoff: str  # the title of the handoff point an end node hands over to
    uses_global: bool
    extracts: tuple[str, ...]
    exits: tuple[FlowExit, ...]


@dataclass(frozen=True)
class FlowDiagram:
    nodes: tuple[FlowNode, ...]
    global_title: str
    global_prompt: str


def flow_diagram(step: ConversationStep, points: dict[str, Any]) -> FlowDiagram:
    titles = {node.id: node.title for node in step.nodes}
    glob = step.global_node
    return FlowDiagram(
        nodes=tuple(_node(node, titles, points) for node in _ordered(step)),
        global_title=(glob.name or glob.id) if glob else "",
        global_prompt=glob.prompt.strip() if glob else "",
    )


def _ordered(step: ConversationStep) -> list[Node]:
    """The start first, then breadth-first along the edges, then anything left as declared."""
    order, seen = [], set()
    queue = [node for node in step.nodes if node.is_start]
    while queue:
        node = queue.pop(0)
        if node.id in seen:
            continue
        seen.add(node.id)
        order.append(node)
        queue += [step.node(e.target) for e in node.edges if e.target not in seen]
    return order + [node for node in step.nodes if node.id not in seen]


def _node(node: Node, titles: dict[str, str], points: dict[str, Any]) -> FlowNode:
    point = points.get(node.handoff) if node.handoff else None
    variables = node.extraction.variables.get("properties", {}) if node.extraction else {}
    return FlowNode(
        node_id=node.id,
        title=node.title,
        start=node.is_start,
        end=node.is_end,
        handoff=point.title if point is not None else "",
        uses_global=node.add_global_prompt,
        extracts=tuple(name for name in variables if name != "reason"),
        exits=tuple(
            FlowExit(e.label, titles.get(e.target, e.target), bool(e.transition_speech))
            for e in node.edges
        ),
    )


def conversation_record(attempt: Attempt | None, step: ConversationStep) -> dict[str, Any]:
    """The nodes the attempt went through and each turn: what the person wrote, what the model
    said or which exit it took. Texts are the pass lines' — as the model saw them."""
    titles = {node.id: node.title for node in step.nodes}
    passes = sorted(attempt.passes.all(), key=lambda p: p.number) if attempt else []
    path = [step.start.title]
    turns = []
    for row in passes:
        detail = row.detail if isinstance(row.detail, dict) else {}
        turn = {
            "node": titles.get(str(detail.get("node", "")), ""),
            "heard": _text(detail.get("heard")),
        }
        if row.outcome == "conversation.transition":
            turn["exit"] = str(detail.get("label", ""))
            turn["to"] = titles.get(str(detail.get("to", "")), "")
            path.append(turn["to"])
        else:
            turn["said"] = _text(detail.get("said"))
        turns.append(turn)
    return {"path": path, "turns": turns}


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""
