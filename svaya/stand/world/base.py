"""What every demo system shares: the tool contract, the error a system answers with, and the
small value checks the systems apply to the arguments they receive."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import jsonschema

ArgKind = Literal["string", "number", "integer", "fields"]
Handler = Callable[[dict[str, Any]], dict[str, Any]]

_NON_DIGIT = re.compile(r"\D+")
_PASSPORT = re.compile(r"^\d{2} ?\d{2} ?\d{6}$")


class WorldError(Exception):
    """A system's refusal: HTTP status and a message the caller can act on."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class Tool:
    """One callable of a system. Every argument in `args` is required, no others are accepted."""

    handler: Handler
    args: dict[str, ArgKind]
    effect: Literal["read", "write"] = "read"
    schema: dict[str, Any] | None = None  # a declared operation checks its registry schema
    latency_s: float = 0.0


def check_args(name: str, tool: Tool, args: Any) -> None:
    if not isinstance(args, dict):
        raise WorldError(400, f"{name}: the request body must be a JSON object of arguments")
    if tool.schema is not None:
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(tool.schema).iter_errors(args)
        )
        if error is not None:
            where = ".".join(str(p) for p in error.absolute_path) or "arguments"
            raise WorldError(400, f"{name}: {where}: {error.message}")
        return
    unknown = sorted(set(args) - set(tool.args))
    if unknown:
        raise WorldError(400, f"{name}: unknown arguments {unknown}; expected {list(tool.args)}")
    for arg, kind in tool.args.items():
        if arg not in args:
            raise WorldError(400, f"{name}: argument {arg!r} is required")
        if not _is_kind(args[arg], kind):
            raise WorldError(400, f"{name}: argument {arg!r} must be {_KIND_TEXT[kind]}")


_KIND_TEXT = {
    "string": "a non-empty string",
    "number": "a number",
    "integer": "an integer",
    "fields": "an object of field code → value or a list of {code, value}",
}


def _is_kind(value: Any, kind: ArgKind) -> bool:
    if kind == "string":
        return isinstance(value, str) and bool(value.strip())
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, dict | list)


def digits(text: str) -> str:
    return _NON_DIGIT.sub("", text)


def passport_digits(value: str, arg: str = "passport") -> str:
    """Series and number as 10 digits; anything else (a placeholder, letters) is refused."""
    if not _PASSPORT.match(value.strip()):
        raise WorldError(
            422, f"{arg}: expected a passport series and number, 10 digits (e.g. 4508 384756)"
        )
    return digits(value)


def fold(text: str) -> str:
    """Case, ё and spacing do not distinguish two spellings of one name."""
    return " ".join(text.lower().replace("ё", "е").split())
