"""Installing solutions: the install check against the installation's current policy, then an
immutable SolutionVersion (a changed description installs a new version; an identical one is a
no-op)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.apps import apps
from django.conf import settings
from django.db import transaction

from catalog.models import DataClass, Destination, Role, Solution, SolutionVersion, Tool
from catalog.seed import seed
from journal.kinds import LineKind
from journal.services import journal_line
from svaya.install import InstallContext, InstallReport, check_path, resolved_spec
from svaya.tools.registry import ToolSpec

SOLUTIONS_DIR = Path(settings.BASE_DIR) / "catalog" / "solutions"


def install_context() -> InstallContext:
    """The install check's view of the installation, read from the policy rows."""
    return InstallContext(
        tools={t.name: ToolSpec.model_validate(t.spec) for t in Tool.objects.all()},
        data_classes=frozenset(DataClass.objects.values_list("code", flat=True)),
        role_tools={
            r.code: frozenset(r.tools.values_list("name", flat=True)) for r in Role.objects.all()
        },
        routes={
            d.code: frozenset(d.allowed_classes.values_list("code", flat=True))
            for d in Destination.objects.prefetch_related("allowed_classes")
        },
        max_passes=settings.SVAYA_MAX_PASSES,
        llm_calls_per_attempt=settings.SVAYA_LLM_CALLS_PER_ATTEMPT,
        write_timeout_s=settings.SVAYA_WRITE_TIMEOUT_S,
        step_deadline_s=settings.SVAYA_STEP_DEADLINE_S,
        max_tool_calls_per_turn=settings.SVAYA_MAX_TOOL_CALLS_PER_TURN,
    )


@dataclass(frozen=True)
class Installed:
    report: InstallReport
    version: SolutionVersion | None
    created: bool
    regression: dict[str, Any] | None = None
    # --strict: the new version changes the end of these recorded samples, so it was kept but
    # not made current (the previous version stays current).
    held_back: tuple[dict[str, Any], ...] = ()


# Replaying a version's recorded samples needs runs (above catalog): runs registers the
# check from its AppConfig.ready(); catalog imports nothing above it.
RegressionCheck = Callable[..., dict[str, Any]]
_regression_checks: list[RegressionCheck] = []


def regression_register(check: RegressionCheck) -> None:
    _regression_checks[:] = [check]


def _regression(
    previous: SolutionVersion | None, version: SolutionVersion
) -> dict[str, Any] | None:
    """The previous version's recorded samples replayed on the new one, kept with it."""
    if previous is None or not _regression_checks:
        return None
    report = _regression_checks[0](previous=previous, version=version)
    _regression_keep(version, report)
    return report


def changed_ends(report: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The samples of a regression report whose end the new version changed."""
    return [s for s in (report or {}).get("samples", []) if s["verdict"] == "changed_end"]


def solution_install(
    *, path: Path, user: Any = None, context: InstallContext | None = None, strict: bool = False
) -> Installed:
    """Checks and installs a description. A new version becomes current only after the
    previous version's recorded samples were replayed on it; with `strict` a changed end of
    one of them keeps it from becoming current (the previous version stays so)."""
    report = check_path(path, context=context or install_context())
    if not report.ok:
        return Installed(report, None, False)
    spec = resolved_spec(report)
    digest = _digest(report)
    with transaction.atomic():
        solution, _ = Solution.objects.select_for_update().get_or_create(
            slug=spec.solution, defaults={"title": spec.title}
        )
        previous = solution.current_version
        existing = solution.versions.filter(sha256=digest).first()
        if existing is not None and not (existing.regression or {}).get("held_back"):
            return Installed(report, existing, False)
        version = existing or _new_version(solution, report, spec, user)
    regression = version.regression if existing else _regression(previous, version)
    changed = changed_ends(regression)
    if strict and changed:
        _hold_back(version, changed, user)
        return Installed(report, version, True, version.regression, tuple(changed))
    _make_current(solution, version, user)
    return Installed(report, version, True, version.regression)


def _new_version(
    solution: Solution, report: InstallReport, spec: Any, user: Any
) -> SolutionVersion:
    """The version row, not yet current: its regression report comes first."""
    last = solution.versions.order_by("-number").first()
    version = SolutionVersion.objects.create(
        solution=solution,
        number=(last.number + 1) if last else 1,
        declared_version=spec.version,
        source=report.source,
        files=report.files,
        spec=spec.model_dump(mode="json"),
        sha256=_digest(report),
        facts=_facts(report),
        installed_by=user if getattr(user, "is_authenticated", False) else None,
    )
    _queues(spec)
    return version


@transaction.atomic
def _make_current(solution: Solution, version: SolutionVersion, user: Any) -> None:
    solution = Solution.objects.select_for_update().get(pk=solution.pk)
    solution.title, solution.current_version = version.spec["title"], version
    solution.save(update_fields=["title", "current_version"])
    if (version.regression or {}).get("held_back"):
        _regression_keep(version, {k: v for k, v in version.regression.items() if k != "held_back"})
    _installed_line(version, user)


@transaction.atomic
def _hold_back(version: SolutionVersion, changed: list[dict[str, Any]], user: Any) -> None:
    """--strict refused to make `version` current: kept, marked, and said in the journal."""
    _regression_keep(version, {**(version.regression or {}), "held_back": True})
    _installed_line(version, user, held_back=[item["sample"] for item in changed])


def _regression_keep(version: SolutionVersion, report: dict[str, Any]) -> None:
    SolutionVersion.objects.filter(pk=version.pk).update(regression=report)
    version.regression = report


def _installed_line(version: SolutionVersion, user: Any, **data: Any) -> None:
    journal_line(
        run_id=None,
        kind=LineKind.SOLUTION_INSTALLED,
        actor=user,
        solution=version.solution.slug,
        number=version.number,
        sha256=version.sha256,
        **data,
    ).save()


# Each declared point names the controllers' queue that works it. The app that keeps queues
# (handoffs, above catalog) registers here from its AppConfig.ready(), so installing a version
# creates its queues in the same transaction while catalog imports nothing above it.
_queue_keepers: list[Callable[..., Any]] = []


def point_queues_register(queue_for: Callable[..., Any]) -> None:
    """`queue_for(code=..., title=...)` gets or creates a queue; registering twice is a no-op."""
    if queue_for not in _queue_keepers:
        _queue_keepers.append(queue_for)


def _queues(spec: Any) -> None:
    for point in [*spec.handoff_points.values(), *spec.confirmation_points.values()]:
        for queue_for in _queue_keepers:
            queue_for(code=point.queue, title=point.title)


def _digest(report: InstallReport) -> str:
    payload = json.dumps({"source": report.source, "files": report.files}, sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()


def _facts(report: InstallReport) -> dict[str, Any]:
    from dataclasses import asdict

    assert report.facts is not None
    return json.loads(json.dumps(asdict(report.facts), default=str))


def catalog_install(
    *, root: Path = SOLUTIONS_DIR, user: Any = None, strict: bool = False
) -> list[Installed]:
    from catalog.policies import administrators_group

    seed(apps.get_model)
    administrators_group()
    folders = sorted(p for p in root.iterdir() if (p / "solution.yaml").is_file())
    context = install_context()  # the policies are read once for the whole catalog
    return [
        solution_install(path=folder, user=user, context=context, strict=strict)
        for folder in folders
    ]
