"""Conversation flows: a step whose body is a graph of nodes the model moves through by edges.

At any moment the conversation is in exactly one node. The node's prompt (joined with the
global prompt when `add_global_prompt`) is the system prompt; its outgoing edges are the only
exits, offered to the model as functions whose description is the edge's `condition`. End
nodes have no edges; the global node is never a target and has no edges. The models accept
what parses; every rule that makes a flow installable lives in `svaya.install.flows`, so each
violation is reported with its own rule id and position.

Field names follow Dograh's workflow format (name, prompt, is_start/is_end, add_global_prompt,
label, condition, transition_speech); `svaya.install.dograh` converts between the two.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Position(_Strict):
    """Where the node stands on a drawing canvas (kept so an imported flow exports as it was)."""

    x: float
    y: float


class Edge(_Strict):
    label: str  # short, unique within its node: the function's name and the journal's word
    condition: str  # a full natural-language predicate: the function's description
    target: str  # a node id
    transition_speech: str | None = None  # said to the person before the target node speaks
    id: str | None = None  # an imported edge's own id


class Extraction(_Strict):
    """Variables extracted from the conversation when the model leaves the node.

    `variables` is a strict verdict schema (closed, every property required, `reason` among
    them); code validates the model's answer against it and keeps it, or rejects it."""

    prompt: str | None = None
    variables: dict[str, Any]


class Node(_Strict):
    id: str = Field(min_length=1)
    name: str = ""
    prompt: str
    is_start: bool = False
    is_end: bool = False
    add_global_prompt: bool = True
    extraction: Extraction | None = None
    edges: list[Edge] = Field(default_factory=list)
    position: Position | None = None
    # An end node may hand the conversation to people: reaching it opens a ticket at this
    # handoff point instead of finishing the step.
    handoff: str | None = None

    @property
    def title(self) -> str:
        return self.name or self.id


class GlobalNode(_Strict):
    """Persona, tone and safety rules joined to every node that asks for them."""

    id: str = "global"
    name: str = ""
    prompt: str
    # Accepted only so the install check can refuse it with its own rule (flow-global).
    edges: list[Edge] = Field(default_factory=list)
    position: Position | None = None


class Silence(_Strict):
    """How long the conversation waits for the person, and what happens when nobody writes."""

    timeout: str  # a duration: 90s, 10m
    outcome: Literal["end", "handoff"]


class ConversationStep(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]{0,62}$")
    kind: Literal["conversation"]
    title: str | None = None
    next: str | None = None
    global_node: GlobalNode | None = None
    nodes: list[Node] = Field(min_length=1)
    # Mandatory limits (the install check refuses a flow without them): model turns, one
    # time budget for the whole conversation, and the handoff point for both and for a
    # conversation that is stuck (too many rejected answers).
    max_turns: int | None = None
    time_budget: str | None = None
    on_exhausted: str | None = None
    silence: Silence | None = None
    tier: str | None = None

    def node(self, node_id: str) -> Node:
        for node in self.nodes:
            if node.id == node_id:
                return node
        raise KeyError(node_id)

    @property
    def start(self) -> Node:
        return next(node for node in self.nodes if node.is_start)

    def system_prompt(self, node: Node) -> str:
        if node.add_global_prompt and self.global_node is not None:
            return f"{node.prompt.strip()}\n\n{self.global_node.prompt.strip()}"
        return node.prompt.strip()


# Model calls one turn of a flow may make: the turn itself and, when it leaves a node, the
# extraction from that node (each may fall back through every tier; see install.facts).
CALLS_PER_TURN = 2
