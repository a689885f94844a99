"""Alternations of many literal words, compiled as a trie so the regex engine does not try every
word at every position."""

from __future__ import annotations

import re
from collections.abc import Iterable
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
