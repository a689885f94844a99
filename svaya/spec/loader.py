"""YAML loading that keeps the line and column of every node.

`load_yaml` returns plain Python data plus a `Positions` index from a path (a tuple of keys
and list indexes, as pydantic reports it in `loc`) to the 1-based line and column where that
node starts, so every problem can be reported as `path:line:col`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

Path = tuple[str | int, ...]
# One safe constructor resolves scalars (ints, bools, timestamps) exactly as yaml.safe_load does.
_CONSTRUCTOR = yaml.SafeLoader("")
# libyaml's composer is about ten times faster and keeps the same marks (line, column).
_COMPOSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Position:
    line: int
    col: int


@dataclass
class Positions:
    nodes: dict[Path, Position] = field(default_factory=dict)
    keys: dict[Path, Position] = field(default_factory=dict)

    def of(self, path: Path, *, key: bool = False) -> Position:
        """The position of `path`, or of its nearest ancestor that has one."""
        table = self.keys if key else self.nodes
        probe = tuple(path)
        while probe:
            if probe in table:
                return table[probe]
            if probe in self.nodes:
                return self.nodes[probe]
            probe = probe[:-1]
        return self.nodes.get((), Position(1, 1))


class YamlError(ValueError):
    def __init__(self, message: str, position: Position) -> None:
        super().__init__(message)
        self.message = message
        self.position = position


def load_yaml(text: str) -> tuple[Any, Positions]:
    try:
        node = yaml.compose(text, Loader=_COMPOSER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        pos = Position(mark.line + 1, mark.column + 1) if mark else Position(1, 1)
        raise YamlError(f"{exc.problem or exc}", pos) from exc
    positions = Positions()
    if node is None:
        return None, positions
    return _convert(node, (), positions), positions


def _convert(node: yaml.Node, path: Path, positions: Positions) -> Any:
    positions.nodes[path] = Position(node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _CONSTRUCTOR.construct_object(key_node, deep=True)
            if key in result:
                pos = Position(key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                raise YamlError(f"duplicate key {key!r}", pos)
            child = (*path, key)
            positions.keys[child] = Position(
                key_node.start_mark.line + 1, key_node.start_mark.column + 1
            )
            result[key] = _convert(value_node, child, positions)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, (*path, i), positions) for i, item in enumerate(node.value)]
    return _CONSTRUCTOR.construct_object(node, deep=True)
