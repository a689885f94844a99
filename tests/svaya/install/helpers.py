"""Helpers: check the real catalog solutions, or variants of them made by editing the text."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from svaya.install import InstallContext, InstallReport, Problem, check_text

ROOT = Path(__file__).resolve().parents[3]
SOLUTIONS = ROOT / "catalog" / "solutions"
CREDIT = SOLUTIONS / "credit-application-response"
PORTAL = SOLUTIONS / "portal-submission-from-document"
DATA = ROOT / "tests" / "data" / "install"
CONTEXT = InstallContext.default()


def edited(folder: Path, *edits: tuple[str, str]) -> str:
    """The real solution.yaml of `folder` with each (old, new) replaced; old must occur once."""
    text = (folder / "solution.yaml").read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
        text = text.replace(old, new)
    return text


def check(text: str, folder: Path = CREDIT, context: InstallContext = CONTEXT) -> InstallReport:
    return check_text(text, path="solution.yaml", context=context, base_dir=folder)


def credit(*edits: tuple[str, str], context: InstallContext = CONTEXT) -> InstallReport:
    return check(edited(CREDIT, *edits), CREDIT, context)


def portal(*edits: tuple[str, str], context: InstallContext = CONTEXT) -> InstallReport:
    return check(edited(PORTAL, *edits), PORTAL, context)


def rejected(report: InstallReport, rule: str, line: int) -> Problem:
    """The one error of the report; it has `rule` and stands on `line`."""
    errors = report.errors
    assert not report.ok
    assert [(p.rule, p.line) for p in errors] == [(rule, line)], "\n".join(map(str, errors))
    return errors[0]


def rejected_among(report: InstallReport, rule: str, line: int) -> Problem:
    """An error with `rule` on `line`, when the edit rightly causes other errors too."""
    found = [p for p in report.errors if (p.rule, p.line) == (rule, line)]
    assert found, "\n".join(map(str, report.problems))
    return found[0]


def with_context(**changes: Any) -> InstallContext:
    return dataclasses.replace(CONTEXT, **changes)
