"""The public comparison of a recorded run with its replay on another version («версия 2
против версии 1»).

It is built from the two runs' public records (each passes the leak check on its own, see
showcase.public) and, from runs.compare, only states — whether a step's answer or its calls
of systems stayed the same — never the verdicts or arguments themselves. The comparison as a
whole passes the same leak check, against both runs (the two versions' instructions and rules
differ), with its own allow-list of field names, before it is shown.
"""

from __future__ import annotations

import logging
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from journal.russian import roubles
from runs.compare import BOTH, ONLY_A, SAME, compare_runs
from runs.labels import EFFECT_LABELS, OUTCOME_LABELS, PASS_OUTCOME_LABELS
from runs.models import Run, RunStatus, StepStatus
from runs.replay import STOPPED
from showcase.diagram import COMPARE_MARKS, label, passes_count
from showcase.public import LeakError, export_public_record, record_leaks

log = logging.getLogger(__name__)

RAN = {BOTH: "both", ONLY_A: "before", "only_b": "after"}
SIDE_KEYS = ("run", "version", "status", "outcome", "llm_calls", "paid_calls", "tool_calls")
STEP_KEYS = ("step", "number", "title", "ran", "before", "after", "answer", "systems")
STEP_SIDE_KEYS = ("status", "passes", "went", "tools")
TOOL_KEYS = ("tool", "effect", "status")
TOP_KEYS = ("solution", "title", "sample", "same", "before", "after", "steps")
COMPARISON_KEYS = frozenset((*TOP_KEYS, *SIDE_KEYS, *STEP_KEYS, *STEP_SIDE_KEYS, *TOOL_KEYS))


def public_comparison(original: Run, replay: Run) -> dict[str, Any]:
    """The comparison of `original` (before) with `replay` (after), from public parts only."""
    before, after = export_public_record(original), export_public_record(replay)
    facts = compare_runs(original, replay)
    summary = replay.replay if isinstance(replay.replay, dict) else {}
    records = {"before": _by_step(before), "after": _by_step(after)}
    numbers = {s["step"]: s["number"] for r in (before, after) for s in r["steps"]}
    steps = []
    for step in facts["steps"]:
        step_id = step["step"]
        shown = {side: records[side].get(step_id) for side in ("before", "after")}
        if not any(shown.values()):
            continue  # a step the public record does not show (not in the route)
        one = shown["before"] or shown["after"]
        assert one is not None
        steps.append(
            {
                "step": step_id,
                "number": one["number"],
                "title": one["title"],
                "ran": RAN[step["presence"]],
                "before": _side(shown["before"], step["branch_a"], numbers),
                "after": _side(shown["after"], step["branch_b"], numbers),
                # Said for a step both ran; where one did not, the path already says it.
                "answer": _state(step["fields"]) if step["presence"] == BOTH else "",
                "systems": _state(step["tools"]) if step["presence"] == BOTH else "",
            }
        )
    return {
        "solution": after["solution"],
        "title": after["title"],
        "sample": before["sample"],
        "same": bool(facts["same"]),
        "before": _run(before, paid=before["llm_calls"]),
        "after": _run(after, paid=int(summary.get("calls_made", 0))),
        "steps": steps,
    }


def export_public_comparison(original: Run, replay: Run) -> dict[str, Any]:
    """The comparison if the leak check finds nothing in it, checked against both runs."""
    comparison = public_comparison(original, replay)
    leaks = [
        leak
        for run in (original, replay)
        for leak in record_leaks(comparison, run, allowed=COMPARISON_KEYS)
    ]
    if leaks:
        log.warning("run %s vs %s: comparison refused", original.pk, replay.pk)
        raise LeakError(replay.pk, list(dict.fromkeys(leaks)))
    return comparison


def _by_step(record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {step["step"]: step for step in record["steps"]}


def _run(record: dict[str, Any], *, paid: int) -> dict[str, Any]:
    return {
        "run": record["run"],
        "version": record["version"],
        "status": record["status"],
        "outcome": record["outcome"],
        "llm_calls": record["llm_calls"],
        "paid_calls": paid,
        "tool_calls": record["tool_calls"],
    }


def _side(step: dict[str, Any] | None, went: str, numbers: dict[str, str]) -> dict[str, Any] | None:
    if step is None:
        return None
    passes = [p for a in step["attempts"] for p in a["passes"]]
    return {
        "status": step["status"],
        "passes": len(passes),
        "went": numbers.get(went, "") if went else "",
        "tools": [
            {"tool": c["tool"], "effect": c["effect"], "status": c["status"]}
            for p in passes
            for c in p["tool_calls"]
        ],
    }


def _state(items: list[dict[str, Any]]) -> str:
    """same / changed for a step's answer fields or its calls of systems; "" if it has none."""
    if not items:
        return ""
    return "same" if all(item["state"] == SAME for item in items) else "changed"


# A run's end, and a replay's stop at a changed request.
RUN_OUTCOME_LABELS = {**OUTCOME_LABELS, STOPPED: PASS_OUTCOME_LABELS[STOPPED]}
STATE_LABELS = {"same": gettext_lazy("тот же"), "changed": gettext_lazy("другой")}


def comparison_title(comparison: dict[str, Any]) -> str:
    return _("Версия %(after)d против версии %(before)d") % {
        "after": comparison["after"]["version"],
        "before": comparison["before"]["version"],
    }


def present_comparison(
    comparison: dict[str, Any], price: Decimal | None, titles: dict[str, str]
) -> dict[str, Any]:
    """The checked comparison with the words a reader needs; `price`: the dearest tier's price
    of a call (the card counts a run's worst case the same way), for the roubles of the calls
    paid; `titles`: the diagram's step titles (a step without its own is named by its kind)."""
    statuses, run_statuses = dict(StepStatus.choices), dict(RunStatus.choices)

    def run(side: dict[str, Any]) -> dict[str, Any]:
        paid = None if price is None else price * side["paid_calls"]
        return {
            **side,
            "status_label": label(run_statuses, side["status"]),
            # A replay ends where it waits: its status says so, it has no outcome yet.
            "outcome_label": ""
            if side["status"] == RunStatus.WAITING
            else label(RUN_OUTCOME_LABELS, side["outcome"]),
            "roubles": roubles(paid) if paid is not None else "",
        }

    def step_side(side: dict[str, Any] | None) -> dict[str, Any] | None:
        if side is None:
            return None
        return {
            **side,
            "status_label": label(statuses, side["status"]),
            "passes_label": passes_count(side["passes"]) if side["passes"] else "",
            "tools": [
                {**c, "effect_label": label(EFFECT_LABELS, c["effect"])} for c in side["tools"]
            ],
        }

    return {
        **comparison,
        "heading": comparison_title(comparison),
        "before": run(comparison["before"]),
        "after": run(comparison["after"]),
        "steps": [
            {
                **step,
                "title": step["title"] or titles.get(step["step"], ""),
                "ran_label": str(COMPARE_MARKS[step["ran"]]),
                "before": step_side(step["before"]),
                "after": step_side(step["after"]),
                "answer_label": label(STATE_LABELS, step["answer"]),
                "systems_label": label(STATE_LABELS, step["systems"]),
            }
            for step in comparison["steps"]
        ],
    }
