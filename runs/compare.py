"""Compare two runs (pure reads): typically a recorded run and its replay on another version.

The comparison says, for runs `a` (before) and `b` (after):
- the path: which steps ran in each, aligned in order, and which case each branch step took;
- the verdicts, field by field: each step's recorded output flattened to dotted field names,
  each field the same, changed (both values), or present in one run only;
- the tool calls of each step, paired in order: name and arguments the same or changed (a
  replay's write is never sent: it is marked as "would write");
- the outcome (status, step, outcome code: `runs.replay.run_end`);
- the calls and cost: LLM calls, of them paid and re-applied from the record, tool calls, and
  the cost in roubles.

It is data: the admin renders it (runs/admin_replay.py), the showcase builds its public
comparison from the two public records instead (showcase/comparison.py), never from this.
"""

from __future__ import annotations

import difflib
import json
from collections import defaultdict
from decimal import Decimal
from typing import Any

from django.db.models import Count, Sum

from runs.masking import Masker, sees_personal
from runs.models import LLMCall, Run, StepRun, ToolCall
from runs.replay import run_end

SAME, CHANGED, ONLY_A, ONLY_B, BOTH = "same", "changed", "only_a", "only_b", "both"


def compare_runs(a: Run, b: Run) -> dict[str, Any]:
    steps_a, steps_b = _step_runs(a), _step_runs(b)
    tools_a, tools_b = _tool_calls(a), _tool_calls(b)
    path_a, path_b = [s.step_id for s in steps_a], [s.step_id for s in steps_b]
    by_id_a = {s.step_id: s for s in steps_a}
    by_id_b = {s.step_id: s for s in steps_b}
    steps = [
        _step(step_id, by_id_a.get(step_id), by_id_b.get(step_id), tools_a, tools_b, b)
        for step_id in aligned(path_a, path_b)
    ]
    end_a, end_b = run_end(a), run_end(b)
    return {
        "a": _run_ref(a),
        "b": _run_ref(b),
        "path": {"a": path_a, "b": path_b, "same": path_a == path_b},
        "steps": steps,
        "outcome": {"a": end_a, "b": end_b, "same": end_a == end_b},
        "calls": {"a": _calls(a), "b": _calls(b)},
        "same": path_a == path_b and end_a == end_b and all(s["same"] for s in steps),
    }


def comparison_for(user: Any, a: Run, b: Run) -> dict[str, Any]:
    """`compare_runs` as `user` may read it: without the personal-values permission, verdict
    values and tool arguments carry either run's personal values as placeholders
    (runs/masking.py); `masked` says which. Field and call states are computed on the values
    in the clear, so they say only whether a value stayed the same."""
    data = compare_runs(a, b)
    clear = sees_personal(user)
    if clear:
        return {**data, "masked": False}
    maskers = [Masker(a, clear=False), Masker(b, clear=False)]

    def mask(value: Any) -> Any:
        for masker in maskers:
            value = masker.value(value)
        return value

    def call(side: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if side is None else {**side, "args": mask(side["args"])}

    steps = [
        {
            **step,
            "fields": [{**f, "a": mask(f["a"]), "b": mask(f["b"])} for f in step["fields"]],
            "tools": [{**t, "a": call(t["a"]), "b": call(t["b"])} for t in step["tools"]],
        }
        for step in data["steps"]
    ]
    return {**data, "steps": steps, "masked": True}


def aligned(a: list[str], b: list[str]) -> list[str]:
    """Both paths as one sequence: the steps they share in their order, each run's own steps
    where they ran (`a`'s before `b`'s when both took a different way at the same place)."""
    merged: list[str] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for _tag, i1, i2, j1, j2 in matcher.get_opcodes():
        for step_id in [*a[i1:i2], *b[j1:j2]]:
            if step_id not in merged:
                merged.append(step_id)
    return merged


def _run_ref(run: Run) -> dict[str, Any]:
    return {
        "run": run.pk,
        "version": run.version.number,
        "replay_of": run.replay_of_id,
        "status": str(run.status),
        "outcome": run.outcome,
    }


def _step_runs(run: Run) -> list[StepRun]:
    return list(StepRun.objects.filter(run=run).order_by("id"))


def _tool_calls(run: Run) -> dict[str, list[ToolCall]]:
    found: dict[str, list[ToolCall]] = defaultdict(list)
    rows = ToolCall.objects.filter(attempt__step_run__run=run).select_related("attempt__step_run")
    for row in rows.order_by("attempt__step_run_id", "attempt__number", "pass_no", "seq"):
        found[row.attempt.step_run.step_id].append(row)
    return found


def _step(
    step_id: str,
    a: StepRun | None,
    b: StepRun | None,
    tools_a: dict[str, list[ToolCall]],
    tools_b: dict[str, list[ToolCall]],
    run_b: Run,
) -> dict[str, Any]:
    presence = BOTH if a and b else (ONLY_A if a else ONLY_B)
    fields = verdict_fields(a.output if a else None, b.output if b else None)
    tools = tool_pairs(tools_a.get(step_id, []), tools_b.get(step_id, []), run_b)
    branch_a, branch_b = _branch_taken(a), _branch_taken(b)
    status_a = str(a.status) if a else ""
    status_b = str(b.status) if b else ""
    same = (
        presence == BOTH
        and status_a == status_b
        and branch_a == branch_b
        and all(f["state"] == SAME for f in fields)
        and all(t["state"] == SAME for t in tools)
    )
    return {
        "step": step_id,
        "kind": (a or b).kind if (a or b) else "",
        "presence": presence,
        "status_a": status_a,
        "status_b": status_b,
        "branch_a": branch_a,
        "branch_b": branch_b,
        "fields": fields,
        "tools": tools,
        "same": same,
    }


def _branch_taken(step_run: StepRun | None) -> str:
    """The step a branch step went to (its output's `goto`); "" for any other step."""
    if step_run is None or step_run.kind != "branch" or not isinstance(step_run.output, dict):
        return ""
    return str(step_run.output.get("goto") or "")


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """A verdict as dotted field names; a list or a scalar is one field."""
    if isinstance(value, dict) and value:
        found: dict[str, Any] = {}
        for key, sub in value.items():
            found.update(flatten(sub, f"{prefix}.{key}" if prefix else str(key)))
        return found
    return {prefix or "": value}


def verdict_fields(a: Any, b: Any) -> list[dict[str, Any]]:
    """Each field of two recorded outputs: same, changed (both values), or in one only."""
    if a is None and b is None:
        return []
    flat_a = flatten(a) if a is not None else {}
    flat_b = flatten(b) if b is not None else {}
    found = []
    for name in [*flat_a, *(k for k in flat_b if k not in flat_a)]:
        if name not in flat_b:
            state = ONLY_A
        elif name not in flat_a:
            state = ONLY_B
        else:
            state = SAME if _canonical(flat_a[name]) == _canonical(flat_b[name]) else CHANGED
        found.append({"field": name, "state": state, "a": flat_a.get(name), "b": flat_b.get(name)})
    return found


def tool_pairs(a: list[ToolCall], b: list[ToolCall], run_b: Run) -> list[dict[str, Any]]:
    """A step's tool calls paired in the order they were made."""
    found = []
    replay = run_b.replay_of_id is not None
    for i in range(max(len(a), len(b))):
        one = a[i] if i < len(a) else None
        two = b[i] if i < len(b) else None
        if one is None:
            state = ONLY_B
        elif two is None:
            state = ONLY_A
        elif one.tool == two.tool and _canonical(one.args) == _canonical(two.args):
            state = SAME
        else:
            state = CHANGED
        found.append(
            {
                "state": state,
                "a": _tool(one, would_write=False),
                "b": _tool(two, would_write=replay),
            }
        )
    return found


def _tool(call: ToolCall | None, *, would_write: bool) -> dict[str, Any] | None:
    if call is None:
        return None
    return {
        "tool": call.tool,
        "effect": call.effect,
        "args": call.args,
        "status": str(call.status),
        # A replay never sends a write (runs.replay): its row is what it would have written.
        "would_write": would_write and call.effect == "write",
    }


def _calls(run: Run) -> dict[str, Any]:
    llm = LLMCall.objects.filter(attempt__step_run__run=run).aggregate(
        n=Count("id"), cost=Sum("cost")
    )
    summary = run.replay if isinstance(run.replay, dict) else {}
    # A replay pays only for the calls it was allowed to make; the rest are the record's
    # answers re-applied (runs.replay). Every call of a run that is not a replay was sent.
    paid = int(summary.get("calls_made", 0)) if run.replay_of_id else llm["n"]
    return {
        "llm_calls": llm["n"],
        "paid": paid,
        "reapplied": llm["n"] - paid,
        "tool_calls": ToolCall.objects.filter(attempt__step_run__run=run).count(),
        "would_write": len(summary.get("would_write", [])),
        "cost": llm["cost"] or Decimal(0),
    }


def _canonical(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
