"""Stand policies: how the synthetic model behaves for each solution and step.

To script a solution, add a module here (it is imported automatically):

    from svaya.stand.policies import Conversation, policy, answer_json, call

    @policy("credit-application-response", "fraud-check")
    def fraud_check(conv: Conversation) -> Action:
        if not conv.called("bank.fraud_check"):
            return call("bank.fraud_check", {"passport": ...})
        ...

The request's metadata {"solution": ..., "step": ...} picks the policy; without one the
generic policy answers.
"""

from __future__ import annotations

from svaya.stand.actions import (
    Action,
    Answer,
    CallTools,
    EmptyTurn,
    PlannedCall,
    answer_json,
    answer_text,
    call,
    call_many,
)
from svaya.stand.conversation import Conversation, ToolResult, ToolSpec
from svaya.stand.policies.registry import (
    ANY_STEP,
    REGISTRY,
    Policy,
    PolicyRegistry,
    policy,
    registered,
    resolve,
)

__all__ = [
    "ANY_STEP",
    "REGISTRY",
    "Action",
    "Answer",
    "CallTools",
    "Conversation",
    "EmptyTurn",
    "PlannedCall",
    "Policy",
    "PolicyRegistry",
    "ToolResult",
    "ToolSpec",
    "answer_json",
    "answer_text",
    "call",
    "call_many",
    "policy",
    "registered",
    "resolve",
]
