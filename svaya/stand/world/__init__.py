"""The stand's demo world: the customer systems the tools reach, with synthetic data.

Systems: the bank's core (antifraud, linked accounts, scoring, CRM), the credit bureau, the
registries (invalid passports, tax income), the document store, the accounting portal and an
external mail relay. Python systems keep their data in data/*.yaml, keyed by the catalog samples'
records; the rest are operations declared in the solutions' stand.yaml files (docs/stand.md).
"""

from __future__ import annotations

from svaya.stand.world.base import WorldError
from svaya.stand.world.core import DATA_DIR, World, WorldDeadlineExceeded, load_data
from svaya.stand.world.faults import FaultConfigError, ToolFault

# The process-wide world the in-process transport and the stand's HTTP server share.
WORLD = World.from_env()

__all__ = [
    "DATA_DIR",
    "WORLD",
    "FaultConfigError",
    "ToolFault",
    "World",
    "WorldDeadlineExceeded",
    "WorldError",
    "load_data",
]
