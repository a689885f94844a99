"""What an installation knows when it checks a description: tools, data classes, roles, routes.

The Django side builds an `InstallContext` from its rows; tests build one directly, and
`InstallContext.default()` holds the seeded demo defaults (the seeding reads them too).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase

from svaya.tools.registry import ToolSpec, load_installation

PERSONAL_PREFIX = "pd."

DEFAULT_DATA_CLASSES = (
    "pd.name",
    "pd.passport",
    "pd.snils",
    "pd.inn",
    "pd.contacts",
    "pd.address",
    "pd.birthdate",
    "pd.card",
    "pd.account",
    "bank.secret",
    "commercial.secret",
    "public",
)
# The defaults come from the registry folder (svaya/tools/registry/<destination>.yaml): each
# file declares its destination's data route and the roles' rights to its tools.
_REGISTRY = load_installation()
DEFAULT_ROLE_TOOLS: dict[str, tuple[str, ...]] = {
    code: tuple(role.tools) for code, role in _REGISTRY.roles.items()
}
DEFAULT_ROUTES: dict[str, tuple[str, ...]] = {
    code: tuple(destination.allowed_classes) for code, destination in _REGISTRY.destinations.items()
}


# Public data may go anywhere; a policy need not list it (as at run time, svaya.privacy.routes).
ALWAYS_ALLOWED = frozenset({"public"})


def is_personal(data_class: str) -> bool:
    """Personal classes are the `pd.*` codes, always replaced by placeholders before an LLM."""
    return data_class.startswith(PERSONAL_PREFIX) and len(data_class) > len(PERSONAL_PREFIX)


@dataclass(frozen=True)
class InstallContext:
    tools: Mapping[str, ToolSpec]
    data_classes: frozenset[str]
    # Role code -> the tools it has the right to; a name may end in `.*` ("bank.*").
    role_tools: Mapping[str, frozenset[str]]
    # Destination code -> the data classes it may receive.
    routes: Mapping[str, frozenset[str]]
    llm_destination: str = "llm.provider"
    max_passes: int = 20
    llm_calls_per_attempt: int = 30
    tiers: int = 2
    max_time_budget_s: float = 3600
    # A write call is cut at this many seconds (SVAYA_WRITE_TIMEOUT_S); a tool that declares
    # more is refused at install rather than cut silently at run time.
    write_timeout_s: float = 30
    # The deadline of an llm or system step that declares none (SVAYA_STEP_DEADLINE_S).
    step_deadline_s: float = 900
    # The most tool calls an agent step may allow one model turn (SVAYA_MAX_TOOL_CALLS_PER_TURN).
    max_tool_calls_per_turn: int = 5

    @classmethod
    def default(cls) -> InstallContext:
        return cls(
            tools=dict(_REGISTRY.tools),
            data_classes=frozenset(DEFAULT_DATA_CLASSES),
            role_tools={role: frozenset(names) for role, names in DEFAULT_ROLE_TOOLS.items()},
            routes={dest: frozenset(classes) for dest, classes in DEFAULT_ROUTES.items()},
        )

    def may_call(self, role: str, tool: str) -> bool:
        return any(fnmatchcase(tool, pattern) for pattern in self.role_tools.get(role, ()))
