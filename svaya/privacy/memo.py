"""The package's process-lifetime caches, each under a name, so a benchmark can switch any of them
off in a fresh process and show what it saves.

A cache stays only where `python bench/bench_privacy.py --caches` shows it pays for itself: that
run times the same work in one process per cache with that cache off (the name listed in
SVAYA_PRIVACY_UNCACHED, read once at import), next to a process with every cache on.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar, cast

UNCACHED_ENV = "SVAYA_PRIVACY_UNCACHED"
_OFF = frozenset(filter(None, os.environ.get(UNCACHED_ENV, "").split(",")))
# Every cache the package declares, in import order (what the benchmark switches off one by one).
NAMES: list[str] = []

F = TypeVar("F", bound=Callable[..., Any])


def cached(name: str, maxsize: int) -> Callable[[F], F]:
    """`functools.lru_cache(maxsize)` under `name`; the plain function when it is switched off."""

    def wrap(function: F) -> F:
        NAMES.append(name)
        return function if name in _OFF else cast(F, lru_cache(maxsize=maxsize)(function))

    return wrap


def enabled(name: str) -> bool:
    """For a hand-written cache: declare it under `name`, and whether it is on."""
    NAMES.append(name)
    return name not in _OFF
