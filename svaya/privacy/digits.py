"""Digit runs ("+7 (916) 245-18-07", "45 06 № 123456"), found once per text and shared by the
pattern layer and the known-value layer."""

from __future__ import annotations

import itertools
import re
from typing import NamedTuple

from svaya.privacy.memo import enabled

# Every personal identifier has at least 10 digits (passport, phone, INN, SNILS, card, account).
MIN_RUN = 10
# Digit groups joined by one separator each. The first character is a plain character class,
# so the regex engine skips ahead to the next digit, "+" or "(" without trying the rest.
# Up to three spaces: typed and scanned documents align groups by hand ("45 08  123456"). A dash
# is any of the four a keyboard, a word processor or a scan gives ("4508—123456", "45−08"), also
# after a code's bracket ("+7 (912)-345-67-89").
_SEPARATOR = (
    r"(?:[ \u00a0]{0,3}[-–—−.][ \u00a0]?|[ \u00a0]{1,3}|[ \u00a0]?[(№][ \u00a0]?"
    r"|\)[ \u00a0]?(?:[-–—−][ \u00a0]?)?)"
)
# The lookahead drops, without a match object, every run too short to hold MIN_RUN digits.
_RUN = re.compile(rf"[\d+(](?=[\d \u00a0\-–—−.()№+]{{{MIN_RUN - 1}}})[\d(]?\d*(?:{_SEPARATOR}\d+)*")
GROUP = re.compile(r"\d+")
_NON_DIGIT = re.compile(r"\D+")


class DigitIndex(NamedTuple):
    runs: list[tuple[int, int, str]]  # (start, end, digits) of each run
    joined: str  # the runs' digits, "|" between runs, for one regex pass over all of them
    offsets: list[int]  # where each run's digits begin in `joined`


_MEMO = enabled("digits.digit_index")
_last: tuple[str, DigitIndex] = ("", DigitIndex([], "", []))


def digit_index(text: str) -> DigitIndex:
    """Every run of at least MIN_RUN digits. The last text's index is kept, because the
    pattern layer and the known-value layer ask for the same text in a row."""
    global _last
    last = _last
    if _MEMO and last[0] is text:
        return last[1]
    runs = [
        (run.start(), run.end(), digits)
        for run in _RUN.finditer(text)
        if run.end() - run.start() >= MIN_RUN
        and len(digits := _NON_DIGIT.sub("", run.group())) >= MIN_RUN
    ]
    lengths = [len(digits) + 1 for _, _, digits in runs]
    offsets = [0, *itertools.accumulate(lengths)][: len(runs)]
    index = DigitIndex(runs, "|".join(digits for _, _, digits in runs), offsets)
    _last = (text, index)
    return index


def digit_runs(text: str) -> list[tuple[int, int, str]]:
    return digit_index(text).runs


def group_bounds(text: str, start: int, end: int) -> list[tuple[int, int, int, int]]:
    """(digit offset, digit end, char start, char end) of each digit group of a run."""
    bounds = []
    offset = 0
    for group in GROUP.finditer(text, start, end):
        size = group.end() - group.start()
        bounds.append((offset, offset + size, group.start(), group.end()))
        offset += size
    return bounds
