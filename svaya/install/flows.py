"""Rules on conversation flows (`kind: conversation`): the graph, its texts, its limits.

Rule ids (each refusal at path:line:col):

  flow-start         exactly one node is the start
  flow-end-edges     an end node has no edges
  flow-global        the global node is never a target and has no edges
  flow-node-id       node ids are unique (edges name their target by id)
  flow-target        an edge's target exists
  flow-unreachable   every node is reachable from the start
  flow-dead-end      every node can reach an end node
  flow-label         labels are unique within their node and usable as a function name
  flow-empty         prompts and conditions are not empty
  flow-limits        max_turns, time_budget and on_exhausted are declared and valid
  flow-silence       the silence timeout and its outcome are declared and valid
  flow-extraction    extraction schemas are valid, closed, fully required and carry `reason`
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from jsonschema import Draft202012Validator

from svaya.install.document import Loc, Placed
from svaya.install.durations import parse_duration
from svaya.install.report import Problem
from svaya.install.schemas import object_schemas
from svaya.install.scope import Scope
from svaya.spec.flows import CALLS_PER_TURN, ConversationStep, Node

# A label is the name of the function the model calls (OpenAI-style function names).
LABEL = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,47}$")
_META = Draft202012Validator(Draft202012Validator.META_SCHEMA)


def check_flows(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(ConversationStep):
        yield from _start(scope, placed)
        yield from _node_ids(scope, placed)
        yield from _edges(scope, placed)
        yield from _global(scope, placed)
        yield from _graph(scope, placed)
        yield from _texts(scope, placed)
        yield from _limits(scope, placed)
        yield from _silence(scope, placed)
        yield from _extractions(scope, placed)


def _node_loc(placed: Placed, index: int) -> Loc:
    return (*placed.loc, "nodes", index)


def _start(scope: Scope, placed: Placed) -> Iterator[Problem]:
    step: ConversationStep = placed.step
    starts = [i for i, node in enumerate(step.nodes) if node.is_start]
    where = f"conversation '{placed.id}'"
    if not starts:
        message = f"{where} has no start node; mark exactly one node with is_start: true"
        yield scope.doc.problem((*placed.loc, "nodes"), "flow-start", message)
    for index in starts[1:]:
        first = step.nodes[starts[0]].id
        message = (
            f"{where}: node '{step.nodes[index].id}' is a second start ('{first}' is one); "
            "a flow has exactly one start"
        )
        yield scope.doc.problem((*_node_loc(placed, index), "is_start"), "flow-start", message)
    for index, node in enumerate(step.nodes):
        if node.is_start and node.is_end:
            message = f"{where}: node '{node.id}' is both the start and an end"
            yield scope.doc.problem((*_node_loc(placed, index), "is_end"), "flow-start", message)


def _node_ids(scope: Scope, placed: Placed) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, node in enumerate(placed.step.nodes):
        if node.id in seen:
            message = f"conversation '{placed.id}': node id '{node.id}' is used twice"
            yield scope.doc.problem((*_node_loc(placed, index), "id"), "flow-node-id", message)
        seen.add(node.id)
    glob = placed.step.global_node
    if glob is not None and glob.id in seen:
        message = f"conversation '{placed.id}': the global node's id '{glob.id}' is a node's id"
        yield scope.doc.problem((*placed.loc, "global_node", "id"), "flow-node-id", message)


def _edges(scope: Scope, placed: Placed) -> Iterator[Problem]:
    step: ConversationStep = placed.step
    ids = {node.id for node in step.nodes}
    glob = step.global_node.id if step.global_node is not None else None
    for n, node in enumerate(step.nodes):
        where = f"conversation '{placed.id}', node '{node.id}'"
        if node.handoff is not None and not node.is_end:
            message = f"{where} names a handoff but is not an end node; only an end node hands over"
            yield scope.doc.problem((*_node_loc(placed, n), "handoff"), "flow-end-edges", message)
        if node.is_end and node.edges:
            message = f"{where} is an end node and has edges; an end node has no exits"
            loc = (*_node_loc(placed, n), "edges")
            yield scope.doc.problem(loc, "flow-end-edges", message, key=True)
        labels: set[str] = set()
        for e, edge in enumerate(node.edges):
            loc = (*_node_loc(placed, n), "edges", e)
            if edge.label in labels:
                message = f"{where}: label '{edge.label}' is used by two of its edges"
                yield scope.doc.problem((*loc, "label"), "flow-label", message)
            elif not LABEL.match(edge.label):
                message = (
                    f"{where}: label '{edge.label}' is the function the model calls: start "
                    "with a Latin letter, then letters, digits, _ or -, at most 48"
                )
                yield scope.doc.problem((*loc, "label"), "flow-label", message)
            labels.add(edge.label)
            if edge.target == glob:
                message = (
                    f"{where}: edge '{edge.label}' targets the global node; it is never a target"
                )
                yield scope.doc.problem((*loc, "target"), "flow-global", message)
            elif edge.target not in ids:
                known = ", ".join(sorted(ids))
                message = (
                    f"{where}: edge '{edge.label}' targets '{edge.target}', which is not a "
                    f"node (nodes: {known})"
                )
                yield scope.doc.problem((*loc, "target"), "flow-target", message)


def _global(scope: Scope, placed: Placed) -> Iterator[Problem]:
    glob = placed.step.global_node
    if glob is not None and glob.edges:
        message = (
            f"conversation '{placed.id}': the global node has edges; it has none and is "
            "never left or entered"
        )
        loc = (*placed.loc, "global_node", "edges")
        yield scope.doc.problem(loc, "flow-global", message, key=True)


def _graph(scope: Scope, placed: Placed) -> Iterator[Problem]:
    step: ConversationStep = placed.step
    starts = [node for node in step.nodes if node.is_start]
    if len(starts) != 1:
        return  # flow-start already says why; reachability has no root
    forward = {node.id: [e.target for e in node.edges] for node in step.nodes}
    reached = _closure([starts[0].id], forward)
    backward: dict[str, list[str]] = {node.id: [] for node in step.nodes}
    for node in step.nodes:
        for edge in node.edges:
            backward.setdefault(edge.target, []).append(node.id)
    ends = [node.id for node in step.nodes if node.is_end]
    reaching = _closure(ends, backward)
    for index, node in enumerate(step.nodes):
        where = f"conversation '{placed.id}': node '{node.id}'"
        if node.id not in reached:
            message = (
                f"{where} cannot be reached from the start '{starts[0].id}'; add an edge to "
                "it or remove it"
            )
            yield scope.doc.problem(_node_loc(placed, index), "flow-unreachable", message)
        elif node.id not in reaching:
            message = (
                f"{where} cannot reach any end node (is_end: true); the conversation could "
                "never finish from it"
            )
            yield scope.doc.problem(_node_loc(placed, index), "flow-dead-end", message)


def _closure(roots: list[str], graph: dict[str, list[str]]) -> set[str]:
    seen, todo = set(roots), list(roots)
    while todo:
        for following in graph.get(todo.pop(), []):
            if following not in seen:
                seen.add(following)
                todo.append(following)
    return seen


def _texts(scope: Scope, placed: Placed) -> Iterator[Problem]:
    step: ConversationStep = placed.step
    where = f"conversation '{placed.id}'"
    if step.global_node is not None and not step.global_node.prompt.strip():
        message = f"{where}: the global node's prompt is empty"
        yield scope.doc.problem((*placed.loc, "global_node", "prompt"), "flow-empty", message)
    for n, node in enumerate(step.nodes):
        if not node.prompt.strip():
            message = f"{where}: node '{node.id}' has an empty prompt; say what to say and do here"
            yield scope.doc.problem((*_node_loc(placed, n), "prompt"), "flow-empty", message)
        for e, edge in enumerate(node.edges):
            if not edge.condition.strip():
                message = (
                    f"{where}: edge '{edge.label}' of node '{node.id}' has an empty condition; "
                    "write the full predicate the model matches the conversation against"
                )
                loc = (*_node_loc(placed, n), "edges", e, "condition")
                yield scope.doc.problem(loc, "flow-empty", message)


def _limits(scope: Scope, placed: Placed) -> Iterator[Problem]:
    step: ConversationStep = placed.step
    doc, ctx = scope.doc, scope.ctx
    where = f"conversation '{placed.id}'"
    ceiling = ctx.llm_calls_per_attempt // CALLS_PER_TURN
    if step.max_turns is None:
        message = (
            f"{where} has no max_turns; declare how many model turns it may take (1..{ceiling})"
        )
        yield doc.problem(placed.loc, "flow-limits", message)
    elif not 1 <= step.max_turns <= ceiling:
        message = (
            f"{where}: max_turns {step.max_turns} is outside 1..{ceiling} (each turn may make "
            f"{CALLS_PER_TURN} model calls; the installation allows {ctx.llm_calls_per_attempt})"
        )
        yield doc.problem((*placed.loc, "max_turns"), "flow-limits", message)
    yield from _budget(scope, placed)
    declared = scope.points("handoff_points")
    if step.on_exhausted is None:
        message = (
            f"{where} has no on_exhausted; name the handoff point where the conversation goes "
            "when its turns or time run out or it gets stuck"
        )
        yield doc.problem(placed.loc, "flow-limits", message)
    elif step.on_exhausted not in declared:
        message = (
            f"{where}: on_exhausted '{step.on_exhausted}' is not declared under handoff_points"
        )
        yield doc.problem((*placed.loc, "on_exhausted"), "flow-limits", message)


def _budget(scope: Scope, placed: Placed) -> Iterator[Problem]:
    value, where = placed.step.time_budget, f"conversation '{placed.id}'"
    if value is None:
        message = f"{where} has no time_budget; declare one for the whole conversation, like 20m"
        yield scope.doc.problem(placed.loc, "flow-limits", message)
        return
    try:
        seconds = parse_duration(value)
    except ValueError as exc:
        yield scope.doc.problem(
            (*placed.loc, "time_budget"), "flow-limits", f"{where}: time_budget {exc}"
        )
        return
    if not 0 < seconds <= scope.ctx.max_time_budget_s:
        message = f"{where}: time_budget {value} is outside (0, {scope.ctx.max_time_budget_s:g}s]"
        yield scope.doc.problem((*placed.loc, "time_budget"), "flow-limits", message)


def _silence(scope: Scope, placed: Placed) -> Iterator[Problem]:
    silence, where = placed.step.silence, f"conversation '{placed.id}'"
    refused = any(
        loc[: len(placed.loc) + 1] == (*placed.loc, "silence") for loc in scope.doc.refused
    )
    if silence is None and not refused:
        message = (
            f"{where} has no silence; declare how long to wait for the person and what then "
            "(silence: {timeout: 10m, outcome: end | handoff})"
        )
        yield scope.doc.problem(placed.loc, "flow-silence", message)
    if silence is None:
        return
    try:
        seconds = parse_duration(silence.timeout)
    except ValueError as exc:
        loc = (*placed.loc, "silence", "timeout")
        yield scope.doc.problem(loc, "flow-silence", f"{where}: silence timeout {exc}")
        return
    loc = (*placed.loc, "silence", "timeout")
    if seconds <= 0:
        yield scope.doc.problem(loc, "flow-silence", f"{where}: silence timeout must be positive")
    elif seconds > _seconds(placed.step.time_budget):
        message = (
            f"{where}: silence timeout {silence.timeout} is longer than the time budget "
            f"{placed.step.time_budget}; the budget would always run out first"
        )
        yield scope.doc.problem(loc, "flow-silence", message)


def _seconds(value: str | None) -> float:
    try:
        return parse_duration(value) if value is not None else float("inf")
    except ValueError:
        return float("inf")  # flow-limits reports the budget itself


def _extractions(scope: Scope, placed: Placed) -> Iterator[Problem]:
    for n, node in enumerate(placed.step.nodes):
        if node.extraction is not None:
            loc = (*_node_loc(placed, n), "extraction", "variables")
            yield from _extraction(scope, placed, node, loc)


def _extraction(scope: Scope, placed: Placed, node: Node, loc: Loc) -> Iterator[Problem]:
    assert node.extraction is not None
    schema = node.extraction.variables
    where = f"conversation '{placed.id}', node '{node.id}': extraction"
    errors = list(_META.iter_errors(schema))
    for error in errors:
        message = f"{where} is not valid JSON Schema (2020-12): {error.message[:200]}"
        yield scope.doc.problem((*loc, *error.absolute_path), "flow-extraction", message)
    if errors:
        return
    if schema.get("type") != "object" or "reason" not in (schema.get("properties") or {}):
        message = (
            f"{where} must be an object schema with a 'reason' property (reason: {{type: string}})"
        )
        yield scope.doc.problem(loc, "flow-extraction", message)
        return
    for sub, sub_loc in object_schemas(schema, loc):
        missing = [
            name for name in sub.get("properties") or {} if name not in (sub.get("required") or [])
        ]
        if missing:
            message = (
                f"{where}: {', '.join(missing)} not required; a verdict requires every field "
                "(nullable if it may be absent)"
            )
            yield scope.doc.problem(sub_loc, "flow-extraction", message)
        if sub.get("additionalProperties") is not False:
            message = (
                f"{where}: add additionalProperties: false, so the verdict has no room for more"
            )
            yield scope.doc.problem(sub_loc, "flow-extraction", message)


def flow_llm_calls(step: ConversationStep, tiers: int, cap: int) -> int:
    """The most LLM calls one conversation attempt can make: every turn its own call and an
    extraction, each through every tier, bounded by the installation's per-attempt cap."""
    return min((step.max_turns or 0) * CALLS_PER_TURN * tiers, cap)


def conversation_facts(scope: Scope) -> dict[str, Any]:
    """What the card prints about each flow: turns, budget, silence, worst case in calls."""
    found: dict[str, Any] = {}
    for placed in scope.doc.of_kind(ConversationStep):
        step: ConversationStep = placed.step
        found[placed.id] = {
            "max_turns": step.max_turns,
            "calls_per_turn": CALLS_PER_TURN,
            "time_budget_s": parse_duration(step.time_budget),
            "silence_s": parse_duration(step.silence.timeout) if step.silence else None,
            "silence_outcome": step.silence.outcome if step.silence else None,
            "on_exhausted": step.on_exhausted,
            "worst_case_llm_calls": flow_llm_calls(
                step, scope.ctx.tiers, scope.ctx.llm_calls_per_attempt
            ),
        }
    return found
