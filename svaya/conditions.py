"""The condition language: CEL, compiled once at install with declared variables.

We use Google's cel-expr-python (the C++ CEL runtime with its type checker): an undeclared
name, an impossible overload (`42 || false`) or a syntax error is refused at compile time.
At run time variables are maps of dynamic values. At install, `check_typed` compiles the same
expression once more against message types built from the description's schemas
(`svaya.install.cel_types`), so a field the schema does not declare, or a comparison of the
wrong types, is refused before the description can run. `references` lets the install check
verify the input names and step ids an expression uses. An evaluation error is an outcome
(`Outcome.error`), never an exception.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cel_expr_python import cel

MAX_EXPRESSION_LENGTH = 2000

# The variables a step may see, by the place the expression stands in.
CONDITION_VARS = ("inputs", "steps")
EXIT_VARS = ("inputs", "steps", "result")

_DYN_MAP = cel.Type.Map(cel.Type.STRING, cel.Type.DYN)
_STEP_REF = re.compile(r"""\bsteps\s*(?:\[\s*(['"])(?P<q>[^'"]+)\1\s*\]|\.(?P<d>[A-Za-z_][\w]*))""")
_INPUT_REF = re.compile(
    r"""\binputs\s*(?:\[\s*(['"])(?P<q>[^'"]+)\1\s*\]|\.(?P<d>[A-Za-z_][\w]*))"""
)


class ConditionError(ValueError):
    """An expression that cannot be installed; `column` is 1-based within the expression."""

    def __init__(self, message: str, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


@dataclass(frozen=True)
class Outcome:
    value: Any = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class References:
    inputs: frozenset[str]
    steps: frozenset[str]


@lru_cache(maxsize=8)
def _env(variables: tuple[str, ...]) -> Any:
    return cel.NewEnv(variables=dict.fromkeys(variables, _DYN_MAP))


class Expression:
    def __init__(self, source: str, compiled: Any, variables: tuple[str, ...]) -> None:
        self.source = source
        self._compiled = compiled
        self.variables = variables

    @property
    def returns_bool(self) -> bool:
        return self._compiled.return_type() == cel.Type.BOOL

    @property
    def return_type(self) -> str:
        return str(self._compiled.return_type().name())

    def evaluate(self, data: Mapping[str, Any]) -> Outcome:
        bound = {name: data.get(name) or {} for name in self.variables}
        try:
            value = self._compiled.eval(data=bound)
        except Exception as exc:  # the runtime raises on bad bindings; still an outcome
            return Outcome(error=str(exc))
        if value.type() == cel.Type.ERROR:
            return Outcome(error=str(value.value()))
        return Outcome(value=value.plain_value())

    def test(self, data: Mapping[str, Any]) -> Outcome:
        """Evaluate as a condition: anything but a boolean is an error outcome."""
        outcome = self.evaluate(data)
        if outcome.ok and not isinstance(outcome.value, bool):
            return Outcome(error=f"condition returned {type(outcome.value).__name__}, not bool")
        return outcome


_CEL_LOCATION = re.compile(r"<input>:(\d+):(\d+): (.*)")


def compile_expression(
    source: str, variables: Iterable[str] = CONDITION_VARS, *, condition: bool = False
) -> Expression:
    if not isinstance(source, str) or not source.strip():
        raise ConditionError("empty expression")
    if len(source) > MAX_EXPRESSION_LENGTH:
        raise ConditionError(
            f"expression is {len(source)} characters long; the limit is {MAX_EXPRESSION_LENGTH}"
        )
    names = tuple(variables)
    try:
        compiled = _env(names).compile(source)
    except RuntimeError as exc:
        raise _as_condition_error(str(exc)) from None
    expression = Expression(source, compiled, names)
    if condition and expression.return_type not in {"bool", "dyn", "BOOL", "DYN"}:
        raise ConditionError(f"a condition must be boolean, this one is {expression.return_type}")
    return expression


# CEL compares int, uint and double for order at run time (1 < 1.5 is true) but its checker
# declares `<` and friends only for equal types, so `inputs.amount > 100000` with a `number`
# amount would be refused. The typed environment declares the ordering operators again with
# the cross-numeric overloads added; equality stays strict, as CEL declares it.
_ORDERING_CONFIG = """
name: svaya-typed
stdlib:
  exclude_functions:
    - name: "_<_"
    - name: "_<=_"
    - name: "_>_"
    - name: "_>=_"
"""
_ORDERED = {
    "int64": cel.Type.INT,
    "uint64": cel.Type.UINT,
    "double": cel.Type.DOUBLE,
    "string": cel.Type.STRING,
    "bytes": cel.Type.BYTES,
    "bool": cel.Type.BOOL,
    "timestamp": cel.Type.TIMESTAMP,
    "duration": cel.Type.DURATION,
}
_NUMERIC = ("int64", "uint64", "double")


def _ordering_functions() -> list[Any]:
    pairs = [(k, k) for k in _ORDERED]
    pairs += [(a, b) for a in _NUMERIC for b in _NUMERIC if a != b]
    stems = {"_<_": "less", "_<=_": "less_equals", "_>_": "greater", "_>=_": "greater_equals"}
    return [
        cel.FunctionDecl(
            op,
            [
                cel.Overload(
                    f"{stem}_{a}" if a == b else f"{stem}_{a}_{b}",
                    cel.Type.BOOL,
                    [_ORDERED[a], _ORDERED[b]],
                )
                for a, b in pairs
            ],
        )
        for op, stem in stems.items()
    ]


def typed_env(pool: Any, variables: Mapping[str, Any]) -> Any:
    """A checking-only environment: `variables` are message types of `pool` (or CEL types)."""
    config = cel.NewEnvConfigFromYaml(_ORDERING_CONFIG)
    return cel.NewEnv(
        pool, config=config, variables=dict(variables), functions=_ordering_functions()
    )


def check_typed(source: str, env: Any) -> tuple[str | None, list[ConditionError]]:
    """The CEL type of `source` in a typed environment (like `STRING`, `LIST<INT>`), or None
    and every type error (the checker reports them all). Compiled for checking only."""
    try:
        compiled = env.compile(source)
    except RuntimeError as exc:
        found = [_as_condition_error(m.group()) for m in _CEL_ERROR.finditer(str(exc))]
        return None, found or [_as_condition_error(str(exc))]
    return str(compiled.return_type().name()), []


_CEL_ERROR = re.compile(r"<input>:\d+:\d+: [^\n]*")


def _as_condition_error(text: str) -> ConditionError:
    match = _CEL_LOCATION.search(text)
    if not match:
        return ConditionError(text.strip())
    message = match.group(3).replace(" (in container '')", "").strip()
    return ConditionError(message, column=int(match.group(2)))


def references(source: str) -> References:
    """Input names and step ids an expression names literally."""
    steps = {m.group("q") or m.group("d") for m in _STEP_REF.finditer(source)}
    inputs = {m.group("q") or m.group("d") for m in _INPUT_REF.finditer(source)}
    return References(inputs=frozenset(inputs), steps=frozenset(steps))
