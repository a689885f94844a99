"""The model's reach, checked by code at run time.

- What a step may send to the model is checked against the *live* data route of the model's
  destination before every call (a route narrowed after install applies at once).
- A verdict whose required text is empty or only whitespace is no verdict: it is repaired.
- A verdict is applied only on the state it was made on: the same attempt of the same step,
  with the run's inputs unchanged.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

from svaya.engine.checks import schema_errors
from svaya.privacy import is_personal

UNCLASSIFIED = "(unclassified)"  # as the install check names an argument with no class


def model_route_classes(ctx: Any, step: Any) -> frozenset[str]:
    """Every class the step may put in front of the model, with margin (as the install check
    computes it): the run's input classes and the arguments and results of the step's tools,
    as the live registry declares them. Personal classes travel only as placeholders."""
    classes = set(ctx.input_classes)
    for name in getattr(step, "tools", None) or []:
        tool = ctx.policy.tools.get(name)
        if tool is not None:
            classes |= {c or UNCLASSIFIED for c in tool.arg_classes().values()}
            classes |= set(tool.result_classes)
    return frozenset(c for c in classes if not is_personal(c))


def parse_verdict(schema: dict[str, Any], content: str) -> tuple[Any, str]:
    """A verdict of the declared form whose required texts say something, or the problem."""
    try:
        value = json.loads(content)
    except ValueError as exc:
        return None, f"the answer is not JSON: {exc}"
    problems = schema_errors(schema, value) or empty_text_problem(schema, value)
    return (None, problems) if problems else (value, "")


def empty_text_fields(schema: dict[str, Any], value: Any, path: str = "") -> Iterator[str]:
    """Required string fields that hold no text (empty or whitespace), anywhere in `value`."""
    if isinstance(value, dict) and isinstance(schema.get("properties"), dict):
        required = set(schema.get("required") or [])
        for name, sub in schema["properties"].items():
            if name not in value or not isinstance(sub, dict):
                continue
            where = f"{path}/{name}" if path else name
            if name in required and _is_string(sub) and isinstance(value[name], str):
                if not value[name].strip():
                    yield where
            yield from empty_text_fields(sub, value[name], where)
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for index, item in enumerate(value):
            item_path = f"{path}/{index}" if path else str(index)
            yield from empty_text_fields(schema["items"], item, item_path)


def empty_text_problem(schema: dict[str, Any], value: Any) -> str:
    empty = list(empty_text_fields(schema, value))
    if not empty:
        return ""
    return (
        f"required text field(s) {', '.join(empty)} are empty: "
        "write the actual content, a verdict without it is not a verdict"
    )


def _is_string(schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    return kind == "string" or (isinstance(kind, list) and "string" in kind and "null" not in kind)


def inputs_digest(inputs: Any) -> str:
    canonical = json.dumps(inputs, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def stale_basis(ctx: Any, step_id: str) -> str:
    """Why a verdict made in this attempt may no longer be applied ("" when it may): the
    ledger reads the state as stored now and compares it with what the step started on."""
    return basis_problem(ctx.ledger.basis(), ctx.ledger.attempt_no, step_id, ctx.view.inputs)


def basis_problem(now: Any, attempt_no: int, step_id: str, inputs: Any) -> str:
    problems = []
    if now.attempt_no != attempt_no:
        problems.append(f"attempt {attempt_no} is no longer current (attempt {now.attempt_no} is)")
    if now.step_id != step_id:
        problems.append(f"the run is at step {now.step_id!r}, not {step_id!r}")
    if now.inputs_digest != inputs_digest(inputs):
        problems.append("the run's inputs changed after the step read them")
    return "; ".join(problems)
