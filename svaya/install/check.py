"""The install check: run every rule over a description and report every violation at once."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from svaya.install.agents import check_agents, check_points
from svaya.install.context import InstallContext
from svaya.install.document import parse_document
from svaya.install.effects import check_deadlines, check_effects
from svaya.install.expressions import check_expressions
from svaya.install.facts import compute_facts
from svaya.install.flows import check_flows
from svaya.install.instructions import read_instructions
from svaya.install.persona import check_persona
from svaya.install.report import InstallReport, Problem
from svaya.install.routes import (
    build_graph,
    check_cycles,
    check_ids,
    check_joins,
    check_reachable,
    check_targets,
)
from svaya.install.schemas import check_inputs, check_output_schemas
from svaya.install.scope import Scope
from svaya.install.stand import check_stand
from svaya.install.tools import check_data_routes, check_tools
from svaya.spec.models import AgentStep, LLMStep, ParallelStep, TaskDescription

SOLUTION_FILE = "solution.yaml"

Rule = Callable[[Scope], Iterable[Problem]]
RULES: tuple[Rule, ...] = (
    check_agents,
    check_points,
    check_effects,
    check_deadlines,
    check_expressions,
    check_tools,
    check_data_routes,
    check_output_schemas,
    check_inputs,
    check_flows,
    lambda scope: check_ids(scope.doc),
    lambda scope: check_targets(scope.doc, scope.graph),
    lambda scope: check_cycles(scope.doc, scope.graph),
    lambda scope: check_reachable(scope.doc, scope.graph),
    lambda scope: check_joins(scope.doc, scope.graph),
)


def check_text(
    text: str, *, path: str, context: InstallContext, base_dir: Path | None = None
) -> InstallReport:
    """Check one description. Prompt files are read relative to `base_dir`
    (default: the folder of `path`)."""
    doc, problems = parse_document(text, path)
    if doc is None:
        return InstallReport(problems, None, None, {}, text, path)
    instructions = read_instructions(doc, base_dir if base_dir is not None else Path(path).parent)
    scope = Scope(doc, context, build_graph(doc))
    problems.extend(instructions.problems)
    for rule in RULES:
        problems.extend(rule(scope))
    problems = sorted(set(problems), key=lambda p: (p.line, p.col, p.rule, p.message))
    ok = not any(p.severity == "error" for p in problems)
    return InstallReport(
        problems=problems,
        spec=doc.spec if doc.valid else None,
        facts=compute_facts(scope) if ok else None,
        files=instructions.files,
        source=text,
        path=path,
        instructions=instructions.by_step,
    )


def check_path(path: Path, *, context: InstallContext) -> InstallReport:
    """Check a `solution.yaml` file, or the solution folder that holds one, with its stand file
    and its samples' expected ends."""
    path = Path(path)
    file = path / SOLUTION_FILE if path.is_dir() else path
    if not file.is_file():
        problem = Problem(str(file), 1, 1, "file", f"{file} does not exist")
        return InstallReport([problem], None, None, {}, "", str(file))
    text = file.read_text(encoding="utf-8")
    report = check_text(text, path=str(file), context=context, base_dir=file.parent)
    if report.spec is None:
        return report
    stand = [
        *check_stand(file.parent, report.spec, context),
        *check_persona(file.parent, report.spec),
    ]
    if not stand:
        return report
    problems = [*report.problems, *stand]
    failed = any(p.severity == "error" for p in problems)
    return replace(report, problems=problems, facts=None if failed else report.facts)


def resolved_spec(report: InstallReport) -> TaskDescription:
    """The checked spec with every instruction's text inlined (prompt files read)."""
    if report.spec is None or not report.ok:
        raise ValueError(f"{report.path}: the description did not pass the install check")
    steps = [_inline(step, report.instructions) for step in report.spec.steps]
    return report.spec.model_copy(update={"steps": steps})


def _inline(step: Any, instructions: dict[str, str]) -> Any:
    if isinstance(step, LLMStep | AgentStep):
        return step.model_copy(update={"instruction": instructions[step.id]})
    if isinstance(step, ParallelStep):
        branches = [[_inline(m, instructions) for m in branch] for branch in step.branches]
        return step.model_copy(update={"branches": branches})
    return step
