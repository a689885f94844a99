"""Durations in task descriptions: `120s`, `5m`, `1h30m`. A bare number has no unit: refused."""

from __future__ import annotations

import re

_NUMBER = r"\d+(?:\.\d+)?"
_DURATION = re.compile(rf"^(?:(?P<h>{_NUMBER})h)?(?:(?P<m>{_NUMBER})m)?(?:(?P<s>{_NUMBER})s)?$")
_SECONDS = {"h": 3600.0, "m": 60.0, "s": 1.0}


def parse_duration(text: object) -> float:
    """Seconds in `text`; raises ValueError with a message that says how to write it."""
    if isinstance(text, bool) or not isinstance(text, str | int | float):
        raise ValueError(f"{text!r} is not a duration; write it like 120s, 5m or 1h30m")
    value = str(text).strip()
    if re.fullmatch(_NUMBER, value):
        raise ValueError(f"{value!r} has no unit; write it like {value}s, 5m or 1h30m")
    match = _DURATION.match(value)
    if not value or not match:
        raise ValueError(f"{value!r} is not a duration; write it like 120s, 5m or 1h30m")
    return sum(float(n) * _SECONDS[unit] for unit, n in match.groupdict().items() if n)
