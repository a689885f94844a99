"""A branch condition in words, for the route diagram when its case has no `title`."""

from __future__ import annotations

import re

_STEP_FIELD = re.compile(r'steps(?:\["([^"]+)"\]|\.([A-Za-z_][\w-]*))\.(?:verdict|result)\.?')
_OPERATORS = (
    ("&&", " и "),
    ("||", " или "),
    ("!=", " ≠ "),
    (">=", " ≥ "),
    ("<=", " ≤ "),
    ("==", " = "),
)
_STRING = re.compile(r'"([^"]*)"')
_NOT = re.compile(r"(^|[\s(])!(?!=)")
_IN = re.compile(r"\s+in\s+\[")
_SPACES = re.compile(r"\s+")


def condition_words(when: str) -> str:
    """`steps["x"].result.verdict == "suspicious"` -> `x: verdict = «suspicious»`."""
    text = _STEP_FIELD.sub(lambda m: f"{m.group(1) or m.group(2)}: ", when)
    text = text.replace("inputs.", "")
    text = _STRING.sub(lambda m: f"«{m.group(1)}»", text)
    for operator, words in _OPERATORS:
        text = text.replace(operator, words)
    text = _NOT.sub(lambda m: f"{m.group(1)}не ", text)
    text = _IN.sub(" одно из [", text)
    return _SPACES.sub(" ", text).strip()
