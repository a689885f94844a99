"""Runtime evaluation of the expressions the install check already compiled once."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from svaya.conditions import CONDITION_VARS, EXIT_VARS, Expression, Outcome, compile_expression


@lru_cache(maxsize=1024)
def compiled(source: str, with_result: bool = False) -> Expression:
    return compile_expression(source, EXIT_VARS if with_result else CONDITION_VARS)


def evaluate_map(mapping: dict[str, str], variables: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """Evaluate name -> expression; returns the values and the first error ('' if none)."""
    values: dict[str, Any] = {}
    for name, source in mapping.items():
        outcome: Outcome = compiled(source).evaluate(variables)
        if not outcome.ok:
            return values, f"{name}: {outcome.error}"
        values[name] = outcome.value
    return values, ""
