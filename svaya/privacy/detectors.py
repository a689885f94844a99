"""The detectors of personal data, in one place.

- `KnownValueDetector`: the known values of typed inputs (and of the replacement map), whatever
  their spelling or grammatical case;
- `PatternDetector`: identifiers validated by format, control digits and context words;
- `AddressDetector`: street addresses by their markers;
- `NameDetector`: Russian person names by offline NER (natasha).
"""

from __future__ import annotations

from svaya.privacy.addresses import AddressDetector
from svaya.privacy.known import KnownValue, KnownValueDetector, known_values_from_inputs
from svaya.privacy.names import NameDetector, NameParts, parse_name
from svaya.privacy.patterns import PatternDetector
from svaya.privacy.pseudonymize import default_detectors
from svaya.privacy.spans import Detector, Span, resolve_overlaps

__all__ = [
    "AddressDetector",
    "Detector",
    "KnownValue",
    "KnownValueDetector",
    "NameDetector",
    "NameParts",
    "PatternDetector",
    "Span",
    "default_detectors",
    "known_values_from_inputs",
    "parse_name",
    "resolve_overlaps",
]
