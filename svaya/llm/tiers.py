"""Model tiers: which server, model, key and prices each link of the fallback chain uses."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

DEFAULT_TIERS = "cheap,strong"
DEFAULT_BASE_URL = "inprocess://stand"
DEFAULT_TIMEOUT_S = 200.0
TIMEOUT_RANGE_S = (1.0, 600.0)
_DEFAULT_PRICES: dict[str, tuple[Decimal, Decimal]] = {
    "cheap": (Decimal("0.15"), Decimal("0.60")),
    "strong": (Decimal("1.00"), Decimal("4.00")),
}
_TIER_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_URL_SCHEMES = ("http://", "https://", "inprocess://")


class TierConfigError(ValueError):
    """A tier setting in the environment is missing or wrong; the message names the variable."""


@dataclass(frozen=True)
class Tier:
    name: str
    base_url: str
    model: str
    # repr=False: a Tier ends up in logs and tracebacks; the key must not.
    api_key: str | None = field(repr=False)
    price_in_per_m: Decimal | None
    price_out_per_m: Decimal | None
    timeout_s: float


def tiers_from_env(environ: Mapping[str, str] = os.environ) -> list[Tier]:
    """Read the fallback chain from SVAYA_LLM_* variables; SVAYA_LLM_TIERS order = chain order."""
    names = _tier_names(_get(environ, "SVAYA_LLM_TIERS") or DEFAULT_TIERS)
    base_url = _base_url(environ, "SVAYA_LLM_BASE_URL", DEFAULT_BASE_URL)
    api_key = _get(environ, "SVAYA_LLM_API_KEY")
    return [_tier_from_env(environ, name, base_url, api_key) for name in names]


def _tier_from_env(
    environ: Mapping[str, str], name: str, base_url: str, api_key: str | None
) -> Tier:
    prefix = f"SVAYA_LLM_{name.upper()}_"
    price_in, price_out = _DEFAULT_PRICES.get(name, (None, None))
    return Tier(
        name=name,
        base_url=_base_url(environ, prefix + "BASE_URL", base_url),
        model=_get(environ, prefix + "MODEL") or f"stand-{name}",
        api_key=_get(environ, prefix + "API_KEY") or api_key,
        price_in_per_m=_price(environ, prefix + "PRICE_IN", price_in),
        price_out_per_m=_price(environ, prefix + "PRICE_OUT", price_out),
        timeout_s=_timeout(environ, prefix + "TIMEOUT"),
    )


def _get(environ: Mapping[str, str], var: str) -> str | None:
    # An empty value counts as unset: compose files and .env templates leave "VAR=" lines around.
    value = environ.get(var, "").strip()
    return value or None


def _tier_names(raw: str) -> list[str]:
    names = [part.strip().lower() for part in raw.split(",") if part.strip()]
    if not names:
        raise TierConfigError("SVAYA_LLM_TIERS is empty: list tier names, e.g. 'cheap,strong'")
    for name in names:
        if not _TIER_NAME.match(name):
            raise TierConfigError(
                f"SVAYA_LLM_TIERS: tier name {name!r} must be letters, digits or '_' "
                "and start with a letter (it becomes part of SVAYA_LLM_<TIER>_* variables)"
            )
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise TierConfigError(f"SVAYA_LLM_TIERS names {', '.join(duplicates)} more than once")
    return names


def _base_url(environ: Mapping[str, str], var: str, default: str) -> str:
    value = _get(environ, var)
    if value is None:
        return default
    if not value.startswith(_URL_SCHEMES):
        raise TierConfigError(
            f"{var}={value!r} must start with http://, https:// or inprocess:// "
            "(e.g. http://127.0.0.1:8000/v1)"
        )
    return value.rstrip("/")


def _price(environ: Mapping[str, str], var: str, default: Decimal | None) -> Decimal | None:
    value = _get(environ, var)
    if value is None:
        return default
    if value.lower() == "none":
        return None
    try:
        price = Decimal(value)
    except InvalidOperation:
        price = Decimal("NaN")
    if not price.is_finite() or price < 0:
        raise TierConfigError(
            f"{var}={value!r} is not a price: give a non-negative decimal per million tokens "
            "(e.g. 0.15), or 'none' if the price is unknown"
        )
    return price


def _timeout(environ: Mapping[str, str], var: str) -> float:
    value = _get(environ, var)
    if value is None:
        return DEFAULT_TIMEOUT_S
    low, high = TIMEOUT_RANGE_S
    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not low <= seconds <= high:
        raise TierConfigError(
            f"{var}={value!r} must be a number of seconds between {low:g} and {high:g} "
            "(a model call is tried once, so give it 180-240 s)"
        )
    return seconds
