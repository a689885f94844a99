"""The privacy gate for a run's step, with the installation's sealing key."""

from __future__ import annotations

from collections.abc import Iterable

from django.conf import settings

from svaya.engine.privacy_gate import MapGate
from svaya.privacy import key_from_env


def privacy_gate(known: Iterable[tuple[str, str]], sealed: bytes | None) -> MapGate:
    return MapGate.open(
        known=known, sealed=sealed, key=key_from_env(), use_names=settings.SVAYA_PD_NAMES
    )
