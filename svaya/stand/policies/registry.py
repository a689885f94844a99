"""Scripted behaviour per (solution, step): which policy answers a request."""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Callable

from svaya.stand.actions import Action
from svaya.stand.conversation import Conversation

Policy = Callable[[Conversation], Action]
ANY_STEP = "*"


class PolicyRegistry:
    def __init__(self, *, discover: str | None = None) -> None:
        """`discover` names a package whose modules are imported before the first lookup, so
        their @policy decorators have run."""
        self._policies: dict[tuple[str, str], Policy] = {}
        self._discover = discover
        self._loaded = discover is None
        self._lock = threading.Lock()

    def register(self, solution: str, step: str, function: Policy) -> Policy:
        key = (solution, step)
        existing = self._policies.get(key)
        if existing is not None and existing is not function:
            raise ValueError(
                f"stand policy for solution {solution!r} step {step!r} is registered twice: "
                f"{existing.__module__}.{existing.__name__} and "
                f"{function.__module__}.{function.__name__}"
            )
        self._policies[key] = function
        return function

    def resolve(self, solution: str | None, step: str | None) -> Policy:
        """The (solution, step) policy, else the solution's "*" policy, else the generic one."""
        from svaya.stand.policies.generic import generic

        self._load()
        if solution is None:
            return generic
        return (
            self._policies.get((solution, step or ANY_STEP))
            or self._policies.get((solution, ANY_STEP))
            or generic
        )

    def registered(self) -> dict[tuple[str, str], Policy]:
        self._load()
        return dict(self._policies)

    def _load(self) -> None:
        if self._loaded:
            return
        # Another thread may be importing: wait for it rather than answer without policies.
        with self._lock:
            if self._discover is not None and not self._loaded:
                package = importlib.import_module(self._discover)
                for module in pkgutil.iter_modules(package.__path__):
                    importlib.import_module(f"{self._discover}.{module.name}")
            self._loaded = True


# The stand's own registry: every module in svaya/stand/policies/ registers into it.
REGISTRY = PolicyRegistry(discover="svaya.stand.policies")


def policy(
    solution: str, step: str = ANY_STEP, *, registry: PolicyRegistry | None = None
) -> Callable[[Policy], Policy]:
    """Register the decorated function for requests whose metadata names this solution and
    step; step "*" covers the solution's steps that have no policy of their own."""
    target = registry if registry is not None else REGISTRY

    def register(function: Policy) -> Policy:
        return target.register(solution, step, function)

    return register


def resolve(solution: str | None, step: str | None) -> Policy:
    return REGISTRY.resolve(solution, step)


def registered() -> dict[tuple[str, str], Policy]:
    return REGISTRY.registered()
