"""Who may change the installation's policies, and the journal of every change.

Policies are the data classes, the destinations with their data routes, and the roles with
their tool rights. Only administrators change them: superusers, and the members of the group
`svaya-administrators`. Every add, change and delete writes a journal line (who, when, what it
was before, what it is after) in the same transaction as the change itself, so a policy can
never change without a record — the install check and the runtime read the rows directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied
from django.db import transaction

from catalog.models import DataClass, Destination, Role, Tool
from journal.kinds import LineKind
from journal.models import JournalLine
from journal.services import journal_line

ADMINISTRATORS = "svaya-administrators"

PolicyAction = Literal["added", "changed", "deleted"]
POLICY_LINES: dict[str, LineKind] = {
    "added": LineKind.POLICY_ADDED,
    "changed": LineKind.POLICY_CHANGED,
    "deleted": LineKind.POLICY_DELETED,
}
PolicyObject = DataClass | Destination | Role

# The standard model permissions the group carries, so `user.has_perm(...)` agrees with the
# admin: full rights on the policies, a view of the registry, the catalog, runs and journal.
_GROUP_PERMISSIONS = (
    *(
        f"catalog.{a}_{m}"
        for m in ("dataclass", "destination", "role")
        for a in ("add", "change", "delete", "view")
    ),
    "catalog.view_tool",
    "catalog.view_solution",
    "catalog.view_solutionversion",
    "runs.view_run",
    "journal.view_journalline",
)


def administrators_group() -> Group:
    """The administrators' group, created on first use with its standard permissions."""
    group, _ = Group.objects.get_or_create(name=ADMINISTRATORS)
    wanted = _permissions(_GROUP_PERMISSIONS)
    if not {p.pk for p in wanted} <= set(group.permissions.values_list("pk", flat=True)):
        group.permissions.add(*wanted)
    return group


def _permissions(names: Iterable[str]) -> list[Permission]:
    found = []
    for name in names:
        app_label, codename = name.split(".")
        found.append(Permission.objects.get(content_type__app_label=app_label, codename=codename))
    return found


def is_administrator(user: Any) -> bool:
    """Superusers and active members of `svaya-administrators`; nobody else."""
    if not getattr(user, "is_active", False) or not getattr(user, "is_authenticated", False):
        return False
    return bool(user.is_superuser or user.groups.filter(name=ADMINISTRATORS).exists())


def require_administrator(user: Any) -> None:
    if not is_administrator(user):
        raise PermissionDenied(
            f"only administrators (superusers or members of '{ADMINISTRATORS}') change policies"
        )


def policy_snapshot(obj: PolicyObject) -> dict[str, Any]:
    """The policy as the journal keeps it: plain fields plus the sorted codes it grants."""
    if isinstance(obj, DataClass):
        # The routes that allow it: deleting a class silently shrinks them, so keep them here.
        routes = obj.destinations.order_by("code").values_list("code", flat=True)
        return {
            "code": obj.code,
            "title": obj.title,
            "personal": obj.personal,
            "destinations": list(routes),
        }
    if isinstance(obj, Destination):
        classes = obj.allowed_classes.order_by("code").values_list("code", flat=True)
        return {
            "code": obj.code,
            "title": obj.title,
            "kind": obj.kind,
            "allowed_classes": list(classes),
        }
    if isinstance(obj, Role):
        tools = obj.tools.order_by("name").values_list("name", flat=True)
        return {"code": obj.code, "title": obj.title, "tools": list(tools)}
    raise TypeError(f"{type(obj).__name__} is not a policy (DataClass, Destination or Role)")


@transaction.atomic
def stored_snapshot(obj: PolicyObject) -> dict[str, Any] | None:
    """The snapshot of the row as the database holds it now (None for an unsaved object).

    The admin's form writes the posted values onto the instance during validation, so the
    "before" of a change must be read back from the database, not from the instance.
    """
    if obj.pk is None:
        return None
    # Locked until the caller's transaction ends, so two administrators saving the same
    # policy at once journal a consistent chain of before/after instead of a lost update.
    stored = type(obj).objects.select_for_update().filter(pk=obj.pk).first()
    return policy_snapshot(stored) if stored is not None else None


@transaction.atomic
def policy_change(
    *,
    obj: PolicyObject,
    before: dict[str, Any] | None,
    actor: Any,
    action: PolicyAction,
) -> JournalLine | None:
    """Journal an administrator's add / change / delete of a policy.

    Call it after the change is written (for a delete: with the snapshot taken before the
    delete and `obj` as it was) and inside the same transaction as the change. A save that
    changed nothing is not a policy change and writes no line.
    """
    require_administrator(actor)
    after = None if action == "deleted" else policy_snapshot(obj)
    if action == "changed" and after == before:
        return None
    code = (after or before or {}).get("code", "")
    line = journal_line(
        run_id=None,
        kind=POLICY_LINES[action],
        actor=actor,
        model=obj._meta.model_name,
        code=code,
        before=before,
        after=after,
    )
    line.save()
    return line


@transaction.atomic
def destination_route_set(
    *, destination: Destination, classes: Iterable[DataClass], actor: Any
) -> JournalLine | None:
    """Replace a destination's data route (the classes it may receive), journaled."""
    require_administrator(actor)
    destination = Destination.objects.select_for_update().get(pk=destination.pk)
    before = policy_snapshot(destination)
    destination.allowed_classes.set(list(classes))
    return policy_change(obj=destination, before=before, actor=actor, action="changed")


@transaction.atomic
def role_rights_set(*, role: Role, tools: Iterable[Tool], actor: Any) -> JournalLine | None:
    """Replace a role's rights to tools, journaled."""
    require_administrator(actor)
    role = Role.objects.select_for_update().get(pk=role.pk)
    before = policy_snapshot(role)
    role.tools.set(list(tools))
    return policy_change(obj=role, before=before, actor=actor, action="changed")


# The journal keeps field names; people read their Russian labels.
FIELD_LABELS = {
    "code": "код",
    "title": "название",
    "personal": "персональные данные",
    "destinations": "кому разрешен",
    "kind": "вид",
    "allowed_classes": "разрешенные классы",
    "tools": "права на инструменты",
}


def policy_diff(before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """What a journaled policy line changed, one short phrase per field."""
    before, after = before or {}, after or {}
    lines = []
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        label = FIELD_LABELS.get(key, key)
        if isinstance(old, list) or isinstance(new, list):
            added = sorted(set(new or []) - set(old or []))
            removed = sorted(set(old or []) - set(new or []))
            parts = [f"+{c}" for c in added] + [f"−{c}" for c in removed]
            lines.append(f"{label}: {' '.join(parts)}")
        else:
            lines.append(f"{label}: {_shown(old)} → {_shown(new)}")
    return lines


def _shown(value: Any) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        return "да" if value else "нет"
    return str(value)
