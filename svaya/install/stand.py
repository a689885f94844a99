"""The install check of a solution's stand file (stand.yaml) and its samples' expected ends.

Rule ids:

  stand-schema       the file's structure (a rule gives exactly one answer, known keys, ...)
  stand-step         a `model` entry names no step, or a step the model never answers
  stand-answer       an answer that does not fit the step (a `call` in an llm step, a tool the
                     step does not offer)
  stand-when         a condition that does not compile, is not boolean, or reads a field the
                     step's input or the tool's arguments do not have (it could never match)
  stand-unreachable  a rule after a rule without `when`: the earlier one always matches
  stand-template     a template expression that does not compile or reads a missing field
  stand-verdict      a verdict or result template that does not satisfy the step's schema
  stand-args         `call` arguments the tool does not take, or that miss a required one
  stand-operation    an operation that is no tool of the registry, or a key that is no argument
  stand-records      an operation's table that the file does not declare
  stand-result       an operation's answer that does not satisfy the tool's `result` schema
  sample-expect      a sample without an expected end, or an end at an unknown step or point
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
from pydantic import ValidationError

from svaya.install.context import InstallContext
from svaya.install.report import Problem
from svaya.spec.loader import Positions, YamlError, load_yaml
from svaya.spec.models import AgentStep, LLMStep, SystemStep, TaskDescription
from svaya.spec.stand import (
    EXPECTED_FILE,
    STAND_FILE,
    ExpectedEnd,
    ModelRule,
    Operation,
    StandExpressionError,
    StandFile,
    compile_stand,
    is_whole_expression,
    template_expressions,
)

Loc = tuple[str | int, ...]
_PATH = r"(?P<path>(?:\s*\.\s*[A-Za-z_]\w*|\s*\[\s*(['\"])[^'\"]+\2\s*\])+)"
_SEGMENT = re.compile(r"\.\s*([A-Za-z_]\w*)|\[\s*['\"]([^'\"]+)['\"]\s*\]")
_STEP_OUTPUT = re.compile(
    r"""^\s*steps\s*(?:\[\s*['"](?P<q>[^'"]+)['"]\s*\]|\.(?P<d>[A-Za-z_]\w*))"""
    r"""\s*\.\s*(?P<out>verdict|result)\s*$"""
)
_DEFAULT_INPUT = {"inputs": "inputs"}


class _File:
    def __init__(self, path: Path, text: str) -> None:
        self.path, self.text = str(path), text
        self.positions = Positions()

    def problem(self, loc: Loc, rule: str, message: str, *, key: bool = False) -> Problem:
        pos = self.positions.of(loc, key=key)
        return Problem(self.path, pos.line, pos.col, rule, message)


def check_stand(folder: Path, spec: TaskDescription, context: InstallContext) -> list[Problem]:
    """Problems of `folder`/stand.yaml (none when the solution has no stand file) and of the
    expected ends of `folder`/samples."""
    problems = list(_check_expected(folder, spec))
    path = folder / STAND_FILE
    if path.is_file():
        problems.extend(_check_file(path, spec, context))
    return problems


def _check_file(path: Path, spec: TaskDescription, context: InstallContext) -> Iterator[Problem]:
    file = _File(path, path.read_text(encoding="utf-8"))
    try:
        data, file.positions = load_yaml(file.text)
    except YamlError as exc:
        pos = exc.position
        yield Problem(file.path, pos.line, pos.col, "yaml", f"YAML syntax error: {exc}")
        return
    try:
        stand = StandFile.model_validate(data or {})
    except ValidationError as exc:
        for error in exc.errors():
            loc = _data_loc(data, error["loc"])
            yield file.problem(loc, "stand-schema", f"{_dotted(loc)}: {error['msg']}")
        return
    for step_id, rules in stand.model.items():
        yield from _check_step(file, spec, step_id, rules, context)
    for name, operation in stand.operations.items():
        yield from _check_operation(file, stand, name, operation, context)


# --- model rules ------------------------------------------------------------------------------


def _check_step(
    file: _File,
    spec: TaskDescription,
    step_id: str,
    rules: list[ModelRule],
    context: InstallContext,
) -> Iterator[Problem]:
    loc: Loc = ("model", step_id)
    try:
        step = spec.step(step_id)
    except KeyError:
        known = ", ".join(s.id for s in spec.all_steps() if isinstance(s, LLMStep | AgentStep))
        yield file.problem(
            loc,
            "stand-step",
            key=True,
            message=f"no step {step_id!r} in solution.yaml; model rules "
            f"answer its llm and agent steps: {known}",
        )
        return
    if not isinstance(step, LLMStep | AgentStep):
        yield file.problem(
            loc,
            "stand-step",
            key=True,
            message=f"step {step_id!r} is a {step.kind} step: the model "
            "is asked only in llm and agent steps",
        )
        return
    shape = _input_shape(spec, step, context)
    for index, rule in enumerate(rules):
        here: Loc = (*loc, index)
        if index > 0 and rules[index - 1].when is None:
            yield file.problem(
                here,
                "stand-unreachable",
                f"rule {index + 1} of {step_id!r} can "
                f"never match: rule {index} has no `when` and matches every request",
            )
        if rule.when is not None:
            yield from _check_condition(file, (*here, "when"), rule.when, shape)
        yield from _check_answer(file, here, step, rule, shape)


def _check_condition(
    file: _File, loc: Loc, source: str, shape: dict[str, Any]
) -> Iterator[Problem]:
    try:
        compiled = compile_stand(source, "model")
    except StandExpressionError as exc:
        yield file.problem(loc, "stand-when", f"`when` does not compile: {exc.message}")
        return
    if compiled.return_type not in ("bool", "dyn"):
        yield file.problem(
            loc, "stand-when", f"`when` must be true or false; this one is {compiled.return_type}"
        )
    yield from _field_problems(file, loc, "stand-when", source, {"input": shape})


def _check_answer(
    file: _File, loc: Loc, step: Any, rule: ModelRule, shape: dict[str, Any]
) -> Iterator[Problem]:
    kind = rule.answer
    agent = isinstance(step, AgentStep)
    wanted = "result" if agent else "verdict"
    if kind in ("verdict", "result") and kind != wanted:
        yield file.problem(
            (*loc, kind),
            "stand-answer",
            key=True,
            message=f"step {step.id!r} is an {step.kind} step: its answer is `{wanted}`, "
            f"not `{kind}`",
        )
        return
    if kind in ("call", "calls") and not agent:
        yield file.problem(
            (*loc, kind),
            "stand-answer",
            key=True,
            message=f"step {step.id!r} is an llm step: only agent steps call tools",
        )
        return
    template = getattr(rule, kind)
    yield from _check_templates(file, (*loc, kind), template, "model", {"input": shape})
    if kind in ("verdict", "result"):
        schema = step.verdict if kind == "verdict" else step.result
        for path, message in schema_problems(template, schema):
            yield file.problem((*loc, kind, *path), "stand-verdict", message)
    calls = [(rule.call, rule.args or {}, (*loc, "call"))] if kind == "call" else []
    if kind == "calls":
        calls = [(c.tool, c.args, (*loc, "calls", i)) for i, c in enumerate(rule.calls or [])]
    for tool, args, where in calls:
        yield from _check_call(file, where, step, str(tool), args, shape)


def _check_call(
    file: _File, loc: Loc, step: AgentStep, tool: str, args: dict[str, Any], shape: dict[str, Any]
) -> Iterator[Problem]:
    if tool not in step.tools:
        yield file.problem(
            loc,
            "stand-answer",
            f"step {step.id!r} offers no tool {tool!r}; its tools: {', '.join(step.tools)}",
        )
        return
    where = (*loc[:-1], "args") if loc[-1] == "call" else (*loc, "args")
    yield from _check_templates(file, where, args, "model", {"input": shape})


def _check_templates(
    file: _File, loc: Loc, template: Any, view: str, known: dict[str, Any]
) -> Iterator[Problem]:
    for expression in template_expressions(template):
        where = (*loc, *expression.path)
        try:
            compile_stand(expression.source, view)
        except StandExpressionError as exc:
            yield file.problem(
                where, "stand-template", f"`{expression.source}` does not compile: {exc.message}"
            )
            continue
        yield from _field_problems(file, where, "stand-template", expression.source, known)


def _field_problems(
    file: _File, loc: Loc, rule: str, source: str, known: dict[str, Any]
) -> Iterator[Problem]:
    """A path into a view variable (`input`, `args`, `record`) must exist in what is known of
    it at install; `known` maps the variable to its fields (None: not known, not checked)."""
    for name, fields in known.items():
        if fields is None:
            continue
        for match in re.finditer(rf"(?<![\w.]){name}{_PATH}", source):
            segments = [a or b for a, b in _SEGMENT.findall(match.group("path"))]
            found = _missing(segments, fields)
            if found is not None:
                missing, siblings = found
                listed = ", ".join(siblings) or "none"
                yield file.problem(
                    loc,
                    rule,
                    f"`{source}` reads {name}.{missing}, which {_what(name)} does not have, so "
                    f"it could never match; known fields: {listed}",
                )


def _what(name: str) -> str:
    return {
        "input": "the step's input",
        "args": "the tool's arguments",
        "record": "no record of the table",
    }[name]


def _missing(segments: list[str], known: dict[str, Any]) -> tuple[str, list[str]] | None:
    """The first path missing from `known` and the fields known at that level, if any is."""
    level: Any = known
    walked: list[str] = []
    for segment in segments:
        if not isinstance(level, dict):
            return None
        walked.append(segment)
        if segment not in level:
            return ".".join(walked), list(level)
        level = level[segment]
    return None


def _input_shape(spec: TaskDescription, step: Any, context: InstallContext) -> dict[str, Any]:
    """Field -> its known fields (a dict) or None (unknown past this point) for `input`."""
    shape: dict[str, Any] = {}
    for key, source in (step.input or _DEFAULT_INPUT).items():
        shape[key] = _expression_shape(spec, str(source), context)
    return shape


def _expression_shape(
    spec: TaskDescription, source: str, context: InstallContext
) -> dict[str, Any] | None:
    if source.strip() == "inputs":
        return _schema_shape(spec.inputs)
    match = _STEP_OUTPUT.match(source)
    if match:
        try:
            step = spec.step(match.group("q") or match.group("d"))
        except KeyError:
            return None
        schema = getattr(step, match.group("out"), None)
        if isinstance(step, SystemStep) and match.group("out") == "result":
            tool = context.tools.get(step.tool)
            schema = tool.result if tool is not None else None
        return _schema_shape(schema) if isinstance(schema, dict) else None
    return None


def _schema_shape(schema: Any) -> dict[str, Any] | None:
    if not isinstance(schema, dict) or not isinstance(schema.get("properties"), dict):
        return None
    return {key: _schema_shape(sub) for key, sub in schema["properties"].items()}


# --- verdict templates against their schema -----------------------------------------------------


def schema_problems(template: Any, schema: Any, path: Loc = ()) -> Iterator[tuple[Loc, str]]:
    """What a template gets wrong against a JSON Schema, as far as it is known before a request:
    an `= expr` value is checked when the request comes, a `{{ }}` text must be allowed a string."""
    if not isinstance(schema, dict):
        return
    where = _dotted(path) or "the answer"
    if isinstance(template, str) and template.startswith("="):
        return
    types = _types(schema)
    if isinstance(template, dict):
        if types and "object" not in types:
            yield path, f"{where} is an object; the schema wants {' or '.join(types)}"
            return
        properties = schema.get("properties") or {}
        for name in schema.get("required") or []:
            if name not in template:
                yield path, f"{where} misses the required field {name!r}"
        for name, value in template.items():
            if name in properties:
                yield from schema_problems(value, properties[name], (*path, name))
            elif schema.get("additionalProperties") is False:
                yield (
                    (*path, name),
                    f"{_dotted((*path, name))} is not a field of the schema; "
                    f"fields: {', '.join(properties)}",
                )
        return
    if isinstance(template, list):
        if types and "array" not in types:
            yield path, f"{where} is a list; the schema wants {' or '.join(types)}"
            return
        items = schema.get("items")
        for index, value in enumerate(template):
            yield from schema_problems(value, items, (*path, index))
        return
    if isinstance(template, str) and "{{" in template:
        if types and "string" not in types:
            yield path, f"{where} is text; the schema wants {' or '.join(types)}"
        return
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(template)
    )
    if error is not None:
        yield path, f"{where}: {error.message}"


def _types(schema: dict[str, Any]) -> list[str]:
    declared = schema.get("type")
    return declared if isinstance(declared, list) else [declared] if declared else []


# --- operations --------------------------------------------------------------------------------


def _check_operation(
    file: _File, stand: StandFile, name: str, operation: Operation, context: InstallContext
) -> Iterator[Problem]:
    loc: Loc = ("operations", name)
    tool = context.tools.get(name)
    if tool is None:
        yield file.problem(
            loc,
            "stand-operation",
            key=True,
            message=f"operation {name!r} is no tool of the "
            "registry; declare the tool in svaya/tools/registry/<destination>.yaml",
        )
        return
    arguments = dict.fromkeys((tool.args.get("properties") or {}), None)
    key = operation.key
    if key is not None and is_whole_expression(key):
        known_args = {"args": arguments, "record": {}, "seq": None}
        yield from _check_templates(file, (*loc, "key"), key, "call", known_args)
    elif key is not None and key not in arguments:
        yield file.problem(
            (*loc, "key"),
            "stand-operation",
            f"key {key!r} is no argument of {name}; arguments: {', '.join(arguments)}",
        )
    record: dict[str, Any] | None = {}  # no table: the record is empty
    if operation.records is not None:
        record = None
        table = stand.records.get(operation.records)
        if table is None:
            yield file.problem(
                (*loc, "records"),
                "stand-records",
                f"no table "
                f"{operation.records!r} under records; tables: "
                f"{', '.join(stand.records) or 'none'}",
            )
        else:
            record = {} if key is None or is_whole_expression(key) else {key: None}
            for row in table.values():
                record.update(dict.fromkeys(row))
    known = {"args": arguments, "record": record, "seq": None}
    for index, fault in enumerate(operation.faults):
        where = (*loc, "faults", index, "when")
        try:
            compile_stand(fault.when, "call")
        except StandExpressionError as exc:
            yield file.problem(where, "stand-when", f"`when` does not compile: {exc.message}")
            continue
        yield from _field_problems(file, where, "stand-when", fault.when, known)
        yield from _check_templates(
            file, (*loc, "faults", index, "error"), fault.error, "call", known
        )
    answers = [((*loc, "answer"), operation.answer, known)]
    missing = operation.not_found
    if missing is not None:
        where, template = (
            ("answer", missing.answer) if missing.error is None else ("error", missing.error)
        )
        answers.append(((*loc, "not_found", where), template, {**known, "record": {}}))
    for where, template, fields in answers:
        yield from _check_templates(file, where, template, "call", fields)
        if tool.result is not None and where[-1] == "answer":
            for path, message in schema_problems(template, tool.result):
                yield file.problem(
                    (*where, *path),
                    "stand-result",
                    f"{message} (the result schema of {name} in the registry)",
                )


# --- samples' expected ends --------------------------------------------------------------------


def _check_expected(folder: Path, spec: TaskDescription) -> Iterator[Problem]:
    samples = folder / "samples"
    names = sorted(p.stem for p in samples.glob("*.json"))
    if not names:
        return
    path = samples / EXPECTED_FILE
    file = _File(path, path.read_text(encoding="utf-8") if path.is_file() else "")
    if not path.is_file():
        yield Problem(
            file.path,
            1,
            1,
            "sample-expect",
            f"the samples {', '.join(names)} declare "
            f"no expected end: add {EXPECTED_FILE} mapping each sample to "
            "{status, step} (see docs/stand.md)",
        )
        return
    try:
        data, file.positions = load_yaml(file.text)
    except YamlError as exc:
        yield Problem(file.path, exc.position.line, exc.position.col, "yaml", str(exc))
        return
    data = data if isinstance(data, dict) else {}
    for name in names:
        if name not in data:
            yield file.problem((), "sample-expect", f"sample {name!r} has no expected end here")
    steps = {s.id for s in spec.all_steps()}
    points = {**(spec.handoff_points or {}), **(getattr(spec, "confirmation_points", None) or {})}
    for name, entry in data.items():
        if name not in names:
            yield file.problem(
                (name,), "sample-expect", f"no sample {name}.json for this expected end"
            )
            continue
        try:
            end = ExpectedEnd.model_validate(entry)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            yield file.problem((name,), "sample-expect", f"{name}: {where}: {first['msg']}")
            continue
        if end.step not in steps:
            yield file.problem(
                (name, "step"), "sample-expect", f"{name}: no step {end.step!r} in solution.yaml"
            )
        if end.point is not None and end.point not in points:
            yield file.problem(
                (name, "point"),
                "sample-expect",
                f"{name}: no handoff or confirmation point {end.point!r}",
            )


def _data_loc(data: Any, loc: tuple[Any, ...]) -> Loc:
    path: list[str | int] = []
    node = data
    for part in loc:
        if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
            path.append(part)
        elif isinstance(node, dict) and part in node:
            node = node[part]
            path.append(part)
    return tuple(path)


def _dotted(loc: Loc) -> str:
    return ".".join(str(p) for p in loc)


__all__ = ["check_stand", "schema_problems"]
