"""Instructions: inline text, or a prompt file (`prompts/x.md`) relative to the solution folder."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from svaya.install.document import Document, Placed
from svaya.install.report import Problem
from svaya.spec.models import AgentStep, LLMStep


@dataclass
class Instructions:
    by_step: dict[str, str] = field(default_factory=dict)  # step id -> text
    files: dict[str, str] = field(default_factory=dict)  # relative path -> text
    problems: list[Problem] = field(default_factory=list)


def is_prompt_file(instruction: str) -> bool:
    return instruction.endswith(".md") and not any(c.isspace() for c in instruction)


def read_instructions(doc: Document, base_dir: Path) -> Instructions:
    found = Instructions()
    for placed in doc.of_kind(LLMStep, AgentStep):
        text = placed.step.instruction
        if is_prompt_file(text):
            text = _read_file(doc, placed, base_dir, found)
            if text is None:
                continue
        found.by_step[placed.id] = text
        if not text.strip():
            found.problems.append(_empty(doc, placed))
    return found


def _read_file(doc: Document, placed: Placed, base_dir: Path, found: Instructions) -> str | None:
    name = placed.step.instruction
    if name in found.files:
        return found.files[name]
    problem = _file_problem(doc, placed, base_dir, name)
    if problem is not None:
        found.problems.append(problem)
        return None
    found.files[name] = (base_dir / name).read_text(encoding="utf-8")
    return found.files[name]


def _file_problem(doc: Document, placed: Placed, base_dir: Path, name: str) -> Problem | None:
    loc = (*placed.loc, "instruction")
    base = base_dir.resolve()
    target = (base / name).resolve()
    where = f"step '{placed.id}': prompt file '{name}'"
    if not target.is_relative_to(base):
        return doc.problem(loc, "instruction-file", f"{where} is outside the solution folder")
    if not target.is_file():
        message = f"{where} does not exist (looked in {base})"
        return doc.problem(loc, "instruction-file", message)
    return None


def _empty(doc: Document, placed: Placed) -> Problem:
    instruction = placed.step.instruction
    what = f"prompt file '{instruction}'" if is_prompt_file(instruction) else "instruction"
    message = f"step '{placed.id}': {what} is empty; the model would get no task"
    return doc.problem((*placed.loc, "instruction"), "instruction-empty", message)
