"""The stand: the synthetic model (and later the demo world's systems). No Django here."""

from __future__ import annotations

from svaya.stand.faults import FaultConfigError, FaultPlan, Faults
from svaya.stand.model import StandDeadlineExceeded, SyntheticModel

__all__ = ["FaultConfigError", "FaultPlan", "Faults", "StandDeadlineExceeded", "SyntheticModel"]
