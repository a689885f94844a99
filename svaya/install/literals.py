"""A small CEL tokenizer for what the type checker cannot see: enum values, and index syntax.

Two uses. `dotted` rewrites `x["name"]` to `x.name` padded with spaces to the same length (the
same selection in CEL for maps, and the only one for messages), so the typed check can use
message types and every column it reports still points into the original text. `comparisons`
finds each comparison of a field path with literals (`path == "a"`, `"a" != path`,
`path in ["a", "b"]`, `"a" in path`) whose operands stand alone — nothing binding tighter next
to them — so the enum rule is only applied where the operand is certainly that field.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<string>[rRbB]{0,2}(?:'''(?:\\.|[^\\])*?'''|\"\"\"(?:\\.|[^\\])*?\"\"\"
        |'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))
  | (?P<number>(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?[uU]?|0[xX][0-9a-fA-F]+[uU]?)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>==|!=|<=|>=|&&|\|\||[-+*/%<>!?:.,()\[\]{}])
    """,
    re.VERBOSE | re.DOTALL,
)
_RELATIONS = {"==", "!=", "<", "<=", ">", ">=", "in"}
# Tokens after which an operand stands alone on its left / before which on its right.
_OPEN_LEFT = {None, "(", ",", "&&", "||", "?", ":", "["}
_OPEN_RIGHT = {None, ")", ",", "&&", "||", "?", ":", "]"}
_KEYWORD_VALUES = {"true": True, "false": False, "null": None}


@dataclass(frozen=True)
class Token:
    kind: str  # string, number, ident, op
    text: str
    start: int  # 0-based offset in the source

    @property
    def end(self) -> int:
        return self.start + len(self.text)


def tokens(source: str) -> list[Token]:
    """The tokens of `source`; raises ValueError on a character CEL would not accept here."""
    found, at = [], 0
    while at < len(source):
        match = _TOKEN.match(source, at)
        if match is None:
            raise ValueError(f"unexpected character at {at + 1}")
        kind = match.lastgroup or ""
        if kind != "space":
            found.append(Token(kind, match.group(), at))
        at = match.end()
    return found


def string_value(token: Token) -> str | None:
    """The value of a plain string literal (no escapes, not bytes), else None."""
    text = token.text
    prefix = len(text) - len(text.lstrip("rRbB"))
    if "b" in text[:prefix].lower():
        return None
    body = text[prefix:]
    quote = body[:3] if body[:3] in {"'''", '"""'} else body[:1]
    inner = body[len(quote) : len(body) - len(quote)]
    if "\\" in inner and "r" not in text[:prefix].lower():
        return None
    return inner


def dotted(source: str) -> str:
    """`source` with every `x["name"]` written `x.name` + padding; same length, same meaning."""
    toks = tokens(source)
    out = list(source)
    for i in range(1, len(toks) - 2):
        before, bracket, key, close = toks[i - 1], toks[i], toks[i + 1], toks[i + 2]
        if bracket.text != "[" or key.kind != "string" or close.text != "]":
            continue
        if not _indexes(before):
            continue
        name = string_value(key)
        if name is None or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", name):
            continue
        field = name.replace("-", "_")
        span = close.end - bracket.start
        out[bracket.start : close.end] = list(f".{field}".ljust(span))
    return "".join(out)


def _indexes(before: Token) -> bool:
    """Whether a `[` after this token is an index (not the start of a list literal)."""
    if before.kind == "ident":
        return before.text not in {"in", "true", "false", "null"}
    return before.text in {")", "]"}


@dataclass(frozen=True)
class Path:
    root: str
    parts: tuple[str | int, ...]
    start: int
    end: int


@dataclass(frozen=True)
class Literal:
    value: Any
    start: int


@dataclass(frozen=True)
class Comparison:
    path: Path
    op: str
    literals: tuple[Literal, ...]
    member: bool  # `literal in path`: the literals are compared with the path's items


def comparisons(source: str, roots: set[str]) -> Iterator[Comparison]:
    toks = tokens(source)
    for i, tok in enumerate(toks):
        if tok.text in _RELATIONS and tok.kind in {"op", "ident"}:
            yield from _comparison(toks, i, roots)


def _comparison(toks: list[Token], i: int, roots: set[str]) -> Iterator[Comparison]:
    op = toks[i].text
    left = _path_ending_at(toks, i - 1, roots)
    if left is not None and _text(toks, left[1] - 1) in _OPEN_LEFT:
        literals, last = _literals(toks, i + 1, list_allowed=op == "in")
        if literals is not None and _text(toks, last + 1) in _OPEN_RIGHT:
            yield Comparison(left[0], op, literals, member=False)
        return
    literal = _literal(toks[i - 1]) if i >= 1 else None
    if literal is None or _text(toks, i - 2) not in _OPEN_LEFT:
        return
    right = _path_starting_at(toks, i + 1, roots)
    if right is not None and _text(toks, right[1] + 1) in _OPEN_RIGHT:
        yield Comparison(right[0], op, (literal,), member=op == "in")


def _text(toks: list[Token], i: int) -> str | None:
    return toks[i].text if 0 <= i < len(toks) else None


def _literal(tok: Token) -> Literal | None:
    if tok.kind == "string":
        value = string_value(tok)
        return Literal(value, tok.start) if value is not None else None
    if tok.kind == "number" and not tok.text.lower().startswith("0x"):
        text = tok.text.rstrip("uU")
        number: float | int = float(text) if re.search(r"[.eE]", text) else int(text)
        return Literal(number, tok.start)
    if tok.kind == "ident" and tok.text in {"true", "false"}:
        return Literal(_KEYWORD_VALUES[tok.text], tok.start)
    return None


def _literals(
    toks: list[Token], at: int, *, list_allowed: bool
) -> tuple[tuple[Literal, ...] | None, int]:
    """One literal at `at`, or (for `in`) a list literal of literals; and the last index used."""
    if at >= len(toks):
        return None, at
    if toks[at].text == "[" and list_allowed:
        found: list[Literal] = []
        i = at + 1
        while i < len(toks) and toks[i].text != "]":
            literal = _literal(toks[i])
            if literal is None or toks[i + 1 : i + 2] == [] or toks[i + 1].text not in {",", "]"}:
                return None, i
            found.append(literal)
            i += 2 if toks[i + 1].text == "," else 1
        return (tuple(found), i) if i < len(toks) else (None, i)
    if list_allowed:
        return None, at
    literal = _literal(toks[at])
    return ((literal,), at) if literal is not None else (None, at)


def _path_starting_at(toks: list[Token], at: int, roots: set[str]) -> tuple[Path, int] | None:
    if at >= len(toks) or toks[at].kind != "ident" or toks[at].text not in roots:
        return None
    if _text(toks, at - 1) == ".":
        return None
    parts: list[str | int] = []
    i = at + 1
    while i < len(toks):
        if toks[i].text == "." and i + 1 < len(toks) and toks[i + 1].kind == "ident":
            parts.append(toks[i + 1].text)
            i += 2
        elif toks[i].text == "[" and i + 2 < len(toks) and toks[i + 2].text == "]":
            key = toks[i + 1]
            if key.kind == "string" and string_value(key) is not None:
                parts.append(str(string_value(key)))
            elif key.kind == "number" and key.text.isdigit():
                parts.append(int(key.text))
            else:
                return None
            i += 3
        else:
            break
    if i < len(toks) and toks[i].text == "(":
        return None  # a method call on the path, not the path itself
    return Path(toks[at].text, tuple(parts), toks[at].start, toks[i - 1].end), i - 1


def _path_ending_at(toks: list[Token], end: int, roots: set[str]) -> tuple[Path, int] | None:
    """The path whose last token is at `end`, and the index of its first token."""
    for start in range(end, -1, -1):
        if toks[start].kind == "ident" and toks[start].text in roots:
            found = _path_starting_at(toks, start, roots)
            if found is not None and found[1] == end:
                return found[0], start
    return None
