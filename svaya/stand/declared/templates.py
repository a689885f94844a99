"""Templates of the stand files: any YAML value in which `= expr` is replaced by the value of a
CEL expression and `{{ expr }}` inside a longer string by that value as text."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from svaya.spec.stand import compile_stand, interpolation


class TemplateError(ValueError):
    """An expression of a template failed on this request; the message names it."""


def render(template: Any, view: str, data: Mapping[str, Any]) -> Any:
    if isinstance(template, dict):
        return {key: render(value, view, data) for key, value in template.items()}
    if isinstance(template, list):
        return [render(value, view, data) for value in template]
    if not isinstance(template, str):
        return template
    if template.startswith("="):
        return value_of(template[1:].strip(), view, data)
    return interpolation().sub(
        lambda m: as_text(value_of(m.group(1).strip(), view, data)), template
    )


def value_of(source: str, view: str, data: Mapping[str, Any]) -> Any:
    value, error = compile_stand(source, view).evaluate(data)
    if error is not None:
        raise TemplateError(f"{source}: {error}")
    return value


def test(source: str, view: str, data: Mapping[str, Any]) -> bool:
    value = value_of(source, view, data)
    if not isinstance(value, bool):
        raise TemplateError(f"{source}: a condition must be true or false, not {value!r}")
    return value


def as_text(value: Any) -> str:
    if isinstance(value, bool):
        return "да" if value else "нет"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(value, ensure_ascii=False)
