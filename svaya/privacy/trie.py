"""Alternations of many literal words, compiled as a trie so the regex engine does not try every
word at every position."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any


def trie_pattern(words: Iterable[str], between: str = "") -> str:
    """`between` is allowed between any two characters ("45 06 123456" for "4506123456")."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}
    return _node_pattern(trie, between)


def trie_regex(words: Iterable[str], suffix: str = "") -> re.Pattern[str]:
    return re.compile(trie_pattern(words) + suffix)


def _node_pattern(node: dict[str, Any], between: str = "") -> str:
    branches = [
        re.escape(ch) + (between if set(child) - {""} else "") + _node_pattern(child, between)
        for ch, child in sorted(node.items())
        if ch
    ]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return "(?:" + body + ")?" if "" in node else body


# str.find of a word reads a text several times faster than a compiled trie does, and compiling
# costs about 20 µs a word: a few words are never compiled, more once a few pages were read.
_FEW_WORDS = 8
_COMPILE_AFTER = 16384


class WordSearch:
    """What `trie_regex(words, suffix).finditer` finds, as (start, end) pairs: at the first
    position where a word occurs, the longest one the `suffix` lookahead accepts; matches do not
    overlap. Found with str.find until compiling the trie pays (a matcher built for a few values
    of one loop is read a few times and thrown away)."""

    def __init__(self, words: Iterable[str], suffix: str = "") -> None:
        self.words = sorted(set(words))
        self._suffix = suffix
        self._after = _lookahead(suffix) if suffix else None
        self._regex: re.Pattern[str] | None = None
        self._read = 0

    def __bool__(self) -> bool:
        return bool(self.words)

    @property
    def compiled(self) -> bool:
        return self._regex is not None

    def finditer(self, text: str) -> Iterator[tuple[int, int]]:
        if self._regex is None and len(self.words) > _FEW_WORDS:
            self._read += len(text)
            if self._read > _COMPILE_AFTER:
                self._regex = trie_regex(self.words, self._suffix)
        if self._regex is not None:
            return ((m.start(), m.end()) for m in self._regex.finditer(text))
        return self._found(text)

    def _found(self, text: str) -> Iterator[tuple[int, int]]:
        hits = []
        for word in self.words:
            at = text.find(word)
            while at >= 0:
                hits.append((at, -len(word)))
                at = text.find(word, at + 1)
        hits.sort()
        cursor = 0
        for at, minus in hits:
            end = at - minus
            if at >= cursor and (self._after is None or self._after.match(text, end)):
                yield at, end
                cursor = end


def _lookahead(suffix: str) -> re.Pattern[str]:
    return re.compile(suffix)
