"""The installed catalog for tests, without installing it again for every test.

`catalog_install()` checks thirty descriptions (YAML, JSON Schema, the install rules) and writes
their rows: a second and more of CPU a test, and some hundreds of tests ask for it. A request
installs it for real inside a transaction that is rolled back, keeps what the install changed
table by table, and writes those rows. A later request that finds the same state (every table
the install reads or writes, row for row, and the settings it reads) writes the kept rows again:
what `db` tests, rolled back between them, find. Any other state (a transactional test's flush,
a fixture's own queue or policy) is installed for real again; only the install check, a pure
function of a solution folder's files and the policies, is remembered between tests.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any
from unittest import mock

from django.apps import apps
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, transaction

# Tables the install neither reads nor writes, where fixtures often add rows first (users).
UNREAD_APPS = {"admin", "sessions", "runs"}
INSTALL_SETTINGS = (
    "SVAYA_MAX_PASSES",
    "SVAYA_LLM_CALLS_PER_ATTEMPT",
    "SVAYA_WRITE_TIMEOUT_S",
    "SVAYA_STEP_DEADLINE_S",
    "SVAYA_MAX_TOOL_CALLS_PER_TURN",
)


@dataclasses.dataclass
class Snapshot:
    before: dict[Any, list[tuple[Any, ...]]]
    settings: tuple[Any, ...]
    changed: dict[Any, tuple[list[Any], list[tuple[Any, ...]]]]  # model: (pks gone, rows new)
    results: list[Any]
    used: int = 0


_snapshots: list[Snapshot] = []
_checks: list[tuple[Any, Any]] = []  # ((folder, its files, context), report)


def catalog_installed() -> list[Any]:
    """What `catalog_install()` returns, and its rows in the database."""
    from catalog import services

    now = _tables()
    for snapshot in _snapshots:
        if snapshot.before == now and snapshot.settings == _settings():
            snapshot.used += 1
            return _restore(snapshot)
    with mock.patch.object(services, "check_path", _check_path(services.check_path)):
        with transaction.atomic():
            results = services.catalog_install()
            after = _tables()
            transaction.set_rollback(True)
    # A state seen once (ids of rows a fixture made first) rarely comes again: kept are those
    # used again, and the newest.
    _snapshots[:] = [s for s in _snapshots if s.used]
    _snapshots.append(Snapshot(now, _settings(), _changes(now, after), results))
    return _restore(_snapshots[-1])


def _check_path(check: Any) -> Any:
    """The install check, run once per folder content and policies. Its other inputs (the
    schemas, the stand's world) are the checkout's own and do not change during a run."""

    def checked(path: Path, *, context: Any) -> Any:
        folder = Path(path)
        key = (
            folder,
            {p: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()},
            context,
        )
        for known, report in _checks:
            if known == key:
                return report
        report = check(path, context=context)
        _checks.append((key, report))
        return report

    return checked


def _settings() -> tuple[Any, ...]:
    """The settings the install check reads (catalog.services.install_context)."""
    return tuple(getattr(settings, name) for name in INSTALL_SETTINGS)


def _models() -> list[Any]:
    user = get_user_model()
    skip = {user, user.groups.through, user.user_permissions.through}
    return [
        m
        for m in apps.get_models(include_auto_created=True)
        if m not in skip
        and m._meta.app_label not in UNREAD_APPS
        and m._meta.managed
        and not m._meta.proxy
    ]


def _fields(model: Any) -> list[str]:
    return [f.attname for f in model._meta.concrete_fields]


def _tables() -> dict[Any, list[tuple[Any, ...]]]:
    return {m: list(m._base_manager.order_by("pk").values_list(*_fields(m))) for m in _models()}


def _changes(before: dict[Any, list[Any]], after: dict[Any, list[Any]]) -> dict[Any, Any]:
    changed = {}
    for model, rows in after.items():
        old = set(map(repr, before[model]))
        new = [row for row in rows if repr(row) not in old]
        kept = set(map(repr, rows))
        gone = [row[0] for row in before[model] if repr(row) not in kept]
        if new or gone:
            changed[model] = (gone, new)
    return changed


def _restore(snapshot: Snapshot) -> list[Any]:
    """The rows the install wrote, written again; the results with the versions read anew."""
    from catalog.models import SolutionVersion

    with transaction.atomic():
        for model, (gone, new) in snapshot.changed.items():
            model._base_manager.filter(pk__in=gone)._raw_delete(connection.alias)
            names = _fields(model)
            model._base_manager.bulk_create(
                [model(**dict(zip(names, row, strict=True))) for row in new]
            )
    versions = SolutionVersion.objects.in_bulk(
        [r.version.pk for r in snapshot.results if r.version is not None]
    )
    return [
        dataclasses.replace(r, version=r.version and versions[r.version.pk])
        for r in snapshot.results
    ]
