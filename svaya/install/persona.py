"""The install check of a conversation flow's persona file (persona.yaml, see svaya.spec.persona).

persona-schema   the file's structure (unknown keys, a rule with no answer or two)
persona-node     an `agent` entry for a step that is no conversation, or a node the flow lacks;
                 a person's `ends_at` that is no node
persona-exit     an `exit` that is no edge of its node (an end node has none)
persona-when     a condition that does not compile or is not true/false
persona-sample   a person for no sample, a sample of a flow with no person, a flow whose
                 samples have no persona file
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from svaya.install.report import Problem
from svaya.spec.flows import ConversationStep
from svaya.spec.loader import Positions, YamlError, load_yaml
from svaya.spec.models import TaskDescription
from svaya.spec.persona import PERSONA_FILE, PersonaExpressionError, PersonaFile, compile_persona

Loc = tuple[str | int, ...]


def check_persona(folder: Path, spec: TaskDescription) -> list[Problem]:
    flows = {s.id: s for s in spec.all_steps() if isinstance(s, ConversationStep)}
    path = folder / PERSONA_FILE
    samples = sorted(p.stem for p in (folder / "samples").glob("*.json"))
    if not flows:
        return []
    if not path.is_file():
        if not samples:
            return []
        message = (
            f"the flow's samples ({', '.join(samples)}) have no {PERSONA_FILE}: declare how the "
            "stand plays each node and each sample's person (docs/conversation-flows.md)"
        )
        return [Problem(str(path), 1, 1, "persona-sample", message)]
    return list(_check_file(path, flows, samples))


def _check_file(
    path: Path, flows: dict[str, ConversationStep], samples: list[str]
) -> Iterator[Problem]:
    text = path.read_text(encoding="utf-8")
    try:
        data, positions = load_yaml(text)
    except YamlError as exc:
        yield Problem(str(path), exc.position.line, exc.position.col, "yaml", str(exc))
        return

    def problem(loc: Loc, rule: str, message: str, key: bool = False) -> Problem:
        pos = positions.of(loc, key=key)
        return Problem(str(path), pos.line, pos.col, rule, message)

    try:
        persona = PersonaFile.model_validate(data or {})
    except ValidationError as exc:
        for error in exc.errors():
            loc = tuple(p for p in error["loc"] if _in(data, error["loc"], p))
            yield problem(loc, "persona-schema", f"{'.'.join(map(str, loc))}: {error['msg']}")
        return
    yield from _agent(persona, flows, problem)
    yield from _people(persona, flows, samples, problem)


def _agent(
    persona: PersonaFile, flows: dict[str, ConversationStep], problem: Any
) -> Iterator[Problem]:
    for step_id, nodes in persona.agent.items():
        flow = flows.get(step_id)
        if flow is None:
            message = f"no conversation step {step_id!r}; the flow's steps: {', '.join(flows)}"
            yield problem(("agent", step_id), "persona-node", message, True)
            continue
        ids = {node.id: node for node in flow.nodes}
        for node_id, rules in nodes.items():
            node = ids.get(node_id)
            if node is None:
                message = (
                    f"conversation {step_id!r} has no node {node_id!r}; nodes: {', '.join(ids)}"
                )
                yield problem(("agent", step_id, node_id), "persona-node", message, True)
                continue
            labels = [edge.label for edge in node.edges]
            for index, rule in enumerate(rules):
                here = ("agent", step_id, node_id, index)
                yield from _when(rule.when, (*here, "when"), problem)
                if rule.exit is not None and rule.exit not in labels:
                    exits = ", ".join(labels) if labels else "none: it is an end node"
                    message = f"node {node_id!r} has no edge {rule.exit!r}; its exits: {exits}"
                    yield problem((*here, "exit"), "persona-exit", message)


def _people(
    persona: PersonaFile, flows: dict[str, ConversationStep], samples: list[str], problem: Any
) -> Iterator[Problem]:
    nodes = {node.id for flow in flows.values() for node in flow.nodes}
    for sample in samples:
        if sample not in persona.person:
            message = f"sample {sample!r} has no person here; its conversation could not be played"
            yield problem(("person",), "persona-sample", message, True)
    for name, person in persona.person.items():
        if name not in samples:
            message = f"no sample {name}.json for this person"
            yield problem(("person", name), "persona-sample", message, True)
        if person.ends_at not in nodes:
            message = f"ends_at {person.ends_at!r} is no node of the flow"
            yield problem(("person", name, "ends_at"), "persona-node", message)
        for index, rule in enumerate(person.rules):
            yield from _when(rule.when, ("person", name, "rules", index, "when"), problem)


def _when(source: str | None, loc: Loc, problem: Any) -> Iterator[Problem]:
    if source is None:
        return
    try:
        compile_persona(source)
    except PersonaExpressionError as exc:
        yield problem(loc, "persona-when", f"`when` {exc}")


def _in(data: Any, loc: tuple[Any, ...], part: Any) -> bool:
    node = data
    for p in loc:
        if isinstance(node, dict) and p in node:
            node = node[p]
            if p == part:
                return True
        elif isinstance(node, list) and isinstance(p, int) and p < len(node):
            node = node[p]
            if p == part:
                return True
        else:
            return False
    return False


__all__ = ["Positions", "check_persona"]
