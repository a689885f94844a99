"""The stand file of a solution (`catalog/solutions/<slug>/stand.yaml`): its behaviour on the
stand declared as data. The format is documented in docs/stand.md.

    model:        step id -> rules, first match wins: how the synthetic model answers the step
    operations:   tool name -> how the demo system answers a call of that tool
    records:      table -> key -> row: the synthetic data the operations look records up in

Conditions (`when`) and template expressions are CEL over a *view*: for the model, of the
request as it arrives on the wire (`MODEL_VIEW`); for an operation, of the call (`CALL_VIEW`).
A template is any YAML value; in it a string `= expr` is replaced by the expression's value and
`{{ expr }}` inside a longer string by the value as text. Both the install check and the stand
read this module; the stand alone executes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cel_expr_python import cel
from cel_expr_python.ext.ext_math import ExtMath
from cel_expr_python.ext.ext_strings import ExtStrings
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

STAND_FILE = "stand.yaml"
EXPECTED_FILE = "expected.yaml"  # in samples/: sample name -> its expected end

_DYN_MAP = cel.Type.Map(cel.Type.STRING, cel.Type.DYN)
_STRINGS = cel.Type.List(cel.Type.STRING)

# What a model rule sees of one Chat Completions request.
MODEL_VIEW: dict[str, Any] = {
    "input": _DYN_MAP,  # the step input (the user message {"step_input": ...})
    "called": _STRINGS,  # tools called so far in this conversation, in order (with repeats)
    "results": _DYN_MAP,  # tool name -> the last successful result of that tool
    "last": _DYN_MAP,  # the last tool answer: {tool, status: ok|error|refused, result, error}
    "tools": _STRINGS,  # the tools offered in this request
    "model": cel.Type.STRING,  # the model name the gateway asked for (the tier's model)
    "repair": cel.Type.BOOL,  # the last message sends a rejected answer back
    "error": cel.Type.STRING,  # the validation error of that repair request
    "passes": cel.Type.INT,  # assistant turns so far
    "text": cel.Type.STRING,  # every data message (input and tool results) as text
}
# What an operation's `when`, `answer` and fault see of one call.
CALL_VIEW: dict[str, Any] = {
    "args": _DYN_MAP,  # the call's arguments
    "record": _DYN_MAP,  # the record found by `key` ({} when the operation has none)
    "seq": cel.Type.INT,  # this call's number for the operation (a write: the effect's number)
}

_INTERPOLATION = re.compile(r"\{\{(.*?)\}\}")
_CEL_LOCATION = re.compile(r"<input>:(\d+):(\d+): (.*)")
Path = tuple[str | int, ...]


class StandExpressionError(ValueError):
    def __init__(self, message: str, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


@lru_cache(maxsize=4)
def _env(view: str) -> Any:
    # The strings and math extensions: `.replace`, `.split`, `.lowerAscii`, `math.least`, ...
    return cel.NewEnv(
        variables=MODEL_VIEW if view == "model" else CALL_VIEW,
        extensions=[ExtStrings(), ExtMath()],
    )


class Compiled:
    """A compiled stand expression; `evaluate` returns (value, error)."""

    def __init__(self, source: str, compiled: Any) -> None:
        self.source = source
        self._compiled = compiled

    @property
    def return_type(self) -> str:
        return str(self._compiled.return_type().name()).lower()

    def evaluate(self, data: Mapping[str, Any]) -> tuple[Any, str | None]:
        try:
            value = self._compiled.eval(data=dict(data))
        except Exception as exc:  # a binding the runtime refuses is an outcome, not a crash
            return None, str(exc)
        if value.type() == cel.Type.ERROR:
            return None, str(value.value())
        return value.plain_value(), None


@lru_cache(maxsize=4096)
def compile_stand(source: str, view: str) -> Compiled:
    """Compile `source` against the model view ("model") or the call view ("call")."""
    if not source.strip():
        raise StandExpressionError("empty expression")
    try:
        return Compiled(source, _env(view).compile(source))
    except RuntimeError as exc:
        match = _CEL_LOCATION.search(str(exc))
        if not match:
            raise StandExpressionError(str(exc).strip()) from None
        message = match.group(3).replace(" (in container '')", "").strip()
        raise StandExpressionError(message, int(match.group(2))) from None


@dataclass(frozen=True)
class TemplateExpression:
    path: Path  # where in the template, relative to it
    source: str
    whole: bool  # `= expr` (the value itself) rather than `{{ expr }}` inside text


def template_expressions(template: Any, path: Path = ()) -> Iterator[TemplateExpression]:
    if isinstance(template, dict):
        for key, value in template.items():
            yield from template_expressions(value, (*path, key))
    elif isinstance(template, list):
        for index, value in enumerate(template):
            yield from template_expressions(value, (*path, index))
    elif isinstance(template, str):
        if template.startswith("="):
            yield TemplateExpression(path, template[1:].strip(), True)
        else:
            for match in _INTERPOLATION.finditer(template):
                yield TemplateExpression(path, match.group(1).strip(), False)


def is_whole_expression(value: Any) -> bool:
    return isinstance(value, str) and value.startswith("=")


def interpolation() -> re.Pattern[str]:
    return _INTERPOLATION


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PlannedCall(_Strict):
    tool: str
    args: dict[str, Any] = Field(default_factory=dict)


class ModelRule(_Strict):
    """One rule: a condition and exactly one answer. No `when` means "otherwise"."""

    when: str | None = None
    verdict: Any = None  # llm step: the verdict
    result: Any = None  # agent step: the final result
    call: str | None = None  # agent step: one tool call...
    args: dict[str, Any] | None = None  # ...with these arguments
    calls: list[PlannedCall] | None = None  # agent step: several calls in one pass
    empty: bool = False  # an empty turn: HTTP 200, no content, no tool call
    text: str | None = None  # the answer's raw text (e.g. broken JSON, to show a repair)
    note: str | None = None  # a word for the reader; ignored by the stand

    @model_validator(mode="after")
    def _one_answer(self) -> ModelRule:
        given = [name for name in ANSWERS if _given(self, name)]
        if len(given) != 1:
            found = ", ".join(given) if given else "none"
            raise ValueError(f"a rule gives exactly one of {', '.join(ANSWERS)}; found {found}")
        if self.args is not None and self.call is None:
            raise ValueError("args belong to `call`")
        return self

    @property
    def answer(self) -> str:
        return next(name for name in ANSWERS if _given(self, name))


ANSWERS = ("verdict", "result", "call", "calls", "empty", "text")


def _given(rule: ModelRule, name: str) -> bool:
    value = getattr(rule, name)
    return value is not False and value is not None


class Fault(_Strict):
    when: str  # CEL over the call view
    status: int = Field(ge=400, le=599)
    error: str  # template text
    note: str | None = None


class NotFound(_Strict):
    """No record under the key: an error (default 404), or an `answer` (200) — a registry of
    invalid passports answers "valid" for every passport it does not list."""

    status: int = Field(404, ge=400, le=599)
    error: str | None = None
    answer: Any = None

    @model_validator(mode="after")
    def _error_or_answer(self) -> NotFound:
        if (self.error is None) == (self.answer is None):
            raise ValueError("not_found gives an `error` or an `answer`, one of the two")
        return self


class Operation(_Strict):
    """How the demo system answers one tool. Reads and writes alike; a write's idempotency
    key is honoured and its effect counted by the stand, whatever is declared here."""

    records: str | None = None  # the table the record is looked up in
    # The argument whose value is the record's key, or `= expr` computing the key from `args`
    # (e.g. '= args.passport.replace(" ", "")').
    key: str | None = None
    answer: Any = "= record"  # template over the call view
    not_found: NotFound | None = None
    faults: list[Fault] = Field(default_factory=list)  # checked in order before answering
    latency_ms: int = Field(0, ge=0, le=60_000)
    note: str | None = None

    @model_validator(mode="after")
    def _key_and_table(self) -> Operation:
        if (self.records is None) != (self.key is None):
            raise ValueError("`records` and `key` go together: the table and the argument")
        return self


class StandFile(_Strict):
    model: dict[str, list[ModelRule]] = Field(default_factory=dict)
    operations: dict[str, Operation] = Field(default_factory=dict)
    records: dict[str, dict[str, dict[str, Any]]] = Field(default_factory=dict)

    @field_validator("records", mode="before")
    @classmethod
    def _string_keys(cls, value: Any) -> Any:
        # YAML reads a key like 1001 as a number; a call's argument is text.
        if isinstance(value, dict):
            return {
                table: {str(k): v for k, v in rows.items()} if isinstance(rows, dict) else rows
                for table, rows in value.items()
            }
        return value


class ExpectedEnd(_Strict):
    """Where a run of a sample first stops when no person acts."""

    status: str = Field(pattern=r"^(completed|waiting|failed)$")
    step: str
    point: str | None = None  # the handoff or confirmation point it waits at
