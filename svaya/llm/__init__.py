"""LLM gateway: OpenAI-compatible wire client, tiers, fallback, empty-turn detection, cost.

No Django here: the engine and the runs app adapt it.
"""

from __future__ import annotations

from svaya.llm.gateway import Gateway
from svaya.llm.records import CallRecord, LLMError, LLMErrorKind, compute_cost
from svaya.llm.request import REPAIR_PREFIX, build_request, repair_message
from svaya.llm.stats import CallCounts, GatewayStats
from svaya.llm.tiers import Tier, TierConfigError, tiers_from_env
from svaya.llm.turns import ToolCall, Turn, Usage, is_empty, parse_turn

__all__ = [
    "REPAIR_PREFIX",
    "CallCounts",
    "CallRecord",
    "Gateway",
    "GatewayStats",
    "LLMError",
    "LLMErrorKind",
    "Tier",
    "TierConfigError",
    "ToolCall",
    "Turn",
    "Usage",
    "build_request",
    "compute_cost",
    "is_empty",
    "parse_turn",
    "repair_message",
    "tiers_from_env",
]
