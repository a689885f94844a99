"""`manage.py demo_users`: an administrator, a controller per queue and an operator."""

from __future__ import annotations

import stat
from io import StringIO
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from handoffs.models import Queue
from journal.models import JournalLine


def _demo_users(path: Path, *args: str) -> str:
    out = StringIO()
    call_command("demo_users", "--file", str(path), *args, stdout=out)
    return out.getvalue()


def _logins(path: Path) -> dict[str, str]:
    rows = [line.split("\t") for line in path.read_text().splitlines() if not line.startswith("#")]
    return {row[0]: row[1] for row in rows}


def test_it_creates_everyone_and_keeps_their_passwords_private(
    installation: Any, tmp_path: Path
) -> None:
    path = tmp_path / "demo_users.txt"
    printed = _demo_users(path)
    logins = _logins(path)
    queues = list(Queue.objects.values_list("code", flat=True))
    assert queues, "the installed catalog declares queues"
    assert set(logins) == {"admin", "operator", *(f"controller-{q}" for q in queues)}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    for username, password in logins.items():
        assert f"{username}" in printed and password in printed
        assert Client().login(username=username, password=password), username
    users = get_user_model().objects
    assert users.get(username="admin").is_superuser
    assert users.get(username="operator").has_perm("runs.add_run")
    assert not users.get(username="operator").is_superuser
    for queue in Queue.objects.all():
        controller = users.get(username=f"controller-{queue.code}")
        assert list(controller.groups.all()) == [queue.group]
        assert controller.is_staff and not controller.is_superuser
    assert JournalLine.objects.filter(kind="user.demo_created").count() == len(logins)


def test_running_it_again_keeps_the_handed_out_passwords(installation: Any, tmp_path: Path) -> None:
    path = tmp_path / "demo_users.txt"
    _demo_users(path)
    first = _logins(path)
    _demo_users(path)
    assert _logins(path) == first
    _demo_users(path, "--reset")
    assert all(_logins(path)[u] != first[u] for u in first)
    assert Client().login(username="admin", password=_logins(path)["admin"])


def test_a_password_changed_since_is_not_shown_as_if_it_still_worked(
    installation: Any, tmp_path: Path
) -> None:
    path = tmp_path / "demo_users.txt"
    _demo_users(path)
    admin = get_user_model().objects.get(username="admin")
    admin.set_password("changed-by-the-administrator")
    admin.save()
    _demo_users(path)
    assert _logins(path)["admin"] == "-"
    assert Client().login(username="admin", password="changed-by-the-administrator")
