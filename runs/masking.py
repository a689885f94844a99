"""Personal values of a run, masked for whoever may not read them in the clear.

A user with the permission `handoffs.view_personal_values` (a superuser has it too) reads them
in the clear; anyone else sees a placeholder naming the data class, e.g. «[pd.passport]». An
input is personal when its schema gives it a data class other than `public`; the same values
are replaced wherever they appear (tool arguments and results, verdicts, a confirmation's
payload), and so is every personal value the run's privacy gate found on its way to the model
(the sealed replacement maps of its attempts: a phone read from a document, say).

The permission is declared by handoffs (a controller's first); runs reads it by name, as it
sits below. Used by a controller's ticket and confirmation pages and by the comparison of runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from catalog.versions import version_spec
from runs.models import Attempt, Run
from svaya.privacy import PrivacyKeyError, key_from_env, unseal

PERSONAL_PERMISSION = "handoffs.view_personal_values"


def sees_personal(user: Any) -> bool:
    return bool(getattr(user, "is_active", False) and user.has_perm(PERSONAL_PERMISSION))


def placeholder(data_class: str) -> str:
    return f"[{data_class}]"


class Masker:
    """Replaces a run's non-public input values by placeholders, in any JSON value."""

    def __init__(self, run: Run, *, clear: bool) -> None:
        self.clear = clear
        self.schema = version_spec(run.version_id).inputs
        found = sorted(
            {
                *(
                    (str(value), data_class)
                    for _, data_class, value in classified(self.schema, run.inputs, "")
                    if data_class != "public"
                    and value not in (None, "")
                    and not isinstance(value, bool)
                ),
                *([] if clear else gate_values(run)),
            },
            key=lambda pair: (-len(pair[0]), pair),
        )
        self.values = [(v, c) for v, c in found if len(v) >= 3]

    def inputs(self, run: Run) -> Any:
        return run.inputs if self.clear else _mask_by_schema(self.schema, run.inputs)

    def value(self, value: Any) -> Any:
        if self.clear:
            return value
        if isinstance(value, dict):
            return {k: self.value(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.value(v) for v in value]
        if isinstance(value, str):
            for secret, data_class in self.values:
                value = re.sub(re.escape(secret), placeholder(data_class), value, flags=re.I)
            return value
        if any(str(value) == secret for secret, _ in self.values):
            return next(placeholder(c) for s, c in self.values if s == str(value))
        return value


def gate_values(run: Run) -> list[tuple[str, str]]:
    """The personal values the run's privacy gate replaced, with their classes."""
    sealed = Attempt.objects.filter(step_run__run=run, replacement_map__isnull=False)
    values: list[tuple[str, str]] = []
    for raw in sealed.values_list("replacement_map", flat=True):
        try:
            rmap = unseal(bytes(raw), key_from_env())
        except PrivacyKeyError:
            continue  # sealed under another key: nothing to learn, nothing shown from it
        values += [(e.value, e.data_class) for e in rmap.entries]
    return values


def classified(schema: Any, value: Any, path: str) -> Iterator[tuple[str, str, Any]]:
    if not isinstance(schema, dict):
        return
    if "x-data-class" in schema and not isinstance(value, dict | list):
        yield path, str(schema["x-data-class"]), value
    elif isinstance(value, dict):
        for name, sub in (schema.get("properties") or {}).items():
            yield from classified(sub, value.get(name), f"{path}.{name}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from classified(schema.get("items"), item, f"{path}[{i}]")


def _mask_by_schema(schema: Any, value: Any) -> Any:
    if not isinstance(schema, dict):
        return value
    data_class = schema.get("x-data-class")
    if data_class and data_class != "public" and not isinstance(value, dict | list):
        return value if value in (None, "") else placeholder(str(data_class))
    if isinstance(value, dict):
        props = schema.get("properties") or {}
        return {k: _mask_by_schema(props.get(k), v) for k, v in value.items()}
    if isinstance(value, list):
        return [_mask_by_schema(schema.get("items"), v) for v in value]
    return value
