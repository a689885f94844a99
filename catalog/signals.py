"""Every change to the policies bumps PolicyRevision, in the change's own transaction."""

from __future__ import annotations

import secrets
from typing import Any

from django.db.models import F
from django.db.models.signals import m2m_changed, post_delete, post_save

from catalog.models import DataClass, Destination, PolicyRevision, Role, Tool


def bump_policy_revision(**_: Any) -> None:
    if not PolicyRevision.objects.filter(pk=1).update(number=F("number") + 1):
        # The row was deleted (a flushed database): numbers start afresh at a random point,
        # so a worker's cache from before can never match a reused number by chance.
        PolicyRevision.objects.get_or_create(pk=1, defaults={"number": secrets.randbits(48)})


def _on_m2m(action: str, **kwargs: Any) -> None:
    if action in {"post_add", "post_remove", "post_clear"}:
        bump_policy_revision()


def connect() -> None:
    for model in (DataClass, Destination, Tool, Role):
        post_save.connect(bump_policy_revision, sender=model, dispatch_uid=f"policy-save-{model}")
        post_delete.connect(bump_policy_revision, sender=model, dispatch_uid=f"policy-del-{model}")
    for through in (Role.tools.through, Destination.allowed_classes.through):
        m2m_changed.connect(_on_m2m, sender=through, dispatch_uid=f"policy-m2m-{through}")
