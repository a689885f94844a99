"""Personal data: data classes, detectors, the replacement map, data-route checks. No Django.

This module is the package's public API: code outside `svaya/privacy` imports from here only
(tests/svaya/privacy/test_imports.py keeps it so, and keeps the package free of import loops).

- the pseudonymizer: `Pseudonymizer(...).apply(messages, rmap)` before every outside LLM call;
- the replacement map: `ReplacementMap` (one per agent loop), `seal` / `unseal` with the key
  from `key_from_env` (`generate_key` makes one);
- the detectors: each has `find(text) -> list[Span]`;
- the route checks: `reverse_substitute(args, rmap, schema)` then `check_route(present, allowed)`;
- data classes: the seeded default set, `is_personal`, `placeholder_kind`;
- control digits of identifiers (`inn_valid`, …), which the synthetic world uses too.

Inside, by layer (each imports only those above it): classes, spans, memo, checksums, trie,
keys, digits, context, morphology; name_context; name_alone; name_lines; name_rules; names;
values (a value's identity); date_forms, dates; patterns, addresses, matchers, text_values;
known; replacement; pseudonymize, routes.
"""

from __future__ import annotations

from svaya.privacy.addresses import AddressDetector
from svaya.privacy.checksums import account_key_valid, inn_valid, luhn_valid, snils_valid
from svaya.privacy.classes import (
    DEFAULT_CLASSES,
    PERSONAL_PREFIX,
    PLACEHOLDER_KINDS,
    DataClassSeed,
    is_personal,
    placeholder_kind,
)
from svaya.privacy.known import KnownValueDetector
from svaya.privacy.memo import NAMES as CACHE_NAMES
from svaya.privacy.memo import UNCACHED_ENV
from svaya.privacy.morphology import load_models
from svaya.privacy.names import NameDetector, NameFieldDetector, NameParts, parse_name
from svaya.privacy.org_context import drop_org_values
from svaya.privacy.patterns import PatternDetector
from svaya.privacy.pseudonymize import Pseudonymizer, default_detectors
from svaya.privacy.replacement import (
    KEY_ENV,
    Entry,
    PrivacyKeyError,
    ReplacementMap,
    generate_key,
    key_from_env,
    seal,
    unseal,
)
from svaya.privacy.routes import (
    ALWAYS_ALLOWED,
    PLACEHOLDER,
    RouteDecision,
    check_route,
    reverse_substitute,
)
from svaya.privacy.spans import Detector, Span, resolve_overlaps
from svaya.privacy.values import KnownValue, known_values_from_inputs, value_key

__all__ = [
    "ALWAYS_ALLOWED",
    "CACHE_NAMES",
    "DEFAULT_CLASSES",
    "KEY_ENV",
    "PERSONAL_PREFIX",
    "PLACEHOLDER",
    "PLACEHOLDER_KINDS",
    "UNCACHED_ENV",
    "AddressDetector",
    "DataClassSeed",
    "Detector",
    "Entry",
    "KnownValue",
    "KnownValueDetector",
    "NameDetector",
    "NameFieldDetector",
    "NameParts",
    "PatternDetector",
    "PrivacyKeyError",
    "Pseudonymizer",
    "ReplacementMap",
    "RouteDecision",
    "Span",
    "account_key_valid",
    "check_route",
    "default_detectors",
    "drop_org_values",
    "generate_key",
    "inn_valid",
    "is_personal",
    "key_from_env",
    "known_values_from_inputs",
    "load_models",
    "luhn_valid",
    "parse_name",
    "placeholder_kind",
    "resolve_overlaps",
    "reverse_substitute",
    "seal",
    "snils_valid",
    "unseal",
    "value_key",
]
