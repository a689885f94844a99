"""The route as a graph, and the rules on it: targets, cycles, reachability, joins, ids.

Edges: a step goes to its `next`, or by default to the following top-level step (or the end);
a branch goes to each case's `goto` and to `otherwise`; a confirm also goes to `on_reject`; a
parallel goes into each branch, whose members run in sequence and then go to the join. A
handoff's `retry_from` is not an edge: a controller's retry is a new attempt, not a loop.
Default edges always point forward in declaration order, so a cycle needs an explicit edge
that points back, and that edge is where it is reported.
"""

from __future__ import annotations

import difflib
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise

from svaya.install.document import Document, Loc, Placed
from svaya.install.report import Problem
from svaya.spec.models import END, BranchStep, ConfirmStep, HandoffStep, JoinStep, ParallelStep

_END_ALLOWED = {"next", "goto", "otherwise"}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    loc: Loc | None  # where the edge is written; None for an implicit one
    field: str  # next, goto, otherwise, on_reject, default, branch


@dataclass
class RouteGraph:
    order: dict[str, float] = field(default_factory=dict)  # step id -> declaration order
    top: dict[str, Placed] = field(default_factory=dict)  # first step with each top-level id
    members: dict[str, Placed] = field(default_factory=dict)  # parallel branch members
    edges: list[Edge] = field(default_factory=list)
    first: str | None = None

    def successors(self, node: str) -> list[str]:
        return [e.target for e in self.edges if e.source == node and e.target in self.order]

    def reachable_from(self, start: str) -> set[str]:
        return _closure(start, self.successors)

    def ancestors(self, node: str) -> set[str]:
        """Steps that may have run before `node` on some path."""
        return _closure(node, self._predecessors) - {node}

    def path(self, start: str, goal: str) -> list[str]:
        previous: dict[str, str] = {}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nxt in self.successors(node):
                if nxt not in previous and nxt != start:
                    previous[nxt] = node
                    queue.append(nxt)
        found = [goal]
        while found[-1] != start and found[-1] in previous:
            found.append(previous[found[-1]])
        return found[::-1]

    def _predecessors(self, node: str) -> list[str]:
        return [e.source for e in self.edges if e.target == node]


def _closure(start: str, step: Callable[[str], list[str]]) -> set[str]:
    seen: set[str] = set()
    queue = deque([start])
    while queue:
        for nxt in step(queue.popleft()):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def build_graph(doc: Document) -> RouteGraph:
    graph = RouteGraph(first=doc.top[0].id if doc.top else None)
    for i, placed in enumerate(doc.top):
        graph.order.setdefault(placed.id, float(i))
        graph.top.setdefault(placed.id, placed)
        following = doc.top[i + 1].id if i + 1 < len(doc.top) else END
        graph.edges.extend(_edges(placed, following))
    for placed in doc.placed:
        if placed.parallel is not None and placed.id not in graph.order:
            parent = graph.order.get(placed.parallel, 0.0)
            graph.order[placed.id] = parent + 0.5
            graph.members[placed.id] = placed
    return graph


def _edges(placed: Placed, following: str) -> Iterator[Edge]:
    step, loc = placed.step, placed.loc
    if isinstance(step, BranchStep):
        for k, case in enumerate(step.cases):
            yield Edge(step.id, case.goto, (*loc, "cases", k, "goto"), "goto")
        yield Edge(step.id, step.otherwise, (*loc, "otherwise"), "otherwise")
    elif isinstance(step, ParallelStep):
        for branch in step.branches:
            chain = [step.id, *(member.id for member in branch), following]
            yield from (Edge(a, b, None, "branch") for a, b in pairwise(chain))
    else:
        if step.next is not None:
            yield Edge(step.id, step.next, (*loc, "next"), "next")
        else:
            yield Edge(step.id, following, None, "default")
        if isinstance(step, ConfirmStep) and step.on_reject is not None:
            yield Edge(step.id, step.on_reject, (*loc, "on_reject"), "on_reject")


# --- rules ---------------------------------------------------------------------------------


def check_targets(doc: Document, graph: RouteGraph) -> Iterator[Problem]:
    for edge in graph.edges:
        if edge.loc is not None and edge.loc not in doc.refused:
            problem = _target_problem(doc, graph, edge)
            if problem is not None:
                yield problem
    yield from _misplaced_next(doc)
    yield from _retry_targets(doc, graph)


def _target_problem(doc: Document, graph: RouteGraph, edge: Edge) -> Problem | None:
    assert edge.loc is not None
    where = f"step '{edge.source}': {edge.field} '{edge.target}'"
    if edge.target == END:
        if edge.field in _END_ALLOWED:
            return None
        message = f"{where}: '{END}' is not a step; omit {edge.field} to end the run"
    elif edge.target in graph.members:
        parent = graph.members[edge.target].parallel
        message = f"{where} is inside parallel '{parent}'; route to a top-level step"
    elif edge.target not in graph.top:
        message = f"{where} names no step{_did_you_mean(edge.target, graph.top)}"
    else:
        return None
    return doc.problem(edge.loc, "route-goto", message)


def _misplaced_next(doc: Document) -> Iterator[Problem]:
    for placed in doc.placed:
        step_next = getattr(placed.step, "next", None)
        if step_next is None:
            continue
        loc = (*placed.loc, "next")
        if placed.parallel is not None:
            message = "steps in a parallel branch run in sequence and end at the join"
            yield doc.problem(loc, "route-goto", f"step '{placed.id}': {message}; remove next")
        elif isinstance(placed.step, BranchStep):
            message = "a branch continues by its cases and otherwise"
            yield doc.problem(loc, "route-goto", f"step '{placed.id}': {message}; remove next")


def _retry_targets(doc: Document, graph: RouteGraph) -> Iterator[Problem]:
    reached = graph.reachable_from(graph.first) if graph.first else set()
    for placed in doc.of_kind(HandoffStep):
        target = placed.step.retry_from
        if target is None:
            continue
        loc = (*placed.loc, "retry_from")
        where = f"step '{placed.id}': retry_from '{target}'"
        if target not in graph.top:
            message = f"{where} names no top-level step{_did_you_mean(target, graph.top)}"
            yield doc.problem(loc, "route-goto", message)
        elif placed.id in reached and target not in graph.ancestors(placed.id):
            message = f"{where} must name a step that comes earlier on the route"
            yield doc.problem(loc, "route-goto", message)


def check_cycles(doc: Document, graph: RouteGraph) -> Iterator[Problem]:
    for edge in graph.edges:
        if edge.loc is None or edge.target == END or edge.target not in graph.top:
            continue
        if graph.order[edge.target] > graph.order.get(edge.source, -1.0):
            continue
        if edge.target == edge.source or edge.source in graph.reachable_from(edge.target):
            loop = " -> ".join([*graph.path(edge.target, edge.source), edge.target])
            message = (
                f"step '{edge.source}': {edge.field} '{edge.target}' loops back ({loop}); "
                "a route is declared in advance and has no cycles — to repeat work, hand off "
                "to a controller with retry_from"
            )
            yield doc.problem(edge.loc, "route-cycle", message)


def check_reachable(doc: Document, graph: RouteGraph) -> Iterator[Problem]:
    # With a target that names no step the route is not known, so neither is reachability.
    dangling = any(e.target not in graph.order and e.target != END for e in graph.edges)
    if graph.first is None or dangling:
        return
    reached = graph.reachable_from(graph.first) | {graph.first}
    for placed in doc.top:
        if placed.id not in reached:
            message = f"step '{placed.id}' is unreachable: no path from '{graph.first}' leads to it"
            yield doc.problem(placed.loc, "route-unreachable", message)


def check_joins(doc: Document, graph: RouteGraph) -> Iterator[Problem]:
    for i, placed in enumerate(doc.top):
        before = doc.top[i - 1] if i > 0 else None
        after = doc.top[i + 1] if i + 1 < len(doc.top) else None
        if isinstance(placed.step, JoinStep):
            yield from _join_problems(doc, graph, placed, before)
        elif isinstance(placed.step, ParallelStep):
            yield from _parallel_problems(doc, placed, after)
    for edge in graph.edges:
        target = graph.top.get(edge.target)
        if edge.loc is not None and target is not None and isinstance(target.step, JoinStep):
            message = f"step '{edge.source}': a join is entered only from its parallel's branches"
            yield doc.problem(edge.loc, "route-join", message)


def _join_problems(
    doc: Document, graph: RouteGraph, join: Placed, before: Placed | None
) -> Iterator[Problem]:
    name = join.step.parallel
    loc = (*join.loc, "parallel")
    parallel = graph.top.get(name)
    if parallel is None or getattr(parallel.step, "kind", None) != "parallel":
        message = f"join '{join.id}' names '{name}', which is not a parallel step"
        yield doc.problem(loc, "route-join", message)
        return
    if before is None or before.id != name:
        message = f"join '{join.id}' must come right after its parallel '{name}'"
        yield doc.problem(loc, "route-join", message)


def _parallel_problems(doc: Document, parallel: Placed, after: Placed | None) -> Iterator[Problem]:
    if parallel.step.next is not None:
        message = f"parallel '{parallel.id}' continues at its join; remove next"
        yield doc.problem((*parallel.loc, "next"), "route-join", message)
    # A join that names another step right after it is reported on the join itself.
    if after is None or not isinstance(after.step, JoinStep):
        message = (
            f"parallel '{parallel.id}' has no join right after it; add a step "
            f"{{kind: join, parallel: {parallel.id}}}"
        )
        yield doc.problem(parallel.loc, "route-join", message)


def check_ids(doc: Document) -> Iterator[Problem]:
    first: dict[str, Placed] = {}
    for placed in doc.placed:
        loc = (*placed.loc, "id")
        if placed.id == END:
            yield doc.problem(loc, "step-duplicate", f"'{END}' is reserved for the end of the run")
        elif placed.id in first:
            line = doc.positions.of(first[placed.id].loc).line
            message = f"step id '{placed.id}' is already used by the step on line {line}"
            yield doc.problem(loc, "step-duplicate", message)
        else:
            first[placed.id] = placed


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(name, list(known), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""
