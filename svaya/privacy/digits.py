"""Digit runs ("+7 (916) 245-18-07", "45 06 № 123456"), found once per text and shared by the
pattern layer and the known-value layer."""

from __future__ import annotations

import re

# Cheap first cut (a character-class loop in the regex engine), then the exact grammar inside:
# digit groups joined by one separator each.
_REGION = re.compile(r"[+(\d][\d \u00a0\-–.()+№]{4,}")
_SEPARATOR = r"(?:[ \u00a0]?[-–.][ \u00a0]?|[ \u00a0]|[ \u00a0]?[(№][ \u00a0]?|\)[ \u00a0]?)"
_RUN = re.compile(rf"\+?\(?\d+(?:{_SEPARATOR}\d+)*")
GROUP = re.compile(r"\d+")
_NON_DIGIT = re.compile(r"\D+")
MIN_RUN = 5

_last: tuple[str, list[tuple[int, int, str]]] = ("", [])


def digit_runs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, digits) of every run at least MIN_RUN characters long. The last text's runs
    are kept, because two layers ask for the same text in a row."""
    global _last
    last = _last
    if last[0] is text:
        return last[1]
    runs = [
        (run.start(), run.end(), _NON_DIGIT.sub("", run.group()))
        for region in _REGION.finditer(text)
        for run in _RUN.finditer(text, region.start(), region.end())
        if run.end() - run.start() >= MIN_RUN
    ]
    _last = (text, runs)
    return runs
