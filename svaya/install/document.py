"""A parsed description as the rules see it: data, positions, and models recovered step by step.

Pydantic validates the whole document once, and every error it reports becomes a problem.
Then each step is validated on its own so that one broken step does not hide the others from
the remaining rules: a step that cannot be recovered becomes a `Stub` that keeps its id (so
routes and references to it do not cascade into further errors) and is skipped by the rules.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from svaya.install.durations import parse_duration
from svaya.install.report import Problem, Severity
from svaya.spec.flows import ConversationStep
from svaya.spec.loader import Positions, YamlError, load_yaml
from svaya.spec.models import (
    AgentStep,
    BranchMember,
    BranchStep,
    ConfirmStep,
    HandoffStep,
    JoinStep,
    LLMStep,
    ParallelStep,
    Point,
    Step,
    SystemStep,
    TaskDescription,
)

Loc = tuple[str | int, ...]

KINDS: dict[str, type[BaseModel]] = {
    "llm": LLMStep,
    "agent": AgentStep,
    "system": SystemStep,
    "branch": BranchStep,
    "parallel": ParallelStep,
    "join": JoinStep,
    "confirm": ConfirmStep,
    "handoff": HandoffStep,
    "conversation": ConversationStep,
}
_STEP: TypeAdapter[Any] = TypeAdapter(Step)
_MEMBER: TypeAdapter[Any] = TypeAdapter(BranchMember)
_POINTS: TypeAdapter[dict[str, Point]] = TypeAdapter(dict[str, Point])
# Pydantic errors on these fields belong to the rule that owns the field.
_FIELD_RULES = {
    "max_passes": "agent-max-passes",
    "time_budget": "agent-time-budget",
    "on_exhausted": "agent-on-exhausted",
    "max_tool_calls_per_turn": "agent-tool-calls",
    "deadline": "step-deadline",
}


@dataclass(frozen=True)
class Stub:
    """A step pydantic refused: only what routing needs survives."""

    id: str
    kind: str
    next: str | None = None


@dataclass(frozen=True)
class Placed:
    step: Any  # a step model or a Stub
    loc: Loc  # where it stands in the data, e.g. ("steps", 4) or ("steps", 2, "branches", 0, 1)
    parallel: str | None = None  # the enclosing parallel step, for branch members

    @property
    def id(self) -> str:
        return str(self.step.id)


@dataclass
class Document:
    text: str
    path: str
    data: dict[str, Any]
    positions: Positions
    spec: TaskDescription  # built from what validated; complete only when `valid`
    valid: bool
    top: list[Placed]
    placed: list[Placed]  # top-level steps and branch members in declaration order
    refused: set[Loc] = field(default_factory=set)  # locations pydantic already reported

    def problem(
        self,
        loc: Loc,
        rule: str,
        message: str,
        *,
        key: bool = False,
        col: int | None = None,
        severity: Severity = "error",
    ) -> Problem:
        pos = self.positions.of(loc, key=key)
        return Problem(self.path, pos.line, col or pos.col, rule, message, severity)

    def line_text(self, line: int) -> str:
        lines = self.text.splitlines()
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def of_kind(self, *types: type) -> Iterator[Placed]:
        return (p for p in self.placed if isinstance(p.step, types))


def parse_document(text: str, path: str) -> tuple[Document | None, list[Problem]]:
    try:
        data, positions = load_yaml(text)
    except YamlError as exc:
        pos = exc.position
        return None, [Problem(path, pos.line, pos.col, "yaml", f"YAML syntax error: {exc}")]
    if not isinstance(data, dict):
        message = "a task description is a YAML mapping (solution, version, steps, ...)"
        return None, [Problem(path, 1, 1, "schema", message)]
    try:
        spec = TaskDescription.model_validate(data)
        errors: list[Any] = []
    except ValidationError as exc:
        errors = exc.errors()
        spec = _recover_spec(data)
    top = [Placed(step, ("steps", i)) for i, step in enumerate(spec.steps)]
    doc = Document(text, path, data, positions, spec, not errors, top, _with_members(top))
    return doc, [_schema_problem(doc, error) for error in errors]


def _with_members(top: list[Placed]) -> list[Placed]:
    placed: list[Placed] = []
    for parent in top:
        placed.append(parent)
        if isinstance(parent.step, ParallelStep):
            for b, branch in enumerate(parent.step.branches):
                for m, member in enumerate(branch):
                    placed.append(Placed(member, (*parent.loc, "branches", b, m), parent.id))
    return placed


# --- pydantic errors as problems ---------------------------------------------------------


def _schema_problem(doc: Document, error: Any) -> Problem:
    loc = _data_loc(doc.data, error["loc"])
    name = str(error["loc"][-1]) if error["loc"] else ""
    if error["type"] in {"union_tag_invalid", "union_tag_not_found"} and "kind" in error["input"]:
        loc = (*loc, "kind")
    doc.refused.add(loc)
    message = f"{_where(doc.data, loc)}{_schema_message(doc, error, loc, name)}"
    rule = _FIELD_RULES.get(name, "schema")
    return doc.problem(loc, rule, message, key=error["type"] == "extra_forbidden")


def _schema_message(doc: Document, error: Any, loc: Loc, name: str) -> str:
    kind, msg = error["type"], error["msg"][:1].lower() + error["msg"][1:]
    if kind == "missing":
        return f"required key '{name}' is missing"
    if kind == "extra_forbidden":
        return f"unknown key '{name}'{_suggestion(doc.data, loc)}"
    if kind in {"union_tag_invalid", "union_tag_not_found"}:
        expected = str(error.get("ctx", {}).get("expected_tags", _KIND_LIST)).replace("'", "")
        return f"unknown step kind {error['input'].get('kind')!r}; use one of {expected}"
    if name.isdigit():
        return f"item {int(name) + 1}: {msg}"
    if name in {"time_budget", "deadline"} and isinstance(error["input"], int | float):
        return f"{name} {_duration_error(error['input'])}"
    return f"'{name}': {msg}"


_KIND_LIST = ", ".join(KINDS)


def _duration_error(value: object) -> str:
    try:
        parse_duration(value)
    except ValueError as exc:
        return str(exc)
    return "must be a string like 120s"


def _data_loc(data: Any, loc: Loc) -> Loc:
    """The pydantic `loc` as a path into the data: union tags and missing keys are dropped."""
    path: list[str | int] = []
    node, after_index = data, False
    for part in loc:
        if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node, after_index = node[part], True
            path.append(part)
            continue
        if isinstance(node, dict) and part in node and not (after_index and part in KINDS):
            node = node[part]
            path.append(part)
        after_index = False
    return tuple(path)


def _where(data: Any, loc: Loc) -> str:
    """'step "x": ' for a location inside a step, so the message names it."""
    step_loc = _innermost_step(loc)
    if step_loc is None:
        return ""
    node: Any = data
    for part in step_loc:
        node = node[part]
    step_id = node.get("id") if isinstance(node, dict) else None
    return f"step '{step_id}': " if isinstance(step_id, str) else ""


def _innermost_step(loc: Loc) -> Loc | None:
    found = None
    for i in range(len(loc) - 1):
        if loc[i] == "steps" and isinstance(loc[i + 1], int):
            found = loc[: i + 2]
        if loc[i] == "branches" and i + 2 < len(loc) and isinstance(loc[i + 2], int):
            found = loc[: i + 3]
    return found


def _suggestion(data: Any, loc: Loc) -> str:
    """'; did you mean …?' for a misspelt key, from the model that refused it."""
    parent: Any = data
    for part in loc[:-1]:
        parent = parent[part]
    model = _model_for(parent, loc)
    if model is None:
        return ""
    close = difflib.get_close_matches(str(loc[-1]), list(model.model_fields), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def _model_for(parent: Any, loc: Loc) -> type[BaseModel] | None:
    if len(loc) == 1:
        return TaskDescription
    if isinstance(parent, dict) and _innermost_step(loc) == loc[:-1]:
        return KINDS.get(str(parent.get("kind")))
    return None


# --- recovering models from a document pydantic refused -----------------------------------


def _recover_spec(data: dict[str, Any]) -> TaskDescription:
    fields: dict[str, Any] = {}
    for name, info in TaskDescription.model_fields.items():
        if name == "steps":
            continue
        try:
            fields[name] = TypeAdapter(info.annotation).validate_python(data[name])
        except (KeyError, ValidationError):
            fields[name] = _fallback(name, data.get(name))
    raw_steps = data.get("steps")
    steps = raw_steps if isinstance(raw_steps, list) else []
    fields["steps"] = [_recover_step(raw, i, _STEP) for i, raw in enumerate(steps)]
    return TaskDescription.model_construct(**fields)


def _fallback(name: str, value: Any) -> Any:
    """A declared point stays declared even when its body is wrong; the rest is dropped."""
    if name in {"handoff_points", "confirmation_points"}:
        names = value if isinstance(value, dict) else {}
        return {str(key): Point.model_construct() for key in names}
    if name == "inputs":
        return value if isinstance(value, dict) else {}
    return None


def _recover_step(raw: Any, index: int, adapter: TypeAdapter[Any]) -> Any:
    if isinstance(raw, dict) and raw.get("kind") == "parallel" and adapter is _STEP:
        return _recover_parallel(raw, index)
    try:
        return adapter.validate_python(raw)
    except ValidationError as exc:
        cleaned = _without_refused_optionals(raw, exc)
    if cleaned is not None:
        try:
            return adapter.validate_python(cleaned)
        except ValidationError:
            pass
    return _stub(raw, index)


def _recover_parallel(raw: dict[str, Any], index: int) -> Any:
    branches = raw.get("branches")
    if not isinstance(branches, list) or not all(isinstance(b, list) for b in branches):
        return _stub(raw, index)
    members = [
        [_recover_step(m, index * 1000 + j, _MEMBER) for j, m in enumerate(branch)]
        for branch in branches
    ]
    try:
        shell = _STEP.validate_python({**raw, "branches": [[] for _ in branches]})
    except ValidationError:
        return _stub(raw, index)
    return shell.model_copy(update={"branches": members})


def _without_refused_optionals(raw: Any, exc: ValidationError) -> dict[str, Any] | None:
    """The step without the optional keys pydantic refused, or None if a required one failed."""
    model = KINDS.get(str(raw.get("kind"))) if isinstance(raw, dict) else None
    if model is None:
        return None
    if any(len(e["loc"]) < 2 for e in exc.errors()):
        return None
    bad = {str(e["loc"][1]) for e in exc.errors()}
    required = {name for name, info in model.model_fields.items() if info.is_required()}
    if bad & required:
        return None
    return {key: value for key, value in raw.items() if key not in bad}


def _stub(raw: Any, index: int) -> Stub:
    raw = raw if isinstance(raw, dict) else {}
    step_id = raw.get("id")
    step_next = raw.get("next")
    return Stub(
        id=step_id if isinstance(step_id, str) else f"<step {index + 1}>",
        kind=str(raw.get("kind")),
        next=step_next if isinstance(step_next, str) else None,
    )
